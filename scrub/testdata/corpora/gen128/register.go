package main

import (
	"fmt"
	"strings"
)

var cities = []string{"Lisbon", "Austin", "Berlin", "Osaka", "Lyon", "Porto", "Denver", "Krakow", "Izmir", "Seoul", "Hanoi", "Bandung", "Pune", "Utrecht", "Bologna", "Valencia", "Curitiba", "Toronto", "Leeds", "Perth"}
var services = []string{"Netflix", "the NAS", "Spotify", "the bank portal", "Hetzner", "Jira", "the HOA site", "Comcast", "the school portal", "iCloud", "the dentist booking site", "Synology", "Grafana", "the router", "Figma", "PayPal", "Airbnb", "the VPN", "Proxmox", "Confluence"}
var merchants = []string{"Costco", "Uber Eats", "Shell", "IKEA", "Target", "Zalando", "Lidl", "Walgreens", "Delta", "Booking.com", "Amazon", "Apple Store", "Ryanair", "Whole Foods", "Steam"}
var models = []string{"WH-1000XM5", "SM-S918B", "A2894", "MQ2Y3LL/A", "RTX 4070 Ti", "XPS 9530", "EOS R6", "TL-WR841N", "FRITZ!Box 7590", "Pixel 8a", "ThinkPad T14s Gen 4", "DS923+", "KX-TG6812", "ER-X", "iPhone 15 Pro", "MX Master 3S", "QN65Q80C", "Roomba j7+", "Kindle PW5", "Deco X55"}

func (g *G) date() string {
	y := g.in(2023, 2026)
	m := g.in(1, 12)
	d := g.in(1, 28)
	mon := []string{"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"}[m-1]
	switch g.r.Intn(7) {
	case 0, 1:
		return fmt.Sprintf("%d-%02d-%02d", y, m, d)
	case 2:
		return fmt.Sprintf("%02d/%02d/%d", m, d, y)
	case 3:
		return fmt.Sprintf("%02d.%02d.%d", d, m, y)
	case 4:
		return fmt.Sprintf("%s %d", mon, d)
	case 5:
		return fmt.Sprintf("%d %s %d", d, mon, y)
	}
	return fmt.Sprintf("%d/%d", m, d)
}
func (g *G) dateISO() string {
	return fmt.Sprintf("%d-%02d-%02d", g.in(2023, 2026), g.in(1, 12), g.in(1, 28))
}
func (g *G) dateEU() string {
	return fmt.Sprintf("%02d.%02d.%d", g.in(1, 28), g.in(1, 12), g.in(2023, 2026))
}
func (g *G) dateSlashEU() string {
	return fmt.Sprintf("%02d/%02d/%d", g.in(1, 28), g.in(1, 12), g.in(2023, 2026))
}
func (g *G) dateCJK() string {
	return fmt.Sprintf("%d年%d月%d日", g.in(2023, 2026), g.in(1, 12), g.in(1, 28))
}
func (g *G) dateKO() string {
	return fmt.Sprintf("%d년 %d월 %d일", g.in(2023, 2026), g.in(1, 12), g.in(1, 28))
}
func (g *G) clock() string {
	switch g.r.Intn(3) {
	case 0:
		return fmt.Sprintf("%d:%s", g.in(7, 20), g.pick("00", "15", "30", "45"))
	case 1:
		return fmt.Sprintf("%d%s", g.in(1, 11), g.pick("am", "pm"))
	}
	return fmt.Sprintf("%02d:%s", g.in(7, 21), g.pick("00", "10", "30", "40"))
}
func (g *G) price() string {
	a := g.in(3, 2400)
	c := g.d(2)
	switch g.r.Intn(8) {
	case 0, 1:
		if a >= 1000 {
			return fmt.Sprintf("$%d,%03d.%s", a/1000, a%1000, c)
		}
		return fmt.Sprintf("$%d.%s", a, c)
	case 2:
		return fmt.Sprintf("€%d,%s", a, c)
	case 3:
		return fmt.Sprintf("%d,%s €", a, c)
	case 4:
		return fmt.Sprintf("£%d.%s", a, c)
	case 5:
		return fmt.Sprintf("USD %d.%s", a, c)
	case 6:
		return fmt.Sprintf("R$ %d,%s", a, c)
	}
	return fmt.Sprintf("¥%d,%03d", g.in(1, 99), g.in(0, 999))
}
func (g *G) version() string {
	switch g.r.Intn(4) {
	case 0:
		return fmt.Sprintf("v%d.%d.%d", g.in(1, 5), g.in(0, 30), g.in(0, 20))
	case 1:
		return fmt.Sprintf("%d.%d.%d", g.in(1, 24), g.in(0, 12), g.in(0, 9))
	case 2:
		return fmt.Sprintf("%d.%d.%d.%d", g.in(1, 20), g.in(0, 9), g.in(0, 99), g.in(100, 9999))
	}
	return fmt.Sprintf("iOS %d.%d.%d", g.in(15, 18), g.in(0, 6), g.in(1, 3))
}
func (g *G) order() string {
	switch g.r.Intn(7) {
	case 0:
		return "#A" + g.d(7)
	case 1:
		return "SO-" + g.d(6)
	case 2:
		return "ORD-" + g.from(upper+digs, 8)
	case 3:
		return "#" + g.d(g.in(5, 7))
	case 4:
		return "PO-" + fmt.Sprint(g.in(2023, 2026)) + "-" + g.d(4)
	case 5:
		return g.d(3) + "-" + g.d(7) + "-" + g.d(7)
	}
	return "W" + g.d(9)
}
func (g *G) isbn() string {
	for {
		body := "978" + g.d(9)
		sum := 0
		for i, c := range body {
			w := 1
			if i%2 == 1 {
				w = 3
			}
			sum += int(c-'0') * w
		}
		ck := (10 - sum%10) % 10
		s := fmt.Sprintf("%s-%s-%s-%s-%d", body[:3], body[3:4], body[4:7], body[7:12], ck)
		if g.r.Intn(3) == 0 {
			return body + fmt.Sprint(ck)
		}
		return s
	}
}
func (g *G) zip() string {
	switch g.r.Intn(6) {
	case 0:
		return fmt.Sprintf("%05d", g.in(1001, 99950))
	case 1:
		return fmt.Sprintf("%05d-%04d", g.in(10001, 99950), g.in(1, 9999))
	case 2:
		return g.pick("SW1A 1AA", "EC1V 9HX", "M1 1AE", "LS1 4DY", "B33 8TH", "G2 3BZ")
	case 3:
		return fmt.Sprintf("%05d", g.in(10115, 99998))
	case 4:
		return fmt.Sprintf("CEP %05d-%03d", g.in(1000, 99999), g.in(0, 999))
	}
	return fmt.Sprintf("〒%03d-%04d", g.in(100, 999), g.in(0, 9999))
}
func (g *G) ups() string { return "1Z" + g.from(upper+digs, 6) + g.pick("01", "02", "03") + g.d(8) }
func (g *G) usps() string {
	s := "9400" + g.d(18)
	return s[:4] + " " + s[4:8] + " " + s[8:12] + " " + s[12:16] + " " + s[16:20] + " " + s[20:]
}
func (g *G) uuid() string {
	return g.from(hexd, 8) + "-" + g.from(hexd, 4) + "-4" + g.from(hexd, 3) + "-" + g.pick("8", "9", "a", "b") + g.from(hexd, 3) + "-" + g.from(hexd, 12)
}
func (g *G) meetingID() string {
	if g.r.Intn(2) == 0 {
		return fmt.Sprintf("%d%s %s %s", g.in(8, 9), g.d(2), g.d(4), g.d(4))
	}
	return fmt.Sprintf("%d%s %s %s", g.in(2, 9), g.d(2), g.d(3), g.d(3))
}
func (g *G) pubkey() string {
	switch g.r.Intn(5) {
	case 0:
		return "pk_live_51" + g.randomish(alnum, 40)
	case 1:
		return "pk_test_51" + g.randomish(alnum, 40)
	case 2:
		return "AKIA" + g.randomish(upper+"234567", 16)
	case 3:
		return "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + g.randomish(alnum+"+/", 43)
	}
	return "pk." + b64(`{"u":"fieldmaps","a":"cl`+g.from("abcdefghijklmnopqrstuvwxyz0123456789", 23)+`"}`) + "." + g.randomish(b64u, 22)
}
func (g *G) placeholder() string {
	return g.pick("<your-api-key>", "YOUR_API_KEY", "sk-...", "${GITHUB_TOKEN}", "$OPENAI_API_KEY", "********", "<token>", "xxxx-xxxx-xxxx", "<password>", "${DB_PASSWORD}", "REPLACE_ME", "{{ api_key }}", "<redacted>", "ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx")
}

func registerValues() {
	// ---- pii ----
	reg("email", "email", (*G).email)
	reg("email", "email_work", (*G).emailWork)
	reg("email", "email_caps", func(g *G) string { return strings.ToUpper(g.email()) })
	reg("email", "email_plus", func(g *G) string {
		return g.local() + "+" + g.pick("kb", "news", "shop", "bills", "travel", "github") + "@" + g.pick("gmail.com", "fastmail.com", "proton.me", "outlook.com")
	})
	reg("email", "email_obf", func(g *G) string {
		l := g.local()
		switch g.r.Intn(4) {
		case 0:
			return l + "(at)" + g.pick(freeMail...)
		case 1:
			d := g.pick(workDomains...)
			return l + " [at] " + strings.Replace(d, ".", " [dot] ", 1)
		case 2:
			return l + " at " + g.pick("gmail", "yahoo", "hotmail", "outlook") + " dot com"
		}
		return l + "[@]" + g.pick(freeMail...)
	})
	reg("email", "email_fw", func(g *G) string {
		return g.local() + "＠" + g.pick("yahoo.co.jp", "gmail.com", "docomo.ne.jp", "ezweb.ne.jp")
	})
	reg("email", "email_jp", func(g *G) string {
		return g.local() + "@" + g.pick("yahoo.co.jp", "docomo.ne.jp", "gmail.com", "sakura-sys.co.jp")
	})
	reg("email", "email_cn", func(g *G) string {
		if g.r.Intn(2) == 0 {
			return fmt.Sprint(g.in(10000000, 2999999999)) + "@qq.com"
		}
		return g.local() + "@" + g.pick("163.com", "126.com", "sina.com", "qq.com")
	})

	reg("phone", "phone_us", (*G).phoneUS)
	reg("phone", "phone_us_sp", (*G).phoneUSspace)
	reg("phone", "phone_us_plain", (*G).phoneUSplain)
	reg("phone", "phone_uk", (*G).phoneUK)
	reg("phone", "phone_de", (*G).phoneDE)
	reg("phone", "phone_fr", (*G).phoneFR)
	reg("phone", "phone_es", (*G).phoneES)
	reg("phone", "phone_es_local", (*G).phoneESlocal)
	reg("phone", "phone_it", (*G).phoneIT)
	reg("phone", "phone_it_local", (*G).phoneITlocal)
	reg("phone", "phone_br", (*G).phoneBR)
	reg("phone", "phone_pt", (*G).phonePT)
	reg("phone", "phone_nl", (*G).phoneNL)
	reg("phone", "phone_pl", (*G).phonePL)
	reg("phone", "phone_tr", (*G).phoneTR)
	reg("phone", "phone_ru", (*G).phoneRU)
	reg("phone", "phone_ar", (*G).phoneAR)
	reg("phone", "phone_in", (*G).phoneIN)
	reg("phone", "phone_jp", (*G).phoneJP)
	reg("phone", "phone_cn", (*G).phoneCN)
	reg("phone", "phone_cn_mob", (*G).cnMobile)
	reg("phone", "phone_kr", (*G).phoneKR)
	reg("phone", "phone_vn", (*G).phoneVN)
	reg("phone", "phone_id", (*G).phoneID)
	reg("phone", "phone_au", (*G).phoneAU)
	reg("phone", "phone_mx", (*G).phoneMX)
	reg("phone", "phone_intl", (*G).phoneIntl)
	reg("phone", "e164", func(g *G) string { return "+" + g.e164digits() })
	reg("phone", "e164_digits", (*G).e164digits)

	reg("ssn", "ssn", (*G).ssn)
	reg("ssn", "ssn_sp", (*G).ssnSpace)
	reg("ssn", "ssn_bare", (*G).ssnBare)
	reg("ssn", "itin", (*G).itin)

	reg("credit_card", "card", (*G).card)
	reg("credit_card", "card_plain", func(g *G) string { return g.cardNum(g.pick(issuers...)) })
	reg("credit_card", "card_sp", func(g *G) string { return groupCard(g.cardNum(g.pick(issuers...)), " ") })
	for _, is := range []string{"visa", "mc", "amex", "discover", "jcb", "diners", "unionpay", "mir"} {
		is := is
		reg("credit_card", "card_"+is, func(g *G) string {
			s := g.cardNum(is)
			if g.r.Intn(3) == 0 {
				return s
			}
			return groupCard(s, " ")
		})
	}

	reg("jwt", "jwt", (*G).jwt)

	reg("bearer", "pw", (*G).pw)
	reg("bearer", "pw_url", (*G).pwURL)
	reg("bearer", "pw_wifi", (*G).pwWifi)
	reg("bearer", "tok", (*G).tok)
	reg("bearer", "tok_u", (*G).tokU)
	reg("bearer", "basic", (*G).basic)
	reg("bearer", "hex32", func(g *G) string { return g.from(hexd, 32) })
	reg("bearer", "hex40", func(g *G) string { return g.from(hexd, 40) })
	reg("bearer", "slackhook", func(g *G) string { return g.randomish(alnum, 24) })
	for _, v := range vendors {
		v := v
		reg("bearer", "key_"+v.id, func(g *G) string { return g.key(v.id) })
	}
	reg("bearer", "key_aws", func(g *G) string { return g.key("aws") })
	reg("bearer", "key_whsec", func(g *G) string { return g.key("whsec") })
	reg("bearer", "key_totp", func(g *G) string { return g.key("totp") })
	// a vendor chosen once per line: «vname», «venv», «vkey»
	pickV := func(g *G) int {
		if g.vend < 0 {
			g.vend = g.r.Intn(len(vendors))
		}
		return g.vend
	}
	regP("vname", func(g *G) piece { return piece{vendors[pickV(g)].name, "", ""} })
	regP("venv", func(g *G) piece { return piece{vendors[pickV(g)].envvar, "", ""} })
	regP("vkey", func(g *G) piece { s := g.key(vendors[pickV(g)].id); return piece{s, s, "bearer"} })

	// ---- keep ----
	reg("keep", "order", (*G).order)
	reg("keep", "amzorder", func(g *G) string { return g.d(3) + "-" + g.d(7) + "-" + g.d(7) })
	reg("keep", "date", (*G).date)
	reg("keep", "date_iso", (*G).dateISO)
	reg("keep", "date_eu", (*G).dateEU)
	reg("keep", "date_sl", (*G).dateSlashEU)
	reg("keep", "date_cjk", (*G).dateCJK)
	reg("keep", "date_ko", (*G).dateKO)
	reg("keep", "time", (*G).clock)
	reg("keep", "price", (*G).price)
	reg("keep", "eur", func(g *G) string { return fmt.Sprintf("%d,%s €", g.in(3, 1900), g.d(2)) })
	reg("keep", "version", (*G).version)
	reg("keep", "semver", func(g *G) string { return fmt.Sprintf("%d.%d.%d", g.in(1, 9), g.in(0, 40), g.in(0, 30)) })
	reg("keep", "room", func(g *G) string {
		return g.pick("Room ", "room ", "Rm ", "Room ") + fmt.Sprint(g.in(1, 9)) + g.pick("", "B-", ".") + fmt.Sprintf("%02d", g.in(1, 40))
	})
	reg("keep", "roomno", func(g *G) string { return fmt.Sprint(g.in(101, 1240)) })
	reg("keep", "flight", func(g *G) string {
		return g.pick("LH", "UA", "BA", "AF", "KL", "TK", "NH", "DL", "AA", "IB", "TP", "LO", "SQ", "EK", "QR", "VN", "GA", "KE", "CA", "AI") + g.pick("", " ") + fmt.Sprint(g.in(10, 2999))
	})
	reg("keep", "seat", func(g *G) string { return fmt.Sprint(g.in(1, 45)) + g.pick("A", "B", "C", "D", "E", "F", "K") })
	reg("keep", "gate", func(g *G) string { return g.pick("A", "B", "C", "D", "E", "F") + fmt.Sprint(g.in(1, 60)) })
	reg("keep", "pnr", func(g *G) string { return g.from("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6) })
	reg("keep", "ups", (*G).ups)
	reg("keep", "usps", (*G).usps)
	reg("keep", "fedex", func(g *G) string { return fmt.Sprint(g.in(7, 8)) + g.d(11) })
	reg("keep", "dhl", func(g *G) string { return "JJD" + g.d(18) })
	reg("keep", "zip", (*G).zip)
	reg("keep", "zip5", func(g *G) string { return fmt.Sprintf("%05d", g.in(10001, 99950)) })
	reg("keep", "isbn", (*G).isbn)
	reg("keep", "model", func(g *G) string { return g.pick(models...) })
	reg("keep", "serial", func(g *G) string { return g.from("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 12) })
	reg("keep", "uuid", (*G).uuid)
	reg("keep", "sha", func(g *G) string { return g.from(hexd, g.pick7or40()) })
	reg("keep", "ip", func(g *G) string {
		if g.r.Intn(2) == 0 {
			return fmt.Sprintf("192.168.%d.%d", g.in(0, 10), g.in(1, 254))
		}
		return fmt.Sprintf("10.%d.%d.%d", g.in(0, 255), g.in(0, 255), g.in(1, 254))
	})
	reg("keep", "port", func(g *G) string { return g.pick("8080", "5432", "6379", "3000", "8443", "9090", "27017") })
	reg("keep", "ticket", func(g *G) string {
		switch g.r.Intn(4) {
		case 0:
			return g.pick("OPS", "KB", "INFRA", "WEB", "HR", "FIN") + "-" + fmt.Sprint(g.in(10, 9999))
		case 1:
			return "INC" + g.d(7)
		case 2:
			return "CS-" + g.d(6)
		}
		return "#" + fmt.Sprint(g.in(100, 48000))
	})
	reg("keep", "invoice", func(g *G) string {
		return g.pick("INV-", "RE-", "FAC-", "NF-", "INV") + fmt.Sprint(g.in(2023, 2026)) + "-" + g.d(g.in(4, 5))
	})
	reg("keep", "meeting_id", (*G).meetingID)
	reg("keep", "luhnfail", (*G).luhnFail)
	reg("keep", "badssn", (*G).badSSN)
	reg("keep", "placeholder", (*G).placeholder)
	reg("keep", "pubkey", (*G).pubkey)
	reg("keep", "akia", func(g *G) string { return "AKIA" + g.randomish(upper+"234567", 16) })
	reg("keep", "handle", func(g *G) string {
		g.person()
		return "@" + g.first + g.pick("_", ".", "") + g.last[:g.in(1, len(g.last))]
	})
	reg("keep", "pkgver", func(g *G) string {
		return g.pick("react", "lodash", "@types/node", "typescript", "vite", "express", "next", "zod") + "@" + fmt.Sprintf("%d.%d.%d", g.in(1, 20), g.in(0, 15), g.in(0, 30))
	})
	reg("keep", "exp", func(g *G) string { return fmt.Sprintf("%02d/%02d", g.in(1, 12), g.in(25, 31)) })
	reg("keep", "ext", func(g *G) string { return g.pick("ext. ", "x", "ext ", "ext. ") + fmt.Sprint(g.in(100, 9999)) })
	reg("keep", "coords", func(g *G) string {
		return fmt.Sprintf("%d.%05d, %s%d.%05d", g.in(10, 60), g.in(0, 99999), g.pick("", "-"), g.in(1, 120), g.in(0, 99999))
	})
	reg("keep", "pct", func(g *G) string { return fmt.Sprintf("%d.%d%%", g.in(1, 40), g.in(0, 9)) })
	reg("keep", "size", func(g *G) string { return fmt.Sprintf("%d %s", g.in(2, 4096), g.pick("MB", "GB", "KB")) })
	reg("keep", "sku", func(g *G) string { return "SKU " + g.d(3) + "-" + g.d(3) + "-" + g.d(4) })
	reg("keep", "doi", func(g *G) string {
		return fmt.Sprintf("10.%d/%s.%d.%02d.%03d", g.in(1000, 9999), g.pick("j.cell", "nature", "s41586", "j.jcp"), g.in(2015, 2025), g.in(1, 12), g.in(1, 999))
	})
	reg("keep", "pages", func(g *G) string { a := g.in(100, 2000); return fmt.Sprintf("pp. %d-%d", a, a+g.in(5, 30)) })
	reg("keep", "build", func(g *G) string {
		return fmt.Sprintf("%d%s%d", g.in(20, 24), g.pick("A", "B", "C", "D", "E", "F", "G"), g.in(10, 999))
	})
	regP("num", func(g *G) piece { return piece{fmt.Sprint(g.in(2, 999)), "", ""} })
	reg("keep", "last4", func(g *G) string { return g.d(4) })
	reg("keep", "bignum", func(g *G) string { return g.d(g.in(6, 9)) })
	reg("keep", "ssid", func(g *G) string {
		return g.pick("LakeHouse-5G", "FRITZ!Box 7590 XQ", "Vodafone-C3F1", "TP-Link_8A2C", "Casa_Praia", "NETGEAR47", "Livebox-A91E", "Ziggo8812304", "eduroam", "Guest-Wifi", "MEO-7B21F0", "HUAWEI-B535-9C1D")
	})
	reg("keep", "lei", func(g *G) string { return fmt.Sprintf("%d.%d.%d", g.in(1, 30), g.in(0, 99), g.in(0, 999)) }) // dotted non-version numbers
	reg("keep", "year_range", func(g *G) string { a := g.in(2010, 2022); return fmt.Sprintf("%d-%d", a, a+g.in(1, 4)) })
	reg("keep", "bigamount", func(g *G) string {
		return fmt.Sprintf("%d.%03d.%03d,%s", g.in(1, 9), g.in(0, 999), g.in(0, 999), g.d(2))
	})
	reg("keep", "gtin", func(g *G) string { return "4" + g.d(12) })
	reg("keep", "ticketno", func(g *G) string { return g.pick("001", "016", "125", "074", "220", "057") + "-" + g.d(10) })
	reg("keep", "imo", func(g *G) string { return "PR #" + fmt.Sprint(g.in(100, 9999)) })
	reg("keep", "ean", func(g *G) string { return fmt.Sprintf("%s %s %s", g.d(1), g.d(6), g.d(6)) })
	reg("keep", "hexcolor", func(g *G) string { return "#" + g.from("0123456789ABCDEF", 6) })
	reg("keep", "rate", func(g *G) string { return fmt.Sprintf("%d.%04d", g.in(0, 1), g.in(1000, 9999)) })

	// ---- filler ----
	regP("first", func(g *G) piece { g.person(); return piece{title(g.first), "", ""} })
	regP("person", func(g *G) piece { g.person(); return piece{title(g.first) + " " + title(g.last), "", ""} })
	regP("newperson", func(g *G) piece { g.hasPerson = false; g.person(); return piece{title(g.first), "", ""} })
	regP("brand", func(g *G) piece {
		return piece{g.pick("Netflix", "Spotify", "iCloud", "PayPal", "Gmail", "Steam", "Instagram", "Synology", "Jira", "Hetzner", "Dropbox", "Disney+", "Nubank", "Revolut", "Zoom"), "", ""}
	})
	reg("keep", "hhmm", func(g *G) string { return fmt.Sprintf("%02d:%02d", g.in(7, 22), g.in(0, 59)) })
	regP("slackid", func(g *G) piece { return piece{g.randomish(upper+digs, g.in(7, 9)), "", ""} })
	reg("email", "email_urlenc", func(g *G) string { return g.local() + "%40" + g.pick(freeMail...) })
	reg("keep", "sha256", func(g *G) string { return "sha256:" + g.from(hexd, 64) })
	reg("keep", "vnd", func(g *G) string { return fmt.Sprintf("%d.%03d.000 ₫", g.in(1, 30), g.in(0, 999)) })
	reg("keep", "idr", func(g *G) string { return fmt.Sprintf("Rp %d.%03d", g.in(15, 990), g.in(0, 9)*100) })
	reg("keep", "inr", func(g *G) string { return fmt.Sprintf("₹%d,%03d", g.in(1, 99), g.in(0, 999)) })
	reg("keep", "jpy", func(g *G) string { return fmt.Sprintf("¥%d,%03d", g.in(1, 99), g.in(0, 99)*10) })
	reg("keep", "krw", func(g *G) string { return fmt.Sprintf("%d,%03d원", g.in(5, 990), g.in(0, 9)*100) })
	reg("keep", "rub", func(g *G) string { return fmt.Sprintf("%d %03d ₽", g.in(1, 99), g.in(0, 99)*10) })
	reg("keep", "try", func(g *G) string { return fmt.Sprintf("%d.%03d,%s TL", g.in(1, 40), g.in(0, 999), g.d(2)) })
	reg("keep", "pln", func(g *G) string { return fmt.Sprintf("%d,%s zł", g.in(9, 2999), g.d(2)) })
	reg("keep", "brl", func(g *G) string { return fmt.Sprintf("R$ %d,%s", g.in(9, 2999), g.d(2)) })
	reg("keep", "sar", func(g *G) string { return fmt.Sprintf("%d ريال", g.in(20, 4000)) })
	reg("keep", "cny", func(g *G) string { return fmt.Sprintf("¥%d.%s", g.in(20, 9000), g.d(2)) })
	reg("ssn", "ssn_dots", func(g *G) string { a, b, c := g.ssnParts(); return a + "." + b + "." + c })
	reg("email", "email_spaced", func(g *G) string {
		return g.local() + " @ " + g.pick("gmail.com", "yahoo.com", "outlook.com", "icloud.com")
	})
	reg("phone", "phone_jp_mob", func(g *G) string {
		if g.r.Intn(3) == 0 {
			return "+81 " + g.pick("90", "80", "70") + "-" + g.d(4) + "-" + g.d(4)
		}
		return g.pick("090", "080", "070") + "-" + g.d(4) + "-" + g.d(4)
	})
	for _, ln := range []struct{ tag, names string }{
		{"ja", "田中 佐藤 鈴木 高橋 伊藤 山本 中村 小林"},
		{"zh", "小王 李娜 张伟 刘洋 陈静 老赵 王芳"},
		{"ko", "지수 민준 서연 하준 예은 도윤"},
		{"ru", "Ольге Дмитрию Анне Сергею Ивану Наталье"},
		{"ar", "أحمد فاطمة عمر ليلى خالد سارة"},
		{"hi", "राहुल प्रिया अर्जुन सुनीता विकास"},
	} {
		names := strings.Fields(ln.names)
		regP("first_"+ln.tag, func(g *G) piece { return piece{g.pick(names...), "", ""} })
	}
	regP("city", func(g *G) piece { return piece{g.pick(cities...), "", ""} })
	regP("service", func(g *G) piece { return piece{g.pick(services...), "", ""} })
	regP("merchant", func(g *G) piece { return piece{g.pick(merchants...), "", ""} })
	regP("weekday", func(g *G) piece {
		return piece{g.pick("monday", "tuesday", "wednesday", "thursday", "friday", "tomorrow", "tonight", "next week", "this afternoon"), "", ""}
	})
	regP("domain", func(g *G) piece { return piece{g.pick(workDomains...), "", ""} })
	regP("user", func(g *G) piece { return piece{g.user(), "", ""} })
	regP("hexid", func(g *G) piece { return piece{g.from(hexd, 8), "", ""} })
	regP("small", func(g *G) piece { return piece{fmt.Sprint(g.in(2, 30)), "", ""} })
}

func (g *G) pick7or40() int {
	if g.r.Intn(2) == 0 {
		return 7
	}
	return 40
}
