package main

import (
	"fmt"
	"strings"
)

func spacedBytes(s string) string {
	var parts []string
	for i := 0; i < len(s); i += 2 {
		parts = append(parts, s[i:i+2])
	}
	return strings.Join(parts, " ")
}

func tlvLen(p string) string { return fmt.Sprintf("%02X", (len(p)+1)/2) }

func cardTemplates() []T {
	return []T{
		{"verifone_vx_debug_pan", func(b *B) string {
			p := b.pan("visa")
			return fmt.Sprintf("%s %s.%03d [VX520] EMV: ctls read ok PAN=%s EXP=%s SVC=201 AID=%s TID=%s STAN=%s amt=%s",
				b.date(), b.hhmmss(), b.n(1000), b.P("credit_card", p), b.digits(4)[:0]+fmt.Sprintf("%02d%02d", b.rng(26, 30), b.rng(1, 12)),
				b.K("A0000000031010"), b.K(b.tid()), b.K(b.stan()), b.money(3, 90))
		}},
		{"ingenico_telium_track2", func(b *B) string {
			p := b.pan("mastercard")
			sn := fmt.Sprintf("%dPP8%07d", b.rng(18, 24)*1000+b.rng(100, 365), b.n(10000000))
			return fmt.Sprintf("[TRACE] Move5000 SN:%s app=AXIS_C3 v%s\ntrack2 raw: ;%s=%02d%02d201%013d?\nresp: 05 DO NOT HONOUR rrn=%s",
				b.K(sn), b.K(b.version()), b.P("credit_card", p), b.rng(26, 30), b.rng(1, 12), b.n(1000000000), b.K(b.rrn()))
		}},
		{"pax_logcat_pan", func(b *B) string {
			p := b.pan("")
			return fmt.Sprintf("%02d-%02d %s.%03d  %d  %d D PaxEmvL2 : onReadCardOk pan=%s panSeqNo=01 entryMode=07 kernel=%s serial=%s",
				b.rng(1, 12), b.rng(1, 28), b.hhmmss(), b.n(1000), b.rng(1000, 9999), b.rng(1000, 9999), b.P("credit_card", p), b.pick("PayWave", "PayPass", "ExpressPay"), b.K("0821"+b.digits(6)))
		}},
		{"iso8583_de2_pan", func(b *B) string {
			p := b.pan("")
			amt := fmt.Sprintf("%012d", b.rng(100, 50000))
			return fmt.Sprintf("MTI 0200\n  DE002 [%02d] %s\n  DE003 000000\n  DE004 %s\n  DE007 %02d%02d%s\n  DE011 %s\n  DE022 071\n  DE037 %s\n  DE041 %s\n  DE042 %s\n  DE049 840",
				len(p), b.P("credit_card", p), b.K(amt), b.rng(1, 12), b.rng(1, 28), strings.ReplaceAll(b.hhmmss(), ":", ""), b.K(b.stan()), b.K(b.rrn()), b.K(fmt.Sprintf("%-8s", b.tid())), b.K(b.mid()))
		}},
		{"iso8583_de35_track2", func(b *B) string {
			p := b.pan("visa")
			return fmt.Sprintf("field[35] = \"%s=%02d%02d1011%010d\"  field[38] = \"%s\"  field[39] = \"00\"  field[41] = \"%s\"  (acquirer %s)",
				b.P("credit_card", p), b.rng(26, 30), b.rng(1, 12), b.n(1000000000), b.K(b.auth()), b.K(b.tid()), b.pick("Fiserv Omaha", "TSYS", "Worldpay", "Elavon"))
		}},
		{"emv_tlv_5a_spaced", func(b *B) string {
			p := b.pan(b.pick("visa", "mastercard", "discover"))
			v := spacedBytes(p)
			return fmt.Sprintf("Tag 9F02: 00 00 00 00 %02d %02d\nTag 5A: %s\nTag 5F24: %02d %02d 31\nTag 5F34: 01\nTag 9F26: %s\nTag 95: 00 00 00 80 00\nTag 4F: %s",
				b.rng(10, 99), b.rng(10, 99), b.P("credit_card", v), b.rng(26, 30), b.rng(1, 12), b.K(spacedBytes(strings.ToUpper(b.from(hexlc, 16)))), b.K("A0 00 00 00 04 10 10"))
		}},
		{"emv_tlv_hex_blob", func(b *B) string {
			p := b.pan("visa")
			crypt := strings.ToUpper(b.from(hexlc, 16))
			return fmt.Sprintf("ICC data (55): 9F2608%s9F2701805A08%s5F24032712315F340101820220009F3602%s950500000080009A03%s9C0100\nhost resp 00 approved",
				b.K(crypt), b.P("credit_card", p), strings.ToUpper(b.from(hexlc, 4)), b.K(fmt.Sprintf("25%02d%02d", b.rng(1, 12), b.rng(1, 28))))
		}},
		{"emv_tag57_track2eq", func(b *B) string {
			p := b.pan("mastercard")
			return fmt.Sprintf("EMV dump (tid %s)\n  84  %s\n  57  %sD%02d%02d2010000%08dF\n  9F10 %s\n  9F37 %s",
				b.K(b.tid()), b.K("A0000000041010"), b.P("credit_card", p), b.rng(26, 30), b.rng(1, 12), b.n(100000000), b.K(strings.ToUpper(b.from(hexlc, 36))), b.K(strings.ToUpper(b.from(hexlc, 8))))
		}},
		{"saf_queue_offline", func(b *B) string {
			p := b.pan("amex")
			return fmt.Sprintf("SAF queue dump store=%s lane=%d\n#%03d  %s  pan=%s  amt=%s  status=PENDING_UPLOAD  inv=%s",
				b.K("ST"+b.digits(4)), b.rng(1, 12), b.rng(1, 60), b.K(b.ts()), b.P("credit_card", b.fmtCard(p)), b.money(5, 300), b.K("INV-"+b.digits(7)))
		}},
		{"keyed_sale_manager_note", func(b *B) string {
			p := b.pan(b.pick("discover", "visa", "mastercard"))
			return fmt.Sprintf("Manager note %s: reader down on register %d, keyed sale for table %d, card %s exp %s, approved auth %s. Reprint receipt #%s for guest.",
				b.dateUS(), b.rng(1, 6), b.rng(1, 40), b.P("credit_card", groupCard(p, " ")), b.expiry(), b.K(b.auth()), b.K(b.digits(5)))
		}},
		{"pine_labs_rupay_log", func(b *B) string {
			p := b.pan("rupay")
			return fmt.Sprintf("PLUTUS %s | MID %s | TID %s | CARD %s | RuPay DEBIT | AMT Rs.%s | APPR CODE %s | INVOICE %s | BATCH %s",
				b.dateEU(), b.K(b.mid()), b.K(b.nzdigits(8)), b.P("credit_card", b.fmtCard(p)), b.money(100, 4000), b.K(b.auth()), b.K(fmt.Sprintf("%06d", b.rng(1, 999))+"X"), b.K(b.batch()))
		}},
		{"cielo_elo_log_pt", func(b *B) string {
			p := b.pan("elo")
			return fmt.Sprintf("[LIO] transação negada: cartão %s bandeira ELO crédito à vista, valor R$ %s, NSU %s, cód. autorização %s. Cliente pediu para tentar de novo no débito.",
				b.P("credit_card", groupCard(p, " ")), b.moneyEU(10, 900), b.K(b.digits(9)), b.K(b.auth()))
		}},
		{"unionpay_tourist_19", func(b *B) string {
			p := b.uniq(func() string {
				body := "62" + b.pick("2126", "1483", "5094", "3058") + b.digits(12)
				return body + string(luhnCheck(body))
			})
			return fmt.Sprintf("Hi team, guest from table %d paid with UnionPay %s, terminal asked for PIN and then timed out (err 0x%s). Charged or not? Check %s",
				b.rng(1, 30), b.P("credit_card", groupCard(p, " ")), b.K(strings.ToUpper(b.from(hexlc, 4))), b.K("ORD-"+b.digits(6)))
		}},
		{"jcb_hotel_bar_tab", func(b *B) string {
			p := b.pan("jcb")
			return fmt.Sprintf("Bar tab pre-auth | room %d | JCB %s | hold ¥%d | ref %s | opened %s",
				b.rng(201, 1420), b.P("credit_card", p), b.rng(5, 50)*1000, b.K("TAB"+b.digits(6)), b.K(b.hhmm()))
		}},
		{"diners_club_receipt_reprint", func(b *B) string {
			p := b.pan("diners")
			return fmt.Sprintf("REPRINT (internal copy, do not hand to guest)\nDINERS CLUB %s\nAMOUNT %s\nTIP ______\nAUTH %s  SEQ %s\nSERVER %s",
				b.P("credit_card", groupCard(p, " ")), b.money(40, 600), b.K(b.auth()), b.K(b.digits(6)), b.pick("Marco", "Li", "Dana", "Sam"))
		}},
		{"maestro_uk_support", func(b *B) string {
			p := b.pan("maestro")
			return fmt.Sprintf("Evening, my Maestro %s got declined twice at your Leeds site on %s (receipt %s) but my bank app shows both as pending. Can you release them?",
				b.P("credit_card", b.fmtCard(p)), b.dateEU(), b.K(b.digits(4)+"-"+b.digits(6)))
		}},
		{"declines_csv_export", func(b *B) string {
			var rows []string
			rows = append(rows, "txn_id,store,card_number,brand,amount,resp_code,rrn")
			for i := 0; i < 3; i++ {
				p := b.pan("")
				rows = append(rows, fmt.Sprintf("%s,%s,%s,%s,%s,%s,%s", b.K("tx_"+b.from(alnum, 10)), b.pick("NYC01", "SF02", "CHI03"), b.P("credit_card", p), brandOf(p), b.money(2, 200), b.pick("05", "51", "54", "61"), b.K(b.rrn())))
			}
			return strings.Join(rows, "\n")
		}},
		{"sql_insert_payments_pan", func(b *B) string {
			p := b.pan("")
			return fmt.Sprintf("INSERT INTO payments (order_id, card_number, exp, amount_cents, auth_code) VALUES (%s, '%s', '%s', %d, '%s');",
				b.K(b.nzdigits(7)), b.P("credit_card", p), b.expiry(), b.rng(300, 90000), b.K(b.auth()))
		}},
		{"chargeback_customer_email_card", func(b *B) string {
			pp := b.person("us")
			p := b.pan("")
			return fmt.Sprintf("Subject: charged twice??\n\nHi, I ate at your %s location on %s and my card %s was charged %s twice (check #%s). Please refund one of them or I'll dispute it. Reach me at %s.\n%s",
				b.pick("Midtown", "Pearl St", "Wicker Park", "Mission"), b.dateUS(), b.P("credit_card", b.fmtCard(p)), "$"+b.K(b.money(20, 200)), b.K(b.digits(6)), b.P("email", b.email(pp)), pp.full())
		}},
		{"refund_chat_transcript_card", func(b *B) string {
			p := b.pan("")
			return fmt.Sprintf("[%s] Customer: the refund still hasn't shown up\n[%s] Agent: sorry! can you confirm the card used?\n[%s] Customer: it's %s, expires %s\n[%s] Agent: thanks, refund %s was issued on %s, ARN %s",
				b.hhmm(), b.hhmm(), b.hhmm(), b.P("credit_card", b.fmtCard(p)), b.expiry(), b.hhmm(), b.K("re_"+b.from(alnum, 14)), b.dateUS(), b.K(b.arn()))
		}},
		{"phone_order_card_note", func(b *B) string {
			p := b.pan("")
			return fmt.Sprintf("PHONE ORDER #%s pickup %s - pay by card over phone: %s exp %s name on card %s. Large pie x2 SKU %s",
				b.K(b.digits(5)), b.hhmm(), b.P("credit_card", b.fmtCard(p)), b.expiry(), b.person("us").full(), b.K(b.sku()))
		}},
		{"mir_card_terminal_es", func(b *B) string {
			p := b.pan(b.pick("mir", "unionpay"))
			return fmt.Sprintf("TPV %s: tarjeta %s rechazada (código 57 transacción no permitida), importe %s €, ticket %s. El cliente es turista, probó dos veces.",
				b.K(b.tid()), b.P("credit_card", b.fmtCard(p)), b.moneyEU(8, 150), b.K(b.digits(4)+"/"+b.digits(5)))
		}},
		{"agent_question_pan_in_log", func(b *B) string {
			p := b.pan("")
			return fmt.Sprintf("can you tell me why this Clover txn failed? here's the log:\nE/CloverPay(%d): auth error: issuer unavailable cardNumber=%s txnId=%s merchantId=%s\nI already rebooted the device (firmware %s)",
				b.rng(1000, 9999), b.P("credit_card", p), b.K(strings.ToUpper(b.from(upalnum, 13))), b.K(strings.ToUpper(b.from(upalnum, 13))), b.K(b.version()))
		}},
		{"dpan_apple_pay_log", func(b *B) string {
			p := b.pan(b.pick("visa", "mastercard"))
			return fmt.Sprintf("walletTxn type=APPLE_PAY dpan=%s fpanSuffix=%s cryptogram=%s eci=07 amount=%s",
				b.P("credit_card", p), b.K("*"+b.digits(4)), b.K(b.from(b64std, 28)), b.money(2, 80))
		}},
	}
}
