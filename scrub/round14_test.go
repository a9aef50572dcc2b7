package scrub

import "testing"

// Fourteenth round (README): the last round's leftovers and what two more
// independent corpora showed.

// TestShortMaestroNamedOnItsLine: Maestro issues 12 to 19 digits; below 16
// only the network's name on the line tells its card from an id, and the
// number must still pass Luhn at a Maestro prefix.
func TestShortMaestroNamedOnItsLine(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Karte 502076696116 Terminal-ID 54662697 Beleg 2743 — ist das eine Maestro- oder Debitkarte?", "Karte [REDACTED] Terminal-ID 54662697 Beleg 2743 — ist das eine Maestro- oder Debitkarte?"},
		{"Meine Maestro-Karte 5038 2390 6568 wurde belastet", "Meine Maestro-Karte [REDACTED] wurde belastet"},
		{"maestro 6759123456787 exp 09/28", "maestro [REDACTED] exp 09/28"},
		{"Maestro card: 630412345678903", "Maestro card: [REDACTED]"},
		{"order 502076696116 shipped", "order 502076696116 shipped"},
		{"card 580012345675 on file", "card 580012345675 on file"},
		{"Maestro 502076696117", "Maestro 502076696117"},
		{"Maestro-Karte 5038 2390 6568 9", "Maestro-Karte 5038 2390 6568 9"},
		{"Maestro\nbatch 502076696116", "Maestro\nbatch 502076696116"},
	})
}

// TestLeadDigitApartAfterPhoneWord: plans whose numbers start with one
// digit written apart — Chile's mobile 9, Cameroon's 6, Bolivia's area code
// 3 — right after a phone word; a lone digit before a trunk 0, or one that
// no phone word heads, stays apart.
func TestLeadDigitApartAfterPhoneWord(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Reserva a nombre de Rojas, cel. 9 7746 4364.", "Reserva a nombre de Rojas, cel. [REDACTED]."},
		{"Tel: 3-344 7122", "Tel: [REDACTED]"},
		{"teléfono 6 77 44 12 29", "teléfono [REDACTED]"},
		{"Tel 3 030-1234567", "Tel 3 [REDACTED]"},
		{"items 9 7746 4364", "items 9 7746 4364"},
		{"phone 2 12 24", "phone 2 12 24"},
		{"call 5 10 15 20 minutes", "call 5 10 15 20 minutes"},
		{"Tel. 3 4 5", "Tel. 3 4 5"},
	})
}

// TestTrunkThenLoneDigit: German and Georgian numbers grouped in pairs
// from the right leave one digit alone after the area code.
func TestTrunkThenLoneDigit(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Meine alte Nummer 0351 8 76 54 32 bitte löschen", "Meine alte Nummer [REDACTED] bitte löschen"},
		{"კითხვების შემთხვევაში ტელ: 032 2 44 71 22.", "კითხვების შემთხვევაში ტელ: [REDACTED]."},
		{"Tabelle 0351 8 76 54 32", "Tabelle 0351 8 76 54 32"},
		{"Nummer 0351 8 7 5 3", "Nummer 0351 8 7 5 3"},
	})
}

// TestRingAsCallVerb: "ring" asks for a call in English and the
// Scandinavian languages when it starts a clause or follows "please";
// a key ring, an O-ring or a ring buffer is numbered.
func TestRingAsCallVerb(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Mätarställning 88213 kWh. Ring 08-552 71 22.", "Mätarställning 88213 kWh. Ring [REDACTED]."},
		{"Hej! Ring 08-552 71 22", "Hej! Ring [REDACTED]"},
		{"please ring 020 7946 0958", "please ring [REDACTED]"},
		{"key ring 12 345 678", "key ring 12 345 678"},
		{"O-ring 020 794 609", "O-ring 020 794 609"},
		{"Ring 4096 8192", "Ring 4096 8192"},
		{"Ring 2, Seat 14 22 33", "Ring 2, Seat 14 22 33"},
	})
}

// TestTollFreeGroupedAsPhone: NANP's toll-free codes grouped 3-3-4 are a
// number to call with no word for one near; an id word before it, an ISBN,
// or a code that is no toll-free one keeps it.
func TestTollFreeGroupedAsPhone(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Folio fiscal 5FB2822E. Dudas: 800 226 2663.", "Folio fiscal 5FB2822E. Dudas: [REDACTED]."},
		{"Reservas 888 226 2663", "Reservas [REDACTED]"},
		{"order 800 226 2663", "order 800 226 2663"},
		{"ISBN 888 226 2663", "ISBN 888 226 2663"},
		{"range 811 226 2663", "range 811 226 2663"},
		{"batch 823 226 2663", "batch 823 226 2663"},
	})
}
