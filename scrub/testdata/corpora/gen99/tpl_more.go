package main

import (
	"fmt"
	"net/url"
	"strings"
)

func moreTemplates() []T {
	return []T{
		{"voice_agent_reservation_spelled_email", func(b *B) string {
			pp := b.person("us")
			dom := b.pick("gmail", "yahoo", "outlook", "icloud")
			v := b.uniq(func() string {
				return ascii(pp.first) + " dot " + ascii(pp.last) + fmt.Sprint(b.rng(1, 99)) + " at " + dom + " dot com"
			})
			return fmt.Sprintf("[AI host transcript %s] Caller: table for %d tomorrow at %s, name %s. Confirmation can go to %s. Best callback is %s.",
				b.K("call_"+b.from(alnum, 12)), b.rng(2, 8), b.hhmm(), pp.last, b.P("email", v), b.P("phone", b.usPhone(b.pick6())))
		}},
		{"online_order_form_urlencoded", func(b *B) string {
			loc := b.pick("au", "uk", "us")
			pp := b.person(loc)
			e := b.email(pp)
			ph := b.intlPhone(loc, true)
			ph = strings.NewReplacer(" ", "", "(0)", "").Replace(ph)
			return fmt.Sprintf("POST /checkout body: name=%s&email=%s&phone=%s&pickup_time=%s&cart=%s",
				url.QueryEscape(pp.full()), b.P("email", url.QueryEscape(e)), b.P("phone", url.QueryEscape(ph)), url.QueryEscape(b.hhmm()), b.K(b.sku()))
		}},
		{"escaped_json_in_log", func(b *B) string {
			pp := b.person("us")
			return fmt.Sprintf(`%s WARN order-svc retry=2 payload="{\"orderId\":\"%s\",\"customer\":{\"email\":\"%s\",\"phone\":\"%s\"},\"total\":%s}"`,
				b.ts(), b.K(b.uuid()), b.P("email", b.email(pp)), b.P("phone", b.usPhone(4)), b.K(b.money(9, 99)))
		}},
		{"gst_invoice_in", func(b *B) string {
			pp := b.person("in")
			return fmt.Sprintf("TAX INVOICE  Bill No: %s  Date: %s\nGSTIN: %s\nCustomer: %s  Mob: %s  Email: %s\nCGST 2.5%% ₹%s  SGST 2.5%% ₹%s  HSN %s",
				b.K("BLR/"+b.digits(5)), b.dateEU(), b.K(fmt.Sprintf("29%s%s1Z%s", b.from(upper, 5), b.digits(4)+b.from(upper, 1), b.from(upalnum, 1))), pp.full(), b.P("phone", b.intlPhone("in", b.coin())), b.P("email", b.email(pp)), b.moneyEU(5, 90)[:0]+b.money(5, 90), b.money(5, 90), b.K("9963"))
		}},
		{"nfce_br_email", func(b *B) string {
			pp := b.person("br")
			ch := b.digits(44)
			return fmt.Sprintf("NFC-e nº %s série 1 — Chave de acesso: %s — Consumidor: %s — envio do DANFE para %s — Valor total R$ %s",
				b.K(b.digits(6)), b.K(sp(ch, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4)), pp.full(), b.P("email", b.email(pp)), b.moneyEU(10, 400))
		}},
		{"escpos_kitchen_print_phone", func(b *B) string {
			loc := b.pick("us", "au", "uk", "ie")
			return fmt.Sprintf("\\x1b@\\x1b!\\x30ORDER %s\\x1b!\\x00\\n%s PICKUP\\nTEL %s\\n1 BIBIMBAP\\n2 MANDU\\n\\x1dV\\x00",
				b.K(b.digits(4)), b.hhmm(), b.P("phone", b.intlPhone(loc, false)))
		}},
		{"sms_optin_log", func(b *B) string {
			return fmt.Sprintf("%s sms.inbound from=%s keyword=JOIN list=rewards-%s status=subscribed msg_sid=%s",
				b.ts(), b.P("phone", b.usPhone(4)), b.pick("nyc", "la", "chi"), b.K("SM"+b.from(hexlc, 32)))
		}},
		{"guestbook_csv_toast", func(b *B) string {
			rows := []string{"Guest Name,Phone,Email,Visits,Last Visit,Avg Check"}
			for i := 0; i < 2; i++ {
				pp := b.person("us")
				rows = append(rows, fmt.Sprintf("%s,%s,%s,%d,%s,%s", pp.full(), b.P("phone", b.usPhone(0)), b.P("email", b.email(pp)), b.rng(1, 40), b.K(b.dateUS()), b.money(15, 90)))
			}
			return strings.Join(rows, "\n")
		}},
		{"refund_request_es_card", func(b *B) string {
			pp := b.person("es")
			p := b.pan(b.pick("visa", "mastercard"))
			return fmt.Sprintf("Buenas, pedí un reembolso del pedido %s hace 10 días y no lo veo. Pagué con la tarjeta %s. Mi correo es %s. Gracias, %s",
				b.K(b.digits(8)), b.P("credit_card", groupCard(p, " ")), b.P("email", b.email(pp)), pp.first)
		}},
		{"chargeback_de_kartennummer", func(b *B) string {
			p := b.pan(b.pick("visa", "mastercard", "maestro"))
			return fmt.Sprintf("Rückbuchung zu Beleg %s vom %s: Kartennummer %s, Betrag %s €, Terminal-ID %s, Trace-Nr. %s. Bitte Stellungnahme bis %s.",
				b.K(b.digits(4)), b.dateEU(), b.P("credit_card", b.fmtCard(p)), b.moneyEU(10, 300), b.K(b.nzdigits(8)), b.K(b.digits(6)), b.dateEU())
		}},
		{"au_eftpos_support_card", func(b *B) string {
			pp := b.person("us")
			p := b.pan(b.pick("visa", "mastercard"))
			return fmt.Sprintf("G'day, Tyro terminal %s keeps saying CARD NOT SUPPORTED for a customer's %s. Customer %s (%s) is happy to wait. Merchant ID %s.",
				b.K(b.digits(6)), b.P("credit_card", b.fmtCard(p)), pp.first, b.P("phone", b.intlPhone("au", false)), b.K(b.digits(8)))
		}},
	}
}
