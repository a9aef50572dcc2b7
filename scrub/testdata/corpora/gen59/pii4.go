package main

import (
	"fmt"
	"strings"
)

func piiD() []T {
	return []T{
		{"pdf_text_fee_waiver", func(g *G) string {
			p := g.person("en")
			em := g.email(p)
			return fmt.Sprintf("GRADUATE SCHOOL APPLICATION FEE WAIVER RE-\nQUEST FORM                                    Page 1 of 2\n\nApplicant Name   %s\nApplication ID   %s        Program   %s\nE-mail           %s\nDaytime phone    %s\nMcNair Scholar   [X] Yes  [ ] No     Cohort %s\n\nI certify that the information above is accurate.   Date %s\n\f\nOffice use only: waiver code %s   Amount %s",
				p.Native, g.K(fmt.Sprintf("GA%d-%06d", g.n(25, 26), g.n(1, 999999))), g.pick("PhD Sociology", "MS Data Science", "MFA Creative Writing", "PhD Chemistry"), g.P("email", em), g.P("phone", g.phone("US")), g.K(fmt.Sprint(g.n(2019, 2024))), g.K(g.date()), g.K("FW-"+g.secret(upNum, 6)), g.K(g.usd(75, 125)))
		}},
		{"finaid_verification_form", func(g *G) string {
			st := g.person(g.pick("en", "es"))
			par := g.person(g.pick("en", "es"))
			return fmt.Sprintf("V1 VERIFICATION WORKSHEET %s\nStudent name: %s\nStudent SSN: %s\nStudent ID: %s\nDate of birth: %s\nPhone: %s\nEmail: %s\nParent name: %s\nParent SSN: %s\nHousehold size: %d   Number in college: %d\n%s AGI: %s\nIRS Data Retrieval: [ ] Yes  [X] No",
				g.K(g.pick("2025–2026", "2026–2027")), st.Native, g.P("ssn", g.ssn()), g.K(g.studentID()), g.K(g.dob()), g.P("phone", g.phone("US")), g.P("email", g.email(st)), par.Native, g.P("ssn", g.ssnStyled()), g.n(2, 7), g.n(1, 3), g.K(fmt.Sprint(g.n(2023, 2024))), g.K(g.usd(12000, 140000)))
		}},
		{"form_1098t_question", func(g *G) string {
			tin := g.ssn()
			if g.ch(0.3) {
				tin = g.itin()
			}
			return fmt.Sprintf("My %s 1098-T shows Box 1 %s and Box 5 %s but the SSN on it is wrong — it says %s and mine is %s. The filer's EIN is %s. Who do I contact to get a corrected 1098-T? Student account %s.",
				g.K(fmt.Sprint(g.n(2023, 2025))), g.K(g.usd(8000, 60000)), g.K(g.usd(0, 20000)), g.K("XXX-XX-"+g.digits(4)), g.P("ssn", tin), g.K(fmt.Sprintf("%02d-%07d", g.n(10, 99), g.n(1000000, 9999999))), g.K(g.studentID()))
		}},
		{"ta_payroll_onboarding", func(g *G) string {
			p := g.person(g.pick("en", "hi", "zh", "ko"))
			return fmt.Sprintf("Hi HR,\n\nStarting my GSI appointment for %s (%s, %s FTE). Workday won't accept my SSN %s in the onboarding task — says 'invalid format'. Employee ID %s, position %s. Direct deposit routing %s.\n\nThanks,\n%s\n%s | %s",
				g.K(g.term()), g.K(g.course()), g.K(g.pick("0.50", "0.25", "0.49")), g.P("ssn", g.ssn()), g.K(fmt.Sprint(g.n(10000000, 99999999))), g.K(fmt.Sprintf("P%07d", g.n(1, 9999999))), g.K(g.pick("072000326", "021000021", "122000247", "075000019")), p.First+" "+p.Last, g.P("phone", g.phone("US")), g.P("email", g.uniEmail(p)))
		}},
		{"student_teaching_background_check", func(g *G) string {
			p := g.person("en")
			return fmt.Sprintf("Student teaching placement — fingerprint clearance\nCandidate: %s\nSSN: %s\nDOB: %s\nDistrict: %s, placement %s, cooperating teacher Room %s\nFBI/DOJ Live Scan ATI #: %s\nCandidate cell: %s\nUniversity supervisor: %s",
				p.Native, g.P("ssn", g.ssn()), g.K(g.dob()), g.pick("Ann Arbor Public Schools", "Austin ISD", "Madison Metropolitan", "Seattle Public Schools"), g.K(g.term()), g.K(fmt.Sprint(g.n(100, 250))), g.K(fmt.Sprintf("A%d%05d", g.n(1000, 9999), g.n(0, 99999))), g.P("phone", g.phone("US")), g.P("email", g.uniEmail(g.person("en"))))
		}},
		{"work_study_i9_sql", func(g *G) string {
			var b strings.Builder
			b.WriteString("INSERT INTO fws_hires (student_id, full_name, ssn, email, mobile_phone, dept, hourly_rate, start_date) VALUES\n")
			n := g.n(2, 4)
			for i := 0; i < n; i++ {
				p := g.person(g.pick("en", "es", "ng"))
				sep := ","
				if i == n-1 {
					sep = ";"
				}
				fmt.Fprintf(&b, "  ('%s', '%s', '%s', '%s', '%s', '%s', %s, '%s')%s\n", g.K(g.studentID()), strings.ReplaceAll(p.Native, "'", "''"), g.P("ssn", g.ssnStyled()), g.P("email", g.uniEmail(p)), g.P("phone", g.phone("US")), g.pick("LIBRARY", "REC-SPORTS", "DINING", "CHEM-STOCKROOM"), g.K(fmt.Sprintf("%d.%02d", g.n(12, 18), g.pick2(0, 25, 50, 75))), g.K(g.isoDate()), sep)
			}
			return g.pick("Postgres complains about the date format here:\n", "", "-- federal work-study batch\n") + b.String()
		}},
		{"slack_lab_channel", func(g *G) string {
			p := g.person("en")
			hookSecret := g.secret(alnum, 24)
			hook := fmt.Sprintf("https://hooks.slack.com/services/T%s/B%s/%s", g.secret(upNum, 8), g.secret(upNum, 10), g.P("bearer", hookSecret))
			return fmt.Sprintf("#%s — %s\n%s: set up the bot that posts when the %s run finishes. token is %s\n%s: and the webhook for #alerts: %s\n%s: pls rotate that, this channel has rotating undergrads 😬",
				g.pick("lab-general", "compute", "mri-scans", "robotics"), g.K(g.date()), p.First, g.pick("nightly sweep", "MRI preprocessing", "fMRIPrep", "sim"), g.P("bearer", g.slackBot()), p.First, hook, g.person("en").First)
		}},
		{"hpc_cluster_access", func(g *G) string {
			p := g.person(g.pick("en", "zh", "hi", "de"))
			user := strings.ToLower(p.First[:1] + p.Last)
			host := g.pick("greatlakes.arc-ts.umich.edu", "login.rc.fas.harvard.edu", "della.princeton.edu", "bridges2.psc.edu", "login.sherlock.stanford.edu")
			login := "ssh " + user + "@" + host
			if g.ch(0.5) {
				login = "ssh -l " + user + " " + g.K(host)
			}
			return fmt.Sprintf("%s\n%s@%s's password: %s\n\n# forgot this was echoed in my notes. also my jobs:\nJOBID     PARTITION  NAME       ST  TIME  NODES\n%s  gpu        train_%s   R   %s  %d\n\nHow do I request more GPU hours for allocation %s?",
				login, user, g.pick("gl-login1", "holylogin03", "della-gpu"), g.P("bearer", g.password()),
				g.K(fmt.Sprint(g.n(10000000, 69999999))), g.pick("vit", "bert", "unet"), g.K(fmt.Sprintf("%d:%02d:%02d", g.n(0, 47), g.n(0, 59), g.n(0, 59))), g.n(1, 4), g.K(g.pick("TG-CIS", "ACCESS-", "hpc-")+fmt.Sprint(g.n(100000, 999999))))
		}},
		{"aws_research_bucket", func(g *G) string {
			acct := fmt.Sprint(g.n(100000000000, 999999999999))
			return fmt.Sprintf("[default]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = us-east-2\n\nThe lab bucket is arn:aws:s3:::%s (account %s). `aws s3 sync` gives AccessDenied on the %s/ prefix — is this an IAM policy issue or the research computing SCP?",
				g.P("bearer", g.awsKeyID()), g.P("bearer", g.awsSecret()), g.K(g.pick("neuro-lab-raw", "genomics-core-2025", "cmip-downscale", "nlp-corpora-restricted")), g.K(acct), g.pick("subjects", "fastq", "derivatives"))
		}},
		{"twilio_sms_recruitment", func(g *G) string {
			var b strings.Builder
			fmt.Fprintf(&b, "from twilio.rest import Client\nclient = Client(\"%s\", \"%s\")\n\nparticipants = [\n", g.twilioSID(), g.P("bearer", g.hex32()))
			for i, n := 0, g.n(2, 4); i < n; i++ {
				a, e, l := g.nanpLine(usAreas)
				fmt.Fprintf(&b, "    (\"%s\", \"%s\"),\n", g.K(fmt.Sprintf("P%03d", g.n(1, 400))), g.P("phone", "+1"+a+e+l))
			}
			fmt.Fprintf(&b, "]\nfor pid, num in participants:\n    client.messages.create(to=num, from_=\"%s\", body=f\"Reminder: your EMA survey for study %s is due today.\")\n", g.P("phone", "+1"+strings.Join(func() []string { a, e, l := g.nanpLine(usAreas); return []string{a, e, l} }(), "")), g.K(g.irb()))
			return b.String()
		}},
		{"mailchimp_alumni_api", func(g *G) string {
			key := g.mailchimp()
			dc := key[strings.LastIndex(key, "-")+1:]
			p := g.person("en")
			return fmt.Sprintf("curl -X POST https://%s.api.mailchimp.com/3.0/lists/%s/members --user \"anystring:%s\" -d '{\"email_address\":\"%s\",\"status\":\"subscribed\",\"merge_fields\":{\"FNAME\":\"%s\",\"CLASSYR\":\"%d\",\"PHONE\":\"%s\"}}'\n\nreturns \"Member Exists\" for half the reunion list",
				dc, g.K(g.secret(hexLo, 10)), g.P("bearer", key), g.P("email", g.email(p)), strings.Fields(p.Native)[0], g.n(1970, 2020), g.P("phone", g.phone("US")))
		}},
		{"blackbaud_skyapi", func(g *G) string {
			p := g.person("en")
			return fmt.Sprintf("GET https://api.sky.blackbaud.com/constituent/v1/constituents/%s\nBb-Api-Subscription-Key: %s\nAuthorization: Bearer %s\n\n{\"id\":\"%s\",\"name\":\"%s\",\"class_of\":\"%d\",\"email\":{\"address\":\"%s\",\"type\":\"Email\"},\"phone\":{\"number\":\"%s\",\"type\":\"Mobile\"},\"lookup_id\":\"%s\"}",
				g.K(fmt.Sprint(g.n(100, 99999))), g.P("bearer", g.hex32()), g.P("jwt", g.jwt(fmt.Sprintf(`{"iss":"blackbaud","aud":"blackbaud","exp":%d,"environment_id":"p-%s","application_id":"%s"}`, g.unix(), g.secret(alnum, 22), g.uuid()), true)),
				g.K(fmt.Sprint(g.n(100, 99999))), p.Native, g.n(1970, 2022), g.P("email", g.email(p)), g.P("phone", g.phone("US")), g.K(fmt.Sprint(g.n(100000, 999999))))
		}},
		{"sendgrid_admissions_config", func(g *G) string {
			return fmt.Sprintf("# admissions-notifier settings.py\nSENDGRID_API_KEY = \"%s\"\nDEFAULT_FROM = \"%s\"\nDECISION_TEMPLATE_ID = \"%s\"\nREPLY_TO = \"%s\"\nDECISION_RELEASE = \"%s 19:00 ET\"\n",
				g.P("bearer", g.sendgrid()), g.P("email", "noreply-admissions@"+g.uni("en")), g.K("d-"+g.secret(hexLo, 32)), g.P("email", g.uniEmail(g.person("en"))), g.K(g.isoDate()))
		}},
		{"whatsapp_parent_group", func(g *G) string {
			var b strings.Builder
			loc := g.pick("en", "es", "pt", "it", "id")
			cc := map[string]string{"en": "UK", "es": "ES", "pt": "BR", "it": "IT", "id": "ID"}[loc]
			msgs := map[string][]string{
				"en": {"Does anyone know if the trip form is due Friday?", "Reminder: bake sale Thursday in the hall", "Yes it's due Friday, £12 on ParentPay", "Can someone share the spelling list?"},
				"es": {"¿Alguien sabe si mañana hay excursión?", "Recordad traer la autorización firmada", "Sí, son 12 € por alumno", "¿Alguien tiene la lista de libros?"},
				"pt": {"Alguém sabe se amanhã tem aula?", "Reunião de pais dia 14 às 19h", "Sim, a taxa é R$ 35,00", "Quem tem a lista de material?"},
				"it": {"Qualcuno sa se domani c'è la gita?", "Ricordatevi l'autorizzazione firmata", "Sì, sono 15 € a testa", "Chi ha l'elenco dei libri?"},
				"id": {"Ada yang tahu besok masuk jam berapa?", "Jangan lupa iuran kelas ya bunda", "Iya, Rp 50.000 per anak", "Ada yang punya jadwal ujian?"},
			}[loc]
			day := fmt.Sprintf("%02d/%02d/%d", g.n(1, 28), g.n(1, 12), g.n(2024, 2026))
			n := g.n(3, 4)
			ts := g.times(n)
			for i := 0; i < n; i++ {
				ph := g.phone(cc)
				for try := 0; try < 20 && !strings.HasPrefix(ph, "+"); try++ {
					ph = g.phone(cc)
				}
				fmt.Fprintf(&b, "[%s, %s:%02d] %s: %s\n", day, ts[i], g.n(0, 59), g.P("phone", ph), msgs[i%len(msgs)])
			}
			return g.pick("Chat export from the 3B parents group:\n", "WhatsApp Chat with Year 4 Parents\n", "") + g.K(day) + "\n" + b.String()
		}},
		{"advisor_vcard", func(g *G) string {
			p := g.person(g.pick("en", "de", "fr"))
			cc := map[string]string{"en": "US", "de": "DE", "fr": "FR"}[p.Loc]
			return fmt.Sprintf("BEGIN:VCARD\nVERSION:3.0\nN:%s;%s;;;\nFN:%s\nORG:%s;%s\nTITLE:%s\nTEL;TYPE=WORK,VOICE:%s\nTEL;TYPE=CELL:%s\nEMAIL;TYPE=INTERNET:%s\nADR;TYPE=WORK:;;%s;%s;;%s\nNOTE:Office hours %s\nEND:VCARD",
				p.Last, p.First, p.Native, map[string]string{"en": g.pick("University of Michigan", "Ohio State University"), "de": "TU München", "fr": "Sorbonne Université"}[p.Loc], g.pick("College of Engineering", "Graduate School", "Advising Center"), g.pick("Academic Advisor", "Graduate Coordinator", "Studienberater", "Chargée de mission"),
				g.P("phone", g.phone(cc)), g.P("phone", g.phone(cc)), g.P("email", g.uniEmail(p)), g.K(g.room()), map[string]string{"en": g.pk(usCities), "de": "München", "fr": "Paris"}[p.Loc], g.K(fmt.Sprintf("%05d", g.n(10000, 99999))), g.K(g.pick("Mon/Wed 10–12", "Tue 14:00–16:00", "by appointment")))
		}},
		{"ethos_api_person", func(g *G) string {
			p := g.person(g.pick("en", "es", "hi"))
			return fmt.Sprintf("POST https://integrate.elluciancloud.com/auth\nAuthorization: Bearer %s\n\nGET /api/persons/%s →\n{\"id\":\"%s\",\"names\":[{\"fullName\":\"%s\",\"preference\":\"preferred\"}],\"credentials\":[{\"type\":\"bannerId\",\"value\":\"%s\"}],\"emails\":[{\"type\":{\"emailType\":\"school\"},\"address\":\"%s\"},{\"type\":{\"emailType\":\"personal\"},\"address\":\"%s\"}],\"phones\":[{\"type\":{\"phoneType\":\"mobile\"},\"number\":\"%s\"}],\"dateOfBirth\":\"%s\"}",
				g.P("bearer", g.uuid()), g.K(g.uuid()), g.K(g.uuid()), p.Native, g.K(g.pick("A0", "@0", "B0")+g.digits(7)), g.P("email", g.uniEmail(p)), g.P("email", g.email(p)), g.P("phone", g.phone("US")), g.K(fmt.Sprintf("%04d-%02d-%02d", g.n(1995, 2007), g.n(1, 12), g.n(1, 28))))
		}},
		{"faculty_homepage_obfuscated", func(g *G) string {
			p := g.person(g.pick("en", "zh", "de", "ko", "hi"))
			dom := g.uni(g.pick("en", "en", "de"))
			loc := strings.ToLower(p.First[:1] + p.Last)
			parts := strings.Split(dom, ".")
			var em string
			switch g.n(0, 3) {
			case 0:
				em = loc + " [at] " + strings.Join(parts, " [dot] ")
			case 1:
				em = loc + " at " + strings.Join(parts, " dot ")
			case 2:
				em = loc + "(at)" + dom
			default:
				em = loc + " AT " + strings.ToUpper(strings.Join(parts, " DOT "))
			}
			return fmt.Sprintf("%s\nAssistant Professor, %s\n\nResearch: %s\nOffice: %s\nEmail: %s (prospective students: please read the FAQ first)\nPhone: %s\nCV | Google Scholar | ORCID %s\n\nRecent: \"%s\" — %s, doi:%s",
				p.First+" "+p.Last, g.pick("Computer Science", "Linguistics", "Materials Science", "Public Policy"), g.pick("robust ML, fairness", "syntax of Korean", "2D materials", "education policy"), g.K(g.room()), g.P("email", em), g.P("phone", g.phone("US")), g.K(g.orcid()),
				g.pick("Learning with Noisy Labels", "Scope and Focus", "Defect Engineering in MoS2", "School Choice and Segregation"), g.pick("NeurIPS 2024", "Language 2023", "Nature Materials", "AERJ"), g.K(g.doi()))
		}},
		{"recommendation_request", func(g *G) string {
			st := g.person(g.pick("en", "zh", "hi", "es"))
			return fmt.Sprintf("Dear Dr. %s,\n\nI took your %s course in %s (final grade %s) and I'm applying to %s programs this cycle. Would you be willing to write a letter of recommendation? The first deadline is %s. I've attached my CV, transcript, and statement of purpose.\n\nRecommendation portals will email you from their systems; my contact is %s / %s if anything is needed.\n\nThank you so much,\n%s",
				g.pk(lastByLoc["en"]), g.K(g.course()), g.K(g.term()), g.pick("A", "A-", "A+"), g.pick("PhD in Statistics", "MPH", "JD", "MS in Robotics"), g.K(g.date()), g.P("email", g.anyEmail(st)), g.P("phone", g.phone(g.pick("US", "US", "CN", "IN"))), st.Native)
		}},
		{"housing_emergency_contacts", func(g *G) string {
			st := g.person(g.pick("en", "ko", "es", "ar"))
			e1 := g.person(st.Loc)
			cc := map[string]string{"en": "US", "ko": "KR", "es": "MX", "ar": "SA"}[st.Loc]
			return fmt.Sprintf("Housing Application %s\nResident: %s   ID %s\nHall preference: %s, %s\nRoommate request: %s\nEmergency contact 1: %s (parent) — %s — %s\nEmergency contact 2: %s — %s\nMedical/accessibility notes: %s",
				g.K(g.term()), st.Native, g.K(g.studentID()), g.pick("North Quad", "Bursley", "West Campus", "Stockwell"), g.pick("single", "double", "suite"), g.pick("none", "random", strings.Fields(g.person("en").Native)[0]),
				e1.Native, g.P("phone", g.phone(cc)), g.P("email", g.email(e1)), g.person("en").Native, g.P("phone", g.phone("US")), g.pick("ground floor preferred", "none", "ESA documentation submitted"))
		}},
		{"exam_accommodation_email", func(g *G) string {
			st := g.person("en")
			return fmt.Sprintf("Hello Testing Center,\n\nI'm registered with SSD (letter %s) for 1.5x time and a reduced-distraction room. Booking exam %s for %s on %s at %s. My proctoring confirmation is %s.\n\nIf there's a conflict please text %s — I don't check %s often.\n\n%s",
				g.K(fmt.Sprintf("SSD-%d-%04d", g.n(2024, 2026), g.n(1, 9999))), g.K(fmt.Sprintf("EX%06d", g.n(1, 999999))), g.K(g.course()), g.K(g.date()), g.K(g.clock()), g.K(g.secret(upNum, 8)), g.P("phone", g.phone("US")), g.P("email", g.uniEmail(st)), st.Native)
		}},
		{"career_fair_recruiters", func(g *G) string {
			var b strings.Builder
			fmt.Fprintf(&b, "Engineering Career Fair %s — employer contacts (booth # / rep / email / cell)\n", g.K(g.date()))
			for i, n := 0, g.n(2, 4); i < n; i++ {
				p := g.person("en")
				co := g.pick("Ford", "Stryker", "Epic Systems", "Deloitte", "NVIDIA", "Raytheon", "Dow", "Cummins")
				fmt.Fprintf(&b, "%s  %s (%s)  %s  %s\n", g.K(fmt.Sprintf("B-%02d", g.n(1, 80))), p.Native, co, g.P("email", strings.ToLower(p.First[:1]+p.Last)+"@"+strings.ToLower(strings.ReplaceAll(co, " ", ""))+".com"), g.P("phone", g.phone("US")))
			}
			b.WriteString(g.pick("Please do not post publicly.", "Parking for reps in Lot SC-7.", ""))
			return b.String()
		}},
		{"conference_registration_card", func(g *G) string {
			p := g.person(g.pick("en", "de", "ja", "fr", "it"))
			num := g.cardNum(g.pick("visa", "mc", "amex", "jcb"))
			return fmt.Sprintf("Hi, I registered for %s (early-bird, student rate %s) but the payment page timed out. I don't know if my card %s was charged. Registration ref %s, paper ID %s. Could you check and reply to %s? My phone while travelling: %s.",
				g.pick("ACL 2025", "ICML 2026", "the AERA Annual Meeting", "APS March Meeting", "ISMB 2025"), g.K(g.pick("$295", "€350", "$425", "¥38,000")), g.P("credit_card", g.cardFmt(num)), g.K(fmt.Sprintf("REG-%06d", g.n(1, 999999))), g.K(fmt.Sprint(g.n(100, 9999))), g.P("email", g.anyEmail(p)), g.P("phone", g.phone(map[string]string{"en": "US", "de": "DE", "ja": "JP", "fr": "FR", "it": "IT"}[p.Loc])))
		}},
		{"clincard_participant_payment", func(g *G) string {
			var b strings.Builder
			fmt.Fprintf(&b, "ClinCard reload log — %s, visit %s\nsubject_id\tcard_number\tamount\tmobile\n", g.K(g.irb()), g.pick("V2", "V3", "Week 12"))
			for i, n := 0, g.n(2, 4); i < n; i++ {
				num := g.cardNum("mc")
				fmt.Fprintf(&b, "%s\t%s\t%s\t%s\n", g.K(fmt.Sprintf("SUBJ-%04d", g.n(1, 999))), g.P("credit_card", num), g.K(g.usd(25, 150)), g.P("phone", g.phone("US")))
			}
			b.WriteString(g.pick("reloads failed for row 2, card shows inactive", "", "please verify before I submit to Greenphire"))
			return b.String()
		}},
		{"study_abroad_deposit_zh_ja", func(g *G) string {
			if g.ch(0.5) {
				p := g.person("zh")
				num := g.cardNum("unionpay")
				return fmt.Sprintf("您好，我是%s的家长。孩子被录取到%s的暑期项目，需要交押金%s。我用银联卡%s付款一直失败，请问可以用支付宝吗？我的电话%s，邮箱%s。项目编号%s。",
					p.Native, g.pick("加州大学伯克利分校", "牛津大学", "新加坡国立大学"), g.K(g.pick("$500", "£400", "S$600")), g.P("credit_card", g.cardFmt(num)), g.P("phone", g.phone("CN")), g.P("email", g.email(p)), g.K(fmt.Sprintf("SA-%d-%03d", g.n(2025, 2026), g.n(1, 200))))
			}
			p := g.person("ja")
			num := g.cardNum("jcb")
			return fmt.Sprintf("お世話になっております。%sの保護者です。短期留学プログラム（%s）のデポジット%sをJCBカード %s で支払おうとしましたがエラーになりました。連絡先：%s／%s",
				p.Native, g.K(fmt.Sprintf("SA-%d-%03d", g.n(2025, 2026), g.n(1, 200))), g.K(g.pick("50,000円", "¥80,000", "$500")), g.P("credit_card", g.cardFmt(num)), g.P("phone", g.phone("JP")), g.P("email", g.email(p)))
		}},
		{"application_fee_card_pt_es", func(g *G) string {
			if g.ch(0.5) {
				p := g.person("pt")
				return fmt.Sprintf("Olá, tentei pagar a taxa de inscrição do mestrado (%s) com o cartão %s e deu erro. Número de inscrição %s. Podem me ligar no %s? E-mail %s.",
					g.K(g.pick("R$ 150,00", "R$ 200,00", "US$ 90")), g.P("credit_card", g.card()), g.K(fmt.Sprintf("%d%06d", g.n(2025, 2026), g.n(1, 999999))), g.P("phone", g.phone("BR")), g.P("email", g.email(p)))
			}
			p := g.person("es")
			return fmt.Sprintf("Hola, pagué la cuota de admisión (%s) con la tarjeta %s y me cobraron dos veces. Folio de aspirante %s. Teléfono %s, correo %s.",
				g.K(g.pick("$1,200 MXN", "90 €", "US$ 75")), g.P("credit_card", g.card()), g.K(fmt.Sprintf("ASP-%06d", g.n(1, 999999))), g.P("phone", g.phone(g.pick("MX", "ES"))), g.P("email", g.email(p)))
		}},
		{"sso_oidc_debug_log", func(g *G) string {
			p := g.person("en")
			em := g.uniEmail(p)
			payload := fmt.Sprintf(`{"iss":"https://login.%s","sub":"%s","aud":"%s","email":"%s","eduPersonAffiliation":["student"],"iat":%d,"exp":%d}`, g.uni("en"), g.secret(lowNum, 12), g.secret(alnum, 20), em, g.unix(), g.unix()+300)
			return fmt.Sprintf("%s DEBUG oidc.callback user=%s acr=%s\n%s DEBUG id_token=%s\n%s ERROR token expired (clock skew %ds) for session %s",
				g.K(g.isoTS()), g.P("email", em), g.K("https://refeds.org/profile/mfa"), g.K(g.isoTS()), g.P("jwt", g.jwt(payload, true)), g.K(g.isoTS()), g.n(31, 600), g.K(g.secret(hexLo, 16)))
		}},
		{"campus_app_api_request", func(g *G) string {
			payload := fmt.Sprintf(`{"sub":"%s","roles":["student"],"campus":"%s","iat":%d,"exp":%d}`, g.studentID(), g.pick("main", "dearborn", "flint"), g.unix(), g.unix()+900)
			return fmt.Sprintf("%s /v2/%s HTTP/2\nHost: api.%s\nAuthorization: Bearer %s\nX-App-Version: %s\nAccept: application/json\n\n%s",
				g.pick("GET", "POST"), g.pick("dining/balance", "bus/arrivals?stop=2015", "mcard/transactions?limit=20", "laundry/rooms"), g.uni("en"), g.P("jwt", g.jwt(payload, false)), g.K(fmt.Sprintf("%d.%d.%d", g.n(3, 6), g.n(0, 20), g.n(0, 9))), g.pick("returns 401 after the 15 min expiry even with refresh", "works on iOS, fails on Android", ""))
		}},
		{"proctoring_webhook", func(g *G) string {
			p := g.person("en")
			return fmt.Sprintf("Incoming webhook from proctoring vendor:\nX-Signature: %s\n{\"event\":\"session.flagged\",\"exam_id\":\"%s\",\"course\":\"%s\",\"student\":{\"name\":\"%s\",\"email\":\"%s\"},\"flags\":[\"multiple_faces\"],\"session_token\":\"%s\",\"ts\":\"%s\"}",
				g.K("sha256="+g.secret(hexLo, 64)), g.K(fmt.Sprint(g.n(100000, 999999))), g.K(g.course()), p.Native, g.P("email", g.uniEmail(p)), g.P("jwt", g.jwt(fmt.Sprintf(`{"exam":%d,"sid":"%s","exp":%d}`, g.n(100000, 999999), g.secret(alnum, 10), g.unix()), false)), g.K(g.isoTS()))
		}},
		{"redcap_db_connection", func(g *G) string {
			pw := g.password()
			return fmt.Sprintf("REDCap upgrade to %s failed. database.php:\n$hostname = '%s';\n$db = 'redcap';\n$username = 'redcap_app';\n$password = '%s';\n$salt = '%s';\n\nAlso tried mysql://redcap_app:%s@%s:3306/redcap from the CLI, same error 1045.",
				g.K(fmt.Sprintf("%d.%d.%d", g.n(13, 15), g.n(0, 9), g.n(0, 40))), g.K(g.pick("redcap-db.", "mysql01.")+g.uni("en")), g.P("bearer", pw), g.P("bearer", g.secret(hexLo, 16)), pw, g.K(g.ipv4()))
		}},
		{"jupyterhub_token", func(g *G) string {
			return fmt.Sprintf("Course JupyterHub for %s:\nexport JUPYTERHUB_API_TOKEN=%s\ncurl -H \"Authorization: token %s\" https://%s/hub/api/users\n%s",
				g.K(g.courseSec()), g.P("bearer", g.hex32()), g.P("bearer", g.hex32()), g.pick("datahub.berkeley.edu", "jupyter.", "hub.")+g.pick("", "", "cs.")+g.pick("ds", "stat", "eng")+"."+g.uni("en"), g.pick("nbgrader can't list students, 403", "how do I give TAs admin?", ""))
		}},
		{"orcid_api_client", func(g *G) string {
			cid := "APP-" + g.secret(upNum, 16)
			return fmt.Sprintf("Registering our institutional repository with ORCID member API:\nclient_id: %s\nclient_secret: %s\nredirect: https://repository.%s/orcid/callback\nTest researcher ORCID %s, put-code %s. Getting invalid_scope for /activities/update.",
				g.K(cid), g.P("bearer", g.uuid()), g.uni("en"), g.K(g.orcid()), g.K(fmt.Sprint(g.n(1000000, 99999999))))
		}},
		{"library_proxy_password_email", func(g *G) string {
			p := g.person(g.pick("en", "de", "es"))
			return fmt.Sprintf("Hi library,\n\nOff-campus access to JSTOR via EZproxy keeps looping. Login %s, password %s (I know, I'll change it). Trying to get %s, ISBN %s, and the article doi:%s.\n\nThanks — %s\n%s",
				g.P("email", g.uniEmail(p)), g.P("bearer", g.password()), g.pick("the Cambridge Companion to Kant", "Handbook of Sociolinguistics", "Principles of Neural Science"), g.K(g.isbn()), g.K(g.doi()), p.Native, g.P("phone", g.phone(map[string]string{"en": "US", "de": "DE", "es": "ES"}[p.Loc])))
		}},
		{"google_maps_campus_app", func(g *G) string {
			return fmt.Sprintf("campus-map/src/config.js:\nexport const MAPS_API_KEY = \"%s\";\nexport const FIREBASE = { apiKey: \"%s\", projectId: \"%s\", appId: \"%s\" };\nexport const BUILDING_IDS = [%s, %s];\n// key restricted to *.%s ?",
				g.P("bearer", g.googleKey()), g.P("bearer", g.googleKey()), g.K(g.pick("campus-map-", "umich-nav-", "wayfind-")+g.digits(4)), g.K(fmt.Sprintf("1:%d:web:%s", g.n(100000000000, 999999999999), g.secret(hexLo, 22))), g.K(fmt.Sprintf("\"%04d\"", g.n(1, 9999))), g.K(fmt.Sprintf("\"%04d\"", g.n(1, 9999))), g.uni("en"))
		}},
		{"kaltura_admin_secret", func(g *G) string {
			return fmt.Sprintf("Kaltura MediaSpace lecture-capture integration\nPartner ID: %s\nAdmin secret: %s\nUser secret: %s\nCategory for %s: %s\nIs the admin secret needed for the Canvas REACH integration or just the user secret?",
				g.K(fmt.Sprint(g.n(1000000, 4999999))), g.P("bearer", g.hex32()), g.P("bearer", g.hex32()), g.K(g.courseSec()), g.K(fmt.Sprint(g.n(100000000, 399999999))))
		}},
		{"guest_wifi_event_notice", func(g *G) string {
			p := g.person("en")
			return fmt.Sprintf("Reminder for the %s workshop on %s in %s:\n• Guest Wi-Fi: %s, password %s\n• Zoom for remote attendees: Meeting ID %s\n• Building access: badge required after %s\nQuestions day-of: %s (%s)",
				g.pick("Grant Writing", "Research Data Management", "Teaching with AI", "Open Science"), g.K(g.date()), g.K(g.room()), g.K(g.pick("UM-Guest", "eduroam-visitor", "Campus-Events")), g.P("bearer", g.password()), g.K(g.zoomID()), g.K(g.pick("6 pm", "18:00", "7:30 pm")), p.Native, g.P("phone", g.phone("US")))
		}},
	}
}
