package main

import (
	"fmt"
	"strings"
)

// ---------- cards ----------

func luhnDigit(partial string) byte {
	sum := 0
	dbl := true
	for i := len(partial) - 1; i >= 0; i-- {
		d := int(partial[i] - '0')
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
	sum := 0
	dbl := false
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
	return sum%10 == 0
}

func (g *G) cardWith(prefix string, n int) string {
	p := prefix + g.D(n-1-len(prefix))
	return p + string(luhnDigit(p))
}

type card struct {
	brand  string
	digits string
}

func (g *G) Card(brand string) card {
	switch brand {
	case "visa":
		return card{brand, g.cardWith("4"+g.S("1", "2", "4", "5", "7", "8", "9", "0", "6"), 16)}
	case "visa13":
		return card{brand, g.cardWith("4", 13)}
	case "mc":
		if g.C(0.3) {
			return card{brand, g.cardWith(fmt.Sprint(g.R(2221, 2720)), 16)}
		}
		return card{brand, g.cardWith(fmt.Sprint(g.R(51, 55)), 16)}
	case "amex":
		return card{brand, g.cardWith(g.S("34", "37"), 15)}
	case "discover":
		return card{brand, g.cardWith(g.S("6011", "65", fmt.Sprint(g.R(644, 649))), 16)}
	case "jcb":
		return card{brand, g.cardWith(fmt.Sprint(g.R(3528, 3589)), 16)}
	case "diners":
		return card{brand, g.cardWith(g.S("36", "38", fmt.Sprint(g.R(300, 305))), 14)}
	case "unionpay":
		if g.C(0.3) {
			return card{brand, g.cardWith("62"+g.S("2", "4", "5", "8"), 19)}
		}
		return card{brand, g.cardWith("62"+g.S("2", "4", "5", "8"), 16)}
	case "rupay":
		return card{brand, g.cardWith(g.S("6521", "6522", "508", "607", "6080"), 16)}
	case "troy":
		return card{brand, g.cardWith("9792", 16)}
	case "elo":
		return card{brand, g.cardWith(g.S("636368", "438935", "504175", "451416", "636297", "506699", "509048"), 16)}
	case "mir":
		return card{brand, g.cardWith(fmt.Sprint(g.R(2200, 2204)), 16)}
	case "maestro":
		return card{brand, g.cardWith(g.S("6759", "6761", "6763", "5018", "5020"), 16)}
	}
	panic(brand)
}

func (g *G) AnyCard() card {
	return g.Card(g.S("visa", "visa", "visa", "mc", "mc", "mc", "amex", "amex", "discover", "jcb", "diners", "unionpay", "visa13", "maestro"))
}

func brandName(b string) string {
	switch b {
	case "visa", "visa13":
		return "VISA"
	case "mc":
		return "Mastercard"
	case "amex":
		return "AMEX"
	case "discover":
		return "Discover"
	case "jcb":
		return "JCB"
	case "diners":
		return "Diners Club"
	case "unionpay":
		return "UnionPay"
	case "rupay":
		return "RuPay"
	case "troy":
		return "TROY"
	case "elo":
		return "Elo"
	case "mir":
		return "Mir"
	case "maestro":
		return "Maestro"
	}
	return b
}

// CardFmt renders a card the way people type it.
func (g *G) CardFmt(c card) string {
	d := c.digits
	switch len(d) {
	case 15:
		return g.S(d, grp(d, " ", 4, 6, 5), grp(d, "-", 4, 6, 5))
	case 14:
		return g.S(d, grp(d, " ", 4, 6, 4), grp(d, "-", 4, 6, 4))
	case 13:
		return g.S(d, grp(d, " ", 4, 4, 5))
	case 19:
		return g.S(d, grp(d, " ", 4, 4, 4, 4, 3), grp(d, " ", 6, 13))
	}
	return g.S(d, d, grp(d, " ", 4, 4, 4, 4), grp(d, " ", 4, 4, 4, 4), grp(d, "-", 4, 4, 4, 4))
}

// ---------- SSN / ITIN ----------

func (g *G) SSNDigits() string {
	for {
		area := g.R(1, 899)
		if area == 666 {
			continue
		}
		grp := g.R(1, 99)
		ser := g.R(1, 9999)
		s := fmt.Sprintf("%03d%02d%04d", area, grp, ser)
		if s == "078051120" || s == "219099999" || strings.HasPrefix(s, "98765432") {
			continue
		}
		return s
	}
}

func (g *G) ITINDigits() string {
	groups := []int{}
	for i := 50; i <= 65; i++ {
		groups = append(groups, i)
	}
	for i := 70; i <= 88; i++ {
		groups = append(groups, i)
	}
	groups = append(groups, 90, 91, 92, 94, 95, 96, 97, 98, 99)
	return fmt.Sprintf("9%02d%02d%04d", g.R(0, 99), groups[g.N(len(groups))], g.R(1, 9999))
}

func ssnDash(s string) string { return s[:3] + "-" + s[3:5] + "-" + s[5:] }

func (g *G) SSNFmt(s string, labelled bool) string {
	if labelled {
		return g.S(ssnDash(s), ssnDash(s), ssnDash(s), s[:3]+" "+s[3:5]+" "+s[5:], s)
	}
	return ssnDash(s)
}

func ssnValid(s string) bool {
	d := strings.NewReplacer("-", "", " ", "", "–", "", ".", "").Replace(s)
	if len(d) != 9 {
		return false
	}
	for _, c := range d {
		if c < '0' || c > '9' {
			return false
		}
	}
	area, grp, ser := d[:3], d[3:5], d[5:]
	if area == "000" || area == "666" || grp == "00" || ser == "0000" {
		return false
	}
	if area[0] == '9' {
		gi := int(grp[0]-'0')*10 + int(grp[1]-'0')
		ok := (gi >= 50 && gi <= 65) || (gi >= 70 && gi <= 88) || (gi >= 90 && gi <= 92) || (gi >= 94 && gi <= 99)
		return ok
	}
	return true
}

// ---------- JWT ----------

func (g *G) JWT(kind string) string {
	now := int64(1700000000 + g.N(60000000))
	var hdr, pl map[string]any
	sigLen := 256
	switch kind {
	case "xsuaa":
		hdr = map[string]any{"alg": "RS256", "jku": "https://" + g.S("erp-int", "scm-prod", "mfg-qa", "lims") + ".authentication." + g.S("eu10", "us10", "ap21", "jp10", "br10", "eu20") + ".hana.ondemand.com/token_keys", "kid": "default-jwt-key-" + g.D(10), "typ": "JWT"}
		pl = map[string]any{"jti": g.Str(hexl, 32), "ext_attr": map[string]any{"enhancer": "XSUAA", "subaccountid": g.UUID(), "zdn": "erp-int"}, "sub": "sb-" + g.S("po-sync", "edi-bridge", "gr-posting", "lims-connector") + "!t" + g.D(5), "scope": []string{"uaa.resource"}, "client_id": "sb-edi-bridge!t" + g.D(5), "grant_type": "client_credentials", "iat": now, "exp": now + 43199, "zid": g.UUID()}
	case "azure":
		hdr = map[string]any{"typ": "JWT", "alg": "RS256", "x5t": g.Str(b64u, 27), "kid": g.Str(b64u, 27)}
		tid := g.UUID()
		pl = map[string]any{"aud": "api://" + g.UUID(), "iss": "https://sts.windows.net/" + tid + "/", "iat": now, "nbf": now, "exp": now + 3599, "appid": g.UUID(), "roles": []string{g.S("Orders.ReadWrite", "Inventory.Read", "Suppliers.Read")}, "tid": tid, "ver": "1.0"}
	case "hs":
		hdr = map[string]any{"alg": "HS256", "typ": "JWT"}
		pl = map[string]any{"sub": g.S("mes-gateway", "scada-bridge", "wms-api", "lims-sync", "vendor-portal"), "plant": g.S("1000", "DE01", "MX20", "CN30", "IN05"), "iat": now, "exp": now + 900}
		sigLen = 32
	case "es":
		hdr = map[string]any{"alg": "ES256", "typ": "JWT", "kid": g.Str(hexl, 8)}
		pl = map[string]any{"iss": "https://idp." + g.S("supplier-portal.net", "b2b-gateway.io", "coupahost.com"), "sub": g.Str(hexl, 24), "scope": "orders:read asn:write", "iat": now, "exp": now + 3600}
		sigLen = 64
	default: // oidc id token-ish
		hdr = map[string]any{"alg": g.S("RS256", "PS256", "RS512"), "kid": g.Str(b64u, 20), "typ": "JWT"}
		pl = map[string]any{"iss": "https://login." + g.S("salesforce.com", "netsuite.com", "oraclecloud.com"), "aud": g.Str(alnum, 20), "sub": g.D(18), "iat": now, "exp": now + 7200}
	}
	return b64url([]byte(mustJSON(hdr))) + "." + b64url([]byte(mustJSON(pl))) + "." + b64url(g.Bytes(sigLen))
}

func (g *G) AnyJWT() string { return g.JWT(g.S("xsuaa", "azure", "hs", "es", "oidc")) }

// ---------- vendor tokens ----------

func (g *G) Tok(kind string) string {
	switch kind {
	case "shopify":
		return g.S("shpat_", "shpat_", "shpca_", "shppa_") + g.Str(hexl, 32)
	case "shopify_secret":
		return "shpss_" + g.Str(hexl, 32)
	case "sf_session":
		return "00D" + g.Str(alnum, 12) + "!" + "AQ" + g.Str(alnum, 2) + "AQ" + g.Str(alnum+"._", 92)
	case "sf_secret":
		return g.Str(hexu, 64)
	case "aws_secret":
		return g.StrMix(alnum+"/+", 40)
	case "aws_session":
		return "IQoJb3JpZ2luX2Vj" + g.Str(b64, 280) + g.S("=", "==", "")
	case "azure_secret":
		return g.Str(alnum, 3) + "8Q~" + g.Str(alnum+"_~.-", 34)
	case "azure_key":
		return g.Str(b64, 86) + "=="
	case "btp_secret":
		return g.UUID() + "$" + g.Str(b64u, 43) + "="
	case "stripe":
		return g.S("sk_live_", "rk_live_") + g.StrMix(alnum, 99)
	case "github":
		return "ghp_" + g.StrMix(alnum, 36)
	case "slack":
		return "xoxb-" + g.DN(12) + "-" + g.DN(13) + "-" + g.StrMix(alnum, 24)
	case "google":
		return "ya29." + g.Str(alnum+"-_", 160)
	case "openai":
		return "sk-proj-" + g.StrMix(alnum+"-_", 120)
	case "hex32":
		return g.Str(hexl, 32)
	case "hex40":
		return g.Str(hexl, 40)
	case "hex64":
		return g.Str(hexl, 64)
	case "uuidkey":
		return g.UUID()
	case "alnum32":
		return g.StrMix(alnum, 32)
	case "b64_44":
		return g.Str(b64, 43) + "="
	case "gitlab":
		return "glpat-" + g.StrMix(alnum+"-_", 20)
	case "sendgrid":
		return "SG." + g.Str(b64u, 22) + "." + g.Str(b64u, 43)
	case "oauth_secret":
		return g.StrMix(alnum+"-_.~", g.R(32, 48))
	}
	panic(kind)
}

var pwWords = []string{"Lager", "Einkauf", "Achats", "Acquisti", "Compras", "Zakupy", "Nakup", "Satinalma", "Almacen", "Fabrica", "Werk", "Produktion", "Linea", "Qualitat", "Labor", "Cargo", "Sklad", "Depo", "Planta", "Hangar", "Kessel", "Reactor", "Forklift", "Pallet", "Spedition", "Magazzino", "Bodega", "Receiving", "Dock", "Silo"}
var pwSeasons = []string{"Sommer", "Winter", "Spring", "Autumn", "Herbst", "Verano", "Inverno", "Zima", "Lato", "Primavera", "Kis", "Yaz"}

// Pw makes a password a human chose (or a generated one); sym limits special chars.
func (g *G) Pw(sym string) string {
	if sym == "" {
		sym = "!#$%&*-_.+=?"
	}
	s1 := string(sym[g.N(len(sym))])
	switch g.N(6) {
	case 0:
		return g.L(pwWords) + s1 + g.D(4)
	case 1:
		return g.L(pwSeasons) + g.D(4) + s1
	case 2:
		return g.L(pwWords) + g.D(2) + s1 + g.L(pwWords)
	case 3:
		w := []byte(strings.ToLower(g.L(pwWords)))
		rep := map[byte]byte{'a': '4', 'e': '3', 'o': '0', 'i': '1', 's': '5'}
		for i := range w {
			if r, ok := rep[w[i]]; ok && g.C(0.6) {
				w[i] = r
			}
		}
		w[0] = byte(strings.ToUpper(string(w[0]))[0])
		return string(w) + s1 + g.D(g.R(2, 3))
	case 4:
		for {
			s := g.StrMix(alnum, g.R(10, 16))
			i := g.N(len(s))
			s = s[:i] + s1 + s[i:]
			return s
		}
	default:
		return g.Str(upper, 1) + g.Str("abcdefghijkmnpqrstuvwxyz", g.R(2, 4)) + s1 + g.StrMix(alnum, g.R(6, 10))
	}
}
