package main

import (
	"fmt"
	"strings"
)

var piiMore = []T{
	{"idp_callback_log_jwt", func(g *G, b *B) {
		b.T("%s %02d:%02d:%02d INFO oidc.callback provider=%s state=", g.recent().iso(), g.n(0, 23), g.n(0, 59), g.n(0, 59), g.pick("idme", "login.gov", "okta")).K(g.rnd(hexd, 16)).T(" id_token=").JWT(g.jwt(g.pick("https://api.id.me/oidc", "https://secure.login.gov", "https://lender.okta.com"), g.rnd(hexd, 32))).T(" ial=%d aal=%d redirect=/account/transcripts", g.n(1, 2), g.n(1, 3))
	}},
	{"har_entry_servicer_portal", func(g *G, b *B) {
		p := g.person()
		b.T(`{"request":{"method":"GET","url":"https://portal.%s.com/api/borrower/profile","headers":[{"name":"Authorization","value":"Bearer `, g.pick("mrcooper", "rocketmortgage", "newrez", "loandepot")).JWT(g.jwt("https://auth.servicer.com", fmt.Sprint(g.n(1000000, 9999999)))).T(`"}]},"response":{"status":200,"content":{"text":"{\"loanNumber\":\"`).K(g.nzdigits(10)).T(`\",\"ssnLast4\":\"`).K(fmt.Sprintf("%04d", g.n(0, 9999))).T(`\",\"email\":\"`).Em(g.email(p)).T(`\"}"}}}`)
	}},
	{"tax_portal_cookie_jwt", func(g *G, b *B) {
		b.T("> GET /tax/%d/return/summary HTTP/2\n> Host: app.%s.com\n> Cookie: ajs_anonymous_id=", g.year(), g.pick("freetaxusa", "taxact", "taxslayer")).K(g.rnd(hexd, 8) + "-" + g.rnd(hexd, 4)).T("; session=").JWT(g.jwt("https://auth.taxapp.com", "tp_"+g.digits(9))).T("\n< HTTP/2 200\n< x-request-id: ").K(g.rnd(hexd, 24))
	}},
	{"payroll_card_enrollment", func(g *G, b *B) {
		p := g.person()
		b.T("Payroll Card Enrollment — %s\nEmployee %s, ID ", g.pick("ADP ALINE Card", "Paycard Visa", "rapid! PayCard"), p.full()).K(fmt.Sprint(g.n(10000, 99999))).T("\nCard number: ").Card(g.card(g.pick("visa", "mc"), g.pick("space", "plain"))).T("  Exp ").K(fmt.Sprintf("%02d/%d", g.n(1, 12), g.n(2027, 2031))).T("\nFirst load ").K(g.recent().us()).T(" ").K(g.amt(200, 2500)).T("  Mobile for alerts ").Ph(g.phone(p.pl, ""))
	}},
	{"rent_payment_receipt", func(g *G, b *B) {
		p := g.person()
		b.T("Payment receipt #").K(fmt.Sprint(g.n(1000000, 9999999))).T("  %s Property Management\nResident: %s  Unit ", g.pick("Greystar", "Lincoln", "Cortland", "Bell"), p.full()).K(fmt.Sprint(g.n(100, 3999))).T("\nPaid ").K(g.amt(700, 3500)).T(" with card ").Card(g.card("", "")).T(" (convenience fee ").K(g.amt(10, 90)).T(")  Auth code ").K(strings.ToUpper(g.rnd(alnum, 6))).T("  Date ").K(g.recent().us())
	}},
	{"card_over_phone_ivr_es", func(g *G, b *B) {
		p := g.personL(true)
		b.T("Registro IVR %s: pago de préstamo núm. ", g.recent().iso()).K(g.nzdigits(10)).T(", tarjeta ingresada ").Card(g.card("", "plain")).T(", vence ").K(fmt.Sprintf("%02d/%02d", g.n(1, 12), g.n(26, 31))).T(", monto ").K(g.amt(50, 900)).T(", número de teléfono del cliente ").Ph(g.phone(p.pl, "plain")).T(", confirmación ").K(g.pick("PG", "IVR") + g.digits(8))
	}},
}
