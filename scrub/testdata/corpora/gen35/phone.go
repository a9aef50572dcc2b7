package main

import (
	"strconv"
	"strings"
)

func nanpArea() string {
	for {
		a := strconv.Itoa(rng(2, 9)) + strconv.Itoa(rng(0, 8)) + strconv.Itoa(rng(0, 9))
		if a[1:] == "11" || a == "555" || a[1] == a[2] && a[0] == a[1] {
			continue
		}
		return a
	}
}
func nanpExch() string {
	for {
		e := strconv.Itoa(rng(2, 9)) + dig(2)
		if e[1:] == "11" || e == "555" || e == "950" || e == "958" || e == "959" || e == "976" {
			continue
		}
		return e
	}
}
func line4() string {
	for {
		l := dig(4)
		if l[0] == l[1] && l[1] == l[2] && l[2] == l[3] {
			continue
		}
		return l
	}
}

// phone returns a formatted phone for a country. national: allow national format.
func phone(cc string) string {
	for {
		p := phone1(cc)
		d := onlyDigits(p)
		if !boringDigits(d) {
			return p
		}
	}
}

func phone1(cc string) string {
	switch cc {
	case "US", "CA":
		a, e, l := nanpArea(), nanpExch(), line4()
		return pick("("+a+") "+e+"-"+l, a+"-"+e+"-"+l, a+"."+e+"."+l, "+1 "+a+"-"+e+"-"+l, "+1 ("+a+") "+e+"-"+l, "+1 "+a+" "+e+" "+l, "1-"+a+"-"+e+"-"+l, "+1"+a+e+l)
	case "GB":
		m := "7" + pick("4", "5", "7", "8", "9") + dig(2)
		s := dig(6)
		ld := "20 " + pick("3", "7", "8") + dig(3) + " " + dig(4)
		return pick("+44 "+m+" "+s, "0"+m+" "+s, "+44 "+ld, "0"+ld, "+44 (0)"+m+" "+s)
	case "FR":
		m := pick("6", "7", "1", "4") + " " + dig(2) + " " + dig(2) + " " + dig(2) + " " + dig(2)
		return pick("+33 "+m, "0"+m, "+33 (0)"+m, "0"+strings.ReplaceAll(m, " ", "."))
	case "DE":
		mob := "1" + pick("51", "52", "60", "62", "70", "71", "72", "76", "77", "78") + " " + dig(8)
		land := pick("30", "40", "89", "221", "69", "711") + " " + dig(pick(6, 7, 8))
		c := pick(1, 2, 3, 4, 5)
		switch c {
		case 1:
			return "+49 " + mob
		case 2:
			return "0" + mob
		case 3:
			return "+49 " + land
		case 4:
			return "0" + land
		}
		return "0" + strings.Replace(mob, " ", "/", 1)
	case "ES":
		m := pick("6", "7") + dig(2) + " " + dig(3) + " " + dig(3)
		l := "91 " + dig(3) + " " + dig(2) + " " + dig(2)
		return pick("+34 "+m, m, "+34 "+l, "+34"+strings.ReplaceAll(m, " ", ""))
	case "MX":
		return pick("+52 55 "+dig(4)+" "+dig(4), "+52 1 33 "+dig(4)+" "+dig(4), "+52 81 "+dig(4)+" "+dig(4))
	case "PT":
		m := "9" + pick("1", "2", "3", "6") + dig(1) + " " + dig(3) + " " + dig(3)
		return pick("+351 "+m, m, "+351 21 "+dig(3)+" "+dig(4))
	case "BR":
		a := pick("11", "21", "31", "41", "51", "61", "71", "81")
		n := "9" + dig(4) + "-" + dig(4)
		return pick("+55 "+a+" "+n, "("+a+") "+n, "+55 ("+a+") "+n, "+55 "+a+" 3"+dig(3)+"-"+dig(4))
	case "IT":
		m := "3" + pick("20", "28", "33", "35", "38", "40", "47", "48", "49", "66", "88", "93") + " " + dig(3) + " " + dig(4)
		return pick("+39 "+m, m, "+39 06 "+dig(4)+" "+dig(4), "+39 02 "+dig(8), "+39"+strings.ReplaceAll(m, " ", ""))
	case "NL":
		return pick("+31 6 "+dig(8), "06-"+dig(8), "06 "+dig(8), "+31 20 "+dig(3)+" "+dig(4), "020 "+dig(3)+" "+dig(4), "+31 (0)6 "+dig(8))
	case "PL":
		m := pick("5", "6", "7", "8") + dig(2) + " " + dig(3) + " " + dig(3)
		return pick("+48 "+m, m, "+48 22 "+dig(3)+" "+dig(2)+" "+dig(2), "+48"+strings.ReplaceAll(m, " ", ""))
	case "JP":
		m := pick("90", "80", "70") + "-" + dig(4) + "-" + dig(4)
		return pick("+81 "+m, "0"+m, "03-"+dig(4)+"-"+dig(4), "06-"+dig(4)+"-"+dig(4), "+81 3-"+dig(4)+"-"+dig(4))
	case "CN":
		m := "1" + pick("38", "39", "50", "58", "86", "88", "35", "36") + " " + dig(4) + " " + dig(4)
		return pick("+86 "+m, m, strings.ReplaceAll(m, " ", ""), "+86 10 "+dig(4)+" "+dig(4), "010-"+dig(8))
	case "KR":
		m := "10-" + dig(4) + "-" + dig(4)
		return pick("+82 "+m, "0"+m, "02-"+dig(4)+"-"+dig(4), "+82 2-"+dig(4)+"-"+dig(4))
	case "IN":
		m := pick("6", "7", "8", "9") + dig(4) + " " + dig(5)
		return pick("+91 "+m, "+91-"+strings.ReplaceAll(m, " ", ""), "+91 "+strings.ReplaceAll(m, " ", ""), "0"+m, "+91 11 "+dig(4)+" "+dig(4))
	case "AE":
		m := pick("50", "52", "54", "55", "56", "58") + " " + dig(3) + " " + dig(4)
		return pick("+971 "+m, "0"+m, "+971 4 "+dig(3)+" "+dig(4))
	case "SA":
		m := "5" + dig(1) + " " + dig(3) + " " + dig(4)
		return pick("+966 "+m, "0"+m, "+966 11 "+dig(3)+" "+dig(4))
	case "TR":
		a := "5" + pick("30", "31", "32", "33", "35", "36", "38", "42", "43", "44", "45", "52", "53", "54", "55")[1:]
		a = "5" + strconv.Itoa(rng(30, 55))
		_ = a
		a = strconv.Itoa(rng(530, 555))
		n := dig(3) + " " + dig(2) + " " + dig(2)
		return pick("+90 "+a+" "+n, "0"+a+" "+n, "0 ("+a+") "+n, "+90 ("+a+") "+n, "+90 212 "+n)
	}
	panic(cc)
}

var allCC = []string{"US", "US", "US", "GB", "FR", "DE", "ES", "MX", "PT", "BR", "IT", "NL", "PL", "JP", "CN", "KR", "IN", "AE", "SA", "TR", "CA"}

type Lang struct {
	code                                     string
	ccs                                      []string
	phone, mobile, card, email, order, inv   string
	charged, callback, thanks, exp, tracking string
	booking, ticket, passport, hotel, amount string
	names                                    []string
	domains                                  []string
}

var langs = []Lang{
	{"en", []string{"US", "US", "GB", "CA"}, "Phone", "Mobile", "card number", "Email", "Order #", "Invoice", "I was charged twice on my card", "Please call me back at", "Thanks", "exp", "Tracking number", "Booking reference", "E-ticket number", "Passport No.", "Hotel confirmation", "Amount", []string{"James Carter", "Maria Lopez", "Aisha Khan", "Tom Becker", "Linda Nguyen", "Robert Ellis", "Priya Raman", "Kevin O'Neil"}, []string{"gmail.com", "outlook.com", "yahoo.com", "icloud.com", "acme-corp.com", "northwind.io"}},
	{"es", []string{"ES", "MX"}, "Teléfono", "Móvil", "número de tarjeta", "Correo", "Pedido n.º", "Factura", "Me cobraron dos veces con mi tarjeta", "Por favor llámenme al", "Gracias", "vence", "Número de seguimiento", "Localizador", "Número de billete electrónico", "Pasaporte n.º", "Confirmación del hotel", "Importe", []string{"Lucía Fernández", "Javier Morales", "Carmen Ruiz", "Diego Herrera"}, []string{"gmail.com", "hotmail.es", "telefonica.net", "empresa.com.mx"}},
	{"pt", []string{"PT", "BR"}, "Telefone", "Celular", "número do cartão", "E-mail", "Pedido nº", "Fatura", "Fui cobrado duas vezes no meu cartão", "Por favor, liguem para", "Obrigado", "validade", "Código de rastreio", "Localizador", "Número do bilhete eletrônico", "Passaporte nº", "Confirmação do hotel", "Valor", []string{"João Silva", "Ana Souza", "Pedro Costa", "Mariana Alves"}, []string{"gmail.com", "uol.com.br", "sapo.pt", "empresa.com.br"}},
	{"fr", []string{"FR"}, "Téléphone", "Portable", "numéro de carte", "E-mail", "Commande n°", "Facture", "J'ai été débité deux fois sur ma carte", "Merci de me rappeler au", "Cordialement", "exp.", "Numéro de suivi", "Référence de réservation", "Numéro de billet électronique", "Passeport n°", "Confirmation de l'hôtel", "Montant", []string{"Camille Martin", "Julien Bernard", "Chloé Dubois", "Nicolas Petit"}, []string{"orange.fr", "free.fr", "gmail.com", "societe.fr"}},
	{"de", []string{"DE"}, "Telefon", "Mobil", "Kartennummer", "E-Mail", "Bestellnummer", "Rechnung", "Meine Karte wurde doppelt belastet", "Bitte rufen Sie mich an unter", "Viele Grüße", "gültig bis", "Sendungsnummer", "Buchungscode", "E-Ticket-Nummer", "Reisepass-Nr.", "Hotelbestätigung", "Betrag", []string{"Lukas Schneider", "Anna Fischer", "Jonas Weber", "Lea Wagner"}, []string{"web.de", "gmx.de", "t-online.de", "firma.de"}},
	{"it", []string{"IT"}, "Telefono", "Cellulare", "numero della carta", "Email", "Ordine n.", "Fattura", "Mi è stato addebitato due volte sulla carta", "Per favore richiamatemi al", "Grazie", "scad.", "Numero di tracciamento", "Codice di prenotazione", "Numero del biglietto elettronico", "Passaporto n.", "Conferma dell'hotel", "Importo", []string{"Giulia Romano", "Marco Colombo", "Francesca Ricci", "Luca Marino"}, []string{"libero.it", "gmail.com", "tiscali.it", "azienda.it"}},
	{"nl", []string{"NL"}, "Telefoon", "Mobiel", "kaartnummer", "E-mail", "Bestelnummer", "Factuur", "Mijn kaart is twee keer belast", "Bel me alstublieft terug op", "Met vriendelijke groet", "geldig tot", "Trackingnummer", "Boekingscode", "E-ticketnummer", "Paspoortnummer", "Hotelbevestiging", "Bedrag", []string{"Daan de Vries", "Sanne Jansen", "Bram Bakker", "Eva Visser"}, []string{"ziggo.nl", "kpnmail.nl", "gmail.com", "bedrijf.nl"}},
	{"pl", []string{"PL"}, "Telefon", "Tel. kom.", "numer karty", "E-mail", "Zamówienie nr", "Faktura", "Pobrano opłatę dwukrotnie z mojej karty", "Proszę o kontakt pod numerem", "Pozdrawiam", "ważna do", "Numer przesyłki", "Kod rezerwacji", "Numer biletu elektronicznego", "Paszport nr", "Potwierdzenie hotelu", "Kwota", []string{"Katarzyna Nowak", "Piotr Kowalski", "Anna Wiśniewska", "Tomasz Wójcik"}, []string{"wp.pl", "onet.pl", "gmail.com", "firma.pl"}},
	{"ja", []string{"JP"}, "電話番号", "携帯", "カード番号", "メール", "注文番号", "請求書", "カードに二重請求されました", "折り返しのお電話は", "よろしくお願いします", "有効期限", "追跡番号", "予約番号", "eチケット番号", "旅券番号", "ホテル確認番号", "金額", []string{"山田太郎", "佐藤花子", "鈴木一郎", "高橋美咲"}, []string{"yahoo.co.jp", "docomo.ne.jp", "gmail.com", "kaisha.co.jp"}},
	{"zh", []string{"CN"}, "电话", "手机", "卡号", "邮箱", "订单号", "发票", "我的银行卡被重复扣款了", "请回电", "谢谢", "有效期", "快递单号", "预订编号", "电子客票号", "护照号码", "酒店确认号", "金额", []string{"王伟", "李娜", "张敏", "刘洋"}, []string{"qq.com", "163.com", "126.com", "gongsi.cn"}},
	{"ko", []string{"KR"}, "전화번호", "휴대폰", "카드번호", "이메일", "주문번호", "청구서", "카드가 이중으로 결제되었습니다", "연락 주실 번호는", "감사합니다", "유효기간", "운송장 번호", "예약번호", "전자항공권 번호", "여권번호", "호텔 확인번호", "금액", []string{"김민준", "이서연", "박지훈", "최유진"}, []string{"naver.com", "daum.net", "gmail.com", "hoesa.co.kr"}},
	{"hi", []string{"IN"}, "फोन", "मोबाइल", "कार्ड नंबर", "ईमेल", "ऑर्डर नंबर", "चालान", "मेरे कार्ड से दो बार पैसे कटे", "कृपया मुझे इस नंबर पर कॉल करें", "धन्यवाद", "समाप्ति", "ट्रैकिंग नंबर", "बुकिंग संदर्भ", "ई-टिकट नंबर", "पासपोर्ट नंबर", "होटल पुष्टि", "राशि", []string{"राहुल शर्मा", "Priya Verma", "अमित कुमार", "Sneha Patel"}, []string{"gmail.com", "rediffmail.com", "yahoo.co.in", "company.in"}},
	{"ar", []string{"AE", "SA"}, "هاتف", "جوال", "رقم البطاقة", "البريد الإلكتروني", "رقم الطلب", "فاتورة", "تم خصم المبلغ مرتين من بطاقتي", "يرجى الاتصال بي على", "شكراً", "تنتهي", "رقم التتبع", "رقم الحجز", "رقم التذكرة الإلكترونية", "رقم جواز السفر", "تأكيد الفندق", "المبلغ", []string{"محمد العتيبي", "فاطمة الزهراني", "Omar Haddad", "Layla Nasser"}, []string{"gmail.com", "hotmail.com", "etisalat.ae", "sharika.sa"}},
	{"tr", []string{"TR"}, "Telefon", "Cep", "kart numarası", "E-posta", "Sipariş no", "Fatura", "Kartımdan iki kez ödeme alındı", "Lütfen beni şu numaradan arayın", "Teşekkürler", "SKT", "Kargo takip no", "Rezervasyon kodu", "E-bilet numarası", "Pasaport no", "Otel onay numarası", "Tutar", []string{"Mehmet Yılmaz", "Ayşe Kaya", "Emre Demir", "Zeynep Çelik"}, []string{"gmail.com", "hotmail.com", "yandex.com.tr", "sirket.com.tr"}},
}

var translit = map[rune]string{'á': "a", 'é': "e", 'í': "i", 'ó': "o", 'ú': "u", 'ã': "a", 'ç': "c", 'ê': "e", 'ô': "o", 'è': "e", 'ï': "i", 'ë': "e", 'ü': "u", 'ö': "o", 'ä': "a", 'ş': "s", 'ı': "i", 'ğ': "g", 'ś': "s", 'ń': "n", 'ł': "l", 'ż': "z", 'ź': "z", 'ą': "a", 'ę': "e", 'Ç': "c", 'ñ': "n"}

func email(name string) string {
	var ascii strings.Builder
	for _, c := range strings.ToLower(name) {
		if c >= 'a' && c <= 'z' || c == ' ' {
			ascii.WriteRune(c)
		} else if t, ok := translit[c]; ok {
			ascii.WriteString(t)
		}
	}
	parts := strings.Fields(ascii.String())
	local := ""
	if len(parts) >= 2 {
		local = pick(parts[0]+"."+parts[1], string(parts[0][0])+parts[1], parts[0]+"_"+parts[1]+dig(2), parts[1]+"."+parts[0])
	} else {
		local = pick("user", "contact", "mail", "kunde", "cliente") + dig(rng(3, 5))
	}
	dom := pick("gmail.com", "outlook.com", "yahoo.com", "proton.me", "hotmail.com", "acme-corp.com", "northwind.io", "contoso.co.uk")
	return local + "@" + dom
}
func emailL(L Lang, name string) string {
	e := email(name)
	at := strings.Index(e, "@")
	return e[:at+1] + pickS(L.domains)
}

func e164() string {
	switch r.Intn(8) {
	case 0, 1, 2:
		return "+1" + nanpArea() + nanpExch() + line4()
	case 3:
		return "+447" + pick("4", "5", "7", "8", "9") + dig(8)
	case 4:
		return "+4915" + pick("1", "2") + dig(8)
	case 5:
		return "+336" + dig(8)
	case 6:
		return "+5511" + "9" + dig(8)
	}
	return "+91" + pick("9", "8", "7") + dig(9)
}
