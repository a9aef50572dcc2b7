package main

import (
	"fmt"
	"strings"
)

func doy() string {
	return pick("Α' Αθηνών", "ΙΓ' Αθηνών", "Καλλιθέας", "Ψυχικού", "Δ' Θεσσαλονίκης", "Πατρών", "Ηρακλείου", "Γλυφάδας", "ΦΑΕ Αθηνών")
}

func grKinds() []Kind {
	return []Kind{
		{"gr_elta_parapono", func(b *B) string {
			p := person("GR")
			c := city("GR")
			return fmt.Sprintf("Καλησπέρα σας, το δέμα με αριθμό αποστολής %s δεν έχει παραδοθεί ακόμα (αποστολή %s). Η διεύθυνσή μου είναι %s, ΤΚ %s, %s. Κινητό: %s. Ευχαριστώ, %s",
				b.K(s10(pick("RE", "CP", "EA", "RB"), "GR")), b.K(recent().DMY("/")), street("GR"), b.K(c.zip), c.city, b.Mob("GR", Any), p.Full())
		}},
		{"gr_mydata_curl", func(b *B) string {
			user := ascii(person("GR").Last) + fmt.Sprint(rn(10, 99))
			return fmt.Sprintf("curl -X POST \"https://mydatapi.aade.gr/myDATA/SendInvoices\" \\\n  -H \"aade-user-id: %s\" \\\n  -H \"Ocp-Apim-Subscription-Key: %s\" \\\n  -H \"Content-Type: application/xml\" \\\n  --data @inv_%s.xml\n# ΑΦΜ εκδότη %s, MARK προηγούμενου: %s",
				b.K(user), b.Tok("hex32"), b.K(fmt.Sprintf("%d_%05d", recent().Y, rn(1, 99999))), b.K(afm()), b.K(mark()))
		}},
		{"gr_mydata_python", func(b *B) string {
			return fmt.Sprintf("import requests\n\nHEADERS = {\n    'aade-user-id': '%s',\n    'ocp-apim-subscription-key': '%s',\n}\nr = requests.get('https://mydatapi.aade.gr/myDATA/RequestTransmittedDocs?mark=%s', headers=HEADERS, timeout=30)\nprint(r.status_code)  # ΑΦΜ %s",
				b.K(ascii(person("GR").First)+"_"+rstr(lower, 4)), b.Tok("hex32"), b.K(mark()), b.K(afm()))
		}},
		{"gr_logistis_email", func(b *B) string {
			p := person("GR")
			return fmt.Sprintf("Κύριε %s, σας στέλνω τον ΑΦΜ μου (%s) και τον ΑΜΚΑ (%s) για την αίτηση στον e-ΕΦΚΑ. ΔΟΥ: %s. Για ό,τι χρειαστείτε: %s, %s.\n%s",
				person("GR").Last, b.K(afm()), b.K(amka()), doy(), b.Em(p), b.Mob("GR", pick2(NatSp, NatCmp, IntlSp)), p.First)
		}},
		{"gr_iatreio_rantevou", func(b *B) string {
			p := person("GR")
			c := city("GR")
			return fmt.Sprintf("Υπενθύμιση ραντεβού: %s ώρα %s, Ιατρείο Δρ. %s (%s), %s, %s. ΑΜΚΑ ασθενούς: %s. Για ακύρωση καλέστε στο %s ή στείλτε SMS στο %s.",
				b.K(recent().DMY("/")), hhmm(), p.Last, pick("Παθολόγος", "Καρδιολόγος", "Οδοντίατρος", "Δερματολόγος", "Παιδίατρος"), street("GR"), c.city, b.K(amka()), b.Land("GR", NatSp), b.Mob("GR", NatSp))
		}},
		{"gr_airbnb_welcome", func(b *B) string {
			p := person("GR")
			return fmt.Sprintf("Καλώς ήρθατε! Welcome to %s 🌊\nWi-Fi: %s / κωδικός: %s\nCheck-in 15:00, check-out έως 11:00. ΑΜΑ ακινήτου: %s\nΓια οτιδήποτε Viber/WhatsApp: %s — %s",
				pick("Νάξο", "Χανιά", "Ναύπλιο", "Θεσσαλονίκη", "Κέρκυρα", "Σαντορίνη"), pick("COSMOTE-", "Vodafone-", "NOVA_", "Villa_")+rstr(upnum, 4), b.Pw(), b.K(fmt.Sprintf("%08d", rn(1000000, 99999999))), b.Mob("GR", pick2(IntlSp, NatSp, IntlCmp)), p.First)
		}},
		{"gr_ypografi", func(b *B) string {
			p := person("GR")
			return fmt.Sprintf("Με εκτίμηση,\n%s\n%s\nΤ: %s | Κ: %s\nE: %s\nΑΦΜ: %s | ΔΟΥ: %s | ΓΕΜΗ: %s",
				p.Full(), pick("Λογίστρια - Φοροτεχνικός Α' Τάξης", "Δικηγόρος Αθηνών", "Σύμβουλος Επιχειρήσεων", "Πολιτικός Μηχανικός"), b.Land("GR", pick2(NatSp, IntlSp)), b.Mob("GR", pick2(NatSp, IntlSp, NatCmp)), b.WEm(p), b.K(afm()), doy(), b.K(nzdigits(12)))
		}},
		{"gr_karta_trapeza", func(b *B) string {
			return fmt.Sprintf("Καλημέρα, χθες στις %s χρεώθηκε η κάρτα μου %s με %s € από %s αλλά η συναλλαγή ακυρώθηκε. Πότε θα γίνει η επιστροφή; Αριθμός αναφοράς: %s",
				hhmm(), b.Card(Any), b.K(amt(5, 1500, ".")), pick("SKROUTZ", "e-food", "WOLT", "AEGEAN AIRLINES", "PUBLIC"), b.K(fmt.Sprintf("%s%09d", pick("GR", "TRX", "REF"), rn(1, 999999999))))
		}},
		{"gr_eshop_paraggelia", func(b *B) string {
			p := person("GR")
			c := city("GR")
			return fmt.Sprintf("Παραγγελία #%s — %s\nΠαραλήπτης: %s\nΔιεύθυνση: %s, %s %s\nΤηλέφωνο: %s\nEmail: %s\nΤρόπος πληρωμής: Αντικαταβολή (+%s €)\nΣύνολο: %s €\nACS voucher: %s",
				b.K(fmt.Sprint(rn(100000, 999999))), b.K(recent().DMY("/")), p.Full(), street("GR"), b.K(c.zip), c.city, b.Mob("GR", Any), b.Em(p), b.K(fmt.Sprintf("%d,%02d", rn(1, 4), rn(0, 99))), b.K(amt(15, 900, ".")), b.K(nzdigits(10)))
		}},
		{"gr_viber_link", func(b *B) string {
			pl := mob("GR")
			v := b.P("phone", "%2B30"+pl.nsn)
			return fmt.Sprintf("Για γρήγορη εξυπηρέτηση στείλτε μας στο Viber: viber://chat?number=%s (%s, Δευτέρα–Παρασκευή %s–%s)", v, person("GR").First, "09:00", "17:00")
		}},
		{"gr_greeklish_chat", func(b *B) string {
			o := person("GR")
			return fmt.Sprintf("%s: geia sou! to neo kinito mou einai %s, steile mou otan ftaseis sto %s. to mail mou %s an xreiasteis tin apodeixi",
				ascii(o.First), b.Mob("GR", pick2(NatCmp, NatSp)), pick("aerodromio", "KTEL", "limani tou Peiraia", "metro Syntagma"), b.Em(o))
		}},
		{"gr_taxisnet_kodikoi", func(b *B) string {
			p := person("GR")
			return fmt.Sprintf("Καλησπέρα κ. %s, για να κάνετε την δήλωση Ε1 σας στέλνω τους κωδικούς Taxisnet:\nusername: %s\nκωδικός: %s\nΑΦΜ: %s\nΤο email μου είναι %s αν χρειαστείτε κάτι.",
				person("GR").Last, b.K(ascii(p.Last)+fmt.Sprint(rn(1, 999))), b.Pw(), b.K(afm()), b.Em(p))
		}},
		{"cy_rent_listing", func(b *B) string {
			p := person("CY")
			return fmt.Sprintf("%s, %s — %d-bed flat, €%s/month, 12-month lease, deposit 2 months, EPC %s. Available from %s. Call/Viber %s on %s or email %s.",
				pick("Limassol", "Nicosia", "Larnaca", "Paphos"), pick("Germasogeia", "Engomi", "Mackenzie", "Kato Paphos", "Strovolos"), rn(1, 3), b.K(fmt.Sprintf("%d", rn(70, 250)*10)),
				pick("A", "B", "C"), b.K(recent().DMY("/")), capFirst(ascii(p.First)), b.Mob("CY", pick2(IntlSp, NatSp, NatCmp)), b.Em(p))
		}},
		{"cy_bank_gr", func(b *B) string {
			return fmt.Sprintf("Γεια σας, η κάρτα μου %s απορρίφθηκε στο %s (%s €). Ο λογαριασμός είναι %s. Παρακαλώ καλέστε με στο %s.",
				b.Card(Any), pick("Alphamega", "Jumbo Λευκωσίας", "Cyta shop", "Lidl Λεμεσού"), b.K(amt(10, 700, ".")), b.K(iban("CY", true)), b.Mob("CY", pick2(IntlSp, NatSp)))
		}},
		{"mt_maltapost", func(b *B) string {
			p := person("MT")
			c := city("MT")
			return fmt.Sprintf("Hi, I got a MaltaPost notice card for item %s at the %s branch (%s). ID card no. %s. Could you redeliver on %s after 4pm? Mob %s / %s. Grazzi, %s",
				b.K(s10(pick("CP", "RR", "LX"), "MT")), c.city, b.K(c.zip), b.K(fmt.Sprintf("%d%s", rn(1000, 999999), pick("M", "G", "L", "A"))), b.K(recent().DMY("/")), b.Mob("MT", pick2(NatSp, IntlSp, NatCmp)), b.Em(p), p.First)
		}},
		{"mt_igaming_yaml", func(b *B) string {
			p := person("MT")
			return fmt.Sprintf("payments:\n  provider: %s\n  merchant_id: \"%s\"\n  api_key: \"%s\"\n  webhook_secret: \"%s\"\n  currency: EUR\nlicence:\n  mga_number: MGA/B2C/%d/%d\nsupport:\n  escalation_email: %s\n  on_call: \"%s\"",
				pick("trustly", "paysafe", "nuvei", "skrill"), b.K(nzdigits(8)), b.Tok("b64_32"), b.P("bearer", "whsec_"+rtok(32)), rn(100, 999), rn(2015, 2024), b.WEm(p), b.Mob("MT", IntlSp))
		}},
	}
}

var _ = strings.ToUpper
