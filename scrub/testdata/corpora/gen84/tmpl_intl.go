package main

import (
	"fmt"
	"strings"
)

// ---------- German ----------

func (g *G) steuerID() string {
	return g.nz(2) + " " + g.digits(3) + " " + g.digits(3) + " " + g.digits(3)
}

func tDEKreditantrag(g *G, d *Doc) {
	p, p2 := g.person("de"), g.person("de")
	bank := g.company("de", g.pick("Bank", "Sparkasse", "Kredit"))
	a1, a2 := g.addrDE()
	d.L(bank.Name, "Selbstauskunft zum Darlehensantrag Nr. "+d.K(g.digits(10)), "", "1. Antragsteller", "Name, Vorname: "+p.Last+", "+p.First, "Geburtsdatum: "+d.K(g.dateIn(1960, 2000).num("de")), "Anschrift: "+a1+", "+d.K(a2), "Telefon privat: "+d.P("phone", g.phone("DE", false)), "Mobil: "+d.P("phone", g.phone("DE", true)), "E-Mail: "+d.em(g, p, ""), "Steuer-ID: "+d.K(g.steuerID()), "")
	if g.chance(0.6) {
		d.L("2. Mitantragsteller/in", "Name, Vorname: "+p2.Last+", "+p2.First, "Mobil: "+d.P("phone", g.phone("DE", true)), "E-Mail: "+d.em(g, p2, ""), "")
	}
	emp := g.company("de", "")
	d.L("3. Beschäftigung", "Arbeitgeber: "+emp.Name+", beschäftigt seit "+d.K(g.dateIn(2010, 2022).num("de")), "Nettoeinkommen monatlich: "+d.K(g.amt("de", "€", 1800, 7500)), "Telefon Personalabteilung: "+d.P("phone", g.phone("DE", false)), "")
	d.L("4. Bankverbindung", "IBAN: "+d.K(g.iban("DE")), "BIC: "+d.K(g.pick("COBADEFFXXX", "DEUTDEDBXXX", "GENODEF1S02", "HYVEDEMMXXX")), "", "5. Finanzierungsvorhaben", "Kaufpreis: "+d.K(g.amt("de", "€", 180000, 850000))+"   Eigenkapital: "+d.K(g.amt("de", "€", 20000, 200000)), "")
	d.Fill()
	b := g.person("de")
	d.W("Ihr Berater: " + b.Full() + "\n")
	d.sig(g, b, "Baufinanzierung", bank.Name, bank.Domain, g.rng(1, 2))
}

func tDEMietvertrag(g *G, d *Doc) {
	v, m := g.person("de"), g.person("de")
	a1, a2 := g.addrDE()
	d.L("WOHNRAUMMIETVERTRAG", "", "Zwischen", v.Full()+", "+g.addrOne("de"), "Tel. "+d.P("phone", g.phone("DE", false))+", E-Mail "+d.em(g, v, ""), "– nachstehend „Vermieter“ –", "", "und", m.Full()+", bisher wohnhaft "+g.addrOne("de"), "Mobil "+d.P("phone", g.phone("DE", true))+", E-Mail "+d.em(g, m, ""), "– nachstehend „Mieter“ –", "", "wird folgender Mietvertrag geschlossen:", "")
	d.L("§ 1 Mietsache", "Vermietet wird die Wohnung im "+g.pick("2. OG links", "EG rechts", "3. OG Mitte", "DG")+" des Hauses "+a1+", "+d.K(a2)+", bestehend aus "+fmt.Sprint(g.rng(2, 5))+" Zimmern, Küche, Bad, Flur, Balkon; Wohnfläche ca. "+d.K(fmt.Sprint(g.rng(45, 130))+" m²")+".", "")
	d.L("§ 2 Mietzeit", "Das Mietverhältnis beginnt am "+d.K(g.dateIn(2026, 2026).num("de"))+" und läuft auf unbestimmte Zeit.", "")
	d.L("§ 3 Miete", "Die Grundmiete beträgt monatlich "+d.K(g.amt("de", "€", 450, 1900))+", die Vorauszahlung auf die Betriebskosten "+d.K(g.amt("de", "€", 90, 380))+". Die Miete ist bis zum "+d.K("3. Werktag")+" eines Monats auf das Konto IBAN "+d.K(g.iban("DE"))+" zu zahlen.", "")
	d.L("§ 4 Mietsicherheit", "Der Mieter leistet eine Kaution in Höhe von "+d.K(g.amt("de", "€", 1200, 5000))+".", "")
	d.Fill()
	h := g.person("de")
	d.L("§ 12 Hausverwaltung", "Ansprechpartner für Reparaturen ist die Hausverwaltung "+h.Last+", Tel. "+d.P("phone", g.phone("DE", false))+", Notdienst außerhalb der Geschäftszeiten: "+d.P("phone", g.phone("DE", true))+".", "", "Ort, Datum: "+strings.Split(a2, " ")[1]+", "+d.K(g.dateIn(2026, 2026).num("de")))
}

func tDEArbeitsvertrag(g *G, d *Doc) {
	e, hr := g.person("de"), g.person("de")
	co := g.company("de", "")
	d.L("ARBEITSVERTRAG", "", "zwischen der "+co.Name+", vertreten durch die Geschäftsführung, und", "Frau/Herrn "+e.Full()+", geb. am "+d.K(g.dateIn(1965, 2003).num("de"))+", wohnhaft "+g.addrOne("de"), "Sozialversicherungsnummer: "+d.K(g.digits(2)+" "+g.digits(6)+" "+g.str("ABCDEFGHKLMNPRSTWZ", 1)+" "+g.digits(3)), "Telefon: "+d.P("phone", g.phone("DE", true))+" · private E-Mail: "+d.em(g, e, ""), "")
	d.L("§ 1 Beginn und Tätigkeit", "Das Arbeitsverhältnis beginnt am "+d.K(g.dateIn(2026, 2026).num("de"))+". Der Arbeitnehmer wird als "+g.pick("Sachbearbeiter/in Schadenregulierung", "Softwareentwickler/in", "Pflegefachkraft", "Kundenberater/in")+" eingestellt.", "")
	d.L("§ 3 Vergütung", "Das Bruttomonatsgehalt beträgt "+d.K(g.amt("de", "€", 2800, 7800))+". Die Zahlung erfolgt bargeldlos zum Monatsende.", "")
	d.L("§ 5 Urlaub", "Der Arbeitnehmer erhält einen Erholungsurlaub von "+d.K(fmt.Sprint(g.rng(26, 30))+" Arbeitstagen")+" im Kalenderjahr.", "")
	d.Fill()
	d.L("Rückfragen zum Vertrag bitte an "+hr.Full()+", Personalabteilung, Tel. "+d.P("phone", g.phone("DE", false))+", "+d.em(g, hr, co.Domain)+".", "", "____________________          ____________________", "Arbeitgeber                   Arbeitnehmer")
}

func tDEArztbrief(g *G, d *Doc) {
	p, arzt, hausarzt := g.person("de"), g.person("de"), g.person("de")
	klinik := g.pick("Universitätsklinikum", "Klinikum", "St. Marien-Krankenhaus", "Evangelisches Krankenhaus") + " " + g.pick("Köln", "Bonn", "Leipzig", "Nürnberg", "Hannover")
	dom := g.pick("uk-", "klinikum-", "marien-", "evk-") + g.pick("koeln", "bonn", "leipzig", "nuernberg") + ".de"
	d.L(klinik, "Klinik für "+g.pick("Innere Medizin", "Kardiologie", "Unfallchirurgie", "Gastroenterologie"), "Sekretariat: Tel. "+d.P("phone", g.phone("DE", false))+" · Fax "+d.P("phone", g.phone("DE", false)), "", "Herrn/Frau Dr. med. "+hausarzt.Full(), d.K(g.addrOne("de")), "", "Entlassungsbrief", "")
	d.F("Sehr geehrte Frau Kollegin, sehr geehrter Herr Kollege,\n\nwir berichten über Ihre Patientin/Ihren Patienten %s, geb. %s, Versichertennummer %s, die/der sich vom %s bis %s in unserer stationären Behandlung befand.\nKontakt Patient: %s\n\n", p.Full(), d.K(g.dateIn(1940, 2000).num("de")), d.K(g.str("ABCDEFGHIJKLMNOPRSTUVWZ", 1)+g.digits(9)), d.K(g.dateIn(2026, 2026).num("de")), d.K(g.dateIn(2026, 2026).num("de")), d.P("phone", g.phone("DE", g.chance(0.6))))
	d.L("Diagnosen:", "- "+g.pick("Ambulant erworbene Pneumonie rechts basal (J18.9)", "Vorhofflimmern, tachykard (I48.1)", "Distale Radiusfraktur links (S52.51)", "Akute Pankreatitis (K85.9)"), "- Arterielle Hypertonie (I10.00)", "")
	d.L("Labor bei Entlassung: CRP "+d.K(fmt.Sprintf("%d,%d mg/dl", g.rng(0, 9), g.n(10)))+", Kreatinin "+fmt.Sprintf("%d,%d", g.rng(0, 1), g.n(10))+" mg/dl, Hb "+fmt.Sprintf("%d,%d", g.rng(10, 16), g.n(10))+" g/dl.", "")
	d.Fill()
	d.L("Für Rückfragen stehen wir Ihnen gerne zur Verfügung.", "", "Mit freundlichen kollegialen Grüßen", "", "Dr. med. "+arzt.Full(), "Oberarzt/Oberärztin", d.em(g, arzt, dom))
}

func tDESupportThread(g *G, d *Doc) {
	k, a := g.person("de"), g.person("de")
	shop := g.company("de", g.pick("Versand", "Elektro", "Möbel", "Shop"))
	kmail := d.em(g, k, "")
	best := g.digits(g.rng(8, 10))
	d.L("Von: "+shop.Name+" Kundenservice <"+d.P("email", g.roleEmail(shop.Domain, "service", "kundenservice", "support"))+">", "An: "+kmail, "Betreff: AW: Bestellung "+d.K(best)+" – Lieferung unvollständig", "", "Hallo "+k.First+" "+k.Last+",", "")
	d.F("vielen Dank für Ihre Nachricht. Wir haben die fehlende Position (Artikelnummer %s) heute erneut verschickt. Die Sendungsnummer lautet %s. Falls der Paketdienst Sie nicht erreicht, versucht er es unter %s.\n\n", d.K(g.digits(6)), d.K("00340434"+g.digits(12)), d.P("phone", g.phone("DE", true)))
	d.Fill()
	d.L("Viele Grüße", a.First+" "+a.Last[:1]+".", shop.Name+" · Kundennummer "+d.K(g.digits(7)), "")
	d.L("Am " + g.dateIn(2026, 2026).num("de") + " um " + fmt.Sprintf("%02d:%02d", g.rng(7, 22), g.n(60)) + " schrieb " + k.Full() + " <" + kmail + ">:")
	d.W(quote(fmt.Sprintf("Guten Tag,\n\nin meiner Bestellung %s fehlt der Wandhalter. Bitte rufen Sie mich an, ich bin tagsüber unter %s erreichbar, abends unter %s.\n\nMfG\n%s", best, d.P("phone", g.phone("DE", false)), d.P("phone", g.phone("DE", true)), k.Full())))
}

func tDEZugangsdaten(g *G, d *Doc) {
	e := g.person("de")
	co := g.company("de", "")
	d.L("Betreff: Ihre Zugangsdaten – bitte vertraulich behandeln", "An: "+d.em(g, e, co.Domain), "", "Hallo "+e.First+",", "", "willkommen im Team! Nachfolgend Ihre Zugangsdaten für den ersten Arbeitstag am "+d.K(g.dateIn(2026, 2026).num("de"))+":", "")
	d.L("Windows-Anmeldung", "  Benutzername: "+d.K(strings.ToUpper(co.Domain[:3])+"\\"+slug(e.First)+"."+slug(e.Last)), "  "+g.pick("Initialpasswort:", "Kennwort:", "Passwort:", "Startkennwort:")+" "+d.P("bearer", g.secret("password")), "", "WLAN (Büro)", "  SSID: "+d.K(strings.ToUpper(co.Domain[:4])+"-Intern"), "  WLAN-Passwort: "+d.P("bearer", g.secret("password")), "")
	d.L("Schnittstelle Buchhaltung (DATEV-Export)", "  API-Schlüssel: "+d.P("bearer", g.secretStr(alnum, 40)), "  Die öffentliche Mandantennummer "+d.K(g.digits(5))+" dürfen Sie weitergeben, den Schlüssel nicht.", "")
	if g.chance(0.5) {
		d.L("Testaufruf der Schnittstelle (Token gilt 24 Stunden):", "  curl -H \"Authorization: Bearer "+d.P("jwt", g.jwt("sso."+co.Domain))+"\" https://api."+co.Domain+"/v1/buchungen", "")
	}
	d.Fill()
	h := g.person("de")
	d.L("Bei Problemen erreichen Sie die IT-Hotline unter "+d.P("phone", g.phone("DE", false))+" (Durchwahl "+d.K("-"+fmt.Sprint(g.rng(200, 499)))+") oder per Mail an "+d.P("email", g.roleEmail(co.Domain, "it", "helpdesk", "it-support"))+".", "", "Viele Grüße", h.Full(), "IT-Administration")
}

// ---------- French ----------

func tFRDemandePret(g *G, d *Doc) {
	p, c := g.person("fr"), g.person("fr")
	bank := g.company("fr", g.pick("Banque", "Crédit", "Finance"))
	a1, a2 := g.addrFR()
	d.L(bank.Name, "DEMANDE DE PRÊT IMMOBILIER", "Dossier n° "+d.K(g.digits(4)+"-"+g.digits(6)), "", "EMPRUNTEUR", "Nom : "+strings.ToUpper(p.Last)+"   Prénom : "+p.First, "Né(e) le : "+d.K(g.dateIn(1960, 2000).num("fr"))+" à "+g.pick("Lyon", "Paris 14e", "Nantes", "Lille"), "Adresse : "+a1+", "+d.K(a2), "Tél. domicile : "+d.P("phone", g.phone("FR", false)), "Tél. portable : "+d.P("phone", g.phone("FR", true)), "Courriel : "+d.em(g, p, ""), "")
	if g.chance(0.6) {
		d.L("CO-EMPRUNTEUR", "Nom : "+strings.ToUpper(c.Last)+"   Prénom : "+c.First, "Tél. portable : "+d.P("phone", g.phone("FR", true)), "Courriel : "+d.em(g, c, ""), "")
	}
	d.L("PROJET", "Acquisition d'une résidence principale — prix : "+d.K(g.amt("fr", "€", 150000, 750000)), "Apport personnel : "+d.K(g.amt("fr", "€", 10000, 150000)), "Durée souhaitée : "+d.K(g.pick("20 ans", "25 ans", "15 ans")), "Revenus nets mensuels du foyer : "+d.K(g.amt("fr", "€", 2500, 9000)), "RIB : "+d.K(g.iban("FR")), "")
	d.Fill()
	cons := g.person("fr")
	d.sig(g, cons, "Conseiller(ère) crédit immobilier", bank.Name, bank.Domain, g.rng(1, 2))
}

func tFRSinistre(g *G, d *Doc) {
	a, t := g.person("fr"), g.person("fr")
	ins := g.company("fr", "Assurances")
	d.L(ins.Name, "DÉCLARATION DE SINISTRE AUTOMOBILE", "", "Contrat n° : "+d.K(g.str("ABCDEFGHJK", 2)+g.digits(8)), "Sinistre n° : "+d.K(g.digits(2)+"-"+g.digits(7)), "Date et heure : "+d.K(g.dateIn(2026, 2026).num("fr"))+" vers "+d.K(fmt.Sprintf("%dh%02d", g.rng(7, 21), g.n(60))), "")
	d.L("ASSURÉ", a.Full(), "Téléphone : "+d.P("phone", g.phone("FR", true)), "E-mail : "+d.em(g, a, ""), "Véhicule : "+g.pick("Peugeot 308", "Renault Clio", "Citroën C3", "Dacia Sandero")+", immatriculé "+d.K(g.str("ABCDEFGHJKLMNPRSTVWXYZ", 2)+"-"+g.digits(3)+"-"+g.str("ABCDEFGHJKLMNPRSTVWXYZ", 2)), "")
	d.L("TIERS IMPLIQUÉ", t.Full(), "Tél. : "+d.P("phone", g.phone("FR", true)), "Assureur : "+g.company("fr", "Assurances").Name+", contrat "+d.K(g.digits(10)), "")
	d.F("CIRCONSTANCES\nL'assuré circulait %s lorsque le véhicule tiers, sortant d'un parking, l'a percuté sur le flanc droit. Un constat amiable a été rempli sur place. Aucun blessé. Le garage %s (%s) a établi un devis de %s.\n\n", g.pick("rue de la République", "avenue Jean Jaurès", "boulevard Voltaire"), g.pick("Garage du Centre", "Auto Service Moreau", "Carrosserie Dupont"), d.P("phone", g.phone("FR", false)), d.K(g.amt("fr", "€", 400, 6000)))
	d.Fill()
	ges := g.person("fr")
	d.sig(g, ges, "Gestionnaire sinistres", ins.Name, ins.Domain, 1)
}

func tFRContratTravail(g *G, d *Doc) {
	e, drh := g.person("fr"), g.person("fr")
	co := g.company("fr", "")
	d.L("CONTRAT DE TRAVAIL À DURÉE INDÉTERMINÉE", "", "Entre les soussignés :", "La société "+co.Name+", SIRET "+d.K(g.digits(3)+" "+g.digits(3)+" "+g.digits(3)+" "+g.digits(5))+", représentée par "+drh.Full()+", Directrice des ressources humaines,", "", "et", "", "M./Mme "+e.Full()+", né(e) le "+d.K(g.dateIn(1965, 2003).num("fr"))+", demeurant "+g.addrOne("fr")+",", "n° de sécurité sociale "+d.K(g.pick("1", "2")+" "+g.digits(2)+" "+g.digits(2)+" "+g.digits(2)+" "+g.digits(3)+" "+g.digits(3)+" "+g.digits(2)), "joignable au "+d.P("phone", g.phone("FR", true))+" et à l'adresse "+d.em(g, e, ""), "", "il a été convenu ce qui suit :", "")
	d.L("Article 1 – Engagement", "Le salarié est engagé à compter du "+d.K(g.dateIn(2026, 2026).num("fr"))+" en qualité de "+g.pick("chargé(e) de clientèle", "comptable", "infirmier(ère)", "développeur(se)")+", statut "+g.pick("cadre", "employé", "agent de maîtrise")+".", "")
	d.L("Article 4 – Rémunération", "Le salarié percevra une rémunération brute annuelle de "+d.K(g.amt("fr", "€", 28000, 85000))+", versée en douze mensualités.", "")
	d.Fill()
	d.L("Toute correspondance relative au présent contrat est à adresser au service RH : "+d.P("email", g.roleEmail(co.Domain, "rh", "recrutement", "drh"))+", tél. "+d.P("phone", g.phone("FR", false))+".", "", "Fait à "+g.pick("Lyon", "Paris", "Nantes")+", le "+d.K(g.dateIn(2026, 2026).num("fr")))
}

func tFRCompteRendu(g *G, d *Doc) {
	p, dr, mt := g.person("fr"), g.person("fr"), g.person("fr")
	h := g.pick("CHU de Rennes", "Hôpital Édouard Herriot", "CHU de Bordeaux", "Hôpital Saint-Louis")
	d.L(h+" — Service de "+g.pick("cardiologie", "pneumologie", "chirurgie orthopédique", "médecine interne"), "Secrétariat : "+d.P("phone", g.phone("FR", false)), "", "COMPTE RENDU D'HOSPITALISATION", "", "Patient(e) : "+strings.ToUpper(p.Last)+" "+p.First+" — né(e) le "+d.K(g.dateIn(1940, 2000).num("fr")), "IPP : "+d.K(g.digits(9))+"   Séjour : "+d.K(g.digits(10)), "Téléphone du patient : "+d.P("phone", g.phone("FR", true)), "Médecin traitant : Dr "+mt.Full()+", "+d.P("phone", g.phone("FR", false)), "")
	d.L("Motif d'hospitalisation : "+g.pick("dyspnée d'effort d'aggravation progressive", "douleur thoracique atypique", "fracture du col fémoral droit", "altération de l'état général"), "", "Évolution : favorable sous traitement. Biologie de sortie : créatininémie "+d.K(fmt.Sprint(g.rng(50, 140))+" µmol/L")+", hémoglobine "+fmt.Sprintf("%d,%d", g.rng(10, 16), g.n(10))+" g/dL.", "")
	d.Fill()
	d.L("Dr "+dr.Full(), "Praticien hospitalier", d.em(g, dr, g.pick("chu-rennes.fr", "chu-lyon.fr", "chu-bordeaux.fr", "aphp.fr")))
}

func tFRSupportMail(g *G, d *Doc) {
	c, a := g.person("fr"), g.person("fr")
	shop := g.company("fr", g.pick("Boutique", "Maison", "Électroménager"))
	cm := d.em(g, c, "")
	cmd := g.digits(9)
	d.L("De : Service client "+shop.Name+" <"+d.P("email", g.roleEmail(shop.Domain, "service-client", "sav", "contact"))+">", "À : "+cm, "Objet : RE: Commande n° "+d.K(cmd)+" — remboursement", "", "Bonjour "+c.First+",", "")
	d.F("Nous avons bien reçu le colis retourné. Le remboursement de %s a été effectué sur votre moyen de paiement (carte se terminant par %s) ; il apparaîtra sous 5 à 7 jours ouvrés.\n\n", d.K(g.amt("fr", "€", 20, 900)), d.K(g.digits(4)))
	d.Fill()
	d.L("Cordialement,", a.First+", Service client", "")
	d.L("Le " + g.dateIn(2026, 2026).num("fr") + " à " + fmt.Sprintf("%02d:%02d", g.rng(7, 22), g.n(60)) + ", " + c.Full() + " <" + cm + "> a écrit :")
	d.W(quote(fmt.Sprintf("Bonjour,\nJe vous ai renvoyé l'aspirateur (commande %s) il y a deux semaines et je n'ai toujours pas été remboursé(e). Vous pouvez me joindre au %s ou au %s en journée.\nMerci,\n%s", cmd, d.P("phone", g.phone("FR", true)), d.P("phone", g.phone("FR", false)), c.Full())))
}

// ---------- Spanish ----------

func (g *G) dni() string {
	n := g.rng(10000000, 99999999)
	return fmt.Sprintf("%08d%c", n, "TRWAGMYFPDXBNJZSQVHLCKE"[n%23])
}

func tESArrendamiento(g *G, d *Doc) {
	ar, at := g.person("es"), g.person("es")
	a1, a2 := g.addrES()
	d.L("CONTRATO DE ARRENDAMIENTO DE VIVIENDA", "", "En "+strings.SplitN(a2, " ", 2)[1]+", a "+d.K(g.dateIn(2026, 2026).long("es"))+".", "", "REUNIDOS", "")
	d.F("De una parte, D./Dña. %s, mayor de edad, con DNI %s, teléfono %s y correo electrónico %s, en adelante el ARRENDADOR.\n\nDe otra parte, D./Dña. %s, con DNI %s, teléfono móvil %s y correo electrónico %s, en adelante el ARRENDATARIO.\n\n", ar.Full(), d.K(g.dni()), d.P("phone", g.phone("ES", g.chance(0.5))), d.em(g, ar, ""), at.Full(), d.K(g.dni()), d.P("phone", g.phone("ES", true)), d.em(g, at, ""))
	d.L("CLÁUSULAS", "", "PRIMERA.- Objeto. El arrendador cede en arrendamiento la vivienda sita en "+a1+", "+d.K(a2)+", con referencia catastral "+d.K(g.digits(7)+g.str("ABCDEFGHJKLMNPQRSTUVWXYZ", 2)+g.digits(4)+g.str("ABCDEFGHJKLMNPQRSTUVWXYZ", 1)+g.digits(4)+g.str("ABCDEFGHJKLMNPQRSTUVWXYZ", 2))+".", "", "SEGUNDA.- Renta. La renta mensual será de "+d.K(g.amt("es", "€", 500, 2200))+", pagadera dentro de los siete primeros días de cada mes en la cuenta "+d.K(g.iban("ES"))+".", "", "TERCERA.- Fianza. El arrendatario entrega en este acto "+d.K(g.amt("es", "€", 500, 2200))+" en concepto de fianza legal.", "")
	d.Fill()
	adm := g.person("es")
	d.L("NOVENA.- Comunicaciones. Las incidencias se comunicarán a la administración de fincas ("+adm.Full()+", tel. "+d.P("phone", g.phone("ES", false))+").", "", "Y en prueba de conformidad, firman el presente contrato por duplicado.")
}

func tESParteSeguro(g *G, d *Doc) {
	a, t := g.person("es"), g.person("es")
	ins := g.company("es", "Seguros")
	d.L(ins.Name, "PARTE DE SINIESTRO — HOGAR", "", "Nº de póliza: "+d.K(g.digits(3)+"-"+g.digits(7)), "Nº de siniestro: "+d.K(fmt.Sprint(g.rng(2025, 2026))+"/"+g.digits(6)), "Fecha de ocurrencia: "+d.K(g.dateIn(2026, 2026).num("es")), "")
	d.L("TOMADOR / ASEGURADO", "Nombre: "+a.Full(), "NIF: "+d.K(g.dni()), "Teléfono de contacto: "+d.P("phone", g.phone("ES", true)), "Teléfono fijo: "+d.P("phone", g.phone("ES", false)), "Correo: "+d.em(g, a, ""), "")
	d.F("DESCRIPCIÓN DE LOS HECHOS\nRotura de la tubería del calentador que ha provocado daños en el techo del vecino del piso inferior, %s (tel. %s). El fontanero ha emitido factura nº %s por %s.\n\n", t.Full(), d.P("phone", g.phone("ES", true)), d.K(g.str("ABCDEF", 1)+"-"+g.digits(5)), d.K(g.amt("es", "€", 80, 900)))
	d.Fill()
	p := g.person("es")
	d.sig(g, p, "Tramitador de siniestros", ins.Name, ins.Domain, 1)
}

func tESInformeAlta(g *G, d *Doc) {
	p, m := g.person("es"), g.person("es")
	h := g.pick("Hospital Universitario La Paz", "Hospital Clínic de Barcelona", "Hospital Universitario Virgen del Rocío", "Hospital General Universitario de Valencia")
	d.L(h, "Servicio de "+g.pick("Neumología", "Cardiología", "Traumatología", "Medicina Interna"), "", "INFORME DE ALTA", "", "Paciente: "+p.Full(), "NHC: "+d.K(g.digits(7))+"   CIP: "+d.K(g.str("ABCDEFGHJKLMNPRSTUVWXYZ", 4)+g.digits(10)), "Fecha de nacimiento: "+d.K(g.dateIn(1940, 2000).num("es")), "Ingreso: "+d.K(g.dateIn(2026, 2026).num("es"))+"   Alta: "+d.K(g.dateIn(2026, 2026).num("es")), "Teléfono de contacto: "+d.P("phone", g.phone("ES", true)), "Familiar de referencia: "+g.person("es").Full()+" ("+g.pick("hija", "hijo", "esposa", "marido")+"), "+d.P("phone", g.phone("ES", true)), "")
	d.L("MOTIVO DE INGRESO", g.pick("Neumonía adquirida en la comunidad", "Insuficiencia cardiaca descompensada", "Fractura de cadera derecha", "Pielonefritis aguda"), "", "EVOLUCIÓN", "Buena evolución con tratamiento antibiótico intravenoso. Saturación basal al alta "+d.K(fmt.Sprint(g.rng(93, 99))+"%")+".", "")
	d.Fill()
	d.L("Dr./Dra. "+m.Full(), "Nº colegiado "+d.K(g.digits(9)), d.em(g, m, g.pick("salud.madrid.org", "clinic.cat", "juntadeandalucia.es", "gva.es")))
}

func tESCredenciales(g *G, d *Doc) {
	u := g.person("es")
	co := g.company("es", "")
	d.L("Asunto: Credenciales de acceso a la plataforma de facturación", "Para: "+d.em(g, u, co.Domain), "", "Hola "+u.First+":", "", "Te enviamos las credenciales para el entorno de producción. Guárdalas en el gestor de contraseñas y borra este correo.", "")
	d.L("Portal web", "  Usuario: "+slug(u.First)[:1]+slug(u.Last)+g.digits(2), "  Contraseña: "+d.P("bearer", g.secret("password")), "", "API REST", "  Cabecera: Authorization: Bearer "+func() string {
		if g.chance(0.5) {
			return d.P("jwt", g.jwt("auth."+co.Domain))
		}
		return d.P("bearer", g.secret("opaque"))
	}(), "  Identificador de cliente (público): "+d.K("cli_"+g.str(lowerDg, 12)), "", "Base de datos de informes (solo lectura)", "  mysql -h "+d.K(g.host())+" -u informes -p'"+d.P("bearer", g.secret("password"))+"' facturacion", "")
	d.Fill()
	s := g.person("es")
	d.L("Para cualquier incidencia llama al soporte al "+d.P("phone", g.phone("ES", false))+" o escribe a "+d.P("email", g.roleEmail(co.Domain, "soporte", "sistemas", "it"))+".", "", "Un saludo,", s.Full(), "Sistemas")
}

// ---------- Italian ----------

func (g *G) codiceFiscale(p Person) string {
	cons := func(s string) string {
		s = strings.ToUpper(slug(s))
		var c, v []byte
		for i := 0; i < len(s); i++ {
			if strings.IndexByte("AEIOU", s[i]) >= 0 {
				v = append(v, s[i])
			} else if s[i] >= 'A' && s[i] <= 'Z' {
				c = append(c, s[i])
			}
		}
		r := string(append(c, v...)) + "XXX"
		return r[:3]
	}
	return cons(p.Last) + cons(p.First) + g.digits(2) + g.str("ABCDEHLMPRST", 1) + fmt.Sprintf("%02d", g.rng(1, 71)) + g.str("ABCDEFGHILM", 1) + g.digits(3) + g.str("ABCDEFGHIJKLMNOPQRSTUVWXYZ", 1)
}

func tITContratto(g *G, d *Doc) {
	e, hr := g.person("it"), g.person("it")
	co := g.company("it", "")
	d.L("CONTRATTO INDIVIDUALE DI LAVORO A TEMPO INDETERMINATO", "", "Tra "+co.Name+", P.IVA "+d.K("IT"+g.digits(11))+", con sede in "+g.addrOne("it")+",", "e", "il/la Sig./Sig.ra "+e.Full()+", nato/a il "+d.K(g.dateIn(1965, 2003).num("it"))+", C.F. "+d.K(g.codiceFiscale(e))+",", "residente in "+g.addrOne("it")+", cell. "+d.P("phone", g.phone("IT", true))+", e-mail "+d.em(g, e, ""), "", "si conviene e si stipula quanto segue:", "")
	d.L("Art. 1 – Assunzione", "Il/La dipendente è assunto/a a decorrere dal "+d.K(g.dateIn(2026, 2026).num("it"))+" con la qualifica di "+g.pick("impiegato/a di 3° livello", "quadro", "operaio/a specializzato/a")+" ai sensi del CCNL "+g.pick("Commercio", "Metalmeccanico", "Credito")+".", "", "Art. 3 – Retribuzione", "La retribuzione lorda mensile è pari a "+d.K(g.amt("it", "€", 1500, 4200))+" per quattordici mensilità, accreditata sull'IBAN "+d.K(g.iban("IT"))+".", "")
	d.Fill()
	d.L("Per comunicazioni: Ufficio Personale, "+hr.Full()+", tel. "+d.P("phone", g.phone("IT", false))+", PEC "+d.P("email", g.roleEmail(slug(co.Domain[:strings.Index(co.Domain, ".")])+".legalmail.it", "personale", "amministrazione", "hr"))+".", "", "Letto, confermato e sottoscritto.")
}

func tITDenunciaSinistro(g *G, d *Doc) {
	a, t := g.person("it"), g.person("it")
	ins := g.company("it", "Assicurazioni")
	d.L(ins.Name, "DENUNCIA DI SINISTRO", "", "Polizza n.: "+d.K(g.digits(9)), "Sinistro n.: "+d.K(fmt.Sprint(g.rng(2025, 2026))+"/"+g.digits(2)+"/"+g.digits(6)), "Data: "+d.K(g.dateIn(2026, 2026).num("it"))+"  ore "+d.K(fmt.Sprintf("%d:%02d", g.rng(7, 21), g.n(60))), "")
	d.L("CONTRAENTE", a.Full()+" — C.F. "+d.K(g.codiceFiscale(a)), "Recapito telefonico: "+d.P("phone", g.phone("IT", true)), "E-mail: "+d.em(g, a, ""), "Veicolo targato "+d.K(g.str("ABCDEFGHJKLMNPRSTVWXYZ", 2)+g.digits(3)+g.str("ABCDEFGHJKLMNPRSTVWXYZ", 2)), "")
	d.L("CONTROPARTE", t.Full()+", tel. "+d.P("phone", g.phone("IT", true))+", targa "+d.K(g.str("ABCDEFGHJKLMNPRSTVWXYZ", 2)+g.digits(3)+g.str("ABCDEFGHJKLMNPRSTVWXYZ", 2)), "")
	d.L("DINAMICA", "Tamponamento in "+g.pick("via Roma", "corso Vittorio Emanuele", "viale dei Mille")+" all'altezza del semaforo. Constatazione amichevole (CAI) firmata da entrambi. Danni al paraurti posteriore stimati in "+d.K(g.amt("it", "€", 300, 4000))+".", "")
	d.Fill()
	p := g.person("it")
	d.sig(g, p, "Ufficio Sinistri", ins.Name, ins.Domain, 1)
}

func tITVerbale(g *G, d *Doc) {
	amm := g.person("it")
	studio := g.company("it", "")
	d.L("VERBALE DI ASSEMBLEA CONDOMINIALE", "Condominio "+g.pickS(streetsIT)+" "+fmt.Sprint(g.rng(1, 150))+", "+g.pick("Milano", "Torino", "Bologna"), "C.F. condominio "+d.K(g.digits(11)), "", "L'anno "+fmt.Sprint(g.rng(2025, 2026))+", il giorno "+d.K(g.dateIn(2026, 2026).num("it"))+" alle ore "+d.K("18:30")+", si è riunita in seconda convocazione l'assemblea dei condòmini.", "")
	d.L("Presenti (in proprio o per delega):")
	for i := 0; i < g.rng(3, 5); i++ {
		c := g.person("it")
		d.L(fmt.Sprintf("- %s, int. %d, %s millesimi", c.Full(), g.rng(1, 24), d.K(fmt.Sprintf("%d,%02d", g.rng(20, 90), g.n(100)))))
	}
	d.W("\n")
	d.L("Ordine del giorno", "1. Approvazione rendiconto "+d.K(fmt.Sprint(g.rng(2024, 2025)))+" (spese "+d.K(g.amt("it", "€", 8000, 60000))+")", "2. Rifacimento facciata: preventivi", "3. Varie ed eventuali", "")
	f := g.person("it")
	d.F("Sul punto 2 il condòmino %s chiede che i preventivi siano inviati anche via e-mail a %s; l'impresa %s (referente geom. %s, cell. %s) ha presentato l'offerta più bassa.\n\n", f.Full(), d.em(g, f, ""), g.company("it", "").Name, g.person("it").Last, d.P("phone", g.phone("IT", true)))
	d.Fill()
	d.L("L'amministratore", amm.Full(), studio.Name, "Tel. "+d.P("phone", g.phone("IT", false))+" – "+d.em(g, amm, studio.Domain))
}

// ---------- Dutch ----------

func (g *G) bsn() string {
	for {
		b := g.nz(8)
		s := 0
		for i := 0; i < 8; i++ {
			s += int(b[i]-'0') * (9 - i)
		}
		if s%11 == 10 {
			continue
		}
		return b + fmt.Sprint(s%11)
	}
}

func tNLHuur(g *G, d *Doc) {
	vh, hr := g.person("nl"), g.person("nl")
	a1, a2 := g.addrNL()
	d.L("HUUROVEREENKOMST WOONRUIMTE", "", "De ondergetekenden:", "", "1. "+vh.Full()+", wonende te "+g.addrOne("nl")+", tel. "+d.P("phone", g.phone("NL", false))+", e-mail "+d.em(g, vh, "")+", hierna te noemen ‘verhuurder’,", "", "2. "+hr.Full()+", geboren op "+d.K(g.dateIn(1965, 2004).num("nl"))+", BSN "+d.K(g.bsn())+", mobiel "+d.P("phone", g.phone("NL", true))+", e-mail "+d.em(g, hr, "")+", hierna te noemen ‘huurder’,", "", "zijn het volgende overeengekomen:", "")
	d.L("Artikel 1 – Het gehuurde", "Verhuurder verhuurt aan huurder de woning gelegen aan de "+a1+", "+d.K(a2)+".", "", "Artikel 3 – Huurprijs", "De huurprijs bedraagt "+d.K(g.amt("nl", "€", 700, 2400))+" per maand, te voldoen vóór de eerste van de maand op rekening "+d.K(g.iban("NL"))+".", "", "Artikel 4 – Waarborgsom", "Huurder betaalt een waarborgsom van "+d.K(g.amt("nl", "€", 700, 4800))+".", "")
	d.Fill()
	d.L("Reparatieverzoeken: "+d.P("phone", g.phone("NL", false))+" (kantoortijden) of "+d.P("email", g.roleEmail(g.company("nl", "").Domain, "onderhoud", "reparaties", "info"))+".", "", "Aldus opgemaakt en getekend te "+strings.SplitN(a2, " ", 3)[2]+" op "+d.K(g.dateIn(2026, 2026).num("nl"))+".")
}

func tNLKlantenservice(g *G, d *Doc) {
	k, m := g.person("nl"), g.person("nl")
	shop := g.company("nl", g.pick("Webshop", "Fietsen", "Wonen"))
	km := d.em(g, k, "")
	ord := g.digits(g.rng(7, 10))
	d.L("Van: Klantenservice "+shop.Name+" <"+d.P("email", g.roleEmail(shop.Domain, "klantenservice", "service", "info"))+">", "Aan: "+km, "Onderwerp: RE: Bestelling "+d.K(ord)+" – retour", "", "Beste "+k.First+",", "")
	d.F("Bedankt voor je bericht. We hebben je retour ontvangen en het bedrag van %s wordt binnen 3 werkdagen teruggestort op je rekening eindigend op %s. Heb je nog vragen, bel ons dan gerust op %s.\n\n", d.K(g.amt("nl", "€", 15, 800)), d.K(g.digits(4)), d.P("phone", g.phone("NL", false)))
	d.Fill()
	d.L("Met vriendelijke groet,", m.First+" | Klantenservice "+shop.Name, "")
	d.L("Op " + g.dateIn(2026, 2026).num("nl") + " om " + fmt.Sprintf("%02d:%02d", g.rng(7, 22), g.n(60)) + " schreef " + k.Full() + " <" + km + ">:")
	d.W(quote(fmt.Sprintf("Hallo,\n\nIk heb bestelling %s twee weken geleden teruggestuurd (track & trace %s) maar nog geen geld terug. Kunnen jullie me bellen op %s?\n\nGroet,\n%s", ord, d.K("3S"+g.str(upperDg, 4)+g.digits(9)), d.P("phone", g.phone("NL", true)), k.Full())))
}

// ---------- Portuguese / Brazilian ----------

func (g *G) nif() string {
	b := g.pick("1", "2") + g.digits(7)
	s := 0
	for i := 0; i < 8; i++ {
		s += int(b[i]-'0') * (9 - i)
	}
	c := 11 - s%11
	if c >= 10 {
		c = 0
	}
	return b + fmt.Sprint(c)
}

func (g *G) cpf() string {
	b := g.digits(9)
	dv := func(s string, w int) int {
		t := 0
		for i := 0; i < len(s); i++ {
			t += int(s[i]-'0') * (w - i)
		}
		r := t % 11
		if r < 2 {
			return 0
		}
		return 11 - r
	}
	d1 := dv(b, 10)
	d2 := dv(b+fmt.Sprint(d1), 11)
	return fmt.Sprintf("%s.%s.%s-%d%d", b[:3], b[3:6], b[6:], d1, d2)
}

func tPTArrendamento(g *G, d *Doc) {
	s, a := g.person("pt"), g.person("pt")
	a1, a2 := g.addrPT()
	d.L("CONTRATO DE ARRENDAMENTO PARA HABITAÇÃO", "", "PRIMEIRO OUTORGANTE (Senhorio): "+s.Full()+", NIF "+d.K(g.nif())+", residente em "+g.addrOne("pt")+", telemóvel "+d.P("phone", g.phone("PT", true))+", email "+d.em(g, s, "")+".", "", "SEGUNDO OUTORGANTE (Arrendatário): "+a.Full()+", NIF "+d.K(g.nif())+", portador do Cartão de Cidadão n.º "+d.K(g.digits(8)+" "+g.digits(1)+" "+g.str("ABCDEFGHJKLMNPQRSTUVWXYZ", 2)+g.digits(1))+", telemóvel "+d.P("phone", g.phone("PT", true))+", email "+d.em(g, a, "")+".", "")
	d.L("Cláusula 1.ª – Objeto", "O primeiro outorgante dá de arrendamento ao segundo a fração autónoma sita na "+a1+", "+d.K(a2)+", inscrita na matriz sob o artigo "+d.K(g.digits(4))+".", "", "Cláusula 3.ª – Renda", "A renda mensal é de "+d.K(g.amt("pt", "€", 450, 1800))+", paga até ao dia 8 de cada mês por transferência para o IBAN "+d.K(g.iban("PT"))+".", "")
	d.Fill()
	d.L("Cláusula 9.ª – Comunicações", "Avarias e urgências: "+d.P("phone", g.phone("PT", false))+".", "", "Feito em duplicado, em "+strings.SplitN(a2, " ", 2)[1]+", a "+d.K(g.dateIn(2026, 2026).long("pt"))+".")
}

func tBRReclamacao(g *G, d *Doc) {
	c, at := g.person("br"), g.person("br")
	co := g.company("br", g.pick("Telecom", "Seguros", "Financeira", "Varejo"))
	a1, a2 := g.addrBR()
	prot := g.digits(12)
	d.L("Assunto: Protocolo "+d.K(prot)+" — cobrança indevida", "De: "+c.Full()+" <"+d.em(g, c, "")+">", "Para: "+d.P("email", g.roleEmail(co.Domain, "ouvidoria", "sac", "atendimento")), "", "Prezados,", "")
	d.F("Meu nome é %s, CPF %s, cliente da %s desde %s. Fui cobrado(a) em %s por um serviço que cancelei em %s (protocolo de cancelamento %s). Moro na %s, %s.\n\n", c.Full(), d.K(g.cpf()), co.Name, d.K(fmt.Sprint(g.rng(2012, 2022))), d.K(g.amt("pt", "R$", 40, 900)), d.K(g.dateIn(2025, 2026).num("pt")), d.K(g.digits(10)), a1, d.K(a2))
	d.F("Já liguei três vezes para a central e ninguém resolve. Meu celular é %s (também WhatsApp) e o telefone de casa %s. Peço o estorno em até 5 dias úteis, caso contrário vou registrar reclamação no Procon.\n\n", d.P("phone", g.phone("BR", true)), d.P("phone", g.phone("BR", false)))
	d.Fill()
	d.L("Atenciosamente,", c.Full(), "", "---", "Resposta da Ouvidoria:", "Olá, "+c.First+". Recebemos sua manifestação e o caso foi encaminhado à área de faturamento. Um analista ("+at.First+") entrará em contato pelo número "+d.P("phone", g.phone("BR", true))+" caso precise de mais informações.")
}

func tPTRelatorioClinico(g *G, d *Doc) {
	p, m := g.person("pt"), g.person("pt")
	h := g.pick("Hospital de Santa Maria", "Centro Hospitalar Universitário de São João", "Hospital da Luz", "Hospital de Braga")
	d.L(h, "Serviço de "+g.pick("Medicina Interna", "Cardiologia", "Ortopedia", "Pneumologia"), "Secretariado: "+d.P("phone", g.phone("PT", false)), "", "NOTA DE ALTA", "", "Utente: "+p.Full(), "N.º de utente SNS: "+d.K(g.digits(9)), "Processo: "+d.K(g.digits(8)), "Data de nascimento: "+d.K(g.dateIn(1940, 2000).num("pt")), "Contacto: "+d.P("phone", g.phone("PT", true)), "Email: "+d.em(g, p, ""), "")
	d.L("Diagnóstico principal: "+g.pick("Pneumonia adquirida na comunidade", "Insuficiência cardíaca descompensada", "Fratura do colo do fémur", "Pielonefrite aguda"), "", "Evolução: favorável. Medicação à saída: "+g.pick("amoxicilina + ácido clavulânico 875/125 mg 12/12h", "furosemida 40 mg/dia", "paracetamol 1 g 8/8h SOS")+".", "")
	d.Fill()
	d.L("O(A) médico(a),", "Dr(a). "+m.Full(), "Cédula profissional "+d.K(g.digits(5)), d.em(g, m, g.pick("chlc.min-saude.pt", "chsj.min-saude.pt", "hospitaldaluz.pt", "hb.min-saude.pt")))
}
