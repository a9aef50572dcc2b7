package scrub

// HL7 v2 writes a phone as an XTN field, its parts in components of their
// own: "[number]^use^equipment^email^country^area^local^extension"
// (PID-13 "^PRN^PH^^1^502^5734526"). The local number alone is seven or
// eight digits like any other; the components before it say what it is.

// xtnUseCodes are XTN.2's telecommunication use codes (HL7 table 0201),
// xtnEquipment XTN.3's equipment types (table 0202) that carry a number.
var (
	xtnUseCodes  = [...]string{"PRN", "ORN", "WPN", "VHN", "ASN", "EMR", "BPN", "PRS"}
	xtnEquipment = [...]string{"PH", "CP", "FX", "BP", "MD", "SAT"}
)

// xtnAreaStart reports the local number whose '^' is at s[c] as XTN.7:
// the area code (XTN.6, one to five digits) and the country code (XTN.5,
// none to three) before it, then an e-mail component, the equipment type
// and the use code. It returns where the area code starts, -1 otherwise.
func xtnAreaStart(s string, c int) int {
	a := c
	for a > 0 && c-a < 5 && isDigit(s[a-1]) {
		a--
	}
	if a == c || a == 0 || s[a-1] != '^' {
		return -1
	}
	j := a - 1 // the '^' after the country code
	k := j
	for k > 0 && j-k < 3 && isDigit(s[k-1]) {
		k--
	}
	if k == 0 || s[k-1] != '^' {
		return -1
	}
	j = k - 1 // the '^' after the e-mail
	for k = j; k > 0 && j-k < 64 && s[k-1] != '^' && s[k-1] != '|'; k-- {
	}
	if k == 0 || s[k-1] != '^' {
		return -1
	}
	j = k - 1 // the '^' after the equipment type
	if !componentBefore(s, j, xtnEquipment[:]) {
		return -1
	}
	for k = j; s[k-1] != '^'; k-- {
	}
	if !componentBefore(s, k-1, xtnUseCodes[:]) {
		return -1
	}
	return a
}

// componentBefore reports one of codes right before the '^' at s[j],
// after another '^' (or a field's '|' or a repetition's '~').
func componentBefore(s string, j int, codes []string) bool {
	for _, c := range codes {
		k := j - len(c)
		if k >= 1 && s[k:j] == c && (s[k-1] == '^' || s[k-1] == '|' || s[k-1] == '~') {
			return true
		}
	}
	return false
}
