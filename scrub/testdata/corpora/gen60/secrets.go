package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// ---------- payment cards ----------

func luhnComplete(prefix string, n int) string {
	s := prefix + digits(n-len(prefix)-1)
	sum := 0
	// compute check digit for s
	for i := 0; i < len(s); i++ {
		d := int(s[len(s)-1-i] - '0')
		if i%2 == 0 {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
	}
	return s + fmt.Sprint((10-sum%10)%10)
}

func luhnOK(s string) bool {
	sum := 0
	for i := 0; i < len(s); i++ {
		d := int(s[len(s)-1-i] - '0')
		if i%2 == 1 {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
	}
	return sum%10 == 0
}

type card struct {
	brand  string
	digits string
}

func rcard(brands ...string) card {
	b := "visa"
	if len(brands) > 0 {
		b = pickS(brands)
	} else {
		b = pick("visa", "visa", "visa", "mc", "mc", "amex", "discover", "jcb", "unionpay", "diners", "maestro", "mir", "mc2")
	}
	switch b {
	case "visa":
		return card{"Visa", luhnComplete("4"+digits(1), 16)}
	case "mc":
		return card{"Mastercard", luhnComplete("5"+fromSet("12345", 1), 16)}
	case "mc2":
		return card{"Mastercard", luhnComplete("2"+pick("221", "300", "410", "520", "630", "720"), 16)}
	case "amex":
		return card{"American Express", luhnComplete(pick("34", "37"), 15)}
	case "discover":
		return card{"Discover", luhnComplete(pick("6011", "65"+digits(1), "644"), 16)}
	case "jcb":
		return card{"JCB", luhnComplete("35"+fmt.Sprint(ri(28, 89)), 16)}
	case "unionpay":
		return card{"UnionPay", luhnComplete("62"+pick("2", "4", "5", "8"), pick16or19())}
	case "diners":
		return card{"Diners Club", luhnComplete("36", 14)}
	case "maestro":
		return card{"Maestro", luhnComplete(pick("6759", "5018", "5020", "6763"), 16)}
	case "mir":
		return card{"Мир", luhnComplete("220"+fromSet("01234", 1), 16)}
	case "rupay":
		return card{"RuPay", luhnComplete(pick("6073", "6521", "6522", "508"), 16)}
	case "troy":
		return card{"Troy", luhnComplete("9792", 16)}
	}
	panic(b)
}

func pick16or19() int {
	if chance(0.2) {
		return 19
	}
	return 16
}

// format writes the card number the way people type it.
func (c card) format() string {
	d := c.digits
	sep := pick(" ", " ", " ", "-", "")
	switch len(d) {
	case 15:
		return d[:4] + sep + d[4:10] + sep + d[10:]
	case 14:
		return d[:4] + sep + d[4:10] + sep + d[10:]
	case 16:
		return d[:4] + sep + d[4:8] + sep + d[8:12] + sep + d[12:]
	case 19:
		if sep == "" {
			return d
		}
		return d[:4] + sep + d[4:8] + sep + d[8:12] + sep + d[12:16] + sep + d[16:]
	}
	return d
}

func (c card) last4() string { return c.digits[len(c.digits)-4:] }

func expiry() string { return fmt.Sprintf("%02d/%02d", ri(1, 12), ri(25, 31)) }

// ---------- SSN / ITIN ----------

func ssnParts() (string, string, string) {
	for {
		a := ri(1, 899)
		if a == 666 {
			continue
		}
		g := ri(1, 99)
		s := ri(1, 9999)
		as := fmt.Sprintf("%03d", a)
		if as == "078" || (as == "987") || as == "123" {
			continue
		}
		return as, fmt.Sprintf("%02d", g), fmt.Sprintf("%04d", s)
	}
}

func ssn() string {
	a, g, s := ssnParts()
	return a + "-" + g + "-" + s
}

func ssnStyled() string {
	a, g, s := ssnParts()
	return pick(a+"-"+g+"-"+s, a+"-"+g+"-"+s, a+" "+g+" "+s, a+g+s)
}

func itin() string {
	g := pickS([]string{fmt.Sprint(ri(50, 65)), fmt.Sprint(ri(70, 88)), fmt.Sprint(ri(90, 92)), fmt.Sprint(ri(94, 99))})
	return "9" + digits(2) + "-" + g + "-" + digits(4)
}

func ein() string {
	return fmt.Sprintf("%02d-%07d", pickInt(10, 12, 20, 27, 33, 45, 46, 47, 81, 82, 83, 84, 85, 86, 87, 88, 92, 93), ri(1000000, 9999999))
}

func pickInt(xs ...int) int { return xs[R.Intn(len(xs))] }

// ---------- JWT ----------

func b64j(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

func jwt(claims string) string {
	h := pick(`{"alg":"HS256","typ":"JWT"}`, `{"alg":"RS256","typ":"JWT","kid":"`+hexs(16)+`"}`, `{"typ":"JWT","alg":"ES256"}`, `{"alg":"HS512","typ":"JWT"}`)
	sigLen := 43
	if strings.Contains(h, "RS256") {
		sigLen = 342
	} else if strings.Contains(h, "ES256") {
		sigLen = 86
	} else if strings.Contains(h, "HS512") {
		sigLen = 86
	}
	return b64j(h) + "." + b64j(claims) + "." + b64u(sigLen)
}

func subscriberJWT() string {
	iat := ri(1700000000, 1760000000)
	return jwt(fmt.Sprintf(`{"sub":"%d","plan":"%s","iat":%d,"exp":%d,"iss":"%s"}`, ri(100000, 9999999),
		pick("digital_plus", "print_digital", "all_access", "basic_monthly", "student"), iat, iat+ri(3600, 2592000), pick("https://account.metrodailynews.com", "paywall.rheinpresse-verlag.de", "https://id.sakura-shimbun.co.jp")))
}

func cmsJWT() string {
	iat := ri(1700000000, 1760000000)
	return jwt(fmt.Sprintf(`{"uid":%d,"role":"%s","preview":"%s","iat":%d,"exp":%d}`, ri(100, 9999),
		pick("editor", "contributor", "desk", "admin"), pick("story", "gallery", "liveblog"), iat, iat+ri(600, 86400)))
}

// ---------- tokens and secrets ----------

func metaToken() string      { return "EAA" + pick("B", "G", "J", "I", "U") + secretish(ri(160, 200)) }
func metaAppSecret() string  { return hexs(32) }
func googleDevToken() string { return b64u(22) }
func gocspx() string         { return "GOCSPX-" + b64u(28) }
func googleRefresh() string  { return "1//0" + fromSet(sAlnum, 1) + b64u(ri(95, 100)) }
func ya29() string           { return "ya29.a0" + b64u(ri(150, 180)) }
func hubspotPat() string     { return "pat-" + pick("na1", "eu1", "na2") + "-" + uuid() }
func mailchimpKey() string   { return hexs(32) + "-us" + fmt.Sprint(ri(1, 21)) }
func klaviyoPriv() string    { return "pk_" + hexs(34) }
func sendgridKey() string    { return "SG." + b64u(22) + "." + b64u(43) }
func slackBot() string       { return "xoxb-" + digits(12) + "-" + digits(13) + "-" + secretish(24) }
func openaiKey() string      { return "sk-proj-" + b64u(ri(48, 64)) + "T3BlbkFJ" + b64u(ri(40, 48)) }
func stripeSecret() string   { return pick("sk_live_", "rk_live_") + "51" + secretish(ri(90, 99)) }
func tiktokToken() string    { return hexs(40) }
func linkedinToken() string  { return "AQ" + pick("V", "X", "W") + b64u(ri(160, 200)) }
func twitterBearer() string {
	return "AAAAAAAAAAAAAAAAAAAAA" + secretish(20) + "%2B" + secretish(12) + "%3D" + secretish(50)
}
func spotifySecret() string    { return hexs(32) }
func airtablePat() string      { return "pat" + secretish(14) + "." + hexs(64) }
func cloudinarySecret() string { return b64u(27) }
func awsSecret() string        { return fromSet(sAlnum+"+/", 40) }
func awsKeyID() string         { return "AKIA" + fromSet(sUpNum, 16) }
func ghToken() string          { return "ghp_" + secretish(36) }
func bitlyToken() string       { return hexs(40) }
func vimeoToken() string       { return hexs(32) }
func ytKey() string            { return "AIza" + b64u(35) }
func contentfulCMA() string    { return "CFPAT-" + b64u(43) }
func ghostAdminKey() string    { return hexs(24) + ":" + hexs(64) }
func sanityToken() string      { return "sk" + secretish(ri(140, 180)) }
func pinterestToken() string   { return "pina_" + fromSet(sUpNum, 60) }
func typeformToken() string    { return "tfp_" + secretish(44) + "_" + secretish(14) }
func hex32() string            { return hexs(32) }
func slackWebhookPath() (string, string) {
	return "T" + fromSet(sUpNum, 8) + "/B" + fromSet(sUpNum, 10), secretish(24)
}
func wpAppPassword() string {
	return alnum(4) + " " + alnum(4) + " " + alnum(4) + " " + alnum(4) + " " + alnum(4) + " " + alnum(4)
}
func basicAuth(user, pass string) string {
	return base64.StdEncoding.EncodeToString([]byte(user + ":" + pass))
}

var pwWords = []string{"Redaktion", "Deadline", "Sunset", "Newsroom", "Brand", "Harbor", "Kiosk", "Lagos", "Velvet", "Tiger", "Espresso", "Marigold", "Frontpage", "Byline", "Scoop", "Atlas", "Cobalt", "Sakura", "Jasmin", "Orbit", "Pixel", "Merlin", "Falcon", "Paprika"}

// password returns a human-chosen password: a word, digits and a symbol.
func password() string {
	w := pickS(pwWords)
	switch R.Intn(6) {
	case 0:
		return w + fmt.Sprint(ri(2019, 2026)) + pick("!", "#", "?", "$", "*")
	case 1:
		return strings.ToLower(w) + pick(".", "_", "-") + pickS(pwWords) + digits(2)
	case 2:
		return w + pick("@", "#", "&") + digits(ri(2, 4)) + strings.ToLower(pickS(pwWords))[:3]
	case 3:
		return secretish(ri(12, 16))
	case 4:
		return pick("!", "") + w[:1] + strings.ToLower(w[1:]) + digits(3) + pick("%", "^", "!", "")
	}
	return fromSet(sAlnum+"!#$%&*", 6) + digits(2) + fromSet(sUp, 2)
}

// ---------- look-alikes that must survive ----------

func isbn13() string {
	for {
		body := "978" + fromSet("0123", 1) + digits(8)
		sum := 0
		for i := 0; i < 12; i++ {
			d := int(body[i] - '0')
			if i%2 == 1 {
				d *= 3
			}
			sum += d
		}
		c := (10 - sum%10) % 10
		// hyphenate: prefix-group-publisher-title-check
		pl := ri(2, 5)
		return body[:3] + "-" + body[3:4] + "-" + body[4:4+pl] + "-" + body[4+pl:12] + "-" + fmt.Sprint(c)
	}
}

func issn() string {
	d := digits(7)
	sum := 0
	for i := 0; i < 7; i++ {
		sum += int(d[i]-'0') * (8 - i)
	}
	c := (11 - sum%11) % 11
	cs := fmt.Sprint(c)
	if c == 10 {
		cs = "X"
	}
	return d[:4] + "-" + d[4:] + cs
}

func doi() string {
	return "10." + fmt.Sprint(ri(1000, 9999)) + "/" + pick("jmp.", "pr.", "s41586-0", "ajr.") + digits(2) + "." + digits(5)
}
func metaCampaignID() string { return "238" + fmt.Sprint(ri(50, 59)) + digits(12) }
func adAccount() string      { return "act_" + nz() + digits(ri(14, 15)) }
func gadsCID() string        { return nz() + digits(2) + "-" + digits(3) + "-" + digits(4) }
func pixelID() string        { return nz() + digits(ri(14, 15)) }
func ga4() string            { return "G-" + fromSet(sUpNum, 10) }
func gtm() string            { return "GTM-" + fromSet(sUpNum, 7) }
func awConv() string         { return "AW-" + nz() + digits(9) }
func invoiceNo() string {
	y := ri(2023, 2026)
	return pick(fmt.Sprintf("INV-%d-%04d", y, ri(1, 9999)), fmt.Sprintf("RE-%d/%03d", y, ri(1, 999)), fmt.Sprintf("#%d-%03d", y, ri(1, 999)), fmt.Sprintf("F%d-%04d", y, ri(1, 9999)), fmt.Sprintf("INV%05d", ri(100, 99999)))
}
func poNumber() string { return "45000" + digits(5) }
func articleID() string {
	return pick("ART-", "STY-", "a") + fmt.Sprint(ri(2023, 2026)) + "-" + digits(5)
}
func gettyID() string { return nz() + digits(9) }
func isrc() string {
	return pick("US", "GB", "DE", "FR", "SE", "JP") + "-" + fromSet(sUpNum, 3) + "-" + digits(2) + "-" + digits(5)
}
func hubID() string        { return nz() + digits(ri(6, 7)) }
func lineItemID() string   { return "6" + digits(9) }
func gamNetwork() string   { return nz() + digits(ri(7, 10)) }
func subscriberNo() string { return pick("SUB-", "ABO-", "KD-", "CUST-") + digits(8) }
func orderNo() string      { return pick("#", "ORD-", "WEB-") + nz() + digits(ri(6, 8)) }
func utmLink(host string) string {
	return "https://" + host + "/" + pick("spring-launch", "podcast", "subscribe", "newsletter", "holiday-gift", "election-live") +
		"?utm_source=" + pick("facebook", "instagram", "newsletter", "google", "tiktok", "linkedin") +
		"&utm_medium=" + pick("paid_social", "email", "cpc", "organic", "display") +
		"&utm_campaign=" + pick("q", "fy", "wave") + fmt.Sprint(ri(1, 4)) + "_" + pick("launch", "retarget", "brand", "promo") + "_" + fmt.Sprint(ri(2023, 2026)) +
		"&utm_content=" + pick("vid15s", "carousel_a", "static_b", "hero_banner")
}
