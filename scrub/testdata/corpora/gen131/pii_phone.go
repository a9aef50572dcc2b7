package main

import "fmt"

type T struct {
	kind string
	fn   func(g *G) string
}

var piiPhone = []T{
	{"us_text_me_spaced", func(g *G) string {
		return g.cz(g.pick("text me at ", "txt me at ", "text me ", "hit me up at ", "call or text ")) + g.P("phone", g.usPhone(0)) + " " + g.cz(g.pick("when you get here", "when ur outside", "once u land", "if ur running late")) + " " + g.K(g.pick("gate ", "door ", "lot ", "section ")+fmt.Sprint(g.n(2, 48))) + g.emo()
	}},
	{"us_call_office_runon", func(g *G) string {
		return g.pick("call dr ", "call ", "remind me to call ") + g.pick("patel", "nguyen", "kim", "okafor", "garcia") + " office " + g.P("phone", g.usPhone(1)) + " " + g.cz("tomorrow at") + " " + g.K(g.tm()) + " to resched the appt from " + g.K(g.date())
	}},
	{"us_voice_new_number", func(g *G) string {
		return g.pick("hey siri ", "ok google ", "", "note ") + g.pick("my new number is ", "new number ", "save my new number ") + g.P("phone", g.usPhone(g.pick4()*1+0)) + g.pick(" old one is disconnected", " the old one doesnt work anymore", "", " save it under mom")
	}},
	{"us_parens_contractor", func(g *G) string {
		return g.pick("plumber guy ", "ac repair ", "the roofer ", "handyman ") + g.P("phone", g.usPhone(2)) + " said hell come by " + g.pick("thurs ", "fri ", "sat ") + g.K(g.tm()) + " quote was " + g.K(g.price("us"))
	}},
	{"us_whatsapp_plus1", func(g *G) string {
		return g.cz(g.pick("whatsapp me ", "wa me at ", "my whatsapp ")) + g.P("phone", g.usPhone(g.pick4()%2+4)) + g.pick(" im in cancun til ", " roaming until ", " back on ") + g.K(g.date()) + g.emo()
	}},
	{"us_babysitter_dots", func(g *G) string {
		return g.pick("babysitter # ", "sitter num ", "dog walker ") + g.P("phone", g.usPhone(6)) + " she charges " + g.K(fmt.Sprintf("$%d/hr", g.n(15, 28))) + " " + g.pick("min 3 hrs", "cash only", "venmo ok")
	}},
	{"us_tel_colon", func(g *G) string {
		return g.pick("tel: ", "ph: ", "ph# ", "phone: ", "cell: ") + g.P("phone", g.usPhone(int(g.pick("3", "0", "1")[0]-'0'))) + " ask for " + g.pick("marcus", "denise", "tony", "rita") + " re: " + g.pick("order ", "invoice ", "claim ") + g.K("#"+g.orderShort())
	}},
	{"us_spanglish_cel", func(g *G) string {
		return g.pick("mi cel es ", "mi numero es ", "mi cel ", "llamame al ") + g.P("phone", g.usPhone(g.pick4()%2)) + " " + g.pick("mandame text cuando llegues", "mandame un text when ur outside", "porfa call me back", "text me nomas no llames estoy en el work") + g.emo()
	}},
	{"us_arrow_landlord", func(g *G) string {
		return g.pick("landlord", "property mgr", "super") + " " + g.pick("-> ", "=> ", "= ", ": ", "- ") + g.P("phone", g.usPhone(g.r.Intn(4))) + " rent due " + g.K(g.pick("1st", "the 5th", "the 1st")) + " " + g.K(fmt.Sprintf("$%d", g.n(900, 3400))) + " apt " + g.K(fmt.Sprintf("%d%s", g.n(1, 24), g.pick("A", "B", "C", "F")))
	}},
	{"us_contact_list_note", func(g *G) string {
		return "contacts\n" + g.pick("mike", "coach dan", "uncle ray") + " " + g.P("phone", g.usPhone(3)) + "\n" + g.pick("jess", "tia", "grandma") + " " + g.P("phone", g.usPhone(0)) + "\n" + g.pick("vet", "school office", "pharmacy") + " " + g.P("phone", g.usPhone(1)) + "\nwifi at school is guest no pw"
	}},
	{"uk_ring_me", func(g *G) string {
		return g.cz(g.pick("ring me on ", "give us a ring on ", "bell me on ", "ring me ")) + g.P("phone", g.ukMobile(0)) + " " + g.K(g.pick("after ", "before ", "anytime after ")+g.pick("6pm", "half 5", "7ish", "5.30")) + g.pick(" x", " cheers", " ta", "")
	}},
	{"uk_plus44_mob", func(g *G) string {
		return g.pick("new mob ", "my mobile's ", "new number innit ", "mobile = ") + g.P("phone", g.ukMobile(int(g.pick("2", "3", "4")[0]-'0'))) + " " + g.pick("old sim's dead", "on three now", "switched to giffgaff", "") + " postcode for the parcel " + g.K(g.pick("M14 5TQ", "SW9 8LP", "LS6 2AB", "B29 7DE", "NE1 4XF", "CF24 3AA"))
	}},
	{"uk_landline_dentist", func(g *G) string {
		return g.pick("dentist ", "gp surgery ", "nan's landline ", "school office ") + g.P("phone", g.ukLandline()) + " appt " + g.pick("tues ", "weds ", "thurs ") + g.K(fmt.Sprintf("%d.%02d", g.n(8, 17), g.n(0, 3)*15)) + " ref " + g.K(g.from(upper, 2)+g.digits(6))
	}},
	{"uk_whatsapp", func(g *G) string {
		return g.pick("my whatsapp is ", "whatsapp ", "add me on whatsapp ") + g.P("phone", g.ukMobile(3)) + g.pick(" x", " xx", " 😘", " babe") + " train gets in " + g.K(g.pick("17:42", "18:05", "09:12", "21:30")) + " platform " + g.K(fmt.Sprint(g.n(1, 14)))
	}},
	{"in_hinglish_number", func(g *G) string {
		return g.pick("bhai ", "yaar ", "didi ", "") + g.pick("mera number ", "mera no. ", "mera naya number ") + g.P("phone", g.inMobile(0)) + " hai " + g.pick("kal call karna", "save kar le", "whatsapp pe msg kar", "shaam ko call kar") + g.emo()
	}},
	{"in_plus91_callback", func(g *G) string {
		return g.cz(g.pick("pls call me back ", "call back on ", "reach me on ", "call me asap ")) + g.P("phone", g.inMobile(int(g.pick("2", "3", "5")[0]-'0'))) + g.pick(" urgent", " its about the flat", "") + " regarding pnr " + g.K(g.irctcPNR())
	}},
	{"in_courier_zero", func(g *G) string {
		return g.pick("courier wale ka num ", "delivery boy ka number ", "dhobi ka num ", "plumber bhaiya ") + g.P("phone", g.inMobile(4)) + " hai pin code " + g.K(fmt.Sprintf("%d", g.n(110001, 600099))) + " flat " + g.K(fmt.Sprintf("%s-%d", g.pick("A", "B", "C", "D"), g.n(101, 1204)))
	}},
	{"in_hinglish_whatsapp_pe", func(g *G) string {
		return g.pick("whatsapp pe msg kar do ", "is number pe gpay kar do ", "paytm kar de ") + g.P("phone", g.inMobile(1)) + " pe " + g.pick("", "bas ") + g.K("₹"+fmt.Sprint(g.n(100, 4999))) + " " + g.pick("thik hai", "jaldi", "aaj hi")
	}},
	{"ng_abeg_call", func(g *G) string {
		return g.pick("abeg ", "pls ", "") + g.pick("call me on ", "flash me on ", "buzz me on ") + g.P("phone", g.ngMobile(0)) + " " + g.pick("when you reach", "when you don land", "make we yarn", "i dey wait") + g.emo()
	}},
	{"ng_plus234_line", func(g *G) string {
		return g.pick("my line is ", "my new line ", "na my mtn line ", "glo line: ") + g.P("phone", g.ngMobile(2)) + " " + g.pick("pls save am", "the airtel one don spoil", "save it biko") + " owing " + g.K(g.price("ng"))
	}},
	{"ng_whatsapp_glued", func(g *G) string {
		return g.cz(g.pick("send me the details on whatsapp ", "send the account details to ", "dm me on whatsapp ")) + g.P("phone", g.ngMobile(int(g.pick("1", "3")[0]-'0'))) + " " + g.pick("thanks", "sharp sharp", "oya") + " order " + g.K(g.digits(9))
	}},
	{"ph_gcash_taglish", func(g *G) string {
		return g.pick("pakisend na lang sa gcash ko ", "gcash ko pala ", "send mo na lang sa gcash ", "pa-gcash na lang sa ") + g.P("phone", g.phMobile(int(g.pick("0", "1", "4")[0]-'0'))) + " " + g.pick("salamat po", "ty", "thank u po", "tnx") + " " + g.K(g.price("ph")) + " lang"
	}},
	{"ph_plus63_text", func(g *G) string {
		return g.pick("text mo ko sa ", "txt mo ako sa ", "eto number ko ") + g.P("phone", g.phMobile(int(g.pick("2", "3")[0]-'0'))) + " " + g.pick("pag nasa labas ka na", "pag nakarating ka na", "wala akong load pang call", "globe yan ha") + g.emo()
	}},
	{"ph_landline_shop", func(g *G) string {
		l := "8" + g.digits(7)
		return g.pick("tel no namin ", "landline nila ", "office tel ") + g.P("phone", "(02) "+l[:4]+" "+l[4:]) + " " + g.pick("open til ", "bukas til ") + g.K(g.tm()) + " tracking " + g.K(g.digits(12))
	}},
	{"au_mate_text", func(g *G) string {
		return g.pick("text me on ", "give us a buzz on ", "my mob ", "ring me on ") + g.P("phone", g.auMobile(0)) + " " + g.pick("mate", "cheers", "no worries", "arvo's fine") + " im at " + g.K(g.pick("gate ", "bay ", "platform ")+fmt.Sprint(g.n(1, 30)))
	}},
	{"au_plus61", func(g *G) string {
		return g.pick("my mob ", "new mob ", "mobile -> ") + g.P("phone", g.auMobile(int(g.pick("2", "3", "1")[0]-'0'))) + " cheers " + g.pick("postcode ", "pc ") + g.K(fmt.Sprint(g.n(2000, 7999)))
	}},
	{"au_landline", func(g *G) string {
		return g.pick("vet clinic ", "physio ", "mum's home phone ", "tradie ") + g.P("phone", g.auLandline()) + " " + g.pick("booked ", "appt ") + g.K(g.date()) + " " + g.K(g.tm())
	}},
	{"phone_voice_runon", func(g *G) string {
		return g.pick("ok so ", "so basically ", "um ") + "the guy from " + g.pick("craigslist", "marketplace", "olx", "carousell", "gumtree") + " selling the " + g.pick("couch", "bike", "ps5", "fridge") + " for " + g.K(g.price("us")) + " his number is " + g.P("phone", g.usPhone(0)) + " and he said call after " + g.K(g.tm()) + " not before"
	}},
	{"phone_emoji_only", func(g *G) string {
		r := g.r.Intn(3)
		var p string
		switch r {
		case 0:
			p = g.phMobile(0)
		case 1:
			p = g.inMobile(0)
		default:
			p = g.usPhone(0)
		}
		return g.pick("📞 ", "☎️ ", "📱") + g.P("phone", p) + " " + g.pick("📍 ", "🏠 ") + g.K(g.pick("unit ", "blk ", "rm ")+fmt.Sprint(g.n(2, 999))) + g.emo()
	}},
	{"phone_two_numbers_or", func(g *G) string {
		return "call me " + g.P("phone", g.inMobile(0)) + " or " + g.pick("my husbands ", "wifes ", "office ") + g.P("phone", g.inMobile(1)) + " if not reachable " + g.pick("dont send otp msg", "booking id ") + " " + g.K(g.pick("BK", "OD", "TRP")+g.digits(8))
	}},
	{"phone_typo_nuber", func(g *G) string {
		return g.pick("my nuber is ", "my numbr ", "mu number ", "nmber ") + g.P("phone", g.usPhone(g.r.Intn(4))) + " " + g.pick("sorry typo earlier", "not the 646 one", "ignore last msg") + " order " + g.K(g.amzOrder())
	}},
	{"phone_grab_driver", func(g *G) string {
		return g.pick("grab driver ", "angkas rider ", "lalamove driver ") + g.P("phone", g.phMobile(g.r.Intn(5))) + " plate " + g.K(g.from("ABCDEFGHNPTUVWXY", 3)+" "+g.digits(4)) + " eta " + g.K(fmt.Sprintf("%d mins", g.n(3, 25)))
	}},
	{"ph_parens_cc", func(g *G) string {
		p := g.phMobile(1)
		return g.pick("contact no. ", "cp# ", "cp no ") + g.P("phone", "(+63) "+p[1:4]+" "+p[4:7]+" "+p[7:]) + " " + g.pick("c/o ate joy", "pls text muna b4 call", "smart yan") + " blk " + g.K(fmt.Sprintf("%d lot %d", g.n(1, 40), g.n(1, 30)))
	}},
	{"phone_voice_repeat_digits_ng", func(g *G) string {
		return g.pick("oya save my number ", "save this number ") + g.P("phone", g.ngMobile(1)) + " " + g.pick("na glo", "na mtn", "na airtel") + " " + g.pick("recharge ", "data ") + g.K(g.price("ng"))
	}},
	{"phone_au_text_split", func(g *G) string {
		d := g.auMobile(1)
		return g.pick("ok my numbers ", "ph ") + g.P("phone", d[:4]+" "+d[4:7]+" "+d[7:]) + " " + g.pick("not the landline", "footy training ", "") + " " + g.K(g.pick("tues ", "thurs ")+g.tm())
	}},
}
