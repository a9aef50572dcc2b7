package main

import (
	"fmt"
	"strings"
)

func month() int { return between(1, 12) }
func day() int   { return between(1, 28) }
func year() int  { return between(2023, 2026) }

var keepGen = map[string]func(loc string) string{
	"case": func(loc string) string {
		switch loc {
		case "en-GB":
			return pick([]string{fmt.Sprintf("KB-%d-%06d", year(), between(1, 999999)), fmt.Sprintf("CL-%d-%06d", year(), between(1, 999999)), fmt.Sprintf("T2%02d%05d", year()%100, between(1, 99999))})
		case "fr":
			return fmt.Sprintf("RG n° %02d/%05d", year()%100, between(1, 99999))
		case "de":
			return fmt.Sprintf("Az. %d %s %d/%02d", between(1, 30), pick([]string{"O", "C", "K", "Ds"}), between(10, 999), year()%100)
		case "pt-BR":
			return fmt.Sprintf("%07d-%02d.%d.8.26.%04d", between(1, 9999999), between(10, 99), year(), between(1, 999))
		case "en-IN":
			return fmt.Sprintf("W.P.(C) %d/%d", between(100, 19999), year())
		case "it":
			return fmt.Sprintf("R.G. n. %d/%d", between(100, 29999), year())
		}
		return pick([]string{
			fmt.Sprintf("%d-CV-%06d", year(), between(1, 999999)),
			fmt.Sprintf("CR-%02d-%06d", year()%100, between(1, 999999)),
			fmt.Sprintf("1:%02d-cv-%05d", year()%100, between(1, 99999)),
			fmt.Sprintf("3:%02d-cr-%05d-JD", year()%100, between(1, 99999)),
			fmt.Sprintf("%02dSTCV%05d", year()%100, between(1, 99999)),
			fmt.Sprintf("FC-%d-%05d", year(), between(1, 99999)),
			fmt.Sprintf("%d-DR-%04d-%03d", year(), between(1, 9999), between(1, 999)),
		})
	},
	"permit": func(loc string) string {
		return pick([]string{
			fmt.Sprintf("BP-%d-%05d", year(), between(1, 99999)),
			fmt.Sprintf("ROW-%02d-%04d", year()%100, between(1, 9999)),
			fmt.Sprintf("B%02d-%06d", year()%100, between(1, 999999)),
			fmt.Sprintf("PRJ-%04d-%04d", between(1, 9999), between(1, 9999)),
			fmt.Sprintf("%d%02d%02d-%04d-E", year(), month(), day(), between(1, 9999)),
			fmt.Sprintf("SE-%d-%06d", year(), between(1, 999999)),
		})
	},
	"stat": func(loc string) string {
		switch loc {
		case "en-GB":
			return pick([]string{"s.40(2) FOIA 2000", "section 14(1) of the Data Protection Act 2018", "reg. 12(4)(b) EIR 2004"})
		case "fr":
			return pick([]string{"article L311-6 du CRPA", "art. L. 300-2 CRPA", "article 9 du RGPD"})
		case "de":
			return pick([]string{"§ 5 Abs. 1 IFG", "§ 32 Abs. 1 BMG", "Art. 15 DSGVO"})
		case "pt-BR":
			return pick([]string{"art. 31 da Lei nº 12.527/2011", "Lei 13.709/2018", "art. 7º, § 3º"})
		case "it":
			return pick([]string{"art. 5 d.lgs. 33/2013", "art. 22 L. 241/1990"})
		case "pl":
			return pick([]string{"art. 61 § 1 k.p.a.", "ustawa z dnia 6 września 2001 r."})
		case "en-IN":
			return pick([]string{"Section 8(1)(j) of the RTI Act, 2005", "Section 6(1) RTI Act"})
		case "en-CA":
			return pick([]string{"s. 19(1) of the Access to Information Act", "R.S.C. 1985, c. A-1", "s. 21(1) FIPPA"})
		}
		return pick([]string{"42 U.S.C. § 1983", "5 U.S.C. § 552(b)(6)", "5 U.S.C. § 552(b)(7)(C)", "Gov. Code § 7922.000", "Cal. Penal Code § 832.7", "RCW 42.56.230", "N.Y. Pub. Off. Law § 87(2)(b)", "8 U.S.C. § 1154", "26 U.S.C. § 6103", "Tex. Gov't Code § 552.101", "20 CFR 404.1520", "Fla. Stat. § 119.071(5)(a)"})
	},
	"badge": func(loc string) string {
		return pick([]string{fmt.Sprintf("Badge #%d", between(1000, 99999)), fmt.Sprintf("badge no. %d", between(100, 9999)), fmt.Sprintf("Star #%d", between(1000, 19999)), fmt.Sprintf("Unit %d%s", between(1, 99), pick([]string{"A", "B", "C", "D"}))})
	},
	"plate": func(loc string) string {
		switch loc {
		case "en-GB":
			return fmt.Sprintf("%s%02d %s", rnd(2, "ABCDEFGHJKLMNOPRSTVWXY"), between(10, 25), rnd(3, "ABCDEFGHJKLMNOPRSTUVWXYZ"))
		case "de":
			return fmt.Sprintf("%s-%s %d", pick([]string{"B", "K", "M", "HH", "F"}), rnd(2, "ABCDEFGHJKLMNPRSTUVWXYZ"), between(10, 9999))
		case "pt-BR":
			return fmt.Sprintf("%s%d%s%02d", rnd(3, "ABCDEFGHIJKLMNOPQRSTUVWXYZ"), between(0, 9), rnd(1, "ABCDEFGHIJ"), between(0, 99))
		case "en-IN":
			return fmt.Sprintf("%s %02d %s %04d", pick([]string{"KA", "MH", "DL", "TN"}), between(1, 50), rnd(2, "ABCDEFGHJKLMNPRSTUVWXYZ"), between(1, 9999))
		case "fr", "it":
			return fmt.Sprintf("%s-%03d-%s", rnd(2, "ABCDEFGHJKLMNPRSTVWXYZ"), between(1, 999), rnd(2, "ABCDEFGHJKLMNPRSTVWXYZ"))
		case "pl":
			return fmt.Sprintf("W%s %05d", rnd(1, "AXBEY"), between(1, 99999))
		}
		return pick([]string{fmt.Sprintf("%d%s%03d", between(1, 9), rnd(3, "ABCDEFGHJKLMNPRSTUVWXYZ"), between(0, 999)), fmt.Sprintf("%s-%04d", rnd(3, "ABCDEFGHJKLMNPRSTUVWXYZ"), between(0, 9999)), fmt.Sprintf("%s %s", rnd(3, "ABCDEFGHJKLMNPRSTUVWXYZ"), rnd(4, "0123456789"))})
	},
	"parcel": func(loc string) string {
		return pick([]string{
			fmt.Sprintf("APN %03d-%03d-%02d", between(1, 999), between(1, 999), between(1, 99)),
			fmt.Sprintf("PIN %02d-%02d-%03d-%03d-0000", between(1, 33), between(1, 36), between(1, 999), between(1, 999)),
			fmt.Sprintf("%04d-%03d-%03d", between(1000, 9999), between(0, 999), between(0, 999)),
			fmt.Sprintf("%02d-%02d-%02d-%03d-%03d.000-%03d", between(1, 99), between(1, 36), between(1, 99), between(1, 999), between(1, 999), between(1, 999)),
			fmt.Sprintf("Block %d Lot %d", between(100, 9999), between(1, 99)),
		})
	},
	"form": func(loc string) string {
		return pick([]string{"I-130", "I-485", "N-400", "W-2", "1099-G", "SS-5", "DS-160", "DS-11", "I-765", "1040-X", "SF-86", "DE 2501", "I-9", "W-4", "8821", "4506-T", "I-751", "DS-82", "SSA-827", "UI-3/40"})
	},
	"date": func(loc string) string {
		m, d, y := month(), day(), year()
		switch loc {
		case "en-US", "es-US":
			return pick([]string{fmt.Sprintf("%02d/%02d/%d", m, d, y), fmt.Sprintf("%d-%02d-%02d", y, m, d), fmt.Sprintf("%s %d, %d", []string{"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"}[m-1], d, y), fmt.Sprintf("%d/%d/%02d", m, d, y%100)})
		case "de", "pl", "uk":
			return fmt.Sprintf("%02d.%02d.%d", d, m, y)
		case "zh":
			return fmt.Sprintf("%d年%d月%d日", y, m, d)
		case "ko":
			return fmt.Sprintf("%d. %d. %d.", y, m, d)
		}
		return pick([]string{fmt.Sprintf("%02d/%02d/%d", d, m, y), fmt.Sprintf("%d-%02d-%02d", y, m, d)})
	},
	"time": func(loc string) string {
		return pick([]string{fmt.Sprintf("%d:%02d %s", between(1, 12), pick([]int{0, 15, 30, 45}), pick([]string{"AM", "PM", "a.m.", "p.m."})), fmt.Sprintf("%02d:%02d", between(7, 18), pick([]int{0, 15, 30, 45}))})
	},
	"fee": func(loc string) string {
		a := between(10, 2500)
		c := pick([]int{0, 0, 50, 25, 99})
		switch loc {
		case "en-GB":
			return fmt.Sprintf("£%d.%02d", a, c)
		case "fr", "de", "it":
			return fmt.Sprintf("%d,%02d €", a, c)
		case "pt-BR":
			return fmt.Sprintf("R$ %d,%02d", a, c)
		case "en-IN":
			return fmt.Sprintf("₹%d", a*10)
		case "pl":
			return fmt.Sprintf("%d,%02d zł", a, c)
		case "uk":
			return fmt.Sprintf("%d грн", a*10)
		case "en-CA":
			return fmt.Sprintf("$%d.%02d CAD", a, c)
		}
		if a > 999 {
			return fmt.Sprintf("$%d,%03d.%02d", a/1000, a%1000, c)
		}
		return fmt.Sprintf("$%d.%02d", a, c)
	},
	"rcpt": func(loc string) string {
		return pick([]string{"IOE" + dg(10), "MSC" + nz(10), "EAC" + nz(10), "WAC-" + dg(2) + "-" + dg(3) + "-" + dg(5), "LIN" + nz(10)})
	},
	"anum": func(loc string) string {
		return pick([]string{fmt.Sprintf("A%03d-%03d-%03d", between(200, 240), between(0, 999), between(0, 999)), fmt.Sprintf("A-%09d", between(200000000, 240000000)), fmt.Sprintf("A# %03d %03d %03d", between(200, 240), between(0, 999), between(0, 999))})
	},
	"ein": func(loc string) string { return fmt.Sprintf("%02d-%07d", between(10, 98), between(0, 9999999)) },
	"mask": func(loc string) string {
		return pick([]string{"XXX-XX-" + dg(4), "***-**-" + dg(4), "**** **** **** " + dg(4), "xxxx-xxxx-xxxx-" + dg(4), "ending in " + dg(4), "last four " + dg(4), "•••• " + dg(4)})
	},
	"sr": func(loc string) string {
		return pick([]string{"SR# " + nz(12)[:2] + dg(8), "SR-" + fmt.Sprint(year()) + "-" + dg(7), "311-" + dg(8), "Service Request " + nz(8), "ticket #" + nz(7)})
	},
	"inc": func(loc string) string {
		return pick([]string{fmt.Sprintf("RD# J%s%06d", rnd(1, "ABCDEFGH"), between(0, 999999)), fmt.Sprintf("Incident #%02d-%06d", year()%100, between(0, 999999)), fmt.Sprintf("CAD %02d%02d%02d%04d", year()%100, month(), day(), between(0, 9999)), fmt.Sprintf("Report No. %d-%08d", year(), between(0, 99999999)), fmt.Sprintf("CR #%02d-%05d", year()%100, between(0, 99999))})
	},
	"vin": func(loc string) string {
		return rnd(1, "12345JKLSWZ") + rnd(2, "ABCDEFGHJKLMNPRSTUVWXYZ") + rnd(5, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789") + rnd(1, "0123456789X") + rnd(2, "ABCDEFGHJKLMNPRSTVWXY0123456789") + dg(6)
	},
	"zip": func(loc string) string { return fmt.Sprintf("%05d-%04d", between(10000, 99999), between(0, 9999)) },
	"juror": func(loc string) string {
		return pick([]string{"Juror ID " + nz(9), "Juror No. " + nz(6), "Participant # " + nz(9), "Group " + nz(3)})
	},
	"foia": func(loc string) string {
		return pick([]string{fmt.Sprintf("%d-FOIA-%05d", year(), between(0, 99999)), fmt.Sprintf("DHS-%d-%06d", year(), between(0, 999999)), fmt.Sprintf("FOIA #%02d-%04d", year()%100, between(0, 9999)), fmt.Sprintf("PRR-%d-%04d", year(), between(0, 9999)), fmt.Sprintf("R%06d-%02d%02d%02d", between(0, 999999), month(), day(), year()%100)})
	},
	"claim": func(loc string) string {
		return pick([]string{"claim ID " + nz(10), "Claim # " + nz(3) + "-" + dg(3) + "-" + dg(4), "BYB " + fmt.Sprint(year()) + "-" + dg(2) + "-" + dg(2), "UI claim " + dg(10), "Case No. " + nz(11)})
	},
	"voter": func(loc string) string {
		return pick([]string{"VUID " + nz(10), "Voter ID " + nz(9), "Precinct " + nz(4), "Registration # " + nz(8)})
	},
	"student": func(loc string) string {
		return pick([]string{"Student ID " + nz(7), "SASID " + nz(10), "OSIS " + nz(9), "Lunch PIN " + dg(5)})
	},
	"nid": func(loc string) string {
		switch loc {
		case "en-GB":
			return fmt.Sprintf("%s %02d %02d %02d %s", pick([]string{"QQ", "AB", "JT", "NZ"}), between(0, 99), between(0, 99), between(0, 99), pick([]string{"A", "B", "C", "D"}))
		case "en-IN":
			return pick([]string{fmt.Sprintf("%d%03d %04d %04d", between(2, 9), between(0, 999), between(0, 9999), between(0, 9999)), strings.ToUpper(rnd(3, "abcdefghijklmnopqrstuvwxyz")) + "P" + rnd(1, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") + dg(4) + rnd(1, "ABCDEFGHIJKLMNOPQRSTUVWXYZ")})
		case "en-CA":
			return sin()
		case "fr":
			return fmt.Sprintf("%d %02d %02d %02d %03d %03d %02d", between(1, 2), between(40, 99), month(), between(1, 95), between(1, 999), between(1, 999), between(1, 97))
		case "de":
			return fmt.Sprintf("%02d %03d %03d %03d", between(10, 99), between(0, 999), between(0, 999), between(0, 999))
		case "it":
			return strings.ToUpper(rnd(6, "bcdfghlmnprstvz")) + dg(2) + rnd(1, "ABCDEHLMPRST") + dg(2) + rnd(1, "ABCDEFGHLM") + dg(3) + rnd(1, "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
		case "pt-BR":
			return fmt.Sprintf("%03d.%03d.%03d-%02d", between(0, 999), between(0, 999), between(0, 999), between(0, 99))
		case "pl":
			return fmt.Sprintf("%02d%02d%02d%05d", between(50, 99), month(), day(), between(0, 99999))
		case "uk":
			return nz(10)
		case "zh":
			return fmt.Sprintf("%06d%d%02d%02d%03d%s", between(110000, 659999), between(1950, 2005), month(), day(), between(0, 999), pick([]string{"X", "1", "5", "7"}))
		case "ko":
			return fmt.Sprintf("%02d%02d%02d-%d%06d", between(50, 99), month(), day(), between(1, 2), between(0, 999999))
		case "vi":
			return fmt.Sprintf("0%02d%d%02d%06d", between(1, 96), between(0, 1), between(50, 99), between(0, 999999))
		case "tl":
			return fmt.Sprintf("%04d-%04d-%04d-%04d", between(1000, 1999), between(0, 9999), between(0, 9999), between(0, 9999))
		case "ar":
			return fmt.Sprintf("784-%d-%07d-%d", between(1970, 2005), between(0, 9999999), between(1, 9))
		}
		return fmt.Sprintf("A-%09d", between(200000000, 240000000))
	},
	"renavam":  func(loc string) string { return nz(11) },
	"ssnmask":  func(loc string) string { return pick([]string{"XXX-XX-" + dg(4), "***-**-" + dg(4), dg(4)}) },
	"ext":      func(loc string) string { return nz(4) },
	"hotshort": func(loc string) string { return pick([]string{"311", "911", "988", "211"}) },
	"room": func(loc string) string {
		return pick([]string{fmt.Sprintf("Dept. %d", between(1, 99)), fmt.Sprintf("Courtroom %d%s", between(1, 20), pick([]string{"A", "B", "C", ""})), fmt.Sprintf("Room %d", between(100, 999)), fmt.Sprintf("Window %d", between(1, 30))})
	},
	"irsnotice": func(loc string) string {
		return pick([]string{"CP2000", "CP14", "CP504", "Letter 5071C", "Letter 4883C", "LTR 12C", "CP05", "Notice 1444-C"})
	},
	"addr": func(loc string) string {
		return fmt.Sprintf("%d %s", between(100, 9999), pick([]string{"Market St", "W Adams St", "Elm Ave", "Center St Apt 4B", "N Broadway #210", "Lakeshore Blvd", "Calle 8 SW"}))
	},
	"ssaoffice": func(loc string) string { return fmt.Sprintf("Field Office %03d", between(1, 999)) },
	"visa": func(loc string) string {
		return pick([]string{"case number " + pick([]string{"MNL", "GUZ", "SEO", "HCM", "BMB", "CDJ"}) + fmt.Sprint(year()) + dg(6), "AIS " + nz(8), "DS-160 confirmation AA00" + strings.ToUpper(rnd(6, "abcdefghijklmnopqrstuvwxyz0123456789")), "CEAC barcode AA00" + strings.ToUpper(rnd(6, "abcdefghijklmnopqrstuvwxyz0123456789"))})
	},
}

func sin() string {
	for {
		s := nz(8)
		s = luhnComplete(s[:1]+"", 9)
		if s[0] != '0' && s[0] != '8' && s[0] != '9' {
			return s[:3] + " " + s[3:6] + " " + s[6:]
		}
	}
}
