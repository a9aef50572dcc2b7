package main

import (
	"fmt"
	"strings"
	"time"
)

type formLabels struct{ typ, acct, url, desc, contact, phone, submitted, ticket string }

var formLangs = map[string]formLabels{
	"en": {"Report type", "Reported account", "Content URL", "Description", "Your email", "Phone (optional)", "Submitted", "Ticket"},
	"es": {"Tipo de reporte", "Cuenta reportada", "URL del contenido", "Descripción", "Tu correo", "Teléfono (opcional)", "Enviado", "Folio"},
	"pt": {"Tipo de denúncia", "Conta denunciada", "Link do conteúdo", "Descrição", "Seu e-mail", "Telefone (opcional)", "Enviado em", "Protocolo"},
	"de": {"Art der Meldung", "Gemeldetes Konto", "URL des Inhalts", "Beschreibung", "Deine E-Mail", "Telefon (optional)", "Gesendet", "Ticket"},
	"fr": {"Type de signalement", "Compte signalé", "URL du contenu", "Description", "Ton e-mail", "Téléphone (facultatif)", "Envoyé le", "Ticket"},
	"ru": {"Тип жалобы", "Аккаунт", "Ссылка на контент", "Описание", "Ваш e-mail", "Телефон (необязательно)", "Отправлено", "Номер обращения"},
	"ja": {"報告の種類", "対象アカウント", "コンテンツURL", "詳細", "メールアドレス", "電話番号（任意）", "送信日時", "受付番号"},
	"tr": {"Şikayet türü", "Şikayet edilen hesap", "İçerik bağlantısı", "Açıklama", "E-posta adresin", "Telefon (isteğe bağlı)", "Gönderildi", "Talep no"},
}

func formFor(L *Loc) formLabels {
	if f, ok := formLangs[L.Code]; ok {
		return f
	}
	return formLangs["en"]
}

func contentURL(b *B, h string) string {
	switch rn(0, 5) {
	case 0:
		return b.K("https://x.com/" + h + "/status/" + tweetID())
	case 1:
		return b.K("https://www.instagram.com/p/" + rs(b64u, 11) + "/")
	case 2:
		return b.K("https://www.tiktok.com/@" + h + "/video/" + tweetID())
	case 3:
		return b.K("https://discord.com/channels/" + snowflake() + "/" + snowflake() + "/" + snowflake())
	case 4:
		return b.K("https://www.youtube.com/watch?v=" + ytVideo())
	}
	return b.K("https://t.me/" + h + "/" + fmt.Sprint(rn(10, 90000)))
}

func init() {
	reg("doxx_report_form", true, true, func(b *B) string {
		L := anyLoc()
		F := formFor(L)
		h := handle(L)
		t := randTime()
		var rows [][2]string
		rows = append(rows, [2]string{F.typ, pick("Doxxing / private information", "Harassment", "Private information", "Targeted harassment > Personal info")})
		rows = append(rows, [2]string{F.acct, b.K("@"+h) + pickF(lit(""), func() string { return " (ID " + b.K(snowflake()) + ")" }, func() string { return " (" + b.K(tweetID()) + ")" })})
		rows = append(rows, [2]string{F.url, contentURL(b, h)})
		var desc string
		if b.clean {
			desc = fmt.Sprintf(pick(L.Doxx...), "@"+h) + ". " + pick("I've blurred my details in the screenshot.", "The post has my workplace and a photo of my street.", "They also posted my city and school.", "Screenshots attached, personal details cropped out.")
		} else {
			desc = fmt.Sprintf(pick(L.Doxx...), "@"+h) + ". " + lp(L, doxxConn) + contactLine(b, L)
		}
		rows = append(rows, [2]string{F.desc, desc})
		if !b.clean && chance(.7) {
			rows = append(rows, [2]string{F.contact, b.P("email", emailFor(L))})
			if chance(.4) {
				rows = append(rows, [2]string{F.phone, b.P("phone", L.Phone().Disp)})
			}
		}
		rows = append(rows, [2]string{F.submitted, b.K(t.Format("2006-01-02 15:04")) + " UTC"})
		rows = append(rows, [2]string{F.ticket, b.K(caseID())})
		if chance(.3) {
			shuffle(rows[:3])
		}
		var sb strings.Builder
		sep := pick(": ", ": ", " | ", "\t")
		md := chance(.25)
		for _, r := range rows {
			if md {
				fmt.Fprintf(&sb, "**%s:** %s\n", r[0], r[1])
			} else {
				fmt.Fprintf(&sb, "%s%s%s\n", r[0], sep, r[1])
			}
		}
		return strings.TrimRight(sb.String(), "\n")
	})

	reg("ts_email", true, true, func(b *B) string {
		L := anyLoc()
		name := L.Name()
		t := randTime()
		plat := pick("discord.com", "twitch.tv", "reddit.com", "instagram.com", "tiktok.com", "patreon.com", "kick.com", "telegram.org")
		var sb strings.Builder
		subj := pick("Account hacked – please help", "Doxxing report", "Urgent: my personal info is being shared", "Re: Your report "+caseID(), "Appeal", "Fwd: threats")
		if !b.clean {
			fmt.Fprintf(&sb, "From: %s <%s>\nTo: %s\n", name, b.P("email", emailFor(L)), pick("Trust & Safety <", "Safety Team <", "")+b.P("email", pick("safety@", "abuse@", "trust-safety@", "support@", "appeals@")+plat)+">")
			if chance(.4) {
				fmt.Fprintf(&sb, "Cc: %s\n", b.P("email", emailFor(L)))
			}
			fmt.Fprintf(&sb, "Date: %s\nSubject: %s\n", b.K(t.Format("Mon, 2 Jan 2006 15:04:05 -0700")), subj)
			if chance(.5) {
				fmt.Fprintf(&sb, "Message-ID: %s\n", b.K("<CA"+rs(alnum, 10)+"+"+rs(b64u, 26)+"@mail.gmail.com>"))
			}
			sb.WriteString("\n")
		} else {
			fmt.Fprintf(&sb, "Subject: %s\nDate: %s\n\n", subj, b.K(t.Format("Mon, 2 Jan 2006 15:04:05 -0700")))
		}
		if chance(.85) {
			sb.WriteString(lp(L, greet) + "\n\n")
		}
		sb.WriteString(pick(L.Hacked...) + " ")
		if b.clean {
			fmt.Fprintf(&sb, "My user ID is %s and the account was created around %s. I still have the receipt for my last purchase (order %s).\n\n%s\n%s",
				b.K(snowflake()), b.K(L.Date(randTime())), b.K(pick(amazonOrder(), "GPA."+digits(4)+"-"+digits(4)+"-"+digits(4)+"-"+digits(5), "MKT-"+rs(ualnum, 8))), pick(L.Thanks...), name)
			return sb.String()
		}
		switch rn(0, 2) {
		case 0:
			fmt.Fprintf(&sb, "The attacker changed the email to %s. My real address is the one I'm writing from. ", b.P("email", emailFor(anyLoc())))
		case 1:
			fmt.Fprintf(&sb, "%s ", passLine(b, L))
		default:
			fmt.Fprintf(&sb, "%s ", fmt.Sprintf(pick(L.Doxx...), "@"+handle(L)))
		}
		fmt.Fprintf(&sb, "User ID %s.\n\n%s\n%s\n", b.K(snowflake()), pick(L.Thanks...), name)
		if chance(.6) {
			sb.WriteString(b.P("phone", L.Phone().Disp))
		}
		return strings.TrimRight(sb.String(), "\n")
	})

	reg("modlog_lines", true, true, func(b *B) string {
		L := anyLoc()
		t := randTime()
		n := rn(3, 12)
		guild := snowflake()
		b.K(guild)
		var sb strings.Builder
		jsonl := chance(.35)
		piiAt := -1
		if !b.clean {
			piiAt = rn(0, n-1)
		}
		for i := 0; i < n; i++ {
			t = t.Add(time.Duration(rn(1000, 300000)) * time.Millisecond)
			ts := t.Format("2006-01-02T15:04:05.000Z")
			if i == 0 {
				b.K(ts)
			}
			user := snowflake()
			ch := snowflake()
			action := pick("delete", "timeout", "warn", "ban", "flag", "kick", "allow")
			rule := pick("spam.links", "pii.phone", "pii.email", "slurs.tier2", "invite.filter", "mention.spam", "caps", "scam.nitro", "pii.token")
			var content string
			if i == piiAt {
				switch rule {
				case "pii.email":
					content = mailLine(b, L)
				case "pii.token", "scam.nitro":
					content = tokenSnippet(b)
				default:
					content = contactLine(b, L)
				}
				content = strings.ReplaceAll(strings.ReplaceAll(content, "\n", " "), `"`, "'")
			} else if chance(.4) {
				content = pick("free nitro at dlscord-gift.com", "JOIN NOW", chatFill(L), "@everyone @everyone", "[masked "+fmt.Sprint(rn(8, 40))+" chars]")
			}
			if jsonl {
				fmt.Fprintf(&sb, `{"ts":"%s","level":"info","bot":"%s","guild_id":"%s","channel_id":"%s","user_id":"%s","action":"%s","rule":"%s"`, ts, strings.ToLower(modNames()), guild, ch, user, action, rule)
				if content != "" {
					fmt.Fprintf(&sb, `,"content":"%s"`, strings.ReplaceAll(content, `\`, `\\`))
				}
				sb.WriteString("}\n")
			} else {
				fmt.Fprintf(&sb, "%s %s [%s] guild=%s channel=%s user=%s action=%s rule=%s", ts, pick("INFO ", "WARN ", "INFO "), modNames(), guild, ch, user, action, rule)
				if content != "" {
					fmt.Fprintf(&sb, " content=\"%s\"", content)
				}
				sb.WriteString("\n")
			}
		}
		out := strings.TrimRight(sb.String(), "\n")
		if chance(.3) {
			if chance(.5) {
				out = pick("Why did automod miss this?\n\n", "Log from last night:\n") + out
			} else {
				out = "can someone explain these actions?\n```\n" + out + "\n```"
			}
		}
		return out
	})

	reg("reports_csv", true, true, func(b *B) string {
		L := anyLoc()
		n := rn(3, 14)
		withEmail := !b.clean && chance(.5)
		hdr := []string{"report_id", "created_at", "reporter_id", "target_user_id", "reason", "excerpt", "status"}
		if withEmail {
			hdr = append(hdr[:3], append([]string{"reporter_email"}, hdr[3:]...)...)
		}
		delim := pick(",", ",", ";", "\t")
		var sb strings.Builder
		sb.WriteString(strings.Join(hdr, delim) + "\n")
		t := randTime()
		piiRows := map[int]bool{}
		if !b.clean {
			piiRows[rn(0, n-1)] = true
			if chance(.5) {
				piiRows[rn(0, n-1)] = true
			}
		}
		for i := 0; i < n; i++ {
			t = t.Add(time.Duration(rn(30, 9000)) * time.Second)
			rid := fmt.Sprintf("R%07d", rn(1, 9999999))
			if i == 0 {
				b.K(rid)
			}
			var ex string
			reason := pick("spam", "harassment", "doxxing", "scam", "hate", "nsfw", "impersonation")
			if piiRows[i] {
				ex = contactLine(b, L)
				reason = pick("doxxing", "personal_info", "scam")
			} else {
				ex = pick(chatFill(L), "link spam", "n/a", "", "slur (redacted)", "fake giveaway", "sent 40 DMs in 2 min")
			}
			ex = strings.ReplaceAll(ex, "\n", " ")
			if delim == "\t" {
				ex = strings.ReplaceAll(ex, "\t", " ")
			} else {
				ex = csvQuote(ex)
				if delim == ";" && strings.Contains(ex, ";") && !strings.HasPrefix(ex, `"`) {
					ex = `"` + ex + `"`
				}
			}
			row := []string{rid, t.Format("2006-01-02 15:04:05"), snowflake(), snowflake(), reason, ex, pick("open", "actioned", "dismissed", "escalated")}
			if withEmail {
				e := "-"
				if chance(.7) || i == 0 {
					e = b.P("email", emailFor(anyLoc()))
				}
				row = append(row[:3], append([]string{e}, row[3:]...)...)
			}
			sb.WriteString(strings.Join(row, delim) + "\n")
		}
		return strings.TrimRight(sb.String(), "\n")
	})

	reg("reports_json", true, true, func(b *B) string {
		L := anyLoc()
		n := rn(1, 5)
		var items []string
		piiAt := -1
		if !b.clean {
			piiAt = rn(0, n-1)
		}
		for i := 0; i < n; i++ {
			t := randTime()
			id := uuid()
			if i == 0 {
				b.K(id)
			}
			reporter := fmt.Sprintf(`{"id": "%s", "username": "%s"`, snowflake(), handle(L))
			evidence := pick(chatFill(L), "screenshot attached", "user sent unsolicited images", "repeated slurs in voice", "")
			extra := ""
			if i == piiAt {
				switch rn(0, 3) {
				case 0:
					reporter += fmt.Sprintf(`, "email": "%s"`, b.P("email", emailFor(L)))
				case 1:
					evidence = strings.ReplaceAll(contactLine(b, L), "\n", " ")
				case 2:
					extra = fmt.Sprintf(`
    "reported_user": {"id": "%s", "phone": "%s", "phone_verified": %v},`, snowflake(), b.P("phone", L.Phone().Disp), chance(.5))
				default:
					evidence = strings.ReplaceAll(strings.ReplaceAll(tokenSnippet(b), `"`, `'`), "\n", " ")
				}
			}
			reporter += "}"
			items = append(items, fmt.Sprintf(`  {
    "report_id": "%s",
    "created_at": "%s",
    "category": "%s",
    "reporter": %s,%s
    "message_id": "%s",
    "evidence": {"text": %s, "attachments": %d},
    "score": %.2f
  }`, id, t.Format(time.RFC3339), pick("PRIVATE_INFO", "HARASSMENT", "SPAM", "SCAM", "SELF_HARM", "IMPERSONATION"), reporter, extra, snowflake(), jsonStr(evidence), rn(0, 4), rng.Float64()))
		}
		return "[\n" + strings.Join(items, ",\n") + "\n]"
	})

	reg("ban_appeal", true, true, func(b *B) string {
		L := anyLoc()
		var sb strings.Builder
		fmt.Fprintf(&sb, "%s\n", pick("BAN APPEAL", "Ban Appeal Form — "+guildName(), "Appeal #"+fmt.Sprint(rn(100, 9999)), "Appeal: "+guildName()))
		fmt.Fprintf(&sb, "Username: %s\n", handle(L))
		fmt.Fprintf(&sb, "User ID: %s\n", b.K(snowflake()))
		fmt.Fprintf(&sb, "Ban date: %s\n", b.K(L.Date(randTime())))
		fmt.Fprintf(&sb, "Why were you banned? %s\n", pick("posting my number in #buy-sell (didn't know it's against rules)", "spam, my account was hacked", "arguing with a mod", "alt account", "sharing a giveaway link"))
		fmt.Fprintf(&sb, "Why should we unban you? %s\n", pick("I read the rules now and it won't happen again.", "It was my little brother.", "I've been here since 2019, please.", "Mi cuenta fue hackeada, ya cambié la contraseña.", "Minha conta foi invadida."))
		if b.clean {
			fmt.Fprintf(&sb, "Contact: %s", pickF(lit("reply here"), lit("DM me on the appeal server"), lit("n/a"), func() string { return "via ticket " + b.K(caseID()) }))
		} else {
			fmt.Fprintf(&sb, "Contact: %s", contactLine(b, L))
		}
		return sb.String()
	})

	reg("account_recovery", true, true, func(b *B) string {
		L := anyLoc()
		plat := pick(platforms...)
		var sb strings.Builder
		intro := pick("Account recovery request", "Support ticket", "Account recovery")
		if !b.clean {
			intro = lp(L, recIntro)
		}
		fmt.Fprintf(&sb, "%s — %s\n", intro, plat)
		fmt.Fprintf(&sb, "%s\n\n", pick(L.Hacked...))
		if b.clean {
			fmt.Fprintf(&sb, "Username: %s\nAccount created: %s\nLast successful login: %s\nLast purchase: %s (%s)\nDevice: %s\n",
				b.K("@"+handle(L)), b.K(L.Date(randTime())), b.K(randTime().Format("2006-01-02 15:04")), b.K(pick(amazonOrder(), "GPA."+digits(4)+"-"+digits(4)+"-"+digits(4)+"-"+digits(5), "ORD-"+digits(8))), b.K(L.Price()), pick("iPhone 14, iOS 17.4", "Pixel 7, Android 14", "Windows 11, Chrome 123", "Galaxy A54"))
			return strings.TrimRight(sb.String(), "\n")
		}
		fields := []string{
			"Username: " + b.K("@"+handle(L)),
			lp(L, recOrig) + b.P("email", emailFor(L)),
		}
		if chance(.6) {
			fields = append(fields, lp(L, recHacker)+b.P("email", emailFor(anyLoc())))
		}
		if chance(.7) {
			fields = append(fields, lp(L, recPhone)+b.P("phone", L.Phone().Disp))
		}
		if chance(.5) {
			fields = append(fields, capFirst(passLine(b, L)))
		}
		if (L.Code == "en" || L.Code == "es") && chance(.3) {
			fields = append(fields, pick("To prove it's me, my SSN: ", "SSN (for ID verification): ", "Número de Seguro Social: ")+b.P("ssn", ssn(chance(.2))))
		}
		if chance(.3) {
			fields = append(fields, lp(L, recCard)+b.P("credit_card", cardFor(L)))
		} else if chance(.5) {
			fields = append(fields, "Last purchase: "+b.K(L.Price())+" on "+b.K(L.Date(randTime())))
		}
		shuffle(fields[1:])
		sb.WriteString(strings.Join(fields, "\n"))
		return sb.String()
	})

	reg("recovery_agent_reply", true, true, func(b *B) string {
		L := locOf("en", "engb", "es", "pt", "de", "fr", "ja", "ko", "tr", "id")
		cs := b.K(caseID())
		agent := pick("Sam", "Ava (Support)", "Kenji", "Lucía", "Marco", "Support Bot", "Priya")
		var sb strings.Builder
		fmt.Fprintf(&sb, "%s — %s\n", agent, pick("Support", "Trust & Safety", "Creator Support"))
		fmt.Fprintf(&sb, "Hi %s, thanks for contacting us about case %s.\n", handle(L), cs)
		if b.clean {
			last4 := fmt.Sprintf("%02d", rn(0, 99))
			fmt.Fprintf(&sb, "For your security we sent a verification link to the email on file and an SMS to the number %s. ", b.K("ending in "+last4))
			fmt.Fprintf(&sb, "The link expires at %s UTC. If you no longer have access, reply with the ID of your last purchase (it looks like %s) and the approximate date you created the account.\n", b.K(randTime().Format("15:04")), b.K("GPA."+digits(4)+"-"+digits(4)+"-"+digits(4)+"-"+digits(5)))
			sb.WriteString(pick("Please never share your password with anyone, including us.", "We will never ask for your password or 2FA codes.", "—"))
			return sb.String()
		}
		switch rn(0, 2) {
		case 0:
			fmt.Fprintf(&sb, "I've confirmed the login email was changed to %s on %s. I've reverted it to %s and signed out all sessions.\n", b.P("email", emailFor(anyLoc())), b.K(randTime().Format("2006-01-02")), b.P("email", emailFor(L)))
		case 1:
			fmt.Fprintf(&sb, "We'll call you at %s between %s to verify ownership.\n", b.P("phone", L.Phone().Disp), b.K(pick("9:00–12:00", "14:00–17:00", "10am–1pm")))
		default:
			fmt.Fprintf(&sb, "You mentioned your password (%s) in the ticket — please change it right away, tickets are visible to several agents. Your recovery email is %s.\n", b.P("bearer", password(L)), b.P("email", emailFor(L)))
		}
		sb.WriteString(pick("Best,", "Kind regards,", "Thanks for your patience."))
		return sb.String()
	})

	reg("impersonation_report", true, true, func(b *B) string {
		L := anyLoc()
		real := handle(L)
		fake := real + pick("_", ".", "x", "_official", "__", "1")
		var sb strings.Builder
		fmt.Fprintf(&sb, "%s\n", pick("Impersonation report", "Report: fake account", "Impersonation — verified creator", "Fake account using my name and photos"))
		fmt.Fprintf(&sb, "Real account: %s (%s)\nFake account: %s (created %s)\n", b.K("@"+real), b.K(followers(L)), b.K("@"+fake), b.K(L.Date(randTime())))
		fmt.Fprintf(&sb, "The fake one is DMing my followers offering %s.\n", pick("fake brand deals", "a giveaway that asks for a 'shipping fee'", "crypto investments", "paid shoutouts"))
		if b.clean {
			fmt.Fprintf(&sb, "My profile ID is %s. Verification badge request %s was approved in %s.", b.K(nz(pick(9, 10, 11))), b.K(caseID()), pick("2023", "2024"))
			return sb.String()
		}
		switch rn(0, 2) {
		case 0:
			fmt.Fprintf(&sb, "They use the business email %s in their bio — that's NOT mine. Mine is %s.", b.P("email", emailFor(L)), b.P("email", emailFor(L)))
		case 1:
			fmt.Fprintf(&sb, "They list the WhatsApp %s for 'bookings'. I have never used that number. %s", b.P("phone", L.Phone().Disp), mailLine(b, L))
		default:
			fmt.Fprintf(&sb, "You can verify me at %s or by phone %s.", b.P("email", emailFor(L)), b.P("phone", L.Phone().Disp))
		}
		return sb.String()
	})

	reg("ts_escalation_json", true, true, func(b *B) string {
		L := anyLoc()
		t := randTime()
		var user string
		if b.clean {
			user = fmt.Sprintf(`{"id": "%s", "username": "%s", "created": "%s", "email_verified": true, "phone_verified": %v, "strikes": %d}`, b.K(snowflake()), handle(L), t.AddDate(-rn(0, 5), 0, 0).Format("2006-01-02"), chance(.5), rn(0, 3))
		} else {
			user = fmt.Sprintf(`{"id": "%s", "username": "%s", "email": "%s", "phone": "%s", "locale": "%s", "strikes": %d}`, b.K(snowflake()), handle(L), b.P("email", emailFor(L)), b.P("phone", L.Phone().Disp), L.Code, rn(0, 3))
		}
		return fmt.Sprintf(`{
  "case_id": "%s",
  "priority": "%s",
  "queue": "%s",
  "opened_at": "%s",
  "subject": %s,
  "signals": [%q, %q],
  "linked_reports": [%q, %q],
  "notes": %s
}`, b.K(caseID()), pick("P0", "P1", "P2"), pick("doxxing", "child-safety", "ato", "fraud", "violent-threat"), b.K(t.Format(time.RFC3339)), user,
			pick("mass_report", "keyword:phone", "new_account", "vpn_exit", "shared_device"), pick("velocity", "report_cluster", "ml_score>0.93"), uuid(), uuid(),
			jsonStr(pick("Escalating per doxxing SOP §4.2", "Law-enforcement request pending", "Creator is high-profile, handle with care", "Auto-escalated")))
	})

	reg("session_hijack", true, true, func(b *B) string {
		L := locOf("en", "engb", "pt", "es", "de", "fr", "pl", "tr", "id", "ru")
		var sb strings.Builder
		fmt.Fprintf(&sb, "%s\n", pick("I clicked a fake 'free Nitro' link and now my account sends scam DMs.", "Someone logged into my Instagram from another country even with 2FA on.", "A 'brand' sent me a PDF and my YouTube channel got taken over an hour later.", "Cliquei num link de sorteio e roubaram minha conta.", "Hice clic en un link de 'colaboración' y me robaron la cuenta."))
		if b.clean {
			fmt.Fprintf(&sb, "The login came from %s at %s. Sessions page shows device id %s. I've already revoked all sessions and changed the password (not pasting it here). Ticket %s.",
				pick("Lagos, NG", "Hanoi, VN", "Frankfurt, DE", "São Paulo, BR"), b.K(randTime().Format("2006-01-02 15:04")), b.K(uuid()), b.K(caseID()))
			return sb.String()
		}
		switch rn(0, 4) {
		case 4:
			fmt.Fprintf(&sb, "Support asked what the fake login page stored, devtools shows localStorage.access_token = \"%s\"\n", b.P("jwt", jwt()))
		case 0:
			fmt.Fprintf(&sb, "Here's what was in my browser cookies when support asked:\nsessionid=%s; ds_user_id=%s; csrftoken=%s\n", b.P("bearer", igSession()), b.K(nz(pick(10, 11))), rs(alnum, 32))
		case 1:
			fmt.Fprintf(&sb, "The scammer asked me to run a script in the console and it printed my token: %s\n", b.P("bearer", discordBotToken()))
		case 2:
			codes := []string{}
			for i := 0; i < rn(3, 8); i++ {
				codes = append(codes, b.P("bearer", discordBackup()))
			}
			fmt.Fprintf(&sb, "My backup codes (I think some are used):\n%s\n", strings.Join(codes, "\n"))
		default:
			fmt.Fprintf(&sb, "%s %s\n", passLine(b, L), pick("(I used it on a 'brand portal' that looked legit)", "— I know, I reused it everywhere", ""))
		}
		fmt.Fprintf(&sb, "%s", mailLine(b, L))
		return sb.String()
	})
}

var recIntro = map[string][]string{"en": {"Account recovery request", "Support ticket"}, "pt": {"Recuperação de conta"}, "es": {"Recuperación de cuenta"}, "de": {"Kontowiederherstellung"}, "ru": {"Восстановление аккаунта"},
	"ja": {"アカウント復旧のお願い"}, "ko": {"계정 복구 요청"}, "id": {"Pemulihan akun"}, "tr": {"Hesap kurtarma talebi"}, "fr": {"Récupération de compte"}, "pl": {"Odzyskiwanie konta"}, "it": {"Recupero account"},
	"vi": {"Yêu cầu khôi phục tài khoản"}, "zh": {"账号找回申请"}, "ar": {"طلب استعادة الحساب"}, "fa": {"درخواست بازیابی حساب"}, "hi": {"Account recovery request", "अकाउंट रिकवरी"}, "uk": {"Відновлення акаунта"}}
var recOrig = map[string][]string{"en": {"Original email: ", "My real email: "}, "pt": {"E-mail original: "}, "es": {"Correo original: "}, "de": {"Ursprüngliche E-Mail: "}, "ru": {"Исходная почта: "}, "ja": {"登録メール: "},
	"ko": {"원래 이메일: "}, "id": {"Email asli: "}, "tr": {"Asıl e-posta: "}, "fr": {"E-mail d'origine : "}, "pl": {"Pierwotny e-mail: "}, "it": {"Email originale: "}, "vi": {"Email gốc: "}, "zh": {"原绑定邮箱："},
	"ar": {"البريد الأصلي: "}, "fa": {"ایمیل اصلی: "}, "hi": {"Original email: ", "मेरा ईमेल: "}, "uk": {"Початкова пошта: "}}
var recHacker = map[string][]string{"en": {"Email the hacker set: ", "New (not mine) email: "}, "pt": {"E-mail que o hacker colocou: "}, "es": {"Correo que puso el hacker: "}, "de": {"Vom Hacker eingetragene Mail: "},
	"ru": {"Почта взломщика: "}, "ja": {"勝手に変更されたメール: "}, "ko": {"해커가 바꾼 이메일: "}, "id": {"Email yang diganti hacker: "}, "tr": {"Hackerın eklediği e-posta: "}, "fr": {"E-mail mis par le pirate : "},
	"pl": {"E-mail ustawiony przez hakera: "}, "it": {"Email messa dall'hacker: "}, "vi": {"Email hacker đã đổi: "}, "zh": {"被改成的邮箱："}, "ar": {"البريد الذي وضعه المخترق: "}, "fa": {"ایمیلی که هکر گذاشته: "}, "uk": {"Пошта зловмисника: "}}
var recPhone = map[string][]string{"en": {"Phone on the account: ", "Phone: "}, "pt": {"Telefone da conta: "}, "es": {"Teléfono de la cuenta: "}, "de": {"Handynummer im Konto: "}, "ru": {"Телефон в аккаунте: "},
	"ja": {"登録電話番号: "}, "ko": {"등록된 전화번호: "}, "id": {"No HP terdaftar: "}, "tr": {"Kayıtlı telefon: "}, "fr": {"Téléphone du compte : "}, "pl": {"Telefon na koncie: "}, "it": {"Telefono dell'account: "},
	"vi": {"SĐT đăng ký: "}, "zh": {"绑定手机："}, "ar": {"رقم الجوال المسجل: "}, "fa": {"شماره ثبت‌شده: "}, "hi": {"Registered mobile: "}, "uk": {"Телефон в акаунті: "}}
var recCard = map[string][]string{"en": {"Card used for my last purchase: "}, "pt": {"Cartão da última compra: "}, "es": {"Tarjeta de la última compra: "}, "de": {"Karte vom letzten Kauf: "}, "ru": {"Карта последней покупки: "},
	"ja": {"最後に使ったカード: "}, "ko": {"마지막 결제 카드: "}, "id": {"Kartu pembelian terakhir: "}, "tr": {"Son alışverişteki kart: "}, "fr": {"Carte du dernier achat : "}, "pl": {"Karta z ostatniego zakupu: "}, "it": {"Carta dell'ultimo acquisto: "}}

var doxxConn = map[string][]string{"en": {"The post shows: ", "Leaked: ", "It includes ", "They wrote: "}, "pt": {"O post mostra: ", "Vazaram: "}, "es": {"El post dice: ", "Publicó: "}, "de": {"Im Post steht: ", "Geleakt: "},
	"fr": {"Le post dit : ", "Fuité : "}, "ru": {"В посте: ", "Слили: "}, "uk": {"У дописі: "}, "tr": {"Gönderide: "}, "ar": {"المنشور فيه: "}, "fa": {"توی پست نوشته: "}, "hi": {"Post mein likha hai: "},
	"zh": {"帖子内容：", "原文："}, "ja": {"投稿内容：", "晒された内容："}, "ko": {"게시글 내용: "}, "id": {"Isi postingannya: "}, "vi": {"Bài đăng ghi: "}, "pl": {"W poście: "}, "it": {"Nel post: "}}
