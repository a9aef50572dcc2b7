package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func junosTemplates() []T {
	return []T{
		{"junos_radius_root", func(b *B) {
			b.t("set system root-authentication encrypted-password \"").k(sha512crypt()).t("\"\nset system radius-server ").k(privIP()).t(" secret \"").p("bearer", junos9(psk())).t("\"\nset system radius-server %s source-address %s\n", privIP(), privIP())
		}},
		{"junos_snmpv3", func(b *B) {
			u := pick("nms", "librenms", "observium")
			b.t("snmp {\n    v3 {\n        usm {\n            local-engine {\n                user %s {\n                    authentication-sha {\n                        authentication-key \"", u).p("bearer", junos9(password())).t("\"; ## SECRET-DATA\n                    }\n                    privacy-aes128 {\n                        privacy-key \"").p("bearer", junos9(password())).t("\"; ## SECRET-DATA\n                    }\n                }\n            }\n        }\n    }\n}\n")
		}},
		{"junos_bgp_auth", func(b *B) {
			b.t("set protocols bgp group %s type external\nset protocols bgp group %s peer-as ", pick("TRANSIT", "IXP-RS"), pick("TRANSIT", "IXP-RS")).k(asn()).t("\nset protocols bgp group TRANSIT authentication-key \"").p("bearer", junos9(password())).t("\"\nset protocols bgp group TRANSIT neighbor ").k(pubIP()).t("\n# %s Junos: ", junSerial()).k(pick("21.4R3-S5", "22.2R3.15", "23.2R1-S2")).t("\n")
		}},
		{"junos_login_plain", func(b *B) {
			p := anyPerson()
			u := ascii(p.first)
			b.t("[edit]\nuser@srx# set system login user %s class super-user authentication plain-text-password-value ", u).p("bearer", password()).t("\nuser@srx# set system login user %s full-name \"%s\"\nuser@srx# set system services ssh root-login deny\nuser@srx# commit comment \"add %s, ticket ", u, p.full(), u).k(chg()).t("\"\n")
		}},
		{"junos_tacplus", func(b *B) {
			b.t("system {\n    tacplus-server {\n        %s {\n            port 49;\n            secret \"", privIP()).p("bearer", junos9(psk())).t("\"; ## SECRET-DATA\n            source-address %s;\n        }\n    }\n}\n", privIP())
		}},
	}
}

func mikrotikTemplates() []T {
	return []T{
		{"mt_ppp_secret", func(b *B) {
			b.t("/ppp secret\n")
			for i := 0; i < ri(2, 3); i++ {
				b.t("add name=%s password=", pick("cust", "c", "fttx")+fmt.Sprint(ri(10000, 99999))).p("bearer", password()).t(" profile=%s remote-address=%s service=pppoe\n", pick("50M", "100M", "1G", "default"), pubIP())
			}
		}},
		{"mt_wifi_profile", func(b *B) {
			if chance(0.5) {
				b.t("/interface wireless security-profiles\nset [ find default=yes ] supplicant-identity=MikroTik\nadd authentication-types=wpa2-psk mode=dynamic-keys name=%s wpa2-pre-shared-key=", pick("office", "guest", "lager")).p("bearer", wifiPSK()).t("\n")
			} else {
				b.t("/interface wifi security\nadd authentication-types=wpa2-psk,wpa3-psk name=sec-%s passphrase=\"", pick("staff", "iot", "guest")).p("bearer", wifiPSK()).t("\" wps=disable\n")
			}
			b.t("/interface wifi\nset [ find default-name=wifi1 ] configuration.ssid=\"%s\" mac-address=", pick("Buero-5G", "Staff", "Kassenbereich", "HQ-Corp")).k(mac(1)).t("\n")
		}},
		{"mt_user_add", func(b *B) {
			b.t("[admin@%s] > /user add name=%s group=%s password=", pick("MikroTik", "hAP-ax3", "CCR2004"), pick("support", "backup", "monitor", "tech01"), pick("full", "read", "write")).p("bearer", password()).t("\n[admin@MikroTik] > /system routerboard print\n       routerboard: yes\n             model: %s\n     serial-number: ", pick("CCR2004-1G-12S+2XS", "RB5009UG+S+", "hAP ax^3")).k(mtSerial()).t("\n  current-firmware: ").k(pick("7.14.3", "7.15.2", "7.16.1")).t("\n")
		}},
		{"mt_pppoe_client", func(b *B) {
			b.t("/interface pppoe-client\nadd add-default-route=yes disabled=no interface=ether1 name=pppoe-out1 use-peer-dns=yes user=%s password=", pick("00"+dg(10)+"@t-online.de", dg(9)+"@adsl.isp", "fibra"+dg(6), "h"+dg(8)+"@vodafone-dsl.de")).p("bearer", password()).t("\n/interface vlan add interface=ether1 name=vlan7 vlan-id=7\n")
		}},
		{"mt_snmp", func(b *B) {
			b.t("/snmp community\nset [ find default=yes ] disabled=yes\nadd addresses=%s authentication-password=", cidr()).p("bearer", password()).t(" authentication-protocol=SHA1 encryption-password=").p("bearer", password()).t(" encryption-protocol=AES name=%s security=private\n/snmp set contact=", pick("nms-v3", "monitor")).p("email", email(anyPerson(), true)).t(" enabled=yes\n")
		}},
		{"mt_fetch_ddns", func(b *B) {
			u := pick("netadmin", "ddnsuser", "routerbk")
			pw := U(func() string { return mixed(ri(10, 16)) })
			b.t(":local ip [/ip address get [find interface=pppoe-out1] address]\n/tool fetch mode=https url=\"https://%s:", u).p("bearer", pw).t("@dynupdate.no-ip.com/nic/update?hostname=%s.ddns.net&myip=$ip\" keep-result=no\n", pick("office", "lager", "praxis", "cabin"))
		}},
		{"mt_sms_alert", func(b *B) {
			b.t("/system script add name=wan-down source={\n  /tool sms send lte1 phone-number=\"").p("phone", phoneOf(pick("de", "en", "nl", "pl", "sv"))).t("\" message=\"WAN down on $[/system identity get name]\"\n}\n/interface lte info lte1 once\n  imei: ").k(imei()).t("\n  iccid: ").k(iccid()).t("\n")
		}},
	}
}

func ubntTemplates() []T {
	return []T{
		{"edgeos_pppoe", func(b *B) {
			b.t("set interfaces ethernet eth0 vif 7 pppoe 0 user-id %s\nset interfaces ethernet eth0 vif 7 pppoe 0 password ", pick("b"+dg(9)+"@fibre.isp", "kund"+dg(7), dg(12))).p("bearer", password()).t("\nset interfaces ethernet eth0 vif 7 pppoe 0 mtu 1492\nset interfaces ethernet eth0 vif 7 pppoe 0 default-route auto\n")
		}},
		{"edgeos_login", func(b *B) {
			b.t("set system login user ubnt authentication encrypted-password '").k(sha512crypt()).t("'\nset system login user %s authentication plaintext-password '", pick("support", "rmm", "backupuser")).p("bearer", password()).t("'\nset system login user %s level admin\ncommit; save\n", pick("support", "rmm"))
		}},
		{"edgeos_ipsec", func(b *B) {
			peer := pubIP()
			b.t("set vpn ipsec site-to-site peer %s authentication mode pre-shared-secret\nset vpn ipsec site-to-site peer %s authentication pre-shared-secret ", peer, peer).p("bearer", psk()).t("\nset vpn ipsec site-to-site peer %s local-address ", peer).k(pubIP()).t("\n")
		}},
		{"unifi_wlanconf", func(b *B) {
			b.t("> db.wlanconf.find({}, {name:1, x_passphrase:1, security:1}).pretty()\n{\n\t\"_id\" : ObjectId(\"%s\"),\n\t\"name\" : \"%s\",\n\t\"security\" : \"wpapsk\",\n\t\"x_passphrase\" : \"", hexs(12), pick("Praxis-WLAN", "Guest", "Office", "IoT-2G")).p("bearer", wifiPSK()).t("\"\n}\n")
		}},
		{"unifi_radius_profile", func(b *B) {
			b.t("{\"_id\":\"%s\",\"name\":\"%s\",\"auth_servers\":[{\"ip\":\"%s\",\"port\":1812,\"x_secret\":\"", hexs(12), pick("NPS", "FreeRADIUS", "ClearPass"), privIP()).p("bearer", psk()).t("\"}],\"vlan_enabled\":true,\"site_id\":\"%s\"}", hexs(12))
		}},
		{"unifi_api_cookie", func(b *B) {
			now := epoch()
			pl := fmt.Sprintf(`{"userId":"%s","passwordRevision":%d,"isRememberMe":false,"csrfToken":"%s","iat":%d,"exp":%d}`, uuid(), now-ri(100000, 900000), uuid(), now, now+7200)
			b.t("curl -sk -b 'TOKEN=").p("jwt", jwt(`{"alg":"HS256","typ":"JWT"}`, pl, 32)).t("' https://%s/proxy/network/api/s/default/stat/device | jq '.data[] | {name, mac, version}'\n# UDM Pro ", privIP()).k(pick("4.0.6", "3.2.12", "4.1.13")).t(", Network ").k(pick("8.4.62", "8.1.113", "8.6.9")).t("\n")
		}},
		{"unifi_ssh_device", func(b *B) {
			b.t("Site settings > Device Authentication\n  SSH username: %s\n  SSH password: ", pick("ubntadmin", "siteadmin", "netops")).p("bearer", password()).t("\nAdopted: U6-LR ").k(mac(0)).t(" (").k(pick("6.6.77", "6.5.62", "6.6.65")).t(")\n")
		}},
	}
}

func pfTemplates() []T {
	return []T{
		{"pf_smtp_notify", func(b *B) {
			p := anyPerson()
			b.t("<notifications>\n  <smtp>\n    <ipaddress>smtp.%s</ipaddress>\n    <port>587</port>\n    <ssl></ssl>\n    <notifyemailaddress>", corpDomain(p.loc)).p("email", email(p, true)).t("</notifyemailaddress>\n    <username>%s</username>\n    <password>", "pfsense-alerts").p("bearer", password()).t("</password>\n    <authentication_mechanism>LOGIN</authentication_mechanism>\n  </smtp>\n</notifications>")
		}},
		{"pf_dyndns_xml", func(b *B) {
			b.t("<dyndnses>\n  <dyndns>\n    <type>cloudflare</type>\n    <interface>wan</interface>\n    <host>%s</host>\n    <domainname>%s</domainname>\n    <username>", pick("vpn", "home", "fw"), corpDomain("en")).p("email", email(anyPerson(), false)).t("</username>\n    <password>").p("bearer", U(func() string { return rs(alnum+"_-", 40) })).t("</password>\n    <zoneid>").k(hexs(16)).t("</zoneid>\n    <ttl>120</ttl>\n  </dyndns>\n</dyndnses>")
		}},
		{"pf_ppp_xml", func(b *B) {
			pw := password()
			enc := base64.StdEncoding.EncodeToString([]byte(pw))
			used[enc] = true
			b.t("<ppps>\n  <ppp>\n    <ptpid>0</ptpid>\n    <type>pppoe</type>\n    <if>pppoe0</if>\n    <ports>igb0.7</ports>\n    <username>%s</username>\n    <password>", pick("kunde"+dg(8)+"@dsl.example-isp.de", "pppoe_"+dg(7))).p("bearer", enc).t("</password>\n    <provider>%s</provider>\n  </ppp>\n</ppps>", pick("Telekom", "1und1", "Orange", "Movistar"))
		}},
		{"opnsense_api_key", func(b *B) {
			b.t("$ cat ~/apikey_%s.txt\nkey=", pick("root", "backup", "ansible")).p("bearer", U(func() string { return rs(alnum+"+/", 80) })).t("\nsecret=").p("bearer", U(func() string { return rs(alnum+"+/", 80) })).t("\n$ curl -k -u \"$KEY:$SECRET\" https://%s/api/core/firmware/status\n", privIP())
		}},
		{"opnsense_radius_xml", func(b *B) {
			b.t("<authserver>\n  <refid>%s</refid>\n  <type>radius</type>\n  <name>NPS</name>\n  <host>%s</host>\n  <radius_secret>", hexs(7)[:13], privIP()).p("bearer", psk()).t("</radius_secret>\n  <radius_auth_port>1812</radius_auth_port>\n</authserver>")
		}},
		{"pf_user_xml", func(b *B) {
			p := anyPerson()
			b.t("<user>\n  <scope>user</scope>\n  <bcrypt-hash>").k(bcrypt()).t("</bcrypt-hash>\n  <descr><![CDATA[%s]]></descr>\n  <name>%s</name>\n  <expires></expires>\n  <authorizedkeys>", p.full(), ascii(p.first)).t(base64.StdEncoding.EncodeToString([]byte("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI"+b64(24)))).t("</authorizedkeys>\n  <ipsecpsk>").p("bearer", psk()).t("</ipsecpsk>\n  <uid>%d</uid>\n</user>", ri(2000, 2100))
		}},
	}
}

func fortiPanTemplates() []T {
	return []T{
		{"forti_local_user", func(b *B) {
			p := anyPerson()
			u := ascii(p.first)[:1] + ascii(p.last)
			b.t("config system admin\n    edit \"admin\"\n        set accprofile \"super_admin\"\n        set password ").k(fortiSH2()).t("\n    next\nend\nconfig user local\n    edit \"%s\"\n        set type password\n        set two-factor email\n        set email-to \"", u).p("email", email(p, true)).t("\"\n        set passwd ").p("bearer", fortiENC()).t("\n    next\nend\n")
		}},
		{"forti_api_token", func(b *B) {
			tok := U(func() string { return rs(lower+digits, 30) })
			b.t("curl -k -H \"Authorization: Bearer ").p("bearer", tok).t("\" \"https://%s:%d/api/v2/monitor/system/status\"\n{\"http_method\":\"GET\",\"status\":\"success\",\"serial\":\"", privIP(), pickI(443, 8443, 10443)).k(fortiSerial()).t("\",\"version\":\"").k("v"+pick("7.2.8", "7.4.4", "7.0.14")).t("\",\"build\":%d}\n", ri(1000, 2700))
		}},
		{"forti_radius", func(b *B) {
			b.t("config user radius\n    edit \"NPS-%02d\"\n        set server \"%s\"\n        set secret ", ri(1, 9), privIP()).p("bearer", fortiENC()).t("\n        set nas-ip %s\n    next\nend\n", privIP())
		}},
		{"forti_ddns", func(b *B) {
			b.t("config system ddns\n    edit 1\n        set ddns-server dyndns.org\n        set ddns-domain \"%s.dyndns.org\"\n        set ddns-username \"%s\"\n        set ddns-password ", pick("branch", "shop", "clinic")+fmt.Sprint(ri(1, 99)), pick("acme-it", "fwadmin", "ddnsbranch")).p("bearer", fortiENC()).t("\n        set monitor-interface \"wan1\"\n    next\nend\n")
		}},
		{"forti_vap_psk", func(b *B) {
			b.t("config wireless-controller vap\n    edit \"corp-ssid\"\n        set ssid \"%s\"\n        set security wpa2-only-personal\n        set passphrase ", pick("CORP", "Filiale", "Staff-5G")).p("bearer", fortiENC()).t("\n        set schedule \"always\"\n    next\nend\n")
		}},
		{"forti_plain_psk_ticket", func(b *B) {
			b.t("FortiGate %s: after upgrade to %s the Wi-Fi passphrase was reset. New passphrase for SSID '%s': ", fortiSerial(), pick("7.4.3", "7.2.9"), pick("Guest", "Filiale-12")).p("bearer", wifiPSK()).t(" - please update the sticker in the shop. Call store manager on ").p("phone", phoneOf(pick("en", "de", "it", "es"))).t(".")
		}},
		{"panos_keygen", func(b *B) {
			fw := privIP()
			pw := U(func() string { return mixed(ri(12, 16)) })
			b.t("$ curl -sk -X POST 'https://%s/api/?type=keygen' -d 'user=%s&password=", fw, pick("api-admin", "ansible", "panorama-svc")).p("bearer", pw).t("'\n<response status = 'success'><result><key>").p("bearer", panKey()).t("</key></result></response>\n")
		}},
		{"panos_xpankey", func(b *B) {
			b.t("curl -sk -H 'X-PAN-KEY: ").p("bearer", panKey()).t("' 'https://%s/restapi/v10.2/Objects/Addresses?location=vsys&vsys=vsys1'\n# PA-%s serial ", privIP(), pick("3220", "440", "850", "5220")).k(panSerial()).t(", PAN-OS ").k(pick("10.2.9-h1", "11.1.2-h3", "10.1.14")).t("\n")
		}},
		{"panos_local_user", func(b *B) {
			b.t("<users>\n  <entry name=\"admin\">\n    <phash>").k(md5crypt()).t("</phash>\n    <permissions><role-based><superuser>yes</superuser></role-based></permissions>\n  </entry>\n</users>\n<snmp-setting><access-setting><version><v2c><snmp-community-string>").p("bearer", community()).t("</snmp-community-string></v2c></version></access-setting></snmp-setting>")
		}},
		{"panos_ldap_bind", func(b *B) {
			b.t("set shared server-profile ldap AD-LDAP server dc01 address %s\nset shared server-profile ldap AD-LDAP bind-dn \"CN=svc-paloalto,OU=Service,DC=corp,DC=local\"\nset shared server-profile ldap AD-LDAP bind-password ", privIP()).p("bearer", password()).t("\nset shared server-profile ldap AD-LDAP base DC=corp,DC=local\n")
		}},
	}
}

func aaaTemplates() []T {
	return []T{
		{"freeradius_clients", func(b *B) {
			for i := 0; i < ri(1, 2); i++ {
				b.t("client %s {\n\tipaddr = %s\n\tsecret = ", pick("ap-floor", "wlc", "switch-stack", "bras")+fmt.Sprint(ri(1, 9)), cidr()).p("bearer", psk()).t("\n\tshortname = %s\n\tnas_type = other\n}\n", pick("aps", "wlc", "sw"))
			}
		}},
		{"freeradius_users", func(b *B) {
			p := anyPerson()
			b.t("# /etc/freeradius/3.0/mods-config/files/authorize\n%s\tCleartext-Password := \"", ascii(p.first)+"."+ascii(p.last)).p("bearer", password()).t("\"\n\tReply-Message := \"Hello, %{User-Name}\",\n\tFramed-IP-Address = ").k(privIP()).t("\nDEFAULT\tAuth-Type := Reject\n")
		}},
		{"tac_plus_conf", func(b *B) {
			p := anyPerson()
			b.t("key = \"").p("bearer", psk()).t("\"\naccounting file = /var/log/tac_plus.acct\nuser = %s {\n\tname = \"%s\"\n\tmember = netadmins\n\tlogin = des ", ascii(p.first), p.full()).k(rs(alnum+"./", 13)).t("\n}\nuser = backup {\n\tlogin = cleartext \"").p("bearer", password()).t("\"\n}\n")
		}},
		{"radtest_cmd", func(b *B) {
			p := anyPerson()
			b.t("$ radtest ").p("email", email(p, true)).t(" '").p("bearer", password()).t("' %s 0 ", privIP()).p("bearer", psk()).t("\nSent Access-Request Id %d from 0.0.0.0:%d to %s:1812 length 92\nReceived Access-Accept Id %d\n", ri(1, 250), ri(30000, 60000), privIP(), ri(1, 250))
		}},
		{"netsh_nps_client", func(b *B) {
			b.t("netsh nps add client name=\"%s\" address=\"%s\" state=\"enable\" sharedsecret=\"", pick("WLC-HQ", "FortiGate-DC", "Aruba-MM"), privIP()).p("bearer", psk()).t("\" requireauthattrib=\"yes\"\n")
		}},
		{"keepalived_vrrp", func(b *B) {
			b.t("vrrp_instance VI_%d {\n    state MASTER\n    interface %s\n    virtual_router_id %d\n    priority 150\n    authentication {\n        auth_type PASS\n        auth_pass ", ri(1, 9), pick("eth0", "ens192", "bond0"), ri(10, 250)).p("bearer", U(func() string { return mixed(8) })).t("\n    }\n    virtual_ipaddress {\n        ").k(privIP() + "/24").t("\n    }\n}\n")
		}},
		{"frr_bgp_ospf_auth", func(b *B) {
			nb := pubIP()
			b.t("router bgp ").k(asn()).t("\n neighbor %s remote-as %s\n neighbor %s password ", nb, asn(), nb).p("bearer", password()).t("\n!\ninterface %s\n ip ospf message-digest-key 1 md5 ", pick("eth1", "vlan100", "ens19")).p("bearer", U(func() string { return mixed(ri(10, 16)) })).t("\n ip ospf authentication message-digest\n")
		}},
		{"ldapsearch_bind", func(b *B) {
			b.t("ldapsearch -H ldaps://%s -x -D \"cn=svc_vpn,ou=service,dc=%s,dc=local\" -w '", "dc01."+corpDomain("en"), pick("corp", "ad", "hq")).p("bearer", password()).t("' -b \"dc=corp,dc=local\" \"(memberOf=cn=VPN-Users,ou=groups,dc=corp,dc=local)\" mail\n")
		}},
	}
}

func snmpTemplates() []T {
	return []T{
		{"snmpwalk_v2c", func(b *B) {
			oid := pick("1.3.6.1.2.1.2.2.1.10", "1.3.6.1.2.1.31.1.1.1.6", "1.3.6.1.4.1.9.9.109.1.1.1.1.8", "1.3.6.1.2.1.1.3.0")
			b.t("$ snmpwalk -v2c -c ").p("bearer", community()).t(" %s ", privIP()).k(oid).t("\niso.%s.1 = Counter32: %d\niso.%s.2 = Counter32: %d\n", oid[2:], ri(100000, 4000000000), oid[2:], ri(100000, 4000000000))
		}},
		{"snmpget_v3", func(b *B) {
			b.t("snmpget -v3 -l authPriv -u %s -a SHA -A '", pick("nms", "monitor", "zbx")).p("bearer", password()).t("' -x AES -X '").p("bearer", password()).t("' %s sysUpTime.0 sysDescr.0\nDISMAN-EVENT-MIB::sysUpTimeInstance = Timeticks: (%d) %d days\n", privIP(), ri(100000, 999999999), ri(1, 900))
		}},
		{"snmpd_conf", func(b *B) {
			b.t("# /etc/snmp/snmpd.conf\nsysLocation    %s\nsysContact     ", pick("Serverraum UG", "DC2 rack B07", "Colo Equinix AM3")).p("email", email(anyPerson(), true)).t("\nrocommunity ").p("bearer", community()).t(" %s\ncreateUser monitor SHA \"", cidr()).p("bearer", password()).t("\" AES \"").p("bearer", password()).t("\"\nrouser monitor priv\n")
		}},
		{"librenms_add", func(b *B) {
			b.t("lnms device:add --v2c -c ").p("bearer", community()).t(" %s\n# or via API\ncurl -X POST -H 'X-Auth-Token: ", privIP()).p("bearer", U(func() string { return hexs(16) })).t("' https://librenms.%s/api/v0/devices -d '{\"hostname\":\"%s\",\"version\":\"v2c\"}'\n", corpDomain("en"), privIP())
		}},
		{"zabbix_macro", func(b *B) {
			b.t("Template Net Cisco IOS SNMP - host macros for %s:\n{$SNMP_COMMUNITY} = ", host()).p("bearer", community()).t("\n{$SNMP.TIMEOUT} = 5m\n{$IF.UTIL.MAX} = 90\nhost interface: %s:161 (SNMPv2)\n", privIP())
		}},
		{"snmp_ticket_es", func(b *B) {
			p := personOf("es")
			b.t("Incidencia %s: el PRTG no recibe datos del switch %s. He cambiado la comunidad SNMP a \"", inc(), host()).p("bearer", community()).t("\" (antes era public). Cualquier cosa llamadme al ").p("phone", phoneOf("es")).t(" o escribid a ").p("email", email(p, true)).t(". Firmware ").k(pick("16.12.10a", "15.2(7)E9", "17.9.5")).t(".")
		}},
	}
}

func wifiTemplates() []T {
	return []T{
		{"hostapd_conf", func(b *B) {
			b.t("interface=wlan0\nbridge=br0\nssid=%s\nhw_mode=a\nchannel=%d\nwpa=2\nwpa_key_mgmt=WPA-PSK SAE\nwpa_passphrase=", pick("HomeLab", "Werkstatt", "Atelier", "Office-AP"), pickI(36, 44, 149, 157)).p("bearer", wifiPSK()).t("\nbssid=").k(mac(0)).t("\nrsn_pairwise=CCMP\n")
		}},
		{"wpa_supplicant", func(b *B) {
			b.t("network={\n\tssid=\"%s\"\n\tpsk=", pick("Gast", "Cafe", "Labo")).p("bearer", U(func() string { return hexs(32) })).t("\n}\nnetwork={\n\tssid=\"eduroam\"\n\tkey_mgmt=WPA-EAP\n\teap=PEAP\n\tidentity=\"")
			p := anyPerson()
			b.p("email", email(p, true)).t("\"\n\tpassword=\"").p("bearer", password()).t("\"\n\tphase2=\"auth=MSCHAPV2\"\n}\n")
		}},
		{"nmcli_wifi", func(b *B) {
			b.t("nmcli dev wifi connect \"%s\" password \"", pick("Lager-WLAN", "Shop_5G", "Branch-AP")).p("bearer", wifiPSK()).t("\" ifname wlp2s0\nDevice 'wlp2s0' successfully activated with '%s'.\n", uuid())
		}},
		{"wifi_qr", func(b *B) {
			b.t("Printed QR for the lobby: WIFI:T:WPA;S:%s;P:", pick("Lobby-Guest", "Besucher", "Visiteurs")).p("bearer", wifiPSK()).t(";H:false;; (AP %s, firmware ", pick("U6-Pro", "AP-515", "MR46")).k(pick("6.6.77", "8.10.0.11", "MR 30.7")).t(")")
		}},
		{"aruba_ssid", func(b *B) {
			b.t("wlan ssid-profile \"corp-psk\"\n   essid \"%s\"\n   opmode wpa2-psk-aes\n   wpa-passphrase ", pick("CORP-IOT", "Scanner", "Lager")).p("bearer", wifiPSK()).t("\n!\n(MM) # show version | include Version\nArubaOS (MODEL: Aruba7010), Version ").k(pick("8.10.0.12", "8.11.2.1", "8.6.0.23")).t("\n")
		}},
		{"meraki_api_psk", func(b *B) {
			b.t("curl -L -X PUT -H 'X-Cisco-Meraki-API-Key: ").p("bearer", U(func() string { return hexs(20) })).t("' -H 'Content-Type: application/json' 'https://api.meraki.com/api/v1/networks/").k("L_"+dg(18)).t("/wireless/ssids/%d' -d '{\"name\":\"%s\",\"authMode\":\"psk\",\"psk\":\"", ri(0, 4), pick("Guest", "Staff")).p("bearer", wifiPSK()).t("\"}'\n")
		}},
		{"guest_wifi_multilang", func(b *B) {
			switch r.Intn(5) {
			case 0:
				b.t("Aushang Wartezimmer: WLAN \"Praxis-Gast\" – WLAN-Passwort: ").p("bearer", wifiPSK()).t(" (gültig bis ").k(date()).t(")")
			case 1:
				b.t("Wi-Fi invités : réseau « Salle-Reunion », mot de passe Wi-Fi : ").p("bearer", wifiPSK()).t(". Problème ? Appelez l'accueil au ").p("phone", phoneOf("fr")).t(".")
			case 2:
				b.t("Red de invitados: Oficina-Invitados\nContraseña: ").p("bearer", wifiPSK()).t("\nSoporte técnico: ").p("phone", phoneOf("es")).t("\n")
			case 3:
				b.t("ゲストWi-Fi\nSSID: Guest-%s\nパスワード: ", rs(upper, 3)).p("bearer", wifiPSK()).t("\n問い合わせ: ").p("phone", phoneOf("ja")).t("\n")
			default:
				b.t("访客WiFi：Visitor-5G，密码：").p("bearer", wifiPSK()).t("，如有问题请联系网管 ").p("phone", phoneOf("zh")).t("。")
			}
		}},
		{"omada_export", func(b *B) {
			b.t("{\"ssidName\":\"%s\",\"band\":3,\"security\":3,\"pskSetting\":{\"securityKey\":\"", pick("Hotel-Guest", "Staff", "Warehouse")).p("bearer", wifiPSK()).t("\",\"versionPsk\":2,\"encryptionPsk\":3},\"vlanId\":%d,\"siteId\":\"%s\"}", ri(2, 4000), hexs(12))
		}},
	}
}

var _ = strings.ToUpper
