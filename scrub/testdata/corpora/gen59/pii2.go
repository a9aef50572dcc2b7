package main

import (
	"fmt"
	"strings"
)

func piiB() []T {
	return []T{
		{"qualtrics_api_call", func(g *G) string {
			sv := "SV_" + g.secret(alnum, 15)
			dc := g.pick("iad1", "ca1", "az1", "yul1", "fra1")
			s := fmt.Sprintf("curl -X POST 'https://%s.qualtrics.com/API/v3/surveys/%s/export-responses' \\\n  -H 'X-API-TOKEN: %s' \\\n  -H 'Content-Type: application/json' \\\n  -d '{\"format\":\"csv\",\"startDate\":\"%sT00:00:00Z\"}'",
				dc, g.K(sv), g.P("bearer", g.qualtricsTok()), g.K(g.isoDate()))
			if g.ch(0.5) {
				p := g.person("en")
				s += fmt.Sprintf("\n\nand to add a contact to the mailing list %s:\n{\"firstName\":\"%s\",\"lastName\":\"%s\",\"email\":\"%s\",\"phone\":\"%s\",\"extRef\":\"%s\"}", g.K("CG_"+g.secret(alnum, 15)), strings.Fields(p.Native)[0], p.Last, g.P("email", g.email(p)), g.P("phone", g.phone("US")), g.K(g.studentID()))
			} else {
				s += "\n\n→ 401 {\"meta\":{\"httpStatus\":\"401 - Unauthorized\",\"error\":{\"errorMessage\":\"Invalid API token\"}}}"
			}
			return s
		}},
		{"grant_budget_email", func(g *G) string {
			pi := g.person(g.pick("en", "de", "fr", "it"))
			ga := g.person("en")
			return fmt.Sprintf("Hi %s,\n\nAttached is the revised budget for %s (%s). Year 1 direct costs are %s; with the %s F&A rate the total comes to %s. I moved %s from equipment to the grad student line (%s, %s effort).\n\nPlease route through eRA by %s. Questions → my cell %s.\n\n--\n%s, PhD\nAssociate Professor, %s\n%s | %s\nORCID %s",
				ga.First, g.K(g.grant()), g.pick("PD/PI change", "no-cost extension", "continuation", "RPPR year 3"), g.K(g.usd(180000, 499000)), g.K(g.pick("56%", "57.5%", "61%", "26% MTDC")), g.K(g.usd(280000, 780000)), g.K(g.usd(5000, 40000)), ga.Native, g.K(g.pick("50%", "6 calendar months", "3.0 person-months")),
				g.K(g.date()), g.P("phone", g.phone("US")), pi.Native, g.pick("Biostatistics", "Chemical Engineering", "Linguistics", "Neuroscience"), g.P("email", g.uniEmail(pi)), g.P("phone", g.phone("US"))+g.ext(0.35), g.K(g.orcid()))
		}},
		{"lab_notebook_entry", func(g *G) string {
			s := fmt.Sprintf("%s — %s\nSample %s, %s µL at %s ng/µL, run %s on the %s.\nPlate ID %s, lot %s (Cat# %s).\n",
				g.K(g.isoDate()), g.pick("qPCR", "Western blot", "LC-MS run", "cryo-EM grid screen", "ELISA"), g.K(fmt.Sprintf("LN-%d-%02d-%03d", g.n(2023, 2025), g.n(1, 12), g.n(1, 300))), g.K(fmt.Sprint(g.pick2(2, 5, 10, 20))), g.K(fmt.Sprintf("%.1f", 5+g.r.Float64()*90)), g.K(fmt.Sprintf("#%d", g.n(10, 99))), g.pick("QuantStudio 5", "Orbitrap Exploris", "Krios G4", "SpectraMax"), g.K(fmt.Sprintf("PL-%05d", g.n(1, 99999))), g.K(fmt.Sprint(g.n(1000000, 9999999))), g.K(fmt.Sprintf("%d-%03d", g.n(10000, 99999), g.n(1, 999))))
			switch g.n(0, 2) {
			case 0:
				s += fmt.Sprintf("Instrument PC login: labuser / %s (do not change, shared)\n", g.P("bearer", g.password()))
			case 1:
				s += fmt.Sprintf("pushed analysis to github w/ token %s (expires in 30d)\n", g.P("bearer", g.ghToken()))
			default:
				s += fmt.Sprintf("core facility contact: %s, %s\n", g.P("email", g.uniEmail(g.person("en"))), g.P("phone", g.phone("US")))
			}
			s += g.pick("Result: Ct values consistent across triplicates.", "Note: band at ~55 kDa weaker than last run.", "Next: repeat with fresh buffer.")
			return s
		}},
		{"research_env_file", func(g *G) string {
			var lines []string
			lines = append(lines, "# .env for "+g.pick("the llm-eval project", "thesis-experiments", "nlp-lab/annotator", "climate-downscaling"))
			lines = append(lines, "OPENAI_API_KEY="+g.P("bearer", g.openaiKey()))
			if g.ch(0.7) {
				lines = append(lines, "HF_TOKEN="+g.P("bearer", g.hfToken()))
			}
			if g.ch(0.6) {
				lines = append(lines, "WANDB_API_KEY="+g.P("bearer", g.wandb()))
			}
			lines = append(lines, "WANDB_PROJECT="+g.K(g.pick("gpt-annotations-v2", "downscale-cmip6", "ablation-0419")))
			lines = append(lines, "SLURM_ACCOUNT="+g.K(g.pick("def-", "pi-", "ucb")+fmt.Sprint(g.n(100, 999))))
			lines = append(lines, "SEED="+g.K(fmt.Sprint(g.n(1, 9999))))
			return g.pick("my jobs on the cluster can't read this env file, what's wrong?\n", "", "accidentally committed this, how bad is it?\n") + strings.Join(lines, "\n")
		}},
		{"it_password_reset_ticket", func(g *G) string {
			p := g.person(g.pick("en", "es", "zh", "hi"))
			tk := g.ticket()
			uniq := strings.ToLower(p.First[:1] + p.Last)
			return fmt.Sprintf("%s | Password reset – %s\nCaller: %s (%s)\nCallback: %s\nDescription: User locked out of %s after Duo push failed. Verified identity via UMID %s and DOB.\nResolution: Reset password to temporary %s, forced change at next login. Advised user to re-enroll Duo at %s.\nAssigned to: Service Desk Tier 1",
				g.K(tk), uniq, p.Native, g.P("email", g.uniEmail(p)), g.P("phone", g.phone("US")), g.pick("Wolverine Access", "Canvas and Gmail", "the VPN", "Workday"), g.K(fmt.Sprint(g.n(10000000, 99999999))), g.P("bearer", g.password()), g.pick("duo.umich.edu", "the account portal", "mfa.it.example.edu"))
		}},
		{"eduroam_setup_chat", func(g *G) string {
			p := g.person(g.pick("en", "de", "nl", "fr", "es"))
			user := g.uniEmail(p)
			return fmt.Sprintf("IT Chat — %s\nStudent: eduroam keeps asking for my password on Android\nAgent: Please use EAP method PEAP, phase 2 MSCHAPV2, CA certificate \"Use system certificates\", domain %s\nStudent: identity %s password %s, still fails\nAgent: Please don't send your password here — I'd recommend changing it now. Does your device MAC %s show in the registration portal?\nStudent: yes since %s",
				g.K(g.isoTS()), g.K("radius."+strings.SplitN(user, "@", 2)[1]), g.P("email", user), g.P("bearer", g.password()), g.K(g.mac()), g.K(g.date()))
		}},
		{"vpn_config_ticket", func(g *G) string {
			p := g.person("en")
			return fmt.Sprintf("Ticket %s\nSubject: GlobalProtect can't connect from home\n\nPortal: %s\nGateway IP %s\nUsername: %s\nPassword: %s\nOS: %s\nError: \"Authentication failed: Invalid username or password\" at %s\n\nCall me at %s if you need remote session. Thx",
				g.K(g.ticket()), g.K("vpn."+g.uni("en")), g.K(g.ipv4()), strings.ToLower(p.First[:1]+p.Last)+g.digits(2), g.P("bearer", g.password()), g.pick("macOS 14.5", "Windows 11 23H2", "Ubuntu 22.04"), g.K(g.clock()), g.P("phone", g.phone("US")))
		}},
		{"library_account_fr", func(g *G) string {
			p := g.person("fr")
			ph := g.phone("FR")
			return fmt.Sprintf("Bonjour,\n\nJe n'arrive pas à prolonger l'emprunt de « %s » (cote %s, code-barres %s). Ma carte de lecteur porte le numéro %s. Le retour est prévu le %s mais je suis en stage à Lyon.\n\nPouvez-vous me contacter au %s ou par mail : %s ?\n\nCordialement,\n%s\nÉtudiante en M2, n° étudiant %s",
				g.pick("Introduction à la sociolinguistique", "Analyse réelle et complexe", "Histoire de la Révolution", "Chimie organique"), g.K(g.pick("306.44 LAB", "515 RUD", "944.04 SOB", "547 CLA")), g.K(g.libBarcode()), g.K(g.libBarcode()), g.K(fmt.Sprintf("%02d/%02d/%d", g.n(1, 28), g.n(1, 12), g.n(2024, 2026))), g.P("phone", ph), g.P("email", g.email(p)), p.Native, g.K(fmt.Sprint(g.n(21000000, 22999999))))
		}},
		{"alumni_crm_csv", func(g *G) string {
			var b strings.Builder
			b.WriteString("constituent_id,name,class_year,preferred_email,home_phone,last_gift_date,last_gift_amt,fund\n")
			for i, n := 0, g.n(3, 5); i < n; i++ {
				p := g.person("en")
				fmt.Fprintf(&b, "%s,\"%s\",%s,%s,%s,%s,%s,%s\n", g.K(fmt.Sprint(g.n(1000000, 9999999))), p.Native, g.K(fmt.Sprint(g.n(1965, 2020))), g.P("email", g.email(p)), g.P("phone", g.phone(g.pick("US", "US", "CA", "UK"))), g.K(g.isoDate()), g.K(fmt.Sprint(g.pick2(25, 50, 100, 250, 1000, 5000))), g.K(g.pick("ANNUAL-FUND", "SCH-ENDOW-112", "ATHL-GEN", "LIB-FRIENDS")))
			}
			return g.pick("Reunion phonathon list, pull anyone with no gift since 2022:\n", "", "Raiser's Edge export for the class agents:\n") + b.String()
		}},
		{"alumni_gift_call_notes", func(g *G) string {
			p := g.person("en")
			num := g.cardNum(g.pick("visa", "mc", "amex", "disc"))
			return fmt.Sprintf("Phonathon call notes %s\nAlum: %s '%d, constituent ID %s\nReached at %s. Pledged %s to %s. Paid by card over phone: %s exp %s. Wants receipt emailed to %s. Employer match (%s) — remind in %s.",
				g.K(g.date()), p.Native, g.n(70, 99), g.K(fmt.Sprint(g.n(1000000, 9999999))), g.P("phone", g.phone("US")), g.K(g.usd(50, 2500)), g.K(g.pick("the Annual Fund", "Fund 40213 Scholarship", "Athletics")), g.P("credit_card", g.cardFmt(num)), g.K(fmt.Sprintf("%02d/%d", g.n(1, 12), g.n(2026, 2030))), g.P("email", g.email(p)), g.pick("Microsoft", "Boeing", "GE"), g.pick("March", "June", "Q4"))
		}},
		{"parent_teacher_es", func(g *G) string {
			pa := g.person("es")
			kid := strings.Fields(g.person("es").Native)[0]
			return fmt.Sprintf("Buenos días maestra %s,\n\nSoy la mamá de %s, de %s grado salón %s. Mañana %s no podrá asistir porque tiene cita con el dentista a las %s. ¿Me puede enviar la tarea de matemáticas (páginas %d-%d)? Mi celular es %s y mi correo %s.\n\nGracias,\n%s",
				g.pk(lastByLoc["es"]), kid, g.pick("2º", "3er", "4º", "5º"), g.K(fmt.Sprint(g.n(101, 230))), kid, g.K(g.pick("9:30", "10:15", "11:00", "8:45")), g.n(40, 60), g.n(61, 70), g.P("phone", g.phone(g.pick("US", "MX", "ES"))), g.P("email", g.email(pa)), pa.Native)
		}},
		{"parent_school_ar", func(g *G) string {
			pa := g.person("ar")
			ph := g.phone(g.pick("SA", "EG"))
			if g.ch(0.5) {
				ph = conv(ph, "arab")
			}
			return fmt.Sprintf("السلام عليكم، أنا %s ولي أمر الطالب في الصف %s فصل %s. أرجو إبلاغي بموعد اختبار الرياضيات، فقد ذكر المعلم أنه يوم %s. رقم جوالي %s والبريد الإلكتروني %s. شكراً لكم.",
				pa.Native, g.pick("الرابع", "الخامس", "الثاني المتوسط", "الأول الثانوي"), g.K(g.pick("٤/ب", "5-A", "٢/أ", "3B")), g.K(g.pick("الأحد ١٢/٣", "الثلاثاء 14/5", "الخميس ٢٠/١٠")), g.P("phone", ph), g.P("email", g.email(pa)))
		}},
		{"tutoring_marketplace_chat", func(g *G) string {
			t := g.person(g.pick("en", "hi", "ng", "es"))
			s := g.person("en")
			cc := map[string]string{"en": "US", "hi": "IN", "ng": "NG", "es": "MX"}[t.Loc]
			wa := g.intlMobileDigits(cc)
			return fmt.Sprintf("%s (tutor): Hi %s! I can help with %s. My rate is %s/hr, first session %s.\n%s: great, can we do %s at %s EST? Booking %s\n%s (tutor): Sure. Platform messages are slow, just WhatsApp me: wa.me/%s or email %s\n%s: ok will do, my number is %s",
				t.First, s.First, g.K(g.pick("AP Calculus BC", "Organic Chem", "SAT Math", "IB Physics HL", "Stats 250")), g.K("$"+fmt.Sprint(g.pick2(35, 40, 45, 60, 80))), g.pick("free", "half price"), s.First, g.pick("Tuesday", "Sunday", "Thursday"), g.K(g.clock()), g.K("#"+fmt.Sprint(g.n(100000, 999999))), t.First, g.P("phone", wa), g.P("email", g.email(t)), s.First, g.P("phone", g.phone("US")))
		}},
		{"tutoring_stripe_config", func(g *G) string {
			return fmt.Sprintf("# tutor-marketplace/config/production.yml\nstripe:\n  publishable_key: %s\n  secret_key: %s\n  webhook_secret: %s\n  price_ids:\n    hourly_session: %s\n    package_10: %s\nplatform_fee_percent: %s\n",
				g.K(g.stripePK()), g.P("bearer", g.stripeSK()), g.P("bearer", g.stripeWh()), g.K("price_1"+g.secret(alnum, 23)), g.K("price_1"+g.secret(alnum, 23)), g.K(g.pick("15", "20", "12.5")))
		}},
		{"lti13_launch_id_token", func(g *G) string {
			p := g.person(g.pick("en", "es", "de", "zh"))
			iss := "https://" + g.pick("canvas.instructure.com", "moodle."+g.uni("de"), "learn.d2l.com", "blackboard.com")
			dep := fmt.Sprintf("%d:%s", g.n(1, 999), g.secret(hexLo, 40))
			cid := g.canvasDevKey()
			payload := fmt.Sprintf(`{"iss":"%s","sub":"%s","aud":"%s","exp":%d,"iat":%d,"nonce":"%s","name":"%s","email":"%s","https://purl.imsglobal.org/spec/lti/claim/deployment_id":"%s","https://purl.imsglobal.org/spec/lti/claim/roles":["http://purl.imsglobal.org/vocab/lis/v2/membership#Learner"]}`, iss, g.uuid(), cid, g.unix()+3600, g.unix(), g.secret(alnum, 20), p.First+" "+p.Last, g.uniEmail(p), dep)
			tok := g.jwt(payload, true)
			return fmt.Sprintf("Our LTI 1.3 tool rejects the launch with 'invalid signature'. POST body:\n\nstate=%s&id_token=%s\n\nclient_id %s, deployment_id %s, JWKS at %s/api/lti/security/jwks",
				g.K(g.uuid()), g.P("jwt", tok), g.K(cid), g.K(dep), iss)
		}},
		{"lti11_tool_config", func(g *G) string {
			key := g.pick("turnitin", "piazza", "gradescope", "vitalsource", "kaltura") + "_" + g.digits(4)
			return fmt.Sprintf("%s\n\nConsumer Key: %s\nShared Secret: %s\nLaunch URL: https://%s/lti/launch\nCourse: %s (%s)\n%s",
				g.pick("Setting up the external tool (LTI 1.1) in Blackboard:", "Moodle External tool config:", "Sakai basic LTI settings:"), g.K(key), g.P("bearer", g.secret(alnum, 32)), g.pick("lti.turnitin.com", "piazza.com", "www.gradescope.com", "bc.vitalsource.com"), g.K(g.course()), g.K(g.term()), g.pick("Tool loads but grades don't pass back.", "Getting 'OAuth signature mismatch'.", ""))
		}},
		{"zoom_s2s_oauth", func(g *G) string {
			acct := g.secret(alnum, 22)
			cid := g.secret(alnum, 22)
			sec := g.secret(alnum, 32)
			basic := b64std(cid + ":" + sec)
			return fmt.Sprintf("Trying to pull lecture recordings for %s via Server-to-Server OAuth:\n\ncurl -X POST 'https://zoom.us/oauth/token?grant_type=account_credentials&account_id=%s' \\\n  -H 'Authorization: Basic %s'\n\nClient ID: %s\nClient secret: %s\nMeeting ID: %s\nGot {\"reason\":\"Invalid client_id or client_secret\",\"error\":\"invalid_client\"}",
				g.K(g.course()), g.K(acct), g.P("bearer", basic), g.K(cid), g.P("bearer", sec), g.K(g.zoomID()))
		}},
		{"google_classroom_api", func(g *G) string {
			cid := fmt.Sprint(g.n(100000000000, 999999999999))
			p := g.person("en")
			return fmt.Sprintf("GET https://classroom.googleapis.com/v1/courses/%s/studentSubmissions?courseWorkId=%s\nAuthorization: Bearer %s\n\n{\n  \"studentSubmissions\": [{\"userId\": \"%s\", \"state\": \"TURNED_IN\", \"assignedGrade\": %d, \"updateTime\": \"%s\"}]\n}\nuser %s (%s) says the grade didn't sync to the SIS",
				g.K(cid), g.K(fmt.Sprint(g.n(100000000000, 999999999999))), g.P("bearer", g.ya29()), g.K("1"+g.digits(20)), g.n(60, 100), g.K(g.isoTS()), p.Native, g.P("email", p.First[:1]+strings.ToLower(p.Last)+fmt.Sprint(g.n(10, 99))+"@students."+g.pick("dpsk12.org", "lausd.net", "fcps.edu", "cps.edu")))
		}},
		{"ms_graph_education", func(g *G) string {
			tid := g.uuid()
			iat := g.unix()
			payload := fmt.Sprintf(`{"aud":"https://graph.microsoft.com","iss":"https://sts.windows.net/%s/","iat":%d,"exp":%d,"app_displayname":"SIS Sync","appid":"%s","roles":["EduRoster.Read.All"],"tid":"%s"}`, tid, iat, iat+3599, g.uuid(), tid)
			return fmt.Sprintf("SDS sync failing. Request:\nGET https://graph.microsoft.com/v1.0/education/classes/%s/members\nAuthorization: Bearer %s\n\nTenant %s, class %s. Response 403 Authorization_RequestDenied.",
				g.K(g.uuid()), g.P("jwt", g.jwt(payload, true)), g.K(tid), g.K(g.courseSec()))
		}},
	}
}
