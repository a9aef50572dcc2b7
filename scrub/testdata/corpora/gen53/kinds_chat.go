package main

import (
	"fmt"
	"strings"
	"time"
)

func init() {
	reg("discord_channel_copy", true, true, func(b *B) string {
		L := anyLoc()
		t := randTime()
		n := rn(2, 9)
		us := []string{handle(L), handle(L), handle(L), handle(L)}
		bodies := chatBodies(b, L, n)
		style := rn(0, 3)
		var sb strings.Builder
		if chance(.3) {
			sb.WriteString(pick("pasting from ", "copied from ", "this was in ") + guildName() + " " + channelName() + ":\n\n")
		}
		for i, m := range bodies {
			t = step(t)
			u := pick(us...)
			switch style {
			case 0:
				day := pick("Today at ", "Yesterday at ", t.Format("01/02/2006")+" ")
				fmt.Fprintf(&sb, "%s — %s%s\n%s\n", u, day, clock12(t), m)
			case 1:
				fmt.Fprintf(&sb, "[%s] %s: %s\n", clock24(t), u, m)
			case 2:
				fmt.Fprintf(&sb, "%s: %s\n", u, m)
			default:
				if i == 0 {
					fmt.Fprintf(&sb, "[%s %s] %s: %s\n", b.K(t.Format("2006-01-02")), clock24(t), u, m)
				} else {
					fmt.Fprintf(&sb, "[%s %s] %s: %s\n", t.Format("2006-01-02"), clock24(t), u, m)
				}
			}
		}
		if !b.clean && chance(.4) {
			fmt.Fprintf(&sb, "%s — %s\n%s\n", modNames(), pick("Today at "+clock12(t), clock24(t)),
				pick("Message removed: personal information. ", "⚠️ Please don't post personal info. ", "Deleted + warned. ")+pick("Case ", "Warn #", "Log ")+b.K(fmt.Sprint(rn(100, 99999))))
		}
		if chance(.3) {
			sb.WriteString("\n" + pick("is this allowed?", "what do i do", "mods??", "should I report this?", "pls delete"))
		}
		return strings.TrimRight(sb.String(), "\n")
	})

	reg("telegram_export", true, true, func(b *B) string {
		L := locOf("ru", "uk", "fa", "ar", "id", "tr", "en", "es", "pt", "hi", "vi")
		t := randTime()
		n := rn(2, 8)
		ns := names(L, 3)
		bodies := chatBodies(b, L, n)
		var sb strings.Builder
		if chance(.5) {
			for _, m := range bodies {
				t = step(t)
				fmt.Fprintf(&sb, "%s, [%s]\n%s\n\n", pick(ns...), t.Format("02.01.2006 15:04"), m)
			}
			return strings.TrimSpace(sb.String())
		}
		// JSON export (result.json)
		chat := tgChatID()
		fmt.Fprintf(&sb, "{\n \"name\": %s,\n \"type\": \"%s\",\n \"id\": %s,\n \"messages\": [\n", jsonStr(guildName()), pick("public_supergroup", "private_supergroup", "personal_chat"), b.K(strings.TrimPrefix(chat, "-100")))
		id := rn(1000, 900000)
		for i, m := range bodies {
			t = step(t)
			id += rn(1, 30)
			if strings.ContainsAny(m, "\"\\\n") {
				m = strings.ReplaceAll(strings.ReplaceAll(m, "\n", " "), "\"", "'")
				if strings.Contains(m, "\\") {
					m = chatFill(L)
				}
			}
			uid := "user" + nz(pick(9, 10))
			if i == 0 {
				uid = b.K(uid)
			}
			fmt.Fprintf(&sb, "  {\n   \"id\": %d,\n   \"type\": \"message\",\n   \"date\": \"%s\",\n   \"date_unixtime\": \"%d\",\n   \"from\": %s,\n   \"from_id\": \"%s\",\n   \"text\": \"%s\"\n  }", id, t.Format("2006-01-02T15:04:05"), t.Unix(), jsonStr(pick(ns...)), uid, m)
			if i < len(bodies)-1 {
				sb.WriteString(",")
			}
			sb.WriteString("\n")
		}
		sb.WriteString(" ]\n}")
		return sb.String()
	})

	reg("whatsapp_export", true, true, func(b *B) string {
		L := locOf("pt", "es", "id", "hi", "ar", "de", "en", "it", "tr", "fr", "engb")
		t := randTime()
		n := rn(3, 10)
		ns := names(L, 3)
		var sender string
		if !b.clean && chance(.4) {
			pp := L.Phone()
			sender = pp.Disp
			if strings.ContainsAny(sender, "٠١٢٣٤٥٦٧٨٩") || !strings.HasPrefix(sender, "+") || strings.Contains(sender, "(0)") {
				sender = pp.E164
			}
			b.P("phone", sender)
		}
		bodies := chatBodies(b, L, n)
		if sender != "" && !b.clean {
			// the sender's number is enough PII; keep bodies as they are
		}
		ios := chance(.4)
		var sb strings.Builder
		if chance(.3) {
			sb.WriteString(pick("Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them.", "As mensagens e as chamadas são protegidas com a criptografia de ponta a ponta.", "Los mensajes y las llamadas están cifrados de extremo a extremo.") + "\n")
		}
		for i, m := range bodies {
			t = step(t)
			who := pick(ns...)
			if sender != "" && (i%2 == 1) {
				who = sender
			}
			m = strings.ReplaceAll(m, "\n", " ")
			var stamp string
			if ios {
				stamp = "[" + t.Format("02/01/06, 15:04:05") + "]"
				if i == 0 {
					b.K(stamp)
				}
				fmt.Fprintf(&sb, "%s %s: %s\n", stamp, who, m)
			} else {
				stamp = t.Format("02/01/2006, 15:04")
				if L.Code == "de" {
					stamp = t.Format("02.01.06, 15:04")
				}
				if L.Code == "en" {
					stamp = t.Format("1/2/06, 3:04 PM")
				}
				if i == 0 {
					b.K(stamp)
				}
				fmt.Fprintf(&sb, "%s - %s: %s\n", stamp, who, m)
			}
		}
		if sender != "" && !strings.Contains(sb.String(), sender+":") {
			fmt.Fprintf(&sb, "%s - %s: %s\n", step(t).Format("02/01/2006, 15:04"), sender, chatFill(L))
		}
		return strings.TrimRight(sb.String(), "\n")
	})

	reg("slack_export_json", true, true, func(b *B) string {
		L := locOf("en", "en", "engb", "de", "fr", "pl", "ja", "pt")
		n := rn(2, 6)
		var sb strings.Builder
		sb.WriteString("[\n")
		piiAt := -1
		if !b.clean {
			piiAt = rn(0, n-1)
		}
		for i := 0; i < n; i++ {
			u := slackUserID()
			ts := slackTS()
			if i == 0 {
				b.K(u)
				b.K(ts)
			}
			var text string
			switch {
			case i == piiAt:
				switch rn(0, 5) {
				case 5:
					text = "creator dashboard session for debugging: `" + b.P("jwt", jwt()) + "`"
				case 0:
					e := b.P("email", emailFor(L))
					text = pick("can you add ", "new mod's email is ", "invite pls: ", "contact for the brand is ") + "<mailto:" + e + "|" + e + ">"
				case 1:
					text = pick("token for the staging bot: ", "here's the bot token, don't share: ", "rotated it, new one is ") + "`" + b.P("bearer", pick(slackBot(), slackUser(), slackApp())) + "`"
				case 2:
					t, bb, s := slackHookParts()
					text = "webhook for #mod-alerts: <https://hooks.slack.com/services/" + t + "/" + bb + "/" + b.P("bearer", s) + ">"
				case 3:
					text = pick("creator's cell for the shoot: ", "call the talent manager at ", "on-site contact ") + b.P("phone", L.Phone().Disp)
				default:
					text = pick("the shared login for the brand IG: pw ", "password for the creator dashboard is ") + b.P("bearer", password(L))
				}
			case chance(.4):
				text = pick("report ", "see ", "escalated ") + "<#" + b.K(slackChan()) + "|" + pick("trust-safety", "mod-queue", "creator-ops", "payouts") + ">" + " " + pick("thanks", "pls triage", "")
			default:
				text = pick("standup in 5", "payout batch for March is out", "who owns the appeal queue today?", "brand brief attached", "OK to approve?", "lgtm", "shipping the automod rule change at 16:00")
			}
			fmt.Fprintf(&sb, "  {\n    \"type\": \"message\",\n    \"user\": \"%s\",\n    \"text\": \"%s\",\n    \"ts\": \"%s\"", u, text, ts)
			if chance(.3) {
				fmt.Fprintf(&sb, ",\n    \"thread_ts\": \"%s\",\n    \"reply_count\": %d", slackTS(), rn(1, 14))
			}
			sb.WriteString("\n  }")
			if i < n-1 {
				sb.WriteString(",")
			}
			sb.WriteString("\n")
		}
		sb.WriteString("]")
		return sb.String()
	})

	reg("reddit_modmail", true, true, func(b *B) string {
		L := locOf("en", "en", "engb", "de", "pt", "es", "fr", "hi", "pl")
		sub := pick("r/" + pick("AskReddit", "relationship_advice", "NewTubers", "Twitch", "brasil", "de", "india", "mexico", "Polska", "france", "LivestreamFail", "DiscordApp"))
		user := handle(L)
		mod := handle(L)
		post := redditID()
		var sb strings.Builder
		fmt.Fprintf(&sb, "Modmail · %s\nFrom: %s · %s\nSubject: %s\n\n", b.K(sub), b.K("u/"+user), pick("3h ago", "yesterday", "2d", t2s(randTime())),
			pick("Doxxing in comments", "Please remove this post", "Ban appeal", "Someone posted my info", "Question about rule 4", "Harassment"))
		link := b.K("https://www.reddit.com/" + sub + "/comments/" + post + "/comment/" + "k" + base36(6) + "/")
		if b.clean {
			fmt.Fprintf(&sb, "Hi mods, the comment at %s is targeting me. %s It's been reported %d times. Post id %s.\n\n", link, pick("It's not personal info but it's clearly harassment.", "No personal details, just slurs.", "They keep following me across threads."), rn(2, 40), b.K("t3_"+post))
			fmt.Fprintf(&sb, "%s [M]: %s", b.K("u/"+mod), pick("Removed and the user got a 7-day ban. Thanks for the report.", "We've escalated this to the admins.", "Looked into it — removed under rule 3."))
			return sb.String()
		}
		switch rn(0, 2) {
		case 0:
			fmt.Fprintf(&sb, "%s\n\nThe comment (%s) literally says \"%s\". Please remove it.\n\n", fmt.Sprintf(pick(L.Doxx...), "u/"+handle(L)), link, contactLine(b, L))
		case 1:
			fmt.Fprintf(&sb, "Someone screenshotted my Venmo and posted it here: %s\nIt shows %s. I'm scared, please take it down.\n\n", link, pick("my phone number ", "my number ")+b.P("phone", L.Phone().Disp)+pickF(lit(""), func() string { return " and my email " + b.P("email", emailFor(L)) }))
		default:
			fmt.Fprintf(&sb, "I was banned for posting my own contact info in a [Selling] thread (%s). I didn't know rule 6. If you need to reach me: %s\n\n", link, mailLine(b, L))
		}
		fmt.Fprintf(&sb, "%s [M]: %s", b.K("u/"+mod), pick("Removed. Reported to Reddit admins under the personal-information policy.", "Thanks, this has been removed and filtered.", "Done — please don't repost the details here either."))
		return sb.String()
	})

	reg("kakao_line_chat", true, true, func(b *B) string {
		L := locOf("ko", "ja", "ko", "ja", "zh")
		t := randTime()
		n := rn(3, 9)
		ns := names(L, 3)
		bodies := chatBodies(b, L, n)
		var sb strings.Builder
		switch L.Code {
		case "ko":
			fmt.Fprintf(&sb, "%s 님과 카카오톡 대화\n저장한 날짜 : %s\n\n", ns[0], t.Format("2006-01-02 15:04:05"))
			for _, m := range bodies {
				t = step(t)
				ampm := "오전"
				if t.Hour() >= 12 {
					ampm = "오후"
				}
				fmt.Fprintf(&sb, "%d년 %d월 %d일 %s %d:%02d, %s : %s\n", t.Year(), int(t.Month()), t.Day(), ampm, (t.Hour()+11)%12+1, t.Minute(), pick(ns...), strings.ReplaceAll(m, "\n", " "))
			}
		case "ja":
			fmt.Fprintf(&sb, "[LINE] %sのトーク履歴\n保存日時：%s\n\n%s\n", pick("推し活グループ", "フリマ取引", ns[0]), t.Format("2006/01/02 15:04"), t.Format("2006/01/02(Mon)"))
			for _, m := range bodies {
				t = step(t)
				fmt.Fprintf(&sb, "%s\t%s\t%s\n", clock24(t), pick(ns...), strings.ReplaceAll(m, "\n", " "))
			}
		default:
			for _, m := range bodies {
				t = step(t)
				fmt.Fprintf(&sb, "%s %s\n%s\n\n", pick(ns...), t.Format("2006-01-02 15:04:05"), m)
			}
		}
		return strings.TrimSpace(sb.String())
	})

	reg("chat_oneliner", true, true, func(b *B) string {
		L := anyLoc()
		if b.clean {
			switch rn(0, 3) {
			case 0:
				return lookMsg(b, L)
			case 1:
				return maybeLower(chatFill(L)) + " " + lookMsg(b, L)
			case 2:
				return fmt.Sprintf(pick(L.Sell...), pick(L.Items...)) + " " + b.K(L.Price())
			}
			return lookMsg(b, L) + " " + pick(L.Thanks...)
		}
		if L.Code == "en" && chance(.2) {
			return pick("is it safe to give my ssn (", "brand wants my SSN for taxes: ", "my social is ") + b.P("ssn", ssn(chance(.2))) + pick(") to a sponsor??", " — legit?", " pls dont share")
		}
		switch rn(0, 6) {
		case 0:
			return capFirst(contactLine(b, L))
		case 1:
			return maybeLower(chatFill(L)) + " " + piiMsg(b, L)
		case 2:
			return piiMsg(b, L)
		case 3:
			return pick(L.Hacked...) + " " + passLine(b, L)
		case 4:
			return fmt.Sprintf(pick(L.Sell...), pick(L.Items...)) + ", " + b.K(L.Price()) + ". " + callLine(b, L)
		case 5:
			return mailLine(b, L) + " " + pick(L.Thanks...)
		}
		return callLine(b, L)
	})

	reg("native_digits_chat", true, true, func(b *B) string {
		L := locOf("ar", "fa", "hi", "ar", "fa")
		t := randTime()
		ns := names(L, 2)
		var p Phone
		for {
			p = L.Phone()
			if L.Code == "hi" {
				p.Disp = toDigits(p.Disp, '०')
			}
			if strings.ContainsAny(p.Disp, "٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹०१२३४५६७८९") {
				break
			}
		}
		zero := map[string]rune{"ar": '٠', "fa": '۰', "hi": '०'}[L.Code]
		var lines []string
		lines = append(lines, fmt.Sprintf("%s [%s]: %s", ns[0], clock24(t), chatFill(L)))
		if b.clean {
			price := L.Price()
			lines = append(lines, fmt.Sprintf("%s [%s]: %s %s", ns[1], clock24(step(t)), fmt.Sprintf(pick(L.Sell...), pick(L.Items...)), b.K(price)))
			lines = append(lines, fmt.Sprintf("%s [%s]: %s", ns[0], clock24(step(t)), b.K(toDigits(fmt.Sprintf("%d:%02d", rn(17, 23), rn(0, 5)*10), zero))+" "+chatFill(L)))
			return join(lines...)
		}
		lines = append(lines, fmt.Sprintf("%s [%s]: %s", ns[1], clock24(step(t)), fmt.Sprintf(pick(L.CallMe...), b.P("phone", p.Disp))))
		if chance(.4) {
			lines = append(lines, fmt.Sprintf("%s [%s]: %s", ns[0], clock24(step(t)), mailLine(b, L)))
		}
		lines = append(lines, fmt.Sprintf("%s [%s]: %s", ns[0], clock24(step(t)), pick(L.Thanks...)))
		return join(lines...)
	})

	reg("dm_request_thread", true, true, func(b *B) string {
		// Instagram / TikTok message-request thread, often short
		L := anyLoc()
		me := handle(L)
		them := handle(L)
		var sb strings.Builder
		fmt.Fprintf(&sb, "%s · %s\n", pick("Message request", "Solicitação de mensagem", "Solicitud de mensaje", "Nachrichtenanfrage", "メッセージリクエスト", "메시지 요청", "Запрос на переписку"), b.K("@"+them))
		fmt.Fprintf(&sb, "%s: %s\n", them, pick("hiii love your content!! 😍", "hey are you open to collabs?", "omg you're so pretty", "sup", "can u follow back"))
		fmt.Fprintf(&sb, "%s: %s\n", me, pick("thanks!", "depends, what's the brand?", "👍", "hi"))
		if b.clean {
			fmt.Fprintf(&sb, "%s: %s %s\n", them, pick("check my page, I have", "I'm at", "we're a small shop with"), b.K(followers(L)))
			fmt.Fprintf(&sb, "%s: %s", me, pick("please use the form in my bio 🙏", "send details here", "I'll ask my manager"))
			return sb.String()
		}
		mode := rn(0, 2)
		if L.Code == "en" && chance(.25) {
			mode = 3
		}
		switch mode {
		case 3:
			fmt.Fprintf(&sb, "%s: %s\n%s: %s", them, pick("for the brand payment our finance team needs your SSN for the 1099", "to send the $1,500 we just need your social security number"), me, pick("ok it's ", "sure: ", "")+b.P("ssn", ssn(false)))
		case 0:
			fmt.Fprintf(&sb, "%s: %s\n", them, pick("what's your number so we can talk on whatsapp", "can I have your email for the brief?", "send me your number pls"))
			fmt.Fprintf(&sb, "%s: %s", me, contactLine(b, L))
		case 1:
			fmt.Fprintf(&sb, "%s: %s", them, pick("here's mine: ", "my business line: ", "text me: ")+b.P("phone", L.Phone().Disp))
		default:
			fmt.Fprintf(&sb, "%s: %s\n%s: %s", them, pick("to claim the prize verify your account here, we need your login", "Meta support here. confirm your password to avoid suspension"), me, pick("ok my password is ", "it's ", "")+b.P("bearer", password(L)))
		}
		return sb.String()
	})
}

func t2s(t time.Time) string { return t.Format("Jan 2") }
