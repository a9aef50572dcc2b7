package main

import (
	"fmt"
	"strings"
)

func tRemit(g *G, r *R) string {
	src := C[g.pick("US", "US", "US", "GB")]
	dst := g.country("KE", "NG", "GH", "PH", "IN", "BD", "PK", "MX", "CO", "VN", "ET", "SN")
	d := g.dt()
	sph := r.Ph(g.phone(src, g.pick3(stNat, stIntl, stNat)))
	rph := r.Ph(g.phone(dst, g.pick3(stIntl, stE164, stNat)))
	sem := r.Em(g.email(src))
	usd := g.rng(50, 2500)
	amt := r.K(fmt.Sprintf("%s%s.00", src.Cur, commas(usd)))
	switch g.n(4) {
	case 0:
		m := g.nonCard(10)
		mtcn := r.K(g.pick(m, m[:3]+"-"+m[3:6]+"-"+m[6:]))
		return fmt.Sprintf("Western Union — Money Transfer Control Number (MTCN): %s\nSent: %s on %s\nSender: %s, %s, %s\nReceiver: %s, %s, mobile %s\nPayout: %s", mtcn, amt, r.K(d.mdY()), g.name(src), sph, sem, g.name(dst), dst.Name, rph, g.pick("Cash pickup", "Mobile wallet", "Bank deposit"))
	case 1:
		ref := r.K(g.pick("R", "WR", "RM") + g.nonCard(10))
		return fmt.Sprintf("Remitly receipt\nReference %s\nYou sent %s to %s (%s) via %s\nExchange rate 1 USD = %d.%02d\nQuestions? %s | Your contact: %s", ref, amt, g.name(dst), rph, g.pick("M-Pesa", "GCash", "bKash", "MTN MoMo", "Wave", "Nequi"), g.rng(1, 1500), g.n(100), sem, sph)
	case 2:
		ref := r.K(g.pick("WR", "") + g.nonCard(10))
		return fmt.Sprintf("Hi WorldRemit, transfer %s to mobile money %s has been 'processing' for 3 days. I am the sender, %s. Please email me at %s.", ref, rph, sph, sem)
	}
	return fmt.Sprintf("Sendwave: your %s transfer to %s is complete. Recipient will see it on their %s wallet. Receipt sent to %s.", amt, rph, g.pick("M-Pesa", "MTN", "Airtel", "Orange", "Wave"), sem)
}

func tRemitSSN(g *G, r *R) string {
	src := C["US"]
	dst := g.country("MX", "PH", "NG", "GH", "KE", "IN", "CO", "PE")
	k := g.n(5)
	var s string
	if k == 1 || (k != 0 && g.ch(0.25)) {
		s = r.SSN(g.itin())
	} else {
		s = r.SSN(g.ssn())
	}
	ph := r.Ph(g.phone(src, stNat))
	switch k {
	case 0:
		return fmt.Sprintf("To increase your sending limit please confirm: SSN %s, occupation, source of funds. Phone on file %s.", s, ph)
	case 1:
		return fmt.Sprintf("yo mando dinero a mi mamá en %s cada quincena, me pidieron el ITIN y puse %s, está bien? mi cel %s", dst.Name, s, ph)
	case 2:
		return fmt.Sprintf("Compliance note: sender %s provided taxpayer id %s; recipient wallet %s; limit raised to Tier 3.", g.name(src), s, r.Ph(g.phone(dst, stIntl)))
	case 3:
		return fmt.Sprintf("sender_name,ssn,phone,dest_country\n%s,%s,%s,%s", g.name(src), s, ph, dst.ISO)
	}
	return fmt.Sprintf("Hello, Remitly locked my account. I sent my social %s and license photo already. Call %s please", strings.ReplaceAll(s, "-", " "), ph)
}

func tPIN(g *G, r *R) string {
	c := g.country("KE", "TZ", "GH", "UG", "NG", "BD", "PK", "PH", "ZM", "SN")
	ph := r.Ph(g.phone(c, stAny))
	pin := r.Sec(g.pin())
	switch g.n(6) {
	case 0:
		return fmt.Sprintf("Nimesahau kama nilimwambia, PIN yangu ni %s, line %s. Wameniibia pesa yote!", pin, ph)
	case 1:
		return fmt.Sprintf("the 'agent' who called from %s asked me to dial *334# and enter my pin %s to 'reverse' the money. now my balance is 0", ph, pin)
	case 2:
		return fmt.Sprintf("Please don't judge me, I gave my cousin my MoMo PIN %s so she could withdraw for me. My number %s. Now money missing.", pin, ph)
	case 3:
		return fmt.Sprintf("bKash PIN: %s\nNumber: %s\n(write this down for ammu, dont lose)", pin, ph)
	case 4:
		return fmt.Sprintf("Store shift handover: wallet phone %s, PIN %s, float counted at close.", ph, pin)
	}
	return fmt.Sprintf("Merchant portal login: %s / password %s", ph, r.Sec(g.password(c)))
}

func tUSSD(g *G, r *R) string {
	c := g.country("KE", "TZ", "UG", "GH", "NG", "BD", "PK", "ZM", "RW")
	ph := r.Ph(g.phone(c, g.pick3(stNatCompact, stNatCompact, stMSISDN)))
	amt := commas(g.rng(100, 50000))
	code := g.pick("*334#", "*170#", "*150*00#", "*247#", "*185#", "*126#", "*955#", "*182#")
	pinLine := "Enter PIN:\n> ****"
	if g.ch(0.25) {
		pinLine = "Enter PIN:\n> " + r.Sec(g.pin())
	}
	return fmt.Sprintf("USSD session %s\n1. Send Money\n2. Withdraw Cash\n3. Buy Airtime\n> 1\nEnter phone number:\n> %s\nEnter amount:\n> %s\n%s\nSend %s to %s? 1. Confirm 2. Cancel\n> 1\nRequest received. You will get an SMS shortly.", code, ph, amt, pinLine, amt, ph)
}

func tCardChat(g *G, r *R) string {
	c := g.country("MX", "NG", "IN", "BR", "PH", "KE", "GH", "CO", "PE")
	var iss string
	switch c.ISO {
	case "NG":
		iss = g.pick("Verve", "Mastercard", "Visa")
	case "IN":
		iss = g.pick("RuPay", "Visa", "Mastercard")
	case "BR":
		iss = g.pick("Elo", "Hipercard", "Mastercard", "Visa")
	default:
		iss = g.pick("Visa", "Mastercard", "Visa", "Amex", "UnionPay", "JCB")
	}
	cd := r.Card(g.card(iss))
	switch g.n(6) {
	case 0:
		return fmt.Sprintf("Deposítame en OXXO a la tarjeta %s (BBVA) a nombre de %s, y me mandas foto del ticket", cd, g.name(c))
	case 1:
		return fmt.Sprintf("The POS declined, can I just give you the card? %s exp %s cvv %s", cd, g.expiry(), g.dig(3))
	case 2:
		return fmt.Sprintf("customer card %s was charged twice for order %s (%s). pls refund one", cd, r.K(g.nonCard(8)), r.K(g.money(c, 100, 50000)))
	case 3:
		return fmt.Sprintf("Cartão: %s\nValidade: %s\nNome impresso: %s", cd, g.expiry(), strings.ToUpper(g.name(c)))
	case 4:
		return fmt.Sprintf("Linking my card to the wallet fails with 'invalid card'. Number %s, it's a %s debit.", cd, iss)
	}
	return fmt.Sprintf("Paid with %s ending? no — full number %s shows on the slip, is that normal? ref %s", iss, cd, r.K(g.nonCard(12)))
}

func tEmailSupport(g *G, r *R) string {
	c := g.country()
	em := r.Em(g.email(c))
	biz := r.Em(g.bizEmail(c))
	switch g.n(4) {
	case 0:
		return fmt.Sprintf("From: %s\nTo: %s\nSubject: Refund for double debit\n\nI was debited twice for %s on %s. Kindly refund.", em, biz, r.K(g.money(c, 100, 50000)), r.K(g.dt().dmY()))
	case 1:
		return fmt.Sprintf("Send your payment proof to %s with your order number in the subject. Complaints: %s", biz, em)
	case 2:
		return fmt.Sprintf("statement for wallet was sent to %s instead of %s, please update my email", r.Em(g.email(c)), em)
	}
	return fmt.Sprintf("Merchant onboarding: business email %s, owner email %s, settlement to mobile money %s", biz, em, r.Ph(g.phone(c, stAny)))
}
