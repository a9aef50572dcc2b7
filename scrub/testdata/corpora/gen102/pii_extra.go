package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func digitsOnly(s string) string {
	var sb strings.Builder
	for _, c := range s {
		if c >= '0' && c <= '9' {
			sb.WriteRune(c)
		}
	}
	return sb.String()
}

func extraTemplates() []tmpl {
	return []tmpl{
		{"otc_wa_me_link", func(b *B) string {
			reg := pick("ae", "ng", "tr", "id", "br", "uk", "in")
			d := digitsOnly(phone(reg, true))
			return fmt.Sprintf("💱 USDT ⇄ cash desk, min %s. Rates updated every 5 min: buy %s / sell %s. Chat with us → https://wa.me/%s?text=OTC%%20quote",
				b.K(usdt()), b.K(fmt.Sprintf("%d.%03d", rng(0, 40), rng(0, 999))), b.K(fmt.Sprintf("%d.%03d", rng(0, 40), rng(0, 999))), b.P("phone", d))
		}},
		{"telegram_bio", func(b *B) string {
			p := newPerson(pick("uk", "sg", "ae", "ng", "in", "tr"))
			return fmt.Sprintf("%s | OTC & market making | 📞 %s | ✉️ %s | TG %s | ENS %s | not financial advice",
				p.full(), b.Phone(p.region, true), b.Email(p), b.K("@"+strings.ToLower(p.first)+"_otc"), b.K(ens()))
		}},
		{"scam_obfuscated_email", func(b *B) string {
			p := newPerson(pick("us", "uk", "ng"))
			loc := strings.ToLower(p.first) + "." + pick("trade", "fx", "invest", "mining") + digits(2)
			e := loc + pick(" (at) gmail (dot) com", " [at] gmail [dot] com", " at outlook dot com", "(at)proton.me")
			return fmt.Sprintf("PSA: the 'account manager' from %s writes from %s to dodge filters and asks for a 'release fee' of %s to wallet %s. Don't pay.",
				b.K(pick("bitvex-pro.com", "coinmaxx-global.net", "defi-yieldhub.io")), b.P("email", e), b.K(usdt()), b.K(tronAddr()))
		}},
		{"kyc_json_phone_noplus", func(b *B) string {
			reg := pick("ng", "ke", "id", "vn", "ph", "in")
			p := newPerson(reg)
			d := digitsOnly(phone(reg, true))
			return fmt.Sprintf(`{"user_id":%s,"country":"%s","phone":"%s","email":"%s","kyc_level":%d,"created_at":"%s"}`,
				b.K(uid()), strings.ToUpper(reg), b.P("phone", d), b.Email(p), rng(1, 3), b.K(tsISO()))
		}},
		{"sms_otp_log", func(b *B) string {
			reg := pick("uk", "us", "de", "fr", "ng", "in", "br")
			d := "+" + digitsOnly(phone(reg, true))
			return fmt.Sprintf("%s INFO notify.sms provider=twilio to=%s template=withdraw_confirm msg_id=%s status=delivered latency_ms=%d",
				b.K(tsISO()), b.P("phone", d), b.K("SM"+hexs(32)), rng(200, 4000))
		}},
		{"whatsapp_export_otc", func(b *B) string {
			reg := pick("ae", "tr", "ng", "uk")
			ph := phone(reg, true)
			return fmt.Sprintf("%02d/%02d/2025, %s - %s: can do %s USDT at %s, cash in Deira office\n%02d/%02d/2025, %s - You: ok send address\n%02d/%02d/2025, %s - %s: %s (TRC20)",
				rng(1, 28), rng(1, 12), timeHM(), b.P("phone", ph), b.K(commas(rng(10, 900))+",000"), b.K(fmt.Sprintf("3.%03d", rng(600, 700))), rng(1, 28), rng(1, 12), timeHM(), rng(1, 28), rng(1, 12), timeHM(), ph, b.K(tronAddr()))
		}},
		{"password_reset_link", func(b *B) string {
			p := newPerson("")
			e := emailFor(p, false)
			enc := strings.Replace(e, "@", "%40", 1)
			enc = strings.Replace(enc, "+", "%2B", 1)
			return fmt.Sprintf("the reset link they emailed me just spins: https://accounts.%s/reset-password?email=%s&token=%s&ts=%s — anyone else?",
				pick("bitdex.io", "perpx.exchange", "coinvault.app"), b.P("email", enc), b.Bearer(fromSet(setURL, 43)), b.K(fmt.Sprint(unixS())))
		}},
		{"rpc_basic_auth", func(b *B) string {
			user := pick("btcpay", "electrs", "rpcuser", "fulcrum")
			pw := alnumMixed(rng(16, 28))
			return fmt.Sprintf("POST / HTTP/1.1\nHost: 127.0.0.1:8332\nAuthorization: Basic %s\nContent-Type: application/json\n\n{\"method\":\"getblockhash\",\"params\":[%s]}",
				b.Bearer(base64.StdEncoding.EncodeToString([]byte(user+":"+pw))), b.K(btcHeight()))
		}},
		{"btcpay_api_token", func(b *B) string {
			return fmt.Sprintf("curl -H \"Authorization: token %s\" https://%s/api/v1/stores/%s/invoices?status=Settled",
				b.Bearer(hexs(40)), pick("pay.satoshistore.io", "btcpay.mycafe.com", "btcpay.example-merchant.org"), b.K(b58enc(randBytes(32))))
		}},
	}
}
