package scrub

import "strings"

// findNumbers finds phones, credit cards and SSNs. It walks s once; at each
// digit group that starts a number (not glued to a word on its left, not the
// continuation of a number already looked at) it parses one bounded run and
// asks the card, SSN and phone matchers in that order: a Luhn-valid card with
// an issuer prefix is the strongest evidence, a phone the weakest.
//
// The loop here only steps over text and over short ASCII numbers that have
// nothing after them ("+1-+1-…", "v1.2 x", "3 apples"); every other group
// goes to numberAt. Kept this small, the loop compiles to a few instructions
// per byte and per such number.
func findNumbers(s string, fs []Finding) []Finding {
	nf := numberFinder{s: s, cx: newCtxIndex(s)}
	from := len(fs)
	nf.r.lastEnd, nf.r.lastPhoneEnd = -1, -1
	defer nf.cx.release()
	n := len(s)
	for i := 0; i < n; {
		// The inner loop makes no call, so that what it holds stays in
		// registers: it is the whole cost of text and of long lists of
		// short numbers. It leaves the end of the ASCII digits it read
		// in end, for numberAt.
		end := -1
		for i < n {
			c := s[i]
			if class[c]&cNumLead == 0 {
				// Text up to the next byte that may start a digit,
				// eight bytes at a time: a word with no byte >= 0x80
				// is told at once, one of another script's text a
				// byte at a time. What is found is looked at from
				// the top.
				i++
				if i < n && class[s[i]]&cNumLead != 0 {
					continue // a gap of one byte: "1-2", "5 apples"
				}
				for i+8 <= n {
					x := load64(s, i)
					if x&msbs != 0 {
						j := i + 8
						for i < j && class[s[i]]&cNumLead == 0 {
							i++
						}
						if i < j {
							break
						}
						continue
					}
					if m := asciiDigitBytes(x); m != 0 {
						i += firstByte(m)
						break
					}
					i += 8
				}
				continue
			}
			if c-'0' >= 10 {
				// The lead byte of a digit of another system, or
				// of a letter (Hindi, Arabic) or a punctuation mark
				// (CJK) that starts like one: the bytes after it
				// tell most of those at once (digitByte2, digitByte3).
				if i+1 < n && digitByte2[s[i+1]]&(1<<(c>>5&1)) != 0 && (c < 0xE0 || i+2 < n && digitByte3[s[i+2]]) {
					break
				}
				i = skipNonLead(s, i+1) // a letter or a mark: text of that script
				continue
			}
			// A lone digit with nothing after it ("+1-+1-…", "v1.2 x")
			// is told from the two bytes after it, as below for longer
			// groups.
			if i+2 < n {
				if k := afterGroup[s[i+1]]; k <= gSlash {
					i = i + 2
					continue
				} else if k == gSep && afterGroup[s[i+2]] <= gSlash {
					i = i + 3
					continue
				} else if s[i+1] == ' ' && s[i+2] == ' ' && i >= 3 && s[i-3]-'0' < 10 && twoSpacesBefore(s, i) && (i+3 == n || s[i+3] != ' ') {
					// A one-digit cell after a cell of digits, in a
					// table aligned with two spaces: its run ends
					// with it (parseRunAfter), and a digit is no
					// number ("  4  4  4 …" went through numberAt
					// cell by cell, 43× prose).
					i = i + 3
					continue
				}
			}
			e := i + 1
			for e < n && s[e]-'0' < 10 {
				e++
			}
			end = e
			// A short number with no group after it can be nothing,
			// whatever precedes it; every other reason to skip it
			// ends here too: what alone says, spelled out for the
			// ASCII bytes that end most groups, a table lookup a
			// byte. The bytes it reads after the group cannot start a
			// digit: the text up to the next one is stepped over at
			// once. Seven digits and more may be a number
			// on their own.
			nd := e - i
			if shortLone>>uint(nd)&1 == 0 {
				// Seven or eight digits with nothing after them are a
				// phone only right after a phone word (numberAt): with
				// no letter before them, across what wordRightBefore
				// steps over, they are stepped over here too.
				if nd <= 8 && (e >= n || afterGroup[s[e]] == gNone) && !letterBeforeGap(s, i) && (i == 0 || s[i-1] != '^') && !(cellAfterDelimiter(s, i) && nf.cx.holdsStrongPhoneWord()) {
					if e >= n {
						i = n
						continue
					}
					if s[e] == ',' && nf.cardWords != cardWordsNone && commaChunk(s, e) {
						break // a card read out in chunks (chunkedCard)
					}
					i = e + 1
					continue
				}
				break
			}
			if e >= n {
				i = n
				continue
			}
			switch afterGroup[s[e]] {
			case gNone:
				if s[e] != ',' || nf.cardWords == cardWordsNone || !commaChunk(s, e) {
					i = e + 1
					continue
				}
			case gSlash:
				// A slash may follow an area code: two to five
				// digits starting with the trunk 0, not after
				// another slash (slashAreaCode, spelled out for
				// ASCII); after any other short group it joins
				// nothing ("/555/555", "12/31").
				if (nd < 2 || nd > 6 || s[i] != '0' || s[i+1] == '0' || i > 0 && s[i-1] == '/') && (nd != 3 || s[i] != '3' && !slashedSSNShape(s, e)) {
					i = e + 1
					continue
				}
			case gSep:
				if e+1 >= n {
					i = n
					continue
				}
				if afterGroup[s[e+1]] <= gSlash && (s[e+1] != '/' || s[i] != '0') {
					// A short group and a separator before
					// anything but a digit joins nothing, unless
					// it may be a trunk-0 area code before " / "
					// (matchSlashPhone).
					i = e + 2
					continue
				}
			}
			break
		}
		if i >= n {
			break
		}
		if s[i] >= 0x80 {
			_, w, ok := digitAt(s, i)
			if !ok {
				// The lead byte of a character that is no digit:
				// Hindi text, CJK punctuation.
				i = skipNonLead(s, i+1)
				continue
			}
			if j := i + w; j < n && afterGroup[s[j]] == gNone {
				// A lone digit of another system with a byte
				// after it that joins nothing ("٠@", "b٠ ", "٠é"):
				// as numberAt would find, nothing.
				i = skipNonLead(s, j+1)
				continue
			}
		}
		if nd := end - i; nd >= 7 && (i == 0 || s[i-1] == '\n' || s[i-1] == ' ') && (end == n || class[s[end]]&cAlpha != 0 && nd >= fixedWidthMin || nd > 19 || (s[end] == ' ' || s[end] == '\n') && (i == 0 || s[i-1] != ' ' || i >= 2 && s[i-2]-'0' < 10)) {
			// A run of digits that may be a fixed-width record's fields
			// (fixedwidth.go): too long for any one number, or glued
			// to a word; or one field at a line's start, or one space
			// after another field's digits, as the fields of a record
			// written with spaces between.
			var read int
			if fs, read = nf.fixedWidthFields(fs, i, end); read > 0 {
				i = read
				continue
			}
		}
		next, f, ok := nf.numberAt(i, end)
		if ok && f.Family == Phone {
			f.Start = areaCodeBefore(s, f.Start, f.End)
			f.End = lastGroupsAfter(s, f.Start, f.End)
		}
		if ok && nf.keep(f) {
			fs = append(fs, f)
		}
		i = next
	}
	if nf.ndown > 0 && len(fs) > from {
		fs = nf.repeatedPhones(fs, from)
	}
	return fs
}

// areaCodeBefore returns where a local number found at s[start:end] starts
// with the area code written before it in a form no run joins: North
// American's glued by a slash ("phone 301/450-6068") or in parentheses
// spaced inside ("Fax:  ( 813 ) 256-2576"), Brazil's with its carrier's
// "0xx" ("(0xx31) 3413-4985", "0xx21 99294-1146"). Else the area code stays
// beside the marker.
func areaCodeBefore(s string, start, end int) int {
	if start < 2 {
		return start
	}
	if a := start - 3; a >= 3 && s[start-1] == ' ' && isDigit(s[a]) && isDigit(s[a+1]) && s[a-1]|0x20 == 'x' && s[a-2]|0x20 == 'x' && s[a-3] == '0' && (a == 3 || !isAlnum(s[a-4])) {
		return a - 3 // the carrier's "0xx" glued to the area code: "0xx21 99294-1146"
	}
	switch c := s[start-1]; {
	case c == '/' || c == ')':
	case c == ' ' && (s[start-2] == ')' || s[start-2] == '/' || start >= 3 && s[start-2] == ' ' && s[start-3] == ')'):
	default:
		return start // most numbers: told by the bytes before them
	}
	nd := digitCount(s, start, end)
	if nd != 7 && nd != 8 {
		return start
	}
	j := start
	switch {
	case nd == 7 && j >= 4 && s[j-1] == '/' && nanpArea(s, j-4) && (j == 4 || !isAlnum(s[j-5]) && s[j-5] != '/'):
		return j - 4
	case j >= 4 && s[j-1] == '/' || j >= 6 && s[j-3:j] == " / ":
		// A German area code with its trunk 0 before a slash, DIN
		// 5008's old form: "Tel 0201/7802-547", "089 / 26 26 99 35".
		k := j - 1 // the slash
		if s[j-1] == ' ' {
			k = j - 3 // " / ": the space before it
		}
		a := k
		for a > 0 && k-a < 5 && isDigit(s[a-1]) {
			a--
		}
		if k-a >= 3 && s[a] == '0' && s[a+1] != '0' && (a == 0 || !isAlnum(s[a-1]) && s[a-1] != '/' && s[a-1] != '.') {
			return a
		}
		return start
	case j >= 2 && (s[j-1] == ' ' || s[j-1] == ')'):
		k := j
		for k > 0 && j-k < 2 && s[k-1] == ' ' {
			k--
		}
		if k == 0 || s[k-1] != ')' {
			return start
		}
		k--
		for k > 0 && s[k-1] == ' ' && j-k < 4 {
			k--
		}
		switch {
		case nd == 7 && k >= 4 && nanpArea(s, k-3):
			k -= 3
		case nd == 8 && k >= 6 && isDigit(s[k-1]) && isDigit(s[k-2]) && (s[k-5:k-2] == "0xx" || s[k-5:k-2] == "0XX"):
			k -= 5
		default:
			return start
		}
		for k > 0 && s[k-1] == ' ' && j-k < 12 {
			k--
		}
		if k > 0 && s[k-1] == '(' {
			return k - 1
		}
	}
	return start
}

// lastGroupsAfter returns where a phone found at s[start:end] ends with
// the last groups that a spaced dash set apart, as people write a
// subscriber's number in halves ("+54 9 11 8899 - 8288", "11 93094 -
// 6818", "8 (915) 765 - 88 - 63"): one or two groups of two to four
// digits, nothing glued after, while the whole stays within a national
// number's eleven digits (within its plan after a '+'). A number already
// whole keeps what follows apart ("555 123 4567 - 2024", "06-11798180 –
// 1094 AB").
func lastGroupsAfter(s string, start, end int) int {
	if end+3 >= len(s) || s[end] != ' ' || s[end+1] != '-' && s[end+1] != 0xE2 {
		return end // most numbers: told by the bytes after them
	}
	nd := digitCount(s, start, end)
	limit := 11
	if s[start] == '+' {
		cc, n := 0, 0
		for i := start + 1; i < end && n < 3; i++ {
			if isDigit(s[i]) {
				cc = cc*10 + int(s[i]-'0')
				n++
				if m := int(maxNationalByCode[cc]); m != 0 {
					limit = n + m
					break
				}
			}
		}
		if limit == 11 {
			return end // a plan of no known length
		}
	} else if nd > 9 {
		return end
	}
	e := end
	for g := 0; g < 2; g++ {
		k := e
		switch {
		case strings.HasPrefix(s[k:], " - "):
			k += 3
		case strings.HasPrefix(s[k:], " – "):
			k += 5
		default:
			return e
		}
		d := k
		for d < len(s) && isDigit(s[d]) {
			d++
		}
		if d-k < 2 || d-k > 4 || nd+d-k > limit || d < len(s) && (isWordByte(s[d]) || s[d] >= 0x80 && numWordAt(s, d)) {
			return e
		}
		nd += d - k
		e = d
	}
	return e
}

// nanpArea reports a North American area code at s[i:i+3]: three digits,
// the first 2 to 9.
func nanpArea(s string, i int) bool {
	return i+3 <= len(s) && s[i] >= '2' && s[i] <= '9' && isDigit(s[i+1]) && isDigit(s[i+2])
}

// keep decides on a number numberAt found and notes it: a placeholder
// phone and a number inside a DOI are none. Out of findNumbers' loop, so
// that the loop's state stays in registers.
//
//go:noinline
func (nf *numberFinder) keep(f Finding) bool {
	s := nf.s
	if f.Family == Phone && (placeholderPhone(s[f.Start:f.End]) || fictionalNANP(s[f.Start:f.End])) {
		return false
	}
	if f.Start > 0 && doiInner[s[f.Start-1]] && nf.mayHoldDOI(f.Start) && inDOI(s, f.Start) {
		return false
	}
	if f.Family == Phone && s[f.Start] != '+' && f.End < len(s) && currencyAfter(s, f.End) {
		return false // "Giá 1.991.000₫", "11 160 €": an amount
	}
	if f.Family == Phone && zapierRun(s, f.Start, f.End) {
		return false
	}
	nf.r.lastEnd = f.End
	if f.Family == Phone {
		nf.r.lastPhoneEnd = f.End
		nf.said[nf.nsaid%len(nf.said)] = f
		nf.nsaid++
	}
	return true
}

// digitByte2 and digitByte3 mark the bytes that may be the second and the
// third of a digit of another system (digitAt). Bit 0 of digitByte2 is for
// the two-byte digits (lead D9, DB): A0-A9 (Arabic-Indic) and B0-B9
// (Extended Arabic-Indic); bit 1 for the three-byte ones (lead E0, EF):
// A5 (Devanagari), A7 (Bengali), B9 (Thai) and BC (full-width), whose
// third byte is 90-99 (Thai, full-width) or A6-AF (Devanagari, Bengali).
var digitByte2, digitByte3 = func() (t2 [256]uint8, t3 [256]bool) {
	for c := 0; c < 10; c++ {
		t2[0xA0+c] |= 1
		t2[0xB0+c] |= 1
		t3[0x90+c], t3[0xA6+c] = true, true
	}
	for _, c := range []byte{0xA5, 0xA7, 0xB9, 0xBC} {
		t2[c] |= 2
	}
	return t2, t3
}()

// placeholderPhone reports a phone number whose digits, after the
// country code of an international one, are one digit repeated seven times
// or more: "(555) 555-5555", "+1.0000000000", what forms and docs show
// where a number goes. No numbering plan gives such a number to anyone.
func placeholderPhone(v string) bool {
	if n := len(v); n >= 2 && v[n-1]-'0' < 10 && v[n-2]-'0' < 10 && v[n-1] != v[n-2] {
		return false // most numbers: their last two digits differ
	}
	// Other systems' digits count for nothing: a number written in them
	// is stepped over to its last ASCII digit, if it has one.
	end := len(v) - 1
	for end >= 0 && v[end]-'0' >= 10 {
		end--
	}
	if end < 6 {
		return false // too few bytes left for seven ASCII digits
	}
	// From the end: the run of the last digit, and the digits before it.
	var last byte
	run, before := 0, 0
	for i := end; i >= 0; i-- {
		c := v[i]
		switch {
		case c-'0' >= 10:
		case last == 0 || c == last && before == 0:
			last = c
			run++
		default:
			before++
			if before > 3 || run < 7 {
				return false // most numbers end here, within a few digits
			}
		}
	}
	return run >= 7 && (before == 0 || v[0] == '+')
}

// fictionalNANP reports a North American number in 555-0100 to
// 555-0199, the lines the NANP administrator reserves for fiction and
// examples ("she calls 555-0143", "(212) 555-0199"): no one is given
// one. Seven digits, ten, or eleven after the country's 1.
func fictionalNANP(v string) bool {
	var d [11]byte
	n := 0
	for i := 0; i < len(v); i++ {
		if c := v[i]; c-'0' < 10 {
			if n == len(d) {
				return false
			}
			d[n] = c
			n++
		}
	}
	if n != 7 && n != 10 && !(n == 11 && d[0] == '1') {
		return false
	}
	x := d[n-7 : n]
	return x[0] == '5' && x[1] == '5' && x[2] == '5' && x[3] == '0' && x[4] == '1'
}

// numberFinder is findNumbers' state: the text, its label index and
// scratch space for the matchers.
type numberFinder struct {
	s   string
	cx  *ctxIndex
	r   run
	buf [40]byte

	loneMissed int // groups of nine to twelve digits on their own the matchers turned down

	// said holds the last phones found, for a number read back a digit
	// at a time after it was given.
	said  [4]Finding
	nsaid int

	// cardWords says whether the text holds a card's word anywhere, once
	// asked (mayHoldCard): without one no card is read out in chunks
	// parted by commas, and the loop steps over a short group before a
	// comma at once.
	cardWords uint8

	// chunkSkip is the end of the last run of chunks chunkedCard found
	// too long for a card: no start before it is asked again.
	chunkSkip int

	// dois is where the text's first DOI directory indicator ("10.")
	// stands, once asked (0 not yet, -1 none): without one no number is
	// inside a DOI, and inDOI's read back is not made for each finding.
	dois int

	// down holds the first lone groups of nine to fifteen ASCII digits
	// the matchers turned down (repeatedPhones).
	down  [8]group
	ndown int

	// cues counts the lone groups asked lonePhoneCue (askCue).
	cues int
}

// maxCues bounds the lone groups of a text that mayHold turned down and
// lonePhoneCue is asked of: a text of that many ids is a list, which the
// list rules read (phoneListedAfter, listedLone), and asking each cost a
// list of ids 3.8× prose → 11× (list_+ids).
const maxCues = 16

// askCue asks lonePhoneCue of the lone group g, for the first maxCues
// groups of a text.
func (nf *numberFinder) askCue(g group) bool {
	if nf.cues >= maxCues {
		return false
	}
	nf.cues++
	return lonePhoneCue(nf.s, g, nf.r.lastPhoneEnd, nf.cx)
}

// turnedDown notes the lone group s[i:e] that no matcher took.
func (nf *numberFinder) turnedDown(i, e int) {
	if n := e - i; n >= 9 && n <= 15 && nf.ndown < len(nf.down) {
		nf.down[nf.ndown] = group{i, e, n}
		nf.ndown++
	}
}

// repeatedPhones appends, from the lone groups the matchers turned down,
// those whose digits are a phone found elsewhere in the text, written
// without separators: a payload that gives the number twice under
// different names ("PartyA": 254791320664 beside "PhoneNumber":
// 254791320664, an MSISDN and a "to") gives one phone, and the copy left
// would be that phone left in the text. A copy an id's label names stays
// ("id 612345678, tel 612345678").
func (nf *numberFinder) repeatedPhones(fs []Finding, from int) []Finding {
	s := nf.s
	end := len(fs)
	for k := 0; k < nf.ndown; k++ {
		g := nf.down[k]
		v := s[g.start:g.end]
		for i := from; i < end; i++ {
			if f := fs[i]; f.Family == Phone && f.End-f.Start == len(v) && s[f.Start:f.End] == v {
				if !idLabelRightBefore(s, g.start) {
					fs = append(fs, Finding{Family: Phone, Start: g.start, End: g.end})
				}
				break
			}
		}
	}
	return fs
}

const (
	cardWordsUnknown = iota
	cardWordsSome
	cardWordsNone
)

// mayHoldCard reports a card's word anywhere in the text — one of
// cardNames, or of the index's card words when it is built — read once per
// text, and asked only of a short group before a comma.
func (nf *numberFinder) mayHoldCard() bool {
	if nf.cardWords == cardWordsUnknown {
		nf.cardWords = cardWordsNone
		if x := nf.cx; x.cardNameIn(0, len(nf.s)) || x.built && x.present&catCard != 0 {
			nf.cardWords = cardWordsSome
		}
	}
	return nf.cardWords == cardWordsSome
}

// mayHoldDOI reports a DOI's "10." before s[p]: one search a text.
func (nf *numberFinder) mayHoldDOI(p int) bool {
	if nf.dois == 0 {
		nf.dois = -1
		if k := strings.Index(nf.s, "10."); k >= 0 {
			nf.dois = k + 1
		}
	}
	return nf.dois > 0 && nf.dois-1 < p
}

// digitsKey returns the ASCII digits of s[a:b] as one value that keeps
// their count (leading zeros matter), and false past fifteen digits.
func digitsKey(s string, a, b int) (uint64, bool) {
	var v uint64
	n := 0
	for i := a; i < b; i++ {
		if isDigit(s[i]) {
			if n++; n > 15 {
				return 0, false
			}
			v = v*10 + uint64(s[i]-'0')
		}
	}
	return v<<4 | uint64(n), n > 0
}

// echoesPhone reports that the digits of s[a:b] are those of a phone
// found before in the text.
//
// A read-back often gives only the national number: the digits after the
// country code ("+34 635 53 37 80" — "6 3 5 5 3 3 7 8 0"), or those with
// the trunk 0 put back ("+91 68656 31424" — "0 6 8 6 5 6 3 1 4 2 4"). Eight
// digits or more must match, as no two numbers of a call share them by
// chance.
func (nf *numberFinder) echoesPhone(a, b int) bool {
	k, ok := digitsKey(nf.s, a, b)
	if !ok {
		return false
	}
	v, n := k>>4, int(k&15)
	for i := 0; i < min(nf.nsaid, len(nf.said)); i++ {
		f := nf.said[i]
		if f.End > a {
			continue
		}
		k2, ok2 := digitsKey(nf.s, f.Start, f.End)
		if !ok2 {
			continue
		}
		if k2 == k {
			return true
		}
		v2, n2 := k2>>4, int(k2&15)
		if n2 > n && n >= 8 && v2%pow10[n] == v {
			return true // the national number, after the country code
		}
		if n2 >= n && n >= 9 && v < pow10[n-1] && v2%pow10[n-1] == v {
			return true // the same with the trunk 0 before it
		}
	}
	return false
}

// pow10 holds the powers of ten digitsKey's values reach.
var pow10 = func() (t [16]uint64) {
	t[0] = 1
	for i := 1; i < len(t); i++ {
		t[i] = t[i-1] * 10
	}
	return t
}()

// numberAt looks at the digit at s[i] (an ASCII digit or the first byte of
// another system's, which findNumbers has checked) and returns where
// findNumbers goes on, and the number found there if any.
// asciiEnd is the end of the ASCII digits from s[i] when findNumbers has
// read them already, else -1.
// floatCellNumber reads the digits s[i:e] that a table prints with ".0"
// after them, under a column that names a phone or an SSN: pandas prints a
// column of integers with a missing value as floats ("4108287376.0",
// "751745301.0"). The finding is the digits; ".0" is the print's.
func floatCellNumber(s string, i, e int, cx *ctxIndex) (Finding, bool) {
	if i > 0 && !blankByte(s[i-1]) {
		return Finding{}, false
	}
	if cx.phoneColumn(i) {
		return Finding{Family: Phone, Start: i, End: e}, true
	}
	if e-i == 9 {
		v := groupValue(s, group{start: i, end: e, nd: 9})
		if _, ssnCol := cx.ssnColumn(i); ssnCol && ssnValue(v) {
			return Finding{Family: SSN, Start: i, End: e}, true
		}
	}
	return Finding{}, false
}

func (nf *numberFinder) numberAt(i, asciiEnd int) (int, Finding, bool) {
	s, n, r, cx := nf.s, len(nf.s), &nf.r, nf.cx
	c := s[i]
	var e, nd int
	if c-'0' < 10 {
		e = asciiEnd
		if e < 0 {
			e = i + 1
			for e < n && s[e]-'0' < 10 {
				e++
			}
		}
		nd = e - i
		if e < n && class[s[e]]&cNumLead != 0 {
			e, nd = scanGroup(s, i)
		}
		if i > 0 {
			if pc := s[i-1]; pc < 0x80 {
				if isUpper(pc) && nd == e-i && gdsCardAt(s, i, e) {
					return e, Finding{Family: CreditCard, Start: i, End: e}, true // "FP CCVI4996966107191207/0327" (gds.go)
				}
				if pc == 'W' && nd == 9 && nd == e-i && efw2EmployeeSSN(s, i, e) {
					return e, Finding{Family: SSN, Start: i, End: e}, true // "RW471104016BARBARA …" (fixedwidth.go)
				}
				if class[pc]&(cAlpha|cUnder) != 0 && (pc != '_' || !blankBefore(s, i)) {
					// "v2", "abc123": part of a word, and so are the
					// groups glued after it ("v1.2.3"), which skipTail
					// steps over.
					return skipTail(s, e), Finding{}, false
				}
				if pc == '+' && nd == 2 && e+4 < n && s[e] == ' ' {
					if end, ok := dinIntlPhone(s, i, e); ok {
						return end, Finding{Family: Phone, Start: i - 1, End: end}, true // "+49 (0) 221 / 8930761"
					}
				}
				if pc == '^' && nd >= 7 && nd <= 8 && nd == e-i {
					if a := xtnAreaStart(s, i-1); a >= 0 {
						// HL7's extended telecommunication number: the
						// area code and the local number in components
						// of their own (hl7.go).
						return e, Finding{Family: Phone, Start: a, End: e}, true
					}
				}
				if pc == '<' && nd >= 7 && nd <= 15 && e < n && s[e] == '>' && displayNameBefore(s, i-1) {
					// A caller id: the number in angle brackets after
					// the caller's quoted name, as call records and SIP
					// headers write it ("\"Julia Nowak\" <503574775>").
					return e + 1, Finding{Family: Phone, Start: i, End: e}, true
				}
				if pc == '*' && nd == 9 && nd == e-i && childSupportSSN(s, i, e) {
					return e, Finding{Family: SSN, Start: i, End: e}, true // "DED*CS*…*SSN*" (fixedwidth.go)
				}
				if pc == ' ' && nd == 19 && nd == e-i {
					if a, ok := achEntrySSN(s, i, e); ok {
						return e, Finding{Family: SSN, Start: a, End: e}, true // an ACH entry's individual id
					}
				}
				if (pc == '-' || pc == '.') && i > 1 && s[i-2]-'0' < 10 {
					return skipTail(s, e), Finding{}, false // continues "1-2", "1.2": looked at from its first group
				}
				if pc == '.' && i >= 3 && isUpper(s[i-2]) && s[i-3] == '-' {
					// A case file's number, its segments joined by dashes
					// and dots ("WSC-II-P.8085.375225.2023"): a code's
					// tail, no number of its own.
					return skipTail(s, e), Finding{}, false
				}
				if pc == '.' && i >= 4 && s[i-4:i] == "GPA." {
					// Google Play's order id, "GPA." and 4-4-4-5
					// digits: 17 digits that may pass for a card's.
					return skipTail(s, e), Finding{}, false
				}
				if pc == ':' && i > 1 && s[i-2]-'0' < 10 && (nd <= 2 || nd <= 5 && nd == e-i && ipv4Before(s, i-1)) {
					// The minutes or seconds of a time, a ratio ("10:30
					// 2024-01-15", "16:9"), the port of an IPv4 address
					// ("10.0.0.1:8080"): no number starts here. The
					// group after it starts afresh (leftOf), so it is
					// not skipped. Other groups after a colon
					// ("12:555 123 4567") are looked at as before.
					return e, Finding{}, false
				}
			} else if numWordBefore(s, i) {
				return e, Finding{}, false
			}
		}
		if nd >= 7 && nd <= 15 && nd == e-i && e+2 <= n && s[e] == '.' && s[e+1] == '0' && (e+2 == n || blankByte(s[e+2]) || s[e+2] == '\r') {
			if f, ok := floatCellNumber(s, i, e, cx); ok {
				return e + 2, f, true
			}
		}
		if nd == 3 && i > 0 && s[i-1] == '(' && e+12 <= n && s[e] == ')' {
			if end := brokenNANP(s, i); end > 0 {
				// A fax's or a scan's text breaks a line at the
				// number's last dash: "(907) 740-\n5660".
				return end, Finding{Family: Phone, Start: i - 1, End: end}, true
			}
		}
		if nd == 1 && e+2 < n && s[e] == ' ' && s[e+1]-'0' < 10 && s[e+2]-'0' >= 10 && (i == 0 || s[i-1] == ' ' || turnOpen(s[i-1])) {
			if end, cnt := digitByDigit(s, i); end > 0 {
				if f, ok := spokenNumber(s, i, end, cnt, nf, cx); ok {
					return end, f, true
				}
				if evadedNumber(s, i, end, cnt) {
					return end, Finding{Family: Phone, Start: i, End: end}, true
				}
			}
			if i == 0 || s[i-1] == ' ' {
				return skipTail(s, e), Finding{}, false // "1 1 …": a lone digit before another lone digit
			}
		}
		if nd == 1 && s[i] == '0' && e+3 < n && (s[e] == '-' || s[e] == '.') && s[e+1]-'1' < 9 && s[e+2] == s[e] && (i == 0 || !isDigit(s[i-1]) && s[i-1] != s[e]) {
			// A number typed a digit at a time with a dash or a dot
			// between, to get past a chat's filter of phone numbers:
			// "0-8-3-1-2-7-3-0-7-8".
			if end, cnt := digitsParted(s, i, s[e]); end > 0 && evadedNumber(s, i, end, cnt) {
				return end, Finding{Family: Phone, Start: i, End: end}, true
			}
		}
		if nd == 6 && e < n && s[e] == '-' {
			if end, ok := bitlockerKeyAt(s, i); ok {
				// A BitLocker recovery key: a credential, not a number
				// of the families here (netcreds.go).
				return end, Finding{Family: Bearer, Start: i, End: end}, true
			}
		}
		if nd <= 6 && e+2 < n && chunkSep[s[e]] {
			if i >= nf.chunkSkip && (i == 0 || s[i-1] == ' ' || turnOpen(s[i-1])) && (s[e] != ',' || nf.mayHoldCard()) {
				end, ok, skip := chunkedCard(s, i, cx)
				if ok {
					return end, Finding{Family: CreditCard, Start: i, End: end}, true
				}
				nf.chunkSkip = skip
			}
			if s[e] == ',' {
				return e + 1, Finding{}, false // as findNumbers steps over any other short group before a comma
			}
		}
		if nd == 4 && nd == e-i && e+5 <= n && s[e] == '-' && hhmmRange(s, i) && !cx.strongPhoneRightBefore(i) {
			return e + 5, Finding{}, false // "Receiving hours 0700-1500": two times of day
		}
		if (nd == 4 || nd == 2) && e+6 <= n && (s[e] == '-' || s[e] == '.') && (i == 0 || s[i-1] < 0x80 && s[i-1] != '+') {
			if c := dateEnd(s, i, e); c > 0 {
				// A run that starts with a date is no number,
				// whatever follows it (dateLead), and the groups
				// joined after it continue it: log lines'
				// "2024-01-15 10:22:31". skipTail goes on from the
				// date's end, where its first two steps would take
				// it. Asked first: the checks below let a date
				// through (eight digits in its tight chain, too long
				// a group for an address).
				return skipTail(s, c), Finding{}, false
			}
		}
		if i > 1 && s[i-1] == '/' && nd <= 4 && isDigit(s[i-2]) && (i < 3 || !isDigit(s[i-3]) || i < 4 || !isDigit(s[i-4])) && memorySize(s, i, e) {
			// A phone's memory and storage ("8/256", "12/256 27.100 TL"):
			// the size after the slash is no number's start.
			return e, Finding{}, false
		}
		if nd == 3 && e+11 <= n && (s[e] == '-' || s[e] == ' ') && (i == 0 || s[i-1] < 0x80 && s[i-1] != '+' && !isDigit(s[i-1]) && !(i > 1 && isDigit(s[i-2]))) {
			if t := ticketEnd(s, e); t > 0 && !cx.strongPhoneRightBefore(i) {
				// An airline ticket's number, its carrier's three
				// digits and a ten-digit serial ("081-6377598389",
				// "TKT 125 1590407057"): no plan writes a national
				// number 3-10, and a country code and ten digits
				// without the '+' need a phone word right before. Its
				// serial is no number of its own either.
				return t, Finding{}, false
			}
		}
		if i > 1 && s[i-1] == ' ' && s[i-2]-'0' < 10 && !afterColon(s, i-1) && !compoundBefore(s, i-1) {
			// leftOf's digit test for a single space, spelled out (leftOf
			// is not inlined). After a number and a space ("12 34-56",
			// "555 555 555-1"): the groups joined to this one without a
			// space may be a number
			// only with seven digits or more (tightChain), and the
			// groups after it in that chain continue it.
			if end, short := tightChain(s, e, nd); short {
				return end, Finding{}, false
			}
		}
		if e < n && s[e] == '.' && nd == e-i && nd <= 3 && (i == 0 || s[i-1] < 0x80 && s[i-1] != '+') {
			if end, ok := ipv4Alone(s, i, e); ok {
				return end, Finding{}, false
			}
		}
	} else {
		// A digit of another system: findNumbers has checked it.
		e, nd = scanGroup(s, i)
		if nd < 7 && (e == n || s[e] != '/' || nd < 2 || !slashAreaCode(s, i, e, nd)) && alone(s, e) {
			return e, Finding{}, false // as for ASCII digits in findNumbers
		}
		if numWordBefore(s, i) {
			return e, Finding{}, false
		}
	}
	if e+1 < n && s[e] == '/' && nd >= 2 && nd <= 5 {
		if nd == 3 && slashedSSN(s, i, e, cx) {
			return e + 8, Finding{Family: SSN, Start: i, End: e + 8}, true
		}
		if f, ok := matchSlashPhone(s, i, e, nd, e+1, r, cx); ok {
			return f.End, f, true
		}
		if f, ok := italianMobileSlash(s, i, e, nd, r, cx); ok {
			return f.End, f, true
		}
	} else if e+3 < n && s[e] == ' ' && s[e+1] == '/' && s[e+2] == ' ' && nd >= 2 && nd <= 6 {
		if f, ok := matchSlashPhone(s, i, e, nd, e+3, r, cx); ok {
			return f.End, f, true // "0221 / 123 456 78"
		}
	} else if slash := hungarianTrunk(s, i, e); slash > 0 {
		if f, ok := matchSlashPhone(s, i, slash, nd+slash-e-1, slash+1, r, cx); ok {
			return f.End, f, true // "06-30/629-9161"
		}
	}
	if (nd == 7 || nd == 8) && (e == n || s[e] != '/') && alone(s, e) && !cx.strongPhoneRightBefore(i) && !cx.phoneFieldAt(i) &&
		(nd == 7 || !phoneOrAfter(s, i, r.lastPhoneEnd)) {
		// Seven or eight digits on their own are only a local phone
		// number right after a phone word, under a phone column, or
		// (eight) the other choice after a phone (phoneShape); decided
		// here.
		return e, Finding{}, false
	}
	lone := false
	if nd >= 9 && nd <= 12 && alone(s, e) && (i == 0 || s[i-1] < 0x80 && s[i-1] != '+') {
		// A group of nine to twelve digits with no group after it and no
		// '+' before is no card (13 digits or more) and can only be
		// taken on a label (mayHold): lists of ids and epoch seconds
		// are turned down here. mayHold knows only once the label
		// words are indexed: after two such groups have gone through
		// the matchers for nothing, the index is built, so that a list
		// of ids does not go through them one by one (it answers their
		// questions as scanning would).
		if !cx.built && nf.loneMissed >= 2 {
			cx.build()
		}
		if !cx.mayHold(s, group{i, e, nd}) && !phoneListedAfter(s, i, r.lastPhoneEnd) && !phoneLineAfter(s, i, e, r.lastPhoneEnd) && !nf.askCue(group{i, e, nd}) &&
			!(nd == 9 && (cx.socialRightBefore(i) || keyNamed(s, i) == catSSN)) {
			if listedLone(s, i, e, cx) {
				// A row's national number in a list whose other rows
				// give theirs with a '+' (lists.go).
				return e, Finding{Family: Phone, Start: i, End: e}, true
			}
			nf.turnedDown(i, e)
			return skipTail(s, e), Finding{}, false
		}
		lone = true
	}
	right := sepAfterOf(s, e)
	parsed := false
	if nd < 7 {
		// Every number the matchers take has seven digits or more.
		// When the chain of groups from here — joined by anything
		// a run may be joined by, and more loosely — holds fewer,
		// no group in it starts one: skip them all at once. The
		// run's groups start that chain: when they hold seven digits
		// the chain does, and the run, read here once, is the
		// matchers'. A lone digit ("1-", "5(" in digit soup) is more
		// often the start of a short chain, which shortChain tells for
		// less than a run costs: its run is read afterwards. With no
		// group after it, a short group is turned down (quickReject).
		if nd >= 2 && right.ok {
			parseRunAfter(s, i, e, nd, right, r)
			parsed = true
			if r.cell {
				// A short cell of a row of digit cells ("…  12  34
				// …"): a number of its own, and its run, is only
				// this group. The next cell starts afresh.
				return e, Finding{}, false
			}
		}
		if !parsed || windowDigits(r, r.n) < 7 {
			if end, short := shortChain(s, e, nd); short {
				return end, Finding{}, false
			}
		}
	}
	if nd == 1 && s[i] == '9' {
		if end := chileMobileApart(s, i); end > 0 && (cx.strongPhoneRightBefore(i) || cx.contactWordRightBefore(i) || cx.phoneFieldAt(i) && fieldEnd(s, end)) && !cx.idRightBefore(i) {
			// Chile's mobile as Chileans write it, the 9 apart and two
			// groups of four ("Celular: 9 6916 7202"), under a phone's
			// label or column.
			return end, Finding{Family: Phone, Start: i, End: end}, true
		}
	}
	left := leftOf(s, i)
	if !quickReject(s, i, e, nd, left, right) || leadDigitApart(s, i, e, nd) && cx.strongPhoneRightBefore(i) {
		var f Finding
		var ok bool
		if parsed {
			if leftStarts(s, i, left, r) {
				f, ok = matchRun(s, i, r, nf.buf[:0], cx)
			}
		} else {
			f, ok = matchNumber(s, i, e, nd, left, right, r, nf.buf[:0], cx)
		}
		if ok {
			return f.End, f, true
		}
	}
	if lone {
		nf.loneMissed++
		nf.turnedDown(i, e)
	}
	return skipTail(s, e), Finding{}, false
}

// chileMobileApart returns the end of "9 dddd dddd" (or with dashes) at
// s[i], with no digit after it; else 0.
func chileMobileApart(s string, i int) int {
	if i+11 > len(s) || s[i+1] != ' ' && s[i+1] != '-' || s[i+6] != s[i+1] || i+11 < len(s) && isDigit(s[i+11]) || i > 0 && isDigit(s[i-1]) {
		return 0
	}
	for _, j := range [...]int{2, 3, 4, 5, 7, 8, 9, 10} {
		if !isDigit(s[i+j]) {
			return 0
		}
	}
	return i + 11
}

// letterBeforeGap reports a letter (or a byte of a multi-byte character)
// before s[i] across at most four of the bytes wordGap marks: where a word
// may end that wordRightBefore would read.
func letterBeforeGap(s string, i int) bool {
	j := i
	for j > 0 && i-j < 4 && wordGap[s[j-1]] {
		j--
	}
	if j > 0 && s[j-1] == '\\' && j < i {
		j = escapedGapStart(s, i) // {\"phone\": 5551234}
	}
	return j > 0 && (isAlpha(s[j-1]) || s[j-1] >= 0x80)
}

// shortLone has bit nd set for the digit counts a group with no group after
// it cannot be a number at: all below seven.
const shortLone = 0b0111_1110

// What may follow an ASCII digit group, for findNumbers' inner loop: a byte
// that joins nothing (any ASCII byte but a digit, a separator or a slash,
// and the first byte of a letter or symbol of another script), a slash, a
// separator, or anything else (a digit, the first byte of another system's
// digit or of a separator sepAt knows), which ends the quick look.
const (
	gNone = iota
	gSlash
	gSep
	gOther
)

var afterGroup = func() (t [256]uint8) {
	for c := 0; c < 256; c++ {
		switch {
		case c >= 0x80 && !otherDigitLead(byte(c)) && !sepLead(byte(c)):
			// The first byte of a letter or a symbol that is no digit
			// and no separator ("5é", "12-т", "٠日"): it joins nothing,
			// as the ASCII bytes marked gNone, whatever follows it.
			t[c] = gNone
		case c >= 0x80 || c >= '0' && c <= '9':
			t[c] = gOther
		case c == '/':
			t[c] = gSlash
		case sepByte[c]:
			t[c] = gSep
		}
	}
	return t
}()

// sepByte marks the ASCII characters sepAt knows, '+' aside: the only ones
// that can join two digit groups.
var sepByte = [256]bool{' ': true, '-': true, '.': true, '(': true, ')': true}

// shortChain reports whether the chain of digit groups that starts with a
// group of nd digits ending at s[e] holds fewer than seven digits in all,
// and if so where its last group ends. The chain is looser than a run: up
// to three separator characters of any kind but '+' between groups. A run
// from any of its groups is part of it, so when it is short none of them
// starts a number. The scan stops at the seventh digit, so it costs a few
// bytes at most.
func shortChain(s string, e, nd int) (int, bool) {
	n := len(s)
	last := e
	for j := e; nd < 7; {
		seps := 0
		for j < n && seps < 4 {
			var k uint8
			w := 1
			if c := s[j]; c < 0x80 {
				k = asciiSep[c]
			} else {
				k, w = sepAt(s, j)
			}
			if k == 0 || k == sPlus {
				break
			}
			seps++
			j += w
		}
		if seps == 0 || seps > 3 || j >= n {
			return last, true
		}
		g := j
		for g < n && s[g]-'0' < 10 {
			g++
		}
		d := g - j
		if g < n && class[s[g]]&cNumLead != 0 {
			g, d = scanGroup(s, j)
		}
		if d == 0 {
			return last, true
		}
		nd += d
		j, last = g, g
	}
	return 0, false
}

// slashAfter reports a slash, or one between spaces, at s[e]: what may
// follow the area code of matchSlashPhone.
func slashAfter(s string, e int) bool {
	return e < len(s) && (s[e] == '/' || s[e] == ' ' && e+1 < len(s) && s[e+1] == '/')
}

// asciiSep is sepAt for ASCII bytes.
var asciiSep = [128]uint8{' ': sSpace, '-': sDash, '.': sDot, '(': sOpen, ')': sClose, '+': sPlus}

// alone reports, from a byte or two, that the digit group ending at s[e] has
// no group after it: what scanSep would find, for the ASCII cases.
func alone(s string, e int) bool {
	if e >= len(s) {
		return true
	}
	c := s[e]
	if c >= 0x80 {
		return false
	}
	if !sepByte[c] {
		return true
	}
	if e+1 >= len(s) {
		return true
	}
	c = s[e+1]
	return c < 0x80 && c-'0' >= 10 && !sepByte[c]
}

// skipTail skips, from the end e of a group that matched nothing, the groups
// that the main loop would reject one by one anyway. It is only a faster way
// to the same answer, and what bounds the work on long chains of small
// groups ("5(5(5(…", "١-١-١-…", "1 1 1 …") to a few steps per group rather
// than a run parse each:
//   - a group glued to the one before by one to three separator characters
//     with no space and no '+' continues a number that was looked at from its
//     first group (matchNumber's leftJoin rule);
//   - a group joined to the one before across a space, whose own separator
//     after it also holds a space (or joins nothing), can only be a number
//     of ten or eleven digits (a phone) or of 13 to 19 (a card) on its own
//     (a rule of quickReject's).
func skipTail(s string, e int) int {
	n := len(s)
	for e+1 < n {
		// " d d d d": three lone digits, each followed by another lone
		// digit, are skipped in one step.
		for e+8 < n && s[e] == ' ' && s[e+2] == ' ' && s[e+4] == ' ' && s[e+6] == ' ' && s[e+8] == ' ' &&
			s[e+1]-'0' < 10 && s[e+3]-'0' < 10 && s[e+5]-'0' < 10 && s[e+7]-'0' < 10 {
			e += 6
		}
		// "-1-1-1-1", "5(5(5(5": the same for lone digits glued by one
		// dash, dot or parenthesis.
		for e+7 < n && class[s[e]]&class[s[e+2]]&class[s[e+4]]&class[s[e+6]]&cTight != 0 &&
			s[e+1]-'0' < 10 && s[e+3]-'0' < 10 && s[e+5]-'0' < 10 && s[e+7]-'0' < 10 {
			e += 6
		}
		c := s[e]
		if class[c]&cTight != 0 && s[e+1]-'0' < 10 {
			e += 2
			for e < n && s[e]-'0' < 10 {
				e++
			}
			if e < n && class[s[e]]&cNumLead != 0 {
				e, _ = scanGroup(s, e)
			}
			continue
		}
		// The general step: up to three separator characters, then a
		// group, in any digit system; ASCII is read inline.
		j, kinds, last := e, uint8(0), uint8(0)
		cnt := 0
		for ; cnt < 3 && j < n; cnt++ {
			var k uint8
			w := 1
			if c := s[j]; c < 0x80 {
				k = asciiSep[c]
			} else if c == 0xE2 && j+2 < n && s[j+1] == 0x80 && s[j+2]-0x90 < 4 {
				k, w = sUDash, 3 // U+2010–U+2013, as sepAt reads them
			} else {
				k, w = sepAt(s, j)
			}
			if k == 0 || k == sPlus {
				break
			}
			kinds |= k
			last = k
			j += w
		}
		if kinds == 0 || j >= n {
			break
		}
		ge := j
		for ge < n && s[ge]-'0' < 10 {
			ge++
		}
		gnd := ge - j
		if ge < n && class[s[ge]]&cNumLead != 0 {
			ge, gnd = scanGroup(s, j)
		}
		if gnd == 0 {
			break
		}
		if kinds&sSpace != 0 {
			if !(gnd < 7 && alone(s, ge) && !slashAfter(s, ge)) && compoundBefore(s, e) {
				// After a date, a time, an address, the group starts
				// afresh (leftOf); unless it is too short to be a
				// number on its own and nothing follows it (a slash
				// may: "2024-01-15 0170/1234567").
				break
			}
			if gnd == 10 || gnd == 11 || gnd >= 13 && gnd <= 19 {
				break // a phone or a card on its own
			}
			if last == sOpen && ge < n && (s[ge] == ')' || s[ge] >= 0x80) {
				break // an area code in parentheses (quickReject)
			}
			// What scanSep would say after the group: nothing, or a
			// space first, lets it be skipped; a tight separator may
			// join a number that starts here ("12 555-1234").
			if ge < n && s[ge] != ' ' && (s[ge] >= 0x80 || sepByte[s[ge]]) {
				if k2, _, ok := scanSep(s, ge); ok && k2&sSpace == 0 {
					break
				}
			}
		}
		spaced := kinds == sSpace
		e = ge
		// " 555 555 555", a table's columns: after a group entered by
		// one space, each group of one to six ASCII digits between
		// single spaces is skipped as the step above would skip it.
		// compoundBefore is false for the group before it, entered by
		// a space and ended by one, and no such group is a number on
		// its own. A space is any that sepAt knows, one character
		// ("1\u00a01\u00a0…", the thin and the ideographic space):
		// after one, scanSep's kinds hold sSpace, as after ' '.
		if !spaced || e+2 >= n {
			continue
		}
		w := 1
		if s[e] != ' ' {
			w = spaceAt(s, e)
		}
		for w != 0 && e+w < n {
			// The group: ASCII digits inline, any other system's as
			// the step above reads them (scanGroup).
			d := e + w
			for k := 1; k < 3 && d < n && class[s[d]]&cNumLead == 0; k++ {
				// A second and a third space, as the step above
				// reads up to three.
				if s[d] == ' ' {
					d++
				} else if s[d] < 0x80 {
					break
				} else if w = spaceAt(s, d); w == 0 {
					break
				} else {
					d += w
				}
			}
			g := d
			for g < n && s[g]-'0' < 10 {
				g++
			}
			nd := g - d
			if g < n && class[s[g]]&cNumLead != 0 {
				g, nd = scanGroup(s, d)
			}
			if uint(nd-1) > 5 || g >= n {
				break
			}
			switch c := s[g]; {
			case c == ' ':
				w = 1
			case c == 0xC2 && g+1 < n && s[g+1] == 0xA0:
				w = 2
			case c < 0x80:
				w = 0
			default:
				w = spaceAt(s, g)
			}
			if w == 0 {
				break
			}
			e = g
		}
	}
	return e
}

// quickReject throws out, with a few byte comparisons, the groups that cannot
// start any number: the cheap path that keeps long lists of single digits
// ("1 1 1 …", "1-1-1-…") as fast as prose.
func quickReject(s string, p, e, nd int, left leftSide, right sepAfter) bool {
	if nd > 19 {
		return true
	}
	if p > 0 {
		c := s[p-1]
		if (c == '-' || c == '.') && p > 1 && isDigit(s[p-2]) {
			return true // continues "1-2", "1.2": looked at from its first group
		}
	}
	if nd < 7 {
		// A group with no group after it is a whole number: only seven
		// or eight digits (a local phone number after a phone word),
		// nine (an SSN) or more can be anything.
		if !right.ok {
			return true
		}
	}
	if left.k0&(sDash|sUDash|sDot) != 0 && digitBefore(s, p-left.w0) {
		return true // "12–34": continues the number to its left, whatever the dash
	}
	if left.kinds&sSpace != 0 && left.digit && !(left.k0 == sOpen && right.ok && right.kinds&sClose != 0) {
		// "555 555 555…", "00) 00) …": a group that follows another across
		// a space can only start a number whose own groups are joined
		// without spaces ("12 555-1234"), or a single group (ten or eleven
		// digits next to a phone word, a card of 13 to 19). The matchers
		// draw the same line;
		// this only gets there sooner. An area code in parentheses starts
		// a number of its own, spaced or not ("CA 94043 (650) 253-0000"):
		// the matchers decide.
		if !right.ok || right.kinds&sSpace != 0 {
			return nd != 10 && nd != 11 && (nd < 13 || nd > 19) // a phone, or a card (matchCard)
		}
		// Joined without a space on its right: see tightChain.
		if _, short := tightChain(s, e, nd); short {
			return true
		}
	}
	if nd != 1 {
		return false
	}
	if left.k0&(sPlus|sOpen) != 0 || p > 0 && s[p-1] == ';' && entityPlusBefore(s, p) >= 0 {
		return false // "+1 …", "+44 (0)20 …", full-width "＋１ …", "&#43;7 …"
	}
	if v, _, _ := digitAt(s, p); v != 1 && v != 0 && v != 8 || e >= len(s) {
		return true
	}
	// A lone leading digit is only a trunk prefix before a 3-digit area
	// code: "1-555-…", "1 (555) …", "8 (495) …", "0 800 …". The ASCII case
	// is decided inline.
	if e+1 < len(s) && (s[e] == ' ' || s[e] == '-' || s[e] == '.') && isDigit(s[e+1]) {
		return !(e+4 <= len(s) && isDigit(s[e+2]) && isDigit(s[e+3]) && (e+4 == len(s) || !isDigit(s[e+4])))
	}
	next, ok := right.next, right.ok
	if !ok {
		return true
	}
	_, gnd := scanGroup(s, next)
	// Or before four in parentheses: "8 (7172) 35 35 72" (trunk8Shape).
	return gnd != 3 && !(gnd == 4 && s[next-1] == '(')
}

// digitByDigit returns the end and the count of nine to nineteen ASCII
// digits at s[i], each on its own and one space apart, with no word glued
// after the last; else 0. It reads at most 59 bytes.
//
// A comma may part chunks of two digits or more, as a number is said in
// its groups ("6 1 4, 9 4 2, 1 7 2 7"); a comma between lone digits is a
// list's ("1, 2, 3"). (Text made of such chunks, "1 2, 1 2, …", costs 12×
// prose this way, against 6.6× for "1 2 3 …": each lone digit reads up
// to twenty.)
func digitByDigit(s string, i int) (int, int) {
	n, chunk := 0, 0
	j := i
	for j < len(s) && isDigit(s[j]) && (j+1 == len(s) || !isDigit(s[j+1])) && n < 20 {
		n++
		chunk++
		j++
		if j+1 < len(s) && s[j] == ' ' && isDigit(s[j+1]) {
			j++
			continue
		}
		if chunk >= 2 && j+4 < len(s) && s[j] == ',' && s[j+1] == ' ' && isDigit(s[j+2]) && s[j+3] == ' ' && isDigit(s[j+4]) {
			j += 2
			chunk = 0
			continue
		}
		if chunk >= 2 && j+4 < len(s) && s[j] == ' ' && s[j+1] == '-' && s[j+2] == ' ' && isDigit(s[j+3]) {
			// A form's boxes, a digit each, the printed dash between
			// groups: "3 2 3 - 9 0 - 5 0 9 3" (a W-9's SSN).
			j += 3
			chunk = 0
			continue
		}
		break
	}
	if n < 9 || n > 19 || j < len(s) && isWordByte(s[j]) {
		return 0, 0
	}
	return j, n
}

// digitsParted returns the end and the count of the ASCII digits at s[i],
// each on its own with sep between them (twenty at most), when no digit
// or word is glued after the last; else 0.
func digitsParted(s string, i int, sep byte) (int, int) {
	n, j := 0, i
	for j < len(s) && isDigit(s[j]) && (j+1 == len(s) || !isDigit(s[j+1])) && n < 20 {
		n++
		j++
		if j+1 < len(s) && s[j] == sep && isDigit(s[j+1]) {
			j++
			continue
		}
		break
	}
	if j < len(s) && (isWordByte(s[j]) || s[j] == sep) {
		return 0, 0
	}
	return j, n
}

// evadedNumber reports n digits s[i:end], typed one at a time, that a
// national number with its trunk 0 is: ten to twelve digits, 0 and then
// another, not all of them 0 and 1 (bits). Dating and marketplace chats
// type a number so to get past the filter that hides phone numbers, and
// nothing else is written so.
func evadedNumber(s string, i, end, n int) bool {
	if n < 10 || n > 12 || s[i] != '0' {
		return false
	}
	second, bits := byte(0), true
	for j := i + 1; j < end; j++ {
		if c := s[j]; isDigit(c) {
			if second == 0 {
				second = c
			}
			bits = bits && c <= '1'
		}
	}
	return second != '0' && !bits
}

// spokenNumber reads the n digits s[i:end], said (or typed) a digit at a
// time as a caller reads a number out, as what its label names:
//   - a phone (9 to 13 digits) right after a phone word or a word asking
//     for contact ("Mijn gsm-nummer is 0 4 7 1 9 0 6 2 9 7", "my number is
//     0 8 6 8 …"), or read back after the text gave it ("meine Nummer ist
//     030 20520268. … 0 3 0 2 0 5 2 0 2 6 8");
//   - an SSN (nine digits a valid SSN or ITIN) after its label ("my social
//     is 0 0 9 1 9 3 4 3 4");
//   - a card (13 to 19 digits, its issuer's prefix and length, Luhn) with
//     a card's word before it ("it's a Visa, 4 6 6 3 …", "Lesen Sie mir
//     bitte die Kartennummer vor.\nANRUFER> 3 4 9 6 …").
func spokenNumber(s string, i, end, n int, nf *numberFinder, cx *ctxIndex) (Finding, bool) {
	// A number read out answers what was asked for just before, often
	// on the line before, a turn of a transcript ("Can I grab a contact
	// number …?\nCustomer: Yeah, it's 0 4 2 3 …"): the window reaches
	// that far, an id's word on its line excepted ("le numéro de commande
	// c'est 3 1 3 …"); after a phone given in it, only its read-back (echoesPhone),
	// and so after the marker that replaced one (Find's re-check).
	ask := max(0, i-spokenReach)
	if n <= 13 && (wordJustBefore(s, i) && (cx.strongPhoneRightBefore(i) || cx.contactWordRightBefore(i)) || nf.echoesPhone(i, end) ||
		nf.r.lastPhoneEnd < ask && cx.any(catStrongPhone|catWeakPhone, ask, i) && !cx.any(catID, cx.lineBefore(i), i) && !cx.any(catCard|catSSN, ask, i) &&
			!strings.Contains(s[ask:i], Redacted)) {
		return Finding{Family: Phone, Start: i, End: end}, true
	}
	var buf [19]byte
	d := digits(buf[:0], s, i, end)
	if n == 9 && ssnValid(int(d[0])*100+int(d[1])*10+int(d[2]), int(d[3])*10+int(d[4]), int(d[5])*1000+int(d[6])*100+int(d[7])*10+int(d[8])) && cx.ssnLabel(i, end) {
		return Finding{Family: SSN, Start: i, End: end}, true
	}
	if n >= 13 && cardDigits(d) && cardAsked(cx, i) {
		return Finding{Family: CreditCard, Start: i, End: end}, true
	}
	return Finding{}, false
}

// cardAsked reports a card's word in the spokenReach bytes before s[i]:
// the turn that asked for a card number read out, or the words that
// gave it.
func cardAsked(cx *ctxIndex, i int) bool {
	ask := max(0, i-spokenReach)
	return cx.any(catCard, ask, i) || cx.cardNameIn(ask, i)
}

// spokenReach is how far before a number read out a digit at a time the
// words that ask for it are looked for: a turn of a transcript and the one
// before it.
const spokenReach = 160

// wordJustBefore reports a word (or a one-letter label) ending right before
// s[i] across at most four of wordGap's bytes, as a phone word before a
// number must: a cheap look before the word lookups.
func wordJustBefore(s string, i int) bool {
	return i > 0 && wordGap[s[i-1]] && letterBeforeGap(s, i)
}

// leadDigitApart reports a lone ASCII digit that quickReject turns down (no
// trunk 1, 0 or 8) written apart from a group of two to four digits by a
// space or a hyphen, no trunk 0 after it: a plan's one-digit lead ("9 7746 4364", "3-344 7122",
// "6 77 44 12 29"), which phoneShapeOf takes right after a phone word.
func leadDigitApart(s string, i, e, nd int) bool {
	if nd != 1 || e+3 >= len(s) || s[e] != ' ' && s[e] != '-' || !isDigit(s[e+1]) || s[e+1] == '0' || !isDigit(s[e+2]) {
		return false
	}
	switch s[i] {
	case '1', '8':
		return false
	case '0':
		// Thailand's trunk 0 written apart before eight digits in
		// fours, the area code 2 the first of them: "โทร. 0 2634 8484".
		if s[e] != ' ' || e+10 > len(s) || !isDigit(s[e+3]) || !isDigit(s[e+4]) || s[e+5] != ' ' ||
			!isDigit(s[e+6]) || !isDigit(s[e+7]) || !isDigit(s[e+8]) || !isDigit(s[e+9]) || e+10 < len(s) && isDigit(s[e+10]) {
			return false
		}
	}
	// A word (or a one-letter label) must end right before it for a
	// phone word to: "12 3 45" asks nothing more.
	return wordJustBefore(s, i)
}

// tightChain follows the groups joined to the group of nd digits ending at
// s[e] without a space, up to the first separator that holds one, and
// returns where the last ends and whether they hold fewer than seven digits
// in all. A number that continues a group to its left across a space is
// such a chain or a part of one (phoneWindow turns down spaced windows after
// a leftJoin, and so does the card matcher; the SSN matcher all but
// "123-45-6789"), and every number has seven digits or more: when the chain
// is short, nothing in it is a number.
func tightChain(s string, e, nd int) (int, bool) {
	for nd < 7 {
		kinds, next, ok := scanSep(s, e)
		if !ok || kinds&sSpace != 0 {
			return e, true
		}
		ge, gnd := groupAt(s, next)
		nd += gnd
		e = ge
	}
	return 0, false
}

// dateFirst reports that the ASCII digit group s[p:e] of two or four digits
// starts a calendar date written in ASCII as dateLead reads one
// ("2024-01-15", "15.01.2024"): no matcher takes a number that starts with
// one without a '+' before it. The card and SSN matchers need other group
// sizes, and phoneShapeOf turns down every window of three groups or more
// that starts with a date; shorter windows do not end the run.
func dateFirst(s string, p, e int) bool {
	return dateEnd(s, p, e) > 0
}

// dateEnd is dateFirst that returns where the date's last group ends, or 0.
func dateEnd(s string, p, e int) int {
	sep := s[e]
	b, c := e+3, e+6 // the ends of the second and third groups
	if e-p == 2 {
		c = e + 8
	}
	if c > len(s) || s[b] != sep || c < len(s) && (s[c]-'0' < 10 || s[c] >= 0x80) {
		return 0
	}
	g0, g1, g2 := asciiValue(s[p:e]), asciiValue(s[e+1:b]), asciiValue(s[b+1:c])
	y, m, d := g0, g1, g2
	if e-p == 2 {
		d, m, y = g0, g1, g2
		if m > 12 && d <= 12 {
			d, m = m, d
		}
	}
	if y >= 1900 && y <= 2099 && m >= 1 && m <= 12 && d >= 1 && d <= 31 {
		return c
	}
	return 0
}

// asciiValue returns the number the ASCII digits t write, or -1 when t
// holds another byte.
func asciiValue(t string) int {
	v := 0
	for i := 0; i < len(t); i++ {
		c := t[i] - '0'
		if c > 9 {
			return -1
		}
		v = v*10 + int(c)
	}
	return v
}

// ipv4Alone reports an IPv4 address in ASCII digits, the group s[p:e] its
// first, with nothing joined after it but across a space ("10.0.0.1:8080",
// "10.0.0.1)", "10.0.0.1 10.0.0.2"), and returns its end. No matcher takes
// a number from its first group: it is too short for a card or an SSN, a
// phone window must hold all four groups (the others are not closed), and
// phoneShapeOf turns down every window that starts with an address and
// ends at it or goes on past a space. The group after the space starts
// afresh (compoundBefore). A '+' before it would make it an international
// number to judge: the caller leaves that to the matchers.
func ipv4Alone(s string, p, e int) (int, bool) {
	n := len(s)
	for k := 0; ; k++ {
		v := 0
		for _, c := range []byte(s[p:e]) {
			v = v*10 + int(c-'0')
		}
		if v > 255 {
			return 0, false
		}
		if k == 3 {
			break
		}
		// The next group: a dot, then one to three ASCII digits.
		if e+1 >= n || s[e] != '.' || s[e+1]-'0' >= 10 {
			return 0, false
		}
		p, e = e+1, e+2
		for e < n && s[e]-'0' < 10 {
			e++
		}
		if e-p > 3 {
			return 0, false
		}
	}
	if e < n && s[e] >= 0x80 {
		return 0, false // a digit of another system may go on
	}
	if kinds, _, ok := scanSep(s, e); ok && kinds&sSpace == 0 {
		return 0, false // more groups glued on: "01.23.45.67.89" may be a phone
	}
	return e, true
}

// matchNumber tries the families on the run starting at the group s[p:e].
func matchNumber(s string, p, e, nd int, left leftSide, right sepAfter, r *run, buf []byte, cx *ctxIndex) (Finding, bool) {
	if !leftStarts(s, p, left, r) {
		return Finding{}, false
	}
	parseRunAfter(s, p, e, nd, right, r)
	return matchRun(s, p, r, buf, cx)
}

// leftStarts fills the left-hand fields of r (leftContext) and reports
// whether a number may start at s[p]: not glued into a larger token, not
// the continuation of a number to its left.
func leftStarts(s string, p int, left leftSide, r *run) bool {
	if !leftContext(s, p, left, r) {
		return false
	}
	return r.leftJoin == 0 || r.leftJoin&sSpace != 0 // else it continues a number to its left
}

// matchRun is matchNumber once the run from s[p] is parsed into r.
func matchRun(s string, p int, r *run, buf []byte, cx *ctxIndex) (Finding, bool) {
	if !cx.mayHoldPhone() && !r.more && r.plus < 0 && r.open < 0 && windowDigits(r, r.n) < 9 && digitN(s, r.g[0], 0) != 0 &&
		!unindexedCallRightBefore(s, p) {
		// Fewer than nine digits, no '+', no '(' and no trunk 0: no card
		// (13 digits), no SSN (nine) and no phone that stands without a
		// word (NANP, national, trunk and area-code shapes have more
		// digits, a '(' or a trunk 0; a direct dial a trunk 0). With no
		// phone word in the whole text, nothing here is a number (the
		// verbs and roles not indexed, "Ring …", "Chauffør: …", asked
		// last).
		return Finding{}, false
	}
	if r.rightDirty && r.n == 1 && track2PAN(s, r.g[0].start, r.g[0].end) {
		// EMV's Track 2 Equivalent Data: the number glued to 'D' and
		// the expiry (card.go).
		return Finding{Family: CreditCard, Start: p, End: r.g[0].end}, true
	}
	if r.rightDirty && !r.more && windowSeps(r, r.n)&sSpace == 0 {
		// "2026-03-14T10:22", "1.2.3rc1", "4111111111111111x": joined
		// without a space and glued to a word at its end, the run has
		// one window that is closed, the whole of it, and every matcher
		// turns a window glued to a word down unless an extension
		// follows ("555-123-4567x89"); the others go on to the next
		// group without a space between.
		// An '@' after an international number: a SIP address's user
		// part (phoneWindow); after an Indian mobile, a UPI address's
		// (upiHandle).
		if _, ok := extension(s, r.g[r.n-1].end); !ok && (r.plus < 0 || s[r.g[r.n-1].end] != '@') && !sipUser(s, r.g[0].start, r.g[r.n-1].end) &&
			!(r.n == 1 && upiHandle(s, r.g[0].start, r.g[0].end)) {
			if (r.n == 1 && r.g[0].nd == 9 || r.n == 3 && r.g[0].nd == 3 && r.g[1].nd == 2 && r.g[2].nd == 4) && isUpper(s[r.g[r.n-1].end]) {
				if end, ok := matchSSN(s, r, cx); ok {
					return Finding{Family: SSN, Start: p, End: end}, true // an SSA claim number, an HICN
				}
			}
			return Finding{}, false
		}
	}
	if end, ok := matchCard(s, r, buf, cx); ok {
		return Finding{Family: CreditCard, Start: p, End: end}, true
	}
	if end, ok := matchSSN(s, r, cx); ok {
		return Finding{Family: SSN, Start: p, End: end}, true
	}
	if start, end, ok := matchPhone(s, r, cx); ok {
		return Finding{Family: Phone, Start: start, End: end}, true
	}
	return Finding{}, false
}

// memorySize reports the group s[i:e] as a storage size in GB, a power of
// two from 16 to 1024, after a slash and a RAM size of one or two digits.
func memorySize(s string, i, e int) bool {
	v := groupValue(s, group{i, e, e - i})
	return v >= 16 && v <= 1024 && v&(v-1) == 0
}

// currencyAfter reports a currency sign right after s[i], or after one
// space, with no amount after it: what stands before it is an amount.
func currencyAfter(s string, i int) bool {
	if s[i] == ' ' {
		i++
	}
	if i >= len(s) || !currencyLead[s[i]] {
		return false // most numbers: told by the byte after them
	}
	w := 0
	if s[i] == '$' {
		w = 1
	} else {
		for _, sign := range currencySigns {
			if strings.HasPrefix(s[i:], sign) {
				w = len(sign)
				break
			}
		}
	}
	if w == 0 {
		return false
	}
	if s[i] == 0xC4 && i+w < len(s) && (isAlpha(s[i+w]) || s[i+w] >= 0x80) && !strings.HasPrefix(s[i+w:], "ồng") {
		// Vietnamese's "đ" starts words as well ("để", "được"): only
		// on its own, or as "đồng", is it the sign.
		return false
	}
	// A sign that an amount follows ("… 555-123-4567 $5 fee", "€ 20")
	// starts that amount instead.
	j := i + w
	if j < len(s) && s[j] == ' ' {
		j++
	}
	return j >= len(s) || !isDigit(s[j])
}

// currencySigns are the signs of the currencies people price in after
// the amount; currencyLead marks their first bytes.
var currencySigns = []string{"€", "₫", "đ", "₩", "฿", "₹", "¥", "£", "₺", "₦", "₱", "₽", "₴", "zł", "Kč", "₪", "﷼"}

var currencyLead = func() (t [256]bool) {
	t['$'] = true
	for _, sign := range currencySigns {
		t[sign[0]] = true
	}
	return
}()

// ticketEnd returns the end of the ten ASCII digits after the separator at
// s[e], with no digit or digit-joined group after them, else 0.
func ticketEnd(s string, e int) int {
	j := e + 1
	for j < len(s) && j-e <= 11 && isDigit(s[j]) {
		j++
	}
	if j-e-1 != 10 || j < len(s) && (isDigit(s[j]) || j+1 < len(s) && (s[j] == '-' || s[j] == '.' || s[j] == '/') && isDigit(s[j+1])) {
		return 0
	}
	return j
}

// inDOI reports a number at s[p] inside a DOI's suffix
// ("doi:10.1016/j.cell.2021.02.970", "https://doi.org/10.1000/tel.555.123.4567"):
// a DOI is "10.", a registrant code of four digits or more (dotted
// sub-codes too), a slash and any characters up to a space, and nothing in
// it is a person's number. Asked of findings glued to what precedes them
// only; the token is read back at most 256 bytes.
func inDOI(s string, p int) bool {
	t := p
	for t > 0 && p-t < 256 && !doiEnd[s[t-1]] {
		t--
	}
	if indexByteFrom(s[:p], t, '/') < 0 {
		return false // a DOI's slash comes before its suffix
	}
	for q := t; q+7 < p; q++ {
		if s[q] != '1' || s[q+1] != '0' || s[q+2] != '.' || q > t && isWordByte(s[q-1]) {
			continue
		}
		j, run := q+3, 0
		for j < p && (isDigit(s[j]) || s[j] == '.' && run >= 4 && j+1 < p && isDigit(s[j+1])) {
			if isDigit(s[j]) {
				run++
			}
			j++
		}
		if run >= 4 && j < p && s[j] == '/' {
			return true
		}
	}
	return false
}

// doiInner marks the bytes that stand before a number inside a DOI's
// suffix ("j.cell.2021…", "/555-…", "(SICI)1097-…"): letters, digits and
// the ASCII punctuation suffixes use. A number after a quote, a colon, an
// equals sign or a space is asked nothing.
var doiInner = func() (t [256]bool) {
	for c := '0'; c <= 'z'; c++ {
		t[c] = c <= '9' || c >= 'A' && c <= 'Z' || c >= 'a'
	}
	for _, c := range "./-_;()[]<>+" {
		t[c] = true
	}
	return
}()

// doiEnd marks the bytes a DOI never holds: spaces, quotes, angle brackets.
var doiEnd = [256]bool{' ': true, '\t': true, '\n': true, '\r': true, '"': true, '\'': true, '<': true, '>': true}

// skipNonLead returns the offset of the first byte at or after i that may
// start a digit (class cNumLead), or len(s): the main loop's step over text
// of other scripts, a loop of its own so that it compiles to a few
// instructions per byte. ASCII text is stepped over eight bytes at a time at
// the top of the loop: most of the text between numbers lies in gaps of
// sixteen bytes and more, even in PII-dense text.
func skipNonLead(s string, i int) int {
	for i < len(s) && class[s[i]]&cNumLead == 0 {
		i++
	}
	return i
}

// hungarianTrunk returns where the slash is when the group s[i:e] is
// Hungary's trunk prefix 06 hyphened to a one- or two-digit area code
// and a slash ("06-30/629-9161", Budapest's "06-1/234-5678"), else 0.
func hungarianTrunk(s string, i, e int) int {
	if e-i != 2 || s[i] != '0' {
		return 0 // most groups: asked inline
	}
	return hungarianTrunkAfter0(s, i, e)
}

// hungarianTrunkAfter0 is hungarianTrunk for a group of two digits, 0
// first.
func hungarianTrunkAfter0(s string, i, e int) int {
	if s[i+1] != '6' || e+3 >= len(s) || s[e] != '-' {
		return 0
	}
	j := e + 1
	for j < len(s) && j-e <= 3 && s[j]-'0' < 10 {
		j++
	}
	if n := j - e - 1; n < 1 || n > 2 || j >= len(s) || s[j] != '/' {
		return 0
	}
	return j
}

// zapierRun reports the id of a Zapier zap in its run log, "Zap 952724919
// run 46891": Brazil's "zap" (WhatsApp) names a phone number, Zapier's
// capitalised "Zap" before a run's number names a workflow.
func zapierRun(s string, start, end int) bool {
	return start >= 4 && s[start-4:start] == "Zap " && strings.HasPrefix(s[end:], " run ")
}

// hhmmRange reports "HHMM-HHMM" at s[i]: two times of day in military
// notation on the quarter hour ("0700-1500", "2200-0600"), a range of
// hours; no phone's groups read so (a Brazilian landline's "3230-1500"
// has no hour 32).
func hhmmRange(s string, i int) bool {
	if i+9 > len(s) || s[i+4] != '-' || i+9 < len(s) && (isAlnum(s[i+9]) || s[i+9] == '-') {
		return false
	}
	for _, k := range [2]int{i, i + 5} {
		for j := k; j < k+4; j++ {
			if !isDigit(s[j]) {
				return false
			}
		}
		h, m := asciiValue(s[k:k+2]), asciiValue(s[k+2:k+4])
		if h > 23 || m%15 != 0 || m > 45 {
			return false
		}
	}
	return true
}
