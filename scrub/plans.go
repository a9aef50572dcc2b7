package scrub

// The longest national significant number each country's numbering plan
// gives (ITU-T E.164 and the plans its members publish), for the
// countries whose plans are closed at a known length. A run after
// "+code" that holds more digits than that holds something after the
// number: "+34 93 412 77 00 24/7", "+36 70 995 2204 18 óra" (after 18
// o'clock). Open plans with numbers of many lengths (Germany, Austria,
// Italy, Finland, Sweden, New Zealand, Indonesia…) are not listed.
var maxNational = map[int]int{
	20: 10, 27: 9, 30: 10, 31: 10, 32: 9, 33: 9, 34: 9, 36: 9, 40: 9, 44: 10, 45: 8, 47: 8, 48: 9,
	51: 9, 52: 10, 54: 11, 55: 11, 56: 9, 57: 10, 60: 10, 61: 10, 63: 10, 65: 8, 66: 9,
	81: 10, 82: 10, 84: 10, 86: 12, 90: 10, 91: 10, 92: 10, 94: 9,
	212: 9, 216: 8, 234: 10, 237: 9, 254: 9, 351: 9, 353: 10, 370: 8, 371: 8, 373: 8, 374: 8,
	380: 9, 420: 9, 421: 9, 852: 9, 880: 10, 966: 9, 971: 9, 972: 9, 995: 9,
	// Africa, Latin America, the Gulf and a few more closed plans.
	58: 10, 213: 9, 221: 9, 225: 10, 233: 9, 250: 9, 251: 9, 255: 9, 256: 9,
	356: 8, 357: 8, 375: 9, 386: 8, 502: 8, 506: 8, 507: 8, 591: 8, 593: 9, 595: 9, 598: 8,
	853: 8, 886: 9, 961: 8, 962: 9, 965: 8, 968: 8, 973: 8, 974: 8, 977: 10, 994: 9,
}

// maxNationalByCode is maxNational as an array indexed by the code, for a
// lookup per window without hashing.
var maxNationalByCode = func() (t [1000]uint8) {
	for cc, n := range maxNational {
		t[cc] = uint8(n)
	}
	return
}()

// nationalTooLong reports a window of groups [0,k) of r, after a '+',
// whose digits after the country code outnumber what its country's plan
// has. A "(0)" trunk group is not counted.
func nationalTooLong(s string, r *run, k, d int) bool {
	// The country code is prefix-free: read up to three digits across
	// the groups and take the first prefix the table or the plan's
	// one-digit codes (1, 7: handled by intlShape) know.
	cc, n := 0, 0
	for i := 0; i < k && n < 3; i++ {
		for j := 0; j < r.g[i].nd && n < 3; j++ {
			cc = cc*10 + digitN(s, r.g[i], j)
			n++
			if m := int(maxNationalByCode[cc]); m != 0 {
				if cc == 52 && nthDigit(s, r, k, n) == 1 {
					// Mexico's mobiles dialled from abroad were "+52 1"
					// and ten digits until 2019, and are still written
					// so ("+52 1 55 8831 8375").
					m++
				}
				return d-n-trunkGroupDigits(r, k) > m
			}
			if n == 1 && (cc == 1 || cc == 7) {
				return false
			}
		}
	}
	return false
}

// nthDigit returns the digit at index i of the groups [0,k) of r, or -1.
func nthDigit(s string, r *run, k, i int) int {
	for g := 0; g < k; g++ {
		if i < r.g[g].nd {
			return digitN(s, r.g[g], i)
		}
		i -= r.g[g].nd
	}
	return -1
}

// trunkGroupDigits returns 1 when the window holds the trunk 0 in
// parentheses after the country code ("+44 (0)20 …"), else 0.
func trunkGroupDigits(r *run, k int) int {
	if k > 2 && r.g[1].nd == 1 && r.sep[0]&sOpen != 0 && r.sep[1]&sClose != 0 {
		return 1
	}
	return 0
}
