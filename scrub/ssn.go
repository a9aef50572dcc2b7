package scrub

import "strings"

// matchSSN recognises a US Social Security number or ITIN at the start of
// run r.
// "123-45-6789" (ASCII hyphens, exactly three groups) stands on its own; the
// other spellings — spaces, en dashes, dots, or nine bare digits — are common
// for other numbers too, so they need an SSN label nearby. The number must be
// a valid SSN or ITIN (see ssnValid).
func matchSSN(s string, r *run, cx *ctxIndex) (int, bool) {
	if r.plus >= 0 || r.open >= 0 && r.n > 1 && r.sep[0]&sClose != 0 {
		return 0, false
	}
	switch {
	case r.g[0].nd == 3 && r.n >= 3 && r.g[1].nd == 2 && r.g[2].nd == 4:
		s0, s1 := r.sep[0], r.sep[1]
		if (s0|s1)&(sOpen|sClose) != 0 || !ssnValid(groupValue(s, r.g[0]), groupValue(s, r.g[1]), groupValue(s, r.g[2])) {
			return 0, false
		}
		start, end := r.g[0].start, r.g[2].end
		if !r.closedAfter(3) && r.sep[2]&sSpace == 0 {
			return 0, false // "123-45-6789-01": longer, so something else
		}
		if r.closedAfter(3) && r.rightDirty {
			if ssaClaimNumber(s, start, end) {
				return end, true // "Claim Number: 045-80-3225C1": the SSN, its BIC after
			}
			return 0, false
		}
		if cx.segmentLabel(start) == catPart {
			return 0, false // an X12 product id ("PO1*…*BP*091-01-9356*")
		}
		if s0 == sDash && s1 == sDash {
			// A table whose header says which column holds the SSN: a
			// value filling another column's cell is that column's
			// ("cost_center" 463-40-4179 beside "ssn"). The cell is
			// asked first: most SSNs stand in prose, and ssnColumn
			// reads the lines above for a header.
			if fieldStart(s, start) && fieldEnd(s, end) {
				if inTable, ssnCol := cx.ssnColumn(start); inTable && !ssnCol && !rowLabelSSN(cx, s, start) {
					return 0, false
				}
			}
			if (cx.partNamed(start, end) || cx.idColumn(start, end) && !cx.ssnLabel(start, end)) && cx.segmentLabel(start) != catSSN {
				// "part no. 123-45-6789", a value under "order"; but
				// "REF*SY*123-45-6789" is an SSN by its place.
				return 0, false
			}
			return end, true
		}
		// Spaces, dots, en dashes: only with a label, and only when the three
		// groups are the whole run (not three numbers out of a list).
		if r.leftJoin != 0 || (s0|s1)&sSpace != 0 && !r.closedAfter(3) {
			return 0, false
		}
		if cx.ssnLabel(start, end) && !hashNamed(s, start) {
			return end, true
		}
	case r.g[0].nd == 9 && r.leftJoin == 0 && r.closedAfter(1) && r.rightDirty && ssaClaimNumber(s, r.g[0].start, r.g[0].end):
		return r.g[0].end, true // "HICN: 502269184D"
	case r.g[0].nd == 9 && r.leftJoin == 0 && (r.closedAfter(1) && !r.rightDirty || !r.closedAfter(1) && r.sep[0]&sSpace != 0):
		start := r.g[0].start
		_, w, _ := cx.wordEnding(start)
		if start > 1 && s[start-1] == ' ' && (customerWord(w) || wordIn(w, memberWords) && isAlpha(s[start-2])) {
			// "Customer 544869183 has SSN on file as ***-**-4303": the
			// customer's number, whatever SSN the sentence names after.
			return 0, false
		}
		if start > 1 && s[start-1] == '=' && logfmtIDKey(s, start-1) {
			// "action=VIEW_SSN_MASKED record=795421436": the value of a
			// key that names another number, whatever the line says.
			return 0, false
		}
		if idKeyBefore(s, start) && !cx.any(catSSN, labelFrom(s, max(0, start-24), start), start) {
			// "'ssn': '701-11-6966', 'score': 0.812, 'id': 463953535",
			// `{"id":984981846,…}`, "WHERE id = 848031891": a record's
			// own key names the number, unless an SSN's label stands
			// in reach before it ("Tax ID: 123456789").
			return 0, false
		}
		if einName(w) && !cx.any(catSSN, labelFrom(s, max(0, start-24), start), start) {
			// "ssn='836-25-0514', employer_ein='597689889'": the
			// employer's; but "Tax ID (SSN/EIN): 559964998" names both.
			return 0, false
		}
		if v := groupValue(s, r.g[0]); ssnValue(v) && cx.ssnLabel(start, r.g[0].end) &&
			(!cx.idRightBefore(start) || cx.any(catSSN, labelFrom(s, max(0, start-24), start), start) || tinLabelBefore(s, start)) && !hashNamed(s, start) {
			// Not when the word right before names another number
			// ("SSN …\nRouting 322271627"), unless it is the label's
			// ("Tax ID 123456789"): on the number's own line, with no
			// other number between.
			return r.g[0].end, true
		}
	}
	return 0, false
}

// logfmtIDKey reports the bare key before s[eq], its '=', naming an id,
// a part or an account and no SSN ("record", "order_id").
func logfmtIDKey(s string, eq int) bool {
	k, ok := otherIDKeyEnding(s, eq)
	return ok && (k == 0 || s[k-1] == ' ' || s[k-1] == '\t' || s[k-1] == '\n')
}

// otherIDKeyEnding reports the key ending at s[j] (32 bytes at most) naming
// an id, a part or an account and no SSN, and where it starts.
func otherIDKeyEnding(s string, j int) (int, bool) {
	k := j
	for k > 0 && j-k <= 32 && (isWordByte(s[k-1]) || s[k-1] == '-' || s[k-1] == '.') {
		k--
	}
	if k == j || j-k > 32 {
		return k, false
	}
	c := wordsOfAt(s[:j], k, catSSN|catID|catPart|catAccount)
	return k, c&catSSN == 0 && c != 0
}

// tinLabelBefore reports the IRS's own name for the number, "Taxpayer
// Identification Number", as the label right before s[start] (a W-9's
// line): its "Number" names no other id.
func tinLabelBefore(s string, start int) bool {
	const tin = "taxpayer identification number"
	j := start
	for j > 0 && start-j < 3 && (s[j-1] == ' ' || s[j-1] == ':') {
		j--
	}
	return j >= len(tin) && strings.EqualFold(s[j-len(tin):j], tin)
}

// idKeyBefore reports a key naming an id, a part or an account and no
// SSN right before the value at s[start], as data formats write one:
// `"id":`, `'id': '`, "ID:" (Go's %+v), "id = " (SQL), "id=".
func idKeyBefore(s string, start int) bool {
	j := start
	if j > 0 && (s[j-1] == '"' || s[j-1] == '\'') {
		j--
	}
	for j > 0 && s[j-1] == ' ' {
		j--
	}
	if j == 0 || s[j-1] != ':' && s[j-1] != '=' {
		return false
	}
	j--
	for j > 0 && s[j-1] == ' ' {
		j--
	}
	if j > 0 && (s[j-1] == '"' || s[j-1] == '\'') {
		j--
		if j > 0 && s[j-1] == '\\' {
			j--
		}
	}
	_, ok := otherIDKeyEnding(s, j)
	return ok
}

// ssaClaimNumber reports the SSN s[start:end] with a beneficiary
// identification code glued after it — a letter and at most one more
// letter or digit ("045-80-3225C1", "502269184D") — as the SSA's claim
// numbers and Medicare's old HICN write the holder's SSN, with a claim's
// or Medicare's word in the 64 bytes before it on its line.
func ssaClaimNumber(s string, start, end int) bool {
	if end >= len(s) || !isUpper(s[end]) {
		return false
	}
	e := end + 1
	if e < len(s) && (isUpper(s[e]) || isDigit(s[e])) {
		e++
	}
	if e < len(s) && isAlnum(s[e]) {
		return false
	}
	v := 0
	for k := start; k < end; k++ {
		if isDigit(s[k]) {
			v = v*10 + int(s[k]-'0')
		}
	}
	if !ssnValue(v) {
		return false
	}
	ls := max(lineStart(s, start), start-64) // the label's words near: a claim's line can be long
	return hasAnyFold(s[ls:start], []string{"claim", "hicn", "medicare", "reclamo"})
}

// memberWords name, right before a number, the plan member or patient
// whose id it is ("not found for member 085140190"), as customerWord's
// name the customer; not a transcript's speaker ("Member: 553477139").
var memberWords = []string{"member", "patient", "subscriber", "miembro", "mitglied"}

// einName reports a key or a word that names an employer identification
// number: "EIN", "FEIN", a key ending "_ein" ("employer_ein").
func einName(w string) bool {
	n := len(w)
	return n >= 3 && strings.EqualFold(w[n-3:], "ein") && (n == 3 || w[n-4] == '_' || n == 4 && (w[0] == 'f' || w[0] == 'F'))
}

// ssnValid checks the three parts of nine digits (area, group, serial)
// against the SSA's structural rules for an SSN (area not 000, 666 or
// 900-999; group not 00; serial not 0000) or the IRS's for an ITIN, the
// taxpayer number issued to people who cannot have an SSN and written the
// same way: area 900-999, group 50-65, 70-88, 90-92 or 94-99. 987-65-4320 to
// 987-65-4329 are reserved for advertisements and are neither.
func ssnValid(area, grp, serial int) bool {
	if area == 0 || area == 666 || grp == 0 || serial == 0 {
		return false
	}
	if area == 78 && grp == 5 && serial == 1120 || area == 219 && grp == 9 && serial == 9999 {
		return false // voided by the SSA: the wallet insert's 078-05-1120, an advertisement's 219-09-9999
	}
	if area < 900 {
		return true
	}
	if area == 987 && grp == 65 && serial >= 4320 && serial <= 4329 {
		return false
	}
	return grp >= 50 && grp <= 65 || grp >= 70 && grp <= 88 || grp >= 90 && grp <= 92 || grp >= 94
}

// ssnValue is ssnValid for nine digits read as one number.
func ssnValue(v int) bool { return ssnValid(v/1e6, v/1e4%100, v%1e4) }

// hashNamed reports a number marked with '#' after a word other than an
// SSN's label: "App #782391259", "Loan # 466648429" are that word's
// numbers, whatever SSN a label nearby gives ("SSN #…" and "my SSN is
// #…" stay SSNs).
func hashNamed(s string, start int) bool {
	j := start
	if j > 0 && s[j-1] == ' ' {
		j--
	}
	if j == 0 || s[j-1] != '#' {
		return false
	}
	j--
	if j > 0 && s[j-1] == ' ' {
		j--
	}
	k := j
	for k > 0 && j-k < 24 && isAlpha(s[k-1]) {
		k--
	}
	if j-k < 2 {
		return false
	}
	w := s[k:j]
	if strings.EqualFold(w, "security") && k >= 7 && hasFoldAt(s, k-7, "social ") && lower(s[k-7]) == 's' {
		return false // "Social Security # 135 89 1743": the label is two words
	}
	return !strings.EqualFold(w, "is") && !strings.EqualFold(w, "was") && wordsOfAt(s, k, catSSN) == 0
}

// labelFrom returns where the label of the number at start may begin, from
// lo on: after the last line break, digit or placeholder (a number found
// before, when the scrubbed text is read again) before start.
func labelFrom(s string, lo, start int) int {
	for i := start - 1; i >= lo; i-- {
		if s[i] == '\n' || isDigit(s[i]) || s[i] == ']' && strings.HasSuffix(s[:i+1], Redacted) {
			return i + 1
		}
	}
	return lo
}

// slashedSSNShape reports "/DD/DDDD" at s[e], after a group of three
// digits, with nothing glued after it: an SSN's groups written with
// slashes ("371/70/5353"), as forms and OCR give them.
func slashedSSNShape(s string, e int) bool {
	if e+8 > len(s) || s[e+3] != '/' || !isDigit(s[e+1]) || !isDigit(s[e+2]) {
		return false
	}
	for k := e + 4; k < e+8; k++ {
		if !isDigit(s[k]) {
			return false
		}
	}
	return e+8 == len(s) || !isAlnum(s[e+8]) && s[e+8] != '/'
}

// slashedSSN reports an SSN written with slashes at s[i:e+8] (the three
// digits at s[i:e]): valid, not part of a path or a longer chain, and
// under an SSN's label, as every spelling but ASCII hyphens needs. No
// date is written 3/2/4.
func slashedSSN(s string, i, e int, cx *ctxIndex) bool {
	if !slashedSSNShape(s, e) || i > 0 && (isAlnum(s[i-1]) || s[i-1] == '/' || s[i-1] == '.' || s[i-1] == '-') {
		return false
	}
	area := groupValue(s, group{i, e, 3})
	grp := int(s[e+1]-'0')*10 + int(s[e+2]-'0')
	serial := groupValue(s, group{e + 4, e + 8, 4})
	return ssnValid(area, grp, serial) && cx.ssnLabel(i, e+8) && !hashNamed(s, i)
}

// rowLabelSSN reports a row of a form laid out as label, delimiter, value
// whose label names an SSN ("Taxpayer SSN\t355-64-8459"): the row's own
// label, not a header above it, says what the value is.
func rowLabelSSN(cx *ctxIndex, s string, start int) bool {
	ls := lineStartWithin(s, start, 48)
	if ls < 0 || start-ls < 4 {
		return false // a label of 48 bytes at most
	}
	d := start - 1
	for d > ls && s[d] == ' ' {
		d--
	}
	if c := s[d]; c != '\t' && c != ',' && c != ';' && c != '|' {
		return false
	}
	if strings.IndexAny(s[ls:d], "\t,;|") >= 0 {
		return false // a row of more cells: its header says
	}
	return cx.any(catSSN, ls, d)
}
