package main

import (
	"encoding/base64"
	"fmt"
)

func (b *B) posJWT() string {
	iss := b.pick("https://ws-api.toasttab.com", "https://auth.doordash.com", "https://identity.lightspeedhq.com", "https://login.olo.com", "https://auth.deliverect.io", "https://api.revelsystems.com")
	claims := []kv{{"sub", b.uuid()}, {"aud", b.pick("pos-api", "partner", "orders.read")}}
	if b.coin() {
		claims = append(claims, kv{"restaurant_guid", b.uuid()})
	}
	if b.coin() {
		claims = append(claims, kv{"scope", b.pick("orders:read menus:read", "payments labor.employees:read", "orders.write")})
	}
	return b.jwt(iss, claims)
}

func tokenTemplates() []T {
	return []T{
		{"doordash_drive_curl_jwt", func(b *B) string {
			j := b.uniq(func() string {
				h := objJSON([]kv{{"alg", "HS256"}, {"typ", "JWT"}, {"dd-ver", "DD-JWT-V1"}})
				iat := 1735689600 + b.n(31536000)
				p := objJSON([]kv{{"aud", "doordash"}, {"iss", b.uuid()}, {"kid", b.uuid()}, {"exp", iat + 300}, {"iat", iat}})
				return b64u([]byte(h)) + "." + b64u([]byte(p)) + "." + b64u(b.bytes(32))
			})
			return fmt.Sprintf("curl -X POST https://openapi.doordash.com/drive/v2/deliveries -H \"Authorization: Bearer %s\" -H \"Content-Type: application/json\" -d '{\"external_delivery_id\":\"%s\",\"order_value\":%d}'",
				b.P("jwt", j), b.K("D-"+b.digits(6)), b.rng(500, 9000))
		}},
		{"toast_auth_response_jwt", func(b *B) string {
			return fmt.Sprintf(`{"@class":".SuccessfulResponse","token":{"tokenType":"Bearer","scope":null,"expiresIn":86400,"accessToken":"%s","idToken":null,"refreshToken":null},"status":"SUCCESS"}`,
				b.P("jwt", b.posJWT()))
		}},
		{"kiosk_oidc_redirect_jwt", func(b *B) string {
			return fmt.Sprintf("%s kiosk-%d nav https://order.%s.com/callback#id_token=%s&state=%s",
				b.ts(), b.rng(1, 20), b.pick("burgerbarn", "tacohaus", "noodlebar"), b.P("jwt", b.posJWT()), b.K(b.from(alnum, 16)))
		}},
		{"lightspeed_oauth_tokens", func(b *B) string {
			return fmt.Sprintf(`{"access_token":"%s","token_type":"Bearer","expires_in":1800,"refresh_token":"%s","domain_prefix":"%s"}`,
				b.P("jwt", b.posJWT()), b.P("bearer", b.S(alnum, 40)), b.pick("cafeluna", "urbanthreads", "northbrew"))
		}},
		{"session_cookie_jwt", func(b *B) string {
			return fmt.Sprintf("GET /backoffice/reports/sales?from=%s HTTP/1.1\nHost: manage.%s.io\nCookie: _ga=GA1.2.%s.%s; pos_session=%s\nUser-Agent: Mozilla/5.0",
				b.K(b.date()), b.pick("tillpoint", "servly", "kitchenhub"), b.K(b.digits(9)), b.digits(10), b.P("jwt", b.posJWT()))
		}},
		{"python_snippet_jwt", func(b *B) string {
			return fmt.Sprintf("headers = {\"Authorization\": \"Bearer %s\", \"Toast-Restaurant-External-ID\": \"%s\"}\nr = requests.get(f\"{BASE}/orders/v2/ordersBulk?businessDate=%s\", headers=headers)",
				b.P("jwt", b.posJWT()), b.K(b.uuid()), b.K(fmt.Sprintf("2025%02d%02d", b.rng(1, 12), b.rng(1, 28))))
		}},
		{"jwt_pasted_debug_question", func(b *B) string {
			return fmt.Sprintf("why does the Olo webhook reject this token with 401? it decodes fine on jwt.io: %s — our clock is synced, server %s", b.P("jwt", b.posJWT()), b.K("v"+b.version()))
		}},
		{"square_env_access_token", func(b *B) string {
			return fmt.Sprintf("# .env for %s\nSQUARE_ENVIRONMENT=production\nSQUARE_APPLICATION_ID=%s\nSQUARE_ACCESS_TOKEN=%s\nSQUARE_LOCATION_ID=%s",
				b.K("store-"+b.digits(3)), b.K("sq0idp-"+b.from(b64url, 22)), b.P("bearer", "EAAA"+b.S(b64url, 60)), b.K("L"+b.from(upalnum, 12)))
		}},
		{"square_curl_bearer", func(b *B) string {
			return fmt.Sprintf("curl https://connect.squareup.com/v2/payments?location_id=%s \\\n  -H 'Square-Version: 2025-01-23' \\\n  -H 'Authorization: Bearer %s'",
				b.K("L"+b.from(upalnum, 12)), b.P("bearer", "EAAA"+b.S(b64url, 60)))
		}},
		{"square_oauth_refresh_token", func(b *B) string {
			return fmt.Sprintf(`{"access_token":"%s","token_type":"bearer","expires_at":"%s","merchant_id":"%s","refresh_token":"%s","short_lived":false}`,
				b.P("bearer", "EAAA"+b.S(b64url, 60)), b.K(b.ts()), b.K("ML"+b.from(upalnum, 11)), b.P("bearer", "EQAA"+b.S(b64url, 60)))
		}},
		{"stripe_terminal_secret_key", func(b *B) string {
			return fmt.Sprintf("const stripe = require('stripe')('%s'); // terminal location %s, reader %s\nconst token = await stripe.terminal.connectionTokens.create();",
				b.P("bearer", "sk_live_"+b.S(alnum, 99)), b.K("tml_"+b.from(alnum, 24)), b.K("tmr_"+b.from(alnum, 24)))
		}},
		{"stripe_restricted_key_yaml", func(b *B) string {
			return fmt.Sprintf("payments:\n  provider: stripe\n  publishable_key: %s\n  restricted_key: %s\n  statement_descriptor: \"%s\"",
				b.K("pk_live_"+b.from(alnum, 99)), b.P("bearer", "rk_live_"+b.S(alnum, 99)), b.pick("CAFE LUNA", "BURGER BARN"))
		}},
		{"stripe_webhook_secret_env", func(b *B) string {
			return fmt.Sprintf("STRIPE_WEBHOOK_SECRET=%s\n# endpoint %s listens for payment_intent.succeeded, charge.dispute.created",
				b.P("bearer", "whsec_"+b.S(alnum, 32)), b.K("we_"+b.from(alnum, 24)))
		}},
		{"shopify_admin_token_header", func(b *B) string {
			return fmt.Sprintf("POST https://%s.myshopify.com/admin/api/2025-01/graphql.json\nX-Shopify-Access-Token: %s\n{\"query\":\"{ locations(first: 5) { nodes { id name } } }\"}",
				b.pick("urban-threads", "north-brew", "sole-society"), b.P("bearer", "shpat_"+b.S(hexlc, 32)))
		}},
		{"shopify_app_secret_toml", func(b *B) string {
			return fmt.Sprintf("[shopify]\nclient_id = \"%s\"\nclient_secret = \"%s\"\nscopes = \"read_orders,write_inventory,read_locations\"",
				b.K(b.from(hexlc, 32)), b.P("bearer", "shpss_"+b.S(hexlc, 32)))
		}},
		{"clover_bearer_uuid", func(b *B) string {
			return fmt.Sprintf("GET https://api.clover.com/v3/merchants/%s/orders?filter=createdTime>%d\nAuthorization: Bearer %s",
				b.K(b.from(upalnum, 13)), 1735689600000+int64(b.n(1000000000)), b.P("bearer", b.uniq(b.uuid)))
		}},
		{"toast_client_credentials", func(b *B) string {
			return fmt.Sprintf(`POST /authentication/v1/authentication/login {"clientId":"%s","clientSecret":"%s","userAccessType":"TOAST_MACHINE_CLIENT"}`,
				b.K(b.from(alnum, 32)), b.P("bearer", b.S(b64url, 64)))
		}},
		{"lightspeed_personal_token", func(b *B) string {
			return fmt.Sprintf("Lightspeed Retail (X-Series) personal token for the inventory sync: %s — created %s, store %s.retail.lightspeed.app",
				b.P("bearer", "lsxs_pt_"+b.S(alnum, 32)), b.dateUS(), b.pick("urbanthreads", "northbrew"))
		}},
		{"adyen_api_key_header", func(b *B) string {
			key := "AQE" + b.S(b64std, 77) + "==-" + b.S(b64std, 43) + "=-" + b.S(alnum, 16)
			return fmt.Sprintf("curl https://checkout-live.adyen.com/v71/payments -H 'X-API-Key: %s' -d '{\"merchantAccount\":\"%s\",\"amount\":{\"currency\":\"EUR\",\"value\":%d}}'",
				b.P("bearer", key), b.pick("CafeLunaECOM", "UrbanThreadsPOS"), b.rng(100, 9000))
		}},
		{"adyen_hmac_and_client_key", func(b *B) string {
			return fmt.Sprintf("adyen:\n  clientKey: %s\n  hmacKey: %s\n  terminal: %s",
				b.K("live_"+b.from(upalnum, 32)), b.P("bearer", b.S("0123456789ABCDEF", 64)), b.K("V400m-"+b.digits(9)))
		}},
		{"razorpay_keys", func(b *B) string {
			return fmt.Sprintf("RAZORPAY_KEY_ID=%s\nRAZORPAY_KEY_SECRET=%s\n# POS UPI collect for outlet %s",
				b.K("rzp_live_"+b.from(alnum, 14)), b.P("bearer", b.S(alnum, 24)), b.K("OUT-"+b.digits(4)))
		}},
		{"paypal_client_secret", func(b *B) string {
			return fmt.Sprintf("PayPal Zettle/REST app: client ID %s, secret %s (live). Rotate after the audit on %s.",
				b.K("A"+b.from(b64url, 79)), b.P("bearer", "E"+b.S(b64url, 79)), b.dateUS())
		}},
		{"mollie_sumup_keys", func(b *B) string {
			if b.coin() {
				return fmt.Sprintf("$mollie->setApiKey(\"%s\"); // Kassensystem Filiale %s", b.P("bearer", "live_"+b.S(alnum, 30)), b.K("F"+b.digits(3)))
			}
			return fmt.Sprintf("SUMUP_API_KEY=%s\nSUMUP_MERCHANT_CODE=%s", b.P("bearer", "sup_sk_"+b.S(alnum, 32)), b.K("M"+b.from(upalnum, 7)))
		}},
		{"ubereats_client_secret_yaml", func(b *B) string {
			return fmt.Sprintf("ubereats:\n  client_id: %s\n  client_secret: %s\n  store_id: %s\n  scopes: eats.store eats.order",
				b.K(b.from(b64url, 32)), b.P("bearer", b.S(b64url, 40)), b.K(b.uuid()))
		}},
		{"doordash_signing_secret", func(b *B) string {
			return fmt.Sprintf("DoorDash Developer creds (prod)\ndeveloper_id: %s\nkey_id: %s\nsigning_secret: %s",
				b.K(b.uuid()), b.K(b.uuid()), b.P("bearer", b.S(b64url, 43)))
		}},
		{"deliveroo_basic_auth", func(b *B) string {
			cred := base64.StdEncoding.EncodeToString([]byte(b.from(alnum, 20) + ":" + b.S(alnum, 32)))
			return fmt.Sprintf("POST https://partners.deliveroo.com/oauth2/token\nAuthorization: Basic %s\nContent-Type: application/x-www-form-urlencoded\n\ngrant_type=client_credentials",
				b.P("bearer", cred))
		}},
		{"twilio_auth_token_env", func(b *B) string {
			return fmt.Sprintf("TWILIO_ACCOUNT_SID=%s\nTWILIO_AUTH_TOKEN=%s\nTWILIO_FROM=%s  # order-ready SMS",
				b.K("AC"+b.from(hexlc, 32)), b.P("bearer", b.S(hexlc, 32)), b.K("MG"+b.from(hexlc, 32)))
		}},
		{"sendgrid_receipt_key", func(b *B) string {
			return fmt.Sprintf("receipts.mailer.api_key = \"%s\"  # e-receipts from store %s",
				b.P("bearer", "SG."+b.S(b64url, 22)+"."+b.S(b64url, 43)), b.K("#"+b.digits(4)))
		}},
		{"slack_webhook_kitchen", func(b *B) string {
			return fmt.Sprintf("86 alerts go to https://hooks.slack.com/services/%s/%s/%s (channel #kitchen-%s)",
				b.K("T0"+b.from(upalnum, 8)), b.K("B0"+b.from(upalnum, 9)), b.P("bearer", b.S(alnum, 24)), b.pick("east", "west", "hq"))
		}},
		{"telegram_order_bot", func(b *B) string {
			tok := b.uniq(func() string { return fmt.Sprint(b.rng(5000000000, 7999999999)) + ":AA" + b.secret(b64url, 33) })
			return fmt.Sprintf("bot = telebot.TeleBot(\"%s\")  # pedidos do delivery para o grupo %s", b.P("bearer", tok), b.K("-100"+b.digits(10)))
		}},
		{"backoffice_password_chat", func(b *B) string {
			pw := b.uniq(func() string {
				return b.pick("Tacos", "Brisket", "Pho", "Latte", "Gelato") + b.pick("#", "!", "$", "@") + b.digits(4) + b.from(alnum, 2)
			})
			return fmt.Sprintf("new GM login for the back office: user %s password %s — change it after first login. Store %s.",
				b.K("gm."+b.pick("midtown", "airport", "harbor")), b.P("bearer", pw), b.K(b.digits(4)))
		}},
		{"pos_db_connection_string", func(b *B) string {
			pw := b.S(alnum, 18)
			return fmt.Sprintf("DATABASE_URL=postgres://pos_app:%s@10.%d.%d.%d:5432/pos_%s?sslmode=require",
				b.P("bearer", pw), b.rng(0, 40), b.rng(0, 255), b.rng(2, 254), b.pick("prod", "store12", "eu"))
		}},
		{"pos_vlan_wifi_key", func(b *B) string {
			pw := b.uniq(func() string { return b.pick("Kasse", "Till", "Caja", "Caisse") + b.from(alnum, 6) + b.digits(3) })
			return fmt.Sprintf("IT ticket %s: POS VLAN %d SSID %s, WPA2 password: %s — guest network is separate, do NOT give this one out.",
				b.K("INC"+b.digits(7)), b.rng(10, 99), b.pick("POS-LANE", "TERM-NET"), b.P("bearer", pw))
		}},
		{"aws_receipts_bucket_creds", func(b *B) string {
			return fmt.Sprintf("[receipts-archive]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = %s",
				b.K("AKIA"+b.from("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)), b.P("bearer", b.S(b64std, 40)), b.pick("us-east-1", "eu-west-2", "ap-southeast-2"))
		}},
		{"heartland_secret_key", func(b *B) string {
			return fmt.Sprintf("ServicesContainer.configureService(new PorticoConfig({ secretApiKey: '%s' })); // public key for the iframe: %s",
				b.P("bearer", "skapi_prod_"+b.S(b64url, 32)), b.K("pkapi_prod_"+b.from(b64url, 32)))
		}},
		{"authnet_transaction_key", func(b *B) string {
			return fmt.Sprintf(`{"createTransactionRequest":{"merchantAuthentication":{"name":"%s","transactionKey":"%s"},"refId":"%s"}}`,
				b.from(alnum, 10), b.P("bearer", b.S(alnum, 16)), b.K(b.digits(8)))
		}},
		{"elavon_converge_pin", func(b *B) string {
			return fmt.Sprintf("ssl_merchant_id=%s&ssl_user_id=apiuser&ssl_pin=%s&ssl_transaction_type=ccsale&ssl_amount=%s",
				b.K(b.digits(7)), b.P("bearer", b.S(upalnum, 64)), b.money(5, 300))
		}},
		{"square_webhook_signature_key", func(b *B) string {
			return fmt.Sprintf("Square webhook subscription %s — signature key %s, notification URL https://hooks.%s.com/square",
				b.K("wbhk_"+b.from(hexlc, 32)), b.P("bearer", b.S(b64url, 22)), b.pick("cafeluna", "burgerbarn"))
		}},
		{"gift_card_pin_receipt", func(b *B) string {
			pin := b.uniq(func() string { return b.digits(8) })
			return fmt.Sprintf("GIFT CARD ACTIVATION\nCard: %s\nPIN: %s\nAmount loaded: $%s\nTerminal %s  Seq %s\nKeep this receipt - lost cards cannot be replaced",
				"6036 "+b.digits(4)+" "+b.digits(4)+" "+b.digits(4)+" "+b.digits(3), b.P("bearer", pin), b.K(b.money(10, 200)), b.K(b.tid()), b.K(b.digits(6)))
		}},
		{"gift_card_balance_call", func(b *B) string {
			pin := b.uniq(func() string { return b.digits(4) })
			return fmt.Sprintf("Caller wants balance on gift card ending %s, reads PIN %s off the back. Balance $%s, last used %s at store %s.",
				b.K(b.digits(4)+b.pick("A", "B", "")), b.P("bearer", pin), b.money(1, 100), b.dateUS(), b.K(b.digits(4)))
		}},
		{"manager_override_code", func(b *B) string {
			code := b.uniq(func() string { return b.digits(6) })
			return fmt.Sprintf("Closing checklist: voids over $%d need manager override. Tonight's override code is %s (changes daily). Drawer %s, float $%s.",
				b.rng(20, 50), b.P("bearer", code), b.K("D"+b.digits(3)), b.K(b.money(150, 300)))
		}},
		{"kds_admin_password_yaml", func(b *B) string {
			pw := b.S(alnum+"!#%", 14)
			return fmt.Sprintf("kds:\n  host: 192.168.%d.%d\n  port: 8443\n  admin_user: kitchen\n  admin_password: %s\n  screens: %d", b.rng(0, 10), b.rng(2, 250), b.P("bearer", pw), b.rng(2, 8))
		}},
		{"oauth_code_redirect_square", func(b *B) string {
			return fmt.Sprintf("%s GET /oauth/square/callback?code=%s&response_type=code&state=%s 302",
				b.ts(), b.P("bearer", "sq0cgp-"+b.S(b64url, 22)), b.K(b.from(hexlc, 16)))
		}},
		{"webhook_hmac_secret_deliverect", func(b *B) string {
			return fmt.Sprintf("Deliverect channel link %s: webhook HMAC secret %s — verify X-Server-Authorization-Hmac-Sha256 on every order push.",
				b.K(b.from(hexlc, 24)), b.P("bearer", b.S(hexlc, 48)))
		}},
		{"checkout_com_secret", func(b *B) string {
			return fmt.Sprintf("CKO_SECRET_KEY=%s\nCKO_PUBLIC_KEY=%s\nCKO_PROCESSING_CHANNEL=%s",
				b.P("bearer", "sk_"+b.S("abcdefghijklmnopqrstuvwxyz234567", 26)), b.K("pk_"+b.from("abcdefghijklmnopqrstuvwxyz234567", 26)), b.K("pc_"+b.from("abcdefghijklmnopqrstuvwxyz234567", 26)))
		}},
		{"wp_woocommerce_keys", func(b *B) string {
			return fmt.Sprintf("WooCommerce POS sync: consumer key %s / consumer secret %s (read/write), store %s",
				b.P("bearer", "ck_"+b.S(hexlc, 40)), b.P("bearer", "cs_"+b.S(hexlc, 40)), b.K(b.digits(5)))
		}},
	}
}
