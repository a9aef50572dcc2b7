package main

import (
	"fmt"
	"math/big"
	"strings"
)

// Look-alikes: national ids, tax numbers, accounts, orders, amounts, dates.
// None of them is of the six families; templates list them as keep strings.

func (g *G) nin() string   { return g.nz(11) }
func (g *G) bvn() string   { return "22" + g.digits(9) }
func (g *G) nuban() string { return g.pick("0", "1", "2", "3") + g.digits(9) }

// saID is a South African identity number: YYMMDD SSSS C A Z, Z a Luhn digit.
func (g *G) saID(yearLo, yearHi int) string {
	y := g.rng(yearLo, yearHi) % 100
	body := fmt.Sprintf("%02d%02d%02d%04d%d8", y, g.rng(1, 12), g.rng(1, 28), g.rng(0, 9999), 0)
	return body + string(luhnDigit(body))
}

// emiratesID is 784-YYYY-NNNNNNN-C with a Luhn check digit.
func (g *G) emiratesID() string {
	body := fmt.Sprintf("784%04d%s", g.rng(1965, 2004), g.digits(7))
	d := body + string(luhnDigit(body))
	return d[:3] + "-" + d[3:7] + "-" + d[7:14] + "-" + d[14:]
}

func (g *G) iqama() string    { return "2" + g.digits(9) }
func (g *G) saudiNID() string { return "1" + g.digits(9) }

// cnic is a Pakistani CNIC, 5-7-1.
func (g *G) cnic() string {
	return g.pick("35202", "42101", "61101", "37405", "17301", "42201", "34603") + "-" + g.nz(7) + "-" + g.digits(1)
}

// teudat is an Israeli identity number with its check digit.
func (g *G) teudat() string {
	body := g.digits(8)
	sum := 0
	for i := 0; i < 8; i++ {
		d := int(body[i] - '0')
		if i%2 == 1 {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
	}
	return body + string(byte('0'+(10-sum%10)%10))
}

// egyptNID is a 14-digit Egyptian national number.
func (g *G) egyptNID() string {
	c := g.pick("2", "2", "3")
	yy := g.rng(50, 99)
	if c == "3" {
		yy = g.rng(0, 6)
	}
	return fmt.Sprintf("%s%02d%02d%02d%s%s", c, yy, g.rng(1, 12), g.rng(1, 28), g.pick("01", "02", "03", "12", "13", "14", "21", "22", "88"), g.digits(5))
}

func (g *G) ghanaCard() string { return "GHA-" + g.nz(9) + "-" + g.digits(1) }
func (g *G) kenyaID() string   { return g.nz(8) }
func (g *G) kraPIN() string {
	return g.pick("A", "A", "P") + "0" + g.digits(8) + g.from("ABCDEFGHJKLMNPQRSTUVWXYZ", 1)
}
func (g *G) qid() string {
	return g.pick("2", "2", "3") + fmt.Sprintf("%02d", g.rng(60, 99)) + g.pick("356", "586", "818", "634", "608", "050") + g.digits(5)
}
func (g *G) jordanNID() string { return "9" + fmt.Sprintf("%02d", g.rng(60, 99)) + g.digits(7) }
func (g *G) moroccoCIN() string {
	return g.pick("BE", "BK", "AB", "J", "EE", "CD", "G") + g.nz(g.rng(5, 6))
}
func (g *G) tunisiaCIN() string    { return g.pick("0", "1") + g.digits(7) }
func (g *G) algeriaNIN() string    { return "1" + g.digits(17) }
func (g *G) pakNTN() string        { return g.nz(7) + "-" + g.digits(1) }
func (g *G) nigeriaTIN() string    { return g.nz(8) + "-0001" }
func (g *G) uaeTRN() string        { return "100" + g.digits(12) }
func (g *G) saudiVAT() string      { return "3" + g.digits(13) + "3" }
func (g *G) israelCompany() string { return "51" + g.digits(7) }
func (g *G) moroccoICE() string    { return "00" + g.digits(13) }
func (g *G) zaVAT() string         { return "4" + g.digits(9) }
func (g *G) zaTaxRef() string      { return g.pick("0", "1", "2", "3", "9") + g.digits(9) }

// iban returns an IBAN (with correct check digits) grouped by four.
func (g *G) iban(cc string) string {
	var bban string
	switch cc {
	case "AE":
		bban = g.pick("033", "026", "035", "030") + g.digits(16)
	case "SA":
		bban = g.pick("80", "10", "45", "05", "20") + g.digits(18)
	case "EG":
		bban = g.digits(25)
	case "JO":
		bban = g.pick("ARAB", "CAAB", "JONB", "HBHO") + g.digits(4) + g.digits(18)
	case "QA":
		bban = g.pick("QNBA", "CBQA", "DOHB", "QISB") + g.digits(21)
	case "LB":
		bban = g.digits(24)
	case "PK":
		bban = g.pick("HABB", "MEZN", "UNIL", "MUCB", "ALFH") + g.digits(16)
	case "IL":
		bban = g.pick("010", "012", "020", "011") + g.digits(16)
	case "TN":
		bban = g.digits(20)
	default:
		panic(cc)
	}
	check := ibanCheck(cc, bban)
	raw := cc + check + bban
	var parts []string
	for len(raw) > 4 {
		parts = append(parts, raw[:4])
		raw = raw[4:]
	}
	parts = append(parts, raw)
	return strings.Join(parts, " ")
}

func ibanCheck(cc, bban string) string {
	s := bban + cc + "00"
	var num strings.Builder
	for _, c := range s {
		if c >= 'A' && c <= 'Z' {
			fmt.Fprintf(&num, "%d", c-'A'+10)
		} else {
			num.WriteRune(c)
		}
	}
	n, _ := new(big.Int).SetString(num.String(), 10)
	m := new(big.Int).Mod(n, big.NewInt(97)).Int64()
	return fmt.Sprintf("%02d", 98-m)
}

// ---------------------------------------------------------- orders etc.

func (g *G) jumiaOrder() string    { return g.nz(9) }
func (g *G) takealotOrder() string { return "1" + g.digits(8) }
func (g *G) noonOrder() string {
	return "N" + g.pick("AE", "SA", "EG") + g.from(upperNum, 2) + g.digits(8)
}
func (g *G) talabatOrder() string { return g.nz(10) }
func (g *G) awbAramex() string    { return "3" + g.digits(10) }
func (g *G) awbDHL() string       { return g.nz(10) }
func (g *G) waybill() string {
	return g.pick("MDX", "TCG", "JNG", "SMSA", "GIG") + g.digits(g.rng(7, 9))
}
func (g *G) invoice() string {
	return g.pick("INV-", "INV/", "FAC-", "F-", "INV") + g.pick("2024", "2025") + g.pick("-", "/", "") + g.digits(g.rng(4, 6))
}
func (g *G) ticket() string    { return g.pick("TKT-", "#", "SR-", "CS-", "REQ") + g.digits(g.rng(6, 8)) }
func (g *G) mpesaCode() string { return g.pick("Q", "R", "S", "T") + g.from(upperNum, 9) }
func (g *G) meterNo() string   { return g.pick("14", "37", "54", "04", "45") + g.digits(9) }
func (g *G) stsToken() string {
	d := g.digits(20)
	sep := g.pick("-", " ", "-", "")
	if sep == "" {
		return d
	}
	return j(sep, grp(d, 4, 4, 4, 4))
}

func (g *G) date(style int) string {
	return fmtDate(style, g.rng(2024, 2026), g.rng(1, 12), g.rng(1, 28))
}

func fmtDate(style, y, m, d int) string {
	switch style {
	case 0:
		return fmt.Sprintf("%02d/%02d/%d", d, m, y)
	case 1:
		return fmt.Sprintf("%d-%02d-%02d", y, m, d)
	case 2:
		return fmt.Sprintf("%02d.%02d.%d", d, m, y)
	case 3:
		return fmt.Sprintf("%d %s %d", d, []string{"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"}[m-1], y)
	case 4:
		return fmt.Sprintf("%d/%d/%02d", d, m, y%100)
	}
	return fmt.Sprintf("%d %s %d", d, []string{"janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"}[m-1], y)
}

func (g *G) anyDate() string { return g.date(g.n(5)) }

func (g *G) time24() string { return fmt.Sprintf("%02d:%02d", g.rng(7, 22), g.n(60)) }

func commas(n int) string {
	s := fmt.Sprint(n)
	var out []string
	for len(s) > 3 {
		out = append([]string{s[len(s)-3:]}, out...)
		s = s[:len(s)-3]
	}
	out = append([]string{s}, out...)
	return strings.Join(out, ",")
}

// amount is a price written the country's way.
func (g *G) amount(cc string) string {
	switch cc {
	case "NG":
		n := g.rng(15, 4500) * 100
		return g.pick("₦", "NGN ", "N") + commas(n) + g.pick("", ".00")
	case "GH":
		return g.pick("GH₵ ", "GHS ", "GH¢") + commas(g.rng(20, 3000)) + "." + g.pick("00", "50")
	case "KE":
		return g.pick("KSh ", "Ksh", "KES ") + commas(g.rng(50, 60000)) + g.pick("", ".00")
	case "ZA":
		n := g.rng(49, 25000)
		if g.pct(50) {
			return "R" + strings.ReplaceAll(commas(n), ",", " ") + "," + g.pick("00", "99")
		}
		return "R " + commas(n) + "." + g.pick("00", "99")
	case "EG":
		return g.pick("EGP ", "LE ") + commas(g.rng(50, 30000))
	case "MA":
		return commas(g.rng(50, 9000)) + g.pick(",00 DH", " MAD", " dhs")
	case "DZ":
		return strings.ReplaceAll(commas(g.rng(500, 90000)), ",", " ") + g.pick(" DA", ",00 DA", " DZD")
	case "TN":
		return fmt.Sprintf("%d,%03d DT", g.rng(5, 900), g.n(1000))
	case "SA":
		return g.pick("SAR ", "SR ") + commas(g.rng(20, 9000)) + "." + g.pick("00", "50", "75")
	case "AE":
		return "AED " + commas(g.rng(20, 25000)) + g.pick("", ".00", ".50")
	case "QA":
		return "QAR " + commas(g.rng(20, 9000))
	case "JO":
		return fmt.Sprintf("%d.%03d JOD", g.rng(5, 900), g.n(1000))
	case "LB":
		return "$" + fmt.Sprint(g.rng(10, 900))
	case "IL":
		return commas(g.rng(30, 9000)) + "." + g.pick("00", "90") + " ₪"
	case "PK":
		return g.pick("Rs. ", "PKR ", "Rs ") + commas(g.rng(300, 90000))
	}
	panic(cc)
}

var cities = map[string][]string{
	"NG": {"Lagos", "Ikeja", "Lekki", "Abuja", "Port Harcourt", "Ibadan", "Kano", "Enugu", "Surulere", "Yaba"},
	"GH": {"Accra", "Kumasi", "East Legon", "Tema", "Takoradi", "Madina", "Osu"},
	"KE": {"Nairobi", "Westlands", "Kasarani", "Mombasa", "Kisumu", "Nakuru", "Thika", "Rongai"},
	"ZA": {"Johannesburg", "Soweto", "Cape Town", "Durban", "Pretoria", "Sandton", "Gqeberha", "Bloemfontein"},
	"EG": {"Cairo", "Nasr City", "Maadi", "Alexandria", "Giza", "6th of October", "Mansoura"},
	"MA": {"Casablanca", "Rabat", "Marrakech", "Fès", "Tanger", "Agadir", "Kénitra"},
	"DZ": {"Alger", "Oran", "Constantine", "Blida", "Sétif", "Annaba", "Tizi Ouzou"},
	"TN": {"Tunis", "Sfax", "Sousse", "La Marsa", "Ariana", "Bizerte", "Nabeul"},
	"SA": {"Riyadh", "Jeddah", "Dammam", "Khobar", "Makkah", "Madinah", "Abha"},
	"AE": {"Dubai", "Abu Dhabi", "Sharjah", "Ajman", "Al Ain", "JLT", "Deira"},
	"QA": {"Doha", "Lusail", "Al Wakrah", "West Bay", "Al Rayyan"},
	"JO": {"Amman", "Irbid", "Zarqa", "Aqaba", "Abdoun", "Jabal Amman"},
	"LB": {"Beirut", "Jounieh", "Tripoli", "Saida", "Achrafieh", "Hamra", "Byblos"},
	"IL": {"Tel Aviv", "Haifa", "Jerusalem", "Be'er Sheva", "Ramat Gan", "Netanya", "Nazareth"},
	"PK": {"Lahore", "Karachi", "Islamabad", "Rawalpindi", "Faisalabad", "Multan", "Peshawar"},
}

func (g *G) city(cc string) string { c := cities[cc]; return c[g.n(len(c))] }

// dob is a date of birth of an adult.
func (g *G) dob(style int) string {
	y, m, d := g.rng(1948, 2004), g.rng(1, 12), g.rng(1, 28)
	return fmtDate(style, y, m, d)
}

// span2 is two dates a few days apart, in order.
func (g *G) span2(style int) (string, string) {
	y, m, d := g.rng(2024, 2026), g.rng(1, 12), g.rng(1, 22)
	return fmtDate(style, y, m, d), fmtDate(style, y, m, d+g.rng(1, 6))
}
