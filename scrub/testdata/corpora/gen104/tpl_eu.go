package main

import (
	"fmt"
	"strings"
)

func (g *G) dec(a, b int) string { return fmt.Sprintf("%d,%d", g.n(a, b), g.n(0, 9)) }

func euTemplates() []Tmpl {
	return []Tmpl{
		// ---------------- Spanish ----------------
		{"es_nota_evolucion", func(g *G, r *R) string {
			f := g.firstF("es")
			ph := r.P("phone", g.phoneES(true))
			return fmt.Sprintf("Nota de evolución %s. Paciente estable, afebril. TA %s mmHg, FC %d lpm, SatO2 %s basal. Analítica: Hb %s g/dL, creatinina %s mg/dL, K %s mmol/L. Plan: mantener enoxaparina 40 mg sc/24h. Se informa a la hija (%s), tel. %s.",
				r.K(g.date("es")), r.K(g.bp()), g.n(55, 120), r.K(fmt.Sprintf("%d%%", g.n(89, 99))), r.K(g.dec(8, 15)), r.K(g.dec(0, 2)), r.K(g.dec(3, 5)), f, ph)
		}},
		{"es_informe_alta", func(g *G, r *R) string {
			f, l := g.name("es")
			em := r.P("email", g.email("es", f, l))
			ph := r.P("phone", g.phoneES(g.chance(0.7)))
			return fmt.Sprintf("INFORME DE ALTA - Servicio de Medicina Interna\nNHC: %s  Cama: %s\nDiagnóstico principal: insuficiencia cardiaca descompensada (CIE-10 %s)\nTratamiento: furosemida 40 mg/12h, bisoprolol 2,5 mg/24h.\nControl en consultas externas el %s. Centralita del hospital: %s.\nDatos de contacto del paciente: %s / %s",
				r.K(g.digits(7)), r.K(fmt.Sprintf("%d-%s", g.n(100, 699), g.pick("A", "B"))), r.K("I50.9"), r.K(g.date("es")), r.K(g.switchboard("es")), ph, em)
		}},
		{"es_relevo_enfermeria", func(g *G, r *R) string {
			f := g.firstF("es")
			ph := r.P("phone", g.phoneES(true))
			return fmt.Sprintf("Relevo de turno (noche) hab. %s: portador de vía periférica 20G en MSI desde %s. Diuresis %s mL. Glucemia %s mg/dL a las %s, pauta de insulina rápida. Familiar de referencia: esposa %s, móvil %s. Busca del residente %s.",
				r.K(fmt.Sprint(g.n(100, 650))), r.K(g.date("es")), r.K(fmt.Sprint(g.n(300, 2400))), r.K(fmt.Sprint(g.n(70, 320))), r.K(g.hhmm()), f, ph, r.K(fmt.Sprint(g.n(100, 999))))
		}},
		{"es_teleconsulta_chat", func(g *G, r *R) string {
			ts := g.seqTimes(4)
			f, l := g.name("es")
			em := r.P("email", g.email("es", f, l))
			ph := r.P("phone", g.phoneES(true))
			return fmt.Sprintf("[%s] Paciente: doctora no me llega el enlace de la videollamada\n[%s] Dra. %s: ¿a qué correo se lo enviamos?\n[%s] Paciente: a %s, o si no llámeme al %s\n[%s] Dra. %s: enviado. Recuerde tomar la TA antes (última %s).",
				r.K(ts[0]), ts[1], g.last("es"), ts[2], em, ph, ts[3], g.last("es"), r.K(g.bp()))
		}},
		{"es_farmacia_llamada", func(g *G, r *R) string {
			ph := r.P("phone", g.phoneES(true))
			return fmt.Sprintf("Llamada de farmacia comunitaria %s: la receta electrónica nº %s de apixabán 5 mg no aparece dispensable (CN %s). Se reactiva en el módulo de prescripción. Se avisa a la paciente al %s.",
				r.K(g.hhmm()), r.K(g.digits(12)), r.K(g.digits(6)+"."+g.digits(1)), ph)
		}},
		{"es_us_registro_ssn", func(g *G, r *R) string {
			f, l := g.name("es")
			ss := r.P("ssn", g.ssn(""))
			ph := r.P("phone", g.phoneUS(""))
			return fmt.Sprintf("Hoja de admisión (clínica comunitaria, Houston TX): %s %s, fecha de nacimiento %s. Número de Seguro Social: %s. Teléfono: %s. Idioma preferido: español. Medicaid ID %s.",
				f, l, r.K(g.dob("en")), ss, ph, r.K(g.digits(9)+g.pick("A", "B", "")))
		}},
		{"es_us_itin_asistencia", func(g *G, r *R) string {
			it := r.P("ssn", g.itin())
			return fmt.Sprintf("Trabajo social: el paciente no tiene seguro médico. Presenta ITIN %s para la solicitud de asistencia financiera (ingresos %s/año, %d miembros en el hogar). Cita de seguimiento el %s, cuenta %s.",
				it, r.K(fmt.Sprintf("$%d,%03d", g.n(14, 40), g.n(0, 999))), g.n(2, 7), r.K(g.date("en")), r.K(g.digits(9)))
		}},
		{"es_portal_contrasena", func(g *G, r *R) string {
			f, l := g.name("es")
			em := r.P("email", g.email("es", f, l))
			pw := r.P("bearer", g.password())
			return fmt.Sprintf("Incidencia %s (Carpeta de Salud): el usuario %s no podía acceder. Se genera contraseña provisional: %s. Debe cambiarla en el primer acceso. Versión app %s.",
				r.K(fmt.Sprintf("INC-%d", g.n(100000, 999999))), em, pw, r.K(fmt.Sprintf("%d.%d.%d", g.n(3, 6), g.n(0, 9), g.n(0, 9))))
		}},
		{"es_visita_domicilio", func(g *G, r *R) string {
			f := g.firstF("es")
			ph := r.P("phone", g.phoneES(g.chance(0.5)))
			return fmt.Sprintf("Visita domiciliaria (PADES) %s: úlcera sacra grado %s, 3 x 2 cm, cura con hidrocoloide. EVA %s/10. Cuidadora principal: %s (nuera), contactar en el %s por las tardes. Próxima visita en %s días.",
				r.K(g.date("es")), r.K(fmt.Sprint(g.n(2, 3))), r.K(fmt.Sprint(g.n(2, 8))), f, ph, r.K(fmt.Sprint(g.n(2, 7))))
		}},
		{"es_mx_pago_tarjeta", func(g *G, r *R) string {
			br, cd := g.card()
			c := r.P("credit_card", cd)
			return fmt.Sprintf("Caja: se cobra consulta de especialidad %s MXN con tarjeta %s %s, autorización %s, folio %s. Factura CFDI solicitada.",
				r.K(fmt.Sprintf("$%d.00", g.pick2(650, 800, 950, 1200))), br, c, r.K(g.digits(6)), r.K(fmt.Sprintf("F-%06d", g.n(1, 999999))))
		}},
		// ---------------- French ----------------
		{"fr_lettre_adressage", func(g *G, r *R) string {
			f, l := g.firstF("fr"), g.last("fr")
			ph := r.P("phone", g.phoneFR(true))
			em := r.P("email", g.email("fr", f, l))
			return fmt.Sprintf("Cher confrère,\nJe vous adresse Mme %s %s, née le %s, pour avis rhumatologique (polyarthrite, CRP %s mg/L, VS %s mm). Traitement : méthotrexate 15 mg/sem, acide folique 5 mg.\nCoordonnées de la patiente : %s – %s\nBien confraternellement, Dr %s (RPPS %s)",
				f, l, r.K(g.dob("fr")), r.K(fmt.Sprint(g.n(5, 90))), r.K(fmt.Sprint(g.n(10, 80))), ph, em, g.last("fr"), r.K("10"+g.digits(9)))
		}},
		{"fr_transmissions_ide", func(g *G, r *R) string {
			f := g.firstM("fr")
			ph := r.P("phone", g.phoneFR(true))
			return fmt.Sprintf("Transmissions IDE – chambre %s : TA %s, FC %d, SpO2 %s sous 2 L/min, T° %s °C. Pansement refait. Glycémie capillaire %s g/L à %s. Fils de la patiente (%s) à rappeler au %s après la visite.",
				r.K(fmt.Sprint(g.n(100, 450))), r.K(g.bp()), g.n(55, 120), r.K(fmt.Sprintf("%d %%", g.n(90, 99))), r.K(g.dec(36, 38)), r.K(g.dec(0, 3)), r.K(fmt.Sprintf("%dh%02d", g.n(6, 22), g.pick2(0, 15, 30, 45))), f, ph)
		}},
		{"fr_compte_rendu_hospitalisation", func(g *G, r *R) string {
			ph := r.P("phone", g.phoneFR(g.chance(0.5)))
			return fmt.Sprintf("COMPTE RENDU D'HOSPITALISATION – IPP %s\nMotif : pneumopathie (CIM-10 %s). Antibiothérapie par amoxicilline-acide clavulanique 1 g x 3/j pendant 7 jours.\nSortie le %s. RDV de contrôle : secrétariat de pneumologie %s.\nTéléphone du patient : %s",
				r.K(g.digits(9)), r.K("J18.9"), r.K(g.date("fr")), r.K(g.switchboard("fr")), ph)
		}},
		{"fr_teleconsultation_messagerie", func(g *G, r *R) string {
			f, l := g.name("fr")
			em := r.P("email", g.email("fr", f, l))
			return fmt.Sprintf("Message patient (%s) : Bonjour docteur, je n'ai pas reçu l'ordonnance après la téléconsultation de ce matin. Pouvez-vous l'envoyer à %s ? Ma tension ce soir : %s. Merci, %s %s",
				r.K(g.date("fr")), em, r.K(g.bp()), f, l)
		}},
		{"fr_pharmacie_rappel", func(g *G, r *R) string {
			ph := r.P("phone", g.phoneFR(true))
			return fmt.Sprintf("Appel de la pharmacie %s à %s : rupture sur le Lévothyrox 75 µg (CIP %s), propose substitution. Accord du médecin. Patient prévenu par SMS au %s.",
				g.pick("du Marché", "Centrale", "des Tilleuls"), r.K(g.hhmm()), r.K("34009"+g.digits(8)), ph)
		}},
		{"fr_had_visite", func(g *G, r *R) string {
			f := g.firstF("fr")
			ph := r.P("phone", g.phoneFR(g.chance(0.5)))
			pw := r.P("bearer", g.password())
			return fmt.Sprintf("HAD – visite du %s : perfusion d'antibiotique posée (PICC line), débit %s mL/h. Boîte à clés : la fille (%s, %s) a changé le code. Identifiants du portail de télésurveillance de la patiente – mot de passe provisoire : %s",
				r.K(g.date("fr")), r.K(fmt.Sprint(g.n(20, 125))), f, ph, pw)
		}},
		{"fr_dictee_vocale", func(g *G, r *R) string {
			f, l := g.firstF("fr"), g.last("fr")
			ph := r.P("phone", g.phoneFR(true))
			return fmt.Sprintf("dictée vocale : patient vu ce jour point tension artérielle %s point poursuite du bisoprolol 5 mg point la compagne madame %s %s souhaite être rappelée au %s virgule de préférence le matin point",
				r.K(g.bp()), strings.ToLower(f), strings.ToLower(l), ph)
		}},
		{"fr_paiement_cb", func(g *G, r *R) string {
			_, cd := g.cardNumber()
			c := r.P("credit_card", groupCard(cd, " "))
			return fmt.Sprintf("Dépassement d'honoraires %s € réglé par CB n° %s le %s, ticket %s. Part mutuelle : %s €.",
				r.K(fmt.Sprintf("%d,00", g.pick2(20, 30, 45, 60))), c, r.K(g.date("fr")), r.K(g.digits(6)), r.K(g.dec(10, 40)))
		}},
		// ---------------- German ----------------
		{"de_arztbrief", func(g *G, r *R) string {
			f, l := g.firstM("de"), g.last("de")
			ph := r.P("phone", g.phoneDE(g.chance(0.6)))
			return fmt.Sprintf("Sehr geehrte Frau Kollegin,\nwir berichten über Herrn %s %s, geb. %s, der sich vom %s bis %s in unserer stationären Behandlung befand.\nDiagnosen: NSTEMI (ICD-10 %s), arterielle Hypertonie (%s).\nLabor bei Entlassung: Kreatinin %s mg/dl, Hb %s g/dl.\nTelefonisch erreichbar unter %s. Sekretariat Kardiologie: %s.",
				f, l, r.K(g.dob("de")), r.K(g.date("de")), r.K(g.date("de")), r.K("I21.4"), r.K("I10.90"), r.K(g.dec(0, 2)), r.K(g.dec(9, 15)), ph, r.K(g.switchboard("de")))
		}},
		{"de_pflegeuebergabe", func(g *G, r *R) string {
			f := g.firstF("de")
			ph := r.P("phone", g.phoneDE(true))
			return fmt.Sprintf("Übergabe Frühdienst Zi. %s Bett %s: RR %s, Puls %d, SpO2 %s, BZ %s mg/dl um %s Uhr. Mobilisation mit Rollator. Tochter %s bittet um Rückruf, Handy %s. Stationstelefon Durchwahl %s.",
				r.K(fmt.Sprint(g.n(1, 40))), r.K(g.pick("1", "2", "Fenster", "Tür")), r.K(g.bp()), g.n(55, 120), r.K(fmt.Sprintf("%d %%", g.n(90, 99))), r.K(fmt.Sprint(g.n(70, 300))), r.K(g.hhmm()), f, ph, r.K("-"+g.digits(4)))
		}},
		{"de_entlassbrief_hausarzt_email", func(g *G, r *R) string {
			f, l := g.firstF("de"), g.last("de")
			em := r.P("email", g.email("de", f, l))
			df, dl := g.name("de")
			sm := r.P("email", g.staffEmail("de", df, dl))
			return fmt.Sprintf("Betreff: Entlassmanagement %s %s\nHallo Herr Dr. %s,\ndie Patientin wünscht den Arztbrief zusätzlich per E-Mail an %s. Medikation: Ramipril 5 mg 1-0-0, ASS 100 mg 1-0-0, Atorvastatin 40 mg 0-0-1. Fallnummer %s.\nViele Grüße\n%s %s (%s)",
				f, l, g.last("de"), em, r.K(g.digits(10)), df, dl, sm)
		}},
		{"de_videosprechstunde_chat", func(g *G, r *R) string {
			ts := g.seqTimes(2)
			ph := r.P("phone", g.phoneDE(true))
			return fmt.Sprintf("[%s] Patientin: Bild friert ständig ein, können Sie mich bitte anrufen? Meine Nummer: %s\n[%s] MFA: Ja, Frau Doktor ruft gleich an. Haben Sie Ihre Versichertenkarte (%s) bereit?",
				r.K(ts[0]), ph, r.K(ts[1]), r.K(g.pick("A", "B", "K", "M")+g.digits(9)))
		}},
		{"de_apotheke_rueckruf", func(g *G, r *R) string {
			ph := r.P("phone", g.phoneDE(g.chance(0.5)))
			return fmt.Sprintf("Rückruf Apotheke %s Uhr: Metoprololsuccinat 47,5 mg (PZN %s) nicht lieferbar, Austausch gegen 95 mg halbiert abgestimmt. Patient informiert unter %s. E-Rezept-ID %s.",
				r.K(g.hhmm()), r.K(g.digits(8)), ph, r.K(fmt.Sprintf("160.%s.%s.%s", g.digits(3), g.digits(3), g.digits(3))))
		}},
		{"de_pflegedienst_passwort", func(g *G, r *R) string {
			f, l := g.name("de")
			em := r.P("email", g.email("de", f, l))
			pw := r.P("bearer", g.password())
			return fmt.Sprintf("Ambulanter Pflegedienst – Tourenbericht %s: Zugang zur Patienten-App für Angehörige eingerichtet. Benutzer: %s, Initialpasswort: %s. Pflegegrad %s, Wundverlauf dokumentiert.",
				r.K(g.date("de")), em, pw, r.K(fmt.Sprint(g.n(2, 5))))
		}},
		{"de_diktat_spracherkennung", func(g *G, r *R) string {
			f, l := g.name("de")
			ph := r.P("phone", g.phoneDE(g.chance(0.5)))
			return fmt.Sprintf("diktat spracherkennung patient %s %s punkt blutdruck %s punkt weiter mit bisoprolol 2,5 mg punkt die ehefrau ist erreichbar unter %s komma bitte nach 17 uhr anrufen punkt ende diktat",
				strings.ToLower(f), strings.ToLower(l), r.K(g.bp()), ph)
		}},
		{"de_it_ticket_token", func(g *G, r *R) string {
			tk := r.P("bearer", g.token())
			return fmt.Sprintf("Ticket #%s KIS-Schnittstelle: Labor-Import schlägt fehl (HTTP 401). Im Log steht der Header \"Authorization: Bearer %s\" – Token ist seit %s abgelaufen, bitte neu ausstellen. Betroffen: %d Befunde.",
				r.K(g.digits(6)), tk, r.K(g.date("de")), g.n(10, 400))
		}},
		{"de_zuzahlung_karte", func(g *G, r *R) string {
			_, cd := g.cardNumber()
			c := r.P("credit_card", cd)
			return fmt.Sprintf("IGeL-Leistung (GOÄ %s) %s EUR, bezahlt mit Kreditkarte %s am %s, Beleg-Nr. %s.",
				r.K(fmt.Sprint(g.pick2(1, 5, 410, 420, 3501))), r.K(g.dec(20, 120)), c, r.K(g.date("de")), r.K(g.digits(6)))
		}},
		// ---------------- Portuguese (PT + BR) ----------------
		{"pt_nota_alta", func(g *G, r *R) string {
			f, l := g.name("pt")
			ph := r.P("phone", g.phonePT(true))
			em := r.P("email", g.email("pt", f, l))
			return fmt.Sprintf("NOTA DE ALTA – Serviço de Medicina\nN.º processo %s, N.º SNS %s\nDiagnóstico: DPOC agudizada (%s). Medicação: salbutamol SOS, prednisolona 40 mg 5 dias.\nConsulta de reavaliação %s. Contacto do utente: %s, %s",
				r.K(g.digits(8)), r.K(g.digits(9)), r.K("J44.1"), r.K(g.date("pt")), ph, em)
		}},
		{"pt_passagem_turno", func(g *G, r *R) string {
			f := g.firstF("pt")
			ph := r.P("phone", g.phonePT(true))
			return fmt.Sprintf("Passagem de turno cama %s: TA %s, FC %d, SpO2 %s, glicemia %s mg/dL. Algaliado, débito %s mL. Filha (%s) pede contacto para o %s após a visita médica.",
				r.K(fmt.Sprint(g.n(1, 40))), r.K(g.bp()), g.n(55, 120), r.K(fmt.Sprintf("%d%%", g.n(89, 99))), r.K(fmt.Sprint(g.n(70, 300))), r.K(fmt.Sprint(g.n(200, 2000))), f, ph)
		}},
		{"br_evolucao_medica", func(g *G, r *R) string {
			f := g.firstF("pt")
			ph := r.P("phone", g.phoneBR(true))
			return fmt.Sprintf("Evolução médica %s – leito %s. Paciente em BEG, PA %s mmHg, FC %d bpm, SatO2 %s em AA. Exames: Hb %s, creatinina %s. Conduta: mantém ceftriaxona 1 g 12/12h. Acompanhante %s (esposa), celular %s.",
				r.K(g.date("pt")), r.K(fmt.Sprint(g.n(100, 500))), r.K(g.bp()), g.n(55, 120), r.K(fmt.Sprintf("%d%%", g.n(89, 99))), r.K(g.dec(8, 15)), r.K(g.dec(0, 2)), f, ph)
		}},
		{"br_whatsapp_agendamento", func(g *G, r *R) string {
			f := g.firstF("pt")
			ph := r.P("phone", g.phoneBR(true))
			return fmt.Sprintf("%s %s - Recepção Clínica: Olá %s, sua consulta com a cardiologia está confirmada para %s às %s. Qualquer dúvida responda aqui ou ligue para %s.\n%s %s - %s: Obrigada! Meu outro número é %s caso não me encontre.",
				r.K(g.date("pt")), r.K(g.hhmm()), f, r.K(g.date("pt")), r.K(g.hhmm()), r.K(g.switchboard("br")), r.K(g.date("pt")), r.K(g.hhmm()), f, ph)
		}},
		{"br_portal_senha", func(g *G, r *R) string {
			f, l := g.name("pt")
			em := r.P("email", g.email("pt", f, l))
			pw := r.P("bearer", g.password())
			return fmt.Sprintf("Chamado %s – Portal do Paciente: redefinição de acesso para %s (prontuário %s). Senha provisória: %s. Orientado a trocar no primeiro login.",
				r.K(fmt.Sprintf("CH-%d", g.n(10000, 99999))), em, r.K(g.digits(7)), pw)
		}},
		{"br_pagamento_cartao", func(g *G, r *R) string {
			_, cd := g.cardNumber()
			c := r.P("credit_card", groupCard(cd, " "))
			return fmt.Sprintf("Financeiro: coparticipação de R$ %s paga com cartão %s em %dx, NSU %s, autorização %s.",
				r.K(fmt.Sprintf("%d,%02d", g.n(30, 450), g.n(0, 99))), c, g.n(1, 6), r.K(g.digits(9)), r.K(g.digits(6)))
		}},
		{"pt_farmacia_contacto", func(g *G, r *R) string {
			ph := r.P("phone", g.phonePT(true))
			return fmt.Sprintf("Farmácia comunitária ligou às %s: receita sem papel n.º %s, linha 2 (%s) esgotada. Sugerida alternativa genérica. Utente avisado por SMS para o %s.",
				r.K(g.hhmm()), r.K(g.digits(19)), r.K("CNPEM "+g.digits(8)), ph)
		}},
		{"br_teleconsulta_email", func(g *G, r *R) string {
			f, l := g.name("pt")
			em := r.P("email", g.email("pt", f, l))
			ph := r.P("phone", g.phoneBR(g.chance(0.7)))
			return fmt.Sprintf("Teleconsulta %s: paciente relata glicemia de jejum %s-%s mg/dL. Ajustada metformina para 850 mg 2x/dia. Receita digital enviada para %s. Contato alternativo: %s. CID %s.",
				r.K(g.date("pt")), r.K(fmt.Sprint(g.n(130, 160))), r.K(fmt.Sprint(g.n(170, 240))), em, ph, r.K("E11.9"))
		}},
		// ---------------- Italian ----------------
		{"it_lettera_dimissione", func(g *G, r *R) string {
			f, l := g.firstM("it"), g.last("it")
			ph := r.P("phone", g.phoneIT(true))
			return fmt.Sprintf("LETTERA DI DIMISSIONE – UO Medicina Generale\nPaziente: %s %s, nato il %s, nosologico %s\nDiagnosi: polmonite comunitaria (ICD-9-CM %s)\nTerapia: amoxicillina/clavulanato 1 g x 3, enoxaparina 4000 UI/die.\nControllo ambulatoriale il %s. Recapito del paziente: %s",
				f, l, r.K(g.dob("it")), r.K(fmt.Sprintf("%d/%06d", g.n(2024, 2026), g.n(1, 999999))), r.K("486"), r.K(g.date("it")), ph)
		}},
		{"it_consegne_infermieristiche", func(g *G, r *R) string {
			f := g.firstM("it")
			ph := r.P("phone", g.phoneIT(true))
			return fmt.Sprintf("Consegne letto %s: PA %s, FC %d, SpO2 %s in O2 2 L/min, TC %s °C. Glicemia %s mg/dl alle %s. Il figlio %s chiede di essere richiamato al %s.",
				r.K(fmt.Sprint(g.n(1, 30))), r.K(g.bp()), g.n(55, 120), r.K(fmt.Sprintf("%d%%", g.n(89, 99))), r.K(g.dec(36, 38)), r.K(fmt.Sprint(g.n(70, 300))), r.K(g.hhmm()), f, ph)
		}},
		{"it_telemedicina_messaggio", func(g *G, r *R) string {
			f, l := g.name("it")
			em := r.P("email", g.email("it", f, l))
			ph := r.P("phone", g.phoneIT(true))
			return fmt.Sprintf("Messaggio dal Fascicolo Sanitario: Buongiorno dottore, le invio i valori della pressione della settimana (media %s). Può mandare la ricetta dematerializzata (NRE %s) a %s? Altrimenti mi chiami al %s. Grazie, %s",
				r.K(g.bp()), r.K(g.digits(15)), em, ph, f)
		}},
		{"it_farmacia_richiamo", func(g *G, r *R) string {
			ph := r.P("phone", g.phoneIT(true))
			return fmt.Sprintf("Telefonata della farmacia alle %s: Eutirox 75 mcg (AIC %s) mancante, proposta sostituzione. Avvisata la paziente al %s. Codice esenzione %s.",
				r.K(g.hhmm()), r.K("0"+g.digits(8)), ph, r.K(g.pick("E01", "048", "013", "031")))
		}},
		{"it_adi_password", func(g *G, r *R) string {
			f, l := g.name("it")
			em := r.P("email", g.email("it", f, l))
			pw := r.P("bearer", g.password())
			return fmt.Sprintf("ADI – accesso alla piattaforma di telemonitoraggio per la caregiver %s %s (%s). Password temporanea: %s. Dispositivo saturimetro matricola %s.",
				f, l, em, pw, r.K("SN"+g.digits(8)))
		}},
		{"it_pagamento_ticket", func(g *G, r *R) string {
			_, cd := g.cardNumber()
			c := r.P("credit_card", groupCard(cd, "-"))
			return fmt.Sprintf("Pagamento ticket %s € (ricetta %s) con carta %s, transazione %s del %s.",
				r.K(g.dec(18, 70)), r.K(g.digits(15)), c, r.K(g.digits(8)), r.K(g.date("it")))
		}},
		{"it_dettato_vocale", func(g *G, r *R) string {
			f, l := g.name("it")
			ph := r.P("phone", g.phoneIT(true))
			return fmt.Sprintf("dettatura vocale paziente %s %s punto pressione %s punto si prosegue ramipril 5 mg punto la moglie chiede di essere contattata al numero %s punto fine",
				strings.ToLower(f), strings.ToLower(l), r.K(g.bp()), ph)
		}},
		// ---------------- Dutch ----------------
		{"nl_ontslagbrief", func(g *G, r *R) string {
			f, l := g.name("nl")
			ph := r.P("phone", g.phoneNL(true))
			em := r.P("email", g.email("nl", f, l))
			return fmt.Sprintf("Ontslagbrief – Interne Geneeskunde\nPatiënt: %s %s, geb. %s, BSN bekend, patiëntnummer %s\nDiagnose: urosepsis (%s). Medicatie: ciprofloxacine 500 mg 2dd.\nControle polikliniek %s. Contact patiënt: %s / %s",
				f, l, r.K(g.dob("nl")), r.K(g.digits(7)), r.K("N39.0"), r.K(g.date("nl")), ph, em)
		}},
		{"nl_overdracht_verpleging", func(g *G, r *R) string {
			f := g.firstF("nl")
			ph := r.P("phone", g.phoneNL(true))
			return fmt.Sprintf("Overdracht kamer %s: RR %s, pols %d, sat %s, temp %s. Glucose %s mmol/L om %s. Dochter %s wil teruggebeld worden op %s. Afdeling toestel %s.",
				r.K(fmt.Sprint(g.n(1, 40))), r.K(g.bp()), g.n(55, 120), r.K(fmt.Sprintf("%d%%", g.n(89, 99))), r.K(g.dec(36, 38)), r.K(g.dec(4, 15)), r.K(g.hhmm()), f, ph, r.K(g.digits(4)))
		}},
		{"nl_huisarts_verwijzing", func(g *G, r *R) string {
			f, l := g.firstF("nl"), g.last("nl")
			ph := r.P("phone", g.phoneNL(g.chance(0.6)))
			return fmt.Sprintf("Verwijzing via Zorgdomein (%s): mevr. %s %s, %d jr, klachten passend bij CTS. Telefoon patiënt %s. AGB-code verwijzer %s. Spoed: nee.",
				r.K("ZD"+g.digits(8)), f, l, g.n(25, 85), ph, r.K(g.digits(8)))
		}},
		{"nl_portaal_wachtwoord", func(g *G, r *R) string {
			f, l := g.name("nl")
			em := r.P("email", g.email("nl", f, l))
			pw := r.P("bearer", g.password())
			return fmt.Sprintf("Melding %s MijnZiekenhuis: account van %s geblokkeerd na 5 pogingen. Tijdelijk wachtwoord: %s. DigiD-koppeling hersteld.",
				r.K(fmt.Sprintf("M%d", g.n(100000, 999999))), em, pw)
		}},
		{"nl_apotheek_terugbelverzoek", func(g *G, r *R) string {
			ph := r.P("phone", g.phoneNL(true))
			return fmt.Sprintf("Terugbelverzoek apotheek %s: interactie claritromycine / simvastatine 40 mg (ZI %s). Simva gestopt voor 7 dagen. Patiënt gebeld op %s.",
				r.K(g.hhmm()), r.K(g.digits(8)), ph)
		}},
		{"nl_wijkverpleging_email", func(g *G, r *R) string {
			f, l := g.name("nl")
			sf, sl := g.name("nl")
			em := r.P("email", g.email("nl", f, l))
			se := r.P("email", g.staffEmail("nl", sf, sl))
			return fmt.Sprintf("Van: %s\nAan: wijkteam\nOnderwerp: zorgplan dhr. %s\nDe mantelzorger (%s %s, %s) vraagt of de insulinetijden naar %s kunnen. Decursus bijgewerkt, Omaha-score %s.",
				se, l, f, l, em, r.K(g.hhmm()), r.K(fmt.Sprint(g.n(1, 5))))
		}},
		{"nl_dictaat", func(g *G, r *R) string {
			f, l := g.name("nl")
			ph := r.P("phone", g.phoneNL(true))
			return fmt.Sprintf("dictaat spraakherkenning patiënt %s %s punt bloeddruk %s punt metoprolol 50 mg continueren punt echtgenote bereikbaar op %s komma liefst na vijf uur punt",
				strings.ToLower(f), strings.ToLower(l), r.K(g.bp()), ph)
		}},
		{"nl_it_koppeling_jwt", func(g *G, r *R) string {
			j := r.P("jwt", g.jwt("https://fhir.amsterdamumc.nl"))
			return fmt.Sprintf("Storing %s koppeling thuismonitoring: 401 op GET /fhir/Observation?patient=%s&code=%s. Header was \"Authorization: Bearer %s\". Token verlopen, leverancier gebeld om %s.",
				r.K(fmt.Sprintf("INC%d", g.n(100000, 999999))), r.K(g.digits(7)), r.K(g.loincC()), j, r.K(g.hhmm()))
		}},
		// ---------------- Polish ----------------
		{"pl_karta_informacyjna", func(g *G, r *R) string {
			f, l := g.name("pl")
			ph := r.P("phone", g.phonePL(true))
			return fmt.Sprintf("KARTA INFORMACYJNA LECZENIA SZPITALNEGO\nPacjent: %s %s, nr księgi głównej %s\nRozpoznanie: zaostrzenie POChP (ICD-10 %s)\nZalecenia: prednizon 40 mg przez 5 dni, kontrola w poradni %s.\nTelefon kontaktowy pacjenta: %s",
				f, l, r.K(fmt.Sprintf("%d/%d", g.n(1, 99999), g.n(2024, 2026))), r.K("J44.1"), r.K(g.date("pl")), ph)
		}},
		{"pl_raport_pielegniarski", func(g *G, r *R) string {
			f := g.firstF("pl")
			ph := r.P("phone", g.phonePL(true))
			return fmt.Sprintf("Raport pielęgniarski sala %s: RR %s mmHg, tętno %d/min, SpO2 %s, temp. %s °C. Glikemia %s mg/dl o %s. Córka (%s) prosi o kontakt: %s.",
				r.K(fmt.Sprint(g.n(1, 30))), r.K(g.bp()), g.n(55, 120), r.K(fmt.Sprintf("%d%%", g.n(89, 99))), r.K(g.dec(36, 38)), r.K(fmt.Sprint(g.n(70, 300))), r.K(g.hhmm()), f, ph)
		}},
		{"pl_skierowanie_email", func(g *G, r *R) string {
			f, l := g.firstF("pl"), g.last("pl")
			em := r.P("email", g.email("pl", f, l))
			return fmt.Sprintf("Skierowanie do poradni kardiologicznej, kod %s. Pacjentka %s %s prosi o przesłanie terminu na adres %s. E-skierowanie kod dostępu %s.",
				r.K(g.digits(22)), f, l, em, r.K(g.digits(4)))
		}},
		{"pl_teleporada_czat", func(g *G, r *R) string {
			ts := g.seqTimes(2)
			ph := r.P("phone", g.phonePL(true))
			return fmt.Sprintf("[%s] Pacjent: nie mogę się połączyć na teleporadę, proszę zadzwonić na %s\n[%s] Rejestracja: lekarz oddzwoni w ciągu %d min. e-recepta kod %s.",
				r.K(ts[0]), ph, r.K(ts[1]), g.n(10, 40), r.K(g.digits(4)))
		}},
		{"pl_ikp_haslo", func(g *G, r *R) string {
			f, l := g.name("pl")
			em := r.P("email", g.email("pl", f, l))
			pw := r.P("bearer", g.password())
			return fmt.Sprintf("Zgłoszenie %s: pacjent nie może zalogować się do portalu przychodni (%s). Nadano hasło tymczasowe: %s. Wersja aplikacji %s.",
				r.K(fmt.Sprintf("ZG/%d/%04d", g.n(2024, 2026), g.n(1, 9999))), em, pw, r.K(fmt.Sprintf("%d.%d.%d", g.n(1, 5), g.n(0, 9), g.n(0, 9))))
		}},
		{"pl_apteka_telefon", func(g *G, r *R) string {
			ph := r.P("phone", g.phonePL(g.chance(0.6)))
			return fmt.Sprintf("Telefon z apteki o %s: brak leku Xarelto 20 mg (EAN %s), zamiennik uzgodniony z lekarzem. Pacjenta poinformowano pod numerem %s.",
				r.K(g.hhmm()), r.K("590"+g.digits(10)), ph)
		}},
		{"pl_opieka_domowa", func(g *G, r *R) string {
			f := g.firstM("pl")
			ph := r.P("phone", g.phonePL(true))
			return fmt.Sprintf("Wizyta domowa %s: odleżyna kość krzyżowa %s x %s cm, opatrunek zmieniony. Skala Barthel %s pkt. Opiekun: syn %s, tel. kom. %s.",
				r.K(g.date("pl")), r.K(fmt.Sprint(g.n(2, 6))), r.K(fmt.Sprint(g.n(2, 5))), r.K(fmt.Sprint(g.n(20, 85))), f, ph)
		}},
		{"pl_platnosc_karta", func(g *G, r *R) string {
			_, cd := g.cardNumber()
			c := r.P("credit_card", groupCard(cd, " "))
			return fmt.Sprintf("Wizyta prywatna %s zł opłacona kartą %s, nr transakcji %s, data %s.",
				r.K(fmt.Sprintf("%d,00", g.pick2(150, 200, 250, 300))), c, r.K(g.digits(10)), r.K(g.date("pl")))
		}},
	}
}
