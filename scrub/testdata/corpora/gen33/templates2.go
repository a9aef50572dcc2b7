package main

import (
	"fmt"
	"strings"
)

func init() {
	templates = append(templates,
		tmpl{"kb_prose", tProse}, tmpl{"kb_prose", tProse},
		tmpl{"payment_log", tPayLog}, tmpl{"payroll", tPayroll}, tmpl{"auth_config", tAuthCfg},
	)
}

var proseT = map[string]string{
	"en": "Customer {CUST} says order {ORD} (placed {DATE}, total {AMT}) never arrived; device serial {SER}, firmware {VER}. Ticket {TKT}.",
	"de": "Kunde {CUST} meldet, dass Bestellung {ORD} vom {DATE} ({AMT}) nie ankam; Seriennummer {SER}, Firmware {VER}. Ticket {TKT}.",
	"fr": "Le client {CUST} signale que la commande {ORD} du {DATE} ({AMT}) n'est jamais arrivée ; numéro de série {SER}, firmware {VER}. Ticket {TKT}.",
	"es": "El cliente {CUST} dice que el pedido {ORD} del {DATE} ({AMT}) nunca llegó; número de serie {SER}, firmware {VER}. Ticket {TKT}.",
	"pt": "O cliente {CUST} diz que o pedido {ORD} de {DATE} ({AMT}) não chegou; número de série {SER}, firmware {VER}. Chamado {TKT}.",
	"it": "Il cliente {CUST} segnala che l'ordine {ORD} del {DATE} ({AMT}) non è mai arrivato; numero di serie {SER}, firmware {VER}. Ticket {TKT}.",
	"nl": "Klant {CUST} meldt dat bestelling {ORD} van {DATE} ({AMT}) nooit is aangekomen; serienummer {SER}, firmware {VER}. Ticket {TKT}.",
	"pl": "Klient {CUST} zgłasza, że zamówienie {ORD} z {DATE} ({AMT}) nie dotarło; numer seryjny {SER}, firmware {VER}. Zgłoszenie {TKT}.",
	"tr": "Müşteri {CUST}, {DATE} tarihli {ORD} numaralı siparişin ({AMT}) gelmediğini söylüyor; seri no {SER}, firmware {VER}. Talep {TKT}.",
	"ru": "Клиент {CUST} пишет, что заказ {ORD} от {DATE} ({AMT}) не пришёл; серийный номер {SER}, прошивка {VER}. Тикет {TKT}.",
	"ja": "顧客 {CUST} から、{DATE} の注文番号 {ORD}（{AMT}）が届かないとの連絡。シリアル番号 {SER}、ファームウェア {VER}。チケット {TKT}。",
	"zh": "客户 {CUST} 反映 {DATE} 的订单 {ORD}（{AMT}）一直未到；序列号 {SER}，固件 {VER}。工单 {TKT}。",
	"ko": "고객 {CUST} 님이 {DATE} 주문번호 {ORD}({AMT})가 도착하지 않았다고 합니다. 시리얼 번호 {SER}, 펌웨어 {VER}. 티켓 {TKT}.",
	"ar": "العميل {CUST} يقول إن الطلب رقم {ORD} بتاريخ {DATE} ({AMT}) لم يصل؛ الرقم التسلسلي {SER}، البرنامج الثابت {VER}. التذكرة {TKT}.",
	"hi": "ग्राहक {CUST} का कहना है कि ऑर्डर {ORD} ({DATE}, {AMT}) नहीं पहुंचा; सीरियल नंबर {SER}, फर्मवेयर {VER}. टिकट {TKT}.",
}

var cardWord = map[string]string{
	"en": "card number", "de": "Kartennummer", "fr": "numéro de carte", "es": "número de tarjeta", "pt": "número do cartão",
	"it": "numero di carta", "nl": "kaartnummer", "pl": "numer karty", "tr": "kart numarası", "ru": "номер карты",
	"ja": "カード番号", "zh": "卡号", "ko": "카드 번호", "ar": "رقم البطاقة", "hi": "कार्ड नंबर",
}

func tProse(b *B) string {
	r := b.r
	s := proseT[b.lang]
	date := isoDate(r)
	if r.Intn(2) == 0 {
		date = euDate(r)
	}
	amt := amountEU(r)
	if b.lang == "en" {
		amt = amountUS(r)
	}
	ser := pick(r, []string{
		fmt.Sprintf("%s-%s-%s", randFrom(r, upper+"0123456789", 4), digitsNZ(r, 5), digits(r, 2)),
		fmt.Sprintf("%s%s", pick(r, []string{"C02", "FVFG", "R58M", "5CG"}), randFrom(r, upper+"0123456789", 8)),
		fmt.Sprintf("%d-%s-%s", 2200+r.Intn(99), digits(r, 4), digits(r, 2)),
	})
	rep := strings.NewReplacer(
		"{CUST}", b.K("K-"+digitsNZ(r, 6)),
		"{ORD}", b.K(pick(r, []string{digitsNZ(r, 10), digitsNZ(r, 9), fmt.Sprintf("%d-%s-%s", 100+r.Intn(900), digitsNZ(r, 7), digits(r, 7)), "#" + digitsNZ(r, 8)})),
		"{DATE}", b.K(date), "{AMT}", b.K(amt), "{SER}", b.K(ser), "{VER}", b.K(semver(r)+"-b"+fmt.Sprint(100+r.Intn(900))),
		"{TKT}", b.K(pick(r, []string{"INC" + digits(r, 7), "#" + isoDate(r)[:4] + digits(r, 6), "SR-" + digitsNZ(r, 8)})))
	s = rep.Replace(s)
	if b.want(0.5) {
		s += " " + strings.Replace(pick(r, []string{"%P", "%P / %P2"}), "%P2", "", 1)
		s = strings.Replace(s, "%P", func() string {
			o := pick(r, outros[b.lang])
			for strings.Contains(o, "%E") {
				o = pick(r, outros[b.lang])
			}
			return strings.Replace(o, "%P", b.Phone(), 1)
		}(), 1)
		s = strings.TrimSuffix(s, " / ")
	}
	if b.want(0.3) {
		s += " " + cardWord[b.lang] + ": " + b.Card()
	}
	return s
}

func tPayLog(b *B) string {
	r := b.r
	var sb strings.Builder
	ts := tstamp(r)
	psp := b.K("88" + digits(r, 14))
	ref := b.K(fmt.Sprintf("ORD-%d-%06d", 2025+r.Intn(2), r.Intn(999999)))
	fmt.Fprintf(&sb, "%s INFO  gw=adyen pspReference=%s merchantReference=%s amount=%d currency=EUR\n", b.K(ts.Format("2006-01-02T15:04:05.000Z")), psp, ref, 100+r.Intn(900000))
	pan := "pan=" + b.K(maskedPAN(r))
	if b.want(0.7) {
		pan = "pan=" + b.CardRaw()
	}
	fmt.Fprintf(&sb, "%s WARN  auth failed rrn=%s stan=%s authCode=null %s exp=%02d/%d resultCode=Refused refusalReason=\"CVC Declined\"\n", b.K(ts.Add(431e6).Format("2006-01-02T15:04:05.000Z")), b.K(digitsNZ(r, 12)), b.K(digits(r, 6)), pan, 1+r.Intn(12), 27+r.Intn(5))
	fmt.Fprintf(&sb, "%s INFO  retry scheduled in %s (attempt %d/5) terminal=%s mcc=5411", b.K(ts.Add(2e9).Format("2006-01-02T15:04:05.000Z")), b.K(fmt.Sprintf("%dms", 1000+r.Intn(30000))), 1+r.Intn(4), b.K("P400P-"+digitsNZ(r, 9)))
	s := fence("", sb.String())
	if b.want(0.5) {
		s += "\n" + cardWord[b.lang] + " (from the customer's e-mail): " + b.Card()
	}
	if b.want(0.3) {
		s += "\nshopper: " + b.Email()
	}
	return s
}

func tPayroll(b *B) string {
	r := b.r
	var sb strings.Builder
	sep := pick(r, []string{",", "\t", ";"})
	hdr := []string{"employee_id", "name", pick(r, []string{"ssn", "SSN", "tax_id", "social_security_number"}), "state", "gross", "pay_date"}
	sb.WriteString(strings.Join(hdr, sep) + "\n")
	for i := 0; i < 2+r.Intn(3); i++ {
		v := ""
		if b.want(0.8) {
			x := ssn(r)
			if r.Intn(5) == 0 {
				x = itin(r)
			}
			if r.Intn(3) == 0 {
				x = strings.ReplaceAll(x, "-", "")
			}
			v = b.P("ssn", x)
		} else {
			v = "***-**-" + digits(r, 4)
		}
		name := strings.Title(pick(r, firstNames["en"])) + " " + strings.Title(pick(r, lastNames["en"]))
		fmt.Fprintf(&sb, "%s%s%s%s%s%s%s%s%s%s%s\n", b.K("E"+digitsNZ(r, 6)), sep, name, sep, v, sep, pick(r, []string{"CA", "NY", "TX", "WA", "IL"}), sep, b.K(fmt.Sprintf("%d.%02d", 1500+r.Intn(9000), r.Intn(100))), sep, b.K(isoDate(r)))
	}
	s := fence("csv", strings.TrimRight(sb.String(), "\n"))
	s += "\nADP batch " + b.K("BATCH-"+digitsNZ(r, 8)) + " rejected: field 3 invalid at row " + fmt.Sprint(2+r.Intn(4))
	if b.want(0.4) {
		s += "\nThe W-9 says: Social security number " + b.SSN()
	}
	return s
}

func tAuthCfg(b *B) string {
	r := b.r
	switch r.Intn(3) {
	case 0:
		tok := "<redacted>"
		if b.want(0.8) {
			tok = b.JWT()
		}
		return fence("yaml", fmt.Sprintf("apiVersion: v1\nkind: Config\nclusters:\n- cluster:\n    server: https://%s\n    certificate-authority-data: %s\n  name: prod-eu\nusers:\n- name: ci-deployer\n  user:\n    token: %s\ncontexts:\n- context: {cluster: prod-eu, user: ci-deployer, namespace: billing}\n  name: prod", b.K(ipv4(r)+":6443"), b.K("LS0tLS1CRUdJTi"+randFrom(r, alnum, 40)), tok)) + "\nerror: You must be logged in to the server (Unauthorized) — kubectl " + b.K("v1.3"+fmt.Sprint(r.Intn(3))+"."+fmt.Sprint(r.Intn(9)))
	case 1:
		v := "{{access_token}}"
		if b.want(0.8) {
			v = "Bearer " + b.JWT()
		}
		s := fmt.Sprintf("{\n  \"id\": \"%s\",\n  \"name\": \"orders-staging\",\n  \"values\": [\n    {\"key\": \"baseUrl\", \"value\": \"http://%s\"},\n    {\"key\": \"Authorization\", \"value\": \"%s\"},\n    {\"key\": \"tenantId\", \"value\": \"%s\"}\n  ],\n  \"_postman_exported_at\": \"%s\"\n}", b.K(uuid(r)), b.K(ipPort(r)), v, b.K(uuid(r)), b.K(isoTS(r)))
		return fence("json", s)
	default:
		ga := b.K(fmt.Sprintf("GA1.2.%s.%d", digitsNZ(r, 10), 1735689600+r.Intn(60000000)))
		sess := "session=" + b.K(hex(r, 32))
		if b.want(0.7) {
			sess = "session=" + b.JWT()
		}
		s := fmt.Sprintf("GET /api/v1/me HTTP/1.1\nHost: app.acme.io\nCookie: _ga=%s; %s; _gid=%s\nX-Request-ID: %s\n", ga, sess, b.K(fmt.Sprintf("GA1.2.%s.%d", digitsNZ(r, 9), 1735689600+r.Intn(60000000))), b.K(uuid(r)))
		if b.want(0.5) {
			s += "Authorization: Bearer " + b.Bearer() + "\n"
		}
		s += fmt.Sprintf("\nHTTP/1.1 403 Forbidden\nx-amzn-trace-id: %s", b.K("Root=1-"+hex(r, 8)+"-"+hex(r, 24)))
		return fence("http", s)
	}
}
