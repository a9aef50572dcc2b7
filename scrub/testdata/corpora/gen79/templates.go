package main

import (
	"fmt"
	"strings"
)

type tmpl struct {
	kind string
	f    func(g *G) string
}

var piiTemplates = []tmpl{
	{"flipkart_delivery_en", func(g *G) string {
		return fmt.Sprintf("Hi, my Flipkart order %s is out for delivery since %s but the agent is not reachable. My number is %s, please ask him to call before coming.",
			g.K("OD"+g.nz(18)), g.K(g.date()), g.P("phone", g.inPhone()))
	}},
	{"zomato_hinglish_rider", func(g *G) string {
		return fmt.Sprintf("Bhai mera Zomato order #%s abhi tak nahi aaya, rider ka number %s lag hi nahi raha. %s already paid via UPI, refund kab milega?",
			g.K(g.nz(10)), g.P("phone", g.inPhone()), g.K(g.inr()))
	}},
	{"hindi_contact_devanagari", func(g *G) string {
		p := g.person(inFirst, inLast)
		return fmt.Sprintf("नमस्ते, मेरा नाम %s है। मेरा मोबाइल नंबर %s है और ईमेल %s है। कृपया शाम 6 बजे के बाद संपर्क करें।",
			p.full(), g.P("phone", g.inPhone()), g.P("email", g.email(p, "in")))
	}},
	{"hindi_devanagari_digits", func(g *G) string {
		m := string(byte('6'+g.n(4))) + g.digits(9)
		dev := strings.Map(func(r rune) rune {
			if r >= '0' && r <= '9' {
				return '०' + (r - '0')
			}
			return r
		}, m[:5]+" "+m[5:])
		return fmt.Sprintf("डिलीवरी बॉय को बोलिए मुझे फोन करे: %s, घर पर कोई नहीं है।", g.P("phone", dev))
	}},
	{"bengali_order_contact", func(g *G) string {
		p := g.person(bdFirst, bdLast)
		return fmt.Sprintf("আমার ফোন নম্বর %s, ইমেইল %s। অর্ডার নম্বর %s এর ডেলিভারি কবে হবে জানাবেন।",
			g.P("phone", g.bdPhone()), g.P("email", g.email(p, "bd")), g.K("DZ"+g.digits(9)))
	}},
	{"bengali_digits_phone", func(g *G) string {
		m := "01" + g.pick("7", "8", "9", "5") + g.digits(2) + "-" + g.digits(6)
		bn := strings.Map(func(r rune) rune {
			if r >= '0' && r <= '9' {
				return '০' + (r - '0')
			}
			return r
		}, m)
		return fmt.Sprintf("বাসা ভাড়া দেওয়া হবে, মিরপুর ১০। যোগাযোগ: %s (সকাল ১০টা থেকে রাত ৮টা)", g.P("phone", bn))
	}},
	{"tamil_contact", func(g *G) string {
		p := g.person(inFirst, inLast)
		return fmt.Sprintf("வணக்கம், என் கைபேசி எண் %s. மின்னஞ்சல்: %s. ஆர்டர் எண் %s பற்றி தகவல் தேவை.",
			g.P("phone", g.inPhone()), g.P("email", g.email(p, "in")), g.K(g.nz(12)))
	}},
	{"tamil_lk_rental", func(g *G) string {
		return fmt.Sprintf("வீடு வாடகைக்கு - யாழ்ப்பாணம், மாதம் ரூ. %s. தொடர்புக்கு: %s", g.K(grouped(20000+g.n(40)*1000, ",")), g.P("phone", g.lkPhone()))
	}},
	{"pk_whatsapp_export", func(g *G) string {
		p := g.person(pkFirst, pkLast)
		return fmt.Sprintf("[%02d/%02d/2024, %02d:%02d:%02d] %s: Bhai ye mera naya number hai %s, purana wala band ho gaya hai. Save kar lo.",
			1+g.n(28), 1+g.n(12), g.n(24), g.n(60), g.n(60), p.full(), g.P("phone", g.pkPhone()))
	}},
	{"pk_daraz_complaint", func(g *G) string {
		return fmt.Sprintf("Daraz order %s ka parcel damaged aya hai. Rider ne %s se call ki thi. Mujhe refund chahiye, mera rabta number %s hai.",
			g.K(g.nz(15)), g.P("phone", g.pkPhone()), g.P("phone", g.pkPhone()))
	}},
	{"pk_jazzcash_transfer", func(g *G) string {
		return fmt.Sprintf("JazzCash se Rs. %s bhej diye hain %s pe, TID %s. Check kar ke batao.",
			g.K(grouped(500+g.n(50)*100, ",")), g.P("phone", g.pkPhone()), g.K(g.nz(11)))
	}},
	{"bd_bkash_banglish", func(g *G) string {
		return fmt.Sprintf("bKash e %s number e %s taka send korechi, TrxID %s. Please confirm korben.",
			g.P("phone", g.bdPhone()), g.K(grouped(500+g.n(80)*50, ",")), g.K(g.from(upperNum, 10)))
	}},
	{"bd_invoice_email", func(g *G) string {
		p := g.person(bdFirst, bdLast)
		return fmt.Sprintf("Invoice %s for ৳ %s has been sent to %s. For queries call %s (Mr. %s).",
			g.K(fmt.Sprintf("INV-2024-%04d", g.n(10000))), g.K(grouped(1000+g.n(90)*250, ",")), g.P("email", g.email(p, "bd")), g.P("phone", g.bdPhone()), p.last)
	}},
	{"lk_rental_ad", func(g *G) string {
		p := g.person(lkFirst, lkLast)
		return fmt.Sprintf("Annex for rent in %s, Rs. %s/month, 2 rooms, parking. Call %s %s or email %s",
			g.pick("Nugegoda", "Maharagama", "Kandy", "Dehiwala", "Negombo"), g.K(grouped(25000+g.n(50)*1000, ",")), p.first, g.P("phone", g.lkPhone()), g.P("email", g.email(p, "lk")))
	}},
	{"lk_pickme_driver", func(g *G) string {
		return fmt.Sprintf("PickMe trip %s - I left my phone charger in the car. Driver's number was %s, can you connect me?",
			g.K("TR"+g.nz(9)), g.P("phone", g.lkPhone()))
	}},
	{"np_esewa_nepali", func(g *G) string {
		return fmt.Sprintf("Dai, eSewa ID %s ma Rs %s pathaideu na, bholi firta dinchhu.", g.P("phone", g.npPhone()), g.K(grouped(1000+g.n(20)*500, ",")))
	}},
	{"np_delivery", func(g *G) string {
		return fmt.Sprintf("Namaste, Kathmandu bhitra delivery garna milcha? Mero number %s ho, Baneshwor ma baschhu. Order ko lagi %s samma pathaunus.",
			g.P("phone", g.npPhone()), g.K(g.date()))
	}},
	{"id_tokopedia_invoice", func(g *G) string {
		return fmt.Sprintf("Kak, pesanan %s belum sampai juga. Bisa hubungi saya di %s ya. Makasih 🙏",
			g.K(fmt.Sprintf("INV/2024%02d%02d/MPL/%s", 1+g.n(12), 1+g.n(28), g.nz(10))), g.P("phone", g.idPhone()))
	}},
	{"id_wa_shop_order", func(g *G) string {
		p := g.person(idFirst, idLast)
		return fmt.Sprintf("Halo kak, mau order %d pcs ukuran L. Atas nama %s, alamat Jl. Melati No. %d, Bandung %s. WA: %s",
			1+g.n(5), p.full(), 1+g.n(99), g.K("40"+g.digits(3)), g.P("phone", g.idPhone()))
	}},
	{"id_gojek_driver", func(g *G) string {
		return fmt.Sprintf("Driver Gojek telpon dari nomor %s katanya udah di depan, tapi aku masih di kantor. Order ID %s",
			g.P("phone", g.idPhone()), g.K("RB-"+g.nz(9)))
	}},
	{"my_shopee_parcel", func(g *G) string {
		return fmt.Sprintf("Hi, parcel %s belum sampai lagi. Boleh call saya %s. Terima kasih!",
			g.K("SPXMY0"+g.nz(11)), g.P("phone", g.myPhone()))
	}},
	{"my_clinic_bahasa", func(g *G) string {
		return fmt.Sprintf("Temujanji klinik anda pada %s jam %d.%02d pagi. Sila hubungi %s jika ada perubahan.",
			g.K(g.date()), 8+g.n(4), 15*g.n(4), g.P("phone", g.myPhone()))
	}},
	{"my_grab_lost_item", func(g *G) string {
		return fmt.Sprintf("Saya tertinggal beg dalam kereta Grab, booking ID %s. Nombor telefon saya %s, tolong hubungi pemandu.",
			g.K("A-"+g.from(upperNum, 10)), g.P("phone", g.myPhone()))
	}},
	{"ph_gcash_taglish", func(g *G) string {
		return fmt.Sprintf("Sis, na-send ko na yung ₱%s sa GCash mo %s. Ref no. %s pa-check na lang po.",
			g.K(grouped(200+g.n(50)*50, ",")), g.P("phone", g.phPhone()), g.K(g.nz(13)))
	}},
	{"ph_lazada_rider", func(g *G) string {
		return fmt.Sprintf("Hi Lazada, order #%s still not delivered. Rider's number %s cannot be reached. Pls help po.",
			g.K(g.nz(15)), g.P("phone", g.phPhone()))
	}},
	{"ph_viber_chat", func(g *G) string {
		p := g.person(phFirst, phLast)
		return fmt.Sprintf("[Viber] %s: pa-text na lang sa %s kung nandyan na kayo sa terminal, low bat na ako", p.first, g.P("phone", g.phPhone()))
	}},
	{"ph_rental_makati", func(g *G) string {
		return fmt.Sprintf("Studio unit for rent in %s, ₱%s/mo, 1 month advance 2 months deposit. Viber me at %s.",
			g.pick("Makati", "BGC", "Cebu IT Park", "Quezon City", "Pasig"), g.K(grouped(12000+g.n(30)*500, ",")), g.P("phone", g.phPhone()))
	}},
	{"vn_zalo_order", func(g *G) string {
		return fmt.Sprintf("Chào shop, mình đặt đơn hàng %s rồi nhé. SĐT/Zalo: %s. Giao giờ hành chính giúp mình.",
			g.K(g.digits(6)+g.from("ABCDEFGHJKLMNPQRSTUVWXYZ", 4)+g.digits(3)), g.P("phone", g.vnPhone()))
	}},
	{"vn_grab_driver", func(g *G) string {
		return fmt.Sprintf("Tài xế Grab gọi cho tôi theo số %s nhưng tôi không nghe được, mã chuyến đi %s.",
			g.P("phone", g.vnPhone()), g.K("A-"+g.from(upperNum, 10)))
	}},
	{"vn_bank_transfer", func(g *G) string {
		p := g.person(vnFirst, vnLast)
		return fmt.Sprintf("Chuyển khoản %s₫ vào Vietcombank, chủ TK %s %s, liên hệ %s khi chuyển xong nhé.",
			g.K(grouped(50000+g.n(100)*10000, ".")), p.last, p.first, g.P("phone", g.vnPhone()))
	}},
	{"th_line_order", func(g *G) string {
		return fmt.Sprintf("สวัสดีค่ะ สั่งของเลขที่ %s ค่ะ เบอร์โทร %s ส่งก่อน %s ได้ไหมคะ",
			g.K("TH"+g.nz(12)), g.P("phone", g.thPhone()), g.K(g.date()))
	}},
	{"th_kerry_en", func(g *G) string {
		return fmt.Sprintf("Kerry Express tracking %s, please call receiver %s before delivery, condo lobby closes at 9pm.",
			g.K("KEX"+g.nz(12)), g.P("phone", g.thPhone()))
	}},
	{"th_thai_digits", func(g *G) string {
		m := "0" + g.pick("81", "86", "89", "62") + "-" + g.digits(3) + "-" + g.digits(4)
		th := strings.Map(func(r rune) rune {
			if r >= '0' && r <= '9' {
				return '๐' + (r - '0')
			}
			return r
		}, m)
		return fmt.Sprintf("ร้านข้าวมันไก่ รับออเดอร์ทางโทรศัพท์ โทร %s คุณแม่ค้า", g.P("phone", th))
	}},
	{"th_card_double_charge", func(g *G) string {
		return fmt.Sprintf("บัตรเครดิต %s ถูกตัดเงินซ้ำ ฿%s กรุณาติดต่อกลับที่ %s",
			g.P("credit_card", g.card(g.pick("visa", "mc", "jcb"))), g.K(grouped(500+g.n(90)*100, ",")), g.P("phone", g.thPhone()))
	}},
	{"bank_card_twice_en", func(g *G) string {
		return fmt.Sprintf("Hello HDFC, my credit card %s was charged twice for %s on %s. Please reverse one. Registered mobile %s.",
			g.P("credit_card", g.card(g.pick("visa", "mc", "amex"))), g.K(g.inr()), g.K(g.date()), g.P("phone", g.inPhone()))
	}},
	{"rupay_block_hinglish", func(g *G) string {
		return fmt.Sprintf("Please mera RuPay debit card %s turant block karo, Dadar station pe kho gaya. Linked mobile: %s",
			g.P("credit_card", g.card("rupay")), g.P("phone", g.inPhone()))
	}},
	{"jcb_hotel_declined", func(g *G) string {
		return fmt.Sprintf("My JCB card %s was declined at the hotel in Bangkok, reservation no. %s. Can you check?",
			g.P("credit_card", g.card("jcb")), g.K(g.nz(9)))
	}},
	{"card_fraud_hinglish", func(g *G) string {
		return fmt.Sprintf("Mere card %s se %s ka fraud transaction hua hai, txn id %s. Please card block karo aur chargeback raise karo.",
			g.P("credit_card", g.card(g.anyBrand())), g.K(g.inr()), g.K("T"+g.nz(14)))
	}},
	{"id_card_double_bill", func(g *G) string {
		p := g.person(idFirst, idLast)
		return fmt.Sprintf("Kartu kredit saya %s kena tagihan ganda Rp %s. Mohon dibantu, email saya %s.",
			g.P("credit_card", g.card(g.pick("visa", "mc", "jcb"))), g.K(grouped(100000+g.n(90)*25000, ".")), g.P("email", g.email(p, "id")))
	}},
	{"vn_card_double", func(g *G) string {
		p := g.person(vnFirst, vnLast)
		return fmt.Sprintf("Thẻ %s của tôi bị trừ tiền 2 lần, số tiền %s₫. Email: %s",
			g.P("credit_card", g.card(g.pick("visa", "mc", "jcb"))), g.K(grouped(100000+g.n(90)*50000, ".")), g.P("email", g.email(p, "vn")))
	}},
	{"card_expiry_form", func(g *G) string {
		return fmt.Sprintf("Card No: %s   Exp: %s   Name on card: %s", g.P("credit_card", g.card(g.anyBrand())),
			g.K(fmt.Sprintf("%02d/%02d", 1+g.n(12), 26+g.n(5))), g.person(myFirst, myLast).full())
	}},
	{"payment_json_log", func(g *G) string {
		p := g.person(inFirst, inLast)
		m := string(byte('6'+g.n(4))) + g.digits(9)
		return fmt.Sprintf(`{"event":"payment.failed","card_number":"%s","email":"%s","contact":"%s","amount":%d,"currency":"INR","order_id":"%s"}`,
			g.P("credit_card", g.cardNum(g.anyBrand())), g.P("email", g.email(p, "in")), g.P("phone", "+91"+m), 100*(99+g.n(5000)), g.K("order_"+g.from(alnum, 14)))
	}},
	{"razorpay_env", func(g *G) string {
		return fmt.Sprintf("# .env\nRAZORPAY_KEY_ID=%s\nRAZORPAY_KEY_SECRET=%s\nAPP_VERSION=%s\nPORT=8080",
			g.P("bearer", "rzp_live_"+g.from(alnum, 14)), g.P("bearer", g.secret(24)), g.K(g.version()))
	}},
	{"razorpay_curl", func(g *G) string {
		return fmt.Sprintf("curl -u %s:%s https://api.razorpay.com/v1/payments/%s/capture -d amount=%d -d currency=INR",
			g.P("bearer", "rzp_test_"+g.from(alnum, 14)), g.P("bearer", g.secret(24)), g.K("pay_"+g.from(alnum, 14)), 100*(99+g.n(5000)))
	}},
	{"paytm_config_js", func(g *G) string {
		return fmt.Sprintf("const paytm = {\n  mid: \"%s\",\n  merchantKey: \"%s\",\n  website: \"WEBSTAGING\",\n  industryType: \"Retail\"\n};",
			g.K(g.from("ABCDEFGHIJKLMNOPQRSTUVWXYZ", 6)+g.digits(14)), g.P("bearer", g.from(alnum, 4)+g.pick("#", "_", "@", "%")+g.from(alnum, 11)))
	}},
	{"xendit_basic_header", func(g *G) string {
		key := "xnd_development_" + g.from(alnum, 48)
		return fmt.Sprintf("POST https://api.xendit.co/v2/invoices\nAuthorization: Basic %s\nContent-Type: application/json\n\n{\"external_id\":\"%s\",\"amount\":%d}",
			g.P("bearer", g.basic(key, "")), g.K("inv-"+g.digits(10)), 50000+g.n(100)*1000)
	}},
	{"xendit_secret_env", func(g *G) string {
		return fmt.Sprintf("XENDIT_SECRET_KEY=%s\nXENDIT_CALLBACK_TOKEN=%s\nXENDIT_ENV=production",
			g.P("bearer", "xnd_production_"+g.from(alnum, 48)), g.P("bearer", g.secret(48)))
	}},
	{"paymongo_keys", func(g *G) string {
		return fmt.Sprintf("PAYMONGO_PUBLIC_KEY=%s\nPAYMONGO_SECRET_KEY=%s",
			g.K("pk_live_"+g.from(alnum, 24)), g.P("bearer", "sk_live_"+g.from(alnum, 24)))
	}},
	{"midtrans_keys", func(g *G) string {
		return fmt.Sprintf("midtrans:\n  is_production: true\n  client_key: %s\n  server_key: %s",
			g.K("Mid-client-"+g.from(alnum, 16)), g.P("bearer", "Mid-server-"+g.from(alnum+"-_", 24)))
	}},
	{"aws_credentials_file", func(g *G) string {
		return fmt.Sprintf("[default]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = %s",
			g.P("bearer", "AKIA"+g.from("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)), g.P("bearer", g.from(alnum+"+/", 40)), g.K(g.pick("ap-south-1", "ap-southeast-1", "ap-southeast-3")))
	}},
	{"github_token_clone", func(g *G) string {
		return fmt.Sprintf("fatal: could not read from https://%s:%s@github.com/%s/%s.git (exit 128)",
			g.pick("rahulsharma", "budi-dev", "juan-dc", "minhng"), g.P("bearer", "ghp_"+g.from(alnum, 36)), g.pick("tokoku", "bazaar-in", "sari-sari"), g.pick("checkout", "api", "infra"))
	}},
	{"bearer_access_log", func(g *G) string {
		return fmt.Sprintf("%s INFO  gateway GET /v1/orders/%s Authorization: Bearer %s latency=%dms",
			g.K(fmt.Sprintf("2024-%02d-%02dT%02d:%02d:%02d+05:30", 1+g.n(12), 1+g.n(28), g.n(24), g.n(60), g.n(60))), g.K("ORD"+g.nz(9)), g.P("bearer", g.secret(40)), 10+g.n(900))
	}},
	{"jwt_hinglish_decode", func(g *G) string {
		return fmt.Sprintf("Yeh JWT decode karke batao expiry kya hai, login ke baad 401 aa raha hai: %s", g.P("jwt", g.jwt()))
	}},
	{"jwt_token_response", func(g *G) string {
		return fmt.Sprintf(`{"access_token":"%s","token_type":"Bearer","expires_in":3600,"refresh_token":"%s"}`,
			g.P("jwt", g.jwt()), g.P("bearer", g.secret(48)))
	}},
	{"jwt_cookie_header", func(g *G) string {
		return fmt.Sprintf("Cookie: lang=id; auth=%s; _ga=%s", g.P("jwt", g.jwt()), g.K("GA1.2."+g.nz(9)+"."+g.nz(10)))
	}},
	{"session_cookie", func(g *G) string {
		return fmt.Sprintf("Set-Cookie: %s=%s; Path=/; HttpOnly; Secure", g.pick("JSESSIONID", "PHPSESSID", "sessionid", "connect.sid"), g.P("bearer", strings.ToUpper(g.from(hexs, 32))))
	}},
	{"basic_auth_header", func(g *G) string {
		u := g.pick("admin", "merchant01", "ops", "finance")
		return fmt.Sprintf("GET /api/settlements?date=%s HTTP/1.1\nHost: partner.example.co.id\nAuthorization: Basic %s", g.K(fmt.Sprintf("2024-%02d-%02d", 1+g.n(12), 1+g.n(28))), g.P("bearer", g.basic(u, g.password("Admin"))))
	}},
	{"postgres_url", func(g *G) string {
		return fmt.Sprintf("DATABASE_URL=postgres://shop_app:%s@10.0.%d.%d:5432/%s?sslmode=require", g.P("bearer", g.password("Shop")), g.n(10), 2+g.n(200), g.pick("orders", "catalog", "wallet"))
	}},
	{"telegram_bot_token", func(g *G) string {
		return fmt.Sprintf("bot = telebot.TeleBot(\"%s\")  # order alerts for %s", g.P("bearer", g.nz(10)+":AA"+g.from(alnum+"_-", 33)), g.pick("Dhaka shop", "warung", "kirana store"))
	}},
	{"google_api_key", func(g *G) string {
		return fmt.Sprintf("<meta-data android:name=\"com.google.android.geo.API_KEY\" android:value=\"%s\"/>", g.P("bearer", "AIza"+g.from(alnum+"_-", 35)))
	}},
	{"twilio_auth_token", func(g *G) string {
		return fmt.Sprintf("TWILIO_ACCOUNT_SID=%s\nTWILIO_AUTH_TOKEN=%s\nTWILIO_FROM=%s", g.K("AC"+g.from(hexs, 32)), g.P("bearer", g.from(hexs, 32)), g.P("phone", "+1"+strings.NewReplacer("(", "", ")", "", " ", "", "-", "", "+1", "").Replace(g.usPhone())))
	}},
	{"wifi_password_hinglish", func(g *G) string {
		return fmt.Sprintf("Guest house ka wifi: %s, password %s hai. Checkout %s 11 baje tak.", g.pick("Sharma_5G", "JioFiber-2.4", "Airtel_Home"), g.P("bearer", g.password("Sharma")), g.K(g.date()))
	}},
	{"password_bahasa", func(g *G) string {
		p := g.person(idFirst, idLast)
		return fmt.Sprintf("Akun email saya %s, password: %s, tolong reset ya soalnya ga bisa login", g.P("email", g.email(p, "id")), g.P("bearer", g.password(p.first)))
	}},
	{"password_vietnamese", func(g *G) string {
		p := g.person(vnFirst, vnLast)
		return fmt.Sprintf("Tài khoản: %s / mật khẩu: %s — nhờ anh đăng nhập kiểm tra giúp em.", g.P("email", g.email(p, "vn")), g.P("bearer", g.password("Minh")))
	}},
	{"password_thai", func(g *G) string {
		p := g.person(thFirst, thLast)
		return fmt.Sprintf("ชื่อผู้ใช้ %s รหัสผ่าน %s ค่ะ ฝากเข้าระบบให้หน่อย", g.P("email", g.email(p, "th")), g.P("bearer", g.password(p.first)))
	}},
	{"password_taglish", func(g *G) string {
		p := g.person(phFirst, phLast)
		return fmt.Sprintf("Username: %s Password: %s — pakilogin na lang po sa portal para ma-download yung payslip ko", g.P("email", g.email(p, "ph")), g.P("bearer", g.password(strings.Split(p.first, " ")[0])))
	}},
	{"us_w2_hr", func(g *G) string {
		p := g.person(inFirst, inLast)
		return fmt.Sprintf("W-2 %d for %s, SSN %s, Employer EIN %s. Forwarding to %s for the Bengaluru tax filing.",
			2023+g.n(2), p.full(), g.P("ssn", g.ssn()), g.K(fmt.Sprintf("%02d-%07d", 10+g.n(80), g.n(10000000))), g.P("email", g.email(p, "in")))
	}},
	{"h1b_transfer_email", func(g *G) string {
		return fmt.Sprintf("Hi, for my H-1B transfer the new US employer is asking for my SSN %s and Indian PAN %s. My US phone is %s.",
			g.P("ssn", g.ssn()), g.K(g.pan()), g.P("phone", g.usPhone()))
	}},
	{"pk_emigrant_ssn", func(g *G) string {
		return fmt.Sprintf("Mera US Social Security number %s hai, IRS ka letter aya hai. CNIC %s ki copy bhi attach kar di hai.",
			g.P("ssn", g.ssn()), g.K(g.cnic()))
	}},
	{"ph_emigrant_ssn_taglish", func(g *G) string {
		return fmt.Sprintf("Pa-help po, yung SSN ko sa US (%s) nakalagay sa W-2 pero mali yung spelling ng pangalan ko. Employer ko nasa Texas.", g.P("ssn", g.ssn()))
	}},
	{"itin_dependent_bd", func(g *G) string {
		return fmt.Sprintf("ITIN %s issued for my mother in Dhaka as dependent. Next step is the 1040 filing by %s.", g.P("ssn", g.itin()), g.K(fmt.Sprintf("April %d, %d", 10+g.n(5), 2024+g.n(2))))
	}},
	{"kyc_aadhaar_pan", func(g *G) string {
		p := g.person(inFirst, inLast)
		return fmt.Sprintf("KYC update - Aadhaar: %s, PAN: %s, Mobile: %s, Email: %s", g.K(g.aadhaar()), g.K(g.pan()), g.P("phone", g.inPhone()), g.P("email", g.email(p, "in")))
	}},
	{"nik_form_id", func(g *G) string {
		p := g.person(idFirst, idLast)
		return fmt.Sprintf("Nama: %s\nNIK: %s\nNo. HP: %s\nEmail: %s", p.full(), g.K(g.nik()), g.P("phone", g.idPhone()), g.P("email", g.email(p, "id")))
	}},
	{"mykad_form_my", func(g *G) string {
		p := g.person(myFirst, myLast)
		return fmt.Sprintf("Nama: %s, No. MyKad: %s, Tel: %s, Emel: %s", p.full(), g.K(g.mykad()), g.P("phone", g.myPhone()), g.P("email", g.email(p, "my")))
	}},
	{"philsys_form_ph", func(g *G) string {
		p := g.person(phFirst, phLast)
		return fmt.Sprintf("PhilSys Card No. (PCN): %s | Mobile: %s | Email: %s", g.K(g.psn()), g.P("phone", g.phPhone()), g.P("email", g.email(p, "ph")))
	}},
	{"cnic_form_pk", func(g *G) string {
		p := g.person(pkFirst, pkLast)
		return fmt.Sprintf("Applicant: %s\nCNIC: %s\nMobile: %s\nDate of birth: %s", p.full(), g.K(g.cnic()), g.P("phone", g.pkPhone()), g.K(g.date()))
	}},
	{"thai_id_form", func(g *G) string {
		p := g.person(thFirst, thLast)
		return fmt.Sprintf("ชื่อ %s เลขบัตรประชาชน %s โทรศัพท์ %s", p.full(), g.K(g.thaiID()), g.P("phone", g.thPhone()))
	}},
	{"vn_cccd_form", func(g *G) string {
		p := g.person(vnFirst, vnLast)
		return fmt.Sprintf("Họ tên: %s %s, số CCCD: %s, điện thoại: %s", p.last, p.first, g.K(g.cccd()), g.P("phone", g.vnPhone()))
	}},
	{"school_admission", func(g *G) string {
		p := g.person(inFirst, inLast)
		return fmt.Sprintf("Admission enquiry for Class %d: Parent %s, contact %s, email %s. Admission No. %s",
			1+g.n(10), p.full(), g.P("phone", g.inPhone()), g.P("email", g.email(p, "in")), g.K(fmt.Sprintf("ADM/%d/%04d", 2024+g.n(2), g.n(10000))))
	}},
	{"clinic_appointment_lk", func(g *G) string {
		return fmt.Sprintf("Appointment confirmed with Dr. %s on %s at 10:30 AM, token no. %d. Patient mobile: %s",
			g.pick(lkLast...), g.K(g.date()), 1+g.n(40), g.P("phone", g.lkPhone()))
	}},
	{"clinic_bengali", func(g *G) string {
		return fmt.Sprintf("ডাক্তারের অ্যাপয়েন্টমেন্ট %s, সিরিয়াল %d। রোগীর মোবাইল: %s", g.K(g.date()), 1+g.n(40), g.P("phone", g.bdPhone()))
	}},
	{"upi_phone_vpa", func(g *G) string {
		m := string(byte('6'+g.n(4))) + g.digits(9)
		return fmt.Sprintf("Paise %s@%s pe bhej do, %s ka split hai. Screenshot bhejna.", g.P("phone", m), g.pick("paytm", "ybl", "axl", "ibl"), g.K(g.inr()))
	}},
	{"email_signature_in", func(g *G) string {
		p := g.person(inFirst, inLast)
		return fmt.Sprintf("Regards,\n%s\nSenior Analyst, Finance Ops\nM: %s | E: %s\nThis e-mail is confidential.", p.full(), g.P("phone", g.inPhone()), g.P("email", g.workEmail(p, g.pick("kiranatech.in", "bazaarpay.co.in", "shipfast.in"))))
	}},
	{"apache_log_encoded", func(g *G) string {
		p := g.person(inFirst, inLast)
		e := g.email(p, "in")
		m := string(byte('6'+g.n(4))) + g.digits(9)
		return fmt.Sprintf("203.0.113.%d - - [15/Mar/2024:10:22:01 +0530] \"GET /api/v1/users?email=%s&phone=%s HTTP/1.1\" 200 512",
			1+g.n(250), g.P("email", strings.Replace(e, "@", "%40", 1)), g.P("phone", "%2B91"+m))
	}},
	{"csv_customer_export", func(g *G) string {
		var b strings.Builder
		b.WriteString("name,phone,email,city\n")
		for i := 0; i < 2; i++ {
			p := g.person(inFirst, inLast)
			m := string(byte('6'+g.n(4))) + g.digits(9)
			fmt.Fprintf(&b, "%s,%s,%s,%s\n", p.full(), g.P("phone", g.pick("+91", "")+m), g.P("email", g.email(p, "in")), g.pick("Pune", "Chennai", "Indore", "Kochi"))
		}
		return strings.TrimSuffix(b.String(), "\n")
	}},
	{"sql_insert_customers", func(g *G) string {
		p := g.person(idFirst, idLast)
		return fmt.Sprintf("INSERT INTO pelanggan (nama, no_hp, email, kota) VALUES ('%s', '%s', '%s', 'Surabaya');", p.full(), g.P("phone", "08"+g.pick("12", "13", "21", "57")+g.digits(8)), g.P("email", g.email(p, "id")))
	}},
	{"grab_receipt_email_ph", func(g *G) string {
		p := g.person(phFirst, phLast)
		return fmt.Sprintf("GrabFood receipt %s sent to %s. Total ₱%s.%02d. Questions? Reply to this email.", g.K("GF-"+g.nz(12)), g.P("email", g.email(p, "ph")), g.K(grouped(150+g.n(900), ",")), g.n(100))
	}},
	{"hr_offer_letter_vn", func(g *G) string {
		p := g.person(vnFirst, vnLast)
		return fmt.Sprintf("Kính gửi anh/chị %s %s, vui lòng gửi bản scan hợp đồng về %s trước ngày %s. Mọi thắc mắc xin gọi %s.",
			p.last, p.first, g.P("email", g.workEmail(person{p.first, p.last}, "hr-saigontech.vn")), g.K(g.date()), g.P("phone", g.vnPhone()))
	}},
	{"line_chat_th_en", func(g *G) string {
		p := g.person(thFirst, thLast)
		return fmt.Sprintf("[LINE] %s: ส่งเอกสารมาที่ %s นะครับ หรือโทร %s", p.first, g.P("email", g.email(p, "th")), g.P("phone", g.thPhone()))
	}},
	{"amex_corporate_en", func(g *G) string {
		p := g.person(myFirst, myLast)
		return fmt.Sprintf("Corporate Amex %s for %s, monthly limit RM %s. Statement to %s.", g.P("credit_card", g.card("amex")), p.full(), g.K(grouped(5000+g.n(50)*1000, ",")), g.P("email", g.workEmail(p, "kedai-sdn.com.my")))
	}},
	{"ph_card_bpi_support", func(g *G) string {
		return fmt.Sprintf("Good day! Yung Mastercard ko %s na-charge ng ₱%s sa isang merchant na hindi ko kilala. Pwede po bang i-dispute? Contact: %s",
			g.P("credit_card", g.card("mc")), g.K(grouped(1000+g.n(90)*100, ",")), g.P("phone", g.phPhone()))
	}},
	{"dev_stacktrace_email", func(g *G) string {
		p := g.person(myFirst, myLast)
		return fmt.Sprintf("ERROR %s UserService.sendOtp failed for user=%s msisdn=%s: timeout after 30000ms (attempt 3/3)",
			g.K(fmt.Sprintf("2024-%02d-%02d %02d:%02d:%02d", 1+g.n(12), 1+g.n(28), g.n(24), g.n(60), g.n(60))), g.P("email", g.email(p, "my")), g.P("phone", "60"+g.pick("12", "13", "17", "19")+g.digits(7)))
	}},
}

var cleanTemplates = []tmpl{
	{"otp_sms_hotline", func(g *G) string {
		return fmt.Sprintf("%s is your OTP for txn of %s at %s. Valid for 10 mins. Do not share with anyone. Not you? Call %s",
			g.K(g.digits(6)), g.K(g.inr()), g.pick("AMAZON", "SWIGGY", "IRCTC", "MYNTRA"), g.K(g.pick("1800 425 3800", "1800-209-9111", "1800 102 4455", "1860 267 6161")))
	}},
	{"bank_debit_sms", func(g *G) string {
		return fmt.Sprintf("A/c %s debited %s on %s. UPI Ref %s. Not you? SMS BLOCK to %s",
			g.K("XX"+g.digits(4)), g.K(g.inr()), g.K(g.date()), g.K(g.nz(12)), g.K(g.pick("9215676766", "567676")))
	}},
	{"flipkart_shipped", func(g *G) string {
		return fmt.Sprintf("Your order %s has been shipped via Ekart, AWB %s. Expected delivery by %s.", g.K("OD"+g.nz(18)), g.K("FMPP"+g.nz(10)), g.K(g.date()))
	}},
	{"shopee_ph_status", func(g *G) string {
		return fmt.Sprintf("Na-ship na daw yung order ko %s, tracking %s, ETA %s pa. Ang tagal naman 😩", g.K(g.digits(6)+g.from(upperNum, 8)), g.K("SPXPH0"+g.nz(11)), g.K(g.date()))
	}},
	{"vn_order_status", func(g *G) string {
		return fmt.Sprintf("Đơn hàng %s đã được giao cho đơn vị vận chuyển GHN, mã vận đơn %s, dự kiến giao %s.", g.K(g.digits(6)+g.from(upperNum, 6)), g.K("GHN"+g.from(upperNum, 8)), g.K(g.date()))
	}},
	{"th_bank_promo", func(g *G) string {
		return fmt.Sprintf("โปรโมชั่นผ่อน 0%% 10 เดือน ยอดขั้นต่ำ ฿%s ถึง %s สอบถาม Call Center %s", g.K(grouped(3000+g.n(10)*1000, ",")), g.K(g.date()), g.K(g.pick("02-777-7777", "1333", "02-111-1111", "1558")))
	}},
	{"dev_question_webhook", func(g *G) string {
		return fmt.Sprintf("How do I verify the Razorpay webhook signature in Go? Using razorpay-go %s, the X-Razorpay-Signature header never matches my HMAC.", g.K("v"+g.version()))
	}},
	{"placeholder_env", func(g *G) string {
		return fmt.Sprintf("Copy .env.example to .env and set RAZORPAY_KEY_SECRET=%s and XENDIT_SECRET_KEY=%s before running make dev.", g.K(g.pick("<your_key_secret>", "changeme", "YOUR_SECRET_HERE")), g.K(g.pick("xnd_development_xxx", "<secret>", "REPLACE_ME")))
	}},
	{"aadhaar_enrolment_status", func(g *G) string {
		return fmt.Sprintf("Aadhaar update status for Enrolment ID %s dated %s: Your request is under process.", g.K(fmt.Sprintf("%04d/%05d/%05d", 1000+g.n(9000), g.n(100000), g.n(100000))), g.K(g.date()))
	}},
	{"gst_invoice", func(g *G) string {
		return fmt.Sprintf("GSTIN %s, Invoice No. %s, Taxable value %s, CGST 9%%, SGST 9%%, HSN %s", g.K(fmt.Sprintf("%02d%s1Z%s", 10+g.n(27), g.pan(), g.from(upperNum, 1))), g.K(fmt.Sprintf("INV/24-25/%04d", g.n(10000))), g.K(g.inr()), g.K(g.nz(8)))
	}},
	{"neft_utr", func(g *G) string {
		return fmt.Sprintf("NEFT of %s to IFSC %s successful. UTR %s. Beneficiary a/c ending %s.", g.K(g.inr()), g.K(g.pick("SBIN", "HDFC", "ICIC", "UTIB")+"0"+g.digits(6)), g.K("N"+g.nz(15)), g.K(g.digits(4)))
	}},
	{"irctc_pnr", func(g *G) string {
		return fmt.Sprintf("PNR %s, Train %s, Coach B%d Seat %d, journey %s, status CNF. Chart prepared.", g.K(g.nz(10)), g.K(g.nz(5)), 1+g.n(6), 1+g.n(72), g.K(g.date()))
	}},
	{"hindi_order_number", func(g *G) string {
		return fmt.Sprintf("मेरा ऑर्डर नंबर %s है, %s को पेमेंट किया था लेकिन अभी तक डिलीवर नहीं हुआ।", g.K(g.nz(10)), g.K(g.date()))
	}},
	{"jne_resi_id", func(g *G) string {
		return fmt.Sprintf("Nomor resi JNE %s, estimasi %d-%d hari. Ongkir Rp %s sudah termasuk asuransi.", g.K(g.nz(15)), 2+g.n(2), 4+g.n(2), g.K(grouped(9000+g.n(40)*1000, ".")))
	}},
	{"lhdn_reference_my", func(g *G) string {
		return fmt.Sprintf("Bayaran cukai pendapatan RM %s diterima. No. rujukan %s, tarikh %s.", g.K(grouped(100+g.n(5000), ",")+".00"), g.K(g.nz(13)), g.K(g.date()))
	}},
	{"sss_contribution_ph", func(g *G) string {
		return fmt.Sprintf("SSS contribution for %s: ₱%s.00, SS No. %s, PRN %s. Pa-check po kung posted na.", g.pick("March", "April", "May"), g.K(grouped(500+g.n(15)*100, ",")), g.K(fmt.Sprintf("%02d-%07d-%d", 10+g.n(30), g.n(10000000), g.n(10))), g.K(g.nz(13)))
	}},
	{"vn_tax_code", func(g *G) string {
		return fmt.Sprintf("Mã số thuế công ty: %s, hóa đơn số %s ngày %s, tổng tiền %s₫.", g.K("03"+g.digits(8)), g.K(fmt.Sprintf("%07d", g.n(10000000))), g.K(g.date()), g.K(grouped(1000000+g.n(90)*100000, ".")))
	}},
	{"thai_id_only", func(g *G) string {
		return fmt.Sprintf("กรุณาแนบสำเนาบัตรประชาชนเลขที่ %s พร้อมลงนามรับรองสำเนาถูกต้อง ภายในวันที่ %s", g.K(g.thaiID()), g.K(g.date()))
	}},
	{"version_upgrade", func(g *G) string {
		return fmt.Sprintf("Upgraded midtrans-php from %s to %s, build %s, deployed to ap-southeast-3 at 02:30 WIB.", g.K(g.version()), g.K(g.version()), g.K(fmt.Sprintf("2024%02d%02d.%d", 1+g.n(12), 1+g.n(28), 1+g.n(9))))
	}},
	{"k8s_restart_log", func(g *G) string {
		return fmt.Sprintf("pod payments-%s-%s restarted at %s, exit code 137, restarts=%d, node ip-10-0-%d-%d.ap-south-1.compute.internal",
			g.from(hexs, 9), g.from("abcdefghijklmnopqrstuvwxyz0123456789", 5), g.K(fmt.Sprintf("2024-%02d-%02dT%02d:%02d:%02d+05:30", 1+g.n(12), 1+g.n(28), g.n(24), g.n(60), g.n(60))), g.n(20), g.n(255), g.n(255))
	}},
	{"idr_amount_list", func(g *G) string {
		a, b := 100000+g.n(900)*1000, 10000+g.n(90)*1000
		return fmt.Sprintf("Rincian: kamar Rp %s, sarapan Rp %s, total Rp %s (sudah termasuk pajak).", g.K(grouped(a, ".")), g.K(grouped(b, ".")), g.K(grouped(a+b, ".")))
	}},
	{"cnic_copy_urdu_roman", func(g *G) string {
		return fmt.Sprintf("CNIC %s ki copy attach hai, expiry %s. Form B bhi saath hai.", g.K(g.cnic()), g.K(g.date()))
	}},
	{"nik_ktp_only", func(g *G) string {
		return fmt.Sprintf("NIK %s sudah terdaftar di Dukcapil, silakan lanjut verifikasi KTP-el tanggal %s.", g.K(g.nik()), g.K(g.date()))
	}},
	{"mykad_only", func(g *G) string {
		return fmt.Sprintf("Sila bawa MyKad asal (%s) semasa pendaftaran sekolah pada %s.", g.K(g.mykad()), g.K(g.date()))
	}},
	{"git_commit_msg", func(g *G) string {
		return fmt.Sprintf("commit %s\n\n    fix(checkout): mask card numbers in payment logs (#%d)\n\n    Refs: PAY-%d", g.from(hexs, 40), 1000+g.n(9000), 100+g.n(900))
	}},
	{"bengali_receipt", func(g *G) string {
		n := strings.Map(func(r rune) rune {
			if r >= '0' && r <= '9' {
				return '০' + (r - '0')
			}
			return r
		}, g.nz(6))
		return fmt.Sprintf("বিল ৳ %s পরিশোধ করা হয়েছে, রসিদ নং %s। ধন্যবাদ।", g.K(grouped(500+g.n(2000), ",")), g.K(n))
	}},
	{"tamil_receipt", func(g *G) string {
		return fmt.Sprintf("ரசீது எண் %s, தொகை ₹%s, தேதி %s. நன்றி!", g.K(g.nz(13)), g.K(grouped(100+g.n(9000), ",")), g.K(g.date()))
	}},
	{"weather_coords", func(g *G) string {
		return fmt.Sprintf("Dhaka (%s, %s): %d°C, humidity %d%%, AQI %d at %02d:%02d.", g.K("23.8103"), g.K("90.4125"), 25+g.n(10), 60+g.n(35), 50+g.n(200), g.n(24), g.n(60))
	}},
	{"customer_care_hinglish", func(g *G) string {
		return fmt.Sprintf("Flipkart customer care %s pe call kiya tha, complaint no. %s mila hai, 48 ghante me resolve hoga.", g.K(g.pick("1800 202 9898", "044-45614700", "1800-208-9898")), g.K(g.nz(9)))
	}},
	{"tracking_multi_courier", func(g *G) string {
		return fmt.Sprintf("J&T: %s | Ninja Van: %s | Flash: %s — all three stuck at the %s hub since %s.", g.K("JP"+g.nz(10)), g.K("NVPH"+g.from(upperNum, 10)), g.K("TH"+g.nz(11)+"A"), g.pick("Cavite", "Klang", "Bangna"), g.K(g.date()))
	}},
	{"vn_ccd_request", func(g *G) string {
		return fmt.Sprintf("Hồ sơ cấp đổi CCCD số %s đã tiếp nhận ngày %s, hẹn trả sau 7 ngày làm việc.", g.K(g.cccd()), g.K(g.date()))
	}},
	{"pan_only_question", func(g *G) string {
		return fmt.Sprintf("Is %s a valid PAN format? The 4th character is P, so it should be an individual, right? Filing ITR for AY %d-%02d.", g.K(g.pan()), 2024+g.n(2), 25+g.n(2))
	}},
}
