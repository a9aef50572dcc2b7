package main

import (
	"fmt"
	"strings"
)

func hhmm() string { return fmt.Sprintf("%02d:%02d", rn(7, 19), rn(0, 59)) }

type clock struct{ m int }

func newClock() *clock { return &clock{rn(7*60, 17*60)} }
func (c *clock) next() string {
	c.m += rn(0, 9)
	return fmt.Sprintf("%02d:%02d", (c.m/60)%24, c.m%60)
}

// locWrap renders a localized body inside one of several containers.
func locWrap(b *B, l *Loc, p Person, tmpl string, a A) { locWrapFrom(b, p.Name, tmpl, a) }

func locWrapFrom(b *B, sender string, tmpl string, a A) {
	t := ticket()
	switch r.IntN(6) {
	case 0:
		b.T("Subject: RE: ")
		b.K(t)
		b.T("\n\n")
		b.F(tmpl, a)
	case 1:
		b.T(pick([]string{"Ticket ", "New request ", "Case "}))
		b.K(t)
		b.T(" · " + pick([]string{"portal", "email", "phone", "Teams"}) + " · ")
		b.K(ts())
		b.T("\n")
		b.F(tmpl, a)
	case 2:
		b.T("[")
		b.K(hhmm())
		b.T("] " + sender + ": ")
		b.F(tmpl, a)
	case 3:
		b.T(`{"ticket":"`)
		b.K(t)
		b.T(`","channel":"` + pick([]string{"email", "portal", "chat"}) + `","created_at":"`)
		b.K(isoTs())
		b.T(`","body":"`)
		b.F(tmpl, a)
		b.T(`"}`)
	case 4:
		b.F(tmpl, a)
		b.T("\n\n" + pick([]string{"Device: ", "PC: ", "Hostname: ", "— "}))
		b.K(hostname())
	default:
		b.T(pick([]string{"> ", "Fwd: ", ""}))
		b.F(tmpl, a)
		b.T(" (")
		b.K(t)
		b.T(")")
	}
}

func locArgs(l *Loc, p Person) A {
	ph := l.Ph(chance(0.65))
	ph2 := l.Ph(true)
	phone := ph.Any()
	return A{"name": Pl(p.Name), "phone": Ph(phone), "phone2": Ph(ph2.Any()), "email": Em(p.Email(chance(0.3))),
		"pw": Be(tempPassword()), "ticket": Kp(ticket()), "ext": Kp(l.Ext()), "err": Kp(errCode())}
}

func registerPII() {
	for _, f := range extraPII {
		f()
	}
	reg("loc_reset_request", false, func(b *B) {
		l := anyLoc()
		p := l.Person()
		locWrap(b, l, p, pick(l.Reset), locArgs(l, p))
	})
	reg("loc_temp_password_reply", false, func(b *B) {
		l := anyLoc()
		p := l.Person()
		a := locArgs(l, p)
		a["name"] = Pl(p.First)
		locWrapFrom(b, pick([]string{"Service Desk", pick(agentsEN), pick(agentsEN) + " (IT)", "Helpdesk"}), pick(l.Temp), a)
		if chance(0.4) {
			b.T("\n" + pick([]string{"UPN: ", "User: ", "Account: ", "Login: "}))
			b.P("email", p.UPN(pick(l.Corp)))
		}
	})
	reg("loc_callback_ext", false, func(b *B) {
		l := anyLoc()
		p := l.Person()
		locWrap(b, l, p, pick(l.Call), locArgs(l, p))
	})
	reg("loc_mfa_number_change", false, func(b *B) {
		l := anyLoc()
		p := l.Person()
		a := locArgs(l, p)
		ph := l.Ph(true)
		a["phone"] = Ph(ph.Any())
		locWrap(b, l, p, pick(l.MFA), a)
		if chance(0.5) {
			b.T("\n-- " + p.Name + ", " + pick(l.Titles))
		}
	})
	reg("loc_phishing_report", false, func(b *B) {
		l := anyLoc()
		p := l.Person()
		a := locArgs(l, p)
		// attacker address: look-alike domain
		a["email"] = Em(pick([]string{"support", "it-helpdesk", "admin", "no-reply", "securite", "mailbox-team", "konto"}) + pick([]string{"", "-", "."}) + pick([]string{"desk", "center", "alert", "svc"}) + "@" + pick([]string{"micros0ft-office365.com", "outlook-verify.net", "mailbox-quota.info", "secure-helpdesk.co", "m365-support.online", "webmail-update.cc"}))
		ph := l.Ph(false)
		a["phone"] = Ph(ph.I())
		locWrap(b, l, p, pick(l.Phish), a)
	})
	reg("loc_signature_block", false, func(b *B) {
		l := anyLoc()
		p := l.Person()
		thanks := map[string][]string{
			"de": {"Danke für die schnelle Hilfe!", "Anbei der Screenshot.", "Das Problem besteht weiterhin."},
			"fr": {"Merci pour votre retour rapide !", "Ci-joint la capture d'écran.", "Le problème persiste."},
			"es": {"Gracias por la ayuda.", "Adjunto la captura.", "Sigue igual."}, "es-MX": {"Gracias, quedo atento.", "Adjunto captura de pantalla."},
			"pt-BR": {"Obrigado pelo retorno!", "Segue print em anexo.", "O problema continua."},
			"it":    {"Grazie mille.", "In allegato lo screenshot.", "Il problema persiste."},
			"nl":    {"Dank je!", "Zie bijlage.", "Probleem is nog steeds aanwezig."},
			"pl":    {"Dziękuję za szybką pomoc.", "W załączniku zrzut ekranu."},
			"ja":    {"よろしくお願いいたします。", "スクリーンショットを添付します。"}, "ko": {"감사합니다.", "스크린샷 첨부합니다."},
			"zh": {"谢谢！", "截图见附件。"}, "ar": {"شكراً لكم.", "مرفق لقطة الشاشة."}, "tr": {"Teşekkürler.", "Ekran görüntüsü ektedir."},
			"sv": {"Tack för hjälpen!", "Se bifogad skärmdump."},
		}[l.Code]
		if thanks == nil {
			thanks = []string{"Thanks for the quick fix!", "See attached screenshot.", "OK, will try and report back.", "Still happening, see below."}
		}
		b.T(pick(thanks))
		b.T("\n\n" + pick([]string{"--\n", "-- \n", "", "________________________________\n"}))
		b.T(p.Name + "\n")
		dom := pick(l.Corp)
		comp := strings.Split(dom, ".")[0]
		words := strings.Split(comp, "-")
		for i, w := range words {
			words[i] = strings.ToUpper(w[:1]) + w[1:]
		}
		b.T(pick(l.Titles) + pick([]string{" | ", "\n", " – "}) + strings.Join(words, " ") + "\n")
		sep := pick([]string{"\n", " | ", " · "})
		tel := l.Ph(false)
		html := chance(0.15)
		b.T(l.Tel + " ")
		if html {
			v := tel.I()
			b.T("<a href=\"tel:")
			link := tel.E164
			if link == "" {
				link = strings.ReplaceAll(v, " ", "")
			}
			b.P("phone", link)
			b.T("\">")
			b.P("phone", v)
			b.T("</a>")
		} else {
			b.P("phone", tel.Any())
		}
		if chance(0.6) {
			b.T(" ")
			b.K(l.Ext())
		}
		if chance(0.75) {
			b.T(sep + l.Mob + " ")
			b.P("phone", l.Ph(true).Any())
		}
		b.T(sep + l.Mail + " ")
		em := p.Email(true)
		if html {
			b.T("<a href=\"mailto:")
			b.P("email", em)
			b.T("\">")
			b.P("email", em)
			b.T("</a>")
		} else {
			b.P("email", em)
		}
		if chance(0.4) {
			b.T("\n")
			b.K(pick([]string{"www.", "https://www."}) + dom)
		} else {
			b.T("\nRe: ")
			b.K(ticket())
		}
	})

	reg("snow_incident_form", false, func(b *B) {
		o := pick(clients)
		p, l := staff(o)
		inc := "INC00" + digits(5)
		ci := hostname()
		ph := l.Ph(chance(0.5))
		fields := [][2]string{}
		_ = fields
		sep := pick([]string{": ", ":\t", " = ", " | "})
		b.T("Number" + sep)
		b.K(inc)
		b.T("\nCaller" + sep + p.Name + "\nCompany" + sep + o.name + "\nOpened" + sep)
		b.K(ts())
		b.T("\nCategory" + sep + pick([]string{"Network / VPN", "Hardware / Laptop", "Software / Office 365", "Access / Account", "Telephony"}))
		b.T("\nConfiguration item" + sep)
		b.K(ci)
		b.T("\nContact type" + sep + pick([]string{"Phone", "Self-service", "Email", "Walk-in"}))
		b.T("\n" + pick([]string{"Callback number", "Contact number", "Phone", "Call back on"}) + sep)
		b.P("phone", ph.Any())
		if chance(0.4) {
			b.T(" ")
			b.K(l.Ext())
		}
		if chance(0.6) {
			b.T("\n" + pick([]string{"Alternate email", "Email", "Notify"}) + sep)
			b.P("email", p.Email(chance(0.5)))
		}
		b.T("\nShort description" + sep + pick(issuesEN))
		b.T("\nWork notes" + sep + "\n  ")
		b.K(ts())
		b.T(" - " + pick(agentsEN) + ": " + pick([]string{"Called user on ", "Tried ", "Rang "}))
		b.P("phone", ph.Any())
		b.T(pick([]string{", no answer, left VM.", " - user will reboot and call back.", ", walked through cache clear.", " - escalated to L2."}))
	})

	reg("jira_sd_internal_note", false, func(b *B) {
		l := enLoc()
		if chance(0.3) {
			l = anyLoc()
		}
		p := l.Person()
		key := pick([]string{"ITSD", "HELP", "SD", "MSP"}) + "-" + fmt.Sprint(rn(100, 9999))
		acct := "557058:" + guid()
		b.K(key)
		b.T(pick([]string{" · Internal note · ", " | internal comment by ", "  [Internal] "}) + pick(agentsEN) + "\n")
		b.T(pick([]string{"Reset done for ", "Password reset for ", "Unlocked "}))
		b.P("email", p.UPN(pick(l.Corp)))
		b.T(pick([]string{". Temp password ", " - temp pw: ", ", new temporary password is ", ". Initial PW "}))
		b.P("bearer", tempPassword())
		if chance(0.6) {
			b.T(pick([]string{" - sent by SMS to ", ", also texted to ", ". Read it out to user on "}))
			b.P("phone", l.Ph(true).Any())
		}
		b.T("\n[~accountid:")
		b.K(acct)
		b.T("] " + pick([]string{"please close once user confirms.", "FYI for the handover.", "can you double check the MFA method?"}))
	})

	reg("zendesk_email_thread", false, func(b *B) {
		m := pick(msps)
		o := pick(clients)
		p, l := staff(o)
		agent := pick(agentsEN)
		tk := fmt.Sprint(rn(10000, 999999))
		pe := p.Email(true)
		b.T("From: " + p.Name + " <")
		b.P("email", pe)
		b.T(">\nSent: " + dayDate() + "\nTo: " + strings.TrimSuffix(m.name, " Support Desk") + " Support <")
		b.P("email", mspAddr(m, pick([]string{"support", "helpdesk", "servicedesk"})))
		b.T(">\nSubject: RE: [Ticket #")
		b.K(tk)
		b.T("] " + pick(issuesEN) + "\n\n" + hiEN(agent) + "\n")
		b.T(pick([]string{"Still the same after the update. ", "Tried that, no luck. ", "It happened again this morning. ", "Thanks - that worked for a day but it's back. "}))
		if chance(0.7) {
			b.T(pick([]string{"You can call me on ", "Best to ring me on ", "I'm on ", "Reach me at "}))
			b.P("phone", l.Ph(true).Any())
			b.T(pick([]string{" today.", " until 4pm.", ".", " (mobile)."}))
		}
		b.T("\n\n" + byeEN() + "\n" + p.First + "\n\n")
		b.T("> On " + dayDate() + ", " + agent + " <")
		b.P("email", strings.ToLower(mailPart(agent))+"@"+m.dom)
		b.T("> wrote:\n> " + hiEN(p.First) + "\n> Could you try restarting and let me know? Ref ")
		b.K(ticket())
		b.T("\n>\n> --\n> " + agent + " | " + m.name + "\n> ")
		ml := locOfDomain(m.dom)
		b.T(pick([]string{"Direct: ", "T: ", "Tel ", "Phone: "}))
		b.P("phone", ml.Ph(false).Any())
		if chance(0.5) {
			b.T(" ")
			b.K(extEN())
		}
	})

	reg("freshdesk_api_json", false, func(b *B) {
		o := pick(clients)
		p, l := staff(o)
		id := rn(1000, 99999)
		rid := "48" + digits(9)
		if chance(0.5) {
			b.T("$ curl -s -u ")
			key := freshKey()
			b.T(`"`)
			b.P("bearer", key)
			b.T(`:X" https://` + strings.ToLower(strings.Split(o.name, " ")[0]) + ".freshdesk.com/api/v2/tickets/" + fmt.Sprint(id) + "?include=requester\n")
		}
		ind := pick([]string{"", "  "})
		nl := "\n"
		if ind == "" {
			nl = ""
		}
		b.T("{" + nl + ind + `"id": `)
		b.K(fmt.Sprint(id))
		b.T("," + nl + ind + `"subject": "` + pick(issuesEN) + `",` + nl + ind + `"requester_id": `)
		b.K(rid)
		b.T("," + nl + ind + `"requester": {"name": "` + p.Name + `", "email": "`)
		b.P("email", p.Email(true))
		b.T(`", "mobile": "`)
		b.P("phone", l.Ph(true).I())
		b.T(`", "phone": `)
		if chance(0.5) {
			b.T(`"`)
			b.P("phone", l.Ph(false).Any())
			b.T(`"`)
		} else {
			b.T("null")
		}
		b.T("}," + nl + ind + `"priority": ` + fmt.Sprint(rn(1, 4)) + `, "status": ` + fmt.Sprint(rn(2, 5)) + "," + nl + ind + `"custom_fields": {"cf_asset_tag": "`)
		b.K(assetTag())
		b.T(`"},` + nl + ind + `"created_at": "`)
		b.K(isoTs())
		b.T(`"` + nl + "}")
	})

	reg("ad_users_csv", false, func(b *B) {
		o := pick(clients)
		cols := pick([][]string{
			{"DisplayName", "UserPrincipalName", "EmployeeID", "Department", "MobilePhone", "OfficePhone", "Enabled"},
			{"Name", "SamAccountName", "mail", "telephoneNumber", "mobile", "employeeNumber"},
			{"displayName", "userPrincipalName", "employeeId", "jobTitle", "mobilePhone", "businessPhones"},
		})
		sep := pick([]string{",", ",", ";", "\t"})
		q := func(s string) string {
			if sep == "," && (strings.Contains(s, ",") || chance(0.3)) {
				return `"` + s + `"`
			}
			return s
		}
		b.T(strings.Join(cols, sep) + "\n")
		n := rn(3, 7)
		for i := 0; i < n; i++ {
			l := locOfDomain(o.dom)
			if chance(0.3) {
				l = anyLoc()
			}
			p := l.Person()
			upn := p.UPN(o.dom)
			eid := pick([]string{fmt.Sprintf("%06d", rn(1000, 99999)), "E" + digits(5), fmt.Sprint(rn(1000000, 9999999))})
			for j, c := range cols {
				if j > 0 {
					b.T(sep)
				}
				switch c {
				case "DisplayName", "Name", "displayName":
					b.T(q(p.Name))
				case "UserPrincipalName", "userPrincipalName", "mail":
					b.P("email", upn)
				case "SamAccountName":
					b.T(p.Sam())
				case "EmployeeID", "employeeNumber", "employeeId":
					b.K(eid)
				case "Department", "jobTitle":
					b.T(q(pick([]string{"Finance", "Operations", "Sales", "HR", "IT", "Dispatch", "Front Desk", "Legal"})))
				case "MobilePhone", "mobile", "mobilePhone":
					if chance(0.8) {
						ph := l.Ph(true)
						v := ph.E164
						if chance(0.5) || v == "" {
							v = ph.I()
						}
						b.P("phone", v)
					}
				case "OfficePhone", "telephoneNumber":
					if chance(0.7) {
						b.P("phone", l.Ph(false).I())
					}
				case "businessPhones":
					if chance(0.7) {
						b.T(`"[""`)
						b.P("phone", l.Ph(false).I())
						b.T(`""]"`)
					} else {
						b.T("[]")
					}
				case "Enabled":
					b.T(pick([]string{"True", "True", "False"}))
				}
			}
			b.T("\n")
		}
	})

	reg("entra_mguser_fl", false, func(b *B) {
		o := pick(clients)
		p, l := staff(o)
		upn := p.UPN(o.dom)
		b.T("PS C:\\> Get-MgUser -UserId ")
		b.P("email", upn)
		b.T(" -Property * | fl DisplayName,Mail,MobilePhone,BusinessPhones,Id,EmployeeId,OnPremisesSamAccountName\n\n")
		w := pick([]int{24, 26})
		line := func(k string) { b.T(k + strings.Repeat(" ", w-len(k)) + ": ") }
		line("DisplayName")
		b.T(p.Name + "\n")
		line("Mail")
		b.P("email", upn)
		b.T("\n")
		line("MobilePhone")
		if chance(0.85) {
			b.P("phone", l.Ph(true).I())
		}
		b.T("\n")
		line("BusinessPhones")
		b.T("{")
		b.P("phone", l.Ph(false).I())
		b.T("}\n")
		line("Id")
		b.K(guid())
		b.T("\n")
		line("EmployeeId")
		b.K(fmt.Sprint(rn(10000, 999999)))
		b.T("\n")
		line("OnPremisesSamAccountName")
		b.T(p.Sam() + "\n")
	})

	reg("mdm_device_record", false, func(b *B) {
		o := pick(clients)
		p, l := staff(o)
		im := imei()
		sn := "R5" + upAlnum(9)
		if chance(0.4) {
			sn = pick([]string{"F2L", "DX3", "G0N"}) + upAlnum(9)
		}
		dev := pick([]string{"iPhone 14", "iPhone 15 Pro", "Galaxy S23", "Galaxy A54", "Pixel 8", "iPad (10th gen)"})
		switch r.IntN(3) {
		case 0:
			b.T("Device name: ")
			b.K(p.FirstR + "'s " + dev)
			b.T("\nPrimary user: ")
			b.P("email", p.UPN(o.dom))
			b.T("\nOS: " + pick([]string{"iOS 17.5.1", "Android 14", "iPadOS 17.4"}) + "\nSerial number: ")
			b.K(sn)
			b.T("\nIMEI: ")
			b.K(imeiFmt(im))
			b.T("\nPhone number: ")
			b.P("phone", l.Ph(true).I())
			b.T("\nCompliance: " + pick([]string{"Compliant", "Not compliant (OS version)", "In grace period"}) + "\nLast check-in: ")
			b.K(ts())
		case 1:
			b.T(`{"deviceName":"`)
			b.K(strings.ReplaceAll(dev, " ", "") + "-" + upAlnum(4))
			b.T(`","userPrincipalName":"`)
			b.P("email", p.UPN(o.dom))
			b.T(`","serialNumber":"`)
			b.K(sn)
			b.T(`","imei":"`)
			b.K(im)
			b.T(`","phoneNumber":"`)
			ph := l.Ph(true)
			v := ph.E164
			if v == "" {
				v = ph.I()
			}
			b.P("phone", v)
			b.T(`","managedDeviceOwnerType":"company","enrolledDateTime":"`)
			b.K(isoTs())
			b.T(`"}`)
		default:
			b.T("Jamf Pro > Mobile Devices > Inventory\n  Username ........ " + p.Sam() + "\n  Email ........... ")
			b.P("email", p.Email(true))
			b.T("\n  Phone Number .... ")
			b.P("phone", l.Ph(true).Any())
			b.T("\n  Serial .......... ")
			b.K(sn)
			b.T("\n  IMEI ............ ")
			b.K(imeiFmt(im))
			if chance(0.5) {
				im2 := imei()
				b.T("\n  IMEI 2 (eSIM) ... ")
				b.K(im2)
			}
			b.T("\n  Capacity ........ " + pick([]string{"128 GB", "256 GB", "64 GB"}))
		}
	})

	reg("printer_config_ini", false, func(b *B) {
		o := pick(clients)
		ip := ipPriv()
		b.T("; exported " + dateS() + " from " + pick([]string{"Kyocera Command Center RX", "HP EWS", "Ricoh Web Image Monitor", "Canon Remote UI", "Brother Web Based Management"}) + "\n[Network]\nIPAddress=")
		b.K(ip)
		b.T("\nMAC=")
		b.K(mac())
		b.T("\nHostName=" + pick([]string{"KM-3F-COPIER", "HP-RECEPTION", "MFP-WAREHOUSE", "PRN-ACCOUNTS"}) + "\n[SNMP]\nVersion=v2c\nReadCommunity=")
		if chance(0.35) {
			b.K("public")
		} else {
			b.P("bearer", snmpComm())
		}
		b.T("\nWriteCommunity=")
		b.P("bearer", snmpComm())
		b.T("\n[Admin]\nAdminUser=" + pick([]string{"admin", "Admin", "administrator"}) + "\nAdminPassword=")
		b.P("bearer", password())
		if chance(0.7) {
			b.T("\n[ScanToEmail]\nSMTPServer=" + pick([]string{"smtp.office365.com", "smtp.gmail.com", "mail." + o.dom}) + "\nSMTPPort=")
			b.K(pick([]string{"587", "25", "465"}))
			b.T("\nSMTPUser=")
			b.P("email", pick([]string{"scanner", "scan", "copier", "mfp"})+"@"+o.dom)
			b.T("\nSMTPPassword=")
			b.P("bearer", urlPassword())
		}
		b.T("\nSerial=")
		b.K(pick([]string{"VCF", "CNB", "W8"}) + digits(7))
	})

	reg("camera_nvr_yaml", false, func(b *B) {
		cams := rn(1, 3)
		b.T(pick([]string{"# frigate config - client site\n", "# NVR cameras, ticket " + ticket() + "\n", ""}))
		b.T("mqtt:\n  host: ")
		b.K(ipPriv())
		b.T("\n  user: frigate\n  password: ")
		b.P("bearer", urlPassword())
		b.T("\ncameras:\n")
		for i := 0; i < cams; i++ {
			ip := ipPriv()
			user := pick([]string{"admin", "viewer", "nvr"})
			pw := urlPassword()
			b.T("  " + pick([]string{"loading_dock", "front_door", "car_park", "reception", "server_room", "warehouse_east"}) + fmt.Sprint(i+1) + ":\n    ffmpeg:\n      inputs:\n        - path: rtsp://" + user + ":")
			b.P("bearer", pw)
			b.T("@")
			b.K(ip + ":554")
			b.T(pick([]string{"/Streaming/Channels/101", "/cam/realmonitor?channel=1&subtype=0", "/h264Preview_01_main", "/stream1"}) + "\n          roles: [detect, record]\n")
		}
	})

	reg("oncall_rotation_md", false, func(b *B) {
		m := pick(msps)
		l := locOfDomain(m.dom)
		b.T(pick([]string{"## On-call rota Q2\n\n", "On-call rotation (" + m.name + ")\n\n", "### Out-of-hours cover\n"}))
		email := chance(0.5)
		b.T("| Week | Engineer | Mobile |")
		if email {
			b.T(" Email |")
		}
		b.T(" Backup |\n|---|---|---|")
		if email {
			b.T("---|")
		}
		b.T("---|\n")
		for i := 0; i < rn(3, 5); i++ {
			p := l.Person()
			b.T("| ")
			b.K(fmt.Sprintf("W%02d", rn(14, 26)))
			b.T(" | " + p.Name + " | ")
			b.P("phone", l.Ph(true).Any())
			b.T(" | ")
			if email {
				b.P("email", p.UPN(m.dom))
				b.T(" | ")
			}
			b.T(l.Person().First + " |\n")
		}
		b.T("\nBridge: ")
		b.K(pick([]string{"#noc-oncall", "#msp-escalations", "Teams > NOC > On-call"}))
	})

	reg("escalation_list", false, func(b *B) {
		m := pick(msps)
		l := locOfDomain(m.dom)
		b.T(pick([]string{"P1 escalation path (after hours)\n", "ESCALATION – Severity 1\n", "If the NOC does not acknowledge within 15 min:\n"}))
		for i := 1; i <= rn(3, 4); i++ {
			p := l.Person()
			b.Tf("%d. ", i)
			switch r.IntN(3) {
			case 0:
				b.T(pick([]string{"NOC on-call – ", "Service desk hotline: ", "Duty engineer phone "}))
				b.P("phone", l.Ph(false).Any())
				b.T(pick([]string{" (24/7)", " (out of hours)", ""}))
			case 1:
				b.T(p.Name + ", " + pick([]string{"Service Desk Manager", "Team Lead", "Head of Operations", "vCIO"}) + " – ")
				b.P("phone", l.Ph(true).Any())
				b.T(" / ")
				b.P("email", p.UPN(m.dom))
			default:
				b.T(p.Name + " (" + pick([]string{"network", "M365", "backup", "security"}) + ") ")
				b.P("phone", l.Ph(true).Any())
			}
			b.T("\n")
		}
		b.T("Queue: ")
		b.K(pick([]string{"MSP-P1", "NOC-Critical", "SEV1-Bridge"}))
		b.T(", SLA ")
		b.K(pick([]string{"30 min", "15 min", "1 h"}))
	})

	reg("connectwise_api", false, func(b *B) {
		company := strings.ToLower(strings.Split(pick(msps).name, " ")[0])
		pub, priv := cwKey(), cwKey()
		cid := guid()
		tid := fmt.Sprint(rn(100000, 2999999))
		switch r.IntN(3) {
		case 0:
			b.T(`curl -s "https://api-na.myconnectwise.net/v4_6_release/apis/3.0/service/tickets/`)
			b.K(tid)
			b.T("\" \\\n  -H \"Authorization: Basic ")
			b.P("bearer", basicB64(company+"+"+pub, priv))
			b.T("\" \\\n  -H \"clientId: ")
			b.K(cid)
			b.T("\" \\\n  -H \"Content-Type: application/json\"")
		case 1:
			b.T("$pair = \"" + company + "+" + pub + ":")
			b.P("bearer", priv)
			b.T("\"\n$headers = @{\n  Authorization = \"Basic $([Convert]::ToBase64String([Text.Encoding]::ASCII.GetBytes($pair)))\"\n  clientId      = '")
			b.K(cid)
			b.T("'\n}\nInvoke-RestMethod -Uri \"$base/service/tickets/")
			b.K(tid)
			b.T("\" -Headers $headers")
		default:
			b.T("{\n  \"site\": \"na.myconnectwise.net\",\n  \"companyId\": \"" + company + "\",\n  \"publicKey\": \"" + pub + "\",\n  \"privateKey\": \"")
			b.P("bearer", priv)
			b.T("\",\n  \"clientId\": \"")
			b.K(cid)
			b.T("\"\n}")
		}
	})

	reg("datto_rmm_api", false, func(b *B) {
		key, sec := dattoKey(), dattoSecret()
		plat := pick([]string{"pinotage", "merlot", "concord", "vidal", "zinfandel", "syrah"})
		switch r.IntN(2) {
		case 0:
			b.T("# datto_rmm_sync.py\nAPI_URL = \"https://" + plat + "-api.centrastage.net\"\nAPI_KEY = \"")
			b.P("bearer", key)
			b.T("\"\nAPI_SECRET_KEY = \"")
			b.P("bearer", sec)
			b.T("\"\nSITE_UID = \"")
			b.K(guid())
			b.T("\"\n")
		default:
			b.T("POST https://" + plat + "-api.centrastage.net/auth/oauth/token\nAuthorization: Basic ")
			b.K("cHVibGljLWNsaWVudDpwdWJsaWM=")
			b.T("\nContent-Type: application/x-www-form-urlencoded\n\ngrant_type=password&username=")
			b.P("bearer", key)
			b.T("&password=")
			b.P("bearer", sec)
			b.T("\n\nHTTP/1.1 200\n{\"access_token\":\"")
			b.P("bearer", secretish(b64uA, 36))
			b.T("\",\"token_type\":\"bearer\",\"expires_in\":")
			b.K("359999")
			b.T(",\"scope\":\"default\"}")
		}
	})

	reg("ninjaone_oauth", false, func(b *B) {
		cid := ninjaClient()
		sec := ninjaSecret()
		host := pick([]string{"app.ninjarmm.com", "eu.ninjarmm.com", "oc.ninjarmm.com", "ca.ninjarmm.com"})
		b.T("curl -X POST https://" + host + "/ws/oauth/token \\\n  -d grant_type=client_credentials \\\n  -d client_id=" + cid + " \\\n  -d client_secret=")
		b.P("bearer", sec)
		b.T(" \\\n  -d scope=" + pick([]string{"monitoring", "monitoring%20management", "management"}) + "\n\n")
		if chance(0.7) {
			b.T("{\"access_token\":\"")
			b.P("bearer", opaque())
			b.T("\",\"expires_in\":3600,\"scope\":\"monitoring\",\"token_type\":\"Bearer\"}\n")
		}
		b.T(pick([]string{"-> works, but /v2/devices returns 403 for ", "-> then GET /v2/", "device list empty for "}))
		b.K("organization/" + fmt.Sprint(rn(2, 480)))
	})

	reg("atera_api", false, func(b *B) {
		key := atera()
		switch r.IntN(2) {
		case 0:
			b.T("curl -H \"X-API-KEY: ")
			b.P("bearer", key)
			b.T("\" -H \"Accept: application/json\" \"https://app.atera.com/api/v3/agents?page=1&itemsInPage=50\"\n")
		default:
			b.T("$AteraKey = '")
			b.P("bearer", key)
			b.T("'\nInvoke-RestMethod -Uri 'https://app.atera.com/api/v3/tickets' -Headers @{ 'X-API-KEY' = $AteraKey }\n")
		}
		b.T("{\"items\":[{\"AgentID\":")
		b.K(fmt.Sprint(rn(1000, 99999)))
		b.T(",\"MachineName\":\"")
		b.K(hostname())
		b.T("\",")
		b.K("\"CustomerID\":" + fmt.Sprint(rn(10, 999)))
		b.T(",\"IpAddresses\":[\"")
		b.K(ipPriv())
		b.T("\"]}]}")
	})

	reg("kaseya_itglue_keys", false, func(b *B) {
		switch r.IntN(3) {
		case 0:
			b.T("IT Glue org sync failing since we rotated keys. New key: ")
			b.P("bearer", itglue())
			b.T("\nendpoint https://api.eu.itglue.com/organizations/")
			b.K(fmt.Sprint(rn(1000000, 9999999)))
			b.T(" returns 401")
		case 1:
			b.T("GET /api/v1.0/assetmgmt/agents?$top=50 HTTP/1.1\nHost: vsa." + pick(msps).dom + "\nAuthorization: Bearer ")
			b.P("bearer", opaque())
			b.T("\nX-Request-Id: ")
			b.K(guid())
		default:
			b.T("kaseya:\n  bms_tenant: " + strings.ToLower(strings.Split(pick(msps).name, " ")[0]) + "\n  bms_user: api.integration\n  bms_password: ")
			b.P("bearer", password())
			b.T("\n  vsa_token: ")
			b.P("bearer", kaseyaTok())
			b.T("\n  poll_interval: ")
			b.K("300s")
		}
	})

	reg("graph_app_secret", false, func(b *B) {
		tid, appid := guid(), guid()
		sec := azSecret()
		exp := dateS()
		switch r.IntN(3) {
		case 0:
			b.T("App registration: " + pick([]string{"Helpdesk-Automation", "RMM-Graph-Connector", "Backup-M365", "PSA-Sync"}) + "\nTenant ID: ")
			b.K(tid)
			b.T("\nClient ID: ")
			b.K(appid)
			b.T("\nClient secret (expires ")
			b.K(exp)
			b.T("): ")
			b.P("bearer", sec)
			b.T("\nPermissions: User.ReadWrite.All, Device.Read.All (admin consent granted)")
		case 1:
			b.T("$tenantId = '")
			b.K(tid)
			b.T("'\n$appId = '")
			b.K(appid)
			b.T("'\n$secret = ConvertTo-SecureString '")
			b.P("bearer", sec)
			b.T("' -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential($appId, $secret)\nConnect-MgGraph -TenantId $tenantId -ClientSecretCredential $cred")
		default:
			b.T("AZURE_TENANT_ID=")
			b.K(tid)
			b.T("\nAZURE_CLIENT_ID=")
			b.K(appid)
			b.T("\nAZURE_CLIENT_SECRET=")
			b.P("bearer", sec)
			b.T("\nGRAPH_SCOPE=https://graph.microsoft.com/.default")
		}
	})

	reg("gam_admin_cmds", false, func(b *B) {
		o := pick(clients)
		p, l := staff(o)
		upn := p.UPN(o.dom)
		b.T(pick([]string{"Ran this for the new starter:\n", "GAM history from today:\n", ""}))
		switch r.IntN(3) {
		case 0:
			b.T("gam create user ")
			b.P("email", upn)
			b.T(" firstname \"" + p.First + "\" lastname \"" + p.Last + "\" password '")
			b.P("bearer", tempPassword())
			b.T("' changepassword on org \"")
			b.K("/Staff/" + pick([]string{"Sales", "Ops", "Finance"}))
			b.T("\" phone type mobile value '")
			b.P("phone", l.Ph(true).I())
			b.T("' primary")
		case 1:
			b.T("gam update user ")
			b.P("email", upn)
			b.T(" password '")
			b.P("bearer", tempPassword())
			b.T("' changepassword on\ngam user ")
			b.P("email", upn)
			b.T(" deprovision\n# ticket ")
			b.K(ticket())
		default:
			b.T("$ gam info user ")
			b.P("email", upn)
			b.T("\nUser: ")
			b.P("email", upn)
			b.T("\nFirst Name: " + p.First + "\nLast Name: " + p.Last + "\nIs a Super Admin: False\n2-step enrolled: True\nRecovery Email: ")
			b.P("email", p.Email(false))
			b.T("\nRecovery Phone: ")
			ph := l.Ph(true)
			v := ph.E164
			if v == "" {
				v = ph.I()
			}
			b.P("phone", v)
			b.T("\nLast login time: ")
			b.K(isoTs())
		}
	})

	reg("backup_nas_config", false, func(b *B) {
		if chance(0.25) {
			host := ipPriv()
			b.T("Monitoring check for the NAS keeps failing, URL from the script:\nhttps://")
			b.K(host + ":5001")
			b.T("/webapi/auth.cgi?api=SYNO.API.Auth&version=6&method=login&account=" + pick([]string{"monitor", "prtg", "admin"}) + "&passwd=")
			b.P("bearer", urlPassword())
			b.T("&session=FileStation&format=sid\n-> ")
			b.K(pick([]string{`{"error":{"code":400},"success":false}`, `{"error":{"code":403},"success":false}`, "HTTP 502"}))
			return
		}
		switch r.IntN(3) {
		case 0:
			bucket := strings.ToLower(strings.Split(pick(clients).name, " ")[0]) + "-backups"
			b.T("# /etc/restic/env  (" + srvName() + ")\nexport RESTIC_REPOSITORY=")
			b.K("s3:s3." + pick([]string{"eu-central-1", "us-east-2", "ap-southeast-2"}) + ".amazonaws.com/" + bucket)
			b.T("\nexport RESTIC_PASSWORD=")
			b.P("bearer", password())
			b.T("\nexport AWS_ACCESS_KEY_ID=" + awsKeyID() + "\nexport AWS_SECRET_ACCESS_KEY=")
			b.P("bearer", awsSecret())
			b.T("\n# retention: ")
			b.K("--keep-daily 7 --keep-weekly 4")
		case 1:
			b.T("Synology " + pick([]string{"DS920+", "DS1621+", "RS1221+"}) + " at ")
			b.K(ipPriv() + ":5001")
			b.T("\nadmin account: " + pick([]string{"msp-admin", "nasadmin", "sysadmin"}) + " / ")
			b.P("bearer", password())
			b.T("\nHyper Backup task \"Offsite-C2\" encryption password: ")
			b.P("bearer", password())
			b.T("\nDSM ")
			b.K(pick([]string{"7.2.1-69057", "7.2.2-72806", "7.1.1-42962"}))
		default:
			b.T("Veeam B&R job \"" + pick([]string{"SQL-Nightly", "FS01-Daily", "M365-Backup"}) + "\" - encryption enabled\n  Password hint: office safe\n  Password: ")
			b.P("bearer", password())
			b.T("\n  Repository: ")
			b.K("\\\\" + srvName() + "\\VeeamRepo")
			b.T("\n  Last run: ")
			b.K(ts())
			b.T(" (" + pick([]string{"Success", "Warning", "Failed"}) + ")")
		}
	})

	reg("app_log_auth_header", false, func(b *B) {
		n := rn(2, 4)
		for i := 0; i < n; i++ {
			b.K(isoTs())
			b.T(" " + pick([]string{"INFO ", "DEBUG", "WARN "}) + " " + pick([]string{"psa-sync", "rmm-bridge", "ticket-webhook", "portal-api"}) + " ")
			switch r.IntN(4) {
			case 0:
				b.T("outbound GET https://api.helpdesk.example/v2/tickets?updated_since=" + dateS() + " headers={\"Authorization\":\"Bearer ")
				b.P("bearer", opaque())
				b.T("\"}")
			case 1:
				b.T("request_id=")
				b.K(guid())
				b.T(" authorization=\"Bearer ")
				b.P("jwt", jwtTok(""))
				b.T("\" status=" + pick([]string{"401", "200", "403"}))
			case 2:
				b.T("POST /webhooks/ticket status=200 duration=")
				b.K(fmt.Sprint(rn(12, 900)) + "ms")
			default:
				b.T("retrying with token=")
				b.P("bearer", opaque())
				b.T(" attempt=" + fmt.Sprint(rn(2, 5)))
			}
			b.T("\n")
		}
		if !strings.Contains(b.sb.String(), "Bearer") && !strings.Contains(b.sb.String(), "token=") {
			b.K(isoTs())
			b.T(" ERROR portal-api upstream rejected token Authorization: Bearer ")
			b.P("bearer", opaque())
		}
	})

	reg("sso_debug_jwt", false, func(b *B) {
		l := enLoc()
		p := l.Person()
		upn := p.UPN(pick(l.Corp))
		tok := jwtTok(upn)
		b.T(pick([]string{"SSO into the client portal fails with ", "Users get ", "Sign-in loop, error "}))
		b.K(pick([]string{"AADSTS50011", "AADSTS700016", "AADSTS50105", "invalid_grant", "AADSTS65001"}))
		b.T(pick([]string{". Here's the id_token from the HAR file: ", ". Token from the callback:\n", ". Captured access token: "}))
		b.P("jwt", tok)
		v := r.IntN(3)
		b.T([]string{"\nAffected user: ", "\nrepro user ", "\n(user "}[v])
		b.P("email", upn)
		b.T([]string{" - happens every time", "", ")"}[v])
	})

	reg("phishing_forward_headers", false, func(b *B) {
		o := pick(clients)
		p, l := staff(o)
		ue := p.UPN(o.dom)
		att := pick([]string{"no-reply", "admin", "security-alert", "accounts", "helpdesk"}) + "@" + pick([]string{"micros0ft-support.co", "office365-mailcenter.com", "sharepoint-docs.net", "docusign-secure.info", "dhl-tracking-notice.com"})
		b.T(pick([]string{"Hi IT, is this real? I haven't clicked the link.\n\n", "Reporting phish per the training.\n\n", "FYI got this twice today\n\n"}))
		b.T("---------- Forwarded message ---------\nFrom: " + pick([]string{"Microsoft 365 Admin", "IT Service Desk", "DocuSign", "DHL Express"}) + " <")
		b.P("email", att)
		b.T(">\nDate: " + dayDate() + "\nSubject: " + pick([]string{"Action Required: Mailbox Quota Exceeded", "Password expires today", "You have (1) pending document", "Parcel held at customs"}) + "\nTo: <")
		b.P("email", ue)
		b.T(">\n")
		if chance(0.6) {
			b.T("Reply-To: ")
			b.P("email", pick([]string{"support", "claims", "billing"})+fmt.Sprint(rn(1, 99))+"@"+pick([]string{"gmail.com", "outlook.com", "proton.me"}))
			b.T("\n")
		}
		b.T("Message-ID: ")
		b.K("<" + alnum(rn(20, 32)) + "@" + pick([]string{"mail.gmail.com", "eur03.prod.outlook.com", "smtp-relay.mailgun.org"}) + ">")
		b.T("\nReceived: from " + pick([]string{"mail-sor-f41.google.com", "unknown", "vps-28413.hostwind.net"}) + " (")
		b.K(ipPub())
		b.T(")\n\n" + pick([]string{"Your mailbox has exceeded its limit. ", "Your password expires in 24 hours. ", "A document was shared with you. "}))
		if chance(0.7) {
			b.T(pick([]string{"Call our support line at ", "For assistance call ", "Contact billing on "}))
			b.P("phone", l.Ph(false).I())
			b.T(" or ")
		}
		b.T("visit ")
		b.K("hxxps://" + pick([]string{"m365-verify", "login-office", "secure-docs"}) + "[.]" + pick([]string{"com", "net", "co"}) + "/" + lowAlnum(8))
	})

	reg("new_hire_onboarding_ssn", false, func(b *B) {
		l := loc("en-US")
		p := l.Person()
		o := pick([]org{{"Blue Ridge Orthopedics", "blueridgeortho.com"}, {"Pinecrest Law", "pinecrestlaw.com"}, {"Lakeshore Logistics", "lakeshorelogistics.com"}})
		start := dateS()
		eid := fmt.Sprint(rn(100000, 109999))
		switch r.IntN(3) {
		case 0:
			b.T("New hire request " + ticket() + "\nName: " + p.Name + "\nStart date: ")
			b.K(start)
			b.T("\nEmployee ID: ")
			b.K(eid)
			b.T("\nSSN: ")
			b.P("ssn", ssn())
			b.T("\nPersonal email: ")
			b.P("email", p.Email(false))
			b.T("\nMobile: ")
			b.P("phone", l.Ph(true).N())
			b.T("\nManager: " + l.Person().Name + "\nEquipment: " + pick([]string{"Dell Latitude 5440 + dock", "MacBook Air 13\"", "ThinkPad T14 + 2 monitors"}))
		case 1:
			b.T("HR uploaded the onboarding sheet into the ticket (again, please stop attaching these):\n")
			b.T("first_name,last_name,ssn,dob,start_date,personal_email,cell\n" + p.First + "," + p.Last + ",")
			b.P("ssn", ssnAny())
			b.T(",")
			b.K(fmt.Sprintf("%02d/%02d/19%02d", rn(1, 12), rn(1, 28), rn(60, 99)))
			b.T(",")
			b.K(start)
			b.T(",")
			b.P("email", p.Email(false))
			b.T(",")
			b.P("phone", l.Ph(true).N())
		default:
			b.T("Workday -> AD provisioning for " + p.Name + " (worker ")
			b.K(eid)
			b.T(") failed: national_id ")
			b.P("ssn", ssn())
			b.T(" already linked to ")
			b.P("email", p.UPN(o.dom))
			b.T(". Please merge before ")
			b.K(start)
			b.T(".")
		}
	})

	reg("license_purchase_card", false, func(b *B) {
		l := enLoc()
		p := l.Person()
		c, brand := card()
		exp := fmt.Sprintf("%02d/%02d", rn(1, 12), rn(26, 30))
		po := "PO-" + fmt.Sprint(rn(10000, 99999))
		b.T(pick([]string{"Please renew ", "Can you buy ", "We need to add "}) + pick([]string{"12 Adobe Acrobat Pro seats", "the Zoom Business add-on", "5 more M365 Business Premium licences", "the Veeam renewal", "a Domain renewal for 3 years"}))
		b.T(pick([]string{" on the company card ", " - use the " + brand + " ", ". Card: "}))
		b.P("credit_card", c)
		b.T(pick([]string{" exp ", ", expiry ", " valid thru "}))
		b.K(exp)
		b.T(". " + pick([]string{"Billing contact ", "Send the invoice to ", "Receipt to "}))
		b.P("email", p.Email(true))
		b.T(", ")
		b.K(po)
		b.T(".")
	})

	reg("chat_card_paste", false, func(b *B) {
		l := enLoc()
		p := l.Person()
		c, _ := card()
		ck := newClock()
		b.T("[")
		b.K(ck.next())
		b.T("] " + p.Name + ": " + pick([]string{"can you order the replacement charger? card is ", "use this for the Dell order ", "here's the card for the domain renewal: "}))
		b.P("credit_card", c)
		b.T("\n[")
		b.K(ck.next())
		b.T("] " + pick(agentsEN) + " (IT): " + pick([]string{"please don't post card numbers in Teams 🙏 deleting this", "got it, but pls use the secure form next time", "ordered, order no. "}))
		if chance(0.5) {
			b.K("ORD-" + digits(8))
		}
	})
}
