package main

import (
	"fmt"
	"strings"
)

// phoneAlt writes a real number of locale code the way people also type it:
// other separators, international prefixes with 00, area codes in brackets.
func phoneAlt(code string) string {
	return uniq(phoneKey, func() string {
		switch code {
		case "US":
			a, e, s := nanpParts()
			return pick([]string{a + " " + e + " " + s, a + e + s, "(" + a + ")" + e + "-" + s, "1 (" + a + ") " + e + "-" + s, a + "/" + e + "-" + s, "+1." + a + "." + e + "." + s})
		case "UK":
			m := "7" + pick([]string{"4", "5", "7", "8", "9"}) + digits(2)
			r6 := digits(6)
			return pick([]string{"0" + m + " " + r6[:3] + " " + r6[3:], "0" + m + "-" + r6, "+44(0)" + m + r6, "0044 " + m + " " + r6, "(0161) " + fmt.Sprint(rng(200, 899)) + " " + digits(4), "+44 (0)20 " + pick([]string{"3", "7", "8"}) + digits(3) + " " + digits(4)})
		case "DE":
			p := pick([]string{"151", "160", "170", "171", "172", "176", "177", "179"})
			n := fmt.Sprint(rng(2, 9)) + digits(6)
			return pick([]string{"0" + p + "-" + n, "(0" + p + ") " + n, "+49-" + p + "-" + n, "0049 " + p + " " + n, "+49 (0) " + p + " / " + n, "0" + p + " " + n[:3] + " " + n[3:], "(030) " + fmt.Sprint(rng(2, 9)) + digits(7), "0221-" + fmt.Sprint(rng(2, 9)) + digits(6)})
		case "FR":
			m := pick([]string{"6", "7"})
			g := []string{digits(2), digits(2), digits(2), digits(2)}
			return pick([]string{"0" + m + "-" + strings.Join(g, "-"), "+33 (0)" + m + " " + strings.Join(g, " "), "0033 " + m + " " + strings.Join(g, " "), "+33" + m + strings.Join(g, ""), "0" + m + " " + strings.Join(g, "")[:2] + " " + strings.Join(g, "")[2:]})
		case "ES":
			m := "6" + digits(2)
			return pick([]string{m + "-" + digits(3) + "-" + digits(3), "+34" + m + digits(6), "0034 " + m + " " + digits(3) + " " + digits(3), m + " " + digits(2) + " " + digits(2) + " " + digits(2), "(+34) " + m + " " + digits(3) + " " + digits(3)})
		case "IT":
			m := "3" + pick([]string{"28", "33", "34", "35", "38", "39", "47", "48", "49", "66", "88", "92"})
			return pick([]string{"+39 " + m + digits(7), "0039 " + m + " " + digits(7), "(+39) " + m + "." + digits(3) + "." + digits(4), m + "/" + digits(7), m + " " + digits(2) + " " + digits(2) + " " + digits(3)})
		case "NL":
			return pick([]string{"06 - " + fmt.Sprint(rng(1, 6)) + digits(1) + " " + digits(2) + " " + digits(2) + " " + digits(2), "+316" + fmt.Sprint(rng(1, 6)) + digits(7), "0031 6 " + fmt.Sprint(rng(1, 6)) + digits(7), "(06) " + fmt.Sprint(rng(1, 6)) + digits(7), "020 - " + fmt.Sprint(rng(2, 8)) + digits(6)})
		case "BR":
			ddd := pick([]string{"11", "21", "31", "41", "51", "61", "71", "81"})
			m := "9" + fmt.Sprint(rng(6, 9)) + digits(3)
			return pick([]string{"(" + ddd + ")" + m + "-" + digits(4), ddd + " " + m + " " + digits(4), "+55 " + ddd + " " + m + digits(4), "0xx" + ddd + " " + m + "-" + digits(4), "(0" + ddd + ") " + m + "-" + digits(4), ddd + m + digits(4)})
		case "IN":
			m := fmt.Sprint(rng(6, 9)) + digits(4)
			return pick([]string{m + "-" + digits(5), "+91 " + m + "-" + digits(5), "0091 " + m + digits(5), "+91 " + m[:3] + " " + m[3:] + digits(1) + " " + digits(4), "91-" + m + digits(5)})
		case "JP":
			p := pick([]string{"90", "80", "70"})
			return pick([]string{"0" + p + digits(8), "0" + p + "(" + fmt.Sprint(rng(1, 9)) + digits(3) + ")" + digits(4), "03(" + fmt.Sprint(rng(3, 6)) + digits(3) + ")" + digits(4), "+81-" + p + "-" + fmt.Sprint(rng(1, 9)) + digits(3) + "-" + digits(4), "0" + p + " " + fmt.Sprint(rng(1, 9)) + digits(3) + " " + digits(4)})
		}
		panic(code)
	})
}

func variantTemplates() []tmpl {
	return []tmpl{
		{"adj_shorthand_us", func() *B {
			l := loc("US")
			return N(K(date("US")), " ", pick([]string{"LM", "VM", "LVM"}), " for insd ", pick(l.Sur), " ", pick([]string{"cb#", "CB", "cb:", "ph", "cell"}), " ", P("phone", phoneAlt("US")), " re ", K(claimNo("US")), ". ", pick([]string{"2nd attempt.", "No answer, mailbox full.", "Will try again tmrw AM."}), " Mtg co. ", pick([]string{"Rocket", "Wells Fargo Home Mtg", "PennyMac"}), " loan # on file. Diary +", fmt.Sprint(rng(2, 7)), "d.")
		}},
		{"phone_alt_eu", func() *B {
			c := pick([]string{"DE", "FR", "ES", "IT", "NL", "UK"})
			l := loc(c)
			lbl := map[string][]string{
				"DE": {"Tel.", "Handy:", "Mobil", "erreichbar unter", "Rückruf an"},
				"FR": {"Tél.", "portable :", "joignable au", "rappeler au", "mobile"},
				"ES": {"Tfno.", "móvil", "llamar al", "teléfono:", "contacto"},
				"IT": {"cell.", "tel.", "chiamare il", "recapito", "cellulare:"},
				"NL": {"tel.", "mobiel:", "bereikbaar op", "terugbellen op", "telefoon"},
				"UK": {"tel", "mob.", "ring on", "mobile:", "call back on"},
			}[c]
			return N(pick([]string{"Claim ", "Dossier ", "Ref. "}), K(claimNo(c)), " — ", name(l), ", ", pick(lbl), " ", P("phone", phoneAlt(c)), ", ", K(date(c)), ", ", K(money(c)), ".")
		}},
		{"phone_alt_br_in_jp", func() *B {
			c := pick([]string{"BR", "IN", "JP"})
			l := loc(c)
			switch c {
			case "BR":
				return N("Cliente ", name(l), " pediu retorno no ", pick([]string{"cel", "fone", "WhatsApp", "telefone"}), " ", P("phone", phoneAlt("BR")), " sobre o sinistro ", K(claimNo("BR")), " (", K(date("BR")), ").")
			case "IN":
				return N("Policyholder ", name(l), " — ", pick([]string{"Mob:", "Mobile No.", "Ph.", "Contact no:"}), " ", P("phone", phoneAlt("IN")), " — renewal ", K(policyNo("IN")), " due ", K(date("IN")), ", premium ", K(money("IN")), ".")
			}
			return N("契約者 ", name(l), " 様　", pick([]string{"TEL：", "電話番号：", "携帯 ", "連絡先："}), P("phone", phoneAlt("JP")), "　証券番号 ", K(policyNo("JP")), "　受付日 ", K(date("JP")))
		}},
		{"ssn_variants_us", func() *B {
			l := loc("US")
			lbl := pick([]string{"SS#", "Soc Sec #:", "SSN", "Social Security No.", "TIN (SSN):", "tax ID", "SS No", "social"})
			v := ssn(pick([]string{"-", " ", "", ".", "-"}))
			return N("Annuitant ", name(l), ", ", lbl, " ", P("ssn", v), ", DOB ", K(dob("US")), ", contract ", K(contractNo()), ", 1035 exchange from ", pick([]string{"Jackson National", "Allianz Life", "Nationwide"}), " contract ", K(contractNo()), ".")
		}},
		{"ssn_spouse_form", func() *B {
			l := loc("US")
			return N("Spousal consent (401(k) distribution): Participant ", name(l), " SSN ", sn(), "; Spouse ", name(l), " SSN ", P("ssn", ssn(pick([]string{"-", " "}))), ". Notarized ", K(date("US")), ", notary commission ", K(fmt.Sprint(rng(1000000, 9999999))), ". Plan ", K(planNo()), ", EIN ", K(ein()), ".")
		}},
		{"pw_multilingual_portal", func() *B {
			c := pick([]string{"DE", "FR", "ES", "IT", "NL", "BR", "JP", "UK"})
			l := loc(c)
			lbl := map[string]string{"DE": "Passwort:", "FR": "mot de passe :", "ES": "contraseña:", "IT": "password temporanea:", "NL": "wachtwoord:", "BR": "senha provisória:", "JP": "パスワード：", "UK": "temporary password:"}[c]
			pre := map[string]string{"DE": "Zugangsdaten Kundenportal", "FR": "Vos accès à l'espace client", "ES": "Acceso al área de clientes", "IT": "Accesso area riservata", "NL": "Inloggegevens MijnPolis", "BR": "Acesso ao portal do segurado", "JP": "マイページ ログイン情報", "UK": "Your online account"}[c]
			return N(pre, " — ", K(policyNo(c)), "\nlogin: ", em(l), "\n", lbl, " ", bt(password()))
		}},
		{"email_header_variants", func() *B {
			c := pick([]string{"US", "UK", "DE", "FR", "IT"})
			l := loc(c)
			g, s := pick(l.Given), pick(l.Sur)
			e := uniq(same, func() string {
				gg, ss := asciiLower(g), strings.ReplaceAll(asciiLower(s), " ", "")
				switch r.Intn(4) {
				case 0:
					return strings.ToUpper(gg[:1]) + gg[1:] + "." + strings.ToUpper(ss[:1]) + ss[1:] + "@" + pick(l.Domains)
				case 1:
					return gg + "." + ss + "+" + pick([]string{"claims", "insurance", "pet"}) + "@" + pick(l.Domains)
				case 2:
					return gg + "_" + ss + digits(2) + "@" + strings.ToUpper(pick(l.Domains)[:1]) + pick(l.Domains)[1:]
				}
				return ss + "." + gg + "@" + pick(l.Domains)
			})
			return N("From: \"", s, ", ", g, "\" <", P("email", e), ">\nTo: claims-intake\nDate: ", K(isoTS()), "\nSubject: RE: [", K(claimNo(c)), "] documents\n\nAttached are the receipts. — sent from my iPhone")
		}},
		{"mailto_link_email", func() *B {
			l := rloc()
			return N(`<p>Your adjuster is `, name(l), `. Reply to <a href="mailto:`, em(l), `?subject=Claim%20`, K(claimNo("US")), `">this address</a> or upload at /claims/`, K(uuid()), `</p>`)
		}},
		{"card_variants", func() *B {
			b := pick([]string{"Diners", "JCB", "Discover", "UnionPay", "Amex", "Visa"})
			st := pick([]int{0, 1, 2})
			return N(pick([]string{"card no. ", "CC#: ", "Kartennr. ", "n° de carte ", "tarjeta: ", "número do cartão "}), cc(b, st), " ", pick([]string{"exp", "gültig bis", "exp.", "val."}), " ", K(expiry()), " — premium ", K(money(pick([]string{"US", "DE", "FR", "ES", "BR"}))), ", policy ", K(policyNo("US")))
		}},
		{"card_in_claim_receipt", func() *B {
			l := rloc()
			b := pick([]string{"Visa", "Mastercard"})
			d := card(b, 2)
			v := d[:4] + " " + d[4:8] + " " + d[8:12] + " " + d[12:]
			if chance(0.5) {
				v = d[:4] + "  " + d[4:8] + "  " + d[8:12] + "  " + d[12:]
			}
			return N("Travel claim attachment (receipt OCR): ", pick([]string{"HOTEL", "CLINICA", "PHARMACY", "TAXI"}), " ", K(money(l.Code)), " CARD ", P("credit_card", v), " AUTH ", K(randFrom("0123456789", 6)), " ", K(isoDate()), " — claimant ", name(l))
		}},
		{"jwt_cookie", func() *B {
			return N("Cookie: portal_session=", jw(jwt(subID())), "; _ga=", K(fmt.Sprintf("GA1.2.%d.%d", rng(100000000, 999999999), rng(1700000000, 1760000000))), "; lang=", pick([]string{"en-US", "de-DE", "fr-FR"}), "\nUser-Agent: Mozilla/5.0 ... PetClaim/", K(version()))
		}},
		{"api_key_query", func() *B {
			k := hexSecret(32)
			return N("GET https://api.", pick([]string{"vetinvoice", "petclaims-hub", "clinicbridge"}), ".com/v2/invoices?api_key=", bt(k), "&clinic_id=", K(fmt.Sprint(rng(10000, 99999))), "&since=", K(isoDate()), " -> 200 (", fmt.Sprint(rng(1, 90)), " invoices)")
		}},
		{"har_auth_header", func() *B {
			return N(`{"request":{"method":"POST","url":"https://broker.`, pick([]string{"lakeshorelife", "cedarpoint-ins", "northbridge-mutual"}), `.com/api/v1/applications","headers":[{"name":"Authorization","value":"Bearer `, bt(opaqueTok()), `"},{"name":"X-Request-Id","value":"`, K(uuid()), `"}]},"response":{"status":`, pick([]string{"201", "422", "500"}), `}}`)
		}},
		{"phone_ext_us", func() *B {
			l := loc("US")
			return N("Employer contact for 401(k) plan ", K(planNo()), ": benefits manager ", name(l), ", ", phs("US", pick([]int{0, 1, 2})), " ", pick([]string{"ext. ", "x", "Ext "}), fmt.Sprint(rng(100, 9999)), ", ", em(l), ". Payroll file due ", K(date("US")), ".")
		}},
		{"secret_in_ticket_prose", func() *B {
			key := tokUniq(func() string {
				return pick([]string{"live_" + randTok(30), randTok(40), "mga_" + randFrom(hexd, 40)})
			})
			v := pick([]string{"hiscox", "beazley", "markel", "chubb"})
			switch r.Intn(3) {
			case 0:
				return N("INC", K(digits(7)), ": the nightly bordereau job fails with 401. I rotated the partner API key yesterday; the new one is ", bt(key), " — please update the vault entry ", K("kv/partners/"+v), ".")
			case 1:
				return N("Slack #mga-integrations, ", K(hhmm()), ": @here ", v, " sent us a fresh key for the quote API, pasting it so ops can load it: ", bt(key), " (old one dies ", K(isoDate()), ")")
			}
			return N("Handover note: partner portal ", v, " — API key ", bt(key), ", rate limit ", K(fmt.Sprint(rng(100, 900))+" req/min"), ", contract ", K(fmt.Sprintf("MGA-%d-%03d", rng(2024, 2026), rng(1, 300))), ".")
		}},
		{"token_in_json_config", func() *B {
			return N(`{"integration":"duckcreek-policy","baseUrl":"https://dc.internal/api","auth":{"type":"oauth2","clientId":"`, K(uuid()), `","clientSecret":"`, bt(clientSecret()), `","refreshToken":"`, bt(opaqueTok()), `"},"retry":`, fmt.Sprint(rng(1, 5)), `,"version":"`, K(version()), `"}`)
		}},
	}
}
