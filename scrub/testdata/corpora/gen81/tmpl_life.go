package main

import (
	"fmt"
	"strings"
)

// Healthcare, insurance, banking, card disputes, rentals.
func lifeTemplates() []tmpl {
	return []tmpl{
		{"insurance_claim_email", func(g *G, l *L) {
			p := g.person("us")
			c := g.usCity()
			l.q = fmt.Sprintf("Subject: Appeal — claim %s denied (CO-97)\n\nMember ID: %s\nGroup #: %s\nDate of service: %s, billed %s\nThe EOB says bundled, but the provider coded it separately. Please call me back at %s (cell) or email %s. Reference from the last call: %s.\n\n%s",
				l.k(fmt.Sprintf("%d%s", g.rng(2024, 2025), g.digits(9))), l.k(g.pick("XEH", "YUB", "ZGP", "W")+g.digits(9)), l.k(g.digits(7)), g.date(), l.k(g.money(120, 4800)),
				l.p("phone", g.nanp(c)), l.p("email", g.email(p, false)), l.k("C-"+g.digits(8)), p.Full())
		}},
		{"provider_referral_fax", func(g *G, l *L) {
			c := g.usCity()
			if g.chance(40) {
				c = g.caCity()
			}
			doc := g.person("us")
			l.q = fmt.Sprintf("REFERRAL — Cardiology\nReferring provider: Dr. %s, NPI %s\nPatient: %s, DOB %s, MRN %s\nDx: I48.91 (AFib, unspecified)\nPlease fax consult notes to %s, attn %s. Office line %s.",
				doc.Last, l.k(g.npi()), g.person("us").Full(), g.dob(), l.k(g.digits(8)), l.p("phone", g.nanp(c)), g.person("us").First, l.p("phone", g.nanp(c)))
		}},
		{"medicare_enrollment", func(g *G, l *L) {
			p := g.person("us")
			l.q = fmt.Sprintf("Helping my dad with his Part D enrollment. His new Medicare card number (MBI) is %s, Part A effective %s. The plan form still asks for his Social Security number: %s — is that normal? His phone is %s if the broker needs him.",
				l.k(g.mbi()), l.k(fmt.Sprintf("%02d-01-%d", g.rng(1, 12), g.rng(2018, 2025))), l.p("ssn", g.ssnAny()), l.p("phone", g.usPhone()))
			_ = p
		}},
		{"pharmacy_voicemail", func(g *G, l *L) {
			c := g.usCity()
			from := g.nanpStyle(g.pickS(c.Areas), 0)
			l.q = fmt.Sprintf("Voicemail from %s · %s · 0:%02d\nTranscript: \"Hi, this is %s from %s pharmacy calling for %s regarding prescription number %s. Your prior authorization came back, so please give us a call back at %s, option 2. Our hours are 9 to 9. Thanks.\"",
				l.p("phone", from), g.date(), g.rng(20, 59), g.person("us").First, g.pick("Walgreens", "CVS", "Rite Aid", "Kroger"), g.person("us").First, l.k(g.digits(7)), l.p("phone", g.nanp(c)))
		}},
		{"au_medicare_bulkbill", func(g *G, l *L) {
			p := g.person("au")
			l.q = fmt.Sprintf("New patient form — %s\nMedicare card: %s  Ref: %s  Valid to: %02d/%d\nDVA: N/A\nMobile: %s\nHome: %s\nEmail: %s\nEmergency contact: %s %s %s",
				p.Full(), l.k(g.auMedicare()), fmt.Sprint(g.rng(1, 5)), g.rng(1, 12), g.rng(2026, 2030), l.p("phone", g.auMobile()), l.p("phone", g.auLandline()), l.p("email", g.email(p, false)), g.person("au").First, p.Last, l.p("phone", g.auMobile()))
		}},
		{"patient_intake_json", func(g *G, l *L) {
			p := g.person("us")
			l.q = fmt.Sprintf(`POST /api/v1/intake 422 Unprocessable Entity — payload: {"patient":{"first":"%s","last":"%s","dob":"%s","ssn":"%s","phone_mobile":"%s","email":"%s"},"insurance":{"payer_id":"%s","member_id":"%s","group":"%s"},"npi":"%s"}`,
				p.First, p.Last, g.isoDOB(), l.p("ssn", g.ssnSep(g.pick("-", ""))), l.p("phone", g.nanpStyle(g.pickS(g.usCity().Areas), g.pick2([]int{9, 10, 1, 0}))), l.p("email", g.email(p, false)),
				l.k(g.digits(5)), l.k(g.upperAlnum(3)+g.digits(9)), l.k(g.digits(6)), l.k(g.npi()))
		}},
		{"card_dispute_chat", func(g *G, l *L) {
			b, cn := g.card(g.pick2([]int{0, 1, 2, 3}))
			l.q = fmt.Sprintf("I want to dispute a charge of %s on my %s %s from %s, merchant %s, ref %s. I never received the item and the seller stopped answering. You can text me at %s.",
				l.k(g.money(40, 2400)), b, l.p("credit_card", cn), g.date(), g.pick("SQ *CRAFTYBEAR", "PAYPAL *EBAY", "AMZN Mktp US", "TST* BLUE DOOR", "SP AURA BOUTIQUE"), l.k(g.digits(8)), l.p("phone", g.usPhone()))
		}},
		{"amex_dispute_email", func(g *G, l *L) {
			p := g.person(g.pick("us", "ca"))
			_, cn := g.cardDigits(4)
			l.q = fmt.Sprintf("Dear American Express,\n\nI am writing to dispute a charge on my Platinum Card %s, statement closing %s. Transaction: %s, %s, reference %s. Merchant credit was promised on %s but never posted.\n\nSincerely,\n%s\n%s",
				l.p("credit_card", formatCard(cn, g.pick2([]int{0, 0, 1, 2}))), g.date(), l.k(g.money(80, 3900)), g.pick("DELTA AIR LINES", "MARRIOTT BONVOY", "AIR CANADA", "HOME DEPOT"), l.k(g.upperAlnum(3)+g.digits(9)), g.date(), p.Full(), l.p("email", g.email(p, false)))
		}},
		{"bank_account_opening", func(g *G, l *L) {
			p := g.person("us")
			_, cn := g.cardDigits(g.pick2([]int{0, 2, 3}))
			l.q = fmt.Sprintf("Account holder: %s\nSSN: %s\nRouting #: %s\nAccount #: %s\nDebit card: %s  Exp %02d/%d\nPhone on file: %s\nBranch: %s (%s)",
				p.Full(), l.p("ssn", g.ssnAny()), l.k(g.routing()), l.k(g.digits(g.rng(10, 12))), l.p("credit_card", formatCard(cn, 0)), g.rng(1, 12), g.rng(26, 30), l.p("phone", g.usPhone()), g.pick("Main St", "Downtown", "Westgate"), l.k("transit "+g.digits(5)))
		}},
		{"fraud_alert_sms", func(g *G, l *L) {
			last4 := g.digits(4)
			l.q = fmt.Sprintf("%s Fraud Alert: Did you attempt a %s purchase at %s on card %s? Reply YES or NO. To speak to us call %s. Reply STOP to opt out.",
				g.pick("Chase", "Wells Fargo", "TD", "RBC", "Capital One", "Citi"), l.k(g.money(90, 2500)), g.pick("BESTBUY 0421", "WALMART #3312", "APPLE.COM/BILL", "COSTCO WHSE #0552"), l.k("ending "+last4), l.p("phone", g.tollFree()))
		}},
		{"interac_etransfer_fr", func(g *G, l *L) {
			p := g.person("qc")
			l.q = fmt.Sprintf("Salut! Pour le loyer de %s, je t'envoie un virement Interac à %s ce soir. Si ça bloque, texte-moi au %s. Numéro de référence : %s. Merci! %s",
				g.pick("janvier", "février", "mars", "avril", "mai"), l.p("email", g.email(p, false)), l.p("phone", g.qcPhone()), l.k("CA"+g.upperAlnum(6)+g.alnum(2)), p.First)
		}},
		{"zelle_request", func(g *G, l *L) {
			p := g.person("us")
			var id string
			if g.chance(50) {
				id = l.p("phone", g.nanpStyle(g.pickS(g.usCity().Areas), g.pick2([]int{1, 2, 0, 9})))
			} else {
				id = l.p("email", g.email(p, false))
			}
			l.q = fmt.Sprintf("hey it's %s from the carpool, can you send your half of the %s? zelle %s or venmo %s. thx!",
				p.First, l.k(g.money(20, 180)), id, l.k("@"+strings.ToLower(fold.Replace(p.First))+"-"+g.digits(2)))
		}},
		{"card_phone_order_notes", func(g *G, l *L) {
			c := g.caCity()
			b, cn := g.card(-1)
			l.q = fmt.Sprintf("Phone order notes — order #%s\nCust: %s\nCard: %s %s exp %02d/%02d\nShip to: %s, %s %s %s\nPh: %s\nPls call before delivery, dog in yard.",
				l.k("W"+g.digits(7)), g.person("ca").Full(), b, l.p("credit_card", cn), g.rng(1, 12), g.rng(26, 30), g.street(), c.Name, c.Region, l.k(g.postal(c)), l.p("phone", g.nanp(c)))
		}},
		{"carte_contestation_fr", func(g *G, l *L) {
			p := g.person("qc")
			_, cn := g.cardDigits(g.pick2([]int{0, 2}))
			l.q = fmt.Sprintf("Bonjour, je conteste une transaction de %s $ sur ma carte Visa Desjardins %s datée du %d %s. Je n'ai jamais reçu la marchandise. Mon numéro de téléphone : %s, courriel : %s. Merci, %s",
				l.k(g.frMoney(30, 1900)), l.p("credit_card", formatCard(cn, 0)), g.rng(1, 28), g.pick("janvier", "mars", "octobre", "novembre"), l.p("phone", g.qcPhone()), l.p("email", g.email(p, false)), p.Full())
		}},
		{"rental_application", func(g *G, l *L) {
			p := g.person("us")
			c := g.usCity()
			ll := g.person("us")
			l.q = fmt.Sprintf("RENTAL APPLICATION — Unit 2B, %s, %s %s\nApplicant: %s   DOB: %s\nSSN: %s   DL#: %s\nCurrent landlord: %s, %s\nEmployer: %s, monthly income %s\nApplication fee %s paid, confirmation %s",
				g.street(), c.Name, l.k(g.zip5(c)), p.Full(), g.dob(), l.p("ssn", g.ssnAny()), l.k(g.pick("D", "S", "B", "")+g.digits(8)),
				ll.Full(), l.p("phone", g.nanp(c)), g.pick("Target", "Kaiser Permanente", "Amazon", "Self-employed"), l.k(g.money(2900, 11000)), l.k(g.pick("$35", "$45", "$50")), l.k(g.upperAlnum(8)))
		}},
		{"tenant_screening_email", func(g *G, l *L) {
			p := g.person(g.pick("us", "ca"))
			l.q = fmt.Sprintf("TransUnion SmartMove: %s has completed their screening for %s. Screening ID %s, report ready %s.\nApplicant contact: %s | %s\nRecommendation: %s",
				p.Full(), g.street(), l.k(g.digits(8)), g.date(), l.p("email", g.email(p, false)), l.p("phone", g.usPhone()), g.pick("Accept", "Low Accept", "Conditional"))
		}},
		{"craigslist_rental_reply", func(g *G, l *L) {
			p := g.person("us")
			c := g.usCity()
			ph := g.nanpStyle(g.pickS(c.Areas), g.pick2([]int{1, 2, 8, 9, 0}))
			l.q = fmt.Sprintf("Hi, is the %s on %s still available? I can see it %s after %s. I have steady income and no pets. %s %s. -%s",
				g.pick("2BR", "1br/1ba", "studio", "3 bed house"), g.pickS(streetNames), g.pick("Saturday", "tomorrow", "this weekend"), g.pick("5", "noon", "6pm"), g.pick("Text me", "call or text", "my cell is", "cell:"), l.p("phone", ph), p.First)
		}},
		{"lease_renewal_email", func(g *G, l *L) {
			p := g.person("ca")
			c := g.caCity()
			rent := g.rng(1500, 2900)
			l.q = fmt.Sprintf("Hi %s,\n\nYour lease at %s, unit %d ends %s. The guideline increase for %d is 2.5%%, so rent would go from %s to %s. Please sign the N1 by %s.\n\n%s | Property Manager\n%s Property Management\nOffice %s  Cell %s\n%s",
				g.person("ca").First, g.street(), g.rng(101, 1908), g.date(), g.rng(2025, 2026), l.k(fmt.Sprintf("$%s.00", commas(rent))), l.k(fmt.Sprintf("$%s.%02d", commas(rent*1025/1000), (rent*1025)%1000/10)), g.date(), p.Full(), strings.Title(g.pickS(bizWords1)), l.p("phone", g.nanp(c)), l.p("phone", g.nanp(c)), l.p("email", g.email(p, true)))
		}},
		{"roommate_card_sms", func(g *G, l *L) {
			_, cn := g.cardDigits(g.pick2([]int{0, 1, 2, 3, 5}))
			l.q = fmt.Sprintf("can u put the %s bill on your card this month? mine got frozen lol. or use my other one %s exp %02d/%02d cvv on the back, zip %s. I'll etransfer you %s friday",
				g.pick("hydro", "internet", "Enbridge", "Rogers", "electric"), l.p("credit_card", formatCard(cn, g.pick2([]int{0, 2, 2}))), g.rng(1, 12), g.rng(26, 30), l.k(g.pick("M6K", "V5T", "K1S", "T2N")+" "+fmt.Sprint(g.intn(10))+g.pick("A", "B", "E", "R")+fmt.Sprint(g.intn(10))), l.k(g.money(40, 180)))
		}},
	}
}
