package main

import (
	"fmt"
)

func lifeTemplates() []T {
	return []T{
		{"school_parent_contact", true, true, func(b *B) {
			cc := b.cc([]string{"GH", "NG", "KE", "ZA"})
			st := b.name(cc)
			adm := fmt.Sprintf("%s/%d/%04d", b.pick("ADM", "SCH", "GIS", "KHS"), b.rng(2019, 2025), b.rng(1, 2500))
			if b.clean {
				d1, d2 := b.span2(0)
				b.F("Admission No. ¤: ¤ ¤, ¤. Term 2 fees: ¤ (balance ¤). Mid-term break ¤ to ¤.",
					K(adm), st.F, st.L, b.pick("JHS 2", "Form 3", "Grade 7", "Primary 5", "SS1"), K(b.amount(cc)), K(b.amount(cc)), K(d1), K(d2))
				return
			}
			p := b.name(cc)
			b.F("Admission No. ¤: ¤ ¤, ¤.\nParent/guardian: ¤ ¤, ¤",
				K(adm), st.F, st.L, b.pick("JHS 2", "Form 3", "Grade 7", "Primary 5", "SS1"), b.pick("Mr", "Mrs", "Dr", "Mr", "Mrs"), p.Full(), ph(b.phoneAny(cc)))
			if b.pct(60) {
				b.F(", ¤", em(b.email(p, cc)))
			}
			if b.pct(40) {
				b.F("\nEmergency contact: ¤", ph(b.phoneAny(cc)))
			}
		}},
		{"school_fees_receipt", false, true, func(b *B) {
			b.F("Receipt No. ¤ — Term ¤ fees ¤ received via M-Pesa Paybill ¤, Acc ¤#¤. Balance carried forward: ¤. Thank you.",
				K(fmt.Sprintf("%06d", b.rng(1, 99999))), fmt.Sprint(b.rng(1, 3)), K(b.amount("KE")), K(b.pick("522522", "247247", "880100", "400200")), K(b.digits(7)), K("ADM"+b.digits(4)), K(b.amount("KE")))
		}},
		{"clinic_reminder_sw", true, true, func(b *B) {
			n := b.name("KE")
			file := fmt.Sprintf("OP/%d/%05d", b.rng(2023, 2025), b.rng(1, 99999))
			if b.clean {
				b.F("Habari ¤, unakumbushwa miadi yako ya kliniki tarehe ¤ saa ¤ asubuhi. Namba ya faili: ¤. Tafadhali fika na kadi ya SHA.",
					n.F, K(b.date(0)), b.pick("2:00", "3:00", "4:30"), K(file))
				return
			}
			b.F("Habari ¤, unakumbushwa miadi yako ya kliniki tarehe ¤. Namba ya faili: ¤. Ukihitaji kubadilisha, mpigie Nesi ¤ kwa ¤.",
				n.F, K(b.date(0)), K(file), b.name("KE").F, ph(b.phone("KE", b.pick3(Local, Compact, Local))))
		}},
		{"clinic_referral_fr", true, false, func(b *B) {
			cc := b.cc(maghrebCC)
			n := b.name(cc)
			b.F("Cher confrère,\nJe vous adresse ¤ ¤, né(e) le ¤, pour échographie abdominale. Dossier n° ¤.\nTél. patient : ¤\nBien confraternellement,\nDr ¤",
				b.pick("M.", "Mme"), n.Full(), K(b.dob(2)), K(fmt.Sprintf("%d/%04d", b.rng(2024, 2025), b.rng(1, 9999))), ph(b.phoneAny(cc)), b.name(cc).L)
		}},
		{"lab_result_ar", true, true, func(b *B) {
			cc := b.pick("JO", "LB", "EG", "SA")
			n := b.name(cc)
			file := b.digits(7)
			if b.clean {
				b.F("نتيجة فحص ¤ للمريض ¤ جاهزة. رقم الملف ¤، تاريخ الفحص ¤. يمكن استلام النتيجة من المختبر.",
					b.pick("الدم الشامل CBC", "فيتامين د", "السكر التراكمي HbA1c", "وظائف الكبد"), n.NFull(), K(b.arMaybe(file, 40)), K(b.arMaybe(b.date(0), 40)))
				return
			}
			b.F("نتيجة فحص ¤ للمريض ¤ (رقم الملف ¤) جاهزة. أُرسلت نسخة إلى ¤ وسيتواصل الطبيب معك على ¤.",
				b.pick("الدم الشامل CBC", "فيتامين د", "السكر التراكمي HbA1c"), n.NFull(), K(b.arMaybe(file, 40)), em(b.email(n, cc)), ph(b.arMaybe(b.phone(cc, Local), 40)))
		}},
		{"realestate_ar", true, true, func(b *B) {
			cc := b.pick("JO", "LB", "EG", "SA", "AE")
			area := map[string]string{"JO": "عبدون", "LB": "الأشرفية", "EG": "التجمع الخامس", "SA": "حي النرجس", "AE": "البرشاء"}[cc]
			price := b.arAmount(cc)
			if b.clean {
				b.F("للإيجار شقة في ¤، ¤ غرف نوم و¤ حمام، مساحة ¤ م². السعر ¤ شهرياً. للتواصل عبر الرسائل الخاصة فقط. رقم الإعلان ¤",
					area, b.arMaybe(fmt.Sprint(b.rng(2, 5)), 50), b.arMaybe(fmt.Sprint(b.rng(1, 3)), 50), K(b.arMaybe(fmt.Sprint(b.rng(80, 320)), 50)), K(price), K(b.digits(8)))
				return
			}
			p := b.arMaybe(b.phone(cc, b.pick3(Local, Intl, Local)), 40)
			b.F("للإيجار شقة في ¤، ¤ غرف نوم، مساحة ¤ م². السعر ¤ شهرياً. للتواصل: ¤",
				area, b.arMaybe(fmt.Sprint(b.rng(2, 5)), 50), K(b.arMaybe(fmt.Sprint(b.rng(80, 320)), 50)), K(price), ph(p))
			if b.pct(40) {
				b.F(" (واتساب فقط)")
			}
		}},
		{"property24_za", true, true, func(b *B) {
			n := b.name("ZA")
			ref := "P24-" + b.digits(9)
			if b.clean {
				b.F("¤ bedroom house in ¤ for ¤. Erf size ¤ m², levies ¤ pm, rates ¤ pm. Listing ¤. Viewing by appointment.",
					fmt.Sprint(b.rng(2, 5)), b.city("ZA"), K(b.pick("R1 150 000", "R2 495 000", "R899 000", "R3 750 000")), K(fmt.Sprint(b.rng(250, 1200))), K(b.amount("ZA")), K(b.amount("ZA")), K(ref))
				return
			}
			b.F("¤ bedroom house in ¤ for ¤. Listing ¤. Contact ¤ on ¤ or ¤",
				fmt.Sprint(b.rng(2, 5)), b.city("ZA"), K(b.pick("R1 150 000", "R2 495 000", "R899 000", "R3 750 000")), K(ref), n.Full(), ph(b.phone("ZA", b.pick3(Local, Intl, Local))), em(b.workEmail(n, "ZA")))
		}},
		{"dubizzle_listing", true, false, func(b *B) {
			b.F("Studio in ¤, ¤/yr, ¤ cheques, chiller free. Permit No. ¤. Call/WhatsApp ¤ (no agents pls)",
				b.pick("JVC", "Al Nahda", "Dubai Marina", "International City", "Al Reem Island", "Al Barsha"), K(b.amount("AE")), b.pick("4", "6", "12"), K(b.nz(10)), ph(b.phoneAny("AE")))
		}},
		{"yad2_rental_he", true, false, func(b *B) {
			b.F("להשכרה ¤ חדרים ב¤, קומה ¤ עם מעלית, ¤ לחודש + ארנונה. כניסה ¤. לפרטים: ¤ (עדיף וואטסאפ)",
				fmt.Sprint(b.rng(2, 5)), b.pick("פלורנטין", "רמת אביב", "נחלאות", "הדר", "נווה שאנן"), fmt.Sprint(b.rng(1, 9)), K(b.amount("IL")), K(b.date(2)), ph(b.phone("IL", b.pick3(Local, Local, Intl))))
		}},
		{"zameen_pk", true, false, func(b *B) {
			b.F("¤ Marla house for sale in ¤, demand ¤ crore, possession ready. Contact: ¤ ¤",
				fmt.Sprint(b.pick("5", "10", "1 Kanal", "7")), b.pick("DHA Phase 6 Lahore", "Bahria Town Karachi", "G-13 Islamabad", "Gulberg III", "Wapda Town"), K(fmt.Sprintf("%d.%d", b.rng(1, 9), b.n(10))), b.name("PK").Full(), ph(b.phoneAny("PK")))
		}},
	}
}

func chatTemplates() []T {
	return []T{
		{"whatsapp_export", true, false, func(b *B) {
			cc := b.cc(countries)
			p := b.phone(cc, Intl)
			d := fmt.Sprintf("%02d/%02d/%d", b.rng(1, 28), b.rng(1, 12), b.rng(2024, 2026))
			msg := map[string]string{"NG": "Oga I don send am, abeg confirm", "GH": "Chale the goods dey come tomorrow", "KE": "Sawa, nimetuma", "ZA": "Shot, I'll pop in after work", "EG": "تمام يا باشا", "MA": "Wakha, ghadi nji f 6", "DZ": "Saha, nrouhou ghodwa", "TN": "Behi, nahkiw ba3d", "SA": "أبشر، بكرة إن شاء الله", "AE": "Ok noted, thanks", "QA": "تم", "JO": "ماشي، بحكيك", "LB": "Yalla ok, merci", "IL": "סבבה, מעדכן", "PK": "Theek hai bhai"}[cc]
			h, m := b.rng(7, 21), b.n(59)
			b.F("[¤, ¤:¤] \u200e¤: ¤\n[¤, ¤:¤] ¤: 👍",
				K(d), fmt.Sprintf("%02d:%02d", h, m), fmt.Sprintf("%02d", b.n(60)), ph(p), msg, K(d), fmt.Sprintf("%02d:%02d", h, m+1), fmt.Sprintf("%02d", b.n(60)), b.name(cc).F)
		}},
		{"whatsapp_business_ar", true, false, func(b *B) {
			cc := b.cc(arabicCC)
			n := b.name(cc)
			b.F("مرحبا، أنا ¤. حاب أحجز موعد يوم ¤ الساعة ¤. رقمي ¤ وإيميلي ¤ لإرسال التأكيد.",
				n.NF, b.pick("الأحد", "الاثنين", "الثلاثاء", "الخميس", "السبت"), K(b.arMaybe(b.time24(), 40)), ph(b.arMaybe(b.phone(cc, b.pick3(Local, Compact, Intl)), 45)), em(b.email(n, cc)))
		}},
		{"signature_en", true, false, func(b *B) {
			cc := b.cc([]string{"NG", "GH", "KE", "ZA", "AE", "QA", "SA", "PK", "EG", "JO"})
			n := b.name(cc)
			b.F("Kind regards,\n\n¤\n¤ | ¤\nM: ¤\nT: ¤\nE: ¤\n¤",
				n.Full(), b.pick("Head of Operations", "Finance Manager", "HR Business Partner", "Sales Executive", "Procurement Officer"), b.pick("Paylinq", "Tusker Freight", "Gulfline HR", "Najd Trading", "Indus Logix", "Petra Group"), ph(b.phone(cc, Intl)), ph(b.landline(cc)), em(b.workEmail(n, cc)), b.pick("www.gulflinehr.ae", "Please consider the environment before printing this e-mail.", "This e-mail is confidential.", "Office 1204, Tower B"))
		}},
		{"signature_fr", true, false, func(b *B) {
			cc := b.cc(maghrebCC)
			n := b.name(cc)
			b.F("Cordialement,\n¤\n¤\nTél : ¤\nGSM : ¤\n¤",
				n.Full(), b.pick("Responsable commercial", "Chargée de clientèle", "Directeur administratif et financier", "Assistante de direction"), ph(b.landline(cc)), ph(b.phone(cc, b.pick3(Local, Intl, Local))), em(b.workEmail(n, cc)))
		}},
		{"signature_ar", true, false, func(b *B) {
			cc := b.cc([]string{"SA", "AE", "QA", "JO", "EG"})
			n := b.name(cc)
			b.F("مع خالص التحية،\n¤\n¤\nجوال: ¤\nبريد إلكتروني: ¤",
				n.NFull(), b.pick("مدير المبيعات", "أخصائي موارد بشرية", "مدير المشتريات", "محاسب أول"), ph(b.arMaybe(b.phone(cc, b.pick3(Intl, Local, Intl)), 40)), em(b.workEmail(n, cc)))
		}},
		{"signature_he", true, false, func(b *B) {
			n := b.name("IL")
			b.F("בברכה,\n¤\n¤\nנייד: ¤ | משרד: ¤\n¤",
				n.NFull(), b.pick("מנהלת חשבונות", "מנהל מכירות", "רכזת גיוס", "ראש צוות פיתוח"), ph(b.phone("IL", b.pick3(Local, Local, Intl))), ph(b.landline("IL")), em(b.workEmail(n, "IL")))
		}},
		{"vcard", true, false, func(b *B) {
			cc := b.cc(countries)
			n := b.name(cc)
			b.F("BEGIN:VCARD\nVERSION:3.0\nN:¤;¤;;;\nFN:¤\nTEL;TYPE=CELL:¤\nEMAIL;TYPE=INTERNET:¤\nORG:¤\nEND:VCARD",
				n.L, n.F, n.Full(), ph(b.phone(cc, b.pick3(Intl, E164, Local))), em(b.anyEmail(n, cc)), b.pick("Paylinq", "Cedar Clinic", "Atlas Distribution", "Negev Soft"))
		}},
		{"cv_header", true, false, func(b *B) {
			cc := b.cc(countries)
			n := b.name(cc)
			b.F("¤\n¤, ¤ · ¤ · ¤ · linkedin.com/in/¤\n\nPROFILE\n¤ with ¤ years' experience in ¤.",
				n.Full(), b.city(cc), cc, ph(b.phoneAny(cc)), em(b.email(n, cc)), slug(n.F)+"-"+slug(n.L), b.pick("Accountant", "Software engineer", "Nurse", "Logistics coordinator", "Teacher"), fmt.Sprint(b.rng(2, 15)), b.pick("FMCG", "fintech", "public health", "oil and gas", "education"))
		}},
		{"pidgin_new_line", true, false, func(b *B) {
			p := b.phone("NG", b.pick3(Compact, Local, Compact))
			b.F(b.pick("Guy abeg save this my new line ¤, the old one don spoil", "Na me o, ¤ na my new number. Delete the Glo one", "Make you flash me for ¤ when you reach junction"), ph(p))
		}},
		{"swahili_new_line", true, false, func(b *B) {
			p := b.phone("KE", b.pick3(Compact, Local, Compact))
			b.F(b.pick("Nimebadilisha namba, mpya ni ¤. Save hii tafadhali.", "Nipigie kwa ¤ ukifika stage.", "Tuma pesa kwa ¤, ni Mpesa yangu."), ph(p))
		}},
		{"urdu_chat", true, false, func(b *B) {
			p := b.phone("PK", b.pick3(Compact, Local, Intl))
			if b.pct(50) {
				p = ur(p)
			}
			b.F(b.pick("بھائی میرا نیا نمبر ¤ ہے، پرانا بند ہو گیا۔", "آپ مجھے ¤ پر واٹس ایپ کر دیں۔", "Bhai mera number ¤ hai, kal call karna"), ph(p))
		}},
		{"hebrew_chat", true, false, func(b *B) {
			b.F(b.pick("היי, זה המספר החדש שלי: ¤ תשמרו", "תתקשר אליי ל-¤ כשאתה מגיע", "אפשר לשלוח בביט ל-¤"), ph(b.phone("IL", b.pick3(Local, Compact, Local))))
		}},
		{"maghreb_darija_chat", true, false, func(b *B) {
			cc := b.cc(maghrebCC)
			p := b.phone(cc, b.pick3(Local, Compact, Local))
			b.F(b.pick("Salam, had howa numero jdid dyali ¤, sjjel", "3ayetli 3la ¤ ki twsal", "Ab3at lia f WhatsApp 3la ¤ mrc"), ph(p))
		}},
		{"group_contact_list", true, false, func(b *B) {
			cc := b.cc(countries)
			b.F("Committee contacts for the ¤ fundraiser:\n", b.pick("church", "estate", "alumni", "mosque", "school PTA"))
			for i := 0; i < b.rng(2, 4); i++ {
				n := b.name(cc)
				b.F("¤. ¤ (¤) – ¤\n", fmt.Sprint(i+1), n.Full(), b.pick("chair", "treasurer", "secretary", "member"), ph(b.phoneAny(cc)))
			}
			b.F("Contributions to ¤ by ¤.", K(b.pick("Paybill 247247", "MoMo merchant 512345", "Acct 0123456789")), K(b.date(3)))
		}},
		{"parents_notice_fr", false, true, func(b *B) {
			b.F("Réunion des parents d'élèves le ¤ à ¤, salle ¤. Cotisation annuelle : ¤. Merci de confirmer votre présence auprès du surveillant.",
				K(b.date(5)), K(b.pick("10h00", "17h30", "9h00")), fmt.Sprint(b.rng(1, 30)), K(b.amount(b.cc(maghrebCC))))
		}},
		{"community_notice_sw", false, true, func(b *B) {
			b.F("Tangazo: Mkutano wa wakazi utafanyika ¤ saa ¤ katika ukumbi wa ¤. Ada ya ulinzi ni ¤ kwa mwezi. Lipa kupitia Paybill ¤, akaunti ¤.",
				K(b.date(0)), b.pick("8 mchana", "10 asubuhi", "4 jioni"), b.pick("kanisa", "shule ya msingi", "chifu"), K(b.amount("KE")), K(b.pick("247247", "522533", "4012345")), K("HSE"+b.digits(3)))
		}},
	}
}
