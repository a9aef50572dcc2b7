package main

import (
	"fmt"
	"strings"
)

// SOC tickets, SIEM results, EDR, phishing triage.
func piiSOC() []tmpl {
	return []tmpl{
		{"soc_ticket_phish_report_en", func(g *G) *Line {
			return g.mk("%s | Priority: P3 | Category: Phishing\nReporter: %s (ext. %d) callback %s\nReported message from %s, subject \"Action required: mailbox quota exceeded\". URL %s resolves to %s (%s). Attachment SHA256 %s. Rule %s fired at %s.",
				g.Ticket(), g.EmailCorp(), g.n(1000, 9999), g.Phone("us"), g.EmailBad(), g.DefURL(), g.IP(), g.ASN(), g.SHA256(), g.Mitre(), g.TS())
		}},
		{"soc_ticket_de", func(g *G) *Line {
			return g.mk("Ticket %s – Verdacht auf Kontoübernahme\nMeldende Person: %s, Rückrufnummer %s\nBetroffenes Konto hat am %s Weiterleitungsregel an %s angelegt. Anmeldung aus %s (%s), ResultType 0. Ereignis-ID 4624, LogonType 10, EventRecordID %s. Maßnahme: Sitzungen widerrufen, MFA zurücksetzen.",
				g.Ticket(), g.EmailCorp(), g.Phone("de"), g.Date(), g.EmailFree(), g.IP(), g.ASN(), g.RecordID())
		}},
		{"soc_ticket_fr", func(g *G) *Line {
			return g.mk("[%s] Alerte : connexion impossible (impossible travel)\nUtilisateur : %s – portable %s\nPays : FR puis NG en 14 min. IP source %s, user-agent python-requests/2.31.0. Règle Sentinel %s. Action : compte désactivé le %s, ticket transmis au N2.",
				g.Ticket(), g.EmailCorp(), g.Phone("fr"), g.IP(), g.UUID(), g.Date())
		}},
		{"soc_ticket_es", func(g *G) *Line {
			return g.mk("Incidencia %s — Correo sospechoso reportado\nUsuario afectado: %s (tel. %s)\nRemitente: %s\nEnlace: %s\nHash del adjunto (MD5): %s\nEstado: contenido, buzón purgado con Search-Mailbox; IOC añadido a la lista de bloqueo %s.",
				g.Ticket(), g.EmailCorp(), g.Phone("es"), g.EmailBad(), g.DefURL(), g.MD5(), g.Date())
		}},
		{"soc_ticket_ja", func(g *G) *Line {
			return g.mk("【インシデント %s】不審メール報告\n報告者：%s（内線%d、携帯 %s）\n差出人：%s\n件名：「【重要】アカウント確認のお願い」\nURL：%s（%s）\nSHA-256：%s\n対応：送信元ドメインをブロック、受信者%d名に注意喚起済み。",
				g.Ticket(), g.EmailCorp(), g.n(2000, 7999), g.Phone("jp"), g.EmailBad(), g.DefURL(), g.IP(), g.SHA256(), g.n(3, 140))
		}},
		{"soc_ticket_pt_br", func(g *G) *Line {
			return g.mk("Chamado %s - Phishing com boleto falso\nColaborador: %s, celular %s\nE-mail recebido de %s com anexo boleto_%s.pdf.lnk (SHA1 %s). Domínio %s registrado em %s. Regra YARA %s acionou no gateway.",
				g.Ticket(), g.EmailCorp(), g.Phone("br"), g.EmailBad(), g.rs(digits, 6), g.SHA1(), g.DefDomain(), g.Date(), g.YaraName())
		}},
		{"soc_ticket_it", func(g *G) *Line {
			return g.mk("Segnalazione %s: possibile frode CEO\nDestinatario: %s – cell. %s\nMittente apparente: %s (Reply-To diverso)\nRichiesta bonifico urgente di %s, IP mittente %s, SPF=softfail, DKIM=none. Classificazione MITRE %s.",
				g.Ticket(), g.EmailCorp(), g.Phone("it"), g.EmailBad(), g.Amount(), g.IP(), g.Mitre())
		}},
		{"soc_ticket_nl", func(g *G) *Line {
			return g.mk("Melding %s – Verdachte inlogpoging\nGebruiker: %s, mobiel %s\nBron-IP %s (%s), 37 mislukte pogingen, daarna succesvol. EventID 4625 x37, 4624 x1. Wachtwoord gereset op %s.",
				g.Ticket(), g.EmailCorp(), g.Phone("nl"), g.IP(), g.ASN(), g.Date())
		}},
		{"soc_ticket_pl", func(g *G) *Line {
			return g.mk("Zgłoszenie %s — podejrzany SMS (smishing)\nPracownik: %s, tel. %s\nNadawca SMS: %s, treść: \"Dopłata 1,20 zł do przesyłki\" link %s\nDomena zarejestrowana %s, IP %s.",
				g.Ticket(), g.EmailCorp(), g.Phone("pl"), g.Phone("pl"), g.DefURL(), g.Date(), g.IP())
		}},
		{"soc_ticket_ko", func(g *G) *Line {
			return g.mk("[보안관제 %s] 계정 탈취 의심\n사용자: %s / 휴대폰 %s\n접속 IP %s (%s), 탐지 룰 %s\n조치: 비밀번호 초기화 및 세션 만료 (%s)",
				g.Ticket(), g.EmailCorp(), g.Phone("kr"), g.IP(), g.ASN(), g.UUID(), g.Date())
		}},
		{"soc_ticket_ru", func(g *G) *Line {
			return g.mk("Инцидент %s: фишинг от имени бухгалтерии\nЗаявитель: %s, моб. %s\nОтправитель: %s\nВложение Акт_сверки_%s.rar, SHA256 %s\nСработало правило %s, хост %s.",
				g.Ticket(), g.EmailCorp(), g.Phone("ru"), g.EmailBad(), g.rs(digits, 4), g.SHA256(), g.YaraName(), g.Host())
		}},
		{"splunk_result_table", func(g *G) *Line {
			return g.mk("index=o365 sourcetype=o365:management:activity Operation=UserLoginFailed | stats count by UserId, ClientIP\n\nUserId                              ClientIP         count\n%-35s %-16s %d\n%-35s %-16s %d\n%-35s %-16s %d",
				g.EmailCorp(), g.IP(), g.n(20, 400), g.EmailCorp(), g.IP(), g.n(20, 400), g.EmailCorp(), g.IP(), g.n(2, 19))
		}},
		{"splunk_raw_proxy_bearer", func(g *G) *Line {
			return g.mk(`_time=%s host=%s sourcetype=bluecoat:proxysg src=%s dest=api.%s method=POST status=200 bytes=%d cs(Authorization)="Bearer %s" cs_uri=/v2/export?batch=%d`,
				g.TS(), g.Host(), g.IPin(), g.Corp(), g.n(200, 90000), g.Opaque(40), g.n(1, 99))
		}},
		{"sentinel_kql_signin", func(g *G) *Line {
			return g.mk("SigninLogs\n| where ResultType == 50126 and TimeGenerated > ago(1d)\n| summarize Attempts=count() by UserPrincipalName, IPAddress, AutonomousSystemNumber\n\nUserPrincipalName\tIPAddress\tAutonomousSystemNumber\tAttempts\n%s\t%s\t%d\t%d\n%s\t%s\t%d\t%d",
				g.EmailCorp(), g.IP(), g.n(1000, 65000), g.n(5, 300), g.EmailCorp(), g.IP(), g.n(1000, 65000), g.n(5, 300))
		}},
		{"sentinel_incident_json", func(g *G) *Line {
			return g.mk(`{"IncidentNumber":%d,"Title":"Suspicious inbox forwarding rule","Severity":"Medium","AlertIds":["%s"],"Entities":[{"Type":"account","UPN":"%s","Sid":"%s"},{"Type":"mailbox","ForwardTo":"%s"},{"Type":"ip","Address":"%s"}],"Tactics":["Collection","Exfiltration"]}`,
				g.n(1000, 99999), g.UUID(), g.EmailCorp(), g.SID(), g.EmailFree(), g.IP())
		}},
		{"elastic_hit_jwt_url", func(g *G) *Line {
			return g.mk(`{"_index":".ds-logs-nginx.access-default-%s","_id":"%s","_source":{"@timestamp":"%s","source":{"ip":"%s"},"url":{"original":"/sso/callback?id_token=%s&state=%s"},"http":{"response":{"status_code":302}},"user_agent":{"original":"Mozilla/5.0"}}}`,
				string(g.Date())[:10], g.rs(alnum, 20), g.TS(), g.IP(), g.JWT(), g.rs(hexs, 16))
		}},
		{"elastic_alert_cmdline_token", func(g *G) *Line {
			return g.mk("Elastic Security alert: Potential credential in command line (rule %s, risk 73)\nhost.name: %s  process.pid: %d  process.parent.name: bash\nprocess.command_line: curl -sS -H \"Authorization: token %s\" https://api.github.com/repos/%s/actions/secrets\nprocess.hash.sha256: %s",
				g.UUID(), g.Host(), g.n(1000, 65000), g.GHP("ghp_"), g.pick("platform", "infra", "payments"), g.SHA256())
		}},
		{"edr_cmdline_net_user", func(g *G) *Line {
			return g.mk("CrowdStrike Falcon | Detection ldt:%s:%d | Severity: High | Tactic: Persistence (%s)\nHost: %s  User: NT AUTHORITY\\SYSTEM\nCommandLine: net user svc_update %s /add /y && net localgroup administrators svc_update /add\nParent: C:\\Windows\\Temp\\%s.exe (SHA256 %s)",
				g.K32(), g.n(10000000, 99999999), g.Mitre(), g.Host(), g.Password(), g.rs(lowers, 6), g.SHA256())
		}},
		{"edr_psexec_creds", func(g *G) *Line {
			return g.mk("SentinelOne threat %s: lateral movement\nProcess: PsExec64.exe \\\\%s -u CORP\\adm_%s -p %s -accepteula -s cmd.exe /c \"whoami /all\"\nStoryline %s, file hash %s, agent version %s",
				g.rs(digits, 19), g.IPin(), g.rs(lowers, 5), g.Password(), g.rs(hexs, 16), g.SHA1(), g.Version())
		}},
		{"edr_mimikatz_output", func(g *G) *Line {
			return g.mk("Recovered from %s (MsMpEng quarantine, %s):\nAuthentication Id : 0 ; %d (00000000:%s)\nSession           : Interactive from 1\nUser Name         : %s\nDomain            : CORP\nLogon Server      : DC01\n\tmsv :\n\t [00000003] Primary\n\t * NTLM     : %s\n\t * SHA1     : %s\n\twdigest :\n\t * Password : %s",
				g.Host(), g.Date(), g.n(100000, 9999999), g.rs(hexs, 8), g.User(), g.NTHash(), g.rs(hexs, 40), g.Password())
		}},
		{"edr_defender_json", func(g *G) *Line {
			return g.mk(`{"AlertId":"da%s","Title":"Suspicious PowerShell download cradle","DeviceName":"%s","AccountUpn":"%s","FileName":"powershell.exe","SHA256":"%s","ProcessCommandLine":"powershell -nop -w hidden -enc %s","RemoteIP":"%s","MitreTechniques":["%s"]}`,
				g.rs(digits, 18), strings.ToLower(g.Host()), g.EmailCorp(), g.SHA256(), g.PSEnc(), g.IP(), g.Mitre())
		}},
		{"edr_script_block_4104", func(g *G) *Line {
			return g.mk("EventID 4104 (Microsoft-Windows-PowerShell/Operational) RecordNumber %s Computer %s\nScriptBlockText: $pw = ConvertTo-SecureString '%s' -AsPlainText -Force; $cred = New-Object System.Management.Automation.PSCredential('CORP\\svc_sql', $pw); Invoke-Command -ComputerName %s -Credential $cred -ScriptBlock { Get-Process }\nScriptBlockId: %s",
				g.RecordID(), g.Host(), g.Password(), g.Host(), g.UUID())
		}},
		{"phish_forward_headers", func(g *G) *Line {
			bad, vic := g.EmailBad(), g.EmailCorp()
			return g.mk("---------- Forwarded message ---------\nReturn-Path: <%s>\nReceived: from mail.%s (%s) by mx1.%s with ESMTPS id %s; %s\nAuthentication-Results: spf=fail smtp.mailfrom=%s; dkim=none; dmarc=fail\nFrom: \"Microsoft 365\" <%s>\nTo: %s\nSubject: Your password expires today\nMessage-ID: %s\nX-Originating-IP: [%s]",
				bad, g.BadDomain(), g.IP(), g.Corp(), g.rs(hexs, 10), g.TS(), g.BadDomain(), bad, vic, g.MsgID(), g.IP())
		}},
		{"phish_defanged_sender_notes", func(g *G) *Line {
			return g.mk("Triage notes %s: sender %s, reply-to %s. Landing page %s hosted on %s (%s), cert issued %s by R11. Kit fingerprint matches %s. Do NOT click; detonated in sandbox, report id %s.",
				g.Ticket(), g.DefangedEmail(true), g.DefangedEmail(false), g.DefURL(), g.DefIP(), g.ASN(), g.Date(), g.pick("EvilProxy", "Tycoon 2FA", "Greatness", "NakedPages", "Mamba 2FA"), g.UUID())
		}},
		{"phish_callback_toad", func(g *G) *Line {
			return g.mk("TOAD campaign sample (%s): \"Your Geek Squad membership renewed for %s. If you did not authorize this charge call our billing desk at %s within 24 hours.\" Invoice #%d, sender %s. Callback number also seen in %d other submissions.",
				g.Ticket(), g.Amount(), g.Phone("tollfree"), g.n(10000000, 99999999), g.EmailBad(), g.n(2, 60))
		}},
		{"phish_post_capture", func(g *G) *Line {
			e := g.once("email", func() string { return g.personLocal() + "%40" + g.pick(corpDomains...) })
			return g.mk("Captured exfil POST from kit on %s (%s):\nPOST /next.php HTTP/1.1\nHost: %s\nContent-Type: application/x-www-form-urlencoded\n\nemail=%s&password=%s&ip=%s&ua=Mozilla%%2F5.0",
				g.DefDomain(), g.IP(), g.BadDomain(), e, g.Password(), g.IP())
		}},
		{"phish_kit_telegram", func(g *G) *Line {
			return g.mk("Phishing kit source (dumped from %s/admin/config.php, kit sha1 %s):\n<?php\n$bot_token = \"%s\";\n$chat_id = \"-100%s\";\n$send_mail = \"%s\";\n$antibot_key = \"%s\";\n?>",
				g.DefDomain(), g.SHA1(), g.Telegram(), g.rs(digits, 10), g.EmailBad(), g.K32())
		}},
		{"phish_smishing_report", func(g *G) *Line {
			return g.mk("User report via 7726: SMS from %s at %s: \"Royal Mail: your parcel is held, pay %s redelivery fee at %s\". Employee number %s, reporting phone %s.",
				g.Phone("uk"), g.Time(), K("£1.45"), g.DefURL(), K(fmt.Sprintf("E%06d", g.n(1, 999999))), g.Phone("uk"))
		}},
		{"phish_bec_wire", func(g *G) *Line {
			return g.mk("From: %s <%s>\nSent: %s\nTo: %s\nSubject: Re: vendor banking update\n\nHi, please process the attached invoice INV-%d (%s) today; our bank changed. Call me on %s if anything is unclear, I am in meetings all day.\n--\nAnalyst note: lookalike of CFO mailbox, domain age 3 days, PO %s.",
				g.Name(), g.EmailBad(), g.Date(), g.EmailCorp(), g.n(10000, 99999), g.Amount(), g.PhoneIntl(), K(fmt.Sprintf("PO-%d", g.n(400000, 499999))))
		}},
		{"phish_quarantine_list", func(g *G) *Line {
			return g.mk("Quarantine release requests (policy %s):\n| Received | Sender | Recipient | Subject | Score |\n|---|---|---|---|---|\n| %s | %s | %s | Invoice overdue | %d |\n| %s | %s | %s | Docusign: Completed | %d |",
				g.UUID(), g.TS(), g.EmailBad(), g.EmailCorp(), g.n(60, 99), g.TS(), g.EmailBad(), g.EmailCorp(), g.n(60, 99))
		}},
		{"phish_reply_to_mismatch", func(g *G) *Line {
			return g.mk("Header analysis for %s: From %s but Reply-To %s; Return-Path %s. X-Mailer: PHPMailer %s. Received chain shows %s -> %s. Verdict: BEC, block sender domain %s.",
				g.MsgID(), g.EmailCorp(), g.EmailFree(), g.EmailBad(), g.Version(), g.IP(), g.IP(), g.DefDomain())
		}},
		{"phish_ja_callback", func(g *G) *Line {
			return g.mk("【注意喚起】サポート詐欺の偽警告画面を確認。画面上の電話番号 %s に連絡しないでください。表示URL：%s、端末：%s、検知時刻 %s、ハッシュ %s。",
				g.Phone("jp"), g.DefURL(), g.Host(), g.TS(), g.MD5())
		}},
		{"phish_zh_report", func(g *G) *Line {
			return g.mk("安全事件单 %s：员工 %s（手机 %s）收到冒充财务的钓鱼邮件，发件人 %s，链接 %s，附件 MD5 %s。已在邮件网关封禁该域名。",
				g.Ticket(), g.EmailCorp(), g.Phone("cn"), g.EmailBad(), g.DefURL(), g.MD5())
		}},
		{"vishing_helpdesk_case", func(g *G) *Line {
			return g.mk("Service desk escalation %s: caller claimed to be %s from finance and asked to enrol a new MFA device. Caller ID %s, requested SMS to %s. Caller knew employee ID %s and last four %s. Flagged as %s pattern (%s).",
				g.Ticket(), g.Name(), g.Phone("us"), g.Phone("us"), K(fmt.Sprintf("%06d", g.n(100000, 999999))), K(g.rs(digits, 4)), g.Actor(), g.Mitre())
		}},
		{"sim_swap_case", func(g *G) *Line {
			return g.mk("Fraud case %s – suspected SIM swap. Customer line %s ported out at %s, carrier PIN reset from IP %s. New contact set to %s and email changed to %s. Case linked to %s.",
				g.Ticket(), g.Phone("us"), g.TS(), g.IP(), g.Phone("us"), g.EmailFree(), g.Ticket())
		}},
		{"ato_case_notes", func(g *G) *Line {
			return g.mk("ATO investigation %s\n- %s: recovery email changed from %s to %s\n- %s: phone changed to %s\n- device fingerprint %s, IP %s (%s)\n- session cookie replayed: %s",
				g.Ticket(), g.TS(), g.EmailFree(), g.EmailBad(), g.TS(), g.PhoneIntl(), g.SHA1(), g.IP(), g.ASN(), g.JWT())
		}},
		{"soc_teams_chat", func(g *G) *Line {
			return g.mk("[%s] analyst1: user %s says she never approved the MFA push, 23 pushes in 4 min\n[%s] analyst2: revoked sessions, her mobile on file is %s – calling now\n[%s] analyst1: source IP %s, same ASN as %s",
				g.Time(), g.EmailCorp(), g.Time(), g.PhoneIntl(), g.Time(), g.IP(), g.Ticket())
		}},
		{"oncall_handoff", func(g *G) *Line {
			return g.mk("Shift handoff %s\nOpen: %s (ransomware precursor on %s, Cobalt Strike beacon to %s:%s), %s (phish).\nEscalation: IR lead %s, %s; legal %s.\nBridge ID %s.",
				g.Date(), g.Ticket(), g.Host(), g.IP(), g.Port(), g.Ticket(), g.EmailCorp(), g.Phone("us"), g.EmailCorp(), K(fmt.Sprintf("%d %d %d", g.n(100, 999), g.n(100, 999), g.n(1000, 9999))))
		}},
		{"kql_query_literal", func(g *G) *Line {
			return g.mk("// hunt for ATO follow-up, %s\nCloudAppEvents\n| where Timestamp between (datetime(%s) .. 2d)\n| where AccountObjectId == \"%s\" or tolower(RawEventData.UserId) == \"%s\"\n| where ActionType in (\"New-InboxRule\",\"Set-Mailbox\")\n| project Timestamp, IPAddress, ActionType",
				g.Ticket(), g.Date(), g.UUID(), g.EmailCorp())
		}},
		{"spl_query_literal", func(g *G) *Line {
			return g.mk(`index=okta sourcetype=OktaIM2:log actor.alternateId="%s" OR target{}.alternateId="%s" eventType=user.mfa.factor.* earliest=-7d | table _time client.ipAddress outcome.result debugContext.debugData.requestId | sort - _time  /* %s */`,
				g.EmailCorp(), g.EmailCorp(), g.Ticket())
		}},
		{"elastic_query_dsl", func(g *G) *Line {
			return g.mk(`GET logs-*/_search
{"query":{"bool":{"filter":[{"term":{"user.email":"%s"}},{"range":{"@timestamp":{"gte":"%s"}}}],"must_not":[{"term":{"source.ip":"%s"}}]}},"size":%d}`,
				g.EmailCorp(), g.TS(), g.IPin(), g.n(10, 500))
		}},
		{"okta_syslog_json", func(g *G) *Line {
			return g.mk(`{"uuid":"%s","published":"%s","eventType":"user.session.start","actor":{"id":"00u%s","type":"User","alternateId":"%s","displayName":"%s"},"client":{"ipAddress":"%s","geographicalContext":{"country":"Romania"}},"outcome":{"result":"FAILURE","reason":"INVALID_CREDENTIALS"},"securityContext":{"asNumber":%d,"isProxy":true}}`,
				g.UUID(), g.TS(), g.rs(alnum, 17), g.EmailCorp(), g.Name(), g.IP(), g.n(1000, 65000))
		}},
		{"azure_signin_csv", func(g *G) *Line {
			return g.mk("CreatedDateTime,UserPrincipalName,IPAddress,Location,ErrorCode,CorrelationId\n%s,%s,%s,\"Lagos, NG\",50053,%s\n%s,%s,%s,\"Ashburn, US\",0,%s",
				g.TS(), g.EmailCorp(), g.IP(), g.UUID(), g.TS(), g.EmailCorp(), g.IP(), g.UUID())
		}},
		{"vpn_log", func(g *G) *Line {
			return g.mk("%s PAN-OS GlobalProtect: gateway-auth succeeded, user='%s' login-ip=%s public-ip=%s machine=%s os=\"Microsoft Windows 10 Pro %s\" serial=%s auth-method=SAML",
				g.TS(), g.EmailCorp(), g.IPin(), g.IP(), g.Host(), g.WinBuild(), K(g.rs(uppers+digits, 12)))
		}},
		{"mail_gateway_log", func(g *G) *Line {
			return g.mk("%s mx-gw01 filter_instance1[%d]: rprt s=%s m=1 x=%s mod=mail cmd=msg module= rule= action=continue attachments=1 rcpts=1 routes=allow_relay,firewallsafe size=%d guid=%s hdr_mid=%s from=%s hfrom=\"Accounts\" <%s> rcpt=%s",
				g.TS(), g.n(1000, 99999), g.rs(alnum, 10), g.rs(alnum, 14), g.n(2000, 900000), g.rs(alnum, 32), g.MsgID(), g.EmailBad(), g.EmailBad(), g.EmailCorp())
		}},
		{"postfix_log", func(g *G) *Line {
			qid := K(strings.ToUpper(g.rs(hexs, 10)))
			return g.mk("%s mail postfix/smtp[%d]: %s: to=<%s>, relay=%s[%s]:25, delay=%.2f, dsn=5.7.1, status=bounced (host said: 550 5.7.1 Message rejected as spam)\n%s mail postfix/qmgr[%d]: %s: from=<%s>, size=%d, nrcpt=1",
				K("Jun 12 "+g.Time()), g.n(1000, 60000), qid, g.EmailFree(), g.BadDomain(), g.IP(), g.r.Float64()*9, K("Jun 12 "+g.Time()), g.n(1000, 60000), qid, g.EmailCorp(), g.n(1000, 90000))
		}},
		{"zeek_smtp_log", func(g *G) *Line {
			return g.mk("#fields\tts\tuid\tid.orig_h\tid.resp_h\tmailfrom\trcptto\tsubject\tuser_agent\n%s.%d\tC%s\t%s\t%s\t%s\t%s\tURGENT: wire confirmation\tMicrosoft Outlook 16.0",
				g.Epoch(), g.n(100000, 999999), g.rs(alnum, 17), g.IP(), g.IPin(), g.EmailBad(), g.EmailCorp())
		}},
		{"email_header_return_path_ja", func(g *G) *Line {
			return g.mk("差出人偽装の分析結果：Return-Path は %s、From は %s を詐称。送信元 IP %s（%s）、Message-ID %s、DMARC=fail。受信者 %s に削除を依頼済み（%s）。",
				g.EmailBad(), g.EmailCorp(), g.IP(), g.ASN(), g.MsgID(), g.EmailCorp(), g.Ticket())
		}},
	}
}

func (g *G) K32() K { return K(g.rs(hexs, 32)) }
