package main

import (
	"fmt"
	"strings"
)

func init() { extraPII = append(extraPII, registerPII2, registerPII3) }

var extraPII []func()

func registerPII2() {
	reg("env_file_integrations", false, func(b *B) {
		m := pick(msps)
		b.T(pick([]string{"# .env for the helpdesk bot\n", "# psa-bridge/.env (do not commit!)\n", ""}))
		opts := r.Perm(6)
		n := rn(3, 5)
		for _, o := range opts[:n] {
			switch o {
			case 0:
				b.T("ZENDESK_SUBDOMAIN=" + strings.ToLower(strings.Split(m.name, " ")[0]))
				b.T("\nZENDESK_EMAIL=")
				b.P("email", "api@"+m.dom)
				b.T("\nZENDESK_API_TOKEN=")
				b.P("bearer", zendesk())
			case 1:
				b.T("SLACK_BOT_TOKEN=")
				b.P("bearer", xoxb())
				b.T("\nSLACK_CHANNEL=")
				b.K("#" + pick([]string{"helpdesk-alerts", "noc", "tickets"}))
			case 2:
				b.T("SMTP_HOST=smtp.sendgrid.net\nSMTP_PORT=")
				b.K("587")
				b.T("\nSMTP_USER=")
				b.K("apikey")
				b.T("\nSMTP_PASS=")
				b.P("bearer", sendgrid())
			case 3:
				b.T("PAGERDUTY_ROUTING_KEY=")
				b.P("bearer", hexs(32))
			case 4:
				l := locOfDomain(m.dom)
				b.T("TWILIO_ACCOUNT_SID=AC" + hexs(32) + "\nTWILIO_AUTH_TOKEN=")
				b.P("bearer", twilioTok())
				b.T("\nTWILIO_FROM=")
				ph := l.Ph(true)
				v := ph.E164
				if v == "" {
					v = ph.I()
				}
				b.P("phone", v)
			case 5:
				b.T("JIRA_BASE_URL=")
				b.K("https://" + strings.ToLower(strings.Split(m.name, " ")[0]) + ".atlassian.net")
				b.T("\nJIRA_USER=")
				b.P("email", "automation@"+m.dom)
				b.T("\nJIRA_API_TOKEN=")
				b.P("bearer", atlassian())
			}
			b.T("\n")
		}
		b.T("LOG_LEVEL=")
		b.K(pick([]string{"info", "debug", "warn"}))
	})

	reg("git_token_ticket", false, func(b *B) {
		var tok string
		switch r.IntN(3) {
		case 0:
			tok = ghp()
		case 1:
			tok = ghPat()
		default:
			tok = "glpat-" + fromA(b64uA, 20)
		}
		b.T(pick([]string{"Our deploy script for the client portal stopped working - I rotated the PAT, new one is ", "Can you update the runner secret? token: ", "The backup of the config repo fails with 401, I regenerated the token: "}))
		b.P("bearer", tok)
		b.T(pick([]string{"\nRepo: ", "\n(repo ", "\nfor "}))
		b.K(pick([]string{"acme-msp/rmm-scripts", "brightpath/intune-baselines", "ops/printer-configs", "it/onboarding-automation"}))
		b.T(pick([]string{", runner ", " on "}))
		b.K(srvName())
		b.T(pick([]string{". Expires ", " exp "}))
		b.K(dateS())
	})

	reg("smtp_app_password", false, func(b *B) {
		o := pick(clients)
		appPw := lowAlnum(0) + fromA(lowerA, 4) + " " + fromA(lowerA, 4) + " " + fromA(lowerA, 4) + " " + fromA(lowerA, 4)
		user := pick([]string{"scanner", "copier", "alerts", "noreply", "fax"}) + "@" + o.dom
		b.T(pick([]string{"Scan-to-email setup for the " + pick([]string{"Canon C3826i", "Ricoh IM C3000", "Xerox AltaLink C8130", "Brother MFC-L8900"}) + ":\n", "SMTP relay details (from ticket " + ticket() + "):\n"}))
		sep := pick([]string{": ", " = ", "\t"})
		b.T("Server" + sep)
		b.K(pick([]string{"smtp.gmail.com", "smtp.office365.com", "smtp-relay.gmail.com"}))
		b.T("\nPort" + sep)
		b.K(pick([]string{"587", "465"}))
		b.T(" (STARTTLS)\nUsername" + sep)
		b.P("email", user)
		b.T("\n" + pick([]string{"App password", "Password", "Pass"}) + sep)
		if chance(0.6) {
			b.P("bearer", appPw)
		} else {
			b.P("bearer", password())
		}
		b.T("\nSender name" + sep + pick([]string{"Scanner 2F", "Reception MFP", "Warehouse Copier"}))
	})

	reg("radius_shared_secret", false, func(b *B) {
		switch r.IntN(2) {
		case 0:
			b.T("# /etc/freeradius/3.0/clients.conf\n")
			for i := 0; i < rn(1, 3); i++ {
				b.T("client " + pick([]string{"ap-floor", "wlc-", "sw-core", "fw-edge"}) + fmt.Sprint(i+1) + " {\n    ipaddr = ")
				b.K(fmt.Sprintf("10.%d.%d.0/24", rn(0, 99), rn(0, 254)))
				b.T("\n    secret = ")
				b.P("bearer", password())
				b.T("\n    nas_type = other\n}\n")
			}
		default:
			b.T("NPS > RADIUS Clients > " + pick([]string{"Meraki-MR", "UniFi-Controller", "Aruba-IAP"}) + "\n  Address: ")
			b.K(ipPriv())
			b.T("\n  Shared secret: ")
			b.P("bearer", password())
			b.T("\n  Vendor: RADIUS Standard\n  Event ")
			b.K("6273")
			b.T(" keeps showing for these clients, ")
			b.K("reason code " + fmt.Sprint(pick([]int{16, 48, 65, 66})))
		}
	})

	reg("cisco_switch_config", false, func(b *B) {
		hn := pick([]string{"SW-CORE-01", "sw-acc-2f", "FL3-SW2", "ROUTER-HQ"})
		b.T("hostname " + hn + "\n!\n")
		b.T("username " + pick([]string{"admin", "msp", "netops"}) + " privilege 15 password 7 ")
		b.P("bearer", strings.ToUpper(fmt.Sprintf("%02d", rn(0, 15))+hexs(2*rn(6, 10))))
		b.T("\n!\nsnmp-server community ")
		b.P("bearer", snmpComm())
		b.T(" RO " + fmt.Sprint(rn(10, 99)) + "\n")
		if chance(0.6) {
			b.T("tacacs-server host ")
			b.K(ipPriv())
			b.T(" key ")
			b.P("bearer", password())
			b.T("\n")
		}
		b.T("!\ninterface GigabitEthernet1/0/" + fmt.Sprint(rn(1, 48)) + "\n description " + pick([]string{"uplink to fw", "AP reception", "printer 2F"}) + "\n")
		b.K(" switchport access vlan " + fmt.Sprint(rn(10, 400)))
		b.T("\n!\nntp server ")
		b.K(ipPriv())
	})

	reg("chat_shared_admin_pw", false, func(b *B) {
		a1, a2 := pick(agentsEN), pick(agentsEN)
		dev := pick([]string{"the FortiGate", "the Unifi controller", "the Synology", "the SonicWall", "the 3CX admin", "the domain admin break-glass"})
		ck := newClock()
		b.T("[")
		b.K(ck.next())
		b.T("] " + a1 + ": anyone have the pw for " + dev + " at " + pick(clients).name + "?\n[")
		b.K(ck.next())
		b.T("] " + a2 + ": " + pick([]string{"it's in ITGlue but here: ", "admin / ", "try ", "should be "}))
		b.P("bearer", password())
		b.T(pick([]string{"\n[", "  (rotate after pls)\n["}))
		b.K(ck.next())
		b.T("] " + a1 + ": " + pick([]string{"ty, in", "worked", "doesn't work, locked now 😬"}))
	})

	reg("ps_new_aduser", false, func(b *B) {
		o := pick(clients)
		p, l := staff(o)
		sam := p.Sam()
		switch r.IntN(2) {
		case 0:
			b.T("New-ADUser -Name \"" + p.Name + "\" -SamAccountName " + sam + " -UserPrincipalName ")
			b.P("email", p.UPN(o.dom))
			b.T(" `\n  -Path \"OU=Users,OU=" + pick([]string{"London", "Berlin", "Lyon", "Sydney", "HQ"}) + ",DC=corp,DC=local\" `\n  -OfficePhone '")
			b.P("phone", l.Ph(false).I())
			b.T("' -MobilePhone '")
			b.P("phone", l.Ph(true).I())
			b.T("' -EmployeeID ")
			b.K(fmt.Sprint(rn(10000, 99999)))
			b.T(" `\n  -AccountPassword (ConvertTo-SecureString '")
			b.P("bearer", tempPassword())
			b.T("' -AsPlainText -Force) -Enabled $true -ChangePasswordAtLogon $true")
		default:
			b.T("Set-ADAccountPassword -Identity ")
			b.K(sam)
			b.T(" -Reset -NewPassword (ConvertTo-SecureString -AsPlainText '")
			b.P("bearer", tempPassword())
			b.T("' -Force)\nUnlock-ADAccount -Identity ")
			b.K(sam)
			b.T("\nSet-ADUser " + sam + " -ChangePasswordAtLogon $true\n# " + pick([]string{"done per ", "ref ", "see "}))
			b.K(ticket())
		}
	})

	reg("net_user_cmdkey", false, func(b *B) {
		dom := pick([]string{"CORP", "CONTOSO", "KESSLER", "HVD", "LAKESHORE"})
		switch r.IntN(3) {
		case 0:
			b.T("C:\\> net user " + pick([]string{"svc_scan", "svc_backup", "kiosk01", "temp.admin"}) + " ")
			b.P("bearer", password())
			b.T(" /add /domain\nThe command completed successfully.\n\nC:\\> net localgroup \"Remote Desktop Users\" ")
			b.K(dom + "\\" + pick([]string{"svc_scan", "svc_backup", "kiosk01"}))
			b.T(" /add\nSystem error ")
			b.K(pick([]string{"1378", "5", "2220"}))
			b.T(" has occurred.")
		case 1:
			b.T("cmdkey /add:")
			b.K(srvName())
			b.T(" /user:" + dom + "\\" + pick([]string{"svc_print", "scanuser", "administrator"}) + " /pass:")
			b.P("bearer", urlPassword())
			b.T("\nCMDKEY: Credential added successfully.")
		default:
			b.T("net use Z: \\\\")
			b.K(srvName())
			b.T("\\shared /user:" + dom + "\\" + pick([]string{"svc_map", "frontdesk", "accounts"}) + " ")
			b.P("bearer", password())
			b.T(" /persistent:yes\nSystem error ")
			b.K(pick([]string{"1326", "53", "86", "1219"}))
			b.T(" has occurred.")
		}
	})

	reg("meeting_invite_dialin", false, func(b *B) {
		switch r.IntN(2) {
		case 0:
			mid := zoomID()
			b.T("Join Zoom Meeting\nhttps://us06web.zoom.us/j/" + strings.ReplaceAll(mid, " ", "") + "\n\nMeeting ID: ")
			b.K(mid)
			b.T("\n\n---\nDial by your location\n")
			for i := 0; i < rn(2, 4); i++ {
				l := loc(pick([]string{"en-US", "en-GB", "de", "fr", "en-AU", "nl"}))
				b.T("• ")
				b.P("phone", l.Ph(false).I())
				b.T(" " + map[string]string{"en-US": "US (New York)", "en-GB": "United Kingdom", "de": "Germany", "fr": "France", "en-AU": "Australia", "nl": "Netherlands"}[l.Code] + "\n")
			}
			b.T("\nFind your local number: https://us06web.zoom.us/u/" + lowAlnum(10))
		default:
			cid := fmt.Sprintf("%03d %03d %03d", rn(100, 999), rn(0, 999), rn(0, 999))
			l := loc(pick([]string{"en-US", "en-GB", "de", "en-AU"}))
			city := map[string]string{"en-US": "United States, New York City", "en-GB": "United Kingdom, London", "de": "Germany, Berlin", "en-AU": "Australia, Sydney"}[l.Code]
			num := l.Ph(false).I()
			b.T("Microsoft Teams meeting\nJoin on your computer, mobile app or room device\nClick here to join the meeting\nMeeting ID: ")
			b.K(fmt.Sprintf("%d %d %d %d", rn(200, 499), rn(100, 999), rn(100, 999), rn(100, 999)))
			b.T("\n\nOr call in (audio only)\n")
			b.P("phone", num)
			b.T(",,")
			b.K(strings.ReplaceAll(cid, " ", "") + "#")
			b.T("   " + city + "\nPhone Conference ID: ")
			b.K(cid + "#")
		}
	})

	reg("voicemail_transcript", false, func(b *B) {
		l := enLoc()
		p := l.Person()
		from := l.Ph(chance(0.5))
		b.T(pick([]string{"New voicemail from ", "Voicemail received from ", "You received a voice message from "}))
		b.P("phone", from.Any())
		b.T(" (" + pick([]string{"Unknown", p.Name, "WIRELESS CALLER"}) + ") - ")
		b.K(fmt.Sprintf("0:%02d", rn(10, 59)))
		b.T("\nTranscript: \"Hi, this is " + p.First + " from " + pick([]string{"accounts", "reception", "the warehouse", "Dr. Patel's office"}) + ", calling about ticket ")
		tk := ticket()
		b.K(tk)
		b.T(". " + pick(issuesEN) + ". ")
		if chance(0.6) {
			b.T("Can you call me back on ")
			b.P("phone", l.Ph(false).N())
			b.T(", ")
			b.K("extension " + extNum())
		} else {
			b.T("My cell is ")
			b.P("phone", l.Ph(true).N())
		}
		b.T(". Thanks.\"\n")
		b.K("Mailbox " + fmt.Sprint(rn(200, 899)))
	})

	reg("sip_phone_provisioning", false, func(b *B) {
		l := loc(pick([]string{"en-US", "en-GB", "de", "nl", "en-AU", "fr"}))
		p := l.Person()
		ext := fmt.Sprint(rn(100, 9999))
		m := strings.ToLower(strings.ReplaceAll(mac(), ":", ""))
		m = strings.ReplaceAll(strings.ReplaceAll(m, "-", ""), ".", "")
		b.T("# ")
		b.K(m + ".cfg")
		b.T("  (" + pick([]string{"Yealink T54W", "Yealink T46U", "Poly VVX 450", "Grandstream GRP2614"}) + ")\n")
		b.T("# DID ")
		b.P("phone", l.Ph(false).I())
		b.T(" -> ext " + ext + "\n")
		b.T("account.1.enable = 1\naccount.1.label = ")
		b.K(ext)
		b.T("\naccount.1.display_name = " + p.Name + "\naccount.1.auth_name = " + ext + "\naccount.1.password = ")
		b.P("bearer", secretish(alnumA, rn(10, 16)))
		b.T("\naccount.1.sip_server.1.address = ")
		b.K(pick([]string{"pbx.", "sip.", "voice."}) + pick(clients).dom)
		b.T("\naccount.1.sip_server.1.port = ")
		b.K("5060")
		if chance(0.5) {
			b.T("\nstatic.security.user_password = admin:")
			b.P("bearer", password())
		}
	})

	reg("vendor_support_kb", false, func(b *B) {
		vendor := pick([]string{"Lenovo Premier Support", "Dell ProSupport", "HP Care Pack support", "Microsoft Support", "Sophos Support", "Fortinet TAC"})
		b.T("Internal KB ")
		b.K("KB-" + fmt.Sprint(rn(100, 2999)))
		b.T(": " + pick([]string{"Docking station firmware fails with ", "Windows update rollback ", "Endpoint agent install error "}))
		b.K(errCode())
		b.T("\n1. Check the build (")
		b.K(winBuild())
		b.T(")\n2. Apply ")
		b.K(kb())
		b.T("\n3. If it still fails, open a case with " + vendor + ": ")
		l1 := loc(pick([]string{"en-US", "en-GB", "en-AU", "en-IN", "de"}))
		b.P("phone", l1.Ph(false).Any())
		if chance(0.5) {
			l2 := loc(pick([]string{"fr", "es", "it", "nl", "pl", "ja"}))
			b.T(" (" + strings.ToUpper(l1.Code[len(l1.Code)-2:]) + "), ")
			b.P("phone", l2.Ph(false).I())
			b.T(" (" + strings.ToUpper(l2.Code[len(l2.Code)-2:]) + ")")
		}
		b.T(". Have the service tag ready.")
	})

	reg("jira_issue_json", false, func(b *B) {
		l := anyLoc()
		p := l.Person()
		key := pick([]string{"ITSD", "HELP", "SUP"}) + "-" + fmt.Sprint(rn(100, 9999))
		b.T("{\"key\": \"")
		b.K(key)
		b.T("\", \"fields\": {\"summary\": \"" + pick(issuesEN) + "\", \"reporter\": {\"accountId\": \"")
		b.K("712020:" + guid())
		b.T("\", \"emailAddress\": \"")
		b.P("email", p.Email(true))
		b.T("\", \"displayName\": \"" + p.Name + "\"}, \"customfield_10057\": \"")
		b.P("phone", l.Ph(true).I())
		b.T("\", \"created\": \"")
		b.K("2025-" + fmt.Sprintf("%02d-%02dT%02d:%02d:%02d.000+0000", rn(1, 12), rn(1, 28), rn(0, 23), rn(0, 59), rn(0, 59)))
		b.T("\", \"priority\": {\"name\": \"" + pick([]string{"High", "Medium", "Low"}) + "\"}}}")
	})

	reg("snow_sys_user_csv", false, func(b *B) {
		o := pick(clients)
		b.T("\"user_name\",\"email\",\"mobile_phone\",\"phone\",\"employee_number\",\"location\"\n")
		for i := 0; i < rn(2, 6); i++ {
			l := locOfDomain(o.dom)
			if chance(0.35) {
				l = anyLoc()
			}
			p := l.Person()
			b.T("\"" + p.Sam() + "\",\"")
			b.P("email", p.UPN(o.dom))
			b.T("\",\"")
			if chance(0.85) {
				b.P("phone", l.Ph(true).Any())
			}
			b.T("\",\"")
			if chance(0.6) {
				b.P("phone", l.Ph(false).Any())
			}
			b.T("\",\"")
			b.K(fmt.Sprintf("%07d", rn(1, 999999)))
			b.T("\",\"" + pick([]string{"HQ", "Branch 2", "Warehouse", "Remote"}) + "\"\n")
		}
	})

	reg("signin_log_json", false, func(b *B) {
		o := pick(clients)
		p, _ := staff(o)
		b.T("{\n  \"createdDateTime\": \"")
		b.K(isoTs())
		b.T("\",\n  \"userPrincipalName\": \"")
		b.P("email", p.UPN(o.dom))
		b.T("\",\n  \"appDisplayName\": \"" + pick([]string{"Office 365 Exchange Online", "Microsoft Teams", "Azure Portal", "Windows Sign In"}) + "\",\n  \"ipAddress\": \"")
		b.K(ipPub())
		b.T("\",\n  \"status\": {\"errorCode\": ")
		b.K(pick([]string{"50126", "50053", "50074", "53003", "50158"}))
		b.T(", \"failureReason\": \"" + pick([]string{"Invalid username or password.", "Account is locked.", "Strong Authentication is required.", "Access has been blocked by Conditional Access policies."}) + "\"},\n  \"correlationId\": \"")
		b.K(guid())
		b.T("\",\n  \"location\": {\"city\": \"" + pick([]string{"London", "Berlin", "Lagos", "São Paulo", "Istanbul", "Seoul"}) + "\"}\n}")
	})

	reg("docker_config_auth", false, func(b *B) {
		host := pick([]string{"registry." + pick(msps).dom, "ghcr.io", "harbor.internal:8443", "index.docker.io/v1/"})
		user := pick([]string{"ci-bot", "deploy", "msp-build", "robot$rmm"})
		pw := urlPassword()
		if chance(0.3) {
			pw = "dckr_pat_" + fromA(b64uA, 27)
		}
		b.T(pick([]string{"cat ~/.docker/config.json\n", "Found this on the build agent:\n", ""}))
		b.T("{\n  \"auths\": {\n    \"")
		b.K(host)
		b.T("\": {\n      \"auth\": \"")
		b.P("bearer", basicB64(user, pw))
		b.T("\"\n    }\n  }\n}")
	})

	reg("ansible_inventory", false, func(b *B) {
		switch r.IntN(2) {
		case 0:
			b.T("[windows]\n")
			for i := 0; i < rn(2, 4); i++ {
				b.T(srvName() + " ansible_host=")
				b.K(ipPriv())
				b.T("\n")
			}
			b.T("\n[windows:vars]\nansible_user=" + pick([]string{"Administrator", "CORP\\svc_ansible", "msp-admin"}) + "\nansible_password=")
			b.P("bearer", password())
			b.T("\nansible_connection=winrm\nansible_winrm_transport=ntlm\nansible_port=")
			b.K("5986")
		default:
			b.T("all:\n  hosts:\n    ")
			b.T(pick([]string{"fw-edge", "nas01", "pbx"}) + ":\n      ansible_host: ")
			b.K(ipPriv())
			b.T("\n  vars:\n    ansible_user: root\n    ansible_become_password: ")
			b.P("bearer", password())
			b.T("\n    ntp_servers: [")
			b.K(ipPriv())
			b.T("]")
		}
	})

	reg("bitlocker_recovery", false, func(b *B) {
		l := enLoc()
		if chance(0.3) {
			l = anyLoc()
		}
		p := l.Person()
		kid := strings.ToUpper(hexs(8))
		dev := hostname()
		b.T(pick([]string{"User " + p.Name + " called, BitLocker screen on ", "BitLocker recovery requested for ", "Recovery key lookup - "}))
		b.K(dev)
		v := r.IntN(3)
		b.T([]string{". Key ID starts ", " (Key ID ", "\nKey ID: "}[v])
		b.K(kid)
		b.T([]string{". Recovery key read to user: ", ")\nRecovery key: ", "\nRecovery password: "}[v])
		b.P("bearer", bitlockerKey())
		if chance(0.6) {
			b.T(pick([]string{"\nCaller verified on ", "\nCalled back on ", "\nCallback: "}))
			b.P("phone", l.Ph(true).Any())
		}
	})

	reg("laps_password", false, func(b *B) {
		dev := hostname()
		b.T("PS> Get-LapsADPassword -Identity " + dev + " -AsPlainText\n\nComputerName        : ")
		b.K(dev)
		b.T("\nDistinguishedName   : CN=" + dev + ",OU=Workstations,DC=corp,DC=local\nAccount             : Administrator\nPassword            : ")
		b.P("bearer", secretish(alnumA+"#%+-.", rn(14, 20)))
		b.T("\nPasswordUpdateTime  : ")
		b.K(ts())
		b.T("\nExpirationTimestamp : ")
		b.K(ts())
		b.T("\nSource              : " + pick([]string{"EntraId", "CleartextPassword", "EncryptedPassword"}))
	})

	reg("ups_nmc_snmpv3", false, func(b *B) {
		b.T("; APC NMC config.ini - " + pick([]string{"SMX1500", "SRT3000", "SMT2200"}) + " serial ")
		b.K("AS" + digits(10))
		b.T("\n[NetworkTCP/IP]\nSystemIP=")
		b.K(ipPriv())
		b.T("\n[NetworkSNMP]\nSNMPv1Enable=disabled\nUserProfile1Name=" + pick([]string{"monitor", "zabbix", "prtg"}) + "\nUserProfile1AuthPhrase=")
		b.P("bearer", password())
		b.T("\nUserProfile1PrivPhrase=")
		b.P("bearer", password())
		b.T("\nUserProfile1AuthType=SHA\n[SystemUserManager]\nAdminUserName=apc\nAdminPassword=")
		b.P("bearer", password())
		b.T("\n[EventActionsEmail]\nRecipient1=")
		b.P("email", pick([]string{"noc", "alerts", "it"})+"@"+pick(msps).dom)
	})

	reg("fortigate_config", false, func(b *B) {
		b.T("config vpn ipsec phase1-interface\n    edit \"" + pick([]string{"to-branch-lyon", "HQ-to-DC", "aws-vpn-1", "site2site-melb"}) + "\"\n        set interface \"wan1\"\n        set remote-gw ")
		b.K(ipPub())
		b.T("\n        set proposal aes256-sha256\n        set psksecret ")
		b.P("bearer", secretish(alnumA+"!#%*-", rn(16, 28)))
		b.T("\n    next\nend\n")
		if chance(0.6) {
			l := anyLoc()
			p := l.Person()
			u := strings.ToLower(mailPart(p.FirstR)[:1] + mailPart(p.LastR))
			b.T("config user local\n    edit \"" + u + "\"\n        set type password\n        set two-factor email\n        set email-to \"")
			b.P("email", p.Email(true))
			b.T("\"\n        set passwd ")
			b.P("bearer", password())
			b.T("\n    next\nend")
		}
	})

	reg("out_of_office", false, func(b *B) {
		m := pick(msps)
		l := locOfDomain(m.dom)
		p := l.Person()
		back := fmt.Sprintf("%d %s", rn(2, 28), pick([]string{"March", "April", "July", "August", "October"}))
		if l.Code == "de" {
			b.T("Automatische Antwort: Ich bin bis zum ")
			b.K(back)
			b.T(" nicht im Büro. In dringenden IT-Fällen wenden Sie sich bitte an " + p.Name + " (")
			b.P("phone", l.Ph(true).Any())
			b.T(", ")
			b.P("email", p.UPN(m.dom))
			b.T(") oder an die Hotline ")
			b.P("phone", l.Ph(false).Any())
			b.T(".")
			return
		}
		b.T("Automatic reply: " + pick([]string{"I'm out of the office until ", "I'm on annual leave, back on ", "Away until "}))
		b.K(back)
		b.T(". For urgent IT matters please contact " + p.Name + " on ")
		b.P("phone", l.Ph(true).Any())
		b.T(" or ")
		b.P("email", p.UPN(m.dom))
		b.T(pick([]string{". Password resets: call the service desk on ", ". Anything else: "}))
		b.P("phone", l.Ph(false).Any())
		if chance(0.5) {
			b.T(" (")
			b.K("option " + fmt.Sprint(rn(1, 4)))
			b.T(")")
		}
		b.T(".")
	})

	reg("call_log_csv", false, func(b *B) {
		m := pick(msps)
		l := locOfDomain(m.dom)
		b.T(pick([]string{"3CX call report export\n", "Queue \"Service Desk\" - calls " + dateS() + "\n", ""}))
		b.T("Time,Direction,Caller,Dialed,Duration,Agent Ext,Ticket\n")
		for i := 0; i < rn(3, 6); i++ {
			cl := l
			if chance(0.3) {
				cl = anyLoc()
			}
			b.K(fmt.Sprintf("%02d:%02d:%02d", rn(7, 19), rn(0, 59), rn(0, 59)))
			dir := pick([]string{"Inbound", "Inbound", "Outbound"})
			b.T("," + dir + ",")
			ph := cl.Ph(chance(0.5))
			v := ph.E164
			if v == "" || chance(0.4) {
				v = ph.Any()
			}
			b.P("phone", v)
			b.T(",")
			b.K(fmt.Sprint(rn(800, 899)))
			b.T(",")
			b.K(fmt.Sprintf("00:%02d:%02d", rn(0, 25), rn(0, 59)))
			b.T(",")
			b.K(fmt.Sprint(rn(100, 199)))
			b.T(",")
			if chance(0.6) {
				b.K(ticket())
			}
			b.T("\n")
		}
	})

	reg("slack_webhook_alert", false, func(b *B) {
		sec := alnum(24)
		path := "T0" + upAlnum(8) + "/B0" + upAlnum(9) + "/"
		b.T(pick([]string{"# uptime-kuma notification\n", "alerting:\n", "# prtg -> slack\n"}))
		b.T("  webhook_url: https://hooks.slack.com/services/" + path)
		b.P("bearer", sec)
		b.T("\n  channel: ")
		b.K(pick([]string{"#noc-alerts", "#client-outages", "#backup-failures"}))
		b.T("\n  mention: \"@here\"\n  repeat_after: ")
		b.K(pick([]string{"15m", "30m", "1h"}))
	})

	reg("pagerduty_schedule_yaml", false, func(b *B) {
		m := pick(msps)
		l := locOfDomain(m.dom)
		b.T("service: " + pick([]string{"MSP Critical Infra", "Client Backups", "NOC P1"}) + "\nintegration_key: ")
		b.P("bearer", hexs(32))
		b.T("\nescalation_policy:\n  id: ")
		b.K("P" + upAlnum(6))
		b.T("\n  rules:\n")
		for i := 0; i < rn(2, 3); i++ {
			p := l.Person()
			b.T("    - ")
			b.K("delay_minutes: " + fmt.Sprint(pick([]int{10, 15, 30})))
			b.T("\n      user: " + p.Name + "\n      email: ")
			b.P("email", p.UPN(m.dom))
			b.T("\n      contact_methods:\n        - type: phone\n          address: \"")
			b.P("phone", l.Ph(true).I())
			b.T("\"\n")
		}
	})

	reg("payroll_ssn_ticket", false, func(b *B) {
		l := loc("en-US")
		p := l.Person()
		s := ssn()
		switch r.IntN(3) {
		case 0:
			b.T("ADP won't save the W-4 for " + p.Name + ", says the SSN " + pick([]string{"is invalid", "doesn't match", "is a duplicate"}) + ". Number on the form is ")
			b.P("ssn", s)
			b.T(". Ticket ")
			b.K(ticket())
			b.T(", error ")
			b.K("PAY-" + fmt.Sprint(rn(100, 999)))
		case 1:
			b.T("Payroll export failed ")
			b.K("row " + fmt.Sprint(rn(2, 300)))
			b.T(": employee_id=")
			b.K(fmt.Sprint(rn(10000, 99999)))
			b.T(" ssn=")
			b.P("ssn", s)
			b.T(" email=")
			b.P("email", p.Email(true))
			b.T(" reason=\"" + pick([]string{"TIN mismatch", "missing state withholding", "invalid routing"}) + "\"")
		default:
			b.T(pick([]string{"For the I-9 re-verification IT needs to unlock the HR share. ", "Gusto import keeps rejecting one record. "}) + "Social Security No. ")
			b.P("ssn", ssnAny())
			b.T(", DOB ")
			b.K(fmt.Sprintf("%02d/%02d/19%02d", rn(1, 12), rn(1, 28), rn(55, 99)))
			b.T(", call ")
			b.P("phone", l.Ph(true).N())
			b.T(" if questions.")
		}
	})

	reg("identity_verification_chat", false, func(b *B) {
		l := loc("en-US")
		p := l.Person()
		ck := newClock()
		b.T("[")
		b.K(ck.next())
		b.T("] Service Desk: for the reset I need to verify you - employee ID and last 4 of your SSN please\n[")
		b.K(ck.next())
		b.T("] " + p.First + ": ")
		eid := fmt.Sprint(rn(100000, 999999))
		b.K(eid)
		b.T(pick([]string{" and my social is ", ", ssn ", " / "}))
		b.P("ssn", ssnAny())
		b.T(pick([]string{" (sorry I know you only asked for the last 4)", "", " - full one just in case"}))
		b.T("\n[")
		b.K(ck.next())
		b.T("] Service Desk: thanks, please only send the last 4 next time. Masked in our records as ")
		b.K("XXX-XX-" + digits(4))
	})

	reg("w2_ocr_ticket", false, func(b *B) {
		l := loc("en-US")
		p := l.Person()
		b.T("Scanner garbled my W-2, OCR text below - can IT check the scan settings?\n\n")
		b.T("a Employee's social security number\n")
		b.P("ssn", ssn())
		b.T("\nb Employer identification number (EIN)\n")
		b.K(fmt.Sprintf("%02d-%07d", rn(10, 99), rn(0, 9999999)))
		b.T("\ne Employee's first name and initial   Last name\n" + strings.ToUpper(p.First+" "+p.Last) + "\n1 Wages, tips, other compensation\n")
		b.K(fmt.Sprintf("%d%03d.%02d", rn(30, 140), rn(0, 999), rn(0, 99)))
		b.T("\nDevice: ")
		b.K(pick([]string{"Canon C3826i", "HP M480", "Xerox B315"}))
		b.T(" at ")
		b.K(ipPriv())
	})

	reg("card_phishing_victim", false, func(b *B) {
		l := enLoc()
		c, brand := card()
		b.T(pick([]string{"I think I entered my corporate " + brand + " on that fake Microsoft page this morning - ", "URGENT - clicked the invoice link and typed in the company card ", "I may have been phished, the page asked for card details and I put in "}))
		b.P("credit_card", c)
		b.T(pick([]string{". Do I need to call the bank? Their number on the back is ", ". I called the card issuer on ", ". Bank fraud line: "}))
		b.P("phone", l.Ph(false).N())
		b.T(". Link was ")
		b.K("hxxps://" + pick([]string{"micros0ft-billing", "office-renewal", "m365-invoice"}) + "[.]com/pay")
		b.T(", ticket ")
		b.K(ticket())
	})

	reg("billing_card_update", false, func(b *B) {
		o := pick(clients)
		p, l := staff(o)
		c, _ := card()
		b.T("Subject: Update card on file - " + o.name + "\n\n" + pick([]string{"Hi team,", "Hello,", "Hi accounts team,"}) + "\nOur old card expired. Please charge the monthly MSP invoice (")
		b.K("INV-" + fmt.Sprint(rn(20000, 99999)))
		b.T(") to " + pick([]string{"", "the new card ", "this one: "}))
		b.P("credit_card", c)
		b.T(", exp ")
		b.K(fmt.Sprintf("%02d/%d", rn(1, 12), rn(2026, 2030)))
		b.T(", billing zip ")
		b.K(pick([]string{"94103", "10017", "60601", "SW1A 1AA", "2000"}))
		b.T(".\n\n" + byeEN() + "\n" + p.Name + "\n")
		b.P("phone", l.Ph(false).Any())
	})

	reg("wifi_onboarding", false, func(b *B) {
		o := pick(clients)
		s, gs := ssid(o), guestSSID(o)
		psk, gpw := wifiPSK(), guestPW(o)
		switch r.IntN(4) {
		case 0:
			b.T("Welcome pack - " + o.name + "\n\nStaff Wi-Fi\n  SSID: ")
			b.K(s)
			b.T("\n  Key: ")
			b.P("bearer", psk)
			b.T("\n  (do not share with visitors)\n\nGuest Wi-Fi (printed on the poster in reception)\n  SSID: ")
			b.K(gs)
			b.T("\n  Password: ")
			b.K(gpw)
		case 1:
			b.T("WLAN für Mitarbeiter: ")
			b.K(s)
			b.T(" / WPA2-Schlüssel: ")
			b.P("bearer", psk)
			b.T("\nGäste-WLAN (Aushang am Empfang): ")
			b.K(gs)
			b.T(", Passwort ")
			b.K(gpw)
		case 2:
			b.T("Wi-Fi du personnel : ")
			b.K(s)
			b.T(" – clé WPA2 : ")
			b.P("bearer", psk)
			b.T("\nWi-Fi invités (affiché à l'accueil) : ")
			b.K(gs)
			b.T(" – mot de passe : ")
			b.K(gpw)
		default:
			b.T("WIFI:S:")
			b.K(s)
			b.T(";T:WPA;P:")
			b.P("bearer", psk)
			b.T(";;\n^ QR for staff devices, MDM pushes it too. Guest sign says: network ")
			b.K(gs)
			b.T(" password ")
			b.K(gpw)
		}
	})

	reg("vpn_onboarding_email", false, func(b *B) {
		o := pick(clients)
		p, l := staff(o)
		m := pick(msps)
		b.T(hiEN(p.First) + "\n\nYour remote access is ready.\n\n")
		b.T(pick([]string{"Portal", "Server", "Gateway"}) + ": ")
		b.K(pick([]string{"vpn.", "remote.", "gp."}) + o.dom)
		b.T("\nUsername: ")
		b.P("email", p.UPN(o.dom))
		b.T("\nInitial password: ")
		b.P("bearer", tempPassword())
		if chance(0.5) {
			b.T("\nPre-shared key (IPsec, for the built-in client): ")
			b.P("bearer", secretish(alnumA, rn(18, 26)))
		}
		b.T("\nClient: " + pick([]string{"FortiClient 7.2", "GlobalProtect 6.1", "Cisco Secure Client 5.1", "WatchGuard Mobile VPN"}) + "\n\nIf you get stuck call us on ")
		ml := locOfDomain(m.dom)
		b.P("phone", ml.Ph(false).Any())
		b.T(" or reply to this email.\n\n" + m.name + " Service Desk | ")
		b.K(ticket())
		_ = l
	})

	reg("wireguard_conf", false, func(b *B) {
		priv := base64Key()
		pub := base64Key()
		b.T(pick([]string{"# wg0.conf for ", "# laptop profile for "}) + hostname() + "\n[Interface]\nPrivateKey = ")
		b.P("bearer", priv)
		b.T("\nAddress = ")
		b.K(fmt.Sprintf("10.66.%d.%d/32", rn(0, 9), rn(2, 250)))
		b.T("\nDNS = ")
		b.K(ipPriv())
		b.T("\n\n[Peer]\nPublicKey = ")
		b.K(pub)
		if chance(0.5) {
			b.T("\nPresharedKey = ")
			b.P("bearer", base64Key())
		}
		b.T("\nEndpoint = ")
		b.K(ipPub() + ":51820")
		b.T("\nAllowedIPs = 10.0.0.0/8, 192.168.0.0/16\nPersistentKeepalive = 25")
	})

	reg("teamviewer_session_chat", false, func(b *B) {
		id := tvID()
		pw := otpTV()
		lang := r.IntN(8)
		lines := [][3]string{
			{"my TeamViewer ID is ", " and the password is ", "ok connecting now"},
			{"meine TeamViewer-ID: ", ", Kennwort: ", "danke, ich verbinde mich"},
			{"mon ID TeamViewer : ", " mot de passe : ", "merci, je me connecte"},
			{"mi ID de TeamViewer es ", " y la contraseña ", "gracias, me conecto"},
			{"meu ID do TeamViewer é ", " senha ", "beleza, conectando"},
			{"TeamViewerのIDは ", "、パスワードは ", "接続します"},
			{"TeamViewer ID ", " 비밀번호 ", "지금 접속하겠습니다"},
			{"TeamViewer ID：", "，密码：", "好的，马上连接"},
		}[lang]
		ck := newClock()
		b.T("[")
		b.K(ck.next())
		b.T("] User: ")
		b.T(lines[0])
		b.K(id)
		b.T(lines[1])
		b.P("bearer", pw)
		b.T("\n[")
		b.K(ck.next())
		b.T("] " + pick(agentsEN) + ": " + lines[2])
		if chance(0.4) {
			b.T("\n[")
			b.K(ck.next())
			b.T("] System: Session ")
			b.K(fmt.Sprint(rn(100000000, 999999999)))
			b.T(" started, version ")
			b.K(pick([]string{"15.51.6", "15.49.4", "15.53.7"}))
		}
	})

	reg("anydesk_worknote", false, func(b *B) {
		id := anydeskID()
		alias := pick([]string{"reception-pc", "accounts-01", "dispatch", "drpatel-laptop", "kiosk3"}) + "@ad"
		b.T(pick([]string{"Work note: ", "Remote session notes - ", ""}) + "connected via AnyDesk to ")
		b.K(id)
		b.T(" (alias ")
		b.K(alias)
		b.T(")" + pick([]string{", set unattended access password to ", ". Unattended pw: ", ". For after-hours patching use password "}))
		b.P("bearer", password())
		b.T(". " + pick([]string{"Session length ", "Duration "}))
		b.K(fmt.Sprintf("%dm%02ds", rn(3, 55), rn(0, 59)))
		if chance(0.4) {
			l := enLoc()
			b.T(", user reachable on ")
			b.P("phone", l.Ph(true).Any())
		}
	})

	reg("m365_license_request", false, func(b *B) {
		o := pick(clients)
		p, l := staff(o)
		mgr := l.Person()
		b.T(pick([]string{"Please assign ", "Can we get ", "Need "}) + pick([]string{"an E3 licence", "Business Premium", "a Teams Phone licence", "Visio Plan 2"}) + " to ")
		b.P("email", p.UPN(o.dom))
		b.T(pick([]string{" and set mobile ", ". For SSPR use ", "; authentication phone "}))
		b.P("phone", l.Ph(true).I())
		b.T(". Approved by ")
		b.P("email", mgr.UPN(o.dom))
		b.T(" - cost centre ")
		b.K("CC-" + fmt.Sprint(rn(1000, 9999)))
	})

	reg("whatsapp_oncall_export", false, func(b *B) {
		m := pick(msps)
		l := locOfDomain(m.dom)
		if chance(0.4) {
			l = anyLoc()
		}
		n := rn(3, 5)
		d := fmt.Sprintf("%02d/%02d/2025", rn(1, 28), rn(1, 12))
		ck := newClock()
		for i := 0; i < n; i++ {
			b.T("[")
			b.K(d + ", " + ck.next() + fmt.Sprintf(":%02d", rn(0, 59)))
			b.T("] ")
			if i%2 == 0 {
				b.P("phone", l.Ph(true).I())
			} else {
				b.T(l.Person().First)
			}
			b.T(": " + pick([]string{"server down at the client?", "VPN tunnel flapping again", "on it", "rebooted the firewall, back up", "who's on call tonight?", "backup job failed on ", "ping me if it happens again"}))
			if chance(0.3) {
				b.K(srvName())
			}
			b.T("\n")
		}
	})

	reg("twilio_sms_alert", false, func(b *B) {
		l := enLoc()
		sid := "AC" + hexs(32)
		tok := twilioTok()
		to := l.Ph(true).E164
		from := l.Ph(true).E164
		if to == "" || from == "" {
			to, from = "+1415"+nz(7), "+1646"+nz(7)
		}
		b.T("curl -X POST https://api.twilio.com/2010-04-01/Accounts/" + sid + "/Messages.json \\\n")
		if chance(0.5) {
			b.T("  --data-urlencode \"To=")
			b.P("phone", to)
			b.T("\" \\\n  --data-urlencode \"From=")
			b.P("phone", from)
			b.T("\" \\\n")
		} else {
			b.T("  -d \"To=")
			b.P("phone", "%2B"+to[1:])
			b.T("&From=")
			b.P("phone", "%2B"+from[1:])
			b.T("\" \\\n")
		}
		b.T("  -d \"Body=P1: " + pick([]string{"backup failed", "site offline", "disk 95% on"}) + " ")
		b.K(srvName())
		b.T("\" \\\n  -u " + sid + ":")
		b.P("bearer", tok)
	})

	reg("duo_okta_config", false, func(b *B) {
		switch r.IntN(2) {
		case 0:
			b.T("; authproxy.cfg\n[ad_client]\nhost=")
			b.K(ipPriv())
			b.T("\nservice_account_username=svc_duo\nservice_account_password=")
			b.P("bearer", password())
			b.T("\nsearch_dn=DC=corp,DC=local\n\n[radius_server_auto]\nikey=" + duoIkey() + "\nskey=")
			b.P("bearer", duoSkey())
			b.T("\napi_host=api-" + hexs(8) + ".duosecurity.com\nradius_ip_1=")
			b.K(ipPriv())
			b.T("\nradius_secret_1=")
			b.P("bearer", password())
		default:
			b.T("curl -s -H \"Authorization: SSWS ")
			b.P("bearer", oktaSSWS())
			b.T("\" \"https://" + pick([]string{"contoso", "kessler", "harbourview"}) + ".okta.com/api/v1/users?filter=status+eq+%22LOCKED_OUT%22\"\n# ")
			b.K("returned " + fmt.Sprint(rn(2, 40)) + " users")
			b.T(", rate limit ")
			b.K("600/min")
		}
	})

	reg("azure_storage_backup", false, func(b *B) {
		acct := strings.ToLower(strings.Split(pick(clients).name, " ")[0]) + "bkp" + digits(2)
		b.T(pick([]string{"Backup to blob failing with 403 after key rotation. Current connection string:\n", "MSP360 storage account config:\n"}))
		b.T("DefaultEndpointsProtocol=https;AccountName=")
		b.K(acct)
		b.T(";AccountKey=")
		b.P("bearer", azStorKey())
		b.T(";EndpointSuffix=core.windows.net\nContainer: ")
		b.K(pick([]string{"nightly", "vm-images", "sql-dumps"}))
		b.T(", job ")
		b.K(guid())
	})

	reg("gam_oauth_tokens", false, func(b *B) {
		b.T(pick([]string{"GAM stopped working, contents of oauth2.txt:\n", "~/.gam/oauth2.txt from the admin box:\n"}))
		b.T("{\n  \"client_id\": \"")
		b.K(digits(12) + "-" + lowAlnum(32) + ".apps.googleusercontent.com")
		b.T("\",\n  \"client_secret\": \"")
		b.P("bearer", gocspx())
		b.T("\",\n  \"refresh_token\": \"")
		b.P("bearer", gRefresh())
		b.T("\",\n  \"token\": \"")
		b.P("bearer", ya29())
		b.T("\",\n  \"token_expiry\": \"")
		b.K(isoTs())
		b.T("\"\n}")
	})

	reg("meraki_api_ticket", false, func(b *B) {
		key := merakiKey()
		b.T(pick([]string{"Dashboard API call for the client's MX is timing out:\n", "Script to pull AP clients (org "}))
		if strings.HasSuffix(b.sb.String(), "(org ") {
			b.K(fmt.Sprint(rn(100000, 999999)))
			b.T("):\n")
		}
		b.T("curl -L -H \"X-Cisco-Meraki-API-Key: ")
		b.P("bearer", key)
		b.T("\" https://api.meraki.com/api/v1/networks/")
		b.K("L_" + digits(18))
		b.T("/clients?timespan=")
		b.K("86400")
	})

	reg("password_vault_export", false, func(b *B) {
		o := pick(clients)
		b.T(pick([]string{"Client sent their old Bitwarden export for migration (ugh):\n", "keeper_export.csv (first rows)\n"}))
		b.T("folder,name,login_uri,login_username,login_password\n")
		for i := 0; i < rn(2, 4); i++ {
			p, _ := staff(o)
			svc := pick([][2]string{{"Router", "https://192.168.1.1"}, {"Xero", "https://login.xero.com"}, {"Microsoft 365", "https://portal.office.com"}, {"Bank portal", "https://business.examplebank.com"}, {"Wi-Fi controller", "https://unifi.ui.com"}})
			b.T(pick([]string{"Shared", "Admin", "Finance"}) + "," + svc[0] + ",")
			b.K(svc[1])
			b.T(",")
			if strings.Contains(svc[1], "192.168") || chance(0.3) {
				b.T("admin")
			} else {
				b.P("email", p.UPN(o.dom))
			}
			b.T(",")
			b.P("bearer", urlPassword())
			b.T("\n")
		}
	})

	reg("har_cookie_jwt", false, func(b *B) {
		tok := jwtTok("")
		b.T("{\"request\": {\"method\": \"GET\", \"url\": \"https://portal." + pick(msps).dom + "/api/tickets/")
		b.K(fmt.Sprint(rn(1000, 99999)))
		b.T("\", \"headers\": [{\"name\": \"Authorization\", \"value\": \"Bearer ")
		b.P("jwt", tok)
		b.T("\"}, {\"name\": \"X-Correlation-Id\", \"value\": \"")
		b.K(guid())
		b.T("\"}]}, \"response\": {\"status\": ")
		b.K(pick([]string{"401", "403", "500"}))
		b.T("}}")
	})

	reg("az_cli_access_token", false, func(b *B) {
		tid := guid()
		b.T("$ az account get-access-token --resource https://graph.microsoft.com\n{\n  \"accessToken\": \"")
		b.P("jwt", jwtTok(""))
		b.T("\",\n  \"expiresOn\": \"")
		b.K(fmt.Sprintf("2025-%02d-%02d %02d:%02d:%02d.000000", rn(1, 12), rn(1, 28), rn(0, 23), rn(0, 59), rn(0, 59)))
		b.T("\",\n  \"subscription\": \"")
		b.K(guid())
		b.T("\",\n  \"tenant\": \"")
		b.K(tid)
		b.T("\",\n  \"tokenType\": \"Bearer\"\n}")
	})

	reg("password_in_prose_localized", false, func(b *B) {
		pw := password()
		i := r.IntN(12)
		pre := []string{
			"I changed my password yesterday to ", "Mein neues Passwort ist ", "Mon mot de passe actuel est ",
			"Mi contraseña es ", "Minha senha é ", "La mia password è ", "Mijn wachtwoord is ", "Moje hasło to ",
			"今のパスワードは ", "제 비밀번호는 ", "我的密码是 ", "Şifrem ",
		}[i]
		post := []string{
			" and it still says wrong password in Outlook.", " – trotzdem kommt die Fehlermeldung.", " mais Outlook le refuse.",
			" pero el correo no la acepta.", " mas o Teams não aceita.", " ma la VPN la rifiuta.", " maar Teams accepteert het niet.",
			" i dalej nie działa.", " ですが、ログインできません。", " 인데 로그인이 안 됩니다.", "，但是登录不了。", " ama yine de giriş yapamıyorum.",
		}[i]
		b.T(pre)
		b.P("bearer", pw)
		b.T(post + " ")
		b.K(pick([]string{"Error ", "Code "}) + errCode())
		b.T(" / ")
		b.K(hostname())
	})
}

func registerPII3() {
	reg("oidc_callback_url", false, func(b *B) {
		l := enLoc()
		p := l.Person()
		b.T(pick([]string{"After login the portal just spins. Address bar shows:\n", "User sent me the redirect URL from the failed sign-in:\n", "Browser ends up here and shows a blank page:\n"}))
		b.T("https://portal." + pick(msps).dom + "/signin-oidc#id_token=")
		b.P("jwt", jwtTok(p.UPN(pick(l.Corp))))
		b.T("&state=")
		b.K(fromA(b64uA, 24))
		b.T("&session_state=")
		b.K(guid())
		if chance(0.5) {
			b.T("\nBrowser: " + pick([]string{"Edge 124", "Chrome 125", "Safari 17.4"}) + ", user ")
			b.P("email", p.Email(true))
		}
	})

	reg("sms_gateway_log", false, func(b *B) {
		l := anyLoc()
		n := rn(2, 4)
		for i := 0; i < n; i++ {
			b.K(isoTs())
			b.T(" sms-gw ")
			b.K("msg_id=" + lowAlnum(16))
			b.T(" to=")
			ph := l.Ph(true)
			v := ph.E164
			if v == "" || chance(0.3) {
				v = ph.I()
			}
			b.P("phone", v)
			switch r.IntN(3) {
			case 0:
				b.T(" body=\"Your temporary password is ")
				b.P("bearer", tempPassword())
				b.T(" - change it at first login.\"")
			case 1:
				b.T(" body=\"Ticket ")
				b.K(ticket())
				b.T(" has been resolved. Reply REOPEN to reopen.\"")
			default:
				b.T(" status=" + pick([]string{"DELIVERED", "UNDELIVERABLE", "QUEUED"}) + " segments=1")
			}
			b.T("\n")
		}
	})
}

func base64Key() string {
	return b64std(randBytes(32))
}
