package main

// piiTemplates: every kind holds at least one personal or secret value.
// Slots: {{p:fmt}} phone, {{e:style}} email, {{s:style}} SSN/ITIN, {{c:style}} card,
// {{j}} JWT, {{b:style}} secret (bearer family), {{k:type}} look-alike to keep,
// {{n}} given name, {{N}} surname, {{f:list}} filler, {{o:a|b}} inline choice.
func piiTemplates() []Kind {
	return []Kind{
		// ---------------- SMS / iMessage (US)
		{"sms_new_number", []string{
			"{{f:hi}} it's {{n}}, new number, save this one: {{p:us_dash}} {{f:lol}}",
			"new phone who dis 😂 jk it's {{n}}. old one died, this is me now {{p:us_paren}}",
			"Hey! {{n}} here - got a new # {{p:us_run}} lmk you got this",
			"Its {{n}}!! changed carriers, my new cell is {{p:us_dot}}. still see u {{k:day_time}}",
		}},
		{"sms_text_me_runon", []string{
			"text me {{p:us_run}} when ur outside",
			"just text me at {{p:us_run}} instead, i never check insta",
			"call/text {{p:us_run}} after {{k:time}}",
			"hmu {{p:us_run}} 🤙",
		}},
		{"sms_ask_for", []string{
			"My brother does drywall, reasonable. Ask for Robert at {{p:us_dash}}. Tell him {{n}} sent you",
			"call the front desk and ask for {{n}} at {{p:us_paren}}, she'll sort out the {{k:usd}} refund",
			"the landlord's guy is {{n}} {{N}}, {{p:us_dot}}, he's usually around {{k:time}}",
		}},
		{"sms_fwd_contact", []string{
			"{{n}} {{N}}\nMobile: {{p:us_plus}}\nHome: {{p:us_paren}}",
			"Fwd: contact card - {{n}} {{N}} | cell {{p:us_dash}} | {{e:us}}",
			"Here's {{n}}'s info: {{p:us_paren}}, {{e:us}}. She lives at {{k:addr}} {{k:apt}}",
		}},
		{"sms_no_area_code", []string{
			"Grandma's landline is still {{p:us_7}}, same area code as ours",
			"call the house {{p:us_7}} not my cell, it's dead",
			"Pharmacy said call me back at {{p:us_7}} - wait no that's the old house number",
		}},
		{"sms_space_digits", []string{
			"my number is {{p:us_space}} dont lose it again",
			"{{n}} said to give u her number {{p:us_space}} for the carpool {{k:time}}",
			"ok its {{p:us_space}}. text first I don't pick up unknown numbers",
		}},
		{"sms_plus1", []string{
			"Reach me on WhatsApp while I'm abroad: {{p:us_plusrun}} (US number still works)",
			"Add me on signal {{p:us_plus}}, flying {{k:flight}} on {{k:date}}",
		}},
		{"sms_spanglish", []string{
			"Mija, llámame al {{p:us_dash}} cuando salgas del trabajo, estoy en {{f:shop}}",
			"oye el número nuevo de tu tía es {{p:us_paren}}, textéale for the party on {{k:date}}",
			"Mándame un text al {{p:us_run}} porfa, no tengo data para WhatsApp",
			"bro my cell cambió, ahora es {{p:us_dot}}. el otro ya no sirve",
		}},
		{"sms_email_share", []string{
			"send the pics to my email {{e:us}} thx!!",
			"can u email me the lease? {{e:us}}",
			"my work email blocks attachments, use {{e:us}} instead",
			"Whats ur email for the venmo request? ... ok mine is {{e:us}}",
		}},
		{"sms_email_caps", []string{
			"GRANDPAS EMAIL IS {{e:upper}} HE SAYS SEND THE BABY PHOTOS",
			"mom typed it like this lol: {{e:upper}}",
		}},
		{"sms_email_obf", []string{
			"email me at {{e:obf_dot}} - not putting it on facebook lol",
			"my email is {{e:obf_at}}",
			"reach me {{e:obf_paren}} for the {{f:item}}",
		}},
		{"sms_ssn_mom", []string{
			"Mom what's my social again for the FAFSA? ... {{s:dash}} ok thx",
			"Dad: your SSN is {{s:dash}}. Please delete this after you fill out the form",
			"need ur social for the lease app. is it {{s:dash}}?",
			"it's {{s:bare}} - that's my social, for the W-4 at the new job",
		}},
		{"sms_ssn_spaced", []string{
			"SS# {{s:space}} don't screenshot this",
			"my ssn {{s:space}} and DOB {{k:date}}, the bank needs it by {{k:time}}",
		}},
		{"sms_itin", []string{
			"Tu ITIN es {{s:itin}}, lo necesitas para los taxes este año",
			"my husband's ITIN {{s:itin}} - the tax lady asked for it",
		}},
		{"sms_card_oops", []string{
			"here's my card for the concert tix {{c:any}} exp {{k:date}} - delete after pls",
			"use my visa {{c:visa.run}} for the airbnb, it's {{k:usd}} total",
			"omg wrong chat 🙈 ignore that card number {{c:sp}}",
			"card is {{c:dash}}, exp 09/27, zip {{k:zip}}",
		}},
		{"sms_card_amex", []string{
			"Dad's amex {{c:amex.sp}} for the hotel deposit ({{k:usd}})",
			"ok book it on my amex {{c:amex.run}} and I'll venmo you {{k:usd}}",
		}},
		{"sms_wifi_roommate", []string{
			"wifi: {{k:ssid}} pw: {{b:pw}}",
			"the wifi password is {{b:pw}} (network {{k:ssid}})",
			"Network {{k:ssid}}\nPassword: {{b:pw}}\nrouter is behind the TV",
			"new wifi pass {{b:pw}} - landlord changed it",
		}},
		{"sms_streaming_pw", []string{
			"netflix login is {{e:us}} password {{b:pw}} dont change it pls",
			"hulu: {{e:us}} / pass {{b:pw}}",
			"Disney+ email {{e:us}} pw {{b:pw}} - max 4 screens!!",
		}},
		{"sms_app_pw", []string{
			"the school portal login is my email and the password is {{b:pw}}",
			"Grandma's iPad passcode is 1234 and her Apple ID password is {{b:pw}}",
			"Costco acct: {{e:us}} password: {{b:pw}}",
		}},
		{"sms_techy_jwt", []string{
			"lol can you check if this is expired {{j}}",
			"this is the token the app gave me: {{j}} - why does it say 401",
			"bro paste this in jwt.io {{j}}",
		}},
		{"sms_techy_ghp", []string{
			"here's my github token for the bot {{b:ghp}} dont share lol",
			"use {{b:ghp}} to push, I'll revoke it tonight",
		}},
		{"sms_techy_openai", []string{
			"can u use my openai key for the hackathon {{b:skproj}}",
			"put this in the .env: OPENAI_API_KEY={{b:skproj}}",
		}},
		{"sms_techy_bearer", []string{
			"curl -H \"Authorization: Bearer {{b:bearer}}\" https://api.example-home.io/v1/lights",
			"it works with Authorization: Bearer {{b:bearer}} but not without?",
		}},
		{"sms_techy_misc_token", []string{
			"slack bot token if you want it: {{b:xoxb}}",
			"stripe key {{b:sklive}} - careful this one is live",
			"npm token {{b:npm}} for the publish step",
			"hf token {{b:hf}} for the model download",
			"telegram bot for the group: {{b:tg}}",
		}},
		{"sms_2fa_share", []string{
			"the google app password for the printer is {{b:gapp}}",
			"app password: {{b:gapp}} (for the Outlook on dad's laptop)",
		}},
		// ---------------- Voicemail transcripts
		{"voicemail_us", []string{
			"Voicemail ({{k:time}}): Hi this is {{n}} from Westside Auto calling about your {{k:caryear}} Civic, give me a call back at {{p:us_paren}}, thanks.",
			"Transcript: \"Hey it's {{n}}, um, call me back when you get this, {{p:us_dash}}, okay bye.\"",
			"Visual Voicemail: Hello, this message is for {{n}}. This is Dr. {{N}}'s office confirming your appointment {{k:date}} at {{k:time}}. Questions? {{p:us_paren}}.",
			"New voicemail from {{p:us_plus}} · 0:{{k:count}}\n\"Hi, it's your neighbor, your package is on my porch\"",
		}},
		{"voicemail_callback", []string{
			"Voicemail: \"...calling about the {{f:item}} you listed, I can do {{k:usd}}, my number is {{p:us_dash}}, again {{p:us_dash}}\"",
			"\"Hi, returning your call, you can reach me at {{p:us_dot}} extension {{k:count}}, I'm in until {{k:time}}\"",
		}},
		{"voicemail_uk", []string{
			"Voicemail from {{p:uk_mob}}: \"Hiya it's {{n}}, just ringing about Saturday, ring me back when you can, ta\"",
			"Transcription: Hello it's {{n}} from the surgery, please call us back on {{p:uk_land}} regarding your results.",
		}},
		{"voicemail_au", []string{
			"Voicemail: \"G'day it's {{n}} from the real estate, call me back on {{p:au_mob}} about the inspection {{k:time}} Thursday\"",
			"New voicemail ({{k:time}}) from {{p:au_plus}}: \"Hey mate, ring me when you're free\"",
		}},
		{"voicemail_in", []string{
			"Voicemail: Hello sir, this is {{n}} from the courier, kindly call back on {{p:in_mob}} regarding your parcel",
			"Missed call alert: {{p:in_plus}} called you {{k:count}} times, last at {{k:time}}",
		}},
		// ---------------- WhatsApp / Telegram group chats
		{"wa_export_sender", []string{
			"[{{k:wadate}}, {{k:watime}}] {{p:us_plus}}: is the bbq still on?",
			"{{k:wadate}}, {{k:watime}} - {{p:uk_plus}}: Sorry I'll be late, bus {{k:bus}} is running behind",
			"[{{k:wadate}} {{k:watime}}] {{p:in_plus}}: Happy birthday didi 🎂🎉",
			"{{k:wadate}} {{k:watime}} - {{p:ng_plus}}: Abeg who get the pictures from Saturday?",
		}},
		{"wa_family_number", []string{
			"Family group: Uncle {{n}} has a new number {{p:any}}, pls update",
			"Save lola's new number {{p:ph}}, her old sim got blocked",
			"Aunty {{n}}'s number is {{p:ng}}, she says call her for the owambe details",
		}},
		{"wa_school_parents", []string{
			"Hi all, {{n}}'s mum here 👋 my number is {{p:uk_mob}} if anyone wants to sort a lift for the trip on {{k:date}}",
			"Class 3B parents: PTA contact is {{n}} {{N}} {{p:us_dash}}, {{e:us}}. Bake sale {{k:date}} {{k:time}}",
			"Reminder: swimming kit Tuesdays. Any q's text me (Mrs {{N}}) {{p:au_mob}}",
			"Lost: blue lunchbox with a dino on it, {{k:room}}. {{n}}'s dad, {{p:ie}}",
		}},
		{"wa_taglish", []string{
			"Guys pa-text na lang sa {{p:ph}} kung sasama kayo sa outing, {{k:php}} per head",
			"Tita's new number: {{p:ph_run}} - nawala daw yung phone niya sa jeep",
			"GCash mo na lang ako sa {{p:ph_run}}, {{k:php}} lang share mo",
			"Sino may contact ni {{n}}? Ito yung luma {{p:ph_plus}} pero di na daw active",
		}},
		{"wa_hinglish", []string{
			"Bhai mera naya number {{p:in_mob}} save kar le, purana wala band ho gaya",
			"Plumber ka number {{p:in_run}} hai, bol dena {{n}} ne bheja hai",
			"Mummy ka email {{e:in}} hai, usi pe ticket bhej do, PNR {{k:pnr}}",
			"Ji, aap {{p:in_plus}} pe WhatsApp kar dijiye, Sunday ko free hoon",
		}},
		{"wa_naija", []string{
			"Abeg call me on {{p:ng}} when you reach Ojota",
			"My number na {{p:ng_run}}, flash me make I save yours",
			"Oga {{n}} the electrician: {{p:ng_plus}}, he charge {{k:ngn}} for the whole wiring",
			"Send am to my email {{e:ng}}, network no dey for here",
		}},
		{"wa_southafrica", []string{
			"Howzit, WhatsApp me on {{p:za}} about the braai on Saturday",
			"Eish my phone got stolen, new number is {{p:za_run}}, same WhatsApp",
			"The guy who did our paving is {{n}} {{p:za_plus}}, lekker work and only {{k:zar}}",
		}},
		{"wa_ireland", []string{
			"Ring me on {{p:ie}} so, I'll be in town from {{k:time}}",
			"Mam's new mobile is {{p:ie_run}}, she says text don't ring",
			"The lad doing the gutters is {{n}}, {{p:ie_plus}}. Grand job, {{k:eur}} cash",
		}},
		{"wa_australia", []string{
			"Give us a bell on {{p:au_mob}} when ya here, unit {{k:apt}}",
			"The sparky's number is {{p:au_mob_run}}, mention Bec from the footy club",
			"Arvo plans? Text me {{p:au_mob}}, my phone's on silent at work",
		}},
		{"wa_uk", []string{
			"Ring me on {{p:uk_mob}} when you're outside, buzzer's broken on flat {{k:count}}",
			"Nan's landline: {{p:uk_land}}. Don't ring after 8, she's asleep",
			"Cheers for the lift, here's my number {{p:uk_mob_run}} x",
		}},
		{"tg_group_admin", []string{
			"Admin note: for bookings DM or call {{p:any}} · email {{e:any}}",
			"Pinned: group rules. Contact the admin {{n}} at {{p:any}} if someone spams.",
		}},
		{"wa_payment_details", []string{
			"For the hen do send {{k:gbp}} to me, or if easier here's my card to split on {{c:sp}} lol joking don't",
			"the caterer wants a deposit - I used my card {{c:sp}} but need everyone's share {{k:price}} by {{k:date}}",
		}},
		// ---------------- Sticky notes / handwritten
		{"note_fridge", []string{
			"FRIDGE NOTE\nPlumber - Dave {{p:au_mob}} (Tue)\nVet {{p:au_land}}\nBin day = Wed",
			"Emergency: Mum {{p:uk_mob}} / Dad {{p:uk_mob}}\nNeighbour no. {{k:count}} has spare key",
			"babysitter notes: bed by {{k:time}}, allergic to peanuts. Call us {{p:us_dash}} or Grandma {{p:us_paren}}",
		}},
		{"note_sticky", []string{
			"sticky note: call {{n}} back {{p:us_dot}} re: {{f:item}} - {{k:usd}}",
			"Post-it on monitor: {{b:pw}} (new vpn pw)",
			"dentist {{k:date}} {{k:time}} // ring {{p:uk_land}} to confirm",
			"[typed up from a post-it] Tanya cell {{p:us_run}} - wants the {{f:item}}",
		}},
		{"note_handwritten_list", []string{
			"Contacts (from Dad's notebook):\n- Mrs. {{N}} - {{p:uk_land}} - flat {{k:count}}\n- Cousin {{n}} - {{p:uk_mob_run}}\n- Church office {{k:time}}-{{k:time}}",
			"Phone list (typed from the kitchen wall)\n{{n}}: {{p:in_run}}\n{{n}}: {{p:in_mob}}\nDoodhwala: {{k:count}} litres daily",
		}},
		{"note_password_book", []string{
			"From Mum's password notebook:\nBank - {{b:pw}}\nFacebook - {{b:pw}}\nemail {{e:uk}}",
			"Passwords (DON'T LOSE)\namazon: {{b:pw}}\nwifi: {{b:pw}}",
		}},
		// ---------------- classifieds / marketplace
		{"ad_car", []string{
			"FOR SALE {{k:caryear}} Honda Civic, {{k:miles}}, clean title, {{k:car}} obo. Call/text {{p:us_run}} ask for Robert",
			"{{k:caryear}} Toyota Hilux, {{k:miles}}, serviced, {{k:car}} neg. {{p:za}} no time wasters",
			"Selling my {{k:caryear}} Corolla, {{k:miles}}, {{k:car}} ono. Ph {{p:au_mob}} after {{k:time}}",
		}},
		{"ad_furniture", []string{
			"Free {{f:item}}, must pick up {{k:day_time}}. {{k:addr}}. Text {{p:us_dash}}",
			"{{f:item}} for sale {{k:gbp}}, collection only from {{f:suburb}}. Call {{p:uk_mob}}",
			"Moving sale! {{f:item}} {{k:price}}, {{f:item}} {{k:price}}. WhatsApp {{p:any}}",
		}},
		{"ad_rental", []string{
			"Room for rent in {{f:suburb}}, {{k:big}}/mo incl utilities, {{k:apt}}. No smokers. Contact {{n}} {{p:us_paren}} or {{e:us}}",
			"Self-contain to let at Yaba, {{k:big}} per annum, agent {{n}} {{p:ng}}",
			"Bedspace for rent Sampaloc near UST, {{k:big}}/month. Text {{p:ph}}",
			"2BHK for rent, Koramangala, {{k:big}} + deposit. Owner {{p:in_mob}}, no brokers",
		}},
		{"ad_phone_sale", []string{
			"Selling {{k:model}} {{k:storage}}, {{k:price}}, battery {{k:percent}}. DM or text {{p:any}}",
			"{{k:model}} for sale, boxed, {{k:price}}. Call {{p:any}} - serious buyers only",
		}},
		{"ad_services", []string{
			"Cleaner available Mon-Fri, ${{o:20|22|25|28|30}}/hr, references. {{n}} {{p:us_dash}}",
			"Tutoring maths & science Yr 7-12, ${{o:45|50|55|60|70}}/hr. {{n}} {{p:au_mob_run}} / {{e:au}}",
			"Braids & locs, home service in {{f:suburb}}. Book: {{p:ng_run}} / IG @braidsby{{n}}",
			"Man with van, £{{o:30|35|40|45|50}} per hour, anywhere in London. {{p:uk_mob}}",
			"Yaya available, stay-in, {{k:big}}/mo, from Iloilo. Contact {{p:ph_dash}}",
		}},
		{"ad_craigslist_email", []string{
			"reply to {{e:us}} with your number and when you can pick up. {{k:usd}} firm",
			"Serious inquiries only: {{e:us}}. Item located near {{k:zip}}",
		}},
		{"ad_pets", []string{
			"Rehoming our {{f:pet}}, {{k:age}} months, vaccinated. Fee {{k:price}}. Call {{p:any}}",
			"Puppies ready {{k:date}}! {{k:price}} deposit. Text {{p:us_dot}}",
		}},
		// ---------------- lost and found
		{"lost_found", []string{
			"FOUND: black wallet near bus stop on {{k:addr}}. Call {{p:us_dash}} to describe it",
			"LOST {{f:pet}} answers to Biscuit, last seen near {{k:addr}} on {{k:date}}. REWARD {{k:price}}. Please ring {{p:uk_mob}} or {{p:uk_land}}",
			"Found keys with a blue tag at the park ({{f:suburb}}). Text {{p:au_mob}}",
			"Lost: gold bracelet, sentimental value. Msg {{p:ph}} or {{e:ph}}",
			"Missing {{f:pet}} since {{k:date}}! {{k:height}} tall-ish, brown. Call {{p:ie}} any time",
		}},
		{"lost_phone_flyer", []string{
			"LOST PHONE - {{k:model}} in a pink case, lost on {{k:bus}}. If found call my sister on {{p:any}}",
			"IF FOUND please return to {{n}} {{N}}, {{e:any}}, {{p:any}}",
		}},
		// ---------------- dating / roommate
		{"dating_app", []string{
			"ok I don't really use this app, text me {{p:us_run}} 😊",
			"here's my number {{p:us_dash}}, I'm {{k:height}} btw since you asked lol",
			"my snap's broken, just text {{p:any}}",
			"we should get drinks {{f:day}}! {{p:us_paren}} is my cell",
			"I'm {{k:age}}, {{k:height}}, and I don't do pen pals. {{p:uk_mob}}",
		}},
		{"roommate_msg", []string{
			"Hey it's {{n}} from the listing, my cell is {{p:us_dash}} and email {{e:us}}. Can I see the room at {{k:time}}?",
			"Rent is {{k:big}} split 3 ways, Zelle me at {{p:us_run}} or {{e:us}}",
			"Venmo is @{{n}}-{{N}} or just use my number {{p:us_dash}}",
			"The landlord's email is {{e:work}} and his cell is {{p:us_paren}} for the broken heater",
		}},
		// ---------------- neighbourhood groups
		{"nextdoor", []string{
			"Anyone know a good handyman? ... Yes! {{n}} {{p:us_dash}}, did our fence for {{k:usd}}",
			"Suspicious car parked on {{k:addr}} again, plate {{k:plate}}. I'm at {{p:us_paren}} if police need a witness",
			"Block party {{k:date}} {{k:time}}! RSVP to {{n}} at {{e:us}} or {{p:us_dot}}",
			"Recommending our babysitter {{n}} ({{k:teen}}), CPR certified, {{p:us_run}}",
		}},
		{"neighbourhood_uk", []string{
			"Parcel for no. {{k:count}} left with me, I'm at {{k:addr}}. Text {{p:uk_mob}}",
			"Bin collection moved to {{k:date}}. Any issues ring the council or me {{p:uk_mob_run}}",
		}},
		{"community_gate", []string{
			"Gate code for the party is {{k:gate}}, park on the street. If stuck call {{p:us_dash}}",
			"New gate code from {{k:date}}: {{k:gate}}. Estate manager {{n}} {{p:za}}",
		}},
		// ---------------- social media bios / comments
		{"social_bio", []string{
			"📍 {{f:suburb}} | 📞 {{p:ng_plus}} | 📧 {{e:ng}} | Bookings open!",
			"Makeup artist 💄 DM or call {{p:in_plus}} · {{e:in}}",
			"Photographer 📸 {{f:suburb}} | enquiries {{e:au}} | {{p:au_mob}}",
			"🌸 Home baker 🎂 orders: {{p:ph_run}} (Viber/WA) ✨",
			"Realtor® | {{p:us_dot}} | {{e:work}} | Lic #{{k:license}}",
		}},
		{"social_comment", []string{
			"interested! pls dm or call me {{p:any}}",
			"how much? my number is {{p:any}} @{{n}}",
			"Sent you a message, or email me {{e:any}}",
			"Price pls 🙏 {{p:ph_run}}",
			"PM sent. Or call me on {{p:za_run}}",
		}},
		{"social_scam_report", []string{
			"BEWARE this number {{p:any}} is a scammer pretending to be from the bank, reported",
			"someone is using {{e:any}} to sell fake concert tickets, don't pay!!",
		}},
		// ---------------- mixed / multiple values
		{"multi_contact_line", []string{
			"{{n}} {{N}} · {{p:uk_mob}} · {{e:uk}} · {{k:pcuk}}",
			"{{n}} {{N}} - {{e:au}} - {{p:au_mob_run}} - {{k:addr}}",
			"Emergency contact: {{n}} ({{f:rel}}) {{p:in_mob}}, {{e:in}}",
		}},
		{"multi_emergency_form", []string{
			"Emergency contact for {{n}} (age {{k:age}}): mom {{p:us_paren}}, dad {{p:us_dash}}, allergies: none",
			"Camp form: parent {{n}} {{N}}, {{p:us_dot}}, {{e:us}}. Cabin {{k:count}}, pickup {{k:date}} {{k:time}}",
		}},
		{"wa_kidnap_scam", []string{
			"Mum this is my new number {{p:uk_mob}}, my phone fell in the toilet. Can you send {{k:gbp}} to my friend?",
			"hi dad new phone, text me here {{p:au_mob}} and delete the old number",
		}},
		{"sms_delivery_driver", []string{
			"Hi I'm your driver, I'm outside {{k:addr}}. call me {{p:us_run}}",
			"Courier here. Gate is locked, call {{p:in_run}} or leave at security",
			"Rider po ito ng Lalamove, nasa baba na ako. {{p:ph_run}}",
		}},
		{"sms_doctor_share", []string{
			"Dr. {{N}}'s cell if the baby spikes a fever again: {{p:us_dash}}",
			"The physio's number is {{p:au_land}}, ask for {{n}}",
		}},
		{"sms_ssn_form_help", []string{
			"Filling out the benefits form for grandpa - SSN {{s:dash}}, Medicare # on the card, DOB {{k:date}}",
			"ok so the form says Social Security Number and I put {{s:dash}} is that right?",
		}},
		{"sms_ssn_bare_label", []string{
			"ssn {{s:bare}} - please shred the paper after",
			"Social: {{s:bare}}",
		}},
		{"sms_bank_pw", []string{
			"Dad the online banking password is {{b:pw}}, username is your email",
			"password for the joint account app: {{b:pw}}. pin is the usual",
		}},
		{"sms_email_plus", []string{
			"for the group gift use my email {{e:uk}} on paypal",
			"ticket confirmations go to {{e:au}} so forward them to me",
		}},
		{"sms_uni_email", []string{
			"my uni email {{e:uni}} - send the group project there",
			"email my student address {{e:uni}}, gmail is full",
		}},
		{"sms_work_email", []string{
			"please email the invoice to {{e:work}}, thanks",
			"{{n}} from the office: {{e:work}} / {{p:us_1dash}}",
		}},
		{"sms_spaced_email", []string{
			"my email is {{e:space}} (autocorrect keeps adding spaces lol)",
			"emial: {{e:space}}",
		}},
		{"sms_paren_tight", []string{
			"my cell:{{p:us_paren_tight}}",
			"number is{{p:us_paren_tight}} (cell)",
		}},
		{"sms_slash_phone", []string{
			"work {{p:us_slash}}, cell is better though",
			"home phone {{p:us_slash}}",
		}},
		{"sms_1dash", []string{
			"call {{p:us_1dash}} they're open til {{k:time}}, ask for {{n}}",
			"My direct line is {{p:us_1dash}}",
		}},
		{"ig_dm_collab", []string{
			"Hi! Loved your page. For collabs email {{e:any}} or WhatsApp {{p:any}} 💕",
			"DM'd you, reply on {{p:any}} pls",
		}},
		{"church_group", []string{
			"Pastor {{n}}'s number for prayer requests: {{p:ng}}. Service starts {{k:time}}",
			"Youth choir rehearsal {{k:day_time}}, {{k:room}}. Coordinator: {{n}} {{p:ph}}",
			"Bible study moved to {{k:addr}}. Call Sis {{n}} {{p:za}} for directions",
		}},
		{"sports_club", []string{
			"U10s training {{k:day_time}} at the oval. Coach {{n}} {{p:au_mob}}. Won {{k:score}} last week!",
			"GAA fixtures: away {{k:date}}, bus leaves {{k:time}}. Team manager {{p:ie}}",
			"Sunday league: pitch {{k:count}}, kick off {{k:time}}. Subs {{k:gbp}}. Ref cancelled, ring {{p:uk_mob}}",
		}},
		{"wedding_rsvp", []string{
			"RSVP by {{k:date}} to {{n}} {{p:any}} or {{e:any}}. Dress code: white",
			"For the traditional wedding, contact the family rep {{n}} on {{p:ng_run}}. Aso-ebi {{k:ngn}}",
		}},
		{"funeral_notice", []string{
			"With deep sorrow we announce the passing of our father. Wake at {{k:addr}} from {{k:date}}. Contact {{n}} {{p:ph}}",
			"Memorial service {{k:date}} {{k:time}} at St. Mary's. Family contact: {{n}} {{p:ie}}, {{e:ie}}",
		}},
		{"school_teacher_msg", []string{
			"Dear parents, please contact me directly at {{e:work}} rather than on my personal {{p:any}}",
			"Ms {{N}} (Grade {{o:1|2|3|4|5|6|7}}) - {{p:za}} for urgent matters only, before {{k:time}}",
		}},
		{"sms_carpool", []string{
			"Carpool list:\n{{n}} - {{p:us_dash}}\n{{n}} - {{p:us_dash}}\n{{n}} - {{p:us_paren}}\nleave at {{k:time}}",
			"pickup rota: Mon {{n}} {{p:au_mob}}, Tue {{n}} {{p:au_mob}}, Wed me",
		}},
		{"sms_list_numbers", []string{
			"numbers for the party:\n{{p:us_space}}\n{{p:us_space}}\n{{p:us_space}}",
			"Add these to the group pls: {{p:uk_mob}}, {{p:uk_mob}}, {{p:uk_plus}}",
		}},
		{"sms_intl_plus_run", []string{
			"My UK number: {{p:uk_plus}}, my Lagos line {{p:ng_plus}}",
			"I'm on {{p:ie_plus}} while in Dublin, back on {{p:us_plus}} from {{k:date}}",
		}},
		{"handwritten_card", []string{
			"Thank you card (typed): Dear {{n}}, thanks for the lovely {{f:item}}! Keep in touch - {{p:any}} - love, {{n}} xx",
			"Note under the door: Sorry for the noise on {{k:date}}! If it happens again text {{p:us_dash}}. - {{k:apt}}",
		}},
		{"note_to_self", []string{
			"note to self: renew passport, call {{p:in_plus}} re tatkal ticket PNR {{k:pnr}}",
			"todo: email {{e:any}} about refund of {{k:price}}, ref {{k:conf}}",
		}},
		{"sms_pin_vs_pw", []string{
			"door code {{k:gate}}, wifi password {{b:pw}}, spare key under the frog",
			"Airbnb info: lockbox {{k:gate}}, WiFi {{k:ssid}}, pass {{b:pw}}, checkout {{k:time}}",
		}},
		{"sms_hotspot", []string{
			"connect to my hotspot \"{{n}}'s iPhone\" pw {{b:pw}}",
			"hotspot password is {{b:pw}} btw",
		}},
		{"sms_gmail_pw", []string{
			"{{e:us}} pass {{b:pw}} - for the fantasy league acct",
			"login {{e:uk}}, password {{b:pw}}",
		}},
		{"wa_ph_gcash_card", []string{
			"Pwede gamitin card ko {{c:sp}} pang-book ng flight, {{k:php}} total",
			"Eto card ni mama {{c:run}}, bayaran mo na yung Meralco bill",
		}},
		{"wa_in_card", []string{
			"Bhai mera card use kar le {{c:rupay}}, OTP main bhej dunga",
			"Card number {{c:sp}} hai, expiry {{k:date}}. Booking kar do please",
		}},
		{"sms_card_with_keep", []string{
			"total {{k:usd}} for {{k:count}} tickets, card {{c:sp}}, confirmation {{k:conf}}",
			"pay the deposit with {{c:dash}}, order {{k:amz}}",
		}},
		{"classified_ng", []string{
			"Tokunbo {{k:caryear}} Camry for sale, {{k:car}}. Call {{p:ng}} or {{p:ng_run}}",
			"Shop to let at Computer Village, {{k:big}}/yr. Contact: {{p:ng_plus}}",
		}},
		{"classified_in", []string{
			"Selling Activa {{k:caryear}} model, {{k:miles}}, {{k:car}}. Call {{p:in_run}}",
			"Tiffin service in {{f:suburb}}, {{k:inr}}/month. Order on {{p:in_mob}}",
		}},
		{"classified_ph", []string{
			"FS: {{k:model}} {{k:storage}}, {{k:big}} lang! meet up sa {{f:suburb}}. {{p:ph_run}}",
			"For rent: condo unit near MRT, {{k:big}}/mo. Text {{p:ph}} or email {{e:ph}}",
		}},
		{"classified_za", []string{
			"Kitten to a good home, {{f:suburb}}. WhatsApp {{p:za_run}}",
			"Gardener available Tue/Thu, {{k:zar}} per day. Phone {{p:za}}",
		}},
		{"classified_ie", []string{
			"Turf for sale, {{k:eur}} a trailer. Ring {{p:ie}}",
			"Room to let Drumcondra {{k:big}} p/m, professional only, {{p:ie_run}}",
		}},
		{"classified_au", []string{
			"Free to good home - {{f:item}}, pickup {{f:suburb}}. {{p:au_mob}}",
			"Lawn mowing {{k:aud}} per yard, call {{n}} {{p:au_land}}",
		}},
		{"sms_otp_and_ssn", []string{
			"the code is {{k:otp}} and my ssn is {{s:dash}} for the verification call",
		}},
		{"sms_jwt_cookie", []string{
			"copy this cookie into the app: session={{j}}",
			"token={{j}}&remember=1",
		}},
		{"ig_bio_email_only", []string{
			"✨ {{k:age}} | {{f:suburb}} ✨ collabs: {{e:any}}",
			"biz: {{e:any}} 💌",
		}},
		{"wa_sender_local", []string{
			"{{k:wadate}}, {{k:watime}} - {{p:uk_mob}}: running 10 min late sorry",
			"[{{k:wadate}}, {{k:watime}}] {{p:ph}}: Sino kasama sa Sabado?",
		}},
		{"sms_name_phone", []string{
			"{{n}} {{N}} {{p:us_space}}",
			"{{o:Mom|Dad|Grandma|Uncle Ray|Aunt Lisa|Coach Mike}} {{p:us_space}}",
			"{{n}} {{N}}, {{p:au_mob_run}}",
		}},
		{"sms_reply_chain", []string{
			"> what's your number again?\n{{p:any}}\n> thx",
			"Q: does anyone have {{n}}'s number?\nA: {{p:any}}",
		}},
		{"ig_link_wa", []string{
			"Order via WhatsApp: wa.me/{{p:wa}} 🛒 delivery {{k:price}}",
			"DM or WA {{p:ng_plus}} 🛍️ delivery within Lagos {{k:ngn}}",
		}},
		{"sms_app_share_creds", []string{
			"Spotify family: {{e:any}} / {{b:pw}}",
			"Prime login {{e:any}} password {{b:pw}} - don't change the profile pic",
		}},
		{"sms_token_env", []string{
			"GITHUB_TOKEN={{b:ghp}}",
			"export HF_TOKEN={{b:hf}}",
			"SLACK_BOT_TOKEN={{b:xoxb}}",
		}},
		{"voicemail_multi", []string{
			"Voicemail: \"Hi it's {{n}}, I'm at the hospital, {{k:room}}, call my husband on {{p:any}} or email {{e:any}}\"",
		}},
		{"sms_uk_landline_spaced", []string{
			"tel {{p:uk_land}} (home)",
			"the number for the pub is {{p:uk_land}} but ask for {{n}}",
		}},
		{"sms_au_land", []string{
			"Mum's home number {{p:au_land}}",
			"landline is {{p:au_land}}, mobile {{p:au_mob}}",
		}},
		{"sms_ie_land", []string{
			"house phone {{p:ie_land}}",
			"ring the house {{p:ie_land}} if my mobile's off",
		}},
		{"sms_in_zero", []string{
			"call me on {{p:in_run}}",
			"mera number: {{p:in_run}}",
		}},
		{"parents_pta_email", []string{
			"PTA treasurer {{n}} {{N}} - {{e:any}} - for the {{k:price}} trip money",
			"Send forms to {{e:work}} before {{k:date}}",
		}},
		{"sms_relatives_contacts", []string{
			"Mum's contacts for the reunion:\nAunty {{n}} {{p:ng}}\nUncle {{n}} {{p:ng_plus}}\nCousin {{n}} {{e:ng}}",
			"Lola: {{p:ph}}\nTito {{o:Jun|Rommel|Carlo|Boy|Nestor}}: {{p:ph_plus}}\nAte {{o:Joy|Cherry|Marites|Lorna|Weng}}: {{e:ph}}",
		}},
		{"sms_zelle_cashapp", []string{
			"zelle me {{k:usd}} at {{e:us}}",
			"cash app $ {{n}}{{k:count}} or zelle {{p:us_dash}}",
		}},
		{"sms_card_partial_and_full", []string{
			"my card ending {{k:last4}} got declined, try my other one {{c:sp}}",
			"not the one ending in {{k:last4}}, use {{c:run}}",
		}},
	}
}
