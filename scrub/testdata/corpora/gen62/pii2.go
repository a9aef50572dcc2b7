package main

import (
	"fmt"
	"strings"
)

func piiTemplates2() []Tpl {
	t := []Tpl{}
	add := func(k string, f func() *B) { t = append(t, Tpl{k, f}) }

	add("de_mandantenaufnahme", func() *B {
		c := per("de")
		a := per("de")
		b := nb().T("Mandantenaufnahme — Kanzlei Weber & Partner\nAz.: ").K(fmt.Sprintf("%d/%02d %s", n(1, 999), n(20, 26), pick("WE", "KR", "MS"))).T("\nMandant: ", c.Name, "\nTelefon: ").Ph(phDE()).T("\nMobil: ").Ph(phDE()).T("\nE-Mail: ").Em(c.Mail()).T("\nGegner: ", pick("Immobilien Schäfer GmbH", "Versicherung AG", "Hausverwaltung Nord"), "\nGericht: LG ", pick("Berlin", "München I", "Köln", "Hamburg"), ", Az. ").K(fmt.Sprintf("%d O %d/%02d", n(1, 35), n(1, 999), n(20, 26))).T("\nAnspruch aus ").K(pick("§ 823 Abs. 1 BGB", "§ 280 Abs. 1 BGB", "§ 535 BGB", "§ 626 BGB")).T("\nSachbearbeiter: RA ", a.Name, ", ").Em(a.At("weber-partner.de"))
		return b
	})
	add("fr_notaire_acte_vente", func() *B {
		v, a := per("fr"), per("fr")
		b := nb().T("Objet : Vente ", a.Last, " / ", v.Last, " — dossier n° ").K(fmt.Sprintf("%d/%04d/%s", year(), n(1, 9999), pick("CM", "JF", "EL"))).T("\n\nMaître,\n\nLa signature de l'acte authentique est fixée au ").K(fmt.Sprintf("%d %s %d", n(1, 28), pick("mars", "avril", "juin", "septembre"), year())).T(" à ").K(fmt.Sprintf("%dh%s", n(9, 17), pick("00", "30"))).T(". Références cadastrales : section ").K(fmt.Sprintf("%s n° %d", pick("AB", "BK", "ZC"), n(1, 999))).T(".\nL'acquéreur, ", a.Name, ", est joignable au ").Ph(phFR()).T(" ou par courriel ").Em(a.Mail()).T(". Le prix est de ").K(euro()).T(".\n\nÉtude Fontaine — ").Ph(phFR())
		return b
	})
	add("es_notaria_escritura", func() *B {
		c := per("es")
		b := nb().T("NOTARÍA DE D. ", strings.ToUpper(per("es").Name), " — Protocolo nº ").K(fmt.Sprint(n(100, 4999))).T("/").K(fmt.Sprint(year())).T("\nCompraventa. Finca registral ").K(fmt.Sprintf("nº %d, tomo %d, libro %d, folio %d", n(1000, 99999), n(100, 3000), n(10, 900), n(1, 200))).T("\nComprador: ", c.Name, ", tel. ").Ph(phES()).T(", email ").Em(c.Mail()).T("\nCita para firma: ").K(fmt.Sprintf("%02d/%02d/%d", n(1, 28), n(1, 12), year())).T(", ").K(time24()).T("\nProvisión de fondos: ").K(euro())
		return b
	})
	add("jp_shihoshoshi_request", func() *B {
		c := per("jp")
		ph := phJP()
		if one(3) {
			ph = conv(ph, "fullwidth")
		}
		b := nb().T("【登記申請 依頼票】\n依頼者：", c.Name, " 様\n電話：").Ph(ph).T("\nメール：").Em(c.Mail()).T("\n不動産番号：").K(dg(13)).T("\n事件番号：").K(fmt.Sprintf("令和%d年(ワ)第%d号", n(3, 8), n(100, 9999))).T("\n決済日：").K(fmt.Sprintf("%d年%d月%d日", year(), n(1, 12), n(1, 28))).T("\n担当：司法書士 ", per("jp").Name, "（").Ph(phJP()).T("）")
		return b
	})
	add("cn_lawfirm_wechat", func() *B {
		c := per("cn")
		b := nb().T("【中衡律师事务所】", c.Name, "您好，您委托的案件（案号：").K(fmt.Sprintf("(%d)京%04d民初%d号", year(), n(101, 119), n(1000, 39999))).T("）已于").K(fmt.Sprintf("%d年%d月%d日", year(), n(1, 12), n(1, 28))).T("开庭。请将证据材料发送至").Em(per("cn").At("zhongheng-law.cn")).T("，如有疑问请致电").Ph(phCN()).T("。您的联系手机").Ph("1" + pick("38", "39", "86", "58") + dg(8)).T("已登记。依据").K(pick("《民法典》第一千一百六十五条", "《民事诉讼法》第一百二十二条", "《劳动合同法》第四十七条")).T("。")
		return b
	})
	add("kr_law_office_notice", func() *B {
		c := per("kr")
		b := nb().T("[법무법인 한결] ", c.Name, " 님, 사건번호 ").K(fmt.Sprintf("%d가합%d", year(), n(10000, 599999))).T(" 변론기일이 ").K(fmt.Sprintf("%d. %d. %d.", year(), n(1, 12), n(1, 28))).T(" ").K(time24()).T("로 지정되었습니다.\n담당 변호사 연락처: ").Ph(phKR()).T("\n의뢰인 연락처: ").Ph("010-" + nz(4) + "-" + dg(4)).T("\n이메일: ").Em(c.Mail())
		return b
	})
	add("ar_immigration_note", func() *B {
		c := per("ar")
		ph := c.Phone()
		if coin() {
			ph = conv(ph, "arabic")
		}
		b := nb().T("ملف الهجرة — ", c.Name, "\nرقم الإيصال: ").K(receipt()).T("\nالهاتف: ").Ph(ph).T("\nالبريد الإلكتروني: ").Em(c.Mail()).T("\nرقم الضمان الاجتماعي: ").Ss(ssn()).T("\nموعد المقابلة: ").K(dateUS()).T("\nملاحظة: يرجى إحضار جواز السفر الأصلي.")
		return b
	})
	add("fa_client_message", func() *B {
		c := per("fa")
		ph := conv(phIR(), pick("persian", "persian", "arabic"))
		b := nb().T("سلام، من ", c.Name, " هستم. پرونده پناهندگی من با شماره ").K(receipt()).T(" ثبت شده. شماره تماس من ").Ph(ph).T(" و ایمیلم ").Em(c.Mail()).T(" است. شماره آمریکا: ").Ph(phUS()).T(". جلسه دادگاه مهاجرت ").K(dateUS()).T(" است. ممنون.")
		return b
	})
	add("hi_client_intake", func() *B {
		c := per("in")
		ph := phIN()
		if coin() {
			ph = conv(ph, "devanagari")
		}
		b := nb().T("ग्राहक विवरण — ", c.Name, "\nफ़ोन: ").Ph(ph).T("\nईमेल: ").Em(c.Mail()).T("\nवीज़ा श्रेणी: H-1B, रसीद संख्या ").K(receipt()).T("\nSSN: ").Ss(ssn()).T("\nLCA: ").K(fmt.Sprintf("I-200-%05d-%06d", n(20000, 26365), n(100000, 999999))).T("\nअगली तारीख: ").K(dateUS())
		return b
	})
	add("ru_advokat_letter", func() *B {
		c := per("ru")
		a := per("ru")
		b := nb().T("Уважаемый(ая) ", c.Name, "!\nСообщаем, что судебное заседание по делу № ").K(fmt.Sprintf("А40-%d/%d", n(10000, 299999), n(20, 26))).T(" назначено на ").K(fmt.Sprintf("%02d.%02d.%d", n(1, 28), n(1, 12), year())).T(" в ").K(time24()).T(".\nПо всем вопросам: адвокат ", a.Name, ", тел. ").Ph(phRU()).T(", эл. почта ").Em(a.Mail()).T(".\nОснование: ").K(pick("ст. 15 ГК РФ", "ст. 1064 ГК РФ", "ст. 395 ГК РФ")).T(".")
		return b
	})
	add("ua_tps_client_form", func() *B {
		c := per("ua")
		b := nb().T("Анкета клієнта (TPS / U4U)\nПІБ: ", c.Name, "\nТелефон (Україна): ").Ph(phUA()).T("\nТелефон (США): ").Ph(phUS()).T("\nЕл. пошта: ").Em(c.Mail()).T("\nНомер квитанції I-821: ").K(receipt()).T("\nITIN: ").Ss(itin()).T("\nДата в'їзду: ").K(dateUS())
		return b
	})
	add("br_advogado_whatsapp", func() *B {
		c := per("br")
		b := nb().T("[", fmt.Sprintf("%02d/%02d/%d %s", n(1, 28), n(1, 12), year(), time24()), "] Dr. ", per("br").Name, ": Bom dia, ", c.First, "! O processo nº ").K(fmt.Sprintf("%07d-%02d.%d.8.26.%04d", n(1, 9999999), n(10, 99), year(), n(1, 700))).T(" teve sentença publicada. Me liga no ").Ph(phBR()).T(" ou manda e-mail para ").Em(per("br").At("pereiraalmeida.adv.br")).T(".\n[", time24(), "] ", c.First, ": Obrigado doutor, meu novo celular é ").Ph(phBR()).T(". CPF continua o mesmo. Valor da causa ").K(fmt.Sprintf("R$ %s,00", strings.ReplaceAll(commas(n(5000, 900000)), ",", "."))).T("?")
		return b
	})
	add("pl_kancelaria_email", func() *B {
		c := per("pl")
		b := nb().T("Szanowny Panie ", c.Last, ",\nw sprawie o sygn. akt ").K(fmt.Sprintf("%s C %d/%02d", pick("I", "II", "XXV", "III"), n(1, 3999), n(20, 26))).T(" termin rozprawy wyznaczono na ").K(fmt.Sprintf("%d.%02d.%d r.", n(1, 28), n(1, 12), year())).T(", godz. ").K(time24()).T(".\nProszę o kontakt: tel. ").Ph(phPL()).T(", e-mail ").Em(per("pl").At("kancelarianowak.pl")).T(".\nPodstawa: ").K(pick("art. 415 k.c.", "art. 471 k.c.", "art. 187 § 1 k.p.c.")).T("\nZ poważaniem, r.pr. ", per("pl").Name)
		return b
	})
	add("tr_avukat_message", func() *B {
		c := per("tr")
		b := nb().T("Sayın ", c.Name, ",\n", pick("İstanbul", "Ankara", "İzmir"), " ", fmt.Sprint(n(1, 40)), ". Asliye Hukuk Mahkemesi ").K(fmt.Sprintf("Esas No: %d/%d", year(), n(1, 999))).T(" dosyanızda duruşma ").K(fmt.Sprintf("%02d.%02d.%d", n(1, 28), n(1, 12), year())).T(" tarihindedir.\nAv. ", per("tr").Name, " — Cep: ").Ph(phTRmob()).T(" — ").Em(per("tr").Mail())
		return b
	})
	add("he_law_office_note", func() *B {
		c, a := per("he"), per("he")
		b := nb().T("לכבוד ", c.Name, ",\nהדיון בתיק ").K(fmt.Sprintf("ת\"א %d-%02d-%02d", n(10000, 79999), n(1, 12), n(20, 26))).T(" נקבע ליום ").K(dateEU()).T(" בשעה ").K(time24()).T(".\nלפרטים: עו\"ד ", a.Name, ", טל׳ ").Ph(phIL()).T(", דוא\"ל ").Em(a.At("cohen-levi-law.co.il"))
		return b
	})
	add("th_law_office_sms", func() *B {
		c := per("th")
		ph := phTH()
		if coin() {
			ph = conv(ph, "thai")
		}
		b := nb().T("เรียน คุณ", c.Name, " คดีหมายเลขดำที่ ").K(fmt.Sprintf("ผบ.%d/%d", n(100, 9999), n(2563, 2569))).T(" นัดพิจารณาวันที่ ").K(fmt.Sprintf("%d/%d/%d", n(1, 28), n(1, 12), n(2568, 2569))).T(" ติดต่อทนายความ โทร ").Ph(ph).T(" อีเมล ").Em(c.Mail())
		return b
	})
	add("vn_immigration_family_petition", func() *B {
		c := per("vn")
		b := nb().T("Hồ sơ bảo lãnh I-130 — người thụ hưởng: ", c.Name, "\nSố biên nhận: ").K(receipt()).T("\nSĐT Việt Nam: ").Ph(phVN()).T("\nSĐT người bảo lãnh tại Mỹ: ").Ph(phUS()).T("\nEmail: ").Em(c.Mail()).T("\nNgày ưu tiên: ").K(dateUS()).T("\nNVC case: ").K(fmt.Sprintf("HCM%d%06d", year(), n(1, 999999)))
		return b
	})
	add("it_avvocato_pec", func() *B {
		c := per("it")
		a := per("it")
		b := nb().T("Oggetto: R.G. n. ").K(fmt.Sprintf("%d/%d", n(100, 49999), year())).T(" — Tribunale di ", pick("Milano", "Roma", "Napoli", "Torino"), "\nGentile ", c.Name, ", l'udienza è rinviata al ").K(fmt.Sprintf("%02d/%02d/%d", n(1, 28), n(1, 12), year())).T(".\nPEC dello studio: ").Em(a.RLast+"@pec.studiolegalericci.it").T("\nCell. avv. ", a.Name, ": ").Ph(phIT()).T("\nRif. ").K(pick("art. 2043 c.c.", "art. 1218 c.c.", "art. 700 c.p.c."))
		return b
	})
	add("nl_advocaat_mail", func() *B {
		c := per("nl")
		b := nb().T("Geachte ", c.Name, ",\nIn de zaak met zaaknummer ").K(fmt.Sprintf("C/%02d/%d / HA ZA %02d-%d", n(1, 16), n(300000, 799999), n(20, 26), n(1, 999))).T(" is uitspraak bepaald op ").K(dateEU()).T(". Zie ook ").K(fmt.Sprintf("ECLI:NL:HR:%d:%d", year(), n(100, 1999))).T(".\nU kunt mij bereiken op ").Ph(phNL()).T(" of ").Em(per("nl").At("vanderberg-advocaten.nl")).T(".")
		return b
	})
	add("gr_dikigoros_email", func() *B {
		c := per("gr")
		b := nb().T("Αγαπητέ/ή ", c.Name, ",\nΗ συζήτηση της αγωγής (").K(fmt.Sprintf("ΓΑΚ %d/%d", n(10000, 99999), year())).T(") ορίστηκε για ").K(dateEU()).T(".\nΤηλ. γραφείου: ").Ph(phGR()).T(", κιν.: ").Ph(phGR()).T("\nEmail: ").Em(c.Mail())
		return b
	})
	add("se_advokatbyra_mail", func() *B {
		c := per("se")
		b := nb().T("Hej ", c.First, "!\nHuvudförhandlingen i mål ").K(fmt.Sprintf("T %d-%02d", n(100, 9999), n(20, 26))).T(" vid ", pick("Stockholms", "Göteborgs", "Malmö"), " tingsrätt hålls ").K(dateISO()).T(" kl. ").K(time24()).T(".\nRing mig på ").Ph(phSE()).T(" eller mejla ").Em(per("se").At("lindqvistadvokat.se")).T(".\nDin e-post i akten: ").Em(c.Mail())
		return b
	})
	add("ph_k1_petition_checklist", func() *B {
		c := per("ph")
		b := nb().T("K-1 checklist — beneficiary ", c.Name, "\nReceipt: ").K(receipt()).T("\nManila embassy case no.: ").K(fmt.Sprintf("MNL%d%06d", year(), n(1, 999999))).T("\nBeneficiary mobile: ").Ph(phPH()).T("\nBeneficiary email: ").Em(c.Mail()).T("\nPetitioner SSN: ").Ss(ssn()).T("\nPetitioner phone: ").Ph(phUS())
		return b
	})
	add("uk_conveyancing_email", func() *B {
		c := per("gb")
		s := per("gb")
		b := nb().T("Our ref: ").K(fmt.Sprintf("%s/%s/%d", pick("CON", "RES", "LEA"), strings.ToUpper(s.RLast[:3]), n(1000, 99999))).T("\nTitle number: ").K(fmt.Sprintf("%s%d", pick("NGL", "SY", "MX", "TGL", "LN"), n(100000, 999999))).T("\n\nDear ", c.First, ",\nExchange is booked for ").K(fmt.Sprintf("%d %s %d", n(1, 28), months[r.Intn(12)], year())).T(". Please transfer the deposit of ").K(fmt.Sprintf("£%s.00", commas(n(10000, 150000)))).T(" only after calling me on ").Ph(phGB()).T(" to confirm our bank details.\n", s.Name, ", Conveyancer\n").Em(s.At(pick("harrowsolicitors.co.uk", "pritchardlegal.co.uk")))
		return b
	})
	add("efiling_portal_session_log", func() *B {
		b := nb().K(dateISO()).T(" ", time24(), fmt.Sprintf(":%02d", n(0, 59)), " WARN efile-proxy session refresh failed for ").Em(us().At(firm().Dom)).T("\n  Cookie: EFSESSION=").Jw(jwtAny()).T("; Path=/; Secure\n  envelope=").K(fmt.Sprintf("%d", n(10000000, 99999999))).T(" case=").K(stateCase())
		return b
	})
	add("google_workspace_calendar_sync", func() *B {
		b := nb().T("Calendar sync (deadline rules engine) failing:\nGET https://www.googleapis.com/calendar/v3/calendars/").Em(func() string { d := firm().Dom; return "docket." + d[:strings.Index(d, ".")] + "@gmail.com" }()).T("/events\nAuthorization: Bearer ").Br(ya29()).T("\n-> 401 invalid_grant. Rule: ").K(pick("Fed. R. Civ. P. 12(a)(1)(A)(i)", "Cal. Civ. Proc. Code § 1005(b)", "N.Y. CPLR 320(a)")).T(" deadline ").K(dateISO())
		return b
	})
	add("dropbox_production_share", func() *B {
		st, en := batesRange()
		b := nb().T("Opposing counsel asked for the native files for ").K(st).T("–").K(en).T(". Script uploads them:\n  dbx = dropbox.Dropbox(oauth2_access_token=\"").Br(dropbox()).T("\")\n  share link goes to ").Em(us().At(firm().Dom))
		return b
	})
	add("azure_doc_storage_connstr", func() *B {
		b := nb().T("\"ConnectionStrings\": {\n  \"MatterDocs\": \"DefaultEndpointsProtocol=https;AccountName=", pick("hcldocs", "bolawprod", "kesslerimm"), ";AccountKey=").Br(azureKey()).T(";EndpointSuffix=core.windows.net\"\n},\n\"RetentionPolicy\": \"").K(pick("7 years after matter close", "per Rule 1.15(a)", "10y")).T("\",\n\"Owner\": \"").Em(us().At(firm().Dom)).T("\"")
		return b
	})
	add("github_actions_legaltech", func() *B {
		b := nb().T("# .github/workflows/deploy-intake.yml leaked in PR #", fmt.Sprint(n(10, 900)), "\nenv:\n  GH_TOKEN: ").Br(ghp()).T("\n  STRIPE_SECRET_KEY: ").Br(stripeSK()).T("\n  NOTIFY_EMAIL: ").Em(us().At(firm().Dom)).T("\n# rotate both; see incident ").K(fmt.Sprintf("SEC-%d-%03d", year(), n(1, 999)))
		return b
	})
	add("whatsapp_export_immigration", func() *B {
		c := per(pick("mx", "br", "in", "ph", "vn"))
		ph := c.Phone()
		b := nb().T(fmt.Sprintf("%02d/%02d/%d, %s", n(1, 12), n(1, 28), n(24, 26), time24()), " - ").Ph(ph).T(": ", pick("Buenos días licenciada, ya me llegó la carta", "Bom dia, recebi a carta do USCIS", "Good morning ma'am, I received the notice", "Chào luật sư, tôi đã nhận thư")).T(" ").K(receipt()).T("\n", fmt.Sprintf("%02d/%02d/%d, %s", n(1, 12), n(1, 28), n(24, 26), time24()), " - ", us().First, " (", firm().Name, "): Perfect, email a photo to ").Em(us().At(firm().Dom)).T("\n", fmt.Sprintf("%02d/%02d/%d, %s", n(1, 12), n(1, 28), n(24, 26), time24()), " - ").Ph(ph).T(": ok, mi correo es ").Em(c.Mail())
		return b
	})
	add("lawpay_stripe_webhook", func() *B {
		c := us()
		b := nb().T("STRIPE_WEBHOOK_SECRET=").Br(whsec()).T("\n# event payment_intent.succeeded for invoice ").K(invoiceNo()).T("\n# receipt_email: ").Em(c.Mail()).T(" amount ").K(money()).T(" (trust: ").K(pick("false", "true")).T(")")
		return b
	})
	add("es_contrasena_portal_chat", func() *B {
		x := per(pick("mx", "es"))
		b := nb().T(x.First, ": oye, la cuenta del portal de citas de USCIS es ").Em(x.At(pick("castellanoimmigration.com", "bufete-navarro.es"))).T(", contraseña: ").Br(pw()).T("\n", per("mx").First, ": gracias, el caso ").K(receipt()).T(" ya tiene cita biométrica el ").K(dateUS())
		return b
	})
	add("de_passwort_beA_chat", func() *B {
		x := per("de")
		b := nb().T(x.First, ": Zugang für das Mandantenportal: ").Em(x.At("weber-partner.de")).T(" / Passwort: ").Br(pw()).T("\nbeA-Karte liegt im Tresor. Frist in ").K(fmt.Sprintf("Az. %d O %d/%02d", n(1, 35), n(1, 999), n(20, 26))).T(" läuft am ").K(dateEU()).T(" ab. Rückfragen: ").Ph(phDE())
		return b
	})
	add("jp_password_portal_note", func() *B {
		c := per("jp")
		b := nb().T("電子申請ポータル\nID：").Em(c.At("morita-law.jp")).T("\nパスワード：").Br(pw()).T("\n期日：").K(fmt.Sprintf("%d年%d月%d日", year(), n(1, 12), n(1, 28))).T("\n緊急連絡先：").Ph(phJP())
		return b
	})
	add("docusign_bearer_curl_envelopes", func() *B {
		b := nb().T("curl -X GET \"https://na3.docusign.net/restapi/v2.1/accounts/", guid(), "/envelopes/").K(envelopeID()).T("/recipients\" \\\n  -H \"Authorization: Bearer ").Jw(jwtAny()).T("\"\n# signer ").Em(us().Mail()).T(" stuck on 'sent' since ").K(dateISO())
		return b
	})
	return append(t, piiTemplates3()...)
}
