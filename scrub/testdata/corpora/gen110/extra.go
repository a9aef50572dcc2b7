package main

import "fmt"

func init() {
	n := neutralGens
	n["user"] = func(g *G) string {
		g.ensureName()
		return g.pick(g.first[:1]+g.last, g.first+"."+g.last, g.first+g.last[:1]) + fmt.Sprint(g.in(1, 99))
	}
	n["dob"] = func(g *G) string { return fmt.Sprintf("%02d/%02d/%d", g.in(1, 12), g.in(1, 28), g.in(1950, 2004)) }
	n["kiddob"] = func(g *G) string { return fmt.Sprintf("%02d/%02d/%d", g.in(1, 12), g.in(1, 28), g.in(2012, 2023)) }
	n["exp"] = func(g *G) string { return fmt.Sprintf("%02d/%02d", g.in(1, 12), g.in(26, 31)) }
	n["mbi"] = func(g *G) string {
		return g.nz(1) + g.alnum(1, "ACDEFGHJKMNPQRTUVWXY") + g.alnum(1, "ACDEFGHJKMNPQRTUVWXY0123456789") + g.digits(1) + "-" + g.alnum(1, "ACDEFGHJKMNPQRTUVWXY") + g.alnum(1, "ACDEFGHJKMNPQRTUVWXY0123456789") + g.digits(1) + "-" + g.alnum(2, "ACDEFGHJKMNPQRTUVWXY") + g.digits(2)
	}
	n["anum"] = func(g *G) string { return "A" + g.pick("", "-") + g.nz(9) }
	n["nif_fr"] = func(g *G) string { return g.pick("0", "1", "2", "3") + g.digits(12) }
	n["steuerid"] = func(g *G) string { d := g.nz(11); return d[:2] + " " + d[2:5] + " " + d[5:8] + " " + d[8:] }
	n["kvnr"] = func(g *G) string { return g.alnum(1, upper) + g.digits(9) }
	n["cf"] = func(g *G) string {
		return g.alnum(6, upper) + g.digits(2) + g.alnum(1, "ABCDEHLMPRST") + g.digits(2) + g.alnum(1, upper) + g.digits(3) + g.alnum(1, upper)
	}
	n["cpf"] = func(g *G) string { d := g.digits(11); return d[:3] + "." + d[3:6] + "." + d[6:9] + "-" + d[9:] }
	n["nif_pt"] = func(g *G) string { return g.pick("1", "2") + g.digits(8) }
	n["bsn"] = func(g *G) string { return g.nz(9) }
	n["pesel"] = func(g *G) string {
		return fmt.Sprintf("%02d%02d%02d", g.in(60, 99), g.in(1, 12), g.in(1, 28)) + g.digits(5)
	}
	n["tckn"] = func(g *G) string { return g.nz(11) }
	n["snils"] = func(g *G) string { d := g.digits(11); return d[:3] + "-" + d[3:6] + "-" + d[6:9] + " " + d[9:] }
	n["mynumber"] = func(g *G) string { d := g.nz(12); return d[:4] + " " + d[4:8] + " " + d[8:] }
	n["rrn"] = func(g *G) string {
		return fmt.Sprintf("%02d%02d%02d-%d", g.in(60, 99), g.in(1, 12), g.in(1, 28), g.in(1, 2)) + g.digits(6)
	}
	n["pan"] = func(g *G) string {
		return g.alnum(3, upper) + "P" + g.alnum(1, upper) + g.digits(4) + g.alnum(1, upper)
	}
	n["aadhaar"] = func(g *G) string {
		d := g.pick("2", "3", "4", "5", "6", "7", "8", "9") + g.digits(11)
		return d[:4] + " " + d[4:8] + " " + d[8:]
	}
	n["iqama"] = func(g *G) string { return "2" + g.digits(9) }
	n["emid"] = func(g *G) string {
		return "784-" + fmt.Sprint(g.in(1970, 2000)) + "-" + g.digits(7) + "-" + g.digits(1)
	}
	n["sin"] = func(g *G) string { d := g.nz(9); return d[:3] + " " + d[3:6] + " " + d[6:] }
	n["nss"] = func(g *G) string { return g.digits(11) }
	n["passport"] = func(g *G) string { return g.alnum(1, upper) + g.digits(8) }

	k := keepGens
	k["ctrl"] = func(g *G) string { return g.digits(7) + " " + g.alnum(3, upper) }
	k["dec"] = func(g *G) string { return fmt.Sprintf("%d.%02d", g.in(1200, 98000), g.r.Intn(100)) }
	k["conf"] = func(g *G) string { return g.alnum(2, upper) + g.digits(6) }
	k["ext"] = func(g *G) string { return g.pick("ext. ", "x", "ext ", "Ext. ") + fmt.Sprint(g.in(100, 8999)) }
	k["ssid"] = func(g *G) string { return g.alnum(4, "0123456789ABCDEF") }
	k["octet"] = func(g *G) string { return fmt.Sprint(g.in(2, 254)) }
	k["hex24"] = func(g *G) string { return g.alnum(24, hexd) }
	k["uuid"] = func(g *G) string { return g.uuid() }
	k["serial"] = func(g *G) string { return fmt.Sprint(g.in(18, 24)) + g.alnum(1, "LJPE") + g.digits(7) }
	k["ctax"] = func(g *G) string { return g.nz(8) }
	k["pfile"] = func(g *G) string { return g.alnum(2, upper) + g.digits(10) + g.pick("24", "25") }
	k["sai"] = func(g *G) string { return fmt.Sprint(g.in(-1500, 25000)) }
	k["errcode"] = func(g *G) string {
		return g.pick("ERR_", "E-", "0x8007", "AUTH-", "code ", "COD ") + fmt.Sprint(g.in(100, 9999))
	}
	k["ref_aeat"] = func(g *G) string { return g.alnum(6, upper+digs) }
	k["folio"] = func(g *G) string { return g.pick("F-", "") + g.digits(9) }
	k["caf"] = func(g *G) string { return g.nz(7) }
	k["adherent"] = func(g *G) string { return g.digits(9) + g.alnum(1, upper) }
	k["pdr"] = func(g *G) string { return g.digits(14) }
	k["avviso"] = func(g *G) string { return "3" + g.digits(17) }
	k["protocolo"] = func(g *G) string { return fmt.Sprint(g.in(2023, 2025)) + g.digits(12) }
	k["mbref"] = func(g *G) string { return g.digits(3) + " " + g.digits(3) + " " + g.digits(3) }
	k["entidade"] = func(g *G) string { return g.pick("21727", "10611", "20638", "11249") }
	k["boleto"] = func(g *G) string {
		// bank, currency 9, free fields with their check digits, the general
		// check digit, then the due-date factor and the value in cents
		d := g.pick("001", "237", "341", "104", "033", "756") + "9" + g.digits(28)
		tail := fmt.Sprint(g.in(9600, 9999)) + fmt.Sprintf("%010d", g.in(5000, 300000))
		return d[:5] + "." + d[5:10] + " " + d[10:15] + "." + d[15:21] + " " + d[21:26] + "." + d[26:32] + " " + g.digits(1) + " " + tail
	}
	k["kenmerk"] = func(g *G) string { return g.pick("TSL", "BD", "KM") + "/" + g.digits(4) + "/" + g.digits(6) }
	k["vfs"] = func(g *G) string {
		return g.pick("TRAN", "DEU", "IST", "VFS") + "/" + g.digits(6) + "/" + g.digits(4) + "/" + g.digits(2)
	}
	k["month_ru"] = func(g *G) string {
		return g.pick("январь", "февраль", "март", "апрель", "май", "июнь", "июль", "август", "сентябрь", "октябрь", "ноябрь", "декабрь") + " " + fmt.Sprint(g.in(2023, 2025))
	}
	k["ls"] = func(g *G) string { return g.nz(10) }
	k["ack"] = func(g *G) string { return g.nz(15) }
	k["ga"] = func(g *G) string { return g.nz(9) + "." + fmt.Sprint(1704067200+g.r.Intn(60000000)) }
	k["chatid"] = func(g *G) string { return fmt.Sprint(g.in(100000000, 999999999)) }
	k["gb"] = func(g *G) string { return fmt.Sprintf("%d.%d GB", g.in(1, 60), g.in(0, 9)) }
	k["pct"] = func(g *G) string { return fmt.Sprintf("%d.%d%%", g.in(1, 30), g.in(0, 9)) }
	k["sku"] = func(g *G) string { return "SKU " + g.digits(3) + "-" + g.digits(3) + "-" + g.digits(4) }
	k["line"] = func(g *G) string {
		return g.pick("Line ", "line ", "Box ", "box ") + fmt.Sprint(g.in(1, 38)) + g.pick("", "a", "b", "")
	}
	k["imei_mask"] = func(g *G) string { return g.digits(8) + "XXXXXXX" }
	k["schufa"] = func(g *G) string { return g.digits(2) + "." + g.digits(2) + " %" }
	k["qty"] = func(g *G) string { return fmt.Sprint(g.in(2, 99)) }
}

func init() {
	keepGens["clave"] = func(g *G) string { return g.pick("Cl@ve PIN", "Cl@ve Móvil", "Cl@ve") }
}
