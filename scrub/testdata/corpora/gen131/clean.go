package main

import (
	"fmt"
	"strings"
)

var cleanT = []T{
	{"c_grocery_list", func(g *G) string {
		r := g.region()
		return "grocery " + g.pick("milk ", "eggs ", "rice ") + g.K(g.price(r)) + " " + g.pick("bread ", "onions ", "chicken ") + g.K(g.price(r)) + " total " + g.K(g.price(r)) + g.emo()
	}},
	{"c_flight_gate", func(g *G) string {
		return "flight " + g.K(g.flight()) + " gate " + g.K(g.from("ABCDE", 1)+fmt.Sprint(g.n(1, 48))) + " boards " + g.K(g.tm()) + " seat " + g.K(fmt.Sprint(g.n(1, 45))+g.from("ABCDEF", 1)) + " conf " + g.K(g.confCode())
	}},
	{"c_amazon_tracking", func(g *G) string {
		return "amazon order " + g.K(g.amzOrder()) + " arriving " + g.K(g.date()) + " ups " + g.K(g.upsTrack())
	}},
	{"c_usps_tracking", func(g *G) string {
		return "usps tracking " + g.K(g.uspsTrack()) + " " + g.pick("stuck in ", "out for delivery ", "in transit ") + g.pick("memphis", "jersey city", "dallas") + " since " + g.K(g.date())
	}},
	{"c_otp_looking_order", func(g *G) string {
		return g.pick("order ", "order #", "swiggy order ", "zomato order ") + g.K(g.nzdigits(6)) + " " + g.pick("is out for delivery", "delayed again", "arrived cold") + " " + g.K(g.pick("eta ", "at ")+g.tm()) + g.emo()
	}},
	{"c_steps_weight", func(g *G) string {
		return "today " + g.K(fmt.Sprintf("%d,%03d steps", g.n(2, 25), g.n(0, 999))) + " weight " + g.K(g.pick(fmt.Sprintf("%d.%d kg", g.n(48, 110), g.n(0, 9)), fmt.Sprintf("%d lbs", g.n(105, 260)))) + " " + g.pick("down ", "up ") + g.K(fmt.Sprintf("%d.%d", g.n(0, 3), g.n(1, 9))) + " from last week"
	}},
	{"c_height", func(g *G) string {
		return g.pick("my son is ", "im ", "she's ") + g.K(fmt.Sprintf("%d'%d", g.n(4, 6), g.n(0, 11))) + " thats like " + g.K(fmt.Sprintf("%d cm", g.n(130, 195))) + " right? shoe size " + g.K(fmt.Sprint(g.n(5, 13)))
	}},
	{"c_bp_log", func(g *G) string {
		return "bp " + g.K(fmt.Sprintf("%d/%d", g.n(105, 150), g.n(65, 95))) + " pulse " + g.K(fmt.Sprint(g.n(55, 100))) + " sugar " + g.K(fmt.Sprintf("%d mg/dl", g.n(80, 180))) + " at " + g.K(g.tm())
	}},
	{"c_irctc_pnr", func(g *G) string {
		return "pnr " + g.K(g.irctcPNR()) + " train " + g.K(fmt.Sprint(g.n(12001, 22999))) + " coach " + g.K(g.pick("B", "S", "A")+fmt.Sprint(g.n(1, 12))) + " berth " + g.K(fmt.Sprint(g.n(1, 72))) + " " + g.pick("rac hai", "confirm ho gaya", "wl 12 hai abhi")
	}},
	{"c_upi_ref", func(g *G) string {
		return "paid " + g.K(g.price("in")) + " to " + g.pick("sharma kirana", "chai point", "auto wala") + " upi ref " + g.K(g.upiRef()) + " " + g.K(g.date())
	}},
	{"c_gcash_ref", func(g *G) string {
		return "bayad na ako " + g.K(g.price("ph")) + " ref no " + g.K(g.gcashRef()) + " " + g.pick("pa confirm", "salamat", "check mo") + g.emo()
	}},
	{"c_cricket_score", func(g *G) string {
		return g.pick("ind ", "aus ", "eng ") + g.K(fmt.Sprintf("%d/%d", g.n(150, 390), g.n(2, 10))) + " in " + g.K(fmt.Sprintf("%d.%d ov", g.n(20, 49), g.n(0, 5))) + " " + g.pick("kohli ", "smith ", "root ") + g.K(fmt.Sprintf("%d(%d)", g.n(20, 140), g.n(20, 130)))
	}},
	{"c_football_score", func(g *G) string {
		return g.pick("arsenal ", "city ", "united ", "super eagles ") + g.K(fmt.Sprintf("%d-%d", g.n(0, 5), g.n(0, 4))) + " " + g.pick("at ht", "ft", "after 90") + " kickoff was " + g.K(g.pick("17:30", "20:00", "15:00", "12:30"))
	}},
	{"c_room_numbers", func(g *G) string {
		return g.pick("class in ", "meeting in ", "exam hall ") + g.K("room "+fmt.Sprint(g.n(101, 4520))) + " then " + g.K("lab "+fmt.Sprint(g.n(1, 30))) + " at " + g.K(g.tm())
	}},
	{"c_version_update", func(g *G) string {
		return g.pick("updated to ", "phone on ", "stuck on ") + g.K(g.pick("ios ", "android ", "one ui ")+fmt.Sprintf("%d.%d.%d", g.n(12, 18), g.n(0, 6), g.n(0, 3))) + " and " + g.pick("whatsapp ", "gcash app ", "app ") + g.K(fmt.Sprintf("v%d.%d.%d", g.n(2, 24), g.n(0, 40), g.n(0, 99))) + " keeps crashing"
	}},
	{"c_zoom_meeting_id", func(g *G) string {
		return "zoom meeting id " + g.K(fmt.Sprintf("%s %s %s", g.nzdigits(3), g.digits(4), g.digits(4))) + " at " + g.K(g.tm()) + " " + g.pick("standup", "parent teacher", "interview")
	}},
	{"c_zip_codes", func(g *G) string {
		return "moving from " + g.K(g.zip()) + " to " + g.K(g.zip()+"-"+g.digits(4)) + " on " + g.K(g.date()) + " truck " + g.K(fmt.Sprintf("%d ft", g.pick4()*4+10))
	}},
	{"c_uk_postcode_bus", func(g *G) string {
		return "bus " + g.K(fmt.Sprint(g.n(1, 390))) + " from " + g.K(g.pick("M14 5TQ", "SW9 8LP", "E1 6AN", "LS2 9JT")) + " every " + g.K(fmt.Sprintf("%d mins", g.n(5, 20))) + " last one " + g.K(g.pick("23:42", "00:15", "22:58"))
	}},
	{"c_recipe", func(g *G) string {
		return "adobo: " + g.K(fmt.Sprintf("%dg", g.n(5, 12)*100)) + " chicken " + g.K(fmt.Sprintf("%d/%d cup", 1, g.n(2, 4))) + " soy " + g.K(fmt.Sprintf("%d tbsp", g.n(2, 6))) + " vinegar simmer " + g.K(fmt.Sprintf("%d mins", g.n(25, 50))) + " at " + g.K(fmt.Sprintf("%d°F", g.n(300, 425)))
	}},
	{"c_reminder_meds", func(g *G) string {
		return "remind me " + g.pick("metformin ", "vit d ", "amoxicillin ") + g.K(fmt.Sprintf("%dmg", g.n(1, 20)*50)) + " at " + g.K(g.tm()) + " and " + g.K(g.tm()) + " for " + g.K(fmt.Sprintf("%d days", g.n(5, 30)))
	}},
	{"c_budget_ng", func(g *G) string {
		return "budget: rent " + g.K(g.price("ng")) + " transport " + g.K(g.price("ng")) + " data " + g.K(g.pick("15GB", "25GB", "40GB")) + " " + g.K(g.price("ng"))
	}},
	{"c_hotel_conf", func(g *G) string {
		return "hotel conf " + g.K(g.nzdigits(10)) + " " + g.K(fmt.Sprintf("%d nights", g.n(1, 7))) + " checkout " + g.K(g.pick("11am", "12pm", "10:00")) + " room " + g.K(fmt.Sprint(g.n(201, 1840)))
	}},
	{"c_meter_reading", func(g *G) string {
		return g.pick("meralco ", "electric ", "nepa ", "bescom ") + "meter reading " + g.K(fmt.Sprintf("%05d", g.n(1000, 99999))) + " last month " + g.K(fmt.Sprintf("%05d", g.n(1000, 99999))) + " used " + g.K(fmt.Sprintf("%d kwh", g.n(80, 900)))
	}},
	{"c_isbn_books", func(g *G) string {
		return "book for class isbn " + g.K(fmt.Sprintf("978-%d-%02d-%06d-%d", g.n(0, 1), g.n(10, 99), g.n(100000, 999999), g.n(0, 9))) + " used copy " + g.K(g.price("us")) + " ch " + g.K(fmt.Sprintf("%d-%d", g.n(1, 6), g.n(7, 14)))
	}},
	{"c_math_question", func(g *G) string {
		return g.pick("whats ", "what is ", "calc ") + g.K(fmt.Sprintf("%d x %d", g.n(100, 9999), g.n(10, 999))) + " " + g.pick("and ", "also ") + g.K(fmt.Sprintf("%d%% of %d,%03d", g.n(5, 30), g.n(1, 99), g.n(0, 999)))
	}},
	{"c_masked_card_sms", func(g *G) string {
		return "fwd: Rs " + g.K(fmt.Sprintf("%d,%03d.00", g.n(1, 99), g.n(0, 999))) + " spent on card " + g.K("XX"+g.digits(4)) + " at " + g.pick("AMAZON", "SWIGGY", "DMART") + " on " + g.K(fmt.Sprintf("%02d-%s-%d", g.n(1, 28), g.pick("Jan", "Mar", "Jun", "Oct"), g.n(24, 26))) + ". Avl lmt Rs " + g.K(fmt.Sprintf("%d,%03d", g.n(1, 99), g.n(0, 999)))
	}},
	{"c_otp_msg_no_contact", func(g *G) string {
		return "fwd: " + g.pick("Your Uber code is ", "Use ", "<#> ") + g.digits(4) + g.pick(". Never share this code.", " to verify your account.", " is your code") + " " + g.pick("trip receipt ", "order ") + g.K(g.price("us"))
	}},
	{"c_tracking_in", func(g *G) string {
		return "delhivery awb " + g.K(g.nzdigits(13)) + " " + g.pick("out for delivery", "rto initiated", "pending") + " cod " + g.K(g.price("in"))
	}},
	{"c_lbc_tracking", func(g *G) string {
		return "lbc tracking " + g.K(g.digits(4)+" "+g.digits(4)+" "+g.digits(4)) + " " + g.pick("dumating na", "nasa hub pa", "for pickup") + " " + g.K(g.price("ph"))
	}},
	{"c_auspost", func(g *G) string {
		return "auspost " + g.K(g.pick("33", "36")+g.from(upper, 3)+g.digits(8)) + " parcel locker " + g.K(fmt.Sprint(g.n(10, 99))) + " " + g.pick("collect by ", "before ") + g.K(g.date())
	}},
	{"c_royal_mail", func(g *G) string {
		return "royal mail " + g.K(g.from(upper, 2)+g.digits(9)+"GB") + " " + g.pick("signed for", "2nd class", "") + " " + g.K(g.price("uk"))
	}},
	{"c_ticket_numbers", func(g *G) string {
		return g.pick("support ticket ", "case ", "complaint no ") + g.K(g.pick("INC", "CS", "TKT-")+g.digits(7)) + " opened " + g.K(g.date()) + " " + g.pick("still no reply", "escalated", "closed lol")
	}},
	{"c_running_pb", func(g *G) string {
		return "parkrun " + g.K(fmt.Sprintf("%d:%02d", g.n(17, 40), g.n(0, 59))) + " pb! pos " + g.K(fmt.Sprint(g.n(10, 400))) + " bib " + g.K(fmt.Sprint(g.n(1000, 9999))) + " " + g.K(fmt.Sprintf("%.1fkm", float64(g.n(30, 210))/10))
	}},
	{"c_lottery_bingo", func(g *G) string {
		return "lotto numbers " + g.K(fmt.Sprintf("%d %d %d %d %d %d", g.n(1, 9), g.n(10, 19), g.n(20, 29), g.n(30, 39), g.n(40, 49), g.n(50, 58))) + " draw " + g.K(g.date())
	}},
	{"c_car_specs", func(g *G) string {
		return g.pick("civic ", "vios ", "corolla ", "swift ") + g.K(fmt.Sprint(g.n(2012, 2024))) + " " + g.K(fmt.Sprintf("%d,%03d km", g.n(10, 190), g.n(0, 999))) + " asking " + g.K(g.price(g.region())) + " plate " + g.K(g.from("ABCDEFGHNPTUVWXY", 3)+" "+g.digits(4))
	}},
	{"c_school_roll", func(g *G) string {
		return "roll no " + g.K(g.pick("21", "22", "23")+g.from("BCEM", 2)+g.digits(4)) + " result " + g.K(fmt.Sprintf("%d/%d", g.n(300, 500), 500)) + " cgpa " + g.K(fmt.Sprintf("%d.%02d", g.n(6, 9), g.n(0, 99)))
	}},
	{"c_invoice_due", func(g *G) string {
		return "invoice " + g.K("INV-"+fmt.Sprint(g.n(2023, 2026))+"-"+g.digits(4)) + " " + g.K(g.price(g.region())) + " due " + g.K(g.date()) + " net " + g.K(fmt.Sprint(g.pick("15", "30", "45")))
	}},
	{"c_phone_model", func(g *G) string {
		return "should i get " + g.K(g.pick("iphone 15 pro 256gb", "s24 ultra 512gb", "pixel 8a 128gb", "redmi note 13 pro 8/256")) + " for " + g.K(g.price(g.region())) + " or wait til " + g.K(g.date())
	}},
	{"c_time_zones", func(g *G) string {
		return "if its " + g.K(g.tm()) + " in " + g.pick("manila", "lagos", "mumbai", "sydney") + " what time is it in " + g.pick("london", "new york", "dallas") + " " + g.K("utc+"+fmt.Sprint(g.n(1, 10)))
	}},
	{"c_conversion", func(g *G) string {
		return "convert " + g.K(g.price(g.pick("us", "uk", "au"))) + " to " + g.pick("naira", "pesos", "rupees") + " rate " + g.K(fmt.Sprintf("%d.%02d", g.n(40, 1600), g.n(0, 99)))
	}},
	{"c_wifi_no_pw", func(g *G) string {
		return "wifi name " + g.K(g.pick("PLDTHOMEFIBR", "Starbucks_", "Airtel_Zerotouch_", "Telstra")+g.from(upper+"0123456789", 4)) + " no password its open " + g.pick("speed ", "got ") + g.K(fmt.Sprintf("%d mbps", g.n(5, 300)))
	}},
	{"c_flight_pnr_ph", func(g *G) string {
		return "cebu pac " + g.K(g.pick("5J ", "DG ")+fmt.Sprint(g.n(100, 999))) + " booking ref " + g.K(g.confCode()) + " baggage " + g.K(fmt.Sprintf("%dkg", g.pick4()*5+20)) + " depart " + g.K(g.pick("05:40", "13:15", "21:05"))
	}},
	{"c_pin_code_address", func(g *G) string {
		return "address " + g.K(fmt.Sprintf("%d", g.n(1, 999))) + " " + g.pick("mg road", "4th cross", "hsr layout sector 2") + " bengaluru " + g.K(fmt.Sprint(g.n(560001, 560110))) + " landmark " + g.pick("near big bazaar", "opp temple")
	}},
	{"c_gym_sets", func(g *G) string {
		return "leg day squat " + g.K(fmt.Sprintf("%dx%d @ %dkg", g.n(3, 5), g.n(5, 12), g.n(40, 180))) + " rdl " + g.K(fmt.Sprintf("%dx%d @ %d", g.n(3, 5), g.n(5, 12), g.n(40, 180))) + " rest " + g.K(fmt.Sprintf("%ds", g.n(6, 18)*10))
	}},
	{"c_sleep_log", func(g *G) string {
		return "slept " + g.K(g.pick("11:40pm", "1:15am", "10:30pm")) + " woke " + g.K(g.pick("6:05", "7:30", "5:45")) + " " + g.K(fmt.Sprintf("%dh %dm", g.n(4, 9), g.n(0, 59))) + " hrv " + g.K(fmt.Sprint(g.n(20, 90)))
	}},
	{"c_spanglish_errands", func(g *G) string {
		return "mañana " + g.pick("llevar el carro al shop ", "ir al dmv ") + "a las " + g.K(g.tm()) + " cita # " + g.K(g.nzdigits(8)) + " y pagar el " + g.pick("light bill ", "phone bill ") + g.K(g.price("us"))
	}},
	{"c_hinglish_bill", func(g *G) string {
		return "bhai split kar " + g.K(g.price("in")) + " dinner ka " + g.K(fmt.Sprintf("%d log", g.n(3, 8))) + " matlab " + g.K(g.price("in")) + " each " + g.pick("gpay kar dena", "kal tak")
	}},
	{"c_taglish_sched", func(g *G) string {
		return "sched: " + g.pick("sundo ", "pickup ") + "sa " + g.K(g.pick("terminal 3", "gate 7", "naia t1")) + " " + g.K(g.tm()) + " flight " + g.K(g.flight()) + " tapos " + g.pick("kain tayo", "diretso sm")
	}},
	{"c_au_rego", func(g *G) string {
		return "rego due " + g.K(g.date()) + " " + g.K(g.price("au")) + " ctp green slip " + g.K(g.price("au")) + " odo " + g.K(fmt.Sprintf("%d,%03d", g.n(10, 290), g.n(0, 999)))
	}},
	{"c_amazon_refund_ids", func(g *G) string {
		return "refund for " + g.K(g.amzOrder()) + " and " + g.K(g.amzOrder()) + " still pending " + g.K(g.price("us"))
	}},
	{"c_numbers_of_phone_length_order", func(g *G) string {
		return g.pick("order no ", "order number ", "order # ") + g.K(g.pick("4", "7", "8")+g.digits(9)) + " " + g.pick("shipped", "delayed", "cancelled") + " qty " + g.K(fmt.Sprint(g.n(1, 12)))
	}},
	{"c_ein_invalid_ssn_sample", func(g *G) string {
		return "the sample form says ssn " + g.K(g.pick("000", "666")+"-"+g.digits(2)+"-"+g.digits(4)) + " obviously fake and ein " + g.K(fmt.Sprintf("%02d-%07d", g.n(10, 98), g.n(1000000, 9999999)))
	}},
	{"c_luhn_fail_loyalty", func(g *G) string {
		return g.pick("loyalty card ", "library card ", "costco member ") + g.K(fmtCard(g.badCard(g.pick("6", "7", "9")), g.r.Intn(3), g.r)) + " points " + g.K(fmt.Sprintf("%d,%03d", g.n(1, 40), g.n(0, 999)))
	}},
	{"c_masked_contacts_code", func(g *G) string {
		f := g.pick(firstNames...)
		return "it says code sent to " + g.K(f[:1]+"***"+f[len(f)-1:]+"@gmail.com") + " and " + g.K(g.pick("+63 9** *** ", "+91 ******", "(***) ***-", "07*** ***")+g.digits(4)) + " but i never got it " + g.K(g.tm())
	}},
	{"c_wu_mtcn", func(g *G) string {
		return "western union mtcn " + g.K(g.digits(10)) + " " + g.K(g.price("us")) + " sent " + g.K(g.date()) + " " + g.pick("pick up at cebuana", "collect at any branch", "pickup lagos")
	}},
	{"c_coords_pin", func(g *G) string {
		return "drop pin " + g.K(fmt.Sprintf("%d.%04d, %d.%04d", g.n(6, 28), g.n(0, 9999), g.n(72, 151), g.n(0, 9999))) + " " + g.pick("meet at the jollibee", "near the gate", "behind the mall") + " " + g.K(g.tm())
	}},
	{"c_bus_ticket", func(g *G) string {
		return "bus ticket no " + g.K(fmt.Sprintf("%d%02d%02d%05d", g.n(2024, 2026), g.n(1, 12), g.n(1, 28), g.n(0, 99999))) + " seat " + g.K(fmt.Sprint(g.n(1, 49))) + " dep " + g.K(fmt.Sprintf("%02d%02d", g.n(5, 23), g.n(0, 11)*5)) + " " + g.pick("cubao", "pasay", "kashmere gate", "jibowu")
	}},
	{"c_bible_verses", func(g *G) string {
		return "verse of the day " + g.K(g.pick("john ", "psalm ", "jer ", "phil ")+fmt.Sprintf("%d:%d", g.n(1, 29), g.n(1, 40))) + " and " + g.K(g.pick("rom ", "isa ")+fmt.Sprintf("%d:%d-%d", g.n(1, 16), g.n(1, 20), g.n(21, 31))) + " service at " + g.K(g.tm())
	}},
	{"c_voice_digits_order", func(g *G) string {
		d := g.digits(6)
		return "order number is " + g.K(strings.Join(strings.Split(d, ""), " ")) + " for the " + g.pick("pizza", "pharmacy pickup", "dry cleaning") + " " + g.K(g.price(g.region()))
	}},
	{"c_ref_ten_digits", func(g *G) string {
		return g.pick("booking ref ", "ref no. ", "confirmation # ", "claim no ") + g.K(g.pick("2", "3", "4", "5", "6", "7", "8", "9")+g.digits(9)) + " " + g.pick("for the dentist", "for the rental car", "for the insurance") + " " + g.K(g.date())
	}},
}

var _ = strings.Title
