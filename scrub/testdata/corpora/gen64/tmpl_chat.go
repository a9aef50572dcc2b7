package main

import (
	"fmt"
	"strings"
)

func tSwahiliChat(g *G, r *R) string {
	c := C[g.pick("KE", "KE", "TZ")]
	ph := r.Ph(g.phone(c, stAny))
	amt := r.K(g.money(c, 100, 20000))
	till := r.K(g.nonCard(g.rng(5, 7)))
	switch g.n(6) {
	case 0:
		return fmt.Sprintf("Habari boss, mzigo umefika? Nitumie %s kwa %s, jina litaonekana %s. Asante", amt, ph, strings.ToUpper(g.name(c)))
	case 1:
		return fmt.Sprintf("Lipa na M-Pesa: Buy Goods till %s ama tuma kwa pochi %s. Delivery ni %s ndani ya CBD.", till, ph, g.money(c, 100, 400))
	case 2:
		return fmt.Sprintf("[%s %s] %s: nimetuma kwa namba yako %s lakini imerudi ikisema 'not registered'. ni sahihi?", g.dt().dmY(), g.dt().hm(), g.pk(c.first), ph)
	case 3:
		return fmt.Sprintf("Samahani naomba urudishe pesa, nilikosea namba. Nilituma %s kwa %s badala ya %s. Code %s", amt, ph, r.Ph(g.phone(c, stNat)), r.K(g.mpesaCode()))
	case 4:
		return fmt.Sprintf("Mama mboga wa stage anasema mtu akitaka sukuma na nyanya apige %s au wapate pale kibandani. Pochi pia inakubali.", ph)
	}
	return fmt.Sprintf("mpigie rider wetu %s akufikishie. ukimaliza lipa paybill %s, account ni jina lako.", ph, till)
}

func tNigeriaChat(g *G, r *R) string {
	c := C["NG"]
	n := c.nsn(g)
	amt := r.K(g.money(c, 1000, 900000))
	bank := g.pick("OPay", "PalmPay", "Moniepoint", "OPay")
	name := g.name(c)
	switch g.n(7) {
	case 0:
		ph := r.Ph(n)
		return fmt.Sprintf("Abeg send the balance %s to my %s %s, na %s be the name. I go ship am once alert land", amt, bank, ph, name)
	case 1:
		ph := r.Ph("0" + n)
		acct := r.Ph(n)
		return fmt.Sprintf("Account number: %s\nBank: %s\nName: %s\nPls send screenshot after payment 🙏🏾\nCall/WhatsApp %s if any wahala", acct, bank, strings.ToUpper(name), ph)
	case 2:
		ph := r.Ph(g.fmtPhone(c, n, stNat))
		return fmt.Sprintf("Ka turo kudin ta lambata %s, sunan %s, %s. Na gode sosai. Kudin shine %s", ph, name, bank, amt)
	case 3:
		ph := r.Ph(g.fmtPhone(c, n, stIntl))
		return fmt.Sprintf("E kaaro ma. E pe mi lori %s ti e ba fe ra aso ankara yi. Owo re je %s. Mo wa ni Ikeja.", ph, amt)
	case 4:
		ph := r.Ph(n)
		return fmt.Sprintf("POS guy said the transfer reversed. Session ID %s. Pls resend to %s %s, it's my phone number without the zero", r.K("1000"+g.nonCard(26)), bank, ph)
	case 5:
		ph := r.Ph(g.fmtPhone(c, n, stNatCompact))
		return fmt.Sprintf("%s: Airtime %s recharge for %s was successful. Ref %s", bank, amt, ph, r.K(g.nonCard(12)))
	}
	ph := r.Ph(g.fmtPhone(c, n, stAny))
	acct := "0" + g.dig(9)
	return fmt.Sprintf("Pay into GTBank %s (%s) then drop your number so rider can call you. Mine na %s", acct, name, ph)
}

func tBanglaChat(g *G, r *R) string {
	c := C["BD"]
	n := c.nsn(g)
	switch g.n(5) {
	case 0:
		ph := r.Ph(loc("0"+n, dBengali))
		return fmt.Sprintf("আপু, আমার বিকাশ নাম্বার %s (পার্সোনাল)। টাকা পাঠিয়ে স্ক্রিনশট দিন প্লিজ। ডেলিভারি চার্জ ঢাকার ভিতরে ৳৬০", ph)
	case 1:
		ph := r.Ph(g.fmtPhone(c, n, stNat))
		return fmt.Sprintf("নগদে সেন্ড মানি করুন: %s। রেফারেন্সে অর্ডার নম্বর %s লিখবেন।", ph, r.K("ORD-"+g.dig(6)))
	case 2:
		ph := r.Ph(loc(grp("0"+n, []int{5, 6}, "-"), dBengali))
		return fmt.Sprintf("ভাই ক্যাশ আউট করলাম এজেন্ট %s তে কিন্তু টাকা পাইনি। TrxID %s", ph, r.K(g.trx(10)))
	case 3:
		ph := r.Ph(g.fmtPhone(c, n, stIntl))
		return fmt.Sprintf("Order confirm korte 50%% advance bKash korun %s (personal) e. Baki cash on delivery. Inbox e screenshot den.", ph)
	}
	ph := r.Ph("0" + n)
	return fmt.Sprintf("Rocket/Nagad/bKash shob e %s. Send money korle last 3 digit bolben.", ph)
}

func tUrduChat(g *G, r *R) string {
	c := C["PK"]
	n := c.nsn(g)
	switch g.n(4) {
	case 0:
		ph := r.Ph(loc("0"+n, dPersian))
		return fmt.Sprintf("میرا ایزی پیسہ نمبر %s ہے، ادائیگی کے بعد اسکرین شاٹ بھیج دیں۔ شکریہ", ph)
	case 1:
		ph := r.Ph(grp("0"+n, []int{4, 7}, "-"))
		return fmt.Sprintf("JazzCash account: %s (%s). Advance %s bhejen, parcel TCS se jayega.", ph, g.name(c), r.K("Rs. "+commas(g.rng(500, 9000))))
	case 2:
		ph := r.Ph(loc(grp("0"+n, []int{4, 7}, "-"), dArabic))
		return fmt.Sprintf("جاز کیش پر پیسے بھیج دیں: %s — نام: %s", ph, g.name(c))
	}
	ph := r.Ph(g.fmtPhone(c, n, stIntl))
	return fmt.Sprintf("Assalam o alaikum, rider ka number %s hai, 20 minute mein pohanch jayega. COD amount %s", ph, r.K("Rs. "+commas(g.rng(500, 9000))))
}

func tHindiChat(g *G, r *R) string {
	c := C["IN"]
	n := c.nsn(g)
	switch g.n(5) {
	case 0:
		ph := r.Ph(loc(n, dDevanagari))
		return fmt.Sprintf("भैया पेटीएम कर दो %s पर, पैसे मिलते ही पार्सल भेज दूंगा।", ph)
	case 1:
		ph := r.Ph(grp(n, []int{5, 5}, " "))
		return fmt.Sprintf("GPay/PhonePe both available on %s. Name will show as %s. Min order ₹499.", ph, strings.ToUpper(g.name(c)))
	case 2:
		ph := r.Ph(n)
		return fmt.Sprintf("UPI: %s@%s — scan QR in the bio or pay direct. COD not available for pin code %s", ph, g.pick("ybl", "paytm", "okaxis", "ibl"), r.K("5"+g.dig(5)))
	case 3:
		ph := r.Ph(g.fmtPhone(c, n, stIntl))
		return fmt.Sprintf("सर डिलीवरी बॉय का नंबर %s है, कॉल करके लोकेशन बता दीजिए", ph)
	}
	ph := r.Ph(loc(grp(n, []int{5, 5}, " "), dDevanagari))
	return fmt.Sprintf("फोनपे नंबर: %s (%s)", ph, g.name(c))
}

func tTagalogChat(g *G, r *R) string {
	c := C["PH"]
	n := c.nsn(g)
	ph := r.Ph(g.fmtPhone(c, n, stAny))
	switch g.n(5) {
	case 0:
		return fmt.Sprintf("Hello po! Pa-GCash na lang po sa %s, %s. Salamat po 😊 Ship na agad pag na-receive.", ph, g.name(c))
	case 1:
		return fmt.Sprintf("mars send ko na yung %s sa gcash mo %s ha. pa confirm nalang", r.K(g.money(c, 100, 9000)), ph)
	case 2:
		return fmt.Sprintf("Kuya rider, eto po number ko %s. Nasa gate po ako ng Phase 2, blue na gate.", ph)
	case 3:
		return fmt.Sprintf("MOP: GCash / Maya / BDO. GCash: %s %s. Maya: %s. No reservation without DP.", ph, strings.ToUpper(g.name(c)), r.Ph(g.phone(c, stNat)))
	}
	return fmt.Sprintf("Ma'am may nag-text sa akin na nanalo daw ako, pinapa-send yung OTP sa %s. Scam ba to?", ph)
}

func tBahasaChat(g *G, r *R) string {
	c := C["ID"]
	n := c.nsn(g)
	ph := r.Ph(g.fmtPhone(c, n, stAny))
	w := g.pick("DANA", "OVO", "GoPay", "ShopeePay", "DANA", "OVO")
	switch g.n(5) {
	case 0:
		return fmt.Sprintf("Kak, transfer ke %s %s a.n. %s ya. Totalnya %s sudah termasuk ongkir.", w, ph, g.name(c), r.K(g.money(c, 100, 20000)))
	case 1:
		return fmt.Sprintf("Pembayaran bisa via %s ke nomor %s atau QRIS. Konfirmasi ke WA admin.", w, ph)
	case 2:
		return fmt.Sprintf("Driver Gojek: Bu, saya sudah di depan indomaret. Bisa telp ke %s?", ph)
	case 3:
		return fmt.Sprintf("Top up %s %s berhasil. Nominal %s. No. Ref %s", w, ph, r.K(g.money(c, 100, 20000)), r.K(g.nonCard(16)))
	}
	return fmt.Sprintf("Halo gan, kalau mau nego langsung WA aja %s, chat di sini jarang dibuka", ph)
}

func tVietChat(g *G, r *R) string {
	c := C["VN"]
	n := c.nsn(g)
	ph := r.Ph(g.fmtPhone(c, n, stAny))
	switch g.n(4) {
	case 0:
		return fmt.Sprintf("Chị chuyển khoản MoMo giúp em vào số %s nhé, tên %s. Tổng %s ạ.", ph, g.name(c), r.K(g.money(c, 50, 5000)))
	case 1:
		return fmt.Sprintf("Shipper gọi hoài không được, anh liên hệ lại số %s giúp em", ph)
	case 2:
		return fmt.Sprintf("ZaloPay: Bạn đã nhận %s từ %s. Mã giao dịch: %s", r.K(g.money(c, 50, 5000)), ph, r.K(g.nonCard(12)))
	}
	return fmt.Sprintf("Ib zalo %s để được tư vấn size, shop giao hàng toàn quốc, COD.", ph)
}

func tThaiChat(g *G, r *R) string {
	c := C["TH"]
	n := c.nsn(g)
	var ph string
	if g.ch(0.5) {
		ph = r.Ph(loc("0"+n, dThai))
	} else {
		ph = r.Ph(g.fmtPhone(c, n, stNat))
	}
	switch g.n(4) {
	case 0:
		return fmt.Sprintf("โอนพร้อมเพย์ได้ที่เบอร์ %s ค่ะ ชื่อบัญชี %s แล้วส่งสลิปมาในแชทนะคะ", ph, g.name(c))
	case 1:
		return fmt.Sprintf("TrueMoney Wallet %s ยอด %s ขอบคุณครับ", ph, r.K(g.money(c, 100, 9000)))
	case 2:
		return fmt.Sprintf("ไรเดอร์โทร%sครับ ถึงหน้าคอนโดแล้ว", ph)
	}
	return fmt.Sprintf("PromptPay: %s (%s). Please send slip after transfer, thank you ka", ph, g.name(c))
}

func tMalayChat(g *G, r *R) string {
	c := C["MY"]
	ph := r.Ph(g.phone(c, stAny))
	switch g.n(3) {
	case 0:
		return fmt.Sprintf("Boleh bayar guna TNG eWallet ke %s (%s). Hantar resit lepas transfer ya.", ph, g.name(c))
	case 1:
		return fmt.Sprintf("DuitNow ID: %s. Total %s termasuk pos.", ph, r.K(g.money(c, 10, 900)))
	}
	return fmt.Sprintf("Grab driver sini, saya tunggu kat lobby B. Call %s kalau tak jumpa", ph)
}

func tLatamChat(g *G, r *R) string {
	iso := g.pick("PE", "CO", "MX", "PE", "CO", "MX")
	c := C[iso]
	ph := r.Ph(g.phone(c, stAny))
	amt := r.K(g.money(c, 10, 3000))
	switch iso {
	case "PE":
		switch g.n(3) {
		case 0:
			return fmt.Sprintf("Yapéame al %s a nombre de %s, son %s. Envío por Olva mañana.", ph, g.name(c), amt)
		case 1:
			return fmt.Sprintf("Plin o Yape al %s. Mandar captura por aquí porfa", ph)
		}
		return fmt.Sprintf("Ya te yapee %s al %s, nro de operación %s", amt, ph, r.K(g.nonCard(8)))
	case "CO":
		switch g.n(3) {
		case 0:
			return fmt.Sprintf("Me puede consignar por Nequi al %s, titular %s. Valor %s", ph, g.name(c), amt)
		case 1:
			return fmt.Sprintf("Daviplata %s. Cuando transfiera me manda el comprobante por WhatsApp", ph)
		}
		return fmt.Sprintf("Buenas, el domiciliario de Rappi no contesta, mi número es %s. Pedido %s", ph, r.K(g.nonCard(9)))
	}
	switch g.n(3) {
	case 0:
		return fmt.Sprintf("Deposita en OXXO a mi tarjeta y mándame el ticket al WhatsApp %s. Total %s", ph, amt)
	case 1:
		return fmt.Sprintf("Mercado Pago: transferencia recibida de %s por %s. Tel. de contacto %s", g.name(c), amt, ph)
	}
	return fmt.Sprintf("Oye el repartidor de DiDi Food dice que no encuentra la calle, márcale al %s", ph)
}

func tArabicChat(g *G, r *R) string {
	c := C[g.pick("EG", "EG", "MA")]
	n := c.nsn(g)
	if c.ISO == "MA" {
		ph := r.Ph(g.fmtPhone(c, n, stAny))
		switch g.n(3) {
		case 0:
			return fmt.Sprintf("Salam, sift lflouss b CashPlus l smiya %s, tel %s. Merci", g.name(c), ph)
		case 1:
			return fmt.Sprintf("Bonjour, pour le paiement Orange Money envoyez sur le %s puis le reçu sur WhatsApp.", ph)
		}
		return fmt.Sprintf("للدفع عبر وفاكاش أرسل إلى الرقم %s مع ذكر رقم الطلب %s", ph, r.K("CMD"+g.dig(6)))
	}
	var ph string
	if g.ch(0.5) {
		ph = r.Ph(loc("0"+n, dArabic))
	} else {
		ph = r.Ph(g.fmtPhone(c, n, stAny))
	}
	switch g.n(4) {
	case 0:
		return fmt.Sprintf("حول على فودافون كاش %s وابعت صورة التحويل هنا", ph)
	case 1:
		return fmt.Sprintf("انستاباي: %s أو محفظة اتصالات كاش على نفس الرقم. المبلغ %s", ph, r.K(g.money(c, 100, 9000)))
	case 2:
		return fmt.Sprintf("يا فندم المندوب هيكلم حضرتك من رقم %s خلال ساعة", ph)
	}
	return fmt.Sprintf("Vodafone Cash: you received %s from %s. Balance %s", r.K(g.money(c, 100, 9000)), ph, r.K(g.money(c, 100, 9000)))
}

func tAmharicChat(g *G, r *R) string {
	c := C["ET"]
	ph := r.Ph(g.phone(c, stAny))
	switch g.n(3) {
	case 0:
		return fmt.Sprintf("በቴሌብር ወደ %s ይላኩ። ስም፦ %s። ክፍያው %s ነው።", ph, g.name(c), r.K(g.money(c, 100, 9000)))
	case 1:
		return fmt.Sprintf("Telebirr: You have transferred %s to %s. Transaction number %s. Thank you for using telebirr", r.K(g.money(c, 100, 9000)), ph, r.K(g.trx(10)))
	}
	return fmt.Sprintf("ለዕቃው መረጃ በ %s ይደውሉ ወይም ቴሌግራም ላይ ያግኙን", ph)
}

func tWhatsExport(g *G, r *R) string {
	c := g.country()
	d := g.dt()
	ios := g.ch(0.5)
	p1 := r.Ph(g.phone(c, stIntl))
	seller := g.pick("Mama Njeri Fashion", "Tolu Wigs", "Rahim Telecom", "Aling Nena Store", "Toko Berkah", "Chị Lan Shop", "Loja da Ju", "Frutería Doña Rosa", "Kofi Gadgets", "Dukani Express", "Bella Styles")
	ln := func(who, msg string) string {
		d.m = (d.m + g.n(3)) % 60
		if ios {
			return fmt.Sprintf("[%s, %s:%02d] %s: %s", d.dmY(), d.hm(), g.n(60), who, msg)
		}
		return fmt.Sprintf("%s, %s - %s: %s", d.dmY(), d.hm(), who, msg)
	}
	lines := []string{
		ln(p1, g.pick("hello is this still available?", "Hi, how much for delivery to "+g.pick("Kasarani", "Ajah", "Madina", "Uttara", "Cubao", "Depok", "Soacha", "Ecatepec")+"?", "Bonjour, c'est toujours dispo?", "boa tarde, ainda tem?")),
		ln(seller, "Yes dear, "+r.K(g.money(c, 100, 9000))),
		ln(p1, g.pick("ok send me payment details", "how do I pay?", "I'll pay now")),
	}
	if g.ch(0.6) {
		p2 := r.Ph(g.phone(c, stNat))
		lines = append(lines, ln(seller, g.pick("pay to ", "send to ", "mobile money: ")+p2+g.pick(" and send proof", "", " then screenshot")))
	} else {
		lines = append(lines, ln(seller, "details sent in DM ✅"))
	}
	return strings.Join(lines, "\n")
}

func tTelegram(g *G, r *R) string {
	c := g.country()
	ph := r.Ph(g.phone(c, stAny))
	h := "@" + strings.ToLower(strings.ReplaceAll(slug(g.pk(c.first)), " ", "")) + g.pick("_shop", "store", "_deals", "official")
	switch g.n(3) {
	case 0:
		return fmt.Sprintf("📢 New stock! iPhone 13 128GB — %s. DM %s or call %s. Payment: mobile money only, no pay-on-delivery.", r.K(g.money(c, 5000, 90000)), h, ph)
	case 1:
		return fmt.Sprintf("Forwarded from %s:\nContact our support on %s between 8am-6pm. Beware of impostors using our name!", h, ph)
	}
	return fmt.Sprintf("%s joined the group via invite link. Admin: please verify your number %s and the last transaction code.", h, ph)
}

func tLedger(g *G, r *R) string {
	c := C[g.pick("KE", "TZ", "UG", "GH", "NG", "BD")]
	agent := r.K(g.nonCard(6))
	var rows []string
	hdr := g.pick("date,txn_code,type,customer_msisdn,amount,float_balance", "Date\tRef\tType\tCustomer\tAmount\tFloat", "| date | code | type | phone | amount | float |")
	sep := ","
	if strings.Contains(hdr, "\t") {
		sep = "\t"
	} else if strings.HasPrefix(hdr, "|") {
		sep = " | "
	}
	rows = append(rows, hdr)
	fl := g.rng(20000, 200000)
	for i := 0; i < g.rng(2, 5); i++ {
		d := g.dt()
		code := r.K(g.trx(10))
		ph := r.Ph(g.phone(c, g.pick3(stNatCompact, stMSISDN, stNatCompact)))
		a := g.rng(100, 20000)
		fl -= a
		am, fs := commas(a), commas(fl)
		if sep == "," {
			am, fs = fmt.Sprint(a), fmt.Sprint(fl)
		}
		row := strings.Join([]string{d.iso(), code, g.pick("DEP", "WDL", "DEP", "B2C"), ph, am, fs}, sep)
		if strings.HasPrefix(hdr, "|") {
			row = "| " + row + " |"
		}
		rows = append(rows, row)
	}
	return fmt.Sprintf("Agent %s float ledger\n%s", agent, strings.Join(rows, "\n"))
}

func tKYC(g *G, r *R) string {
	c := g.country()
	em := r.Em(g.email(c))
	ph := r.Ph(g.phone(c, stAny))
	idn := g.pick("National ID", "NIN", "CNIC", "Aadhaar", "NIK", "CPF", "DNI", "CURP", "NID")
	idv := g.dig(g.rng(8, 12))
	switch g.n(4) {
	case 0:
		return fmt.Sprintf("Hi, my wallet upgrade keeps failing at the selfie step. Registered phone %s, email %s, %s %s. Please help me reach Tier 2.", ph, em, idn, idv)
	case 1:
		return fmt.Sprintf("Agent: Kindly confirm the following for verification.\nCustomer: Full name %s, line %s, %s %s, alternate email %s", g.name(c), ph, idn, idv, em)
	case 2:
		return fmt.Sprintf("KYC ticket %s: customer %s changed SIM, new number %s, wants statements sent to %s", r.K("KYC-"+g.dig(7)), g.name(c), ph, em)
	}
	return fmt.Sprintf("Subject: Account limited\n\nDear team, I uploaded my %s twice. You can call me on %s or reply to %s.\nRegards, %s", idn, ph, em, g.name(c))
}

func tDispute(g *G, r *R) string {
	c := g.country("KE", "TZ", "UG", "GH", "NG", "PH", "BD", "PK", "ID", "IN", "ZM", "RW")
	a := r.Ph(g.phone(c, stAny))
	b := r.Ph(g.phone(c, stNatCompact))
	code := r.K(g.trx(10))
	amt := r.K(g.money(c, 100, 90000))
	tk := r.K(fmt.Sprintf("%s-%d", g.pick("REV", "DSP", "CASE", "INC"), g.rng(100000, 9999999)))
	switch g.n(3) {
	case 0:
		return fmt.Sprintf("Reversal request %s\nSender: %s\nWrong recipient: %s\nAmount: %s\nTransaction: %s\nReason: typed one digit wrong", tk, a, b, amt, code)
	case 1:
		return fmt.Sprintf("Ticket %s — customer says %s was sent to %s instead of her sister. Callback on %s. Txn %s. Status: pending recipient consent.", tk, amt, b, a, code)
	}
	return fmt.Sprintf("[%s] dispute opened by %s re txn %s (%s). Counterparty %s notified via SMS.", tk, a, code, amt, b)
}

func tListing(g *G, r *R) string {
	c := g.country()
	wa := g.ch(0.2)
	ph := ""
	if !wa {
		ph = r.Ph(g.phone(c, stAny))
	}
	item := g.pick("Samsung Galaxy A14 64GB", "Toyota Vitz 2012", "3-seater sofa", "Tecno Spark 10", "HP EliteBook 840 G5", "solar panel 200W", "gas cooker 4 burner", "PS4 slim + 2 pads", "baby cot", "Honda Click 125i")
	price := r.K(g.money(c, 1000, 900000))
	site := g.pick("Jiji", "OLX", "Facebook Marketplace", "Jiji", "Carousell", "Mercado Libre", "Tokopedia", "Bikroy")
	em := ""
	if g.ch(0.35) {
		e := g.email(c)
		if g.ch(0.25) {
			at := strings.Index(e, "@")
			dot := strings.LastIndex(e, ".")
			if strings.Count(e[at:], ".") == 1 {
				e = e[:at] + g.pick(" [at] ", " at ", "(at)") + e[at+1:dot] + g.pick(" [dot] ", " dot ", ".") + e[dot+1:]
			}
		}
		em = " / " + r.Em(e)
	}
	if wa {
		n := c.nsn(g)
		ph2 := r.Ph(c.CC + n)
		return fmt.Sprintf("%s — %s 🔥 %s. Chat on WhatsApp: https://wa.me/%s?text=%s", item, price, g.pick("Brand new", "UK used", "Slightly used", "Original"), ph2, g.pick("Hi%20is%20this%20available", "Interested", "Price%3F"))
	}
	switch g.n(4) {
	case 0:
		return fmt.Sprintf("[%s] %s — %s. Neatly used, no issues. Location: %s. Call or WhatsApp %s%s. No time wasters.", site, item, price, c.Name, ph, em)
	case 1:
		return fmt.Sprintf("%s for sale %s negotiable\ncontact %s%s", item, price, ph, em)
	case 2:
		return fmt.Sprintf("FOR SALE: %s | Price: %s | Pay via mobile money on delivery | Tel %s%s", item, price, ph, em)
	}
	return fmt.Sprintf("Selling my %s, %s. Serious buyers only, I'm at %s. Reach me: %s%s", item, price, g.pick("Westlands", "Ikeja", "Tema", "Mirpur", "Quezon City", "Bekasi", "Thu Duc", "Miraflores", "Chapinero", "Iztapalapa"), ph, em)
}

func tRide(g *G, r *R) string {
	c := g.country()
	ph := r.Ph(g.phone(c, stAny))
	app := g.pick("Bolt", "Uber", "Grab", "Gojek", "inDrive", "SafeBoda", "Pathao", "Careem", "DiDi", "Yango")
	trip := r.K(g.pick("TRP", "", "A-", "BK") + g.trx(9))
	switch g.n(4) {
	case 0:
		return fmt.Sprintf("%s support: I left my phone in the car on trip %s. Driver not picking. Please ask him to call my friend's line %s.", app, trip, ph)
	case 1:
		return fmt.Sprintf("Driver charged me %s cash plus wanted extra by mobile money to his number %s. Trip %s. This is not okay.", r.K(g.money(c, 100, 5000)), ph, trip)
	case 2:
		return fmt.Sprintf("Hi %s, your driver %s (%s) is arriving in 3 min. Contact: %s", g.pk(c.first), g.pk(c.first), g.pick("KDA 123X", "ABC-1234", "B 1234 XYZ", "DHAKA METRO-HA 12-3456"), ph)
	}
	return fmt.Sprintf("rider here. customer not reachable at %s, waited 10 min at pickup. order %s", ph, trip)
}

func tDelivery(g *G, r *R) string {
	c := g.country()
	ph := r.Ph(g.phone(c, stAny))
	app := g.pick("Glovo", "Jumia Food", "Chowdeck", "Foodpanda", "GrabFood", "Rappi", "iFood", "PedidosYa", "Swiggy", "Talabat")
	ord := r.K(g.pick("#", "ORD", "", "JF-") + g.nonCard(g.rng(7, 10)))
	em := ""
	if g.ch(0.3) {
		em = fmt.Sprintf(" Receipt to %s please.", r.Em(g.email(c)))
	}
	switch g.n(3) {
	case 0:
		return fmt.Sprintf("%s order %s: my rider marked delivered but nothing came. Reach me on %s.%s", app, ord, ph, em)
	case 1:
		return fmt.Sprintf("Delivery note: gate code is 1984, call %s on arrival. Order %s.%s", ph, ord, em)
	}
	return fmt.Sprintf("Courier update for %s — recipient phone %s — amount to collect %s.%s", ord, ph, r.K(g.money(c, 100, 9000)), em)
}
