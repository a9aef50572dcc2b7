package main

import (
	"fmt"
	"strings"
)

func registerExtra() {
	reg("webhook_url_basic_userinfo", func(b *B) string {
		return fmt.Sprintf("Endpoint %s is configured as https://lumora:%s@hooks.%s/payments/events — your deliveries fail with 401 although curl with the same URL works.",
			b.K(b.weID()), b.se(b.password()), b.pick(companyDomains))
	})
	reg("webhook_url_query_token", func(b *B) string {
		return fmt.Sprintf("We authenticate your webhooks with a shared token in the URL: https://api.%s/lumora/webhook?token=%s — is that still ok or must we switch to signatures? Event %s.",
			b.pick(companyDomains), b.se(b.rnd(alnum, 32)), b.K(b.evtID()))
	})
	reg("slack_incoming_webhook_url", func(b *B) string {
		return fmt.Sprintf("Alerts for failed payouts go to https://hooks.slack.com/services/T%s/B%s/%s — since %s nothing arrives.",
			b.K(strings.ToUpper(b.from(alnum, 8))), b.K(strings.ToUpper(b.from(alnum, 10))), b.se(b.rnd(alnum, 24)), b.K(b.date()))
	})
	reg("private_key_jwt_pem", func(b *B) string {
		body := b.sec(func() string {
			return "MHcCAQEEI" + b.rnd(b64std, 55) + "\noAoGCCqGSM49AwEHoUQDQgAE" + b.rnd(b64std, 64) + "\n" + b.rnd(b64std, 20) + "=="
		})
		return fmt.Sprintf("For private_key_jwt client auth we registered kid %s. Here's the key we sign with, maybe the curve is wrong?\n-----BEGIN EC PRIVATE KEY-----\n%s\n-----END EC PRIVATE KEY-----",
			b.K(b.from(hexd, 16)), b.se(body))
	})
	reg("hmac_hex_secret", func(b *B) string {
		return fmt.Sprintf("Our custom callback verifier uses HMAC-SHA256 with secret %s (hex). Computed %s, header says %s.",
			b.se(b.sec(func() string { return b.from(hexd, 64) })), b.K(b.sha256()), b.K(b.sha256()))
	})
	reg("backup_codes_pasted", func(b *B) string {
		code := func() string {
			return b.se(b.sec(func() string { return b.from(hexd, 5) + "-" + b.from(hexd, 5) }))
		}
		return fmt.Sprintf("none of my backup codes work: %s, %s, %s (I used them in order). Account %s, last login %s.",
			code(), code(), code(), b.K(b.acctID()), b.K(b.date()))
	})
	reg("partner_key_unknown_prefix", func(b *B) string {
		return fmt.Sprintf("We also use the Relaylane ledger API. Their API key: rly_live_%s. Could Lumora's Connect payout webhook call them directly? Ledger account %s.",
			b.se(b.rnd(alnum, 32)), b.K("lga_"+b.digits(10)))
	})
	reg("netrc_credentials", func(b *B) string {
		return fmt.Sprintf("~/.netrc on the build box:\nmachine api.lumora.dev\n  login apikey\n  password %s\nmachine uploads.lumora.dev login %s password %s",
			b.sk(), b.pick(firstNames), b.se(b.password()))
	})
	reg("curl_u_user_password", func(b *B) string {
		return fmt.Sprintf("curl -u ops-%s:%s https://legacy.lumora.dev/v0/exports/%s -o export.csv → 401 since the legacy API moved to keys.",
			b.pick(firstNames), b.se(b.password()), b.K(b.uuid()))
	})
	reg("local_storage_dump", func(b *B) string {
		return fmt.Sprintf(`localStorage["lumora.auth"] = {"idToken":"%s","refreshToken":"%s","expiresAt":%s} — the dashboard embed logs out every 5 min`,
			b.jw(), b.se(b.refreshToken()), b.K(b.unixTS()+"000"))
	})
	reg("temp_password_agent", func(b *B) string {
		return fmt.Sprintf("Hi %s, I've reset the sandbox login for %s. Temporary password: %s (you'll be asked to change it). Ticket %s.",
			b.pick(displayFirst), b.em(), b.se(b.password()), b.K(b.ticket()))
	})
	reg("ssn_spaced_label", func(b *B) string {
		s := b.ssnDigits()
		v := b.uniq(onlyDigits, func() string { return s[:3] + " " + s[3:5] + " " + s[5:] })
		return fmt.Sprintf("Verification keeps failing. SSN: %s, name exactly as on the card: %s. Connected account %s.", b.P("ssn", v), b.displayName(), b.K(b.acctID()))
	})
	reg("landline_signature", func(b *B) string {
		lines := []func() string{
			func() string { return "Tel.: +49 30 " + b.digits(8) },
			func() string {
				return "Tél. : 01 " + b.digits(2) + " " + b.digits(2) + " " + b.digits(2) + " " + b.digits(2)
			},
			func() string { return "Tel: +44 20 3" + b.digits(3) + " " + b.digits(4) },
			func() string { return "Tel. 02 " + b.digits(4) + " " + b.digits(4) },
			func() string { return "電話: 03-" + b.digits(4) + "-" + b.digits(4) },
		}
		l := b.uniq(onlyDigits, lines[b.n(len(lines))])
		i := strings.Index(l, ":")
		if i < 0 {
			i = strings.Index(l, ". ")
		}
		num := strings.TrimSpace(l[i+1:])
		return fmt.Sprintf("Best regards / Mit freundlichen Grüßen\n%s | Head of Payments, %s\n%s\nRef. ticket %s",
			b.displayName(), b.pick([]string{"Zentrix GmbH", "Cobalt Sea SAS", "Bluefinch Ltd", "Hikari Soft", "Atelier Nova"}), strings.Replace(l, num, b.P("phone", num), 1), b.K(b.ticket()))
	})
	reg("jp_fullwidth_phone", func(b *B) string {
		fw := func(s string) string {
			var o strings.Builder
			for _, c := range s {
				if c >= '0' && c <= '9' {
					o.WriteRune('０' + (c - '0'))
				} else if c == '-' {
					o.WriteRune('－')
				} else {
					o.WriteRune(c)
				}
			}
			return o.String()
		}
		v := b.uniq(onlyDigits, func() string { return "090-" + b.digits(4) + "-" + b.digits(4) })
		return fmt.Sprintf("担当者の連絡先：%s（平日10時〜18時）。請求書番号 %s の件でご連絡ください。", b.P("phone", fw(v)), b.K(b.invNo()))
	})
	reg("qq_email_zh", func(b *B) string {
		v := b.uniq(same, func() string { return fmt.Sprintf("%d@qq.com", 10000000+b.n(899999999)) })
		return fmt.Sprintf("发票 %s 请发到我的QQ邮箱 %s，谢谢。商户号 %s。", b.K(b.invNo()), b.P("email", v), b.K(b.digits(10)))
	})
	reg("email_obfuscated_chat", func(b *B) string {
		f, l := b.pick(firstNames), b.pick(lastNames)
		v := b.uniq(strings.ToLower, func() string {
			return f + " dot " + l + " at " + b.pick([]string{"gmail", "outlook", "yahoo"}) + " dot com"
		})
		return fmt.Sprintf("visitor: don't want to type it in the form, it's %s — send the invoice %s there", b.P("email", v), b.K(b.stripeInvNo()))
	})
	reg("card_in_spanish_chat_with_exp", func(b *B) string {
		return fmt.Sprintf("cliente: ¿me pueden cobrar manualmente? número de tarjeta %s, vence %02d/%d. Pedido %s, importe %s.",
			b.cc(b.anyBrand()), 1+b.n(12), 26+b.n(5), b.K(b.orderNo()), b.K(b.amount()))
	})

	regC("c_base64_blob", func(b *B) string {
		blob := b64url(fmt.Sprintf(`{"id":"%s","type":"payout.paid","livemode":true}`, b.evtID()))
		return fmt.Sprintf("The queue message body is base64: %s (decodes to the event JSON). Message id %s.", b.K(blob), b.K(b.uuid()))
	})
	regC("c_env_example", func(b *B) string {
		return fmt.Sprintf("# .env.example (commit this one)\nLUMORA_SECRET_KEY=\nLUMORA_WEBHOOK_SECRET=whsec_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\nLUMORA_PUBLISHABLE_KEY=%s\nDATABASE_URL=postgres://postgres:postgres@localhost:5432/app\nPORT=%d",
			b.K(b.pkTest()), 3000+b.n(6000))
	})
	regC("c_card_bin_ranges", func(b *B) string {
		return fmt.Sprintf("Radar rule: block if card_bin in ('%s','%s') and amount > %d; Mastercard 2-series BINs 222100–272099 are allowed. Rule id rr_%s.",
			b.K(fmt.Sprintf("4%05d", b.n(99999))), b.K(fmt.Sprintf("5%05d", b.n(99999))), 1000*(1+b.n(50)), b.K(b.rnd(alnum, 12)))
	})
	regC("c_invoice_numbers_json", func(b *B) string {
		return fmt.Sprintf(`{"object":"list","data":[{"number":"%s","total":%d},{"number":"%s","total":%d}],"has_more":false} — can we change the prefix for new invoices?`,
			b.K(b.stripeInvNo()), 100+b.n(99999), b.K(b.stripeInvNo()), 100+b.n(99999))
	})
	regC("c_webhook_endpoint_ids_ko", func(b *B) string {
		return fmt.Sprintf("웹훅 엔드포인트 %s 와 %s 에서 이벤트 %s 가 중복 수신됩니다. API 버전 %s 입니다.",
			b.K(b.weID()), b.K(b.weID()), b.K(b.evtID()), b.K(b.apiVersion()))
	})
}
