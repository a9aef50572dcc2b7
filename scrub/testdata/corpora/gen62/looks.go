package main

import (
	"fmt"
	"strings"
)

var months = []string{"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"}
var mon3 = []string{"Jan.", "Feb.", "Mar.", "Apr.", "May", "June", "July", "Aug.", "Sept.", "Oct.", "Nov.", "Dec."}
var judges = []string{"JMF", "LAK", "VEC", "PKC", "RGK", "JLS", "MWF", "AT", "KPF", "DLC", "GBD", "ER"}

func year() int { return n(2019, 2026) }
func dateUS() string {
	return fmt.Sprintf("%02d/%02d/%d", n(1, 12), n(1, 28), year())
}
func dob() string {
	return fmt.Sprintf("%02d/%02d/%d", n(1, 12), n(1, 28), n(1942, 2004))
}
func dateISO() string { return fmt.Sprintf("%d-%02d-%02d", year(), n(1, 12), n(1, 28)) }
func dateLong() string {
	return fmt.Sprintf("%s %d, %d", months[r.Intn(12)], n(1, 28), year())
}
func dateEU() string { return fmt.Sprintf("%02d.%02d.%d", n(1, 28), n(1, 12), year()) }
func dateAny() string {
	switch r.Intn(4) {
	case 0:
		return dateUS()
	case 1:
		return dateISO()
	case 2:
		return dateLong()
	}
	return dateEU()
}
func timeAM() string {
	return fmt.Sprintf("%d:%s %s", n(8, 11), pick("00", "15", "30", "45"), pick("a.m.", "AM", "am"))
}
func time24() string { return fmt.Sprintf("%02d:%s", n(8, 17), pick("00", "15", "30", "45")) }

func money() string {
	v := n(150, 950000)
	c := n(0, 99)
	return "$" + commas(v) + fmt.Sprintf(".%02d", c)
}
func commas(v int) string {
	s := fmt.Sprint(v)
	var out []string
	for len(s) > 3 {
		out = append([]string{s[len(s)-3:]}, out...)
		s = s[:len(s)-3]
	}
	out = append([]string{s}, out...)
	return strings.Join(out, ",")
}
func euro() string {
	return strings.ReplaceAll(commas(n(200, 480000)), ",", ".") + fmt.Sprintf(",%02d €", n(0, 99))
}

func fedCase() string {
	return fmt.Sprintf("%d:%02d-%s-%05d-%s", n(1, 3), n(19, 26), pick("cv", "cv", "cr", "mc"), n(100, 9999), pickS(judges))
}
func stateCase() string {
	switch r.Intn(7) {
	case 0:
		return fmt.Sprintf("%d-CA-%06d-O", year(), n(1, 20000))
	case 1:
		return fmt.Sprintf("Index No. %06d/%d", n(150000, 659999), year())
	case 2:
		return fmt.Sprintf("%dSTCV%05d", n(20, 26), n(1, 40000))
	case 3:
		return fmt.Sprintf("%d-L-%06d", year(), n(1, 12000))
	case 4:
		return fmt.Sprintf("CV-%d-%06d", n(20, 26), n(100000, 999999))
	case 5:
		return fmt.Sprintf("%d-CI-%05d", year(), n(1, 9999))
	}
	return fmt.Sprintf("D-%d-FM-%04d", n(1, 99), n(1, 9999))
}
func bkCase() string {
	return fmt.Sprintf("Case No. %02d-%05d (%s)", n(20, 26), n(10000, 13999), pick("MEW", "JKS", "LSS", "CTG"))
}
func anyCase() string {
	if coin() {
		return fedCase()
	}
	return stateCase()
}
func matterNo() string {
	switch r.Intn(4) {
	case 0:
		return fmt.Sprintf("%05d-%04d", n(10000, 99999), n(1, 40))
	case 1:
		return fmt.Sprintf("M-%d-%04d", year(), n(1, 9999))
	case 2:
		return fmt.Sprintf("%s-%04d.%03d", pick("CLI", "IMM", "EST", "RE", "LIT"), n(100, 9999), n(1, 20))
	}
	return fmt.Sprintf("%06d.%05d", n(100000, 999999), n(1, 300))
}
func batesPfx() string {
	return pick("ACME", "PLTF", "DEF", "HCL", "NORTH", "BRIGHT", "SMITH_", "ABC-", "KESTREL", "MERIDIAN")
}
func bates(pfx string, v int) string {
	return fmt.Sprintf("%s%07d", pfx, v)
}
func batesRange() (string, string) {
	p := batesPfx()
	a := n(1, 900000)
	return bates(p, a), bates(p, a+n(1, 4000))
}
func receipt() string {
	return pick("IOE", "EAC", "WAC", "LIN", "SRC", "MSC", "NBC", "YSC") + fmt.Sprint(n(19, 26)) + dg(8)
}
func aNum() string {
	d := fmt.Sprint(n(200, 249)) + dg(6)
	switch r.Intn(3) {
	case 0:
		return "A" + d
	case 1:
		return "A" + d[:3] + "-" + d[3:6] + "-" + d[6:]
	}
	return "A# " + d[:3] + " " + d[3:6] + " " + d[6:]
}
func barNo() string {
	switch r.Intn(5) {
	case 0:
		return fmt.Sprintf("Cal. Bar No. %d", n(150000, 349999))
	case 1:
		return fmt.Sprintf("NY Reg. No. %d", n(2000000, 5999999))
	case 2:
		return fmt.Sprintf("Texas Bar No. %d", n(24000000, 24099999))
	case 3:
		return fmt.Sprintf("Ill. ARDC No. %d", n(6200000, 6399999))
	}
	return fmt.Sprintf("Fla. Bar No. %d", n(100000, 1399999))
}
func apn() string {
	switch r.Intn(4) {
	case 0:
		return fmt.Sprintf("APN %04d-%03d-%03d", n(2000, 8999), n(1, 999), n(1, 999))
	case 1:
		return fmt.Sprintf("PIN %02d-%02d-%03d-%03d-0000", n(1, 33), n(1, 36), n(1, 499), n(1, 99))
	case 2:
		return fmt.Sprintf("Folio No. %02d-%04d-%03d-%04d", n(1, 35), n(1000, 5999), n(1, 99), n(10, 9990))
	}
	return fmt.Sprintf("Parcel %03d-%03d-%02d", n(100, 999), n(1, 999), n(1, 99))
}
func titleOrder() string {
	switch r.Intn(3) {
	case 0:
		return fmt.Sprintf("%02d-%08d-%s", n(1, 9), n(24000000, 26999999), pick("RT", "KL", "MB"))
	case 1:
		return fmt.Sprintf("FA-%d-%04d", n(2400, 2612), n(1, 9999))
	}
	return fmt.Sprintf("ESC-%d-%06d", n(24, 26), n(1, 999999))
}
func statute() string {
	return pick("8 U.S.C. § 1182(a)(9)(B)(i)", "28 U.S.C. § 1332(a)", "Fed. R. Civ. P. 26(b)(1)", "Fed. R. Civ. P. 30(b)(6)", "Cal. Fam. Code § 2030",
		"N.Y. CPLR 3212(a)", "26 U.S.C. § 1031", "8 C.F.R. § 245.10", "INA § 245(i)", "Fed. R. Evid. 502(d)", "Cal. Prob. Code § 6110", "42 U.S.C. § 1983",
		"Tex. Prop. Code § 5.008", "11 U.S.C. § 362(a)", "8 C.F.R. § 214.2(h)(4)(iii)", "Fla. Stat. § 689.01", "N.J.S.A. 2A:15-5.1", "Cal. Civ. Proc. Code § 425.16",
		"15 U.S.C. § 1681", "Fed. R. Civ. P. 34(b)(2)(E)", "N.Y. EPTL 3-2.1", "8 C.F.R. § 103.2(b)(8)", "Ill. S. Ct. R. 216")
}
func ecf() string { return pick("ECF No. ", "Dkt. ", "Doc. ", "ECF ") + fmt.Sprint(n(1, 420)) }
func pageLine() string {
	a := n(5, 280)
	return fmt.Sprintf("%d:%d-%d:%d", a, n(1, 25), a+n(0, 3), n(1, 25))
}
func wl() string {
	return fmt.Sprintf("%d WL %d", n(2015, 2025), n(1000000, 9999999))
}
func routing() string {
	return pick("021000021", "026009593", "121000248", "011000138", "322271627", "071000013", "063100277", "111000614", "122000661", "044000037")
}
func acct() string { return dg(n(9, 12)) }
func zoomID() string {
	return fmt.Sprintf("%03d %04d %04d", n(810, 899), n(1000, 9999), n(1000, 9999))
}
func envelopeID() string {
	return strings.ToUpper(guid())
}
func ein() string       { return fmt.Sprintf("%02d-%07d", n(10, 88), n(1000000, 9999999)) }
func invoiceNo() string { return fmt.Sprintf("INV-%d-%05d", year(), n(1, 99999)) }
func masked() string {
	return pick("XXX-XX-", "***-**-", "xxx-xx-") + last4()
}
func cardMasked() string {
	return pick("**** **** **** ", "xxxx-xxxx-xxxx-", "•••• ", "ending in ") + last4()
}
