package main

import (
	"fmt"
	"strings"
)

func utilityTemplates() []T {
	return []T{
		{"kplc_token", false, true, func(b *B) {
			b.F("Mtr:¤ Token:¤ Date:¤ ¤ Units:¤ Amt Ksh¤.00 TknAmt:¤ OtherCharges:¤",
				K(b.meterNo()), K(b.stsToken()), K(strings.ReplaceAll(b.date(1), "-", "")), K(b.time24()), K(fmt.Sprintf("%d.%d", b.rng(5, 200), b.n(10))), K(fmt.Sprint(b.rng(2, 50)*100)), K(fmt.Sprintf("%d.%02d", b.rng(100, 4000), b.n(100))), K(fmt.Sprintf("%d.%02d", b.rng(20, 900), b.n(100))))
		}},
		{"eskom_token", false, true, func(b *B) {
			b.F("Your prepaid electricity token is ¤ for meter ¤ (¤ kWh, ¤). Enter the 20 digits on your meter keypad. City Power",
				K(b.stsToken()), K(b.meterNo()), K(fmt.Sprintf("%d.%d", b.rng(20, 600), b.n(10))), K(b.amount("ZA")))
		}},
		{"prepaid_token_ng", true, true, func(b *B) {
			disco := b.pick("EKEDC", "IKEDC", "AEDC", "PHED", "IBEDC", "KEDCO")
			b.F("¤ Prepaid\nMeter No: ¤\nToken: ¤\nUnits: ¤kWh\nAmount: ¤\nDate: ¤",
				disco, K(b.meterNo()), K(b.stsToken()), K(fmt.Sprintf("%d.%d", b.rng(20, 600), b.n(10))), K(b.amount("NG")), K(b.date(0)))
			if !b.clean {
				n := b.name("NG")
				b.F("\nCustomer: ¤\nPhone: ¤", n.Full(), ph(b.phone("NG", b.pick3(Compact, Local, Compact))))
				if b.pct(40) {
					b.F("\nEmail: ¤", em(b.email(n, "NG")))
				}
			}
		}},
		{"ussd_help", false, true, func(b *B) {
			switch b.n(6) {
			case 0:
				b.F("To check your airtime balance dial ¤, to buy data dial ¤. For customer care call ¤ (free from any MTN line).", K("*310#"), K("*312#"), K("180"))
			case 1:
				b.F("Safaricom: Dial ¤ to check your balance, ¤ for M-PESA. Call ¤ for customer care. Fuliza limit: ¤.", K("*144#"), K("*334#"), K("100"), K(b.amount("KE")))
			case 2:
				b.F("MoMo: dial ¤ to send money, ¤ to approve pending payments. Never share your PIN. Report fraud to ¤.", K("*170#"), K("*170*6*3#"), K("1515"))
			case 3:
				b.F("لمعرفة رصيدك اطلب ¤، وللاشتراك في باقة الإنترنت اطلب ¤. خدمة العملاء ¤.", K(b.pick("*868*1#", "*100#", "*166#")), K(b.pick("*2000#", "*888#", "*140#")), K(b.pick("888", "900", "101", "111")))
			case 4:
				b.F("GTBank: dial ¤ to open an account or ¤ to check balance. Access Bank: ¤. First Bank: ¤.", K("*737#"), K("*737*6*1#"), K("*901#"), K("*894#"))
			default:
				b.F("Jazz: balance check ¤, daily bundle ¤ (¤). Helpline ¤.", K("*111#"), K("*117*11#"), K(b.amount("PK")), K("111"))
			}
		}},
		{"telco_port_request", true, false, func(b *B) {
			if b.pct(50) {
				cc := b.pick("SA", "SA", "AE", "JO", "EG")
				id := map[string]string{"SA": b.iqama(), "AE": b.emiratesID(), "JO": b.jordanNID(), "EG": b.egyptNID()}[cc]
				b.F("أرغب في نقل رقمي ¤ من ¤ إلى ¤ مع الاحتفاظ بنفس الرقم. رقم الهوية/الإقامة: ¤",
					ph(b.arMaybe(b.phone(cc, Local), 40)), b.pick(telcoFrom[cc]...), b.pick(telcoTo[cc]...), K(b.arMaybe(id, 30)))
			} else {
				cc := b.cc([]string{"NG", "KE", "ZA", "GH", "PK"})
				b.F("Hi, I want to port my line ¤ from ¤ to your network. Account holder ¤, ID ¤. When will the SIM be active?",
					ph(b.phoneAny(cc)), b.pick(telcoEN[cc]...), b.name(cc).Full(), K(map[string]string{"NG": b.nin(), "KE": b.kenyaID(), "ZA": b.saID(1970, 2004), "GH": b.ghanaCard(), "PK": b.cnic()}[cc]))
			}
		}},
		{"data_bundle_sms", false, true, func(b *B) {
			cc := b.cc([]string{"GH", "NG", "KE", "ZA", "EG", "PK", "MA"})
			if cc == "MA" {
				b.F("Vous avez activé le Pass Internet ¤ Go à ¤, valable jusqu'au ¤ à 23h59. Solde restant : ¤ Mo. Pour consulter, composez ¤.",
					K(fmt.Sprint(b.rng(1, 30))), K(b.amount("MA")), K(b.date(2)), K(fmt.Sprint(b.rng(100, 9000))), K("*3#"))
				return
			}
			price := map[string]string{"GH": fmt.Sprintf("GHS %d.00", b.rng(5, 100)), "NG": fmt.Sprintf("N%s", commas(b.rng(2, 30)*500)), "KE": fmt.Sprintf("Ksh%d", b.rng(5, 100)*10), "ZA": fmt.Sprintf("R%d.00", b.rng(29, 399)), "EG": fmt.Sprintf("EGP %d", b.rng(25, 400)), "PK": fmt.Sprintf("Rs. %d", b.rng(5, 150)*10)}[cc]
			b.F("You have bought ¤ for ¤ valid till ¤ 23:59. Balance: ¤GB. Dial ¤ to check. Ref ¤",
				K(fmt.Sprintf("%dGB", b.rng(1, 60))), K(price), K(b.date(1)), K(fmt.Sprintf("%d.%02d", b.rng(0, 59), b.n(100))), K(b.pick("*138#", "*131#", "*544#", "*135#", "*8000#")), K(b.hex(8)))
		}},
		{"pk_utility_bill", false, true, func(b *B) {
			b.F("¤ بل: کنزیومر نمبر ¤، ریفرنس نمبر ¤، واجب الادا رقم ¤، آخری تاریخ ¤۔ تاخیر کی صورت میں سرچارج لاگو ہوگا۔",
				b.pick("لیسکو", "کے الیکٹرک", "سوئی گیس", "واسا"), K(b.pick(b.digits(10), ur(b.digits(10)))), K(b.digits(2)+" "+b.digits(5)+" "+b.digits(7)+" U"), K(b.amount("PK")), K(b.pick(b.date(0), ur(b.date(0)))))
		}},
		{"dewa_bill", true, true, func(b *B) {
			cc := b.pick("AE", "AE", "QA", "SA")
			ut := map[string]string{"AE": b.pick("DEWA", "SEWA", "ADDC"), "QA": "Kahramaa", "SA": "SEC"}[cc]
			acct := b.nz(10)
			b.F("¤: Dear customer, your bill for account ¤ amounting to ¤ for the period ending ¤ is due on ¤.",
				ut, K(acct), K(b.amount(cc)), K(b.date(0)), K(b.date(0)))
			if !b.clean {
				b.F(" Registered mobile: ¤. To update it, reply with your new number.", ph(b.phone(cc, b.pick3(Local, Intl, E164))))
			} else {
				b.F(" Pay via the app or any ATM.")
			}
		}},
	}
}

func govTemplates() []T {
	return []T{
		{"nimc_nin", true, true, func(b *B) {
			n := b.name("NG")
			if b.clean {
				b.F("NIN slip reprint request received. Tracking ID: ¤. NIN: ¤. Name: ¤. Visit any enrolment centre with your tracking ID after ¤.",
					K(b.from(upperNum, 15)), K(b.nin()), strings.ToUpper(n.L)+" "+n.F, K(b.date(0)))
				return
			}
			b.F("NIN: ¤\nSurname: ¤\nFirst name: ¤\nPhone number on record: ¤\nPlease link this NIN to your SIM within 14 days.",
				K(b.nin()), strings.ToUpper(n.L), n.F, ph(b.phone("NG", b.pick3(Compact, Local, Compact))))
		}},
		{"bvn_verification", true, false, func(b *B) {
			n := b.name("NG")
			b.F("Hello, my BVN ¤ is still linked to my old line ¤. I need to change it to ¤ because I lost the SIM. Name: ¤, account ¤.",
				K(b.bvn()), ph(b.phone("NG", Compact)), ph(b.phone("NG", b.pick3(Compact, Local, Intl))), n.Full(), K(b.nuban()))
		}},
		{"sassa_grant", true, true, func(b *B) {
			n := b.name("ZA")
			id := b.saID(1940, 1960)
			if b.clean {
				b.F("SASSA: Older Person's Grant application for ID ¤ has been approved. Payment date: ¤. Amount: ¤. Ref ¤.",
					K(id), K(b.date(3)), K(b.pick("R2 315,00", "R2 335,00", "R2 090,00")), K("SRD"+b.digits(8)))
				return
			}
			b.F("Good morning, I'm enquiring about my mother's older person's grant. Name: ¤, ID ¤. The SMS was sent to ¤ but her phone is lost, please use mine: ¤.",
				n.Full(), K(id), ph(b.phone("ZA", Local)), ph(b.phoneAny("ZA")))
		}},
		{"ecitizen_password", true, false, func(b *B) {
			pw := b.password()
			switch b.n(3) {
			case 0:
				b.F("eCitizen: Your account password has been reset. Username: ID ¤. Temporary password: ¤ . Change it after login.", K(b.kenyaID()), tk(pw))
			case 1:
				b.F("Hi, I can't log into iTax. KRA PIN ¤, the password I set was ¤ but it says invalid. Can you reset?", K(b.kraPIN()), tk(pw))
			default:
				b.F("Your NHIF/SHA self-service login: ¤ / ¤", K(b.kenyaID()), tk(pw))
			}
		}},
		{"absher_ar", true, true, func(b *B) {
			if b.clean {
				b.F("أبشر: تم تجديد هوية مقيم رقم ¤ حتى ¤. رقم العملية ¤.", K(b.arMaybe(b.iqama(), 40)), K(b.arMaybe(b.date(0), 40)), K(b.digits(10)))
				return
			}
			n := b.name("SA")
			b.F("السلام عليكم، أنا ¤، رقم الإقامة ¤، أبغى أحدث رقم الجوال المسجل في أبشر من ¤ إلى ¤.",
				n.NFull(), K(b.arMaybe(b.iqama(), 40)), ph(b.arMaybe(b.phone("SA", Local), 40)), ph(b.arMaybe(b.phone("SA", b.pick3(Local, Compact, Intl)), 40)))
		}},
		{"emirates_id_onboarding", true, false, func(b *B) {
			n := b.name(b.pick("AE", "JO", "LB", "EG", "PK", "NG", "KE"))
			cc := "AE"
			b.F("New joiner details\nName: ¤\nEmirates ID: ¤\nMobile: ¤\nPersonal email: ¤\nStart date: ¤\nBasic salary: ¤\nEmployee no.: ¤",
				n.Full(), K(b.emiratesID()), ph(b.phone(cc, b.pick3(Local, Intl, Local))), em(b.email(n, cc)), K(b.date(3)), K(b.amount("AE")), K(fmt.Sprintf("EMP-%05d", b.rng(100, 99999))))
		}},
		{"nadra_cnic", true, true, func(b *B) {
			n := b.name("PK")
			if b.clean {
				b.F("نادرا: آپ کی شناختی کارڈ ¤ کی تجدید کی درخواست (ٹوکن نمبر ¤) منظور ہوگئی ہے۔ کارڈ ¤ تک ارسال کر دیا جائے گا۔",
					K(b.pick(b.cnic(), ur(b.cnic()))), K(b.digits(14)), K(ur(b.date(0))))
				return
			}
			p := b.phone("PK", b.pick3(Local, Compact, Local))
			if b.pct(40) {
				p = ur(p)
			}
			b.F("نام: ¤\nشناختی کارڈ نمبر: ¤\nموبائل نمبر: ¤\nپتہ: ¤",
				n.NFull(), K(b.cnic()), ph(p), b.pick("گلبرگ، لاہور", "ڈیفنس، کراچی", "جی 11، اسلام آباد", "صدر، راولپنڈی"))
		}},
		{"teudat_zehut_form", true, true, func(b *B) {
			n := b.name("IL")
			if b.clean {
				b.F("בקשתך מס' ¤ התקבלה. ת.ז. ¤, סכום לתשלום: ¤. מועד אחרון לתשלום: ¤.",
					K(fmt.Sprintf("2025-%05d", b.rng(1, 99999))), K(b.teudat()), K(b.amount("IL")), K(b.date(2)))
				return
			}
			b.F("שם מלא: ¤\nת.ז.: ¤\nטלפון נייד: ¤\nדוא\"ל: ¤\nכתובת: ¤",
				n.NFull(), K(b.teudat()), ph(b.phone("IL", b.pick3(Local, Compact, Local))), em(b.email(n, "IL")), b.pick("הרצל 12, תל אביב", "שדרות רגר 45, באר שבע", "החלוץ 7, חיפה", "יפו 120, ירושלים"))
		}},
		{"egypt_nid_form", true, true, func(b *B) {
			n := b.name("EG")
			id := b.egyptNID()
			if b.clean {
				b.F("تم استلام طلب استخراج بطاقة الرقم القومي رقم ¤. يرجى التوجه إلى السجل المدني يوم ¤ ومعك إيصال السداد رقم ¤.",
					K(b.arMaybe(id, 50)), K(b.arMaybe(b.date(0), 50)), K(b.digits(8)))
				return
			}
			b.F("الاسم: ¤\nالرقم القومي: ¤\nالمحمول: ¤\nالعنوان: ¤",
				n.NFull(), K(b.arMaybe(id, 40)), ph(b.arMaybe(b.phone("EG", b.pick3(Compact, Local, Compact)), 40)), b.pick("١٥ شارع التحرير، الدقي", "عمارة ٧ مدينة نصر", "٢٢ شارع فيصل، الجيزة", "سموحة، الإسكندرية"))
		}},
		{"ghana_card_sim", true, true, func(b *B) {
			if b.clean {
				b.F("Your SIM has been successfully re-registered with Ghana Card ¤ on ¤. Dial ¤ to confirm your details.",
					K(b.ghanaCard()), K(b.date(0)), K("*400#"))
				return
			}
			b.F("Please my Ghana Card ¤ is linked to ¤ and ¤ but the second number is not mine. How do I remove it?",
				K(b.ghanaCard()), ph(b.phone("GH", b.pick3(Local, Compact, Compact))), ph(b.phone("GH", b.pick3(Local, Compact, Compact))))
		}},
		{"kra_itax", false, true, func(b *B) {
			b.F("KRA: Your ¤ income tax return for PIN ¤ has been received. Acknowledgement receipt number ¤. Tax due: ¤. Pay via M-Pesa paybill ¤ by ¤.",
				K(fmt.Sprint(b.rng(2023, 2025))), K(b.kraPIN()), K("KRA"+b.digits(12)), K(b.amount("KE")), K("572572"), K("30/06/"+fmt.Sprint(b.rng(2025, 2026))))
		}},
		{"payroll_us_ssn", true, false, func(b *B) {
			cc := b.pick("AE", "SA", "QA", "IL", "JO")
			n := b.name(b.pick("ZA", "KE", "NG"))
			idl := map[string]string{"AE": "Emirates ID", "SA": "Iqama", "QA": "QID", "IL": "Teudat Zehut", "JO": "Residence permit"}[cc]
			var id string
			switch cc {
			case "AE":
				id = b.emiratesID()
			case "SA":
				id = b.iqama()
			case "QA":
				id = b.qid()
			case "IL":
				id = b.teudat()
			default:
				id = "R" + b.digits(8)
			}
			b.F("Payroll change request – US employee (dual payroll)\nName: ¤ (US citizen)\nSSN: ¤\n¤: ¤\nHome-country payroll ID: ¤\nEffective: ¤",
				n.Full(), ssn(b.ssn()), idl, K(id), K(fmt.Sprintf("US%06d", b.rng(1, 999999))), K(b.date(1)))
		}},
		{"fatca_w9", true, false, func(b *B) {
			cc := b.cc([]string{"AE", "SA", "QA", "IL", "LB", "JO", "EG", "PK"})
			n := b.name(cc)
			s := b.ssn()
			if b.pct(25) {
				s = strings.ReplaceAll(s, "-", " ")
			}
			b.F("FATCA self-certification (US person)\nAccount holder: ¤\nUS TIN (SSN): ¤\nPlace of birth: ¤, USA\nLocal ID: ¤\nContact: ¤",
				n.Full(), ssn(s), b.pick("Houston", "Dearborn", "Brooklyn", "Los Angeles", "Chicago"), K(map[string]string{"AE": b.emiratesID(), "SA": b.saudiNID(), "QA": b.qid(), "IL": b.teudat(), "LB": b.digits(9), "JO": b.jordanNID(), "EG": b.egyptNID(), "PK": b.cnic()}[cc]), em(b.anyEmail(n, cc)))
		}},
		{"itin_spouse", true, false, func(b *B) {
			cc := b.pick("QA", "AE", "SA", "IL")
			b.F("We're Americans living in ¤. My wife doesn't have an SSN yet, her ITIN is ¤ and my SSN is ¤. Can we still file jointly and claim the foreign earned income exclusion for ¤?",
				b.city(cc), ssn(b.itin()), ssn(b.ssn()), K(fmt.Sprint(b.rng(2023, 2025))))
		}},
		{"h1b_returnee", true, false, func(b *B) {
			cc := b.cc([]string{"NG", "GH", "KE", "PK", "EG"})
			n := b.name(cc)
			b.F("I worked in ¤ on an H-1B from ¤ to ¤ and relocated back to ¤. My former employer says they need my SSN (¤) to reissue my W-2. Please send it to ¤. Thanks, ¤",
				b.pick("Houston", "Atlanta", "Dallas", "New Jersey", "Seattle"), K(fmt.Sprint(b.rng(2015, 2019))), K(fmt.Sprint(b.rng(2020, 2024))), b.city(cc), ssn(b.ssn()), em(b.email(n, cc)), n.F)
		}},
		{"payslip", false, true, func(b *B) {
			cc := b.cc([]string{"KE", "NG", "ZA", "GH", "AE", "PK"})
			cur := map[string]string{"KE": "KES ", "NG": "NGN ", "ZA": "R", "GH": "GHS ", "AE": "AED ", "PK": "PKR "}[cc]
			basic := b.rng(30, 900) * 1000
			housing := basic / 4
			ded := (basic + housing) * b.rng(8, 30) / 100
			b.F("Payslip ¤ — Employee No. ¤\nBasic: ¤\nHousing allowance: ¤\nDeductions: ¤\nNet pay: ¤\nBank: ¤",
				K(b.pick("March 2025", "April 2025", "Jan 2026", "Dec 2024")), K(fmt.Sprintf("EMP-%05d", b.rng(100, 99999))), K(cur+commas(basic)+".00"), K(cur+commas(housing)+".00"), K(cur+commas(ded)+".00"), K(cur+commas(basic+housing-ded)+".00"), K("****"+b.digits(4)))
		}},
		{"wps_gosi", false, true, func(b *B) {
			b.F("WPS salary file ¤ uploaded: ¤ employees, total ¤, establishment ID ¤, routing code ¤. GOSI contribution ¤ due ¤.",
				K("SIF_"+b.digits(13)+".csv"), fmt.Sprint(b.rng(3, 400)), K(b.amount("AE")), K(b.digits(13)), K(b.digits(9)), K(b.amount("SA")), K(b.date(0)))
		}},
	}
}

// Networks a number is ported from or to, four (Arabic) or six (English)
// per country so that each pick draws the same from the random source.
var telcoFrom = map[string][]string{
	"SA": {"زين", "موبايلي", "زين", "موبايلي"},
	"AE": {"دو", "دو", "اتصالات", "دو"},
	"JO": {"زين", "أورنج", "أمنية", "زين"},
	"EG": {"فودافون", "أورنج", "اتصالات", "فودافون"},
}

var telcoTo = map[string][]string{
	"SA": {"STC", "STC", "موبايلي", "زين"},
	"AE": {"اتصالات", "e&", "اتصالات", "دو"},
	"JO": {"أورنج", "زين", "أورنج", "أمنية"},
	"EG": {"we", "فودافون", "أورنج", "we"},
}

var telcoEN = map[string][]string{
	"NG": {"Airtel", "Glo", "9mobile", "Airtel", "Glo", "9mobile"},
	"KE": {"Airtel", "Telkom", "Airtel", "Faiba", "Airtel", "Telkom"},
	"ZA": {"Vodacom", "Telkom", "Cell C", "Vodacom", "Rain", "Telkom"},
	"GH": {"AirtelTigo", "Vodafone", "Telecel", "AirtelTigo", "Telecel", "AirtelTigo"},
	"PK": {"Zong", "Jazz", "Ufone", "Telenor", "Zong", "Jazz"},
}
