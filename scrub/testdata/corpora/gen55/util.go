package main

import (
	"encoding/base64"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
)

type R struct{ *rand.Rand }

func (r *R) I(a, b int) int        { return a + r.IntN(b-a+1) }
func (r *R) C(p float64) bool      { return r.Float64() < p }
func (r *R) P(xs ...string) string { return xs[r.IntN(len(xs))] }
func pick[T any](r *R, xs []T) T   { return xs[r.IntN(len(xs))] }
func (r *R) S(alpha string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = alpha[r.IntN(len(alpha))]
	}
	return string(b)
}

const (
	digitsA  = "0123456789"
	alnumA   = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	upAlnumA = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	loAlnumA = "abcdefghijklmnopqrstuvwxyz0123456789"
	hexA     = "0123456789abcdef"
	b58A     = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
	b32A     = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
	bech32A  = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
	urlA     = alnumA + "-_"
	b64A     = alnumA + "+/"
)

// D returns n random digits (leading zero allowed).
func (r *R) D(n int) string { return r.S(digitsA, n) }

// DN returns n random digits, the first non-zero.
func (r *R) DN(n int) string { return string(rune('1'+r.IntN(9))) + r.D(n-1) }

// mixed makes sure a random token has upper, lower and digit.
func (r *R) tok(alpha string, n int) string {
	for {
		s := r.S(alpha, n)
		if n < 8 || (strings.ContainsAny(s, "0123456789") && (!strings.ContainsAny(alpha, "abc") || strings.ContainsAny(s, "abcdefghijklmnopqrstuvwxyz")) && (!strings.ContainsAny(alpha, "ABC") || strings.ContainsAny(s, "ABCDEFGHIJKLMNOPQRSTUVWXYZ"))) {
			return s
		}
	}
}

func (r *R) UUID() string {
	h := r.S(hexA, 32)
	return h[0:8] + "-" + h[8:12] + "-4" + h[13:16] + "-" + string("89ab"[r.IntN(4)]) + h[17:20] + "-" + h[20:32]
}

// ---------- Luhn and cards ----------

func luhnOK(s string) bool {
	sum, alt := 0, false
	for i := len(s) - 1; i >= 0; i-- {
		d := int(s[i] - '0')
		if alt {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
		alt = !alt
	}
	return sum%10 == 0
}

func luhnComplete(payload string) string {
	for c := byte('0'); c <= '9'; c++ {
		if luhnOK(payload + string(c)) {
			return payload + string(c)
		}
	}
	panic("luhn")
}

type issuer struct {
	name     string
	prefixes []string
	lens     []int
}

var issuers = map[string]issuer{
	"visa":     {"Visa", []string{"4"}, []int{16, 16, 16, 16, 13}},
	"mc":       {"Mastercard", []string{"51", "52", "53", "54", "55", "2221", "2300", "2720", "2445"}, []int{16}},
	"amex":     {"Amex", []string{"34", "37"}, []int{15}},
	"discover": {"Discover", []string{"6011", "644", "645", "649", "65"}, []int{16}},
	"jcb":      {"JCB", []string{"3528", "3530", "3566", "3589"}, []int{16}},
	"diners":   {"Diners Club", []string{"36", "300", "305"}, []int{14}},
	"unionpay": {"UnionPay", []string{"62"}, []int{16, 16, 19}},
	"elo":      {"Elo", []string{"636368", "504175", "451416", "438935", "636297"}, []int{16}},
	"hiper":    {"Hipercard", []string{"606282"}, []int{16}},
	"rupay":    {"RuPay", []string{"6521", "6522", "508227", "607153"}, []int{16}},
	"maestro":  {"Maestro", []string{"6759", "5018", "5020", "6304"}, []int{16, 19}},
	"verve":    {"Verve", []string{"506099", "506105", "650002"}, []int{16, 19}},
}

// CardNum returns the digits of a Luhn-valid card of the issuer.
func (r *R) CardNum(iss string) string {
	is := issuers[iss]
	p := pick(r, is.prefixes)
	n := pick(r, is.lens)
	return luhnComplete(p + r.D(n-len(p)-1))
}

func group(s string, sizes []int, sep string) string {
	var parts []string
	i := 0
	for _, z := range sizes {
		if i >= len(s) {
			break
		}
		e := i + z
		if e > len(s) {
			e = len(s)
		}
		parts = append(parts, s[i:e])
		i = e
	}
	if i < len(s) {
		parts = append(parts, s[i:])
	}
	return strings.Join(parts, sep)
}

// CardFmt writes a card as people type it.
func (r *R) CardFmt(num string) string {
	sep := r.P(" ", " ", " ", "-", "", "")
	switch len(num) {
	case 15:
		return group(num, []int{4, 6, 5}, sep)
	case 14:
		return group(num, []int{4, 6, 4}, sep)
	case 13:
		if sep == "" {
			return num
		}
		return group(num, []int{4, 4, 5}, sep)
	default:
		return group(num, []int{4, 4, 4, 4, 4}, sep)
	}
}

func (r *R) Card(iss string) string { return r.CardFmt(r.CardNum(iss)) }

// cardLike reports whether a digit string could be read as a card: used to
// keep look-alike ids from being real card numbers by accident.
func cardLike(d string) bool {
	if len(d) < 12 || len(d) > 19 {
		return false
	}
	return luhnOK(d) && d[0] >= '2' && d[0] <= '6'
}

// ID makes an n-digit id that is not card-like (flips the last digit if needed).
func (r *R) ID(n int) string {
	for {
		s := r.DN(n)
		if !cardLike(s) {
			return s
		}
	}
}

func last4(num string) string { return num[len(num)-4:] }

func (r *R) Masked(num string) string {
	l := last4(num)
	switch r.IntN(9) {
	case 0:
		return "•••• " + l
	case 1:
		return "**** **** **** " + l
	case 2:
		return "XXXX-XXXX-XXXX-" + l
	case 3:
		return num[:6] + strings.Repeat("*", len(num)-10) + l
	case 4:
		return "ending in " + l
	case 5:
		return "x" + l
	case 6:
		return "************" + l
	case 7:
		return "…" + l
	default:
		return "XXXXXXXXXXXX" + l
	}
}

// ---------- SSN / ITIN / EIN / routing ----------

func (r *R) ssnParts() (string, string, string) {
	a := r.I(1, 899)
	for a == 666 {
		a = r.I(1, 899)
	}
	return fmt.Sprintf("%03d", a), fmt.Sprintf("%02d", r.I(1, 99)), fmt.Sprintf("%04d", r.I(1, 9999))
}

func (r *R) itinParts() (string, string, string) {
	groups := []int{}
	for g := 50; g <= 99; g++ {
		if (g <= 65) || (g >= 70 && g <= 88) || (g >= 90 && g <= 92) || g >= 94 {
			groups = append(groups, g)
		}
	}
	return fmt.Sprintf("9%02d", r.I(0, 99)), fmt.Sprintf("%02d", pick(r, groups)), fmt.Sprintf("%04d", r.I(1, 9999))
}

// SSN in the dashed form.
func (r *R) SSN() string { a, g, s := r.ssnParts(); return a + "-" + g + "-" + s }

func (r *R) ITIN() string { a, g, s := r.itinParts(); return a + "-" + g + "-" + s }

// SSNVar: a labelled SSN in one of the ways people write it.
func (r *R) SSNVar() string {
	a, g, s := r.ssnParts()
	switch r.IntN(10) {
	case 0, 1:
		return a + " " + g + " " + s
	case 2:
		return a + g + s
	case 3:
		return a + "." + g + "." + s
	default:
		return a + "-" + g + "-" + s
	}
}

func (r *R) MaskedSSN() string {
	l := r.D(3) + string(rune('1'+r.IntN(9)))
	return r.P("XXX-XX-", "***-**-", "xxx-xx-", "•••-••-", "*****") + l
}

var einPrefixes = []string{"01", "04", "06", "10", "13", "20", "22", "26", "27", "30", "33", "36", "38", "41", "45", "46", "47", "52", "54", "56", "59", "61", "65", "71", "74", "77", "81", "82", "84", "86", "88", "91", "94", "95", "98"}

func (r *R) EIN() string { return pick(r, einPrefixes) + "-" + r.D(7) }

func (r *R) Routing() string {
	pre := pick(r, []string{"01", "02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "12", "21", "22", "23", "26", "31", "32", "61", "63", "65", "67", "71", "72"})
	d := pre + r.D(6)
	v := func(i int) int { return int(d[i] - '0') }
	s := 3*(v(0)+v(3)+v(6)) + 7*(v(1)+v(4)+v(7)) + v(2) + v(5)
	return d + strconv.Itoa((10-s%10)%10)
}

func (r *R) Acct() string { return r.ID(r.I(8, 12)) }

// ---------- JWT ----------

var jwtIss = []string{"https://api.plaid.com", "https://identity.xero.com", "https://oauth.platform.intuit.com/op/v1", "https://auth.mercury.com", "https://login.coinbase.com", "https://api.revolut.com", "https://accounts.wise.com", "https://id.taxact.example-bank.com", "https://sso.brex.com", "https://auth.ramp.com"}

func b64u(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

func (r *R) JWT() string {
	alg := r.P("HS256", "RS256", "RS256", "ES256", "HS512", "PS256")
	var hdr string
	switch r.IntN(4) {
	case 0:
		hdr = fmt.Sprintf(`{"alg":"%s","typ":"JWT"}`, alg)
	case 1:
		hdr = fmt.Sprintf(`{"alg":"%s","kid":"%s","typ":"JWT"}`, alg, r.S(hexA, 16))
	case 2:
		hdr = fmt.Sprintf(`{"typ":"JWT","alg":"%s"}`, alg)
	default:
		hdr = fmt.Sprintf(`{"alg":"%s","kid":"%s"}`, alg, r.tok(alnumA, 20))
	}
	iat := 1700000000 + r.IntN(60000000)
	pl := fmt.Sprintf(`{"sub":"%s","iss":"%s","aud":"%s","iat":%d,"exp":%d,"scope":"%s"}`,
		r.P("usr_", "cus_", "acct_", "")+r.tok(alnumA, 14), pick(r, jwtIss), r.P("fintech-app", "ledger-api", "payments", "tax-portal"),
		iat, iat+r.P2(3600, 86400), r.P("accounts:read transactions:read", "openid profile email", "payments offline_access", "read write"))
	if r.C(0.3) {
		pl = fmt.Sprintf(`{"user_id":%d,"email_verified":true,"exp":%d}`, r.I(10000, 9999999), iat)
	}
	n := map[string]int{"HS256": 32, "HS512": 64, "RS256": 256, "PS256": 256, "ES256": 64}[alg]
	sig := make([]byte, n)
	for i := range sig {
		sig[i] = byte(r.IntN(256))
	}
	return b64u(hdr) + "." + b64u(pl) + "." + base64.RawURLEncoding.EncodeToString(sig)
}

func (r *R) P2(a, b int) int {
	if r.C(0.5) {
		return a
	}
	return b
}

// ---------- tokens ----------

func (r *R) StripeSK() string {
	env := r.P("live", "live", "test")
	if r.C(0.5) {
		return "sk_" + env + "_" + r.tok(alnumA, 24)
	}
	return "sk_" + env + "_51" + r.tok(alnumA, 97)
}
func (r *R) StripeRK() string { return "rk_live_51" + r.tok(alnumA, 97) }
func (r *R) StripePK() string { return "pk_live_51" + r.tok(alnumA, 97) }
func (r *R) Whsec() string    { return "whsec_" + r.tok(alnumA, 32) }
func (r *R) PlaidSecret() string {
	return r.S(hexA, 30)
}
func (r *R) PlaidClientID() string { return r.S(hexA, 24) }
func (r *R) PlaidAccess() string {
	return "access-" + r.P("production", "production", "sandbox", "development") + "-" + r.UUID()
}
func (r *R) BinanceKey() string { return r.tok(alnumA, 64) }
func (r *R) KrakenKey() string  { return r.tok(b64A, 56) }
func (r *R) KrakenPriv() string {
	b := make([]byte, 64)
	for i := range b {
		b[i] = byte(r.IntN(256))
	}
	return base64.StdEncoding.EncodeToString(b)
}
func (r *R) CoinbaseKey() string    { return r.tok(alnumA, 16) }
func (r *R) CoinbaseSecret() string { return r.tok(alnumA, 32) }
func (r *R) ECPem(nl string) string {
	b := make([]byte, 121)
	for i := range b {
		b[i] = byte(r.IntN(256))
	}
	body := base64.StdEncoding.EncodeToString(b)
	body = "MHcCAQEEI" + body[9:]
	lines := []string{}
	for i := 0; i < len(body); i += 64 {
		e := i + 64
		if e > len(body) {
			e = len(body)
		}
		lines = append(lines, body[i:e])
	}
	return "-----BEGIN EC PRIVATE KEY-----" + nl + strings.Join(lines, nl) + nl + "-----END EC PRIVATE KEY-----"
}
func (r *R) GHP() string          { return "ghp_" + r.tok(alnumA, 36) }
func (r *R) OpenAIKey() string    { return "sk-proj-" + r.tok(urlA, 156) }
func (r *R) SquareTok() string    { return "EAAA" + r.tok(urlA, 60) }
func (r *R) PayPalSecret() string { return "E" + r.tok(urlA, 79) }
func (r *R) PayPalClientID() string {
	return "A" + r.tok(urlA, 79)
}
func (r *R) PayPalAccess() string { return "A21AA" + r.tok(urlA, 92) }
func (r *R) TwilioSID() string    { return "AC" + r.S(hexA, 32) }
func (r *R) TwilioAuth() string   { return r.S(hexA, 32) }
func (r *R) SendGrid() string     { return "SG." + r.tok(urlA, 22) + "." + r.tok(urlA, 43) }
func (r *R) AlpacaKeyID() string  { return r.P("PK", "AK") + r.tok(upAlnumA, 18) }
func (r *R) AlpacaSecret() string { return r.tok(alnumA, 40) }
func (r *R) EtherscanKey() string { return r.tok(upAlnumA, 34) }
func (r *R) InfuraID() string     { return r.S(hexA, 32) }
func (r *R) TOTPSeed() string {
	if r.C(0.5) {
		return r.S(b32A, 16)
	}
	return r.S(b32A, 32)
}
func (r *R) TOTPSeedSpaced() string {
	s := r.S(strings.ToLower(b32A), 32)
	return group(s, []int{4, 4, 4, 4, 4, 4, 4, 4}, " ")
}
func (r *R) BackupCode(style int) string {
	switch style {
	case 0:
		return r.D(4) + " " + r.D(4)
	case 1:
		return r.D(8)
	case 2:
		return r.S("abcdefghjkmnpqrstuvwxyz23456789", 4) + "-" + r.S("abcdefghjkmnpqrstuvwxyz23456789", 4)
	default:
		return r.S("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 5) + "-" + r.S("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 5)
	}
}
func (r *R) QBORefresh() string { return "AB11" + r.D(10) + r.tok(alnumA, 36) }
func (r *R) MercuryTok() string {
	return "secret-token:mercury_production_wma_" + r.tok(alnumA, 42) + "_yrucrem"
}
func (r *R) OKXSecret() string { return r.S("0123456789ABCDEF", 32) }
func (r *R) BrexTok() string   { return "bxt_" + r.tok(alnumA, 40) }
func (r *R) Random(n int) string {
	return r.tok(alnumA, n)
}
func (r *R) BasicAuth(user, pass string) string {
	return base64.StdEncoding.EncodeToString([]byte(user + ":" + pass))
}

var pwWords = []string{"Sunflower", "bluebird", "Mango", "Ledger", "tiger", "Carrot", "River", "falcon", "Paloma", "Kanji", "Brisa", "Sonne", "Zebra", "Maple", "Chidi", "lagos", "Mariposa", "Bonjour", "Ciao", "Tulip", "Sakura", "pierogi", "Goa", "Manila", "Jollof", "Refund", "Wallet", "Crypto", "Hodl", "Coffee", "Dragon", "Liberty"}

func (r *R) Password() string {
	w := pick(r, pwWords)
	switch r.IntN(7) {
	case 0:
		return w + r.P("!", "#", "$", "@", "*", ".") + r.D(r.I(2, 4))
	case 1:
		return w + r.D(4) + r.P("!", "?", "")
	case 2:
		return r.tok(alnumA+"!#$%&*", r.I(12, 18))
	case 3:
		return strings.ToLower(w) + "-" + strings.ToLower(pick(r, pwWords)) + "-" + r.D(2)
	case 4:
		return r.P("M", "K", "Z", "Q") + r.D(1) + strings.ToLower(w)[:3] + r.P("&", "%", "$") + r.D(3) + pick(r, pwWords)[:2]
	case 5:
		s := strings.NewReplacer("a", "@", "o", "0", "e", "3", "i", "1").Replace(w)
		if !strings.ContainsAny(s, "0123456789") {
			s += r.D(2)
		}
		return s + r.P("_", "!", "") + r.D(2)
	default:
		return w + pick(r, pwWords) + r.D(2) + r.P("!", "")
	}
}

// ---------- crypto ----------

var bip39 = strings.Fields("abandon ability able about above absent absorb abstract absurd abuse access accident account accuse achieve acid acoustic acquire across act action actor actress actual adapt add addict address adjust admit adult advance advice aerobic affair afford afraid again age agent agree ahead aim air airport aisle alarm album alcohol alert alien all alley allow almost alone alpha already also alter always amateur amazing among amount amused analyst anchor ancient anger angle angry animal ankle announce annual another answer antenna antique anxiety any apart apology appear apple approve april arch arctic area arena argue arm armed armor army around arrange arrest arrive arrow art artefact artist artwork ask aspect assault asset assist assume asthma athlete atom attack attend attitude attract auction audit august aunt author auto autumn average avocado avoid awake aware away awesome awful awkward axis baby bachelor bacon badge bag balance balcony ball bamboo banana banner bar barely bargain barrel base basic basket battle beach bean beauty because become beef before begin behave behind believe below belt bench benefit best betray better between beyond bicycle bid bike bind biology bird birth bitter black blade blame blanket blast bleak bless blind blood blossom blouse blue blur blush board boat body boil bomb bone bonus book boost border boring borrow boss bottom bounce box boy bracket brain brand brass brave bread breeze brick bridge brief bright bring brisk broccoli broken bronze broom brother brown brush bubble buddy budget buffalo build bulb bulk bullet bundle bunker burden burger burst bus business busy butter buyer buzz cabbage cabin cable cactus cage cake call calm camera camp can canal cancel candy cannon canoe canvas canyon capable capital captain car carbon card cargo carpet carry cart case cash casino castle casual cat catalog catch category cattle caught cause caution cave ceiling celery cement census century cereal certain chair chalk champion change chaos chapter charge chase chat cheap check cheese chef cherry chest chicken chief child chimney choice choose chronic chuckle chunk churn cigar cinnamon circle citizen city civil claim clap clarify claw clay clean clerk clever click client cliff climb clinic clip clock clog close cloth cloud clown club clump cluster clutch coach coast coconut code coffee coil coin collect color column combine come comfort comic common company concert conduct confirm congress connect consider control convince cook cool copper copy coral core corn correct cost cotton couch country couple course cousin cover coyote crack cradle craft cram crane crash crater crawl crazy cream credit creek crew cricket crime crisp critic crop cross crouch crowd crucial cruel cruise crumble crunch crush cry crystal cube culture cup cupboard curious current curtain curve cushion custom cute cycle")

func (r *R) Seed(n int) string {
	ws := make([]string, n)
	for i := range ws {
		ws[i] = pick(r, bip39)
	}
	return strings.Join(ws, " ")
}

func (r *R) EthAddr() string {
	h := r.S(hexA, 40)
	if r.C(0.6) {
		b := []byte(h)
		for i := range b {
			if b[i] >= 'a' && r.C(0.5) {
				b[i] -= 32
			}
		}
		h = string(b)
	}
	return "0x" + h
}
func (r *R) EthTx() string   { return "0x" + r.S(hexA, 64) }
func (r *R) EthPriv() string { return r.P("", "0x") + r.S(hexA, 64) }
func (r *R) BtcAddr() string {
	switch r.IntN(3) {
	case 0:
		return "bc1q" + r.S(bech32A, 38)
	case 1:
		return "1" + r.S(b58A, 33)
	default:
		return "3" + r.S(b58A, 33)
	}
}
func (r *R) BtcTx() string   { return r.S(hexA, 64) }
func (r *R) SolAddr() string { return r.S(b58A, 44) }
func (r *R) TronAddr() string {
	return "T" + r.S(b58A, 33)
}
func (r *R) WIF() string {
	if r.C(0.7) {
		return r.P("K", "L") + r.S(b58A, 51)
	}
	return "5" + r.S(b58A, 50)
}

// ---------- money, dates ----------

func commas(n int64, sep string) string {
	s := strconv.FormatInt(n, 10)
	var out []string
	for len(s) > 3 {
		out = append([]string{s[len(s)-3:]}, out...)
		s = s[:len(s)-3]
	}
	out = append([]string{s}, out...)
	return strings.Join(out, sep)
}

func indian(n int64) string {
	s := strconv.FormatInt(n, 10)
	if len(s) <= 3 {
		return s
	}
	head, tail := s[:len(s)-3], s[len(s)-3:]
	var out []string
	for len(head) > 2 {
		out = append([]string{head[len(head)-2:]}, out...)
		head = head[:len(head)-2]
	}
	out = append([]string{head}, out...)
	return strings.Join(out, ",") + "," + tail
}

func (r *R) Year() int { return pick(r, []int{2022, 2023, 2024, 2024, 2025, 2025}) }

// DateISO etc.
func (r *R) ymd() (int, int, int) { return r.Year(), r.I(1, 12), r.I(1, 28) }
func (r *R) DateUS() string       { y, m, d := r.ymd(); return fmt.Sprintf("%02d/%02d/%d", m, d, y) }
func (r *R) DateISO() string      { y, m, d := r.ymd(); return fmt.Sprintf("%d-%02d-%02d", y, m, d) }
func (r *R) DateEU(sep string) string {
	y, m, d := r.ymd()
	return fmt.Sprintf("%02d%s%02d%s%d", d, sep, m, sep, y)
}
func (r *R) DOB() string {
	return fmt.Sprintf("%02d/%02d/%d", r.I(1, 12), r.I(1, 28), r.I(1948, 2004))
}
func (r *R) KidDOB() string {
	return fmt.Sprintf("%02d/%02d/%d", r.I(1, 12), r.I(1, 28), r.I(2007, 2023))
}
func (r *R) DateJP() string { y, m, d := r.ymd(); return fmt.Sprintf("%d年%d月%d日", y, m, d) }
func (r *R) DateLong() string {
	y, m, d := r.ymd()
	mon := []string{"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"}[m-1]
	if r.C(0.5) {
		return fmt.Sprintf("%s %d, %d", mon, d, y)
	}
	return fmt.Sprintf("%d %s %d", d, mon, y)
}
func (r *R) OFXDate() string {
	y, m, d := r.ymd()
	return fmt.Sprintf("%d%02d%02d%02d%02d%02d", y, m, d, r.I(0, 23), r.I(0, 59), r.I(0, 59))
}
func (r *R) Time() string { return fmt.Sprintf("%02d:%02d", r.I(0, 23), r.I(0, 59)) }

func (r *R) Cents(lo, hi int) int64 { return int64(r.I(lo*100, hi*100)) }

func usd(c int64) string { return "$" + commas(c/100, ",") + fmt.Sprintf(".%02d", c%100) }
func plain(c int64) string {
	return strconv.FormatInt(c/100, 10) + fmt.Sprintf(".%02d", c%100)
}
func eurDE(c int64) string { return commas(c/100, ".") + fmt.Sprintf(",%02d", c%100) }

// fullwidth converts ASCII digits and '-' to their full-width forms.
func fullwidth(s string) string {
	var b strings.Builder
	for _, c := range s {
		switch {
		case c >= '0' && c <= '9':
			b.WriteRune(c + 0xFEE0)
		case c == '-':
			b.WriteRune('－')
		default:
			b.WriteRune(c)
		}
	}
	return b.String()
}

func (r *R) Case(s string) string {
	switch r.IntN(6) {
	case 0:
		return strings.ToUpper(s)
	case 1:
		return strings.ToLower(s)
	default:
		return s
	}
}

func lines(xs ...string) string { return strings.Join(xs, "\n") }

func (r *R) NL() string { return r.P("\n", "\n", "\n", "\n\n", "\r\n") }

func (r *R) Shuf(xs []string) []string {
	out := append([]string(nil), xs...)
	r.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}

// Ref makes a reference-like id: letters and digits.
func (r *R) Ref(prefix string, n int) string { return prefix + r.S(upAlnumA, n) }
