package main

import (
	"fmt"
	"strings"
	"time"
)

func callLine(b *B, L *Loc) string {
	return fmt.Sprintf(pick(L.CallMe...), b.P("phone", L.Phone().Disp))
}

func mailLine(b *B, L *Loc) string {
	return fmt.Sprintf(pick(L.MailMe...), b.P("email", emailFor(L)))
}

func passLine(b *B, L *Loc) string {
	return fmt.Sprintf(pick(L.PassIs...), b.P("bearer", password(L)))
}

// contactLine: a phone or an e-mail or both, in the locale's words.
func contactLine(b *B, L *Loc) string {
	switch rn(0, 4) {
	case 0, 1:
		return callLine(b, L)
	case 2:
		return mailLine(b, L)
	default:
		return callLine(b, L) + pick(" / ", ", ", " — ", "\n", " · ") + mailLine(b, L)
	}
}

func capFirst(s string) string {
	if s == "" {
		return s
	}
	r := []rune(s)
	if r[0] >= 'a' && r[0] <= 'z' {
		r[0] -= 32
	}
	return string(r)
}

func chatFill(L *Loc) string { return pick(L.Chat...) }

func maybeLower(s string) string {
	if chance(.25) {
		return strings.ToLower(s)
	}
	return s
}

func clock12(t time.Time) string { return t.Format("3:04 PM") }
func clock24(t time.Time) string { return t.Format("15:04") }

func join(lines ...string) string { return strings.Join(lines, "\n") }

func csvQuote(s string) string {
	if strings.ContainsAny(s, ",\"\n") {
		return `"` + strings.ReplaceAll(s, `"`, `""`) + `"`
	}
	return s
}

func jsonStr(s string) string {
	r := strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", `\n`, "\t", `\t`)
	return `"` + r.Replace(s) + `"`
}

// jsonEsc escapes for a JSON string body; labels must then use the escaped form,
// so templates only put PII in places where escaping is a no-op.
func noEsc(s string) bool { return !strings.ContainsAny(s, "\"\\\n\t") }

var platforms = []string{"Discord", "Telegram", "Twitch", "YouTube", "Instagram", "TikTok", "Reddit", "Kick", "X", "Threads", "Patreon", "OnlyFans", "Bluesky"}

func guildName() string {
	return pick("Cozy Corner", "Pixel Pals", "r/BuildAPC Discord", "Valorant LATAM", "Anime Lounge JP", "Kpop Stan Hub", "Stream Team EU", "Book Club 📚", "Lo-fi Study Room", "Brasil Gamers", "Minecraft SMP 🇹🇷", "Клуб Разработчиков", "Genshin Indonesia", "Art Trade Hub", "Creators Guild")
}

func channelName() string {
	return pick("#general", "#off-topic", "#memes", "#buy-sell", "#support", "#introductions", "#mod-log", "#reports", "#clips", "#announcements", "#collab-requests", "#marketplace", "#help", "#selfies")
}

func modNames() string {
	return pick("AutoMod", "Carl-bot", "Dyno", "MEE6", "Wick", "Zeppelin", "modbot", "ShieldBot", "YAGPDB")
}

// pickF picks one alternative and evaluates only it (labels inside the others are never recorded).
func pickF(fs ...func() string) string { return fs[rng.IntN(len(fs))]() }

func lit(s string) func() string { return func() string { return s } }

// lp picks a phrase in the locale's language, falling back to English.
func lp(L *Loc, m map[string][]string) string {
	if xs, ok := m[L.Code]; ok {
		return pick(xs...)
	}
	if L.Code == "engb" {
		if xs, ok := m["en"]; ok {
			return pick(xs...)
		}
	}
	return pick(m["en"]...)
}

var country = map[string]string{"en": "US", "engb": "GB", "de": "DE", "fr": "FR", "es": "MX", "pt": "BR", "ru": "RU", "uk": "UA", "tr": "TR", "ar": "SA", "fa": "IR", "hi": "IN", "zh": "CN", "ja": "JP", "ko": "KR", "id": "ID", "vi": "VN", "pl": "PL", "it": "IT"}

var greet = map[string][]string{
	"en": {"Hello,", "Hi team,", "To whom it may concern,", "Hi,"}, "de": {"Hallo,", "Guten Tag,", "Hallo zusammen,"}, "fr": {"Bonjour,", "Bonjour à l'équipe,"},
	"es": {"Hola,", "Buen día,", "Hola equipo,"}, "pt": {"Olá,", "Oi, equipe,", "Boa tarde,"}, "ru": {"Здравствуйте!", "Добрый день,"}, "uk": {"Добрий день,", "Вітаю,"},
	"tr": {"Merhaba,", "İyi günler,"}, "ar": {"مرحباً،", "السلام عليكم،"}, "fa": {"سلام،", "با سلام و احترام،"}, "hi": {"नमस्ते,", "Hello team,"}, "zh": {"您好，", "你好，"},
	"ja": {"お世話になっております。", "こんにちは。"}, "ko": {"안녕하세요.", "안녕하세요, 담당자님."}, "id": {"Halo,", "Selamat siang,"}, "vi": {"Xin chào,", "Chào đội hỗ trợ,"},
	"pl": {"Dzień dobry,", "Cześć,"}, "it": {"Buongiorno,", "Salve,"},
}

// obfEmail: an address written to dodge a marketplace's contact filter.
func obfEmail(L *Loc) string {
	e := emailFor(L)
	i := strings.LastIndex(e, "@")
	local, dom := e[:i], e[i+1:]
	if L.Code == "ja" || L.Code == "zh" {
		return local + "＠" + dom
	}
	switch rn(0, 4) {
	case 0:
		return local + " (at) " + dom
	case 1:
		return local + " [at] " + strings.ReplaceAll(dom, ".", " [dot] ")
	case 2:
		return local + "(at)" + dom
	case 3:
		return local + " at " + strings.ReplaceAll(dom, ".", " dot ")
	}
	return local + "[@]" + dom
}
