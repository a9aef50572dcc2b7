package scrub

import "testing"

var ssnHits = []hit{
	{"SSN 123-45-6789", "123-45-6789"},
	// A label glued to the number by a dash labels it.
	{"SSN-123-45-6789", "123-45-6789"},
	{"applicant ITIN-912-70-1234 on file", "912-70-1234"},
	{"tax_id-123-45-6789", "123-45-6789"},
	{"customer 123-45-6789 showed up in logs", "123-45-6789"},
	{"my social security number is 123 45 6789", "123 45 6789"},
	{"SSN: 123456789", "123456789"},
	{"ssn 123.45.6789", "123.45.6789"},
	{"SSN 123–45–6789", "123–45–6789"},
	{"Social Security No. 078-05-1123", "078-05-1123"},
	{"SS# 219-09-9998", "219-09-9998"},
	{"employee ssn=536-22-8714", "536-22-8714"},
	{`{"ssn":"536-22-8714"}`, "536-22-8714"},
	{"SSN 536 22 8714", "536 22 8714"},
	{"soc sec 536228714", "536228714"},
	{"ssn:536-22-8714,", "536-22-8714"},
	{"applicant SSN is 001-01-0001", "001-01-0001"},
	{"(123-45-6789)", "123-45-6789"},
	{"tax id 899-99-9999 on file", "899-99-9999"},
	{"SSN\t123 45 6789", "123 45 6789"},
	{"123 45 6789 is her SSN", "123 45 6789"},
	{"SSN 665-12-3456", "665-12-3456"},
	{"SSN 667-12-3456", "667-12-3456"},
	{"ssn no 123\u00a045\u00a06789", "123\u00a045\u00a06789"},
	{"Social security: 234.56.7890", "234.56.7890"},
	{"social-security 345 67 8901", "345 67 8901"},
	{"SSN#: 456789012", "456789012"},
	{"Número de Seguro Social: 536 90 4412", "536 90 4412"},
	{"soc_sec_no=536904412", "536904412"},
	{"ssn 567-89-0123.", "567-89-0123"},
	{"<td>678-90-1234</td>", "678-90-1234"},
	{"ssn='789-01-2345'", "789-01-2345"},
	{"reported SSN 890-12-3456 twice", "890-12-3456"},
	{"SSNs: 111-22-3333", "111-22-3333"},
	{"csv: Smith,John,222-33-4444,NY", "222-33-4444"},
	{"SSN ending -- full 333-44-5555", "333-44-5555"},
	{"SOCIAL SECURITY 444556666", "444556666"},
	{"my social security number, which I got in 1998, is 123 45 6789", "123 45 6789"},
	// ITINs (issue 15): 9XX-XX-XXXX with an IRS group, reported as ssn.
	{"ITIN 912-70-1234", "912-70-1234"},
	{"applicant 900-50-0001 filed late", "900-50-0001"},
	{"tax_id=912 78 1234", "912 78 1234"},
	{"taxpayer id 999-99-9999", "999-99-9999"},
	{"ValidationError: tax_id '912781234' is invalid", "912781234"},
	{`error: invalid value "123456789" for field ssn`, "123456789"},
	{"TIN: 934 94 1234", "934 94 1234"},
	{"name,ssn,city\nJohn,123456789,Austin", "123456789"},
}

var ssnMisses = []string{
	// … another word glued by a dash makes a code of it.
	"ABC-123-45-6789",
	"PN-123-45-6789",
	"masked xxx-xx-6789",
	"masked ***-**-6789",
	"masked XXX-XX-1234",
	"invalid area 000-12-3456",
	"invalid area 666-12-3456",
	"invalid area 900-12-3456",
	"SSN 987-65-4321",
	"invalid group 123-00-4567",
	"invalid serial 123-45-0000",
	"part no. 123-45-6789",
	"SKU 123-45-6789",
	"bare 123456789",
	"spaced 123 45 6789",
	"order 123.45.6789",
	"ABC-123-45-6789",
	"123-45-6789-01",
	"1123-45-6789",
	"123-456-789",
	"12-345-6789",
	"ZIP 12345-6789",
	"code 123-45-67",
	"SSN last four 6789",
	"SSN ending in 6789",
	"routing 021000021",
	"build 2024-01-15",
	"model 123-45-6789",
	"SSN 123456789012",
	"the SSN format is AAA-GG-SSSS",
	"123-45-6789a",
	"v123-45-6789",
	"item 234-56-7890",
	// Area 9xx outside the ITIN groups, and the advertising block.
	"912-12-1234",
	"ITIN 912-93-1234",
	"ITIN 945-89-1234",
	"sample 987-65-4325",
	"tax_id 912 12 3456",
	"zip,city\n123456789,Austin",
}

func TestSSN(t *testing.T) {
	minCases(t, ssnHits, ssnMisses)
	checkHits(t, SSN, ssnHits)
	checkMisses(t, ssnMisses)
}

// TestSSNLabelsOtherLanguages: the US number named in the corpus' other
// languages labels nine bare digits and a spaced SSN; the same digits
// without the label, or beside other words, stay.
func TestSSNLabelsOtherLanguages(t *testing.T) {
	checkHits(t, SSN, []hit{
		{"社会保障番号：123456789", "123456789"},
		{"美国社会安全号码 123456789", "123456789"},
		{"номер социального страхования 123456789", "123456789"},
		{"Sozialversicherungsnummer (USA) 123456789", "123456789"},
		{"numéro de sécurité sociale américain 123456789", "123456789"},
		{"sosyal güvenlik numarası 123456789", "123456789"},
		{"رقم الضمان الاجتماعي الأمريكي 123456789", "123456789"},
		{"número de seguridad social 123 45 6789", "123 45 6789"},
		{"número de segurança social 123456789", "123456789"},
		{"numero di previdenza sociale 123456789", "123456789"},
		{"numer ubezpieczenia społecznego 123456789", "123456789"},
		{"सामाजिक सुरक्षा संख्या 123456789", "123456789"},
		{"sociale zekerheid nummer 123456789", "123456789"},
	})
	checkMisses(t, []string{
		"номер заказа 123456789",
		"Bestellnummer 123456789",
		"numéro de commande 123456789",
		"社会 123456789",
		"sosyal medya 123456789",
		"seguridad 123 45 6789",
		"सुरक्षा कोड 123456789",
		"Sozialversicherungsnummer 000-12-3456",
	})
}

// TestSSNCallCentreAndParts: "your social" asks for an SSN a line before
// the caller gives it; a part number right after its label stays even
// when an SSN is named further back.
func TestSSNCallCentreAndParts(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"AGENT: can you confirm your social?\nCALLER: Sure, it's 528 27 8437.", "AGENT: can you confirm your social?\nCALLER: Sure, it's [REDACTED]."},
		{"my social is 078 05 1123", "my social is [REDACTED]"},
		{"customer SSN on file 078-05-1123 (please redact), replacement part no. 301-61-5369, lot L15208323",
			"customer SSN on file [REDACTED] (please redact), replacement part no. 301-61-5369, lot L15208323"},
		{"part no. 123 SSN: 219-09-9998", "part no. 123 SSN: [REDACTED]"},
		{"social media budget 2024: 120 45 6789", "social media budget 2024: 120 45 6789"},
	})
}

// TestSSNPartWordNearest: a part word with its number mark right before
// the number names a part number whatever else is near; a part word
// further back does only when no SSN label is near.
func TestSSNPartWordNearest(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Case 4412 - SSN is 123-45-6789", "Case 4412 - SSN is [REDACTED]"},
		{"SSN for case 88: 123-45-6789", "SSN for case 88: [REDACTED]"},
		{"SSN (ref 123-45-6789)", "SSN (ref [REDACTED])"},
		{"REF*SY*123-45-6789~", "REF*SY*[REDACTED]~"},
		{"old part P/N 154-66-1901 returned", "old part P/N 154-66-1901 returned"},
	})
}

// TestSSNLabelWholeWords: "ITIN" labels only as a word of its own; the
// "itin" that starts "Itinerary" labels nothing.
func TestSSNLabelWholeWords(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Confirmation #: 88412589     Itinerary: H4646453695\nGuest: Carlos Reyes    Loyalty #: 873523946",
			"Confirmation #: 88412589     Itinerary: H4646453695\nGuest: Carlos Reyes    Loyalty #: 873523946"},
		{"ITIN: 912701234", "ITIN: [REDACTED]"},
		{"ITIN 912-70-1234", "ITIN [REDACTED]"},
		{"itin#912701234", "itin#[REDACTED]"},
	})
}

// TestSSNMoreLanguagesAndOtherNumbersNamed: the number named in Vietnamese
// and Korean, spaced or dotted; nine digits that the word right before
// names as another number (a routing number) stay, though an SSN's label
// is a line back; "Tax ID" still labels one.
func TestSSNMoreLanguagesAndOtherNumbersNamed(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Số An sinh Xã hội: 515 64 4967", "Số An sinh Xã hội: [REDACTED]"},
		{"Số an sinh xã hội của tôi là 517 14 4501, tôi bị mất thẻ", "Số an sinh xã hội của tôi là [REDACTED], tôi bị mất thẻ"},
		{"제 사회보장번호는 669.46.7058 인데", "제 사회보장번호는 [REDACTED] 인데"},
		{"SS#: 482 70 8993\nEmployer EIN: 49-1853001\nRouting 322271627 · Account 3135383338",
			"SS#: [REDACTED]\nEmployer EIN: 49-1853001\nRouting 322271627 · Account 3135383338"},
		{"Tax ID 123456789", "Tax ID [REDACTED]"},
	})
}
