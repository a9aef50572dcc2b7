package main

var tplNL = []Tpl{
	{"mail_nl", "nl", `
Onderwerp: RE: Offerte {inv} – onderhoud cv-installaties

Hoi {f2},

Dank voor de offerte. We gaan akkoord met {amt} excl. btw (inkoopordernummer {order}). Start werkzaamheden: {ldate}, adres {street}, {zip} {city}.
Sleutel ophalen bij {n3}, bereikbaar op {mob3}.

Met vriendelijke groet,
{n1}
Facilitair manager – {co}
T {tel1}
?M {mob1}
E {wmail1}

Op {date} om {time} schreef {n2} <{mail2}>:
> Goedemiddag,
> Hierbij de offerte {inv}, geldig tot {date2}. Betalingstermijn 30 dagen.
?> Bij vragen ben ik mobiel bereikbaar op {imob2}.
> Groet
`},
	{"notes_nl", "nl", `
Notulen teamoverleg – {date}, {time} uur, ruimte {room}
Aanwezig: {n1}, {n2}, {n3}

1. Voortgang: release {ver} staat op acceptatie; bevinding {ticket} nog open.
2. Budget: {amt} besteed van {amt2}.
3. Leverancier hosting: contactpersoon {n3}, {wmail3}, {tel3}

Actiepunten
- {f1}: verslag sturen naar {mail1} vóór {date2}
?- {f2}: testaccount aanmaken, gebruikersnaam test01, wachtwoord: {pw}
?- {f2}: Hugging Face-token in de pipeline vervangen: {hf}
Volgend overleg: {ldate}
`},
	{"rental_nl", "nl", `
Inschrijfformulier huurwoning
Woning: {street}, {zip} {city} – huur {amt} per maand, borg {amt2}

Naam: {n1}
Geboortedatum: {date}
BSN (alleen voor de huurtoeslagcheck): {nid}
Telefoonnummer: {mob1}
E-mailadres: {mail1}
Werkgever: {co}, in dienst sinds {date2}
Bruto maandinkomen: {amt3}
Huidig adres: {street2}, {zip2} {city2}
?Vorige verhuurder: {n2}, {tel2}
?IBAN voor automatische incasso: {iban}

Plaats en datum: {city}, {ldate}
`},
	{"job_nl", "nl", `
Onderwerp: Sollicitatie functioneel beheerder (vacature {ref})

Beste {n2},

Met veel enthousiasme reageer ik op uw vacature van {date}. Sinds {year} werk ik bij {co} als applicatiebeheerder (Exact Online, AFAS {ver}).

Mijn salarisindicatie is {amt} bruto per maand. Ik ben beschikbaar per {ldate}.
U kunt mij bereiken op {mob1} of via {mail1}.
?Referentie: {n3}, teamleider, {tel3}

Met vriendelijke groet,
{n1}
{street}, {zip} {city}
`},
	{"claim_nl", "nl", `
SCHADEFORMULIER WOONHUISVERZEKERING
Polisnummer: {policy} · Schadenummer: {case}

Verzekeringnemer: {n1}
Adres: {street}, {zip} {city}
Telefoon: {tel1}
?Mobiel: {mob1}
E-mail: {mail1}

Schadedatum: {date}, ca. {time} uur
Oorzaak: stormschade aan dakpannen; buurman {n2} ({mob2}) was getuige.
Offerte dakdekker nr. {inv}: {amt}.
Uitbetaling op rekening {iban}
?Eigen risico ({amt2}) betaald met creditcard {card}
`},
	{"school_nl", "nl", `
Basisschool De Regenboog – {zip} {city}
Nieuwsbrief {kw} – schoolreisje groep 6

Beste ouders/verzorgers,
Het schoolreisje is op {ldate}. We vertrekken om {time} en zijn rond 16.00 uur terug. De bijdrage van {amt} kunt u overmaken naar {iban} o.v.v. naam en groep, uiterlijk {date}.

Strookje inleveren bij de leerkracht:
Naam kind: {n1}      Groep 6B
Naam ouder/verzorger: {n2}
Telefoonnummer bij nood: {mob2}
?Tweede nummer: {tel3}
E-mail: {mail2}

Met vriendelijke groet, juf {n4}
`},
	{"clinic_nl", "nl", `
Tandartspraktijk Oost · {street} · {zip} {city}

Behandelverslag {date}
Patiënt: {n1}, geb. {date2}
Patiëntnummer: {nr}

Behandeling: vulling 46, gebitsreiniging. Kosten {amt} (declaratie {inv}).
Volgende afspraak: {ldate} om {time}.

Patiënt wil herinneringen per sms op {mob1}
?en de nota per e-mail op {mail1}.
?Contactpersoon: {n2}, {tel2}
`},
	{"supplier_nl", "nl", `
LEVERANCIERSFORMULIER
Bedrijfsnaam: {co}
KvK-nummer: {nr}
Btw-nummer: {vat}
Adres: {street}, {zip} {city}
Crediteurnummer: C{nr2}
Betaaltermijn: 30 dagen · IBAN {iban}

Contactpersoon: {n1} – {wmail1} – {tel1}
Financiële administratie: {n2} – {wmail2}
?Mobiel: {imob1}
Leveranciersportaal: gebruiker lev{nr3}
?Tijdelijk wachtwoord: {pw}
Aangemaakt op {date} door {n4}
`},
	{"handover_nl", "nl", `
Overdrachtsdocument IT – {n1} → {n2} ({date})

Toegang
* NAS ({ip}): gebruiker beheer, wachtwoord {pw}
* Gasten-wifi: sleutel {wifi}
?* API-sleutel voor Mollie/Stripe-koppeling: {sk}
?* Token voor de monitoring-API (Bearer): {tok}
?* id_token van het servicesaccount: {jwt}
* Publieke SSH-sleutel backupserver: {ssh}

Contacten
* ICT-leverancier: {n3}, {wmail3}, {tel3}
?* Storingsdienst buiten kantoortijd: {mob4}

Open punten: domeinnaam verlopen op {date2} ({amt}); Exact bijwerken naar {ver}.
`},
	{"complaint_nl", "nl", `
Onderwerp: Klacht over bestelling {order}

Geachte klantenservice,

Op {date} heb ik bestelling {order} geplaatst ({amt}, factuur {inv}) en betaald met creditcard {card}. Ik heb tot op heden niets ontvangen; track & trace {ref} geeft geen informatie.

Graag ontvang ik het bedrag terug. Ik ben bereikbaar op {mob1}
?of via {mail1}.

Met vriendelijke groet,
{n1}
{street}, {zip} {city}
`},
}

var tplPL = []Tpl{
	{"mail_pl", "pl", `
Temat: RE: Oferta {inv} – dostawa materiałów

Dzień dobry Pani {f2},

potwierdzam zamówienie nr {order} na kwotę {amt} brutto. Termin dostawy: {ldate}, adres: {street}, {zip} {city}.
Osoba do kontaktu na miejscu: {n3}, tel. {mob3}.

Pozdrawiam serdecznie
{n1}
Dział Zakupów | {co}
tel. {tel1}
?kom. {mob1}
{wmail1}

W dniu {date} o {time} {n2} <{mail2}> napisał(a):
> Dzień dobry,
> w załączeniu oferta {inv}, ważna do {date2}. Rabat {pct} przy płatności z góry.
?> W razie pytań proszę dzwonić: {imob2}
> Pozdrawiam
`},
	{"notes_pl", "pl", `
Notatka ze spotkania – {date}, godz. {time}, sala {room}
Obecni: {n1}, {n2}, {n3}

1. Postęp prac: wersja {ver} na środowisku testowym; zgłoszenie {ticket} otwarte.
2. Budżet: wykorzystano {amt} z {amt2}.
3. Dostawca usług chmurowych: {n3}, {wmail3}, tel. {tel3}

Zadania
- {f1}: przesłać notatkę na {mail1} do {date2}
?- {f2}: konto testowe – login test.pl, hasło: {pw}
?- {f2}: podmienić token GitHub w CI: {ghp}
Następne spotkanie: {ldate}
`},
	{"rental_pl", "pl", `
WNIOSEK O NAJEM MIESZKANIA
Lokal: {street}, {zip} {city} · Czynsz: {amt} · Kaucja: {amt2}

Imię i nazwisko: {n1}
PESEL: {nid}
Data urodzenia: {date}
Telefon: {mob1}
E-mail: {mail1}
Pracodawca: {co}, umowa o pracę od {date2}
Dochód netto: {amt3} miesięcznie
Poręczyciel: {n2}, tel. {tel2}
?E-mail poręczyciela: {mail2}
?Numer rachunku do zwrotu kaucji: {iban}

{city}, dnia {ldate}
`},
	{"job_pl", "pl", `
Temat: Aplikacja na stanowisko Specjalista ds. księgowości (nr ref. {ref})

Szanowni Państwo,

w odpowiedzi na ogłoszenie z dnia {date} przesyłam swoje CV. Od {year} pracuję w firmie {co}, gdzie prowadzę rozliczenia z kontrahentami (ok. {amt} miesięcznie).

Mogę rozpocząć pracę od {ldate}. Kontakt: {mob1}, {mail1}.
?Referencje: {n2}, {tel2}

Z poważaniem
{n1}
{street}, {zip} {city}
`},
	{"claim_pl", "pl", `
ZGŁOSZENIE SZKODY – ubezpieczenie OC/AC
Nr polisy: {policy} · Nr szkody: {case}
Nr rejestracyjny: {plate}

Ubezpieczający: {n1}
PESEL: {nid}
Adres: {street}, {zip} {city}
Telefon: {mob1}
?Telefon stacjonarny: {tel1}
E-mail: {mail1}

Data zdarzenia: {date}, godz. {time}
Sprawca: {n2}, nr rej. {plate2}, tel. {mob2}
Kosztorys warsztatu: {amt} (nr {inv})
Wypłata odszkodowania na rachunek: {iban}
?Udział własny opłacony kartą {card}
`},
	{"school_pl", "pl", `
Szkoła Podstawowa nr 12 – {zip} {city}
Informacja dla rodziców – wycieczka klas 5

Szanowni Rodzice,
wycieczka do Wieliczki odbędzie się {ldate}. Zbiórka o {time} przed szkołą. Koszt {amt} prosimy wpłacać do {date} na rachunek Rady Rodziców {iban}.

ZGODA RODZICA
Uczeń: {n1}   Klasa: 5b
Rodzic/opiekun: {n2}
Telefon kontaktowy w czasie wycieczki: {mob2}
?Drugi telefon: {tel3}
E-mail: {mail2}

Wychowawczyni: {n4}
`},
	{"clinic_pl", "pl", `
Przychodnia Zdrowie · {street} · {zip} {city}

Karta informacyjna z wizyty {date}
Pacjent: {n1} · PESEL: {nid}
Data urodzenia: {date2}

Rozpoznanie: zapalenie oskrzeli. Zalecenia: antybiotyk 7 dni, kontrola po leczeniu.
Wizyta kontrolna: {ldate}, godz. {time}.

Pacjent prosi o kontakt pod numerem {mob1}
?Wyniki badań proszę wysłać na {mail1}
?Osoba upoważniona: {n2}, {tel2}
Opłata: {amt} · Faktura {inv}
`},
	{"supplier_pl", "pl", `
KARTA KONTRAHENTA
Nazwa: {co}
NIP: {vat}
REGON: {nr}
Adres: {street}, {zip} {city}
Numer dostawcy: D-{nr2}
Termin płatności: 30 dni · Rachunek: {iban}

Osoba kontaktowa: {n1} – {wmail1} – {tel1}
Księgowość: {n2} – {wmail2}
?Telefon komórkowy: {imob1}
Portal dostawców: login dost{nr3}
?Hasło tymczasowe: {pw}
Data rejestracji: {date} · zatwierdził(a): {n4}
`},
	{"handover_pl", "pl", `
Protokół przekazania IT – {n1} → {n2}, {date}

Dostępy
- Serwer plików ({ip}): użytkownik administrator, hasło {pw}
- Sieć Wi-Fi biura: klucz {wifi}
?- Klucz API SendGrid (powiadomienia e-mail): {sg}
?- Token JWT konta serwisowego: {jwt}
- Klucz publiczny SSH: {ssh}

Kontakty
- Serwis IT: {n3}, {wmail3}, {tel3}
?- Dyżur weekendowy: {mob4}

Do zrobienia: odnowić certyfikat przed {date2} ({amt}); aktualizacja systemu do {ver}.
`},
	{"complaint_pl", "pl", `
Temat: Reklamacja zamówienia {order}

Dzień dobry,

zamówienie {order} z dnia {date} ({amt}, faktura {inv}) zostało opłacone kartą {card}, jednak otrzymałem niekompletną przesyłkę (brak pozycji {nr}).

Proszę o doręczenie brakującego towaru lub zwrot pieniędzy. Kontakt: {mob1}
?lub e-mail {mail1}.

Z poważaniem
{n1}
{street}, {zip} {city}
`},
}
