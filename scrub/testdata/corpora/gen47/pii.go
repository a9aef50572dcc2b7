package main

import (
	"fmt"
	"strings"
)

func locP(loc string) (string, Person) { return loc, person(loc) }

// tel writes a label and a phone for the locale.
func (q *Q) tel(loc string) *Q {
	q.t(pick(telLabels[loc]))
	q.p("phone", phone(loc))
	return q
}
func (q *Q) mail(loc string, p Person) *Q {
	q.t(pick(mailLabels[loc]))
	q.p("email", email(loc, p))
	return q
}

var westLocs = []string{"en-US", "en-GB", "en-IN", "en-AU", "de", "fr", "es", "pt-BR", "it", "nl", "pl", "sv"}

var jobTitles = map[string][]string{
	"en": {"Senior Software Engineer", "HR Business Partner", "Data Analyst", "Talent Acquisition Specialist", "Product Manager", "Payroll Coordinator", "Teaching Assistant", "Registered Nurse", "Account Executive", "UX Designer"},
	"de": {"Softwareentwickler (m/w/d)", "Personalreferentin", "Werkstudent Controlling", "Projektleiter", "Lehrerin für Mathematik"},
	"fr": {"Chargée de recrutement", "Développeur Full-Stack", "Assistante RH", "Chef de projet", "Professeur des écoles"},
	"es": {"Técnico de Selección", "Desarrolladora Backend", "Responsable de Nóminas", "Profesor de Secundaria"},
	"pt": {"Analista de RH", "Desenvolvedor Java Pleno", "Assistente Administrativo", "Professora de Inglês"},
	"it": {"Addetta alle risorse umane", "Sviluppatore Python", "Responsabile amministrativo", "Docente di lettere"},
	"nl": {"HR-adviseur", "Software-ontwikkelaar", "Recruiter", "Docent wiskunde"},
	"pl": {"Specjalista ds. rekrutacji", "Programista Java", "Księgowa", "Nauczyciel języka angielskiego"},
	"sv": {"HR-specialist", "Systemutvecklare", "Lönehandläggare", "Lärare i matematik"},
	"ja": {"ソフトウェアエンジニア", "人事担当", "営業職", "経理事務"},
	"zh": {"Java开发工程师", "人力资源专员", "产品经理", "数据分析师"},
	"ko": {"백엔드 개발자", "인사 담당자", "마케팅 매니저", "회계 담당"},
	"ar": {"أخصائي موارد بشرية", "مهندس برمجيات", "محاسب", "مدير مشروع"},
	"vi": {"Lập trình viên Java", "Chuyên viên nhân sự", "Kế toán tổng hợp", "Giáo viên tiếng Anh"},
}

func title(loc string) string {
	l := loc
	if strings.HasPrefix(loc, "en") {
		l = "en"
	}
	if loc == "pt-BR" {
		l = "pt"
	}
	return pick(jobTitles[l])
}

var companies = []string{"Northwind Traders", "Globex", "Initech", "Acme Health", "Contoso Ltd", "Siemens AG", "Infosys", "Atlassian", "Zalando SE", "Capgemini", "Telefónica", "Itaú Unibanco", "Accenture", "Booking.com", "Allegro", "Spotify", "Rakuten", "Tencent", "Naver", "Emirates Group", "FPT Software"}

func piiTemplates() []tmpl {
	return []tmpl{
		{"resume_header_pipe", func(q *Q) {
			loc, p := locP(pick(allLocales))
			sep := pick([]string{" | ", " • ", " · ", "  |  ", " — ", " ⋅ "})
			q.t(strings.ToUpper(p.Display), "\n")
			if chance(0.5) {
				q.t(title(loc), "\n")
			}
			parts := []func(){
				func() { q.p("phone", phone(loc)) },
				func() { q.p("email", email(loc, p)) },
				func() { q.k(city(loc)) },
				func() { q.t("linkedin.com/in/", p.First, "-", p.Last, "-", randFrom(hexd, 6)) },
			}
			order := r.Perm(len(parts))
			if chance(0.3) {
				order = order[:3]
			}
			for i, j := range order {
				if i > 0 {
					q.t(sep)
				}
				parts[j]()
			}
			hd := map[string]string{"de": "Berufserfahrung", "fr": "Expérience professionnelle", "ja": "職歴", "zh": "工作经历", "ko": "경력", "es": "Experiencia", "it": "Esperienza", "nl": "Werkervaring", "pl": "Doświadczenie", "sv": "Erfarenhet", "pt-BR": "Experiência", "vi": "Kinh nghiệm làm việc", "ar": "الخبرة العملية"}[loc]
			if hd == "" || chance(0.3) {
				hd = pick([]string{"EXPERIENCE", "Professional Experience", "WORK HISTORY"})
			}
			q.t("\n\n", hd, "\n")
			q.t(title(loc), ", ", pick(companies), "  ").k(dateRange(loc))
			q.t("\n- Reduced time-to-hire by ", fmt.Sprint(rn(12, 45)), "% across ", fmt.Sprint(rn(3, 40)), " requisitions")
		}},
		{"europass_cv", func(q *Q) {
			loc, p := locP(pick([]string{"de", "fr", "es", "it", "nl", "pl", "sv", "en-GB"}))
			q.t("Europass Curriculum Vitae\n\nPersonal information\nSurname(s) / First name(s)\t", p.Display, "\n")
			q.t("Address\t", pick([]string{"Hauptstraße 14", "12 rue des Lilas", "Calle Mayor 5, 3º B", "Via Roma 22", "Kerkstraat 8"}), ", ").k(city(loc))
			q.t("\nTelephone(s)\t")
			if chance(0.6) {
				q.p("phone", phone(loc)).t("\tMobile:\t").p("phone", phone(loc))
			} else {
				q.t("Mobile: ").p("phone", phone(loc))
			}
			q.t("\nE-mail\t").p("email", email(loc, p))
			q.t("\nNationality\t", pick([]string{"German", "French", "Spanish", "Italian", "Dutch", "Polish", "Swedish", "Portuguese"}))
			q.t("\nDate of birth\t").k(fmt.Sprintf("%02d/%02d/%d", rn(1, 28), rn(1, 12), rn(1970, 2001)))
			q.t("\n\nWork experience\nDates\t").k(dateRange(loc))
			q.t("\nOccupation or position held\t", title(loc))
			q.t("\n\nEducation and training\nDates\t").k(dateRange(loc))
			q.t("\nTitle of qualification awarded\tMSc, final grade ").k(pick([]string{"1,7", "110/110 cum laude", "8,2/10", "16/20", "4.5 (bardzo dobry)"}))
		}},
		{"rirekisho_ja", func(q *Q) {
			p := person("ja")
			q.t("履 歴 書　　").k(fmt.Sprintf("%d年%d月%d日現在", rn(2023, 2026), rn(1, 12), rn(1, 28)))
			q.t("\nふりがな\n氏名　", p.Display, "\n生年月日　").k(fmt.Sprintf("平成%d年%d月%d日生（満%d歳）", rn(2, 14), rn(1, 12), rn(1, 28), rn(22, 35)))
			q.t("\n現住所　").k(city("ja")).t(pick([]string{"神南1-2-3 サンハイツ201", "梅田2-4-9", "北一条西5丁目"}))
			if chance(0.5) {
				q.t("\n電話　").p("phone", phone("ja"))
			}
			q.t("\n携帯　").p("phone", "0"+pick([]string{"90", "80", "70"})+"-"+digits(4)+"-"+digits(4))
			q.t("\nE-mail　").p("email", email("ja", p))
			q.t("\n\n年　月　学歴・職歴\n").k(fmt.Sprintf("%d年　3月", rn(2010, 2018))).t("　", pick([]string{"東京大学工学部 卒業", "早稲田大学商学部 卒業", "大阪府立北野高等学校 卒業"}))
			q.t("\n").k(dateRange("ja")).t("　株式会社", pick([]string{"サクラシステム", "日本データ", "みらい商事"}), " 入社")
			if chance(0.4) {
				q.t("\n免許・資格　TOEIC ").k(fmt.Sprint(rn(600, 990)) + "点")
			}
		}},
		{"jianli_zh", func(q *Q) {
			p := person("zh")
			q.t("个人简历\n\n姓    名：", p.Display, "        性    别：", pick([]string{"男", "女"}), "\n")
			q.t("出生年月：").k(fmt.Sprintf("%d.%02d", rn(1988, 2002), rn(1, 12))).t("      学    历：", pick([]string{"本科", "硕士", "大专"}), "\n")
			if chance(0.5) {
				q.t("手    机：").p("phone", phone("zh"))
			} else {
				q.t(pick([]string{"联系电话：", "电话/微信：", "手机号码："})).p("phone", "1"+dfrom("35789")+digits(9))
			}
			q.t("\n邮    箱：").p("email", email("zh", p))
			q.t("\n现居地：").k(city("zh"))
			q.t("\n求职意向：", title("zh"), "    期望薪资：").k(salary("zh"))
			q.t("\n\n教育背景\n").k(dateRange("zh")).t("  ", pick([]string{"华中科技大学", "浙江大学", "北京邮电大学"}), "  计算机科学与技术  GPA ").k(fmt.Sprintf("3.%d/4.0", rn(2, 9)))
		}},
		{"lebenslauf_de", func(q *Q) {
			p := person("de")
			q.t("Lebenslauf\n\nPersönliche Daten\nName:\t\t", p.Display, "\nAnschrift:\t", pick([]string{"Lindenstraße", "Am Markt", "Goethestr.", "Bahnhofstraße"}), " ", fmt.Sprint(rn(1, 120)), ", ").k(city("de"))
			if chance(0.7) {
				q.t("\nTel.:\t\t").p("phone", phone("de"))
			}
			q.t("\nMobil:\t\t").p("phone", pick([]string{"0" + pick([]string{"151", "160", "171", "176"}) + " " + nz(7), phone("de")}))
			q.t("\nE-Mail:\t\t").p("email", email("de", p))
			q.t("\nGeburtsdatum:\t").k(fmt.Sprintf("%02d.%02d.%d", rn(1, 28), rn(1, 12), rn(1970, 2002)))
			q.t(" in ", pick([]string{"Köln", "Dresden", "Ankara", "Kassel"}))
			q.t("\n\nBerufserfahrung\n").k(dateRange("de")).t("\t", title("de"), ", ", pick(companies))
			q.t("\n\nAusbildung\n").k(dateRange("de")).t("\tB.Sc. Informatik, TU ", pick([]string{"München", "Berlin", "Darmstadt"}), ", Note ").k(pick([]string{"1,3", "2,0", "1,7", "2,3"}))
		}},
		{"cv_fr", func(q *Q) {
			p := person("fr")
			q.t(p.Display, "\n", pick([]string{"12, avenue Jean Jaurès", "4 rue de la République", "27 bd Voltaire"}), " – ").k(city("fr"))
			q.t("\n", pick([]string{"Tél : ", "Tél. : ", "Portable : ", "Tel : "})).p("phone", phone("fr"))
			q.t(pick([]string{" – ", "\n", " | "}), pick([]string{"Mail : ", "Courriel : ", "E-mail : ", ""})).p("email", email("fr", p))
			q.t("\nPermis B – ", fmt.Sprint(rn(23, 45)), " ans\n\nEXPÉRIENCES PROFESSIONNELLES\n").k(dateRange("fr")).t(" : ", title("fr"), " chez ", pick(companies))
			q.t("\n\nFORMATION\n").k(fmt.Sprint(rn(2010, 2021))).t(" : Master 2 ", pick([]string{"GRH", "MIAGE", "Droit social"}), ", mention ", pick([]string{"Bien", "Assez bien", "Très bien"}))
		}},
		{"resume_in", func(q *Q) {
			p := person("en-IN")
			q.t("RESUME\n\n", strings.ToUpper(p.Display), "\n")
			q.t(pick([]string{"Mobile: ", "Mob: ", "Contact No.: ", "Ph. "})).p("phone", phone("en-IN"))
			if chance(0.4) {
				q.t(" / ").p("phone", phone("en-IN"))
			}
			q.t("\n", pick([]string{"Email: ", "E-mail ID: ", "Email Id : "})).p("email", email("en-IN", p))
			q.t("\nAddress: Flat ", fmt.Sprint(rn(101, 905)), ", ", pick([]string{"Koramangala 4th Block", "Hinjewadi Phase 2", "Gachibowli", "Sector 62"}), ", ").k(city("en-IN"))
			q.t("\n\nCAREER OBJECTIVE\nSeeking a challenging role as ", title("en"), ".\n\nCurrent CTC: ").k(salary("en-IN")).t("  Expected: ").k(fmt.Sprint(rn(8, 40))+" LPA").t("  Notice period: ", fmt.Sprint(pick([]int{15, 30, 60, 90})), " days")
			q.t("\n\nEDUCATION\nB.Tech (CSE), ", pick([]string{"VIT Vellore", "NIT Trichy", "BITS Pilani"}), ", ").k(dateRange("en-IN")).t(", CGPA ").k(fmt.Sprintf("%d.%d/10", rn(7, 9), rn(0, 9)))
			q.t("\nClass XII (CBSE), ").k(fmt.Sprint(rn(2010, 2019))).t(", ").k(fmt.Sprintf("%d.%d%%", rn(75, 97), rn(0, 9)))
		}},
		{"resume_pdf_paste", func(q *Q) {
			loc, p := locP(pick([]string{"en-US", "en-GB", "en-AU", "en-IN"}))
			pad := func(s string, n int) string {
				if len(s) >= n {
					return s + "  "
				}
				return s + strings.Repeat(" ", n-len(s))
			}
			e := email(loc, p)
			ph := phone(loc)
			q.t(pad(strings.ToUpper(p.First), 34), "PROFESSIONAL SUMMARY\n", pad(strings.ToUpper(p.Last), 34), "Results-driven ", strings.ToLower(title(loc)), " with\n")
			q.t(pad("CONTACT", 34), fmt.Sprint(rn(3, 15)), "+ years of experience in high-\n")
			q.p("email", e).t(strings.Repeat(" ", max(2, 34-len(e))), "growth environments. Led a team of\n")
			q.p("phone", ph).t(strings.Repeat(" ", max(2, 34-len(ph))), fmt.Sprint(rn(4, 20)), " across ", fmt.Sprint(rn(2, 5)), " sites.\n")
			q.k(city(loc)).t("\n\n", pad("SKILLS", 34), "EXPERIENCE\nWorkday HCM · Greenhouse        ", title(loc), "\nSQL · Python · Excel             ").k(dateRange(loc))
			q.t("\n                                  Managed ").k(fmt.Sprintf("%d,%03d", rn(1, 9), rn(0, 999))).t(" employee re-\n                                  cords during migration")
		}},
		{"resume_pdf_broken_wrap", func(q *Q) {
			loc, p := locP(pick([]string{"en-US", "en-GB", "de", "fr", "nl", "en-AU"}))
			q.t("Page 1 of 2\n", p.Display, " Curriculum Vitae ", pick([]string{"Contact", "Kontakt", "Contact details"}), "\n")
			q.t(pick(mailLabels[loc])).p("email", email(loc, p)).t(" ", map[string]string{"en-US": "Phone", "en-GB": "Phone", "en-AU": "Mobile", "de": "Telefon", "fr": "Tél.", "nl": "Telefoon"}[loc], "\n").p("phone", phone(loc)).t(" Address ").k(city(loc))
			q.t("\nSum-\nmary Experienced ", strings.ToLower(title(loc)), " fo-\ncused on ", pick([]string{"payroll", "onboarding", "talent analytics", "L&D"}), ". ")
			q.k(dateRange(loc)).t(" ", pick(companies), "\n• Imple-\nmented ", pick([]string{"SAP SuccessFactors", "Workday", "Personio", "BambooHR"}), " for ").k(fmt.Sprint(rn(150, 9000)) + " employees")
		}},
		{"cover_letter_en", func(q *Q) {
			loc, p := locP(pick([]string{"en-US", "en-GB", "en-IN", "en-AU"}))
			rq := reqID()
			q.t("Dear Hiring Manager,\n\nI am writing to apply for the ", title(loc), " position (").k(rq).t(") advertised on ", pick([]string{"LinkedIn", "Indeed", "Seek", "Naukri", "your careers page"}), ". ")
			q.t("Over the past ", fmt.Sprint(rn(3, 12)), " years at ", pick(companies), " I ", pick([]string{"built a graduate programme that grew from 12 to 60 hires", "cut payroll errors by 40%", "managed a caseload of 35 students"}), ".\n\n")
			q.t("I would welcome the chance to discuss my application. I can be reached on ")
			q.p("phone", phone(loc)).t(pick([]string{" or at ", " or by email at ", ", or ", " / "})).p("email", email(loc, p)).t(".\n\n")
			q.t(pick([]string{"Yours faithfully,", "Sincerely,", "Kind regards,", "Best regards,"}), "\n", p.Display)
			if chance(0.4) {
				q.t("\nAvailable from ").k(isoDate())
			}
		}},
		{"cover_letter_intl", func(q *Q) {
			loc, p := locP(pick([]string{"de", "es", "it", "nl", "pl", "sv", "pt-BR", "fr"}))
			body := map[string][3]string{
				"de":    {"Sehr geehrte Damen und Herren,\n\nhiermit bewerbe ich mich auf die Stelle als ", " (Kennziffer ", "Für Rückfragen erreichen Sie mich unter "},
				"es":    {"Estimados señores:\n\nLes escribo para presentar mi candidatura al puesto de ", " (ref. ", "Pueden contactarme en el "},
				"it":    {"Gentile Responsabile,\n\ncon la presente mi candido per la posizione di ", " (rif. ", "Resto a disposizione al numero "},
				"nl":    {"Geachte heer/mevrouw,\n\nHierbij solliciteer ik naar de functie van ", " (vacaturenummer ", "U kunt mij bereiken op "},
				"pl":    {"Szanowni Państwo,\n\nw odpowiedzi na ogłoszenie przesyłam swoją kandydaturę na stanowisko ", " (nr ref. ", "Proszę o kontakt pod numerem "},
				"sv":    {"Hej!\n\nJag söker tjänsten som ", " (annons-ID ", "Ni når mig på "},
				"pt-BR": {"Prezados,\n\nVenho por meio desta candidatar-me à vaga de ", " (código ", "Fico à disposição pelo telefone "},
				"fr":    {"Madame, Monsieur,\n\nJe me permets de vous adresser ma candidature au poste de ", " (réf. ", "Je reste joignable au "},
			}[loc]
			mid := map[string][2]string{
				"de":    {"In den letzten %d Jahren habe ich bei %s die Lohnabrechnung für über 800 Mitarbeitende verantwortet.", " oder per E-Mail an "},
				"es":    {"Durante %d años en %s coordiné procesos de selección para perfiles técnicos.", " o en "},
				"it":    {"Negli ultimi %d anni presso %s ho gestito l'onboarding di oltre 200 persone.", " oppure via e-mail: "},
				"nl":    {"De afgelopen %d jaar heb ik bij %s het wervingsproces voor IT-profielen geleid.", " of via "},
				"pl":    {"Przez %d lat w %s odpowiadałam za rekrutację pracowników produkcji.", " lub mailowo: "},
				"sv":    {"Under %d år på %s har jag ansvarat för introduktion av nyanställda.", " eller "},
				"pt-BR": {"Nos últimos %d anos na %s conduzi processos seletivos de ponta a ponta.", " ou pelo e-mail "},
				"fr":    {"Depuis %d ans chez %s, je pilote le recrutement des profils techniques.", " ou par mail : "},
			}[loc]
			q.t(body[0], title(loc), body[1]).k(reqID()).t(").\n\n", fmt.Sprintf(mid[0], rn(3, 15), pick(companies)), "\n\n", body[2])
			q.p("phone", phone(loc)).t(mid[1]).p("email", email(loc, p))
			q.t(".\n\n", p.Display, ", ").k(city(loc))
		}},
		{"reference_contact", func(q *Q) {
			loc, _ := locP(pick(allLocales))
			m := person(loc)
			lines := map[string]string{
				"en-US": "References: you can reach my former manager, %s (Director of Ops at %s), at ",
				"en-GB": "Referee: %s, my line manager at %s — happy for you to ring her on ",
				"en-IN": "Reference: %s, Team Lead, %s. Contact: ",
				"en-AU": "Referee 1: %s, Store Manager, %s, ph ",
				"de":    "Referenz: %s (ehem. Teamleiter, %s), erreichbar unter ",
				"fr":    "Référence : %s, mon ancien responsable chez %s, joignable au ",
				"es":    "Referencias: %s, mi jefa directa en %s, tel. ",
				"pt-BR": "Referência: %s, coordenador na %s — contato: ",
				"it":    "Referenze: %s, responsabile presso %s, cell. ",
				"nl":    "Referentie: %s, leidinggevende bij %s, bereikbaar op ",
				"pl":    "Referencje: %s, kierownik działu w %s, tel. ",
				"sv":    "Referens: %s, närmaste chef på %s, nås på ",
				"ja":    "推薦者：%s（%s 元上司） 連絡先 ",
				"zh":    "证明人：%s（%s 前直属领导），电话 ",
				"ko":    "추천인: %s (%s 前 팀장) 연락처 ",
				"ar":    "المرجع: %s، مدير سابق في %s، هاتف ",
				"vi":    "Người tham chiếu: %s, trưởng phòng tại %s, SĐT ",
			}
			q.f(lines[loc], m.Display, pick(companies))
			q.p("phone", phone(loc))
			if chance(0.6) {
				q.t(pick([]string{" or ", " / ", ", ", " – "})).p("email", workEmail(m))
			}
			w := r.IntN(3)
			q.t([]string{". Employment dates ", " (", "; period "}[w]).k(dateRange(loc)).t([]string{".", ")", "."}[w])
		}},
		{"ats_csv_greenhouse", func(q *Q) {
			loc := pick(allLocales[:12])
			q.t("candidate_id,application_id,first_name,last_name,email,phone,source,stage,applied_at,job_req\n")
			n := rn(2, 5)
			rq := "REQ-" + fmt.Sprint(rn(2023, 2026)) + "-" + digits(4)
			for i := 0; i < n; i++ {
				p := person(loc)
				sp := strings.SplitN(p.Display, " ", 2)
				q.k(nz(8)).t(",").k(nz(9)).t(",", sp[0], ",", sp[1], ",").p("email", email(loc, p)).t(",")
				ph := phone(loc)
				if strings.Contains(ph, ",") {
					ph = "\"" + ph + "\""
				}
				q.p("phone", ph).t(",", pick([]string{"LinkedIn", "Referral", "Indeed", "Agency", "Career Site"}), ",", pick([]string{"Application Review", "Phone Screen", "Onsite", "Offer"}), ",").k(isoDate() + fmt.Sprintf("T%02d:%02d:00Z", rn(0, 23), rn(0, 59))).t(",")
				q.k(rq).t("\n")
			}
		}},
		{"ats_json_lever", func(q *Q) {
			loc, p := locP(pick(allLocales))
			q.t("{\n  \"id\": \"", randFrom(hexd, 8), "-", randFrom(hexd, 4), "-", randFrom(hexd, 4), "-", randFrom(hexd, 4), "-", randFrom(hexd, 12), "\",\n")
			q.t("  \"name\": \"", p.Display, "\",\n  \"headline\": \"", title(loc), "\",\n  \"emails\": [\"").p("email", email(loc, p)).t("\"")
			if chance(0.3) {
				q.t(", \"").p("email", workEmail(p)).t("\"")
			}
			q.t("],\n  \"phones\": [{\"type\": \"", pick([]string{"mobile", "home", "work", "other"}), "\", \"value\": \"").p("phone", phone(loc)).t("\"}],\n")
			q.t("  \"location\": \"").k(city(loc)).t("\",\n  \"createdAt\": ").k(fmt.Sprint(rn(1690000000, 1760000000)) + digits(3)).t(",\n")
			q.t("  \"stage\": \"", pick([]string{"lead-new", "applicant-new", "offer", "hired"}), "\",\n  \"tags\": [\"").k(reqID()).t("\", \"", pick([]string{"remote", "visa", "referral"}), "\"]\n}")
		}},
		{"workday_tsv", func(q *Q) {
			loc := pick([]string{"en-US", "en-GB", "de", "nl", "en-AU", "en-IN"})
			q.t("Worker ID\tLegal Name\tWork Phone\tPersonal Email\tHire Date\tCost Center\n")
			for i := 0; i < rn(2, 4); i++ {
				p := person(loc)
				q.k(fmt.Sprint(rn(21000000, 21999999))).t("\t", p.Display, "\t").p("phone", phone(loc)).t("\t").p("email", email(loc, p)).t("\t").k(usDate()).t("\t").k("CC-" + digits(4)).t("\n")
			}
		}},
		{"background_check", func(q *Q) {
			p := person("en-US")
			q.t(pick([]string{"Background Check Authorization", "CONSUMER REPORT DISCLOSURE — Applicant Information", "Pre-Employment Screening Request"}), "\n")
			q.t("Full legal name: ", p.Display, "\nDate of birth: ").k(dob())
			q.t("\n", pick(ssnLabels)).p("ssn", ssnAny())
			q.t("\nCurrent address: ", fmt.Sprint(rn(10, 9999)), " ", pick([]string{"Maple Ave", "W 34th St", "Oak Ridge Dr", "Mission St"}), ", ").k(city("en-US"))
			q.t("\nDriver's license: ", pick([]string{"CA", "TX", "NY", "WA"}), " ", pick([]string{"D", "B", ""}), digits(7))
			if chance(0.6) {
				q.t("\nPhone: ").p("phone", phone("en-US"))
			}
			q.t("\nPosition: ", title("en"), " (").k(reqID()).t(")\nPackage: ", pick([]string{"Standard + MVR", "Basic Criminal (7-yr)", "Education + Employment verification"}))
		}},
		{"i9_form", func(q *Q) {
			p := person("en-US")
			q.t("Form I-9, Section 1. Employee Information and Attestation\nLast Name (Family Name): ", strings.ToUpper(p.Family), "  First Name (Given Name): ", strings.ToUpper(p.Given), "\n")
			q.t("Address (Street Number and Name): ", fmt.Sprint(rn(10, 9999)), " ", pick([]string{"Elm St", "Broadway", "Pine Ln"}), "  Apt. Number: ", fmt.Sprint(rn(1, 40)), "  City or Town: ", pick([]string{"Austin", "Denver", "Tampa"}), "  ZIP Code: ").k(nz(5))
			q.t("\nDate of Birth (mm/dd/yyyy): ").k(dob())
			q.t("\nU.S. Social Security Number: ").p("ssn", ssnFmt(ssnDigits(), pick([]int{0, 1, 1, 2})))
			q.t("\nEmployee's E-mail Address: ").p("email", email("en-US", p))
			q.t("\nEmployee's Telephone Number: ").p("phone", phone("en-US"))
			q.t("\n", pick([]string{"[x] A citizen of the United States", "[x] A lawful permanent resident (USCIS or A-Number): A" + digits(9), "[x] A noncitizen authorized to work until (exp. date): " + usDate()}))
			q.t("\nToday's Date: ").k(usDate())
		}},
		{"w4_form", func(q *Q) {
			p := person("en-US")
			q.t("Form W-4 (").k(fmt.Sprint(rn(2023, 2026))).t(") Employee's Withholding Certificate\nStep 1: (a) First name and middle initial ", p.Given, " ", string(rune('A'+r.IntN(26))), ".  Last name ", p.Family, "\n(b) Social security number ")
			q.p("ssn", ssnFmt(ssnDigits(), pick([]int{0, 0, 1, 2})))
			q.t("\n(c) [", pick([]string{"x", " "}), "] Single or Married filing separately\nStep 3: Claim Dependents  ").k("$" + fmt.Sprint(rn(1, 4)*2000) + ".00")
			q.t("\nStep 4(c) Extra withholding ").k("$"+fmt.Sprint(rn(10, 200))+".00").t(" per pay period\nEmployer's name and address: ", pick(companies), "  EIN ").k(fmt.Sprintf("%02d-%07d", rn(10, 99), rn(1000000, 9999999)))
			q.t("  First date of employment ").k(usDate())
		}},
		{"itin_question", func(q *Q) {
			it := ssnFmt(itinDigits(), pick([]int{0, 0, 0, 1, 2}))
			switch r.IntN(4) {
			case 0:
				q.t("Our new hire in the Houston office only has an ITIN (").p("ssn", it).t(") — can we run payroll starting ").k(usDate()).t("? W-4 shows ").k(salary("en-US"))
			case 1:
				q.t("Payroll question: contractor gave us ITIN ").p("ssn", it).t(" — effective ").k(usDate()).t(". Gross pay ").k(salary("en-US"))
			case 2:
				q.t("¿Puedo cobrar nómina con mi ITIN? Es el ").p("ssn", it).t(". Fecha de inicio ").k(usDate()).t(", salario ").k(salary("en-US"))
			default:
				q.t("Can Workday store an ITIN instead of SSN? e.g. employee ").k(empID()).t(" has ").p("ssn", it).t(", hired ").k(usDate())
			}
			if chance(0.3) {
				q.t(". Her SSN application is pending; old SSN on file ").p("ssn", ssnAny())
			}
		}},
		{"payroll_question", func(q *Q) {
			p := person("en-US")
			e := empID()
			switch r.IntN(3) {
			case 0:
				q.t("Hi payroll team, my paycheck on ").k(usDate()).t(" was short ").k("$"+fmt.Sprint(rn(40, 900))+"."+digits(2)).t(". Employee ID ").k(e).t(", ", pick(ssnLabels)).p("ssn", ssnAny()).t(". Call me at ").p("phone", phone("en-US")).t(" if you need more.")
			case 1:
				q.t("Subject: W-2 correction for ").k(fmt.Sprint(rn(2022, 2025))).t("\nMy name changed after marriage. Old SSN card shows ").p("ssn", ssnAny()).t(" — same number, new name ", p.Display, ". Box 1 wages ").k(fmt.Sprintf("$%d,%03d.%02d", rn(30, 190), rn(0, 999), rn(0, 99))).t(". Reply to ").p("email", email("en-US", p))
			default:
				q.t("[payroll-help] ", p.Display, " (").k(e).t(") asks why her 401(k) deferral of ").k(fmt.Sprint(rn(3, 15))+"%").t(" didn't apply on the ").k(usDate()).t(" run. Her cell ").p("phone", phone("en-US")).t(", personal email ").p("email", email("en-US", p))
			}
		}},
		{"onboarding_checklist", func(q *Q) {
			loc, p := locP(pick([]string{"en-US", "en-GB", "en-AU", "en-IN", "de", "nl"}))
			mgr := person(loc)
			q.t("Onboarding checklist — ", p.Display, " (start ").k(isoDate()).t(")\n")
			q.t("[x] Offer signed (").k(reqID()).t(")\n[x] Personal email for Day-1 pack: ").p("email", email(loc, p)).t("\n")
			q.t("[ ] Laptop — asset tag ").k("LT-" + digits(5)).t("\n[ ] Badge photo, building ").k(pick([]string{"B2", "HQ-4", "North 3F"})).t("\n")
			q.t("[ ] Buddy: ", mgr.Display, ", ").p("phone", phone(loc)).t("\n[ ] Add to payroll cycle ").k(pick([]string{"PAY-BW-01", "M-2025-07", "Cycle 14"}))
		}},
		{"expense_report", func(q *Q) {
			c := cardNum()
			cf := cardFmt(c)
			q.t(pick([]string{"Expense report ", "Relocation expenses — report ", "T&E claim "})).k("ER-" + fmt.Sprint(rn(2024, 2026)) + "-" + digits(5)).t("\n")
			q.t("| Date | Vendor | Amount | Paid with |\n|---|---|---|---|\n")
			q.t("| ").k(isoDate()).t(" | ", pick([]string{"Marriott Downtown", "United Airlines", "U-Haul", "Hertz", "Airbnb"}), " | ").k(fmt.Sprintf("$%d.%02d", rn(40, 2400), rn(0, 99))).t(" | ", c.brand, " ").p("credit_card", cf).t(" |\n")
			q.t("| ").k(isoDate()).t(" | Uber | ").k(fmt.Sprintf("$%d.%02d", rn(12, 90), rn(0, 99))).t(" | personal |\n")
			q.t("Cost center ").k("CC-"+digits(4)).t(", approver ", person("en-US").Display)
		}},
		{"relocation_booking", func(q *Q) {
			loc, p := locP(pick([]string{"en-US", "en-GB", "de", "ja", "en-AU", "fr"}))
			c := cardNum()
			q.t(pick([]string{"Please book temporary housing for our new hire ", "Relocation request for ", "Corporate housing booking — guest "}), p.Display, " from ").k(isoDate()).t(" to ").k(isoDate())
			q.t(". Guest mobile ").p("phone", phone(loc)).t(". Bill to company card ", c.brand, " ").p("credit_card", cardFmt(c)).t(" exp ", fmt.Sprintf("%02d/%02d", rn(1, 12), rn(26, 30)), ". Budget ").k("$" + fmt.Sprint(rn(2, 9)) + "," + digits(3) + "/month").t(".")
		}},
		{"hris_api_curl", func(q *Q) {
			loc, p := locP(pick(allLocales))
			tok := bearerTok()
			host := pick([]string{"api.bamboohr.com/api/gateway.php/acme/v1/employees/", "api.personio.de/v1/company/employees/", "api.hibob.com/v1/people/", "api.rippling.com/platform/api/employees/", "api.deel.com/rest/v2/people/"})
			eid := fmt.Sprint(rn(100, 99999))
			q.t("curl -X PATCH 'https://", host).k(eid).t("' \\\n  -H '", pick([]string{"Authorization: Bearer ", "authorization: Bearer ", "Authorization: bearer "})).p("bearer", tok).t("' \\\n  -H 'Content-Type: application/json' \\\n")
			q.t("  -d '{\"workEmail\": \"").p("email", email(loc, p)).t("\", \"mobilePhone\": \"").p("phone", phone(loc)).t("\", \"hireDate\": \"").k(isoDate()).t("\"}'\n")
			q.t(pick([]string{"returns 422, why?", "→ 401 Unauthorized. Token expired?", "works in Postman but not from the cron job", ""}))
		}},
		{"hris_basic_auth", func(q *Q) {
			key := randFrom(hexd, 32)
			if chance(0.5) {
				key = secretish(alnum, 40)
			}
			cred := b64(key + ":" + pick([]string{"", "x", "X"}))
			vendor := pick([]string{"Greenhouse Harvest", "Lever", "BambooHR", "Ashby"})
			q.t("Our ", vendor, " sync broke after the key rotation on ").k(isoDate()).t(". Request:\n\nGET /v1/candidates?per_page=").k(fmt.Sprint(pick([]int{100, 500}))).t("&created_after=").k(isoDate()+"T00:00:00Z").t(" HTTP/1.1\nHost: ", pick([]string{"harvest.greenhouse.io", "api.lever.co", "api.ashbyhq.com"}), "\nAuthorization: Basic ").p("bearer", cred)
			q.t("\n\nResponse: 401 {\"message\": \"Invalid Basic Auth credentials\"}. The key is set in Vault as ", pick([]string{"hr/ats/key", "secret/data/greenhouse"}), ".")
		}},
		{"hris_env_config", func(q *Q) {
			q.t("# .env for the ", pick([]string{"ats-sync", "hris-bridge", "onboarding-bot", "payroll-export"}), " service (staging)\n")
			q.t("WORKDAY_TENANT=acme_impl\nWORKDAY_CLIENT_ID=").k(randFrom(alnum, 8) + "-" + randFrom(hexd, 4)).t("\n")
			switch r.IntN(4) {
			case 0:
				q.t("WORKDAY_REFRESH_TOKEN=").p("bearer", secretish(alnum, rn(60, 88)))
			case 1:
				q.t("GREENHOUSE_API_KEY=").p("bearer", randFrom(hexd, 32)+"-"+digits(1))
			case 2:
				q.t("PERSONIO_CLIENT_SECRET=").p("bearer", "papi-"+randFrom(hexd, 8)+"-"+randFrom(hexd, 4)+"-"+randFrom(hexd, 4)+"-"+randFrom(hexd, 4)+"-"+randFrom(hexd, 12))
			default:
				q.t("LEVER_API_TOKEN=").p("bearer", secretish(alnum, 40))
			}
			q.t("\nSLACK_BOT_TOKEN=").p("bearer", slackTok())
			if chance(0.5) {
				q.t("\nOPENAI_API_KEY=").p("bearer", openaiTok())
			}
			q.t("\nSYNC_SINCE=").k(isoDate()).t("\nBATCH_SIZE=").k(fmt.Sprint(pick([]int{200, 500, 1000}))).t("\n\nwhy does it pick up prod data?")
		}},
		{"hris_jwt", func(q *Q) {
			j := jwt()
			switch r.IntN(3) {
			case 0:
				q.t("The Workday SSO callback rejects this id_token with \"aud mismatch\":\n").p("jwt", j).t("\nTenant acme_impl, integration ").k("INT" + digits(4)).t(", since the ").k(isoDate()).t(" release.")
			case 1:
				q.t("HRIS webhook from ", pick([]string{"Rippling", "HiBob", "Deel", "Gusto"}), " carries header X-Signature-JWT: ").p("jwt", j).t(" — how do I verify it in Node? Event id ").k("evt_" + randFrom(alnum, 14))
			default:
				q.t("{\"event\":\"employee.updated\",\"employee_id\":\"").k(empID()).t("\",\"effective_date\":\"").k(isoDate()).t("\",\"auth\":{\"token\":\"").p("jwt", j).t("\"}}")
			}
		}},
		{"ats_webhook_token", func(q *Q) {
			loc, p := locP(pick(allLocales))
			switch r.IntN(4) {
			case 0:
				q.t("SmartRecruiters returns 403 for GET /candidates/").k(randFrom(hexd, 8)+"-"+randFrom(hexd, 4)).t(" with X-SmartToken: ").p("bearer", "DCRA1-"+randFrom(hexd, 32)).t(" — candidate is ").p("email", email(loc, p))
			case 1:
				q.t("Teamtailor API: Authorization: Token token=").p("bearer", secretish(alnum+"_", 40)).t(", X-Api-Version: ").k("20240904").t(". The job id is ").k(fmt.Sprint(rn(100000, 999999))).t(", contact ").p("email", email(loc, p))
			case 2:
				q.t("Workable: curl -H \"Authorization: Bearer ").p("bearer", randFrom(hexd, 64)).t("\" https://acme.workable.com/spi/v3/candidates?created_after=").k(isoDate()).t("  → candidate phone ").p("phone", phone(loc))
			default:
				q.t("{\"access_token\": \"").p("bearer", secretish(b64u, 48)).t("\", \"token_type\": \"Bearer\", \"expires_in\": ").k("3599").t(", \"refresh_token\": \"").p("bearer", secretish(alnum, 64)).t("\", \"scope\": \"employees:read\"}\nwhy does the ADP token expire after an hour? tenant ").k("G3" + randFrom("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 10))
			}
		}},
		{"slack_recruiter", func(q *Q) {
			loc, p := locP(pick(allLocales))
			rec := person("en-US")
			q.t("[", fmt.Sprintf("%d:%02d", rn(8, 18), rn(0, 59)), pick([]string{" AM] ", " PM] ", "] "}), rec.First, ": ")
			switch r.IntN(4) {
			case 0:
				q.t("@channel ", p.Display, " confirmed for onsite on ").k(isoDate()).t(" for ").k(reqID()).t(" 🎉 her cell is ").p("phone", phone(loc)).t(" in case she gets lost")
			case 1:
				q.t("can someone send the offer to ").p("email", email(loc, p)).t(" today? comp approved at ").k(salary(loc)).t(", start ").k(isoDate())
			case 2:
				q.t("fyi candidate switched numbers, new one is ").p("phone", phone(loc)).t(" (old one in Greenhouse is wrong). req ").k(reqID())
			default:
				q.t("reference check done for ", p.Display, " ✅ spoke to her manager at ").p("phone", phone(loc)).t(", rated ").k("4.5/5").t(" — moving to offer stage")
			}
		}},
		{"teams_recruiter_intl", func(q *Q) {
			loc, p := locP(pick([]string{"de", "nl", "fr", "es", "it", "pl", "sv", "pt-BR"}))
			msg := map[string][2]string{
				"de":    {"Kannst du ", " bitte für das Zweitgespräch am "},
				"nl":    {"Kun jij ", " bellen voor het tweede gesprek op "},
				"fr":    {"Tu peux appeler ", " pour le 2e entretien le "},
				"es":    {"¿Puedes llamar a ", " para la segunda entrevista el "},
				"it":    {"Puoi chiamare ", " per il secondo colloquio il "},
				"pl":    {"Możesz zadzwonić do ", " w sprawie drugiej rozmowy "},
				"sv":    {"Kan du ringa ", " om andra intervjun den "},
				"pt-BR": {"Pode ligar para ", " sobre a segunda entrevista dia "},
			}[loc]
			q.t(person(loc).First, " ", fmt.Sprintf("%02d:%02d", rn(8, 18), rn(0, 59)), "\n", msg[0], p.Display, msg[1]).k(euDate()).t(pick([]string{"? ", " ? ", " — "}))
			q.tel(loc)
			if chance(0.5) {
				q.t(", ").mail(loc, p)
			}
			q.t(" (").k(reqID()).t(")")
		}},
		{"parent_teacher", func(q *Q) {
			loc, p := locP(pick([]string{"en-US", "en-GB", "en-AU", "es", "fr", "de", "pt-BR", "ko", "ja", "ar", "vi", "zh"}))
			kp := person(loc)
			kid := strings.Fields(kp.Display)[0]
			if loc == "vi" || loc == "ko" || loc == "zh" || loc == "ja" || loc == "ar" {
				f := strings.Fields(kp.Display)
				kid = f[len(f)-1]
			}
			msgs := map[string]string{
				"en-US": "Hi Ms. Carter, this is %s's mom. He'll miss class on %s for a dentist appointment. Please call me at ",
				"en-GB": "Dear Mr Hughes, %s (Year 7, form 7R) will be absent on %s. If you need me my mobile is ",
				"en-AU": "Hi Mrs Kelly, %s has a sore throat and won't be at school %s. Best number is ",
				"es":    "Buenas tardes, soy la mamá de %s. Mañana %s no podrá asistir. Mi celular es ",
				"fr":    "Bonjour Madame, %s sera absent le %s (rendez-vous médical). Mon portable : ",
				"de":    "Liebe Frau Schneider, %s fehlt am %s wegen Krankheit. Ich bin unter ",
				"pt-BR": "Oi professora, aqui é a mãe do %s. Ele vai faltar dia %s. Meu zap é ",
				"ko":    "선생님 안녕하세요, %s 엄마입니다. %s 결석 예정입니다. 연락은 ",
				"ja":    "先生、%sの母です。%sは病院のため欠席します。連絡先は",
				"ar":    "مرحباً أستاذة، أنا والدة %s. سيتغيب يوم %s. رقمي ",
				"vi":    "Chào cô, em là mẹ của bé %s. Ngày %s cháu xin nghỉ. SĐT của em ",
				"zh":    "王老师您好，我是%s的妈妈，%s请假一天，有事请打",
			}
			d := pick([]string{usDate(), euDate(), isoDate()})
			parts := strings.SplitN(fmt.Sprintf(msgs[loc], kid, "\x00"), "\x00", 2)
			q.t(parts[0]).k(d).t(parts[1])
			q.p("phone", phone(loc))
			if loc == "de" {
				q.t(" erreichbar.")
			}
			if chance(0.5) {
				q.t(pick([]string{" / ", ". Email: ", " or ", ", "})).p("email", email(loc, p))
			}
			q.t(pick([]string{" Student ID ", " (ID ", " #"})).k(studentID(loc)).t(pick([]string{"", ")", "."}))
		}},
		{"school_enrollment", func(q *Q) {
			loc, p := locP(pick([]string{"en-US", "en-GB", "en-AU", "en-IN"}))
			ey := rn(2024, 2026)
			q.t("STUDENT ENROLLMENT FORM ").k(fmt.Sprintf("%d–%02d", ey, (ey+1)%100)).t("\nStudent name: ", person(loc).Display, "   Grade: ").k(pick([]string{"7", "Year 9", "Grade 11", "Class VIII-B"})).t("   Homeroom: ").k("Rm " + fmt.Sprint(rn(100, 320)))
			q.t("\nStudent ID: ").k(studentID(loc)).t("\nParent/Guardian 1: ", p.Display, "\n  Home phone: ").p("phone", phone(loc)).t("\n  Work phone: ")
			if chance(0.5) {
				q.p("phone", phone(loc)).t(pick([]string{" ext. ", " x"})).k(fmt.Sprint(rn(100, 9999)))
			} else {
				q.t("N/A")
			}
			q.t("\n  Email: ").p("email", email(loc, p)).t("\nBus route: ").k(pick([]string{"Route 14B", "Bus 7", "AM-22"})).t("  Allergies: none")
		}},
		{"university_admin", func(q *Q) {
			loc, p := locP(pick([]string{"de", "nl", "it", "pl", "fr", "sv", "es"}))
			sid := studentID(loc)
			L := map[string][7]string{
				"de": {"Antrag auf Prüfungsrücktritt", "Matrikelnummer: ", "Modul: ", "Raum H 2.013", "Semester: ", "WiSe 2024/25", "Kontakt: "},
				"nl": {"Verzoek vrijstelling", "Studentnummer: ", "Vak: ", "Zaal 1.14", "Periode: ", "2024-2025 blok 3", "Contact: "},
				"it": {"Richiesta certificato", "Matricola: ", "Insegnamento: ", "Aula B-104", "A.A.: ", "2024/2025", "Recapiti: "},
				"pl": {"Wniosek o urlop dziekański", "Nr albumu: ", "Przedmiot: ", "sala 3.12", "Semestr: ", "zimowy 2025/26", "Kontakt: "},
				"fr": {"Demande d'attestation", "N° étudiant : ", "UE : ", "salle B-204", "Semestre : ", "S1 2025-2026", "Contact : "},
				"sv": {"Ansökan om tillgodoräknande", "Studentnr: ", "Kurs: ", "lokal E1:1425", "Termin: ", "HT 2025", "Kontakt: "},
				"es": {"Solicitud de convalidación", "NIA: ", "Asignatura: ", "Aula 0.12", "Curso: ", "2025-2026", "Contacto: "},
			}[loc]
			q.t(L[0], "\n")
			q.t("Name: ", p.Display, "\n", L[1]).k(sid).t("\n", L[2]).k(courseCode()).t(", ").k(L[3])
			q.t("\n", L[4]).k(L[5])
			q.t("\n", L[6]).p("email", pick([]string{email(loc, p), p.First + "." + p.Last + "@" + pick(mailDomains[loc][len(mailDomains[loc])-3:])})).t(pick([]string{", ", " / ", "\n"})).p("phone", phone(loc))
		}},
		{"alumni_directory_md", func(q *Q) {
			loc := pick(allLocales)
			q.t("## Class of ").k(fmt.Sprint(rn(1998, 2020))).t(" — alumni directory (", pick([]string{"do not forward", "members only", "updated " + isoDate()[:7]}), ")\n\n| Name | Programme | Email | Phone | City |\n|---|---|---|---|---|\n")
			for i := 0; i < rn(2, 4); i++ {
				p := person(loc)
				q.t("| ", p.Display, " | ").k(pick([]string{"MBA", "BSc CS", "MEng EE", "LLM", "BA Econ"})+" '"+fmt.Sprint(rn(10, 24))).t(" | ").p("email", email(loc, p)).t(" | ").p("phone", phone(loc)).t(" | ", strings.Split(city(loc), ",")[0], " |\n")
			}
		}},
		{"kb_agent_query", func(q *Q) {
			loc, p := locP(pick(allLocales))
			e := empID()
			switch r.IntN(5) {
			case 0:
				q.t("How do I update the mobile number for employee ").k(e).t(" from ").p("phone", phone(loc)).t(" to ").p("phone", phone(loc)).t(" in Workday without triggering a new background check?")
			case 1:
				q.t("KB search: \"rehire eligibility\" for ", p.Display, " (").p("email", email(loc, p)).t("), terminated ").k(isoDate()).t(", rehire code ").k("RH-" + digits(2))
			case 2:
				q.t("What does the handbook say about remote work from abroad? Asking for ").k(e).t(", reachable at ").p("phone", phone(loc)).t(", policy ").k("HR-POL-" + digits(3))
			case 3:
				q.t("find all onboarding tickets where candidate_email = '").p("email", email(loc, p)).t("' and created between '").k(isoDate()).t("' and '").k(isoDate()).t("'")
			default:
				q.t("agent: summarize the I-9 reverification steps for worker ").k(e).t(" (SSN ").p("ssn", ssnAny()).t("), EAD expires ").k(usDate())
			}
		}},
		{"recruiter_email_thread", func(q *Q) {
			loc, p := locP(pick(allLocales))
			rec := person(loc)
			q.t("From: ", rec.Display, " <").p("email", workEmail(rec)).t(">\nTo: ", p.Display, " <").p("email", email(loc, p)).t(">\nDate: ").k(pick([]string{"Tue, 14 Jan 2025 09:42:11 +0100", "Mon, 3 Mar 2025 16:05:37 -0500", "Fri, 20 Jun 2025 11:20:00 +0900"}))
			q.t("\nSubject: ", pick([]string{"Interview invitation – ", "Re: Your application ", "Next steps: "})).k(reqID())
			q.t("\n\nHi ", strings.Fields(p.Display)[0], ",\n\nThanks for your time today. Could you confirm ").k(isoDate()).t(" at ", fmt.Sprintf("%d:%02d", rn(9, 16), pick([]int{0, 15, 30})), "?\n\n--\n", rec.Display, "\n", title(loc), " | ", pick(companies), "\n")
			q.t(pick([]string{"M: ", "Mobile: ", "T: ", "Direct: ", "Tel. "})).p("phone", phone(loc))
			if chance(0.4) {
				q.t(pick([]string{" | O: ", "  Office: "})).p("phone", phone(loc))
			}
		}},
		{"offer_letter", func(q *Q) {
			loc, p := locP(pick([]string{"en-US", "en-GB", "en-AU", "en-IN"}))
			hr := person(loc)
			q.t("Dear ", strings.Fields(p.Display)[0], ",\n\nWe are delighted to offer you the position of ", title(loc), ". Your base salary will be ").k(salary(loc)).t(" with a start date of ").k(pick([]string{isoDate(), usDate()})).t(". Employee number: ").k(empID())
			q.t(".\n\nPlease sign and return by ").k(usDate()).t(" to ", hr.Display, " at ").p("email", workEmail(hr)).t(pick([]string{" or call ", " (direct line ", ", tel. "})).p("phone", phone(loc)).t(pick([]string{".", ").", "."}))
		}},
		{"vcard_signature", func(q *Q) {
			loc, p := locP(pick(allLocales))
			q.t("--\n", p.Display, "\n", title(loc), "\n", pick(companies), " · ").k(city(loc)).t("\n")
			switch r.IntN(3) {
			case 0:
				q.t("M: ").p("phone", phone(loc)).t(" | O: ").p("phone", phone(loc)).t(" | E: ").p("email", workEmail(p))
			case 1:
				q.t("☎ ").p("phone", phone(loc)).t("  ✉ ").p("email", workEmail(p))
			default:
				q.t(pick(telLabels[loc])).p("phone", phone(loc)).t("\n").mail(loc, p)
			}
			q.t("\nWe're hiring! See ").k(reqID()).t(" on our careers page.")
		}},
		{"resume_ko", func(q *Q) {
			p := person("ko")
			q.t("이 력 서\n\n성명: ", p.Display, "\n생년월일: ").k(fmt.Sprintf("%d.%02d.%02d", rn(1988, 2001), rn(1, 12), rn(1, 28))).t("\n")
			q.t(pick([]string{"휴대폰: ", "연락처: ", "H.P: ", "핸드폰 "})).p("phone", phone("ko")).t("\n이메일: ").p("email", email("ko", p))
			q.t("\n주소: ").k(city("ko")).t("\n\n[학력]\n").k(dateRange("ko")).t(" ", pick([]string{"서울대학교 경영학과", "한양대학교 컴퓨터소프트웨어학부", "부산대학교 기계공학부"}), " 졸업 (학점 ").k(fmt.Sprintf("%d.%02d/4.5", rn(3, 4), rn(0, 50))).t(")\n[경력]\n").k(dateRange("ko")).t(" ", pick(companies), " ", title("ko"), "\n", "희망연봉: ").k(salary("ko"))
		}},
		{"cv_ar", func(q *Q) {
			p := person("ar")
			q.t("السيرة الذاتية\n\nالاسم: ", p.Display, "\n")
			q.t(pick([]string{"الهاتف: ", "جوال: ", "رقم الجوال: ", "هاتف: "})).p("phone", phone("ar")).t("\n")
			q.t("البريد الإلكتروني: ").p("email", email("ar", p)).t("\nالعنوان: ").k(city("ar")).t("\n\nالخبرات العملية\n").k(fmt.Sprintf("%d - %d", rn(2010, 2018), rn(2019, 2025))).t(" ", title("ar"), " – ", pick(companies), "\nالراتب المتوقع: ").k(salary("ar"))
		}},
		{"cv_vi", func(q *Q) {
			p := person("vi")
			q.t("SƠ YẾU LÝ LỊCH\n\nHọ và tên: ", p.Display, "\nNgày sinh: ").k(fmt.Sprintf("%02d/%02d/%d", rn(1, 28), rn(1, 12), rn(1990, 2002))).t("\n")
			q.t(pick([]string{"Điện thoại: ", "SĐT: ", "Di động: ", "ĐT/Zalo: "})).p("phone", phone("vi")).t("\nEmail: ").p("email", email("vi", p))
			q.t("\nĐịa chỉ: ").k(city("vi")).t("\n\nKINH NGHIỆM LÀM VIỆC\n").k(dateRange("vi")).t(": ", title("vi"), " tại ", pick(companies), "\nMức lương mong muốn: ").k(salary("vi"))
		}},
		{"cv_eu_plain", func(q *Q) {
			loc, p := locP(pick([]string{"pl", "sv", "nl", "it", "es", "pt-BR"}))
			head := map[string]string{"pl": "CURRICULUM VITAE\nDane osobowe", "sv": "CV\nPersonuppgifter", "nl": "Curriculum Vitae\nPersonalia", "it": "CURRICULUM VITAE\nInformazioni personali", "es": "CURRÍCULUM VÍTAE\nDatos personales", "pt-BR": "CURRÍCULO\nDados pessoais"}[loc]
			q.t(head, "\n", p.Display, "\n").k(city(loc)).t("\n")
			q.tel(loc).t("\n").mail(loc, p)
			q.t("\n\n", map[string]string{"pl": "Doświadczenie zawodowe", "sv": "Arbetslivserfarenhet", "nl": "Werkervaring", "it": "Esperienza professionale", "es": "Experiencia laboral", "pt-BR": "Experiência profissional"}[loc], "\n").k(dateRange(loc)).t("  ", title(loc), " – ", pick(companies))
			q.t("\n").k(dateRange(loc)).t("  ", title(loc))
			if chance(0.5) {
				q.t("\n", map[string]string{"pl": "Oczekiwania finansowe: ", "sv": "Löneanspråk: ", "nl": "Salarisindicatie: ", "it": "RAL attuale: ", "es": "Pretensión salarial: ", "pt-BR": "Pretensão salarial: "}[loc]).k(salary(loc))
			}
		}},
		{"cv_gb_au", func(q *Q) {
			loc, p := locP(pick([]string{"en-GB", "en-AU"}))
			q.t(p.Display, "\n", pick([]string{"Flat 3, 41 Kingsway", "Unit 12/88 Crown St", "27 Mill Lane"}), ", ").k(city(loc)).t("\n")
			q.t(pick([]string{"Mobile: ", "Mob: ", "Tel: ", "Ph: "})).p("phone", phone(loc)).t(pick([]string{" | ", "\n", " · "})).p("email", email(loc, p))
			if loc == "en-GB" {
				q.t("\n\nEDUCATION\nA-levels (").k(fmt.Sprint(rn(2010, 2020))).t("): Maths A*, Physics A, Chemistry B\nBSc (Hons) Economics, 2:1, ").k(dateRange(loc))
			} else {
				q.t("\n\nEDUCATION\nATAR ").k(fmt.Sprintf("%d.%02d", rn(80, 99), rn(0, 95))).t(" (").k(fmt.Sprint(rn(2012, 2020))).t(")\nBachelor of Commerce, WAM ").k(fmt.Sprint(rn(65, 85))).t(", ").k(dateRange(loc))
			}
			q.t("\nRight to work: ", pick([]string{"Full UK right to work (share code available)", "Australian citizen", "Settled status"}))
		}},
		{"sql_insert_hr", func(q *Q) {
			loc := pick([]string{"en-US", "en-US", "en-GB", "de"})
			q.t("INSERT INTO hr.employees (emp_id, full_name, ", pick([]string{"ssn", "tax_id", "employee_ssn"}), ", mobile, email, hire_date) VALUES\n")
			for i := 0; i < rn(2, 3); i++ {
				p := person(loc)
				if i > 0 {
					q.t(",\n")
				}
				q.t("  (").k(fmt.Sprint(rn(10000, 99999))).t(", '", strings.ReplaceAll(p.Display, "'", "''"), "', '").p("ssn", ssnFmt(ssnDigits(), pick([]int{0, 2}))).t("', '").p("phone", phone(loc)).t("', '").p("email", email(loc, p)).t("', '").k(isoDate()).t("')")
			}
			q.t(";\n-- ", pick([]string{"migration from ADP", "fails with duplicate key on emp_id", "backfill for Q3 audit"}))
		}},
		{"hris_json_ssn", func(q *Q) {
			p := person("en-US")
			q.t("POST /v1/employees\n{\n  \"employeeNumber\": \"").k(empID()).t("\",\n  \"firstName\": \"", p.Given, "\",\n  \"lastName\": \"", p.Family, "\",\n")
			q.t("  \"", pick([]string{"ssn", "socialSecurityNumber", "tax_id", "nationalId"}), "\": \"").p("ssn", ssnFmt(ssnDigits(), pick([]int{0, 0, 2})))
			q.t("\",\n  \"dateOfBirth\": \"").k(fmt.Sprintf("%d-%02d-%02d", rn(1965, 2003), rn(1, 12), rn(1, 28))).t("\",\n  \"homePhone\": \"").p("phone", phone("en-US")).t("\",\n  \"personalEmail\": \"").p("email", email("en-US", p)).t("\",\n  \"annualSalary\": ").k(fmt.Sprint(rn(45, 210)*1000)).t(",\n  \"zip\": \"").k(nz(5)).t("\"\n}\n", pick([]string{"400 Bad Request: ssn must be 9 digits", "what's the rate limit on this endpoint?", ""}))
		}},
		{"interview_schedule", func(q *Q) {
			loc, p := locP(pick(allLocales))
			q.t(pick([]string{"Interview: ", "面接日程：", "Vorstellungsgespräch: ", "Entretien : ", "면접 일정: "}), p.Display, " — ", title(loc), "\n")
			q.t("When: ").k(isoDate()).t(" ", fmt.Sprintf("%02d:%02d–%02d:%02d", rn(9, 11), 0, rn(12, 16), 30), " (").k(pick([]string{"CET", "JST", "PST", "IST", "AEST"})).t(")\n")
			q.t("Zoom: zoom.us/j/").k(nz(11)).t("  Meeting ID: ").k(fmt.Sprintf("%s %s %s", nz(3), digits(4), digits(4))).t("  Passcode: ").k(digits(6))
			q.t("\nCandidate backup number (if video fails): ").p("phone", phone(loc))
		}},
		{"ldap_csv_export", func(q *Q) {
			loc := pick(allLocales)
			q.t("sAMAccountName;displayName;mail;telephoneNumber;mobile;department;employeeID\n")
			for i := 0; i < rn(2, 4); i++ {
				p := person(loc)
				q.t(p.First[:1], p.Last, ";", p.Display, ";").p("email", workEmail(p)).t(";").p("phone", phone(loc)).t(";").p("phone", phone(loc)).t(";", pick([]string{"HR", "Finance", "IT", "Faculty of Law", "Admissions"}), ";").k(fmt.Sprint(rn(100000, 999999))).t("\n")
			}
		}},
		{"parent_directory_ja_zh", func(q *Q) {
			loc := pick([]string{"ja", "zh", "ko"})
			head := map[string]string{"ja": "保護者連絡網（3年2組）", "zh": "家长联系表（初二(3)班）", "ko": "학부모 비상연락망 (2학년 3반)"}[loc]
			q.t(head, " ").k(fmt.Sprint(rn(2024, 2026)) + map[string]string{"ja": "年度", "zh": "学年", "ko": "학년도"}[loc]).t("\n")
			for i := 0; i < rn(2, 4); i++ {
				p := person(loc)
				q.k(fmt.Sprintf("%02d", i+rn(1, 30))).t(pick([]string{". ", "　", " "}), p.Display, pick([]string{"　", " ", "（母）"}))
				q.p("phone", phone(loc))
				if chance(0.3) {
					q.t("　").p("email", email(loc, p))
				}
				q.t("\n")
			}
		}},
		{"whatsapp_candidate", func(q *Q) {
			loc, p := locP(pick([]string{"pt-BR", "es", "en-IN", "ar", "it", "vi"}))
			q.t("[", usDate(), ", ", fmt.Sprintf("%d:%02d", rn(8, 22), rn(0, 59)), "] ", strings.Fields(p.Display)[0], ": ")
			msgs := map[string]string{
				"pt-BR": "Boa tarde! Vi a vaga de ", "es": "Hola, vi la oferta de ", "en-IN": "Hello sir, I saw the opening for ", "ar": "مرحبا، رأيت إعلان وظيفة ", "it": "Salve, ho visto l'annuncio per ", "vi": "Chào anh/chị, em thấy tin tuyển ",
			}
			q.t(msgs[loc], title(loc), " (").k(reqID()).t("). ")
			alt := map[string][]string{"pt-BR": {"Meu número alternativo: ", "Outro contato: "}, "es": {"Mi otro número: ", "Otro teléfono: "}, "en-IN": {"Alternate no. ", "My other number ", "Contact: "}, "ar": {"رقم آخر: ", "جوالي الثاني "}, "it": {"Altro numero: ", "Cell alternativo "}, "vi": {"Số khác: ", "SĐT dự phòng "}}[loc]
			q.t(pick(alt)).p("phone", phone(loc)).t(pick([]string{" ", " - ", "\n"})).p("email", email(loc, p)).t(pick([]string{" 🙏", "", " obrigado", " شكرا"}[:2]))
		}},
		{"payroll_direct_deposit", func(q *Q) {
			p := person("en-US")
			q.t("Direct deposit change request\nEmployee: ", p.Display, " / ID ").k(empID()).t("\nLast 4 SSN: ").k("XXX-XX-" + fmt.Sprintf("%04d", rn(1, 9999))).t("\nRouting: ").k(pick([]string{"021000021", "121000358", "026009593", "322271627"})).t("\nEffective pay date: ").k(usDate())
			q.t("\nVerified by phone callback to ").p("phone", phone("en-US")).t(" on ").k(usDate()).t(pick([]string{" (per policy PAY-07)", "", " — ticket HRSD" + digits(7)}))
		}},
		{"student_transcript_request", func(q *Q) {
			loc, p := locP(pick([]string{"en-US", "en-IN", "en-AU", "en-GB"}))
			q.t("Transcript request\nName: ", p.Display, "\nStudent ID: ").k(studentID(loc)).t("\nProgram: ", pick([]string{"B.S. Computer Science", "MBA", "B.Tech ECE", "BA (Hons) History"}), ", graduated ").k(fmt.Sprint(rn(2005, 2024))).t("\nCumulative GPA: ").k(fmt.Sprintf("%d.%02d", rn(2, 3), rn(0, 99)))
			q.t("\nSend e-copy to: ").p("email", email(loc, p)).t(pick([]string{"\nDaytime phone: ", "\nPhone (for courier): ", "\nMobile: "})).p("phone", phone(loc))
			if loc == "en-US" && chance(0.4) {
				q.t("\nFor records before 2002 please provide SSN: ").p("ssn", ssnAny())
			}
		}},
		{"benefits_enrollment", func(q *Q) {
			p := person("en-US")
			sp := person("en-US")
			q.t("Open enrollment ").k(fmt.Sprint(rn(2025, 2026))).t(" — add dependent\nEmployee ID: ").k(empID()).t("  Plan: ").k(pick([]string{"PPO 500", "HDHP 3000 + HSA", "HMO Select"})).t("\nDependent: ", sp.Display, " (spouse), DOB ").k(dob()).t(", ", pick([]string{"SSN ", "Spouse SSN: ", "SSN# "})).p("ssn", ssnAny())
			q.t("\nQualifying event date: ").k(usDate()).t("\nQuestions? ", p.Given, " — ").p("phone", phone("en-US"))
		}},
		{"recruiter_note_mixed", func(q *Q) {
			loc, p := locP(pick([]string{"ja", "zh", "ko", "de", "fr"}))
			intro := map[string]string{"ja": "【候補者メモ】", "zh": "【候选人备注】", "ko": "【후보자 메모】", "de": "Kandidatennotiz:", "fr": "Note candidat :"}[loc]
			q.t(intro, " ", p.Display, " / ", title(loc), " / ").k(salary(loc)).t("\n")
			q.t("Phone screen ").k(isoDate()).t(" ✓ — English ", pick([]string{"fluent", "business", "B2"}), ", notice ", fmt.Sprint(rn(1, 3)), " months\n")
			q.t("連絡先/contact: ").p("phone", phone(loc)).t(" , ").p("email", email(loc, p)).t("\nreq ").k(reqID())
		}},
		{"sso_oidc_debug", func(q *Q) {
			j := jwt()
			switch r.IntN(4) {
			case 0:
				q.t("Students get \"invalid_grant\" logging into the LMS via Azure AD. Redirect was:\nhttps://lms.", pick([]string{"uni-example.edu", "campus.example.ac.uk", "school.example.org"}), "/auth/callback#id_token=").p("jwt", j).t("&state=").k(randFrom(hexd, 16)).t("&session_state=").k(randFrom(hexd, 8) + "-" + randFrom(hexd, 4))
			case 1:
				q.t("Canvas LTI 1.3 launch fails for course ").k(courseCode()).t(" (section ").k(nz(5)).t("). The id_token POSTed is ").p("jwt", j).t(" — is the nonce wrong?")
			case 2:
				q.t("Cookie: hr_portal_session=").p("jwt", j).t("; _ga=").k("GA1.2." + nz(9) + "." + fmt.Sprint(rn(1700000000, 1760000000))).t("\nrequest to /payslips/").k(fmt.Sprint(rn(2023, 2025)) + "-" + fmt.Sprintf("%02d", rn(1, 12))).t(" returns 403")
			default:
				q.t("Authorization: Bearer ").p("jwt", j).t("\nGET /api/v2/students/").k(studentID("en-US")).t("/enrollments?term=").k(fmt.Sprint(rn(2024, 2026)) + pick([]string{"FA", "SP", "SU"})).t(" → 401 token expired?")
			}
		}},
		{"oauth_token_response", func(q *Q) {
			q.t(pick([]string{"Token exchange with the Workday tenant returned:\n", "Response from POST /oauth2/token (HiBob):\n", "ADP Marketplace /auth/oauth/v2/token:\n"}))
			q.t("{\n  \"access_token\": \"")
			if chance(0.5) {
				q.p("jwt", jwt())
			} else {
				q.p("bearer", secretish(b64u, rn(40, 90)))
			}
			q.t("\",\n  \"token_type\": \"Bearer\",\n  \"expires_in\": ").k(fmt.Sprint(pick([]int{3600, 7199, 86400}))).t(",\n")
			if chance(0.6) {
				q.t("  \"id_token\": \"").p("jwt", jwt()).t("\",\n")
			}
			q.t("  \"refresh_token\": \"").p("bearer", secretish(alnum, rn(40, 64))).t("\"\n}\n")
			q.t("Client id ").k(randFrom(hexd, 8) + "-" + randFrom(hexd, 4)).t(" — how long does the refresh token live?")
		}},
		{"postman_hris", func(q *Q) {
			loc, p := locP(pick(allLocales))
			q.t("Postman export for our ", pick([]string{"Personio", "BambooHR", "Greenhouse", "Lever", "Factorial", "Recruitee"}), " collection (redact before sharing!):\n{\n  \"auth\": {\"type\": \"bearer\", \"bearer\": [{\"key\": \"token\", \"value\": \"")
			q.p("bearer", bearerTok()).t("\", \"type\": \"string\"}]},\n  \"request\": {\"method\": \"POST\", \"url\": \"{{base}}/candidates\", \"body\": {\"raw\": \"{\\\"email\\\": \\\"")
			q.p("email", email(loc, p)).t("\\\", \\\"job_id\\\": ").k(fmt.Sprint(rn(1000000, 9999999))).t("}\"}}\n}")
		}},
		{"tuition_payment", func(q *Q) {
			loc, p := locP(pick([]string{"en-US", "en-GB", "en-AU", "en-IN", "ja", "zh"}))
			c := cardNum()
			q.t(pick([]string{"Hi Bursar's Office, ", "Dear Student Finance, ", "To the fees office: "}), "I paid the ", pick([]string{"Fall 2025", "Term 2", "2025/26 first instalment", "spring semester"}), " tuition of ").k(pick([]string{"$", "£", "A$", "₹", "¥"})+fmt.Sprintf("%d,%03d.00", rn(2, 48), rn(0, 999))).t(" on ").k(isoDate()).t(" with my ", c.brand, " card ").p("credit_card", cardFmt(c))
			q.t(pick([]string{" but the portal still shows a hold. ", " and was charged twice. ", " — receipt never arrived. "}), "Student ID ").k(studentID(loc)).t(", ").mail(loc, p)
		}},
		{"payroll_csv_ssn", func(q *Q) {
			q.t(pick([]string{"employee_id,last_name,first_name,ssn,pay_date,gross,net\n", "EmpNo,Name,SSN,PayDate,Gross,Net\n"}))
			two := strings.HasPrefix(q.String(), "EmpNo")
			for i := 0; i < rn(2, 4); i++ {
				p := person("en-US")
				q.k(fmt.Sprint(rn(10000, 99999))).t(",")
				if two {
					q.t("\"", p.Family, ", ", p.Given, "\",")
				} else {
					q.t(p.Family, ",", p.Given, ",")
				}
				q.p("ssn", ssnFmt(pick([]string{ssnDigits(), ssnDigits(), ssnDigits(), itinDigits()}), pick([]int{0, 0, 2}))).t(",").k(usDate()).t(",").k(fmt.Sprintf("%d.%02d", rn(1200, 9800), rn(0, 99))).t(",").k(fmt.Sprintf("%d.%02d", rn(900, 7000), rn(0, 99))).t("\n")
			}
			q.t(pick([]string{"Excel keeps dropping leading zeros from the SSN column — how do I stop it?", "ADP import says row 2 invalid", ""}))
		}},
		{"checkr_api", func(q *Q) {
			p := person("en-US")
			q.t("POST https://api.checkr.com/v1/candidates\n-u ").p("bearer", randFrom(hexd, 40)).t(":\n{\"first_name\":\"", p.Given, "\",\"last_name\":\"", p.Family, "\",\"email\":\"").p("email", email("en-US", p)).t("\",\"phone\":\"").p("phone", phone("en-US")).t("\",\"zipcode\":\"").k(nz(5)).t("\",\"dob\":\"").k(fmt.Sprintf("%d-%02d-%02d", rn(1965, 2003), rn(1, 12), rn(1, 28))).t("\",\"ssn\":\"").p("ssn", ssnFmt(ssnDigits(), 0)).t("\",\"work_locations\":[{\"country\":\"US\",\"state\":\"", pick([]string{"CA", "NY", "TX"}), "\"}]}")
		}},
		{"recruiting_bot_code", func(q *Q) {
			q.t("my recruiting Slack bot stopped posting new applicants:\n```python\n")
			q.t("client = WebClient(token=\"").p("bearer", slackTok()).t("\")\n")
			if chance(0.5) {
				q.t("gh = Github(\"").p("bearer", ghTok()).t("\")  # for take-home repos\n")
			} else {
				q.t("openai.api_key = \"").p("bearer", openaiTok()).t("\"  # CV summaries\n")
			}
			q.t("CHANNEL = \"").k("C0" + randFrom("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 9)).t("\"\nSINCE = \"").k(isoDate()).t("\"\n```\nerror: not_in_channel")
		}},
		{"card_on_file_training", func(q *Q) {
			c := cardNum()
			p := person(pick([]string{"en-US", "en-GB", "de"}))
			q.t(pick([]string{"Please register ", "Can you enroll ", "Book "}), p.Display, " for the ", pick([]string{"SHRM-CP prep course", "CIPD Level 5", "AWS Solutions Architect bootcamp", "PMP exam"}), " starting ").k(isoDate()).t(" (course ").k(courseCode()).t("). Fee ").k(fmt.Sprintf("$%d.00", rn(300, 3500))).t(", pay with the L&D card ").p("credit_card", cardFmt(c)).t(", CVV on request.")
		}},
	}
}
