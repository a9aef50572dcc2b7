package main

import (
	"fmt"
	"strings"
)

func sig(g *G, p Person, title string) string {
	return p.Native + "\n" + title
}

func piiTemplates() []T {
	var ts []T
	ts = append(ts, piiA()...)
	ts = append(ts, piiB()...)
	ts = append(ts, piiC()...)
	ts = append(ts, piiD()...)
	ts = append(ts, piiE()...)
	return ts
}

func piiA() []T {
	return []T{
		{"admissions_inquiry_email", func(g *G) string {
			p := g.person("en")
			parent := g.person("en")
			ceeb := fmt.Sprint(g.n(100000, 559999))
			appID := fmt.Sprintf("%d%06d", g.n(24, 26), g.n(0, 999999))
			s := fmt.Sprintf("From: %s <%s>\nTo: %s\nSubject: Application status – %s\n\nHello Admissions Office,\n\nI submitted my Common App on %s (application ID %s) but the portal still shows my %s transcript as missing. My high school CEEB code is %s and my counselor said it was sent through Parchment. My SAT is %s and I self-reported a %s unweighted GPA.\n\nCould someone check? You can reach me at %s or my mom %s at %s.\n\nThank you,\n%s\n%s",
				p.Native, g.P("email", g.email(p)), g.P("email", "admissions@"+g.uni("en")), g.term(),
				g.K(g.date()), g.K(appID), g.pick("junior-year", "senior mid-year", "final"), g.K(ceeb), g.K(fmt.Sprint(g.n(1180, 1580))), g.K(g.gpa()),
				g.P("phone", g.phone("US")), parent.Native, g.P("phone", g.phone("US")), p.Native, g.pick("Sent from my iPhone", "Class of 2026", "—"))
			return s
		}},
		{"registrar_transcript_form", func(g *G) string {
			p := g.person(g.pick("en", "es", "en"))
			sid := g.studentID()
			return fmt.Sprintf("OFFICIAL TRANSCRIPT REQUEST\nName: %s\nStudent ID: %s\nDate of birth: %s\nLast term attended: %s\nEmail: %s\nPhone: %s\nDelivery: %s\nCopies: %d\nFee: %s\nRecipient address: %d %s, %s, %s %s\nNotes: %s",
				p.Native, g.K(sid), g.K(g.dob()), g.K(g.term()), g.P("email", g.anyEmail(p)), g.P("phone", g.phone(g.pick("US", "US", "CA", "MX"))),
				g.pick("Electronic PDF", "Mail (USPS)", "Hold for pickup"), g.n(1, 3), g.K(g.usd(10, 15)), g.n(100, 9999), g.pick("Main St", "Oak Ave", "College Rd", "Elm St"), g.pk(usCities), g.pk(usStates), g.K(fmt.Sprintf("%05d", g.n(10000, 99999))),
				g.pick("Needed for grad school application by the 15th", "Please include degree posting", "Send after spring grades post", ""))
		}},
		{"sis_csv_export", func(g *G) string {
			var b strings.Builder
			b.WriteString(g.pick("student_id,first_name,last_name,email,phone,dob,program,gpa\n", "StudentID,First,Last,Email,Mobile Phone,Birthdate,Major,Cum GPA\n"))
			for i, n := 0, g.n(3, 6); i < n; i++ {
				p := g.person(g.pick("en", "en", "es", "zh", "ko", "hi"))
				parts := strings.Fields(p.Native)
				first, last := p.First, p.Last
				if len(parts) >= 2 && p.Loc != "zh" && p.Loc != "ko" && p.Loc != "hi" {
					first, last = parts[0], strings.Join(parts[1:], " ")
				}
				ph := g.phone("US")
				if strings.Contains(ph, ",") {
					ph = `"` + ph + `"`
				}
				fmt.Fprintf(&b, "%s,%s,%s,%s,%s,%s,%s,%s\n", g.K(g.studentID()), first, last, g.P("email", g.uniEmail(p)), g.P("phone", ph), g.K(fmt.Sprintf("%04d-%02d-%02d", g.n(1998, 2007), g.n(1, 12), g.n(1, 28))), g.pick("BS-CS", "BA-ECON", "BS-BIOL", "BA-PSYC", "BSE-ME"), g.K(g.gpa()))
			}
			return g.pick("Exported from Banner, can you dedupe by email?\n\n", "Here's the SIS extract for the advising list:\n", "") + b.String()
		}},
		{"finaid_tsv_ssn", func(g *G) string {
			var b strings.Builder
			b.WriteString("isir_trans\tstudent_id\tlast_name\tfirst_name\tssn\tdob\tsai\tpell_elig\n")
			for i, n := 0, g.n(2, 5); i < n; i++ {
				p := g.person(g.pick("en", "es"))
				parts := strings.Fields(p.Native)
				ss := g.ssn()
				if g.ch(0.3) {
					ss = strings.ReplaceAll(ss, "-", "")
				}
				fmt.Fprintf(&b, "%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", g.K(fmt.Sprintf("%02d", g.n(1, 9))+"|"+fmt.Sprint(g.n(2025, 2026))), g.K(g.studentID()), strings.Join(parts[1:], " "), parts[0], g.P("ssn", ss), g.K(g.dob()), g.K(fmt.Sprint(g.n(-1500, 25000))), g.pick("Y", "N"))
			}
			return g.pick("Why does this ISIR import fail on row 3? ", "FA verification batch, pls don't forward:\n", "") + b.String()
		}},
		{"canvas_api_curl", func(g *G) string {
			host := g.pick("canvas.", "") + g.pick("umich", "instructure", "ufl", "asu", "wisc", "ucsd") + g.pick(".edu", ".instructure.com")
			cid := fmt.Sprint(g.n(100000, 999999))
			tok := g.canvasToken()
			ep := g.pick("enrollments?type[]=StudentEnrollment&per_page=100", "assignments/"+fmt.Sprint(g.n(1000000, 9999999))+"/submissions?include[]=user", "users?include[]=email", "quizzes")
			s := fmt.Sprintf("curl -s -H \"Authorization: Bearer %s\" \\\n  \"https://%s/api/v1/courses/%s/%s\"\n\n%s",
				g.P("bearer", tok), host, g.K(cid), ep, g.pick("returns 401 unauthorized, token was generated today under Account > Settings", "why does pagination stop at page 2? Link header is missing rel=next", "works in Postman but not in my cron job"))
			if g.ch(0.4) {
				uid := fmt.Sprint(g.n(1000000, 9999999))
				p := g.person("en")
				s += fmt.Sprintf("\n\nfirst item: {\"id\": %s, \"user_id\": %s, \"course_section_id\": %d, \"user\": {\"name\": \"%s\", \"login_id\": \"%s\"}}", g.K(fmt.Sprint(g.n(10000000, 99999999))), g.K(uid), g.n(100000, 999999), p.Native, g.P("email", g.uniEmail(p)))
			}
			return s
		}},
		{"canvas_live_event_webhook", func(g *G) string {
			p := g.person(g.pick("en", "es", "ko", "zh"))
			return fmt.Sprintf(`POST /hooks/canvas HTTP/1.1
Content-Type: application/json
Authorization: Bearer %s

{"metadata":{"event_name":"%s","event_time":"%s","root_account_id":"%s","user_login":"%s","context_type":"Course","context_id":"%s"},"body":{"user_id":"%s","name":"%s","short_name":"%s","email":"%s","workflow_state":"active","created_at":"%s"}}`,
				g.P("jwt", g.jwt(fmt.Sprintf(`{"iss":"canvas","sub":"%d","iat":%d,"aud":"live-events"}`, g.n(100000, 999999), g.unix()), false)),
				g.pick("user_created", "enrollment_created", "submission_created", "user_updated"), g.K(g.isoTS()), g.K("1000000000000"+g.digits(2)), g.P("email", g.uniEmail(p)),
				g.K(fmt.Sprint(g.n(100000, 999999))), g.K(fmt.Sprint(g.n(10000000, 99999999))), p.Native, p.First, g.P("email", g.email(p)), g.K(g.isoTS()))
		}},
		{"moodle_ws_call", func(g *G) string {
			host := g.pick("moodle.", "lms.", "elearning.", "campus.") + g.uni(g.pick("en", "de", "es", "it", "pt"))
			tok := g.moodleToken()
			fn := g.pick("core_user_get_users_by_field", "core_enrol_get_enrolled_users", "mod_assign_get_grades", "gradereport_user_get_grade_items")
			cid := fmt.Sprint(g.n(100, 9999))
			s := fmt.Sprintf("%s\nhttps://%s/webservice/rest/server.php?wstoken=%s&wsfunction=%s&moodlewsrestformat=json&courseid=%s\n",
				g.pick("Moodle REST call from our sync script:", "Llamada al servicio web de Moodle:", "Aufruf des Moodle-Webservice:", "Chiamata REST a Moodle:"), host, g.P("bearer", tok), fn, g.K(cid))
			if g.ch(0.6) {
				p := g.person(g.pick("de", "es", "it", "fr", "en"))
				s += fmt.Sprintf("Response: [{\"id\":%s,\"username\":\"%s\",\"fullname\":\"%s\",\"email\":\"%s\",\"phone1\":\"%s\",\"idnumber\":\"%s\"}]",
					g.K(fmt.Sprint(g.n(1000, 99999))), strings.ToLower(p.First[:1]+p.Last), p.Native, g.P("email", g.uniEmail(p)), g.P("phone", g.phone(g.pick("DE", "ES", "IT", "FR", "US"))), g.K(g.studentID()))
			} else {
				s += g.pick("→ {\"exception\":\"webservice_access_exception\",\"errorcode\":\"accessexception\"}", "returns invalidtoken even though the service is enabled")
			}
			return s
		}},
		{"blackboard_oauth_python", func(g *G) string {
			key := g.uuid()
			sec := g.secret(alnum, 32)
			at := g.secret(alnum, 32)
			return fmt.Sprintf(`import requests
BB = "https://%s.blackboard.com"
KEY = "%s"
SECRET = "%s"
r = requests.post(BB + "/learn/api/public/v1/oauth2/token",
                  data={"grant_type": "client_credentials"}, auth=(KEY, SECRET))
print(r.json())
# {'access_token': '%s', 'token_type': 'bearer', 'expires_in': %d}
# then GET /learn/api/public/v3/courses/%s/users -> 403, what permission am I missing?`,
				g.pick("learn.", "bb.", "elearn.")+g.pick("rutgers", "fiu", "tamu", "usf", "ncsu"), g.K(key), g.P("bearer", sec), g.P("bearer", at), g.n(3000, 3599), g.K("_"+fmt.Sprint(g.n(10000, 99999))+"_1"))
		}},
		{"roster_markdown_table", func(g *G) string {
			var b strings.Builder
			c := g.courseSec()
			fmt.Fprintf(&b, "%s roster (%s) — lab groups\n\n| Name | Email | Phone | Section | Group |\n|---|---|---|---|---|\n", g.K(c), g.K(g.term()))
			for i, n := 0, g.n(3, 6); i < n; i++ {
				p := g.person(g.pick("en", "en", "es", "hi", "zh", "ng"))
				fmt.Fprintf(&b, "| %s | %s | %s | %s | %d |\n", p.Native, g.P("email", g.uniEmail(p)), g.P("phone", g.phone("US")), g.K(fmt.Sprintf("Lab %03d", g.n(1, 20))), g.n(1, 8))
			}
			b.WriteString(g.pick("\nTA: please fix the groups before Thursday.", "\nCan you turn this into a CSV for Gradescope?", ""))
			return b.String()
		}},
		{"grade_dispute_email", func(g *G) string {
			st := g.person(g.pick("en", "en", "zh", "ko", "es", "hi"))
			prof := g.person("en")
			c := g.course()
			return fmt.Sprintf("Dear Professor %s,\n\nI'm writing about my grade on %s in %s (section %s). The rubric says problem %d is worth %d points but I received %d/%d even though my answer matches the posted solution. My final shows a %s, which drops me to a %s, and I need a B- to keep my scholarship.\n\nWould it be possible to meet during office hours (%s, %s)? If that doesn't work I can be reached at %s.\n\nBest regards,\n%s\nStudent ID %s\n%s",
				strings.Fields(prof.Native)[1], g.pick("Midterm 2", "Problem Set 5", "the final exam", "Lab Report 3"), g.K(c), g.K(fmt.Sprintf("%03d", g.n(1, 12))), g.n(2, 8), 10, g.n(2, 6), 10, g.K(fmt.Sprintf("%d.%d%%", g.n(68, 79), g.n(0, 9))), g.pick("C+", "C", "B-"),
				g.pick("Tue", "Wed", "Thu"), g.K(g.room()), g.P("phone", g.phone("US")), st.Native, g.K(g.studentID()), g.P("email", g.uniEmail(st)))
		}},
		{"fafsa_forum_ssn", func(g *G) string {
			s := fmt.Sprintf("%s My FAFSA keeps getting rejected with reject code %s. %s SSN is %s and mine is %s — I typed them exactly like on the cards. Our SAI came out %s and the school code is %s. DRN is %s. %s",
				g.pick("Help!!", "Posting on r/FinancialAid:", "Question for the FA office:", "ugh"), g.K(g.pick("C", "5", "6", "7", "17")), g.pick("My mom's", "My dad's", "My stepdad's", "Parent 1's"), g.P("ssn", g.ssnStyled()), g.P("ssn", g.ssn()),
				g.K(fmt.Sprint(g.n(-1500, 18000))), g.K(fmt.Sprintf("00%04d", g.n(1000, 9999))), g.K(fmt.Sprint(g.n(1000, 9999))),
				g.pick("Is the SSA match just slow?", "Should I call the FSA hotline?", "Do I need to do verification again?"))
			return s
		}},
		{"itin_parent_fafsa_es", func(g *G) string {
			pa := g.person("es")
			st := g.person("es")
			return fmt.Sprintf("Hola, buenas tardes. Mi hija %s es ciudadana pero yo no tengo seguro social, tengo ITIN %s. En el FAFSA del %s me pide contribuyente y no sé si poner el ITIN o dejarlo en blanco. Ella tiene SSN %s. Nuestro ingreso fue %s. Mi número es %s, le agradecería que me llamaran después de las %s. Correo: %s",
				st.Native, g.P("ssn", g.itin()), g.K(g.pick("2025-26", "2026-27")), g.P("ssn", g.ssn()), g.K(g.usd(18000, 52000)), g.P("phone", g.phone(g.pick("US", "US", "MX"))), g.K(g.pick("5 pm", "6:30 pm", "3 de la tarde")), g.P("email", g.email(pa)))
		}},
		{"intl_student_office_email", func(g *G) string {
			loc := g.pick("hi", "zh", "ng", "vi", "tr", "fa", "id", "ko")
			cc := map[string]string{"hi": "IN", "zh": "CN", "ng": "NG", "vi": "VN", "tr": "TR", "fa": "IR", "id": "ID", "ko": "KR"}[loc]
			p := g.person(loc)
			return fmt.Sprintf("Subject: I-20 travel signature before %s\n\nDear ISSS advisor,\n\nI am %s (%s), an F-1 student in %s. My SEVIS ID is %s and my passport number is %s. I plan to travel home from %s to %s and need a travel signature on page 2 of my I-20.\n\nWhile abroad I can be reached on %s (WhatsApp) and by email at %s. My US number %s will be off.\n\nThank you,\n%s",
				g.K(g.date()), p.Native, p.First+" "+p.Last, g.pick("the MS Computer Science program", "the PhD program in Chemistry", "Mechanical Engineering", "the MBA program"), g.K(g.sevis()), g.K(g.passport()), g.K(g.date()), g.K(g.date()),
				g.P("phone", g.phone(cc)), g.P("email", g.email(p)), g.P("phone", g.phone("US")), p.First)
		}},
		{"visa_appointment_zh", func(g *G) string {
			p := g.person("zh")
			return fmt.Sprintf("老师您好，我是%s，%s级博士新生，学号%s。我的F-1签证面签预约在%s，DS-160确认号是%s，护照号%s。I-20上的入学日期是%s，如果签证被check的话可能赶不上开学。紧急联系方式：手机%s，邮箱%s。谢谢！",
				p.Native, g.K(fmt.Sprint(g.n(2024, 2026))), g.K(fmt.Sprintf("%d%06d", g.n(2024, 2026), g.n(0, 999999))), g.K(g.isoDate()), g.K("AA00"+g.secret(upNum, 6)), g.K(g.passport()), g.K(g.isoDate()), g.P("phone", g.cnMobile()), g.P("email", g.email(p)))
		}},
		{"tuition_payment_chat", func(g *G) string {
			p := g.person("en")
			num := g.cardNum(g.pick("visa", "mc", "amex", "disc"))
			ts := g.times(5)
			return fmt.Sprintf("[%s] %s: hi, trying to pay the %s tuition balance of %s on the Bursar portal and it keeps declining\n[%s] Bursar Chat: Sorry about that! Can you confirm the student ID?\n[%s] %s: %s. card is %s exp %s\n[%s] Bursar Chat: Please don't share full card numbers in chat. The processor (TouchNet) adds a %s convenience fee for cards; e-check is free.\n[%s] %s: ok my number is %s if someone can call me",
				ts[0], p.First, g.K(g.term()), g.K(g.usd(2000, 19000)), ts[1], ts[2], p.First, g.K(g.studentID()), g.P("credit_card", g.cardFmt(num)), g.K(fmt.Sprintf("%02d/%02d", g.n(1, 12), g.n(26, 31))),
				ts[3], g.K(g.pick("2.85%", "2.95%", "3.0%")), ts[4], p.First, g.P("phone", g.phone("US")))
		}},
		{"tuition_payment_hi", func(g *G) string {
			p := g.person("hi")
			num := g.cardNum(g.pick("rupay", "visa", "mc"))
			ph := g.phone("IN")
			if g.ch(0.4) {
				ph = conv(ph, "deva")
			}
			return fmt.Sprintf("नमस्ते, मैं %s, रोल नंबर %s। सेमेस्टर फीस %s जमा करते समय मेरे कार्ड %s से पैसे कट गए लेकिन पोर्टल पर भुगतान नहीं दिख रहा। ट्रांजेक्शन आईडी %s है। कृपया मुझे %s पर कॉल करें या %s पर मेल करें।",
				p.Native, g.K(fmt.Sprintf("%d%s%04d", g.n(20, 25), g.pick("BCE", "CS", "ME", "EE"), g.n(1, 2999))), g.K("₹"+commas(g.n(40000, 180000))), g.P("credit_card", g.cardFmt(num)), g.K("TXN"+g.digits(12)), g.P("phone", ph), g.P("email", g.email(p)))
		}},
		{"irb_recruitment_flyer", func(g *G) string {
			co := g.person("en")
			return fmt.Sprintf("PARTICIPANTS NEEDED\n%s\n\nWe are looking for adults aged %d–%d %s for a study on %s.\n• %d sessions of about %d minutes at %s\n• Compensation: %s in Amazon gift cards\n\nInterested? Call or text %s or email %s (Study coordinator: %s).\n\nThis study (%s) has been approved by the %s Institutional Review Board. PI: Dr. %s.",
				g.pick("Department of Psychology", "School of Nursing", "Center for Sleep Research", "Department of Kinesiology"), g.n(18, 25), g.n(40, 75), g.pick("who have trouble sleeping", "with type 2 diabetes", "who are bilingual", "who play video games weekly"), g.pick("memory and sleep", "blood glucose and exercise", "language switching", "attention"),
				g.n(1, 4), g.pick2(45, 60, 90), g.K(g.room()), g.K("$"+fmt.Sprint(g.pick2(25, 40, 50, 75, 100))), g.P("phone", g.phone("US")), g.P("email", g.uniEmail(co)), co.Native, g.K(g.irb()), g.pick("University of Michigan", "UW–Madison", "Ohio State"), g.pk(lastByLoc["en"]))
		}},
		{"redcap_api_export", func(g *G) string {
			tok := g.redcapToken()
			var b strings.Builder
			fmt.Fprintf(&b, "curl -X POST https://redcap.%s/api/ \\\n  -d token=%s -d content=record -d format=csv -d type=flat -d 'fields=record_id,redcap_event_name,participant_email,participant_phone,consent_date'\n\nrecord_id,redcap_event_name,participant_email,participant_phone,consent_date\n", g.uni("en"), g.P("bearer", tok))
			for i, n := 0, g.n(2, 4); i < n; i++ {
				p := g.person(g.pick("en", "es", "en"))
				fmt.Fprintf(&b, "%s,%s,%s,%s,%s\n", g.K(fmt.Sprintf("%d-%03d", g.n(1, 9), g.n(1, 300))), g.pick("baseline_arm_1", "month_3_arm_1", "screening_arm_1"), g.P("email", g.email(p)), g.P("phone", g.phone("US")), g.K(g.isoDate()))
			}
			b.WriteString(g.pick("\nwhy is consent_date blank for the screening arm?", "\nhow do I export only the baseline event?", ""))
			return b.String()
		}},
		{"qualtrics_export_csv", func(g *G) string {
			var b strings.Builder
			b.WriteString("StartDate,EndDate,Status,Progress,Duration (in seconds),ResponseId,RecipientEmail,ExternalReference,Q1,Q2_phone,Q3\n")
			for i, n := 0, g.n(2, 4); i < n; i++ {
				p := g.person(g.pick("en", "es", "fr", "de"))
				fmt.Fprintf(&b, "%s %s,%s %s,IP Address,100,%s,%s,%s,%s,%d,%s,%s\n", g.K(g.isoDate()), g.clock24(), g.K(g.isoDate()), g.clock24(), g.K(fmt.Sprint(g.n(120, 2400))), g.K("R_"+g.secret(alnum, 15)), g.P("email", g.email(p)), g.K(fmt.Sprintf("P%04d", g.n(1, 999))), g.n(1, 7), g.P("phone", g.phone(g.pick("US", "US", "UK", "CA"))), g.pick("Agree", "Strongly agree", "Neutral"))
			}
			return g.pick("Qualtrics export for the follow-up study, SV_ is ", "raw export:\n", "") + g.K("SV_"+g.secret(alnum, 15)) + "\n" + b.String()
		}},
	}
}

func (g *G) clock24() string {
	return fmt.Sprintf("%02d:%02d:%02d", g.n(0, 23), g.n(0, 59), g.n(0, 59))
}
