package main

import (
	"fmt"
	"strings"
)

var cardWords = map[string][2]string{
	"de_DE": {"Kreditkarte", "gültig bis"}, "fr_FR": {"Carte bancaire", "expire fin"}, "es_ES": {"Tarjeta", "caduca"}, "pt_BR": {"Cartão de crédito", "validade"},
	"it_IT": {"Carta di credito", "scadenza"}, "nl_NL": {"Creditcard", "geldig t/m"}, "pl_PL": {"Karta kredytowa", "ważna do"}, "tr_TR": {"Kredi kartı", "son kullanma"},
	"ru_RU": {"Номер карты", "срок действия"}, "ja_JP": {"カード番号", "有効期限"}, "zh_CN": {"卡号", "有效期"}, "ko_KR": {"카드번호", "유효기간"}, "en_GB": {"Card number", "expires"},
}
var cardLocs = []string{"de_DE", "fr_FR", "es_ES", "pt_BR", "it_IT", "nl_NL", "pl_PL", "tr_TR", "ru_RU", "ja_JP", "zh_CN", "ko_KR", "en_GB"}

func morePII() []tmpl {
	return []tmpl{
		{"chat_book_with_card", func(b *B) string {
			c := b.contact(b.latinLoc(), false)
			return fmt.Sprintf("user: book the %s option for %s, use my card %s exp %s, billing email %s\nassistant: I can't store card numbers in memory, but I'll pass it to the booking tool once. Confirm total %s?",
				b.pick("refundable", "cheapest", "10:40 direct"), b.k(b.isoDate()), b.cc(b.card()), b.k(fmt.Sprintf("%02d/%02d", b.n(1, 12), b.n(26, 31))), b.em(c.Email), b.k(b.price()))
		}},
		{"browser_checkout_tool_call", func(b *B) string {
			c := b.contact(b.latinLoc(), false)
			num, _ := b.cardDigits()
			return fmt.Sprintf(`{"type":"function","function":{"name":"browser_fill","arguments":%s}}`,
				js(fmt.Sprintf(`{"url":"https://checkout.%s/pay/cs_live_%s","fields":{"cardnumber":"%s","exp-date":"%s","cardholder":"%s","email":"%s","postal":"%s"}}`,
					b.pick("stripe.com", "shopify.com", "paddle.com"), b.k(b.rs(24, alnum)), b.cc(num), b.k(fmt.Sprintf("%02d / %02d", b.n(1, 12), b.n(26, 31))), c.P.Name, b.em(c.Email), b.k(b.pick("10115", "94107", "SW1A 1AA", "75002")))))
		}},
		{"localstorage_dump_jwt", func(b *B) string {
			c := b.contact(b.latinLoc(), true)
			at := b.jwtTok(c.Email)
			return fmt.Sprintf("tool: browser.eval(\"JSON.stringify(localStorage)\") →\n%s",
				js(fmt.Sprintf(`{"brain.auth":"{\"accessToken\":\"%s\",\"refreshToken\":\"%s\",\"expiresAt\":%s}","brain.theme":"dark","brain.lastWorkspace":"%s"}`, b.jwt(at), b.sec(b.tokRandom(48)), b.k(b.unixTS()+"000"), b.k(b.uuid()))))
		}},
		{"supabase_env_jwt", func(b *B) string {
			ref := b.rs(20, lower)
			mk := func(role string) string {
				h := b64j(map[string]string{"alg": "HS256", "typ": "JWT"})
				iat := 1700000000 + b.n(0, 40000000)
				p := b64j(map[string]any{"iss": "supabase", "ref": ref, "role": role, "iat": iat, "exp": iat + 315360000})
				return h + "." + p + "." + b.rs(43, b64u)
			}
			return fmt.Sprintf("Reading apps/web/.env.production.local:\nNEXT_PUBLIC_SUPABASE_URL=https://%s.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY=%s\nSUPABASE_SERVICE_ROLE_KEY=%s\nSUPABASE_DB_PASSWORD=%s\nNEXT_PUBLIC_POSTHOG_HOST=https://eu.i.posthog.com",
				ref, b.jwt(mk("anon")), b.jwt(mk("service_role")), b.sec(b.password()))
		}},
		{"multilingual_card_note", func(b *B) string {
			loc := cardLocs[b.r.Intn(len(cardLocs))]
			w := cardWords[loc]
			num := b.card()
			if loc == "ja_JP" && b.chance(0.4) {
				num = toScript(num, "full")
			}
			c := b.contact(loc, false)
			return fmt.Sprintf("%s\n%s: %s (%s %s)\n%s: %s\n%s",
				c.P.Name, w[0], b.cc(num), w[1], b.k(fmt.Sprintf("%02d/%02d", b.n(1, 12), b.n(26, 31))), lt[loc].Mail, b.em(c.Email), b.k(b.locDate(loc)))
		}},
		{"mcp_tool_result_people_escaped", func(b *B) string {
			var people []string
			for i := 0; i < b.n(2, 3); i++ {
				loc := b.loc()
				c := b.contact(loc, b.chance(0.5))
				people = append(people, fmt.Sprintf(`{"name":%s,"emails":["%s"],"phones":[{"type":"mobile","value":"%s"}],"updated":"%s"}`, js(c.P.Name), b.em(c.Email), b.ph(c.Phone), b.k(b.isoDate())))
			}
			inner := `{"people":[` + strings.Join(people, ",") + `],"next_cursor":"` + b.k(b.rs(20, alnum)) + `"}`
			return fmt.Sprintf(`{"type":"tool_result","tool_use_id":"%s","content":%s}`, b.k(b.toolUID()), js(inner))
		}},
	}
}
