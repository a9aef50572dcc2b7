package scrub

import "testing"

// Thirteenth round (README): what two more independent corpora showed.

// TestWhatsAppIDIsItsNumber: a WhatsApp id is the account's phone number
// in E.164 without its '+', in a snake_case field or a header spelled
// with '-'; another field's id stays.
func TestWhatsAppIDIsItsNumber(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"WhatsApp-ID: 4917612345678", "WhatsApp-ID: [REDACTED]"},
		{"whatsapp_id=4917612345678&lang=de", "whatsapp_id=[REDACTED]&lang=de"},
		{"Source-Addr: 39024985012", "Source-Addr: [REDACTED]"},
		{"order-id: 4917612345678", "order-id: 4917612345678"},
		{"message-id: 4917612345678", "message-id: 4917612345678"},
	})
}

// TestDINExtensionSuffix: DIN 5008 hyphens the extension to the number it
// dials through, "-0" being the switchboard; a one-digit group is no
// phone's otherwise, and the same shape after an id word stays.
func TestDINExtensionSuffix(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Tel. 030 12345-0", "Tel. [REDACTED]"},
		{"GF erreichbar unter +49 (0)7231 56 78-0, Umsatz 2023", "GF erreichbar unter [REDACTED], Umsatz 2023"},
		{"Durchwahl 05151 202-0 App. 317", "Durchwahl [REDACTED] App. 317"},
		{"Art.-Nr. 030 12345-0", "Art.-Nr. 030 12345-0"},
		{"Bestellung 2024 12345-0", "Bestellung 2024 12345-0"},
		{"ISBN 978 3 16 148410-0", "ISBN 978 3 16 148410-0"},
	})
}

// TestHoursAfterNumber: a range of hours or days after a spaced number is
// not part of it ("9-5"), as a lone short group after it is not.
func TestHoursAfterNumber(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"call 555 123 4567 9-5 pm", "call [REDACTED] 9-5 pm"},
		{"Mo-Fr 0800 123 4567 8-20 Uhr", "Mo-Fr [REDACTED] 8-20 Uhr"},
		{"+1 555 123 4567 8-17", "[REDACTED] 8-17"},
		{"ref 2024 5551234567 12-3", "ref 2024 5551234567 12-3"},
	})
}
