package main

import (
	"fmt"
	"strings"
)

func cleanTemplates() []tmpl {
	return []tmpl{
		{"c_job_posting", func(q *Q) {
			loc := pick([]string{"en-US", "en-GB", "en-AU", "en-IN", "de", "nl"})
			q.t(title(loc), " (").k(reqID()).t(")\nLocation: ").k(city(loc)).t(" · Hybrid ", fmt.Sprint(rn(2, 3)), " days/week\nSalary range: ").k(salary(loc)).t("\nPosted: ").k(isoDate()).t(" · Closes: ").k(isoDate())
			q.t("\nRequirements: ", fmt.Sprint(rn(3, 8)), "+ years; ", pick([]string{"SHRM-CP or CIPD Level 5", "Workday Pro certification", "B.Ed. and state licence", "CPA"}), ". Equal opportunity employer. Ref. EEO-1 category ").k(fmt.Sprint(rn(1, 10)))
		}},
		{"c_course_catalog", func(q *Q) {
			c := courseCode()
			q.k(c).t(" – ", pick([]string{"Data Structures", "Linear Algebra", "Principles of Microeconomics", "Organic Chemistry I", "Labour Law"}), " (").k(fmt.Sprint(rn(2, 6)) + " credits").t(")\n")
			sh, sm := rn(8, 15), pick([]int{0, 10, 30})
			q.t(pick([]string{"MWF ", "TTh ", "Mo/Mi "})).k(fmt.Sprintf("%d:%02d–%d:%02d", sh, sm, sh+1, sm+pick([]int{5, 15, 20}))).t(", ").k(pick([]string{"Room 203 Gates Hall", "Hörsaal 1.015", "Bldg 32-123", "LT 4, Block C", "Aula Magna"}))
			q.t("\nPrerequisite: ").k(courseCode()).t(" with grade C or better. Section ").k(fmt.Sprintf("%03d", rn(1, 12))).t(", CRN ").k(nz(5)).t(", cap ").k(fmt.Sprint(rn(20, 350)))
		}},
		{"c_grade_report", func(q *Q) {
			loc := pick([]string{"en-US", "en-IN", "en-GB", "de", "ja", "zh", "ko"})
			q.t(pick([]string{"Grade report — ", "Transcript excerpt — ", "成績証明 ", "成绩单 ", "성적표 "})).k(pick([]string{"Fall 2024", "Spring 2025", "WiSe 2024/25", "2024年度前期", "2024-2025学年第一学期", "2025-1학기"})).t("\nStudent ID: ").k(studentID(loc)).t("\n")
			for i := 0; i < rn(2, 4); i++ {
				q.k(courseCode()).t("  ", pick([]string{"A", "A-", "B+", "1,3", "2,0", "優", "92", "A0"}), "  ").k(fmt.Sprint(rn(2, 5)) + ".0").t("\n")
			}
			q.t("Term GPA ").k(fmt.Sprintf("%d.%02d", rn(2, 3), rn(0, 99))).t(" / Cumulative ").k(fmt.Sprintf("%d.%02d", rn(2, 3), rn(0, 99))).t(" · Credits earned ").k(fmt.Sprint(rn(15, 128)))
		}},
		{"c_payroll_policy", func(q *Q) {
			y := rn(2024, 2026)
			q.t("Q: How many pay periods are there in ").k(fmt.Sprint(y)).t(" for bi-weekly staff, and what's the 401(k) limit?\nA: ").k(fmt.Sprint(pick([]int{26, 27}))).t(" pay periods (first pay date ").k(usDate()).t("). The elective deferral limit is ").k(pick([]string{"$23,000", "$23,500", "$24,000"})).t(", catch-up ").k(pick([]string{"$7,500", "$11,250"})).t(" for ages 60–63. See policy ").k("PAY-" + digits(3)).t(", rev. ").k(isoDate())
		}},
		{"c_ats_csv", func(q *Q) {
			q.t("candidate_id,application_id,job_req,stage,score,created_at,source\n")
			for i := 0; i < rn(3, 5); i++ {
				q.k(nz(8)).t(",").k(nz(pick([]int{9, 10}))).t(",").k("REQ-2025-"+digits(4)).t(",", pick([]string{"Phone Screen", "Onsite", "Offer", "Rejected"}), ",", fmt.Sprintf("%d.%d", rn(1, 4), rn(0, 9)), ",").k(isoDate()+fmt.Sprintf(" %02d:%02d:%02d", rn(0, 23), rn(0, 59), rn(0, 59))).t(",", pick([]string{"LinkedIn", "Referral", "Indeed"}), "\n")
			}
			q.t("-- why are application_ids duplicated after the ").k(isoDate()).t(" import?")
		}},
		{"c_hris_json", func(q *Q) {
			q.t("{\"employee_id\": \"").k(empID()).t("\", \"cost_center\": \"").k("CC-" + digits(4)).t("\", \"hire_date\": \"").k(isoDate()).t("\", \"fte\": ").k(pick([]string{"0.8", "1.0", "0.5"})).t(", \"salary_band\": \"").k(pick([]string{"L5", "P3", "M2", "IC4"})).t("\", \"annual_base\": ").k(fmt.Sprint(rn(40, 240) * 1000)).t(", \"position_id\": \"").k("P" + digits(8)).t("\", \"manager_id\": \"").k(empID()).t("\", \"location_code\": \"").k(pick([]string{"US-TX-78701", "DE-BE-10115", "GB-LND-EC2A", "IN-KA-560103"})).t("\"}\nwhy does the import reject fte for part-timers?")
		}},
		{"c_kb_pto", func(q *Q) {
			d := isoDate()
			w := r.IntN(3)
			q.t([]string{"How many PTO days does an employee hired on ", "Accrual question: hire date ", "Wie viele Urlaubstage hat jemand mit Eintritt am "}[w]).k(d).t([]string{" accrue by ", " — balance on ", " bis zum "}[w]).k(isoDate()).t("? Policy ").k("HR-POL-" + digits(3)).t(" says ").k(fmt.Sprintf("%.2f", float64(rn(120, 250))/10.0)).t(" hours per pay period, max carryover ").k(fmt.Sprint(rn(40, 120)) + " hours")
		}},
		{"c_timetable", func(q *Q) {
			loc := pick([]string{"ja", "zh", "de", "en-GB", "fr"})
			hd := map[string]string{"ja": "時間割（2年B組）", "zh": "课程表（高一(5)班）", "de": "Stundenplan Klasse 8b", "en-GB": "Timetable Year 10 (10X)", "fr": "Emploi du temps 4e B"}[loc]
			q.t(hd, " ").k(fmt.Sprint(rn(2024, 2026))).t("\n")
			for i := 0; i < rn(3, 5); i++ {
				q.k(fmt.Sprintf("%d:%02d-%d:%02d", 8+i, pick([]int{0, 10, 45}), 8+i, pick([]int{50, 55}))).t(" ", pick([]string{"数学", "English", "Deutsch", "物理", "Histoire-Géo", "语文", "Chemie"}), " ").k(pick([]string{"R" + fmt.Sprint(rn(101, 420)), "Raum " + fmt.Sprint(rn(101, 240)), "教室" + fmt.Sprint(rn(201, 505)), "Salle B" + fmt.Sprint(rn(10, 29))})).t("\n")
			}
		}},
		{"c_enrollment_stats", func(q *Q) {
			ey := rn(2023, 2025)
			q.t("Enrollment ").k(fmt.Sprintf("%d/%02d", ey, (ey+1)%100)).t(": ").k(fmt.Sprintf("%d,%03d", rn(8, 45), rn(0, 999))).t(" undergraduates, ").k(fmt.Sprintf("%d,%03d", rn(1, 9), rn(0, 999))).t(" graduate students; acceptance rate ").k(fmt.Sprintf("%d.%d%%", rn(5, 60), rn(0, 9))).t("; median SAT ").k(fmt.Sprint(rn(1150, 1540))).t("; IPEDS unit ID ").k(nz(6)).t("; OPEID ").k("00" + nz(4) + "00").t(". Compare with ").k(fmt.Sprint(rn(2015, 2020))).t(".")
		}},
		{"c_slack_pipeline", func(q *Q) {
			q.t("[", fmt.Sprintf("%d:%02d", rn(8, 18), rn(0, 59)), "] ", person("en-US").First, ": pipeline update for ").k(reqID()).t(" — ").k(fmt.Sprint(rn(30, 400))).t(" applicants, ").k(fmt.Sprint(rn(3, 12))).t(" phone screens, ").k(fmt.Sprint(rn(1, 5))).t(" onsites booked for ").k(isoDate()).t(". Offer band ").k(salary("en-US")).t(", target start ").k(usDate()).t(pick([]string{" 🙌", "", " cc @hiring-leads"}))
		}},
		{"c_everify", func(q *Q) {
			q.t("E-Verify case ").k(fmt.Sprint(rn(2024, 2026)) + digits(9) + pick([]string{"AB", "CD", "FG", "XY"})).t(" shows \"Employment Authorized\". I-9 completed ").k(usDate()).t(", List B: DL exp ").k(usDate()).t(", List C: birth certificate. Hire date ").k(usDate()).t(", employee ").k(empID()).t(". Do we need to keep photocopies past ").k(fmt.Sprint(rn(2027, 2030))).t("?")
		}},
		{"c_cv_experience", func(q *Q) {
			loc := pick(allLocales)
			hd := map[string][2]string{"de": {"Berufserfahrung", "Ausbildung"}, "fr": {"Expérience", "Formation"}, "ja": {"職歴", "学歴"}, "zh": {"工作经历", "教育背景"}, "ko": {"경력사항", "학력"}, "es": {"Experiencia", "Formación"}, "nl": {"Werkervaring", "Opleiding"}, "it": {"Esperienza", "Istruzione"}, "pl": {"Doświadczenie", "Wykształcenie"}, "sv": {"Erfarenhet", "Utbildning"}, "pt-BR": {"Experiência", "Formação"}, "vi": {"Kinh nghiệm", "Học vấn"}, "ar": {"الخبرات", "التعليم"}}[loc]
			if hd[0] == "" {
				hd = [2]string{"EXPERIENCE", "EDUCATION"}
			}
			q.t(hd[0], "\n")
			for i := 0; i < rn(2, 3); i++ {
				q.k(dateRange(loc)).t("  ", title(loc), ", ", pick(companies), "\n  • managed budget of ").k(salary(loc)).t("; team of ", fmt.Sprint(rn(2, 40)), "\n")
			}
			q.t(hd[1], "\n").k(dateRange(loc)).t("  GPA ").k(fmt.Sprintf("%d.%d", rn(3, 3), rn(0, 9))).t(pick([]string{"/4.0", "/4.3", ""}))
		}},
		{"c_room_booking", func(q *Q) {
			q.t(pick([]string{"Raumbuchung: ", "Room booking: ", "Réservation de salle : ", "会議室予約："})).k(pick([]string{"H 2.013", "Room 4.118", "B-204", "Salle 3.07", "第3会議室"})).t(", ").k(euDate()).t(" ").k(fmt.Sprintf("%02d:%02d–%02d:%02d", rn(8, 12), pick([]int{0, 30}), rn(13, 18), pick([]int{0, 30}))).t(", Kurs ").k(courseCode()).t(", ").k(fmt.Sprint(rn(12, 180)) + " Plätze").t(", Buchungsnr. ").k("RB-" + digits(6))
		}},
		{"c_salary_table", func(q *Q) {
			loc := pick([]string{"en-US", "en-GB", "de", "en-IN", "ja", "sv"})
			q.t("| Level | Min | Mid | Max | Headcount |\n|---|---|---|---|---|\n")
			for i := 1; i <= rn(3, 5); i++ {
				q.t("| ").k(fmt.Sprintf("L%d", i+2)).t(" | ").k(salary(loc)).t(" | ").k(salary(loc)).t(" | ").k(salary(loc)).t(" | ", fmt.Sprint(rn(2, 140)), " |\n")
			}
			q.t("Effective ").k(isoDate()).t(", approved by comp committee (minutes ").k("CC-" + fmt.Sprint(rn(2024, 2026)) + "-" + digits(2)).t(")")
		}},
		{"c_onboarding_assets", func(q *Q) {
			q.t("Day-1 setup for new hire ").k(empID()).t(" (start ").k(isoDate()).t(")\n- MacBook Pro serial ").k("C02" + randFrom("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 9)).t(", asset ").k("LT-" + digits(5)).t("\n- Badge ").k(nz(8)).t(", access group ").k("BLDG-" + fmt.Sprint(rn(1, 9)) + "-FL" + fmt.Sprint(rn(1, 12))).t("\n- Desk ").k(fmt.Sprintf("%d.%03d", rn(1, 9), rn(1, 250))).t(", locker ").k(fmt.Sprint(rn(100, 999))).t("\n- Ticket ").k("RITM" + digits(7))
		}},
		{"c_benefits", func(q *Q) {
			q.t("Benefits summary ").k(fmt.Sprint(rn(2025, 2026))).t(": medical plan ID ").k(fmt.Sprintf("%05d-%d-%02d", rn(10000, 99999), rn(2024, 2026), rn(1, 20))).t(", group number ").k(digits(6)).t(", Rx BIN ").k(nz(6)).t(", PCN ").k(pick([]string{"ADV", "A4", "9999"})).t(". HSA max ").k(pick([]string{"$4,300", "$8,550", "$4,400"})).t(" / ").k(pick([]string{"$8,750", "$8,550"})).t(". Deductible ").k(pick([]string{"$1,600", "$3,200", "$500"})).t(". Enrollment closes ").k(usDate())
		}},
		{"c_immigration", func(q *Q) {
			q.t("H-1B transfer for ").k(empID()).t(": I-797 receipt ").k(pick([]string{"EAC", "WAC", "IOE", "LIN"}) + fmt.Sprint(rn(24, 26)) + digits(8)).t(", LCA ").k(fmt.Sprintf("I-200-%d-%06d", rn(24, 26)*1000+rn(1, 365), rn(0, 999999))).t(", SOC code ").k(pick([]string{"15-1252", "15-2051", "13-1071", "11-3121"})).t(", prevailing wage ").k(salary("en-US")).t(", validity ").k(usDate()).t(" to ").k(usDate())
		}},
		{"c_w4_help", func(q *Q) {
			y := fmt.Sprint(rn(2024, 2026))
			q.t("On the ").k(y).t(" W-4, Step 3 says ").k("$2,000").t(" per qualifying child under 17 and ").k("$500").t(" for other dependents. If my wife and I earn ").k(salary("en-US")).t(" and ").k(salary("en-US")).t(", do we use the table on page ").k("3").t(" (").k("Form W-4 (" + y + ")").t(")? Standard deduction ").k(pick([]string{"$29,200", "$30,000", "$31,500"}))
		}},
		{"c_ats_log", func(q *Q) {
			for i := 0; i < rn(3, 5); i++ {
				q.k(isoDate()+fmt.Sprintf("T%02d:%02d:%02d.%03dZ", rn(0, 23), rn(0, 59), rn(0, 59), rn(0, 999))).t(" ", pick([]string{"INFO", "WARN", "ERROR"}), " job=sync_candidates batch=").k(nz(8)).t(" req=").k(reqID()).t(" took=", fmt.Sprint(rn(80, 9000)), "ms rows=", fmt.Sprint(rn(1, 5000)), "\n")
			}
			q.t("why does batch processing slow down after 2k rows?")
		}},
		{"c_exam_schedule", func(q *Q) {
			_ = pick([]string{"x"})
			q.t(pick([]string{"Exam timetable", "Prüfungsplan", "Calendrier des examens", "Calendario esami", "Tentamenrooster", "Harmonogram sesji", "Tentamensschema", "Calendario de exámenes"}), " ").k(pick([]string{"SS 2025", "2024/2025", "Semestre 1", "VT25"})).t("\n")
			for i := 0; i < rn(2, 4); i++ {
				q.k(courseCode()).t(" — ").k(euDate()).t(", ").k(fmt.Sprintf("%02d:%02d", rn(8, 16), pick([]int{0, 30}))).t(", ").k(pick([]string{"Audimax", "Aula 7", "Hall 2A", "sala 0.21", "Zaal 1.14", "Sal B 218"})).t("\n")
			}
			q.t("Anmeldeschluss / deadline: ").k(euDate())
		}},
		{"c_alumni_stats", func(q *Q) {
			q.t("Alumni giving report: Class of ").k(fmt.Sprint(rn(1980, 2015))).t(" raised ").k(fmt.Sprintf("$%d,%03d", rn(10, 900), rn(0, 999))).t(" from ").k(fmt.Sprint(rn(40, 900))).t(" donors (participation ").k(fmt.Sprintf("%d.%d%%", rn(5, 45), rn(0, 9))).t("). Reunion weekend ").k(fmt.Sprintf("June %d–%d, %d", rn(5, 10), rn(11, 14), rn(2025, 2026))).t(", Fund code ").k("AF-" + digits(4))
		}},
		{"c_intl_school_admin", func(q *Q) {
			loc := pick([]string{"ja", "zh", "ko", "vi", "ar", "pt-BR", "es"})
			lines := map[string][]string{
				"ja":    {"学籍番号 ", " の ", " 年度 前期 履修登録、", " を追加。教室 ", " 単位"},
				"zh":    {"学号 ", " 在 ", " 学年 选课：", "，教室 ", " 学分"},
				"ko":    {"학번 ", " ", "학년도 수강신청: ", " 강의실 ", " 학점"},
				"vi":    {"MSSV ", " – năm học ", ": đăng ký ", ", phòng ", " tín chỉ"},
				"ar":    {"الرقم الجامعي ", " – العام ", ": تسجيل ", "، القاعة ", " ساعات معتمدة"},
				"pt-BR": {"Matrícula ", " – ano letivo ", ": inscrição em ", ", sala ", " créditos"},
				"es":    {"Expediente ", " – curso ", ": matrícula en ", ", aula ", " créditos ECTS"},
			}[loc]
			q.t(lines[0]).k(studentID(loc)).t(lines[1]).k(fmt.Sprint(rn(2024, 2026))).t(lines[2]).k(courseCode()).t(lines[3]).k(fmt.Sprint(rn(101, 512))).t(", ").k(fmt.Sprint(rn(2, 6))).t(lines[4])
		}},
		{"c_offer_comp_math", func(q *Q) {
			loc := pick([]string{"en-US", "en-GB", "en-IN", "de", "en-AU"})
			q.t("Offer math for ").k(reqID()).t(": base ").k(salary(loc)).t(", bonus ").k(fmt.Sprint(rn(5, 20)) + "%").t(", ").k(fmt.Sprintf("%d,%03d", rn(1, 40), rn(0, 999)) + " RSUs").t(" vesting ").k("1/4 after 12 months").t(", start ").k(isoDate()).t(". Is that above the ").k("P" + fmt.Sprint(pick([]int{50, 75, 90}))).t(" for level ").k(pick([]string{"L4", "E5", "IC3", "Band 6"})).t("?")
		}},
		{"c_workday_report", func(q *Q) {
			q.t("Worker ID\tPosition\tHire Date\tCost Center\tFTE\tZIP\n")
			for i := 0; i < rn(2, 4); i++ {
				q.k(fmt.Sprint(rn(21000000, 21999999))).t("\t").k("P"+digits(7)).t("\t").k(usDate()).t("\t").k("CC-"+digits(4)).t("\t", pick([]string{"1.0", "0.5", "0.8"}), "\t").k(nz(5)).t("\n")
			}
			q.t("filter: hire date between ").k(usDate()).t(" and ").k(usDate())
		}},
		{"c_lebenslauf_nocontact", func(q *Q) {
			q.t("Lebenslauf (ohne Kontaktdaten, anonymisierte Bewerbung)\nBerufserfahrung\n").k(dateRange("de")).t(" ", title("de"), ", ", pick(companies), "\n").k(dateRange("de")).t(" Praktikum, Personalnummer ").k(fmt.Sprintf("%08d", rn(10000, 9999999))).t("\nAusbildung\n").k(dateRange("de")).t(" M.Sc. BWL, Note ").k(pick([]string{"1,3", "1,7", "2,0"})).t(", Matrikelnr. ").k(nz(7)).t("\nGehaltsvorstellung: ").k(salary("de"))
		}},
		{"c_ats_json_ids", func(q *Q) {
			q.t("{\"id\": ").k(nz(9)).t(", \"candidate_id\": ").k(nz(8)).t(", \"job_id\": ").k(nz(7)).t(", \"applied_at\": \"").k(isoDate()+"T"+fmt.Sprintf("%02d:%02d:%02d.%03dZ", rn(0, 23), rn(0, 59), rn(0, 59), rn(0, 999))).t("\", \"rejected_at\": null, \"current_stage\": {\"id\": ").k(nz(8)).t(", \"name\": \"", pick([]string{"Technical Interview", "Application Review", "Offer"}), "\"}, \"prospect\": false, \"last_activity_at\": ").k(fmt.Sprint(rn(1700000000, 1760000000))).t("}\nwhy is current_stage null for some?")
		}},
	}
}

var _ = strings.Repeat
