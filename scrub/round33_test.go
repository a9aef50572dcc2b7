package scrub

import "testing"

// TestLineKeyNamesValue: a bare key that opens its line (LDIF, YAML) names
// the number after its colon as a JSON key does ("hrSSN: …"); a key that
// names an id of a phone's kind ("cellid", a mobile network's cell) names
// no phone, in JSON or bare; a key in prose and other keys name nothing.
func TestLineKeyNamesValue(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"dn: uid=mosei,ou=hr,dc=example,dc=com\nhrSSN: 776217942\nmail: x", "dn: uid=mosei,ou=hr,dc=example,dc=com\nhrSSN: [REDACTED]\nmail: x"},
		{"  employee_ssn: 776217942", "  employee_ssn: [REDACTED]"},
		{"orderId: 776217942", "orderId: 776217942"},
		{"  current-cellid: 120469084\n", "  current-cellid: 120469084\n"},
		{`{"cellid": 120469084}`, `{"cellid": 120469084}`},
		{"we checked hrSSN: 776217942", "we checked hrSSN: 776217942"},
	})
}
