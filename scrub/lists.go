package scrub

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Lists of people (a directory, a roster, a contact list, a CV's header):
// one person a line, the phone in the same place on every line. Where
// some rows give it in international form ("Дмитрий Кузнецов +7 (976)
// 816-18-45") and others as dialled at home ("Анна Смирнова 8 913 799 46
// 49"), the country code on the one says which numbering plan the others
// follow, and the layout says which number on their line is the phone.
// besideIntl asks both: a row of the same list (a line within three, no
// blank line between) whose '+' number stands where the candidate stands
// (listPlace: the same words, numbers and marks before it on its line),
// and a national number that the plan of that number's country writes
// (nationalPlan: its length and its leading digits). Orders, amounts and
// ids that share a list with one international phone stand elsewhere on
// their line ("Lucía — pedido 612 345 678") or fit no plan.

// plusSigns returns where an international number's '+' stands in x.s
// (intlAt), in order, read once per text; x.plusCC holds each one's
// country code.
func (x *ctxIndex) plusSigns() []int {
	if x.plusRead {
		return x.plusAt
	}
	x.plusRead = true
	s := x.s
	for i := strings.IndexByte(s, '+'); i >= 0; {
		if intlAt(s, i) {
			x.plusAt = append(x.plusAt, i)
			x.plusCC = append(x.plusCC, countryCodeAt(s, i+1))
		}
		j := strings.IndexByte(s[i+1:], '+')
		if j < 0 {
			break
		}
		i += 1 + j
	}
	return x.plusAt
}

// readLines reads the lines of x.s once, for eachRowPlus: where each
// ends, the paragraph each is in (a blank line starts the next), and the
// line of each '+' of plusSigns.
func (x *ctxIndex) readLines() {
	x.linesRead = true
	s := x.s
	para := 0
	ls := 0
	for {
		q := strings.IndexByte(s[ls:], '\n')
		le := len(s)
		if q >= 0 {
			le = ls + q
		}
		if blank(s[ls:le]) {
			para++
		}
		x.linePara = append(x.linePara, para)
		if q < 0 {
			break
		}
		x.lineEnds = append(x.lineEnds, le)
		ls = le + 1
	}
	line := 0
	for _, p := range x.plusAt {
		for line < len(x.lineEnds) && x.lineEnds[line] < p {
			line++
		}
		x.plusLine = append(x.plusLine, line)
	}
}

// lineOf returns the number of the line (from 0) holding s[i], once
// plusSigns has read the lines.
func (x *ctxIndex) lineOf(i int) int { return searchInts(x.lineEnds, i) }

// searchInts returns the first index of a (sorted) whose value is i or
// more, len(a) for none.
func searchInts(a []int, i int) int {
	lo, hi := 0, len(a)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if a[m] < i {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo
}

// blank reports a line of spaces, tabs and a carriage return only.
func blank(line string) bool {
	for i := 0; i < len(line); i++ {
		if c := line[i]; c != ' ' && c != '\t' && c != '\r' {
			return false
		}
	}
	return true
}

// intlAt reports an international number at the '+' s[p]: no digit or
// letter glued before it, and eight digits or more after it, in groups
// joined by single spaces, dashes, dots or parentheses ("+7 (976)
// 816-18-45", "+९१ ९८६८५ ३५७७५"; not "1+1%").
func intlAt(s string, p int) bool {
	if p > 0 && (isAlnum(s[p-1]) || s[p-1] == '+') {
		return false
	}
	n := 0
	for i := p + 1; i < len(s) && i-p < 40; {
		if _, w, ok := digitAt(s, i); ok {
			n++
			i += w
			continue
		}
		c := s[i]
		if (c == ' ' || c == '-' || c == '.' || c == '(' || c == ')') && i+1 < len(s) && i > p+1 {
			if _, _, ok := digitAt(s, i+1); ok || c == ')' || c == '(' || s[i+1] == '(' {
				i++
				continue
			}
		}
		break
	}
	return n >= 8
}

// listReach bounds how far from a number its list's rows are looked for:
// three lines of up to 160 bytes each way.
const listReach = 480

// eachRowPlus calls f with each '+' (plusSigns) on another line than
// s[start:end] at most three lines away, no blank line between, nearest
// first each way and at most six each way, until f returns true: the
// rows of a list the number may stand in.
func (x *ctxIndex) eachRowPlus(start, end int, f func(p, cc int) bool) bool {
	plus := x.plusSigns()
	if len(plus) == 0 {
		return false
	}
	k := searchInts(plus, start)
	if (k == 0 || start-plus[k-1] > listReach) && (k == len(plus) || plus[k]-end > listReach) {
		return false // no '+' within reach: most numbers end here
	}
	if !x.linesRead {
		x.readLines()
	}
	line := x.lineOf(start)
	para := x.linePara[line]
	for i, n := k-1, 0; i >= 0 && n < 6 && start-plus[i] <= listReach; i-- {
		pl := x.plusLine[i]
		if pl == line {
			continue
		}
		if line-pl > 3 || x.linePara[pl] != para {
			break
		}
		n++
		if f(plus[i], x.plusCC[i]) {
			return true
		}
	}
	for i, n := k, 0; i < len(plus) && n < 6 && plus[i]-end <= listReach; i++ {
		pl := x.plusLine[i]
		if plus[i] < end || pl == line {
			continue
		}
		if pl-line > 3 || x.linePara[pl] != para {
			break
		}
		n++
		if f(plus[i], x.plusCC[i]) {
			return true
		}
	}
	return false
}

// intlNear reports an international number ('+' and eight digits)
// within listReach bytes of s[start:end]: the cheap first question, a
// binary search that most numbers end at.
func (x *ctxIndex) intlNear(start, end int) bool {
	plus := x.plusSigns()
	if len(plus) == 0 {
		return false
	}
	k := searchInts(plus, start)
	return k > 0 && start-plus[k-1] <= listReach || k < len(plus) && plus[k]-end <= listReach
}

// besideIntl reports the national number s[start:end] (its digits in nat,
// values 0-9) as a phone of a list whose other rows give theirs in
// international form (see above).
func (x *ctxIndex) besideIntl(start, end int, nat []byte) bool {
	if len(nat) < 8 || len(nat) > 12 {
		return false
	}
	s := x.s
	var mine listPlace
	placed, refused := false, false
	return x.eachRowPlus(start, end, func(p, cc int) bool {
		if refused || !nationalPlan(cc, nat) {
			return false
		}
		if !placed {
			ls := lineStart(s, start)
			mine, placed = placeOf(s, ls, start), true
			if !mine.named || mine.over || x.any(catID|catPart|catAccount|catCard|catSSN, ls, start) {
				// No name before it: no row of people; or a word for
				// another number before it on its line ("Adóazonosító
				// jel: 8588755389").
				refused = true
				return false
			}
		}
		return placeOf(s, lineStart(s, p), p) == mine
	})
}

// lineStart returns where the line holding s[i] starts, looked for at
// most listReach bytes back (a longer line is cut there).
func lineStart(s string, i int) int {
	lo := max(0, i-listReach)
	return lo + strings.LastIndexByte(s[lo:i], '\n') + 1
}

// listPlace is where a number stands on its line: what comes before it,
// each run of words one 'a', each number one '9', each mark itself
// (spaces dropped), up to 15 of them.
type listPlace struct {
	b     [15]byte
	n     int
	named bool // a person's name stands before it
	over  bool // more than fit
}

// placeOf returns the place of the number that starts at s[p] on the line
// starting at s[ls].
func placeOf(s string, ls, p int) listPlace {
	var pl listPlace
	push := func(c byte) {
		switch {
		case pl.over || pl.n > 0 && pl.b[pl.n-1] == c:
		case pl.n == len(pl.b):
			pl.over = true // too long a lead for a list's row
		default:
			pl.b[pl.n] = c
			pl.n++
		}
	}
	// A person's name: two capitalised words with only a space between
	// ("Anna Smirnova", "Lucía Fernández"), or any word of a script
	// without capitals (Arabic, Devanagari, CJK). A label ("Total:")
	// is none.
	inWord, wordCap, prevCap := false, false, false
	letter := func(upper, uncased bool) {
		push('a')
		if inWord {
			return
		}
		inWord, wordCap = true, upper
		if uncased || upper && prevCap {
			pl.named = true
		}
	}
	other := func() { inWord, prevCap = false, false }
	for i := ls; i < p && !pl.over; {
		c := s[i]
		if c < 0x80 {
			i++
			switch {
			case isDigit(c) || c == '+' || c == '(' || c == ')':
				push('9')
				other()
			case isAlpha(c):
				letter(isUpper(c), false)
			case c == ' ' || c == '\t':
				if inWord {
					prevCap = wordCap
				}
				inWord = false
			case (c == '.' || c == '-' || c == '\'') && inWord:
				// inside a name: "A.B.", "Jean-Luc", "O'Neil"
			case (c == '.' || c == '-' || c == '/') && pl.n > 0 && pl.b[pl.n-1] == '9':
				// inside a number: "8-913", "01.02"
			default:
				push(c)
				other()
			}
			continue
		}
		if _, w, ok := digitAt(s, i); ok {
			push('9')
			other()
			i += w
			continue
		}
		r, w := utf8.DecodeRuneInString(s[i:])
		i += w
		switch {
		case unicode.IsSpace(r), r == 0x200B, r == 0x200C, r == 0x200D:
			if inWord {
				prevCap = wordCap
			}
			inWord = false
		case unicode.IsPunct(r) || unicode.IsSymbol(r) || r == utf8.RuneError:
			push(byte(r) | 0x80)
			other()
		case unicode.IsUpper(r):
			letter(true, false)
		case unicode.IsLower(r) || unicode.IsMark(r) && inWord:
			letter(false, false)
		default:
			letter(false, true) // no case: Arabic, Devanagari (its vowel signs too), CJK
		}
	}
	return pl
}

// countryCodeAt returns the country code of the international number
// whose digits start at s[i] (after its '+'): the first group when it has
// one to three digits, else the code among nationalPlan's that its digits
// start with; 0 when there is none.
func countryCodeAt(s string, i int) int {
	v, n := 0, 0
	for n < 4 && i < len(s) {
		d, w, ok := digitAt(s, i)
		if !ok {
			break
		}
		v = v*10 + d
		n++
		i += w
	}
	if n >= 1 && n <= 3 {
		return v
	}
	if n < 4 {
		return 0
	}
	for _, c := range [...]int{v / 1000, v / 100, v / 10} {
		if nationalPlan(c, nil) {
			return c
		}
	}
	return 0
}

// nationalPlan reports the digits nat (values 0-9) as a number the plan of
// country code cc writes at home, with its trunk prefix where it has one:
// its length and its leading digits (mobiles and geographic numbers; not
// its service numbers). A nil nat asks whether the plan is known. The
// plans: NANP (1), Russia and Kazakhstan (7: the trunk 8, or a mobile's
// ten digits), Egypt (20), South Africa (27), Greece (30: 2 for a
// landline, 69 for a mobile), the Netherlands, Belgium, France, Spain
// (nine digits from 6 to 9), Hungary (06), Italy (a mobile's 3, a
// landline's 0), Romania, Switzerland, Austria, the UK, Denmark, Sweden,
// Norway, Poland, Germany, Peru, Mexico (ten digits), Argentina, Brazil,
// Chile, Colombia, Malaysia, Australia, Indonesia, the Philippines, New
// Zealand, Singapore, Thailand, Japan, Korea, Vietnam, China (a mobile's
// 1[3-9], a landline's 0), Turkey, India (ten digits from 6 to 9, or the
// trunk 0), Pakistan, Nigeria, Kenya, Portugal, Ireland, Ukraine, Czechia,
// Hong Kong, Saudi Arabia, the Emirates, Israel.
func nationalPlan(cc int, nat []byte) bool {
	n := len(nat)
	var a, b, c byte = 10, 10, 10
	if n > 2 {
		a, b, c = nat[0], nat[1], nat[2]
	}
	trunk0 := a == 0 && b != 0
	if trunk0 && (b == 8 || b == 9) && c == 0 || cc == 34 && a == 9 && b == 0 {
		// Freephone and premium numbers (0800, 0900, Spain's 900):
		// a service's line, not a row's person.
		return false
	}
	switch cc {
	case 1:
		if n == 11 && a == 1 {
			nat, n, a, b, c = nat[1:], 10, b, c, nat[3]
		}
		return nat == nil || n == 10 && a >= 2 && !(b == 1 && c == 1) && nat[3] >= 2 && !(nat[4] == 1 && nat[5] == 1)
	case 7:
		return nat == nil || n == 11 && a == 8 && (b == 3 || b == 4 || b == 8 || b == 9) || n == 10 && a == 9
	case 20:
		return nat == nil || n == 11 && a == 0 && b == 1 && (c == 0 || c == 1 || c == 2 || c == 5) || n == 10 && trunk0 && b != 1
	case 27:
		return nat == nil || n == 10 && trunk0 && b <= 8
	case 30:
		return nat == nil || n == 10 && (a == 2 || a == 6 && b == 9)
	case 31, 33, 84, 380, 40:
		return nat == nil || n == 10 && trunk0
	case 32, 66, 353, 971, 972:
		return nat == nil || (n == 9 || n == 10) && trunk0
	case 34:
		return nat == nil || n == 9 && a >= 6 && a <= 9
	case 36:
		return nat == nil || (n == 10 || n == 11) && a == 0 && b == 6
	case 39:
		return nat == nil || n == 10 && a == 3 && b != 0 || n >= 8 && n <= 11 && trunk0
	case 41:
		return nat == nil || n == 10 && trunk0 && b >= 2
	case 43:
		return nat == nil || n >= 8 && trunk0
	case 44:
		return nat == nil || (n == 10 || n == 11) && trunk0 && (b <= 3 || b == 7 || b == 8)
	case 45, 47:
		return nat == nil || n == 8 && a >= 2
	case 46:
		return nat == nil || n >= 8 && n <= 10 && trunk0
	case 48, 420:
		return nat == nil || n == 9 && a >= 2
	case 49:
		return nat == nil || n >= 10 && trunk0
	case 51:
		return nat == nil || n == 9 && a == 9
	case 52:
		return nat == nil || n == 10 && a >= 2
	case 54:
		return nat == nil || n == 10 && a >= 1 || n == 11 && trunk0
	case 55:
		return nat == nil || (n == 10 || n == 11) && a >= 1 && b >= 1 || (n == 11 || n == 12) && trunk0
	case 56:
		return nat == nil || n == 9 && (a == 9 || a == 2)
	case 57:
		return nat == nil || n == 10 && (a == 3 || a == 6 && b == 0)
	case 60:
		return nat == nil || n >= 9 && n <= 11 && trunk0
	case 61:
		return nat == nil || n == 10 && trunk0 && (b == 2 || b == 3 || b == 4 || b == 7 || b == 8)
	case 62:
		return nat == nil || n >= 10 && a == 0 && b == 8
	case 63:
		return nat == nil || n == 11 && a == 0 && b == 9
	case 64:
		return nat == nil || n >= 8 && n <= 11 && trunk0
	case 65:
		return nat == nil || n == 8 && (a == 6 || a == 8 || a == 9)
	case 81, 82:
		return nat == nil || (n == 10 || n == 11) && trunk0
	case 86:
		return nat == nil || n == 11 && a == 1 && b >= 3 || (n == 11 || n == 12) && trunk0
	case 90:
		return nat == nil || n == 11 && trunk0 && b >= 2 && b <= 5 || n == 10 && a >= 2 && a <= 5
	case 91:
		return nat == nil || n == 10 && a >= 6 || n == 11 && trunk0
	case 92:
		return nat == nil || n == 11 && a == 0 && b == 3
	case 234:
		return nat == nil || n == 11 && a == 0 && b >= 7
	case 254:
		return nat == nil || n == 10 && a == 0 && (b == 1 || b == 7)
	case 351:
		return nat == nil || n == 9 && (a == 2 || a == 9)
	case 852:
		return nat == nil || n == 8 && a >= 2 && a != 4 && a != 7 && a != 8
	case 966:
		return nat == nil || n == 10 && a == 0 && b == 5 || n == 9 && trunk0
	}
	return false
}
