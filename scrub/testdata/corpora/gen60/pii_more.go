package main

import (
	"fmt"
	"net/url"
	"sort"
	"strings"
)

// tsSeq returns n increasing [hh:mm:ss] stamps.
func tsSeq(n int) []string {
	var xs []int
	for i := 0; i < n; i++ {
		xs = append(xs, ri(5, 5400))
	}
	sort.Ints(xs)
	var out []string
	for _, x := range xs {
		out = append(out, fmt.Sprintf("[%02d:%02d:%02d]", x/3600, x/60%60, x%60))
	}
	return out
}

// clockSeq returns n increasing 12-hour clock times.
func clockSeq(n int) []string {
	var xs []int
	for i := 0; i < n; i++ {
		xs = append(xs, ri(8*60, 22*60))
	}
	sort.Ints(xs)
	var out []string
	for _, x := range xs {
		h, m := x/60, x%60
		ap := "AM"
		if h >= 12 {
			ap = "PM"
		}
		if h > 12 {
			h -= 12
		}
		out = append(out, fmt.Sprintf("%d:%02d %s", h, m, ap))
	}
	return out
}

func piiMore() []tpl {
	return []tpl{
		{"sweepstakes_affidavit_en", func(b *B) {
			p := person("en")
			s := b.P("ssn", ssnStyled())
			ph := b.P("phone", phoneUS())
			e := b.P("email", email(p, false, "en"))
			st, city := usAddr()
			prize := b.K(usd(600, 25000))
			b.q = L("AFFIDAVIT OF ELIGIBILITY, LIABILITY RELEASE AND PUBLICITY RELEASE", pick("\"Summer Road Trip\" Sweepstakes", "Metro Daily News Holiday Giveaway", "Bluebird Bakery Year of Bread Sweepstakes"),
				"Prize: "+pick("2026 Jeep Compass or cash alternative", "Trip for two to Lisbon", "Gift cards")+" (ARV "+prize+")", "Winner name: "+p.Name, "Street address: "+st, "City/State/ZIP: "+city,
				"Daytime phone: "+ph, "Email: "+e, "Social Security Number (required for IRS Form 1099-MISC): "+s, "Date of birth: "+fmt.Sprintf("%02d/%02d/%d", ri(1, 12), ri(1, 28), ri(1950, 2003)))
		}},
		{"talent_onboarding_json", func(b *B) {
			p := person("en")
			s := b.P("ssn", pick(ssn(), ssn(), itin()))
			e := b.P("email", email(p, false, "en"))
			ph := b.P("phone", phoneUS())
			id := b.K("tal_" + alnum(10))
			b.q = `{"talent_id":"` + id + `","legal_name":"` + p.Name + `","tax":{"classification":"individual","tin":"` + s + `","w9_signed_at":"` + b.K(rdate().iso()) + `"},"contact":{"email":"` + e + `","mobile":"` + ph + `"},"union":"` + pick("SAG-AFTRA", "non-union", "AFM") + `","agency":"` + pick("Talentforge", "Northstar Artists", "Kite & Key") + `"}`
		}},
		{"form_1099_nec_text", func(b *B) {
			p := person("en")
			s := b.P("ssn", ssn())
			e := b.K(ein())
			amt := b.K(fmt.Sprintf("%s.%02d", thousands(ri(600, 90000), ","), ri(0, 99)))
			b.q = L(b.K("Form 1099-NEC  "+fmt.Sprint(ri(2023, 2025)))+"  Nonemployee Compensation", "PAYER'S name: "+pick("Amplify Agency LLC", "Harbour Media Group Inc.", "Northgate Publishing Co."), "PAYER'S TIN "+e+"    RECIPIENT'S TIN "+s,
				"RECIPIENT'S name "+p.Name, "1 Nonemployee compensation $ "+amt, "4 Federal income tax withheld $ 0.00", "Account number (see instructions) "+b.K("CTR-"+digits(5)))
		}},
		{"checkout_form_log", func(b *B) {
			p := person(pick("en", "gb"))
			c := rcard("visa", "mc", "amex", "discover")
			e := email(p, false, "en")
			ee := strings.Replace(e, "@", "%40", 1)
			b.P("email", ee)
			b.P("credit_card", c.digits)
			ts := b.K(fmt.Sprintf("%d-%02d-%02d %02d:%02d:%02d", ri(2024, 2026), ri(1, 12), ri(1, 28), ri(0, 23), ri(0, 59), ri(0, 59)))
			b.q = ts + " DEBUG checkout POST /subscribe/checkout body=plan=" + pick("digital_annual", "print_weekend", "all_access_monthly") + "&email=" + ee + "&name=" + url.QueryEscape(p.Name) + "&card_number=" + c.digits + "&exp=" + url.QueryEscape(expiry()) + "&promo=" + b.K(pick("SPRING50", "STUDENT", "GIFT24", "WELCOME1")) + " ip=10." + fmt.Sprint(ri(0, 255)) + "." + fmt.Sprint(ri(0, 255)) + "." + fmt.Sprint(ri(1, 254))
		}},
		{"shoot_expense_email", func(b *B) {
			p := person("en")
			c := rcard("amex", "visa", "mc")
			cn := b.P("credit_card", c.format())
			ph := b.P("phone", phoneUS())
			fee := b.K(usd(800, 12000))
			b.q = L("Hi "+pick("Mara", "Josh", "Keisha")+",", "", "Location deposit for "+b.K(rdate().long())+" is "+fee+". The owner only takes cards over the phone, so please call him at "+ph+" and give him the production "+c.brand+": "+cn+", exp "+expiry()+".",
				"Receipt goes in the "+pick("Spring lookbook", "Brand film", "Cover shoot")+" expense folder, PO "+b.K(poNumber())+".", "", p.First)
		}},
		{"ad_billing_card_chat", func(b *B) {
			c := rcard("visa", "mc", "amex")
			cn := b.P("credit_card", c.format())
			acc := b.K(adAccount())
			t := clockSeq(3)
			b.K(t[0])
			b.q = L("["+t[0]+"] "+pick("Sam", "Ravi", "Ines")+": ads stopped delivering, billing failed on "+acc, "["+t[1]+"] "+pick("Chris", "Leah", "Tomás")+": client says swap to the backup card "+cn+" exp "+expiry()+" cvv in 1Password", "["+t[2]+"] "+pick("Sam", "Ravi", "Ines")+": done, spend limit "+b.K(usd(1000, 50000))+"/mo")
		}},
		{"kado_kurejitto_ja", func(b *B) {
			p := person("ja")
			c := rcard("jcb", "visa", "mc")
			cn := c.format()
			if chance(0.3) {
				cn = toDigits(strings.ReplaceAll(cn, "-", " "), "full")
			}
			b.P("credit_card", cn)
			ph := b.P("phone", phone("ja"))
			b.q = L("件名：定期購読の支払い方法変更", "", "お世話になっております。購読者番号 "+b.K(subscriberNo())+" の"+p.Name+"です。", "カードが変わりましたので、以下に変更をお願いします。", "カード番号："+cn, "有効期限："+expiry(), "ご不明点は "+ph+" までお電話ください。")
		}},
		{"ticket_refund_de", func(b *B) {
			p := person("de")
			c := rcard("visa", "mc", "maestro")
			cn := b.P("credit_card", c.format())
			e := b.P("email", email(p, false, "de"))
			b.q = L("Betreff: Erstattung Tickets "+pick("Literaturfestival", "Podcast-Live-Show", "Leserabend")+" – Bestellung "+b.K(orderNo()), "", "Guten Tag,", "die Veranstaltung am "+b.K(rdate().eu())+" wurde abgesagt. Bitte erstatten Sie "+b.K(eur(20, 240))+" auf meine Kreditkarte "+cn+".", "Rückfragen gern an "+e+".", "", "Mit freundlichen Grüßen", p.Name)
		}},
		{"oplata_podpiski_ru", func(b *B) {
			p := person("ru")
			c := rcard("mir", "visa", "mc")
			cn := b.P("credit_card", c.format())
			ph := b.P("phone", phone("ru"))
			b.q = L("Добрый день! Списание за подписку "+b.K(thousands(ri(299, 4990), " ")+" ₽")+" не прошло.", "Оплатите, пожалуйста, с карты "+cn+" (срок "+expiry()+").", "Номер договора "+b.K("№ "+digits(7))+", телефон для связи "+ph+".", p.Name)
		}},
		{"abonelik_troy_tr", func(b *B) {
			p := person("tr")
			c := rcard("troy", "visa", "mc")
			cn := b.P("credit_card", c.format())
			ph := b.P("phone", phone("tr"))
			b.q = L("Merhaba, dergi aboneliğimi ("+b.K("12 sayı")+", "+b.K(thousands(ri(400, 3000), ".")+" TL")+") yenilemek istiyorum.", "Kart numaram: "+cn+" SKT "+expiry(), "Cep: "+ph, p.Name)
		}},
		{"paywall_token_response", func(b *B) {
			j := b.P("jwt", subscriberJWT())
			rt := b.P("bearer", b64u(ri(40, 64)))
			b.q = L("Our app keeps logging users out. Response from /oauth/token:", `{"access_token":"`+j+`","token_type":"Bearer",`+b.K(`"expires_in":`+fmt.Sprint(pickInt(900, 3600, 7200)))+`,"refresh_token":"`+rt+`","scope":"read:articles offline_access"}`)
		}},
		{"unsubscribe_link_jwt", func(b *B) {
			p := person(pick("en", "gb"))
			j := b.P("jwt", jwt(fmt.Sprintf(`{"lid":"%s","cid":%d,"act":"unsub","iat":%d}`, hexs(10), ri(1000, 99999), ri(1700000000, 1760000000))))
			e := b.P("email", email(p, false, "en"))
			b.q = L("---------- Forwarded message ---------", "From: "+p.Name+" <"+e+">", "", "I've clicked this five times and I still get the newsletter:", "https://"+pick("newsletter.metrodailynews.com", "lists.thecivicledger.org", "mail.harbourmedia.co")+"/unsubscribe?t="+j, "Please remove me.")
		}},
		{"private_feed_jwt", func(b *B) {
			j := b.P("jwt", jwt(fmt.Sprintf(`{"sub":"mem_%s","show":"%s","tier":"%s","iat":%d}`, alnum(10), pick("the-long-read", "deadline", "morning-brief"), pick("supporter", "premium"), ri(1700000000, 1760000000))))
			b.q = L("My private supporter feed stopped updating in Overcast after "+b.K("episode "+fmt.Sprint(ri(20, 300)))+". This is the URL from my welcome email:", "https://feeds.pinecrestpodcasts.fm/private/"+pick("the-long-read", "deadline", "morning-brief")+".rss?auth="+j)
		}},
		{"cms_api_curl_jwt", func(b *B) {
			j := b.P("jwt", cmsJWT())
			art := b.K(fmt.Sprint(ri(100000, 9999999)))
			b.q = "curl -s -X PATCH https://cms." + pick("metrodailynews.com", "thenorthernpost.co.uk", "thecivicledger.org") + "/api/v2/stories/" + art + " \\\n  -H \"Authorization: Bearer " + j + "\" \\\n  -H \"Content-Type: application/json\" \\\n  -d '{\"status\":\"published\",\"embargo_until\":\"" + b.K(rdate().iso()+"T06:00:00Z") + "\"}'"
		}},
		{"rupay_grahak_hi", func(b *B) {
			p := person("hi")
			c := rcard("rupay", "visa")
			cn := b.P("credit_card", c.format())
			ph := b.P("phone", phone("hi"))
			b.q = L("सब्सक्रिप्शन रिन्यू नहीं हुआ। "+b.K("₹"+pick("1,499", "999", "2,199"))+" का भुगतान इस कार्ड से कर दीजिए: "+cn, "एक्सपायरी "+expiry()+", संपर्क "+ph, "धन्यवाद, "+p.Name)
		}},
		{"influencer_gifting_form_csv", func(b *B) {
			rows := []string{"timestamp,handle,full_name,email,phone,shipping_country,size"}
			for i := 0; i < ri(3, 6); i++ {
				loc := pick("en", "gb", "de", "fr", "es", "it", "nl", "pl", "sv")
				p := person(loc)
				e := b.P("email", email(p, false, loc))
				ph := b.P("phone", phone(loc))
				ts := b.K(fmt.Sprintf("%d/%d/%d %d:%02d:%02d", ri(1, 12), ri(1, 28), ri(2024, 2026), ri(0, 23), ri(0, 59), ri(0, 59)))
				rows = append(rows, strings.Join([]string{ts, "@" + p.LF + pick(".", "_", "") + p.LL, "\"" + p.Name + "\"", e, "\"" + ph + "\"", strings.ToUpper(pick("us", "gb", "de", "fr", "es", "it", "nl", "pl", "se")), pick("XS", "S", "M", "L", "XL")}, ","))
			}
			b.q = strings.Join(rows, "\n")
		}},
	}
}
