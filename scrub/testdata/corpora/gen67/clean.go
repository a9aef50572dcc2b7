package main

import (
	"fmt"
	"strings"
)

func cleanTemplates() []tmpl {
	return []tmpl{
		{"clean_order_status", cOrderStatus, 50},
		{"clean_iban_payout", cIBAN, 45},
		{"clean_masked_card", cMaskedCard, 45},
		{"clean_request_ids", cRequestIDs, 40},
		{"clean_hashes_digests", cHashes, 35},
		{"clean_app_versions", cVersions, 35},
		{"clean_prices_fees", cPrices, 45},
		{"clean_tracking_numbers", cTracking, 45},
		{"clean_invoice_numbers", cInvoice, 40},
		{"clean_nfe_key", cNFe, 20},
		{"clean_timestamps", cTimestamps, 40},
		{"clean_placeholders", cPlaceholders, 50},
		{"clean_oauth_response_redacted", cOAuthRedacted, 30},
		{"clean_public_keys", cPublicKeys, 30},
		{"clean_coordinates", cCoords, 30},
		{"clean_ops_stats", cStats, 40},
		{"clean_ip_ports", cIPs, 25},
		{"clean_vin_plate", cVIN, 25},
		{"clean_upi_mpesa_refs", cPayRefs, 35},
		{"clean_booking_refs", cBookingRefs, 35},
		{"clean_ssn_lookalike", cSSNLike, 40},
		{"clean_card_lookalike", cCardLike, 45},
		{"clean_phone_lookalike", cPhoneLike, 50},
		{"clean_support_chat", cSupportChat, 40},
		{"clean_jwt_lookalike", cJWTLike, 30},
		{"clean_k8s_log", cK8sLog, 30},
		{"clean_csv_orders", cCSVOrders, 35},
		{"clean_stripe_ids", cStripeIDs, 35},
		{"clean_promo_codes", cPromo, 25},
		{"clean_bearer_prose", cBearerProse, 25},
		{"clean_postal_addresses", cPostal, 30},
	}
}

func cOrderStatus(b *B) {
	l := loc()
	render(b, &ctx{l: l}, pick([]string{
		"Order {ORD} shipped via carrier, tracking {TRK}, ETA {DATE} between {TIME} and {TIME}.",
		"Tu pedido {ORD} está en camino. Guía {TRK}. Llega el {DATE}.",
		"Seu pedido {ORD} saiu para entrega. Código de rastreio {TRK}.",
		"Ihre Bestellung {ORD} wurde versandt, Sendungsnummer {TRK}.",
		"Pesanan {ORD} sedang dikirim, resi {TRK}, estimasi tiba {DATE}.",
		"Đơn hàng {ORD} đang giao, mã vận đơn {TRK}.",
		"Order {ORD}: rider assigned at {TIME}, total {AMT}, ETA 25–35 min.",
	}))
}

func cIBAN(b *B) {
	l := loc()
	ib, _ := iban()
	b.w(pick([]string{"Payout ", "Auszahlung ", "Virement ", "Transferencia ", "Wypłata "})).k("PO-" + digits(8)).w(": ").k(l.cur()).w(" → IBAN ").k(ib).w(" (BIC ").k(pick([]string{"DEUTDEFF", "BNPAFRPP", "INGBNL2A", "BSCHESMM", "UNCRITMM", "PKOPPLPW", "TGBATRIS", "NBADAEAA"})).w("), scheduled ").k(dateIn(l)).w(".")
}

func cMaskedCard(b *B) {
	l := loc()
	mask := pick([]string{"•••• " + digits(4), "**** **** **** " + digits(4), "XXXX-XXXX-XXXX-" + digits(4), digits(6) + "******" + digits(4), "ending in " + digits(4), "****" + digits(4), "x" + digits(4)})
	b.w(pick([]string{"Charged ", "Cobrado ", "Belastet ", "Débité ", "Refund of "})).k(l.cur()).w(pick([]string{" to Visa ", " on Mastercard ", " no cartão ", " auf Karte ", " sur la carte "})).k(mask).w(pick([]string{". Auth code ", ". Código de autorização ", ". Auth "})).k(rs(upnum, 6)).w(", RRN ").k(nz(12)).w(".")
}

func cRequestIDs(b *B) {
	b.w("request_id=").k(uuid()).w(" trace_id=").k(rs(lowhex, 32)).w(" span_id=").k(rs(lowhex, 16)).w(" route=").k(pick([]string{"/v1/trips/{id}/fare", "/v2/orders/{id}/status", "/payouts/batch"})).w(" status=200 latency_ms=").k(fmt.Sprint(5 + r.Intn(900)))
}

func cHashes(b *B) {
	b.w(pick([]string{"deployed ", "rollback to ", "image "})).k("ghcr.io/rydr/dispatch@sha256:" + sha(64)).w(" (commit ").k(sha(40)).w(", build ").k(fmt.Sprintf("2026%02d%02d.%d", 1+r.Intn(12), 1+r.Intn(28), 1+r.Intn(9)))
	b.w(")")
}

func cVersions(b *B) {
	v := fmt.Sprintf("%d.%d.%d", 3+r.Intn(8), r.Intn(40), r.Intn(20))
	b.w(pick([]string{"Crash spike after Driver app ", "Courier app ", "Release notes ", "iOS build "})).k("v" + v).w(" (build ").k(fmt.Sprint(20260000000 + r.Intn(1000000))).w(") on ").k(pick([]string{"Android 14 (API 34)", "iOS 17.4.1", "Android 13 (API 33)", "HarmonyOS 4.2.0"})).w(", min SDK ").k(fmt.Sprint(21 + r.Intn(8))).w(", bundle ").k(pick([]string{"com.rydr.driver", "id.kirimcepat.courier", "br.com.entregaja"}))
}

func cPrices(b *B) {
	l := loc()
	render(b, &ctx{l: l}, pick([]string{
		"Fare breakdown: base {AMT}, distance {AMT}, time {AMT}, booking fee {AMT}, surge 1.4x.",
		"Tarifa: {AMT} + taxa de serviço {AMT}. Gorjeta sugerida {AMT}.",
		"Weekly earnings {AMT} ({N} trips), tips {AMT}, adjustments -{AMT}.",
		"Precio final {AMT} IVA incl. Envío {AMT}.",
		"Reinigung 3h × {AMT} = {AMT}, Anfahrt {AMT}.",
	}))
}

func cTracking(b *B) {
	b.w(pick([]string{"Tracking: ", "Rastreio: ", "AWB ", "Sendungsnummer: ", "No. resi: ", "Waybill "})).k(trackingNo())
	b.w(pick([]string{" — in transit, ", " — out for delivery, ", " — entregue, ", " — delivered, "})).w("last scan ").k(fmt.Sprintf("2026-0%d-%02d %02d:%02d", 1+r.Intn(9), 1+r.Intn(28), r.Intn(24), r.Intn(60))).w(" hub ").k(pick([]string{"GRU-03", "LOS-HUB2", "CGK-SORT1", "MAD-DC4", "BLR-MH7"}))
}

func cInvoice(b *B) {
	l := loc()
	b.w(pick([]string{"Invoice ", "Factura ", "Rechnung Nr. ", "Facture n° ", "Fatura "})).k(pick([]string{"INV-2026-" + digits(6), "A 0001-" + digits(8), "RE-" + digits(4) + "/" + digits(5), "FV/" + digits(3) + "/2026", "NF " + digits(6), digits(4) + "-" + digits(6)})).w(pick([]string{" dated ", " del ", " vom ", " du "})).k(dateIn(l)).w(", total ").k(l.cur()).w(", due in 30 days. PO ").k("PO" + digits(7)).w(".")
}

func cNFe(b *B) {
	// Brazilian NF-e access key: 44 digits with mod-11 check digit
	k := fmt.Sprintf("35%02d%02d", 24+r.Intn(3), 1+r.Intn(12)) + digits(14) + "55" + "001" + digits(9) + "1" + digits(8)
	w, sum := 2, 0
	for i := len(k) - 1; i >= 0; i-- {
		sum += int(k[i]-'0') * w
		w++
		if w > 9 {
			w = 2
		}
	}
	dv := 11 - sum%11
	if dv >= 10 {
		dv = 0
	}
	k += fmt.Sprint(dv)
	sp := group(k, []int{4, 4, 4, 4, 4, 4, 4, 4, 4, 4}, " ")
	b.w("NF-e emitida. Chave de acesso: ").k(pick([]string{k, sp})).w(" Protocolo ").k("1" + digits(14)).w(" Valor ").k(locCode("pt-BR").cur())
}

func cTimestamps(b *B) {
	ms := 1735689600000 + r.Int63n(40000000000)
	b.w("created_at=").k(fmt.Sprint(ms)).w(" updated_at_ns=").k(fmt.Sprint(ms*1000000 + r.Int63n(1000000))).w(" iso=").k(fmt.Sprintf("2026-0%d-%02dT%02d:%02d:%02d.%03d+0%d:00", 1+r.Intn(9), 1+r.Intn(28), r.Intn(24), r.Intn(60), r.Intn(60), r.Intn(1000), r.Intn(9))).w(" tz=").k(pick([]string{"America/Sao_Paulo", "Africa/Lagos", "Asia/Jakarta", "Europe/Madrid", "Asia/Kolkata"}))
}

func cPlaceholders(b *B) {
	b.w(pick([]string{
		"Docs: set the header `Authorization: Bearer <token>` and pass `phone` as E.164, e.g. `+<country><number>`.",
		"Template: Hi {{driver.first_name}}, your rider is at {{pickup.address}}. Call {{rider.masked_phone}}.",
		"SSN field shows XXX-XX-XXXX until verified; card shows **** **** **** ****.",
		"export STRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx  # replace with yours",
		"API_KEY=YOUR_API_KEY_HERE\nAPI_SECRET=<your-secret>\nDB_PASSWORD=${DB_PASSWORD}",
		"Enter phone as (XXX) XXX-XXXX or +CC XXXXXXXXXX. Email format: name@domain.",
		"Mask pattern for exports: phone → +** *** *** **12, email → j***@g***.com",
		"Authorization: Bearer $ACCESS_TOKEN",
		"curl -H \"Authorization: Bearer ${RYDR_TOKEN}\" https://api.rydr.app/v1/me",
		"password: ********  (hidden)   token: [REDACTED]",
		"Telefone: (__) _____-____   CPF: ___.___.___-__",
	}))
	b.w(" ").k(pick([]string{"See docs v2.", "Ref KB-" + digits(4), "Ticket " + ticketID()}))
}

func cOAuthRedacted(b *B) {
	b.w(`{"access_token":"[REDACTED]","token_type":"Bearer","expires_in":`).k(fmt.Sprint(pick([]int{3600, 7200, 86400}))).w(`,"scope":"`).k(pick([]string{"trips.read", "orders:write payouts:read", "profile"})).w(`","created_at":`).k(fmt.Sprint(1735689600 + r.Intn(40000000))).w("}")
}

func cPublicKeys(b *B) {
	switch r.Intn(3) {
	case 0:
		b.w("Stripe.js init with publishable key ").k("pk_live_" + rsMixed(24)).w(" (safe to expose in the client)")
	case 1:
		b.w("IAM user courier-uploader, access key id ").k("AKIA" + rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)).w(" rotated on ").k("2026-01-15")
	default:
		b.w("Example from the AWS docs: ").k("AKIAIOSFODNN7EXAMPLE").w(" / ").k("wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY").w(" — see ").k("KB-" + digits(5))
	}
}

func cCoords(b *B) {
	lat := -35 + r.Float64()*60
	lon := -100 + r.Float64()*200
	b.w("pickup lat/lng ").k(fmt.Sprintf("%.6f, %.6f", lat, lon)).w(" dropoff ").k(fmt.Sprintf("%.6f,%.6f", lat+r.Float64()/50, lon+r.Float64()/50)).w(" geohash ").k(rs("0123456789bcdefghjkmnpqrstuvwxyz", 9)).w(" h3 ").k("8" + rs(lowhex, 14))
}

func cStats(b *B) {
	l := loc()
	b.w("Weekly ops — " + pick(l.cities) + ": trips ").k(fmt.Sprintf("%d,%03d,%03d", 1+r.Intn(9), r.Intn(1000), r.Intn(1000))).w(" | GMV ").k(l.cur()).w(" | active drivers ").k(fmt.Sprintf("%d,%03d", 10+r.Intn(90), r.Intn(1000))).w(" | p95 ETA ").k(fmt.Sprintf("%d min", 20+r.Intn(30))).w(" | cancellations ").k(fmt.Sprintf("%d.%d%%", r.Intn(10), r.Intn(10)))
}

func cIPs(b *B) {
	b.w("upstream ").k(fmt.Sprintf("10.%d.%d.%d:%d", r.Intn(256), r.Intn(256), r.Intn(256), 8000+r.Intn(1000))).w(" timed out after ").k(fmt.Sprintf("%dms", 1000+r.Intn(30000))).w("; client ").k(fmt.Sprintf("%d.%d.%d.%d", 100+r.Intn(100), r.Intn(256), r.Intn(256), r.Intn(256))).w(" pool ").k(fmt.Sprintf("%d/%d", r.Intn(64), 64))
}

func cVIN(b *B) {
	b.w("Vehicle inspection OK — VIN ").k(rs("ABCDEFGHJKLMNPRSTUVWXYZ0123456789", 17)).w(", plate ").k(plate()).w(", odometer ").k(fmt.Sprintf("%d,%03d km", 10+r.Intn(200), r.Intn(1000))).w(", next due ").k(dateIn(loc()))
}

func cPayRefs(b *B) {
	switch r.Intn(4) {
	case 0:
		b.w("UPI payment success, UTR ").k(nz(12)).w(", ref ").k("T" + digits(20)).w(", amount ").k(locCode("en-IN").cur())
	case 1:
		b.w("M-PESA ").k(rs("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 10)).w(" Confirmed. Till ").k(nz(6)).w(" paid ").k(locCode("en-KE").cur())
	case 2:
		b.w("PIX recebido, ID ").k("E" + digits(8) + "2026" + digits(7) + rs(upnum, 11)).w(", valor ").k(locCode("pt-BR").cur())
	default:
		b.w("SPEI clave de rastreo ").k("MBAN" + digits(22)).w(", referencia ").k(digits(7)).w(", monto ").k(locCode("es-MX").cur())
	}
}

func cBookingRefs(b *B) {
	b.w(pick([]string{"Booking ", "Reserva ", "Buchung ", "Réservation "})).k(pick([]string{"HM" + rs("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 8), fmt.Sprintf("%d.%03d.%03d", 1+r.Intn(9), r.Intn(1000), r.Intn(1000)), "PNR " + rs("ABCDEFGHJKLMNPQRSTUVWXYZ", 6), "TKT-" + digits(10)})).w(pick([]string{" confirmed for ", " confirmada para ", " bestätigt für "})).k(dateIn(loc())).w(pick([]string{", 2 guests", ", 2 huéspedes", ", section 214 row K seats 7-8"}))
}

func cSSNLike(b *B) {
	a, g, s := ssnParts()
	switch r.Intn(5) {
	case 0:
		b.w("Part No. ").k(a + "-" + g + "-" + s).w(" brake pads, qty 4, bin ").k("A" + digits(2))
	case 1:
		b.w("ZIP+4 ").k(fmt.Sprintf("%05d-%04d", 10000+r.Intn(89999), r.Intn(10000))).w(" delivery zone ").k("Z-" + digits(3))
	case 2:
		b.w("Masked TIN on 1099: ").k("***-**-" + digits(4)).w(", EIN ").k(fmt.Sprintf("%02d-%07d", 10+r.Intn(89), r.Intn(10000000)))
	case 3:
		b.w("SSN must be 9 digits (e.g. 000-00-0000 is invalid); error code ").k("VAL-" + digits(3))
	default:
		b.w("Listing ").k("SKU " + a + "-" + g + "-" + s).w(" restocked, ").k(fmt.Sprint(2+r.Intn(40)) + " units")
	}
}

func cCardLike(b *B) {
	switch r.Intn(5) {
	case 0:
		b.w("Order number ").k(nonLuhn(16, "4")).w(" placed on ").k(dateIn(loc()))
	case 1:
		b.w("Gift card ").k(group(nonLuhn(16, "6"), []int{4, 4, 4}, " ")).w(" balance ").k(loc().cur())
	case 2:
		b.w("snowflake id ").k(fmt.Sprint(1100000000000000000 + r.Int63n(800000000000000000))).w(" channel ").k(nz(18))
	case 3:
		b.w("Loyalty member ").k(group(nonLuhn(16, "5"), []int{4, 4, 4}, "-")).w(", tier Gold, points ").k(fmt.Sprintf("%d,%03d", 1+r.Intn(90), r.Intn(1000)))
	default:
		b.w("EAN ").k(nz(13)).w(" / UPC ").k(nz(12)).w(" scanned at shelf ").k("S" + digits(2))
	}
}

func cPhoneLike(b *B) {
	switch r.Intn(8) {
	case 0:
		b.w("Pedido nº ").k(nz(10)).w(" confirmado, total ").k(locCode("pt-BR").cur())
	case 1:
		b.w("Order #").k(group(nz(12), []int{4, 4}, " ")).w(" refunded")
	case 2:
		b.w("Bestellnummer ").k("0" + digits(10)).w(" vom ").k(dateIn(locCode("de-DE")))
	case 3:
		b.w("Dispatch at ").k(fmt.Sprintf("%02d.%02d.2026 %02d:%02d", 1+r.Intn(28), 1+r.Intn(12), r.Intn(24), r.Intn(60))).w(", batch ").k(nz(7))
	case 4:
		b.w("Driver ID ").k(nz(10)).w(" completed ").k(fmt.Sprint(100 + r.Intn(900))).w(" trips")
	case 5:
		b.w("Invoice ").k(nz(3) + "-" + nz(3) + "-" + digits(4)).w(" overdue")
	case 6:
		b.w("Amount: ").k(fmt.Sprintf("%d.%03d.%03d,%02d", 1+r.Intn(9), r.Intn(1000), r.Intn(1000), r.Intn(100))).w(" COP, ref ").k(nz(9))
	default:
		b.w("Flight ").k(rs("ABCDEFGHJKLMNPRSTUVWXYZ", 2) + fmt.Sprint(100+r.Intn(8900))).w(" e-ticket ").k(fmt.Sprintf("%03d-%010d", 1+r.Intn(999), r.Int63n(10000000000)))
	}
}

func cSupportChat(b *B) {
	l := loc()
	render(b, &ctx{l: l}, pick([]string{
		"Hi, I was charged {AMT} for order {ORD} but it never arrived. Can you refund?",
		"El conductor canceló a las {TIME} y me cobraron {AMT}. Pedido {ORD}.",
		"Meu pedido {ORD} veio faltando um item, valor {AMT}.",
		"Fahrer kam {N} Minuten zu spät, Fahrt {ORD}, Preis {AMT}.",
		"Bonjour, la course {ORD} du {DATE} a été facturée {AMT} au lieu de 12,40 €.",
		"Pesanan {ORD} belum sampai padahal sudah bayar {AMT}.",
		"Sipariş {ORD} eksik geldi, tutar {AMT}.",
	}))
}

func cJWTLike(b *B) {
	switch r.Intn(3) {
	case 0:
		b.w("token looks truncated in logs: ").k("eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9...").w(" (header only)")
	case 1:
		b.w("decoded header ").k(`{"alg":"HS256","typ":"JWT"}`).w(" = ").k("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9").w(" in ").k("KB-" + digits(5))
	default:
		b.w("cursor=").k(b64([]byte(fmt.Sprintf(`{"offset":%d,"limit":50}`, r.Intn(10000))))).w("&sort=").k("created_at")
	}
}

func cK8sLog(b *B) {
	b.k(fmt.Sprintf("2026-03-%02dT%02d:%02d:%02d.%06dZ", 1+r.Intn(28), r.Intn(24), r.Intn(60), r.Intn(60), r.Intn(1000000))).w(" ").k("dispatch-" + rs("bcdfghjklmnpqrstvwxz2456789", 10) + "-" + rs("bcdfghjklmnpqrstvwxz2456789", 5)).w(" level=info msg=\"matched trip\" trip=").k("trp_" + rs(lowhex, 12)).w(" driver=").k("drv_" + rs(lowhex, 10)).w(" eta_s=").k(fmt.Sprint(60 + r.Intn(900))).w(" dist_m=").k(fmt.Sprint(200 + r.Intn(9000)))
}

func cCSVOrders(b *B) {
	l := loc()
	b.w("order_id,created_at,status,amount,currency,items\n")
	for i := 0; i < 3; i++ {
		b.k(nz(10)).w(",").k(fmt.Sprintf("2026-02-%02d %02d:%02d:%02d", 1+r.Intn(28), r.Intn(24), r.Intn(60), r.Intn(60))).w("," + pick([]string{"delivered", "cancelled", "refunded"}) + ",").k(fmt.Sprintf("%d.%02d", 3+r.Intn(300), r.Intn(100))).w("," + pick([]string{"BRL", "MXN", "USD", "INR"}) + "," + fmt.Sprint(1+r.Intn(6)) + "\n")
	}
	_ = l
}

func cStripeIDs(b *B) {
	b.w("charge ").k("ch_3" + rsMixed(23)).w(" for customer ").k("cus_" + rsMixed(14)).w(", payment_intent ").k("pi_3" + rsMixed(23)).w(", event ").k("evt_1" + rsMixed(23)).w(" status succeeded")
}

func cPromo(b *B) {
	b.w(pick([]string{"Use code ", "Cupom ", "Código ", "Gutscheincode "})).k(strings.ToUpper(pick([]string{"RIDE", "BEMVINDO", "PRIMERA", "HEMAT", "WELCOME"})) + fmt.Sprint(10+r.Intn(40)) + "-" + rs(upnum, 4)).w(pick([]string{" for ", " para ", " für "})).k(fmt.Sprintf("%d%%", 10+5*r.Intn(8))).w(" off, valid until ").k(dateIn(loc()))
}

func cBearerProse(b *B) {
	b.w(pick([]string{
		"The partner API uses Bearer authentication; tokens expire after 1 hour and the response has \"token_type\": \"Bearer\".",
		"Why does /v2/orders return 401 when the Authorization header is missing the Bearer scheme?",
		"We rotate refresh tokens every 30 days; the session secret lives in Vault, never in the repo.",
		"Don't paste your API key or password in tickets — support will never ask for it.",
		"Bearer of this voucher is entitled to one free delivery.",
	}))
	b.w(" ").k(pick([]string{"KB-" + digits(4), "See RFC 6750.", "Rev " + digits(3)}))
}

func cPostal(b *B) {
	switch r.Intn(5) {
	case 0:
		b.w("Entrega: Av. Paulista, 1578 – Bela Vista, CEP ").k(fmt.Sprintf("0%04d-%03d", 1000+r.Intn(8999), r.Intn(1000))).w(", São Paulo")
	case 1:
		b.w("Lieferadresse: Hauptstraße ").k(fmt.Sprint(1 + r.Intn(200))).w(", ").k(fmt.Sprintf("%05d", 10000+r.Intn(89999))).w(" Berlin")
	case 2:
		b.w("Pickup: 1600 Amphitheatre Pkwy, Mountain View, CA ").k(fmt.Sprintf("94%03d-%04d", r.Intn(1000), r.Intn(10000)))
	case 3:
		b.w("Deliver to Blk ").k(fmt.Sprint(100 + r.Intn(800))).w(" Tampines St ").k(fmt.Sprint(10 + r.Intn(80))).w(", #").k(fmt.Sprintf("%02d-%03d", 2+r.Intn(20), r.Intn(500))).w(", Singapore ").k(fmt.Sprintf("5%05d", r.Intn(100000)))
	default:
		b.w("Dirección: Calle ").k(fmt.Sprint(10 + r.Intn(150))).w(" # ").k(fmt.Sprintf("%d-%d", 10+r.Intn(90), 10+r.Intn(90))).w(", Bogotá, código postal ").k(fmt.Sprintf("11%04d", r.Intn(10000)))
	}
}
