package main

import (
	"math/rand"
	"strings"
)

// Plan is a numbering plan slice: Gen returns the area code (without trunk
// prefix) and the subscriber number; Nat and Intl are layouts where {a} is
// the area code, {s} the subscriber number, and {s:SPEC} the subscriber
// number grouped (digits of SPEC are group sizes, other bytes literal).
type Plan struct {
	CC        string
	Gen       func(r *rand.Rand) (string, string)
	Nat, Intl []string
}

const (
	Any = iota
	Nat
	Intl
)

func (p Plan) Fmt(r *rand.Rand, mode int) string {
	a, s := p.Gen(r)
	var pats []string
	switch mode {
	case Nat:
		pats = p.Nat
	case Intl:
		pats = p.Intl
	default:
		if r.Intn(5) < 3 {
			pats = p.Nat
		} else {
			pats = p.Intl
		}
	}
	return layout(pick(r, pats), a, s)
}

func layout(pat, a, s string) string {
	var sb strings.Builder
	for i := 0; i < len(pat); i++ {
		if pat[i] != '{' {
			sb.WriteByte(pat[i])
			continue
		}
		j := strings.IndexByte(pat[i:], '}') + i
		tok := pat[i+1 : j]
		i = j
		switch {
		case tok == "a":
			sb.WriteString(a)
		case tok == "s":
			sb.WriteString(s)
		case strings.HasPrefix(tok, "s:"):
			pos := 0
			for _, ch := range tok[2:] {
				if ch >= '1' && ch <= '9' {
					n := int(ch - '0')
					if pos+n > len(s) {
						panic("layout: spec too long for " + s + " in " + pat)
					}
					sb.WriteString(s[pos : pos+n])
					pos += n
				} else {
					sb.WriteRune(ch)
				}
			}
			if pos != len(s) {
				panic("layout: spec " + tok + " does not cover " + s)
			}
		default:
			panic("layout: bad token " + tok)
		}
	}
	return sb.String()
}

func dg(r *rand.Rand, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte('0' + r.Intn(10))
	}
	return string(b)
}

// dgNZ: n digits, the first one not zero.
func dgNZ(r *rand.Rand, n int) string {
	return string(byte('1'+r.Intn(9))) + dg(r, n-1)
}

// dgFrom: first digit from the set, then random digits.
func dgFrom(r *rand.Rand, first string, n int) string {
	return string(first[r.Intn(len(first))]) + dg(r, n-1)
}

func fixed(area string, subLen int, first string) func(r *rand.Rand) (string, string) {
	return func(r *rand.Rand) (string, string) { return area, dgFrom(r, first, subLen) }
}

func areas(as []string, subLen int, first string) func(r *rand.Rand) (string, string) {
	return func(r *rand.Rand) (string, string) { return pick(r, as), dgFrom(r, first, subLen) }
}

// The plans by length of subscriber number, so the layouts fit.
var (
	deMob7, deMob8, deLand8, deLand7          Plan
	atMob, atVie                              Plan
	chMob, chLand                             Plan
	frMob, frLand                             Plan
	beMob, beBru, beLand2                     Plan
	nlMob, nlLand                             Plan
	luMob, luLand                             Plan
	itMob, itLand8, itLand7                   Plan
	dkAll, seMob, seSthlm, seLand             Plan
	noMob, noLand, fiMob, fiHel, isMob        Plan
	plMob, plLand, czMob, czLand, skMob, skBa Plan
	huMob, huBud, siMob, siLj, hrMob, hrZg    Plan
	ukMob, ukLon, ukCity, ieMob, ieDub        Plan
	Mobiles, Landlines                        map[string][]Plan
	mobOrder                                  []string
)

func initPlans() {
	deMob7 = Plan{CC: "49",
		Gen:  areas([]string{"160", "162", "163", "170", "171", "172", "173", "174", "175"}, 7, "123456789"),
		Nat:  []string{"0{a} {s}", "0{a}/{s}", "0{a}-{s}", "0{a} {s:3 2 2}", "(0{a}) {s}", "0{a} / {s:3 2 2}", "0{a}{s}"},
		Intl: []string{"+49 {a} {s}", "+49 (0){a} {s}", "+49 (0) {a} {s:3 2 2}", "0049 {a} {s}", "+49{a}{s}", "+49-{a}-{s}", "+49 {a} {s:3 2 2}", "0049 (0){a} {s}"}}
	deMob8 = Plan{CC: "49",
		Gen:  areas([]string{"151", "152", "155", "157", "159", "176", "177", "178", "179"}, 8, "123456789"),
		Nat:  []string{"0{a} {s}", "0{a}/{s}", "0{a}-{s}", "0{a} {s:2 2 2 2}", "(0{a}) {s}", "0{a} / {s:3 3 2}", "0{a}{s}", "0{a} {s:4 4}"},
		Intl: []string{"+49 {a} {s}", "+49 (0){a} {s}", "+49 (0) {a} {s:4 4}", "0049 {a} {s}", "+49{a}{s}", "+49-{a}-{s}", "+49 {a} {s:4 4}"}}
	deLand8 = Plan{CC: "49",
		Gen:  areas([]string{"30", "40", "89", "69"}, 8, "2345679"),
		Nat:  []string{"0{a} {s}", "0{a}/{s}", "(0{a}) {s:3 3 2}", "0{a} / {s:3 3 2}", "0{a} {s:6-2}", "0{a} {s:4 4}", "0{a}-{s}", "0{a} {s:2 2 2 2}"},
		Intl: []string{"+49 {a} {s}", "+49 (0){a} {s}", "+49 {a} {s:6-2}", "0049 {a} {s}", "+49 (0) {a} {s:4 4}", "+49-{a}-{s}"}}
	deLand7 = Plan{CC: "49",
		Gen:  areas([]string{"221", "211", "711", "341", "351", "511", "911", "201", "231", "421", "228", "761", "251", "621", "681", "371"}, 7, "2345679"),
		Nat:  []string{"0{a} {s}", "0{a}/{s}", "(0{a}) {s:3 2 2}", "0{a} / {s:3 2 2}", "0{a} {s:5-2}", "0{a} {s:3 4}", "0{a}-{s}", "0{a} {s:4-3}"},
		Intl: []string{"+49 {a} {s}", "+49 (0){a} {s}", "+49 {a} {s:5-2}", "0049 {a} {s}", "+49 (0) {a} {s:3 2 2}", "+49-{a}-{s}"}}
	atMob = Plan{CC: "43",
		Gen:  areas([]string{"650", "660", "664", "676", "677", "680", "681", "688", "699"}, 7, "123456789"),
		Nat:  []string{"0{a} {s}", "0{a}/{s}", "0{a} {s:3 2 2}", "0{a}/{s:3 2 2}", "0{a}-{s}", "0{a} {s:3 4}"},
		Intl: []string{"+43 {a} {s}", "+43 (0){a} {s:3 2 2}", "+43 (0) {a} {s}", "0043 {a} {s}", "+43{a}{s}", "+43 {a} {s:3 2 2}"}}
	atVie = Plan{CC: "43",
		Gen:  areas([]string{"1"}, 7, "2345789"),
		Nat:  []string{"01 {s:3 2 2}", "01/{s}", "(01) {s:3 2 2}", "01 {s}", "01/{s:3 2 2}"},
		Intl: []string{"+43 1 {s:3 2 2}", "+43 (0)1 {s}", "+43 1 {s}", "0043 1 {s:3 2 2}"}}
	chMob = Plan{CC: "41",
		Gen:  areas([]string{"75", "76", "77", "78", "79"}, 7, "123456789"),
		Nat:  []string{"0{a} {s:3 2 2}", "0{a} {s}", "0{a}/{s:3 2 2}", "0{a}-{s:3-2-2}", "0{a}{s}"},
		Intl: []string{"+41 {a} {s:3 2 2}", "+41 (0){a} {s:3 2 2}", "+41 (0) {a} {s:3 2 2}", "0041 {a} {s:3 2 2}", "+41{a}{s}"}}
	chLand = Plan{CC: "41",
		Gen:  areas([]string{"44", "43", "31", "61", "22", "21", "41", "71", "52", "81"}, 7, "2345689"),
		Nat:  []string{"0{a} {s:3 2 2}", "0{a} {s}", "0{a}/{s:3 2 2}"},
		Intl: []string{"+41 {a} {s:3 2 2}", "+41 (0){a} {s:3 2 2}", "0041 {a} {s:3 2 2}", "+41 (0) {a} {s:3 2 2}"}}
	frMob = Plan{CC: "33",
		Gen: func(r *rand.Rand) (string, string) {
			if r.Intn(3) == 0 {
				return "7", dgFrom(r, "3456789", 8)
			}
			return "6", dg(r, 8)
		},
		Nat:  []string{"0{a} {s:2 2 2 2}", "0{a}.{s:2.2.2.2}", "0{a}{s}", "0{a}-{s:2-2-2-2}", "0{a} {s:2 2 2 2}"},
		Intl: []string{"+33 {a} {s:2 2 2 2}", "+33 (0){a} {s:2 2 2 2}", "+33{a}{s}", "0033 {a} {s:2 2 2 2}", "+33 (0) {a} {s:2 2 2 2}", "+33 {a}{s:2 2 2 2}", "(+33) {a} {s:2 2 2 2}"}}
	frLand = Plan{CC: "33",
		Gen:  areas([]string{"1", "2", "3", "4", "5", "9"}, 8, "0123456789"),
		Nat:  []string{"0{a} {s:2 2 2 2}", "0{a}.{s:2.2.2.2}", "0{a}{s}", "0{a} {s:2 2 2 2}"},
		Intl: []string{"+33 {a} {s:2 2 2 2}", "+33 (0){a} {s:2 2 2 2}", "+33 (0) {a} {s:2 2 2 2}", "(+33) {a} {s:2 2 2 2}"}}
	beMob = Plan{CC: "32",
		Gen:  areas([]string{"460", "465", "466", "467", "468", "470", "471", "472", "473", "474", "475", "476", "477", "478", "479", "483", "484", "485", "486", "487", "488", "489", "490", "491", "492", "493", "494", "495", "496", "497", "498", "499"}, 6, "0123456789"),
		Nat:  []string{"0{a} {s:2 2 2}", "0{a}/{s:2 2 2}", "0{a}/{s:2.2.2}", "0{a} {s:3 3}", "0{a}{s}", "0{a}/{s}"},
		Intl: []string{"+32 {a} {s:2 2 2}", "+32 (0){a} {s:2 2 2}", "+32{a}{s}", "0032 {a} {s:2 2 2}", "+32 {a} {s:3 3}", "+32 (0) {a}/{s:2.2.2}"}}
	beBru = Plan{CC: "32",
		Gen:  areas([]string{"2", "3", "9", "4"}, 7, "2345678"),
		Nat:  []string{"0{a} {s:3 2 2}", "0{a}/{s:3 2 2}", "0{a}/{s:3.2.2}", "0{a} {s:3 2 2}"},
		Intl: []string{"+32 {a} {s:3 2 2}", "+32 (0){a} {s:3 2 2}", "+32 (0){a}/{s:3.2.2}", "0032 {a} {s:3 2 2}"}}
	beLand2 = Plan{CC: "32",
		Gen:  areas([]string{"16", "50", "65", "81", "10", "11", "15", "56", "58", "87"}, 6, "2345678"),
		Nat:  []string{"0{a} {s:2 2 2}", "0{a}/{s:2 2 2}", "0{a}/{s:2.2.2}"},
		Intl: []string{"+32 {a} {s:2 2 2}", "+32 (0){a} {s:2 2 2}", "0032 {a} {s:2 2 2}"}}
	nlMob = Plan{CC: "31",
		Gen:  fixed("6", 8, "123456"),
		Nat:  []string{"0{a}-{s}", "0{a} {s}", "0{a} - {s:4 4}", "0{a}{s}", "0{a}-{s:2 2 2 2}", "0{a} {s:2 2 2 2}", "0{a}-{s:3 3 2}"},
		Intl: []string{"+31 {a} {s}", "+31 (0){a} {s:4 4}", "+31{a}{s}", "0031 {a} {s}", "+31 (0) {a} - {s}", "+31 {a} {s:2 2 2 2}", "+31 (0){a}-{s}"}}
	nlLand = Plan{CC: "31",
		Gen:  areas([]string{"20", "10", "70", "30", "40", "50", "13", "76", "24", "26", "43", "53"}, 7, "2345678"),
		Nat:  []string{"0{a}-{s}", "0{a} {s:3 4}", "(0{a}) {s}", "0{a} - {s:3 2 2}", "0{a} {s:3 2 2}"},
		Intl: []string{"+31 {a} {s:3 4}", "+31 (0){a} {s}", "+31 {a} {s}", "0031 {a} {s:3 2 2}", "+31 (0){a}-{s}"}}
	luMob = Plan{CC: "352",
		Gen:  areas([]string{"621", "628", "661", "671", "691", "698"}, 6, "0123456789"),
		Nat:  []string{"{a} {s:3 3}", "{a} {s:2 2 2}", "{a}{s}", "{a}/{s:3 3}"},
		Intl: []string{"+352 {a} {s:3 3}", "+352 {a} {s:2 2 2}", "00352 {a} {s:3 3}", "+352{a}{s}", "(+352) {a} {s:3 3}"}}
	luLand = Plan{CC: "352",
		Gen:  areas([]string{"2"}, 7, "2345678"),
		Nat:  []string{"{a}{s:1 2 2 2}", "{a}{s:1-2-2-2}"},
		Intl: []string{"+352 {a}{s:1 2 2 2}", "(+352) {a}{s:1 2 2 2}", "00352 {a}{s:1 2 2 2}"}}
	itMob = Plan{CC: "39",
		Gen:  areas([]string{"320", "324", "328", "329", "331", "333", "334", "335", "338", "339", "340", "342", "345", "346", "347", "348", "349", "351", "366", "368", "370", "377", "380", "388", "389", "392", "393"}, 7, "0123456789"),
		Nat:  []string{"{a} {s:3 4}", "{a}{s}", "{a} {s}", "{a}-{s}", "{a} {s:3 2 2}", "{a}/{s}", "{a}.{s}"},
		Intl: []string{"+39 {a} {s:3 4}", "+39 {a}{s}", "+39{a}{s}", "0039 {a} {s:3 4}", "(+39) {a} {s}", "+39 {a} {s:3 2 2}"}}
	itLand8 = Plan{CC: "39",
		Gen:  areas([]string{"06", "02"}, 8, "3456789"),
		Nat:  []string{"{a} {s:4 4}", "{a}/{s}", "{a}-{s}", "{a} {s}", "{a} {s:3 3 2}"},
		Intl: []string{"+39 {a} {s:4 4}", "+39 {a} {s}", "0039 {a} {s:4 4}", "(+39) {a} {s:4 4}"}}
	itLand7 = Plan{CC: "39",
		Gen:  areas([]string{"011", "081", "055", "051", "041", "010", "045", "049", "071", "091"}, 7, "2345679"),
		Nat:  []string{"{a} {s:3 4}", "{a}/{s}", "{a}-{s}", "{a} {s}", "{a} {s:3 2 2}"},
		Intl: []string{"+39 {a} {s:3 4}", "+39 {a} {s}", "0039 {a} {s:3 4}", "(+39) {a} {s:3 4}"}}
	dkAll = Plan{CC: "45",
		Gen: func(r *rand.Rand) (string, string) {
			return "", pick(r, []string{"20", "21", "22", "23", "24", "25", "26", "27", "28", "29", "30", "31", "40", "41", "42", "50", "51", "52", "53", "60", "61", "71", "81", "91", "93", "33", "35", "38", "86", "98"}) + dg(r, 6)
		},
		Nat:  []string{"{s:2 2 2 2}", "{s:4 4}", "{s}", "{s:2-2-2-2}"},
		Intl: []string{"+45 {s:2 2 2 2}", "+45 {s:4 4}", "0045 {s:2 2 2 2}", "+45{s}", "(+45) {s:2 2 2 2}", "+45 {s}"}}
	seMob = Plan{CC: "46",
		Gen:  areas([]string{"70", "72", "73", "76", "79"}, 7, "0123456789"),
		Nat:  []string{"0{a}-{s:3 2 2}", "0{a} {s:3 2 2}", "0{a}-{s}", "0{a}{s}", "0{a} {s:3 4}", "0{a}-{s:3-2-2}"},
		Intl: []string{"+46 {a} {s:3 2 2}", "+46 (0){a}-{s:3 2 2}", "+46 {a}-{s:3 2 2}", "+46{a}{s}", "0046 {a} {s:3 2 2}", "+46 {a} {s}"}}
	seSthlm = Plan{CC: "46",
		Gen:  fixed("8", 8, "23456789"),
		Nat:  []string{"08-{s:3 3 2}", "08 {s:3 3 2}", "08-{s}", "08-{s:2 2 2 2}"},
		Intl: []string{"+46 8 {s:3 3 2}", "+46 (0)8-{s:3 3 2}", "+46 8 {s}", "0046 8 {s:3 3 2}"}}
	seLand = Plan{CC: "46",
		Gen:  areas([]string{"31", "18", "19", "13", "21", "90"}, 7, "123456789"),
		Nat:  []string{"0{a}-{s:3 2 2}", "0{a} {s:3 2 2}", "0{a}-{s}"},
		Intl: []string{"+46 {a} {s:3 2 2}", "+46 (0){a}-{s:3 2 2}", "0046 {a} {s:3 2 2}"}}
	noMob = Plan{CC: "47",
		Gen:  func(r *rand.Rand) (string, string) { return "", dgFrom(r, "49", 8) },
		Nat:  []string{"{s:3 2 3}", "{s:2 2 2 2}", "{s}", "{s:4 4}"},
		Intl: []string{"+47 {s:3 2 3}", "+47 {s:2 2 2 2}", "0047 {s:3 2 3}", "+47{s}", "(+47) {s:3 2 3}", "+47 {s}"}}
	noLand = Plan{CC: "47",
		Gen:  func(r *rand.Rand) (string, string) { return "", dgFrom(r, "23567", 8) },
		Nat:  []string{"{s:2 2 2 2}", "{s:3 2 3}", "{s}"},
		Intl: []string{"+47 {s:2 2 2 2}", "0047 {s:2 2 2 2}", "+47 {s}"}}
	fiMob = Plan{CC: "358",
		Gen:  areas([]string{"40", "41", "42", "44", "45", "46", "50"}, 7, "0123456789"),
		Nat:  []string{"0{a} {s:3 4}", "0{a} {s}", "0{a}-{s}", "0{a} {s:3 2 2}", "0{a}{s}"},
		Intl: []string{"+358 {a} {s:3 4}", "+358 {a} {s}", "+358{a}{s}", "00358 {a} {s:3 4}", "+358 (0){a} {s:3 4}"}}
	fiHel = Plan{CC: "358",
		Gen:  fixed("9", 7, "123456789"),
		Nat:  []string{"09 {s:3 4}", "(09) {s}", "09 {s}", "09-{s}"},
		Intl: []string{"+358 9 {s:3 4}", "+358 (0)9 {s}", "00358 9 {s:3 4}"}}
	isMob = Plan{CC: "354",
		Gen:  func(r *rand.Rand) (string, string) { return "", dgFrom(r, "678", 7) },
		Nat:  []string{"{s:3 4}", "{s:3-4}", "{s}"},
		Intl: []string{"+354 {s:3 4}", "+354 {s:3-4}", "00354 {s:3 4}", "+354{s}", "(+354) {s:3 4}"}}
	plMob = Plan{CC: "48",
		Gen: func(r *rand.Rand) (string, string) {
			return "", pick(r, []string{"50", "51", "53", "57", "60", "66", "69", "72", "73", "78", "79", "88", "62", "88"}) + dg(r, 7)
		},
		Nat:  []string{"{s:3 3 3}", "{s:3-3-3}", "{s}", "{s:3 3 3}"},
		Intl: []string{"+48 {s:3 3 3}", "+48 {s:3-3-3}", "0048 {s:3 3 3}", "+48{s}", "(+48) {s:3 3 3}", "+48 {s}"}}
	plLand = Plan{CC: "48",
		Gen:  areas([]string{"22", "12", "61", "71", "58", "42", "81", "32"}, 7, "2345678"),
		Nat:  []string{"{a} {s:3 2 2}", "({a}) {s:3 2 2}", "{a} {s:3-2-2}", "({a}) {s:3-2-2}", "{a}-{s:3-2-2}"},
		Intl: []string{"+48 {a} {s:3 2 2}", "+48 ({a}) {s:3 2 2}", "0048 {a} {s:3 2 2}", "+48 {a} {s}"}}
	czMob = Plan{CC: "420",
		Gen: func(r *rand.Rand) (string, string) {
			return "", pick(r, []string{"601", "602", "603", "604", "605", "606", "607", "608", "702", "704", "720", "721", "723", "724", "725", "728", "730", "731", "732", "736", "737", "739", "773", "774", "775", "776", "777", "778", "790", "792", "799"}) + dg(r, 6)
		},
		Nat:  []string{"{s:3 3 3}", "{s}", "{s:3-3-3}"},
		Intl: []string{"+420 {s:3 3 3}", "00420 {s:3 3 3}", "+420{s}", "+420 {s}", "(+420) {s:3 3 3}"}}
	czLand = Plan{CC: "420",
		Gen: func(r *rand.Rand) (string, string) {
			return "", pick(r, []string{"2", "5", "3"}) + dgFrom(r, "2345679", 8)
		},
		Nat:  []string{"{s:3 3 3}", "{s}"},
		Intl: []string{"+420 {s:3 3 3}", "00420 {s:3 3 3}", "+420 {s}"}}
	skMob = Plan{CC: "421",
		Gen:  areas([]string{"903", "905", "907", "908", "910", "911", "915", "917", "918", "940", "944", "948", "949", "950"}, 6, "0123456789"),
		Nat:  []string{"0{a} {s:3 3}", "0{a}/{s:3 3}", "0{a}{s}", "0{a} {s}"},
		Intl: []string{"+421 {a} {s:3 3}", "00421 {a} {s:3 3}", "+421{a}{s}", "+421 {a}{s}"}}
	skBa = Plan{CC: "421",
		Gen:  fixed("2", 8, "2345679"),
		Nat:  []string{"02/{s:4 4}", "02 {s:4 4}", "02/{s}"},
		Intl: []string{"+421 2 {s:4 4}", "+421 2 {s}", "00421 2 {s:4 4}"}}
	huMob = Plan{CC: "36",
		Gen:  areas([]string{"20", "30", "31", "50", "70"}, 7, "123456789"),
		Nat:  []string{"06 {a} {s:3 4}", "06-{a}/{s:3-4}", "06 ({a}) {s:3 4}", "06{a}{s}", "06-{a}-{s:3-4}", "06 {a} {s}", "06/{a}/{s:3-4}"},
		Intl: []string{"+36 {a} {s:3 4}", "+36-{a}-{s:3-4}", "0036 {a} {s:3 4}", "+36{a}{s}", "+36 ({a}) {s:3 4}", "+36 {a} {s}", "+36/{a}/{s:3-4}"}}
	huBud = Plan{CC: "36",
		Gen:  fixed("1", 7, "2345689"),
		Nat:  []string{"06 1 {s:3 4}", "(1) {s:3-4}", "06-1-{s:3-4}", "06 (1) {s:3 4}"},
		Intl: []string{"+36 1 {s:3 4}", "+36-1-{s:3-4}", "0036 1 {s:3 4}", "+36 (1) {s:3 4}"}}
	siMob = Plan{CC: "386",
		Gen:  areas([]string{"30", "31", "40", "41", "51", "64", "68", "70", "71"}, 6, "0123456789"),
		Nat:  []string{"0{a} {s:3 3}", "0{a}/{s:3 3}", "0{a} {s}", "0{a} {s:3-3}"},
		Intl: []string{"+386 {a} {s:3 3}", "+386 (0){a} {s:3 3}", "00386 {a} {s:3 3}", "+386{a}{s}"}}
	siLj = Plan{CC: "386",
		Gen:  fixed("1", 7, "2345"),
		Nat:  []string{"01 {s:3 2 2}", "01/{s:3 2 2}", "01 {s}"},
		Intl: []string{"+386 1 {s:3 2 2}", "+386 (0)1 {s:3 2 2}", "00386 1 {s:3 2 2}"}}
	hrMob = Plan{CC: "385",
		Gen:  areas([]string{"91", "92", "95", "97", "98", "99"}, 7, "0123456789"),
		Nat:  []string{"0{a} {s:3 4}", "0{a}/{s:3-4}", "0{a} {s}", "0{a} {s:4 3}", "0{a}/{s}"},
		Intl: []string{"+385 {a} {s:3 4}", "+385 (0){a} {s:3 4}", "00385 {a} {s:3 4}", "+385{a}{s}", "+385 {a} {s:4 3}"}}
	hrZg = Plan{CC: "385",
		Gen:  fixed("1", 7, "2346"),
		Nat:  []string{"01 {s:4 3}", "01/{s:4-3}", "01 {s}", "01/{s:3 4}"},
		Intl: []string{"+385 1 {s:4 3}", "+385 (0)1 {s:4 3}", "00385 1 {s:4 3}"}}
	ukMob = Plan{CC: "44",
		Gen: func(r *rand.Rand) (string, string) {
			for {
				a := "7" + string("45789"[r.Intn(5)]) + dg(r, 2)
				s := dg(r, 6)
				if a == "7700" && s[:3] == "900" {
					continue
				}
				return a, s
			}
		},
		Nat:  []string{"0{a} {s}", "0{a}{s}", "0{a} {s:3 3}", "0{a}-{s}", "0{a} {s}"},
		Intl: []string{"+44 {a} {s}", "+44 (0){a} {s}", "+44{a}{s}", "0044 {a} {s}", "+44 (0) {a} {s:3 3}", "+44 {a} {s:3 3}"}}
	ukLon = Plan{CC: "44",
		Gen: func(r *rand.Rand) (string, string) {
			for {
				s := dgFrom(r, "378", 8)
				if strings.HasPrefix(s, "79460") {
					continue
				}
				return "20", s
			}
		},
		Nat:  []string{"020 {s:4 4}", "(020) {s:4 4}", "020 {s}", "0{a}{s}"},
		Intl: []string{"+44 20 {s:4 4}", "+44 (0)20 {s:4 4}", "+44 (0) 20 {s:4 4}", "0044 20 {s:4 4}", "+44 20 {s}"}}
	ukCity = Plan{CC: "44",
		Gen: func(r *rand.Rand) (string, string) {
			for {
				a := pick(r, []string{"161", "131", "121", "113", "117", "141", "151", "114", "115", "1865", "1223"})
				n := 7
				if len(a) == 4 {
					n = 6
				}
				s := dgFrom(r, "2345789", n)
				if strings.HasPrefix(s, "496") {
					continue
				}
				return a, s
			}
		},
		Nat:  []string{"0{a} {s}", "(0{a}) {s}", "0{a}-{s}"},
		Intl: []string{"+44 {a} {s}", "+44 (0){a} {s}", "0044 {a} {s}"}}
	ieMob = Plan{CC: "353",
		Gen:  areas([]string{"83", "85", "86", "87", "89"}, 7, "0123456789"),
		Nat:  []string{"0{a} {s:3 4}", "0{a} {s}", "0{a}-{s}", "0{a}{s}", "(0{a}) {s:3 4}"},
		Intl: []string{"+353 {a} {s:3 4}", "+353 (0){a} {s:3 4}", "00353 {a} {s}", "+353{a}{s}", "+353 (0) {a} {s:3 4}", "+353 {a} {s}"}}
	ieDub = Plan{CC: "353",
		Gen: func(r *rand.Rand) (string, string) {
			a := pick(r, []string{"1", "21", "91", "61"})
			if a == "1" {
				return a, dgFrom(r, "2345689", 7)
			}
			return a, dgFrom(r, "2345689", 7)
		},
		Nat:  []string{"0{a} {s:3 4}", "(0{a}) {s:3 4}", "0{a}-{s}"},
		Intl: []string{"+353 {a} {s:3 4}", "+353 (0){a} {s:3 4}", "00353 {a} {s:3 4}"}}

	Mobiles = map[string][]Plan{
		"DE": {deMob7, deMob8}, "AT": {atMob}, "CH": {chMob}, "FR": {frMob}, "BE": {beMob}, "NL": {nlMob},
		"LU": {luMob}, "IT": {itMob}, "DK": {dkAll}, "SE": {seMob}, "NO": {noMob}, "FI": {fiMob}, "IS": {isMob},
		"PL": {plMob}, "CZ": {czMob}, "SK": {skMob}, "HU": {huMob}, "SI": {siMob}, "HR": {hrMob}, "UK": {ukMob}, "IE": {ieMob},
	}
	Landlines = map[string][]Plan{
		"DE": {deLand8, deLand7, deLand7}, "AT": {atVie}, "CH": {chLand}, "FR": {frLand}, "BE": {beBru, beLand2}, "NL": {nlLand},
		"LU": {luLand}, "IT": {itLand8, itLand7}, "DK": {dkAll}, "SE": {seSthlm, seLand}, "NO": {noLand}, "FI": {fiHel}, "IS": {isMob},
		"PL": {plLand}, "CZ": {czLand}, "SK": {skBa}, "HU": {huBud}, "SI": {siLj}, "HR": {hrZg}, "UK": {ukLon, ukCity}, "IE": {ieDub},
	}
}

// Mob returns a mobile number of country c in the given mode.
func Mob(r *rand.Rand, c *Country, mode int) string {
	return pick(r, Mobiles[c.Code]).Fmt(r, mode)
}

// Land returns a landline number of country c.
func Land(r *rand.Rand, c *Country, mode int) string {
	return pick(r, Landlines[c.Code]).Fmt(r, mode)
}
