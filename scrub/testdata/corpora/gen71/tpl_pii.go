package main

import (
	"fmt"
	"strings"
)

type tpl struct {
	name string
	fn   func(b *B)
}

func apptID() string {
	return fmt.Sprintf("%s-%d-%06d", pick([]string{"CITA", "AG", "APT", "BK", "RDV"}), pick([]int{2025, 2026}), rn(1, 999999))
}

var piiTpls = []tpl{
	{"wa_confirm_es_mx", func(b *B) {
		l := locs["mx"]
		n, _ := person(l)
		b.t("Hola %s 👋, te confirmamos tu cita en Clínica Dental Sonrisa el ", strings.Fields(n)[0]).k(date("mx")).t(" a las ").k(hhmm()).t(" hrs. Folio ").k(apptID()).t(". Si necesitas reprogramar escríbenos al ").p("phone", phMX()).t(" o responde CANCELAR.")
	}},
	{"wa_reminder_co", func(b *B) {
		b.t("Recordatorio IPS Salud Vital: mañana ").k(date("co")).t(" ").k(ampm()).t(" control de ortodoncia. Llegar 15 min antes con su documento. Cualquier novedad al WhatsApp ").p("phone", phCO()).t(" 🦷")
	}},
	{"wa_reminder_ar", func(b *B) {
		b.t("Consultorio Dra. Benítez: le recordamos su turno del ").k(date("ar")).t(" a las ").k(hhmm()).t(". Turno N° ").k(fmt.Sprint(rn(10000, 99999))).t(". Para cancelar llame al ").p("phone", phAR()).t(" (lun a vie de 9 a 18).")
	}},
	{"wa_reminder_br", func(b *B) {
		b.t("Olá! Lembrete da Clínica Vida: sua consulta com Dr. Paulo é em ").k(date("br")).t(" às ").k(hhmm()).t(". Endereço: Av. Paulista, 1578 - Bela Vista, CEP ").k("01310-"+digits(3)).t(". Dúvidas? Chama no zap ").p("phone", phBR()).t(" 😉")
	}},
	{"wa_reminder_pt", func(b *B) {
		b.t("Clínica Dentária Foz: a sua consulta está marcada para ").k(date("pt")).t(" às ").k(hhmm()).t(". Para desmarcar ligue ").p("phone", phPT()).t(" ou responda a esta mensagem. Rua de Santa Catarina 312, ").k(fmt.Sprintf("4000-%03d", rn(1, 999))).t(" Porto.")
	}},
	{"wa_reminder_it", func(b *B) {
		b.t("Gentile paziente, Le ricordiamo l'appuntamento presso Studio Medico Colombo il ").k(date("it")).t(" ore ").k(hhmm()).t(" (prenotazione n. ").k(fmt.Sprint(rn(100000, 999999))).t("). Per disdire chiamare il ").p("phone", phIT()).t(" almeno 24h prima.")
	}},
	{"wa_reminder_gr", func(b *B) {
		b.t("Υπενθύμιση: το ραντεβού σας στο Οδοντιατρείο Παπαδάκη είναι στις ").k(date("gr")).t(" και ώρα ").k(hhmm()).t(". Για αλλαγές καλέστε στο ").p("phone", phGR()).t(". Ευχαριστούμε!")
	}},
	{"wa_reminder_ph", func(b *B) {
		b.t("Hi po! Reminder from St. Luke's Dental Clinic: your check-up is on ").k(date("ph")).t(" at ").k(ampm()).t(". Pls reply YES to confirm. For resched, text or call po ").p("phone", phPH()).t(". Salamat po!")
	}},
	{"wa_reminder_id", func(b *B) {
		b.t("Halo Kak, ini pengingat dari Klinik Pratama Sehat. Jadwal kontrol Anda: ").k(date("id")).t(" pukul ").k(hhmm()).t(" WIB, No. antrian ").k(fmt.Sprintf("A-%03d", rn(1, 150))).t(". Info & batal hubungi WA ").p("phone", phID()).t(". Terima kasih 🙏")
	}},
	{"wa_reminder_my", func(b *B) {
		b.t("Peringatan temujanji: Klinik Kesihatan Mutiara, ").k(date("my")).t(" jam ").k(ampm()).t(". Sila bawa kad pengenalan. Untuk tukar tarikh, hubungi ").p("phone", phMY()).t(" / WhatsApp sahaja.")
	}},
	{"wa_reminder_th", func(b *B) {
		b.t("คลินิกทันตกรรมยิ้มสวย แจ้งเตือนนัดหมาย วันที่ ").k(date("th")).t(" เวลา ").k(hhmm()).t(" น. หากต้องการเลื่อนนัด โทร").p("phone", phTH()).t(" ค่ะ")
	}},
	{"wa_reminder_vn", func(b *B) {
		b.t("Phòng khám Nha khoa Ánh Dương nhắc lịch hẹn của bạn: ").k(hhmm()).t(" ngày ").k(date("vn")).t(". Mã lịch hẹn ").k(fmt.Sprintf("LH%07d", rn(1, 9999999))).t(". Mọi thắc mắc vui lòng gọi ").p("phone", phVN()).t(" hoặc nhắn Zalo.")
	}},
	{"intake_mx", func(b *B) {
		l := locs["mx"]
		n, e := person(l)
		b.t("FICHA DE REGISTRO\nNombre: %s\nCURP: ", n).k(curp()).t("\nRFC: ").k(rfc()).t("\nFecha de nacimiento: ").k(fmt.Sprintf("%02d/%02d/%d", rn(1, 28), rn(1, 12), rn(1950, 2005))).t("\nCelular: ").p("phone", phMX()).t("\nCorreo: ").p("email", e).t("\nC.P.: ").k(fmt.Sprintf("%05d", rn(1000, 99999))).t("\nAlergias: penicilina")
	}},
	{"intake_br", func(b *B) {
		l := locs["br"]
		n, e := person(l)
		b.t("Cadastro paciente — %s | CPF ", n).k(cpf()).t(" | Cartão SUS ").k(cns()).t(" | Cel: ").p("phone", phBR()).t(" | E-mail: ").p("email", e).t(" | Convênio: Unimed, carteirinha ").k("0" + digits(16)).t(" | CEP ").k(fmt.Sprintf("%05d-%03d", rn(1000, 99999), rn(0, 999)))
	}},
	{"intake_cl", func(b *B) {
		l := locs["cl"]
		n, e := person(l)
		b.t("Paciente: %s\nRUT: ", n).k(rut()).t("\nPrevisión: FONASA tramo B\nFono: ").p("phone", phCL()).t("\nEmail: ").p("email", e).t("\nFicha clínica N° ").k(fmt.Sprint(rn(100000, 999999)))
	}},
	{"intake_ph", func(b *B) {
		l := locs["ph"]
		n, e := person(l)
		b.t("PATIENT INFORMATION SHEET\nName: %s\nPhilHealth No.: ", n).k(philhealth()).t("\nSSS No.: ").k(sss()).t("\nCel #: ").p("phone", phPH()).t("\nEmail add: ").p("email", e).t("\nEmergency contact (mother): ").p("phone", phPH()).t("\nHMO: Maxicare, card no. ").k(fmt.Sprintf("%s-%s", digits(6), digits(8))).t("\nZip code: ").k(fmt.Sprint(rn(1000, 9811)))
	}},
	{"intake_my", func(b *B) {
		l := locs["my"]
		n, e := person(l)
		b.t("Borang Pendaftaran Pesakit\nNama: %s\nNo. K/P: ", n).k(mykad()).t("\nNo. Tel (HP): ").p("phone", phMY()).t("\nE-mel: ").p("email", e).t("\nPoskod: ").k(fmt.Sprintf("%05d", rn(10000, 98859))).t("\nPanel: AIA, no. polisi ").k("P" + digits(9))
	}},
	{"intake_th", func(b *B) {
		l := locs["th"]
		n, e := person(l)
		b.t("แบบฟอร์มลงทะเบียนผู้ป่วย\nชื่อ-นามสกุล: %s\nเลขบัตรประชาชน: ", n).k(thaiID()).t("\nเบอร์โทรศัพท์: ").p("phone", phTH()).t("\nอีเมล: ").p("email", e).t("\nHN: ").k(fmt.Sprintf("%02d-%06d", rn(60, 68), rn(1, 999999))).t("\nรหัสไปรษณีย์ ").k(fmt.Sprintf("%05d", rn(10100, 96220)))
	}},
	{"intake_vn", func(b *B) {
		l := locs["vn"]
		n, e := person(l)
		b.t("PHIẾU ĐĂNG KÝ KHÁM BỆNH\nHọ tên: %s\nSố CCCD: ", n).k(cccd()).t("\nMã thẻ BHYT: ").k("DN4"+digits(12)).t("\nSĐT: ").p("phone", phVN()).t("\nEmail: ").p("email", e).t("\nNgày sinh: ").k(fmt.Sprintf("%02d/%02d/%d", rn(1, 28), rn(1, 12), rn(1950, 2010)))
	}},
	{"intake_gr", func(b *B) {
		l := locs["gr"]
		n, e := person(l)
		b.t("Στοιχεία ασθενούς: %s, ΑΜΚΑ ", n).k(amka()).t(", ΑΦΜ ").k(afm()).t(", κιν. ").p("phone", phGR()).t(", email ").p("email", e).t(", Τ.Κ. ").k(fmt.Sprintf("%03d %02d", rn(100, 851), rn(0, 99)))
	}},
	{"intake_it", func(b *B) {
		l := locs["it"]
		n, e := person(l)
		b.t("Anagrafica: %s — C.F. ", n).k(codFiscale()).t(" — Tessera sanitaria n. ").k("80380"+digits(15)).t(" — Cell. ").p("phone", phIT()).t(" — e-mail ").p("email", e).t(" — CAP ").k(fmt.Sprintf("%05d", rn(10, 98168)))
	}},
	{"intake_pt", func(b *B) {
		l := locs["pt"]
		n, e := person(l)
		b.t("Ficha de inscrição: %s; NIF ", n).k(nifPT()).t("; N.º utente SNS ").k(digitsNZ(9)).t("; Telemóvel ").p("phone", phPT()).t("; Email ").p("email", e).t("; Código postal ").k(fmt.Sprintf("%04d-%03d", rn(1000, 9970), rn(0, 999)))
	}},
	{"registration_csv", func(b *B) {
		l := randLoc()
		hdr := pick([]string{"id,nombre,telefono,email,cp,ultima_visita", "patient_id,name,mobile,email,postcode,last_visit", "id;nome;celular;email;cep;ultima_consulta"})
		sep := ","
		if strings.Contains(hdr, ";") {
			sep = ";"
		}
		b.t("%s\n", hdr)
		for i := 0; i < rn(2, 4); i++ {
			n, e := person(l)
			b.k(fmt.Sprint(rn(100000, 999999))).t(sep+"%s"+sep, n).p("phone", l.phone()).t(sep).p("email", e).t(sep).k(fmt.Sprintf("%05d", rn(1000, 99999))).t(sep).k(date("iso")).t("\n")
		}
	}},
	{"booking_json", func(b *B) {
		l := randLoc()
		n, e := person(l)
		b.t(`{"appointment_id":"`).k(apptID()).t(`","status":"confirmed","patient":{"name":%s,"phone":"`, jsonStr(n)).p("phone", l.phone()).t(`","email":"`).p("email", e).t(`"},"slot":"`).k(fmt.Sprintf("%s %s:00", date("iso"), hhmm())).t(`","practitioner_id":`).k(fmt.Sprint(rn(100, 9999))).t(`,"channel":"whatsapp"}`)
	}},
	{"booking_json_e164", func(b *B) {
		l := randLoc()
		var ph string
		for {
			ph = l.phone()
			if strings.HasPrefix(ph, "+") && !strings.Contains(ph, " ") && !strings.Contains(ph, "-") {
				break
			}
		}
		b.t(`{"event":"booking.created","data":{"id":`).k(fmt.Sprint(rn(1000000, 9999999))).t(`,"customer":{"phone_e164":"`).p("phone", ph).t(`","locale":"%s"},"service":"Limpieza dental","price":{"amount":`, l.code).k(fmt.Sprintf("%d.00", rn(300, 2500))).t(`,"currency":"USD"}}}`)
	}},
	{"sms_gateway_log", func(b *B) {
		for i := 0; i < rn(2, 3); i++ {
			l := randLoc()
			ph := l.phone()
			for strings.ContainsAny(ph, " ()-") {
				ph = l.phone()
			}
			b.k(fmt.Sprintf("%s %02d:%02d:%02d", date("iso"), rn(0, 23), rn(0, 59), rn(0, 59))).t(" INFO sms.send to=").p("phone", ph).t(" msg_id=").k("SM"+randFrom(hexd, 32)).t(" status=%s segments=%d\n", pick([]string{"DELIVERED", "SENT", "QUEUED", "FAILED"}), rn(1, 3))
		}
	}},
	{"lab_result_notif", func(b *B) {
		l := randLoc()
		b.t("Laboratorio Clínico Biomédica: sus resultados de la orden ").k(fmt.Sprintf("LAB-%02d-%06d", rn(24, 26), rn(1, 999999))).t(" ya están disponibles. Código de acceso: ").k(fmt.Sprint(rn(100000, 999999))).t(". Consultas al ").p("phone", l.phone()).t(" o a ").p("email", "resultados@labbiomedica.com."+pick([]string{"mx", "co", "pe", "ar"})).t(".")
	}},
	{"lab_result_br", func(b *B) {
		_, e := person(locs["br"])
		b.t("Seu exame (protocolo ").k(fmt.Sprintf("%d.%03d.%03d", rn(1, 9), rn(0, 999), rn(0, 999))).t(") está pronto! Acesse com a senha do protocolo. Enviamos também para ").p("email", e).t(". Central de atendimento: ").p("phone", phBR()).t(".")
	}},
	{"pharmacy_delivery_br", func(b *B) {
		l := locs["br"]
		n, e := person(l)
		b.t("[Farmácia Popular Delivery]\nCliente: %s\nTel: ", n).p("phone", phBR()).t("\nPedido ").k("#" + fmt.Sprint(rn(100000, 999999))).t(" — Losartana 50mg 30cp, Metformina 850mg\nPagamento: Pix chave ")
		switch r.Intn(3) {
		case 0:
			b.p("email", e)
		case 1:
			b.k(cpf())
		default:
			ph := "+55" + pick(ddd) + "9" + pick([]string{"7", "8", "9"}) + digits(7)
			b.p("phone", ph)
		}
		b.t("\nEntregador: ").p("phone", phBR()).t("\nTotal: ").k(fmt.Sprintf("R$ %d,%02d", rn(20, 400), rn(0, 99)))
	}},
	{"pharmacy_delivery_id", func(b *B) {
		l := locs["id"]
		n, _ := person(l)
		b.t(`{"order_id":"`).k(fmt.Sprintf("INV/%d/APT/%07d", pick([]int{2025, 2026}), rn(1, 9999999))).t(`","nama":%s,"no_hp":"`, jsonStr(n)).p("phone", phID()).t(`","alamat":"Jl. Kemang Raya No. `).t("%d, Jakarta Selatan ", rn(1, 200)).k(fmt.Sprintf("12%03d", rn(110, 790))).t(`","obat":[{"nama":"Amoxicillin 500 mg","qty":`).t("%d", rn(1, 3)).t(`}],"kurir_hp":"`).p("phone", phID()).t(`"}`)
	}},
	{"pharmacy_chat_ph", func(b *B) {
		b.t("Rider: Ma'am andito na po ako sa gate, pa-confirm po ng address. Order ").k(fmt.Sprintf("MG-%08d", rn(1, 99999999))).t(".\nCustomer: ok po, pakitawagan po ako sa ").p("phone", phPH()).t(" pag nasa lobby na. COD po ").k(fmt.Sprintf("₱%d.00", rn(150, 3000))).t(" total.")
	}},
	{"pharmacy_chat_th", func(b *B) {
		b.t("ร้านยาเภสัชกรรม: ยืนยันคำสั่งซื้อ ").k(fmt.Sprintf("TH%09d", rn(1, 999999999))).t(" ยอด ").k(fmt.Sprintf("฿%d", rn(100, 4000))).t(" ไรเดอร์จะโทรหาที่เบอร์ ").p("phone", phTH()).t(" ภายใน 30 นาที")
	}},
	{"card_payment_es", func(b *B) {
		brand, c := card()
		b.t("Hola, para pagar el anticipo de la endodoncia les paso los datos de mi tarjeta %s: ", brand).p("credit_card", c).t(" vence ").k(fmt.Sprintf("%02d/%02d", rn(1, 12), rn(26, 31))).t(". El monto es ").k(fmt.Sprintf("$%d,%03d.00 MXN", rn(1, 9), rn(0, 999))).t(" a 6 meses sin intereses.")
	}},
	{"card_instalment_br", func(b *B) {
		c := cardOf(pick([]string{"Elo", "Hipercard", "Mastercard", "Visa"}))
		b.t("Oi, pode passar no cartão ").p("credit_card", c).t(" em ").k(fmt.Sprintf("%dx de R$ %d,%02d", rn(2, 12), rn(50, 900), rn(0, 99))).t(" sem juros? Validade ").k(fmt.Sprintf("%02d/%d", rn(1, 12), rn(2026, 2032))).t(", o CVV te mando por ligação.")
	}},
	{"card_csv_export", func(b *B) {
		b.t("fecha,paciente,monto,tarjeta,autorizacion,estado\n")
		l := randLoc()
		for i := 0; i < rn(2, 3); i++ {
			n, _ := person(l)
			_, c := card()
			c = strings.NewReplacer(" ", "", "-", "").Replace(c)
			b.k(date("iso")).t(",%s,", strings.ReplaceAll(n, ",", "")).k(fmt.Sprintf("%d.%02d", rn(100, 9000), rn(0, 99))).t(",").p("credit_card", c).t(",").k(fmt.Sprintf("%06d", rn(0, 999999))).t(",%s\n", pick([]string{"aprobado", "aprobado", "rechazado"}))
		}
	}},
	{"card_gateway_json", func(b *B) {
		_, c := card()
		c = strings.NewReplacer(" ", "", "-", "").Replace(c)
		b.t(`{"transaction_amount":`).k(fmt.Sprintf("%d.%02d", rn(100, 9000), rn(0, 99))).t(`,"installments":`).t("%d", rn(1, 12)).t(`,"payment_method_id":"%s","card":{"number":"`, pick([]string{"visa", "master", "amex", "elo"})).p("credit_card", c).t(`","expiration_month":`).t("%d", rn(1, 12)).t(`,"expiration_year":`).t("%d", rn(2026, 2031)).t(`},"external_reference":"`).k(apptID()).t(`"}`)
	}},
	{"card_receptionist_note", func(b *B) {
		_, c := card()
		b.t("Nota recepción ").k(hhmm()).t(": paciente llamó para dejar garantía de la cirugía, tarjeta ").p("credit_card", c).t(" a nombre de su esposo, expira ").k(fmt.Sprintf("%02d/%02d", rn(1, 12), rn(26, 31))).t(". Cobrar solo si no se presenta. Cel. ").p("phone", randLoc().phone())
	}},
	{"card_it_prepay", func(b *B) {
		_, c := card()
		b.t("Buongiorno, confermo la prenotazione della visita veterinaria per Birba. Per la caparra usate pure la mia carta ").p("credit_card", c).t(", scad. ").k(fmt.Sprintf("%02d/%02d", rn(1, 12), rn(26, 31))).t(". Microchip ").k(microchip()).t(". Grazie, ").p("phone", phIT())
	}},
	{"wallet_gcash_ph", func(b *B) {
		b.t("Payment instructions: Send ").k(fmt.Sprintf("₱%d,%03d.00", rn(1, 9), rn(0, 999))).t(" downpayment via GCash to ").p("phone", phPH()).t(" (Dra. R. Santos). Screenshot the receipt with Ref No. ").k(digits(13)).t(" and send here. Thank you!")
	}},
	{"wallet_id", func(b *B) {
		b.t("Pembayaran bisa via OVO/GoPay/DANA ke nomor ").p("phone", phID()).t(" a.n. Klinik Sehat Sentosa, total ").k(fmt.Sprintf("Rp %d.%03d.000", rn(1, 9), rn(0, 999))).t(" atau cicilan 0% 6 bulan dengan kartu kredit.")
	}},
	{"wallet_pe_co", func(b *B) {
		if chance(0.5) {
			b.t("Puede yapear al ").p("phone", phPE()).t(" a nombre de Botica San Martín, monto ").k(fmt.Sprintf("S/ %d.%02d", rn(10, 500), rn(0, 99))).t(". Envíe la constancia con el N° de operación ").k(digits(8)).t(".")
		} else {
			b.t("Consigne por Nequi al ").p("phone", phCO()).t(" el valor de la consulta ").k(fmt.Sprintf("$%d.000", rn(50, 300))).t(" COP y envíe el pantallazo. Ref. ").k(fmt.Sprintf("M%d", rn(1000000, 9999999))).t(".")
		}
	}},
	{"wallet_mbway_pt", func(b *B) {
		b.t("Pode pagar por MB WAY para o ").p("phone", phPT()).t(" ou por Multibanco: Entidade ").k(fmt.Sprint(rn(10000, 99999))).t(" Referência ").k(fmt.Sprintf("%03d %03d %03d", rn(100, 999), rn(0, 999), rn(0, 999))).t(" Valor ").k(fmt.Sprintf("%d,%02d €", rn(20, 300), rn(0, 99))).t(".")
	}},
	{"wallet_momo_vn", func(b *B) {
		b.t("Quý khách vui lòng chuyển khoản qua MoMo số ").p("phone", phVN()).t(" (Nha khoa Ánh Dương), số tiền ").k(fmt.Sprintf("%d.%03d.000 ₫", rn(1, 20), rn(0, 999))).t(", nội dung: ").k(fmt.Sprintf("LH%07d", rn(1, 9999999))).t(".")
	}},
	{"us_medtourism_intake", func(b *B) {
		n, e := person(locs["us"])
		b.t("Medical travel intake — Patient: %s | DOB ", n).k(date("us")).t(" | SSN ").p("ssn", ssn()).t(" | US cell ").p("phone", phUS()).t(" | Email ").p("email", e).t(" | Procedure: dental implants x4 (Cancún) | Passport ").k(fmt.Sprintf("%s%08d", pick([]string{"", "A", "5"}), rn(10000000, 99999999))).t(" | Local contact in MX: ").p("phone", phMX())
	}},
	{"us_medtourism_letter", func(b *B) {
		n, e := person(locs["us"])
		a, g, s := ssnParts()
		sep := pick([]string{" ", "-", " "})
		b.t("Dear coordinator, I'm %s and I'm flying to %s for my knee surgery. My Social Security number is ", n, pick([]string{"Bangkok", "Manila", "Kuala Lumpur", "Guadalajara", "Medellín", "São Paulo"})).p("ssn", a+sep+g+sep+s).t(" for the insurance reimbursement form. You can call me at ").p("phone", phUS()).t(" or email ").p("email", e).t(". My flight lands ").k(date("us")).t(".")
	}},
	{"us_insurance_claim", func(b *B) {
		n, _ := person(locs["us"])
		b.t("CLAIM FORM (international provider)\nInsured: %s\nMember ID: ", n).k(fmt.Sprintf("%s%09d", pick([]string{"XGH", "W", "MBR", "U"}), rn(1, 999999999))).t("\nGroup No.: ").k(fmt.Sprintf("%06d", rn(1, 999999))).t("\nSSN: ")
		if chance(0.5) {
			a, g, s := ssnParts()
			b.p("ssn", a+g+s)
		} else {
			b.p("ssn", ssn())
		}
		b.t("\nPhone (home): ").p("phone", phUS()).t("\nProvider tax ID (NIT): ").k(fmt.Sprintf("900.%03d.%03d-%d", rn(0, 999), rn(0, 999), rn(0, 9))).t("\nInvoice total: ").k(fmt.Sprintf("USD %d,%03d.00", rn(1, 30), rn(0, 999)))
	}},
	{"us_itin_wire", func(b *B) {
		b.t("Para la factura con deducción en EE.UU. necesito su ITIN o SSN. Paciente respondió: mi ITIN es ").p("ssn", itin()).t(" y el de mi esposa ").p("ssn", itin()).t(". Dirección 1420 Westheimer Rd, Houston TX ").k(fmt.Sprintf("770%02d", rn(1, 99))).t(".")
	}},
	{"receptionist_note_es", func(b *B) {
		l := locs[pick([]string{"mx", "co", "ar", "cl", "pe"})]
		n, _ := person(l)
		n2, _ := person(l)
		b.t("Llamó %s, quiere pasar su cita del ", n).k(date(l.code)).t(" para la tarde. Devolver llamada al ").p("phone", l.phone()).t(". Si no contesta, su hija %s: ", strings.Fields(n2)[0]).p("phone", l.phone()).t(". Exp. ").k(fmt.Sprintf("HC-%06d", rn(1, 999999)))
	}},
	{"receptionist_note_pt", func(b *B) {
		l := locs[pick([]string{"br", "pt"})]
		n, e := person(l)
		b.t("Recado: %s ligou às ", n).k(hhmm()).t(", pede orçamento de clareamento. Retornar no ").p("phone", l.phone()).t(" ou mandar por e-mail ").p("email", e).t(". Prontuário ").k(fmt.Sprint(rn(10000, 99999))).t(".")
	}},
	{"receptionist_note_it", func(b *B) {
		n, _ := person(locs["it"])
		b.t("Promemoria: richiamare la sig.ra %s al ", n).p("phone", phIT()).t(" per gli esami del sangue (impegnativa n. ").k(fmt.Sprintf("%s%s", digits(5), randFrom("ABCDEFGHJKLMNPRSTUVWXYZ", 1)+digits(9))).t("). Ticket ").k(fmt.Sprintf("€ %d,%02d", rn(10, 60), rn(0, 99))).t(".")
	}},
	{"call_log", func(b *B) {
		l := randLoc()
		b.t("REGISTRO DE LLAMADAS — %s\n", date("iso"))
		for i := 0; i < rn(2, 4); i++ {
			b.k(hhmm()).t(" %s ", pick([]string{"entrante", "saliente", "perdida"})).p("phone", l.phone()).t(" dur ").k(fmt.Sprintf("%d:%02d", rn(0, 12), rn(0, 59))).t(" ext %d\n", rn(100, 120))
		}
	}},
	{"call_log_en_ph", func(b *B) {
		b.t("Call log (front desk, Makati branch)\n")
		for i := 0; i < rn(2, 3); i++ {
			b.k(ampm()).t(" — missed call from ").p("phone", phPH()).t(", patient asking about ").t(pick([]string{"HMO approval", "lab results", "resched", "vaccine schedule"})).t("\n")
		}
	}},
	{"env_secrets", func(b *B) {
		b.t("# .env clínica (produção) — NÃO COMMITAR\nAPP_ENV=production\n")
		switch r.Intn(3) {
		case 0:
			b.t("WHATSAPP_ACCESS_TOKEN=").p("bearer", "EAA"+pick([]string{"G", "J", "B"})+secretish(rn(150, 200))).t("\n")
		case 1:
			b.t("MP_ACCESS_TOKEN=").p("bearer", fmt.Sprintf("APP_USR-%s-%s-%s-%s", digits(16), fmt.Sprintf("%02d%02d%02d", rn(1, 12), rn(1, 28), rn(10, 26)), randFrom(hexd, 32), digits(9))).t("\n")
		default:
			b.t("XENDIT_SECRET_KEY=").p("bearer", "xnd_production_"+secretish(50)).t("\n")
		}
		b.t("STRIPE_SECRET_KEY=").p("bearer", "sk_live_"+secretish(pick([]int{24, 99}))).t("\nSTRIPE_PUBLISHABLE_KEY=").k("pk_live_"+secretish(24)).t("\nTWILIO_ACCOUNT_SID=").k("AC"+randFrom(hexd, 32)).t("\nTWILIO_AUTH_TOKEN=").p("bearer", randFrom(hexd, 32)).t("\nCLINIC_TIMEZONE=America/Sao_Paulo\n")
	}},
	{"env_midtrans_smtp", func(b *B) {
		b.t("MIDTRANS_SERVER_KEY=").p("bearer", "Mid-server-"+secretish(24)).t("\nMIDTRANS_CLIENT_KEY=").k("Mid-client-"+secretish(16)).t("\nSMTP_HOST=smtp.gmail.com\nSMTP_USER=").p("email", "notif.klinik"+fmt.Sprint(rn(1, 99))+"@gmail.com").t("\nSMTP_PASS=").p("bearer", secretish(12)+pick([]string{"!", "#", "$"})).t("\nSMTP_PORT=").k("587")
	}},
	{"http_bearer_log", func(b *B) {
		tok := secretish(rn(32, 48))
		b.t("POST /v2/appointments HTTP/1.1\nHost: api.agendaclinica.").t(pick([]string{"mx", "com.br", "co", "pe"})).t("\nAuthorization: Bearer ").p("bearer", tok).t("\nContent-Type: application/json\n\n{\"patient_phone\":\"").p("phone", randLoc().phone()).t("\",\"date\":\"").k(date("iso")).t("\"}")
	}},
	{"http_jwt_log", func(b *B) {
		b.t("2025-").k(fmt.Sprintf("%02d-%02dT%02d:%02d:%02dZ", rn(1, 12), rn(1, 28), rn(0, 23), rn(0, 59), rn(0, 59))).t(" WARN portal-resultados: token rejected (expired) Authorization=Bearer ").p("jwt", jwt()).t(" ip=").k(fmt.Sprintf("10.%d.%d.%d", rn(0, 255), rn(0, 255), rn(1, 254))).t(" req_id=").k(randFrom(hexd, 12))
	}},
	{"curl_booking", func(b *B) {
		l := randLoc()
		n, e := person(l)
		b.t("curl -X POST https://api.citasonline.io/v1/bookings \\\n  -H 'Authorization: Bearer ").p("bearer", secretish(40)).t("' \\\n  -H 'Content-Type: application/json' \\\n  -d '{\"name\":%s,\"phone\":\"", jsonStr(n)).p("phone", l.phone()).t("\",\"email\":\"").p("email", e).t("\",\"service_id\":").k(fmt.Sprint(rn(100, 999))).t("}'")
	}},
	{"jwt_in_url", func(b *B) {
		b.t("Estimado paciente, descargue su informe aquí: https://resultados.labvida.").t(pick([]string{"mx", "pe", "com.ar", "cl"})).t("/informe?id=").k(fmt.Sprintf("%d%06d", rn(24, 26), rn(1, 999999))).t("&token=").p("jwt", jwt()).t(" (válido 24 h).")
	}},
	{"jwt_json_response", func(b *B) {
		b.t(`{"access_token":"`).p("jwt", jwt()).t(`","token_type":"Bearer","expires_in":3600,"refresh_token":"`).p("bearer", secretish(rn(40, 64))).t(`","patient_id":"`).k(fmt.Sprintf("P%08d", rn(1, 99999999))).t(`"}`)
	}},
	{"password_share", func(b *B) {
		l := randLoc()
		_, e := person(l)
		pw := pick([]string{"Clinica", "Sonrisa", "Recepcion", "Vida", "Salud", "Dental"}) + fmt.Sprint(rn(10, 9999)) + pick([]string{"!", "#", "*", "$"})
		switch l.code {
		case "br", "pt":
			b.t("Acesso ao portal do convênio: login ").p("email", e).t(" senha ").p("bearer", pw).t(" (não compartilhar).")
		case "vn":
			b.t("Tài khoản phần mềm quản lý phòng khám: ").p("email", e).t(" / Mật khẩu: ").p("bearer", pw)
		case "th":
			b.t("บัญชีระบบนัดหมาย: ").p("email", e).t(" รหัสผ่าน: ").p("bearer", pw)
		default:
			b.t("Para entrar al sistema de citas: usuario ").p("email", e).t(", contraseña: ").p("bearer", pw).t(". Cámbiala el primer día.")
		}
	}},
	{"password_yaml", func(b *B) {
		b.t("clinic_sync:\n  db_host: db.clinica.local\n  db_user: agenda\n  db_password: ").p("bearer", secretish(rn(14, 20))).t("\n  api_key: ").p("bearer", secretish(32)).t("\n  branch_id: ").k(fmt.Sprint(rn(10, 999))).t("\n")
	}},
	{"github_deploy_note", func(b *B) {
		b.t("deploy do app de agendamento falhou; usei o token ").p("bearer", "ghp_"+secretish(36)).t(" no CI, revogar depois. Versão ").k(fmt.Sprintf("v%d.%d.%d", rn(1, 3), rn(0, 20), rn(0, 9))).t(" build ").k(fmt.Sprint(rn(1000, 9999)))
	}},
	{"sendgrid_slack", func(b *B) {
		b.t("Config notificaciones: SENDGRID_API_KEY=").p("bearer", "SG."+randFrom(alnum+"-_", 22)+"."+randFrom(alnum+"-_", 43)).t("\nSLACK_BOT_TOKEN=").p("bearer", fmt.Sprintf("xoxb-%s-%s-%s", digitsNZ(12), digitsNZ(13), secretish(24))).t("\nALERT_CHANNEL=#recepcion")
	}},
	{"wa_chat_export", func(b *B) {
		l := locs[pick([]string{"br", "mx", "co", "ar", "it", "pt", "ph"})]
		d := date(l.code)
		for i := 0; i < rn(2, 3); i++ {
			ph := l.phone()
			for !strings.HasPrefix(ph, "+") {
				ph = l.phone()
			}
			b.t("%s %s - ", d, hhmm()).p("phone", ph).t(": %s\n", pick([]string{"Bom dia, queria remarcar", "Hola, confirmo la cita", "Buongiorno, posso spostare?", "Hi po, available pa si Doc?", "Ok obrigado", "Gracias!", "Llego 10 min tarde"}))
		}
	}},
	{"vcard", func(b *B) {
		l := randLoc()
		n, e := person(l)
		b.t("BEGIN:VCARD\nVERSION:3.0\nFN:%s\nORG:Paciente - Clínica\nTEL;TYPE=CELL:", n).p("phone", l.phone()).t("\nEMAIL;TYPE=INTERNET:").p("email", e).t("\nNOTE:Expediente ").k(fmt.Sprint(rn(100000, 999999))).t("\nEND:VCARD")
	}},
	{"vet_reminder", func(b *B) {
		l := randLoc()
		b.t("🐾 Vet Clinic reminder: %s is due for rabies booster on ", pick([]string{"Max", "Luna", "Toby", "Mochi", "Kira", "Bruno"})).k(date(l.code)).t(". Microchip ").k(microchip()).t(". Owner contact: ").p("phone", l.phone()).t(". Vaccine lot ").k(fmt.Sprintf("%s%d", randFrom("ABCDEFGHJKLMNPRSTUVWXYZ", 1), rn(100000, 999999)))
	}},
	{"signature_gr", func(b *B) {
		_, e := person(locs["gr"])
		b.t("Με εκτίμηση,\nΔρ. Ελένη Νικολάου, Παιδίατρος\nΤηλ. ιατρείου: ").p("phone", "+30 210 "+digitsNZ(7)).t(" | Κιν.: ").p("phone", phGR()).t("\n").p("email", e).t("\nΛεωφ. Κηφισίας ").t("%d, ", rn(1, 300)).k(fmt.Sprintf("115 %02d", rn(21, 28))).t(" Αθήνα")
	}},
	{"signature_es", func(b *B) {
		l := locs[pick([]string{"mx", "co", "ar", "cl", "pe"})]
		_, e := person(l)
		b.t("--\nDr. %s\nOdontología Integral | Ced. Prof. ", pick(l.sur)).k(fmt.Sprint(rn(1000000, 12999999))).t("\nTel. ").p("phone", l.phone()).t(" · WhatsApp ").p("phone", l.phone()).t("\n").p("email", e)
	}},
	{"dense_log", func(b *B) {
		l := randLoc()
		n, e := person(l)
		_, c := card()
		b.t("[").k(date("iso")).t(" %s] webhook payment.failed patient=%s email=", hhmm(), jsonStr(n)).p("email", e).t(" phone=").p("phone", l.phone()).t(" card=").p("credit_card", c).t(" reason=insufficient_funds invoice=").k(fmt.Sprintf("F%03d-%08d", rn(1, 20), rn(1, 99999999)))
	}},
	{"spelled_email", func(b *B) {
		l := randLoc()
		_, e := person(l)
		at := strings.Index(e, "@")
		loc, dom := e[:at], e[at+1:]
		var sp string
		switch r.Intn(3) {
		case 0:
			sp = loc + "(at)" + dom
		case 1:
			sp = loc + " [at] " + strings.ReplaceAll(dom, ".", " [dot] ")
		default:
			sp = loc + "[@]" + dom
		}
		b.t("Por favor envíen la receta a mi correo ").p("email", sp).t(" (lo escribo así por los bots). Mi número de receta es ").k(fmt.Sprintf("RX-%07d", rn(1, 9999999))).t(".")
	}},
	{"hl7_pid", func(b *B) {
		l := randLoc()
		ph := l.phone()
		b.t("MSH|^~\\&|LIS|LABCENTRAL|HIS|CLINICA|").k(fmt.Sprintf("2025%02d%02d%02d%02d", rn(1, 12), rn(1, 28), rn(0, 23), rn(0, 59))).t("||ORU^R01|").k(fmt.Sprint(rn(10000000, 99999999))).t("|P|2.5\rPID|1||").k(fmt.Sprintf("%08d", rn(1, 99999999))).t("^^^CLINICA^MR||%s^%s||%d%02d%02d|%s|||Calle %d^^%s^^", strings.ToUpper(pick(l.sur)), strings.ToUpper(strings.Fields(pick(l.given))[0]), rn(1940, 2010), rn(1, 12), rn(1, 28), pick([]string{"F", "M"}), rn(1, 99), pick(l.city)).k(fmt.Sprintf("%05d", rn(1000, 99999))).t("||").p("phone", ph).t("|||")
	}},
	{"twilio_webhook_form", func(b *B) {
		l := randLoc()
		ph := l.phone()
		for !strings.HasPrefix(ph, "+") || strings.ContainsAny(ph, " ()-") {
			ph = l.phone()
		}
		digs := ph[1:]
		b.t("POST /webhooks/whatsapp body: SmsMessageSid=").k("SM" + randFrom(hexd, 32)).t("&NumMedia=0&ProfileName=Paciente&Body=Confirmo+mi+cita&From=whatsapp%3A%2B").t(digs).t("&To=whatsapp%3A%2B14155238886&WaId=").t(digs).t("&AccountSid=").k("AC" + randFrom(hexd, 32))
		b.lp("phone", digs)
	}},
	{"otp_sms", func(b *B) {
		l := randLoc()
		ph := l.phone()
		b.t("SMS para ").p("phone", ph).t(": Seu código de confirmação do agendamento é ").k(fmt.Sprint(rn(100000, 999999))).t(". Não compartilhe. Consulta em ").k(date("br")).t(".")
	}},
	{"thai_label_plain", func(b *B) {
		n := "0" + pick([]string{"6", "8", "9"}) + digits(8)
		b.t("คุณ%s นัดทำฟัน ", pick(locs["th"].given)).k(date("th")).t(" เบอร์โทร ").p("phone", n).t(" HN ").k(fmt.Sprintf("%07d", rn(1, 9999999)))
	}},
	{"ar_obra_social", func(b *B) {
		n, e := person(locs["ar"])
		b.t("Paciente %s, CUIT ", n).k(cuit()).t(", OSDE plan 310 credencial ").k(fmt.Sprintf("6%d %d %02d", rn(1000000, 9999999), rn(0, 9), rn(0, 99))).t(". Cel ").p("phone", phAR()).t(", mail ").p("email", e).t(". Autorización ").k(fmt.Sprintf("%d/%d", rn(100000, 999999), pick([]int{2025, 2026}))).t(".")
	}},
	{"pe_dni_yape", func(b *B) {
		n, _ := person(locs["pe"])
		b.t("Cliente: %s, DNI ", n).k(digitsNZ(8)).t(", cel. ").p("phone", phPE()).t(". Receta médica N° ").k(fmt.Sprintf("%06d", rn(1, 999999))).t(", entrega en Miraflores, Lima ").k("15074").t(".")
	}},
	{"co_cedula", func(b *B) {
		n, e := person(locs["co"])
		ced := fmt.Sprintf("1.%03d.%03d.%03d", rn(0, 99), rn(0, 999), rn(0, 999))
		b.t("Autorización EPS Sura N° ").k(fmt.Sprint(rn(100000000, 999999999))).t(" para %s, CC ", n).k(ced).t(", celular ").p("phone", phCO()).t(", correo ").p("email", e).t(". Copago ").k(fmt.Sprintf("$%d.%03d", rn(4, 99), rn(0, 999))).t(".")
	}},
	{"my_clinic_csv", func(b *B) {
		b.t("no_kp,nama,no_tel,tarikh_temujanji\n")
		for i := 0; i < rn(2, 3); i++ {
			n, _ := person(locs["my"])
			b.k(mykad()).t(",%s,", n).p("phone", phMY()).t(",").k(date("iso")).t("\n")
		}
	}},
	{"vn_zalo", func(b *B) {
		n, _ := person(locs["vn"])
		b.t("Chào chị, em là lễ tân phòng khám. Kết quả xét nghiệm của bệnh nhân %s (mã BN ", n).k(fmt.Sprintf("BN%08d", rn(1, 99999999))).t(") đã có. Chị liên hệ bác sĩ qua Zalo ").p("phone", phVN()).t(" hoặc ĐT ").p("phone", phVN()).t(" nhé.")
	}},
	{"gr_prescription_sms", func(b *B) {
		b.t("Η συνταγή σας με barcode ").k("2"+digits(12)).t(" είναι έτοιμη στο φαρμακείο. Για κατ' οίκον παράδοση καλέστε ").p("phone", phGR()).t(" έως ").k("21:00").t(".")
	}},
	{"it_fse_notice", func(b *B) {
		_, e := person(locs["it"])
		b.t("Referto disponibile su FSE. Codice ritiro ").k(fmt.Sprintf("%s-%s", randFrom("ABCDEFGHJKLMNPQRSTUVWXYZ", 4), digits(6))).t(". Notifica inviata a ").p("email", e).t(" e al numero ").p("phone", phIT()).t(".")
	}},
	{"mixed_ssn_card_us", func(b *B) {
		n, e := person(locs["us"])
		_, c := card()
		b.t("Hi! This is %s, booking the All-on-4 package in %s. Deposit on my card ", n, pick([]string{"Tijuana", "Cancún", "Bangkok", "Manila"})).p("credit_card", c).t(", and the clinic's US billing office asked for my SSN: ").p("ssn", ssn()).t(". Reach me on WhatsApp ").p("phone", phUS()).t(" or ").p("email", e).t(".")
	}},
	{"id_bpjs_form", func(b *B) {
		n, e := person(locs["id"])
		b.t("Data pasien: %s | NIK ", n).k(nik()).t(" | No. BPJS ").k("000"+digits(10)).t(" | HP/WA ").p("phone", phID()).t(" | Email ").p("email", e).t(" | Kode pos ").k(fmt.Sprintf("%05d", rn(10110, 99999)))
	}},
	{"tagalog_sms", func(b *B) {
		b.t("Gud pm po doc, si Aling Nena po ito, bagong number ko po ").p("phone", phPH()).t(". Yung dati ko pong number hindi na gamit. Follow-up check up ko po sa ").k(date("ph")).t(". Salamat po")
	}},
	{"basic_auth_header", func(b *B) {
		cred := b64std(pick([]string{"recepcion", "clinica01", "farmacia", "labuser"}) + ":" + secretish(12))
		b.t("GET /api/agenda?fecha=").k(date("iso")).t(" HTTP/1.1\nAuthorization: Basic ").p("bearer", cred).t("\nX-Clinic-Id: ").k(fmt.Sprint(rn(100, 9999)))
	}},
	{"openai_chatbot_key", func(b *B) {
		b.t("El chatbot de citas usa OPENAI_API_KEY=").p("bearer", "sk-proj-"+secretish(48)+"T3BlbkFJ"+secretish(48)).t(" (clave del consultorio), modelo gpt-4o-mini, límite ").k("500").t(" mensajes/día.")
	}},
}
