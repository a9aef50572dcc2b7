package main

import (
	"fmt"
	"strings"
	"time"
)

func kindFn(name string) func(b *B) string {
	for _, k := range kinds {
		if k.Name == name {
			return k.Fn
		}
	}
	panic(name)
}

func init() {
	reg("sql_dump", true, true, func(b *B) string {
		L := anyLoc()
		n := rn(2, 7)
		t := randTime()
		var sb strings.Builder
		if chance(.5) {
			if b.clean {
				sb.WriteString("INSERT INTO creators (id, handle, followers, country, tier, created_at) VALUES\n")
			} else {
				sb.WriteString("INSERT INTO creators (id, handle, email, phone, country, payout_method, created_at) VALUES\n")
			}
			for i := 0; i < n; i++ {
				LL := pick(L, anyLoc())
				t = t.Add(time.Duration(rn(60, 900000)) * time.Second)
				id := rn(1000, 999999)
				h := handle(LL)
				if i == 0 {
					b.K(h)
				}
				var row string
				if b.clean {
					row = fmt.Sprintf("  (%d, '%s', %d, '%s', '%s', '%s')", id, h, rn(100, 3000000), country[LL.Code], pick("free", "partner", "affiliate"), t.Format("2006-01-02 15:04:05"))
				} else {
					ph := "NULL"
					if chance(.8) {
						ph = "'" + b.P("phone", LL.Phone().Disp) + "'"
					}
					row = fmt.Sprintf("  (%d, '%s', '%s', %s, '%s', '%s', '%s')", id, h, b.P("email", emailFor(LL)), ph, country[LL.Code], pick("paypal", "wise", "bank", "payoneer"), t.Format("2006-01-02 15:04:05"))
				}
				sb.WriteString(row)
				if i < n-1 {
					sb.WriteString(",\n")
				} else {
					sb.WriteString(";")
				}
			}
			return sb.String()
		}
		// psql result table
		cols := []string{"report_id", "user_id", "reason", "created_at"}
		if !b.clean {
			cols = []string{"report_id", "user_id", "email", "reason", "created_at"}
		}
		sb.WriteString("modqueue=> SELECT " + strings.Join(cols, ", ") + " FROM reports WHERE status = 'open' LIMIT " + fmt.Sprint(n) + ";\n")
		rows := [][]string{}
		for i := 0; i < n; i++ {
			t = t.Add(time.Duration(rn(60, 90000)) * time.Second)
			r := []string{fmt.Sprint(rn(10000, 99999)), snowflake()}
			if i == 0 {
				b.K(r[1])
			}
			if !b.clean {
				r = append(r, b.P("email", emailFor(anyLoc())))
			}
			r = append(r, pick("doxxing", "spam", "harassment", "scam", "impersonation"), t.Format("2006-01-02 15:04:05+00"))
			rows = append(rows, r)
		}
		w := make([]int, len(cols))
		for i, c := range cols {
			w[i] = len(c)
			for _, r := range rows {
				if len(r[i]) > w[i] {
					w[i] = len(r[i])
				}
			}
		}
		line := func(r []string) string {
			var p []string
			for i, c := range r {
				p = append(p, " "+c+strings.Repeat(" ", w[i]-len(c))+" ")
			}
			return strings.TrimRight(strings.Join(p, "|"), " ")
		}
		sb.WriteString(line(cols) + "\n")
		var dash []string
		for _, x := range w {
			dash = append(dash, strings.Repeat("-", x+2))
		}
		sb.WriteString(strings.Join(dash, "+") + "\n")
		for _, r := range rows {
			sb.WriteString(line(r) + "\n")
		}
		fmt.Fprintf(&sb, "(%d rows)", n)
		return sb.String()
	})

	reg("mod_roster_md", true, true, func(b *B) string {
		L := anyLoc()
		n := rn(3, 7)
		var sb strings.Builder
		fmt.Fprintf(&sb, "## %s — mod team (%s)\n\n", guildName(), b.K(pick("updated ", "as of ")+L.Date(randTime())))
		if b.clean {
			sb.WriteString("| Mod | Discord ID | TZ | Shift |\n|---|---|---|---|\n")
		} else {
			sb.WriteString("| Mod | Discord ID | TZ | Shift | Emergency contact |\n|---|---|---|---|---|\n")
		}
		for i := 0; i < n; i++ {
			LL := pick(L, anyLoc())
			id := snowflake()
			if i < 2 {
				b.K(id)
			}
			shift := pick("18:00–23:00", "06:00–12:00", "weekends", "12:00–18:00", "on call")
			if b.clean {
				fmt.Fprintf(&sb, "| %s | %s | %s | %s |\n", handle(LL), id, pick("UTC-3", "UTC+1", "UTC+9", "UTC-6", "UTC+3", "UTC+7", "UTC+5:30"), shift)
			} else {
				var c string
				switch rn(0, 2) {
				case 0:
					c = b.P("phone", LL.Phone().Disp)
				case 1:
					c = b.P("email", emailFor(LL))
				default:
					c = pick("—", "DM only", "n/a")
				}
				fmt.Fprintf(&sb, "| %s | %s | %s | %s | %s |\n", handle(LL), id, pick("UTC-3", "UTC+1", "UTC+9", "UTC-6", "UTC+3", "UTC+7", "UTC+5:30"), shift, c)
			}
		}
		if !b.clean && len(b.pii) == 0 {
			fmt.Fprintf(&sb, "\nHead mod: %s", b.P("email", emailFor(L)))
		}
		return strings.TrimRight(sb.String(), "\n")
	})

	reg("long_paste", true, true, func(b *B) string {
		parts := sample([]string{"modlog_lines", "discord_channel_copy", "reports_json", "reports_csv", "ts_escalation_json", "whatsapp_export", "telegram_export", "doxx_report_form", "account_recovery", "slack_export_json", "sql_dump"}, rn(3, 5))
		var sb strings.Builder
		sb.WriteString(pick("Pasting everything we have for the escalation:\n\n", "Incident dump — please review before the sync\n\n", "## Evidence bundle\n\n", "Tudo que juntamos sobre o caso:\n\n", "Alles, was wir zum Fall haben:\n\n", ""))
		for i, p := range parts {
			fmt.Fprintf(&sb, "%s %s %s\n", pick("====", "###", "---"), strings.ReplaceAll(p, "_", " "), pick("====", "", "---"))
			sb.WriteString(kindFn(p)(b))
			if i < len(parts)-1 {
				sb.WriteString("\n\n")
			}
		}
		return sb.String()
	})

	// ---------------- clean-only kinds ----------------

	reg("analytics_csv", false, true, func(b *B) string {
		t := randTime()
		n := rn(4, 14)
		delim := pick(",", ",", "\t", ";")
		hdr := pick("date,views,watch_time_h,subs_gained,revenue_usd,rpm", "Date,Impressions,CTR,Avg view duration,Estimated revenue", "day,viewers_avg,viewers_peak,followers,subs,bits", "fecha,reproducciones,seguidores_nuevos,ingresos_mxn")
		hdr = strings.ReplaceAll(hdr, ",", delim)
		var sb strings.Builder
		sb.WriteString(hdr + "\n")
		nc := strings.Count(hdr, delim)
		for i := 0; i < n; i++ {
			t = t.AddDate(0, 0, 1)
			row := []string{t.Format("2006-01-02")}
			for j := 0; j < nc; j++ {
				switch j % 4 {
				case 0:
					row = append(row, fmt.Sprint(rn(100, 2500000)))
				case 1:
					row = append(row, fmt.Sprintf("%.1f", float64(rn(10, 99999))/10))
				case 2:
					row = append(row, fmt.Sprint(rn(-50, 9000)))
				default:
					row = append(row, fmt.Sprintf("%d.%02d", rn(0, 4000), rn(0, 99)))
				}
			}
			line := strings.Join(row, delim)
			if i == 0 {
				b.K(row[0])
				b.K(row[1])
			}
			sb.WriteString(line + "\n")
		}
		return pick("", "Why did RPM drop after the 14th?\n", "exported from YT Studio:\n", "stream stats for the sponsor report\n") + strings.TrimRight(sb.String(), "\n")
	})

	reg("mod_policy_question", false, true, func(b *B) string {
		L := anyLoc()
		switch rn(0, 5) {
		case 0:
			return fmt.Sprintf("Our server (%s) has %s members. Automod deleted %d messages between %s and %s yesterday, mostly invite spam. Should we raise the account-age gate from %s to %s?", b.K(snowflake()), b.K(groupInt(rn(2000, 900000), ",")), rn(40, 9000), b.K("18:00"), b.K("23:30"), b.K("7 days"), b.K("30 days"))
		case 1:
			return fmt.Sprintf("Is it doxxing if someone posts a streamer's *city* (%s) but no address or number? The post is %s, %s upvotes.", pick(L.Cities...), b.K("t3_"+redditID()), b.K(fmt.Sprint(rn(50, 40000))))
		case 2:
			return fmt.Sprintf("Carl-bot %s vs Dyno %s for reaction roles — which handles %s members better? We're on %s.", b.K("v"+semver()), b.K("v"+semver()), b.K(groupInt(rn(50000, 1500000), ",")), b.K("discord.py "+semver()))
		case 3:
			return fmt.Sprintf("Para moderadores: qual o tempo de timeout padrão pra spam? Usamos %s na primeira vez e %s na segunda. Canal %s.", b.K("10 min"), b.K("24 h"), b.K("<#"+snowflake()+">"))
		case 4:
			return fmt.Sprintf("Wie geht ihr mit Meldungen um, die nach %s Uhr reinkommen? Ticket-Bot %s, Queue aktuell %d offen, ältestes vom %s.", b.K("22:00"), b.K("v"+semver()), rn(3, 400), b.K(locs["de"].Date(randTime())))
		}
		return fmt.Sprintf("モデレーター向け質問：スパム対策でアカウント作成から%s以内のユーザーをタイムアウトしています。サーバーID %s、メンバー%s人。緩すぎますか？", b.K("24時間"), b.K(snowflake()), b.K(groupInt(rn(1000, 200000), ",")))
	})

	reg("bot_placeholder_config", false, true, func(b *B) string {
		switch rn(0, 3) {
		case 0:
			return fmt.Sprintf("{\n  \"token\": \"YOUR_BOT_TOKEN_HERE\",\n  \"clientId\": \"%s\",\n  \"guildId\": \"%s\",\n  \"prefix\": \"!\",\n  \"embedColor\": \"%s\"\n}", b.K(snowflake()), b.K(snowflake()), b.K(hexColor()))
		case 1:
			return fmt.Sprintf("# example.env — copy to .env and fill in\nTELEGRAM_BOT_TOKEN=123456789:ABC-your-token\nADMIN_CHAT_ID=%s\nSLACK_WEBHOOK_URL=https://hooks.slack.com/services/XXX/YYY/ZZZ\nGITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\nVERSION=%s", b.K(tgChatID()), b.K(semver()))
		case 2:
			return fmt.Sprintf("twitch:\n  oauth: \"oauth:${TWITCH_TOKEN}\"\n  channel: %s\nyoutube:\n  api_key: \"<YOUTUBE_API_KEY>\"\n  channel_id: %s\nstripe:\n  secret_key: sk_live_...\n  publishable_key: %s", handle(anyLoc()), b.K(ytChannel()), b.K(stripePK()))
		}
		return fmt.Sprintf("client.login(process.env.DISCORD_TOKEN); // v%s\nconst LOG_CHANNEL = '%s';\nconst headers = { Authorization: `Bot ${process.env.DISCORD_TOKEN}` };", b.K(semver()), b.K(snowflake()))
	})

	reg("snowflake_talk", false, true, func(b *B) string {
		a, c, d := b.K(snowflake()), b.K(snowflake()), b.K(snowflake())
		return pick(
			fmt.Sprintf("user %s keeps coming back on alts: %s and %s. all created within 10 minutes of the ban.", a, c, d),
			fmt.Sprintf("can someone check message %s in channel %s? reported by %s", a, c, d),
			fmt.Sprintf("ban list: %s, %s, %s (raid from last night)", a, c, d),
			fmt.Sprintf("O ID do usuário é %s, o servidor é %s e a mensagem %s.", a, c, d),
			fmt.Sprintf("Nutzer-ID %s hat in %s gespammt, Nachricht %s.", a, c, d),
			fmt.Sprintf("ユーザーID %s がチャンネル %s でメッセージ %s を投稿しました", a, c, d),
		)
	})

	reg("rate_card", false, true, func(b *B) string {
		L := anyLoc()
		var sb strings.Builder
		rl := lp(L, rateLab)
		parts := strings.Split(rl, "|")
		fmt.Fprintf(&sb, "%s — %s\n", parts[0], b.K("@"+handle(L)))
		for _, it := range sample([]string{"Reel 30–60s", "TikTok", "Story (3 frames)", "YouTube dedicated", "YouTube integration", "Twitch 1h", "Usage rights +30d", "Whitelisting"}, rn(3, 6)) {
			fmt.Fprintf(&sb, "• %s: %s\n", it, b.K(L.Price()))
		}
		fmt.Fprintf(&sb, "%s %s", parts[1], b.K(L.Date(randTime())))
		return sb.String()
	})

	reg("bot_changelog", false, true, func(b *B) string {
		var sb strings.Builder
		fmt.Fprintf(&sb, "## %s (%s)\n", b.K("v"+semver()), b.K(randTime().Format("2006-01-02")))
		for i := 0; i < rn(2, 6); i++ {
			fmt.Fprintf(&sb, "- %s (%s, #%s)\n", pick("fix: automod ignored edited messages", "feat: /report now attaches message link", "chore: bump discord.js to 14.15.3", "fix: timezone offset in mod-log", "feat: configurable embed colour", "perf: cache guild settings in redis", "fix: rate limit on bulk bans"), b.K(gitSHA(7)), b.K(fmt.Sprint(rn(10, 2400))))
		}
		fmt.Fprintf(&sb, "Default embed colour is now %s. Checksum sha256:%s", b.K(hexColor()), b.K(sha256hex()))
		return sb.String()
	})

	reg("meetup_post", false, true, func(b *B) string {
		L := anyLoc()
		t := randTime()
		lat := fmt.Sprintf("%.5f", float64(rn(-40000000, 60000000))/1e6)
		lon := fmt.Sprintf("%.5f", float64(rn(-120000000, 140000000))/1e6)
		return fmt.Sprintf("%s\n📍 %s (%s)\n🗓 %s %s\n🎟 %s\n%s %s",
			lp(L, meetLab),
			pick(L.Cities...), b.K(lat+", "+lon), b.K(L.Date(t)), b.K(clock24(t)), b.K(L.Price()), b.K("#"+tagOf(guildName())), pick("RSVP in #events", "limited to 40 people", "bring your Switch", "🎮", "✨"))
	})

	reg("campaign_brief", false, true, func(b *B) string {
		L := anyLoc()
		br := pick(brands...)
		t := randTime()
		return fmt.Sprintf("Campaign: %s %s\nCreators: %s, %s, %s\nGo-live: %s → %s\nHashtags: %s %s\nBudget: %s\nKPIs: CPM < %s, ER > %s\nTracking link: %s",
			br.Name, pick("Spring Drop", "Launch", "Ramadan", "Back to School", "Holiday"), b.K("@"+handle(L)), b.K("@"+handle(L)), "@"+handle(anyLoc()), b.K(t.Format("2006-01-02")), b.K(t.AddDate(0, 0, rn(7, 40)).Format("2006-01-02")),
			b.K(pick(L.Hashtags...)), b.K("#"+strings.ReplaceAll(strings.Split(br.Name, " ")[0], "&", "")+pick("Crew", "Drop", "Creators")), b.K(L.Price()), b.K(fmt.Sprintf("$%d.%02d", rn(2, 30), rn(0, 99))), b.K(fmt.Sprintf("%.1f%%", float64(rn(10, 80))/10)),
			b.K("https://"+br.Domain+"/?utm_source=creator&utm_campaign="+rs(lalnum, 8)))
	})

	reg("token_format_question", false, true, func(b *B) string {
		return pickF(
			func() string {
				return "What's the format of a Discord bot token? Mine starts with MTA… and has two dots, is that the new style? Using discord.js " + b.K(semver()) + "."
			},
			func() string {
				return "Do Telegram bot tokens always look like `<bot_id>:AA…`? Docs at " + b.K("https://core.telegram.org/bots/api") + " don't say."
			},
			func() string {
				return "Is `Authorization: Bearer <token>` the right header for Twitch Helix, or `OAuth <token>`? Getting 401 since " + b.K(randTime().Format("2006-01-02")) + "."
			},
			func() string {
				return "Should the Slack webhook URL (https://hooks.slack.com/services/T…/B…/…) be treated as a secret? Our mod bot " + b.K("v"+semver()) + " logs it."
			},
			func() string {
				return "Stripe says the publishable key " + b.K(stripePK()) + " is fine in the frontend — but sk_live_… must stay server-side, right?"
			},
			func() string {
				return "Our .env.example has DISCORD_TOKEN=your-token-here and someone committed the real one in " + b.K(gitSHA(7)) + ". Token's already reset. How do we purge history?"
			},
			func() string {
				return "The bearer of this news isn't happy: the Patreon API v2 needs `Authorization: Bearer $ACCESS_TOKEN`, not the client secret. Campaign " + b.K(nz(7)) + "."
			},
		)
	})

	reg("report_stats_json", false, true, func(b *B) string {
		t := randTime()
		return fmt.Sprintf("{\n  \"period\": {\"from\": \"%s\", \"to\": \"%s\"},\n  \"guild_id\": \"%s\",\n  \"reports\": {\"total\": %d, \"doxxing\": %d, \"spam\": %d, \"harassment\": %d},\n  \"median_time_to_action_s\": %d,\n  \"top_channels\": [\"%s\", \"%s\"],\n  \"automod_version\": \"%s\"\n}",
			b.K(t.Format("2006-01-02")), t.AddDate(0, 0, 7).Format("2006-01-02"), b.K(snowflake()), rn(50, 9000), rn(0, 60), rn(10, 4000), rn(5, 900), rn(30, 86400), b.K(snowflake()), snowflake(), b.K(semver()))
	})

	reg("masked_notification", false, true, func(b *B) string {
		L := anyLoc()
		p := L.Phone().E164
		masked := p[:3] + " " + strings.Repeat("•", 3) + " " + strings.Repeat("•", 3) + " " + p[len(p)-2:]
		switch rn(0, 3) {
		case 0:
			return fmt.Sprintf("We sent a 6-digit code to %s. It expires in %s. Didn't get it? Request a new one after %s.", b.K(masked), b.K("10 minutes"), b.K(clock24(randTime())))
		case 1:
			return fmt.Sprintf("New login to your account from %s on %s at %s. If this wasn't you, secure your account. Ref %s.", pick("Chrome on Windows", "Safari on iPhone", "Android app"), b.K(L.Date(randTime())), b.K(clock24(randTime())), b.K(uuid()))
		case 2:
			return fmt.Sprintf("Your subscription renewed: %s charged to card ending in %s. Order %s.", b.K(L.Price()), b.K(digits(4)), b.K("#"+nz(8)))
		}
		return fmt.Sprintf("Payout method updated to %s ending %s on %s. Not you? Contact support, case %s.", pick("bank account", "PayPal", "debit card"), b.K(digits(4)), b.K(L.Date(randTime())), b.K(caseID()))
	})
}

var rateLab = map[string][]string{"en": {"Rate card|Valid until", "2025 rates|Valid until"}, "pt": {"Tabela de preços|Válido até"}, "es": {"Tarifas|Válido hasta"}, "de": {"Preisliste|Gültig bis"},
	"fr": {"Grille tarifaire|Valable jusqu'au"}, "ja": {"料金表|有効期限"}, "id": {"Rate card|Berlaku sampai"}, "ru": {"Прайс|Действует до"}, "tr": {"Fiyat listesi|Geçerlilik"}, "ko": {"단가표|유효기간"},
	"pl": {"Cennik|Ważny do"}, "it": {"Listino|Valido fino al"}, "vi": {"Bảng giá|Áp dụng đến"}, "zh": {"报价单|有效期至"}}
var meetLab = map[string][]string{"en": {"Community meetup!", "IRL meetup 🎉"}, "pt": {"Encontro da comunidade!"}, "es": {"¡Quedada de la comunidad!", "Reunión de la comunidad"}, "de": {"Community-Treffen!"},
	"fr": {"Rencontre de la commu !"}, "ja": {"オフ会のお知らせ"}, "id": {"Kopdar member!"}, "tr": {"Topluluk buluşması!"}, "ko": {"정모 공지"}, "ru": {"Сходка сообщества!"}, "pl": {"Zlot społeczności!"},
	"it": {"Raduno della community!"}, "vi": {"Offline cộng đồng!"}, "zh": {"线下聚会通知"}, "ar": {"لقاء المجتمع!"}, "fa": {"دورهمی اعضا!"}, "hi": {"Community meetup!"}, "uk": {"Зустріч спільноти!"}}
