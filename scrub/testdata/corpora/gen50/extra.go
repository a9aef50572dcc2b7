package main

import (
	"encoding/base64"
	"strconv"
	"strings"
)

// realistic but less common phone renderings per locale
func oddPhone(code string) string {
	switch code {
	case "en-US", "en-CA":
		a := strconv.Itoa(pick(append(usAreas, caAreas...)))
		e := strconv.Itoa(between(2, 9)) + digits(2)
		if e == "555" {
			e = "554"
		}
		l := digits(4)
		return pick([]string{"(" + a + ")" + e + "-" + l, a + "/" + e + "-" + l, "1 (" + a + ") " + e + " " + l, "+1 " + a + "." + e + "." + l, "+1" + a + e + l, "(" + a + ") " + e + " - " + l, "1." + a + "." + e + "." + l, a + " " + e + " " + l})
	case "en-GB":
		n := "7" + strconv.Itoa(between(400, 999)) + digits(6)
		return pick([]string{"0" + n[:4] + "-" + n[4:7] + "-" + n[7:], "+44 " + n[:4] + "-" + n[4:], "+44(0)" + n, "(020) " + pick([]string{"7", "8"}) + digits(3) + " " + digits(4), "0" + n[:4] + " " + n[4:7] + " " + n[7:], "+447" + n[1:]})
	case "en-AU":
		n := "4" + digits(8)
		return pick([]string{"04" + n[1:3] + " " + n[3:6] + " " + n[6:], "04 " + n[1:5] + " " + n[5:], "+61 (0)" + n[:3] + " " + n[3:6] + " " + n[6:], "+61-" + n[:3] + "-" + n[3:6] + "-" + n[6:], "+61" + n})
	case "de":
		p := pick([]string{"151", "160", "170", "171", "176"})
		n := digits(7)
		return pick([]string{"+49-" + p + "-" + n, "0" + p + " - " + n[:3] + " " + n[3:5] + " " + n[5:], "(0" + p + ") " + n, "+49 (" + p + ") " + n[:3] + " " + n[3:], "0049-" + p + "-" + n, "+49" + p + n})
	case "fr":
		n := pick([]string{"6", "7"}) + digits(8)
		return pick([]string{"0" + n[:1] + "-" + n[1:3] + "-" + n[3:5] + "-" + n[5:7] + "-" + n[7:], "+33 " + n, "0033 " + n[:1] + " " + n[1:3] + " " + n[3:5] + " " + n[5:7] + " " + n[7:], "+33" + n, "0" + n[:1] + " " + n[1:3] + n[3:5] + " " + n[5:7] + n[7:]})
	case "ja":
		p := pick([]string{"090", "080", "03", "06"})
		a := ndigits(4)
		return pick([]string{p + "(" + a + ")" + digits(4), p + " " + a + " " + digits(4), "+81 " + p[1:] + " " + a + " " + digits(4), "+81" + p[1:] + a + digits(4)})
	case "zh":
		n := "1" + pick([]string{"38", "39", "58", "86"}) + digits(8)
		return pick([]string{n[:3] + "-" + n[3:7] + "-" + n[7:], "+86 " + n, "0086-" + n[:3] + "-" + n[3:7] + "-" + n[7:], "(010) " + ndigits(4) + " " + digits(4), "+86-" + n, "+86 (0)10 " + ndigits(4) + " " + digits(4)})
	case "sv":
		n := digits(7)
		return pick([]string{"070 - " + n[:3] + " " + n[3:5] + " " + n[5:], "+46 (0)70-" + n[:3] + " " + n[3:5] + " " + n[5:], "+4670" + n, "070 " + n[:3] + " " + n[3:5] + " " + n[5:], "08-" + n[:2] + " " + n[2:4] + " " + n[4:6]})
	case "nl":
		n := digits(8)
		return pick([]string{"+31 (0)20 " + n[:3] + " " + n[3:7], "0031 6 " + n[:4] + " " + n[4:], "+31-6-" + n, "06 - " + n, "+316" + n, "06 " + n[:2] + " " + n[2:4] + " " + n[4:6] + " " + n[6:]})
	case "it":
		n := "3" + strconv.Itoa(between(20, 93)) + digits(7)
		return pick([]string{"+39 " + n[:3] + "-" + n[3:], n[:3] + "/" + n[3:], "0039 06 " + digits(4) + " " + digits(4), "+39" + n, n[:3] + " " + n[3:5] + " " + n[5:7] + " " + n[7:]})
	case "pl":
		n := digits(7)
		m := pick([]string{"5", "6", "7"}) + digits(8)
		return pick([]string{"(22) " + n[:3] + "-" + n[3:5] + "-" + n[5:], "+48 (22) " + n[:3] + " " + n[3:5] + " " + n[5:], "0048 " + m[:3] + " " + m[3:6] + " " + m[6:], "+48" + m, m[:2] + " " + m[2:5] + " " + m[5:7] + " " + m[7:]})
	case "pt-BR":
		n := "9" + strconv.Itoa(between(6, 9)) + digits(7)
		a := pick([]string{"11", "21", "31", "41"})
		return pick([]string{a + " 9 " + n[1:5] + " " + n[5:], "+55-" + a + "-" + n[:5] + "-" + n[5:], "(0" + a + ") " + n[:5] + "-" + n[5:], "+55" + a + n, "(" + a + ")" + n[:5] + "-" + n[5:], a + " " + n[:5] + " " + n[5:]})
	case "es":
		n := "6" + digits(8)
		return pick([]string{"0034 " + n[:3] + " " + n[3:6] + " " + n[6:], "(+34) " + n[:3] + " " + n[3:6] + " " + n[6:], n[:3] + "-" + n[3:6] + "-" + n[6:], "+34" + n, n[:3] + "." + n[3:5] + "." + n[5:7] + "." + n[7:]})
	default: // ar
		n := digits(7)
		return pick([]string{"+971-50-" + n, "00971 50 " + n[:3] + " " + n[3:], digitsToArabic("050" + n), "+966-55-" + n[:3] + "-" + n[3:], "٠٥٥ " + digitsToArabic(n[:3]+" "+n[3:]), "+٩٧١ ٥٠ " + digitsToArabic(n[:3]+" "+n[3:])})
	}
}

func obfEmail(n Name, l *Loc) string {
	fi, la := strings.ToLower(n.First), strings.ToLower(strings.ReplaceAll(n.Last, "'", ""))
	d := pick(l.Domains)
	dp := strings.SplitN(d, ".", 2)
	switch rn(6) {
	case 0:
		return fi + "." + la + " at " + dp[0] + " dot " + strings.ReplaceAll(dp[1], ".", " dot ")
	case 1:
		return fi + la + " AT " + dp[0] + " DOT " + strings.ToUpper(strings.ReplaceAll(dp[1], ".", " DOT "))
	case 2:
		return fi + "." + la + " @ " + d
	case 3:
		return fi + "." + la + " {at} " + d
	case 4:
		return strings.ToUpper(fi + "." + la + "@" + d)
	default:
		return fi + "_" + la + "(at)" + d
	}
}

func chosenPw() string {
	return pick([]string{"Harbor", "maple", "Quartz", "ridge", "Bluebird", "lakeview", "Sunflower", "Tulip"}) + pick([]string{"", "_", "-", "."}) + digits(between(2, 4)) + pick([]string{"!", "#", "", "$", "?"}) + pick([]string{"", "Xy", "home", "ok"})
}

func extraTemplates() []tmpl {
	return []tmpl{
		T("odd_phone_formats", 110, func(b *B) string {
			code := pick(locCodes)
			l := L[code]
			n := person(l)
			p := b.P("phone", oddPhone(code))
			return pick([]string{
				"FOR RENT 🔑 " + b.K(strconv.Itoa(between(1, 4))+"BR") + " near downtown, " + b.K(l.Money(between(700, 3800))) + "/mo. Call or text " + n.First + " " + p + "!!",
				"Contact: " + n.Disp + " — " + p,
				n.Disp + "\n" + p + "\n" + b.K(l.Street()),
				"tenant in " + b.K(unit()) + " changed number to " + p + ", please update Yardi",
				"<a href=\"tel:" + b.P("phone", strings.NewReplacer(" ", "", "-", "", "(", "", ")", "", ".", "", "/", "").Replace(p)) + "\">" + p + "</a> · " + b.K(l.Street()),
				"Vendor list: HVAC — " + n.Disp + ", " + p + "; plumbing — see " + b.K(workOrder()),
				"caller id showed " + p + " at " + b.K(timeHM()) + ", said they're the new tenant in " + b.K(unit()),
			})
		}),
		T("obfuscated_email", 50, func(b *B) string {
			l := L[pick([]string{"en-US", "en-US", "en-CA", "en-GB", "en-AU", "de", "fr", "es", "it", "nl"})]
			n := person(l)
			e := b.P("email", obfEmail(n, l))
			return pick([]string{
				"Room for rent " + b.K(l.Money(between(500, 1500))) + " incl. utilities, " + b.K(l.Post()) + ". No calls, email " + e + " with a short intro",
				"reply to " + e + " (no spam pls) — sublet " + b.K(dateUS()) + " to " + dateUS(),
				"Owner asked that all offers go to " + e + " before " + b.K(dateUS()) + " " + b.K("5pm") + ". MLS# " + b.K(mlsID()),
				"My email is " + e + " and the unit is " + b.K(unit()),
			})
		}),
		T("mailto_html", 30, func(b *B) string {
			l := loc()
			n := person(l)
			e := emailFor(l, n)
			b.P("email", e)
			return pick([]string{
				"<p>Questions about " + b.K(unit()) + "? <a href=\"mailto:" + e + "?subject=Viewing%20" + strings.ReplaceAll(unit(), " ", "%20") + "\">Email " + n.First + "</a></p>",
				"[" + n.Disp + "](mailto:" + e + ") — listing " + b.K("MLS# "+mlsID()),
				"Reply-To: \"" + n.Disp + "\" <" + e + ">\nX-Listing-Id: " + b.K(ndigits(8)),
			})
		}),
		T("password_variants", 70, func(b *B) string {
			l := loc()
			n := person(l)
			pw := chosenPw()
			u := strings.ToLower(n.First[:1] + strings.ReplaceAll(n.Last, "'", ""))
			switch rn(9) {
			case 0:
				return "Resident portal: user " + u + " pw " + b.P("bearer", pw) + " — can't log in since " + b.K(dateISO())
			case 1:
				return "router config: `http://admin:" + b.P("bearer", pw) + "@" + b.K(ipv4()) + "/`, SSID " + b.K("Unit"+strconv.Itoa(between(101, 910))+"-5G")
			case 2:
				return "Authorization: Basic " + b.P("bearer", base64.StdEncoding.EncodeToString([]byte(u+":"+pw))) + "\nGET /api/v2/units/" + b.K(strconv.Itoa(between(101, 2410))) + "/meter HTTP/1.1"
			case 3:
				return "{\"username\": \"" + u + "\", \"password\": \"" + b.P("bearer", pw) + "\", \"property_code\": \"" + b.K(strings.ToUpper(randFrom(lowalnum, 5))) + "\"}"
			case 4:
				return "the smart thermostat app login is " + u + " / " + b.P("bearer", pw) + ", device " + b.K(serial())
			case 5:
				return "Login for the owner portal → " + u + " / pass: " + b.P("bearer", pw) + " (account " + b.K(utilAcct()) + ")"
			case 6:
				return "mosquitto_sub -h " + b.K(ipv4()) + " -u meter_reader -P " + b.P("bearer", pw) + " -t 'building/" + b.K("B"+strconv.Itoa(between(1, 6))) + "/meters/#'"
			case 7:
				return "client_id=" + b.K("pm-portal-"+digits(3)) + "&client_secret=" + b.P("bearer", tok(40)) + "&grant_type=client_credentials"
			default:
				return "Yale Access API key " + b.P("bearer", tok(32)) + " stopped working for lock " + b.K(uuid())
			}
		}),
		T("ssn_variants", 70, func(b *B) string {
			l := us()
			n := person(l)
			a, g, s := ssnParts()
			v := pick([]string{a + " - " + g + " - " + s, a + "–" + g + "–" + s, a + "." + g + "." + s, a + g + s, a + "-" + g + "-" + s, a + " " + g + " " + s})
			b.P("ssn", v)
			return pick([]string{
				"SSN#" + v + " / DOB " + b.K(dateUS()) + " / " + n.Disp,
				"ss# " + v + " for the co-signer, " + b.K(unit()),
				"Número de seguro social: " + v + " — solicitante " + n.Disp + ", " + b.K(amountUS()) + " mensual",
				"\"applicant_ssn\": \"" + v + "\", \"unit\": \"" + b.K(strconv.Itoa(between(101, 2410))) + "\"",
				"Soc Sec: ___" + v + "___   Date: " + b.K(dateUS()),
				n.Disp + " " + b.P("ssn", a+"-"+g+"-"+s) + " " + b.K(dateUS()) + " " + b.K(amountUS()),
				"guarantor " + n.First + "'s social is " + v + ", income " + b.K(amountUS()),
				"Tax ID (SSN or ITIN): " + v + "\nProperty: " + b.K(l.Street()),
			})
		}),
		T("card_variants", 50, func(b *B) string {
			d, name := cardDigits("")
			var c string
			switch rn(5) {
			case 0:
				c = d
			case 1:
				c = groupCard(d, " ")
			case 2:
				c = groupCard(d, "-")
			case 3:
				c = groupCard(d, "  ")
			default:
				c = groupCard(d, ".")
			}
			b.P("credit_card", c)
			exp := b.K(f("%02d/%02d", between(1, 12), between(26, 31)))
			return pick([]string{
				"cc " + c + " exp " + exp + " cvc " + digits(3) + " for app fee " + b.K("$"+strconv.Itoa(between(35, 75))),
				"card#" + c + " " + exp,
				name + ": " + c + "\nExp: " + exp + "\nBilling ZIP: " + b.K(us().Post()),
				"pay the " + b.K(amountUS()) + " holding deposit w/ " + c + " (" + exp + ")",
				"Tarjeta " + c + " vence " + exp + ", depósito " + b.K(L["es"].Money(between(500, 2000))),
				"Karte " + c + " gültig " + exp + " – Kaution " + b.K(L["de"].Money(between(900, 3000))),
			})
		}),
		TC("clean_phone_words", 90, func(b *B) string {
			return pick([]string{
				"Clubhouse phone bill " + b.K(amountUS()) + ", account " + b.K(ndigits(4)+" "+digits(4)+" "+digits(2)) + ", due " + b.K(dateUS()),
				"Call volume in " + b.K(strconv.Itoa(between(2024, 2026))) + ": " + b.K(thou(between(1000, 9000), ",")) + " calls, avg hold " + b.K(strconv.Itoa(between(1, 9))+"m "+strconv.Itoa(between(10, 59))+"s"),
				"Intercom directory: dial " + b.K(strconv.Itoa(between(101, 910))) + " for the unit, " + b.K("0") + " for concierge, code " + b.K(doorCode()),
				"Tel. ext " + b.K(digits(4)) + " is maintenance; office hours " + b.K("8:30-17:30") + ", ticket " + b.K(workOrder()),
				"Phone line install order " + b.K(ndigits(10)) + " at " + b.K(us().Street()) + " on " + b.K(dateUS()),
				"Mobile home lot " + b.K(strconv.Itoa(between(1, 240))) + ", park ID " + b.K(ndigits(4)+"-"+digits(3)+"-"+digits(4)) + ", space rent " + b.K(amountUS()),
				"Call the elevator to " + b.K("floor "+strconv.Itoa(between(2, 40))) + " with fob " + b.K(ndigits(10)) + " between " + b.K("07:00") + " and 19:00",
				"Contact form submissions: " + b.K(strconv.Itoa(between(10, 500))) + " on " + b.K(dateISO()) + ", " + b.K(strconv.Itoa(between(1, 99))+"%") + " about parking",
				"WhatsApp group for " + b.K("Building "+string("ABCD"[rn(4)])) + " has " + b.K(strconv.Itoa(between(20, 300))) + " members; meter readings due " + b.K(dateEU("/")),
				"Tenant number " + b.K(ndigits(8)) + " (not a phone) — lease " + b.K("L-"+ndigits(6)),
			})
		}),
		TC("clean_tokens_placeholders", 40, func(b *B) string {
			return pick([]string{
				"curl -H \"Authorization: Bearer $SEAM_API_KEY\" https://connect.getseam.com/locks/list # property " + b.K(ndigits(5)),
				"Set `STRIPE_SECRET_KEY=sk_live_...` in the portal env, then charge " + b.K(amountUS()) + " for " + b.K(unit()),
				"The Bearer token expires after " + b.K("3600") + " seconds; refresh before syncing meter " + b.K(meterNo()),
				"password: <set in vault>   # smart-lock bridge " + b.K(serial()),
				"api_key: YOUR_API_KEY_HERE  # Yardi property " + b.K(ndigits(4)),
			})
		}),
	}
}
