package main

import (
	"fmt"
	"strings"
)

// Clean lines: no PII, but the look-alikes the README says stay.
func cleanTemplates() []tmpl {
	return []tmpl{
		{"clean_refund_status", func(g *G, l *L) {
			l.q = fmt.Sprintf("Where's My Refund says my %d refund of %s was approved %s with a direct deposit date of %s. Transcript shows code 846 and cycle %s. The EIN on my W-2 is %s if that matters. Is that normal?",
				g.rng(2023, 2024), l.k(g.money(300, 9000)), l.k(g.date()), l.k(g.date()), l.k(fmt.Sprintf("2025%02d05", g.rng(5, 20))), l.k(g.ein()))
		}},
		{"clean_w2_masked", func(g *G, l *L) {
			l.q = fmt.Sprintf("My W-2 from ADP shows the SSN as %s — is that normal for the employee copy? Box 12a code DD %s, box 14 %s %s, control number %s.",
				l.k(g.pick("XXX-XX-", "***-**-", "xxx-xx-")+g.digits(4)), l.k(g.moneyNoSign(1200, 12000)), g.pick("NY SDI", "CASDI", "NJ FLI", "PA SUI"), l.k(g.moneyNoSign(10, 400)), l.k(g.upperAlnum(3)+g.digits(5)))
		}},
		{"clean_irs_notice", func(g *G, l *L) {
			l.q = fmt.Sprintf("Got a %s dated %s for tax year %d. Amount due %s, pay by %s. The notice references Form 1040 line %s and my EIN %s for the Schedule C. Do I respond online or by fax?",
				g.pick("CP2000", "CP14", "CP501", "LTR 4883C"), l.k(g.date()), g.rng(2021, 2024), l.k(g.money(150, 9000)), l.k(g.date()), g.pick("1a", "8", "16", "24"), l.k(g.ein()))
		}},
		{"clean_cra_noa", func(g *G, l *L) {
			l.q = fmt.Sprintf("Notice of assessment %d: refund %s, RRSP deduction limit %s, line 15000 total income %s, line 43500 %s. Why is my TFSA room %s when I never contributed?",
				g.rng(2023, 2024), l.k(g.money(50, 4000)), l.k(g.money(9000, 31560)), l.k(commas(g.rng(30000, 160000))+".00"), l.k(commas(g.rng(4000, 40000))+"."+fmt.Sprintf("%02d", g.intn(100))), l.k(g.money(7000, 102000)))
		}},
		{"clean_order_tracking", func(g *G, l *L) {
			l.q = fmt.Sprintf("Order #%s shipped %s via UPS %s, estimated delivery %s. Second box is USPS %s. Total charged %s to the card ending %s.",
				l.k(g.amazonOrder()), g.pick("Mon", "yesterday", "Mar 3"), l.k(g.ups()), g.pick("Thu by 9pm", "Friday", "Mar 7"), l.k(g.usps()), l.k(g.money(12, 890)), l.k(g.digits(4)))
		}},
		{"clean_usps_delivered", func(g *G, l *L) {
			c := g.usCity()
			l.q = fmt.Sprintf("USPS tracking %s says delivered to mailbox at %s in %s, %s %s, but nothing's there. Filed missing mail case %s.",
				l.k(g.usps()), g.time12(), c.Name, c.Region, l.k(g.zip4(c)), l.k(g.pick("MMC", "CAS")+g.digits(9)))
		}},
		{"clean_vin_check", func(g *G, l *L) {
			l.q = fmt.Sprintf("Is VIN %s a %d? Carfax shows %s miles, %d owners, last service %s. Dealer stock #%s listed at %s, doc fee %s.",
				l.k(g.vin()), g.rng(2012, 2023), l.k(commas(g.rng(12000, 190000))), g.rng(1, 4), l.k(g.isoDate()), l.k(g.upperAlnum(1)+g.digits(4)), l.k(g.money(9000, 48000)), l.k(g.pick("$499", "$699", "$899")))
		}},
		{"clean_insurance_policy", func(g *G, l *L) {
			l.q = fmt.Sprintf("Homeowners policy %s, claim %s filed %s. Deductible %s, adjuster file %s. Dwelling coverage A %s, premium %s/yr.",
				l.k("HO3-"+g.digits(7)+"-0"+fmt.Sprint(g.rng(1, 9))), l.k(g.digits(10)), l.k(g.isoDate()), l.k(g.pick("$1,000", "$2,500", "$500")), l.k("CLM-"+g.digits(5)), l.k(g.money(250000, 900000)), l.k(g.money(900, 4200)))
		}},
		{"clean_member_card", func(g *G, l *L) {
			l.q = fmt.Sprintf("Reading my new insurance card: Member ID %s, Group %s, RxBIN %s, RxPCN %s, RxGrp %s, PCP copay %s, ER %s. Which one goes in the pharmacy app?",
				l.k(g.pick("XEH", "ZGP", "W", "U")+g.digits(9)), l.k(g.digits(7)), l.k(g.pick("610014", "003858", "004336", "610502")), l.k(g.pick("MEDDPRIME", "A4", "ADV", "9999")), l.k(g.upperAlnum(6)), l.k(g.pick("$25", "$30", "$40")), l.k(g.pick("$250", "$350")))
		}},
		{"clean_npi_lookup", func(g *G, l *L) {
			l.q = fmt.Sprintf("NPI registry shows %s for Dr. %s, taxonomy %s, enumeration date %s. Our claims go out under the group NPI %s and TIN %s. Which is billing vs rendering?",
				l.k(g.npi()), g.person("us").Last, l.k(g.pick("207Q00000X", "208D00000X", "363LF0000X", "1223G0001X")), l.k(g.date()), l.k(g.npi()), l.k(g.ein()))
		}},
		{"clean_mbi_format", func(g *G, l *L) {
			l.q = fmt.Sprintf("The new Medicare cards use an MBI like %s instead of the SSN. Part A effective %s, Part B %s. Premium for %d is %s/month.",
				l.k(g.mbi()), l.k(fmt.Sprintf("%02d-01-%d", g.rng(1, 12), g.rng(2015, 2025))), l.k(fmt.Sprintf("%02d-01-%d", g.rng(1, 12), g.rng(2015, 2025))), g.rng(2024, 2025), l.k(g.pick("$174.70", "$185.00")))
		}},
		{"clean_wire_details", func(g *G, l *L) {
			l.q = fmt.Sprintf("Outgoing wire: routing %s, account %s, SWIFT %s, amount %s, reference %s, fee %s. Cut-off is 3:00 PM ET.",
				l.k(g.routing()), l.k(g.digits(g.rng(9, 12))), l.k(g.pick("CHASUS33", "BOFAUS3N", "ROYCCAT2", "TDOMCATTTOR", "WPACAU2S")), l.k(g.money(1000, 90000)), l.k(fmt.Sprintf("INV-%d-%04d", g.rng(2024, 2025), g.intn(10000))), l.k(g.pick("$25.00", "$30.00", "$45.00")))
		}},
		{"clean_addresses", func(g *G, l *L) {
			c, k := g.usCity(), g.caCity()
			l.q = fmt.Sprintf("Ship-to mismatch: %s, %s, %s %s vs bill-to %s, %s %s %s. Carrier rejected the ZIP+4. Weight %s lb, 3 pkgs.",
				g.street(), c.Name, c.Region, l.k(g.zip4(c)), g.street(), k.Name, k.Region, l.k(g.postal(k)), l.k(fmt.Sprintf("%d.%d", g.rng(1, 70), g.intn(10))))
		}},
		{"clean_au_invoice", func(g *G, l *L) {
			l.q = fmt.Sprintf("TAX INVOICE %s — ABN %s — Date %s\nLabour %s, parts %s, GST %s, total %s\nPay to BSB %s, acc %s, ref %s. Terms 14 days.",
				l.k("INV-"+g.digits(5)), l.k(g.abn()), l.k(fmt.Sprintf("%02d/%02d/%d", g.rng(1, 28), g.rng(1, 12), g.rng(2024, 2025))), l.k(g.money(80, 900)), l.k(g.money(20, 600)), l.k(g.money(10, 150)), l.k(g.money(110, 1650)), l.k(fmt.Sprintf("%03d-%03d", g.rng(10, 999), g.intn(1000))), l.k(g.digits(4)+" "+g.digits(4)), l.k(g.digits(5)))
		}},
		{"clean_nz_gst", func(g *G, l *L) {
			l.q = fmt.Sprintf("GST return for the period ending %s: sales %s, GST collected %s, GST number %s, NZBN %s. Filed via myIR, receipt %s.",
				l.k(g.monthEnd()), l.k(g.money(5000, 90000)), l.k(g.money(600, 13000)), l.k(g.ird()), l.k("94290"+g.digits(8)), l.k(g.digits(10)))
		}},
		{"clean_ie_company", func(g *G, l *L) {
			l.q = fmt.Sprintf("Registered office: %s, Dublin %s, %s. CRO %s, VAT %s. Invoice %s total %s incl. 23%% VAT, IBAN IE%02d BOFI 9000 %s %s.",
				g.street(), g.dublinDistrict(), l.k(g.eircode()), l.k(fmt.Sprint(g.rng(100000, 799999))), l.k("IE"+g.digits(7)+g.from("ABCDEFGHW", 1)), l.k(fmt.Sprintf("%d/%03d", g.rng(2024, 2025), g.intn(1000))), l.k(fmt.Sprintf("€%s.%02d", commas(g.rng(100, 9000)), g.intn(100))), g.rng(10, 99), g.digits(4), g.digits(4))
		}},
		{"clean_dev_versions", func(g *G, l *L) {
			l.q = fmt.Sprintf("After upgrading stripe-node from %s to %s (API version %s) requests fail with 502 from %s. Request id %s, took %dms. Rolling back to build %s.",
				l.k(g.pick("14.25.0", "13.11.0", "15.12.0")), l.k(g.pick("16.2.0", "17.7.0", "18.0.0")), l.k(g.pick("2024-06-20", "2025-03-31.basil", "2024-09-30.acacia")), l.k(fmt.Sprintf("10.%d.%d.%d:%d", g.intn(256), g.intn(256), g.rng(1, 254), g.pick2([]int{443, 8443, 8080, 3000}))), l.k("req_"+g.alnum(14)), g.rng(30, 30000), l.k(fmt.Sprint(g.rng(1000, 9999))))
		}},
		{"clean_stripe_ids", func(g *G, l *L) {
			l.q = fmt.Sprintf("PaymentIntent %s succeeded, charge %s, customer %s, card brand %s, last4 %s, exp %02d/%d, amount_received %d, connected account %s. Why no receipt email?",
				l.k(g.stripeID("pi_3", 23)), l.k(g.stripeID("ch_3", 23)), l.k(g.stripeID("cus_", 14)), g.pick("visa", "mastercard", "amex"), l.k(g.digits(4)), g.rng(1, 12), g.rng(2026, 2031), g.rng(500, 99900), l.k(g.stripeID("acct_1", 15)))
		}},
		{"clean_aws_arn", func(g *G, l *L) {
			acct := g.digits(12)
			l.q = fmt.Sprintf("AccessDenied: User: arn:aws:iam::%s:user/ci-deploy is not authorized to perform: s3:PutObject on resource: arn:aws:s3:::%s-assets/*. Access key id is %s (the secret is in Secrets Manager). Region %s.",
				acct, g.lower(8), l.k(g.akia()), l.k(g.pick("us-east-1", "ca-central-1", "ap-southeast-2", "eu-west-1")))
			l.k("arn:aws:iam::" + acct + ":user/ci-deploy")
		}},
		{"clean_github_ci", func(g *G, l *L) {
			l.q = fmt.Sprintf("Workflow run %s failed on commit %s (PR #%d). Node %s, npm %s. Cache key %s missed. Artifact %s is %s MB.",
				l.k(fmt.Sprint(g.rng(8000000000, 9999999999))), l.k(g.hex(40)), g.rng(100, 9999), l.k(g.pick("20.11.1", "22.3.0", "18.19.0")), l.k(g.pick("10.8.2", "9.8.1")), l.k("node-modules-"+g.hex(64)), l.k(fmt.Sprint(g.rng(1000000000, 9999999999))), l.k(fmt.Sprintf("%d.%d", g.rng(1, 900), g.intn(10))))
		}},
		{"clean_placeholder_config", func(g *G, l *L) {
			l.q = fmt.Sprintf("# .env.example — copy to .env and fill in\nSTRIPE_SECRET_KEY=%s\nTWILIO_AUTH_TOKEN=%s\nSENDGRID_API_KEY=%s\nDATABASE_URL=%s\nSUPPORT_PHONE=%s",
				l.k(g.pick("sk_live_xxxxxxxxxxxxxxxxxxxxxxxx", "sk_test_YOUR_KEY_HERE", "<your-stripe-secret>")), l.k(g.pick("your_auth_token_here", "${TWILIO_AUTH_TOKEN}", "changeme")), l.k(g.pick("SG.xxxxxxxx", "<sendgrid-key>", "YOUR_SENDGRID_API_KEY")),
				l.k(g.pick("postgres://postgres:postgres@localhost:5432/app_dev", "postgres://user:password@localhost/db")), l.k(g.pick("(555) 555-5555", "+1-000-000-0000", "555-555-5555")))
		}},
		{"clean_publishable_key", func(g *G, l *L) {
			l.q = fmt.Sprintf("<script src=\"https://js.stripe.com/v3/\"></script>\n<script>\n  const stripe = Stripe('%s');\n  const elements = stripe.elements({ clientSecret: window.CS, appearance: { theme: 'stripe' } });\n</script>\nElements renders blank on Safari %s",
				l.k(g.pkLive()), l.k(g.pick("17.4", "16.6", "18.0")))
		}},
		{"clean_zoom_invite", func(g *G, l *L) {
			id := g.digits(11)
			sp := id[:3] + " " + id[3:7] + " " + id[7:]
			l.q = fmt.Sprintf("Topic: Q%d payroll close\nTime: %s %s Eastern Time (US and Canada)\nJoin Zoom Meeting\nhttps://us02web.zoom.us/j/%s\nMeeting ID: %s\nPasscode: %s",
				g.rng(1, 4), g.isoDate(), g.time12(), l.k(id), l.k(sp), l.k(g.digits(6)))
		}},
		{"clean_2fa_sms", func(g *G, l *L) {
			code := g.digits(6)
			brands := [][2]string{{"Shopify", "accounts.shopify.com"}, {"Square", "squareup.com"}, {"Wealthsimple", "my.wealthsimple.com"}, {"Stripe", "dashboard.stripe.com"}, {"myGov", "my.gov.au"}}
			b := brands[g.intn(len(brands))]
			l.q = fmt.Sprintf("%s: %s is your verification code. It expires in %d minutes. Don't share it with anyone.\n\n@%s #%s",
				b[0], l.k(code), g.pick2([]int{5, 10, 15}), l.k(b[1]), code)
		}},
		{"clean_dealer_quote", func(g *G, l *L) {
			l.q = fmt.Sprintf("Quote for %d %s, VIN %s: MSRP %s, dealer discount -%s, doc fee %s, OTD %s. Financing %s%% APR for %d mo, %s/mo with %s down.",
				g.rng(2023, 2025), g.pick("Toyota RAV4 XLE", "Honda CR-V Sport", "Subaru Outback", "Kia Telluride EX"), l.k(g.vin()), l.k(g.money(28000, 55000)), l.k(g.money(500, 3000)), l.k(g.pick("$499", "$699")), l.k(g.money(30000, 60000)), l.k(fmt.Sprintf("%d.%02d", g.rng(2, 9), g.intn(100))), g.pick2([]int{36, 48, 60, 72}), l.k(g.money(390, 990)), l.k(g.pick("$2,000", "$5,000", "$0")))
		}},
		{"clean_listing", func(g *G, l *L) {
			l.q = fmt.Sprintf("MLS# %s — %d bd / %d ba, %s sqft, built %d, list %s, HOA %s/mo, taxes %s (%d), APN %s. Open house Sun %s.",
				l.k(fmt.Sprint(g.rng(220000000, 249999999))), g.rng(2, 5), g.rng(1, 4), l.k(commas(g.rng(900, 4200))), g.rng(1950, 2022), l.k(g.money(240000, 1400000)), l.k(g.pick("$310", "$185", "$450")), l.k(g.money(2000, 16000)), g.rng(2023, 2024), l.k(fmt.Sprintf("%04d-%03d-%03d", g.intn(10000), g.intn(1000), g.intn(1000))), g.pick("1-3pm", "2-4"))
		}},
		{"clean_school_calendar", func(g *G, l *L) {
			l.q = fmt.Sprintf("Reminders: PA Day Fri %s, hot lunch orders due %s, pizza day %s. Trip fee %s on School Cash Online, student #%s, room %d. Picture day retakes %s.",
				g.pick("Nov 15", "Jan 31", "Feb 14"), l.k(g.date()), g.pick("Wed", "Thu"), l.k(g.money(8, 45)), l.k(fmt.Sprint(g.rng(3000000, 3999999))), g.rng(101, 230), l.k(g.date()))
		}},
		{"clean_league_schedule", func(g *G, l *L) {
			l.q = fmt.Sprintf("U%d Div %d: Game %d %s at %s, Field %d vs %s. Last week 3-2 W, standings %d-%d-%d. Ref fees %s/team. Ice time %s-%s.",
				g.pick2([]int{9, 11, 13, 15}), g.rng(1, 4), g.rng(1000, 9999), g.pick("Sat", "Sun"), g.time12(), g.rng(1, 8), g.pick("Lakers", "Wolves", "United"), g.rng(0, 9), g.rng(0, 9), g.rng(0, 3), l.k(g.pick("$40", "$55")), l.k("7:15"), l.k("8:30"))
		}},
		{"clean_receipt", func(g *G, l *L) {
			l.q = fmt.Sprintf("%s STORE #%04d\n%s  %s\nVISA %s\nAUTH %s  APPROVED\nSUBTOTAL %s  TAX %s  TOTAL %s\nREF %s TERM %03d  TRAN %s",
				g.pick("COSTCO WHSE", "WALMART", "CANADIAN TIRE", "BUNNINGS", "TESCO"), g.intn(10000), l.k(g.date()), l.k(g.time12()), l.k("************"+g.digits(4)), l.k(g.digits(6)), l.k(g.moneyNoSign(5, 400)), l.k(g.moneyNoSign(0, 40)), l.k(g.moneyNoSign(5, 440)), l.k(g.digits(9)), g.rng(1, 40), l.k(g.digits(4)))
		}},
		{"clean_handles_and_refs", func(g *G, l *L) {
			org := g.lower(6)
			l.q = fmt.Sprintf("Follow @%s_%s for updates. Clone with git@github.com:%s/%s.git, then npm i %s@%s and drop logo@2x.png in /public. Changelog in #%d.",
				strings.ToLower(g.person("us").First), g.pick("dev", "builds", "ca"), org, g.pick("api", "web", "infra"), g.pick("lodash", "stripe", "twilio", "@sendgrid/mail"), g.pick("4.17.21", "16.2.0", "5.3.0", "8.1.5"), g.rng(100, 999))
			l.k("git@github.com:" + org)
			l.k("logo@2x.png")
		}},
		{"clean_app_log", func(g *G, l *L) {
			l.q = fmt.Sprintf("%s INFO request_id=%s user_id=%d order_id=%s amount_cents=%d currency=%s latency_ms=%d status=200 host=%s",
				l.k(g.isoTS()), l.k(uuid(g)), g.rng(100, 999999), l.k(fmt.Sprint(g.rng(1000000000, 9999999999))), g.rng(100, 99999), g.pick("usd", "cad", "aud"), g.rng(4, 900), l.k(fmt.Sprintf("ip-10-%d-%d-%d", g.intn(256), g.intn(256), g.rng(1, 254))))
		}},
		{"clean_qc_facture", func(g *G, l *L) {
			bn := g.digits(9)
			l.q = fmt.Sprintf("Facture no %s — %s\nSous-total : %s $\nTPS (%s RT0001) : %s $\nTVQ (%s TQ0001) : %s $\nTotal : %s $\nPayable d'ici le %d %s.",
				l.k(fmt.Sprintf("%d-%04d", g.rng(2024, 2025), g.intn(10000))), l.k(g.isoDate()), l.k(g.frMoney(100, 5000)), l.k(bn), l.k(g.frMoney(5, 250)), l.k(g.digits(10)), l.k(g.frMoney(10, 500)), l.k(g.frMoney(115, 5750)), g.rng(1, 28), g.pick("mars", "avril", "juin"))
		}},
		{"clean_kijiji_listing_fr", func(g *G, l *L) {
			c := g.qcCity()
			l.q = fmt.Sprintf("À vendre : %s, %s $ ou meilleure offre. Code postal %s, dispo samedi %d h. Écrivez-moi via Kijiji seulement, annonce #%s.",
				g.pick("laveuse Whirlpool", "vélo de montagne", "sofa sectionnel", "pneus d'hiver 215/65R16"), l.k(fmt.Sprint(g.rng(40, 900))), l.k(g.postal(c)), g.rng(9, 17), l.k(fmt.Sprint(g.rng(1600000000, 1799999999))))
		}},
		{"clean_tax_ids_lookalike", func(g *G, l *L) {
			l.q = fmt.Sprintf("Which goes where on the 1099-NEC? Payer's TIN is the company EIN %s, state payer no. %s, account number %s, box 1 %s, box 4 %s.",
				l.k(g.ein()), l.k(g.digits(3)+"-"+g.digits(4)+"-"+g.digits(1)), l.k(g.upperAlnum(8)), l.k(g.money(600, 80000)), l.k(g.pick("$0.00", "$240.00")))
		}},
		{"clean_sin_tfn_mentions", func(g *G, l *L) {
			switch g.intn(2) {
			case 0:
				l.q = fmt.Sprintf("Quick one: CRA says a SIN starting with 9 (like the sample %s on their site) is a temporary one. Mine starts with 4, so no issue for the T4? Box 14 is %s.",
					l.k("9"+g.digits(2)+" "+g.digits(3)+" "+g.digits(3)), l.k(g.money(20000, 120000)))
			default:
				l.q = fmt.Sprintf("ATO example TFN format is %s and ABN %s — the super fund form rejects the spaces. Fund USI %s, member no. %s.",
					l.k(g.tfn()), l.k(g.abn()), l.k(g.upperAlnum(3)+g.digits(4)+g.upperAlnum(2)), l.k(g.digits(8)))
			}
		}},
		{"clean_phone_placeholders", func(g *G, l *L) {
			l.q = fmt.Sprintf("In the form, the phone field placeholder is %s and the example in the docs is %s. Support line shows ext. %s. Can I validate with libphonenumber %s?",
				l.k(g.pick("(555) 555-5555", "555-555-5555", "(000) 000-0000")), l.k(g.pick("the fictional number 555-0199", "the made-up number 555-0142", "555-01XX")), l.k(fmt.Sprint(g.rng(100, 4999))), l.k(g.pick("8.13.40", "8.12.2", "1.11.0")))
		}},
		{"clean_ein_letter", func(g *G, l *L) {
			_, slug := g.bizName()
			l.q = fmt.Sprintf("CP 575 A — We assigned you an employer identification number (EIN) %s. Business: %s LLC. Form 941 due %s. DUNS %s, NAICS %s. Keep this notice; reference number %s.",
				l.k(g.ein()), strings.Title(slug), l.k(g.date()), l.k(g.digits(9)), l.k(g.pick("541211", "238220", "722511", "531110")), l.k(g.digits(5)))
		}},
		{"clean_paystub", func(g *G, l *L) {
			l.q = fmt.Sprintf("Earnings Statement — period %s to %s, check #%s\nEmployee ID %s  SSN %s\nRegular %d.00 hrs @ %s = %s\nFed W/H %s  FICA %s  Net pay %s\nDeposited to acct ******%s, routing ******%s\nYTD gross %s",
				l.k(g.date()), l.k(g.date()), l.k(g.digits(6)), l.k(g.digits(6)), l.k("XXX-XX-"+g.digits(4)), g.pick2([]int{40, 80, 72}), l.k(fmt.Sprintf("%d.%02d", g.rng(16, 60), g.intn(4)*25)), l.k(g.moneyNoSign(900, 5200)), l.k(g.moneyNoSign(50, 800)), l.k(g.moneyNoSign(60, 400)), l.k(g.moneyNoSign(700, 4200)), g.digits(4), g.digits(3), l.k(g.moneyNoSign(8000, 120000)))
		}},
		{"clean_ssn_examples", func(g *G, l *L) {
			l.q = fmt.Sprintf("Writing test fixtures for the W-9 form: the IRS sample SSN is %s, masked display should be %s, numbers starting with %s or %s are never issued, and an ITIN looks like %s. Regex for EIN %s?",
				l.k("987-65-432"+fmt.Sprint(g.intn(10))), l.k(g.pick("***-**-", "XXX-XX-")+g.digits(4)), l.k("000-"+g.digits(2)+"-"+g.digits(4)), l.k("666-"+g.digits(2)+"-"+g.digits(4)), l.k("9XX-7X-XXXX"), l.k(g.ein()))
		}},
		{"clean_travel_booking", func(g *G, l *L) {
			l.q = fmt.Sprintf("Booking ref %s, %s %d %s-%s on %s, seat %d%s. E-ticket number: %s. Aeroplan # %s. Bag tag %s.",
				l.k(g.upperAlnum(6)), g.pick("AC", "WS", "QF", "NZ", "EI", "UA"), g.rng(100, 1999), g.pick("YYZ", "YUL", "SYD", "AKL", "DUB"), g.pick("YVR", "LAX", "MEL", "CHC", "JFK"), l.k(g.isoDate()), g.rng(1, 40), g.pick("A", "C", "F"), l.k(g.pick("014", "081", "086", "053", "016")+" "+g.digits(10)), l.k(g.digits(9)), l.k(g.pick("AC", "QF", "EI")+g.digits(6)))
		}},
		{"clean_sku_account_lookalikes", func(g *G, l *L) {
			l.q = fmt.Sprintf("Reorder SKU %s (qty %d) and part #%s. Bill to acct %s, PO %s, ship via FedEx %s, terms net 30.",
				l.k(fmt.Sprintf("%d-%d-%s", g.rng(200, 999), g.rng(200, 999), g.digits(4))), g.rng(1, 48), l.k(g.digits(4)+"-"+g.digits(4)), l.k(fmt.Sprintf("%03d-%03d-%04d", g.intn(1000), g.intn(1000), g.intn(10000))), l.k(g.digits(8)), l.k(g.digits(12)))
		}},
		{"clean_coords_sizes", func(g *G, l *L) {
			l.q = fmt.Sprintf("Geofence for the depot: %s, %s radius %dm. Photos are %dx%d, %s MB each; store at 10.%d.%d.%d:%d. Runs daily 02:00-04:30.",
				l.k(fmt.Sprintf("%d.%06d", g.rng(25, 60), g.intn(1000000))), l.k(fmt.Sprintf("-%d.%06d", g.rng(70, 123), g.intn(1000000))), g.rng(50, 900), g.pick2([]int{4032, 3024, 1920}), g.pick2([]int{3024, 1080, 1440}), l.k(fmt.Sprintf("%d.%d", g.rng(1, 9), g.intn(10))), g.intn(256), g.intn(256), g.rng(1, 254), g.pick2([]int{9000, 8080, 5432}))
		}},
		{"clean_order_no_lookalike", func(g *G, l *L) {
			_, d := g.cardDigits(g.pick2([]int{0, 2, 5}))
			l.q = fmt.Sprintf("Hi, where is my order no. %s? Placed %s, total %s, still says processing. Invoice #%s.",
				l.k(formatCard(d, 0)), l.k(g.date()), l.k(g.money(20, 600)), l.k(g.digits(7)))
		}},
	}
}
