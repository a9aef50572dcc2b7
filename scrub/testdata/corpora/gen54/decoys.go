package main

import (
	"fmt"
	"strings"
)

func gs1Check(s string) byte {
	sum := 0
	w := 3
	for i := len(s) - 1; i >= 0; i-- {
		sum += int(s[i]-'0') * w
		if w == 3 {
			w = 1
		} else {
			w = 3
		}
	}
	return byte('0' + (10-sum%10)%10)
}

func gs1Valid(s string) bool {
	return gs1Check(s[:len(s)-1]) == s[len(s)-1]
}

var gs1Prefix = map[string][]string{
	"de": {"400", "401", "402", "403", "404", "405", "406", "407", "408", "409", "426", "428", "440"},
	"fr": {"300", "301", "302", "330", "340", "350", "376"},
	"it": {"800", "801", "803", "805", "809", "830"},
	"es": {"840", "841", "843", "847"},
	"pl": {"590"}, "cs": {"859"}, "tr": {"868", "869"},
	"zh": {"690", "691", "692", "693", "694", "695", "697", "699"},
	"ja": {"450", "451", "453", "455", "490", "491", "493", "496"},
	"ko": {"880"}, "in": {"890"}, "br": {"789", "790"}, "mx": {"750"},
	"us": {"003", "007", "008", "019", "030", "061", "081"},
	"gb": {"500", "501", "502", "503", "505", "509"},
	"nl": {"870", "871", "872", "873", "875", "878"},
}

func (g *G) GTIN13(loc string) string {
	p := g.L(gs1Prefix[loc])
	s := p + g.D(12-len(p))
	return s + string(gs1Check(s))
}
func (g *G) GLN(loc string) string { return g.GTIN13(loc) }
func (g *G) GTIN14(loc string) string {
	s := g.S("1", "1", "2", "3", "5") + g.GTIN13(loc)[:12]
	return s + string(gs1Check(s))
}
func (g *G) UPC() string {
	s := g.S("0", "0", "6", "7", "8") + g.D(10)
	return s + string(gs1Check(s))
}
func (g *G) SSCC(loc string) string {
	p := g.L(gs1Prefix[loc])
	s := g.D(1) + p + g.D(16-len(p))
	return s + string(gs1Check(s))
}

// GS1 element string (human readable)
func (g *G) GS1HRI(loc string) string {
	y, m, d := g.ymd()
	return fmt.Sprintf("(01)%s(17)%02d%02d%02d(10)%s", g.GTIN14(loc), y%100, m, d, g.Lot()) + g.S("", "(21)"+g.D(g.R(6, 10)), "(3103)00"+g.D(4))
}

func (g *G) Lot() string {
	y, m, d := g.ymd()
	return pick(g,
		func() string {
			return fmt.Sprintf("%02d%s%02d%s", y%100, string("ABCDEFGHJKLM"[m-1]), d, g.Str(upper, 1))
		},
		func() string { return fmt.Sprintf("L%02d%02d%02d-%s", y%100, m, d, g.D(2)) },
		func() string { return fmt.Sprintf("CH%d%s", y, g.D(4)) },
		func() string { return fmt.Sprintf("B%s%s", g.D(2), g.Str(upperAN, 5)) },
		func() string { return fmt.Sprintf("%d%03d%s", y%10, g.R(1, 365), g.Str(upper, 2)) },
		func() string { return fmt.Sprintf("LOT-%02d%02d-%s", y%100, m, g.D(3)) },
		func() string { return g.D(2) + g.Str(upper, 1) + g.D(4) },
	)
}

func (g *G) Serial() string {
	return pick(g,
		func() string { return "SN" + g.D(8) },
		func() string { return g.Str(upper, 2) + g.D(6) + g.Str(upper, 1) },
		func() string { return g.D(4) + "-" + g.D(4) + "-" + g.D(4) },
		func() string { return g.Str(upper, 4) + g.D(6) },
		func() string { return fmt.Sprintf("%d%02d%s", g.R(19, 25), g.R(1, 52), g.D(6)) },
	)
}

func (g *G) PartNo() string {
	return pick(g,
		func() string { return g.D(3) + "-" + g.D(4) + "-" + g.D(2) },
		func() string { return "PN-" + g.D(5) + "-" + g.Str(upper, 1) },
		func() string { return "0 " + g.D(3) + " " + g.D(3) + " " + g.D(3) }, // Bosch-style
		func() string {
			return "6ES7 " + g.D(3) + "-" + g.D(1) + g.Str(upper, 2) + g.D(2) + "-0" + g.Str(upper, 2) + "0"
		},
		func() string { return g.Str(upper, 3) + "-" + g.D(6) },
		func() string { return g.D(4) + "." + g.D(3) + "." + g.D(3) },
		func() string { return g.D(5) + "-" + g.Str(upper, 2) + g.D(1) },
		func() string { return "A" + g.D(3) + " " + g.D(3) + " " + g.D(2) + " " + g.D(2) }, // Mercedes style
		func() string { return g.D(3) + "." + g.D(4) + "." + g.D(3) + "-" + g.D(2) },
		func() string { return g.D(3) + "-" + g.D(2) + "-" + g.D(4) },
	)
}

func (g *G) SAPPO() string     { return "45" + g.D(8) }
func (g *G) SAPMat() string    { return "0000000000" + g.D(8) }
func (g *G) SAPVendor() string { return g.S("1", "2", "7") + g.D(5) }
func (g *G) CostCtr() string   { return g.S("", "CC", "KST ") + g.D(4) + g.S("", "-"+g.D(3)) }
func (g *G) GLAcct() string    { return g.S("4", "5", "6", "1") + g.D(5) }
func (g *G) MatDoc() string    { return "50000" + g.D(5) }
func (g *G) DelivNo() string   { return "80" + g.D(6) }
func (g *G) InvNo() string {
	return pick(g,
		func() string { return "RE-" + fmt.Sprint(g.R(2023, 2026)) + "-" + g.D(6) },
		func() string { return "INV" + g.D(7) },
		func() string { return "F" + fmt.Sprint(g.R(2023, 2026)) + "/" + g.D(5) },
		func() string { return "51" + g.D(8) },
		func() string { return fmt.Sprint(g.R(2023, 2026)) + "-" + g.D(4) + "-" + g.D(2) },
	)
}

var CAS = [][3]string{
	{"Water", "7732-18-5", "231-791-2"}, {"Ethanol", "64-17-5", "200-578-6"}, {"Methanol", "67-56-1", "200-659-6"},
	{"Hydrochloric acid", "7647-01-0", "231-595-7"}, {"Sodium hydroxide", "1310-73-2", "215-185-5"}, {"Sulfuric acid", "7664-93-9", "231-639-5"},
	{"Acetone", "67-64-1", "200-662-2"}, {"Toluene", "108-88-3", "203-625-9"}, {"Dichloromethane", "75-09-2", "200-838-9"},
	{"Nitric acid", "7697-37-2", "231-714-2"}, {"Formaldehyde", "50-00-0", "200-001-8"}, {"Hydrogen peroxide", "7722-84-1", "231-765-0"},
	{"Carbon black", "1333-86-4", "215-609-9"}, {"Titanium dioxide", "13463-67-7", "236-675-5"}, {"Bisphenol A", "80-05-7", "201-245-8"},
	{"Copper", "7440-50-8", "231-159-6"}, {"Aluminium", "7429-90-5", "231-072-3"}, {"Propan-2-ol", "67-63-0", "200-661-7"},
	{"Xylene", "1330-20-7", "215-535-7"}, {"Ammonia", "7664-41-7", "231-635-3"}, {"Acetonitrile", "75-05-8", "200-835-2"},
	{"Ethyl acetate", "141-78-6", "205-500-4"}, {"n-Hexane", "110-54-3", "203-777-6"}, {"Phosphoric acid", "7664-38-2", "231-633-2"},
	{"Zinc oxide", "1314-13-2", "215-222-5"}, {"Sodium chloride", "7647-14-5", "231-598-3"}, {"Citric acid", "77-92-9", "201-069-1"},
	{"Glycerol", "56-81-5", "200-289-5"}, {"Tetrahydrofuran", "109-99-9", "203-726-8"}, {"N,N-Dimethylformamide", "68-12-2", "200-679-5"},
}

func (g *G) Chem() [3]string { return CAS[g.N(len(CAS))] }

var HS = []string{"8471.30.01", "3824.99.96", "8483.40.90", "3926.90.97", "2933.39.99", "8708.99.97", "7318.15.88", "3907.40.00", "2915.21.00", "8481.80.81", "9027.80.17", "3002.15.00", "4819.10.00", "7326.90.98", "8536.50.80"}

func (g *G) HS() string { return g.L(HS) }
func (g *G) HS10() string {
	h := strings.ReplaceAll(g.HS(), ".", "")
	return h + g.D(10-len(h))
}

func (g *G) NDC() string {
	return pick(g,
		func() string { return g.D(4) + "-" + g.D(4) + "-" + g.D(2) },
		func() string { return g.D(5) + "-" + g.D(3) + "-" + g.D(2) },
		func() string { return g.D(5) + "-" + g.D(4) + "-" + g.D(1) },
		func() string { return "0" + g.D(4) + "-" + g.D(4) + "-" + g.D(2) },
	)
}

func (g *G) DUNS() string {
	d := g.DN(9)
	return g.S(d, d, d[:2]+"-"+d[2:5]+"-"+d[5:])
}
func (g *G) EIN() string { return fmt.Sprintf("%02d-%07d", g.R(10, 98), g.N(10000000)) }

var ABA = []string{"021000021", "026009593", "121000248", "011000138", "071000013", "111000025", "322271627", "061000104", "044000037", "091000019"}

func (g *G) ABA() string { return g.L(ABA) }

func cnpjDV(base string) string {
	w1 := []int{5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2}
	w2 := []int{6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2}
	s := 0
	for i, w := range w1 {
		s += int(base[i]-'0') * w
	}
	d1 := 11 - s%11
	if d1 >= 10 {
		d1 = 0
	}
	b2 := base + fmt.Sprint(d1)
	s = 0
	for i, w := range w2 {
		s += int(b2[i]-'0') * w
	}
	d2 := 11 - s%11
	if d2 >= 10 {
		d2 = 0
	}
	return fmt.Sprintf("%d%d", d1, d2)
}

func (g *G) CNPJ() string {
	b := g.D(8) + "0001"
	d := b + cnpjDV(b)
	return d[:2] + "." + d[2:5] + "." + d[5:8] + "/" + d[8:12] + "-" + d[12:]
}

// TaxID returns (label, value) of a company tax id for the locale — never personal.
func (g *G) TaxID(l *Loc) (string, string) {
	switch l.id {
	case "de":
		return g.S("USt-IdNr.", "USt-ID:", "VAT ID"), "DE" + g.DN(9)
	case "fr":
		if g.C(0.5) {
			return "SIRET", g.DN(3) + " " + g.D(3) + " " + g.D(3) + " " + g.D(5)
		}
		return "N° TVA", "FR" + g.D(2) + g.DN(9)
	case "it":
		return g.S("P.IVA", "Partita IVA", "P. IVA"), "IT" + g.D(11)
	case "es":
		return g.S("CIF", "NIF"), g.S("A", "B") + g.D(8)
	case "pl":
		d := g.DN(10)
		return "NIP", g.S(d, d[:3]+"-"+d[3:6]+"-"+d[6:8]+"-"+d[8:], "PL"+d)
	case "cs":
		d := g.DN(8)
		return g.S("IČO", "DIČ"), g.S(d, "CZ"+d)
	case "tr":
		return g.S("VKN", "Vergi No"), g.DN(10)
	case "zh":
		return g.S("统一社会信用代码", "税号"), "91" + g.D(4) + g.Str("0123456789ABCDEFGHJKLMNPQRTUWXY", 12)
	case "ja":
		return g.S("登録番号", "法人番号"), g.S("T", "") + g.DN(13)
	case "ko":
		return "사업자등록번호", g.DN(3) + "-" + g.D(2) + "-" + g.D(5)
	case "in":
		st := g.S("27", "29", "24", "33", "36", "07")
		pan := g.Str(upper, 3) + g.S("C", "F") + g.Str(upper, 1) + g.D(4) + g.Str(upper, 1)
		return "GSTIN", st + pan + g.DN(1) + "Z" + g.Str(upperAN, 1)
	case "br":
		return "CNPJ", g.CNPJ()
	case "mx":
		return "RFC", g.Str(upper, 3) + fmt.Sprintf("%02d%02d%02d", g.R(70, 99), g.R(1, 12), g.R(1, 28)) + g.Str(upperAN, 3)
	case "gb":
		return "VAT Reg No", "GB " + g.D(3) + " " + g.D(4) + " " + g.D(2)
	case "nl":
		return "btw-nr", "NL" + g.D(9) + "B0" + g.DN(1)
	}
	return "EIN", g.EIN()
}

func (g *G) Qty() string {
	return pick(g,
		func() string { return thou(int64(g.R(100, 99999)), ".") + " " + g.S("ST", "Stk", "PCE") },
		func() string { return thou(int64(g.R(100, 99999)), ",") + " " + g.S("EA", "PCS", "pcs") },
		func() string { return thou(int64(g.R(1000, 99999)), " ") + " " + g.S("kg", "PCE", "szt.") },
		func() string { return fmt.Sprintf("%d,%03d %s", g.R(1, 999), g.N(1000), g.S("t", "kg", "m³")) },
		func() string { return fmt.Sprintf("%d.%02d %s", g.R(1, 9999), g.N(100), g.S("L", "kg", "m", "lb")) },
	)
}

func (g *G) Measure() string {
	return pick(g,
		func() string { return fmt.Sprintf("%d.%d mg/L", g.R(0, 99), g.N(10)) },
		func() string { return fmt.Sprintf("%d,%02d µg/g", g.R(0, 99), g.N(100)) },
		func() string { return fmt.Sprintf("pH %d.%02d", g.R(3, 11), g.N(100)) },
		func() string { return fmt.Sprintf("%d.%d °C", g.R(-40, 250), g.N(10)) },
		func() string { return fmt.Sprintf("%d.%02d bar", g.R(1, 300), g.N(100)) },
		func() string { return fmt.Sprintf("%d.%03d mm", g.R(0, 500), g.N(1000)) },
		func() string { return fmt.Sprintf("%d ppm", g.R(1, 5000)) },
		func() string { return fmt.Sprintf("%d.%02d %%", g.R(90, 100), g.N(100)) },
		func() string { return fmt.Sprintf("%d.%d HRC", g.R(20, 65), g.N(10)) },
		func() string { return fmt.Sprintf("%d.%d N·m", g.R(1, 400), g.N(10)) },
	)
}

func (g *G) MaskCard() string {
	l4 := g.D(4)
	return g.S("XXXX-XXXX-XXXX-"+l4, "**** **** **** "+l4, "************"+l4, "xxxx"+l4, "ending in "+l4, "•••• "+l4)
}

func (g *G) IP() string {
	return pick(g,
		func() string { return fmt.Sprintf("10.%d.%d.%d", g.R(0, 255), g.R(0, 255), g.R(1, 254)) },
		func() string { return fmt.Sprintf("192.168.%d.%d", g.R(0, 255), g.R(1, 254)) },
		func() string { return fmt.Sprintf("172.%d.%d.%d", g.R(16, 31), g.R(0, 255), g.R(1, 254)) },
	)
}

// Decoy returns a label (plain text) and a keep value; a kit of domain numbers.
func (g *G) Decoy(l *Loc) (string, string) {
	switch g.N(26) {
	case 0:
		return "GTIN ", g.GTIN13(l.id)
	case 1:
		return "EAN: ", g.GTIN13(l.id)
	case 2:
		return "SSCC ", g.SSCC(l.id)
	case 3:
		return "GLN ", g.GLN(l.id)
	case 4:
		return g.S("P/N ", "Art.-Nr. ", "Part no. ", "Material ", "品番 ", "物料号 "), g.PartNo()
	case 5:
		return g.S("Lot ", "Charge ", "Batch: ", "Lote ", "Partia ", "批号 ", "ロット "), g.Lot()
	case 6:
		return g.S("S/N ", "Serial: ", "Seriennr. ", "製造番号 "), g.Serial()
	case 7:
		return g.S("PO ", "Bestellung ", "BANF ", "Pedido "), g.SAPPO()
	case 8:
		c := g.Chem()
		return c[0] + " CAS ", c[1]
	case 9:
		c := g.Chem()
		return "EC No. ", c[2]
	case 10:
		return g.S("HS ", "HTS ", "TARIC ", "NCM ", "Fracción arancelaria "), g.HS()
	case 11:
		return "DUNS ", g.DUNS()
	case 12:
		lbl, v := g.TaxID(l)
		return lbl + " ", v
	case 13:
		return g.S("Kostenstelle ", "Cost center ", "CeCo "), g.CostCtr()
	case 14:
		return g.S("Menge ", "Qty ", "Cantidad ", "数量 "), g.Qty()
	case 15:
		return g.S("Betrag ", "Amount ", "Importe ", "金额 "), l.money(g)
	case 16:
		return g.S("Messwert ", "Result ", "Resultado "), g.Measure()
	case 17:
		return "Timestamp ", g.TS()
	case 18:
		return g.S("Lieferschein ", "Delivery ", "Remito "), g.DelivNo()
	case 19:
		return g.S("Rechnung ", "Invoice ", "Factura "), g.InvNo()
	case 20:
		return "NDC ", g.NDC()
	case 21:
		return g.S("Materialbeleg ", "Mat. doc "), g.MatDoc()
	case 22:
		return g.S("Sachkonto ", "GL account "), g.GLAcct()
	case 23:
		return "Material ", g.SAPMat()
	case 24:
		return "GS1 ", g.GS1HRI(l.id)
	}
	return "PLC ", g.IP() + ":" + g.S("502", "4840", "102", "44818", "1883")
}

func (g *G) Loc() *Loc { return LOCS[g.L(LOCIDS)] }
