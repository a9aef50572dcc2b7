package main

import (
	"fmt"
	"strings"
)

var cleanTemplates = []tmpl{
	{"c_patch_notes", func(b *B) {
		b.T(pick(games), " patch ").K(version()).T(" (build ").K(nd1("123456789", 8)).T(", commit ").K(shortHash()).T(") is live. Download size ").K(fmt.Sprintf("%d.%d GB", 1+r.Intn(40), r.Intn(10))).T(". Servers back at ").K(isoTime()).T(".")
	}},
	{"c_match_report", func(b *B) {
		b.T("Match ").K(riotMatch()).T(" — ", pick(teamNames), " 13:").K(fmt.Sprint(r.Intn(12))).T(" on Ascent, duration ").K(fmt.Sprintf("%d:%02d", 30+r.Intn(20), r.Intn(60))).T(", MVP ").K(gamerNick()).T(" ").K(fmt.Sprintf("%d/%d/%d", 10+r.Intn(20), r.Intn(20), r.Intn(15))).T(", ACS ").K(fmt.Sprint(150 + r.Intn(200)))
	}},
	{"c_dota_cs_match_ids", func(b *B) {
		b.T("demo links: dota match ").K(dotaMatch()).T(", cs2 match ").K(cs2Match()).T(", share code ").K(shareCode()).T(" — round ").K("17").T(" at ").K(fmt.Sprintf("%02d:%02d", r.Intn(60), r.Intn(60))).T(" is the clutch")
	}},
	{"c_server_status", func(b *B) {
		ip := ipv4()
		b.T("[status] ").K(ip + ":" + pick([]string{"27015", "25565", "28015", "30120", "7777"})).T(" players ").K(fmt.Sprintf("%d/%d", r.Intn(64), 64)).T(" map de_mirage tick 128 uptime ").K(fmt.Sprintf("%dd %dh", r.Intn(30), r.Intn(24))).T(" version ").K(version())
	}},
	{"c_steam_ids", func(b *B) {
		s := steam64()
		b.T("SteamID64: ").K(s).T("\nSteamID3: ").K(steamID3(s)).T("\nSteamID: ").K(steamID2()).T("\nProfile: https://steamcommunity.com/profiles/").K(s).T("\nVAC bans: 0, trade ban: none")
	}},
	{"c_order_status", func(b *B) {
		l := anyLang()
		b.T(l.order, " ").K(orderID()).T(" — ", price(l.code), " — ").K(dateISO()).T("\n", l.paidWith, " ").K(maskedCard()).T("\n", l.emailWord, ": ").K(maskedEmail(l.code))
	}},
	{"c_gift_card_serial", func(b *B) {
		b.T("Steam Wallet card ").K("$20").T(", S/N ").K(giftSerial()).T(", redeem code ").K(maskedCode()).T(" (hidden). Purchased ").K(dateDMY()).T(" at store #").K(nd(4))
	}},
	{"c_discord_modlog", func(b *B) {
		u := snowflake()
		b.T("[").K(isoTime()).T("] <@").K(u).T("> was muted for ").K("10m").T(" by <@").K(snowflake()).T("> in <#").K(snowflake()).T("> — reason: spam links. case #").K(fmt.Sprint(100 + r.Intn(9000)))
	}},
	{"c_env_example", func(b *B) {
		b.T(".env.example\nDISCORD_TOKEN=").K(pick([]string{"your-bot-token-here", "<your token>", "YOUR_BOT_TOKEN", "changeme"})).T("\nTWITCH_CLIENT_SECRET=").K(pick([]string{"${TWITCH_CLIENT_SECRET}", "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "<secret>"})).T("\nRCON_PASSWORD=").K(pick([]string{"<password>", "********", "${RCON_PASSWORD}"})).T("\nSTEAM_API_KEY=").K(pick([]string{"YOUR_STEAM_API_KEY", "XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX", "REDACTED"})).T("\n# copy to .env and fill in")
	}},
	{"c_public_ids", func(b *B) {
		b.T("Public app info (safe to share):\nDiscord Application ID: ").K(snowflake()).T("\nDiscord Public Key: ").K(rs(64, hexl)).T("\nTwitch Client-ID: ").K(twitchToken()).T("\nStripe publishable key: ").K(stripePub())
	}},
	{"c_crash_log", func(b *B) {
		b.T("Fatal error! Unhandled Exception: EXCEPTION_ACCESS_VIOLATION reading address ").K("0x" + rs(16, hexu)).T("\n  ").K(pick([]string{"UnrealEditor-Core.dll", "GameAssembly.dll", "client.dll"})).T("!").K("0x" + rs(8, hexl)).T("\nCrash GUID: ").K(uuid()).T("\nBuild: ").K(version()).T(" CL ").K(nd1("123456789", 8))
	}},
	{"c_bracket", func(b *B) {
		b.T("Upper bracket R2 — ", pick(teamNames), " vs ", pick(teamNames), " at ").K(fmt.Sprintf("%02d:00 CET", 14+r.Intn(8))).T(" on ").K(dateDMY()).T(", lobby ").K(nd1("123456789", 6)).T(", pass in #match-info. Check-in closes 15 min before.")
	}},
	{"c_topup_id", func(b *B) {
		l := pick([]L{lang("id"), lang("vi"), lang("th"), lang("pt"), lang("en"), lang("ar"), lang("tr")})
		b.T(l.topup, " ", pick([]string{"Free Fire", "Mobile Legends", "PUBG Mobile"}), " ").K(fmt.Sprint(pick([]int{86, 172, 257, 344, 706, 2195}))).T(" 💎 — ", l.playerID, " ").K(pick([]string{freeFireID(), mlbbID(), pubgID()})).T(" — ", price(l.code))
	}},
	{"c_genshin_uid", func(b *B) {
		b.T(pick([]string{"add me for co-op! ", "need help with Azhdaha ", "carry pls "}), "UID ").K(genshinUID()).T(" AR ").K(fmt.Sprint(45 + r.Intn(15))).T(", world level ").K(fmt.Sprint(5 + r.Intn(4))).T(pick([]string{", server Asia", ", EU", " (America)"}))
	}},
	{"c_friend_codes", func(b *B) {
		b.T("Switch: ").K(friendCode()).T(" | Battle.net: ").K(gamerNick() + "#" + nd1("123456789", 4)).T(" | Riot: ").K(gamerNick() + "#" + pick([]string{"EUW", "1337", "BR1"})).T(" | PSN: ").K(gamerNick()).T(" | Epic: ").K(gamerNick())
	}},
	{"c_support_ticket", func(b *B) {
		l := anyLang()
		b.T(l.hello, ". Ticket #").K(ticketNo()).T(" ", l.banned, ". ", l.playerID, ": ").K(robloxID()).T(". ", l.thanks)
	}},
	{"c_forgot_password", func(b *B) {
		b.T(pick([]string{
			"I forgot my password and the reset email never arrives, 2FA app was on my old phone. What can I do?",
			"Esqueci minha senha e o código de verificação não chega no e-mail. Como recupero?",
			"Забыл пароль от аккаунта, письмо для сброса не приходит. Что делать?",
			"Şifremi unuttum, sıfırlama maili gelmiyor. Ne yapmalıyım?",
			"비밀번호를 잊어버렸는데 재설정 메일이 안 와요.",
			"パスワードを忘れました。再設定メールが届きません。",
			"忘记密码了，重置邮件一直收不到。",
			"Mình quên mật khẩu, email đặt lại không về.",
			"ลืมรหัสผ่าน อีเมลรีเซ็ตไม่มาเลยครับ",
			"Lupa password akun, email reset tidak masuk.",
			"نسيت كلمة المرور ولا يصلني بريد إعادة التعيين.",
			"Passwort vergessen, die Reset-Mail kommt nicht an.",
			"J'ai oublié mon mot de passe et l'e-mail de réinitialisation n'arrive pas.",
			"Zapomniałem hasła, mail do resetu nie przychodzi.",
			"Olvidé mi contraseña y no me llega el correo para restablecerla.",
		})).T(" (").K("error " + fmt.Sprint(pick([]int{1005, 4003, 40301, 29}))).T(")")
	}},
	{"c_price_list", func(b *B) {
		l := anyLang()
		b.T(pick(games), " ", l.topup, ":\n")
		for i := 0; i < 4; i++ {
			b.K(fmt.Sprint(pick([]int{60, 300, 980, 1980, 3280, 6480}))).T(" — ", price(l.code), "\n")
		}
		b.T("SKU ").K(strings.ToUpper(rs(3, lower)) + "-" + nd(6))
	}},
	{"c_stats_csv", func(b *B) {
		b.T("player,kills,deaths,adr,hs%,rating\n")
		for i := 0; i < 4; i++ {
			b.K(gamerNick()).T(fmt.Sprintf(",%d,%d,%d.%d,%d,%d.%02d\n", 10+r.Intn(20), 5+r.Intn(20), 50+r.Intn(80), r.Intn(10), 20+r.Intn(50), r.Intn(2), r.Intn(100)))
		}
	}},
	{"c_transaction_history", func(b *B) {
		b.T("PayPal txn ").K(paypalTxn()).T("  ").K(dateISO()).T("  -").K(price("en")).T("  Steam\nApple order ").K("M" + rs(9, upper+digs)).T("  ").K(dateISO()).T("  -").K(price("en")).T("  Genshin Impact\nGoogle Play ").K("GPA." + nd(4) + "-" + nd(4) + "-" + nd(4) + "-" + nd(5)).T("  refunded")
	}},
	{"c_api_docs", func(b *B) {
		b.T("Example:\ncurl -H \"X-Riot-Token: ").K("$RIOT_API_KEY").T("\" https://americas.api.riotgames.com/riot/account/v1/accounts/by-riot-id/{gameName}/{tagLine}\ncurl -H \"Authorization: Bearer ").K("<token>").T("\" https://api.twitch.tv/helix/users?login=").K(strings.ToLower(gamerNick()))
	}},
	{"c_replay_files", func(b *B) {
		b.T("replays/").K(uuid() + ".dem").T(" sha256 ").K(sha256hex()).T("\nreplays/").K(uuid() + ".dem").T(" sha256 ").K(sha256hex())
	}},
	{"c_redacted_report", func(b *B) {
		b.T("User report (PII removed by mod): email ").K("[REDACTED]").T(", phone ").K(maskedPhone()).T(", card ").K(maskedCard()).T(", reported player ").K(gamerNick())
	}},
	{"c_leaderboard", func(b *B) {
		b.T("Season ").K(fmt.Sprint(10 + r.Intn(20))).T(" top 3: 1. ").K(gamerNick()).T(" ").K(fmt.Sprint(3000 + r.Intn(1000))).T(" RR 2. ").K(gamerNick()).T(" ").K(fmt.Sprint(2500 + r.Intn(500))).T(" RR 3. ").K(gamerNick()).T(" ").K(fmt.Sprint(2000 + r.Intn(500))).T(" RR")
	}},
	{"c_unix_timestamps", func(b *B) {
		b.T("{\"event\":\"match_end\",\"ts\":").K(breakLuhn(unixTS() + nd(3))).T(",\"match_id\":").K(dotaMatch()).T(",\"duration_ms\":").K(nd1("123456789", 7)).T(",\"server\":\"").K("fra-" + nd(2)).T("\"}")
	}},
	{"c_hw_versions", func(b *B) {
		b.T("stutter on ", pick(games), ": GPU driver ").K(fmt.Sprintf("%d.%d", 530+r.Intn(30), r.Intn(100))).T(", Windows ").K("10.0." + nd1("12", 5)).T(", 1920x1080 @ ").K("144").T(" Hz, RAM 16 GB, game ").K(version())
	}},
	{"c_handles_at", func(b *B) {
		b.T("@everyone scrims at 9pm, ping @", pick([]string{"Moderators", "coach", "captain"}), " if late. bot uses discord.js@").K("14.14.1").T(" and icon@2x.png broke again. follow @").K(strings.ToLower(gamerNick())).T(" on twitch")
	}},
	{"c_epic_puuid", func(b *B) {
		b.T("Epic account ID ").K(epicID()).T(", Riot PUUID ").K(rs(78, b64u)).T(", Xbox XUID ").K(breakLuhn("2535" + nd(12))).T(" — need to merge these")
	}},
	{"c_chargeback_case", func(b *B) {
		b.T("Chargeback case ").K("CB-" + nd(4) + "-" + nd(6)).T(" closed in merchant's favour. Amount ").K(price("en")).T(", ARN ").K(breakLuhn(nd1("2745", 23))).T(", reason code ").K("10.4")
	}},
	{"c_lobby_codes", func(b *B) {
		b.T("Among Us code ").K(rs(6, upper)).T(", Fortnite island ").K(nd(4) + "-" + nd(4) + "-" + nd(4)).T(", Minecraft seed ").K(breakLuhn(nd1("123456789", 18))).T(", Brawl Stars club tag ").K("#" + rs(8, "PYLQGRJCUV0289"))
	}},
	{"c_discord_invite", func(b *B) {
		l := anyLang()
		b.T(l.hello, "! ", pick(games), " ", pick([]string{"discord", "server", "comunidade", "сервер", "sunucu"}), ": https://discord.gg/").K(rs(8, alnum)).T(" — ", pick([]string{"18+", "PT-BR", "EU only", "все регионы"}))
	}},
	{"c_bank_routing_public", func(b *B) {
		b.T("Prize payouts go out on ").K(dateISO()).T(". Processing fee ").K("$2.50").T(", batch ").K("PB-" + nd(6)).T(", ").K(fmt.Sprint(12 + r.Intn(40))).T(" recipients, total ").K(fmt.Sprintf("$%d,%03d.00", 1+r.Intn(50), r.Intn(1000)))
	}},
	{"c_password_policy", func(b *B) {
		b.T(pick([]string{"Password must be 8–64 characters with at least 1 number.", "Your password: ********", "password: <hidden>", "Set rcon_password in server.cfg, never share it.", "DISCORD_TOKEN = os.environ[\"DISCORD_TOKEN\"]"})).T(" ").K(pick([]string{"(error 1006)", "v" + version(), "see docs §4.2"}))
	}},
}
