package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// Pentest reports, IOC feeds, scanners, access logs, postmortems, fraud/DLP.
func piiMore() []tmpl {
	return []tmpl{
		{"pentest_default_creds", func(g *G) *Line {
			return g.mk("Finding PT-%d (High): Default/weak credentials on management interface\nAsset: %s:%s (%s, firmware %s)\nCredentials: admin / %s\nEvidence: HTTP 200 on /api/system after login, screenshot fig-%d. CVSS 8.8, see also %s.",
				g.n(1, 60), g.IPin(), g.Port(), g.pick("iDRAC9", "FortiGate 60F", "Cisco ASA", "HP iLO 5", "Synology DSM"), g.Version(), g.Password(), g.n(1, 40), g.CVE())
		}},
		{"pentest_secretsdump", func(g *G) *Line {
			return g.mk("[*] Dumping local SAM hashes (uid:rid:lmhash:nthash) on %s\nAdministrator:500:%s:%s:::\nGuest:501:%s:%s:::\n%s:1001:%s:%s:::\n[*] Cleaning up...",
				g.IPin(), K("aad3b435b51404eeaad3b435b51404ee"), g.NTHash(), K("aad3b435b51404eeaad3b435b51404ee"), K("31d6cfe0d16ae931b73c59d7e0c089c0"), g.User(), K("aad3b435b51404eeaad3b435b51404ee"), g.NTHash())
		}},
		{"pentest_kerberoast_cracked", func(g *G) *Line {
			return g.mk("hashcat -m 13100 kerberoast.txt rockyou.txt -r best64.rule\n$krb5tgs$23$*svc_%s$CORP.LOCAL$MSSQLSvc/%s.corp.local:1433*$%s$%s...:%s\nSession..........: hashcat\nStatus...........: Cracked\nTime.Started.....: %s (%d mins)",
				g.pick("sql", "backup", "sccm", "web"), strings.ToLower(g.Host()), g.rs(hexs, 32), g.rs(hexs, 60), g.Password(), g.TS(), g.n(1, 200))
		}},
		{"pentest_webconfig", func(g *G) *Line {
			return g.mk("Finding PT-%d: cleartext connection string in %s\\inetpub\\wwwroot\\web.config (readable by IIS_IUSRS):\n<add name=\"Erp\" connectionString=\"Data Source=%s,1433;Initial Catalog=ERP;User ID=erp_app;Password=%s;Encrypt=False\" />",
				g.n(1, 60), K("D:"), g.IPin(), g.Password())
		}},
		{"pentest_env_file", func(g *G) *Line {
			return g.mk("Exposed .env at https://%s/.env (found by ffuf, status 200, %d bytes):\nAPP_ENV=production\nAPP_KEY=base64:%s\nDB_PASSWORD=%s\nSTRIPE_SECRET=%s\nMAIL_FROM_ADDRESS=%s\nSENTRY_RELEASE=%s",
				g.BadDomain(), g.n(300, 4000), g.sec(func() string { b := make([]byte, 32); g.r.Read(b); return base64.StdEncoding.EncodeToString(b) }), g.Password(), g.StripeS(), g.EmailCorp(), g.Version())
		}},
		{"pentest_jwt_none", func(g *G) *Line {
			return g.mk("Finding PT-%d (Critical): API accepts unsigned JWTs (alg=none)\nOriginal token captured for test user: %s\nForged token accepted as admin: %s\nEndpoint: GET /api/v%d/admin/users -> 200 (%d records). Ref: %s, CWE-347.",
				g.n(1, 60), g.JWT(), g.JWTNone(), g.n(1, 3), g.n(20, 9000), g.CVE())
		}},
		{"pentest_idor_response", func(g *G) *Line {
			return g.mk("Finding PT-%d: IDOR on /api/customers/{id}. Changing id %d to %d returned another customer:\n{\"id\":%d,\"email\":\"%s\",\"phone\":\"%s\",\"ssn\":\"%s\",\"created\":\"%s\",\"tier\":\"gold\"}",
				g.n(1, 60), g.n(10000, 99999), g.n(10000, 99999), g.n(10000, 99999), g.EmailFree(), g.Phone("us"), g.SSN(), g.TS())
		}},
		{"pentest_sqlmap_dump", func(g *G) *Line {
			return g.mk("Database: shop\nTable: customers\n[2 entries]\n+----+---------------------------+------------------+---------------------+\n| id | email                     | phone            | card_number         |\n+----+---------------------------+------------------+---------------------+\n| %d | %s | %s | %s |\n| %d | %s | %s | %s |\n+----+---------------------------+------------------+---------------------+",
				g.n(1, 999), g.EmailFree(), g.Phone("us"), g.Card("", ""), g.n(1000, 9999), g.EmailFree(), g.Phone("uk"), g.Card("", ""))
		}},
		{"pentest_report_de", func(g *G) *Line {
			return g.mk("Befund %d: Klartext-Zugangsdaten in Freigabe \\\\%s\\IT$\\Doku\\zugaenge.xlsx\nVPN-Benutzer: %s\nPasswort: %s\nRisiko: Hoch (CVSS 8.1). Empfehlung: Datei löschen, Kennwort ändern, Freigabe-ACL prüfen. Prüfzeitraum %s bis %s.",
				g.n(1, 40), g.Host(), g.EmailCorp(), g.Password(), g.Date(), g.Date())
		}},
		{"pentest_report_fr", func(g *G) *Line {
			return g.mk("Vulnérabilité V-%02d : identifiants par défaut sur la caméra IP %s (firmware %s)\nCompte : admin — mot de passe : %s\nImpact : accès au flux vidéo et à la configuration SMTP (compte d'envoi %s).",
				g.n(1, 40), g.IPin(), g.Version(), g.Password(), g.EmailCorp())
		}},
		{"pentest_report_es", func(g *G) *Line {
			return g.mk("Hallazgo %d: credenciales en script de respaldo (\\\\%s\\scripts\\backup.ps1, línea %d)\n$usuario = 'CORP\\svc_backup'\n$contraseña = '%s'\nCriticidad: Alta. Hash del fichero SHA256 %s.",
				g.n(1, 40), g.Host(), g.n(3, 120), g.Password(), g.SHA256())
		}},
		{"pentest_curl_u", func(g *G) *Line {
			return g.mk("Reproduction step 3 (%s):\n$ curl -sk -u admin:%s https://%s:%s/api/v1/config/backup -o backup.tgz\n  %% Total    %% Received\n  100  %d  100  %d\nsha256sum backup.tgz -> %s",
				g.Ticket(), g.Password(), g.IPin(), g.Port(), g.n(1000, 90000), g.n(1000, 90000), g.SHA256())
		}},
		{"pentest_mysql_cmdline", func(g *G) *Line {
			return g.mk("Bash history recovered from /home/deploy/.bash_history on %s:\n  %d  mysql -h %s -u root -p%s shop -e 'select count(*) from orders'\n  %d  history -c",
				g.IPin(), g.n(100, 999), g.IPin(), g.Password(), g.n(100, 999))
		}},
		{"db_url_userinfo", func(g *G) *Line {
			return g.mk("Misconfigured Grafana datasource leaked via /api/datasources (%s): url=postgres://grafana_ro:%s@%s:5432/metrics?sslmode=disable, id=%d, uid=%s",
				g.CVE(), g.Password(), g.IPin(), g.n(1, 40), K(g.rs(alnum, 9)))
		}},
		{"smb_share_passwords", func(g *G) *Line {
			return g.mk("Snaffler output (%s):\n[Red]{%s} <KeepPassOrKeyInCode|R|passw?o?r?d?>\\s*[^\\s<]+\\s*<|2.3kB|%s> (\\\\%s\\Deploy\\unattend.xml) <AdministratorPassword><Value>%s</Value><PlainText>true</PlainText>",
				g.Date(), g.Host(), g.Date(), g.Host(), g.Password())
		}},
		{"misp_event_json", func(g *G) *Line {
			return g.mk(`{"Event":{"id":"%d","uuid":"%s","info":"Phishing wave impersonating HR portal","threat_level_id":"2","Attribute":[{"type":"email-src","category":"Payload delivery","value":"%s","to_ids":true},{"type":"ip-dst","value":"%s"},{"type":"sha256","value":"%s"},{"type":"domain","value":"%s"}],"Tag":[{"name":"tlp:amber"}]}}`,
				g.n(1000, 99999), g.UUID(), g.EmailBad(), g.IP(), g.SHA256(), g.BadDomain())
		}},
		{"stix_indicator_email", func(g *G) *Line {
			return g.mk(`{"type":"indicator","spec_version":"2.1","id":"indicator--%s","created":"%s","name":"Sender of %s lure","pattern":"[email-message:from_ref.value = '%s']","pattern_type":"stix","valid_from":"%s","labels":["malicious-activity"],"external_references":[{"source_name":"case","external_id":"%s"}]}`,
				g.UUID(), g.TS(), g.Family(), g.EmailBad(), g.TS(), g.Ticket())
		}},
		{"ioc_csv_mixed", func(g *G) *Line {
			return g.mk("indicator_type,indicator,first_seen,confidence,comment\nsha256,%s,%s,90,loader\nipv4,%s,%s,70,C2\nemail,%s,%s,80,sender\nphone,%s,%s,60,callback number in TOAD lure\nurl,%s,%s,75,landing",
				g.SHA256(), g.Date(), g.IP(), g.Date(), g.EmailBad(), g.Date(), g.Phone("tollfree"), g.Date(), g.DefURL(), g.Date())
		}},
		{"otx_pulse_text", func(g *G) *Line {
			return g.mk("Pulse: %s targets logistics with fake customs invoices. Adversary uses mailbox %s and WhatsApp %s for negotiation. IOCs: %s, %s, %s (%s). Related %s.",
				g.Actor(), g.EmailBad(), g.PhoneIntl(), g.IP(), g.SHA1(), g.DefDomain(), g.ASN(), g.CVE())
		}},
		{"whois_record", func(g *G) *Line {
			return g.mk("WHOIS %s\nRegistrar: NameSilo, LLC\nCreation Date: %sT%sZ\nRegistrant Name: %s\nRegistrant Email: %s\nRegistrant Phone: %s\nName Server: %s\nDNSSEC: unsigned",
				g.BadDomain(), g.Date(), g.Time(), g.Name(), g.EmailFree(), g.PhoneIntl(), K("ns"+fmt.Sprint(g.n(1, 4))+".dnsowl.com"))
		}},
		{"cert_transparency", func(g *G) *Line {
			return g.mk("crt.sh id %d: Subject: C=US, ST=Texas, O=%s, CN=%s, emailAddress=%s; Serial %s; Not Before %s; SHA-256 fingerprint %s",
				g.n(1000000000, 9999999999), g.pick("Secure Docs LLC", "Payroll Services Inc"), g.BadDomain(), g.EmailFree(), K(strings.ToUpper(g.rs(hexs, 32))), g.Date(), g.SHA256U())
		}},
		{"nessus_creds_accepted", func(g *G) *Line {
			return g.mk("Plugin ID %d: SSH Default Accounts\nHost: %s  Port: 22/tcp  Severity: Critical  CVSS v3: 9.8\nPlugin Output:\n  It was possible to log in with the following credentials:\n    User     : pi\n    Password : %s\n  (scan %s, policy %s)",
				g.n(10000, 200000), g.IPin(), g.Password(), g.UUID(), K("Advanced Network Scan"))
		}},
		{"zap_jwt_in_url", func(g *G) *Line {
			return g.mk("ZAP Alert %d: Session ID in URL Rewrite (Medium, CWE-598)\nURL: https://app.%s/dashboard?auth=%s&tab=%d\nEvidence: auth\nOther info: token also sent in Referer to cdn.%s",
				g.n(3000, 10112), g.Corp(), g.JWT(), g.n(1, 9), g.pick("jsdelivr.net", "cloudflare.com"))
		}},
		{"burp_request_basic", func(g *G) *Line {
			u := g.User()
			return g.mk("GET /admin/reports?from=%s HTTP/1.1\nHost: intranet.%s\nAuthorization: Basic %s\nCookie: XSRF-TOKEN=%s; session=%s\nUser-Agent: Mozilla/5.0 (Windows NT 10.0; Win64; x64)\nX-Request-Id: %s",
				g.Date(), g.Corp(), g.BasicCred(u), K(g.rs(hexs, 40)), g.JWT(), g.UUID())
		}},
		{"nginx_api_key_query", func(g *G) *Line {
			return g.mk("%s - - [12/Jun/2024:%s +0000] \"GET /v1/exports/customers.csv?api_key=%s&limit=%d HTTP/1.1\" 200 %d \"-\" \"python-requests/2.31.0\" rt=%.3f uid=%s",
				g.IP(), g.Time(), g.Opaque(32), g.n(100, 50000), g.n(10000, 9000000), g.r.Float64()*3, g.UUID())
		}},
		{"apache_reset_email_param", func(g *G) *Line {
			e := g.once("email", func() string { return g.personLocal() + "%40" + g.pick(freeDomains...) })
			return g.mk("%s - - [03/Mar/2025:%s +0100] \"POST /account/password-reset?email=%s&ref=%s HTTP/1.1\" 302 0 \"-\" \"curl/8.5.0\"  (%d requests/min from %s, credential stuffing rule %s)",
				g.IP(), g.Time(), e, K(g.rs(alnum, 10)), g.n(200, 4000), g.ASN(), g.SuricataSID())
		}},
		{"waf_credential_stuffing", func(g *G) *Line {
			return g.mk("Cloudflare WAF event %s action=block rule=%s ip=%s asn=%d country=VN path=/api/login body={\"username\":\"%s\",\"password\":\"%s\"} ja3=%s",
				K(g.rs(hexs, 32)), g.K32(), g.IP(), g.n(1000, 65000), g.EmailFree(), g.Password(), g.MD5())
		}},
		{"cloudtrail_principal_email", func(g *G) *Line {
			e := g.EmailCorp()
			return g.mk(`{"eventVersion":"1.09","eventTime":"%s","eventName":"CreateAccessKey","userIdentity":{"type":"AssumedRole","principalId":"AROA%s:%s","arn":"arn:aws:sts::%s:assumed-role/AWSReservedSSO_Admin_%s/%s","accessKeyId":"%s"},"sourceIPAddress":"%s","requestID":"%s"}`,
				g.TS(), g.rs(uppers+digits, 17), e, K(g.rs(digits, 12)), g.rs(hexs, 16), e, g.AKIA(), g.IP(), g.UUID())
		}},
		{"aws_env_leak", func(g *G) *Line {
			return g.mk("Container escape IR %s: env of compromised pod %s\nAWS_ACCESS_KEY_ID=%s\nAWS_SECRET_ACCESS_KEY=%s\nAWS_DEFAULT_REGION=us-east-1\nDD_API_KEY=%s\nHOSTNAME=%s",
				g.Ticket(), K("web-"+g.rs(lowers+digits, 10)+"-"+g.rs(lowers+digits, 5)), g.AKIA(), g.AWSSecret(), g.Hex32(), K("ip-10-0-"+fmt.Sprint(g.n(1, 254))+"-"+fmt.Sprint(g.n(1, 254))))
		}},
		{"azure_storage_conn", func(g *G) *Line {
			return g.mk("Defender for Storage alert %s: connection string exposed in public blob config.json:\nDefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net\nAccessed from %s (%s).",
				g.UUID(), g.pick("prodbackups", "kestrelfinlogs", "orionstore01"), g.AzureKey(), g.IP(), g.ASN())
		}},
		{"gcp_sa_key_leak", func(g *G) *Line {
			return g.mk("Leaked service account key (%s), file sa-%s.json:\n\"type\": \"service_account\",\n\"project_id\": \"%s\",\n\"private_key_id\": \"%s\",\n\"private_key\": \"-----BEGIN PRIVATE KEY-----\\n%s\\n-----END PRIVATE KEY-----\\n\",\n\"client_id\": \"%s\"",
				g.Ticket(), g.rs(hexs, 6), K("prod-analytics-"+fmt.Sprint(g.n(100000, 999999))), K(g.rs(hexs, 40)), g.PEMBodyEsc(), K(g.rs(digits, 21)))
		}},
		{"okta_api_token", func(g *G) *Line {
			return g.mk("Post-incident review %s: attacker used Okta API token via `Authorization: SSWS %s` from %s to list %d users; token created by %s on %s.",
				g.Ticket(), g.Okta(), g.IP(), g.n(100, 90000), g.EmailCorp(), g.Date())
		}},
		{"oauth_token_response", func(g *G) *Line {
			return g.mk("mitmproxy capture on test device (%s):\nHTTP/2 200\ncontent-type: application/json\n{\"access_token\":\"%s\",\"token_type\":\"Bearer\",\"expires_in\":3599,\"refresh_token\":\"%s\",\"scope\":\"openid offline_access\"}",
				g.Ticket(), g.JWT(), g.Opaque(64))
		}},
		{"har_authorization", func(g *G) *Line {
			return g.mk(`{"request":{"method":"GET","url":"https://api.%s/v3/users/me","headers":[{"name":"Authorization","value":"Bearer %s"},{"name":"X-Correlation-Id","value":"%s"}]},"response":{"status":200,"bodySize":%d},"time":%.1f}`,
				g.Corp(), g.JWT(), g.UUID(), g.n(100, 90000), g.r.Float64()*900)
		}},
		{"suricata_eve_jwt", func(g *G) *Line {
			return g.mk(`{"timestamp":"%s","flow_id":%d,"event_type":"alert","src_ip":"%s","dest_ip":"%s","dest_port":80,"alert":{"signature_id":%s,"signature":"ET POLICY Cleartext JWT in HTTP","severity":2},"http":{"hostname":"legacy.%s","url":"/api/profile","http_user_agent":"okhttp/4.9.3","http_refer":"http://legacy.%s/?token=%s"}}`,
				g.TS(), g.n(100000000000, 999999999999), g.IPin(), g.IPin(), g.SuricataSID(), g.Corp(), g.Corp(), g.JWT())
		}},
		{"zeek_http_basic", func(g *G) *Line {
			u := g.User()
			pw := g.Password()
			basic := g.once("bearer", func() string { return base64.StdEncoding.EncodeToString([]byte(u + ":" + pw.V)) })
			return g.mk("zeek http.log %s.%d uid=C%s %s -> %s GET /cgi-bin/status host=%s username=%s password=%s status_code=200 (Authorization: Basic %s)",
				g.Epoch(), g.n(100000, 999999), g.rs(alnum, 17), g.IPin(), g.IPin(), g.IPin(), u, pw, basic)
		}},
		{"malware_config_agenttesla", func(g *G) *Line {
			return g.mk("Config extracted from %s (%s, compile time %s):\n  Protocol: SMTP\n  Host: mail.%s\n  Port: 587\n  Username: %s\n  Password: %s\n  Receiver: %s\n  Keylogger interval: %d min",
				g.SHA256(), g.pick("AgentTesla", "Snake Keylogger", "FormBook"), g.TS(), g.pick("privateemail.com", "yandex.com", "zoho.com"), g.EmailBad(), g.Password(), g.EmailBad(), g.n(5, 30))
		}},
		{"telegram_c2_config", func(g *G) *Line {
			return g.mk(`{"family":"%s","sample":"%s","c2":{"type":"telegram","bot_token":"%s","chat_id":%d},"mutex":"%s","build":"%s"}`,
				g.Family(), g.SHA256(), g.Telegram(), g.n(100000000, 999999999), g.UUID(), g.Version())
		}},
		{"ransom_note_contact", func(g *G) *Line {
			return g.mk("README_RESTORE.txt (from %s, %s):\n!!! All your files are encrypted !!! Your personal ID: %s\nWrite to %s or backup mail %s. Pay %s BTC to %s. Tor chat: http://%s/?id=%s",
				g.Host(), g.pick("Phobos", "Dharma", "Medusa", "Makop"), K(strings.ToUpper(g.rs(hexs, 8))+"-"+g.rs(digits, 4)), g.EmailBad(), g.EmailBad(), K(fmt.Sprintf("0.%d", g.n(10, 99))), g.BTC(), g.Onion(), K(g.rs(alnum, 12)))
		}},
		{"ransom_negotiation", func(g *G) *Line {
			return g.mk("Negotiation log %s (%s). Victim contact for portal: %s, %s. Demand %s, decryptor test on 2 files (%s, %s). Wallet %s.",
				g.Ticket(), g.pick("Akira", "BlackSuit", "Play"), g.EmailCorp(), g.PhoneIntl(), g.Amount(), g.SHA1(), g.SHA1(), g.BTC())
		}},
		{"postmortem_en", func(g *G) *Line {
			return g.mk("Postmortem %s (blameless)\n%s 14:02 UTC attacker replayed token %s belonging to %s against the Slack API from %s.\n%s 14:19 on-call (%s) revoked it. Root cause: token pasted into a public Jira ticket %s. MTTD 17 min.",
				g.Ticket(), g.Date(), g.SlackUser(), g.EmailCorp(), g.IP(), g.Date(), g.Phone("us"), g.Ticket())
		}},
		{"postmortem_de", func(g *G) *Line {
			return g.mk("Nachbetrachtung %s: Am %s wurde über den kompromittierten Account %s ein Postfachexport gestartet. Die Angreifer nutzten die Nummer %s für MFA-Registrierung. Maßnahmen: Conditional-Access-Regel %s, Ticket %s.",
				g.Ticket(), g.Date(), g.EmailCorp(), g.PhoneIntl(), g.UUID(), g.Ticket())
		}},
		{"postmortem_es", func(g *G) *Line {
			return g.mk("Informe post-incidente %s: el %s el atacante accedió con la cuenta %s desde %s (%s). Se cambió el teléfono de MFA a %s. Pérdida estimada %s. Acciones: bloqueo de %s y revisión de %s.",
				g.Ticket(), g.Date(), g.EmailCorp(), g.IP(), g.ASN(), g.Phone("mx"), g.Amount(), g.DefDomain(), g.CVE())
		}},
		{"postmortem_zh", func(g *G) *Line {
			return g.mk("事件复盘 %s：%s 攻击者使用泄露的账号 %s 和密码：%s 登录 VPN（源 IP %s）。值班电话 %s。根因：密码复用，已强制重置并启用 MFA。",
				g.Ticket(), g.Date(), g.EmailCorp(), g.Password(), g.IP(), g.Phone("cn"))
		}},
		{"postmortem_ru", func(g *G) *Line {
			return g.mk("Разбор инцидента %s. %s злоумышленник вошёл под учётной записью %s (пароль: %s был в утечке). Дежурный: %s. IP %s, %s.",
				g.Ticket(), g.Date(), g.EmailCorp(), g.Password(), g.Phone("ru"), g.IP(), g.ASN())
		}},
		{"incident_timeline_md", func(g *G) *Line {
			return g.mk("| Time (UTC) | Actor | Event |\n|---|---|---|\n| %s | %s | Consented to OAuth app \"%s\" (appid %s) |\n| %s | attacker | Mail.Read via Graph from %s |\n| %s | SOC | App disabled, user %s notified at %s |",
				g.TS(), g.EmailCorp(), g.pick("PDF Viewer Pro", "MailSync"), g.UUID(), g.TS(), g.IP(), g.TS(), g.EmailCorp(), g.PhoneIntl())
		}},
		{"dlp_alert_ssn_card", func(g *G) *Line {
			return g.mk("DLP incident %s: %s uploaded customers_q3.xlsx to personal %s. Matched: U.S. SSN (e.g. %s), Credit Card (e.g. %s), 214 rows. Policy %s, action: block + notify.",
				g.Ticket(), g.EmailCorp(), g.EmailFree(), g.SSN(), g.Card("", "-"), g.UUID())
		}},
		{"dlp_purview_json", func(g *G) *Line {
			return g.mk(`{"PolicyName":"US Financial Data","RuleName":"High volume","Workload":"Exchange","From":"%s","To":["%s"],"SensitiveInfoTypes":[{"Name":"Credit Card Number","Count":3,"Samples":["%s","%s"]},{"Name":"U.S. Social Security Number (SSN)","Count":1,"Samples":["%s"]}],"IncidentId":"%s"}`,
				g.EmailCorp(), g.EmailFree(), g.Card("", " "), g.Card("", ""), g.SSN(), g.UUID())
		}},
		{"fraud_alert_card", func(g *G) *Line {
			return g.mk("Fraud ops alert %s: card %s used for %d card-testing authorizations ($1.00) from %s within 5 min; merchant MID %s, auth codes %s. Cardholder contact %s / %s.",
				g.Ticket(), g.Card("", " "), g.n(20, 400), g.IP(), K(g.rs(digits, 15)), K(g.rs(digits, 6)), g.Phone("us"), g.EmailFree())
		}},
		{"magecart_skimmer_payload", func(g *G) *Line {
			return g.mk("Magecart skimmer on checkout of %s exfiltrated to %s. Decoded beacon:\n{\"cc_number\":\"%s\",\"cc_exp\":\"%02d/%d\",\"cc_cid\":\"%d\",\"billing_email\":\"%s\",\"billing_phone\":\"%s\",\"order\":\"%s\"}",
				g.Corp(), g.DefURL(), g.Card("", ""), g.n(1, 12), g.n(26, 31), g.n(100, 999), g.EmailFree(), g.Phone("us"), K(fmt.Sprintf("%09d", g.n(100000000, 999999999))))
		}},
		{"pos_track_data", func(g *G) *Line {
			c := g.Card("visa", "")
			n := strings.ToUpper(g.pick(lastEN...) + "/" + g.pick(firstEN...))
			return g.mk("RAM scraper output recovered from POS %s (%s):\n%%B%s^%s^%d%02d1011000000%s000000?\nterminal id %s, batch %d",
				g.Host(), g.Family(), c, n, g.n(26, 30), g.n(1, 12), g.rs(digits, 6), K("T"+g.rs(digits, 7)), g.n(100, 999))
		}},
		{"chargeback_ticket_es", func(g *G) *Line {
			return g.mk("Caso de fraude %s: la tarjeta %s registró %d compras no reconocidas. Titular: %s, tel. %s, correo %s. Importe total %s.",
				g.Ticket(), g.Card("", " "), g.n(2, 20), g.Name(), g.Phone("es"), g.EmailFree(), K(fmt.Sprintf("%d,%02d €", g.n(100, 9000), g.n(0, 99))))
		}},
		{"amex_fraud_note", func(g *G) *Line {
			return g.mk("Case %s: Amex %s flagged by issuer after ATO on merchant account %s; shipping changed to reshipper, phone %s. Order ids %s, %s.",
				g.Ticket(), g.Card("amex", " "), g.EmailFree(), g.Phone("us"), g.OrderNo(), g.OrderNo())
		}},
		{"w2_phishing_bec", func(g *G) *Line {
			return g.mk("W-2 BEC incident %s: payroll clerk replied to spoofed CEO (%s) with a PDF listing employee data. Sample row: %s | SSN %s | ITIN %s (dependent) | %s. IRS Form 14039 guidance sent to affected staff.",
				g.Ticket(), g.EmailBad(), g.Name(), g.SSN(), g.ITIN(), g.Amount())
		}},
		{"payroll_diversion", func(g *G) *Line {
			return g.mk("Payroll diversion attempt %s: request to change direct deposit for employee %s. Caller verified with SSN %s and home phone %s; new routing %s / acct ending %s. Employee confirmed they did not call.",
				g.Ticket(), K(fmt.Sprintf("E%05d", g.n(1, 99999))), g.SSN(), g.Phone("us"), K(fmt.Sprintf("0%08d", g.n(10000000, 99999999))), K(g.rs(digits, 4)))
		}},
		{"tax_fraud_itin", func(g *G) *Line {
			return g.mk("Identity theft report %s: fraudulent tax return filed using taxpayer ITIN %s and spouse SSN %s; refund to prepaid card %s. Reference BOLO %s, not an SSN: %s.",
				g.Ticket(), g.ITIN(), g.SSN(), g.Card("visa", ""), K(fmt.Sprintf("%d-%d", g.n(100, 999), g.n(1000000, 9999999))), g.BadSSN())
		}},
		{"ssn_spaced_labelled", func(g *G) *Line {
			return g.mk("Helpdesk call recording transcript (%s): \"...for verification my social security number is %s, and my callback is %s.\" Agent violated script step %d by asking for full SSN.",
				g.Ticket(), g.SSNsep(" "), g.Phone("us"), g.n(2, 9))
		}},
		{"ssn_insider_export", func(g *G) *Line {
			return g.mk("Insider case %s: %s ran SELECT name, ssn, dob FROM patients LIMIT 5000 at %s. Result preview:\n %s | %s | 1984-%02d-%02d\n %s | %s | 1990-%02d-%02d\nQuery id %s, rows %d.",
				g.Ticket(), g.EmailCorp(), g.TS(), g.Name(), g.SSN(), g.n(1, 12), g.n(1, 28), g.Name(), g.SSN(), g.n(1, 12), g.n(1, 28), g.UUID(), g.n(1000, 5000))
		}},
		{"ssn_in_ocr_id", func(g *G) *Line {
			return g.mk("OCR of document attached to phishing reply (%s): \"SOCIAL SECURITY %s THIS NUMBER HAS BEEN ESTABLISHED FOR %s\" — sender %s. Document hash %s.",
				g.Ticket(), g.SSN(), strings.ToUpper(g.Name()), g.EmailFree(), g.MD5())
		}},
		{"ssn_fr_ticket", func(g *G) *Line {
			return g.mk("Fuite de données %s : l'export contient des salariés américains de la filiale (SSN %s, %s) ainsi que des cartes %s. Notification CNIL envisagée sous 72 h.",
				g.Ticket(), g.SSN(), g.SSN(), g.Card("mc", " "))
		}},
		{"card_in_chat_dlp", func(g *G) *Line {
			return g.mk("Teams DLP match (%s): message from %s at %s: \"can you charge my personal card %s exp %02d/%d, cvv in next msg\". Policy tip shown, message blocked.",
				g.UUID(), g.EmailCorp(), g.TS(), g.Card("", "-"), g.n(1, 12), g.n(26, 30))
		}},
		{"card_jcb_unionpay_ja", func(g *G) *Line {
			return g.mk("不正利用調査 %s：カード番号 %s（JCB）および %s（銀聯）で同一端末 %s から決済試行。利用者メール %s。",
				g.Ticket(), g.Card("jcb", "-"), g.Card("unionpay", ""), g.SHA1(), g.EmailFree())
		}},
		{"card_pt_br_fraud", func(g *G) *Line {
			return g.mk("Alerta de fraude %s: cartão %s usado em %d compras via link %s; portador %s, celular %s.",
				g.Ticket(), g.Card("", " "), g.n(2, 30), g.DefURL(), g.EmailFree(), g.Phone("br"))
		}},
		{"abuse_report_reporter", func(g *G) *Line {
			return g.mk("To: abuse@%s\nSubject: Phishing hosted on %s (%s)\n\nWe observed credential phishing at %s since %s. Please take down. Reporter: %s, %s, %s CSIRT. Evidence hash %s.",
				g.pick("hostinger.com", "namecheap.com", "digitalocean.com"), g.IP(), g.ASN(), g.DefURL(), g.TS(), g.Name(), g.EmailCorp(), g.Phone("de"), g.SHA256())
		}},
		{"saml_nameid", func(g *G) *Line {
			return g.mk("SAML tracer (%s): <saml:Subject><saml:NameID Format=\"urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress\">%s</saml:NameID><saml:SubjectConfirmationData NotOnOrAfter=\"%s\" Recipient=\"https://%s/saml/acs\" InResponseTo=\"_%s\"/></saml:Subject>",
				g.Ticket(), g.EmailCorp(), g.TS(), g.Corp(), K(g.rs(hexs, 40)))
		}},
		{"vuln_report_researcher", func(g *G) *Line {
			return g.mk("Bug bounty report #%d (%s, CVSS 7.5): researcher %s (PGP %s) shows account takeover via password reset poisoning. PoC reset link contained token=%s. Triage: valid, bounty %s.",
				g.n(100000, 3000000), g.CVE(), g.EmailFree(), K(strings.ToUpper(g.rs(hexs, 40))), g.Opaque(43), K("$"+fmt.Sprint(g.n(5, 50))+"00"))
		}},
		{"wifi_psk_ticket", func(g *G) *Line {
			return g.mk("Rogue AP investigation %s: evil twin broadcasting SSID \"%s-Guest\" (BSSID %s) near building B. Captured handshake cracked, guest WPA2 passphrase: %s. Legit controller %s, firmware %s.",
				g.Ticket(), g.pick("Kestrel", "Orion", "Helios"), g.MAC(), g.Password(), g.IPin(), g.Version())
		}},
		{"mfa_bypass_otpauth", func(g *G) *Line {
			return g.mk("Found in exported browser notes on %s: otpauth://totp/%s:%s?secret=%s&issuer=%s — attacker could clone MFA. Case %s.",
				g.Host(), g.pick("AWS", "GitHub", "Okta"), g.EmailCorp(), g.sec(func() string { return g.rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 32) }), g.pick("AWS", "GitHub", "Okta"), g.Ticket())
		}},
		{"ssh_pass_hydra", func(g *G) *Line {
			return g.mk("[22][ssh] host: %s   login: root   password: %s\n1 of 1 target successfully completed, 1 valid password found\nHydra (https://github.com/vanhauser-thc/thc-hydra) finished at %s",
				g.IPin(), g.Password(), g.TS())
		}},
		{"hf_token_notebook", func(g *G) *Line {
			return g.mk("Notebook scan (%s): cell %d contains login(token=\"%s\") — model repo %s, last commit %s.",
				g.Ticket(), g.n(1, 40), g.HF(), K(g.pick("acme", "orion")+"/fraud-detector-v"+fmt.Sprint(g.n(1, 9))), g.SHA1())
		}},
		{"shopify_do_tokens", func(g *G) *Line {
			return g.mk("Secret inventory diff (%s):\n+ SHOPIFY_ADMIN_TOKEN=%s\n+ DIGITALOCEAN_TOKEN=%s\n+ MAILGUN_API_KEY=%s\nowner: %s",
				g.Ticket(), g.Shopify(), g.DigitalOcean(), g.Mailgun(), g.EmailCorp())
		}},
	}
}
