package main

import (
	"fmt"
	"strings"
)

func phTRmob() string {
	if coin() {
		return "0 (5" + dg(2) + ") " + nz(3) + " " + dg(2) + " " + dg(2)
	}
	return "+90 5" + dg(2) + " " + nz(3) + " " + dg(2) + " " + dg(2)
}

func piiTemplates3() []Tpl {
	t := []Tpl{}
	add := func(k string, f func() *B) { t = append(t, Tpl{k, f}) }

	add("efiling_payment_account", func() *B {
		c := card()
		a := us()
		b := nb().T("E-Filing payment account update — firm account ", pick("HCL-MAIN", "BO-LIT", "KIL-IMM"), "\nAccount name: ", a.Name, "\nCard: ", c.Brand, " ").Cc(c.Fmt()).T("  Exp ").K(exp()).T("\nBilling contact: ").Em(a.At(firm().Dom)).T(" / ").Ph(phUS()).T("\nFirst filing charged: ").K(stateCase()).T(", fee ").K(fmt.Sprintf("$%d.%02d", n(20, 450), n(0, 99)))
		return b
	})
	add("client_chat_card_retainer", func() *B {
		c := card()
		p := per(pick("us", "us", "mx", "gb"))
		raw := c.Raw
		var shown string
		if len(raw) == 16 {
			shown = raw[:4] + " " + raw[4:8] + " " + raw[8:12] + " " + raw[12:]
		} else {
			shown = c.Fmt()
		}
		b := nb().T("Website chat — ", time24(), "\nVisitor (", p.First, "): ", pick("can I just pay the consult fee here?", "i want to pay the retainer now", "how do I pay for the consultation"), "\nAgent: We'll send a secure LawPay link to your email.\nVisitor (", p.First, "): ", pick("its ", "email is ")).Em(p.Mail()).T(pick(" but here is my card anyway ", ". card ")).Cc(shown).T(" ", exp(), "\nAgent: Please don't share card numbers in chat — I've flagged this transcript for deletion.")
		return b
	})
	add("oidc_callback_id_token", func() *B {
		u := us()
		b := nb().T("GET /auth/callback#id_token=").Jw(jwt("https://login.microsoftonline.com/"+guid()+"/v2.0", guid(), guid(), "")).T("&state=").K(strings.ToLower(fromSet(hexS, 16))).T(" 302\n# matter-portal SSO; user ").Em(u.At(firm().Dom)).T(" can't see matter ").K(matterNo())
		return b
	})
	add("conflict_export_tsv_ssn", func() *B {
		b := nb().T("party_name\trole\tdob\tssn\tphone\n")
		for i := 0; i < n(2, 4); i++ {
			c := us()
			a, g, s := ssnParts()
			b.T(c.Last, ", ", c.First, "\t", pick("client", "adverse", "witness", "guarantor"), "\t").K(dateISO()).T("\t").Ss(a + g + s).T("\t").Ph(phUSplain()).T("\n")
		}
		return b
	})
	add("amex_filing_fee_note", func() *B {
		var c Card
		for c = card(); len(c.Raw) != 15; c = card() {
		}
		s := c.Raw[:4] + " " + c.Raw[4:10] + " " + c.Raw[10:]
		b := nb().T("Note to file ").K(matterNo()).T(": partner authorized the ").K(pick("I-140 premium processing", "I-907", "appeal bond", "jury fee")).T(" charge on firm Amex ").Cc(s).T(" (", pick("CID on the card", "CVV in the vault"), "). Receipt to ").Em(us().At(firm().Dom)).T("; USCIS lockbox confirmation ").K(receipt())
		return b
	})
	add("immigration_ssa_callback", func() *B {
		c := per(pickS(immLocs))
		b := nb().T("Paralegal note: SSA issued SSN ").Ss(ssn()).T(" to ", c.Name, " after EAD approval (").K(receipt()).T("). Client's old ITIN ").Ss(itin()).T(" must be merged with the IRS — client will call them herself. Her phone: ").Ph(c.Phone())
		return b
	})
	return t
}
