package main

import (
	"fmt"
	"strings"
)

func tMpesaKE(g *G, r *R) string {
	c := C["KE"]
	d := g.dt()
	code := r.K(g.mpesaCode())
	name := g.NAME(c)
	ph := r.Ph(g.pick(g.fmtPhone(c, c.nsn(g), stNatCompact), g.fmtPhone(c, c.nsn(g), stNatCompact), g.fmtPhone(c, c.nsn(g), stMSISDN)))
	amt := r.K(g.money(c, 50, 70000))
	bal := r.K(g.money(c, 10, 90000))
	cost := g.pick("Ksh0.00", "Ksh7.00", "Ksh13.00", "Ksh23.00", "Ksh33.00", "Ksh53.00")
	date := r.K(d.dmy())
	switch g.n(4) {
	case 0:
		return fmt.Sprintf("%s Confirmed. %s sent to %s %s on %s at %s. New M-PESA balance is %s. Transaction cost, %s. Amount you can transact within the day is %s. Download new M-PESA app & get 500MB FREE data.", code, amt, name, ph, date, d.ampm(), bal, cost, commas(g.rng(100000, 499999))+".00")
	case 1:
		return fmt.Sprintf("%s Confirmed.You have received %s from %s %s on %s at %s  New M-PESA balance is %s. Earn interest daily on Ziidi MMF,Dial *334#", code, amt, name, ph, date, d.ampm(), bal)
	case 2:
		return fmt.Sprintf("%s confirmed. You have received %s from %s - %s on %s at %s. New M-PESA balance is %s. Separate personal and business funds through Pochi la Biashara on *334#.", code, amt, ph, name, date, d.ampm(), bal)
	}
	return fmt.Sprintf("%s Confirmed. %s sent to %s %s for account %s on %s at %s New M-PESA balance is %s. Transaction cost, %s.", code, amt, g.pick("SAFARICOM HOME", "ZUKU FIBER", "NAIROBI WATER", "KENYA POWER"), g.pick("", "PREPAID"), ph, date, d.ampm(), bal, cost)
}

func tMpesaTZ(g *G, r *R) string {
	c := C["TZ"]
	d := g.dt()
	code := r.K(g.trx(10))
	ph := r.Ph(g.pick(g.fmtPhone(c, c.nsn(g), stMSISDN), g.fmtPhone(c, c.nsn(g), stNatCompact)))
	amt := r.K(g.money(c, 1000, 900000))
	bal := r.K(g.money(c, 1000, 2000000))
	name := g.NAME(c)
	switch g.n(3) {
	case 0:
		return fmt.Sprintf("%s Imethibitishwa. Umepokea %s kutoka kwa %s - %s tarehe %s saa %s. Salio lako jipya la M-Pesa ni %s.", code, amt, ph, name, r.K(d.dmy()), d.hm(), bal)
	case 1:
		return fmt.Sprintf("%s Imethibitishwa. %s imetumwa kwa %s %s tarehe %s saa %s. Ada ya muamala %s. Salio jipya ni %s. Pakua App ya M-Pesa.", code, amt, name, ph, r.K(d.dmy()), d.ampm(), g.money(c, 100, 3000), bal)
	}
	return fmt.Sprintf("Muamala %s: Umetuma %s kwa %s (%s). Makato: %s. Salio: %s. Asante kwa kutumia M-Pesa.", code, amt, ph, name, g.money(c, 100, 3000), bal)
}

func tMomoGH(g *G, r *R) string {
	c := C[g.pick("GH", "UG", "RW", "ZM", "CM", "CI")]
	d := g.dt()
	id := r.K(g.nonCard(11))
	ph := r.Ph(g.pick(g.fmtPhone(c, c.nsn(g), stMSISDN), g.fmtPhone(c, c.nsn(g), stNatCompact), g.fmtPhone(c, c.nsn(g), stNat)))
	amt := r.K(g.money(c, 5, 5000))
	bal := r.K(g.money(c, 5, 20000))
	name := g.NAME(c)
	switch g.n(4) {
	case 0:
		return fmt.Sprintf("Payment received for %s from %s Current Balance: %s . Available Balance: %s. Reference: %s. Transaction ID: %s. TRANSACTION FEE: 0.00 Sender: %s", amt, name, bal, bal, g.pick("1", "rent", "chop money", "school fees", "Ama", "."), id, ph)
	case 1:
		return fmt.Sprintf("You have received %s from %s, %s on %s. Reason: %s. Your new balance: %s. Fee was 0. Financial Transaction Id: %s.", amt, name, ph, r.K(d.isoT()), g.pick("", "food", "transport", "loan refund"), bal, id)
	case 2:
		return fmt.Sprintf("Y'ello. You have sent %s to %s (%s). Fee %s, Tax %s. New balance %s. Transaction Id: %s. Ref: %s", amt, ph, name, g.money(c, 1, 20), g.money(c, 1, 5), bal, id, g.pick("upkeep", "1", "momo", "thanks"))
	}
	return fmt.Sprintf("Transfer of %s to %s %s successful on %s. Transaction ID: %s. Your MoMo balance is %s. Dial *170# for more.", amt, ph, name, d.isoT(), id, bal)
}

func tAirtel(g *G, r *R) string {
	c := C[g.pick("KE", "UG", "ZM", "TZ", "RW", "NG")]
	d := g.dt()
	tid := r.K(fmt.Sprintf("%s%02d%02d%02d.%02d%02d.%s%05d", g.pick("MP", "CI", "CO", "PP"), d.Y%100, d.M, d.D, d.h, d.m, string(upper[g.n(26)]), g.n(100000)))
	ph := r.Ph(g.pick(g.fmtPhone(c, c.nsn(g), stNatCompact), g.fmtPhone(c, c.nsn(g), stMSISDN), c.nsn(g)))
	amt := r.K(g.money(c, 50, 90000))
	bal := r.K(g.money(c, 10, 90000))
	switch g.n(3) {
	case 0:
		return fmt.Sprintf("TID:%s. Received %s from %s, %s. Bal %s. Airtel Money.", tid, amt, ph, g.NAME(c), bal)
	case 1:
		return fmt.Sprintf("Sent %s to %s %s. TID %s. Charge %s. Bal: %s. Get Airtel Money PIN reset on *185#", amt, g.name(c), ph, tid, g.money(c, 0, 50), bal)
	}
	return fmt.Sprintf("Airtel Money: You have received %s from %s on %s %s. Your balance is %s. Trans ID %s", amt, ph, r.K(d.dmY()), d.hm(), bal, tid)
}

func tOrange(g *G, r *R) string {
	c := C[g.pick("SN", "CI", "CM", "SN", "CI")]
	d := g.dt()
	ref := r.K(fmt.Sprintf("%s%02d%02d%02d.%02d%02d.%s%05d", g.pick("MP", "CI", "PP", "OM"), d.Y%100, d.M, d.D, d.h, d.m, string(upper[g.n(26)]), g.n(100000)))
	ph := r.Ph(g.phone(c, g.pick3(stNat, stNat, stIntl)))
	amt := r.K(g.money(c, 500, 500000))
	bal := r.K(g.money(c, 100, 800000))
	name := g.name(c)
	switch g.n(4) {
	case 0:
		return fmt.Sprintf("Transfert de %s effectué avec succès vers le %s (%s). Frais: %s. Nouveau solde: %s. Ref: %s. Orange Money vous remercie.", amt, ph, strings.ToUpper(name), g.money(c, 0, 900), bal, ref)
	case 1:
		return fmt.Sprintf("Vous avez reçu %s du %s %s le %s à %s. Votre solde est de %s. ID transaction: %s", amt, ph, name, r.K(d.dmY()), d.hm(), bal, ref)
	case 2:
		return fmt.Sprintf("Depot de %s effectue par l'agent %s sur votre compte. Client: %s. Solde: %s. Trans.ID: %s", amt, r.K(g.nonCard(6)), ph, bal, ref)
	}
	return fmt.Sprintf("Retrait de %s chez le distributeur %s. Numero client %s. Frais %s. Solde: %s. Ref %s", amt, r.K("OM-"+g.dig(5)), ph, g.money(c, 50, 900), bal, ref)
}

func (g *G) pick3(a, b, c int) int { return []int{a, b, c}[g.n(3)] }

func tWave(g *G, r *R) string {
	c := C[g.pick("SN", "CI")]
	ph := r.Ph(g.phone(c, g.pick3(stNat, stNat, stIntl)))
	amt := r.K(g.money(c, 500, 300000))
	id := r.K("T_" + g.from(upper+digs, 12))
	switch g.n(3) {
	case 0:
		return fmt.Sprintf("Yonnee naa la %s ci Wave, numéro bi mooy %s. Transaction %s. Jërëjëf!", amt, ph, id)
	case 1:
		return fmt.Sprintf("Wave: Vous avez envoyé %s à %s (%s). ID %s. Frais 1%%.", amt, g.name(c), ph, id)
	}
	return fmt.Sprintf("bonsoir, j'ai fait le depot wave sur %s mais c'est pas arrivé. montant %s, id %s. merci de verifier svp", ph, amt, id)
}

func tBkash(g *G, r *R) string {
	c := C["BD"]
	d := g.dt()
	trx := r.K(g.trx(10))
	ph := r.Ph(g.fmtPhone(c, c.nsn(g), stNatCompact))
	amt := fmt.Sprintf("Tk %s.00", commas(g.rng(50, 25000)))
	r.K(amt)
	bal := r.K(fmt.Sprintf("Tk %s.%02d", commas(g.rng(10, 90000)), g.n(100)))
	ts := r.K(fmt.Sprintf("%02d/%02d/%d %02d:%02d", d.D, d.M, d.Y, d.h, d.m))
	switch g.n(4) {
	case 0:
		return fmt.Sprintf("You have received %s from %s. Ref %s. Fee Tk 0.00. Balance %s. TrxID %s at %s", amt, ph, g.pick("gift", "bazar", "1", "rent", "salary"), bal, trx, ts)
	case 1:
		return fmt.Sprintf("Send Money %s to %s successful. Ref %s. Fee Tk 5.00. Balance %s. TrxID %s at %s", amt, ph, g.pick("ammu", "fees", "eid"), bal, trx, ts)
	case 2:
		return fmt.Sprintf("Cash Out %s to %s successful. Fee Tk %s. Balance %s. TrxID %s at %s. Download bKash App", amt, ph, fmt.Sprintf("%.2f", float64(g.rng(10, 400))*1.85), bal, trx, ts)
	}
	return fmt.Sprintf("Nagad: Money Received.\nAmount: %s\nSender: %s\nRef: N/A\nTxnID: %s\nBalance: %s\n%s", amt, ph, trx, bal, ts)
}

func tPKWallet(g *G, r *R) string {
	c := C["PK"]
	d := g.dt()
	tid := r.K(g.nonCard(11))
	ph := r.Ph(g.pick(g.fmtPhone(c, c.nsn(g), stNatCompact), g.fmtPhone(c, c.nsn(g), stNat)))
	amt := r.K("Rs. " + commas(g.rng(100, 50000)))
	switch g.n(3) {
	case 0:
		return fmt.Sprintf("You have received %s from %s %s on %s at %s. TID: %s. Your JazzCash balance is Rs. %s.", amt, g.name(c), ph, r.K(d.dmY()), d.hm(), tid, commas(g.rng(10, 90000))+".00")
	case 1:
		return fmt.Sprintf("Easypaisa: %s sent to %s successfully. Trx ID %s. Fee Rs. 0. Available Bal: %s", amt, ph, tid, r.K("Rs."+commas(g.rng(10, 90000))+".00"))
	}
	return fmt.Sprintf("Dear Customer, %s received in your account from Easypaisa A/C %s. Trx ID: %s. Date: %s", amt, ph, tid, r.K(d.isoT()))
}

func tGcash(g *G, r *R) string {
	c := C["PH"]
	d := g.dt()
	ref := g.nonCard(13)
	refF := r.K(g.pick(ref[:4]+" "+ref[4:7]+" "+ref[7:], ref))
	ph := r.Ph(g.fmtPhone(c, c.nsn(g), stNatCompact))
	amt := r.K(fmt.Sprintf("PHP %s.%02d", commas(g.rng(20, 30000)), g.n(100)))
	nm := g.NAME(c)
	initials := nm[:2] + "*" + nm[3:4] + " " + string(g.pk(c.last)[0]) + "."
	switch g.n(4) {
	case 0:
		return fmt.Sprintf("You have received %s of GCash from %s %s w/ MSG: %s. Your new balance is %s. %s. Ref. No. %s. Use now to buy load, pay bills or scan to pay.", amt, initials, ph, g.pick("bayad sa ulam", "tuition", "thanks", "ipon", ""), fmt.Sprintf("PHP %s.%02d", commas(g.rng(20, 30000)), g.n(100)), r.K(d.mdY()+" "+d.ampm()), refF)
	case 1:
		return fmt.Sprintf("You have sent %s to %s %s on %s. Ref. No. %s. Thank you for using GCash!", amt, initials, ph, r.K(d.mdY()+" "+d.ampm()), refF)
	case 2:
		return fmt.Sprintf("Maya: You sent %s to %s (%s). Reference ID %s. %s", amt, ph, initials, refF, d.dMonY())
	}
	return fmt.Sprintf("Cash-in of %s to your GCash account %s from 7-Eleven was successful. Ref %s.", amt, ph, refF)
}

func tUPI(g *G, r *R) string {
	c := C["IN"]
	d := g.dt()
	n := c.nsn(g)
	ph := r.Ph(n)
	h := g.pick("@ybl", "@paytm", "@okaxis", "@oksbi", "@ibl", "@axl", "@upi", "@okicici", "@ptyes")
	utr := r.K(fmt.Sprint(d.Y%10) + g.nonCard(11))
	amt := r.K("Rs." + lakh(g.rng(10, 99000)) + ".00")
	switch g.n(5) {
	case 0:
		return fmt.Sprintf("Sent %s From HDFC Bank A/C *%s To %s%s On %s Ref %s Not You? Call %s/SMS BLOCK UPI to %s", amt, g.dig(4), ph, h, r.K(fmt.Sprintf("%02d/%02d/%02d", d.D, d.M, d.Y%100)), utr, r.Ph("18002586161"), r.Ph("7308080808"))
	case 1:
		return fmt.Sprintf("Dear UPI user A/C X%s debited by %s on date %s trf to %s Refno %s. If not u? call %s. -SBI", g.dig(4), amt, r.K(fmt.Sprintf("%02d%s%02d", d.D, monthsEN[d.M-1], d.Y%100)), ph+h, utr, r.Ph("1800111109"))
	case 2:
		return fmt.Sprintf("bhai %s%s pe bhej de, GPay nahi chal raha. UTR aaye to screenshot dalna", ph, h)
	case 3:
		return fmt.Sprintf("Money received! %s credited to your Paytm wallet from %s. Txn ID: %s", amt, c.intl(g, n), utr)
	}
	return fmt.Sprintf("PhonePe: Paid %s to %s (%s%s). UPI Ref: %s", amt, g.name(c), ph, h, utr)
}

func tPix(g *G, r *R) string {
	c := C["BR"]
	d := g.dt()
	e2e := r.K("E" + g.dig(8) + d.compact()[:12] + g.from(alnum, 11))
	amt := r.K(g.money(c, 5, 9000))
	var key string
	if g.ch(0.3) {
		key = r.Em(g.email(c))
	} else {
		key = r.Ph(g.phone(c, stAny))
	}
	switch g.n(4) {
	case 0:
		return fmt.Sprintf("Pix enviado!\nValor: %s\nPara: %s\nChave: %s\nData: %s às %s\nID da transação: %s", amt, g.name(c), key, r.K(d.dmY()), d.hm(), e2e)
	case 1:
		return fmt.Sprintf("oi! pode mandar o pix pra minha chave %s, é %s. me avisa quando cair 🙏", key, amt)
	case 2:
		return fmt.Sprintf("Você recebeu um Pix de %s no valor de %s. Chave de origem: %s. Identificador: %s", strings.ToUpper(g.name(c)), amt, key, e2e)
	}
	return fmt.Sprintf("Comprovante de transferência Pix — %s — %s — destino chave %s — autenticação %s", r.K(d.dmY()), amt, key, e2e)
}
