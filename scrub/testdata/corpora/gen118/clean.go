package main

import (
	"fmt"
	"strings"
)

func registerClean() {
	// ---- UK ----
	clean("uk_hmrc_payment_ref", func(b *B) string {
		u := b.utr()
		return fmt.Sprintf("To pay your Self Assessment bill: sort code %s, account number %s (HMRC Cumbernauld). Use your 11-character payment reference %s. Balancing payment %s due %s; first payment on account %s.",
			b.K("08-32-10"), b.K("12417291"), b.K(u+"K"), b.K(b.money("GBP")), b.K(b.date("long")), b.K(b.money("GBP")))
	})
	clean("uk_nhs_appointment", func(b *B) string {
		return fmt.Sprintf("Outpatient appointment letter\nNHS number: %s   Hospital no: %s\nClinic: Cardiology, %s at %s\nSite postcode %s. Referral UBRN %s.",
			b.K(b.nhs()), b.K(b.letters(1, "RKM")+b.digits(7)), b.K(b.date("long")), b.K(fmt.Sprintf("%02d:%02d", b.rng(8, 16), b.pick4())), b.K(b.pick("LS1 3EX", "M13 9WL", "B15 2TH", "NE7 7DN")), b.K(b.digits(4)+" "+b.digits(4)+" "+b.digits(4)))
	})
	clean("uk_tax_code_notice", func(b *B) string {
		return fmt.Sprintf("PAYE Coding Notice P2 for tax year 2025-26. Employer PAYE reference %s. Your tax code is %s (personal allowance %s less benefits %s). National Insurance number %s. Issued %s.",
			b.K(fmt.Sprintf("%03d/%s%05d", b.rng(100, 999), b.letters(2, upper), b.rng(10000, 99999))), b.K(b.pick("1257L", "1100L", "K497", "S1257L", "C1257L")), b.K("£12,570"), b.K(b.money("GBP")), b.K(b.nino(true)), b.K(b.date("dmy/")))
	})
	clean("uk_vat_return", func(b *B) string {
		return fmt.Sprintf("VAT return %s — VRN GB %s %s %s. Box 1 %s, Box 4 %s, Box 5 %s. Submitted via MTD, receipt ID %s.",
			b.K(b.pick("period 03 24", "period 06 24", "Q4 2024")), b.digits(3), b.digits(4), b.digits(2), b.K(b.money("GBP")), b.K(b.money("GBP")), b.K(b.money("GBP")), b.K(b.digits(10)))
	})
	// ---- Canada ----
	clean("ca_noa_summary", func(b *B) string {
		s := b.sin(" ")
		return fmt.Sprintf("Notice of assessment – SIN %s\nLine 15000 Total income %s\nLine 26000 Taxable income %s\nLine 43500 Total payable %s\nRRSP deduction limit for 2025: %s\nBN for GST/HST %s",
			b.K("*** *** "+s[8:]), b.K(b.money("CAD")), b.K(b.money("CAD")), b.K(b.money("CAD")), b.K(b.money("CAD")), b.K(b.digits(9)+"RT0001"))
	})
	clean("ca_fr_releve1", func(b *B) string {
		return fmt.Sprintf("Relevé 1 – année %d. Case A revenus d'emploi %s, case E impôt du Québec retenu %s. NAS du salarié %s. Numéro d'identification de l'employeur %s. Code postal %s.",
			b.rng(2023, 2024), b.K(b.money("CAD")), b.K(b.money("CAD")), b.K(b.sin(" ")), b.K(b.digits(10)+"RS0001"), b.K(b.pick("H3B 4W8", "G1R 4P5", "J4K 2T5")))
	})
	clean("ca_sin_help", func(b *B) string {
		return fmt.Sprintf("Q: My temporary SIN starts with 9 (%s) and expires %s. Can my employer still run payroll?\nA: Yes, until the expiry on your work permit (%s). Ask Service Canada for a new SIN record; payroll code %s.",
			b.K(b.sin("-")), b.K(b.date("iso")), b.K("U"+b.digits(9)), b.K("PR-"+b.digits(4)))
	})
	// ---- Australia ----
	clean("au_ato_summary", func(b *B) string {
		return fmt.Sprintf("ATO income statement (tax ready) — TFN %s, payer ABN %s, gross %s, tax withheld %s, RESC %s. Refund to BSB %s account %s. Lodged %s.",
			b.K(b.tfn()), b.K(b.abn()), b.K(b.money("AUD")), b.K(b.money("AUD")), b.K(b.money("AUD")), b.K(fmt.Sprintf("%03d-%03d", b.rng(10, 999), b.rng(0, 999))), b.K(b.digits(8)), b.K(b.date("dmy/")))
	})
	clean("au_medicare_claim", func(b *B) string {
		return fmt.Sprintf("Medicare claim %s: card %s (IRN 2), item %s, provider number %s, fee charged %s, benefit %s, date of service %s.",
			b.K("C"+b.digits(9)), b.K(b.medicare()), b.K(b.pick("23", "36", "721", "10990")), b.K(b.digits(6)+b.letters(2, "ABCDEFGHJKLMNPQRTWXY")), b.K(b.money("AUD")), b.K(b.money("AUD")), b.K(b.date("dmy/")))
	})
	// ---- India ----
	clean("in_26as_extract", func(b *B) string {
		var rows []string
		for i := 0; i < 3; i++ {
			rows = append(rows, fmt.Sprintf("%s | %s | %s | %s | %s", b.K(b.letters(4, upper)+b.digits(5)+b.letters(1, upper)), b.K(b.date("dmy-")), b.K(b.money("INR")), b.K(b.money("INR")), b.pick("192", "194A", "194J", "194C")))
		}
		return fmt.Sprintf("Form 26AS – PAN %s – AY 2025-26\nTAN | Date | Amount paid | TDS | Section\n%s", b.K(b.pan('P')), strings.Join(rows, "\n"))
	})
	clean("in_gstr3b", func(b *B) string {
		return fmt.Sprintf("GSTR-3B filed for %s. GSTIN %s, ARN %s. Outward taxable supplies %s; IGST %s; ITC availed %s. HSN 8471, 998313.",
			b.K(b.pick("Mar 2025", "Dec 2024", "Sep 2024")), b.K(b.gstin()), b.K("AA"+b.digits(2)+b.digits(4)+b.digits(7)+b.letters(1, upper)), b.K(b.money("INR")), b.K(b.money("INR")), b.K(b.money("INR")))
	})
	clean("in_aadhaar_pan_link", func(b *B) string {
		return fmt.Sprintf("Aadhaar %s is now linked with PAN %s. Late fee %s paid via challan ITNS 280, CIN %s, BSR %s on %s.",
			b.K(b.aadhaar(" ")), b.K(b.pan('P')), b.K("₹1,000.00"), b.K(b.digits(7)+b.date("dmy-")[:2]+b.digits(5)), b.K(b.digits(7)), b.K(b.date("dmy/")))
	})
	// ---- Brazil ----
	clean("br_darf", func(b *B) string {
		return fmt.Sprintf("DARF – CPF %s – Código da receita %s – Período de apuração %s – Vencimento %s – Valor principal %s – Multa %s – Juros %s – Número do documento %s",
			b.K(b.cpf(true)), b.K(b.pick("0190", "4600", "8045")), b.K(b.date("dmy/")), b.K(b.date("dmy/")), b.K(b.money("BRL")), b.K(b.money("BRL")), b.K(b.money("BRL")), b.K(b.digits(2)+"."+b.digits(2)+"."+b.digits(5)+"."+b.digits(7)+"-"+b.digits(1)))
	})
	clean("br_nfse", func(b *B) string {
		return fmt.Sprintf("NFS-e nº %s emitida por CNPJ %s para tomador CPF %s. Chave de acesso %s. CEP %s. ISS %s. Código de verificação %s.",
			b.K(b.digits(6)), b.K(b.cnpj()), b.K(b.cpf(true)), b.K(b.digits(44)), b.K(b.cep()), b.K(b.money("BRL")), b.K(b.letters(8, upper+"0123456789")))
	})
	clean("br_boleto_linha", func(b *B) string {
		return fmt.Sprintf("Linha digitável: %s.%s %s.%s %s.%s %d %s — beneficiário CNPJ %s, pagador CPF %s, vencimento %s",
			b.K(b.digits(5)), b.K(b.digits(5)), b.K(b.digits(5)), b.K(b.digits(6)), b.K(b.digits(5)), b.K(b.digits(6)), b.rng(1, 9), b.K(b.digits(14)), b.K(b.cnpj()), b.K(b.cpf(true)), b.K(b.date("dmy/")))
	})
	// ---- Mexico ----
	clean("mx_constancia", func(b *B) string {
		p := b.person("MX")
		curp := b.curp(p.Last, "Ruiz", p.First, b.rng(60, 99), b.rng(1, 12), b.rng(1, 28), b.n(2) == 0)
		return fmt.Sprintf("CONSTANCIA DE SITUACIÓN FISCAL\nRFC: %s\nCURP: %s\nCódigo Postal: %s\nRégimen: 612 Personas Físicas con Actividades Empresariales\nFecha inicio de operaciones: %s\nidCIF: %s",
			b.K(b.rfcFrom(curp)), b.K(curp), b.K(b.digits(5)), b.K(b.date("dmy/")), b.K(b.digits(11)))
	})
	clean("mx_cfdi_totales", func(b *B) string {
		return fmt.Sprintf("CFDI 4.0 Serie A Folio %s UUID %s RFC emisor %s RFC receptor XAXX010101000 Subtotal %s IVA 16%% %s Total %s Forma de pago 03 Método PUE CP %s",
			b.K(b.digits(5)), b.K(strings.ToUpper(b.letters(8, hexd)+"-"+b.letters(4, hexd)+"-"+b.letters(4, hexd)+"-"+b.letters(4, hexd)+"-"+b.letters(12, hexd))), b.K(b.letters(3, upper)+b.digits(6)+b.letters(3, upper+"0123456789")), b.K(b.money("MXN")), b.K(b.money("MXN")), b.K(b.money("MXN")), b.K(b.digits(5)))
	})
	clean("mx_spei_comprobante", func(b *B) string {
		return fmt.Sprintf("Comprobante SPEI: cuenta origen ****%s, CLABE destino %s, importe %s, clave de rastreo %s, referencia %s, fecha %s",
			b.K(b.digits(4)), b.K(b.clabe()), b.K(b.money("MXN")), b.K("BNET0"+b.digits(22)), b.K(b.digits(7)), b.K(b.date("dmy/")))
	})
	// ---- Spain ----
	clean("es_modelo303", func(b *B) string {
		return fmt.Sprintf("Modelo 303 – %s – NIF %s – Base imponible 21%% %s – Cuota %s – IVA deducible %s – Resultado %s – Domiciliación IBAN %s – CSV %s",
			b.K(b.pick("2T 2025", "4T 2024", "1T 2025")), b.K(b.dni()), b.K(b.money("EUR")), b.K(b.money("EUR")), b.K(b.money("EUR")), b.K(b.money("EUR")), b.K(b.iban("ES", true)), b.K(b.letters(16, upper+"0123456789")))
	})
	clean("es_tie_resolucion", func(b *B) string {
		return fmt.Sprintf("Resolución favorable: autorización de residencia y trabajo. NIE %s. Expediente %s. Válida del %s al %s. Tasa modelo 790 código 012: %s (nº justificante %s).",
			b.K(b.nie()), b.K(b.digits(2)+"/"+b.digits(8)+"/"+b.rng4()), b.K(b.date("dmy/")), b.K(b.date("dmy/")), b.K("16,08 €"), b.K("790012"+b.digits(7)))
	})
	clean("es_seguridad_social", func(b *B) string {
		return fmt.Sprintf("Informe de vida laboral: NAF %s, DNI %s, días cotizados %s, régimen general, CCC empresa %s, alta %s.",
			b.K(b.nussEs()), b.K(b.dni()), b.K(fmt.Sprint(b.rng(200, 9000))), b.K(b.digits(4)+" "+b.digits(2)+" "+b.digits(7)+" "+b.digits(2)), b.K(b.date("dmy/")))
	})
	// ---- France ----
	clean("fr_avis_resume", func(b *B) string {
		return fmt.Sprintf("Avis d'impôt %d sur les revenus %d — numéro fiscal %s — référence de l'avis %s — revenu fiscal de référence %s — nombre de parts 2,5 — impôt net %s — prélèvement à la source taux %s",
			b.rng(2024, 2025), b.rng(2023, 2024), b.K(b.spi()), b.K(b.digits(2)+" "+b.digits(2)+" "+b.digits(7)+" "+b.digits(2)), b.K(b.money("EUR")), b.K(b.money("EUR")), b.K(fmt.Sprintf("%d,%d %%", b.rng(0, 20), b.rng(0, 9))))
	})
	clean("fr_attestation_secu", func(b *B) string {
		return fmt.Sprintf("Attestation de droits à l'assurance maladie\nN° de sécurité sociale : %s\nOrganisme : CPAM %s, code %s\nDroits ouverts du %s au %s\nMédecin traitant déclaré le %s",
			b.K(b.nir(true)), b.pick("de Paris", "du Rhône", "de Gironde"), b.K(b.digits(2)+" "+b.digits(3)+" "+b.digits(4)), b.K(b.date("dmy/")), b.K(b.date("dmy/")), b.K(b.date("dmy/")))
	})
	clean("fr_facture_siret", func(b *B) string {
		return fmt.Sprintf("Facture n° %s du %s – SIRET %s – TVA intracom FR%s – Total HT %s – TVA 20%% %s – TTC %s – IBAN %s",
			b.K("F"+b.rng4()+"-"+b.digits(4)), b.K(b.date("dmy/")), b.K(b.siret()), b.K(b.digits(11)), b.K(b.money("EUR")), b.K(b.money("EUR")), b.K(b.money("EUR")), b.K(b.iban("FR", true)))
	})
	// ---- Germany ----
	clean("de_bescheid_zahlen", func(b *B) string {
		return fmt.Sprintf("Bescheid für %d – Steuernummer %s – IdNr %s – zu versteuerndes Einkommen %s – festgesetzte ESt %s – SolZ %s – abzgl. LSt %s – Erstattung %s – Bankverbindung IBAN %s",
			b.rng(2022, 2024), b.K(b.steuernummer()), b.K(b.steuerID()), b.K(b.money("EURde")), b.K(b.money("EURde")), b.K(b.money("EURde")), b.K(b.money("EURde")), b.K(b.money("EURde")), b.K(b.iban("DE", true)))
	})
	clean("de_lstb", func(b *B) string {
		return fmt.Sprintf("Ausdruck der elektronischen Lohnsteuerbescheinigung für %d\neTIN: %s\nIdentifikationsnummer: %s\nPersonalnummer: %s\n3. Bruttoarbeitslohn %s\n4. Einbehaltene Lohnsteuer %s\n22a. Arbeitgeberanteil RV %s\nTransferticket %s",
			b.rng(2023, 2024), b.K(strings.ToUpper(b.letters(8, "abcdefghijklmnopqrstuvwxyz"))+b.digits(6)+b.letters(1, upper)), b.K(b.steuerID()), b.K(b.digits(6)), b.K(b.money("EURde")), b.K(b.money("EURde")), b.K(b.money("EURde")), b.K(b.letters(12, "abcdefghijklmnopqrstuvwxyz0123456789")))
	})
	clean("de_ueberweisung_fa", func(b *B) string {
		return fmt.Sprintf("Überweisung an Finanzkasse: IBAN %s, BIC %s, Verwendungszweck \"StNr %s ESt %d\", Betrag %s, Ausführung %s",
			b.K(b.iban("DE", true)), b.K("MARKDEF1"+b.digits(3)), b.K(b.steuernummer()), b.rng(2022, 2024), b.K(b.money("EURde")), b.K(b.date("dmy.")))
	})
	// ---- Italy ----
	clean("it_f24", func(b *B) string {
		p := b.person("IT")
		return fmt.Sprintf("Modello F24 – codice fiscale %s – sezione Erario: tributo %s anno %d importo %s; tributo %s anno %d importo %s – saldo finale %s – data %s",
			b.K(b.codiceFiscale(p.Last, p.First, b.n(2) == 0)), b.K("4001"), b.rng(2023, 2024), b.K(b.money("EUR")), b.K("4034"), b.rng(2024, 2025), b.K(b.money("EUR")), b.K(b.money("EUR")), b.K(b.date("dmy/")))
	})
	clean("it_certificazione_unica", func(b *B) string {
		p := b.person("IT")
		return fmt.Sprintf("Certificazione Unica %d – sostituto d'imposta P.IVA %s – percipiente CF %s – punto 1 redditi %s – punto 21 ritenute %s – protocollo telematico %s",
			b.rng(2024, 2025), b.K(b.partitaIVA()), b.K(b.codiceFiscale(p.Last, p.First, b.n(2) == 0)), b.K(b.money("EUR")), b.K(b.money("EUR")), b.K(b.digits(17)+"-"+b.digits(6)))
	})
	clean("it_visura", func(b *B) string {
		return fmt.Sprintf("Visura camerale: REA %s, P.IVA %s, PEC registrata sì, capitale sociale %s, codice ATECO %s, CAP %s",
			b.K("MI-"+b.digits(7)), b.K(b.partitaIVA()), b.K(b.money("EUR")), b.K(b.pick("62.01.00", "69.20.13", "70.22.09")), b.K(b.pick("20121", "00184", "10128")))
	})
	// ---- Poland ----
	clean("pl_pit_summary", func(b *B) string {
		return fmt.Sprintf("PIT-37 za %d: PESEL %s, urząd skarbowy %s, przychód %s, koszty %s, dochód %s, podatek należny %s, do zwrotu %s, UPO %s",
			b.rng(2023, 2024), b.K(b.pesel()), b.K(fmt.Sprint(b.rng(1400, 3299))), b.K(b.money("PLN")), b.K(b.money("PLN")), b.K(b.money("PLN")), b.K(b.money("PLN")), b.K(b.money("PLN")), b.K(b.letters(32, hexd)))
	})
	clean("pl_mikrorachunek", func(b *B) string {
		return fmt.Sprintf("Przelew na mikrorachunek podatkowy %s (wygenerowany dla PESEL %s), symbol formularza PIT-36L, okres %s, kwota %s, NIP płatnika %s",
			b.K(b.iban("PL", false)[2:]), b.K(b.pesel()), b.K(b.pick("24M12", "25M01", "24R")), b.K(b.money("PLN")), b.K(b.nip(true)))
	})
	// ---- South Africa ----
	clean("za_sars_statement", func(b *B) string {
		return fmt.Sprintf("Statement of Account – tax reference %s – ID %s – period %s – assessed tax %s – payments %s – balance %s – payment reference %s",
			b.K(fmt.Sprint(b.rng(0, 3))+b.digits(9)), b.K(b.zaID(-1)), b.K(b.pick("2025", "2024")), b.K(b.money("ZAR")), b.K(b.money("ZAR")), b.K(b.money("ZAR")), b.K(b.digits(10)+"A"+b.digits(4)))
	})
	clean("za_bank_confirmation", func(b *B) string {
		return fmt.Sprintf("Bank confirmation letter: account %s, branch code %s, type Cheque, opened %s, ID number on record %s, SWIFT %s",
			b.K(b.digits(11)), b.K(b.pick("250655", "051001", "632005", "470010")), b.K(b.date("iso")), b.K(b.zaID(b.rng(40, 49))), b.K(b.pick("FIRNZAJJ", "SBZAZAJJ", "ABSAZAJJ", "NEDSZAJJ")))
	})
	// ---- Korea ----
	clean("kr_yearend_summary", func(b *B) string {
		return fmt.Sprintf("%d년 귀속 근로소득 원천징수영수증\n주민등록번호 %s\n사업자등록번호 %s\n총급여 %s  결정세액 %s  차감징수세액 %s\n발급번호 %s",
			b.rng(2023, 2024), b.K(b.rrn()), b.K(b.brnKR()), b.K(b.money("KRW")), b.K(b.money("KRW")), b.K("-"+b.money("KRW")), b.K(b.digits(4)+"-"+b.digits(4)+"-"+b.digits(4)+"-"+b.digits(4)))
	})
	clean("kr_business_reg", func(b *B) string {
		return fmt.Sprintf("사업자등록증명 – 등록번호 %s, 법인등록번호 %s, 개업연월일 %s, 우편번호 %s, 발급번호 %s",
			b.K(b.brnKR()), b.K(b.digits(6)+"-"+b.digits(7)), b.K(b.date("kr")), b.K(fmt.Sprintf("%05d", b.rng(1000, 63000))), b.K(b.digits(3)+"-"+b.digits(4)+"-"+b.digits(4)+"-"+b.digits(3)))
	})
	// ---- Japan ----
	clean("jp_mynumber_notice", func(b *B) string {
		return fmt.Sprintf("個人番号通知：個人番号 %s、法人番号 %s、〒%s、発行日 %s、源泉徴収税額 %s",
			b.K(b.myNumber(" ")), b.K(b.houjin()), b.K(fmt.Sprintf("%03d-%04d", b.rng(100, 999), b.rng(1, 9999))), b.K(b.date("cjk")), b.K(b.money("JPY")))
	})
	clean("jp_furikomi", func(b *B) string {
		return fmt.Sprintf("振込依頼書：銀行コード %s 支店 %s 普通 %s、納付番号 %s、確認番号 %s、金額 %s、期限 %s",
			b.K(b.pick("0001", "0005", "0009", "0033")), b.K(fmt.Sprintf("%03d", b.rng(1, 999))), b.K(b.digits(7)), b.K(b.digits(4)+"-"+b.digits(4)+"-"+b.digits(4)+"-"+b.digits(4)), b.K(b.digits(6)), b.K(b.money("JPY")), b.K(b.date("cjk")))
	})
	// ---- China ----
	clean("cn_tax_receipt", func(b *B) string {
		return fmt.Sprintf("中华人民共和国税收完税证明 No. %s\n纳税人识别号 %s\n税种：个人所得税  所属期 %s  实缴金额 %s\n开具日期 %s",
			b.K(b.digits(3)+"0"+b.digits(14)), b.K(b.cnID()), b.K(b.pick("2024-01-01至2024-12-31", "2025-03-01至2025-03-31")), b.K(b.money("CNY")), b.K(b.date("cjk")))
	})
	clean("cn_company_info", func(b *B) string {
		return fmt.Sprintf("企业信息：统一社会信用代码 %s，注册资本 %s 万元，成立日期 %s，邮编 %s，开户行账号 %s",
			b.K(b.uscc()), b.K(fmt.Sprint(b.rng(10, 5000))), b.K(b.date("iso")), b.K(fmt.Sprintf("%06d", b.rng(100000, 850000))), b.K(b.digits(19)))
	})
	// ---- generic look-alikes ----
	clean("x_invalid_ssn_examples", func(b *B) string {
		return fmt.Sprintf("Validation tests for the W-9 form: %s (area 000), %s (area 666), %s (ITIN group invalid), %s (advertising number), %s (masked) must all be rejected; %s is the placeholder.",
			b.K(fmt.Sprintf("000-%02d-%04d", b.rng(1, 99), b.rng(1, 9999))), b.K(fmt.Sprintf("666-%02d-%04d", b.rng(1, 99), b.rng(1, 9999))), b.K(fmt.Sprintf("9%02d-%02d-%04d", b.rng(0, 99), b.pick2(10, 49), b.rng(1, 9999))), b.K(fmt.Sprintf("987-65-432%d", b.rng(0, 9))), b.K("XXX-XX-"+b.digits(4)), b.K("XXX-XX-XXXX"))
	})
	clean("x_luhn_fail_cards", func(b *B) string {
		return fmt.Sprintf("Card form QA: %s and %s fail the checksum, %s is masked, expiry %s and CVV placeholder %s. Order %s.",
			b.K(b.luhnBad(16)), b.K(b.luhnBad(16)), b.K("**** **** **** "+b.digits(4)), b.K(fmt.Sprintf("%02d/%02d", b.rng(1, 12), b.rng(26, 31))), b.K("***"), b.K("ORD-"+b.digits(8)))
	})
	clean("x_release_notes", func(b *B) string {
		return fmt.Sprintf("tax-forms-engine %s (build %s): CPF/CNPJ validators, PESEL century fix, NIR key %s, Steuer-ID duplicate-digit rule; IBAN lib bumped to %s; schema %s.",
			b.K(fmt.Sprintf("v%d.%d.%d", b.rng(1, 9), b.rng(0, 30), b.rng(0, 30))), b.K(b.digits(8)), b.K("97 - (n mod 97)"), b.K(fmt.Sprintf("%d.%d.%d", b.rng(1, 5), b.rng(0, 20), b.rng(0, 20))), b.K(b.date("iso")))
	})
	clean("x_api_docs_placeholders", func(b *B) string {
		return fmt.Sprintf("Authenticate with `Authorization: Bearer <ACCESS_TOKEN>` and send `X-Tenant: %s`. The publishable key %s may be embedded in the browser. Example TIN fields: {\"tin\":\"%s\",\"country\":\"%s\"}.",
			b.K(b.letters(8, hexd)), b.K("pk_live_"+b.letters(24, alnum)), b.K(b.pick("QQ123456C", "XEXX010101000", "12345678Z", "000.000.000-00")), b.pick("GB", "MX", "ES", "BR"))
	})
	clean("x_fx_rates", func(b *B) string {
		return fmt.Sprintf("Treasury average rates %d (for Form 1116): EUR %s, GBP %s, INR %s, BRL %s, MXN %s, JPY %s, KRW %s, ZAR %s, PLN %s",
			b.rng(2023, 2024), b.K("0.924"), b.K("0.804"), b.K(fmt.Sprintf("8%d.%03d", b.rng(2, 4), b.rng(0, 999))), b.K("4.994"), b.K("17.762"), b.K("140.511"), b.K("1,305.659"), b.K("18.450"), b.K("4.200"))
	})
	clean("x_order_tracking", func(b *B) string {
		return fmt.Sprintf("Your passport courier: order %s, tracking %s, AWB %s, weight %s kg, fee %s, dispatched %s, reference %s",
			b.K(b.digits(10)), b.K("1Z"+b.letters(6, upper+"0123456789")+b.digits(10)), b.K(b.digits(3)+"-"+b.digits(8)), b.K(fmt.Sprintf("%d.%d", b.rng(0, 3), b.rng(1, 9))), b.K(b.money("GBP")), b.K(b.date("iso")), b.K("VFS-"+b.digits(9)))
	})
	clean("x_jwt_header_only", func(b *B) string {
		return fmt.Sprintf("The portal rejects tokens whose header decodes to %s; we saw header %s in the logs with kid %s at %s.",
			b.K(`{"alg":"none"}`), b.K(b64(`{"alg":"none","typ":"JWT"}`)), b.K(b.letters(10, alnum)), b.K(b.date("iso")))
	})
	clean("x_masked_contacts", func(b *B) string {
		return fmt.Sprintf("We sent a code to %s and to the phone ending %s (%s). Case %s.",
			b.K(b.letters(1, "abcdefghijklmnoprstuvw")+"***"+b.letters(1, "abcdefghijklmnoprstuvw")+"@"+b.pick("gmail.com", "web.de", "orange.fr", "naver.com")), b.K(b.digits(3)), b.K(b.pick("+44 7*** ***", "+49 1** *****", "+33 6 ** ** **", "+91 9****")+b.digits(3)), b.K("CS"+b.digits(8)))
	})
	clean("x_tax_calendar", func(b *B) string {
		return fmt.Sprintf("Deadlines: UK SA %s; CRA %s; ATO %s; India ITR %s; IRPF (BR) %s; Modelo 100 %s; ELSTER %s; 730 %s; PIT %s; US expats automatic extension to %s.",
			b.K("31/01/2026"), b.K("2025-04-30"), b.K("31 October 2025"), b.K("15-09-2025"), b.K("30/05/2025"), b.K("30/06/2025"), b.K("31.07.2025"), b.K("30/09/2025"), b.K("30.04.2025"), b.K("2025-06-16"))
	})
	clean("x_treaty_articles", func(b *B) string {
		return fmt.Sprintf("Treaty notes: US–UK Art. %d(%d), US–DE Art. %d, US–IN Art. %d; Rev. Proc. %s; Form 8833 line %s; Pub. %s p. %d-%d.",
			b.rng(1, 30), b.rng(1, 6), b.rng(1, 30), b.rng(1, 30), b.K(fmt.Sprintf("20%02d-%02d", b.rng(10, 24), b.rng(10, 60))), b.K(fmt.Sprint(b.rng(1, 6))+"a"), b.K(b.pick("54", "514", "519", "901")), b.rng(10, 40), b.rng(41, 90))
	})
	clean("x_hmrc_example_ids", func(b *B) string {
		return fmt.Sprintf("Help text: enter your National Insurance number, like %s. Your UTR is 10 digits, like %s. Your NHS number is 10 digits, like %s. Your SIN is 9 digits, like %s.",
			b.K("QQ 12 34 56 C"), b.K("12345 67890"), b.K("485 777 3456"), b.K("123 456 789"))
	})
	clean("x_iban_list", func(b *B) string {
		return fmt.Sprintf("Payee accounts on file: %s (GB), %s (DE), %s (FR), %s (IT), %s (BR), %s (NL)",
			b.K(b.iban("GB", true)), b.K(b.iban("DE", false)), b.K(b.iban("FR", true)), b.K(b.iban("IT", false)), b.K(b.iban("BR", true)), b.K(b.iban("NL", false)))
	})
	clean("x_id_validator_tests", func(b *B) string {
		p := b.person("IT")
		return fmt.Sprintf("validator_test.go: valid CPF %s, CNPJ %s, PESEL %s, codice fiscale %s, DNI %s, NIE %s, Aadhaar %s, TFN %s, SA ID %s, RRN %s, My Number %s, China ID %s",
			b.K(b.cpf(false)), b.K(b.cnpj()), b.K(b.pesel()), b.K(b.codiceFiscale(p.Last, p.First, false)), b.K(b.dni()), b.K(b.nie()), b.K(b.aadhaar("")), b.K(strings.ReplaceAll(b.tfn(), " ", "")), b.K(b.zaID(-1)), b.K(b.rrn()), b.K(b.myNumber("")), b.K(b.cnID()))
	})
	clean("x_payroll_batch_totals", func(b *B) string {
		return fmt.Sprintf("Batch %s | employees %d | gross %s | tax %s | employer NI %s | BACS file %s | submission %s | period %s",
			b.K("PB-"+b.digits(6)), b.rng(5, 900), b.K(b.money("GBP")), b.K(b.money("GBP")), b.K(b.money("GBP")), b.K("BACS"+b.digits(8)+".txt"), b.K(b.digits(12)), b.K(b.date("iso")+" – "+b.date("iso")))
	})
}

func (g *G) pick2(a, b int) int { return g.rng(a, b) }
