package main

import (
	"strings"
)

var greet = map[string][]string{
	"en-US": {"Hi team,", "Hello,", "Hey Sam,"}, "en-GB": {"Hi all,", "Morning,", "Dear Sir/Madam,"},
	"de": {"Hallo zusammen,", "Sehr geehrte Damen und Herren,", "Hi Tobi,"}, "fr": {"Bonjour,", "Bonjour Madame,", "Salut,"},
	"es": {"Hola,", "Buenos días,", "Estimado cliente:"}, "it": {"Buongiorno,", "Ciao,", "Gentile cliente,"},
	"nl": {"Hoi,", "Beste,", "Goedemiddag,"}, "pl": {"Dzień dobry,", "Cześć,", "Szanowni Państwo,"},
	"pt-BR": {"Olá,", "Bom dia,", "Prezados,"}, "sv": {"Hej,", "Hej allihop,"}, "tr": {"Merhaba,", "Sayın yetkili,"},
	"ru": {"Добрый день,", "Здравствуйте,"}, "uk": {"Добрий день,", "Вітаю,"}, "ar": {"السلام عليكم،", "مرحباً،"},
	"he": {"שלום,", "היי,"}, "hi": {"नमस्ते,", "प्रिय महोदय,"}, "ja": {"お世話になっております。", "各位"},
	"zh": {"您好，", "各位同事好："}, "ko": {"안녕하세요,", "담당자님께,"}, "th": {"สวัสดีครับ", "เรียน ฝ่ายบริการลูกค้า"}, "vi": {"Chào anh,", "Kính gửi Quý khách,"},
}
var body = map[string][]string{
	"en-US": {"Please find the signed contract attached. Let me know if anything is missing.", "Following up on the invoice below — can you confirm the payment date?"},
	"en-GB": {"As discussed, I've attached the revised quote. Happy to jump on a call.", "Could you re-send the delivery note? The courier lost the original."},
	"de":    {"anbei wie besprochen das Angebot. Bei Rückfragen erreichen Sie mich jederzeit.", "leider ist die Lieferung unvollständig angekommen. Bitte um kurze Rückmeldung."},
	"fr":    {"veuillez trouver ci-joint le devis révisé. Je reste à votre disposition.", "je vous relance concernant la facture en attente de règlement."},
	"es":    {"le adjunto la factura correspondiente al mes pasado.", "quedo a la espera de su confirmación para el envío."},
	"it":    {"in allegato trova il preventivo aggiornato.", "le scrivo in merito all'ordine ancora in sospeso."},
	"nl":    {"in de bijlage vind je de offerte.", "kun je de factuur nogmaals sturen?"},
	"pl":    {"w załączniku przesyłam fakturę korygującą.", "proszę o potwierdzenie terminu dostawy."},
	"pt-BR": {"segue em anexo a nota fiscal.", "poderia confirmar o recebimento do pedido?"},
	"sv":    {"bifogar offerten som vi pratade om.", "kan ni bekräfta leveransdatumet?"},
	"tr":    {"ekte faturayı bulabilirsiniz.", "siparişin durumu hakkında bilgi rica ederim."},
	"ru":    {"направляю счёт на оплату во вложении.", "прошу подтвердить дату поставки."},
	"uk":    {"надсилаю рахунок у вкладенні.", "прошу підтвердити дату доставки."},
	"ar":    {"مرفق لكم عرض السعر المحدث.", "نرجو تأكيد موعد التسليم."},
	"he":    {"מצורפת הצעת המחיר המעודכנת.", "אשמח לאישור מועד המשלוח."},
	"hi":    {"कृपया संलग्न चालान देखें।", "कृपया डिलीवरी की तारीख की पुष्टि करें।"},
	"ja":    {"見積書を添付いたしますのでご確認ください。", "納期についてご確認をお願いいたします。"},
	"zh":    {"附件是更新后的报价单，请查收。", "请确认一下发货日期。"},
	"ko":    {"견적서를 첨부드리니 확인 부탁드립니다.", "배송 일정 확인 부탁드립니다."},
	"th":    {"แนบใบเสนอราคามาให้พิจารณาครับ", "รบกวนยืนยันวันส่งสินค้าด้วยครับ"},
	"vi":    {"em gửi kèm báo giá cập nhật.", "nhờ anh xác nhận ngày giao hàng."},
}
var telWord = map[string]string{"en-US": "Cell", "en-GB": "Mob", "de": "Mobil", "fr": "Port.", "es": "Móvil", "it": "Cell.", "nl": "Mob.", "pl": "Tel. kom.", "pt-BR": "Cel.", "sv": "Mobil", "tr": "Cep", "ru": "Моб.", "uk": "Моб.", "ar": "جوال", "he": "נייד", "hi": "मोबाइल", "ja": "携帯", "zh": "手机", "ko": "휴대폰", "th": "มือถือ", "vi": "ĐT"}
var officeWord = map[string]string{"en-US": "Office", "en-GB": "Tel", "de": "Tel.", "fr": "Tél.", "es": "Tel.", "it": "Tel.", "nl": "Tel.", "pl": "Tel.", "pt-BR": "Tel.", "sv": "Tel", "tr": "Tel", "ru": "Тел.", "uk": "Тел.", "ar": "هاتف", "he": "טל'", "hi": "फ़ोन", "ja": "TEL", "zh": "电话", "ko": "전화", "th": "โทร", "vi": "Tel"}

// signature lines: returns them written into b
func (g *G) signature(b *B, L *Loc, p Person, mail string, e string) {
	b.W("-- " + e + p.Full() + e)
	if g.p(50) {
		b.W(g.pick(L.Corp...) + e)
	}
	b.F("%s: %s"+e, telWord[L.Code], ph(g.phoneText(L)))
	if g.p(40) {
		b.F("%s: %s"+e, officeWord[L.Code], ph(L.Phone(g, "intl")))
	}
	if mail != "" && g.p(40) {
		b.F("%s"+e, em(mail))
	}
}

func k_eml_headers(g *G) *B {
	L := g.loc()
	from := g.person(L)
	fm := g.emailFor(L, from)
	dom := fm[strings.Index(fm, "@")+1:]
	L2 := g.loc()
	to := g.person(L2)
	tm := g.emailFor(L2, to)
	b := &B{}
	e := g.eol()
	b.F("Return-Path: <%s>"+e, em(fm))
	b.F("Received: from %s (%s [%s])"+e+"\tby mx.%s with ESMTPS id %s"+e+"\tfor <%s>; %s"+e, g.pick("mail-wr1-f54.google.com", "EUR05-AM6-obe.outbound.protection.outlook.com", "mout.gmx.net", "smtp.orange.fr"), "localhost", g.ip(), g.pick(L2.Corp...), K(g.mixed(alnumA, 12)), em(tm), g.rfc2822())
	if g.p(50) {
		b.F("X-Originating-IP: [%s]"+e, g.ip())
	}
	mid := g.msgID(dom)
	b.F("Message-ID: %s"+e, K(mid))
	b.F("Date: %s"+e, g.rfc2822())
	b.F("From: %s <%s>"+e, g.encWord(from.Full()), em(fm))
	b.F("To: %s <%s>"+e, g.encWord(to.Full()), em(tm))
	if g.p(50) {
		L3 := g.loc()
		c := g.person(L3)
		b.F("Cc: %s <%s>, %s"+e, g.encWord(c.Full()), em(g.emailFor(L3, c)), em(g.roleEmail(L)))
	}
	if g.p(40) {
		b.F("Reply-To: %s"+e, em(g.roleEmail(L)))
	}
	subj := g.pick("Re: Angebot Nr. ", "AW: Rechnung ", "Fwd: Order confirmation ", "RE: Devis ", "Re: Pedido ", "Re: 見積書 ", "回复：订单 ", "Re: Счёт № ")
	ref := g.orderID()
	se := subj
	if foldASCII(subj) != subj || strings.ContainsAny(subj, "見回订Счё") {
		se = g.encWord(subj)
	}
	b.F("Subject: %s"+e, se+" "+ref)
	b.keep = append(b.keep, ref)
	b.W("MIME-Version: 1.0" + e + "Content-Type: text/plain; charset=\"UTF-8\"" + e + "Content-Transfer-Encoding: 8bit" + e + e)
	b.W(g.pick(greet[L.Code]...) + e + e + g.pick(body[L.Code]...) + e + e)
	g.signature(b, L, from, "", e)
	return b
}

// quoted-printable body with soft line breaks
func k_eml_qp(g *G) *B {
	L := g.loc()
	from := g.person(L)
	fm := g.emailFor(L, from)
	b := &B{}
	e := g.eol()
	b.W("Content-Type: text/plain; charset=utf-8" + e + "Content-Transfer-Encoding: quoted-printable" + e + e)
	// compose the plain body, then encode, then soft-wrap protecting the values
	tel := L.PhoneAny(g)
	tel2 := L.Phone(g, g.pick("intl", "nat"))
	ref := g.orderID()
	plain := g.pick(greet[L.Code]...) + "\n\n" + g.pick(body[L.Code]...) + " " + ref + "\n\n" + from.Full() + "\n" + telWord[L.Code] + ": " + tel + "\n" + officeWord[L.Code] + ": " + tel2 + "\n" + fm + "\n"
	enc := qpEncode(plain)
	vals := []string{qpEncode(tel), qpEncode(tel2), qpEncode(fm), qpEncode(ref)}
	var lines []string
	for _, ln := range strings.Split(enc, "\n") {
		lines = append(lines, fold(ln, 75, "="+e, vals, true))
	}
	b.W(strings.Join(lines, e))
	// values as they stand in the encoded text
	if vals[0] == tel {
		b.pii = append(b.pii, ph(tel))
	} else {
		b.pii = append(b.pii, ph(vals[0]))
	}
	b.pii = append(b.pii, ph(vals[1]), em(vals[2]))
	if len(vals[3]) >= 5 {
		b.keep = append(b.keep, vals[3])
	}
	return b
}

func k_mbox(g *G) *B {
	b := &B{}
	n := g.rng(1, 2)
	for i := 0; i < n; i++ {
		L := g.loc()
		p := g.person(L)
		m := g.emailFor(L, p)
		L2 := g.loc()
		to := g.roleEmail(L2)
		b.F("From %s  %s\n", em(m), g.pick("Mon Mar  4 09:12:44 2024", "Thu Nov 21 17:03:09 2024", "Tue Jan  7 08:55:00 2025", "Fri Jun 13 22:41:18 2025"))
		b.F("From: %s <%s>\nTo: %s\n", g.encWord(p.Full()), em(m), em(to))
		b.F("Subject: %s\nX-Mailer: %s\n", g.encWord(g.pick("Rückruf", "Reclamación", "Réclamation", "問い合わせ", "Заявка", "Account question")), g.pick("Microsoft Outlook 16.0", "Apple Mail (2.3774)", "Thunderbird 115.9.0"))
		b.F("Message-ID: %s\n\n", K(g.msgID(L2.Corp[0])))
		switch g.n(3) {
		case 0:
			b.F("%s\n%s: %s\n\n", g.pick(body[L.Code]...), telWord[L.Code], ph(g.phoneText(L)))
		case 1:
			b.F("> On %s, %s wrote:\n> %s\n\nPlease call me back on %s instead, the old number is gone.\n\n", g.isoDate(), em(to), g.pick(body["en-GB"]...), ph(L.Phone(g, "intl")))
		default:
			c, cs := g.cardStr()
			_ = c
			b.F("%s\nCard on file is %s exp %s, please charge the balance.\n\n", g.pick(body[L.Code]...), cc(cs), g.expiry())
		}
	}
	return b
}
