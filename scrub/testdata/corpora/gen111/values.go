package main

import (
	"encoding/base64"
	"fmt"
	"math/rand"
	"strings"
)

var r = rand.New(rand.NewSource(111))

const (
	EM = "email"
	PH = "phone"
	SS = "ssn"
	JW = "jwt"
	BR = "bearer"
	CC = "credit_card"
)

const (
	lower = "abcdefghijklmnopqrstuvwxyz"
	upper = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	digs  = "0123456789"
	hexd  = "0123456789abcdef"
	alnum = lower + upper + digs
	b64u  = alnum + "-_"
	b64s  = alnum + "+/"
)

// used holds every PII value handed out; it is only looked up, never iterated.
var used = map[string]bool{}

func u(f func() string) string {
	for {
		v := f()
		if !used[v] {
			used[v] = true
			return v
		}
	}
}

func pick(xs ...string) string { return xs[r.Intn(len(xs))] }
func rn(a, b int) int          { return a + r.Intn(b-a+1) }
func chance(p float64) bool    { return r.Float64() < p }

func rs(alpha string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = alpha[r.Intn(len(alpha))]
	}
	return string(b)
}

// mixed returns n bytes of alpha that hold at least one digit, one small and one capital letter.
func mixed(alpha string, n int) string {
	for {
		s := rs(alpha, n)
		if strings.ContainsAny(s, digs) && strings.ContainsAny(s, lower) && strings.ContainsAny(s, upper) {
			return s
		}
	}
}

func dg(n int) string { return rs(digs, n) }
func dgnz(n int) string {
	return string(digs[1+r.Intn(9)]) + dg(n-1)
}

// ---------- context look-alikes ----------

func x_hhmm() string  { return fmt.Sprintf("%02d:%02d", rn(0, 23), rn(0, 59)) }
func x_hms() string   { return fmt.Sprintf("%02d:%02d:%02d", rn(0, 23), rn(0, 59), rn(0, 59)) }
func x_day() string   { return fmt.Sprintf("%d-%02d-%02d", rn(2023, 2025), rn(1, 12), rn(1, 28)) }
func x_iso() string   { return fmt.Sprintf("%sT%s.%03dZ", day(), hms(), rn(0, 999)) }
func x_ampm() string  { return fmt.Sprintf("%d:%02d %s", rn(1, 12), rn(0, 59), pick("AM", "PM")) }
func x_epoch() string { return fmt.Sprint(rn(1690000000, 1760000000)) }
func x_ip() string {
	switch r.Intn(3) {
	case 0:
		return fmt.Sprintf("10.%d.%d.%d", rn(0, 255), rn(0, 255), rn(1, 254))
	case 1:
		return fmt.Sprintf("172.%d.%d.%d", rn(16, 31), rn(0, 255), rn(1, 254))
	}
	return fmt.Sprintf("192.168.%d.%d", rn(0, 255), rn(1, 254))
}
func x_incID() string {
	switch r.Intn(4) {
	case 0:
		return fmt.Sprintf("INC-%d", rn(1000, 99999))
	case 1:
		return fmt.Sprintf("INC%07d", rn(10000, 999999))
	case 2:
		return fmt.Sprintf("INC-%s-%03d", strings.ReplaceAll(day(), "-", ""), rn(1, 120))
	}
	return fmt.Sprintf("SEV-%d", rn(100, 4999))
}
func x_pdNum() string { return fmt.Sprintf("#%d", rn(10000, 999999)) }
func x_pdID() string  { return "P" + rs(upper+digs, 6) }
func x_pdInc() string { return "Q" + rs(upper+digs, 13) }
func x_jira() string {
	return fmt.Sprintf("%s-%d", pick("OPS", "SRE", "INFRA", "PLAT", "NET", "DBA", "SEC", "CS"), rn(100, 9999))
}
func x_chg() string   { return fmt.Sprintf("CHG%07d", rn(10000, 999999)) }
func x_ver() string   { return fmt.Sprintf("v%d.%d.%d", rn(0, 4), rn(0, 40), rn(0, 30)) }
func x_sha7() string  { return rs(hexd, 7) }
func x_sha40() string { return rs(hexd, 40) }
func x_trace() string { return rs(hexd, 32) }
func x_uuid() string {
	return rs(hexd, 8) + "-" + rs(hexd, 4) + "-4" + rs(hexd, 3) + "-" + pick("8", "9", "a", "b") + rs(hexd, 3) + "-" + rs(hexd, 12)
}
func svc() string {
	return pick("checkout-api", "payments-svc", "auth-gateway", "ledger-worker", "search-indexer", "notif-dispatcher",
		"billing-api", "orders-consumer", "edge-proxy", "user-profile", "inventory-sync", "webhook-relay", "sms-sender", "report-builder")
}
func pod(s string) string {
	a := "bcdfghjklmnpqrstvwxz2456789"
	return s + "-" + rs(a, 9+r.Intn(2)) + "-" + rs(a, 5)
}
func x_host() string {
	return pick(
		fmt.Sprintf("pg-prod-%02d", rn(1, 12)), fmt.Sprintf("db-replica-%d.%s", rn(1, 6), region()),
		fmt.Sprintf("redis-cache-%02d", rn(1, 9)), fmt.Sprintf("kafka-broker-%d", rn(1, 9)),
		fmt.Sprintf("api-gw-%d", rn(1, 9)), fmt.Sprintf("ip-%d-%d-%d-%d.ec2.internal", rn(10, 10), rn(0, 255), rn(0, 255), rn(1, 254)),
		fmt.Sprintf("web%02d.lon1", rn(1, 40)), fmt.Sprintf("k8s-node-%d-%s", rn(1, 60), rs(lower+digs, 5)))
}
func region() string {
	return pick("us-east-1", "eu-west-1", "ap-southeast-2", "eu-central-1", "us-west-2", "ap-northeast-1")
}
func x_awsAcct() string { return dgnz(12) }
func x_durms() string   { return fmt.Sprintf("%dms", rn(120, 30000)) }
func x_order() string   { return fmt.Sprintf("ORD-%d", rn(1000000, 9999999)) }
func x_zd() string      { return fmt.Sprintf("ZD-%d", rn(1000000, 9999999)) }
func x_caseNo() string  { return fmt.Sprintf("%08d", rn(1000000, 99999999)) }
func x_meetingID() string {
	return fmt.Sprintf("%d %04d %04d", rn(810, 999), rn(0, 9999), rn(0, 9999))
}
func x_mac() string {
	return fmt.Sprintf("%s:%s:%s:%s:%s:%s", rs(hexd, 2), rs(hexd, 2), rs(hexd, 2), rs(hexd, 2), rs(hexd, 2), rs(hexd, 2))
}
func x_price() string { return fmt.Sprintf("$%d,%03d.%02d", rn(1, 48), rn(0, 999), rn(0, 99)) }
func x_cve() string   { return fmt.Sprintf("CVE-%d-%d", rn(2021, 2025), rn(1000, 49999)) }

// ---------- people ----------

type Person struct{ F, L string }

var firsts = []string{"Priya", "Mateo", "Chloe", "Kenji", "Aisha", "Lukas", "Sofia", "Noah", "Olivia", "Rahul", "Fatima", "Lars",
	"Ana", "Tomasz", "Grace", "Ethan", "Mei", "Diego", "Hannah", "Yusuf", "Camille", "Oluwaseun", "Ingrid", "Ravi", "Marta",
	"Jonas", "Leila", "Connor", "Yuki", "Bruno", "Zara", "Kwame", "Elif", "Mikael", "Sven", "Nadia", "Tariq", "Isabel", "Wei",
	"Amara", "Felix", "Rosa", "Dmitri", "Keanu", "Siobhan", "Arjun", "Beatriz", "Hiroshi", "Emeka", "Julia", "Marco", "Anika",
	"Samuel", "Lucia", "Pavel", "Nora", "Omar", "Freya", "Hugo", "Valentina", "Dana", "Jamal", "Kofi", "Sakura", "Thiago", "Maren"}
var lasts = []string{"Raman", "Alvarez", "Dubois", "Watanabe", "Bello", "Becker", "Rossi", "Kim", "Brennan", "Mehta", "Haddad",
	"Nilsson", "Souza", "Nowak", "Okafor", "Walsh", "Chen", "Herrera", "Schmidt", "Demir", "Laurent", "Adeyemi", "Lindqvist",
	"Iyer", "Kowalski", "Weber", "Farouk", "Murphy", "Tanaka", "Carvalho", "Hussain", "Mensah", "Yilmaz", "Virtanen", "Johansson",
	"Petrova", "Aziz", "Moreno", "Zhang", "Nwosu", "Hoffmann", "Ortiz", "Volkov", "Kahale", "Doyle", "Nair", "Santos", "Sato",
	"Eze", "Novak", "Bianchi", "Jansen", "Abara", "Romero", "Horak", "Lund", "Mansour", "Falk", "Girard", "Castillo", "Fischer",
	"Reyes", "Boateng", "Morita", "Pereira", "Berg"}

func person() Person            { return Person{firsts[r.Intn(len(firsts))], lasts[r.Intn(len(lasts))]} }
func (p Person) N() string      { return p.F + " " + p.L }
func (p Person) f() string      { return strings.ToLower(p.F) }
func (p Person) l() string      { return strings.ToLower(p.L) }
func (p Person) Handle() string { return "@" + p.f() + "." + p.l()[:1] }

var personalDom = []string{"gmail.com", "outlook.com", "yahoo.com", "hotmail.com", "icloud.com", "proton.me", "gmx.de", "web.de",
	"orange.fr", "free.fr", "yahoo.co.jp", "uol.com.br", "libero.it", "btinternet.com", "comcast.net", "live.nl", "hotmail.co.uk"}
var custDom = []string{"brightlane.io", "northwind-traders.com", "helixbio.com", "kestrelfreight.co.uk", "lumenpay.com",
	"orbitalhealth.org", "zephyr-retail.de", "atlasmedia.fr", "quantaloop.com", "pinecrest.edu", "rivermark.bank",
	"tidewater-logistics.com", "mapleleafdental.ca", "sunridge.com.au", "kobaltsystems.nl", "veranda-hotels.es"}
var workDom = []string{"acmecloud.io", "acmecloud.io", "acmecloud.io", "contractors.acmecloud.io"}

func emailAt(p Person, dom string) string {
	return u(func() string {
		var loc string
		switch r.Intn(8) {
		case 0, 1:
			loc = p.f() + "." + p.l()
		case 2:
			loc = p.f()[:1] + p.l()
		case 3:
			loc = p.f() + "_" + p.l()
		case 4:
			loc = p.f() + "." + p.l() + fmt.Sprint(rn(1, 99))
		case 5:
			loc = p.f() + p.l()[:1] + fmt.Sprint(rn(70, 99))
		case 6:
			loc = p.f() + "." + p.l() + "+" + pick("alerts", "billing", "test", "ops")
		default:
			loc = p.f()[:1] + "." + p.l()
		}
		return loc + "@" + dom
	})
}
func pmail(p Person) string { return emailAt(p, personalDom[r.Intn(len(personalDom))]) }
func cmail(p Person) string { return emailAt(p, custDom[r.Intn(len(custDom))]) }
func wmail(p Person) string { return emailAt(p, workDom[r.Intn(len(workDom))]) }
func anyMail(p Person) string {
	switch r.Intn(3) {
	case 0:
		return pmail(p)
	case 1:
		return cmail(p)
	}
	return wmail(p)
}

// ---------- phones ----------

var areas = []string{"212", "415", "206", "312", "617", "512", "303", "404", "646", "718", "503", "702", "214", "919", "602",
	"801", "407", "615", "470", "628", "720", "347", "469", "737", "224", "571", "604", "416", "514", "403", "773", "858"}

func nanp() (string, string, string) {
	for {
		e := fmt.Sprintf("%d%d%d", rn(2, 9), rn(0, 9), rn(0, 9))
		if e[1:] == "11" || e == "555" {
			continue
		}
		return areas[r.Intn(len(areas))], e, dg(4)
	}
}

func phUS() string {
	return u(func() string {
		a, e, l := nanp()
		switch r.Intn(8) {
		case 0, 1:
			return "(" + a + ") " + e + "-" + l
		case 2, 3:
			return a + "-" + e + "-" + l
		case 4:
			return a + "." + e + "." + l
		case 5:
			return "+1 " + a + " " + e + " " + l
		case 6:
			return "+1-" + a + "-" + e + "-" + l
		}
		return "+1" + a + e + l
	})
}
func phE164US() string {
	return u(func() string { a, e, l := nanp(); return "+1" + a + e + l })
}

func phIntl(cc string) string {
	return u(func() string {
		switch cc {
		case "uk":
			n := "7" + pick("4", "5", "7", "8", "9") + dg(2)
			rest := dg(6)
			return pick("+44 "+n+" "+rest, "0"+n+" "+rest, "+44 "+n+" "+rest[:3]+" "+rest[3:], "+44 20 7"+dg(3)+" "+dg(4))
		case "de":
			m := "15" + pick("1", "2", "7", "9") + dg(1)
			rest := dg(7)
			return pick("+49 "+m[:3]+" "+m[3:]+rest, "0"+m+" "+rest, "+49 30 "+dg(8), "0"+m+"/"+rest, "+49 (0)89 "+dg(4)+" "+dg(3))
		case "fr":
			p := []string{pick("6", "7"), dg(2), dg(2), dg(2), dg(2)}
			return pick("+33 "+strings.Join(p, " "), "0"+strings.Join(p, " "), "0"+strings.Join(p, "."))
		case "es":
			return pick("+34 6"+dg(2)+" "+dg(3)+" "+dg(3), "+34 6"+dg(2)+" "+dg(2)+" "+dg(2)+" "+dg(2))
		case "br":
			dd := pick("11", "21", "31", "41", "51", "61", "71", "81")
			n := "9" + dg(4)
			return pick("+55 "+dd+" "+n+"-"+dg(4), "("+dd+") "+n+"-"+dg(4), "+55 ("+dd+") "+n+"-"+dg(4))
		case "in":
			n := pick("9", "8", "7") + dg(4)
			return pick("+91 "+n+" "+dg(5), "+91-"+n+dg(5), "+91 "+n+"-"+dg(5))
		case "au":
			n := dg(2)
			return pick("+61 4"+n+" "+dg(3)+" "+dg(3), "04"+n+" "+dg(3)+" "+dg(3), "+61 2 "+dg(4)+" "+dg(4))
		case "jp":
			p := pick("90", "80", "70")
			return pick("+81 "+p+"-"+dg(4)+"-"+dg(4), "0"+p+"-"+dg(4)+"-"+dg(4), "+81 3-"+dg(4)+"-"+dg(4))
		case "nl":
			return pick("+31 6 "+dg(4)+" "+dg(4), "06-"+dg(8), "+31 20 "+dg(3)+" "+dg(4))
		case "ie":
			return pick("+353 8"+pick("3", "5", "6", "7")+" "+dg(3)+" "+dg(4), "08"+pick("3", "5", "6", "7")+" "+dg(3)+" "+dg(4))
		case "sg":
			return "+65 " + pick("8", "9") + dg(3) + " " + dg(4)
		case "pl":
			return "+48 " + pick("5", "6", "7") + dg(2) + " " + dg(3) + " " + dg(3)
		case "mx":
			return "+52 " + pick("55", "33", "81") + " " + dg(4) + " " + dg(4)
		case "za":
			return "+27 " + pick("82", "83", "72", "71") + " " + dg(3) + " " + dg(4)
		case "se":
			return "+46 7" + pick("0", "2", "3", "6") + " " + dg(3) + " " + dg(2) + " " + dg(2)
		}
		return phUS()
	})
}

var ccs = []string{"uk", "de", "fr", "es", "br", "in", "au", "jp", "nl", "ie", "sg", "pl", "mx", "za", "se"}

func phAny() string {
	if chance(0.4) {
		return phUS()
	}
	return phIntl(ccs[r.Intn(len(ccs))])
}

// ---------- SSN / ITIN ----------

func ssnParts() (string, string, string) {
	for {
		a := rn(1, 899)
		if a == 666 {
			continue
		}
		return fmt.Sprintf("%03d", a), fmt.Sprintf("%02d", rn(1, 99)), fmt.Sprintf("%04d", rn(1, 9999))
	}
}
func ssn() string {
	return u(func() string { a, g, s := ssnParts(); return a + "-" + g + "-" + s })
}
func ssnBare() string {
	return u(func() string { a, g, s := ssnParts(); return a + g + s })
}
func ssnSpaced() string {
	return u(func() string { a, g, s := ssnParts(); return a + " " + g + " " + s })
}
func itin() string {
	return u(func() string {
		var g int
		for {
			g = rn(50, 99)
			if g <= 65 || (g >= 70 && g <= 88) || (g >= 90 && g <= 92) || g >= 94 {
				break
			}
		}
		return fmt.Sprintf("9%02d-%02d-%04d", rn(0, 99), g, rn(1, 9999))
	})
}
func badSSN() string {
	switch r.Intn(4) {
	case 0:
		return fmt.Sprintf("000-%02d-%04d", rn(1, 99), rn(1, 9999))
	case 1:
		return fmt.Sprintf("666-%02d-%04d", rn(1, 99), rn(1, 9999))
	case 2:
		return fmt.Sprintf("9%02d-%02d-%04d", rn(0, 99), rn(10, 49), rn(1, 9999))
	}
	return fmt.Sprintf("%03d-00-%04d", rn(1, 665), rn(1, 9999))
}

// ---------- cards ----------

func luhnDigit(body string) byte {
	sum := 0
	dbl := true
	for i := len(body) - 1; i >= 0; i-- {
		d := int(body[i] - '0')
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

// cardDigits returns issuer, digits.
func cardDigits() (string, string) {
	var pre string
	n := 16
	iss := pick("visa", "visa", "visa", "mc", "mc", "amex", "disc", "jcb", "diners", "unionpay")
	switch iss {
	case "visa":
		pre = "4"
	case "mc":
		if chance(0.7) {
			pre = fmt.Sprint(rn(51, 55))
		} else {
			pre = fmt.Sprint(rn(2221, 2720))
		}
	case "amex":
		pre, n = pick("34", "37"), 15
	case "disc":
		pre = pick("6011", "65", fmt.Sprint(rn(644, 649)))
	case "jcb":
		pre = fmt.Sprint(rn(3528, 3589))
	case "diners":
		pre, n = "36", 14
	case "unionpay":
		pre = "62" + fmt.Sprint(rn(2126, 2925))[:2]
		if chance(0.3) {
			n = 19
		}
	}
	body := pre + dg(n-1-len(pre))
	return iss, body + string(luhnDigit(body))
}

func groupCard(iss, d, sep string) string {
	var gs []int
	switch {
	case iss == "amex":
		gs = []int{4, 6, 5}
	case iss == "diners":
		gs = []int{4, 6, 4}
	case len(d) == 19:
		gs = []int{6, 13}
	default:
		gs = []int{4, 4, 4, 4}
	}
	var parts []string
	i := 0
	for _, g := range gs {
		parts = append(parts, d[i:i+g])
		i += g
	}
	return strings.Join(parts, sep)
}

// card returns a formatted valid card number; style: "plain", "space", "dash", "any".
func card(style string) string {
	return u(func() string {
		iss, d := cardDigits()
		s := style
		if s == "any" {
			s = pick("plain", "space", "space", "dash")
		}
		switch s {
		case "space":
			return groupCard(iss, d, " ")
		case "dash":
			return groupCard(iss, d, "-")
		}
		return d
	})
}

func badCard() string {
	_, d := cardDigits()
	last := d[len(d)-1] - '0'
	nd := (int(last) + rn(1, 9)) % 10
	return d[:len(d)-1] + fmt.Sprint(nd)
}
func maskedCard() string {
	return pick("**** **** **** ", "XXXX-XXXX-XXXX-", "************", "•••• ") + dg(4)
}
func expiry() string { return fmt.Sprintf("%02d/%02d", rn(1, 12), rn(25, 31)) }

// ---------- secrets ----------

var pwWords = []string{"Harbor", "Violet", "Falcon", "Copper", "Maple", "Nimbus", "Quartz", "Ember", "Juniper", "Orbit",
	"Saffron", "Tundra", "Cobalt", "Willow", "Lantern", "Granite", "Meadow", "Pixel", "Rocket", "Sable", "Otter", "Glacier"}

// password returns a chosen-looking password; url=true keeps it safe inside a URL's userinfo.
func password(url bool) string {
	sym := "!%^*-_+=.?~#"
	if url {
		sym = "-_.~!"
	}
	return u(func() string {
		w := pwWords[r.Intn(len(pwWords))]
		w2 := pwWords[r.Intn(len(pwWords))]
		switch r.Intn(6) {
		case 0:
			return w + dg(rn(2, 4)) + string(sym[r.Intn(len(sym))])
		case 1:
			return mixed(alnum+sym, rn(14, 20))
		case 2:
			return w + "-" + w2 + "-" + dg(2)
		case 3:
			l := strings.NewReplacer("a", "4", "e", "3", "o", "0", "i", "1").Replace(strings.ToLower(w))
			return strings.ToUpper(l[:1]) + l[1:] + string(sym[r.Intn(len(sym))]) + w2 + dg(2)
		case 4:
			return mixed(alnum, rn(18, 24))
		}
		return strings.ToLower(w) + string(sym[r.Intn(len(sym))]) + strings.ToLower(w2) + dg(3)
	})
}

func b64(n int) string { return base64.StdEncoding.EncodeToString(randBytes(n)) }
func randBytes(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(r.Intn(256))
	}
	return b
}
func b64url(b []byte) string { return base64.RawURLEncoding.EncodeToString(b) }

func ghp() string { return u(func() string { return "ghp_" + mixed(alnum, 36) }) }
func ghpFine() string {
	return u(func() string { return "github_pat_11" + rs(upper+digs, 20) + "_" + mixed(alnum, 59) })
}
func ghs() string { return u(func() string { return "ghs_" + mixed(alnum, 36) }) }
func xoxb() string {
	return u(func() string { return "xoxb-" + dgnz(rn(10, 12)) + "-" + dgnz(13) + "-" + mixed(alnum, 24) })
}
func xoxp() string {
	return u(func() string { return "xoxp-" + dgnz(11) + "-" + dgnz(11) + "-" + dgnz(13) + "-" + rs(hexd, 32) })
}
func glpat() string  { return u(func() string { return "glpat-" + mixed(alnum+"-_", 20) }) }
func skProj() string { return u(func() string { return "sk-proj-" + mixed(alnum+"-_", 124) }) }
func skLive() string { return u(func() string { return "sk_live_" + mixed(alnum, pick24or99()) }) }
func pick24or99() int {
	if chance(0.5) {
		return 24
	}
	return 99
}
func awsSecret() string { return u(func() string { return mixed(b64s, 40) }) }
func akia() string      { return "AKIA" + rs(upper+"234567", 16) }
func npmTok() string    { return u(func() string { return "npm_" + mixed(alnum, 36) }) }
func dckr() string      { return u(func() string { return "dckr_pat_" + mixed(alnum+"-_", 27) }) }
func hvs() string       { return u(func() string { return "hvs." + mixed(alnum+"_-", 90) }) }
func hex32() string     { return u(func() string { return rs(hexd, 32) }) }
func hex40() string     { return u(func() string { return rs(hexd, 40) }) }
func uuidU() string     { return u(uuid) }
func sendgrid() string {
	return u(func() string { return "SG." + mixed(alnum+"-_", 22) + "." + mixed(alnum+"-_", 43) })
}
func glsa() string   { return u(func() string { return "glsa_" + mixed(alnum, 32) + "_" + rs(hexd, 8) }) }
func sntryu() string { return u(func() string { return "sntryu_" + rs(hexd, 64) }) }
func hrku() string   { return u(func() string { return "HRKU-" + uuid() }) }
func ya29() string   { return u(func() string { return "ya29." + mixed(alnum+"-_", 150) }) }
func aiza() string   { return u(func() string { return "AIza" + mixed(alnum+"-_", 35) }) }
func atatt() string {
	return u(func() string { return "ATATT3xFfGF0" + mixed(alnum+"-_", 170) + "=" + rs("0123456789ABCDEF", 8) })
}
func cfTok() string { return u(func() string { return mixed(alnum+"-_", 40) }) }
func ssws() string  { return u(func() string { return "00" + mixed(alnum+"-_", 40) }) }
func nrak() string {
	return u(func() string { return "NRAK-" + rs(upper+digs, 20) + dg(3) + rs(upper, 4) })
}
func jenkins() string     { return u(func() string { return "11" + rs(hexd, 32) }) }
func pdREST() string      { return u(func() string { return mixed(alnum+"-_+", 20) }) }
func opaque(n int) string { return u(func() string { return mixed(alnum, n) }) }
func azKey() string       { return u(func() string { return b64(64) }) }
func slackHook() string   { return u(func() string { return mixed(alnum, 24) }) }
func basic(user, pw string) string {
	return u(func() string { return base64.StdEncoding.EncodeToString([]byte(user + ":" + pw)) })
}
func pemBody(kind string) string {
	return u(func() string {
		var raw []byte
		if kind == "rsa" {
			raw = append([]byte{0x30, 0x82, 0x04, 0xa3, 0x02, 0x01, 0x00, 0x02, 0x82, 0x01, 0x01, 0x00}, randBytes(rn(300, 400))...)
		} else {
			raw = append([]byte("openssh-key-v1\x00\x00\x00\x00"), randBytes(rn(250, 330))...)
		}
		s := base64.StdEncoding.EncodeToString(raw)
		var lines []string
		w := 64
		if kind != "rsa" {
			w = 70
		}
		for len(s) > w {
			lines = append(lines, s[:w])
			s = s[w:]
		}
		lines = append(lines, s)
		return strings.Join(lines, "\n")
	})
}
func sshPub() string {
	return "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + rs(b64s, 43)
}
func pkLive() string    { return "pk_live_" + mixed(alnum, 24) }
func twilioSID() string { return "AC" + rs(hexd, 32) }
func sentryDSN() string {
	return fmt.Sprintf("https://%s@o%d.ingest.sentry.io/%d", rs(hexd, 32), rn(100000, 999999), rn(1000000, 4509999))
}

// ---------- JWT ----------

func jwt(kind string) string {
	return u(func() string {
		var hdr, pay string
		var sig int
		now := rn(1700000000, 1760000000)
		switch kind {
		case "k8s":
			hdr = fmt.Sprintf(`{"alg":"RS256","kid":"%s"}`, b64url(randBytes(32)))
			ns := pick("prod", "payments", "monitoring", "kube-system", "ci")
			sa := pick("deployer", "argocd-server", "prometheus", "external-dns", "gitlab-runner")
			pay = fmt.Sprintf(`{"aud":["https://kubernetes.default.svc.cluster.local"],"exp":%d,"iat":%d,"iss":"https://oidc.eks.%s.amazonaws.com/id/%s","kubernetes.io":{"namespace":"%s","serviceaccount":{"name":"%s","uid":"%s"}},"nbf":%d,"sub":"system:serviceaccount:%s:%s"}`,
				now+3600, now, region(), rs("0123456789ABCDEF", 32), ns, sa, uuid(), now, ns, sa)
			sig = 256
		case "hs":
			hdr = `{"alg":"HS256","typ":"JWT"}`
			pay = fmt.Sprintf(`{"sub":"%d","name":"%s","role":"%s","iat":%d,"exp":%d}`, rn(1000, 999999), person().N(), pick("admin", "support", "user", "ops"), now, now+86400)
			sig = 32
		case "oidc":
			p := person()
			hdr = fmt.Sprintf(`{"alg":"RS256","typ":"JWT","kid":"%s"}`, rs(alnum, 27))
			pay = fmt.Sprintf(`{"iss":"https://login.acmecloud.io/oauth2/default","sub":"00u%s","aud":"0oa%s","iat":%d,"exp":%d,"email":"%s.%s@acmecloud.io","amr":["pwd","mfa"]}`,
				rs(alnum, 17), rs(alnum, 17), now, now+3600, p.f(), p.l())
			sig = 256
		default:
			hdr = fmt.Sprintf(`{"alg":"%s","typ":"JWT"}`, pick("RS256", "ES256", "PS256"))
			pay = fmt.Sprintf(`{"iss":"%s","sub":"%s","aud":"%s","scope":"%s","iat":%d,"exp":%d,"jti":"%s"}`,
				pick("https://auth.acmecloud.io", "https://sts.windows.net/"+uuid()+"/", "https://accounts.google.com"),
				uuid(), pick("api://ops-portal", "https://api.acmecloud.io", "grafana"), pick("read:metrics", "openid profile", "admin:all", "deploy"),
				now, now+900, uuid())
			sig = pick2(64, 256)
		}
		return b64url([]byte(hdr)) + "." + b64url([]byte(pay)) + "." + b64url(randBytes(sig))
	})
}
func pick2(a, b int) int {
	if chance(0.5) {
		return a
	}
	return b
}

// intlDigits returns a mobile number in international form without the '+',
// following the country's numbering plan; cc restricts the country ("" for any).
func intlDigits(cc string) string {
	if cc == "" {
		cc = pick("44", "49", "33", "34", "31", "55", "91", "61")
	}
	switch cc {
	case "1":
		a, e, l := nanp()
		return "1" + a + e + l
	case "44":
		return "447" + pick("4", "5", "7", "8", "9") + dg(8)
	case "49":
		return "4915" + pick("1", "2", "7", "9") + dg(8)
	case "33":
		return "33" + pick("6", "7") + dg(8)
	case "34":
		return "346" + dg(8)
	case "31":
		return "316" + dg(8)
	case "55":
		return "55" + pick("11", "21", "31", "41") + "9" + dg(8)
	case "91":
		return "91" + pick("7", "8", "9") + dg(9)
	case "61":
		return "614" + dg(8)
	}
	panic(cc)
}

// Look-alike generators: every value they hand out is a keep candidate for the
// line being built (kept when the line shows it outside every PII value).
var pending []string

func lk(s string) string { pending = append(pending, s); return s }
func hhmm() string       { return lk(x_hhmm()) }
func hms() string        { return lk(x_hms()) }
func day() string        { return lk(x_day()) }
func iso() string        { return lk(x_iso()) }
func ampm() string       { return lk(x_ampm()) }
func epoch() string      { return lk(x_epoch()) }
func ip() string         { return lk(x_ip()) }
func incID() string      { return lk(x_incID()) }
func pdNum() string      { return lk(x_pdNum()) }
func pdID() string       { return lk(x_pdID()) }
func pdInc() string      { return lk(x_pdInc()) }
func jira() string       { return lk(x_jira()) }
func chg() string        { return lk(x_chg()) }
func ver() string        { return lk(x_ver()) }
func sha7() string       { return lk(x_sha7()) }
func sha40() string      { return lk(x_sha40()) }
func trace() string      { return lk(x_trace()) }
func uuid() string       { return lk(x_uuid()) }
func host() string       { return lk(x_host()) }
func awsAcct() string    { return lk(x_awsAcct()) }
func durms() string      { return lk(x_durms()) }
func order() string      { return lk(x_order()) }
func zd() string         { return lk(x_zd()) }
func caseNo() string     { return lk(x_caseNo()) }
func meetingID() string  { return lk(x_meetingID()) }
func mac() string        { return lk(x_mac()) }
func price() string      { return lk(x_price()) }
func cve() string        { return lk(x_cve()) }
