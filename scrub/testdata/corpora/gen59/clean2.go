package main

import (
	"fmt"
	"strings"
)

func cleanB() []T {
	return []T{
		{"gpa_question", func(g *G) string {
			return fmt.Sprintf("If I have a %s cumulative GPA over %d credits and I take %d credits this %s, what do I need to get to %s? My %s is an A (4.0) and %s a B+ (3.3). The registrar says repeats under policy %s replace the old grade.",
				g.K(g.gpa()), g.n(30, 110), g.n(12, 18), g.pick("semester", "term"), g.K(g.pick("3.50", "3.00", "3.70")), g.K(g.course()), g.K(g.course()), g.K(fmt.Sprintf("%d.%d", g.n(1, 9), g.n(1, 20))))
		}},
		{"course_catalog_de", func(g *G) string {
			return fmt.Sprintf("Modulhandbuch %s\nModulnummer: %s\nTitel: %s\nECTS: %s   SWS: %s\nTurnus: jedes %s\nPrüfung: Klausur (%s Min.) am %s, Raum %s\nVoraussetzung: %s\nLV-Nummer: %s",
				g.K(g.pick("B.Sc. Informatik (PO 2019)", "M.Sc. Physik (PO 2021)")), g.K(fmt.Sprintf("IN%04d", g.n(1, 9999))), g.pick("Einführung in die Theoretische Informatik", "Quantenmechanik I", "Datenbanksysteme"), g.K(fmt.Sprint(g.pick2(5, 6, 8, 10))), g.K(fmt.Sprint(g.pick2(2, 4, 6))), g.pick("Wintersemester", "Sommersemester"), g.K(fmt.Sprint(g.pick2(90, 120))), g.K(fmt.Sprintf("%02d.%02d.%d", g.n(1, 28), g.n(1, 12), g.n(2025, 2026))), g.K(fmt.Sprintf("MW %d.%03d", g.n(0, 3), g.n(1, 250))), g.pick("keine", "IN0001, IN0015"), g.K(fmt.Sprintf("%d.%03d", g.n(200, 999), g.n(0, 999))))
		}},
		{"masked_placeholder_form", func(g *G) string {
			return fmt.Sprintf("Sample verification form (do not fill in the example!)\nStudent SSN: %s\nParent SSN: %s\nPhone: %s\nEmail: %s\nCard on file: %s\nRouting number: %s\nExample student ID: %s\nAll fields marked * are required. Masked values show only the last four digits.",
				g.K(g.pick("XXX-XX-XXXX", "***-**-****", "___-__-____")), g.K("XXX-XX-"+g.digits(4)), g.K(g.pick("(555) 555-5555", "(XXX) XXX-XXXX", "___-___-____")), g.K(g.pick("student@example.edu", "name@domain", "you@school")), g.K("**** **** **** "+g.digits(4)), g.K("#########"), g.K(g.studentID()))
		}},
		{"git_log_research_repo", func(g *G) string {
			var b strings.Builder
			for i, n := 0, g.n(3, 5); i < n; i++ {
				fmt.Fprintf(&b, "%s %s\n", g.K(g.secret(hexLo, 7)), g.pick("fix off-by-one in epoch loop", "bump torch to 2.3.1", "add seed 1337 to config", "rerun ablation for Table 3", "update README with DOI", "regenerate figures (fig4 was stale)", "merge PR #"+fmt.Sprint(g.n(10, 400))))
			}
			fmt.Fprintf(&b, "\nsha256 of the released checkpoint: %s\nrelease %s, DOI %s", g.K(g.secret(hexLo, 64)), g.K(fmt.Sprintf("v%d.%d.%d", g.n(0, 2), g.n(0, 9), g.n(0, 9))), g.K(fmt.Sprintf("10.5281/zenodo.%d", g.n(1000000, 15999999))))
			return g.pick("git log --oneline for the paper repo:\n", "") + b.String()
		}},
		{"room_booking_ja", func(g *G) string {
			return fmt.Sprintf("教室予約確認\n予約番号：%s\n利用日時：%s %s〜%s\n教室：%s（定員%d名）\n利用目的：%s\n備考：プロジェクター使用、内線%sは使用不可",
				g.K(fmt.Sprintf("R%d-%05d", g.n(2025, 2026), g.n(1, 99999))), g.K(fmt.Sprintf("%d年%d月%d日", g.n(2025, 2026), g.n(1, 12), g.n(1, 28))), g.K(g.pick("13:00", "9:00", "16:50")), g.K(g.pick("14:30", "10:30", "18:20")), g.K(g.pick("工学部2号館 221", "法文1号館 113", "理学部7号館 B12")), g.n(20, 200), g.pick("ゼミ", "補講", "学会準備"), g.K(fmt.Sprint(g.n(20000, 29999))))
		}},
		{"enrollment_stats_ko", func(g *G) string {
			var b strings.Builder
			fmt.Fprintf(&b, "%d학년도 %s 수강신청 현황\n학수번호\t분반\t정원\t신청\t경쟁률\n", g.n(2025, 2026), g.pick("1학기", "2학기"))
			for i, n := 0, g.n(3, 5); i < n; i++ {
				cap := g.n(30, 120)
				app := g.n(20, 300)
				fmt.Fprintf(&b, "%s\t%s\t%d\t%d\t%s\n", g.K(fmt.Sprintf("%s%04d", g.pick("CSE", "MAT", "GEB", "ECO"), g.n(1000, 4999))), g.K(fmt.Sprintf("%02d", g.n(1, 12))), cap, app, g.K(fmt.Sprintf("%.2f:1", float64(app)/float64(cap))))
			}
			fmt.Fprintf(&b, "정정 기간: %s ~ %s", g.K(g.isoDate()), g.K(g.isoDate()))
			return b.String()
		}},
		{"slurm_job_script", func(g *G) string {
			return fmt.Sprintf("#!/bin/bash\n#SBATCH --job-name=%s\n#SBATCH --account=%s\n#SBATCH --partition=gpu\n#SBATCH --gres=gpu:a100:%d\n#SBATCH --time=%s\n#SBATCH --mem=%dG\nmodule load cuda/%s python/%s\nsrun python train.py --seed %s --lr %s\n# job %s died with OUT_OF_MEMORY at step %s, why?",
				g.pick("vit_b16", "llama_ft", "unet3d"), g.K(g.pick("pi-", "def-", "eecs")+fmt.Sprint(g.n(100, 999))), g.n(1, 4), g.K(fmt.Sprintf("%d-%02d:00:00", g.n(0, 6), g.n(0, 23))), g.pick2(32, 64, 128, 256), g.K(fmt.Sprintf("12.%d", g.n(1, 6))), g.K(fmt.Sprintf("3.%d", g.n(9, 12))), g.K(fmt.Sprint(g.n(0, 99999))), g.K(fmt.Sprintf("%.0e", []float64{1e-4, 3e-4, 5e-5}[g.n(0, 2)])), g.K(fmt.Sprint(g.n(10000000, 69999999))), g.K(commas(g.n(1000, 200000))))
		}},
		{"transcript_key_ru", func(g *G) string {
			return fmt.Sprintf("Приложение к диплому серия %s № %s\nРегистрационный номер %s, дата выдачи %s\nОбщая трудоёмкость: %s з.е.\nКурсовые работы: «%s» — отлично\nПрактика: %s недель\nИтоговый средний балл %s",
				g.K(fmt.Sprint(g.n(100000, 199999))), g.K(fmt.Sprintf("%07d", g.n(1, 9999999))), g.K(fmt.Sprintf("%d-%d", g.n(10, 99), g.n(1000, 9999))), g.K(fmt.Sprintf("%02d.%02d.%d", g.n(1, 28), g.n(6, 7), g.n(2023, 2025))), g.K(fmt.Sprint(g.pick2(240, 120, 300))), g.pick("Анализ алгоритмов сортировки", "Моделирование теплообмена"), g.K(fmt.Sprint(g.n(4, 12))), g.K(fmt.Sprintf("4,%d", g.n(10, 99))))
		}},
		{"zoom_class_meeting", func(g *G) string {
			return fmt.Sprintf("%s will be on Zoom this week because of %s.\nJoin: https://%s.zoom.us/my/%s\nMeeting ID: %s\nTime: %s ET\nRecording will be posted to Canvas > Panopto within %d hours. Attendance counts toward the %s participation grade.",
				g.K(g.courseSec()), g.pick("the ice storm", "the conference travel", "building maintenance"), g.pick("umich", "osu", "wisc", "ucla"), g.pick("prof.lecture", "stats250room", "chem-office"), g.K(g.zoomID()), g.K(g.clock()), g.n(2, 48), g.K(g.pick("10%", "5%", "15%")))
		}},
		{"grant_purchase_invoice", func(g *G) string {
			var b strings.Builder
			fmt.Fprintf(&b, "PO %s  — charged to %s, shortcode %s\n", g.K(fmt.Sprintf("PO-%d-%06d", g.n(2024, 2026), g.n(1, 999999))), g.K(g.grant()), g.K(fmt.Sprint(g.n(100000, 999999))))
			for i, n := 0, g.n(2, 4); i < n; i++ {
				fmt.Fprintf(&b, "Cat# %s  %s  qty %d  %s\n", g.K(g.pick(fmt.Sprintf("%d-%03d", g.n(10000, 99999), g.n(0, 999)), fmt.Sprintf("%s%d", g.pick("A", "P", "D"), g.n(1000, 99999)))), g.pick("DMEM high glucose 500 mL", "Pipette tips 200 µL rack", "Anti-GAPDH antibody", "Nitrile gloves M"), g.n(1, 20), g.K(g.usd(12, 950)))
			}
			fmt.Fprintf(&b, "Subtotal %s, shipping %s. Vendor invoice %s dated %s.", g.K(g.usd(300, 4000)), g.K(g.usd(0, 75)), g.K(fmt.Sprint(g.n(10000000, 99999999))), g.K(g.date()))
			return b.String()
		}},
		{"arabic_timetable", func(g *G) string {
			return fmt.Sprintf("جدول الاختبارات النهائية — الفصل الدراسي %s\nالمقرر: %s رقم الشعبة %s\nالتاريخ: %s\nالوقت: %s\nالقاعة: %s\nيرجى الحضور قبل الموعد بـ ١٥ دقيقة مع البطاقة الجامعية.",
				g.K(g.pick("الأول ١٤٤٧هـ", "الثاني ٢٠٢٦", "الصيفي 2025")), g.K(g.pick("ريض ١٠١", "كيم 201", "فيز ١١٠")), g.K(conv(fmt.Sprint(g.n(10000, 99999)), "arab")), g.K(conv(fmt.Sprintf("%d/%d/%d", g.n(1, 28), g.n(1, 12), g.n(2025, 2026)), "arab")), g.K(g.pick("٨:٠٠ – ١٠:٠٠ صباحاً", "10:30 - 12:30", "١:٠٠ – ٣:٠٠ مساءً")), g.K(g.pick("مبنى ٤ قاعة ٢١٢", "مبنى 6 - 1104", "قاعة ٣٠٥")))
		}},
		{"hindi_fee_notice", func(g *G) string {
			return fmt.Sprintf("सूचना: सत्र %s की सेमेस्टर फीस %s तक जमा करें। बी.टेक. शुल्क %s, छात्रावास शुल्क %s। विलंब शुल्क %s प्रतिदिन। नोटिस संख्या %s, दिनांक %s।",
				g.K(g.pick("2025-26", "२०२५-२६")), g.K(conv(fmt.Sprintf("%02d.%02d.%d", g.n(1, 28), g.n(1, 12), 2025), "deva")), g.K("₹"+commas(g.n(40000, 120000))), g.K("₹"+commas(g.n(20000, 60000))), g.K("₹"+fmt.Sprint(g.pick2(50, 100, 200))), g.K(fmt.Sprintf("%s/%d/%03d", g.pick("ACAD", "FIN"), g.n(2025, 2026), g.n(1, 400))), g.K(g.isoDate()))
		}},
		{"pdf_text_course_catalog", func(g *G) string {
			c := g.course()
			return fmt.Sprintf("%s  %s  (%d credits)\nPrerequisite: %s with a grade of C or better, or per-\nmission of instructor. Offered: %s. Fee: %s lab fee.\nCross-listed as %s.                               %d\n\f%s  %s  (%d)\n",
				g.K(c), strings.ToUpper(g.pk(courseTitles)), g.n(1, 5), g.K(g.course()), g.pick("Fall, Spring", "Fall only", "Alternate years"), g.K(g.usd(25, 150)), g.K(g.course()), g.n(100, 480), g.K(g.course()), strings.ToUpper(g.pk(courseTitles)), g.n(1, 4))
		}},
		{"library_ill_request_status", func(g *G) string {
			return fmt.Sprintf("ILLiad transaction %s — status: %s\nArticle: %s. (%d). %s, %d(%d), pp. %d–%d.\nDOI: %s  ISSN: %s  OCLC: %s\nLender: %s; due %s. Copyright compliance: %s.",
				g.K(fmt.Sprint(g.n(100000, 999999))), g.pick("Delivered to Web", "Request Sent", "Awaiting Copyright Clearance"), g.pk(lastByLoc["en"]), g.n(1980, 2024), g.pick("Journal of Chemical Education", "Child Development", "Language Learning"), g.n(10, 99), g.n(1, 6), g.n(1, 400), g.n(401, 800), g.K(g.doi()), g.K(fmt.Sprintf("%04d-%03d%s", g.n(0, 9999), g.n(0, 999), g.pick("X", "1", "4"))), g.K(fmt.Sprint(g.n(1000000, 999999999))), g.pick("OSU", "Univ. of Iowa", "CRL"), g.K(g.date()), g.K(g.pick("CCG", "CCL", "US:CCL")))
		}},
		{"transfer_credit_eval", func(g *G) string {
			var b strings.Builder
			fmt.Fprintf(&b, "Transfer credit evaluation — %s\n", g.K(g.pick("Washtenaw CC", "Austin CC", "De Anza College", "Madison College")))
			for i, n := 0, g.n(3, 5); i < n; i++ {
				fmt.Fprintf(&b, "%s (%d cr) → %s  grade %s\n", g.K(fmt.Sprintf("%s %d", g.pick("MTH", "CHM", "ENG", "PSY", "BIO"), g.n(100, 299))), g.n(3, 5), g.K(g.pick(g.course(), "DEPT 1XXX")), g.pick("A", "B", "C+", "P"))
			}
			fmt.Fprintf(&b, "Total accepted: %d credits. Articulation agreement %s. Evaluated %s.", g.n(6, 60), g.K(fmt.Sprintf("AA-%d-%02d", g.n(2018, 2025), g.n(1, 40))), g.K(g.date()))
			return b.String()
		}},
		{"course_eval_summary", func(g *G) string {
			return fmt.Sprintf("Course evaluation summary %s, %s\nResponse rate: %s (%d/%d)\nQ1 Overall quality: mean %s, median %s\nQ2 Instructor clarity: mean %s\nQ5 Hours/week outside class: %s\nComments: \"%s\" / \"%s\"",
				g.K(g.courseSec()), g.K(g.term()), g.K(fmt.Sprintf("%d%%", g.n(20, 90))), g.n(20, 90), g.n(91, 240), g.K(fmt.Sprintf("%.2f", 3+g.r.Float64()*2)), g.K(fmt.Sprintf("%.1f", 3.5+g.r.Float64()*1.5)), g.K(fmt.Sprintf("%.2f", 3+g.r.Float64()*2)), g.K(g.pick("4–7", "8–11", "12+")), g.pick("Labs were well organized", "Too much homework"), g.pick("Office hours helped", "Slides posted late"))
		}},
		{"k12_report_card", func(g *G) string {
			return fmt.Sprintf("%s — Quarter %d progress report\nHomeroom %s, Grade %d\nReading (Lexile %s) — Meets\nMath (MAP RIT %s) — Approaching\nScience — %s\nAttendance: %d absences, %d tardies\nConferences %s, %s–%s. Next report card %s.",
				g.pick("Lincoln Elementary", "Roosevelt Middle School", "Escuela Primaria Juárez"), g.n(1, 4), g.K(g.pick("Rm 12", "Room 204", "B-7")), g.n(1, 8), g.K(fmt.Sprintf("%dL", g.n(300, 1200))), g.K(fmt.Sprint(g.n(170, 250))), g.pick("Exceeds", "Meets"), g.n(0, 8), g.n(0, 5), g.K(g.date()), g.K(g.pick("3:30", "4:00")), g.K(g.pick("7:00 pm", "6:30 pm")), g.K(g.date()))
		}},
		{"hpc_quota_report", func(g *G) string {
			var b strings.Builder
			fmt.Fprintf(&b, "Filesystem quota for account %s as of %s\nFilesystem            Used       Quota     Files\n", g.K(g.pick("pi-", "def-", "lab_")+fmt.Sprint(g.n(100, 999))), g.K(g.isoTS()))
			for _, fs := range []string{"/home", "/scratch", "/nfs/turbo"} {
				fmt.Fprintf(&b, "%-20s  %-9s  %-8s  %s\n", fs, g.K(fmt.Sprintf("%d.%dG", g.n(1, 900), g.n(0, 9))), g.K(fmt.Sprintf("%dT", g.pick2(1, 10, 50, 100))), g.K(commas(g.n(1000, 9000000))))
			}
			b.WriteString("GPU hours used this quarter: " + g.K(commas(g.n(100, 90000))) + " of " + g.K(commas(g.n(90000, 200000))))
			return b.String()
		}},
		{"indonesian_class_schedule", func(g *G) string {
			return fmt.Sprintf("Jadwal Kuliah Semester %s %s\nKode MK: %s — %s (%d SKS)\nKelas: %s, Ruang %s\nHari/Jam: %s, %s\nDosen pengampu: Dr. %s\nUTS: %s | UAS: %s",
				g.pick("Ganjil", "Genap"), g.K(g.pick("2025/2026", "2024/2025")), g.K(fmt.Sprintf("%s%d", g.pick("IF", "TI", "MAT", "EK"), g.n(1000, 4999))), g.pick("Struktur Data", "Kalkulus II", "Ekonomi Mikro"), g.n(2, 4), g.K(g.pick("A", "B", "C")), g.K(fmt.Sprintf("%s.%d.%02d", g.pick("GK", "LAB", "FT"), g.n(1, 4), g.n(1, 30))), g.pick("Senin", "Rabu", "Jumat"), g.K(g.pick("07.30-09.10", "13.00-15.30", "09.20-11.00")), g.pk([]string{"Agus Wijaya", "Dewi Lestari", "Budi Santoso"}), g.K(g.isoDate()), g.K(g.isoDate()))
		}},
		{"vietnamese_tuition_notice", func(g *G) string {
			return fmt.Sprintf("Thông báo học phí học kỳ %s năm học %s: đơn giá %s đồng/tín chỉ. Sinh viên khóa %s đóng trước ngày %s qua cổng thanh toán. Mã thông báo %s.",
				g.K(g.pick("I", "II", "hè")), g.K(g.pick("2025-2026", "2026-2027")), g.K(commas(g.n(300, 900)*1000)), g.K(fmt.Sprintf("K%d", g.n(65, 70))), g.K(fmt.Sprintf("%02d/%02d/%d", g.n(1, 28), g.n(1, 12), g.n(2025, 2026))), g.K(fmt.Sprintf("%d/TB-ĐHBK", g.n(100, 9999))))
		}},
		{"thai_exam_schedule", func(g *G) string {
			return fmt.Sprintf("ตารางสอบปลายภาค ภาคการศึกษาที่ %s/%s\nรายวิชา %s ตอนเรียน %s\nวันที่ %s เวลา %s\nห้องสอบ %s\nนำบัตรประจำตัวนิสิตมาด้วย",
				g.K(g.pick("1", "2", "๑", "๒")), g.K(g.pick("2568", "๒๕๖๘", "2569")), g.K(fmt.Sprintf("%07d", g.n(2100000, 2999999))), g.K(fmt.Sprintf("%d", g.n(1, 33))), g.K(g.pick("๑๒ ธ.ค. ๒๕๖๘", "12 ธ.ค. 2568", "5 พ.ค. 2569")), g.K(g.pick("09:00-12:00", "๑๓.๐๐-๑๖.๐๐ น.")), g.K(g.pick("ENG3 301", "MHMK 202", "ตึก 4 ชั้น 3")))
		}},
		{"persian_registration_notice", func(g *G) string {
			return fmt.Sprintf("اطلاعیه انتخاب واحد نیمسال %s: دانشجویان ورودی %s از تاریخ %s تا %s از طریق سامانه گلستان اقدام کنند. کد درس %s گروه %s، ظرفیت %s نفر.",
				g.K(conv(g.pick("اول ۱۴۰۴-۱۴۰۵", "دوم ۱۴۰۳-۱۴۰۴"), "fa")), g.K(conv(fmt.Sprint(g.n(1399, 1404)), "fa")), g.K(conv(fmt.Sprintf("1404/%02d/%02d", g.n(1, 12), g.n(1, 29)), "fa")), g.K(conv(fmt.Sprintf("1404/%02d/%02d", g.n(1, 12), g.n(1, 29)), "fa")), g.K(conv(fmt.Sprintf("%d", g.n(1000000, 9999999)), "fa")), g.K(conv(fmt.Sprintf("%02d", g.n(1, 9)), "fa")), g.K(conv(fmt.Sprint(g.n(20, 90)), "fa")))
		}},
		{"polish_dean_office_hours", func(g *G) string {
			return fmt.Sprintf("Dziekanat Wydziału %s — godziny przyjęć w semestrze %s: pon.–czw. %s, pok. %s. Termin składania wniosków o stypendium rektora: %s. Średnia uprawniająca: %s. Kod ECTS przedmiotu: %s.",
				g.pick("Fizyki", "Matematyki, Informatyki i Mechaniki", "Nauk Ekonomicznych"), g.K(g.pick("zimowym 2025/26", "letnim 2025/26")), g.K("10:00–14:00"), g.K(fmt.Sprintf("%d.%02d", g.n(1, 4), g.n(1, 60))), g.K(fmt.Sprintf("%d.%02d.%d", g.n(1, 28), g.n(1, 12), g.n(2025, 2026))), g.K(fmt.Sprintf("4,%d", g.n(20, 80))), g.K(fmt.Sprintf("%02d.%d-%s-%s", g.n(10, 99), g.n(0, 9), g.pick("WF", "WMI"), g.pick("OG", "FIZ"))))
		}},
	}
}
