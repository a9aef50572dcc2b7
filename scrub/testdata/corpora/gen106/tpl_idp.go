package main

import (
	"fmt"
	"strings"
)

func oktaOrg(dom string) string { return strings.Split(dom, ".")[0] + ".okta.com" }

func ua() string {
	return pick(
		"Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
		"Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:126.0) Gecko/20100101 Firefox/126.0",
		"Okta Verify/9.12.0 (iPhone; iOS 17.4.1)",
		"Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148",
		"python-requests/2.31.0", "okta-sdk-python/2.9.5 python/3.11.4 Linux/5.15.0")
}

var cities = [][5]string{
	{"Denver", "Colorado", "United States", "80202", "39.7392"},
	{"Austin", "Texas", "United States", "78701", "30.2672"},
	{"Seattle", "Washington", "United States", "98101", "47.6062"},
	{"Munich", "Bavaria", "Germany", "80331", "48.1374"},
	{"Lyon", "Auvergne-Rhone-Alpes", "France", "69002", "45.7640"},
	{"Valencia", "Valencia", "Spain", "46002", "39.4699"},
	{"Osaka", "Osaka", "Japan", "530-0001", "34.6937"},
	{"Chicago", "Illinois", "United States", "60601", "41.8781"},
}

func idpTemplates() []T {
	return []T{
		// ---------------- Okta ----------------
		{"okta_syslog_session_json", func(b *B) string {
			p := per("")
			dom := orgDomain(p.Lang)
			c := cities[r.Intn(len(cities))]
			return fmt.Sprintf(`{"actor":{"id":"%s","type":"User","alternateId":"%s","displayName":"%s","detailEntry":null},"client":{"userAgent":{"rawUserAgent":"%s","os":"Mac OS X","browser":"CHROME"},"zone":"null","device":"Computer","ipAddress":"%s","geographicalContext":{"city":"%s","state":"%s","country":"%s","postalCode":"%s","geolocation":{"lat":%s,"lon":-104.9847}}},"authenticationContext":{"authenticationStep":0,"externalSessionId":"102%s"},"displayMessage":"User login to Okta","eventType":"user.session.start","outcome":{"result":"%s","reason":%s},"published":"%s","securityContext":{"asNumber":%d,"asOrg":"comcast","isp":"comcast cable communications llc","domain":"comcast.net","isProxy":false},"severity":"INFO","legacyEventType":"core.user_auth.login_success","transaction":{"type":"WEB","id":"%s","detail":{}},"uuid":"%s","version":"0"}`,
				b.K(oktaID("00u")), b.E(workEmail(p, dom)), p.Disp, ua(), b.K(ip()), c[0], c[1], c[2], b.K(c[3]), c[4], alnum(23), pick("SUCCESS", "FAILURE"), pick("null", `"INVALID_CREDENTIALS"`, `"VERIFICATION_ERROR"`), b.K(ts()), ri(7000, 20000), alnum(27), b.K(uuid()))
		}},
		{"okta_syslog_sms_factor", func(b *B) string {
			p := per("")
			dom := orgDomain(p.Lang)
			return fmt.Sprintf(`{"eventType":"system.sms.send_factor_verify_message","displayMessage":"Send SMS to verify factor","actor":{"alternateId":"%s","displayName":"%s","type":"User"},"debugContext":{"debugData":{"requestId":"%s","smsProvider":"%s","phoneNumber":"%s","countryCallingCode":"%s","requestUri":"/api/v1/authn/factors/%s/verify","threatSuspected":"false"}},"outcome":{"result":"SUCCESS"},"published":"%s"}`,
				b.E(workEmail(p, dom)), p.Disp, b.K(alnum(27)), pick("TWILIO", "TELESIGN", "SINCH"), b.Ph(phoneE164(p.Lang)), map[string]string{"en": "1", "de": "49", "fr": "33", "es": "34", "ja": "81"}[p.Lang], b.K(oktaID("mbl")), b.K(ts()))
		}},
		{"okta_api_create_user_curl", func(b *B) string {
			p := per("")
			dom := orgDomain(p.Lang)
			e := b.E(workEmail(p, dom))
			return fmt.Sprintf("curl -v -X POST \\\n  -H \"Accept: application/json\" \\\n  -H \"Content-Type: application/json\" \\\n  -H \"Authorization: SSWS %s\" \\\n  -d '{\"profile\":{\"firstName\":\"%s\",\"lastName\":\"%s\",\"email\":\"%s\",\"login\":\"%s\",\"mobilePhone\":\"%s\",\"employeeNumber\":\"%s\"},\"credentials\":{\"password\":{\"value\":\"%s\"}}}' \\\n  \"https://%s/api/v1/users?activate=%s\"",
				b.T(oktaToken()), p.First, p.Last, e, e, b.Ph(phoneLocal(p.Lang)), b.K(empID()), b.T(password()), oktaOrg(dom), pick("true", "false"))
		}},
		{"okta_factor_enroll_sms", func(b *B) string {
			p := per("")
			dom := orgDomain(p.Lang)
			uid := oktaID("00u")
			return fmt.Sprintf("POST https://%s/api/v1/users/%s/factors?updatePhone=true\nAuthorization: SSWS %s\n\n{\n  \"factorType\": \"sms\",\n  \"provider\": \"OKTA\",\n  \"profile\": {\n    \"phoneNumber\": \"%s\"\n  }\n}\n\n# user %s asked helpdesk (%s) to move SMS MFA to new phone",
				oktaOrg(dom), b.K(uid), b.T(oktaToken()), b.Ph(phoneUS()), b.E(workEmail(p, dom)), b.K(ticket()))
		}},
		{"okta_terraform_provider", func(b *B) string {
			p := per("")
			dom := orgDomain(p.Lang)
			return fmt.Sprintf("terraform {\n  required_providers {\n    okta = {\n      source  = \"okta/okta\"\n      version = \"~> %s\"\n    }\n  }\n}\n\nprovider \"okta\" {\n  org_name  = \"%s\"\n  base_url  = \"okta.com\"\n  api_token = \"%s\"\n}\n\nresource \"okta_user\" \"%s\" {\n  first_name = \"%s\"\n  last_name  = \"%s\"\n  login      = \"%s\"\n  email      = \"%s\"\n}",
				b.K(fmt.Sprintf("4.%d", ri(1, 11))), strings.Split(dom, ".")[0], b.T(oktaToken()), p.FA, p.First, p.Last, b.E(workEmail(p, dom)), b.E(persEmail(p)))
		}},
		{"okta_user_report_csv", func(b *B) string {
			var sb strings.Builder
			sb.WriteString("Username,First name,Last name,Primary email,Secondary email,Mobile phone,Status,Created,Last login\n")
			lang := randLang()
			dom := orgDomain(lang)
			for i := 0; i < ri(2, 4); i++ {
				p := per(lang)
				e := b.E(workEmail(p, dom))
				sec := ""
				if r.Intn(2) == 0 {
					sec = b.E(persEmail(p))
				}
				mob := ""
				if r.Intn(3) > 0 {
					mob = b.Ph(phoneLocal(lang))
				}
				fmt.Fprintf(&sb, "%s,%s,%s,%s,%s,%s,%s,%s,%s\n", e, p.First, p.Last, e, sec, mob, pick("ACTIVE", "PROVISIONED", "LOCKED_OUT", "SUSPENDED"), b.K(date()), b.K(tsS()))
			}
			return strings.TrimRight(sb.String(), "\n")
		}},
		{"okta_reset_password_link", func(b *B) string {
			p := per("")
			dom := orgDomain(p.Lang)
			tok := b.T(urlTok(20))
			return fmt.Sprintf("$ curl -s -X POST -H \"Authorization: SSWS ${OKTA_API_TOKEN}\" \"https://%s/api/v1/users/%s/lifecycle/reset_password?sendEmail=false\"\n{\"resetPasswordUrl\":\"https://%s/signin/reset-password/%s\"}\n# sending link to %s manually, user is locked out (%s)",
				oktaOrg(dom), b.K(oktaID("00u")), oktaOrg(dom), tok, b.E(persEmail(p)), b.K(inc()))
		}},
		{"okta_expire_temp_password", func(b *B) string {
			p := per("")
			dom := orgDomain(p.Lang)
			return fmt.Sprintf("POST /api/v1/users/%s/lifecycle/expire_password?tempPassword=true HTTP/1.1\nHost: %s\nAuthorization: SSWS %s\n\nHTTP/1.1 200 OK\nX-Rate-Limit-Remaining: %d\n{\"tempPassword\":\"%s\"}\n-- %s, give temp pw to %s by phone only",
				b.K(oktaID("00u")), oktaOrg(dom), b.T(oktaToken()), ri(100, 599), b.T(tempPw()), b.K(ticket()), b.E(workEmail(p, dom)))
		}},
		{"okta_oidc_token_response", func(b *B) string {
			p := per("")
			dom := orgDomain(p.Lang)
			iss := "https://" + oktaOrg(dom) + "/oauth2/default"
			cid := oktaID("0oa")
			return fmt.Sprintf(`{"token_type":"Bearer","expires_in":3600,"access_token":"%s","scope":"openid profile email offline_access","refresh_token":"%s","id_token":"%s"}`,
				b.J(jwtTok(iss, "api://default", workEmail(p, dom), fmt.Sprintf(`,"cid":"%s","uid":"%s","scp":["openid","profile","email"]`, cid, oktaID("00u")))),
				b.T(urlTok(43)),
				b.J(jwtTok(iss, cid, oktaID("00u"), fmt.Sprintf(`,"name":"%s","amr":["pwd","mfa"]`, p.Disp))))
		}},
		{"okta_client_credentials_curl", func(b *B) string {
			dom := orgDomain(randLang())
			cid := oktaID("0oa")
			return fmt.Sprintf("curl --request POST \\\n  --url https://%s/oauth2/default/v1/token \\\n  --user '%s:%s' \\\n  --header 'content-type: application/x-www-form-urlencoded' \\\n  --data 'grant_type=client_credentials&scope=okta.users.read'",
				oktaOrg(dom), b.K(cid), b.T(urlTok(40)))
		}},
		{"okta_yaml_config", func(b *B) string {
			dom := orgDomain(randLang())
			return fmt.Sprintf("# ~/.okta/okta.yaml  (scim-sync job, owner: iam-team)\nokta:\n  client:\n    connectionTimeout: 30\n    orgUrl: \"https://%s\"\n    token: %s\n    requestTimeout: 0\n    rateLimit:\n      maxRetries: 4",
				oktaOrg(dom), b.T(oktaToken()))
		}},
		{"okta_activation_email_fwd", func(b *B) string {
			p := per("")
			dom := orgDomain(p.Lang)
			return fmt.Sprintf("---------- Forwarded message ---------\nFrom: Okta <noreply@okta.com>\nDate: %s\nSubject: Welcome to %s!\nTo: %s\n\nHi %s,\nYour organization is using Okta to manage your web applications. Click the following link to activate your account:\nhttps://%s/welcome/%s\nThis link expires in 7 days.\n\n> can you re-send? I lost access to %s",
				b.K(tsS()), strings.Split(dom, ".")[0], b.E(workEmail(p, dom)), p.First, oktaOrg(dom), b.T(urlTok(20)), b.E(persEmail(p)))
		}},
		{"okta_deactivate_event", func(b *B) string {
			a, t := per(""), per("")
			dom := orgDomain(a.Lang)
			return fmt.Sprintf(`{"eventType":"user.lifecycle.deactivate","displayMessage":"Deactivate Okta user","actor":{"id":"%s","type":"User","alternateId":"%s"},"target":[{"id":"%s","type":"User","alternateId":"%s","displayName":"%s"}],"outcome":{"result":"SUCCESS"},"published":"%s","uuid":"%s"}`,
				b.K(oktaID("00u")), b.E(workEmail(a, dom)), b.K(oktaID("00u")), b.E(workEmail(t, dom)), t.Disp, b.K(ts()), b.K(uuid()))
		}},
		{"okta_group_push_error_text", func(b *B) string {
			p := per("")
			dom := orgDomain(p.Lang)
			return fmt.Sprintf("%s WARN  provisioning app=%s instance=%s: Automatic provisioning of user %s to app failed: Error while creating user %s: Conflict (409) userName already exists. Phone %s will not be synced.",
				b.K(ts()), pick("slack", "zoom", "github_enterprise", "atlassian", "box"), b.K(oktaID("0oa")), p.Disp, b.E(workEmail(p, dom)), b.Ph(phoneE164(p.Lang)))
		}},
		// ---------------- Entra ID ----------------
		{"entra_signin_log_json", func(b *B) string {
			p := per("")
			dom := orgDomain(p.Lang)
			e := b.E(workEmail(p, dom))
			return fmt.Sprintf(`{"id":"%s","createdDateTime":"%s","userDisplayName":"%s","userPrincipalName":"%s","userId":"%s","appId":"%s","appDisplayName":"%s","ipAddress":"%s","clientAppUsed":"Browser","correlationId":"%s","conditionalAccessStatus":"%s","isInteractive":true,"riskDetail":"none","status":{"errorCode":%s,"failureReason":"%s"},"location":{"city":"Redmond","countryOrRegion":"US"}}`,
				b.K(uuid()), b.K(ts()), p.Disp, e, b.K(uuid()), b.K(uuid()), pick("Office 365 Exchange Online", "Microsoft Teams", "Azure Portal", "Salesforce"), b.K(ip()), b.K(uuid()), pick("success", "failure", "notApplied"), pick("0", "50126", "50076", "53003"), pick("Other.", "Invalid username or password or Invalid on-premise username or password.", "Strong Authentication is required."))
		}},
		{"entra_audit_password_reset", func(b *B) string {
			a, t := per(""), per("")
			dom := orgDomain(a.Lang)
			return fmt.Sprintf("Date (UTC)\tService\tCategory\tActivity\tStatus\tInitiated By (Actor)\tTarget(s)\n%s\tCore Directory\tUserManagement\tReset user password\tSuccess\t%s\t%s\n%s\tSelf-service Password Management\tUserManagement\tReset password (by admin)\tSuccess\t%s\t%s",
				b.K(tsS()), b.E(workEmail(a, dom)), b.E(workEmail(t, dom)), b.K(tsS()), a.Disp, t.Disp)
		}},
		{"entra_app_credential_reset", func(b *B) string {
			app, ten := uuid(), uuid()
			return fmt.Sprintf("PS> az ad app credential reset --id %s --append --display-name \"scim-connector-%d\" --years 1\nThe output includes credentials that you must protect. Be sure that you do not include these credentials in your code or check the credentials into your source control.\n{\n  \"appId\": \"%s\",\n  \"password\": \"%s\",\n  \"tenant\": \"%s\"\n}",
				b.K(app), ri(2024, 2026), app, b.T(entraSecret()), b.K(ten))
		}},
		{"entra_graph_create_user", func(b *B) string {
			p := per("")
			dom := orgDomain(p.Lang)
			ten := uuid()
			return fmt.Sprintf("POST https://graph.microsoft.com/v1.0/users\nAuthorization: Bearer %s\nContent-Type: application/json\n\n{\n  \"accountEnabled\": true,\n  \"displayName\": \"%s\",\n  \"mailNickname\": \"%s%s\",\n  \"userPrincipalName\": \"%s\",\n  \"mobilePhone\": \"%s\",\n  \"employeeId\": \"%s\",\n  \"passwordProfile\": {\n    \"forceChangePasswordNextSignIn\": true,\n    \"password\": \"%s\"\n  }\n}",
				b.J(jwtTok("https://sts.windows.net/"+ten+"/", "https://graph.microsoft.com", uuid(), fmt.Sprintf(`,"tid":"%s","roles":["User.ReadWrite.All"]`, ten))),
				p.Disp, p.FA, p.LA, b.E(workEmail(p, dom)), b.Ph(phoneLocal(p.Lang)), b.K(empID()), b.T(password()))
		}},
		{"entra_phone_methods", func(b *B) string {
			p := per("")
			dom := orgDomain(p.Lang)
			num := "+1 " + pick(usAreas...) + nxx() + line4()
			if p.Lang != "en" {
				num = strings.Replace(phoneE164(p.Lang), "+"+map[string]string{"de": "49", "fr": "33", "es": "34", "ja": "81"}[p.Lang], "+"+map[string]string{"de": "49", "fr": "33", "es": "34", "ja": "81"}[p.Lang]+" ", 1)
			}
			return fmt.Sprintf("GET https://graph.microsoft.com/v1.0/users/%s/authentication/phoneMethods\n\n{\"@odata.context\":\"https://graph.microsoft.com/v1.0/$metadata#users('%s')/authentication/phoneMethods\",\"value\":[{\"id\":\"3179e48a-750b-4051-897c-87b9720928f7\",\"phoneNumber\":\"%s\",\"phoneType\":\"mobile\",\"smsSignInState\":\"notAllowedByPolicy\"}]}",
				b.E(workEmail(p, dom)), b.K(uuid()), b.Ph(uq(func() string { return num })))
		}},
		{"entra_temporary_access_pass", func(b *B) string {
			p := per("")
			dom := orgDomain(p.Lang)
			return fmt.Sprintf("New-MgUserAuthenticationTemporaryAccessPassMethod -UserId %s -BodyParameter @{ lifetimeInMinutes = 60; isUsableOnce = $true }\n\nId                                   CreatedDateTime     IsUsable IsUsableOnce LifetimeInMinutes TemporaryAccessPass\n--                                   ---------------     -------- ------------ ----------------- -------------------\n%s %s True     True         60                %s",
				b.E(workEmail(p, dom)), b.K(uuid()), b.K(tsS()), b.T(uq(func() string { return fromSet(alnumS+"@#$%+=", 8) + digits(1) })))
		}},
		{"entra_new_mguser_ps", func(b *B) string {
			p := per("")
			dom := orgDomain(p.Lang)
			return fmt.Sprintf("$PasswordProfile = @{\n    Password = '%s'\n    ForceChangePasswordNextSignIn = $true\n}\nNew-MgUser -DisplayName '%s' -PasswordProfile $PasswordProfile -AccountEnabled -MailNickName '%s.%s' -UserPrincipalName '%s' -MobilePhone '%s' -UsageLocation %s -Department 'Finance'",
				b.T(password()), p.Disp, p.FA, p.LA, b.E(workEmail(p, dom)), b.Ph(phoneLocal(p.Lang)), map[string]string{"en": "US", "de": "DE", "fr": "FR", "es": "ES", "ja": "JP"}[p.Lang])
		}},
		{"entra_connect_sync_error", func(b *B) string {
			p := per("")
			dom := orgDomain(p.Lang)
			return fmt.Sprintf("Directory synchronization error report (%s)\nError: AttributeValueMustBeUnique\nOn-premises object: CN=%s,OU=Users,OU=%s,DC=corp,DC=local\nobjectGUID: %s\nConflicting attribute: ProxyAddresses  Value: SMTP:%s\nExisting Azure AD object: %s (UserPrincipalName %s)",
				b.K(tsS()), p.Disp, pick("Berlin", "Paris", "Madrid", "Tokyo", "Boston"), b.K(uuid()), b.E(workEmail(p, dom)), p.Disp, b.E(workEmail(p, dom)))
		}},
		{"entra_bulk_create_csv", func(b *B) string {
			var sb strings.Builder
			sb.WriteString("version:v1.0\nName [displayName] Required,User name [userPrincipalName] Required,Initial password [passwordProfile] Required,Block sign in (Yes/No) [accountEnabled] Required,First name [givenName],Last name [surname],Job title [jobTitle],Department [department],Usage location [usageLocation],City [city],ZIP or postal code [postalCode],Mobile phone [mobile]\n")
			lang := randLang()
			dom := orgDomain(lang)
			for i := 0; i < ri(2, 3); i++ {
				p := per(lang)
				fmt.Fprintf(&sb, "%s,%s,%s,No,%s,%s,%s,%s,%s,%s,%s,%s\n", p.Disp, b.E(workEmail(p, dom)), b.T(tempPw()), p.First, p.Last, pick("Analyst", "Engineer", "Nurse", "Accountant"), pick("Finance", "IT", "Operations"), map[string]string{"en": "US", "de": "DE", "fr": "FR", "es": "ES", "ja": "JP"}[lang], map[string]string{"en": "Springfield", "de": "Bremen", "fr": "Nantes", "es": "Zaragoza", "ja": "Sendai"}[lang], b.K(fmt.Sprint(ri(10000, 99999))), b.Ph(phoneLocal(lang)))
			}
			return strings.TrimRight(sb.String(), "\n")
		}},
		{"entra_appsettings_json", func(b *B) string {
			return fmt.Sprintf("{\n  \"AzureAd\": {\n    \"Instance\": \"https://login.microsoftonline.com/\",\n    \"Domain\": \"%s\",\n    \"TenantId\": \"%s\",\n    \"ClientId\": \"%s\",\n    \"ClientSecret\": \"%s\",\n    \"CallbackPath\": \"/signin-oidc\"\n  },\n  \"Logging\": { \"LogLevel\": { \"Default\": \"Information\" } }\n}",
				orgDomain(randLang()), b.K(uuid()), b.K(uuid()), b.T(entraSecret()))
		}},
		{"entra_risky_users_export", func(b *B) string {
			var sb strings.Builder
			sb.WriteString("ID,User,Risk state,Risk level,Risk last updated (UTC),User principal name\n")
			lang := randLang()
			dom := orgDomain(lang)
			for i := 0; i < ri(2, 4); i++ {
				p := per(lang)
				fmt.Fprintf(&sb, "%s,%s,%s,%s,%s,%s\n", b.K(uuid()), p.Disp, pick("atRisk", "confirmedCompromised", "remediated"), pick("high", "medium", "low"), b.K(tsS()), b.E(workEmail(p, dom)))
			}
			return strings.TrimRight(sb.String(), "\n")
		}},
		{"entra_audit_de", func(b *B) string {
			a, t := per("de"), per("de")
			dom := orgDomain("de")
			return fmt.Sprintf("Überwachungsprotokolle – Aktivität: Kennwort des Benutzers zurücksetzen\nDatum: %s\nStatus: Erfolg\nInitiiert von (Akteur): %s (%s)\nZiel: %s – UPN %s\nZusätzliche Details: Neues Kennwort wurde telefonisch unter %s mitgeteilt.",
				b.K(dateDE()), a.Disp, b.E(workEmail(a, dom)), t.Disp, b.E(workEmail(t, dom)), b.Ph(phoneLocal("de")))
		}},
		// ---------------- Google Workspace ----------------
		{"gws_reports_api_activity", func(b *B) string {
			a, t := per(""), per("")
			dom := orgDomain(a.Lang)
			ae := b.E(workEmail(a, dom))
			te := b.E(workEmail(t, dom))
			return fmt.Sprintf(`{"kind":"admin#reports#activity","id":{"time":"%s","uniqueQualifier":"-%d","applicationName":"admin","customerId":"%s"},"actor":{"callerType":"USER","email":"%s","profileId":"%s"},"ipAddress":"%s","events":[{"type":"USER_SETTINGS","name":"CHANGE_PASSWORD","parameters":[{"name":"USER_EMAIL","value":"%s"}]},{"type":"USER_SETTINGS","name":"CHANGE_PASSWORD_ON_NEXT_LOGIN","parameters":[{"name":"USER_EMAIL","value":"%s"},{"name":"NEW_VALUE","value":"true"}]}]}`,
				b.K(ts()), ri(100000000, 999999999)*1000+ri(100, 999), b.K(gwsCustomer()), ae, b.K("1"+digits(20)), b.K(ip()), te, te)
		}},
		{"gws_gam_create_user", func(b *B) string {
			p := per("")
			dom := orgDomain(p.Lang)
			return fmt.Sprintf("gam create user %s firstname \"%s\" lastname \"%s\" password '%s' changepassword on org \"/Staff/%s\" recoveryemail %s recoveryphone %s externalid organization %s",
				b.E(workEmail(p, dom)), p.First, p.Last, b.T(password()), pick("Sales", "Engineering", "Support", "Finance"), b.E(persEmail(p)), b.Ph(phoneE164(p.Lang)), b.K(empID()))
		}},
		{"gws_bulk_upload_csv", func(b *B) string {
			var sb strings.Builder
			sb.WriteString("First Name [Required],Last Name [Required],Email Address [Required],Password [Required],Password Hash Function [UPLOAD ONLY],Org Unit Path [Required],Recovery Email,Recovery Phone [MUST BE IN THE E.164 FORMAT],Employee ID,Change Password at Next Sign-In\n")
			lang := randLang()
			dom := orgDomain(lang)
			for i := 0; i < ri(2, 3); i++ {
				p := per(lang)
				fmt.Fprintf(&sb, "%s,%s,%s,%s,,/%s,%s,%s,%s,TRUE\n", p.First, p.Last, b.E(workEmail(p, dom)), b.T(password()), pick("Staff", "Contractors", "Interns"), b.E(persEmail(p)), b.Ph(phoneE164(lang)), b.K("E"+empID()))
			}
			return strings.TrimRight(sb.String(), "\n")
		}},
		{"gws_backup_codes_txt", func(b *B) string {
			p := per("")
			dom := orgDomain(p.Lang)
			var sb strings.Builder
			fmt.Fprintf(&sb, "BACKUP VERIFICATION CODES\n\n%s\n\n", b.E(workEmail(p, dom)))
			for i := 1; i <= 5; i++ {
				fmt.Fprintf(&sb, "%d. %s        %d. %s\n", i, b.T(gBackup()), i+5, b.T(gBackup()))
			}
			fmt.Fprintf(&sb, "\n* You can only use each backup code once.\n* Need more? Visit g.co/2sv\n* These codes were generated on: %s", b.K(pick("Mar 14, 2025", "Jan 8, 2025", "Nov 2, 2024", "Jun 21, 2025")))
			return sb.String()
		}},
		{"gws_suspicious_login_fr", func(b *B) string {
			p := per("fr")
			dom := orgDomain("fr")
			return fmt.Sprintf("Alerte Google Workspace : Connexion suspecte bloquée\nUtilisateur concerné : %s\nDate : %s\nAdresse IP : %s (%s)\nL'utilisateur a été invité à confirmer son identité par SMS au %s. Si ce n'est pas lui, réinitialisez son mot de passe depuis la console d'administration (ID client %s).",
				b.E(workEmail(p, dom)), b.K(dateFR()+" "+fmt.Sprintf("%02d:%02d", ri(0, 23), ri(0, 59))), b.K(ip()), pick("Roumanie", "Brésil", "Vietnam"), b.Ph(phoneLocal("fr")), b.K(gwsCustomer()))
		}},
		{"gws_service_account_json", func(b *B) string {
			proj := pick("iam-sync", "gws-directory", "okta-bridge", "hr-connector") + "-" + fmt.Sprint(ri(100000, 999999))
			return fmt.Sprintf(`{
  "type": "service_account",
  "project_id": "%s",
  "private_key_id": "%s",
  "private_key": "-----BEGIN PRIVATE KEY-----\n%s\n-----END PRIVATE KEY-----\n",
  "client_email": "directory-sync@%s.iam.gserviceaccount.com",
  "client_id": "%s",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "universe_domain": "googleapis.com"
}`, proj, hexs(40), b.T(pemBody(ri(4, 8))), proj, b.K("1"+digits(20)))
		}},
		{"gws_app_password_note", func(b *B) string {
			p := per("")
			dom := orgDomain(p.Lang)
			ap := uq(func() string {
				return fromSet(lower, 4) + " " + fromSet(lower, 4) + " " + fromSet(lower, 4) + " " + fromSet(lower, 4)
			})
			return fmt.Sprintf("Printer scan-to-email setup (3rd floor Ricoh IM C3000, asset %s):\nSMTP server smtp.gmail.com port 587 STARTTLS\nAccount: %s\nApp password: %s\n(generated %s, revoke when printer is replaced)",
				b.K("IT-"+digits(5)), b.E(workEmail(p, dom)), b.T(ap), b.K(date()))
		}},
		{"gws_directory_user_get", func(b *B) string {
			p := per("")
			dom := orgDomain(p.Lang)
			e := b.E(workEmail(p, dom))
			pe := b.E(persEmail(p))
			return fmt.Sprintf(`{"kind":"admin#directory#user","id":"%s","primaryEmail":"%s","name":{"givenName":"%s","familyName":"%s","fullName":"%s"},"isAdmin":false,"lastLoginTime":"%s","creationTime":"%s","emails":[{"address":"%s","primary":true},{"address":"%s","type":"home"}],"phones":[{"value":"%s","type":"mobile"},{"value":"%s","type":"work"}],"recoveryEmail":"%s","recoveryPhone":"%s","orgUnitPath":"/Staff","customerId":"%s"}`,
				b.K("1"+digits(20)), e, p.First, p.Last, p.Disp, b.K(ts()), b.K(ts()), e, pe, b.Ph(phoneLocal(p.Lang)), b.Ph(phoneLocal(p.Lang)), pe, b.Ph(phoneE164(p.Lang)), b.K(gwsCustomer()))
		}},
		{"gws_admin_reset_ja", func(b *B) string {
			p := per("ja")
			dom := orgDomain("ja")
			return fmt.Sprintf("【管理コンソール】%s\n管理者 %s がユーザー %s（%s）のパスワードをリセットしました。\n仮パスワード：%s\n次回ログイン時にパスワードの変更を求める：オン\n本人への連絡先：%s",
				b.K(dateJA()), b.E(workEmail(per("ja"), dom)), p.Disp, b.E(workEmail(p, dom)), b.T(tempPw()), b.Ph(phoneLocal("ja")))
		}},
		{"gws_alert_es", func(b *B) string {
			p := per("es")
			dom := orgDomain("es")
			return fmt.Sprintf("Alerta de Google Workspace: Se ha cambiado la contraseña de un usuario\nUsuario: %s\nFecha: %s\nDirección IP: %s\nSe ha actualizado el teléfono de recuperación a %s y el correo de recuperación a %s. Si no reconoces este cambio, suspende la cuenta.",
				b.E(workEmail(p, dom)), b.K(dateFR()), b.K(ip()), b.Ph(phoneLocal("es")), b.E(persEmail(p)))
		}},
		// ---------------- SCIM ----------------
		{"scim_create_user_request", func(b *B) string {
			p := per("")
			dom := orgDomain(p.Lang)
			e := b.E(workEmail(p, dom))
			return fmt.Sprintf("POST /scim/v2/Users HTTP/1.1\nHost: %s\nAuthorization: Bearer %s\nContent-Type: application/scim+json\n\n{\"schemas\":[\"urn:ietf:params:scim:schemas:core:2.0:User\"],\"userName\":\"%s\",\"name\":{\"givenName\":\"%s\",\"familyName\":\"%s\"},\"emails\":[{\"primary\":true,\"value\":\"%s\",\"type\":\"work\"}],\"phoneNumbers\":[{\"value\":\"%s\",\"type\":\"mobile\"}],\"password\":\"%s\",\"externalId\":\"%s\",\"active\":true}",
				pick("api.slack.com", "scim.zoom.us", "app.asana.com", "api.box.com"), b.T(urlTok(40)), e, p.First, p.Last, e, b.Ph(phoneLocal(p.Lang)), b.T(password()), b.K(oktaID("00u")))
		}},
		{"scim_patch_email", func(b *B) string {
			p := per("")
			dom := orgDomain(p.Lang)
			return fmt.Sprintf("PATCH /scim/v2/Users/%s\nAuthorization: Bearer %s\n\n{\"schemas\":[\"urn:ietf:params:scim:api:messages:2.0:PatchOp\"],\"Operations\":[{\"op\":\"replace\",\"path\":\"emails[type eq \\\"work\\\"].value\",\"value\":\"%s\"},{\"op\":\"replace\",\"path\":\"phoneNumbers[type eq \\\"work\\\"].value\",\"value\":\"%s\"},{\"op\":\"replace\",\"path\":\"active\",\"value\":%s}]}",
				b.K(uuid()), b.J(jwtTok("https://"+oktaOrg(dom), "scim", uuid(), "")), b.E(workEmail(p, dom)), b.Ph(phoneLocal(p.Lang)), pick("true", "false"))
		}},
		{"scim_list_response", func(b *B) string {
			lang := randLang()
			dom := orgDomain(lang)
			var res []string
			n := ri(2, 3)
			for i := 0; i < n; i++ {
				p := per(lang)
				e := b.E(workEmail(p, dom))
				res = append(res, fmt.Sprintf(`{"id":"%s","externalId":"%s","userName":"%s","displayName":"%s","emails":[{"value":"%s","primary":true}],"active":true,"meta":{"resourceType":"User","created":"%s","version":"W/\"%d\""}}`, b.K(uuid()), b.K(empID()), e, p.Disp, e, b.K(ts()), ri(1, 40)))
			}
			return fmt.Sprintf(`{"schemas":["urn:ietf:params:scim:api:messages:2.0:ListResponse"],"totalResults":%d,"startIndex":1,"itemsPerPage":%d,"Resources":[%s]}`, ri(40, 900), n, strings.Join(res, ","))
		}},
		{"scim_enterprise_ssn_ext", func(b *B) string {
			p := per("en")
			dom := orgDomain("en")
			e := b.E(workEmail(p, dom))
			return fmt.Sprintf(`{"schemas":["urn:ietf:params:scim:schemas:core:2.0:User","urn:ietf:params:scim:schemas:extension:enterprise:2.0:User","urn:%s:scim:schemas:extension:hr:1.0:User"],"userName":"%s","name":{"formatted":"%s"},"urn:ietf:params:scim:schemas:extension:enterprise:2.0:User":{"employeeNumber":"%s","costCenter":"%s","organization":"%s","department":"Payroll"},"urn:%s:scim:schemas:extension:hr:1.0:User":{"ssn":"%s","hireDate":"%s","workerType":"FTE"}}`,
				strings.Split(dom, ".")[0], e, p.Disp, b.K(empID()), b.K("CC-"+digits(4)), dom, strings.Split(dom, ".")[0], b.S(ssn()), b.K(date()))
		}},
		{"scim_azure_provisioning_cfg", func(b *B) string {
			return fmt.Sprintf("Provisioning > Admin Credentials\nTenant URL: https://%s/scim/v2/\nSecret Token: %s\n[Test Connection] -> The supplied credentials are authorized to enable provisioning.\nNotification Email: %s\nScope: Sync only assigned users and groups",
				pick("api.atlassian.com/scim/directory/"+uuid(), "scim.example-hr.com", "api.zendesk.com"), b.T(urlTok(48)), b.E(workEmail(per(""), orgDomain(randLang()))))
		}},
		{"scim_bulk_request", func(b *B) string {
			lang := randLang()
			dom := orgDomain(lang)
			p1, p2 := per(lang), per(lang)
			return fmt.Sprintf(`{"schemas":["urn:ietf:params:scim:api:messages:2.0:BulkRequest"],"failOnErrors":1,"Operations":[{"method":"POST","path":"/Users","bulkId":"%s","data":{"schemas":["urn:ietf:params:scim:schemas:core:2.0:User"],"userName":"%s","phoneNumbers":[{"value":"%s","type":"work"}]}},{"method":"POST","path":"/Users","bulkId":"%s","data":{"userName":"%s","emails":[{"value":"%s","type":"home"}]}}]}`,
				b.K("qwerty"+digits(3)), b.E(workEmail(p1, dom)), b.Ph(phoneLocal(lang)), b.K("ytrewq"+digits(3)), b.E(workEmail(p2, dom)), b.E(persEmail(p2)))
		}},
		{"scim_error_log_line", func(b *B) string {
			p := per("")
			dom := orgDomain(p.Lang)
			return fmt.Sprintf("%s level=error msg=\"scim push failed\" app=%s status=400 detail=\"Attribute 'phoneNumbers[0].value' is invalid: %s\" user=%s request_id=%s",
				b.K(ts()), pick("workday", "bamboohr", "successfactors"), b.Ph(phoneLocal(p.Lang)), b.E(workEmail(p, dom)), b.K(uuid()))
		}},
		// ---------------- SAML ----------------
		{"saml_assertion_decoded", func(b *B) string {
			p := per("")
			dom := orgDomain(p.Lang)
			e := b.E(workEmail(p, dom))
			return fmt.Sprintf(`<saml2:Assertion xmlns:saml2="urn:oasis:names:tc:SAML:2.0:assertion" ID="%s" IssueInstant="%s" Version="2.0"><saml2:Issuer>http://www.okta.com/%s</saml2:Issuer><ds:Signature><ds:SignedInfo>...</ds:SignedInfo><ds:KeyInfo><ds:X509Data><ds:X509Certificate>%s</ds:X509Certificate></ds:X509Data></ds:KeyInfo></ds:Signature><saml2:Subject><saml2:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">%s</saml2:NameID><saml2:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml2:SubjectConfirmationData InResponseTo="%s" NotOnOrAfter="%s"/></saml2:SubjectConfirmation></saml2:Subject><saml2:AttributeStatement><saml2:Attribute Name="email"><saml2:AttributeValue>%s</saml2:AttributeValue></saml2:Attribute><saml2:Attribute Name="mobile"><saml2:AttributeValue>%s</saml2:AttributeValue></saml2:Attribute></saml2:AttributeStatement></saml2:Assertion>`,
				b.K("id"+digits(20)), b.K(ts()), b.K(fromSet(lower+digs, 20)), b.K(certB64(180)), e, b.K("_"+hexs(32)), ts(), e, b.Ph(phoneE164(p.Lang)))
		}},
		{"saml_attribute_oids", func(b *B) string {
			p := per("")
			dom := orgDomain(p.Lang)
			return fmt.Sprintf(`<saml:AttributeStatement>
  <saml:Attribute FriendlyName="mail" Name="urn:oid:0.9.2342.19200300.100.1.3" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:uri"><saml:AttributeValue>%s</saml:AttributeValue></saml:Attribute>
  <saml:Attribute FriendlyName="telephoneNumber" Name="urn:oid:2.5.4.20"><saml:AttributeValue>%s</saml:AttributeValue></saml:Attribute>
  <saml:Attribute FriendlyName="employeeNumber" Name="urn:oid:2.16.840.1.113730.3.1.3"><saml:AttributeValue>%s</saml:AttributeValue></saml:Attribute>
  <saml:Attribute FriendlyName="displayName" Name="urn:oid:2.16.840.1.113730.3.1.241"><saml:AttributeValue>%s</saml:AttributeValue></saml:Attribute>
</saml:AttributeStatement>`, b.E(workEmail(p, dom)), b.Ph(phoneLocal(p.Lang)), b.K(empID()), p.Disp)
		}},
		{"saml_sp_debug_log", func(b *B) string {
			p := per("")
			dom := orgDomain(p.Lang)
			return fmt.Sprintf("%s DEBUG [saml2.sp] Validated assertion from issuer=https://sts.windows.net/%s/ NameID=%s SessionIndex=_%s NotOnOrAfter=%s AuthnContextClassRef=urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport",
				b.K(tsS()), b.K(uuid()), b.E(workEmail(p, dom)), b.K(uuid()), b.K(ts()))
		}},
		{"saml_error_ja", func(b *B) string {
			p := per("ja")
			dom := orgDomain("ja")
			return fmt.Sprintf("SAMLエラー（%s）：アサーションの NameID「%s」に一致するユーザーが見つかりません。IdP 側のメール属性を確認してください。エラーID：%s　お問い合わせ：情報システム部 内線 %s",
				b.K(dateJA()), b.E(workEmail(p, dom)), b.K(uuid()), b.K(ext4()))
		}},
		{"saml_shibboleth_attrs", func(b *B) string {
			p := per("en")
			uni := pick("ucsb.edu", "umich.edu", "colorado.edu", "uw.edu", "tufts.edu")
			return fmt.Sprintf("%s INFO [net.shibboleth.idp.attribute.resolver] Resolved attributes for principal %s%d: eduPersonPrincipalName=%s, mail=%s, telephoneNumber=%s, eduPersonAffiliation=[member, staff], eduPersonEntitlement=urn:mace:dir:entitlement:common-lib-terms",
				b.K(tsS()), p.FA, ri(1, 99), b.E(uq(func() string { return p.FA[:1] + p.LA + fmt.Sprint(ri(1, 99)) + "@" + uni })), b.E(uq(func() string { return p.FA + "." + p.LA + pick("", fmt.Sprint(ri(2, 99))) + "@" + uni })), b.Ph(phoneUS()))
		}},
		{"saml_metadata_contact", func(b *B) string {
			p := per("")
			dom := orgDomain(p.Lang)
			return fmt.Sprintf(`<md:EntityDescriptor entityID="https://sso.%s/saml/metadata" validUntil="%s"><md:SPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol"><md:AssertionConsumerService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="https://sso.%s/saml/acs" index="1"/></md:SPSSODescriptor><md:ContactPerson contactType="technical"><md:GivenName>%s</md:GivenName><md:SurName>%s</md:SurName><md:EmailAddress>mailto:%s</md:EmailAddress><md:TelephoneNumber>%s</md:TelephoneNumber></md:ContactPerson></md:EntityDescriptor>`,
				dom, b.K(ts()), dom, p.First, p.Last, b.E(workEmail(p, dom)), b.Ph(phoneLocal(p.Lang)))
		}},
	}
}
