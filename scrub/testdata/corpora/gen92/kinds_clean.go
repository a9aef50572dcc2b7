package main

import (
	"fmt"
	"strings"
)

func ean13() string {
	s := pick("800", "520", "594", "380", "860", "385", "383", "531", "477", "475", "474", "530") + digits(9)
	sum := 0
	for i := 0; i < 12; i++ {
		d := int(s[i] - '0')
		if i%2 == 1 {
			d *= 3
		}
		sum += d
	}
	return s + fmt.Sprint((10-sum%10)%10)
}

func semver() string { return fmt.Sprintf("%d.%d.%d", rn(0, 9), rn(0, 30), rn(0, 20)) }

func cleanKinds() []Kind {
	return []Kind{
		{"clean_it_fattura_riepilogo", func(b *B) string {
			d := recent()
			imp := rn(100, 9000)
			iva := imp * 22 / 100
			return fmt.Sprintf("Fattura n. %s del %s — Cedente P.IVA %s, Codice destinatario %s. Imponibile %s €, IVA 22%% %s €, Totale %s €. Pagamento bonifico a 30 gg d.f. su IBAN %s. Bollo virtuale € 2,00 assolto ai sensi del DM %s.",
				b.K(fmt.Sprintf("%d/%04d", d.Y, rn(1, 999))), b.K(d.DMY("/")), b.K(partitaIVA()), b.K(sdiCode()), b.K(fmt.Sprintf("%d,00", imp)), b.K(fmt.Sprintf("%d,%02d", iva, imp*22%100)), b.K(fmt.Sprintf("%d,%02d", imp+iva, imp*22%100)), b.K(iban("IT", true)), b.K("17/06/2014"))
		}},
		{"clean_it_poste_tracking", func(b *B) string {
			d := recent()
			return fmt.Sprintf("Spedizione %s\n%s %s Accettata - Ufficio Postale %s\n%s %s In lavorazione - Centro di Smistamento %s (%s)\n%s 09:12 In consegna\nPeso %d g, tariffa %s €",
				b.K(s10(pick("RR", "RA", "CP", "RB"), "IT")), b.K(d.DMY("/")), hhmm(), b.K(fmt.Sprintf("%05d", rn(10, 98000))), d.DMY("/"), hhmm(), pick("Roma Fiumicino", "Milano Roserio", "Bologna", "Napoli"), b.K(city("IT").zip), fmt.Sprintf("%02d/%02d/%d", d.D+1, d.M, d.Y), rn(20, 2000), b.K(amt(1, 20, ".")))
		}},
		{"clean_it_cf_domanda", func(b *B) string {
			p := person("IT")
			return fmt.Sprintf("Il codice fiscale %s risulta errato sul sito dell'INPS, ma sulla tessera sanitaria n. %s (scadenza %s) è scritto così. Devo andare all'Agenzia delle Entrate o basta il modello AA4/8?",
				b.K(codiceFiscale(p)), b.K("80380"+digits(15)), b.K(rdate(2026, 2031).DMY("/")))
		}},
		{"clean_it_f24", func(b *B) string {
			y := recent().Y
			return fmt.Sprintf("F24 Semplificato — Sezione Erario: codice tributo %s anno %d importo %s; codice tributo %s anno %d importo %s. Saldo finale %s €. Scadenza %s. Protocollo telematico %s.",
				b.K(pick("4001", "4033", "1040", "1001")), y-1, b.K(amt(100, 5000, ".")), b.K(pick("3844", "3847", "3918", "1668")), y, b.K(amt(10, 900, ".")), b.K(amt(200, 6000, ".")), b.K(fmt.Sprintf("30/06/%d", y)), b.K(fmt.Sprintf("%d%015d", y%100, rng.Int63n(1000000000000000))))
		}},
		{"clean_it_pod_pdr", func(b *B) string {
			return fmt.Sprintf("Richiesta voltura: POD %s, potenza impegnata %d kW, lettura F1 %s kWh al %s; gas PDR %s, matricola contatore %s, lettura %s Smc. Codice offerta %s.",
				b.K(pod()), pick2(3, 4, 6), b.K(fmt.Sprintf("%d", rn(1000, 99999))), b.K(recent().DMY("/")), b.K(nzdigits(14)), b.K(fmt.Sprintf("%s%08d", pick("M", "MC", "EA"), rn(1, 99999999))), b.K(fmt.Sprint(rn(100, 9999))), b.K(rstr(upnum, 10)))
		}},
		{"clean_it_treno", func(b *B) string {
			return fmt.Sprintf("%s %s %s %s → %s %s, carrozza %d posto %d%s, PNR %s, CP %s. Prezzo %s € (offerta %s).",
				pick("Frecciarossa", "Italo", "Intercity", "Regionale Veloce"), b.K(fmt.Sprint(rn(500, 9999))), pick("Roma Termini", "Napoli Centrale", "Bologna C.le", "Torino P. Nuova"), hhmm(), pick("Milano Centrale", "Venezia S. Lucia", "Firenze S.M.N.", "Bari C.le"), hhmm(),
				rn(1, 11), rn(1, 80), pick("A", "B", "C", "D"), b.K(rstr(upper, 6)), b.K(nzdigits(10)), b.K(amt(9, 130, ".")), pick("Economy", "Super Economy", "Base"))
		}},
		{"clean_gr_mydata_marks", func(b *B) string {
			var ms []string
			for i := 0; i < rn(2, 4); i++ {
				ms = append(ms, b.K(mark()))
			}
			return fmt.Sprintf("Διαβιβάστηκαν %d παραστατικά στο myDATA για τον ΑΦΜ %s: MARK %s. UID τελευταίου: %s. Σύνολο ΦΠΑ %s €.",
				len(ms), b.K(afm()), strings.Join(ms, ", "), b.K(strings.ToUpper(rstr(hexlc, 40))), b.K(amt(10, 9000, ".")))
		}},
		{"clean_gr_amka_erotisi", func(b *B) string {
			return fmt.Sprintf("Ο ΑΜΚΑ %s εμφανίζεται ανενεργός στο σύστημα της συνταγογράφησης από %s. Ο γιατρός μου έδωσε αριθμό συνταγής %s. Τι πρέπει να κάνω στο ΚΕΠ;",
				b.K(amka()), b.K(recent().DMY("/")), b.K(nzdigits(13)))
		}},
		{"clean_gr_timologio", func(b *B) string {
			net := rn(50, 9000)
			return fmt.Sprintf("Τιμολόγιο Παροχής Υπηρεσιών Α-%d / %s\nΑΦΜ: %s — ΔΟΥ: %s\nΚαθαρή αξία: %s €\nΦΠΑ 24%%: %s €\nΣύνολο: %s €\nIBAN: %s",
				rn(1, 9999), b.K(recent().DMY("/")), b.K(afm()), doy(), b.K(fmt.Sprintf("%d,00", net)), b.K(fmt.Sprintf("%d,%02d", net*24/100, net*24%100)), b.K(fmt.Sprintf("%d,%02d", net+net*24/100, net*24%100)), b.K(iban("GR", true)))
		}},
		{"clean_gr_elta_tracking", func(b *B) string {
			d := recent()
			return fmt.Sprintf("Αριθμός αποστολής %s\n%s %s — Παραλαβή, ΚΔΑ Κρυονερίου\n%s %s — Άφιξη στο κατάστημα %s (ΤΚ %s)\nΒάρος %s kg",
				b.K(s10(pick("RE", "CP", "EA"), "GR")), b.K(d.DMY("/")), hhmm(), d.DMY("/"), hhmm(), city("GR").city, b.K(city("GR").zip), b.K(fmt.Sprintf("%d,%d", rn(0, 20), rn(1, 9))))
		}},
		{"clean_ro_efactura_status", func(b *B) string {
			return fmt.Sprintf("GET https://api.anaf.ro/prod/FCTEL/rest/stareMesaj?id_incarcare=%s\n<header xmlns=\"mfp:anaf:dgti:efactura:stareMesajFactura:v1\" stare=\"ok\" id_descarcare=\"%s\" ExecutionStatus=\"0\"/>\nCIF %s, data depunere %s",
				b.K(nzdigits(10)), b.K(nzdigits(10)), b.K(cui()), b.K(recent().ISO()))
		}},
		{"clean_ro_cnp_cod", func(b *B) string {
			c := cnp()
			return fmt.Sprintf("def valid_cnp(cnp: str) -> bool:\n    w = \"279146358279\"\n    s = sum(int(a) * int(b) for a, b in zip(cnp[:12], w)) %% 11\n    return str(1 if s == 10 else s) == cnp[12]\n\nassert valid_cnp(\"%s\")  # exemplu din documentație", b.K(c))
		}},
		{"clean_ro_factura", func(b *B) string {
			net := rn(100, 20000)
			return fmt.Sprintf("Factura seria %s nr. %05d din %s\nFurnizor: CIF RO%s, Reg. Com. %s\nValoare fără TVA: %s lei, TVA 19%%: %s lei, Total: %s lei\nCont: %s",
				pick("FCT", "SMRT", "BV", "CJ"), rn(1, 99999), b.K(recent().DMY(".")), b.K(cui()), b.K(fmt.Sprintf("J%02d/%d/%d", rn(1, 52), rn(100, 30000), rn(1995, 2024))), b.K(fmt.Sprintf("%d,00", net)), b.K(fmt.Sprintf("%d,%02d", net*19/100, net*19%100)), b.K(fmt.Sprintf("%d,%02d", net+net*19/100, net*19%100)), b.K(iban("RO", true)))
		}},
		{"clean_bg_econt_status", func(b *B) string {
			d := recent()
			return fmt.Sprintf("Товарителница %s\n%s %s Приета в офис %s\n%s %s Пристигнала в офис %s (п.к. %s)\nНаложен платеж: %s лв.\nТегло: %s кг",
				b.K("10"+nzdigits(11)), b.K(d.DMY(".")), hhmm(), city("BG").city, d.DMY("."), hhmm(), city("BG").city, b.K(city("BG").zip), b.K(amt(5, 600, " ")), b.K(fmt.Sprintf("%d,%d", rn(0, 30), rn(1, 9))))
		}},
		{"clean_bg_egn_vapros", func(b *B) string {
			return fmt.Sprintf("ЕГН %s — как се проверява контролната цифра? Теглата са 2, 4, 8, 5, 10, 9, 7, 3, 6, а остатъкът е по модул 11. Месецът за родени след 2000 г. е +40 (напр. %s).",
				b.K(egn()), b.K(fmt.Sprintf("%02d%02d%02d", rn(0, 9), rn(41, 52), rn(1, 28))))
		}},
		{"clean_bg_faktura", func(b *B) string {
			net := rn(100, 20000)
			return fmt.Sprintf("Фактура № %s / %s\nЕИК: %s, ДДС № BG%s\nДанъчна основа: %s лв.\nДДС 20%%: %s лв.\nОбщо: %s лв.\nIBAN: %s",
				b.K(fmt.Sprintf("%010d", rn(1, 99999))), b.K(recent().DMY(".")), b.K(eik()), b.K(eik()), b.K(fmt.Sprintf("%d,00", net)), b.K(fmt.Sprintf("%d,%02d", net/5, 0)), b.K(fmt.Sprintf("%d,00", net+net/5)), b.K(iban("BG", true)))
		}},
		{"clean_rs_uplatnica", func(b *B) string {
			return fmt.Sprintf("Uplatnica — primalac: %s, račun primaoca %s, šifra plaćanja %s, model 97, poziv na broj %s, iznos %s RSD, svrha: %s za %s/%d.",
				pick("EPS Snabdevanje", "Infostan", "JKP Beogradske elektrane", "Telekom Srbija"), b.K(rsAccount()), b.K(pick("289", "221", "253")), b.K(fmt.Sprintf("%02d-%s-%s", rn(10, 99), digits(4), digits(6))), b.K(amt(500, 40000, ".")), pick("račun", "zaduženje"), pick("01", "02", "03", "10", "11"), recent().Y)
		}},
		{"clean_hr_hub3", func(b *B) string {
			return fmt.Sprintf("HUB-3A: IBAN primatelja %s, model HR01, poziv na broj %s, šifra namjene %s, opis plaćanja: Račun %d/1/1, iznos %s EUR, OIB primatelja %s, datum izvršenja %s.",
				b.K(iban("HR", true)), b.K(fmt.Sprintf("%d-%s-%d", rn(1, 9999), digits(4), rn(1, 9))), pick("OTHR", "GOVT", "SUPP"), rn(1, 999), b.K(amt(5, 5000, ".")), b.K(oib()), b.K(recent().DMY(".")))
		}},
		{"clean_si_upn", func(b *B) string {
			return fmt.Sprintf("UPN QR: IBAN %s, referenca SI12 %s, koda namena %s, namen: %s, znesek %s EUR, rok plačila %s, ID za DDV SI%s.",
				b.K(iban("SI", true)), b.K(fmt.Sprintf("%d-%d", rn(1000, 99999), rn(10000, 999999))), pick("OTHR", "ELEC", "GASB", "WTER"), pick("Elektrika marec", "Komunala", "Najemnina"), b.K(amt(5, 2000, ".")), b.K(recent().DMY(".")), b.K(siTax()))
		}},
		{"clean_mk_faktura", func(b *B) string {
			return fmt.Sprintf("Фактура бр. %d/%d од %s. ЕДБ: MK%s, ЕМБС: %s. Износ без ДДВ %s ден., ДДВ 18%%, вкупно %s ден. Жиро сметка %s.",
				rn(1, 999), recent().Y, b.K(recent().DMY(".")), b.K("4030"+digits(9)), b.K(fmt.Sprint(rn(4000000, 7999999))), b.K(amt(1000, 900000, ".")), b.K(amt(1000, 900000, ".")), b.K(fmt.Sprintf("%s-%s-%s", pick("300", "250", "210"), digits(10), digits(2))))
		}},
		{"clean_al_fature", func(b *B) string {
			return fmt.Sprintf("Fatura tatimore nr. %d/%d, data %s. NIPT i shitësit: %s. NIVF: %s. Vlera pa TVSH %s Lekë, TVSH 20%%, totali %s Lekë. IBAN %s.",
				rn(1, 9999), recent().Y, b.K(recent().DMY(".")), b.K(nipt()), b.K(uuid()), b.K(amt(1000, 900000, " ")), b.K(amt(1000, 900000, " ")), b.K(iban("AL", true)))
		}},
		{"clean_lt_saskaita", func(b *B) string {
			return fmt.Sprintf("PVM SĄSKAITA FAKTŪRA Serija %s Nr. %06d\nData: %s\nPVM mokėtojo kodas: LT%s, įmonės kodas %s\nSuma be PVM: %s €, PVM 21%%, iš viso: %s €\nA. s. %s",
				rstr(upper, 3), rn(1, 999999), b.K(recent().ISO()), b.K(nzdigits(9)+"1"+digits(2)), b.K(nzdigits(9)), b.K(amt(10, 90000, " ")), b.K(amt(10, 90000, " ")), b.K(iban("LT", true)))
		}},
		{"clean_lv_rekins", func(b *B) string {
			r := "4000" + digits(7)
			return fmt.Sprintf("Rēķins Nr. %d/%04d, datums %s. Reģ. nr. %s, PVN LV%s. Summa apmaksai: %s EUR, apmaksāt līdz %s. Konts %s.",
				recent().Y, rn(1, 9999), b.K(recent().DMY(".")), b.K(r), r, b.K(amt(10, 90000, " ")), b.K(recent().DMY(".")), b.K(iban("LV", true)))
		}},
		{"clean_ee_arve", func(b *B) string {
			return fmt.Sprintf("Arve nr %d-%04d, kuupäev %s. Registrikood %s, KMKR EE%s. Viitenumber %s. Tasuda %s € hiljemalt %s. Arvelduskonto %s.",
				recent().Y, rn(1, 9999), b.K(recent().DMY(".")), b.K(fmt.Sprint(rn(10000000, 16999999))), b.K("10"+digits(7)), b.K(viitenumber()), b.K(amt(5, 9000, " ")), recent().DMY("."), b.K(iban("EE", true)))
		}},
		{"clean_md_factura", func(b *B) string {
			return fmt.Sprintf("Factura fiscală seria %s nr. %07d din %s. IDNO furnizor %s, cod TVA %s. Suma totală %s MDL. IBAN %s.",
				pick("EAA", "AAB", "EAC"), rn(1, 9999999), b.K(recent().DMY(".")), b.K("100"+digits(10)), b.K(nzdigits(7)), b.K(amt(100, 99000, " ")), b.K(iban("MD", false)))
		}},
		{"clean_dev_log_ids", func(b *B) string {
			var ls []string
			for i := 0; i < rn(2, 4); i++ {
				ls = append(ls, fmt.Sprintf("%s %s [%s] %s %s %d %dms req=%s", b.K(ts()), pick("INFO", "WARN", "DEBUG"), pick("sdi-sync", "efactura-worker", "mydata-client", "econt-poller", "omniva-sync"),
					pick("GET", "POST"), pick("/v1/invoices/", "/api/shipments/", "/queue/")+fmt.Sprint(rn(10000, 99999999)), pick2(200, 201, 204, 409, 502), rn(2, 4000), b.K(rstr(hexlc, 16))))
			}
			return strings.Join(ls, "\n")
		}},
		{"clean_dev_env_example", func(b *B) string {
			return fmt.Sprintf("# .env.example — copiați în .env și completați\nDB_HOST=localhost\nDB_PORT=%s\nDB_PASSWORD=${DB_PASSWORD}\nANAF_CLIENT_SECRET=<client-secret>\nSTRIPE_SECRET=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx\nSMTP_PASS=changeme\nAPP_VERSION=%s",
				b.K(pick("5432", "3306", "1433")), b.K(semver()))
		}},
		{"clean_dev_json_order", func(b *B) string {
			return fmt.Sprintf(`{"id":%d,"number":"%s","status":"%s","created_at":"%s","items":[{"sku":"%s","ean":"%s","qty":%d,"price":"%d.%02d"}],"shipping":{"carrier":"%s","tracking":"%s","postcode":"%s"},"total":"%d.%02d","currency":"EUR"}`,
				rn(10000, 999999), b.K(fmt.Sprintf("#%d", rn(1000, 99999))), pick("processing", "shipped", "completed"), b.K(ts()), b.K(rstr(upnum, 8)), b.K(ean13()), rn(1, 5), rn(1, 400), rn(0, 99),
				pick("DPD", "Omniva", "GLS", "BRT"), b.K("0"+nzdigits(13)), b.K(city(pick("LT", "LV", "EE", "IT")).zip), rn(5, 900), rn(0, 99))
		}},
		{"clean_dev_csv_shipments", func(b *B) string {
			var rows []string
			for i := 0; i < rn(2, 4); i++ {
				cc := pick("RO", "BG", "GR", "HR", "SI", "LT")
				rows = append(rows, fmt.Sprintf("%s,%s,%s,%s,%d.%d,%s", b.K(s10(pick("RR", "CP", "CE"), cc)), cc, b.K(city(cc).zip), recent().ISO(), rn(0, 25), rn(0, 9), pick("DELIVERED", "IN_TRANSIT", "RETURNED")))
			}
			return "tracking,country,postcode,shipped,kg,status\n" + strings.Join(rows, "\n")
		}},
		{"clean_dev_sql_query", func(b *B) string {
			return fmt.Sprintf("SELECT o.id, o.numero, o.totale\nFROM ordini o JOIN clienti c ON c.id = o.cliente_id\nWHERE c.cap = '%s' AND o.creato_il >= '%s' AND o.totale > %d.%02d\nORDER BY o.creato_il DESC LIMIT %d;",
				b.K(city("IT").zip), b.K(recent().ISO()), rn(10, 900), rn(0, 99), rn(10, 500))
		}},
		{"clean_dev_git_log", func(b *B) string {
			var ls []string
			for i := 0; i < rn(2, 4); i++ {
				ls = append(ls, fmt.Sprintf("%s %s", b.K(rstr(hexlc, 7)), pick("fix: validare CNP pentru persoane născute după 2000", "feat(sdi): gestione notifica NS codice 00404", "chore: bump lib to v"+semver(), "fix: ΑΦΜ check digit", "feat: Omniva pakomātu saraksts", "refactor: JMBG parser")))
			}
			return strings.Join(ls, "\n") + "\nTag: " + b.K("v"+semver())
		}},
		{"clean_dev_k8s_events", func(b *B) string {
			return fmt.Sprintf("LAST SEEN   TYPE      REASON      OBJECT                          MESSAGE\n%dm         Warning   BackOff     pod/%s-%s-%s   Back-off restarting failed container\n%ds         Normal    Pulled      pod/%s-%s-%s   Container image \"registry.local:5000/%s:%s\" already present on machine",
				rn(1, 59), pick("sdi-sync", "efactura", "mydata"), b.K(rstr(hexlc, 10)), rstr(lower+"0123456789", 5), rn(1, 59), pick("api", "worker"), rstr(hexlc, 10), rstr(lower+"0123456789", 5), pick("api", "worker"), b.K(semver()))
		}},
		{"clean_chat_plans", func(b *B) string {
			switch rng.Intn(6) {
			case 0:
				return fmt.Sprintf("Ci vediamo alle %s davanti al bar in piazza, porta i %d € per il regalo di %s. Il treno arriva al binario %d.", b.K(hhmm()), rn(5, 50), person("IT").First, rn(1, 20))
			case 1:
				return fmt.Sprintf("Ne vedem la %s la intrarea în mall, etajul %d. Am rezervat masa pentru %d persoane, %d lei de persoană.", b.K(hhmm()), rn(1, 3), rn(2, 12), rn(50, 200))
			case 2:
				return fmt.Sprintf("Θα είμαστε εκεί στις %s, πύλη %s. Η πτήση A3 %d έχει καθυστέρηση %d λεπτά.", b.K(hhmm()), b.K(fmt.Sprintf("B%d", rn(1, 40))), rn(100, 999), rn(10, 90))
			case 3:
				return fmt.Sprintf("Ще се видим в %s пред НДК, вход %d. Билетите са по %d лв.", b.K(hhmm()), rn(1, 12), rn(10, 80))
			case 4:
				return fmt.Sprintf("Vidimo se u %s kod sata na Trgu, ja donosim %d piva. Utakmica počinje u 20:45.", b.K(hhmm()), rn(2, 12))
			}
			return fmt.Sprintf("Susitinkam %s prie Katedros, autobusas Nr. %d. Bilietas kainuoja %d,%02d €.", b.K(hhmm()), rn(1, 90), rn(1, 3), rn(0, 99))
		}},
		{"clean_pharmacy_hours", func(b *B) string {
			return fmt.Sprintf("%s — %s\nLun–Ven %s–13:00 / 15:30–19:30\nSab %s–12:30\nTurno notturno: %s\nCAP %s",
				pick("Farmacia Comunale n. "+fmt.Sprint(rn(1, 40)), "Φαρμακείο", "Farmacia Catena", "Аптека Субра", "Ljekarna"), street(pick("IT", "GR", "RO", "BG", "HR")), b.K("08:30"), "09:00", b.K(recent().DMY("/")), b.K(city("IT").zip))
		}},
		{"clean_train_timetable", func(b *B) string {
			return fmt.Sprintf("%s %s %s %s → %s %s (%dh%02d), clasa a %s-a, vagon %d loc %d. Preț %s lei. Rezervare %s.",
				pick("IR", "IC", "R", "IRN"), b.K(fmt.Sprint(rn(1000, 19999))), pick("București Nord", "Cluj-Napoca", "Brașov", "Iași"), hhmm(), pick("Constanța", "Timișoara Nord", "Sibiu", "Suceava"), hhmm(), rn(1, 12), rn(0, 59), pick("I", "II"), rn(1, 12), rn(1, 90), b.K(amt(20, 250, ".")), b.K(nzdigits(9)))
		}},
		{"clean_flight_booking", func(b *B) string {
			return fmt.Sprintf("Booking ref %s — %s %d %s %s → %s %s, %s. Seat %d%s, bag 23 kg. E-ticket %s. Total %s €.",
				b.K(rstr(upper, 6)), pick("A3", "AZ", "RO", "FB", "OU", "JU", "BT", "LO", "W6", "FR"), rn(100, 9999), b.K(recent().DMY("/")), pick("ATH", "FCO", "OTP", "SOF", "BEG", "ZAG", "RIX", "VNO", "TLL", "MLA", "LCA"), pick("BRU", "FRA", "MUC", "CDG", "AMS", "VIE"), hhmm(), pick("Economy", "Business", "Flex"), rn(1, 32), pick("A", "C", "D", "F"), b.K(fmt.Sprintf("%03d-%010d", rn(100, 999), rng.Int63n(10000000000))), b.K(amt(40, 900, ".")))
		}},
		{"clean_price_list", func(b *B) string {
			return fmt.Sprintf("Listino %d: %s €/pz (IVA incl.) | %s lei/buc | %s лв./бр. | %s RSD/kom | %s ден. | %s Lekë | %s €/vnt.",
				recent().Y, b.K(amt(1, 900, ".")), b.K(amt(1, 900, ".")), b.K(amt(1, 900, " ")), b.K(amt(100, 90000, ".")), b.K(amt(100, 90000, ".")), b.K(fmt.Sprint(rn(100, 90000))), b.K(amt(1, 900, " ")))
		}},
		{"clean_bank_statement", func(b *B) string {
			var ls []string
			for i := 0; i < rn(2, 4); i++ {
				ls = append(ls, fmt.Sprintf("%s  %-28s  %s  %s", b.K(recent().DMY(".")), pick("SEPA CT", "POS PURCHASE", "ATM WITHDRAWAL", "STANDING ORDER", "CARD FEE")+" "+rstr(upnum, 6), b.K("REF"+nzdigits(12)), b.K(amt(1, 9000, "."))))
			}
			return strings.Join(ls, "\n") + "\nIBAN " + b.K(iban(pick("LT", "LV", "EE", "HR", "SI"), true))
		}},
		{"clean_masked_card", func(b *B) string {
			return fmt.Sprintf("Plata cu cardul %s a fost autorizată: cod autorizare %s, RRN %s, %s lei, %s %s. Numărul %s din formularul de test nu trece verificarea Luhn.",
				b.K(maskedCard()), b.K(fmt.Sprintf("%06d", rn(0, 999999))), b.K(nzdigits(12)), b.K(amt(1, 900, ".")), b.K(recent().DMY(".")), hhmm(), b.K(badCard()))
		}},
		{"clean_dev_testcards", func(b *B) string {
			return fmt.Sprintf("// Carte di test Stripe (modalità test): %s (Visa), %s (Mastercard), %s (3DS richiesto). Scadenza qualsiasi futura, es. %s, CVC %s.",
				b.K("4242 4242 4242 4242"), b.K("5555 5555 5555 4444"), b.K("4000 0027 6000 3184"), b.K(fmt.Sprintf("12/%d", rn(28, 34))), b.K(fmt.Sprint(rn(100, 999))))
		}},
		{"clean_coords_address", func(b *B) string {
			cc := pick("IT", "GR", "RO", "HR", "LT", "EE")
			c := city(cc)
			return fmt.Sprintf("Punto di ritiro: %s, %s %s — GPS %s, %s. Aperto %s–%s.", street(cc), b.K(c.zip), c.city, b.K(fmt.Sprintf("%d.%06d", rn(35, 59), rn(0, 999999))), b.K(fmt.Sprintf("%d.%06d", rn(12, 28), rn(0, 999999))), "08:00", "20:00")
		}},
		{"clean_package_versions", func(b *B) string {
			return fmt.Sprintf("\"dependencies\": {\n  \"fatturapa-js\": \"^%s\",\n  \"efactura-anaf\": \"%s\",\n  \"mydata-aade\": \"~%s\",\n  \"libphonenumber-js\": \"^%s\"\n},\n\"engines\": {\"node\": \">=%d\"}",
				b.K(semver()), b.K(semver()), b.K(semver()), b.K(semver()), rn(16, 22))
		}},
		{"clean_ssh_pubkey", func(b *B) string {
			return fmt.Sprintf("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s %s\nFingerprint: SHA256:%s (ED25519)",
				b.K(rstr(alnum+"+/", 43)), b.K("ci-runner-"+fmt.Sprint(rn(1, 20))), b.K(rstr(alnum+"+/", 43)))
		}},
		{"clean_health_nre", func(b *B) string {
			return fmt.Sprintf("Ricetta dematerializzata NRE %s, esenzione %s, priorità %s. Prestazione %s, ticket %s €. Prenotare entro il %s. Codice struttura %s.",
				b.K(nre()), b.K(pick("E01", "E02", "048", "7R2")), pick("B", "D", "P"), pick("89.13 Visita neurologica", "88.74.1 Ecografia addome superiore", "95.02 Visita oculistica"), b.K(amt(0, 70, ".")), b.K(recent().DMY("/")), b.K(fmt.Sprintf("%06d", rn(1, 999999))))
		}},
		{"clean_tax_deadlines", func(b *B) string {
			y := recent().Y
			return fmt.Sprintf("Termene %d: Declarația unică (212) — %s; D112 lunar — %s; Ε1 (ΑΑΔΕ) — %s; ДДС дневници — %s; PVM deklaracija — %s. Penalizări: %s%% pe zi.",
				y, b.K(fmt.Sprintf("25.05.%d", y)), b.K("25"), b.K(fmt.Sprintf("15/07/%d", y)), b.K("14-то число"), b.K(fmt.Sprintf("%d-%02d-25", y, rn(1, 12))), b.K("0,02"))
		}},
		{"clean_postal_codes", func(b *B) string {
			var xs []string
			for _, cc := range []string{pick("IT", "GR"), pick("RO", "BG"), pick("RS", "HR", "SI"), pick("LT", "LV", "EE"), pick("MT", "MD", "CY")} {
				c := city(cc)
				xs = append(xs, fmt.Sprintf("%s %s (%s)", b.K(c.zip), c.city, cc))
			}
			return "Zone di consegna gratuita: " + strings.Join(xs, "; ") + "."
		}},
		{"clean_ean_products", func(b *B) string {
			var xs []string
			for i := 0; i < rn(2, 4); i++ {
				xs = append(xs, fmt.Sprintf("%s | %s | %s | %s", b.K(ean13()), b.K(rstr(upnum, 8)), pick("Olio EVO 1L", "Feta ΠΟΠ 400g", "Zacuscă 300g", "Лютеница 260г", "Ajvar blagi 350g", "Kvass 1,5L"), b.K(amt(1, 30, "."))))
			}
			return "EAN | SKU | Prodotto | Prezzo\n" + strings.Join(xs, "\n")
		}},
		{"clean_meter_readings", func(b *B) string {
			return fmt.Sprintf("Index autocitit: cod loc de consum %s, serie contor %s, index vechi %s kWh, index nou %s kWh, perioada %s – %s. Cod client %s.",
				b.K(nzdigits(10)), b.K(nzdigits(8)), b.K(fmt.Sprint(rn(1000, 50000))), b.K(fmt.Sprint(rn(50001, 90000))), b.K(recent().DMY(".")), recent().DMY("."), b.K(nzdigits(9)))
		}},
		{"clean_iban_footer", func(b *B) string {
			var xs []string
			for _, cc := range []string{pick("IT", "GR", "CY", "MT"), pick("RO", "MD", "BG"), pick("RS", "ME", "BA", "MK", "AL", "XK"), pick("LT", "LV", "EE", "SI", "HR")} {
				xs = append(xs, fmt.Sprintf("%s: %s", cc, b.K(iban(cc, chance(0.6)))))
			}
			return "Conturi bancare / Bank accounts — " + strings.Join(xs, " | ")
		}},
		{"clean_placeholder_form", func(b *B) string {
			return fmt.Sprintf("Modulo reso — compilare in stampatello\nNome e cognome: ____________________\nTelefono: +39 ___ _______\nEmail: ______@______\nN. ordine: %s    Data acquisto: %s\nCodice reso: %s",
				b.K(fmt.Sprintf("%d-%05d", recent().Y, rn(1, 99999))), b.K(recent().DMY("/")), b.K(rstr(upnum, 8)))
		}},
		{"clean_jwt_placeholder", func(b *B) string {
			h := b64u(`{"alg":"RS256","typ":"JWT"}`)
			return fmt.Sprintf("L'header JWT %s decodificato è {\"alg\":\"RS256\",\"typ\":\"JWT\"}. Nella richiesta usate Authorization: Bearer <token> (scade dopo %d s). Endpoint: https://api.anaf.ro/prod/FCTEL/rest/listaMesajeFactura?zile=%d&cif=%s",
				b.K(h), rn(300, 7776000), rn(1, 60), b.K(cui()))
		}},
		{"clean_national_id_tests", func(b *B) string {
			return fmt.Sprintf("func TestChecksums(t *testing.T) {\n\tvalid := []string{%q, %q, %q, %q, %q}\n\t// JMBG, OIB, EMŠO, asmens kodas, isikukood\n\tfor _, s := range valid { if !Valid(s) { t.Fatal(s) } }\n}",
				b.K(jmbg(rn(71, 79))), b.K(oib()), b.K(jmbg(50)), b.K(personalCodeLTEE(chance(0.5))), b.K(personalCodeLTEE(chance(0.5))))
		}},
		{"clean_courier_lockers", func(b *B) string {
			return fmt.Sprintf("Easybox %s (%s) — compartiment %s, cod deschidere valabil până la %s %s. Omniva pakiautomaat %s, Box Now locker %s.",
				b.K(fmt.Sprintf("#%d", rn(1000, 9999))), pick("Lidl Drumul Taberei", "Kaufland Iași", "Mega Image Floreasca"), pick("S", "M", "L")+fmt.Sprint(rn(1, 40)), b.K(recent().DMY(".")), hhmm(), b.K(fmt.Sprint(rn(1000, 9999))), b.K(fmt.Sprint(rn(100, 9999))))
		}},
		{"clean_eu_vat_check", func(b *B) string {
			return fmt.Sprintf("VIES check %s: IT%s valid, EL%s valid, RO%s invalid, HR%s valid, SI%s valid. Request id %s.",
				b.K(recent().ISO()), b.K(partitaIVA()), b.K(afm()), b.K(cui()), b.K(oib()), b.K(siTax()), b.K("WAPIAAAA"+rstr(upnum, 8)))
		}},
	}
}

func cleanKindList() []Kind { return cleanKinds() }

func piiKindList() []Kind {
	var ks []Kind
	ks = append(ks, itKinds()...)
	ks = append(ks, grKinds()...)
	ks = append(ks, roKinds()...)
	ks = append(ks, yuKinds()...)
	ks = append(ks, balKinds()...)
	ks = append(ks, xKinds()...)
	return ks
}
