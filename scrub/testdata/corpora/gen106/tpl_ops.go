package main

import (
	"fmt"
	"strings"
)

func opsTemplates() []T {
	return []T{
		// ---------------- helpdesk password resets ----------------
		{"helpdesk_reset_servicenow", func(b *B) string {
			p := per("en")
			return fmt.Sprintf("%s - Password reset - %s\nCaller: %s <%s>\nCallback number: %s\nVerification: employee ID %s + last 4 of SSN (%s) matched HR record.\nWork notes: AD password reset, temporary password set to %s, must change at next logon. Closed as First Call Resolution.",
				b.K(inc()), b.K(tsS()), p.Disp, b.E(workEmail(p, orgDomain("en"))), b.Ph(phoneUS()), b.K(empID()), b.K(maskedSSN()), b.T(tempPw()))
		}},
		{"helpdesk_reset_de", func(b *B) string {
			p := per("de")
			return fmt.Sprintf("Hallo %s,\n\nIhr Kennwort wurde wie telefonisch besprochen zurückgesetzt (Ticket %s).\nBenutzername: %s\nInitialkennwort: %s\n\nBitte ändern Sie das Kennwort bei der ersten Anmeldung. Bei Rückfragen erreichen Sie uns unter %s oder per Mail an servicedesk@%s.\n\nMit freundlichen Grüßen\nIhr IT-Servicedesk",
				p.First, b.K(ticket()), b.E(workEmail(p, orgDomain("de"))), b.T(tempPw()), "+49 89 "+fmt.Sprint(ri(2000000, 9999999))+"-0", orgDomain("de"))
		}},
		{"helpdesk_reset_fr", func(b *B) string {
			p := per("fr")
			return fmt.Sprintf("Bonjour %s,\n\nSuite à votre appel du %s, votre mot de passe a été réinitialisé.\nIdentifiant : %s\nMot de passe provisoire : %s\nVous devrez le modifier à la première connexion. Le code de vérification a été envoyé au %s.\n\nCordialement,\nSupport informatique – demande n° %s",
				p.First, b.K(dateFR()), b.E(workEmail(p, orgDomain("fr"))), b.T(tempPw()), b.Ph(phoneLocal("fr")), b.K(fmt.Sprint(ri(100000, 999999))))
		}},
		{"helpdesk_reset_es", func(b *B) string {
			p := per("es")
			return fmt.Sprintf("Hola %s:\n\nHemos restablecido tu contraseña (incidencia %s).\nUsuario: %s\nContraseña temporal: %s\nTe pedirá cambiarla al iniciar sesión. Si no has sido tú, llámanos al %s o escribe a tu móvil registrado (%s).\n\nUn saludo,\nCentro de Atención al Usuario",
				p.First, b.K(inc()), b.E(workEmail(p, orgDomain("es"))), b.T(tempPw()), "900 "+fmt.Sprint(ri(100, 999))+" "+fmt.Sprint(ri(100, 999)), b.Ph(phoneLocal("es")))
		}},
		{"helpdesk_reset_ja", func(b *B) string {
			p := per("ja")
			return fmt.Sprintf("%s 様\n\nお問い合わせ番号 %s の件、パスワードをリセットしました。\nユーザーID：%s\n仮パスワード：%s\n初回ログイン時に変更してください。ご不明点は %s までご連絡ください。\n\n情報システム部 ヘルプデスク（内線 %s）",
				p.Disp, b.K(ticket()), b.E(workEmail(p, orgDomain("ja"))), b.T(tempPw()), b.Ph(phoneLocal("ja")), b.K(ext4()))
		}},
		{"helpdesk_slack_chat", func(b *B) string {
			p := per("en")
			return fmt.Sprintf("[%s] #it-helpdesk\n%s: reset done for %s — temp pw is `%s`, he has to change it on first login\n%s: thx, texting him at %s since he's locked out of email\n%s: 👍 closing %s",
				b.K(pick("10:42", "14:07", "09:15", "16:58")), pick("mike.t", "sara_k", "jlee"), p.First, b.T(tempPw()), pick("ana", "dev.ops", "tom"), b.Ph(phoneUS()), pick("mike.t", "sara_k"), b.K(ticket()))
		}},
		{"helpdesk_identity_verify_ssn", func(b *B) string {
			p := per("en")
			return fmt.Sprintf("%s  Account recovery for %s (no MFA device). Caller gave full SSN %s and DOB for verification against Workday; employee ID %s. Manager %s approved. Reset Okta factors.\n[internal] pls don't paste SSNs into tickets, last 4 (%s) is enough",
				b.K(inc()), p.Disp, b.S(ssn()), b.K(empID()), b.E(workEmail(per("en"), orgDomain("en"))), b.K(maskedSSN()))
		}},
		{"helpdesk_email_reply", func(b *B) string {
			p, a := per(""), per("")
			dom := orgDomain(p.Lang)
			return fmt.Sprintf("From: IT Service Desk <%s>\nTo: %s\nCc: %s\nSubject: RE: [%s] Locked out of VPN\nDate: %s\n\nHi %s,\nYour VPN account has been unlocked and the password reset. Your new password is %s — please change it at https://passwordreset.microsoftonline.com.\n\nThanks,\n%s",
				"servicedesk@"+dom, b.E(workEmail(p, dom)), b.E(workEmail(a, dom)), b.K(ticket()), b.K(pick("Mon, 3 Mar 2025 09:14:22 +0100", "Tue, 14 Jan 2025 16:02:51 -0500", "Fri, 9 May 2025 11:30:07 +0900")), p.First, b.T(tempPw()), a.Disp)
		}},
		{"helpdesk_jira_comment", func(b *B) string {
			p := per("")
			return fmt.Sprintf("h3. Access request %s\n*Requester:* [~%s%s]\n*Contact:* %s / %s\n{code:title=credentials}\nusername: %s\npassword: %s\n{code}\n_Please rotate after first login._",
				b.K(pick("ITSD", "IAM", "OPS")+"-"+fmt.Sprint(ri(100, 9999))), p.FA[:1], p.LA, b.E(workEmail(p, orgDomain(p.Lang))), b.Ph(phoneLocal(p.Lang)), p.FA+"."+p.LA, b.T(password()))
		}},
		{"helpdesk_zendesk_json", func(b *B) string {
			p := per("")
			return fmt.Sprintf(`{"ticket":{"id":%d,"subject":"Cannot log in to SSO","status":"open","requester":{"name":"%s","email":"%s","phone":"%s"},"description":"I reset my password to %s but SSO still says invalid credentials. Please help, I have a client call at %s.","created_at":"%s","tags":["sso","password"]}}`,
				ri(10000, 999999), p.Disp, b.E(persEmail(p)), b.Ph(phoneLocal(p.Lang)), b.T(password()), b.K(pick("3pm", "10:30", "14:00")), b.K(ts()[:19]+"Z"))
		}},
		{"helpdesk_sms_otp_log", func(b *B) string {
			p := per("")
			return fmt.Sprintf("%s sms-gateway INFO to=%s template=password_reset_otp locale=%s msg=\"Your %s verification code is %s. It expires in 10 minutes.\" status=delivered sid=SM%s user=%s",
				b.K(ts()), b.Ph(phoneE164(p.Lang)), p.Lang, strings.Split(orgDomain(p.Lang), ".")[0], fmt.Sprint(ri(100000, 999999)), hexs(32), b.E(workEmail(p, orgDomain(p.Lang))))
		}},
		{"helpdesk_voicemail_transcript", func(b *B) string {
			p := per("en")
			return fmt.Sprintf("Voicemail transcript (%s, 0:%02d): \"Hi, this is %s from accounts payable, extension %s. I'm locked out again after the password change. Could you call me back on my cell, %s? Thanks.\"",
				b.K(tsS()), ri(15, 59), p.Disp, b.K(ext4()), b.Ph(uq(func() string {
					a, e, l := pick(usAreas...), nxx(), line4()
					return pick(a+" "+e+" "+l, a+"-"+e+"-"+l, "("+a+") "+e+"-"+l)
				})))
		}},
		{"helpdesk_teams_de", func(b *B) string {
			p := per("de")
			return fmt.Sprintf("[%s] %s: Hi, kannst du mir kurz das neue Passwort für den Funktionsaccount buchhaltung@%s schicken?\n[%s] IT-Support: Passwort: %s – bitte nicht weiterleiten. Handy für MFA ist jetzt %s.",
				b.K(pick("08:12", "11:47", "15:30")), p.Disp, orgDomain("de"), b.K(pick("08:14", "11:49", "15:33")), b.T(password()), b.Ph(phoneLocal("de")))
		}},
		{"helpdesk_whatsapp_es", func(b *B) string {
			p := per("es")
			return fmt.Sprintf("%s, %s - %s: Hola, soy %s de administración, me he quedado bloqueada. Mi correo es %s\n%s, %s - Soporte TI: Te he puesto la clave temporal %s, cámbiala al entrar 🙏",
				b.K(dateFR()), b.K(pick("9:02", "12:15", "18:40")), b.Ph(phoneLocal("es")), p.First, b.E(workEmail(p, orgDomain("es"))), dateFR(), pick("9:05", "12:19", "18:44"), b.T(tempPw()))
		}},
		{"helpdesk_ticket_fr_ssn_like", func(b *B) string {
			p := per("en")
			return fmt.Sprintf("Ticket %s — Salarié détaché aux États-Unis, %s : le portail paie ADP demande son SSN pour activer le compte. Numéro fourni par le salarié : %s. Merci de le saisir dans Workday puis de supprimer ce commentaire. Contact : %s",
				b.K(fmt.Sprint(ri(100000, 999999))), p.Disp, b.S(ssn()), b.E(workEmail(p, orgDomain("fr"))))
		}},
		// ---------------- service-account handover ----------------
		{"handover_aws_keys", func(b *B) string {
			p := per("")
			return fmt.Sprintf("Handover: IAM user svc-backup-%s (owner %s, leaving %s)\n[default]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = %s\n# rotate after handover, key age %d days",
				pick("s3", "rds", "logs"), b.E(workEmail(p, orgDomain(p.Lang))), b.K(date()), b.K(akia()), b.T(awsSecret()), pick("eu-central-1", "us-east-1", "ap-northeast-1", "eu-west-3"), ri(90, 900))
		}},
		{"handover_db_creds_md", func(b *B) string {
			var sb strings.Builder
			sb.WriteString("| Service | Host | Port | User | Password | Rotated |\n|---|---|---|---|---|---|\n")
			for _, s := range []string{"PostgreSQL (idm)", "MySQL (helpdesk)", "MSSQL (payroll)"} {
				fmt.Fprintf(&sb, "| %s | %s | %s | %s | %s | %s |\n", s, b.K(ipPriv()), pick("5432", "3306", "1433"), pick("svc_idm", "hd_app", "payroll_ro", "sa"), b.T(password()), b.K(date()))
			}
			return "## Credentials for Ops handover (delete after vault import)\n" + strings.TrimRight(sb.String(), "\n")
		}},
		{"handover_k8s_secret", func(b *B) string {
			pw := password()
			return fmt.Sprintf("$ kubectl -n identity get secret keycloak-db -o yaml\napiVersion: v1\ndata:\n  password: %s\n  username: %s\nkind: Secret\nmetadata:\n  creationTimestamp: \"%s\"\n  name: keycloak-db\n  namespace: identity\n  resourceVersion: \"%d\"\n  uid: %s\ntype: Opaque",
				b.T(b64std([]byte(pw))), b64std([]byte("keycloak")), b.K(ts()[:19]+"Z"), ri(1000000, 99999999), b.K(uuid()))
		}},
		{"handover_vault_kv", func(b *B) string {
			return fmt.Sprintf("$ vault kv get secret/iam/ldap-bind\n====== Secret Path ======\nsecret/data/iam/ldap-bind\n\n======= Metadata =======\nKey                Value\n---                -----\ncreated_time       %s\nversion            %d\n\n====== Data ======\nKey         Value\n---         -----\nbind_dn     cn=svc-okta-agent,ou=svc,dc=corp,dc=local\npassword    %s\nscim_token  %s",
				b.K(ts()), ri(2, 30), b.T(password()), b.T(urlTok(44)))
		}},
		{"handover_env_file", func(b *B) string {
			p := per("")
			return fmt.Sprintf("# .env for idm-bridge (prod) — maintainer %s\nOKTA_ORG_URL=https://%s\nOKTA_CLIENT_ID=%s\nOKTA_CLIENT_SECRET=%s\nLDAP_BIND_PASSWORD=%s\nSMTP_PASS=%s\nSENTRY_DSN=https://%s@o%d.ingest.sentry.io/%d\nLOG_LEVEL=info",
				b.E(workEmail(p, orgDomain(p.Lang))), oktaOrg(orgDomain(p.Lang)), b.K(oktaID("0oa")), b.T(urlTok(40)), b.T(password()), b.T(password()), hexs(32), ri(100000, 999999), ri(1000000, 9999999))
		}},
		{"handover_email_de", func(b *B) string {
			p, q := per("de"), per("de")
			dom := orgDomain("de")
			return fmt.Sprintf("Hallo %s,\n\nwie besprochen die Zugangsdaten für den Dienstaccount svc-dms (DMS-Import), bis ich am %s gehe:\nBenutzer: %s\\svc-dms\nPasswort: %s\nDas Kennwort läuft nicht ab (PasswordNeverExpires). Bitte nach Übernahme ändern und im Passwortsafe hinterlegen.\n\nGruß\n%s\n%s",
				q.First, b.K(dateDE()), strings.ToUpper(strings.Split(dom, ".")[0][:5]), b.T(password()), p.Disp, b.Ph(phoneLocal("de")))
		}},
		{"handover_github_tokens", func(b *B) string {
			p := per("")
			return fmt.Sprintf("Machine user @%s-ci (org owner handover from %s):\n- classic PAT (repo, admin:org): %s  expires %s\n- deploy key (public): %s\n- recovery email on the account: %s",
				strings.Split(orgDomain(p.Lang), ".")[0], p.Disp, b.T(ghp()), b.K(date()), b.K(sshPub()), b.E(persEmail(p)))
		}},
		{"handover_slack_app", func(b *B) string {
			return fmt.Sprintf("Slack app \"Offboarding Bot\" (App ID %s)\nBot User OAuth Token: %s\nSigning Secret: %s\nVerification Token (deprecated): %s\nRequest URL: https://hooks.%s/slack/events",
				b.K("A0"+fromSet(upper+digs, 9)), b.T(slackBot()), b.T(hexTok(32)), b.T(randTok(24)), orgDomain(randLang()))
		}},
		{"handover_jdbc_strings", func(b *B) string {
			return fmt.Sprintf("spring.datasource.url=jdbc:postgresql://%s:5432/keycloak?user=keycloak&password=%s&sslmode=require\n# reporting replica\nREPORTING_DSN=postgresql://report_ro:%s@pg-replica.internal:5432/iam\nspring.datasource.hikari.maximum-pool-size=%d",
				b.K(ipPriv()), b.T(password()), b.T(urlTok(20)), ri(5, 40))
		}},
		{"handover_sftp_fr", func(b *B) string {
			p := per("fr")
			return fmt.Sprintf("Accès SFTP prestataire paie (transmis par %s le %s) :\nHôte : sftp.%s\nPort : 22\nIdentifiant : paie_export\nMot de passe : %s\nEmpreinte de la clé hôte : SHA256:%s\nEn cas de souci : %s",
				p.Disp, b.K(dateFR()), orgDomain("fr"), b.T(password()), b.K(fromSet(b64S, 43)), b.Ph(phoneLocal("fr")))
		}},
		{"handover_duo_json", func(b *B) string {
			return fmt.Sprintf("{\n  \"duo\": {\n    \"ikey\": \"%s\",\n    \"skey\": \"%s\",\n    \"api_host\": \"api-%s.duosecurity.com\"\n  },\n  \"auth0\": {\n    \"domain\": \"%s.eu.auth0.com\",\n    \"client_id\": \"%s\",\n    \"client_secret\": \"%s\"\n  }\n}",
				b.K("DI"+fromSet(upper+digs, 18)), b.T(randTok(40)), hexs(8), strings.Split(orgDomain(randLang()), ".")[0], b.K(alnum(32)), b.T(urlTok(64)))
		}},
		{"handover_ssh_passphrase", func(b *B) string {
			p := per("")
			return fmt.Sprintf("Bastion access for the on-call rotation:\nHost: bastion.%s (%s)\nUser: svc-oncall\nPublic key: %s oncall@bastion\nPrivate key: in 1Password vault \"Infra\", passphrase: %s\nQuestions → %s",
				orgDomain(p.Lang), b.K(ip()), b.K(sshPub()), b.T(password()), b.E(workEmail(p, orgDomain(p.Lang))))
		}},
		{"handover_ja", func(b *B) string {
			p := per("ja")
			return fmt.Sprintf("【引き継ぎ】サービスアカウント情報\nシステム：勤怠管理（%s）\nアカウント：svc-kintai\nパスワード：%s\nAPIトークン：%s\n前任：%s（%s）\n※%s までにパスワードを変更してください。",
				b.K("v"+ver()), b.T(password()), b.T(urlTok(40)), p.Disp, b.E(workEmail(p, orgDomain("ja"))), b.K(dateJA()))
		}},
		{"handover_es", func(b *B) string {
			p := per("es")
			return fmt.Sprintf("Traspaso de credenciales – cuenta de servicio de copias (Veeam)\nServidor: %s\nUsuario: svc_veeam\nContraseña: %s\nResponsable saliente: %s, %s, tel. %s\nFecha de baja: %s",
				b.K(ipPriv()), b.T(password()), p.Disp, b.E(workEmail(p, orgDomain("es"))), b.Ph(phoneLocal("es")), b.K(dateFR()))
		}},
		{"handover_okta_api_token_note", func(b *B) string {
			p := per("")
			return fmt.Sprintf("Okta API tokens owned by %s (must be re-created under a service admin before deactivation):\n  name: workday-import   created %s   last used %s   value (from vault): %s\n  name: scim-bridge      created %s   last used never  value: ${OKTA_SCIM_TOKEN}",
				b.E(workEmail(p, orgDomain(p.Lang))), b.K(date()), b.K(date()), b.T(oktaToken()), date())
		}},
		{"handover_curl_basic_auth", func(b *B) string {
			u, pw := "svc-jira-sync", password()
			return fmt.Sprintf("curl -s -H \"Authorization: Basic %s\" \"https://jira.%s/rest/api/2/user/search?username=.&maxResults=%d\" | jq '.[].emailAddress'",
				b.T(b64std([]byte(u+":"+pw))), orgDomain(randLang()), ri(50, 1000))
		}},
		// ---------------- offboarding ----------------
		{"offboarding_checklist_en", func(b *B) string {
			p := per("en")
			dom := orgDomain("en")
			return fmt.Sprintf("## Offboarding: %s (last day %s)\n- [x] Suspend Okta account %s\n- [x] Transfer Google Drive to manager\n- [ ] Cancel corporate Amex %s\n- [ ] Forward final W-2 to personal email %s\n- [ ] Confirm COBRA mailing, phone on file %s\n- [ ] Collect laptop asset %s, YubiKey serial %s",
				p.Disp, b.K(date()), b.E(workEmail(p, dom)), b.C(card("amex", 0)), b.E(persEmail(p)), b.Ph(phoneUS()), b.K("LT-"+digits(5)), b.K(fmt.Sprint(ri(10000000, 29999999))))
		}},
		{"offboarding_checklist_de", func(b *B) string {
			p := per("de")
			dom := orgDomain("de")
			return fmt.Sprintf("Austrittscheckliste – %s, Personalnummer %s, letzter Arbeitstag %s\n☑ AD-Konto deaktivieren, Postfach %s in freigegebenes Postfach umwandeln\n☐ Firmenkreditkarte %s sperren lassen\n☐ Diensthandy %s zurückgeben, Rufnummer auf Nachfolger portieren\n☐ Private Anschrift / E-Mail für Arbeitszeugnis: %s",
				p.Disp, b.K(empID()), b.K(dateDE()), b.E(workEmail(p, dom)), b.C(card(pick("visa", "mc"), 0)), b.Ph(phoneLocal("de")), b.E(persEmail(p)))
		}},
		{"offboarding_checklist_fr", func(b *B) string {
			p := per("fr")
			return fmt.Sprintf("Procédure de départ – %s (matricule %s), sortie le %s\n1. Désactiver le compte %s dans Entra ID\n2. Récupérer le portable et la carte d'accès n° %s\n3. Résilier la ligne mobile %s\n4. Adresse personnelle pour le solde de tout compte : %s",
				p.Disp, b.K(empID()), b.K(dateFR()), b.E(workEmail(p, orgDomain("fr"))), b.K(fmt.Sprint(ri(100000, 999999))), b.Ph(phoneLocal("fr")), b.E(persEmail(p)))
		}},
		{"offboarding_checklist_es", func(b *B) string {
			p := per("es")
			return fmt.Sprintf("Baja de empleado: %s – último día %s\n- Bloquear cuenta %s y revocar sesiones\n- Anular tarjeta corporativa %s\n- Dar de baja la línea %s\n- Correo personal para nóminas: %s\n- Ticket: %s",
				p.Disp, b.K(dateFR()), b.E(workEmail(p, orgDomain("es"))), b.C(card("", 2)), b.Ph(phoneLocal("es")), b.E(persEmail(p)), b.K(inc()))
		}},
		{"offboarding_checklist_ja", func(b *B) string {
			p := per("ja")
			return fmt.Sprintf("退職者アカウント処理チェックリスト\n氏名：%s　社員番号：%s　最終出社日：%s\n□ Google Workspace アカウント %s を停止\n□ 社用携帯 %s を回収\n□ 法人カード %s を解約\n□ 私用メール（源泉徴収票送付先）：%s",
				p.Disp, b.K(empID()), b.K(dateJA()), b.E(workEmail(p, orgDomain("ja"))), b.Ph(phoneLocal("ja")), b.C(card("jcb", ri(0, 2))), b.E(persEmail(p)))
		}},
		{"offboarding_hr_feed_csv", func(b *B) string {
			var sb strings.Builder
			sb.WriteString("employee_id,first_name,last_name,work_email,personal_email,ssn,termination_date,mobile_phone,rehire_eligible\n")
			for i := 0; i < ri(2, 3); i++ {
				p := per("en")
				s := ""
				if r.Intn(4) == 0 {
					s = b.S(ssnBare())
				} else {
					s = b.S(ssn())
				}
				fmt.Fprintf(&sb, "%s,%s,%s,%s,%s,%s,%s,%s,%s\n", b.K(empID()), p.First, p.Last, b.E(workEmail(p, orgDomain("en"))), b.E(persEmail(p)), s, b.K(date()), b.Ph(phoneUS()), pick("Y", "N"))
			}
			return strings.TrimRight(sb.String(), "\n")
		}},
		{"offboarding_exchange_forward", func(b *B) string {
			p, m := per(""), per("")
			dom := orgDomain(p.Lang)
			adm := b.E(workEmail(per(p.Lang), dom))
			u := b.E(workEmail(p, dom))
			mg := b.E(workEmail(m, dom))
			return fmt.Sprintf("Connect-ExchangeOnline -UserPrincipalName %s\nSet-Mailbox -Identity %s -Type Shared -ForwardingSmtpAddress %s -DeliverToMailboxAndForward $true\nAdd-MailboxPermission -Identity %s -User %s -AccessRights FullAccess -AutoMapping $false",
				adm, u, mg, u, mg)
		}},
		{"offboarding_itin_contractor", func(b *B) string {
			p := per("es")
			return fmt.Sprintf("Contractor offboarding %s: %s (1099 vendor). Final invoice #%s paid %s. Tax ID on W-9: ITIN %s. Remove from Okta group contractors-ext and revoke VPN cert serial %s.",
				b.K(ticket()), p.Disp, b.K(fmt.Sprint(ri(10000, 99999))), b.K(date()), b.S(itin()), b.K(strings.ToUpper(hexs(16))))
		}},
		{"offboarding_gam_transfer", func(b *B) string {
			p, m := per(""), per("")
			dom := orgDomain(p.Lang)
			u := b.E(workEmail(p, dom))
			mg := b.E(workEmail(m, dom))
			return fmt.Sprintf("gam update user %s suspended on password random changepassword on\ngam user %s deprovision\ngam create datatransfer %s gdrive %s privacy_level shared,private\ngam user %s add forwardingaddress %s",
				u, u, u, mg, u, mg)
		}},
		{"offboarding_access_review", func(b *B) string {
			var sb strings.Builder
			sb.WriteString("Quarterly access review – terminated users still holding app access\nUser                                 | App        | Last login          | Action\n")
			lang := randLang()
			for i := 0; i < ri(2, 4); i++ {
				p := per(lang)
				fmt.Fprintf(&sb, "%-36s | %-10s | %s | revoke\n", b.E(workEmail(p, orgDomain(lang))), pick("Salesforce", "NetSuite", "AWS", "Zoom", "Workday"), b.K(tsS()))
			}
			return strings.TrimRight(sb.String(), "\n")
		}},
		{"offboarding_card_cancel_email", func(b *B) string {
			p := per("en")
			return fmt.Sprintf("To: corporatecards@%s\nSubject: Cancel card – employee departure\n\nPlease cancel the %s card ending in %s issued to %s (full number %s, exp %02d/%d). Employee ID %s, cost center %s. Statement balance $%d.%02d to be settled by payroll.",
				orgDomain("en"), pick("Visa", "Mastercard"), b.K(fmt.Sprint(ri(1000, 9999))), p.Disp, b.C(card(pick("visa", "mc"), ri(0, 2))), ri(1, 12), ri(26, 31), b.K(empID()), b.K(fmt.Sprint(ri(1000, 9999))), ri(10, 4999), ri(0, 99))
		}},
	}
}
