package main

import (
	"fmt"
	"strings"
)

func (g *G) gen(name string, args []string, lang string) []seg {
	arg := func(i int) string {
		if i < len(args) {
			return args[i]
		}
		return ""
	}
	switch name {
	case "n", "fn", "ln", "user", "city", "EN", "J":
		if arg(0) != "" {
			lang = arg(0) // ⟦n:de⟧ etc.: a language override
		}
	}
	switch name {
	case "E":
		l := lang
		if arg(1) != "" {
			l = arg(1)
		}
		return []seg{{s: g.email(l, arg(0)), fam: "email"}}
	case "EN": // Name <email>
		return []seg{{s: g.fullName(lang) + " <"}, {s: g.email(lang, ""), fam: "email"}, {s: ">"}}
	case "P":
		return []seg{{s: g.phone(lang, args), fam: "phone"}}
	case "S":
		return []seg{{s: g.ssn(arg(0)), fam: "ssn"}}
	case "J":
		return []seg{{s: g.jwt(lang), fam: "jwt"}}
	case "T":
		return g.secret(arg(0))
	case "C":
		return []seg{{s: g.card(lang, args), fam: "credit_card"}}
	case "k":
		if len(args) > 1 && len(args[1]) == 2 {
			lang = args[1]
		}
		return []seg{{s: g.keep(arg(0), lang, args[1:]), keep: true}}
	case "n":
		return []seg{{s: g.fullName(lang)}}
	case "fn":
		return []seg{{s: g.pick(pool(lang).first)}}
	case "ln":
		return []seg{{s: g.pick(pool(lang).last)}}
	case "user":
		f, l := g.latinName(lang)
		return []seg{{s: g.pick([]string{f[:1] + l, f + "_" + l, f + "." + l, l + fmt.Sprint(g.num(1, 99))})}}
	case "co":
		return []seg{{s: g.pick([]string{"Acme", "Northwind", "Helios", "Brightpath", "Kestrel", "Vantage", "Bluefin", "Corvid", "Lumen", "Tessera"})}}
	case "dom":
		return []seg{{s: g.pick([]string{"acme-corp.com", "northwind.io", "helios-cloud.net", "brightpath.dev", "kestrel.app", "vantagehq.com"})}}
	case "host":
		return []seg{{s: g.host(), keep: true}}
	case "bt":
		return []seg{{s: "`"}}
	case "i":
		return []seg{{s: fmt.Sprint(g.num(2, 9))}}
	case "city":
		return []seg{{s: g.city(lang)}}
	}
	panic("unknown placeholder " + name)
}

func (g *G) city(lang string) string {
	switch lang {
	case "de":
		return g.pick([]string{"Berlin", "München", "Köln", "Hamburg", "Leipzig"})
	case "fr":
		return g.pick([]string{"Lyon", "Paris", "Nantes", "Toulouse", "Lille"})
	case "es":
		return g.pick([]string{"Madrid", "Sevilla", "Valencia", "Bilbao", "Guadalajara"})
	case "pt":
		return g.pick([]string{"São Paulo", "Curitiba", "Porto", "Recife", "Belo Horizonte"})
	case "it":
		return g.pick([]string{"Milano", "Roma", "Torino", "Bologna", "Napoli"})
	case "pl":
		return g.pick([]string{"Warszawa", "Kraków", "Gdańsk", "Wrocław", "Poznań"})
	case "ru":
		return g.pick([]string{"Москва", "Казань", "Новосибирск", "Екатеринбург"})
	case "tr":
		return g.pick([]string{"İstanbul", "Ankara", "İzmir", "Bursa"})
	case "ar":
		return g.pick([]string{"الرياض", "دبي", "القاهرة", "جدة"})
	case "ja":
		return g.pick([]string{"東京都渋谷区", "大阪市北区", "横浜市", "札幌市"})
	case "zh":
		return g.pick([]string{"北京市朝阳区", "上海市浦东新区", "深圳市南山区", "杭州市"})
	}
	return g.pick([]string{"Austin", "Seattle", "Denver", "Chicago", "Boston", "Atlanta"})
}

// luhnFail returns a 16-digit number with a card issuer's prefix that fails Luhn.
func (g *G) luhnFail() string {
	n, _ := g.cardNumber(g.pick([]string{"visa", "mc", "disc"}))
	last := n[len(n)-1]
	bad := byte('0' + (int(last-'0')+1+g.intn(8))%10)
	return n[:len(n)-1] + string(bad)
}

func (g *G) isbn() string {
	body := "978" + g.pick([]string{"3", "0", "1", "2", "84", "88", "4", "7"})
	for len(body) < 12 {
		body += g.dd(1)
	}
	sum := 0
	for i := 0; i < 12; i++ {
		d := int(body[i] - '0')
		if i%2 == 1 {
			d *= 3
		}
		sum += d
	}
	c := (10 - sum%10) % 10
	return body[:3] + "-" + body[3:4] + "-" + body[4:8] + "-" + body[8:12] + "-" + fmt.Sprint(c)
}

func (g *G) date(lang string) string {
	y, m, d := g.num(2019, 2026), g.num(1, 12), g.num(1, 28)
	switch lang {
	case "de", "ru", "pl", "tr":
		return fmt.Sprintf("%02d.%02d.%d", d, m, y)
	case "fr", "es", "pt", "it", "ar":
		return fmt.Sprintf("%02d/%02d/%d", d, m, y)
	case "ja", "zh":
		if g.chance(0.5) {
			return fmt.Sprintf("%d年%d月%d日", y, m, d)
		}
		return fmt.Sprintf("%d/%02d/%02d", y, m, d)
	}
	return g.pick([]string{fmt.Sprintf("%d-%02d-%02d", y, m, d), fmt.Sprintf("%02d/%02d/%d", m, d, y), fmt.Sprintf("%s %d, %d", g.pick([]string{"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"}), d, y)})
}

func (g *G) price(lang string) string {
	a, c := g.num(3, 4999), g.num(0, 99)
	thou := func(n int, sep string) string {
		s := fmt.Sprint(n)
		if len(s) > 3 {
			return s[:len(s)-3] + sep + s[len(s)-3:]
		}
		return s
	}
	switch lang {
	case "de", "es", "it":
		return fmt.Sprintf("%s,%02d €", thou(a, "."), c)
	case "fr":
		return fmt.Sprintf("%s,%02d €", thou(a, " "), c)
	case "pt":
		return fmt.Sprintf("R$ %s,%02d", thou(a, "."), c)
	case "pl":
		return fmt.Sprintf("%s,%02d zł", thou(a, " "), c)
	case "ru":
		return fmt.Sprintf("%s ₽", thou(a*10, " "))
	case "tr":
		return fmt.Sprintf("₺%s,%02d", thou(a, "."), c)
	case "ar":
		return fmt.Sprintf("%d.%02d ر.س", a, c)
	case "ja":
		return fmt.Sprintf("¥%s", thou(a*10, ","))
	case "zh":
		return fmt.Sprintf("¥%d.%02d", a, c)
	}
	return fmt.Sprintf("%s%s.%02d", g.pick([]string{"$", "$", "£", "€"}), thou(a, ","), c)
}

func (g *G) keep(t, lang string, args []string) string {
	switch t {
	case "order":
		return g.pick([]string{"ORD-" + g.nz(7), "#" + g.nz(8), "A" + g.dd(2) + "-" + g.nz(6), "SO-" + fmt.Sprint(g.num(2019, 2026)) + "-" + g.dd(5), "PO" + g.nz(6)})
	case "amz":
		return g.pick([]string{"1", "2", "3", "7"}) + g.dd(2) + "-" + g.dd(7) + "-" + g.dd(7)
	case "cust":
		return g.pick([]string{"KD-", "CUST-", "C", "K-"}) + g.nz(6)
	case "id":
		return fmt.Sprint(g.num(1000, 999999))
	case "date":
		return g.date(lang)
	case "iso":
		return fmt.Sprintf("%d-%02d-%02dT%02d:%02d:%02dZ", g.num(2022, 2026), g.num(1, 12), g.num(1, 28), g.num(0, 23), g.num(0, 59), g.num(0, 59))
	case "time":
		return fmt.Sprintf("%02d:%02d", g.num(0, 23), g.num(0, 59))
	case "price":
		return g.price(lang)
	case "ver":
		return g.pick([]string{"v", ""}) + fmt.Sprintf("%d.%d.%d", g.num(0, 20), g.num(0, 30), g.num(0, 40))
	case "ip":
		return g.pick([]string{fmt.Sprintf("10.%d.%d.%d", g.num(0, 255), g.num(0, 255), g.num(1, 254)), fmt.Sprintf("192.168.%d.%d", g.num(0, 20), g.num(2, 254)), fmt.Sprintf("172.%d.%d.%d", g.num(16, 31), g.num(0, 255), g.num(1, 254))})
	case "ipport":
		return fmt.Sprintf("10.%d.%d.%d:%d", g.num(0, 255), g.num(0, 255), g.num(1, 254), g.pick2([]int{8080, 8443, 5432, 6379, 9200, 3000}))
	case "uuid":
		return g.uuid()
	case "sha":
		return g.rs(hexLower, 40)
	case "short":
		return g.rs(hexLower, 7)
	case "sha256":
		return "sha256:" + g.rs(hexLower, 64)
	case "track":
		return g.pick([]string{"1Z" + g.rs(upper+digits, 6) + g.dd(10), "JJD" + g.dd(18), g.nz(12), "9400 1" + g.dd(3) + " " + g.dd(4) + " " + g.dd(4) + " " + g.dd(4) + " " + g.dd(2), "LX" + g.dd(9) + "CN", "RR" + g.dd(9) + "DE"})
	case "inv":
		return g.pick([]string{"INV-", "RE-", "FA", "FV/", "INV/"}) + fmt.Sprint(g.num(2021, 2026)) + g.pick([]string{"-", "/"}) + g.dd(5)
	case "luhnfail":
		n := g.luhnFail()
		if g.chance(0.5) {
			return group(n, []int{4, 4, 4, 4}, " ")
		}
		return n
	case "badssn":
		return g.pick([]string{"000-" + g.dd(2) + "-" + g.nz(4), "666-" + fmt.Sprintf("%02d", g.num(1, 99)) + "-" + g.nz(4), g.nz(3) + "-00-" + g.nz(4), g.nz(3) + "-" + fmt.Sprintf("%02d", g.num(1, 99)) + "-0000", "9" + g.dd(2) + "-" + g.pick([]string{"12", "34", "45", "66", "89", "93"}) + "-" + g.nz(4)})
	case "ph":
		return g.pick([]string{"<YOUR_API_KEY>", "YOUR_TOKEN_HERE", "$GITHUB_TOKEN", "${API_KEY}", "<token>", "sk-...", "xxxxxxxxxxxxxxxx", "REDACTED", "********", "<access_token>", "${OPENAI_API_KEY}", "$TOKEN", "your-secret-here", "{{api_key}}", "<insert token>"})
	case "phpw":
		return g.pick([]string{"${DB_PASSWORD}", "<password>", "********", "changeme", "$PGPASSWORD", "{{ vault_db_password }}", "<your password>"})
	case "phssn":
		return g.pick([]string{"XXX-XX-XXXX", "***-**-" + g.nz(4), "xxx-xx-" + g.nz(4), "###-##-####"})
	case "phcard":
		return g.pick([]string{"**** **** **** " + g.nz(4), "XXXX-XXXX-XXXX-" + g.nz(4), "•••• " + g.nz(4), "ending in " + g.nz(4), "4XXX XXXX XXXX " + g.nz(4)})
	case "phmail":
		return g.pick([]string{"j***@g***.com", "m****@outlook.***", "your.name@yourdomain", "<email>", "{{customer.email}}", "user@"})
	case "phphone":
		return g.pick([]string{"+49 *** ****" + g.dd(2), "(***) ***-" + g.nz(4), "+1 XXX XXX XXXX", "+7 (9**) ***-**-" + g.dd(2), "138****" + g.nz(4)})
	case "pk":
		return g.pick([]string{"pk_live_", "pk_test_"}) + g.rsMixed(g.num(24, 99))
	case "akia":
		return "AKIA" + g.rs(upper+"234567", 16)
	case "mapbox":
		return "pk.eyJ1IjoiY" + g.rs(b64url, 20) + "IiwiYSI6ImNs" + g.rs(b64url, 20) + "." + g.rs(b64url, 22)
	case "jwthdr":
		return g.pick([]string{b64u(`{"alg":"RS256","typ":"JWT"}`), b64u(`{"alg":"HS256","typ":"JWT"}`), b64u(`{"alg":"none","typ":"JWT"}`), b64u(`{"alg":"ES256","kid":"` + g.rs(hexLower, 8) + `"}`)})
	case "jwtcut":
		return "eyJhbGciOiJ" + g.pick([]string{"IUzI1Ni", "SUzI1Ni", "FUzI1Ni"}) + "..."
	case "b64json":
		return b64u(fmt.Sprintf(`{"page":%d,"cursor":"%s"}`, g.num(2, 90), g.rs(hexLower, 12)))
	case "zip":
		switch lang {
		case "de":
			return g.nz(5) + " " + g.city("de")
		case "fr":
			return g.pick([]string{"75008", "69003", "44000", "31000", "59800"}) + " " + g.city("fr")
		case "pt":
			return "CEP " + g.nz(5) + "-" + g.dd(3)
		case "ja":
			return "〒" + g.nz(3) + "-" + g.dd(4)
		}
		return g.pick([]string{"CA", "WA", "TX", "NY", "IL"}) + " " + g.nz(5)
	case "handle":
		f, l := g.latinName(lang)
		return "@" + g.pick([]string{f + "_" + l, f + l[:1], l + "dev"})
	case "pkg":
		return g.pick([]string{"lodash@4.17.21", "react@18.3.1", "@types/node@20.11.5", "typescript@5.4.5", "next@14.2.3", "axios@1.6.8", "eslint@8.57.0", "vite@5.2.11"})
	case "isbn":
		return g.isbn()
	case "ext":
		return g.pick([]string{"ext. ", "x", "ext ", "Durchwahl "}) + g.nz(g.num(3, 4))
	case "snow":
		return "1" + g.rs("0123456", 1) + g.dd(g.num(16, 17))
	case "epoch":
		return "17" + g.dd(11)
	case "sku":
		return g.pick([]string{"SKU-", "ART-", "P/N "}) + g.nz(5) + "-" + g.rs(upper, 3)
	case "ein":
		return g.pick([]string{"12", "27", "45", "81", "94", "36"}) + "-" + g.nz(7)
	case "ticket":
		return g.pick([]string{"JIRA-", "SUP-", "INC", "ZD-", "KB-", "OPS-"}) + g.nz(g.num(4, 7))
	case "cve":
		return fmt.Sprintf("CVE-%d-%d", g.num(2019, 2025), g.num(1000, 49999))
	case "coord":
		return fmt.Sprintf("%d.%05d, %d.%05d", g.num(-40, 60), g.num(0, 99999), g.num(-120, 140), g.num(0, 99999))
	case "pnr":
		return g.rs(upper, 1) + g.rs(upper+"23456789", 5)
	case "msgid":
		return "<CA" + g.pick([]string{"+", "F", "J"}) + g.rs(b64url[:62], 30) + "@mail.gmail.com>"
	case "hexaddr":
		return "0x7f" + g.rs(hexLower, 10)
	case "build":
		return fmt.Sprintf("%d%02d%02d.%d", g.num(2023, 2026), g.num(1, 12), g.num(1, 28), g.num(1, 9))
	case "res":
		return g.pick([]string{"1920x1080", "2560x1440", "3840x2160", "1280x720"})
	case "gitssh":
		return "git@github.com:" + g.pick([]string{"acme", "helios-io", "kestrel-labs"}) + "/" + g.pick([]string{"api", "web-app", "infra", "kb-search"}) + ".git"
	case "sshpub":
		return "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + g.rs(b64std, 43)
	case "port":
		return fmt.Sprint(g.pick2([]int{8080, 8443, 5432, 6379, 27017, 9092}))
	case "otpuri":
		return "otpauth://totp/"
	case "fict":
		return "555-01" + g.dd(2)
	case "awsreq":
		return g.uuid()
	case "stripeid":
		return g.pick([]string{"cus_", "pi_", "ch_", "sub_", "in_"}) + g.rs(alnum, 14)
	case "mrn":
		return "MRN " + g.nz(8)
	case "pct":
		return fmt.Sprintf("%d.%02d%%", g.num(1, 99), g.num(0, 99))
	case "id12":
		return g.nz(g.num(11, 12))
	case "lineno":
		return fmt.Sprint(g.num(12, 480))
	case "skunanp":
		return g.rs("23456789", 1) + g.dd(2) + "-" + g.rs("23456789", 1) + g.dd(2) + "-" + g.dd(4)
	case "eticket":
		return g.pick([]string{"001", "125", "220", "057", "074", "016"}) + " " + g.nz(10)
	case "awb":
		return g.pick([]string{"020", "176", "618", "157"}) + "-" + g.dd(8)
	case "pnssn":
		return fmt.Sprintf("%03d-%02d-%04d", g.num(101, 599), g.num(10, 99), g.num(1000, 9999))
	case "md5":
		return g.rs(hexLower, 32)
	case "ean":
		for {
			b := g.pick([]string{"40", "50", "76", "80", "87", "69", "45"}) + g.dd(10)
			s := 0
			for i := 0; i < 12; i++ {
				d := int(b[i] - '0')
				if i%2 == 1 {
					d *= 3
				}
				s += d
			}
			e := b + fmt.Sprint((10-s%10)%10)
			if !luhnOK(e) {
				return e
			}
		}
	case "ts14":
		return fmt.Sprintf("%d%02d%02d%02d%02d%02d", g.num(2022, 2026), g.num(1, 12), g.num(1, 28), g.num(0, 23), g.num(0, 59), g.num(0, 59))
	case "ts10":
		return "17" + g.dd(8)
	case "doi":
		return fmt.Sprintf("%d.%02d.%03d", g.num(2015, 2024), g.num(1, 12), g.num(1, 999))
	case "pages":
		a := g.num(100, 2000)
		return fmt.Sprintf("%d-%d", a, a+g.num(8, 30))
	case "lit":
		return strings.Join(args, ":")
	case "exp":
		return fmt.Sprintf("%02d/%02d", g.num(1, 12), g.num(26, 31))
	case "vat":
		switch lang {
		case "it":
			return "IT" + g.dd(11)
		case "fr":
			return "FR" + g.dd(2) + " " + g.nz(9)
		case "es":
			return "ES" + g.rs("ABCB", 1) + g.dd(8)
		}
		return "DE" + g.nz(9)
	case "siret":
		b := g.nz(13)
		n := b + string(luhnDigit(b))
		return n[:3] + " " + n[3:6] + " " + n[6:9] + " " + n[9:]
	case "http":
		return fmt.Sprint(g.pick2([]int{401, 403, 404, 429, 500, 502, 503}))
	case "ms":
		return fmt.Sprintf("%dms", g.num(12, 9999))
	case "hex":
		return "#" + g.rs(hexLower, 6)
	case "flight":
		return g.pick([]string{"LH", "AF", "BA", "TK", "EK", "NH", "CA", "IB", "LA"}) + fmt.Sprint(g.num(10, 2999))
	case "amount":
		return fmt.Sprintf("%d,%03d.%02d", g.num(1, 999), g.num(0, 999), g.num(0, 99))
	case "cpe":
		return fmt.Sprintf("%d %d %d", g.pick2([]int{256, 384, 512}), g.pick2([]int{768, 1024}), g.pick2([]int{1536, 2048, 4096}))
	}
	panic("keep type " + t)
}

func (g *G) pick2(xs []int) int { return xs[g.intn(len(xs))] }
