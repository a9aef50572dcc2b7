package scrub

import "testing"

var cardHits = []hit{
	{"customer card 4111 1111 1111 1111 was charged twice", "4111 1111 1111 1111"},
	{"4111-1111-1111-1111", "4111-1111-1111-1111"},
	{"pan=4111111111111111&x=1", "4111111111111111"},
	{"dotted 4111.1111.1111.1111 form", "4111.1111.1111.1111"},
	{"mastercard 5500 0000 0000 0004", "5500 0000 0000 0004"},
	{"5105105105105100", "5105105105105100"},
	{"2-series 2223 0031 2200 3222", "2223 0031 2200 3222"},
	{"amex 3782 822463 10005 exp 12/27", "3782 822463 10005"},
	{"amex 378282246310005", "378282246310005"},
	{"Amex 3714 496353 98431", "3714 496353 98431"},
	{"discover 6011 1111 1111 1117", "6011 1111 1111 1117"},
	{"6011000990139424", "6011000990139424"},
	{"diners 3056 930902 5904", "3056 930902 5904"},
	{"diners 30569309025904", "30569309025904"},
	{"jcb 3530 1113 3330 0000", "3530 1113 3330 0000"},
	{"jcb 3566002020360505", "3566002020360505"},
	{"unionpay 6200 0000 0000 0005", "6200 0000 0000 0005"},
	{"unionpay 19: 6205500000000000004", "6205500000000000004"},
	{"maestro 6759 6498 2643 8453", "6759 6498 2643 8453"},
	{"visa (19 digits) 4111 1111 1111 1111 003", "4111 1111 1111 1111 003"},
	{"nbsp 4111\u00a01111\u00a01111\u00a01111 here", "4111\u00a01111\u00a01111\u00a01111"},
	{"zwsp 4111\u200b1111\u200b1111\u200b1111 here", "4111\u200b1111\u200b1111\u200b1111"},
	{"5409 1273 2792 3055 09/28", "5409 1273 2792 3055"},
	{"card: 4242424242424242 cvc 123", "4242424242424242"},
	{"4242 4242 4242 4242 123", "4242 4242 4242 4242"},
	{"cc=5555555555554444&exp=1228", "5555555555554444"},
	{`{"card":"4012888888881881"}`, "4012888888881881"},
	{"debit 4000 0566 5566 5556", "4000 0566 5566 5556"},
	{"5200 8282 8282 8210", "5200 8282 8282 8210"},
	{"mc 2223003122003222.", "2223003122003222"},
	{"visa 4000002500003155, thanks", "4000002500003155"},
	{"full width ４１１１ １１１１ １１１１ １１１１", "４１１１ １１１１ １１１１ １１１１"},
	{"card no.4111111111111111", "4111111111111111"},
	{"old visa 4222222222222", "4222222222222"},
	{"mir 2200 0000 0000 0004", "2200 0000 0000 0004"},
	// Diners 38 and 39 print 16 digits as 36 does (Discover network).
	{"card_number=3854 2945 5595 2043 amount=3908.08", "3854 2945 5595 2043"},
	{"diners 3899100485790857", "3899100485790857"},
	{"maestro 5019 7170 1010 3742", "5019 7170 1010 3742"},
	{"(4111 1111 1111 1111)", "4111 1111 1111 1111"},
	{"cards 4111 1111 1111 1111 5555 5555 5555 4444", "4111 1111 1111 1111 5555 5555 5555 4444"},
	{"paid with card 4111111111111111 for order 1234", "4111111111111111"},
	{"order 1234, visa 4111111111111111", "4111111111111111"},
	{"卡号4111111111111111，谢谢", "4111111111111111"},
	{"refund customer 4111111111111111 today", "4111111111111111"},
	{"card 4111 1111 1111 1111 12 25 123 thanks", "4111 1111 1111 1111"},
	// 17 to 19 digits from the issuers that print them (issue 15).
	{"maestro 6759 6498 2643 8453 59", "6759 6498 2643 8453 59"},
	{"UnionPay 6212345678901234569 on file", "6212345678901234569"},
	{"unionpay 6212 3456 7890 1234 569", "6212 3456 7890 1234 569"},
	{"card=810000000000000002", "810000000000000002"},
	{"Maestro 501800000000000009.", "501800000000000009"},
	{"InterPayment 6360123456789012349", "6360123456789012349"},
	{"discover 6011123456789012348", "6011123456789012348"},
	{"maestro 56105910810182507", "56105910810182507"},
	{"pan 5610-5910-8101-8250-7", "5610-5910-8101-8250-7"},
	{"card=3772 687756 98051 4cca4a50-cfd9", "3772 687756 98051"},
	{"card=5423 3136 5103 5342 10.177.248.33:15603", "5423 3136 5103 5342"},
}

var cardMisses = []string{
	"order id 1234567890123456",
	"placeholder 0000 0000 0000 0000",
	"card ending in 4242",
	"tweet 1460323737035677698",
	"discord id 381870553235193857",
	"ns timestamp 1700000000123456789",
	"pi 3.141592653589793",
	"weight 0.4111111111111111",
	"nil uuid 00000000-0000-0000-0000-000000000000",
	"typo 4111 1111 1111 1112",
	"1234 5678 9012 3456",
	"ports 5432 6379 8080 9200 9300",
	"years 2019 2020 2021 2022",
	"IBAN DE89 3704 0044 0532 0130 00",
	"USPS 9400 1000 0000 0000 0000 00",
	"id5105105105105100abc",
	"4111-1111-1111-1111-2222",
	"credit limit 5000",
	"float 0.1234567890123456789",
	"timestamp_ms 1717171717171",
	"seventeen 41111111111111111",
	"eighteen 411111111111111113",
	"sha256 4111111111111111a9f",
	"price $4111111111111111",
	"ratio 4111111111111111.25",
	"version 4111.1111.1111.1111.5",
	"card ****-****-****-4242",
	"XXXX XXXX XXXX 1111",
	"a list 4111 1111 1111 1111 1111 1111",
	"the 16 digit number on the card",
	"test cards start with 4 or 5",
	"Luhn checksum of 79927398713",
	"order 6573754078775463",
	"typo 3854 2945 5595 2044",
	"discord id 3899100485790857",
	"transaction id 4092902217891785",
	// 17 and 18 digits: only issuers that use those lengths, and Luhn.
	"visa has no 18 digits 451111111111111114",
	"snowflake 175928847299117063",
	"id 622126000000000000",
	"troy is 16 digits: 97921234567890121",
	"message 675964982643845350",
	"guild 810000000000000001",
	"channel 622126000000000000",
	"https://x.com/jack/status/6212345678901234569",
}

func TestCreditCard(t *testing.T) {
	minCases(t, cardHits, cardMisses)
	checkHits(t, CreditCard, cardHits)
	checkMisses(t, cardMisses)
}

// TestCardNationalSchemes: Troy (Türkiye, 9792) and RuPay's 8172-8201 range
// (India) print 16 digits; other 9- and 8-prefixes, a failed checksum and
// other lengths stay.
func TestCardNationalSchemes(t *testing.T) {
	checkHits(t, CreditCard, []hit{
		{"Troy kartım 9792 5260 1815 9084 iki kez çekildi", "9792 5260 1815 9084"},
		{"kart no: 9792301661318605", "9792301661318605"},
		{"RuPay 8175 9139 0996 0300", "8175 9139 0996 0300"},
		{"card 8200-8246-2819-4825", "8200-8246-2819-4825"},
	})
	checkMisses(t, []string{
		"9792 1993 5181 9095",      // Luhn fails
		"ref 9791378657975433",     // not Troy
		"ref 8202231948757497",     // past RuPay's range
		"kart 9792118625276018955", // Troy has 16 digits
		"97925260181590",           // 14 digits
	})
}

// TestCardAfterAnotherToken: a card is its own token after a date, a time,
// an address, an id or a word ending in digits and a space, written in one
// piece, with dashes, or (after a date, a time, an address or a decimal)
// with spaces. After a plain number, spaced groups stay: they may be a list,
// or the rest of an IBAN.
func TestCardAfterAnotherToken(t *testing.T) {
	checkHits(t, CreditCard, []hit{
		{"2026-03-14 4111111111111111 Jane Roe", "4111111111111111"},
		{"2026-03-14 4111 1111 1111 1111 Jane Roe", "4111 1111 1111 1111"},
		{"paid 2026-03-14 4111-1111-1111-1111 ok", "4111-1111-1111-1111"},
		{"14.03.2026 5500 0000 0000 0004 Visa", "5500 0000 0000 0004"},
		{"at 10:22:31 4111 1111 1111 1111", "4111 1111 1111 1111"},
		{"from 10.0.0.1 4111 1111 1111 1111", "4111 1111 1111 1111"},
		{"order 12345 4111-1111-1111-1111", "4111-1111-1111-1111"},
		{"line 7 6011799610454721 declined", "6011799610454721"},
		{"session=eyJhb2 6212-0020-4774-0701-846", "6212-0020-4774-0701-846"},
		{"v1.2.3 4111111111111111", "4111111111111111"},
		{"1. 4111 1111 1111 1111", "4111 1111 1111 1111"},
		{"(3) 3782 822463 10005", "3782 822463 10005"},
		{"4111 1111 1111 1111 10:22:31", "4111 1111 1111 1111"},
	})
	checkMisses(t, []string{
		"order 12345 4111 1111 1111 1111", // spaced after a number: a list
		"2024 4111 1111 1111 1111",
		"DE89 3704 0044 0532 0130 00",
		"ids 12345 1234567890123456", // Luhn fails
		"ISBN 978-3-16-148410-0 1234 5678",
		"on 2024-01-15 100 200 300 400 users",
	})
}

// TestCardColumn: in a table whose header names a card column, a number in
// that column is a card even when an id column's name ("ts", "order_id")
// lies just above it; a number in an id column of the same table stays.
func TestCardColumn(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"order_id;card_number;amount;currency;ts\nWEB6380361;30015048844700;439.39;EUR;2025-11-12T01:58:34",
			"order_id;card_number;amount;currency;ts\nWEB6380361;[REDACTED];439.39;EUR;2025-11-12T01:58:34"},
		{"txn_id\tcard\tts\n9\t4111111111111111\t1", "txn_id\tcard\tts\n9\t[REDACTED]\t1"},
		{"order_id,card_type,pan,ts\nA1,VISA,4111111111111111,2024", "order_id,card_type,pan,ts\nA1,VISA,[REDACTED],2024"},
		{"order_id,amount,ts\n4111111111111111,5.00,2024", "order_id,amount,ts\n4111111111111111,5.00,2024"},
		{"ts,card_id,n\n1,4111111111111111,2", "ts,card_id,n\n1,4111111111111111,2"},
		{"order_id,pan\n4111111111111111,none", "order_id,pan\n4111111111111111,none"},
	})
}

// TestCardLongGroupings: the 17- to 19-digit cards of UnionPay, Maestro and
// Discover, printed with the six-digit issuer number apart (6-10..13) or
// with their remaining digits in the last group (4-4-4-5..7); Luhn and the
// issuer's lengths still decide.
func TestCardLongGroupings(t *testing.T) {
	checkHits(t, CreditCard, []hit{
		{"UnionPay 6217 5114 1100 46602 declined", "6217 5114 1100 46602"},
		{"卡号 622276 4998873879873", "622276 4998873879873"},
		{"Maestro 501801-4298051111566 expired", "501801-4298051111566"},
		{"card 6304-7270-5861-749148", "6304-7270-5861-749148"},
		{"paid with 5893 9345 8610 669597.", "5893 9345 8610 669597"},
	})
	checkMisses(t, []string{
		"UnionPay 6217 5114 1100 46603",      // Luhn fails
		"ref 4111 1111 1111 11113",           // Visa has no 17-digit cards
		"622276 4998873879874",               // Luhn fails
		"batch 12 622276 4998873879873 ok",   // after a number and a space: a list
		"1234 5678 9012 3456789 (no issuer)", // no issuer starts so
	})
}

// TestCardNamedAsAnID: a card-shaped number named as an order or invoice
// number by a word for an id right before it (with its number mark, or
// whole with only spaces between), with no card word near, or filling a
// cell under such a column, is that number, not a card. With a colon or a
// link word between it is a card: a card leaked costs more than an order
// number masked.
func TestCardNamedAsAnID(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Your order number: 5047 5255 1428 1708 has shipped", "Your order number: 5047 5255 1428 1708 has shipped"},
		{"invoice no. 4881-0865-0288-2819 (issued 03/14/2022)", "invoice no. 4881-0865-0288-2819 (issued 03/14/2022)"},
		{"invoice #4881-0865-0288-2819", "invoice #4881-0865-0288-2819"},
		{"id,order,amount\n7,4111 1111 1111 1111,5.00", "id,order,amount\n7,4111 1111 1111 1111,5.00"},
		{"Can't find order 6011 1581 4005 2093 in the ERP", "Can't find order 6011 1581 4005 2093 in the ERP"},
		{"the invoice 6959-1705-6357-0158 exists", "the invoice 6959-1705-6357-0158 exists"},
		{"Please put the order on 4111 1111 1111 1111 thanks", "Please put the order on [REDACTED] thanks"},
		{"Order: 4111 1111 1111 1111", "Order: [REDACTED]"},
		{"Ticket: 4111-1111-1111-1111 please refund", "Ticket: [REDACTED] please refund"},
		{"name,email,message\nBob,bob@x.io,4111 1111 1111 1111 charged twice", "name,email,message\nBob,[REDACTED],[REDACTED] charged twice"},
		{"card for order 1234: 4111 1111 1111 1111", "card for order 1234: [REDACTED]"},
		{"order 4111 1111 1111 1111 paid with this visa", "order [REDACTED] paid with this visa"},
	})
}

// TestCardAfterAnEmDash: an em dash with a space beside it breaks prose's
// clauses, so the number before it does not make the card after it part of
// a list; an em dash between digits still joins a phone's groups.
func TestCardAfterAnEmDash(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"two cards flagged in batch 645496 — 650268 1821961563206 (discover) and 4111 1111 1111 1111 (visa).",
			"two cards flagged in batch 645496 — [REDACTED] (discover) and [REDACTED] (visa)."},
		{"batch 645496 —4111 1111 1111 1111", "batch 645496 —[REDACTED]"},
		{"sizes 1920 1080 — 1280 720 — 640 480", "sizes 1920 1080 — 1280 720 — 640 480"},
		{"call 555—123—4567", "call [REDACTED]"},
	})
}

// TestCardVisa13: Visa's thirteen-digit numbers as they are printed, 4-4-5
// and 4-3-3-3; the same groups failing Luhn, or with another issuer's
// prefix, stay.
func TestCardVisa13(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Meine Kartennummer ist 4082 0370 75359, gültig bis 8/26.", "Meine Kartennummer ist [REDACTED], gültig bis 8/26."},
		{"  - 4228 6980 50138  first seen 1/7/2025", "  - [REDACTED]  first seen 1/7/2025"},
		{"card 4222 222 222 222", "card [REDACTED]"},
		{"4318-8320-21390", "[REDACTED]"},
		{"ports 4082 0370 75358", "ports 4082 0370 75358"},
		{"5082 0370 75358", "5082 0370 75358"},
	})
}
