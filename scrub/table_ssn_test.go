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

	checkScrubbed(t, []scrubbed{
		{"name\tSSN\tcity\nRoe\t123-45-6789\tAustin\nDoe\t234 56 7890\tDallas", "name\tSSN\tcity\nRoe\t[REDACTED]\tAustin\nDoe\t[REDACTED]\tDallas"},
		{"| name | Social Security Number |\n|---|---|\n| Roe | 123 45 6789 |", "| name | Social Security Number |\n|---|---|\n| Roe | [REDACTED] |"},
		{`"name","tax_id"` + "\n" + `"Roe, Jane","912781234"`, `"name","tax_id"` + "\n" + `"Roe, Jane","[REDACTED]"`},
		{"employee\tsocial_security_number\tstart\nRoe\t536904412\t2020\nDoe\t334 85 0576\t2021", "employee\tsocial_security_number\tstart\nRoe\t[REDACTED]\t2020\nDoe\t[REDACTED]\t2021"},
		// Prose with commas is no header; a column not named so is no label.
		{"my ssn, which I got in 1998, is on file\nit is not 987654321", "my ssn, which I got in 1998, is on file\nit is not 987654321"},
		{"name,zip\nRoe,123456789", "name,zip\nRoe,123456789"},
	})
}

// TestPhoneColumns: a table column named by a strong phone word labels the
// numbers under it as a phone word would, however far down the row is;
// columns named for ids, and other columns, stay as they were. A psql rule
// line and a "#" column do not end or hide a table.
func TestPhoneColumns(t *testing.T) {
	var b strings.Builder
	b.WriteString("id,name,mobile,account\n")
	for i := 0; i < 8; i++ {
		b.WriteString("17,Jane Roe,4155550232,4155550233\n")
	}
	in := b.String()
	out := Scrub(in)
	if n := strings.Count(out, "Jane Roe,[REDACTED],4155550233\n"); n != 8 {
		t.Errorf("want 8 rows with the mobile redacted and the account kept, got %d:\n%s", n, out)
	}
	checkInvariants(t, in)

	checkScrubbed(t, []scrubbed{
		{"name\tTelefon\tPLZ\nRoe\t212 555 0234\t10115", "name\tTelefon\tPLZ\nRoe\t[REDACTED]\t10115"},
		{" id  |     phone      | balance\n-----+----------------+---------\n 320 | 917 675 1896 | 2716.57\n 547 | 9172834144 | 7299.55\n(2 rows)",
			" id  |     phone      | balance\n-----+----------------+---------\n 320 | [REDACTED] | 2716.57\n 547 | [REDACTED] | 7299.55\n(2 rows)"},
		{"| # | Name | SSN |\n|---|---|---|\n| 1 | A | 219 09 9998 |\n| 2 | B | 078 05 1121 |\n| 3 | C | 412 33 9087 |",
			"| # | Name | SSN |\n|---|---|---|\n| 1 | A | [REDACTED] |\n| 2 | B | [REDACTED] |\n| 3 | C | [REDACTED] |"},
		// Ids under a phone word's column name, other columns, and
		// numbers that are no phone in a phone column stay.
		{"call_id,duration,agent\n4155552671,30,7\n4155552672,31,8", "call_id,duration,agent\n4155552671,30,7\n4155552672,31,8"},
		{"order,phone\n4155552671,n/a\n4155552672,n/a", "order,phone\n4155552671,n/a\n4155552672,n/a"},
		{"id,phone_verified,created\n1,true,2024-03-15\n2,false,1710512345", "id,phone_verified,created\n1,true,2024-03-15\n2,false,1710512345"},
		{"name,phone\nRoe,384 768 1536 3072\nDoe,0", "name,phone\nRoe,384 768 1536 3072\nDoe,0"},
		// An unquoted decimal comma at the row's end adds a field; the
		// columns before it, and the rows after it, keep their names.
		{"Όνομα,Email,Τηλέφωνο,ΤΚ,Ποσό\nΝίκος,-,2310 463281,546 24,€4436,05\nΜαρία,-,2310 463282,546 25,€ 12.00",
			"Όνομα,Email,Τηλέφωνο,ΤΚ,Ποσό\nΝίκος,-,[REDACTED],546 24,€4436,05\nΜαρία,-,[REDACTED],546 25,€ 12.00"},
		{"id,phone\n1,2310 463281,a,b,c\n2,2310 463282", "id,phone\n1,2310 463281,a,b,c\n2,2310 463282"},
	})
}
