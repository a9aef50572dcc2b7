package main

import (
	"fmt"
	"strings"
)

// ---------- Zoom invitations ----------

type zoomL struct {
	lang, inv, topic, time, join, id, pass, tap, dial, find string
	cc                                                      []string
	topics                                                  []string
}

var zoomLs = []zoomL{
	{"en", "%s is inviting you to a scheduled Zoom meeting.", "Topic", "Time", "Join Zoom Meeting", "Meeting ID", "Passcode", "One tap mobile", "Dial by your location", "Find your local number", []string{"us", "us", "ca", "uk"}, []string{"Q3 Vendor Review", "Weekly Design Sync", "Board prep – finance", "Candidate debrief", "Customer onboarding: Tidewater"}},
	{"de", "%s lädt Sie zu einem geplanten Zoom-Meeting ein.", "Thema", "Uhrzeit", "Zoom-Meeting beitreten", "Meeting-ID", "Kenncode", "Schnelleinwahl mobil", "Einwahl nach aktuellem Standort", "Ihre lokale Nummer finden", []string{"de", "de", "at", "ch"}, []string{"Jour fixe Einkauf", "Abstimmung Betriebsrat", "Projektstatus SAP-Migration", "Quartalsgespräch"}},
	{"fr", "%s vous invite à une réunion Zoom planifiée.", "Sujet", "Heure", "Participer à la réunion Zoom", "ID de réunion", "Code secret", "Une seule touche sur l’appareil mobile", "Composez un numéro en fonction de votre emplacement", "Trouvez votre numéro local", []string{"fr", "fr", "be", "ch"}, []string{"Point hebdo équipe produit", "Comité de pilotage", "Revue budgétaire T2"}},
	{"es", "%s le está invitando a una reunión de Zoom programada.", "Tema", "Hora", "Unirse a la reunión Zoom", "ID de reunión", "Código de acceso", "Móvil con un toque", "Marcar según su ubicación", "Buscar su número local", []string{"es", "es", "mx"}, []string{"Reunión semanal de ventas", "Revisión de presupuesto", "Kickoff proyecto Andes"}},
	{"pt", "%s está convidando você para uma reunião Zoom agendada.", "Tópico", "Horário", "Ingressar na reunião Zoom", "ID da reunião", "Senha", "Toque rápido no celular", "Disque de acordo com sua localização", "Encontre seu número local", []string{"br", "br", "pt"}, []string{"Alinhamento semanal", "Revisão de contrato", "Planejamento Q4"}},
	{"ja", "%sさんがあなたを予定されたZoomミーティングに招待しています。", "トピック", "時間", "Zoomミーティングに参加する", "ミーティングID", "パスコード", "ワンタップモバイル", "所在地でダイヤル", "市内番号を検索", []string{"jp", "jp", "us"}, []string{"定例ミーティング", "四半期レビュー", "採用面接の振り返り"}},
	{"zh", "%s 邀请您参加预先安排的 Zoom 会议。", "主题", "时间", "加入 Zoom 会议", "会议号", "密码", "一键拨号", "根据您的位置拨号", "查找本地号码", []string{"hk", "sg", "us"}, []string{"周例会", "季度业务回顾", "供应商评审"}},
	{"it", "%s ti sta invitando a una riunione Zoom programmata.", "Argomento", "Ora", "Entra nella riunione Zoom", "ID riunione", "Passcode", "Accesso rapido con un tocco da dispositivo mobile", "Chiama in base alla tua posizione", "Trova il numero locale", []string{"it", "it", "ch"}, []string{"Riunione settimanale", "Revisione fornitori", "Allineamento marketing"}},
}

var langOf = map[string]string{"en": "en", "de": "de", "fr": "fr", "es": "es", "pt": "pt", "ja": "ja", "zh": "zh", "it": "it"}

func zoomInvite(L zoomL) func(b *B) string {
	return func(b *B) string {
		p := person(L.lang)
		t := date()
		id := zoomID()
		pc := passcode()
		host := pick("us02web", "us06web", "zoom", "eu01web", "us05web")
		var pwd string
		if coin() {
			pwd = zoomPwd()
		} else {
			pwd = zoomPwdNew()
		}
		var sb strings.Builder
		fmt.Fprintf(&sb, L.inv+"\n\n", p.Name())
		fmt.Fprintf(&sb, "%s: %s\n%s: %s %s\n\n", L.topic, pick(L.topics...), L.time, b.K(t.iso()), b.K(t.hm()))
		fmt.Fprintf(&sb, "%s\nhttps://%s.zoom.us/j/%s?pwd=%s\n\n", L.join, host, b.K(id), b.T(pwd))
		fmt.Fprintf(&sb, "%s: %s\n%s: %s\n\n---\n\n%s\n", L.id, b.K(zoomIDSpaced(id)), L.pass, b.K(pc), L.tap)
		n := rint(1, 2)
		var nums []string
		var ccs []string
		for i := 0; i < n; i++ {
			cc := pick(L.cc...)
			num := phone(cc, "intl")
			nums = append(nums, num)
			ccs = append(ccs, cc)
			fmt.Fprintf(&sb, "%s,,%s#,,,,*%s# %s\n", b.Ph(e164(num)), id, pc, strings.ToUpper(cc))
		}
		fmt.Fprintf(&sb, "\n---\n\n%s\n", L.dial)
		for i, num := range nums {
			fmt.Fprintf(&sb, "• %s %s\n", b.Ph(num), strings.ToUpper(ccs[i]))
		}
		fmt.Fprintf(&sb, "\n%s: %s\n%s: %s\n\n%s: https://%s.zoom.us/u/%s\n", L.id, zoomIDSpaced(id), L.pass, pc, L.find, host, b.K(fromSet(alnumSet, 9)))
		return sb.String()
	}
}

// ---------- Teams invitations (Outlook body) ----------

type teamsL struct {
	lang, title, joinOn, click, id, pass, call, confid, find, reset, cc string
	city                                                                []string
}

var teamsLs = []teamsL{
	{"en", "Microsoft Teams meeting", "Join on your computer, mobile app or room device", "Click here to join the meeting", "Meeting ID", "Passcode", "Or call in (audio only)", "Phone Conference ID", "Find a local number", "Reset PIN", "us", []string{"United States, New York City", "United States, Seattle", "United States, Chicago"}},
	{"de", "Microsoft Teams-Besprechung", "Nehmen Sie von Ihrem Computer, Ihrer mobilen App oder Ihrem Raumgerät aus teil", "Klicken Sie hier, um an der Besprechung teilzunehmen", "Besprechungs-ID", "Kenncode", "Oder rufen Sie an (nur Audio)", "Konferenz-ID", "Lokale Nummer suchen", "PIN zurücksetzen", "de", []string{"Germany, Berlin", "Germany, Frankfurt", "Germany, München"}},
	{"es", "Reunión de Microsoft Teams", "Unirse desde el ordenador, la aplicación móvil o el dispositivo de sala", "Haga clic aquí para unirse a la reunión", "Id. de reunión", "Código de acceso", "O llame (solo audio)", "Id. de conferencia telefónica", "Buscar un número local", "Restablecer PIN", "es", []string{"Spain, Madrid", "Spain, Barcelona"}},
	{"pt", "Reunião do Microsoft Teams", "Ingressar no computador, aplicativo móvel ou dispositivo de sala", "Clique aqui para ingressar na reunião", "ID da Reunião", "Senha", "Ou ligue para (somente áudio)", "ID da conferência telefônica", "Localizar um número local", "Redefinir PIN", "br", []string{"Brazil, São Paulo", "Brazil, Rio de Janeiro"}},
	{"fr", "Réunion Microsoft Teams", "Rejoindre à partir de votre ordinateur, de votre application mobile ou de l’appareil de la salle", "Cliquez ici pour rejoindre la réunion", "ID de la réunion", "Code secret", "Ou appelez (audio uniquement)", "ID de conférence téléphonique", "Trouver un numéro local", "Réinitialiser le code PIN", "fr", []string{"France, Paris", "France, Lyon"}},
	{"nl", "Microsoft Teams-vergadering", "Deelnemen via uw computer, mobiele app of ruimteapparaat", "Klik hier om deel te nemen aan de vergadering", "Vergadering-id", "Wachtwoordcode", "Of bellen (alleen audio)", "Telefonische vergadering-id", "Een lokaal nummer zoeken", "Pincode opnieuw instellen", "nl", []string{"Netherlands, Amsterdam"}},
	{"ja", "Microsoft Teams 会議", "コンピューター、モバイル アプリケーション、またはルーム デバイスで参加する", "ここをクリックして会議に参加してください", "会議 ID", "パスコード", "または電話をかける (音声のみ)", "電話会議 ID", "ローカル番号を検索", "PIN のリセット", "jp", []string{"Japan, Tokyo", "Japan, Osaka"}},
	{"pl", "Spotkanie w aplikacji Microsoft Teams", "Dołącz na komputerze, w aplikacji mobilnej lub na urządzeniu w pokoju", "Kliknij tutaj, aby dołączyć do spotkania", "Identyfikator spotkania", "Kod dostępu", "Lub zadzwoń (tylko audio)", "Identyfikator konferencji telefonicznej", "Znajdź numer lokalny", "Resetuj numer PIN", "pl", []string{"Poland, Warsaw"}},
	{"sv", "Microsoft Teams-möte", "Anslut på datorn, mobilappen eller rumsenheten", "Klicka här för att ansluta till mötet", "Mötes-ID", "Lösenord", "Eller ring in (endast ljud)", "Telefonkonferens-ID", "Hitta ett lokalt nummer", "Återställ PIN-kod", "se", []string{"Sweden, Stockholm"}},
	{"it", "Riunione di Microsoft Teams", "Partecipa da computer, app per dispositivi mobili o dispositivo della stanza", "Fai clic qui per partecipare alla riunione", "ID riunione", "Passcode", "Oppure chiama (solo audio)", "ID conferenza telefonica", "Trova un numero locale", "Reimposta PIN", "it", []string{"Italy, Milan", "Italy, Rome"}},
}

func teamsJoinURL(b *B) string {
	th := b64s([]byte(uuid()))
	th = strings.TrimRight(th, "=")
	return b.K("https://teams.microsoft.com/l/meetup-join/19%3ameeting_" + th + "%40thread.v2/0?context=%7b%22Tid%22%3a%22" + uuid() + "%22%2c%22Oid%22%3a%22" + uuid() + "%22%7d")
}

func teamsInvite(L teamsL) func(b *B) string {
	return func(b *B) string {
		bar := strings.Repeat("_", 80)
		id := teamsID()
		pc := teamsPass()
		cid := ndg(9)
		var sb strings.Builder
		fmt.Fprintf(&sb, "%s\n%s\n%s\n%s<%s>\n%s: %s\n%s: %s\n", bar, L.title, L.joinOn, L.click, teamsJoinURL(b), L.id, b.K(id), L.pass, pc)
		fmt.Fprintf(&sb, "%s\n", L.call)
		for i := 0; i < rint(1, 2); i++ {
			num := phone(L.cc, "intl")
			one := e164(num)
			fmt.Fprintf(&sb, "%s,,%s#<tel:%s,,%s#>   %s\n", b.Ph(num), cid, b.Ph(one), cid, pick(L.city...))
		}
		spaced := cid[:3] + " " + cid[3:6] + " " + cid[6:]
		fmt.Fprintf(&sb, "%s: %s#\n%s<https://dialin.teams.microsoft.com/%s?id=%s> | %s<https://dialin.teams.microsoft.com/usp/pstnconferencing>\n%s\n",
			L.confid, b.K(spaced), L.find, b.K(uuid()), b.K(cid), L.reset, bar)
		return sb.String()
	}
}

// ---------- Google Calendar invitations ----------

type gcalL struct {
	lang, invited, meet, byPhone, pin, more, guests, organizer, view, reply, cc, ccName string
	titles                                                                              []string
}

var gcalLs = []gcalL{
	{"en", "%s has invited you to the following event.", "Join with Google Meet", "Join by phone", "PIN", "More phone numbers", "Guests", "organizer", "View all guest info", "Reply for %s", "us", "US", []string{"Sprint review", "1:1 Priya / Marcus", "Quarterly planning", "Offsite logistics"}},
	{"de", "%s hat Sie zu folgendem Termin eingeladen.", "Mit Google Meet teilnehmen", "Telefonisch teilnehmen", "PIN", "Weitere Telefonnummern", "Gäste", "Organisator", "Alle Gastinformationen ansehen", "Antworten für %s", "de", "DE", []string{"Sprint-Review", "Abstimmung Marketing", "Onboarding neue Kolleg:innen"}},
	{"fr", "%s vous a invité à l'événement suivant.", "Participer avec Google Meet", "Participer par téléphone", "Code", "Autres numéros de téléphone", "Invités", "organisateur", "Afficher toutes les informations sur les invités", "Répondre pour %s", "fr", "FR", []string{"Point d'équipe", "Revue de sprint", "Atelier RGPD"}},
	{"es", "%s te ha invitado al siguiente evento.", "Unirse con Google Meet", "Unirse por teléfono", "PIN", "Más números de teléfono", "Invitados", "organizador", "Ver información de todos los invitados", "Responder para %s", "es", "ES", []string{"Revisión semanal", "Planificación trimestral"}},
	{"ja", "%sさんから次の予定に招待されました。", "Google Meet に参加", "電話で参加", "PIN", "その他の電話番号", "ゲスト", "主催者", "すべてのゲスト情報を表示", "%s として返信", "jp", "JP", []string{"週次定例", "1on1", "プロジェクトキックオフ"}},
	{"pt", "%s convidou você para o seguinte evento.", "Participar com o Google Meet", "Participar por telefone", "PIN", "Mais números de telefone", "Convidados", "organizador", "Ver todas as informações dos convidados", "Responder por %s", "br", "BR", []string{"Reunião de alinhamento", "Revisão de sprint"}},
	{"it", "%s ti ha invitato al seguente evento.", "Partecipa con Google Meet", "Partecipa per telefono", "PIN", "Altri numeri di telefono", "Invitati", "organizzatore", "Visualizza tutte le informazioni sugli invitati", "Rispondi per %s", "it", "IT", []string{"Riunione di team", "Revisione sprint"}},
	{"ko", "%s님이 다음 일정에 초대했습니다.", "Google Meet으로 참여", "전화로 참여", "PIN", "다른 전화번호", "참석자", "주최자", "모든 참석자 정보 보기", "%s(으)로 답장", "kr", "KR", []string{"주간 회의", "분기 계획"}},
}

func gcalInvite(L gcalL) func(b *B) string {
	return func(b *B) string {
		lang := L.lang
		org := person(lang)
		t := date()
		code := meetCode()
		pin := ndg(9)
		var sb strings.Builder
		fmt.Fprintf(&sb, L.invited+"\n\n%s\n%s %s – %s\n\n", org.Name(), pick(L.titles...), b.K(t.iso()), b.K(t.hm()), t.hmEnd())
		fmt.Fprintf(&sb, "%s\nmeet.google.com/%s\n\n%s\n(%s) %s %s: %s#\n\n%s\nhttps://tel.meet/%s?pin=%s\n\n%s\n",
			L.meet, b.K(code), L.byPhone, L.ccName, b.Ph(phone(L.cc, "intl")), L.pin, b.K(pin[:3]+" "+pin[3:6]+" "+pin[6:]), L.more, code, b.K(pin+dg(4)), L.guests)
		oe := workEmail(org)
		fmt.Fprintf(&sb, "%s - %s\n%s\n", org.Name(), L.organizer, b.E(oe))
		var last string
		for i := 0; i < rint(1, 3); i++ {
			g := person(pick(lang, lang, "en"))
			if g.Lang == "ko" {
				g = person("en")
			}
			last = b.E(pick(workEmail(g), freeEmail(g)))
			fmt.Fprintf(&sb, "%s\n", last)
		}
		eid := b64s([]byte(gcalEventID() + " " + oe))
		eid = strings.TrimRight(eid, "=")
		fmt.Fprintf(&sb, "%s\nhttps://calendar.google.com/calendar/event?action=VIEW&eid=%s\n\n"+L.reply+"\n", L.view, eid, last)
		return sb.String()
	}
}

// ---------- ICS ----------

func icsEscape(s string) string {
	s = strings.ReplaceAll(s, ",", "\\,")
	s = strings.ReplaceAll(s, ";", "\\;")
	return strings.ReplaceAll(s, "\n", "\\n")
}

func icsOrganizerAttendees(b *B) string {
	lang := pick("en", "de", "fr", "es", "nl", "it")
	org := person(lang)
	t := date()
	var sb strings.Builder
	sb.WriteString("BEGIN:VCALENDAR\r\nPRODID:-//Microsoft Corporation//Outlook 16.0 MIMEDIR//EN\r\nVERSION:2.0\r\nMETHOD:REQUEST\r\nBEGIN:VEVENT\r\n")
	fmt.Fprintf(&sb, "ORGANIZER;CN=\"%s\":mailto:%s\r\n", org.Name(), b.E(workEmail(org)))
	for i := 0; i < rint(2, 4); i++ {
		a := person(pick(lang, "en"))
		fmt.Fprintf(&sb, "ATTENDEE;CN=\"%s\";RSVP=TRUE;ROLE=%s;PARTSTAT=NEEDS-ACTION:mailto:%s\r\n", a.Name(), pick("REQ-PARTICIPANT", "OPT-PARTICIPANT"), b.E(pick(workEmail(a), freeEmail(a))))
	}
	fmt.Fprintf(&sb, "UID:%s\r\nSUMMARY;LANGUAGE=%s:%s\r\nDTSTART;TZID=W. Europe Standard Time:%s\r\nDTEND;TZID=W. Europe Standard Time:%s\r\nSEQUENCE:%d\r\nLOCATION:%s\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n",
		b.K(icsUID()), lang, pick("Budget review", "Steering committee", "Interview loop", "Release go/no-go"), b.K(t.ics()), t.ics()[:9]+fmt.Sprintf("%02d", t.h+1)+t.ics()[11:], rint(0, 4), b.K(roomCode()))
	return sb.String()
}

func icsZoomDescription(b *B) string {
	t := date()
	id := zoomID()
	pc := passcode()
	pwd := zoomPwd()
	cc := pick("us", "uk", "de", "au", "ca")
	num := phone(cc, "intl")
	desc := fmt.Sprintf("Join Zoom Meeting\nhttps://us06web.zoom.us/j/%s?pwd=%s\n\nMeeting ID: %s\nPasscode: %s\n\nOne tap mobile\n%s,,%s#,,,,*%s# %s\n\nDial by your location\n    %s %s\n",
		b.K(id), b.T(pwd), b.K(zoomIDSpaced(id)), b.K(pc), b.Ph(e164(num)), id, pc, strings.ToUpper(cc), b.Ph(num), strings.ToUpper(cc))
	org := person("en")
	return fmt.Sprintf("BEGIN:VEVENT\nDTSTART:%sZ\nDTEND:%sZ\nDTSTAMP:%sZ\nORGANIZER;CN=%s:mailto:%s\nUID:%s@zoom.us\nDESCRIPTION:%s\nLOCATION:https://us06web.zoom.us/j/%s?pwd=%s\nSTATUS:CONFIRMED\nEND:VEVENT",
		b.K(t.ics()), t.ics(), t.ics(), org.Name(), b.E(workEmail(org)), b.K("ZOOM"+id), icsEscape(desc), id, pwd)
}

// folded ICS: long DESCRIPTION lines folded at 75 octets, never inside a labelled value
func icsFolded(b *B) string {
	p := person(pick("en", "de", "nl"))
	cc := pick("nl", "de", "uk", "us")
	num := phone(cc, "intl")
	em := workEmail(p)
	t := date()
	line1 := "DESCRIPTION:Hi all\\, dial-in for the vendor call below. If the bridge fails ring "
	line2 := b.Ph(num) + " or mail " + b.E(em) + "\\nConference code: " + b.K(confID()) + "#\\nAgenda: "
	return "BEGIN:VEVENT\r\nDTSTART;TZID=Europe/Amsterdam:" + b.K(t.ics()) + "\r\n" + line1 + "\r\n " + line2 + "\r\n budget 2025\\, contract v" + b.K(fmt.Sprintf("%d.%d", rint(2, 5), rint(0, 9))) + "\r\nUID:" + b.K(uuid()) + "\r\nEND:VEVENT\r\n"
}

func icsTeamsDescription(b *B) string {
	id := teamsID()
	cid := confID()
	num := phone(pick("us", "uk", "de", "ie", "au"), "intl")
	org := person(pick("en", "de"))
	t := date()
	desc := fmt.Sprintf("________________________________________________________________________________\nMicrosoft Teams meeting\nJoin on your computer, mobile app or room device\nClick here to join the meeting<%s>\nMeeting ID: %s\nPasscode: %s\nOr call in (audio only)\n%s,,%s#   \nPhone Conference ID: %s#\n",
		teamsJoinURL(b), b.K(id), teamsPass(), b.Ph(num), cid, b.K(cid))
	return fmt.Sprintf("BEGIN:VEVENT\nCLASS:PUBLIC\nCREATED:%sZ\nDESCRIPTION:%s\nDTSTART;TZID=GMT Standard Time:%s\nORGANIZER;CN=\"%s\":mailto:%s\nX-MICROSOFT-CDO-OWNERAPPTID:%s\nX-MICROSOFT-SKYPETEAMSMEETINGURL:https://teams.microsoft.com/l/meetup-join/...\nEND:VEVENT",
		t.ics(), icsEscape(desc), b.K(t.ics()), org.Name(), b.E(workEmail(org)), b.K("-"+ndg(9)))
}

// Webex
func webexInvite(b *B) string {
	p := person(pick("en", "de", "fr"))
	num := webexNum()
	pw := fromSet("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789", 11)
	cc := pick("us", "uk", "de", "fr", "ca")
	n1 := phone(cc, "intl")
	site := pick("acme", "kestrel", "brightlane", "hanseatic", "meridian")
	return fmt.Sprintf("%s invites you to join this Webex meeting.\n\nJoin meeting\nhttps://%s.webex.com/%s/j.php?MTID=m%s\n\nMeeting number (access code): %s\nMeeting password: %s (%s from phones and video systems)\n\nJoin by phone\n%s %s Toll\nAccess code: %s\n\nJoin by video system\nDial %s@%s.webex.com\nYou can also dial %s and enter your meeting number.\n",
		p.Name(), site, site, b.K(hx(32)), b.K(num), pw, b.K(ndg(8)), b.Ph(n1), cc2name(cc), num, b.K(strings.ReplaceAll(num, " ", "")), site, b.K(fmt.Sprintf("173.243.%d.%d", rint(2, 9), rint(10, 250))))
}

func cc2name(cc string) string {
	for _, d := range dialCountries {
		if d.cc == cc {
			return d.en
		}
	}
	return strings.ToUpper(cc)
}

func gotoInvite(b *B) string {
	p := person("en")
	code := ndg(3) + "-" + dg(3) + "-" + dg(3)
	raw := strings.ReplaceAll(code, "-", "")
	cc1, cc2 := pick("us", "ca"), pick("uk", "de", "au", "fr", "ie")
	n1, n2 := phone(cc1, "intl"), phone(cc2, "intl")
	return fmt.Sprintf("%s\nPlease join my meeting from your computer, tablet or smartphone.\nhttps://meet.goto.com/%s\n\nYou can also dial in using your phone.\nAccess Code: %s\n\n%s: %s\n%s: %s\n\nOne-touch: tel:%s,,%s#\n\nGet the app now and be ready when your first meeting starts: https://meet.goto.com/install\n",
		pick("Vendor onboarding", "Monthly ops review", "Pipeline review"), b.K(raw), b.K(code), cc2name(cc1), b.Ph(n1), cc2name(cc2), b.Ph(n2), b.Ph(e164(n1)), raw) + "\n— " + p.Name()
}

// corporate conference bridge with a multi-country list and a leader PIN
func bridgeIntlList(b *B) string {
	code := ndg(7)
	var sb strings.Builder
	fmt.Fprintf(&sb, "Conference bridge – %s\nParticipant code: %s#\n\nDial-in numbers:\n", pick("EMEA All Hands", "Finance close call", "Incident bridge"), b.K(code))
	used := map[string]bool{}
	for i := 0; i < rint(3, 6); i++ {
		cc, name := dialCountry()
		if used[cc] {
			continue
		}
		used[cc] = true
		fmt.Fprintf(&sb, "%-16s %s\n", name, b.Ph(phone(cc, "intl")))
	}
	fmt.Fprintf(&sb, "\nInternational access list: https://bridge.%s/intl?conf=%s\nLeader PIN (host only, do not forward): %s\n", corpDomain("en"), code, b.T(ndg(4)))
	return sb.String()
}

func zoomHostKey(b *B) string {
	p := person("en")
	hk := ndg(6)
	return fmt.Sprintf("Hi %s,\n\nYour host key is %s. Use it to claim host controls when you join meeting %s from a room system or by phone. Personal Meeting ID: %s\nPlease keep your host key confidential.\n\n— Zoom Admin, ticket %s",
		p.First, b.T(hk), b.K(zoomIDSpaced(zoomID())), b.K(ndg(3)+" "+dg(3)+" "+dg(4)), b.K(jiraKey()))
}

func tencentInvite(b *B) string {
	p := person("zh")
	id := ndg(3) + " " + dg(3) + " " + dg(3)
	raw := strings.ReplaceAll(id, " ", "")
	n1 := "+86" + pick("75536550000", "1058") + dg(2)
	_ = n1
	num := phone("cn", "intl")
	t := date()
	return fmt.Sprintf("%s 邀请您参加腾讯会议\n会议主题：%s\n会议时间：%s %s-%s (GMT+08:00) 中国标准时间 - 北京\n\n点击链接入会，或添加至会议列表：\nhttps://meeting.tencent.com/dm/%s\n\n#腾讯会议：%s\n\n手机一键拨号入会\n%s,,%s# (中国大陆)\n\n根据您的位置拨号\n%s (中国大陆)\n\n如有问题请联系 %s，手机 %s",
		p.Name(), pick("周例会", "项目复盘", "供应商沟通"), b.K(t.iso()), t.hm(), t.hmEnd(), b.K(an(12)), b.K(id), b.Ph(e164(num)), raw, b.Ph(num), p.Name(), b.Ph(phone("cn", "mob")))
}

func icsAttachVcard(b *B) string {
	p := person(pick("en", "de", "fr", "nl"))
	cc := map[string]string{"en": "us", "de": "de", "fr": "fr", "nl": "nl"}[p.Lang]
	return fmt.Sprintf("BEGIN:VCARD\r\nVERSION:3.0\r\nN:%s;%s;;;\r\nFN:%s\r\nORG:%s\r\nTITLE:%s\r\nTEL;TYPE=WORK,VOICE:%s\r\nTEL;TYPE=CELL:%s\r\nEMAIL;TYPE=INTERNET:%s\r\nREV:%sZ\r\nEND:VCARD\r\n",
		p.Last, p.First, p.Name(), pick("Kestrel Analytics", "Brunnen Software GmbH", "Atelier Verne SAS"), pick("Executive Assistant", "Office Manager", "Facilities Lead"), b.Ph(phone(cc, "intl")), b.Ph(phone(cc, "mobintl")), b.E(workEmail(p)), b.K(date().ics()))
}
