package main

import (
	"fmt"
	"strings"
)

func init() {
	reg("short_message", true, true, func(b *B) string {
		L := anyLoc()
		if b.clean {
			switch rn(0, 11) {
			case 0:
				return b.K(snowflake())
			case 1:
				return b.K(L.Price()) + pick("", "?", " final", " 🙏")
			case 2:
				return pick("ok ", "at ", "", "📅 ") + b.K(L.Date(randTime())) + pick("", " "+clock24(randTime()))
			case 3:
				return b.K("@"+handle(L)) + pick("", " 👀", " lol", " ?")
			case 4:
				return b.K(pick(L.Hashtags...))
			case 5:
				return pick("bumped to ", "now on ", "") + b.K("v"+semver())
			case 6:
				return pick("order ", "#", "pedido ", "заказ ") + b.K(nz(9))
			case 7:
				return pick("tracking ", "rastreio ", "") + b.K(pick(upsTrack(), postTrack("BR"), postTrack("CN")))
			case 8:
				return b.K(hexColor()) + pick("", " pls", " for the mod role")
			case 9:
				return b.K("https://discord.com/channels/" + snowflake() + "/" + snowflake() + "/" + snowflake())
			case 10:
				return b.K(followers(L)) + pick("!!", " 🎉", "")
			}
			return chatFill(L) + " " + b.K(clock24(randTime()))
		}
		switch rn(0, 12) {
		case 0, 1:
			return b.P("phone", L.Phone().Disp)
		case 2:
			return b.P("email", emailFor(L))
		case 3:
			return pick("pw ", "pass: ", "password: ", "senha: ", "пароль: ", "şifre ", "비번 ", "mk: ") + b.P("bearer", password(L))
		case 4:
			return callLine(b, L)
		case 5:
			return mailLine(b, L)
		case 6:
			return b.K("@"+handle(L)) + " " + b.P("phone", L.Phone().Disp)
		case 7:
			if L.Code == "en" {
				return pick("ssn ", "SSN: ", "social ") + b.P("ssn", ssn(chance(.2)))
			}
			return b.P("email", emailFor(L)) + " " + pick(L.Thanks...)
		case 8:
			return pick("token: ", "", "new token ") + b.P("bearer", pick(discordBotToken(), telegramToken(), ghp()))
		case 9:
			p := L.Phone()
			return "wa.me/" + b.P("phone", strings.TrimPrefix(p.E164, "+"))
		case 10:
			return b.P("credit_card", cardFor(L))
		case 11:
			return fmt.Sprintf("%s / %s", b.P("phone", L.Phone().Disp), b.P("email", emailFor(L)))
		}
		return "tel:" + b.P("phone", L.Phone().E164)
	})
}
