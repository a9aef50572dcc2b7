package main

import (
	"fmt"
	"strings"
	"time"
)

func sigBlock(b *B, L *Loc, br Brand, clean bool) string {
	g := pick(L.Given...)
	f := pick(L.Family...)
	title := pick("Influencer Marketing Manager", "Partnerships Lead", "Brand Manager", "Head of Creator Partnerships", "Talent Manager", "Marketing Coordinator", "Gerente de Marketing", "Leiterin Influencer Marketing", "Chargée de partenariats", "Менеджер по рекламе")
	lines := []string{"--", capFirst(asciiFoldName(g)) + " " + capFirst(f), title + " | " + br.Name}
	if clean {
		lines = append(lines, b.K("www."+br.Domain), pick("Sent from my iPhone", "This email and any attachments are confidential.", "🌱 Please consider the environment before printing."))
		return strings.Join(lines, "\n")
	}
	mail := strings.ToLower(asciiFold(g)) + pick(".", "", "_") + strings.ToLower(asciiFold(f)) + "@" + br.Domain
	if chance(.3) {
		mail = strings.ToLower(asciiFold(g))[:1] + strings.ToLower(asciiFold(f)) + "@" + br.Domain
	}
	lab := pick("E: ", "Email: ", "✉ ", "")
	lines = append(lines, lab+b.P("email", mail))
	if chance(.75) {
		p := b.P("phone", L.Phone().Disp)
		if chance(.25) {
			p += lp(L, extWord) + fmt.Sprint(rn(10, 999))
		}
		lines = append(lines, pick("M: ", "T: ", "Mobile: ", "Tel ", "📱 ", "WhatsApp: ")+p)
	}
	if chance(.4) {
		lines = append(lines, b.K("www."+br.Domain))
	}
	return strings.Join(lines, "\n")
}

func asciiFoldName(s string) string { return s }

func init() {
	reg("brand_contract", true, true, func(b *B) string {
		L := anyLoc()
		br := pick(brands...)
		cr := handle(L)
		t := randTime()
		fee := b.K(L.Price())
		var sb strings.Builder
		title := pick("INFLUENCER MARKETING AGREEMENT", "CREATOR SPONSORSHIP AGREEMENT", "Influencer Agreement")
		if lt, ok := contractTitle[L.Code]; ok && chance(.5) {
			title = lt + " / " + title
		}
		fmt.Fprintf(&sb, "%s\n\n", title)
		fmt.Fprintf(&sb, "This Agreement is made on %s between %s (\"Brand\") and the creator known as %s (\"Creator\").\n\n", b.K(L.Date(t)), br.Name, b.K("@"+cr))
		dl := pick([]string{"Instagram Reels", "Stories", "Instagram"}, []string{"TikTok videos", "TikTok Stories", "TikTok"}, []string{"YouTube integrations (60–90 s)", "community posts", "YouTube"}, []string{"Twitch stream segments (20 min)", "X posts", "Twitch and X"})
		fmt.Fprintf(&sb, "1. Deliverables. Creator will publish %d %s and %d %s on %s between %s and %s, tagged %s and %s.\n",
			rn(1, 4), dl[0], rn(1, 6), dl[1], dl[2],
			b.K(t.AddDate(0, 0, 7).Format("2006-01-02")), b.K(t.AddDate(0, 1, 0).Format("2006-01-02")), b.K(pick(L.Hashtags...)), b.K("@"+strings.ToLower(strings.ReplaceAll(strings.Split(br.Name, " ")[0], "&", "and"))+pick("_official", ".global", "hq", "_brasil", ".oficial", "world")))
		fmt.Fprintf(&sb, "2. Fee. Brand shall pay %s within %d days of invoice, net of applicable withholding. PO reference %s.\n", fee, pick(15, 30, 45, 60), b.K("PO-"+fmt.Sprint(t.Year())+"-"+fmt.Sprintf("%04d", rn(1, 9999))))
		fmt.Fprintf(&sb, "3. Usage rights. %d months paid usage, whitelisting via Meta Partnership Ads. Exclusivity: %s category, %d days.\n", pick(3, 6, 12), pick("skincare", "energy drinks", "VPN", "headphones", "coffee"), pick(30, 60, 90))
		fmt.Fprintf(&sb, "4. Disclosure. All content must carry %s in the first line per FTC / ASA / CONAR guidance.\n", pick(L.Hashtags...))
		if chance(.5) {
			fmt.Fprintf(&sb, "5. Approval. Drafts are due %d business days before posting; Brand has %d rounds of revisions.\n", rn(2, 7), rn(1, 3))
		}
		sb.WriteString("\nNOTICES\n")
		if b.clean {
			fmt.Fprintf(&sb, "Notices shall be sent through the Brand's creator portal (contract ID %s).\n\n", b.K(uuid()))
			fmt.Fprintf(&sb, "Signed: ____________  Date: %s", L.Date(t.AddDate(0, 0, 2)))
			return sb.String()
		}
		fmt.Fprintf(&sb, "Brand: %s, Attn: Legal — %s\n", br.Name, b.P("email", roleEmail(br.Domain)))
		fmt.Fprintf(&sb, "Creator: c/o %s — %s", pick("self", pick(agencies...).Name), b.P("email", emailFor(L)))
		if chance(.6) {
			fmt.Fprintf(&sb, ", %s", b.P("phone", L.Phone().Disp))
		}
		sb.WriteString("\n\n")
		if chance(.3) {
			fmt.Fprintf(&sb, "Payment details: PayPal %s\n\n", b.P("email", emailFor(L)))
		}
		fmt.Fprintf(&sb, "Signed: ____________  Date: %s", L.Date(t.AddDate(0, 0, 2)))
		return sb.String()
	})

	reg("creator_invoice", true, true, func(b *B) string {
		L := locOf("en", "engb", "de", "fr", "es", "pt", "pl", "it", "id", "hi")
		br := pick(brands...)
		t := randTime()
		var sb strings.Builder
		inv := b.K(invoiceNo())
		il := invLab[L.Code]
		if il == nil || chance(.3) {
			il = invLab["en"]
		}
		fmt.Fprintf(&sb, "%s %s\n%s: %s   %s: %s\n\n", il[0], inv, il[1], b.K(L.Date(t)), il[2], L.Date(t.AddDate(0, 0, 30)))
		who := pick(L.Given...) + " " + pick(L.Family...)
		fmt.Fprintf(&sb, "From: %s (%s)\n", who, b.K("@"+handle(L)))
		if !b.clean {
			fmt.Fprintf(&sb, "       %s\n", b.P("email", emailFor(L)))
			if chance(.5) {
				fmt.Fprintf(&sb, "       %s\n", b.P("phone", L.Phone().Disp))
			}
		}
		fmt.Fprintf(&sb, "Bill to: %s, %s\n", br.Name, pick("Accounts Payable", "Finance Dept.", "Buchhaltung", "Financeiro"))
		if !b.clean && chance(.5) {
			fmt.Fprintf(&sb, "         %s\n", b.P("email", roleEmail(br.Domain)))
		}
		sb.WriteString("\n| Item | Qty | Amount |\n|---|---|---|\n")
		tot := 0
		for i := 0; i < rn(1, 4); i++ {
			amt := rn(150, 6000)
			tot += amt
			fmt.Fprintf(&sb, "| %s | %d | %s |\n", pick("Instagram Reel", "TikTok video", "YouTube integration", "Story set (3 frames)", "Usage rights 6 mo", "UGC raw footage", "Twitch segment 20 min"), rn(1, 3), groupInt(amt, ","))
		}
		fmt.Fprintf(&sb, "\nTotal: %s %s\n", b.K(groupInt(tot, ",")+".00"), L.Cur)
		if chance(.5) {
			fmt.Fprintf(&sb, "VAT/Tax ID: %s\n", b.K(pick("EIN "+ein(), "USt-IdNr. DE"+nz(9), "NIP "+nz(10)[:3]+"-"+digits(3)+"-"+digits(2)+"-"+digits(2), "GSTIN 27"+rs(upper, 5)+digits(4)+rs(upper, 1)+"1Z"+rs(ualnum, 1))))
		}
		if b.clean {
			fmt.Fprintf(&sb, "Payment: bank transfer, reference %s", b.K(inv+"-"+rs(ualnum, 4)))
		} else {
			switch rn(0, 2) {
			case 0:
				fmt.Fprintf(&sb, "Payment: PayPal → %s", b.P("email", emailFor(L)))
			case 1:
				fmt.Fprintf(&sb, "Payment: Wise / PayPal, reference %s. Questions: %s", b.K(inv), b.P("phone", L.Phone().Disp))
			default:
				if L.Code == "en" && chance(.7) {
					fmt.Fprintf(&sb, "SSN (for 1099): %s\nPayment: Zelle to %s", b.P("ssn", ssn(false)), b.P("phone", phoneUS().Disp))
				} else {
					fmt.Fprintf(&sb, "Payment: bank transfer, reference %s. Remittance advice to %s", b.K(inv), b.P("email", emailFor(L)))
				}
			}
		}
		return sb.String()
	})

	reg("w9_onboarding", true, true, func(b *B) string {
		L := locOf("en", "en", "en", "es")
		t := randTime()
		var sb strings.Builder
		fmt.Fprintf(&sb, "%s\n\n", pick("Partner Program — Tax Interview (Form W-9)", "Creator Fund payout setup", "Tax info for 1099-NEC", "Información fiscal (W-9) — Programa de creadores"))
		fmt.Fprintf(&sb, "Legal name: %s %s\n", pick(L.Given...), pick(L.Family...))
		fmt.Fprintf(&sb, "Federal tax classification: %s\n", pick("Individual/sole proprietor", "Single-member LLC", "Individual"))
		itin := chance(.25)
		useEIN := chance(.1)
		if b.clean || useEIN {
			fmt.Fprintf(&sb, "TIN type: EIN\nTIN: %s\n", b.K(ein()))
		} else {
			typ := "SSN"
			if itin {
				typ = "ITIN"
			}
			lab := pick("TIN", "Taxpayer ID", typ, "Social Security Number", "Número de Seguro Social")
			if itin {
				lab = pick("ITIN", "Taxpayer ID (ITIN)", "TIN")
			}
			fmt.Fprintf(&sb, "TIN type: %s\n%s: %s\n", typ, lab, b.P("ssn", ssn(itin)))
		}
		city := pick("Austin, TX 78704", "Miami, FL 33130", "Chicago, IL 60614", "Los Angeles, CA 90026", "Brooklyn, NY 11211", "Phoenix, AZ 85004")
		fmt.Fprintf(&sb, "City/State/ZIP: %s\n", b.K(city))
		if !b.clean {
			if chance(.7) {
				fmt.Fprintf(&sb, "Contact email: %s\n", b.P("email", emailFor(L)))
			}
			if chance(.4) {
				fmt.Fprintf(&sb, "Phone: %s\n", b.P("phone", phoneUS().Disp))
			}
		}
		fmt.Fprintf(&sb, "Certified: %s  Signature: /s/ e-signed  Channel ID: %s", b.K(t.Format("2006-01-02 15:04 MST")), b.K(pick(ytChannel(), snowflake(), nz(9))))
		return sb.String()
	})

	reg("payout_notice", true, true, func(b *B) string {
		L := anyLoc()
		plat := pick("Twitch", "YouTube", "Patreon", "TikTok Creator Rewards", "Ko-fi", "Substack", "Kick", "Fanbox", "Boosty")
		t := randTime()
		amt := fmt.Sprintf("%s.%02d", groupInt(rn(40, 25000), ","), rn(0, 99))
		var sb strings.Builder
		if !b.clean && chance(.6) {
			fmt.Fprintf(&sb, "From: %s <%s>\nTo: %s\n", plat, b.P("email", pick("no-reply@", "payouts@", "noreply@", "creators@")+strings.ToLower(strings.Fields(plat)[0])+pick(".com", ".tv", ".com")), b.P("email", emailFor(L)))
		}
		fmt.Fprintf(&sb, "Subject: %s\n\n", pick("Your payout is on its way", "Payout sent", "We've sent your earnings", "Seu pagamento foi enviado", "Tu pago está en camino", "Auszahlung veranlasst"))
		fmt.Fprintf(&sb, "Hi %s,\n\nYour payout of %s %s for the period ending %s has been initiated.\n", handle(L), b.K("$"+amt), "USD", b.K(t.Format("2006-01-02")))
		fmt.Fprintf(&sb, "Payout ID: %s\n", b.K(pick(stripeID("po"), "PAYOUT-"+rs(ualnum, 10), uuid())))
		if b.clean {
			fmt.Fprintf(&sb, "Method: %s %s\nExpected arrival: %s\n", pick("Bank account", "Debit card", "Direct deposit"), b.K(pick("•••• ", "****", "ending in ")+digits(4)), b.K(L.Date(t.AddDate(0, 0, rn(1, 5)))))
		} else {
			switch rn(0, 2) {
			case 0:
				fmt.Fprintf(&sb, "Method: PayPal (%s)\n", b.P("email", emailFor(L)))
			case 1:
				fmt.Fprintf(&sb, "Method: Payoneer — account email %s\n", b.P("email", emailFor(L)))
			default:
				fmt.Fprintf(&sb, "Method: debit card %s\n", b.P("credit_card", cardFor(L)))
			}
		}
		fmt.Fprintf(&sb, "Withholding: %s\n\n%s", b.K(pick("0", "24", "30", "15")+"%"), pick("Thanks for creating with us.", "— The Creator Team", "Questions? Visit the Help Center."))
		return sb.String()
	})

	reg("sponsorship_pitch", true, true, func(b *B) string {
		L := anyLoc()
		br := pick(brands...)
		cr := handle(L)
		var sb strings.Builder
		fmt.Fprintf(&sb, "Subject: %s x %s — paid collab?\n\n", br.Name, b.K("@"+cr))
		fmt.Fprintf(&sb, "%s %s,\n\n", pick("Hi", "Hey", "Olá", "Hola", "Hallo", "Bonjour", "Ciao"), cr)
		fmt.Fprintf(&sb, "I'm reaching out from %s. We loved your recent %s (%s) and think your audience of %s would be a great fit for our %s launch on %s.\n\n",
			br.Name, pick("video", "reel", "stream", "unboxing"), b.K(pick("https://youtu.be/"+ytVideo(), "https://www.tiktok.com/@"+cr+"/video/"+tweetID(), "https://www.instagram.com/reel/"+rs(b64u, 11)+"/")),
			b.K(followers(L)), pick("spring", "holiday", "Ramadan", "back-to-school", "11.11", "Black Friday"), b.K(L.Date(randTime())))
		fmt.Fprintf(&sb, "Budget is %s for 1 dedicated video + 3 stories, usage 90 days. Promo code %s, %s off.\n\n", b.K(L.Price()), b.K(strings.ToUpper(cr[:min(len(cr), 5)])+fmt.Sprint(rn(10, 30))), b.K(fmt.Sprintf("%d%%", pick(10, 15, 20, 25))))
		if !b.clean && chance(.5) {
			fmt.Fprintf(&sb, "If it's easier, WhatsApp me at %s.\n\n", b.P("phone", L.Phone().Disp))
		}
		sb.WriteString(sigBlock(b, L, br, b.clean))
		return sb.String()
	})

	reg("agency_roster_csv", true, true, func(b *B) string {
		L := anyLoc()
		n := rn(3, 10)
		cols := []string{"handle", "platform", "followers", "eng_rate", "rate_usd"}
		contact := !b.clean
		if contact {
			cols = append(cols, pick("manager_email", "email", "contact_email"))
			if chance(.6) {
				cols = append(cols, pick("phone", "mobile", "whatsapp"))
			}
		}
		cols = append(cols, "last_campaign")
		delim := pick(",", ",", "\t", ";")
		var sb strings.Builder
		sb.WriteString(strings.Join(cols, delim) + "\n")
		for i := 0; i < n; i++ {
			LL := anyLoc()
			if chance(.5) {
				LL = L
			}
			h := "@" + handle(LL)
			if i == 0 {
				b.K(h)
			}
			row := []string{h, pick("IG", "TT", "YT", "Twitch", "X"), fmt.Sprint(rn(8000, 4000000)), fmt.Sprintf("%.1f%%", float64(rn(8, 120))/10), fmt.Sprint(rn(3, 300) * 50)}
			if contact {
				row = append(row, b.P("email", emailFor(LL)))
				if len(cols) == 8 {
					p := LL.Phone()
					v := p.Disp
					if chance(.4) || strings.Contains(v, delim) {
						v = p.E164
					}
					row = append(row, b.P("phone", v))
				}
			}
			row = append(row, pick("2025-Q1 GlowLab", "NordPeak winter", "-", "Borealis VPN", "Snowcap launch"))
			sb.WriteString(strings.Join(row, delim) + "\n")
		}
		return strings.TrimRight(sb.String(), "\n")
	})

	reg("media_kit_md", true, true, func(b *B) string {
		L := anyLoc()
		h := handle(L)
		var sb strings.Builder
		fmt.Fprintf(&sb, "# %s — Media Kit %d\n\n", b.K("@"+h), pick(2024, 2025))
		fmt.Fprintf(&sb, "%s creator · %s · %s\n\n", pick("Lifestyle", "Gaming", "Beauty", "Tech", "Food", "Fitness", "Travel", "Books"), pick(L.Cities...), langTag(L))
		sb.WriteString("## Audience\n| Platform | Followers | Avg views | ER |\n|---|---|---|---|\n")
		for _, p := range sample([]string{"Instagram", "TikTok", "YouTube", "Twitch", "X"}, rn(2, 4)) {
			fl := groupInt(rn(5000, 3000000), ",")
			fmt.Fprintf(&sb, "| %s | %s | %s | %s |\n", p, b.K(fl), groupInt(rn(1000, 500000), ","), fmt.Sprintf("%.1f%%", float64(rn(10, 90))/10))
		}
		fmt.Fprintf(&sb, "\nTop countries: %s\nAge 18–34: %d%%\n\n## Rates\n- Reel/TikTok: %s\n- Story: %s\n- YouTube integration: %s\n\n## Contact\n",
			pick("BR 61%, PT 12%", "US 44%, CA 9%, UK 8%", "DE 70%, AT 12%", "JP 88%", "TR 79%", "ID 91%", "MX 55%, US 20%"), rn(45, 80), b.K(L.Price()), L.Price(), L.Price())
		if b.clean {
			sb.WriteString("Bookings via the form at " + b.K("https://linktr.ee/"+h) + " — no DMs please.")
		} else {
			fmt.Fprintf(&sb, "- Email: %s\n", b.P("email", pick(emailFor(L), h+".business@gmail.com", "collabs."+h+"@gmail.com")))
			if chance(.5) {
				fmt.Fprintf(&sb, "- Management: %s\n", b.P("email", roleEmail(pick(agencies...).Domain)))
			}
			if chance(.4) {
				fmt.Fprintf(&sb, "- WhatsApp: %s\n", b.P("phone", L.Phone().Disp))
			}
		}
		return strings.TrimRight(sb.String(), "\n")
	})

	reg("chargeback_dispute", true, true, func(b *B) string {
		L := anyLoc()
		t := randTime()
		ord := b.K(pick("#"+nz(4), "#"+nz(5), "SHOP-"+nz(6), amazonOrder()))
		var sb strings.Builder
		fmt.Fprintf(&sb, "%s\n\n", pick("Merch store dispute", "Chargeback on my shop", "Disputa de cobrança na lojinha", "Contracargo en mi tienda", "Rückbuchung im Merch-Shop"))
		fmt.Fprintf(&sb, "Order %s placed %s for %s was disputed as \"%s\".\n", ord, b.K(t.Format("2006-01-02")), b.K(L.Price()), pick("product not received", "fraudulent", "unrecognized", "duplicate"))
		if b.clean {
			fmt.Fprintf(&sb, "Stripe shows dispute %s, card ending %s, evidence due %s. Tracking %s shows delivered.", b.K(stripeID("dp")), b.K(digits(4)), b.K(t.AddDate(0, 0, 10).Format("2006-01-02")), b.K(upsTrack()))
			return sb.String()
		}
		switch rn(0, 2) {
		case 0:
			fmt.Fprintf(&sb, "The customer emailed me the full card to 'prove' it's theirs: %s. What do I do with that?\n", b.P("credit_card", cardFor(L)))
		case 1:
			fmt.Fprintf(&sb, "Buyer: %s / %s. Card on the order: %s.\n", b.P("email", emailFor(L)), b.P("phone", L.Phone().Disp), b.P("credit_card", cardFor(L)))
		default:
			fmt.Fprintf(&sb, "I accidentally paid with my own card %s when testing checkout and now there's a dispute?\n", b.P("credit_card", cardFor(L)))
		}
		fmt.Fprintf(&sb, "Dispute ID %s.", b.K(stripeID("dp")))
		return sb.String()
	})

	reg("ssn_question", true, true, func(b *B) string {
		L := locOf("en", "en", "es")
		if b.clean {
			return pick("A brand is asking for my SSN to send a 1099. Is that normal for a $", "Do I need to give my EIN or SSN to Twitch for a payout of $", "¿Es normal que una marca me pida el número de seguro social por un pago de $") +
				b.K(groupInt(rn(600, 20000), ",")) + pick("? I have an EIN (", "? My EIN is (", "? Tengo EIN (") + b.K(ein()) + ")."
		}
		itin := chance(.25)
		v := b.P("ssn", ssn(itin))
		word := "SSN"
		if itin {
			word = "ITIN"
		}
		switch rn(0, 4) {
		case 0:
			return fmt.Sprintf("A brand asked for my %s for the 1099 and I already sent it over DM (%s). Was that a mistake?", word, v)
		case 1:
			return fmt.Sprintf("Filling the payout tax form, it rejects my %s %s — says 'TIN mismatch'. Name matches my card exactly. Anyone else?", word, v)
		case 2:
			return fmt.Sprintf("my %s is %s and my email is %s, pls update the W-9 on file for my channel", strings.ToLower(word), v, b.P("email", emailFor(L)))
		case 3:
			return fmt.Sprintf("Mi número de seguro social es %s, ¿lo pongo en el formulario W-9 de la agencia o no hace falta?", v)
		}
		return fmt.Sprintf("%s: %s\nReason: agency onboarding (1099-NEC)\nSent by: %s", pick("Social Security No.", "SSN", word), v, b.P("email", emailFor(L)))
	})

	reg("card_oneliner", true, true, func(b *B) string {
		L := anyLoc()
		if b.clean {
			return pick("charged twice for the sub, card ending ", "my card •••• ", "Kartenendung ", "cartão final ", "カード下4桁 ") + b.K(digits(4)) + pick(" — refund pls", ", order ", " ") + b.K(pick(amazonOrder(), "#"+nz(6), L.Price()))
		}
		c := b.P("credit_card", cardFor(L))
		return pick(
			"charged twice for the subscription on card "+c+", can someone refund?",
			"why was my card "+c+" declined for Nitro??",
			"Cobraram duas vezes no cartão "+c+" pela assinatura do canal",
			"Me cobraron la membresía dos veces en la tarjeta "+c,
			"Die Abo-Gebühr wurde zweimal von meiner Karte "+c+" abgebucht",
			"С карты "+c+" дважды списали за подписку",
			"カード "+c+" で二重決済されました",
			"Kartımdan ("+c+") iki kez çekim yapıldı",
			"kartu "+c+" kena tagihan dobel buat langganan",
			"Tôi bị trừ tiền 2 lần vào thẻ "+c,
		)
	})

	reg("giveaway_winners", true, true, func(b *B) string {
		L := anyLoc()
		n := rn(2, 8)
		var sb strings.Builder
		fmt.Fprintf(&sb, "%s %s\n", pick("🎉 Giveaway winners", "Ganhadores do sorteio", "Ganadores del sorteo", "Gewinner", "当選者", "당첨자", "Pemenang giveaway", "Kazananlar"), b.K(L.Date(randTime())))
		for i := 0; i < n; i++ {
			h := "@" + handle(L)
			if i < 2 {
				b.K(h)
			}
			if b.clean {
				fmt.Fprintf(&sb, "%d. %s — %s\n", i+1, h, pick("prize A", "prize B", "code sent via DM", "Discord Nitro", "signed poster"))
			} else {
				fmt.Fprintf(&sb, "%d. %s — %s\n", i+1, h, b.P("email", emailFor(L)))
			}
		}
		if b.clean {
			sb.WriteString(pick("Winners have 48h to reply to the DM.", "Prizes ship from "+pick(L.Cities...)+"."))
		} else {
			sb.WriteString(pick("(internal — don't post the emails publicly)", "shipping list for the agency", "pls send codes by Friday"))
		}
		return sb.String()
	})

	reg("forwarded_thread", true, true, func(b *B) string {
		L := locOf("es", "pt", "fr", "de", "it", "pl", "en")
		lab := map[string][]string{
			"es": {"---------- Mensaje reenviado ---------", "De", "Fecha", "Asunto", "Para"},
			"pt": {"---------- Mensagem encaminhada ---------", "De", "Data", "Assunto", "Para"},
			"fr": {"---------- Message transféré ---------", "De", "Date", "Objet", "À"},
			"de": {"---------- Weitergeleitete Nachricht ---------", "Von", "Datum", "Betreff", "An"},
			"it": {"---------- Messaggio inoltrato ---------", "Da", "Data", "Oggetto", "A"},
			"pl": {"---------- Przekazana wiadomość ---------", "Od", "Data", "Temat", "Do"},
			"en": {"---------- Forwarded message ---------", "From", "Date", "Subject", "To"},
		}[L.Code]
		br := pick(brands...)
		t := randTime()
		var sb strings.Builder
		if x := lp(L, fwdIntro); x != "" {
			sb.WriteString(x + "\n\n")
		}
		sb.WriteString(lab[0] + "\n")
		if b.clean {
			fmt.Fprintf(&sb, "%s: %s\n%s: %s\n%s: %s\n\n", lab[1], br.Name, lab[2], b.K(t.Format("Mon, Jan 2, 2006 at 3:04 PM")), lab[3], "Campaign brief "+b.K(pick("Q2", "Q3", "Q4")+"-"+fmt.Sprint(t.Year())))
			fmt.Fprintf(&sb, "Deliverables: 1 Reel + 2 Stories. Go-live %s. Hashtags %s %s. Budget %s.", b.K(L.Date(t.AddDate(0, 0, 14))), b.K(pick(L.Hashtags...)), b.K("#"+tagOf(br.Name)), b.K(L.Price()))
			return sb.String()
		}
		fmt.Fprintf(&sb, "%s: %s <%s>\n%s: %s\n%s: %s\n%s: %s\n\n", lab[1], br.Name, b.P("email", roleEmail(br.Domain)), lab[2], b.K(t.Format("Mon, Jan 2, 2006 at 3:04 PM")), lab[3], pick("Contract + brief", "Re: rates", "Shipping your PR box", "Invoice "+invoiceNo()), lab[4], b.P("email", emailFor(L)))
		fmt.Fprintf(&sb, "%s\n\n", pick("Please confirm the shipping details and a phone number for the courier.", "Attached is the contract, please sign by Friday.", "Can you send your invoice with your tax ID?"))
		sb.WriteString(sigBlock(b, L, br, false))
		return sb.String()
	})

	reg("vcard_contact", true, false, func(b *B) string {
		L := anyLoc()
		br := pick(append(brands, agencies...)...)
		g, f := pick(L.Given...), pick(L.Family...)
		var sb strings.Builder
		fmt.Fprintf(&sb, "BEGIN:VCARD\nVERSION:3.0\nN:%s;%s;;;\nFN:%s %s\nORG:%s\nTITLE:%s\n", f, g, g, f, br.Name, pick("Talent Manager", "Creator", "Booking Agent", "PR"))
		p := L.Phone()
		fmt.Fprintf(&sb, "TEL;TYPE=CELL:%s\n", b.P("phone", pick(p.Disp, p.E164)))
		if chance(.4) {
			fmt.Fprintf(&sb, "TEL;TYPE=WORK,VOICE:%s\n", b.P("phone", L.Phone().Disp))
		}
		fmt.Fprintf(&sb, "EMAIL;TYPE=INTERNET:%s\n", b.P("email", emailFor(L)))
		fmt.Fprintf(&sb, "URL:%s\nX-SOCIALPROFILE;type=instagram:%s\nREV:%s\nEND:VCARD", b.K("https://"+br.Domain), b.K("https://instagram.com/"+handle(L)), b.K(randTime().Format("20060102T150405Z")))
		return sb.String()
	})

	reg("html_linkinbio", true, true, func(b *B) string {
		L := anyLoc()
		h := handle(L)
		var sb strings.Builder
		col := b.K(hexColor())
		fmt.Fprintf(&sb, "<div class=\"links\" style=\"--accent:%s\">\n  <h1>%s</h1>\n", col, b.K("@"+h))
		fmt.Fprintf(&sb, "  <a href=\"https://www.youtube.com/%s\">YouTube</a>\n", b.K("channel/"+ytChannel()))
		fmt.Fprintf(&sb, "  <a href=\"https://discord.gg/%s\">Discord</a>\n", b.K(invite()))
		if !b.clean {
			switch rn(0, 2) {
			case 0:
				e := b.P("email", emailFor(L))
				fmt.Fprintf(&sb, "  <a href=\"mailto:%s?subject=Collab\">%s</a>\n", e, e)
			case 1:
				p := L.Phone()
				fmt.Fprintf(&sb, "  <a href=\"tel:%s\">%s</a>\n", b.P("phone", p.E164), b.P("phone", p.Disp))
			default:
				p := L.Phone()
				fmt.Fprintf(&sb, "  <a href=\"https://wa.me/%s?text=Oi\">WhatsApp</a>\n  <p>business: %s</p>\n", b.P("phone", strings.TrimPrefix(p.E164, "+")), b.P("email", emailFor(L)))
			}
		} else {
			fmt.Fprintf(&sb, "  <a href=\"https://ko-fi.com/%s\">Ko-fi</a>\n", h)
		}
		fmt.Fprintf(&sb, "  <small>© %d · v%s</small>\n</div>", pick(2024, 2025), b.K(semver()))
		return sb.String()
	})

	_ = time.Now
}

func tagOf(name string) string {
	var sb strings.Builder
	for _, r := range asciiFold(name) {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' {
			sb.WriteRune(r)
		}
	}
	return sb.String()
}

var invLab = map[string][]string{"en": {"INVOICE", "Date", "Due"}, "de": {"RECHNUNG", "Datum", "Fällig am"}, "fr": {"FACTURE", "Date", "Échéance"}, "es": {"FACTURA", "Fecha", "Vence"},
	"pt": {"FATURA", "Data", "Vencimento"}, "pl": {"FAKTURA", "Data wystawienia", "Termin płatności"}, "it": {"FATTURA", "Data", "Scadenza"}, "id": {"INVOICE", "Tanggal", "Jatuh tempo"}, "hi": {"INVOICE", "Date", "Due"}}

var extWord = map[string][]string{"en": {" ext. ", " x", " ext "}, "de": {" Durchwahl ", " App. "}, "pt": {" ramal "}, "es": {" ext. "}, "fr": {" poste "}, "it": {" int. "}, "pl": {" wew. "}, "tr": {" dahili "}, "ru": {" доб. "}}

var fwdIntro = map[string][]string{"en": {"FYI, see below", "Can you check this?", ""}, "es": {"Mira esto", "Te reenvío lo de la marca", ""}, "pt": {"Olha isso", "Segue abaixo", ""},
	"fr": {"Voir ci-dessous", "Pour info", ""}, "de": {"Schau mal", "Zur Info, siehe unten", ""}, "it": {"Guarda qui sotto", "Ti inoltro", ""}, "pl": {"Zobacz poniżej", "Przesyłam dalej", ""}}

var contractTitle = map[string]string{"pt": "CONTRATO DE PRESTAÇÃO DE SERVIÇOS DE INFLUENCIADOR", "es": "CONTRATO DE COLABORACIÓN PUBLICITARIA", "de": "KOOPERATIONSVEREINBARUNG",
	"fr": "CONTRAT DE PARTENARIAT COMMERCIAL", "ru": "ДОГОВОР НА ОКАЗАНИЕ РЕКЛАМНЫХ УСЛУГ", "tr": "REKLAM İŞBİRLİĞİ SÖZLEŞMESİ", "id": "PERJANJIAN KERJA SAMA ENDORSEMENT", "pl": "UMOWA O WSPÓŁPRACY REKLAMOWEJ", "it": "CONTRATTO DI COLLABORAZIONE"}

func langTag(L *Loc) string {
	if t, ok := map[string]string{"engb": "EN-GB", "es": "ES/EN", "pt": "PT-BR", "hi": "HI/EN", "en": "EN"}[L.Code]; ok {
		return t
	}
	return strings.ToUpper(L.Code)
}
