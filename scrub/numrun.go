package scrub

import "strings"

// A run is a short sequence of digit groups joined by the separators people
// type inside phone and card numbers ("(555) 123-4567", "4111 1111 1111 1111",
// "+44 20 7946 0958"). Phones, cards and SSNs are all recognised from runs.
// A run is parsed from one starting group with a fixed bound on its length,
// so the cost per start is constant and a scan stays linear.

const maxGroups = 9

type group struct {
	start, end int // byte range of the digits
	nd         int // number of digits (a full-width digit counts once)
}

type run struct {
	g    [maxGroups]group
	sep  [maxGroups]uint8 // sep[k]: separator kinds between g[k] and g[k+1]
	n    int
	more bool // the run continues past g[n-1] (it hit maxGroups)

	// What windowDigits and windowSeps return for groups [0,k), kept as
	// the groups are parsed: the matchers ask them of every window.
	digitsTo [maxGroups + 1]int
	sepsTo   [maxGroups + 1]uint8

	// Left context of g[0].
	plus     int   // offset of a '+' right before g[0], or -1
	open     int   // offset of a '(' right before g[0], or -1
	leftJoin uint8 // separator kinds joining g[0] to a digit on its left, 0 if none

	// Right context after g[n-1] when !more.
	rightDirty bool // a word character (or '@') is glued to the last group
	cell       bool // g[0] is a cell of a table aligned with spaces, and the run ends with it

	// lastEnd is where the number found last ends, or -1: findNumbers
	// keeps it here for leftContext. lastPhoneEnd is the same for the
	// last phone (phoneListedAfter).
	lastEnd, lastPhoneEnd int

	// edi caches whether the text is an EDIFACT interchange (0 not yet
	// asked, 1 yes, 2 no): its '+' parts elements (edifactSep).
	edi int8
}

// scanGroup returns the end and digit count of the digit group at s[p].
func scanGroup(s string, p int) (end, nd int) {
	end = p
	for end < len(s) {
		c := s[end]
		if c-'0' < 10 {
			end++
			nd++
			continue
		}
		if c < 0x80 {
			break
		}
		if _, w, ok := digitAt(s, end); ok {
			end += w
			nd++
			continue
		}
		break
	}
	return end, nd
}

// groupAt reads the digit group at s[p] as scanGroup does, the ASCII digits
// inline: it returns the group's end and digit count.
func groupAt(s string, p int) (end, nd int) {
	e := p
	for e < len(s) && s[e]-'0' < 10 {
		e++
	}
	if e < len(s) && s[e] >= 0x80 {
		return scanGroup(s, p) // other digit systems
	}
	return e, e - p
}

// spacedDash reports " - " or " – " (an en dash) at s[i] and a byte after
// it.
func spacedDash(s string, i int) bool {
	if i+3 >= len(s) || s[i] != ' ' {
		return false
	}
	if s[i+1] == '-' {
		return s[i+2] == ' '
	}
	return i+5 < len(s) && s[i+1] == 0xE2 && s[i+2] == 0x80 && s[i+3] == 0x93 && s[i+4] == ' '
}

// scanSep reads the separator between two digit groups starting at s[i]: at
// most three characters, at most one dash or dot, an opening parenthesis only
// last and a closing one only first ("555) 123", "+1 (555"). It returns the
// kinds seen and the offset of the next group, or ok=false when s[i] does not
// lead to another group of the same number.
func scanSep(s string, i int) (kinds uint8, next int, ok bool) {
	// The common cases first, from one or two ASCII bytes: no separator,
	// or a single one before an ASCII digit.
	if i < len(s) && s[i] < 0x80 {
		k := asciiSep[s[i]]
		if k == 0 || k == sPlus {
			return 0, 0, false
		}
		if i+1 < len(s) && s[i+1]-'0' < 10 {
			return k, i + 1, true
		}
	}
	j, cnt, tight := i, 0, 0
	var last uint8
	for j < len(s) {
		var k uint8
		w := 1
		if c := s[j]; c < 0x80 {
			// ASCII without a call: a digit ends the separator,
			// asciiSep is sepAt.
			if c-'0' < 10 {
				break
			}
			k = asciiSep[c]
		} else {
			if _, _, d := digitAt(s, j); d {
				break
			}
			k, w = sepAt(s, j)
		}
		if k == 0 || k == sPlus || cnt == 3 {
			return 0, 0, false
		}
		if k == sClose && cnt > 0 {
			return 0, 0, false
		}
		if last == sOpen {
			return 0, 0, false // "(" must be last
		}
		if k&(sDash|sUDash|sDot) != 0 {
			tight++
		}
		kinds |= k
		last = k
		j += w
		cnt++
	}
	if cnt == 0 || j >= len(s) || tight > 1 {
		return 0, 0, false
	}
	if kinds&sDot != 0 && cnt != 1 {
		return 0, 0, false // "3. 4" ends a sentence, it does not join digits
	}
	if kinds == sSpace && cnt == 3 {
		// Three blanks set a table's cells or a form's fields apart
		// ("Tel: 06 1234 5678   12 items"); no one writes them inside
		// a number.
		return 0, 0, false
	}
	if kinds&(sDash|sUDash) != 0 && kinds&sSpace != 0 && last&(sDash|sUDash) != 0 && kinds&(sOpen|sClose) == 0 {
		// "12 -34": a space then a dash glued to the digits reads as a
		// minus sign (coordinates, diffs), not as a joiner.
		if k, _ := sepAt(s, i); k == sSpace {
			return 0, 0, false
		}
	}
	return kinds, j, true
}

// sepAfter is what scanSep says after a group: the separator kinds, where
// the next group starts, and whether there is one.
type sepAfter struct {
	kinds uint8
	next  int
	ok    bool
}

// sepAfterOf reads the separator after the group ending at s[e].
func sepAfterOf(s string, e int) sepAfter {
	k, next, ok := scanSep(s, e)
	return sepAfter{k, next, ok}
}

// parseRun parses the run that starts with the group s[p:e] (nd digits).
func parseRun(s string, p, e, nd int, r *run) { parseRunAfter(s, p, e, nd, sepAfterOf(s, e), r) }

// parseRunAfter is parseRun when the separator after the first group has
// been read already.
func parseRunAfter(s string, p, e, nd int, first sepAfter, r *run) {
	r.more = false
	r.rightDirty = false
	r.cell = false
	r.g[0] = group{p, e, nd}
	r.digitsTo[1], r.sepsTo[1] = nd, 0
	n := len(s)
	// The count and the end of the last group stay in locals; r.n is
	// written once, on the way out.
	k, last := 1, e
	kinds, next, ok := first.kinds, first.next, first.ok
	dashed := false // every separator so far a spaced dash
	for {
		if !ok {
			r.n = k
			r.rightDirty = gluedAfter(s, last)
			return
		}
		if sd := spacedDash(s, last); k == 1 {
			dashed = sd
		} else if !sd {
			dashed = false
		} else if !dashed {
			// " - " (or " – ") after a number of several groups sets
			// the next one apart ("Tel: 020 7946 0958 - 07700 900123",
			// "tel 06-11798180 – 1094 AB"); after a lone area code it
			// joins ("010 - 276 99 62"), and between every two groups
			// it is the number's own joiner, as chats write it
			// ("+1 - 512 - 896 - 4445", "tél 06 - 79 - 98 - 28 - 60").
			r.n = k
			return
		}
		if k == 1 && next-last == 2 && s[last] == ' ' && s[last+1] == ' ' && twoSpacesBefore(s, p) && p >= 3 && s[p-3]-'0' < 10 {
			// A run that starts in a cell after a cell of digits, in a
			// table aligned with spaces (compoundBefore), ends with
			// its cell: the group after its two spaces is the next
			// column's, as the group after a cell starts afresh. Else
			// a row's last cells ("…  010  010  010  010") would read
			// as a number where the row does not, and the cells
			// before them again once those were scrubbed (before the
			// marker), round after round. A number spaced by two is
			// read from its first group ("4358  6066  3029 …",
			// "Tel.  0412  345 678").
			r.n = k
			r.cell = true
			return
		}
		if k == maxGroups {
			r.n = k
			r.more = true
			r.sep[k-1] = kinds
			return
		}
		// groupAt, spelled out: the call is not inlined, and this is
		// the run parse's inner loop.
		ge := next
		for ge < n && s[ge]-'0' < 10 {
			ge++
		}
		gnd := ge - next
		if ge < n && s[ge] >= 0x80 {
			ge, gnd = scanGroup(s, next) // other digit systems
		}
		if kinds&sOpen != 0 && (ge >= n || s[ge] != ')' && !(ge+3 <= n && s[ge:ge+3] == "）")) {
			// A parenthesis wraps an area code, one group, and closes
			// right after it ("+7 (926) 790-33-34"); one that does not
			// opens a note of its own ("… 790-33-34 (10 500 ₽)").
			r.n = k
			r.rightDirty = gluedAfter(s, last)
			return
		}
		if kinds&sSpace != 0 {
			if gluedAfter(s, ge) {
				if _, ok := extension(s, ge); !ok {
					// "… 98051 4cca4a50-…": after a space, digits glued to
					// letters start another token (a hex id, "4pm"); the
					// run ends before them, on the space.
					r.n = k
					return
				}
			} else if ge < n && (timeOrDateAt(s, next, ge) || s[ge] == '.' && amountAt(s, next, ge)) {
				// "+44 20 7946 0958 2026-03-14", "… 4567 10:22:31": a
				// date or a time after a space is a token of its own,
				// and so is an amount ("…/07410  15.641,86 €").
				r.n = k
				return
			}
		}
		r.sep[k-1] = kinds
		r.g[k] = group{next, ge, gnd}
		r.digitsTo[k+1], r.sepsTo[k+1] = r.digitsTo[k]+gnd, r.sepsTo[k]|kinds
		k++
		last = ge
		if last+1 < n && s[last] < 0x80 && s[last+1]-'0' < 10 {
			// One ASCII separator before an ASCII digit (scanSep's
			// first case, inline); '+' joins nothing.
			kinds = asciiSep[s[last]]
			next, ok = last+1, kinds != 0 && kinds != sPlus
		} else {
			kinds, next, ok = scanSep(s, last)
		}
	}
}

// timeOrDateAt reports a time ("10:22", "10:22:31") or a calendar date
// (dateFirst) that starts with the ASCII digit group s[p:e].
func timeOrDateAt(s string, p, e int) bool {
	return timeDateSep[s[e]] && timeOrDateAtSep(s, p, e) // most groups: told inline
}

// timeDateSep marks what follows the first group of a time or a date.
var timeDateSep = [256]bool{':': true, '-': true, '.': true, '/': true}

// timeOrDateAtSep is timeOrDateAt once a colon, a dash, a dot or a slash follows
// the group.
func timeOrDateAtSep(s string, p, e int) bool {
	c := s[e]
	if c == ':' {
		return e-p <= 2 && e+2 < len(s) && s[e+1]-'0' < 10 && s[e+2]-'0' < 10
	}
	return (c == '-' || c == '.' || c == '/') && (e-p == 4 || e-p == 2) && e+6 <= len(s) && dateFirst(s, p, e)
}

// amountAt reports an amount written with dots between thousands and a
// decimal comma (German, Spanish, Italian, Brazilian) that starts with the
// ASCII group s[p:e] of one to three digits: "15.641,86", "1.234.567,89".
func amountAt(s string, p, e int) bool {
	if e-p > 3 {
		return false
	}
	for e < len(s) && s[e] == '.' {
		if e+4 > len(s) || !isDigit(s[e+1]) || !isDigit(s[e+2]) || !isDigit(s[e+3]) {
			return false
		}
		e += 4
	}
	return e+3 <= len(s) && s[e] == ',' && isDigit(s[e+1]) && isDigit(s[e+2]) && (e+3 == len(s) || !isDigit(s[e+3]))
}

// gluedAfter reports whether the number ending at s[i] continues as part of
// a larger token: a word character or '@' right after it, or a dash or dot
// followed by a word character ("4567-abc", "4567.com").
func gluedAfter(s string, i int) bool {
	if i >= len(s) {
		return false
	}
	if c := s[i]; c < 0x80 {
		// ASCII, decided without a call: what numWordAt says for it,
		// and after a dash or dot the same question for the next byte,
		// which glues when it is a letter or '_', never a digit.
		if c != '-' && c != '.' {
			return c == '@' || isWordByte(c) && (c != '_' || !blankAfter(s, i))
		}
		if i+1 >= len(s) {
			return false
		}
		if c1 := s[i+1]; c1 < 0x80 {
			return class[c1]&(cAlpha|cUnder) != 0
		}
		return numWordAt(s, i+1) && !digitStartsAt(s, i+1) // "००७५-४६४८" goes on
	}
	if numWordAt(s, i) {
		return true
	}
	if k, w := sepAt(s, i); k&(sDash|sUDash|sDot) != 0 {
		return numWordAt(s, i+w) && !digitStartsAt(s, i+w)
	}
	return false
}

// digitStartsAt reports a digit of any system digitAt reads at s[i].
func digitStartsAt(s string, i int) bool {
	if i >= len(s) {
		return false
	}
	_, _, ok := digitAt(s, i)
	return ok
}

// leftSide is what lies right before a digit group: the separator
// character touching it, and the one to three separator characters before
// it with whether a digit group ends behind them (the group would continue
// that number). Read once per group, it serves quickReject and leftContext.
type leftSide struct {
	k0    uint8 // kind of the separator right before the group, 0 if none
	w0    int   // its width
	kinds uint8 // kinds of the separator characters walked back over ('+' stops the walk)
	j     int   // where the walk stopped
	digit bool  // a digit ends at s[j]
}

// leftOf reads the leftSide of the group starting at s[p].
func leftOf(s string, p int) leftSide {
	var l leftSide
	l.k0, l.w0 = sepBefore(s, p)
	l.j = p
	k, w := l.k0, l.w0
	for cnt := 0; cnt < 3; cnt++ {
		if cnt > 0 {
			k, w = sepBefore(s, l.j)
		}
		if k == 0 || k == sPlus {
			break
		}
		l.kinds |= k
		l.j -= w
	}
	l.digit = l.kinds != 0 && digitBefore(s, l.j) && !afterColon(s, l.j) && !(colonNear(s, l.j) && portBefore(s, l.j)) &&
		!(l.kinds&sSpace != 0 && compoundBefore(s, l.j))
	return l
}

// compoundBefore reports whether the ASCII digit group ending at s[j] is the
// end of a token that is more than a number: joined to the digits before it
// by a dash, dot, colon or slash ("2026-03-14", "15.01.2024", "10:22:31",
// "10.0.0.1", "3/4"), or the number of an item in a list ("1. ", "2) " at
// the start of a line or after a space). A space after such a token ends
// it: the group after the space starts a number of its own, spaced or not
// ("2026-03-14 4111 1111 1111 1111", "15.01.2024 0171 1234567", "1. 020
// 7946 0958"), where after a plain number it would continue a list. Digits
// glued to a word are no such end: a code's spaced digits go on after it
// ("UPS 1Z 999 AA1 01 2345 6784"). Only the last 20 digits are looked at,
// so the cost per group is bounded.
func compoundBefore(s string, j int) bool {
	k := j
	for k > 0 && j-k < 20 && s[k-1]-'0' < 10 {
		k--
	}
	if k == j || j-k == 20 {
		return false
	}
	if j+1 < len(s) && (s[j] == '.' || s[j] == ')') && (s[j+1] == ' ' || s[j+1] == '\t') && j-k <= 3 &&
		(k == 0 || s[k-1] == '\n' || s[k-1] == ' ' || s[k-1] == '\t' || s[k-1] == '(' && s[j] == ')') {
		return true // "1. ", "12) ", "(3) "
	}
	if k == 0 {
		return false
	}
	c := s[k-1]
	if twoSpacesBefore(s, k) && j+2 < len(s) && s[j] == ' ' && s[j+1] == ' ' && s[j+2] != ' ' {
		// "李伟  8021  138 8779 0553": a cell of a text table aligned
		// with spaces, two spaces or more before it and exactly two
		// after it (three never join), is a column of its own, an
		// extension's beside the mobile's.
		return true
	}
	return (c == '-' || c == '.' || c == ':' || c == '/') && k >= 2 && s[k-2]-'0' < 10
}

// twoSpacesBefore reports two spaces before s[p], where a cell of a table
// aligned with spaces may start.
func twoSpacesBefore(s string, p int) bool { return p >= 2 && s[p-1] == ' ' && s[p-2] == ' ' }

// afterColon reports whether the one or two ASCII digits ending at s[j]
// follow a colon between digits, as a time's minutes do ("10:30"): no number
// starts there (numberAt), so a group after them starts its own. Kept small
// enough to be inlined; ports are portBefore's.
func afterColon(s string, j int) bool {
	k := j
	for k > 0 && j-k < 3 && s[k-1]-'0' < 10 {
		k--
	}
	return j-k >= 1 && j-k <= 2 && k >= 2 && s[k-1] == ':' && s[k-2]-'0' < 10
}

// colonNear reports a colon at s[j-4], s[j-5] or s[j-6]: where one stands
// before a port of three to five digits ending at s[j].
func colonNear(s string, j int) bool {
	return j >= 5 && (s[j-4] == ':' || s[j-5] == ':' || j >= 6 && s[j-6] == ':')
}

// portBefore reports whether the three to five ASCII digits ending at s[j]
// are the port of an IPv4 address ("10.0.0.1:8080"): as after a time's
// minutes, no number starts there and a group after them starts its own.
// Callers spell out colonNear(s, j) && portBefore(s, j), so that the
// common case, no colon, costs no call.
func portBefore(s string, j int) bool {
	k := j
	for k > 0 && j-k < 6 && s[k-1]-'0' < 10 {
		k--
	}
	return j-k >= 3 && j-k <= 5 && k >= 2 && s[k-1] == ':' && ipv4Before(s, k-1)
}

// ipv4Before reports an IPv4 address in ASCII digits ending at s[j]: four
// groups of one to three digits, each at most 255, joined by dots, with no
// digit or dot before the first.
func ipv4Before(s string, j int) bool {
	for k := 0; k < 4; k++ {
		if k > 0 {
			if j == 0 || s[j-1] != '.' {
				return false
			}
			j--
		}
		v, m := 0, 1
		g := j
		for g > 0 && j-g < 4 && s[g-1]-'0' < 10 {
			g--
			v += int(s[g]-'0') * m
			m *= 10
		}
		if g == j || j-g > 3 || v > 255 {
			return false
		}
		j = g
	}
	return j == 0 || s[j-1] != '.' && s[j-1]-'0' >= 10
}

// leftContext fills the left-hand fields of r for a group starting at s[p]
// whose leftSide is l. It reports false when the number is glued to
// something that makes it part of a larger token or a price ("ABC-555…",
// "$4111…", "v1.2").
func leftContext(s string, p int, l leftSide, r *run) bool {
	r.plus, r.open, r.leftJoin = -1, -1, 0
	k, w := l.k0, l.w0
	switch {
	case k == sPlus:
		q := p - w
		if r.edifactSep(s, q) {
			// "COM+333-2615490:TE'", "NAD+BY+8411863138618::9":
			// EDIFACT's element separator, not the number's sign.
			return !currencyBefore(s, p)
		}
		// Right after a number found, a '+' starts the next as it does
		// after the marker that replaces it ("+447700900123+4477…", a
		// list glued by its pluses): Find's re-check would find one
		// number of the chain a round.
		if q > 0 && q != r.lastEnd && (numWordBefore(s, q) || s[q-1] == '+') {
			return false // "C++20", "1+2"
		}
		r.plus = q
		if k2, w2 := sepBefore(s, q); k2 == sOpen {
			// "(+33) 1 42 68 53 00": the country code in parentheses;
			// phoneWindow takes the parenthesis in when it closes
			// after the code.
			r.open = q - w2
		}
		return !currencyBefore(s, q)
	case k == 0:
		if p > 0 && s[p-1] == ';' {
			if q := entityPlusBefore(s, p); q >= 0 {
				// HTML's character reference for '+' ("Tel.: &#43;31 6
				// 45197635<br>") stands for it.
				if q > 0 && q != r.lastEnd && (numWordBefore(s, q) || s[q-1] == '+' || entityPlusBefore(s, q) >= 0) {
					return false // "C&#43;&#43;20"
				}
				r.plus = q
				return true
			}
		}
		return !currencyBefore(s, p)
	case k&(sDash|sUDash) != 0 && numWordBefore(s, p-w) && !digitBefore(s, p-w) && !ssnWordBefore(s, p-w):
		return false // "ABC-555-…": part of a code, not a number of its own ("SSN-123-45-6789" is labelled)
	}
	if k == sOpen {
		r.open = p - w
	}
	// A digit group just before, across at most three separator
	// characters: this group continues that number.
	if l.digit {
		r.leftJoin = l.kinds
	}
	return !currencyBefore(s, l.j)
}

// entityPlusBefore returns where an HTML character reference for '+'
// ("&#43;", "&#x2B;", "&plus;") ends right before s[p] starts, or -1.
func entityPlusBefore(s string, p int) int {
	if p < 5 || s[p-1] != ';' {
		return -1
	}
	if s[p-5:p] == "&#43;" {
		return p - 5
	}
	if p >= 6 && (s[p-6:p] == "&#x2B;" || s[p-6:p] == "&#x2b;" || s[p-6:p] == "&plus;") {
		return p - 6
	}
	return -1
}

// ssnWordBefore reports an SSN label as the ASCII word ending at s[j]
// ("SSN", "ITIN", "tax_id"): glued to the number by a dash, it labels it.
func ssnWordBefore(s string, j int) bool {
	k := j
	for k > 0 && j-k < 24 && class[s[k-1]]&(cAlpha|cUnder) != 0 {
		k--
	}
	return k < j && wordsOfAt(s, k, catSSN) != 0
}

// currencyBefore reports a currency sign right before s[i] (a price, not a
// phone or a card).
func currencyBefore(s string, i int) bool {
	return i > 0 && currencyEnd[s[i-1]] && currencyBeforeAt(s, i)
}

// currencyEnd marks the bytes that end a currency sign currencyBefore
// knows: most numbers have none of them before, told inline.
var currencyEnd = [256]bool{'$': true, 0xA3: true, 0xA5: true, 0xAC: true, 0xB9: true, 'p': true, 's': true}

// currencyBeforeAt is currencyBefore once the byte before s[i] may end a
// sign.
func currencyBeforeAt(s string, i int) bool {
	switch s[i-1] {
	case '$':
		return true
	case 0xA3, 0xA5: // £ ¥ (C2 A3, C2 A5)
		return i >= 2 && s[i-2] == 0xC2
	case 0xAC, 0xB9: // € ₹ (E2 82 AC, E2 82 B9)
		return i >= 3 && s[i-3] == 0xE2 && s[i-2] == 0x82
	case 'p', 's':
		// The rupiah's and the rupee's "Rp", "Rs" ("Rp 45.000.000").
		return i >= 2 && s[i-2] == 'R' && (i == 2 || !isAlpha(s[i-3]))
	}
	return false
}

// digitN returns the value of the k-th digit of group g (k counted from 0),
// whatever digit system it is written in, or -1 when g is shorter.
func digitN(s string, g group, k int) int {
	if g.end-g.start == g.nd {
		// ASCII digits, one byte each.
		if k < g.nd {
			return int(s[g.start+k] - '0')
		}
		return -1
	}
	for i := g.start; i < g.end; {
		v, w, ok := digitAt(s, i)
		if !ok {
			return -1
		}
		if k == 0 {
			return v
		}
		k--
		i += w
	}
	return -1
}

// groupValue returns the number group g writes (wrapping past 18 digits).
// A group of one byte per digit is ASCII and read without digitAt.
func groupValue(s string, g group) int {
	v := 0
	if g.end-g.start == g.nd {
		for _, c := range []byte(s[g.start:g.end]) {
			v = v*10 + int(c-'0')
		}
		return v
	}
	for j := g.start; j < g.end; {
		d, w, _ := digitAt(s, j)
		v = v*10 + d
		j += max(w, 1)
	}
	return v
}

// digits appends the digit values of s[from:to] to dst.
func digits(dst []byte, s string, from, to int) []byte {
	for i := from; i < to; {
		if c := s[i]; c-'0' < 10 {
			dst = append(dst, c-'0')
			i++
			continue
		}
		v, w, ok := digitAt(s, i)
		if !ok {
			i++
			continue
		}
		dst = append(dst, byte(v))
		i += w
	}
	return dst
}

// runDigits collects the digits of groups [0,k) of r into buf.
func runDigits(buf []byte, s string, r *run, k int) []byte {
	buf = buf[:0]
	for i := 0; i < k; i++ {
		buf = digits(buf, s, r.g[i].start, r.g[i].end)
	}
	return buf
}

// windowSeps ORs the separator kinds inside groups [0,k).
func windowSeps(r *run, k int) uint8 { return r.sepsTo[k] }

// windowDigits sums the digit counts of groups [0,k).
func windowDigits(r *run, k int) int { return r.digitsTo[k] }

// closedAfter reports whether groups [0,k) are the whole run.
func (r *run) closedAfter(k int) bool { return k == r.n && !r.more }

// edifactSep reports the '+' at s[q] as the element separator after an
// EDIFACT COM segment's tag, in an interchange (UNA, UNB or UNH in the
// text): the number after it is a phone's or a fax's (edifactPhoneAt).
// Other elements' '+' stay read as a sign: what follows them is a GLN or
// a document's number, and as "+…" no card's or national phone's.
func (r *run) edifactSep(s string, q int) bool {
	if q < 3 || s[q-3:q] != "COM" {
		return false
	}
	if r.edi == 0 {
		r.edi = 2
		if strings.Contains(s, "UNH+") || strings.Contains(s, "UNB+") || strings.Contains(s, "UNA:") {
			r.edi = 1
		}
	}
	return r.edi == 1
}
