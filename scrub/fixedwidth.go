package scrub

import "strings"

// Fixed-width records — a mainframe extract laid out by a COBOL copybook,
// a bank's or a payroll's flat file — give every field a column of its own
// and no separator: a field that fills its column runs into the next.
//
//	ACCT-NO   SSN      NAME                     PHONE     CARD-NO         OPEN-DT
//	4941351501179200767PRICE DESHAWN            7384625872650083299807478320250623
//
// A header line names the columns (an aligned table's, aligned.go); a run of
// digits that starts where one of its columns starts and ends where a later
// one starts (or the line ends) is read as the fields of those columns, each
// cut where its column ends. Fields written one space apart are read the
// same way, their value starting where the column does: a single space is
// no cell's start for aligned tables (it may be inside a value), but a value
// that starts exactly under a header cell, after another field's digits, is
// that column's.

// fixedWidthMin is the fewest digits of a run that may hold two fields.
const fixedWidthMin = 14

// fixedWidthFields appends what the run of ASCII digits s[i:e] holds when it
// is the fields of a fixed-width record, with the runs after it one space
// apart that start where their columns do, and returns where the fields
// read end; 0 when none was read as such (then nothing else reads them).
func (nf *numberFinder) fixedWidthFields(fs []Finding, i, e int) ([]Finding, int) {
	s, x := nf.s, nf.cx
	x.readAligned(i)
	t, ok := x.alignedTableAt(i)
	if !ok {
		return fs, 0
	}
	ls := x.al.lineStart
	if i < ls {
		return fs, 0 // a question about an earlier line: rare, not asked
	}
	hs := t.header
	cells := x.alignedCells[t.cells[0]:t.cells[1]]
	// The column the run starts in must start where the run does.
	k := -1
	for c := 0; c+2 < len(cells); c += 3 {
		if cells[c]-hs == i-ls {
			k = c
			break
		}
	}
	if k < 0 {
		return fs, 0
	}
	n0, end := len(fs), 0
	for {
		for a := i; a < e; k += 3 {
			if k >= len(cells) {
				return fs[:n0], 0 // digits past the last column: no record of these
			}
			b := e
			if k+3 < len(cells) {
				if next := ls + cells[k+3] - hs; next < e {
					b = next
				} else if next > e && e < len(s) && s[e] != ' ' && s[e] != '\n' {
					return fs[:n0], 0 // the run ends inside a column, glued to what follows
				}
			}
			if f, ok := fieldFinding(s, a, b, uint8(cells[k+2])); ok {
				fs = append(fs, f)
			}
			a = b
		}
		end = e
		// A field one space after this one, starting where its column
		// does.
		if k >= len(cells) || e+1 >= len(s) || s[e] != ' ' || s[e+1]-'0' >= 10 || ls+cells[k]-hs != e+1 {
			break
		}
		i = e + 1
		for e = i; e < len(s) && s[e]-'0' < 10; e++ {
		}
	}
	if len(fs) == n0 {
		return fs, 0
	}
	return fs, end
}

// fieldFinding is the finding a field s[a:b] of digits alone holds under a
// column labelled lab (columnLabel): an SSN of nine digits in a valid range,
// a phone of seven to fifteen, a card number of an issuer's length that
// passes Luhn.
func fieldFinding(s string, a, b int, lab uint8) (Finding, bool) {
	nd := b - a
	switch lab {
	case catSSN:
		if nd == 9 && ssnValid(asciiValue(s[a:a+3]), asciiValue(s[a+3:a+5]), asciiValue(s[a+5:b])) {
			return Finding{Family: SSN, Start: a, End: b}, true
		}
	case catStrongPhone:
		if nd >= 7 && nd <= 15 {
			return Finding{Family: Phone, Start: a, End: b}, true
		}
	case catCard:
		if nd >= 13 && nd <= 19 {
			var buf [19]byte
			if cardDigits(digits(buf[:0], s, a, b)) {
				return Finding{Family: CreditCard, Start: a, End: b}, true
			}
		}
	}
	return Finding{}, false
}

// NACHA's ACH files (the Operating Rules' record formats) carry a
// receiver's SSN where payroll and child-support payments put it.

// achEntrySSN reports the run of 19 ASCII digits s[i:e] as an ACH entry
// detail record's amount (positions 30–39) and, glued to it, a 9-digit
// individual identification number (40–54) that is a valid SSN: payroll
// files key employees by it. The record opens its line with '6', the
// transaction code and a routing number whose check digit holds; it
// returns where the SSN starts.
func achEntrySSN(s string, i, e int) (int, bool) {
	ls := strings.LastIndexByte(s[:i], '\n') + 1
	if i-ls != 29 || e-i != 19 || e < len(s) && s[e] != ' ' || s[ls] != '6' {
		return 0, false
	}
	for k := ls + 1; k < ls+12; k++ {
		if !isDigit(s[k]) {
			return 0, false
		}
	}
	if !routingValid(s[ls+3 : ls+12]) {
		return 0, false
	}
	return i + 10, ssnValue(asciiValue(s[i+10 : e]))
}

// routingValid checks an ABA routing number's check digit: weights 3, 7
// and 1 over its nine digits sum to a multiple of ten.
func routingValid(r string) bool {
	sum := 0
	for k := 0; k < 9; k++ {
		sum += int(r[k]-'0') * [3]int{3, 7, 1}[k%3]
	}
	return sum%10 == 0
}

// childSupportSSN reports the 9 ASCII digits s[i:e] as the absent
// parent's SSN in a child-support payment's addenda (NACHA's Child
// Support Payment Banking Convention: "DED*CS*case*date*amount*SSN*
// medical*name*FIPS…"), in an ACH addenda record or a bank report's
// continuation line: the sixth of the '*'-separated elements.
func childSupportSSN(s string, i, e int) bool {
	if e >= len(s) || s[e] != '*' || i < len("DED*CS*a*1*1*") {
		return false
	}
	k := i - 1 // the '*' before the SSN
	for range 3 {
		j := strings.LastIndexByte(s[max(0, k-24):k], '*')
		if j < 0 {
			return false
		}
		k = max(0, k-24) + j
	}
	if k < 6 || s[k-6:k] != "DED*CS" {
		return false
	}
	return ssnValue(asciiValue(s[i:e]))
}

// efw2EmployeeSSN reports the 9 ASCII digits s[i:e] as the employee's SSN
// of an EFW2 "RW" record (the SSA's format for W-2 wage reports: the
// record's identifier in positions 1–2, the SSN in 3–11, the employee's
// name after it), when a valid SSN and the record opens its line.
func efw2EmployeeSSN(s string, i, e int) bool {
	if i < 2 || s[i-2] != 'R' || i > 2 && s[i-3] != '\n' || e >= len(s) || !isUpper(s[e]) && s[e] != ' ' {
		return false
	}
	return ssnValue(asciiValue(s[i:e]))
}
