package scrub

import (
	"sort"
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

// plusSigns returns where a '+' stands before a digit in x.s, in order,
// read once per text.
func (x *ctxIndex) plusSigns() []int {
	if x.plusRead {
		return x.plusAt
	}
	x.plusRead = true
	s := x.s
	for i := strings.IndexByte(s, '+'); i >= 0; {
		if intlAt(s, i) {
			x.plusAt = append(x.plusAt, i)
		}
		j := strings.IndexByte(s[i+1:], '+')
		if j < 0 {
			break
		}
		i += 1 + j
	}
	return x.plusAt
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

// rowNear reports the '+' at s[p] on another line than s[start:end], at
// most three lines away with no blank line between: a row of the same
// list. Counted, not walked: both are vector searches.
func rowNear(s string, p, start, end int) bool {
	var between string
	switch {
	case p < start:
		between = s[p:start]
	case p >= end:
		between = s[end:p]
	default:
		return false
	}
	n := strings.Count(between, "\n")
	return n >= 1 && n <= 3 && !strings.Contains(between, "\n\n") && !strings.Contains(between, "\n\r\n")
}

// intlNear reports an international number ('+' and eight digits) on a
// row of the list the number s[start:end] may stand in (rowNear): the
// cheap first question, a binary search that most numbers end at.
func (x *ctxIndex) intlNear(start, end int) bool {
	plus := x.plusSigns()
	if len(plus) == 0 {
		return false
	}
	for i := sort.SearchInts(plus, start-listReach); i < len(plus) && plus[i] < end+listReach; i++ {
		if rowNear(x.s, plus[i], start, end) {
			return true
		}
	}
	return false
}

// besideIntl reports the national number s[start:end] (its digits in nat,
// values 0-9) as a phone of a list whose other rows give theirs in
// international form (see above).
func (x *ctxIndex) besideIntl(start, end int, nat []byte) bool {
	if len(nat) < 8 || len(nat) > 12 {
		return false
	}
	s := x.s
	plus := x.plusSigns()
	var mine listPlace
	placed := false
	checked := 0
	for i := sort.SearchInts(plus, start-listReach); i < len(plus) && plus[i] < end+listReach && checked < 8; i++ {
		p := plus[i]
		if !rowNear(s, p, start, end) {
			continue
		}
		checked++
		if !nationalPlan(countryCodeAt(s, p+1), nat) {
			continue
		}
		if !placed {
			mine, placed = placeOf(s, lineStart(s, start), start), true
			if !mine.named || mine.over || x.any(catID|catPart|catAccount|catCard|catSSN, lineStart(s, start), start) {
				// No name or word before it: no row of people; or a
				// word for another number before it on its line
				// ("Adóazonosító jel: 8588755389").
				return false
			}
		}
		if placeOf(s, lineStart(s, p), p) == mine {
			return true
		}
	}
	return false
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
