package main

import (
	"fmt"
	"math/rand"
	"strings"
)

type Loc struct {
	code     string
	country  string // ISO country for phone numbers
	first    []string
	last     []string
	domains  []string
	callMsg  []string // %s = phone
	mailMsg  []string // %s = e-mail
	cleanMsg []string // no PII; %s = an order/ticket number
}

var locs = []Loc{
	{"en", "US", []string{"jessica", "michael", "ashley", "tyler", "brandon", "megan", "kevin", "olivia", "marcus", "hannah"},
		[]string{"thompson", "reyes", "walker", "nguyen", "oconnor", "patel", "brooks", "hughes", "carter", "kim"},
		[]string{"gmail.com", "yahoo.com", "outlook.com", "hotmail.com", "icloud.com", "aol.com", "comcast.net", "protonmail.com"},
		[]string{"pls call me back at %s, been waiting 3 days", "can someone text me on %s when the refund goes through", "wrong number on file, new one is %s", "my cell is %s - the app keeps saying invalid"},
		[]string{"please update my email to %s", "never got the reset link, try %s instead", "contact me at %s not the old one"},
		[]string{"where is my order #%s??", "app crashes when I open settings (order %s)", "refund for ticket %s still pending"}},
	{"en-GB", "GB", []string{"oliver", "amelia", "harry", "isla", "george", "poppy", "jack", "freya"},
		[]string{"smith", "jones", "taylor", "davies", "evans", "wright", "roberts", "hall"},
		[]string{"btinternet.com", "gmail.com", "hotmail.co.uk", "sky.com", "yahoo.co.uk", "outlook.com"},
		[]string{"ring me on %s after 5 please", "mobile changed to %s, cheers", "rang twice, call back on %s"},
		[]string{"email is %s ta", "send the invoice to %s please"},
		[]string{"parcel %s says delivered but nothing here", "cancel subscription ref %s"}},
	{"de", "DE", []string{"lukas", "anna", "jonas", "lea", "felix", "sophie", "maximilian", "laura", "tobias", "katrin"},
		[]string{"mueller", "schmidt", "schneider", "fischer", "weber", "wagner", "becker", "hoffmann", "schulz", "koch"},
		[]string{"gmx.de", "web.de", "t-online.de", "gmail.com", "posteo.de", "freenet.de", "mailbox.org"},
		[]string{"Bitte rufen Sie mich unter %s zurück", "Meine neue Handynummer: %s", "Erreichbar ab 17 Uhr unter %s", "bitte Rückruf an %s, danke"},
		[]string{"Bitte an %s schreiben", "Meine E-Mail-Adresse hat sich geändert: %s", "Rechnung bitte an %s"},
		[]string{"Bestellung %s ist noch nicht angekommen", "Kündigung zum Monatsende, Vertrag %s", "Die App stürzt beim Login ab (Ticket %s)"}},
	{"fr", "FR", []string{"camille", "lucas", "chloe", "hugo", "manon", "theo", "ines", "louis"},
		[]string{"martin", "bernard", "dubois", "durand", "lefebvre", "moreau", "laurent", "girard"},
		[]string{"orange.fr", "free.fr", "laposte.net", "gmail.com", "sfr.fr", "hotmail.fr", "wanadoo.fr"},
		[]string{"Merci de me rappeler au %s", "mon numéro a changé : %s", "joignable au %s entre 12h et 14h", "rappelez moi svp %s"},
		[]string{"mon adresse mail est %s", "envoyez la facture à %s svp", "nouvel email : %s"},
		[]string{"commande %s toujours pas reçue", "remboursement du dossier %s ?", "le code promo ne marche pas, panier %s"}},
	{"es", "ES", []string{"lucia", "hugo", "martina", "pablo", "sofia", "alejandro", "paula", "javier"},
		[]string{"garcia", "fernandez", "lopez", "martinez", "sanchez", "perez", "gomez", "ruiz"},
		[]string{"gmail.com", "hotmail.es", "yahoo.es", "telefonica.net", "outlook.es"},
		[]string{"Llámame al %s por favor", "mi móvil es %s", "no me llegan los SMS al %s", "pueden contactarme en el %s"},
		[]string{"mi correo es %s", "enviad la factura a %s", "cambiad el email a %s"},
		[]string{"el pedido %s no ha llegado", "quiero la devolución del pedido %s", "error al pagar, carrito %s"}},
	{"pt-BR", "BR", []string{"joao", "maria", "pedro", "ana", "lucas", "juliana", "gabriel", "beatriz"},
		[]string{"silva", "santos", "oliveira", "souza", "lima", "pereira", "costa", "rodrigues"},
		[]string{"gmail.com", "uol.com.br", "bol.com.br", "hotmail.com", "yahoo.com.br", "terra.com.br"},
		[]string{"me liga no %s por favor", "meu whats é %s", "não recebi o código no %s", "pode falar comigo no %s"},
		[]string{"meu e-mail é %s", "manda o boleto pra %s", "troquei o email para %s"},
		[]string{"pedido %s ainda não chegou", "quero cancelar o pedido %s", "o pix do pedido %s não caiu"}},
	{"it", "IT", []string{"giulia", "marco", "francesca", "alessandro", "chiara", "matteo", "sara", "luca"},
		[]string{"rossi", "russo", "ferrari", "esposito", "bianchi", "romano", "colombo", "ricci"},
		[]string{"libero.it", "gmail.com", "virgilio.it", "alice.it", "tiscali.it", "hotmail.it"},
		[]string{"richiamatemi al %s", "il mio cellulare è %s", "non ricevo il codice sul %s"},
		[]string{"la mia email è %s", "mandate la fattura a %s"},
		[]string{"ordine %s non ancora consegnato", "rimborso per l'ordine %s?"}},
	{"nl", "NL", []string{"daan", "emma", "sem", "julia", "lars", "sanne", "thijs", "fleur"},
		[]string{"devries", "jansen", "bakker", "visser", "smit", "meijer", "mulder", "bos"},
		[]string{"ziggo.nl", "kpnmail.nl", "gmail.com", "hotmail.nl", "xs4all.nl", "live.nl"},
		[]string{"bel me terug op %s", "mijn nieuwe nummer is %s", "graag een sms naar %s"},
		[]string{"mijn e-mailadres is %s", "stuur de factuur naar %s"},
		[]string{"bestelling %s is nog niet bezorgd", "retour voor bestelling %s"}},
	{"pl", "PL", []string{"jakub", "zuzanna", "szymon", "julia", "kacper", "maja", "filip", "oliwia"},
		[]string{"nowak", "kowalski", "wisniewski", "wojcik", "kaminski", "lewandowski", "zielinski", "szymanski"},
		[]string{"wp.pl", "onet.pl", "o2.pl", "gmail.com", "interia.pl"},
		[]string{"proszę o kontakt pod numerem %s", "mój numer telefonu to %s", "nie dostaję SMS na %s"},
		[]string{"mój e-mail to %s", "fakturę proszę wysłać na %s"},
		[]string{"zamówienie %s jeszcze nie dotarło", "zwrot zamówienia %s"}},
	{"ru", "RU", []string{"ivan", "anna", "dmitry", "olga", "sergey", "elena", "alexey", "natalia"},
		[]string{"ivanov", "smirnova", "kuznetsov", "popova", "sokolov", "volkova", "morozov", "petrova"},
		[]string{"yandex.ru", "mail.ru", "gmail.com", "rambler.ru", "bk.ru", "list.ru"},
		[]string{"перезвоните мне по номеру %s", "мой телефон %s", "не приходит СМС на %s", "звоните на %s после 18:00"},
		[]string{"моя почта %s", "пришлите чек на %s"},
		[]string{"заказ %s до сих пор не доставлен", "верните деньги за заказ %s"}},
	{"tr", "TR", []string{"mehmet", "ayse", "mustafa", "fatma", "emre", "zeynep", "burak", "elif"},
		[]string{"yilmaz", "kaya", "demir", "sahin", "celik", "yildiz", "ozturk", "aydin"},
		[]string{"gmail.com", "hotmail.com", "yandex.com.tr", "outlook.com"},
		[]string{"beni %s numarasından arayın", "telefonum %s", "SMS gelmiyor, numaram %s"},
		[]string{"e-posta adresim %s", "faturayı %s adresine gönderin"},
		[]string{"%s numaralı siparişim gelmedi", "sipariş %s iade talebi"}},
	{"ja", "JP", []string{"yuki", "haruto", "sakura", "ren", "aoi", "sota", "hina", "yuto"},
		[]string{"tanaka", "suzuki", "takahashi", "watanabe", "ito", "yamamoto", "nakamura", "kobayashi"},
		[]string{"docomo.ne.jp", "yahoo.co.jp", "gmail.com", "ezweb.ne.jp", "i.softbank.jp", "nifty.com"},
		[]string{"%s までご連絡ください", "電話番号を%sに変更しました", "折り返しは%sにお願いします"},
		[]string{"メールアドレスは%sです", "%s に領収書を送ってください"},
		[]string{"注文番号%sの商品が届きません", "問い合わせ番号%sの件"}},
	{"zh", "CN", []string{"wei", "fang", "lei", "jing", "yang", "min", "tao", "xin"},
		[]string{"wang", "li", "zhang", "liu", "chen", "yang", "zhao", "huang"},
		[]string{"qq.com", "163.com", "126.com", "sina.com", "foxmail.com", "aliyun.com"},
		[]string{"请拨打%s联系我", "我的手机号是%s", "收不到验证码，手机%s", "有问题打%s"},
		[]string{"我的邮箱是%s", "发票请发到%s"},
		[]string{"订单%s还没发货", "申请退款，订单号%s"}},
	{"ko", "KR", []string{"minjun", "seoyeon", "jiho", "hayoon", "doyun", "jiwoo", "eunwoo", "seoah"},
		[]string{"kim", "lee", "park", "choi", "jung", "kang", "cho", "yoon"},
		[]string{"naver.com", "daum.net", "gmail.com", "hanmail.net", "kakao.com"},
		[]string{"%s 로 연락 주세요", "제 번호는 %s 입니다", "인증번호가 %s 로 안 와요"},
		[]string{"제 이메일은 %s 입니다", "영수증은 %s 로 보내주세요"},
		[]string{"주문번호 %s 배송 언제 되나요", "%s 주문 취소 요청"}},
	{"ar", "SA", []string{"mohammed", "fatima", "ahmed", "noura", "khalid", "sara", "omar", "layla"},
		[]string{"alharbi", "alqahtani", "alotaibi", "hassan", "almutairi", "ibrahim", "alshehri", "salem"},
		[]string{"gmail.com", "hotmail.com", "outlook.sa", "yahoo.com"},
		[]string{"يرجى الاتصال بي على %s", "رقم جوالي %s", "لم يصلني رمز التحقق على %s"},
		[]string{"بريدي الإلكتروني %s", "أرسلوا الفاتورة إلى %s"},
		[]string{"الطلب رقم %s لم يصل بعد", "أريد استرجاع الطلب %s"}},
	{"hi", "IN", []string{"rahul", "priya", "amit", "sneha", "vikram", "ananya", "rohan", "pooja"},
		[]string{"sharma", "verma", "gupta", "singh", "kumar", "iyer", "reddy", "nair"},
		[]string{"gmail.com", "rediffmail.com", "yahoo.co.in", "outlook.com"},
		[]string{"कृपया मुझे %s पर कॉल करें", "मेरा मोबाइल नंबर %s है", "OTP %s पर नहीं आ रहा"},
		[]string{"मेरा ईमेल %s है", "बिल %s पर भेज दीजिए"},
		[]string{"ऑर्डर %s अभी तक नहीं पहुँचा", "रिफंड ऑर्डर %s का कब आएगा"}},
}

func locByCode(code string) Loc {
	for _, l := range locs {
		if l.code == code {
			return l
		}
	}
	panic(code)
}

func randLoc(r *rand.Rand) Loc { return locs[r.Intn(len(locs))] }

var corpDomains = []string{"acme-corp.io", "northwind.com", "globex.de", "initech.co", "brightlane.com.br", "kobo-shoji.co.jp", "hanbit-tech.kr", "alfa-logistica.es", "meridian.health", "sunflower.in", "volta-energie.fr", "tulpgroep.nl"}

// email returns a plausible address for a person of locale l.
func email(r *rand.Rand, l Loc) string {
	f, s := pick(r, l.first), pick(r, l.last)
	var local string
	switch r.Intn(8) {
	case 0:
		local = f + "." + s
	case 1:
		local = f[:1] + s
	case 2:
		local = f + "_" + s + dg(r, 2)
	case 3:
		local = f + "." + s + "+" + pick(r, []string{"shop", "news", "test", "amz", "promo"})
	case 4:
		local = s + "." + f + dg(r, 1+r.Intn(3))
	case 5:
		local = f + dg(r, 4)
	case 6:
		local = f + "-" + s
	default:
		local = s + f[:1]
	}
	dom := pick(r, l.domains)
	if r.Intn(7) == 0 {
		dom = pick(r, corpDomains)
	}
	if r.Intn(12) == 0 {
		local = strings.ToUpper(local[:1]) + local[1:]
	}
	return local + "@" + dom
}
func anyEmail(r *rand.Rand) string { return email(r, randLoc(r)) }
func name(r *rand.Rand, l Loc) string {
	f, s := pick(r, l.first), pick(r, l.last)
	return strings.ToUpper(f[:1]) + f[1:] + " " + strings.ToUpper(s[:1]) + s[1:]
}

// ---------- phones ----------

var usAreas = []string{"212", "312", "415", "646", "718", "917", "206", "303", "512", "617", "713", "404", "305", "702", "216", "480", "773", "818", "971", "628"}

func usParts(r *rand.Rand) (string, string, string) {
	for {
		e := fmt.Sprintf("%d%s", 2+r.Intn(8), dg(r, 2))
		if e != "555" && e[1:] != "11" {
			return pick(r, usAreas), e, dg(r, 4)
		}
	}
}

// phone returns a number of country c in one of the ways people and systems write it.
func phone(r *rand.Rand, c string) string {
	switch c {
	case "US":
		a, e, n := usParts(r)
		return pick(r, []string{
			fmt.Sprintf("(%s) %s-%s", a, e, n), fmt.Sprintf("%s-%s-%s", a, e, n), fmt.Sprintf("%s.%s.%s", a, e, n),
			fmt.Sprintf("+1 %s-%s-%s", a, e, n), fmt.Sprintf("+1%s%s%s", a, e, n), fmt.Sprintf("1-%s-%s-%s", a, e, n),
			fmt.Sprintf("+1 (%s) %s-%s", a, e, n), fmt.Sprintf("+1 %s %s %s", a, e, n)})
	case "GB":
		m := "7" + pick(r, []string{"700", "911", "825", "463", "534", "393"}) + dg(r, 6)
		l := "20" + pick(r, []string{"7", "8", "3"}) + dg(r, 7)
		return pick(r, []string{
			"+44 " + m[:4] + " " + m[4:], "0" + m[:4] + " " + m[4:], "+44" + m, "0" + m,
			"+44 " + l[:2] + " " + l[2:6] + " " + l[6:], "0" + l[:2] + " " + l[2:6] + " " + l[6:]})
	case "AU":
		m := "4" + dg(r, 8)
		return pick(r, []string{"+61 " + m[:3] + " " + m[3:6] + " " + m[6:], "0" + m[:3] + " " + m[3:6] + " " + m[6:], "+61" + m})
	case "DE":
		mp := pick(r, []string{"151", "152", "157", "160", "162", "170", "171", "172", "173", "175", "176", "177", "178", "179"})
		m := dg(r, 7+r.Intn(2))
		area := pick(r, []string{"30", "40", "69", "89", "221", "211", "711", "351"})
		ln := nz(r) + dg(r, 6)
		return pick(r, []string{
			"+49 " + mp + " " + m, "0" + mp + " " + m, "0" + mp + "/" + m, "+49" + mp + m, "+49 (0)" + mp + " " + m,
			"0" + mp + "-" + m, "+49 " + area + " " + ln, "0" + area + " " + ln, "0" + area + "/" + ln})
	case "FR":
		m := pick(r, []string{"6", "7"}) + dg(r, 8)
		sp := func(p string) string { return p[:2] + " " + p[2:4] + " " + p[4:6] + " " + p[6:8] + " " + p[8:] }
		n0 := "0" + m
		return pick(r, []string{
			"+33 " + m[:1] + " " + m[1:3] + " " + m[3:5] + " " + m[5:7] + " " + m[7:], sp(n0),
			strings.ReplaceAll(sp(n0), " ", "."), "+33" + m, n0, "01 " + dg(r, 2) + " " + dg(r, 2) + " " + dg(r, 2) + " " + dg(r, 2)})
	case "ES":
		m := pick(r, []string{"6", "7"}) + dg(r, 8)
		f := "9" + pick(r, []string{"1", "3", "5", "6"}) + dg(r, 7)
		return pick(r, []string{
			"+34 " + m[:3] + " " + m[3:6] + " " + m[6:], m[:3] + " " + m[3:5] + " " + m[5:7] + " " + m[7:], "+34" + m,
			m[:3] + " " + m[3:6] + " " + m[6:], "+34 " + f[:3] + " " + f[3:6] + " " + f[6:]})
	case "BR":
		ddd := pick(r, []string{"11", "21", "31", "41", "51", "61", "71", "81", "85", "19"})
		m := "9" + nz(r) + dg(r, 7)
		l := pick(r, []string{"2", "3", "4"}) + dg(r, 7)
		return pick(r, []string{
			"+55 " + ddd + " " + m[:5] + "-" + m[5:], "(" + ddd + ") " + m[:5] + "-" + m[5:], "+55" + ddd + m,
			"(" + ddd + ") " + l[:4] + "-" + l[4:], ddd + " " + m[:5] + "-" + m[5:], "(" + ddd + ")" + m[:5] + "-" + m[5:]})
	case "IT":
		m := "3" + pick(r, []string{"20", "28", "33", "35", "38", "40", "47", "48", "49", "66", "88", "91"}) + dg(r, 7)
		l := pick(r, []string{"06", "02"}) + dg(r, 8)
		return pick(r, []string{"+39 " + m[:3] + " " + m[3:6] + " " + m[6:], m[:3] + " " + m[3:], "+39" + m, m[:3] + " " + m[3:6] + " " + m[6:], l[:2] + " " + l[2:6] + " " + l[6:]})
	case "NL":
		m := "6" + nz(r) + dg(r, 7)
		return pick(r, []string{"+31 6 " + m[1:], "06-" + m[1:], "06 " + m[1:5] + " " + m[5:], "+31" + m, "020-" + nz(r) + dg(r, 6), "+31 20 " + nz(r) + dg(r, 2) + " " + dg(r, 4)})
	case "PL":
		m := pick(r, []string{"5", "6", "7", "8"}) + dg(r, 8)
		return pick(r, []string{"+48 " + m[:3] + " " + m[3:6] + " " + m[6:], m[:3] + " " + m[3:6] + " " + m[6:], m[:3] + "-" + m[3:6] + "-" + m[6:], "+48" + m, "+48 22 " + dg(r, 3) + " " + dg(r, 2) + " " + dg(r, 2)})
	case "RU":
		op := "9" + dg(r, 2)
		n := dg(r, 7)
		return pick(r, []string{
			"+7 " + op + " " + n[:3] + "-" + n[3:5] + "-" + n[5:], "8 (" + op + ") " + n[:3] + "-" + n[3:5] + "-" + n[5:], "+7" + op + n,
			"8-" + op + "-" + n[:3] + "-" + n[3:5] + "-" + n[5:], "+7 (495) " + n[:3] + "-" + n[3:5] + "-" + n[5:], "8" + op + n})
	case "TR":
		op := "5" + pick(r, []string{"32", "33", "35", "42", "05", "55", "44", "36"})
		n := dg(r, 7)
		return pick(r, []string{
			"+90 " + op + " " + n[:3] + " " + n[3:5] + " " + n[5:], "0" + op + " " + n[:3] + " " + n[3:5] + " " + n[5:],
			"0 (" + op + ") " + n[:3] + " " + n[3:5] + " " + n[5:], "+90" + op + n, "0" + op + n, "+90 212 " + n[:3] + " " + n[3:5] + " " + n[5:]})
	case "JP":
		mp := pick(r, []string{"90", "80", "70"})
		a, b := dg(r, 4), dg(r, 4)
		return pick(r, []string{"+81 " + mp + "-" + a + "-" + b, "0" + mp + "-" + a + "-" + b, "03-" + a + "-" + b, "+81" + mp + a + b, "0" + mp + a + b, "06-" + a + "-" + b, "+81 3 " + a + " " + b})
	case "CN":
		m := "1" + pick(r, []string{"38", "39", "58", "59", "86", "87", "35", "77", "52", "88"}) + dg(r, 8)
		return pick(r, []string{"+86 " + m[:3] + " " + m[3:7] + " " + m[7:], m, "+86" + m, m[:3] + "-" + m[3:7] + "-" + m[7:], "+86 10 " + dg(r, 4) + " " + dg(r, 4), "010-" + nz(r) + dg(r, 7), "+86-" + m})
	case "KR":
		a, b := nz(r)+dg(r, 3), dg(r, 4)
		return pick(r, []string{"+82 10-" + a + "-" + b, "010-" + a + "-" + b, "02-" + nz(r) + dg(r, 2) + "-" + b, "+8210" + a + b, "010 " + a + " " + b, "01" + "0" + a + b})
	case "SA":
		m := "5" + pick(r, []string{"0", "3", "4", "5", "6", "9"}) + dg(r, 7)
		ae := "5" + pick(r, []string{"0", "2", "5", "6"}) + dg(r, 7)
		eg := "1" + pick(r, []string{"0", "1", "2", "5"}) + dg(r, 8)
		return pick(r, []string{"+966 " + m[:2] + " " + m[2:5] + " " + m[5:], "0" + m[:2] + " " + m[2:5] + " " + m[5:], "+966" + m, "0" + m,
			"+971 " + ae[:2] + " " + ae[2:5] + " " + ae[5:], "+971" + ae, "+20 " + eg[:2] + " " + eg[2:6] + " " + eg[6:], "+20" + eg})
	case "IN":
		m := pick(r, []string{"9", "8", "7", "6"}) + dg(r, 9)
		return pick(r, []string{"+91 " + m[:5] + " " + m[5:], "+91-" + m, m[:5] + " " + m[5:], "0" + m, "+91" + m, "+91 " + m})
	}
	panic(c)
}

func phoneE164(r *rand.Rand, c string) string {
	for {
		p := phone(r, c)
		if strings.HasPrefix(p, "+") && !strings.ContainsAny(p, " -().") {
			return p
		}
	}
}
func phoneNational(r *rand.Rand, c string) string {
	for {
		p := phone(r, c)
		if !strings.HasPrefix(p, "+") {
			return p
		}
	}
}

var allCountries = []string{"US", "GB", "AU", "DE", "FR", "ES", "BR", "IT", "NL", "PL", "RU", "TR", "JP", "CN", "KR", "SA", "IN"}

func anyCountry(r *rand.Rand) string {
	if r.Intn(4) == 0 {
		return "US"
	}
	return pick(r, allCountries)
}
func anyPhone(r *rand.Rand) string { return phone(r, anyCountry(r)) }
func anyE164(r *rand.Rand) string  { return phoneE164(r, anyCountry(r)) }

func urlEnc(s string) string {
	var sb strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9', c == '-', c == '.', c == '_', c == '~':
			sb.WriteByte(c)
		default:
			fmt.Fprintf(&sb, "%%%02X", c)
		}
	}
	return sb.String()
}
func formEnc(s string) string { return strings.ReplaceAll(urlEnc(s), "%20", "+") }
