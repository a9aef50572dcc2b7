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
