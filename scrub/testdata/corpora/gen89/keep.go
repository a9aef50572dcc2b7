package main

import (
	"fmt"
	"strings"
)

func keepValue(kind string) string {
	return keepValue1(kind)
}

func keepValue1(kind string) string {
	switch kind {
	case "order":
		return pick("RE-2025-"+digits(5), "SO-"+digits(6), "ORD-"+digitsNZ(8), "AB-"+digits(4)+"-"+digits(3), "#A"+digits(7))
	case "invoice":
		return pick("INV-2025-"+digits(4), "FA2025/"+digits(5), "Rechnung Nr. "+digitsNZ(6), "facture F-"+digits(6))
	case "date":
		y, m, d := 2023+r.Intn(4), 1+r.Intn(12), 1+r.Intn(28)
		return pick(fmt.Sprintf("%d-%02d-%02d", y, m, d), fmt.Sprintf("%02d.%02d.%d", d, m, y), fmt.Sprintf("%02d/%02d/%d", m, d, y), fmt.Sprintf("%d年%d月%d日", y, m, d))
	case "time":
		return fmt.Sprintf("%02d:%02d", 7+r.Intn(12), r.Intn(60)) + pick("", " CET", " UTC", "h")
	case "amount":
		return pick(fmt.Sprintf("€%d.%03d,%02d", 1+r.Intn(9), r.Intn(1000), r.Intn(100)), fmt.Sprintf("$%d,%03d.%02d", 1+r.Intn(9), r.Intn(1000), r.Intn(100)), fmt.Sprintf("¥%d,%03d", 1+r.Intn(900), r.Intn(1000)), fmt.Sprintf("%d %03d,%02d zł", 1+r.Intn(9), r.Intn(1000), r.Intn(100)), fmt.Sprintf("R$ %d.%03d,%02d", 1+r.Intn(90), r.Intn(1000), r.Intn(100)))
	case "akia":
		return pick("AKIA", "ASIA") + randFrom("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
	case "pk":
		return pick("pk_live_", "pk_test_") + randFrom(alnum, 24)
	case "handle":
		return "@" + pick(firsts...) + pick("_", "", ".") + pick(lasts...) + digits(r.Intn(3))
	case "npmver":
		return pick("lodash", "react", "@babel/core", "typescript", "express", "vite", "@types/node", "next") + "@" + fmt.Sprintf("%d.%d.%d", 1+r.Intn(20), r.Intn(30), r.Intn(20))
	case "badcard":
		return badCard()
	case "badssn":
		return badSSN()
	case "jwttrunc":
		return pick("eyJhbGciOi...", "eyJhbGciOiJIUzI1NiIs…", "eyJ0eXAiOiJKV1Qi...")
	case "jwthdr":
		return b64(pick(`{"alg":"HS256","typ":"JWT"}`, `{"alg":"RS256","kid":"`+randFrom(hexd, 8)+`"}`, `{"typ":"JWT","alg":"ES256"}`))
	case "ip":
		return fmt.Sprintf("10.%d.%d.%d:%d", r.Intn(256), r.Intn(256), 1+r.Intn(254), pick4(8080, 5432, 6379, 9200))
	case "ver":
		return fmt.Sprintf("v%d.%d.%d", r.Intn(5), r.Intn(30), r.Intn(20))
	case "zip":
		return pick("CA 94"+digits(3), digitsNZ(1)+digits(4)+" Paris", "10"+digits(3)+" Berlin", "SW1A "+digitsNZ(1)+"AA", "CEP 0"+digits(4)+"-"+digits(3), "〒1"+digits(2)+"-"+digits(4), "00-"+digits(3)+" Warszawa")
	case "ext":
		return pick("ext. ", "ext ", "x", "poste ", "Durchwahl ", "内線") + digitsNZ(2+r.Intn(3))
	case "uuid":
		return randFrom(hexd, 8) + "-" + randFrom(hexd, 4) + "-4" + randFrom(hexd, 3) + "-a" + randFrom(hexd, 3) + "-" + randFrom(hexd, 12)
	case "sha":
		return randFrom(hexd, 40)
	case "snow":
		return "1" + pick("1", "2", "3", "7", "8") + digits(16+r.Intn(2))
	case "mask":
		return pick("***-**-"+digits(4), "•••• "+digits(4), "XXXX-XXXX-XXXX-"+digits(4), "+49 *** ***"+digits(2), "**** **** **** "+digits(4))
	case "placeholder":
		return pick("<token>", "$TOKEN", "${GITHUB_TOKEN}", "YOUR_API_KEY", "xoxb-your-token-here", "sk_live_xxxxxxxxxxxxxxxx", "<password>", "********", "changeme", "REDACTED")
	case "pn":
		return "P/N " + fmt.Sprintf("%03d-%02d-%04d", r.Intn(1000), r.Intn(100), r.Intn(10000))
	case "sshpub":
		return "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + randFrom(alnum+"+/", 43)
	case "isbn":
		return "978-" + digitsNZ(1) + "-" + digits(2) + "-" + digits(6) + "-" + digits(1)
	case "ticket":
		return pick("INC", "CHG", "RITM") + "00" + digits(5)
	case "jira":
		return pick("OPS", "PAY", "CORE", "WEB") + "-" + digitsNZ(4)
	case "tracking":
		return "1Z" + randFrom("ABCDEFGHJKLMNPRSTUVWXYZ0123456789", 16)
	case "dsn":
		return "https://" + randFrom(hexd, 32) + "@o" + digitsNZ(6) + ".ingest.sentry.io/" + digitsNZ(7)
	case "icon":
		return pick("icon", "logo", "avatar", "hero") + "@" + pick("2x", "3x") + ".png"
	case "gitssh":
		return "git@github.com:" + pick("acme", "northwind", "infra-team") + "/" + pick("api", "web", "billing", "scrub") + ".git"
	case "decor":
		return pick("@Override", "@dataclass", "@pytest.fixture", "@Component", "@app.route")
	case "msgid":
		return "<" + randFrom(hexd, 16) + "." + digitsNZ(10) + "@mail." + pick("acme.io", "contoso.com") + ">"
	case "epoch":
		return "17" + digits(11)
	case "ordph":
		return pick("order no. ", "Bestellnummer ", "订单号 ", "заказ № ", "numéro de commande ") + digitsNZ(10)
	case "pct":
		return pick("12.5 %", "99,9 %", "3%")
	case "sha256":
		return "sha256:" + randFrom(hexd, 64)
	case "dev":
		return pick("postgres://postgres:postgres@localhost:5432/app", "redis://localhost:6379/0", "mysql://root@127.0.0.1:3306/test")
	case "iban":
		return "DE" + digits(2) + " " + digits(4) + " " + digits(4) + " " + digits(4) + " " + digits(4) + " " + digits(2)
	case "coord":
		return fmt.Sprintf("%d.%05d, %d.%05d", 10+r.Intn(50), r.Intn(100000), 2+r.Intn(20), r.Intn(100000))
	case "size":
		return pick("384 768 1536", "1024 2048 4096", "512 MB", "1920×1080")
	case "postalus":
		return "CA 94" + digits(3) + "-" + digits(4)
	case "usps":
		return "9400 1" + digits(3) + " " + digits(4) + " " + digits(4) + " " + digits(4) + " " + digits(2)
	case "arn":
		return "arn:aws:iam::" + digitsNZ(12) + ":role/" + pick("deploy", "ci", "readonly")
	case "ein":
		return "EIN " + digitsNZ(2) + "-" + digits(7)
	}
	panic("keep " + kind)
}

func pick4(a, b, c, d int) int { return []int{a, b, c, d}[r.Intn(4)] }

var _ = strings.ToUpper
