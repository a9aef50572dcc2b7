package main

import (
	"fmt"
	"strings"
)

func cleanTemplates() []T {
	return []T{
		{"clean_okta_password_policy", func(b *B) string {
			return fmt.Sprintf(`{"id":"%s","status":"ACTIVE","name":"Default Policy","type":"PASSWORD","priority":%d,"conditions":{"people":{"groups":{"include":["%s"]}},"authProvider":{"provider":"OKTA"}},"settings":{"password":{"complexity":{"minLength":%s,"minLowerCase":1,"minUpperCase":1,"minNumber":1,"minSymbol":0,"excludeUsername":true,"dictionary":{"common":{"exclude":true}}},"age":{"maxAgeDays":%s,"expireWarnDays":14,"minAgeMinutes":%s,"historyCount":%s},"lockout":{"maxAttempts":%s,"autoUnlockMinutes":%s,"showLockoutFailures":false}},"recovery":{"factors":{"recovery_question":{"status":"INACTIVE"},"okta_sms":{"status":"ACTIVE"}}}},"created":"%s","lastUpdated":"%s"}`,
				b.K(oktaID("00p")), ri(1, 5), b.K(oktaID("00g")), b.K(fmt.Sprint(ri(12, 16))), b.K(fmt.Sprint(pick4(60, 90, 180, 365))), b.K(fmt.Sprint(pick4(60, 120, 1440))), b.K(fmt.Sprint(ri(5, 24))), b.K(fmt.Sprint(ri(5, 10))), b.K(fmt.Sprint(pick4(0, 30, 60))), b.K(ts()), b.K(ts()))
		}},
		{"clean_okta_rate_limit_event", func(b *B) string {
			return fmt.Sprintf(`{"actor":{"id":"%s","type":"PublicClientApp","alternateId":"unknown","displayName":"Okta System"},"eventType":"system.org.rate_limit.warning","displayMessage":"Rate limit warning","severity":"WARN","debugContext":{"debugData":{"requestUri":"/api/v1/users","threshold":"%d","timeSpan":"1","timeUnit":"MINUTES","warningPercent":"%d"}},"client":{"ipAddress":"%s"},"published":"%s","uuid":"%s","transaction":{"id":"%s"}}`,
				b.K(oktaID("0oa")), ri(300, 1200), pick4(60, 75, 90), b.K(ip()), b.K(ts()), b.K(uuid()), b.K(alnum(27)))
		}},
		{"clean_okta_group_rule", func(b *B) string {
			return fmt.Sprintf(`{"type":"group_rule","id":"%s","status":"ACTIVE","name":"Engineering contractors %d","created":"%s","conditions":{"expression":{"value":"user.department==\"Engineering\" AND user.employeeType==\"Contractor\" AND user.costCenter==\"%s\"","type":"urn:okta:expression:1.0"}},"actions":{"assignUserToGroups":{"groupIds":["%s","%s"]}}}`,
				b.K(oktaID("0pr")), ri(2024, 2026), b.K(ts()), b.K(fmt.Sprint(ri(1000, 9999))), b.K(oktaID("00g")), b.K(oktaID("00g")))
		}},
		{"clean_entra_app_manifest", func(b *B) string {
			return fmt.Sprintf(`{"id":"%s","appId":"%s","displayName":"SCIM Provisioning Connector","identifierUris":["api://%s"],"signInAudience":"AzureADMyOrg","keyCredentials":[{"customKeyIdentifier":"%s","endDateTime":"%s","keyId":"%s","startDateTime":"%s","type":"AsymmetricX509Cert","usage":"Verify","displayName":"CN=scim-connector"}],"passwordCredentials":[{"displayName":"ci","endDateTime":"%s","hint":"%s","keyId":"%s","secretText":null}],"requiredResourceAccess":[{"resourceAppId":"00000003-0000-0000-c000-000000000000","resourceAccess":[{"id":"%s","type":"Role"}]}]}`,
				b.K(uuid()), b.K(uuid()), uuid(), b.K(thumb()), b.K(ts()), b.K(uuid()), ts(), ts(), b.K(alnum(3)), b.K(uuid()), b.K(uuid()))
		}},
		{"clean_entra_ca_policy", func(b *B) string {
			return fmt.Sprintf(`{"displayName":"CA%03d - Require MFA for admins","state":"enabledForReportingButNotEnforced","conditions":{"users":{"includeRoles":["62e90394-69f5-4237-9190-012177145e10","194ae4cb-b126-40b2-bd5b-6091b380977d"],"excludeUsers":["%s"]},"applications":{"includeApplications":["All"]},"locations":{"includeLocations":["All"],"excludeLocations":["%s"]},"clientAppTypes":["all"]},"grantControls":{"operator":"OR","builtInControls":["mfa"]},"sessionControls":{"signInFrequency":{"value":%d,"type":"hours","isEnabled":true}},"createdDateTime":"%s"}`,
				ri(1, 120), b.K(uuid()), b.K(uuid()), ri(1, 24), b.K(ts()))
		}},
		{"clean_entra_error_codes", func(b *B) string {
			return fmt.Sprintf("Sign-in failures last %d days (tenant-wide):\nAADSTS50126  invalid username or password      %d\nAADSTS50076  MFA required (location change)    %d\nAADSTS50053  account locked (smart lockout)    %d\nAADSTS53003  blocked by Conditional Access     %d\nAADSTS700016 application not found in tenant  %d\nCorrelation of the worst hour: %s, ~%d.%d%% of sign-ins.",
				pick4(7, 14, 30), ri(1000, 99999), ri(100, 9999), ri(10, 999), ri(10, 999), ri(1, 99), b.K(tsS()), ri(1, 9), ri(0, 9))
		}},
		{"clean_oidc_discovery", func(b *B) string {
			dom := orgDomain(randLang())
			o := oktaOrg(dom)
			return fmt.Sprintf(`{"issuer":"https://%s/oauth2/%s","authorization_endpoint":"https://%s/oauth2/%s/v1/authorize","token_endpoint":"https://%s/oauth2/%s/v1/token","jwks_uri":"https://%s/oauth2/%s/v1/keys","response_types_supported":["code","id_token","code id_token","code token"],"grant_types_supported":["authorization_code","implicit","refresh_token","password","client_credentials","urn:ietf:params:oauth:grant-type:device_code"],"subject_types_supported":["public"],"id_token_signing_alg_values_supported":["RS256"],"scopes_supported":["openid","email","profile","address","phone","offline_access","device_sso"],"token_endpoint_auth_methods_supported":["client_secret_basic","client_secret_post","client_secret_jwt","private_key_jwt","none"],"claims_supported":["iss","ver","sub","aud","iat","exp","jti","auth_time","amr","idp","nonce","name","email","email_verified","phone_number","phone_number_verified"]}`,
				o, "aus"+alnum(14)+"7", o, "default", o, "default", o, "default")
		}},
		{"clean_jwks", func(b *B) string {
			return fmt.Sprintf(`{"keys":[{"kty":"RSA","alg":"RS256","kid":"%s","use":"sig","e":"AQAB","n":"%s"},{"kty":"RSA","alg":"RS256","kid":"%s","use":"sig","e":"AQAB","x5t":"%s","n":"%s"}]}`,
				b.K(fromSet(b64uS, 43)), b.K(fromSet(b64uS, 342)), b.K(fromSet(b64uS, 43)), b.K(fromSet(b64uS, 27)), b.K(fromSet(b64uS, 342)))
		}},
		{"clean_saml_idp_metadata", func(b *B) string {
			dom := orgDomain(randLang())
			return fmt.Sprintf(`<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="http://www.okta.com/%s"><md:IDPSSODescriptor WantAuthnRequestsSigned="false" protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol"><md:KeyDescriptor use="signing"><ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:X509Data><ds:X509Certificate>%s</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor><md:NameIDFormat>urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress</md:NameIDFormat><md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="https://%s/app/%s/sso/saml"/></md:IDPSSODescriptor></md:EntityDescriptor>`,
				b.K(fromSet(lower+digs, 20)), b.K(certB64(600)), oktaOrg(dom), fromSet(lower+digs, 20))
		}},
		{"clean_saml_authnrequest", func(b *B) string {
			return fmt.Sprintf(`<samlp:AuthnRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" ID="%s" Version="2.0" IssueInstant="%s" Destination="https://login.microsoftonline.com/%s/saml2" AssertionConsumerServiceURL="https://sp.%s/Shibboleth.sso/SAML2/POST" ProtocolBinding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST"><saml:Issuer xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion">https://sp.%s/shibboleth</saml:Issuer><samlp:NameIDPolicy AllowCreate="true" Format="urn:oasis:names:tc:SAML:2.0:nameid-format:persistent"/></samlp:AuthnRequest>`,
				b.K("_"+hexs(32)), b.K(ts()[:19]+"Z"), b.K(uuid()), orgDomain(randLang()), orgDomain(randLang()))
		}},
		{"clean_scim_spconfig", func(b *B) string {
			return fmt.Sprintf(`{"schemas":["urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig"],"patch":{"supported":true},"bulk":{"supported":true,"maxOperations":%d,"maxPayloadSize":%s},"filter":{"supported":true,"maxResults":%d},"changePassword":{"supported":false},"sort":{"supported":false},"etag":{"supported":true},"authenticationSchemes":[{"type":"oauthbearertoken","name":"OAuth Bearer Token","description":"Authentication scheme using the OAuth Bearer Token Standard","specUri":"http://www.rfc-editor.org/info/rfc6750","primary":true}],"meta":{"location":"https://scim.%s/v2/ServiceProviderConfig","resourceType":"ServiceProviderConfig","version":"W/\"%s\""}}`,
				ri(100, 1000), b.K(fmt.Sprint(ri(1000000, 9999999))), ri(100, 1000), orgDomain(randLang()), b.K(hexs(12)))
		}},
		{"clean_scim_group_patch", func(b *B) string {
			return fmt.Sprintf(`PATCH /scim/v2/Groups/%s HTTP/1.1
Authorization: Bearer ${SCIM_TOKEN}
Content-Type: application/scim+json

{"schemas":["urn:ietf:params:scim:api:messages:2.0:PatchOp"],"Operations":[{"op":"add","path":"members","value":[{"value":"%s"},{"value":"%s"}]},{"op":"remove","path":"members[value eq \"%s\"]"}]}`,
				b.K(uuid()), b.K(uuid()), b.K(uuid()), b.K(uuid()))
		}},
		{"clean_ldap_schema", func(b *B) string {
			return "attributetype ( 2.5.4.20 NAME 'telephoneNumber'\n  EQUALITY telephoneNumberMatch\n  SUBSTR telephoneNumberSubstringsMatch\n  SYNTAX 1.3.6.1.4.1.1466.115.121.1.50{32} )\nattributetype ( 0.9.2342.19200300.100.1.41 NAME ( 'mobile' 'mobileTelephoneNumber' )\n  SYNTAX 1.3.6.1.4.1.1466.115.121.1.50{32} )\nattributetype ( 2.5.4.35 NAME 'userPassword'\n  EQUALITY octetStringMatch\n  SYNTAX 1.3.6.1.4.1.1466.115.121.1.40{128} )\n# custom: " + b.K(fmt.Sprintf("1.3.6.1.4.1.%d.1.%d", ri(10000, 59999), ri(1, 40))) + " employeeBadgeId"
		}},
		{"clean_ldapsearch_stale_accounts", func(b *B) string {
			dom := orgDomain(randLang())
			return fmt.Sprintf("ldapsearch -LLL -x -W -H ldaps://dc01.%s -D \"cn=Administrator,cn=Users,%s\" -b \"%s\" \"(&(objectCategory=person)(objectClass=user)(pwdLastSet=0)(!(userAccountControl:1.2.840.113556.1.4.803:=2)))\" sAMAccountName whenCreated uSNChanged\nEnter LDAP Password:\ndn: CN=svc-print02,OU=Service Accounts,%s\nsAMAccountName: svc-print02\nwhenCreated: %s\nuSNChanged: %s\npwdLastSet: 0\nlastLogonTimestamp: %s\nuserAccountControl: 66048",
				dom, DCOf(dom), DCOf(dom), DCOf(dom), b.K(fmt.Sprintf("%d%02d%02d%02d%02d%02d.0Z", ri(2015, 2024), ri(1, 12), ri(1, 28), ri(0, 23), ri(0, 59), ri(0, 59))), b.K(fmt.Sprint(ri(100000, 9999999))), b.K("1"+digits(17)))
		}},
		{"clean_get_adcomputer", func(b *B) string {
			dom := orgDomain(randLang())
			return fmt.Sprintf("DistinguishedName      : CN=WKS-%s,OU=Workstations,%s\nDNSHostName            : wks-%s.%s\nEnabled                : True\nIPv4Address            : %s\nObjectGUID             : %s\nOperatingSystem        : Windows 11 Enterprise\nOperatingSystemVersion : %s\nSID                    : %s\nPasswordLastSet        : %s\nmsLAPS-PasswordExpirationTime : %s",
				digits(5), DCOf(dom), digits(5), dom, b.K(ipPriv()), b.K(uuid()), b.K(pick("10.0 (22631)", "10.0 (26100)", "10.0 (19045)")), b.K(sid()), b.K(fmt.Sprintf("%d/%d/%d %d:%02d:%02d AM", ri(1, 12), ri(1, 28), ri(2024, 2025), ri(1, 11), ri(0, 59), ri(0, 59))), b.K("1"+digits(17)))
		}},
		{"clean_ad_event_4740", func(b *B) string {
			return fmt.Sprintf("Log Name: Security\nSource: Microsoft-Windows-Security-Auditing\nDate: %s\nEvent ID: 4740\nTask Category: User Account Management\nKeywords: Audit Success\nComputer: DC02.corp.local\nDescription:\nA user account was locked out.\nSubject:\n\tSecurity ID:\t\tSYSTEM\n\tAccount Name:\t\tDC02$\n\tAccount Domain:\t\tCORP\n\tLogon ID:\t\t0x3E7\nAccount That Was Locked Out:\n\tSecurity ID:\t\t%s\n\tAccount Name:\t\tsvc-scan\nAdditional Information:\n\tCaller Computer Name:\tMFP-%s",
				b.K(tsS()), b.K(sid()), b.K(fmt.Sprint(ri(100, 999))))
		}},
		{"clean_ad_password_policy", func(b *B) string {
			return fmt.Sprintf("PS C:\\> Get-ADDefaultDomainPasswordPolicy\n\nComplexityEnabled           : True\nDistinguishedName           : DC=corp,DC=local\nLockoutDuration             : 00:%02d:00\nLockoutObservationWindow    : 00:%02d:00\nLockoutThreshold            : %d\nMaxPasswordAge              : %d.00:00:00\nMinPasswordAge              : 1.00:00:00\nMinPasswordLength           : %d\nobjectGUID                  : %s\nPasswordHistoryCount        : %d\nReversibleEncryptionEnabled : False",
				ri(15, 30), ri(15, 30), ri(5, 10), pick4(42, 90, 180), ri(12, 16), b.K(uuid()), ri(12, 24))
		}},
		{"clean_bitwarden_folders_export", func(b *B) string {
			return fmt.Sprintf(`{"encrypted":false,"folders":[{"id":"%s","name":"Infrastructure"},{"id":"%s","name":"Finanzen"},{"id":"%s","name":"Réseaux sociaux"}],"items":[{"id":"%s","organizationId":null,"folderId":"%s","type":2,"reprompt":0,"name":"Rotation schedule","notes":"Rotate service passwords every 90 days; next window %s. See KB-%d.","favorite":false,"secureNote":{"type":0},"collectionIds":null,"revisionDate":"%s","creationDate":"%s","deletedDate":null}]}`,
				b.K(uuid()), b.K(uuid()), b.K(uuid()), b.K(uuid()), uuid(), b.K(date()), ri(1000, 9999), b.K(ts()), b.K(ts()))
		}},
		{"clean_lastpass_import_help", func(b *B) string {
			return fmt.Sprintf("Import fails with \"Invalid CSV\" (%s). The LastPass header must be exactly:\nurl,username,password,totp,extra,name,grouping,fav\nand secure notes use url=http://sn. Rows: %d, rejected: %d (line %d has %d columns instead of 8). Export was made with LastPass %s.",
				b.K(date()), ri(100, 2000), ri(1, 20), ri(2, 900), ri(9, 12), b.K(ver()))
		}},
		{"clean_keepass_meta", func(b *B) string {
			return fmt.Sprintf(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<KeePassFile><Meta><Generator>KeePassXC</Generator><DatabaseName>IT-Betrieb</DatabaseName><DatabaseNameChanged>%s</DatabaseNameChanged><MaintenanceHistoryDays>365</MaintenanceHistoryDays><MasterKeyChanged>%s</MasterKeyChanged><MasterKeyChangeRec>-1</MasterKeyChangeRec><MemoryProtection><ProtectTitle>False</ProtectTitle><ProtectUserName>False</ProtectUserName><ProtectPassword>True</ProtectPassword><ProtectURL>False</ProtectURL><ProtectNotes>False</ProtectNotes></MemoryProtection><RecycleBinUUID>%s</RecycleBinUUID><HistoryMaxItems>10</HistoryMaxItems><HistoryMaxSize>6291456</HistoryMaxSize></Meta></KeePassFile>`,
				b.K(ts()[:19]+"Z"), b.K(ts()[:19]+"Z"), b.K(b64std(randBytes(16))))
		}},
		{"clean_bw_generator_settings", func(b *B) string {
			return fmt.Sprintf(`bw generate --uppercase --lowercase --number --special --length %d   # policy: min length %d, min numbers %d
{"passwordGeneratorOptions":{"length":%d,"ambiguous":false,"number":true,"minNumber":%d,"uppercase":true,"minUppercase":0,"lowercase":true,"special":true,"minSpecial":1,"type":"password","numWords":%d,"wordSeparator":"-","capitalize":true,"includeNumber":true}}`,
				ri(16, 32), ri(12, 16), ri(1, 3), ri(16, 32), ri(1, 3), ri(3, 6))
		}},
		{"clean_mfa_policy_change", func(b *B) string {
			return fmt.Sprintf("%s change %s approved by CAB-%d: Authenticator enrollment policy v%d.%d — Okta Verify (push + number challenge) REQUIRED, FIDO2/WebAuthn OPTIONAL, SMS and voice DISABLED for group %s (%d members), grace period %d days, recovery via helpdesk TAP only.",
				b.K(tsS()), b.K("CHG"+fmt.Sprintf("%07d", ri(10000, 999999))), ri(100, 999), ri(1, 9), ri(0, 9), b.K(oktaID("00g")), ri(50, 9000), ri(3, 30))
		}},
		{"clean_offboarding_template", func(b *B) string {
			return "## Offboarding – {{employee.full_name}} (last day {{termination_date}})\n- [ ] Suspend IdP account <work email>\n- [ ] Transfer Drive to {{manager.email}}\n- [ ] Cancel corporate card ending ____\n- [ ] Personal email for final payslip: ______________\n- [ ] Collect laptop (asset tag " + b.K("LT-"+digits(5)) + " example) and badge\n- [ ] Revoke API tokens listed in " + b.K("https://wiki.internal/iam/offboarding#tokens") + "\nSLA: " + b.K(fmt.Sprint(ri(2, 24))+" h") + " after HR ticket " + b.K("{{ticket.id}}")
		}},
		{"clean_helpdesk_macro", func(b *B) string {
			return "Hi {{ticket.requester.first_name}},\n\nYour password has been reset. Temporary password: {{temp_password}}\nYou will be asked to choose a new one (min. " + b.K(fmt.Sprint(ri(12, 16))) + " characters, not one of your last " + b.K(fmt.Sprint(ri(5, 24))) + ") at first sign-in.\nIf you did not request this, call the Service Desk on extension " + b.K(ext4()) + ".\n\n{{current_user.signature}}"
		}},
		{"clean_kb_de", func(b *B) string {
			return fmt.Sprintf("KB-%d: Kennwort vergessen?\n1. Öffnen Sie https://passwort.intranet.local\n2. Geben Sie Ihre Personalnummer (6-stellig, z. B. 000000) ein.\n3. Sie erhalten einen Bestätigungscode per SMS an die hinterlegte Mobilnummer.\nDas neue Kennwort muss mindestens %d Zeichen lang sein und darf keines der letzten %d Kennwörter sein. Hotline intern: Durchwahl %s, Mo–Fr %s Uhr. Stand: %s",
				ri(1000, 9999), ri(12, 16), ri(5, 24), b.K(ext4()), b.K("7:30–17:00"), b.K(dateDE()))
		}},
		{"clean_kb_fr", func(b *B) string {
			return fmt.Sprintf("Fiche n° %d – Réinitialiser son mot de passe Windows\nÉtape 1 : depuis l'écran de connexion, cliquez sur « Mot de passe oublié ».\nÉtape 2 : saisissez votre matricule (ex. 123456) puis le code à %d chiffres reçu par SMS.\nLe mot de passe doit contenir au moins %d caractères. Assistance : poste %s, du lundi au vendredi de %s. Mise à jour : %s (version %s).",
				ri(100, 999), pick4(6, 8), ri(12, 14), b.K(ext4()), b.K("8 h 30 à 18 h"), b.K(dateFR()), b.K(ver()))
		}},
		{"clean_kb_es", func(b *B) string {
			return fmt.Sprintf("Procedimiento %s: Desbloqueo de cuenta\nSi tu cuenta se bloquea tras %d intentos fallidos, espera %d minutos o usa el portal de autoservicio. Necesitarás tu número de empleado (p. ej. 000123) y el código de %d dígitos que llega por SMS. Soporte: extensión %s. Última revisión: %s.",
				b.K("IT-PR-"+fmt.Sprint(ri(10, 99))), ri(5, 10), pick4(15, 30), pick4(6, 8), b.K(ext4()), b.K(dateFR()))
		}},
		{"clean_kb_ja", func(b *B) string {
			return fmt.Sprintf("【手順書 No.%d】パスワードを忘れた場合\n1. セルフサービスポータル（https://sspr.intranet.local）にアクセス\n2. 社員番号（例：012345）を入力\n3. 登録済みの携帯電話に届く%d桁の確認コードを入力\nパスワードは%d文字以上、過去%d回分と同じものは使用できません。問い合わせ：内線 %s（平日 %s）改訂日：%s",
				ri(100, 999), pick4(6, 8), ri(12, 16), ri(5, 24), b.K(ext4()), b.K("9:00〜17:30"), b.K(dateJA()))
		}},
		{"clean_service_account_inventory", func(b *B) string {
			var sb strings.Builder
			sb.WriteString("| Account | Owner team | Vault path | Last rotated | Next due | Interactive |\n|---|---|---|---|---|---|\n")
			for i := 0; i < ri(3, 5); i++ {
				fmt.Fprintf(&sb, "| %s | %s | %s | %s | %s | no |\n", pick("svc-okta-agent", "svc-adconnect", "svc-backup", "svc-print", "svc-sql-report", "svc-hrsync"), pick("IAM", "Infra", "DBA", "Workplace"), b.K("secret/data/"+pick("iam", "infra", "db")+"/"+fromSet(lower, 6)), b.K(date()), date())
			}
			return strings.TrimRight(sb.String(), "\n")
		}},
		{"clean_aws_list_access_keys", func(b *B) string {
			return fmt.Sprintf("$ aws iam list-access-keys --user-name svc-backup-s3\n{\n    \"AccessKeyMetadata\": [\n        {\n            \"UserName\": \"svc-backup-s3\",\n            \"AccessKeyId\": \"%s\",\n            \"Status\": \"Active\",\n            \"CreateDate\": \"%s\"\n        },\n        {\n            \"UserName\": \"svc-backup-s3\",\n            \"AccessKeyId\": \"%s\",\n            \"Status\": \"Inactive\",\n            \"CreateDate\": \"%s\"\n        }\n    ]\n}",
				b.K(akia()), b.K(ts()[:19]+"+00:00"), b.K(akia()), b.K(ts()[:19]+"+00:00"))
		}},
		{"clean_gcp_iam_bindings", func(b *B) string {
			return fmt.Sprintf("bindings:\n- members:\n  - principalSet://iam.googleapis.com/locations/global/workforcePools/%s/group/iam-admins\n  role: roles/iam.serviceAccountKeyAdmin\n- members:\n  - principal://iam.googleapis.com/projects/%s/locations/global/workloadIdentityPools/github/subject/repo:org/idm:ref:refs/heads/main\n  role: roles/iam.workloadIdentityUser\netag: %s\nversion: 3",
				b.K("wf-pool-"+digits(4)), b.K(digits(12)), b.K(fromSet(b64uS, 12)+"="))
		}},
		{"clean_gws_password_settings", func(b *B) string {
			return fmt.Sprintf("Security > Authentication > Password management (OU /Staff, customer %s)\nEnforce strong password: ON\nLength: minimum %d, maximum 100\nEnforce password policy at next sign-in: ON\nAllow password reuse: OFF\nExpiration: %s\n2-Step Verification enrollment period: %d weeks; backup codes allowed: yes; last changed %s",
				b.K(gwsCustomer()), ri(12, 16), pick("Never expires", "90 days", "180 days"), ri(1, 4), b.K(date()))
		}},
		{"clean_okta_rate_limit_headers", func(b *B) string {
			return fmt.Sprintf("HTTP/1.1 429 Too Many Requests\nDate: %s\nContent-Type: application/json\nX-Okta-Request-Id: %s\nX-Rate-Limit-Limit: %d\nX-Rate-Limit-Remaining: 0\nX-Rate-Limit-Reset: %s\n\n{\"errorCode\":\"E0000047\",\"errorSummary\":\"API call exceeded rate limit due to too many requests.\",\"errorLink\":\"E0000047\",\"errorId\":\"%s\",\"errorCauses\":[]}",
				b.K(pick("Tue, 14 Jan 2025 16:02:51 GMT", "Mon, 03 Mar 2025 09:14:22 GMT", "Fri, 09 May 2025 02:30:07 GMT")), b.K(alnum(27)), pick4(600, 1200, 300), b.K(fmt.Sprint(ri(1710000000, 1760000000))), b.K("oae"+alnum(19)))
		}},
		{"clean_http_401", func(b *B) string {
			return fmt.Sprintf("HTTP/1.1 401 Unauthorized\nWWW-Authenticate: Bearer realm=\"%s\", error=\"invalid_token\", error_description=\"The access token expired\"\nContent-Length: %d\n\nclient sent: Authorization: Bearer <redacted>  (token_type \"Bearer\", expires_in 3600, issued %s)",
				b.K(pick("okta", "scim", "api")), ri(0, 200), b.K(ts()))
		}},
		{"clean_curl_env_placeholders", func(b *B) string {
			dom := orgDomain(randLang())
			return fmt.Sprintf("curl -s -H \"Authorization: SSWS ${OKTA_API_TOKEN}\" -H \"Accept: application/json\" \"https://%s/api/v1/users?search=profile.department%%20eq%%20%%22Engineering%%22&limit=%d\" | jq -r '.[].profile.login'\n# token from: op read \"op://IAM/okta-readonly/credential\"",
				oktaOrg(dom), pick4(200, 100, 50))
		}},
		{"clean_terraform_vars", func(b *B) string {
			return fmt.Sprintf("variable \"okta_api_token\" {\n  type      = string\n  sensitive = true\n}\n\nprovider \"okta\" {\n  org_name  = \"%s\"\n  base_url  = \"okta.com\"\n  api_token = var.okta_api_token\n}\n\nresource \"okta_app_oauth\" \"scim\" {\n  label          = \"SCIM bridge %s\"\n  type           = \"service\"\n  grant_types    = [\"client_credentials\"]\n  token_endpoint_auth_method = \"private_key_jwt\"\n}",
				strings.Split(orgDomain(randLang()), ".")[0], b.K(ver()))
		}},
		{"clean_k8s_secret_ref", func(b *B) string {
			return fmt.Sprintf("env:\n  - name: LDAP_BIND_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: ldap-bind\n        key: password\n  - name: OKTA_CLIENT_SECRET\n    valueFrom:\n      secretKeyRef:\n        name: okta-oidc\n        key: client-secret\nresources:\n  limits:\n    memory: %dMi\n    cpu: %dm\nimage: ghcr.io/acme/idm-bridge:%s",
				ri(128, 1024), ri(100, 1000), b.K(ver()))
		}},
		{"clean_cert_inventory", func(b *B) string {
			var sb strings.Builder
			sb.WriteString("Subject                          Thumbprint                                NotAfter             Serial\n")
			for i := 0; i < 3; i++ {
				fmt.Fprintf(&sb, "%-32s %s  %s  %s\n", pick("CN=sso.corp.local", "CN=Okta SAML signing", "CN=ADFS Token-Signing", "CN=scim.corp.local", "CN=ldaps.corp.local"), b.K(thumb()), b.K(date()), b.K(strings.ToUpper(hexs(32))))
			}
			return strings.TrimRight(sb.String(), "\n")
		}},
		{"clean_duo_auth_log", func(b *B) string {
			return fmt.Sprintf(`{"access_device":{"ip":"%s","os":"Windows","os_version":"%s","browser":"Edge","browser_version":"%s"},"application":{"key":"%s","name":"Microsoft RDP"},"auth_device":{"name":"iOS","ip":"%s"},"event_type":"authentication","factor":"duo_push","reason":"user_approved","result":"success","timestamp":%d,"txid":"%s"}`,
				b.K(ip()), b.K("10.0.22631"), b.K(fmt.Sprintf("%d.0.%d.%d", ri(118, 130), ri(1000, 2999), ri(10, 99))), b.K("DI"+fromSet(upper+digs, 18)), b.K(ip()), ri(1710000000, 1760000000), b.K(uuid()))
		}},
		{"clean_scim_error", func(b *B) string {
			return fmt.Sprintf(`{"schemas":["urn:ietf:params:scim:api:messages:2.0:Error"],"status":"409","scimType":"uniqueness","detail":"User with externalId %s already exists (id %s)"}`,
				b.K(empID()), b.K(uuid()))
		}},
		{"clean_radius_log", func(b *B) string {
			return fmt.Sprintf("%s radiusd[%d]: (%d) Login incorrect (mschap: MS-CHAP2-Response is incorrect): [svc-wifi-probe] (from client wlc-%02d port %d cli %s) NAS-IP %s:1812 Acct-Session-Id %s",
				b.K(pick("Mar 14 09:22:31", "Jan  7 17:04:55", "Nov 30 23:59:01")), ri(1000, 9999), ri(1, 99999), ri(1, 20), ri(1, 64), b.K(strings.ToUpper(fmt.Sprintf("%s-%s-%s-%s-%s-%s", hexs(2), hexs(2), hexs(2), hexs(2), hexs(2), hexs(2)))), b.K(ipPriv()), b.K(strings.ToUpper(hexs(16))))
		}},
		{"clean_masked_values_report", func(b *B) string {
			return fmt.Sprintf("Identity verification summary (%s): SSN on file %s ✔, card on file ending %s (exp %02d/%d) ✔, recovery phone +1 (***) ***-%s ✔, recovery email %s***@%s ✔, password ******** (last changed %s). Risk score %d/100.",
				b.K(ticket()), b.K(maskedSSN()), b.K(fmt.Sprint(ri(1000, 9999))), ri(1, 12), ri(26, 31), b.K(fmt.Sprint(ri(1000, 9999))), pick("j", "m", "a", "k"), b.K(orgDomain(randLang())), b.K(date()), ri(1, 99))
		}},
		{"clean_validation_test_data", func(b *B) string {
			return fmt.Sprintf("SCIM validator negative tests (%s): card %s → rejected (Luhn), ssn %s → rejected (invalid area/group), ssn %s → rejected, phone \"+1 555 0100\" → rejected (fictional), password \"P@ssw0rd\" → rejected (breached list), employeeNumber %s → accepted.",
				b.K(date()), b.K(luhnBad()), b.K(invalidSSN()), b.K(invalidSSN()), b.K(empID()))
		}},
		{"clean_release_notes", func(b *B) string {
			return fmt.Sprintf("Okta AD Agent %s (released %s): fixes password sync failing for passwords longer than %d characters; delegated authentication timeout raised to %d s; requires .NET Framework %s. Upgrade from %s supported. Known issue OKTA-%d.",
				b.K(ver()), b.K(date()), ri(64, 256), ri(10, 60), b.K("4.8."+fmt.Sprint(ri(1, 9))), b.K(ver()), ri(100000, 999999))
		}},
		{"clean_okta_token_list", func(b *B) string {
			return fmt.Sprintf(`[{"id":"%s","name":"terraform-ci","userId":"%s","clientName":"Okta API","expiresAt":"%s","created":"%s","lastUpdated":"%s","tokenWindow":"P30D","network":{"connection":"ZONE","include":["%s"]}},{"id":"%s","name":"scim-bridge","userId":"%s","clientName":"Okta API","expiresAt":"%s","created":"%s","tokenWindow":"P30D"}]`,
				b.K(oktaID("00T")), b.K(oktaID("00u")), b.K(ts()), b.K(ts()), ts(), b.K(oktaID("nzo")), b.K(oktaID("00T")), oktaID("00u"), ts(), ts())
		}},
		{"clean_pm_field_mapping", func(b *B) string {
			return "Migration LastPass → Bitwarden, field mapping:\nurl → login_uri\nusername → login_username\npassword → login_password\ntotp → login_totp\nextra → notes\ngrouping → folder\nfav → favorite (0/1)\nItems: " + b.K(fmt.Sprint(ri(1000, 9999))) + ", folders: " + fmt.Sprint(ri(10, 99)) + ", skipped (attachments): " + fmt.Sprint(ri(1, 40)) + ". Run " + b.K(uuid()) + " finished " + b.K(tsS()) + "."
		}},
		{"clean_signin_summary_ja", func(b *B) string {
			return fmt.Sprintf("サインインレポート（%s〜%s）\n成功：%d件　失敗：%d件（うちMFA拒否 %d件）\nロックアウト：%d件　エラーコード 50053 が最多\nテナントID：%s", b.K(dateJA()), dateJA(), ri(10000, 99999), ri(100, 9999), ri(10, 999), ri(1, 99), b.K(uuid()))
		}},
		{"clean_ldif_group", func(b *B) string {
			dom := orgDomain(randLang())
			return fmt.Sprintf("dn: cn=vpn-users,ou=groups,%s\nobjectClass: groupOfNames\ncn: vpn-users\ngidNumber: %s\nmember: uid=svc-radius,ou=services,%s\nmember: cn=helpdesk-l2,ou=groups,%s\nmodifyTimestamp: %s\nentryUUID: %s",
				dcOf(dom), b.K(fmt.Sprint(ri(5000, 9999))), dcOf(dom), dcOf(dom), b.K(fmt.Sprintf("%d%02d%02d%02d%02d%02dZ", ri(2020, 2025), ri(1, 12), ri(1, 28), ri(0, 23), ri(0, 59), ri(0, 59))), b.K(uuid()))
		}},
		{"clean_es_policy_change", func(b *B) string {
			return fmt.Sprintf("Cambio %s: la política de contraseñas de Entra ID pasa a longitud mínima %d, bloqueo tras %d intentos durante %d minutos y caducidad desactivada. Afecta a %d cuentas del grupo %s. Ventana: %s, 22:00–23:00.",
				b.K("CHG"+fmt.Sprintf("%07d", ri(10000, 999999))), ri(12, 16), ri(5, 10), pick4(15, 30, 60), ri(100, 9000), b.K(uuid()), b.K(dateFR()))
		}},
	}
}
