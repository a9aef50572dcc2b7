package main

import "strings"

func chunks(s string, n int) []string {
	var out []string
	for len(s) > n {
		out = append(out, s[:n])
		s = s[n:]
	}
	return append(out, s)
}

func randChunks(s string, lo, hi int) []string {
	var out []string
	for len(s) > 0 {
		n := lo + r.Intn(hi-lo+1)
		if n > len(s) {
			n = len(s)
		}
		out = append(out, s[:n])
		s = s[n:]
	}
	return out
}

func uniq(gen func() string) func() string {
	return func() string {
		for {
			v := gen()
			if fresh("bt" + v) {
				return v
			}
		}
	}
}

func bkind(name string, frames []string, gen func() string, dis func(string) string) kind {
	g := uniq(gen)
	return simpleKind(name, "bearer", frames, func() string { return dis(g()) })
}

const robloxWarn = "_|WARNING:-DO-NOT-SHARE-THIS.--Sharing-this-will-allow-someone-to-log-in-as-you-and-to-steal-your-ROBUX-and-items.|_"

var pwLangs = []struct{ lang, word string }{
	{"es", "contraseña"}, {"pt", "senha"}, {"ru", "пароль"}, {"fr", "mot de passe"}, {"tr", "şifre"},
	{"zh", "密码"}, {"ja", "パスワード"}, {"ko", "비밀번호"}, {"pl", "hasło"}, {"de", "Passwort"},
	{"nl", "wachtwoord"}, {"id", "kata sandi"}, {"vi", "mật khẩu"}, {"it", "password"}, {"uk", "пароль"},
}

func bearerKinds() []kind {
	sp := func(n int) func(string) string {
		return func(s string) string { return strings.Join(chunks(s, n), " ") }
	}
	var ks []kind
	ks = append(ks,
		bkind("bt_openai_key_spaced", []string{
			"my openai key stopped working, here it is with spaces so github doesn't revoke it: {V}",
			"bought api credits from {USER} for {PRICE}, he sent this key: {V} — is it legit?",
			"la clave que me vendieron es {V} y da error 429 desde el {DATE}",
		}, func() string { return "sk-proj-" + alnum(64, aB64u) + "T3BlbkFJ" + alnum(64, aB64u) },
			func(s string) string { return strings.Join(randChunks(s, 12, 40), pick([]string{" ", "  ", " - "})) }),
		bkind("bt_github_pat_split_lines", []string{
			"CI fails with bad credentials ({VER}). token is\n{V}\nany idea?",
			"pasting my token broken up so the scanner ignores it:\n{V}",
		}, func() string { return "ghp_" + alnum(36, aAlnum) }, func(s string) string { return strings.Join(chunks(s, 10+r.Intn(10)), "\n") }),
		bkind("bt_discord_token_spaced", []string{
			"ok i ran the console thing you said, it printed {V} — now do i get the nitro?",
			"he said paste this for the free {PRICE} nitro giveaway so i sent {V} and my account got hacked",
			"is my token safe to share for the bot verify? {V} (server {GID})",
		}, discordToken, func(s string) string {
			if r.Intn(2) == 0 {
				return strings.ReplaceAll(s, ".", " . ")
			}
			return strings.Join(randChunks(s, 6, 14), " ")
		}),
		bkind("bt_roblox_cookie_wrapped", []string{
			"trade guy wants my .ROBLOSECURITY to 'verify' the limiteds, copied it:\n{V}\nis that fine??",
			"scam alert: {USER} asked me to paste this from cookies — {V}",
		}, func() string { return robloxWarn + alnum(320, aHexU) }, func(s string) string { return strings.Join(chunks(s, pick([]int{64, 80, 100})), "\n") }),
		bkind("bt_password_spaced_letters", []string{
			"selling acc lvl 120, {PRICE}. login {USER} pass {V} after payment",
			"my pw is {V} (spaced so the bot doesnt hide it) pls help me get back in, ticket {ORDER}",
			"hesabın şifre: {V} ama kimseye söyleme",
		}, newPassword, func(s string) string { return spaced(s, pick([]string{" ", ".", "  "})) }),
		bkind("bt_password_zero_width", []string{
			"acc for sale {PRICE} — user: {USER} password: {V}",
			"shared login for the stream account: pw {V} (dont change it pls)",
		}, newPassword, func(s string) string { return sprinkle(s, invisibles[:4], 3) }),
		bkind("bt_account_sale_plain", []string{
			"WTS steam acc w/ 140 games {PRICE}. login: {USER}\npass: {V}\nemail included",
			"[SELLING] Valorant {SCORE} acc — user {USER} / pw {V} — middleman ok",
			"Netflix 4K share {PRICE}/mo → login in dm, password: {V}",
		}, newPassword, func(s string) string { return s }),
		bkind("bt_password_two_lines", []string{
			"password (it wraps, sorry): {V}\ngame id {GID}",
			"senha da conta:\n{V}\nnão troca pfv",
		}, newPassword, func(s string) string { k := 3 + r.Intn(len(s)-5); return s[:k] + "\n" + s[k:] }),
		bkind("bt_bearer_header_folded", []string{
			"API returns 401 since {DATE}. I'm sending\nAuthorization: Bearer {V}\nplease check",
			"curl -H \"Authorization: Bearer {V}\" https://api.example-shop.io/v2/orders  # {VER}",
		}, func() string { return alnum(40+r.Intn(20), aB64u) }, func(s string) string {
			k := 10 + r.Intn(len(s)-20)
			return s[:k] + pick([]string{"\n  ", "\n\t", " \\\n  "}) + s[k:]
		}),
		bkind("bt_stripe_key_spaced", []string{
			"my shopify dev installed this key, is it live?? {V} (order volume {PRICE}/day)",
			"payments fail with this key: {V}",
		}, func() string { return "sk_live_51" + alnum(97, aAlnum) }, sp(24)),
		bkind("bt_telegram_bot_token_spaced", []string{
			"my telegram bot got hijacked, token was {V}",
			"escrow bot token for the group: {V} (admin {USER})",
		}, func() string { return nz(9) + ":AA" + alnum(33, aB64u) }, func(s string) string { return strings.Join(randChunks(s, 5, 12), " ") }),
		bkind("bt_aws_secret_split", []string{
			"the freelancer put our aws secret in the chat:\n{V}\nrotate it??",
			"aws secret key (split): {V}",
		}, func() string { return alnum(40, aAlnum+"+/") }, func(s string) string { return strings.Join(chunks(s, 10), pick([]string{" ", "\n", " | "})) }),
		bkind("bt_slack_token_zero_width", []string{
			"slack bot for the trading server: {V}",
			"workspace token, dont leak: {V}",
		}, func() string { return "xoxb-" + nz(12) + "-" + nz(13) + "-" + alnum(24, aAlnum) }, func(s string) string { return sprinkleEvery(s, pick(invisibles[:4]), 7) }),
		bkind("bt_wallet_private_key_spaced", []string{
			"support agent on telegram asked for my metamask private key to fix the sync: {V}",
			"recover my wallet pls, private key {V}, my address is {ETH}",
		}, func() string { return alnum(64, aHex) }, func(s string) string {
			return pick([]string{"", "0x"}) + strings.Join(chunks(s, pick([]int{4, 8, 16})), pick([]string{" ", "-", "\n"}))
		}),
		bkind("bt_giftcard_code", []string{
			"the 'buyer' asked me for a {PRICE} steam card, I sent the code {V} and he blocked me",
			"here's the gift card for the item {LID}: {V}",
		}, func() string { return alnum(5, aUpNum) + "-" + alnum(5, aUpNum) + "-" + alnum(5, aUpNum) }, func(s string) string {
			return strings.ReplaceAll(s, "-", pick([]string{" ", " - ", "•", "  "}))
		}),
		bkind("bt_google_api_key_split", []string{
			"maps stopped loading on {VER}. key: {V}",
			"firebase key from the apk: {V}",
		}, func() string { return "AIza" + alnum(35, aB64u) }, func(s string) string { return strings.Join(randChunks(s, 6, 15), pick([]string{" ", "\n"})) }),
		bkind("bt_wifi_password", []string{
			"Welcome! Check-in after {TIME}. WiFi: Casa_{USER} / password {V}",
			"airbnb wifi pw {V} , door code in the app, checkout {DATE}",
		}, newPassword, func(s string) string { return s }),
		bkind("bt_hf_token_dotted", []string{
			"my hf token (dots added): {V}",
			"model download 403 with {V} since {DATE}",
		}, func() string { return "hf_" + alnum(34, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz") }, func(s string) string { return strings.Join(chunks(s, 6), ".") }),
		bkind("bt_gitlab_pat_newline", []string{
			"runner can't clone, token\n{V}\nexpires {DATE}",
		}, func() string { return "glpat-" + alnum(20, aB64u) }, func(s string) string { k := 6 + r.Intn(10); return s[:k] + "\n" + s[k:] }),
		bkind("bt_npm_token_spaced", []string{
			"publish fails ({VER}) with npm token {V}",
		}, func() string { return "npm_" + alnum(36, aAlnum) }, sp(8)),
	)
	for _, pl := range pwLangs {
		pl := pl
		ks = append(ks, bkind("bt_password_"+pl.lang, []string{
			pl.word + ": {V} — {USER}",
			"{USER} " + pl.word + " {V} ({PRICE})",
		}, newPassword, func(s string) string {
			if r.Intn(2) == 0 {
				return spaced(s, " ")
			}
			return s
		}))
	}
	return ks
}
