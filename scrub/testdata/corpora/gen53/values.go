package main

import (
	"encoding/base64"
	"fmt"
	"strconv"
	"strings"
	"time"
)

const (
	upper  = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	lower  = "abcdefghijklmnopqrstuvwxyz"
	digs   = "0123456789"
	alnum  = upper + lower + digs
	lalnum = lower + digs
	ualnum = upper + digs
	b64u   = alnum + "-_"
	hexd   = "0123456789abcdef"
)

func rs(alpha string, n int) string {
	var sb strings.Builder
	for i := 0; i < n; i++ {
		sb.WriteByte(alpha[rng.IntN(len(alpha))])
	}
	return sb.String()
}

func digits(n int) string { return rs(digs, n) }

// nz: n digits, the first not zero
func nz(n int) string { return strconv.Itoa(rn(1, 9)) + digits(n-1) }

// ---------- Luhn / cards ----------

func luhnDigit(s string) byte {
	sum, dbl := 0, true
	for i := len(s) - 1; i >= 0; i-- {
		d := int(s[i] - '0')
		if dbl {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
		dbl = !dbl
	}
	return byte('0' + (10-sum%10)%10)
}

func luhnOK(s string) bool {
	if len(s) < 2 {
		return false
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return luhnDigit(s[:len(s)-1]) == s[len(s)-1]
}

func isCardPrefix(s string) bool {
	return strings.HasPrefix(s, "4") || strings.HasPrefix(s, "5") || strings.HasPrefix(s, "6") ||
		strings.HasPrefix(s, "34") || strings.HasPrefix(s, "37") || strings.HasPrefix(s, "35") ||
		strings.HasPrefix(s, "22") || strings.HasPrefix(s, "2") || strings.HasPrefix(s, "9792") ||
		strings.HasPrefix(s, "8") || strings.HasPrefix(s, "36") || strings.HasPrefix(s, "30")
}

// noLuhn regenerates an id until it does not pass Luhn: a keep id must not be a card.
func noLuhn(f func() string) string {
	for {
		s := f()
		if !luhnOK(s) {
			return s
		}
	}
}

func cardNumber(issuer string) string {
	var pre string
	n := 16
	switch issuer {
	case "visa":
		pre = "4" + pick("", "1", "2", "5", "7", "9")
		n = pick(16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 13, 19)
	case "mc":
		if chance(.3) {
			pre = strconv.Itoa(rn(2221, 2720))
		} else {
			pre = strconv.Itoa(rn(51, 55))
		}
	case "amex":
		pre, n = pick("34", "37"), 15
	case "discover":
		pre = pick("6011", "65", "644", "645", "649")
	case "jcb":
		pre = strconv.Itoa(rn(3528, 3589))
	case "unionpay":
		pre = pick("6212", "6217", "6222", "6228", "6259", "6236")
		n = pick(16, 16, 19)
	case "mir":
		pre = "220" + strconv.Itoa(rn(0, 4))
	case "troy":
		pre = "9792"
	case "rupay":
		pre = pick("6073", "6081", "6522", "6528", "508")
	case "elo":
		pre = pick("636368", "504175", "509066", "650487", "438935")
	case "hipercard":
		pre = "606282"
	case "maestro":
		pre = pick("6759", "5018", "6304", "5020")
		n = pick(16, 19)
	case "diners":
		pre, n = pick("36", "3056", "38"), 14
	}
	body := pre + digits(n-1-len(pre))
	return body + string(luhnDigit(body))
}

func fmtCard(num string) string {
	n := len(num)
	group := func(sizes []int, sep string) string {
		var parts []string
		i := 0
		for _, s := range sizes {
			if i+s > n {
				s = n - i
			}
			parts = append(parts, num[i:i+s])
			i += s
		}
		if i < n {
			parts = append(parts, num[i:])
		}
		return strings.Join(parts, sep)
	}
	switch n {
	case 15:
		return pick(group([]int{4, 6, 5}, " "), group([]int{4, 6, 5}, "-"), num)
	case 14:
		return pick(group([]int{4, 6, 4}, " "), num)
	case 16:
		return pick(group([]int{4, 4, 4, 4}, " "), group([]int{4, 4, 4, 4}, " "), group([]int{4, 4, 4, 4}, "-"), num, num)
	case 19:
		return pick(group([]int{4, 4, 4, 4, 3}, " "), num)
	case 13:
		return pick(num, group([]int{4, 4, 5}, " "))
	}
	return num
}

func cardFor(L *Loc) string {
	iss := pick(append([]string{"visa", "visa", "mc", "mc"}, L.Cards...)...)
	return fmtCard(cardNumber(iss))
}

// ---------- SSN / ITIN ----------

func ssnDigits() (string, string, string) {
	for {
		a := rn(1, 899)
		if a == 666 {
			continue
		}
		return fmt.Sprintf("%03d", a), fmt.Sprintf("%02d", rn(1, 99)), fmt.Sprintf("%04d", rn(1, 9999))
	}
}

func itinDigits() (string, string, string) {
	g := pick(rn(50, 65), rn(70, 88), rn(90, 92), rn(94, 99))
	return fmt.Sprintf("9%02d", rn(0, 99)), fmt.Sprintf("%02d", g), fmt.Sprintf("%04d", rn(1, 9999))
}

// ssn returns a US SSN (or an ITIN when itin) in the way people type it.
func ssn(itin bool) string {
	a, g, s := ssnDigits()
	if itin {
		a, g, s = itinDigits()
	}
	switch rn(0, 11) {
	case 0:
		return a + " " + g + " " + s
	case 1:
		return a + g + s
	default:
		return a + "-" + g + "-" + s
	}
}

// ---------- JWT ----------

var b64r = base64.RawURLEncoding

func jwt() string {
	now := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC).Add(time.Duration(rn(0, 400*24*3600)) * time.Second).Unix()
	var hdr, pay string
	sigLen := 32
	switch rn(0, 5) {
	case 0: // Firebase / Google id token
		proj := pick("creatorhub-prod", "modqueue-7f2a1", "fanclub-app", "streamdeck-live")
		hdr = fmt.Sprintf(`{"alg":"RS256","kid":"%s","typ":"JWT"}`, rs(hexd, 40))
		pay = fmt.Sprintf(`{"iss":"https://securetoken.google.com/%s","aud":"%s","auth_time":%d,"user_id":"%s","sub":"%s","iat":%d,"exp":%d,"firebase":{"sign_in_provider":"password"}}`,
			proj, proj, now-60, rs(alnum, 28), rs(alnum, 28), now, now+3600)
		sigLen = 256
	case 1: // Supabase
		hdr = `{"alg":"HS256","typ":"JWT"}`
		pay = fmt.Sprintf(`{"aud":"authenticated","exp":%d,"iat":%d,"sub":"%s","role":"authenticated","session_id":"%s"}`, now+3600, now, uuid(), uuid())
	case 2: // platform session
		hdr = pick(`{"alg":"HS256","typ":"JWT"}`, `{"typ":"JWT","alg":"HS512"}`)
		pay = fmt.Sprintf(`{"uid":%d,"scope":"%s","iat":%d,"exp":%d}`, rn(100000, 99999999), pick("payouts:read", "mod:write reports:read", "creator:full", "chat:read chat:edit"), now, now+int64(pick(900, 3600, 86400)))
		if strings.Contains(hdr, "512") {
			sigLen = 64
		}
	case 3: // OIDC id_token from a streaming platform
		hdr = fmt.Sprintf(`{"alg":"RS256","typ":"JWT","kid":"%d"}`, rn(1, 9))
		pay = fmt.Sprintf(`{"aud":"%s","exp":%d,"iat":%d,"iss":"https://id.%s","sub":"%d","preferred_username":"%s"}`,
			rs(lalnum, 30), now+900, now, pick("twitch.tv", "streamhub.io", "kick.example"), rn(10000000, 999999999), pick("nightowl_tv", "mika_plays", "ravenclips"))
		sigLen = 256
	case 4: // ES256 API token
		hdr = fmt.Sprintf(`{"alg":"ES256","kid":"%s"}`, rs(ualnum, 10))
		pay = fmt.Sprintf(`{"iss":"%s","iat":%d,"exp":%d,"aud":"appstoreconnect-v1"}`, uuid(), now, now+1200)
		sigLen = 64
	default: // moderation dashboard
		hdr = `{"alg":"HS256","typ":"JWT"}`
		pay = fmt.Sprintf(`{"sub":"mod_%d","guild":"%s","perms":["ban","kick","timeout"],"iat":%d,"exp":%d}`, rn(1000, 99999), snowflake(), now, now+7200)
	}
	sig := make([]byte, sigLen)
	for i := range sig {
		sig[i] = byte(rng.IntN(256))
	}
	return b64r.EncodeToString([]byte(hdr)) + "." + b64r.EncodeToString([]byte(pay)) + "." + b64r.EncodeToString(sig)
}

// ---------- vendor tokens ----------

func discordBotToken() string {
	id := snowflake()
	first := strings.TrimRight(base64.StdEncoding.EncodeToString([]byte(id)), "=")
	ts := rs(b64u, 6)
	return first + "." + ts + "." + rs(b64u, pick(27, 38))
}

func telegramToken() string {
	id := pick(nz(9), nz(10), "5"+digits(9), "6"+digits(9), "7"+digits(9))
	return id + ":AA" + rs(b64u, 33)
}

func slackBot() string {
	return "xoxb-" + nz(pick(10, 11, 12, 13)) + "-" + nz(13) + "-" + rs(alnum, 24)
}
func slackUser() string { return "xoxp-" + nz(11) + "-" + nz(11) + "-" + nz(13) + "-" + rs(hexd, 32) }
func slackApp() string  { return "xapp-1-A0" + rs(ualnum, 9) + "-" + nz(13) + "-" + rs(hexd, 64) }
func slackHookParts() (string, string, string) {
	return "T0" + rs(ualnum, pick(7, 8, 9)), "B0" + rs(ualnum, pick(7, 8, 9)), rs(alnum, 24)
}
func discordHook() (string, string) { return snowflake(), rs(b64u, 68) }
func ghp() string                   { return "ghp_" + rs(alnum, 36) }
func ghFine() string                { return "github_pat_11" + rs(ualnum, 20) + "_" + rs(alnum, 59) }
func stripeSK() string              { return "sk_live_51" + rs(alnum, 14) + rs(alnum, 84) }
func stripeRK() string              { return "rk_live_51" + rs(alnum, 14) + rs(alnum, 84) }
func stripePK() string              { return "pk_live_51" + rs(alnum, 14) + rs(alnum, 84) }
func whsec() string                 { return "whsec_" + rs(alnum, 32) }
func openAI() string                { return "sk-proj-" + rs(b64u, 74) + "T3BlbkFJ" + rs(b64u, 74) }
func anthropic() string             { return "sk-ant-api03-" + rs(b64u, 93) + "AA" }
func twitchOAuth() string           { return rs(lalnum, 30) }
func googleKey() string             { return "AIza" + rs(b64u, 35) }
func awsSecret() string             { return rs(alnum+"/+", 40) }
func sendgrid() string              { return "SG." + rs(b64u, 22) + "." + rs(b64u, 43) }
func mailchimp() string             { return rs(hexd, 32) + "-us" + strconv.Itoa(rn(2, 21)) }
func opaque(n int) string           { return rs(b64u, n) }
func hexSecret(n int) string        { return rs(hexd, n) }
func redditSecret() string          { return rs(b64u, pick(27, 30)) }
func patreonToken() string          { return rs(b64u, 43) }
func igSession() string {
	return nz(pick(10, 11)) + "%3A" + rs(alnum, 14) + "%3A" + strconv.Itoa(rn(1, 28)) + "%3AAY" + rs(b64u, 58)
}
func discordBackup() string { return rs(lalnum, 4) + "-" + rs(lalnum, 4) }
func basicCred(user, pass string) string {
	return base64.StdEncoding.EncodeToString([]byte(user + ":" + pass))
}

// password as people choose them
func password(L *Loc) string {
	w := pick(append([]string{"sunshine", "dragon", "monkey", "pikachu", "naruto", "minecraft", "valorant", "shadow", "luna", "kitty", "blink", "soccer", "galaxy"}, L.Words...)...)
	switch rn(0, 9) {
	case 0, 1:
		return w + strconv.Itoa(rn(1985, 2012))
	case 2:
		return strings.ToUpper(w[:1]) + w[1:] + pick("!", "@", "#", "$", ".", "*") + strconv.Itoa(rn(10, 99))
	case 3:
		return strings.ToUpper(w[:1]) + w[1:] + "_" + strconv.Itoa(rn(1, 9999))
	case 4: // random generator style
		return rs(alnum, 4) + pick("!", "#", "$", "%", "&", "?") + rs(alnum, 5) + pick("@", "*", "^") + rs(alnum, 3)
	case 5:
		return pick("purple", "river", "copper", "tiger", "cactus", "velvet") + "-" + pick("canoe", "lantern", "piano", "comet", "walnut") + "-" + pick("storm", "maple", "orbit", "pickle") + "-" + strconv.Itoa(rn(10, 99))
	case 6:
		return leet(w) + strconv.Itoa(rn(1, 99)) + pick("!", "")
	case 7:
		return w + pick("123", "1234", "2024", "2025", "007", "69") + pick("", "!")
	case 8:
		return strings.ToUpper(w[:1]) + w[1:] + strconv.Itoa(rn(1, 31)) + strconv.Itoa(rn(1, 12)) + pick("", "?")
	default:
		return rs(alnum, rn(12, 20))
	}
}

func leet(s string) string {
	r := strings.NewReplacer("a", "4", "e", "3", "o", "0", "i", "1", "s", "5")
	return r.Replace(s)
}

// ---------- look-alike ids (keep strings) ----------

const discordEpoch = 1420070400000

func snowflake() string {
	ms := int64(rn(1451606400, 1756684800))*1000 + int64(rn(0, 999))
	id := (ms-discordEpoch)<<22 | int64(rng.IntN(1<<22))
	s := strconv.FormatInt(id, 10)
	if luhnOK(s) {
		return snowflake()
	}
	return s
}

func tweetID() string {
	return noLuhn(func() string { return pick("17", "18", "19") + digits(17) })
}

func base36(n int) string { return rs(lalnum, n) }
func redditID() string    { return "1" + base36(6) }
func uuid() string {
	h := rs(hexd, 32)
	return h[:8] + "-" + h[8:12] + "-4" + h[13:16] + "-" + pick("8", "9", "a", "b") + h[17:20] + "-" + h[20:]
}
func hexColor() string {
	return "#" + strings.ToUpper(pick(rs(hexd, 6), "5865f2", "ff0000", "1da1f2", "9146ff", "25d366", "e1306c", rs(hexd, 6)))
}
func gitSHA(n int) string { return rs(hexd, n) }
func semver() string      { return fmt.Sprintf("%d.%d.%d", rn(0, 5), rn(0, 24), rn(0, 40)) }
func caseID() string {
	return pick("TS", "CASE", "SR", "T&S", "MOD", "INC") + "-" + pick("2024", "2025") + "-" + fmt.Sprintf("%06d", rn(1000, 999999))
}
func tgChatID() string    { return "-100" + nz(10) }
func slackChan() string   { return "C0" + rs(ualnum, 9) }
func slackUserID() string { return pick("U0", "W0") + rs(ualnum, 9) }
func slackTS() string     { return fmt.Sprintf("%d.%06d", rn(1704067200, 1756684800), rn(0, 999999)) }
func ytVideo() string     { return rs(b64u, 11) }
func ytChannel() string   { return "UC" + rs(b64u, 22) }
func invite() string      { return rs(alnum, pick(7, 8, 10)) }
func amazonOrder() string {
	return fmt.Sprintf("%03d-%07d-%07d", rn(111, 114), rn(0, 9999999), rn(0, 9999999))
}
func upsTrack() string { return "1Z" + rs(ualnum, 6) + digits(10) }
func postTrack(cc string) string {
	return pick("LX", "RR", "NX", "LB", "CP", "EE", "UA") + nz(9) + cc
}
func ein() string              { return fmt.Sprintf("%02d-%07d", rn(10, 88), rn(0, 9999999)) }
func stripeID(p string) string { return p + "_1" + rs(alnum, 23) }
func invoiceNo() string {
	return pick("INV", "FAC", "RE", "NF", "INV", "FV") + pick("-", "/", "-") + pick("2024", "2025") + pick("-", "/") + fmt.Sprintf("%04d", rn(1, 3999))
}
func sha256hex() string { return rs(hexd, 64) }
func privIP() string {
	return fmt.Sprintf("10.%d.%d.%d:%d", rn(0, 255), rn(0, 255), rn(1, 254), pick(8080, 3000, 5432, 6379, 9000))
}

// timestamps
var t0 = time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)

func randTime() time.Time {
	return t0.Add(time.Duration(rn(0, 600*24*3600)) * time.Second)
}

func groupInt(n int, sep string) string {
	s := strconv.Itoa(n)
	var out []string
	for len(s) > 3 {
		out = append([]string{s[len(s)-3:]}, out...)
		s = s[:len(s)-3]
	}
	out = append([]string{s}, out...)
	return strings.Join(out, sep)
}

func groupIndian(n int) string {
	s := strconv.Itoa(n)
	if len(s) <= 3 {
		return s
	}
	head, tail := s[:len(s)-3], s[len(s)-3:]
	var parts []string
	for len(head) > 2 {
		parts = append([]string{head[len(head)-2:]}, parts...)
		head = head[:len(head)-2]
	}
	parts = append([]string{head}, parts...)
	return strings.Join(parts, ",") + "," + tail
}

// native digits
func toDigits(s string, zero rune) string {
	var sb strings.Builder
	for _, c := range s {
		if c >= '0' && c <= '9' {
			sb.WriteRune(zero + (c - '0'))
		} else {
			sb.WriteRune(c)
		}
	}
	return sb.String()
}

func fullWidth(s string) string {
	var sb strings.Builder
	for _, c := range s {
		switch {
		case c >= '0' && c <= '9':
			sb.WriteRune('０' + (c - '0'))
		case c == '-':
			sb.WriteRune(pick('－', 'ー', '－'))
		case c == '+':
			sb.WriteRune('＋')
		case c == '(':
			sb.WriteRune('（')
		case c == ')':
			sb.WriteRune('）')
		default:
			sb.WriteRune(c)
		}
	}
	return sb.String()
}

func followers(L *Loc) string {
	n := rn(1, 999)
	switch L.Code {
	case "pt":
		return pick(fmt.Sprintf("%d,%d mil seguidores", n, rn(1, 9)), fmt.Sprintf("%d mil inscritos", n))
	case "es":
		return pick(fmt.Sprintf("%d.%dK seguidores", n, rn(1, 9)), fmt.Sprintf("%d mil suscriptores", n))
	case "ru":
		return fmt.Sprintf("%d,%d тыс. подписчиков", n, rn(1, 9))
	case "uk":
		return fmt.Sprintf("%d тис. підписників", n)
	case "ja":
		return fmt.Sprintf("フォロワー%d.%d万人", rn(1, 99), rn(1, 9))
	case "ko":
		return fmt.Sprintf("팔로워 %d.%d만", rn(1, 99), rn(1, 9))
	case "zh":
		return fmt.Sprintf("粉丝%d.%d万", rn(1, 500), rn(1, 9))
	case "de":
		return fmt.Sprintf("%d.%d Tsd. Follower", n, rn(100, 999))
	case "fr":
		return fmt.Sprintf("%d,%d k abonnés", n, rn(1, 9))
	case "tr":
		return fmt.Sprintf("%d,%dB takipçi", n, rn(1, 9))
	case "id":
		return fmt.Sprintf("%d,%drb pengikut", n, rn(1, 9))
	case "vi":
		return fmt.Sprintf("%d,%dK người theo dõi", n, rn(1, 9))
	case "pl":
		return fmt.Sprintf("%d,%d tys. obserwujących", n, rn(1, 9))
	case "hi":
		return fmt.Sprintf("%d.%dK followers", n, rn(1, 9))
	}
	return pick(fmt.Sprintf("%d.%dK followers", n, rn(1, 9)), fmt.Sprintf("%d.%dM subscribers", rn(1, 9), rn(1, 9)), groupInt(rn(10000, 2000000), ",")+" followers")
}
