package main

import (
	"fmt"
	"strings"
)

type tpl struct {
	kind string
	fn   func(g *G) *Q
}

func (g *G) mob(c *country, style string) string { return g.phone(c, style, true) }
func (g *G) anyph(c *country, style string) string {
	return g.phone(c, style, g.chance(0.75))
}

func compact(s string) string {
	var b strings.Builder
	for i, c := range s {
		if (c >= '0' && c <= '9') || (c == '+' && i == 0) {
			b.WriteRune(c)
		}
	}
	return b.String()
}

var piiT = []tpl{
	{"escalation_matrix", func(g *G) *Q {
		q := &Q{}
		c := g.country()
		us := byCode["US"]
		f, l := g.name(c)
		q.t("Escalation matrix for outage ").k(g.ticket()).t(" (sev2, started ").k(g.ts()).t(")\n")
		q.t("1. NOC 24/7: ").ph(g.phone(c, "intl", false)).t(" ext. ").k(fmt.Sprint(g.n(100, 9999))).t("\n")
		q.t("2. Vendor TAC: ").ph(fmt.Sprintf("1-%s-%d-%04d", pick(g, []string{"800", "888", "877", "866"}), g.n(200, 999), g.n(0, 9999))).t(" (contract ").k(fmt.Sprintf("CT-%d", g.n(100000, 999999))).t(")\n")
		q.t("3. Duty manager ", f, " ", l, ": ").ph(g.mob(c, pick(g, []string{"nat", "intl"}))).t(" / ").em(g.workEmail(f, l)).t("\n")
		if g.chance(0.5) {
			q.t("4. US carrier desk: ").ph(g.mob(us, "nat")).t(" x").k(fmt.Sprint(g.n(10, 99))).t("\n")
		}
		q.t("Who do we page first if the core router ").k(g.serial()).t(" is down?")
		return q
	}},
	{"ussd_transfer_string", func(g *G) *Q {
		q := &Q{}
		c := pick(g, []*country{byCode["NG"], byCode["KE"], byCode["ZA"], byCode["IN"], byCode["PH"]})
		p := compact(g.mob(c, "nat"))
		sc := pick(g, []string{"*321*", "*600*", "*131*", "*141*", "*456*"})
		q.t("Customer says dialing ").k(sc).ph(p).t(fmt.Sprintf("*%d*1234#", g.n(1, 20)*100)).t(" to share airtime returns 'MMI code invalid'. Also tried call-me-back ").t("*561*").ph(compact(g.mob(c, "nat"))).t("#. Balance check ").k(pick(g, []string{"*310#", "*144#", "*556#", "*101#"})).t(" works. Device IMEI ").k(g.imei())
		return q
	}},
	{"mpesa_sms_paste", func(g *G) *Q {
		q := &Q{}
		c := byCode["KE"]
		f, l := g.name(c)
		tx := g.s(upn, 10)
		q.t("Driver pasted this as proof of fuel payment, can we auto-parse it?\n\"").k(tx).t(" Confirmed. Ksh").k(fmt.Sprintf("%d,%03d.00", g.n(1, 9), g.n(0, 999))).t(" sent to ", strings.ToUpper(f+" "+l), " ").ph(compact(g.mob(c, "nat"))).t(" on ").k(fmt.Sprintf("%d/%d/24 at %d:%02d PM", g.n(1, 28), g.n(1, 12), g.n(1, 11), g.n(0, 59))).t(". New M-PESA balance is Ksh", fmt.Sprint(g.n(100, 9999)), ".00. Transaction cost, Ksh", fmt.Sprint(g.n(0, 50)), ".00.\"")
		return q
	}},
	{"cdr_csv", func(g *G) *Q {
		q := &Q{}
		c := g.country()
		q.t("can someone check why these CDRs were rated as roaming? export from mediation:\n")
		q.t("record_type,start_time,calling_number,called_number,duration_s,cell_id,lac,imei\n")
		rows := g.n(2, 4)
		for i := 0; i < rows; i++ {
			c2 := g.country()
			q.t(pick(g, []string{"MOC", "MTC", "MOC", "SMS-MO"}), ",")
			q.k(g.tsCompact()).t(",")
			q.ph(g.mob(c, "msisdn")).t(",")
			q.ph(g.mob(c2, "msisdn")).t(",")
			q.k(fmt.Sprint(g.n(3, 2400))).t(",")
			q.k(g.cellID()).t(",").t(g.lac(), ",")
			q.k(g.imei()).t("\n")
		}
		return q
	}},
	{"cdr_pipe_raw", func(g *G) *Q {
		q := &Q{}
		c := g.country()
		q.t("raw CDR from MSC, field 3 looks truncated?\n")
		for i := 0; i < g.n(1, 3); i++ {
			q.f("%d|", g.n(10000000, 99999999))
			q.k(g.tsCompact()).t("|")
			q.ph(g.mob(c, "msisdn")).t("|")
			q.ph(g.anyph(g.country(), "msisdn")).t("|")
			q.k(g.hms()).t("|CI=")
			q.k(g.cellID()).f("|LAC=%s|IMSI=", g.lac())
			q.k(g.imsi(c)).f("|%s\n", pick(g, []string{"NORMAL_CLEARING", "USER_BUSY", "NO_ANSWER", "CALL_REJECTED"}))
		}
		return q
	}},
	{"twilio_webhook_json", func(g *G) *Q {
		q := &Q{}
		c := g.country()
		f, _ := g.name(c)
		q.t("Inbound webhook payload, our handler 500s on it:\n{\n  \"ToCountry\": \"", c.code, "\",\n  \"SmsMessageSid\": \"")
		q.k(g.twSID("SM")).t("\",\n  \"NumMedia\": \"0\",\n  \"From\": \"")
		q.ph(g.mob(c, "e164")).t("\",\n  \"To\": \"")
		q.ph(g.mob(byCode["US"], "e164")).t("\",\n  \"Body\": \"", pick(g, []string{"STOP", "Hi its " + f + ", running 10 min late", "Where is my parcel?", "YES", "reschedule pls"}), "\",\n  \"AccountSid\": \"")
		q.k(g.twSID("AC")).t("\",\n  \"ApiVersion\": \"2010-04-01\"\n}")
		return q
	}},
	{"twilio_curl", func(g *G) *Q {
		q := &Q{}
		c := g.country()
		sid := g.twSID("AC")
		q.t("curl -X POST https://api.twilio.com/2010-04-01/Accounts/").k(sid).t("/Messages.json \\\n  --data-urlencode \"To=")
		q.ph(g.mob(c, "e164")).t("\" \\\n  --data-urlencode \"From=")
		q.ph(g.mob(byCode["US"], "e164")).t("\" \\\n  --data-urlencode \"Body=Your technician is on the way\" \\\n  -u ").t(sid, ":")
		q.be(g.s(hexl, 32)).t("\n\ngetting ").k("21211").t(" invalid To number, why?")
		return q
	}},
	{"vonage_dlr_log", func(g *G) *Q {
		q := &Q{}
		c := g.country()
		q.k(g.tsSpace()).t(" INFO  dlr-consumer - received DLR msisdn=")
		q.ph(g.mob(c, "msisdn")).t(" to=AcmeCouriers network-code=", c.mcc, pick(g, c.mncs), " messageId=")
		q.k(g.s(hexu, 16)).t(" price=0.0", g.d(7), " status=", pick(g, []string{"delivered", "failed", "expired", "rejected"}), " scts=")
		q.k(g.tsCompact()[2:12]).f(" err-code=%d", pick(g, []int{0, 1, 5, 8, 99}))
		if g.chance(0.5) {
			q.t("\nwhy would err-code be non zero when handset ")
			q.ph(g.mob(c, "intl")).t(" confirms receipt?")
		}
		return q
	}},
	{"messagebird_json", func(g *G) *Q {
		q := &Q{}
		c := g.country()
		q.t("MessageBird returned this for a batch, 2nd recipient stuck on 'sent':\n{\"id\":\"")
		q.k(g.s(hexl, 32)).t("\",\"originator\":\"", pick(g, []string{"FleetOps", "Acme", "Parcelz", "TechVisit"}), "\",\"recipients\":{\"totalCount\":2,\"items\":[")
		q.t("{\"recipient\":").ph(g.mob(c, "msisdn")).t(",\"status\":\"delivered\",\"statusDatetime\":\"").k(g.ts()).t("\"},")
		q.t("{\"recipient\":").ph(g.mob(c, "msisdn")).t(",\"status\":\"sent\",\"statusDatetime\":\"").t(g.ts()).t("\"}]}}")
		return q
	}},
	{"messagebird_auth", func(g *G) *Q {
		q := &Q{}
		c := g.country()
		q.t("POST /messages HTTP/1.1\nHost: rest.messagebird.com\nAuthorization: AccessKey ")
		q.be("live_" + g.secret(alnum, 25)).t("\nContent-Type: application/json\n\n{\"recipients\":[\"")
		q.ph(g.mob(c, "msisdn")).t("\"],\"originator\":\"")
		q.k(g.shortcode()).t("\",\"body\":\"Code ").k(g.d(6)).t("\"}\n--> 401, key was rotated yesterday")
		return q
	}},
	{"sip_invite", func(g *G) *Q {
		q := &Q{}
		c := g.country()
		c2 := g.country()
		from := "+" + c.cc + func() string { n, _ := g.nsn(c, g.chance(0.5)); return n }()
		to := "+" + c2.cc + func() string { n, _ := g.nsn(c2, true); return n }()
		ip := fmt.Sprintf("10.%d.%d.%d", g.n(0, 255), g.n(0, 255), g.n(1, 254))
		q.t("INVITE sip:").ph(to).t("@sbc.", pick(g, []string{"carrier.net", "voip-trunk.de", "sip.operateur.fr", "ims.example.org"}), ";user=phone SIP/2.0\r\n")
		q.t("Via: SIP/2.0/UDP ").k(ip + ":5060").t(";branch=").k("z9hG4bK" + g.s(lowern, 10)).t("\r\n")
		q.t("From: \"", pick(g, c.first), "\" <sip:").ph(from).t("@", ip, ">;tag=").k(g.s(hexl, 8)).t("\r\n")
		q.t("To: <sip:").ph(to).t("@sbc.carrier.net>\r\n")
		q.t("Call-ID: ").k(g.callID()).t("\r\n")
		q.t("CSeq: 102 INVITE\r\n")
		if g.chance(0.7) {
			q.t("P-Asserted-Identity: <tel:").ph(from).t(">\r\n")
		}
		q.t("Max-Forwards: 70\r\nContent-Length: 0\r\n\r\n-> 484 Address Incomplete from the carrier. Is our number normalisation wrong?")
		return q
	}},
	{"sip_kamailio_log", func(g *G) *Q {
		q := &Q{}
		c := g.country()
		q.t("Jun ", fmt.Sprint(g.n(10, 28)), " ", g.hms(), " sbc01 /usr/sbin/kamailio[", g.d(4), "]: NOTICE: <script>: INVITE rU=")
		q.ph(compact(g.mob(c, pick(g, []string{"msisdn", "nat", "00"})))).t(" fU=")
		q.ph(g.anyph(g.country(), "e164")).t(" ci=")
		q.k(g.callID()).t(" si=").k(fmt.Sprintf("172.16.%d.%d", g.n(0, 255), g.n(1, 254))).t(" -> dispatcher set ")
		q.f("%d", g.n(1, 4)).t(" failed, 503")
		return q
	}},
	{"sip_tel_uri_question", func(g *G) *Q {
		q := &Q{}
		c := g.country()
		nsn, k := g.nsn(c, true)
		tel := "+" + c.cc + "-" + strings.ReplaceAll(strings.ReplaceAll(g.fmtIntl(c, k, nsn), " ", "-"), "(0)", "")
		mnc := pick(g, c.mncs)
		q.t("For our IMS test, should the Request-URI be `tel:").ph(tel).t(";").k("phone-context=ims.mnc"+mnc+".mcc"+c.mcc+".3gppnetwork.org").t("` or `sip:").ph("+"+c.cc+nsn).t("@ims.mnc", mnc, ".mcc", c.mcc, ".3gppnetwork.org;user=phone`? Call-ID of the failing one: ")
		q.k(g.callID())
		return q
	}},
	{"ussd_log", func(g *G) *Q {
		q := &Q{}
		c := pick(g, []*country{byCode["NG"], byCode["KE"], byCode["IN"], byCode["ZA"], byCode["ID"], byCode["PH"]})
		code := fmt.Sprintf("*%d*%d#", g.n(100, 999), g.n(1, 9))
		for i := 0; i < g.n(2, 4); i++ {
			q.k(g.tsSpace()).t(" [ussd-gw] sessionId=")
			sid := "ATUid_" + g.s(hexl, 24)
			q.k(sid).t(" phoneNumber=")
			q.ph(g.mob(c, pick(g, []string{"e164", "e164", "msisdn"}))).t(" serviceCode=").k(code).f(" text=\"%d*%d\"\n", g.n(1, 3), g.n(1, 5))
			c = pick(g, []*country{c, c, g.country()})
		}
		q.t("why does the second session come back with END when the user pressed 2?")
		return q
	}},
	{"ivr_log", func(g *G) *Q {
		q := &Q{}
		c := g.country()
		q.t("IVR trace ").k(g.uuid()).t("\n")
		q.t("  ANI: ").ph(g.anyph(c, pick(g, []string{"e164", "nat", "msisdn"}))).t("\n  DNIS: ").ph(g.phone(c, "nat", false)).t("\n")
		q.t("  menu_path: 1>3>0\n  dtmf_collected: account=").k(g.acct()).t("\n  hold_time: ").k(g.hms()).t("\n  transfer: queue=billing_", strings.ToLower(c.code), "\n")
		q.t("customer says IVR hung up after entering account, pls check")
		return q
	}},
	{"port_request", func(g *G) *Q {
		q := &Q{}
		us := byCode["US"]
		f, l := g.name(us)
		q.t("Port-in request ").k(fmt.Sprintf("PON-%d-%05d", 2024, g.n(1, 99999))).t("\n")
		q.t("Subscriber: ", f, " ", l, "\nNumbers to port: ")
		q.ph(g.mob(us, "nat")).t(", ").ph(g.mob(us, "nat")).t("\n")
		q.t("Losing carrier account #: ").k(g.d(9)).t(" PIN on file\n")
		q.t("Authorized by SSN: ")
		s := g.ssnDigits()
		if g.chance(0.75) {
			q.ssn(dash3(s))
		} else {
			q.ssn(s)
		}
		q.t("\nRequested FOC date: ").k(fmt.Sprintf("2024-%02d-%02d", g.n(1, 12), g.n(1, 28))).t("\nReject code 6P from losing carrier — what does it mean?")
		return q
	}},
	{"port_request_eu", func(g *G) *Q {
		q := &Q{}
		c := pick(g, []*country{byCode["DE"], byCode["NL"], byCode["ES"], byCode["IT"], byCode["FR"], byCode["PL"], byCode["UK"]})
		f, l := g.name(c)
		phr := map[string]string{"DE": "Rufnummernmitnahme für", "NL": "Nummerbehoud voor", "ES": "Portabilidad de", "IT": "Portabilità MNP per", "FR": "Portabilité (RIO) pour", "PL": "Przeniesienie numeru", "UK": "PAC request for"}
		q.t(phr[c.code], " ").ph(g.mob(c, pick(g, []string{"nat", "intl"}))).t(" — ", f, " ", l, " <").em(g.email(c, f, l)).t(">\n")
		q.t("ICCID neu: ").k(g.iccid(c)).t("  Auftrag ").k(fmt.Sprintf("MNP%d", g.n(1000000, 9999999))).t("  Zieltermin ").k(fmt.Sprintf("%02d.%02d.2024", g.n(1, 28), g.n(1, 12))).t("\nStatus seit 3 Tagen 'pending donor' – eskalieren?")
		return q
	}},
	{"sim_activation", func(g *G) *Q {
		q := &Q{}
		c := g.country()
		f, l := g.name(c)
		q.t("Activate SIM for new customer ", f, " ", l, "\n")
		q.t("ICCID: ").k(g.iccid(c)).t("\nIMSI: ").k(g.imsi(c)).t("\nMSISDN assigned: ").ph(g.mob(c, pick(g, []string{"msisdn", "e164", "intl"}))).t("\n")
		q.t("Contact email: ").em(g.email(c, f, l)).t("\nPlan: ", pick(g, []string{"IoT-5GB", "Prepaid 30", "Business Unlim", "M2M-500MB"}), "\nHLR says 'subscriber absent' – the profile is there. ideas?")
		return q
	}},
	{"hlr_lookup_json", func(g *G) *Q {
		q := &Q{}
		c := g.country()
		num := g.mob(c, "msisdn")
		q.t("HLR lookup response:\n{\"msisdn\":\"").ph(num).t("\",\"status\":\"DELIVERED\",\"mccmnc\":\"").k(c.mcc+pick(g, c.mncs)).t("\",\"imsi\":\"").k(g.imsi(c)).t("\",\"ported\":", pick(g, []string{"true", "false"}), ",\"roaming\":false,\"request_id\":\"").k(g.uuid()).t("\"}\nported=true but mccmnc is the donor network, bug in the lookup provider?")
		return q
	}},
	{"fleet_dispatch_note", func(g *G) *Q {
		q := &Q{}
		c := g.country()
		f, _ := g.name(c)
		la, lo := g.coord(c)
		q.t("Dispatch ").k(fmt.Sprintf("R-%d", g.n(10, 999))).t(": driver ", f, " (").ph(g.mob(c, "nat")).t(") vehicle ").k(c.plate(g)).t(" last ping ")
		q.k(la+","+lo).t(" at ").k(fmt.Sprintf("%02d:%02d", g.n(5, 22), g.n(0, 59))).t(", ETA slipped ", fmt.Sprint(g.n(10, 90)), " min. ")
		q.t(pick(g, []string{"Customer asked for a callback.", "Reassign?", "Pls confirm with ops lead.", "Geofence alert didn't fire."}))
		return q
	}},
	{"courier_instructions", func(g *G) *Q {
		q := &Q{}
		c := g.country()
		q.t("Delivery instructions for ").k(g.tracking()).t(" (stop ").k(fmt.Sprintf("%d/%d", g.n(1, 20), g.n(21, 60))).t("): \"")
		q.t(pick(g, c.arrive)).ph(g.mob(c, pick(g, []string{"nat", "nat", "intl", "any"})))
		q.t(pick(g, []string{"\"", " \"", ". thx\"", " 🙏\"", "!!\""}))
		if g.chance(0.4) {
			q.t(" — slot ").k(fmt.Sprintf("%02d:00-%02d:00", g.n(8, 14), g.n(15, 20)))
		}
		q.t("\nhow do I pass this to the driver app without the number being shown in the public tracking page?")
		return q
	}},
	{"tech_ticket", func(g *G) *Q {
		q := &Q{}
		c := g.country()
		f, l := g.name(c)
		q.t("Ticket ").k(g.ticket()).t(" | Fibre install | ", pick(g, []string{"P1", "P2", "P3"}), "\n")
		q.t("Customer: ", f, " ", l, "\n", c.callWord, ": ").ph(g.mob(c, pick(g, []string{"nat", "intl", "any"}))).t("\n")
		if g.chance(0.5) {
			q.t("Alt: ").ph(g.anyph(c, "nat")).t(" (", pick(g, []string{"wife", "office", "landlord", "son"}), ")\n")
		}
		q.t("Email: ").em(g.email(c, f, l)).t("\n")
		q.t("Account: ").k(g.acct()).t("\nGate code: ").k(fmt.Sprintf("%d#", g.n(1000, 9999))).t("\nONT serial: ").k("HWTC" + g.s(hexu, 8)).t("\nWindow: ")
		q.t(fmt.Sprintf("%02d/%02d 08-12", g.n(1, 28), g.n(1, 12)), "\nNotes: dog in yard, ring twice")
		return q
	}},
	{"billing_dispute_email", func(g *G) *Q {
		q := &Q{}
		c := g.country()
		f, l := g.name(c)
		name, num := g.card()
		q.t("Subject: Charged twice for roaming\n\nHi,\nmy ", name, " card ").cc(g.cardFmt(num)).t(" was charged ", g.amount(c), " twice on ").k(fmt.Sprintf("%02d/%02d/2024", g.n(1, 28), g.n(1, 12))).t(" on invoice ").k(fmt.Sprintf("INV-%d", g.n(10000000, 99999999))).t(" for line ")
		q.ph(g.mob(c, pick(g, []string{"nat", "intl"}))).t(". I was never abroad in that period.\nPlease call me back or reply to ").em(g.email(c, f, l)).t("\n\n", f, "\n\n> agent: how do I open a chargeback ticket for this?")
		return q
	}},
	{"prepaid_topup_log", func(g *G) *Q {
		q := &Q{}
		c := g.country()
		_, num := g.card()
		q.k(g.ts()).t(" topup.svc ERROR charge failed msisdn=").ph(g.mob(c, "msisdn")).t(" pan=").cc(num).f(" exp=%02d/%d amount=%s ", g.n(1, 12), g.n(25, 30), g.amount(c)).t("txn=").k(fmt.Sprintf("TXN%d", g.n(100000000, 999999999))).t(" reason=DO_NOT_HONOR\n")
		q.t("why is the PAN unmasked in this log? PCI issue")
		return q
	}},
	{"topup_chat", func(g *G) *Q {
		q := &Q{}
		c := pick(g, []*country{byCode["PH"], byCode["ID"], byCode["IN"], byCode["NG"], byCode["MX"], byCode["BR"]})
		_, num := g.card()
		msgs := map[string]string{"PH": "pa-load po 500 sa", "ID": "isi pulsa 100rb ke", "IN": "recharge 299 plan on", "NG": "pls recharge 2k airtime for", "MX": "recarga de 200 al", "BR": "recarga de R$30 no"}
		q.t("customer chat: \"", msgs[c.code], " ").ph(g.mob(c, "nat")).t(" gamit/using card ").cc(g.cardFmt(num)).t(" cvv ", g.d(3), "\"\n")
		q.t("ref ").k(fmt.Sprintf("RC%d", g.n(10000000, 99999999))).t(" failed at ").k(g.tsSpace()).t(" – retry allowed?")
		return q
	}},
	{"mqtt_config_yaml", func(g *G) *Q {
		q := &Q{}
		dev := fmt.Sprintf("tracker-%s", g.s(lowern, 6))
		q.t("our gateways can't reconnect after the broker migration, config:\n```yaml\nmqtt:\n  host: ").k("mqtt."+pick(g, workDomains)).t("\n  port: ").k(pick(g, []string{"8883", "1883", "8884"})).t("\n  client_id: ").k(dev).t("\n  username: ", dev, "\n  password: \"").be(g.password()).t("\"\n  topic: ").k(fmt.Sprintf("fleet/%s/telemetry", dev)).t("\n  keepalive: 60\n  qos: 1\n```\n")
		return q
	}},
	{"mosquitto_cli", func(g *G) *Q {
		q := &Q{}
		q.t("mosquitto_pub -h ").k(fmt.Sprintf("%d.%d.%d.%d", g.n(20, 220), g.n(0, 255), g.n(0, 255), g.n(1, 254))).t(" -p 8883 --cafile ca.crt -u gw_", g.s(lowern, 4), " -P '").be(g.password()).t("' -t ").k("sites/"+g.s(upper, 3)+"-"+g.d(3)+"/meter/kwh").t(" -m '{\"v\":", fmt.Sprint(g.n(100, 9999)), ".", g.d(1), ",\"ts\":").k(g.epochMs()).t("}'\nError: Connection refused: not authorised.")
		return q
	}},
	{"aws_iot_env", func(g *G) *Q {
		q := &Q{}
		q.t("# .env for the ingest lambda\nAWS_REGION=eu-west-1\nIOT_ENDPOINT=").k(g.s(lowern, 14) + "-ats.iot.eu-west-1.amazonaws.com").t("\nTHING_NAME=").k(fmt.Sprintf("reefer-unit-%d", g.n(1000, 9999))).t("\nAWS_SECRET_ACCESS_KEY=").be(g.awsSecret()).t("\nALERT_SMS_TO=").ph(g.mob(g.country(), "e164")).t("\n\nlambda times out connecting, is it the endpoint or the creds?")
		return q
	}},
	{"azure_iot_conn", func(g *G) *Q {
		q := &Q{}
		hub := pick(g, []string{"fleet-prod-hub", "coldchain-iothub", "smartmeter-weu"})
		dev := fmt.Sprintf("truck-%s-%d", strings.ToLower(g.country().code), g.n(100, 999))
		q.t("IoT Hub device keeps getting 401.\nconnection string:\nHostName=").k(hub + ".azure-devices.net").t(";DeviceId=").k(dev).t(";SharedAccessKey=").be(g.b64key(32)).t("\nfirmware ").k(fmt.Sprintf("v%d.%d.%d", g.n(1, 4), g.n(0, 20), g.n(0, 9))).t(", clock synced via NTP")
		return q
	}},
	{"azure_sas_token", func(g *G) *Q {
		q := &Q{}
		hub := pick(g, []string{"fleet-prod-hub", "coldchain-iothub", "smartmeter-weu"})
		se := fmt.Sprint(g.n(1717000000, 1740000000))
		q.t("generated SAS: SharedAccessSignature sr=").k(hub+".azure-devices.net").t("%2Fdevices%2F", "gw", g.d(3), "&sig=").be(g.sasSig()).t("&se=").k(se).t("\nexpiry ").k(se).t(" should be 1h ahead – why does MQTT CONNACK return 5?")
		return q
	}},
	{"particle_api", func(g *G) *Q {
		q := &Q{}
		devid := g.s(hexl, 24)
		if g.chance(0.5) {
			q.t("curl https://api.particle.io/v1/devices/").k(devid).t("/relay -d arg=on -d access_token=").be(g.s(hexl, 40))
		} else {
			q.t("curl -H \"Authorization: Bearer ").be(g.s(hexl, 40)).t("\" https://api.particle.io/v1/devices/").k(devid).t("/vitals")
		}
		q.t("\nreturns {\"ok\":false,\"error\":\"Permission Denied\"} since ").k(g.ts())
		return q
	}},
	{"thingsboard_http", func(g *G) *Q {
		q := &Q{}
		q.t("POST http://tb.", pick(g, workDomains), ":8080/api/v1/").be(g.secret(alnum, 20)).t("/telemetry\n{\"temperature\":", fmt.Sprint(g.n(-20, 8)), ".", g.d(1), ",\"door\":\"closed\",\"ts\":").k(g.epochMs()).t("}\n-> 401. device ").k(fmt.Sprintf("REEFER-%04d", g.n(1, 9999))).t(" was re-provisioned, do we need a new access token?")
		return q
	}},
	{"fleet_api_jwt", func(g *G) *Q {
		q := &Q{}
		q.t("GET /v2/vehicles/").k(fmt.Sprintf("veh_%s", g.s(lowern, 10))).t("/positions?from=").k(g.ts()).t(" HTTP/1.1\nHost: api.", pick(g, workDomains), "\nAuthorization: Bearer ").jw(g.jwt()).t("\nAccept: application/json\n\n401 token_expired but exp is in the future?")
		return q
	}},
	{"ws_jwt_url", func(g *G) *Q {
		q := &Q{}
		q.t("driver app connects to wss://rt.", pick(g, workDomains), "/stream?vehicle=").k(g.s(upn, 6)).t("&token=").jw(g.jwt()).t(" and drops every ").k(fmt.Sprintf("%ds", g.n(30, 120))).t(", proxy idle timeout?")
		return q
	}},
	{"kb_ask_sms_fail", func(g *G) *Q {
		q := &Q{}
		c := g.country()
		q.t(pick(g, []string{"Why did", "How come", "Can you check why"}), " the OTP SMS to ").ph(g.mob(c, pick(g, []string{"intl", "nat", "e164", "00"}))).t(" fail with error ").k(pick(g, []string{"30007", "30003", "30005", "21610", "21408"})).t("? message sid ").k(g.twSID("SM")).t(pick(g, []string{"", " — customer says other banks' OTPs arrive fine", " (sent via alphanumeric sender ACMEPAY)"}))
		return q
	}},
	{"kb_ask_ssn_credit", func(g *G) *Q {
		q := &Q{}
		var v string
		if g.chance(0.8) {
			v = dash3(g.ssnDigits())
		} else {
			v = dash3(g.itinDigits())
		}
		who := "SSN"
		if v[0] == '9' {
			who = "ITIN"
		}
		q.t("Credit check for a postpaid upgrade bounced with 'identity mismatch'. Customer gave ", who, " ").ssn(v).t(" and DOB ").k(fmt.Sprintf("%02d/%02d/19%d", g.n(1, 12), g.n(1, 28), g.n(50, 99))).t(". Is there a reason the bureau would reject the format? order ").k(fmt.Sprintf("ORD-%d", g.n(1000000, 9999999)))
		return q
	}},
	{"dispatcher_chat_export", func(g *G) *Q {
		q := &Q{}
		c := g.country()
		d1, _ := g.name(c)
		d := fmt.Sprintf("%02d/%02d/24", g.n(1, 28), g.n(1, 12))
		q.t("[", d, ", ", fmt.Sprintf("%02d:%02d:%02d", g.n(6, 21), g.n(0, 59), g.n(0, 59)), "] Dispatch: ", d1, " pls pick up at depot ").k(fmt.Sprintf("DC-%d", g.n(10, 99))).t("\n")
		q.t("[", d, ", ", fmt.Sprintf("%02d:%02d:%02d", g.n(6, 21), g.n(0, 59), g.n(0, 59)), "] ", d1, ": ok. customer not answering, number ").ph(g.mob(c, "nat")).t(" goes to voicemail\n")
		q.t("[", d, ", ", fmt.Sprintf("%02d:%02d:%02d", g.n(6, 21), g.n(0, 59), g.n(0, 59)), "] Dispatch: try the alt ").ph(g.anyph(c, "intl")).t(" or leave at parcel locker ").k(fmt.Sprintf("PL%d", g.n(1000, 9999))).t("\n")
		return q
	}},
	{"telematics_json", func(g *G) *Q {
		q := &Q{}
		c := g.country()
		f, l := g.name(c)
		la, lo := g.coord(c)
		q.t("{\n  \"deviceId\": \"").k(g.s(upn, 10)).t("\",\n  \"imei\": \"").k(g.imei()).t("\",\n  \"driver\": {\"name\": \"", f, " ", l, "\", \"phone\": \"").ph(g.mob(c, pick(g, []string{"e164", "intl", "nat"}))).t("\"},\n  \"lat\": ").k(la).t(", \"lon\": ").k(lo).t(",\n  \"speedKmh\": ", fmt.Sprint(g.n(0, 110)), ", \"odometer\": ", fmt.Sprint(g.n(10000, 900000)), "\n}\nshould we strip driver.phone before pushing to the data lake?")
		return q
	}},
	{"sms_gateway_http_get", func(g *G) *Q {
		q := &Q{}
		c := pick(g, []*country{byCode["IN"], byCode["NG"], byCode["KE"], byCode["ID"], byCode["PH"], byCode["AE"]})
		q.t("GET /api/sendsms?username=acme_otp&password=").be(g.password()).t("&to=").ph(g.mob(c, "msisdn")).t("&sender=").k(pick(g, []string{"ACMEPY", "FLTOPS", "DLVRY"})).t("&text=Your+OTP+is+").k(g.d(6)).t("&dlr=1\n200 OK but 'ERR 105 invalid sender' in body. DLT template id ").k("1107" + g.d(15)).t(" is approved")
		return q
	}},
	{"smpp_pdu_log", func(g *G) *Q {
		q := &Q{}
		c := g.country()
		q.k(g.tsSpace()).t(" smpp[bind_tx_3] submit_sm seq=").k(fmt.Sprint(g.n(1000, 999999))).t(" src_ton=5 src_addr=ACME dst_ton=1 dst_npi=1 dst_addr=").ph(g.mob(c, "msisdn")).t(" esm_class=0 data_coding=8 sm_len=", fmt.Sprint(g.n(20, 140)), "\n")
		q.k(g.tsSpace()).t(" smpp[bind_tx_3] submit_sm_resp status=0x00000045 message_id=").k(g.s(hexl, 10)).t("\nESME_RSUBMITFAIL — throttling or bad number?")
		return q
	}},
	{"call_center_note_es", func(g *G) *Q {
		q := &Q{}
		c := pick(g, []*country{byCode["ES"], byCode["MX"]})
		f, l := g.name(c)
		q.t("Nota de llamada ").k(g.ticket()).t(": cliente ", f, " ", l, " llamó desde el ").ph(g.mob(c, "nat")).t(", pide portabilidad y factura por correo a ").em(g.email(c, f, l)).t(". Duración ").k(g.hms()).t(". ¿Qué plantilla uso para el seguimiento?")
		return q
	}},
	{"call_center_note_pt", func(g *G) *Q {
		q := &Q{}
		c := byCode["BR"]
		f, l := g.name(c)
		q.t("Protocolo ").k(fmt.Sprintf("%d%d", 2024, g.n(10000000, 99999999))).t(" – cliente ", f, " ", l, " reclamou de queda de sinal na ERB ").k(fmt.Sprintf("SP%04d", g.n(1, 9999))).t(". Contato: ").ph(g.mob(c, "nat")).t(" / ").em(g.email(c, f, l)).t(". Abrir OS de visita técnica?")
		return q
	}},
	{"call_center_note_de", func(g *G) *Q {
		q := &Q{}
		c := byCode["DE"]
		f, l := g.name(c)
		q.t("Rückrufbitte: Herr/Frau ", l, ", ", c.callWord, " ").ph(g.anyph(c, pick(g, []string{"nat", "intl"}))).t(", Störung DSL seit ").k(fmt.Sprintf("%02d.%02d.2024", g.n(1, 28), g.n(1, 12))).t(", Vertragsnr. ").k(g.d(10)).t(". Kunde wünscht Antwort per Mail an ").em(g.email(c, f, l)).t(" – wie Ticket eskalieren?")
		return q
	}},
	{"roaming_complaint_fr_it", func(g *G) *Q {
		q := &Q{}
		if g.chance(0.5) {
			c := byCode["FR"]
			f, l := g.name(c)
			q.t("Réclamation itinérance: Mme/M. ", l, " (").ph(g.mob(c, "nat")).t(") facturé(e) ").k("38,40 €").t(" de data hors forfait le ").k(fmt.Sprintf("%02d/%02d/2024", g.n(1, 28), g.n(1, 12))).t(", IMEI ").k(g.imei()).t(". Réponse à envoyer à ").em(g.email(c, f, l)).t(". Geste commercial possible ?")
		} else {
			c := byCode["IT"]
			f, l := g.name(c)
			q.t("Reclamo roaming: sig. ", f, " ", l, ", cell. ").ph(g.mob(c, pick(g, []string{"nat", "intl"}))).t(", addebito ").k("12,99 €").t(" su SIM ").k(g.iccid(c)).t(". Mail: ").em(g.email(c, f, l)).t(". Come procedo con lo storno?")
		}
		return q
	}},
	{"invoice_markdown_table", func(g *G) *Q {
		q := &Q{}
		c := g.country()
		q.t("Invoice ").k(fmt.Sprintf("INV-%d", g.n(10000000, 99999999))).t(" line items look off:\n\n| Line | MSISDN | Plan | Data used | Charge |\n|---|---|---|---|---|\n")
		for i := 1; i <= g.n(2, 4); i++ {
			q.f("| %d | ", i).ph(g.mob(c, pick(g, []string{"msisdn", "nat"}))).t(" | ", pick(g, []string{"Biz 20GB", "IoT 1GB", "Unlim+"}), " | ")
			if i == 1 {
				q.k(fmt.Sprintf("%d.%02d GB", g.n(1, 40), g.n(0, 99)))
			} else {
				q.t(fmt.Sprintf("%d.%02d GB", g.n(1, 40), g.n(0, 99)))
			}
			q.t(" | ", g.amount(c), " |\n")
		}
		q.t("\nwhy is line 2 charged overage when the pool isn't used up?")
		return q
	}},
	{"sql_insert_subscribers", func(g *G) *Q {
		q := &Q{}
		c := g.country()
		q.t("migration fails with duplicate key:\nINSERT INTO subscribers (msisdn, imsi, iccid, email, created_at) VALUES\n")
		for i := 0; i < g.n(1, 3); i++ {
			f, l := g.name(c)
			if i > 0 {
				q.t(",\n")
			}
			q.t("  ('").ph(g.mob(c, "msisdn")).t("', '").k(g.imsi(c)).t("', '").k(g.iccid(c)).t("', '").em(g.email(c, f, l)).t("', '").t(g.tsSpace()).t("')")
		}
		q.t(";\nERROR: duplicate key value violates unique constraint \"subscribers_imsi_key\"")
		return q
	}},
	{"validation_error_log", func(g *G) *Q {
		q := &Q{}
		c := g.country()
		f, l := g.name(c)
		q.k(g.ts()).t(" WARN  onboarding.validate: rejected contact {name=\"", f, " ", l, "\", phone=\"").ph(g.mob(c, pick(g, []string{"nat", "intl", "00"}))).t("\", email=\"").em(g.email(c, f, l)).t("\"} reason=PHONE_NOT_E164 req=").k(g.uuid()).t("\nshould we normalise national format server side with libphonenumber?")
		return q
	}},
	{"tel_mailto_html", func(g *G) *Q {
		q := &Q{}
		c := g.country()
		f, l := g.name(c)
		p := g.mob(c, "e164")
		q.t("our installer profile card renders wrong on ").k(fmt.Sprintf("iOS %d.%d", g.n(15, 17), g.n(0, 6))).t(":\n<div class=\"tech\" data-id=\"").k(fmt.Sprintf("tech_%d", g.n(1000, 9999))).t("\">\n  <a href=\"tel:").ph(p).t("\">").ph(g.phoneFmt(c, c.mobile(), strings.TrimPrefix(p, "+"+c.cc), "intl")).t("</a>\n  <a href=\"mailto:").em(g.workEmail(f, l)).t("\">Email ", f, "</a>\n</div>")
		return q
	}},
	{"voicemail_transcript", func(g *G) *Q {
		q := &Q{}
		c := pick(g, []*country{byCode["US"], byCode["UK"], byCode["IN"], byCode["ZA"], byCode["NG"], byCode["KE"], byCode["AE"]})
		f, _ := g.name(c)
		q.t("Voicemail transcript (").k(fmt.Sprintf("%ds", g.n(12, 75))).t(", received ").k(g.tsSpace()).t("): \"Hi, this is ", f, " about the router install ")
		q.k(g.ticket()).t(", ", pick(g, []string{"nobody showed up", "the tech left without finishing", "I need to move the appointment"}), ". Call me back on ").ph(g.mob(c, "nat")).t(pick(g, []string{", thanks.\"", " after five.\"", ", bye.\""}))
		q.t("\nSummarise and draft an SMS reply")
		return q
	}},
	{"form_urlencoded_reg", func(g *G) *Q {
		q := &Q{}
		c := g.country()
		f, l := g.name(c)
		e := g.email(c, f, l)
		p := g.mob(c, "e164")
		pe := "%2B" + strings.TrimPrefix(p, "+")
		q.t("device registration POST body from the field app:\nname=", strings.ReplaceAll(f+" "+l, " ", "+"), "&email=").em(strings.ReplaceAll(e, "@", "%40")).t("&phone=").ph(pe).t("&imei=").k(g.imei()).t("&fw=").k(fmt.Sprintf("%d.%d.%d", g.n(1, 3), g.n(0, 9), g.n(0, 30))).t("\nserver decodes the phone as a space, why?")
		return q
	}},
	{"xml_delivery_report", func(g *G) *Q {
		q := &Q{}
		c := g.country()
		q.t("<DeliveryReport>\n  <MessageId>").k(g.uuid()).t("</MessageId>\n  <Recipient>").ph(g.mob(c, pick(g, []string{"msisdn", "e164"}))).t("</Recipient>\n  <Status>UNDELIV</Status>\n  <ErrorCode>").k(fmt.Sprintf("0x%02X", g.n(1, 255))).t("</ErrorCode>\n  <DoneDate>").k(g.tsCompact()[2:12]).t("</DoneDate>\n</DeliveryReport>\nwhat does UNDELIV with this error mean for a ported number?")
		return q
	}},
	{"sms_body_eta", func(g *G) *Q {
		q := &Q{}
		c := g.country()
		f, _ := g.name(c)
		q.t("outbound template render: \"Your driver ", f, " (").ph(g.mob(c, pick(g, []string{"intl", "nat"}))).t(") is ").k(fmt.Sprintf("%d min", g.n(3, 25))).t(" away with parcel ").k(g.tracking()).t(". Reply STOP to ").k(g.shortcode()).t("\"\nsegments come out as 3 for a 150 char text, why?")
		return q
	}},
	{"telegram_dispatch_bot", func(g *G) *Q {
		q := &Q{}
		c := g.country()
		q.t("dispatch bot config:\nTELEGRAM_BOT_TOKEN=").be(g.telegram()).t("\nDISPATCH_CHAT_ID=").k(fmt.Sprintf("-100%d", g.n(1000000000, 1999999999))).t("\nDISPATCH_THREAD_ID=").k(fmt.Sprint(g.n(100, 99999))).t("\nESCALATION_PHONE=").ph(g.mob(c, "e164")).t("\nbot doesn't post to the group, privacy mode?")
		return q
	}},
	{"slack_alert_webhook", func(g *G) *Q {
		q := &Q{}
		pre, sec := g.slackHook()
		q.t("geofence alerts go to ").t(pre).be(sec).t(" — after workspace migration they 404. vehicle ").k(g.country().plate(g)).t(" exited zone ").k(fmt.Sprintf("Z-%d", g.n(100, 999))).t(" at ").k(g.ts())
		return q
	}},
	{"stripe_billing_key", func(g *G) *Q {
		q := &Q{}
		_, num := g.card()
		q.t("test in prod by mistake?? ran\nstripe.api_key = \"").be(g.stripe()).t("\"\nstripe.PaymentMethod.create(type=\"card\", card={\"number\": \"").cc(num).f("\", \"exp_month\": %d, \"exp_year\": %d})\n", g.n(1, 12), g.n(2025, 2030)).t("for the bill-pay flow of account ").k(g.acct()).t(", request id ").k("req_" + g.s(alnum, 14))
		return q
	}},
	{"mapbox_route_key", func(g *G) *Q {
		q := &Q{}
		c := g.country()
		la, lo := g.coord(c)
		la2, lo2 := g.coord(c)
		q.t("route optimiser env:\nMAPBOX_SECRET_TOKEN=").be(g.mapboxSecret()).t("\nDEPOT=").k(lo + "," + la).t("\nsample: /directions/v5/mapbox/driving/").t(lo + "," + la + ";" + lo2 + "," + la2).t(" returns 401 on the server but works locally (profile ").k("mapbox/driving-traffic").t(")")
		return q
	}},
	{"fcm_push_driver_app", func(g *G) *Q {
		q := &Q{}
		q.t("curl -X POST https://fcm.googleapis.com/fcm/send -H \"Authorization: key=").be(g.fcmKey()).t("\" -H \"Content-Type: application/json\" -d '{\"to\":\"").k(fmt.Sprintf("/topics/depot_%d", g.n(10, 99))).t("\",\"data\":{\"job\":\"").k(fmt.Sprintf("JOB-%d", g.n(100000, 999999))).t("\"}}'\nlegacy API deprecated, how do we migrate?")
		return q
	}},
	{"basic_auth_telco_api", func(g *G) *Q {
		q := &Q{}
		c := g.country()
		q.t("> POST /v1/number-lookup HTTP/1.1\n> Host: api.", pick(g, []string{"telesign.example", "numverify.example", "hlr-lookups.example"}), "\n> Authorization: Basic ").be(g.basic("acme_" + g.s(lowern, 5))).t("\n> Content-Type: application/json\n>\n{\"number\": \"").ph(g.mob(c, "e164")).t("\"}\n< ").k("HTTP/1.1 429 Too Many Requests").t("\n< Retry-After: ").k(fmt.Sprint(g.n(10, 120))).t("\n")
		return q
	}},
	{"signature_block", func(g *G) *Q {
		q := &Q{}
		c := g.country()
		f, l := g.name(c)
		q.t("please forward the survey results for site ").k(fmt.Sprintf("%s-%s-%03d", c.code, g.s(upper, 3), g.n(1, 999))).t(" (azimuth ").k(fmt.Sprintf("%d°", g.n(0, 359))).t(", tilt ").k(fmt.Sprintf("%d°", g.n(0, 12))).t(")\n\n--\n", f, " ", l, "\nRF Field Engineer\nM: ").ph(g.mob(c, pick(g, []string{"intl", "nat"}))).t("\nE: ").em(g.workEmail(f, l)).t("\n")
		return q
	}},
	{"here_geocode_key", func(g *G) *Q {
		q := &Q{}
		c := g.country()
		q.t("geocoding for the technician app: https://geocode.search.hereapi.com/v1/geocode?q=", strings.ReplaceAll(pick(g, []string{"12 Main St", "Calle Mayor 5", "Hauptstr. 21", "Rua Augusta 100"}), " ", "+"), "&apiKey=").be(g.secret(b64u, 43)).t("\nworks but customer ").ph(g.mob(c, "intl")).t(" says pin is ").k(fmt.Sprintf("%d m", g.n(100, 900))).t(" off, resultType ").k("houseNumber")
		return q
	}},
	{"samsara_vehicle_api", func(g *G) *Q {
		q := &Q{}
		q.t("export SAMSARA_API_TOKEN=").be("samsara_api_" + g.secret(alnum, 30)).t("\ncurl -s -H \"Authorization: Bearer $SAMSARA_API_TOKEN\" 'https://api.samsara.com/fleet/vehicles/stats?types=gps' | jq '.data[] | select(.name==\"").k(g.country().plate(g)).t("\")'\nempty result though the truck is moving since ").k(g.ts())
		return q
	}},
	{"vcard_contact", func(g *G) *Q {
		q := &Q{}
		c := g.country()
		f, l := g.name(c)
		q.t("scanned business card from site visit, import fails:\nBEGIN:VCARD\nVERSION:3.0\nFN:", f, " ", l, "\nORG:", pick(g, []string{"Metro Towers Ltd", "Facility Mgmt", "Landlord"}), "\nTEL;TYPE=CELL:").ph(g.mob(c, "intl")).t("\nTEL;TYPE=WORK:").ph(g.phone(c, "intl", false)).t("\nEMAIL:").em(g.email(c, f, l)).t("\nNOTE:site ").k(fmt.Sprintf("SITE-%05d", g.n(1, 99999))).t("\nREV:").k(g.ts()).t("\nEND:VCARD")
		return q
	}},
	{"wa_link_support", func(g *G) *Q {
		q := &Q{}
		c := pick(g, []*country{byCode["BR"], byCode["MX"], byCode["IN"], byCode["ID"], byCode["NG"], byCode["ZA"], byCode["ES"]})
		p := g.mob(c, "msisdn")
		q.t("driver onboarding page has a button https://wa.me/").ph(p).t("?text=Quero%20ser%20entregador but some drivers report 'invalid number'. ref ").k(fmt.Sprintf("ONB-%d", g.n(10000, 99999))).t(", app build ").k(fmt.Sprintf("%d.%d.0 (%d)", g.n(3, 6), g.n(0, 20), g.n(1000, 9999)))
		return q
	}},
	{"multi_contact_kb", func(g *G) *Q {
		q := &Q{}
		c := g.country()
		f, l := g.name(c)
		f2, l2 := g.name(c)
		q.t("merge these duplicate customer records? ", f, " ", l, " ").em(g.email(c, f, l)).t(" ").ph(g.mob(c, "nat")).t(" acct ").k(g.acct()).t(" vs ", f2, " ", l2, " ").em(g.email(c, f2, l2)).t(" ").ph(g.mob(c, "intl")).t(" – same IMEI ").k(g.imei()).t(" on both")
		return q
	}},
	{"tab_export_drivers", func(g *G) *Q {
		q := &Q{}
		c := g.country()
		q.t("driver roster (tsv) – the import tool says row 2 is invalid:\nemployee_id\tname\tmobile\tvehicle\tlicence_exp\n")
		for i := 0; i < g.n(2, 4); i++ {
			f, l := g.name(c)
			q.k(fmt.Sprintf("E%05d", g.n(1, 99999))).t("\t", f, " ", l, "\t").ph(g.mob(c, pick(g, []string{"nat", "msisdn", "intl"}))).t("\t", c.plate(g), "\t", fmt.Sprintf("2026-%02d-%02d", g.n(1, 12), g.n(1, 28)), "\n")
		}
		return q
	}},
	{"ssn_credit_table", func(g *G) *Q {
		q := &Q{}
		us := byCode["US"]
		q.t("postpaid applications stuck in 'manual review':\napp_id,applicant_ssn,phone,status\n")
		for i := 0; i < g.n(2, 3); i++ {
			q.k(fmt.Sprintf("APP%d", g.n(100000, 999999))).t(",")
			if g.chance(0.7) {
				q.ssn(dash3(g.ssnDigits()))
			} else {
				q.ssn(g.ssnDigits())
			}
			q.t(",").ph(g.mob(us, pick(g, []string{"nat", "msisdn"}))).t(",MANUAL_REVIEW\n")
		}
		return q
	}},
	{"international_prefix_note", func(g *G) *Q {
		q := &Q{}
		c := g.country()
		for c.code == "US" {
			c = g.country()
		}
		q.t("US caller trying to reach our ", c.code, " hotline dials ").ph(g.phone(c, "011", true)).t(" and gets fast busy; from ", c.code, " itself ").ph(g.phone(c, "nat", g.chance(0.5))).t(" works. trunk group ").k(fmt.Sprintf("TG%d", g.n(10, 99))).t(", ticket ").k(g.ticket())
		return q
	}},
	{"jp_field_note", func(g *G) *Q {
		q := &Q{}
		c := byCode["JP"]
		f, l := g.name(c)
		q.t("工事チケット ").k(g.ticket()).t(" お客様: ", l, " ", f, " 様 携帯: ").ph(g.mob(c, "nat")).t(" メール: ").em(g.email(c, f, l)).t(" ONU設置、訪問 ").k(fmt.Sprintf("%d月%d日 %d:00", g.n(1, 12), g.n(1, 28), g.n(9, 17))).t("。オートロック番号は ").k(fmt.Sprintf("%04d", g.n(0, 9999))).t("。この内容で日程調整メールを作って")
		return q
	}},
	{"ae_arabic_delivery", func(g *G) *Q {
		q := &Q{}
		c := byCode["AE"]
		q.t("ملاحظة التوصيل للشحنة ").k(g.tracking()).t(": الرجاء الاتصال على ").ph(g.mob(c, pick(g, []string{"nat", "intl"}))).t(" قبل الوصول. Villa ").k(fmt.Sprintf("%d", g.n(1, 300))).t(", Al Barsha. translate for the driver pls")
		return q
	}},
	{"id_ph_chat_mixed", func(g *G) *Q {
		q := &Q{}
		if g.chance(0.5) {
			c := byCode["ID"]
			q.t("kurir bilang alamat salah, resi ").k(g.tracking()).t(". nomor penerima ").ph(g.mob(c, "nat")).t(" gak aktif, coba ").ph(g.mob(c, "intl")).t(" ya. koordinat ").k(func() string { a, b := g.coord(c); return a + ", " + b }())
		} else {
			c := byCode["PH"]
			q.t("sir yung rider di makacontact sa customer, ").ph(g.mob(c, "nat")).t(" daw po. waybill ").k(g.tracking()).t(" cod ").k(fmt.Sprintf("PHP %d.00", g.n(100, 5000))).t(" pa-update po")
		}
		return q
	}},
}
