package scrub

import "testing"

// Nineteenth round (README): what an independent corpus of lists of people
// (32: directories, CVs, rosters, contact lists) showed. Each table holds
// values that were redacted before the round's rule (the keeps) or missed
// before it (the phones), and the neighbours the rule must leave as they
// were.

// TestNumberWordAfterAnIDWord: a word for "number" right after a word for
// an id, a part, a card or an account is that id's number ("NHS numbers",
// "Order numbers", "Sipariş numarası", "ऑर्डर नंबर"), not a phone word, so a
// NANP-shaped number near it needs another label; "contact number", "your
// number" and a phone word further on still label one.
func TestNumberWordAfterAnIDWord(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Order numbers for the batch: J.S. 415 555 2671", "Order numbers for the batch: J.S. 415 555 2671"},
		{"Part number list (see p. 4): 415 555 2671", "Part number list (see p. 4): 415 555 2671"},
		{"Ticket number for A.B.: 612 345 678", "Ticket number for A.B.: 612 345 678"},
		{"Sipariş numarası (kargo için): 532 612 4471", "Sipariş numarası (kargo için): 532 612 4471"},
		{"ऑर्डर नंबर (सभी): 415 555 2671", "ऑर्डर नंबर (सभी): 415 555 2671"},
		{"Your NHS number is on the letter if they ask, 485 777 3456. Thanks", "Your NHS number is on the letter if they ask, 485 777 3456. Thanks"},
		{"Contact number: 415 555 2671", "Contact number: [REDACTED]"},
		{"Your number: 415 555 2671", "Your number: [REDACTED]"},
		{"Order number 123, call me on the number 415 555 2671", "Order number 123, call me on the number [REDACTED]"},
		{"Numbers to call: 415 555 2671", "Numbers to call: [REDACTED]"},
		{"Kundennummer und Ticket Nummer bitte: 0221 555 2671", "Kundennummer und Ticket Nummer bitte: [REDACTED]"},
	})
}

// TestNHSNumberCheckDigit: the UK's NHS number is written 3-3-4 as a NANP
// phone is; on a line that names it ("NHS"), ten digits whose last checks
// the nine before it (mod 11) are the NHS number, whatever contact word is
// near. One that fails the check, or "NHS" in a helpline's name, leaves a
// phone a phone.
func TestNHSNumberCheckDigit(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Contacts — NHS no. for Mrs Patel: 943 476 5919", "Contacts — NHS no. for Mrs Patel: 943 476 5919"},
		{"NHS numbers (contact list): A.B. 943 476 5919", "NHS numbers (contact list): A.B. 943 476 5919"},
		{"Kontakt: NHS-Nr. von Frau Patel 943 476 5919", "Kontakt: NHS-Nr. von Frau Patel 943 476 5919"},
		{"Patient list (initials + NHS numbers only): A.B. 599 065 1910 bed 5", "Patient list (initials + NHS numbers only): A.B. 599 065 1910 bed 5"},
		{"Contacts — NHS no. for Mrs Patel: 943 476 5918", "Contacts — NHS no. for Mrs Patel: [REDACTED]"},
		{"NHS numbers (contact list): A.B. 943 476 5918", "NHS numbers (contact list): A.B. [REDACTED]"},
		{"NHS 111, or call 020 7946 0958", "NHS 111, or call [REDACTED]"},
	})
}

// TestTwoLongGroupsNoPlanWrites: two groups of six digits or more are a
// range or a pair ("Candidate numbers 726758–408896"): a national number's
// first group is an area code or a prefix of two to five digits.
func TestTwoLongGroupsNoPlanWrites(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Candidate numbers 726758–408896, Page 3 of 4.", "Candidate numbers 726758–408896, Page 3 of 4."},
		{"Candidate numbers 726758 408896.", "Candidate numbers 726758 408896."},
		{"Range of seats 100234–100456 for phone bookings", "Range of seats 100234–100456 for phone bookings"},
		{"전화 831305-1936112", "전화 [REDACTED]"},
		{"call 01234 567890", "call [REDACTED]"},
		{"Telefon 0221 123456-0", "Telefon [REDACTED]"},
		{"Cel. 95430-4119", "Cel. [REDACTED]"},
		{"tel 030 123456789", "tel [REDACTED]"},
	})
}

// TestLegalMatterNumber: a legal matter's or a court file's number
// ("client matter 662649011", "Aktenzeichen", "processo") is that file's,
// not an SSN for an ITIN named later on the line, nor a phone.
func TestLegalMatterNumber(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Form 1040-NR season, client matter 662649011. which ones need ITIN renewal?", "Form 1040-NR season, client matter 662649011. which ones need ITIN renewal?"},
		{"ITIN 912-78-1234 matter 662649011", "ITIN [REDACTED] matter 662649011"},
		{"Az.: Aktenzeichen 0221 1234567 — Rückruf erbeten", "Az.: Aktenzeichen 0221 1234567 — Rückruf erbeten"},
		{"Processo 0031 2345 6789, tel. 21 044 5158", "Processo 0031 2345 6789, tel. [REDACTED]"},
		{"my ITIN is 912781234", "my ITIN is [REDACTED]"},
		{"número de asunto 612 345 678, teléfono 612 345 679", "número de asunto 612 345 678, teléfono [REDACTED]"},
	})
}

// TestNationalNumberInAListOfPeople: in a list of people (one a line),
// a row's number written as dialled at home is a phone when another row
// of the list gives its own with a '+' in the same place on its line and
// the plan of that country writes it: Russia's trunk 8, Spain's nine
// digits from 6 to 9, India's ten from 6 to 9 (in Devanagari digits too),
// Greece's 2 and 69, Mexico's ten, Egypt's 01x (in Arabic-Indic digits),
// Italy's mobile 3, Portugal's 9.
func TestNationalNumberInAListOfPeople(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Участники:\nИван Петров +7 (912) 345-67-89\nМария Иванова 8 921 456 78 90", "Участники:\nИван Петров [REDACTED]\nМария Иванова [REDACTED]"},
		{"Equipo:\nPablo Gil — +34 612 334 455\nMarta Ruiz — 677 88 12 34", "Equipo:\nPablo Gil — [REDACTED]\nMarta Ruiz — [REDACTED]"},
		{"Volunteers\nPriya Nair +91 98450 12345\nRavi Kumar 99001 23456 UPI", "Volunteers\nPriya Nair [REDACTED]\nRavi Kumar [REDACTED] UPI"},
		{"सूची\nसीमा गुप्ता — +९१ ९८४५० १२३४५\nअमित सिंह — ९९००१ २३४५६", "सूची\nसीमा गुप्ता — [REDACTED]\nअमित सिंह — [REDACTED]"},
		{"Κατάλογος γραφείου\nΓιώργος Νικολάου | Πωλήσεις | +30 210 555 1234\nΜαρία Κώστα | Λογιστήριο | 210 195 9876",
			"Κατάλογος γραφείου\nΓιώργος Νικολάου | Πωλήσεις | [REDACTED]\nΜαρία Κώστα | Λογιστήριο | [REDACTED]"},
		{"Inscritos\nLuis Peña, +52 33 1234 5678, pagado\nAna Díaz, 33 8765 4321, pendiente", "Inscritos\nLuis Peña, [REDACTED], pagado\nAna Díaz, [REDACTED], pendiente"},
		{"الأعضاء\nمحمد علي : +20 10 1234 5678\nسارة حسن : ٠١٠٩٨٧٦٥٤٣٢", "الأعضاء\nمحمد علي : [REDACTED]\nسارة حسن : [REDACTED]"},
		{"Turni\nSett. 1: Marco Rossi +39 347 123 4567\nSett. 2: Luca Bianchi 348 065 4321", "Turni\nSett. 1: Marco Rossi [REDACTED]\nSett. 2: Luca Bianchi [REDACTED]"},
		{"Contactos\nRita Lopes +351 912 345 678\nJosé Faria 913 456 789", "Contactos\nRita Lopes [REDACTED]\nJosé Faria [REDACTED]"},
	})
}

// TestListOfPeopleKeepsItsOtherNumbers: the list rule's negatives. An
// order's, an account's or a tax number (a word for it before it), a
// number in another place on its line, a line with no name (a label:
// "Total:"), a number the country's plan does not write (India's 1…, an
// amount grouped 4-4-2, Spain's 900 freephone), a date, a run of years,
// or a row across a blank line stay as they were.
func TestListOfPeopleKeepsItsOtherNumbers(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Pedidos\nPablo Gil — +34 612 334 455\nMarta Ruiz — pedido 677 88 12 34", "Pedidos\nPablo Gil — [REDACTED]\nMarta Ruiz — pedido 677 88 12 34"},
		{"Pablo Gil — +34 612 334 455 — socio\nMarta Ruiz — socio — 677 88 12 34", "Pablo Gil — [REDACTED] — socio\nMarta Ruiz — socio — 677 88 12 34"},
		{"Priya Nair +91 98450 12345\nRavi Kumar 12345 67890", "Priya Nair [REDACTED]\nRavi Kumar 12345 67890"},
		{"Pablo Gil — +34 612 334 455\n\nMarta Ruiz — 677 88 12 34", "Pablo Gil — [REDACTED]\n\nMarta Ruiz — [REDACTED]"}, // the name rule, not the list (round 24)
		{"Иван Петров +7 (912) 345-67-89\nМария Иванова, счёт 8 921 456 78 90", "Иван Петров [REDACTED]\nМария Иванова, счёт 8 921 456 78 90"},
		{"Luis Peña, +52 33 1234 5678, pagado\nAna Díaz, 4500 1234 56, pendiente", "Luis Peña, [REDACTED], pagado\nAna Díaz, 4500 1234 56, pendiente"},
		{"Rita Lopes +351 912 345 678\nJosé Faria NIF 213 456 789", "Rita Lopes [REDACTED]\nJosé Faria NIF 213 456 789"},
		{"Rita Lopes: +351 912 345 678\nTotal: 913 456 789", "Rita Lopes: [REDACTED]\nTotal: 913 456 789"},
		{"Rita Lopes +351 912 345 678\nJosé Faria 12.03.2024", "Rita Lopes [REDACTED]\nJosé Faria 12.03.2024"},
		{"Marco Rossi +39 347 123 4567\nLuca Bianchi 2024 2025 2026", "Marco Rossi [REDACTED]\nLuca Bianchi 2024 2025 2026"},
		{"Pablo Gil — +34 612 334 455\nMarta Ruiz — 900 12 34 56", "Pablo Gil — [REDACTED]\nMarta Ruiz — [REDACTED]"}, // a freephone line after a name is still a phone (round 24)
		{"Adóazonosító jel: 8588755389\nCustomer: +91 44 7575 2206", "Adóazonosító jel: 8588755389\nCustomer: [REDACTED]"},
	})
}

// TestPostalColumnHoldsTenDigitsAtMost: a column named for a postal code
// names an id only for what a postal code can be, ten digits at most
// (Iran's; Brazil's CEP has eight): eleven under "Cep" are Turkish's
// mobile (cep telefonu) in a directory aligned with spaces. A CEP or a
// ZIP+4 under its name stays.
func TestPostalColumnHoldsTenDigitsAtMost(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Ad Soyad        Dahili   Cep\nElif Yıldız      3101     0 (533) 524 63 60", "Ad Soyad        Dahili   Cep\nElif Yıldız      3101     [REDACTED]"},
		{"Ad Soyad        Cep\nElif Yıldız      0532 524 63 60", "Ad Soyad        Cep\nElif Yıldız      [REDACTED]"},
		{"Nome            Cidade          CEP\nAna Souza       São Paulo       01310-100", "Nome            Cidade          CEP\nAna Souza       São Paulo       01310-100"},
		{"Name          City       ZIP\nJo Lee        Dayton     45402-1187", "Name          City       ZIP\nJo Lee        Dayton     45402-1187"},
	})
}

// TestPhoneLabelsOfDirectories: the landline in Spanish ("fijo") heading
// its item, Portugal's mobile ("tlm.", telemóvel), Hindi "telephone"
// (टेलीफ़ोन, with the nukta). "fijo" after another noun is an adjective
// ("plazo fijo", "precio fijo": a fixed term, a fixed price).
func TestPhoneLabelsOfDirectories(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Lucía Fernández · fijo (2) 571 5668", "Lucía Fernández · fijo [REDACTED]"},
		{"Fijo: (2) 571 5668", "Fijo: [REDACTED]"},
		{"João Pereira tlm. 910 834 644", "João Pereira tlm. [REDACTED]"},
		{"Telemóvel 910 834 644", "Telemóvel [REDACTED]"},
		{"टेलीफ़ोन: 09106696739", "टेलीफ़ोन: [REDACTED]"},
		{"टेलीफोन: 09106696739", "टेलीफोन: [REDACTED]"},
		{"plazo fijo 1 500 000 pesos", "plazo fijo 1 500 000 pesos"},
		{"precio fijo 612 345 678", "precio fijo 612 345 678"},
		{"Depósito a plazo fijo por 1 234 567, tasa 12 345 678", "Depósito a plazo fijo por 1 234 567, tasa 12 345 678"},
		{"teléfono fijo 22 571 5668", "teléfono fijo [REDACTED]"},
	})
}

// TestCellBetweenTwoSpaces: in a row of a text table aligned with spaces,
// a number standing between two spaces or more before it and two after it
// is a column of its own (an extension's), so the mobile in the next
// column starts afresh; a number written with a double space in it
// ("Tel.  0412  345 678") is still read whole.
func TestCellBetweenTwoSpaces(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"姓名  分机  手机  邮箱\n李伟  8021  138 8779 0553  wei.li44@studio.it", "姓名  分机  手机  邮箱\n李伟  8021  [REDACTED]  [REDACTED]"},
		{"Name  Ext  Mobile\nJo Li  8021  0412 345 678", "Name  Ext  Mobile\nJo Li  8021  [REDACTED]"},
		{"Name  Ext  Phone\nJo Li  8021  555 123 4567", "Name  Ext  Phone\nJo Li  8021  [REDACTED]"},
		{"Tel.  0412  345 678", "Tel.  [REDACTED]"},
		{"Rufnummer  0221  12 34 56 78", "Rufnummer  [REDACTED]"},
		{"Item  Qty  Price\nBolt  12  1 234 567", "Item  Qty  Price\nBolt  12  1 234 567"},
		{"Item  Qty  Code\nBolt  12  345 678 901", "Item  Qty  Code\nBolt  12  345 678 901"},
	})
}
