package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

const (
	upper = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	lower = "abcdefghijklmnopqrstuvwxyz"
	digit = "0123456789"
	AN    = upper + lower + digit
	HEX   = "0123456789abcdef"
	B64U  = AN + "-_"
	B64S  = AN + "+/"
)

func pick(xs ...string) string { return xs[r.Intn(len(xs))] }
func pk(xs []string) string    { return xs[r.Intn(len(xs))] }
func rs(alpha string, n int) string {
	var sb strings.Builder
	for i := 0; i < n; i++ {
		sb.WriteByte(alpha[r.Intn(len(alpha))])
	}
	return sb.String()
}
func rn(lo, hi int) int { return lo + r.Intn(hi-lo+1) }
func digits(n int) string {
	return rs(digit, n)
}

// strong returns n bytes of alpha holding a capital, a small letter and two digits apart.
func strong(alpha string, n int) string {
	for {
		s := rs(alpha, n)
		if strings.ContainsAny(s, upper) && strings.ContainsAny(s, lower) && strings.ContainsAny(s[:n/2], digit) && strings.ContainsAny(s[n/2:], digit) {
			return s
		}
	}
}
func hexs(n int) string {
	for {
		s := rs(HEX, n)
		if strings.ContainsAny(s, "abcdef") && strings.ContainsAny(s, digit) {
			return s
		}
	}
}
func rbytes(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(r.Intn(256))
	}
	return b
}
func uuid() string {
	h := rs(HEX, 32)
	return h[:8] + "-" + h[8:12] + "-4" + h[13:16] + "-" + string("89ab"[r.Intn(4)]) + h[17:20] + "-" + h[20:]
}
func UUID() string  { return strings.ToUpper(uuid()) }
func sha40() string { return hexs(40) }
func sha7() string  { return hexs(7) }
func sha256d() string {
	return "sha256:" + hexs(64)
}
func ver() string {
	return fmt.Sprintf("%d.%d.%d", rn(1, 9), rn(0, 30), rn(0, 40))
}
func privIP() string {
	switch r.Intn(3) {
	case 0:
		return fmt.Sprintf("10.%d.%d.%d", rn(0, 255), rn(0, 255), rn(2, 254))
	case 1:
		return fmt.Sprintf("192.168.%d.%d", rn(0, 50), rn(2, 254))
	}
	return fmt.Sprintf("172.%d.%d.%d", rn(16, 31), rn(0, 255), rn(2, 254))
}
func ts() string {
	return fmt.Sprintf("2024-%02d-%02d %02d:%02d:%02d", rn(1, 12), rn(1, 28), rn(0, 23), rn(0, 59), rn(0, 59))
}
func isoTs() string {
	return fmt.Sprintf("2024-%02d-%02dT%02d:%02d:%02d.%03dZ", rn(1, 12), rn(1, 28), rn(0, 23), rn(0, 59), rn(0, 59), rn(0, 999))
}
func epoch() int64 { return int64(1704067200 + r.Intn(40000000)) }
func podName(app string) string {
	return app + "-" + rs("bcdfghjklmnpqrstvwxz2456789", 10) + "-" + rs("bcdfghjklmnpqrstvwxz2456789", 5)
}

// ---- credentials ----

func aliID() string     { return "LTAI5t" + rs(AN, 18) }
func aliSecret() string { return u(func() string { return strong(AN, 30) }) }
func tcID() string      { return "AKID" + rs(AN, 32) }
func tcKey() string     { return u(func() string { return strong(AN, 32) }) }
func awsID() string     { return "AKIA" + rs(upper+"234567", 16) }
func awsSecret() string { return u(func() string { return strong(AN+"/+", 40) }) }
func awsSession() string {
	return u(func() string { return "IQoJb3JpZ2luX2VjE" + strong(B64S, 240) + "==" })
}
func gcpKey() string { return u(func() string { return "AIzaSy" + strong(B64U, 33) }) }
func gcpOauthSecret() string {
	return u(func() string { return "GOCSPX-" + strong(B64U, 28) })
}
func azureStorageKey() string {
	return u(func() string { return base64.StdEncoding.EncodeToString(rbytes(64)) })
}
func azureClientSecret() string {
	return u(func() string { return rs(AN, 3) + digits(1) + "Q~" + strong(AN+"-_.~", 34) })
}
func hex32() string { return u(func() string { return hexs(32) }) }
func openaiKey() string {
	return u(func() string { return "sk-proj-" + strong(B64U, 74) + "T3BlbkFJ" + strong(B64U, 74) })
}
func openaiLegacy() string {
	return u(func() string { return "sk-" + strong(AN, 20) + "T3BlbkFJ" + strong(AN, 20) })
}
func anthropicKey() string {
	return u(func() string { return "sk-ant-api03-" + strong(B64U, 93) + "AA" })
}
func stripeSK() string { return u(func() string { return "sk_live_51" + strong(AN, 97) }) }
func stripeRK() string { return u(func() string { return "rk_live_51" + strong(AN, 97) }) }
func stripePK() string { return "pk_live_51" + strong(AN, 97) }
func whsec() string    { return u(func() string { return "whsec_" + strong(AN, 32) }) }
func ghp() string      { return u(func() string { return "ghp_" + strong(AN, 36) }) }
func glpat() string    { return u(func() string { return "glpat-" + strong(AN+"-_", 20) }) }
func npmTok() string   { return u(func() string { return "npm_" + strong(AN, 36) }) }
func hfTok() string    { return u(func() string { return "hf_" + rs(upper+lower, 34) }) }
func sendgrid() string {
	return u(func() string { return "SG." + strong(B64U, 22) + "." + strong(B64U, 43) })
}
func slackBot() string {
	return u(func() string { return "xoxb-" + digits(12) + "-" + digits(13) + "-" + strong(AN, 24) })
}
func telegram() string {
	return u(func() string { return fmt.Sprint(rn(5, 7)) + digits(9) + ":AA" + strong(B64U, 33) })
}
func yandexOAuth() string {
	return u(func() string { return "y0_AgAAAAA" + strong(B64U, 49) })
}
func yandexAPIKey() string { return u(func() string { return "AQVN" + strong(AN+"_-", 36) }) }
func yandexFolder() string { return "b1g" + rs("abcdefghijklmnopqrstuv0123456789", 17) }
func baiduToken() string {
	return u(func() string {
		return "24." + hexs(32) + ".2592000." + fmt.Sprint(epoch()) + ".282335-" + digits(8)
	})
}
func lineToken() string {
	return u(func() string { return strong(B64S, 171) + "=" })
}
func naverSecret() string { return u(func() string { return strong(AN, 10) }) }
func mpToken() string {
	return u(func() string {
		return "APP_USR-" + digits(16) + "-" + fmt.Sprintf("%02d%02d%02d", rn(1, 12), rn(1, 28), rn(10, 23)) + "-" + hexs(32) + "-" + digits(9)
	})
}
func midServer() string { return u(func() string { return "Mid-server-" + strong(B64U, 24) }) }
func midClient() string { return "Mid-client-" + strong(AN, 16) }
func xndSecret() string {
	return u(func() string { return "xnd_production_" + strong(AN, 60) })
}
func xndPublic() string { return "xnd_public_production_" + strong(AN, 60) }
func longTok(n int) string {
	return u(func() string { return strong(B64U, n) })
}
func b64pw(pw string) string { return base64.StdEncoding.EncodeToString([]byte(pw)) }
func gmailApp() string {
	return u(func() string {
		return rs(lower, 4) + " " + rs("bcdfghjklmnpqrstvwxz", 4) + " " + rs(lower, 4) + " " + rs(lower, 4)
	})
}
func privKeyBody(sep string) string {
	return u(func() string {
		s := "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ" + strong(B64S, 14)
		lines := []string{s}
		for i := 0; i < 9; i++ {
			lines = append(lines, strong(B64S, 64))
		}
		lines = append(lines, strong(B64S, 40)+"==")
		return strings.Join(lines, sep)
	})
}
func sshPub() string {
	return "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + rs(B64S, 43)
}

var pwWords = map[string][]string{
	"zh": {"Xiaoming", "woaini", "Shanghai", "Beijing", "Tiantian", "Lanlan", "Huanghe", "Mingyue"},
	"ja": {"Sakura", "Tokyo", "Haruka", "Yamato", "Kitsune", "Fujisan", "Natsumi", "Osaka"},
	"ko": {"Seoul", "Sarang", "Haneul", "Busan", "Minji", "Doyun", "Hangang", "Jeju"},
	"ru": {"Moskva", "Zvezda", "Spartak", "Medved", "Sibir", "Vesna", "Rodina", "Neva"},
	"pt": {"Flamengo", "Saudade", "Corinthians", "Brasil", "Palmeiras", "Ipanema", "Jabuti", "Cerrado"},
	"es": {"Barcelona", "Madrid", "Girasol", "Tortuga", "Sevilla", "Pampa", "Colibri", "Andalucia"},
	"de": {"Sommer", "Schatz", "Bayern", "Kaffee", "Schwalbe", "Brezel", "Adler", "Hamburg"},
	"fr": {"Soleil", "Paris", "Papillon", "Lumiere", "Bretagne", "Croissant", "Marseille", "Etoile"},
	"tr": {"Galatasaray", "Istanbul", "Fenerbahce", "Bogazici", "Kartal", "Anadolu", "Ankara", "Lale"},
	"vi": {"HaNoi", "Saigon", "Hoalan", "Bienxanh", "Mattroi", "Danang", "Phuquoc", "Sonla"},
	"id": {"Jakarta", "Merdeka", "Garuda", "Bandung", "Melati", "Rendang", "Surabaya", "Kopi"},
	"pl": {"Warszawa", "Kasia", "Legia", "Krakow", "Pierogi", "Wisla", "Gdansk", "Slonce"},
}

// chosenPW is a password a person picked: a word, digits, maybe a symbol.
func chosenPW(lc string) string {
	return u(func() string {
		w := pk(pwWords[lc])
		if r.Intn(4) == 0 {
			w = strings.ToLower(w)
		}
		d := digits(rn(2, 4))
		sym := pick("!", "@", "#", "$", "_", ".", "*", "&", "")
		switch r.Intn(4) {
		case 0:
			return w + sym + d
		case 1:
			return w + d + sym
		case 2:
			return strings.ToUpper(w[:1]) + w[1:] + "_" + pick("db", "prod", "dev", "srv", "app") + d
		}
		return d + w + sym + rs(upper, 1)
	})
}

// genPW is a generated password.
func genPW() string {
	return u(func() string { return strong(AN+"!#%^*-_", rn(14, 24)) })
}
func pw(lc string) string {
	if r.Intn(3) == 0 {
		return genPW()
	}
	return chosenPW(lc)
}

// ---- JWT ----

func b64u(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

func jwt(name string) string {
	return u(func() string {
		var h string
		var sig int
		switch r.Intn(4) {
		case 0:
			h, sig = `{"alg":"HS256","typ":"JWT"}`, 32
		case 1:
			h, sig = fmt.Sprintf(`{"alg":"RS256","typ":"JWT","kid":"%s"}`, hexs(16)), 256
		case 2:
			h, sig = `{"typ":"JWT","alg":"HS512"}`, 64
		default:
			h, sig = fmt.Sprintf(`{"alg":"ES256","kid":"%s"}`, rs(B64U, 22)), 64
		}
		iat := epoch()
		var p string
		switch r.Intn(4) {
		case 0:
			p = fmt.Sprintf(`{"sub":"%d","name":"%s","iat":%d,"exp":%d}`, rn(10000, 9999999), name, iat, iat+3600)
		case 1:
			p = fmt.Sprintf(`{"iss":"https://auth.%s/","sub":"%s","aud":"api","iat":%d,"exp":%d,"scope":"read write"}`, pick("shopdev.cn", "app.kr", "api.io", "platform.com.br", "portal.de"), uuid(), iat, iat+86400)
		case 2:
			p = fmt.Sprintf(`{"user_id":%d,"username":"%s","role":"%s","exp":%d}`, rn(1, 99999), strings.ToLower(name), pick("admin", "user", "editor"), iat+7200)
		default:
			p = fmt.Sprintf(`{"sub":"%s","tenant":"%s","jti":"%s","iat":%d,"exp":%d}`, uuid(), rs(lower, 6), hexs(16), iat, iat+900)
		}
		return b64u(h) + "." + b64u(p) + "." + base64.RawURLEncoding.EncodeToString(rbytes(sig))
	})
}

// ---- cards, SSNs ----

func luhnDigit(s string) byte {
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
	return byte('0' + (10-sum%10)%10)
}

var testCards = map[string]bool{"4242424242424242": true, "4111111111111111": true, "5555555555554444": true, "4000056655665556": true, "378282246310005": true}

// card returns a valid card number (digits only) with a real issuer prefix.
func cardDigits() string {
	return u(func() string {
		var pre string
		n := 16
		switch r.Intn(10) {
		case 0, 1, 2:
			pre = "4" + digits(5)
		case 3, 4:
			pre = fmt.Sprint(rn(51, 55)) + digits(4)
		case 5:
			pre = fmt.Sprint(rn(2221, 2720)) + digits(2)
		case 6:
			pre, n = pick("34", "37")+digits(4), 15
		case 7:
			pre = "62" + digits(4)
		case 8:
			pre = fmt.Sprint(rn(3528, 3589)) + digits(2)
		default:
			pre = pick("6011", "2200", "2202", "9792", "5067", "6362") + digits(2)
		}
		s := pre + digits(n-1-len(pre))
		s += string(luhnDigit(s))
		if testCards[s] {
			return ""
		}
		return s
	})
}
func fmtCard(s string) string {
	switch r.Intn(3) {
	case 0:
		return s
	case 1:
		if len(s) == 15 {
			return s[:4] + " " + s[4:10] + " " + s[10:]
		}
		return s[:4] + " " + s[4:8] + " " + s[8:12] + " " + s[12:]
	}
	if len(s) == 15 {
		return s[:4] + "-" + s[4:10] + "-" + s[10:]
	}
	return s[:4] + "-" + s[4:8] + "-" + s[8:12] + "-" + s[12:]
}
func card() string { return fmtCard(cardDigits()) }

// luhnBad returns a 16-digit number that fails Luhn (an order or tracking number).
func luhnBad() string {
	s := pick("4", "5", "6") + digits(14)
	c := luhnDigit(s)
	return s + string('0'+(c-'0'+1+byte(r.Intn(8)))%10)
}

func ssn() string {
	return u(func() string {
		a := rn(1, 899)
		if a == 666 {
			a = 667
		}
		return fmt.Sprintf("%03d-%02d-%04d", a, rn(1, 99), rn(1, 9999))
	})
}
func itin() string {
	return u(func() string {
		g := pick(fmt.Sprint(rn(70, 88)), fmt.Sprint(rn(50, 65)), fmt.Sprint(rn(90, 92)), fmt.Sprint(rn(94, 99)))
		return fmt.Sprintf("9%02d-%s-%04d", rn(0, 99), g, rn(1, 9999))
	})
}
func badSSN() string {
	switch r.Intn(3) {
	case 0:
		return fmt.Sprintf("000-%02d-%04d", rn(1, 99), rn(1, 9999))
	case 1:
		return fmt.Sprintf("666-%02d-%04d", rn(1, 99), rn(1, 9999))
	}
	return fmt.Sprintf("%03d-00-%04d", rn(1, 899), rn(1, 9999))
}
