package main

import (
	"fmt"
	"strings"
)

type Loc struct {
	id        string
	firsts    []string // "Display|ascii"
	lasts     []string
	companies [][2]string
	free      []string
	cities    []string // postal code + city, keep-able
	streets   []string
	land      func(g *G) string
	mob       func(g *G) string
	toll      func(g *G) string
	telL      []string
	mobL      []string
	faxL      []string
	mailL     []string
	pwL       []string
	extW      []string
	contact   string
	hello     []string
	regards   []string
	date      func(g *G) string
	money     func(g *G) string
	eastern   bool // family name first
}

type Person struct {
	First, Last, FA, LA string
	Disp                string
}

func split2(s string) (string, string) {
	i := strings.IndexByte(s, '|')
	return s[:i], s[i+1:]
}

func (g *G) Person(l *Loc) Person {
	f, fa := split2(g.L(l.firsts))
	la, laa := split2(g.L(l.lasts))
	p := Person{First: f, Last: la, FA: fa, LA: laa}
	if l.eastern {
		if l.id == "zh" || l.id == "ja" || l.id == "ko" {
			p.Disp = la + f
			if l.id == "ja" && g.C(0.5) {
				p.Disp = la + " " + f
			}
		} else {
			p.Disp = la + " " + f
		}
	} else {
		p.Disp = f + " " + la
	}
	return p
}

func (g *G) Company(l *Loc) (string, string) {
	c := l.companies[g.N(len(l.companies))]
	return c[0], c[1]
}

// Email for a person at a domain.
func (g *G) EmailP(p Person, dom string) string {
	f, l := p.FA, p.LA
	var local string
	switch g.N(9) {
	case 0, 1, 2:
		local = f + "." + l
	case 3:
		local = f[:1] + "." + l
	case 4:
		local = f[:1] + l
	case 5:
		local = l + "." + f
	case 6:
		local = l + "-" + f[:1]
	case 7:
		local = f + "_" + l
	default:
		local = l
	}
	if g.C(0.08) {
		// Capitalised as some signatures show it
		local = strings.ToUpper(local[:1]) + local[1:]
		if i := strings.IndexAny(local, ".-_"); i >= 0 && i+1 < len(local) {
			local = local[:i+1] + strings.ToUpper(local[i+1:i+2]) + local[i+2:]
		}
	}
	return local + "@" + dom
}

func (g *G) FreeEmail(p Person, l *Loc) string {
	dom := g.L(l.free)
	if dom == "qq.com" && g.C(0.6) {
		return g.DN(g.R(8, 10)) + "@qq.com"
	}
	local := g.S(p.FA+"."+p.LA, p.FA+p.LA, p.LA+p.FA[:1], p.FA+"_"+p.LA, p.LA+"."+p.FA)
	if g.C(0.5) {
		local += g.D(g.R(2, 4))
	}
	return local + "@" + dom
}

var roleLocal = map[string][]string{
	"de": {"einkauf", "beschaffung", "edi", "qs", "labor", "disposition", "buchhaltung", "kreditoren", "versand", "wareneingang"},
	"fr": {"achats", "approvisionnement", "qualite", "laboratoire", "comptabilite.fournisseurs", "logistique", "edi"},
	"it": {"acquisti", "ufficio.acquisti", "qualita", "laboratorio", "amministrazione", "logistica", "ordini"},
	"es": {"compras", "calidad", "laboratorio", "proveedores", "logistica", "pedidos", "facturas"},
	"pl": {"zakupy", "zaopatrzenie", "jakosc", "laboratorium", "ksiegowosc", "logistyka", "zamowienia"},
	"cs": {"nakup", "kvalita", "laborator", "objednavky", "fakturace", "logistika"},
	"tr": {"satinalma", "kalite", "laboratuvar", "muhasebe", "lojistik", "siparis"},
	"zh": {"purchase", "caigou", "qa", "lab", "sales", "logistics", "finance"},
	"ja": {"kobai", "shizai", "hinshitsu", "order", "butsuryu", "keiri"},
	"ko": {"purchase", "gumae", "qa", "lab", "order", "logistics"},
	"in": {"purchase", "procurement", "stores", "qc.lab", "accounts.payable", "dispatch", "vendor.reg"},
	"br": {"compras", "suprimentos", "qualidade", "laboratorio", "fiscal", "logistica", "nfe"},
	"mx": {"compras", "abastecimiento", "calidad", "laboratorio", "cuentasporpagar", "embarques", "facturacion"},
	"us": {"purchasing", "procurement", "ap", "receiving", "qa", "lab", "edi", "supplychain", "pcard"},
	"gb": {"purchasing", "procurement", "accounts", "goods.in", "quality", "lab"},
	"nl": {"inkoop", "kwaliteit", "laboratorium", "crediteuren", "logistiek", "edi"},
}

func (g *G) RoleEmail(l *Loc, dom string) string {
	return g.L(roleLocal[l.id]) + "@" + dom
}

// ---------- phone helpers ----------

func pick(g *G, fs ...func() string) string { return fs[g.N(len(fs))]() }

func phoneDE(g *G) string {
	areas := [][2]any{{"30", 8}, {"40", 8}, {"89", 8}, {"69", 8}, {"221", 7}, {"211", 7}, {"711", 7}, {"621", 7}, {"341", 7}, {"351", 7}, {"911", 7}, {"6131", 6}, {"7031", 6}, {"2131", 6}, {"5361", 6}}
	a := areas[g.N(len(areas))]
	ac := a[0].(string)
	sub := g.DN(a[1].(int))
	short := g.DN(a[1].(int) - 2)
	return pick(g,
		func() string { return "0" + ac + " " + sub },
		func() string { return "0" + ac + " " + sub },
		func() string { return "0" + ac + "/" + sub },
		func() string { return "(0" + ac + ") " + sub },
		func() string { return "+49 " + ac + " " + sub },
		func() string { return "+49 " + ac + " " + sub },
		func() string { return "+49 (0)" + ac + " " + sub },
		func() string { return "+49 (0) " + ac + " " + grp(sub, " ", 3, 3) },
		func() string { return "0049 " + ac + " " + sub },
		func() string { return "0" + ac + " " + short + "-" + g.D(g.R(2, 3)) },
		func() string { return "+49 " + ac + " " + short + "-" + g.D(g.R(2, 4)) },
		func() string { return "0" + ac + " / " + grp(sub, " ", 3, 3, 2) },
		func() string { return "+49-" + ac + "-" + sub },
	)
}

func mobDE(g *G) string {
	p := g.S("151", "152", "157", "160", "162", "170", "171", "172", "173", "174", "175", "176", "177", "178", "179", "159")
	s := g.DN(g.R(7, 8))
	return pick(g,
		func() string { return "0" + p + " " + s },
		func() string { return "0" + p + " " + s },
		func() string { return "0" + p + "/" + s },
		func() string { return "0" + p + "-" + s },
		func() string { return "+49 " + p + " " + s },
		func() string { return "+49 " + p + " " + s },
		func() string { return "+49 (0)" + p + " " + s },
		func() string { return "+49" + p + s },
		func() string { return "0" + p + " " + grp(s, " ", 3, 4) },
	)
}

func phoneFR(g *G) string {
	first := g.S("1", "2", "3", "4", "5", "9")
	d := first + g.D(8)
	return frFmt(g, d)
}
func mobFR(g *G) string { return frFmt(g, g.S("6", "7")+g.D(8)) }
func frFmt(g *G, d string) string {
	return pick(g,
		func() string { return "0" + grp(d, " ", 1, 2, 2, 2, 2) },
		func() string { return "0" + grp(d, " ", 1, 2, 2, 2, 2) },
		func() string { return "0" + grp(d, ".", 1, 2, 2, 2, 2) },
		func() string { return "+33 " + grp(d, " ", 1, 2, 2, 2, 2) },
		func() string { return "+33 " + grp(d, " ", 1, 2, 2, 2, 2) },
		func() string { return "+33 (0)" + grp(d, " ", 1, 2, 2, 2, 2) },
		func() string { return "0033 " + grp(d, " ", 1, 2, 2, 2, 2) },
		func() string { return "+33" + d },
		func() string { return "0" + grp(d, "-", 1, 2, 2, 2, 2) },
	)
}

func phoneIT(g *G) string {
	ac := g.S("02", "06", "011", "051", "055", "045", "030", "0522", "0331")
	sub := g.DN(10 - len(ac))
	return pick(g,
		func() string { return ac + " " + sub },
		func() string { return ac + " " + grp(sub, " ", 4, 4) },
		func() string { return ac + "-" + sub },
		func() string { return ac + "/" + sub },
		func() string { return "+39 " + ac + " " + sub },
		func() string { return "+39 " + ac + " " + grp(sub, " ", 3, 4) },
		func() string { return "0039 " + ac + " " + sub },
	)
}
func mobIT(g *G) string {
	p := g.S("320", "328", "329", "331", "333", "335", "338", "340", "345", "347", "348", "349", "366", "380", "392")
	s := g.D(7)
	return pick(g,
		func() string { return p + " " + grp(s, " ", 3, 4) },
		func() string { return p + " " + s },
		func() string { return p + "-" + s },
		func() string { return "+39 " + p + " " + s },
		func() string { return "+39 " + p + " " + grp(s, " ", 3, 4) },
		func() string { return "+39" + p + s },
	)
}

func phoneES(g *G) string {
	pre := g.S("91", "93", "976", "983", "985", "944", "954", "963")
	d := pre + g.DF(9-len(pre), '2', '8')
	sp := []int{2, 3, 2, 2}
	if len(pre) == 3 {
		sp = []int{3, 2, 2, 2}
	}
	return pick(g,
		func() string { return grp(d, " ", 3, 3, 3) },
		func() string { return grp(d, " ", sp...) },
		func() string { return "+34 " + grp(d, " ", 3, 3, 3) },
		func() string { return "+34 " + grp(d, " ", sp...) },
		func() string { return "(+34) " + grp(d, " ", 3, 3, 3) },
		func() string { return "0034 " + d },
	)
}
func mobES(g *G) string {
	d := g.S("6", "7") + g.D(8)
	return pick(g,
		func() string { return grp(d, " ", 3, 3, 3) },
		func() string { return grp(d, " ", 3, 2, 2, 2) },
		func() string { return d },
		func() string { return "+34 " + grp(d, " ", 3, 3, 3) },
		func() string { return "+34 " + grp(d, " ", 3, 2, 2, 2) },
		func() string { return "+34" + d },
	)
}

func phonePL(g *G) string {
	ac := g.S("22", "12", "61", "71", "58", "42", "32", "81", "91")
	s := g.DN(7)
	return pick(g,
		func() string { return ac + " " + grp(s, " ", 3, 2, 2) },
		func() string { return "(" + ac + ") " + grp(s, "-", 3, 2, 2) },
		func() string { return "+48 " + ac + " " + grp(s, " ", 3, 2, 2) },
		func() string { return "+48 " + ac + " " + s },
		func() string { return "0048 " + ac + " " + grp(s, " ", 3, 2, 2) },
		func() string { return "+48 (" + ac + ") " + grp(s, " ", 3, 2, 2) },
	)
}
func mobPL(g *G) string {
	d := g.S("50", "51", "53", "57", "60", "66", "69", "72", "73", "78", "79", "88") + g.D(7)
	return pick(g,
		func() string { return grp(d, " ", 3, 3, 3) },
		func() string { return grp(d, "-", 3, 3, 3) },
		func() string { return "+48 " + grp(d, " ", 3, 3, 3) },
		func() string { return "+48 " + grp(d, "-", 3, 3, 3) },
		func() string { return "+48" + d },
		func() string { return "0048 " + grp(d, " ", 3, 3, 3) },
	)
}

func phoneCZ(g *G) string {
	d := g.S("2", "37", "38", "46", "47", "49", "51", "54", "55", "57", "58") + ""
	d = d + g.D(9-len(d))
	return pick(g,
		func() string { return grp(d, " ", 3, 3, 3) },
		func() string { return "+420 " + grp(d, " ", 3, 3, 3) },
		func() string { return "+420 " + d },
		func() string { return "00420 " + grp(d, " ", 3, 3, 3) },
	)
}
func mobCZ(g *G) string {
	d := g.S("60", "72", "73", "77", "79") + g.D(7)
	return pick(g,
		func() string { return grp(d, " ", 3, 3, 3) },
		func() string { return "+420 " + grp(d, " ", 3, 3, 3) },
		func() string { return "+420" + d },
		func() string { return "+420 " + grp(d, " ", 3, 3, 3) },
	)
}

func phoneTR(g *G) string {
	ac := g.S("212", "216", "312", "232", "224", "262", "322", "242", "352")
	s := g.DN(7)
	return pick(g,
		func() string { return "0" + ac + " " + grp(s, " ", 3, 2, 2) },
		func() string { return "0 (" + ac + ") " + grp(s, " ", 3, 2, 2) },
		func() string { return "(0" + ac + ") " + grp(s, " ", 3, 4) },
		func() string { return "+90 " + ac + " " + grp(s, " ", 3, 2, 2) },
		func() string { return "+90 (" + ac + ") " + grp(s, " ", 3, 2, 2) },
		func() string { return "+90 " + ac + " " + s },
		func() string { return "444 " + grp(g.D(4), " ", 2, 2) },
	)
}
func mobTR(g *G) string {
	p := g.S("530", "532", "533", "535", "536", "542", "543", "505", "506", "555", "553")
	s := g.DN(7)
	return pick(g,
		func() string { return "0" + p + " " + grp(s, " ", 3, 2, 2) },
		func() string { return "0 " + p + " " + grp(s, " ", 3, 2, 2) },
		func() string { return "0 (" + p + ") " + grp(s, " ", 3, 2, 2) },
		func() string { return "+90 " + p + " " + grp(s, " ", 3, 2, 2) },
		func() string { return "+90 " + p + " " + s },
		func() string { return "0" + p + s },
		func() string { return "+90 (" + p + ") " + grp(s, "-", 3, 2, 2) },
	)
}

func phoneCN(g *G) string {
	ac := g.S("10", "21", "20", "755", "512", "571", "22", "27", "28", "532", "769")
	n := 8
	if len(ac) == 3 && g.C(0.3) {
		n = 7
	}
	s := g.DF(n, '2', '8')
	return pick(g,
		func() string { return "0" + ac + "-" + s },
		func() string { return "0" + ac + "-" + s },
		func() string { return "0" + ac + "-" + grp(s, " ", 4, 4) },
		func() string { return "(0" + ac + ")" + s },
		func() string { return "+86 " + ac + " " + grp(s, " ", 4, 4) },
		func() string { return "+86-" + ac + "-" + s },
		func() string { return "86-" + ac + "-" + s },
		func() string { return "0" + ac + " " + s },
	)
}
func mobCN(g *G) string {
	d := g.S("13", "15", "18", "17", "19") + g.D(9)
	return pick(g,
		func() string { return d },
		func() string { return d },
		func() string { return grp(d, " ", 3, 4, 4) },
		func() string { return grp(d, "-", 3, 4, 4) },
		func() string { return "+86 " + grp(d, " ", 3, 4, 4) },
		func() string { return "+86 " + d },
		func() string { return "+86-" + d },
	)
}
func tollCN(g *G) string {
	d := g.S("400", "800") + g.D(7)
	return g.S(grp(d, "-", 3, 3, 4), grp(d, " ", 3, 3, 4), d)
}

func phoneJP(g *G) string {
	x := pick(g,
		func() string { return "03-" + g.DN(4) + "-" + g.D(4) },
		func() string { return "06-" + g.DN(4) + "-" + g.D(4) },
		func() string {
			return "0" + g.S("45", "52", "92", "75", "78", "11", "22", "82") + "-" + g.DN(3) + "-" + g.D(4)
		},
		func() string { return "0" + g.S("561", "566", "276", "538", "848") + "-" + g.DN(2) + "-" + g.D(4) },
		func() string { return "(03)" + g.DN(4) + "-" + g.D(4) },
		func() string { return "+81-3-" + g.DN(4) + "-" + g.D(4) },
		func() string { return "+81 3 " + g.DN(4) + " " + g.D(4) },
		func() string { return "+81 " + g.S("45", "52", "92") + "-" + g.DN(3) + "-" + g.D(4) },
		func() string { return "+81 6-" + g.DN(4) + "-" + g.D(4) },
	)
	if g.C(0.12) {
		return fullwidth(x)
	}
	return x
}
func mobJP(g *G) string {
	p := g.S("090", "080", "070")
	s := g.DN(4) + g.D(4)
	x := pick(g,
		func() string { return p + "-" + s[:4] + "-" + s[4:] },
		func() string { return p + "-" + s[:4] + "-" + s[4:] },
		func() string { return p + s },
		func() string { return "+81-" + p[1:] + "-" + s[:4] + "-" + s[4:] },
		func() string { return "+81 " + p[1:] + " " + s[:4] + " " + s[4:] },
	)
	if g.C(0.12) {
		return fullwidth(x)
	}
	return x
}
func tollJP(g *G) string {
	return g.S("0120-"+g.DN(3)+"-"+g.D(3), "0120-"+g.D(2)+"-"+g.D(4), "0800-"+g.DN(3)+"-"+g.D(4), "0570-"+g.D(3)+"-"+g.D(3))
}

func phoneKR(g *G) string {
	return pick(g,
		func() string { return "02-" + g.DN(g.R(3, 4)) + "-" + g.D(4) },
		func() string {
			return "0" + g.S("31", "32", "51", "52", "53", "41", "55", "42", "61") + "-" + g.DN(3) + "-" + g.D(4)
		},
		func() string { return "+82-2-" + g.DN(4) + "-" + g.D(4) },
		func() string { return "+82 " + g.S("31", "51", "52") + " " + g.DN(3) + " " + g.D(4) },
		func() string { return "(02) " + g.DN(4) + "-" + g.D(4) },
		func() string { return "+82 2 " + g.DN(4) + " " + g.D(4) },
	)
}
func mobKR(g *G) string {
	s := g.DN(4)
	t := g.D(4)
	return pick(g,
		func() string { return "010-" + s + "-" + t },
		func() string { return "010-" + s + "-" + t },
		func() string { return "010 " + s + " " + t },
		func() string { return "010" + s + t },
		func() string { return "+82 10-" + s + "-" + t },
		func() string { return "+82-10-" + s + "-" + t },
		func() string { return "+82 10 " + s + " " + t },
	)
}
func tollKR(g *G) string {
	return g.S("1588", "1577", "1544", "1644", "1899", "1600") + "-" + g.D(4)
}

func phoneIN(g *G) string {
	return pick(g,
		func() string { return "022 " + g.DF(4, '2', '6') + " " + g.D(4) },
		func() string { return "+91 22 " + g.DF(4, '2', '6') + " " + g.D(4) },
		func() string { return "+91-22-" + g.DF(8, '2', '6') },
		func() string { return "080-" + g.DF(8, '2', '6') },
		func() string { return "080 " + g.DF(4, '2', '6') + " " + g.D(4) },
		func() string { return "011-" + g.DF(8, '2', '6') },
		func() string { return "(044) " + g.DF(8, '2', '6') },
		func() string { return "+91 " + g.S("20", "40", "33", "79") + " " + g.DF(4, '2', '6') + " " + g.D(4) },
		func() string { return "0" + g.S("265", "712", "141", "257") + "-" + g.DF(7, '2', '6') },
	)
}
func mobIN(g *G) string {
	d := g.DF(10, '6', '9')
	return pick(g,
		func() string { return "+91 " + d[:5] + " " + d[5:] },
		func() string { return "+91 " + d[:5] + " " + d[5:] },
		func() string { return "+91-" + d },
		func() string { return "+91 " + d },
		func() string { return "+91" + d },
		func() string { return d[:5] + " " + d[5:] },
		func() string { return "0" + d[:5] + " " + d[5:] },
		func() string { return "0" + d },
		func() string { return d },
	)
}
func tollIN(g *G) string {
	return g.S("1800 "+g.DN(3)+" "+g.D(4), "1800-"+g.DN(3)+"-"+g.D(4), "1800-"+g.D(2)+"-"+g.D(4), "1860 "+g.D(3)+" "+g.D(4))
}

func phoneBR(g *G) string {
	ac := g.S("11", "19", "21", "31", "41", "47", "51", "61", "71", "81", "12", "15")
	s := g.DF(4, '2', '5')
	t := g.D(4)
	return pick(g,
		func() string { return "(" + ac + ") " + s + "-" + t },
		func() string { return "(" + ac + ") " + s + "-" + t },
		func() string { return "+55 " + ac + " " + s + "-" + t },
		func() string { return "+55 (" + ac + ") " + s + "-" + t },
		func() string { return ac + " " + s + "-" + t },
		func() string { return "+55 " + ac + " " + s + t },
		func() string { return "(0xx" + ac + ") " + s + "-" + t },
	)
}
func mobBR(g *G) string {
	ac := g.S("11", "19", "21", "31", "41", "47", "51", "61", "71", "81")
	s := "9" + g.DF(4, '6', '9')
	t := g.D(4)
	return pick(g,
		func() string { return "(" + ac + ") " + s + "-" + t },
		func() string { return "(" + ac + ") " + s + "-" + t },
		func() string { return "+55 " + ac + " " + s + "-" + t },
		func() string { return "+55 (" + ac + ") " + s + "-" + t },
		func() string { return "(" + ac + ") " + s[:1] + " " + s[1:] + "-" + t },
		func() string { return "+55" + ac + s + t },
		func() string { return ac + " " + s + "-" + t },
	)
}
func tollBR(g *G) string {
	return g.S("0800 "+g.D(3)+" "+g.D(4), "0800-"+g.D(3)+"-"+g.D(4), "0800 "+g.D(7), "4004-"+g.D(4), "3003-"+g.D(4))
}

func phoneMX(g *G) string {
	ac := g.S("55", "33", "81")
	s := g.DF(4, '1', '9')
	t := g.D(4)
	ac3 := g.S("222", "442", "477", "614", "664", "844", "871", "999")
	s3 := g.DN(3)
	return pick(g,
		func() string { return ac + " " + s + " " + t },
		func() string { return "(" + ac + ") " + s + " " + t },
		func() string { return "(" + ac + ") " + s + "-" + t },
		func() string { return "+52 " + ac + " " + s + " " + t },
		func() string { return "+52 (" + ac + ") " + s + "-" + t },
		func() string { return "+52 " + ac + s + t },
		func() string { return ac3 + " " + s3 + " " + t },
		func() string { return "(" + ac3 + ") " + s3 + "-" + t },
		func() string { return "+52 " + ac3 + " " + s3 + " " + t },
		func() string { return "01 " + ac3 + " " + s3 + " " + t },
	)
}
func mobMX(g *G) string {
	ac := g.S("55", "33", "81")
	s := g.DF(4, '1', '9')
	t := g.D(4)
	return pick(g,
		func() string { return ac + " " + s + " " + t },
		func() string { return "+52 1 " + ac + " " + s + " " + t },
		func() string { return "+52 " + ac + " " + s + " " + t },
		func() string { return "044 " + ac + " " + s + " " + t },
		func() string { return ac + "-" + s + "-" + t },
		func() string { return ac + s + t },
	)
}
func tollMX(g *G) string {
	return g.S("800 "+g.DN(3)+" "+g.D(4), "01 800 "+g.DN(3)+" "+g.D(4), "800-"+g.DN(3)+"-"+g.D(4), "01-800-"+g.DN(3)+"-"+g.D(4))
}

var usAreas = []string{"212", "312", "415", "617", "713", "214", "404", "206", "303", "602", "919", "313", "414", "216", "513", "224", "630", "847", "262", "920", "616", "734", "248", "704", "336", "412", "610", "973", "732", "201", "860", "978", "508", "763", "952", "651", "314", "816", "317", "502", "615", "901", "205", "504", "281", "832", "210", "512", "469", "817", "480", "520", "702", "801", "503", "360", "425", "408", "510", "650", "909", "949", "714", "858"}

func usNum(g *G) (string, string, string) {
	a := g.L(usAreas)
	for {
		e := g.DF(3, '2', '9')
		if e[1:] == "11" || e == "555" || e == "958" || e == "959" {
			continue
		}
		return a, e, g.D(4)
	}
}

func phoneUS(g *G) string {
	a, e, s := usNum(g)
	return pick(g,
		func() string { return "(" + a + ") " + e + "-" + s },
		func() string { return "(" + a + ") " + e + "-" + s },
		func() string { return a + "-" + e + "-" + s },
		func() string { return a + "-" + e + "-" + s },
		func() string { return a + "." + e + "." + s },
		func() string { return "+1 " + a + " " + e + " " + s },
		func() string { return "+1 (" + a + ") " + e + "-" + s },
		func() string { return "1-" + a + "-" + e + "-" + s },
		func() string { return "+1-" + a + "-" + e + "-" + s },
		func() string { return "(" + a + ")" + e + "-" + s },
		func() string { return a + " " + e + " " + s },
		func() string { return "+1." + a + "." + e + "." + s },
	)
}
func tollUS(g *G) string {
	p := g.S("800", "888", "877", "866", "855", "844")
	_, e, s := usNum(g)
	return g.S("1-"+p+"-"+e+"-"+s, p+"-"+e+"-"+s, "1 ("+p+") "+e+"-"+s, "("+p+") "+e+"-"+s, "+1 "+p+" "+e+" "+s, "1."+p+"."+e+"."+s)
}

func phoneGB(g *G) string {
	return pick(g,
		func() string { return "020 " + g.DF(4, '3', '8') + " " + g.D(4) },
		func() string { return "+44 20 " + g.DF(4, '3', '8') + " " + g.D(4) },
		func() string { return "+44 (0)20 " + g.DF(4, '3', '8') + " " + g.D(4) },
		func() string {
			return "0" + g.S("161", "121", "113", "114", "117", "131", "141", "151") + " " + g.DF(3, '2', '9') + " " + g.D(4)
		},
		func() string {
			return "+44 " + g.S("161", "121", "113", "114", "117") + " " + g.DF(3, '2', '9') + " " + g.D(4)
		},
		func() string { return "0" + g.S("1327", "1482", "1524", "1709", "1782", "1905") + " " + g.DN(6) },
	)
}
func mobGB(g *G) string {
	s := "7" + g.S("4", "5", "7", "8", "9") + g.D(2)
	t := g.D(6)
	return g.S("0"+s+" "+t, "+44 "+s+" "+t, "+44 (0)"+s+" "+t, "0"+s+" "+t[:3]+" "+t[3:], "+44"+s+t)
}

func phoneNL(g *G) string {
	ac := g.S("20", "10", "30", "40", "70", "50", "43", "53")
	s := g.DF(7, '2', '9')
	return g.S("0"+ac+" "+grp(s, " ", 3, 4), "0"+ac+"-"+s, "+31 "+ac+" "+grp(s, " ", 3, 4), "+31 (0)"+ac+" "+s, "0031 "+ac+" "+s)
}
func mobNL(g *G) string {
	s := g.DN(8)
	return g.S("06-"+s, "06 "+grp(s, " ", 2, 2, 2, 2), "+31 6 "+s, "+31 (0)6 "+grp(s, " ", 4, 4), "+316"+s, "06 "+s)
}

// ---------- date / money ----------

func (g *G) ymd() (int, int, int) { return g.R(2022, 2026), g.R(1, 12), g.R(1, 28) }

func (g *G) ISO() string {
	y, m, d := g.ymd()
	return fmt.Sprintf("%04d-%02d-%02d", y, m, d)
}
func (g *G) TS() string {
	y, m, d := g.ymd()
	return fmt.Sprintf("%04d-%02d-%02dT%02d:%02d:%02d%s", y, m, d, g.N(24), g.N(60), g.N(60), g.S("Z", "Z", ".000Z", "+01:00", "+05:30", "-06:00", "+09:00"))
}
func (g *G) LogTS() string {
	y, m, d := g.ymd()
	return fmt.Sprintf("%04d-%02d-%02d %02d:%02d:%02d.%03d", y, m, d, g.N(24), g.N(60), g.N(60), g.N(1000))
}
func (g *G) YMD8() string {
	y, m, d := g.ymd()
	return fmt.Sprintf("%04d%02d%02d", y, m, d)
}

func dateFn(layout string) func(g *G) string {
	return func(g *G) string {
		y, m, d := g.ymd()
		switch layout {
		case "dmy.":
			return fmt.Sprintf("%02d.%02d.%04d", d, m, y)
		case "dmy/":
			return fmt.Sprintf("%02d/%02d/%04d", d, m, y)
		case "mdy/":
			return fmt.Sprintf("%02d/%02d/%04d", m, d, y)
		case "dmy-":
			return fmt.Sprintf("%02d-%02d-%04d", d, m, y)
		case "cjk":
			return fmt.Sprintf("%d年%d月%d日", y, m, d)
		case "ko":
			return fmt.Sprintf("%d. %d. %d.", y, m, d)
		case "ymd/":
			return fmt.Sprintf("%04d/%02d/%02d", y, m, d)
		}
		return fmt.Sprintf("%04d-%02d-%02d", y, m, d)
	}
}

func (g *G) amt() (int64, int) { return int64(g.R(12, 2400000)), g.N(100) }

func moneyFn(style string) func(g *G) string {
	return func(g *G) string {
		n, c := g.amt()
		switch style {
		case "de":
			return g.S(fmt.Sprintf("%s,%02d €", thou(n, "."), c), fmt.Sprintf("EUR %s,%02d", thou(n, "."), c))
		case "fr":
			return g.S(fmt.Sprintf("%s,%02d €", thou(n, "\u202f"), c), fmt.Sprintf("%s,%02d EUR", thou(n, " "), c))
		case "it":
			return fmt.Sprintf("€ %s,%02d", thou(n, "."), c)
		case "es":
			return fmt.Sprintf("%s,%02d €", thou(n, "."), c)
		case "pl":
			return fmt.Sprintf("%s,%02d zł", thou(n, " "), c)
		case "cs":
			return fmt.Sprintf("%s,%02d Kč", thou(n, " "), c)
		case "tr":
			return g.S(fmt.Sprintf("%s,%02d TL", thou(n, "."), c), fmt.Sprintf("₺%s,%02d", thou(n, "."), c))
		case "zh":
			return g.S(fmt.Sprintf("¥%s.%02d", thou(n, ","), c), fmt.Sprintf("%s.%02d元", thou(n, ","), c), fmt.Sprintf("CNY %s.%02d", thou(n, ","), c))
		case "ja":
			return g.S(fmt.Sprintf("¥%s", thou(n*10, ",")), fmt.Sprintf("%s円", thou(n*10, ",")))
		case "ko":
			return g.S(fmt.Sprintf("₩%s", thou(n*100, ",")), fmt.Sprintf("%s원", thou(n*100, ",")))
		case "in":
			return g.S(fmt.Sprintf("₹%s.%02d", lakh(n), c), fmt.Sprintf("INR %s.%02d", lakh(n), c), fmt.Sprintf("Rs. %s/-", lakh(n)))
		case "br":
			return fmt.Sprintf("R$ %s,%02d", thou(n, "."), c)
		case "mx":
			return g.S(fmt.Sprintf("$%s.%02d MXN", thou(n, ","), c), fmt.Sprintf("MXN %s.%02d", thou(n, ","), c))
		case "gb":
			return fmt.Sprintf("£%s.%02d", thou(n, ","), c)
		case "nl":
			return fmt.Sprintf("€ %s,%02d", thou(n, "."), c)
		}
		return g.S(fmt.Sprintf("$%s.%02d", thou(n, ","), c), fmt.Sprintf("USD %s.%02d", thou(n, ","), c))
	}
}
