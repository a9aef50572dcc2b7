package main

import (
	"encoding/base64"
	"fmt"
	"math/rand/v2"
	"strings"
)

type G struct{ r *rand.Rand }

func (g *G) n(lo, hi int) int { return lo + g.r.IntN(hi-lo+1) }

func (g *G) chance(p float64) bool { return g.r.Float64() < p }

func (g *G) pick(xs ...string) string { return xs[g.r.IntN(len(xs))] }

func pickOf[T any](g *G, xs []T) T { return xs[g.r.IntN(len(xs))] }

func (g *G) digits(n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte('0' + g.r.IntN(10))
	}
	return string(b)
}

// digitsNZ: n digits, first not zero.
func (g *G) digitsNZ(n int) string {
	return string(byte('1'+g.r.IntN(9))) + g.digits(n-1)
}

func (g *G) upper(n int) string {
	const a = "ABCDEFGHJKLMNPRSTUVWXYZ"
	b := make([]byte, n)
	for i := range b {
		b[i] = a[g.r.IntN(len(a))]
	}
	return string(b)
}

func (g *G) alnumU(n int) string {
	const a = "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789"
	b := make([]byte, n)
	for i := range b {
		b[i] = a[g.r.IntN(len(a))]
	}
	return string(b)
}

func (g *G) hex(n int) string {
	const a = "0123456789abcdef"
	b := make([]byte, n)
	for i := range b {
		b[i] = a[g.r.IntN(16)]
	}
	return string(b)
}

func (g *G) b64url(nbytes int) string {
	b := make([]byte, nbytes)
	for i := range b {
		b[i] = byte(g.r.IntN(256))
	}
	return base64.RawURLEncoding.EncodeToString(b)
}

func (g *G) uuid() string {
	h := g.hex(32)
	return h[:8] + "-" + h[8:12] + "-4" + h[13:16] + "-" + g.pick("8", "9", "a", "b") + h[17:20] + "-" + h[20:]
}

// shuffled returns a shuffled copy.
func shuffled[T any](g *G, xs []T) []T {
	out := append([]T(nil), xs...)
	g.r.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}

// ---------- check digits ----------

func luhnCheck(s string) byte {
	sum := 0
	double := true
	for i := len(s) - 1; i >= 0; i-- {
		d := int(s[i] - '0')
		if double {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
		double = !double
	}
	return byte('0' + (10-sum%10)%10)
}

func luhnValid(s string) bool {
	return luhnCheck(s[:len(s)-1]) == s[len(s)-1]
}

func (g *G) npi() string {
	base := g.pick("1", "2") + g.digits(8)
	c := luhnCheck("80840" + base)
	return base + string(c)
}

func (g *G) dea(last string) string {
	first := g.pick("A", "B", "F", "F", "B", "M")
	l := strings.ToUpper(last[:1])
	if l < "A" || l > "Z" {
		l = "X"
	}
	d := g.digits(6)
	v := func(i int) int { return int(d[i] - '0') }
	c := ((v(0) + v(2) + v(4)) + 2*(v(1)+v(3)+v(5))) % 10
	return first + l + d + fmt.Sprint(c)
}

func (g *G) ndc() string {
	switch g.r.IntN(4) {
	case 0:
		return g.pick("00002", "00003", "00006", "00008", "00024", "00069", "00071", "00074", "00078", "00093", "00143", "00172", "00228", "00310", "00378", "00591", "00781", "16714", "31722", "43547", "50090", "51079", "53746", "55111", "57664", "59762", "60505", "62332", "65862", "68180", "68382", "69097") + "-" + g.digits(4) + "-" + g.digits(2)
	case 1:
		return g.pick("0002", "0003", "0006", "0009", "0023", "0025", "0054", "0069", "0078", "0085", "0093", "0115", "0173", "0186", "0310", "0378", "0527", "0591", "0603", "0615", "0781", "0904") + "-" + g.digits(4) + "-" + g.digits(2)
	case 2:
		return g.pick("00093", "00781", "68180", "65862", "16729", "29300", "33342", "42291") + "-" + g.digits(3) + "-" + g.digits(2)
	default:
		return g.pick("50090", "63629", "70518", "71335", "68071", "55154") + "-" + g.digits(4) + "-" + g.digits(1)
	}
}

func (g *G) ndc11() string { // 11 digits, no dashes
	return g.pick("00002", "00093", "00378", "68180", "65862", "00781", "59762", "00069") + g.digits(6)
}

func (g *G) mbi() string {
	const alpha = "ACDEFGHJKMNPQRTUVWXY"
	const alnum = "ACDEFGHJKMNPQRTUVWXY0123456789"
	a := func() byte { return alpha[g.r.IntN(len(alpha))] }
	an := func() byte { return alnum[g.r.IntN(len(alnum))] }
	d := func() byte { return byte('0' + g.r.IntN(10)) }
	b := []byte{byte('1' + g.r.IntN(9)), a(), an(), d(), a(), an(), d(), a(), a(), d(), d()}
	return string(b)
}

func (g *G) mbiFmt() string {
	m := g.mbi()
	if g.chance(0.4) {
		return m[:4] + "-" + m[4:7] + "-" + m[7:]
	}
	return m
}

func (g *G) nhs() string {
	for {
		d := g.digitsNZ(9)
		sum := 0
		for i := 0; i < 9; i++ {
			sum += int(d[i]-'0') * (10 - i)
		}
		c := 11 - sum%11
		if c == 11 {
			c = 0
		}
		if c == 10 {
			continue
		}
		return d + fmt.Sprint(c)
	}
}

func (g *G) nhsFmt() string {
	n := g.nhs()
	switch g.r.IntN(3) {
	case 0:
		return n[:3] + " " + n[3:6] + " " + n[6:]
	case 1:
		return n
	default:
		return n[:3] + "-" + n[3:6] + "-" + n[6:]
	}
}

func (g *G) aba() string {
	for {
		p := pickOf(g, []string{"01", "02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "12", "21", "22", "23", "26", "31", "32"})
		d := p + g.digits(6)
		w := []int{3, 7, 1, 3, 7, 1, 3, 7}
		s := 0
		for i := 0; i < 8; i++ {
			s += int(d[i]-'0') * w[i]
		}
		c := (10 - s%10) % 10
		return d + fmt.Sprint(c)
	}
}

// Australian IHI: 16 digits, 800360 prefix, Luhn.
func (g *G) ihi() string {
	base := "800360" + g.digits(9)
	return base + string(luhnCheck(base))
}

func (g *G) auMedicare() string {
	w := []int{1, 3, 7, 9, 1, 3, 7, 9}
	d := string(byte('2'+g.r.IntN(5))) + g.digits(7)
	s := 0
	for i := 0; i < 8; i++ {
		s += int(d[i]-'0') * w[i]
	}
	full := d + fmt.Sprint(s%10) + string(byte('1'+g.r.IntN(3)))
	return full[:4] + " " + full[4:9] + " " + full[9:]
}

func (g *G) clia() string { return g.digits(2) + "D" + g.digits(7) }

func (g *G) ssnRaw() (string, string, string) {
	for {
		a := g.n(1, 899)
		if a == 666 {
			continue
		}
		gr := g.n(1, 99)
		s := g.n(1, 9999)
		return fmt.Sprintf("%03d", a), fmt.Sprintf("%02d", gr), fmt.Sprintf("%04d", s)
	}
}

func (g *G) ssn() string {
	a, b, c := g.ssnRaw()
	return a + "-" + b + "-" + c
}

func (g *G) itin() string {
	groups := []int{}
	for i := 50; i <= 65; i++ {
		groups = append(groups, i)
	}
	for i := 70; i <= 88; i++ {
		groups = append(groups, i)
	}
	groups = append(groups, 90, 91, 92, 94, 95, 96, 97, 98, 99)
	return fmt.Sprintf("9%02d-%02d-%04d", g.n(0, 99), pickOf(g, groups), g.n(1, 9999))
}

type card struct{ brand, digits string }

func (g *G) card() card {
	var prefix, brand string
	length := 16
	switch g.r.IntN(10) {
	case 0, 1, 2, 3:
		brand, prefix = "Visa", "4"+g.digits(5)
	case 4, 5:
		brand, prefix = "Mastercard", fmt.Sprint(g.n(51, 55))+g.digits(4)
	case 6:
		brand, prefix = "Mastercard", fmt.Sprint(g.n(2221, 2720))+g.digits(2)
	case 7:
		brand, prefix, length = "American Express", g.pick("34", "37")+g.digits(4), 15
	case 8:
		brand, prefix = "Discover", g.pick("6011", "6441", "6500", "6511")+g.digits(2)
	default:
		brand, prefix = "JCB", fmt.Sprint(g.n(3528, 3589))+g.digits(2)
	}
	body := prefix + g.digits(length-1-len(prefix))
	return card{brand, body + string(luhnCheck(body))}
}

func (g *G) cardFmt(c card) string {
	d := c.digits
	sep := g.pick(" ", " ", " ", "-", "")
	if len(d) == 15 {
		if sep == "" {
			return d
		}
		return d[:4] + sep + d[4:10] + sep + d[10:]
	}
	if sep == "" {
		return d
	}
	return d[:4] + sep + d[4:8] + sep + d[8:12] + sep + d[12:]
}

func (g *G) exp() string {
	m := g.n(1, 12)
	y := g.n(25, 30)
	switch g.r.IntN(3) {
	case 0:
		return fmt.Sprintf("%02d/%02d", m, y)
	case 1:
		return fmt.Sprintf("%02d/20%02d", m, y)
	default:
		return fmt.Sprintf("%02d%02d", m, y)
	}
}

// ---------- codes ----------

var icd10 = []string{"E11.9", "E11.65", "E11.42", "I10", "I50.22", "I48.91", "I25.10", "J45.909", "J44.1", "J18.9", "N18.3", "N39.0", "M54.50", "M17.11", "M25.561", "F32.1", "F41.1", "G43.909", "K21.9", "K57.30", "R07.9", "R10.9", "R51.9", "Z00.00", "Z79.4", "Z23", "S72.001A", "S52.521A", "S83.511A", "O24.419", "C50.911", "C34.90", "D64.9", "E78.5", "E03.9", "L40.0", "M05.79", "G47.33", "R73.03", "Z86.73", "I63.9", "T78.40XA", "S06.0X0A", "M79.604", "H40.1131"}

var icd10desc = map[string]string{"E11.9": "type 2 diabetes", "E11.65": "T2DM with hyperglycemia", "I10": "essential hypertension", "I50.22": "chronic systolic heart failure", "I48.91": "atrial fibrillation", "J45.909": "asthma", "J44.1": "COPD exacerbation", "M54.50": "low back pain", "M17.11": "OA right knee", "F32.1": "major depressive disorder, moderate", "G47.33": "obstructive sleep apnea", "L40.0": "psoriasis vulgaris", "M05.79": "rheumatoid arthritis", "S72.001A": "fracture of right femoral neck", "K57.30": "diverticulosis", "R07.9": "chest pain", "N18.3": "CKD stage 3", "E78.5": "hyperlipidemia", "C50.911": "breast cancer, right", "G43.909": "migraine"}

var cpt = []string{"99202", "99203", "99204", "99212", "99213", "99214", "99215", "99223", "99232", "99238", "99283", "99284", "99285", "93000", "93306", "80053", "80061", "85025", "83036", "36415", "71046", "72148", "73721", "70553", "74177", "45378", "43239", "29881", "27447", "20610", "96372", "90471", "90686", "97110", "97140", "90837", "95810", "G0439", "J1100", "J0897", "E0601", "A4253", "81001", "87086", "G2211"}

var loinc = [][4]string{
	{"2345-7", "Glucose", "mg/dL", "70-99"},
	{"4548-4", "Hemoglobin A1c", "%", "4.0-5.6"},
	{"2160-0", "Creatinine", "mg/dL", "0.60-1.30"},
	{"2951-2", "Sodium", "mmol/L", "135-145"},
	{"2823-3", "Potassium", "mmol/L", "3.5-5.1"},
	{"6690-2", "WBC", "10*3/uL", "4.0-11.0"},
	{"718-7", "Hemoglobin", "g/dL", "12.0-16.0"},
	{"777-3", "Platelets", "10*3/uL", "150-400"},
	{"2093-3", "Cholesterol", "mg/dL", "<200"},
	{"13457-7", "LDL calc", "mg/dL", "<100"},
	{"33914-3", "eGFR", "mL/min/1.73m2", ">60"},
	{"3016-3", "TSH", "uIU/mL", "0.450-4.500"},
	{"6301-6", "INR", "", "0.9-1.1"},
	{"1742-6", "ALT", "U/L", "7-56"},
	{"33762-6", "NT-proBNP", "pg/mL", "<125"},
	{"10839-9", "Troponin I", "ng/mL", "<0.04"},
}

func (g *G) labValue(l [4]string) string {
	switch l[1] {
	case "Glucose":
		return fmt.Sprint(g.n(64, 310))
	case "Hemoglobin A1c":
		return fmt.Sprintf("%.1f", 4.8+g.r.Float64()*6)
	case "Creatinine":
		return fmt.Sprintf("%.2f", 0.5+g.r.Float64()*2)
	case "Sodium":
		return fmt.Sprint(g.n(128, 147))
	case "Potassium":
		return fmt.Sprintf("%.1f", 3.1+g.r.Float64()*2.5)
	case "WBC":
		return fmt.Sprintf("%.1f", 3+g.r.Float64()*12)
	case "Hemoglobin":
		return fmt.Sprintf("%.1f", 8+g.r.Float64()*8)
	case "Platelets":
		return fmt.Sprint(g.n(90, 480))
	case "Cholesterol":
		return fmt.Sprint(g.n(140, 290))
	case "LDL calc":
		return fmt.Sprint(g.n(60, 210))
	case "eGFR":
		return fmt.Sprint(g.n(22, 110))
	case "TSH":
		return fmt.Sprintf("%.3f", 0.2+g.r.Float64()*8)
	case "INR":
		return fmt.Sprintf("%.1f", 0.9+g.r.Float64()*3)
	case "ALT":
		return fmt.Sprint(g.n(9, 140))
	case "NT-proBNP":
		return fmt.Sprint(g.n(40, 9800))
	default:
		return fmt.Sprintf("%.2f", g.r.Float64()*0.5)
	}
}

var drugs = [][3]string{
	{"metformin", "500 mg", "1 tab PO BID with meals"},
	{"metformin ER", "1000 mg", "1 tab PO daily with evening meal"},
	{"lisinopril", "10 mg", "1 tab PO daily"},
	{"atorvastatin", "40 mg", "1 tab PO at bedtime"},
	{"amlodipine", "5 mg", "1 tab PO daily"},
	{"apixaban (Eliquis)", "5 mg", "1 tab PO BID"},
	{"metoprolol succinate", "25 mg", "1 tab PO daily"},
	{"furosemide", "40 mg", "1 tab PO qAM"},
	{"levothyroxine", "75 mcg", "1 tab PO daily before breakfast"},
	{"sertraline", "50 mg", "1 tab PO daily"},
	{"insulin glargine", "100 units/mL", "22 units SC at bedtime"},
	{"semaglutide (Ozempic)", "0.5 mg/0.375 mL", "0.5 mg SC weekly"},
	{"adalimumab (Humira)", "40 mg/0.4 mL", "40 mg SC every 14 days"},
	{"albuterol HFA", "90 mcg/actuation", "2 puffs q4-6h PRN"},
	{"oxycodone", "5 mg", "1 tab PO q6h PRN pain, max 4/day"},
	{"amoxicillin-clavulanate", "875-125 mg", "1 tab PO BID x 10 days"},
	{"prednisone", "20 mg", "2 tabs PO daily x 5 days"},
	{"gabapentin", "300 mg", "1 cap PO TID"},
	{"pantoprazole", "40 mg", "1 tab PO daily"},
	{"enoxaparin", "40 mg/0.4 mL", "40 mg SC daily"},
}

func (g *G) money(lo, hi int) string {
	v := g.n(lo*100, hi*100)
	d := v / 100
	s := fmt.Sprint(d)
	if d >= 1000 {
		s = fmt.Sprintf("%d,%03d", d/1000, d%1000)
	}
	return fmt.Sprintf("$%s.%02d", s, v%100)
}

func (g *G) eur(lo, hi int) string {
	v := g.n(lo*100, hi*100)
	d := v / 100
	s := fmt.Sprint(d)
	if d >= 1000 {
		s = fmt.Sprintf("%d.%03d", d/1000, d%1000)
	}
	return fmt.Sprintf("%s,%02d €", s, v%100)
}

// ---------- dates ----------

type date struct{ y, m, d int }

func (g *G) dob() date     { return date{g.n(1934, 2019), g.n(1, 12), g.n(1, 28)} }
func (g *G) dos() date     { return date{g.n(2023, 2025), g.n(1, 12), g.n(1, 28)} }
func (d date) us() string  { return fmt.Sprintf("%02d/%02d/%04d", d.m, d.d, d.y) }
func (d date) eu() string  { return fmt.Sprintf("%02d/%02d/%04d", d.d, d.m, d.y) }
func (d date) de() string  { return fmt.Sprintf("%02d.%02d.%04d", d.d, d.m, d.y) }
func (d date) iso() string { return fmt.Sprintf("%04d-%02d-%02d", d.y, d.m, d.d) }
func (d date) hl7() string { return fmt.Sprintf("%04d%02d%02d", d.y, d.m, d.d) }
func (d date) jp() string  { return fmt.Sprintf("%d年%d月%d日", d.y, d.m, d.d) }
func (d date) usShort() string {
	return fmt.Sprintf("%d/%d/%02d", d.m, d.d, d.y%100)
}
func (d date) long() string {
	mon := []string{"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"}
	return fmt.Sprintf("%s %d, %d", mon[d.m-1], d.d, d.y)
}
func (d date) ukLong() string {
	mon := []string{"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"}
	return fmt.Sprintf("%d %s %d", d.d, mon[d.m-1], d.y)
}

func (g *G) time() string { return fmt.Sprintf("%02d:%02d", g.n(6, 21), g.n(0, 59)) }
func (g *G) time12() string {
	h := g.n(7, 17)
	ap := "AM"
	if h >= 12 {
		ap = "PM"
		if h > 12 {
			h -= 12
		}
	}
	return fmt.Sprintf("%d:%02d %s", h, g.n(0, 11)*5, ap)
}

func (g *G) usDate(d date) string {
	switch g.r.IntN(4) {
	case 0:
		return d.iso()
	case 1:
		return d.usShort()
	default:
		return d.us()
	}
}
