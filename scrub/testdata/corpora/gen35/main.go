package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"strings"
)

type gen struct {
	kind string
	f    func(*B, bool)
	w    int
}

var gens = []gen{
	{"hr_onboarding", genOnboarding, 8},
	{"hr_w2", genW2, 6},
	{"hr_w4_w9_1099", genW4W9, 8},
	{"hr_i9", genI9, 5},
	{"payroll_table", genPayrollTable, 9},
	{"payroll_fixedwidth", genFixedWidth, 4},
	{"benefits", genBenefits, 6},
	{"background_check", genBackground, 6},
	{"hr_ssn_note", genSSNMixed, 6},
	{"support_ticket", genSupportTicket, 12},
	{"chargeback", genChargeback, 8},
	{"pci_scan", genPCIScan, 6},
	{"payment_log", genPaymentLog, 8},
	{"card_table", genCardTable, 5},
	{"intl_message", genIntlMessage, 10},
	{"gift_card", genGiftCard, 4},
	{"travel_booking", genBooking, 9},
	{"hotel", genHotel, 7},
	{"health_claim", genHealthClaim, 9},
	{"api_log", genAPILog, 14},
	{"contact_record", genContact, 9},
	{"lookalike_dense", genLookalikeDense, 6},
	{"chat_transcript", genChat, 9},
	{"tax_forms_misc", genSSNForms2, 7},
	{"device_retail", genDevice, 5},
	{"secrets_config", genSecrets, 5},
	{"email_signature", genSignature, 8},
}

func pickGen() gen {
	t := 0
	for _, g := range gens {
		t += g.w
	}
	x := r.Intn(t)
	for _, g := range gens {
		if x < g.w {
			return g
		}
		x -= g.w
	}
	panic("x")
}

func spans(q, v string) [][2]int {
	var out [][2]int
	for i := 0; ; {
		j := strings.Index(q[i:], v)
		if j < 0 {
			break
		}
		out = append(out, [2]int{i + j, i + j + len(v)})
		i = i + j + 1
	}
	return out
}

var dropped, strayN int

// stray: a card-valid digit chain or a valid dashed SSN outside the labelled PII
func stray(q string, piiSp [][2]int) bool {
	type grp struct{ s, e int }
	var gs []grp
	i := 0
	for i < len(q) {
		if q[i] >= '0' && q[i] <= '9' {
			j := i
			for j < len(q) && q[j] >= '0' && q[j] <= '9' {
				j++
			}
			gs = append(gs, grp{i, j})
			i = j
		} else {
			i++
		}
	}
	inPII := func(s, e int) bool {
		for _, p := range piiSp {
			if s < p[1] && p[0] < e {
				return true
			}
		}
		return false
	}
	for a := 0; a < len(gs); a++ {
		d := ""
		for c := a; c < len(gs); c++ {
			if c > a {
				sep := q[gs[c-1].e:gs[c].s]
				if sep != " " && sep != "-" {
					break
				}
			}
			d += q[gs[c].s:gs[c].e]
			if len(d) > 19 {
				break
			}
			if len(d) >= 12 && isCardNumber(d) && !inPII(gs[a].s, gs[c].e) {
				return true
			}
		}
		if a+2 < len(gs) && gs[a].e-gs[a].s == 3 && gs[a+1].e-gs[a+1].s == 2 && gs[a+2].e-gs[a+2].s == 4 &&
			q[gs[a].e:gs[a+1].s] == "-" && q[gs[a+1].e:gs[a+2].s] == "-" {
			d := q[gs[a].s:gs[a].e] + q[gs[a+1].s:gs[a+1].e] + q[gs[a+2].s:gs[a+2].e]
			if ssnValid(d) && !inPII(gs[a].s, gs[a+2].e) {
				return true
			}
		}
	}
	return false
}

func build(g gen, clean bool) (Rec, bool) {
	b := &B{}
	g.f(b, clean)
	q := b.sb.String()
	rec := Rec{Q: q, Clean: clean, Kind: g.kind, PII: []PII{}, Keep: []string{}}
	seen := map[string]bool{}
	for _, p := range b.pii {
		if seen[p.V] {
			continue
		}
		seen[p.V] = true
		if !strings.Contains(q, p.V) {
			panic("pii not in q")
		}
		switch p.F {
		case "credit_card":
			if !isCardNumber(onlyDigits(p.V)) {
				panic("bad card " + p.V)
			}
		case "ssn":
			if !ssnValid(onlyDigits(p.V)) {
				panic("bad ssn " + p.V)
			}
		}
		rec.PII = append(rec.PII, p)
	}
	if clean && len(rec.PII) > 0 {
		panic("clean with pii")
	}
	var piiSp [][2]int
	for _, p := range rec.PII {
		piiSp = append(piiSp, spans(q, p.V)...)
	}
	ks := map[string]bool{}
	for _, k := range b.keep {
		if ks[k] || len(k) < 6 {
			continue
		}
		ok := true
		for _, s := range spans(q, k) {
			for _, ps := range piiSp {
				if s[0] < ps[1] && ps[0] < s[1] {
					ok = false
				}
			}
		}
		for _, p := range rec.PII {
			if strings.Contains(p.V, k) || strings.Contains(k, p.V) {
				ok = false
			}
		}
		// a keep must not itself hold a card-valid run or a valid dashed SSN shape
		if ok && containsCardLike(strings.ReplaceAll(strings.ReplaceAll(k, " ", "|"), "-", "|")) {
			// digits glued across separators are not a number; check only contiguous runs
		}
		if !ok {
			dropped++
			continue
		}
		ks[k] = true
		rec.Keep = append(rec.Keep, k)
	}
	allowSp := append([][2]int{}, piiSp...)
	for _, a := range b.allow {
		allowSp = append(allowSp, spans(q, a)...)
	}
	if stray(q, allowSp) {
		strayN++
		return rec, false
	}
	if len(rec.PII) > 6 || (!clean && len(rec.PII) == 0) || len(rec.Keep) < 2 {
		return rec, false
	}
	return rec, true
}

func main() {
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	enc := json.NewEncoder(out)
	enc.SetEscapeHTML(false)
	counts := map[string]int{}
	nP, nC := 0, 0
	for nP < 2000 {
		g := pickGen()
		rec, ok := build(g, false)
		if !ok {
			continue
		}
		enc.Encode(rec)
		nP++
		counts[g.kind]++
	}
	for nC < 1000 {
		g := pickGen()
		rec, ok := build(g, true)
		if !ok {
			continue
		}
		enc.Encode(rec)
		nC++
		counts[g.kind+"/clean"]++
	}
	fmt.Fprintln(os.Stderr, "dropped keeps:", dropped, "stray rejects:", strayN, counts)
}
