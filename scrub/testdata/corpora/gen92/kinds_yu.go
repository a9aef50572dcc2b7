package main

import (
	"fmt"
)

func nipt() string { return pick("J", "K", "L", "M") + digits(8) + string(upper[rng.Intn(26)]) }

func yuKinds() []Kind {
	return []Kind{
		{"rs_posta_cyr", func(b *B) string {
			p := cyr(person("RS"))
			c := city("RS")
			return fmt.Sprintf("Поштовани, ваша пошиљка %s је спремна за преузимање у пошти %s (%s). Молимо позовите %s ради договора о достави. — %s",
				b.K(s10(pick("RE", "RR", "CE"), "RS")), srCyr(c.city), b.K(c.zip), b.Mob("RS", Any), p.Full())
		}},
		{"rs_pregled_lat", func(b *B) string {
			p := person("RS")
			return fmt.Sprintf("Zakazivanje pregleda u Domu zdravlja %s: %s u %s. Pacijent %s, JMBG %s, LBO %s. Kontakt telefon: %s, e-mail: %s.",
				pick("Zvezdara", "Novi Beograd", "Voždovac", "Novi Sad", "Niš"), b.K(recent().DMY(".")), hhmm(), p.Full(), b.K(jmbg(rn(71, 79))), b.K(nzdigits(11)), b.Mob("RS", Any), b.Em(p))
		}},
		{"rs_sef_api", func(b *B) string {
			d := recent()
			return fmt.Sprintf("curl -X GET \"https://efaktura.mfin.gov.rs/api/publicApi/sales-invoice/ids?dateFrom=%s&dateTo=%s\" \\\n  -H \"accept: text/plain\" \\\n  -H \"ApiKey: %s\"\n# PIB %s, JBKJS %s",
				b.K(d.ISO()), d.ISO(), b.Tok("uuid"), b.K(pib()), b.K(fmt.Sprintf("%05d", rn(1, 99999))))
		}},
		{"rs_oglas_stan", func(b *B) string {
			return fmt.Sprintf("Izdajem jednosoban stan, %s, %d m², %s €/mesečno + depozit. Useljiv od %s. Zvati na %s ili Viber. Agencijama hvala, ne.",
				pick("Vračar", "Novi Beograd blok 45", "Liman 3", "Zvezdara", "Dorćol"), rn(28, 55), b.K(fmt.Sprint(rn(30, 90)*10)), b.K(recent().DMY(".")), b.Mob("RS", Any))
		}},
		{"rs_faktura_email", func(b *B) string {
			p := person("RS")
			return fmt.Sprintf("Poštovani,\nu prilogu je faktura br. %s (PIB %s, MB %s, tekući račun %s). Rok plaćanja %s.\nZa sva pitanja: %s / %s\n%s",
				b.K(fmt.Sprintf("%d-%04d", recent().Y, rn(1, 9999))), b.K(pib()), b.K(nzdigits(8)), b.K(rsAccount()), b.K(recent().DMY(".")), b.WEm(p), b.Ph("RS", Any), p.Full())
		}},
		{"rs_lozinka_racunovodja", func(b *B) string {
			p := person("RS")
			return fmt.Sprintf("Ćao %s, evo pristupa za eUpravu da mi predaš poresku prijavu:\nkorisničko ime: %s\nlozinka: %s\nJMBG: %s\nHvala!",
				person("RS").First, b.K(ascii(p.First)+"."+ascii(p.Last)+fmt.Sprint(rn(1, 99))), b.Pw(), b.K(jmbg(rn(71, 79))))
		}},
		{"hr_eracun_uplata", func(b *B) string {
			p := person("HR")
			o := oib()
			num := fmt.Sprintf("%d-%d-%d", rn(1, 999), rn(1, 9), rn(1, 9))
			return fmt.Sprintf("Poštovani, molimo uplatu računa br. %s u iznosu od %s EUR na IBAN %s, poziv na broj HR00 %s. OIB izdavatelja: %s. Dospijeće %s.\nKontakt: %s, %s, %s",
				b.K(num), b.K(amt(20, 9000, ".")), b.K(iban("HR", chance(0.5))), b.K(fmt.Sprintf("%d-%s", rn(1, 9999), digits(4))), b.K(o), b.K(recent().DMY(".")), p.Full(), b.WEm(p), b.Ph("HR", Any))
		}},
		{"hr_apartman_poruka", func(b *B) string {
			p := person("HR")
			return fmt.Sprintf("Dobrodošli u Apartmane %s! Wi-Fi: %s, lozinka: %s. Check-out do 10:00, ključ ostavite u kutiji. Za sve probleme javite se na %s (WhatsApp/Viber). Boravišna pristojba: %s € po osobi/noć.",
				p.Last, "Apartman_"+fmt.Sprint(rn(1, 9)), b.Pw(), b.Mob("HR", pick2(IntlSp, NatSp, IntlCmp)), b.K(fmt.Sprintf("%d,%02d", rn(1, 2), rn(0, 99))))
		}},
		{"hr_posta_rr", func(b *B) string {
			p := person("HR")
			return fmt.Sprintf("Bok, pošiljka %s je navodno uručena %s, a ja ništa nisam dobila. Adresa: %s, %s. Molim nazovite me na %s. %s",
				b.K(s10(pick("RR", "CP", "RB"), "HR")), b.K(recent().DMY(".")), street("HR"), b.K(city("HR").zip), b.Mob("HR", Any), p.First)
		}},
		{"ba_oglas_auto", func(b *B) string {
			p := person("BA")
			return fmt.Sprintf("Prodajem %s, %d. god., %d km, cijena %s KM. Registrovan do %s. Kontakt: %s, %s",
				pick("Golf 7 1.6 TDI", "Škoda Octavia 2.0 TDI", "Passat B8", "Audi A4 2.0 TDI"), rn(2010, 2020), rn(90, 280)*1000, b.K(fmt.Sprint(rn(80, 400)*100)), b.K(recent().DMY(".")), b.Mob("BA", Any), b.Em(p))
		}},
		{"ba_firma_pdv", func(b *B) string {
			p := person("BA")
			return fmt.Sprintf("Poštovani, naš ID broj je %s, PDV broj %s, transakcijski račun %s. Kontakt osoba: %s, tel. %s, e-mail %s.",
				b.K("4"+digits(12)), b.K(nzdigits(12)), b.K(iban("BA", chance(0.3))), p.Full(), b.Ph("BA", Any), b.WEm(p))
		}},
		{"me_rezervacija", func(b *B) string {
			p := person("ME")
			d := recent()
			return fmt.Sprintf("Rezervacija #%s: %s – %s, 2 odrasla + 1 dijete. Apartmani %s, %s. Domaćin: %s, %s, %s. Boravišna taksa se plaća na licu mjesta (%s € po noćenju).",
				b.K(fmt.Sprint(rn(1000000, 9999999))), b.K(d.DMY(".")), fmt.Sprintf("%02d.%02d.%d", d.D+rn(0, 3)%28+0, d.M, d.Y), p.Last, city("ME").city, p.Full(), b.Mob("ME", Any), b.Em(p), b.K(fmt.Sprintf("1,%02d", rn(0, 50))))
		}},
		{"si_posta_paket", func(b *B) string {
			p := person("SI")
			c := city("SI")
			return fmt.Sprintf("Pozdravljeni, paket %s je že 5 dni na pošti %s %s. Prosim, pokličite me na %s ali pišite na %s. Lep pozdrav, %s",
				b.K(s10(pick("CP", "PS", "RR"), "SI")), b.K(c.zip), c.city, b.Mob("SI", Any), b.Em(p), p.Full())
		}},
		{"si_zdravnik_narocanje", func(b *B) string {
			p := person("SI")
			return fmt.Sprintf("Naročanje na pregled: %s ob %s, ZD %s. Pacient %s, EMŠO %s, številka zdravstvenega zavarovanja %s. Telefon: %s.",
				b.K(recent().DMY(".")), hhmm(), pick("Ljubljana Šiška", "Maribor", "Celje", "Koper"), p.Full(), b.K(jmbg(50)), b.K(nzdigits(9)), b.Mob("SI", Any))
		}},
		{"si_eracun", func(b *B) string {
			p := person("SI")
			return fmt.Sprintf("Račun št. %s z dne %s: znesek %s EUR, ID za DDV SI%s, TRR %s, sklic SI00 %s. Kontakt: %s, %s. Geslo za portal: %s",
				b.K(fmt.Sprintf("%d-%04d", recent().Y, rn(1, 9999))), b.K(recent().DMY(".")), b.K(amt(10, 5000, ".")), b.K(siTax()), b.K(iban("SI", true)), b.K(fmt.Sprintf("%d-%d", rn(100, 99999), recent().Y)), b.WEm(p), b.Land("SI", Any), b.Pw())
		}},
		{"mk_termin", func(b *B) string {
			p := person("MK")
			return fmt.Sprintf("Почитувани, ве молиме потврдете го терминот на %s во %s часот. ЕМБГ: %s. Контакт телефон: %s, е-пошта: %s — %s",
				b.K(recent().DMY(".")), hhmm(), b.K(jmbg(rn(41, 49))), b.Mob("MK", Any), b.Em(p), p.Full())
		}},
		{"mk_oglas", func(b *B) string {
			return fmt.Sprintf("Се продава стан во %s, %d м², %s €. Разгледување по договор. Тел: %s (Viber).",
				pick("Аеродром", "Карпош", "Центар", "Кисела Вода"), rn(40, 95), b.K(fmt.Sprintf("%d.%03d", rn(45, 190), 0)), b.Mob("MK", Any))
		}},
		{"al_kontakt", func(b *B) string {
			p := person("AL")
			return fmt.Sprintf("Përshëndetje, jam %s. Numri im i telefonit është %s, email: %s. NIPT i kompanisë: %s. Fatura nr. %s e datës %s. Faleminderit!",
				p.Full(), b.Mob("AL", Any), b.Em(p), b.K(nipt()), b.K(fmt.Sprintf("%d/%d", rn(1, 999), recent().Y)), b.K(recent().DMY(".")))
		}},
		{"al_fjalekalimi", func(b *B) string {
			p := person("AL")
			return fmt.Sprintf("Llogaria për e-Albania: përdoruesi %s, fjalëkalimi: %s. Nr. personal %s. Më shkruaj në %s kur ta kesh bërë aplikimin.",
				b.K(ascii(p.First)+fmt.Sprint(rn(10, 99))), b.Pw(), b.K(nipt()), b.Em(p))
		}},
		{"xk_kontakt", func(b *B) string {
			p := person("XK")
			c := city("XK")
			return fmt.Sprintf("Na kontaktoni në %s ose në %s. Numri personal: %s. Adresa: %s, %s %s. Orari: E hënë–E premte %s–%s.",
				b.Mob("XK", Any), b.Em(p), b.K(nzdigits(10)), street("XK"), b.K(c.zip), c.city, "08:00", "16:00")
		}},
	}
}
