package main

import (
	"fmt"
	"strings"
)

func sp(f string, a ...any) string { return fmt.Sprintf(f, a...) }

var bizDomains = []string{"desjardins.com", "bnc.ca", "hydroquebec.com", "videotron.com", "csdm.qc.ca", "cssdm.gouv.qc.ca", "ulaval.ca", "umontreal.ca", "uclouvain.be", "ulb.be", "unige.ch", "epfl.ch", "bgl.lu", "attijariwafa.com", "cih.co.ma", "sonatrach.dz", "biat.com.tn", "sonatel.sn", "orange-sonatel.com", "wave.com", "sgci.ci", "mtn.cm", "rawbank.cd", "telma.mg", "digicelgroup.com", "bdl.gov.lb", "chu-reunion.fr", "chu-martinique.fr"}

func piiKinds() []Kind {
	return []Kind{
		// ---------------- e-mail ----------------
		{"email_qc_courriel", func(g *G, c *C) string {
			p := g.person("qc")
			return sp("Bonjour, mon courriel a changé : %s. Pouvez-vous mettre à jour mon dossier %s avant le %s? Merci!", c.E(g.emailFor(p)), c.K("D-"+g.digits(7)), c.K(sp("%d %s", g.rng(1, 28), g.pick(moisFR...))))
		}},
		{"email_be_signature", func(g *G, c *C) string {
			p := g.person("be")
			return sp("Bien à vous,\n\n%s\nConseillère clientèle\n%s, %s Bruxelles\nTVA %s\n%s", p.Full(), g.street(), c.K(g.pick("1000", "1050", "1040", "1060", "1180")), c.K("BE 0"+g.digits(3)+"."+g.digits(3)+"."+g.digits(3)), c.E(g.workEmail(p, g.pick("proximus.com", "belfius.be", "bpost.be", "ing.be", "ethias.be"))))
		}},
		{"email_from_header", func(g *G, c *C) string {
			p := g.person("")
			return sp("De : %s <%s>\nEnvoyé : %s %s\nÀ : service.client\nObjet : RE: Facture %s impayée", p.Full(), c.E(g.emailFor(p)), c.K(g.date()), c.K(g.heure()), c.K(sp("F%d-%05d", g.rng(2024, 2026), g.n(100000))))
		}},
		{"email_whatsapp_sn", func(g *G, c *C) string {
			p := g.person("sn")
			return sp("[%s, %02d:%02d] %s: Mbaa nga yonnee ma CV bi ci %s ? Deadline bi %s la", c.K(sp("%02d/%02d/2025", g.rng(1, 28), g.rng(1, 12))), g.n(24), g.n(60), p.First, c.E(g.emailFor(p)), c.K(g.date()))
		}},
		{"email_json_user", func(g *G, c *C) string {
			p := g.person("")
			id := g.digitsNZ(6)
			return sp(`{"id": %s, "nom": "%s", "prenom": "%s", "email": "%s", "pays": "%s", "cree_le": "%s"}`, c.K(id), p.Last, p.First, c.E(g.emailFor(p)), strings.ToUpper(p.Region), c.K(g.isoTime()))
		}},
		{"email_log_mailer", func(g *G, c *C) string {
			p := g.person("")
			return sp("%s INFO  mailer.smtp  envoi ok to=<%s> template=rappel_facture id=%s duree=%dms", c.K(g.isoTime()), c.E(g.emailFor(p)), c.K(g.uuid()), g.rng(40, 900))
		}},
		{"email_obfusc_brackets", func(g *G, c *C) string {
			p := g.person("ma")
			e := g.emailFor(p)
			at := strings.Index(e, "@")
			dom := e[at+1:]
			dot := strings.LastIndex(dom, ".")
			v := e[:at] + " [at] " + dom[:dot] + " [dot] " + dom[dot+1:]
			return sp("Pour l'annonce de l'appart à %s (%s/mois), contactez-moi sur %s, pas de démarcheurs svp", p.R.city[g.n(len(p.R.city))], c.K(g.amount("DH")), c.E(v))
		}},
		{"email_arobase_spoken", func(g *G, c *C) string {
			p := g.person("qc")
			e := g.emailFor(p)
			at := strings.Index(e, "@")
			dom := e[at+1:]
			dot := strings.LastIndex(dom, ".")
			v := e[:at] + " arobase " + dom[:dot] + " point " + dom[dot+1:]
			return sp("transcription boîte vocale %s : « oui bonjour c'est %s, vous pouvez m'écrire à %s pour le rendez-vous de %s »", c.K(g.date()), p.First, c.E(v), c.K(g.heure()))
		}},
		{"email_mailto_html", func(g *G, c *C) string {
			p := g.person("ch")
			e := g.emailFor(p)
			c.E(e)
			return sp(`<p>Responsable des inscriptions : %s — <a href="mailto:%s">%s</a><br>Délai : %s</p>`, p.Full(), e, e, c.K(g.date()))
		}},
		{"email_csv_rows", func(g *G, c *C) string {
			p1, p2 := g.person("qc"), g.person("qc")
			return sp("nom;prenom;courriel;code_postal\n%s;%s;%s;%s\n%s;%s;%s;%s", p1.Last, p1.First, c.E(g.emailFor(p1)), c.K(g.postalQC()), p2.Last, p2.First, c.E(g.emailFor(p2)), c.K(g.postalQC()))
		}},
		{"email_school_teacher", func(g *G, c *C) string {
			p := g.person("qc")
			return sp("Chers parents, la sortie au Biodôme aura lieu %s. Le coût est de %s. Pour toute question, écrivez-moi à %s. Mme %s, groupe %s", c.K(g.date()), c.K(g.amount("CAD")), c.E(g.workEmail(p, g.pick("csdm.qc.ca", "cssmb.gouv.qc.ca", "csdessommets.qc.ca", "cscapitale.qc.ca"))), p.Last, c.K(sp("%d0%d", g.rng(1, 6), g.rng(1, 4))))
		}},
		{"email_classified_kijiji", func(g *G, c *C) string {
			p := g.person("qc")
			return sp("À louer 4½ Rosemont, %s chauffé, libre %s, près métro. Écrire à %s (pas de textos)", c.K(g.amount("CAD")), c.K("1er juillet"), c.E(g.emailFor(p)))
		}},
		{"email_darija", func(g *G, c *C) string {
			p := g.person("ma")
			return sp("salam khouya, sift lia l'facture dyal %s f l'email %s, rah l'mouhim 9bel %s. choukran bzaf", c.K(g.amount("DH")), c.E(g.emailFor(p)), c.K(g.date()))
		}},
		{"email_gov_form_dz", func(g *G, c *C) string {
			p := g.person("dz")
			return sp("Formulaire de demande de passeport biométrique — Wilaya de %s\nNom : %s\nAdresse électronique : %s\nN° de dossier : %s", p.R.city[g.n(len(p.R.city))], strings.ToUpper(p.Last), c.E(g.emailFor(p)), c.K(sp("%d/%06d", g.rng(2024, 2026), g.n(1000000))))
		}},
		{"email_url_encoded", func(g *G, c *C) string {
			p := g.person("")
			e := g.emailFor(p)
			v := strings.Replace(e, "@", "%40", 1)
			return sp("GET /api/v2/abonnes/verifier?email=%s&ref=%s&lang=fr HTTP/1.1 — 404 depuis %s", c.E(v), c.K("NL-"+g.digits(6)), c.K(g.isoTime()))
		}},
		{"email_two_cc", func(g *G, c *C) string {
			p1, p2 := g.person("lu"), g.person("lu")
			return sp("Merci de mettre %s en copie, et %s pour la partie comptable (exercice %s).", c.E(g.emailFor(p1)), c.E(g.emailFor(p2)), c.K(sp("%d", g.rng(2023, 2025))))
		}},
		{"email_git_config", func(g *G, c *C) string {
			p := g.person("")
			return sp("$ cat ~/.gitconfig\n[user]\n\tname = %s\n\temail = %s\n[core]\n\teditor = vim\n$ git --version\ngit version %s", p.Full(), c.E(g.emailFor(p)), c.K("2."+fmt.Sprint(g.rng(30, 47))+"."+fmt.Sprint(g.n(5))))
		}},
		{"email_kreyol", func(g *G, c *C) string {
			p := g.person("ht")
			return sp("Bonjou, tanpri voye resi a pou %s la sou imel mwen: %s. Mèsi anpil!", c.K(g.amount("HTG")), c.E(g.emailFor(p)))
		}},
		{"email_en_mix", func(g *G, c *C) string {
			p := g.person("qc")
			return sp("Can you cc my manager %s at %s on the ticket? C'est urgent, le client attend depuis %s.", p.First, c.E(g.workEmail(p, g.pick(bizDomains...))), c.K(g.date()))
		}},
		{"email_lb_jobapp", func(g *G, c *C) string {
			p := g.person("lb")
			return sp("Candidature — poste de comptable (réf. %s)\n%s, %s\nE-mail : %s\nDisponible à partir du %s", c.K("RH-"+g.digits(4)), p.Full(), p.R.city[g.n(len(p.R.city))], c.E(g.emailFor(p)), c.K(sp("%02d/%02d/2025", g.rng(1, 28), g.rng(1, 12))))
		}},
		{"email_mg_mvola_support", func(g *G, c *C) string {
			p := g.person("mg")
			return sp("Tompoko, mbola tsy tonga ny %s nalefako (ref %s). Azafady mamaly amin'ny mailaka %s", c.K(g.amount("MGA")), c.K("MP"+g.digits(10)), c.E(g.emailFor(p)))
		}},
		{"email_angle_list", func(g *G, c *C) string {
			p1, p2 := g.person("ci"), g.person("ci")
			return sp("À: %s <%s>; %s <%s>\nObjet: Relevé %s — montant %s", p1.Full(), c.E(g.emailFor(p1)), p2.Full(), c.E(g.emailFor(p2)), c.K(g.pick("janvier", "février", "mars")+" 2025"), c.K(g.amount("FCFA")))
		}},

		// ---------------- phone ----------------
		{"phone_qc_rappel", func(g *G, c *C) string {
			return sp("Bonjour, pouvez-vous me rappeler au %s? C'est pour la réclamation %s. Merci!", c.Ph(g.phoneQC()), c.K(g.ticket()))
		}},
		{"phone_qc_cell_sig", func(g *G, c *C) string {
			p := g.person("qc")
			return sp("%s\nCourtier immobilier résidentiel\nCell. : %s\n%s, %s %s", p.Full(), c.Ph(g.phoneQC()), g.street(), p.R.city[g.n(len(p.R.city))], c.K(g.postalQC()))
		}},
		{"phone_qc_poste", func(g *G, c *C) string {
			a := g.pick(qcAreas...)
			v := g.uniq(phoneKey, func() string { return g.nanpFmt(a, g.nanpExch(), g.digits(4), g.pick3(0, 1, 2)) })
			return sp("Mon bureau : %s %s (lun-ven, %s à 16 h)", c.Ph(v), c.K("poste "+fmt.Sprint(g.rng(100, 9999))), c.K(g.heure()))
		}},
		{"phone_on_franco", func(g *G, c *C) string {
			return sp("Je suis à Sudbury, mon numéro c'est le %s, appelez après %s svp", c.Ph(g.phoneNANP("705", "249", "613", "343")), c.K(g.heure()))
		}},
		{"phone_nb_acadie", func(g *G, c *C) string {
			return sp("Bonjour, c'est pour la soumission de toiture à Caraquet. Rejoignez-moi au %s. Budget autour de %s.", c.Ph(g.phoneNANP("506")), c.K(g.amount("CAD")))
		}},
		{"phone_qc_two", func(g *G, c *C) string {
			return sp("Cell : %s / maison : %s — disponible en soirée seulement", c.Ph(g.phoneQC()), c.Ph(g.phoneQC()))
		}},
		{"phone_qc_texto", func(g *G, c *C) string {
			return sp("Texte-moi au %s quand le colis (%s) est arrivé 🙏", c.Ph(g.phoneQC()), c.K("70"+g.digits(2)+" "+g.digits(4)+" "+g.digits(4)+" "+g.digits(4)))
		}},
		{"phone_be_gsm", func(g *G, c *C) string {
			return sp("Mon GSM : %s. Je suis joignable jusqu'à %s, sinon laissez un message. Réf. dossier %s", c.Ph(g.phoneBE()), c.K(g.heure()), c.K(sp("%d/%04d", g.rng(2024, 2026), g.n(10000))))
		}},
		{"phone_be_contact_line", func(g *G, c *C) string {
			p := g.person("be")
			return sp("%s – %s – tél. %s – n° client %s", p.Full(), p.R.city[g.n(len(p.R.city))], c.Ph(g.phoneBE()), c.K(g.digits(3)+"-"+g.digits(7)+"-"+g.digits(2)))
		}},
		{"phone_be_bpost", func(g *G, c *C) string {
			return sp("Bonjour, le facteur est passé %s mais j'étais absent. Colis %s. Pouvez-vous me téléphoner au %s ?", c.K(g.date()), c.K("3232"+g.digits(14)), c.Ph(g.phoneBE()))
		}},
		{"phone_ch_natel", func(g *G, c *C) string {
			return sp("Natel : %s — pour la visite de l'appartement de 3,5 pièces (loyer %s charges comprises)", c.Ph(g.phoneCH()), c.K(g.amount("CHF")))
		}},
		{"phone_ch_sig", func(g *G, c *C) string {
			p := g.person("ch")
			return sp("Meilleures salutations\n%s\nFiduciaire %s SA\nT %s\nIDE %s", p.Full(), p.Last, c.Ph(g.phoneCH()), c.K(sp("CHE-%s.%s.%s TVA", g.digits(3), g.digits(3), g.digits(3))))
		}},
		{"phone_lu", func(g *G, c *C) string {
			return sp("Moien, ech sinn de Locataire vun der Wunneng. Tél. %s. Merci fir de Réckruff! Loyer %s", c.Ph(g.phoneLU()), c.K(g.amount("EUR")))
		}},
		{"phone_mc", func(g *G, c *C) string {
			p := g.person("mc")
			return sp("%s, conciergerie de la résidence du Port — portable %s, %s Monaco", p.Full(), c.Ph(g.phoneMC()), c.K("98000"))
		}},
		{"phone_reunion", func(g *G, c *C) string {
			return sp("Lé bon, mi attend out appel su %s pou la livraison 974 (commande %s) 🌋", c.Ph(g.phoneDOM("re")), c.K(g.orderNo()))
		}},
		{"phone_martinique", func(g *G, c *C) string {
			return sp("Bonjou! Numéro mwen sé %s, rélé mwen pou loyé a (%s). Fort-de-France %s", c.Ph(g.phoneDOM("mq")), c.K(g.amount("EUR")), c.K("97200"))
		}},
		{"phone_guadeloupe_intl", func(g *G, c *C) string {
			return sp("Contact en Guadeloupe : %s (WhatsApp aussi). Arrivée prévue %s, vol %s", c.Ph(g.phoneDOM("gp")), c.K(g.date()), c.K("TX"+fmt.Sprint(g.rng(500, 599))))
		}},
		{"phone_guyane", func(g *G, c *C) string {
			return sp("Pour le dossier CAF de Kourou, joignable au %s. Allocataire n° %s", c.Ph(g.phoneDOM("gf")), c.K(g.digits(7)))
		}},
		{"phone_mayotte", func(g *G, c *C) string {
			return sp("Mamoudzou, coupure d'eau depuis %s. Rappelez-moi : %s", c.K(g.date()), c.Ph(g.phoneDOM("yt")))
		}},
		{"phone_ma_mobile", func(g *G, c *C) string {
			return sp("Bonjour, je vends ma Dacia Logan %s, %s km, prix %s. Tél : %s", c.K(fmt.Sprint(g.rng(2012, 2021))), c.K(thousands(g.rng(40, 300)*1000, " ")), c.K(g.amount("DH")), c.Ph(g.phoneMA()))
		}},
		{"phone_ma_darija", func(g *G, c *C) string {
			return sp("3ayet lia f %s wla sift lia msg f whatsapp, ana f Casa had l'week-end. l'colis ra9m %s", c.Ph(g.phoneMA()), c.K("RR"+g.digits(9)+"MA"))
		}},
		{"phone_dz", func(g *G, c *C) string {
			return sp("Salam, je suis intéressé par le F3 à %s. Mon numéro : %s. Prix négociable %s ?", g.pick("Bab Ezzouar", "Hydra", "Bir Mourad Raïs", "Oran Est"), c.Ph(g.phoneDZ()), c.K(g.amount("DA")))
		}},
		{"phone_dz_djezzy", func(g *G, c *C) string {
			return sp("wesh khoya, hada nouveau numéro ta3i %s, l'ancien tayah. Flexy %s", c.Ph(g.phoneDZ()), c.K(g.amount("DA")))
		}},
		{"phone_tn_intl", func(g *G, c *C) string {
			return sp("Pour la location à Hammamet du %s, contactez-moi au %s (Ooredoo).", c.K(g.date()), c.Ph(g.phoneTN()))
		}},
		{"phone_tn_local", func(g *G, c *C) string {
			return sp("Tél : %s — cours particuliers de maths, bac %s, %s la séance", c.Ph(g.tnLocal()), c.K("2025"), c.K(g.amount("DT")))
		}},
		{"phone_sn_wave", func(g *G, c *C) string {
			return sp("Yónnee ma %s ci Wave ci %s, dama bëgg fay ndawal bi", c.K(g.amount("FCFA")), c.Ph(g.phoneSN()))
		}},
		{"phone_sn_intl", func(g *G, c *C) string {
			p := g.person("sn")
			return sp("Contact à Dakar : %s, %s. Arrivée vol %s %s.", p.Full(), c.Ph(g.phoneSNIntl()), c.K("AF"+fmt.Sprint(g.rng(700, 799))), c.K(g.date()))
		}},
		{"phone_sn_om_dispute", func(g *G, c *C) string {
			return sp("Bonjour Orange Money, j'ai fait un transfert de %s vers le %s par erreur. ID transaction %s. Merci de bloquer.", c.K(g.amount("FCFA")), c.Ph(g.phoneSN()), c.K(g.omTxn()))
		}},
		{"phone_ci_om", func(g *G, c *C) string {
			return sp("Dépôt Orange Money sur %s de %s svp, je vous paie à la livraison (commande %s)", c.Ph(g.phoneCI()), c.K(g.amount("FCFA")), c.K(g.orderNo()))
		}},
		{"phone_ci_nouchi", func(g *G, c *C) string {
			return sp("Mon vieux, appelle-moi sur %s quand t'es à Yop, on va gbê l'affaire là. C'est %s le transport", c.Ph(g.phoneCI()), c.K(g.amount("FCFA")))
		}},
		{"phone_cm_momo", func(g *G, c *C) string {
			return sp("Envoie le MoMo sur %s (MTN), %s pour la tontine du %s", c.Ph(g.phoneCM()), c.K(g.amount("XAF")), c.K(g.date()))
		}},
		{"phone_cm_classified", func(g *G, c *C) string {
			return sp("À vendre terrain titré 500 m² à Kribi, %s. Contact : %s / %s", c.K(g.amount("XAF")), c.Ph(g.phoneCM()), c.Ph(g.phoneCM()))
		}},
		{"phone_cd", func(g *G, c *C) string {
			return sp("Mbote! Numéro na ngai ya sika: %s. Tokutana na %s na Gombe.", c.Ph(g.phoneCD()), c.K(g.heure()))
		}},
		{"phone_cd_mpesa", func(g *G, c *C) string {
			return sp("Transfert M-Pesa de %s au %s confirmé? Réf %s", c.K(g.amount("USD")), c.Ph(g.phoneCD()), c.K(g.from(upalnum, 10)))
		}},
		{"phone_mg", func(g *G, c *C) string {
			return sp("Manaova MVola %s amin'ny %s aho, ho an'ny saram-pianarana %s", c.K(g.amount("MGA")), c.Ph(g.phoneMG()), c.K("2025-2026"))
		}},
		{"phone_ht", func(g *G, c *C) string {
			return sp("Rele m nan %s pou MonCash la, mwen voye %s deja. Mèsi", c.Ph(g.phoneHT()), c.K(g.amount("HTG")))
		}},
		{"phone_ht_local", func(g *G, c *C) string {
			return sp("Telefòn: %s — Lekòl %s, Delmas. Enskripsyon %s", c.Ph(g.htLocal()), g.pick("Sainte-Rose-de-Lima", "Saint-Louis de Gonzague", "Nouvelle Frontière"), c.K(g.amount("HTG")))
		}},
		{"phone_lb", func(g *G, c *C) string {
			return sp("Marhaba, el appartement à %s est toujours dispo? Call me on %s. Budget %s", g.pick("Achrafieh", "Hamra", "Jounieh", "Mar Mikhael"), c.Ph(g.phoneLB()), c.K(thousands(g.rng(4, 20)*100, ",")+" USD/mois"))
		}},
		{"phone_json_msisdn", func(g *G, c *C) string {
			e := g.e164(g.pick("sn", "ci", "cm", "ma", "cd", "mg"))
			return sp(`{"transaction_id": "%s", "msisdn": "%s", "amount": %d, "currency": "%s", "status": "FAILED"}`, c.K(g.omTxn()), c.Ph(e[1:]), g.rng(500, 200000), g.pick("XOF", "XAF", "MAD", "CDF", "MGA"))
		}},
		{"phone_sms_log", func(g *G, c *C) string {
			return sp("%s sms-gw WARN delivery failed to=%s provider=%s code=%s retry=3", c.K(g.isoTime()), c.Ph(g.e164(g.pick(e164Regions...))), g.pick("orange", "mtn", "moov", "free", "djezzy", "telma", "digicel"), c.K(fmt.Sprint(g.rng(30000, 39999))))
		}},
		{"phone_whatsapp_export", func(g *G, c *C) string {
			r := g.pick("ma", "dz", "sn", "ci", "cm", "tn")
			return sp("%s %02d:%02d - %s: Salam, j'ai vu ton annonce, c'est encore dispo ?", c.K(sp("%02d/%02d/2025", g.rng(1, 28), g.rng(1, 12))), g.n(24), g.n(60), c.Ph(g.phoneFor(r)))
		}},
		{"phone_wa_link", func(g *G, c *C) string {
			e := g.e164(g.pick("ma", "sn", "ci", "ht", "re", "be"))
			return sp("Commandez directement sur WhatsApp 👉 https://wa.me/%s?text=Bonjour%%20commande%%20%s", c.Ph(e[1:]), c.K(g.digitsNZ(5)))
		}},
		{"phone_vcard", func(g *G, c *C) string {
			p := g.person("")
			return sp("BEGIN:VCARD\nVERSION:3.0\nFN:%s\nTEL;TYPE=CELL:%s\nADR;TYPE=HOME:;;%s;%s;;;\nEND:VCARD", p.Full(), c.Ph(g.phoneFor(p.Region)), g.street(), p.R.city[g.n(len(p.R.city))])
		}},
		{"phone_csv", func(g *G, c *C) string {
			p1, p2 := g.person("sn"), g.person("ci")
			return sp("nom,prenom,telephone,montant\n%s,%s,%s,%s\n%s,%s,%s,%s", p1.Last, p1.First, c.Ph(g.phoneSNIntl()), c.K(fmt.Sprint(g.rng(1, 90)*500)), p2.Last, p2.First, c.Ph(g.e164("ci")), c.K(fmt.Sprint(g.rng(1, 90)*500)))
		}},
		{"phone_school_urgence", func(g *G, c *C) string {
			p := g.person("qc")
			return sp("Fiche santé — élève %s, groupe %s\nContact d'urgence (mère) : %s %s\nAllergies : arachides", c.K(g.digits(7)), c.K("3"+fmt.Sprint(g.rng(10, 19))), p.Full(), c.Ph(g.phoneQC()))
		}},
		{"phone_tel_link", func(g *G, c *C) string {
			return sp(`<a class="btn" href="tel:%s">Appeler le propriétaire</a> <!-- annonce %s -->`, c.Ph(g.e164(g.pick("qc", "be", "ch", "re"))), c.K(g.digitsNZ(10)))
		}},
		{"phone_courier_dhl", func(g *G, c *C) string {
			r := g.pick("re", "an", "ma", "sn", "cm", "lb")
			return sp("DHL: votre envoi %s est en dédouanement. Le livreur a besoin de votre numéro de portable : %s", c.K(g.digits(10)), c.Ph(g.phoneFor(r)))
		}},
		{"phone_en_mix", func(g *G, c *C) string {
			return sp("Hey, my new number is %s, le vieux est désactivé depuis %s.", c.Ph(g.phoneFor(g.pick("qc", "be", "lb", "ht"))), c.K(g.date()))
		}},
		{"phone_sip_log", func(g *G, c *C) string {
			e := g.e164(g.pick("be", "ch", "qc"))
			return sp("%s asterisk NOTICE chan_sip.c: Call from 'anonymous' (%s:5060) to extension '%s' rejected", c.K(g.isoTime()), c.K(g.ipv4()), c.Ph(e))
		}},
		{"phone_sql_insert", func(g *G, c *C) string {
			p := g.person("ma")
			return sp("INSERT INTO clients (id, nom, telephone, ville) VALUES (%s, '%s', '%s', '%s');", c.K(g.digitsNZ(5)), p.Full(), c.Ph(g.phoneMA()), p.R.city[g.n(len(p.R.city))])
		}},
		{"phone_markdown_table", func(g *G, c *C) string {
			p1, p2 := g.person("be"), g.person("ch")
			return sp("| Nom | Téléphone | Ville |\n|---|---|---|\n| %s | %s | %s |\n| %s | %s | %s |", p1.Full(), c.Ph(g.phoneBE()), p1.R.city[0], p2.Full(), c.Ph(g.phoneCH()), p2.R.city[0])
		}},

		// ---------------- ssn ----------------
		{"ssn_snowbird", func(g *G, c *C) string {
			return sp("Pour le condo en Floride, le notaire demande mon SSN américain : %s. J'ai travaillé à Plattsburgh en %s.", c.S(g.ssn()), c.K(fmt.Sprint(g.rng(1995, 2015))))
		}},
		{"ssn_itin_rental", func(g *G, c *C) string {
			return sp("Déclaration 1040-NR %s : revenus de location %s, ITIN %s. Le W-8BEN est-il encore valide?", c.K("2024"), c.K(sp("%s,%02d USD", thousands(g.rng(3000, 30000), " "), g.n(100))), c.S(g.itin()))
		}},
		{"ssn_with_nas", func(g *G, c *C) string {
			return sp("Frontalier : NAS %s (Canada) et SSN %s (É.-U.), employeur au Vermont depuis %s", c.K(g.nas()), c.S(g.ssn()), c.K(g.date()))
		}},
		{"ssn_label_bare", func(g *G, c *C) string {
			a, b, d := g.ssnParts()
			return sp("SSN: %s — formulaire W-9 reçu %s, TIN vérifié", c.S(a+b+d), c.K(g.date()))
		}},
		{"ssn_spaces", func(g *G, c *C) string {
			a, b, d := g.ssnParts()
			return sp("Numéro de sécurité sociale américain (SSN) : %s — à inscrire sur le formulaire de la banque %s", c.S(a+" "+b+" "+d), c.K(g.pick("TD", "RBC", "BMO", "Desjardins")))
		}},
		{"ssn_csv_payroll", func(g *G, c *C) string {
			p1, p2 := g.person("qc"), g.person("qc")
			return sp("employee_id,nom,employee_ssn,etat,salaire\n%s,%s,%s,NY,%s\n%s,%s,%s,VT,%s", c.K("E"+g.digits(5)), p1.Full(), c.S(g.ssn()), c.K(sp("%d.%02d", g.rng(40000, 90000), g.n(100))), c.K("E"+g.digits(5)), p2.Full(), c.S(g.ssn()), c.K(sp("%d.%02d", g.rng(40000, 90000), g.n(100))))
		}},
		{"ssn_json", func(g *G, c *C) string {
			return sp(`{"client_id": "%s", "pays_fiscal": "US", "ssn": "%s", "fatca": true, "maj": "%s"}`, c.K("CL-"+g.digits(8)), c.S(g.ssn()), c.K(g.isoTime()))
		}},
		{"ssn_en_itin", func(g *G, c *C) string {
			return sp("Can you fill the W-7 renewal for my wife? Her ITIN is %s, it expired %s. On habite à Gatineau.", c.S(g.itin()), c.K(g.date()))
		}},
		{"ssn_fatca_form", func(g *G, c *C) string {
			return sp("Auto-certification FATCA/CRS\nCitoyen américain : Oui\nTIN (SSN) : %s\nNAS : %s\nDate : %s", c.S(g.ssn()), c.K(g.nas()), c.K(g.date()))
		}},
		{"ssn_chat", func(g *G, c *C) string {
			return sp("ma fille est née à Boston donc elle a un SSN, c'est %s, est-ce qu'elle doit produire une déclaration aux USA même si elle gagne %s ici?", c.S(g.ssn()), c.K(g.amount("CAD")))
		}},

		// ---------------- jwt ----------------
		{"jwt_auth_header", func(g *G, c *C) string {
			return sp("GET /v1/comptes/%s/solde HTTP/1.1\nHost: api.%s\nAuthorization: Bearer %s\nAccept-Language: fr-CA", c.K(g.digitsNZ(8)), g.pick("desjardins.com", "bnc.ca", "wave.com", "orange-money.com"), c.J(g.jwt()))
		}},
		{"jwt_log_line", func(g *G, c *C) string {
			return sp("%s WARN auth-filter jeton expiré token=%s ip=%s path=/api/factures", c.K(g.isoTime()), c.J(g.jwt()), c.K(g.ipv4()))
		}},
		{"jwt_cookie", func(g *G, c *C) string {
			return sp("Cookie: lang=fr; session=%s; _ga=GA1.2.%s.%s", c.J(g.jwt()), c.K(g.digitsNZ(9)), g.digitsNZ(10))
		}},
		{"jwt_url_param", func(g *G, c *C) string {
			return sp("Le lien de réinitialisation ne marche pas : https://monespace.%s/reset?token=%s&lang=fr", g.pick("hydroquebec.com", "ebox.be", "guichet.lu", "cnss.ma"), c.J(g.jwt()))
		}},
		{"jwt_json_response", func(g *G, c *C) string {
			return sp(`{"access_token":"%s","token_type":"Bearer","expires_in":%d,"scope":"paiement lecture"}`, c.J(g.jwt()), g.pick3(900, 3600, 7200))
		}},
		{"jwt_question_fr", func(g *G, c *C) string {
			return sp("Pourquoi ce jeton est refusé avec 401 alors que exp est dans le futur? %s — serveur en %s", c.J(g.jwt()), c.K("UTC-5"))
		}},
		{"jwt_localstorage", func(g *G, c *C) string {
			return sp("localStorage.setItem('id_token', '%s'); // v%s", c.J(g.jwt()), c.K(g.version()))
		}},
		{"jwt_curl", func(g *G, c *C) string {
			return sp("curl -s -X POST https://api.%s/v2/transferts -H \"Authorization: Bearer %s\" -d '{\"montant\": %d}'", g.pick("cinetpay.com", "paydunya.com", "mtn.cm", "wave.com"), c.J(g.jwt()), g.rng(100, 90000))
		}},
		{"jwt_postman_env", func(g *G, c *C) string {
			return sp(`{"name": "prod-ci", "values": [{"key": "baseUrl", "value": "https://api.orange.ci/v1"}, {"key": "jwt", "value": "%s", "enabled": true}]}`, c.J(g.jwt()))
		}},
		{"jwt_darija", func(g *G, c *C) string {
			return sp("had token ma bghach ykhdem f postman: %s, 3andi 403 dima", c.J(g.jwt()))
		}},

		// ---------------- bearer ----------------
		{"bearer_om_api", func(g *G, c *C) string {
			return sp("POST /orange-money-webpay/%s/v1/webpayment HTTP/1.1\nAuthorization: Bearer %s\nContent-Type: application/json", g.pick("ci", "sn", "cm", "dev"), c.B(g.randomBearer()))
		}},
		{"bearer_stripe_env", func(g *G, c *C) string {
			return sp("# .env production boutique Montréal\nSTRIPE_SECRET_KEY=%s\nSTRIPE_PUBLISHABLE_KEY=%s\nDEVISE=CAD", c.B(g.stripeLive()), c.K("pk_live_"+g.mixed(24)))
		}},
		{"bearer_paystack", func(g *G, c *C) string {
			return sp("const paystack = require('paystack')('%s'); // compte CI, version %s", c.B(g.paystackLive()), c.K(g.version()))
		}},
		{"bearer_github", func(g *G, c *C) string {
			return sp("git push échoue : remote: Invalid username or password. J'utilise le token %s, créé %s", c.B(g.ghp()), c.K(g.date()))
		}},
		{"bearer_openai", func(g *G, c *C) string {
			return sp("export OPENAI_API_KEY=\"%s\"\npython traduire.py --src fr-CA --dst en", c.B(g.openai()))
		}},
		{"bearer_slack", func(g *G, c *C) string {
			return sp("SLACK_BOT_TOKEN: %s\nCANAL: #support-clients-%s", c.B(g.slackBot()), g.pick("qc", "be", "sn", "ma"))
		}},
		{"bearer_gitlab", func(g *G, c *C) string {
			return sp("docker login registry.gitlab.com -u deploy -p %s # pipeline %s", c.B(g.glpat()), c.K("#"+g.digitsNZ(7)))
		}},
		{"bearer_google_maps", func(g *G, c *C) string {
			return sp(`<script src="https://maps.googleapis.com/maps/api/js?key=%s&language=fr&region=%s"></script>`, c.B(g.googleKey()), g.pick("CA", "BE", "MA", "SN", "CI"))
		}},
		{"bearer_telegram", func(g *G, c *C) string {
			return sp("Mon bot de notifications Wave ne répond plus: https://api.telegram.org/bot%s/sendMessage?chat_id=%s", c.B(g.telegram()), c.K("-100"+g.digitsNZ(10)))
		}},
		{"bearer_wave", func(g *G, c *C) string {
			return sp("WAVE_API_KEY=%s\nWAVE_WEBHOOK_URL=https://boutique.sn/webhooks/wave\nMONTANT_MIN=%s", c.B(g.waveKey()), c.K("100"))
		}},
		{"bearer_cinetpay", func(g *G, c *C) string {
			return sp(`{"apikey": "%s", "site_id": "%s", "transaction_id": "%s", "amount": %d, "currency": "XOF"}`, c.B(g.cinetpay()), c.K(g.digitsNZ(6)), c.K("TX"+g.digits(10)), g.rng(1, 400)*100)
		}},
		{"bearer_flutterwave", func(g *G, c *C) string {
			return sp("FLW_PUBLIC_KEY=%s\nFLW_SECRET_KEY=%s", c.K("FLWPUBK-"+g.from(hexd, 32)+"-X"), c.B(g.flutterwave()))
		}},
		{"bearer_mtn_momo", func(g *G, c *C) string {
			return sp("POST /collection/v1_0/requesttopay\nX-Reference-Id: %s\nX-Target-Environment: mtncameroon\nOcp-Apim-Subscription-Key: %s", c.K(g.uuid()), c.B(g.hex32()))
		}},
		{"bearer_twilio", func(g *G, c *C) string {
			return sp("TWILIO_ACCOUNT_SID=%s\nTWILIO_AUTH_TOKEN=%s", c.K("AC"+g.from(hexd, 32)), c.B(g.hex32()))
		}},
		{"bearer_aws", func(g *G, c *C) string {
			return sp("[default]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = ca-central-1", c.K(g.awsKeyID()), c.B(g.awsSecret()))
		}},
		{"bearer_db_url", func(g *G, c *C) string {
			pw := g.password()
			return sp("DATABASE_URL=postgres://app_facturation:%s@%s:5432/facturation?sslmode=require", c.B(pw), c.K("db-prod.interne.local"))
		}},
		{"bearer_mdp_fr", func(g *G, c *C) string {
			p := g.person("")
			return sp("Identifiant : %s\nMot de passe : %s\n(accès portail fournisseurs, à changer avant le %s)", strings.ToLower(slug(p.First))+"."+slug(p.Last), c.B(g.password()), c.K(g.date()))
		}},
		{"bearer_mdp_chat", func(g *G, c *C) string {
			return sp("c'est quoi déjà le mdp du Netflix? ah oui mdp: %s lol change-le pas stp", c.B(g.password()))
		}},
		{"bearer_wifi", func(g *G, c *C) string {
			return sp("Code Wi-Fi de l'appart (réseau %s) : mot de passe %s — ne le donne pas aux voisins", c.K("Livebox-"+g.from("0123456789ABCDEF", 4)), c.B(g.mixed(20)))
		}},
		{"bearer_basic_auth", func(g *G, c *C) string {
			u := g.pick("marchand", "api_user", "admin", "integration")
			return sp("curl -H 'Authorization: Basic %s' https://sandbox.%s/api/v1/token", c.B(g.tok(func() string { return basicCred(u+fmt.Sprint(g.rng(1, 999)), g.mixed(16)) })), g.pick("orange-sonatel.com", "paydunya.com", "cmi.co.ma"))
		}},
		{"bearer_docker_config", func(g *G, c *C) string {
			return sp(`{"auths": {"registry.%s": {"auth": "%s"}}}`, g.pick("interne.ca", "gitlab.com", "docker.io"), c.B(g.tok(func() string { return basicCred("deploy", g.mixed(18)) })))
		}},
		{"bearer_sendgrid", func(g *G, c *C) string {
			return sp("SENDGRID_API_KEY='%s' # envois infolettre %s", c.B(g.sendgrid()), c.K(g.date()))
		}},
		{"bearer_compose_password", func(g *G, c *C) string {
			return sp("services:\n  db:\n    image: mariadb:%s\n    environment:\n      MYSQL_USER: boutique\n      MYSQL_PASSWORD: %s", c.K(g.version()), c.B(g.password()))
		}},
		{"bearer_smtp_pass", func(g *G, c *C) string {
			return sp("SMTP_HOST=smtp.%s\nSMTP_PORT=%s\nSMTP_USER=notifications\nSMTP_PASS=%s", g.pick("videotron.ca", "skynet.be", "bluewin.ch", "orange.sn"), c.K("587"), c.B(g.password()))
		}},
		{"bearer_api_token_json", func(g *G, c *C) string {
			return sp(`{"merchant_id": "%s", "api_token": "%s", "env": "production"}`, c.K("MON"+g.digits(7)), c.B(g.mixed(24)))
		}},
		{"bearer_npm", func(g *G, c *C) string {
			return sp("//registry.npmjs.org/:_authToken=%s", c.B(g.npmTok()))
		}},
		{"bearer_hf", func(g *G, c *C) string {
			return sp("huggingface-cli login --token %s  # modèle whisper-fr-qc", c.B(g.hfTok()))
		}},
		{"bearer_jwt_secret", func(g *G, c *C) string {
			return sp("JWT_SECRET=%s\nJWT_EXPIRES_IN=%s", c.B(g.mixed(48)), c.K("3600"))
		}},
		{"bearer_x_api_key", func(g *G, c *C) string {
			return sp("curl https://api.%s/v1/colis/%s -H \"X-API-Key: %s\"", g.pick("purolator.com", "chronopost.ma", "bpost.be"), c.K(g.digits(12)), c.B(g.mixed(32)))
		}},
		{"bearer_pwd_darija", func(g *G, c *C) string {
			return sp("khouya l'password dyal wifi howa %s, w l'box f salon", c.B(g.password()))
		}},
		{"bearer_authorization_json", func(g *G, c *C) string {
			return sp(`fetch(url, {headers: {"Authorization": "Bearer %s", "Accept-Language": "fr-BE"}})`, c.B(g.randomBearer()))
		}},

		// ---------------- credit_card ----------------
		{"card_refusee_qc", func(g *G, c *C) string {
			return sp("Ma carte %s a été refusée au dépanneur pour %s, pourtant j'ai de la marge. Expiration %s.", c.CC(g.card()), c.K(g.amount("CAD")), c.K(sp("%02d/%02d", g.rng(1, 12), g.rng(26, 30))))
		}},
		{"card_amex_form", func(g *G, c *C) string {
			return sp("Numéro de carte : %s\nDate d'expiration : %s\nMontant : %s", c.CC(cardFmt(g.cardDigits("amex"), g.n(3))), c.K(sp("%02d/%d", g.rng(1, 12), g.rng(2026, 2030))), c.K(g.amount("CAD")))
		}},
		{"card_mc_chat_ma", func(g *G, c *C) string {
			return sp("salam, carte CIH dyali %s t9ta3 fiha %s w ana ma drt walo!", c.CC(cardFmt(g.cardDigits("mc"), g.n(4))), c.K(g.amount("DH")))
		}},
		{"card_json_payment", func(g *G, c *C) string {
			return sp(`{"commande": "%s", "pan": "%s", "exp_month": %d, "exp_year": %d, "montant": "%s"}`, c.K(g.orderNo()), c.CC(g.cardDigits(g.pick("visa", "mc"))), g.rng(1, 12), g.rng(2026, 2030), c.K(g.amount("EUR")))
		}},
		{"card_log_gateway", func(g *G, c *C) string {
			return sp("%s ERROR paiement refusé card_number=%s code=05 montant=%s", c.K(g.isoTime()), c.CC(g.cardDigits("visa")), c.K(g.amount("FCFA")))
		}},
		{"card_en_mix", func(g *G, c *C) string {
			return sp("I used my Visa %s for the Airbnb à Marrakech, mais le montant %s apparaît deux fois", c.CC(cardFmt(g.cardDigits("visa"), 0)), c.K(g.amount("DH")))
		}},
		{"card_be", func(g *G, c *C) string {
			return sp("Bonjour, j'ai perdu ma carte de crédit %s hier soir à Namur. Pouvez-vous la bloquer? N° client %s", c.CC(cardFmt(g.cardDigits(g.pick("visa", "mc")), 1)), c.K(g.digits(10)))
		}},
		{"card_csv", func(g *G, c *C) string {
			return sp("date;montant;carte;statut\n%s;%s;%s;REFUSE\n%s;%s;%s;OK", c.K(g.date()), c.K(g.amount("CHF")), c.CC(g.cardDigits("visa")), c.K(g.date()), c.K(g.amount("CHF")), c.CC(g.cardDigits("mc")))
		}},
		{"card_lb", func(g *G, c *C) string {
			return sp("My Fresh USD card %s isn't working in Beirut since %s, ma3ak fikra?", c.CC(cardFmt(g.cardDigits(g.pick("visa", "mc")), g.n(4))), c.K(g.date()))
		}},
		{"card_ht_kreyol", func(g *G, c *C) string {
			return sp("Kat Visa mwen %s bloke, mwen pa ka peye %s la. Kisa pou m fè?", c.CC(cardFmt(g.cardDigits("visa"), g.n(4))), c.K(g.amount("USD")))
		}},
		{"card_booking_note", func(g *G, c *C) string {
			p := g.person("")
			return sp("Réservation %s — %s, 2 nuits, garantie carte %s (exp. %s)", c.K(g.digitsNZ(10)), p.Full(), c.CC(g.card()), c.K(sp("%02d/%02d", g.rng(1, 12), g.rng(26, 30))))
		}},

		// ---------------- mixed ----------------
		{"mix_contact_card", func(g *G, c *C) string {
			p := g.person("")
			return sp("%s\n%s, %s\nTél. : %s\nCourriel : %s", p.Full(), g.street(), p.R.city[g.n(len(p.R.city))], c.Ph(g.phoneFor(p.Region)), c.E(g.emailFor(p)))
		}},
		{"mix_support_ticket", func(g *G, c *C) string {
			p := g.person("")
			return sp("Ticket %s | client: %s | email: %s | tél: %s | objet: internet coupé depuis %s", c.K("INC"+g.digits(7)), p.Full(), c.E(g.emailFor(p)), c.Ph(g.phoneFor(p.Region)), c.K(g.date()))
		}},
		{"mix_env_file", func(g *G, c *C) string {
			return sp("APP_ENV=production\nAPP_VERSION=%s\nDB_PASSWORD=%s\nSTRIPE_SECRET_KEY=%s\nSENTRY_ENV=prod", c.K(g.version()), c.B(g.password()), c.B(g.stripeLive()))
		}},
		{"mix_rental_application", func(g *G, c *C) string {
			p := g.person("qc")
			return sp("Demande de location — %s\nCourriel : %s\nCell : %s\nNAS : %s\nRevenu annuel : %s", p.Full(), c.E(g.emailFor(p)), c.Ph(g.phoneQC()), c.K(g.nas()), c.K(g.amount("CAD")))
		}},
		{"mix_signature_ch", func(g *G, c *C) string {
			p := g.person("ch")
			return sp("--\n%s | Avocate\nRue du Rhône %d, %s Genève\nT %s | %s", p.Full(), g.rng(1, 120), c.K("1204"), c.Ph(g.phoneCH()), c.E(g.workEmail(p, g.pick("etude-"+slug(p.Last)+".ch", "lexgeneve.ch"))))
		}},
		{"mix_order_confirmation", func(g *G, c *C) string {
			p := g.person(g.pick("sn", "ci", "cm"))
			return sp("Commande %s confirmée ✅\nClient : %s\nLivraison : %s\nTél : %s\nTotal : %s (paiement à la livraison)", c.K(g.orderNo()), p.Full(), p.R.city[g.n(len(p.R.city))], c.Ph(g.phoneFor(p.Region)), c.K(g.amount("FCFA")))
		}},
		{"mix_card_email_fraud", func(g *G, c *C) string {
			p := g.person("be")
			return sp("Transaction suspecte sur %s le %s pour %s. Merci de me répondre à %s.", c.CC(cardFmt(g.cardDigits("mc"), 0)), c.K(sp("%02d/%02d", g.rng(1, 28), g.rng(1, 12))), c.K(g.amount("EUR")), c.E(g.emailFor(p)))
		}},
		{"mix_webhook_payload", func(g *G, c *C) string {
			p := g.person("sn")
			return sp(`{"event": "checkout.session.completed", "data": {"id": "%s", "amount": "%d", "currency": "XOF", "customer": {"name": "%s", "email": "%s", "phone": "%s"}}}`, c.K("cos-"+g.from("0123456789abcdefghjkmnpqrstvwxyz", 20)), g.rng(1, 500)*100, p.Full(), c.E(g.emailFor(p)), c.Ph(g.e164("sn")))
		}},
		{"mix_kubernetes_secret", func(g *G, c *C) string {
			return sp("apiVersion: v1\nkind: Secret\nmetadata:\n  name: paiement-%s\nstringData:\n  WAVE_API_KEY: %s\n  DB_PASSWORD: %s", g.pick("sn", "ci"), c.B(g.waveKey()), c.B(g.password()))
		}},
		{"mix_agent_tool_call", func(g *G, c *C) string {
			p := g.person("")
			return sp(`{"tool": "envoyer_sms", "arguments": {"destinataire": "%s", "message": "Votre rendez-vous du %s est confirmé", "copie_courriel": "%s"}}`, c.Ph(g.e164(p.Region)), c.K(g.date()), c.E(g.emailFor(p)))
		}},
		{"mix_jwt_and_email_log", func(g *G, c *C) string {
			p := g.person("")
			return sp("%s DEBUG login ok user=%s token=%s", c.K(g.isoTime()), c.E(g.emailFor(p)), c.J(g.jwt()))
		}},
		{"mix_lb_remittance", func(g *G, c *C) string {
			p := g.person("lb")
			return sp("Transfert OMT de %s vers %s, bénéficiaire joignable au %s. Code de retrait reçu par SMS.", c.K(thousands(g.rng(1, 30)*100, ",")+" USD"), p.Full(), c.Ph(g.phoneLB()))
		}},
		{"mix_gp_ticket_email", func(g *G, c *C) string {
			p := g.person("an")
			return sp("Bonjour, ma box est en panne depuis %s (Baie-Mahault %s). Joignable au %s ou par mail %s", c.K(g.date()), c.K("97122"), c.Ph(g.phoneDOM("gp")), c.E(g.emailFor(p)))
		}},
	}
}
