package main

var tplFR = []Tpl{
	{"mail_fr", "fr", `
Objet : RE: Devis n° {inv} – livraison du {date}

Bonjour {f2},

Merci pour votre retour. Je vous confirme la commande {order} pour un montant de {amt} TTC, livraison prévue le {ldate} à l'entrepôt ({street}, {zip} {city}).
Pour toute question technique, {n3} reste votre interlocuteur : {wmail3}
?ou par téléphone au {tel3}.

Bien cordialement,
--
{n1}
Responsable achats – {co}
Tél. : {tel1}
?Portable : {mob1}
{wmail1}

Le {date2} à {time}, {n2} <{mail2}> a écrit :
> Bonjour,
> Veuillez trouver ci-joint notre devis {inv} (validité 30 jours, remise de {pct}).
?> Vous pouvez me joindre au {imob2} en cas d'urgence.
> Cordialement,
> {n2}
`},
	{"notes_fr", "fr", `
Compte rendu – Comité de pilotage projet « Migration ERP » ({ver})
Date : {date} – {time}, salle {room}
Participants : {n1}, {n2}, {n3}, {n4}

1. Avancement : lot 2 terminé à 85 %, budget consommé {amt} sur une enveloppe de {amt2}.
2. Recette : tickets {ticket} et {ticket2} à corriger avant le {date2}.
3. Contacts prestataire : {n3} ({wmail3}, {tel3})
?   astreinte week-end : {mob4}

Actions :
- [ ] {f1} : relancer le fournisseur sur la facture {inv}
- [ ] {f2} : envoyer le planning à {mail2}
?- [ ] {f3} : le jeton de test transmis par le prestataire ne fonctionne plus : {jwt}
?- [ ] {f4} : créer le compte de test (identifiant : test.recette, mot de passe : {pw})
- [ ] Tous : prochaine réunion le {ldate}
`},
	{"rental_fr", "fr", `
DOSSIER DE LOCATION – Appartement T3, {street}, {zip} {city}
Réf. annonce : {ref} – Loyer : {amt} charges comprises – Dépôt de garantie : {amt2}

Candidat : {n1}
Né(e) le : {date}
N° de sécurité sociale (pour la caution Visale) : {nid}
Adresse actuelle : {street2}, {zip2} {city2}
Téléphone : {mob1}
E-mail : {mail1}
Situation : CDI depuis le {date2}, salaire net mensuel {amt3}
Garant : {n2}, {imob2}
?Contact du garant : {mail2}
?Avis d'imposition n° {nr} – revenu fiscal de référence {amt4}

Pièces jointes : 3 derniers bulletins, avis d'imposition {year}, RIB ({iban}).
`},
	{"job_fr", "fr", `
Objet : Candidature – Poste de comptable (réf. {ref})

Madame, Monsieur,

Suite à votre annonce publiée le {date}, je me permets de vous adresser ma candidature au poste de comptable. Titulaire d'un DCG obtenu en {year}, j'ai travaillé quatre ans chez {co} où je gérais un portefeuille de 120 clients (CA cumulé de {amt}).

Je suis disponible à partir du {ldate} et reste joignable au {mob1} ou par e-mail à {mail1}.
?Mon ancien responsable, {n2}, peut être contacté au {tel2} pour une recommandation.
?Portfolio et références : voir pièce jointe CV_{ref}.pdf (version {ver}).

Dans l'attente de votre réponse, je vous prie d'agréer mes salutations distinguées.

{n1}
{street}, {zip} {city}
`},
	{"claim_fr", "fr", `
DÉCLARATION DE SINISTRE – Dégât des eaux
Contrat d'assurance habitation n° {policy}
Dossier sinistre : {case}

Assuré : {n1}
Adresse du risque : {street}, {zip} {city}
Téléphone : {tel1}
?Mobile : {mob1}
Courriel : {mail1}

Date du sinistre : {date} vers {time}
Circonstances : fuite sur la colonne d'eau de l'appartement du dessus (voisin : {n2}, {mob2}).
Dommages estimés : {amt} (parquet, peinture), facture plombier n° {inv} : {amt2}.
?Règlement de la franchise par carte : {card}
Expert mandaté : cabinet Lambert, rendez-vous le {date2}.
Remboursement sur : {iban}
`},
	{"school_fr", "fr", `
Collège Jean Moulin – {zip} {city}
Objet : Sortie pédagogique au musée – classe de 4e B

Madame, Monsieur,

La sortie aura lieu le {ldate}. Départ du bus à {time} devant le collège, retour prévu vers 17h30. Participation : {amt} (chèque à l'ordre du FSE ou virement sur {iban}).

Merci de compléter le coupon ci-dessous avant le {date}.

---------------------------------------------
Élève : {n1}        Classe : 4e B      N° INE : {nr}
Responsable légal : {n2}
Téléphone en cas d'urgence : {mob2}
?Autre numéro : {tel3}
Adresse e-mail : {mail2}
Allergies / traitement : néant
---------------------------------------------
Le professeur principal, {n4}
`},
	{"clinic_fr", "fr", `
Centre médical des Tilleuls – {street}, {zip} {city}

Compte rendu de consultation du {date}
Patient : {n1}, né(e) le {date2}
N° de sécurité sociale : {nid}
Médecin traitant : Dr {n3}

Motif : douleurs lombaires depuis 3 semaines. TA 12/8, poids 74 kg.
Prescription : kinésithérapie, 10 séances ; contrôle dans 6 semaines.
Prochain rendez-vous : {ldate} à {time}.

Le patient souhaite être contacté au {mob1}
?ou par e-mail ({mail1}) pour les résultats.
?Secrétariat du Dr {n3} : {tel3}
Montant réglé : {amt} (tiers payant, feuille de soins n° {nr})
`},
	{"supplier_fr", "fr", `
FICHE DE RÉFÉRENCEMENT FOURNISSEUR
Raison sociale : {co}
SIRET : {nr}{nr2}
N° TVA intracommunautaire : {vat}
Adresse : {street}, {zip} {city}
Code NAF : 4669B    Conditions de paiement : 45 jours fin de mois

Contact commercial : {n1} – {wmail1} – {tel1}
Contact comptabilité : {n2} – {wmail2}
?Ligne directe comptabilité : {itel2}
Coordonnées bancaires : {iban} – BIC BNPAFRPPXXX
Accès portail fournisseurs : identifiant F{nr3}
?Mot de passe provisoire : {pw}
Date de création : {date} – validé par {n4}
`},
	{"handover_fr", "fr", `
# Passation IT – départ de {n1} (dernier jour : {date})

## Comptes et accès
- Serveur de fichiers : \\srv-fic01 ({ip}), partage « Compta »
- Compte admin local : admin.compta / mot de passe : {pw}
- Routeur 4G du dépôt : {ip2}, clé Wi-Fi : {wifi}
?- Clé API Stripe (boutique en ligne) : {sk}
?- Jeton GitLab CI : {glpat}
?- Jeton d'accès du compte de service (JWT, expire dans 72 h) : {jwt}
- Clé publique déployée : {ssh} deploy@srv-fic01

## Contacts
- Prestataire infogérance : {n3}, {wmail3}, astreinte {tel3}
?- Remplaçant : {n2}, {mob2}

## Divers
Licences Office : 25 postes, renouvellement le {date2} ({amt}). Version de l'ERP : {ver}.
`},
	{"complaint_fr", "fr", `
Objet : Réclamation – commande {order} non livrée

Bonjour,

J'ai passé commande le {date} (montant : {amt}, facture {inv}) et réglé par carte bancaire n° {card}, expiration 09/{year}.
Le colis (suivi {ref}) est indiqué « livré » le {date2}, mais je ne l'ai jamais reçu.

Je vous remercie de procéder au remboursement ou à un nouvel envoi à l'adresse : {street}, {zip} {city}.
Vous pouvez me joindre au {mob1}
?ou au {imob1} (depuis l'étranger).

Cordialement,
{n1}
{mail1}
`},
}

var tplDE = []Tpl{
	{"mail_de", "de", `
Betreff: AW: Angebot {inv} / Liefertermin KW {kw}

Hallo {f2},

danke für die schnelle Rückmeldung. Wir bestellen wie besprochen (Bestellnr. {order}, Gesamtbetrag {amt} netto). Lieferung bitte bis {date} an unser Lager, {street}, {zip} {city}.
Ansprechpartner vor Ort ist {n3}, erreichbar unter {mob3}.

Viele Grüße
{n1}

--
{co}
Einkauf
Tel.: {tel1}
?Fax: {tel4}
E-Mail: {wmail1}

-----Ursprüngliche Nachricht-----
Von: {n2} <{mail2}>
Gesendet: {ldate} {time}
Betreff: Angebot {inv}
> Sehr geehrter Herr {n1},
> anbei unser Angebot, gültig bis {date2}. Skonto {pct} bei Zahlung innerhalb von 10 Tagen.
?> Rückfragen gern mobil unter {imob2}.
`},
	{"notes_de", "de", `
Protokoll Teamrunde IT – {date}, {time} Uhr, Raum {room}
Anwesend: {n1}, {n2}, {n3}; entschuldigt: {n4}

TOP 1 Rollout Windows 11: 42 von 57 Geräten erledigt, Restbudget {amt}.
TOP 2 Neues VPN-Gateway ({ip}), Firmware {ver}; Ticket {ticket} offen.
TOP 3 Rufbereitschaft: {n3} übernimmt KW {kw}, Handy {mob3}.
?TOP 4 Dienstleister: Support-Hotline {tel2}, Vertragsnummer {policy}.

Aufgaben:
- {f1}: Zugang für Azubi anlegen, Initialpasswort {pw} (beim ersten Login ändern!)
- {f2}: Angebot an {wmail2} weiterleiten bis {date2}
?- {f3}: API-Schlüssel im Monitoring tauschen: {hex}
Nächster Termin: {ldate}
`},
	{"rental_de", "de", `
Mieterselbstauskunft
Objekt: 2-Zimmer-Wohnung, {street}, {zip} {city}, Kaltmiete {amt}, Kaution {amt2}

Name, Vorname: {n1}
Geburtsdatum: {date}
Aktuelle Anschrift: {street2}, {zip2} {city2}
Telefon: {tel1}
Mobil: {mob1}
E-Mail: {mail1}
Arbeitgeber: {co}, beschäftigt seit {date2}
Nettoeinkommen: {amt3} monatlich
Steuer-ID: {nid}
?Bürge: {n2}, Tel. {imob2}
SCHUFA-Auskunft vom {date3} liegt bei (Auftragsnr. {nr}).

Ich versichere die Richtigkeit der Angaben. {city}, den {ldate}
`},
	{"job_de", "de", `
Bewerbung als Fachinformatiker Systemintegration (Kennziffer {ref})

Sehr geehrte Frau {n2},

mit großem Interesse habe ich Ihre Stellenanzeige vom {date} gelesen. Nach meiner Ausbildung bei {co} ({year}) betreue ich derzeit 300 Clients und 14 Server (VMware {ver}).

Meine Gehaltsvorstellung liegt bei {amt} brutto jährlich; frühester Eintrittstermin ist der {ldate}.
Für ein persönliches Gespräch erreichen Sie mich unter {mob1} oder per E-Mail an {mail1}.
?Festnetz: {tel1}
?Referenz: {n3}, Teamleiter, {wmail3}

Mit freundlichen Grüßen
{n1}
{street}, {zip} {city}
`},
	{"claim_de", "de", `
Schadenmeldung Kfz-Haftpflicht
Versicherungsschein-Nr.: {policy}
Schadennummer: {case}
Amtl. Kennzeichen: {plate}

Versicherungsnehmer: {n1}, {street}, {zip} {city}
Telefon tagsüber: {tel1}
?Mobil: {mob1}
E-Mail: {mail1}

Schadentag: {date}, ca. {time} Uhr, Parkplatz Einkaufszentrum
Unfallgegner: {n2}, Kennzeichen {plate2}, Tel. {mob2}
Polizeiliches Aktenzeichen: {nr}
Kostenvoranschlag Werkstatt: {amt} (Nr. {inv})
Erstattung bitte auf IBAN {iban}
?Selbstbeteiligung ({amt2}) wurde per Kreditkarte {card} beglichen.
`},
	{"school_de", "de", `
Grundschule am Park · {street} · {zip} {city}

Elternbrief Nr. 7/{year} – Klassenfahrt der 4b

Liebe Eltern,
die Klassenfahrt findet vom {date} bis {date2} statt. Der Eigenanteil beträgt {amt} und ist bis zum {ldate} auf das Konto des Fördervereins zu überweisen (IBAN {iban}, Verwendungszweck: Name des Kindes + 4b).

Rückmeldung (bitte ausgefüllt abgeben):
Name des Kindes: {n1}
Erziehungsberechtigte/r: {n2}
Notfallnummer während der Fahrt: {mob2}
?Zweite Notfallnummer: {tel3}
E-Mail für den Klassenverteiler: {mail2}
Unverträglichkeiten: Laktose

Mit freundlichen Grüßen, {n4} (Klassenleitung)
`},
	{"clinic_de", "de", `
Praxis für Allgemeinmedizin · {street} · {zip} {city}

Arztbrief vom {date}
Patient: {n1}, geb. {date2}
Versichertennummer: {ref}
Diagnosen: Hypertonie (I10.90), Vitamin-D-Mangel (E55.9)
Medikation: Ramipril 5 mg 1-0-0

Kontrolltermin am {ldate} um {time} Uhr.
Patient bittet um Rückruf unter {mob1}.
?Befunde bitte per E-Mail an {mail1} (Einwilligung liegt vor).
?Angehörige: {n2}, {tel2}
Rechnung Nr. {inv} über {amt} (IGeL) – zahlbar innerhalb 14 Tagen.
`},
	{"supplier_de", "de", `
Lieferantenstammblatt
Firma: {co}
Anschrift: {street}, {zip} {city}
USt-IdNr.: {vat}
Handelsregister: HRB {nr}, Amtsgericht {city}
Kreditorennummer (intern): 70{nr2}
Zahlungsbedingungen: 30 Tage netto, 2 % Skonto bei 8 Tagen

Ansprechpartner Vertrieb: {n1}, Tel. {tel1}, {wmail1}
Ansprechpartner Buchhaltung: {n2}, {wmail2}
?Mobil (Notfall Lieferung): {imob1}
Bankverbindung: {iban}
EDI-Zugang: Benutzer lief_{nr3}
?Passwort EDI-Portal: {pw}
Freigabe Einkauf am {date} durch {n4}
`},
	{"handover_de", "de", `
Übergabeprotokoll IT – {n1} an {n2}, Stand {date}

1. Zugänge
   - Domänen-Admin: adm-{nr} / Kennwort im Tresor (KeePass, Eintrag „DC01“)
   - NAS {ip}: Benutzer backup, Passwort: {pw}
   - FritzBox Filiale: WLAN-Schlüssel {wifi}
?   - GitHub-Token für das Deploy-Skript: {ghp}
?   - Slack-Bot (Alarmierung): {xoxb}
?   - Test-Header für die REST-API: Authorization: Bearer {jwt}
   - Öffentlicher Schlüssel für Jumphost: {ssh}
2. Externe Kontakte
   - Systemhaus: {n3}, {wmail3}, Hotline {tel3}
?   - Provider-Störungsstelle: {itel4}
3. Offene Punkte
   - Zertifikat läuft am {date2} ab, Lizenzverlängerung {amt}, Version {ver}
`},
	{"complaint_de", "de", `
Betreff: Reklamation Bestellung {order} – falscher Artikel geliefert

Sehr geehrte Damen und Herren,

am {date} habe ich bei Ihnen einen Kaffeevollautomaten bestellt (Rechnung {inv}, {amt}). Geliefert wurde jedoch ein anderes Modell (Artikelnr. {nr}).
Bezahlt habe ich mit meiner Kreditkarte {card}.
Bitte holen Sie das Gerät ab und schreiben Sie den Betrag gut.

Sie erreichen mich werktags unter {tel1}
?oder mobil unter {mob1}.

Mit freundlichen Grüßen
{n1}
{street}, {zip} {city}
{mail1}
`},
}
