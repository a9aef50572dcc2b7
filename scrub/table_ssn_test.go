package scrub

import (
	"strings"
	"testing"
)

// TestSSNColumns: in a table whose header names an SSN column, the column
// decides, however far down the table the row is; other columns of nine
// digits stay, however close to the header.
func TestSSNColumns(t *testing.T) {
	var b strings.Builder
	b.WriteString("id,name,ssn,account,tax_id\n")
	for i := 0; i < 8; i++ {
		b.WriteString("17,Jane Roe,123456789,987654321,912 78 1234\n")
	}
	b.WriteString("\nlater: 234567890 and 912781234\n")
	in := b.String()
	out := Scrub(in)
	if n := strings.Count(out, "[REDACTED],987654321,[REDACTED]\n"); n != 8 {
		t.Errorf("want 8 rows with ssn and tax_id redacted and the account kept, got %d:\n%s", n, out)
	}
	if !strings.HasSuffix(out, "later: 234567890 and 912781234\n") {
		t.Errorf("after the blank line the table has ended:\n%s", out)
	}
	checkInvariants(t, in)

	for _, c := range []struct{ in, want string }{
		{"name\tSSN\tcity\nRoe\t123-45-6789\tAustin\nDoe\t234 56 7890\tDallas", "name\tSSN\tcity\nRoe\t[REDACTED]\tAustin\nDoe\t[REDACTED]\tDallas"},
		{"| name | Social Security Number |\n|---|---|\n| Roe | 123 45 6789 |", "| name | Social Security Number |\n|---|---|\n| Roe | [REDACTED] |"},
		{`"name","tax_id"` + "\n" + `"Roe, Jane","912781234"`, `"name","tax_id"` + "\n" + `"Roe, Jane","[REDACTED]"`},
		// Prose with commas is no header; a column not named so is no label.
		{"my ssn, which I got in 1998, is on file\nit is not 987654321", "my ssn, which I got in 1998, is on file\nit is not 987654321"},
		{"name,zip\nRoe,123456789", "name,zip\nRoe,123456789"},
	} {
		if got := Scrub(c.in); got != c.want {
			t.Errorf("Scrub(%q) = %q, want %q", c.in, got, c.want)
		}
		checkInvariants(t, c.in)
	}
}
