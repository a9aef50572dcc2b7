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
		{"Mailing address: 88 Elm Rd, Dayton, Ohio 45402-1187  Phone 937.555.0242",
			"Mailing address: 88 Elm Rd, Dayton, Ohio 45402-1187  Phone [REDACTED]"},
		{"Address ... 73301-0042   Phone 512.555.0299", "Address ... 73301-0042   Phone [REDACTED]"},
		{"Dirección: 120 Calle Ocho, Miami, 33135-2210 — teléfono 305.555.0223",
			"Dirección: 120 Calle Ocho, Miami, 33135-2210 — teléfono [REDACTED]"},
		{"Endereço: Rua Augusta 100, Cel. 95430-4119", "Endereço: Rua Augusta 100, Cel. [REDACTED]"},
		{"Phone 95430-4119", "Phone [REDACTED]"},
	})
}

// TestNumberOfSomethingInMoreLanguages: Croatian and Serbian "broj X",
// Slovene "številka X" and Swahili "namba ya X" name X's number when X is no
// phone (an insurance policy, a contract), as "numéro de dossier" does;
// "broj mobitela", "številka mobitela", "namba ya simu", "Moj broj je …"
// and a home's or an M-Pesa line's number stay phones.
func TestNumberOfSomethingInMoreLanguages(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Odšteta – broj police 512-3309871-06\nTelefon: 01 4562 789", "Odšteta – broj police 512-3309871-06\nTelefon: [REDACTED]"},
		{"Zahtjev, broj ugovora 318-7745120-11, mob 091 234 5678", "Zahtjev, broj ugovora 318-7745120-11, mob [REDACTED]"},
		{"Škodni zahtevek – številka police 031-5520917-44", "Škodni zahtevek – številka police 031-5520917-44"},
		{"Madai ya bima – Namba ya sera 615-2290471-83\nSimu: 0722 410 377", "Madai ya bima – Namba ya sera 615-2290471-83\nSimu: [REDACTED]"},
		{"broj mobitela 091 234 5678", "broj mobitela [REDACTED]"},
		{"številka mobitela 041 234 567", "številka mobitela [REDACTED]"},
		{"Namba ya simu 0722 055 960", "Namba ya simu [REDACTED]"},
		{"Lipa kwa namba ya M-Pesa 0722 055 960", "Lipa kwa namba ya M-Pesa [REDACTED]"},
		{"Moj broj je 091 234 5678, javite se", "Moj broj je [REDACTED], javite se"},
		{"numero di casa 06 1234 5678", "numero di casa [REDACTED]"},
	})
}

// TestVietnameseNumberOf: Vietnamese puts "số" (number) before the noun it
// numbers, in syllables of their own: "Số hợp đồng" (contract), "Số hóa
// đơn" (invoice) name ids; "Số điện thoại", "Số ĐT", "Số máy bàn", "Số
// Zalo" name phones.
func TestVietnameseNumberOf(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Yêu cầu bồi thường\nSố hợp đồng: 417-2209318-55\nĐiện thoại: 028 3822 1144", "Yêu cầu bồi thường\nSố hợp đồng: 417-2209318-55\nĐiện thoại: [REDACTED]"},
		{"Số hóa đơn: 024 3825 9911", "Số hóa đơn: 024 3825 9911"},
		{"Số điện thoại: 0912 345 678", "Số điện thoại: [REDACTED]"},
		{"Số ĐT 0912 345 678", "Số ĐT [REDACTED]"},
		{"Số máy bàn: 028 1182 2657", "Số máy bàn: [REDACTED]"},
		{"Số Zalo: 0912 345 678", "Số Zalo: [REDACTED]"},
	})
}

// TestKoreanNumberOfSomething: Korean glues the noun a number belongs to
// before 번호; one that names no phone names an id (발급번호 issue number,
// 증권번호 policy number, 예약번호 reservation), as 사업자등록번호 did;
// 전화번호, 휴대폰번호, 대표번호 (the main line) and 번호 alone stay phones.
func TestKoreanNumberOfSomething(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"재직증명서 발급번호 0312-7740-2219, 발급일 2024. 3. 2.", "재직증명서 발급번호 0312-7740-2219, 발급일 2024. 3. 2."},
		{"증권번호: 512-3390417-21\n전화: 02-1234-5678", "증권번호: 512-3390417-21\n전화: [REDACTED]"},
		{"예약번호 0507-3381-2290", "예약번호 0507-3381-2290"},
		{"전화번호 0312-7740-2219", "전화번호 [REDACTED]"},
		{"휴대폰번호: 010-1234-5678", "휴대폰번호: [REDACTED]"},
		{"대표번호 02-1234-5678", "대표번호 [REDACTED]"},
		{"번호 010-1234-5678", "번호 [REDACTED]"},
	})
}

// TestJapaneseNumberOfSomething: Japanese glues the noun a number belongs
// to before 番号 as Korean does before 번호: 整理番号 (reference), 証券番号
// (policy), 発行番号 (issue) name ids; 電話番号, 携帯番号, 代表番号 (the main
// line), FAX番号 and お店の番号 (the shop's, with its particle) stay phones.
func TestJapaneseNumberOfSomething(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"整理番号 0471-2034-4471", "整理番号 0471-2034-4471"},
		{"証券番号：03-5512-7781\n電話：03-1234-5678", "証券番号：03-5512-7781\n電話：[REDACTED]"},
		{"発行番号 06-1737-9494", "発行番号 06-1737-9494"},
		{"電話番号 03-1234-5678", "電話番号 [REDACTED]"},
		{"携帯番号 090-1234-5678", "携帯番号 [REDACTED]"},
		{"代表番号 03-1234-5678", "代表番号 [REDACTED]"},
		{"FAX番号 03-1234-5678", "FAX番号 [REDACTED]"},
		{"お店の番号 03-1234-5678", "お店の番号 [REDACTED]"},
	})
}

// TestAcronymLabelsItsOwnNumber: a label of three to six capitals right
// before a number names it (a student's OEN, a meter's MPAN, an EIN), and a
// phone word further back in the list is another item's; a phone's own
// capitals (DID, HOME) do not.
func TestAcronymLabelsItsOwnNumber(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Parent mobile 416.555.0290, student number 0412, OEN 304-118-927, grade 7",
			"Parent mobile [REDACTED], student number 0412, OEN 304-118-927, grade 7"},
		{"Kontakt: Tel. 030 1234567, MPAN 13 1234 5678", "Kontakt: Tel. [REDACTED], MPAN 13 1234 5678"},
		{"contact number DID 123 456 789", "contact number DID [REDACTED]"},
		{"phone HOME 123-456-789", "phone HOME [REDACTED]"},
		{"contact number MTN 24 412 3456", "contact number MTN [REDACTED]"},
	})
}

// TestVATPrefixFurtherFromItsWord: an EU member's VAT prefix before a
// number names it when the word for the number stands further back on its
// line than the prefix's own reach ("Numéro d'entreprise du courtier : BE
// …"); with no such word it is a country's label.
func TestVATPrefixFurtherFromItsWord(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Numéro d'entreprise de l'agence : BE 0403.170.701", "Numéro d'entreprise de l'agence : BE 0403.170.701"},
		{"Ondernemingsnummer van de makelaar: BE 0403.170.701", "Ondernemingsnummer van de makelaar: BE 0403.170.701"},
		{"Büro Berlin: DE 030 1234567", "Büro Berlin: DE [REDACTED]"},
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

// TestTrunkShapesFormsGive: Thailand's trunk 0 written apart before eight
// digits in fours, after a phone word; the trunk 8 before a four-digit area
// code in parentheses (Kazakhstan, Russia's smaller cities), not a year's.
func TestTrunkShapesFormsGive(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"ติดต่อสอบถาม โทร. 0 2251 7722 ค่ะ", "ติดต่อสอบถาม โทร. [REDACTED] ค่ะ"},
		{"Tel. 0 2251 7722", "Tel. [REDACTED]"},
		{"order 0 2251 7722", "order 0 2251 7722"},
		{"Tel. 0 2251 77221", "Tel. 0 2251 77221"},
		{"тел. 8 (7212) 41 22 90", "тел. [REDACTED]"},
		{"Астана, тел.: 8 (7172) 55 01 23", "Астана, тел.: [REDACTED]"},
		{"8 (2024) 41 22 90", "8 (2024) 41 22 90"},
	})
}

// TestPhoneWordsFormsGive: Singapore's eight digits after a word asking for
// contact, Japan's inquiries line (お問い合わせ, not お問い合わせ番号), Italy's
// mobile with a slash after a phone word and a qualifier ("Telefono
// ufficio:"), the hotline in Russian and Ukrainian, German "erreichen …
// unter".
func TestPhoneWordsFormsGive(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Agent contact: 8123 4567   Owner contact: 9876 5432", "Agent contact: [REDACTED]   Owner contact: [REDACTED]"},
		{"Contact ID 8123 4567", "Contact ID 8123 4567"},
		{"お問い合わせ 03-5512-7781（平日10時〜）", "お問い合わせ [REDACTED]（平日10時〜）"},
		{"お問い合わせ番号 03-5512-7781", "お問い合わせ番号 03-5512-7781"},
		{"Telefono ufficio: 347/5512209", "Telefono ufficio: [REDACTED]"},
		{"Горячая линия 8 916 220 41 55", "Горячая линия [REDACTED]"},
		{"Гаряча лінія: 8 044 220 41 55", "Гаряча лінія: [REDACTED]"},
		{"Sie erreichen die Pforte unter 089-552190", "Sie erreichen die Pforte unter [REDACTED]"},
	})
}
