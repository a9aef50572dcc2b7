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
// country code once a row asks for it (plusCode).
func (x *ctxIndex) plusSigns() []int {
	if x.plusRead {
		return x.plusAt
	}
	x.plusRead = true
	s := x.s
	for i := strings.IndexByte(s, '+'); i >= 0; {
		if intlAt(s, i) {
			x.plusAt = append(x.plusAt, i)
			x.plusCC = append(x.plusCC, -1) // read when a row asks (plusCode)
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
	l := x.list()
	for _, p := range x.plusAt {
		for line < len(x.lineEnds) && x.lineEnds[line] < p {
			line++
		}
		x.plusLine = append(x.plusLine, line)
		l.plusPlace = append(l.plusPlace, listPlace{})
		l.plusPlaced = append(l.plusPlaced, false)
	}
}

// listState is what the list rule reads of one text beyond the '+'
// numbers and the lines: kept out of ctxIndex, which every text clears,
// and cleared when a text first asks (ctxIndex.list).
type listState struct {
	plusPlace  []listPlace // the place of each '+' of plusAt on its line (placeOf), once plusPlaced
	plusPlaced []bool
	mine       placeWalk // the reading of the line of the national number placed last (placeAt)
	mineLS     int       // where that reading started, -1 for none

	capTo, capLast, nlLast int // nameMayLead's cursor: s read up to capTo, its last capital (or non-ASCII byte) and '\n' there (-1 for none)
}

// list returns x's listState, cleared for x.s.
func (x *ctxIndex) list() *listState {
	if !x.lstOn {
		if x.lst == nil {
			x.lst = new(listState)
		}
		l := x.lst
		*l = listState{plusPlace: l.plusPlace[:0], plusPlaced: l.plusPlaced[:0], mineLS: -1, capLast: -1, nlLast: -1}
		x.lstOn = true
	}
	return x.lst
}

// plusCode returns the country code of the '+' number plusAt[k]
// (countryCodeAt), read once.
func (x *ctxIndex) plusCode(k int) int {
	if x.plusCC[k] < 0 {
		x.plusCC[k] = countryCodeAt(x.s, x.plusAt[k]+1)
	}
	return x.plusCC[k]
}

// plusPlaceOf returns placeOf for the '+' plusAt[k]: read once per '+',
// and the '+' numbers of one line that share its line start in one
// reading of it.
func (x *ctxIndex) plusPlaceOf(k int) listPlace {
	l := x.list()
	if l.plusPlaced[k] {
		return l.plusPlace[k]
	}
	s, plus := x.s, x.plusAt
	ls := lineStart(s, plus[k])
	w := placeWalk{i: ls}
	if ls > 0 && s[ls-1] != '\n' {
		// More than listReach into its line: read from there.
		w.to(s, plus[k])
		l.plusPlace[k], l.plusPlaced[k] = w.pl, true
		return w.pl
	}
	// The line's '+' numbers from its start, up to the first that
	// stands more than listReach into it.
	for j := searchInts(plus, ls); j < len(plus) && x.plusLine[j] == x.plusLine[k] && lineStart(s, plus[j]) == ls; j++ {
		w.to(s, plus[j])
		l.plusPlace[j], l.plusPlaced[j] = w.pl, true
	}
	return l.plusPlace[k]
}

// placeAt returns placeOf(x.s, ls, p) for a national number, reading on
// from the number placed last when it stands further on the same line
// from the same start (the numbers of a line are asked in order).
func (x *ctxIndex) placeAt(ls, p int) listPlace {
	l := x.list()
	if l.mineLS != ls || l.mine.i > p {
		l.mine, l.mineLS = placeWalk{i: ls}, ls
	}
	l.mine.to(x.s, p)
	return l.mine.pl
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
		if s[i]-'0' < 10 {
			n++
			i++
			continue
		}
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

// eachRowPlus calls f with the index in plusAt (and the country code) of
// each '+' (plusSigns) on another line than
// s[start:end] at most three lines away, no blank line between, nearest
// first each way and at most six each way, until f returns true: the
// rows of a list the number may stand in.
func (x *ctxIndex) eachRowPlus(start, end int, f func(k, cc int) bool) bool {
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
		if f(i, x.plusCode(i)) {
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
		if f(i, x.plusCode(i)) {
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

// nameMayLead reports a capital letter or a non-ASCII byte before s[start]
// on its line, as lineStart cuts it: placeOf finds a person's name in
// none other, so a number without one (a column of ids, "123456789"
// under "+12345678") is no row of a list of people, and is turned away
// before its digits, its line and its rows are read. It reads back from
// start to the first capital or '\n', or to where it read up to for the
// number asked before (the numbers are asked in order): each byte is
// read once, and at most listReach bytes for a number asked out of order.
func (x *ctxIndex) nameMayLead(start int) bool {
	s, l := x.s, x.list()
	lo := max(0, start-listReach)
	if start < l.capTo {
		// Asked out of order: read back to the line's start.
		for i := start - 1; i >= lo; i-- {
			if c := s[i]; c == '\n' {
				return false
			} else if c >= 0x80 || c-'A' < 26 {
				return true
			}
		}
		return false
	}
	b := max(lo, l.capTo)
	l.capTo = start
	for i := start - 1; i >= b; i-- {
		// The last capital or '\n' before start: one before it
		// matters to no number after it.
		if c := s[i]; c == '\n' {
			l.nlLast = i
			return false
		} else if c >= 0x80 || c-'A' < 26 {
			l.capLast = i
			return true
		}
	}
	// None in s[b:start]: what was read before b says.
	return l.capLast >= max(l.nlLast+1, lo)
}

// besideIntl reports the national number s[start:end] (its digits in nat,
// values 0-9) as a phone of a list whose other rows give theirs in
// international form (see above).
func (x *ctxIndex) besideIntl(start, end int, nat []byte) bool {
	if len(nat) < 8 || len(nat) > 12 {
		return false
	}
	var mine listPlace
	ls := -1
	refused := false
	return x.eachRowPlus(start, end, func(k, cc int) bool {
		if refused || !nationalPlan(cc, nat) {
			return false
		}
		if ls < 0 {
			ls = lineStart(x.s, start)
			mine = x.placeAt(ls, start)
			if refused = !mine.named || mine.over; refused {
				return false // no name before it: no row of people
			}
		}
		if x.plusPlaceOf(k) != mine {
			return false
		}
		// A word for another number before it on its line
		// ("Adóazonosító jel: 8588755389"), asked last: the label
		// index is built for the first question.
		refused = x.any(catID|catPart|catAccount|catCard|catSSN, ls, start)
		return !refused
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
	w := placeWalk{i: ls}
	w.to(s, p)
	return w.pl
}

// placeWalk is placeOf's reading of a line, stopped at i: the place so
// far and where its words stand. Read on to a later number's start, it
// gives that number's place from the same line start, so the numbers of
// one line are placed in one reading of it.
type placeWalk struct {
	pl listPlace
	i  int
	// A person's name: two capitalised words with only a space between
	// ("Anna Smirnova", "Lucía Fernández"), or any word of a script
	// without capitals (Arabic, Devanagari, CJK). A label ("Total:")
	// is none.
	inWord, wordCap, prevCap bool
}

func (w *placeWalk) push(c byte) {
	pl := &w.pl
	switch {
	case pl.over || pl.n > 0 && pl.b[pl.n-1] == c:
	case pl.n == len(pl.b):
		pl.over = true // too long a lead for a list's row
	default:
		pl.b[pl.n] = c
		pl.n++
	}
}

func (w *placeWalk) letter(upper, uncased bool) {
	w.push('a')
	if w.inWord {
		return
	}
	w.inWord, w.wordCap = true, upper
	if uncased || upper && w.prevCap {
		w.pl.named = true
	}
}

func (w *placeWalk) other() { w.inWord, w.prevCap = false, false }

func (w *placeWalk) space() {
	if w.inWord {
		w.prevCap = w.wordCap
	}
	w.inWord = false
}

// to reads on while w.i < p (and the place is not over).
func (w *placeWalk) to(s string, p int) {
	i := w.i
	for i < p && !w.pl.over {
		c := s[i]
		if c < 0x80 {
			i++
			switch {
			case isDigit(c) || c == '+' || c == '(' || c == ')':
				w.push('9')
				w.other()
			case isAlpha(c):
				w.letter(isUpper(c), false)
				for i < p && isAlpha(s[i]) {
					i++ // the rest of the word changes nothing
				}
			case c == ' ' || c == '\t':
				w.space()
			case (c == '.' || c == '-' || c == '\'') && w.inWord:
				// inside a name: "A.B.", "Jean-Luc", "O'Neil"
			case (c == '.' || c == '-' || c == '/') && w.pl.n > 0 && w.pl.b[w.pl.n-1] == '9':
				// inside a number: "8-913", "01.02"
			default:
				w.push(c)
				w.other()
			}
			continue
		}
		if _, n, ok := digitAt(s, i); ok {
			w.push('9')
			w.other()
			i += n
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		i += n
		switch {
		case r >= 0x4E00 && r <= 0x9FFF:
			w.letter(false, true) // a CJK ideograph, a letter without case (the default below)
		case unicode.IsSpace(r), r == 0x200B, r == 0x200C, r == 0x200D:
			w.space()
		case unicode.IsPunct(r) || unicode.IsSymbol(r) || r == utf8.RuneError:
			w.push(byte(r) | 0x80)
			w.other()
		case unicode.IsUpper(r):
			w.letter(true, false)
		case unicode.IsLower(r) || unicode.IsMark(r) && w.inWord:
			w.letter(false, false)
		default:
			w.letter(false, true) // no case: Arabic, Devanagari (its vowel signs too), CJK
		}
	}
	w.i = i
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
