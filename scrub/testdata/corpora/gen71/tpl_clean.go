package main

import (
	"fmt"
	"strings"
)

func maskedPhone() string {
	switch r.Intn(5) {
	case 0:
		return "+52 55 **** " + digits(4)
	case 1:
		return "09** *** " + digits(4)
	case 2:
		return "(11) 9****-" + digits(4)
	case 3:
		return "+63 9XX XXX " + digits(4)
	}
	return "08xx-xxxx-" + digits(4)
}

var cleanTpls = []tpl{
	{"c_appt_confirm_noph", func(b *B) {
		b.t("Su cita quedó agendada: folio ").k(apptID()).t(", ").k(date("mx")).t(" a las ").k(hhmm()).t(", consultorio ").k(fmt.Sprintf("%d", rn(101, 412))).t(", Av. Insurgentes Sur ").k(fmt.Sprint(rn(100, 3000))).t(", C.P. ").k(fmt.Sprintf("0%d", rn(1000, 9999))).t(". Traiga su identificación.")
	}},
	{"c_lab_accession", func(b *B) {
		b.t("Muestra recibida. Accesión ").k(fmt.Sprintf("%02d-%06d", rn(24, 26), rn(1, 999999))).t(", orden ").k(fmt.Sprintf("%04d-%04d-%04d", rn(1000, 9999), rn(0, 9999), rn(0, 9999))).t(", tubo ").k(fmt.Sprintf("%010d", rn(1, 2000000000))).t(". Resultados estimados el ").k(date("co")).t(" después de las ").k(hhmm()).t(".")
	}},
	{"c_prescription", func(b *B) {
		b.t("Rx ").k(fmt.Sprint(rn(1000000, 9999999))).t(": Amoxicilina ").k(fmt.Sprintf("%d mg", pick([]int{250, 500, 875}))).t(" c/8h por 7 días; Ibuprofeno ").k("400 mg").t(" c/12h. Lote ").k(fmt.Sprintf("%d%s%d", rn(20, 26), randFrom("ABCDEFGH", 1), rn(100, 999))).t(", cad. ").k(fmt.Sprintf("%02d/%d", rn(1, 12), rn(2026, 2028))).t(". Cédula prof. ").k(fmt.Sprint(rn(1000000, 12999999))).t(".")
	}},
	{"c_invoice_ar", func(b *B) {
		b.t("Factura B ").k(fmt.Sprintf("%04d-%08d", rn(1, 20), rn(1, 99999999))).t(" — CUIT ").k(cuit()).t(" — CAE ").k(digits(14)).t(" — Vto. CAE ").k(date("ar")).t(" — Total ").k(fmt.Sprintf("$ %d.%03d,%02d", rn(1, 999), rn(0, 999), rn(0, 99)))
	}},
	{"c_nfe_br", func(b *B) {
		b.t("NF-e nº ").k(fmt.Sprintf("%06d", rn(1, 999999))).t(" série 1, CNPJ ").k(cnpj()).t(", chave de acesso ").k(digits(44)).t(", paciente CPF ").k(cpf()).t(", valor ").k(fmt.Sprintf("R$ %d.%03d,%02d", rn(1, 9), rn(0, 999), rn(0, 99))).t(", CEP ").k(fmt.Sprintf("%05d-%03d", rn(1000, 99999), rn(0, 999)))
	}},
	{"c_curp_rfc", func(b *B) {
		b.t("Datos fiscales para factura: RFC ").k(rfc()).t(", CURP ").k(curp()).t(", régimen 605, uso CFDI D01 (honorarios médicos), C.P. ").k(fmt.Sprintf("%05d", rn(1000, 99999))).t(".")
	}},
	{"c_rut_cl", func(b *B) {
		b.t("Bono FONASA N° ").k(fmt.Sprint(rn(10000000, 99999999))).t(" emitido para RUT ").k(rut()).t(", prestación ").k(fmt.Sprintf("0101%03d", rn(1, 999))).t(", copago ").k(fmt.Sprintf("$%d.%03d", rn(1, 30), rn(0, 999))).t(".")
	}},
	{"c_ph_ids", func(b *B) {
		b.t("For HMO reimbursement attach: PhilHealth PIN ").k(philhealth()).t(", TIN ").k(tinPH()).t(", SSS ").k(sss()).t(", OR No. ").k(fmt.Sprint(rn(1000000, 9999999))).t(" dated ").k(date("ph")).t(", amount ").k(fmt.Sprintf("₱%d,%03d.00", rn(1, 99), rn(0, 999))).t(".")
	}},
	{"c_my_ic", func(b *B) {
		b.t("Pesakit No. K/P ").k(mykad()).t(", MRN ").k(fmt.Sprintf("KKM%08d", rn(1, 99999999))).t(", temujanji ").k(date("my")).t(" ").k(ampm()).t(", Poskod ").k(fmt.Sprintf("%05d", rn(10000, 98859))).t(", caj ").k(fmt.Sprintf("RM%d.%02d", rn(10, 900), rn(0, 99))).t(".")
	}},
	{"c_th_id", func(b *B) {
		b.t("ผู้ป่วยเลขประจำตัวประชาชน ").k(thaiID()).t(" สิทธิ์บัตรทอง HN ").k(fmt.Sprintf("%07d", rn(1, 9999999))).t(" นัดวันที่ ").k(date("th")).t(" เวลา ").k(hhmm()).t(" ค่าบริการ ").k(fmt.Sprintf("%d,%03d บาท", rn(1, 30), rn(0, 999)))
	}},
	{"c_vn_ids", func(b *B) {
		b.t("Bệnh nhân CCCD ").k(cccd()).t(", thẻ BHYT ").k("GD4" + digits(12)).t(", mã hồ sơ ").k(fmt.Sprintf("%02d.%06d", rn(24, 26), rn(1, 999999))).t(", viện phí ").k(fmt.Sprintf("%d.%03d.000 đ", rn(1, 50), rn(0, 999))).t(", tái khám ").k(date("vn")).t(".")
	}},
	{"c_gr_ids", func(b *B) {
		b.t("Παραπεμπτικό ").k("1" + digits(12)).t(" για ΑΜΚΑ ").k(amka()).t(", ΑΦΜ ").k(afm()).t(", εκτέλεση έως ").k(date("gr")).t(", συμμετοχή ").k(fmt.Sprintf("%d,%02d €", rn(1, 50), rn(0, 99))).t(".")
	}},
	{"c_it_ids", func(b *B) {
		b.t("Impegnativa ").k(fmt.Sprintf("%s%s", digits(5), "A"+digits(9))).t(" — C.F. ").k(codFiscale()).t(" — Tessera ").k("80380" + digits(15)).t(" — prestazione 89.7 — ticket ").k(fmt.Sprintf("€ %d,%02d", rn(10, 60), rn(0, 99))).t(" — IBAN ").k(ibanIT())
	}},
	{"c_pt_multibanco", func(b *B) {
		b.t("Pagamento da consulta: Entidade ").k(fmt.Sprint(rn(10000, 99999))).t(", Referência ").k(fmt.Sprintf("%03d %03d %03d", rn(100, 999), rn(0, 999), rn(0, 999))).t(", Montante ").k(fmt.Sprintf("%d,%02d €", rn(20, 300), rn(0, 99))).t(". NIF ").k(nifPT()).t(". Ou transferência IBAN ").k(ibanPT()).t(".")
	}},
	{"c_masked_card", func(b *B) {
		l4 := last4()
		switch r.Intn(4) {
		case 0:
			b.t("Pago aprobado con Visa •••• ").k(l4).t(" por ").k(fmt.Sprintf("$%d,%03d.00", rn(1, 20), rn(0, 999))).t(" en ").k("6 MSI").t(". Autorización ").k(fmt.Sprintf("%06d", rn(0, 999999))).t(".")
		case 1:
			b.t("Cartão final ").k(l4).t(" recusado. Tente novamente ou use Pix. Transação ").k(fmt.Sprintf("TX%010d", rn(1, 2000000000))).t(".")
		case 2:
			b.t("Card: ").k("XXXX-XXXX-XXXX-" + l4).t(" | Exp ").k("**/**").t(" | Approval code ").k(fmt.Sprintf("%06d", rn(0, 999999))).t(" | Terminal ").k(fmt.Sprintf("T%07d", rn(1, 9999999)))
		default:
			b.t("Masked PAN ").k(fmt.Sprintf("%d******%s", rn(400000, 559999), l4)).t(" charged ").k(fmt.Sprintf("RM%d.%02d", rn(50, 900), rn(0, 99))).t(" ref ").k(fmt.Sprint(rn(100000000, 999999999)))
		}
	}},
	{"c_masked_phone", func(b *B) {
		b.t("Enviamos um código para o número ").k(maskedPhone()).t(". Não recebeu? Aguarde ").k("60").t(" segundos. Protocolo ").k(fmt.Sprintf("%d%06d", pick([]int{2025, 2026}), rn(1, 999999))).t(".")
	}},
	{"c_masked_ssn", func(b *B) {
		b.t("Patient verification: SSN ").k("***-**-" + digits(4)).t(", DOB ").k(date("us")).t(", Member ID ").k(fmt.Sprintf("W%09d", rn(1, 999999999))).t(". Claim ").k(fmt.Sprintf("%d-%07d", rn(2025, 2026), rn(1, 9999999))).t(" pending.")
	}},
	{"c_placeholders", func(b *B) {
		switch r.Intn(4) {
		case 0:
			b.t("Formato del campo teléfono: ").k("+52 XX XXXX XXXX").t(" (10 dígitos). Ejemplo de SSN para pruebas: ").k("XXX-XX-XXXX").t(".")
		case 1:
			b.t("Header required: ").k("Authorization: Bearer <ACCESS_TOKEN>").t(". Use your ").k("sk_live_xxxxxxxxxxxxxxxxxxxxxxxx").t(" key from the dashboard, never the ").k("pk_live_").t(" one.")
		case 2:
			b.t("Campo obrigatório: celular no formato ").k("(XX) 9XXXX-XXXX").t("; CPF ").k("000.000.000-00").t("; cartão ").k("0000 0000 0000 0000").t(".")
		default:
			b.t("Test data only: phone ").k("(555) 555-5555").t(", token ").k("YOUR_TOKEN").t(", password ").k("********").t(".")
		}
	}},
	{"c_sms_gateway_ids", func(b *B) {
		for i := 0; i < rn(2, 3); i++ {
			b.k(fmt.Sprintf("%s %02d:%02d:%02d", date("iso"), rn(0, 23), rn(0, 59), rn(0, 59))).t(" INFO dlr msg_id=").k("SM"+randFrom(hexd, 32)).t(" status=delivered segments=%d cost=", rn(1, 3)).k(fmt.Sprintf("0.%04d", rn(10, 999))).t(" batch=").k(fmt.Sprint(rn(100000000, 999999999))).t("\n")
		}
	}},
	{"c_vitals", func(b *B) {
		b.t("Signos vitales ").k(hhmm()).t(": PA ").k(fmt.Sprintf("%d/%d mmHg", rn(95, 160), rn(55, 100))).t(", FC ").k(fmt.Sprintf("%d lpm", rn(55, 110))).t(", SpO2 ").k(fmt.Sprintf("%d%%", rn(90, 99))).t(", glucosa ").k(fmt.Sprintf("%d mg/dL", rn(70, 250))).t(", peso ").k(fmt.Sprintf("%d,%d kg", rn(40, 120), rn(0, 9))).t(", talla ").k(fmt.Sprintf("1,%02d m", rn(45, 95))).t(".")
	}},
	{"c_lab_table", func(b *B) {
		b.t("Exame            Resultado   Ref.\n")
		b.t("Hemoglobina      ").k(fmt.Sprintf("%d,%d g/dL", rn(10, 17), rn(0, 9))).t("   12,0-15,5\n")
		b.t("Leucócitos       ").k(fmt.Sprintf("%d.%03d /mm3", rn(3, 14), rn(0, 999))).t("  4.000-11.000\n")
		b.t("Plaquetas        ").k(fmt.Sprintf("%d.000 /mm3", rn(120, 450))).t("  150.000-450.000\n")
		b.t("Protocolo ").k(fmt.Sprintf("%d.%03d.%03d", rn(1, 9), rn(0, 999), rn(0, 999)))
	}},
	{"c_vet_chip", func(b *B) {
		b.t("Ficha veterinaria: ").t(pick([]string{"Luna", "Rocky", "Simba", "Nala"})).t(", microchip ").k(microchip()).t(", vacuna antirrábica lote ").k(fmt.Sprintf("%s%d", randFrom("ABCDEFGHJKLMNPRSTUVWXYZ", 1), rn(100000, 999999))).t(", peso ").k(fmt.Sprintf("%d,%d kg", rn(2, 40), rn(0, 9))).t(", próxima dosis ").k(date("cl")).t(".")
	}},
	{"c_booking_json", func(b *B) {
		b.t(`{"appointment_id":`).k(fmt.Sprint(rn(1000000, 9999999))).t(`,"practitioner_id":`).k(fmt.Sprint(rn(100, 9999))).t(`,"slot_start":"`).k(fmt.Sprintf("%sT%s:00-0%d:00", date("iso"), hhmm(), rn(3, 6))).t(`","duration_min":30,"room":"`).k(fmt.Sprintf("%d%s", rn(1, 9), randFrom("ABC", 1))).t(`","status":"confirmed","invoice_no":"`).k(fmt.Sprintf("FV-%d-%06d", pick([]int{2025, 2026}), rn(1, 999999))).t(`"}`)
	}},
	{"c_id_nik_bpjs", func(b *B) {
		b.t("Verifikasi peserta: NIK ").k(nik()).t(", No. Kartu BPJS ").k("000" + digits(10)).t(", faskes ").k(fmt.Sprintf("%08d", rn(1, 99999999))).t(", Kode pos ").k(fmt.Sprintf("%05d", rn(10110, 99999))).t(", biaya ").k(fmt.Sprintf("Rp %d.%03d", rn(10, 999), rn(0, 999))).t(".")
	}},
	{"c_instalments", func(b *B) {
		switch r.Intn(4) {
		case 0:
			b.t("Clareamento a laser: ").k(fmt.Sprintf("12x de R$ %d,%02d", rn(50, 400), rn(0, 99))).t(" sem juros ou ").k(fmt.Sprintf("R$ %d.%03d,00", rn(1, 5), rn(0, 999))).t(" à vista no Pix.")
		case 1:
			b.t("Implante: ").k(fmt.Sprintf("$%d,%03d.00 MXN", rn(10, 40), rn(0, 999))).t(" o ").k(fmt.Sprintf("12 MSI de $%d,%03d.%02d", rn(1, 3), rn(0, 999), rn(0, 99))).t(" con tarjetas participantes.")
		case 2:
			b.t("Paket scaling ").k(fmt.Sprintf("Rp %d.%03d.000", rn(1, 9), rn(0, 999))).t(", cicilan 0% ").k("12 bulan").t(" (min. transaksi ").k("Rp 500.000").t(").")
		default:
			b.t("Braces promo: ").k(fmt.Sprintf("₱%d,%03d", rn(30, 90), rn(0, 999))).t(" downpayment then ").k(fmt.Sprintf("₱%d,%03d/month", rn(2, 5), rn(0, 999))).t(" for ").k("18 months").t(".")
		}
	}},
	{"c_barcodes", func(b *B) {
		b.t("Recepção de mercadoria: EAN ").k(ean13("789")).t(" Dipirona 500mg cx c/ 10, lote ").k(fmt.Sprintf("%d%s%d", rn(10, 99), randFrom("ABCDEF", 2), rn(10, 99))).t(", val. ").k(fmt.Sprintf("%02d/%d", rn(1, 12), rn(2026, 2028))).t("; EAN ").k(ean13("789")).t(" Soro fisiológico, qtd ").k(fmt.Sprint(rn(5, 200))).t(".")
	}},
	{"c_public_tokens", func(b *B) {
		b.t(`{"token_type":"Bearer","expires_in":`).k(fmt.Sprint(pick([]int{3600, 7200, 86400}))).t(`,"scope":"agenda.read","publishable_key":"`).k("pk_live_" + secretish(24)).t(`","account_sid":"`).k("AC" + randFrom(hexd, 32)).t(`"}`)
	}},
	{"c_hours", func(b *B) {
		b.t("Horario de atención: Lun–Vie ").k("08:00–20:00").t(", Sáb ").k("09:00–14:00").t(". Urgencias 24/7. Turnos cada ").k("20 min").t(". Sede ").k(fmt.Sprintf("N° %d", rn(1, 12))).t(", piso ").k(fmt.Sprint(rn(1, 9))).t(".")
	}},
	{"c_queue", func(b *B) {
		b.t("Turno ").k(fmt.Sprintf("%s-%03d", randFrom("ABCP", 1), rn(1, 200))).t(" pase al módulo ").k(fmt.Sprint(rn(1, 12))).t(". Tiempo de espera estimado ").k(fmt.Sprintf("%d min", rn(5, 90))).t(". Personas delante: ").k(fmt.Sprint(rn(0, 30))).t(".")
	}},
	{"c_bank_refs", func(b *B) {
		if chance(0.5) {
			b.t("Transferencia SPEI a CLABE ").k(clabe()).t(", referencia ").k(fmt.Sprint(rn(1000000, 9999999))).t(", concepto ").k(apptID()).t(", monto ").k(fmt.Sprintf("$%d,%03d.00", rn(1, 50), rn(0, 999))).t(".")
		} else {
			b.t("Transferir a CBU ").k("0" + digits(21)).t(" alias ").k("CLINICA.SUR.PAGO").t(", CUIT ").k(cuit()).t(", importe ").k(fmt.Sprintf("$ %d.%03d", rn(5, 999), rn(0, 999))).t(".")
		}
	}},
	{"c_cns_sus", func(b *B) {
		b.t("Cartão Nacional de Saúde ").k(cns()).t(", prontuário ").k(fmt.Sprint(rn(100000, 999999))).t(", AIH ").k(fmt.Sprintf("%d%09d", rn(3500, 3599), rn(1, 999999999))).t(", internação em ").k(date("br")).t(".")
	}},
	{"c_hl7_noph", func(b *B) {
		b.t("OBX|1|NM|").k("718-7").t("^Hemoglobin^LN||").k(fmt.Sprintf("%d.%d", rn(10, 17), rn(0, 9))).t("|g/dL|12.0-15.5|N|||F|||").k(fmt.Sprintf("2025%02d%02d%02d%02d", rn(1, 12), rn(1, 28), rn(0, 23), rn(0, 59))).t("\rOBR|1|").k(fmt.Sprint(rn(10000000, 99999999))).t("|").k(fmt.Sprintf("LAB%07d", rn(1, 9999999))).t("|CBC^Complete Blood Count")
	}},
	{"c_wa_template_noph", func(b *B) {
		b.t("Hola {{1}}, tu cita es el {{2}} a las {{3}}. Folio ").k(apptID()).t(". Responde 1 para confirmar o 2 para cancelar. Plantilla ").k(fmt.Sprintf("recordatorio_cita_v%d", rn(1, 9))).t(" (id ").k(fmt.Sprint(rn(100000000000000, 999999999999999))).t(").")
	}},
	{"c_us_tourism_noph", func(b *B) {
		b.t("Itinerary for dental package: arrive ").k(date("us")).t(" flight AA ").k(fmt.Sprint(rn(100, 2999))).t(", confirmation ").k(randFrom("ABCDEFGHJKLMNPQRSTUVWXYZ", 6)).t(", hotel booking ").k(fmt.Sprint(rn(1000000000, 2000000000))).t(", quote ").k(fmt.Sprintf("USD %d,%03d", rn(3, 25), rn(0, 999))).t(" (saves ~").k("70%").t(" vs US).")
	}},
	{"c_doses", func(b *B) {
		b.t("Indicaciones: Paracetamol ").k("1 g").t(" cada ").k("8 h").t(" (máx. ").k("4 g/día").t("); Omeprazol ").k("20 mg").t(" en ayunas; insulina NPH ").k(fmt.Sprintf("%d UI", rn(8, 40))).t(" 07:00 y ").k(fmt.Sprintf("%d UI", rn(4, 20))).t(" 19:00. Control ").k(date("pe")).t(".")
	}},
}

var _ = strings.Contains
