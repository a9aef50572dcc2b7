package main

import (
	"fmt"
	"strings"
)

func nm(p person) string {
	switch p.lang {
	case "ja", "zh", "ko":
		if p.lang == "ja" {
			return p.last + " " + p.first
		}
		return p.last + p.first
	}
	return p.first + " " + p.last
}

var langCC = map[string][]string{
	"en": {"US", "US", "CA", "GB", "AU", "IE", "NZ", "ZA", "SG"},
	"de": {"DE", "DE", "AT", "CH"},
	"fr": {"FR", "FR", "BE", "CH"},
	"es": {"ES", "MX", "AR", "CO", "CL"},
	"pt": {"BR", "BR", "PT"},
	"it": {"IT", "IT", "CH"},
	"nl": {"NL", "NL", "BE"},
	"pl": {"PL"},
	"tr": {"TR"},
	"ru": {"RU"},
	"ja": {"JP"},
	"zh": {"CN", "CN", "TW", "HK"},
	"ko": {"KR"},
	"ar": {"SA", "AE", "EG"},
	"sv": {"SE", "NO", "DK", "FI"},
	"hi": {"IN"},
}

func (g *G) ccOf(lang string) string { l := langCC[lang]; return l[g.r.Intn(len(l))] }

func (g *G) ph(lang string) string { return g.phone(g.ccOf(lang), -1) }

func piiTemplates() []tpl {
	ts := []tpl{}
	add := func(kind string, f func(g *G) *L) { ts = append(ts, tpl{kind, f}) }

	// ---------------- support tickets, 14+ languages ----------------
	add("ticket_en_refund", func(g *G) *L {
		p, e := g.emailFor("en")
		ph := g.ph("en")
		o, d, t, a := g.orderID(), g.date(), g.tracking(), g.amount()
		return Q("Subject: Refund not received for order %s\n\nHi team, I returned the blender on %s (tracking %s) and still no refund of %s. You can reach me at %s or %s.\nThanks, %s", o, d, t, a, ph, e, nm(p)).P("phone", ph).P("email", e).K(o, d, t, a)
	})
	add("ticket_de_lieferung", func(g *G) *L {
		p, e := g.emailFor("de")
		ph := g.ph("de")
		o, d, t := g.orderID(), g.date(), g.tracking()
		return Q("Betreff: Lieferung %s nicht angekommen\n\nHallo, meine Bestellung vom %s ist immer noch nicht da. Sendungsnummer laut Mail: %s. Bitte rufen Sie mich unter %s zurück oder schreiben Sie an %s.\n\nMit freundlichen Grüßen\n%s", o, d, t, ph, e, nm(p)).P("phone", ph).P("email", e).K(o, d, t)
	})
	add("ticket_fr_connexion", func(g *G) *L {
		p, e := g.emailFor("fr")
		ph := g.phone(g.ccOf("fr"), 0)
		v, t := g.version(), g.ticketID()
		return Q("Bonjour, je n'arrive plus à me connecter depuis la mise à jour %s de l'application. Mon identifiant est %s, mon portable : %s. Réf. ticket %s. Merci d'avance, %s", v, e, ph, t, nm(p)).P("email", e).P("phone", ph).K(v, t)
	})
	add("ticket_es_doble_cargo", func(g *G) *L {
		p := g.person("es")
		ph := g.ph("es")
		c := g.card(g.pick("visa", "mastercard", "amex"), "?")
		o, a, d := g.orderID(), g.amount(), g.date()
		return Q("Hola, me han cobrado dos veces el pedido %s (%s) el %s con la tarjeta %s. ¿Pueden anular uno de los cargos? Mi teléfono es %s. Un saludo, %s", o, a, d, c, ph, nm(p)).P("credit_card", c).P("phone", ph).K(o, a, d)
	})
	add("ticket_pt_boleto", func(g *G) *L {
		p, e := g.emailFor("pt")
		ph := g.ph("pt")
		o, d, a := g.orderID(), g.date(), g.amount()
		return Q("Olá, o boleto do pedido %s venceu em %s e não consigo gerar a segunda via (valor %s). Podem me ligar no %s? Meu e-mail é %s.\nObrigada,\n%s", o, d, a, ph, e, nm(p)).P("phone", ph).P("email", e).K(o, d, a)
	})
	add("ticket_it_nuovo_numero", func(g *G) *L {
		p := g.person("it")
		n1, n2 := g.phone("IT", 0), g.phone("IT", -1)
		inv, d := g.invoiceID(), g.date()
		return Q("Buongiorno, ho cambiato numero di cellulare: il nuovo è %s (il vecchio %s non è più attivo). Vi prego di aggiornarlo sulla fattura %s del %s. Cordiali saluti, %s", n1, n2, inv, d, nm(p)).P("phone", n1, n2).K(inv, d)
	})
	add("ticket_nl_pakket", func(g *G) *L {
		_, e := g.emailFor("nl")
		ph := g.ph("nl")
		t, o := g.tracking(), g.orderID()
		return Q("Goedemiddag, mijn pakket (%s) staat als bezorgd maar ik heb niets ontvangen. Bestelnummer %s. Bel me gerust op %s of mail naar %s. Groetjes", t, o, ph, e).P("phone", ph).P("email", e).K(t, o)
	})
	add("ticket_pl_zwrot", func(g *G) *L {
		p, e := g.emailFor("pl")
		ph := g.ph("pl")
		o, d, a := g.orderID(), g.date(), g.amount()
		return Q("Dzień dobry, proszę o zwrot za zamówienie %s z dnia %s, kwota %s. Numer telefonu: %s, e-mail: %s.\nPozdrawiam, %s", o, d, a, ph, e, nm(p)).P("phone", ph).P("email", e).K(o, d, a)
	})
	add("ticket_tr_kargo", func(g *G) *L {
		_, e := g.emailFor("tr")
		ph := g.ph("tr")
		o, d := g.orderID(), g.date()
		return Q("Merhaba, %s numaralı siparişim %s tarihinden beri kargoda bekliyor. Cep: %s — e-posta: %s. İlginiz için teşekkürler.", o, d, ph, e).P("phone", ph).P("email", e).K(o, d)
	})
	add("ticket_ru_zakaz", func(g *G) *L {
		p, e := g.emailFor("ru")
		ph := g.ph("ru")
		o, d := g.orderID(), g.date()
		return Q("Здравствуйте! Заказ %s от %s до сих пор не доставлен. Мой телефон %s, почта %s. Прошу перезвонить.\nС уважением, %s", o, d, ph, e, nm(p)).P("phone", ph).P("email", e).K(o, d)
	})
	add("ticket_ja_mitouchaku", func(g *G) *L {
		p, e := g.emailFor("ja")
		ph := g.ph("ja")
		o, d := g.orderID(), g.date()
		return Q("お世話になっております。注文番号%sの件でご連絡しました。%sに届く予定でしたが、まだ届いておりません。\n連絡先：%s／メール：%s\n%s", o, d, ph, e, nm(p)).P("phone", ph).P("email", e).K(o, d)
	})
	add("ticket_zh_fahuo", func(g *G) *L {
		_, e := g.emailFor("zh")
		ph := g.ph("zh")
		o, d, a := g.orderID(), g.date(), g.amount()
		return Q("你好，我的订单%s在%s付款成功（%s），但一直显示待发货。请联系我：%s，邮箱%s。谢谢！", o, d, a, ph, e).P("phone", ph).P("email", e).K(o, d, a)
	})
	add("ticket_ko_hwanbul", func(g *G) *L {
		p, e := g.emailFor("ko")
		ph := g.ph("ko")
		o, a := g.orderID(), g.amount()
		return Q("안녕하세요. 주문번호 %s 환불 요청드립니다. 결제금액 %s.\n연락처: %s / 이메일: %s\n감사합니다. %s 드림", o, a, ph, e, nm(p)).P("phone", ph).P("email", e).K(o, a)
	})
	add("ticket_ar_talab", func(g *G) *L {
		_, e := g.emailFor("ar")
		ph := g.ph("ar")
		o, d := g.orderID(), g.date()
		return Q("مرحباً، لم يصلني الطلب رقم %s المؤرخ %s حتى الآن. رقم هاتفي %s والبريد الإلكتروني %s. شكراً لكم", o, d, ph, e).P("phone", ph).P("email", e).K(o, d)
	})
	add("ticket_sv_bekraftelse", func(g *G) *L {
		p, e := g.emailFor("sv")
		ph := g.ph("sv")
		o := g.orderID()
		return Q("Hej! Jag har inte fått någon orderbekräftelse för %s. Ring mig på %s eller maila %s. Mvh %s", o, ph, e, nm(p)).P("phone", ph).P("email", e).K(o)
	})
	add("ticket_hi_order", func(g *G) *L {
		_, e := g.emailFor("hi")
		ph := g.phone("IN", -1)
		o := g.orderID()
		return Q("नमस्ते, मेरा ऑर्डर %s अभी तक नहीं आया। मेरा फोन नंबर %s है और ईमेल %s। कृपया जल्दी मदद करें।", o, ph, e).P("phone", ph).P("email", e).K(o)
	})
	add("ticket_en_ssn_mismatch", func(g *G) *L {
		s := g.ssn(g.pick("-", "-", " "))
		t, code := g.ticketID(), fmt.Sprintf("E-%d", g.n(1000, 9999))
		bad := g.badSSN()
		return Q("Case %s: identity check fails with %s. I typed my SSN %s exactly as on my card. Earlier I tried the example %s from your help page and got the same error.", t, code, s, bad).P("ssn", s).K(t, code, bad)
	})
	add("ticket_en_itin_w9", func(g *G) *L {
		it := g.itin(g.pick("-", "-", " ", ""))
		lab := "ITIN: "
		v, d := g.version(), g.date()
		return Q("I don't have a social security number, only an ITIN. %s%s — the W-9 wizard (build %s) rejects it at step 3 since %s. Is ITIN supported?", lab, it, v, d).P("ssn", it).K(v, d)
	})
	add("ticket_es_seguro_social", func(g *G) *L {
		p := g.person("es")
		s := g.ssn(g.pick("-", " "))
		ph := g.phone("US", 0)
		return Q("Buenas tardes, soy %s. Al llenar la solicitud me pide el número de seguro social y pongo %s pero dice inválido. Mi celular es %s, pueden llamarme después de las 5.", nm(p), s, ph).P("ssn", s).P("phone", ph)
	})
	add("ticket_de_kreditkarte", func(g *G) *L {
		c := g.card(g.pick("visa", "mastercard", "maestro"), "?")
		o, a := g.orderID(), g.amount()
		bad := g.luhnBad(true)
		return Q("Hallo Support, Zahlung für %s (%s) schlägt fehl. Kreditkarte %s, gültig bis 08/28. Vorher hatte ich mich vertippt (%s) — kann es sein, dass die Karte deswegen gesperrt ist?", o, a, c, bad).P("credit_card", c).K(o, a, bad)
	})
	add("ticket_fr_carte_bancaire", func(g *G) *L {
		c := g.card(g.pick("visa", "mastercard"), " ")
		_, e := g.emailFor("fr")
		o := g.orderID()
		return Q("Bonjour, ma carte bancaire %s a été débitée pour la commande %s mais je n'ai reçu aucune confirmation sur %s. Pouvez-vous vérifier ?", c, o, e).P("credit_card", c).P("email", e).K(o)
	})
	add("ticket_ja_card", func(g *G) *L {
		c := g.card("jcb", g.pick("", "-", " "))
		o := g.orderID()
		return Q("クレジットカード（%s）で決済したのに、注文%sがキャンセルされました。有効期限は2028年3月です。確認をお願いします。", c, o).P("credit_card", c).K(o)
	})
	add("ticket_zh_unionpay", func(g *G) *L {
		c := g.card("unionpay", g.pick("", " "))
		o, a := g.orderID(), g.amount()
		return Q("银联卡 %s 付款失败，订单号 %s，金额 %s，错误码 51。请问是什么原因？", c, o, a).P("credit_card", c).K(o, a)
	})
	add("ticket_ru_mir", func(g *G) *L {
		c := g.card("mir", g.pick(" ", ""))
		ph := g.phone("RU", 0)
		o := g.orderID()
		return Q("Не проходит оплата картой Мир %s по заказу %s. Банк говорит, что всё в порядке. Перезвоните, пожалуйста: %s", c, o, ph).P("credit_card", c).P("phone", ph).K(o)
	})
	add("ticket_tr_troy", func(g *G) *L {
		c := g.card("troy", g.pick(" ", ""))
		o := g.orderID()
		return Q("Troy kartım (%s) ile ödeme yaparken 3D Secure ekranı açılmıyor. Sipariş no: %s. Yardımcı olur musunuz?", c, o).P("credit_card", c).K(o)
	})
	add("ticket_hi_rupay", func(g *G) *L {
		c := g.card("rupay", g.pick(" ", "", "-"))
		ph := g.phone("IN", 1)
		o, a := g.orderID(), g.amount()
		return Q("Hi, RuPay card %s got debited %s for order %s but shows failed. Call me on %s please, urgent.", c, a, o, ph).P("credit_card", c).P("phone", ph).K(a, o)
	})
	add("ticket_pt_elo_hipercard", func(g *G) *L {
		c := g.card(g.pick("elo", "hipercard"), g.pick(" ", ""))
		ph := g.phone("BR", 0)
		o := g.orderID()
		return Q("Boa tarde! Tentei pagar o pedido %s com meu cartão %s e deu 'transação não autorizada'. Whats: %s", o, c, ph).P("credit_card", c).P("phone", ph).K(o)
	})
	add("ticket_en_verve_ng", func(g *G) *L {
		c := g.card("verve", g.pick("", " "))
		ph := g.phone("NG", -1)
		return Q("Good day, my Verve card %s was debited twice for the same subscription. Kindly reverse. My line is %s.", c, ph).P("credit_card", c).P("phone", ph)
	})

	// ---------------- agent replies with signatures ----------------
	add("reply_en_signature", func(g *G) *L {
		c, a := g.person("en"), g.person("en")
		e := g.email(a, true)
		m, o := g.phone("US", 0), g.phone("US", 0)
		x, t, amt := g.ext(), g.ticketID(), g.amount()
		return Q("Hi %s,\n\nThanks for your patience. I've escalated ticket %s to billing; the refund of %s should post in 5–7 business days.\n\nBest regards,\n%s\nCustomer Success | Acme Logistics\nM: %s | O: %s %s\n%s", c.first, t, amt, nm(a), m, o, x, e).P("phone", m, o).P("email", e).K(t, amt, x)
	})
	add("reply_de_signatur", func(g *G) *L {
		c, a := g.person("de"), g.person("de")
		e := g.email(a, true)
		tel := g.phone("DE", 1)
		t := g.ticketID()
		return Q("Sehr geehrte/r %s %s,\n\nvielen Dank für Ihre Nachricht zu Vorgang %s. Wir haben die Rücksendung erhalten.\n\nMit freundlichen Grüßen\n%s\nKundenservice\nNordwind GmbH · Hafenstraße 12 · 20457 Hamburg\nTel.: %s\nE-Mail: %s\nUSt-IdNr.: DE 276 845 113", c.first, c.last, t, nm(a), tel, e).P("phone", tel).P("email", e).K(t, "20457", "DE 276 845 113")
	})
	add("reply_fr_signature", func(g *G) *L {
		a := g.person("fr")
		e := g.email(a, true)
		tel := g.phone("FR", -1)
		t := g.ticketID()
		return Q("Bonjour,\n\nNous revenons vers vous concernant la demande %s : le remboursement a été validé.\n\nCordialement,\n%s\nService client\nTél : %s\n%s", t, nm(a), tel, e).P("phone", tel).P("email", e).K(t)
	})
	add("reply_es_firma", func(g *G) *L {
		a := g.person("es")
		e := g.email(a, true)
		tel := g.phone(g.pick("ES", "MX", "AR"), 1)
		t, d := g.ticketID(), g.date()
		return Q("Estimado cliente:\nSu incidencia %s quedó resuelta el %s.\n\nAtentamente,\n%s | Atención al Cliente\nTel. %s · %s", t, d, nm(a), tel, e).P("phone", tel).P("email", e).K(t, d)
	})
	add("reply_ja_shomei", func(g *G) *L {
		a := g.person("ja")
		e := g.email(a, true)
		tel := g.phone("JP", 0)
		t := g.ticketID()
		return Q("お問い合わせ（%s）の件、返金処理が完了いたしました。\n\n――――――――――\n東海電機株式会社 カスタマーサポート\n%s\nTEL: %s（平日9:00-18:00）\nMail: %s\n――――――――――", t, nm(a), tel, e).P("phone", tel).P("email", e).K(t, "9:00-18:00")
	})
	add("reply_pt_assinatura", func(g *G) *L {
		a := g.person("pt")
		e := g.email(a, true)
		tel := g.phone("BR", 1)
		cel := g.phone("BR", 0)
		return Q("Atenciosamente,\n%s\nAtendimento Atlas Saúde\nTel.: %s | Cel.: %s\n%s\nCEP 01310-100", nm(a), tel, cel, e).P("phone", tel, cel).P("email", e).K("01310-100")
	})
	add("reply_en_uk_signature", func(g *G) *L {
		a := g.person("en")
		e := g.email(a, true)
		tel := g.phone("GB", -1)
		return Q("Kind regards,\n\n%s\nAccount Manager, Lumen Retail Ltd\nt. %s\ne. %s\nRegistered in England No. 08461127 · VAT GB 284 1193 07", nm(a), tel, e).P("phone", tel).P("email", e).K("08461127", "GB 284 1193 07")
	})

	// ---------------- stack traces & exceptions ----------------
	add("trace_java_card", func(g *G) *L {
		c := g.card(g.anyIssuer(), "")
		id := fmt.Sprint(g.n(10000, 999999))
		return Q("Exception in thread \"pool-3-thread-7\" com.acme.billing.CardDeclinedException: gateway refused pan=%s customerId=%s\n\tat com.acme.billing.StripeGateway.charge(StripeGateway.java:212)\n\tat com.acme.billing.CheckoutService.pay(CheckoutService.java:88)\n\tat java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1136)", c, id).P("credit_card", c).K(id, "StripeGateway.java:212", "ThreadPoolExecutor.java:1136")
	})
	add("trace_python_phone", func(g *G) *L {
		ph := g.phone(g.anyCC(), 1)
		uid := fmt.Sprint(g.n(1000, 99999))
		return Q("Traceback (most recent call last):\n  File \"/srv/app/notify/sms.py\", line 57, in send\n    num = phonenumbers.parse(raw, None)\nphonenumbers.phonenumberutil.NumberParseException: (1) Missing or invalid default region.\nDuring handling: ValueError: cannot normalise '%s' for user_id=%s", ph, uid).P("phone", ph).K(uid, "line 57")
	})
	add("trace_python_dict_repr", func(g *G) *L {
		p, e := g.emailFor("en")
		s := g.ssn("-")
		dob := g.date()
		return Q("KeyError: 'employer_ein'\n  locals: payload = {'name': '%s', 'email': '%s', 'ssn': '%s', 'hired': '%s', 'dept_id': 42}", nm(p), e, s, dob).P("email", e).P("ssn", s).K(dob)
	})
	add("trace_node_axios", func(g *G) *L {
		tok := g.token(g.pick("opaque", "opaque_dots", "sk_live", "ghp"))
		u := g.uuid()
		return Q("AxiosError: Request failed with status code 401\n    at settle (/app/node_modules/axios/lib/core/settle.js:19:12)\n  config: {\n    url: 'https://api.internal/v2/orders/%s',\n    headers: {\n      Accept: 'application/json',\n      Authorization: 'Bearer %s',\n      'User-Agent': 'axios/1.7.9'\n    }\n  }", u, tok).P("bearer", tok).K(u, "axios/1.7.9", "settle.js:19:12")
	})
	add("trace_go_panic", func(g *G) *L {
		_, e := g.emailFor(g.pick("en", "de", "fr", "nl"))
		ph := g.phone(g.anyCC(), 1)
		return Q("panic: runtime error: invalid memory address or nil pointer dereference\n[signal SIGSEGV: segmentation violation code=0x1 addr=0x28 pc=0x7a1f3c]\n\ngoroutine 1849 [running]:\nmain.(*Notifier).Send(0x0, {0xc0004a2f00, 0x1a}, {\"%s\", \"%s\"})\n\t/src/notify/notifier.go:143 +0x3c", e, ph).P("email", e).P("phone", ph).K("goroutine 1849", "notifier.go:143")
	})
	add("trace_dotnet_sql_unique", func(g *G) *L {
		_, e := g.emailFor(g.pick("en", "de", "es"))
		return Q("System.Data.SqlClient.SqlException (0x80131904): Violation of UNIQUE KEY constraint 'UQ_Users_Email'. Cannot insert duplicate key in object 'dbo.Users'. The duplicate key value is (%s).\n   at System.Data.SqlClient.SqlConnection.OnError(SqlException exception, Boolean breakConnection)\nClientConnectionId:%s", e, g.uuid()).P("email", e).K("0x80131904")
	})
	add("trace_postgres_dupkey", func(g *G) *L {
		ph := g.phone(g.anyCC(), 1)
		return Q("ERROR:  duplicate key value violates unique constraint \"customers_phone_key\"\nDETAIL:  Key (phone)=(%s) already exists.\nCONTEXT:  SQL statement in PL/pgSQL function upsert_customer(bigint) line 14\nSTATEMENT:  INSERT INTO customers(id, phone) VALUES (90211, $1)", ph).P("phone", ph).K("90211", "line 14")
	})
	add("trace_rails_params", func(g *G) *L {
		p, e := g.emailFor("en")
		ph := g.phone(g.pick("US", "CA"), 0)
		pw := g.password()
		ip := g.ip()
		return Q("Started POST \"/users\" for %s at 2026-02-03 11:42:19 +0000\nProcessing by Users::RegistrationsController#create as HTML\n  Parameters: {\"authenticity_token\"=>\"[FILTERED]\", \"user\"=>{\"name\"=>\"%s\", \"email\"=>\"%s\", \"phone\"=>\"%s\", \"password\"=>\"%s\"}}\nCompleted 422 Unprocessable Entity in 38ms", ip, nm(p), e, ph, pw).P("email", e).P("phone", ph).P("bearer", pw).K(ip, "2026-02-03 11:42:19")
	})
	add("trace_php_pdo", func(g *G) *L {
		pw := g.password()
		ip := g.ip()
		return Q("PHP Fatal error:  Uncaught PDOException: SQLSTATE[HY000] [1045] Access denied for user 'shop'@'%s' (using password: YES) in /var/www/html/config/db.php:12\nStack trace:\n#0 /var/www/html/config/db.php(12): PDO->__construct('mysql:host=db;d...', 'shop', '%s')\n#1 {main}", ip, pw).P("bearer", pw).K(ip, "db.php:12")
	})
	add("trace_sentry_breadcrumb", func(g *G) *L {
		_, e := g.emailFor(g.pick("en", "pt", "it"))
		ev := g.sha(32)
		ip := g.ip()
		return Q("{\"event_id\":\"%s\",\"level\":\"error\",\"exception\":{\"values\":[{\"type\":\"TypeError\",\"value\":\"Cannot read properties of undefined (reading 'zip')\"}]},\"user\":{\"id\":\"%d\",\"email\":\"%s\",\"ip_address\":\"%s\"},\"release\":\"web@%s\"}", ev, g.n(1000, 99999), e, ip, "4.18.2").P("email", e).K(ev, ip, "web@4.18.2")
	})
	add("trace_kotlin_validation", func(g *G) *L {
		ph := g.phone(g.pick("DE", "FR", "GB", "NL", "ES", "IT"), 0)
		return Q("java.lang.IllegalArgumentException: Phone number '%s' is not valid for region US\n\tat com.acme.profile.PhoneValidator.validate(PhoneValidator.kt:41)\n\tat com.acme.profile.ProfileController.update(ProfileController.kt:97)", ph).P("phone", ph).K("PhoneValidator.kt:41")
	})
	add("trace_ruby_ssn_log", func(g *G) *L {
		s := g.ssn("")
		return Q("E, [2026-01-19T08:14:02.551 #2231] ERROR -- : TaxFormJob failed: Payroll::InvalidTin tax_id=%s employee=E-20417 form=W-2 year=2025 (attempt 3/5)", s).P("ssn", s).K("E-20417", "2026-01-19T08:14:02.551", "3/5")
	})

	// ---------------- CSV / TSV / tables ----------------
	add("csv_customers", func(g *G) *L {
		l := Q("id,name,email,phone,created_at\n")
		for i := 0; i < g.n(2, 4); i++ {
			p, e := g.emailFor(g.pick("en", "de", "fr", "es", "nl"))
			ph := g.phone(g.anyCC(), g.pick2(0, 1))
			id, d := fmt.Sprint(g.n(10000, 99999)), g.date()
			l.q += fmt.Sprintf("%s,%s,%s,%s,%s\n", id, nm(p), e, ph, d)
			l.P("email", e).P("phone", ph).K(d)
		}
		return l
	})
	add("tsv_payroll_ssn", func(g *G) *L {
		l := Q("emp_id\tlast_name\tfirst_name\tssn\thire_date\tsalary\n")
		for i := 0; i < g.n(2, 4); i++ {
			p := g.person("en")
			s := g.ssn(g.pick("-", ""))
			d, id := g.date(), fmt.Sprintf("E%05d", g.n(1, 99999))
			sal := fmt.Sprintf("%d.00", g.n(38000, 180000))
			l.q += fmt.Sprintf("%s\t%s\t%s\t%s\t%s\t%s\n", id, p.last, p.first, s, d, sal)
			l.P("ssn", s).K(id, d, sal)
		}
		return l
	})
	add("psql_users_table", func(g *G) *L {
		l := Q("shop=> SELECT id, email, phone FROM users WHERE last_login < now() - interval '1 year' LIMIT 3;\n  id   |            email             |      phone\n-------+------------------------------+-----------------\n")
		k := g.n(2, 3)
		for i := 0; i < k; i++ {
			_, e := g.emailFor(g.pick("en", "de", "pt", "fr"))
			ph := g.phone(g.anyCC(), 1)
			id := fmt.Sprint(g.n(10000, 99999))
			l.q += fmt.Sprintf(" %s | %-28s | %s\n", id, e, ph)
			l.P("email", e).P("phone", ph).K(id)
		}
		l.q += fmt.Sprintf("(%d rows)\n", k)
		return l
	})
	add("mysql_box_table", func(g *G) *L {
		l := Q("mysql> select customer_id, full_name, card_number, exp from payment_methods where customer_id in (4411, 4412);\n+-------------+------------------+---------------------+-------+\n| customer_id | full_name        | card_number         | exp   |\n+-------------+------------------+---------------------+-------+\n")
		for i := 0; i < 2; i++ {
			p := g.person(g.pick("en", "es", "de"))
			c := g.card(g.anyIssuer(), "")
			exp := fmt.Sprintf("%02d/%02d", g.n(1, 12), g.n(26, 31))
			l.q += fmt.Sprintf("| %11d | %-16s | %-19s | %s |\n", 4411+i, nm(p), c, exp)
			l.P("credit_card", c).K(exp)
		}
		l.q += "+-------------+------------------+---------------------+-------+\n2 rows in set (0.00 sec)"
		return l
	})
	add("csv_semicolon_eu", func(g *G) *L {
		l := Q("Kundennr;Name;Telefon;E-Mail;Bestelldatum;Betrag\n")
		for i := 0; i < g.n(2, 3); i++ {
			p, e := g.emailFor("de")
			ph := g.phone(g.pick("DE", "AT", "CH"), g.pick2(0, 1))
			kn, d := fmt.Sprintf("K-%06d", g.n(1, 999999)), fmt.Sprintf("%02d.%02d.2026", g.n(1, 28), g.n(1, 12))
			b := fmt.Sprintf("%d,%02d", g.n(5, 999), g.n(0, 99))
			l.q += fmt.Sprintf("%s;%s;%s;%s;%s;%s\n", kn, nm(p), ph, e, d, b)
			l.P("phone", ph).P("email", e).K(kn, d, b)
		}
		return l
	})
	add("markdown_contacts_table", func(g *G) *L {
		l := Q("| Name | Role | Mobile | Email |\n|---|---|---|---|\n")
		for i := 0; i < g.n(2, 3); i++ {
			lang := g.pick("en", "fr", "es", "it")
			p, e := g.emailFor(lang)
			ph := g.phone(g.ccOf(lang), -1)
			l.q += fmt.Sprintf("| %s | %s | %s | %s |\n", nm(p), g.pick("On-call", "Escalation", "Account owner", "Billing"), ph, e)
			l.P("phone", ph).P("email", e)
		}
		return l
	})
	add("excel_paste_itin", func(g *G) *L {
		l := Q("Vendor\tTIN type\tTIN\t1099 box\tAmount\n")
		for i := 0; i < g.n(2, 4); i++ {
			p := g.person(g.pick("en", "es"))
			var v, typ string
			if g.chance(0.5) {
				v, typ = g.itin("-"), "ITIN"
			} else {
				v, typ = g.ssn("-"), "SSN"
			}
			amt := fmt.Sprintf("$%d,%03d.%02d", g.n(1, 60), g.n(0, 999), g.n(0, 99))
			l.q += fmt.Sprintf("%s\t%s\t%s\tNEC-1\t%s\n", nm(p), typ, v, amt)
			l.P("ssn", v).K(amt)
		}
		return l
	})
	add("csv_payments_cards", func(g *G) *L {
		l := Q("txn_id,card_number,brand,amount,currency,status\n")
		for i := 0; i < g.n(2, 4); i++ {
			is := g.anyIssuer()
			c := g.card(is, "")
			tx := "ch_" + g.rs(alnum, 24)
			amt := fmt.Sprintf("%d.%02d", g.n(1, 999), g.n(0, 99))
			l.q += fmt.Sprintf("%s,%s,%s,%s,%s,%s\n", tx, c, is, amt, g.pick("USD", "EUR", "BRL", "JPY", "INR"), g.pick("succeeded", "failed", "refunded"))
			l.P("credit_card", c).K(tx, amt)
		}
		bad := g.luhnBad(false)
		l.q += fmt.Sprintf("ch_test_%s,%s,visa,1.00,USD,failed\n", g.rs(alnum, 10), bad)
		l.K(bad)
		return l
	})
	add("psql_expanded_record", func(g *G) *L {
		p, e := g.emailFor("en")
		s := g.ssn("-")
		ph := g.phone("US", 0)
		id := fmt.Sprint(g.n(100000, 999999))
		return Q("-[ RECORD 1 ]--+------------------------------\nid             | %s\nfull_name      | %s\nemail          | %s\nssn            | %s\nphone          | %s\nupdated_at     | 2026-02-11 09:31:44.120391+00", id, nm(p), e, s, ph).P("email", e).P("ssn", s).P("phone", ph).K(id, "2026-02-11 09:31:44.120391+00")
	})
	add("aligned_text_table", func(g *G) *L {
		l := Q("NAME               PHONE              EXT   TICKET\n")
		for i := 0; i < 3; i++ {
			p := g.person("en")
			ph := g.phone(g.pick("US", "CA"), 0)
			x := fmt.Sprint(g.n(100, 999))
			t := fmt.Sprintf("ZD-%d", g.n(10000, 99999))
			l.q += fmt.Sprintf("%-18s %-18s %-5s %s\n", nm(p), ph, x, t)
			l.P("phone", ph).K(t)
		}
		return l
	})

	// ---------------- SQL ----------------
	add("sql_insert_customers", func(g *G) *L {
		p, e := g.emailFor(g.pick("en", "fr", "de", "es"))
		ph := g.phone(g.anyCC(), 1)
		id := fmt.Sprint(g.n(100000, 999999))
		return Q("INSERT INTO customers (id, full_name, email, phone, created_at) VALUES (%s, '%s', '%s', '%s', '2026-01-07 10:15:00');", id, strings.ReplaceAll(nm(p), "'", "''"), e, ph).P("email", e).P("phone", ph).K(id, "2026-01-07 10:15:00")
	})
	add("sql_update_phone", func(g *G) *L {
		ph := g.phone(g.anyCC(), -1)
		id := fmt.Sprint(g.n(1000, 99999))
		return Q("UPDATE users SET phone = '%s', updated_at = NOW() WHERE id = %s; -- ticket %s, customer asked to change number", ph, id, g.ticketID()).P("phone", ph).K(id)
	})
	add("sql_select_where_email", func(g *G) *L {
		_, e := g.emailFor(g.pick("en", "ja", "ko", "zh", "ru"))
		d := g.date()
		return Q("SELECT o.id, o.total, o.status FROM orders o JOIN users u ON u.id = o.user_id WHERE u.email = '%s' AND o.created_at >= '%s' ORDER BY o.created_at DESC;", e, d).P("email", e).K(d)
	})
	add("sql_insert_multi_ssn", func(g *G) *L {
		l := Q("INSERT INTO employees (emp_no, name, ssn, dept) VALUES\n")
		var rows []string
		for i := 0; i < g.n(2, 3); i++ {
			p := g.person("en")
			s := g.ssn("-")
			no := fmt.Sprint(g.n(10000, 99999))
			rows = append(rows, fmt.Sprintf("  (%s, '%s', '%s', 'D%02d')", no, strings.ReplaceAll(nm(p), "'", "''"), s, g.n(1, 40)))
			l.P("ssn", s).K(no)
		}
		l.q += strings.Join(rows, ",\n") + ";"
		return l
	})
	add("sql_mysql_cli_password", func(g *G) *L {
		pw := g.password()
		ip := g.ip()
		return Q("$ mysql -h %s -u shop_rw -p'%s' shop_prod -e \"SHOW PROCESSLIST\"\nmysql: [Warning] Using a password on the command line interface can be insecure.\nERROR 2003 (HY000): Can't connect to MySQL server on '%s:3306' (110)", ip, pw, ip).P("bearer", pw).K(ip, "ERROR 2003")
	})
	add("sql_conn_string_password", func(g *G) *L {
		pw := g.password()
		return Q("psql: error: connection to server at \"db-prod.internal\" (10.4.0.12), port 5432 failed: FATAL: password authentication failed for user \"app\"\nDATABASE_URL=postgresql://app:%s@db-prod.internal:5432/shop?sslmode=require", pw).P("bearer", pw).K("10.4.0.12", "5432")
	})
	add("sql_where_card", func(g *G) *L {
		c := g.card(g.anyIssuer(), "")
		return Q("-- why does this return nothing?\nSELECT * FROM transactions WHERE pan_hash = sha2('%s', 256) AND merchant_id = 88123 AND ts BETWEEN '2026-01-01' AND '2026-01-31';", c).P("credit_card", c).K("88123", "2026-01-01", "2026-01-31")
	})
	add("sql_copy_row", func(g *G) *L {
		_, e := g.emailFor(g.pick("en", "ko", "fr"))
		ph := g.phone(g.pick("US", "KR", "FR"), 1)
		id := fmt.Sprint(g.n(100000, 999999))
		return Q("COPY contacts (id, email, mobile, source) FROM stdin;\n%s\t%s\t%s\twebform\n\\.", id, e, ph).P("email", e).P("phone", ph).K(id)
	})

	ts = append(ts, piiTemplates2()...)
	return append(ts, piiTemplates3()...)
}
