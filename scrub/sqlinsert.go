package scrub

import "strings"

// An SQL INSERT with a column list labels its values as a header labels
// a table's rows: in
//
//	INSERT INTO vendors (name, tax_id, phone) VALUES ('Vandelay', '…', '2126984108');
//
// the third value is a phone number however far it is from the word
// "phone". The statements are found from their VALUES keyword, read back to
// the column list and the INTO before the table's name, then forward over
// each tuple of values. Like the tables, they are read as far down as the
// questions reach, each byte once.

// sqlScan is where buildSQL stopped: the text before pos is read.
type sqlScan struct {
	pos  int
	next [3]int // where each of valuesSpellings occurs next at or after pos; -1: nowhere

	// The last column list read and what insertColumns made of it: a
	// dump repeats one list for every row ("pg_dump --column-inserts").
	cols  string
	masks colMasks
	nf    int
}

// valuesSpellings are the spellings of the keyword looked for. Each is
// searched for on its own: V and v are rare enough for the vectorised
// first-byte search, where "alues" would stop at every a.
var valuesSpellings = [3]string{"VALUES", "values", "Values"}

// buildSQL reads the INSERT statements whose VALUES keyword starts before
// s[p]. Their tuples may reach past p; the next search starts after them.
func (x *ctxIndex) buildSQL(p int) {
	s, q := x.s, &x.sql
	if q.pos == 0 {
		for k, w := range valuesSpellings {
			q.next[k] = indexFrom(s, w, 0)
		}
	}
	for q.pos <= p && q.pos < len(s) {
		v := -1
		for k, w := range valuesSpellings {
			if q.next[k] >= 0 && q.next[k] < q.pos {
				q.next[k] = indexFrom(s, w, q.pos)
			}
			if q.next[k] >= 0 && (v < 0 || q.next[k] < v) {
				v = q.next[k]
			}
		}
		if v < 0 {
			q.pos = len(s)
			return
		}
		if v > p {
			q.pos = p + 1
			return
		}
		q.pos = x.readInsert(v)
	}
}

// indexFrom is strings.Index from offset i, -1 when w is not there.
func indexFrom(s, w string, i int) int {
	if i > len(s) {
		return -1
	}
	if k := strings.Index(s[i:], w); k >= 0 {
		return i + k
	}
	return -1
}

// readInsert reads the statement whose VALUES keyword is at s[v] and records
// its tuples; it returns where the next search starts (past the tuples it
// read, or past the keyword).
func (x *ctxIndex) readInsert(v int) int {
	s := x.s
	after := v + len("values")
	if v > 0 && isWordByte(s[v-1]) || after < len(s) && isWordByte(s[after]) {
		return after // part of a longer word: "myvalues", "VALUES_2"
	}
	cols, nf := x.insertColumns(v)
	if !cols.any() {
		return after
	}
	i := skipSpace(s, after)
	for i < len(s) && s[i] == '(' {
		end, ok := x.readTuple(i, nf, cols)
		if !ok {
			return max(end, after)
		}
		i = skipSpace(s, end+1)
		if i >= len(s) || s[i] != ',' {
			return i
		}
		i = skipSpace(s, i+1)
	}
	return i
}

// insertColumns reads back from the VALUES keyword at s[v] over
// "INTO name (col, col, …)" and returns what its columns are named for
// (columnLabel, as a table's header: headerMask), and their number; all
// zero when the text before v is not such a statement.
func (x *ctxIndex) insertColumns(v int) (cols colMasks, nf int) {
	s := x.s
	j := v
	for j > 0 && isSpaceByte(s[j-1]) {
		j--
	}
	if j == 0 || s[j-1] != ')' {
		return colMasks{}, 0
	}
	close := j - 1
	// Back to the '(' that opens the list, stopping at a ')': each byte
	// is read back from one keyword only, however many there are.
	open := close - 1
	for open >= 0 && close-open <= maxHeaderLine && s[open] != '(' && s[open] != ')' {
		open--
	}
	if open < 0 || s[open] != '(' || !intoBefore(s, open) {
		return colMasks{}, 0
	}
	q := &x.sql
	if cols := s[open+1 : close]; cols != q.cols {
		q.cols = cols
		q.masks, q.nf = columnMasks(s, open+1, close)
	}
	return q.masks, q.nf
}

// columnMasks reads the column list s[a:close] (see insertColumns).
func columnMasks(s string, a, close int) (cols colMasks, nf int) {
	for {
		b := a
		for b < close && s[b] != ',' {
			b++
		}
		c, d := a, b
		for c < d && (isSpaceByte(s[c]) || identQuote[s[c]]) {
			c++
		}
		for d > c && (isSpaceByte(s[d-1]) || identQuote[s[d-1]]) {
			d--
		}
		if d == c || d-c > maxHeaderCell {
			return colMasks{}, 0
		}
		for k := c; k < d; k++ {
			if !isWordByte(s[k]) && s[k] < 0x80 {
				return colMasks{}, 0 // no column name: an expression, a string
			}
		}
		if nf == maxColumns {
			return colMasks{}, 0
		}
		cols.set(nf, columnLabel(s, c, d))
		nf++
		if b == close {
			return cols, nf
		}
		a = b + 1
	}
}

// identQuote marks the bytes that quote an SQL identifier: "name", `name`,
// [name].
var identQuote = [256]bool{'"': true, '`': true, '[': true, ']': true}

// intoBefore reports "INTO table" (any case) before the column list that
// opens at s[open]: INSERT INTO, INSERT IGNORE INTO, REPLACE INTO.
func intoBefore(s string, open int) bool {
	j := open
	for j > 0 && isSpaceByte(s[j-1]) {
		j--
	}
	k := j
	for k > 0 && j-k <= 2*maxHeaderCell && (isWordByte(s[k-1]) || s[k-1] == '.' || identQuote[s[k-1]] || s[k-1] >= 0x80) {
		k--
	}
	if k == j {
		return false // no table name
	}
	for k > 0 && isSpaceByte(s[k-1]) {
		k--
	}
	return k >= 4 && strings.EqualFold(s[k-4:k], "into") && (k == 4 || !isWordByte(s[k-5]))
}

// readTuple reads the tuple of values that opens at s[i] and records it
// when it has nf values. It returns where the tuple closes; ok is false when
// it does not close within maxRowLine bytes, or holds more than maxColumns
// values.
func (x *ctxIndex) readTuple(i, nf int, cols colMasks) (int, bool) {
	s := x.s
	n0 := len(x.sqlFields)
	x.sqlFields = append(x.sqlFields, i+1)
	depth := 0
	lim := min(len(s), i+maxRowLine)
	for k := i + 1; k < lim; k++ {
		c := s[k]
		if !tupleByte[c] {
			continue
		}
		switch c {
		case '\'', '"':
			k = quoteEnd(s[:lim], k)
		case '(':
			depth++
		case ')':
			if depth > 0 {
				depth--
				continue
			}
			if len(x.sqlFields)-n0 == nf {
				x.tuples = append(x.tuples, tableRow{start: i, end: k, fields: [2]int{n0, len(x.sqlFields)}, cols: cols})
			} else {
				x.sqlFields = x.sqlFields[:n0]
			}
			return k, true
		case ',':
			if depth == 0 {
				if len(x.sqlFields)-n0 == maxColumns {
					x.sqlFields = x.sqlFields[:n0]
					return k, false
				}
				x.sqlFields = append(x.sqlFields, k+1)
			}
		}
	}
	x.sqlFields = x.sqlFields[:n0]
	return lim, false
}

// tupleByte marks the bytes readTuple acts on.
var tupleByte = [256]bool{'\'': true, '"': true, '(': true, ')': true, ',': true}

// quoteEnd returns where the quoted value that opens at s[k] closes, or
// len(s)-1 when it does not. A quote written twice inside the value (SQL's
// escape) closes it and opens it again, which reads the same; a backslash
// escapes the next byte, as MySQL writes 'O\'Brien' and "say \"hi\"".
func quoteEnd(s string, k int) int {
	q := s[k]
	for j := k + 1; j < len(s); j++ {
		switch s[j] {
		case q:
			return j
		case '\\':
			j++ // MySQL escapes in both kinds of quotes
		}
	}
	return len(s) - 1
}

// skipSpace returns the index of the first byte at or after i that is no
// white space.
func skipSpace(s string, i int) int {
	for i < len(s) && isSpaceByte(s[i]) {
		i++
	}
	return i
}

func isSpaceByte(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }
