package main

import (
	"fmt"
	"strings"
)

func cleanTemplates() []T {
	return append(cleanA(), cleanB()...)
}

func cleanA() []T {
	return []T{
		{"syllabus_schedule", func(g *G) string {
			var b strings.Builder
			fmt.Fprintf(&b, "%s — %s (CRN %s), %s\nLectures %s, %s\n\n| Week | Date | Topic | Due |\n|---|---|---|---|\n", g.K(g.course()), g.pk(courseTitles), g.K(g.crn()), g.K(g.term()), g.K(g.pick("MWF 10:00–10:50", "TTh 1:30–2:50 pm", "MW 16:00–17:15")), g.K(g.room()))
			for w := 1; w <= g.n(3, 6); w++ {
				fmt.Fprintf(&b, "| %d | %s | %s | %s |\n", w, g.K(fmt.Sprintf("%02d/%02d", g.n(1, 12), g.n(1, 28))), g.pick("Limits", "Kinetics", "Sampling", "Recursion", "Reconstruction", "Game theory", "Eigenvalues"), g.pick("PS1", "Quiz 1", "Lab 2", "—", "Reading: ch. 3, pp. 45–78"))
			}
			fmt.Fprintf(&b, "\nTextbook: ISBN %s. Late work loses %s per day. Grade cutoffs: A ≥ %s, B ≥ %s.", g.K(g.isbn()), g.K(g.pick("10%", "5%")), g.K("93.0"), g.K("83.0"))
			return b.String()
		}},
		{"academic_calendar", func(g *G) string {
			y := g.n(2025, 2026)
			return fmt.Sprintf("%s Academic Calendar (%d–%d)\n• Classes begin: %s\n• Last day to add: %s\n• Last day to drop without W: %s\n• Fall break: %s–%s\n• Thanksgiving recess: %s (no classes after %s)\n• Final exams: %s – %s\n• Grades due: %s, %s\nRegistrar office hours: %s, %s.",
				g.pick("Undergraduate", "Graduate School", "Law School"), y, y+1, g.K(fmt.Sprintf("Aug %d", g.n(24, 31))), g.K(fmt.Sprintf("Sep %d", g.n(3, 12))), g.K(fmt.Sprintf("Oct %d", g.n(1, 20))), g.K(fmt.Sprintf("Oct %d", g.n(13, 16))), g.K(fmt.Sprintf("Oct %d", g.n(17, 20))), g.K(fmt.Sprintf("Nov %d–%d", g.n(24, 26), g.n(27, 30))), g.K(g.pick("5:00 pm", "12:00 pm")), g.K(fmt.Sprintf("Dec %d", g.n(10, 13))), g.K(fmt.Sprintf("Dec %d", g.n(17, 20))), g.K(fmt.Sprintf("%02d/%02d/%d", 12, g.n(20, 23), y)), g.K("11:59 pm"), g.K("Mon–Fri 8:00–17:00"), g.K(g.room()))
		}},
		{"grade_export_ids_only", func(g *G) string {
			var b strings.Builder
			b.WriteString("SIS User ID,SIS Login ID,Section,Midterm (25%),Final (35%),Labs (40%),Current Score,Final Grade\n")
			for i, n := 0, g.n(4, 7); i < n; i++ {
				mid, fin, lab := g.n(55, 100), g.n(50, 100), g.n(60, 100)
				fmt.Fprintf(&b, "%s,%s,%s,%d,%d,%d,%s,%s\n", g.K(g.studentID()), g.K(g.pick("u", "s", "z")+g.digits(7)), g.K(g.courseSec()), mid, fin, lab, g.K(fmt.Sprintf("%.2f", float64(mid)*0.25+float64(fin)*0.35+float64(lab)*0.4)), g.pick("A", "B+", "B", "C+", "A-"))
			}
			return g.pick("Canvas gradebook export — how do I make the Final Grade column use our +/- scheme?\n", "", "Why is Current Score different from my manual calculation?\n") + b.String()
		}},
		{"canvas_api_placeholder", func(g *G) string {
			return fmt.Sprintf("Per the Canvas docs, list enrollments with:\n\ncurl -H \"Authorization: Bearer %s\" \\\n  \"https://%s/api/v1/courses/%s/enrollments?per_page=%s\"\n\nReplace the token with one from Account → Settings → New Access Token. Course %s is in term %s; user %s is a TA.",
				g.K(g.pick("<ACCESS-TOKEN>", "$CANVAS_TOKEN", "YOUR_TOKEN_HERE", "${TOKEN}", "<token>")), g.pick("canvas.instructure.com", "<canvas>", "school.instructure.com"), g.K(fmt.Sprint(g.n(100000, 999999))), g.K(fmt.Sprint(g.pick2(50, 100))), g.K(fmt.Sprint(g.n(100000, 999999))), g.K(fmt.Sprint(g.n(100, 999))), g.K(fmt.Sprint(g.n(1000000, 9999999))))
		}},
		{"moodle_docs_placeholder", func(g *G) string {
			return fmt.Sprintf("Moodle %s web services setup:\n1. Site administration → Advanced features → Enable web services\n2. Create service \"%s\", add function %s\n3. Create a token for the integration user\n4. Test: /webservice/rest/server.php?wstoken=%s&wsfunction=%s&courseid=%s\nThe course id is the number in course/view.php?id=%s, not the idnumber field (%s).",
				g.K(g.pick("4.3", "4.1.9", "4.4.2")), g.pick("sis_sync", "grades_export"), g.K("core_enrol_get_enrolled_users"), g.K(g.pick("YOURTOKEN", "<token>", "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "$WSTOKEN")), "core_enrol_get_enrolled_users", g.K(fmt.Sprint(g.n(2, 9999))), g.K(fmt.Sprint(g.n(2, 9999))), g.K(g.pick("BIO101-F25", "MAT-2231-S26", "CS-61B-SP25")))
		}},
		{"grant_budget_table", func(g *G) string {
			var b strings.Builder
			fmt.Fprintf(&b, "Budget justification — %s (%s)\n\n| Category | Year 1 | Year 2 | Year 3 |\n|---|---:|---:|---:|\n", g.K(g.grant()), g.pk(sponsors))
			for _, c := range []string{"Senior personnel", "Graduate students (2)", "Fringe", "Equipment", "Travel", "Participant support", "Other direct costs"} {
				fmt.Fprintf(&b, "| %s | %s | %s | %s |\n", c, g.K(g.usd(2000, 160000)), g.K(g.usd(2000, 160000)), g.K(g.usd(2000, 160000)))
			}
			fmt.Fprintf(&b, "\nIndirect costs at %s MTDC. Cost share: none. UEI %s, CAGE %s.", g.K(g.pick("55.5%", "57%", "26%", "61.5%")), g.K(g.secret(upNum, 12)), g.K(g.secret(upNum, 5)))
			return b.String()
		}},
		{"irb_protocol_summary", func(g *G) string {
			return fmt.Sprintf("Protocol: %s\nTitle: %s\nReview type: %s\nApproval date: %s   Expiration: %s\nFunding: %s\nTarget enrollment: %d participants aged %d–%d\nCompensation: %s per visit, max %s\nData: coded with participant IDs (e.g. %s); key stored separately on %s.\nAmendment %s approved %s.",
				g.K(g.irb()), g.pick("Sleep and Memory Consolidation in Older Adults", "Bilingual Language Switching", "Classroom Discourse in Middle School Math", "Wearables for Heart Failure Self-Care"), g.pick("Exempt 2(i)", "Expedited 7", "Full board"), g.K(g.date()), g.K(g.date()), g.K(g.grant()), g.n(40, 400), g.n(18, 30), g.n(45, 85), g.K(g.usd(20, 100)), g.K(g.usd(100, 400)), g.K(fmt.Sprintf("P%03d", g.n(1, 400))), g.pick("Box Health", "the REDCap server", "an encrypted drive"), g.K(fmt.Sprintf("AME%08d", g.n(1000, 99999))), g.K(g.date()))
		}},
		{"bibliography_refs", func(g *G) string {
			var b strings.Builder
			b.WriteString(g.pick("Can you format these in APA 7?\n\n", "References\n", "My Zotero export lost the DOIs for some, these are right:\n"))
			for i, n := 0, g.n(3, 5); i < n; i++ {
				switch g.n(0, 2) {
				case 0:
					fmt.Fprintf(&b, "%s, %s. (%d). %s. %s, %d(%d), %d–%d. https://doi.org/%s\n", g.pk(lastByLoc["en"]), g.pick("J.", "A. M.", "K."), g.n(2005, 2025), g.pick("Retrieval practice and transfer", "Sleep spindles and memory", "Teacher feedback in writing"), g.pick("Journal of Educational Psychology", "Neuron", "Learning and Instruction"), g.n(10, 120), g.n(1, 12), g.n(1, 500), g.n(501, 999), g.K(g.doi()))
				case 1:
					fmt.Fprintf(&b, "%s, %s. (%d). %s (%s ed.). %s. ISBN %s\n", g.pk(lastByLoc["en"]), g.pick("R.", "S. T."), g.n(1995, 2024), g.pick("Research Design", "Statistical Rethinking", "How Learning Works"), g.pick("2nd", "3rd", "5th"), g.pick("SAGE", "CRC Press", "Jossey-Bass"), g.K(g.isbn()))
				default:
					fmt.Fprintf(&b, "%s et al. (%d). %s. arXiv:%s. PMID: %s\n", g.pk(lastByLoc["en"]), g.n(2019, 2025), g.pick("Scaling laws for tutoring models", "A cohort study of campus mental health"), g.K(g.arxiv()), g.K(g.pmid()))
				}
			}
			return b.String()
		}},
		{"library_hold_notice", func(g *G) string {
			return fmt.Sprintf("Library notice — item available for pickup\nTitle: %s\nCall number: %s\nItem barcode: %s\nPatron barcode: %s\nPickup location: %s\nHold expires: %s\nFines owed: %s\nRenewals remaining: %d",
				g.pick("Thinking, Fast and Slow", "The Structure of Scientific Revolutions", "Molecular Biology of the Cell", "Pedagogy of the Oppressed"), g.K(g.pick("BF441 .K238 2011", "Q175 .K95 1996", "QH581.2 .M64 2022", "LB880.F73 P4313 2000")), g.K(g.libBarcode()), g.K(g.libBarcode()), g.pick("Hatcher Graduate Library", "Main Library Level 1", "Science Library holds shelf"), g.K(g.date()), g.K(g.pick("$0.00", "$1.50", "$12.00")), g.n(0, 5))
		}},
		{"fafsa_general_amounts", func(g *G) string {
			return fmt.Sprintf("For %s, the max Pell Grant is %s and our cost of attendance is %s (in-state) / %s (out-of-state). If my SAI is %s, roughly how much Pell would I get for %s enrollment? The school code is %s and the priority deadline is %s. I already have my FSA ID, just haven't submitted.",
				g.K(g.pick("2025–26", "2026–27")), g.K(g.pick("$7,395", "$7,395.00")), g.K(g.usd(26000, 34000)), g.K(g.usd(52000, 68000)), g.K(fmt.Sprint(g.n(-1500, 6000))), g.pick("full-time", "three-quarter-time", "half-time"), g.K(fmt.Sprintf("00%04d", g.n(1000, 9999))), g.K(g.date()))
		}},
		{"tuition_fee_schedule", func(g *G) string {
			var b strings.Builder
			fmt.Fprintf(&b, "Tuition & fees per term, %s\n\nLevel\tResident\tNon-resident\n", g.K(g.term()))
			for _, l := range []string{"Lower division", "Upper division", "Graduate (Rackham)", "Professional (MBA)"} {
				fmt.Fprintf(&b, "%s\t%s\t%s\n", l, g.K(g.usd(7000, 24000)), g.K(g.usd(24000, 42000)))
			}
			fmt.Fprintf(&b, "\nRegistration fee %s; student government %s; late payment penalty %s after %s. Payment plan enrollment fee %s.", g.K(g.usd(150, 350)), g.K(g.usd(5, 15)), g.K(g.usd(50, 100)), g.K(g.date()), g.K(g.usd(25, 60)))
			return b.String()
		}},
		{"exam_timetable_zh", func(g *G) string {
			var b strings.Builder
			fmt.Fprintf(&b, "%s学年第%s学期期末考试安排\n课程号\t课程名\t考试时间\t地点\t人数\n", g.K(g.pick("2025-2026", "2024-2025")), g.pick("一", "二"))
			for i, n := 0, g.n(3, 5); i < n; i++ {
				fmt.Fprintf(&b, "%s\t%s\t%s %s\t%s\t%d\n", g.K(fmt.Sprintf("%08d", g.n(10000000, 49999999))), g.pick("高等数学A", "大学物理", "线性代数", "数据结构", "马克思主义基本原理"), g.K(g.isoDate()), g.K(g.pick("08:30-10:30", "14:00-16:00", "19:00-21:00")), g.K(g.pick("三教", "理科楼", "文史楼")+fmt.Sprint(g.n(101, 509))), g.n(30, 240))
			}
			b.WriteString("请携带学生证和身份证，提前15分钟入场。")
			return b.String()
		}},
		{"lab_notebook_measurements", func(g *G) string {
			return fmt.Sprintf("%s  Bradford assay, plate %s\nStandards (µg/mL): 0, 125, 250, 500, 750, 1000, 1500, 2000\nA595: %s\nR² = %s\nSample %s: %s µg/mL (dilution 1:%d)\nCentrifuge %s rpm, %s min, 4 °C. Freezer box %s, slot %s.",
				g.K(g.isoDate()), g.K(fmt.Sprintf("PL-%05d", g.n(1, 99999))), g.K(fmt.Sprintf("0.000 0.%03d 0.%03d 0.%03d 0.%03d 0.%03d 1.%03d 1.%03d", g.n(80, 150), g.n(150, 300), g.n(300, 500), g.n(500, 700), g.n(700, 900), g.n(0, 200), g.n(200, 400))), g.K(fmt.Sprintf("0.99%d", g.n(1, 9))), g.K(fmt.Sprintf("LN-%d-%02d-%03d", g.n(2023, 2025), g.n(1, 12), g.n(1, 300))), g.K(fmt.Sprintf("%d.%d", g.n(100, 1900), g.n(0, 9))), g.pick2(2, 5, 10, 20), g.K(commas(g.n(10, 15)*1000)), g.K(fmt.Sprint(g.pick2(5, 10, 15))), g.K(fmt.Sprintf("-80-%02d", g.n(1, 40))), g.K(fmt.Sprintf("%s%d", g.pick("A", "B", "C", "D"), g.n(1, 9))))
		}},
		{"redcap_data_dictionary", func(g *G) string {
			return fmt.Sprintf("Variable / Field Name,Form Name,Field Type,Field Label,Choices,Validation,Min,Max,Identifier?\nrecord_id,enrollment,text,Record ID,,,,,\nparticipant_email,enrollment,text,Email,,email,,,y\nparticipant_phone,enrollment,text,Phone,,phone,,,y\ndob,enrollment,text,Date of birth,,date_mdy,%s,%s,y\nphq9_total,phq9,calc,PHQ-9 total,,,0,27,\nsleep_hours,daily,text,Hours slept,,number,0,24,\n\nWhy does the import reject validation 'phone' for row 4? Project ID %s.",
				g.K("01-01-1940"), g.K("12-31-2007"), g.K(fmt.Sprint(g.n(1000, 19999))))
		}},
		{"qualtrics_export_nopii", func(g *G) string {
			var b strings.Builder
			b.WriteString("ResponseId,Finished,Duration (in seconds),LocationLatitude,LocationLongitude,Q1,Q2,Q3_TEXT\n")
			for i, n := 0, g.n(3, 5); i < n; i++ {
				fmt.Fprintf(&b, "%s,True,%s,%s,%s,%d,%d,%s\n", g.K("R_"+g.secret(alnum, 15)), g.K(fmt.Sprint(g.n(120, 3600))), g.K(fmt.Sprintf("%.4f", 42.2+g.r.Float64()*0.1)), g.K(fmt.Sprintf("-%.4f", 83.6+g.r.Float64()*0.2)), g.n(1, 7), g.n(1, 5), g.pick("\"more office hours\"", "\"labs felt rushed\"", "\"great TA\"", ""))
			}
			return g.pick("Anonymous course eval export — is it safe to share with the department?\n", "", "SV_ survey export:\n") + b.String()
		}},
		{"lti_config_public", func(g *G) string {
			return fmt.Sprintf("{\n  \"title\": \"%s\",\n  \"client_id\": \"%s\",\n  \"deployment_id\": \"%s\",\n  \"oidc_initiation_url\": \"https://tool.example.org/lti/login\",\n  \"target_link_uri\": \"https://tool.example.org/lti/launch\",\n  \"public_jwk_url\": \"https://tool.example.org/.well-known/jwks.json\",\n  \"scopes\": [\"https://purl.imsglobal.org/spec/lti-ags/scope/score\"]\n}\nIs the client_id supposed to be the developer key id?",
				g.pick("Peer Review Tool", "Lab Notebook LTI", "Quiz Bank"), g.K(g.canvasDevKey()), g.K(fmt.Sprintf("%d:%s", g.n(1, 999), g.secret(hexLo, 40))))
		}},
		{"eduroam_howto", func(g *G) string {
			return fmt.Sprintf("Connecting to eduroam (%s)\n1. Select SSID \"eduroam\"\n2. EAP method: %s, Phase 2: %s\n3. CA certificate: %s; Domain: %s\n4. Identity: your full address, e.g. uniqname followed by @ and the campus domain\n5. Password: your campus password (not your Duo passcode)\nIf it fails, forget the network and reinstall the profile from %s. Known issue %s affects Android %s.",
				g.pick("Android", "Windows 11", "Linux"), g.K(g.pick("PEAP", "TTLS")), g.K(g.pick("MSCHAPV2", "PAP")), g.K("Use system certificates"), g.K("radius."+g.uni("en")), g.K("cat.eduroam.org"), g.K(g.ticket()), g.K(fmt.Sprint(g.n(11, 15))))
		}},
		{"vpn_howto", func(g *G) string {
			return fmt.Sprintf("VPN quick start\nPortal: %s\nSplit tunnel ranges: %s/16, %s\nClient version: %s (minimum %s)\nMFA: approve the Duo push, or type \"push\" / \"phone\" / \"sms\" in the second password field.\nGateway status page: status.%s\nKB article %s.",
				g.K("vpn."+g.uni("en")), g.K(fmt.Sprintf("141.%d.0.0", g.n(200, 215))), g.K(fmt.Sprintf("10.%d.0.0/12", g.n(0, 16))), g.K(fmt.Sprintf("6.%d.%d", g.n(0, 3), g.n(0, 9))), g.K(fmt.Sprintf("5.%d.%d", g.n(1, 2), g.n(0, 12))), g.uni("en"), g.K(fmt.Sprintf("KB%07d", g.n(10000, 99999))))
		}},
		{"alumni_event_schedule", func(g *G) string {
			return fmt.Sprintf("Reunion Weekend %d — Classes of %s\nFri %s: Welcome reception, %s, %s\nSat %s: Campus tours every %s min from %s; Class photos (%s) at %s; Tailgate, Lot %s\nSun %s: Memorial service, %s\nTickets %s per person, children under %d free. Registration code for class agents: see your packet.",
				g.n(2025, 2026), g.K(g.pick("1975, 1985, 2000, 2015", "1976, 1986, 2001, 2016")), g.K(g.date()), g.K(g.pick("6:00–8:00 pm", "18:30")), g.K(g.room()), g.K(g.date()), g.K(fmt.Sprint(g.pick2(15, 20, 30))), g.K(g.pick("9:00 am", "10:00")), g.K(g.pick("1975–2000", "1985 & 1990")), g.K(g.clock()), g.K(g.pick("SC-7", "M-29", "NC-55")), g.K(g.date()), g.K(g.clock()), g.K(g.usd(25, 85)), g.n(5, 12))
		}},
		{"school_newsletter_es", func(g *G) string {
			return fmt.Sprintf("Boletín escolar — semana del %s\n• Excursión de %s al museo: %s, salida %s, cuota %s\n• Reunión de padres: %s en el salón %s\n• Exámenes bimestrales: del %s al %s\n• Recuerden: horario de entrada %s, salida %s\nFolio de inscripción para el ciclo %s disponible en la plataforma.",
				g.K(fmt.Sprintf("%d de %s", g.n(1, 28), g.pick("septiembre", "octubre", "marzo", "abril"))), g.pick("3er grado", "5º grado", "secundaria"), g.K(fmt.Sprintf("%02d/%02d/%d", g.n(1, 28), g.n(1, 12), g.n(2025, 2026))), g.K(g.pick("8:00", "7:45 a. m.")), g.K(g.pick("$150 MXN", "12 €", "$250")), g.K(g.pick("jueves 17:30", "viernes 18:00")), g.K(fmt.Sprint(g.n(101, 230))), g.K(fmt.Sprintf("%d/%d", g.n(1, 14), g.n(1, 12))), g.K(fmt.Sprintf("%d/%d", g.n(15, 28), g.n(1, 12))), g.K("7:30"), g.K("14:10"), g.K(g.pick("2025-2026", "2026-2027")))
		}},
		{"tutoring_pricing", func(g *G) string {
			return fmt.Sprintf("Pricing (updated %s)\n| Package | Sessions | Price | Per hour |\n|---|---|---|---|\n| Single | 1 | %s | %s |\n| Starter | 5 | %s | %s |\n| Exam prep | 10 | %s | %s |\nSAT/ACT diagnostic: free. Average score gain %s points (n=%d). Promo code %s for %s off.",
				g.K(g.date()), g.K("$60"), g.K("$60.00"), g.K("$275"), g.K("$55.00"), g.K("$500"), g.K("$50.00"), g.K(fmt.Sprint(g.n(80, 180))), g.n(120, 1400), g.K(g.pick("FALL25", "SPRING10", "BACK2SCHOOL")), g.K(g.pick("10%", "15%", "$20")))
		}},
		{"admissions_stats", func(g *G) string {
			return fmt.Sprintf("Class of %d profile\nApplications: %s | Admitted: %s (%s) | Enrolled: %s\nMiddle 50%% SAT: %s | ACT: %s | GPA (weighted): %s\nFirst-gen: %s | Pell-eligible: %s | International: %s from %d countries\nEarly Action deadline %s; Regular Decision %s; CSS Profile code %s.",
				g.n(2028, 2030), g.K(commas(g.n(40000, 98000))), g.K(commas(g.n(6000, 18000))), g.K(fmt.Sprintf("%.1f%%", 8+g.r.Float64()*20)), g.K(commas(g.n(3000, 8000))), g.K(fmt.Sprintf("%d–%d", g.n(1340, 1420), g.n(1500, 1560))), g.K(fmt.Sprintf("%d–%d", g.n(29, 31), g.n(33, 35))), g.K(fmt.Sprintf("3.%d–4.%d", g.n(70, 90), g.n(10, 40))), g.K(fmt.Sprintf("%d%%", g.n(10, 25))), g.K(fmt.Sprintf("%d%%", g.n(12, 30))), g.K(fmt.Sprintf("%d%%", g.n(5, 15))), g.n(60, 130), g.K(g.pick("Nov 1", "November 1")), g.K(g.pick("Feb 1", "Jan 15")), g.K(fmt.Sprint(g.n(1000, 9999))))
		}},
		{"sevis_guidance", func(g *G) string {
			return fmt.Sprintf("F-1 checklist for %s arrivals\n• Pay the I-901 SEVIS fee (%s) at least 3 business days before your visa interview\n• Bring your I-20 (SEVIS ID format N00########), passport valid 6+ months, DS-160 confirmation\n• Report to ISSS within %d days; program start date %s\n• OPT: apply no earlier than %d days before completion; filing fee %s (Form I-765, category %s)\n• Travel signatures valid %s",
				g.K(g.term()), g.K("$350"), g.n(10, 30), g.K(g.date()), 90, g.K(g.pick("$470", "$520")), g.K("(c)(3)(B)"), g.K(g.pick("12 months", "6 months on OPT")))
		}},
		{"scholarship_rubric", func(g *G) string {
			return fmt.Sprintf("%s Scholarship — scoring rubric (fund %s)\n| Criterion | Weight | Scale |\n|---|---|---|\n| Academic record (GPA ≥ %s) | %s | 1–5 |\n| Financial need (SAI ≤ %s) | %s | 1–5 |\n| Essay | %s | 1–5 |\n| Service | %s | 1–5 |\nAward: %s renewable up to %d years. Committee meets %s in %s.",
				g.pick("Dean's Merit", "First-Generation Success", "Women in STEM", "Rural Scholars"), g.K(fmt.Sprintf("%06d", g.n(100000, 999999))), g.K(g.pick("3.00", "3.25", "3.50")), g.K("30%"), g.K(commas(g.n(3000, 12000))), g.K("30%"), g.K("25%"), g.K("15%"), g.K(g.usd(1000, 10000)), g.n(2, 4), g.K(g.date()), g.K(g.room()))
		}},
		{"dmp_text", func(g *G) string {
			return fmt.Sprintf("Data Management Plan (%s)\nData types: %s; estimated volume %s over %d years.\nStorage: institutional storage (%s), nightly backup, %s retention.\nSharing: de-identified data will be deposited in %s under DOI prefix %s within %d months of publication; code on GitHub under MIT license, archived to Zenodo (concept DOI %s).\nIdentifiers are removed per Safe Harbor; the linking key never leaves the secure enclave.",
				g.K(g.grant()), g.pick("survey responses and audio", "MRI (BIDS)", "classroom video", "sequencing reads (FASTQ)"), g.K(g.pick("2 TB", "40 TB", "350 GB", "1.2 PB")), g.n(2, 5), g.K(g.pick("Turbo", "Locker", "DataDen", "Isilon")), g.K(g.pick("7-year", "10-year")), g.pick("ICPSR", "OpenNeuro", "Databrary", "dbGaP"), g.K(g.pick("10.3886", "10.18112", "10.5281")), g.n(6, 24), g.K(fmt.Sprintf("10.5281/zenodo.%d", g.n(1000000, 15999999))))
		}},
	}
}
