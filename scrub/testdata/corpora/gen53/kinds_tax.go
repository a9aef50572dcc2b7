package main

import (
	"fmt"
	"strings"
)

func init() {
	reg("payout_hold_ticket", true, true, func(b *B) string {
		L := locOf("en", "en", "es")
		t := randTime()
		var sb strings.Builder
		plat := pick("Twitch", "YouTube Partner Program", "TikTok Creator Rewards", "Patreon", "Kick", "Substack")
		title := pick("Payout on hold", "Tax information mismatch", "1099 issue")
		if L.Code == "es" && !b.clean {
			title = pick("Pago retenido", "Problema con mi información fiscal")
		}
		fmt.Fprintf(&sb, "%s — %s\n", title, plat)
		fmt.Fprintf(&sb, "Ticket %s · opened %s\n\n", b.K(caseID()), b.K(t.Format("Jan 2, 2006")))
		held := b.K("$" + groupInt(rn(200, 40000), ",") + "." + fmt.Sprintf("%02d", rn(0, 99)))
		if b.clean {
			fmt.Fprintf(&sb, "My %s payout is on hold because the tax interview says the TIN doesn't match IRS records. I re-entered it twice (not posting it here). It's an EIN, %s, registered %s. Balance stuck: %s.\n", pick("March", "April", "Q2", "December"), b.K(ein()), pick("2021", "2023", "last year"), held)
			return strings.TrimSpace(sb.String())
		}
		itin := chance(.3)
		v := b.P("ssn", ssn(itin))
		word := map[bool]string{true: "ITIN", false: "SSN"}[itin]
		if L.Code == "es" {
			fmt.Fprintf(&sb, "Mi pago de %s está retenido. El formulario dice que mi %s no coincide. Lo escribí así: %s. Mi nombre legal es %s %s.\n", held, pick(word, "número de seguro social"), v, pick(L.Given...), pick(L.Family...))
		} else {
			fmt.Fprintf(&sb, "My payout of %s has been on hold since %s. The tax form keeps rejecting my %s %s even though it's exactly what's on my card. Legal name %s %s.\n", held, b.K(t.AddDate(0, 0, -rn(5, 40)).Format("2006-01-02")), word, v, pick(L.Given...), pick(L.Family...))
		}
		if chance(.6) {
			fmt.Fprintf(&sb, "Reach me at %s", b.P("email", emailFor(L)))
			if chance(.5) {
				fmt.Fprintf(&sb, " or %s", b.P("phone", phoneUS().Disp))
			}
			sb.WriteString(".")
		}
		return sb.String()
	})

	reg("tax_info_csv", true, true, func(b *B) string {
		L := locs["en"]
		n := rn(2, 8)
		delim := pick(",", "\t", ",")
		var sb strings.Builder
		cols := []string{"talent_id", "legal_name", "tin_type", "tin", "state", "w9_received", "ytd_paid_usd"}
		if b.clean {
			cols = []string{"talent_id", "legal_name", "entity", "ein", "state", "w9_received", "ytd_paid_usd"}
		}
		fmt.Fprintf(&sb, "%s\n", pick("# agency export — talent tax info (CONFIDENTIAL)", "# 1099 prep", "# creators_tax_2024.csv", ""))
		sb.WriteString(strings.Join(cols, delim) + "\n")
		for i := 0; i < n; i++ {
			id := fmt.Sprintf("TAL-%05d", rn(1, 99999))
			if i == 0 {
				b.K(id)
			}
			name := pick(L.Given...) + " " + pick(L.Family...)
			st := pick("CA", "TX", "NY", "FL", "IL", "WA", "GA", "AZ")
			paid := fmt.Sprintf("%d.%02d", rn(600, 90000), rn(0, 99))
			var row []string
			if b.clean {
				row = []string{id, name + " LLC", pick("LLC", "S-Corp", "Sole prop (EIN)"), ein(), st, pick("yes", "no", "2024-02-11"), paid}
			} else {
				itin := chance(.15)
				typ := map[bool]string{true: "ITIN", false: "SSN"}[itin]
				tin := ssn(itin)
				if strings.Contains(tin, " ") && delim == "\t" {
					tin = strings.ReplaceAll(tin, " ", "-")
				}
				if chance(.15) {
					row = []string{id, name, "EIN", ein(), st, pick("yes", "no"), paid}
				} else {
					row = []string{id, name, typ, b.P("ssn", tin), st, pick("yes", "no", "pending"), paid}
				}
			}
			sb.WriteString(strings.Join(row, delim) + "\n")
		}
		return strings.TrimSpace(sb.String())
	})
}
