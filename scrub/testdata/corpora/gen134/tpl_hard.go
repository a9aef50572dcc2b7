package main

import (
	"fmt"
	"strings"
)

// Harder layouts, added after a first pass over the frozen scrubber's results.
func init() { hardInit = registerHard }

var hardInit func()

func registerHard() {
	en := func(kind string, fn func(b *B)) { addP("en", kind, fn) }
	en("text_me_spaced", func(b *B) {
		d := usPhoneDigits()
		b.t(pick("text me at ", "txt me ", "you can text me on ", "my cell: "))
		b.p("phone", d[:3]+" "+d[3:6]+" "+d[6:])
		b.t(pick(" whenever, ", " — ") + "re: unit ")
		b.k(fmt.Sprint(rng(100, 999)) + pick("A", "B", ""))
		b.t(" move-in on ")
		b.k(date())
	})
	en("ssn_label_prev_line", func(b *B) {
		b.t("Applicant details (exported from PDF form)\nName\n" + fullName("en") + "\nSocial Security Number\n")
		b.p("ssn", ssnStyle(false, pick("", " ", "-")))
		b.t("\nDate signed\n")
		b.k(date())
	})
	en("form_urlencoded_card", func(b *B) {
		d := cardDigits(from(cardIss), 0)
		v := cardFmt(d, "+")
		reserved[v] = true
		b.t("POST /checkout HTTP/1.1\nContent-Type: application/x-www-form-urlencoded\n\nname=" + strings.ReplaceAll(fullName("en"), " ", "+") + "&card_number=")
		b.p("credit_card", v)
		b.t("&exp=")
		b.k(fmt.Sprintf("%02d%%2F%d", rng(1, 12), rng(26, 31)))
		b.t("&order=")
		b.k(nd(8))
	})
	en("phone_00_prefix", func(b *B) {
		cc := pick("44", "49", "33", "34", "39", "31", "41", "353")
		var n string
		switch cc {
		case "44":
			n = "7" + pick("4", "5", "8", "9") + nd(2) + " " + nd(6)
		case "49":
			n = "17" + nd(1) + " " + nd(7)
		case "33":
			n = "6 " + nd(2) + " " + nd(2) + " " + nd(2) + " " + nd(2)
		case "34":
			n = "6" + nd(2) + " " + nd(3) + " " + nd(3)
		case "39":
			n = "3" + nd(2) + " " + nd(7)
		case "31":
			n = "6 " + nd(8)
		case "41":
			n = "79 " + nd(3) + " " + nd(2) + " " + nd(2)
		default:
			n = "87 " + nd(3) + " " + nd(4)
		}
		b.t(pick("If urgent ring me on ", "Call me on ", "Mobile: "))
		b.p("phone", uniq(func() string { return "00" + cc + " " + n }))
		b.t(", I'm in the " + pick("London", "Berlin", "Paris", "Madrid", "Milan", "Amsterdam", "Zurich", "Dublin") + " office until ")
		b.k(date())
	})
	en("tin_markdown_table", func(b *B) {
		b.t("| Contractor | TIN | 1099 total |\n|---|---|---|\n")
		for i := 0; i < 2; i++ {
			b.t("| " + fullName("en") + " | ")
			b.p("ssn", ssnStyle(chance(0.5), pick("", " ", "-")))
			b.t(" | ")
			b.k(amount())
			b.t(" |\n")
		}
	})
	en("agent_escaped_password", func(b *B) {
		b.t(`{"role":"assistant","tool_calls":[{"function":{"name":"create_user","arguments":"{\"username\": \"` + asciiName(from(firstN["en"])) + `\", \"password\": \"`)
		b.p("bearer", password())
		b.t(`\", \"group\": \"support\"}"},"id":"`)
		b.k("call_" + rs(an, 22))
		b.t(`"}]}`)
	})
	en("curl_cookie_jwt", func(b *B) {
		b.t("curl 'https://portal.brightlane.io/api/invoices?year=")
		b.k("2025")
		b.t("' -b 'auth=")
		b.p("jwt", jwt())
		b.t("; locale=en-US' --compressed")
	})
	en("python_dict_log", func(b *B) {
		b.k(tstamp())
		b.t(" DEBUG urllib3 sending request headers={'User-Agent': 'python-requests/2.32.3', 'Authorization': 'Bearer ")
		b.p("bearer", uniq(func() string { return rs(an, 40) }))
		b.t("', 'Accept': '*/*'} url=https://api.brightlane.io/v2/reports/")
		b.k(nd(6))
	})
	en("api_key_query", func(b *B) {
		switch rnd.Intn(3) {
		case 0:
			b.t("fetch(`https://api.openweathermap.org/data/2.5/weather?q=${city}&units=metric&appid=")
			b.p("bearer", uniq(func() string { return sha(32) }))
			b.t("`) // returns 401 since ")
			b.k(date())
		case 1:
			_, k := uniq2("AIza")
			b.t("<script src=\"https://maps.googleapis.com/maps/api/js?key=")
			b.p("bearer", k)
			b.t("&callback=initMap&v=")
			b.k("3.55")
			b.t("\"></script>")
		default:
			b.t("GET https://newsapi.org/v2/top-headlines?country=us&apiKey=")
			b.p("bearer", uniq(func() string { return sha(32) }))
			b.t(" 426 upgrade required (")
			b.k(tstamp())
			b.t(")")
		}
	})
	en("email_caps", func(b *B) {
		e := strings.ToUpper(email("en"))
		reserved[e] = true
		b.t("PLEASE UPDATE MY EMAIL TO ")
		b.p("email", e)
		b.t(" I HAVE ASKED 3 TIMES!!! ORDER ")
		b.k(orderID())
	})
	en("ssn_label_after", func(b *B) {
		b.p("ssn", ssnStyle(false, pick(" ", "-", "")))
		b.t(pick(" is my social, ", " <- that's my SSN, ", " (social security) — ") + "the letter ref is ")
		b.k("SSA-" + nd(7))
	})
	en("yaml_password_spaces", func(b *B) {
		pw := uniq(func() string {
			return from(pwWords) + " " + strings.ToLower(from(pwWords)) + " " + nd(2) + pick("!", "?", "")
		})
		b.t("smtp:\n  user: alerts\n  password: \"")
		b.p("bearer", pw)
		b.t("\"\n  port: 465\n  tls: true\n# chart version ")
		b.k(version())
	})
	en("sql_where_card", func(b *B) {
		b.t("UPDATE payment_methods SET is_default = true WHERE card_number = '")
		b.p("credit_card", cardOf(from(cardIss), ""))
		b.t("' AND customer_id = ")
		b.k(nd(7))
		b.t("; -- requested in ")
		b.k(ticket())
	})
	en("msisdn_json", func(b *B) {
		b.t(`{"event":"otp_sent","msisdn":"`)
		p := strings.TrimPrefix(strings.NewReplacer(" ", "", "-", "", "(0)", "", "(", "", ")", "", ".", "").Replace(phone(pick("GB", "NG", "ZA", "IN", "BR", "PH", "AE", "TR"), true)), "+")
		reserved[p] = true
		b.p("phone", p)
		b.t(`","channel":"sms","ttl":300,"code_len":6,"ts":`)
		b.k(fmt.Sprint(rng(1700000000, 1760000000)))
		b.t(`}`)
	})
	en("twilio_curl_u", func(b *B) {
		b.t("curl -X POST https://api.twilio.com/2010-04-01/Accounts/AC")
		sid := sha(32)
		b.t(sid + "/Messages.json --data-urlencode \"To=")
		b.p("phone", "+1"+usPhoneDigits())
		b.t("\" --data-urlencode \"Body=Order ")
		b.k(orderID())
		b.t(" ready\" -u AC" + sid + ":")
		b.p("bearer", uniq(func() string { return sha(32) }))
	})
	en("jwt_in_exception", func(b *B) {
		b.t("jwt.exceptions.InvalidSignatureError: Signature verification failed\n  token: ")
		b.p("jwt", jwt())
		b.t("\n  at verify (")
		b.k("auth/jwt.py:" + fmt.Sprint(rng(20, 300)))
		b.t(")")
	})
	en("gcp_service_account", func(b *B) {
		body := strings.Join([]string{"MIIEvQIBADANBgkqhkiG9w0BAQEFAASC" + rs(an+"+/", 32), rs(an+"+/", 64), rs(an+"+/", 64), rs(an+"+/", 40) + "="}, `\n`)
		reserved[body] = true
		b.t(`{"type": "service_account", "project_id": "brightlane-prod-` + nd(6) + `", "private_key_id": "`)
		b.k(sha(40))
		b.t(`", "private_key": "-----BEGIN PRIVATE KEY-----\n`)
		b.p("bearer", body)
		b.t(`\n-----END PRIVATE KEY-----\n", "client_id": "`)
		b.k(nd(21))
		b.t(`"}`)
	})
	en("card_ocr_receipt", func(b *B) {
		b.t("Photo of receipt (OCR):\nMERCHANT #: ")
		b.k(nd(12))
		b.t("\nCARD NO ")
		b.p("credit_card", cardOf(from(cardIss), " "))
		b.t("\nAUTH CODE ")
		b.k(rs(dig+upper, 6))
		b.t("\nTOTAL ")
		b.k(amount())
	})
	en("phone_paren_intl", func(b *B) {
		b.t("Hotel front desk said to call the owner's cell (")
		cc := pick("+52", "+57", "+54", "+56", "+63", "+234")
		var n string
		switch cc {
		case "+52":
			n = "55 " + nd(4) + " " + nd(4)
		case "+57":
			n = "31" + nd(1) + " " + nd(3) + " " + nd(4)
		case "+54":
			n = "9 11 " + nd(4) + "-" + nd(4)
		case "+56":
			n = "9 " + nd(4) + " " + nd(4)
		case "+63":
			n = "917 " + nd(3) + " " + nd(4)
		default:
			n = "803 " + nd(3) + " " + nd(4)
		}
		v := uniq(func() string { return cc + " " + n })
		b.p("phone", v)
		b.t(") before check-in at ")
		b.k(hhmm())
		b.t(", booking ")
		b.k(rs(upper+dig, 10))
	})
	// other languages, harder layouts
	addP("zh", "prose_mobile", func(b *B) {
		m := uniq(func() string { return "1" + pick("38", "39", "58", "86", "77") + nd(8) })
		b.t("麻烦快递员到了打我电话" + "")
		b.p("phone", m)
		b.t("，放门卫也行。订单")
		b.k(nd(16))
	})
	addP("zh", "wechat_email_pw", func(b *B) {
		b.t("【客户反馈】用户邮箱")
		b.p("email", email("zh"))
		b.t("登录失败，他说密码是")
		b.p("bearer", password())
		b.t("，工单号")
		b.k("WO" + nd(10))
	})
	addP("es", "llamame_movil", func(b *B) {
		b.t("Llámame al ")
		b.p("phone", phone("ES", false))
		b.t(" cuando puedas, o escríbeme a ")
		b.p("email", email("es"))
		b.t(". Referencia de la reserva: ")
		b.k(rs(upper, 6))
	})
	addP("es", "tarjeta_json", func(b *B) {
		b.t(`{"pago":{"titular":"` + fullName("es") + `","numero_tarjeta":"`)
		b.p("credit_card", cardOf(from(cardIss), pick("", " ", "-")))
		b.t(`","importe":"`)
		b.k(fmt.Sprintf("%d,%02d", rng(5, 900), rng(0, 99)))
		b.t(`","pedido":"`)
		b.k(nd(9))
		b.t(`"}}`)
	})
	addP("de", "din_slash_phone", func(b *B) {
		a := pick("030", "089", "040", "0221", "069")
		b.t("Rückruf erbeten: Herr " + from(lastN["de"]) + ", Tel. ")
		b.p("phone", uniq(func() string { return a + " / " + nd(2) + " " + nd(2) + " " + nd(2) + " " + nd(2) }))
		b.t(", wegen Vertrag ")
		b.k("V-" + nd(7))
	})
	addP("de", "api_schluessel", func(b *B) {
		v, k := prefixed()
		b.t("Der " + v.name + "-API-Schlüssel lautet ")
		b.p("bearer", k)
		b.t(" – bitte bis ")
		b.k(fmt.Sprintf("%02d.%02d.%d", rng(1, 28), rng(1, 12), 2025))
		b.t(" rotieren.")
	})
	addP("fr", "rappel_prose", func(b *B) {
		b.t("Pouvez-vous me rappeler au ")
		b.p("phone", phone("FR", false))
		b.t(" demain matin ? C'est au sujet du contrat ")
		b.k("CTR-" + nd(6))
		b.t(". Mon adresse : ")
		b.p("email", email("fr"))
	})
	addP("pt", "cpf_and_phone", func(b *B) {
		b.t("Cadastro: CPF ")
		b.k(fmt.Sprintf("%03d.%03d.%03d-%02d", rng(0, 999), rng(0, 999), rng(0, 999), rng(0, 99)))
		b.t(", celular ")
		b.p("phone", phone("BR", false))
		b.t(", e-mail ")
		b.p("email", email("pt"))
	})
	addP("hi", "mobile_bare", func(b *B) {
		m := uniq(func() string { return pick("9", "8", "7") + nd(9) })
		b.t("Sir mera mobile number ")
		b.p("phone", m)
		b.t(" hai, aur PAN ")
		b.k(rs(upper, 5) + nd(4) + rs(upper, 1))
		b.t(" already link hai")
	})

	// harder clean look-alikes
	c := func(kind string, fn func(b *B)) { addC("en", kind, fn) }
	c("meeting_ids_otp", func(b *B) {
		b.t("Join Zoom: https://zoom.us/j/")
		b.k(nd(11))
		b.t("\nMeeting ID: ")
		b.k(nd(3) + " " + nd(4) + " " + nd(4))
		b.t("\nPasscode: ")
		b.k(nd(6))
		b.t("\nYour verification code is ")
		b.k(nd(6))
	})
	c("aws_doc_examples", func(b *B) {
		b.t("Example from the docs: aws_access_key_id = ")
		b.k("AKIAIOSFODNN7EXAMPLE")
		b.t(", aws_secret_access_key = ")
		b.k("wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY")
		b.t(" (region ")
		b.k(pick("us-east-1", "eu-west-1", "ap-south-1", "sa-east-1"))
		b.t("); our real account is ")
		b.k(nd(12))
		b.t(", bucket ")
		b.k("logs-" + rs(lower+dig, 8))
	})
	c("redacted_log", func(b *B) {
		b.k(tstamp())
		b.t(" INFO login ok user_id=")
		b.k(nd(7))
		b.t(" password=")
		b.k("********")
		b.t(" token=")
		b.k("[REDACTED]")
		b.t(" ip=")
		b.k(ip())
	})
	c("digit_timestamps", func(b *B) {
		b.t("batch ")
		b.k(fmt.Sprintf("%d%02d%02d%02d%02d%02d", rng(2023, 2026), rng(1, 12), rng(1, 28), rng(0, 23), rng(0, 59), rng(0, 59)))
		b.t(" processed ")
		b.k(nd(7))
		b.t(" rows in ")
		b.k(fmt.Sprintf("%d.%02ds", rng(1, 90), rng(0, 99)))
		b.t(", sizes 1536 2048 4096 MB, checksum ")
		b.k(sha(16))
	})
	c("fictional_numbers", func(b *B) {
		b.t("In the screenplay she calls ")
		b.k("555-01" + nd(2))
		b.t(" and the ad shows ")
		b.k("1-800-FLOWERS")
		b.t("; the ticket number is ")
		b.k(pick("016", "125", "074") + "-" + nd(10))
	})
	c("version_matrix", func(b *B) {
		b.t("| service | version | port |\n|---|---|---|\n| api | ")
		b.k(version())
		b.t(" | 8080 |\n| worker | ")
		b.k(version())
		b.t(" | 9091 |\n| db | ")
		b.k("15.6")
		b.t(" | 5432 |")
	})
}
