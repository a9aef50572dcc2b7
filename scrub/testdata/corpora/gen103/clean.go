package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func piiTemplates() []tmpl {
	var t []tmpl
	t = append(t, piiSOC()...)
	t = append(t, piiLeaks()...)
	t = append(t, piiMore()...)
	return t
}

// Clean lines: no personal data or secrets, but full of look-alikes.
func cleanTemplates() []tmpl {
	return []tmpl{
		{"c_edr_hash_detection", func(g *G) *Line {
			return g.mk("Detection %s on %s: %s.exe (SHA256 %s, MD5 %s) quarantined. Parent: explorer.exe pid %d, signer: none, first seen %s. Prevalence: %d endpoints.",
				g.UUID(), g.Host(), g.rs(lowers, 7), g.SHA256(), g.MD5(), g.n(1000, 60000), g.TS(), g.n(1, 40))
		}},
		{"c_ioc_csv_hashes", func(g *G) *Line {
			return g.mk("type,value,malware,first_seen\nsha256,%s,%s,%s\nmd5,%s,%s,%s\nsha1,%s,%s,%s\nipv4,%s,%s,%s",
				g.SHA256(), g.Family(), g.Date(), g.MD5(), g.Family(), g.Date(), g.SHA1(), g.Family(), g.Date(), g.IP(), g.Family(), g.Date())
		}},
		{"c_suricata_alert", func(g *G) *Line {
			return g.mk("%s  [**] [1:%s:%d] ET MALWARE %s CnC Checkin [**] [Classification: A Network Trojan was detected] [Priority: 1] {TCP} %s:%d -> %s:%s",
				K("06/12/2024-"+g.Time()+".482913"), g.SuricataSID(), g.n(1, 9), g.Family(), g.IPin(), g.n(49152, 65535), g.IP(), g.Port())
		}},
		{"c_nessus_summary", func(g *G) *Line {
			return g.mk("Scan %s finished: %d hosts, %d critical, %d high. Top: Plugin %d (%s, CVSS 9.8) on %s; Plugin %d (%s) on %s:%s. Scanner version %s.",
				g.UUID(), g.n(20, 4000), g.n(0, 40), g.n(0, 200), g.n(10000, 200000), g.CVE(), g.IPin(), g.n(10000, 200000), g.CVE(), g.IPin(), g.Port(), g.Version())
		}},
		{"c_cve_advisory", func(g *G) *Line {
			return g.mk("Advisory %s: %s (CVSS %d.%d) affects versions %s through %s; fixed in %s. Exploited in the wild since %s per KEV. Patch KB%d.",
				g.Ticket(), g.CVE(), g.n(7, 10), g.n(0, 9), g.Version(), g.Version(), g.Version(), g.Date(), g.n(5000000, 5049999))
		}},
		{"c_splunk_stats", func(g *G) *Line {
			return g.mk("index=fw action=blocked | stats count by src_ip, dest_port\nsrc_ip          dest_port  count\n%-15s %-10s %d\n%-15s %-10s %d\n%-15s %-10s %d",
				g.IP(), g.Port(), g.n(1000, 9999999), g.IP(), g.Port(), g.n(1000, 9999999), g.IP(), g.Port(), g.n(1000, 999999))
		}},
		{"c_kql_query", func(g *G) *Line {
			return g.mk("DeviceProcessEvents\n| where Timestamp > ago(7d)\n| where SHA256 == \"%s\" or InitiatingProcessCommandLine has \"%s\"\n| summarize count() by DeviceName, AccountSid\n// hunting query id %s, %s",
				g.SHA256(), g.PSEnc(), g.UUID(), g.Mitre())
		}},
		{"c_sigma_rule", func(g *G) *Line {
			return g.mk("title: Suspicious Encoded PowerShell\nid: %s\nstatus: experimental\ndate: %s\nlogsource:\n  product: windows\n  category: process_creation\ndetection:\n  selection:\n    CommandLine|contains: ' -enc '\n    Hashes|contains: 'SHA256=%s'\n  condition: selection\ntags:\n  - attack.%s\nlevel: high",
				g.Sigma(), g.Date(), g.SHA256U(), K(strings.ToLower(string(g.Mitre()))))
		}},
		{"c_yara_rule", func(g *G) *Line {
			return g.mk("rule %s {\n  meta:\n    hash = \"%s\"\n    date = \"%s\"\n  strings:\n    $s1 = \"%s\" ascii\n    $h1 = { %s }\n    $b1 = \"%s\"\n  condition:\n    uint16(0) == 0x5A4D and filesize < %dKB and 2 of them\n}",
				g.YaraName(), g.SHA256(), g.Date(), K(g.rs(alnum, 12)+".pdb"), K(g.hexPairs(12)), g.B64Blob(24), g.n(100, 9000))
		}},
		{"c_misp_event", func(g *G) *Line {
			return g.mk(`{"Event":{"id":"%d","uuid":"%s","info":"%s infrastructure","date":"%s","Attribute":[{"type":"ip-dst","value":"%s"},{"type":"domain","value":"%s"},{"type":"sha256","value":"%s"},{"type":"AS","value":"%s"}],"Tag":[{"name":"tlp:clear"},{"name":"misp-galaxy:mitre-attack-pattern=\"%s\""}]}}`,
				g.n(1000, 99999), g.UUID(), g.Family(), g.Date(), g.IP(), g.BadDomain(), g.SHA256(), g.ASN(), g.Mitre())
		}},
		{"c_stix_indicator", func(g *G) *Line {
			return g.mk(`{"type":"indicator","spec_version":"2.1","id":"indicator--%s","pattern":"[file:hashes.'SHA-256' = '%s'] OR [domain-name:value = '%s']","valid_from":"%s","kill_chain_phases":[{"kill_chain_name":"mitre-attack","phase_name":"command-and-control"}]}`,
				g.UUID(), g.SHA256(), g.BadDomain(), g.TS())
		}},
		{"c_firewall_log", func(g *G) *Line {
			return g.mk("%s fw01 kernel: DROP IN=eth0 OUT= MAC=%s SRC=%s DST=%s LEN=%d TTL=%d ID=%d PROTO=TCP SPT=%d DPT=%s WINDOW=%d SYN",
				K("Jun 12 "+g.Time()), g.MAC(), g.IP(), g.IPin(), g.n(40, 1500), g.n(30, 128), g.n(1000, 65535), g.n(1024, 65535), g.Port(), g.n(1000, 65535))
		}},
		{"c_dns_log", func(g *G) *Line {
			return g.mk("%s client %s#%d: query: %s.%s IN TXT + (%s) -> NXDOMAIN; entropy 4.%d, suspected DNS tunnelling (%s)",
				g.TS(), g.IPin(), g.n(1024, 65535), K(g.rs(b32, 40)), g.BadDomain(), g.IPin(), g.n(1, 9), g.Mitre())
		}},
		{"c_nginx_access", func(g *G) *Line {
			return g.mk("%s - - [12/Jun/2024:%s +0000] \"GET /api/v2/orders/%s/items?page=%d HTTP/1.1\" 200 %d \"-\" \"Mozilla/5.0\" request_id=%s upstream=%s:8080 rt=0.%03d",
				g.IP(), g.Time(), K(g.rs(digits, 10)), g.n(1, 40), g.n(100, 90000), g.UUID(), g.IPin(), g.n(1, 999))
		}},
		{"c_win_4625", func(g *G) *Line {
			return g.mk("EventID=4625 Computer=%s EventRecordID=%s TargetUserSid=%s TargetUserName=svc_backup Status=0xC000006D SubStatus=0xC000006A LogonType=3 IpAddress=%s IpPort=%d LogonProcessName=NtLmSsp ProcessId=0x%s",
				g.Host(), g.RecordID(), g.SID(), g.IP(), g.n(1024, 65535), g.rs(hexs, 4))
		}},
		{"c_sysmon_1", func(g *G) *Line {
			return g.mk("Sysmon EventID 1 RecordID %s UtcTime %s ProcessGuid {%s} ProcessId %d Image C:\\Users\\Public\\%s.exe FileVersion %s Hashes MD5=%s,SHA256=%s,IMPHASH=%s ParentProcessId %d",
				g.RecordID(), g.TS(), g.UUID(), g.n(1000, 60000), g.rs(lowers, 6), g.WinBuild(), strings.ToUpper(g.rs(hexs, 32)), g.SHA256U(), strings.ToUpper(g.rs(hexs, 32)), g.n(1000, 60000))
		}},
		{"c_powershell_enc", func(g *G) *Line {
			return g.mk("Decoded by analyst (%s): powershell.exe -NoP -NonI -W Hidden -Enc %s -> download cradle to %s. Parent WINWORD.EXE, %s.",
				g.Ticket(), g.PSEnc(), g.DefIP(), g.Mitre())
		}},
		{"c_phish_url_triage", func(g *G) *Line {
			return g.mk("URL triage %s: %s -> 302 -> %s (%s, %s). urlscan uuid %s, page title \"Sign in to your account\", favicon mmh3 %d, TLS cert serial %s.",
				g.Ticket(), g.DefURL(), g.DefURL(), g.DefIP(), g.ASN(), g.UUID(), g.n(-2147483648, 2147483647), K(strings.ToUpper(g.rs(hexs, 32))))
		}},
		{"c_phish_header_noaddr", func(g *G) *Line {
			return g.mk("Header summary: Message-ID %s; SPF fail for %s (client-ip=%s); DKIM d=%s s=selector%d fail; ARC seal i=1; X-MS-Exchange-Organization-SCL: %d; X-Forefront-Antispam-Report BCL:%d; x-ms-traffictypediagnostic: %s",
				g.MsgID(), g.BadDomain(), g.IP(), g.BadDomain(), g.n(1, 2), g.n(5, 9), g.n(0, 9), K("PH0PR11MB"+g.rs(digits, 4)+":EE_"))
		}},
		{"c_ransomware_iocs", func(g *G) *Line {
			return g.mk("%s IOCs: ransom note README-%s.txt, extension .%s, mutex Global\\%s, BTC %s, negotiation portal %s, encryptor SHA256 %s.",
				g.pick("LockBit 3.0", "Akira", "BlackCat/ALPHV", "Play"), K(g.rs(alnum, 9)), K(g.rs(lowers+digits, 9)), g.UUID(), g.BTC(), g.Onion(), g.SHA256())
		}},
		{"c_asn_enrichment", func(g *G) *Line {
			return g.mk("Enrichment %s: %s, netblock %s/%d, %s, rDNS %s, abuse score %d/100, first seen in feed %s, %d related samples.",
				g.IP(), g.ASN(), g.IP(), g.n(16, 24), g.pick("M247 Europe SRL", "DigitalOcean, LLC", "Hetzner Online GmbH", "OVH SAS", "Stark Industries Solutions Ltd"), K("static."+g.rs(digits, 3)+"."+g.rs(digits, 2)+".clients.your-server.de"), g.n(0, 100), g.Date(), g.n(0, 300))
		}},
		{"c_cert_details", func(g *G) *Line {
			return g.mk("Certificate on %s:%s — Serial %s, Thumbprint %s, Not Before %s, Not After %s, Issuer CN=R11, JA3S %s, JARM %s",
				g.IP(), g.Port(), K(strings.ToUpper(g.rs(hexs, 36))), K(strings.ToUpper(g.rs(hexs, 40))), g.Date(), g.Date(), g.MD5(), K(g.rs(hexs, 62)))
		}},
		{"c_nmap_scan", func(g *G) *Line {
			return g.mk("Nmap scan report for %s\nPORT     STATE SERVICE  VERSION\n22/tcp   open  ssh      OpenSSH %s (protocol 2.0)\n443/tcp  open  ssl/http nginx %s\n3389/tcp open  ms-wbt-server Microsoft Terminal Services\nService Info: OS: Windows; CPE: cpe:/o:microsoft:windows\nNmap done: 1 IP address (1 host up) scanned in %d.%02d seconds",
				g.IPin(), K("8.9p1"), g.Version(), g.n(10, 300), g.n(0, 99))
		}},
		{"c_postmortem_metrics", func(g *G) *Line {
			return g.mk("Q%d SOC metrics: %d alerts, %d incidents (%s, %s, %s), MTTD %d min, MTTR %d h, false-positive rate %d.%d%%, top rule %s fired %d times.",
				g.n(1, 4), g.n(10000, 900000), g.n(10, 400), g.Ticket(), g.Ticket(), g.Ticket(), g.n(3, 90), g.n(1, 72), g.n(1, 60), g.n(0, 9), g.UUID(), g.n(100, 90000))
		}},
		{"c_shift_report", func(g *G) *Line {
			return g.mk("Night shift %s: closed %s (FP, vuln scanner %s), %s (benign, IT admin script hash %s), escalated %s to IR. Queue: %d open, oldest %s.",
				g.Date(), g.Ticket(), g.IPin(), g.Ticket(), g.SHA1(), g.Ticket(), g.n(0, 90), g.TS())
		}},
		{"c_ti_report_de", func(g *G) *Line {
			return g.mk("Lagebild KW %d: %s nutzt %s für Erstzugriff. Beobachtete C2-Server %s und %s (%s), Loader-Hash %s. Patchstand prüfen: Version %s behebt die Lücke.",
				g.n(1, 52), g.Actor(), g.CVE(), g.IP(), g.IP(), g.ASN(), g.SHA256(), g.Version())
		}},
		{"c_ti_report_fr", func(g *G) *Line {
			return g.mk("Bulletin CERT %s : campagne %s exploitant %s. Indicateurs : %s, %s, empreinte %s. Règle de détection %s.",
				g.Ticket(), g.Family(), g.CVE(), g.DefDomain(), g.IP(), g.SHA1(), g.SuricataSID())
		}},
		{"c_ti_report_ja", func(g *G) *Line {
			return g.mk("脅威情報 %s：%s が %s を悪用。C2 %s（%s）、ハッシュ %s、観測日 %s。",
				g.Ticket(), g.Actor(), g.CVE(), g.IP(), g.ASN(), g.SHA256(), g.Date())
		}},
		{"c_ti_report_es", func(g *G) *Line {
			return g.mk("Boletín %s: %s distribuye %s mediante facturas falsas. IOC: %s, %s, %s. Identificador MITRE %s.",
				g.Ticket(), g.Actor(), g.Family(), g.DefURL(), g.IP(), g.MD5(), g.Mitre())
		}},
		{"c_ti_report_ru", func(g *G) *Line {
			return g.mk("Бюллетень %s: группировка %s эксплуатирует %s. Индикаторы: %s, %s, SHA256 %s. Версия с исправлением %s.",
				g.Ticket(), g.Actor(), g.CVE(), g.IP(), g.DefDomain(), g.SHA256(), g.Version())
		}},
		{"c_ti_report_zh", func(g *G) *Line {
			return g.mk("威胁通报 %s：%s 利用 %s 投递 %s，C2 地址 %s，样本 SHA256 %s，首次发现 %s。",
				g.Ticket(), g.Actor(), g.CVE(), g.Family(), g.IP(), g.SHA256(), g.Date())
		}},
		{"c_cloudtrail_event", func(g *G) *Line {
			return g.mk(`{"eventTime":"%s","eventName":"GetObject","userIdentity":{"type":"AssumedRole","arn":"arn:aws:sts::%s:assumed-role/etl-prod/i-%s","accessKeyId":"%s"},"sourceIPAddress":"%s","requestParameters":{"bucketName":"prod-exports","key":"daily/%s.parquet"},"requestID":"%s","recipientAccountId":"%s"}`,
				g.TS(), K(g.rs(digits, 12)), g.rs(hexs, 17), g.AKIA(), g.IP(), g.Date(), K(strings.ToUpper(g.rs(hexs+"ABCDEF", 16))), K(g.rs(digits, 12)))
		}},
		{"c_k8s_audit", func(g *G) *Line {
			return g.mk(`{"kind":"Event","level":"Metadata","auditID":"%s","stage":"ResponseComplete","verb":"get","user":{"username":"system:serviceaccount:kube-system:%s"},"sourceIPs":["%s"],"objectRef":{"resource":"secrets","namespace":"payments","name":"db-creds","resourceVersion":"%d"},"responseStatus":{"code":200}}`,
				g.UUID(), g.pick("replicaset-controller", "argo-cd", "external-secrets"), g.IPin(), g.n(1000000, 99999999))
		}},
		{"c_jwt_header_discussion", func(g *G) *Line {
			h := b64u([]byte(`{"alg":"RS256","kid":"` + g.rs(b64url, 16) + `","typ":"JWT"}`))
			return g.mk("Detection idea %s: alert when a request carries a token whose header is %s (kid rotated on %s) but the signature length is not 342; sample truncated as eyJhbGciOi... in the ticket. Rule %s.",
				g.Ticket(), K(h), g.Date(), g.UUID())
		}},
		{"c_placeholder_runbook", func(g *G) *Line {
			return g.mk("Runbook %s step %d: export VT_API_KEY=<your-virustotal-key>; curl -H \"Authorization: Bearer $API_TOKEN\" https://api.%s/v1/iocs?since=%s; password for the jump host is stored in the vault item %s, never paste it (shown as ********). Replace [REDACTED] in samples.",
				g.Ticket(), g.n(1, 12), g.Corp(), g.Date(), g.UUID())
		}},
		{"c_luhn_fail_txn", func(g *G) *Line {
			return g.mk("Payment gateway log (%s): txn_id=%s rrn=%s stan=%s amount=%s status=DECLINED reason=05 terminal=%s batch=%d",
				g.TS(), g.LuhnFail(), K(g.rs(digits, 12)), K(g.rs(digits, 6)), g.Amount(), K("T"+g.rs(digits, 7)), g.n(100, 999))
		}},
		{"c_invalid_ssn_rules", func(g *G) *Line {
			return g.mk("Fraud rule unit test %s: reject SSNs %s, %s and %s (invalid area/group/serial); masked form ***-**-%s passes through. Last run %s, %d assertions.",
				g.Ticket(), g.BadSSN(), g.BadSSN(), g.BadSSN(), K(g.rs(digits, 4)), g.TS(), g.n(20, 400))
		}},
		{"c_npm_malicious", func(g *G) *Line {
			return g.mk("Malicious package alert %s: %s and %s (typosquats) run a postinstall that fetches %s. Tarball shasum %s. Safe versions: %s.",
				g.Ticket(), K(g.pick("colorsjs", "loadash-utils", "event-streem", "reqeusts-lite")+"@"+string(g.Version())), K("@"+g.pick("types-dev", "internal-sdk")+"/core@"+string(g.Version())), g.DefURL(), g.SHA1(), K("node-fetch@"+string(g.Version())))
		}},
		{"c_git_ssh_remote", func(g *G) *Line {
			return g.mk("IR note %s: attacker added remote git@github.com:%s/%s.git and pushed commit %s at %s from %s; deploy key fingerprint SHA256:%s.",
				g.Ticket(), K(g.rs(lowers, 8)), g.rs(lowers, 6), g.SHA1(), g.TS(), g.IP(), K(strings.TrimRight(base64.StdEncoding.EncodeToString([]byte(g.rs(alnum, 32))), "=")))
		}},
		{"c_ssh_authorized_keys", func(g *G) *Line {
			b := make([]byte, 32)
			g.r.Read(b)
			blob := append([]byte("\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20"), b...)
			pk := base64.StdEncoding.EncodeToString(blob)
			return g.mk("Persistence found on %s: /root/.ssh/authorized_keys gained\nssh-ed25519 %s deploy@bastion-%02d\nmtime %s, inode %d, matched hunting rule %s.",
				g.IPin(), K(pk), g.n(1, 9), g.TS(), g.n(100000, 9999999), g.UUID())
		}},
		{"c_pgp_fingerprint", func(g *G) *Line {
			return g.mk("Our PSIRT PGP key: fingerprint %s, key id 0x%s, expires %s. Submit reports via the web form; reference %s.",
				K(strings.ToUpper(strings.TrimSpace(strings.Repeat(g.rs(hexs, 4)+" ", 10)))), K(strings.ToUpper(g.rs(hexs, 16))), g.Date(), g.Ticket())
		}},
		{"c_key_id_inventory", func(g *G) *Line {
			return g.mk("Credential inventory %s (ids only): AWS %s (last rotated %s), AWS %s, Stripe publishable %s, Google client id %s. Secrets live in the vault.",
				g.Date(), g.AKIA(), g.Date(), g.AKIA(), K("pk_live_"+g.rs(alnum, 24)), K(g.rs(digits, 12)+"-"+g.rs(lowers+digits, 32)+".apps.googleusercontent.com"))
		}},
		{"c_epoch_ids", func(g *G) *Line {
			return g.mk("Dedup key for alert %s: ts_ms=%s, event_ns=%s, snowflake=%d, kafka offset %d, partition %d, sequence %s.",
				g.UUID(), g.EpochMs(), K(string(g.Epoch())+g.rs(digits, 9)), g.n(1000000000, 2000000000)*1000000000+g.n(0, 999999999), g.n(1000000, 999999999), g.n(0, 63), g.RecordID())
		}},
		{"c_hashcat_benchmark", func(g *G) *Line {
			return g.mk("hashcat (v6.2.6) benchmark on cracking rig %s:\n* Hash-Mode 1000 (NTLM) ....: %d.%d GH/s\n* Hash-Mode 13100 (Kerberos 5 TGS-REP etype 23): %d.%d MH/s\n* Hash-Mode 3200 (bcrypt $2*$, Blowfish): %d H/s\nStarted: %s",
				g.Host(), g.n(100, 300), g.n(0, 9), g.n(1000, 4000), g.n(0, 9), g.n(50000, 200000), g.TS())
		}},
		{"c_sandbox_network", func(g *G) *Line {
			return g.mk("Sandbox report %s (%s): contacted %s:%s, %s:%s; DNS %s; dropped %s (SHA256 %s); score %d/100; tags %s.",
				g.UUID(), g.Family(), g.IP(), g.Port(), g.IP(), g.Port(), g.DefDomain(), K("%APPDATA%\\"+g.rs(lowers, 6)+".dll"), g.SHA256(), g.n(60, 100), g.Mitre())
		}},
		{"c_email_masked", func(g *G) *Line {
			return g.mk("Weekly phishing stats %s: %d reported, %d malicious. Top targeted mailbox (masked): %s. Top sender domain %s. Reports by dept: Finance %d, HR %d.",
				g.Date(), g.n(100, 3000), g.n(10, 400), K(g.rs(lowers, 1)+"*****@"+g.Corp()), g.DefDomain(), g.n(1, 300), g.n(1, 300))
		}},
		{"c_wazuh_alert", func(g *G) *Line {
			return g.mk(`{"timestamp":"%s","rule":{"level":10,"description":"sshd: brute force trying to get access to the system","id":"%d","mitre":{"id":["%s"]},"firedtimes":%d},"agent":{"id":"%03d","name":"%s","ip":"%s"},"data":{"srcip":"%s","srcport":"%d","dstuser":"root"},"location":"/var/log/auth.log"}`,
				g.TS(), g.n(5700, 5799), g.Mitre(), g.n(1, 900), g.n(1, 999), strings.ToLower(g.Host()), g.IPin(), g.IP(), g.n(1024, 65535))
		}},
		{"c_crowdstrike_ids", func(g *G) *Line {
			return g.mk("Falcon detection ldt:%s:%s, aid %s, cid %s, pattern id %d, tactic %s, sha256 %s, severity 70, device %s.",
				g.K32(), K(g.rs(digits, 11)), g.K32(), g.K32(), g.n(10000, 60000), g.Mitre(), g.SHA256(), g.Host())
		}},
		{"c_patch_table", func(g *G) *Line {
			return g.mk("| KB | CVE | CVSS | Product | Build |\n|---|---|---|---|---|\n| KB%d | %s | 9.8 | Windows Server 2022 | %s |\n| KB%d | %s | 8.1 | Exchange 2019 CU14 | %s |\n| KB%d | %s | 7.5 | Windows 11 23H2 | %s |",
				g.n(5030000, 5049999), g.CVE(), g.WinBuild(), g.n(5030000, 5049999), g.CVE(), g.Version(), g.n(5030000, 5049999), g.CVE(), g.WinBuild())
		}},
		{"c_access_log_ids", func(g *G) *Line {
			return g.mk("%s %s GET /track/%s?session_id=%s&order=%s 200 %dms ua=\"Mozilla/5.0\" trace=%s",
				g.TS(), g.IP(), K(g.rs(digits, 10)), K(g.rs(hexs, 32)), g.OrderNo(), g.n(1, 900), K(g.rs(hexs, 32)))
		}},
		{"c_mitre_mapping", func(g *G) *Line {
			return g.mk("Coverage review %s: %s (3 rules), %s (1 rule, %s), %s (gap). Data sources: Sysmon %s, Defender %s.",
				g.Ticket(), g.Mitre(), g.Mitre(), g.UUID(), g.Mitre(), g.Version(), g.Version())
		}},
		{"c_pkg_versions", func(g *G) *Line {
			return g.mk("SBOM diff %s: %s -> %s, %s, %s (%s). Integrity sha256-%s.",
				g.Ticket(), K("log4j-core@2.14.1"), K("log4j-core@2.17.2"), K("openssl@"+string(g.Version())), K("xz-utils@5.6.1"), K("CVE-2024-3094"), K(base64.StdEncoding.EncodeToString([]byte(g.rs(alnum, 32)))))
		}},
		{"c_soc_ticket_no_pii", func(g *G) *Line {
			return g.mk("%s | P2 | Malware | Host %s isolated. %s beacon every %ds to %s:%s (JA3 %s). Containment at %s, reimaged, image hash %s. Related %s.",
				g.Ticket(), g.Host(), g.pick("Cobalt Strike", "Sliver", "Brute Ratel"), g.n(30, 300), g.IP(), g.Port(), g.MD5(), g.TS(), g.SHA256(), g.Ticket())
		}},
		{"c_vuln_scanner_csv", func(g *G) *Line {
			return g.mk("Plugin ID,CVE,CVSS v3.0 Base Score,Risk,Host,Protocol,Port,Name\n%d,%s,9.8,Critical,%s,tcp,%s,Apache Log4j RCE\n%d,%s,7.5,High,%s,tcp,%s,OpenSSH regreSSHion",
				g.n(150000, 200000), g.CVE(), g.IPin(), g.Port(), g.n(150000, 200000), g.CVE(), g.IPin(), g.Port())
		}},
		{"c_elastic_hit_noid", func(g *G) *Line {
			return g.mk(`{"_index":".ds-logs-endpoint.events.process-default","_id":"%s","_source":{"@timestamp":"%s","process":{"pid":%d,"entity_id":"%s","hash":{"sha1":"%s"}},"host":{"ip":["%s"]},"event":{"sequence":%d}}}`,
				K(g.rs(alnum, 20)), g.TS(), g.n(100, 65000), K(base64.StdEncoding.EncodeToString([]byte(g.rs(alnum, 30)))), g.SHA1(), g.IPin(), g.n(1000000, 99999999))
		}},
		{"c_ioc_feed_ja_zh_mix", func(g *G) *Line {
			return g.mk("IOC共有（%s）：悪性ドメイン %s、IP %s、ファイル %s。対応チケット %s，样本家族 %s。",
				g.Date(), g.DefDomain(), g.DefIP(), g.SHA256(), g.Ticket(), g.Family())
		}},
		{"c_vt_summary", func(g *G) *Line {
			return g.mk("VirusTotal %s: %d/72 detections, first submission %s, ssdeep %s, TLSH %s, imphash %s, size %d bytes.",
				g.SHA256(), g.n(0, 72), g.TS(), K(fmt.Sprintf("%d:%s:%s", g.pick2(3072, 6144, 12288), g.rs(alnum+"+/", 40), g.rs(alnum+"+/", 20))), K("T1"+strings.ToUpper(g.rs(hexs, 70))), g.MD5(), g.n(10000, 9000000))
		}},
		{"c_phone_like_ids", func(g *G) *Line {
			return g.mk("Case %s references: event record %s, logon id 0x%s, process %d, ticket reference %s, build %s, CAB %d-%d.",
				g.Ticket(), g.RecordID(), g.rs(hexs, 8), g.n(1000, 60000), K(fmt.Sprintf("%d-%d-%d", g.n(200, 999), g.n(100, 999), g.n(1000, 9999))), g.WinBuild(), g.n(1000, 9999), g.n(100000, 999999))
		}},
	}
}
