package main

import (
	"fmt"
	"strings"
)

// ---------- phones ----------

func (g *G) nsn(c *country, mob bool) (string, *pkind) {
	var k *pkind
	if mob || len(c.kinds) == 1 {
		k = c.mobile()
	} else {
		k = &c.kinds[1]
	}
	return k.gen(g), k
}

func natPat(c *country, k *pkind, nsn string) ([]string, []string) {
	nat, intl := k.nat, k.intl
	if c.code == "UK" && !k.mob {
		nat, intl = ukLand(nsn)
	}
	return nat, intl
}

func (g *G) fmtNat(c *country, k *pkind, nsn string) string {
	nat, _ := natPat(c, k, nsn)
	var ok []string
	for _, p := range nat {
		if xcount(p) == len(nsn) || xcount(p) == len(c.trunk+nsn) {
			ok = append(ok, p)
		}
	}
	p := pick(g, ok)
	if xcount(p) == len(nsn) {
		return fill(p, nsn)
	}
	return fill(p, c.trunk+nsn)
}

func (g *G) fmtIntl(c *country, k *pkind, nsn string) string {
	_, intl := natPat(c, k, nsn)
	return fill(pick(g, intl), nsn)
}

// phone returns a phone in the given style:
// nat, intl, e164, 00, 011, msisdn, any, plusany
func (g *G) phone(c *country, style string, mob bool) string {
	nsn, k := g.nsn(c, mob)
	return g.phoneFmt(c, k, nsn, style)
}

func (g *G) phoneFmt(c *country, k *pkind, nsn, style string) string {
	if style == "any" {
		x := g.r.IntN(100)
		switch {
		case x < 45:
			style = "nat"
		case x < 75:
			style = "intl"
		case x < 85:
			style = "e164"
		case x < 95:
			style = "00"
		default:
			style = "011"
		}
		if c.code == "US" && (style == "00" || style == "011") {
			style = "intl"
		}
	}
	if style == "plusany" {
		style = pick(g, []string{"intl", "intl", "e164"})
	}
	switch style {
	case "nat":
		return g.fmtNat(c, k, nsn)
	case "intl":
		sep := " "
		if g.chance(0.12) {
			sep = "-"
		}
		body := g.fmtIntl(c, k, nsn)
		if sep == "-" {
			body = strings.ReplaceAll(body, " ", "-")
		}
		if g.chance(0.06) {
			return "(+" + c.cc + ") " + body
		}
		return "+" + c.cc + sep + body
	case "e164":
		return "+" + c.cc + nsn
	case "00":
		if g.chance(0.4) {
			return "00" + c.cc + nsn
		}
		return "00" + c.cc + " " + strings.Replace(g.fmtIntl(c, k, nsn), "(0)", "", 1)
	case "011":
		return "011 " + c.cc + " " + strings.Replace(g.fmtIntl(c, k, nsn), "(0)", "", 1)
	case "msisdn":
		return c.cc + nsn
	}
	panic(style)
}

// ---------- names and e-mail ----------

var asciiRep = strings.NewReplacer("ü", "ue", "ö", "oe", "ä", "ae", "ß", "ss", "é", "e", "è", "e", "ë", "e", "í", "i", "á", "a", "ó", "o", "ú", "u", "ñ", "n", "ã", "a", "ç", "c", "ê", "e", "ô", "o", "ś", "s", "ł", "l", "ą", "a", "ę", "e", "ń", "n", "ź", "z", "ż", "z", "ć", "c", " ", "")

func (g *G) name(c *country) (string, string) { return pick(g, c.first), pick(g, c.last) }

func (g *G) email(c *country, first, last string) string {
	f := strings.ToLower(asciiRep.Replace(first))
	l := strings.ToLower(asciiRep.Replace(last))
	dom := pick(g, c.mail)
	var local string
	switch g.r.IntN(7) {
	case 0:
		local = f + "." + l
	case 1:
		local = f + l + g.d(2)
	case 2:
		local = f[:1] + "." + l
	case 3:
		local = f + "_" + l
	case 4:
		local = l + "." + f + g.d(1)
	case 5:
		local = f + "." + l + "+" + pick(g, []string{"orders", "bills", "isp", "parcel"})
	default:
		local = f + g.d(4)
	}
	return local + "@" + dom
}

var workDomains = []string{"fleetlink.io", "movilink-mx.com", "telconet.co.za", "kuriersped.de", "swiftparcel.co.uk", "ruta-express.es", "consegnarapida.it", "snelbezorgd.nl", "paczkomaty-serwis.pl", "entregaja.com.br", "dakseva.in", "kirimcepat.co.id", "lbc-dispatch.ph", "gokada-logistics.ng", "sendy-fleet.co.ke", "courierguy-ops.co.za", "aramex-field.ae", "yamato-unyu.jp", "fibrehome-installs.com", "iotgrid.net"}

func (g *G) workEmail(first, last string) string {
	f := strings.ToLower(asciiRep.Replace(first))
	l := strings.ToLower(asciiRep.Replace(last))
	return pick(g, []string{f + "." + l, f[:1] + l, f}) + "@" + pick(g, workDomains)
}

// ---------- SSN / ITIN ----------

func (g *G) ssnDigits() string {
	for {
		a := g.n(1, 899)
		if a == 666 {
			continue
		}
		gr := g.n(1, 99)
		s := g.n(1, 9999)
		return fmt.Sprintf("%03d%02d%04d", a, gr, s)
	}
}
func (g *G) itinDigits() string {
	groups := []int{}
	for i := 50; i <= 65; i++ {
		groups = append(groups, i)
	}
	for i := 70; i <= 88; i++ {
		groups = append(groups, i)
	}
	groups = append(groups, 90, 91, 92, 94, 95, 96, 97, 98, 99)
	return fmt.Sprintf("9%02d%02d%04d", g.n(0, 99), pick(g, groups), g.n(1, 9999))
}
func dash3(s string) string { return s[:3] + "-" + s[3:5] + "-" + s[5:] }

// ---------- cards ----------

type cardT struct {
	name string
	pre  func(g *G) string
	n    int
}

var cards = []cardT{
	{"Visa", func(g *G) string { return "4" + g.d(5) }, 16},
	{"Visa", func(g *G) string { return "4" + g.d(5) }, 16},
	{"Mastercard", func(g *G) string { return fmt.Sprintf("5%d", g.n(1, 5)) + g.d(4) }, 16},
	{"Mastercard", func(g *G) string { return fmt.Sprintf("%d", g.n(2221, 2720)) + g.d(2) }, 16},
	{"Amex", func(g *G) string { return pick(g, []string{"34", "37"}) + g.d(4) }, 15},
	{"Discover", func(g *G) string { return "6011" + g.d(2) }, 16},
	{"JCB", func(g *G) string { return fmt.Sprintf("%d", g.n(3528, 3589)) + g.d(2) }, 16},
	{"RuPay", func(g *G) string { return "6521" + g.d(2) }, 16},
}

func (g *G) card() (string, string) {
	t := pick(g, cards)
	return t.name, g.luhn(t.pre(g), t.n)
}
func (g *G) cardFmt(num string) string {
	x := g.r.IntN(10)
	if len(num) == 15 {
		if x < 6 {
			return num[:4] + " " + num[4:10] + " " + num[10:]
		}
		return num
	}
	switch {
	case x < 5:
		return num[:4] + " " + num[4:8] + " " + num[8:12] + " " + num[12:]
	case x < 7:
		return num[:4] + "-" + num[4:8] + "-" + num[8:12] + "-" + num[12:]
	default:
		return num
	}
}

// ---------- tokens ----------

func (g *G) jwt() string {
	alg := pick(g, []string{"RS256", "HS256", "ES256"})
	hdr := fmt.Sprintf(`{"alg":"%s","typ":"JWT"}`, alg)
	if g.chance(0.5) {
		hdr = fmt.Sprintf(`{"alg":"%s","kid":"%s","typ":"JWT"}`, alg, g.s(lowern, 8))
	}
	sub := pick(g, []string{"driver-", "tech-", "dev-", "agent-", "svc-fleet-"}) + g.d(5)
	iat := 1717000000 + g.n(0, 9000000)
	pl := fmt.Sprintf(`{"sub":"%s","iss":"https://auth.%s","aud":"%s","iat":%d,"exp":%d,"scope":"%s"}`,
		sub, pick(g, workDomains), pick(g, []string{"telematics-api", "dispatch", "iot-core", "billing"}), iat, iat+3600,
		pick(g, []string{"read:vehicles write:jobs", "sms:send", "devices:provision", "cdr:read"}))
	sigLen := 43
	if alg == "RS256" {
		sigLen = 342
	} else if alg == "ES256" {
		sigLen = 86
	}
	return b64url(hdr) + "." + b64url(pl) + "." + g.s(b64u, sigLen)
}

func (g *G) twSID(p string) string { return p + g.s(hexl, 32) }
func (g *G) opaque(n int) string   { return g.secret(alnum, n) }
func (g *G) awsSecret() string     { return g.secret(b64s, 40) }
func (g *G) b64key(nbytes int) string {
	b := make([]byte, nbytes)
	for i := range b {
		b[i] = byte(g.r.IntN(256))
	}
	s := b64std(string(b))
	if !strings.ContainsAny(s, dig) {
		return g.b64key(nbytes)
	}
	return s
}
func (g *G) sasSig() string {
	s := g.b64key(32)
	s = strings.ReplaceAll(s, "+", "%2B")
	s = strings.ReplaceAll(s, "/", "%2F")
	s = strings.ReplaceAll(s, "=", "%3D")
	return s
}
func (g *G) password() string {
	if g.chance(0.5) {
		return g.secret(alnum, g.n(16, 28))
	}
	w := pick(g, []string{"Fleet", "Tracker", "Sensor", "Gateway", "Depot", "Courier", "Meter", "Router"})
	return w + pick(g, []string{"!", "#", "$", "@", "_", "%"}) + g.d(4) + pick(g, []string{"xQ", "Zk", "Lm", "Tr", "Wp"}) + g.s(alnum, 4)
}
func (g *G) telegram() string {
	return fmt.Sprintf("%d:AA%s", g.n(100000000, 7999999999), g.s(b64u, 33))
}
func (g *G) slackHook() (string, string) {
	sec := g.secret(alnum, 24)
	return "https://hooks.slack.com/services/T" + g.s(upn, 8) + "/B" + g.s(upn, 10) + "/", sec
}
func (g *G) stripe() string { return "sk_live_" + g.secret(alnum, 24) }
func (g *G) mapboxSecret() string {
	return "sk." + b64url(fmt.Sprintf(`{"u":"%s","a":"%s"}`, pick(g, []string{"fleetops", "dispatch-prod", "courier-maps"}), g.s(lowern, 25))) + "." + g.s(b64u, 22)
}
func (g *G) fcmKey() string {
	return "AAAA" + g.s(b64u, 7) + ":APA91b" + g.s(b64u, 134)
}
func (g *G) basic(user string) string { return b64std(user + ":" + g.password()) }

// ---------- look-alikes (keep) ----------

var tacs = []string{"35332811", "35391110", "35875905", "86765303", "35209810", "01326300", "35407115", "86891004", "35690211", "35170910"}

func (g *G) imei() string { return g.luhn(pick(g, tacs), 15) }

var ituCC = map[string]string{"US": "1", "UK": "44", "DE": "49", "FR": "33", "ES": "34", "IT": "39", "NL": "31", "PL": "48", "BR": "55", "MX": "52", "IN": "91", "ID": "62", "PH": "63", "NG": "234", "KE": "254", "ZA": "27", "AE": "971", "JP": "81"}

func (g *G) iccid(c *country) string {
	n := pick(g, []int{19, 20, 20})
	return g.luhn("89"+ituCC[c.code]+g.d(2), n)
}
func (g *G) imsi(c *country) string {
	p := c.mcc + pick(g, c.mncs)
	return p + g.d(15-len(p))
}
func (g *G) mac() string {
	parts := make([]string, 6)
	for i := range parts {
		parts[i] = g.s(hexu, 2)
	}
	sep := ":"
	if g.chance(0.3) {
		sep = "-"
	}
	return strings.Join(parts, sep)
}
func (g *G) cellID() string { return fmt.Sprintf("%d", g.n(1000000, 268435455)) }
func (g *G) lac() string    { return fmt.Sprintf("%d", g.n(1000, 65000)) }
func (g *G) callID() string {
	switch g.r.IntN(4) {
	case 0:
		return g.s(hexl, 14) + "@" + pick(g, []string{"pc33.atlanta.com", "sbc01.voip.carrier.net", "10.20.1.15", "ims.mnc015.mcc234.3gppnetwork.org"})
	case 1:
		return fmt.Sprintf("%s-%s-%s-%s-%s", g.s(hexl, 8), g.s(hexl, 4), g.s(hexl, 4), g.s(hexl, 4), g.s(hexl, 12))
	case 2:
		return g.s(lowern, 10) + "-" + g.s(lowern, 6) + "@" + fmt.Sprintf("192.168.%d.%d", g.n(0, 20), g.n(2, 250))
	default:
		return fmt.Sprintf("%d-%d@%d.%d.%d.%d", g.n(1, 99), g.n(10000, 99999), 10, g.n(0, 255), g.n(0, 255), g.n(1, 254))
	}
}
func (g *G) ts() string {
	return fmt.Sprintf("2024-%02d-%02dT%02d:%02d:%02dZ", g.n(1, 12), g.n(1, 28), g.n(0, 23), g.n(0, 59), g.n(0, 59))
}
func (g *G) tsSpace() string {
	return fmt.Sprintf("2024-%02d-%02d %02d:%02d:%02d", g.n(1, 12), g.n(1, 28), g.n(0, 23), g.n(0, 59), g.n(0, 59))
}
func (g *G) tsCompact() string {
	return fmt.Sprintf("2024%02d%02d%02d%02d%02d", g.n(1, 12), g.n(1, 28), g.n(0, 23), g.n(0, 59), g.n(0, 59))
}
func (g *G) hms() string { return fmt.Sprintf("%02d:%02d:%02d", g.n(0, 1), g.n(0, 59), g.n(0, 59)) }
func (g *G) epochMs() string {
	return fmt.Sprintf("%d", int64(1717000000000)+int64(g.n(0, 900000000))*10)
}
func (g *G) coord(c *country) (string, string) {
	la := c.lat + (g.r.Float64()-0.5)*0.3
	lo := c.lon + (g.r.Float64()-0.5)*0.3
	return fmt.Sprintf("%.6f", la), fmt.Sprintf("%.6f", lo)
}
func (g *G) ticket() string {
	switch g.r.IntN(5) {
	case 0:
		return fmt.Sprintf("INC%07d", g.n(1000, 9999999))
	case 1:
		return fmt.Sprintf("WO-2024-%06d", g.n(1000, 999999))
	case 2:
		return fmt.Sprintf("TT#%d", g.n(100000, 999999))
	case 3:
		return fmt.Sprintf("SR-%08d", g.n(100000, 99999999))
	default:
		return fmt.Sprintf("FS-%s-%d", pick(g, []string{"NBO", "LOS", "JNB", "MUM", "MNL", "CGK", "DXB", "MEX", "SAO"}), g.n(10000, 99999))
	}
}
func (g *G) tracking() string {
	switch g.r.IntN(6) {
	case 0:
		return "1Z" + g.s(upn, 6) + g.d(10)
	case 1:
		return g.s(upper, 2) + g.d(9) + pick(g, []string{"GB", "DE", "IN", "NL", "BR", "JP"})
	case 2:
		return "JD01460000" + g.d(8)
	case 3:
		return "3S" + g.s(upper, 4) + g.d(7)
	case 4:
		return "JX" + g.d(10)
	default:
		return "TRK-" + g.s(upn, 4) + "-" + g.d(6)
	}
}
func (g *G) acct() string {
	switch g.r.IntN(3) {
	case 0:
		return "ACC-" + g.d(10)
	case 1:
		return g.d(3) + "-" + g.d(6) + "-" + g.d(1)
	default:
		return "BAN " + g.d(9)
	}
}
func (g *G) serial() string {
	return pick(g, []string{"SN", "S/N", "Serial"}) + pick(g, []string{": ", " "}) + g.s(upn, 4) + g.d(8)
}
func (g *G) shortcode() string { return fmt.Sprintf("%d", g.n(20000, 99999)) }
func (g *G) amount(c *country) string {
	return fmt.Sprintf("%s %d.%02d", c.cur, g.n(5, 900), g.n(0, 99))
}
func (g *G) uuid() string {
	return fmt.Sprintf("%s-%s-4%s-%s-%s", g.s(hexl, 8), g.s(hexl, 4), g.s(hexl, 3), g.s(hexl, 4), g.s(hexl, 12))
}
func (g *G) country() *country { return pick(g, C) }
