package main

// cleanTemplates: no personal or secret value, many look-alikes to keep.
func cleanTemplates() []Kind {
	return []Kind{
		{"c_flight_pickup", []string{
			"landing {{k:time}} on {{k:flight}}, terminal {{k:count}}. can u grab me? bag claim {{k:count}}",
			"Flight {{k:flight}} delayed to {{k:time}} 😩 gate {{k:seat}}, seat {{k:seat}}",
			"booking ref {{k:conf}}, {{k:flight}} dep {{k:time}} arr {{k:time}} on {{k:date}}",
		}},
		{"c_train", []string{
			"on {{k:train}}, arriving platform {{k:count}} at {{k:time}}",
			"PNR {{k:pnr}} confirmed, coach B{{k:count}} berth {{k:count}}. Train leaves {{k:time}}",
			"missed the {{k:time}}, getting {{k:train}} instead, {{k:count}} min late",
		}},
		{"c_order_tracking", []string{
			"amazon says order {{k:amz}} arrives {{k:date}}, UPS {{k:ups}}",
			"USPS tracking {{k:usps}} still says in transit since {{k:date}} 🙄",
			"FedEx {{k:fedex}} - out for delivery before {{k:time}}",
			"Your order {{k:order}} has shipped! Track: {{k:ups}}",
		}},
		{"c_grocery", []string{
			"grabbed eggs {{k:usd}}, milk {{k:usd}}, bread {{k:usd}} = {{k:usd}} total. venmo whenever",
			"{{f:shop}} run: {{k:kg}} rice, {{k:count}} onions, {{k:price}} all up",
			"split the {{f:shop}} bill: {{k:price}} each, receipt #{{k:fedex}}",
		}},
		{"c_address_meet", []string{
			"party's at {{k:addr}} {{k:apt}}, {{k:zip}}. buzz {{k:count}}, come up to the {{k:count}}th floor",
			"we moved! new place is {{k:addr}}, {{k:apt}}. housewarming {{k:date}} {{k:time}}",
			"meet @ {{k:addr}} at {{k:time}}, parking behind building {{k:count}}",
		}},
		{"c_address_uk", []string{
			"It's {{k:addr}}, {{k:pcuk}}. Flat {{k:count}}, top buzzer",
			"postcode for the sat nav is {{k:pcuk}}, park on {{k:addr}}",
		}},
		{"c_address_in", []string{
			"Address: {{k:addr}}, near Axis bank ATM, pincode {{k:pin}}. {{k:count}}rd floor",
			"Flat no. {{k:count}}, {{k:addr}}, {{k:pin}}. Landmark: petrol pump",
		}},
		{"c_address_au", []string{
			"we're at {{k:addr}}, {{f:suburb}} {{k:pcau}} - blue door",
			"{{k:apt}} {{k:addr}} NSW {{k:pcau}}, park in visitor bay {{k:count}}",
		}},
		{"c_sports_score", []string{
			"FT {{k:score}}!!! what a game. {{k:jersey}} scored twice",
			"Lakers won {{k:score}}, LeBron had {{k:count}} pts",
			"India {{k:score}} in {{k:count}} overs, need {{k:count}} off {{k:count}} balls 😬",
			"U9s lost {{k:score}} but {{k:jersey}} was man of the match",
		}},
		{"c_height_weight", []string{
			"baby is {{k:weight}} and {{k:height}} at the checkup on {{k:date}}, {{k:percent}} percentile",
			"I'm {{k:height}}, {{k:weight}}, size M usually",
			"down to {{k:weight}} from {{k:weight}} since {{k:year}}!",
		}},
		{"c_bus_route", []string{
			"take {{k:bus}} to the end, then walk {{k:count}} min",
			"{{k:bus}} doesn't run after {{k:time}} on Sundays, get {{k:bus}}",
			"jeep papuntang Cubao, then MRT to Ayala, {{k:php}} lang, {{k:count}} mins",
		}},
		{"c_gate_codes", []string{
			"gate code is {{k:gate}} and we're building {{k:count}}, {{k:apt}}",
			"community pool gate {{k:gate}}, open {{k:time}}-{{k:time}}",
			"clubhouse code changed to {{k:gate}} as of {{k:date}} per the HOA",
		}},
		{"c_otp_codes", []string{
			"Your verification code is {{k:otp}}. It expires in 10 minutes.",
			"{{k:otp}} is your Uber code. Never share this code.",
			"Use {{k:otp}} to verify your WhatsApp account. Don't share this code with others",
			"OTP for txn of {{k:inr}} at {{f:shop}} is {{k:otp}}. Valid 5 mins.",
		}},
		{"c_bank_sms_masked", []string{
			"Your a/c XX{{k:last4}} debited {{k:inr}} on {{k:date}}. Avl bal {{k:inr}}.",
			"Chase: card ending {{k:last4}} purchase {{k:usd}} at {{f:shop}} on {{k:date}}",
			"GCash: You have received {{k:php}}. Ref. No. {{k:gcash}}. {{k:date}} {{k:time}}",
			"FNB :-) R{{k:count}}.00 paid from cheq a/c..{{k:last4}} @ {{f:shop}}. {{k:date}} {{k:time}}",
		}},
		{"c_meeting_ids", []string{
			"zoom for the parents meeting: ID {{k:meeting}}, starts {{k:time}}",
			"Meeting ID: {{k:meeting}} (no passcode) - {{k:date}} at {{k:time}}",
		}},
		{"c_school_notice", []string{
			"Yr {{k:count}} excursion {{k:date}}, cost {{k:aud}}, bus leaves {{k:time}} from gate {{k:count}}",
			"Reminder: book fair in {{k:room}}, {{k:date}} {{k:time}}-{{k:time}}. Bring {{k:usd}}",
			"Sports day {{k:date}}! Houses: red/blue/green. Finish by {{k:time}}",
			"School fees {{k:ngn}} due before {{k:date}}. Resumption {{k:date}}",
		}},
		{"c_hospital", []string{
			"mom's in {{k:room}}, bed {{k:count}}. visiting {{k:time}}-{{k:time}}",
			"temp {{k:temp}}, gave calpol at {{k:time}}, next dose {{k:time}}",
			"appointment moved to {{k:date}} {{k:time}}, clinic {{k:count}}, level {{k:count}}",
		}},
		{"c_classified_noncontact", []string{
			"FS {{k:model}} {{k:storage}} {{k:price}} firm, DM only, no lowballers",
			"{{k:caryear}} Civic {{k:miles}} {{k:car}} obo, pm me",
			"{{f:item}} - {{k:price}}, pickup {{f:suburb}}, message through marketplace pls",
		}},
		{"c_lost_found_noncontact", []string{
			"FOUND: {{f:pet}} near {{k:addr}}, now at the vet on {{k:addr}}. Microchip scanned",
			"Lost a set of keys on {{k:bus}} around {{k:time}}, handed in at the depot? ref {{k:ticket}}",
			"Found: kid's jacket size {{k:count}}, left at the office in {{k:room}}",
		}},
		{"c_dating_noncontact", []string{
			"haha I'm {{k:height}}, {{k:age}}, Scorpio. you?",
			"drinks at {{k:time}}? the place on {{k:addr}}",
			"I'll be the one in the green jacket, table {{k:count}}",
		}},
		{"c_roommate_bills", []string{
			"electric bill {{k:usd}} / 3 = {{k:usd}} each, due {{k:date}}. acct ending {{k:last4}}",
			"rent {{k:usd}} due the 1st, {{k:apt}} lease till {{k:date}}",
			"meter no. {{k:meter}} reading {{o:412|1875|9920|30441}} kWh on {{k:date}}",
		}},
		{"c_wifi_noinfo", []string{
			"wifi's down again, router says {{k:ssid}} but no internet since {{k:time}}",
			"password is the one on the back of the router, network {{k:ssid}}",
			"forgot my password AGAIN lol, reset link going to the family email, {{k:count}} tries",
		}},
		{"c_prose_lookalikes", []string{
			"sorry to be the bearer of bad news but the {{k:bus}} is cancelled",
			"got my boarding pass, seat {{k:seat}}, gate {{k:seat}}",
			"a small token of appreciation for coach 🎁 - {{k:price}} each",
			"meet @ {{k:time}} at the food court, look at the menu on {{k:addr}}",
			"bus pass top-up {{k:price}}, card number on the back starts with {{k:last4}} I think",
		}},
		{"c_handles", []string{
			"follow @{{n}}_{{k:year}} and @the{{f:suburb}}bakery for the giveaway!",
			"tag me @{{n}}{{k:count}} in the pics 📸",
			"@{{n}} @{{n}} you two coming {{f:day}}?",
		}},
		{"c_emergency_numbers", []string{
			"if anything happens call 911, the vet's after-hours line is on the fridge. {{n}} is {{k:age}}, bedtime {{k:time}}",
			"dial 999 for emergencies or 111 for non urgent, NHS. {{n}}'s appt is {{k:date}} {{k:time}}",
			"000 is the number in Aus, 112 works on mobiles - {{n}} {{f:lol}} we land {{k:time}}",
			"police 112, ambulance 108, women's helpline 1091 - save these {{f:rel}}, {{k:date}}",
			"Philippine emergency hotline 911, Meralco hotline 16211, brownout since {{k:time}}",
		}},
		{"c_shortcodes", []string{
			"text STOP to {{o:80888|72166|38981|22395|47148}} to unsubscribe, {{f:shop}} deals {{k:date}}",
			"Reply YES to confirm your appt on {{k:date}} at {{k:time}}. Msg&data rates may apply",
			"Dial *{{o:310|556|123|141}}# to check your balance, *{{o:131|312|143}}*{{k:count}}# for data {{f:lol}}",
		}},
		{"c_ages_years", []string{
			"she turns {{k:age}} on {{k:date}}, born {{k:year}}",
			"class of {{k:year}} reunion, {{k:count}} years!!",
			"grandpa is {{k:age}} and still drives his {{k:year}} Ford",
		}},
		{"c_recipe", []string{
			"nana's recipe: {{k:kg}} flour, {{k:count}} eggs, bake {{k:temp}} for {{k:count}} min",
			"jollof: {{k:count}} cups rice, {{k:count}} tomatoes, cook {{k:count}} mins on low",
		}},
		{"c_fitness", []string{
			"ran {{k:count}}k in {{k:time}}, HR {{o:128|142|151|163|171}} avg",
			"bench {{k:weight}} x {{k:count}}, squat {{k:weight}} x {{k:count}}",
		}},
		{"c_invoice", []string{
			"invoice {{k:invoice}} for {{k:price}} paid on {{k:date}}",
			"plumber quote {{k:invoice}}: parts {{k:price}} + labour {{k:price}}",
		}},
		{"c_insurance_policy", []string{
			"car insurance policy {{k:policy}} renews {{k:date}}, premium {{k:price}}",
			"claim no. {{k:ticket}} for the hail damage, assessor coming {{k:date}}",
		}},
		{"c_lotto", []string{
			"lotto numbers this week: {{k:lotto}}, bonus {{k:count}}",
			"our syndicate numbers {{k:lotto}} - check the draw on {{k:date}}",
		}},
		{"c_isbn_books", []string{
			"the book for Yr {{k:count}} English is ISBN {{k:isbn}}, {{k:price}} at the co-op",
			"library says return {{k:isbn}} by {{k:date}}, fine {{k:price}}",
		}},
		{"c_car_plates", []string{
			"my car is the silver one, plate {{k:plate}}, parked bay {{k:count}}",
			"uber is a white Prius {{k:plate}}, {{k:count}} min away",
		}},
		{"c_wa_system", []string{
			"Messages and calls are end-to-end encrypted. No one outside of this chat can read them.\n{{k:wadate}}, {{k:watime}} - {{n}} created group \"{{f:suburb}} mums {{k:year}}\"",
			"{{n}} added {{n}}\n{{n}} changed the group name to \"Fam {{k:year}} 🎄\"",
			"{{k:wadate}}, {{k:watime}} - {{n}}: <Media omitted>",
			"[{{k:wadate}}, {{k:watime}}] {{n}} {{N}}: see you at {{k:time}}",
		}},
		{"c_taglish", []string{
			"Guys {{k:time}} tayo magkita sa {{f:shop}}, {{k:php}} ambagan for the cake",
			"Nag-order ako sa Shopee, order {{k:order}} arriving {{k:date}} daw",
			"Sahod na sa {{k:date}}! Tara Jollibee, {{k:php}} each",
		}},
		{"c_hinglish", []string{
			"Bhai {{k:time}} baje aa jana, {{k:addr}}, flat {{k:count}}",
			"Flipkart order {{k:order}} kal tak aa jayega, {{k:inr}} ka tha",
			"Mummy ne {{k:kg}} aloo aur {{k:count}} dozen kele bole hai",
		}},
		{"c_naija", []string{
			"I don reach Ojota, {{k:time}} I go land. Bring {{k:ngn}} for fuel",
			"Light don come since {{k:time}}, I buy token {{k:ngn}} worth",
			"Match na {{k:score}}, Super Eagles try",
		}},
		{"c_sa", []string{
			"load shedding stage {{k:count}} from {{k:time}} to {{k:time}}, braai still on",
			"Taxi to town is {{k:zar}} now, eish",
			"Boks won {{k:score}}!! lekker",
		}},
		{"c_ireland", []string{
			"Bus {{k:bus}} from Heuston, {{k:time}}, grand. Pint after? {{k:eur}} a pint now",
			"Luas to the point, {{k:count}} stops, match at {{k:time}}",
		}},
		{"c_spanglish", []string{
			"{{r:usd}}Mija la fiesta es el {{k:date}} a las {{k:time}}, en {{k:addr}} {{k:apt}}",
			"{{r:usd}}compré {{k:count}} pizzas {{k:usd}} total, pásame tu parte",
		}},
		{"c_versions_tech", []string{
			"update to {{k:version}}, it fixes the battery bug on the {{k:model}}",
			"the {{k:model}} is {{k:storage}}, {{k:percent}} battery health, {{k:price}}",
		}},
		{"c_time_lists", []string{
			"schedule: {{k:time}} breakfast, {{k:time}} ceremony, {{k:time}} reception, {{k:time}} fireworks",
			"pickups {{k:time}} / {{k:time}} / {{k:time}}, drop offs {{k:time}}",
		}},
		{"c_password_placeholder", []string{
			"the password is ******** (ask me in person lol) - {{n}}, {{k:time}}",
			"login is your email and the password is whatever you set, I don't know it {{f:lol}} {{k:date}}",
			"pw: <ask {{f:rel}}>, network {{k:ssid}}",
			"wifi password is on the fridge, not texting it 🙃 router {{k:ssid}}, back at {{k:time}}",
		}},
		{"c_jwt_cut", []string{
			"{{n}} says the token starts with eyJhbGciOi... whatever that means, app crashed at {{k:time}}",
			"it says Bearer token expired, I logged out and back in and it works now. {{f:lol}} cost me {{k:count}} min",
		}},
		{"c_price_lists", []string{
			"prices: small {{k:price}}, medium {{k:price}}, large {{k:price}}",
			"quote: {{k:range}} sq ft, {{k:usd}} per sq ft, total approx {{k:usd}}",
		}},
		{"c_imei_sale", []string{
			"Selling {{k:model}} {{k:storage}}, IMEI {{k:imei}} clean (not blacklisted), {{k:price}}, DM only",
			"FS {{k:model}}, imei {{k:imei}}, with box and receipt {{k:date}}. {{k:price}} fixed",
		}},
		{"c_eticket", []string{
			"e-ticket no. {{k:eticket}}, {{k:flight}} on {{k:date}}, booking ref {{k:conf}}",
			"Ticket number {{k:eticket}} - seat {{k:seat}}, bag {{k:kg}}",
		}},
		{"c_card_receipt", []string{
			"APPROVED · Auth code {{k:otp}} · Terminal {{k:tid}} · Card **** {{k:last4}} · Total {{k:price}} · {{k:date}} {{k:time}}",
			"receipt says card XXXX-XXXX-XXXX-{{k:last4}}, {{k:price}}, txn {{k:tid}}. refund in {{k:count}} days",
		}},
		{"c_fake_numbers", []string{
			"lol the number in the movie was {{k:fake555}}, it's fake, it goes nowhere",
			"the fake number {{k:fake555}} from the ad, don't bother calling {{f:lol}}",
			"the form had a sample phone {{k:fake555}} and grandpa typed that in 😂 {{k:date}}",
		}},
		{"c_bible_verses", []string{
			"Today's verse: {{k:verse}} 🙏 service {{k:time}}, fellowship after in {{k:room}}",
			"Reading plan {{k:date}}: {{k:verse}} and {{k:verse}}. Choir {{k:time}}",
		}},
		{"c_vin_rego", []string{
			"VIN {{k:vin}}, {{k:miles}}, rego {{k:plate}} till {{k:date}}",
			"carfax for VIN {{k:vin}} shows {{k:count}} owners, {{k:year}} model",
		}},
		{"c_order_ids_digits", []string{
			"Order ID: {{k:order10}} - your food is on the way, ETA {{k:time}}",
			"Swiggy order {{k:order10}} delivered at {{k:time}}, {{k:inr}}",
			"refund for order #{{k:order10}} of {{k:price}} processed {{k:date}}",
		}},
		{"c_locker_hours", []string{
			"Amazon Locker pickup code {{k:otp}}, locker {{k:count}}, open {{k:hours}}",
			"shop hours {{k:hours}}, closed {{k:date}}. parcel locker code {{k:otp}}",
			"my shift is {{k:hours}} this week, so {{k:time}} at the earliest",
		}},
		{"c_nmi_meter", []string{
			"NMI {{k:nmi}} - that's the number the electrician needs, not the meter no. {{k:meter}}",
			"prepaid meter {{k:meter}}, bought {{k:zar}} units on {{k:date}}",
		}},
	}
}
