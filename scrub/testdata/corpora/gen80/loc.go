package main

import "math/rand"

// Loc: how a language labels contact data and opens and closes a mail.
type Loc struct {
	Tel, Mob, Fax, Mail []string
	Hello, Bye          []string
}

var locs = map[string]Loc{
	"DE": {Tel: []string{"Telefon: ", "Tel.: ", "Tel. ", "Fon: ", "T: ", "Telefon "}, Mob: []string{"Mobil: ", "Mobil ", "Handy: ", "M: ", "Mobiltelefon: "}, Fax: []string{"Telefax: ", "Fax: ", "Fax ", "F: "}, Mail: []string{"E-Mail: ", "Mail: ", "E-Mail ", "E: "},
		Hello: []string{"Sehr geehrte Damen und Herren,", "Hallo zusammen,", "Guten Tag,", "Liebe Kolleginnen und Kollegen,"}, Bye: []string{"Mit freundlichen Grüßen", "Freundliche Grüße", "Viele Grüße", "Beste Grüße", "MfG"}},
	"AT": {Tel: []string{"Tel.: ", "Telefon: ", "T: ", "Tel "}, Mob: []string{"Mobil: ", "Handy: ", "M: "}, Fax: []string{"Fax: ", "Fax-DW: "}, Mail: []string{"E-Mail: ", "Mail: "},
		Hello: []string{"Sehr geehrte Damen und Herren,", "Servus,", "Grüß Gott,", "Liebe Frau Gruber,"}, Bye: []string{"Mit freundlichen Grüßen", "Liebe Grüße", "Schöne Grüße", "LG"}},
	"CH": {Tel: []string{"Tel. ", "Telefon ", "T ", "Tel.: "}, Mob: []string{"Mobile ", "Natel ", "Mobil: ", "M "}, Fax: []string{"Fax "}, Mail: []string{"E-Mail ", "Mail: "},
		Hello: []string{"Grüezi", "Sehr geehrte Damen und Herren", "Bonjour,", "Hallo zusammen"}, Bye: []string{"Freundliche Grüsse", "Beste Grüsse", "Liebe Grüsse", "Meilleures salutations"}},
	"FR": {Tel: []string{"Tél. : ", "Tél : ", "Téléphone : ", "Tel. ", "Ligne directe : "}, Mob: []string{"Portable : ", "Mobile : ", "Port. ", "Mob. : "}, Fax: []string{"Fax : ", "Télécopie : "}, Mail: []string{"E-mail : ", "Mail : ", "Courriel : "},
		Hello: []string{"Bonjour,", "Madame, Monsieur,", "Bonjour à tous,", "Cher client,"}, Bye: []string{"Cordialement,", "Bien cordialement,", "Bien à vous,", "Salutations distinguées,"}},
	"BE": {Tel: []string{"Tel. ", "Tél. : ", "T ", "Tel: "}, Mob: []string{"GSM ", "GSM: ", "Mobiel: ", "Gsm : "}, Fax: []string{"Fax "}, Mail: []string{"E-mail: ", "Mail: "},
		Hello: []string{"Beste,", "Bonjour,", "Geachte heer, mevrouw,", "Dag Koen,"}, Bye: []string{"Met vriendelijke groeten,", "Vriendelijke groet,", "Cordialement,", "Mvg,"}},
	"NL": {Tel: []string{"Tel: ", "T: ", "Telefoon: ", "Tel. "}, Mob: []string{"Mobiel: ", "M: ", "Mob. ", "06: "}, Fax: []string{"Fax: "}, Mail: []string{"E-mail: ", "E: ", "Mail: "},
		Hello: []string{"Beste klant,", "Hoi,", "Goedemiddag,", "Geachte heer/mevrouw,"}, Bye: []string{"Met vriendelijke groet,", "Groetjes,", "Mvg,", "Hartelijke groet,"}},
	"LU": {Tel: []string{"Tél. : ", "Tel. ", "T "}, Mob: []string{"GSM : ", "Mobile : ", "Handy: "}, Fax: []string{"Fax : "}, Mail: []string{"E-mail : ", "Mail : "},
		Hello: []string{"Bonjour,", "Moien,", "Madame, Monsieur,"}, Bye: []string{"Cordialement,", "Bien à vous,", "Mat beschte Gréiss,"}},
	"IT": {Tel: []string{"Tel. ", "Tel: ", "Telefono: ", "T. "}, Mob: []string{"Cell. ", "Cell: ", "Cellulare: ", "Mob. "}, Fax: []string{"Fax ", "Fax: "}, Mail: []string{"Email: ", "E-mail: ", "Mail: ", "PEC: "},
		Hello: []string{"Buongiorno,", "Gentile cliente,", "Ciao,", "Spett.le ditta,"}, Bye: []string{"Cordiali saluti,", "Distinti saluti,", "Un saluto,", "Saluti,"}},
	"DK": {Tel: []string{"Tlf.: ", "Tlf. ", "Telefon: ", "T: "}, Mob: []string{"Mobil: ", "Mob.: ", "Dir. tlf.: "}, Fax: []string{"Fax: "}, Mail: []string{"E-mail: ", "Mail: "},
		Hello: []string{"Hej,", "Kære kunde,", "Hej med dig,", "Goddag,"}, Bye: []string{"Med venlig hilsen", "Venlig hilsen", "Mvh.", "Bedste hilsner"}},
	"SE": {Tel: []string{"Tel: ", "Telefon: ", "Tfn: ", "Tel. "}, Mob: []string{"Mobil: ", "Mob: ", "Direkt: "}, Fax: []string{"Fax: "}, Mail: []string{"E-post: ", "Mejl: ", "Mail: "},
		Hello: []string{"Hej,", "Hej!", "God dag,", "Hejsan,"}, Bye: []string{"Med vänliga hälsningar", "Vänliga hälsningar", "MVH", "Hälsningar"}},
	"NO": {Tel: []string{"Tlf: ", "Telefon: ", "Tlf. ", "Sentralbord: "}, Mob: []string{"Mobil: ", "Mob: ", "Direkte: "}, Fax: []string{"Faks: "}, Mail: []string{"E-post: ", "Epost: "},
		Hello: []string{"Hei,", "Hei!", "God dag,", "Hallo,"}, Bye: []string{"Med vennlig hilsen", "Vennlig hilsen", "Mvh", "Hilsen"}},
	"FI": {Tel: []string{"Puh. ", "Puhelin: ", "Puh: ", "Vaihde: "}, Mob: []string{"GSM ", "Matkapuhelin: ", "Gsm: ", "Mob. "}, Fax: []string{"Faksi: "}, Mail: []string{"Sähköposti: ", "Email: "},
		Hello: []string{"Hei,", "Moi,", "Hyvä asiakas,", "Terve,"}, Bye: []string{"Ystävällisin terveisin", "Terveisin", "Parhain terveisin", "t."}},
	"IS": {Tel: []string{"Sími: ", "Sími ", "S. "}, Mob: []string{"GSM: ", "Farsími: ", "GSM "}, Fax: []string{"Fax: "}, Mail: []string{"Netfang: ", "Tölvupóstur: "},
		Hello: []string{"Sæl,", "Sæll,", "Góðan dag,", "Hæ,"}, Bye: []string{"Með kveðju", "Bestu kveðjur", "Kær kveðja", "Kv."}},
	"PL": {Tel: []string{"tel. ", "Tel.: ", "Telefon: ", "tel.: "}, Mob: []string{"kom. ", "tel. kom.: ", "Komórka: ", "mob. "}, Fax: []string{"faks: ", "fax: "}, Mail: []string{"e-mail: ", "E-mail: ", "mail: "},
		Hello: []string{"Dzień dobry,", "Szanowni Państwo,", "Cześć,", "Witam,"}, Bye: []string{"Pozdrawiam", "Z poważaniem", "Pozdrawiam serdecznie", "Z wyrazami szacunku"}},
	"CZ": {Tel: []string{"Tel.: ", "tel. ", "Telefon: "}, Mob: []string{"Mobil: ", "mob.: ", "GSM: "}, Fax: []string{"Fax: "}, Mail: []string{"E-mail: ", "e-mail: "},
		Hello: []string{"Dobrý den,", "Vážení,", "Ahoj,", "Vážená paní,"}, Bye: []string{"S pozdravem", "S přátelským pozdravem", "Děkuji a zdravím", "Hezký den"}},
	"SK": {Tel: []string{"Tel.: ", "tel. ", "Telefón: "}, Mob: []string{"Mobil: ", "mob.: "}, Fax: []string{"Fax: "}, Mail: []string{"E-mail: ", "e-mail: "},
		Hello: []string{"Dobrý deň,", "Vážení,", "Ahoj,"}, Bye: []string{"S pozdravom", "S priateľským pozdravom", "Ďakujem a pozdravujem"}},
	"HU": {Tel: []string{"Tel.: ", "Telefon: ", "Tel: "}, Mob: []string{"Mobil: ", "Mob.: ", "Tel./mobil: "}, Fax: []string{"Fax: "}, Mail: []string{"E-mail: ", "Email: "},
		Hello: []string{"Tisztelt Ügyfelünk!", "Kedves Anna!", "Szia,", "Jó napot kívánok,"}, Bye: []string{"Üdvözlettel", "Tisztelettel", "Köszönettel", "Üdv."}},
	"SI": {Tel: []string{"Tel.: ", "T: ", "Telefon: "}, Mob: []string{"GSM: ", "Mob.: ", "M: "}, Fax: []string{"Faks: "}, Mail: []string{"E-pošta: ", "E-mail: "},
		Hello: []string{"Pozdravljeni,", "Spoštovani,", "Živjo,"}, Bye: []string{"Lep pozdrav", "S spoštovanjem", "Lp"}},
	"HR": {Tel: []string{"Tel.: ", "Tel: ", "T: "}, Mob: []string{"Mob.: ", "Mob: ", "M: "}, Fax: []string{"Fax: "}, Mail: []string{"E-mail: ", "e-pošta: "},
		Hello: []string{"Poštovani,", "Dobar dan,", "Bok,"}, Bye: []string{"Srdačan pozdrav", "S poštovanjem", "Lijep pozdrav", "Lp"}},
	"UK": {Tel: []string{"T: ", "Tel: ", "Office: ", "DD: ", "Direct: "}, Mob: []string{"M: ", "Mob: ", "Mobile: "}, Fax: []string{"F: ", "Fax: "}, Mail: []string{"E: ", "Email: "},
		Hello: []string{"Hi all,", "Dear Sir or Madam,", "Hello,", "Hi Tom,"}, Bye: []string{"Kind regards,", "Best wishes,", "Many thanks,", "Regards,", "Cheers,"}},
	"IE": {Tel: []string{"T: ", "Tel: ", "Ph: ", "Office: "}, Mob: []string{"M: ", "Mob: ", "Mobile: "}, Fax: []string{"F: ", "Fax: "}, Mail: []string{"E: ", "Email: "},
		Hello: []string{"Hi,", "Dear Sir/Madam,", "Hello,", "Dia dhuit,"}, Bye: []string{"Kind regards,", "Many thanks,", "Le meas,", "Regards,"}},
}

func L(c *Country) Loc { return locs[c.Code] }

func addrLine(c *Country, city, pc string) string {
	switch c.Code {
	case "UK":
		return city + " " + pc
	case "IE":
		return city + ", " + pc
	}
	return pc + " " + city
}

func anyCountry(r *rand.Rand) *Country { return pick(r, AllC) }

// phoneAny: a mobile (mostly) or landline number of c.
func phoneAny(r *rand.Rand, c *Country) string {
	if r.Intn(3) == 0 {
		return Land(r, c, Any)
	}
	return Mob(r, c, Any)
}
