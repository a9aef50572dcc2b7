package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// Templates with secrets and contacts: smart home, networking, energy.

func init() {
	S := fmt.Sprintf

	reg("ha_secrets_yaml", func(c *C) string {
		p := c.person(c.pick("us", "de", "nl", "gb"))
		lines := []string{
			"# secrets.yaml – why does HA say 'Secret mqtt_password not defined'?",
			"mqtt_user: homeassistant",
			"mqtt_password: " + c.P("bearer", c.password()),
			"wifi_ssid: \"" + c.pick("FRITZ!Box 7590 XY", "Vodafone-2A4F", "TheShire", "Linksys00412") + "\"",
			"wifi_password: \"" + c.P("bearer", c.wifiPSK()) + "\"",
			"openweathermap_api_key: " + c.P("bearer", c.hex(32)),
			"notify_email: " + c.P("email", c.emailOf(p, "us")),
			"latitude_home: " + c.K(S("%d.%06d", c.n(30, 55), c.n(0, 999999))),
			"longitude_home: " + c.K(S("-%d.%06d", c.n(1, 120), c.n(0, 999999))),
		}
		if c.chance(0.5) {
			lines = append(lines, "octopus_api_key: "+c.P("bearer", c.octopusKey()))
		}
		if c.chance(0.5) {
			lines = append(lines, "telegram_chat_id: "+c.K(S("%d", c.n(100000000, 999999999))))
		}
		return strings.Join(lines, "\n")
	})

	reg("ha_config_inline_password", func(c *C) string {
		em := c.emailOf(c.person("us"), "us")
		return S("configuration.yaml:\n\nhomeassistant:\n  name: Home\n  time_zone: %s\nmqtt:\n  sensor:\n    - name: \"Boiler flow temp\"\n      state_topic: \"ems-esp/boiler_data\"\n      unit_of_measurement: \"°C\"\nnotify:\n  - name: smtp_alerts\n    platform: smtp\n    server: smtp.gmail.com\n    port: 587\n    sender: %s\n    username: %s\n    password: %s\n    recipient: !secret alert_recipient\nhttp:\n  ssl_certificate: !secret ssl_cert\n\nSMTP notify fails with 535 auth error, do I need an app password?",
			c.pick("Europe/Berlin", "America/Chicago", "Europe/London"), c.P("email", em), em, c.P("bearer", c.pick(c.password(), c.from(lower, 4)+" "+c.from(lower, 4)+" "+c.from(lower, 4)+" "+c.from(lower, 4))))
	})

	reg("ha_rest_api_curl", func(c *C) string {
		ip := c.K(c.lanIP() + ":8123")
		e := c.K(c.entity())
		return S("curl -s -X POST -H \"Authorization: Bearer %s\" -H \"Content-Type: application/json\" -d '{\"entity_id\": \"%s\"}' http://%s/api/services/%s/turn_on\n→ 401: Unauthorized. Token was created under Profile > Security yesterday.",
			c.P("jwt", c.haToken()), e, ip, strings.Split(e, ".")[0])
	})

	reg("ha_websocket_auth", func(c *C) string {
		return S("Node-RED websocket to HA keeps dropping. Frames:\n>> {\"type\": \"auth_required\", \"ha_version\": \"%s\"}\n<< {\"type\": \"auth\", \"access_token\": \"%s\"}\n>> {\"type\": \"auth_ok\", \"ha_version\": \"%s\"}\n<< {\"id\": %d, \"type\": \"subscribe_events\", \"event_type\": \"state_changed\"}\nthen after ~%s s: connection closed (1006)",
			c.K(c.pick("2024.6.4", "2024.11.2", "2025.1.3")), c.P("jwt", c.haToken()), c.K(c.pick("2024.6.4", "2024.11.2", "2025.1.3")), c.n(1, 40), c.K(fmt.Sprint(c.n(30, 300))))
	})

	reg("zigbee2mqtt_configuration", func(c *C) string {
		var key []string
		for i := 0; i < 16; i++ {
			key = append(key, fmt.Sprint(c.n(0, 255)))
		}
		nk := "[" + strings.Join(key, ", ") + "]"
		ie1, ie2 := c.ieee(), c.ieee()
		return S("zigbee2mqtt/data/configuration.yaml:\nhomeassistant: true\nmqtt:\n  base_topic: zigbee2mqtt\n  server: mqtt://%s:1883\n  user: z2m\n  password: %s\nserial:\n  port: %s\n  adapter: %s\nadvanced:\n  network_key: %s\n  pan_id: %s\n  ext_pan_id: [%s]\n  channel: %d\ndevices:\n  '%s':\n    friendly_name: %s\n  '%s':\n    friendly_name: %s\n",
			c.K(c.lanIP()), c.P("bearer", c.password()), c.K(c.pick("/dev/ttyUSB0", "/dev/serial/by-id/usb-ITead_Sonoff_Zigbee_3.0_USB_Dongle_Plus_"+c.hex(32)+"-if00-port0", "tcp://"+c.lanIP()+":6638")), c.pick("ezsp", "zstack", "ember"),
			c.P("bearer", nk), c.K(S("0x%04x", c.n(0x1000, 0xfffe))), c.K(strings.Join([]string{"221", "221", "221", "221", "221", "221", "221", "221"}, ", ")), c.pick2(11, 15, 20, 25), c.K(ie1), c.pick("kitchen_motion", "hall_door", "bedroom_th"), c.K(ie2), c.pick("living_room_plug", "garage_tilt", "bathroom_leak"))
	})

	reg("mosquitto_cli", func(c *C) string {
		u := c.pick("homeassistant", "mqtt_user", "tasmota", "shelly", "z2m")
		return S("$ mosquitto_sub -h %s -p 1883 -u %s -P '%s' -t 'shellies/+/relay/0' -v\nConnection error: Connection Refused: not authorised.\n$ mosquitto_passwd -b /mosquitto/config/passwd %s %s\nstill refused. mosquitto %s",
			c.K(c.lanIP()), u, c.P("bearer", c.password()), u, c.P("bearer", c.password()), c.K(c.pick("2.0.18", "2.0.15", "1.6.9")))
	})

	reg("hue_local_api_curl", func(c *C) string {
		return S("curl -k -H \"hue-application-key: %s\" https://%s/clip/v2/resource/light/%s\n{\"errors\":[],\"data\":[{\"id\":\"%s\",\"metadata\":{\"name\":\"%s\",\"archetype\":\"ceiling_round\"},\"dimming\":{\"brightness\":%s},\"color_temperature\":{\"mirek\":%s}}]}\nHow do I change brightness with a PUT? Bridge %s",
			c.P("bearer", c.hueKey()), c.K(c.lanIP()), c.K(c.uuid()), c.K(c.uuid()), c.pick("Kitchen ceiling", "Hallway", "Desk lamp"), c.K(S("%d.%d", c.n(1, 100), c.n(0, 9))), c.K(fmt.Sprint(c.n(153, 500))), c.K(c.pick("BSB002", "BSB003")))
	})

	reg("hue_remote_oauth", func(c *C) string {
		return S("POST https://api.meethue.com/v2/oauth2/token\nAuthorization: Basic %s\ngrant_type=refresh_token&refresh_token=%s\n\nResponse: {\"access_token\":\"%s\",\"expires_in\":%d,\"token_type\":\"bearer\"}\nWhy does the remote API then say 'invalid application key' for bridge %s?",
			c.P("bearer", base64.StdEncoding.EncodeToString([]byte(c.hex(32)+":"+c.aln(16)))), c.P("bearer", c.aln(32)), c.P("bearer", c.aln(32)), 604800, c.K(strings.ToUpper(c.hex(6))+"FFFE"+strings.ToUpper(c.hex(6))))
	})

	reg("tinytuya_devices_json", func(c *C) string {
		var items []string
		for i := 0; i < c.n(2, 4); i++ {
			items = append(items, S("  {\"name\": \"%s\", \"id\": \"%s\", \"key\": \"%s\", \"mac\": \"%s\", \"ip\": \"%s\", \"version\": \"%s\"}",
				c.pick("Bedroom plug", "Aquarium light", "Garage opener", "Dehumidifier", "Patio string lights"), c.K("bf"+c.hex(20)), c.P("bearer", c.from(alnum+"#$'/()=<>{}", 16)), c.K(strings.ToLower(c.mac())), c.K(c.lanIP()), c.K(c.pick("3.3", "3.4", "3.5"))))
		}
		return "tinytuya scan finds them but status() returns Err 914 on two of them:\n[\n" + strings.Join(items, ",\n") + "\n]"
	})

	reg("tuya_cloud_config", func(c *C) string {
		return S("Tuya IoT platform project (Western Europe data center):\nAccess ID/Client ID: %s\nAccess Secret/Client Secret: %s\nUser account: %s\nApp password: %s\nDevice %s shows offline in the integration but online in Smart Life app.",
			c.K(c.from(lower+dig, 20)), c.P("bearer", c.hex(32)), c.P("email", c.emailOf(c.person(c.pick("de", "nl", "pl")), "de")), c.P("bearer", c.password()), c.K("bf"+c.hex(20)))
	})

	reg("smartthings_api_pat", func(c *C) string {
		return S("curl -H \"Authorization: Bearer %s\" https://api.smartthings.com/v1/devices/%s/status\n{\"components\":{\"main\":{\"switch\":{\"switch\":{\"value\":\"off\",\"timestamp\":\"%sT%s:12.345Z\"}}}}}\nThe PAT expires after 24h now?",
			c.P("bearer", c.uuid()), c.K(c.uuid()), c.K(c.isoDate()), c.hm())
	})

	reg("nest_sdm_oauth", func(c *C) string {
		return S("Google Nest SDM setup, token exchange fails:\ncurl -L -X POST 'https://www.googleapis.com/oauth2/v4/token?client_id=%s.apps.googleusercontent.com&client_secret=%s&code=%s&grant_type=authorization_code&redirect_uri=https://www.google.com'\nthen\ncurl -H 'Authorization: Bearer %s' https://smartdevicemanagement.googleapis.com/v1/enterprises/%s/devices\nProject ID %s, thermostat %s",
			c.K(fmt.Sprint(c.n(100000000000, 999999999999))+"-"+c.from(lower+dig, 32)), c.P("bearer", c.googleSecret()), c.P("bearer", "4/0A"+c.b64url(70)), c.P("bearer", c.googleToken()), c.K(c.uuid()), c.K(c.uuid()), c.K(c.pick(smartModels[10], "Nest Thermostat E")))
	})

	reg("ring_installer_notes", func(c *C) string {
		p := c.person("us")
		return S("Install notes %s – %s\nSystem: %s, base station MAC %s\nMaster code (customer chose): %s\nGuest code for cleaner: %s\nWi-Fi: %s / %s\nRing account: %s, password set by customer on site\nMonitoring: Ring Protect Pro, emergency contact %s (%s)\nZones: front door, back slider, garage entry, motion hall",
			c.K(c.jobNo()), p.Disp, c.K(smartModels[11]), c.K(c.mac()), c.P("bearer", c.code(4)), c.P("bearer", c.code(4)), c.pick("MillerHome", "NETGEAR47", "Casa-"+c.HEX(4)), c.P("bearer", c.wifiPSK()), c.P("email", c.emailOf(p, "us")), c.person("us").Disp, c.P("phone", c.phoneUS()))
	})

	reg("alarm_errichter_de", func(c *C) string {
		p := c.person("de")
		return S("Übergabeprotokoll Einbruchmeldeanlage %s\nObjekt: %s, %s\nZentrale: %s, Firmware %s\nErrichtercode: %s\nMastercode Betreiber: %s\nBedrohungscode: %s\nWLAN: %s / Passwort %s\nBetreiber Tel.: %s, E-Mail %s\nNächste Wartung: %s",
			c.K(S("EMA-%d", c.n(1000, 9999))), p.Disp, c.pick("Hauptstr. 12, 50667 Köln", "Lindenweg 4, 80331 München", "Am Markt 7, 04109 Leipzig"), c.pick("ABUS Secvest", "Telenot complex 400H", "Daitem SH320AX"), c.K(c.pick("V1.01.04", "V2.3.1", "4.12")),
			c.P("bearer", c.code(6)), c.P("bearer", c.code(4)), c.P("bearer", c.code(4)), c.pick("FRITZ!Box 7530 ZK", "MagentaWLAN-7Q2X"), c.P("bearer", c.digits(4)+" "+c.digits(4)+" "+c.digits(4)+" "+c.digits(4)+" "+c.digits(4)), c.P("phone", c.phone("de")), c.P("email", c.emailOf(p, "de")), c.K(c.dateEU()))
	})

	reg("router_setup_handover", func(c *C) string {
		return S("Router setup done for %s:\n- Model %s, WAN via PPPoE, user %s, PPPoE password %s\n- Admin UI http://%s  admin / %s\n- Main SSID \"%s\" WPA3, key %s\n- Guest SSID \"%s-Guest\" key %s\n- DHCP reserved: NAS %s (%s), printer %s\n- Port forward 51820/udp → %s (WireGuard)",
			c.person("us").Disp, c.K(c.pick(smartModels[14], smartModels[15], "ASUS RT-AX86U", "Netgear Orbi RBR750")), c.one(func() string { return c.P("email", c.digits(12)+fmt.Sprint(c.n(1000000, 9999999))+"0001@t-online.de") }, func() string { return c.P("email", "BT"+c.digits(6)+"@btbroadband.com") }, func() string { return c.K("bthomehub@btbroadband.com") }), c.P("bearer", c.digits(8)),
			c.K(c.pick("192.168.178.1", "192.168.1.1", "192.168.50.1")), c.P("bearer", c.password()), c.pick("Hartley", "Nguyen_Home", "Casa Lupo"), c.P("bearer", c.wifiPSK()), c.pick("Hartley", "Nguyen_Home", "CasaLupo"), c.P("bearer", c.wifiPSK()), c.K(c.lanIP()), c.K(c.mac()), c.K(c.lanIP()), c.K(c.lanIP()))
	})

	reg("synology_nas_setup", func(c *C) string {
		p := c.person(c.pick("us", "gb", "de"))
		return S("Synology %s set up. DSM %s\nQuickConnect ID: %s\nadmin account disabled, new admin: %s / %s\nEmail notifications via smtp.gmail.com:587, account %s, app password %s\nHyper Backup to %s, encryption password %s (written on the card in the drawer)\nVolume 1: SHR, %s TB usable",
			c.K(c.pick("DS920+", "DS224+", "DS1522+")), c.K(c.pick("7.2.1-69057", "7.2.2-72806")), c.pick("smithfamilynas", "hoffmann-nas", "lunahome"), c.pick("nasadmin", "paul_admin", "ds-owner"), c.P("bearer", c.password()), c.P("email", c.emailOf(p, "us")),
			c.P("bearer", c.from(lower, 4)+c.from(lower, 4)+c.from(lower, 4)+c.from(lower, 4)), c.pick("Backblaze B2", "C2 Storage", "USB 8TB"), c.P("bearer", c.password()), c.K(S("%.1f", float64(c.n(30, 400))/10)))
	})

	reg("rtsp_camera_urls", func(c *C) string {
		ip1, ip2 := c.lanIP(), c.lanIP()
		pw1, pw2 := c.password(), c.password()
		return S("Frigate config, second camera shows no frames:\ncameras:\n  driveway:\n    ffmpeg:\n      inputs:\n        - path: rtsp://admin:%s@%s:554/h264Preview_01_main\n  backyard:\n    ffmpeg:\n      inputs:\n        - path: rtsp://viewer:%s@%s:554/cam/realmonitor?channel=1&subtype=0\nCameras are %s and %s",
			c.P("bearer", pw1), c.K(ip1), c.P("bearer", pw2), c.K(ip2), c.K(smartModels[14]), c.K(c.pick("Amcrest IP8M-2496EW", "Dahua IPC-HDW2431T")))
	})

	reg("esphome_yaml", func(c *C) string {
		return S("esphome:\n  name: %s\nesp32:\n  board: esp32dev\nwifi:\n  ssid: \"%s\"\n  password: \"%s\"\n  ap:\n    password: \"%s\"\napi:\n  encryption:\n    key: \"%s\"\nota:\n  - platform: esphome\n    password: \"%s\"\nsensor:\n  - platform: dht\n    pin: GPIO%d\n    update_interval: %ds\n\nCompiles but never connects, logs say 'Authentication failed'.",
			c.pick("garage-door", "boiler-monitor", "water-meter", "attic-sensor"), c.pick("IoT-2G", "Shire_IOT", "Home-Sensors"), c.P("bearer", c.wifiPSK()), c.P("bearer", c.mixed(12)), c.P("bearer", c.b64std(32)), c.P("bearer", c.hex(32)), c.n(2, 33), c.n(10, 60))
	})

	reg("docker_compose_influx", func(c *C) string {
		return S("services:\n  influxdb:\n    image: influxdb:2.7\n    environment:\n      - DOCKER_INFLUXDB_INIT_USERNAME=admin\n      - DOCKER_INFLUXDB_INIT_PASSWORD=%s\n      - DOCKER_INFLUXDB_INIT_ADMIN_TOKEN=%s\n    ports: [\"8086:8086\"]\n  grafana:\n    image: grafana/grafana:%s\n    environment:\n      - GF_SECURITY_ADMIN_PASSWORD=%s\n\nHA's influxdb integration says 401.",
			c.P("bearer", c.password()), c.P("bearer", c.b64url(86)+"=="), c.K(c.pick("10.4.2", "11.1.0")), c.P("bearer", c.password()))
	})

	reg("solaredge_monitoring_api", func(c *C) string {
		return S("SolarEdge API returns 403 for site %s:\nhttps://monitoringapi.solaredge.com/site/%s/overview?api_key=%s\nInverter %s, %s. Installer login was %s, they never gave me admin.",
			c.K(fmt.Sprint(c.n(1000000, 4999999))), c.K(fmt.Sprint(c.n(1000000, 4999999))), c.P("bearer", c.from(upper+dig, 32)), c.K(energyModels[0]), c.K("SN "+c.HEX(8)+"-"+c.HEX(2)), c.P("email", c.emailOf(c.person("us"), "us")))
	})

	reg("enphase_envoy_token", func(c *C) string {
		return S("Envoy-S Metered firmware %s now needs a token.\ncurl -k -H 'Accept: application/json' -H 'Authorization: Bearer %s' https://%s/ivp/meters/readings\nSerial %s. Token from entrez.enphaseenergy.com with login %s, valid 1 year.",
			c.K(c.pick("D7.6.175", "D8.2.4264")), c.P("jwt", c.jwtWith("ES256", S(`{"aud":"%s","iss":"Entrez","enphaseUser":"owner","exp":%d,"iat":%d,"jti":"%s","username":"%s"}`, c.digits(12), c.n(1740000000, 1790000000), c.n(1700000000, 1739000000), c.uuid(), "owner"))),
			c.K(c.lanIP()), c.K(c.digits(12)), c.P("email", c.emailOf(c.person("us"), "us")))
	})

	reg("myenergi_zappi_digest", func(c *C) string {
		hub := c.digits(8)
		return S("myenergi API keeps returning 401:\ncurl --digest -u %s:%s https://s18.myenergi.net/cgi-jstatus-Z\nHub serial %s, zappi %s, firmware %s. The API key was generated in the app under Advanced.",
			c.K(hub), c.P("bearer", c.mixed(24)), c.K(hub), c.K(c.digits(8)), c.K(c.pick("3562S", "3560S5.413")))
	})

	reg("ocpp_charger_config", func(c *C) string {
		cp := "CP" + c.digits(6)
		return S("Wallbox OCPP settings for %s:\nCentral system URL: wss://ocpp.%s/ocpp16/%s\nCharge point identity: %s\nAuthorization key (Basic auth password): %s\nRFID tag for owner: %s\nMax current: %s A, phases: %d\nSupport contact from installer: %s",
			c.K(c.pick(energyModels[8:]...)), c.pick("monta.app", "chargecloud.de", "evcc.example.net"), c.K(cp), c.K(cp), c.P("bearer", c.mixed(20)), c.K(strings.ToUpper(c.hex(8))), c.K(fmt.Sprint(c.pick2(16, 32, 40))), c.pick2(1, 3), c.P("phone", c.phone(c.pick("de", "gb", "nl"))))
	})

	reg("evcc_yaml", func(c *C) string {
		return S("evcc.yaml\nsite:\n  title: Home\n  meters:\n    grid: grid\n    pv: [pv]\nchargers:\n  - name: wallbox\n    type: template\n    template: %s\n    host: %s\n    password: %s\nvehicles:\n  - name: car\n    type: template\n    template: %s\n    user: %s\n    password: %s\n    vin: %s\n    capacity: %d\nloadpoints:\n  - title: Garage\n    charger: wallbox\n    vehicle: car",
			c.pick("easee", "go-e-v3", "tesla-wall-connector"), c.K(c.lanIP()), c.P("bearer", c.password()), c.pick("vw", "renault", "hyundai", "kia"), c.P("email", c.emailOf(c.person(c.pick("de", "nl")), "de")), c.P("bearer", c.password()),
			c.K(c.pick("WVWZZZE1Z", "VF1AG000", "KMHK381G")+strings.ToUpper(c.from(upper+dig, 8))), c.pick2(58, 64, 77, 52))
	})

	reg("octopus_ha_log", func(c *C) string {
		k := c.octopusKey()
		return S("%s %s ERROR (MainThread) [custom_components.octopus_energy] Failed to retrieve account: https://api.octopus.energy/v1/accounts/%s/ auth=('%s', '') status 401\nMPAN %s, meter serial %s\nI regenerated the key in the dashboard, do I need to reload?",
			c.K(c.isoDate()), c.K(c.hm()+":"+S("%02d.%03d", c.n(0, 59), c.n(0, 999))), c.K("A-"+c.HEX(8)), c.P("bearer", k), c.K(fmt.Sprint(c.n(10, 23))+c.digits(11)), c.K(fmt.Sprint(c.n(10, 23))+"J"+c.digits(7)))
	})

	reg("powerwall_gateway_login", func(c *C) string {
		p := c.person("us")
		return S("Powerwall %s local gateway: https://%s/api/login/Basic\n{\"username\":\"customer\",\"password\":\"%s\",\"email\":\"%s\",\"force_sm_off\":false}\nResponse has a \"token\": \"%s\" but /api/meters/aggregates still 403. Gateway serial %s",
			c.K(c.pick("2", "3", "+")), c.K(c.lanIP()), c.P("bearer", c.pick(c.password(), strings.ToUpper(c.from(upper, 5)))), c.P("email", c.emailOf(p, "us")), c.P("bearer", c.b64url(86)+"=="), c.K(c.digits(7)+"-"+c.digits(2)+"-"+c.from(upper, 1)+"--"+c.from(upper+dig, 12)))
	})

	reg("node_red_credentials", func(c *C) string {
		return S("Node-RED flows_cred.json got committed to GitHub by accident, contents (decrypted):\n{\"%s\":{\"user\":\"nodered\",\"password\":\"%s\"},\"%s\":{\"accessToken\":\"%s\"},\"%s\":{\"token\":\"%s\"}}\nWhat do I rotate first?",
			c.K(c.hex(16)), c.P("bearer", c.password()), c.K(c.hex(16)), c.P("jwt", c.haToken()), c.K(c.hex(16)), c.P("bearer", fmt.Sprint(c.n(1000000000, 7999999999))+":AA"+c.b64url(33)))
	})

	reg("unifi_protect_integration", func(c *C) string {
		return S("UniFi Protect integration fails: 'Invalid username or password'.\nhost: %s\nusername: ha-local\npassword: %s\nverify_ssl: false\nUDM Pro firmware %s, local user created with %s role. MAC of the UDM is %s.",
			c.K(c.lanIP()), c.P("bearer", c.password()), c.K(c.pick("4.0.6", "3.2.12")), c.pick("View Only", "Full Management"), c.K(c.mac()))
	})

	reg("airbnb_turnover_cleaner", func(c *C) string {
		return S("Turnover checklist – unit %s\nCheckout %s, next check-in %s\nLockbox: %s\nSmart lock (%s) back door: %s\nWi-Fi: %s / %s\nIf supplies low text %s. Linens in hall closet, damage photos to %s",
			c.K(fmt.Sprint(c.n(1, 12))+c.pick("A", "B", "")), c.K(c.hmA()), c.K(c.hmB()), c.P("bearer", c.code(4)), c.K(c.pick("Yale YRD256", "Schlage BE469ZP", "August Wi-Fi")), c.P("bearer", c.code(c.pick2(4, 6))), c.pick("BeachHouse", "Cabin_5G", "Loft-Guest"), c.P("bearer", c.wifiPSK()), c.P("phone", c.phoneUS()), c.P("email", c.emailOf(c.person("us"), "us")))
	})

	reg("ecobee_developer_api", func(c *C) string {
		return S("ecobee API: POST https://api.ecobee.com/token?grant_type=refresh_token&code=%s&client_id=%s\nresponse {\"access_token\": \"%s\", \"token_type\": \"Bearer\", \"expires_in\": 3599, \"refresh_token\": \"%s\", \"scope\": \"smartWrite\"}\nthermostat id %s",
			c.P("bearer", c.b64url(32)), c.K(c.aln(32)), c.P("jwt", c.jwtUser("https://auth.ecobee.com/")), c.P("bearer", c.b64url(32)), c.K(c.digits(12)))
	})

	reg("rest_sensor_api_key_header", func(c *C) string {
		return S("sensor:\n  - platform: rest\n    name: Water softener salt level\n    resource: https://api.%s/v2/devices/%s/telemetry\n    headers:\n      X-Api-Key: %s\n    value_template: \"{{ value_json.salt_pct }}\"\n    unit_of_measurement: \"%%\"\n    scan_interval: %d",
			c.pick("culligan.com", "kinetico.example", "leaksmart.com"), c.K(c.uuid()), c.P("bearer", c.mixed(40)), c.pick2(300, 600, 900))
	})

	reg("wifi_handover_card_es", func(c *C) string {
		p := c.person("es")
		return S("Instalación domótica finalizada – %s\nCliente: %s, tel. %s\n%s: usuario 1234, contraseña admin %s\nWiFi: %s / clave %s\nCentral de alarma: código de usuario %s, código de coacción %s\nTécnico: %s, %s",
			c.K(c.dateEU()), p.Disp, c.P("phone", c.phone("es")), c.K(c.pick("Livebox 6", "Router Movistar HGU", "Digi ZTE F6640")), c.P("bearer", c.password()), c.pick("MOVISTAR_"+c.HEX(4), "Livebox6-"+c.HEX(4)), c.P("bearer", c.from(alnum, 20)), c.P("bearer", c.code(4)), c.P("bearer", c.code(4)), c.person("es").Disp, c.P("phone", c.phone("es")))
	})

	reg("installer_notes_fr", func(c *C) string {
		p := c.person("fr")
		return S("Fiche intervention %s – pose alarme + caméras\nClient : %s, %s, %s\nCode installateur : %s — code maître client : %s\nBox : %s, mot de passe Wi-Fi %s\nCompte appli %s / mot de passe %s\nN° série centrale : %s",
			c.K(S("FI-%d", c.n(10000, 99999))), p.Disp, c.P("phone", c.phone("fr")), c.P("email", c.emailOf(p, "fr")), c.P("bearer", c.code(6)), c.P("bearer", c.code(4)), c.K(c.pick("Livebox 5", "Freebox Pop", "SFR Box 8")), c.P("bearer", c.from(lower+dig, 26)), c.pick("Verisure", "Somfy Protect", "Ajax"), c.P("bearer", c.password()), c.K(c.serial()))
	})

	reg("smart_home_handover_ja", func(c *C) string {
		p := c.person("ja")
		return S("スマートホーム設置完了報告 %s\nお客様：%s 様（%s）\nWi-Fi：SSID %s / パスワード %s\nSwitchBot アカウント：%s\nスマートロック 暗証番号：%s\n設置機器：%s、%s",
			c.K(c.isoDate()), p.Disp, c.P("phone", c.phone("ja")), c.pick("aterm-"+c.hex(6)+"-g", "Buffalo-G-"+c.HEX(4)), c.P("bearer", c.hex(13)), c.P("email", c.emailOf(p, "ja")), c.P("bearer", c.code(6)), c.K(c.pick("SwitchBot ハブ2", "SwitchBot ロック Pro")), c.K(c.pick("Nature Remo 3", "Qrio Lock Q-SL2")))
	})

	reg("solar_portal_support_pt", func(c *C) string {
		p := c.person("br")
		return S("Olá, o inversor %s parou de enviar dados ao portal. Login do portal: %s senha %s. Número de série %s. Meu WhatsApp %s. Protocolo %s",
			c.K(c.pick("Growatt MIN 5000TL-X", "Deye SUN-5K-SG03LP1", "Huawei SUN2000-5KTL-L1")), c.P("email", c.emailOf(p, "br")), c.P("bearer", c.password()), c.K(c.from(upper, 3)+c.digits(7)), c.P("phone", c.phone("br")), c.K(fmt.Sprint(c.n(100000000, 999999999))))
	})

	reg("ha_backup_issue_it", func(c *C) string {
		return S("Ho ripristinato il backup di Home Assistant ma l'integrazione Google Drive chiede di nuovo l'autorizzazione. Nel file .storage/application_credentials c'è:\n\"client_id\": \"%s.apps.googleusercontent.com\",\n\"client_secret\": \"%s\"\ne in core.config_entries il token: \"refresh_token\": \"%s\". La chiave di crittografia del backup è %s",
			c.K(fmt.Sprint(c.n(100000000000, 999999999999))+"-"+c.from(lower+dig, 32)), c.P("bearer", c.googleSecret()), c.P("bearer", "1//0"+c.b64url(97)), c.P("bearer", strings.Join([]string{c.HEX(4), c.HEX(4), c.HEX(4), c.HEX(4), c.HEX(4), c.HEX(4), c.HEX(4)}, "-")))
	})

	reg("maps_api_key_booking_widget", func(c *C) string {
		return S("Our booking widget on %s.com shows 'This page can't load Google Maps correctly'. Snippet:\n<script src=\"https://maps.googleapis.com/maps/api/js?key=%s&libraries=places&callback=initAutocomplete\"></script>\nService area radius %s mi around %s. Billing account is active.",
			c.pick(trades[0].slug, trades[3].slug, trades[6].slug), c.P("bearer", c.googleKey()), c.K(fmt.Sprint(c.n(10, 60))), c.cityUS())
	})

	reg("zigbee_mqtt_shell_history_ru", func(c *C) string {
		return S("Не подключается Zigbee2MQTT к брокеру, вот что я делал:\n$ docker run -d --name z2m -e ZIGBEE2MQTT_CONFIG_MQTT_USER=zigbee -e ZIGBEE2MQTT_CONFIG_MQTT_PASSWORD=%s koenkk/zigbee2mqtt:%s\n$ mosquitto_pub -h %s -u zigbee -P %s -t test -m hi\nError: Connection refused\nКоординатор %s, IEEE %s",
			c.P("bearer", c.password()), c.K(c.pick("1.40.2", "1.42.0", "2.0.0")), c.K(c.lanIP()), c.P("bearer", c.password()), c.K(c.pick("SLZB-06", "Sonoff ZBDongle-P")), c.K(c.ieee()))
	})

	reg("marketplace_api_webhook_json", func(c *C) string {
		p := c.person("gb")
		return S("Webhook payload from the leads marketplace (signature check fails):\nX-Signature: sha256=%s\n{\"event\":\"lead.created\",\"lead\":{\"id\":%s,\"category\":\"%s\",\"postcode\":\"%s\",\"customer\":{\"name\":\"%s\",\"mobile\":\"%s\",\"email\":\"%s\"}},\"sent_at\":\"%sT%s:00Z\"}\nOur webhook secret in settings is %s",
			c.K(c.hex(64)), c.K(fmt.Sprint(c.n(10000000, 99999999))), c.pick("boiler_repair", "fencing", "end_of_tenancy_clean"), c.K(c.ukPostcode()), p.Disp, c.P("phone", c.phone("gb")), c.P("email", c.emailOf(p, "gb")), c.K(c.isoDate()), c.hm(), c.P("bearer", "whsec_"+c.mixed(32)))
	})
}
