package main

import (
	"fmt"
	"strings"
)

// OAuth token endpoint response pasted from a debugger
func k_oauth_response(g *G) *B {
	b := &B{}
	b.W(g.pick("HTTP/1.1 200 OK\nContent-Type: application/json;charset=UTF-8\nCache-Control: no-store\n\n", "", "token response:\n"))
	at := g.jwt()
	atp := jw(at)
	if g.p(40) {
		atp = br(g.oauthToken())
	}
	b.F("{\n  \"access_token\": \"%s\",\n  \"token_type\": \"Bearer\",\n  \"expires_in\": %d,\n", atp, []int{3599, 3600, 86400, 300}[g.n(4)])
	if g.p(70) {
		b.F("  \"refresh_token\": \"%s\",\n", br(g.oauthToken()))
	}
	if g.p(60) {
		b.F("  \"id_token\": \"%s\",\n", jw(g.jwt()))
	}
	b.F("  \"scope\": \"%s\"\n}\n", g.pick("openid profile email", "https://www.googleapis.com/auth/drive.readonly", "read write", "offline_access User.Read"))
	return b
}

// lists without headers: a mail-merge paste, an SMS campaign upload, a JSON array
func k_bare_list(g *G) *B {
	b := &B{}
	switch g.n(4) {
	case 0:
		b.W(g.pick("To: ", "Bcc: ", "recipients = "))
		n := g.rng(2, 5)
		for i := 0; i < n; i++ {
			L := g.loc()
			p := g.person(L)
			if i > 0 {
				b.W(g.pick("; ", ", "))
			}
			if g.p(50) {
				b.F("%s <%s>", p.Full(), em(g.emailFor(L, p)))
			} else {
				b.F("%s", em(g.emailFor(L, p)))
			}
		}
		b.W("\n")
	case 1:
		L := g.loc()
		b.W(g.pick("sms_upload_"+g.isoDate()+".txt\n", "numbers.txt\n", ""))
		for i, n := 0, g.rng(3, 6); i < n; i++ {
			b.F("%s\n", ph(L.Phone(g, g.pick("e164", "e164", "bare"))))
		}
	case 2:
		b.W("[")
		n := g.rng(2, 4)
		for i := 0; i < n; i++ {
			L := g.loc()
			if i > 0 {
				b.W(", ")
			}
			b.F("\"%s\"", ph(L.Phone(g, "e164")))
		}
		b.W("]\n")
	default:
		L := g.loc()
		for i, n := 0, g.rng(2, 4); i < n; i++ {
			p := g.person(L)
			t := L.Phone(g, g.pick("nat", "intl"))
			if L.Native != "" && g.p(35) {
				t = toDigits(t, L.Native)
			}
			b.F("%s\t%s\t%s\n", p.Full(), ph(t), em(g.emailFor(L, p)))
		}
	}
	return b
}

func k_payroll(g *G) *B {
	b := &B{}
	L := g.locCode("en-US")
	switch g.n(3) {
	case 0:
		b.W("Employee\tTIN\tType\tGross\tFed W/H\tPay Date\n")
		for i, n := 0, g.rng(2, 4); i < n; i++ {
			p := g.person(L)
			itin := g.p(35)
			typ := "SSN"
			if itin {
				typ = "ITIN"
			}
			b.F("%s, %s\t%s\t%s\t%s\t%s\t%s\n", p.Last, p.First, sn(g.ssn(g.pick3(0, 1, 2), itin)), typ, g.amount("."), g.amount("."), K(g.isoDate()))
		}
	case 1:
		p := g.person(L)
		b.F("{\"employee\":{\"id\":\"%s\",\"name\":\"%s\",\"taxpayer_id\":\"%s\",\"email\":\"%s\"},\"w4\":{\"filing_status\":\"single\",\"extra_withholding\":\"%s\"},\"direct_deposit\":{\"routing\":\"%s\",\"account_last4\":\"%s\"}}\n", K("E"+g.nz(6)), p.Full(), sn(g.ssn(g.pick3(0, 1, 2), g.p(30))), em(g.emailFor(L, p)), g.amount("."), K(g.pick("021000021", "121000358", "026009593", "071000013")), g.digits(4))
	default:
		p := g.person(L)
		b.F("<Employee>\n  <EmpNo>%s</EmpNo>\n  <LegalName>%s</LegalName>\n  <SocialSecurityNumber>%s</SocialSecurityNumber>\n  <HomePhone>%s</HomePhone>\n  <HireDate>%s</HireDate>\n</Employee>\n", K(g.nz(6)), p.Full(), sn(g.ssn(g.pick3(0, 2, 1), false)), ph(L.Phone(g, "nat")), K(g.isoDate()))
	}
	return b
}

// wallet / payment provider export where cards sit in a JSON list
func k_cards_json(g *G) *B {
	b := &B{}
	L := g.loc()
	p := g.person(L)
	brands := map[string][]string{"ru": {"mir", "visa"}, "tr": {"troy", "mc"}, "hi": {"rupay", "visa"}, "zh": {"unionpay"}, "ja": {"jcb", "visa"}}
	bl := brands[L.Code]
	b.F("{\"customer\":\"%s\",\"email\":\"%s\",\"cards\":[", K("cus_"+g.mixed(alnumA, 14)), em(g.emailFor(L, p)))
	for i, n := 0, g.rng(1, 2); i < n; i++ {
		if i > 0 {
			b.W(",")
		}
		c, cs := g.cardStr(bl...)
		b.F("{\"brand\":\"%s\",\"pan\":\"%s\",\"exp\":\"%s\",\"holder\":\"%s\"}", c.Brand, cc(cs), g.expiry(), strings.ToUpper(p.LatFirst+" "+p.LatLast))
	}
	b.W("]}\n")
	return b
}

var _ = fmt.Sprint
