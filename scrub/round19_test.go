package scrub

import "testing"

// Nineteenth round (README): what an independent corpus of lists of people
// (32: directories, CVs, rosters, contact lists) showed. Each table holds
// values that were redacted before the round's rule (the keeps) or missed
// before it (the phones), and the neighbours the rule must leave as they
// were.

// TestNumberWordAfterAnIDWord: a word for "number" right after a word for
// an id, a part, a card or an account is that id's number ("NHS numbers",
// "Order numbers", "Sipariş numarası", "ऑर्डर नंबर"), not a phone word, so a
// NANP-shaped number near it needs another label; "contact number", "your
// number" and a phone word further on still label one.
func TestNumberWordAfterAnIDWord(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Order numbers for the batch: J.S. 415 555 2671", "Order numbers for the batch: J.S. 415 555 2671"},
		{"Part number list (see p. 4): 415 555 2671", "Part number list (see p. 4): 415 555 2671"},
		{"Ticket number for A.B.: 612 345 678", "Ticket number for A.B.: 612 345 678"},
		{"Sipariş numarası (kargo için): 532 612 4471", "Sipariş numarası (kargo için): 532 612 4471"},
		{"ऑर्डर नंबर (सभी): 415 555 2671", "ऑर्डर नंबर (सभी): 415 555 2671"},
		{"Your NHS number is on the letter if they ask, 485 777 3456. Thanks", "Your NHS number is on the letter if they ask, 485 777 3456. Thanks"},
		{"Contact number: 415 555 2671", "Contact number: [REDACTED]"},
		{"Your number: 415 555 2671", "Your number: [REDACTED]"},
		{"Order number 123, call me on the number 415 555 2671", "Order number 123, call me on the number [REDACTED]"},
		{"Numbers to call: 415 555 2671", "Numbers to call: [REDACTED]"},
		{"Kundennummer und Ticket Nummer bitte: 0221 555 2671", "Kundennummer und Ticket Nummer bitte: [REDACTED]"},
	})
}

// TestNHSNumberCheckDigit: the UK's NHS number is written 3-3-4 as a NANP
// phone is; on a line that names it ("NHS"), ten digits whose last checks
// the nine before it (mod 11) are the NHS number, whatever contact word is
// near. One that fails the check, or "NHS" in a helpline's name, leaves a
// phone a phone.
func TestNHSNumberCheckDigit(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Contacts — NHS no. for Mrs Patel: 943 476 5919", "Contacts — NHS no. for Mrs Patel: 943 476 5919"},
		{"NHS numbers (contact list): A.B. 943 476 5919", "NHS numbers (contact list): A.B. 943 476 5919"},
		{"Kontakt: NHS-Nr. von Frau Patel 943 476 5919", "Kontakt: NHS-Nr. von Frau Patel 943 476 5919"},
		{"Patient list (initials + NHS numbers only): A.B. 599 065 1910 bed 5", "Patient list (initials + NHS numbers only): A.B. 599 065 1910 bed 5"},
		{"Contacts — NHS no. for Mrs Patel: 943 476 5918", "Contacts — NHS no. for Mrs Patel: [REDACTED]"},
		{"NHS numbers (contact list): A.B. 943 476 5918", "NHS numbers (contact list): A.B. [REDACTED]"},
		{"NHS 111, or call 020 7946 0958", "NHS 111, or call [REDACTED]"},
	})
}

// TestTwoLongGroupsNoPlanWrites: two groups of six digits or more are a
// range or a pair ("Candidate numbers 726758–408896"): a national number's
// first group is an area code or a prefix of two to five digits.
func TestTwoLongGroupsNoPlanWrites(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Candidate numbers 726758–408896, Page 3 of 4.", "Candidate numbers 726758–408896, Page 3 of 4."},
		{"Candidate numbers 726758 408896.", "Candidate numbers 726758 408896."},
		{"Range of seats 100234–100456 for phone bookings", "Range of seats 100234–100456 for phone bookings"},
		{"전화 831305-1936112", "전화 [REDACTED]"},
		{"call 01234 567890", "call [REDACTED]"},
		{"Telefon 0221 123456-0", "Telefon [REDACTED]"},
		{"Cel. 95430-4119", "Cel. [REDACTED]"},
		{"tel 030 123456789", "tel [REDACTED]"},
	})
}

// TestLegalMatterNumber: a legal matter's or a court file's number
// ("client matter 662649011", "Aktenzeichen", "processo") is that file's,
// not an SSN for an ITIN named later on the line, nor a phone.
func TestLegalMatterNumber(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Form 1040-NR season, client matter 662649011. which ones need ITIN renewal?", "Form 1040-NR season, client matter 662649011. which ones need ITIN renewal?"},
		{"ITIN 912-78-1234 matter 662649011", "ITIN [REDACTED] matter 662649011"},
		{"Az.: Aktenzeichen 0221 1234567 — Rückruf erbeten", "Az.: Aktenzeichen 0221 1234567 — Rückruf erbeten"},
		{"Processo 0031 2345 6789, tel. 21 044 5158", "Processo 0031 2345 6789, tel. [REDACTED]"},
		{"my ITIN is 912781234", "my ITIN is [REDACTED]"},
		{"número de asunto 612 345 678, teléfono 612 345 679", "número de asunto 612 345 678, teléfono [REDACTED]"},
	})
}
