package main

import (
	"fmt"
	"strings"
)

func piiTemplates() []T {
	var all []T
	for _, g := range [][]T{wgTemplates(), ovpnTemplates(), ipsecTemplates(), ciscoTemplates(), junosTemplates(), mikrotikTemplates(), ubntTemplates(), pfTemplates(), fortiPanTemplates(), aaaTemplates(), snmpTemplates(), wifiTemplates(), ddnsTemplates(), ispTemplates(), nocTemplates(), autoTemplates(), jwtTemplates(), idTemplates()} {
		all = append(all, g...)
	}
	return all
}

func cleanTemplates() []T {
	return []T{
		{"c_wg_public_peers", func(b *B) {
			b.t("[Interface]\nPrivateKey = ").k(pick("<client-private-key>", "${WG_PRIVATE_KEY}", "(hidden)", "REPLACE_ME")).t("\nAddress = 10.7.%d.%d/32\n\n[Peer]\nPublicKey = ", ri(0, 250), ri(2, 250)).k(wgPub()).t("\nEndpoint = ").k(pubIP() + ":51820").t("\nAllowedIPs = ").k(cidr()).t("\n")
		}},
		{"c_wg_show", func(b *B) {
			b.t("interface: wg0\n  public key: ").k(wgPub()).t("\n  private key: (hidden)\n  listening port: 51820\n\npeer: ").k(wgPub()).t("\n  endpoint: ").k(pubIP()+":"+fmt.Sprint(ri(1024, 65000))).t("\n  allowed ips: 10.8.0.%d/32\n  latest handshake: %d seconds ago\n  transfer: %d.%02d MiB received, %d.%02d GiB sent\n", ri(2, 250), ri(1, 120), ri(1, 999), ri(0, 99), ri(1, 99), ri(0, 99))
		}},
		{"c_ios_interface", func(b *B) {
			b.t("interface ").k(ifname()).t("\n description UPLINK-TO-%s\n ip address %s 255.255.255.252\n ip ospf network point-to-point\n mtu 9216\n!\ninterface Vlan%d\n ip address ", strings.ToUpper(host()), pubIP(), ri(2, 4000)).k(privIP()).t(" 255.255.255.0\n ip helper-address ").k(privIP()).t("\n")
		}},
		{"c_show_version", func(b *B) {
			b.t("Cisco IOS XE Software, Version ").k(pick("17.09.04a", "17.12.03", "17.06.06a")).t("\n%s uptime is %d years, %d weeks, %d days, %d hours, %d minutes\nSystem image file is \"bootflash:packages.conf\"\ncisco C9300-48P (X86) processor with %dK bytes of memory.\nProcessor board ID ", host(), ri(0, 5), ri(0, 51), ri(0, 6), ri(0, 23), ri(0, 59), ri(1000000, 9999999)).k(ciscoSerial()).t("\nBase Ethernet MAC Address          : ").k(mac(0)).t("\nConfiguration register is 0x102\n")
		}},
		{"c_bgp_summary", func(b *B) {
			b.t("BGP router identifier %s, local AS number ", privIP()).k(asn()).t("\nNeighbor        V           AS MsgRcvd MsgSent   TblVer  InQ OutQ Up/Down  State/PfxRcd\n")
			for i := 0; i < ri(2, 4); i++ {
				b.k(pubIP()).t("   4 %12s %7d %7d %8d    0    0 %dw%dd %8d\n", asn(), ri(1000, 9999999), ri(1000, 999999), ri(100000, 99999999), ri(1, 52), ri(0, 6), ri(1, 990000))
			}
		}},
		{"c_show_interface_counters", func(b *B) {
			b.k(ifname()).t(" is up, line protocol is up\n  Hardware is C9300-48P, address is ").k(mac(2)).t("\n  MTU 1500 bytes, BW 1000000 Kbit/sec\n  5 minute input rate %d bits/sec, %d packets/sec\n     %d packets input, %d bytes, 0 no buffer\n     %d packets output, %d bytes, 0 underruns\n", ri(1000000, 900000000), ri(100, 99999), ri(1000000000, 9999999999), ri(100000000000, 999999999999), ri(1000000000, 9999999999), ri(100000000000, 999999999999))
		}},
		{"c_ios_hashed_only", func(b *B) {
			b.t("enable secret 9 ").k(type9()).t("\nusername admin privilege 15 secret 9 ").k(type9()).t("\nusername readonly privilege 1 secret 5 ").k(md5crypt()).t("\nservice password-encryption\nno ip http server\n")
		}},
		{"c_junos_hashed", func(b *B) {
			b.t("set system root-authentication encrypted-password \"").k(sha512crypt()).t("\"\nset system login user noc class read-only authentication encrypted-password \"").k(sha512crypt()).t("\"\nset system host-name %s\nset system ntp server ", host()).k(privIP()).t("\n")
		}},
		{"c_asa_isakmp_sa", func(b *B) {
			b.t("IKEv2 SAs:\n\nSession-id:%d, Status:UP-ACTIVE, IKE count:1, CHILD count:1\n\nTunnel-id Local                                               Remote                                                  fvrf/ivrf            Status         Role\n%d ", ri(1, 999), ri(100000000, 999999999)).k(pubIP()+"/500").t(" ").k(pubIP()+"/500").t(" Global/Global READY Responder\n      Encr: AES-CBC, keysize: 256, Hash: SHA256, DH Grp:14, Auth sign: PSK, Auth verify: PSK\n      Life/Active Time: 86400/%d sec\n", ri(1, 86400))
		}},
		{"c_ovpn_profile_nosecrets", func(b *B) {
			b.t("client\ndev tun\nproto udp\nremote vpn.%s 1194\nauth-user-pass /etc/openvpn/creds.txt\ntls-auth ta.key 1\nca ca.crt\n# ca fingerprint ", corpDomain("en")).k(fingerprint()).t("\ncipher AES-256-GCM\ndata-ciphers AES-256-GCM:CHACHA20-POLY1305\nverb 3\n")
		}},
		{"c_ipsec_statusall", func(b *B) {
			b.t("Status of IKE charon daemon (strongSwan %s, Linux 6.1.0-18-amd64, x86_64):\n  uptime: %d days, since %s\nSecurity Associations (1 up, 0 connecting):\n   site-%s[%d]: ESTABLISHED %d minutes ago, ", pick("5.9.13", "5.9.8", "6.0.0"), ri(1, 200), ts(), pick("a", "b"), ri(1, 99), ri(1, 59)).k(pubIP()).t("[%s]...", pick("moon.strongswan.org", "C=DE, O=Acme, CN=gw1")).k(pubIP()).t("\n   site-a{%d}:  INSTALLED, TUNNEL, reqid 1, ESP SPIs: %s_i %s_o\n", ri(1, 99), hexs(4), hexs(4))
		}},
		{"c_mikrotik_export_hidden", func(b *B) {
			b.t("# %s by RouterOS ", date()+" "+clock()).k(pick("7.14.3", "7.15.2")).t("\n# software id = %s-%s\n# model = RB5009UG+S+\n# serial number = ", strings.ToUpper(rs(alnum, 4)), strings.ToUpper(rs(alnum, 4))).k(mtSerial()).t("\n/interface bridge add name=bridge\n/interface vlan add interface=bridge name=vlan%d vlan-id=%d\n/ip address add address=", ri(2, 99), ri(2, 99)).k(privIP()+"/24").t(" interface=bridge\n/ip dhcp-server network add address=").k(cidr()).t(" gateway=%s\n", privIP())
		}},
		{"c_edgeos_show_int", func(b *B) {
			b.t("Codes: S - State, L - Link, u - Up, D - Down, A - Admin Down\nInterface    IP Address                        S/L  Description\n---------    ----------                        ---  -----------\n")
			for i := 0; i < 3; i++ {
				b.t("eth%d         ", i).k(privIP()+"/24").t("                u/u  %s\n", pick("LAN", "WAN", "DMZ", "Mgmt"))
			}
		}},
		{"c_pfsense_rules_xml", func(b *B) {
			b.t("<rule>\n  <id></id>\n  <tracker>%d</tracker>\n  <type>pass</type>\n  <interface>wan</interface>\n  <ipprotocol>inet</ipprotocol>\n  <protocol>udp</protocol>\n  <source><any></any></source>\n  <destination><network>wanip</network><port>51820</port></destination>\n  <descr><![CDATA[WireGuard]]></descr>\n  <created><time>%d</time><username><![CDATA[admin@", ri(1000000000, 1799999999), epoch()).k(privIP()).t(" (Local Database)]]></username></created>\n</rule>")
		}},
		{"c_forti_policy", func(b *B) {
			b.t("config firewall policy\n    edit %d\n        set name \"LAN-to-WAN\"\n        set uuid %s\n        set srcintf \"internal\"\n        set dstintf \"wan1\"\n        set srcaddr \"", ri(1, 200), uuid()).k(cidr()).t("\"\n        set action accept\n        set schedule \"always\"\n        set service \"ALL\"\n        set nat enable\n    next\nend\n")
		}},
		{"c_panos_rule", func(b *B) {
			b.t("set rulebase security rules allow-dns from trust to untrust source ").k(cidr()).t(" destination ").k(pubIP()).t(" application dns service application-default action allow\n# PAN-OS ").k(pick("10.2.10", "11.1.3")).t(" serial ").k(panSerial()).t("\n")
		}},
		{"c_snmpwalk_output", func(b *B) {
			b.t("SNMPv2-MIB::sysDescr.0 = STRING: Juniper Networks, Inc. mx204 internet router, kernel JUNOS ").k(pick("22.4R3-S2.11", "21.4R3-S6")).t("\nSNMPv2-MIB::sysObjectID.0 = OID: ").k("SNMPv2-SMI::enterprises.2636.1.1.1.2."+fmt.Sprint(ri(100, 200))).t("\nDISMAN-EVENT-MIB::sysUpTimeInstance = Timeticks: (%d) %d days\nIF-MIB::ifHCInOctets.%d = Counter64: ", ri(100000000, 999999999), ri(1, 800), ri(500, 600)).k(fmt.Sprint(ri(1000000000000, 9999999999999))).t("\n")
		}},
		{"c_snmp_public_default", func(b *B) {
			b.t("Reminder: the lab switches still answer to `snmpwalk -v2c -c public %s system` – the default community ", privIP()).k("public").t(" must be disabled before the audit (%s).", chg())
		}},
		{"c_lldp_neighbors", func(b *B) {
			b.t("Local Intf: ").k(ifname()).t("\nChassis id: ").k(mac(2)).t("\nPort id: %s\nSystem Name: %s\nSystem Description:\nJuniper Networks, Inc. ex4300-48p Ethernet Switch, kernel JUNOS %s\nManagement Addresses:\n    IP: ", ifname(), host(), pick("21.4R3-S4", "22.2R3")).k(privIP()).t("\n")
		}},
		{"c_mac_table", func(b *B) {
			b.t("          Mac Address Table\n-------------------------------------------\nVlan    Mac Address       Type        Ports\n")
			for i := 0; i < ri(3, 5); i++ {
				b.t("%4d    ", ri(1, 4000)).k(mac(2)).t("    DYNAMIC     Gi1/0/%d\n", ri(1, 48))
			}
		}},
		{"c_dhcp_leases", func(b *B) {
			for i := 0; i < 2; i++ {
				b.t("lease ").k(privIP()).t(" {\n  starts 3 %s;\n  ends 3 %s;\n  hardware ethernet ", strings.ReplaceAll(date(), "-", "/")+" "+clock(), strings.ReplaceAll(date(), "-", "/")+" "+clock()).k(mac(0)).t(";\n  client-hostname \"%s\";\n}\n", pick("SEP", "AP-", "PRN-")+strings.ToUpper(hexs(6)))
			}
		}},
		{"c_traceroute", func(b *B) {
			b.t("traceroute to %s (%s), 30 hops max, 60 byte packets\n", "vpn."+corpDomain("en"), pubIP())
			for i := 1; i <= 4; i++ {
				ip := pubIP()
				b.t(" %d  ", i).k(ip).t(" (%s)  %d.%03d ms  %d.%03d ms  %d.%03d ms\n", ip, ri(0, 90), ri(0, 999), ri(0, 90), ri(0, 999), ri(0, 90), ri(0, 999))
			}
		}},
		{"c_ping_mtu", func(b *B) {
			ip := pubIP()
			b.t("$ ping -M do -s 1472 -c 3 %s\nPING %s (", ip, ip).k(ip).t(") 1472(1500) bytes of data.\nping: local error: message too long, mtu=1420\n--- %s ping statistics ---\n3 packets transmitted, 0 received, +3 errors, 100%% packet loss, time %dms\n", ip, ri(2000, 2100))
		}},
		{"c_looking_glass", func(b *B) {
			b.t("show route %s table inet.0 detail\n", cidr()).t("  AS path: ").k(asn()+" "+asn()+" "+asn()).t(" I\n  Communities: ").k(fmt.Sprintf("%d:%d %d:%d", ri(1000, 65000), ri(100, 9999), ri(1000, 65000), ri(100, 9999))).t(" large: ").k(fmt.Sprintf("%d:%d:%d", ri(4200000000, 4294967294), ri(1, 999), ri(1, 999))).t("\n  Localpref: 100, MED: %d\n", ri(0, 500))
		}},
		{"c_ipv6_plan", func(b *B) {
			b.t("IPv6 addressing plan (RIPE allocation ").k("2001:db8::/32").t(")\n")
			for i := 0; i < 3; i++ {
				b.t("- %s: ", pick("mgmt", "loopbacks", "p2p", "customers", "dmz")).k(ip6()).t("/%d  VLAN %d\n", pickI(48, 56, 64, 127), ri(2, 4000))
			}
		}},
		{"c_vlan_table", func(b *B) {
			b.t("| VLAN | Name | Subnet | Gateway |\n|---|---|---|---|\n")
			for i := 0; i < ri(3, 5); i++ {
				b.t("| %d | %s | ", ri(2, 4000), pick("MGMT", "VOICE", "CAMERAS", "GUEST", "SERVERS", "PRINTERS")).k(cidr()).t(" | ").k(privIP()).t(" |\n")
			}
		}},
		{"c_noc_ticket_noperson", func(b *B) {
			b.t("%s | P3 | High CPU on %s\nOpened %s by monitoring (LibreNMS alert rule %d)\nCPU 5min: %d%%, top process: BGP Router\nCarrier case ", inc(), host(), ts(), ri(1, 99), ri(70, 99)).k("CS" + dg(8)).t(", circuit ").k(circuit()).t(", linked change ").k(chg()).t("\n")
		}},
		{"c_maint_window_multilang", func(b *B) {
			switch r.Intn(4) {
			case 0:
				b.t("Wartungsankündigung %s: Am ", chg()).k(date()).t(" zwischen 22:00 und 02:00 Uhr werden die Core-Switches auf ").k(ver(17, 17)).t(" aktualisiert. Erwartete Unterbrechung: 15 Minuten.")
			case 1:
				b.t("Avis de maintenance %s : le ", chg()).k(date()).t(" de 23h00 à 01h00, mise à jour des FortiGate vers ").k("7.4." + fmt.Sprint(ri(1, 5))).t(". Coupure VPN prévue d'environ 10 minutes.")
			case 2:
				b.t("メンテナンスのお知らせ（%s）：", chg()).k(date()).t(" 01:00〜03:00 にコアルータ（AS").k(asn()).t("）のOS更新を実施します。")
			default:
				b.t("Ventana de mantenimiento %s: ", chg()).k(date()).t(" 00:00–04:00 CET, reemplazo del enlace ").k(circuit()).t(" en el CPD de Madrid.")
			}
		}},
		{"c_firmware_notes", func(b *B) {
			v := ver(7, 7)
			b.t("FortiOS %s release notes – resolved issues:\n", v)
			for i := 0; i < 3; i++ {
				b.k(fmt.Sprint(ri(800000, 1099999))).t("  %s\n", pick("IPsec tunnel fails to rekey with DH group 21", "SSL VPN web mode crash", "HA sync stalls after upgrade", "SNMP ifHCInOctets wraps early"))
			}
			b.t("Upgrade path: 7.2.8 -> ").k(v).t("\n")
		}},
		{"c_openssl_x509", func(b *B) {
			b.t("$ openssl x509 -in vpn.crt -noout -subject -serial -fingerprint -sha256 -enddate\nsubject=C = DE, O = %s, CN = vpn.%s\nserial=", pick("Acme GmbH", "Stadtwerke"), corpDomain("de")).k(strings.ToUpper(hexs(16))).t("\nsha256 Fingerprint=").k(fingerprint()).t("\nnotAfter=%s 23:59:59 %d GMT\n", pick("Mar 14", "Jun 30", "Dec 1"), ri(2025, 2027))
		}},
		{"c_ssh_known_hosts", func(b *B) {
			b.t("The authenticity of host '%s (", host()).k(privIP()).t(")' can't be established.\nED25519 key fingerprint is SHA256:").k(rs(alnum+"+/", 43)).t(".\n$ cat ~/.ssh/id_ed25519.pub\nssh-ed25519 ").k("AAAAC3NzaC1lZDI1NTE5AAAAI" + b64(32)[:43]).t(" noc@jumphost\n")
		}},
		{"c_netflow_top", func(b *B) {
			b.t("Top talkers (last 5 min) on %s:\n", host())
			for i := 0; i < 3; i++ {
				b.k(privIP()).t(" -> ").k(pubIP()).t(":%d  %d.%d Mbit/s  %d flows\n", pickI(443, 53, 123, 51820, 1194), ri(1, 900), ri(0, 9), ri(1, 9999))
			}
		}},
		{"c_radius_stats", func(b *B) {
			ip := privIP()
			b.keep = nil
			b.t("radclient stats from ").k(ip).t(":\n  Access-Requests: %d\n  Access-Accepts: %d\n  Access-Rejects: %d\n  NAS-Identifier: %s\n", ri(10000, 9999999), ri(10000, 999999), ri(0, 9999), host())
		}},
		{"c_unifi_devices_json", func(b *B) {
			b.t("[{\"name\":\"%s\",\"model\":\"U6LR\",\"mac\":\"", pick("AP-Lobby", "AP-Lager", "AP-OG2")).k(mac(0)).t("\",\"ip\":\"").k(privIP()).t("\",\"version\":\"").k(pick("6.6.77.15402", "6.5.62.14789")).t("\",\"serial\":\"").k(strings.ToUpper(hexs(6))).t("\",\"uptime\":%d}]", ri(1000, 9999999))
		}},
		{"c_syslog_updown", func(b *B) {
			b.t("%s %s: %%LINK-3-UPDOWN: Interface ", syslogTS(), privIP()).k(ifname()).t(", changed state to down\n%s %s: %%BGP-5-ADJCHANGE: neighbor ", syslogTS(), privIP()).k(pubIP()).t(" Down BGP Notification sent\n%s %s: %%SEC-6-IPACCESSLOGP: list OUTSIDE denied tcp %s(%d) -> %s(22), 1 packet\n", syslogTS(), privIP(), pubIP(), ri(1024, 65000), privIP())
		}},
		{"c_ansible_vault_refs", func(b *B) {
			b.t("ansible_user: \"{{ vault_net_user }}\"\nansible_password: \"{{ vault_net_password }}\"\nsnmp_community: \"{{ vault_snmp_ro }}\"\nwireguard_private_key: \"{{ lookup('file', '/etc/wireguard/%s.key') }}\"\nntp_servers:\n  - ", host()).k(privIP()).t("\n")
		}},
		{"c_config_template_placeholders", func(b *B) {
			b.t("crypto isakmp key ").k(pick("<PRE_SHARED_KEY>", "{{ psk }}", "********")).t(" address ").k(pubIP()).t("\nsnmp-server community ").k(pick("<COMMUNITY>", "{{ snmp_ro }}", "$SNMP_RO")).t(" RO\nwpa_passphrase=").k(pick("CHANGE_ME", "${WIFI_PSK}", "<your-passphrase>")).t("\n")
		}},
		{"c_speedtest", func(b *B) {
			b.t("   Speedtest by Ookla\n      Server: %s - %s (id: %d)\n         ISP: %s\nIdle Latency:    %d.%02d ms\n    Download:   %d.%02d Mbps\n      Upload:   %d.%02d Mbps\n Result URL: https://www.speedtest.net/result/c/", pick("Deutsche Glasfaser", "Init7", "Telia"), pick("Frankfurt", "Zurich", "Stockholm"), ri(10000, 60000), pick("Vodafone", "Telekom", "Orange"), ri(1, 40), ri(0, 99), ri(50, 990), ri(0, 99), ri(10, 500), ri(0, 99)).k(uuid()).t("\n")
		}},
		{"c_nmap", func(b *B) {
			ip := privIP()
			b.t("Nmap scan report for %s (", host()).k(ip).t(")\nHost is up (0.00%ds latency).\nPORT     STATE SERVICE\n22/tcp   open  ssh\n161/udp  open  snmp\n500/udp  open  isakmp\n4500/udp open  nat-t-ike\nMAC Address: ", ri(10, 99)).k(mac(1)).t(" (%s)\n", pick("Cisco Systems", "Fortinet", "Ubiquiti", "Routerboard.com"))
		}},
		{"c_ipam_csv", func(b *B) {
			b.t("prefix,vlan,site,description,owner_team\n")
			for i := 0; i < 3; i++ {
				b.k(cidr()).t(",%d,%s,%s,netops\n", ri(2, 4000), pick("FRA1", "AMS2", "WAW1"), pick("servers", "voice", "cctv", "guest"))
			}
		}},
		{"c_route_table", func(b *B) {
			b.t("Gateway of last resort is %s to network 0.0.0.0\n\nS*    0.0.0.0/0 [1/0] via %s\n", pubIP(), pubIP())
			for i := 0; i < 3; i++ {
				b.t("O     ").k(cidr()).t(" [110/%d] via %s, %s, %s\n", ri(2, 200), privIP(), fmt.Sprintf("%02d:%02d:%02d", ri(0, 23), ri(0, 59), ri(0, 59)), ifname())
			}
		}},
		{"c_lte_status", func(b *B) {
			b.t("/interface lte monitor lte1 once\n         status: connected\n       operator: %s\n  data-class: LTE\n       imei: ", pick("Telekom.de", "vodafone UK", "Orange F")).k(imei()).t("\n      iccid: ").k(iccid()).t("\n       rsrp: -%ddBm\n       sinr: %ddB\n  current-cellid: %d\n", ri(70, 115), ri(1, 25), ri(10000000, 999999999))
		}},
		{"c_isp_invoice_lines", func(b *B) {
			b.t("Invoice ").k("INV-"+dg(7)).t(" – period %s\n", date()[:7])
			b.t("  Business Fiber 1 Gbit/s ............ %d.00 EUR\n  Static IPv4 /29 ").k(cidr()).t(" ...... %d.00 EUR\n  Contract no. ", ri(199, 899), ri(10, 49)).k(badCard()).t("\n  IBAN DE%02d %s %s %s %s %s\n", ri(10, 99), dg(4), dg(4), dg(4), dg(4), dg(2))
		}},
		{"c_ticket_ja_nopii", func(b *B) {
			b.t("【作業報告】%s\n対象: %s\n作業内容: IOS-XE を ", chg(), host()).k(pick("17.09.05", "17.12.04")).t(" に更新、BGP ピア ").k(pubIP()).t(" (AS").k(asn()).t(") 再確立を確認。\n所要時間: %d 分\n", ri(10, 90))
		}},
		{"c_optics_dom", func(b *B) {
			b.t("Port     Temp(C)  Volt(V)  Bias(mA)  Tx(dBm)  Rx(dBm)  Serial\n")
			for i := 0; i < 2; i++ {
				b.t("%s  %d.%d  3.%02d  %d.%02d  -%d.%02d  -%d.%02d  ", ifname(), ri(25, 60), ri(0, 9), ri(20, 40), ri(5, 9), ri(0, 99), ri(0, 5), ri(0, 99), ri(1, 20), ri(0, 99)).k(pick("FNS", "AGM", "OPM") + dg(8)).t("\n")
			}
		}},
		{"c_tcpdump", func(b *B) {
			for i := 0; i < 3; i++ {
				b.t("%s.%06d IP ", clock(), ri(0, 999999)).k(pubIP()+".500").t(" > %s.500: isakmp: parent_sa ikev2_init[%s]\n", pubIP(), pick("I", "R"))
			}
		}},
		{"c_show_license", func(b *B) {
			b.t("Smart Licensing Status\n  Registration: REGISTERED\n  Smart Account: %s\n  Virtual Account: NOC\n  Product Instance: %s\n  UDI: PID:%s,SN:", pick("Acme Corp", "Stadtwerke Lindau"), host(), pick("C9300-48P", "ISR4331/K9")).k(ciscoSerial()).t("\n  Last TAC case: SR ").k(tacSR()).t("\n")
		}},
		{"c_circuit_inventory", func(b *B) {
			b.t("circuit_id,carrier,bandwidth,a_end,z_end,account\n")
			for i := 0; i < 3; i++ {
				b.k(circuit()).t(",%s,%dM,%s,%s,", pick("Lumen", "Zayo", "Colt", "Telia"), pickI(100, 500, 1000, 10000), pick("FRA1", "AMS2", "LON4"), pick("DC2", "HQ", "POP-3")).k(dg(9)).t("\n")
			}
		}},
		{"c_arp_table", func(b *B) {
			b.t("Protocol  Address          Age (min)  Hardware Addr   Type   Interface\n")
			for i := 0; i < 3; i++ {
				b.t("Internet  ").k(privIP()).t("  %d  ", ri(0, 240)).k(mac(2)).t("  ARPA   Vlan%d\n", ri(2, 4000))
			}
		}},
		{"c_forum_q_routing", func(b *B) {
			b.t("Why does my OSPF adjacency stay in EXSTART? Both sides are on ").k(cidr()).t(", MTU 1500 on %s and 9000 on the Juniper (%s). Router IDs ", ifname(), pick("22.4R2", "21.2R3")).k(privIP()).t(" and ").k(privIP()).t(". Area 0.0.0.%d.", ri(0, 9))
		}},
		{"c_dns_zone", func(b *B) {
			d := corpDomain("en")
			b.t("$ORIGIN %s.\n@ 3600 IN SOA ns1.%s. hostmaster.%s. ", d, d, d).k(fmt.Sprint(ri(2024010100, 2026123199))).t(" 7200 3600 1209600 300\nvpn 300 IN A ").k(pubIP()).t("\nvpn 300 IN AAAA ").k(ip6()).t("\n_sip._udp 3600 IN SRV 10 60 5060 sip.%s.\n", d)
		}},
		{"c_wifi_survey", func(b *B) {
			b.t("BSSID              SSID            CH  RSSI  SEC\n")
			for i := 0; i < 3; i++ {
				b.k(mac(1)).t("  %-14s  %d  -%d  WPA2-PSK\n", pick("Office-5G", "Guest", "DIRECT-xx-HP", "IoT"), pickI(1, 6, 11, 36, 44, 149), ri(40, 90))
			}
		}},
		{"c_invalid_ssn_partnums", func(b *B) {
			b.t("Spare parts for %s: PSU P/N ", host()).k(fmt.Sprintf("341-%04d-%02d", ri(0, 9999), ri(1, 9))).t(", fan tray ").k(fmt.Sprintf("800-%05d-%02d", ri(10000, 99999), ri(1, 9))).t(", line card ").k(fmt.Sprintf("73-%d-%02d", ri(10000, 19999), ri(1, 9))).t("; HR test record SSN ").k(fmt.Sprintf("000-%02d-%04d", ri(1, 99), ri(1, 9999))).t(" (invalid, test data).")
		}},
	}
}
