package main

import (
	"fmt"
	"strings"
	"time"
)

// tokenSnippet: a credential pasted the way people paste them.
func tokenSnippet(b *B) string {
	switch rn(0, 18) {
	case 16:
		return "Authorization: Bearer " + b.P("jwt", jwt())
	case 17:
		return "localStorage.setItem('token', '" + b.P("jwt", jwt()) + "')"
	case 18:
		return "auth_token=" + b.P("jwt", jwt())
	case 0:
		return fmt.Sprintf("bot.run(\"%s\")", b.P("bearer", discordBotToken()))
	case 1:
		return "client.login('" + b.P("bearer", discordBotToken()) + "');"
	case 2:
		return "TOKEN=" + b.P("bearer", telegramToken())
	case 3:
		return "updater = Updater(\"" + b.P("bearer", telegramToken()) + "\", use_context=True)"
	case 4:
		return "SLACK_BOT_TOKEN=" + b.P("bearer", slackBot())
	case 5:
		t, bb, s := slackHookParts()
		return "https://hooks.slack.com/services/" + t + "/" + bb + "/" + b.P("bearer", s)
	case 6:
		id, tok := discordHook()
		return "https://discord.com/api/webhooks/" + id + "/" + b.P("bearer", tok)
	case 7:
		return "GITHUB_TOKEN=" + b.P("bearer", ghp())
	case 8:
		return "oauth:" + b.P("bearer", twitchOAuth())
	case 9:
		return "STRIPE_SECRET_KEY=" + b.P("bearer", stripeSK())
	case 10:
		return "const token = \"" + b.P("bearer", discordBotToken()) + "\""
	case 11:
		return "https://api.telegram.org/bot" + b.P("bearer", telegramToken()) + "/getUpdates"
	case 12:
		return "OPENAI_API_KEY=" + b.P("bearer", openAI())
	case 13:
		return "Authorization: Bot " + b.P("bearer", discordBotToken())
	case 14:
		return "YOUTUBE_API_KEY=" + b.P("bearer", googleKey())
	}
	return "TELEGRAM_BOT_TOKEN: \"" + b.P("bearer", telegramToken()) + "\""
}

func lookMsg(b *B, L *Loc) string {
	t := randTime()
	switch rn(0, 13) {
	case 0:
		return "<@" + b.K(snowflake()) + "> " + chatFill(L)
	case 1:
		return b.K("https://discord.com/channels/"+snowflake()+"/"+snowflake()+"/"+snowflake()) + " " + pick("👀", "this one", "^", "?")
	case 2:
		return chatFill(L) + " " + b.K("@"+handle(L))
	case 3:
		return "🔴 LIVE " + b.K(L.Date(t)) + " " + b.K(clock24(t))
	case 4:
		return pick("join ", "new invite: ", "") + b.K("discord.gg/"+invite())
	case 5:
		return b.K(L.Price()) + pick("?", " ok?", " 🤔", " final")
	case 6:
		return pick("ban ", "mute ", "who is ", "check ") + b.K(snowflake()) + pick(" pls", "", " ?")
	case 7:
		return pick("role color ", "new accent: ", "embed colour ") + b.K(hexColor())
	case 8:
		return b.K(pick(L.Hashtags...)) + " " + chatFill(L)
	case 9:
		return b.K("https://youtu.be/"+ytVideo()) + " " + chatFill(L)
	case 10:
		return b.K("https://www.reddit.com/r/"+pick("discordapp", "Twitch", "NewTubers", "modhelp", "brasil", "de", "india")+"/comments/"+redditID()+"/") + " " + pick("lol", "read this", "")
	case 11:
		return pick("bot updated to ", "running ", "patch ") + b.K("v"+semver())
	case 12:
		return pick("ticket ", "case ", "report ") + b.K(caseID()) + " " + pick("closed", "escalated", "pending", "✅")
	}
	if chance(.15) {
		return pick("also on mastodon: ", "fedi: ", "moved to ") + b.K("@"+handle(L)+"@"+pick("mastodon.social", "mas.to", "mstdn.jp", "chaos.social", "masto.es"))
	}
	return b.K(followers(L)) + " 🎉"
}

// piiMsg: one chat message that carries PII.
func piiMsg(b *B, L *Loc) string {
	switch rn(0, 11) {
	case 0, 1, 2:
		return contactLine(b, L)
	case 3:
		h := b.K("@" + handle(L))
		if chance(.5) {
			return h + " " + pick("→", "=", "lol:", "👉", "here:") + " " + b.P("phone", L.Phone().Disp)
		}
		return h + " " + pick("→", "=", "👉", "real email:") + " " + b.P("email", emailFor(L))
	case 4:
		return passLine(b, L)
	case 5:
		s := tokenSnippet(b)
		if chance(.5) {
			return "```\n" + s + "\n```"
		}
		return s
	case 6:
		return b.K("@"+handle(L)) + " " + mailLine(b, L)
	case 7:
		return pick("pls someone buy me nitro, card ", "robux pls 🙏 card: ", "use this for the sub: ", "card ") + b.P("credit_card", cardFor(L)) + pick(" exp 08/27", "", " 11/26", " (mom's)")
	case 8:
		p := L.Phone()
		return strings.TrimSpace("https://wa.me/" + b.P("phone", strings.TrimPrefix(p.E164, "+")) + pick("", " 👈", " chama", " 📲"))
	case 9:
		return "tg " + b.K("@"+handle(L)) + " / " + b.P("phone", L.Phone().Disp)
	case 10:
		return mailLine(b, L) + " " + pick(L.Thanks...)
	}
	return strings.TrimSpace(callLine(b, L) + " " + pick("🙏", "!!", "", "pls"))
}

// chatLog writes n message bodies, one of them (or two) with PII unless clean.
func chatBodies(b *B, L *Loc, n int) []string {
	out := make([]string, n)
	piiAt := map[int]bool{}
	if !b.clean {
		piiAt[rn(0, n-1)] = true
		if n > 5 && chance(.35) {
			piiAt[rn(0, n-1)] = true
		}
	}
	for i := range out {
		switch {
		case piiAt[i]:
			out[i] = piiMsg(b, L)
		case chance(.3):
			out[i] = lookMsg(b, L)
		default:
			out[i] = maybeLower(chatFill(L))
		}
	}
	return out
}

func names(L *Loc, n int) []string {
	seen := map[string]bool{}
	var out []string
	for len(out) < n {
		x := L.Name()
		if !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
		if len(seen) >= len(L.Display) {
			break
		}
	}
	for len(out) < n {
		out = append(out, handle(L))
	}
	return out
}

func step(t time.Time) time.Time { return t.Add(time.Duration(rn(4, 900)) * time.Second) }
