package main

import "fmt"

func luhnOK(body string) string { return body + string(luhnDigit(body)) }

func cleanKinds2() []Kind {
	var ks []Kind
	k := func(name string, fn func() []any) { ks = append(ks, Kind{"clean_" + name, fn}) }
	k("device_imei_iccid", func() []any {
		tac := pick("35", "86", "01", "99") + dig(6)
		return []any{"QA device sheet · ", model(), "\nIMEI 1: ", K(luhnOK(tac + dig(6))), "\nIMEI 2: ", K(luhnOK(tac + dig(6))), "\nICCID: ", K(luhnOK("89" + pick("01", "44", "49", "33") + dig(14))), "\nSerial: ", K(from(ualnum, 12)), " · asset tag ", K("QA-" + dig(4))}
	})
	k("version_code_date", func() []any {
		y := rint(2023, 2025)
		return []any{"versionCode scheme yyMMddNN: ", K(fmt.Sprintf("%d%02d%02d%02d", y, mon(), day(), rint(1, 9))), " (", K(fmt.Sprintf("%04d-%02d-%02d", y, mon(), day())), ", build ", fmt.Sprint(rint(1, 9)), ") → versionName ", K(ver()), "; previous ", K(fmt.Sprintf("%d%02d%02d%02d", y, mon(), day(), rint(1, 9)))}
	})
	k("exception_codes", func() []any {
		return []any{"Exception Type:  EXC_BAD_ACCESS (SIGSEGV)\nException Subtype: KERN_INVALID_ADDRESS at ", K("0x0000" + hexs(12)), "\nException Codes: ", K("0x0000000000000001"), ", ", K("0x0000" + hexs(12)), "\nTermination Reason: SIGNAL 11 Segmentation fault: 11\nTriggered by Thread:  ", fmt.Sprint(rint(0, 12))}
	})
	k("order_numbers_labelled", func() []any {
		n := nzdig(16)
		return []any{"Refund queue: order no. ", K(n[:4] + " " + n[4:8] + " " + n[8:12] + " " + n[12:]), " (", K(price()), "), SKU ", K(fmt.Sprintf("%d-%d-%d", rint(200, 999), rint(200, 999), rint(1000, 9999))), ", invoice #", K(fmt.Sprintf("%d-%d", rint(2023, 2025), rint(10000, 99999))), ", tracking ", K("1Z" + from(ualnum, 16))}
	})
	k("support_hours_postal", func() []any {
		return []any{"In-app help footer: support 24/7 in ", pick("EN/DE/FR", "EN/ES/PT", "EN/JA/KO"), ", refunds within ", fmt.Sprint(rint(3, 14)), " days. Offices: ", K(fmt.Sprintf("CA %d-%04d", rint(94000, 94199), rint(1000, 9999))), " · ", K(fmt.Sprintf("CEP %05d-%03d", rint(1000, 99999), rint(0, 999))), " · ", K(fmt.Sprintf("%d Berlin", rint(10115, 14199))), " · build ", K(buildNo())}
	})
	k("crash_free_table_ids", func() []any {
		return []any{"issue_id,events,users,first_version,last_seen_ms\n", K(crashID()), ",", fmt.Sprint(rint(100, 99999)), ",", fmt.Sprint(rint(10, 9999)), ",", K(ver()), ",", K(epochMs()), "\n", K(crashID()), ",", fmt.Sprint(rint(100, 99999)), ",", fmt.Sprint(rint(10, 9999)), ",", K(ver()), ",", K(epochMs())}
	})
	return ks
}
