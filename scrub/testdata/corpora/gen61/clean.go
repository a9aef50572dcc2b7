package main

import (
	"fmt"
	"strings"
)

// Clean templates: domain text with look-alikes and no personal data or secrets.

func init() {
	S := fmt.Sprintf

	regc("ha_automation_yaml", func(c *C) string {
		e1, e2 := c.K(c.entity()), c.K(c.entity())
		return S("automation:\n  - id: '%s'\n    alias: %s\n    trigger:\n      - platform: state\n        entity_id: %s\n        to: 'on'\n        for: '%s'\n    condition:\n      - condition: time\n        after: '%s:00'\n        before: '%s:00'\n    action:\n      - service: light.turn_on\n        target:\n          entity_id: %s\n        data:\n          brightness_pct: %d\n          transition: %d\nWhy does this fire twice?",
			c.K(fmt.Sprint(c.n(1600000000000, 1739999999999))), c.pick("Hall motion light", "Garage open alert", "Porch at sunset"), e1, c.K(S("00:%02d:%02d", c.n(0, 10), c.n(0, 59))), c.K(c.hmA()), c.K(c.hmB()), e2, c.n(10, 100), c.n(1, 5))
	})

	regc("z2m_device_list_log", func(c *C) string {
		var b strings.Builder
		b.WriteString("Zigbee2MQTT:info  " + c.K(c.isoDate()+" "+c.hm()+":"+S("%02d", c.n(0, 59))) + ": Currently " + fmt.Sprint(c.n(5, 60)) + " devices are joined:\n")
		for i := 0; i < c.n(3, 6); i++ {
			m := c.pick("Xiaomi WSDCGQ11LM", "IKEA E1743", "Philips 9290012607", "Tuya TS0601_thermostat", "Aqara MCCGQ11LM", "Sonoff SNZB-02")
			b.WriteString(S("Zigbee2MQTT:info  %s: %s (%s): %s - %s (%s)\n", c.hm(), c.pick("kitchen_th", "hall_motion", "bedroom_remote", "radiator_lr", "front_door", "office_th")+fmt.Sprint(i), c.K(c.ieee()), c.K(strings.Fields(m)[1]), m, c.pick("EndDevice", "Router")))
		}
		return b.String()
	})

	regc("mqtt_topic_dump", func(c *C) string {
		return S("zigbee2mqtt/bridge/state online\nzigbee2mqtt/kitchen_th {\"battery\":%d,\"humidity\":%s,\"linkquality\":%d,\"temperature\":%s,\"voltage\":%d}\nshellies/shellyplus1pm-%s/status/switch:0 {\"id\":0,\"apower\":%s,\"voltage\":%s,\"aenergy\":{\"total\":%s}}\ntasmota/tele/sonoff_%s/SENSOR {\"Time\":\"%sT%s:00\",\"ENERGY\":{\"Total\":%s,\"Power\":%d}}",
			c.n(40, 100), c.K(S("%d.%d", c.n(30, 70), c.n(0, 9))), c.n(20, 255), c.K(S("%d.%d", c.n(17, 26), c.n(0, 9))), c.n(2700, 3100), c.K(strings.ToLower(c.hex(12))), c.K(S("%d.%d", c.n(0, 2200), c.n(0, 9))), c.K(S("%d.%d", c.n(228, 242), c.n(0, 9))), c.K(S("%d.%03d", c.n(10, 9000), c.n(0, 999))), c.K(strings.ToUpper(c.hex(6))), c.K(c.isoDate()), c.hm(), c.K(S("%d.%03d", c.n(1, 900), c.n(0, 999))), c.n(0, 2000))
	})

	regc("esphome_with_secret_refs", func(c *C) string {
		return S("wifi:\n  ssid: !secret wifi_ssid\n  password: !secret wifi_password\n  manual_ip:\n    static_ip: %s\n    gateway: %s\n    subnet: 255.255.255.0\napi:\n  encryption:\n    key: !secret api_key_%s\nota:\n  - platform: esphome\n    password: !secret ota_password\nsensor:\n  - platform: pulse_meter\n    pin: GPIO%d\n    name: \"Water meter\"\n    unit_of_measurement: \"L/min\"\n    internal_filter: %dms",
			c.K(c.lanIP()), c.K(c.pick("192.168.1.1", "192.168.178.1", "10.0.0.1")), c.pick("garage", "boiler", "meter"), c.n(2, 33), c.n(10, 100)) + "\n" + c.K("!secret wifi_password")
	})

	regc("secrets_yaml_template", func(c *C) string {
		return S("# secrets.yaml.example – copy to secrets.yaml and fill in\nmqtt_user: %s\nmqtt_password: %s\nwifi_ssid: %s\nwifi_password: %s\nha_token: %s\nlatitude_home: %s\nsolaredge_site_id: %s\n",
			c.K(c.pick("YOUR_MQTT_USER", "<mqtt user>", "CHANGE_ME_USER")), c.K(c.pick("YOUR_MQTT_PASSWORD", "<password>", "********")), c.K(c.pick("YOUR_SSID", "<ssid>")), c.K(c.pick("YOUR_WIFI_PASSWORD", "<wifi password>", "xxxxxxxx")), c.K(c.pick("YOUR_LONG_LIVED_TOKEN", "<token>", "${HA_TOKEN}")), c.K("52.000000"), c.K("1234567"))
	})

	regc("job_ticket_no_contact", func(c *C) string {
		return S("JOB %s  %s  %s–%s\nTech: %s   Truck %s\nEquipment: %s  %s\nFindings: %s\nParts used: %s x%d, %s x%d\nLabor: %s h   Travel: %s mi\nNext visit: %s",
			c.K(c.jobNo()), c.K(c.date()), c.K(c.hmA()), c.K(c.hmB()), c.pick("RJ", "MK", "DW", "TL", "A. Ortiz", "K. Lee"), c.K(fmt.Sprint(c.n(1, 30))), c.K(c.pick(models...)), c.K(c.serial()),
			c.pick("Anode rod 80% depleted, flushed tank", "Burnt neutral on breaker 14", "Capacitor 45/5 µF out of spec (38 µF)", "Flapper worn, replaced fill valve"), c.K(c.pick("P/N 9003517", "P/N WP8544771", "Fluidmaster 400H", "Titan Pro TRCFD455")), c.n(1, 3), c.K(c.pick("Wago 221-413", "1/2\" SharkBite 25555", "3/4\" PEX elbow")), c.n(1, 10), c.K(S("%.2f", float64(c.n(2, 32))/4)), c.K(fmt.Sprint(c.n(3, 60))), c.K(c.date()))
	})

	regc("invoice_masked_card", func(c *C) string {
		return S("INVOICE %s\nDate %s · Due %s\nService call ........ %s\n%s ........ %s\nDisposal fee ........ %s\nSubtotal %s  Tax (%s) %s\nTotal %s\nPaid %s by %s %s, auth %s\nLicense %s · EIN %s",
			c.K(c.invNo()), c.K(c.date()), c.K(c.date()), c.K(c.usd()), c.pick("Install 40 gal water heater", "Replace 200A panel", "Aeration + overseed"), c.K(c.usdBig()), c.K(c.usd()), c.K(c.usdBig()), c.K(c.pick("8.25%", "6.5%", "7%")), c.K(c.usd()), c.K(c.usdBig()), c.K(c.date()), c.pick("Visa", "Mastercard", "Amex"), c.K(c.pick("•••• ", "ending in ", "xxxx-xxxx-xxxx-", "************")+c.digits(4)), c.K(strings.ToUpper(c.aln(6))), c.K(S("#ROC %d", c.n(100000, 999999))), c.K(c.ein()))
	})

	regc("fieldservice_csv_no_pii", func(c *C) string {
		var b strings.Builder
		b.WriteString("job_id,date,tech,zip,duration_min,parts_cost,labor_cost,status\n")
		for i := 0; i < c.n(4, 8); i++ {
			b.WriteString(S("%s,%s,%s,%s,%d,%s,%s,%s\n", c.K(c.jobNo()), c.K(c.isoDate()), c.pick("RJ", "MK", "DW", "TL"), c.K(c.zip()), c.n(20, 300), c.K(S("%d.%02d", c.n(0, 900), c.n(0, 99))), c.K(S("%d.%02d", c.n(80, 1500), c.n(0, 99))), c.pick("done", "callback", "parts_on_order")))
		}
		return "Pivot by tech please:\n" + b.String()
	})

	regc("quote_breakdown", func(c *C) string {
		return S("Quote %s (valid 30 days)\n1. Remove existing %s\n2. Supply & fit %s ........ %s\n3. %s of 22mm copper + fittings ........ %s\n4. Flush system, inhibitor %s ........ %s\n5. Benchmark + %s-year warranty registration\nTotal inc. VAT %s",
			c.K(c.quoteNo()), c.pick("back boiler", "combi boiler", "hot water cylinder"), c.K(c.pick("Worcester Bosch 4000 30kW", "Vaillant ecoTEC plus 832", "Ideal Logic Max C30")), c.K(c.gbp()), c.K(S("%d m", c.n(2, 15))), c.K(c.gbp()), c.K(c.pick("Fernox F1", "Sentinel X100")), c.K(c.gbp()), c.K(fmt.Sprint(c.pick2(7, 10, 12))), c.K(c.gbp()))
	})

	regc("panel_schedule", func(c *C) string {
		var b strings.Builder
		b.WriteString("Panel " + c.K(c.pick(models[13:15]...)) + " – main " + c.K(c.pick("200A", "100A", "150A")) + "\nCkt | Amps | Wire | Load\n")
		loads := []string{"Kitchen counters GFCI", "Dishwasher", "Range 240V", "Dryer 240V", "Bath lights", "Garage outlets", "AC condenser", "EV charger", "Bedrooms AFCI", "Sump pump"}
		for i := 1; i <= c.n(5, 9); i++ {
			b.WriteString(S("%d | %s | %s | %s\n", i, c.K(c.pick("15A", "20A", "30A", "40A", "50A")), c.K(c.pick("14/2 NM-B", "12/2 NM-B", "10/3", "6/3", "#8 THHN")), loads[c.r.Intn(len(loads))]))
		}
		return b.String()
	})

	regc("plumbing_parts_list", func(c *C) string {
		return S("Parts for bathroom rough-in (job %s):\n- %s valve body\n- 1/2\" PEX-A %s ft, %s\n- ABS 3\" DWV sanitary tee x%d\n- %s closet flange\n- SharkBite %s x%d\nSupplier PO %s, pickup %s at %s",
			c.K(c.jobNo()), c.K(c.pick("Moen 2520", "Delta R10000-UNBX", "Kohler K-8304-KS")), c.K(fmt.Sprint(c.pick2(50, 100, 300))), c.K(c.pick("Uponor F1040500", "Viega 33010")), c.n(1, 4), c.K(c.pick("Oatey 43503", "Sioux Chief 886-PTM")), c.K(c.pick("U120LF", "U248LF", "25555")), c.n(1, 12), c.K(S("PO-%d", c.n(100000, 999999))), c.K(c.date()), c.K(c.hm()))
	})

	regc("solar_production_report", func(c *C) string {
		return S("Monthly report – site %s\nSystem size %s kWp, inverter %s (%s)\nProduction: %s kWh (%s%% of estimate)\nSelf-consumption: %s%%, export %s kWh\nPeak power %s kW on %s at %s\nBattery cycles: %d",
			c.K(fmt.Sprint(c.n(1000000, 4999999))), c.K(S("%d.%d", c.n(3, 14), c.n(0, 9))), c.K(c.pick(energyModels[:7]...)), c.K(c.serial()), c.K(S("%d.%d", c.n(150, 1800), c.n(0, 9))), c.K(fmt.Sprint(c.n(70, 120))), c.K(fmt.Sprint(c.n(20, 90))), c.K(S("%d.%d", c.n(10, 900), c.n(0, 9))), c.K(S("%d.%02d", c.n(2, 12), c.n(0, 99))), c.K(c.isoDate()), c.K(c.hm()), c.n(5, 40))
	})

	regc("ev_charging_sessions_csv", func(c *C) string {
		var b strings.Builder
		b.WriteString("session_id,charger,start,end,kwh,cost_eur,rfid\n")
		for i := 0; i < c.n(3, 6); i++ {
			b.WriteString(S("%s,%s,%s %s,%s,%s,%s,%s\n", c.K(fmt.Sprint(c.n(1000000, 9999999))), c.K("CP"+c.digits(6)), c.K(c.isoDate()), c.K(c.hmA()), c.K(c.hmB()), c.K(S("%d.%02d", c.n(2, 70), c.n(0, 99))), c.K(S("%d.%02d", c.n(1, 25), c.n(0, 99))), c.K(strings.ToUpper(c.hex(8)))))
		}
		return "Wallbox session export, need monthly totals for the company car reimbursement:\n" + b.String()
	})

	regc("dhcp_lease_table", func(c *C) string {
		var b strings.Builder
		b.WriteString("Hostname            IP               MAC                 Lease\n")
		hosts := []string{"hue-bridge", "ring-doorbell", "shelly1pm-garage", "synology-ds920", "nest-thermostat", "esp32-boiler", "tesla-powerwall", "zappi-hub", "printer-hp", "roborock-s7"}
		for i := 0; i < c.n(4, 8); i++ {
			b.WriteString(S("%-19s %-16s %s   %s\n", hosts[c.r.Intn(len(hosts))], c.K(c.lanIP()), c.K(c.mac()), c.K(S("%02dh%02dm", c.n(0, 23), c.n(0, 59)))))
		}
		return "Router DHCP list, which one is the doorbell that keeps dropping?\n" + b.String()
	})

	regc("nas_storage_status", func(c *C) string {
		return S("Storage Pool 1 degraded. Drive %d (%s, serial %s) %s. Volume 1: %s TB / %s TB used. Last scrub %s. DSM %s, model %s, Hyper Backup task %s last ran %s %s.",
			c.n(1, 4), c.K(c.pick("WD80EFPX", "ST8000VN004", "HAT5300-8T")), c.K(c.from(upper, 4)+c.digits(8)), c.pick("has 8 bad sectors", "shows as crashed", "reallocated sector count 24"), c.K(S("%.1f", float64(c.n(10, 200))/10)), c.K(S("%.1f", float64(c.n(200, 400))/10)), c.K(c.isoDate()), c.K("7.2.1-69057"), c.K(c.pick("DS920+", "DS1522+")), c.K("#"+fmt.Sprint(c.n(1, 9))), c.K(c.isoDate()), c.K(c.hm()))
	})

	regc("hue_api_response", func(c *C) string {
		return S("GET /clip/v2/resource/light with hue-application-key: %s returns\n{\"data\":[{\"id\":\"%s\",\"id_v1\":\"/lights/%d\",\"owner\":{\"rid\":\"%s\",\"rtype\":\"device\"},\"on\":{\"on\":true},\"dimming\":{\"brightness\":%s},\"color\":{\"xy\":{\"x\":%s,\"y\":%s}}}]}\nhow do I map id_v1 to the HA entity %s?",
			c.K(c.pick("<application key>", "$HUE_KEY", "YOUR_HUE_APP_KEY")), c.K(c.uuid()), c.n(1, 40), c.K(c.uuid()), c.K(S("%d.%02d", c.n(1, 100), c.n(0, 99))), c.K(S("0.%04d", c.n(1000, 7000))), c.K(S("0.%04d", c.n(1000, 7000))), c.K(c.entity()))
	})

	regc("smartthings_devices_json", func(c *C) string {
		return S("{\"items\":[{\"deviceId\":\"%s\",\"name\":\"%s\",\"label\":\"%s\",\"locationId\":\"%s\",\"roomId\":\"%s\",\"deviceTypeName\":\"%s\",\"zigbeeEui\":\"%s\"}]}\nwhy is the label different from the name?",
			c.K(c.uuid()), c.pick("c2c-switch", "zigbee-contact", "zwave-lock"), c.pick("Front Door", "Garage Light", "Back Gate Lock"), c.K(c.uuid()), c.K(c.uuid()), c.pick("ZigBee Contact Sensor", "Z-Wave Lock", "Virtual Switch"), c.K(strings.ToUpper(c.hex(16))))
	})

	regc("review_reply_no_contact", func(c *C) string {
		return S("Thanks so much for the 5 stars, %s! Glad the %s is running quiet again. Just a reminder that your %s-year parts warranty is registered under job %s, and the next filter change is due around %s. See you at the spring tune-up!",
			c.person("us").FirstDisp(), c.pick("furnace", "AC", "sump pump", "garage door"), c.K(fmt.Sprint(c.pick2(5, 10))), c.K(c.jobNo()), c.K(c.date()))
	})

	regc("scheduling_text_no_contact", func(c *C) string {
		return S("%s: Your %s appointment is confirmed for %s, arrival window %s–%s. Ref %s. Please clear %s ft around the %s. Reply R to reschedule.",
			c.pick(trades[0].name, trades[1].name, trades[2].name, trades[5].name), c.pick("service", "install", "estimate"), c.K(c.date()), c.K(c.hmA()), c.K(c.hmB()), c.K(c.jobNo()), c.K(fmt.Sprint(c.n(2, 6))), c.pick("water heater", "panel", "furnace", "driveway"))
	})

	regc("hvac_maintenance_readings", func(c *C) string {
		return S("AC tune-up %s – %s\nSuction %s psig / liquid %s psig (R-410A)\nSuperheat %s°F, subcool %s°F\nSupply %s°F, return %s°F, ΔT %s°F\nCapacitor %s µF (rated %s)\nAmp draw compressor %s A, fan %s A\nFilter %s MERV %d replaced",
			c.K(c.jobNo()), c.K(c.pick(models[5:9]...)), c.K(fmt.Sprint(c.n(110, 145))), c.K(fmt.Sprint(c.n(280, 420))), c.K(fmt.Sprint(c.n(6, 18))), c.K(fmt.Sprint(c.n(6, 14))), c.K(fmt.Sprint(c.n(52, 60))), c.K(fmt.Sprint(c.n(72, 80))), c.K(fmt.Sprint(c.n(16, 22))), c.K(S("%d.%d", c.n(30, 45), c.n(0, 9))), c.K(c.pick("35/5", "40/5", "45/5")), c.K(S("%d.%d", c.n(8, 18), c.n(0, 9))), c.K(S("%d.%d", c.n(0, 2), c.n(1, 9))), c.K(c.pick("16x25x1", "20x25x4", "16x20x1")), c.pick2(8, 11, 13))
	})

	regc("moving_inventory", func(c *C) string {
		return S("Inventory %s – move date %s\nLiving room: sofa (3-seat), TV 65\", bookcase ×2 → %s cu ft\nKitchen: %d boxes (medium), fridge %s\nBedrooms: queen bed, dresser, %d wardrobe boxes\nTotal est. %s cu ft / %s lbs, truck %s ft, crew of %d, %s–%s",
			c.K(c.quoteNo()), c.K(c.date()), c.K(fmt.Sprint(c.n(40, 120))), c.n(6, 30), c.K(c.pick("36\" French door", "30\" top freezer")), c.n(2, 10), c.K(fmt.Sprint(c.n(400, 1600))), c.K(S("%d,%03d", c.n(3, 12), c.n(0, 999))), c.K(fmt.Sprint(c.pick2(16, 20, 26))), c.n(2, 5), c.K(c.hmA()), c.K(c.hmB()))
	})

	regc("landscape_plan", func(c *C) string {
		return S("Landscape plan rev %s\nLawn: %s m² sod (%s), irrigation zones %d–%d, %s L/h drippers\nBeds: %d × Lavandula 'Hidcote', %d × Carex, mulch %s m³\nPatio: %s m² porcelain, 20 mm, sub-base %s mm MOT type 1\nEstimate %s, start week %d",
			c.K(c.pick("A", "B", "C")+fmt.Sprint(c.n(1, 5))), c.K(fmt.Sprint(c.n(30, 400))), c.pick("ryegrass", "fescue mix"), c.n(1, 3), c.n(4, 8), c.K(S("%.1f", float64(c.n(4, 16))/2)), c.n(5, 40), c.n(5, 40), c.K(S("%.1f", float64(c.n(2, 20))/2)), c.K(fmt.Sprint(c.n(12, 60))), c.K(fmt.Sprint(c.pick2(100, 150))), c.K(c.gbp()), c.n(10, 40))
	})

	regc("cleaning_checklist_de", func(c *C) string {
		return S("Reinigungsplan Objekt %s, Auftrag %s\nMo/Mi/Fr %s–%s Uhr\n- Treppenhaus EG–%d. OG wischen\n- Glasflächen Eingang (%s m²)\n- Müllraum, Tonnen %s\nVerbrauch: %s l Reiniger, Stundensatz %s, Monatspauschale %s",
			c.K(S("%d-%s", c.n(10, 99), c.from(upper, 1))), c.K(S("%d/%d", c.n(100, 999), c.n(2023, 2025))), c.K(c.hmA()), c.K(c.hmB()), c.n(2, 6), c.K(fmt.Sprint(c.n(8, 40))), c.K(c.pick("240 l", "1100 l")), c.K(S("%d,%d", c.n(1, 5), c.n(0, 9))), c.K(c.eur()), c.K(c.eur()))
	})

	regc("thermostat_schedule_json", func(c *C) string {
		return S("{\"device\":\"%s\",\"mode\":\"HEAT\",\"schedule\":[{\"day\":\"MONDAY\",\"time\":\"%s\",\"heatCelsius\":%s},{\"day\":\"MONDAY\",\"time\":\"%s\",\"heatCelsius\":%s}],\"ecoHeatCelsius\":%s,\"firmware\":\"%s\"}",
			c.K("enterprises/"+c.uuid()+"/devices/"+c.b64url(20)), c.K(c.hm()), c.K(S("%d.%d", c.n(17, 22), c.pick2(0, 5))), c.K(c.hm()), c.K(S("%d.%d", c.n(15, 19), c.pick2(0, 5))), c.K(S("%d.%d", c.n(12, 16), c.pick2(0, 5))), c.K(c.pick("6.2-15", "5.9.3-5")))
	})

	regc("tuya_dps_status", func(c *C) string {
		return S("tinytuya status for %s (ip %s, v%s): {'dps': {'1': True, '9': 0, '17': %d, '18': %d, '19': %d, '20': %d, '21': 1, '22': %d, '23': %d, '24': %d, '25': %d, '26': 0}}\nWhich dp is current in mA?",
			c.K("bf"+c.hex(20)), c.K(c.lanIP()), c.K(c.pick("3.3", "3.4")), c.n(0, 100), c.n(0, 20000), c.n(0, 30000), c.n(2200, 2450), c.n(500, 700), c.n(25000, 32000), c.n(12000, 16000), c.n(1000, 1200))
	})

	regc("alarm_zone_list", func(c *C) string {
		var b strings.Builder
		b.WriteString("Zone list – panel " + c.K(c.pick("DSC PowerSeries Neo HS2064", "Honeywell Vista-20P", "Ajax Hub 2 Plus")) + ", account " + c.K(S("%04X", c.n(0x1000, 0xFFFF))) + "\n")
		zones := []string{"Front door (delay 30 s)", "Back slider", "Garage entry", "Hall PIR", "Basement glass break", "Smoke upstairs", "Kitchen window", "CO detector"}
		for i := 1; i <= c.n(4, 8); i++ {
			b.WriteString(S("Z%02d  %s  type %02d  %s\n", i, zones[c.r.Intn(len(zones))], c.pick2(1, 3, 4, 9, 87), c.K("SN "+fmt.Sprint(c.n(100000, 999999)))))
		}
		b.WriteString("Installer code and user codes are in the sealed envelope, not here.")
		return b.String()
	})

	regc("permit_inspection_note", func(c *C) string {
		return S("Permit %s – %s\nRough-in inspection %s: PASSED (inspector ID %s)\nFinal scheduled %s, window %s–%s\nNotes: %s, bonding jumper at water heater per NEC 250.104, %s",
			c.K(c.pick("BP", "EL", "PL", "MEC")+"-"+fmt.Sprint(c.n(2023, 2025))+"-"+fmt.Sprint(c.n(10000, 99999))), c.pick("service upgrade 200A", "bath remodel", "mini-split install"), c.K(c.date()), c.K(fmt.Sprint(c.n(100, 999))), c.K(c.date()), c.K(c.hmA()), c.K(c.hmB()), c.pick("AFCI on all bedroom circuits", "GFCI within 6 ft of sink"), c.K(c.pick("grounding electrode 8 ft", "torque 250 in-lb on lugs")))
	})

	regc("warranty_registration", func(c *C) string {
		return S("Warranty registration submitted\nProduct: %s\n%s\nInstall date: %s\nInstaller license: %s\nRegistration #: %s\nCoverage: %d-year parts, %d-year labor",
			c.K(c.pick(append(models, energyModels...)...)), c.K(c.serial()), c.K(c.date()), c.K(S("#%s %d", c.pick("TECL", "ROC", "CSLB"), c.n(100000, 999999))), c.K(S("WR%d", c.n(100000000, 999999999))), c.pick2(5, 10, 12), c.pick2(1, 2, 5))
	})

	regc("water_heater_error_codes", func(c *C) string {
		return S("My %s shows error %s and then %s. Gas pressure measured %s\" WC static, %s\" WC dynamic. Venting is %s\" PVC, %s ft with %d elbows. Firmware %s. Is this the flame rod?",
			c.K(c.pick("Navien NPE-240A2", "Rinnai RU199iN", "Noritz NRCP111", "Rheem RTGH-95DVLN")), c.K(c.pick("E003", "11", "E012", "LC")), c.K(c.pick("E030", "12", "E515")), c.K(fmt.Sprint(c.n(6, 10))), c.K(fmt.Sprint(c.n(4, 8))), c.K(c.pick("2", "3")), c.K(fmt.Sprint(c.n(5, 60))), c.n(1, 6), c.K(c.pick("v1.4", "3.1.0", "LX-203")))
	})

	regc("marketplace_stats", func(c *C) string {
		return S("Thumbtack weekly summary %s–%s: %d leads, %d contacted, %d hired. Spend %s, cost per hire %s. Avg response time %s min. Top category: %s in ZIP %s. Your rating %s (%d reviews).",
			c.K(c.date()), c.K(c.date()), c.n(10, 80), c.n(5, 40), c.n(1, 12), c.K(c.usd()), c.K(c.usd()), c.K(fmt.Sprint(c.n(3, 90))), c.pick("TV mounting", "house cleaning", "drain clearing", "lawn mowing"), c.K(c.zip()), c.K(S("%d.%d", c.n(4, 4), c.n(0, 9))), c.n(10, 400))
	})

	regc("ha_template_sensor", func(c *C) string {
		e := c.K(c.entity())
		return S("template:\n  - sensor:\n      - name: \"Heat pump COP\"\n        unit_of_measurement: \"\"\n        state: >\n          {%% set heat = states('%s') | float(0) %%}\n          {%% set elec = states('sensor.heatpump_power') | float(0) %%}\n          {{ (heat / elec) | round(2) if elec > %d else 0 }}\nReturns 0 between %s and %s even though %s shows %s W",
			e, c.n(50, 200), c.K(c.hmA()), c.K(c.hmB()), c.K("sensor.heatpump_power"), c.K(fmt.Sprint(c.n(300, 2500))))
	})

	regc("energy_meter_tariff_uk", func(c *C) string {
		return S("Switching tariff: MPAN %s, meter serial %s, MPRN %s. Current unit rate %sp/kWh, standing charge %sp/day. Annual usage %s kWh electric, %s kWh gas. Agile vs Go: cheap window %s–%s.",
			c.K(fmt.Sprint(c.n(10, 23))+c.digits(11)), c.K(fmt.Sprint(c.n(10, 23))+"P"+c.digits(7)), c.K(c.nz(10)), c.K(S("%d.%02d", c.n(15, 30), c.n(0, 99))), c.K(S("%d.%02d", c.n(40, 65), c.n(0, 99))), c.K(fmt.Sprint(c.n(1800, 6000))), c.K(fmt.Sprint(c.n(5000, 15000))), c.K(c.hmA()), c.K(c.hmB()))
	})

	regc("ha_question_prose", func(c *C) string {
		return S("Running HA %s on a %s. After updating, %s stays 'unavailable' and the log shows \"Setup of %s is taking over %d seconds\". Zigbee coordinator %s on channel %d, %d devices. Restarting at %s didn't help. Ideas?",
			c.K(c.pick("2024.12.5", "2025.1.4", "2024.8.3")), c.pick("Raspberry Pi 4 8GB", "HA Green", "NUC i5"), c.K(c.entity()), c.pick("zha", "mqtt", "tuya", "hue"), c.pick2(10, 60, 120), c.K(c.ieee()), c.pick2(15, 20, 25), c.n(10, 90), c.K(c.hm()))
	})

	regc("job_update_ja_clean", func(c *C) string {
		return S("作業報告 %s\n現場：%s\n作業内容：%s\n使用部材：%s ×%d\n作業時間：%s～%s\n次回点検：%s",
			c.K(S("No.%d-%04d", c.n(23, 25), c.n(1, 9999))), c.pick("世田谷区 A邸", "横浜市 B様邸", "大阪市 C マンション 302"), c.pick("給湯器交換", "エアコン分解洗浄", "分電盤交換"), c.K(c.pick("ノーリツ GT-C2462SAWX", "パナソニック BQR3")), c.n(1, 4), c.K(c.hmA()), c.K(c.hmB()), c.K(c.isoDate()))
	})

	regc("job_update_zh_clean", func(c *C) string {
		return S("施工进度 %s：水电改造完成%s%%，强电回路%d路，弱电%d路，线管%s米。验收安排在%s %s。材料单号%s，合计%s元。",
			c.K(S("ZX%d%04d", c.n(2023, 2025), c.n(1, 9999))), c.K(fmt.Sprint(c.n(30, 100))), c.n(6, 16), c.n(2, 8), c.K(fmt.Sprint(c.n(80, 400))), c.K(c.isoDate()), c.K(c.hm()), c.K(S("CL-%d", c.n(100000, 999999))), c.K(fmt.Sprint(c.n(3000, 40000))))
	})

	regc("job_update_ar_clean", func(c *C) string {
		n := conv(fmt.Sprint(c.n(10000, 99999)), "arabic")
		return S("تم إنجاز طلب الصيانة رقم %s: تنظيف وحدة التكييف %s، ضغط الفريون %s psi، درجة الهواء الخارج %s°م. الموعد القادم %s الساعة %s. المبلغ %s ريال.",
			c.K(n), c.K(c.pick("Gree 18000 BTU", "LG Dual Inverter 24000")), c.K(conv(fmt.Sprint(c.n(110, 145)), "arabic")), c.K(conv(fmt.Sprint(c.n(10, 16)), "arabic")), c.K(c.isoDate()), c.K(c.hm()), c.K(conv(fmt.Sprint(c.pick2(150, 200, 350)), "arabic")))
	})

	regc("job_update_hi_clean", func(c *C) string {
		return S("काम पूरा हुआ: टिकट %s, %s किलोवाट सोलर इन्वर्टर (%s) लगाया गया। बैटरी %s Ah, वोल्टेज %s V। अगला निरीक्षण %s। कुल राशि ₹%s",
			c.K(conv(fmt.Sprint(c.n(1000, 9999)), "devanagari")), c.K(fmt.Sprint(c.n(1, 10))), c.K(c.pick("Luminous NXG 1850", "Microtek SEBz 2000")), c.K(fmt.Sprint(c.pick2(150, 200))), c.K(fmt.Sprint(c.n(12, 48))), c.K(c.isoDate()), c.K(S("%d,%03d", c.n(10, 99), c.n(0, 999))))
	})

	regc("job_update_th_clean", func(c *C) string {
		return S("ใบงาน %s ล้างแอร์ %s จำนวน %s เครื่อง เวลา %s น. ค่าบริการ %s บาท นัดครั้งถัดไป %s",
			c.K(conv(fmt.Sprint(c.n(10000, 99999)), "thai")), c.K(c.pick("Daikin 12000 BTU", "Mitsubishi 18000 BTU")), c.K(conv(fmt.Sprint(c.n(1, 4)), "thai")), c.K(c.hm()), c.K(fmt.Sprint(c.pick2(500, 600, 800, 1200))), c.K(c.isoDate()))
	})

	regc("job_update_ru_clean", func(c *C) string {
		return S("Наряд №%s от %s: замена счётчика ХВС %s (зав. №%s), показания %s м³, пломба %s. Следующая поверка %s.",
			c.K(fmt.Sprint(c.n(1000, 99999))), c.K(c.dateEU()), c.K(c.pick("Пульсар Ду15", "ВСКМ 90-15")), c.K(c.digits(8)), c.K(S("%05d,%03d", c.n(0, 999), c.n(0, 999))), c.K(c.digits(7)), c.K(c.dateEU()))
	})

	regc("firewall_rules_iot_vlan", func(c *C) string {
		return S("IoT VLAN %d (%s/24): allow %s → %s tcp/1883, allow %s → %s tcp/8123, block IoT → LAN %s/24, mDNS reflector on. Chromecast %s still not discoverable from %s.",
			c.pick2(20, 30, 40), c.K(S("10.0.%d.0", c.n(20, 40))), c.K(c.lanIP()), c.K(c.lanIP()), c.K(c.lanIP()), c.K(c.lanIP()), c.K("192.168.1.0"), c.K(c.mac()), c.K(c.lanIP()))
	})
}
