package main

import (
	"fmt"
	"strings"
)

func cleanTemplates() []Tmpl {
	return []Tmpl{
		{"clean_en_progress_note", func(g *G, r *R) string {
			return fmt.Sprintf("PROGRESS NOTE %s %s\nS: no overnight events.\nO: %s. I/O %s/%s mL.\nLabs: %s.\nA/P: 1) %s - continue %s. 2) %s - %s. Code status: full. Dispo: home %s.",
				r.K(g.date("en")), r.K(g.hhmm()), g.vitals(r), r.K(fmt.Sprint(g.n(800, 2600))), r.K(fmt.Sprint(g.n(600, 3000))), g.labs(r), r.K(g.icd()), g.med(r), r.K(g.icd()), g.med(r), r.K(g.date("en")))
		}},
		{"clean_en_med_reconciliation", func(g *G, r *R) string {
			var lines []string
			for i := 0; i < 4; i++ {
				lines = append(lines, fmt.Sprintf("- %s (NDC %s), last dose %s %s", g.med(r), r.K(g.ndc()), r.K(g.date("en")), r.K(g.hhmm())))
			}
			return "MED REC (source: pt + pharmacy fill history, Rx #" + r.K(g.rx()) + ")\n" + strings.Join(lines, "\n")
		}},
		{"clean_en_lab_panel", func(g *G, r *R) string {
			return fmt.Sprintf("BMP %s  acc %s\nNa %s (136-145) | K %s (3.5-5.1) | Cl %s | CO2 %s | BUN %s | Cr %s | Glu %s\nLOINC %s, %s; ordering NPI %s",
				r.K(g.date("en")), r.K(fmt.Sprintf("%02d-CH-%06d", g.n(24, 26), g.n(1, 999999))), r.K(fmt.Sprint(g.n(128, 148))), r.K(fmt.Sprintf("%d.%d", g.n(3, 5), g.n(0, 9))), r.K(fmt.Sprint(g.n(95, 110))), r.K(fmt.Sprint(g.n(18, 30))), r.K(fmt.Sprint(g.n(7, 60))), r.K(fmt.Sprintf("%d.%02d", g.n(0, 3), g.n(0, 99))), r.K(fmt.Sprint(g.n(70, 300))), r.K(g.loincC()), r.K(g.loincC()), r.K(g.npi()))
		}},
		{"clean_en_discharge_instructions", func(g *G, r *R) string {
			return fmt.Sprintf("DISCHARGE INSTRUCTIONS: Take %s. Weigh yourself daily; call the Heart Failure Clinic at %s (Mon-Fri 8-4:30) if you gain more than 3 lb in a day. After hours call the hospital operator %s and ask for the cardiology fellow. Emergencies: 911. Follow-up %s at %s.",
				g.med(r), r.K(g.switchboard("en")), r.K(g.switchboard("en")), r.K(g.date("en")), r.K(g.hhmm()))
		}},
		{"clean_en_icu_flowsheet", func(g *G, r *R) string {
			var rows []string
			for i := 0; i < 4; i++ {
				rows = append(rows, fmt.Sprintf("%s | %s | %d | %s | %s | %s", r.K(fmt.Sprintf("%02d:00", (g.n(0, 5)*4+i)%24)), r.K(g.bp()), g.n(50, 130), r.K(fmt.Sprintf("%d%%", g.n(88, 100))), r.K(fmt.Sprintf("%d.%d", g.n(36, 39), g.n(0, 9))), r.K(fmt.Sprintf("%d mL", g.n(10, 150)))))
			}
			return "ICU flowsheet Bed " + r.K(fmt.Sprintf("%d", g.n(1, 24))) + "\ntime | BP | HR | SpO2 | T | UO\n" + strings.Join(rows, "\n")
		}},
		{"clean_en_coding_query", func(g *G, r *R) string {
			return fmt.Sprintf("CDI query %s for encounter %s: documentation supports %s vs %s? Na %s on %s. Please clarify. SNOMED %s, DRG %s, CPT %s.",
				r.K(fmt.Sprintf("Q-%d", g.n(10000, 99999))), r.K(g.digits(10)), r.K("E87.1"), r.K("E87.8"), r.K(fmt.Sprint(g.n(120, 130))), r.K(g.date("en")), r.K(g.sct()), r.K(fmt.Sprint(g.n(100, 999))), r.K(g.cptC()))
		}},
		{"clean_en_hl7_oru", func(g *G, r *R) string {
			return fmt.Sprintf("OBX|1|NM|%s^Potassium^LN||%s|mmol/L|3.5-5.1|N|||F|||%s\rOBX|2|NM|%s^Creatinine^LN||%s|mg/dL|0.6-1.2|H|||F|||%s",
				r.K("2823-3"), r.K(fmt.Sprintf("%d.%d", g.n(3, 5), g.n(0, 9))), r.K(g.digits(12)), r.K("2160-0"), r.K(fmt.Sprintf("%d.%d", g.n(1, 3), g.n(0, 9))), r.K(g.digits(12)))
		}},
		{"clean_en_fhir_observation", func(g *G, r *R) string {
			return fmt.Sprintf(`{"resourceType":"Observation","id":"%s","status":"final","code":{"coding":[{"system":"http://loinc.org","code":"%s"}]},"subject":{"reference":"Patient/%s"},"effectiveDateTime":"%sT%s:00Z","valueQuantity":{"value":%s,"unit":"mmol/L"},"referenceRange":[{"low":{"value":3.5},"high":{"value":5.1}}]}`,
				r.K(g.rs(b62, 12)), r.K(g.loincC()), r.K(fmt.Sprint(g.n(100000, 9999999))), r.K(g.date("iso")), g.hhmm(), r.K(fmt.Sprintf("%d.%d", g.n(3, 6), g.n(0, 9))))
		}},
		{"clean_en_billing_lines", func(g *G, r *R) string {
			var rows []string
			for i := 0; i < 3; i++ {
				rows = append(rows, fmt.Sprintf("%s  %s  x%d  %s", r.K(g.date("en")), r.K(g.cptC()), g.n(1, 3), r.K(fmt.Sprintf("$%d.%02d", g.n(15, 900), g.n(0, 99)))))
			}
			return fmt.Sprintf("Statement %s  Account %s\n%s\nPaid by card ending %s. Balance due %s.",
				r.K(fmt.Sprintf("ST-%08d", g.n(1, 99999999))), r.K(g.digits(9)), strings.Join(rows, "\n"), r.K(g.digits(4)), r.K(fmt.Sprintf("$%d.%02d", g.n(0, 400), g.n(0, 99))))
		}},
		{"clean_en_masked_intake", func(g *G, r *R) string {
			return fmt.Sprintf("Intake verified: SSN on file %s, DOB %s, insurance card scanned (Member ID %s, Group %s, RxBIN %s, RxPCN %s). Pt declined to give e-mail. Phone: see demographics.",
				r.K(g.pick("XXX-XX-", "***-**-", "xxx-xx-")+g.digits(4)), r.K(g.dob("en")), r.K("W"+g.digits(9)), r.K(g.digits(5)), r.K(g.digits(6)), r.K(g.pick("ADV", "MEDDPRIME", "9999")))
		}},
		{"clean_en_it_ticket_placeholders", func(g *G, r *R) string {
			return fmt.Sprintf("KB article for the FHIR sandbox: call GET /R4/Patient?identifier=%s with header `Authorization: Bearer <access_token>`; tokens expire after 3600 s. Never paste real tokens or passwords (use ******** in tickets). Client id %s. Build %s.",
				r.K(g.mrn()), r.K(g.rs(hexd, 8)+"-"+g.rs(hexd, 4)), r.K(fmt.Sprintf("%d.%d.%d", g.n(1, 9), g.n(0, 20), g.n(0, 99))))
		}},
		{"clean_en_uk_clinic_letter", func(g *G, r *R) string {
			return fmt.Sprintf("Outpatient letter %s\nNHS No: %s   Hosp No: %s\nDiagnosis: %s. eGFR %s, ACR %s mg/mmol. Plan: continue %s, recheck U&E in %s weeks.\nAppointments: %s. Renal secretaries ext %s.",
				r.K(g.date("uk")), r.K(g.nhsNumber()), r.K(g.pick("RX", "K", "M")+g.digits(7)), r.K("N18.3"), r.K(fmt.Sprint(g.n(30, 59))), r.K(fmt.Sprintf("%d.%d", g.n(3, 70), g.n(0, 9))), g.med(r), r.K(fmt.Sprint(g.n(2, 12))), r.K(g.switchboard("uk")), r.K(fmt.Sprint(g.n(20000, 79999))))
		}},
		{"clean_en_radiology_report", func(g *G, r *R) string {
			return fmt.Sprintf("CT CHEST W/O CONTRAST (CPT %s) %s. Accession %s.\nFINDINGS: %s mm RUL nodule (series %s, image %s), previously %s mm. No effusion.\nIMPRESSION: Lung-RADS %s. Recommend follow-up CT in %s months. Dose DLP %s mGy*cm.",
				r.K("71250"), r.K(g.date("en")), r.K(g.digits(9)), r.K(fmt.Sprint(g.n(4, 14))), r.K(fmt.Sprint(g.n(2, 6))), r.K(fmt.Sprint(g.n(40, 180))), r.K(fmt.Sprint(g.n(3, 12))), r.K(g.pick("2", "3", "4A")), r.K(fmt.Sprint(g.pick2(3, 6, 12))), r.K(fmt.Sprint(g.n(100, 600))))
		}},
		{"clean_en_dictated_note", func(g *G, r *R) string {
			return fmt.Sprintf("dictated %s heart rate %d blood pressure %s oxygen saturation %s on room air period potassium %s period continue lisinopril 20 mg daily period follow up in %d weeks period end of dictation job number %s",
				r.K(g.date("en")), g.n(60, 110), r.K(g.bp()), r.K(fmt.Sprintf("%d percent", g.n(90, 99))), r.K(fmt.Sprintf("%d.%d", g.n(3, 5), g.n(0, 9))), g.n(2, 8), r.K(g.digits(8)))
		}},
		{"clean_en_pharmacy_verification", func(g *G, r *R) string {
			return fmt.Sprintf("Rx verification: %s - %s, qty %d, %d refills, DAW %d. NDC %s, lot %s, exp %s. Prescriber NPI %s, DEA %s. Claim ref %s paid %s.",
				r.K(g.rx()), g.med(r), g.n(30, 90), g.n(0, 5), g.n(0, 1), r.K(g.ndc()), r.K(strings.ToUpper(g.rs("ABCDEFGHJKLMNPRSTUVWXYZ", 2))+g.digits(4)), r.K(fmt.Sprintf("%02d/%d", g.n(1, 12), g.n(2026, 2028))), r.K(g.npi()), r.K(strings.ToUpper(g.rs("ABFM", 1)+g.rs("ABCDEFGHJKLMNPRSTUVWXYZ", 1))+g.digits(7)), r.K(g.badLuhn()), r.K(fmt.Sprintf("$%d.%02d", g.n(0, 80), g.n(0, 99))))
		}},
		{"clean_en_care_plan_meeting", func(g *G, r *R) string {
			return fmt.Sprintf("IDT meeting %s %s: Rm %s. PT: ambulates %s ft with RW. OT: ADLs min assist. SLP: IDDSI level %s. SW: SNF referrals sent to %d facilities. Anticipated DC %s. Pager for CM: %s.",
				r.K(g.date("en")), r.K(g.hhmm()), r.K(fmt.Sprint(g.n(200, 999))), r.K(fmt.Sprint(g.n(10, 300))), r.K(fmt.Sprint(g.n(4, 7))), g.n(2, 6), r.K(g.date("en")), r.K(fmt.Sprint(g.n(1000, 8999))))
		}},
		{"clean_en_jwt_prose", func(g *G, r *R) string {
			return fmt.Sprintf("Portal outage RCA %s: the SMART token endpoint returned tokens whose header was only eyJhbGciOi... (truncated in logs, no payload). Publishable Stripe key %s is public and fine to keep in the page. AWS key id %s appeared in the config but no secret. Bearer authentication is now enforced on /R4.",
				r.K(fmt.Sprintf("RCA-%d", g.n(100, 999))), r.K("pk_live_"+g.rs(b62, 24)), r.K("AKIA"+strings.ToUpper(g.rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16))))
		}},
		{"clean_en_portal_message", func(g *G, r *R) string {
			ts := g.seqTimes(1)
			return fmt.Sprintf("Patient message %s %s: Hi, my home readings this week were %s, %s and %s (taken at %s). I'm still on %s. Pharmacy says Rx #%s has %d refills left. Is my appointment on %s still at %s? I don't want to give my number again, it's in my chart. Thanks!",
				r.K(g.date("en")), r.K(ts[0]), r.K(g.bp()), r.K(g.bp()), r.K(g.bp()), r.K(fmt.Sprintf("%d:%02d am", g.n(6, 9), g.pick2(0, 15, 30))), g.med(r), r.K(g.rx()), g.n(0, 5), r.K(g.date("en")), r.K(fmt.Sprintf("%d:%02d pm", g.n(1, 4), g.pick2(0, 15, 30, 45))))
		}},
		{"clean_en_telehealth_chat", func(g *G, r *R) string {
			ts := g.seqTimes(3)
			return fmt.Sprintf("[%s] Patient: glucose this morning %s, last night %s\n[%s] RN: ok, take %s of glargine tonight instead of %s\n[%s] Patient: got it. Reminder texts come from %s, can I reply STOP?\n(If symptoms worsen call 911.)",
				r.K(ts[0]), r.K(fmt.Sprint(g.n(150, 260))), r.K(fmt.Sprint(g.n(120, 300))), r.K(ts[1]), r.K(fmt.Sprintf("%d units", g.n(14, 22))), r.K(fmt.Sprintf("%d units", g.n(23, 30))), r.K(ts[2]), r.K(fmt.Sprint(g.n(20000, 99999))))
		}},
		// ---------------- other languages ----------------
		{"clean_es_evolucion", func(g *G, r *R) string {
			return fmt.Sprintf("Evolución %s: TA %s, FC %d lpm, SatO2 %s. Analítica %s: Hb %s g/dL, PCR %s mg/L, INR %s. CIE-10 %s. Continúa con apixabán 5 mg/12h. Cama %s, NHC %s. Interconsulta a Cardiología (ext. %s).",
				r.K(g.date("es")), r.K(g.bp()), g.n(55, 120), r.K(fmt.Sprintf("%d%%", g.n(89, 99))), r.K(g.date("es")), r.K(g.dec(8, 15)), r.K(fmt.Sprint(g.n(1, 200))), r.K(g.dec(1, 3)), r.K(g.icd()), r.K(fmt.Sprintf("%d-%s", g.n(100, 699), g.pick("A", "B"))), r.K(g.digits(7)), r.K(g.digits(5)))
		}},
		{"clean_es_alta_centralita", func(g *G, r *R) string {
			return fmt.Sprintf("Al alta: control por su médico de Atención Primaria en 7-10 días. Ante cualquier duda puede llamar a la centralita del hospital (%s) o al 112 en caso de urgencia. Cita en consultas externas el %s a las %s, consulta %s.",
				r.K(g.switchboard("es")), r.K(g.date("es")), r.K(g.hhmm()), r.K(fmt.Sprint(g.n(1, 60))))
		}},
		{"clean_es_receta", func(g *G, r *R) string {
			return fmt.Sprintf("Receta electrónica %s: metformina 850 mg 1-0-1 (CN %s), atorvastatina 20 mg 0-0-1 (CN %s). Duración 180 días. Visado no requerido. TSI %s.",
				r.K(g.digits(12)), r.K(g.digits(6)+"."+g.digits(1)), r.K(g.digits(6)+"."+g.digits(1)), r.K(fmt.Sprintf("%03d", g.n(1, 6))))
		}},
		{"clean_es_relevo", func(g *G, r *R) string {
			return fmt.Sprintf("Relevo hab. %s: paciente de %d años, glucemias %s-%s mg/dL, diuresis %s mL/24h, balance +%s. Pendiente ecocardiograma el %s. Familia informada en la visita de las %s.",
				r.K(fmt.Sprint(g.n(100, 650))), g.n(40, 95), r.K(fmt.Sprint(g.n(80, 130))), r.K(fmt.Sprint(g.n(140, 280))), r.K(fmt.Sprint(g.n(600, 2500))), r.K(fmt.Sprint(g.n(100, 900))), r.K(g.date("es")), r.K(g.hhmm()))
		}},
		{"clean_fr_transmissions", func(g *G, r *R) string {
			return fmt.Sprintf("Transmissions ciblées %s – chambre %s : TA %s, SpO2 %s, T° %s °C, EVA %s/10. Bilan : K+ %s mmol/L (3,5-5,0), créatinine %s µmol/L. Traitement : paracétamol 1 g x 4/j. Prochaine prise à %s.",
				r.K(g.date("fr")), r.K(fmt.Sprint(g.n(100, 450))), r.K(g.bp()), r.K(fmt.Sprintf("%d %%", g.n(90, 99))), r.K(g.dec(36, 38)), r.K(fmt.Sprint(g.n(0, 8))), r.K(g.dec(3, 5)), r.K(fmt.Sprint(g.n(50, 250))), r.K(fmt.Sprintf("%dh%02d", g.n(6, 22), g.pick2(0, 30))))
		}},
		{"clean_fr_ordonnance", func(g *G, r *R) string {
			return fmt.Sprintf("Ordonnance du %s – Dr %s, RPPS %s, FINESS %s\n1) Eliquis 5 mg : 1 cp matin et soir, 3 mois (CIP %s)\n2) Bisoprolol 2,5 mg : 1 cp le matin\nRenouvelable %d fois.",
				r.K(g.date("fr")), g.last("fr"), r.K("10"+g.digits(9)), r.K(g.digits(9)), r.K("34009"+g.digits(8)), g.n(1, 3))
		}},
		{"clean_fr_sortie_contacts", func(g *G, r *R) string {
			return fmt.Sprintf("Consignes de sortie : en cas de fièvre > 38,5 °C, contacter le secrétariat de chirurgie au %s (du lundi au vendredi) ou le standard de l'hôpital. Urgences : 15 ou 112. RDV pansement le %s à %s.",
				r.K(g.switchboard("fr")), r.K(g.date("fr")), r.K(fmt.Sprintf("%dh%02d", g.n(8, 17), g.pick2(0, 15, 30, 45))))
		}},
		{"clean_fr_biologie", func(g *G, r *R) string {
			return fmt.Sprintf("Compte rendu biologie n° %s du %s : Hb %s g/dL, plaquettes %s G/L, TP %s %%, INR %s, CRP %s mg/L, HbA1c %s %%. Prescripteur RPPS %s.",
				r.K(g.digits(10)), r.K(g.date("fr")), r.K(g.dec(8, 16)), r.K(fmt.Sprint(g.n(90, 450))), r.K(fmt.Sprint(g.n(40, 100))), r.K(g.dec(1, 3)), r.K(fmt.Sprint(g.n(1, 200))), r.K(g.dec(5, 10)), r.K("10"+g.digits(9)))
		}},
		{"clean_de_arztbrief", func(g *G, r *R) string {
			return fmt.Sprintf("Entlassbrief %s, Fall-Nr. %s: Diagnosen %s, %s. Labor: Kreatinin %s mg/dl, GFR %s ml/min, Kalium %s mmol/l, NT-proBNP %s pg/ml. Medikation: Torasemid 10 mg 1-0-0, Bisoprolol 2,5 mg 1-0-1. Wiedervorstellung am %s um %s Uhr.",
				r.K(g.date("de")), r.K(g.digits(10)), r.K("I50.13"), r.K("N18.3"), r.K(g.dec(0, 3)), r.K(fmt.Sprint(g.n(20, 90))), r.K(g.dec(3, 5)), r.K(fmt.Sprint(g.n(200, 9000))), r.K(g.date("de")), r.K(g.hhmm()))
		}},
		{"clean_de_uebergabe", func(g *G, r *R) string {
			return fmt.Sprintf("Übergabe Nachtdienst Zi. %s: RR %s, HF %d, SpO2 %s, Temp. %s °C. BZ-Profil %s/%s/%s mg/dl. Bilanz +%s ml. Dienstarzt erreichbar über Piepser %s, Station Durchwahl -%s.",
				r.K(fmt.Sprint(g.n(1, 40))), r.K(g.bp()), g.n(55, 120), r.K(fmt.Sprintf("%d %%", g.n(90, 99))), r.K(g.dec(36, 38)), r.K(fmt.Sprint(g.n(80, 140))), r.K(fmt.Sprint(g.n(141, 220))), r.K(fmt.Sprint(g.n(221, 300))), r.K(fmt.Sprint(g.n(100, 900))), r.K(g.digits(3)), r.K(g.digits(4)))
		}},
		{"clean_de_klinik_kontakt", func(g *G, r *R) string {
			return fmt.Sprintf("Bei Rückfragen erreichen Sie das Sekretariat der Klinik für Kardiologie unter %s (Mo–Fr 8–15 Uhr). Ärztlicher Bereitschaftsdienst: 116 117, Notruf 112. Termin Herzecho am %s, %s Uhr, Ebene %s.",
				r.K(g.switchboard("de")), r.K(g.date("de")), r.K(g.hhmm()), r.K(fmt.Sprint(g.n(0, 6))))
		}},
		{"clean_de_rezept", func(g *G, r *R) string {
			return fmt.Sprintf("E-Rezept %s: Ramipril 5 mg N3 (PZN %s), Pantoprazol 20 mg N2 (PZN %s). BSNR %s, LANR %s. IK der Kasse %s.",
				r.K(fmt.Sprintf("160.%s.%s.%s", g.digits(3), g.digits(3), g.digits(3))), r.K(g.digits(8)), r.K(g.digits(8)), r.K(g.digits(9)), r.K(g.digits(9)), r.K("10"+g.digits(7)))
		}},
		{"clean_pt_alta", func(g *G, r *R) string {
			return fmt.Sprintf("Nota de alta %s: N.º processo %s. Diagnóstico CID %s. Medicação: bisoprolol 2,5 mg id. Análises: creatinina %s mg/dL, potássio %s mmol/L. Em caso de dúvida contactar o secretariado do serviço: %s ou SNS 24 (808 24 24 24).",
				r.K(g.date("pt")), r.K(g.digits(8)), r.K(g.icd()), r.K(g.dec(0, 2)), r.K(g.dec(3, 5)), r.K(g.switchboard("pt")))
		}},
		{"clean_br_evolucao", func(g *G, r *R) string {
			return fmt.Sprintf("Evolução enfermagem %s leito %s: PA %s mmHg, FC %d, SatO2 %s, HGT %s mg/dL às %s. Diurese %s mL. Prescrição: dipirona 1 g 6/6h se dor. CNS %s.",
				r.K(g.date("pt")), r.K(fmt.Sprint(g.n(100, 500))), r.K(g.bp()), g.n(55, 120), r.K(fmt.Sprintf("%d%%", g.n(89, 99))), r.K(fmt.Sprint(g.n(70, 300))), r.K(g.hhmm()), r.K(fmt.Sprint(g.n(300, 2500))), r.K("7"+g.digits(14)))
		}},
		{"clean_br_recepcao", func(g *G, r *R) string {
			return fmt.Sprintf("Agendamento confirmado: consulta %s às %s, sala %s. Guia TISS %s, carteirinha %s. Dúvidas: central de agendamento %s. Chegar 15 min antes com exames de %s.",
				r.K(g.date("pt")), r.K(g.hhmm()), r.K(fmt.Sprint(g.n(1, 40))), r.K(g.digits(9)), r.K(g.digits(16)), r.K(g.switchboard("br")), r.K(g.date("pt")))
		}},
		{"clean_pt_passagem", func(g *G, r *R) string {
			return fmt.Sprintf("Passagem de turno cama %s: TA %s, SpO2 %s, glicemias %s/%s mg/dL. Hemoglobina %s g/dL. Perfusão de furosemida %s mg/h. Escala de Braden %s.",
				r.K(fmt.Sprint(g.n(1, 40))), r.K(g.bp()), r.K(fmt.Sprintf("%d%%", g.n(89, 99))), r.K(fmt.Sprint(g.n(80, 150))), r.K(fmt.Sprint(g.n(151, 300))), r.K(g.dec(8, 15)), r.K(fmt.Sprint(g.n(5, 20))), r.K(fmt.Sprint(g.n(9, 23))))
		}},
		{"clean_it_dimissione", func(g *G, r *R) string {
			return fmt.Sprintf("Lettera di dimissione %s, nosologico %s: diagnosi %s. Esami: creatinina %s mg/dl, Hb %s g/dl, PCR %s mg/l. Terapia: bisoprololo 2,5 mg, furosemide 25 mg. Per informazioni: centralino %s, reparto int. %s.",
				r.K(g.date("it")), r.K(fmt.Sprintf("%d/%06d", g.n(2024, 2026), g.n(1, 999999))), r.K(g.icd()), r.K(g.dec(0, 3)), r.K(g.dec(8, 16)), r.K(fmt.Sprint(g.n(1, 200))), r.K(g.switchboard("it")), r.K(g.digits(4)))
		}},
		{"clean_it_consegne", func(g *G, r *R) string {
			return fmt.Sprintf("Consegne notte letto %s: PA %s, FC %d, SpO2 %s, TC %s. Diuresi %s ml. Glicemie %s-%s mg/dl. Scala di Braden %s, NRS %s/10.",
				r.K(fmt.Sprint(g.n(1, 30))), r.K(g.bp()), g.n(55, 120), r.K(fmt.Sprintf("%d%%", g.n(89, 99))), r.K(g.dec(36, 38)), r.K(fmt.Sprint(g.n(300, 2500))), r.K(fmt.Sprint(g.n(80, 140))), r.K(fmt.Sprint(g.n(141, 280))), r.K(fmt.Sprint(g.n(9, 23))), r.K(fmt.Sprint(g.n(0, 8))))
		}},
		{"clean_it_ricetta", func(g *G, r *R) string {
			return fmt.Sprintf("Ricetta dematerializzata NRE %s, codice esenzione %s: Cardioaspirin 100 mg (AIC %s), Pantorc 20 mg (AIC %s). Ticket %s €.",
				r.K(g.digits(15)), r.K(g.pick("048", "013", "E01")), r.K("0"+g.digits(8)), r.K("0"+g.digits(8)), r.K(g.dec(2, 10)))
		}},
		{"clean_nl_overdracht", func(g *G, r *R) string {
			return fmt.Sprintf("Overdracht kamer %s bed %s: RR %s, pols %d, sat %s, temp %s. Glucose %s mmol/L. MEWS %s. Vochtbalans +%s ml. Arts-assistent sein %s.",
				r.K(fmt.Sprint(g.n(1, 40))), r.K(fmt.Sprint(g.n(1, 4))), r.K(g.bp()), g.n(55, 120), r.K(fmt.Sprintf("%d%%", g.n(89, 99))), r.K(g.dec(36, 38)), r.K(g.dec(4, 15)), r.K(fmt.Sprint(g.n(0, 6))), r.K(fmt.Sprint(g.n(100, 900))), r.K(g.digits(4)))
		}},
		{"clean_nl_ontslag", func(g *G, r *R) string {
			return fmt.Sprintf("Ontslagbrief %s: diagnose %s, DBC %s. Lab: kreatinine %s µmol/L, eGFR %s, Hb %s mmol/L. Bij vragen: polikliniek Cardiologie %s (ma-vr 8.30-16.30). Spoed: 112.",
				r.K(g.date("nl")), r.K(g.icd()), r.K(g.digits(9)), r.K(fmt.Sprint(g.n(50, 250))), r.K(fmt.Sprint(g.n(20, 90))), r.K(g.dec(5, 10)), r.K(g.switchboard("nl")))
		}},
		{"clean_nl_recept", func(g *G, r *R) string {
			return fmt.Sprintf("Recept %s: metoprolol 50 mg 1dd1 (ZI %s), omeprazol 20 mg 1dd1 (ZI %s). AGB %s. Herhaalrecept tot %s.",
				r.K(g.date("nl")), r.K(g.digits(8)), r.K(g.digits(8)), r.K(g.digits(8)), r.K(g.date("nl")))
		}},
		{"clean_pl_karta", func(g *G, r *R) string {
			return fmt.Sprintf("Karta informacyjna %s, nr księgi %s: rozpoznanie %s. Badania: kreatynina %s mg/dl, potas %s mmol/l, Hb %s g/dl. Zalecenia: bisoprolol 2,5 mg rano. Kontrola %s. Informacja: centrala szpitala %s.",
				r.K(g.date("pl")), r.K(fmt.Sprintf("%d/%d", g.n(1, 99999), g.n(2024, 2026))), r.K(g.icd()), r.K(g.dec(0, 3)), r.K(g.dec(3, 5)), r.K(g.dec(8, 16)), r.K(g.date("pl")), r.K(g.switchboard("pl")))
		}},
		{"clean_pl_raport", func(g *G, r *R) string {
			return fmt.Sprintf("Raport pielęgniarski sala %s łóżko %s: RR %s, tętno %d, SpO2 %s, temp. %s. Diureza %s ml. Skala Norton %s pkt. Lekarz dyżurny wew. %s.",
				r.K(fmt.Sprint(g.n(1, 30))), r.K(fmt.Sprint(g.n(1, 6))), r.K(g.bp()), g.n(55, 120), r.K(fmt.Sprintf("%d%%", g.n(89, 99))), r.K(g.dec(36, 38)), r.K(fmt.Sprint(g.n(300, 2500))), r.K(fmt.Sprint(g.n(5, 20))), r.K(g.digits(3)))
		}},
		{"clean_pl_recepta", func(g *G, r *R) string {
			return fmt.Sprintf("E-recepta %s, kod dostępu %s: Xarelto 20 mg (EAN %s), odpłatność %s, kwota %s zł. NPWZ lekarza %s.",
				r.K(g.digits(22)), r.K(g.digits(4)), r.K("590"+g.digits(10)), r.K(g.pick("100%", "50%", "30%", "R")), r.K(g.dec(5, 90)), r.K(g.digits(7)))
		}},
		{"clean_en_vaccination_record", func(g *G, r *R) string {
			return fmt.Sprintf("Immunization %s: Influenza (CVX %s) lot %s exp %s, 0.5 mL IM L deltoid, VIS %s given. Tdap (CVX %s) lot %s. Observed %d min, no reaction. NDC %s.",
				r.K(g.date("en")), r.K(fmt.Sprint(g.pick2(150, 158, 171, 197))), r.K(strings.ToUpper(g.rs("ABCDEFGHJKLMNPRSTUVWXYZ", 2))+g.digits(5)), r.K(fmt.Sprintf("%02d/%d", g.n(1, 12), g.n(2026, 2027))), r.K(g.date("en")), r.K("115"), r.K(strings.ToUpper(g.rs("ABCDEFGHJKLMNPRSTUVWXYZ", 3))+g.digits(3)), g.pick2(15, 30), r.K(g.ndc()))
		}},
	}
}
