package main

// Boilerplate paragraphs that bring a document to length, by language and
// topic. They hold no personal data and no number a scrubber should take.
// A document's Fill(topic) draws its topic's paragraphs first, then the
// language's general ones.

var fillersEN = map[string][]string{
	"general": {
		"The information contained in this document is confidential and is intended solely for the use of the addressee. If you are not the intended recipient, please notify the sender and destroy all copies. Any review, retransmission, dissemination or other use of this information by persons other than the intended recipient is prohibited.",
		"We take the privacy of your information seriously. Records are kept for the period required by applicable law and are then securely destroyed. You may request a copy of the personal data we hold about you by writing to the Data Protection Officer at the address shown above.",
		"Please review each section carefully. Where a section does not apply, mark it N/A rather than leaving it blank. Incomplete files cannot be processed and will be returned to the originating office with a deficiency notice within five business days.",
		"This communication does not create any obligation beyond those expressly stated. If anything in it is unclear, please ask before acting on it; we would rather answer a question early than correct a misunderstanding later.",
	},
	"finance": {
		"All figures quoted are subject to final verification by the underwriting team. Rates may change before closing depending on market conditions, the outcome of the appraisal and any changes to the applicant's financial circumstances disclosed after the date of this document.",
		"Nothing in this letter constitutes a commitment to lend. A commitment will only be issued after satisfactory completion of all conditions listed in Schedule B, including receipt of an acceptable title report, evidence of hazard insurance and verification of employment.",
		"The applicant certifies that the information provided is true and complete to the best of their knowledge. Knowingly making a false statement on a loan application is a federal crime and may result in fines, imprisonment or both.",
		"Review your statement promptly. If you find an error or an unauthorized transaction, notify us within sixty days of the statement date. After that period we may not be able to recover the funds or reverse the charge on your behalf.",
		"Deposit products are insured up to the applicable limits. Investment products are not deposits, are not insured by any federal agency, are not guaranteed by the bank and may lose value.",
		"Under the Equal Credit Opportunity Act, creditors may not discriminate against credit applicants on the basis of race, color, religion, national origin, sex, marital status or age, provided the applicant has the capacity to contract.",
	},
	"legal": {
		"This agreement shall be governed by and construed in accordance with the laws of the state in which the property is located, without regard to its conflict of laws principles. Any dispute arising out of or relating to this agreement shall be resolved in the state or federal courts located in that state.",
		"If any provision of this agreement is held to be invalid or unenforceable, the remaining provisions shall continue in full force and effect. No waiver of any breach shall be deemed a waiver of any subsequent breach of the same or any other provision.",
		"The parties acknowledge that they have read and understood the terms of this document, have had the opportunity to obtain independent legal advice, and enter into it freely and voluntarily. Headings are for convenience only and do not affect interpretation.",
		"The disclosing party retains all rights in the confidential information. The receiving party shall use it only for the purpose of evaluating the proposed transaction and shall protect it with at least the same degree of care it uses to protect its own confidential information, but no less than reasonable care.",
		"This agreement constitutes the entire agreement between the parties with respect to its subject matter and supersedes all prior negotiations, representations and understandings, whether written or oral.",
		"Plaintiff has suffered damage to credit reputation, emotional distress and out-of-pocket expenses as a direct result of Defendant's conduct, and respectfully requests that the Court grant the relief sought in the motion.",
	},
	"medical": {
		"Clinical note: the patient was alert and oriented throughout the admission. Vital signs remained within normal limits after the second day. Pain was managed with oral analgesia and the patient mobilised independently with physiotherapy support before discharge.",
		"The patient and family were counselled on warning signs that should prompt an immediate return, including worsening shortness of breath, chest pain, fever or confusion. They verbalised understanding of the discharge plan.",
		"Medication reconciliation was completed with the patient at the bedside. No changes were made to long-term medications other than those listed. The patient was advised to bring all medication boxes to the next appointment.",
		"Imaging showed no acute abnormality. The findings were discussed with the radiology registrar, who agreed that no further cross-sectional imaging was needed at this stage.",
		"Please note that this letter has been copied to the patient in line with current guidance on sharing clinical correspondence.",
	},
	"insurance": {
		"Claims must be reported as soon as reasonably possible and in any event within thirty days of the incident. Failure to report promptly may prejudice our ability to investigate and could affect the outcome of the claim. Please keep all receipts and photographs of the damage until the claim is settled.",
		"Do not dispose of damaged items until the adjuster has inspected them or has told you in writing that inspection is not needed. Take reasonable steps to prevent further damage; the reasonable cost of emergency repairs is covered.",
		"Coverage is subject to the terms, conditions and exclusions of the policy. Nothing in this notice is an admission of liability or a waiver of any rights under the policy.",
		"A recorded statement may be requested from each driver and witness. Statements are used only to establish the facts of the loss and are kept with the claim file.",
	},
	"tenancy": {
		"The tenant shall keep the premises in good and clean condition, shall not make alterations without the prior written consent of the landlord, and shall permit the landlord or its agents to enter at reasonable times on giving at least twenty-four hours' notice, except in an emergency.",
		"The landlord shall keep in repair the structure and exterior of the dwelling, including drains, gutters and external pipes, and the installations for the supply of water, gas, electricity, sanitation and space heating.",
		"The tenant shall not assign, sublet or part with possession of the property or any part of it, and shall not use the property other than as a private residence for the persons named in this agreement.",
		"At the end of the tenancy the tenant shall return all keys and leave the property in the same condition as at the start, fair wear and tear excepted, as recorded in the check-in inventory.",
	},
	"employment": {
		"Employment is conditional on satisfactory references, proof of the right to work and the successful completion of the probationary period of six months. During probation either party may terminate employment by giving one week's written notice.",
		"You will be eligible to participate in the company's benefit plans, including medical, dental and vision coverage, retirement savings with company match, and paid time off, subject to the terms of each plan.",
		"Your employment is at will, which means that either you or the company may end the relationship at any time, with or without cause or notice. Nothing in this letter changes that.",
		"You are expected to comply with the code of conduct, the information security policy and all other policies in the employee handbook, as amended from time to time.",
		"Interviews were conducted in private and each participant was reminded that retaliation against anyone who raises a concern in good faith is prohibited.",
	},
	"support": {
		"Thank you for your patience while we looked into this. I have escalated the case to our specialist team, who will review the account history and the documents you sent. You should hear back within three to five working days.",
		"If you have any further questions, simply reply to this email and it will be added to your existing case. Please keep the subject line unchanged so that our system can match your reply.",
		"We're sorry for the inconvenience this has caused. As a gesture of goodwill we have added a credit to your account, which will be applied automatically to your next order.",
		"Please do not include full card numbers, passwords or other sensitive details in your replies. Our team will never ask for them by email.",
	},
	"it": {
		"Access to production systems is granted on the principle of least privilege. Credentials must never be shared, written down or committed to source control. Rotate any credential that may have been exposed and record the rotation in the change log.",
		"All changes to production require an approved change request, a peer review and a tested rollback plan. Emergency changes may be made by the on-call engineer and must be reviewed within one business day.",
		"Monitoring alerts route to the on-call rotation. Acknowledge an alert within fifteen minutes; if you cannot, escalate to the secondary so that the incident is not left unattended.",
		"Secrets are stored in the vault and injected at deploy time. Configuration files in the repository contain references only, never values.",
		"Tokens issued in the sandbox expire after one hour and cannot be used against production endpoints. Rate limits apply per client and are returned in the response headers.",
	},
	"travel": {
		"Travellers are responsible for holding valid passports and any visas required for their journey. Please arrive at the airport at least two hours before departure for international flights. Baggage allowances vary by fare class and are shown on the e-ticket receipt.",
		"Changes and cancellations are subject to the fare rules. Non-refundable fares may be changed for a fee plus any difference in fare; unused segments cannot be refunded once the outbound flight has departed.",
		"Check-in opens online twenty-four hours before departure. Seats shown as assigned are requests only and may be changed by the airline for operational reasons.",
	},
	"school": {
		"Students are assessed continuously throughout the term. Grades reflect effort, attainment and progress against the curriculum objectives. Parents are warmly invited to the consultation evening, where teachers will be available to discuss each child's report in more detail.",
		"Reading at home for twenty minutes a day makes a real difference. We recommend a mix of fiction and non-fiction, and talking together about what has been read.",
		"Please let the school office know of any changes to contact details, medical needs or collection arrangements so that our records stay up to date.",
	},
	"trial": {
		"Participation in this study is voluntary. You may withdraw at any time without giving a reason and without affecting your medical care or legal rights. Data collected up to the point of withdrawal may still be used in the analysis unless you ask us in writing to remove it.",
		"Possible side effects include nausea, headache and mild reactions at the injection site. Rare but serious side effects are described in the attached information sheet. Tell the study team about any new symptom, even if you do not think it is related.",
		"Your study records will be identified by a code number, not by your name. Representatives of the sponsor, the ethics committee and regulatory authorities may inspect your records to check that the study is being run properly.",
		"You will be reimbursed for reasonable travel expenses for each completed visit. You will not be paid for taking part beyond this reimbursement.",
	},
	"minutes": {
		"Action items from the previous meeting were reviewed. Two remain open and have been carried forward; the owners confirmed revised target dates. The committee noted that the quarterly audit found no material exceptions and thanked the operations team for the timely remediation of the minor findings.",
		"The chair reminded members that papers should be circulated at least three working days before the meeting so that everyone has time to read them.",
		"Members discussed the risk register. The top three risks are unchanged; the likelihood score for vendor concentration was reduced following the signing of the second supplier.",
	},
	"police": {
		"The officer arrived on scene and secured the area. Photographs were taken of the vehicles and the roadway. No injuries were reported at the time, although one occupant later stated that she felt pain in her neck and was advised to seek medical attention.",
		"The victim was given a case card and advised how to obtain a copy of this report. The victim was also advised to contact the credit bureaus and place a fraud alert on their files.",
		"A canvass of the neighborhood was conducted. Two residents declined to give statements. No surveillance footage was available from the adjacent businesses at the time of the report.",
	},
	"estate": {
		"The executor shall pay all just debts, funeral expenses and the costs of administering the estate as soon as practicable after death, and shall distribute the residue in accordance with the provisions set out below.",
		"The values shown are fair market values as of the date of death, based on appraisals, account statements and broker quotes obtained by the executor.",
		"This power of attorney is effective immediately and shall not be affected by the subsequent disability or incapacity of the principal, or by lapse of time.",
	},
}

var fillersIntl = map[string]map[string][]string{
	"de": {
		"general": {
			"Dieses Schreiben enthält vertrauliche Informationen und ist ausschließlich für den genannten Empfänger bestimmt. Sollten Sie nicht der richtige Adressat sein, informieren Sie bitte umgehend den Absender und vernichten Sie dieses Dokument.",
			"Bitte prüfen Sie die Angaben sorgfältig und teilen Sie uns Änderungen unverzüglich mit. Unvollständige Unterlagen können wir leider nicht bearbeiten; fehlende Nachweise fordern wir schriftlich bei Ihnen an.",
			"Wir verarbeiten Ihre personenbezogenen Daten gemäß der Datenschutz-Grundverordnung ausschließlich zur Durchführung des Vertragsverhältnisses. Weitere Informationen finden Sie in unserer Datenschutzerklärung.",
		},
		"finance": {
			"Die Angaben in dieser Selbstauskunft sind Grundlage der Kreditentscheidung. Der Antragsteller versichert, dass sie vollständig und wahrheitsgemäß sind, und willigt in die Einholung einer SCHUFA-Auskunft ein.",
			"Das Angebot ist freibleibend. Zinssatz und Konditionen werden erst mit Abschluss des Darlehensvertrages verbindlich und können sich bis dahin entsprechend der Marktentwicklung ändern.",
			"Als Nachweise benötigen wir die letzten drei Gehaltsabrechnungen, den aktuellen Einkommensteuerbescheid sowie eine Kopie des Personalausweises.",
		},
		"legal": {
			"Sollte eine Bestimmung dieses Vertrages unwirksam sein oder werden, so bleibt die Wirksamkeit der übrigen Bestimmungen davon unberührt. Änderungen und Ergänzungen bedürfen der Schriftform.",
			"Der Mieter verpflichtet sich, die Mietsache pfleglich zu behandeln und Schäden unverzüglich anzuzeigen. Schönheitsreparaturen richten sich nach den gesetzlichen Vorschriften.",
			"Die Probezeit beträgt sechs Monate. Während der Probezeit kann das Arbeitsverhältnis von beiden Seiten mit einer Frist von zwei Wochen gekündigt werden. Danach gelten die gesetzlichen Kündigungsfristen.",
			"Der Arbeitnehmer verpflichtet sich, über alle betrieblichen Angelegenheiten auch nach Beendigung des Arbeitsverhältnisses Stillschweigen zu bewahren.",
		},
		"medical": {
			"Der Patient wurde in stabilem Allgemeinzustand entlassen. Die Wundverhältnisse waren bei Entlassung reizlos. Wir empfehlen eine Wiedervorstellung in unserer Ambulanz sowie eine Kontrolle der Laborwerte beim Hausarzt.",
			"Die Medikation bei Entlassung ist dem beiliegenden Medikationsplan zu entnehmen. Wir bitten um Fortführung der Therapie und regelmäßige Blutdruckkontrollen.",
			"Während des stationären Aufenthalts zeigte sich ein komplikationsloser Verlauf. Die Mobilisation erfolgte unter physiotherapeutischer Anleitung zügig.",
		},
		"support": {
			"Vielen Dank für Ihre Geduld. Wir haben Ihr Anliegen an die zuständige Fachabteilung weitergeleitet und melden uns schnellstmöglich bei Ihnen, spätestens jedoch innerhalb von fünf Werktagen.",
			"Bitte antworten Sie direkt auf diese E-Mail, damit Ihre Nachricht dem bestehenden Vorgang zugeordnet werden kann.",
		},
		"it": {
			"Zugangsdaten sind persönlich und dürfen nicht weitergegeben werden. Bitte ändern Sie das Initialpasswort bei der ersten Anmeldung und aktivieren Sie die Zwei-Faktor-Authentifizierung in den Kontoeinstellungen.",
			"Die Nutzung der IT-Systeme ist nur für dienstliche Zwecke gestattet. Bitte lesen Sie die IT-Richtlinie im Intranet und bestätigen Sie die Kenntnisnahme.",
		},
	},
	"fr": {
		"general": {
			"Ce document est strictement confidentiel et destiné exclusivement à son destinataire. Si vous l'avez reçu par erreur, merci d'en informer immédiatement l'expéditeur et de le détruire.",
			"Nous vous remercions de bien vouloir vérifier l'exactitude des informations ci-dessus et de nous signaler toute modification dans les meilleurs délais. Tout dossier incomplet ne pourra être instruit.",
			"Conformément au règlement général sur la protection des données, vous disposez d'un droit d'accès, de rectification et d'effacement des données vous concernant.",
		},
		"finance": {
			"Un crédit vous engage et doit être remboursé. Vérifiez vos capacités de remboursement avant de vous engager. L'emprunteur dispose d'un délai de réflexion de dix jours à compter de la réception de l'offre.",
			"Les conditions indiquées sont données à titre indicatif et ne constituent pas une offre de prêt. Elles sont susceptibles d'évoluer jusqu'à l'émission de l'offre définitive.",
		},
		"legal": {
			"Le présent contrat est régi par le droit français. Tout litige relatif à son interprétation ou à son exécution relèvera de la compétence exclusive des tribunaux du ressort du siège social.",
			"La période d'essai est fixée à trois mois, renouvelable une fois d'un commun accord. Pendant cette période, chacune des parties peut mettre fin au contrat en respectant le délai de prévenance prévu par le code du travail.",
			"Le salarié s'engage à observer la plus grande discrétion sur l'ensemble des informations dont il aurait connaissance dans l'exercice de ses fonctions.",
		},
		"medical": {
			"Le patient a bien toléré le traitement. Les suites opératoires ont été simples. Une consultation de contrôle est prévue dans six semaines avec un bilan biologique préalable.",
			"Le traitement de sortie est détaillé dans l'ordonnance jointe. Nous restons à votre disposition pour tout renseignement complémentaire.",
		},
		"insurance": {
			"L'assuré doit déclarer le sinistre dans les cinq jours ouvrés suivant la date à laquelle il en a eu connaissance. Les justificatifs originaux doivent être conservés jusqu'au règlement définitif du dossier.",
			"Un expert pourra être missionné afin d'évaluer les dommages. Merci de ne pas engager de réparations avant son passage, sauf mesures conservatoires urgentes.",
		},
		"it": {
			"Vos identifiants sont strictement personnels. Ne les communiquez à personne, y compris à nos services : nous ne vous les demanderons jamais par téléphone ou par courriel.",
			"Pour des raisons de sécurité, le compte est verrouillé après cinq tentatives de connexion infructueuses. Le déverrouillage se fait depuis la page de connexion, rubrique « mot de passe oublié ».",
			"L'accès à l'API est limité à cent requêtes par minute. Les clés peuvent être régénérées à tout moment depuis l'espace administrateur ; l'ancienne clé cesse alors immédiatement de fonctionner.",
		},
		"support": {
			"Nous avons bien pris en compte votre demande et l'avons transmise au service concerné. Un conseiller reviendra vers vous sous cinq jours ouvrés. Nous vous prions de nous excuser pour la gêne occasionnée.",
		},
	},
	"es": {
		"general": {
			"Este documento es confidencial y va dirigido exclusivamente a su destinatario. Si lo ha recibido por error, le rogamos que lo comunique inmediatamente al remitente y proceda a su eliminación.",
			"Le rogamos que revise los datos indicados y nos comunique cualquier modificación a la mayor brevedad. Los expedientes incompletos no podrán tramitarse hasta recibir la documentación pendiente.",
			"De acuerdo con el Reglamento General de Protección de Datos, le informamos de que sus datos serán tratados con la finalidad de gestionar la relación contractual.",
		},
		"legal": {
			"El arrendatario se obliga a conservar la vivienda en perfecto estado y a devolverla al finalizar el contrato en las mismas condiciones en que la recibió, salvo el desgaste normal por el uso.",
			"Queda prohibido el subarriendo total o parcial de la vivienda sin el consentimiento previo y por escrito del arrendador.",
			"Las partes se someten a los juzgados y tribunales del lugar donde radica la finca para cualquier cuestión derivada del presente contrato.",
		},
		"medical": {
			"La paciente evolucionó favorablemente durante el ingreso, sin complicaciones. Se recomienda control por su médico de atención primaria en el plazo de una semana y revisión en consultas externas dentro de un mes.",
			"Se explican al paciente y a su familia los signos de alarma por los que debe volver a urgencias.",
		},
		"insurance": {
			"El asegurado deberá comunicar el siniestro en el plazo máximo de siete días desde que lo conoció. Conserve las facturas y fotografías de los daños hasta la liquidación del expediente.",
			"Un perito se pondrá en contacto con usted para concertar la visita de valoración de los daños.",
		},
		"it": {
			"Las credenciales son personales e intransferibles. Cambie la contraseña en el primer acceso y active la verificación en dos pasos.",
			"No comparta estas credenciales por chat ni las guarde en documentos compartidos.",
		},
	},
	"it": {
		"general": {
			"Il presente documento è riservato ed è destinato esclusivamente al destinatario indicato. Qualora lo abbiate ricevuto per errore, vi preghiamo di informare immediatamente il mittente e di distruggerlo.",
			"Ai sensi del Regolamento UE 2016/679, i dati personali saranno trattati esclusivamente per le finalità connesse alla gestione del rapporto contrattuale.",
			"Vi preghiamo di verificare i dati riportati e di comunicarci tempestivamente eventuali variazioni.",
		},
		"legal": {
			"Il periodo di prova è fissato in tre mesi di effettivo servizio. Durante tale periodo ciascuna delle parti potrà recedere dal contratto senza obbligo di preavviso né di indennità.",
			"Per quanto non espressamente previsto dal presente contratto si fa rinvio alle norme di legge e al contratto collettivo applicato.",
		},
		"insurance": {
			"Il sinistro deve essere denunciato entro tre giorni da quando l'assicurato ne è venuto a conoscenza. La documentazione fotografica e le fatture di riparazione devono essere conservate fino alla liquidazione.",
			"Il perito incaricato contatterà l'assicurato per fissare un sopralluogo.",
		},
		"it": {
			"Le credenziali sono strettamente personali e non devono essere comunicate a terzi. Al primo accesso il sistema richiederà la modifica della password e l'attivazione dell'autenticazione a due fattori.",
			"Dopo cinque tentativi di accesso errati l'utenza viene bloccata; per lo sblocco è necessario aprire una richiesta al servizio di assistenza.",
			"La chiave API consente l'invio automatico delle fatture al Sistema di Interscambio e può essere rigenerata in qualsiasi momento dall'area amministrativa.",
		},
		"minutes": {
			"La riunione si apre con l'approvazione del verbale della seduta precedente, che viene approvato all'unanimità. Si passa quindi alla discussione dei punti all'ordine del giorno.",
			"L'assemblea, dopo ampia discussione, delibera con la maggioranza prevista dal codice civile.",
		},
	},
	"nl": {
		"general": {
			"Dit bericht is vertrouwelijk en uitsluitend bestemd voor de geadresseerde. Heeft u dit bericht per vergissing ontvangen, dan verzoeken wij u de afzender direct te informeren en het bericht te verwijderen.",
			"Wij verwerken uw persoonsgegevens in overeenstemming met de Algemene verordening gegevensbescherming.",
		},
		"legal": {
			"Huurder zal het gehuurde als een goed huurder gebruiken en onderhouden. Het is huurder niet toegestaan zonder voorafgaande schriftelijke toestemming van verhuurder veranderingen aan te brengen.",
			"De huurprijs wordt jaarlijks per één juli aangepast overeenkomstig de wettelijke regels.",
			"Bij het einde van de huur zal huurder het gehuurde in dezelfde staat opleveren als bij aanvang, behoudens normale slijtage.",
		},
		"finance": {
			"Betaling dient te geschieden binnen dertig dagen na factuurdatum. Bij niet-tijdige betaling zijn wij gerechtigd de wettelijke handelsrente en incassokosten in rekening te brengen.",
			"Op al onze leveringen en diensten zijn onze algemene voorwaarden van toepassing, die op verzoek kosteloos worden toegezonden.",
			"Heeft u vragen over deze factuur, neem dan binnen veertien dagen na ontvangst contact op met onze debiteurenadministratie; daarna gaan wij ervan uit dat u met de factuur akkoord bent.",
		},
		"it": {
			"Je inloggegevens zijn persoonlijk. Deel ze met niemand, ook niet met collega's; de servicedesk zal nooit om je wachtwoord vragen.",
			"Bij de eerste keer inloggen stel je tweestapsverificatie in met de authenticator-app op je telefoon. Zonder tweede factor krijg je na een week geen toegang meer.",
			"De API-sleutel geeft toegang tot alle administraties van het bedrijf. Sla hem alleen op in de kluis van het wachtwoordbeheer en nooit in een gedeeld document.",
		},
		"support": {
			"Bedankt voor je geduld. Je vraag is doorgestuurd naar de juiste afdeling en je ontvangt binnen vijf werkdagen een reactie van een van onze medewerkers.",
			"Reageer gerust op deze e-mail als je nog vragen hebt; je bericht wordt dan automatisch aan je dossier toegevoegd.",
		},
	},
	"pt": {
		"general": {
			"Este documento é confidencial e destina-se exclusivamente ao destinatário indicado. Caso o tenha recebido por engano, por favor informe de imediato o remetente e proceda à sua eliminação.",
			"Nos termos do Regulamento Geral sobre a Proteção de Dados, os seus dados pessoais serão tratados exclusivamente para a execução do contrato.",
		},
		"legal": {
			"O arrendatário obriga-se a manter o locado em bom estado de conservação e a restituí-lo no final do contrato no estado em que o recebeu, ressalvadas as deteriorações inerentes a uma utilização normal e prudente.",
			"Para todas as questões emergentes do presente contrato as partes elegem o foro da comarca da situação do imóvel.",
			"A renda será atualizada anualmente de acordo com o coeficiente publicado.",
		},
		"medical": {
			"O doente apresentou evolução clínica favorável, sem intercorrências. Recomenda-se acompanhamento em consulta externa dentro de quatro semanas e manutenção da medicação habitual.",
			"Foram explicados ao doente e à família os sinais de alarme que justificam recurso ao serviço de urgência.",
		},
	},
	"br": {
		"general": {
			"Nos termos da Lei Geral de Proteção de Dados, seus dados pessoais serão tratados exclusivamente para o atendimento desta solicitação.",
			"Esta mensagem pode conter informações confidenciais. Caso a tenha recebido por engano, por favor apague-a e avise o remetente.",
		},
		"finance": {
			"Documento emitido por ME ou EPP optante pelo Simples Nacional. Não gera direito a crédito fiscal de IPI.",
			"A mercadoria viaja por conta e risco do destinatário. Confira os volumes no ato da entrega e registre qualquer avaria no canhoto da nota.",
			"Em caso de devolução, emita nota fiscal de devolução referenciando a chave de acesso desta NF-e, no prazo de sete dias.",
		},
		"it": {
			"Seus dados de acesso são pessoais e intransferíveis. Nunca compartilhe sua senha; nossa equipe jamais pedirá essa informação por telefone, e-mail ou WhatsApp.",
			"No primeiro acesso será solicitada a troca da senha provisória e a ativação da verificação em duas etapas.",
			"O token de API dá acesso a todos os pedidos da sua conta. Guarde-o em local seguro e gere um novo imediatamente se suspeitar de vazamento.",
		},
		"support": {
			"Agradecemos a sua paciência. O seu pedido foi encaminhado para o departamento responsável, que entrará em contato no prazo de cinco dias úteis.",
			"Conforme o Código de Defesa do Consumidor, a cobrança indevida dá direito à devolução em dobro do valor pago em excesso.",
			"Lembramos que nossos atendentes nunca solicitam senhas ou dados completos de cartão por e-mail ou telefone.",
		},
	},
}

func fillPool(lang, topic string) [][]string {
	m := fillersEN
	switch lang {
	case "us", "uk", "en", "ie":
	default:
		m = fillersIntl[lang]
	}
	if topic == "general" {
		return [][]string{m["general"]}
	}
	return [][]string{m[topic], m["general"]}
}
