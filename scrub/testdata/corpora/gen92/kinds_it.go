package main

import (
	"fmt"
	"strings"
)

func sdiCode() string { return rstr(upnum, 7) }
func nre() string     { return fmt.Sprintf("%03d0A%010d", rn(10, 200), rng.Int63n(10000000000)) }
func pod() string     { return fmt.Sprintf("IT001E%08d", rng.Intn(100000000)) }
func subj(b *B) string {
	if chance(0.4) {
		return "Fattura errata n. " + b.K(fmt.Sprintf("%d/%d", rn(1, 999), recent().Y))
	}
	return pick("Router FRITZ!Box non si connette", "Disdetta contratto fibra", "Portabilità numero", "Addebito RID non riconosciuto")
}

func itKinds() []Kind {
	return []Kind{
		{"it_poste_giacenza", func(b *B) string {
			p := person("IT")
			c := city("IT")
			tr := s10(pick("RR", "RA", "RB", "CP"), "IT")
			return fmt.Sprintf("Buongiorno, il pacco con codice %s risulta %s presso l'ufficio postale di %s (CAP %s) dal %s. Potete farlo riconsegnare %s? Il mio cellulare è %s. Grazie, %s",
				b.K(tr), pick("in giacenza", "\"in giacenza\"", "in lavorazione"), c.city, b.K(c.zip), b.K(recent().DMY("/")), pick("domattina", "sabato", "dopo le 14"), b.Mob("IT", Any), p.Full())
		}},
		{"it_firma_commercialista", func(b *B) string {
			p := person("IT")
			c := city("IT")
			pec := ascii(p.First) + "." + ascii(p.Last) + "@" + pick("pec.it", "legalmail.it", "arubapec.it", "pec.commercialisti.it", "odcec"+strings.ToLower(c.city[:2])+".legalmail.it")
			return fmt.Sprintf("--\n%s %s\n%s — Studio %s & Associati\n%s, %s %s\nTel. %s | Cell. %s\nPEC: %s | Email: %s\nP.IVA %s — C.F. %s\nCodice destinatario SDI: %s",
				pick("Dott.", "Dott.ssa", "Rag."), p.Full(), pick("Commercialista", "Revisore legale", "Consulente del lavoro"), p.Last, street("IT"), b.K(c.zip), c.city,
				b.Land("IT", pick2(NatSp, IntlSp)), b.Mob("IT", pick2(NatSp, NatCmp, IntlSp)), b.P("email", pec), b.WEm(p), b.K(partitaIVA()), b.K(codiceFiscale(p)), b.K(sdiCode()))
		}},
		{"it_fatturapa_xml", func(b *B) string {
			p := person("IT")
			d := recent()
			num := fmt.Sprintf("%d/%04d", d.Y, rn(1, 2400))
			tot := fmt.Sprintf("%d.%02d", rn(40, 9000), rn(0, 99))
			return fmt.Sprintf(`<CedentePrestatore><DatiAnagrafici><IdFiscaleIVA><IdPaese>IT</IdPaese><IdCodice>%s</IdCodice></IdFiscaleIVA><CodiceFiscale>%s</CodiceFiscale><Anagrafica><Nome>%s</Nome><Cognome>%s</Cognome></Anagrafica><RegimeFiscale>RF19</RegimeFiscale></DatiAnagrafici><Contatti><Telefono>%s</Telefono><Email>%s</Email></Contatti></CedentePrestatore>
<DatiGeneraliDocumento><TipoDocumento>TD01</TipoDocumento><Divisa>EUR</Divisa><Data>%s</Data><Numero>%s</Numero><ImportoTotaleDocumento>%s</ImportoTotaleDocumento></DatiGeneraliDocumento>`,
				b.K(partitaIVA()), b.K(codiceFiscale(p)), strings.ToUpper(p.First), strings.ToUpper(p.Last), b.Ph("IT", NatCmp), b.Em(p), b.K(d.ISO()), b.K(num), b.K(tot))
		}},
		{"it_sdi_scarto", func(b *B) string {
			p := person("IT")
			d := recent()
			return fmt.Sprintf("Ciao %s, la fattura n. %s del %s è stata scartata dallo SdI (IdentificativoSdI %s, errore %s: %s). Mi confermi il codice destinatario %s o la PEC del cliente? Se è più semplice chiamami al %s.",
				p.First, b.K(fmt.Sprintf("%d/%s", rn(1, 480), pick("FE", "A", "E", "PA"))), b.K(d.DMY("/")), b.K(nzdigits(pick2(9, 10, 11))), b.K(pick("00305", "00311", "00404", "00423", "00200")),
				pick("IdFiscaleIVA del CessionarioCommittente non valido", "codice destinatario non valido", "fattura duplicata", "file non conforme al formato"), b.K(sdiCode()), b.Mob("IT", Any))
		}},
		{"it_banca_chat", func(b *B) string {
			return fmt.Sprintf("Salve, credo mi abbiano clonato la carta %s: vedo un addebito di %s € del %s da %s che non ho fatto. L'ho già bloccata dall'app. %s %s",
				b.Card(Any), b.K(amt(12, 1900, ".")), b.K(recent().DMY("/")), pick("AMZN MKTP", "PAYPAL *EBAY", "GOOGLE *YouTube", "ALIEXPRESS.COM", "BOOKING.COM"),
				pick("Potete ricontattarmi al", "Numero per essere richiamato:", "Il mio cell è"), b.Mob("IT", Any))
		}},
		{"it_cup_promemoria", func(b *B) string {
			p := person("IT")
			d := recent()
			return fmt.Sprintf("PROMEMORIA CUP - Prenotazione n. %s: %s il %s ore %s presso %s. Paziente %s, CF %s, NRE %s. Recapiti paziente: %s / %s. Disdetta almeno 48 ore prima.",
				b.K(fmt.Sprintf("%d%06d", d.Y, rn(1, 999999))), pick("Visita cardiologica", "Ecografia addome completo", "RM ginocchio dx", "Visita dermatologica", "Esami ematochimici"),
				b.K(d.DMY("/")), hhmm(), pick("Policlinico Umberto I", "Ospedale San Raffaele", "ASL Napoli 1 Centro - PO Pellegrini", "AOU Careggi", "Poliambulatorio via Tuscolana"),
				p.Full(), b.K(codiceFiscale(p)), b.K(nre()), b.Mob("IT", Any), b.Em(p))
		}},
		{"it_condominio", func(b *B) string {
			p := person("IT")
			d := recent()
			return fmt.Sprintf("Oggetto: Rata condominiale %s — %s\n\nGentili condomini,\nla %s rata di € %s va versata entro il %s sull'IBAN %s intestato al Condominio. Causale: \"Rata %s int. %d\".\nPer informazioni l'amministratore %s risponde al %s (lun-ven 9-13) o all'indirizzo %s.",
				pick("gennaio", "aprile", "luglio", "ottobre"), street("IT"), pick("prima", "seconda", "terza"), b.K(amt(120, 1800, ".")), b.K(d.DMY("/")), b.K(iban("IT", chance(0.5))),
				fmt.Sprint(d.Y), rn(1, 30), p.Full(), b.Ph("IT", Any), b.Em(p))
		}},
		{"it_annuncio_affitto", func(b *B) string {
			p := person("IT")
			c := city("IT")
			return fmt.Sprintf("AFFITTASI bilocale arredato zona %s, %s (%s). %d mq, %d° piano %s ascensore. Canone € %s/mese + € %d spese, cauzione 2 mensilità. Classe energetica %s. No agenzie. %s %s %s",
				pick("Centro", "Stazione", "Università", "Ospedale", "Porta Nuova"), c.city, b.K(c.zip), rn(38, 75), rn(1, 6), pick("con", "senza"), b.K(fmt.Sprintf("%d", rn(55, 140)*10)), rn(40, 150),
				pick("A4", "B", "C", "D", "E", "G"), p.First, b.Mob("IT", pick2(NatSp, NatCmp, NatSep, IntlSp)), pick("(anche WhatsApp)", "solo WhatsApp", "ore serali", "no SMS"))
		}},
		{"it_env_laravel", func(b *B) string {
			p := person("IT")
			dom := bizDomain(p)
			return fmt.Sprintf("APP_NAME=\"Negozio %s\"\nAPP_ENV=production\nAPP_URL=https://shop.%s\nDB_CONNECTION=mysql\nDB_HOST=%s\nDB_PORT=3306\nDB_DATABASE=negozio\nDB_USERNAME=negozio_app\nDB_PASSWORD=%s\nSTRIPE_KEY=%s\nSTRIPE_SECRET=%s\nMAIL_MAILER=smtp\nMAIL_HOST=smtps.aruba.it\nMAIL_PORT=465\nMAIL_USERNAME=%s\nMAIL_PASSWORD=%s",
				p.Last, dom, b.K(fmt.Sprintf("10.0.%d.%d", rn(0, 9), rn(2, 250))), b.Pw(), b.K("pk_live_51"+rtok(60)), b.Tok("stripe"), b.P("email", pick("ordini", "noreply", "shop", "info")+"@"+dom), b.Pw())
		}},
		{"it_spid_log", func(b *B) string {
			p := person("IT")
			cf := codiceFiscale(p)
			iat := epoch()
			pl := fmt.Sprintf(`{"sub":"TINIT-%s","iss":"https://login.%s.it","aud":"portale-servizi","spidCode":"%s","name":"%s","familyName":"%s","iat":%d,"exp":%d}`,
				cf, pick("comune.roma", "comune.milano", "regione.lazio", "inps", "comune.bologna"), rstr(upnum, 14), p.First, p.Last, iat, iat+3600)
			rid := uuid()
			return fmt.Sprintf("%s INFO [spid-gw] POST /api/v1/pratiche 201 %dms req_id=%s ip=%s headers={\"Authorization\":\"Bearer %s\",\"X-Request-ID\":\"%s\"}",
				b.K(fmt.Sprintf("%sT%s:%02d.%03dZ", recent().ISO(), hhmm(), rn(0, 59), rn(0, 999))), rn(30, 900), b.K(rid), b.K(fmt.Sprintf("93.%d.%d.%d", rn(32, 63), rn(0, 255), rn(1, 254))), b.JWT(jwtMake("RS256", rstr(hexlc, 8), pl)), rid)
		}},
		{"it_curriculum", func(b *B) string {
			p := person("IT")
			c := city("IT")
			dob := rdate(1975, 2002)
			return fmt.Sprintf("CURRICULUM VITAE\n%s\n%s a %s il %s\nResidenza: %s, %s %s\nCell.: %s\nE-mail: %s\nPatente B — %s\nAutorizzo il trattamento dei dati personali ai sensi del D.Lgs. %s e del GDPR (Reg. UE %s).",
				strings.ToUpper(p.Full()), map[bool]string{true: "Nata", false: "Nato"}[p.Female], c.city, b.K(dob.DMY("/")), street("IT"), b.K(c.zip), c.city, b.Ph("IT", Any), b.Em(p), pick("automunito/a", "disponibile a trasferte"), b.K("196/2003"), b.K("2016/679"))
		}},
		{"it_730_richiesta", func(b *B) string {
			p := person("IT")
			d := recent()
			return fmt.Sprintf("Buongiorno, sono %s (CF %s). Nel 730 precompilato %d manca la spesa sanitaria di € %s del %s. Il protocollo della mia richiesta è %s. Potete richiamarmi al %s? Grazie",
				p.Full(), b.K(codiceFiscale(p)), d.Y-1, b.K(amt(30, 2400, ".")), b.K(rdate(d.Y-1, d.Y-1).DMY("/")), b.K(fmt.Sprintf("%d%s%07d", d.Y, pick("AGE", "ENT"), rn(1, 9999999))), b.Ph("IT", pick2(Intl00, IntlSp, NatSp)))
		}},
		{"it_whatsapp_export", func(b *B) string {
			p := person("IT")
			o := person("IT")
			d := recent()
			t := func() string { return fmt.Sprintf("[%s, %s:%02d]", d.Short("/"), hhmm(), rn(0, 59)) }
			return fmt.Sprintf("%s %s: ciao! ho cambiato numero, salvati questo %s\n%s %s: ok 👍 la mail è sempre %s?\n%s %s: no, ora uso %s\n%s %s: perfetto, ci vediamo il %s alle %s",
				t(), p.First, b.Mob("IT", pick2(NatSp, NatCmp, IntlSp)), t(), o.First, b.Em(p), t(), p.First, b.Em(p), t(), o.First, b.K(recent().DMY("/")), hhmm())
		}},
		{"it_ordine_json", func(b *B) string {
			p := person("IT")
			c := city("IT")
			ord := fmt.Sprintf("IT-%d-%06d", recent().Y, rn(1, 999999))
			return fmt.Sprintf(`{"ordine":"%s","data":"%sT%s:00+01:00","cliente":{"nome":"%s","cognome":"%s","email":"%s","telefono":"%s","codice_fiscale":"%s"},"spedizione":{"indirizzo":"%s","cap":"%s","citta":"%s","prov":"%s"},"totale":"%s","corriere":"%s","tracking":"%s"}`,
				b.K(ord), recent().ISO(), hhmm(), p.First, p.Last, b.Em(p), b.Mob("IT", pick2(IntlCmp, NatCmp, IntlSp)), b.K(codiceFiscale(p)), street("IT"), b.K(c.zip), c.city, strings.ToUpper(c.city[:2]),
				b.K(fmt.Sprintf("%d.%02d", rn(9, 400), rn(0, 99))), pick("BRT", "GLS", "SDA", "Poste Delivery"), b.K(nzdigits(pick2(12, 14, 15))))
		}},
		{"it_nexi_config", func(b *B) string {
			alias := "ALIAS_WEB_" + digits(8)
			return fmt.Sprintf("<?php\n// configurazione Nexi XPay - ambiente produzione\n$alias = '%s';\n$chiaveSegreta = '%s'; // chiave MAC dal back office\n$requestUrl = 'https://ecommerce.nexi.it/ecomm/ecomm/DispatcherServlet';\n$importo = %d; // in centesimi\n$divisa = 'EUR';",
				b.K(alias), b.P("bearer", rtok(32)), rn(500, 99999))
		}},
		{"it_viber_condominio", func(b *B) string {
			p := person("IT")
			return fmt.Sprintf("%s: Buonasera a tutti, %s alle %s passa il tecnico per il contatore (POD %s). Chi non è in casa mi lasci le chiavi o mi chiami al %s. Grazie! — int. %d",
				p.Full(), pick("domani", "giovedì", "lunedì"), hhmm(), b.K(pod()), b.Mob("IT", Any), rn(1, 24))
		}},
		{"it_pec_diffida", func(b *B) string {
			p := person("IT")
			c := city("IT")
			return fmt.Sprintf("Spett.le %s S.r.l. (P.IVA %s),\nin nome e per conto del mio assistito, sig. %s, vi diffido a restituire la caparra di € %s entro 15 giorni dal ricevimento della presente.\nAvv. %s — Foro di %s\nPEC %s — tel. %s",
				pick("Immobiliare Sole", "Edil Costruzioni", "Auto Center", "Arredamenti Moderni"), b.K(partitaIVA()), person("IT").Full(), b.K(amt(500, 9000, ".")), p.Full(), c.city,
				b.P("email", ascii(p.First)+"."+ascii(p.Last)+"@"+pick("ordineavvocatiroma.org", "pec.ordineavvocatimilano.it", "avvocatinapoli.legalmail.it", "cert.avvocatibologna.it")), b.Land("IT", NatSp))
		}},
		{"it_ticket_helpdesk", func(b *B) string {
			p := person("IT")
			return fmt.Sprintf("Ticket #%s | Priorità: %s | Cliente: %s <%s> | Tel: %s | Oggetto: %s | Aperto il %s %s",
				b.K(fmt.Sprintf("%d", rn(100000, 999999))), pick("Alta", "Media", "Bassa"), p.Full(), b.Em(p), b.Ph("IT", Any), subj(b),
				b.K(recent().DMY("/")), hhmm())
		}},
	}
}
