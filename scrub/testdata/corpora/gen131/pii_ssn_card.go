package main

import "fmt"

var piiSSN = []T{
	{"ssn_spaced_w4", func(g *G) string {
		return g.pick("my ssn ", "ssn ", "my ssn is ", "ssn -> ") + g.P("ssn", g.ssn(1)) + " for the " + g.pick("w4", "w-4", "i-9", "lease app", "credit check") + " " + g.pick("start date ", "due ", "submit by ") + g.K(g.date())
	}},
	{"ssn_note_to_self", func(g *G) string {
		return g.cz(g.pick("note to self ssn is ", "note: ssn = ", "reminder my ssn ", "SSN: ")) + g.P("ssn", g.ssn(0)) + " " + g.pick("dont lose it again lol", "card is in the blue folder", "memorize it already", "") + g.emo()
	}},
	{"ssn_social_bare", func(g *G) string {
		return g.pick("social ", "social# ", "soc sec ", "social security ") + g.P("ssn", g.ssn(2)) + " for the " + g.pick("lease app", "car loan", "apartment app", "bank acct") + " app fee " + g.K(fmt.Sprintf("$%d", g.n(25, 75)))
	}},
	{"ssn_spanglish_mama", func(g *G) string {
		return g.pick("el social de mi mama es ", "el seguro social de mi papa ", "mi social es ", "el ssn de mi abuela ") + g.P("ssn", g.ssn(g.r.Intn(3))) + " " + g.pick("pa los taxes", "para el medicaid", "pa la aplicacion del apartment", "para el form del hospital") + " appt " + g.K(g.date())
	}},
	{"ssn_kids_two", func(g *G) string {
		return g.pick("kids ssns ", "kids socials for taxes ", "dependents ") + g.pick("emma ", "liam ", "sofia ") + g.P("ssn", g.ssn(0)) + " " + g.pick("noah ", "mateo ", "ava ") + g.P("ssn", g.ssn(g.r.Intn(2))) + " " + g.pick("daycare ein ", "provider ein ") + g.K(fmt.Sprintf("%02d-%07d", g.n(10, 98), g.n(1000000, 9999999)))
	}},
	{"itin_tax_guy", func(g *G) string {
		return g.pick("my itin is ", "itin ", "ITIN# ", "itin num ") + g.P("ssn", g.itin(g.r.Intn(3))) + " " + g.pick("for the tax guy", "pa los taxes", "tax appt at ", "bring to h&r block") + " " + g.K(g.tm())
	}},
	{"ssn_voice_full", func(g *G) string {
		return g.pick("my social security number is ", "social security number ", "her social security number is ") + g.P("ssn", g.ssn(1)) + " " + g.pick("and the date is ", "appointment ", "case opened ") + g.K(g.date())
	}},
	{"ssn_dots_hash", func(g *G) string {
		return g.pick("ssn# ", "ssn #", "SSN no. ") + g.P("ssn", g.ssn(3)) + " " + g.pick("employee id ", "emp# ", "badge ") + g.nzdigits(6) + " start " + g.K(g.date())
	}},
	{"ssn_fafsa_with_pw", func(g *G) string {
		return g.pick("fafsa stuff ", "studentaid.gov ", "fsa id stuff ") + "ssn=" + g.P("ssn", g.ssn(g.r.Intn(3))) + " pw=" + g.P("bearer", g.password()) + " school code " + g.K(g.pick("00", "E0")+g.digits(4))
	}},
	{"ssn_dad_taxes_runon", func(g *G) string {
		return "ok so for dads taxes his ssn " + g.P("ssn", g.ssn(g.r.Intn(2))) + " and moms " + g.P("ssn", g.ssn(g.r.Intn(2))) + " refund last year was " + g.K(fmt.Sprintf("$%d,%03d", g.n(1, 9), g.n(0, 999))) + " filing status mfj"
	}},
	{"ssn_masked_and_real", func(g *G) string {
		return g.pick("the form shows ", "letter says ", "irs letter has ") + g.K("xxx-xx-"+g.digits(4)) + " but the full one is " + g.P("ssn", g.ssn(0)) + " " + g.pick("notice ", "letter ") + g.K("CP"+fmt.Sprint(g.n(11, 2000)))
	}},
	{"ssn_colon_taglish", func(g *G) string {
		return g.pick("yung ssn ko sa US: ", "ssn ni tita: ", "eto ssn ko ") + g.P("ssn", g.ssn(g.r.Intn(3))) + " " + g.pick("para sa petition", "pang fill up ng form", "wag mo ipakita kahit kanino ha") + g.emo()
	}},
	{"ssn_glued_label", func(g *G) string {
		return g.pick("ssn:", "SSN-", "ssn#", "ssn=") + g.P("ssn", g.ssn(g.pick4()%3)) + " " + g.pick("dl ", "license ") + g.from(upper, 1) + g.digits(7) + " " + g.pick("for the dmv", "for the car loan")
	}},
}

var piiCard = []T{
	{"card_exp_cvv", func(g *G) string {
		return g.pick("card ", "cc ", "card no ", "card# ") + g.P("credit_card", g.card(g.pick("visa", "mc", "disc"), 3)) + " exp " + g.K(fmt.Sprintf("%02d/%02d", g.n(1, 12), g.n(25, 31))) + " cvv " + g.digits(3)
	}},
	{"card_nospace_cc", func(g *G) string {
		return g.pick("cc ", "cc# ", "cc: ", "visa ") + g.P("credit_card", g.card("visa", 2)) + " exp " + fmt.Sprintf("%02d%02d", g.n(1, 12), g.n(25, 31)) + " " + g.pick("for the hotel", "for amazon", "use this one not the other") + " order " + g.K("#"+g.orderShort())
	}},
	{"card_amex", func(g *G) string {
		return g.pick("amex ", "my amex ", "amex card ") + g.P("credit_card", g.card("amex", g.r.Intn(3))) + " exp " + g.K(fmt.Sprintf("%02d/%02d", g.n(1, 12), g.n(25, 31))) + " " + g.pick("cid ", "security code ") + g.digits(4) + " " + g.pick("gets the points", "use for flights only")
	}},
	{"card_spanglish_tarjeta", func(g *G) string {
		return g.pick("usa mi tarjeta ", "la tarjeta es ", "mi debit card ") + g.P("credit_card", g.card(g.pick("visa", "mc"), g.r.Intn(4))) + " " + g.pick("pa la compra del walmart", "para el deposit del apartment", "pa los tickets del concierto") + " total " + g.K(g.price("us"))
	}},
	{"card_hinglish_rupay", func(g *G) string {
		return g.pick("mera card number ", "papa ka card ", "debit card ") + g.P("credit_card", g.card(g.pick("rupay", "visa", "mc"), g.r.Intn(4))) + " hai expiry " + g.K(fmt.Sprintf("%02d/%02d", g.n(1, 12), g.n(25, 31))) + " " + g.pick("flipkart order ke liye", "irctc booking ke liye", "swiggy pe add kar do") + " " + g.K(g.price("in"))
	}},
	{"card_moms_visa_arrow", func(g *G) string {
		return g.pick("moms visa for the flight booking -> ", "dads card => ", "company card -> ") + g.P("credit_card", g.card("visa", g.r.Intn(4))) + " flight " + g.K(g.flight()) + " on " + g.K(g.date())
	}},
	{"card_mc2_series", func(g *G) string {
		return g.pick("new mastercard ", "replacement card came ", "mc ") + g.P("credit_card", g.card("mc2", g.r.Intn(4))) + " " + g.pick("activate by ", "old one expires ") + g.K(g.date()) + g.emo()
	}},
	{"card_discover_runon", func(g *G) string {
		return "ok the discover is " + g.P("credit_card", g.card("disc", g.r.Intn(4))) + " and the limit is " + g.K(fmt.Sprintf("$%d,%03d", g.n(1, 15), g.n(0, 9)*100)) + " due on the " + g.K(fmt.Sprintf("%dth", g.n(4, 28)))
	}},
	{"card_taglish_meralco", func(g *G) string {
		return g.pick("yung card ko ", "card ni mama ", "bpi card ko ") + g.P("credit_card", g.card(g.pick("visa", "mc"), g.r.Intn(4))) + " " + g.pick("pakibayad na lang ng meralco", "pang book ng cebu pac", "gamitin mo sa shopee") + " " + g.K(g.price("ph")) + g.emo()
	}},
	{"card_ng_gtbank", func(g *G) string {
		return g.pick("my gtbank mastercard ", "my zenith card ", "uba card ") + g.P("credit_card", g.card("mc", g.r.Intn(4))) + " " + g.pick("abeg use am pay for the dstv", "pay the nepa bill", "for the jumia order") + " " + g.K(g.price("ng"))
	}},
	{"card_au_book", func(g *G) string {
		return "hey can u book it on my card " + g.P("credit_card", g.card(g.pick("visa", "mc"), g.r.Intn(4))) + " " + g.pick("thx", "cheers", "ta") + " booking ref " + g.K(g.confCode())
	}},
	{"card_jcb_travel", func(g *G) string {
		return g.pick("jcb card for japan trip ", "travel card jcb ") + g.P("credit_card", g.card("jcb", g.r.Intn(4))) + " hotel check in " + g.K(g.date()) + " room " + g.K(fmt.Sprint(g.n(201, 2412)))
	}},
	{"card_voice_spaced", func(g *G) string {
		return g.pick("my card number is ", "card number ", "the card number is ") + g.P("credit_card", g.card(g.pick("visa", "mc", "amex"), 0)) + " " + g.pick("expiration ", "expires ", "exp date ") + g.K(fmt.Sprintf("%d/%d", g.n(1, 12), g.n(25, 31))) + " and the code on the back is " + g.digits(3)
	}},
	{"card_with_giftcard_lookalike", func(g *G) string {
		return g.pick("gift card ", "starbucks card ") + g.K(fmtCard(g.badCard("6"), 0, g.r)) + " " + g.pick("balance ", "has ") + g.K(g.price("us")) + " real card " + g.P("credit_card", g.card(g.pick("visa", "mc"), 0))
	}},
	{"card_two_cards", func(g *G) string {
		return "cards: " + g.pick("chase ", "citi ", "hdfc ") + g.P("credit_card", g.card("visa", g.r.Intn(4))) + " / " + g.pick("amex ", "boa ", "sbi ") + g.P("credit_card", g.card(g.pick("amex", "mc"), g.r.Intn(3))) + " " + g.pick("pay both by ", "due ") + g.K(g.date())
	}},
	{"card_two_lines", func(g *G) string {
		d := g.cardDigits(g.pick("visa", "mc"))
		return "card\n" + g.P("credit_card", d[:4]+" "+d[4:8]+" "+d[8:12]+" "+d[12:]) + "\n" + g.K(fmt.Sprintf("%02d/%02d", g.n(1, 12), g.n(26, 31))) + "\nfor the " + g.pick("grab", "lazada", "airasia", "booking.com") + " acct"
	}},
}
