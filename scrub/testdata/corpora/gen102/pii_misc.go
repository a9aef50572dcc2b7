package main

import (
	"fmt"
	"strings"
)

func miscTemplates() []tmpl {
	return []tmpl{
		// ---- bots ----
		{"tg_bot_python", func(b *B) string {
			return fmt.Sprintf("from telegram.ext import ApplicationBuilder\n\nTOKEN = \"%s\"\nALERT_CHAT_ID = -100%s\napp = ApplicationBuilder().token(TOKEN).build()  # price alerts for %s",
				b.Bearer(tgToken()), b.K(nzdigits(10)), sym())
		}},
		{"tg_bot_curl", func(b *B) string {
			return fmt.Sprintf("curl -s \"https://api.telegram.org/bot%s/sendMessage?chat_id=%s&text=Filled%%20%s%%20@%%20%s\"",
				b.Bearer(tgToken()), b.K("-100"+nzdigits(10)), sym(), b.K(price()))
		}},
		{"discord_webhook_alert", func(b *B) string {
			id := nzdigits(19)
			return fmt.Sprintf("WEBHOOK_URL = \"https://discord.com/api/webhooks/%s/%s\"\n# posts liquidation alerts > $%s, block %s",
				b.K(id), b.Bearer(discordHookToken()), commas(rng(10000, 1000000)), b.K(blockNum()))
		}},
		{"bot_env_mixed", func(b *B) string {
			return fmt.Sprintf("# arb-bot .env\nRPC_URL=%s\nWALLET_ADDRESS=%s\nPRIVATE_KEY=%s\nTELEGRAM_TOKEN=%s\nMAX_GAS_GWEI=%d\nPAIR=%s",
				anyRPC(b), b.K(evmAddr()), b.Bearer(privHex()), b.Bearer(tgToken()), rng(20, 300), b.K(pickL(wellKnown)))
		}},
		{"bot_yaml_okx", func(b *B) string {
			return fmt.Sprintf("exchange:\n  name: okx\n  api_key: %s\n  api_secret: %s\n  passphrase: \"%s\"\nrisk:\n  max_drawdown: %d%%\n  order_size_usdt: %d",
				b.Bearer(uuid()), b.Bearer(okxSec()), b.Bearer(passphrase()), rng(5, 40), rng(10, 5000))
		}},
		{"github_pat_ci", func(b *B) string {
			return fmt.Sprintf("# .github/workflows/deploy-bot.yml\nenv:\n  GH_TOKEN: ghp_%s\n  IMAGE: ghcr.io/%s/dca-bot:%s",
				b.Bearer(alnumMixed(36)), pick("nodeops", "satlabs", "grid-team"), b.K(ver()))
		}},
		{"openai_key_agent", func(b *B) string {
			return fmt.Sprintf("OPENAI_API_KEY=sk-proj-%s\nAGENT_WALLET=%s\nMAX_TRADE_USD=%d\nALLOWED_TOKENS=WETH,USDC,%s",
				b.Bearer(fromSet(setURL, 48)+"T3BlbkFJ"+fromSet(setURL, 48)), b.K(evmAddr()), rng(50, 5000), pick("ARB", "OP", "LINK"))
		}},
		{"aws_secret_bot_host", func(b *B) string {
			return fmt.Sprintf("[default]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = %s\n# host for the funding-rate bot (instance %s)",
				b.K("AKIA"+fromSet(setUpNum, 16)), b.Bearer(fromSet(setAlnum+"/+", 40)), pick("ap-northeast-1", "eu-central-1", "us-east-1"), b.K("i-0"+hexs(16)))
		}},
		{"otpauth_uri", func(b *B) string {
			p := newPerson("")
			e := emailFor(p, false)
			return fmt.Sprintf("decoded the QR from the Binance 2FA setup page: otpauth://totp/Binance:%s?secret=%s&issuer=Binance . is it safe to store this in 1Password?",
				b.P("email", e), b.Bearer(totpSecret(16)))
		}},
		{"jwt_ws_url", func(b *B) string {
			return fmt.Sprintf("websocat 'wss://stream.%s/v1/private?token=%s'\n{\"e\":\"executionReport\",\"s\":\"%s\",\"i\":%s,\"p\":\"%s\"}",
				pick("bitdex.io", "perpx.exchange", "deltaone.trade"), b.JWT(jwtGeneric("auth."+pick("bitdex.io", "perpx.exchange"))), sym(), b.K(binOrderID()), b.K(price()))
		}},
		{"session_cookie_jwt", func(b *B) string {
			return fmt.Sprintf("GET /api/v1/portfolio HTTP/2\nHost: app.%s\nCookie: _ga=GA1.1.%s.%s; session=%s\nX-Request-Id: %s",
				pick("zapper.xyz", "debank.com", "nansen.ai", "arkm.com"), b.K(nzdigits(9)), b.K(nzdigits(10)), b.JWT(jwtGeneric("app")), b.K(uuid()))
		}},
		{"dashboard_login_yaml", func(b *B) string {
			return fmt.Sprintf("web_ui:\n  enabled: true\n  port: %d\n  username: admin\n  password: %s\nnotify:\n  email: %s",
				rng(3000, 9999), b.Bearer(password()), b.Email(newPerson("")))
		}},
		{"opensea_api_key", func(b *B) string {
			return fmt.Sprintf("curl --request GET --url 'https://api.opensea.io/api/v2/chain/ethereum/contract/%s/nfts/%d' --header 'x-api-key: %s'",
				b.K(evmAddr()), rng(1, 9999), b.Bearer(hexs(32)))
		}},
		{"bearer_blockdaemon", func(b *B) string {
			return fmt.Sprintf("curl -H 'Authorization: Bearer %s' https://svc.blockdaemon.com/universal/v1/ethereum/mainnet/account/%s",
				b.Bearer(fromSet(setURL, 48)), b.K(evmAddr()))
		}},
		{"chainalysis_token", func(b *B) string {
			return fmt.Sprintf("POST https://api.chainalysis.com/api/kyt/v2/users/%s/transfers\nToken: %s\n{\"network\":\"Bitcoin\",\"asset\":\"BTC\",\"transferReference\":\"%s:%s\",\"direction\":\"received\"}",
				b.K("user_"+digits(6)), b.Bearer(hexs(64)), b.K(btcTxid()), b.K(btcAddr()))
		}},
		{"oneinch_bearer", func(b *B) string {
			return fmt.Sprintf("const res = await fetch(`https://api.1inch.dev/swap/v6.0/%s/quote?src=%s&dst=%s&amount=%d`, {\n  headers: { Authorization: \"Bearer %s\" },\n});",
				chainID(), b.K(pickL(wellKnown)), b.K(evmAddr()), rng(1, 999)*1000000, b.Bearer(alnumMixed(32)))
		}},

		// ---- OTC ----
		{"otc_whatsapp_chat", func(b *B) string {
			p := newPerson(pick("sg", "ae", "uk", "tr"))
			return fmt.Sprintf("[%s %s] %s: Firm bid %s BTC @ %s, settle T+0. Please confirm on %s and send the SSI to %s\n[%s] Desk: confirmed, our receiving address %s",
				date(), timeHM(), p.first, b.K(fmt.Sprintf("%d.%d", rng(2, 300), rng(0, 9))), b.K(price()), b.Phone(p.region, true), b.CorpEmail(p), timeHM(), b.K(btcAddr()))
		}},
		{"otc_email_signature", func(b *B) string {
			p := newPerson(pick("uk", "sg", "us", "ch", "hk"))
			return fmt.Sprintf("Indicative: %s USDT/%s at %s, valid %d min.\n\nBest,\n%s\nHead of OTC Trading\nM: %s | E: %s\nThis message is not an offer to sell securities.",
				b.K(commas(rng(100, 9000))+",000"), pick("AED", "EUR", "SGD", "USD"), b.K(fmt.Sprintf("%d.%04d", rng(0, 4), rng(0, 9999))), rng(2, 15), p.full(), b.Phone(pick("uk", "sg", "us"), true), b.CorpEmail(p))
		}},
		{"otc_rfq_telegram", func(b *B) string {
			return fmt.Sprintf("RFQ 🔔 Selling %s USDT → %s cash, Dubai/Istanbul. Reply here %s or call %s. No brokers. Ref %s",
				b.K(commas(rng(100, 5000))+"k"), pick("AED", "TRY", "USD"), b.K("@"+pick("otc", "desk", "cash")+pick("dubai", "ist", "gulf")+digits(2)), b.Phone(pick("ae", "tr"), true), b.K("RFQ-"+digits(6)))
		}},
		{"otc_ssi", func(b *B) string {
			p := newPerson(pick("sg", "uk", "de", "ae"))
			return fmt.Sprintf("Standing settlement instructions\nEntity: %s\nAsset: USDC (ERC20)\nAddress: %s\nAuthorised contact: %s, %s, %s\nCallback verification required for any change.",
				pick("Kestrel Capital Pte Ltd", "Bluefin Markets Ltd", "Meridian Liquidity GmbH", "Arcadia Digital FZE"), b.K(evmAddr()), p.full(), b.Phone(p.region, true), b.CorpEmail(p))
		}},
		{"otc_vcard", func(b *B) string {
			p := newPerson(pick("us", "uk", "sg", "de"))
			return fmt.Sprintf("BEGIN:VCARD\nVERSION:3.0\nFN:%s\nORG:%s\nTITLE:OTC Sales\nTEL;TYPE=CELL:%s\nEMAIL;TYPE=WORK:%s\nNOTE:ENS %s\nEND:VCARD",
				p.full(), pick("Tidewater", "Quarry Finance", "Helix MM", "Sablerock"), b.Phone(p.region, true), b.CorpEmail(p), b.K(ens()))
		}},
		{"otc_zh_wechat", func(b *B) string {
			return fmt.Sprintf("大额OTC，%s 起，价格 %s，支持香港面交。电话/微信同号：%s，邮箱 %s。",
				b.K(usdt()), b.K(fmt.Sprintf("7.%02d", rng(10, 35))), b.Phone("cn", chance(0.5)), b.P("email", nzdigits(9)+"@qq.com"))
		}},
		{"otc_ko_kakao", func(b *B) string {
			p := newPerson("kr")
			return fmt.Sprintf("USDT 장외거래 문의드립니다. 수량 %s, 김프 %s%% 기준. 연락처 %s, 메일 %s 로 견적 부탁드려요.",
				b.K(usdt()), b.K(fmt.Sprintf("%d.%d", rng(0, 5), rng(0, 9))), b.Phone("kr", false), b.Email(p))
		}},

		// ---- cards ----
		{"card_topup_ticket", func(b *B) string {
			p := newPerson("")
			return fmt.Sprintf("Topped up my %s card with %s using my bank card %s but I got charged twice (two pending %s). Card ending %s in the app. Email %s",
				pick("Crypto.com Visa", "Bybit Card", "Binance Visa", "RedotPay", "Wirex"), b.K(usd()), b.Card(cardBrand()), b.K(fmt.Sprintf("%s.%02d EUR", commas(rng(20, 5000)), rng(0, 99))), b.K(maskedCard()), b.Email(p))
		}},
		{"card_gateway_log", func(b *B) string {
			return fmt.Sprintf("%s WARN onramp.checkout decline code=05 pan=%s exp=%02d/%d amount=%s asset=%s quote_id=%s",
				b.K(tsISO()), b.P("credit_card", cardRaw(cardBrand())), rng(1, 12), rng(26, 31), b.K(fmt.Sprintf("%d.%02d", rng(20, 5000), rng(0, 99))), pick("ETH", "BTC", "USDC", "SOL"), b.K(uuid()))
		}},
		{"onramp_chat", func(b *B) string {
			return fmt.Sprintf("Bought %s through MoonPay, paid with card %s, order %s, still not in my wallet %s after %d hours",
				b.K(ethAmt()), b.Card(pick("visa", "mc")), b.K(uuid()), b.K(evmAddr()), rng(2, 48))
		}},
		{"card_form_json", func(b *B) string {
			p := newPerson("")
			return fmt.Sprintf(`{"amount":"%d.00","currency":"USD","crypto":"USDT","network":"TRC20","wallet":"%s","card":{"number":"%s","exp_month":%d,"exp_year":%d,"holder":"%s"},"customer":{"email":"%s"}}`,
				rng(20, 5000), b.K(tronAddr()), b.P("credit_card", cardRaw(cardBrand())), rng(1, 12), rng(2026, 2031), strings.ToUpper(p.full()), b.Email(p))
		}},
		{"card_refund_es", func(b *B) string {
			return fmt.Sprintf("Buenas, compré %s con la tarjeta %s y la operación falló, pero el cargo de %s sigue ahí. ID de transacción %s. ¿Cuándo se reembolsa?",
				b.K(fmt.Sprintf("%d.%04d BTC", rng(0, 2), rng(1, 9999))), b.Card(pick("visa", "mc")), b.K(fmt.Sprintf("%s,%02d €", commas(rng(20, 5000)), rng(0, 99))), b.K(fromSet(setUpNum, 12)))
		}},
		{"amex_dispute", func(b *B) string {
			raw := cardRaw("amex")
			return fmt.Sprintf("Disputing a charge on my Amex %s from \"COINBASE* %s\" on %s for %s. Merchant ref %s.",
				b.P("credit_card", groupCard(raw, pick(" ", "-"))), fromSet(setUpNum, 8), b.K(date()), b.K(usd()), b.K(nzdigits(12)))
		}},
		{"card_pt_pix", func(b *B) string {
			return fmt.Sprintf("Não aceita PIX? Então passa no cartão: %s validade %02d/%d. Quero %s, carteira %s",
				b.Card(pick("mc", "visa")), rng(1, 12), rng(26, 31), b.K(fmt.Sprintf("%s USDT", commas(rng(50, 9000)))), b.K(tronAddr()))
		}},
		{"card_jcb_ja", func(b *B) string {
			return fmt.Sprintf("ビットコインをクレジットカードで購入しようとしたらエラーになりました。カード番号 %s、注文番号 %s、金額 %s円。",
				b.Card("jcb"), b.K(fromSet(setUpNum, 10)), b.K(commas(rng(5000, 900000))))
		}},

		// ---- tax ----
		{"tax_8949_header", func(b *B) string {
			p := newPerson("us")
			return fmt.Sprintf("Form 8949 (%d) — Sales and Other Dispositions of Capital Assets\nName(s) shown on return: %s    Social security number: %s\n(a) %s ETH | (b) %s | (c) %s | (d) %s | (e) %s",
				rng(2023, 2025), p.full(), b.SSN(), b.K(fmt.Sprintf("%d.%04d", rng(0, 20), rng(1, 9999))), b.K(date()), b.K(date()), b.K(usd()), b.K(usd()))
		}},
		{"tax_1099da_json", func(b *B) string {
			return fmt.Sprintf(`{"form":"1099-DA","tax_year":%d,"payer":"%s","recipient_tin":"%s","recipient_name":"%s","box_1a":"%s","box_1f_proceeds":"%d.%02d","box_1g_cost_basis":"%d.%02d","txid":"%s"}`,
				rng(2025, 2026), exch(), b.SSN(), newPerson("us").full(), pick("ETH", "BTC", "SOL"), rng(100, 90000), rng(0, 99), rng(100, 90000), rng(0, 99), b.K(txHash()))
		}},
		{"w9_chat", func(b *B) string {
			return fmt.Sprintf("%s wants me to confirm my taxpayer info before it unlocks withdrawals. My SSN is %s, address unchanged. Is it normal they ask again? Account opened %s.",
				exch(), b.SSN(), b.K(date()))
		}},
		{"cpa_email_itin", func(b *B) string {
			p := newPerson(pick("in", "br", "ng", "ar"))
			return fmt.Sprintf("Hi %s, attaching my Koinly export (%d transactions). I file with an ITIN, %s. Staking income from %s validator. Reach me at %s or %s.\n— %s",
				pick("Sarah", "Mr. Cohen", "Tom"), rng(200, 9000), b.ITIN(), b.K(blsPubkey()[:18]+"…"), b.Email(p), b.Phone("us", false), p.first)
		}},
		{"tax_profile_csv", func(b *B) string {
			var rows []string
			rows = append(rows, "client_id,name,ssn,email,wallets,total_gain_usd")
			for i := 0; i < rng(2, 3); i++ {
				p := newPerson("us")
				rows = append(rows, fmt.Sprintf("%s,%s,%s,%s,%d,%d.%02d", b.K("C"+digits(5)), p.full(), b.P("ssn", ssnBare()), b.Email(p), rng(1, 12), rng(-20000, 90000), rng(0, 99)))
			}
			return strings.Join(rows, "\n")
		}},
		{"tax_bare_label", func(b *B) string {
			return fmt.Sprintf("TurboTax import keeps failing on the 1099 from %s. It shows SSN %s which is mine, but the proceeds (%s) don't match CSV row %d.",
				exch(), b.P("ssn", ssnBare()), b.K(usd()), rng(2, 900))
		}},
		{"taxbit_form_itin", func(b *B) string {
			return fmt.Sprintf("Tax information\n  Taxpayer ID type: ITIN\n  Taxpayer ID: %s\n  Country of residence: %s\n  Wallet: %s\n  Submitted: %s",
				b.ITIN(), pick("Mexico", "India", "Brazil", "Nigeria"), b.K(evmAddr()), b.K(tsISO()))
		}},
		{"tax_accountant_thread", func(b *B) string {
			p := newPerson("us")
			return fmt.Sprintf("> Can you send the last 4 of your SSN to verify?\nsure, full one is %s anyway. wallets: %s and %s. cost basis method HIFO. %s",
				b.SSN(), b.K(ens()), b.K(evmAddr()), b.Email(p))
		}},
		{"ssn_kyc_us", func(b *B) string {
			p := newPerson("us")
			return fmt.Sprintf("KYC form (US residents): Full legal name %s | DOB %s | SSN %s | Phone %s | Email %s | Occupation: %s",
				p.full(), b.K(fmt.Sprintf("%02d/%02d/19%d", rng(1, 12), rng(1, 28), rng(60, 99))), b.SSN(), b.Phone("us", false), b.Email(p), pick("Software engineer", "Nurse", "Contractor", "Student"))
		}},
	}
}
