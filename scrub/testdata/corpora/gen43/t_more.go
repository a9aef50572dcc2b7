package main

import (
	"fmt"
	"net/url"
	"strings"
)

func tLuhnTest(b *B, clean bool) {
	b.X("My Luhn check rejects a valid card, what's wrong with this?\n\n´´´js\nfunction luhn(num) {\n  const d = num.replace(/\\D/g, '');\n  let sum = 0;\n  for (let i = 0; i < d.length; i++) {\n    let n = +d[d.length - 1 - i];\n    if (i % 2) { n *= 2; if (n > 9) n -= 9; }\n    sum += n;\n  }\n  return sum % 10 === 0;\n}\n\ntest.each([\n")
	n := rr(1, 3)
	for i := 0; i < n; i++ {
		if clean {
			b.X("  ['§', true],\n", K(pick("4242424242424242", "4242 4242 4242 4242")))
			break
		}
		b.X("  ['§', true],\n", P("credit_card", card()))
	}
	b.X("  ['§', false],\n  ['§', false],\n])('%s -> %s', (n, ok) => expect(luhn(n)).toBe(ok));\n´´´\n", K(pick("1234567812345678", "4111111111111112", "0000 0000 0000 0001")), K(fmt.Sprint(rr(1000, 99999))))
	if clean {
		b.X("(all from the Stripe testing docs)")
	} else {
		b.X("The first one is my own card (I know, I'll change it), it works at every store but my function says false.")
	}
}

func tStripeCurlForm(b *B, clean bool) {
	b.X("Creating a token with curl gives ´card_declined´ in live mode:\n\n´´´bash\ncurl https://api.stripe.com/v1/tokens \\\n  -u §: \\\n", V(clean, "bearer", stripeSK("live"), K("$STRIPE_SECRET_KEY")))
	if clean {
		b.X("  -d \"card[number]\"=§ \\\n", K("4242424242424242"))
	} else {
		b.X("  -d \"card[number]\"=§ \\\n", P("credit_card", cardDigits()))
	}
	b.X("  -d \"card[exp_month]\"=§ \\\n  -d \"card[exp_year]\"=§ \\\n  -d \"card[cvc]\"=§\n´´´\n´{\"error\": {\"code\": \"card_declined\", \"doc_url\": \"https://stripe.com/docs/error-codes/card-declined\", \"request_log_url\": \"https://dashboard.stripe.com/logs/§\"}}´", rr(1, 12), rr(2026, 2031), rr(100, 999), K("req_"+sec(alnum, 14)))
}

func tHRCSV(b *B, clean bool) {
	sep := pick(",", "\t", ";")
	b.X("Importing payroll CSV into Postgres with COPY fails on row 3 (´invalid input syntax for type date´). Header + first rows:\n\n´´´\n§\n", strings.Join([]string{"employee_id", "first_name", "last_name", "ssn", "dob", "work_email", "mobile", "hire_date"}, sep))
	for i := 0; i < rr(2, 4); i++ {
		p := newPerson()
		dob := fmt.Sprintf("%02d/%02d/%d", rr(1, 12), rr(1, 28), rr(1960, 2002))
		hire := rts().date()
		var sn, em, mo any
		if clean {
			sn, em, mo = K(fakeSSN()), K(fakeEmail()), K(fakePhone())
		} else {
			s := ssn()
			if chance(0.4) {
				s = strings.ReplaceAll(s, "-", "")
			}
			a, e, l := nanp()
			sn, em, mo = P("ssn", s), P("email", p.email), P("phone", pick(a+e+l, a+"-"+e+"-"+l, "("+a+") "+e+"-"+l))
		}
		b.X("§§§§§§§§§§§§§§§\n", K("E"+fmt.Sprint(rr(10000, 99999))), sep, p.first, sep, p.last, sep, sn, sep, dob, sep, em, sep, mo, sep, K(hire))
	}
	b.X("´´´\n´\\copy employees FROM 'payroll.csv' WITH (FORMAT csv, HEADER true, DELIMITER '§')´", map[string]string{",": ",", "\t": "E'\\t'", ";": ";"}[sep])
}

func tSSNValidatorTest(b *B, clean bool) {
	b.X("SSN validation: my regex accepts some numbers the SSA says are never issued.\n\n´´´java\n§\nvoid validSsns() {\n", K("@Test"))
	if clean {
		b.X("    assertTrue(SsnValidator.isValid(§));\n", K("\"<valid-ssn>\""))
	} else {
		for i := 0; i < rr(1, 3); i++ {
			b.X("    assertTrue(SsnValidator.isValid(\"§\"));\n", P("ssn", pick(ssn(), ssn(), itin())))
		}
	}
	b.X("}\n\n§\nvoid invalidSsns() {\n    assertFalse(SsnValidator.isValid(\"§\")); // area 000\n    assertFalse(SsnValidator.isValid(\"§\")); // area 666\n    assertFalse(SsnValidator.isValid(\"§\")); // group 00\n}\n´´´\nPattern: ´§´", K("@Test"), K(fmt.Sprintf("000-%02d-%04d", rr(1, 99), rr(1, 9999))), K(fmt.Sprintf("666-%02d-%04d", rr(1, 99), rr(1, 9999))), K(fmt.Sprintf("%03d-00-%04d", rr(100, 599), rr(1, 9999))), K("^(?!000|666|9\\d{2})\\d{3}-(?!00)\\d{2}-(?!0000)\\d{4}$"))
}

func tKYCPayload(b *B, clean bool) {
	p := newPerson()
	b.X("The identity verification vendor returns ´400 {\"error\":\"ssn must be 9 digits\"}´ — but I'm sending 9 digits? Request body from our logs:\n\n´´´json\n{\n  \"reference_id\": \"§\",\n  \"first_name\": \"§\",\n  \"last_name\": \"§\",\n  \"dob\": \"§\",\n", K(uuid4()), p.first, p.last, fmt.Sprintf("%d-%02d-%02d", rr(1960, 2003), rr(1, 12), rr(1, 28)))
	if clean {
		b.X("  \"ssn\": \"§\",\n  \"phone\": \"§\",\n  \"email\": \"§\",\n", K("<9 digits>"), K(fakePhone()), K(fakeEmail()))
	} else {
		s := ssn()
		v := pick(s, strings.ReplaceAll(s, "-", ""), strings.ReplaceAll(s, "-", " "))
		b.X("  \"ssn\": \"§\",\n  \"phone\": \"§\",\n  \"email\": \"§\",\n", P("ssn", v), P("phone", phone()), P("email", p.email))
	}
	b.X("  \"address\": { \"line1\": \"§ Main St\", \"city\": \"Springfield\", \"state\": \"IL\", \"postal_code\": \"§\" }\n}\n´´´", rr(10, 9999), K(fmt.Sprintf("627%02d", rn(100))))
}

func tFormURLEncoded(b *B, clean bool) {
	var em, ph string
	if clean {
		em, ph = "user%40localhost", "%28555%29%20555-5555"
		b.X("Express ´req.body´ is empty for this form POST (body-parser ´§´):\n\n´´´\nPOST /signup HTTP/1.1\nHost: §\nContent-Type: application/x-www-form-urlencoded\nContent-Length: §\n\nname=Jane+Doe&email=§&phone=§&plan=pro&utm_source=newsletter\n´´´", K("1.20.2"), K("localhost:3000"), rr(60, 200), K(em), K(ph))
		return
	}
	e := email()
	em = url.QueryEscape(e)
	ph = url.QueryEscape(phoneE164())
	b.X("Express ´req.body´ is empty for this form POST (body-parser ´§´):\n\n´´´\nPOST /signup HTTP/1.1\nHost: §\nContent-Type: application/x-www-form-urlencoded\nContent-Length: §\n\nname=§&email=§&phone=§&plan=pro&utm_source=newsletter\n´´´", K("1.20.2"), K("localhost:3000"), rr(60, 200), url.QueryEscape(fullName()), P("email", em), P("phone", ph))
}

func tTwilioWebhook(b *B, clean bool) {
	if clean {
		b.X("Twilio inbound SMS webhook: signature validation fails. Raw body:\n´´´\nToCountry=US&ToState=CA&SmsMessageSid=§&NumMedia=0&Body=STOP&AccountSid=§&ApiVersion=2010-04-01\n´´´\nX-Twilio-Signature ´§´", K("SM"+sec(hexl, 32)), K(twilioAC()), K(b64blob(20)))
		return
	}
	b.X("Twilio inbound SMS webhook: signature validation fails. Raw body:\n´´´\nToCountry=US&ToState=CA&SmsMessageSid=§&NumMedia=0&From=§&Body=STOP&To=§&AccountSid=§&ApiVersion=2010-04-01\n´´´\nX-Twilio-Signature ´§´", K("SM"+sec(hexl, 32)), P("phone", url.QueryEscape(phoneE164())), P("phone", url.QueryEscape(phoneE164US())), K(twilioAC()), K(b64blob(20)))
}

func tPackageAuthors(b *B, clean bool) {
	switch rn(4) {
	case 0:
		b.X("npm publish warns about the author field, is this format right?\n´´´json\n{\n  \"name\": \"§\",\n  \"version\": \"§\",\n  \"author\": \"§ <§> (https://§.dev)\",\n  \"contributors\": [\"§ <§>\"],\n  \"repository\": \"§\"\n}\n´´´", K("@"+handle()+"/utils"), K(semver()), fullName(), V(clean, "email", email(), K("author@localhost")), handle(), fullName(), V(clean, "email", email(), K("<email>")), K("git@github.com:"+handle()+"/utils.git"))
	case 1:
		b.X("Cargo complains ´the authors field is deprecated´?\n´´´toml\n[package]\nname = \"§\"\nversion = \"§\"\nedition = \"2021\"\nauthors = [\"§ <§>\"]\n\n[dependencies]\nserde = { version = \"§\", features = [\"derive\"] }\n´´´", pick("fastq", "tinyhttp", "ripcsv"), K(semver()), fullName(), V(clean, "email", email(), K("you@localhost")), K("1.0."+fmt.Sprint(rr(150, 210))))
	case 2:
		b.X("´.mailmap´ isn't merging my two identities in ´git shortlog -sne´:\n´´´\n§ <§> <§>\n´´´\nshortlog still shows both with § and § commits.", fullName(), V(clean, "email", workEmail(), K("new@localhost")), V(clean, "email", email(), K("old@localhost")), rr(2, 400), rr(2, 400))
	default:
		b.X("pyproject.toml build fails: ´project.authors[0] must be valid exactly by one definition´\n´´´toml\n[project]\nname = \"§\"\nversion = \"§\"\nauthors = [{ name = \"§\", email = \"§\" }]\nrequires-python = \">=3.9\"\n´´´", pick("acme-sdk", "fastcsv"), K(semver()), fullName(), V(clean, "email", email(), K("TBD")))
	}
}

func tGitConfig(b *B, clean bool) {
	if clean {
		b.X("Commits show up as unverified after I changed machines. ´git config --list --show-origin | grep user´ shows ´file:/home/dev/.gitconfig user.name=dev´ and ´user.signingkey=§´; GPG key id ´§´.", K(sec(hexu, 16)), K(sec(hexu, 16)))
		return
	}
	e := email()
	b.X("My commits don't link to my GitHub profile:\n´´´\n$ git config --global user.email \"§\"\n$ git log -1 --format='%an <%ae> %G?'\n§ <§> N\n´´´\nThe address is verified in GitHub settings. Signing key ´§´.", P("email", e), fullName(), P("email", e), K(sec(hexu, 16)))
}

func tHTMLContact(b *B, clean bool) {
	if clean {
		b.X("React: ´tel:´ link doesn't open the dialer on iOS Safari\n´´´jsx\n<a href={´tel:${props.phone}´}>{props.phone}</a>\n<a href={´mailto:${props.email}´}>Email us</a>\n´´´\n´react@§´", K("18.3.1"))
		return
	}
	ph := phone()
	e := workEmail()
	b.X("´tel:´ link doesn't open the dialer on iOS Safari, footer template:\n´´´html\n<footer class=\"contact\">\n  <a href=\"tel:§\">§</a>\n  <a href=\"mailto:§?subject=Support\">§</a>\n</footer>\n´´´\nBuilt with ´§´.", P("phone", telHref(ph)), P("phone", ph), P("email", e), P("email", e), K(pick("hugo v0.124.1", "astro@4.5.9", "eleventy 2.0.1")))
}

func tW2Generator(b *B, clean bool) {
	b.X("Go: PDF generation for W-2s pads the SSN box wrong. Test input:\n\n´´´go\nemp := Employee{\n\tName:    \"§\",\n", fullName())
	if clean {
		b.X("\tSSN:     \"§\",\n\tEmail:   \"§\",\n", K(fakeSSN()), K(fakeEmail()))
	} else {
		b.X("\tSSN:     \"§\",\n\tEmail:   \"§\",\n", P("ssn", pick(ssn(), itin())), P("email", email()))
	}
	b.X("\tEIN:     \"§\",\n\tWages:   §,\n\tTaxYear: §,\n}\n´´´\n´gofpdf´ puts it § pt too far left.", K(fmt.Sprintf("%02d-%07d", rr(10, 98), rn(10000000))), K(fmt.Sprintf("%d.%02d", rr(20000, 250000), rn(100))), K(fmt.Sprint(rr(2022, 2024))), rr(2, 20))
}

func tGraphQLMutation(b *B, clean bool) {
	b.X("Apollo mutation fails with ´Variable \"$input\" got invalid value´:\n´´´graphql\nmutation CreateCustomer($input: CustomerInput!) { createCustomer(input: $input) { id } }\n´´´\nvariables:\n´´´json\n{\"input\": {\"email\": \"§\", \"phone\": \"§\"",
		V(clean, "email", email(), K(fakeEmail())), V(clean, "phone", phone(), K(fakePhone())))
	if !clean && chance(0.5) {
		b.X(", \"paymentMethod\": {\"number\": \"§\", \"expiry\": \"§/§\"}", P("credit_card", card()), fmt.Sprintf("%02d", rr(1, 12)), rr(26, 31))
	}
	b.X("}}\n´´´\n´@apollo/client@§´", K("3."+fmt.Sprint(rr(8, 11))+"."+fmt.Sprint(rr(0, 9))))
}

func tAdyenLog(b *B, clean bool) {
	t := rts()
	psp := "88" + rs(digits, 14)
	b.X("Payment gateway adapter logs, can someone explain why the retry uses a different PSP reference?\n´´´\n§ [payments-§] INFO  AdyenClient - authorise pspReference=§ merchantRef=§ amount=§ EUR card=§\n", K(t.sp()), rr(1, 8), K(psp), K("ORD-"+fmt.Sprint(rr(100000, 999999))), rr(100, 99999), K(pick("411111******1111", "5555 **** **** 4444", "************1234")))
	if clean {
		b.X("§ [payments-§] WARN  AdyenClient - refused: CVC Declined pspReference=§\n´´´", t.sp(), rr(1, 8), K(bigDec(16)))
	} else {
		b.X("§ [payments-§] DEBUG AdyenClient - raw request: {\"paymentMethod\":{\"type\":\"scheme\",\"number\":\"§\",\"expiryMonth\":\"§\",\"expiryYear\":\"20§\",\"holderName\":\"§\"},\"shopperEmail\":\"§\"}\n´´´", t.sp(), rr(1, 8), P("credit_card", cardDigits()), fmt.Sprintf("%02d", rr(1, 12)), rr(26, 31), fullName(), P("email", email()))
	}
}

func tExcelImport(b *B, clean bool) {
	b.X("openpyxl reads the phone and SSN columns as numbers and drops leading zeros. Pasted from the sheet (tab separated):\n\n´´´\nName\tPhone\tSSN\tStart date\n")
	for i := 0; i < rr(2, 4); i++ {
		if clean {
			b.X("§\t§\t§\t§\n", fullName(), K(fakePhone()), K(fakeSSN()), K(rts().date()))
		} else {
			a, e, l := nanp()
			b.X("§\t§\t§\t§\n", fullName(), P("phone", a+e+l), P("ssn", strings.ReplaceAll(ssn(), "-", "")), K(rts().date()))
		}
	}
	b.X("´´´\n´openpyxl==§´, how do I force text?", K("3.1."+fmt.Sprint(rr(2, 5))))
}

func tIOSCrash(b *B, clean bool) {
	b.X("Firebase Crashlytics breadcrumbs before the crash (iOS § / app §):\n´´´\n", K("17."+fmt.Sprint(rr(0, 5))+"."+fmt.Sprint(rr(0, 1))), K(semver()+" ("+fmt.Sprint(rr(100, 9999))+")"))
	t := rts()
	b.X("§ screen_view ProfileEditViewController\n", K(t.iso()))
	if clean {
		b.X("§ log: save tapped, fields=[email, phone]\n", t.iso())
	} else {
		b.X("§ log: save tapped email=§ phone=§\n", t.iso(), P("email", email()), P("phone", phone()))
	}
	b.X("§ Fatal Exception: NSInvalidArgumentException -[__NSCFNumber length]: unrecognized selector sent to instance §\n´´´", t.iso(), K(fmt.Sprintf("0x%x", 0x280000000+rn(0xfffffff))))
}

func tCodeowners(b *B, clean bool) {
	b.X("CODEOWNERS rule not requesting review from the team:\n´´´\n# CODEOWNERS\n*.go            §\n/docs/          §\n/infra/         §\n", K("@"+pick("acme", "hooli")+"/backend"), K("@"+handle()), V(clean, "email", workEmail(), K("@"+pick("acme", "hooli")+"/sre")))
	b.X("´´´\nThe team has write access. Is the email form even supported when the user has a private email?")
}

func tMailParse(b *B, clean bool) {
	if clean {
		b.X("Python ´email.utils.parseaddr´ returns ´('', '')´ for ´\"Doe, Jane\" <jane(at)localhost>´ — is the comment syntax the problem? ´§´", K("Python 3.12.2"))
		return
	}
	n := fullName()
	e := email()
	b.X("Python ´email.utils.getaddresses´ splits this header wrong:\n´´´\nTo: \"§\" <§>, §\nCc: §\n´´´\nresult: ´[('§', '§'), ('', '§')]´", n, P("email", e), P("email", email()), P("email", workEmail()), n, e, func() any { return "…" }())
}

func tJSONEscaped(b *B, clean bool) {
	e := email()
	ph := phoneE164()
	if clean {
		b.X("Our Lambda gets the SQS message body double-encoded: ´\"{\\\"userId\\\":\\\"§\\\",\\\"event\\\":\\\"signup\\\",\\\"ts\\\":§}\"´ — do I need two ´json.loads´?", K(uuid4()), K(epochMs()))
		return
	}
	b.X("Our Lambda gets the SQS message body double-encoded:\n´´´\n\"{\\\"userId\\\":\\\"§\\\",\\\"email\\\":\\\"§\\\",\\\"phone\\\":\\\"§\\\",\\\"ts\\\":§}\"\n´´´\ndo I need two ´json.loads´? MessageId ´§´.", K(uuid4()), P("email", e), P("phone", ph), K(epochMs()), K(uuid4()))
}

func telHref(ph string) string {
	d := strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return r
		}
		return -1
	}, ph)
	switch {
	case strings.HasPrefix(ph, "+"):
		return "+" + d
	case len(d) == 10:
		return "+1" + d
	default:
		return "+" + d
	}
}
