package scrub

import "testing"

var phoneHits = []hit{
	{"call 555-123-4567", "555-123-4567"},
	{"office (555) 123-4567 ask for Sam", "(555) 123-4567"},
	{"fax 555.123.4567", "555.123.4567"},
	{"reach me on +1 555 123 4567 tonight", "+1 555 123 4567"},
	{"dial 1-555-123-4567", "1-555-123-4567"},
	{"US: +1 (555) 123-4567", "+1 (555) 123-4567"},
	{"+1-555-123-4567 is the hotline", "+1-555-123-4567"},
	{"+1.555.123.4567", "+1.555.123.4567"},
	{"toll free 1 (800) 555-0299", "1 (800) 555-0299"},
	{"phone: 555 123 4567", "555 123 4567"},
	{"my cell is 4155550232", "4155550232"},
	{"London office +44 20 7946 0958", "+44 20 7946 0958"},
	{"ring +44 (0)20 7946 0958", "+44 (0)20 7946 0958"},
	{"E.164 form +442079460958 works", "+442079460958"},
	{"Paris +33 1 23 45 67 89", "+33 1 23 45 67 89"},
	{"Standard (+33) 1 42 68 53 00", "(+33) 1 42 68 53 00"},
	{"call (+44) 20 7946 0958 today", "(+44) 20 7946 0958"},
	{"Tel. (+49) 30 12345678", "(+49) 30 12345678"},
	{"(+1 555 123 4567)", "+1 555 123 4567"},
	{"Berlin +49 30 12345678", "+49 30 12345678"},
	{"Tokyo +81 3-1234-5678", "+81 3-1234-5678"},
	{"Shanghai +86 138 0013 8000", "+86 138 0013 8000"},
	{"Mumbai +91 98765 43210", "+91 98765 43210"},
	{"Sydney +61 2 9876 5432", "+61 2 9876 5432"},
	{"Moscow +7 (495) 123-45-67", "+7 (495) 123-45-67"},
	{"São Paulo +55 11 91234-5678", "+55 11 91234-5678"},
	{"Dublin +353 1 234 5678", "+353 1 234 5678"},
	{"Madrid +34 612 34 56 78", "+34 612 34 56 78"},
	{"no-break +44\u00a020\u00a07946\u00a00958 here", "+44\u00a020\u00a07946\u00a00958"},
	{"UK line 020 7946 0958", "020 7946 0958"},
	{"France 01 23 45 67 89", "01 23 45 67 89"},
	{"Japan 03-1234-5678", "03-1234-5678"},
	{"keitai 090-1234-5678", "090-1234-5678"},
	{"mobile 07700 900123", "07700 900123"},
	{"from abroad 0044 20 7946 0958", "0044 20 7946 0958"},
	// An area code in parentheses starts a number after another number.
	{"Acme Corp, 1600 Amphitheatre Pkwy, Mountain View, CA 94043 (650) 253-0000", "(650) 253-0000"},
	{"Suite 200 (555) 123-4567", "(555) 123-4567"},
	{"CEP 01310-100 (11) 91234-5678", "(11) 91234-5678"},
	{"PLZ 50667 (0221) 1234567", "(0221) 1234567"},
	// Brazil's mobile 9 written apart.
	{"WhatsApp +55 (11) 9 8765-4321", "+55 (11) 9 8765-4321"},
	{"celular (21) 9 1234 5678", "(21) 9 1234 5678"},
	// DIN 5008's older form, spaces around the slash.
	{"Tel. 0221 / 123 456 78", "0221 / 123 456 78"},
	{"Telefon 030 / 1234 5678, Fax 030 / 1234 5679", "030 / 1234 5678"},
	{"0221 / 1234567-89", "0221 / 1234567-89"},
	{"Fax: 089 / 12 34 56 78", "089 / 12 34 56 78"},
	{"Tel. 0221/12 34 56", "0221/12 34 56"},
	{"555-123-4567 ext. 89 is Bob", "555-123-4567"},
	{"desk 555-123-4567x123", "555-123-4567"},
	{"(555) 123-4567 ext 12", "(555) 123-4567"},
	{"電話 ０３-１２３４-５６７８ まで", "０３-１２３４-５６７８"},
	{"<a href=\"tel:+15551234567\">", "+15551234567"},
	{"call 555-1234 after lunch", "555-1234"},
	{"whatsapp +852 9123 4567", "+852 9123 4567"},
	{"Melbourne (03) 9123 4567", "(03) 9123 4567"},
	{"+1 555-123-4567 (work)", "+1 555-123-4567"},
	{"thin space +33\u202f6\u202f12\u202f34\u202f56\u202f78", "+33\u202f6\u202f12\u202f34\u202f56\u202f78"},
	{"zero-width +1\u200b555\u200b123\u200b4567 here", "+1\u200b555\u200b123\u200b4567"},
	{"Kontakt: Tel. 030 1234 5678", "030 1234 5678"},
	{`{"phone":"+1 212 555 0223"}`, "+1 212 555 0223"},
	{"numbers 212–555–0223 with en dashes", "212–555–0223"},
	{"São Paulo (11) 91234-5678", "(11) 91234-5678"},
	{"mobile 138-0013-8000", "138-0013-8000"},
	{"电话 138 0013 8000", "138 0013 8000"},
	{"Tel: +49 (0) 30 1234567", "+49 (0) 30 1234567"},
	{"phone number: (555)1234567", "(555)1234567"},
	{"Seoul 010-1234-5678", "010-1234-5678"},
	{"tel:+1-555-123-4567;ext=22", "+1-555-123-4567"},
	{"Germany 0151 12345678", "0151 12345678"},
	{"电话13800138000", "13800138000"},
	{"手机：138-0013-8000。", "138-0013-8000"},
	{"full width ＋１ ５５５ １２３ ４５６７ here", "＋１ ５５５ １２３ ４５６７"},
	{"（０３）１２３４-５６７８", "（０３）１２３４-５６７８"},
	{"Tél. : +33 (0)1 23 45 67 89", "+33 (0)1 23 45 67 89"},
	{"München +49 (0)89 1234567", "+49 (0)89 1234567"},
	// National formats without '+' (issue 15).
	{"Tel.: 0221 1234567-89", "0221 1234567-89"},
	{"Zentrale 0221 1234567-0", "0221 1234567-0"},
	{"Fax (0221) 1234567-99", "(0221) 1234567-99"},
	{"Mobil: 0170/1234567", "0170/1234567"},
	{"Büro 089/123 4567", "089/123 4567"},
	{"0221/1234567-89 (Durchwahl)", "0221/1234567-89"},
	{"Wien, Tel. 01/512 34 56", "01/512 34 56"},
	{"mi celular es 33 1234 5678", "33 1234 5678"},
	{"Teléfono: 55 1234 5678", "55 1234 5678"},
	{"call 5551234 after six", "5551234"},
	{"Tel. 2345678", "2345678"},
	// Other digit systems.
	{"هاتف ٠٥٥٥١٢٣٤٥٦٧", "٠٥٥٥١٢٣٤٥٦٧"},
	{"رقم الهاتف: +٩٦٦ ٥٣ ٨٤١ ٥٥١٦ شكرا", "+٩٦٦ ٥٣ ٨٤١ ٥٥١٦"},
	{"تلفن ۰۹۱۲ ۳۴۵ ۶۷۸۹", "۰۹۱۲ ۳۴۵ ۶۷۸۹"},
	{"फोन ९८७६५ ४३२१०", "९८७६५ ४३२१०"},
	{"मेरा फ़ोन नंबर +९१ ९३४८२ २२५३८ है", "+९१ ९३४८२ २२५३८"},
	{"電話 ０９０１２３４５６７８", "０９０１２３４５６７８"},
	// The extension stays.
	{"call 555-123-4567 ext. 2104", "555-123-4567"},
	{"call 555-123-4567 x31", "555-123-4567"},
	{"Caller ID: 555 123 4567", "555 123 4567"},
	// Trunk prefixes other than NANP's 1 (issue 15 follow-up).
	{"Телефон: 8 (495) 123-45-67", "8 (495) 123-45-67"},
	{"горячая линия 8-800-555-35-35", "8-800-555-35-35"},
	{"тел. 8 916 123 45 67", "8 916 123 45 67"},
	{"Tel: 0 800 123 456", "0 800 123 456"},
	{"050 123 4567", "050 123 4567"},
	{"هاتف ٠٥٠ ١٢٣ ٤٥٦٧", "٠٥٠ ١٢٣ ٤٥٦٧"},
	// Groups that start like a date but are none: a month of 13 or more
	// twice, dots and dashes mixed, a year no calendar needs.
	{"Tél. 01.44.55.66.77", "01.44.55.66.77"},
	{"Tel 04.20.3000 12", "04.20.3000 12"},
	{"Tel: 03-1234-5678", "03-1234-5678"},
	// Postal-code shapes without an address before them stay phones.
	{"celular 91234-5678", "91234-5678"},
	{"call 555-1234, ZIP 94103", "555-1234"},
	{"ZZ 94103-1234 phone", "94103-1234"},
	// Ten digits with the trunk 0 in one piece, next to a strong phone word.
	{"Tél : 0612345678", "0612345678"},
	{"mobiel 0612345678 na 18u", "0612345678"},
	{"هاتف: ٠٥٠١٢٣٤٥٦٧", "٠٥٠١٢٣٤٥٦٧"},
	{"mobile 0412345678", "0412345678"},
	{"موبایل ۰۹۱۲۳۴۵۶۷۸۹", "۰۹۱۲۳۴۵۶۷۸۹"},
	{"شماره تماس: 09123456789", "09123456789"},
	{"SĐT: 0912345678", "0912345678"},
	{"โทร 02-123-4567", "02-123-4567"},
	{"טלפון 03-1234567", "03-1234567"},
	{"τηλέφωνο: 210 1234567", "210 1234567"},
	// After a time the number starts afresh, without the minutes.
	{"call at 10:30 555 123 4567", "555 123 4567"},
	{"phone 10:30 (555) 123-4567", "(555) 123-4567"},
	{"tel 12:00 0221 1234567", "0221 1234567"},
	{"area code (555) 123-4567", "(555) 123-4567"},
	{"dial-in: call 555 123 4567, code 1234#", "555 123 4567"},
	{"phone log 2026-03-14 09:15:22 1234 5678 90", "1234 5678 90"},
}

var phoneMisses = []string{
	"dial-in code 123 456 789#",
	"call in, passcode 555 123 4567",
	"call at 10:30 2024-01-15",
	"call me 14:30 2024 12 31",
	"log 2026-03-14 09:15:22 1234 5678 90",
	"τηλεόραση 210 1234567", // television, not telephone
	"שעה 03-1234567 בערך",
	// An order or invoice word right before a number that would need
	// the phone word further back.
	"Telefon-Hotline, Bestellnummer 555 123 4567",
	"Hotline, Bestellnr. 555 123 4567",
	"telefono: vedi ordine 555 123 4567",
	"telefon, sipariş 555 123 4567",
	"телефон, заказ 555 123 4567",
	"电话 订单 555 123 4567",
	"score (+3) 12 34 56",
	"(+33) alone",
	"embedding dims 384 768 1536",
	"sizes 384 768 1536 3072",
	"coordinates 37.7749, -122.4194 for the office",
	"lat 40.712776 lng -74.005974",
	"released 2026-03-14",
	"due on 03/14/2026",
	"at 10:30:45 UTC",
	"upgrade to v1.22.3",
	"version 2024.10.1",
	"host 192.168.100.200",
	"connect 10.0.0.1:8080",
	"price $1,299.99",
	"PR #123456",
	"epoch 1700000000",
	"ts 1700000000123",
	"order 1234567890",
	"ids 123 456 789",
	"matrix 100 200 300 4000",
	"ISBN 978-3-16-148410-0",
	"+5 points for style",
	"scored +12 today",
	"diffstat +1234 -567",
	"port 5432 and 6379",
	"years 2024 2025 2026",
	"weights 0.5 0.25 0.125",
	"uuid 00000000-0000-0000-0000-000000000000",
	"1 2 3 4 5 6 7 8 9 10",
	"pages 12-34",
	"between 1999 and 2000",
	"card ending in 4242",
	"throughput 1 234 567 ops",
	"temperatures 20 21 22 23 24",
	"episodes 01 02 03 04 05",
	"shape (384, 768)",
	"resolution 1920x1080 at 60 Hz",
	"math 12 * 34 = 408",
	"commit 1a2b3c4 fixed 12 tests",
	"batch sizes 16 32 64 128 256 512 1024",
	"latency p50 12ms p99 340ms",
	"room 101 floor 3 building 4567",
	"1.2.3.4567",
	"tracking id 1Z999AA10123456784",
	"the range 100 200 3000 is odd",
	// Issue 15: slashes, seven digits, addresses, extensions alone.
	"see /0170/1234567/x",
	"2024/01/15",
	"due 03/14/2026",
	"page 01/2025",
	"ratio 1/1234567",
	"ticket 5551234",
	"call count 5551234",
	"phone: 10.169.234.99",
	"Mobil: 192.168.100.200",
	"ext. 2104",
	"ask for x31",
	"call 1234567",
	"build 2024-01-15 0221 1234",
	"Telefon ٢٠٢٦",
	"Ligue 1 2023 2024 season",
	"mobility 2023 2024 2025",
	"Exxon Mobil 2023 2024 2025",
	"call logs for 2023 2024 2025",
	// A word for another kind of number right before it vetoes a phone word
	// further back.
	"customer called from [REDACTED] about invoice 2024-001234",
	"numéro de commande 123 456 789",
	"phone support ticket 555 123 4567",
	"8 916 123 45 67",
	"chapter 8 (495) pages",
	"0 800 123 456",
	// A date and the hour after it (a timestamp), even near a phone word:
	// no numbering plan groups a number as a date does.
	"Opened 08.06.2025 05:56:54",
	"Am 03.04.2024 09:15 Uhr",
	"Rückruf per Telefon am 15.03.2024 14:30 Uhr",
	"call scheduled 15-03-2024 14:30",
	"phone call on 2024-03-15 14:30:00",
	"call on 2024.03.15 14:30",
	"04.15.2024 09:30 phone",
	// A postal code near a phone word: a ZIP+4 after the state, a code
	// after a postal-code word.
	"Acme Inc, 100 Main St, San Francisco, CA 94103-1234, Phone: see below",
	"phone on file; zip: 94103-1234",
	`{"phone":"n/a","address":{"zip":"100-0005"}}`,
	"telefone fixo, CEP 01310-100",
	"電話 〒100-0005",
	// … but not without one, not after a word for another number, not
	// with the trunk 0 twice.
	"ref 0612345678",
	"phone support ticket 0612345678",
	"call 0012345678",
	"0612345678",
	// Only a 9 is the mobile prefix, and only before four and four.
	"+55 (11) 8 8765-4321",
	"(11) 9 876-4321",
	"versions 9 1234 5678",
	// A slash between short numbers joins nothing.
	"01 / 2024",
	"Seite 012 / 345",
	"Artikel 0221 / 2023 und 2024",
	"see /0221 / 1234567",
	"0221/12 34",
	"see 02/12 34 56",
	"0221/12-34-56",
	// A year in parentheses is no area code: volume (year) pages.
	"J. Appl. Phys. 12 (2019) 123-145",
	"Nature (2019) 123-145",
	"Phys. Rev. B 98 (2018) 045-123",
	// … and three numbers out of a list are no phone.
	"2 555 123 4567",
}

func TestPhone(t *testing.T) {
	minCases(t, phoneHits, phoneMisses)
	checkHits(t, Phone, phoneHits)
	checkMisses(t, phoneMisses)
}

// TestAfterSpacedGroup pins what a group after another group and a space
// can start: only the groups joined to it without a space, seven digits or
// more of them (tightChain), so that a list of addresses is passed over
// group by group while a dashed number after a count is still found.
func TestAfterSpacedGroup(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"hosts 10.0.0.1 10.0.0.2 192.168.1.20", "hosts 10.0.0.1 10.0.0.2 192.168.1.20"},
		{"2024-01-15 10:22:31 2024-01-15 10:22:31", "2024-01-15 10:22:31 2024-01-15 10:22:31"},
		{"10 ١٠.٠.٠.١ 1", "10 ١٠.٠.٠.١ 1"},
		{"ref 5 555-123-4567", "ref 5 [REDACTED]"},
		{"row 7 123-45-6789", "row 7 [REDACTED]"},
		{"Tel 3 030-1234567", "Tel 3 [REDACTED]"},
	})
	for _, c := range []struct {
		s       string
		e, nd   int
		end     int
		isShort bool
	}{
		{"10.0.0.1 10", 2, 2, 8, true},
		{"10.0.0.1", 2, 2, 8, true},
		{"10 555", 2, 2, 2, true},
		{"10.0.0.123", 2, 2, 0, false},
		{"555-1234", 3, 3, 0, false},
		{"1234567", 7, 7, 0, false},
		{"١٠.٠.٠.١ x", 4, 2, 13, true},
	} {
		if end, short := tightChain(c.s, c.e, c.nd); end != c.end || short != c.isShort {
			t.Errorf("tightChain(%q, %d, %d) = %d, %v, want %d, %v", c.s, c.e, c.nd, end, short, c.end, c.isShort)
		}
	}
}

// TestPhoneAfterAnotherToken: after a date, a time or an address and a
// space, a phone starts afresh, spaced or not; after a plain number, or
// digits glued to a word (a code), spaced groups stay a list.
func TestPhoneAfterAnotherToken(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"15.01.2024 0171 1234567", "15.01.2024 [REDACTED]"},
		{"2024-01-15 10:22:31 0171 1234567", "2024-01-15 10:22:31 [REDACTED]"},
		{"tel 2024-01-15 0171 1234567", "tel 2024-01-15 [REDACTED]"},
		{"phone 10.0.0.1 555 123 4567", "phone 10.0.0.1 [REDACTED]"},
		{"UPS 1Z 999 AA1 01 2345 6784", "UPS 1Z 999 AA1 01 2345 6784"}, // a code's digits go on after it
		{"10.0.0.1 10.0.0.2 10.0.0.3", "10.0.0.1 10.0.0.2 10.0.0.3"},
		{"2024-01-15 12 34 56 78 90", "2024-01-15 12 34 56 78 90"},
		{"scores 0.91 0.88 0.93 0.87 0.90", "scores 0.91 0.88 0.93 0.87 0.90"},
		{"H.264 1920 1080 30 fps", "H.264 1920 1080 30 fps"},
		{"model gpt4 2024 11 20 release", "model gpt4 2024 11 20 release"},
		{"build 2024.11.20 123 4567 890", "build 2024.11.20 123 4567 890"},
		{"01.23.45.67.89", "[REDACTED]"},
		{"2024-01-15 0151/7331500", "2024-01-15 [REDACTED]"},
		{"10.0.0.1 089/1234567", "10.0.0.1 [REDACTED]"},
		{"10:22 0221 / 123 456 78", "10:22 [REDACTED]"},
		{"room 12 0170/9519624", "room 12 0170/9519624"},
	})
}

// TestPhoneBeforeAnotherToken: a date or a time after a phone, or a count
// of one or two digits ("24/7", "7 days"), is not part of it; a list item's
// number before it ("1. ", "2) ") is not a number it continues.
func TestPhoneBeforeAnotherToken(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"+44 20 7946 0958 2026-03-14", "[REDACTED] 2026-03-14"},
		{"+1 555 123 4567 10:22:31 INFO", "[REDACTED] 10:22:31 INFO"},
		{"call 020 7946 0958 10:22", "call [REDACTED] 10:22"},
		{"Call +1-555-123-4567 24/7", "Call [REDACTED] 24/7"},
		{"support +1-800-555-0299 7 days a week", "support [REDACTED] 7 days a week"},
		{"+1 (555) 123-4567 2 lines", "[REDACTED] 2 lines"},
		{"call +49 30 12345678 8 to 5", "call [REDACTED] 8 to 5"},
		{"1. 020 7946 0958", "1. [REDACTED]"},
		{"2) (555) 123-4567", "2) [REDACTED]"},
		{"+33 1 23 45 67 89 merci", "[REDACTED] merci"},
		{"0 (532) 123 45 67 89", "0 (532) 123 45 67 89"},
		{"384 768 1536 2048 4 items", "384 768 1536 2048 4 items"},
		{"+1 2024-01-15 10:22:31", "+1 2024-01-15 10:22:31"},
		{"steps: 1. 2 3 4", "steps: 1. 2 3 4"},
		{"Fig. 1. 555 1234", "Fig. 1. 555 1234"},
	})
}

// TestAddressAndPort pins IPv4 addresses with ports: nothing in them starts
// a number (ipv4Alone, the port rule), and a number after them starts
// afresh.
func TestAddressAndPort(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"upstream 10.200.208.247:31067 10.200.208.248:31068", "upstream 10.200.208.247:31067 10.200.208.248:31068"},
		{"call failed: connect 192.168.1.20:5432 refused", "call failed: connect 192.168.1.20:5432 refused"},
		{"phone 10.0.0.1:8080 555 123 4567", "phone 10.0.0.1:8080 [REDACTED]"},
		{"Tel. 10.0.0.1:5060 7678 6739", "Tel. 10.0.0.1:5060 [REDACTED]"},
		{"phone 999.1.1.1:5060 555 123 4567", "phone 999.1.1.1:[REDACTED]"},
	})
	for _, c := range []struct {
		s    string
		j    int
		want bool
	}{
		{"10.0.0.1:80", 8, true},
		{"at 255.255.255.255", 18, true},
		{"1.10.0.0.1", 10, false},
		{"256.0.0.1", 9, false},
		{"10.0.1", 6, false},
		{"10.0.0.1234", 11, false},
	} {
		if got := ipv4Before(c.s, c.j); got != c.want {
			t.Errorf("ipv4Before(%q, %d) = %v, want %v", c.s, c.j, got, c.want)
		}
	}
}

// TestPhoneIDWordBeforeNumberWord: an order, invoice or ticket word vetoes a
// phone-word shape also when a word for "number" stands between ("Order No.",
// "Bestell-Nr.", "n°", "№", "رقم"), and in CJK text when the label ends right
// before the number ("我的订单…", "注文番号…"). A phone word before "number"
// still labels it.
func TestPhoneIDWordBeforeNumberWord(t *testing.T) {
	checkHits(t, Phone, []hit{
		{"Order No. 5234567890, call me at 0612345678", "0612345678"},
		{"phone number 5234567890", "5234567890"},
		{"Phone No.: 5234567890", "5234567890"},
		{"Tel. No. 5551234", "5551234"},
		{"Tel.-Nr. 5551234", "5551234"},
		{"电话号码：5234567890", "5234567890"},
		{"手机号13800138000", "13800138000"},
		{"我的订单号码不对，手机：13800138000", "13800138000"},
		{"携帯番号：612 34 56 78", "612 34 56 78"},
		{"رقم الهاتف 612 34 56 78", "612 34 56 78"},
		{"номер телефона 612 34 56 78", "612 34 56 78"},
		{"sipariş no: 5234567890 tel 0532 123 45 67", "0532 123 45 67"},
	})
	checkMisses(t, []string{
		"Order No. 5234567890, call me later",
		"Invoice nr 5234567890, mobile team",
		"Bestellung Nr. 5234567890, Handy verloren",
		"Bestell-Nr. 5234567890 Telefon",
		"Auftrags-Nr. 612 34 56 78 Telefon",
		"commande n° 5234567890, mon portable",
		"commande nº 612 34 56 78 portable",
		"pedido núm. 5234567890, teléfono",
		"заказ № 5234567890, тел.",
		"заказ №5234567890 телефон",
		"ticket no 5234567890 phone",
		"sipariş numarası 5234567890 telefon",
		"zamówienie nr 3909043993 nie dotarło. Mój telefon",
		"l'ordine n. 8525809000 è in ritardo. Cellulare",
		"رقم الطلب 5234567890 هاتف",
		"طلب رقم 5234567890 هاتف",
		"आपका ऑर्डर नंबर 9525809000 है, मोबाइल",
		"您好，我的订单5234567890，手机",
		"您的运单号5234567890，电话",
		"订单号：5234567890，手机",
		"お世話になっております。注文番号5234567890の件です。電話番号",
		"ご注文番号：5234567890、電話",
	})
}

// TestPhonePostalCodeMore: Portugal's CP4-CP3 code (after a postal word or
// before the locality) and the Japanese and Chinese words for "postal code"
// keep a code near a phone word; 4-3 numbers elsewhere and phones after
// those words still count.
func TestPhonePostalCodeMore(t *testing.T) {
	checkHits(t, Phone, []hit{
		{"tel 1234-567", "1234-567"},
		{"telemóvel 912 345 678, código postal 1000-205 Lisboa", "912 345 678"},
		{"Morada: Rua Augusta 100, 1100-053 Lisboa, tel. 213 456 789", "213 456 789"},
		{"郵便番号530-0001、電話06-1234-5678", "06-1234-5678"},
		{"電話：555-1234", "555-1234"},
		{"call 555-1234 at 5pm", "555-1234"},
		{"tel 1234-567 ext. 12", "1234-567"},
	})
	checkMisses(t, []string{
		"telemóvel, código postal 1000-205 Lisboa",
		"Código postal 4000-322 Porto, telemóvel",
		"Rua Augusta 100, 1100-053 Lisboa, tel.",
		"tel. 9000-018 Funchal",
		"telefone: 7000-513 Évora",
		"郵便番号530-0001、電話",
		"郵便番号：530-0001、電話",
		"電話 邮编100-0001",
		"邮政编码 200-0120 电话",
		"〒150-0002 東京都渋谷区, 電話",
	})
}

// TestPhoneWordsMoreLanguages: the words that ask for a call or name a
// mobile, fax or hotline in the support queues' languages label a number
// whose shape needs one; the same numbers without them, and the words'
// look-alikes, do not.
func TestPhoneWordsMoreLanguages(t *testing.T) {
	checkHits(t, Phone, []hit{
		{"Mob. 612 34 56 78", "612 34 56 78"},
		{"Mobil: 612 34 56 78", "612 34 56 78"},
		{"Ruf mich an unter 612 34 56 78", "612 34 56 78"},
		{"Anruf unter 612 34 56 78", "612 34 56 78"},
		{"erreichbar unter 612 34 56 78", "612 34 56 78"},
		{"Appelez-moi au 612 34 56 78", "612 34 56 78"},
		{"joignable au 612 34 56 78", "612 34 56 78"},
		{"Fone: 612 34 56 78", "612 34 56 78"},
		{"ligue para 612 34 56 78", "612 34 56 78"},
		{"chiamami al 612 34 56 78", "612 34 56 78"},
		{"ciao, l'ordine 5636037023 non è arrivato, chiamatemi al 350 649 3820", "350 649 3820"},
		{"me liga: 612 34 56 78", "612 34 56 78"},
		{"il mio numero è 612 34 56 78", "612 34 56 78"},
		{"bel me op 612 34 56 78", "612 34 56 78"},
		{"zadzwoń pod 612 34 56 78", "612 34 56 78"},
		{"mój numer to 612 34 56 78", "612 34 56 78"},
		{"позвоните мне 612 34 56 78", "612 34 56 78"},
		{"сотовый 612 34 56 78", "612 34 56 78"},
		{"мой номер 612 34 56 78", "612 34 56 78"},
		{"beni arayın 612 34 56 78", "612 34 56 78"},
		{"Cep tel: 612 34 56 78", "612 34 56 78"},
		{"numaram 612 34 56 78", "612 34 56 78"},
		{"اتصل بي 612 34 56 78", "612 34 56 78"},
		{"واتساب 612 34 56 78", "612 34 56 78"},
		{"कॉल करें 9876543210", "9876543210"},
		{"संपर्क करें 612 34 56 78", "612 34 56 78"},
		{"请拨打13812345678", "13812345678"},
		{"座机：612 34 56 78", "612 34 56 78"},
		{"ＴＥＬ：612 34 56 78", "612 34 56 78"},
		{"℡ 0612345678", "0612345678"},
		{"連絡先：612 34 56 78", "612 34 56 78"},
	})
	checkMisses(t, []string{
		"612 34 56 78",
		"9876543210",
		"mobility 2023 2024 2025",
		"Aufruf 612 34 56 78",
		"Il s'appelle Jean, 9876543210",
		"chiamare la funzione 612 34 56 78 volte",
		"ciao, l'ordine 5636037023 non è arrivato, chiamatemi",
		"chiamata API 612 34 56 78",
		"Whatsoever 612 34 56 78",
		"позиция 612 34 56 78",
		"numaralı 2023 2024 2025",
		"bellenden 2024",
		"CEP: 01310-100",
	})
}

// TestPhoneTrunk0Paren: Turkish numbers written with the trunk 0 apart and
// the area code in parentheses stand on their shape, like the trunk 8's
// "8 (495) …"; other lengths and groupings do not.
func TestPhoneTrunk0Paren(t *testing.T) {
	checkHits(t, Phone, []hit{
		{"Beni arayın: 0 (532) 123 45 67", "0 (532) 123 45 67"},
		{"Cep 0(532) 123 45 67", "0(532) 123 45 67"},
		{"Sabit hat 0 (212) 123 45 67, dahili 12", "0 (212) 123 45 67"},
		{"İstanbul 0 (216) 123 4567", "0 (216) 123 4567"},
		{"0 (532) 123-45-67", "0 (532) 123-45-67"},
	})
	checkMisses(t, []string{
		"0 (532) 123 45 6",
		"0 (032) 123 45 67",
		"0 (532) 123 45 67 89",
		"1 (532) 123 45 67",
		"0 (53) 123 45 67",
		"0 (2024) 12 34",
		"f(0) (532) 12 34",
	})
}

// TestPhoneWhatsAppLink: a click-to-chat link carries the number in E.164
// without its '+'; other paths and short numbers stay.
func TestPhoneWhatsAppLink(t *testing.T) {
	checkHits(t, Phone, []hit{
		{"WhatsApp: https://wa.me/4917614254936", "4917614254936"},
		{"https://wa.me/447700900123?text=hi", "447700900123"},
		{"https://api.whatsapp.com/send?phone=5511987654321&text=Ol%C3%A1", "5511987654321"},
		{"whatsapp://send?phone=919876543210", "919876543210"},
		{"fale conosco: wa.me/5521987654321", "5521987654321"},
	})
	checkMisses(t, []string{
		"wa.me/123",
		"https://wa.me/message/ABCDEF123",
		"https://example.com/wa.me/2024",
		"https://wa.me/12345678",
		"https://example.com/items/4917614254",
	})
}

// TestPhoneIBANRest: the digits after an IBAN's country code and a bank code
// of capitals ("NL91 ABNA …", "GB29 NWBK …") are the rest of the IBAN, not
// a phone or a card, however a phone word stands near; a phone after an
// IBAN, or after capitals that start no IBAN, still counts.
func TestPhoneIBANRest(t *testing.T) {
	checkHits(t, Phone, []hit{
		{"IBAN NL91 ABNA 0417 1643 00, tel. 020 123 4567", "020 123 4567"},
		{"ABNA 0417 1643 00", "0417 1643 00"},
		{"Tel. NL 020 123 4567", "020 123 4567"},
		{"call UK 020 7946 0958", "020 7946 0958"},
	})
	checkMisses(t, []string{
		"IBAN NL91 ABNA 0417 1643 00",
		"rekeningnummer: NL91 ABNA 0417 1643 00 (telefoon)",
		"IBAN: GB29 NWBK 6016 1331 9268 19 phone",
		"IE29 AIBK 9311 5212 3456 78 phone",
		"IT60 X054 2811 1010 0000 0123 456 telefono",
		"GB82 WEST 1234 5698 7654 32 mobile",
		"\"iban\":\"NL02 RABO 0123 4567 89\", \"phone\"",
	})
}

// TestPhoneTaxAndRegistrationIDs: a tax, company or national registration
// number named right before it (ИНН, NIP, SIRET, Partita IVA, CPF, CNPJ,
// Aadhaar, マイナンバー) is not a phone, whatever phone word is near; the
// phone next to it still is.
func TestPhoneTaxAndRegistrationIDs(t *testing.T) {
	checkHits(t, Phone, []hit{
		{"CPF 123.456.789-09, telefone (11) 91234-5678", "(11) 91234-5678"},
		{"ИНН 7707083893, тел. +7 495 123-45-67", "+7 495 123-45-67"},
		{"Tel. 030 1234567, USt-IdNr. DE123456789", "030 1234567"},
		{"phone 555 123 4567 ИНН", "555 123 4567"},
		{"NIP 5250000000, tel. 22 123 45 67", "22 123 45 67"},
	})
	checkMisses(t, []string{
		"CPF: 12345678909 celular",
		"CNPJ 12.345.678/0001-95 tel",
		"ИНН 7707083893 телефон",
		"КПП 773601001 тел",
		"TC Kimlik No: 12345678901 cep tel",
		"Vergi No: 5234567890 telefon",
		"NIP 5250000000 tel.",
		"NIP: 525-000-00-00 telefon",
		"SIRET 732 829 320 00074 tél",
		"SIREN 732 829 320 téléphone",
		"Partita IVA 01234567890 telefono",
		"P.IVA 01234567890 tel",
		"Aadhaar 2345 6789 0123 mobile",
		"マイナンバー 1234 5678 9012 電話",
		"法人番号 1234567890123 電話",
		"Handy-Vertrag 1234 5678 90",
		"contract no. 5234567890, call me",
		"полис 1234 5678 90, телефон",
		"policy number 612 34 56 78 phone",
	})
}

// TestPhonePricesRangesUnits: an amount with thousands separators and
// decimals or a currency, a range of years, and a list of sizes with its
// unit are not phones next to a phone word; phones next to amounts are.
func TestPhonePricesRangesUnits(t *testing.T) {
	checkHits(t, Phone, []hit{
		{"call 555.123.4567", "555.123.4567"},
		{"Tel. 030 123 456", "030 123 456"},
		{"Tel: 1.234.567", "1.234.567"},
		{"phone: 2024-2019", "2024-2019"},
		{"tel +49 30 123 456 €", "+49 30 123 456"},
		{"Zahlung 1.234.567,89 EUR, Tel. 0171 1234567", "0171 1234567"},
		{"phone 555 123 4567, 12 GB plan", "555 123 4567"},
	})
	checkMisses(t, []string{
		"tel. 5 items at 1.234.567,89 € total",
		"Telefon: 1 234 567 ₽",
		"Telefon: 1\u00a0234\u00a0567,00",
		"phone R$ 1.234.567",
		"телефон, сумма 1 234 567 руб",
		"tel 2019-2024",
		"tel 2019–2024",
		"mobile data 1536 2048 4096 MB",
		"phone latency 120 250 480 ms",
	})
}

// TestDateFirst checks numberAt's date shortcut against what it stands for:
// wherever dateFirst says yes, the run parsed there starts with a date that
// dateLead turns down, and no matcher takes a number from its first group.
// Log lines full of timestamps are where it pays.
func TestDateFirst(t *testing.T) {
	yes := 0
	for _, s := range []string{
		"2024-01-15", "2024.01.15", "15.01.2024", "15-01-2024", "01.15.2024", "31.12.1999",
		"2024-01-15 10:22:31", "2024-01-15T10:22", "2024-01-15 4111 1111 1111 1111",
		"2024-13-01", "13.13.2024", "2024-01-32", "1899-01-01", "2100-01-01", "2024-01-1",
		"2024-01-155", "2024-01-15٣", "2024-1-15", "2024.01-15", "15.01.20245", "15.01.202",
		"2024-01-15-3", "2024-01-15.5", "15.01.2024 0171 1234567", "2024-00-10", "2024-01-00",
	} {
		for _, pre := range []string{"", "on ", "+", "tel ", "x"} {
			in := pre + s
			p := len(pre)
			e := p
			for e < len(in) && isDigit(in[e]) {
				e++
			}
			got := dateFirst(in, p, e)
			var r run
			parseRun(in, p, e, e-p, &r)
			if lead := r.n >= 3 && dateLead(in, &r, 3); got && !lead {
				t.Errorf("dateFirst(%q) = true, dateLead false", in)
			}
			if got {
				yes++
				cx := newCtxIndex(in)
				if f, ok := matchNumber(in, p, e, e-p, leftOf(in, p), sepAfterOf(in, e), &r, make([]byte, 0, 40), cx); ok && pre != "+" {
					t.Errorf("dateFirst(%q) = true, but matchNumber takes %q", in, in[f.Start:f.End])
				}
				cx.release()
			}
		}
	}
	if yes < 30 {
		t.Errorf("only %d dates recognised", yes)
	}
}

// TestPhoneWordNamesNextNumber: a lone group of ten or eleven digits is an
// id as often as a phone; a phone word after it that names a number of its
// own does not make it one. Before it, or naming nothing, it does.
func TestPhoneWordNamesNextNumber(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"ID пользователя 7078412219, телефон +7 916 950-11-89", "ID пользователя 7078412219, телефон [REDACTED]"},
		{"Hôtel 7921168617 réservé, portable 06 57 15 28 27", "Hôtel 7921168617 réservé, portable [REDACTED]"},
		{"Получатель 5861682872, моб. +7 921 555-12-34", "Получатель 5861682872, моб. [REDACTED]"},
		{"account 5551234567, phone: (555) 987-6543", "account 5551234567, phone: [REDACTED]"},
		{"reach me on 5551234567 (mobile)", "reach me on [REDACTED] (mobile)"},
		{"5551234567 is my cell", "[REDACTED] is my cell"},
		{"phone 5551234567, mobile 5559876543", "phone [REDACTED], mobile [REDACTED]"},
		{"GSM: 547 800 07 51", "GSM: [REDACTED]"},
		{"GSM 900 MHz and 1800 MHz bands", "GSM 900 MHz and 1800 MHz bands"},
	})
}

// TestPhoneWordThenNumber: eight digits (Denmark, Norway, Singapore, Hong
// Kong) and nine (Spain, Portugal, Poland, Czechia) are a phone right after a
// strong phone word, as seven are; a word or two that
// only link the two ("call me at", "llámame al", "appelle-moi au") stand
// between them; and a few more languages' words.
func TestPhoneWordThenNumber(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Llámame al 612345678", "Llámame al [REDACTED]"},
		{"Tlf. 22345678", "Tlf. [REDACTED]"},
		{"Tel: 91234567 (mobile)", "Tel: [REDACTED] (mobile)"},
		{"order #93860286", "order #93860286"},
		{"ids 22345678, 23456789", "ids 22345678, 23456789"},
		{"build 20240115", "build 20240115"},
		{"Appelle-moi au 612345678", "Appelle-moi au [REDACTED]"},
		{"Zadzwoń pod 512345678", "Zadzwoń pod [REDACTED]"},
		{"Tel.: 912345678", "Tel.: [REDACTED]"},
		{"call me at 5551234", "call me at [REDACTED]"},
		{"text me on 5551234", "text me on [REDACTED]"},
		{"Τηλέφωνο: 691 234 5678", "Τηλέφωνο: [REDACTED]"},
		{"Gọi cho tôi 0912345678", "Gọi cho tôi [REDACTED]"},
		{"SSN 612345678", "SSN [REDACTED]"},
		{"call 123456789", "call 123456789"},
		{"order 612345678", "order 612345678"},
		{"meet me at 5551234", "meet me at 5551234"},
		{"id 612345678, tel 612345678", "id 612345678, tel [REDACTED]"},
		{"phone count at 5551234", "phone count at 5551234"},
	})
}

// TestPhoneInternationalWithoutPlus: systems store the international
// number as its digits alone (MSISDN, E.164 without '+'); eleven to fifteen
// digits right after a strong phone word are one, when a country code can
// start them. Country codes 1 and 7 have exactly ten digits after them.
func TestPhoneInternationalWithoutPlus(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"MSISDN: 447700900123", "MSISDN: [REDACTED]"},
		{"?msisdn=4915112345678&op=send", "?msisdn=[REDACTED]&op=send"},
		{"phone: 33612345678", "phone: [REDACTED]"},
		{"whatsapp 5511912345678", "whatsapp [REDACTED]"},
		{"Telefon 491701234567", "Telefon [REDACTED]"},
		{"phone 79161234567", "phone [REDACTED]"},
		{"phone 791612345678", "phone 791612345678"},
		{"call 1705314151234", "call 1705314151234"},
		// No country code starts with 0, but thirteen digits with the
		// trunk 0 are a national number as long as Austria's and
		// Indonesia's (TestPhoneWordsOfMoreLanguages).
		{"phone 0447700900123", "phone [REDACTED]"},
		{"order 447700900123", "order 447700900123"},
		{"phone count 447700900123", "phone count 447700900123"},
		{"phone IMEI 356938035643809", "phone IMEI 356938035643809"},
		{"mobile 1234567890123456789", "mobile 1234567890123456789"},
		{"call 20240115102231 started", "call 20240115102231 started"},
		{"call 201001234567", "call [REDACTED]"},
	})
}

// TestPhoneWordInFieldSyntax: a phone word as a JSON key, a Python dict's,
// an attribute or an XML element names the number after the quotes or the
// tag, as "phone: …" does.
func TestPhoneWordInFieldSyntax(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{`{"phone": "5551234"}`, `{"phone": "[REDACTED]"}`},
		{`{"phone":"447700900123"}`, `{"phone":"[REDACTED]"}`},
		{`{'tel': '2345678'}`, `{'tel': '[REDACTED]'}`},
		{`<phone>447700900123</phone>`, `<phone>[REDACTED]</phone>`},
		{`phone="5551234"`, `phone="[REDACTED]"`},
		{`{"id": "5551234", "count": "447700900123"}`, `{"id": "5551234", "count": "447700900123"}`},
		{`{"order": "5551234567", "phone": "5559876543"}`, `{"order": "5551234567", "phone": "[REDACTED]"}`},
		{`{"id": "7078412219", "phone": "+7 916 950-11-89"}`, `{"id": "7078412219", "phone": "[REDACTED]"}`},
		{`{"phoneNumber": "5551234", "mobilePhone": "447700900123"}`, `{"phoneNumber": "[REDACTED]", "mobilePhone": "[REDACTED]"}`},
	})
}

// TestNotPhoneWords: words that start with a phone word and name something
// else — another word, or a camelCase field of another value — are no
// phone words, right before a number or near it.
func TestNotPhoneWords(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{`{"callCount": 2345678, "cellId": "23456789", "smsId": 447700900123}`, `{"callCount": 2345678, "cellId": "23456789", "smsId": 447700900123}`},
		{"<callDuration>2345678</callDuration>", "<callDuration>2345678</callDuration>"},
		{`"calls": 3456789`, `"calls": 3456789`},
		{"For calls: 555 123 4567", "For calls: [REDACTED]"},
		{"telemetry id 5551234567", "telemetry id 5551234567"},
		{"telemetry: 555 123 4567", "telemetry: 555 123 4567"},
		{"telemóvel 912 345 678", "telemóvel [REDACTED]"},
		{"WhatsApp 5551234", "WhatsApp [REDACTED]"},
		{"telemetry 5551234", "telemetry 5551234"},
		{"telnet 447700900123", "telnet 447700900123"},
		{"Dialog: 2345678", "Dialog: 2345678"},
		{"tell 5551234", "tell 5551234"},
		{"Mobility 5551234", "Mobility 5551234"},
		{"telephone 5551234", "telephone [REDACTED]"},
		{"Tel. 2345678", "Tel. [REDACTED]"},
		{"cellular 447700900123", "cellular [REDACTED]"},
	})
}

// TestPostalCodeAfterItsWord: a postal code right after its word stays,
// its parts joined by a hyphen or a space, a phone word near or not; the
// Turkish mobile after "Cep tel" is a phone. "Cep:" alone is no phone word:
// Brazil heads its postal code "CEP" ("CEP: 01.310-100").
func TestPostalCodeAfterItsWord(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Cep tel: 592 565 18 37", "Cep tel: [REDACTED]"},
		{"CEP: 01310-100", "CEP: 01310-100"},
		{"CEP 01310 100, São Paulo, tel (11) 3333-4444", "CEP 01310 100, São Paulo, tel [REDACTED]"},
		{"CEP: 01.310-100", "CEP: 01.310-100"},
		{"zip 94103 1234, phone 555-123-4567", "zip 94103 1234, phone [REDACTED]"},
		{"cep 01310100", "cep 01310100"},
	})
}

// TestPhoneTrunk0AfterContactWord: ten or eleven digits in the national
// format (the trunk 0, then not 0) are a phone right after a word asking
// for contact; a word that only says "number" does not make one, nor does
// a contact word further back or one naming an id.
func TestPhoneTrunk0AfterContactWord(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Contact : 0449762392", "Contact : [REDACTED]"},
		{"Kontakt: 01761234567", "Kontakt: [REDACTED]"},
		{"Contato: 0114075984.", "Contato: [REDACTED]."},
		{"erreichbar unter 0221123456", "erreichbar unter [REDACTED]"},
		{"account number 0449762392", "account number 0449762392"},
		{"Numéro 0449762392", "Numéro 0449762392"},
		{"contact id 0449762392", "contact id 0449762392"},
		{"Contact : 0049762392", "Contact : 0049762392"},
		{"Contact : 1497623920", "Contact : 1497623920"}, // ten that neither NANP nor India writes (round 24: tenAfterContact)
		{"contact us about invoice 0449762392", "contact us about invoice 0449762392"},
	})
}

// TestPhoneWordsLandlineAndMore: the word for a landline between a phone
// word and its number ("teléfono fijo"), Arabic's noun for a call, and
// Polish "kom." (komórka) label the number as the phone word alone does;
// "fijo" after another word labels nothing.
func TestPhoneWordsLandlineAndMore(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"teléfono fijo 961902283", "teléfono fijo [REDACTED]"},
		{"telefone fixo 2345678", "telefone fixo [REDACTED]"},
		{"telefono fisso 0612345678", "telefono fisso [REDACTED]"},
		{"téléphone fixe 0145678912", "téléphone fixe [REDACTED]"},
		{"precio fijo 961902283", "precio fijo 961902283"},
		{"prix fixe 2345678", "prix fixe 2345678"},
		{"يرجى الاتصال على 0114075984.", "يرجى الاتصال على [REDACTED]."},
		{"Proszę o kontakt pod nr kom. 503280589.", "Proszę o kontakt pod nr kom. [REDACTED]."},
		{"tel. kom. 503 280 589", "tel. kom. [REDACTED]"},
	})
}

// TestPhoneIDColumnsAndWords: a phone-shaped value under a column named for
// another kind of number ("order", "tracking", "customer_id") is that
// number, and so is a trunk-0 national number right after such a word or a
// meeting's "ID"; a header of plain names only counts (a line of prose
// with commas does not), and "Caller ID" still names a phone.
func TestPhoneIDColumnsAndWords(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"id,customer_no,account,order,amount\n7782627909,49300885498,05350728175,353-784-0126,733.94",
			"id,customer_no,account,order,amount\n7782627909,49300885498,05350728175,353-784-0126,733.94"},
		{"name,tracking_id,phone\nJane,415-555-0232,415-555-0299", "name,tracking_id,phone\nJane,415-555-0232,[REDACTED]"},
		{"FedEx tracking 0466 2694 3950 — exception", "FedEx tracking 0466 2694 3950 — exception"},
		{"Dial-in +1 646 558 8656 / Meeting ID 327 2658 2525 / Passcode 615036", "Dial-in [REDACTED] / Meeting ID 327 2658 2525 / Passcode 615036"},
		{"Caller ID: 555 123 4567", "Caller ID: [REDACTED]"},
		{"New hire: Paulo Lee, employee ID E613510, start date 09/28/2020, cost center 3676-758.\nSSN 078-05-1123, mobile (206) 555-0289, personal email",
			"New hire: Paulo Lee, employee ID E613510, start date 09/28/2020, cost center 3676-758.\nSSN [REDACTED], mobile [REDACTED], personal email"},
		{"Tel 0466 2694 3950", "Tel [REDACTED]"},
		// Postal and account columns: a ZIP+4 or a ledger account is no
		// phone, whatever phone word another cell of the row holds.
		{"id,email,phone,mobile,company,account_no,lifetime_value,postal_code\n623204,wb@outlook.com,619-529-8770,+13129237854,Orbitel Mobile,ACC-2953604,68918.08,83470-5302",
			"id,email,phone,mobile,company,account_no,lifetime_value,postal_code\n623204,[REDACTED],[REDACTED],[REDACTED],Orbitel Mobile,ACC-2953604,68918.08,83470-5302"},
		{"JE #,Date,GL Account,Cost Center,Description\nJE-917539,2022-07-17,0856-850-2701,CC-5868,call 0856-850-2702",
			"JE #,Date,GL Account,Cost Center,Description\nJE-917539,2022-07-17,0856-850-2701,CC-5868,call [REDACTED]"},
		{"name,zip,phone\nJane,94927-8775,0171 1234567", "name,zip,phone\nJane,94927-8775,[REDACTED]"},
	})
}

// TestPhoneExtensionNamesIt: an extension named by its word after a number
// ("ext. 7573", "extension 12") labels it as a phone word does; the short
// marks ("x12") do not, as they follow other numbers too.
func TestPhoneExtensionNamesIt(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Our reception is 303 445 1041 ext. 7573, thanks", "Our reception is [REDACTED] ext. 7573, thanks"},
		{"front desk 303 445 1041 extension 12", "front desk [REDACTED] extension 12"},
		{"reception 303 445 1041 x12", "reception 303 445 1041 x12"},
		{"sizes 1920 1080 x2", "sizes 1920 1080 x2"},
		// A lone group of a phone's length, and the words of other
		// languages.
		{"- j@x.io / 07655993369 ext. 542", "- [REDACTED] / [REDACTED] ext. 542"},
		{"Warsaw 22 628 12 34 wew. 15", "Warsaw [REDACTED] wew. 15"},
		{"standard 01 23 45 67 89 poste 123", "standard [REDACTED] poste 123"},
		{"612345678 ext. 12", "[REDACTED] ext. 12"},
		{"Warsaw 22 628 12 34 wewnątrz", "Warsaw 22 628 12 34 wewnątrz"},
		{"order 07655993369 ext. 542", "order 07655993369 ext. 542"},
		{"batch 07655993369 x 542", "batch 07655993369 x 542"},
	})
}

// TestPhoneAgainstUnspacedScripts: Thai (like CJK) is written without
// spaces, so a number against its letters is not part of a word; nor is
// one against the Japanese long vowel mark, which an input method also
// types for a dash between full-width digits. Numbers named otherwise
// stay.
func TestPhoneAgainstUnspacedScripts(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"โทร0812345678ค่ะ หรือทักไลน์ก็ได้", "โทร[REDACTED]ค่ะ หรือทักไลน์ก็ได้"},
		{"ลูกค้าแจ้งว่าเบอร์โทร0867863925ติดต่อไม่ได้", "ลูกค้าแจ้งว่าเบอร์โทร[REDACTED]ติดต่อไม่ได้"},
		{"เลขคำสั่งซื้อ2403140098ค่ะ", "เลขคำสั่งซื้อ2403140098ค่ะ"},
		{"ราคา1500บาท", "ราคา1500บาท"},
		{"配達担当ドライバー+81-90-6617-1617までご連絡ください。", "配達担当ドライバー[REDACTED]までご連絡ください。"},
		{"電話番号：０８０ー７９９１ー５４２４", "電話番号：[REDACTED]"},
		{"注文番号：１２３ー４５６７ー８９０１", "注文番号：１２３ー４５６７ー８９０１"},
		{"サイズ２ー３", "サイズ２ー３"},
		// The mark at the text's end, after a digit: nothing after it to read.
		{"電話０８０ー", "電話０８０ー"},
		{"１ー", "１ー"},
	})
}

// TestPhoneWordsPolishSwedishAndNineDigits: Polish "dzwonić" in all its
// forms and Swedish "växel" (switchboard) name a phone; nine digits right
// after a word asking for contact are one.
func TestPhoneWordsPolishSwedishAndNineDigits(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"klient dzwonił z 784-849-066, faktura", "klient dzwonił z [REDACTED], faktura"},
		{"klient dzwonił z 510338424, faktura FV/2024/8514", "klient dzwonił z [REDACTED], faktura FV/2024/8514"},
		{"faktura z 510338424", "faktura z 510338424"},
		{"Proszę dzwonić na (22) 628-12-34 lub mail", "Proszę dzwonić na [REDACTED] lub mail"},
		{"Växel: 031-38 93 45", "Växel: [REDACTED]"},
		{"Proszę o kontakt: 601679035", "Proszę o kontakt: [REDACTED]"},
		{"kontakt 601679035", "kontakt [REDACTED]"},
		{"Proszę o kontakt w sprawie 601679035", "Proszę o kontakt w sprawie 601679035"},
		{"faktura 601679035", "faktura 601679035"},
		{"Kontakt: 6016790", "Kontakt: 6016790"},
	})
}

// TestPhoneOtherDigitSystemsMore: Thai digits, and a dash between groups
// of another system's digits.
func TestPhoneOtherDigitSystemsMore(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"โทร: +๖๖ ๘๑ ๑๔๗ ๔๑๑๔", "โทร: [REDACTED]"},
		{"เบอร์โทร ๐๙๐ ๘๕๐ ๗๕๑๓ อีเมล", "เบอร์โทร [REDACTED] อีเมล"},
		{"मेरा मोबाइल नंबर +९१ ८० ००७५-४६४८ है", "मेरा मोबाइल नंबर [REDACTED] है"},
		{"call +٩١ ٨٠ ٠٠٧٥-٤٦٤٨", "call [REDACTED]"},
		{"ราคา ๑๒๓ บาท", "ราคา ๑๒๓ บาท"},
		{"४५६७-abc", "४५६७-abc"},
	})
}

// TestIDRulesLeaveThePII: what the id rules must not take away (an
// independent review's cases): a value with more than the number in a
// column named like a message or a status, a caller's number under
// "caller_id", the number after "Caller ID no.", "My ID", "WhatsApp ID",
// and compound words that hold a phone word or only start like an id word.
func TestIDRulesLeaveThePII(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"name,email,message\nJane,jane@x.io,555-123-4567 please call\nLi,li@x.io,123-45-6789",
			"name,email,message\nJane,[REDACTED],[REDACTED] please call\nLi,[REDACTED],[REDACTED]"},
		{"Date,Message\n2024-01-01,555-123-4567 called", "Date,Message\n2024-01-01,[REDACTED] called"},
		{"name,status\nJane,(415) 555-0232", "name,status\nJane,[REDACTED]"},
		{"requester_phone,subject\n(415) 555-0232,help", "requester_phone,subject\n[REDACTED],help"},
		{"caller_id,duration\n(415) 555-0232,35\n415-555-0233,12", "caller_id,duration\n[REDACTED],35\n[REDACTED],12"},
		{"INSERT INTO cdr (caller_id, dur) VALUES ('415-555-0232', 35);", "INSERT INTO cdr (caller_id, dur) VALUES ('[REDACTED]', 35);"},
		{"Caller ID no. 555 123 4567", "Caller ID no. [REDACTED]"},
		{"My ID 4111 1111 1111 1111", "My ID [REDACTED]"},
		{"WhatsApp ID 415 555 0232", "WhatsApp ID [REDACTED]"},
		{"Bestelltelefon: 0800 123 4567", "Bestelltelefon: [REDACTED]"},
		{"Ordering: 020 7946 0958", "Ordering: [REDACTED]"},
	})
}

// TestPhoneAccountWordsAndPossessives: a phone-shaped number right after a
// word for an account is the account's number, across "number" and the
// verb that gives it ("account number is …"), while a card after one stays
// a card; a number word after a possessive asks for a person's own number
// ("my number is 0449…"), one after anything else does not.
func TestPhoneAccountWordsAndPossessives(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"CALLER: OK. My account number is 5589-969-191.", "CALLER: OK. My account number is 5589-969-191."},
		{"spoke with Emma (acct 058-060-3174). Prefers", "spoke with Emma (acct 058-060-3174). Prefers"},
		{"Konto 0221 1234567, bitte", "Konto 0221 1234567, bitte"},
		{"My order number is 5589-969-191.", "My order number is 5589-969-191."},
		{"account 4111 1111 1111 1111", "account [REDACTED]"},
		{"acct: 4111111111111111", "acct: [REDACTED]"},
		{"My account number is 5589-969-191, my phone number is 555-987-6543", "My account number is 5589-969-191, my phone number is [REDACTED]"},
		{"My number is 0449762392", "My number is [REDACTED]"},
		{"mi número es 0612345678", "mi número es [REDACTED]"},
		{"Contact is 0449762392", "Contact is [REDACTED]"},
		{"the number is 0449762392", "the number is 0449762392"},
		{"account number 0123456789", "account number 0123456789"},
	})
}

// TestPhoneNamedAfterInTurkish: Turkish names a number after it ("…
// numaralı siparişim", my order numbered …); a word for an order there
// makes it that order's number, a phone word keeps it a phone.
func TestPhoneNamedAfterInTurkish(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Merhaba, 4982-7474-55 numaralı siparişim 10.07.2023 tarihinde kargoya verildi. Telefonum 0532 123 45 67.",
			"Merhaba, 4982-7474-55 numaralı siparişim 10.07.2023 tarihinde kargoya verildi. Telefonum [REDACTED]."},
		{"4982-7474-55 nolu fatura", "4982-7474-55 nolu fatura"},
		{"0532 123 45 67 numaralı telefon", "[REDACTED] numaralı telefon"},
		{"numara 4982-7474-55 numaralı", "numara [REDACTED] numaralı"},
	})
}

// TestPhoneListedAfterAPhone: ten or eleven digits that a list puts right
// after a phone (a comma, a slash, "or" between) are another phone; not
// with a word for an id before them, and not nine digits.
func TestPhoneListedAfterAPhone(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Contato: (11) 91234-5678, 9295886632.", "Contato: [REDACTED], [REDACTED]."},
		{"tel 0171 1234567 oder 0301234567", "tel [REDACTED] oder [REDACTED]"},
		{"Tel 555-123-4567, order 2345678901", "Tel [REDACTED], order 2345678901"},
		{"tel 555-123-4567, 234567890", "tel [REDACTED], 234567890"},
		{"total 2345678901, 2345678902", "total 2345678901, 2345678902"},
		{"id,mobile,account\n17,555-123-4567,0123456789", "id,mobile,account\n17,[REDACTED],0123456789"},
	})
}

// TestPhoneNotDecimalsEINsTicketsOrLabelledIDs: shapes no numbering plan
// writes (a decimal, an EIN) stay whatever phone word is near; an
// airline ticket number in the international prefix's shape after its
// word, and numbers after CJK and healthcare words for ids, are those
// numbers; Italian asks to be contacted with "contattare" in any form.
func TestPhoneNotDecimalsEINsTicketsOrLabelledIDs(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Orbitel Mobile,ACC-0626696,91723.95,6501 JN", "Orbitel Mobile,ACC-0626696,91723.95,6501 JN"},
		{"mobile 12345.678 units", "mobile 12345.678 units"},
		{"Employer: Orbitel Mobile   EIN 87-4514167", "Employer: Orbitel Mobile   EIN 87-4514167"},
		{"tel 03-1234567", "tel [REDACTED]"},
		{"mobile 555.1234", "mobile [REDACTED]"},
		{"phone 0664.1234567", "phone [REDACTED]"},
		{"E-ticket number: 001 9525985697\nContact phone: +49 178 1618089", "E-ticket number: 001 9525985697\nContact phone: [REDACTED]"},
		{"TKT 006 7306742126 REISSUED", "TKT 006 7306742126 REISSUED"},
		{"call 0044 20 7946 0958", "call [REDACTED]"},
		{"Potete contattarmi al 331 816 5038 oppure", "Potete contattarmi al [REDACTED] oppure"},
		{"运单号：0134-9395-2798", "运单号：0134-9395-2798"},
		{"송장번호 0134-9395-2798.", "송장번호 0134-9395-2798."},
		{"휴대폰 번호 010-8566-1109", "휴대폰 번호 [REDACTED]"},
		{"手机号码：0134-9395-2798", "手机号码：[REDACTED]"},
		{"Current meds: lisinopril 10 mg daily (NDC 0107-4669-29).", "Current meds: lisinopril 10 mg daily (NDC 0107-4669-29)."},
	})
}

// TestPhoneSignatureLetters: the one-letter labels of a signature or a
// contact card (M:, T., O:, C:) label the number after them; a letter
// that names a plan or a section does not (the number has no phone shape
// there, or the letter is not one of them).
func TestPhoneSignatureLetters(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"> Jennifer Martinez\n> Director, Procurement | Orbitel Mobile\n> M: 503 992 2955 | O: 617-895-8177 ext. 766\n> 133 High Street",
			"> Jennifer Martinez\n> Director, Procurement | Orbitel Mobile\n> M: [REDACTED] | O: [REDACTED] ext. 766\n> 133 High Street"},
		{"Jane Doe\nT: 020 7946 0958\nM. 07700 900123", "Jane Doe\nT: [REDACTED]\nM. [REDACTED]"},
		{"M: 5551234", "M: [REDACTED]"},
		{"Plan C: 2024 2025 2026", "Plan C: 2024 2025 2026"},
		{"Section B: 555 123 4567", "Section B: 555 123 4567"},
		{"PM: 503 992 2955 cases shipped", "PM: 503 992 2955 cases shipped"},
	})
}

// TestPhoneNotSKUsExpiriesOrBoletos: a NANP-shaped SKU or order number
// after its word, an expiry month and year before a quantity in a table,
// and a boleto's digit line are no phones; with a phone word they stay
// phones.
func TestPhoneNotSKUsExpiriesOrBoletos(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Stock check: SKU 845-775-5869 has 884 units", "Stock check: SKU 845-775-5869 has 884 units"},
		{"order #555-123-4567", "order #555-123-4567"},
		{"call 555-123-4567 about order 12", "call [REDACTED] about order 12"},
		{"Insulin glargine 100 U/mL            D4P3WOQE  01/2026  199   $583.59", "Insulin glargine 100 U/mL            D4P3WOQE  01/2026  199   $583.59"},
		{"Tel 02/2012 345", "Tel [REDACTED]"},
		{"Brussel 02/201 23 45, tel", "Brussel [REDACTED], tel"},
		{"Boleto — linha digitável: 07197.81028 25835.766807 03351.502681 8 76354521116667", "Boleto — linha digitável: 07197.81028 25835.766807 03351.502681 8 76354521116667"},
	})
}

// TestPhoneWordsMore: Spanish "llamar" in its forms, Korean "연락", a
// hotel's front desk, and Turkish "Cep:" for the mobile; Brazil's "CEP"
// before a postal code stays a postal code.
func TestPhoneWordsMore(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Pueden llamarme al 93 180 66 45 o al fijo de la oficina", "Pueden llamarme al [REDACTED] o al fijo de la oficina"},
		{"Hotel front desk: 93 757 08 02 · reservations", "Hotel front desk: [REDACTED] · reservations"},
		{"Telefon: +90 212 398 9820\nCep: 05351594070\nSipariş No: TR5678053538", "Telefon: [REDACTED]\nCep: [REDACTED]\nSipariş No: TR5678053538"},
		{"CEP: 01310-100", "CEP: 01310-100"},
		{"Endereço: Rua X, 100 - CEP: 04538-132 - Tel: (11) 3456-7890", "Endereço: Rua X, 100 - CEP: 04538-132 - Tel: [REDACTED]"},
	})
}

// TestPhoneKoreanParticlesAndPhoneHeads: a Korean label with its particle
// written on ("연락은", "송장번호는") labels as the bare word does; a phone
// word heading a label that a word for an id closes keeps the number a
// phone.
func TestPhoneKoreanParticlesAndPhoneHeads(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"연락은 01086893529 또는 메일로 부탁드립니다", "연락은 [REDACTED] 또는 메일로 부탁드립니다"},
		{"송장번호는 0134-9395-2798 입니다", "송장번호는 0134-9395-2798 입니다"},
		{"Shipping phone used on 11 orders: 571-792-2683", "Shipping phone used on 11 orders: [REDACTED]"},
		{"Stock check: SKU 845-775-5869 has 884 units", "Stock check: SKU 845-775-5869 has 884 units"},
	})
}

// TestPhoneAirlineContactSSR: a booking's contact SSRs (CTCM mobile, CTCB
// business, CTCH home) hold a phone in E.164 with no '+'; the passport
// SSR's numbers stay.
func TestPhoneAirlineContactSSR(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"SSR CTCM BA HK1/491753181445", "SSR CTCM BA HK1/[REDACTED]"},
		{"SSR CTCM LH HK1/17133493871", "SSR CTCM LH HK1/[REDACTED]"},
		{"SSR CTCB UA HK1/4915928755330", "SSR CTCB UA HK1/[REDACTED]"},
		{"SSR DOCS BA HK1/P/GBR/123456789/GBR/01JAN80/M/01JAN30/DOE/JOHN", "SSR DOCS BA HK1/P/GBR/123456789/GBR/01JAN80/M/01JAN30/DOE/JOHN"},
		{"BAG HK1/491753181445", "BAG HK1/491753181445"},
	})
}

// TestPhoneNANPListItem: a dialable NANP number spaced 3-3-4 that stands
// as an item of a list (a comma, a middle dot or a bar around it) is a
// phone with no word near; alone on its line, after a word for an id, or
// with an N11 or 0/1 area code or exchange it is not.
func TestPhoneNANPListItem(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Claimant (other driver): Omar Martinez, 973 801 0271, carrier GEICO", "Claimant (other driver): Omar Martinez, [REDACTED], carrier GEICO"},
		{"Tom Park\nChicago · 704 834 6488 · linkedin.com/in/tpark", "Tom Park\nChicago · [REDACTED] · linkedin.com/in/tpark"},
		{"Jane Doe | 469 241 6415\n", "Jane Doe | [REDACTED]\n"},
		{"437 975 3325", "437 975 3325"},
		{"totals\n437 975 3325\n", "totals\n437 975 3325\n"},
		{"ticket 555 234 5678, open", "ticket 555 234 5678, open"},
		{"codes, 911 234 5678, x", "codes, 911 234 5678, x"},
		{"codes, 555 123 4567, x", "codes, 555 123 4567, x"},
	})
}

// TestPhoneChineseSpacedAndCapitalLandlines: a Chinese mobile spaced 3-4-4
// and a capital's trunk-0 landline dashed 2-3-4 (Seoul, Bangkok,
// Jerusalem) are phones by their shape; a word for an order or a DUNS
// number before them names them.
func TestPhoneChineseSpacedAndCapitalLandlines(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"客户：139 7895 2385，收件人王伟", "客户：[REDACTED]，收件人王伟"},
		{"订单 139 7895 2385", "订单 139 7895 2385"},
		{"담당자: 최수아 02-462-9011\n이메일", "담당자: 최수아 [REDACTED]\n이메일"},
		{"DUNS 09-093-0551; LEI RZAXZDF157TAP79A7603", "DUNS 09-093-0551; LEI RZAXZDF157TAP79A7603"},
		{"tracking 02-462-9011", "tracking 02-462-9011"},
	})
}

// TestPhoneNumberOfSomethingElse: in the languages that say what a number
// is after the word for number, a label naming something other than a
// phone ("Номер обращения", "número de cliente") is no phone word; one
// naming a phone or a contact is ("номер телефона", "رقم الهاتف").
func TestPhoneNumberOfSomethingElse(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Номер обращения 2404-916763. Прошу вернуть", "Номер обращения 2404-916763. Прошу вернуть"},
		{"número de cliente 612 345 678", "número de cliente 612 345 678"},
		{"numer zamówienia 604 123 456", "numer zamówienia 604 123 456"},
		{"номер телефона 2404-916763", "номер телефона [REDACTED]"},
		{"Номер для связи: 2404 916763", "Номер для связи: [REDACTED]"},
		{"número de contacto 612 345 678", "número de contacto [REDACTED]"},
		{"رقم الهاتف 612 34 56 78", "رقم الهاتف [REDACTED]"},
		{"mi número es 612 345 678", "mi número es [REDACTED]"},
		// Hebrew says it so too, with its article glued to the word.
		{"מספר חשבונית 2024-43359, סכום ₪ 3,790.90", "מספר חשבונית 2024-43359, סכום ₪ 3,790.90"},
		{"מספר הטלפון 054-7381234", "מספר הטלפון [REDACTED]"},
		{"מספר פלאפון 054-7381234", "מספר פלאפון [REDACTED]"},
	})
}

// TestPhoneNotReceiptsGirosOrVATNumbers: a receipt's number (in a key like
// "receipt_number" too), a Swedish giro account and a VAT number with its
// country's code are no phones, even with a phone word near; the same
// numbers under a phone's key or word are.
func TestPhoneNotReceiptsGirosOrVATNumbers(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{`"receipt_number": "2081-1457",`, `"receipt_number": "2081-1457",`},
		{`"phone_number": "2081-1457",`, `"phone_number": "[REDACTED]",`},
		{"Bankgiro 5044-3237, OCR-nummer 73041225516539", "Bankgiro 5044-3237, OCR-nummer 73041225516539"},
		{"Companies House number 19257789, VAT GB 748 6014 77, registered 2024-11-16.", "Companies House number 19257789, VAT GB 748 6014 77, registered 2024-11-16."},
		{"Tel.: 030 1234567, USt-IdNr. DE 123 456 789", "Tel.: [REDACTED], USt-IdNr. DE 123 456 789"},
		{"Companies House number 19257789, phone GB 748 6014 77", "Companies House number 19257789, phone GB [REDACTED]"},
	})
}

// TestPhoneContactLine: ten or eleven digits with the trunk 0 that stand
// as an item of a contact line, next to an address, are a phone; a list of
// such numbers with no address beside them is not.
func TestPhoneContactLine(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Sophie Lambert\nDéveloppeuse Full-Stack — s.lambert@gmail.com — 0652880769\nEXPÉRIENCES",
			"Sophie Lambert\nDéveloppeuse Full-Stack — [REDACTED] — [REDACTED]\nEXPÉRIENCES"},
		{"tbrooks@gmail.com | 0652880769 | github.com/tbrooks", "[REDACTED] | [REDACTED] | github.com/tbrooks"},
		{"0652880769 · jane@x.io", "[REDACTED] · [REDACTED]"},
		{"invoices 0123456789, 0123456790, 0123456791", "invoices 0123456789, 0123456790, 0123456791"},
		{"invoices 0123456789, 0123456790, 0123456791\nquestions: jane@x.io", "invoices 0123456789, 0123456790, 0123456791\nquestions: [REDACTED]"},
		{"refs 0123456789, 0123456790, see the wiki, jane@x.io", "refs 0123456789, 0123456790, see the wiki, [REDACTED]"},
		// A tab-separated row (a psql COPY line) is such a line too, and a
		// North American number ten digits long is its phone.
		{"COPY users, line 6211: \"379581\tm.lee@naver.com\t4159864954\t2025-08-19 11:40:11.224+00\"",
			"COPY users, line 6211: \"379581\t[REDACTED]\t[REDACTED]\t2025-08-19 11:40:11.224+00\""},
		{"jane@x.io,4159864954", "[REDACTED],[REDACTED]"},
		{"1042,jane@x.io,1718000000", "1042,[REDACTED],1718000000"},
		{"ids\t4159864954\t4159864955\t4159864956", "ids\t4159864954\t4159864955\t4159864956"},
		{"jane@x.io,4119864954", "[REDACTED],4119864954"},
	})
}

// TestPhoneNotPeoplesOtherNumbers: the national numbers of people that
// stand next to their phone in a record — a UK NHS number, a TIN, a
// Canadian SIN, a Malaysian MyKad, a Korean resident number, Brazil's CPF
// as it is written — and an RMA or a barcode are no phones (nor cards);
// the phone beside them still is.
func TestPhoneNotPeoplesOtherNumbers(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Discharge summary: patient NHS No. 974 273 2981, next of kin mobile 07851 486650, ward 7B",
			"Discharge summary: patient NHS No. 974 273 2981, next of kin mobile [REDACTED], ward 7B"},
		{"GP letter: NHS number 806 276 5040, NI number KS 12 34 56 C", "GP letter: NHS number 806 276 5040, NI number KS 12 34 56 C"},
		{"Onboarding (Canada): SIN 046 426 987, phone (416) 738-0320", "Onboarding (Canada): SIN 046 426 987, phone [REDACTED]"},
		{"mobile 0918 488 6124, TIN 693-399-348-000. Ok na ba?", "mobile [REDACTED], TIN 693-399-348-000. Ok na ba?"},
		{"nombor telefon saya +60 12-945 8451, No. MyKad 900621-01-9552, poskod 87186", "nombor telefon saya [REDACTED], No. MyKad 900621-01-9552, poskod 87186"},
		{"피보험자 주민번호 870412-2682940 연락처 01063251062", "피보험자 주민번호 870412-2682940 연락처 [REDACTED]"},
		{"contato (71) 98079-8389 / 838.518.116-40 — CEP 04538-132", "contato [REDACTED] / 838.518.116-40 — CEP 04538-132"},
		{"Also invoice 5326391772 and RMA 078-829-8713 — can you link them? call me", "Also invoice 5326391772 and RMA 078-829-8713 — can you link them? call me"},
		{"call number QA76.73.P98 5555, barcode 39468646566079. Due back", "call number QA76.73.P98 5555, barcode 39468646566079. Due back"},
		// Spanish "sin" (without) is no label; a phone after it is one.
		{"llámame sin falta al 612 345 678", "llámame sin falta al [REDACTED]"},
	})
}

// TestPhoneTelecomFieldsAndWordsMore: a switch's caller number (ANI), a
// carrier's mobile number (MDN), Japanese "direct line", Hungarian "call"
// and "landline", Bengali words and digits.
func TestPhoneTelecomFieldsAndWordsMore(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"IVR log: 2023-05-26T19:15:09.360Z ANI=5122672692 queue=billing", "IVR log: 2023-05-26T19:15:09.360Z ANI=[REDACTED] queue=billing"},
		{"Port request: MDN:5122797499 ACCT:060573930 PIN:8364", "Port request: MDN:[REDACTED] ACCT:060573930 PIN:8364"},
		{"担当者直通は09020133812です。", "担当者直通は[REDACTED]です。"},
		{"Jó napot, hívjon a 06 70 223 4226 számon", "Jó napot, hívjon a [REDACTED] számon"},
		{"আমার নম্বর ০১৭৬৫-৮৩৪৬২৬। অর্ডার BD-1071100", "আমার নম্বর [REDACTED]। অর্ডার BD-1071100"},
		{"মোবাইল: ০১৭৬৫৮৩৪৬২৬", "মোবাইল: [REDACTED]"},
		{"অর্ডার ০১৭৬৫৮৩", "অর্ডার ০১৭৬৫৮৩"},
		{"many 5122672692 records", "many 5122672692 records"},
	})
}

// TestPhoneOwnNumberInMoreLanguages: "my number" where the possessive
// comes after the word for number (Tagalog, Romanian, Persian) and in
// Russian and Ukrainian before it; Russia's trunk 8 before ten digits.
func TestPhoneOwnNumberInMoreLanguages(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Hi po, ito po number ko 09951137940, yung PhilSys ID ko", "Hi po, ito po number ko [REDACTED], yung PhilSys ID ko"},
		{"Bună ziua, numărul meu este 0729946334, CNP 6650417132049", "Bună ziua, numărul meu este [REDACTED], CNP 6650417132049"},
		{"پیام: «شماره من ۰۹۳۵۸۷۰۹۲۹۶ و کد ملی ۷۳۳۷۳۹۸۵۱۸ است", "پیام: «شماره من [REDACTED] و کد ملی ۷۳۳۷۳۹۸۵۱۸ است"},
		{"Здравствуйте, мой номер 89062890063, заказ № 96569857", "Здравствуйте, мой номер [REDACTED], заказ № 96569857"},
		{"Добрий день, мій номер 0973578130, РНОКПП 6150163878", "Добрий день, мій номер [REDACTED], РНОКПП 6150163878"},
		{"номер заказа 89062890063", "номер заказа 89062890063"},
		{"ito po ko 02951137940", "ito po ko 02951137940"}, // a mobile's shape alone is one (round 24: mobileEleven)
		{"мой номер 85062890063", "мой номер 85062890063"},
	})
}

// TestPhoneItalianMobileWithSlash: Italians write a mobile's prefix and a
// slash before its number ("328/6256206"); right after a phone or contact
// word it is a phone, anywhere else (a page, an invoice) it stays.
func TestPhoneItalianMobileWithSlash(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Buongiorno, sono raggiungibile al 328/6256206 oppure in ufficio", "Buongiorno, sono raggiungibile al [REDACTED] oppure in ufficio"},
		{"cell. 347/1234567", "cell. [REDACTED]"},
		{"pagina 365/2024", "pagina 365/2024"},
		{"fattura 328/6256206", "fattura 328/6256206"},
		{"cell. 328/62562067", "cell. 328/62562067"},
		{"cell. 328/6256206/1", "cell. 328/6256206/1"},
	})
}

// TestPhoneCorpus10Rules: "call me" in more languages (three link words
// may stand between it and the number), Spanish "cel", a Greek label
// further back in bytes than in letters, Belgium's mobile written with a
// slash and dotted pairs; and what stays: the national, tax and bank
// numbers of those countries beside a phone, Belgium's national register
// number as written, and a number glued to '#' that only a label would
// make a phone.
func TestPhoneCorpus10Rules(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Zavolejte mi prosím na 794 564 236.", "Zavolejte mi prosím na [REDACTED]."},
		{"Καλέστε με στο 698 811 9569 μετά τις 5.", "Καλέστε με στο [REDACTED] μετά τις 5."},
		{"Ring meg på 46315524 i morgen.", "Ring meg på [REDACTED] i morgen."},
		{"Liga-me para o 924533510 amanhã.", "Liga-me para o [REDACTED] amanhã."},
		{"Márcame al 55 7205 5174 en la tarde.", "Márcame al [REDACTED] en la tarde."},
		{"Llamame al 11 6750-7760 después de las 19.", "Llamame al [REDACTED] después de las 19."},
		{"Mi cel es 011 15-3893-5268, mail x. DNI 33.671.285.", "Mi cel es [REDACTED], mail x. DNI 33.671.285."},
		{"ονομάζομαι Ελένη. Τηλέφωνο επικοινωνίας 210 554 6444, email", "ονομάζομαι Ελένη. Τηλέφωνο επικοινωνίας [REDACTED], email"},
		{"GSM 0480/36.67.37, e-mail x. Numéro de registre national 78.12.24-233.90.", "GSM [REDACTED], e-mail x. Numéro de registre national 78.12.24-233.90."},
		{"gsm +32 488 40 18 77 — ondernemingsnummer 0456.789.123 — Bus 2.01.", "gsm [REDACTED] — ondernemingsnummer 0456.789.123 — Bus 2.01."},
		{"Tel. 0664 331 87 14, Mail x. SVNR 1853 260972. Bestellung", "Tel. [REDACTED], Mail x. SVNR 1853 260972. Bestellung"},
		{"— cell. 613 553-8614, NAS 665 004 917 (pas nécessaire)", "— cell. [REDACTED], NAS 665 004 917 (pas nécessaire)"},
		{"Mette Sørensen, tlf. 20 87 23 35, CPR 190882-2941, kundenr.", "Mette Sørensen, tlf. [REDACTED], CPR 190882-2941, kundenr."},
		{"växeln 08-123 456 78. Personnummer 510114-0423", "växeln [REDACTED]. Personnummer 510114-0423"},
		{"APN 502-123-4567 (Maricopa County) — Listing agent 602-678-5981.", "APN 502-123-4567 (Maricopa County) — Listing agent [REDACTED]."},
		{"fecha 15/02/2024, CLABE 0021 8000 8347 2770 88.", "fecha 15/02/2024, CLABE 0021 8000 8347 2770 88."},
		{`"number":"#1001-4471","total"`, `"number":"#1001-4471","total"`},
		{"#555-123-4567", "#[REDACTED]"},
		{"call me at the office", "call me at the office"},
	})
}

// TestPhoneWordsOfMoreLanguages: the phone, the mobile and "call" in the
// languages the word lists lacked name the number after them; the longest
// national numbers (twelve and thirteen digits with the trunk 0) after a
// strong phone word are phones; so are a Chinese mobile in Chinese text
// and a Budapest number by their numbering plans. A word that only begins like one, a tax
// file number and a postcode stay.
func TestPhoneWordsOfMoreLanguages(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Ystävällisin terveisin, Puh. 040 123 4567, soita 0401234567", "Ystävällisin terveisin, Puh. [REDACTED], soita [REDACTED]"},
		{"Atención al cliente — Tfno.: 91 123 45 67", "Atención al cliente — Tfno.: [REDACTED]"},
		{"聯絡方式 手機：0912345678 傳真：02 2345 6789", "聯絡方式 手機：[REDACTED] 傳真：[REDACTED]"},
		{"నా ఫోన్ 98480 22338 కి కాల్ చేయండి", "నా ఫోన్ [REDACTED] కి కాల్ చేయండి"},
		{"Tafadhali piga simu 0712345678 kesho", "Tafadhali piga simu [REDACTED] kesho"},
		{"Our helpline 1800 123 456 is open 24/7", "Our helpline [REDACTED] is open 24/7"},
		{"Утас: 9911 2345", "Утас: [REDACTED]"},
		{"mobiil 5123 4567, sími 581 2345", "mobiil [REDACTED], sími [REDACTED]"},
		{"என் மொபைல் 98765 43210", "என் மொபைல் [REDACTED]"},
		{"nazovite 01 2345 678 ili pokličite 041 123 456", "nazovite [REDACTED] ili pokličite [REDACTED]"},
		{"Hubungi 081234567890 (WA)", "Hubungi [REDACTED] (WA)"},
		{"Rückruf unter 01711234567, Festnetz 030 12345678, Handy 015112345678", "Rückruf unter [REDACTED], Festnetz [REDACTED], Handy [REDACTED]"},
		{"ስልክ 0911 234567", "ስልክ [REDACTED]"},
		{"Mob 07700900123", "Mob [REDACTED]"},
		{"Seattle, WA 98101 (206) 555-0234", "Seattle, WA 98101 [REDACTED]"},
		// A Chinese mobile glued to Chinese text; a Budapest number with
		// Hungary's trunk 06.
		{"请发邮件到wang.fang@qq.com谢谢，或打13912345678，订单202403140012345678。",
			"请发邮件到[REDACTED]谢谢，或打[REDACTED]，订单202403140012345678。"},
		{"手机号13912345678", "手机号[REDACTED]"},
		{"hívjon munkahelyen 06 1 633 2475. TAJ szám 859 711 093", "hívjon munkahelyen [REDACTED]. TAJ szám 859 711 093"},
		{"Telefon: 06-1 870-9912", "Telefon: [REDACTED]"},
		{"vagy munkahelyen (06-1) 870-9912. TAJ szám 213 608 440", "vagy munkahelyen [REDACTED]. TAJ szám 213 608 440"},
		{"Tel: (06-30) 123-4567", "Tel: [REDACTED]"},
		{"see (2019-2) 123-4567 above", "see (2019-2) 123-4567 above"},
		{"订单13912345678已发货，编号13912345678", "订单13912345678已发货，编号13912345678"},
		{"list 06 1 2 3 4 5 6 7", "list 06 1 2 3 4 5 6 7"},
		// Negatives: a Finnish or Danish personal id (a birth date and
		// four digits) next to the phone word is no phone.
		{"Aino Virtanen (150577-2709), puh. 050 251 3779, laskun viite RF18 5390 0754 7034.",
			"Aino Virtanen (150577-2709), puh. [REDACTED], laskun viite RF18 5390 0754 7034."},
		{"CPR 010190-1234 tlf 12 34 56 78", "CPR 010190-1234 tlf [REDACTED]"},
		// National numbers named by their word, in more countries.
		{"Telefon: +36 30 123 4567, TAJ: 123 456 789", "Telefon: [REDACTED], TAJ: 123 456 789"},
		{"mobile 0803 123 4567, NIN 123 456 789 01", "mobile [REDACTED], NIN 123 456 789 01"},
		{"simulation 0712345678 steps", "simulation 0712345678 steps"},
		{"TFN: 123 456 782, CEP 04538-132", "TFN: 123 456 782, CEP 04538-132"},
		{"order 081234567890 shipped", "order 081234567890 shipped"},
		{"phone 08123456789012 is fourteen digits", "phone 08123456789012 is fourteen digits"},
	})
}

// TestPhoneWhereTextWritesItDifferently: a number after an escaped line
// break (iCalendar's DESCRIPTION, JSON), a meeting's one-tap dial string
// (what follows the pauses is keyed into a menu, not dialled), a list with
// a spaced hyphen between numbers (after a lone area code it joins), a
// contact line's grouped number next to an address (an en dash as a list
// mark too), a call record's A- and B-number columns, a Japanese mobile in
// Japanese text, "contact" in Vietnamese, Spanish "I called" and "the
// call". What stays: an access log's status and size, a number an
// abbreviation of "number" names after another noun.
func TestPhoneWhereTextWritesItDifferently(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{`Passcode: 776114\n\nOne tap mobile\n+13125529579,,89946920598#,,,,*776114# \n`,
			`Passcode: 776114\n\nOne tap mobile\n[REDACTED],,89946920598#,,,,*776114# \n`},
		{`{"note":"x\n+447700900123"}`, `{"note":"x\n[REDACTED]"}`},
		{"Tel: (0312) 571 33 70 - 0533 591 94 59 ya da 05314534827", "Tel: [REDACTED] - [REDACTED] ya da [REDACTED]"},
		{"Ulaşmak için: (0312) 571 33 70 - 0533 591 94 59 ya da 05314534827 — hangisi cep? ID 675056",
			"Ulaşmak için: [REDACTED] - [REDACTED] ya da [REDACTED] — hangisi cep? ID 675056"},
		{"tel 0171 1234567 eller 0301234567", "tel [REDACTED] eller [REDACTED]"},
		{"Tel: 020 7946 0958 - 07700 900123", "Tel: [REDACTED] - [REDACTED]"},
		{"Bel 010 - 276 99 62", "Bel [REDACTED]"},
		{"RYAN MCALLISTER\n81018 66517 | ryanmcallister@gmail.com | linkedin.com/in/ryan",
			"RYAN MCALLISTER\n[REDACTED] | [REDACTED] | linkedin.com/in/ryan"},
		{"3. Francesca Ricci – 346 726 5697, francesca.ricci@libero.it", "3. Francesca Ricci – [REDACTED], [REDACTED]"},
		{"TOBIAS NEUMANN\n015177523846 | tneumann@t-online.de", "TOBIAS NEUMANN\n[REDACTED] | [REDACTED]"},
		{"call_id|start|a_number|b_number|cell_id\n5390217558|2026-03-12 20:53:40|4915716428711|493515942467|640-58-41598",
			"call_id|start|a_number|b_number|cell_id\n5390217558|2026-03-12 20:53:40|[REDACTED]|[REDACTED]|640-58-41598"},
		{"日中は09087903553に連絡ください。お問い合わせ番号：873010359426", "日中は[REDACTED]に連絡ください。お問い合わせ番号：873010359426"},
		{"Liên hệ 0833222733 (anh Tuấn). Mã tin 15032780", "Liên hệ [REDACTED] (anh Tuấn). Mã tin 15032780"},
		{"11/03 llamé a Álvaro al 33 1789 7842, buzón. 12/03 regresó la llamada desde 55 4726 1163",
			"11/03 llamé a Álvaro al [REDACTED], buzón. 12/03 regresó la llamada desde [REDACTED]"},
		{"Rückruf bei Fr. Neumann unter 017325061162 – nicht erreicht", "Rückruf bei Fr. Neumann unter [REDACTED] – nicht erreicht"},
		// A list of people and their numbers; Arabic "the line's number".
		{"• Choir rehearsal enquiries: Bro. Emeka 0803 408 4926, Sis. Funmi 08064773514", "• Choir rehearsal enquiries: Bro. Emeka [REDACTED], Sis. Funmi [REDACTED]"},
		{"رقم الخط ٠١٠١٩٩٩٨٧٤٥ مقطوع منذ ٣ أيام", "رقم الخط [REDACTED] مقطوع منذ ٣ أيام"},
		// Negatives: a postcode after " – ", a conference id keyed in
		// before '#', an id after its letter, a purchase order, a
		// business number beside a "Tel", an order's number in Arabic.
		{"Lidnr 1812054 – Jansen, Daan – tel 06-11798180 – 1094 AB Amsterdam", "Lidnr 1812054 – Jansen, Daan – tel [REDACTED] – 1094 AB Amsterdam"},
		{"Par téléphone +1 531-667-9448,,395035568# Canada\nID de conférence téléphonique : 623412930#", "Par téléphone [REDACTED],,395035568# Canada\nID de conférence téléphonique : 623412930#"},
		{"Zásilkovna ID Z 569 9046 114. Kontakt: 602 123 456", "Zásilkovna ID Z 569 9046 114. Kontakt: [REDACTED]"},
		{"Invoice 346-485-2285 (not a phone), PO 4216912794, call 555-123-4567", "Invoice 346-485-2285 (not a phone), PO 4216912794, call [REDACTED]"},
		{"Consignee: Rahman Traders, BIN 0817826414550, Tel +880 1730-715443", "Consignee: Rahman Traders, BIN 0817826414550, Tel [REDACTED]"},
		{"Tel 0612345678, Order 0712345678", "Tel [REDACTED], Order 0712345678"},
		{"رقم الطلب 01019998745", "رقم الطلب 01019998745"},
		// Negatives.
		{`"GET /api/otp/send?phone=%2B4915197626283&channel=sms HTTP/1.1" 404 69009 "-"`,
			`"GET /api/otp/send?phone=[REDACTED]&channel=sms HTTP/1.1" 404 69009 "-"`},
		{"Tél 06 86 42 56 80 après 18h. Annonce n° 7496040743", "Tél [REDACTED] après 18h. Annonce n° 7496040743"},
		{"Kunden-Nr. 0221 123456, Tel.-Nr. 0221 654321", "Kunden-Nr. 0221 123456, Tel.-Nr. [REDACTED]"},
		{"Khách hàng Trần Thị Mai, CCCD 096893307890, SĐT 0351064770, MST 0499927509.",
			"Khách hàng Trần Thị Mai, CCCD 096893307890, SĐT [REDACTED], MST 0499927509."},
		{"TFN 530 187 344, Medicare 2502 87939 7, mobile +61 420 611 076, ABN 25 808 211 224",
			"TFN 530 187 344, Medicare 2502 87939 7, mobile [REDACTED], ABN 25 808 211 224"},
		{"una función llamada 12345678 veces", "una función llamada 12345678 veces"},
		{"1 - 2 - 3", "1 - 2 - 3"},
	})
}

// TestArgentineMobileByPlan: Argentina's mobile dialled at home — the
// trunk 0, an area code, 15 and the local number, thirteen digits — is a
// phone by its numbering plan, with no word before it; a word for another
// kind of number still names it, and thirteen digits without the 15 second,
// or with an area code no Argentine one is, stay.
func TestArgentineMobileByPlan(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"dale, 0341 15-643-0513 se llama Rubén", "dale, [REDACTED] se llama Rubén"},
		{"(antes lo pasaba como 011 15-4044-3577). CUIT 20-31458792-6.", "(antes lo pasaba como [REDACTED]). CUIT 20-31458792-6."},
		{"| Lucía | Líder | 0261 15-617-5783 |", "| Lucía | Líder | [REDACTED] |"},
		{"Pedido 0341 15-643-0513", "Pedido 0341 15-643-0513"},
		{"dale 0341 16-643-0513", "dale 0341 16-643-0513"},
		{"dale 0941 15-643-0513", "dale 0941 15-643-0513"},
		{"01 15 123 4567 8901", "01 15 123 4567 8901"},
	})
}

// TestSIPUserPart: a SIP address's user part that is a phone number is a
// phone, the host after its '@' a server's name that stays (RFC 3261's
// "sip:+33123389014@sip.operateur.fr;user=phone", Asterisk's and
// FreeSWITCH's "+1832…@from-trunk", "+44…@192.0.2.1"); a user part that is
// a name is an address, redacted whole; a short or plain number before an
// '@' outside "sip:" stays as before.
func TestSIPUserPart(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"INVITE sip:+33123389014@sip.operateur.fr;user=phone SIP/2.0", "INVITE sip:[REDACTED]@sip.operateur.fr;user=phone SIP/2.0"},
		{`From: "Julien" <sip:+33612367050@pbx.cabinet-girard.fr>;tag=69184de7`, `From: "Julien" <sip:[REDACTED]@pbx.cabinet-girard.fr>;tag=69184de7`},
		{"To: <SIPS:4155551234@pbx.example.com>", "To: <SIPS:[REDACTED]@pbx.example.com>"},
		{"pbx.c: Executing [+18324945864@from-trunk:1] Set(", "pbx.c: Executing [[REDACTED]@from-trunk:1] Set("},
		{"New Channel sofia/external/+447405334128@192.95.102.111 [9fa65f9e", "New Channel sofia/external/[REDACTED]@192.95.102.111 [9fa65f9e"},
		{"sip:alice@example.com", "sip:[REDACTED]"},
		{"write 4155551234@qq.com", "write [REDACTED]"},
		{"sip:2041@pbx.example.com", "sip:[REDACTED]"},
		{"v+1.2@3 and +12@x", "v+1.2@3 and +12@x"},
	})
}

// TestQuotedPrintablePlus: "=2B" is the '+' of an international number in
// a quoted-printable body after a blank, a colon or a bracket; glued to a
// word it is text.
func TestQuotedPrintablePlus(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Bei R=C3=BCckfragen erreichen Sie mich unte=\nr =2B49 30 494624 oder mobil", "Bei R=C3=BCckfragen erreichen Sie mich unte=\nr [REDACTED] oder mobil"},
		{"Tel:=2B4930494624", "Tel:[REDACTED]"},
		{"x=2B49 30 494624", "x=2B49 30 494624"},
		{"A1 =2B1 and =2B 49", "A1 =2B1 and =2B 49"},
	})
}

// TestPlaceholderPhones: a number that is one digit repeated (after an
// international number's country code) is what forms and docs show where a
// number goes; no plan gives it to anyone. Real numbers beside them go.
func TestPlaceholderPhones(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Phone field placeholder shows (555) 555-5555 and", "Phone field placeholder shows (555) 555-5555 and"},
		{"Registrant Phone: +1.332.723.4900\nRegistrant Fax: +1.0000000000", "Registrant Phone: [REDACTED]\nRegistrant Fax: +1.0000000000"},
		{"call 999-999-9999 or 555-123-4567", "call 999-999-9999 or [REDACTED]"},
		{"Tel: +44 20 7946 0958, Tel +7 777 777 7777", "Tel: [REDACTED], Tel +7 777 777 7777"},
		{"Tel: 555-555-5556", "Tel: [REDACTED]"},
	})
}

// TestMoreNumbersOfOtherThings: a phone word in the same sentence does not
// make a phone of a number its own word names — tracking in Portuguese and
// Norwegian, a passport, France's trade register with its city between, a
// German conference's "Telefonkonferenz-ID", Korea's resident registration
// number by its shape (a birth date, then 1 to 8) — while "Ring på" and
// Nepali "सम्पर्क" name a phone.
func TestMoreNumbersOfOtherThings(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"(rastreio 2311-4120-4006). WhatsApp: +55 11 98926-9048", "(rastreio 2311-4120-4006). WhatsApp: [REDACTED]"},
		{"Mobil +47 401 39 776, sporingsnummer 1050-2139-1796", "Mobil [REDACTED], sporingsnummer 1050-2139-1796"},
		{"Мой телефон +7 912 311-58-25. Паспорт 13 87 320603.", "Мой телефон [REDACTED]. Паспорт 13 87 320603."},
		{"Contact greffe : 04 72 00 00 01. RCS Lyon 912 345 678.", "Contact greffe : [REDACTED]. RCS Lyon 912 345 678."},
		{"Tél. 04 72 00 00 01 ou Lyon 04 72 00 00 02", "Tél. [REDACTED] ou Lyon [REDACTED]"},
		{"Einwahl per Telefon\nTelefonkonferenz-ID: 476 843 584#", "Einwahl per Telefon\nTelefonkonferenz-ID: 476 843 584#"},
		{"Caller ID: 555 123 4567", "Caller ID: [REDACTED]"},
		{"연락처 010-2933-3095. 주민등록번호 831005-1936112는", "연락처 [REDACTED]. 주민등록번호 831005-1936112는"},
		{"전화 831305-1936112", "전화 [REDACTED]"},
		{"Ring på 32 79 48 84 eller skriv", "Ring på [REDACTED] eller skriv"},
		{"सम्पर्क ९८४-९९७५७६४।", "सम्पर्क [REDACTED]।"},
	})
}

// TestNineDigitTrunkZeroAndDecimals: nine digits with the trunk 0 are a
// whole national number (New Zealand's, Belgium's and Israel's landlines
// with a one-digit area code; Berlin's older lines) — grouped 0X and seven
// digits by their shape, plain right after a phone word; a decimal with
// five or more digits after its point (a coordinate) is no phone whatever
// word is near; a word for another number, or one calling it made up,
// names it, the slash form too; Danish "opkald" names a phone.
func TestNineDigitTrunkZeroAndDecimals(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"- NZ: 03 231 3329 (09:15–23:30)", "- NZ: [REDACTED] (09:15–23:30)"},
		{"Tél 02 123 45 67", "Tél [REDACTED]"},
		{"Lukas Huber\nTel. 030100254\nFax 030105118\n-----", "Lukas Huber\nTel. [REDACTED]\nFax [REDACTED]\n-----"},
		{"order 03 231 3329", "order 03 231 3329"},
		{"ref 030100254", "ref 030100254"},
		{"in an emergency call 112; Assembly point 55.14952, -60.94501, last drill", "in an emergency call 112; Assembly point 55.14952, -60.94501, last drill"},
		{"call 555.1234", "call [REDACTED]"},
		{"cell 333.1234567", "cell [REDACTED]"},
		{"Tel.: 0123 456789\nAWB: 020-91549349\nVAT: ATU14671875", "Tel.: [REDACTED]\nAWB: 020-91549349\nVAT: ATU14671875"},
		{"電話: 090-1234-5678\nClaim: Schaden-Nr. 065/657599", "電話: [REDACTED]\nClaim: Schaden-Nr. 065/657599"},
		{"Tel. 0170/1234567", "Tel. [REDACTED]"},
		{"in screenshots use the fictional number 555-0199 and the sample order", "in screenshots use the fictional number 555-0199 and the sample order"},
		{"call 555-0299", "call [REDACTED]"},
		{"opkald fra 32 12 70 76 om faktura FA25/70690", "opkald fra [REDACTED] om faktura FA25/70690"},
	})
}

// TestPhoneColumnsAndVCardTel: a value that fills a cell under a column a
// phone word names is a phone however its plan writes it — São Paulo's ten
// digits without the trunk, nine starting with 1, a local number of seven
// or eight digits, a column named with Arabic's article — and so is a vCard TEL property's value (RFC 6350); an
// id column, a NOTE and a count stay.
func TestPhoneColumnsAndVCardTel(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"nome,telefone,celular,fax,kdnr\nTiago Ferreira,1127650897,11991663188,1129246122,967332\n",
			"nome,telefone,celular,fax,kdnr\nTiago Ferreira,[REDACTED],[REDACTED],[REDACTED],967332\n"},
		{"| imie_nazwisko | telefon | email | ext |\n|---|---|---|---|\n| Agnieszka Wójcik | 153119737 | a@b.pl | 501 |",
			"| imie_nazwisko | telefon | email | ext |\n|---|---|---|---|\n| Agnieszka Wójcik | [REDACTED] | [REDACTED] | 501 |"},
		{"الاسم,الهاتف,kdnr\nفاطمة حسن,027649506,630250\n", "الاسم,الهاتف,kdnr\nفاطمة حسن,[REDACTED],630250\n"},
		{"name,phone,order_id\nJo,1127650897,1127650898\n", "name,phone,order_id\nJo,[REDACTED],1127650898\n"},
		{"BEGIN:VCARD\nTEL;TYPE=WORK,VOICE:1041049926\nitem1.TEL:0312076805\nTEL;VALUE=uri:tel:1041049926\nNOTE:2041049935\nX-TEL-COUNT:12345678\nEND:VCARD",
			"BEGIN:VCARD\nTEL;TYPE=WORK,VOICE:[REDACTED]\nitem1.TEL:[REDACTED]\nTEL;VALUE=uri:tel:[REDACTED]\nNOTE:2041049935\nX-TEL-COUNT:12345678\nEND:VCARD"},
		{"\"id\",\"namn\",\"telefon\",\"epost\"\n\"52412\",\"Maja Andersson\",\"40631869\",\"m@x.se\"\n\"52413\",\"Erik\",\"4063186\",\"e@x.se\"\n",
			"\"id\",\"namn\",\"telefon\",\"epost\"\n\"52412\",\"Maja Andersson\",\"[REDACTED]\",\"[REDACTED]\"\n\"52413\",\"Erik\",\"[REDACTED]\",\"[REDACTED]\"\n"},
		{"id,namn,kdnr\n52412,Maja,40631869\n", "id,namn,kdnr\n52412,Maja,40631869\n"},
		{"电话: 1009708315", "电话: [REDACTED]"},
		{"ref 1009708315, ts 1712345678", "ref 1009708315, ts 1712345678"},
	})
}

// TestNewNumbersAndCallBacks: a new or an old number ("mon nouveau numéro
// est le …", "ancien numéro …", "mój nowy numer to …") is someone's phone,
// as "my number" is; "call me back" in Italian, French and Chinese, Turkish
// "call" in capitals, Polish "hotline", "fax" in Turkish and the Nordic
// languages, and a call that came from a number name it. A new order
// number, or a new number of something, stays.
func TestNewNumbersAndCallBacks(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"mi nuevo número es el 226840833 el", "mi nuevo número es el [REDACTED] el"},
		{"mon nouveau numéro est le 0470306078 ancien numéro 0470606504 app", "mon nouveau numéro est le [REDACTED] ancien numéro [REDACTED] app"},
		{"mój nowy numer to 512664174", "mój nowy numer to [REDACTED]"},
		{"the new order number 4123456789 is", "the new order number 4123456789 is"},
		{"my new number of units 1234567", "my new number of units 1234567"},
		{"PER FAVORE RICHIAMATEMI AL 0773287909 È", "PER FAVORE RICHIAMATEMI AL [REDACTED] È"},
		{"merci de me rappeler au 0474863730.", "merci de me rappeler au [REDACTED]."},
		{"LÜTFEN BENI ŞU NUMARADAN ARAYIN: 05074095323 ÜÇÜNCÜ", "LÜTFEN BENI ŞU NUMARADAN ARAYIN: [REDACTED] ÜÇÜNCÜ"},
		{"请回电 51420542", "请回电 [REDACTED]"},
		{"Infolinia: 800-012-118 (10:50–21:45)", "Infolinia: [REDACTED] (10:50–21:45)"},
		{"Faks: 0212 716 62 04", "Faks: [REDACTED]"},
		{"courier called from 612820833 and left note ref 904192317.", "courier called from [REDACTED] and left note ref 904192317."},
	})
}

// TestCorpus16Words: how people in more countries introduce their number
// — Czech "Volejte na", Swedish "Nås på", Norwegian "Treffes på" and "til",
// Hebrew "להתקשר" and WhatsApp, Chinese "同号" (the WeChat id is the phone),
// Korean "문자 주세요", Swahili "Namba yangu ni" and "Wasiliana nasi",
// French "Rappel au", "T:" before a trunk-0 number, the number to reach
// someone at ("Ulaşabileceğiniz numara"), a German area code of six digits
// before a slash, eight or nine digits given as the other choice after a
// phone — and the numbers other words name: a Steuer-ID, an enterprise
// number abbreviated, a VAT number after its country code, Iran's national
// and postal codes, Korea's registration numbers. After a comma nine digits
// stay, as an id often follows a phone so.
func TestCorpus16Words(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Volejte na 604 539 438. Jsem doma", "Volejte na [REDACTED]. Jsem doma"},
		{"Nås på 0709706416, hemma 08-13 09 99.", "Nås på [REDACTED], hemma [REDACTED]."},
		{"Treffes på 40954404 eller 40954405.", "Treffes på [REDACTED] eller [REDACTED]."},
		{"Send SMS til 40954404 eller 21380379. Kundenummer 8249389", "Send SMS til [REDACTED] eller [REDACTED]. Kundenummer 8249389"},
		{"אפשר להתקשר 0507088066, בבית", "אפשר להתקשר [REDACTED], בבית"},
		{"רק וואטסאפ: 0509013484. מספר הזמנה 7936611", "רק וואטסאפ: [REDACTED]. מספר הזמנה 7936611"},
		{"微信同号 13790577499。快递单号 SF547061709695。", "微信同号 [REDACTED]。快递单号 SF547061709695。"},
		{"문자 주세요 01011062173. 사업자등록번호 458-24-78153", "문자 주세요 [REDACTED]. 사업자등록번호 458-24-78153"},
		{"Namba yangu ni 0710481394. Nitalipa", "Namba yangu ni [REDACTED]. Nitalipa"},
		{"Wasiliana nasi 0625167325 au 0622721004. Soko", "Wasiliana nasi [REDACTED] au [REDACTED]. Soko"},
		{"Rappel au 0610893287. C'est", "Rappel au [REDACTED]. C'est"},
		{"T: 01317572841\nM: 07700 900123", "T: [REDACTED]\nM: [REDACTED]"},
		{"Ulaşabileceğiniz numara: 05050572205, ev", "Ulaşabileceğiniz numara: [REDACTED], ev"},
		{"Bei Interesse Tel. 015659 / 475210. Kein Versand", "Bei Interesse Tel. [REDACTED]. Kein Versand"},
		{"Tel. 037206 / 413 (Mo–Sa 6–18 Uhr)", "Tel. [REDACTED] (Mo–Sa 6–18 Uhr)"},
		{"Llámame al 612345678 o 612722349. Gracias", "Llámame al [REDACTED] o [REDACTED]. Gracias"},
		{"tel 555-123-4567, 234567890", "tel [REDACTED], 234567890"},
		{"Tel. 0176 1234567, Steuer-ID 86 028 582 728, SV-Nummer", "Tel. [REDACTED], Steuer-ID 86 028 582 728, SV-Nummer"},
		{"Tel 0470 12 34 56, ondernemingsnr. 0896.184.220 x", "Tel [REDACTED], ondernemingsnr. 0896.184.220 x"},
		{"Tél. +32 2 123 45 67 TVA BE 0818.973.998 y", "Tél. [REDACTED] TVA BE 0818.973.998 y"},
		{"تلفن 09121234567 کد ملی 5814931695", "تلفن [REDACTED] کد ملی 5814931695"},
		{"تلفن 09121234567 کد پستی 15351304773", "تلفن [REDACTED] کد پستی 15351304773"},
		{"Liên hệ: 0393.353.982", "Liên hệ: [REDACTED]"},
		{"Caller ID 555 123 4567", "Caller ID [REDACTED]"},
	})
}

// TestCorpus17Words: Italian "scrivetemi" and "recapito" introduce a phone,
// Budapest's trunk and area code in parentheses with a space between (as
// with a dash); a Swish payment number and a Nordic meeting id stay.
func TestCorpus17Words(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Scrivetemi al 3912143300 o a x@y.it.", "Scrivetemi al [REDACTED] o a [REDACTED]."},
		{"Recapito 3806733385, email", "Recapito [REDACTED], email"},
		{"Jelentkezés: (06 1) 263 2414 vagy", "Jelentkezés: [REDACTED] vagy"},
		{"see (2019 2) 123-4567 above", "see (2019 2) 123-4567 above"},
		{"Swish-nummer 123 456 78 90 gäller bara – privat når du mig på 070-123 45 67", "Swish-nummer 123 456 78 90 gäller bara – privat når du mig på [REDACTED]"},
		{"Kontakt Mikkel på 20 12 34 56 eller a@b.dk. Mødeid 744 9345 0433.", "Kontakt Mikkel på [REDACTED] eller [REDACTED]. Mødeid 744 9345 0433."},
	})
}
