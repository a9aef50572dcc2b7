package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func (g *G) piiVal(name string) string {
	parts := strings.Split(name, "_")
	switch parts[0] {
	case "email":
		return g.emailFor(g.p1, g.lang)
	case "email2":
		return g.emailFor(g.p2, g.lang)
	case "emailsp":
		e := g.emailFor(g.p1, g.lang)
		at := strings.Index(e, "@")
		local, dom := e[:at], e[at+1:]
		if g.r.Intn(2) == 0 {
			return local + " at " + strings.ReplaceAll(dom, ".", " dot ")
		}
		return local + " [at] " + dom
	case "emailx":
		return g.emailFor(g.person(g.lang), g.lang)
	case "ph", "ph2", "ph3":
		lang, intl := g.lang, -1
		for _, p := range parts[1:] {
			switch p {
			case "n":
				intl = 0
			case "i":
				intl = 1
			case "e":
				intl = 2
			case "fw":
				return fullWidth(g.phoneLang("ja", 0))
			case "sp":
				a, e, l := g.nanp()
				return a + " " + e + " " + l
			case "digits":
				return strings.TrimPrefix(g.phoneLang(lang, 2), "+")
			default:
				if len(p) == 1 && p[0] >= '0' && p[0] <= '9' {
					return g.phoneUS(int(p[0] - '0'))
				}
				if len(p) == 3 && p[:2] == "us" {
					return g.phoneUS(int(p[2] - '0'))
				}
				lang = p
				if lang == "us" {
					lang = "en"
				}
			}
		}
		return g.phoneLang(lang, intl)
	case "ssn":
		a, b, c := g.ssnParts()
		if len(parts) > 1 {
			switch parts[1] {
			case "sp":
				return a + " " + b + " " + c
			case "bare":
				return a + b + c
			case "dot":
				return a + "." + b + "." + c
			}
		}
		return a + "-" + b + "-" + c
	case "itin":
		a, b, c := g.itinParts()
		if len(parts) > 1 && parts[1] == "bare" {
			return a + b + c
		}
		return a + "-" + b + "-" + c
	case "cc":
		brand, style := "", -1
		for _, p := range parts[1:] {
			switch p {
			case "sp":
				style = 0
			case "dash":
				style = 2
			case "plain":
				style = 3
			default:
				brand = p
			}
		}
		return g.card(brand, style)
	case "jwt":
		k := ""
		if len(parts) > 1 {
			k = parts[1]
		}
		return g.jwt(k)
	case "b":
		switch parts[1] {
		case "hex40":
			return g.hex(40)
		case "hex32":
			return g.hex(32)
		case "hex64":
			return g.hex(64)
		case "oura":
			return g.alnumU(32)
		case "opaque":
			return g.b64(48 + g.r.Intn(40))
		case "sklive":
			if g.r.Intn(2) == 0 {
				return "sk_live_" + g.alnum(24)
			}
			return "sk_live_51" + g.alnum(14) + g.alnum(85)
		case "rklive":
			return "rk_live_51" + g.alnum(14) + g.alnum(85)
		case "sg":
			return "SG." + g.b64(22) + "." + g.b64(43)
		case "ya29":
			return "ya29.a0A" + g.b64(120+g.r.Intn(40))
		case "pw":
			return g.password()
		case "apppw":
			return g.appPassword()
		case "whsec":
			return "whsec_" + g.alnum(32)
		case "fcm":
			return "AAAA" + g.b64(7) + ":APA91b" + g.b64(134)
		case "aiza":
			return "AIzaSy" + g.b64(33)
		case "ghp":
			return "ghp_" + g.alnum(36)
		case "basic":
			return base64.StdEncoding.EncodeToString([]byte(g.alnumU(6) + ":" + g.hex(32)))
		case "session":
			return g.b64(32) + "." + g.b64(43)
		case "alnum40":
			return g.alnum(40)
		case "alnum32":
			return g.alnum(32)
		case "pin":
			return g.digits(6)
		}
	}
	panic("unknown pii generator " + name)
}

func fullWidth(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r >= '0' && r <= '9':
			b.WriteRune(r - '0' + '０')
		case r == '-':
			b.WriteRune('－')
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

var months = []string{"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"}

func (g *G) dmy() (int, int, int) { return 1 + g.r.Intn(28), 1 + g.r.Intn(12), 2023 + g.r.Intn(3) }

func (g *G) date() string {
	d, m, y := g.dmy()
	switch g.lang {
	case "en":
		if g.r.Intn(2) == 0 {
			return fmt.Sprintf("%02d/%02d/%d", m, d, y)
		}
		return fmt.Sprintf("%s %d, %d", months[m-1], d, y)
	case "de", "ru", "tr":
		return fmt.Sprintf("%02d.%02d.%d", d, m, y)
	case "nl":
		return fmt.Sprintf("%02d-%02d-%d", d, m, y)
	case "ja", "zh":
		return fmt.Sprintf("%d年%d月%d日", y, m, d)
	case "ko":
		return fmt.Sprintf("%d.%02d.%02d", y, m, d)
	}
	return fmt.Sprintf("%02d/%02d/%d", d, m, y)
}

func (g *G) keepVal(name string) string {
	d := g.digits
	switch name {
	case "k_steps":
		n := 1200 + g.r.Intn(23000)
		if g.r.Intn(2) == 0 {
			return fmt.Sprintf("%d", n)
		}
		sep := ","
		switch g.lang {
		case "de", "nl", "it", "pt", "es", "tr":
			sep = "."
		case "fr", "ru":
			sep = " "
		}
		return fmt.Sprintf("%d%s%03d", n/1000, sep, n%1000)
	case "k_hr":
		return fmt.Sprintf("%d bpm", 48+g.r.Intn(130))
	case "k_bp":
		return fmt.Sprintf("%d/%d", 102+g.r.Intn(60), 62+g.r.Intn(34))
	case "k_glu":
		return fmt.Sprintf("%d mg/dL", 68+g.r.Intn(190))
	case "k_mmol":
		return fmt.Sprintf("%d.%d mmol/L", 4+g.r.Intn(9), g.r.Intn(10))
	case "k_a1c":
		return fmt.Sprintf("%d.%d%%", 5+g.r.Intn(4), g.r.Intn(10))
	case "k_dose":
		return pick(g, []string{"500 mg", "1000 mg", "10 mg", "20 mg", "5 mg", "0.25 mg", "2.5 mg", "40 mg", "81 mg", "100 mcg", "50 mcg", "0.5 mg/0.5 mL", "12 units", "850 mg", "25 mg", "75 mcg", "1.7 mg"})
	case "k_weight":
		if g.lang == "en" {
			return fmt.Sprintf("%d.%d lb", 110+g.r.Intn(150), g.r.Intn(10))
		}
		return fmt.Sprintf("%d,%d kg", 48+g.r.Intn(70), g.r.Intn(10))
	case "k_spo2":
		return fmt.Sprintf("%d%%", 91+g.r.Intn(9))
	case "k_temp":
		return fmt.Sprintf("%d.%d °C", 36+g.r.Intn(3), g.r.Intn(10))
	case "k_kcal":
		return fmt.Sprintf("%d kcal", 180+g.r.Intn(3000))
	case "k_km":
		return fmt.Sprintf("%d.%02d km", 1+g.r.Intn(42), g.r.Intn(100))
	case "k_sleep":
		return fmt.Sprintf("%dh %02dm", 4+g.r.Intn(6), g.r.Intn(60))
	case "k_vo2":
		return fmt.Sprintf("VO2 max %d", 32+g.r.Intn(30))
	case "k_member":
		switch g.r.Intn(6) {
		case 0:
			return pick(g, []string{"XGH", "ZGP", "YRL", "JQU", "XEB"}) + d(9)
		case 1:
			return "W" + d(9)
		case 2:
			return d(9)
		case 3:
			return "1" + g.alnumU(3) + "-" + g.alnumU(3) + "-" + g.alnumU(4)
		case 4:
			return "M" + d(8) + "01"
		default:
			return d(11)
		}
	case "k_mbi":
		return fmt.Sprintf("%d%s%d-%s%d-%s%d%d", 1+g.r.Intn(9), g.from("ACDEFGHJKMNPQRTUVWXY", 1), g.r.Intn(10), g.from("ACDEFGHJKMNPQRTUVWXY", 1), g.r.Intn(10), g.from("ACDEFGHJKMNPQRTUVWXY", 2), g.r.Intn(10), g.r.Intn(10))
	case "k_group":
		switch g.r.Intn(4) {
		case 0:
			return d(7)
		case 1:
			return d(6) + "-" + d(3)
		case 2:
			return g.alnumU(6)
		default:
			return "0" + d(5)
		}
	case "k_rxbin":
		return pick(g, []string{"003858", "610014", "004336", "610502", "015581", "610591", "020115", "600428"})
	case "k_pcn":
		return pick(g, []string{"A4", "ADV", "MEDDADV", "9999", "CTRXMEDD", "WG"})
	case "k_rxgrp":
		return pick(g, []string{"RX8826", "MSPCVS", "EMPCVS", "CIGNA01", "RXGRP7H2", "BCTX"})
	case "k_rx":
		switch g.r.Intn(3) {
		case 0:
			return d(7)
		case 1:
			return d(7) + "-" + d(5)
		default:
			return d(8)
		}
	case "k_npi":
		body := fmt.Sprintf("1%s", d(8))
		return body + string(luhnDigit("80840"+body))
	case "k_dea":
		l := g.from("ABFM", 1) + g.from(upperS, 1)
		x := d(6)
		s := int(x[0]-'0') + int(x[2]-'0') + int(x[4]-'0') + 2*(int(x[1]-'0')+int(x[3]-'0')+int(x[5]-'0'))
		return l + x + fmt.Sprintf("%d", s%10)
	case "k_ndc":
		switch g.r.Intn(3) {
		case 0:
			return d(5) + "-" + d(4) + "-" + d(2)
		case 1:
			return d(4) + "-" + d(4) + "-" + d(2)
		default:
			return d(5) + "-" + d(3) + "-" + d(2)
		}
	case "k_serial":
		switch g.r.Intn(5) {
		case 0:
			return g.from("CDFGHJKLMNPQRTVWXY0123456789", 12)
		case 1:
			return fmt.Sprintf("%d%s", 3+g.r.Intn(2), d(9)) // Garmin unit id
		case 2:
			return "SN" + g.alnumU(10)
		case 3:
			return g.alnumU(2) + d(8) + g.alnumU(2)
		default:
			if g.r.Intn(2) == 0 {
				return g.from("0123456789ABCDEF", 8) // Polar device ID
			}
			return "0M00" + g.alnumU(7) // Libre sensor serial
		}
	case "k_unit":
		return fmt.Sprintf("3%s", d(9))
	case "k_mac":
		b := g.randBytes(6)
		if g.r.Intn(2) == 0 {
			return fmt.Sprintf("%02X:%02X:%02X:%02X:%02X:%02X", b[0], b[1], b[2], b[3], b[4], b[5])
		}
		return fmt.Sprintf("%02x:%02x:%02x:%02x:%02x:%02x", b[0], b[1], b[2], b[3], b[4], b[5])
	case "k_imei":
		body := "35" + d(12)
		return body + string(luhnDigit(body))
	case "k_uuid":
		return fmt.Sprintf("%s-%s-4%s-%s%s-%s", g.hex(8), g.hex(4), g.hex(3), g.from("89ab", 1), g.hex(3), g.hex(12))
	case "k_uuidU":
		return strings.ToUpper(g.keepVal("k_uuid"))
	case "k_ts":
		_, m, y := g.dmy()
		return fmt.Sprintf("%d-%02d-%02dT%02d:%02d:%02dZ", y, m, 1+g.r.Intn(28), g.r.Intn(24), g.r.Intn(60), g.r.Intn(60))
	case "k_tsl":
		_, m, y := g.dmy()
		return fmt.Sprintf("%d-%02d-%02d %02d:%02d:%02d", y, m, 1+g.r.Intn(28), g.r.Intn(24), g.r.Intn(60), g.r.Intn(60))
	case "k_ms":
		return fmt.Sprintf("17%s", d(11))
	case "k_unix":
		return fmt.Sprintf("17%s", d(8))
	case "k_date":
		return g.date()
	case "k_time":
		return fmt.Sprintf("%02d:%02d", 7+g.r.Intn(12), 5*g.r.Intn(12))
	case "k_order":
		switch g.r.Intn(5) {
		case 0:
			return fmt.Sprintf("1%02d-%s-%s", g.r.Intn(100), d(7), d(7))
		case 1:
			return "#" + d(6)
		case 2:
			return d(10)
		case 3:
			return "ORD-" + fmt.Sprint(2023+g.r.Intn(3)) + "-" + d(6)
		default:
			return "W" + d(10)
		}
	case "k_tracking":
		switch g.r.Intn(3) {
		case 0:
			return "1Z" + g.alnumU(6) + d(10)
		case 1:
			return "9400 " + d(4) + " " + d(4) + " " + d(4) + " " + d(4) + " " + d(2)
		default:
			return d(12)
		}
	case "k_ticket":
		return fmt.Sprintf("%d", 1000000+g.r.Intn(8999999))
	case "k_ver":
		return fmt.Sprintf("%d.%d.%d", 1+g.r.Intn(12), g.r.Intn(40), g.r.Intn(20))
	case "k_build":
		return fmt.Sprintf("%d%s", 2+g.r.Intn(7), d(5))
	case "k_price":
		p := fmt.Sprintf("%d.%02d", 4+g.r.Intn(300), []int{99, 49, 0, 95, 50, 19}[g.r.Intn(6)])
		switch g.lang {
		case "en":
			return "$" + p
		case "ja":
			return fmt.Sprintf("¥%d,%03d", 1+g.r.Intn(30), g.r.Intn(1000))
		case "zh":
			return "¥" + p
		case "ko":
			return fmt.Sprintf("%d,%03d원", 5+g.r.Intn(200), 100*g.r.Intn(10))
		case "ru":
			return fmt.Sprintf("%d ₽", 200+g.r.Intn(9000))
		case "tr":
			return strings.Replace(p, ".", ",", 1) + " TL"
		case "pt":
			return "R$ " + strings.Replace(p, ".", ",", 1)
		}
		return strings.Replace(p, ".", ",", 1) + " €"
	case "k_claim":
		return fmt.Sprintf("%d%s%s", 23+g.r.Intn(3), d(3), g.alnumU(1)+d(5))
	case "k_appt":
		return "APT-" + d(6)
	case "k_lot":
		return g.alnumU(2) + d(4) + g.from(upperS, 1)
	case "k_last4":
		l := d(4)
		switch g.r.Intn(4) {
		case 0:
			return "•••• " + l
		case 1:
			return "**** **** **** " + l
		case 2:
			return "XXXX-XXXX-XXXX-" + l
		default:
			return "x" + l
		}
	case "k_maskph":
		l := d(4)
		if g.r.Intn(2) == 0 {
			return "(***) ***-" + l
		}
		return "+1 ••• ••• " + l
	case "k_badssn":
		switch g.r.Intn(5) {
		case 0:
			return "000-" + d(2) + "-" + d(4)
		case 1:
			return "666-" + fmt.Sprintf("%02d", 1+g.r.Intn(99)) + "-" + d(4)
		case 2:
			return "XXX-XX-" + d(4)
		case 3:
			return "***-**-" + d(4)
		default:
			return fmt.Sprintf("%03d-00-%s", 1+g.r.Intn(600), d(4))
		}
	case "k_luhnfail":
		num, _ := g.cardNumber("visa")
		last := num[15] - '0'
		num = num[:15] + fmt.Sprint((last+1+uint8(g.r.Intn(8)))%10)
		if luhnOK(num) {
			panic("luhn")
		}
		return groupCard(num, " ")
	case "k_gift":
		body := "6035" + d(12)
		if luhnOK(body) {
			body = body[:15] + fmt.Sprint((body[15]-'0'+1)%10)
		}
		return groupCard(body, " ")
	case "k_pk":
		return "pk_live_51" + g.alnum(14) + g.alnum(85)
	case "k_sm":
		return "SM" + g.hex(32)
	case "k_ac":
		return "AC" + g.hex(32)
	case "k_ch":
		return "ch_3" + g.alnum(23)
	case "k_pi":
		return "pi_3" + g.alnum(23)
	case "k_cus":
		return "cus_" + g.alnum(14)
	case "k_icd":
		return pick(g, []string{"E11.9", "I10", "E78.5", "J45.909", "M54.5", "F41.1", "E66.9", "G47.33", "R73.03", "Z00.00", "E03.9", "K21.9"})
	case "k_cpt":
		return pick(g, []string{"99213", "99214", "80053", "83036", "85025", "80061", "93000", "99441", "36415", "84443"})
	case "k_loinc":
		return pick(g, []string{"4548-4", "2345-7", "2093-3", "13457-7", "2085-9", "2571-8", "718-7", "6690-2", "3016-3", "33914-3"})
	case "k_zip":
		return fmt.Sprintf("%05d", 10000+g.r.Intn(89999))
	case "k_ip":
		return fmt.Sprintf("10.%d.%d.%d", g.r.Intn(256), g.r.Intn(256), 1+g.r.Intn(254))
	case "k_lat":
		return fmt.Sprintf("%d.%06d", 30+g.r.Intn(25), g.r.Intn(1000000))
	case "k_lon":
		return fmt.Sprintf("-%d.%06d", 70+g.r.Intn(52), g.r.Intn(1000000))
	case "k_athlete":
		return fmt.Sprintf("%d", 10000000+g.r.Intn(89999999))
	case "k_activity":
		return fmt.Sprintf("1%s", d(10))
	case "k_fbuid":
		return g.from("BCDFGHJKLMNPQRSTVWXYZ23456789", 6)
	case "k_acc":
		return fmt.Sprintf("%s-%03d-%05d", fmt.Sprint(23+g.r.Intn(3)), g.r.Intn(366), g.r.Intn(100000))
	case "k_meeting":
		return d(3) + " " + d(4) + " " + d(4)
	case "k_code":
		return d(6)
	case "k_fw":
		return fmt.Sprintf("%d.%d.%d.%d", 1+g.r.Intn(30), g.r.Intn(200), g.r.Intn(100), g.r.Intn(30))
	case "k_mrn":
		return d(8)
	case "k_fitbitclient":
		return g.from("BCDFGHJKLMNPQRSTVWXYZ23456789", 6)
	case "k_stravaclient":
		return fmt.Sprintf("%d", 10000+g.r.Intn(150000))
	case "k_hash":
		return g.hex(64)
	case "k_fcmtok":
		return g.b64(22) + ":APA91b" + g.b64(134)
	case "k_bib":
		return fmt.Sprintf("%d", 1000+g.r.Intn(40000))
	case "k_dur":
		return fmt.Sprintf("%d:%02d:%02d", g.r.Intn(5), g.r.Intn(60), g.r.Intn(60))
	case "k_pace":
		return fmt.Sprintf("%d:%02d /km", 4+g.r.Intn(4), g.r.Intn(60))
	case "k_zoom":
		return d(3) + " " + d(4) + " " + d(4)
	case "k_erecete":
		return g.alnumU(7)
	case "k_oms":
		for {
			n := "77" + d(14)
			if !luhnOK(n) {
				return n
			}
		}
	case "k_iban":
		return "DE" + d(2) + " " + d(4) + " " + d(4) + " " + d(4) + " " + d(4) + " " + d(2)
	}
	panic("unknown keep generator " + name)
}

func (g *G) text(name string) string {
	switch name {
	case "name":
		return g.p1.full(g.lang)
	case "name2":
		return g.p2.full(g.lang)
	case "first":
		return g.p1.f.n
	case "first2":
		return g.p2.f.n
	case "last":
		return g.p1.l.n
	case "last2":
		return g.p2.l.n
	case "FIRST":
		return strings.ToUpper(g.p1.f.n)
	case "LAST":
		return strings.ToUpper(g.p1.l.n)
	case "namex":
		return g.person(g.lang).full(g.lang)
	case "dr":
		return g.person(g.lang).l.n
	case "dren":
		return pick(g, lasts["en"]).n
	case "date":
		return g.date()
	case "dob":
		return fmt.Sprintf("%02d/%02d/%d", 1+g.r.Intn(12), 1+g.r.Intn(28), 1940+g.r.Intn(65))
	case "dobiso":
		return fmt.Sprintf("%d-%02d-%02d", 1940+g.r.Intn(65), 1+g.r.Intn(12), 1+g.r.Intn(28))
	case "time":
		return fmt.Sprintf("%02d:%02d", 7+g.r.Intn(12), 5*g.r.Intn(12))
	case "hr":
		return fmt.Sprint(52 + g.r.Intn(120))
	case "steps":
		return fmt.Sprint(300 + g.r.Intn(1500))
	case "n2":
		return fmt.Sprint(10 + g.r.Intn(90))
	case "n1":
		return fmt.Sprint(1 + g.r.Intn(9))
	case "n3":
		return fmt.Sprint(100 + g.r.Intn(900))
	case "glu":
		return fmt.Sprint(70 + g.r.Intn(180))
	case "app":
		return pick(g, []string{"PulseFit", "SleepWell", "CareBridge", "MediRemind", "StepQuest", "VitaTrack", "GlucoBuddy", "HeartHub", "MyDoseCare", "FitLoop", "NutriLog", "CalmCoach"})
	case "device":
		return pick(g, []string{"Fitbit Charge 6", "Garmin Forerunner 265", "Apple Watch Series 9", "Oura Ring Gen3", "Withings Body+", "Garmin Venu 3", "Fitbit Sense 2", "Polar Vantage V3", "Omron Evolv", "Dexcom G7", "FreeStyle Libre 3", "Whoop 4.0", "Samsung Galaxy Watch6", "Amazfit GTR 4", "Xiaomi Smart Band 8", "Coros Pace 3"})
	case "drug":
		return pick(g, []string{"metformin", "lisinopril", "atorvastatin", "levothyroxine", "amlodipine", "sertraline", "Ozempic", "omeprazole", "losartan", "albuterol", "Eliquis", "Jardiance", "Wegovy", "montelukast", "escitalopram"})
	case "pharmacy":
		return pick(g, []string{"CVS Pharmacy #4821", "Walgreens #09312", "Rite Aid #3310", "Kroger Pharmacy 0412", "Costco Pharmacy #118", "Walmart Pharmacy 10-2291"})
	case "insurer":
		return pick(g, []string{"Blue Cross Blue Shield", "Aetna", "UnitedHealthcare", "Cigna", "Humana", "Kaiser Permanente", "Anthem", "Oscar Health"})
	case "city":
		return pick(g, map[string][]string{
			"en": {"Austin", "Portland", "Denver", "Columbus", "Tampa", "Raleigh"}, "es": {"Madrid", "Sevilla", "Valencia", "Bilbao"},
			"de": {"Köln", "Hamburg", "München", "Leipzig"}, "fr": {"Lyon", "Nantes", "Lille", "Toulouse"}, "pt": {"São Paulo", "Recife", "Curitiba", "Belo Horizonte"},
			"it": {"Milano", "Torino", "Bologna", "Napoli"}, "nl": {"Utrecht", "Eindhoven", "Groningen", "Haarlem"}, "ja": {"横浜", "大阪", "札幌", "福岡"},
			"zh": {"上海", "杭州", "成都", "深圳"}, "ko": {"서울", "부산", "대전", "인천"}, "ru": {"Казань", "Самара", "Пермь", "Новосибирск"}, "tr": {"İzmir", "Ankara", "Bursa", "Antalya"},
		}[g.lang])
	case "hex8":
		return g.hex(8)
	case "hex16":
		return g.hex(16)
	case "req":
		return g.hex(16)
	case "nonce":
		return g.alnum(32)
	case "oauthsig":
		return g.b64(27) + "%3D"
	}
	panic("unknown text generator " + name)
}
