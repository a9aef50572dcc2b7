package main

import (
	"fmt"
	"strconv"
	"strings"
)

func sku() string {
	return pick([]string{fill("SKU-%####-??"), fill("%##-###-####"), fill("??-%###"), fill("B0%?%??%??%"), fill("%####-##")})
}

func ean13() string {
	body := pick([]string{"400", "301", "500", "871", "590", "869", "490", "690", "880", "789"}) + digits(9)
	sum := 0
	for i, c := range body {
		w := 1
		if i%2 == 1 {
			w = 3
		}
		sum += int(c-'0') * w
	}
	return body + strconv.Itoa((10-sum%10)%10)
}

func cleanKinds() []kind {
	return []kind{
		{"c_order_status", true, func() line {
			l := rl()
			return render(tp("Where is my order ⟦order⟧? It was supposed to arrive on ⟦date⟧.",
				"Order ⟦order⟧ still says 'processing' since ⟦date⟧, is that normal?",
				"can I add an item to order ⟦order⟧ before ⟦date⟧?"),
				K("order", orderID()), K("date", randDate().in(l.code)))
		}},
		{"c_double_charge", true, func() line {
			l := rl()
			return render(tp("Why was I charged ⟦amount⟧ twice on ⟦date⟧?", "The ⟦amount⟧ charge from ⟦date⟧ appears two times on my statement."),
				K("amount", l.currency()), K("date", randDate().in(l.code)))
		}},
		{"c_tracking", true, func() line {
			l := rl()
			return render(tp("Tracking ⟦trk⟧ shows delivered at ⟦time⟧ but there's nothing at my door.",
				"The carrier says ⟦trk⟧ is held at customs since ⟦date⟧. How long does that take?"),
				K("trk", trackingNo()), K("time", randTime(l.code)), K("date", randDate().in(l.code)))
		}},
		{"c_ip_network", true, func() line {
			return render(tp("My server at ⟦ip⟧:⟦port⟧ can't reach ⟦ip2⟧, is it a firewall issue?",
				"ping ⟦ip⟧ works but ⟦ip6⟧ times out after ⟦port⟧ ms"),
				K("ip", ipv4()), K("port", strconv.Itoa(pick([]int{22, 80, 443, 8080, 8443, 5432, 6443, 3000}))), K("ip2", ipv4()), K("ip6", ipv6()))
		}},
		{"c_coordinates", true, func() line {
			l := rl()
			return render(tp("Meet at ⟦c⟧ around ⟦time⟧.", "What's at ⟦c⟧? My GPS logged it on ⟦date⟧.", "Distance between ⟦c⟧ and ⟦c2⟧ in km?"),
				K("c", coords()), K("c2", coords()), K("time", randTime(l.code)), K("date", randDate().iso()))
		}},
		{"c_isbn", true, func() line {
			return render(tp("Do you have ISBN ⟦isbn⟧ in stock? I need ⟦n⟧ copies.", "Is ⟦isbn⟧ the hardcover or the paperback edition?"),
				K("isbn", isbn13()), T("n", strconv.Itoa(between(2, 40))))
		}},
		{"c_version_build", true, func() line {
			return render(tp("After upgrading to ⟦ver⟧ the build fails with exit code ⟦code⟧.", "Is ⟦ver⟧ compatible with ⟦ver2⟧? Getting error ⟦code⟧ on startup."),
				K("ver", version()), K("ver2", version()), K("code", strconv.Itoa(pick([]int{1, 2, 127, 137, 139, 255, -1073741819}))))
		}},
		{"c_iban_only", true, func() line {
			l := rl()
			return render(tp("Is ⟦iban⟧ a valid IBAN? The bank app rejects it.", "Which bank does ⟦iban⟧ belong to? I got a SEPA return on ⟦date⟧."),
				K("iban", iban(ibanCountry(l.code))), K("date", randDate().in(l.code)))
		}},
		{"c_zip_weather", true, func() line {
			l := rl()
			return render(tp("What's the weather in ⟦zip⟧ ⟦city⟧ tomorrow?", "Do you deliver to postcode ⟦zip⟧ (⟦city⟧)?"),
				K("zip", postcode(l)), T("city", pick(l.cities)))
		}},
		{"c_flight", true, func() line {
			l := rl()
			return render(tp("Flight ⟦flt⟧ departs ⟦date⟧ at ⟦time⟧ from gate ⟦gate⟧ — will I make the connection?", "Is ⟦flt⟧ on ⟦date⟧ delayed? Booking ⟦pnr⟧."),
				K("flt", flightNo()), K("date", randDate().in(l.code)), K("time", randTime(l.code)), K("gate", fill("?%#")), K("pnr", pnr()))
		}},
		{"c_de_bestellung", true, func() line {
			return render(tp("Meine Bestellung ⟦order⟧ vom ⟦date⟧ ist noch nicht da. Sendungsnummer ⟦trk⟧.", "Rechnung ⟦inv⟧ über ⟦amount⟧ ist am ⟦date⟧ fällig."),
				K("order", orderID()), K("date", randDate().in("de_DE")), K("trk", trackingNo()), K("inv", invoiceNo()), K("amount", localeByCode("de_DE").currency()))
		}},
		{"c_fr_facture", true, func() line {
			return render(tp("La facture n° ⟦inv⟧ d'un montant de ⟦amount⟧ est due le ⟦date⟧.", "Mon colis ⟦trk⟧ est bloqué depuis le ⟦date⟧, que faire ?"),
				K("inv", invoiceNo()), K("amount", localeByCode("fr_FR").currency()), K("date", randDate().in("fr_FR")), K("trk", trackingNo()))
		}},
		{"c_ja_order", true, func() line {
			return render(tp("注文番号⟦order⟧の配送状況を教えてください。⟦date⟧に注文しました。", "⟦amount⟧の請求が2回来ています（⟦date⟧）。"),
				K("order", fill("%##-#######-#######")), K("date", randDate().in("ja_JP")), K("amount", localeByCode("ja_JP").currency()))
		}},
		{"c_zh_order", true, func() line {
			return render(tp("订单号⟦order⟧什么时候发货？金额⟦amount⟧。", "快递单号⟦trk⟧显示已签收，但我没收到，下单时间⟦date⟧。"),
				K("order", fill("%###############")), K("amount", localeByCode("zh_CN").currency()), K("trk", fill("SF%###########")), K("date", randDate().in("zh_CN")))
		}},
		{"c_ko_order", true, func() line {
			return render("주문번호 ⟦order⟧ 배송이 ⟦date⟧부터 멈춰 있어요. 결제 금액은 ⟦amount⟧입니다.",
				K("order", fill("202#%#######")), K("date", randDate().in("ko_KR")), K("amount", localeByCode("ko_KR").currency()))
		}},
		{"c_es_pedido", true, func() line {
			l := localeByCode(pick([]string{"es_ES", "es_MX"}))
			return render(tp("¿Dónde está mi pedido ⟦order⟧? Lo hice el ⟦date⟧ y pagué ⟦amount⟧.", "El código postal ⟦zip⟧ no aparece en el formulario de envío."),
				K("order", orderID()), K("date", randDate().in(l.code)), K("amount", l.currency()), K("zip", postcode(l)))
		}},
		{"c_pt_pedido", true, func() line {
			l := localeByCode("pt_BR")
			return render("Meu pedido ⟦order⟧ de ⟦amount⟧ ainda não saiu para entrega. CEP ⟦cep⟧, código de rastreio ⟦trk⟧.",
				K("order", orderID()), K("amount", l.currency()), K("cep", postcode(l)), K("trk", fill("??%########BR")))
		}},
		{"c_ru_zakaz", true, func() line {
			l := localeByCode("ru_RU")
			return render("Заказ № ⟦order⟧ на сумму ⟦amount⟧ оформлен ⟦date⟧, трек-номер ⟦trk⟧. Когда доставка?",
				K("order", orderID()), K("amount", l.currency()), K("date", randDate().in(l.code)), K("trk", fill("%##############")))
		}},
		{"c_tr_siparis", true, func() line {
			l := localeByCode("tr_TR")
			return render("⟦order⟧ numaralı siparişim ⟦date⟧ tarihinden beri kargoda. Tutar: ⟦amount⟧",
				K("order", fill("%#########")), K("date", randDate().in(l.code)), K("amount", l.currency()))
		}},
		{"c_masked_card", true, func() line {
			l := rl()
			return render(tp("My card ending in ⟦l4⟧ was charged ⟦amount⟧ on ⟦date⟧.", "The receipt shows ⟦mask⟧ — is that my Visa?"),
				K("l4", digits(4)), K("amount", l.currency()), K("date", randDate().in(l.code)), K("mask", pick([]string{"**** **** **** ", "XXXX-XXXX-XXXX-", "•••• "})+digits(4)))
		}},
		{"c_sku", true, func() line {
			return render(tp("Is SKU ⟦sku⟧ compatible with model ⟦model⟧?", "Part ⟦sku⟧ is out of stock — any replacement for ⟦model⟧?"),
				K("sku", sku()), K("model", fill("??-%##?")))
		}},
		{"c_placeholder_docs", true, func() line {
			return render(tp("Set the header to Authorization: Bearer ⟦ph⟧ and put your address in the email field.",
				"The docs say to export API_KEY=⟦ph⟧ before running the script, where do I get one?",
				"What goes in password: ⟦ph⟧ in the config template?"),
				K("ph", pick([]string{"<token>", "<YOUR_API_KEY>", "${TOKEN}", "$API_KEY", "YOUR_TOKEN_HERE", "<password>"})))
		}},
		{"c_code_no_secret", true, func() line {
			return render(tp("token = os.environ[\"⟦var⟧\"]\nif not token:\n    raise SystemExit(\"missing ⟦var⟧\")",
				"const apiKey = process.env.⟦var⟧ ?? \"\"; // read at startup, line ⟦n⟧",
				"password = getpass.getpass(\"Password: \")  # prompt instead of hard-coding, see ⟦var⟧ docs"),
				K("var", pick([]string{"API_TOKEN", "STRIPE_SECRET_KEY", "GITHUB_TOKEN", "OPENAI_API_KEY", "DB_PASSWORD"})), K("n", strconv.Itoa(between(10, 400))))
		}},
		{"c_log_request_id", true, func() line {
			return render(`⟦ts⟧ ERROR request_id=⟦rid⟧ path=/api/v1/orders status=503 latency=⟦ms⟧ms upstream=⟦ip⟧:8080`,
				K("ts", isoTS()), K("rid", uuid()), K("ms", strconv.Itoa(between(80, 30000))), K("ip", ipv4()))
		}},
		{"c_stats_numbers", true, func() line {
			return render(tp("The city had a population of ⟦pop⟧ in ⟦year⟧ and ⟦pop2⟧ in 2020 — what's the growth rate?",
				"Convert ⟦mb⟧ MB to GB and ⟦mb2⟧ KB to MB please."),
				K("pop", money(100000, 9999999, ",", "")), K("year", strconv.Itoa(between(1990, 2015))), K("pop2", money(100000, 9999999, ",", "")), K("mb", strconv.Itoa(between(1000, 99999))), K("mb2", strconv.Itoa(between(100000, 9999999))))
		}},
		{"c_serial_number", true, func() line {
			return render(tp("My laptop S/N ⟦sn⟧ has a warranty until ⟦date⟧ — does it cover the battery?", "Device serial ⟦sn⟧, firmware ⟦ver⟧, keeps rebooting."),
				K("sn", pick([]string{fill("%###-####-##"), fill("??%#######"), fill("C02?%##??%?")})), K("date", randDate().iso()), K("ver", version()))
		}},
		{"c_invoice_csv", true, func() line {
			parts := []line{render("sku,qty,unit_price,total")}
			for i := 0; i < between(2, 4); i++ {
				q := between(1, 20)
				pr := between(100, 99999)
				parts = append(parts, render("⟦sku⟧,⟦q⟧,⟦p⟧,⟦t⟧", K("sku", sku()), T("q", strconv.Itoa(q)), T("p", fmt.Sprintf("%d.%02d", pr/100, pr%100)), T("t", fmt.Sprintf("%d.%02d", pr*q/100, pr*q%100))))
			}
			return join("\n", parts...)
		}},
		{"c_meeting_id", true, func() line {
			l := rl()
			return render("Join the weekly sync, Meeting ID: ⟦mid⟧, on ⟦date⟧ at ⟦time⟧ (room ⟦room⟧).",
				K("mid", fill("%## #### ####")), K("date", randDate().in(l.code)), K("time", randTime(l.code)), K("room", fill("%.##")))
		}},
		{"c_commit_hash", true, func() line {
			return render(tp("git bisect says ⟦sha⟧ broke the tests, image digest sha256:⟦dig⟧.", "Revert commit ⟦sha⟧ please, it landed in ⟦ver⟧."),
				K("sha", randFrom(hexdig, 40)), K("dig", randFrom(hexdig, 64)), K("ver", version()))
		}},
		{"c_ean_barcode", true, func() line {
			return render(tp("The barcode ⟦ean⟧ scans as a different product at checkout.", "EAN ⟦ean⟧ — what is this item?"), K("ean", ean13()))
		}},
		{"c_unix_ts", true, func() line {
			return render(tp("Convert unix time ⟦ts⟧ to a date please.", "created_at is ⟦ms⟧ in milliseconds — which day is that?"),
				K("ts", strconv.Itoa(between(1600000000, 1790000000))), K("ms", strconv.Itoa(between(1600000000, 1790000000))+digits(3)))
		}},
		{"c_routing_number", true, func() line {
			return render(tp("Which bank has routing number ⟦aba⟧?", "Is ABA ⟦aba⟧ valid for wire transfers or only ACH?"), K("aba", abaRouting()))
		}},
		{"c_ein_company", true, func() line {
			return render("Our company's EIN is ⟦ein⟧ — where does it go on Form 1099-NEC for ⟦year⟧?", K("ein", ein()), K("year", strconv.Itoa(between(2021, 2025))))
		}},
		{"c_math_numbers", true, func() line {
			return render(tp("What is ⟦a⟧ divided by ⟦b⟧?", "Sort these: ⟦a⟧, ⟦b⟧, ⟦c⟧", "Is ⟦a⟧ a prime number?"),
				K("a", strconv.Itoa(between(1000000, 999999999))), K("b", strconv.Itoa(between(100, 99999))), K("c", strconv.Itoa(between(1000000, 99999999))))
		}},
		{"c_ar_order", true, func() line {
			return render("متى يصل الطلب رقم ⟦order⟧؟ دفعت ⟦amount⟧ بتاريخ ⟦date⟧.",
				K("order", orderID()), K("amount", localeByCode("ar_SA").currency()), K("date", randDate().iso()))
		}},
		{"c_hi_order", true, func() line {
			return render("मेरा ऑर्डर ⟦order⟧ ⟦date⟧ से पेंडिंग है, राशि ⟦amount⟧।",
				K("order", fill("OD%#################")), K("date", randDate().in("hi_IN")), K("amount", localeByCode("hi_IN").currency()))
		}},
		{"c_id_order", true, func() line {
			return render("Kak, pesanan ⟦order⟧ senilai ⟦amount⟧ kapan dikirim? Resi ⟦trk⟧.",
				K("order", fill("INV/202#####/MPL/%#########")), K("amount", localeByCode("id_ID").currency()), K("trk", fill("JP%#########")))
		}},
		{"c_vi_order", true, func() line {
			return render("Đơn hàng ⟦order⟧ đặt ngày ⟦date⟧, tổng ⟦amount⟧, khi nào giao ạ?",
				K("order", fill("%##??####VN")), K("date", randDate().iso()), K("amount", localeByCode("vi_VN").currency()))
		}},
		{"c_nl_pl_it_order", true, func() line {
			switch r.Intn(3) {
			case 0:
				return render("Mijn bestelling ⟦order⟧ van ⟦amount⟧ is op ⟦date⟧ verzonden maar nog niet bezorgd.", K("order", orderID()), K("amount", localeByCode("nl_NL").currency()), K("date", randDate().in("nl_NL")))
			case 1:
				return render("Zamówienie ⟦order⟧ na kwotę ⟦amount⟧ z dnia ⟦date⟧ nadal nie dotarło.", K("order", orderID()), K("amount", localeByCode("pl_PL").currency()), K("date", randDate().in("pl_PL")))
			}
			return render("L'ordine ⟦order⟧ da ⟦amount⟧ del ⟦date⟧ risulta ancora in lavorazione.", K("order", orderID()), K("amount", localeByCode("it_IT").currency()), K("date", randDate().in("it_IT")))
		}},
		{"c_recipe_times", true, func() line {
			return render(tp("Bake at ⟦t⟧°C for ⟦m⟧ minutes, then rest ⟦m2⟧ min — can I do it at ⟦t2⟧°C instead?", "Room ⟦room⟧, floor ⟦fl⟧, between ⟦h1⟧ and ⟦h2⟧ on ⟦date⟧."),
				K("t", strconv.Itoa(between(150, 240))), K("m", strconv.Itoa(between(10, 90))), K("m2", strconv.Itoa(between(5, 30))), K("t2", strconv.Itoa(between(150, 240))),
				K("room", fill("%##")), K("fl", strconv.Itoa(between(1, 30))), K("h1", fmt.Sprintf("%02d:00", between(8, 12))), K("h2", fmt.Sprintf("%02d:30", between(13, 18))), K("date", randDate().iso()))
		}},
		{"c_vat_company", true, func() line {
			return render(tp("Is VAT number ⟦vat⟧ valid for reverse charge?", "Our supplier's VAT ID ⟦vat⟧ fails the VIES check since ⟦date⟧."),
				K("vat", pick([]string{fill("DE%########"), fill("FR%# %########"), fill("GB%## #### ##"), fill("NL%########B01"), fill("ESB%#######"), fill("IT%##########")})), K("date", randDate().iso()))
		}},
		{"c_ticket_followup", true, func() line {
			return render(tp("Any update on ticket ⟦tkt⟧? It's been open since ⟦date⟧.", "Please merge ⟦tkt⟧ into ⟦tkt2⟧, same issue."),
				K("tkt", ticketID()), K("tkt2", ticketID()), K("date", randDate().in("en_GB")))
		}},
		{"c_screen_sizes", true, func() line {
			w := pick([]string{"1920 1080", "2560 1440", "3840 2160", "1366 768"})
			return render(tp("My monitor reports ⟦res⟧ at ⟦hz⟧ Hz; textures are ⟦tex⟧ MB. Why blurry?"),
				K("res", w), K("hz", strconv.Itoa(pick([]int{60, 75, 120, 144, 165, 240}))), K("tex", strings.Join([]string{"512", "1024", "2048", "4096"}[:between(2, 4)], " ")))
		}},
	}
}
