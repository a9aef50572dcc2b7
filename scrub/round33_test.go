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

// TestACHRecordSSNs: an ACH entry detail record's individual
// identification number glued to its amount, and the absent parent's SSN
// in a child-support addenda ("DED*CS*…"), when a valid SSN; an id that is
// no SSN, a routing number whose check digit fails, a line that is no
// entry record, and another element of the addenda stay.
func TestACHRecordSSNs(t *testing.T) {
	const batch = "5220TRI-COUNTY HVAC                     1898390827 PPDPAYROLL   250315240220   1021000020008522\n"
	checkScrubbed(t, []scrubbed{
		{batch + "6220710000138722171932       0000294465450409014      MEGAN KOWALSKI          0021000020003145", batch + "6220710000138722171932       0000294465[REDACTED]      MEGAN KOWALSKI          0021000020003145"},
		{batch + "6220710000138722171932       0000294465EMP4509014     MEGAN KOWALSKI          0021000020003145", batch + "6220710000138722171932       0000294465EMP4509014     MEGAN KOWALSKI          0021000020003145"},
		{batch + "6220710000148722171932       0000294465450409014      MEGAN KOWALSKI          0021000020003145", batch + "6220710000148722171932       0000294465450409014      MEGAN KOWALSKI          0021000020003145"},
		{batch + "7220710000138722171932       0000294465450409014      MEGAN KOWALSKI          0021000020003145", batch + "7220710000138722171932       0000294465450409014      MEGAN KOWALSKI          0021000020003145"},
		{"16,165,86574,Z,316346632578647,SUPP547130/\n88,DED*CS*CS92175723*230708*51158*434546582*N*BRENNAN*36000*/", "16,165,86574,Z,316346632578647,SUPP547130/\n88,DED*CS*CS92175723*230708*51158*[REDACTED]*N*BRENNAN*36000*/"},
		{"705DED*CS*000123456*240102*25000*123456789*Y*SMITH JOHN*06000\\", "705DED*CS*000123456*240102*25000*[REDACTED]*Y*SMITH JOHN*06000\\"},
		{"88,DED*CS*CS92175723*230708*51158*000000000*N*BRENNAN*36000*/", "88,DED*CS*CS92175723*230708*51158*000000000*N*BRENNAN*36000*/"},
		{"88,DED*XX*CS92175723*230708*51158*434546582*N*BRENNAN*36000*/", "88,DED*XX*CS92175723*230708*51158*434546582*N*BRENNAN*36000*/"},
		{"REF*CS*CS92175723*434546582*N", "REF*CS*CS92175723*434546582*N"},
	})
}
