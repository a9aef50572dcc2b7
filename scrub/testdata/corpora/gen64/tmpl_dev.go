package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func (g *G) callback(c *Country) string {
	host := g.pick("api.", "pay.", "", "webhooks.", "backend.") + g.bizDomain(c)
	if g.ch(0.3) {
		host = g.from(lower+digs, 8) + g.pick(".ngrok-free.app", ".ngrok.io", ".loca.lt", ".onrender.com")
	}
	return "https://" + host + g.pick("/mpesa/callback", "/api/v1/stk/callback", "/webhooks/payments", "/c2b/confirmation", "/callback")
}

func tDarajaEnv(g *G, r *R) string {
	c := C["KE"]
	sc := r.K(g.pick("174379", g.nonCard(6), g.nonCard(7), g.nonCard(5)+"0"))
	key := g.darajaKey()
	sec := r.Sec(g.darajaSecret())
	pk := r.Sec(g.passkey())
	cb := r.K(g.callback(c))
	switch g.n(3) {
	case 0:
		return fmt.Sprintf("MPESA_ENV=production\nMPESA_CONSUMER_KEY=%s\nMPESA_CONSUMER_SECRET=%s\nMPESA_SHORTCODE=%s\nMPESA_PASSKEY=%s\nMPESA_CALLBACK_URL=%s", key, sec, sc, pk, cb)
	case 1:
		return fmt.Sprintf("mpesa:\n  consumer_key: \"%s\"\n  consumer_secret: \"%s\"\n  business_short_code: %s\n  lipa_na_mpesa_passkey: \"%s\"\n  result_url: %s", key, sec, sc, pk, cb)
	}
	return fmt.Sprintf("Why does STK push return 'Invalid Access Token'? here's my setup:\nconst consumerKey = '%s';\nconst consumerSecret = '%s';\nconst shortCode = '%s';\nconst passKey = '%s';", key, sec, sc, pk)
}

func tDarajaSTK(g *G, r *R) string {
	c := C["KE"]
	d := g.dt()
	sc := g.pick("174379", g.nonCard(6), g.nonCard(7))
	r.K(sc)
	ts := r.K(d.compact())
	pk := g.passkey()
	pw := r.Sec(base64.StdEncoding.EncodeToString([]byte(sc + pk + ts)))
	n := c.nsn(g)
	ph := r.Ph(c.CC + n)
	amt := fmt.Sprint(g.rng(1, 9000))
	tok := r.Sec(g.darajaToken())
	acct := r.K(g.pick("INV", "ORDER", "Shop", "ACC") + g.dig(g.rng(3, 6)))
	body := fmt.Sprintf("{\n  \"BusinessShortCode\": %s,\n  \"Password\": \"%s\",\n  \"Timestamp\": \"%s\",\n  \"TransactionType\": \"CustomerPayBillOnline\",\n  \"Amount\": %s,\n  \"PartyA\": %s,\n  \"PartyB\": %s,\n  \"PhoneNumber\": %s,\n  \"CallBackURL\": \"%s\",\n  \"AccountReference\": \"%s\",\n  \"TransactionDesc\": \"Payment\"\n}", sc, pw, ts, amt, ph, sc, ph, r.K(g.callback(c)), acct)
	if g.ch(0.5) {
		return fmt.Sprintf("curl -X POST https://api.safaricom.co.ke/mpesa/stkpush/v1/processrequest \\\n  -H 'Authorization: Bearer %s' \\\n  -H 'Content-Type: application/json' \\\n  -d '%s'", tok, body)
	}
	return "POST /mpesa/stkpush/v1/processrequest\nAuthorization: Bearer " + tok + "\n\n" + body
}

func tDarajaOAuth(g *G, r *R) string {
	key, sec := g.darajaKey(), g.darajaSecret()
	b := r.Sec(g.basic(key, sec))
	tok := r.Sec(g.darajaToken())
	switch g.n(2) {
	case 0:
		return fmt.Sprintf("$ curl -s -H \"Authorization: Basic %s\" 'https://sandbox.safaricom.co.ke/oauth/v1/generate?grant_type=client_credentials'\n{\"access_token\":\"%s\",\"expires_in\":\"3599\"}", b, tok)
	}
	return fmt.Sprintf("[daraja] %s INFO token refreshed access_token=%s expires_in=3599 (auth header Basic %s)", g.dt().isoT(), tok, b)
}

func tDarajaCallback(g *G, r *R) string {
	c := C["KE"]
	d := g.dt()
	rc := r.K(g.mpesaCode())
	ph := r.Ph(c.CC + c.nsn(g))
	mr := r.K(fmt.Sprintf("%d-%d-%d", g.rng(10000, 99999), g.rng(10000000, 99999999), g.rng(1, 9)))
	cr := r.K("ws_CO_" + d.compact()[6:8] + d.compact()[4:6] + d.compact()[0:4] + d.compact()[8:] + g.dig(g.rng(6, 10)))
	return fmt.Sprintf("{\"Body\":{\"stkCallback\":{\"MerchantRequestID\":\"%s\",\"CheckoutRequestID\":\"%s\",\"ResultCode\":0,\"ResultDesc\":\"The service request is processed successfully.\",\"CallbackMetadata\":{\"Item\":[{\"Name\":\"Amount\",\"Value\":%d.00},{\"Name\":\"MpesaReceiptNumber\",\"Value\":\"%s\"},{\"Name\":\"TransactionDate\",\"Value\":%s},{\"Name\":\"PhoneNumber\",\"Value\":%s}]}}}}", mr, cr, g.rng(1, 9000), rc, r.K(d.compact()), ph)
}

func tFlutterwave(g *G, r *R) string {
	c := C[g.pick("NG", "GH", "KE", "UG", "RW", "ZM")]
	_ = c
	sec := r.Sec(g.flwSec(g.ch(0.4)))
	pub := r.K(g.flwPub())
	em := r.Em(g.email(c))
	ph := r.Ph(g.phone(c, g.pick3(stNatCompact, stMSISDN, stE164)))
	ref := r.K("tx-" + g.hex(12))
	switch g.n(3) {
	case 0:
		enc := r.Sec(g.flwEnc())
		return fmt.Sprintf("FLW_PUBLIC_KEY=%s\nFLW_SECRET_KEY=%s\nFLW_ENCRYPTION_KEY=%s\nFLW_WEBHOOK_HASH=%s", pub, sec, enc, r.Sec(g.password(c)))
	case 1:
		cd, _ := g.cardNum(g.pick("Verve", "Mastercard", "Visa"))
		cd = r.Card(cd)
		return fmt.Sprintf("const payload = {\n  card_number: \"%s\",\n  cvv: \"%s\",\n  expiry_month: \"%02d\",\n  expiry_year: \"%d\",\n  currency: \"NGN\",\n  amount: \"%d\",\n  email: \"%s\",\n  phone_number: \"%s\",\n  tx_ref: \"%s\",\n};\nconst flw = new Flutterwave(\"%s\", \"%s\");", cd, g.dig(3), g.rng(1, 12), g.rng(25, 30), g.rng(100, 90000), em, ph, ref, pub, sec)
	}
	typ, cur := map[string][2]string{"NG": {"mpesa", "KES"}, "GH": {"ghana", "GHS"}, "KE": {"mpesa", "KES"}, "UG": {"uganda", "UGX"}, "RW": {"rwanda", "RWF"}, "ZM": {"zambia", "ZMW"}}[c.ISO][0], map[string][2]string{"NG": {"mpesa", "KES"}, "GH": {"ghana", "GHS"}, "KE": {"mpesa", "KES"}, "UG": {"uganda", "UGX"}, "RW": {"rwanda", "RWF"}, "ZM": {"zambia", "ZMW"}}[c.ISO][1]
	return fmt.Sprintf("curl --request POST https://api.flutterwave.com/v3/charges?type=mobile_money_%s \\\n --header 'Authorization: Bearer %s' \\\n --header 'Content-Type: application/json' \\\n --data '{\"tx_ref\":\"%s\",\"amount\":\"%d\",\"currency\":\"%s\",\"email\":\"%s\",\"phone_number\":\"%s\",\"network\":\"%s\"}'", typ, sec, ref, g.rng(10, 9000), cur, em, ph, g.pick("MTN", "VODAFONE", "AIRTEL", "TIGO"))
}

func tPaystack(g *G, r *R) string {
	c := C[g.pick("NG", "GH", "KE")]
	em := r.Em(g.email(c))
	ph := r.Ph(g.phone(c, g.pick3(stNatCompact, stE164, stNatCompact)))
	ref := r.K("T" + g.nonCard(15))
	last4 := g.dig(4)
	bin := r.K(g.pick("408408", "506099", "539983", "418742", "650002"))
	switch g.n(3) {
	case 0:
		return fmt.Sprintf("{\"event\":\"charge.success\",\"data\":{\"id\":%d,\"status\":\"success\",\"reference\":\"%s\",\"amount\":%d,\"channel\":\"card\",\"currency\":\"%s\",\"customer\":{\"id\":%d,\"first_name\":\"%s\",\"email\":\"%s\",\"customer_code\":\"%s\",\"phone\":\"%s\"},\"authorization\":{\"authorization_code\":\"%s\",\"bin\":\"%s\",\"last4\":\"%s\",\"exp_month\":\"%02d\",\"exp_year\":\"20%d\",\"card_type\":\"%s\",\"bank\":\"%s\"}}}", g.rng(1000000000, 4999999999), ref, g.rng(10000, 9000000), g.pick("NGN", "GHS", "KES"), g.rng(10000000, 99999999), g.pk(c.first), em, r.K("CUS_"+g.from(lower+digs, 15)), ph, r.K("AUTH_"+g.from(lower+digs, 10)), bin, last4, g.rng(1, 12), g.rng(25, 30), g.pick("visa", "mastercard", "verve"), g.pick("Access Bank", "Guaranty Trust Bank", "Zenith Bank", "Ecobank"))
	case 1:
		sk := r.Sec(g.paystackSec())
		return fmt.Sprintf("curl https://api.paystack.co/transaction/initialize \\\n-H \"Authorization: Bearer %s\" \\\n-H \"Content-Type: application/json\" \\\n-d '{ \"email\": \"%s\", \"amount\": \"%d\", \"metadata\": {\"phone\": \"%s\"} }' \\\n-X POST", sk, em, g.rng(100, 900000)*100, ph)
	}
	sk := r.Sec(g.paystackSec())
	pk := r.K(g.paystackPub())
	return fmt.Sprintf("# settings.py\nPAYSTACK_PUBLIC_KEY = \"%s\"\nPAYSTACK_SECRET_KEY = \"%s\"\nADMIN_EMAIL = \"%s\"\nSUPPORT_PHONE = \"%s\"", pk, sk, em, ph)
}

func tXendit(g *G, r *R) string {
	c := C[g.pick("ID", "PH")]
	sk := g.xenditSec()
	if g.ch(0.5) {
		c = C["PH"]
	}
	ph := r.Ph(g.phone(c, stE164))
	em := r.Em(g.email(c))
	cbt := r.Sec(g.alnumS(48))
	ext := r.K("order-" + g.dig(8))
	switch g.n(3) {
	case 0:
		r.Sec(sk)
		return fmt.Sprintf("import xendit\nxendit.api_key = \"%s\"\nXENDIT_CALLBACK_TOKEN = \"%s\"\n\ncharge = EWallet.create_ewallet_charge(reference_id=\"%s\", currency=\"%s\", amount=%d, channel_code=\"%s\", channel_properties={\"mobile_number\": \"%s\"}, customer_email=\"%s\")", sk, cbt, ext, map[string]string{"ID": "IDR", "PH": "PHP"}[c.ISO], g.rng(10000, 900000), map[string]string{"ID": g.pick("ID_OVO", "ID_DANA", "ID_SHOPEEPAY"), "PH": g.pick("PH_GCASH", "PH_PAYMAYA", "PH_GRABPAY")}[c.ISO], ph, em)
	case 1:
		b := r.Sec(g.basic(sk, ""))
		return fmt.Sprintf("POST https://api.xendit.co/ewallets/charges\nAuthorization: Basic %s\nContent-Type: application/json\n\n{\"reference_id\":\"%s\",\"currency\":\"PHP\",\"amount\":%d,\"checkout_method\":\"ONE_TIME_PAYMENT\",\"channel_code\":\"PH_GCASH\",\"channel_properties\":{\"success_redirect_url\":\"https://%s/ok\",\"mobile_number\":\"%s\"}}", b, ext, g.rng(100, 90000), g.bizDomain(c), ph)
	}
	pub := r.K(g.xenditPub())
	return fmt.Sprintf("x-callback-token: %s\nwebhook-id: %s\n{\"event\":\"ewallet.capture\",\"data\":{\"reference_id\":\"%s\",\"status\":\"SUCCEEDED\",\"channel_properties\":{\"mobile_number\":\"%s\"}}}\n# frontend uses %s", cbt, r.K(g.uuid()), ext, ph, pub)
}

func tPaymongo(g *G, r *R) string {
	c := C["PH"]
	sk := g.paymongoSec()
	pk := r.K(g.paymongoPub())
	em := r.Em(g.email(c))
	ph := r.Ph(g.phone(c, g.pick3(stNatCompact, stE164, stNatCompact)))
	switch g.n(2) {
	case 0:
		b := r.Sec(g.basic(sk, ""))
		return fmt.Sprintf("curl --request POST --url https://api.paymongo.com/v1/sources --header 'authorization: Basic %s' --data '{\"data\":{\"attributes\":{\"amount\":%d,\"type\":\"gcash\",\"currency\":\"PHP\",\"billing\":{\"email\":\"%s\",\"phone\":\"%s\"}}}}'", b, g.rng(100, 99999)*100, em, ph)
	}
	r.Sec(sk)
	return fmt.Sprintf("PAYMONGO_SECRET=%s\nPAYMONGO_PUBLIC=%s\nNOTIFY_EMAIL=%s\nOWNER_GCASH=%s", sk, pk, em, ph)
}

func tRazorpay(g *G, r *R) string {
	c := C["IN"]
	id := r.K(g.rzpKeyID())
	sec := r.Sec(g.rzpSecret())
	em := r.Em(g.email(c))
	ph := r.Ph(g.phone(c, g.pick3(stNatCompact, stE164, stMSISDN)))
	order := r.K("order_" + g.alnumS(14))
	switch g.n(3) {
	case 0:
		return fmt.Sprintf("RAZORPAY_KEY_ID=%s\nRAZORPAY_KEY_SECRET=%s\nRAZORPAY_WEBHOOK_SECRET=%s", id, sec, r.Sec(g.password(c)))
	case 1:
		return fmt.Sprintf("client = razorpay.Client(auth=(\"%s\", \"%s\"))\nclient.payment_link.create({\"amount\": %d, \"currency\": \"INR\", \"customer\": {\"name\": \"%s\", \"email\": \"%s\", \"contact\": \"%s\"}, \"notify\": {\"sms\": True}})", id, sec, g.rng(100, 99999)*100, g.name(c), em, ph)
	}
	return fmt.Sprintf("var options = { key: \"%s\", order_id: \"%s\", prefill: { email: \"%s\", contact: \"%s\" } }; // secret %s lives on server only", id, order, em, ph, sec)
}

func tMercadoPago(g *G, r *R) string {
	c := C[g.pick("MX", "BR", "CO", "PE")]
	at := r.Sec(g.mpAccess())
	pub := r.K(g.mpPublic())
	em := r.Em(g.email(c))
	n := c.nsn(g)
	switch g.n(3) {
	case 0:
		return fmt.Sprintf("curl -X POST 'https://api.mercadopago.com/v1/payments' -H 'Authorization: Bearer %s' -H 'Content-Type: application/json' -d '{\"transaction_amount\": %d, \"payment_method_id\": \"%s\", \"payer\": {\"email\": \"%s\"}}'", at, g.rng(10, 9000), g.pick("oxxo", "pix", "spei", "visa", "master"), em)
	case 1:
		ph := r.Ph(n)
		return fmt.Sprintf("MERCADOPAGO_ACCESS_TOKEN=%s\nMERCADOPAGO_PUBLIC_KEY=%s\nWHATSAPP_VENDEDOR=%s\nCORREO_NOTIFICACIONES=%s", at, pub, ph, em)
	}
	ph := r.Ph(g.fmtPhone(c, n, stE164))
	return fmt.Sprintf("mercadopago.configure({ access_token: '%s' });\nconst preference = { items: [{ title: 'Pedido', unit_price: %d, quantity: 1 }], payer: { email: '%s', phone: { number: '%s' } } };", at, g.rng(10, 9000), em, ph)
}

func tMomoAPI(g *G, r *R) string {
	c := C[g.pick("GH", "UG", "CM", "CI", "RW", "ZM")]
	jwt := r.JWT(g.jwt("momodeveloper.mtn.com"))
	sub := r.Sec(g.hex(32))
	ref := r.K(g.uuid())
	ph := r.Ph(c.CC + c.nsn(g))
	switch g.n(3) {
	case 0:
		return fmt.Sprintf("POST /collection/v1_0/requesttopay HTTP/1.1\nHost: proxy.momoapi.mtn.com\nAuthorization: Bearer %s\nX-Reference-Id: %s\nX-Target-Environment: mtn%s\nOcp-Apim-Subscription-Key: %s\n\n{\"amount\":\"%d\",\"currency\":\"%s\",\"externalId\":\"%s\",\"payer\":{\"partyIdType\":\"MSISDN\",\"partyId\":\"%s\"},\"payerMessage\":\"Order\",\"payeeNote\":\"thanks\"}", jwt, ref, strings.ToLower(c.ISO), sub, g.rng(1, 9000), map[string]string{"GH": "GHS", "UG": "UGX", "CM": "XAF", "CI": "XOF", "RW": "RWF", "ZM": "ZMW"}[c.ISO], r.K(g.nonCard(9)), ph)
	case 1:
		user := g.uuid()
		key := g.hex(32)
		b := r.Sec(g.basic(user, key))
		return fmt.Sprintf("$ curl -X POST https://sandbox.momodeveloper.mtn.com/collection/token/ -H 'Authorization: Basic %s' -H 'Ocp-Apim-Subscription-Key: %s'\n{\"access_token\":\"%s\",\"token_type\":\"access_token\",\"expires_in\":3600}", b, sub, jwt)
	}
	return fmt.Sprintf("2024-%02d-%02dT%02d:%02d:11Z DEBUG momo-client requestToPay partyId=%s ref=%s token=%s", g.rng(1, 12), g.rng(1, 28), g.n(24), g.n(60), ph, ref, jwt)
}

func tATalking(g *G, r *R) string {
	c := C[g.pick("KE", "UG", "NG", "TZ", "RW", "MW")]
	if c == nil {
		c = C["KE"]
	}
	key := r.Sec(g.atKey())
	var ps []string
	for i := 0; i < g.rng(1, 3); i++ {
		ps = append(ps, r.Ph("+"+c.CC+c.nsn(g)))
	}
	switch g.n(2) {
	case 0:
		return fmt.Sprintf("curl -X POST https://api.africastalking.com/version1/messaging -H 'apiKey: %s' -d 'username=%s&to=%s&message=Your+order+is+on+the+way&from=%s'", key, g.pick("sandbox", "dukaletu", "shopke"), strings.Join(ps, ","), g.pick("DUKA", "AFRICASTKNG", "SHOPKE"))
	}
	return fmt.Sprintf("AT_USERNAME=%s\nAT_API_KEY=%s\nSMS_RECIPIENTS=%s", g.pick("sandbox", "dukaletu"), key, strings.Join(ps, ","))
}

func tWACloud(g *G, r *R) string {
	c := g.country()
	tok := r.Sec(g.waToken())
	ph := r.Ph(c.CC + c.nsn(g))
	pid := r.K(g.nonCard(15))
	return fmt.Sprintf("curl -i -X POST https://graph.facebook.com/v19.0/%s/messages -H 'Authorization: Bearer %s' -H 'Content-Type: application/json' -d '{\"messaging_product\":\"whatsapp\",\"to\":\"%s\",\"type\":\"template\",\"template\":{\"name\":\"order_shipped\",\"language\":{\"code\":\"%s\"}}}'", pid, tok, ph, g.pick("en_US", "pt_BR", "es_MX", "id", "sw"))
}

func tTgBot(g *G, r *R) string {
	c := g.country()
	tok := r.Sec(g.tgBot())
	if g.ch(0.5) {
		ph := r.Ph(strings.ReplaceAll(g.phone(c, stIntl), " ", "+"))
		return fmt.Sprintf("my order bot stopped replying after I posted this in a group 😭 https://api.telegram.org/bot%s/sendMessage?chat_id=%s&text=New+order+from+%s", tok, r.K("-100"+g.nonCard(10)), ph)
	}
	ph := r.Ph(g.phone(c, stIntl))
	switch g.n(2) {
	case 0:
		return fmt.Sprintf("BOT_TOKEN=%s\nADMIN_CHAT_ID=%s\nSHOP_PHONE=%s", tok, r.K(g.nonCard(9)), ph)
	}
	return fmt.Sprintf("my order bot stopped replying after I posted this in a group 😭 https://api.telegram.org/bot%s/sendMessage?chat_id=%s&text=New+order+from+%s", tok, r.K("-100"+g.nonCard(10)), strings.ReplaceAll(ph, " ", "+"))
}

func tAppLog(g *G, r *R) string {
	c := g.country()
	d := g.dt()
	jwt := r.JWT(g.jwt(g.pick("https://auth."+g.bizDomain(c), "wallet-api", "rider-app")))
	ph := r.Ph(g.phone(c, g.pick3(stE164, stMSISDN, stNatCompact)))
	rid := r.K(g.uuid())
	switch g.n(3) {
	case 0:
		return fmt.Sprintf("%s ERROR wallet.transfer failed msisdn=%s request_id=%s err=\"insufficient float\" authorization=\"Bearer %s\"", d.isoT(), ph, rid, jwt)
	case 1:
		return fmt.Sprintf("{\"ts\":\"%s\",\"level\":\"info\",\"msg\":\"otp verified\",\"phone\":\"%s\",\"token\":\"%s\",\"trace\":\"%s\"}", d.isoT(), ph, jwt, rid)
	}
	em := r.Em(g.email(c))
	return fmt.Sprintf("rider app crash report\nuser=%s\nphone=%s\nsession=%s\nreq=%s", em, ph, jwt, rid)
}

func tMonnify(g *G, r *R) string {
	c := C["NG"]
	key := "MK_" + g.pick("PROD", "TEST") + "_" + g.UP(10)
	sec := r.Sec(g.UP(32))
	b := r.Sec(g.basic(key, sec))
	ph := r.Ph(g.phone(c, stNatCompact))
	em := r.Em(g.email(c))
	return fmt.Sprintf("MONNIFY_API_KEY=%s\nMONNIFY_SECRET_KEY=%s\n# login: curl -X POST https://api.monnify.com/api/v1/auth/login -H 'Authorization: Basic %s'\n# test customer %s %s", key, sec, b, em, ph)
}

func tBkashAPI(g *G, r *R) string {
	c := C["BD"]
	appKey := g.alnumS(25)
	appSec := r.Sec(g.alnumS(50))
	user := g.pick("sandboxTokenizedUser02", "merchant_"+g.from(lower, 6))
	if g.ch(0.4) {
		user = r.Ph(g.fmtPhone(c, c.nsn(g), stNatCompact)) + "@merchant"
	}
	pass := r.Sec(g.password(c))
	ph := r.Ph(g.fmtPhone(c, c.nsn(g), stNatCompact))
	tok := r.JWT(g.jwt("bkash"))
	return fmt.Sprintf("POST /tokenized/checkout/token/grant\nusername: %s\npassword: %s\n{\"app_key\":\"%s\",\"app_secret\":\"%s\"}\n-> {\"id_token\":\"%s\",\"token_type\":\"Bearer\"}\npayerReference=%s", user, pass, appKey, appSec, tok, ph)
}
