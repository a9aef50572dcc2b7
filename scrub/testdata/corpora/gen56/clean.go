package main

import (
	"fmt"
	"strings"
)

func registerClean() {
	reg("clean_incident_lookalikes", true, func(b *B) {
		sep := pick([]string{": ", " | ", "\t"})
		b.T("Number" + sep)
		b.K("INC00" + digits(5))
		b.T("\nCI" + sep)
		b.K(hostname())
		b.T("\nAsset tag" + sep)
		b.K(assetTag())
		b.T("\nSerial" + sep)
		b.K(serial())
		b.T("\nShort description" + sep + pick(issuesEN) + "\nError" + sep)
		b.K(errCode())
		b.T("\nOS build" + sep)
		b.K(winBuild())
		b.T("\nAssignment group" + sep + pick([]string{"Service Desk L1", "EUC", "Network Ops", "M365 Team"}) + "\nOpened" + sep)
		b.K(ts())
	})

	reg("clean_teamviewer_id_only", true, func(b *B) {
		id := tvID()
		b.T(pick([]string{"User's TeamViewer ID is ", "TV ID ", "Connect to TeamViewer ", "TeamViewer: "}))
		b.K(id)
		b.T(pick([]string{" - password will be read out over the phone, not in the ticket.", ", pw sent separately.", ". Session password stays with the user.", " (password given verbally)."}))
		if chance(0.5) {
			b.T(" Host: ")
			b.K(hostname())
			b.T(", version ")
			b.K(pick([]string{"15.51.6", "15.49.4", "15.53.7", "15.46.7"}))
		}
		if chance(0.5) {
			b.T(" AnyDesk fallback: ")
			b.K(anydeskID())
		}
	})

	reg("clean_imei_inventory", true, func(b *B) {
		b.T(pick([]string{"Device,Model,IMEI,Serial,Storage,Status\n", "device;model;imei;serial;storage;status\n"}))
		sep := ","
		if strings.Contains(b.sb.String(), ";") {
			sep = ";"
		}
		for i := 0; i < rn(3, 6); i++ {
			b.K(fmt.Sprintf("MOB-%04d", rn(1, 9999)))
			b.T(sep + pick([]string{"iPhone 13", "iPhone 15", "Galaxy A55", "Galaxy XCover7", "Pixel 7a", "Zebra TC52"}) + sep)
			b.K(imei())
			b.T(sep)
			b.K(serial())
			b.T(sep + pick([]string{"128GB", "256GB", "64GB"}) + sep + pick([]string{"Deployed", "In stock", "Repair", "Wiped"}) + "\n")
		}
	})

	reg("clean_guest_wifi_sign", true, func(b *B) {
		o := pick(clients)
		gs, gpw := guestSSID(o), guestPW(o)
		switch r.IntN(4) {
		case 0:
			b.T("*** WELCOME TO " + strings.ToUpper(o.name) + " ***\nFree guest Wi-Fi\nNetwork: ")
			b.K(gs)
			b.T("\nPassword: ")
			b.K(gpw)
			b.T("\nPlease ask reception if you need help.")
		case 1:
			b.T("Text for the reception poster: \"Guest Wi-Fi: ")
			b.K(gs)
			b.T(" / password ")
			b.K(gpw)
			b.T("\" - it's on a separate VLAN (")
			b.K(fmt.Sprintf("VLAN %d", rn(20, 900)))
			b.T(") with client isolation.")
		case 2:
			b.T("Gäste-WLAN: ")
			b.K(gs)
			b.T("\nKennwort (Aushang): ")
			b.K(gpw)
			b.T("\nGültig bis ")
			b.K(fmt.Sprintf("%02d.%02d.2025", rn(1, 28), rn(1, 12)))
		default:
			b.T("Wi-Fi invités : ")
			b.K(gs)
			b.T(" — code affiché en salle d'attente : ")
			b.K(gpw)
		}
	})

	reg("clean_windows_update", true, func(b *B) {
		b.T(pick([]string{"Feature update failed on ", "Cumulative update rolled back on ", "WSUS reports failure on "}))
		b.K(fmt.Sprint(rn(3, 60)) + " devices")
		b.T(". " + pick([]string{"Update ", "Package "}))
		b.K(kb())
		b.T(" -> ")
		b.K(errCode())
		b.T(". Build before: ")
		b.K(winBuild())
		b.T(". CBS log shows ")
		b.K(fmt.Sprintf("0x%08X", rn(0x80070000, 0x8007FFFF)))
		b.T(" at ")
		b.K(ts())
		b.T(". " + pick([]string{"Free space is fine: ", "Disk has "}))
		b.K(fmt.Sprintf("%d.%d GB", rn(20, 200), rn(0, 9)))
		b.T(pick([]string{" free.", " left.", "."}))
	})

	reg("clean_arp_dhcp_table", true, func(b *B) {
		if chance(0.5) {
			b.T("Interface: ")
			b.K(ipPriv())
			b.T(" --- 0x" + fmt.Sprint(rn(2, 30)) + "\n  Internet Address      Physical Address      Type\n")
			for i := 0; i < rn(3, 6); i++ {
				ip := ipPriv()
				m := strings.ToLower(strings.ReplaceAll(mac(), ":", "-"))
				b.T("  ")
				b.K(ip)
				b.T(strings.Repeat(" ", 22-len(ip)))
				b.K(m)
				b.T("     " + pick([]string{"dynamic", "static"}) + "\n")
			}
		} else {
			b.T("Lease table (" + pick([]string{"UniFi", "pfSense", "Windows DHCP"}) + ")\nIP\tMAC\tHostname\tExpires\n")
			for i := 0; i < rn(3, 6); i++ {
				b.K(ipPriv())
				b.T("\t")
				b.K(mac())
				b.T("\t")
				b.K(hostname())
				b.T("\t")
				b.K(ts())
				b.T("\n")
			}
		}
	})

	reg("clean_event_4625", true, func(b *B) {
		b.T("Log Name: Security\nSource: Microsoft-Windows-Security-Auditing\nDate: ")
		b.K(ts())
		b.T("\nEvent ID: ")
		b.K(pick([]string{"4625", "4740", "4771", "4776"}))
		b.T("\nKeywords: Audit Failure\nComputer: ")
		b.K(srvName())
		b.T("\n")
		b.K("Logon Type: " + fmt.Sprint(pick([]int{2, 3, 10})))
		b.T("\nFailure Reason: Unknown user name or bad password.\nStatus: ")
		b.K("0xC000006D")
		b.T("\nSub Status: ")
		b.K(pick([]string{"0xC000006A", "0xC0000064", "0xC0000234"}))
		b.T("\nWorkstation Name: ")
		b.K(hostname())
		b.T("\nSource Network Address: ")
		b.K(ipPriv())
		b.T("\nSource Port: ")
		b.K(fmt.Sprint(rn(49152, 65535)))
	})

	reg("clean_config_placeholders", true, func(b *B) {
		switch r.IntN(4) {
		case 0:
			b.T("# template for new client sites - fill from ITGlue, never commit real values\nSMTP_USER=<scanner mailbox>\nSMTP_PASSWORD=<from vault>\nATERA_API_KEY=${ATERA_API_KEY}\nSNMP_COMMUNITY=changeme\nADMIN_PASSWORD=********\nSITE_ID=")
			b.K(fmt.Sprint(rn(100, 999)))
			b.T("\nNTP=")
			b.K(ipPriv())
		case 1:
			b.T("$cred = Get-Credential  # prompts, don't hardcode\n$token = $env:NINJA_TOKEN\nInvoke-RestMethod -Uri \"https://app.ninjarmm.com/v2/devices\" -Headers @{ Authorization = \"Bearer $token\" }\n# org ")
			b.K(fmt.Sprint(rn(2, 400)))
		case 2:
			b.T("printer:\n  ip: ")
			b.K(ipPriv())
			b.T("\n  snmp_community: \"{{ vault_snmp_community }}\"\n  admin_password: \"{{ vault_printer_admin }}\"\n  model: ")
			b.K(pick([]string{"TASKalfa 3554ci", "LaserJet M607", "IM C4500"}))
		default:
			b.T("Password for the shared mailbox: see Keeper > Clients > " + pick(clients).name + " (record ")
			b.K(fmt.Sprint(rn(10000, 99999)))
			b.T("). Do NOT paste it in the ticket. Value shown as: ")
			b.K("••••••••••")
		}
	})

	reg("clean_asset_csv", true, func(b *B) {
		b.T("asset_tag,type,model,serial,purchase_date,cost,warranty_end\n")
		for i := 0; i < rn(3, 6); i++ {
			b.K(assetTag())
			b.T("," + pick([]string{"Laptop", "Desktop", "Monitor", "Dock", "Switch", "Firewall"}) + "," + pick([]string{"Latitude 7440", "ThinkPad T14", "EliteBook 840", "P2423D", "WD19TBS", "USW-24-PoE", "FG-60F"}) + ",")
			b.K(serial())
			b.T(",")
			b.K(dateS())
			b.T(",")
			b.K(fmt.Sprintf("%d.%02d", rn(80, 2400), rn(0, 99)))
			b.T(",")
			b.K(fmt.Sprintf("%d-%02d-%02d", rn(2025, 2029), rn(1, 12), rn(1, 28)))
			b.T("\n")
		}
	})

	reg("clean_extension_directory", true, func(b *B) {
		b.T(pick([]string{"Internal extensions (dial from any desk phone)\n", "Quick dial list - HQ\n"}))
		for _, d := range []string{"Service Desk", "Facilities", "Reception", "Payroll", "Security desk", "Server room door"}[:rn(3, 6)] {
			b.T(d + pick([]string{": ", " .... ", " - "}))
			b.K(pick([]string{"ext. ", "x", "Ext ", ""}) + fmt.Sprint(rn(100, 4999)))
			b.T("\n")
		}
		b.T("Hunt group ")
		b.K(fmt.Sprint(rn(600, 699)))
		b.T(", voicemail ")
		b.K("*" + fmt.Sprint(rn(90, 99)))
	})

	reg("clean_meeting_ids", true, func(b *B) {
		switch r.IntN(2) {
		case 0:
			mid := zoomID()
			b.T("Change advisory board - Zoom\nMeeting ID: ")
			b.K(mid)
			b.T("\nPasscode shared in the calendar invite only.\nAgenda: ")
			b.K("CHG00" + digits(5))
			b.T(", ")
			b.K("CHG00" + digits(5))
		default:
			b.T("Teams meeting ID: ")
			b.K(fmt.Sprintf("%d %d %d %d", rn(200, 499), rn(100, 999), rn(100, 999), rn(100, 999)))
			b.T(" - for the P1 bridge. Webex fallback access code ")
			b.K(fmt.Sprintf("%d %d %d", rn(2000, 2999), rn(100, 999), rn(1000, 9999)))
			b.T(".")
		}
	})

	reg("clean_backup_job_log", true, func(b *B) {
		for i := 0; i < rn(3, 5); i++ {
			b.K(ts())
			b.T(" [" + pick([]string{"INFO", "WARN", "ERROR"}) + "] Job '" + pick([]string{"FS01-Daily", "SQL-Nightly", "M365-Exchange", "Hyper-V-Hosts"}) + "' session ")
			b.K(guid())
			b.T(" processed ")
			b.K(fmt.Sprintf("%d.%d GB", rn(1, 900), rn(0, 9)))
			b.T(" in ")
			b.K(fmt.Sprintf("%02d:%02d:%02d", rn(0, 5), rn(0, 59), rn(0, 59)))
			b.T(", rate " + fmt.Sprint(rn(20, 400)) + " MB/s\n")
		}
	})

	reg("clean_kb_howto", true, func(b *B) {
		b.T("How to: " + pick([]string{"re-enrol a device in Intune", "clear the Teams cache", "reset the Outlook profile", "map the shared drive manually"}) + " (")
		b.K("KB-" + fmt.Sprint(rn(100, 2999)))
		b.T(")\n1. Open Settings > Accounts > Access work or school.\n2. Disconnect, reboot, reconnect.\n3. If you see ")
		b.K(errCode())
		b.T(", run `dsregcmd /status` and check AzureAdJoined : YES.\n4. Still broken? Log a ticket in the portal and quote ")
		b.K(kb())
		b.T(".")
	})

	reg("clean_sla_report", true, func(b *B) {
		b.T("Monthly service report - " + pick(clients).name + "\nTickets opened: ")
		b.K(fmt.Sprint(rn(40, 900)))
		b.T("\nResolved within SLA: ")
		b.K(fmt.Sprintf("%d.%d%%", rn(85, 99), rn(0, 9)))
		b.T("\nMean time to resolve: ")
		b.K(fmt.Sprintf("%dh %02dm", rn(1, 30), rn(0, 59)))
		b.T("\nPatch compliance: ")
		b.K(fmt.Sprintf("%d/%d endpoints", rn(100, 300), rn(300, 320)))
		b.T("\nBackup success rate: ")
		b.K(fmt.Sprintf("%d.%d%%", rn(95, 99), rn(0, 9)))
		b.T("\nContract ")
		b.K("MSA-" + fmt.Sprint(rn(2019, 2025)) + "-" + fmt.Sprintf("%03d", rn(1, 200)))
	})

	reg("clean_printer_counters", true, func(b *B) {
		b.T("Device: " + pick([]string{"TASKalfa 4054ci", "HP LaserJet M611", "Ricoh IM C3000"}) + "\nSerial: ")
		b.K(pick([]string{"VCF", "CNB", "3120"}) + digits(7))
		b.T("\nFirmware: ")
		b.K(fmt.Sprintf("%d.%d.%d.%d", rn(2, 9), rn(0, 9), rn(0, 99), rn(0, 999)))
		b.T("\nTotal pages: ")
		b.K(fmt.Sprint(rn(100000, 9999999)))
		b.T("\nBlack toner: ")
		b.K(fmt.Sprintf("%d%%", rn(1, 99)))
		b.T("\nLast error: ")
		b.K(pick([]string{"C6000", "SC542", "49.4C02", "J0511", "13.B2.D2"}))
		b.T(" at ")
		b.K(ts())
		b.T("\nIP: ")
		b.K(ipPriv())
	})

	reg("clean_localized_question", true, func(b *B) {
		l := anyLoc()
		b.F(pick(l.Clean), A{"err": Kp(errCode())})
		b.T(" " + pick([]string{"Asset ", "PC ", "Gerät ", "#"}))
		b.K(assetTag())
	})

	reg("clean_rmm_device_json", true, func(b *B) {
		b.T("[")
		for i := 0; i < rn(2, 3); i++ {
			if i > 0 {
				b.T(",")
			}
			b.T("{\"id\":")
			b.K(fmt.Sprint(rn(1000, 99999)))
			b.T(",\"systemName\":\"")
			b.K(hostname())
			b.T("\",\"nodeClass\":\"" + pick([]string{"WINDOWS_WORKSTATION", "WINDOWS_SERVER", "MAC"}) + "\",\"lastContact\":")
			b.K(fmt.Sprint(rn(1717000000, 1767000000)))
			b.T(".")
			b.T(digits(3))
			b.T(",\"agentVersion\":\"")
			b.K(fmt.Sprintf("5.%d.%d", rn(3, 9), rn(1000, 9999)))
			b.T("\",\"ipAddresses\":[\"")
			b.K(ipPriv())
			b.T("\"],\"macAddresses\":[\"")
			b.K(mac())
			b.T("\"]}")
		}
		b.T("]")
	})

	reg("clean_hardware_order", true, func(b *B) {
		b.T("Order update for " + pick([]string{"3x Latitude 5450", "10x USB-C docks", "2x UniFi U7 Pro", "1x Synology DS923+"}) + "\nOrder number: ")
		b.K(fmt.Sprint(rn(100000000, 999999999)))
		b.T("\nPO: ")
		b.K("PO-" + fmt.Sprint(rn(10000, 99999)))
		b.T("\nTracking: ")
		b.K("1Z" + upAlnum(6) + digits(10))
		b.T("\nDell Service Request ")
		b.K(fmt.Sprint(rn(100000000, 199999999)))
		b.T("\nExpected: ")
		b.K(dateS())
	})

	reg("clean_ms_case_numbers", true, func(b *B) {
		cn := notLuhn("2"+fmt.Sprintf("%d%02d%02d", rn(4, 5), rn(1, 12), rn(1, 28)), 16)
		b.T("Opened Microsoft support case ")
		b.K(cn)
		b.T(" for the Exchange hybrid issue. Related tracking ")
		b.K(pick([]string{"TrackingID#", "Tracking ID "}) + notLuhn("2"+digits(3), 16))
		b.T(". Service health incident ")
		b.K(pick([]string{"EX", "MO", "TM"}) + fmt.Sprint(rn(100000, 999999)))
		b.T(", tenant ")
		b.K(guid())
	})

	reg("clean_oncall_names_only", true, func(b *B) {
		b.T("On-call this week: Primary – " + pick(agentsEN) + " (Mon–Wed), " + pick(agentsEN) + " (Thu–Sun). Backup – " + pick(agentsEN) + ".\nHandover at ")
		b.K(fmt.Sprintf("%02d:00", rn(7, 9)))
		b.T(" in #noc. Call the on-call via the PagerDuty app, numbers are in the escalation policy ")
		b.K("P" + upAlnum(6))
		b.T(". Open P1s: ")
		b.K(ticket())
	})

	reg("clean_auth_docs", true, func(b *B) {
		docs := []string{
			"The PSA API uses Bearer authentication: send `Authorization: Bearer <token>` where <token> comes from /oauth/token.",
			"Atera expects the header X-API-KEY: YOUR_API_KEY on every call; keys can be rotated under Admin > API.",
			"For ConnectWise, the header is Authorization: Basic base64(company+publicKey:privateKey) plus a clientId header.",
			"NinjaOne uses OAuth2 client credentials; store client_secret in the vault and reference it as ${NINJA_CLIENT_SECRET}.",
			"Datto RMM: generate the API key and secret under Setup > Users, then request a token from /auth/oauth/token.",
			"IT Glue wants x-api-key: <your key> and Content-Type: application/vnd.api+json.",
			"Kaseya VSA tokens are created per user; the script reads $env:VSA_TOKEN so nothing is hard-coded.",
			"Graph app-only auth: client secret or certificate; prefer certificates, secrets expire after 24 months max.",
			"The Slack bot token goes in SLACK_BOT_TOKEN (xoxb-...); never in the repo.",
			"Okta admin calls need 'Authorization: SSWS {api_token}' - see the runbook, value lives in Keeper.",
		}
		n := rn(1, 2)
		for _, i := range r.Perm(len(docs))[:n] {
			b.T(docs[i] + " ")
		}
		b.T(pick([]string{"Rate limit: ", "Token lifetime: ", "Timeout: ", "Retry after: "}))
		b.K(pick([]string{fmt.Sprintf("%d req/min", rn(60, 1000)), fmt.Sprintf("%d s", pick([]int{30, 60, 300, 3599, 3600})), fmt.Sprintf("%d min", rn(5, 90))}))
		if chance(0.5) {
			b.T(". Example key id from the AWS docs: ")
			b.K("AKIAIOSFODNN7EXAMPLE")
		}
		b.T(". " + pick([]string{"Never paste real values into tickets - use ", "Mask values in screenshots as ", "Logs show tokens as "}))
		b.K(pick([]string{"[REDACTED]", "********", "<redacted>", "xxxx-xxxx", "***"}))
		b.T(pick([]string{".", " please.", " (see ", " - ref "}))
		if strings.HasSuffix(b.sb.String(), " (see ") || strings.HasSuffix(b.sb.String(), " - ref ") {
			b.K("KB-" + fmt.Sprint(rn(100, 2999)))
			b.T(pick([]string{")", ""}))
		}
	})

	reg("clean_bitlocker_keyid", true, func(b *B) {
		kid := guidU()
		b.T("BitLocker recovery for ")
		b.K(hostname())
		b.T(": key ID ")
		b.K(kid)
		b.T(" found in Entra (Devices > " + pick([]string{"Recovery keys", "BitLocker keys"}) + "). Gave the key to the user after callback verification; not recorded here. TPM version ")
		b.K("2.0")
		b.T(", PCR7 binding ")
		b.K(pick([]string{"Bound", "Not possible"}))
	})

	reg("clean_phishing_iocs", true, func(b *B) {
		b.T("IOC summary for ")
		b.K(ticket())
		b.T("\nSender domain: ")
		b.K(pick([]string{"micros0ft-support[.]co", "docusign-secure[.]info", "sharepoint-docs[.]net"}))
		b.T("\nURL: ")
		b.K("hxxps://" + lowAlnum(8) + "[.]" + pick([]string{"top", "xyz", "online"}) + "/" + lowAlnum(6))
		b.T("\nSending IP: ")
		b.K(ipPub())
		b.T("\nAttachment SHA256: ")
		b.K(hexs(64))
		b.T("\nRecipients: ")
		b.K(fmt.Sprint(rn(2, 80)) + " mailboxes")
		b.T(", purged via Threat Explorer at ")
		b.K(ts())
	})

	reg("clean_snmp_public_readonly", true, func(b *B) {
		b.T("Zabbix can't poll the " + pick([]string{"APC UPS", "HP switch", "Synology"}) + " at ")
		b.K(ipPriv())
		b.T(" - it's still on the factory default community ")
		b.K("public")
		b.T(" (v2c, read-only) and UDP ")
		b.K("161")
		b.T(" is blocked on ")
		b.K("VLAN " + fmt.Sprint(rn(10, 400)))
		b.T(". OID ")
		b.K("1.3.6.1.2.1.1.3.0")
		b.T(" times out after ")
		b.K(fmt.Sprintf("%ds", rn(2, 10)))
	})

	reg("clean_syslog_lines", true, func(b *B) {
		for i := 0; i < rn(3, 5); i++ {
			b.K(fmt.Sprintf("%s %2d %02d:%02d:%02d", pick([]string{"Mar", "Apr", "May", "Jun"}), rn(1, 28), rn(0, 23), rn(0, 59), rn(0, 59)))
			b.T(" " + pick([]string{"fw01", "nas01", "sw-core"}) + " " + pick([]string{"sshd", "kernel", "CRON", "dhcpd"}) + "[")
			b.K(fmt.Sprint(rn(100, 65000)))
			b.T("]: " + pick([]string{"Connection closed by ", "DHCPACK on ", "Accepted publickey for backup from ", "link up on port "}))
			b.K(ipPriv())
			b.T(" port ")
			b.K(fmt.Sprint(rn(1024, 65535)))
			b.T("\n")
		}
	})

	reg("clean_password_policy", true, func(b *B) {
		b.T(pick([]string{"Reminder from IT: ", "Policy update: ", ""}) + "passwords must be at least ")
		b.K(fmt.Sprint(pick([]int{12, 14, 16})) + " characters")
		b.T(", are checked against the banned list, and expire every ")
		b.K(fmt.Sprintf("%d days", pick([]int{90, 180, 365})))
		b.T(". Temporary passwords are sent by SMS only, never by email. Self-service reset: ")
		b.K("https://aka.ms/sspr")
		b.T(". Lockout after ")
		b.K(fmt.Sprintf("%d failed attempts", rn(5, 10)))
		b.T(".")
	})

	reg("clean_imei_mdm_noncompliant", true, func(b *B) {
		b.T("Intune: " + fmt.Sprint(rn(2, 9)) + " devices non-compliant.\n")
		for i := 0; i < rn(2, 4); i++ {
			b.T("- ")
			b.K(pick([]string{"iPhone", "Android", "iPad"}) + "_" + fmt.Sprintf("%d/%d/2025_%d:%02d PM", rn(1, 12), rn(1, 28), rn(1, 12), rn(0, 59)))
			b.T(" IMEI ")
			im := imei()
			b.K(imeiFmt(im))
			b.T(" ")
			b.K("OS " + pick([]string{"17.4.1", "16.7.8", "14", "13"}))
			b.T(" reason: " + pick([]string{"OS version", "Jailbroken", "No passcode", "Encryption"}) + "\n")
		}
	})

	reg("clean_port_firewall_rules", true, func(b *B) {
		b.T("Firewall change ")
		b.K("CHG00" + digits(5))
		b.T(":\n")
		for i := 0; i < rn(2, 4); i++ {
			b.T("allow tcp ")
			b.K(ipPriv() + "/32")
			b.T(" -> ")
			b.K(ipPriv())
			b.T(":")
			b.K(portNum())
			b.T(" # " + pick([]string{"RDP gateway", "TeamViewer", "SNMP", "HTTPS mgmt", "SIP trunk"}) + "\n")
		}
		b.T("Rule IDs ")
		b.K(fmt.Sprint(rn(100, 999)))
		b.T("-")
		b.K(fmt.Sprint(rn(1000, 1999)))
	})

	reg("clean_get_aduser_status", true, func(b *B) {
		sam := strings.ToLower(fromA(lowerA, 1) + pick([]string{"mueller", "nguyen", "rossi", "kowalczyk", "tanaka", "silva", "yilmaz"}))
		b.T("PS C:\\> Get-ADUser " + sam + " -Properties LockedOut,BadLogonCount,LastLogonDate,PasswordLastSet | fl\n\n")
		b.T("DistinguishedName : CN=" + sam + ",OU=Staff,DC=corp,DC=local\nEnabled           : True\nLockedOut         : ")
		b.K(pick([]string{"True", "False"}))
		b.T("\nBadLogonCount     : ")
		b.K(fmt.Sprint(rn(0, 12)))
		b.T("\nLastLogonDate     : ")
		b.K(ts())
		b.T("\nPasswordLastSet   : ")
		b.K(ts())
		b.T("\nObjectGUID        : ")
		b.K(guid())
		b.T("\nSID               : ")
		b.K(fmt.Sprintf("S-1-5-21-%d-%d-%d-%d", rn(1000000000, 4000000000), rn(1000000000, 4000000000), rn(1000000000, 4000000000), rn(1100, 9999)))
	})

	reg("clean_git_ssh_remote", true, func(b *B) {
		repo := pick([]string{"msp-ops/rmm-scripts", "it/intune-baselines", "noc/printer-configs", "ops/onboarding"})
		b.T(pick([]string{"Runner can't clone: ", "Clone fails on the build box: ", ""}))
		b.K("git@github.com:" + repo + ".git")
		b.T("\n")
		b.K("Permission denied (publickey)")
		b.T(". Key fingerprint ")
		b.K("SHA256:" + fromA(b64A, 43))
		b.T(", agent pid ")
		b.K(fmt.Sprint(rn(1000, 60000)))
		b.T(". Works from ")
		b.K(hostname())
		b.T(" though.")
	})

	reg("clean_quick_assist_steps", true, func(b *B) {
		b.T(pick([]string{"Remote support steps for the caller:\n", "Script for L1 agents:\n"}))
		b.T("1. Ask the user to press Ctrl+Win+Q (Quick Assist).\n2. Give them the 6-character code shown in your Quick Assist window - it expires after ")
		b.K("10 minutes")
		b.T(".\n3. If Quick Assist is blocked (")
		b.K(errCode())
		b.T("), fall back to TeamViewer QuickSupport ")
		b.K(pick([]string{"15.51.6", "15.49.4"}))
		b.T(" and ask them to read out the ID, e.g. ")
		b.K(tvID())
		b.T(".\n4. Log the session in ")
		b.K(ticket())
		b.T(".")
	})
}
