package main

import (
	"fmt"
	"strings"
)

type tmpl struct {
	kind string
	fn   func(b *B)
}

func E(b *B, lang string) { b.P("email", email(lang)) }

var piiTemplates = []tmpl{
	{"support_hacked", func(b *B) {
		l := anyLang()
		pid := freeFireID()
		b.T(l.hello, "! ", l.hacked, " ", l.recover, "\n", l.emailIs, " ").P("email", email(l.code)).T(", ", l.newEmail, " ").P("email", email(pick([]string{"ru", "en", "id", "vi"}))).T(".\n", l.playerID, ": ").K(pid).T("\n", l.phoneIs, " ").P("phone", phoneLang(l.code, true)).T(". ", l.thanks)
	}},
	{"support_hacked_national_phone", func(b *B) {
		l := anyLang()
		g := pick(games)
		b.T(l.hello, ", ", g, ". ", l.hacked, "\n", l.emailIs, ": ").P("email", email(l.code)).T("\n", l.phoneWord, ": ").P("phone", phoneLang(l.code, false)).T("\n", l.order, ": ").K(orderID()).T("\n", l.recover)
	}},
	{"recovery_form_en", func(b *B) {
		nick := gamerNick()
		last4 := nd(4)
		b.T("Account Recovery Request\n------------------------\nUsername: ").K(nick).T("\nEmail on file: ").P("email", email("en")).T("\nContact phone: ").P("phone", phoneLang("en", chance(0.5))).T("\nLast card used: Visa ending in ").K(last4).T("\nFirst purchase: ").K(orderID()).T(" on ").K(dateISO()).T("\nDevice: iPhone 13, iOS ").K("17.4.1").T("\nDescription: got logged out after clicking a fake giveaway link, email and 2FA changed.")
	}},
	{"chargeback_ticket", func(b *B) {
		l := pick([]L{lang("en"), lang("pt"), lang("es"), lang("tr"), lang("de"), lang("fr"), lang("pl")})
		oid := orderID()
		b.T(l.hello, ". ", l.charged, " (", price(l.code), "). ", l.order, " ").K(oid).T(". ").T(pick([]string{"Card", "Cartão", "Tarjeta", "Kart", "Karte", "Carte", "Karta"}), ": ").P("credit_card", card()).T(" exp ").T(expiry()).T(". ", l.emailWord, ": ").P("email", email(l.code))
	}},
	{"chargeback_bank_letter", func(b *B) {
		c := card("visa", "mastercard", "amex", "discover")
		caseID := "CB-" + nd(4) + "-" + nd(6)
		b.T("Dispute notice ").K(caseID).T("\nMerchant: VALVE*STEAM PURCHASE 425-889-9642 WA\nCardholder account: ").P("credit_card", c).T("\nTransaction date: ").K(dateISO()).T("  Amount: ").K(price("en")).T("\nReason code ").K("13.1").T(" Merchandise/Services Not Received\nCardholder contact: ").P("email", email("en")).T(" / ").P("phone", phoneLang("en", false))
	}},
	{"ban_appeal", func(b *B) {
		l := anyLang()
		m := riotMatch()
		t := ticketNo()
		b.T(l.banned, ". Ticket #").K(t).T(", match ").K(m).T(". Riot ID ").K(gamerNick()+"#"+pick([]string{"EUW", "BR1", "TR1", "KR1", "NA1", "0001", "VN2"})).T(". ", l.emailWord, ": ").P("email", email(l.code))
	}},
	{"trade_post_pipe", func(b *B) {
		l := anyLang()
		lvl := fmt.Sprint(30 + r.Intn(300))
		b.T(strings.ToUpper(l.sell), " ", pick(games), " lvl ").K(lvl).T(" | ", price(l.code), "\n", l.login, ": ").K(gamerNick()).T(" | ", l.pass, ": ").P("bearer", password()).T(" | ", l.emailWord, ": ").P("email", email(l.code)).T(" | ", l.emailWord, " ", l.pass, ": ").P("bearer", password()).T("\n", l.contact, " ").P("phone", phoneLang(l.code, true))
	}},
	{"trade_post_colon_lines", func(b *B) {
		b.T("✅ Full access account — ", pick(games), ", 47 skins, no bans\nLogin: ").K(gamerNick()).T("\nPassword: ").P("bearer", password()).T("\nMail: ").P("email", email(pick([]string{"en", "ru", "pl"}))).T("\nMail pass: ").P("bearer", password()).T("\nRecovery codes: sent after payment\nPrice ").T(price("en")).T(" crypto only")
	}},
	{"combo_list", func(b *B) {
		l := anyLang()
		b.T(l.sell, " x3 (", pick(games), ") — email:pass\n")
		for i := 0; i < 3; i++ {
			b.P("email", email(pick([]string{l.code, "en", "ru"}))).T(":").P("bearer", password()).T("\n")
		}
		b.T("replace warranty 24h")
	}},
	{"trade_inline_pt", func(b *B) {
		b.T("vendo conta ", pick(games), " com 3 skins raras, ").T(price("pt")).T(". login ").K(gamerNick()).T(" senha ").P("bearer", password()).T(" so passo depois do pix. chama no zap ").P("phone", phone("BR", false)).T(" ou ").P("email", email("pt"))
	}},
	{"trade_ru_telegram", func(b *B) {
		b.T("Продаю аккаунт ", pick([]string{"Standoff 2", "Tanki Online", "Warface", "PUBG Mobile"}), ", ").T(price("ru")).T(". Логин: ").K(gamerNick()).T(" Пароль: ").P("bearer", password()).T("\nПочта в комплекте: ").P("email", email("ru")).T("\nЗвонить ").P("phone", phone("RU", chance(0.5))).T(" после 18:00")
	}},
	{"discord_bot_env", func(b *B) {
		cid := snowflake()
		gid := snowflake()
		user := pick([]string{"botuser", "levels", "admin", "ticketbot"})
		b.T("# .env for my ", pick([]string{"music", "ticket", "leveling", "moderation"}), " bot, why does it crash?\nDISCORD_TOKEN=").P("bearer", discordBotToken()).T("\nCLIENT_ID=").K(cid).T("\nGUILD_ID=").K(gid).T("\nMONGO_URI=mongodb+srv://", user, ":").P("bearer", urlPassword()).T("@cluster0.").T(rs(5, lalnum)).T(".mongodb.net/").K("discordbot").T("?retryWrites=true&w=majority\nPREFIX=!")
	}},
	{"discord_config_json", func(b *B) {
		b.T("config.json:\n{\n  \"token\": \"").P("bearer", discordBotToken()).T("\",\n  \"prefix\": \"?\",\n  \"ownerId\": \"").K(snowflake()).T("\",\n  \"logChannel\": \"").K(snowflake()).T("\",\n  \"embedColor\": \"#5865F2\"\n}\nbot goes online then instantly disconnects with code 4014")
	}},
	{"discord_py_code", func(b *B) {
		b.T("tried everything, still `discord.errors.LoginFailure`\n```py\nintents = discord.Intents.default()\nintents.message_content = True\nclient = commands.Bot(command_prefix='!', intents=intents)\n...\nclient.run('").P("bearer", discordBotToken()).T("')\n```")
	}},
	{"discord_webhook", func(b *B) {
		id := snowflake()
		b.T(pick([]string{"Webhook for the match results channel: ", "pls check why my webhook returns 401: ", "Giveaway notifier uses "})).T("https://discord.com/api/webhooks/").K(id).T("/").P("bearer", discordWebhookToken()).T(pick([]string{" thx", "\nposting every 5 min", " (server ID " + snowflake() + ")"}))
	}},
	{"telegram_bot", func(b *B) {
		chat := "-100" + nd(10)
		tok := telegramBotToken()
		if chance(0.5) {
			b.T("curl \"https://api.telegram.org/bot").P("bearer", tok).T("/sendMessage?chat_id=").K(chat).T("&text=Server%20restarted\"")
		} else {
			b.T("Бот для клана не отвечает. BOT_TOKEN = \"").P("bearer", tok).T("\"\nADMIN_CHAT = ").K(chat).T("\nЧто не так?")
		}
	}},
	{"twitch_irc", func(b *B) {
		bot := strings.ToLower(gamerNick())
		b.T("chatbot config.ini\n[twitch]\nPASS oauth:").P("bearer", twitchToken()).T("\nNICK ").K(bot).T("\nJOIN #").K(strings.ToLower(gamerNick())).T("\nclient_secret = ").P("bearer", twitchToken()).T("\n")
	}},
	{"twitch_env", func(b *B) {
		cid := twitchToken()
		b.T("TWITCH_CLIENT_ID=").K(cid).T("\nTWITCH_CLIENT_SECRET=").P("bearer", twitchToken()).T("\nTWITCH_ACCESS_TOKEN=").P("bearer", twitchToken()).T("\nTWITCH_REFRESH_TOKEN=").P("bearer", rsWithDigit(50, lalnum)).T("\nBROADCASTER_ID=").K(nd1("123456789", 9)).T("\n# EventSub says 403, scopes: channel:read:redemptions")
	}},
	{"steam_api_url", func(b *B) {
		s := steam64()
		b.T("why is GetPlayerSummaries empty? https://api.steampowered.com/ISteamUser/GetPlayerSummaries/v2/?key=").P("bearer", steamAPIKey()).T("&steamids=").K(s).T(" returns {\"response\":{\"players\":[]}}")
	}},
	{"steam_api_env", func(b *B) {
		b.T("STEAM_WEB_API_KEY: \"").P("bearer", steamAPIKey()).T("\"\nsteam_id_admin: \"").K(steam64()).T("\"\n# inventory sync runs every ").K("300").T("s")
	}},
	{"riot_header", func(b *B) {
		m := riotMatch()
		b.T("curl -s -H \"X-Riot-Token: ").P("bearer", riotKey()).T("\" https://europe.api.riotgames.com/lol/match/v5/matches/").K(m).T(" | jq '.info.gameDuration'\n→ 429 after ").K("20").T(" requests")
	}},
	{"riot_env_dev", func(b *B) {
		b.T("our scrim tracker .env:\nRIOT_API_KEY=").P("bearer", riotKey()).T("\nREGION=").K("euw1").T("\nPUUID_CAPTAIN=").K(rs(78, b64u)).T("\nkey expires every 24h ugh")
	}},
	{"cs2_server_cfg", func(b *B) {
		ip := ipv4() + ":27015"
		b.T("// server.cfg ").K(ip).T("\nhostname \"", pick(teamNames), " scrims\"\nrcon_password \"").P("bearer", password()).T("\"\nsv_password \"").P("bearer", password()).T("\"\nsv_setsteamaccount ").P("bearer", gslt()).T("\ntv_enable 1\ntickrate 128\nmp_maxrounds 24")
	}},
	{"minecraft_properties", func(b *B) {
		b.T("server.properties (paper ").K("1.20.4").T(")\nserver-port=25565\nenable-rcon=true\nrcon.port=25575\nrcon.password=").P("bearer", password()).T("\nlevel-seed=").K("-" + nd1("123456789", 18)).T("\nmax-players=60\nwhite-list=true")
	}},
	{"rust_start_cmd", func(b *B) {
		b.T("RustDedicated.exe -batchmode +server.port 28015 +server.maxplayers 150 +server.seed ").K(nd1("123456789", 8)).T(" +rcon.port 28016 +rcon.password \"").P("bearer", password()).T("\" +rcon.web 1\nwebrcon won't connect from ").K(ipv4()).T(" any idea?")
	}},
	{"fivem_cfg", func(b *B) {
		b.T("server.cfg (ESX)\nsv_licenseKey \"").P("bearer", fivemKey()).T("\"\nset mysql_connection_string \"mysql://root:").P("bearer", urlPassword()).T("@localhost/").K("es_extended").T("?charset=utf8mb4\"\nsv_maxclients 48\nsets tags \"roleplay, pt-br\"")
	}},
	{"ark_palworld_ini", func(b *B) {
		if chance(0.5) {
			b.T("[ServerSettings]\nServerAdminPassword=").P("bearer", password()).T("\nServerPassword=").P("bearer", password()).T("\nDifficultyOffset=1.0\nMaxPlayers=").K("70")
		} else {
			b.T("PalWorldSettings.ini\nOptionSettings=(Difficulty=None,AdminPassword=\"").P("bearer", password()).T("\",ServerPassword=\"").P("bearer", password()).T("\",PublicPort=8211,RCONEnabled=True,RCONPort=25575)")
		}
	}},
	{"valheim_args", func(b *B) {
		b.T("start_headless_server.bat\nvalheim_server -nographics -batchmode -name \"").T(pick(teamNames)).T("\" -port 2456 -world \"Dedicated\" -password \"").P("bearer", password()).T("\" -crossplay\nfriends on xbox can't join, steam ones can")
	}},
	{"pterodactyl_api", func(b *B) {
		sid := rs(8, hexl)
		b.T("curl \"https://panel.").T(pick([]string{"nodecraft.gg", "myhost.net", "blazehost.io"})).T("/api/client/servers/").K(sid).T("/power\" -H \"Authorization: Bearer ").P("bearer", pteroKey(chance(0.3))).T("\" -H \"Content-Type: application/json\" -d '{\"signal\":\"restart\"}'")
	}},
	{"db_url_chat", func(b *B) {
		l := pick([]L{lang("en"), lang("pt"), lang("es"), lang("ru"), lang("tr")})
		scheme := pick([]string{"postgres", "mysql", "mongodb", "redis"})
		user := pick([]string{"botuser", "gs_admin", "levels", "economy", "root"})
		host := pick([]string{"db.", "sql.", "cache."}) + pick([]string{"myguild.xyz", "rpserver.com.br", "clanbot.net"})
		pw := urlPassword()
		var pre string
		switch l.code {
		case "pt":
			pre = "a conexão do banco do bot ta dando timeout: "
		case "es":
			pre = "la base de datos del bot no conecta: "
		case "ru":
			pre = "бот не видит базу: "
		case "tr":
			pre = "botun veritabanı bağlanmıyor: "
		default:
			pre = "bot can't reach the db: "
		}
		b.T(pre, scheme, "://")
		if scheme == "redis" {
			b.T(":")
		} else {
			b.T(user, ":")
		}
		b.P("bearer", pw).T("@", host, ":").K(map[string]string{"postgres": "5432", "mysql": "3306", "mongodb": "27017", "redis": "6379"}[scheme]).T("/0")
	}},
	{"streamer_payout_form", func(b *B) {
		fn, ln := strings.Title(pick(firstNames["en"])), strings.Title(pick(lastNames["en"]))
		s := ssn()
		if chance(0.2) {
			s = ssnSpaced()
		}
		b.T("Creator payout onboarding\nLegal name: ", fn, " ", ln, "\nChannel: twitch.tv/").K(strings.ToLower(gamerNick())).T("\nTax classification: Individual\nSSN: ").P("ssn", s).T("\nPayPal: ").P("email", email("en")).T("\nPhone: ").P("phone", phoneLang("en", false)).T("\nPayout threshold: ").K("$100.00")
	}},
	{"esports_contract_tax", func(b *B) {
		it := itin()
		routing := pick([]string{"021000021", "011401533", "091000019", "122105155"})
		b.T("Hi, for the prize money transfer (").K("$2,500.00").T(") finance needs: player ").K(gamerNick()).T(" is not a US citizen, ITIN ").P("ssn", it).T(", bank routing ").K(routing).T(". Captain SSN ").P("ssn", ssn()).T(" for the W-9. Send the 1099 to ").P("email", email("en"))
	}},
	{"prize_claim_1099", func(b *B) {
		b.T("PRIZE CLAIM FORM — ", pick(teamNames), " Invitational\nWinner: ").K(gamerNick()).T("  Placement: 1st  Amount: ").K("$5,000").T("\nSocial Security #: ").P("ssn", ssnBare()).T("\nEmail: ").P("email", email("en")).T("\nDaytime phone: ").P("phone", phoneLang("en", false)).T("\nDate of birth: 03/14/2001\nSignature: ________")
	}},
	{"sponsor_signature", func(b *B) {
		l := pick([]L{lang("en"), lang("de"), lang("fr"), lang("es"), lang("pt"), lang("pl"), lang("tr")})
		dom := pick(sponsorOrgs)
		b.T(pick([]string{"Looking forward to the activation at the LAN.", "Attached is the updated deliverables sheet.", "Let me know if the jersey logo placement works."}), "\n\nBest,\n", strings.Title(pick(firstNames[l.code])), " ", strings.Title(pick(lastNames[l.code])), "\nPartnerships Manager, ", strings.Split(dom, ".")[0], "\n").P("email", personEmailAt(l.code, dom)).T("\nM: ").P("phone", phoneLang(l.code, true)).T(" | Discord: ").K(strings.ToLower(gamerNick()))
	}},
	{"sponsor_contacts_multi", func(b *B) {
		b.T("Contacts for the ", pick(teamNames), " x ", strings.Split(pick(sponsorOrgs), ".")[0], " deal:\n")
		for i := 0; i < 3; i++ {
			l := pick(langs)
			b.T("- ", strings.Title(pick(firstNames[l.code])), " (", pick([]string{"legal", "brand", "finance", "creative"}), "): ").P("email", email(l.code)).T(", ").P("phone", phoneLang(l.code, true)).T("\n")
		}
		b.T("Contract ref ").K("SP-2024-" + nd(4))
	}},
	{"parental_consent_en", func(b *B) {
		child := gamerNick()
		b.T("Dear Support,\nI am the parent of the account holder ").K(child).T(" (age 12). I did not authorize these purchases of V-Bucks. Please refund and enable parental controls. The card used was mine: ").P("credit_card", card("visa", "mastercard", "amex", "discover")).T(".\nYou can reach me at ").P("email", email("en")).T(" or ").P("phone", phoneLang("en", false)).T(".\nEpic account ID: ").K(epicID())
	}},
	{"parental_consent_ssn", func(b *B) {
		b.T("Age verification for ", pick(games), " (under-13 account). Parent: ").P("email", email("en")).T(". You asked for ID — my SSN is ").P("ssn", ssn()).T(" and the last four of my card are ").K(nd(4)).T(". Kid's username ").K(gamerNick())
	}},
	{"parental_fr_de", func(b *B) {
		if chance(0.5) {
			b.T("Bonjour, je suis la mère de ").K(gamerNick()).T(" (13 ans). Il a acheté des gemmes pour ").K(price("fr")).T(" sans mon accord. Mon e-mail : ").P("email", email("fr")).T(", tél : ").P("phone", phone("FR", false)).T(". Merci d'activer le contrôle parental.")
		} else {
			b.T("Guten Tag, mein Sohn (11) hat mit meinem Handy In-App-Käufe über ").K(price("de")).T(" gemacht. Spieler-ID ").K(freeFireID()).T(". Bitte erstatten. Erreichbar unter ").P("phone", phone("DE", chance(0.5))).T(" oder ").P("email", email("de")).T(".")
		}
	}},
	{"kr_parental_consent", func(b *B) {
		b.T("법정대리인 동의서\n자녀 아이디: ").K(gamerNick()).T("\n보호자 연락처: ").P("phone", phone("KR", false)).T("\n보호자 이메일: ").P("email", email("ko")).T("\n월 결제 한도: ").K("₩70,000")
	}},
	{"topup_carrier_id", func(b *B) {
		gid := mlbbID()
		b.T("Min mau top up ").K("344").T(" diamond ML, ID ").K(gid).T(", bayar pakai pulsa nomor ").P("phone", phone("ID", false)).T(". Kok belum masuk ya? sudah 2 jam")
	}},
	{"topup_th_vi", func(b *B) {
		if chance(0.5) {
			b.T("เติมเพชร Free Fire ").K("520").T(" เพชร ไอดี ").K(freeFireID()).T(" ยังไม่เข้าเลยครับ โทร ").P("phone", phone("TH", false)).T(" หรือไลน์ ").K("@" + strings.ToLower(gamerNick()))
		} else {
			b.T("Mình nạp ").K("500.000đ").T(" vào Liên Quân, ID ").K(nd1("123456789", 9)).T(" mà chưa nhận quân huy. Zalo ").P("phone", phone("VN", false)).T(", email ").P("email", email("vi"))
		}
	}},
	{"topup_card_receipt", func(b *B) {
		l := anyLang()
		b.T(l.topup, " ", pick(games), " — ", price(l.code), "\n", l.playerID, ": ").K(freeFireID()).T("\n", l.paidWith, " ").P("credit_card", card()).T(" ").T(expiry()).T("\n", l.order, " ").K(orderID()).T("\n", pick([]string{"?", "??", "!!", "..."}))
	}},
	{"giftcard_purchase", func(b *B) {
		b.T("Bought a $50 Steam gift card on your store, serial ").K(giftSerial()).T(", code shows ").K(maskedCode()).T(" and says already redeemed. Paid with ").P("credit_card", card("visa", "mastercard", "discover")).T(". Receipt sent to ").P("email", email("en"))
	}},
	{"stripe_tournament_env", func(b *B) {
		b.T("tournament signup site .env\nSTRIPE_PUBLISHABLE_KEY=").K(stripePub()).T("\nSTRIPE_SECRET_KEY=").P("bearer", stripeSecret()).T("\nENTRY_FEE_CENTS=").K("1500").T("\nADMIN_EMAIL=").P("email", email("en"))
	}},
	{"github_token_leak", func(b *B) {
		l := pick([]L{lang("en"), lang("pt"), lang("ru"), lang("pl"), lang("de")})
		msg := map[string]string{"en": "oops pasted my token in #dev-chat, is it bad? ", "pt": "colei meu token sem querer: ", "ru": "случайно скинул токен: ", "pl": "wkleiłem przez przypadek token: ", "de": "hab aus Versehen meinen Token gepostet: "}[l.code]
		b.T(msg).P("bearer", ghp()).T(" (repo ").K(strings.ToLower(gamerNick()) + "/guild-bot").T(", commit ").K(shortHash()).T(")")
	}},
	{"slack_team_bot", func(b *B) {
		b.T("scrim scheduler for the team slack:\nSLACK_BOT_TOKEN=").P("bearer", slackBot()).T("\nSLACK_CHANNEL=").K("C0" + rs(9, upper+digs)).T("\nSCRIM_TZ=Europe/Berlin")
	}},
	{"jwt_steam_cookie", func(b *B) {
		s := steam64()
		j := jwt("r:"+rs(8, hexu), `,"aud":["web","store"],"per":1`)
		b.T("Cookie: steamLoginSecure=").K(s).T("%7C%7C").P("jwt", j).T("; steamCountry=").K("BR%7C" + rs(32, hexl)).T("\nmy trade bot keeps getting logged out")
	}},
	{"jwt_epic_eg1", func(b *B) {
		j := jwt("https://api.epicgames.dev/epic/oauth/v1", `,"app":"fortnite","t":"s"`)
		b.T("access_token: eg1~").P("jwt", j).T("\naccount_id: ").K(epicID()).T("\nexpires_at: ").K(isoTime())
	}},
	{"jwt_streamelements", func(b *B) {
		b.T(pick([]string{"StreamElements JWT Token for the overlay: ", "Streamlabs socket token: ", "se jwt: "})).P("jwt", jwt("streamelements", `,"channel":"`+rs(24, hexl)+`","role":"owner"`)).T(pick([]string{"\nalerts stopped working after the update", " — widget shows 'unauthorized'"}))
	}},
	{"jwt_auth_header", func(b *B) {
		b.T("GET /v1/inventory HTTP/1.1\nHost: api.").T(pick([]string{"playfabapi.com", "mygame-backend.io", "gacha-srv.net"})).T("\nAuthorization: Bearer ").P("jwt", jwt("auth.mygame-backend.io", `,"scope":"inventory"`)).T("\nX-Client-Version: ").K(version()).T("\n\n→ 401 token_expired")
	}},
	{"roblox_cookie", func(b *B) {
		b.T("someone sent me a 'free robux' script that asks for this, is it safe?? .ROBLOSECURITY=_|WARNING:-DO-NOT-SHARE-THIS.--Sharing-this-will-allow-someone-to-log-in-as-you-and-to-steal-your-ROBUX-and-items.|_").P("bearer", robloSecurity()).T("\nuser id ").K(robloxID())
	}},
	{"session_cookie_header", func(b *B) {
		b.T("request from the marketplace scraper:\nGET /market/listings/730 HTTP/2\nCookie: sessionid=").P("bearer", rs(24, hexl)).T("; timezoneOffset=").K("10800,0").T("\nUser-Agent: Mozilla/5.0")
	}},
	{"discord_chat_export", func(b *B) {
		l := anyLang()
		b.T("[", dateDMY(), " 21:14] ").K(gamerNick()).T(": ", l.contact, " ").P("phone", phoneLang(l.code, true)).T("\n[", dateDMY(), " 21:15] ").K(gamerNick()).T(": ok\n[", dateDMY(), " 21:16] ").K(gamerNick()).T(": ", l.emailWord, " ").P("email", email(l.code))
	}},
	{"telegram_ru_phone", func(b *B) {
		b.T("Набор в клан ", pick([]string{"Standoff 2", "PUBG", "WoT Blitz"}), ", от ").K("18").T(" лет. Пишите в телегу или звоните ").P("phone", phone("RU", false)).T(", вопросы на ").P("email", email("ru"))
	}},
	{"whatsapp_br_group", func(b *B) {
		n := phone("BR", false)
		b.T("galera, campeonato de ", pick([]string{"Free Fire", "Valorant", "CS2"}), " dia ").K("15/06").T(" inscrição ").K("R$ 20,00").T(" por time. chama no zap ").P("phone", n).T(" ou entra no grupo")
	}},
	{"wa_me_link", func(b *B) {
		d := "55" + pick([]string{"11", "21", "31", "81"}) + "9" + nd1("6789", 1) + nd(7)
		if chance(0.4) {
			d = "62" + "8" + pick([]string{"12", "13", "57", "77"}) + nd(8)
		}
		b.T("jasa joki rank / boosting ", pick([]string{"Mythic", "Immortal", "Global Elite"}), " ").T(price("id")).T(", order via https://wa.me/").P("phone", d).T("?text=joki")
	}},
	{"kr_trade_post", func(b *B) {
		b.T("[판매] ", pick([]string{"리니지W", "메이플스토리", "로스트아크", "발로란트"}), " 계정 판매합니다 ").K("₩350,000").T("\n아이디 ").K(gamerNick()).T(" / 비밀번호 ").P("bearer", password()).T(" (거래 후 변경)\n연락처 ").P("phone", phone("KR", chance(0.3))).T(" 카톡 ID ").K(strings.ToLower(gamerNick()))
	}},
	{"jp_support_mail", func(b *B) {
		ph := phone("JP", false)
		if chance(0.3) {
			ph = toDigits(ph, fullWidth)
		}
		b.T("お世話になっております。", pick([]string{"原神", "モンスト", "パズドラ", "ウマ娘"}), "のアカウント引き継ぎについて問い合わせます。\nユーザーID：").K(nd1("123456789", 9)).T("\nメールアドレス：").P("email", email("ja")).T("\n電話番号：").P("phone", ph).T("\nよろしくお願いします。")
	}},
	{"cn_trade_post", func(b *B) {
		b.T("出售", pick([]string{"王者荣耀", "原神", "和平精英", "英雄联盟"}), "账号，").K("¥1288").T("，账号：").K(gamerNick()).T(" 密码：").P("bearer", password()).T("\n联系手机：").P("phone", phone("CN", chance(0.3))).T("  QQ群：").K(nd1("123456789", 9))
	}},
	{"vi_shop_acc", func(b *B) {
		b.T("Bán acc ", pick([]string{"Liên Quân", "Free Fire", "Genshin"}), " full tướng, giá ").K(price("vi")).T(". Tài khoản: ").K(gamerNick()).T(" mật khẩu: ").P("bearer", password()).T(". Liên hệ Zalo: ").P("phone", phone("VN", chance(0.4)))
	}},
	{"th_line_shop", func(b *B) {
		b.T("ขายไอดี ", pick([]string{"ROV", "Free Fire", "PUBG"}), " ราคา ").K(price("th")).T(" อีเมล ").P("email", email("th")).T(" รหัสผ่าน ").P("bearer", password()).T(" สนใจโทร ").P("phone", phone("TH", false))
	}},
	{"ar_store_support", func(b *B) {
		ph := phoneLang("ar", true)
		if chance(0.4) {
			ph = toDigits(ph, arabicIndic)
		}
		b.T("مرحباً، اشتريت شدات ببجي بقيمة ").K(price("ar")).T(" ولم تصل. رقم الطلب ").K(orderID()).T(". بريدي ").P("email", email("ar")).T(" وجوالي ").P("phone", ph)
	}},
	{"tr_chargeback", func(b *B) {
		b.T("Merhaba, ", pick([]string{"Valorant VP", "PUBG UC", "LoL RP"}), " için kartımdan iki kez çekim yapıldı (").K(price("tr")).T("). Kart: ").P("credit_card", card("troy", "visa", "mastercard")).T(". Telefon: ").P("phone", phone("TR", false)).T(". Sipariş no: ").K(orderID())
	}},
	{"pl_support", func(b *B) {
		b.T("Dzień dobry, nie dostałem klucza do gry po zakupie (").K(price("pl")).T("). Zamówienie ").K(orderID()).T(". Kontakt: ").P("email", email("pl")).T(", tel. ").P("phone", phone("PL", false))
	}},
	{"de_impressum", func(b *B) {
		b.T("Impressum\n", pick(teamNames), " e.V.\nVertreten durch: Vorstand\nTelefon: ").P("phone", phone("DE", false)).T("\nE-Mail: ").P("email", orgEmail(strings.ToLower(strings.ReplaceAll(pick(teamNames), " ", ""))+".de")).T("\nRegistergericht: Amtsgericht Köln, ").K("VR " + nd1("123456789", 5)).T("\nUSt-IdNr.: ").K("DE" + nd(9))
	}},
	{"csv_tournament_signups", func(b *B) {
		b.T("team,captain,email,phone,discord_id,steam64\n")
		for i := 0; i < 3; i++ {
			l := pick(langs)
			b.T(pick(teamNames), ",").K(gamerNick()).T(",").P("email", email(l.code)).T(",").P("phone", phoneLang(l.code, true)).T(",").K(snowflake()).T(",").K(steam64()).T("\n")
		}
	}},
	{"json_user_export", func(b *B) {
		l := anyLang()
		b.T("{\"user_id\": ").K(nd1("123456789", 9)).T(", \"username\": \"").K(gamerNick()).T("\", \"email\": \"").P("email", email(l.code)).T("\", \"phone\": \"").P("phone", phoneLang(l.code, true)).T("\", \"card_last4\": \"").K(nd(4)).T("\", \"created_at\": \"").K(isoTime()).T("\", \"locale\": \"", l.code, "\"}")
	}},
	{"sql_players_insert", func(b *B) {
		b.T("INSERT INTO players (id, nickname, email, phone, vip_until) VALUES\n")
		for i := 0; i < 2; i++ {
			l := pick(langs)
			b.T("(").K(nd1("123456789", 6)).T(", '").K(gamerNick()).T("', '").P("email", email(l.code)).T("', '").P("phone", phoneLang(l.code, true)).T("', '").K(dateISO()).T("')")
			if i == 0 {
				b.T(",\n")
			}
		}
		b.T(";")
	}},
	{"auth_log_line", func(b *B) {
		b.T(isoTime(), " INFO auth: login ok uid=").K(nd1("123456789", 8)).T(" email=").P("email", email(pick([]string{"en", "pt", "ru", "tr"}))).T(" ip=").K(ipv4()).T(" client=").K(version()).T("\n", isoTime(), " WARN auth: 2fa sms sent to ").P("phone", phoneLang(pick([]string{"en", "pt", "ru", "tr", "id"}), true))
	}},
	{"payment_gateway_log", func(b *B) {
		b.T("[payment] ").K(isoTime()).T(" charge failed: {\"card_number\":\"").P("credit_card", cardDigits(pick(issuers))).T("\",\"amount\":").K(fmt.Sprint(499 + r.Intn(10000))).T(",\"currency\":\"BRL\",\"order\":\"").K(orderID()).T("\",\"error\":\"do_not_honor\"}")
	}},
	{"bot_config_yaml_multi", func(b *B) {
		b.T("# config.yml — AI companion bot\ndiscord:\n  token: \"").P("bearer", discordBotToken()).T("\"\n  guild: ").K(snowflake()).T("\nopenai:\n  api_key: \"").P("bearer", openaiKey()).T("\"\n  model: gpt-4o-mini\nyoutube:\n  api_key: \"").P("bearer", googleKey()).T("\"\ndatabase:\n  password: \"").P("bearer", password()).T("\"\n  port: 5432")
	}},
	{"aws_replay_storage", func(b *B) {
		b.T("replay uploader to S3:\n[default]\naws_access_key_id = ").K(awsKeyID()).T("\naws_secret_access_key = ").P("bearer", awsSecret()).T("\nregion = ").K("eu-central-1").T("\nbucket demos-").K(nd(4))
	}},
	{"mailer_keys", func(b *B) {
		if chance(0.5) {
			b.T("tournament reminder emails via SendGrid: SENDGRID_API_KEY=").P("bearer", sendgrid()).T(" FROM=").P("email", orgEmail(pick([]string{"esl-cup.gg", "ligagamer.com.br", "turnuva.com.tr"})))
		} else {
			b.T("MAILGUN_API_KEY=").P("bearer", mailgunKey()).T("\nMAILGUN_DOMAIN=").K("mg.clanwars.net").T("\nREPLY_TO=").P("email", email("en"))
		}
	}},
	{"faceit_battlenet", func(b *B) {
		b.T("FACEIT_API_KEY=").P("bearer", uuid()).T("\nBNET_CLIENT_ID=").K(rs(32, hexl)).T("\nBNET_CLIENT_SECRET=").P("bearer", battlenetSecret()).T("\nHUB_ID=").K(uuid())
	}},
	{"spelled_email", func(b *B) {
		l := pick([]L{lang("en"), lang("pt"), lang("es"), lang("id")})
		fn, ln := pick(firstNames[l.code]), pick(lastNames[l.code])
		dom := pick([]string{"gmail", "hotmail", "yahoo", "outlook"})
		var v string
		switch r.Intn(3) {
		case 0:
			v = fn + ln + "(at)" + dom + ".com"
		case 1:
			v = fn + "." + ln + " [at] " + dom + " [dot] com"
		default:
			v = fn + "_" + ln + "[@]" + dom + ".com"
		}
		b.T("(bots delete emails here lol) ", l.contact, ": ").P("email", v).T(" — ", l.sell, " ", pick(games))
	}},
	{"multi_card_family", func(b *B) {
		b.T("Family plan billing: I have two cards on the account, ").P("credit_card", card("visa", "mastercard")).T(" (mine) and ").P("credit_card", card("amex", "discover", "jcb")).T(" (my husband's). Remove the second one please. Account: ").P("email", email("en"))
	}},
	{"refund_es_mx", func(b *B) {
		b.T("Hola, compré un pase de batalla dos veces (").K(price("es")).T("). Pedido ").K(orderID()).T(". Tarjeta ").P("credit_card", card("visa", "mastercard", "amex")).T(". WhatsApp ").P("phone", phone(pick([]string{"MX", "ES", "AR"}), true)).T(". ¡Gracias!")
	}},
	{"unionpay_jcb_asia", func(b *B) {
		if chance(0.5) {
			b.T("充值失败但银行卡被扣款了，卡号 ").P("credit_card", card("unionpay")).T("，订单号 ").K(orderID()).T("，手机 ").P("phone", phone("CN", false))
		} else {
			b.T("JCBカード ").P("credit_card", card("jcb")).T(" で課金したのに石が反映されません。注文番号 ").K(orderID()).T(" 連絡先 ").P("email", email("ja"))
		}
	}},
	{"mir_elo_local_cards", func(b *B) {
		if chance(0.5) {
			b.T("Оплатил Steam картой Мир ").P("credit_card", card("mir")).T(", деньги ушли, баланс ").K("0 ₽").T(". Заказ ").K(orderID())
		} else {
			b.T("paguei a recarga com cartão Elo ").P("credit_card", card("elo", "hipercard")).T(" e nao caiu, ID ").K(freeFireID()).T(", email ").P("email", email("pt"))
		}
	}},
	{"google_play_keys", func(b *B) {
		b.T("Firebase config for the launcher (pls help, Crashlytics not receiving):\napiKey: \"").P("bearer", googleKey()).T("\",\nprojectId: \"").K("arena-" + rs(6, lalnum)).T("\",\nappId: \"").K("1:" + nd(12) + ":android:" + rs(16, hexl)).T("\"")
	}},
}

var _ = strings.Title
