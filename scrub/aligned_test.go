package scrub

import (
	"strings"
	"testing"
)

// TestAlignedTables: a text table aligned with spaces names its columns in
// a header line; a part number or a drug code under its column is that
// number, a phone under a phone column is a phone, and a blank line or a
// line of prose ends the table.
func TestAlignedTables(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Item  P/N            Description                         Qty  Unit cost\n" +
			"10    187-41-7258    PCB assy, controller rev C          198  USD 448.91\n" +
			"20    0279-655-172   Bracket, mounting, steel            103  $651.85",
			"Item  P/N            Description                         Qty  Unit cost\n" +
				"10    187-41-7258    PCB assy, controller rev C          198  USD 448.91\n" +
				"20    0279-655-172   Bracket, mounting, steel            103  $651.85"},
		{"NDC            Description                 Lot       Exp      Qty\n" +
			"0596-1247-43   Levothyroxine 75 mcg        VG939H    06/2025  277\n" +
			"06509-865-50   Atorvastatin 20 mg tab      NSV3V7    02/2025  180",
			"NDC            Description                 Lot       Exp      Qty\n" +
				"0596-1247-43   Levothyroxine 75 mcg        VG939H    06/2025  277\n" +
				"06509-865-50   Atorvastatin 20 mg tab      NSV3V7    02/2025  180"},
		{"Name          Mobile           City\nJane Doe      0171 2345678     Berlin\nJohn Roe      555 123 4567     Boston",
			"Name          Mobile           City\nJane Doe      [REDACTED]     Berlin\nJohn Roe      [REDACTED]     Boston"},
		// The table ends at a blank line: the SSN below is one.
		{"Item  P/N            Qty\n10    187-41-7258    198\n\nEmployee SSN 187-41-7258",
			"Item  P/N            Qty\n10    187-41-7258    198\n\nEmployee SSN [REDACTED]"},
		// A value that does not fill its cell, or sits under another
		// column, is not named by P/N.
		{"Item  P/N            Note\n10    AB             SSN 187-41-7258",
			"Item  P/N            Note\n10    AB             SSN [REDACTED]"},
		// pandas prints an unnamed index and right-aligns its columns (or
		// a pasted copy loses the alignment): a row with the header's
		// cells, or one more that is an index, is read in order.
		{"      user_id                     email             phone  signup_date  ltv\n" +
			"0  0776658  m.lee@naver.com  503.921.9802  2024-10-03  408.39\n" +
			"1  7242047  r.rossi@hotmail.com  312-600-5806  2023-06-07  485.55",
			"      user_id                     email             phone  signup_date  ltv\n" +
				"0  0776658  [REDACTED]  [REDACTED]  2024-10-03  408.39\n" +
				"1  7242047  [REDACTED]  [REDACTED]  2023-06-07  485.55"},
		{"   emp_id          ssn  grade\n0  E10533  345-28-3764   410\n1  E10534  345-28-3765   220",
			"   emp_id          ssn  grade\n0  E10533  [REDACTED]   410\n1  E10534  [REDACTED]   220"},
		{"     part_no   desc  qty\n0  187-41-7258  bolt  198", "     part_no   desc  qty\n0  187-41-7258  bolt  198"},
		// No header (digits in it): no table.
		{"Q3 2024  P/N            Quantity on hand across warehouses\n10    187-41-7258    198",
			"Q3 2024  P/N            Quantity on hand across warehouses\n10    [REDACTED]    198"},
	})
}

// TestAlignedTablesHostile: the lines are read once, however many
// questions a line holds.
func TestAlignedTablesHostile(t *testing.T) {
	var b strings.Builder
	b.WriteString("P/N  Phone\n")
	for b.Len() < 50000 {
		b.WriteString("187-41-7258  555-123-4567  187-41-7258  555-123-4567\n")
	}
	out := Scrub(b.String())
	if strings.Contains(out, "555-123-4567") {
		t.Errorf("a phone was kept")
	}
	checkInvariants(t, b.String())
}
