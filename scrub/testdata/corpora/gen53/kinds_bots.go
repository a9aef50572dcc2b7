package main

import (
	"fmt"
	"strings"
)

func dsnPass() string { return rs(alnum, rn(14, 28)) }

func envPlaceholder(name string) string {
	return pick("", "your-token-here", "<"+strings.ToLower(name)+">", "${"+name+"}", "changeme", "REPLACE_ME", "xxxxxxxxxxxxxxxxxxxxxxxx", "TODO", "\"\"")
}

func init() {
	reg("discord_bot_env", true, true, func(b *B) string {
		var lines []string
		lines = append(lines, pick("# .env", "# .env.production", "# config for modbot", "# DO NOT COMMIT", ""))
		if b.clean {
			lines = append(lines, "DISCORD_TOKEN="+envPlaceholder("DISCORD_TOKEN"))
		} else {
			lines = append(lines, pick("DISCORD_TOKEN=", "BOT_TOKEN=", "TOKEN=", "DISCORD_BOT_TOKEN=")+b.P("bearer", discordBotToken()))
		}
		lines = append(lines, "CLIENT_ID="+b.K(snowflake()), "GUILD_ID="+b.K(snowflake()))
		if chance(.5) {
			lines = append(lines, "PUBLIC_KEY="+b.K(rs(hexd, 64)))
		}
		if chance(.5) {
			lines = append(lines, "MOD_LOG_CHANNEL_ID="+b.K(snowflake()), "EMBED_COLOR="+b.K(hexColor()))
		}
		if chance(.5) {
			if b.clean {
				lines = append(lines, "DATABASE_URL=postgres://modbot:${POSTGRES_PASSWORD}@db:5432/modbot")
			} else {
				lines = append(lines, "DATABASE_URL=postgres://modbot:"+b.P("bearer", dsnPass())+"@db:5432/modbot")
			}
		}
		if chance(.4) {
			if b.clean {
				lines = append(lines, "OPENAI_API_KEY="+envPlaceholder("OPENAI_API_KEY"))
			} else {
				if chance(.5) {
					lines = append(lines, "OPENAI_API_KEY="+b.P("bearer", openAI()))
				} else {
					lines = append(lines, "ANTHROPIC_API_KEY="+b.P("bearer", anthropic()))
				}
			}
		}
		lines = append(lines, "LOG_LEVEL="+pick("info", "debug", "warn"), "SHARD_COUNT="+fmt.Sprint(pick(1, 2, 4, 8)))
		out := strings.TrimLeft(join(lines...), "\n")
		if chance(.4) {
			out = pick("my bot keeps going offline, here's my env:\n", "is this setup right?\n", "Railway deploy fails with 'An invalid token was provided', env below\n", "o bot não liga, segue o .env:\n") + "```\n" + out + "\n```"
		}
		return out
	})

	reg("telegram_bot_code", true, true, func(b *B) string {
		chat := b.K(tgChatID())
		var tok string
		if b.clean {
			tok = pick(`os.getenv("BOT_TOKEN")`, `os.environ["TELEGRAM_TOKEN"]`, `config.TOKEN`, `"<YOUR_BOT_TOKEN>"`)
		} else {
			tok = `"` + b.P("bearer", telegramToken()) + `"`
		}
		switch rn(0, 3) {
		case 0:
			return fmt.Sprintf("from telegram.ext import ApplicationBuilder, CommandHandler\n\napp = ApplicationBuilder().token(%s).build()\nMOD_CHAT_ID = %s\n\nasync def report(update, ctx):\n    await ctx.bot.forward_message(MOD_CHAT_ID, update.effective_chat.id, update.message.message_id)\n\napp.add_handler(CommandHandler(\"report\", report))\napp.run_polling()", tok, chat)
		case 1:
			return fmt.Sprintf("import { Bot } from \"grammy\";\nconst bot = new Bot(%s);\nconst ADMIN_GROUP = %s;\nbot.command(\"ban\", (ctx) => ctx.banChatMember(ctx.message.reply_to_message.from.id));\nbot.start();", strings.ReplaceAll(strings.ReplaceAll(tok, "os.getenv(\"BOT_TOKEN\")", "process.env.BOT_TOKEN"), "os.environ[\"TELEGRAM_TOKEN\"]", "process.env.TELEGRAM_TOKEN"), chat)
		case 2:
			if b.clean {
				return fmt.Sprintf("curl -s \"https://api.telegram.org/bot$BOT_TOKEN/sendMessage\" \\\n  -d chat_id=%s \\\n  -d text=\"Daily report: %d new, %d closed\"", chat, rn(0, 90), rn(0, 90))
			}
			return fmt.Sprintf("curl -s \"https://api.telegram.org/bot%s/sendMessage\" \\\n  -d chat_id=%s \\\n  -d text=\"Daily report: %d new, %d closed\"", strings.Trim(tok, `"`), chat, rn(0, 90), rn(0, 90))
		}
		return fmt.Sprintf("# aiogram 3\nbot = Bot(token=%s, default=DefaultBotProperties(parse_mode=\"HTML\"))\nALLOWED = [%s, %s]\n# version %s", tok, chat, b.K(nz(9)), b.K(semver()))
	})

	reg("slack_app_config", true, true, func(b *B) string {
		ch := b.K(slackChan())
		var sb strings.Builder
		yaml := chance(.6)
		if b.clean {
			if yaml {
				fmt.Fprintf(&sb, "slack:\n  bot_token: ${SLACK_BOT_TOKEN}\n  app_token: ${SLACK_APP_TOKEN}\n  signing_secret: ${SLACK_SIGNING_SECRET}\n  alerts_channel: %s\n  escalation_user: %s\n  rate_limit_per_min: %d", ch, b.K(slackUserID()), rn(20, 120))
			} else {
				fmt.Fprintf(&sb, "{\n  \"slack\": {\n    \"botToken\": \"xoxb-your-token-here\",\n    \"channel\": \"%s\",\n    \"color\": \"%s\"\n  }\n}", ch, b.K(hexColor()))
			}
			return sb.String()
		}
		t, bb, s := slackHookParts()
		if yaml {
			fmt.Fprintf(&sb, "slack:\n  bot_token: %s\n", b.P("bearer", slackBot()))
			if chance(.5) {
				fmt.Fprintf(&sb, "  app_token: %s\n", b.P("bearer", slackApp()))
			}
			fmt.Fprintf(&sb, "  signing_secret: %s\n", b.P("bearer", hexSecret(32)))
			if chance(.6) {
				fmt.Fprintf(&sb, "  alerts_webhook: https://hooks.slack.com/services/%s/%s/%s\n", t, bb, b.P("bearer", s))
			}
			fmt.Fprintf(&sb, "  alerts_channel: %s", ch)
		} else {
			fmt.Fprintf(&sb, "{\n  \"webhook_url\": \"https://hooks.slack.com/services/%s/%s/%s\",\n  \"channel\": \"%s\",\n  \"username\": \"mod-alerts\",\n  \"icon_emoji\": \":rotating_light:\"\n}", t, bb, b.P("bearer", s), ch)
		}
		return sb.String()
	})

	reg("twitch_bot_config", true, true, func(b *B) string {
		L := anyLoc()
		bot := handle(L) + "_bot"
		chans := []string{handle(L), handle(L)}
		var pw string
		if b.clean {
			pw = pick("process.env.TWITCH_OAUTH", "'oauth:' + process.env.TOKEN", "'oauth:<token>'")
		} else {
			pw = "'oauth:" + twitchOAuth() + "'"
		}
		mode := rn(0, 2)
		if !b.clean && mode == 0 {
			b.P("bearer", strings.Trim(strings.TrimPrefix(pw, "'oauth:"), "'"))
		}
		switch mode {
		case 0:
			return fmt.Sprintf("const client = new tmi.Client({\n  options: { debug: %v },\n  identity: {\n    username: '%s',\n    password: %s\n  },\n  channels: [ '%s', '%s' ]\n});\nclient.connect();", chance(.5), bot, pw, chans[0], chans[1])
		case 1:
			if b.clean {
				mask := b.K(chans[1] + "!" + chans[1] + "@" + chans[1] + ".tmi.twitch.tv")
				return fmt.Sprintf("< PASS oauth:********\n< NICK %s\n< JOIN #%s\n> :tmi.twitch.tv 001 %s :Welcome, GLHF!\n> @badge-info=;color=%s;user-id=%s :%s PRIVMSG #%s :!uptime", bot, chans[0], bot, b.K(hexColor()), b.K(nz(9)), mask, chans[0])
			}
			return fmt.Sprintf("PASS oauth:%s\nNICK %s\nJOIN #%s\n:tmi.twitch.tv 001 %s :Welcome, GLHF!", b.P("bearer", twitchOAuth()), bot, chans[0], bot)
		}
		var sec string
		if b.clean {
			sec = "${TWITCH_CLIENT_SECRET}"
		} else {
			sec = b.P("bearer", rs(lalnum, 30))
		}
		return fmt.Sprintf("[twitch]\nbot_nick = %s\nchannel = %s\nbroadcaster_id = %s\nclient_secret = %s\nredirect_uri = http://localhost:%d/callback\ncommand_prefix = !", bot, chans[0], b.K(nz(9)), sec, pick(3000, 8080, 17563))
	})

	reg("youtube_api_config", true, true, func(b *B) string {
		ch := b.K(ytChannel())
		var key string
		if b.clean {
			key = pick(`os.environ["YOUTUBE_API_KEY"]`, `settings.YT_KEY`, `""`)
		} else {
			key = `"` + googleKey() + `"`
		}
		mode := rn(0, 2)
		if b.clean && mode == 2 {
			key = `"${YOUTUBE_API_KEY}"`
		}
		if !b.clean && mode != 1 {
			b.P("bearer", strings.Trim(key, `"`))
		}
		switch mode {
		case 0:
			return fmt.Sprintf("# settings.py\nYOUTUBE_API_KEY = %s\nCHANNEL_ID = \"%s\"\nUPLOADS_PLAYLIST = \"%s\"\nPOLL_SECONDS = %d", key, ch, b.K("UU"+ch[2:]), pick(60, 120, 300))
		case 1:
			if b.clean {
				return fmt.Sprintf("GET https://www.googleapis.com/youtube/v3/search?part=snippet&channelId=%s&order=date&maxResults=%d&key=$YT_KEY", ch, pick(5, 10, 25))
			}
			return fmt.Sprintf("GET https://www.googleapis.com/youtube/v3/search?part=snippet&channelId=%s&order=date&maxResults=%d&key=%s\n→ 403 quotaExceeded, why?", ch, pick(5, 10, 25), b.P("bearer", googleKey()))
		}
		return fmt.Sprintf("{\n  \"youtube\": { \"apiKey\": %s, \"channelId\": \"%s\", \"liveChatPollMs\": %d },\n  \"discord\": { \"announceChannel\": \"%s\" }\n}", key, ch, pick(2000, 5000), b.K(snowflake()))
	})

	reg("docker_compose_bot", true, true, func(b *B) string {
		ver := b.K(semver())
		var tok, pg, redis string
		if b.clean {
			tok, pg, redis = "${DISCORD_TOKEN}", "${POSTGRES_PASSWORD}", "redis://redis:6379/0"
		} else {
			tok = b.P("bearer", discordBotToken())
			pg = b.P("bearer", dsnPass())
			if chance(.5) {
				redis = "redis://:" + b.P("bearer", dsnPass()) + "@redis:6379/0"
			} else {
				redis = "redis://redis:6379/0"
			}
		}
		s := fmt.Sprintf("services:\n  bot:\n    image: ghcr.io/%s/modbot:%s\n    restart: unless-stopped\n    environment:\n      - DISCORD_TOKEN=%s\n      - REDIS_URL=%s\n      - GUILD_ID=%s\n    depends_on: [db, redis]\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: modbot\n      POSTGRES_PASSWORD: %s\n    volumes:\n      - pgdata:/var/lib/postgresql/data\n  redis:\n    image: redis:7-alpine\nvolumes:\n  pgdata: {}",
			pick("cozycorner", "pixelpals", "streamteam-eu", "brasilgamers"), ver, tok, redis, b.K(snowflake()), pg)
		if chance(.3) {
			s = pick("docker compose up fails: 'password authentication failed'. compose file:\n\n", "Here's the compose for the new mod bot, review pls\n\n") + s
		}
		return s
	})

	reg("secret_leak_report", true, true, func(b *B) string {
		L := anyLoc()
		sha := b.K(gitSHA(pick(7, 40)))
		repo := pick("cozycorner/modbot", "pixel-pals/discord-bot", "streamteam/overlay", "brasilgamers/bot-do-servidor", "kpopstan/notify")
		var sb strings.Builder
		fmt.Fprintf(&sb, "%s\n\n", pick("Security report: leaked credentials", "[URGENT] token leaked in public repo", "Bug bounty submission", "vazou o token do bot", "Token-Leak im öffentlichen Repo"))
		fmt.Fprintf(&sb, "Repo: %s, commit %s (%s)\n", b.K("github.com/"+repo), sha, b.K(randTime().Format("2006-01-02")))
		if b.clean {
			fmt.Fprintf(&sb, "Found a Discord bot token in config.json (already revoked by Discord's scanner, shown as %s). Rotated, history rewritten. Reporter: %s. Bounty ref %s.", "MTA…(truncated)", b.K("@"+handle(L)), b.K(caseID()))
			return sb.String()
		}
		sb.WriteString("Found:\n")
		for i := 0; i < rn(1, 3); i++ {
			switch rn(0, 6) {
			case 0:
				fmt.Fprintf(&sb, "- config.json: \"token\": \"%s\"\n", b.P("bearer", discordBotToken()))
			case 1:
				fmt.Fprintf(&sb, "- .env: GH_TOKEN=%s\n", b.P("bearer", pick(ghp(), ghFine())))
			case 2:
				fmt.Fprintf(&sb, "- deploy.sh: aws_secret_access_key=%s\n", b.P("bearer", awsSecret()))
			case 3:
				fmt.Fprintf(&sb, "- mailer.py: SENDGRID_API_KEY = '%s'\n", b.P("bearer", sendgrid()))
			case 4:
				fmt.Fprintf(&sb, "- newsletter.js: mailchimpKey: \"%s\"\n", b.P("bearer", mailchimp()))
			case 5:
				fmt.Fprintf(&sb, "- main.py: bot = telebot.TeleBot(\"%s\")\n", b.P("bearer", telegramToken()))
			default:
				fmt.Fprintf(&sb, "- settings.py: SECRET_KEY = \"%s\"\n", b.P("bearer", rs(alnum+"!@#%^&*(-_=+)", 50)))
			}
		}
		fmt.Fprintf(&sb, "Reporter contact: %s", b.P("email", emailFor(L)))
		return sb.String()
	})

	reg("curl_api_call", true, true, func(b *B) string {
		var cmd string
		switch rn(0, 7) {
		case 7:
			site := pick("blog.lunamakes.com", "shop.pixelpals.app", "news.brasilgamers.gg")
			user := pick("admin", "editor", "luna", "api-bot")
			if b.clean {
				cmd = fmt.Sprintf("curl -H \"Authorization: Basic $WP_APP_AUTH\" https://%s/wp-json/wp/v2/posts?per_page=%d", site, pick(5, 10, 20))
			} else {
				pw := strings.ToLower(rs(alnum, 4)) + " " + rs(alnum, 4) + " " + rs(alnum, 4) + " " + rs(alnum, 4) + " " + rs(alnum, 4) + " " + rs(alnum, 4)
				cmd = fmt.Sprintf("curl -H \"Authorization: Basic %s\" https://%s/wp-json/wp/v2/posts?per_page=%d", b.P("bearer", basicCred(user, pw)), site, pick(5, 10, 20))
			}
		case 0:
			g, u := b.K(snowflake()), b.K(snowflake())
			tok := "$DISCORD_TOKEN"
			if !b.clean {
				tok = b.P("bearer", discordBotToken())
			}
			cmd = fmt.Sprintf("curl -X PUT \"https://discord.com/api/v10/guilds/%s/bans/%s\" \\\n  -H \"Authorization: Bot %s\" \\\n  -H \"X-Audit-Log-Reason: doxxing\" \\\n  -d '{\"delete_message_seconds\": %d}'", g, u, tok, pick(0, 3600, 86400, 604800))
		case 1:
			tok := "$TWITCH_TOKEN"
			if !b.clean {
				tok = b.P("bearer", twitchOAuth())
			}
			cmd = fmt.Sprintf("curl -X POST 'https://api.twitch.tv/helix/moderation/bans?broadcaster_id=%s&moderator_id=%s' \\\n  -H 'Authorization: Bearer %s' \\\n  -H 'Client-Id: %s' \\\n  -H 'Content-Type: application/json' \\\n  -d '{\"data\": {\"user_id\":\"%s\",\"duration\":%d,\"reason\":\"spam\"}}'", b.K(nz(9)), nz(9), tok, "$CLIENT_ID", nz(9), pick(600, 3600, 86400))
		case 2:
			tok := "$PATREON_TOKEN"
			if !b.clean {
				tok = b.P("bearer", patreonToken())
			}
			cmd = fmt.Sprintf("curl -H \"Authorization: Bearer %s\" \\\n  \"https://www.patreon.com/api/oauth2/v2/campaigns/%s/members?include=user&fields%%5Bmember%%5D=full_name,patron_status\"", tok, b.K(nz(7)))
		case 3:
			id := b.K(tgChatID())
			if b.clean {
				cmd = fmt.Sprintf("curl \"https://api.telegram.org/bot${TG_TOKEN}/banChatMember?chat_id=%s&user_id=%s\"", id, nz(10))
			} else {
				cmd = fmt.Sprintf("curl \"https://api.telegram.org/bot%s/banChatMember?chat_id=%s&user_id=%s\"", b.P("bearer", telegramToken()), id, nz(10))
			}
		case 4:
			var u string
			if b.clean {
				u = "$REDDIT_CLIENT_ID:$REDDIT_SECRET"
				cmd = fmt.Sprintf("curl -X POST -A 'modbot/%s by u/%s' -u '%s' \\\n  -d 'grant_type=password&username=%s&password=$REDDIT_PW' https://www.reddit.com/api/v1/access_token", b.K(semver()), handle(locs["en"]), u, handle(locs["en"]))
			} else {
				u = rs(b64u, 22) + ":" + b.P("bearer", redditSecret())
				cmd = fmt.Sprintf("curl -X POST -A 'modbot/%s by u/%s' -u '%s' \\\n  -d 'grant_type=password&username=%s&password=%s' https://www.reddit.com/api/v1/access_token", b.K(semver()), handle(locs["en"]), u, handle(locs["en"]), b.P("bearer", rs(alnum, rn(10, 18))))
			}
		case 5:
			if b.clean {
				cmd = fmt.Sprintf("curl https://api.stripe.com/v1/payouts?limit=%d -u \"$STRIPE_SECRET_KEY:\"  # acct %s", pick(3, 10, 25), b.K(stripeID("acct")[:21]))
			} else {
				cmd = fmt.Sprintf("curl https://api.stripe.com/v1/payouts?limit=%d -u %s:", pick(3, 10, 25), b.P("bearer", stripeSK()))
			}
		default:
			if b.clean {
				cmd = fmt.Sprintf("curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"New report %s\"}' \"$SLACK_WEBHOOK_URL\"", b.K(caseID()))
			} else {
				t, bb, s := slackHookParts()
				cmd = fmt.Sprintf("curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"New report %s\"}' https://hooks.slack.com/services/%s/%s/%s", b.K(caseID()), t, bb, b.P("bearer", s))
			}
		}
		if chance(.4) {
			cmd = pick("why does this return 401?\n", "works in Postman but not here:\n", "$ ", "this is what the docs told me to run\n") + cmd
		}
		return cmd
	})

	reg("webhook_delivery_log", true, true, func(b *B) string {
		L := anyLoc()
		ts := randTime()
		var sb strings.Builder
		if chance(.5) {
			fmt.Fprintf(&sb, "POST /interactions HTTP/1.1\nHost: %s\nUser-Agent: Discord-Interactions/1.0 (+https://discord.com)\nX-Signature-Ed25519: %s\nX-Signature-Timestamp: %s\nContent-Type: application/json\n",
				pick("bot.cozycorner.gg", "modbot.fly.dev", "api.pixelpals.app"), b.K(rs(hexd, 128)), b.K(fmt.Sprint(ts.Unix())))
			if !b.clean && chance(.5) {
				fmt.Fprintf(&sb, "Authorization: Bearer %s\n", b.P("jwt", jwt()))
			}
			reason := pick("spamming invites", "slurs in vc", "scam links")
			if !b.clean {
				reason = strings.ReplaceAll(strings.ReplaceAll(contactLine(b, L), "\n", " "), `"`, "'")
			}
			fmt.Fprintf(&sb, "\n{\"type\":2,\"id\":\"%s\",\"application_id\":\"%s\",\"guild_id\":\"%s\",\"data\":{\"name\":\"report\",\"options\":[{\"name\":\"user\",\"value\":\"%s\"},{\"name\":\"reason\",\"value\":%s}]}}",
				b.K(snowflake()), snowflake(), snowflake(), snowflake(), jsonStr(reason))
			return sb.String()
		}
		fmt.Fprintf(&sb, "POST /webhooks/stripe HTTP/1.1\nStripe-Signature: t=%d,v1=%s\nContent-Type: application/json; charset=utf-8\n\n", ts.Unix(), b.K(rs(hexd, 64)))
		email := "null"
		if !b.clean {
			email = `"` + b.P("email", emailFor(L)) + `"`
		}
		fmt.Fprintf(&sb, "{\n  \"id\": \"%s\",\n  \"type\": \"checkout.session.completed\",\n  \"data\": {\"object\": {\"id\": \"%s\", \"amount_total\": %d, \"currency\": \"%s\", \"customer_email\": %s, \"metadata\": {\"tier\": \"%s\", \"discord_id\": \"%s\"}}}\n}",
			b.K(stripeID("evt")), "cs_live_"+rs(alnum, 58), rn(300, 9900), strings.ToLower(L.Cur), email, pick("supporter", "vip", "mod-support"), b.K(snowflake()))
		if !b.clean && chance(.3) {
			fmt.Fprintf(&sb, "\n\n# endpoint secret in config: %s", b.P("bearer", whsec()))
		}
		return sb.String()
	})

	reg("jwt_support", true, true, func(b *B) string {
		if b.clean {
			return pick("My dashboard token expires after 15 min even though exp says ", "Why is `exp` ", "Clock skew? exp=") + b.K(fmt.Sprint(randTime().Unix())) + pick(" and iat=", " vs now=", ", iat ") + b.K(fmt.Sprint(randTime().Unix())) +
				pickF(lit(". The header is just {\"alg\":\"HS256\",\"typ\":\"JWT\"}, nothing weird."), func() string { return ". Using jose " + b.K("v"+semver()) + "." }, lit(" — I didn't paste the token for obvious reasons."))
		}
		j := b.P("jwt", jwt())
		switch rn(0, 4) {
		case 0:
			return "Why does the creator API return 401 invalid_token?\n\nAuthorization: Bearer " + j
		case 1:
			return fmt.Sprintf("decoded this on jwt.io and exp looks fine?\n%s", j)
		case 2:
			return fmt.Sprintf("Cookie: sb-access-token=%s; sb-refresh-token=%s", j, b.P("bearer", rs(b64u, 22)))
		case 3:
			return fmt.Sprintf("redirected to https://creatorhub.example/callback#id_token=%s&state=%s and then nothing happens", j, rs(alnum, 16))
		}
		return fmt.Sprintf("{\"access_token\": \"%s\", \"token_type\": \"Bearer\", \"expires_in\": %d, \"refresh_token\": \"%s\"}", j, pick(900, 3600), b.P("bearer", rs(b64u, 40)))
	})

	reg("stripe_shop_config", true, true, func(b *B) string {
		pk := b.K(stripePK())
		acct := b.K(stripeID("acct")[:21])
		if b.clean {
			return fmt.Sprintf("# merch store\nSTRIPE_PUBLISHABLE_KEY=%s\nSTRIPE_SECRET_KEY=${STRIPE_SECRET_KEY}\nSTRIPE_WEBHOOK_SECRET=whsec_...\nCONNECTED_ACCOUNT=%s\nCURRENCY=%s\nSHIPPING_RATE=%s", pk, acct, pick("usd", "eur", "brl", "gbp"), b.K("shr_1"+rs(alnum, 23)))
		}
		sk := b.P("bearer", pick(stripeSK(), stripeSK(), stripeRK()))
		wh := ""
		if chance(.6) {
			wh = "\nSTRIPE_WEBHOOK_SECRET=" + b.P("bearer", whsec())
		}
		return fmt.Sprintf("# merch store (.env.local)\nNEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=%s\nSTRIPE_SECRET_KEY=%s%s\nCONNECTED_ACCOUNT=%s", pk, sk, wh, acct)
	})
}
