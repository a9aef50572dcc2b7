package main

var cleanKinds2 = []K{
	{"c_ifconfig_counters", func() R {
		a, b := dgnz(10), dgnz(10)
		return ck(f("```\neth0: flags=4163<UP,BROADCAST,RUNNING,MULTICAST>  mtu 9001\n        inet %s  netmask 255.255.240.0\n        RX packets %d  bytes %s (%d.%d GB)\n        TX packets %d  bytes %s (%d.%d GB)\n```", ip(), rn(100000000, 999999999), a, rn(1, 9), rn(0, 9), rn(100000000, 999999999), b, rn(1, 9), rn(0, 9)), a, b)
	}},
	{"c_k8s_resource_version", func() R {
		rv := dgnz(9)
		return ck(f("conflict on update: the object has been modified; resourceVersion: \"%s\", uid: %s, generation %d", rv, uuid(), rn(2, 900)), rv)
	}},
	{"c_epoch_ms_ns", func() R {
		ms := f("%d%03d", rn(1700000000, 1760000000), rn(0, 999))
		ns := ms + dg(6)
		return ck(f("{\"ts_ms\":%s,\"ingest_ns\":%s,\"partition\":%d,\"offset\":%d}", ms, ns, rn(0, 23), rn(1000000, 99999999)), ms, ns)
	}},
	{"c_aws_accounts_table", func() R {
		a, b := awsAcct(), awsAcct()
		return ck(f("| account | id | OU |\n|---|---|---|\n| prod-payments | %s | Workloads/Prod |\n| log-archive | %s | Security |", a, b), a, b)
	}},
	{"c_mfa_codes_prose", func() R {
		c := dg(6)
		return ck(f("the SMS OTP delivery test passed: code %s arrived in %ds on all 3 carriers, failover provider untouched", c, rn(2, 40)))
	}},
	{"c_conference_pin", func() R {
		pin := f("%d %d#", rn(1000, 9999), rn(1000, 9999))
		return ck(f("vendor bridge is in the calendar invite, conference PIN %s, starts %s UTC", pin, hhmm()), pin)
	}},
	{"c_pid_inode", func() R {
		return ck(f("```\nCOMMAND     PID   USER   FD   TYPE   DEVICE  SIZE/OFF     NODE NAME\njava      %d  app   %du  IPv4 %d      0t0  TCP *:8443 (LISTEN)\n```", rn(1000, 99999), rn(10, 400), rn(10000000, 99999999)), "*:8443")
	}},
	{"c_tracking_ups", func() R {
		t := "1Z" + rs(upper+digs, 6) + dg(10)
		return ck(f("replacement SSDs for the NAS shipped, UPS %s, ETA %s, RMA %s", t, day(), "RMA"+dg(8)), t)
	}},
	{"c_serials_parts", func() R {
		sn := rs(upper, 3) + dg(7) + rs(upper, 2)
		pn := f("%d-%03d-%04d", rn(100, 999), rn(0, 999), rn(0, 9999))
		return ck(f("failed PSU in r750-%02d: S/N %s, P/N %s, Dell case %s", rn(1, 40), sn, pn, dgnz(9)), sn, "P/N "+pn)
	}},
	{"c_latency_histogram", func() R {
		return ck(f("p50=%dms p90=%dms p99=%dms p99.9=%dms count=%d errors=%d window=%s/%s", rn(5, 50), rn(50, 200), rn(200, 2000), rn(2000, 9000), rn(1000000, 99999999), rn(0, 9999), hhmm(), hhmm()))
	}},
	{"c_stripe_test_card_docs", func() R {
		return ckAny(pick(
			"staging checkout smoke test: use 4242 4242 4242 4242, any future expiry, any CVC — never a real card",
			"for the 3DS flow in test mode use 4000 0027 6000 3184; declines: 4000 0000 0000 0002",
			"Adyen test card 5555 3412 4444 1115 with exp 03/30 and CVC 737 is in the runbook",
		), "4242 4242 4242 4242", "4000 0027 6000 3184", "4000 0000 0000 0002", "5555 3412 4444 1115")
	}},
	{"c_ssn_words_no_value", func() R {
		return ck(pick(
			"reminder: the payroll export must mask SSNs to the last 4 (XXX-XX-1234 style), ticket open with the vendor",
			"the DLP rule for SSN/ITIN now covers Slack uploads too, false positives go to #sec-dlp",
			"we never store full card numbers, only the last4 and the network token — PCI scope stays small",
		))
	}},
	{"c_ipv4_list_ports", func() R {
		a, b, c := ip(), ip(), ip()
		return ck(f("allowlist for the partner VPN: %s/32, %s/32, %s/29 — ports 443, 8443, 5671", a, b, c), a, b, c)
	}},
	{"c_ticket_digits_labelled", func() R {
		a := dgnz(10)
		return ck(f("Invoice %s from the colo is disputed, account no. %s, PO %d", a, f("%d-%d-%d", rn(100, 999), rn(100, 999), rn(1000, 9999)), rn(100000, 999999)), "Invoice "+a)
	}},
}
