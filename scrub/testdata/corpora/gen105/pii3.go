package main

import (
	"fmt"
	"strings"
)

func ddnsTemplates() []T {
	return []T{
		{"ddclient_conf", func(b *B) {
			b.t("# /etc/ddclient.conf\ndaemon=300\nuse=web, web=checkip.dyndns.org\nprotocol=dyndns2\nserver=%s\nlogin=%s\npassword='", pick("members.dyndns.org", "dynupdate.no-ip.com", "domains.google.com"), pick("homeoffice", "mk-router", rs(lower, 8))).p("bearer", password()).t("'\n%s.%s\n", pick("vpn", "nas", "cam"), pick("dyndns.org", "ddns.net", "hopto.org"))
		}},
		{"nsupdate_tsig", func(b *B) {
			b.t("key \"ddns-key.%s\" {\n\talgorithm hmac-sha256;\n\tsecret \"", corpDomain("en")).p("bearer", tsig()).t("\";\n};\n$ nsupdate -k /etc/bind/ddns.key <<EOF\nserver %s\nupdate add vpn.%s 60 A %s\nsend\nEOF\n", privIP(), corpDomain("en"), pubIP())
		}},
		{"duckdns_cron", func(b *B) {
			b.t("*/5 * * * * curl -s \"https://www.duckdns.org/update?domains=%s&token=", pick("myhomelab", "kellerserver", "famvpn")+dg(2)).p("bearer", U(uuid)).t("&ip=\" >/dev/null 2>&1\n")
		}},
		{"cloudflare_ddns", func(b *B) {
			zone := hexs(16)
			b.t("#!/bin/sh\nZONE_ID=\"").k(zone).t("\"\nRECORD_ID=\"").k(hexs(16)).t("\"\nIP=$(curl -s https://api.ipify.org)\ncurl -s -X PUT \"https://api.cloudflare.com/client/v4/zones/$ZONE_ID/dns_records/$RECORD_ID\" \\\n  -H \"Authorization: Bearer ").p("bearer", U(func() string { return rs(alnum+"_-", 40) })).t("\" \\\n  -H \"Content-Type: application/json\" \\\n  --data '{\"type\":\"A\",\"name\":\"vpn\",\"content\":\"'$IP'\",\"ttl\":120}'\n")
		}},
		{"inadyn_conf", func(b *B) {
			b.t("period = 300\nprovider default@no-ip.com {\n    username = ").p("email", email(anyPerson(), false)).t("\n    password = ").p("bearer", password()).t("\n    hostname = %s.ddns.net\n}\n", pick("gate", "home", "werk"))
		}},
		{"fritzbox_ddns_de", func(b *B) {
			b.t("FRITZ!Box 7590 (FRITZ!OS ").k(pick("7.57", "7.58", "7.81")).t(") > Internet > Freigaben > DynDNS\nUpdate-URL: https://dyndns.strato.com/nic/update?hostname=<domain>&myip=<ipaddr>\nDomainname: %s.de\nBenutzername: %s.de\nKennwort: ", pick("praxis-wolf", "buero-klein", "haus-lehmann"), pick("praxis-wolf", "buero-klein", "haus-lehmann")).p("bearer", password()).t("\n")
		}},
	}
}

func ispTemplates() []T {
	return []T{
		{"pppoe_letter", func(b *B) {
			switch r.Intn(4) {
			case 0:
				p := personOf("de")
				b.t("Ihre Zugangsdaten\nSehr geehrte/r %s,\nAnschlusskennung: %s\nZugangsnummer: %s\nPersönliches Kennwort: ", p.full(), dg(12), dg(12)).p("bearer", U(func() string { return dg(8) })).t("\nMitbenutzernummer: 0001\nBei Fragen erreichen Sie uns unter Tel. ").p("phone", phoneOf("de")).t("\nAuftragsnummer: ").k("AN-" + dg(9)).t("\n")
			case 1:
				p := personOf("fr")
				b.t("Bonjour %s,\nVoici vos identifiants de connexion PPPoE :\nIdentifiant : fti/%s\nMot de passe : ", p.first, rs(lower+digits, 7)).p("bearer", password()).t("\nVotre numéro client : ").k(dg(10)).t("\nContact technique : ").p("phone", phoneOf("fr")).t("\n")
			case 2:
				p := personOf("es")
				b.t("Estimado/a %s:\nDatos de acceso PPPoE de su fibra:\nUsuario: adslppp@telefonicanetpa\nContraseña: ", p.full()).p("bearer", password()).t("\nVLAN: 6\nNº de pedido: ").k("PED-"+dg(8)).t("\nTeléfono de contacto del titular: ").p("phone", phoneOf("es")).t("\n")
			default:
				p := personOf("pt")
				b.t("Olá %s, seguem os dados da sua instalação de fibra:\nUsuário PPPoE: %s@%s\nSenha: ", p.first, ascii(p.first)+dg(4), pick("provedor-sul", "redefibra")).p("bearer", password()).t("\nONU: ").k(ontSerial()).t("\nProtocolo: ").k(dg(14)).t("\nWhatsApp do técnico: ").p("phone", phoneOf("pt")).t("\n")
			}
		}},
		{"tr069_setparam", func(b *B) {
			b.t("<cwmp:SetParameterValues>\n <ParameterList soap:arrayType=\"cwmp:ParameterValueStruct[2]\">\n  <ParameterValueStruct><Name>InternetGatewayDevice.WANDevice.1.WANConnectionDevice.1.WANPPPConnection.1.Username</Name><Value>%s</Value></ParameterValueStruct>\n  <ParameterValueStruct><Name>InternetGatewayDevice.WANDevice.1.WANConnectionDevice.1.WANPPPConnection.1.Password</Name><Value>", "sub"+dg(8)).p("bearer", password()).t("</Value></ParameterValueStruct>\n </ParameterList>\n</cwmp:SetParameterValues>\n<!-- CPE serial ").k(ontSerial()).t(" OUI ").k(strings.ToUpper(hexs(3))).t(" -->")
		}},
		{"isp_order_credit_check", func(b *B) {
			p := personOf("en")
			b.t("NEW SERVICE ORDER %s\nProduct: Business Fiber 1G/1G, static /29 ", "SO-"+dg(7)).k(cidr()).t("\nCustomer: %s\nContact phone: ", p.full()).p("phone", phoneUS()).t("\nEmail: ").p("email", email(p, false)).t("\nCredit check (guarantor SSN): ").p("ssn", ssn()).t("\nCircuit: ").k(circuit()).t("\nInstall window: %s 08:00-12:00\n", date())
		}},
		{"isp_billing_card", func(b *B) {
			p := anyPerson()
			b.t("Billing note on account %s (%s): customer paid install fee $%d.00 and first month by card ", "ACC-"+dg(8), p.full(), ri(99, 499)).p("credit_card", card()).t(" exp %02d/%02d, auth code %s. Invoice ", ri(1, 12), ri(26, 31), strings.ToUpper(rs(alnum, 6))).k("INV-"+dg(7)).t(" emailed to ").p("email", email(p, false)).t(".")
		}},
		{"gpon_ont_provision", func(b *B) {
			sn := ontSerial()
			b.t("MA5800-X7(config)# interface gpon 0/%d\nMA5800-X7(config-if-gpon-0/%d)# ont add %d %d sn-auth ", ri(1, 8), ri(1, 8), ri(0, 15), ri(0, 127)).k(sn).t(" omci ont-lineprofile-id %d ont-srvprofile-id %d desc \"%s\"\n", ri(10, 99), ri(10, 99), pick("cust-", "ftth-")+dg(6))
			b.t("ont wan-config pppoe user-name %s password ", "ftth"+dg(7)).p("bearer", password()).t("\n# subscriber contact ").p("phone", phoneOf(pick("pt", "es", "tr", "in"))).t("\n")
		}},
		{"radius_acct_log", func(b *B) {
			p := anyPerson()
			b.t("%s : Auth: (%d) Login OK: [", ts(), ri(10000, 999999)).p("email", email(p, false)).t("] (from client bras%d port %d cli ", ri(1, 4), ri(100000, 999999)).k(mac(1)).t(")\n%s : Auth: (%d) Login incorrect (pap: Cleartext password \"", ts(), ri(10000, 999999)).p("bearer", password()).t("\" does not match \"known good\" password): [%s]\n", "cust"+dg(6))
		}},
		{"cpe_json_provision", func(b *B) {
			b.t("{\"serial\":\"").k(ontSerial()).t("\",\"model\":\"%s\",\"wan\":{\"mode\":\"pppoe\",\"vlan\":%d,\"pppoe\":{\"username\":\"%s\",\"password\":\"", pick("HG8245Q2", "F670L", "G-240W-F"), pickI(7, 10, 35, 100), "cust"+dg(7)).p("bearer", password()).t("\"}},\"wifi\":{\"ssid\":\"%s\",\"psk\":\"", "FIBRA-"+strings.ToUpper(hexs(2))).p("bearer", wifiPSK()).t("\"},\"fw\":\"").k(pick("V5R020C10S115", "V1.2.3P8T4", "3FE49362JJIJ50")).t("\"}")
		}},
		{"isp_support_chat_pt", func(b *B) {
			b.t("[%s] Cliente: oi, a internet caiu de novo, o número do meu contrato é ", date()+" "+clock()[:5]).k(dg(9)).t("\n[atendente] Pode me passar um telefone para o técnico ligar?\n[Cliente] claro, ").p("phone", phoneOf("pt")).t(", e meu e-mail é ").p("email", email(personOf("pt"), false)).t("\n")
		}},
	}
}

func nocTemplates() []T {
	return []T{
		{"noc_ticket_en", func(b *B) {
			p := personOf("en")
			b.t("%s | P2 | BGP session to %s flapping on %s\nOpened: %s UTC\nImpact: ~%d prefixes withdrawn, traffic rerouted via %s\nOn-call: %s, ", inc(), pick("Cogent", "Lumen", "Telia", "HE"), host(), ts(), ri(100, 9000), pick("AMS-IX", "DE-CIX", "LINX")).t(p.full()).t(" (").p("phone", phoneUS()).t(", ").p("email", email(p, true)).t(")\nCarrier ticket: ").k(pick("TT", "CASE-", "CS") + dg(8)).t(" circuit ").k(circuit()).t("\n")
		}},
		{"oncall_table_md", func(b *B) {
			b.t("| Week | Primary | Phone | Email |\n|---|---|---|---|\n")
			for i := 0; i < ri(2, 4); i++ {
				p := anyPerson()
				b.t("| %s | %s | ", date(), p.full()).p("phone", phoneOf(p.loc)).t(" | ").p("email", email(p, true)).t(" |\n")
			}
			b.t("\nEscalation bridge: %s\n", pick("Zoom meeting ID 845 2213 9087", "Teams channel #noc-bridge", "Meet link in the runbook"))
		}},
		{"noc_ticket_de", func(b *B) {
			p := personOf("de")
			b.t("Störungsmeldung %s\nBetroffen: Standort %s, Router %s (Seriennummer ", inc(), pick("Lindau", "Kempten", "Ulm", "Bremen"), host()).k(ciscoSerial()).t(")\nSymptom: Paketverlust %d %% auf Uplink %s\nAnsprechpartner vor Ort: %s, Mobil ", ri(5, 60), ifname(), p.full()).p("phone", phoneOf("de")).t(", E-Mail ").p("email", email(p, true)).t("\nWartungsfenster: %s 22:00–02:00\n", date())
		}},
		{"noc_ticket_fr", func(b *B) {
			p := personOf("fr")
			b.t("Ticket %s – perte du lien MPLS sur le site de %s.\nLe routeur %s ne répond plus au ping depuis %s. Contact sur site : %s, tél. ", inc(), pick("Lyon", "Nantes", "Lille", "Annecy"), host(), clock()[:5], p.full()).p("phone", phoneOf("fr")).t(", courriel ").p("email", email(p, true)).t(". Référence opérateur : ").k("REF-" + dg(9)).t(".")
		}},
		{"noc_ticket_es", func(b *B) {
			p := personOf("es")
			b.t("Ticket %s: caída del túnel IPsec entre %s y el CPD. Equipo %s, versión ", inc(), pick("Sevilla", "Valencia", "Bilbao", "Córdoba"), pick("FortiGate 60F", "Meraki MX68", "Cisco ISR 1111")).k(pick("7.2.8", "18.107.10", "17.9.4a")).t(". Persona de contacto: %s, móvil ", p.full()).p("phone", phoneOf("es")).t(", correo ").p("email", email(p, true)).t(".")
		}},
		{"noc_ticket_it", func(b *B) {
			p := personOf("it")
			b.t("Segnalazione %s: il firewall della sede di %s ha perso la VPN verso AWS alle %s. Referente: %s, cell. ", inc(), pick("Bergamo", "Verona", "Bari"), clock()[:5], p.full()).p("phone", phoneOf("it")).t(" – email ").p("email", email(p, true)).t(". Seriale apparato ").k(fortiSerial()).t(".")
		}},
		{"noc_ticket_nl", func(b *B) {
			p := personOf("nl")
			b.t("Melding %s: glasvezelverbinding naar %s ligt eruit sinds %s. Contactpersoon: %s, telefoon ", inc(), pick("Zwolle", "Utrecht", "Delft"), ts(), p.full()).p("phone", phoneOf("nl")).t(", mail ").p("email", email(p, true)).t(". Circuit ").k(circuit()).t(", VLAN ").k(fmt.Sprint(ri(100, 3999))).t(".")
		}},
		{"noc_ticket_pl", func(b *B) {
			p := personOf("pl")
			b.t("Zgłoszenie %s: brak łączności z oddziałem w %s, switch %s nie odpowiada. Osoba kontaktowa: %s, tel. ", inc(), pick("Gdańsku", "Poznaniu", "Łodzi"), host(), p.full()).p("phone", phoneOf("pl")).t(", e-mail ").p("email", email(p, true)).t(". Numer seryjny ").k(ciscoSerial()).t(".")
		}},
		{"noc_ticket_ja", func(b *B) {
			p := personOf("ja")
			b.t("【障害連絡】%s\n対象機器: %s (%s)\n事象: 拠点VPNが%sから断続的に切断\n担当: %s %s\n電話: ", inc(), host(), pick("YAMAHA RTX1220", "FortiGate 100F", "Cisco C1111"), clock()[:5], p.last, p.first).p("phone", phoneOf("ja")).t("\nメール: ").p("email", email(p, true)).t("\nファームウェア: ").k(pick("Rev.15.04.22", "Rev.14.01.42", "7.2.7")).t("\n")
		}},
		{"noc_ticket_zh", func(b *B) {
			p := personOf("zh")
			b.t("故障单 %s：%s 机房核心交换机 %s 上联口 %s 丢包严重。现场联系人：%s%s，手机 ", inc(), pick("上海", "深圳", "北京"), host(), ifname(), p.last, p.first).p("phone", phoneOf("zh")).t("，邮箱 ").p("email", email(p, true)).t("。设备序列号 ").k(ciscoSerial()).t("。")
		}},
		{"noc_ticket_ru", func(b *B) {
			p := personOf("ru")
			b.t("Заявка %s: нет связи с филиалом в %s, маршрутизатор %s недоступен с %s. Контактное лицо: %s, тел. ", inc(), pick("Казани", "Самаре", "Новосибирске"), host(), clock()[:5], p.full()).p("phone", phoneOf("ru")).t(", почта ").p("email", email(p, true)).t(". Канал ").k(circuit()).t(".")
		}},
		{"noc_ticket_tr", func(b *B) {
			p := personOf("tr")
			b.t("Arıza kaydı %s: %s şubesinde VPN tüneli düştü. Cihaz %s, seri no ", inc(), pick("İzmir", "Bursa", "Ankara"), pick("FortiGate 60F", "Cisco ISR 4331")).k(fortiSerial()).t(". Sorumlu: %s, Cep: ", p.full()).p("phone", phoneOf("tr")).t(", e-posta ").p("email", email(p, true)).t(".")
		}},
		{"noc_ticket_sv", func(b *B) {
			p := personOf("sv")
			b.t("Ärende %s: fiberavbrott mot %s, länk %s nere sedan %s. Kontakt: %s, mobil ", inc(), pick("Umeå", "Luleå", "Västerås"), ifname(), ts(), p.full()).p("phone", phoneOf("sv")).t(", e-post ").p("email", email(p, true)).t(".")
		}},
		{"noc_ticket_in", func(b *B) {
			p := personOf("in")
			b.t("Ticket %s: MPLS link at %s branch down, CE router %s. Local IT contact %s, mobile ", inc(), pick("Pune", "Chennai", "Hyderabad"), host(), p.full()).p("phone", phoneOf("in")).t(", mail ").p("email", email(p, true)).t(". ISP docket ").k(dg(10)).t(".")
		}},
		{"slack_escalation", func(b *B) {
			p := anyPerson()
			b.t("@here %s is dropping BGP to %s again (%s). I'm driving, can someone call %s on ", host(), pick("transit", "the IX route server", "AWS DX"), inc(), p.first).p("phone", phoneOf(p.loc)).t("? He has the console. Runbook: https://wiki.%s/noc/bgp-flap", corpDomain("en"))
		}},
		{"email_signature", func(b *B) {
			p := anyPerson()
			b.t("Thanks, the change %s is done, all tunnels back up.\n\n--\n%s\nSenior Network Engineer | NOC\nM: ", chg(), p.full()).p("phone", phoneOf(p.loc)).t(" | O: ").p("phone", phoneOf(p.loc)).t("\n").p("email", email(p, true)).t("\nAS").k(asn()).t(" | PeeringDB id %d\n", ri(1000, 40000))
		}},
		{"carrier_maint_notice", func(b *B) {
			p := anyPerson()
			b.t("PLANNED WORK NOTIFICATION  Ref: %s\nStart: %s 23:00 UTC  End: %s 05:00 UTC\nAffected services: ", "PW"+dg(7), date(), date()).k(circuit()).t(", ").k(circuit()).t("\nExpected impact: up to 4 h outage\nYour account manager: %s, ", p.full()).p("email", email(p, true)).t(", direct line ").p("phone", phoneOf(p.loc)).t("\n")
		}},
		{"pagerduty_payload", func(b *B) {
			p := anyPerson()
			b.t("{\"routing_key\":\"").p("bearer", U(func() string { return hexs(16) })).t("\",\"event_action\":\"trigger\",\"payload\":{\"summary\":\"%s interface %s down\",\"source\":\"%s\",\"severity\":\"critical\",\"custom_details\":{\"oncall\":\"", host(), ifname(), privIP()).p("email", email(p, true)).t("\",\"oncall_phone\":\"").p("phone", phoneOf(p.loc)).t("\"}}}")
		}},
		{"handover_notes", func(b *B) {
			p1, p2 := anyPerson(), anyPerson()
			b.t("Shift handover %s\n- %s still open, waiting on carrier (circuit ", date(), inc()).k(circuit()).t(")\n- %s replaced PSU on %s, serial ", p1.first, host()).k(ciscoSerial()).t("\n- if the DDoS alarm fires again call %s: ", p2.first).p("phone", phoneOf(p2.loc)).t(" (night) or mail ").p("email", email(p2, true)).t("\n- firmware %s staged, do not reboot\n", ver(7, 17))
		}},
		{"opsgenie_yaml", func(b *B) {
			p := anyPerson()
			b.t("schedules:\n  - name: noc-primary\n    rotations:\n      - participants:\n          - username: ").p("email", email(p, true)).t("\n            phone: \"").p("phone", phoneOf(p.loc)).t("\"\nintegrations:\n  api_key: ").p("bearer", U(uuid)).t("\n")
		}},
		{"whatsapp_chat_noc", func(b *B) {
			p := anyPerson()
			b.t("[%s %s] %s: router in lager 2 is dead again, ", date(), clock()[:5], p.first).t("seriennr ").k(mtSerial()).t("\n[%s] Noc: call me on ", clock()[:5]).p("phone", phoneOf(p.loc)).t(", i'll walk you through the reset\n")
		}},
		{"vendor_tac_case", func(b *B) {
			p := anyPerson()
			b.t("Service Request %s has been opened for %s (PID %s, SN ", tacSR(), p.full(), pick("C9300-48P", "ASR1001-X", "N9K-C93180YC-FX")).k(ciscoSerial()).t(").\nSeverity: 3\nContact phone: ").p("phone", phoneOf(p.loc)).t("\nContact email: ").p("email", email(p, true)).t("\nContract: ").k(dg(9)).t("\n")
		}},
	}
}

func autoTemplates() []T {
	return []T{
		{"ansible_inventory", func(b *B) {
			b.t("[routers:vars]\nansible_network_os=cisco.ios.ios\nansible_connection=ansible.netcommon.network_cli\nansible_user=%s\nansible_password=", pick("ansible", "svc_netauto")).p("bearer", password()).t("\nansible_become=yes\nansible_become_method=enable\nansible_become_password=").p("bearer", password()).t("\n\n[routers]\n%s ansible_host=%s\n", host(), privIP())
		}},
		{"netmiko_script", func(b *B) {
			b.t("from netmiko import ConnectHandler\n\ndev = {\n    'device_type': 'cisco_ios',\n    'host': '%s',\n    'username': '%s',\n    'password': '", privIP(), pick("admin", "netops", "automation")).p("bearer", password()).t("',\n    'secret': '").p("bearer", password()).t("',\n}\nwith ConnectHandler(**dev) as c:\n    c.enable()\n    print(c.send_command('show ip int brief'))\n")
		}},
		{"nornir_hosts_yaml", func(b *B) {
			b.t("---\n%s:\n  hostname: %s\n  platform: junos\n  username: automation\n  password: ", host(), privIP()).p("bearer", password()).t("\n  data:\n    site: %s\n    asn: ", pick("fra1", "ams2", "lon3")).k(asn()).t("\n")
		}},
		{"oxidized_routerdb", func(b *B) {
			b.t("# /home/oxidized/.config/oxidized/router.db  (name:model:username:password:enable)\n")
			for i := 0; i < ri(2, 3); i++ {
				b.t("%s:%s:%s:", privIP(), pick("ios", "junos", "routeros", "fortios", "edgeos"), pick("oxidized", "backup", "rancid")).p("bearer", password()).t(":").p("bearer", password()).t("\n")
			}
		}},
		{"rancid_cloginrc", func(b *B) {
			net := fmt.Sprintf("10.%d.*", ri(0, 254))
			b.t("add user %s %s\nadd password %s {", net, pick("rancid", "netbackup"), net).p("bearer", password()).t("} {").p("bearer", password()).t("}\nadd method * ssh\n")
		}},
		{"netbox_token", func(b *B) {
			b.t("export NETBOX_URL=https://netbox.%s\nexport NETBOX_TOKEN=", corpDomain("en")).p("bearer", U(func() string { return hexs(20) })).t("\ncurl -s -H \"Authorization: Token $NETBOX_TOKEN\" \"$NETBOX_URL/api/ipam/prefixes/?q=").k(cidr()).t("\" | jq .count\n")
		}},
		{"terraform_provider", func(b *B) {
			if chance(0.5) {
				b.t("provider \"panos\" {\n  hostname = \"%s\"\n  api_key  = \"", privIP()).p("bearer", panKey()).t("\"\n}\n")
			} else {
				b.t("provider \"fortios\" {\n  hostname = \"%s\"\n  token    = \"", privIP()).p("bearer", U(func() string { return rs(lower+digits+upper, 30) })).t("\"\n  insecure = \"true\"\n}\n")
			}
			b.t("resource \"panos_address_object\" \"web\" {\n  name  = \"web-srv\"\n  value = \"").k(privIP() + "/32").t("\"\n}\n")
		}},
		{"tailscale_authkey", func(b *B) {
			b.t("sudo tailscale up --authkey=").p("bearer", U(func() string { return "tskey-auth-k" + rs(alnum, 11) + "CNTRL-" + rs(alnum, 33) })).t(" --advertise-routes=").k(cidr()).t(" --advertise-exit-node --hostname=%s\n", host())
		}},
		{"github_actions_netops", func(b *B) {
			b.t("# .github/workflows/backup.yml (committed by mistake)\nenv:\n  GH_TOKEN: ").p("bearer", U(func() string { return "ghp_" + rs(alnum, 36) })).t("\n  DEVICE_PASSWORD: ").p("bearer", password()).t("\njobs:\n  backup:\n    runs-on: [self-hosted, noc]\n")
		}},
		{"slack_webhook_alert", func(b *B) {
			b.t("alertmanager.yml:\nreceivers:\n  - name: noc-slack\n    slack_configs:\n      - api_url: https://hooks.slack.com/services/").k("T"+rs(upper+digits, 8)+"/B"+rs(upper+digits, 10)).t("/").p("bearer", U(func() string { return rs(alnum, 24) })).t("\n        channel: '#noc-alerts'\n        title: '{{ .CommonLabels.alertname }} on {{ .CommonLabels.instance }}'\n")
		}},
		{"pritunl_api", func(b *B) {
			b.t("PRITUNL_API_TOKEN=").p("bearer", U(func() string { return rs(alnum, 32) })).t("\nPRITUNL_API_SECRET=").p("bearer", U(func() string { return rs(alnum, 32) })).t("\npritunl-client add pritunl://%s/ku/%s\n", "vpn."+corpDomain("en"), rs(alnum, 8))
		}},
		{"http_basic_controller", func(b *B) {
			u := pick("admin", "apiuser", "monitor")
			pw := U(func() string { return mixed(ri(10, 14)) })
			cred := b64enc(u + ":" + pw)
			used[cred] = true
			b.t("GET /rest/system/resource HTTP/1.1\nHost: %s\nAuthorization: Basic ", privIP()).p("bearer", cred).t("\nUser-Agent: python-requests/2.31.0\n")
		}},
		{"url_userinfo_backup", func(b *B) {
			pw := U(func() string { return mixed(ri(10, 16)) })
			b.t("copy running-config ftp://%s:", pick("backup", "cfgbkp")).p("bearer", pw).t("@%s/configs/%s-%s.cfg\nAddress or name of remote host [%s]?\n", privIP(), host(), date(), privIP())
		}},
	}
}

func jwtTemplates() []T {
	return []T{
		{"dnac_xauth_token", func(b *B) {
			now := epoch()
			pl := fmt.Sprintf(`{"sub":"%s","authSource":"internal","tenantName":"TNT0","roles":["%s"],"tenantId":"%s","exp":%d,"iat":%d,"jti":"%s","username":"%s"}`, hexs(12), hexs(12), hexs(12), now+3600, now, uuid(), pick("admin", "netops", "svc-dnac"))
			b.t("curl -k -X GET https://%s/dna/intent/api/v1/network-device -H 'X-Auth-Token: ", privIP()).p("jwt", jwt(`{"typ":"JWT","alg":"RS256"}`, pl, 256)).t("'\n")
		}},
		{"cf_access_cookie", func(b *B) {
			p := anyPerson()
			em := email(p, true)
			now := epoch()
			pl := fmt.Sprintf(`{"aud":["%s"],"email":"%s","exp":%d,"iat":%d,"nbf":%d,"iss":"https://%s.cloudflareaccess.com","type":"app","identity_nonce":"%s","sub":"%s","country":"%s"}`, hexs(32), em, now+86400, now, now, pick("acme", "netops", "corp"), rs(alnum, 16), uuid(), pick("DE", "US", "FR", "NL"))
			b.t("GET /admin HTTP/2\nHost: grafana.%s\ncf-access-jwt-assertion: ", corpDomain("en")).p("jwt", jwt(fmt.Sprintf(`{"alg":"RS256","kid":"%s","typ":"JWT"}`, hexs(32)), pl, 256)).t("\nx-forwarded-user: ").p("email", em).t("\n")
		}},
		{"aruba_central_bearer", func(b *B) {
			now := epoch()
			pl := fmt.Sprintf(`{"client_id":"%s","customer_id":"%s","exp":%d,"iat":%d,"scope":"all"}`, rs(alnum, 32), hexs(16), now+7200, now)
			b.t("import requests\nhdr = {'Authorization': 'Bearer ").p("jwt", jwt(`{"alg":"HS256","typ":"JWT"}`, pl, 32)).t("'}\nr = requests.get('https://apigw-eucentral3.central.arubanetworks.com/monitoring/v2/aps', headers=hdr)\n")
		}},
		{"opnsense_oidc_log", func(b *B) {
			p := anyPerson()
			now := epoch()
			pl := fmt.Sprintf(`{"iss":"https://sso.%s/realms/netops","sub":"%s","aud":"openvpn","exp":%d,"iat":%d,"preferred_username":"%s","email":"%s"}`, corpDomain("en"), uuid(), now+300, now, ascii(p.first), ascii(p.first)+"@"+corpDomain(p.loc))
			b.t("%s openvpn-sso[%d]: received id_token=", ts(), ri(1000, 9999)).p("jwt", jwt(fmt.Sprintf(`{"alg":"RS256","typ":"JWT","kid":"%s"}`, rs(alnum+"-_", 43)), pl, 256)).t(" state=%s\n", rs(alnum, 22))
		}},
		{"zscaler_api_token", func(b *B) {
			now := epoch()
			pl := fmt.Sprintf(`{"iss":"https://%s.zslogin.net/oauth2/v1","sub":"%s","aud":"https://api.zscaler.com","exp":%d,"iat":%d}`, pick("acme", "corp"), uuid(), now+3600, now)
			b.t("{\"token_type\":\"Bearer\",\"access_token\":\"").p("jwt", jwt(`{"alg":"ES256","typ":"JWT"}`, pl, 64)).t("\",\"expires_in\":3600}\n")
		}},
		{"unifi_ws_jwt_de", func(b *B) {
			now := epoch()
			pl := fmt.Sprintf(`{"userId":"%s","isRememberMe":true,"csrfToken":"%s","iat":%d,"exp":%d}`, uuid(), uuid(), now, now+2592000)
			b.t("Frage: warum läuft mein UniFi-Login-Cookie nie ab? TOKEN=").p("jwt", jwt(`{"alg":"HS256","typ":"JWT"}`, pl, 32)).t(" – exp liegt 30 Tage in der Zukunft (isRememberMe). Controller ").k(pick("8.0.28", "8.2.93")).t(".")
		}},
	}
}

func idTemplates() []T {
	return []T{
		{"contractor_vpn_onboarding", func(b *B) {
			p := personOf("en")
			b.t("VPN access request %s\nContractor: %s (%s)\nSSN (for background check): ", "REQ"+dg(7), p.full(), pick("cabling", "firewall migration", "Wi-Fi survey")).p("ssn", ssn()).t("\nPhone: ").p("phone", phoneUS()).t("\nPersonal email: ").p("email", email(p, false)).t("\nAccess: GlobalProtect group VPN-Contractors, expires %s\n", date())
		}},
		{"w9_vendor_itin", func(b *B) {
			p := personOf("es")
			b.t("Vendor setup – %s Low Voltage & Fiber LLC\nW-9 on file. Owner: %s\nTIN type: ITIN ", pick("Rio Grande", "Bayview", "Desert"), p.full()).p("ssn", itin()).t("\nEIN: ").k(fmt.Sprintf("%02d-%07d", ri(10, 88), ri(0, 9999999))).t("\nPO ").k("PO-" + dg(6)).t(" for structured cabling, IDF 3 and 4\n")
		}},
		{"helpdesk_ssn_verify", func(b *B) {
			p := personOf("en")
			s := ssn()
			b.t("Caller %s requested a VPN token reset. Identity verified with last 4 of SSN (", p.full()).k("XXX-XX-"+s[7:]).t("); HR record shows full SSN ").p("ssn", s).t(". Callback number ").p("phone", phoneUS()).t(". RSA token serial ").k(dg(12)).t(".")
		}},
		{"csv_vpn_users_hr", func(b *B) {
			b.t("employee_id,name,email,ssn,vpn_group\n")
			for i := 0; i < ri(2, 3); i++ {
				p := personOf("en")
				b.t("E%05d,%s,", ri(10000, 99999), p.full()).p("email", email(p, true)).t(",").p("ssn", ssn()).t(",%s\n", pick("vpn-staff", "vpn-admin", "vpn-contractor"))
			}
		}},
		{"card_license_purchase", func(b *B) {
			p := anyPerson()
			b.t("Renewed FortiCare for %s (%s) – paid with my corporate card ", fortiSerial(), pick("FC-10-0060F-247-02-36", "FC-10-F100F-950-02-12")).p("credit_card", card()).t(", PO ").k("PO-"+dg(7)).t(", total %d.%02d EUR. Reimbursement to ", ri(300, 3000), ri(0, 99)).p("email", email(p, true)).t(" please.")
		}},
		{"card_domain_registrar", func(b *B) {
			p := anyPerson()
			b.t("Domain %s expires %s. Auto-renew failed: card ending ", corpDomain("en"), date()).k(fmt.Sprint(ri(1000, 9999))).t(" declined. Updated payment to ").p("credit_card", card()).t(" (cardholder %s). DNSSEC DS key tag ", p.full()).k(fmt.Sprint(ri(10000, 65535))).t(", digest ").k(strings.ToUpper(hexs(32))).t(".")
		}},
		{"card_colo_order", func(b *B) {
			p := anyPerson()
			b.t("Colocation order form\nRack: %s, 2x 16A, cross-connect to ", pick("FR5:01:031", "AM3:02:110", "LD8:04:122")).k("AS"+asn()).t("\nBilling contact: %s / ", p.full()).p("email", email(p, true)).t(" / ").p("phone", phoneOf(p.loc)).t("\nSetup fee charged to card ").p("credit_card", card()).t(", CVV provided by phone\n")
		}},
	}
}

func b64enc(s string) string {
	const a = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
	_ = a
	return stdB64(s)
}
