package main

import (
	"fmt"
	"strings"
)

var cleanT = []tpl{
	{"c_phone_imei_trap", func(g *G) *Q {
		q := &Q{}
		c := g.country()
		q.t("Customer's phone (").t(pick(g, []string{"Galaxy A54", "iPhone 13", "Redmi Note 12", "Pixel 7a", "Tecno Spark 10"})).t(", IMEI ").k(g.imei()).t(") shows 'SIM not provisioned' with ICCID ").k(g.iccid(c)).t(". Last call attempt ").k(g.tsSpace()).t(" lasted ").k("0 s").t(", cause ").k(fmt.Sprint(pick(g, []int{16, 17, 21, 31, 41, 127}))).t(". Is the phone blacklisted on the CEIR?")
		return q
	}},
	{"c_call_epoch_timeline", func(g *G) *Q {
		q := &Q{}
		t0 := g.n(1717000000, 1740000000)
		q.t("call timeline for Call-ID ").k(g.uuid()).t(":\n  call setup   ").k(fmt.Sprintf("%d.%03d", t0, g.n(0, 999))).t("\n  call answer  ").t(fmt.Sprintf("%d.%03d", t0+g.n(2, 20), g.n(0, 999))).t("\n  call release ").k(fmt.Sprintf("%d.%03d", t0+g.n(30, 900), g.n(0, 999))).t("\n  calls in batch: ").k(fmt.Sprint(g.n(1000000, 9999999))).t("\nbilling duration rounds up to 60 s blocks – is PDD counted?")
		return q
	}},
	{"c_mpesa_till", func(g *G) *Q {
		q := &Q{}
		q.t("Drivers pay depot fuel via Lipa na M-PESA Till ").k(fmt.Sprint(g.n(5000000, 9999999))).t(" and tolls via Paybill ").k(fmt.Sprint(g.n(100000, 999999))).t(" account ").k(fmt.Sprintf("FLEET%d", g.n(100, 999))).t(". Reconciliation file has ").k(fmt.Sprintf("%d rows", g.n(100, 5000))).t(" for ").k(fmt.Sprintf("2024-%02d", g.n(1, 12))).t(" – how to match them to vehicle ids?")
		return q
	}},
	{"c_cell_kpi_csv", func(g *G) *Q {
		q := &Q{}
		c := g.country()
		q.t("which cells breach the drop-call KPI? hourly export:\ndate_hour,ecgi,enb_id,cell_id,calls,minutes,drops,rsrp_avg\n")
		for i := 0; i < g.n(3, 5); i++ {
			q.t(fmt.Sprintf("2024-%02d-%02d %02d:00,", g.n(1, 12), g.n(1, 28), g.n(0, 23)))
			enb := g.n(10000, 999999)
			ci := g.n(1, 255)
			eci := enb*256 + ci
			ecgi := fmt.Sprintf("%s-%s-%d", c.mcc, pick(g, c.mncs), eci)
			if i < 2 {
				q.k(ecgi)
			} else {
				q.t(ecgi)
			}
			q.f(",%d,%d,%d,%d,%d,-%d.%d\n", enb, ci, g.n(100, 9000), g.n(1000, 99999), g.n(0, 60), g.n(80, 120), g.n(0, 9))
		}
		return q
	}},
	{"c_device_inventory", func(g *G) *Q {
		q := &Q{}
		c := g.country()
		q.t("inventory reconciliation – which of these SIMs are not in the CMP?\n| imei | iccid | imsi | mac | fw |\n|---|---|---|---|---|\n")
		for i := 0; i < g.n(2, 4); i++ {
			q.t("| ").k(g.imei()).t(" | ").k(g.iccid(c)).t(" | ").t(g.imsi(c)).t(" | ").t(g.mac()).f(" | %d.%d.%d |\n", g.n(1, 5), g.n(0, 20), g.n(0, 99))
		}
		return q
	}},
	{"c_sip_options", func(g *G) *Q {
		q := &Q{}
		ip1 := fmt.Sprintf("10.%d.%d.%d", g.n(0, 255), g.n(0, 255), g.n(1, 254))
		ip2 := fmt.Sprintf("172.%d.%d.%d", g.n(16, 31), g.n(0, 255), g.n(1, 254))
		q.t("OPTIONS sip:").k(ip2+":5060").t(" SIP/2.0\r\nVia: SIP/2.0/UDP ", ip1, ":5060;branch=").k("z9hG4bK"+g.s(lowern, 12)).t("\r\nFrom: <sip:ping@", ip1, ">;tag=", g.s(hexl, 8), "\r\nTo: <sip:", ip2, ">\r\nCall-ID: ").k(g.callID()).f("\r\nCSeq: %d OPTIONS\r\nMax-Forwards: 70\r\nContent-Length: 0\r\n\r\ntrunk flaps every ", g.n(1, 999)).k(fmt.Sprintf("%d seconds", g.n(30, 300))).t(", keepalive interval mismatch?")
		return q
	}},
	{"c_kb_iccid_luhn", func(g *G) *Q {
		q := &Q{}
		c := g.country()
		ic := g.iccid(c)
		q.t(pick(g, []string{"Why does the activation portal reject ICCID ", "Is ICCID ", "Portal says checksum invalid for "})).k(ic).t("? It's ").f("%d", len(ic)).t(" digits and starts with 89").t(ituCC[c.code]).t(". The eSIM EID is ").k("8904" + g.d(28)).t(pick(g, []string{".", " if that matters.", " – do we Luhn the EID too?"}))
		return q
	}},
	{"c_shortcode_campaign", func(g *G) *Q {
		q := &Q{}
		sc := g.shortcode()
		q.t("Campaign copy check: \"Text ", pick(g, []string{"TRACK", "JOIN", "ALERTS", "DELIVERY"}), " to ").k(sc).t(" for parcel updates. Msg&data rates may apply. Max ").k(fmt.Sprintf("%d msgs/mo", g.n(2, 10))).t(". Reply STOP to cancel, HELP for help.\" – is this CTIA compliant for short code ").k(sc).t("? campaign id ").k("C" + g.s(upn, 6))
		return q
	}},
	{"c_ussd_menu", func(g *G) *Q {
		q := &Q{}
		root := g.n(100, 999)
		q.t("USSD menu spec v").k(fmt.Sprintf("%d.%d", g.n(1, 4), g.n(0, 9))).t(":\n").k(fmt.Sprintf("*%d#", root)).t("      -> main\n").k(fmt.Sprintf("*%d*1#", root)).t("    -> balance (timeout ").k(fmt.Sprintf("%ds", g.n(120, 180))).t(")\n")
		q.t(fmt.Sprintf("*%d*2*1# -> buy bundle 1GB / 7 days\n*%d*3#    -> agent locator\n", root, root))
		q.t("Can the session survive a ", fmt.Sprint(g.n(20, 60)), " s gap between steps on Safaricom/MTN gateways?")
		return q
	}},
	{"c_fleet_telemetry", func(g *G) *Q {
		q := &Q{}
		c := g.country()
		la, lo := g.coord(c)
		q.t("{\"vehicle\":\"").k(c.plate(g)).t("\",\"route\":\"").k(fmt.Sprintf("R-%d", g.n(10, 999))).t("\",\"ts\":").k(g.epochMs()).t(",\"lat\":").k(la).t(",\"lon\":").t(lo).f(",\"hdop\":%d.%d,\"speed\":%d,\"odo_km\":%d,\"fuel_pct\":%d,\"can\":{\"rpm\":%d,\"coolant\":%d}}\n", g.n(0, 3), g.n(0, 9), g.n(0, 120), g.n(10000, 900000), g.n(5, 100), g.n(600, 3200), g.n(70, 105)).t("why would hdop jump while speed stays constant?")
		return q
	}},
	{"c_tracking_events", func(g *G) *Q {
		q := &Q{}
		tr := g.tracking()
		q.t("scan history for ").k(tr).t(":\n")
		mo, dd, hh := g.n(1, 12), g.n(1, 20), g.n(0, 10)
		for i := 0; i < g.n(3, 5); i++ {
			hh += g.n(1, 9)
			ts := fmt.Sprintf("2024-%02d-%02d %02d:%02d:%02d", mo, dd+hh/24, hh%24, g.n(0, 59), g.n(0, 59))
			if i == 0 {
				q.k(ts)
			} else {
				q.t(ts)
			}
			q.t("  ", pick(g, []string{"PICKUP", "ARRIVED_HUB", "DEPARTED_HUB", "OUT_FOR_DELIVERY", "EXCEPTION_ADDR", "DELIVERED"}), "  ", pick(g, []string{"NBO-01", "LHR-GW", "FRA-HUB3", "CGK-SORT", "MNL-DC2", "GRU-04", "DXB-X1", "BOM-HUB"}), fmt.Sprintf("  bag %d\n", g.n(100000, 999999)))
		}
		q.t("stuck after EXCEPTION_ADDR for ").k(fmt.Sprintf("%d h", g.n(20, 96))).t(", what's the SLA?")
		return q
	}},
	{"c_mqtt_topics", func(g *G) *Q {
		q := &Q{}
		site := g.s(upper, 3) + "-" + g.d(3)
		q.t("topic design review:\n").k("sites/"+site+"/+/telemetry").t("   qos1  ~").k(fmt.Sprintf("%d msgs/min", g.n(100, 9000))).t("\nsites/", site, "/gw-", g.d(2), "/status  qos1 retained\nsites/", site, "/cmd/#  qos2\n")
		q.t("payload avg ").k(fmt.Sprintf("%d bytes", g.n(80, 900))).t(", broker limit ").k("268435455").t(" bytes. Should status be retained or LWT?")
		return q
	}},
	{"c_firmware_ota", func(g *G) *Q {
		q := &Q{}
		q.k(g.tsSpace()).t(" ota[").f("%d", g.n(100, 9999)).t("]: device ").k(g.imei()).t(" downloading fw ").k(fmt.Sprintf("%d.%d.%d-rc%d", g.n(1, 5), g.n(0, 20), g.n(0, 99), g.n(1, 5))).t(" (").k(fmt.Sprintf("%d bytes", g.n(300000, 4000000))).t(") sha256=").k(g.s(hexl, 64)).t("\n")
		q.t(g.tsSpace(), " ota: chunk ", fmt.Sprint(g.n(10, 400)), "/", fmt.Sprint(g.n(401, 900)), " crc mismatch, retry 3/3 failed\n")
		q.t("is this a modem buffer problem on the ").t(pick(g, []string{"Quectel BG96", "SIMCom SIM7600", "u-blox SARA-R4", "Telit ME910"})).t("?")
		return q
	}},
	{"c_rf_kpi_note", func(g *G) *Q {
		q := &Q{}
		q.t("drive test summary: PCI ").k(fmt.Sprint(g.n(0, 503))).t(", EARFCN ").k(fmt.Sprint(pick(g, []int{1300, 1850, 3050, 6300, 6400, 9410}))).t(", TAC ").k(fmt.Sprintf("0x%04X", g.n(1, 65535))).t(", RSRP ").k(fmt.Sprintf("-%d dBm", g.n(70, 125))).t(", SINR ").t(fmt.Sprintf("%d dB", g.n(-5, 25))).t(", UL thrpt ").t(fmt.Sprintf("%d.%d Mbps", g.n(1, 60), g.n(0, 9))).t(". Handover fails to eNB ").k(fmt.Sprint(g.n(100000, 999999))).t(" — neighbour list missing?")
		return q
	}},
	{"c_billing_summary", func(g *G) *Q {
		q := &Q{}
		c := g.country()
		q.t("Billing run ").k(fmt.Sprintf("BR-2024-%02d", g.n(1, 12))).t(" totals: ").k(fmt.Sprintf("%d invoices", g.n(10000, 900000))).t(", ", g.amount(c), " billed, ").k(fmt.Sprintf("%d.%d%%", g.n(0, 4), g.n(0, 9))).t(" failed payments. Account ").k(g.acct()).t(" has credit note ").k(fmt.Sprintf("CN-%d", g.n(100000, 999999))).t(" not applied – apply on next cycle or rebill?")
		return q
	}},
	{"c_ticket_status", func(g *G) *Q {
		q := &Q{}
		t := g.ticket()
		q.t("status of ").k(t).t("? tech ").k(fmt.Sprintf("T%04d", g.n(1, 9999))).t(" checked in at ").k(fmt.Sprintf("%02d:%02d", g.n(7, 18), g.n(0, 59))).t(", ONT ").k("HWTC" + g.s(hexu, 8)).t(" shows LOS, light level ").k(fmt.Sprintf("-%d.%d dBm", g.n(20, 35), g.n(0, 9))).t(". splitter port ").t(fmt.Sprintf("%d/%d", g.n(1, 8), g.n(1, 32)))
		return q
	}},
	{"c_sim_swap_kb", func(g *G) *Q {
		q := &Q{}
		q.t(pick(g, []string{"What's the SIM swap procedure for an eSIM on a dual-SIM device?", "How long is the cooling-off period after a SIM swap before OTPs are allowed?", "Which fields do we need in the SIM swap fraud check API?"}), " Policy doc ").k(fmt.Sprintf("POL-%03d rev %d", g.n(1, 300), g.n(1, 9))).t(" says ").k(fmt.Sprintf("%d hours", pick(g, []int{24, 48, 72}))).t(" but the portal enforces ").k(fmt.Sprintf("%d minutes", g.n(30, 240)))
		return q
	}},
	{"c_site_maintenance", func(g *G) *Q {
		q := &Q{}
		c := g.country()
		la, lo := g.coord(c)
		q.t("Site ").k(fmt.Sprintf("%s%05d", c.code, g.n(1, 99999))).t(" maintenance window ").k(fmt.Sprintf("2024-%02d-%02d 01:00-05:00", g.n(1, 12), g.n(1, 28))).t("\nlocation ").k(la+" "+lo).t("\nsectors: ").k(fmt.Sprintf("%d/%d/%d", g.n(0, 119), g.n(120, 239), g.n(240, 359))).t(" deg, mast ").f("%d m\n", g.n(15, 60)).t("battery bank ").k(fmt.Sprintf("48V %dAh", pick(g, []int{100, 150, 200}))).t(" replacement – which crew?")
		return q
	}},
	{"c_device_shadow", func(g *G) *Q {
		q := &Q{}
		q.t("shadow update rejected:\n{\"state\":{\"desired\":{\"reportInterval\":").f("%d", g.n(10, 3600)).t(",\"gpsMode\":\"").t(pick(g, []string{"agnss", "standalone"})).t("\"}},\"clientToken\":\"").k(g.uuid()).t("\",\"version\":").k(fmt.Sprint(g.n(100, 99999))).t("}\nerror 409 version conflict – do we need to read before write?")
		return q
	}},
	{"c_cdr_stats_question", func(g *G) *Q {
		q := &Q{}
		q.t("our mediation produced ").k(fmt.Sprintf("%d CDRs", g.n(1000000, 99999999))).t(" for ").k(fmt.Sprintf("2024-%02d-%02d", g.n(1, 12), g.n(1, 28))).t(" but the switch counter says ").k(fmt.Sprint(g.n(1000000, 99999999))).t(". Total duration ").k(fmt.Sprintf("%d s", g.n(10000000, 999999999))).t(", avg ").t(fmt.Sprintf("%d.%d s", g.n(30, 300), g.n(0, 9))).t(". Where do partial records (cause 0x").t(fmt.Sprintf("%02X", g.n(1, 99))).t(") usually get lost?")
		return q
	}},
	{"c_epoch_log", func(g *G) *Q {
		q := &Q{}
		for i := 0; i < g.n(2, 4); i++ {
			ep := g.epochMs()
			if i == 0 {
				q.k(ep)
			} else {
				q.t(ep)
			}
			q.t(" gw=").t(fmt.Sprintf("GW%04d", g.n(1, 9999))).t(" rssi=-", fmt.Sprint(g.n(50, 110)), " snr=", fmt.Sprint(g.n(-10, 12)), " devEUI=").k(g.s(hexu, 16)).f(" fCnt=%d len=%d\n", g.n(1, 65535), g.n(5, 51))
		}
		q.t("LoRaWAN uplinks duplicated across gateways, dedup window?")
		return q
	}},
	{"c_imei_tac_kb", func(g *G) *Q {
		q := &Q{}
		im := g.imei()
		q.t("TAC ").k(im[:8]).t(" from IMEI ").k(im).t(" is not in our GSMA TAC db copy (").k(fmt.Sprintf("%d-%02d release", 2024, g.n(1, 12))).t("). IMEISV ").k(im[:14] + fmt.Sprintf("%02d", g.n(1, 99))).t(" – does the SV change the TAC lookup?")
		return q
	}},
	{"c_data_usage", func(g *G) *Q {
		q := &Q{}
		q.t("APN ").k(pick(g, []string{"iot.m2m", "fleet.corp", "internet.iot", "m2m.global"})).t(" usage last 30d: ").k(fmt.Sprintf("%d bytes", g.n(100000000, 2000000000))).t(" up / ").t(fmt.Sprintf("%d bytes", g.n(100000000, 2000000000))).t(" down across ").k(fmt.Sprintf("%d SIMs", g.n(100, 9000))).t("; top talker session ").k(fmt.Sprintf("%d", g.n(1000000000, 2147483647))).t(" used ").k(fmt.Sprintf("%d.%d MB", g.n(100, 999), g.n(0, 9))).t(" in ").k(g.hms()).t(". runaway modem?")
		return q
	}},
	{"c_port_status", func(g *G) *Q {
		q := &Q{}
		q.t("Port order ").k(fmt.Sprintf("PON-2024-%05d", g.n(1, 99999))).t(" status FOC ").k(fmt.Sprintf("2024-%02d-%02d", g.n(1, 12), g.n(1, 28))).t(", LSR ver ").t(fmt.Sprint(g.n(1, 5))).t(", ").k(fmt.Sprintf("%d TNs", g.n(2, 200))).t(", OCN ").k(fmt.Sprintf("%d", g.n(1000, 9999))).t(". Losing carrier sent jeopardy code ").k(pick(g, []string{"1P", "6P", "8A", "2C"})).t(" – resubmit?")
		return q
	}},
	{"c_courier_manifest", func(g *G) *Q {
		q := &Q{}
		c := g.country()
		q.t("manifest ").k(fmt.Sprintf("MF%d", g.n(10000000, 99999999))).t(" / route ").k(fmt.Sprintf("R-%d", g.n(10, 999))).t(" / vehicle ").t(c.plate(g)).t("\nstop,tracking,weight_kg,window\n")
		for i := 1; i <= g.n(3, 5); i++ {
			tr := g.tracking()
			q.f("%d,", i)
			if i <= 2 {
				q.k(tr)
			} else {
				q.t(tr)
			}
			q.f(",%d.%d,%02d:00-%02d:00\n", g.n(0, 30), g.n(0, 9), g.n(8, 14), g.n(15, 20))
		}
		q.t("can we resequence stops 2 and 3?")
		return q
	}},
	{"c_kb_numbering_question", func(g *G) *Q {
		q := &Q{}
		c := g.country()
		q.t(pick(g, []string{"How many digits is a mobile MSISDN in ", "What's the national trunk prefix in ", "Do mobile numbers in "}), c.code, pick(g, []string{"?", " – and does MNP change the prefix?", " start with a fixed digit after the country code?"}), " We validate IMSI ").k(g.imsi(c)).t(" (MCC ").k(c.mcc).t(") against it and get false negatives.")
		return q
	}},
	{"c_asterisk_channel", func(g *G) *Q {
		q := &Q{}
		q.t("  == Using SIP RTP CoS mark 5\n    -- Executing [").k(fmt.Sprintf("%d@from-internal:1", g.n(2000, 2999))).t("] Dial(\"").k(fmt.Sprintf("PJSIP/%d-%08x", g.n(2000, 2999), g.n(1, 99999999))).t("\", \"PJSIP/").t(fmt.Sprint(g.n(2000, 2999))).t(",30,tT\") in new stack\n    -- Called PJSIP/", fmt.Sprint(g.n(2000, 2999)), "\n  uniqueid ").k(fmt.Sprintf("%d.%d", g.n(1717000000, 1740000000), g.n(1, 999))).t(" – internal ext-to-ext calls ring but no audio, NAT?")
		return q
	}},
	{"c_iot_sensor_batch", func(g *G) *Q {
		q := &Q{}
		q.t("cold chain batch ").k(fmt.Sprintf("CC-%d", g.n(100000, 999999))).t(":\n")
		for i := 0; i < g.n(3, 4); i++ {
			q.t(g.tsSpace(), "  temp=", fmt.Sprint(g.n(-25, 8)), ".", g.d(1), "C  hum=", fmt.Sprint(g.n(30, 90)), "%  bat=", fmt.Sprint(g.n(2800, 4200)), "mV  sensor=")
			s := g.s(hexu, 12)
			if i == 0 {
				q.k(s)
			} else {
				q.t(s)
			}
			q.t("\n")
		}
		q.t("excursion > ").k("30 min").t(" above -15C on reefer ").k(fmt.Sprintf("REEFER-%04d", g.n(1, 9999))).t(" – file claim?")
		return q
	}},
	{"c_imsi_attach_log", func(g *G) *Q {
		q := &Q{}
		c := g.country()
		q.k(g.tsSpace()).t(" mme01 S1AP: Attach Request imsi=").k(g.imsi(c)).t(" guti=").t(c.mcc + pick(g, c.mncs) + g.s(hexu, 10)).t(" enb=").k(fmt.Sprint(g.n(10000, 999999))).t(" tai=").t(fmt.Sprintf("%s-%04X", c.mcc, g.n(1, 65535))).t("\n")
		q.t(g.tsSpace(), " mme01 EMM cause #15 no suitable cells in TA (T3402 ").k(fmt.Sprintf("%d min", 12)).t(")\nwhy cause 15 for a roaming IoT SIM?")
		return q
	}},
	{"c_serial_mac_list", func(g *G) *Q {
		q := &Q{}
		q.t("returned routers, RMA ").k(fmt.Sprintf("RMA-%d", g.n(100000, 999999))).t(":\n")
		for i := 0; i < g.n(2, 4); i++ {
			sn := g.serial()
			m := g.mac()
			if i < 2 {
				q.k(sn).t("  MAC ").k(m)
			} else {
				q.t(sn, "  MAC ", m)
			}
			q.f("  fw %d.%d.%d\n", g.n(1, 9), g.n(0, 9), g.n(0, 99))
		}
		q.t("are these under warranty till ").k(fmt.Sprintf("%02d/2026", g.n(1, 12))).t("?")
		return q
	}},
	{"c_sms_throughput", func(g *G) *Q {
		q := &Q{}
		q.t("we send ").k(fmt.Sprintf("%d SMS/s", g.n(10, 500))).t(" over ").k(fmt.Sprintf("%d binds", g.n(2, 16))).t("; provider window_size=").t(fmt.Sprint(g.n(10, 100))).t(". Throttling error ").k("0x00000058").t(" shows up after ").k(fmt.Sprintf("%d messages", g.n(1000, 90000))).t(". Alphanumeric sender ").k(pick(g, []string{"ACMEPAY", "FLEETOPS", "PARCELZ"})).t(" registered in ").t(g.country().code).t(". tune enquire_link?")
		return q
	}},
	{"c_wo_schedule_table", func(g *G) *Q {
		q := &Q{}
		q.t("| WO | Tech | Window | Duration | Status |\n|---|---|---|---|---|\n")
		for i := 0; i < g.n(3, 4); i++ {
			wo := fmt.Sprintf("WO-2024-%06d", g.n(1000, 999999))
			if i < 2 {
				q.t("| ").k(wo)
			} else {
				q.t("| ", wo)
			}
			q.f(" | T%04d | %02d:00-%02d:00 | ", g.n(1, 9999), g.n(8, 12), g.n(13, 18))
			d := fmt.Sprintf("%dh%02dm", g.n(0, 4), g.n(0, 59))
			if i == 0 {
				q.k(d)
			} else {
				q.t(d)
			}
			q.t(" | ", pick(g, []string{"DONE", "EN_ROUTE", "ON_SITE", "NO_ACCESS"}), " |\n")
		}
		q.t("\nwhy is NO_ACCESS not billing the call-out fee?")
		return q
	}},
}

func init() {
	_ = strings.ToLower
}
