package main

import (
	"fmt"
	"strings"
)

func dcOf(dom string) string {
	parts := strings.Split(dom, ".")
	return "dc=" + strings.Join(parts, ",dc=")
}
func DCOf(dom string) string {
	parts := strings.Split(dom, ".")
	return "DC=" + strings.Join(parts, ",DC=")
}
func ou() string {
	return pick("Users", "Staff", "Finance", "Engineering", "Vertrieb", "Comptabilité", "Ventas", "営業部")
}

func dirTemplates() []T {
	return []T{
		// ---------------- LDAP / AD ----------------
		{"ldapsearch_bind_output", func(b *B) string {
			p := per("")
			dom := orgDomain(p.Lang)
			uid := p.FA[:1] + p.LA
			return fmt.Sprintf("$ ldapsearch -x -H ldaps://dc01.%s:636 -D \"cn=svc-ldapread,ou=Service Accounts,%s\" -w '%s' -b \"ou=People,%s\" \"(uid=%s)\" cn mail telephoneNumber mobile employeeNumber\n# extended LDIF\n#\n# LDAPv3\n# base <ou=People,%s> with scope subtree\n# filter: (uid=%s)\n#\n\n# %s, People, %s\ndn: uid=%s,ou=People,%s\ncn: %s\nmail: %s\ntelephoneNumber: %s\nmobile: %s\nemployeeNumber: %s\n\n# search result\nsearch: 2\nresult: 0 Success\n\n# numResponses: 2\n# numEntries: 1",
				dom, dcOf(dom), b.T(password()), dcOf(dom), uid, dcOf(dom), uid, uid, dom, uid, dcOf(dom), p.Disp, b.E(workEmail(p, dom)), b.Ph(phoneLocal(p.Lang)), b.Ph(phoneLocal(p.Lang)), b.K(empID()))
		}},
		{"ldif_inetorgperson_ssha", func(b *B) string {
			p := per("")
			dom := orgDomain(p.Lang)
			uid := p.FA + "." + p.LA
			return fmt.Sprintf("dn: uid=%s,ou=people,%s\nobjectClass: top\nobjectClass: inetOrgPerson\nobjectClass: posixAccount\nuid: %s\ncn: %s\nsn: %s\ngivenName: %s\nmail: %s\ntelephoneNumber: %s\nuidNumber: %s\ngidNumber: %s\nhomeDirectory: /home/%s\nloginShell: /bin/bash\nuserPassword: {SSHA}%s",
				uid, dcOf(dom), uid, p.Disp, p.Last, p.First, b.E(workEmail(p, dom)), b.Ph(phoneLocal(p.Lang)), b.K(fmt.Sprint(ri(10000, 60000))), b.K(fmt.Sprint(ri(100, 9999))), uid, b.T(ssha()))
		}},
		{"ldapmodify_password_reset", func(b *B) string {
			p := per("")
			dom := orgDomain(p.Lang)
			pw := b.T(password())
			return fmt.Sprintf("cat <<EOF | ldapmodify -x -H ldap://ldap.%s -D \"cn=admin,%s\" -w '%s'\ndn: uid=%s,ou=people,%s\nchangetype: modify\nreplace: userPassword\nuserPassword: %s\n-\nreplace: shadowLastChange\nshadowLastChange: %d\nEOF\nmodifying entry \"uid=%s,ou=people,%s\"",
				dom, dcOf(dom), b.T(password()), p.FA, dcOf(dom), pw, ri(19500, 20500), p.FA, dcOf(dom))
		}},
		{"getaduser_properties", func(b *B) string {
			p := per("")
			dom := orgDomain(p.Lang)
			e := b.E(workEmail(p, dom))
			return fmt.Sprintf("PS C:\\> Get-ADUser -Identity %s%s -Properties EmailAddress,MobilePhone,OfficePhone,LastLogonDate,PasswordLastSet,LockedOut\n\nDistinguishedName : CN=%s,OU=%s,%s\nEmailAddress      : %s\nEnabled           : True\nGivenName         : %s\nLastLogonDate     : %s\nLockedOut         : True\nMobilePhone       : %s\nName              : %s\nObjectClass       : user\nObjectGUID        : %s\nOfficePhone       : %s\nPasswordLastSet   : %s\nSamAccountName    : %s%s\nSID               : %s\nSurname           : %s\nUserPrincipalName : %s",
				p.FA[:1], p.LA, p.Disp, ou(), DCOf(dom), e, p.First, b.K(fmt.Sprintf("%d/%d/%d %d:%02d:%02d PM", ri(1, 12), ri(1, 28), ri(2024, 2025), ri(1, 11), ri(0, 59), ri(0, 59))), b.Ph(phoneLocal(p.Lang)), p.Disp, b.K(uuid()), b.Ph(phoneLocal(p.Lang)), b.K(fmt.Sprintf("%d/%d/%d %d:%02d:%02d AM", ri(1, 12), ri(1, 28), ri(2023, 2025), ri(1, 11), ri(0, 59), ri(0, 59))), p.FA[:1], p.LA, b.K(sid()), p.Last, e)
		}},
		{"set_adaccountpassword", func(b *B) string {
			p := per("")
			return fmt.Sprintf("# %s – locked out after %d bad attempts, verified via callback\nSet-ADAccountPassword -Identity %s.%s -Reset -NewPassword (ConvertTo-SecureString -AsPlainText \"%s\" -Force)\nSet-ADUser -Identity %s.%s -ChangePasswordAtLogon $true\nUnlock-ADAccount -Identity %s.%s",
				b.K(inc()), ri(5, 12), p.FA, p.LA, b.T(tempPw()), p.FA, p.LA, p.FA, p.LA)
		}},
		{"new_aduser_script", func(b *B) string {
			p := per("")
			dom := orgDomain(p.Lang)
			return fmt.Sprintf("New-ADUser -Name \"%s\" -GivenName \"%s\" -Surname \"%s\" -SamAccountName \"%s%s\" -UserPrincipalName \"%s\" -EmailAddress \"%s\" -OfficePhone \"%s\" -EmployeeID \"%s\" -Path \"OU=%s,%s\" -AccountPassword (ConvertTo-SecureString '%s' -AsPlainText -Force) -Enabled $true",
				p.Disp, p.First, p.Last, p.FA[:1], p.LA, b.E(workEmail(p, dom)), b.E(workEmail(p, dom)), b.Ph(phoneLocal(p.Lang)), b.K(empID()), ou(), DCOf(dom), b.T(password()))
		}},
		{"ad_import_csv", func(b *B) string {
			var sb strings.Builder
			sb.WriteString("SamAccountName;GivenName;Surname;EmailAddress;Department;MobilePhone;Password;Manager\n")
			lang := randLang()
			dom := orgDomain(lang)
			for i := 0; i < ri(2, 4); i++ {
				p := per(lang)
				fmt.Fprintf(&sb, "%s%s;%s;%s;%s;%s;%s;%s;%s\n", p.FA[:1], p.LA, p.First, p.Last, b.E(workEmail(p, dom)), pick("IT", "HR", "Finance", "Einkauf", "RRHH"), b.Ph(phoneLocal(lang)), b.T(tempPw()), pick("jdoe", "mbauer", "lgarcia", "tsato"))
			}
			return strings.TrimRight(sb.String(), "\n")
		}},
		{"net_user_domain", func(b *B) string {
			p := per("de")
			return fmt.Sprintf("C:\\Windows\\system32>net user %s%s %s /domain\nDie Anforderung wird auf einem Domänencontroller für Domäne %s verarbeitet.\n\nDer Befehl wurde erfolgreich ausgeführt.\n\n:: Ticket %s – Kennwort per Rückruf an %s übermittelt",
				p.FA[:1], p.LA, b.T(tempPw()), strings.ToUpper(strings.Split(orgDomain("de"), ".")[0][:6]), b.K(ticket()), b.Ph(phoneLocal("de")))
		}},
		{"python_ldap3_bind", func(b *B) string {
			dom := orgDomain(randLang())
			return fmt.Sprintf("from ldap3 import Server, Connection, ALL, NTLM\n\nserver = Server('ldaps://dc02.%s', port=636, get_info=ALL)\nconn = Connection(server, user='%s\\\\svc_hrsync', password='%s', authentication=NTLM, auto_bind=True)\nconn.search('%s', '(&(objectClass=user)(employeeID=%s))', attributes=['mail', 'telephoneNumber'])",
				dom, strings.ToUpper(strings.Split(dom, ".")[0][:5]), b.T(password()), DCOf(dom), b.K(empID()))
		}},
		{"slapd_rootpw_config", func(b *B) string {
			dom := orgDomain(randLang())
			return fmt.Sprintf("dn: olcDatabase={1}mdb,cn=config\nchangetype: modify\nreplace: olcRootPW\nolcRootPW: {SSHA}%s\n-\nreplace: olcSuffix\nolcSuffix: %s\n\n# plain value kept in KeePass only; for the record the migration used: %s",
				b.T(ssha()), dcOf(dom), b.T(password()))
		}},
		{"ad_unlock_ticket_de", func(b *B) string {
			p := per("de")
			dom := orgDomain("de")
			return fmt.Sprintf("Ticket %s – AD-Konto entsperren\nBenutzer: %s (%s), Abteilung %s\nKonto seit %s gesperrt (badPwdCount 5). Rückruf unter %s, alternativ per Mail an %s.\nBitte Kennwort auf Initialpasswort setzen und Änderung bei der nächsten Anmeldung erzwingen.",
				b.K(ticket()), p.Disp, p.FA[:1]+p.LA, pick("Einkauf", "Buchhaltung", "Vertrieb"), b.K(dateDE()), b.Ph(phoneLocal("de")), b.E(workEmail(p, dom)))
		}},
		{"csvde_export", func(b *B) string {
			var sb strings.Builder
			lang := randLang()
			dom := orgDomain(lang)
			sb.WriteString("DN,objectClass,sAMAccountName,mail,telephoneNumber,mobile,employeeID\n")
			for i := 0; i < ri(2, 3); i++ {
				p := per(lang)
				fmt.Fprintf(&sb, "\"CN=%s,OU=%s,%s\",user,%s%s,%s,%s,%s,%s\n", p.Disp, ou(), DCOf(dom), p.FA[:1], p.LA, b.E(workEmail(p, dom)), b.Ph(phoneLocal(lang)), b.Ph(phoneLocal(lang)), b.K(empID()))
			}
			return strings.TrimRight(sb.String(), "\n")
		}},
		{"ntds_hash_dump_note", func(b *B) string {
			p := per("")
			return fmt.Sprintf("IR-%d finding: service account hashes were readable from the old backup share. Extract (redact before sharing!):\n%s\\%s:%d:aad3b435b51404eeaad3b435b51404ee:%s:::\n%s\\svc_sql:%d:aad3b435b51404eeaad3b435b51404ee:%s:::",
				ri(100, 999), strings.ToUpper(strings.Split(orgDomain(p.Lang), ".")[0][:5]), p.FA[:1]+p.LA, ri(1100, 9000), b.T(hexTok(32)), "CORP", ri(1100, 9000), b.T(hexTok(32)))
		}},
		// ---------------- password managers ----------------
		{"bitwarden_json_login", func(b *B) string {
			p := per("")
			sec := totp32()
			return fmt.Sprintf(`{"encrypted":false,"folders":[{"id":"%s","name":"%s"}],"items":[{"id":"%s","organizationId":null,"folderId":"%s","type":1,"reprompt":0,"name":"%s","notes":null,"favorite":false,"login":{"uris":[{"match":null,"uri":"%s"}],"username":"%s","password":"%s","totp":"otpauth://totp/%s:%s?secret=%s&issuer=%s"},"collectionIds":null,"revisionDate":"%s"}]}`,
				b.K(uuid()), pick("Work", "Banking", "Social", "Admin"), b.K(uuid()), uuid(), pick("GitHub", "AWS Console", "Okta Admin", "Dropbox"), pick("https://github.com/login", "https://signin.aws.amazon.com", "https://login.okta.com", "https://www.dropbox.com/login"), b.E(persEmail(p)), b.T(password()), pick("GitHub", "AWS", "Okta", "Dropbox"), p.FA, b.T(sec), pick("GitHub", "AWS", "Okta", "Dropbox"), b.K(ts()))
		}},
		{"bitwarden_json_card", func(b *B) string {
			p := per("")
			brand := pick("visa", "mc", "amex", "disc")
			bn := map[string]string{"visa": "Visa", "mc": "Mastercard", "amex": "Amex", "disc": "Discover"}[brand]
			return fmt.Sprintf(`{"id":"%s","organizationId":null,"folderId":null,"type":3,"reprompt":1,"name":"%s","notes":"%s","favorite":true,"card":{"cardholderName":"%s","brand":"%s","number":"%s","expMonth":"%d","expYear":"%d","code":"%d"},"collectionIds":null,"revisionDate":"%s"}`,
				b.K(uuid()), pick("Corporate card", "Firmenkarte", "Carte pro", "Tarjeta empresa", "Personal Visa"), pick("travel only", "limit 5000 EUR", "for SaaS renewals", ""), strings.ToUpper(p.Disp), bn, b.C(card(brand, 1)), ri(1, 12), ri(2026, 2031), ri(100, 999), b.K(ts()))
		}},
		{"bitwarden_json_identity", func(b *B) string {
			p := per("en")
			return fmt.Sprintf(`{"id":"%s","type":4,"name":"%s - identity","identity":{"title":"%s","firstName":"%s","middleName":null,"lastName":"%s","address1":"%d %s St","city":"%s","state":"%s","postalCode":"%s","country":"US","company":null,"email":"%s","phone":"%s","ssn":"%s","username":"%s%s","passportNumber":null,"licenseNumber":"%s"},"revisionDate":"%s"}`,
				b.K(uuid()), p.First, pick("Mr", "Ms", "Mx", "Dr"), p.First, p.Last, ri(10, 9999), pick("Oak", "Maple", "Cedar", "Elm"), pick("Portland", "Madison", "Tucson"), pick("OR", "WI", "AZ"), b.K(fmt.Sprint(ri(10000, 99999))), b.E(persEmail(p)), b.Ph(phoneUS()), b.S(ssn()), p.FA, p.LA, "D"+digits(7), b.K(ts()))
		}},
		{"bitwarden_csv", func(b *B) string {
			var sb strings.Builder
			sb.WriteString("folder,favorite,type,name,notes,fields,reprompt,login_uri,login_username,login_password,login_totp\n")
			p := per("")
			for i := 0; i < ri(2, 4); i++ {
				site := pick("https://accounts.google.com", "https://id.atlassian.com", "https://portal.azure.com", "https://app.hubspot.com", "https://www.linkedin.com", "https://login.salesforce.com")
				tot := ""
				if r.Intn(3) == 0 {
					tot = b.T(totp16())
				}
				fmt.Fprintf(&sb, "%s,%d,login,%s,,,0,%s,%s,%s,%s\n", pick("Work", "Personal", ""), r.Intn(2), strings.TrimPrefix(strings.TrimPrefix(site, "https://"), "www."), site, b.E(func() string {
					if r.Intn(2) == 0 {
						return persEmail(p)
					}
					return workEmail(p, orgDomain(p.Lang))
				}()), b.T(password()), tot)
			}
			return strings.TrimRight(sb.String(), "\n")
		}},
		{"lastpass_csv", func(b *B) string {
			p := per("")
			var sb strings.Builder
			sb.WriteString("url,username,password,totp,extra,name,grouping,fav\n")
			fmt.Fprintf(&sb, "https://www.paypal.com/signin,%s,%s,,,PayPal,Finance,0\n", b.E(persEmail(p)), b.T(password()))
			fmt.Fprintf(&sb, "https://%s/,%s,%s,%s,,VPN,Work,1\n", "vpn."+orgDomain(p.Lang), p.FA[:1]+p.LA, b.T(password()), b.T(totp32()))
			fmt.Fprintf(&sb, "http://sn,,,,\"NoteType:Credit Card\nLanguage:en-US\nName on Card:%s\nType:%s\nNumber:%s\nSecurity Code:%d\nStart Date:,\nExpiration Date:%s,%d\nNotes:\",Amex Gold,Cards,0",
				p.Disp, pick("Visa", "Mastercard", "American Express"), b.C(card("", 1)), ri(100, 999), pick("January", "March", "August", "November"), ri(2026, 2030))
			return sb.String()
		}},
		{"onepassword_1pux", func(b *B) string {
			p := per("")
			return fmt.Sprintf(`{"accounts":[{"attrs":{"accountName":"%s","name":"%s","avatar":"","email":"%s","uuid":"%s","domain":"https://my.1password.com/"},"vaults":[{"attrs":{"uuid":"%s","name":"Private","type":"P"},"items":[{"uuid":"%s","favIndex":0,"createdAt":%d,"updatedAt":%d,"state":"active","categoryUuid":"001","details":{"loginFields":[{"value":"%s","id":"","name":"username","fieldType":"T","designation":"username"},{"value":"%s","id":"","name":"password","fieldType":"P","designation":"password"}],"notesPlain":"","sections":[],"passwordHistory":[]},"overview":{"subtitle":"%s","urls":[{"label":"website","url":"https://%s"}],"title":"%s","url":"https://%s","ps":%d}}]}]}]}`,
				p.Disp, p.Disp, b.E(persEmail(p)), b.K(strings.ToUpper(fromSet(lower+digs, 26))), b.K(fromSet(lower+digs, 26)), b.K(fromSet(lower+digs, 26)), ri(1600000000, 1760000000), ri(1600000000, 1760000000), b.E(workEmail(p, orgDomain(p.Lang))), b.T(password()), "", pick("console.aws.amazon.com", "app.netsuite.com", "admin.google.com"), pick("AWS root", "NetSuite", "Google Admin"), pick("console.aws.amazon.com", "app.netsuite.com", "admin.google.com"), ri(40, 100))
		}},
		{"onepassword_csv", func(b *B) string {
			p := per("")
			return fmt.Sprintf("Title,Website,Username,Password,OTPAuth,Favorite,Archived,Tags,Notes\n\"Okta (work)\",https://%s,%s,%s,\"otpauth://totp/Okta:%s?secret=%s&issuer=Okta\",true,false,work,\"\"\n\"Home router\",http://192.168.1.1,admin,%s,,false,false,home,\"Fritz!Box 7590, firmware %s\"",
				oktaOrg(orgDomain(p.Lang)), b.E(workEmail(p, orgDomain(p.Lang))), b.T(password()), p.FA, b.T(totp32()), b.T(password()), b.K("7."+fmt.Sprint(ri(50, 59))))
		}},
		{"keepass_xml_entry", func(b *B) string {
			p := per("")
			return fmt.Sprintf(`<Entry>
	<UUID>%s</UUID>
	<IconID>0</IconID>
	<Times><CreationTime>%s</CreationTime><LastModificationTime>%s</LastModificationTime><Expires>False</Expires></Times>
	<String><Key>Notes</Key><Value>Mobile for SMS fallback: %s</Value></String>
	<String><Key>Password</Key><Value ProtectInMemory="True">%s</Value></String>
	<String><Key>Title</Key><Value>%s</Value></String>
	<String><Key>URL</Key><Value>%s</Value></String>
	<String><Key>UserName</Key><Value>%s</Value></String>
</Entry>`, b.K(b64std(randBytes(16))), b.K(ts()[:19]+"Z"), ts()[:19]+"Z", b.Ph(phoneLocal(p.Lang)), b.T(password()), pick("Entra ID Global Admin (break glass)", "Google Workspace Super Admin", "Okta Super Admin", "vCenter"), pick("https://portal.azure.com", "https://admin.google.com", "https://vcenter.corp.local/ui"), b.E(workEmail(p, orgDomain(p.Lang))))
		}},
		{"keepassxc_csv", func(b *B) string {
			var sb strings.Builder
			sb.WriteString("\"Group\",\"Title\",\"Username\",\"Password\",\"URL\",\"Notes\",\"TOTP\",\"Icon\",\"Last Modified\",\"Created\"\n")
			lang := randLang()
			for i := 0; i < ri(2, 3); i++ {
				p := per(lang)
				fmt.Fprintf(&sb, "\"Root/%s\",\"%s\",\"%s\",\"%s\",\"%s\",\"\",\"%s\",\"0\",\"%s\",\"%s\"\n", pick("IT", "Netzwerk", "Serveurs", "Sistemas"), pick("Firewall admin", "iDRAC", "SMTP relay", "Exchange"), b.E(workEmail(p, orgDomain(lang))), b.T(password()), pick("https://fw01.corp.local:4443", "https://10.20.0.5", "smtp://relay.corp.local"), func() string {
					if r.Intn(2) == 0 {
						return "otpauth://totp/" + p.FA + "?secret=" + b.T(totp32()) + "&period=30&digits=6&issuer=" + pick("Sophos", "Dell", "Postfix")
					}
					return ""
				}(), b.K(ts()[:19]+"Z"), ts()[:19]+"Z")
			}
			return strings.TrimRight(sb.String(), "\n")
		}},
		{"chrome_passwords_csv", func(b *B) string {
			var sb strings.Builder
			sb.WriteString("name,url,username,password,note\n")
			p := per("")
			for i := 0; i < ri(3, 4); i++ {
				h := pick("accounts.google.com", "www.amazon.de", "login.live.com", "github.com", "www.netflix.com", "app.bamboohr.com", "online.bbva.es", "www.ameli.fr")
				fmt.Fprintf(&sb, "%s,https://%s/,%s,%s,\n", h, h, b.E(persEmail(p)), b.T(password()))
			}
			return strings.TrimRight(sb.String(), "\n")
		}},
		{"chrome_passwords_csv_fr_notes", func(b *B) string {
			p := per("fr")
			return fmt.Sprintf("name,url,username,password,note\nimpots.gouv.fr,https://cfspart.impots.gouv.fr/,%s,%s,numéro fiscal dans le classeur bleu\nmail.%s,https://mail.%s/,%s,%s,compte partagé du secrétariat — ne pas changer sans prévenir (tél. %s)",
				b.K(fmt.Sprint(ri(1, 3))+digits(12)), b.T(password()), orgDomain("fr"), orgDomain("fr"), b.E(workEmail(p, orgDomain("fr"))), b.T(password()), b.Ph(phoneLocal("fr")))
		}},
		{"firefox_logins_csv", func(b *B) string {
			p := per("")
			t1 := fmt.Sprint(ri(1650000000000, 1760000000000))
			return fmt.Sprintf("\"url\",\"username\",\"password\",\"httpRealm\",\"formActionOrigin\",\"guid\",\"timeCreated\",\"timeLastUsed\",\"timePasswordChanged\"\n\"https://%s\",\"%s\",\"%s\",,\"https://%s\",\"{%s}\",\"%s\",\"%s\",\"%s\"\n\"https://intranet.%s\",\"%s\",\"%s\",,\"https://intranet.%s\",\"{%s}\",\"%s\",\"%s\",\"%s\"",
				"login.microsoftonline.com", b.E(workEmail(p, orgDomain(p.Lang))), b.T(password()), "login.microsoftonline.com", b.K(uuid()), b.K(t1), t1, t1,
				orgDomain(p.Lang), p.FA+"."+p.LA, b.T(password()), orgDomain(p.Lang), b.K(uuid()), b.K(fmt.Sprint(ri(1650000000000, 1760000000000))), fmt.Sprint(ri(1650000000000, 1760000000000)), fmt.Sprint(ri(1650000000000, 1760000000000)))
		}},
		{"safari_passwords_csv", func(b *B) string {
			p := per("")
			pe := b.E(persEmail(p))
			return fmt.Sprintf("Title,URL,Username,Password,Notes,OTPAuth\nicloud.com (%s),https://www.icloud.com/,%s,%s,,\nslack.com,https://%s.slack.com/,%s,%s,workspace admin,otpauth://totp/Slack:%s?secret=%s&issuer=Slack",
				pe, pe, b.T(password()), strings.Split(orgDomain(p.Lang), ".")[0], b.E(workEmail(p, orgDomain(p.Lang))), b.T(password()), p.FA, b.T(totp32()))
		}},
		{"bitwarden_note_recovery_codes", func(b *B) string {
			var codes []string
			for i := 0; i < 8; i++ {
				codes = append(codes, b.T(ghRecovery()))
			}
			return fmt.Sprintf(`{"id":"%s","type":2,"name":"GitHub recovery codes (org owner)","notes":"%s","secureNote":{"type":0},"revisionDate":"%s"}`, b.K(uuid()), strings.Join(codes, `\n`), b.K(ts()))
		}},
		{"onepassword_emergency_kit", func(b *B) string {
			p := per("")
			return fmt.Sprintf("1Password Emergency Kit\nCreated for %s on %s.\n\nSIGN-IN ADDRESS  https://%s.1password.com\nEMAIL ADDRESS    %s\nSECRET KEY       %s\nMASTER PASSWORD  %s\n\nKeep this document somewhere safe. (scanned copy attached to offboarding ticket %s — delete after handover!)",
				p.Disp, b.K(pick("March 3, 2025", "October 17, 2024", "July 9, 2025")), strings.Split(orgDomain(p.Lang), ".")[0], b.E(workEmail(p, orgDomain(p.Lang))), b.T(opSecretKey()), b.T(password()), b.K(ticket()))
		}},
		{"bw_cli_session", func(b *B) string {
			p := per("")
			sess := uq(func() string { return fromSet(b64S, 86) + "==" })
			return fmt.Sprintf("$ bw login %s '%s' --method 0 --code %d\nYou are logged in!\n\nTo unlock your vault, set your session key to the `BW_SESSION` environment variable. ex:\n$ export BW_SESSION=\"%s\"\n> $env:BW_SESSION=\"%s\"",
				b.E(workEmail(p, orgDomain(p.Lang))), b.T(password()), ri(100000, 999999), b.T(sess), sess)
		}},
		{"keepassxc_cli_show", func(b *B) string {
			p := per("")
			return fmt.Sprintf("$ keepassxc-cli show -s ~/vaults/it-ops.kdbx \"Infra/Okta API (terraform)\"\nEnter password to unlock /home/%s/vaults/it-ops.kdbx:\nTitle: Okta API (terraform)\nUserName: %s\nPassword: %s\nURL: https://%s/admin\nNotes: token rotated %s, expires after 30 days idle",
				p.FA, b.E(workEmail(p, orgDomain(p.Lang))), b.T(oktaToken()), oktaOrg(orgDomain(p.Lang)), b.K(date()))
		}},
		{"bitwarden_custom_fields", func(b *B) string {
			p := per("")
			return fmt.Sprintf(`{"type":1,"name":"Duo Admin API","login":{"username":"%s","password":"%s","uris":[{"uri":"https://admin-%s.duosecurity.com"}]},"fields":[{"name":"Integration key","value":"%s","type":0},{"name":"Secret key","value":"%s","type":1},{"name":"API hostname","value":"api-%s.duosecurity.com","type":0}]}`,
				b.E(workEmail(p, orgDomain(p.Lang))), b.T(password()), hexs(8), b.K("DI"+fromSet(upper+digs, 18)), b.T(randTok(40)), hexs(8))
		}},
		// ---------------- MFA recovery ----------------
		{"github_recovery_codes_txt", func(b *B) string {
			var sb strings.Builder
			for i := 0; i < 16; i++ {
				sb.WriteString(b.T(ghRecovery()) + "\n")
			}
			return "github-recovery-codes.txt\n" + sb.String() + "# saved from org owner account, " + b.K(date())
		}},
		{"mfa_reset_ticket_en", func(b *B) string {
			p := per("en")
			return fmt.Sprintf("%s | MFA reset | %s\nCaller %s (%s) got a new phone and can't approve Okta Verify pushes. Verified identity via manager video call. Reset all factors; user re-enrolled SMS to %s. Old number ending %s removed.",
				b.K(inc()), b.K(tsS()), p.Disp, b.E(workEmail(p, orgDomain("en"))), b.Ph(phoneUS()), b.K(fmt.Sprint(ri(1000, 9999))))
		}},
		{"microsoft_recovery_code", func(b *B) string {
			p := per("")
			return fmt.Sprintf("Microsoft account\nYour new recovery code\n\nHi %s, here is the recovery code for %s. Write it down and keep it somewhere safe:\n\n%s\n\nIf you lose access to your security info, use this code to get back into your account.",
				p.First, b.E(persEmail(p)), b.T(msRecovery()))
		}},
		{"totp_manual_entry_key", func(b *B) string {
			p := per("")
			dom := orgDomain(p.Lang)
			s := totp32()
			e := b.E(workEmail(p, dom))
			return fmt.Sprintf("Can't scan the QR code? Enter this key in your authenticator app:\n%s\nAccount: %s\nTime based: yes\n\notpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30",
				b.T(spaced4(strings.ToLower(s))), e, strings.Split(dom, ".")[0], e, b.T(s), strings.Split(dom, ".")[0])
		}},
		{"duo_bypass_codes", func(b *B) string {
			p := per("")
			var cs []string
			for i := 0; i < 5; i++ {
				cs = append(cs, b.T(uq(func() string { return fmt.Sprint(ri(100000000, 999999999)) })))
			}
			return fmt.Sprintf("Duo Admin Panel > Users > %s%s > Bypass Codes\nGenerated %s (expire in 24 hours, each usable once):\n%s\nSend to %s via the helpdesk phone line only.",
				p.FA[:1], p.LA, b.K(tsS()), strings.Join(cs, "\n"), b.E(workEmail(p, orgDomain(p.Lang))))
		}},
		{"aws_virtual_mfa_seed", func(b *B) string {
			return fmt.Sprintf("$ aws iam create-virtual-mfa-device --virtual-mfa-device-name break-glass-root --outfile /dev/null --bootstrap-method Base32StringSeed\n{\n    \"VirtualMFADevice\": {\n        \"SerialNumber\": \"arn:aws:iam::%s:mfa/break-glass-root\",\n        \"Base32StringSeed\": \"%s\"\n    }\n}",
				b.K(digits(12)), b.T(uq(func() string { return fromSet(b32S, 64) })))
		}},
		{"backup_codes_de", func(b *B) string {
			p := per("de")
			var cs []string
			for i := 0; i < 6; i++ {
				cs = append(cs, b.T(uq(func() string { return digits(4) + "-" + digits(4) })))
			}
			return fmt.Sprintf("Wiederherstellungscodes für %s (%s)\nJeder Code kann nur einmal verwendet werden. Erstellt am %s.\n%s\nBitte ausdrucken und im Tresor im Büro %s ablegen.",
				p.Disp, b.E(workEmail(p, orgDomain("de"))), b.K(dateDE()), strings.Join(cs, "  "), b.K(fmt.Sprintf("%d.%02d", ri(1, 5), ri(1, 40))))
		}},
		{"yubikey_piv_handover", func(b *B) string {
			p := per("")
			return fmt.Sprintf("YubiKey 5 NFC serial %s issued to %s\nPIV PIN: %s\nPUK: %s\nManagement key: %s\nFirmware %s – PIN retries 3",
				b.K(fmt.Sprint(ri(10000000, 29999999))), p.Disp, b.T(uq(func() string { return digits(6) })), b.T(uq(func() string { return digits(8) })), b.T(hexTok(48)), b.K("5."+fmt.Sprint(ri(2, 7))+"."+fmt.Sprint(ri(1, 4))))
		}},
		{"bitwarden_2fa_recovery", func(b *B) string {
			p := per("")
			return fmt.Sprintf("Two-step login recovery code for %s:\n%s\n(Bitwarden, saved %s – needed if the YubiKey is lost)",
				b.E(persEmail(p)), b.T(uq(func() string { return fromSet(lower+digs, 32) })), b.K(date()))
		}},
		{"okta_factor_reset_ja", func(b *B) string {
			p := per("ja")
			return fmt.Sprintf("【依頼】多要素認証のリセット\n申請者：%s（%s）\n機種変更のため Okta Verify が使えません。SMS 認証の電話番号を %s に変更してください。\n受付番号：%s",
				p.Disp, b.E(workEmail(p, orgDomain("ja"))), b.Ph(phoneLocal("ja")), b.K(ticket()))
		}},
	}
}
