package main

import (
	"fmt"
	"strings"
)

var piiMulti = []T{
	{"multi_call_or_email", func(g *G) string {
		return "call me " + g.P("phone", g.usPhone(g.r.Intn(4))) + " or email " + g.P("email", g.email("us")) + " " + g.pick("whichever", "im free after ", "after ") + g.K(g.tm())
	}},
	{"multi_tax_prep", func(g *G) string {
		return "tax stuff for " + g.pick("turbotax", "h&r block", "the cpa") + ": ssn " + g.P("ssn", g.ssn(g.r.Intn(3))) + " card for fee " + g.P("credit_card", g.card("visa", g.r.Intn(4))) + " agi last yr " + g.K(fmt.Sprintf("$%d,%03d", g.n(20, 190), g.n(0, 999)))
	}},
	{"fwd_card_from_dad", func(g *G) string {
		return "fwd from dad: " + g.pick("use this for the flight ", "book the bus with this ") + g.P("credit_card", g.card(g.pick("visa", "mc"), g.r.Intn(4))) + " exp " + g.K(fmt.Sprintf("%02d/%02d", g.n(1, 12), g.n(26, 31))) + " cvv " + g.digits(3) + " " + g.pick("dont save it", "delete after") + " pnr " + g.K(g.confCode())
	}},
	{"fwd_otp_with_phone", func(g *G) string {
		otp := g.digits(6)
		return "fwd: " + otp + " is your OTP for " + g.pick("txn of INR ", "login, amount ₹") + g.K(fmt.Sprintf("%d,%03d.00", g.n(1, 49), g.n(0, 999))) + " on card " + g.K("XX"+g.digits(4)) + ". Do not share. - HDFC\n" + g.pick("this came to my other number ", "got this on ") + g.P("phone", g.inMobile(int(g.pick("2", "0", "1")[0]-'0'))) + " but i didnt do any txn??"
	}},
	{"fwd_email_signature", func(g *G) string {
		f, l := g.name("ph")
		return "pls reply to this guy\n--\n" + strings.Title(f) + " " + strings.Title(l) + "\n" + g.pick("HR Officer", "Sales Manager", "Accounting Dept") + " | " + g.pick("Jollibee Foods Corp", "Ayala Land", "SM Supermalls") + "\nm: " + g.P("phone", g.phMobile(int(g.pick("2", "0")[0]-'0'))) + "\ne: " + g.P("email", f+"."+l+"@"+g.pick("gmail.com", "yahoo.com.ph", "outlook.com"))
	}},
	{"fwd_email_signature_in", func(g *G) string {
		f, l := g.name("in")
		return "forwarding sig\n" + strings.Title(f) + " " + strings.Title(l) + " | " + g.pick("Senior Analyst", "Team Lead", "Associate") + " | Bengaluru\nM: " + g.P("phone", g.inMobile(2)) + " | " + g.P("email", f+"."+l+fmt.Sprint(g.n(1, 99))+"@"+g.pick("gmail.com", "outlook.com", "yahoo.co.in")) + "\nemp id " + g.digits(6)
	}},
	{"fwd_gcash_received", func(g *G) string {
		return "fwd: You have received PHP " + g.K(fmt.Sprintf("%d.00", g.n(50, 9999))) + " of GCash from " + g.pick("JU**N D.", "MA**A S.", "KR**E R.") + " " + g.P("phone", g.phMobile(1)) + ". Your new balance is PHP " + g.K(fmt.Sprintf("%d.%02d", g.n(100, 20000), g.n(0, 99))) + ". Ref. No. " + g.K(g.gcashRef()) + "\nthis is from tita pls confirm"
	}},
	{"fwd_whatsapp_changed_number", func(g *G) string {
		return "Forwarded: Hi this is " + g.pick("Tunde", "Chioma", "Emeka", "Aisha") + ", my number changed to " + g.P("phone", g.ngMobile(g.r.Intn(4))) + " pls update. the old one " + g.P("phone", g.ngMobile(1)) + " is no longer in use"
	}},
	{"fwd_bank_sms_ng_with_phone", func(g *G) string {
		return "fwd: Acct:" + g.K(g.digits(3)+"****"+g.digits(3)) + " Amt:NGN" + g.K(fmt.Sprintf("%d,%03d.00", g.n(1, 500), g.n(0, 999))) + " CR Desc:TRF Bal:NGN" + g.K(fmt.Sprintf("%d,%03d.%02d", g.n(1, 900), g.n(0, 999), g.n(0, 99))) + "\nthe person who sent it is " + g.P("phone", g.ngMobile(g.r.Intn(4))) + " call am say i don receive"
	}},
	{"emergency_contacts_in", func(g *G) string {
		return "emergency contacts\npapa " + g.P("phone", g.inMobile(0)) + "\nmummy " + g.P("phone", g.inMobile(1)) + "\nblood group " + g.K(g.pick("B+", "O+", "A-", "AB+")) + " allergies none"
	}},
	{"delivery_instructions", func(g *G) string {
		return g.pick("delivery note: ", "for the driver: ", "") + "leave at " + g.pick("back door", "reception", "guard house", "gate") + " call " + g.P("phone", g.usPhone(g.r.Intn(4))) + " if locked tracking " + g.K(g.upsTrack()) + " zip " + g.K(g.zip())
	}},
	{"job_app_form", func(g *G) string {
		return "job app: name " + strings.Title(g.pick(firstNames...)) + " email " + g.P("email", g.email("us")) + " ph " + g.P("phone", g.usPhone(g.r.Intn(4))) + " ssn " + g.P("ssn", g.ssn(g.r.Intn(3))) + " avail " + g.K(g.date())
	}},
	{"hotel_booking_card", func(g *G) string {
		return g.pick("hotel ", "airbnb ", "resort ") + "conf " + g.K(g.nzdigits(8)) + " checkin " + g.K(g.date()) + " card on file " + g.P("credit_card", g.card(g.pick("visa", "mc", "amex"), g.r.Intn(4))) + " " + g.K(fmt.Sprintf("%d nights", g.n(2, 9)))
	}},
	{"ups_call_me", func(g *G) string {
		return "if ups calls my number is " + g.P("phone", g.usPhone(g.r.Intn(4))) + " tracking " + g.K(g.upsTrack()) + " " + g.pick("signature req", "left at door", "")
	}},
	{"doctor_appt_note", func(g *G) string {
		return g.pick("pediatrician ", "dermatologist ", "obgyn ") + g.P("phone", g.usPhone(g.r.Intn(3))) + " portal login " + g.P("email", g.email("us")) + " pw " + g.P("bearer", g.password()) + " next appt " + g.K(g.date())
	}},
	{"emoji_contact_card", func(g *G) string {
		r := g.pick("us", "ph", "au")
		var p string
		switch r {
		case "us":
			p = g.usPhone(0)
		case "ph":
			p = g.phMobile(0)
		default:
			p = g.auMobile(0)
		}
		return "📞 " + g.P("phone", p) + " 📧 " + g.P("email", g.email(r)) + " 📍 " + g.K(g.pick("blk ", "unit ", "apt ")+fmt.Sprint(g.n(1, 40))+g.pick(" lot 7", "B", "/12"))
	}},
	{"netflix_shared_taglish", func(g *G) string {
		return "netflix natin " + g.P("email", g.email("ph")) + " pw " + g.P("bearer", g.password()) + " " + g.pick("hati tayo ", "bayad ") + g.K(g.price("ph")) + " each"
	}},
	{"roommate_wifi_card", func(g *G) string {
		return g.pick("new roommate info ", "for the new flatmate ") + "wifi " + g.P("bearer", g.wifiPass()) + " my num " + g.P("phone", g.ukMobile(g.r.Intn(2))) + " rent " + g.K(g.price("uk")) + " pcm"
	}},
	{"aus_centrelink_note", func(g *G) string {
		return "centrelink crn " + g.digits(9) + g.from(upper, 1) + " mygov " + g.P("email", g.email("au")) + " pw " + g.P("bearer", g.password()) + " mob " + g.P("phone", g.auMobile(g.r.Intn(2)))
	}},
	{"hinglish_flipkart_multi", func(g *G) string {
		return "flipkart order " + g.K("OD"+g.digits(18)) + " cancel karna hai account " + g.P("email", g.email("in")) + " aur number " + g.P("phone", g.inMobile(g.r.Intn(2))) + " hai"
	}},
	{"spanglish_remesa", func(g *G) string {
		return "pa la remesa: mi cel " + g.P("phone", g.usPhone(g.r.Intn(4))) + " tarjeta " + g.P("credit_card", g.card("visa", g.r.Intn(4))) + " mtcn " + g.K(g.digits(10)) + " son " + g.K(g.price("us"))
	}},
	{"taglish_remit", func(g *G) string {
		return "pakipadala sa " + g.pick("palawan ", "cebuana ", "gcash ") + "ni nanay " + g.P("phone", g.phMobile(g.r.Intn(5))) + " ref " + g.K(g.gcashRef()) + " " + g.K(g.price("ph"))
	}},
	{"uk_council_tax_multi", func(g *G) string {
		return "council tax ref " + g.digits(8) + " email " + g.P("email", g.email("uk")) + " mob " + g.P("phone", g.ukMobile(g.r.Intn(5))) + " band " + g.K("band "+g.pick("A", "B", "C", "D"))
	}},
	{"ng_pos_transfer", func(g *G) string {
		return "pos guy " + g.P("phone", g.ngMobile(g.r.Intn(4))) + " said transfer " + g.K(g.price("ng")) + " session id " + g.K("0000"+g.digits(26))
	}},
	{"dev_env_pasted", func(g *G) string {
		return "my .env\nDB_PASSWORD=" + g.P("bearer", g.password()) + "\nSTRIPE_SECRET_KEY=" + g.P("bearer", g.apiKey("stripe_test")) + "\nPORT=" + g.K(fmt.Sprint(g.pick("3000", "8080", "5173"))) + "\nwhy doesnt it load"
	}},
	{"phone_after_is_pidgin_email", func(g *G) string {
		return g.pick("abeg ", "") + "my email na " + g.P("email", g.email("ng")) + " and number na " + g.P("phone", g.ngMobile(g.r.Intn(4))) + " " + g.pick("holla me", "i dey wait")
	}},
	{"voice_run_on_multi", func(g *G) string {
		return "remind me to send " + g.pick("jake", "aunt rosa", "priya") + " the " + g.pick("photos", "receipts", "lease") + " at " + g.P("email", g.email(g.region())) + " and call the " + g.pick("bank", "insurance", "vet") + " at " + g.P("phone", g.usPhone(0)) + " about the " + g.K(g.price("us")) + " charge from " + g.K(g.date())
	}},
	{"chat_paste_with_ts", func(g *G) string {
		return "[" + g.K(fmt.Sprintf("%d/%d/%02d, %d:%02d %s", g.n(1, 12), g.n(1, 28), g.n(24, 26), g.n(1, 12), g.n(0, 59), g.pick("AM", "PM"))) + "] " + strings.Title(g.pick(firstNames...)) + ": my number " + g.P("phone", g.phMobile(g.r.Intn(5))) + " text mo na lang"
	}},
	{"sms_code_plus_pw", func(g *G) string {
		return "instagram code " + g.digits(6) + " and my new pw is " + g.P("bearer", g.password()) + " " + g.pick("write it down", "save in notes", "")
	}},
	{"amzn_reorder_card", func(g *G) string {
		return "amazon " + g.K(g.amzOrder()) + " returned, refund to card " + g.P("credit_card", g.card(g.pick("visa", "mc", "disc"), g.r.Intn(4))) + " in " + g.K(g.pick("3-5 days", "5-7 business days"))
	}},
}
