package main

import (
	"fmt"
	"strings"
)

func moreTemplates3() []T {
	return []T{
		{"text_me_spaced_nanp", func(b *B) string {
			return fmt.Sprintf("hi! placing a pickup order for %s (order %s). text me at %s when it's ready, I'll be in the lot in a red civic",
				b.hhmm(), b.K("#"+b.digits(5)), b.P("phone", b.usPhone(9)))
		}},
		{"delivery_instructions_call", func(b *B) string {
			loc := b.pick("au", "uk", "ie", "nl")
			return fmt.Sprintf("Delivery instructions: ring bell %d, if no answer call %s. Leave with concierge otherwise. Order %s",
				b.rng(1, 40), b.P("phone", b.intlPhone(loc, false)), b.K(b.from(upalnum, 7)))
		}},
		{"uk_landline_booking", func(b *B) string {
			n := b.uniq(func() string {
				return b.pick("0161", "0113", "0121", "0131", "0117") + " " + b.rngI(2, 9).String() + b.digits(2) + " " + b.digits(4)
			})
			return fmt.Sprintf("Booking: table for %d on %s at %s under %s, landline %s, deposit £%s paid (ref %s).",
				b.rng(2, 12), b.dateEU(), b.hhmm(), b.person("uk").last, b.P("phone", n), b.money(10, 100), b.K("BK"+b.digits(6)))
		}},
		{"guest_phone_csv_column", func(b *B) string {
			rows := []string{"Reservation,Date,Covers,Guest Phone,Table"}
			for i := 0; i < 3; i++ {
				rows = append(rows, fmt.Sprintf("%s,%s,%d,%s,%d", b.K("R"+b.digits(7)), b.date(), b.rng(1, 10), b.P("phone", b.usPhone(7)), b.rng(1, 50)))
			}
			return strings.Join(rows, "\n")
		}},
		{"ssn_word_doc_endash", func(b *B) string {
			d := b.ssnDigits()
			return fmt.Sprintf("Employee change form (pasted from Word)\nName: %s\nSSN: %s\nNew rate: $%s effective %s\nApproved: Area manager",
				b.person("us").full(), b.P("ssn", d[:3]+"–"+d[3:5]+"–"+d[5:]), b.money(14, 30), b.dateUS())
		}},
		{"token_prose_integration", func(b *B) string {
			return fmt.Sprintf("Hey, for the %s integration on store %s, our API token is %s. It has read/write on orders. Can you set it up today?",
				b.pick("Otter", "Deliverect", "Cuboh", "Checkmate"), b.K(b.digits(4)), b.P("bearer", b.S(alnum, 40)))
		}},
		{"ubereats_token_response", func(b *B) string {
			return fmt.Sprintf(`{"access_token":"%s","token_type":"Bearer","expires_in":2592000,"scope":"eats.store eats.order eats.store.orders.read"}`,
				b.P("bearer", b.pick("IA.", "KA.")+b.S(b64url, 180)))
		}},
		{"amex_reprint_unmasked", func(b *B) string {
			p := b.pan("amex")
			return fmt.Sprintf("MERCHANT COPY (printer misconfig — PAN not masked!)\nAMEX %s\nEXP %s\nAMOUNT $%s\nAPPROVAL %s\nREF %s",
				b.P("credit_card", groupCard(p, " ")), b.K(b.expiry()), b.K(b.money(10, 500)), b.K(b.auth()), b.K(b.digits(8)))
		}},
	}
}
