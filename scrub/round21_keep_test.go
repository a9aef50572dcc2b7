package scrub

import "testing"

// Twenty-first round, precision: look-alike numbers of three new corpora
// (c41 healthcare and legal, c42 call centres and CRMs, c44 knowledge-base
// queries) that were taken as phones. Each table holds the keeps the rule
// restores and the phones it must leave taken.

// TestBookingDotted: Booking.com prints its confirmation numbers as ten
// digits grouped 4.3.3 with dots; no numbering plan writes a national
// number so without its trunk 0 (Australia's 1300/1800/1900 lines are
// 4-3-3 and stay). "number" alone does not make one a phone; a strong
// phone word still does.
func TestBookingDotted(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Flight BA6381 leaves 12:50, seat 16K. Hotel Booking number 2280.480.049.", "Flight BA6381 leaves 12:50, seat 16K. Hotel Booking number 2280.480.049."},
		{"- Hotel: Pera Palace, Booking number 6655.020.274", "- Hotel: Pera Palace, Booking number 6655.020.274"},
		// Negatives: a strong phone word, Australia's lines, NANP and a
		// trunk-0 number with dots.
		{"call 2280.480.049", "call [REDACTED]"},
		{"our number 1300.480.049", "our number [REDACTED]"},
		{"number 415.555.0299", "number [REDACTED]"},
		{"Tel. 0228.048.004", "Tel. [REDACTED]"},
	})
}

// TestSnakeCaseNotPhone: a snake_case name that starts with a phone word
// names what its last word says, as a camelCase one does ("callCount"):
// "mobile_pay" is a payment method's value in a row, not a label for the
// number beside it. "home_phone", "mobile_phone" and "caller_id" still
// name phones.
func TestSnakeCaseNotPhone(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"mobile_pay,2024-07-22,0332980276,$135.41,XXXXXXXXXXXX2771,Mastercard", "mobile_pay,2024-07-22,0332980276,$135.41,XXXXXXXXXXXX2771,Mastercard"},
		{"mobile_pay,2023-10-12,2547872164,$177.10,4672386248935100,1025,Visa", "mobile_pay,2023-10-12,2547872164,$177.10,[REDACTED],1025,Visa"},
		{"call_duration 5551234567", "call_duration 5551234567"},
		// Negatives.
		{"home_phone,0332980276", "home_phone,[REDACTED]"},
		{"mobile_phone,2547872164", "mobile_phone,[REDACTED]"},
		{"caller_id=5551234567", "caller_id=[REDACTED]"},
	})
}

// TestAccountApposition: "your account, number 608-0550-204" gives the
// account's number in apposition, after a comma: the word before the
// comma names it as it does right before "number". A phone word there
// does not.
func TestAccountApposition(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Rep: I've found your account, number 608-0550-204.", "Rep: I've found your account, number 608-0550-204."},
		{"Agent: I've found your account, number 751-353-6553.", "Agent: I've found your account, number 751-353-6553."},
		// Negatives.
		{"Call us, number 751-353-6553.", "Call us, number [REDACTED]."},
		{"your phone, number 608-0550-204", "your phone, number [REDACTED]"},
	})
}

// TestJSONTextKey: "text" is a message's or an utterance's body in chat and
// transcript JSON ({"speaker":"customer","text":"…"}), not "text me"; the
// number inside is read by its own words. "text" before a number in prose
// still asks to text it.
func TestJSONTextKey(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{`{"start":189.6,"speaker":"customer","text":"Ja, bestelnummer 7707908817."}`, `{"start":189.6,"speaker":"customer","text":"Ja, bestelnummer 7707908817."}`},
		{`{"speaker":"customer","text":"Nomor pesanan 8122948973."}`, `{"speaker":"customer","text":"Nomor pesanan 8122948973."}`},
		{`{\"type\":\"message\",\"text\":\"refund for 7341177851\"}`, `{\"type\":\"message\",\"text\":\"refund for 7341177851\"}`},
		// Negatives.
		{"text 5551234567", "text [REDACTED]"},
		{`{"text":"call me on 5551234567"}`, `{"text":"call me on [REDACTED]"}`},
	})
}

// TestReplyTurn: in a transcript (a "Speaker: " or "SPEAKER> " line, or a
// JSON line's "text"), a number that is a turn's whole reply is what the
// turn before asked for, whatever the speaker's label: another number
// ("Ihre Kundennummer, bitte?", "Proszę o NIP firmy.", "Pode confirmar o
// CPF?") or a phone ("Nomor HP yang bisa dihubungi?"). The asking turn is
// a sentence without digits; a line of values is no question.
func TestReplyTurn(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Kundenservice: Ihre Kundennummer, bitte?\nAnrufer: 65784011.\n", "Kundenservice: Ihre Kundennummer, bitte?\nAnrufer: 65784011.\n"},
		{"Konsultant: Proszę o NIP firmy.\nKlient: 573-317-62-51.\n", "Konsultant: Proszę o NIP firmy.\nKlient: 573-317-62-51.\n"},
		{"OPERADOR> Pode confirmar o CPF?\nCLIENTE> 025.888.182-33.\n", "OPERADOR> Pode confirmar o CPF?\nCLIENTE> 025.888.182-33.\n"},
		{"Agent: Nomor HP yang bisa dihubungi, Bu?\nCustomer: 081903859966.", "Agent: Nomor HP yang bisa dihubungi, Bu?\nCustomer: [REDACTED]."},
		{"{\"speaker\":\"agent\",\"text\":\"Size hangi numaradan ulaşabiliriz?\"}\n{\"speaker\":\"customer\",\"text\":\"542 987 94 67.\"}",
			"{\"speaker\":\"agent\",\"text\":\"Size hangi numaradan ulaşabiliriz?\"}\n{\"speaker\":\"customer\",\"text\":\"[REDACTED].\"}"},
		{"Agent: Qual o melhor contacto telefónico?\nCliente: É o 912028944.", "Agent: Qual o melhor contacto telefónico?\nCliente: É o [REDACTED]."},
		// Negatives: a line of values before, a label of the number's own.
		{"Dependent: Emma (child), SSN 863-37-5957\nPhone: 724-400-2587\n", "Dependent: Emma (child), SSN [REDACTED]\nPhone: [REDACTED]\n"},
		{"[07:08] tom_r: Móvil:  915 791 349\n[13:40] ops-bot: ok, P/N 3897-0128\n", "[07:08] tom_r: Móvil:  [REDACTED]\n[13:40] ops-bot: ok, P/N 3897-0128\n"},
	})
}

// TestMachineNumbers: numbers a system writes that a phone word nearby
// does not make phones — an Asterisk channel's name (technology/endpoint
// and the channel's eight-digit sequence, "PJSIP/3785-00003671", beside
// the "Dial" application), a UPS tracking number spaced as its label
// prints it ("1Z", six characters of the shipper, two of the service,
// eight of the package), a segment of a URL's path, and a call centre's
// shorthand for an order and a tracking number (ord#, trk). WhatsApp's
// link keeps its number.
func TestMachineNumbers(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{`"from-internal","""Marta"" <3785>","PJSIP/3785-00003671","PJSIP/1666-00002059","Dial","2025-04-08 13:03:46"`, `"from-internal","""Marta"" <3785>","PJSIP/3785-00003671","PJSIP/1666-00002059","Dial","2025-04-08 13:03:46"`},
		{"I dropped the parcel at UPS today, tracking 1Z 9PR EVM 02 1412 6353. Call me", "I dropped the parcel at UPS today, tracking 1Z 9PR EVM 02 1412 6353. Call me"},
		{"Call logged. Recording: https://app.hubspot.com/calls/10690340/recording/16540148094\n", "Call logged. Recording: https://app.hubspot.com/calls/10690340/recording/16540148094\n"},
		{"ACW notes: cx called re ord# 7691136598 not rcvd. trk 2186 2445 4247 shows dlvrd", "ACW notes: cx called re ord# 7691136598 not rcvd. trk 2186 2445 4247 shows dlvrd"},
		// Negatives.
		{"https://wa.me/4917612345678", "https://wa.me/[REDACTED]"},
		{"cx called from 7691136598 re order", "cx called from [REDACTED] re order"},
		{"call 02 1412 6353", "call [REDACTED]"},
	})
}
