package main

import (
	"fmt"
	"strings"
)

// Schools, daycare, car dealers, real estate, rosters, marketplaces.
func communityTemplates() []tmpl {
	return []tmpl{
		{"daycare_enrollment_form", func(g *G, l *L) {
			p := g.person("us")
			c := g.usCity()
			kid := g.person("us").First
			ext := fmt.Sprint(g.rng(100, 4999))
			l.q = fmt.Sprintf("Little Sprouts Early Learning — Enrollment\nChild: %s %s   DOB: %s   Allergies: %s\nParent/Guardian 1: %s\n  Cell: %s\n  Work: %s %s\n  Email: %s\nAuthorized pickup: %s (grandma) %s\nTuition: %s/week, due Mondays",
				kid, p.Last, g.dob()[:6]+fmt.Sprint(g.rng(2020, 2023)), g.pick("peanuts", "none", "dairy", "eggs"), p.Full(), l.p("phone", g.nanp(c)), l.p("phone", g.nanpStyle(g.pickS(c.Areas), g.pick2([]int{0, 1}))), l.k("ext. "+ext),
				l.p("email", g.email(p, false)), g.person("us").First, l.p("phone", g.nanpStyle(g.pickS(c.Areas), 8)), l.k(g.money(180, 420)))
		}},
		{"school_roster_csv", func(g *G, l *L) {
			hdr := g.pick("student,grade,homeroom,parent_name,parent_phone,parent_email", "Student Name,Grade,Room,Guardian,Guardian Phone,Guardian Email")
			rows := []string{hdr}
			for i := 0; i < g.rng(2, 4); i++ {
				p := g.person(g.pick("us", "ca"))
				c := g.usCity()
				if p.loc == "ca" {
					c = g.caCity()
				}
				ph := g.nanpStyle(g.pickS(c.Areas), g.pick2([]int{0, 1, 9, 2}))
				if strings.Contains(ph, " ") || strings.Contains(ph, ",") {
					ph = "\"" + ph + "\""
				}
				rows = append(rows, fmt.Sprintf("%s %s,%d,%s,%s,%s,%s", g.person(p.loc).First, p.Last, g.rng(1, 8), l.k(fmt.Sprintf("R%d", g.rng(101, 230))), p.Full(), l.p("phone", strings.Trim(ph, "\"")), l.p("email", g.email(p, false))))
				if strings.HasPrefix(ph, "\"") {
					rows[len(rows)-1] = strings.Replace(rows[len(rows)-1], strings.Trim(ph, "\""), ph, 1)
				}
			}
			l.q = "Can you turn this into a phone tree by grade? Class list export:\n" + strings.Join(rows, "\n")
		}},
		{"field_trip_slip", func(g *G, l *L) {
			p := g.person("ca")
			c := g.caCity()
			l.q = fmt.Sprintf("PERMISSION FORM — Grade %d trip to %s, %s\nCost: %s (pay on School Cash Online by %s)\nStudent: %s %s   OEN %s\nParent/guardian signature: %s\nEmergency phone during trip: %s\nAlternate: %s\nHealth card # on file: yes",
				g.rng(3, 8), g.pick("the ROM", "Science North", "Fort York", "the Canadian Museum of History"), g.date(), l.k(g.money(8, 45)), g.date(), g.person("ca").First, p.Last, l.k(fmt.Sprintf("%03d-%03d-%03d", g.intn(1000), g.intn(1000), g.intn(1000))), p.Full(), l.p("phone", g.nanp(c)), l.p("phone", g.nanpStyle(g.pickS(c.Areas), 8)))
		}},
		{"service_de_garde_fr", func(g *G, l *L) {
			p := g.person("qc")
			poste := fmt.Sprint(g.rng(2000, 7999))
			c := g.qcCity()
			st := g.pick2([]int{12, 0, 1})
			ph := g.nanpStyle(g.pickS(c.Areas), st)
			l.q = fmt.Sprintf("Bonjour,\nLe service de garde sera fermé le %d %s (journée pédagogique). Pour inscrire votre enfant à la sortie, contactez %s au %s, poste %s, ou par courriel à %s. Frais : %s $.\n%s, technicienne en service de garde\nÉcole %s",
				g.rng(1, 28), g.pick("novembre", "février", "mars"), p.First, l.p("phone", ph), poste, l.p("email", g.email(p, true)), l.k(fmt.Sprintf("%d,00", g.rng(8, 40))), p.Full(), g.pick("des Cèdres", "Saint-Jean", "Marie-Victorin", "du Boisé"))
			l.k("poste " + poste)
		}},
		{"dealer_lead_autotrader", func(g *G, l *L) {
			p := g.person(g.pick("us", "ca"))
			l.q = fmt.Sprintf("New lead from %s\nVehicle: %d %s, VIN %s, Stock #%s, listed %s\nCustomer: %s\nPhone: %s\nEmail: %s\nComments: Is this still available? Do you take trade-ins? I have a %d %s with %s km.",
				g.pick("AutoTrader", "Cars.com", "CarGurus", "Kijiji Autos"), g.rng(2017, 2024), g.pick("Honda CR-V EX", "Toyota RAV4 XLE", "Ford F-150 XLT", "Mazda CX-5 GS", "Hyundai Tucson Preferred"), l.k(g.vin()), l.k(g.upperAlnum(1)+g.digits(4)), l.k(g.money(18000, 52000)),
				p.Full(), l.p("phone", g.usPhone()), l.p("email", g.email(p, false)), g.rng(2009, 2016), g.pick("Civic", "Corolla", "Escape", "Jetta"), l.k(commas(g.rng(90000, 240000))))
		}},
		{"dealer_credit_app", func(g *G, l *L) {
			p := g.person("us")
			c := g.usCity()
			l.q = fmt.Sprintf("CREDIT APPLICATION (RouteOne)\nApplicant: %s  DOB %s\nSSN %s\nAddress: %s, %s, %s %s — %d yrs %d mos\nHousing: Rent %s/mo\nEmployer: %s, %s/yr, phone %s\nHome/cell: %s\nDeal #%s, amount financed %s",
				p.Full(), g.dob(), l.p("ssn", g.ssnAny()), g.street(), c.Name, c.Region, l.k(g.zip5(c)), g.rng(0, 9), g.rng(0, 11), l.k(g.money(800, 2600)),
				g.pick("Amazon", "UPS", "HCA Healthcare", "Lowe's"), l.k(g.money(32000, 98000)), l.p("phone", g.nanp(c)), l.p("phone", g.nanp(c)), l.k(g.digits(6)), l.k(g.money(12000, 48000)))
		}},
		{"service_ready_sms", func(g *G, l *L) {
			c := g.caCity()
			l.q = fmt.Sprintf("Hi %s, this is %s from %s Service. Your %d %s (RO #%s) is ready for pickup. Total %s incl. tax. Questions? Call me direct at %s. Shop closes at 6.",
				g.person("ca").First, g.person("ca").First, g.pick("Westside Toyota", "Capital Honda", "Dilawri Nissan", "Northland Ford"), g.rng(2015, 2023), g.pick("RAV4", "Civic", "Rogue", "F-150"), l.k(g.digits(6)), l.k(g.money(89, 1900)), l.p("phone", g.nanp(c)))
		}},
		{"realtor_signature", func(g *G, l *L) {
			p := g.person("us")
			c := g.usCity()
			x := fmt.Sprint(g.rng(100, 499))
			l.q = fmt.Sprintf("Thanks, see you at the showing on Saturday!\n\n%s, REALTOR®\n%s | DRE# %s\nCell: %s | Office: %s x%s\n%s\n%s, %s, %s %s",
				p.Full(), g.pick("RE/MAX Elite", "Keller Williams Realty", "Compass", "Coldwell Banker"), l.k("0"+g.digits(7)), l.p("phone", g.nanp(c)), l.p("phone", g.nanpStyle(g.pickS(c.Areas), g.pick2([]int{0, 1, 2}))), x,
				l.p("email", g.email(p, true)), g.street(), c.Name, c.Region, l.k(g.zip4(c)))
			l.k("x" + x)
		}},
		{"listing_showing_instructions", func(g *G, l *L) {
			c := g.usCity()
			l.q = fmt.Sprintf("MLS# %s — %s, %s %s. List price %s, %d bd / %d ba, %s sqft. Showing instructions: call or text listing agent %s at %s for appt, 24h notice; Supra lockbox on back door; tenant occupied, ask for %s at %s.",
				l.k(fmt.Sprint(g.rng(220000000, 249999999))), g.street(), c.Name, c.Region, l.k(g.money(240000, 1400000)), g.rng(2, 5), g.rng(1, 4), l.k(commas(g.rng(900, 4200))),
				g.person("us").First, l.p("phone", g.nanpStyle(g.pickS(c.Areas), g.pick2([]int{0, 1, 2, 8}))), g.person("us").First, l.p("phone", g.nanp(c)))
		}},
		{"wire_instructions_email", func(g *G, l *L) {
			p := g.person("us")
			l.q = fmt.Sprintf("Earnest money wiring instructions for %s (file %s):\nBank: %s\nABA routing: %s\nAccount: %s\nReference: buyer last name + file #\nALWAYS call to verify before wiring: %s (%s, escrow officer). We will never change wiring instructions by email.\nReply to %s",
				g.street(), l.k(g.digits(2)+"-"+g.digits(6)), g.pick("First American Trust", "Wells Fargo", "Chicago Title"), l.k(g.routing()), l.k(g.digits(10)), l.p("phone", g.usPhone()), p.Full(), l.p("email", g.email(p, true)))
		}},
		{"church_directory", func(g *G, l *L) {
			var rows []string
			c := g.usCity()
			for i := 0; i < g.rng(2, 4); i++ {
				a, b := g.person("us"), g.person("us")
				rows = append(rows, fmt.Sprintf("%s, %s & %s — %s — %s — %s", a.Last, a.First, b.First, g.street(), l.p("phone", g.nanp(c)), l.p("email", g.email(a, false))))
			}
			l.q = fmt.Sprintf("St. %s Parish — Member Directory %d (please do not share outside the parish)\n%s", g.pick("Mark's", "Anne's", "Joseph's", "Paul's"), g.rng(2024, 2025), strings.Join(rows, "\n"))
		}},
		{"sports_roster_markdown", func(g *G, l *L) {
			rows := []string{"| # | Player | Parent | Phone | Email |", "|---|---|---|---|---|"}
			c := g.usCity()
			for i := 0; i < g.rng(2, 4); i++ {
				p := g.person("us")
				rows = append(rows, fmt.Sprintf("| %d | %s %s | %s | %s | %s |", g.rng(1, 99), g.person("us").First, p.Last, p.Full(), l.p("phone", g.nanpStyle(g.pickS(c.Areas), g.pick2([]int{0, 1, 2, 8, 9}))), l.p("email", g.email(p, false))))
			}
			l.q = fmt.Sprintf("U%d %s roster for the spring season, snack schedule to follow:\n%s", g.pick2([]int{9, 10, 11, 12, 14}), g.pick("Girls Soccer", "Boys Baseball", "Co-ed Flag Football"), strings.Join(rows, "\n"))
		}},
		{"hockey_registration_email", func(g *G, l *L) {
			p := g.person("ca")
			c := g.caCity()
			l.q = fmt.Sprintf("Hi all, U11 A registration closes %s. Fees are %s, e-Transfer to %s (auto-deposit, no password needed). Jerseys are %s extra. Any questions text Coach %s at %s. Go %s!",
				g.date(), l.k(g.money(350, 900)), l.p("email", g.email(p, false)), l.k(g.pick("$45", "$60", "$75")), p.First, l.p("phone", g.nanp(c)), g.pick("Wolves", "Storm", "Thunder", "Hawks"))
		}},
		{"gaa_club_notice", func(g *G, l *L) {
			p := g.person("ie")
			l.q = fmt.Sprintf("%s GAA — U12 training moved to Sat 10am on the back pitch. Membership %s via ClubForce by %s. Any problems contact %s on %s or the club phone %s. Mind the car park, it's being resurfaced.",
				g.pick("Na Fianna", "St. Brigid's", "Castlebar Mitchels", "Ballyboden St Enda's"), l.k(g.pick("€80", "€100", "€120")), g.date(), p.First, l.p("phone", g.ieMobile()), l.p("phone", g.ieLandline()))
		}},
		{"netball_team_sheet", func(g *G, l *L) {
			p := g.person("au")
			l.q = fmt.Sprintf("%s Netball Club — Div 3 Saturday\nCourt %d, %s vs %s\nTeam manager: %s %s %s\nCoach: %s %s\nFees: %s (BSB %s Acc %s, ref surname)",
				g.pick("Eastern Suburbs", "Wanneroo", "Glenelg", "Ipswich"), g.rng(1, 12), g.pick("8:30am", "9:40am", "10:50am"), g.pick("Swifts", "Firebirds", "Vixens"), p.First, p.Last, l.p("phone", g.auMobile()), g.person("au").First, l.p("phone", g.auMobile()), l.k(g.money(120, 260)), l.k(fmt.Sprintf("%03d-%03d", g.rng(10, 999), g.intn(1000))), l.k(g.digits(4)+" "+g.digits(4)))
		}},
		{"fb_marketplace_thread", func(g *G, l *L) {
			c := g.caCity()
			l.q = fmt.Sprintf("%s: Is this still available?\nSeller: yes, %s firm, pickup only in %s\n%s: ok can I come %s? whats the address\nSeller: text me and I'll send it, my cell is %s",
				g.person("ca").First, l.k(g.pick("$40", "$120", "$250", "$75", "$600")), c.Name, g.person("ca").First, g.pick("tonight", "after 6", "tmrw am"), l.p("phone", g.nanpStyle(g.pickS(c.Areas), g.pick2([]int{2, 1, 9, 8, 0}))))
		}},
		{"kijiji_fr_message", func(g *G, l *L) {
			p := g.person("qc")
			l.q = fmt.Sprintf("Bonjour, est-ce que le %s sur %s est toujours disponible? Je pourrais passer %s. Vous pouvez me rejoindre au %s ou par courriel à %s. Merci! %s",
				g.pick("4½", "3½", "5½"), g.pick("Saint-Denis", "Masson", "Wellington", "Chemin Sainte-Foy"), g.pick("samedi matin", "ce soir vers 19 h", "demain"), l.p("phone", g.qcPhone()), l.p("email", g.email(p, false)), p.First)
		}},
		{"gumtree_au_message", func(g *G, l *L) {
			l.q = fmt.Sprintf("Hi mate, still got the %s? Can pick up %s in %s. Happy to pay %s cash. %s %s, %s",
				g.pick("bike", "fridge", "ute canopy", "couch", "kayak"), g.pick("tomorrow arvo", "Sat morning", "after work"), g.pick("Parramatta", "Frankston", "Chermside", "Joondalup", "Glenelg"), l.k(g.pick("$150", "$80", "$400")), g.pick("Call/text", "Txt me on", "Ring"), l.p("phone", g.auMobile()), g.person("au").First)
		}},
		{"trademe_nz_message", func(g *G, l *L) {
			l.q = fmt.Sprintf("Kia ora, keen on the %s (listing #%s). Can collect %s from %s. Flick me a txt on %s or ring after 5. Cheers, %s",
				g.pick("couch", "dining table", "lawnmower", "kids bike"), l.k(fmt.Sprint(g.rng(4000000000, 4999999999))), g.pick("Sat", "Sunday arvo", "tomorrow"), g.pick("Ponsonby", "Papanui", "Karori", "Hamilton East"), l.p("phone", g.nzMobile()), g.person("nz").First)
		}},
		{"donedeal_ie_message", func(g *G, l *L) {
			l.q = fmt.Sprintf("Hi, is the %d %s still for sale? Would you take %s? NCT till %s. Ring me on %s, I'm around Cork all week. %s",
				g.rng(2008, 2019), g.pick("Golf 1.6 TDI", "Corolla", "Focus", "Octavia"), l.k(fmt.Sprintf("€%s", commas(g.rng(2000, 14000)))), g.pick("03/26", "11/25", "07/26"), l.p("phone", g.ieMobile()), g.person("ie").First)
		}},
	}
}
