package main

import (
	"fmt"
	"strings"
)

// Look-alike generators: each returns a plain string that must survive.

func flight() string {
	c := pick([]string{"LH", "UA", "BA", "NH", "TK", "EK", "AF", "KL", "IB", "LA", "QR", "SQ", "JL", "KE", "SU", "AI", "GA", "VN", "DL", "AA", "FR", "U2", "LX", "AZ", "CA", "MU"})
	n := fmt.Sprint(dr(1, 9899))
	if chance(0.5) {
		return c + " " + n
	}
	return c + n
}

func pnr() string {
	for {
		s := rs("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6)
		if strings.ContainsAny(s, "ABCDEFGHJKLMNPQRSTUVWXYZ") && strings.ContainsAny(s, "23456789") {
			return s
		}
	}
}

func amazonOrder() string { return fmt.Sprintf("%d-%07d-%07d", dr(111, 114), r.Intn(1e7), r.Intn(1e7)) }
func orderNo() string {
	switch r.Intn(5) {
	case 0:
		return amazonOrder()
	case 1:
		return fmt.Sprintf("#%d", dr(100000, 9999999))
	case 2:
		return fmt.Sprintf("A-%d%02d%02d-%04d", dr(2022, 2026), dr(1, 12), dr(1, 28), r.Intn(10000))
	case 3:
		return fmt.Sprintf("SO-%06d", r.Intn(1e6))
	}
	return fmt.Sprintf("%d%02d%02d%s", dr(2022, 2026), dr(1, 12), dr(1, 28), d(8))
}

func tracking() string {
	switch r.Intn(5) {
	case 0:
		return "1Z" + rs("0123456789ABCDEFGHJKLMNPRSTUVWXY", 6) + d(10)
	case 1:
		return "JJD" + d(18)
	case 2:
		return "9400 " + d(4) + " " + d(4) + " " + d(4) + " " + d(4) + " " + d(2)
	case 3:
		return rs("ABCDEFGHJKLMNPRSTUVWXYZ", 2) + d(9) + pick([]string{"DE", "CN", "GB", "NL", "BR"})
	}
	return "00" + d(18)
}

func ibanCheck(cc, bban string) string {
	// mod 97 over bban + cc + "00" with letters as numbers
	s := bban + cc + "00"
	rem := 0
	for _, c := range s {
		var v int
		if c >= '0' && c <= '9' {
			v = int(c - '0')
			rem = (rem*10 + v) % 97
		} else {
			v = int(c-'A') + 10
			rem = (rem*100 + v) % 97
		}
	}
	return fmt.Sprintf("%02d", 98-rem)
}

func iban() string {
	var cc, bban string
	switch r.Intn(6) {
	case 0:
		cc, bban = "DE", d(18)
	case 1:
		cc, bban = "FR", d(10)+rs("ABCDEFGHJKLMNPRSTUVWXYZ0123456789", 11)+d(2)
	case 2:
		cc, bban = "NL", pick([]string{"ABNA", "INGB", "RABO", "TRIO"})+d(10)
	case 3:
		cc, bban = "ES", d(20)
	case 4:
		cc, bban = "IT", "X"+d(10)+d(12)
	default:
		cc, bban = "GB", pick([]string{"NWBK", "BARC", "LOYD", "MIDL"})+d(14)
	}
	s := cc + ibanCheck(cc, bban) + bban
	if chance(0.7) {
		var b strings.Builder
		for i := 0; i < len(s); i += 4 {
			if i > 0 {
				b.WriteByte(' ')
			}
			e := i + 4
			if e > len(s) {
				e = len(s)
			}
			b.WriteString(s[i:e])
		}
		return b.String()
	}
	return s
}

func bic() string {
	return pick([]string{"COBADEFFXXX", "DEUTDEDBBER", "INGBNL2A", "BNPAFRPP", "BSCHESMM", "UNCRITMM", "NWBKGB2L", "ABNANL2A"})
}

func isbn13() string {
	s := "978" + fmt.Sprint(dr(0, 1)) + d(8)
	sum := 0
	for i, c := range s {
		v := int(c - '0')
		if i%2 == 1 {
			v *= 3
		}
		sum += v
	}
	s += fmt.Sprint((10 - sum%10) % 10)
	if chance(0.6) {
		return s[:3] + "-" + s[3:4] + "-" + s[4:7] + "-" + s[7:12] + "-" + s[12:]
	}
	return s
}

func version() string {
	switch r.Intn(5) {
	case 0:
		return fmt.Sprintf("v%d.%d.%d", dr(0, 4), dr(0, 30), dr(0, 20))
	case 1:
		return fmt.Sprintf("%s %d.%d.%d", pick([]string{"Obsidian", "Logseq", "Notion", "iOS", "macOS", "Android", "Zotero"}), dr(1, 17), dr(0, 12), dr(0, 9))
	case 2:
		return fmt.Sprintf("%d.%d.%d-beta.%d", dr(0, 3), dr(0, 20), dr(0, 9), dr(1, 5))
	case 3:
		return fmt.Sprintf("build %d.%d.%d.%d", dr(1, 12), dr(0, 9), dr(1000, 9999), dr(0, 999))
	}
	return fmt.Sprintf("%d.%d", dr(1, 3), dr(0, 40))
}

func percent() string {
	if chance(0.5) {
		return fmt.Sprintf("%d.%d%%", dr(0, 99), dr(0, 9))
	}
	return fmt.Sprintf("%d,%d %%", dr(0, 99), dr(0, 9))
}

func measure() string {
	return pick([]string{
		fmt.Sprintf("%d x %d cm", dr(40, 240), dr(30, 200)),
		fmt.Sprintf("%d.%d kg", dr(1, 95), dr(0, 9)),
		fmt.Sprintf("%d m²", dr(25, 180)),
		fmt.Sprintf("%dx%d", pick([]int{1920, 2560, 3840, 1280}), pick([]int{1080, 1440, 2160, 720})),
		fmt.Sprintf("%d ml", dr(50, 750)),
		fmt.Sprintf("%d.%d km", dr(1, 42), dr(0, 9)),
		fmt.Sprintf("%d kWh", dr(1200, 5400)),
		fmt.Sprintf("%d mg", pick([]int{200, 250, 400, 500, 1000})),
	})
}

func room() string {
	return pick([]string{
		fmt.Sprintf("Room %d.%02d", dr(1, 6), dr(1, 40)),
		fmt.Sprintf("Raum B-%d", dr(101, 512)),
		fmt.Sprintf("Salle %d.%02d", dr(1, 5), dr(1, 30)),
		fmt.Sprintf("会議室%dF-%s", dr(2, 30), pick([]string{"A", "B", "C"})),
		fmt.Sprintf("Sala %d", dr(101, 420)),
		fmt.Sprintf("Conf Rm %d%s", dr(2, 18), pick([]string{"A", "B", "C"})),
	})
}

func zoomID() string {
	if chance(0.7) {
		return fmt.Sprintf("%d %04d %04d", dr(810, 989), r.Intn(10000), r.Intn(10000))
	}
	return fmt.Sprintf("%d %d %04d", dr(810, 989), dr(100, 999), r.Intn(10000))
}

func teamsID() string {
	return fmt.Sprintf("%d %d %d %d", dr(200, 399), dr(100, 999), dr(100, 999), dr(100, 999))
}

func meetCode() string {
	return rs("abcdefghijkmnopqrstuvwxyz", 3) + "-" + rs("abcdefghijkmnopqrstuvwxyz", 4) + "-" + rs("abcdefghijkmnopqrstuvwxyz", 3)
}

func passcode() string {
	if chance(0.6) {
		return d(6)
	}
	return tok(alnum, 6)
}

func wifiPass() string {
	return pick([]string{
		pick([]string{"Sonnenblume", "gaviota", "Tulpenweg", "Bluebird", "Mariposa", "Kirschbaum", "CasaAzul", "Seestern", "Orchidee"}) + fmt.Sprint(dr(1, 2026)) + pick([]string{"!", "#", "", "?"}),
		tok(alnum, 12),
		tok(alnum+"!#$%", 16),
		strings.Join(pickN([]string{"correct", "horse", "battery", "staple", "lemon", "river", "tiger", "cloud", "pepper", "window"}, 4), "-"),
		fmt.Sprintf("%s-%s-%s", rs("abcdefghijkmnopqrstuvwxyz", 4), rs("abcdefghijkmnopqrstuvwxyz", 4), d(4)),
	})
}

func ssid() string {
	return pick([]string{
		fmt.Sprintf("FRITZ!Box 7590 %s", rs("ABCDEFGHJKLMNPQRSTUVWXYZ", 2)),
		fmt.Sprintf("Vodafone-%s", rs(upnum, 4)),
		fmt.Sprintf("TP-Link_%s", rs("0123456789ABCDEF", 4)),
		"Casa-Azul-5G", "Ferienwohnung-Seeblick", fmt.Sprintf("HUAWEI-%s", rs("0123456789ABCDEF", 4)), "Livebox-" + rs("0123456789ABCDEF", 4), "Ziggo" + d(7),
	})
}

func recoveryCode() string {
	switch r.Intn(4) {
	case 0:
		return rs(lownum, 5) + "-" + rs(lownum, 5)
	case 1:
		return d(4) + " " + d(4)
	case 2:
		return strings.ToUpper(rs("abcdefghjkmnpqrstuvwxyz23456789", 4) + "-" + rs("abcdefghjkmnpqrstuvwxyz23456789", 4) + "-" + rs("abcdefghjkmnpqrstuvwxyz23456789", 4))
	}
	return rs(lownum, 10)
}

func licenseKey() string {
	g := func() string { return rs("BCDFGHJKMPQRTVWXY2346789", 5) }
	switch r.Intn(3) {
	case 0:
		return g() + "-" + g() + "-" + g() + "-" + g() + "-" + g()
	case 1:
		return rs(upnum, 4) + "-" + rs(upnum, 4) + "-" + rs(upnum, 4) + "-" + rs(upnum, 4)
	}
	return fmt.Sprintf("%s-%s-%s", rs(upnum, 6), rs(upnum, 6), rs(upnum, 6))
}

func mention() string {
	return "@" + pick([]string{"anna.k", "jonas", "mchen", "sofia_h", "tanaka", "priya", "devops-team", "kevin.p", "lena", "bram", "giulia", "ayse", "budi"})
}

func hashtag() string {
	return "#" + pick([]string{"finance/taxes", "health", "travel/2024", "home-admin", "meeting", "people", "project/phoenix", "receipts", "kids", "1on1", "todo", "reading", "inbox", "recipes", "garden", "car", "insurance", "q3-okr"})
}

func wiki() string {
	return "[[" + pick([]string{"Project Phoenix", "Weekly Sync", "Steuererklärung 2023", "Trip to Lisbon", "Kitchen Renovation", "Q3 Budget", "Reading List", "Dentist", "Car Insurance", "Onboarding Checklist", "家計簿", "회의록", "Voyage Lyon", "Hausverwaltung", "Mortgage", "Kids School"}) + "]]"
}

func url() string {
	return pick([]string{
		"https://www.notion.so/acme/Q3-Planning-" + rs(hexd, 32),
		"https://docs.google.com/document/d/" + tok(alnum+"-_", 44) + "/edit",
		"obsidian://open?vault=brain&file=" + pick([]string{"People%2FContacts", "Trips%2FLisbon", "Finance%2FTaxes%202023"}),
		"https://zoom.us/j/" + d(11) + "?pwd=" + tok(alnum, 32),
		"https://github.com/" + pick([]string{"acme/kb-sync", "logseq/logseq", "obsidianmd/obsidian-releases"}) + "/issues/" + fmt.Sprint(dr(10, 9999)),
		"https://www.booking.com/hotel/pt/" + pick([]string{"lisboa-plaza", "casa-do-bairro"}) + ".html",
		"https://maps.app.goo.gl/" + tok(alnum, 17),
		"https://en.wikipedia.org/wiki/" + pick([]string{"Zettelkasten", "Getting_Things_Done", "Luhn_algorithm"}),
	})
}

func uuid() string {
	return rs(hexd, 8) + "-" + rs(hexd, 4) + "-4" + rs(hexd, 3) + "-" + pick([]string{"8", "9", "a", "b"}) + rs(hexd, 3) + "-" + rs(hexd, 12)
}

func sha() string {
	if chance(0.5) {
		return rs(hexd, 7)
	}
	return rs(hexd, 40)
}

func ipv4() string {
	switch r.Intn(3) {
	case 0:
		return fmt.Sprintf("192.168.%d.%d", dr(0, 178), dr(1, 254))
	case 1:
		return fmt.Sprintf("10.%d.%d.%d:%d", dr(0, 255), dr(0, 255), dr(1, 254), pick([]int{8080, 3000, 5432, 443, 8443}))
	}
	return fmt.Sprintf("%d.%d.%d.%d", dr(11, 223), dr(0, 255), dr(0, 255), dr(1, 254))
}

func unixTS() string { return fmt.Sprint(dr(1600000000, 1790000000)) }

func customerNo() string {
	return pick([]string{
		"Kundennummer " + d(10),
		"Kd.-Nr. " + d(3) + " " + d(3) + " " + d(3),
		"customer no. " + nz(9),
		"Vertragsnummer " + d(4) + " " + d(4) + " " + d(2),
		"Policy No. " + "PLY-" + d(5) + "-" + d(2),
		"Zählernummer 1ESY" + d(10),
		"account ref " + rs(upnum, 3) + d(7),
		"Mitgliedsnummer " + d(8),
		"numéro client " + d(10),
		"nº de cliente " + d(9),
		"お客様番号 " + d(10),
		"会员号 " + d(12),
	})
}

func ein() string { return fmt.Sprintf("%02d-%07d", dr(10, 98), r.Intn(1e7)) }
func vatID() string {
	return pick([]string{"DE" + nz(9), "FR" + d(2) + nz(9), "NL" + nz(9) + "B01", "ATU" + nz(8), "IT" + nz(11), "ESB" + nz(8), "GB" + nz(9)})
}

func coords() string {
	return fmt.Sprintf("%d.%04d, %d.%04d", dr(-40, 60), r.Intn(10000), dr(-120, 140), r.Intn(10000))
}

func maskedCard() string {
	l4 := d(4)
	return pick([]string{"**** **** **** " + l4, "•••• " + l4, "xxxx-xxxx-xxxx-" + l4, "ending in " + l4, "XXXXXXXXXXXX" + l4, "************" + l4, "Visa ****" + l4, "Mastercard …" + l4})
}

func maskedSSN() string { return pick([]string{"***-**-" + d(4), "XXX-XX-" + d(4), "xxx-xx-" + d(4)}) }
func maskedPhone() string {
	return pick([]string{"+49 170 ••• ••" + d(2), "(***) ***-" + d(4), "+1 ***-***-" + d(4), "07*** ***" + d(3), "138****" + d(4)})
}

func ticketNo() string {
	return pick([]string{"220", "016", "125", "057", "074", "176", "235", "618"}) + pick([]string{"-", " ", ""}) + nz(10)
}

func imei() string { return luhn("35"+d(6), 15) }

func serial() string {
	return pick([]string{"S/N " + rs(upnum, 12), "SN: " + rs(upnum, 3) + d(8), "Serial " + d(4) + "-" + d(4) + "-" + d(4)})
}

func mac() string {
	parts := make([]string, 6)
	for i := range parts {
		parts[i] = rs("0123456789ABCDEF", 2)
	}
	return strings.Join(parts, ":")
}

func plate() string {
	return pick([]string{
		fmt.Sprintf("B-%s %d", rs("ABCDEFGHKLMNPRSTUVWXYZ", 2), dr(1, 9999)),
		fmt.Sprintf("%s-%d-%s", rs("BCDFGHJKLMNPRSTVWXYZ", 2), dr(10, 99), rs("BCDFGHJKLMNPRSTVWXYZ", 2)),
		fmt.Sprintf("%s %d%s", pick([]string{"京A", "沪B", "粤B"}), dr(10000, 99999), ""),
		fmt.Sprintf("%d%s %d", dr(10, 99), pick([]string{"가", "나", "다", "라"}), dr(1000, 9999)),
	})
}

func hotelConf() string {
	return pick([]string{
		fmt.Sprintf("Confirmation #%d", dr(10000000, 99999999)),
		fmt.Sprintf("Booking number %d.%03d.%03d", dr(1000, 9999), r.Intn(1000), r.Intn(1000)),
		fmt.Sprintf("Reservation %s", rs(upnum, 10)),
		fmt.Sprintf("PIN %d", dr(1000, 9999)),
	})
}

func seat() string { return fmt.Sprintf("%d%s", dr(1, 45), pick([]string{"A", "C", "D", "F", "K"})) }

func invoiceNo() string {
	return pick([]string{
		fmt.Sprintf("INV-%d-%05d", dr(2022, 2026), r.Intn(100000)),
		fmt.Sprintf("RE%d%06d", dr(22, 26), r.Intn(1e6)),
		fmt.Sprintf("Rechnung Nr. %d/%d", dr(100, 9999), dr(2022, 2026)),
		fmt.Sprintf("Facture n° F%d-%04d", dr(2022, 2026), r.Intn(10000)),
		fmt.Sprintf("NF-e %s", d(9)),
	})
}

func bp() string { return fmt.Sprintf("%d/%d mmHg", dr(105, 150), dr(62, 95)) }
func temp() string {
	if chance(0.5) {
		return fmt.Sprintf("%d.%d °C", dr(36, 39), dr(0, 9))
	}
	return fmt.Sprintf("%d.%d°F", dr(97, 102), dr(0, 9))
}

func yearRange() string { y := dr(2010, 2024); return fmt.Sprintf("%d–%d", y, y+dr(1, 5)) }

func sku() string {
	return pick([]string{"SKU " + d(3) + "-" + d(3) + "-" + d(4), "ASIN B0" + rs(upnum, 8), "Art.-Nr. " + d(6), "EAN " + ean13(), "item #" + d(9), "P/N " + d(4) + "-" + d(4)})
}

func postcode() string {
	return pick([]string{fmt.Sprint(dr(10115, 99998)), fmt.Sprintf("%05d-%03d", dr(1000, 99999), r.Intn(1000)), fmt.Sprintf("%d %s", dr(1011, 9999), rs("ABCDEFGHJKLMNPRSTVWXZ", 2)), "SW1A 1AA", "EC2A 4NE", fmt.Sprintf("〒%03d-%04d", dr(100, 999), r.Intn(10000)), fmt.Sprint(dr(100000, 699999))})
}

func ean13() string {
	s := "40" + d(10)
	sum := 0
	for i, c := range s {
		v := int(c - '0')
		if i%2 == 1 {
			v *= 3
		}
		sum += v
	}
	return s + fmt.Sprint((10-sum%10)%10)
}

func area() string {
	return pick([]string{fmt.Sprintf("%d m²", dr(25, 180)), fmt.Sprintf("%d sq ft", dr(400, 2400)), fmt.Sprintf("%d qm", dr(25, 180))})
}
