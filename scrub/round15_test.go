package scrub

import "testing"

// Fifteenth round (README): what another independent corpus (30: what
// operations teams paste) showed.

// TestCzechAndPolishCallVerbs: Czech "volá z …" (is calling from), "volal",
// "zavolej"; Polish "oddzwonić" (call back), with the words between the
// verb and the number that a request holds.
func TestCzechAndPolishCallVerbs(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Předávka služby: zákazník volá z 615 810 114, tiket CHG-93746, chyba 502 od 07:02.",
			"Předávka služby: zákazník volá z [REDACTED], tiket CHG-93746, chyba 502 od 07:02."},
		{"Przekazanie dyżuru: oddzwonić do klienta pod 22 696 70 38, zgłoszenie OPS-49550, faktura FA-2026/7326, kod pocztowy 00-950.",
			"Przekazanie dyżuru: oddzwonić do klienta pod [REDACTED], zgłoszenie OPS-49550, faktura FA-2026/7326, kod pocztowy 00-950."},
		{"Pan Novák volal včera, tiket 615 810", "Pan Novák volal včera, tiket 615 810"},
		{"zákazník volá kvůli faktuře 2026/0412", "zákazník volá kvůli faktuře 2026/0412"},
	})
}

// TestIDOfAThingNamedBeforeIt: "ID" names an id when the word before it
// names a thing that has ids (an order, a build, a trace), whatever phone
// word the line holds elsewhere; a caller's ID is still the number.
func TestIDOfAThingNamedBeforeIt(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"phone-number-shaped but not a phone: build id 9630764158, trace id 4bf92f3577b34da6a3ce929d0e0e4736",
			"phone-number-shaped but not a phone: build id 9630764158, trace id 4bf92f3577b34da6a3ce929d0e0e4736"},
		{"call me about order ID 9630764158", "call me about order ID 9630764158"},
		{"Caller ID: 555 123 4567", "Caller ID: [REDACTED]"},
		{"phone 555 123 4567, order id 9630764158", "phone [REDACTED], order id 9630764158"},
	})
}

// TestLuhnNamesAShortMaestro: the card checksum's name on the line tells a
// 12- to 15-digit Maestro number from an id, as a word for a card does.
func TestLuhnNamesAShortMaestro(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Luhn check passes for 3838 934598 0299 but the BIN lookup fails; also tried 676105248360. gateway response code 14",
			"Luhn check passes for [REDACTED] but the BIN lookup fails; also tried [REDACTED]. gateway response code 14"},
		{"luhn ok, order 676105248361 shipped", "luhn ok, order 676105248361 shipped"},
		{"order 676105248360 shipped", "order 676105248360 shipped"},
	})
}
