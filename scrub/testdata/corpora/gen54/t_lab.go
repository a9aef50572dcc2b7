package main

import (
	"fmt"
	"strings"
)

var realHotlines = map[string][]string{
	"de": {"+49 (0)6132 84463", "06131 19240", "+49 30 30686 700", "0551 19240"},
	"fr": {"+33 (0)1 45 42 59 59", "01 45 42 59 59"},
	"it": {"02 66101029", "+39 06 3054343"},
	"es": {"+34 91 562 04 20", "91 562 04 20"},
	"cs": {"+420 224 919 293", "224 915 402"},
	"zh": {"0532-83889090", "0532-83889191"},
	"ja": {"072-727-2499", "029-852-9999"},
	"in": {"1800 116 117"},
	"br": {"0800 014 8110", "0800 722 6001"},
	"mx": {"800 00 214 00", "55 5559 1588"},
	"us": {"1-800-424-9300", "+1 703-527-3887", "1-800-535-5053", "1-800-222-1222", "(800) 424-9300"},
	"gb": {"+44 (0) 1235 239 670", "01235 239 670"},
	"nl": {"+31 (0)88 755 8000", "088 755 8000"},
}

func (g *G) Hotline(l *Loc) string {
	if hs, ok := realHotlines[l.id]; ok && g.C(0.5) {
		return g.L(hs)
	}
	if l.toll != nil && g.C(0.4) {
		return l.toll(g)
	}
	return l.land(g)
}

var sdsH = map[string][4]string{
	"de": {"ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", "1.3 Einzelheiten zum Lieferanten, der das Sicherheitsdatenblatt bereitstellt", "1.4 Notrufnummer", "Sachkundige Person"},
	"fr": {"RUBRIQUE 1: Identification de la substance/du mélange et de la société/l'entreprise", "1.3 Renseignements concernant le fournisseur de la fiche de données de sécurité", "1.4 Numéro d'appel d'urgence", "Personne compétente"},
	"it": {"SEZIONE 1: Identificazione della sostanza o della miscela e della società/impresa", "1.3 Informazioni sul fornitore della scheda di dati di sicurezza", "1.4 Numero telefonico di emergenza", "Persona competente"},
	"es": {"SECCIÓN 1: Identificación de la sustancia o la mezcla y de la sociedad o la empresa", "1.3 Datos del proveedor de la ficha de datos de seguridad", "1.4 Teléfono de emergencia", "Persona responsable"},
	"pl": {"SEKCJA 1: Identyfikacja substancji/mieszaniny i identyfikacja spółki/przedsiębiorstwa", "1.3 Dane dotyczące dostawcy karty charakterystyki", "1.4 Numer telefonu alarmowego", "Osoba odpowiedzialna"},
	"cs": {"ODDÍL 1: Identifikace látky/směsi a společnosti/podniku", "1.3 Podrobné údaje o dodavateli bezpečnostního listu", "1.4 Telefonní číslo pro naléhavé situace", "Odborně způsobilá osoba"},
	"tr": {"BÖLÜM 1: Madde/karışım ve şirket/iş sahibinin tanıtımı", "1.3 Güvenlik bilgi formu tedarikçisinin bilgileri", "1.4 Acil durum telefon numarası", "Sorumlu kişi"},
	"zh": {"第一部分 化学品及企业标识", "供应商信息", "应急咨询电话", "技术说明书编码"},
	"ja": {"1. 化学品及び会社情報", "供給者情報", "緊急連絡先", "担当部署"},
	"ko": {"1. 화학제품과 회사에 관한 정보", "공급자 정보", "긴급전화번호", "담당부서"},
	"br": {"1. IDENTIFICAÇÃO", "Fornecedor", "Telefone de emergência", "Responsável técnico"},
	"mx": {"SECCIÓN 1. Identificación de la sustancia química peligrosa o mezcla y del proveedor o fabricante", "Datos del proveedor", "Número de teléfono en caso de emergencia", "Responsable"},
}

func tSDSSection1(g *G, b *B, clean bool) {
	l := g.Loc()
	co, dom := g.Company(l)
	h, ok := sdsH[l.id]
	if !ok {
		h = [4]string{"SECTION 1: Identification of the substance/mixture and of the company/undertaking", "1.3 Details of the supplier of the safety data sheet", "1.4 Emergency telephone number", "Competent person"}
	}
	nl := g.NL()
	c := g.Chem()
	b.W(h[0], nl)
	pid := map[string]string{"de": "Handelsname", "fr": "Nom du produit", "zh": "产品名称", "ja": "製品名", "es": "Nombre del producto", "mx": "Nombre del producto", "it": "Nome commerciale", "pl": "Nazwa handlowa", "cs": "Obchodní název", "tr": "Ürün adı", "ko": "제품명", "br": "Nome do produto"}[l.id]
	if pid == "" {
		pid = "Product identifier"
	}
	b.F("1.1 %s: %s%s%s", pid, c[0], g.S("", " ≥99.5 %", " technical grade", " for analysis"), nl)
	b.W("CAS: ", K(c[1]), g.S(" | ", ", ", nl), "EC: ", K(c[2]), nl)
	if g.C(0.4) {
		b.W("UFI: ", K(g.Str(upperAN, 4)+"-"+g.Str(upperAN, 4)+"-"+g.Str(upperAN, 4)+"-"+g.Str(upperAN, 4)), nl)
	}
	if g.C(0.4) {
		b.W("REACH Reg. No.: ", K("01-2119"+g.D(6)+"-"+g.D(2)+"-"+g.D(4)), nl)
	}
	b.W(h[1], nl, co, nl, g.L(l.streets), nl, K(g.L(l.cities)), nl)
	if !clean {
		b.W(strings.TrimSpace(g.L(l.telL)), " ", g.LandP(l), nl)
		if g.C(0.4) {
			b.W(strings.TrimSpace(g.L(l.faxL)), " ", g.LandP(l), nl)
		}
		if g.C(0.8) {
			b.W(h[3], ": ", Em(g.S("sds@", "msds@", "product.safety@", "sdb@", "reach@", "ehs@")+dom), nl)
		}
		b.W(h[2], nl)
		b.W(g.S("24 h: ", "(24/7) ", "", "Notfall / Emergency: "), Ph(g.Hotline(l)))
		if g.C(0.4) {
			b.W(g.S(" / ", "; ", nl), Ph(g.Hotline(LOCS[g.S("us", "gb", "de")])), g.S(" (international)", " (Int'l)", ""))
		}
		b.W(nl)
	} else {
		b.W(h[2], ": ", map[bool]string{true: "siehe Abschnitt 16", false: g.S("see section 16", "see national poison centre", "see label", "—")}[l.id == "de"], nl)
	}
	b.W(g.S("Revision date", "Überarbeitet am", "Date de révision", "改訂日"), ": ", K(l.date(g)), " ", g.S("Version 4.1", "Version 12.0", "Rev. 7"), nl)
}

func tSDSComposition(g *G, b *B, clean bool) {
	l := g.Loc()
	nl := "\n"
	b.W(g.S("SECTION 3: Composition/information on ingredients", "ABSCHNITT 3: Zusammensetzung/Angaben zu Bestandteilen", "3.2 Gemische", "第三部分 成分/组成信息"), nl)
	b.W("| Substance | CAS | EC | REACH | Conc. | Classification |", nl, "|---|---|---|---|---|---|", nl)
	for i := 0; i < g.R(2, 5); i++ {
		c := g.Chem()
		b.F("| %s | %s | %s | %s | %s | %s |"+nl, c[0], K(c[1]), K(c[2]), K("01-2119"+g.D(6)+"-"+g.D(2)+"-XXXX"), g.S(fmt.Sprintf("%d - <%d %%", g.R(1, 20), g.R(21, 60)), fmt.Sprintf("≥%d - <%d %%", g.R(1, 10), g.R(11, 25)), "<1 %"), g.S("Flam. Liq. 2, H225", "Skin Corr. 1A, H314", "Acute Tox. 4, H302", "Eye Irrit. 2, H319", "Aquatic Chronic 3, H412"))
	}
	if !clean {
		p := g.Person(l)
		_, dom := g.Company(l)
		b.W(nl, g.S("Questions to ", "Prepared by: ", "Kontakt Produktsicherheit: "), p.Disp, " <", Em(g.EmailP(p, dom)), ">", nl)
	}
	b.W(nl, "UN ", K(g.S("1170", "1230", "1789", "1824", "1090", "2014", "1993")), g.S(", ADR class 3, PG II", ", class 8, PG II", ", 5.1 (8), PG II"), nl)
}

func tCoA(g *G, b *B, clean bool) {
	l := g.Loc()
	co, dom := g.Company(l)
	p := g.Person(l)
	c := g.Chem()
	nl := g.NL()
	b.W(g.S("CERTIFICATE OF ANALYSIS", "Analysenzertifikat / Certificate of Analysis", "CERTIFICADO DE ANÁLISIS", "检验报告 COA", "試験成績書"), nl)
	b.W(co, nl)
	b.W("Product: ", c[0], " (CAS ", K(c[1]), ")", nl)
	b.W("Batch: ", K(g.Lot()), g.S("   ", nl), "Mfg. date: ", K(g.ISO()), g.S("   ", nl), "Retest/Exp.: ", K(g.ISO()), nl)
	b.W("Customer PO: ", K(g.SAPPO()), "   Qty: ", K(g.Qty()), nl)
	b.W(fmt.Sprintf("%-22s%-18s%-14s%s", "Test", "Specification", "Result", "Method"), nl)
	tests := [][3]string{{"Assay (GC)", "≥ 99.5 %", fmt.Sprintf("%d.%d %%", 99, g.R(5, 9))}, {"Water (KF)", "≤ 0.10 %", fmt.Sprintf("0.0%d %%", g.R(1, 9))}, {"Density 20 °C", "0.789-0.791 g/cm³", fmt.Sprintf("0.79%d g/cm³", g.R(0, 1))}, {"Colour (APHA)", "≤ 10", fmt.Sprint(g.R(1, 9))}, {"Heavy metals (Pb)", "≤ 5 ppm", fmt.Sprintf("< %d ppm", g.R(1, 4))}, {"Residue on evaporation", "≤ 0.002 %", "0.001 %"}, {"pH (5 %, H2O)", "5.0 - 7.0", fmt.Sprintf("%d.%d", g.R(5, 6), g.N(10))}}
	for i := 0; i < g.R(3, 6); i++ {
		t := tests[g.N(len(tests))]
		b.W(fmt.Sprintf("%-22s%-18s", t[0], t[1]), K(t[2]), strings.Repeat(" ", max(1, 14-len([]rune(t[2])))), g.S("Ph. Eur. 2.5.12", "USP <921>", "ASTM D1209", "ISO 760", "in-house QM-"+g.D(3)), nl)
	}
	b.W(g.S("Approved by QA: ", "Released by: ", "Freigabe QS: "), p.Disp, ", ", K(l.date(g)), nl)
	if !clean {
		switch g.N(3) {
		case 0:
			b.W(g.L(l.telL), " ", g.LandP(l), " / ", Em(g.EmailP(p, dom)), nl)
		case 1:
			b.W("Questions: ", Em(g.RoleEmail(l, dom)), nl)
		default:
			b.W(g.L(l.telL), " ", g.PhoneExt(l, 0.5), nl)
		}
	}
	b.W(g.S("This certificate was generated electronically and is valid without signature.", "Document ID QF-"+g.D(4)+"-"+g.D(2), ""))
}

func tLimsJSON(g *G, b *B, clean bool) {
	l := g.Loc()
	p := g.Person(l)
	_, dom := g.Company(l)
	in := g.S("  ", "")
	nl := "\n"
	if in == "" {
		nl = ""
	}
	sid := fmt.Sprintf("S%02d-%s-%s", g.R(22, 26), g.D(4), g.D(5))
	b.W(g.S("LIMS webhook payload (LabWare → SAP QM):", "STARLIMS sample record:", "Why does the import reject this sample?", ""), "\n")
	b.F("{"+nl+in+"\"sample_id\": \"%s\","+nl+in+"\"matrix\": \"%s\","+nl+in+"\"lot\": \"%s\","+nl+in+"\"inspection_lot\": \"%s\","+nl, K(sid), g.S("wastewater", "raw material", "API intermediate", "resin pellets", "stainless coupon"), K(g.Lot()), K("0100000"+g.D(5)))
	if !clean {
		b.F(in+"\"submitted_by\": {\"name\": \"%s\", \"email\": \"%s\"", p.Disp, Em(g.EmailP(p, dom)))
		if g.C(0.5) {
			b.F(", \"phone\": \"%s\"", g.PhoneP(l))
		}
		b.W("},", nl)
	} else {
		b.F(in+"\"submitted_by\": {\"user_id\": \"%s\"},"+nl, K("U"+g.D(6)))
	}
	b.W(in, "\"results\": [")
	for i := 0; i < g.R(1, 4); i++ {
		if i > 0 {
			b.W(", ")
		}
		b.F("{\"analyte\": \"%s\", \"value\": %s, \"unit\": \"%s\", \"loq\": %s}", g.S("Pb", "Cd", "Ni", "TOC", "COD", "Assay", "Moisture", "Cl-"), K(fmt.Sprintf("%d.%04d", g.R(0, 99), g.N(10000))), g.S("mg/L", "mg/kg", "%", "µg/g"), fmt.Sprintf("0.00%d", g.R(1, 9)))
	}
	b.F("],"+nl+in+"\"received\": \"%s\""+nl+"}", K(g.TS()))
}

func tInstrumentCSV(g *G, b *B, clean bool) {
	l := g.Loc()
	p := g.Person(l)
	_, dom := g.Company(l)
	sep := g.S(",", ";", "\t")
	b.W(g.S("HPLC export (Chromeleon):", "ICP-OES run export:", "GC-MS report CSV:", "Karl Fischer titrator log:"), "\n")
	b.F("Instrument"+sep+"%s SN %s\n", g.S("Agilent 1260 Infinity II", "Thermo Vanquish", "Shimadzu LC-2050", "PerkinElmer Avio 220", "Metrohm 917"), K(g.Str(upper, 4)+g.D(6)))
	b.F("Sequence"+sep+"%s\n", K("SEQ_"+g.YMD8()+"_"+g.D(3)))
	if !clean {
		b.F("Operator"+sep+"%s <%s>\n", p.Disp, Em(g.EmailP(p, dom)))
	} else {
		b.F("Operator"+sep+"%s\n", K("OP"+g.D(4)))
	}
	b.W(strings.Join([]string{"Peak", "RT [min]", "Area [mAU*s]", "Height", "Amount", "Unit"}, sep), "\n")
	for i := 1; i <= g.R(3, 7); i++ {
		b.W(fmt.Sprint(i), sep, K(fmt.Sprintf("%d.%03d", g.R(1, 30), g.N(1000))), sep, K(fmt.Sprint(g.R(100000, 99999999))), sep, fmt.Sprint(g.R(1000, 999999)), sep, fmt.Sprintf("%d.%02d", g.R(0, 999), g.N(100)), sep, g.S("µg/mL", "ppm", "%"), "\n")
	}
}

func tInstrumentService(g *G, b *B, clean bool) {
	l := g.Loc()
	nl := g.NL()
	b.F("%s  %s  %s%s", K(g.LogTS()), g.S("SERVICE", "MAINT", "PM"), g.S("Pump seal replaced, leak test passed", "Detector lamp 2000 h, replaced", "Autosampler needle seat exchanged", "OQ performed, all tests passed"), nl)
	b.F("Asset %s, SN %s, next PM %s%s", K("EQ-"+g.D(5)), K(g.Serial()), K(g.ISO()), nl)
	if !clean {
		fse := g.Person(l)
		b.W("FSE: ", fse.Disp, ", ", g.S("mobile ", "Tel. ", "cell ", ""), g.MobP(l), nl)
		if g.C(0.5) {
			b.W(g.S("Service hotline ", "Hotline: ", "Support: "), g.PhoneP(l), nl)
		}
	} else {
		b.W("FSE badge ", K("FSE-"+g.D(4)), ", ticket ", K("SR-"+g.D(8)), nl)
	}
}

func tMESLog(g *G, b *B, clean bool) {
	l := g.Loc()
	line := g.S("LINE3", "L07", "PRESS_12", "EXTR-2", "PACK01", "CNC-44")
	n := g.R(3, 7)
	pii := !clean
	piiAt := g.N(n)
	for i := 0; i < n; i++ {
		ts := g.LogTS()
		b.F("%s [%s] ", K(ts), line)
		if pii && i == piiAt {
			switch g.N(3) {
			case 0:
				b.F("NOTIFY sms_to=%s alarm=%s text=\"%s\"", g.MobP(l), K("ALM-"+g.D(5)), g.S("Temp zone 4 high", "Hydraulic pressure low", "Scrap rate > 5%"))
			case 1:
				p := g.Person(l)
				_, dom := g.Company(l)
				b.F("ESCALATE shift_lead=%s mail=%s", p.Disp, Em(g.EmailP(p, dom)))
			default:
				b.F("CALLOUT maintenance on-call %s (%s)", g.PhoneP(l), g.S("no answer", "acknowledged", "busy"))
			}
		} else {
			switch g.N(5) {
			case 0:
				b.F("ORDER %s OP %s qty_good=%d qty_scrap=%d", K("10000"+g.D(5)), g.S("0010", "0020", "0030"), g.R(100, 9999), g.R(0, 99))
			case 1:
				b.F("TAG %s val=%s", g.S("Temp_Zone4", "Press_Force", "Spindle_RPM", "Melt_Pressure"), K(g.Measure()))
			case 2:
				b.F("PLC %s connection %s", K(g.IP()+":"+g.S("502", "4840", "102")), g.S("restored", "timeout", "lost"))
			case 3:
				b.F("BATCH %s started, recipe %s", K(g.Lot()), g.S("R-PA66-GF30", "R-ABS-01", "RCP_"+g.D(4)))
			default:
				b.F("OPERATOR badge %s logged in at HMI %s", K(g.D(6)), g.S("01", "02", "03"))
			}
		}
		b.W("\n")
	}
}

func tScadaAlarmCfg(g *G, b *B, clean bool) {
	l := g.Loc()
	_, dom := g.Company(l)
	b.W(g.S("alarm_notification.yaml (Ignition gateway):", "# WinCC OA / SMS gateway config", "notification profile that stopped sending after migration:", ""), "\n")
	b.W("smtp:\n  host: ", g.S("smtp.office365.com", "mail."+dom, "10.0.4.25"), "\n  port: ", g.S("587", "25", "465"), "\n  user: ")
	if clean {
		b.W("scada-alerts", "\n")
	} else {
		b.W(Em("scada-alerts@"+dom), "\n")
	}
	b.W("  password: ")
	if clean {
		b.W(K("${SMTP_PASSWORD}"), "\n")
	} else {
		b.W(Bt(g.Pw("!#$%*-_.+=?")), "\n")
	}
	b.W("roster:\n")
	for i := 0; i < g.R(1, 3); i++ {
		p := g.Person(l)
		b.W("  - name: ", p.Disp, "\n")
		if !clean {
			b.W("    sms: \"", g.MobP(l), "\"\n")
			if g.C(0.5) {
				b.W("    email: ", Em(g.EmailP(p, dom)), "\n")
			}
		} else {
			b.W("    group: ", g.S("maintenance", "shift-A", "utilities"), "\n")
		}
	}
	b.W("alarms:\n  - tag: ", K(g.S("AI_", "TT", "PT")+g.D(4)), "\n    setpoint: ", K(g.Measure()), "\n")
}

func tMqttConfig(g *G, b *B, clean bool) {
	host := g.S("mqtt.plant-dmz.local", "10.20.30.41", "broker.hivemq.cloud", "iot-edge-gw01")
	b.W(g.S("Our edge gateway can't connect to the broker:", "mosquitto bridge config for line 4:", "Node-RED mqtt-broker node export:"), "\n")
	switch g.N(3) {
	case 0:
		b.W("connection bridge-plant\naddress ", K(host+":8883"), "\nremote_username edge_", g.D(3), "\n")
		if clean {
			b.W("remote_password ", K("<see vault>"), "\n")
		} else {
			b.W("remote_password ", Bt(g.Pw("!#$%*-_.+=")), "\n")
		}
		b.W("topic spBv1.0/", g.S("PLANT1", "MX20", "CN30"), "/# both 1\n")
	case 1:
		b.W("{\"id\":\"", g.Str(hexl, 8), ".", g.Str(hexl, 6), "\",\"type\":\"mqtt-broker\",\"broker\":\"", K(host), "\",\"port\":\"8883\",\"clientid\":\"", K("nodered-"+g.D(4)), "\",\"credentials\":{\"user\":\"line4\",\"password\":\"")
		if clean {
			b.W("\"}}")
		} else {
			b.W(Bt(g.Pw("!#$%*-_.+=")), "\"}}")
		}
	default:
		b.W("mosquitto_sub -h ", K(host), " -p 8883 -u opcua_bridge ")
		if !clean {
			b.W("-P '", Bt(g.Pw("!#$%*-_.+=")), "' ")
		}
		b.W("-t 'factory/", g.S("press12", "oven3", "line7"), "/telemetry' --cafile /etc/ssl/plant-ca.pem")
	}
}
