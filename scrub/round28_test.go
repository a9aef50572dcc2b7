package scrub

import "testing"

// Twenty-eighth round.

// TestQualifiedContactLabel: a label qualified between its word and its
// colon, by a relation in parentheses or a place after "in", still asks
// for contact. A label that asks for nothing stays a label of nothing.
func TestQualifiedContactLabel(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Emergency contact (mother): 09087123286\nHMO: Maxicare", "Emergency contact (mother): [REDACTED]\nHMO: Maxicare"},
		{"Contacto (madre): 612345678", "Contacto (madre): [REDACTED]"},
		{"Kontakt (Mutter): 015112345678", "Kontakt (Mutter): [REDACTED]"},
		{"Passport 90903101 | Local contact in MX: 3319166423", "Passport 90903101 | Local contact in MX: [REDACTED]"},
		{"Order (new): 09087123286", "Order (new): 09087123286"},
		{"Order in MX: 3319166423", "Order in MX: 3319166423"},
		{"Emergency contact (mother) 09087123286", "Emergency contact (mother) 09087123286"},
	})
}

// TestWalletPaidToNumber: a wallet is paid to a mobile's number, so the
// number right after its name (across "para o", "ke nomor", a colon) is
// one, grouped or not; Indonesia's thirteen-digit mobiles in a wallet's
// text. Amounts and references after a wallet's name stay.
func TestWalletPaidToNumber(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Pode pagar por MB WAY para o 923 645 071 ou por Multibanco: Entidade 21626 Referência 410 708 570 Valor 90,65 €.",
			"Pode pagar por MB WAY para o [REDACTED] ou por Multibanco: Entidade 21626 Referência 410 708 570 Valor 90,65 €."},
		{"MB WAY 923645071", "MB WAY [REDACTED]"},
		{"via GoPay ke nomor 0819 7206 83245", "via GoPay ke nomor [REDACTED]"},
		{"Pembayaran bisa via OVO/GoPay/DANA ke nomor 0853269676643 a.n. Klinik", "Pembayaran bisa via OVO/GoPay/DANA ke nomor [REDACTED] a.n. Klinik"},
		{"MB WAY: 12 345 678 901", "MB WAY: 12 345 678 901"},
		{"paid via M-Pesa 1,250,000 KES", "paid via M-Pesa 1,250,000 KES"},
		{"GoPay ref 0853269676643", "GoPay ref 0853269676643"},
	})
}

// TestPhoneFieldsOfRound28: an Italian mobile with its slash under a phone
// column; Indonesian's handphone as a field's last part ("kurir_hp"); a
// "to=" on a log line that names SMS; "alternative" after the word for a
// phone; an ad's "talk to" before a name and the number.
func TestPhoneFieldsOfRound28(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"id,name,mobile,email\n833655,Lorenzo Ricci,339/7704326,x", "id,name,mobile,email\n833655,Lorenzo Ricci,[REDACTED],x"},
		{"id,name,period,email\n833655,Lorenzo Ricci,339/7704326,x", "id,name,period,email\n833655,Lorenzo Ricci,339/7704326,x"},
		{`{"nama":"Budi","kurir_hp":"088378099579"}`, `{"nama":"Budi","kurir_hp":"[REDACTED]"}`},
		{`{"player_hp": 1200000}`, `{"player_hp": 1200000}`},
		{"2025-04-03 15:35:30 INFO sms.send to=27963837196 msg_id=SM99c status=SENT", "2025-04-03 15:35:30 INFO sms.send to=[REDACTED] msg_id=SM99c status=SENT"},
		{"2025-04-03 15:35:30 INFO mail.send to=27963837196", "2025-04-03 15:35:30 INFO mail.send to=27963837196"},
		{"informou telefone alternativo 94699355. Pedido GF-236543", "informou telefone alternativo [REDACTED]. Pedido GF-236543"},
		{"teléfono alternativo 612345678", "teléfono alternativo [REDACTED]"},
		{"Pedido alternativo 612345678", "Pedido alternativo 612345678"},
		{"IPVA pago. R$ 72.919,87. Falar com Camila: 96942-1332", "IPVA pago. R$ 72.919,87. Falar com Camila: [REDACTED]"},
		{"WG-Zimmer frei. Meldet euch bei Hui Min: 9245-7176", "WG-Zimmer frei. Meldet euch bei Hui Min: [REDACTED]"},
		{"Falar com o gerente sobre o pedido 12345678", "Falar com o gerente sobre o pedido 12345678"},
	})
}

// TestSenhaInEveryText: Portuguese "senha" is read in every text, as
// "password" and "contraseña" are, found by its "nh" in the pass
// findPasswordWords makes over the text's bytes. A word with "nh" that is
// no "senha" ("minha", "tenho", "nenhum") and a "senha" with no password's
// value stay.
func TestSenhaInEveryText(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"vendo conta Minecraft, login lil_fox senha juQZS6qn97 so passo depois do pix", "vendo conta Minecraft, login lil_fox senha [REDACTED] so passo depois do pix"},
		{"Usuário: lil_fox Senha: juQZS6qn97", "Usuário: lil_fox Senha: [REDACTED]"},
		{"SENHA=juQZS6qn97", "SENHA=[REDACTED]"},
		{"meu ID do TeamViewer é 445 170 061 senha cEg569VP", "meu ID do TeamViewer é 445 170 061 senha [REDACTED]"},
		{"Conta desbloqueada. Senha temporária: Sierra-Saffron-09", "Conta desbloqueada. Senha temporária: [REDACTED]"},
		// The 'n' and 'h' either side of the sixteen bytes read at once.
		{"0123456789abcdesenha: juQZS6qn97", "0123456789abcdesenha: juQZS6qn97"},
		{"0123456789ab senha: juQZS6qn97", "0123456789ab senha: [REDACTED]"},   // 'n' at 15, 'h' at 16
		{"0123456789abc senha: juQZS6qn97", "0123456789abc senha: [REDACTED]"}, // 'n' at 16
		{"0123456789a senha: juQZS6qn97", "0123456789a senha: [REDACTED]"},     // 'h' at 15
		{"a minha senha é fraca, tenho de trocar", "a minha senha é fraca, tenho de trocar"},
		{"nenhum pedido 4471-2209", "nenhum pedido 4471-2209"},
		{"esqueci a senha do banco", "esqueci a senha do banco"},
	})
}
