package main

import (
	"fmt"
	"strings"
)

func host() string {
	return pick("edge", "core", "fw", "vpn", "rtr", "gw", "bras", "asw", "dsw", "pe") + fmt.Sprint(ri(1, 4)) + "-" + pick("fra", "ams", "lon", "nyc", "chi", "sea", "par", "mad", "waw", "tyo", "sgp", "gru", "ist", "sto", "bom") + fmt.Sprint(ri(1, 3))
}

func wgTemplates() []T {
	return []T{
		{"wg_client_conf", func(b *B) {
			b.t("[Interface]\nPrivateKey = ").p("bearer", wgPriv()).t("\nAddress = %s/32\nDNS = %s\n\n[Peer]\nPublicKey = ", fmt.Sprintf("10.%d.%d.%d", ri(0, 250), ri(0, 250), ri(2, 250)), privIP())
			b.k(wgPub()).t("\n")
			if chance(0.6) {
				b.t("PresharedKey = ").p("bearer", wgPSK()).t("\n")
			}
			b.t("Endpoint = ").k(pubIP() + ":51820").t("\nAllowedIPs = 0.0.0.0/0, ::/0\nPersistentKeepalive = 25\n")
		}},
		{"wg_server_peers", func(b *B) {
			lp := ri(51000, 51999)
			b.t("# /etc/wireguard/wg0.conf on %s\n[Interface]\nAddress = 10.66.%d.1/24\nListenPort = %d\nPrivateKey = ", host(), ri(0, 250), lp).p("bearer", wgPriv()).t("\nPostUp = iptables -A FORWARD -i %%i -j ACCEPT\n")
			for i := 0; i < ri(2, 3); i++ {
				p := anyPerson()
				b.t("\n[Peer]\n# %s <", p.full()).p("email", email(p, true)).t("> laptop\nPublicKey = ").k(wgPub()).t("\nAllowedIPs = 10.66.0.%d/32\n", ri(2, 250))
			}
		}},
		{"wg_show_dump", func(b *B) {
			b.t("$ sudo wg show all dump\nwg0\t").p("bearer", wgPriv()).t("\t").k(wgPub()).t("\t51820\toff\n")
			for i := 0; i < ri(1, 3); i++ {
				b.t("wg0\t").k(wgPub()).t("\t")
				if chance(0.5) {
					b.p("bearer", wgPSK())
				} else {
					b.t("(none)")
				}
				b.t("\t%s:%d\t10.8.0.%d/32\t%d\t%d\t%d\t25\n", pubIP(), ri(1024, 65000), ri(2, 250), epoch(), ri(10000, 99999999), ri(10000, 999999999))
			}
		}},
		{"wg_cli_set", func(b *B) {
			b.t("# rotate key on %s\n", host())
			b.t("echo '").p("bearer", wgPriv()).t("' | sudo tee /etc/wireguard/private.key\nsudo wg set wg0 private-key /etc/wireguard/private.key peer ").k(wgPub()).t(" allowed-ips %s endpoint %s:51820\n", cidr(), pubIP())
		}},
		{"wg_mikrotik", func(b *B) {
			b.t("/interface wireguard\nadd listen-port=13231 mtu=1420 name=wg-site private-key=\"").p("bearer", wgPriv()).t("\"\n/interface wireguard peers\nadd allowed-address=%s endpoint-address=%s endpoint-port=13231 interface=wg-site public-key=\"", cidr(), pubIP()).k(wgPub()).t("\"")
			if chance(0.5) {
				b.t(" preshared-key=\"").p("bearer", wgPSK()).t("\"")
			}
			b.t("\n# RouterOS ").k(pick("7.12.1", "7.14.3", "7.15.2", "7.16")).t(" (stable)\n")
		}},
		{"wg_networkd", func(b *B) {
			b.t("# /etc/systemd/network/99-wg0.netdev\n[NetDev]\nName=wg0\nKind=wireguard\n\n[WireGuard]\nListenPort=51820\nPrivateKey=").p("bearer", wgPriv()).t("\n\n[WireGuardPeer]\nPublicKey=").k(wgPub()).t("\nPresharedKey=").p("bearer", wgPSK()).t("\nAllowedIPs=%s\nEndpoint=vpn.%s:51820\n", cidr(), corpDomain("en"))
		}},
		{"wg_forum_question", func(b *B) {
			lang := r.Intn(3)
			k := wgPriv()
			pub := wgPub()
			switch lang {
			case 0:
				b.t("Handshake never completes. Client side says `latest handshake: (none)`. My config (yes I know I should rotate the key after posting):\nPrivateKey = ").p("bearer", k).t("\nPeer PublicKey = ").k(pub).t("\nEndpoint is ").k(pubIP()+":51820").t(", UDP is open on the %s. Any idea?", pick("FritzBox", "ISP router", "Hetzner firewall"))
			case 1:
				b.t("Hallo zusammen, mein WireGuard-Tunnel zur FritzBox kommt nicht hoch. Hier die Config:\n[Interface]\nPrivateKey = ").p("bearer", k).t("\nAddress = 192.168.178.201/24\n[Peer]\nPublicKey = ").k(pub).t("\nEndpoint = %s.myfritz.net:%d\nWas mache ich falsch?", rs(lower+digits, 16), ri(50000, 59999))
			default:
				b.t("Bonjour, le tunnel WireGuard monte mais aucun trafic ne passe. Clé privée du client : ").p("bearer", k).t(" ; clé publique du serveur : ").k(pub).t(". AllowedIPs = %s. Merci d'avance !", cidr())
			}
		}},
		{"wg_opnsense_xml", func(b *B) {
			b.t("<wireguard>\n  <server>\n    <servers>\n      <server uuid=\"%s\">\n        <enabled>1</enabled>\n        <name>wg-roadwarrior</name>\n        <pubkey>", uuid()).k(wgPub()).t("</pubkey>\n        <privkey>").p("bearer", wgPriv()).t("</privkey>\n        <port>51820</port>\n        <tunneladdress>10.10.%d.1/24</tunneladdress>\n      </server>\n    </servers>\n  </server>\n</wireguard>", ri(0, 250))
		}},
		{"wg_k8s_secret_yaml", func(b *B) {
			b.t("apiVersion: v1\nkind: Secret\nmetadata:\n  name: wg-gateway\n  namespace: %s\ntype: Opaque\nstringData:\n  privateKey: ", pick("edge", "vpn", "netops")).p("bearer", wgPriv()).t("\n  peerPublicKey: ").k(wgPub()).t("\n  endpoint: \"%s:51820\"\n", pubIP())
		}},
	}
}

func ovpnTemplates() []T {
	return []T{
		{"ovpn_inline_tls_auth", func(b *B) {
			rem := "vpn." + corpDomain(pick("en", "de", "fr", "nl"))
			b.t("client\ndev tun\nproto udp\nremote %s 1194\nresolv-retry infinite\nnobind\nremote-cert-tls server\ncipher AES-256-GCM\nauth SHA256\nkey-direction 1\nverb 3\n# server cert SHA256 fingerprint ", rem).k(fingerprint()).t("\n<tls-auth>\n#\n# 2048 bit OpenVPN static key\n#\n-----BEGIN OpenVPN Static key V1-----\n").p("bearer", ovpnStatic()).t("\n-----END OpenVPN Static key V1-----\n</tls-auth>\n")
		}},
		{"ovpn_tls_crypt", func(b *B) {
			b.t("# exported from pfSense %s, user %s\n", pick("2.7.2", "2.7.0", "24.03"), pick("jdoe", "mkrueger", "lmartin", "remote01")).t("tls-version-min 1.2\nverify-x509-name \"%s\" name\n<tls-crypt>\n-----BEGIN OpenVPN Static key V1-----\n", pick("vpn-server", "OpenVPN_Server_Cert")).p("bearer", ovpnStatic()).t("\n-----END OpenVPN Static key V1-----\n</tls-crypt>\n")
		}},
		{"ovpn_auth_file", func(b *B) {
			u := pick("vpnuser", "site-b", "ext.", "svc_") + rs(lower+digits, 5)
			b.t("$ cat /etc/openvpn/client/auth.txt\n%s\n", u).p("bearer", password()).t("\n$ grep auth-user-pass client.conf\nauth-user-pass /etc/openvpn/client/auth.txt\n")
		}},
		{"ovpn_inline_auth", func(b *B) {
			b.t("remote %s 443 tcp\nauth-nocache\n<auth-user-pass>\n%s\n", pubIP(), pick("branch-", "kiosk-", "pos-")+fmt.Sprint(ri(10, 999))).p("bearer", password()).t("\n</auth-user-pass>\n<ca>\n-----BEGIN CERTIFICATE-----\nMIIB%s\n-----END CERTIFICATE-----\n</ca>\n", b64(36))
		}},
		{"ovpn_as_sacli", func(b *B) {
			p := anyPerson()
			u := ascii(p.first)[:1] + ascii(p.last)
			b.t("cd /usr/local/openvpn_as/scripts\n./sacli --user %s --key \"prop_autologin\" --value \"true\" UserPropPut\n./sacli --user %s --new_pass '", u, u).p("bearer", password()).t("' SetLocalPassword\n./sacli --user %s --key \"email\" --value \"", u).p("email", email(p, true)).t("\" UserPropPut\n")
		}},
		{"ovpn_log_auth", func(b *B) {
			p := anyPerson()
			ip := pubIP()
			b.t("%s openvpn[%d]: %s:%d TLS: Username/Password authentication succeeded for username '", syslogTS(), ri(1000, 9999), ip, ri(1024, 65000)).p("email", email(p, true)).t("'\n%s openvpn[%d]: ", syslogTS(), ri(1000, 9999)).k(ip).t(" peer info: IV_VER=%s IV_PLAT=%s IV_HWADDR=", pick("2.6.8", "2.5.9", "3.git::d3f8b18b"), pick("win", "mac", "linux", "ios")).k(mac(0)).t("\n")
		}},
		{"ovpn_pfsense_xml", func(b *B) {
			b.t("<openvpn-server>\n\t<vpnid>%d</vpnid>\n\t<mode>server_user</mode>\n\t<protocol>UDP4</protocol>\n\t<tls>", ri(1, 9))
			b.p("bearer", U(func() string { return b64(ri(600, 640)) })).t("</tls>\n\t<tls_type>auth</tls_type>\n\t<caref>%s</caref>\n\t<certref>%s</certref>\n\t<tunnel_network>10.0.%d.0/24</tunnel_network>\n</openvpn-server>", hexs(7)[:13], hexs(7)[:13], ri(1, 250))
		}},
		{"ovpn_ticket_de", func(b *B) {
			p := personOf("de")
			b.t("Ticket %s: Außendienst-Laptop verbindet nicht. Benutzer %s, VPN-Passwort laut Nutzer \"", inc(), ascii(p.first)[:1]+ascii(p.last)).p("bearer", password()).t("\" (bitte nach Test zurücksetzen). Rückruf unter ").p("phone", phoneOf("de")).t(", Client-Version ").k("OpenVPN " + pick("2.6.8", "2.6.10", "2.5.11")).t(".")
		}},
	}
}

func ipsecTemplates() []T {
	return []T{
		{"ipsec_secrets", func(b *B) {
			a, c := pubIP(), pubIP()
			b.t("# /etc/ipsec.secrets - strongSwan IPsec secrets file\n: RSA moon.key\n").k(a).t(" ").k(c).t(" : PSK \"").p("bearer", psk()).t("\"\n")
			if chance(0.6) {
				u := pick("carol", "dave", "remote", "field")
				b.t("%s : EAP \"", u).p("bearer", password()).t("\"\n")
			}
		}},
		{"swanctl_conf", func(b *B) {
			b.t("secrets {\n    ike-%s {\n        id-1 = %s\n        id-2 = %s\n        secret = \"", pick("hq", "dc2", "aws", "azure", "branch"), pubIP(), pubIP()).p("bearer", psk()).t("\"\n    }\n}\nconnections {\n    site {\n        version = 2\n        proposals = aes256-sha256-modp2048\n        local_ts = %s\n    }\n}\n", cidr())
		}},
		{"ios_isakmp_key", func(b *B) {
			peer := pubIP()
			b.t("crypto isakmp policy 10\n encr aes 256\n hash sha256\n authentication pre-share\n group 14\ncrypto isakmp key ").p("bearer", psk()).t(" address ").k(peer).t("\n!\ncrypto ipsec transform-set TS esp-aes 256 esp-sha256-hmac\n mode tunnel\n")
		}},
		{"ios_ikev2_keyring", func(b *B) {
			b.t("crypto ikev2 keyring KR-%s\n peer %s\n  address %s\n  pre-shared-key local ", pick("AWS", "AZURE", "DC2"), pick("TUN1", "PEER-A"), pubIP()).p("bearer", psk()).t("\n  pre-shared-key remote ").p("bearer", psk()).t("\n !\ncrypto ikev2 profile IKEV2-PROF\n match identity remote address %s 255.255.255.255\n", pubIP())
		}},
		{"asa_tunnel_group", func(b *B) {
			peer := pubIP()
			b.t("tunnel-group %s type ipsec-l2l\ntunnel-group %s ipsec-attributes\n ikev2 remote-authentication pre-shared-key ", peer, peer).p("bearer", psk()).t("\n ikev2 local-authentication pre-shared-key ").p("bearer", psk()).t("\n! ASA ").k(pick("9.18(4)", "9.16(3)19", "9.20(2)")).t(" serial ").k(ciscoSerial()).t("\n")
		}},
		{"forti_phase1", func(b *B) {
			b.t("config vpn ipsec phase1-interface\n    edit \"to-%s\"\n        set interface \"wan1\"\n        set ike-version 2\n        set peertype any\n        set proposal aes256-sha256\n        set remote-gw %s\n        set psksecret ", pick("azure", "aws", "hq", "branch12"), pubIP())
			if chance(0.5) {
				b.p("bearer", fortiENC())
			} else {
				b.p("bearer", psk())
			}
			b.t("\n    next\nend\n# %s v", fortiSerial()).k(pick("7.2.8", "7.4.3", "7.0.15")).t(" build%04d\n", ri(1000, 2600))
		}},
		{"panos_ike_gateway", func(b *B) {
			b.t("<entry name=\"gw-%s\">\n  <authentication>\n    <pre-shared-key>\n      <key>", pick("aws-1", "branch", "partner")).p("bearer", panEnc()).t("</key>\n    </pre-shared-key>\n  </authentication>\n  <peer-address><ip>%s</ip></peer-address>\n  <local-address><interface>", pubIP()).k(pick("ethernet1/1", "ethernet1/3", "ae1.100")).t("</interface></local-address>\n</entry>")
		}},
		{"aws_vpn_generic", func(b *B) {
			k := U(func() string { return rs(upper[:1]+lower, 1) + rs(alnum+"._", 31) })
			b.t("Amazon Web Services\nVirtual Private Cloud\nVPN Connection Configuration\n================================================================\nAWS utilizes unique identifiers to manipulate the configuration of\na VPN Connection. Each VPN Connection is assigned an identifier.\nYour VPN Connection ID \t\t  : ").k("vpn-"+hexs(9)[:17]).t("\nIPSec Tunnel #1\n#1: Internet Key Exchange Configuration\n  - Authentication Method    : Pre-Shared Key\n  - Pre-Shared Key           : ").p("bearer", k).t("\n  - Authentication Algorithm : sha1\n  - Outside IP Address: Virtual Private Gateway : %s\n", pubIP())
		}},
		{"azure_cli_vpn", func(b *B) {
			b.t("az network vpn-connection create --name cn-%s --resource-group rg-network-%s --vnet-gateway1 vgw-hub --local-gateway2 lgw-%s --location westeurope --shared-key '", pick("fra", "ams", "dub"), pick("prod", "hub"), pick("office", "dc")).p("bearer", psk()).t("'\n# subscription ").k(uuid()).t("\n")
		}},
		{"junos_ike", func(b *B) {
			pw := psk()
			b.t("set security ike proposal ike-prop authentication-method pre-shared-keys\nset security ike policy ike-pol-%s proposals ike-prop\nset security ike policy ike-pol-%s pre-shared-key ascii-text \"", pick("hq", "dc"), pick("hq", "dc")).p("bearer", junos9(pw)).t("\"\nset security ike gateway gw-hq address %s\nset security ike gateway gw-hq external-interface ", pubIP()).k(pick("ge-0/0/0.0", "xe-0/0/1.0", "reth0.0")).t("\n")
		}},
		{"mikrotik_ipsec", func(b *B) {
			b.t("/ip ipsec peer\nadd address=%s/32 name=peer-%s profile=prof-ikev2\n/ip ipsec identity\nadd peer=peer-%s secret=\"", pubIP(), pick("hq", "br1"), pick("hq", "br1")).p("bearer", psk()).t("\"\n/ip ipsec policy\nadd dst-address=%s src-address=%s tunnel=yes\n", cidr(), cidr())
		}},
		{"opnsense_ipsec_xml", func(b *B) {
			b.t("<preSharedKeys>\n  <preSharedKey uuid=\"%s\">\n    <ident>%s</ident>\n    <remote_ident>%s</remote_ident>\n    <keyType>PSK</keyType>\n    <Key>", uuid(), pubIP(), pubIP()).p("bearer", psk()).t("</Key>\n  </preSharedKey>\n</preSharedKeys>")
		}},
		{"libreswan_secrets", func(b *B) {
			b.t("# /etc/ipsec.d/%s.secrets\n@%s.%s @%s : PSK \"", pick("office", "aws", "tunnel1"), pick("left", "hq"), corpDomain("en"), pick("right", "branch")).p("bearer", psk()).t("\"\n# conn added %s by ", date()).p("email", email(anyPerson(), true)).t("\n")
		}},
		{"vendor_psk_email", func(b *B) {
			p := anyPerson()
			b.t("Hi team,\n\nPlease find below the Phase 1 parameters for the new tunnel to our DC (%s):\n\n  Peer IP: ", pick("Frankfurt", "Ashburn", "Singapore")).k(pubIP()).t("\n  IKEv2, AES-256, SHA-256, DH 14, lifetime 28800\n  PSK: ").p("bearer", psk()).t("\n  Encryption domain: ").k(cidr()).t("\n\nI'll send the PSK via SMS as well. Reach me at ").p("phone", phoneOf(p.loc)).t(" if anything is unclear.\n\n%s\n", p.full()).p("email", email(p, true)).t("\n")
		}},
	}
}

func ciscoTemplates() []T {
	return []T{
		{"ios_users_type7", func(b *B) {
			b.t("hostname %s\n!\nenable secret 9 ", host()).k(type9()).t("\n!\nusername admin privilege 15 secret 8 ").k(type8()).t("\nusername %s privilege %d password 7 ", pick("noc", "backup", "netops", "oxidized"), pickI(1, 15)).p("bearer", type7(password())).t("\n!\n")
		}},
		{"ios_snmp_v2", func(b *B) {
			c := community()
			b.t("snmp-server community ").p("bearer", c).t(" RO SNMP-ACL\nsnmp-server location %s\nsnmp-server contact ", pick("DC1 Row 4 Rack 12", "Frankfurt FR5 Cage 031", "MDF 2nd floor")).p("email", email(anyPerson(), true)).t("\nsnmp-server host %s version 2c ", privIP()).t(c).t("\nip access-list standard SNMP-ACL\n permit ").k(cidr()).t("\n")
		}},
		{"ios_snmp_v3", func(b *B) {
			b.t("snmp-server group NMS v3 priv\nsnmp-server user %s NMS v3 auth sha ", pick("librenms", "nms", "prtg", "zabbix")).p("bearer", password()).t(" priv aes 128 ").p("bearer", password()).t("\nsnmp-server engineID local ").k("800000090300" + strings.ToUpper(hexs(6))).t("\n")
		}},
		{"ios_tacacs", func(b *B) {
			b.t("tacacs server ISE-%d\n address ipv4 ", ri(1, 2)).k(privIP()).t("\n key ")
			if chance(0.5) {
				b.t("7 ").p("bearer", type7(password()))
			} else {
				b.t("0 ").p("bearer", psk())
			}
			b.t("\n timeout 5\naaa group server tacacs+ ISE\n server name ISE-1\naaa authentication login default group ISE local\n")
		}},
		{"ios_radius", func(b *B) {
			b.t("radius server NPS01\n address ipv4 %s auth-port 1812 acct-port 1813\n key ", privIP()).p("bearer", psk()).t("\n!\ndot1x system-auth-control\ninterface ").k(ifname()).t("\n authentication port-control auto\n")
		}},
		{"ios_bgp_password", func(b *B) {
			nb := pubIP()
			b.t("router bgp ").k(asn()).t("\n neighbor ").k(nb).t(" remote-as %s\n neighbor %s description %s\n neighbor %s password ", asn(), nb, pick("TRANSIT-COGENT", "IX-DECIX-RS1", "PEER-AMS-IX"), nb)
			if chance(0.5) {
				b.t("7 ").p("bearer", type7(password()))
			} else {
				b.p("bearer", password())
			}
			b.t("\n")
		}},
		{"ios_ntp_key", func(b *B) {
			b.t("ntp authentication-key %d md5 ", ri(1, 9)).p("bearer", type7(password())).t(" 7\nntp authenticate\nntp trusted-key 1\nntp server ").k(privIP()).t(" key 1\n")
		}},
		{"ios_vty_password", func(b *B) {
			b.t("line con 0\n password 7 ").p("bearer", type7(password())).t("\n login\nline vty 0 4\n access-class MGMT in\n password 7 ").p("bearer", type7(password())).t("\n transport input ssh\n! Cisco IOS XE Software, Version ").k(pick("17.09.04a", "17.06.05", "16.12.10a")).t("\n")
		}},
		{"asa_users_aaa", func(b *B) {
			b.t("username admin password ").k(asaPBKDF2()).t(" pbkdf2 privilege 15\naaa-server RADIUS-NPS protocol radius\naaa-server RADIUS-NPS (inside) host %s\n key ", privIP()).p("bearer", psk()).t("\nenable password ").k(asaPBKDF2()).t(" pbkdf2\n")
		}},
		{"wlc_psk", func(b *B) {
			id := ri(1, 16)
			b.t("(Cisco Controller) >config wlan disable %d\n(Cisco Controller) >config wlan security wpa akm psk set-key ascii ", id).p("bearer", wifiPSK()).t(" %d\n(Cisco Controller) >config wlan enable %d\n(Cisco Controller) >show sysinfo\nProduct Version.................................. ", id, id).k(pick("8.10.185.0", "8.10.190.0", "8.5.182.0")).t("\n")
		}},
		{"ios_eem_mail", func(b *B) {
			b.t("event manager applet BGP-DOWN\n event syslog pattern \"%%BGP-5-ADJCHANGE.*Down\"\n action 1.0 mail server \"%s\" to \"", privIP()).p("email", email(anyPerson(), true)).t("\" from \"%s@%s\" subject \"BGP down on %s\" body \"$_syslog_msg\"\n", pick("router", "noc-alerts"), corpDomain("en"), host())
		}},
		{"nxos_user", func(b *B) {
			b.t("username admin password 5 ").k(sha512crypt()).t(" role network-admin\nusername %s password 0 ", pick("ansible", "svc-backup", "netbox")).p("bearer", password()).t(" role network-operator\nfeature tacacs+\ntacacs-server host %s key 7 \"", privIP()).p("bearer", type7(password())).t("\"\n")
		}},
	}
}
