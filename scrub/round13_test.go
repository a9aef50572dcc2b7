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
