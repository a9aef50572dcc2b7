package main

import (
	"fmt"
	"strings"
)

func piiKinds3() []Kind {
	var ks []Kind
	k := func(name string, fn func() []any) { ks = append(ks, Kind{name, fn}) }

	// ---------------- phones as platform APIs print them ----------------
	k("libphonenumber_tostring", func() []any {
		cc, code := pick("DE", "GB", "FR", "IT", "BR"), ""
		switch cc {
		case "DE":
			code = "49"
		case "GB":
			code = "44"
		case "FR":
			code = "33"
		case "IT":
			code = "39"
		default:
			code = "55"
		}
		p := phone(cc, "e164")
		return []any{lcp("D", "PhoneInputView"), "parsed: Country Code: ", code, " National Number: ", Ph(p[1+len(code):]), " Leading Zero(s): false"}
	})
	k("ios_cncontact_print", func() []any {
		l := L(pick("en", "gb", "de", "fr", "au"))
		f, s := l.Name()
		return []any{iosp(appName()), "[ContactsSync] <CNContact: ", K("0x" + hexs(9)), ": identifier=", K(UUID() + ":ABPerson"), ", givenName=", f, ", familyName=", s, ", phoneNumbers=(\"<CNLabeledValue: label=_$!<Mobile>!$_, value=<CNPhoneNumber: stringValue=", Ph(l.Phone(pick("intl", "nat"))), ">>\")>"}
	})
	k("telephony_line1_number", func() []any {
		p := phone("US", "e164")
		return []any{lcp("D", "SimInfoProvider"), "getLine1Number()=", Ph(p[2:]), " simOperator=", K(fmt.Sprint(rint(310000, 311999))), " networkCountryIso=us"}
	})
	k("chat_text_me_spaced", func() []any {
		p := phone("US", "e164")
		return []any{"[", K(isoTS()), "] user: app won't let me reset my password. text me at ", Ph(p[2:5] + " " + p[5:8] + " " + p[8:]), " please, ticket ", K("#" + ticket())}
	})
	k("chat_movil_es", func() []any {
		p := phone("ES", "nat")
		return []any{"Cliente: no me llega el SMS de verificación, mi móvil es ", Ph(p), " (Movistar). App versión ", K(ver()), "."}
	})
	k("chat_mobile_in", func() []any {
		p := phone("IN", "e164")
		return []any{"OTP not received on mob: ", Ph(p[3:]), " , tried 3 times since ", K(hms()[:5]), " IST. Order ", K(playOrder())}
	})
	k("review_fullwidth_ja", func() []any {
		p := phone("JP", "nat")
		fw := strings.Map(func(r rune) rune {
			if r >= '0' && r <= '9' {
				return r - '0' + '０'
			}
			if r == '-' {
				return 'ー'
			}
			return r
		}, p)
		return []any{stars(1), " ", K(date()), " サポートに何度連絡しても返事がありません。電話番号は", Ph(fw), "です。"}
	})
	k("user_json_mobile_key", func() []any {
		p := phone("IN", "e164")
		return []any{`{"uid":"`, K(userID()), `","name":"`, L("in").Display(), `","mobile":"`, Ph(p[3:]), `","countryCode":"+91","kycStatus":"PENDING","appVersion":"`, K(ver()), `"}`}
	})

	// ---------------- cards ----------------
	k("card_json_pan", func() []any {
		return []any{lcp("D", "TokenizeRequest"), `{"pan":"`, C(cardV("")), `","expiry":"`, K(fmt.Sprintf("%02d%02d", mon(), rint(26, 31))), `","merchantRef":"`, K("MR-" + dig(10)), `"}`}
	})
	k("card_query_param", func() []any {
		return []any{"WebView navigation blocked: https://pay.", pickL(companies), ".app/legacy/charge?amount=", K(fmt.Sprintf("%d.99", rint(1, 99))), "&card_number=", C(cardV("")), "&exp=", K(fmt.Sprintf("%02d%02d", mon(), rint(26, 31))), "&order=", K(fmt.Sprint(rint(100000, 999999)))}
	})
	k("card_chat_with_cvv_de", func() []any {
		return []any{"Nutzer: Hier meine Kreditkarte, bitte manuell buchen: ", C(cardV(" ")), ", gültig bis ", K(fmt.Sprintf("%02d/%02d", mon(), rint(26, 31))), ". Bestellung ", K(appleOrder()), "."}
	})
	k("card_testflight_feedback", func() []any {
		return []any{"TestFlight feedback (build ", K(buildNo()), "): payment sheet accepted my real card ", C(cardV("-")), " in the sandbox environment?? Screenshot attached."}
	})
	k("card_ocr_scan_result", func() []any {
		c, iss := card(" ")
		return []any{"VNRecognizeTextRequest results: [\"", strings.ToUpper(iss), "\", \"", C(c), "\", \"VALID THRU ", K(fmt.Sprintf("%02d/%02d", mon(), rint(26, 31))), "\"] confidence=0.", fmt.Sprint(rint(80, 99))}
	})

	// ---------------- SSN / ITIN ----------------
	k("gig_driver_onboarding_csv", func() []any {
		out := []any{"driver_id,first_name,last_name,ssn,vehicle_year\n"}
		for i := 0; i < rint(2, 3); i++ {
			f, s := L("en").Name()
			out = append(out, K("DRV-"+dig(6)), ",", f, ",", s, ",", S(pick(ssn(), ssnBare())), ",", fmt.Sprint(rint(2012, 2024)), "\n")
		}
		return out
	})
	k("payroll_app_json_ssn", func() []any {
		return []any{`{"employee":{"id":"`, K("EMP" + dig(5)), `","ssn":"`, S(pick(ssnBare(), ssn())), `","payRate":"`, fmt.Sprintf("%d.%02d", rint(15, 60), rint(0, 99)), `","hireDate":"`, K(date()), `"}}`}
	})
	k("form_post_ssn", func() []any {
		return []any{lcp("I", "okhttp.OkHttpClient"), "first_name=", L("en").First[rng.Intn(10)], "&dob=", K(date()), "&ssn=", S(ssn()), "&consent=true&app_build=", K(buildNo())}
	})
	k("itin_json_tin", func() []any {
		return []any{`{"taxpayer":{"name":"`, L("mx").Display(), `","tin_type":"ITIN","tin":"`, S(itin()), `"},"form":"W-9","submitted_at":"`, K(isoTS()), `"}`}
	})
	k("ssn_ocr_card", func() []any {
		f, s := L("en").Name()
		return []any{"ID scan (MLKit text): SOCIAL SECURITY / ", S(ssn()), " / THIS NUMBER HAS BEEN ESTABLISHED FOR / ", strings.ToUpper(f + " " + s), " · scan id ", K(uuid())}
	})
	k("ssn_support_spaces_fr", func() []any {
		return []any{"Ticket ", K("#" + ticket()), " (fr-FR) : « Je vis aux USA, l'appli refuse mon numéro de sécurité sociale ", S(ssnSp()), " alors qu'il est valide. »"}
	})

	// ---------------- JWT ----------------
	k("jwt_websocket_url", func() []any {
		return []any{lcp("D", "SocketManager"), "connecting wss://rt.", pickL(companies), ".app/socket?token=", J(sessionJWT()), "&v=", K(ver())}
	})
	k("jwt_bearer_header", func() []any {
		return []any{"> GET /v2/wallet HTTP/2\n> Host: api.", pickL(companies), ".app\n> Authorization: Bearer ", J(anyJWT(anyLoc().Email())), "\n> X-App-Version: ", K(ver()), "\n< HTTP/2 401"}
	})
	k("jwt_cookie_header", func() []any {
		return []any{"Cookie: _ga=", K("GA1.1." + nzdig(9) + "." + epoch()), "; session=", J(sessionJWT()), "; theme=dark"}
	})
	k("jwt_keychain_print", func() []any {
		return []any{"(lldb) po KeychainWrapper.standard.string(forKey: \"id_token\")\n▿ Optional<String>\n  - some : \"", J(googleIDToken(gClientID(), anyLoc().Email())), "\""}
	})
	return ks
}
