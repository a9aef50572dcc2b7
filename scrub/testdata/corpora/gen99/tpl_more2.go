package main

import (
	"fmt"
	"strings"
)

func moreTemplates2() []T {
	return []T{
		{"magstripe_track1", func(b *B) string {
			pp := b.person("us")
			p := b.pan(b.pick("visa", "mastercard", "amex"))
			return fmt.Sprintf("MSR raw swipe (lane %d): %%B%s^%s/%s^%02d%02d1010000000%s?;...  parse ok, fallback=1, emv_chip_fail_count=3",
				b.rng(1, 9), b.P("credit_card", p), strings.ToUpper(ascii(pp.last)), strings.ToUpper(ascii(pp.first)), b.rng(26, 30), b.rng(1, 12), b.digits(6))
		}},
		{"vault_migration_json_pan", func(b *B) string {
			p := b.pan("")
			return fmt.Sprintf(`{"customer_ref":"%s","cards":[{"cardNumber":"%s","expMonth":"%02d","expYear":"20%d","brand":"%s","fingerprint":"%s"}]}`,
				b.K("cus_"+b.from(alnum, 14)), b.P("credit_card", p), b.rng(1, 12), b.rng(26, 31), strings.ToLower(brandOf(p)), b.K(b.from(alnum, 16)))
		}},
		{"card_in_url_query_log", func(b *B) string {
			p := b.pan("")
			return fmt.Sprintf(`%d.%d.%d.%d - - [%s:%s +0000] "GET /legacy/pay.asp?order=%s&cc=%s&exp=%02d%02d&amt=%s HTTP/1.1" 200 512`,
				b.rng(1, 223), b.n(256), b.n(256), b.rng(1, 254), b.K(fmt.Sprintf("%02d/Mar/2025", b.rng(1, 28))), b.hhmmss(), b.K(b.digits(6)), b.P("credit_card", p), b.rng(1, 12), b.rng(26, 30), b.money(5, 90))
		}},
		{"cc_authorization_form_ocr", func(b *B) string {
			pp := b.person("us")
			p := b.pan("")
			return fmt.Sprintf("CREDIT CARD AUTHORIZATION FORM — CATERING\nCardholder Name: %s\nCard Type: [x] %s\nCard Number: %s\nExpiration: %s\nBilling ZIP: %s\nEmail: %s\nI authorize Fork & Vine to charge $%s for event %s.",
				pp.full(), brandOf(p), b.P("credit_card", b.fmtCard(p)), b.expiry(), b.K(b.digits(5)), b.P("email", b.email(pp)), b.K(b.money(300, 4000)), b.K("EV-"+b.digits(5)))
		}},
		{"w4_ocr_ssn_newline", func(b *B) string {
			pp := b.person("us")
			return fmt.Sprintf("Form W-4 (2025) OCR output:\nStep 1 (a) First name and middle initial\n%s\nLast name\n%s\n(b) Social security number\n%s\nAddress %d %s St\nEmployee no. %s",
				pp.first, pp.last, b.P("ssn", b.ssnDigits()), b.rng(10, 9999), b.pick("Oak", "Main", "Elm"), b.K(b.digits(6)))
		}},
		{"ssn_hash_label", func(b *B) string {
			return fmt.Sprintf("bg check request: applicant %s, DOB %s, SSN#%s, position Bartender, store %s, requested by GM",
				b.person("us").full(), b.K(fmt.Sprintf("%02d/%02d/%d", b.rng(1, 12), b.rng(1, 28), b.rng(1970, 2005))), b.P("ssn", b.ssn()), b.K("ST-"+b.digits(3)))
		}},
		{"soc_sec_no_spaced", func(b *B) string {
			d := b.ssnDigits()
			return fmt.Sprintf("Tip credit notice acknowledgement — Employee: %s  Soc. Sec. No.: %s  Cash wage $%s/hr  Signed %s",
				b.person("us").full(), b.P("ssn", d[:3]+" "+d[3:5]+" "+d[5:]), b.money(2, 5), b.dateUS())
		}},
		{"phone_emoji_delivery", func(b *B) string {
			loc := b.pick("au", "uk", "in", "us")
			return fmt.Sprintf("🛵 NEW ORDER %s\n👤 %s\n📞 %s\n📍 Unit %d/%d %s St\n🧾 %d items · %s",
				b.K("#"+b.from(upalnum, 6)), b.person(loc).first, b.P("phone", b.intlPhone(loc, b.coin())), b.rng(1, 30), b.rng(1, 200), b.pick("George", "King", "Church"), b.rng(1, 9), b.K(b.money(10, 120)))
		}},
		{"phone_hindi_label", func(b *B) string {
			return fmt.Sprintf("ग्राहक का नाम: %s, मोबाइल नंबर: %s, ऑर्डर आईडी %s, कुल राशि ₹%d — कृपया डिलीवरी से पहले कॉल करें।",
				b.person("in").first, b.P("phone", b.intlPhone("in", false)), b.K(b.nzdigits(10)), b.rng(100, 2000))
		}},
		{"phone_pt_celular", func(b *B) string {
			pp := b.person("br")
			return fmt.Sprintf("Cadastro fidelidade PDV: %s, Cel: %s, CPF na nota: sim, pontos %d, cupom %s",
				pp.full(), b.P("phone", b.intlPhone("br", false)), b.rng(0, 900), b.K("CF-"+b.digits(6)))
		}},
		{"ondc_json_mobile", func(b *B) string {
			n := b.uniq(func() string { return b.pick("9", "8", "7", "6") + b.digits(9) })
			return fmt.Sprintf(`{"context":{"domain":"ONDC:RET11","transaction_id":"%s"},"message":{"order":{"id":"%s","fulfillments":[{"end":{"contact":{"phone":"%s"}}}],"quote":{"price":{"value":"%d.00"}}}}}`,
				b.K(b.uuid()), b.K(b.nzdigits(9)), b.P("phone", n), b.rng(100, 3000))
		}},
		{"email_upper_receipt", func(b *B) string {
			pp := b.person("us")
			return fmt.Sprintf("*** E-RECEIPT SENT TO: %s ***\nCHECK %s  GUESTS %d\nTOTAL %s\nTHANK YOU FOR DINING WITH US",
				b.P("email", strings.ToUpper(b.email(pp))), b.K(b.digits(5)), b.rng(1, 8), b.K(b.money(10, 300)))
		}},
		{"email_mailto_html", func(b *B) string {
			pp := b.person(b.pick("us", "uk"))
			return fmt.Sprintf(`<tr><td>Order %s</td><td><a href="mailto:%s?subject=Your%%20order%%20%s">%s</a></td><td>%s</td></tr>`,
				b.K(b.digits(6)), b.P("email", b.email(pp)), b.digits(4), pp.full(), b.K(b.money(5, 90)))
		}},
		{"email_cc_list", func(b *B) string {
			a, c := b.person("us"), b.person("us")
			return fmt.Sprintf("To: %s <%s>\nCc: %s <%s>\nSubject: Private dining deposit — invoice %s\n\nDeposit of $%s received, balance due on %s.",
				a.full(), b.P("email", b.email(a)), c.full(), b.P("email", b.email(c)), b.K("PD-"+b.digits(5)), b.K(b.money(200, 2000)), b.dateUS())
		}},
		{"jwt_websocket_query", func(b *B) string {
			return fmt.Sprintf("%s kds-client connecting wss://kds.%s.io/socket/v2?station=%s&token=%s",
				b.ts(), b.pick("fresh", "kitchenhub", "fohbo"), b.K("grill-"+b.digits(2)), b.P("jwt", b.posJWT()))
		}},
		{"jwt_set_cookie", func(b *B) string {
			return fmt.Sprintf("HTTP/1.1 200 OK\nSet-Cookie: portal_auth=%s; Path=/; Secure; HttpOnly; SameSite=Lax\nX-Request-Id: %s",
				b.P("jwt", b.posJWT()), b.K(b.uuid()))
		}},
		{"ordering_api_key_header", func(b *B) string {
			return fmt.Sprintf("GET https://api.%s.com/v1/stores/%s/menus\nAccept: application/json\nX-Api-Key: %s",
				b.pick("tryotter", "olo", "chownow", "itsacheckmate"), b.K(b.digits(6)), b.P("bearer", b.S(alnum, 32)))
		}},
		{"store_login_json_password", func(b *B) string {
			pw := b.uniq(func() string { return b.from(alnum, 6) + b.pick("!", "#", "?") + b.digits(3) })
			return fmt.Sprintf(`{"username":"%s","password":"%s","deviceId":"%s","register":%d}`,
				b.K("store"+b.digits(3)+"_mgr"), b.P("bearer", pw), b.K(b.uuidUpper()), b.rng(1, 9))
		}},
		{"senha_pdv_pt", func(b *B) string {
			pw := b.uniq(func() string { return b.pick("caixa", "pdv", "loja") + b.digits(4) + b.pick("@", "#", "!") })
			return fmt.Sprintf("Gerente, a senha do PDV da loja %s mudou: usuário %s, senha %s. Não compartilhe no grupo.",
				b.K(b.digits(4)), b.K("op"+b.digits(3)), b.P("bearer", pw))
		}},
		{"contrasena_tpv_es", func(b *B) string {
			pw := b.uniq(func() string {
				return b.pick("Tpv", "Caja", "Bar") + b.digits(4) + b.pick("$", "*", "!") + b.from(upper, 1)
			})
			return fmt.Sprintf("Acceso al back-office del TPV (local %s): usuario encargado, contraseña: %s. Caduca el %s.",
				b.K(b.digits(3)+"-"+b.from(upper, 2)), b.P("bearer", pw), b.dateEU())
		}},
		{"github_token_ci_pos_app", func(b *B) string {
			return fmt.Sprintf("- name: Publish kiosk build %s\n  env:\n    GH_TOKEN: %s\n  run: gh release upload v%s dist/kiosk.apk",
				b.K(b.version()), b.P("bearer", "ghp_"+b.S(alnum, 36)), b.version())
		}},
		{"openai_key_menu_bot", func(b *B) string {
			return fmt.Sprintf("menu_bot = OpenAI(api_key=\"%s\")  # answers allergen questions for store %s",
				b.P("bearer", "sk-proj-"+b.S(b64url, 74)+"T3BlbkFJ"+b.S(b64url, 74)), b.K(b.digits(4)))
		}},
		{"pos_2fa_sms_log", func(b *B) string {
			loc := b.pick("uk", "de", "fr", "au", "us")
			return fmt.Sprintf("%s auth.mfa challenge user=%s method=sms destination=%s code_id=%s ttl=300",
				b.ts(), b.K("emp_"+b.digits(5)), b.P("phone", b.intlPhone(loc, true)), b.K(b.from(hexlc, 12)))
		}},
		{"customer_phone_header", func(b *B) string {
			return fmt.Sprintf("POST /v1/orders HTTP/1.1\nHost: api.%s.com\nX-Customer-Phone: %s\nIdempotency-Key: %s\nContent-Length: %d",
				b.pick("pizzaria-bella", "wokhei"), b.P("phone", b.intlPhone(b.pick("us", "uk", "au"), true)), b.K(b.uuid()), b.rng(200, 900))
		}},
		{"it_whatsapp_ordine", func(b *B) string {
			return fmt.Sprintf("Ordine asporto n. %s: 2 margherite + 1 supplì, ritiro ore %s. Scrivimi su WhatsApp al %s se ritardate. Grazie!",
				b.K(b.digits(4)), b.hhmm(), b.P("phone", b.intlPhone("it", b.coin())))
		}},
		{"de_beschwerde_email", func(b *B) string {
			pp := b.person("de")
			return fmt.Sprintf("Sehr geehrte Damen und Herren, am %s wurde mir an Kasse %d der Betrag %s € doppelt abgebucht (Bon %s, Terminal %s). Bitte melden Sie sich unter %s. Mit freundlichen Grüßen, %s",
				b.dateEU(), b.rng(1, 9), b.moneyEU(5, 200), b.K(b.digits(6)), b.K(b.nzdigits(8)), b.P("email", b.email(pp)), pp.full())
		}},
	}
}

func cleanTemplates2() []T {
	return []T{
		{"masked_contact_display", func(b *B) string {
			return fmt.Sprintf("Order %s ready. Customer %s (%s, %s). Rider notified via in-app chat.",
				b.K(b.from(upalnum, 6)), b.pick("Sam K.", "Ana P.", "Raj M."), b.K(b.pick("j", "m", "a", "s")+"***@"+b.pick("gmail.com", "yahoo.com", "outlook.com")), b.K(b.pick("+44 7*** ***", "+61 4** *** ", "(***) ***-", "+91 98XXX XX")+b.digits(3)))
		}},
		{"bin_table_doc", func(b *B) string {
			return fmt.Sprintf("Routing table: BIN %s → Visa debit (local), BIN %s → Mastercard credit, IIN range 222100–272099 → MC, 622126–622925 → UnionPay via %s. Updated %s.",
				b.K(issuers[0].bins[b.n(len(issuers[0].bins))]), b.K(issuers[1].bins[b.n(len(issuers[1].bins))]), b.pick("host B", "Planet"), b.K(b.date()))
		}},
		{"iso8583_spec_doc", func(b *B) string {
			return fmt.Sprintf("DE 2 PAN n..19 LLVAR (mask as first6/last4 in logs); DE 4 amount n 12; DE 11 STAN n 6; DE 37 RRN an 12; DE 41 TID ans 8; DE 42 MID ans 15. Example RRN %s, STAN %s.",
				b.K(b.rrn()), b.K(b.stan()))
		}},
		{"inr_amounts_lakh", func(b *B) string {
			return fmt.Sprintf("Outlet %s monthly: sales ₹%d,%02d,%03d.00, UPI share %d%%, card ₹%d,%03d.50, GST payable ₹%d,%03d, invoice range %s–%s",
				b.K("BLR-"+b.digits(3)), b.rng(1, 9), b.n(100), b.n(1000), b.rng(40, 80), b.rng(10, 99), b.n(1000), b.rng(10, 99), b.n(1000), b.K("INV"+b.digits(7)), b.K("INV"+b.digits(7)))
		}},
		{"gift_card_range_doc", func(b *B) string {
			s := "6036" + b.digits(4)
			return fmt.Sprintf("Gift card program %s uses card range %s 0000 0000 – %s 9999 9999 (19-digit, non-Luhn), PIN length 8. Batch %s printed %s.",
				b.K("GC-"+b.digits(4)), b.K(s[:4]+" "+s[4:]), b.K(s[:4]+" "+s[4:]), b.K("PB"+b.digits(6)), b.dateUS())
		}},
		{"employee_ids_nine_digit", func(b *B) string {
			return fmt.Sprintf("Badge audit: employee ID %s, employee ID %s and employee ID %s did not clock out on %s; auto clock-out at 03:00 applied.",
				b.K(b.nzdigits(9)), b.K(b.nzdigits(9)), b.K(b.nzdigits(9)), b.dateUS())
		}},
		{"ean8_shelf_labels", func(b *B) string {
			e8 := func() string { x := b.digits(7); return x + string(eanCheck(x)) }
			return fmt.Sprintf("Shelf labels to reprint: EAN-8 %s, EAN-8 %s, EAN-13 %s, EAN-13 %s (promo -20%% until %s)",
				b.K(e8()), b.K(e8()), b.K(b.ean()), b.K(b.ean()), b.dateEU())
		}},
		{"kiosk_uuid_log", func(b *B) string {
			return fmt.Sprintf("%s kiosk[%d] cart=%s session=%s upsell=%s accepted=true total_cents=%d",
				b.ts(), b.rng(1, 12), b.K(b.uuid()), b.K(b.from(hexlc, 32)), b.K(b.sku()), b.rng(300, 9000))
		}},
	}
}
