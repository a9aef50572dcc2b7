package scrub

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestInsertColumns: an INSERT's column list labels its values as a
// table's header does, however far a value is from its column's name: in
// one-row and many-row statements, across lines, with quoted names and
// values holding commas, quotes and parentheses. A value in a column named
// for something else stays, and so does one in a statement whose tuples do
// not fit its column list.
func TestInsertColumns(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"INSERT INTO vendors (name, tax_id, phone) VALUES ('Vandelay Imports', '912-70-1234', '2126984108');",
			"INSERT INTO vendors (name, tax_id, phone) VALUES ('Vandelay Imports', '[REDACTED]', '[REDACTED]');"},
		{"INSERT INTO `users` (`id`, `name`, `mobile`) VALUES (1, 'O''Brien, Pat (Jr.)', '4155550232'), (2, 'Li \\'Wei\\', PhD', '612345678');",
			"INSERT INTO `users` (`id`, `name`, `mobile`) VALUES (1, 'O''Brien, Pat (Jr.)', '[REDACTED]'), (2, 'Li \\'Wei\\', PhD', '[REDACTED]');"},
		{"insert into public.contacts (\"id\", \"display_name\", \"notes\", \"phone\")\nvalues\n  (7, 'Jane Roe', 'prefers e-mail, never calls before noon', 2126984108);",
			"insert into public.contacts (\"id\", \"display_name\", \"notes\", \"phone\")\nvalues\n  (7, 'Jane Roe', 'prefers e-mail, never calls before noon', [REDACTED]);"},
		{"INSERT INTO people (id, full_name, home_address, ssn) VALUES (42, 'John Q. Public', '1600 Pennsylvania Ave NW', '078051123');",
			"INSERT INTO people (id, full_name, home_address, ssn) VALUES (42, 'John Q. Public', '1600 Pennsylvania Ave NW', '[REDACTED]');"},
		{"INSERT INTO payments (order_id, pan, ts) VALUES (8812, '30015048844700', 1700000000);",
			"INSERT INTO payments (order_id, pan, ts) VALUES (8812, '[REDACTED]', 1700000000);"},
		// Named for something else, or no list at all: nothing labels them.
		{"INSERT INTO accounts (id, holder_name, note, account_no) VALUES (42, 'John Q. Public', 'see ticket', '2126984108');",
			"INSERT INTO accounts (id, holder_name, note, account_no) VALUES (42, 'John Q. Public', 'see ticket', '2126984108');"},
		{"INSERT INTO t (phone_id, created_by, updated_by, batch, note) VALUES (1, 2, 3, 4, 'x'), (2126984108, 1, 1, 1, 'y');",
			"INSERT INTO t (phone_id, created_by, updated_by, batch, note) VALUES (1, 2, 3, 4, 'x'), (2126984108, 1, 1, 1, 'y');"},
		{"INSERT INTO contacts VALUES (9568, 'James Moore', '2126984108', 2022);",
			"INSERT INTO contacts VALUES (9568, 'James Moore', '2126984108', 2022);"},
		// Three values under two names: the list does not fit the tuple.
		{"INSERT INTO t (note, phone) VALUES ('a long note about nothing at all', 1, 2126984108);",
			"INSERT INTO t (note, phone) VALUES ('a long note about nothing at all', 1, 2126984108);"},
	})
}

// TestRowAt checks rowAt, hint and all, against a linear search over
// random rows and questions in and out of order.
func TestRowAt(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	for range 2000 {
		var rows []tableRow
		var starts []int
		for p := r.IntN(5); len(rows) < r.IntN(12); {
			start, end := p, p+r.IntN(6)
			n0 := len(starts)
			for f := start; f <= end; f += 1 + r.IntN(3) {
				starts = append(starts, f)
			}
			rows = append(rows, tableRow{start: start, end: end, fields: [2]int{n0, len(starts)}})
			p = end + 1 + r.IntN(4)
		}
		hint := 0
		for range 40 {
			p := r.IntN(80)
			got, gotCol, ok := rowAt(rows, starts, p, &hint)
			wantCol, found := -1, false
			var want tableRow
			for _, row := range rows {
				if row.start <= p && p <= row.end {
					want, found = row, true
					for k, f := range starts[row.fields[0]:row.fields[1]] {
						if f <= p {
							wantCol = k
						}
					}
				}
			}
			if ok != found || ok && (got != want || gotCol != wantCol) {
				t.Fatalf("rowAt(%v, %d) = %v %d %v, want %v %d %v", rows, p, got, gotCol, ok, want, wantCol, found)
			}
		}
	}
}

// TestInsertScanHostile: on SQL-shaped hostile text (unclosed tuples and
// quotes, lists that never end, thousands of statements) Find(Scrub(x))
// stays empty. BenchmarkAdversarial bounds their time.
func TestInsertScanHostile(t *testing.T) {
	for _, in := range []string{
		strings.Repeat(") VALUES (", 2000),
		strings.Repeat("INTO t (phone) VALUES ('", 500) + "2126984108",
		"INTO t (phone) VALUES " + strings.Repeat("(", 5000) + "2126984108",
		"INTO t (" + strings.Repeat("phone,", 100) + "phone) VALUES (" + strings.Repeat("2126984108,", 100) + "2126984108)",
		strings.Repeat("INTO t(phone)VALUES(2126984108),", 300),
	} {
		if fs := Find(Scrub(in)); len(fs) != 0 {
			t.Errorf("Find(Scrub(%.40q…)) = %v", in, fs)
		}
	}
}
