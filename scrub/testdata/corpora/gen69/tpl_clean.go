package main

import (
	"fmt"
	"strings"
)

var cleanTpls []tpl

func regC(kind string, fn func() rec) { cleanTpls = append(cleanTpls, tpl{kind, true, fn}) }

func init() {
	// c1 shipping confirmation
	regC("clean_order_shipped", func() rec {
		o, t := amazonOrder(), ups()
		tot := usd()
		q := fmt.Sprintf("Your order #%s has shipped!\nCarrier: UPS  Tracking: %s\nEstimated delivery: %s\nOrder total: %s (incl. tax %s)\nQuestions? Visit Your Orders.", o, t, usDate(), tot, usd())
		return rec{q, nil, []string{o, t, tot}}
	})
	// c2 supplier invoice with IBAN/VAT
	regC("clean_invoice_iban", func() rec {
		ib := ibanAny()
		inv := invoiceNo()
		vat := vatDE()
		sum := eurK()
		q := fmt.Sprintf("Invoice %s — amount due %s by %s.\nBank: IBAN %s · BIC %s\nVAT ID %s · Tax no. %02d/%03d/%05d\nPlease quote %s as payment reference.", inv, sum, euDate(), ib, pick("DEUTDEFFXXX", "BNPAFRPPXXX", "INGBNL2A", "CAIXESBBXXX"), vat, rng(10, 99), rng(100, 999), rng(10000, 99999), inv)
		return rec{q, nil, []string{ib, vat, sum, inv}}
	})
	// c3 POS receipt with masked card
	regC("clean_pos_receipt", func() rec {
		last := digits(4)
		mask := pick("************", "XXXXXXXXXXXX", "**** **** **** ") + last
		tid := "TID " + digits(8)
		q := fmt.Sprintf("TRADER JOE'S #%03d\n%s %s\nBANANAS          0.%02d\nOAT MILK         %d.%02d\nSUBTOTAL        %s\nVISA %s\n%s  AUTH %s\nAPPROVED - THANK YOU", rng(1, 999), usDate(), hhmm(), rng(19, 99), rng(2, 5), rng(0, 99), usd(), mask, tid, digits(6))
		return rec{q, nil, []string{mask, tid}}
	})
	// c4 OTP SMS
	regC("clean_otp_sms", func() rec {
		code := digits(6)
		q := fmt.Sprintf(pick("Your verification code is %s. It expires in 10 minutes. Never share this code.",
			"%s is your Google verification code.", "[Kakao] 인증번호 [%s]를 입력해주세요.", "Ваш код подтверждения: %s", "Tu código de verificación es %s", "Ihr Bestätigungscode lautet %s."), code)
		return rec{q, nil, []string{code}}
	})
	// c5 release/version chat
	regC("clean_release_chat", func() rec {
		v := "v" + version()
		h := sha()[:pick3(7, 12, 40)]
		u := uuid()
		q := fmt.Sprintf("Deployed %s to prod at %s (commit %s). Rollback plan: job %s. Build #%d took %dm%02ds.", v, isoTS(), h, u, rng(1000, 99999), rng(1, 20), rng(0, 59))
		return rec{q, nil, []string{v, h, u}}
	})
	// c6 masked values notification
	regC("clean_masked_values", func() rec {
		l4 := digits(4)
		q := fmt.Sprintf(pick(
			"We noticed a sign-in from a new device. Your card ending in %s and phone number ending in %s were not changed. If this wasn't you, reset your password in Settings.",
			"Payment received from card •••• %s. A text was sent to the number on file (***) ***-%s.",
			"Your SSN on file: ***-**-%s. Verify the last four digits of your phone: XXX-XXX-%s."), l4, digits(4))
		return rec{q, nil, []string{l4}}
	})
	// c7 blank form template
	regC("clean_blank_form", func() rec {
		q := pick(
			"Name: ______________________  Date of birth: __/__/____\nPhone: (___) ___-____   Email: ______________@__________\nSSN: ___-__-____\nSignature: __________________",
			"EMERGENCY CONTACT\nName: ________________\nRelationship: ________\nPhone (home): ________________\nPhone (cell): ________________",
			"Please enter your phone number in the format +1 (XXX) XXX-XXXX and your e-mail as name@domain.",
			"Telefon: ____________  E-Mail: ____________  Geburtsdatum: TT.MM.JJJJ",
			"Card number: XXXX XXXX XXXX XXXX   Exp: MM/YY   CVV: ___")
		return rec{q, nil, nil}
	})
	// c8 flight itinerary
	regC("clean_flight_itinerary", func() rec {
		pnr := randFrom("ABCDEFGHJKLMNPQRSTUVWXYZ", 6)
		tkt := pick("125", "220", "057", "176", "016") + digits(10)
		fl := pick("LH", "BA", "AF", "TK", "EK", "UA") + fmt.Sprint(rng(100, 9999))
		q := fmt.Sprintf("Itinerary %s\n%s  %s %s → %s  dep %s arr %s  Seat %d%s\nTicket number %s\nFare %s, taxes %s", pnr, fl, isoDate(), pick("FRA", "LHR", "CDG", "IST"), pick("JFK", "DXB", "SIN", "GRU"), hhmm(), hhmm(), rng(1, 45), pick("A", "C", "F", "K"), tkt, usd(), usd())
		return rec{q, nil, []string{pnr, tkt, fl}}
	})
	// c9 multi-carrier tracking
	regC("clean_tracking_numbers", func() rec {
		u := uspsTrack()
		f := fedex()
		d := digits(10)
		q := fmt.Sprintf("Your items ship separately:\n• USPS %s\n• FedEx %s\n• DHL Express %s\nAllow 3–5 business days.", u, f, d)
		return rec{q, nil, []string{u, f, d}}
	})
	// c10 utility bill
	regC("clean_utility_bill", func() rec {
		acct := fmt.Sprintf("%s-%s-%s", digits(4), digits(5), digits(1))
		meter := "Meter no. " + digits(8)
		q := fmt.Sprintf("Electricity bill %s – %s\nAccount %s  %s\nPrevious reading %d kWh, current %d kWh\nAmount due %s by %s. AutoPay is ON.", usDate(), usDate(), acct, meter, rng(10000, 50000), rng(50001, 90000), usd(), usDate())
		return rec{q, nil, []string{acct, meter}}
	})
	// c11 payslip summary
	regC("clean_payslip", func() rec {
		eid := "Employee ID " + digits(6)
		q := fmt.Sprintf("Payslip %s\n%s  Tax code 1257L  NI category A\nGross pay £%d,%03d.%02d  Income tax £%d.%02d  Net pay £%d,%03d.%02d\nPay date %s", pick("March 2025", "April 2025", "Nov 2024"), eid, rng(1, 6), r.Intn(1000), r.Intn(100), rng(100, 999), r.Intn(100), rng(1, 4), r.Intn(1000), r.Intn(100), euDate())
		return rec{q, nil, []string{eid, "1257L"}}
	})
	// c12 German Rechnung without contact
	regC("clean_rechnung_de", func() rec {
		_, ib := ibanDE()
		kn := "Kundennummer " + digits(8)
		rn := "Rechnungsnummer " + digits(10)
		st := fmt.Sprintf("Steuernummer %d/%d/%d", rng(10, 99), rng(100, 999), rng(10000, 99999))
		q := fmt.Sprintf("%s\n%s\nAbrechnungszeitraum %s – %s\nBetrag: %s\nDer Betrag wird per SEPA-Lastschrift von %s eingezogen. Mandatsreferenz M%s.\n%s", kn, rn, euDate(), euDate(), eur(), ib, digits(9), st)
		return rec{q, nil, []string{kn, rn, ib, st}}
	})
	// c13 Chinese order
	regC("clean_order_zh", func() rec {
		oid := digits(19)
		wl := "SF" + digits(13)
		q := fmt.Sprintf("您的订单 %s 已发货，顺丰运单号：%s，预计%d月%d日送达。实付金额 ¥%d.%02d", oid, wl, rng(1, 12), rng(1, 28), rng(20, 3000), r.Intn(100))
		return rec{q, nil, []string{oid, wl}}
	})
	// c14 Japanese order
	regC("clean_order_ja", func() rec {
		oid := fmt.Sprintf("%d-%s-%s", rng(249, 250), digits(7), digits(7))
		zip := fmt.Sprintf("〒%03d-%04d", rng(100, 999), rng(0, 9999))
		q := fmt.Sprintf("ご注文ありがとうございます。\n注文番号：%s\nお届け先：%s 大阪府大阪市北区梅田%d-%d\nお支払い金額：¥%d,%03d（税込）", oid, zip, rng(1, 3), rng(1, 20), rng(1, 99), r.Intn(1000))
		return rec{q, nil, []string{oid, zip}}
	})
	// c15 log lines in support mail
	regC("clean_log_excerpt", func() rec {
		ip := fmt.Sprintf("10.%d.%d.%d", rng(0, 255), rng(0, 255), rng(1, 254))
		rid := uuid()
		q := fmt.Sprintf("Here are the logs:\n%s ERROR [worker-%d] request_id=%s upstream %s:%d timed out after %dms\n%s WARN retry %d/3 order_id=%s", isoTS(), rng(1, 16), rid, ip, pick3(8080, 443, 5432), rng(1000, 30000), isoTS(), rng(1, 3), digits(10))
		return rec{q, nil, []string{rid, ip}}
	})
	// c16 product listing with EAN/ISBN/dimensions
	regC("clean_product_specs", func() rec {
		ean := ean13()
		isbn := fmt.Sprintf("978-%d-%03d-%05d-%d", rng(0, 9), rng(100, 999), rng(10000, 99999), rng(0, 9))
		q := fmt.Sprintf("Item: %s\nEAN %s  |  ISBN %s\nDimensions 24.5 x 17.0 x 3.2 cm, 1.2 kg\nPrice %s, %d in stock (SKU %s-%d)", pick("Hardcover cookbook", "Board game", "LED desk lamp"), ean, isbn, eur(), rng(0, 400), randFrom("ABCDEFGHJKLMNPQRSTUVWXYZ", 3), rng(1000, 9999))
		return rec{q, nil, []string{ean, isbn}}
	})
	// c17 bank transfer confirmation
	regC("clean_transfer_confirmation", func() rec {
		ib := ibanAny()
		ref := "End-to-end ID " + randFrom(upperDig, 16)
		amt := eurK()
		q := fmt.Sprintf("Transfer executed on %s\nBeneficiary: Stadtwerke Nord GmbH\nIBAN %s\nAmount %s\n%s\nRemittance info: Vertragskonto %s", euDate(), ib, amt, ref, digits(12))
		return rec{q, nil, []string{ib, amt, ref}}
	})
	// c18 school grades / timetable
	regC("clean_school_report", func() rec {
		q := fmt.Sprintf("Term %d report — Room 2%02d\nMath 87/100, Science 92/100, English 78/100\nAttendance 96.4%%, late arrivals 2\nParent-teacher conference %s %s–%s", rng(1, 3), rng(1, 40), usDate(), hhmm(), hhmm())
		return rec{q, nil, []string{"87/100", "96.4%"}}
	})
	// c19 meeting notes with ticket ids and dates
	regC("clean_meeting_notes", func() rec {
		t1, t2 := fmt.Sprintf("JIRA-%d", rng(100, 9999)), fmt.Sprintf("PROJ-%d", rng(100, 9999))
		q := fmt.Sprintf("Notes %s\n- Budget FY%d approved: %s\n- %s blocked on vendor, %s done\n- Next sync %s at %s CET, room 3.%02d", isoDate(), rng(24, 26), usdC(), t1, t2, euDate(), hhmm(), rng(1, 30))
		return rec{q, nil, []string{t1, t2}}
	})
	// c20 stock/crypto chat
	regC("clean_market_chat", func() rec {
		tx := "0x" + randFrom(hexd, 64)
		q := fmt.Sprintf("BTC at %d,%03d.%02d (+%d.%d%%), sold 0.%s ETH, tx %s, gas %d gwei", rng(40, 110), r.Intn(1000), r.Intn(100), rng(0, 9), rng(0, 9), digits(4), tx, rng(5, 90))
		return rec{q, nil, []string{tx}}
	})
	// c21 coordinates, postal codes, addresses of businesses
	regC("clean_directions", func() rec {
		lat := fmt.Sprintf("%d.%06d", rng(30, 60), r.Intn(1000000))
		lon := fmt.Sprintf("-%d.%06d", rng(70, 120), r.Intn(1000000))
		zip := fmt.Sprintf("%05d-%04d", rng(10000, 99999), rng(0, 9999))
		q := fmt.Sprintf("Parking is at %s, %s (entrance on Lot C, ZIP %s). Gate opens %s, badge level 2, suite 1400.", lat, lon, zip, hhmm())
		return rec{q, nil, []string{lat, lon, zip}}
	})
	// c22 public keys / placeholders in a dev e-mail (README: publishable keys and AWS key ids stay)
	regC("clean_public_keys", func() rec {
		pk := "pk_live_" + mixed(24)
		q := fmt.Sprintf("Frontend config: STRIPE_PUBLISHABLE_KEY=%s (public, fine to commit). Secret key lives in Vault, do NOT paste it here — use sk_live_... as a placeholder in docs. Sandbox token: YOUR_TOKEN_HERE.", pk)
		return rec{q, nil, []string{pk}}
	})
	// c23 statement with many numbers
	regC("clean_card_statement", func() rec {
		q := fmt.Sprintf("Statement period %s–%s\nCard ending %s\nPrevious balance %s\nPayments -%s\nNew balance %s\nMinimum payment %s due %s\nAPR 24.99%%", usDate(), usDate(), digits(4), usdC(), usd(), usdC(), usd(), usDate())
		return rec{q, nil, []string{"APR 24.99%"}}
	})
	// c24 sports / schedule with score-like numbers
	regC("clean_schedule", func() rec {
		q := fmt.Sprintf("U12 league: Sat %s Tigers vs Hawks %s, field 7. Last week 3-2 win, season record 8-1-2. Fees $%d due; jersey #%d.", usDate(), hhmm(), rng(40, 150), rng(1, 99))
		return rec{q, nil, []string{"8-1-2", "field 7"}}
	})
	// c25 VAT/company registration footer, many countries
	regC("clean_company_footer", func() rec {
		q := pick(
			fmt.Sprintf("Kessler Bau GmbH · Sitz: Stuttgart · Amtsgericht Stuttgart HRB %d · USt-IdNr. %s · Geschäftsführer: K. Kessler", rng(100000, 799999), vatDE()),
			fmt.Sprintf("Atelier Lumière SAS – capital 10 000 € – RCS Paris %03d %03d %03d – TVA FR%02d%09d", rng(100, 999), rng(100, 999), rng(100, 999), rng(10, 99), rng(100000000, 999999999)),
			fmt.Sprintf("Orion Consulting Ltd. Registered in England No. %08d. VAT Reg. GB %03d %04d %02d", rng(1000000, 15000000), rng(100, 999), rng(1000, 9999), rng(10, 99)),
			fmt.Sprintf("Studio Rossi S.r.l. – P.IVA %011d – REA MI-%d – Cap. Soc. € 10.000 i.v.", rng(1000000000, 9999999999), rng(1000000, 2999999)))
		return rec{q, nil, []string{strings.Fields(q)[0]}}
	})
	// c26 Indian bank SMS (masked)
	regC("clean_bank_sms_in", func() rec {
		q := fmt.Sprintf("INR %d,%03d.00 debited from A/c XX%s on %02d-%s-%d. UPI Ref %s. Avl Bal INR %d,%03d.%02d. Not you? Report via the app.", rng(1, 90), r.Intn(1000), digits(4), rng(1, 28), pick("Jan", "Feb", "Mar", "Apr"), rng(23, 25), digits(12), rng(1, 99), r.Intn(1000), r.Intn(100))
		return rec{q, nil, []string{"UPI Ref"}}
	})
	// c27 hashes and checksums in a download e-mail
	regC("clean_checksums", func() rec {
		h := randFrom(hexd, 64)
		q := fmt.Sprintf("Firmware %s for model RT-AX%d is ready. SHA-256: %s  Size: %d,%03d,%03d bytes. Serial range S/N %s–%s affected.", version(), rng(50, 99), h, rng(10, 80), r.Intn(1000), r.Intn(1000), randFrom(upperDig, 10), randFrom(upperDig, 10))
		return rec{q, nil, []string{h}}
	})
	// c28 price list / quote in euros and dates
	regC("clean_quote_eu", func() rec {
		nr := fmt.Sprintf("Angebot Nr. %d-%04d", rng(2024, 2026), rng(1, 9999))
		q := fmt.Sprintf("%s vom %s\nPos. 1  Fenster 120x140 cm  3 Stk.  %s\nPos. 2  Montage  %s\nNetto %s, MwSt 19%%, gültig bis %s", nr, euDate(), eurK(), eur(), eurK(), euDate())
		return rec{q, nil, []string{nr}}
	})
}

func pick3[T any](a, b, c T) T {
	switch r.Intn(3) {
	case 0:
		return a
	case 1:
		return b
	}
	return c
}
