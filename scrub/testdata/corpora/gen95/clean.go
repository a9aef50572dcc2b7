package main

import (
	"fmt"
	"strings"
)

func cleanKinds() []Kind {
	return []Kind{
		{"clean_postes_canada", func(g *G, c *C) string {
			return sp("Mon colis Postes Canada %s est bloqué à Mississauga depuis %s. Adresse de livraison : %s. Normal?", c.K("70"+g.digits(2)+" "+g.digits(4)+" "+g.digits(4)+" "+g.digits(4)), c.K(g.date()), c.K(g.postalQC()))
		}},
		{"clean_facture_tva_be", func(g *G, c *C) string {
			return sp("Facture %s — HTVA %s, TVA 21 %% %s, total %s. N° TVA %s. Communication structurée %s", c.K(sp("%d/%04d", g.rng(2024, 2026), g.n(10000))), c.K(g.amount("EUR")), c.K(g.amount("EUR")), c.K(g.amount("EUR")), c.K("BE 0"+g.digits(3)+"."+g.digits(3)+"."+g.digits(3)), c.K(sp("+++%s/%s/%s+++", g.digits(3), g.digits(4), g.digits(5))))
		}},
		{"clean_virement_ch", func(g *G, c *C) string {
			return sp("Virement de %s vers %s effectué le %s, référence QR %s", c.K(g.amount("CHF")), c.K(g.ibanFor("CH")), c.K(g.date()), c.K(sp("%s %s %s %s %s %s", g.digits(2), g.digits(5), g.digits(5), g.digits(5), g.digits(5), g.digits(5))))
		}},
		{"clean_ramq_rdv", func(g *G, c *C) string {
			return sp("Rendez-vous Clic Santé confirmé %s à %s, CLSC %s. Apportez votre carte d'assurance maladie (%s). Numéro de confirmation %s.", c.K(g.date()), c.K(g.heure()), g.pick("Rosemont", "Limoilou", "Hull", "Villeray"), c.K(ramq(g)), c.K(g.digitsNZ(8)))
		}},
		{"clean_hydro_quebec", func(g *G, c *C) string {
			return sp("Hydro-Québec : facture du %s, montant dû %s, n° de client %s, compte %s, consommation %s kWh sur %d jours.", c.K(g.date()), c.K(g.amount("CAD")), c.K(g.digits(3)+" "+g.digits(3)+" "+g.digits(3)), c.K(g.digits(3)+" "+g.digits(3)+" "+g.digits(3)+" "+g.digits(3)), c.K(thousands(g.rng(300, 4000), " ")), g.rng(28, 64))
		}},
		{"clean_om_receipt", func(g *G, c *C) string {
			m := g.digits(2)
			return sp("Transfert de %s vers 07 XX XX %s %s réussi. Frais : %s. Nouveau solde : %s. ID : %s. Orange Money, #144#", c.K(g.amount("FCFA")), m, g.digits(2), c.K(g.amount("FCFA")), c.K(g.amount("FCFA")), c.K(g.omTxn()))
		}},
		{"clean_wave_receipt", func(g *G, c *C) string {
			return sp("Wave ✅ Vous avez payé %s à %s. Réf. %s. Solde %s. %s", c.K(g.amount("FCFA")), g.pick("Senelec", "SenEau", "Auchan Mermoz", "Woyofal"), c.K("T_"+g.from(upalnum, 16)), c.K(g.amount("FCFA")), c.K(g.isoTime()))
		}},
		{"clean_momo_cm", func(g *G, c *C) string {
			return sp("Y'ello! Vous avez reçu %s. Financial Transaction Id: %s. External Transaction Id: %s. Nouveau solde: %s.", c.K(g.amount("XAF")), c.K(g.digitsNZ(10)), c.K(g.digitsNZ(9)), c.K(g.amount("XAF")))
		}},
		{"clean_siret_reunion", func(g *G, c *C) string {
			s := g.siret()
			return sp("SARL Péi Solaire, %s Saint-Pierre — SIRET %s — SIREN %s — RCS Saint-Pierre — APE %s", c.K("97410"), c.K(s), c.K(strings.ReplaceAll(s, " ", "")[:9]), c.K(g.digits(4)+"Z"))
		}},
		{"clean_ice_maroc", func(g *G, c *C) string {
			return sp("Facture n° %s — ICE : %s — IF : %s — RC Casablanca %s — Patente %s — Total TTC %s", c.K(sp("%d/%04d", g.rng(2024, 2026), g.n(10000))), c.K(g.ice()), c.K(g.digits(8)), c.K(g.digitsNZ(6)), c.K(g.digits(8)), c.K(g.amount("DH")))
		}},
		{"clean_rccm_sn", func(g *G, c *C) string {
			return sp("Société %s SARL — RCCM %s — NINEA %s — Capital %s — Dakar Plateau", g.pick("Teranga Logistique", "Baobab Digital", "Sahel Agro"), c.K(sp("SN-DKR-%d-B-%05d", g.rng(2015, 2025), g.n(100000))), c.K(g.digits(7)+" "+g.digits(1)+g.from("ABCDEFGHJK", 1)+g.digits(1)), c.K(g.amount("FCFA")))
		}},
		{"clean_avs_payroll", func(g *G, c *C) string {
			return sp("Fiche de salaire %s — N° AVS %s — salaire brut %s — cotisation AVS/AI/APG 5,3 %% — LPP %s", c.K(g.pick("mars", "avril", "mai")+" 2025"), c.K(g.avs()), c.K(g.amount("CHF")), c.K(g.amount("CHF")))
		}},
		{"clean_nrn_be", func(g *G, c *C) string {
			return sp("Registre national : %s. Date de naissance %s. Commune : %s (%s).", c.K(g.nrnBE()), c.K(sp("%02d/%02d/19%d", g.rng(1, 28), g.rng(1, 12), g.rng(50, 99))), g.pick("Ixelles", "Schaerbeek", "Namur", "Liège"), c.K(g.pick("1050", "1030", "5000", "4000")))
		}},
		{"clean_nas_t4", func(g *G, c *C) string {
			return sp("Feuillet T4 %s / Relevé 1 — NAS %s — revenus d'emploi (case 14) %s — impôt retenu (case 22) %s", c.K("2024"), c.K(g.nas()), c.K(g.amount("CAD")), c.K(g.amount("CAD")))
		}},
		{"clean_school_message", func(g *G, c *C) string {
			return sp("Rappel : réunion de parents %s à %s, local %s. Bulletin de l'étape %d disponible sur Mozaïk dès le %s.", c.K(g.date()), c.K(g.heure()), c.K(g.pick("A-", "B-", "C-")+g.digits(3)), g.rng(1, 3), c.K(g.date()))
		}},
		{"clean_classified_no_contact", func(g *G, c *C) string {
			return sp("À louer : 5½ à Limoilou, %s/mois, libre le %s, %s, stationnement inclus. Répondre via Marketplace seulement.", c.K(g.amount("CAD")), c.K(g.date()), c.K(g.postalQC()))
		}},
		{"clean_ussd_codes", func(g *G, c *C) string {
			return sp("Pour consulter votre solde tapez %s, pour le forfait Internet %s Go à %s tapez %s. Service client : composez le %s.", c.K(g.pick("#144#", "*880#", "#111#", "*126#")), c.K(fmt.Sprint(g.rng(1, 50))), c.K(g.amount("FCFA")), c.K(g.pick("*123*2#", "#1234#", "*555#")), c.K(g.pick("1414", "3200", "8000", "121")))
		}},
		{"clean_log_uuid", func(g *G, c *C) string {
			return sp("%s INFO  api.paiements requete=%s ip=%s:%d statut=200 duree=%dms version=%s", c.K(g.isoTime()), c.K(g.uuid()), c.K(g.ipv4()), g.rng(30000, 65000), g.rng(3, 900), c.K(g.version()))
		}},
		{"clean_compose_placeholders", func(g *G, c *C) string {
			return sp("services:\n  api:\n    image: registry.interne.ca/facturation:%s\n    environment:\n      DB_PASSWORD: ${DB_PASSWORD}\n      STRIPE_SECRET_KEY: ${STRIPE_SECRET_KEY}\n    ports:\n      - \"%s\"", c.K(g.version()), c.K("8080:8080"))
		}},
		{"clean_env_example", func(g *G, c *C) string {
			return sp("# .env.example — copiez vers .env\nWAVE_API_KEY=<votre_clé_api>\nOM_CLIENT_SECRET=changeme\nJWT_SECRET=\nPORT=%s", c.K(fmt.Sprint(g.pick3(3000, 8000, 8080))))
		}},
		{"clean_git_log", func(g *G, c *C) string {
			return sp("$ git log --oneline -3\n%s fix(paiement): arrondi des montants en FCFA (#%s)\n%s feat(i18n): format « 1 234,56 $ » pour fr-CA\n%s chore: bump go %s", c.K(g.from(hexd, 7)), c.K(fmt.Sprint(g.rng(100, 4000))), c.K(g.from(hexd, 7)), c.K(g.from(hexd, 7)), c.K("1."+fmt.Sprint(g.rng(21, 26))))
		}},
		{"clean_k8s_secretref", func(g *G, c *C) string {
			return sp("env:\n  - name: STRIPE_SECRET_KEY\n    valueFrom:\n      secretKeyRef:\n        name: stripe-%s\n        key: secret-key\nresources:\n  limits:\n    memory: \"%s\"", g.pick("prod", "ca", "be"), c.K(g.pick("512Mi", "1Gi", "256Mi")))
		}},
		{"clean_imei", func(g *G, c *C) string {
			return sp("Mon téléphone volé : IMEI %s, modèle %s, acheté le %s pour %s. Déclaration de vol n° %s.", c.K(g.imei()), g.pick("Galaxy A54", "iPhone 13", "Tecno Spark 20", "Redmi Note 12"), c.K(g.date()), c.K(g.amount(g.pick("CAD", "DH", "FCFA"))), c.K(g.digitsNZ(8)))
		}},
		{"clean_flight", func(g *G, c *C) string {
			return sp("Réservation %s — vol %s %s départ %s, billet électronique %s, bagage 2 x 23 kg", c.K(g.from("ABCDEFGHJKLMNPQRSTUVWXYZ", 6)), c.K(g.pick("AT", "AF", "SN", "HF", "AC", "TS")+fmt.Sprint(g.rng(100, 999))), c.K(g.date()), c.K(g.heure()), c.K(g.pick("057", "147", "014", "082")+" "+g.digitsNZ(10)))
		}},
		{"clean_postal_codes", func(g *G, c *C) string {
			return sp("Zones de livraison gratuites : %s Bruxelles, %s Genève, %s Casablanca, %s Alger, %s Tunis, %s Montréal, %s Luxembourg", c.K(g.pick("1000", "1050", "1060")), c.K(g.pick("1201", "1204", "1205")), c.K(g.pick("20000", "20250", "20100")), c.K(g.pick("16000", "16035")), c.K(g.pick("1002", "1053")), c.K(g.postalQC()), c.K("L-"+g.pick("1611", "2449", "1855")))
		}},
		{"clean_fx_rates", func(g *G, c *C) string {
			return sp("Taux du jour : 1 € = 655,957 FCFA ; 1 $ CA = %s DH ; 1 USD = %s DA ; 1 € = %s DT. Envoi de %s = %s reçus.", c.K(sp("7,%02d", g.n(100))), c.K(sp("13%d,%02d", g.rng(0, 9), g.n(100))), c.K(sp("3,%03d", g.n(1000))), c.K(g.amount("EUR")), c.K(g.amount("FCFA")))
		}},
		{"clean_ircc_dossier", func(g *G, c *C) string {
			return sp("IRCC : votre demande %s a été reçue. IUC : %s. Numéro de demande %s. Délai estimé : %d jours.", c.K("E"+g.digits(9)), c.K(g.digits(4)+"-"+g.digits(4)), c.K("W3"+g.digits(8)), g.rng(60, 400))
		}},
		{"clean_mutuelle", func(g *G, c *C) string {
			return sp("Mutuelle : remboursement de %s pour la consultation du %s. N° adhérent %s, décompte %s.", c.K(g.amount("EUR")), c.K(g.date()), c.K(g.digits(9)), c.K(sp("%d%07d", g.rng(2024, 2026), g.n(10000000))))
		}},
		{"clean_lu_matricule", func(g *G, c *C) string {
			y := g.rng(1950, 2005)
			return sp("CNS Luxembourg : matricule %s, remboursement %s viré le %s sur %s.", c.K(sp("%d %02d%02d %s", y, g.rng(1, 12), g.rng(1, 28), g.digits(5))), c.K(g.amount("EUR")), c.K(g.date()), c.K(g.ibanFor("LU")))
		}},
		{"clean_dz_ccp", func(g *G, c *C) string {
			return sp("Virement vers CCP %s clé %s, RIP %s, montant %s, motif loyer %s", c.K(g.digitsNZ(10)), c.K(g.digits(2)), c.K("007 99999 "+g.digits(10)+" "+g.digits(2)), c.K(g.amount("DA")), c.K(g.pick("janvier", "février", "mars")))
		}},
		{"clean_tn_rib", func(g *G, c *C) string {
			return sp("RIB : %s %s %s %s — BIAT agence %s — IBAN %s", c.K(g.digits(2)), c.K(g.digits(3)), c.K(g.digits(13)), c.K(g.digits(2)), g.pick("Lac 2", "Sfax Centre", "Sousse Khezama"), c.K(g.ibanFor("TN")))
		}},
		{"clean_ma_rib", func(g *G, c *C) string {
			return sp("Merci d'effectuer le virement de %s sur le RIB %s (Attijariwafa bank), IBAN %s, SWIFT BCMAMAMC", c.K(g.amount("DH")), c.K(g.digits(3)+" "+g.digits(3)+" "+g.digits(16)+" "+g.digits(2)), c.K(g.ibanFor("MA")))
		}},
		{"clean_uemoa_rib", func(g *G, c *C) string {
			return sp("Coordonnées bancaires : %s — montant %s — réf. %s", c.K(g.ibanFor(g.pick("SN", "CI"))), c.K(g.amount("FCFA")), c.K(g.orderNo()))
		}},
		{"clean_changelog", func(g *G, c *C) string {
			return sp("## [%s] - %s\n### Corrigé\n- Format des montants « 1 234,56 $ » en fr-CA (#%d)\n- Indicatif +225 à 10 chiffres dans le validateur (#%d)", c.K(g.version()), c.K(sp("%d-%02d-%02d", g.rng(2024, 2026), g.rng(1, 12), g.rng(1, 28))), g.rng(100, 999), g.rng(100, 999))
		}},
		{"clean_stripe_pk", func(g *G, c *C) string {
			return sp("const stripe = Stripe('%s', { locale: 'fr-CA' }); // clé publiable, OK côté client", c.K("pk_live_"+g.mixed(24)))
		}},
		{"clean_mapbox_public", func(g *G, c *C) string {
			u := b64u([]byte(sp(`{"u":"%s","a":"%s"}`, g.pick("boutique-dakar", "carto-qc", "livraison-be"), g.from("abcdefghijklmnopqrstuvwxyz0123456789", 25))))
			return sp("mapboxgl.accessToken = '%s'; // jeton public (pk), restreint au domaine", c.K("pk."+u+"."+g.from(alnum+"-_", 22)))
		}},
		{"clean_sql_ids", func(g *G, c *C) string {
			return sp("SELECT id, statut, montant FROM commandes WHERE client_id = %s AND cree_le >= '%s' AND montant > %d.%02d ORDER BY id DESC LIMIT 50;", c.K(g.digitsNZ(7)), c.K(sp("%d-%02d-01", g.rng(2024, 2026), g.rng(1, 12))), g.rng(10, 900), g.n(100))
		}},
		{"clean_stm_horaire", func(g *G, c *C) string {
			return sp("Ligne %d direction %s : prochains passages %s, %s. Arrêt %s. Tarif %s.", g.rng(10, 470), g.pick("Nord", "Est", "Ouest"), c.K(g.heure()), c.K(g.heure()), c.K(fmt.Sprint(g.rng(50000, 62000))), c.K(g.amount("CAD")))
		}},
		{"clean_lb_bank", func(g *G, c *C) string {
			return sp("Retrait de %s (taux %s LBP/USD) le %s, compte %s, plafond mensuel %s", c.K(g.amount("LBP")), c.K(thousands(89500, ",")), c.K(g.date()), c.K(g.ibanFor("LB")), c.K(thousands(g.rng(1, 10)*100, ",")+" USD"))
		}},
		{"clean_moncash", func(g *G, c *C) string {
			return sp("MonCash: Ou resevwa %s. Tranzaksyon %s. Balans ou: %s. %s", c.K(g.amount("HTG")), c.K(g.digitsNZ(10)), c.K(g.amount("HTG")), c.K(g.date()))
		}},
		{"clean_mvola", func(g *G, c *C) string {
			return sp("MVola: Nahazo %s ianao. Ref: %s. Sisa: %s. %s", c.K(g.amount("MGA")), c.K(g.digitsNZ(9)), c.K(g.amount("MGA")), c.K(sp("%02d/%02d/%d %s", g.rng(1, 28), g.rng(1, 12), g.rng(2024, 2026), g.heure())))
		}},
		{"clean_snel_compteur", func(g *G, c *C) string {
			return sp("SNEL Kinshasa : compteur prépayé n° %s, recharge de %s, code de recharge %s", c.K(g.digits(11)), c.K(g.amount("CDF")), c.K(g.digits(4)+" "+g.digits(4)+" "+g.digits(4)+" "+g.digits(4)+" "+g.digits(4)))
		}},
		{"clean_woyofal", func(g *G, c *C) string {
			return sp("Woyofal : achat de %s, %s kWh. Code : %s. Compteur %s.", c.K(g.amount("FCFA")), c.K(sp("%d,%d", g.rng(10, 400), g.n(10))), c.K(g.digits(20)), c.K(g.digits(11)))
		}},
		{"clean_courier_ma", func(g *G, c *C) string {
			return sp("Amana : envoi %s déposé à %s le %s, poids %s kg, frais %s. Suivi sur poste.ma.", c.K("CC"+g.digits(9)+"MA"), g.pick("Rabat Agdal", "Casa Maarif", "Fès Batha"), c.K(g.date()), c.K(sp("%d,%d", g.rng(0, 20), g.n(10))), c.K(g.amount("DH")))
		}},
		{"clean_job_posting", func(g *G, c *C) string {
			return sp("Offre %s — Développeur·se Go, Québec (hybride), salaire %s à %s, début %s. Postulez via le portail carrières.", c.K("REQ-"+g.digits(5)), c.K(g.amount("CAD")), c.K(g.amount("CAD")), c.K(g.date()))
		}},
		{"clean_sha_hashes", func(g *G, c *C) string {
			return sp("sha256sum facturation-%s-linux-amd64.tar.gz\n%s  facturation-%s-linux-amd64.tar.gz", c.K(g.version()), c.K(g.from(hexd, 64)), g.version())
		}},
		{"clean_saaq_permis", func(g *G, c *C) string {
			return sp("SAAQ : renouvellement du permis %s avant le %s, montant %s. Photo requise au point de service %s.", c.K(g.from("ABCDEFGHJKLMNPRSTVW", 1)+g.digits(4)+"-"+g.digits(6)+"-"+g.digits(2)), c.K(g.date()), c.K(g.amount("CAD")), g.pick("Laval", "Sainte-Foy", "Sherbrooke"))
		}},
		{"clean_teams_meeting", func(g *G, c *C) string {
			return sp("Réunion Microsoft Teams — ID de réunion : %s — %s à %s (heure de l'Est). Ordre du jour : budget %s.", c.K(g.digits(3)+" "+g.digits(3)+" "+g.digits(3)+" "+g.digits(3)), c.K(g.date()), c.K(g.heure()), c.K("2026"))
		}},
		{"clean_cni_ci", func(g *G, c *C) string {
			return sp("Retrait de la CNI n° %s au centre de %s à partir du %s. Frais : %s. Récépissé %s.", c.K("CI"+g.digits(9)), g.pick("Cocody", "Plateau", "Yopougon"), c.K(g.date()), c.K(g.amount("FCFA")), c.K(g.digitsNZ(12)))
		}},
		{"clean_cm_invoice", func(g *G, c *C) string {
			return sp("ENEO — facture %s, contrat %s, période %s, montant %s, NIU %s", c.K(g.digitsNZ(9)), c.K(g.digitsNZ(9)), c.K(g.pick("01/2025", "02/2025", "03/2025")), c.K(g.amount("XAF")), c.K("M"+g.digits(12)+g.from("ABCDEFGHJKLMNPQRSTUVWXYZ", 1)))
		}},
		{"clean_coords", func(g *G, c *C) string {
			return sp("Point de livraison : %s, %s (précision %d m), créneau %s–%s", c.K(sp("%d.%06d", g.rng(-20, 50), g.n(1000000))), c.K(sp("%d.%06d", g.rng(-75, 55), g.n(1000000))), g.rng(3, 50), c.K(g.heure()), c.K(g.heure()))
		}},
		{"clean_question_format", func(g *G, c *C) string {
			return sp("En Côte d'Ivoire les numéros ont 10 chiffres depuis %s (ex. 07 XX XX XX XX). Comment valider ça en regex sans casser les anciens à 8 chiffres? Go %s", c.K("2021"), c.K("1."+fmt.Sprint(g.rng(21, 26))))
		}},
		{"clean_masked_card", func(g *G, c *C) string {
			return sp("Paiement de %s accepté avec la carte **** **** **** %s le %s. Autorisation %s.", c.K(g.amount("CAD")), c.K(g.digits(4)), c.K(g.date()), c.K(g.from(upalnum, 6)))
		}},
		{"clean_bpost_tracking", func(g *G, c *C) string {
			return sp("bpost : votre colis %s sera livré %s entre %s et %s au point %s.", c.K("3232"+g.digits(14)), c.K(g.date()), c.K(g.heure()), c.K(g.heure()), c.K(g.digits(6)))
		}},
		{"clean_swisspost", func(g *G, c *C) string {
			return sp("La Poste suisse : envoi %s, recommandé, avisé le %s, à retirer avant le %s à la filiale %s.", c.K("98."+g.digits(2)+"."+g.digits(6)+"."+g.digits(8)), c.K(g.date()), c.K(g.date()), c.K(g.pick("1211", "1003", "1700")+" "+g.pick("Genève", "Lausanne", "Fribourg")))
		}},
	}
}

func ramq(g *G) string {
	p := g.person("qc")
	l := strings.ToUpper(strings.ReplaceAll(slug(p.Last), "-", "")) + "XXX"
	return l[:3] + strings.ToUpper(slug(p.First))[:1] + " " + g.digits(4) + " " + g.digits(4)
}
