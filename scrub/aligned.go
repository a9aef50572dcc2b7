package scrub

import "strings"

// Text tables aligned with spaces — reports pasted from a terminal, a PDF
// or an ERP screen — name their columns in a header line as delimited
// tables do:
//
//	Item  P/N            Description                 Qty
//	10    187-41-7258    Bracket, mounting, steel    103
//
// A header is a line without digits whose cells are set apart by two
// spaces or more; the lines after it that are set out the same way are its
// rows, until a blank line or a line of prose. A value that starts a cell
// of a row belongs to the header cell whose column holds its first byte.
// The lines are read forward as the questions reach them, each once.

// alignScan is how far the lines have been read for aligned tables.
type alignScan struct {
	pos       int  // the lines before pos are read
	lineStart int  // the start of the last line read
	open      bool // the last table in x.aligned may take more rows

	// The cells of the row asked about last (rowCells), read once per row.
	row      int // its start plus one; 0 for none
	rowCells [maxAlignedCells + 1]int
	nCells   int // how many; -1 for more than rowCells holds
}

// alignedTable is a header line and the rows read under it.
type alignedTable struct {
	header, rowsStart, rowsEnd int    // the header line's start; its rows span s[rowsStart:rowsEnd]
	cells                      [2]int // x.alignedCells[cells[0]:cells[1]]: each header cell's start, end and label (columnLabel), in threes
}

// Limits that keep the reading linear and prose out.
const (
	maxAlignedLine  = 512 // longer lines are no table's
	maxAlignedCells = 16
)

// alignedLabel returns the label (columnLabel) of the header cell above
// the value that starts at s[p], when s[p] starts a cell of a row of an
// aligned table, and 0 otherwise.
func (x *ctxIndex) alignedLabel(p int) uint8 {
	lab, _, _, _ := x.alignedCell(p)
	return lab
}

// alignedCell is alignedLabel with the header cell's name (s[ha:hb], -1
// for none) and whether s[p] starts a cell of a row of an aligned table
// at all, named or not.
func (x *ctxIndex) alignedCell(p int) (lab uint8, ha, hb int, ok bool) {
	s := x.s
	if p > 0 && s[p-1] != ' ' && s[p-1] != '\n' {
		return 0, -1, -1, false // not the start of a cell
	}
	if p >= 2 && s[p-1] == ' ' && s[p-2] != ' ' && s[p-2] != '\n' {
		// One space after a word ("SSN 123-45-6789"): inside a cell,
		// told before any line is read (the lines are read in order
		// whoever asks, so reading them later changes nothing).
		return 0, -1, -1, false
	}
	x.readAligned(p)
	t, ok := x.alignedTableAt(p)
	if !ok {
		return 0, -1, -1, false
	}
	// The line holding p is the last one read, but for a question about
	// an earlier line (rare), whose start is looked for (a row is at most
	// maxAlignedLine bytes).
	ls := x.al.lineStart
	if p < ls {
		lo := max(t.rowsStart, p-maxAlignedLine)
		ls = lo + strings.LastIndexByte(s[lo:p], '\n') + 1
	}
	if p > ls && !(p-ls >= 2 && s[p-1] == ' ' && s[p-2] == ' ') && strings.TrimLeft(s[ls:p], " ") != "" {
		return 0, -1, -1, false // not the start of a cell
	}
	// Columns are counted in characters, not bytes: a header's "Móvil"
	// or "Descrição" is one byte longer than it is wide.
	col := runeCols(s, ls, p)
	hs := t.header
	cells := x.alignedCells[t.cells[0]:t.cells[1]]
	// A row with as many cells as the header, or one more that is an
	// index (pandas prints one, unnamed), is read cell by cell: its
	// values stand under their names in order, though pandas right-aligns
	// them and a hand-made table may not align them at all.
	if k, ok := x.rowCellOrdinal(ls, p, len(cells)/3); ok {
		if k < 0 {
			return 0, -1, -1, true // the index
		}
		return uint8(cells[3*k+2]), cells[3*k], cells[3*k+1], true
	}
	for k := 0; k+2 < len(cells); k += 3 {
		next := maxAlignedLine
		if k+3 < len(cells) {
			next = runeCols(s, hs, cells[k+3])
		}
		if col >= runeCols(s, hs, cells[k]) && col < next {
			return uint8(cells[k+2]), cells[k], cells[k+1], true
		}
	}
	return 0, -1, -1, true
}

// runeCols returns how many characters s[a:b] holds (its bytes but the
// continuation bytes of multi-byte ones).
func runeCols(s string, a, b int) int {
	n := b - a
	for i := a; i < b; i++ {
		if s[i]&0xC0 == 0x80 {
			n--
		}
	}
	return n
}

// rowCellOrdinal returns which of n header cells the cell starting at s[p]
// of the row starting at s[ls] stands under, counted in order, when the
// row has n cells, or n+1 whose first is an index (digits alone; -1 for
// that one); ok is false for any other row.
func (x *ctxIndex) rowCellOrdinal(ls, p, n int) (int, bool) {
	s, a := x.s, &x.al
	if a.row != ls+1 {
		a.row, a.nCells = ls+1, 0
		le := len(s)
		if k := strings.IndexByte(s[ls:], '\n'); k >= 0 {
			le = ls + k
		}
		for i := ls; i < le; {
			for i < le && s[i] == ' ' {
				i++
			}
			if i >= le {
				break
			}
			if a.nCells == len(a.rowCells) {
				a.nCells = -1
				break
			}
			a.rowCells[a.nCells] = i
			a.nCells++
			for i < le && !(s[i] == ' ' && i+1 < le && s[i+1] == ' ') {
				i++
			}
		}
	}
	m := a.nCells
	if m != n && m != n+1 {
		return 0, false
	}
	k := -1
	for j := 0; j < m; j++ {
		if a.rowCells[j] == p {
			k = j
			break
		}
	}
	if k < 0 {
		return 0, false
	}
	if m == n+1 {
		if !indexCell(s, a.rowCells[0]) {
			return 0, false
		}
		k--
	}
	return k, true
}

// indexCell reports a cell of digits alone at s[i] (a row's index).
func indexCell(s string, i int) bool {
	j := i
	for j < len(s) && s[j]-'0' < 10 {
		j++
	}
	return j > i && (j == len(s) || s[j] == ' ' || s[j] == '\n')
}

// alignedTableAt returns the table whose rows hold s[p].
func (x *ctxIndex) alignedTableAt(p int) (alignedTable, bool) {
	for i := len(x.aligned) - 1; i >= 0; i-- {
		t := x.aligned[i]
		if p >= t.rowsStart && p < t.rowsEnd {
			return t, true
		}
		if t.rowsEnd <= p {
			break // tables are in order; questions mostly ask about the last
		}
	}
	return alignedTable{}, false
}

// readAligned reads the lines up to and including the one that holds s[p].
func (x *ctxIndex) readAligned(p int) {
	s, a := x.s, &x.al
	for a.pos <= p && a.pos < len(s) {
		ls := a.pos
		le := len(s)
		if k := strings.IndexByte(s[ls:], '\n'); k >= 0 {
			le = ls + k
		}
		a.pos, a.lineStart = le+1, ls
		x.readAlignedLine(ls, le)
	}
}

// readAlignedLine reads the line s[ls:le] as a header, a row of the open
// table, or the end of it.
func (x *ctxIndex) readAlignedLine(ls, le int) {
	s, a := x.s, &x.al
	line := s[ls:le]
	// Headers and rows alike have cells set apart by two spaces; a line
	// without (most lines of prose, and blank ones) ends a table.
	if le-ls > maxAlignedLine || !strings.Contains(strings.TrimLeft(line, " "), "  ") {
		a.open = false
		return
	}
	if strings.Trim(line, " -=+:") == "" {
		// A ruling under the header ("-----  --------  ---", as SAP,
		// psql and hand-made tables print one): the header above still
		// names the columns.
		if a.open && len(x.aligned) > 0 {
			x.aligned[len(x.aligned)-1].rowsEnd = min(len(s), le+1)
		}
		return
	}
	if !strings.ContainsAny(line, "0123456789") {
		if n := x.readHeaderCells(ls, le); n >= 2 {
			x.aligned = append(x.aligned, alignedTable{header: ls, rowsStart: le + 1, rowsEnd: le + 1, cells: [2]int{len(x.alignedCells) - 3*n, len(x.alignedCells)}})
			a.open = true
			return
		}
	}
	if a.open && len(x.aligned) > 0 {
		x.aligned[len(x.aligned)-1].rowsEnd = min(len(s), le+1)
	}
}

// readHeaderCells appends the cells of the header line s[ls:le] (start,
// end and label of each, set apart by two spaces or more) to
// x.alignedCells and returns how many; on a line that is no header it
// appends nothing and returns 0.
func (x *ctxIndex) readHeaderCells(ls, le int) int {
	s := x.s
	n0 := len(x.alignedCells)
	n := 0
	for i := ls; i < le; {
		for i < le && s[i] == ' ' {
			i++
		}
		if i >= le {
			break
		}
		a := i
		for i < le && !(s[i] == ' ' && (i+1 >= le || s[i+1] == ' ')) {
			if s[i] == '\t' || s[i] == '|' || s[i] == ',' && i+1 < le && s[i+1] != ' ' {
				x.alignedCells = x.alignedCells[:n0]
				return 0 // a delimited table's, or no table's
			}
			i++
		}
		if n == maxAlignedCells || i-a > 40 {
			x.alignedCells = x.alignedCells[:n0]
			return 0 // a sentence, not a column's name
		}
		x.alignedCells = append(x.alignedCells, a, i, 0)
		n++
	}
	if n < 2 {
		x.alignedCells = x.alignedCells[:n0]
		return 0
	}
	for k := n0; k < len(x.alignedCells); k += 3 {
		x.alignedCells[k+2] = int(columnLabel(s, x.alignedCells[k], x.alignedCells[k+1]))
	}
	return n
}
