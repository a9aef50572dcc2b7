package scrub

import "testing"

// Sixteenth round (README): what another independent corpus (31: forms,
// letters and documents people paste) showed. Each table holds values that
// were redacted before the round's rule (the keeps) and the phones the rule
// must leave redacted.

// TestZIPPlus4AfterAnAddress: five digits, a dash and four on a line an
// address word heads are a US ZIP+4; a phone word after it labels the next
// number, and one right before it still makes it a phone.
func TestZIPPlus4AfterAnAddress(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Mailing address: 88 Elm Rd, Dayton, Ohio 45402-1187  Phone 937.555.0142",
			"Mailing address: 88 Elm Rd, Dayton, Ohio 45402-1187  Phone [REDACTED]"},
		{"Address ... 73301-0042   Phone 512.555.0199", "Address ... 73301-0042   Phone [REDACTED]"},
		{"Dirección: 120 Calle Ocho, Miami, 33135-2210 — teléfono 305.555.0123",
			"Dirección: 120 Calle Ocho, Miami, 33135-2210 — teléfono [REDACTED]"},
		{"Endereço: Rua Augusta 100, Cel. 95430-4119", "Endereço: Rua Augusta 100, Cel. [REDACTED]"},
		{"Phone 95430-4119", "Phone [REDACTED]"},
	})
}

// TestAcronymLabelsItsOwnNumber: a label of three to six capitals right
// before a number names it (a student's OEN, a meter's MPAN, an EIN), and a
// phone word further back in the list is another item's; a phone's own
// capitals (DID, HOME) do not.
func TestAcronymLabelsItsOwnNumber(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Parent mobile 416.555.0190, student number 0412, OEN 304-118-927, grade 7",
			"Parent mobile [REDACTED], student number 0412, OEN 304-118-927, grade 7"},
		{"Kontakt: Tel. 030 1234567, MPAN 13 1234 5678", "Kontakt: Tel. [REDACTED], MPAN 13 1234 5678"},
		{"contact number DID 123 456 789", "contact number DID [REDACTED]"},
		{"phone HOME 123-456-789", "phone HOME [REDACTED]"},
	})
}

// TestOtherKindsOfNumberNamed: a loan's or a mortgage's number, a checked
// bag's tag, and a label given with an example ("our case IDs look like
// …") name trunk-0 shapes that are phones by shape alone.
func TestOtherKindsOfNumberNamed(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Borrower cell 565.584.5213. Loan number 0702-3391-48.", "Borrower cell [REDACTED]. Loan number 0702-3391-48."},
		{"Darlehen 0221 4471 992 ausgezahlt", "Darlehen 0221 4471 992 ausgezahlt"},
		{"número de préstamo 0702-3391-48", "número de préstamo 0702-3391-48"},
		{"Flight LH 400, baggage tag 0220 558812, seat 12C", "Flight LH 400, baggage tag 0220 558812, seat 12C"},
		{"Our ticket IDs look like 0331 5521 884 — normal?", "Our ticket IDs look like 0331 5521 884 — normal?"},
		{"Phone numbers look like 0221 4471 992 here", "Phone numbers look like [REDACTED] here"},
		{"Loan officer: 555-123-4567", "Loan officer: [REDACTED]"},
	})
}
