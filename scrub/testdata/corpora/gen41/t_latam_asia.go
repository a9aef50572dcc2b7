package main

import (
	"fmt"
	"strings"
)

func init() {
	reg("mx_receta_expediente", 50, 25, tMXReceta)
	reg("mx_aseguradora_juridico", 35, 20, tMXLegal)
	reg("br_guia_encaminhamento", 50, 25, tBRGuia)
	reg("br_processo_advogado", 35, 20, tBRProcesso)
	reg("in_discharge_summary", 50, 25, tINDischarge)
	reg("in_legal_insurance", 30, 20, tINLegal)
	reg("jp_shokaijo", 50, 25, tJPShokai)
	reg("jp_houritsu_jimusho", 30, 20, tJPLegal)
}

func tMXReceta(g *G, o *O, clean bool) {
	p := g.mx()
	doc := g.mx()
	cons := g.pick("Consultorio Médico "+doc.last, "Hospital Ángeles Lomas", "Médica Sur", "Hospital San José TecSalud", "Clínica Hospital del Valle")
	o.w(cons, "\n", g.pick("Dr. ", "Dra. "), doc.full(), " — ", g.pick("Medicina Interna", "Pediatría", "Ginecología y Obstetricia", "Cardiología"), "\n")
	o.w("Céd. Prof. ", o.K(g.digits(g.n(7, 8))), "   Céd. Esp. ", o.K(g.digits(g.n(7, 8))), "   ", g.pick("UNAM", "UANL", "UdeG", "IPN"), "\n")
	if !clean {
		o.w(g.pick("Tel. ", "Teléfono: ", "Tels. "), o.P("phone", g.phoneMX(true)), g.pick("", " ext. "+g.digits(4)), g.pick(" | Urgencias: ", "  Cel. ", " · WhatsApp "), o.P("phone", g.phoneMX(true)), "\n")
		if g.chance(0.5) {
			o.w("Correo: ", o.P("email", g.workEmail(doc, g.pick("gmail.com", "hotmail.com", "prodigy.net.mx", "consultorio"+slug(doc.last)+".mx"))), "\n")
		}
	}
	o.w("\nRECETA MÉDICA — Folio ", o.K(g.digits(6)), "   Fecha: ", o.K(g.dos().eu()), "\n")
	o.w("Paciente: ", p.full(), "   Edad: ", fmt.Sprint(g.n(1, 90)), " años   Peso: ", fmt.Sprint(g.n(8, 110)), " kg   Expediente: ", o.K(g.digits(6)), "\n")
	o.w("T/A ", fmt.Sprintf("%d/%d", g.n(100, 170), g.n(60, 100)), " mmHg, FC ", fmt.Sprint(g.n(55, 120)), " lpm, Temp ", fmt.Sprintf("%.1f", 36+g.r.Float64()*3), " °C\n")
	o.w("Dx: ", g.pick("faringoamigdalitis aguda", "DM2 descontrolada", "HTA estadio 1", "infección de vías urinarias"), " (CIE-10 ", o.K(pickOf(g, icd10)), ")\n")
	o.w("Rx:\n1. ", g.pick("Amoxicilina 500 mg cápsulas, 1 c/8 h por 7 días", "Metformina 850 mg tab, 1 c/12 h", "Losartán 50 mg, 1 cada 24 h", "Paracetamol 500 mg, 1 c/6 h PRN"), "\n2. ", g.pick("Omeprazol 20 mg, 1 en ayunas", "Ibuprofeno 400 mg c/8 h por 3 días", "Nitrofurantoína 100 mg c/6 h x 7 días"), "\n")
	if !clean && g.chance(0.35) {
		c := g.card()
		o.w("Pago de consulta con tarjeta ", o.P("credit_card", g.cardFmt(c)), ", ", g.pick("$800.00", "$1,200.00", "$650.00"), " MXN, autorización ", o.K(g.digits(6)), "\n")
	}
	if !clean && g.chance(0.4) {
		o.w("Contacto del paciente: ", o.P("phone", g.phoneMX(true)), "\n")
	}
	o.w("Póliza de GMM: ", g.pick("AXA", "GNP", "MetLife", "Seguros Monterrey"), " ", o.K(g.digits(10)), "\n")
}

func tMXLegal(g *G, o *O, clean bool) {
	ab := g.mx()
	cl := g.mx()
	o.w(g.pick("JUZGADO ", "TRIBUNAL "), g.pick("Décimo Civil de Proceso Escrito de la Ciudad de México", "Tercero de lo Familiar, Guadalajara", "Federal de Conciliación y Arbitraje"), "\n")
	o.w("Expediente: ", o.K(fmt.Sprintf("%d/%d", g.n(1, 2999), g.n(2020, 2025))), "   Secretaría \"", g.pick("A", "B"), "\"\n")
	o.w("Actor: ", cl.full(), "   Demandada: ", g.pick("Seguros Atlas, S.A.", "GNP Seguros", "AXA Seguros, S.A. de C.V.", "IMSS"), "\n")
	o.w("Siniestro ", o.K(g.digits(10)), " — póliza ", o.K(g.upper(2)+g.digits(8)), " — monto reclamado ", fmt.Sprintf("$%d,%03d.00 MXN", g.n(20, 999), g.n(0, 999)), "\n")
	o.w("Hospital: ", g.pick("Hospital Ángeles", "Star Médica", "Christus Muguerza"), ", expediente clínico ", o.K(g.digits(7)), ", ingreso ", g.dos().eu(), " ", g.time(), " h\n")
	if !clean {
		o.w("Abogado patrono: Lic. ", ab.full(), ", Céd. Prof. ", o.K(g.digits(7)), "\n")
		o.w(g.pick("Tel: ", "Tel. despacho ", "Teléfono "), o.P("phone", g.phoneMX(true)), g.pick("; celular ", ", cel. ", " / "), o.P("phone", g.phoneMX(true)), "\n")
		if g.chance(0.6) {
			o.w("Correo para notificaciones: ", o.P("email", g.workEmail(ab, g.pick("despacho"+slug(ab.last)+".com.mx", "gmail.com", "abogados"+slug(ab.last)+".mx"))), "\n")
		}
	} else {
		o.w("Abogado patrono: Lic. ", ab.full(), ", Céd. Prof. ", o.K(g.digits(7)), "; domicilio procesal en estrados.\n")
	}
}

func (g *G) cnj() string {
	return fmt.Sprintf("%07d-%02d.%d.%d.%02d.%04d", g.n(1, 9999999), g.n(0, 99), g.n(2020, 2025), g.pick2(8, 4), g.n(1, 27), g.n(1, 9999))
}

func tBRGuia(g *G, o *O, clean bool) {
	p := g.br()
	doc := g.br()
	hosp := g.pick("Hospital Sírio-Libanês", "Hospital Israelita Albert Einstein", "Santa Casa de Misericórdia", "UBS Vila Mariana", "Hospital das Clínicas FMUSP")
	o.w(hosp, "\n", g.pick("GUIA DE ENCAMINHAMENTO", "Guia TISS — SP/SADT", "Resumo de alta", "Encaminhamento para especialista"), "\n")
	o.w("Paciente: ", p.full(), "   Nasc.: ", o.K(g.dob().eu()), "\n")
	o.w("CNS: ", o.K(g.pick("7", "8", "9", "1", "2")+g.digits(2)+" "+g.digits(4)+" "+g.digits(4)+" "+g.digits(4)), "\n")
	o.w("Carteirinha: ", o.K(g.digits(17)), "   Operadora: ", g.pick("Unimed", "Bradesco Saúde", "SulAmérica", "Amil", "NotreDame Intermédica"), " (ANS ", o.K(g.digits(6)), ")\n")
	o.w("Nº guia prestador: ", o.K(g.digits(12)), "   Senha: ", o.K(g.digits(9)), "\n")
	o.w("CID-10: ", o.K(pickOf(g, icd10)), "   Procedimento TUSS: ", o.K(g.pick("10101012", "40301630", "40302040", "41001079", "20104090")), "\n")
	o.w("Exames: Hb ", dc("%.1f", 8+g.r.Float64()*8), " g/dL; glicemia ", fmt.Sprint(g.n(70, 300)), " mg/dL; creatinina ", dc("%.1f", 0.5+g.r.Float64()*2), " mg/dL\n")
	if !clean {
		switch g.r.IntN(3) {
		case 0:
			o.w("Telefone do paciente: ", o.P("phone", g.phoneBR(true)), g.pick("", " (WhatsApp)"), "\n")
		case 1:
			o.w("Contato: ", o.P("phone", g.phoneBR(g.chance(0.5))), " / ", o.P("email", g.personalEmail(p, "gmail.com", "hotmail.com", "uol.com.br", "bol.com.br", "yahoo.com.br")), "\n")
		default:
			o.w("Responsável: ", g.br().full(), " (mãe), cel. ", o.P("phone", g.phoneBR(true)), "\n")
		}
	}
	o.w("Médico solicitante: Dr(a). ", doc.full(), " — CRM-", g.pick("SP", "RJ", "MG", "RS"), " ", o.K(g.digits(6)), "\n")
	if !clean && g.chance(0.5) {
		o.w("Agendamento: ", o.P("phone", g.phoneBR(false)), g.pick("", " ramal "+g.digits(4)), "\n")
	}
}

func tBRProcesso(g *G, o *O, clean bool) {
	adv := g.br()
	cl := g.br()
	o.w("EXCELENTÍSSIMO SENHOR DOUTOR JUIZ DE DIREITO DA ", fmt.Sprint(g.n(1, 45)), "ª VARA CÍVEL DO FORO CENTRAL DA COMARCA DE ", g.pick("SÃO PAULO", "RIO DE JANEIRO", "BELO HORIZONTE", "PORTO ALEGRE"), "\n\n")
	o.w("Processo nº ", o.K(g.cnj()), "\n\n")
	o.w(strings.ToUpper(cl.full()), ", já qualificada nos autos da ação de obrigação de fazer movida em face de ", g.pick("UNIMED", "AMIL ASSISTÊNCIA MÉDICA", "BRADESCO SAÚDE S.A.", "SULAMÉRICA SEGURO SAÚDE"), ", vem requerer a juntada do relatório médico (CID ", o.K(pickOf(g, icd10)), ") e da negativa de cobertura protocolo ", o.K(g.digits(15)), ".\n")
	o.w("Valor da causa: R$ ", fmt.Sprintf("%d.%03d,%02d", g.n(10, 900), g.n(0, 999), g.n(0, 99)), "\n\n")
	o.w("Termos em que pede deferimento.\n", g.pick("São Paulo", "Rio de Janeiro", "Belo Horizonte"), ", ", g.dos().eu(), "\n\n", adv.full(), "\nOAB/", g.pick("SP", "RJ", "MG"), " ", o.K(fmt.Sprintf("%d.%03d", g.n(100, 499), g.n(0, 999))), "\n")
	if !clean {
		o.w(g.pick("Tel.: ", "Fone: ", "Telefone "), o.P("phone", g.phoneBR(false)), g.pick(" | Cel.: ", " / ", " – WhatsApp: "), o.P("phone", g.phoneBR(true)), "\n")
		if g.chance(0.6) {
			o.w(o.P("email", g.workEmail(adv, g.pick(slug(adv.last)+"advogados.com.br", "adv.oabsp.org.br", "gmail.com"))), "\n")
		}
	}
}

func tINDischarge(g *G, o *O, clean bool) {
	p := g.in()
	doc := g.in()
	hosp := g.pick("Apollo Hospitals, Greams Road, Chennai", "Manipal Hospital, Old Airport Road, Bengaluru", "Fortis Memorial Research Institute, Gurugram", "AIIMS New Delhi", "Kokilaben Dhirubhai Ambani Hospital, Mumbai")
	o.w(hosp, "\n", g.pick("DISCHARGE SUMMARY", "Discharge Summary (Cashless - TPA)", "OPD Consultation Note"), "\n")
	o.w("Patient: ", g.pick("Mr. ", "Mrs. ", "Ms. "), p.full(), "   Age/Sex: ", fmt.Sprint(g.n(18, 85)), "/", g.pick("M", "F"), "\n")
	o.w("UHID: ", o.K(g.upper(2)+fmt.Sprint(g.n(2019, 2025))+g.digits(6)), "   IP No: ", o.K(fmt.Sprintf("%d/IP/%06d", g.n(22, 25), g.n(1, 999999))), "\n")
	if g.chance(0.6) {
		o.w("ABHA No: ", o.K(fmt.Sprintf("91-%s-%s-%s", g.digits(4), g.digits(4), g.digits(4))), "\n")
	}
	o.w("DOA: ", o.K(g.dos().eu()), "   DOD: ", g.dos().eu(), "   Ward/Bed: ", o.K(g.pick("ICU-", "W", "PVT-")+fmt.Sprint(g.n(1, 40))), "\n")
	o.w("TPA: ", g.pick("Medi Assist", "Paramount Health", "MD India", "Star Health (in-house)"), "   Policy No: ", o.K(g.pick("P/", "")+g.digits(6)+"/"+g.digits(2)+"/"+fmt.Sprint(g.n(2023, 2025))+"/"+g.digits(6)), "   Claim ID: ", o.K(g.upper(3)+g.digits(9)), "\n")
	o.w("Diagnosis: ", g.pick("Acute febrile illness - Dengue NS1 positive", "Type 2 DM with DKA", "CAD - TVD, s/p PTCA to LAD", "Acute gastroenteritis with dehydration"), "\n")
	o.w("Investigations: Hb ", fmt.Sprintf("%.1f", 8+g.r.Float64()*7), " g/dL, Platelets ", fmt.Sprint(g.n(20, 400)), ",000/cumm, S. Creatinine ", fmt.Sprintf("%.1f", 0.5+g.r.Float64()*2), " mg/dL, HbA1c ", fmt.Sprintf("%.1f", 5+g.r.Float64()*6), "%\n")
	o.w("Advice on discharge: Tab. ", g.pick("Metformin 500 mg 1-0-1", "Ecosprin 75 mg 0-1-0", "Pantoprazole 40 mg 1-0-0 before food", "Dolo 650 SOS"), "; review after ", fmt.Sprint(g.n(5, 15)), " days.\n")
	if !clean {
		switch g.r.IntN(3) {
		case 0:
			o.w("For appointments call ", o.P("phone", g.phoneIN(false, false)), " or ", o.P("phone", g.phoneIN(true, false)), "\n")
		case 1:
			o.w("Patient Mob: ", o.P("phone", g.phoneIN(true, true)), "   Attendant: ", g.in().full(), " ", o.P("phone", g.phoneIN(true, false)), "\n")
		default:
			o.w("Emergency: ", o.P("phone", g.phoneIN(false, false)), "   Email: ", o.P("email", g.pick("care@", "tpa.desk@", "discharge@")+g.pick("apollohospitals-demo.in", "manipalhosp-demo.in", "fortishc-demo.in")), "\n")
		}
	}
	o.w("Dr. ", doc.full(), ", ", g.pick("MD (Med)", "MS (Ortho)", "DM (Cardio)"), " — Reg. No. ", o.K(g.digits(g.n(5, 6))), " (", g.pick("KMC", "TNMC", "DMC", "MMC"), ")\n")
}

func tINLegal(g *G, o *O, clean bool) {
	adv := g.in()
	cl := g.in()
	o.w("BEFORE THE ", g.pick("DISTRICT CONSUMER DISPUTES REDRESSAL COMMISSION, BENGALURU URBAN", "HIGH COURT OF DELHI AT NEW DELHI", "STATE CONSUMER DISPUTES REDRESSAL COMMISSION, MAHARASHTRA"), "\n")
	o.w(g.pick("C.C. No. ", "W.P.(C) No. ", "Consumer Complaint No. "), o.K(fmt.Sprintf("%d/%d", g.n(1, 19999), g.n(2021, 2025))), "\n")
	if g.chance(0.5) {
		o.w("CNR No. ", o.K(g.upper(4)+g.digits(12)), "\n")
	}
	o.w(cl.full(), " ... Complainant\nVersus\n", g.pick("Star Health and Allied Insurance Co. Ltd.", "Niva Bupa Health Insurance", "HDFC ERGO General Insurance", "Care Health Insurance Ltd."), " ... Opposite Party\n\n")
	o.w("Repudiation of claim no. ", o.K(g.upper(2)+g.digits(10)), " under policy ", o.K(g.digits(2)+"/"+g.digits(4)+"/"+g.digits(6)), " for hospitalisation from ", g.dos().eu(), "; amount ₹", fmt.Sprintf("%d,%02d,%03d", g.n(1, 9), g.n(0, 99), g.n(0, 999)), "/-.\n")
	if !clean {
		o.w("Advocate for Complainant: ", adv.full(), ", Enrl. No. ", o.K(g.pick("D/", "KAR/", "MAH/")+fmt.Sprint(g.n(100, 9999))+"/"+fmt.Sprint(g.n(1995, 2020))), "\n")
		o.w("Mob: ", o.P("phone", g.phoneIN(true, true)), g.pick("", ", Off: "+o.P("phone", g.phoneIN(false, false))), "\nEmail: ", o.P("email", g.workEmail(adv, g.pick("gmail.com", "rediffmail.com", slug(adv.last)+"associates.in"))), "\n")
	} else {
		o.w("Advocate for Complainant: ", adv.full(), ", Enrl. No. ", o.K(g.pick("D/", "KAR/")+fmt.Sprint(g.n(100, 9999))+"/"+fmt.Sprint(g.n(1995, 2020))), "\n")
	}
}

type jpHosp struct{ name, domain string }

var jpHosps = []jpHosp{{"東京大学医学部附属病院", "h.u-tokyo.ac.jp"}, {"聖路加国際病院", "luke.ac.jp"}, {"大阪市立総合医療センター", "osakacity-hp.or.jp"}, {"みなとみらい内科クリニック", "mm-naika.jp"}, {"さくら整形外科", "sakura-seikei.jp"}}

func tJPShokai(g *G, o *O, clean bool) {
	ln, fn := pickOf(g, jpLast), pickOf(g, jpFirst)
	dln := pickOf(g, jpLast)
	h := pickOf(g, jpHosps)
	d := g.dob()
	o.w(g.pick("診療情報提供書", "紹介状（診療情報提供書）", "退院時サマリー", "検査結果報告書"), "\n")
	o.w(pickOf(g, jpHosps).name, "\n", g.pick("循環器内科", "整形外科", "糖尿病内科", "消化器内科"), " ", pickOf(g, jpLast).kanji, " 先生 御侍史\n\n")
	o.w("紹介元：", h.name, "\n")
	if !clean {
		tel := g.phoneJP(false)
		if g.chance(0.15) {
			tel = toFullWidth(tel)
		}
		o.w(g.pick("TEL：", "電話：", "TEL "), o.P("phone", tel), g.pick("　FAX：", "  FAX ", " / FAX："), o.P("phone", g.phoneJP(false)), "\n")
		if g.chance(0.4) {
			o.w("E-mail：", o.P("email", g.pick("renkei@", "chiiki@", "info@")+h.domain), "\n")
		}
	}
	o.w("医師：", dln.kanji, " ", pickOf(g, jpFirst).kanji, "\n\n")
	o.w("患者氏名：", ln.kanji, " ", fn.kanji, " 様（", g.pick("男", "女"), "）\n生年月日：", o.K(d.jp()), "（", fmt.Sprint(2025-d.y), "歳）\n")
	o.w("保険者番号：", o.K(g.pick("0", "3", "6")+g.digits(7)), "　記号：", o.K(fmt.Sprintf("%d-%d", g.n(1, 99), g.n(1, 999))), "　番号：", o.K(fmt.Sprint(g.n(1, 9999))), "\n")
	o.w("カルテ番号：", o.K(g.digits(g.n(7, 10))), "\n")
	if !clean && g.chance(0.6) {
		o.w("患者連絡先：", o.P("phone", g.phoneJP(true)), "\n")
	}
	o.w("傷病名：", g.pick("2型糖尿病", "本態性高血圧症", "心房細動", "腰部脊柱管狭窄症", "慢性腎臓病 G3a"), "（ICD-10 ", o.K(pickOf(g, icd10)), "）\n")
	o.w("検査所見：HbA1c ", fmt.Sprintf("%.1f", 5+g.r.Float64()*5), "%、eGFR ", fmt.Sprint(g.n(25, 100)), " mL/min/1.73m²、LDL-C ", fmt.Sprint(g.n(60, 200)), " mg/dL（", o.K(g.dos().jp()), "）\n")
	o.w("処方：メトホルミン 500mg 2錠 分2、アムロジピン 5mg 1錠 分1\n")
	o.w("ご高診のほど、よろしくお願い申し上げます。\n")
	if !clean && g.chance(0.3) {
		o.w("ご不明な点は地域連携室（", o.P("phone", g.phoneJP(false)), "）までご連絡ください。\n")
	}
}

func tJPLegal(g *G, o *O, clean bool) {
	ln := pickOf(g, jpLast)
	bl := pickOf(g, jpLast)
	bf := pickOf(g, jpFirst)
	o.w(g.pick("受任通知", "訴状", "準備書面（1）", "損害賠償請求書"), "\n")
	o.w(g.pick("東京地方裁判所", "大阪地方裁判所", "横浜地方裁判所"), " ", o.K(fmt.Sprintf("令和%d年（%s）第%d号", g.n(4, 7), g.pick("ワ", "ネ", "ヨ"), g.n(100, 29999))), "\n")
	o.w("原告　", ln.kanji, " ", pickOf(g, jpFirst).kanji, "\n被告　", g.pick("医療法人社団", "東京海上日動火災保険株式会社", "損害保険ジャパン株式会社", "学校法人"), "\n\n")
	o.w("事故発生日：", o.K(g.dos().jp()), "　証券番号：", o.K(g.digits(10)), "　事故受付番号：", o.K(g.digits(2)+"-"+g.digits(6)), "\n")
	o.w("治療期間：", fmt.Sprint(g.n(30, 400)), "日（通院実日数 ", fmt.Sprint(g.n(10, 150)), "日）、後遺障害等級 ", g.pick("14級9号", "12級13号", "併合11級"), "\n")
	o.w("請求額：金", fmt.Sprintf("%d,%03d,%03d", g.n(1, 99), g.n(0, 999), g.n(0, 999)), "円\n\n")
	o.w(g.pick("弁護士法人", ""), bl.kanji, "法律事務所\n弁護士　", bl.kanji, " ", bf.kanji, "（", g.pick("第一東京", "東京", "大阪"), "弁護士会 登録番号 ", o.K(g.digits(5)), "）\n")
	if !clean {
		o.w("〒", o.K(fmt.Sprintf("%03d-%04d", g.n(100, 999), g.n(0, 9999))), " ", g.pick("東京都千代田区丸の内1-", "大阪市北区梅田2-", "横浜市西区みなとみらい3-"), fmt.Sprint(g.n(1, 9)), "-", fmt.Sprint(g.n(1, 20)), "\n")
		o.w("電話 ", o.P("phone", g.phoneJP(false)), "　FAX ", o.P("phone", g.phoneJP(false)), "\n")
		if g.chance(0.5) {
			o.w("メール：", o.P("email", bl.roma+"@"+bl.roma+"-law.jp"), "\n")
		}
	}
}
