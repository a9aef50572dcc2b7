package main

import (
	"fmt"
	"strings"
)

type L struct {
	F string `json:"f"`
	V string `json:"v"`
}

type rec struct {
	q    string
	pii  []L
	keep []string
}

func P(f, v string) L { return L{f, v} }

type tpl struct {
	kind  string
	clean bool
	fn    func() rec
}

var piiTpls []tpl

func reg(kind string, fn func() rec) { piiTpls = append(piiTpls, tpl{kind, false, fn}) }

type sigLoc struct {
	code, regards, tel, mob, mail, tail string
}

var sigLocs = []sigLoc{
	{"en_US", "Best regards,", "Office:", "Cell:", "Email:", "1200 Market St, Suite 400, San Francisco, CA 94102"},
	{"en_GB", "Kind regards,", "T:", "M:", "E:", "Registered in England and Wales No. 08123456"},
	{"de", "Mit freundlichen Grüßen", "Tel.:", "Mobil:", "E-Mail:", "Amtsgericht München HRB 214587"},
	{"fr", "Cordialement,", "Tél. :", "Port. :", "Courriel :", "SIRET 812 345 678 00024"},
	{"es", "Un saludo,", "Tel.:", "Móvil:", "Correo:", "C/ Alcalá 125, 28009 Madrid"},
	{"it", "Cordiali saluti,", "Tel.", "Cell.", "E-mail:", "P.IVA 01234567890"},
	{"pt_BR", "Atenciosamente,", "Tel.:", "Cel.:", "E-mail:", "CNPJ 12.345.678/0001-95"},
	{"nl", "Met vriendelijke groet,", "T:", "M:", "E:", "KvK 34123456"},
	{"pl", "Z poważaniem,", "tel.", "kom.", "e-mail:", "NIP 525-123-45-67"},
	{"sv", "Vänliga hälsningar,", "Tel:", "Mobil:", "E-post:", "Org.nr 556123-4567"},
	{"tr", "Saygılarımla,", "Tel:", "Cep:", "E-posta:", "Vergi No: 1234567890"},
	{"ru", "С уважением,", "Тел.:", "Моб.:", "Эл. почта:", "ИНН 7701234567"},
	{"ja", "よろしくお願いいたします。", "TEL:", "携帯:", "Mail:", "〒100-0005 東京都千代田区丸の内1-9-1"},
	{"zh", "此致敬礼", "电话：", "手机：", "邮箱：", "地址：上海市浦东新区世纪大道100号 邮编200120"},
	{"ko", "감사합니다.", "전화:", "휴대폰:", "이메일:", "서울특별시 강남구 테헤란로 152 (우 06236)"},
	{"ar", "مع خالص التحية،", "هاتف:", "جوال:", "البريد الإلكتروني:", "ص.ب 12345 الرياض"},
	{"el", "Με εκτίμηση,", "Τηλ.:", "Κιν.:", "Email:", "ΑΦΜ 094123456"},
	{"he", "בברכה,", "טל׳:", "נייד:", "דוא\"ל:", "ח.פ. 514123456"},
	{"vi", "Trân trọng,", "ĐT:", "Di động:", "Email:", "MST: 0101234567"},
	{"id", "Salam,", "Telp:", "HP:", "Email:", "NPWP 01.234.567.8-901.000"},
}

var titles = []string{"Account Manager", "Project Lead", "Office Manager", "Sales Director", "HR Coordinator", "Senior Consultant", "Customer Success"}

func init() {
	// 1. e-mail signature, locale-specific
	reg("email_signature", func() rec {
		s := sigLocs[r.Intn(len(sigLocs))]
		dom := pickS(companyDomains)
		p := workPerson(s.code, dom)
		office := locs[s.code].phone()
		var b strings.Builder
		body := pick("Thanks for the quick turnaround on the quote.", "Please find the signed contract attached.", "See you at the meeting on Thursday.", "Attached is the revised proposal (v3).")
		fmt.Fprintf(&b, "%s\n\n%s\n%s\n%s | %s\n%s %s\n", body, s.regards, p.name, pickS(titles), strings.Split(dom, ".")[0], s.tel, office)
		pii := []L{P("phone", office)}
		if r.Intn(2) == 0 {
			fmt.Fprintf(&b, "%s %s\n", s.mob, p.phone)
			pii = append(pii, P("phone", p.phone))
		}
		fmt.Fprintf(&b, "%s %s\n%s\nwww.%s", s.mail, p.email, s.tail, dom)
		pii = append(pii, P("email", p.email))
		return rec{b.String(), pii, []string{s.tail, "www." + dom}}
	})

	// 2. quoted reply (Gmail style)
	reg("email_quoted_reply", func() rec {
		a := newPerson(pick("en_US", "en_GB", "en_CA", "en_AU"))
		bb := newPerson("en_US")
		d := pick("Mon, Mar 4, 2024 at 9:12 AM", "Tue, Jan 14, 2025 at 4:47 PM", "Fri, Oct 10, 2025 at 11:03 AM", "Wed, Jun 18, 2025 at 8:30 PM")
		q := fmt.Sprintf("Sounds good, I'll bring the paperwork.\n\nOn %s %s <%s> wrote:\n> Hi %s,\n> Can you call me at %s before Friday? The closing is set for %s.\n> Thanks,\n> %s",
			d, a.name, a.email, bb.first, a.phone, usDate(), a.first)
		return rec{q, []L{P("email", a.email), P("phone", a.phone)}, []string{d, "Sounds good, I'll bring the paperwork."}}
	})

	// 3. forwarded message headers
	reg("email_forwarded", func() rec {
		a := newPerson(pickS(locOrder))
		c := workPerson("en_US", pickS(companyDomains))
		inv := invoiceNo()
		q := fmt.Sprintf("FYI see below.\n\n---------- Forwarded message ---------\nFrom: %s <%s>\nDate: %s\nSubject: Re: %s overdue\nTo: %s <%s>\n\nHello, payment for %s (%s) was sent today. Ref %s.",
			a.name, a.email, pick("Thu, 6 Feb 2025 14:22", "Mon, 2 Dec 2024 09:05", "Sat, 19 Jul 2025 18:41"), inv, c.name, c.email, inv, usd(), digits(10))
		return rec{q, []L{P("email", a.email), P("email", c.email)}, []string{inv, "Forwarded message"}}
	})

	// 4. SMS new number, many languages
	type nn struct{ code, tmpl string }
	newNum := []nn{
		{"en_US", "Hey it's %s, this is my new number %s. Save it! Old one is disconnected."},
		{"en_GB", "Hiya, %s here - new phone, new number: %s x"},
		{"de", "Hallo, hier ist %s. Meine neue Handynummer: %s. Die alte bitte löschen."},
		{"fr", "Coucou c'est %s, mon nouveau numéro : %s. Bisous"},
		{"es", "Hola! Soy %s, este es mi nuevo número: %s. Guárdalo 😊"},
		{"it", "Ciao, sono %s! Ho cambiato numero, il nuovo è %s"},
		{"pt_BR", "Oi, aqui é a %s, anota meu número novo: %s"},
		{"nl", "Hoi, met %s. Mijn nieuwe nummer is %s"},
		{"pl", "Cześć, tu %s. Mój nowy numer to %s"},
		{"tr", "Merhaba, ben %s. Yeni numaram: %s"},
		{"ru", "Привет, это %s. Мой новый номер: %s"},
		{"uk", "Привіт, це %s. Мій новий номер %s"},
		{"ja", "%sです。電話番号が変わりました。新しい番号は%sです。"},
		{"zh", "我是%s，换号了，新号码：%s"},
		{"ko", "안녕하세요 %s입니다. 번호 바뀌었어요 %s 로 저장해주세요"},
		{"vi", "Mình là %s, số mới của mình là %s nhé"},
		{"th", "สวัสดีค่ะ %s นะคะ เบอร์ใหม่ %s ค่ะ"},
		{"id", "Halo, ini %s. Nomor baru aku %s ya"},
		{"el", "Γεια, είμαι ο %s. Νέο κινητό: %s"},
		{"he", "היי, זה %s. המספר החדש שלי: %s"},
		{"ar", "مرحبا، معك %s. رقمي الجديد %s"},
		{"hi", "नमस्ते, मैं %s। मेरा नया नंबर %s है"},
		{"sv", "Hej, det är %s. Mitt nya nummer är %s"},
	}
	reg("sms_new_number", func() rec {
		x := newNum[r.Intn(len(newNum))]
		p := newPerson(x.code)
		return rec{fmt.Sprintf(x.tmpl, p.first, p.phone), []L{P("phone", p.phone)}, []string{p.first}}
	})

	// 5. WhatsApp export
	reg("whatsapp_export", func() rec {
		code := pick("pt_BR", "es", "it", "de", "en_IN", "id", "tr", "es_MX")
		a, b := newPerson(code), newPerson(code)
		d := fmt.Sprintf("%02d/%02d/%d", rng(1, 28), rng(1, 12), rng(2023, 2025))
		t1, t2 := hhmm(), hhmm()
		msg := map[string]string{
			"pt_BR": "me liga no %s quando sair",
			"es":    "llámame al %s cuando puedas",
			"it":    "chiamami al %s quando arrivi",
			"de":    "ruf mich unter %s an",
			"en_IN": "pls call on %s after 6",
			"id":    "telp aku di %s ya",
			"tr":    "beni %s numarasından ara",
			"es_MX": "márcame al %s porfa",
		}[code]
		q := fmt.Sprintf("[%s, %s] %s: %s\n[%s, %s] %s: %s\n[%s, %s] %s: 👍",
			d, t1+":"+digits(2)[:1]+"4", a.first, pick("oi", "ok", "Hi", "👋"), d, t2+":12", b.first, fmt.Sprintf(msg, b.phone), d, t2+":58", a.first)
		return rec{q, []L{P("phone", b.phone)}, []string{d}}
	})

	// 6. employment application OCR
	reg("ocr_employment_application", func() rec {
		p := newPerson("en_US")
		s := ssn()
		if r.Intn(4) == 0 {
			s = ssnAny()
		}
		zip := fmt.Sprintf("%05d", rng(10001, 99950))
		q := fmt.Sprintf("APPLICATION FOR EMPLOYMENT\nPosition applied for: %s   Date: %s\nName (Last, First, MI): %s\nSocial Security No.: %s\nAddress: %d %s St, Apt %d, %s %s\nHome Phone: %s   E-mail: %s\nAre you 18 or older? [X] Yes [ ] No",
			pick("Warehouse Associate", "Cashier", "Line Cook", "Receptionist", "Delivery Driver"), usDate(), p.name, s, rng(10, 9999), pick("Oak", "Maple", "Cedar", "Elm", "Pine"), rng(1, 40), pick("Dayton, OH", "Tucson, AZ", "Fresno, CA", "Macon, GA"), zip, p.phone, p.email)
		return rec{q, []L{P("ssn", s), P("phone", p.phone), P("email", p.email)}, []string{zip, "APPLICATION FOR EMPLOYMENT"}}
	})

	// 7. OCR scanned form with spacing noise
	reg("ocr_scan_noisy", func() rec {
		p := newPerson("en_US")
		a, g, sr := ssnParts()
		s := a + " - " + g + " - " + sr
		q := fmt.Sprintf("PATIENT REGISTRATION   Page 1 of 2\nName: %s      DOB: %s\nSSN: %s\nPhone :  %s\nEmail :  %s\nPolicy # %s   Group # %s",
			strings.ToUpper(p.name), dob(), s, p.phone, p.email, randFrom(upperDig, 3)+digits(9), digits(6))
		return rec{q, []L{P("ssn", s), P("phone", p.phone), P("email", p.email)}, []string{"PATIENT REGISTRATION", "Page 1 of 2"}}
	})

	// 8. medical intake with emergency contact
	reg("medical_intake", func() rec {
		p := newPerson("en_US")
		e := newPerson("en_US")
		s := ssn()
		mrn := "MRN " + digits(8)
		q := fmt.Sprintf("New Patient Intake - %s\nPatient: %s  DOB %s  %s\nSSN %s\nCell %s\nEmergency contact: %s (spouse) %s\nPrimary insurance: Aetna, Member ID W%s\nAllergies: penicillin",
			pick("Lakeside Family Medicine", "Northside Pediatrics", "Valley Orthopedics"), p.name, dob(), mrn, s, p.phone, e.name, e.phone, digits(9))
		return rec{q, []L{P("ssn", s), P("phone", p.phone), P("phone", e.phone)}, []string{mrn, "Allergies: penicillin"}}
	})

	// 9. school registration
	reg("school_registration", func() rec {
		p := newPerson(pick("en_US", "en_GB", "en_AU", "en_CA"))
		o := newPerson(p.l.code)
		sid := "Student ID: " + digits(7)
		q := fmt.Sprintf("Student Registration Form %d-%d\n%s   Grade: %d\nParent/Guardian 1: %s  Mobile: %s  Email: %s\nParent/Guardian 2: %s  Work: %s\nBus route: %d  Lunch PIN: %s",
			rng(2024, 2025), rng(2025, 2026), sid, rng(1, 12), p.name, p.phone, p.email, o.name, o.phone, rng(1, 40), digits(4))
		return rec{q, []L{P("phone", p.phone), P("email", p.email), P("phone", o.phone)}, []string{sid}}
	})

	// 10. W-9 / ITIN from tax preparer
	reg("tax_preparer_email", func() rec {
		p := newPerson(pick("en_US", "es_MX"))
		useItin := r.Intn(2) == 0
		id := ssn()
		fam := "SSN"
		if useItin {
			id = itin()
			fam = "ITIN"
		}
		e := ein()
		q := fmt.Sprintf("Hi,\nFor your %d return I still need your spouse's info. You gave me %s %s for %s. The employer's EIN on the W-2 is %s. Refund estimate: %s.\nCall me at %s if anything changed.\n— Tax Desk",
			rng(2023, 2025), fam, id, p.first, e, usdC(), p.phone)
		return rec{q, []L{P("ssn", id), P("phone", p.phone)}, []string{e, "W-2"}}
	})

	// 11. HR direct deposit
	reg("hr_direct_deposit", func() rec {
		p := newPerson("en_US")
		s := ssnAny()
		rt := pick("021000021", "011000015", "121000358", "026009593", "322271627")
		acct := digits(rng(9, 12))
		q := fmt.Sprintf("Subject: Direct deposit change\n\nHi HR,\nPlease update my payroll. Employee #%s, SSN %s.\nNew bank: routing %s, checking account %s.\nEffective pay period ending %s.\nThanks, %s", digits(5), s, rt, acct, usDate(), p.name)
		return rec{q, []L{P("ssn", s)}, []string{rt, acct}}
	})

	// 12. rental application
	reg("rental_application", func() rec {
		p := newPerson("en_US")
		lp := newPerson("en_US")
		sup := phoneUS()
		s := ssn()
		inc := usdC()
		q := fmt.Sprintf("Rental Application — Unit %d%s\nApplicant: %s\nSSN: %s   DL#: %s%s\nCurrent landlord: %s, %s\nEmployer: %s, supervisor phone %s\nMonthly income: %s\nApplicant email: %s",
			rng(1, 30), pick("A", "B", "C"), p.name, s, pick("D", "S", "B"), digits(7), lp.name, lp.phone, pick("Costco Wholesale", "Kaiser Permanente", "City of Tucson"), sup, inc, p.email)
		return rec{q, []L{P("ssn", s), P("phone", lp.phone), P("phone", sup), P("email", p.email)}, []string{inc}}
	})

	// 13. résumé header (EN)
	reg("resume_header_en", func() rec {
		p := newPerson(pick("en_US", "en_GB", "en_IN", "en_CA", "en_AU"))
		tool := pick("SAP S/4HANA", "Snowflake", "Epic EHR")
		q := fmt.Sprintf("%s\n%s | %s | linkedin.com/in/%s | %s\n\nPROFESSIONAL SUMMARY\n%d+ years in %s. Led migration to %s, cutting costs %d%%.\n\nEXPERIENCE\n%s — %s (%d–present)",
			strings.ToUpper(p.name), p.email, p.phone, strings.ReplaceAll(strings.ToLower(p.name), " ", "-"), pick("Austin, TX", "Leeds, UK", "Pune, India", "Toronto, ON", "Brisbane, QLD"),
			rng(3, 15), pick("supply chain", "data engineering", "nursing", "retail ops"), tool, rng(10, 40), pickS(titles), pick("Globex", "Initech", "Umbrella Health"), rng(2015, 2022))
		return rec{q, []L{P("email", p.email), P("phone", p.phone)}, []string{"PROFESSIONAL SUMMARY", tool}}
	})

	// 14. CV in other languages
	type cvL struct{ code, head, tel, mail, born string }
	cvs := []cvL{
		{"de", "Lebenslauf", "Telefon:", "E-Mail:", "Geburtsdatum:"},
		{"fr", "Curriculum Vitae", "Téléphone :", "E-mail :", "Né(e) le :"},
		{"es", "Currículum", "Teléfono:", "Correo electrónico:", "Fecha de nacimiento:"},
		{"it", "Curriculum Vitae", "Telefono:", "Email:", "Data di nascita:"},
		{"pt_BR", "Currículo", "Celular:", "E-mail:", "Nascimento:"},
		{"pl", "Życiorys", "Telefon:", "E-mail:", "Data urodzenia:"},
		{"nl", "Curriculum vitae", "Telefoon:", "E-mail:", "Geboortedatum:"},
		{"ru", "Резюме", "Телефон:", "Email:", "Дата рождения:"},
		{"ja", "履歴書", "電話番号：", "メール：", "生年月日："},
		{"zh", "个人简历", "手机：", "邮箱：", "出生日期："},
		{"ko", "이력서", "연락처:", "이메일:", "생년월일:"},
		{"tr", "Özgeçmiş", "Telefon:", "E-posta:", "Doğum tarihi:"},
		{"vi", "Sơ yếu lý lịch", "Điện thoại:", "Email:", "Ngày sinh:"},
	}
	reg("resume_intl", func() rec {
		c := cvs[r.Intn(len(cvs))]
		p := newPerson(c.code)
		bd := bornEU()
		q := fmt.Sprintf("%s\n\n%s\n%s %s\n%s %s\n%s %s\n\n%d – %d  %s",
			c.head, p.name, c.tel, p.phone, c.mail, p.email, c.born, bd, rng(2012, 2018), rng(2019, 2024), pick("Siemens AG", "Renault", "Telefónica", "Enel", "Samsung SDS", "Alibaba", "Sberbank"))
		return rec{q, []L{P("phone", p.phone), P("email", p.email)}, []string{c.head, bd}}
	})

	// 15. invoice with customer contact
	reg("invoice_en", func() rec {
		p := newPerson(pick("en_US", "en_GB", "en_AU", "en_CA"))
		inv := invoiceNo()
		po := "PO-" + digits(6)
		tot := usdC()
		q := fmt.Sprintf("INVOICE %s\nDate: %s   Due: Net 30\nBill To: %s\n%s\n%s\nP.O. Number: %s\n\nQty  Description                 Amount\n2    Ergonomic chair (SKU CH-%s)   %s\n1    Delivery & assembly         %s\nTOTAL DUE: %s",
			inv, usDate(), p.name, p.email, p.phone, po, digits(4), usd(), usd(), tot)
		return rec{q, []L{P("email", p.email), P("phone", p.phone)}, []string{inv, po, tot}}
	})

	// 16. German invoice with IBAN (kept) and customer phone
	reg("rechnung_de", func() rec {
		p := newPerson("de")
		_, ib := ibanDE()
		rn := fmt.Sprintf("RE-%d-%04d", rng(2023, 2026), rng(1, 9999))
		kn := "Kundennr. " + digits(6)
		vat := vatDE()
		sum := eurK()
		q := fmt.Sprintf("Rechnung %s vom %s\n%s\nRechnungsempfänger: %s, Tel. %s\nLeistung: Heizungswartung inkl. Material\nGesamtbetrag: %s (inkl. 19 %% MwSt.)\nBitte überweisen Sie an IBAN %s, BIC COBADEFFXXX.\nUSt-IdNr. %s",
			rn, euDate(), kn, p.name, p.phone, sum, ib, vat)
		return rec{q, []L{P("phone", p.phone)}, []string{rn, kn, ib, vat, sum}}
	})

	// 17. card number sent in an e-mail / chat to a small business
	reg("card_in_message", func() rec {
		c := newCard()
		cf := cardFmt(c)
		exp := fmt.Sprintf("%02d/%02d", rng(1, 12), rng(25, 30))
		cvv := digits(3)
		if len(c.num) == 15 {
			cvv = digits(4)
		}
		p := newPerson("en_US")
		q := fmt.Sprintf(pick(
			"Hi, please charge the deposit to my %s: %s exp %s cvv %s. Name on card %s. Thanks!",
			"for the balance use my %s card %s, expires %s, security code %s — %s",
			"%s ending... actually here's the full number: %s (%s, %s). %s"),
			c.brand, cf, exp, cvv, p.name)
		return rec{q, []L{P("credit_card", cf)}, []string{exp}}
	})

	// 18. hotel credit card authorization form
	reg("card_authorization_form", func() rec {
		c := newCard()
		cf := cardFmt(c)
		p := newPerson(pick("en_US", "en_GB", "de", "fr"))
		conf := "Confirmation #" + digits(8)
		q := fmt.Sprintf("CREDIT CARD AUTHORIZATION FORM\nHotel: %s   %s\nArrival: %s  Departure: %s\nCardholder: %s\nCard type: %s\nCard number: %s\nExpiration: %02d/%d\nBilling phone: %s\nEmail: %s\nI authorize charges up to %s.",
			pick("Hilton Garden Inn Midtown", "Marriott Courtyard", "Hotel Adlon", "Novotel Paris Gare de Lyon"), conf, usDate(), usDate(), p.name, c.brand, cf, rng(1, 12), rng(2025, 2030), p.phone, p.email, usd())
		return rec{q, []L{P("credit_card", cf), P("phone", p.phone), P("email", p.email)}, []string{conf, "CREDIT CARD AUTHORIZATION FORM"}}
	})

	// 19. social-media post, selling stuff
	reg("marketplace_listing", func() rec {
		p := newPerson(pick("en_US", "en_US", "en_CA", "en_AU", "en_GB"))
		price := pick("$450", "$120 OBO", "$35", "$1,200", "£80")
		item := pick("iPhone 13 128GB", "IKEA Kallax shelf", "2014 Honda Civic, 112k miles", "Peloton bike", "PS5 + 2 controllers")
		q := fmt.Sprintf("FOR SALE: %s — %s. Pickup only near %s. Call/text %s, no lowballers pls. #forsale #%s",
			item, price, pick("downtown", "the mall", "Riverside Park"), p.phone, pick("marketplace", "deals", "yardsale"))
		return rec{q, []L{P("phone", p.phone)}, []string{item, price}}
	})

	// 20. social DM
	reg("social_dm", func() rec {
		p := newPerson(pickS(locOrder))
		h := "@" + strings.ToLower(strings.ReplaceAll(p.l.romans[indexOf(p.l.names, p.name)], " ", "_")) + digits(2)
		q := fmt.Sprintf("%s: loved your post!! for the collab pls email me at %s or WhatsApp %s 🙏", h, p.email, p.phone)
		return rec{q, []L{P("email", p.email), P("phone", p.phone)}, []string{h}}
	})

	// 21. voicemail transcript
	reg("voicemail_transcript", func() rec {
		ph := phoneUS()
		name := pick("Dr. Patel's office", "Sunrise Dental", "the Honda service center", "Wells Fargo fraud prevention", "Maria from Coastal Realty")
		q := fmt.Sprintf("Voicemail from %s (%s) · 0:%02d\n\"Hi, this is %s calling about your appointment on %s at %s. Please give us a call back at %s. Again that's %s. Thank you, bye.\"",
			ph, pick("Mobile", "Unknown", "Work"), rng(15, 59), name, usDate(), hhmm(), ph, ph)
		return rec{q, []L{P("phone", ph)}, []string{name}}
	})

	// 22. meeting transcript
	reg("meeting_transcript", func() rec {
		a := workPerson(pick("en_US", "en_GB", "en_IN"), pickS(companyDomains))
		b := newPerson("en_US")
		tk := fmt.Sprintf("OPS-%d", rng(100, 9999))
		q := fmt.Sprintf("[00:%02d:%02d] %s: ok so action items. I'll send the deck to %s today.\n[00:%02d:%02d] %s: and the vendor contact is %s, his direct line is %s.\n[00:%02d:%02d] %s: perfect, I'll log it under %s.",
			rng(10, 40), rng(0, 59), a.first, a.email, rng(41, 50), rng(0, 59), b.first, b.name, b.phone, rng(51, 59), rng(0, 59), a.first, tk)
		return rec{q, []L{P("email", a.email), P("phone", b.phone)}, []string{tk}}
	})

	// 23. Teams/Zoom invite
	reg("meeting_invite_dialin", func() rec {
		num := phoneUS()
		code := pick("en_GB", "de", "fr", "nl")
		local := locs[code].phone()
		cid := fmt.Sprintf("%s %s %s", digits(3), digits(3), digits(3))
		mid := fmt.Sprintf("%s %s %s %s", digits(3), digits(3), digits(3), digits(3))
		q := fmt.Sprintf("Microsoft Teams meeting\nJoin on your computer or mobile app\nMeeting ID: %s\nPasscode: %s\n\nOr call in (audio only)\n%s United States, New York City\n%s %s\nPhone Conference ID: %s#",
			mid, randFrom(alnum, 6), num, local, pick("United Kingdom, London", "Germany, Berlin", "France, Paris", "Netherlands, Amsterdam"), cid)
		return rec{q, []L{P("phone", num), P("phone", local)}, []string{"Meeting ID: " + mid, "Phone Conference ID: " + cid + "#"}}
	})

	// 24. support ticket (order problem)
	reg("support_ticket_order", func() rec {
		p := newPerson(pick("en_US", "en_GB", "en_CA"))
		o := amazonOrder()
		t := ups()
		q := fmt.Sprintf("Subject: Order %s not delivered\n\nHello, my package (tracking %s) shows delivered on %s but nothing arrived. Please refund %s or resend. Best way to reach me: %s or %s.\n%s",
			o, t, usDate(), usd(), p.phone, p.email, p.name)
		return rec{q, []L{P("phone", p.phone), P("email", p.email)}, []string{o, t}}
	})

	// 25. delivery SMS with courier phone
	reg("courier_sms", func() rec {
		code := pick("en_GB", "de", "fr", "nl", "pl", "es", "it")
		drv := locs[code].phone()
		tr := "JJD" + digits(18)
		msg := map[string]string{
			"en_GB": "DPD: Your parcel %s is with driver Tom, ETA %s. Problems? Call the driver on %s.",
			"de":    "DHL: Ihre Sendung %s wird heute zwischen %s zugestellt. Fahrer erreichbar unter %s.",
			"fr":    "Colissimo : votre colis %s arrive aujourd'hui vers %s. Livreur : %s.",
			"nl":    "PostNL: pakket %s wordt vandaag bezorgd rond %s. Bezorger bereikbaar op %s.",
			"pl":    "InPost: przesyłka %s dziś ok. %s. Kurier: tel. %s.",
			"es":    "SEUR: tu envío %s llega hoy a las %s. Repartidor: %s.",
			"it":    "BRT: la spedizione %s arriva oggi verso le %s. Autista: %s.",
		}[code]
		win := hhmm()
		return rec{fmt.Sprintf(msg, tr, win, drv), []L{P("phone", drv)}, []string{tr, win}}
	})

	// 26. leaked API key in an e-mail to a colleague
	reg("leaked_key_email", func() rec {
		k := vendorKey()
		a := newPerson("en_US")
		q := fmt.Sprintf("Hey %s,\nhere's the %s key for the staging integration, don't forward it:\n%s\nIt expires %s. Ticket DEVOPS-%d.\nCheers",
			a.first, k.vendor, k.tok, isoDate(), rng(100, 9999))
		return rec{q, []L{P("bearer", k.tok)}, []string{"the " + k.vendor + " key"}}
	})

	// 27. chat with curl command containing a bearer
	reg("chat_curl_bearer", func() rec {
		tok := opaqueToken()
		u := pick("https://api.shopwave.io/v2/orders", "https://partner.mediportal.com/api/patients/search", "https://api.learnhub.app/v1/courses")
		q := fmt.Sprintf("can you check why this 401s?\ncurl -s -H \"Authorization: Bearer %s\" -H \"Accept: application/json\" %s?page=%d\nworked fine yesterday on v%s",
			tok, u, rng(1, 9), version())
		return rec{q, []L{P("bearer", tok)}, []string{u}}
	})

	// 28. password shared in a message
	type pwL struct{ tmpl string }
	pws := []string{
		"Wifi for the Airbnb: network \"%s\", password: %s . Checkout is 11am!",
		"New hire setup — username %s, temporary password: %s (you'll be asked to change it on first login).",
		"login for the school portal is %s / pwd: %s",
		"Das WLAN heißt %s, Passwort: %s",
		"Le code wifi : réseau %s, mot de passe : %s",
		"La contraseña del wifi (%s) es: %s",
	}
	reg("password_share", func() rec {
		t := pickS(pws)
		user := pick("Casa_Azul_5G", "jmartin", "FRITZ!Box 7590 XQ", "Livebox-"+randFrom(upperDig, 4), "t.nguyen", "MOVISTAR_"+randFrom(upperDig, 4))
		pw := password()
		return rec{fmt.Sprintf(t, user, pw), []L{P("bearer", pw)}, []string{user}}
	})

	// 29. magic link / password reset with JWT
	reg("magic_link_jwt", func() rec {
		p := newPerson(pick("en_US", "en_GB", "de", "fr"))
		j := jwt(p.email)
		host := pick("app.shopwave.io", "portal.mediportal.com", "learnhub.app")
		q := fmt.Sprintf("Hi %s,\nClick the link below to sign in. It expires in 15 minutes.\nhttps://%s/auth/verify?token=%s\nIf you didn't request this, ignore this e-mail.\n© %d %s",
			p.first, host, j, rng(2024, 2026), host)
		return rec{q, []L{P("jwt", j)}, []string{"https://" + host + "/auth/verify?token="}}
	})

	// 30. support forwarding a JWT from a browser session
	reg("support_jwt_paste", func() rec {
		p := newPerson("en_US")
		j := jwt(p.email)
		q := fmt.Sprintf("Support, the dashboard keeps logging me out. Your agent asked for my session token, here it is: %s\nBrowser: Chrome %d.0.%d.%d, request id %s",
			j, rng(118, 131), rng(1000, 7000), rng(10, 200), uuid())
		return rec{q, []L{P("jwt", j)}, nil}
	})

	// 31. Basic auth in a support e-mail
	reg("basic_auth_header", func() rec {
		user := pick("admin", "svc-reports", "integration", "j.doe")
		pw := password()
		enc := b64std(user + ":" + pw)
		q := fmt.Sprintf("Our webhook posts with\nAuthorization: Basic %s\nContent-Type: application/json\nbut your endpoint returns 403 since %s. Account #%s.", enc, isoDate(), digits(7))
		return rec{q, []L{P("bearer", enc)}, []string{"Content-Type: application/json"}}
	})

	// 32. .env pasted in a chat
	reg("env_paste_chat", func() rec {
		k1 := vendorKey()
		pw := password()
		aws := mixed(30) + "/" + mixed(9)
		id := "AKIA" + randFrom("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
		q := fmt.Sprintf("here's my .env, maybe something is off?\n```\nNODE_ENV=production\nPORT=%d\nDB_PASSWORD=%s\nAWS_ACCESS_KEY_ID=%s\nAWS_SECRET_ACCESS_KEY=%s\nAPI_KEY=%s\n```", rng(3000, 9000), pw, id, aws, k1.tok)
		return rec{q, []L{P("bearer", pw), P("bearer", aws), P("bearer", k1.tok)}, []string{"NODE_ENV=production", id}}
	})

	// 33. Slack webhook / Telegram bot token in a message
	reg("webhook_bot_token", func() rec {
		if r.Intn(2) == 0 {
			sec := mixed(24)
			u := fmt.Sprintf("https://hooks.slack.com/services/T%s/B%s/%s", randFrom(upperDig, 8), randFrom(upperDig, 10), sec)
			q := fmt.Sprintf("Alerts go to #ops via %s — rotate it if someone leaves.", u)
			return rec{q, []L{P("bearer", sec)}, []string{"#ops"}}
		}
		tok := fmt.Sprintf("%d:AA%s", rng(100000000, 7999999999), randFrom(b64u, 33))
		q := fmt.Sprintf("bot is @%s_bot, token %s, chat id -100%s", pick("shop_alerts", "famfinance", "gym_booking"), tok, digits(10))
		return rec{q, []L{P("bearer", tok)}, nil}
	})

	// 34. Japanese registration form
	reg("form_ja", func() rec {
		p := newPerson("ja")
		zip := fmt.Sprintf("〒%03d-%04d", rng(100, 999), rng(0, 9999))
		q := fmt.Sprintf("【会員登録フォーム】\nお名前：%s\n郵便番号：%s\nご住所：東京都世田谷区三軒茶屋2-%d-%d\n電話番号：%s\nメールアドレス：%s\n会員番号：%s",
			p.name, zip, rng(1, 30), rng(1, 20), p.phone, p.email, digits(10))
		return rec{q, []L{P("phone", p.phone), P("email", p.email)}, []string{zip}}
	})

	// 35. Chinese contact
	reg("form_zh", func() rec {
		p := newPerson("zh")
		oid := "订单号：" + digits(18)
		q := fmt.Sprintf("收货人：%s\n联系电话：%s\n邮箱：%s\n收货地址：北京市朝阳区建国路%d号\n%s\n备注：请工作日送货", p.name, p.phone, p.email, rng(1, 200), oid)
		return rec{q, []L{P("phone", p.phone), P("email", p.email)}, []string{oid}}
	})

	// 36. Korean delivery/contact
	reg("form_ko", func() rec {
		p := newPerson("ko")
		q := fmt.Sprintf("[주문 확인]\n주문번호: %s\n받는 분: %s\n연락처: %s\n이메일: %s\n배송지: 경기도 성남시 분당구 판교역로 %d", digits(14), p.name, p.phone, p.email, rng(1, 250))
		return rec{q, []L{P("phone", p.phone), P("email", p.email)}, []string{"주문번호"}}
	})

	// 37. Russian form
	reg("form_ru", func() rec {
		p := newPerson("ru")
		q := fmt.Sprintf("Заявка №%d от %s\nФИО: %s\nКонтактный телефон: %s\nE-mail: %s\nСумма: %d ₽\nКомментарий: перезвоните после %s", rng(1000, 99999), euDate(), p.name, p.phone, p.email, rng(1000, 90000), hhmm())
		return rec{q, []L{P("phone", p.phone), P("email", p.email)}, []string{"Заявка"}}
	})

	// 38. Arabic message
	reg("msg_ar", func() rec {
		p := newPerson("ar")
		q := fmt.Sprintf("السلام عليكم، أنا %s. بخصوص الطلب رقم %s، يرجى التواصل معي على الجوال %s أو البريد %s. شكراً", p.name, digits(7), p.phone, p.email)
		return rec{q, []L{P("phone", p.phone), P("email", p.email)}, nil}
	})

	// 39. Hindi / Indian message
	reg("msg_hi", func() rec {
		p := newPerson("hi")
		q := fmt.Sprintf("नमस्ते, मेरा नाम %s है। आवेदन संख्या %s के बारे में कृपया मुझे %s पर कॉल करें या %s पर ईमेल भेजें।", p.name, digits(10), p.phone, p.email)
		return rec{q, []L{P("phone", p.phone), P("email", p.email)}, nil}
	})

	// 40. Thai / Vietnamese / Indonesian chat
	reg("chat_sea", func() rec {
		switch r.Intn(3) {
		case 0:
			p := newPerson("th")
			q := fmt.Sprintf("สั่งเค้ก 2 ปอนด์ ส่งวันเสาร์ค่ะ ชื่อ %s โทร %s ราคา %d บาท", p.name, p.phone, rng(500, 2500))
			return rec{q, []L{P("phone", p.phone)}, nil}
		case 1:
			p := newPerson("vi")
			q := fmt.Sprintf("Chào shop, em đặt 2 áo size M. Tên: %s, SĐT: %s, địa chỉ %d Lê Lợi, Q1. Tổng %d.000đ", p.name, p.phone, rng(1, 300), rng(150, 900))
			return rec{q, []L{P("phone", p.phone)}, nil}
		default:
			p := newPerson("id")
			q := fmt.Sprintf("Kak, aku mau order 3 pcs. Atas nama %s, no HP %s, email %s. Total Rp %d.000", p.name, p.phone, p.email, rng(50, 900))
			return rec{q, []L{P("phone", p.phone), P("email", p.email)}, nil}
		}
	})

	// 41. classified ad (German/French/Spanish)
	reg("classified_ad_eu", func() rec {
		switch r.Intn(3) {
		case 0:
			p := newPerson("de")
			q := fmt.Sprintf("Verkaufe Kinderfahrrad 20 Zoll, %d € VB. Abholung in 50667 Köln. Bei Interesse: %s (ab 18 Uhr)", rng(40, 180), p.phone)
			return rec{q, []L{P("phone", p.phone)}, []string{"50667 Köln"}}
		case 1:
			p := newPerson("fr")
			q := fmt.Sprintf("Donne canapé 3 places, à récupérer sur Lyon 69003 avant le %s. Contact : %s", euDate(), p.phone)
			return rec{q, []L{P("phone", p.phone)}, []string{"69003"}}
		default:
			p := newPerson("es")
			q := fmt.Sprintf("Se alquila habitación en Valencia (46004), %d €/mes gastos incluidos. Whatsapp %s, preguntar por %s", rng(250, 600), p.phone, p.first)
			return rec{q, []L{P("phone", p.phone)}, []string{"46004"}}
		}
	})

	// 42. contact CSV attachment pasted
	reg("contacts_csv", func() rec {
		code := pickS(locOrder)
		var b strings.Builder
		b.WriteString("name,email,phone,company,joined\n")
		var pii []L
		for i := 0; i < rng(2, 4); i++ {
			p := newPerson(code)
			fmt.Fprintf(&b, "%s,%s,%s,%s,%s\n", p.name, p.email, p.phone, pick("Globex", "Initech", "Hooli", "Acme"), isoDate())
			pii = append(pii, P("email", p.email), P("phone", p.phone))
		}
		return rec{"Attached contact export from the booth:\n" + b.String(), pii, []string{"name,email,phone,company,joined"}}
	})

	// 43. vCard
	reg("vcard", func() rec {
		code := pickS(locOrder)
		p := newPerson(code)
		w := locs[code].phone()
		q := fmt.Sprintf("BEGIN:VCARD\nVERSION:3.0\nFN:%s\nORG:%s\nTEL;TYPE=CELL:%s\nTEL;TYPE=WORK:%s\nEMAIL;TYPE=INTERNET:%s\nREV:%s\nEND:VCARD", p.name, pick("Globex", "Initech", "Hooli"), p.phone, w, p.email, isoTS())
		return rec{q, []L{P("phone", p.phone), P("phone", w), P("email", p.email)}, []string{"VERSION:3.0"}}
	})

	// 44. group chat, several people
	reg("group_chat", func() rec {
		code := pick("en_US", "en_GB", "de", "es", "it", "fr", "pt_BR", "nl")
		a, b, c := newPerson(code), newPerson(code), newPerson(code)
		q := fmt.Sprintf("%s: who's bringing what on %s?\n%s: salad 🥗 — btw my cousin %s can drive, her cell is %s\n%s: great, send the list to %s\n%s: 👍",
			a.first, pick("Saturday", "the 14th", "Sunday"), b.first, c.first, c.phone, a.first, b.email, c.first)
		return rec{q, []L{P("phone", c.phone), P("email", b.email)}, nil}
	})

	// 45. airline booking confirmation
	reg("airline_booking", func() rec {
		p := newPerson(pickS(locOrder))
		pnr := randFrom("ABCDEFGHJKLMNPQRSTUVWXYZ", 6)
		tkt := pick("125", "220", "057", "176", "016") + "-" + digits(10)
		q := fmt.Sprintf("Booking reference: %s\nPassenger: %s\nFlight %s%d  %s  dep %s\nE-ticket: %s\nContact: %s / %s\nBaggage: 1 x 23kg",
			pnr, strings.ToUpper(p.l.romans[indexOf(p.l.names, p.name)]), pick("LH", "BA", "AF", "TK", "EK"), rng(100, 9999), isoDate(), hhmm(), tkt, p.email, p.phone)
		return rec{q, []L{P("email", p.email), P("phone", p.phone)}, []string{pnr, tkt}}
	})

	// 46. letter (formal, English) with reference numbers
	reg("letter_formal_en", func() rec {
		p := newPerson("en_GB")
		ref := fmt.Sprintf("Our ref: %s/%d", randFrom("ABCDEFGHJKLMNPQRSTUVWXYZ", 3), rng(1000, 99999))
		pc := pick("SW1A 1AA", "M1 1AE", "LS1 4AP", "EH1 1YZ", "BS1 5TR")
		q := fmt.Sprintf("%s\n%d %s Road\nLondon\n%s\n\n%s\n\nDear %s,\nRe: Tenancy deposit\nFurther to our telephone conversation, please contact me on %s or at %s to arrange the inspection.\nYours sincerely,",
			p.name, rng(1, 200), pick("Abbey", "Station", "Church", "Victoria"), pc, ref, pick("Sir or Madam", "Mr Hughes", "Ms Clarke"), p.phone, p.email)
		return rec{q, []L{P("phone", p.phone), P("email", p.email)}, []string{pc, ref}}
	})

	// 47. German letter (Brief)
	reg("brief_de", func() rec {
		p := newPerson("de")
		az := "Aktenzeichen: " + digits(3) + " C " + digits(3) + "/" + fmt.Sprint(rng(23, 26))
		q := fmt.Sprintf("%s · Lindenstraße %d · 10969 Berlin\n\n%s\nSehr geehrte Damen und Herren,\nbezüglich meines Mietvertrags bitte ich um Rückruf unter %s oder per E-Mail an %s.\nMit freundlichen Grüßen\n%s",
			p.name, rng(1, 120), az, p.phone, p.email, p.name)
		return rec{q, []L{P("phone", p.phone), P("email", p.email)}, []string{az, "10969 Berlin"}}
	})

	// 48. French/Italian/Spanish formal e-mail
	reg("email_formal_romance", func() rec {
		switch r.Intn(3) {
		case 0:
			p := newPerson("fr")
			d := "Dossier n° " + digits(8)
			q := fmt.Sprintf("Madame, Monsieur,\nJe me permets de vous relancer concernant mon %s. Vous pouvez me joindre au %s ou par courriel à %s.\nVeuillez agréer mes salutations distinguées.\n%s", d, p.phone, p.email, p.name)
			return rec{q, []L{P("phone", p.phone), P("email", p.email)}, []string{d}}
		case 1:
			p := newPerson("it")
			d := "pratica n. " + digits(6)
			q := fmt.Sprintf("Gentili signori,\nin merito alla %s vi chiedo di ricontattarmi al numero %s oppure all'indirizzo %s.\nDistinti saluti,\n%s", d, p.phone, p.email, p.name)
			return rec{q, []L{P("phone", p.phone), P("email", p.email)}, []string{d}}
		default:
			p := newPerson("es")
			d := "expediente " + digits(4) + "/" + fmt.Sprint(rng(2023, 2025))
			q := fmt.Sprintf("Estimados señores:\nEn relación con el %s, les ruego que se pongan en contacto conmigo en el teléfono %s o en %s.\nAtentamente,\n%s", d, p.phone, p.email, p.name)
			return rec{q, []L{P("phone", p.phone), P("email", p.email)}, []string{d}}
		}
	})

	// 49. receipt with full card printed in error + loyalty etc. (card on a refund slip)
	reg("refund_slip_card", func() rec {
		c := newCard()
		cf := c.num
		if r.Intn(2) == 0 {
			cf = cardFmt(c)
		}
		auth := "AUTH CODE: " + randFrom(upperDig, 6)
		q := fmt.Sprintf("REFUND SLIP  Store #%04d  Reg %d\n%s %s\nCARD NO: %s\n%s\nREFUND AMT %s\nTRANS ID %s\nCUSTOMER COPY", rng(1, 9999), rng(1, 12), usDate(), hhmm(), cf, auth, usd(), digits(12))
		return rec{q, []L{P("credit_card", cf)}, []string{auth, "CUSTOMER COPY"}}
	})

	// 50. payment form (web form filled, pasted in chat)
	reg("payment_form_filled", func() rec {
		c := newCard()
		cf := cardFmt(c)
		p := newPerson(pick("en_US", "en_GB", "de", "fr", "es", "it", "nl"))
		zip := fmt.Sprintf("%05d", rng(10000, 99999))
		q := fmt.Sprintf("Name on card: %s\nCard number: %s\nExpiry: %02d / %d\nCVC: %s\nBilling ZIP/postcode: %s\nE-mail for receipt: %s\n[Pay %s]", p.name, cf, rng(1, 12), rng(26, 31), digits(3), zip, p.email, usd())
		return rec{q, []L{P("credit_card", cf), P("email", p.email)}, []string{zip}}
	})

	// 51. medical referral letter
	reg("referral_letter", func() rec {
		p := newPerson("en_US")
		dr := workPerson("en_US", pick("valleyortho.org", "acmehealth.org", "lakesidefm.com"))
		fax := phoneUS()
		npi := "NPI " + digits(10)
		q := fmt.Sprintf("RE: Referral for %s (DOB %s)\nDear Dr. %s,\nI am referring the above patient for evaluation of chronic knee pain. Patient can be reached at %s. Please fax notes to %s or email %s.\n%s, MD  %s",
			p.name, dob(), strings.Fields(dr.name)[1], p.phone, fax, dr.email, pick("J. Walsh", "M. Torres", "A. Brooks"), npi)
		return rec{q, []L{P("phone", p.phone), P("phone", fax), P("email", dr.email)}, []string{npi}}
	})

	// 52. lost and found post
	reg("lost_found_post", func() rec {
		p := newPerson(pick("en_US", "en_GB", "en_AU", "en_CA"))
		q := fmt.Sprintf("LOST DOG 🐶 %s, %s, answers to \"%s\". Last seen near %s on %s. REWARD. Please call %s anytime!!",
			pick("Golden retriever", "Black lab mix", "Small white terrier"), pick("microchipped", "red collar", "no collar"), pick("Biscuit", "Luna", "Max"), pick("Elm Park", "the library", "5th & Main"), usDate(), p.phone)
		return rec{q, []L{P("phone", p.phone)}, []string{"REWARD"}}
	})

	// 53. SMS from a business with personal details reply
	reg("sms_appointment_reply", func() rec {
		p := newPerson(pick("en_US", "en_GB", "en_AU"))
		q := fmt.Sprintf("Reminder: your appointment with %s is on %s at %s. Reply C to confirm.\n> C. Also pls use my new email %s and send the intake form. If urgent, %s",
			pick("Bright Smiles Dental", "Dr. Kim", "Elite Physio"), usDate(), hhmm(), p.email, p.phone)
		return rec{q, []L{P("email", p.email), P("phone", p.phone)}, []string{"Reply C to confirm."}}
	})

	// 54. Polish/Dutch/Swedish message to landlord
	reg("msg_landlord_eu", func() rec {
		switch r.Intn(3) {
		case 0:
			p := newPerson("pl")
			q := fmt.Sprintf("Dzień dobry, w mieszkaniu nr %d cieknie kran. Proszę o kontakt: %s. Pozdrawiam, %s", rng(1, 80), p.phone, p.name)
			return rec{q, []L{P("phone", p.phone)}, nil}
		case 1:
			p := newPerson("nl")
			q := fmt.Sprintf("Goedemiddag, de cv-ketel op huisnummer %d doet het niet. Bel me terug op %s of mail %s. Groet, %s", rng(1, 200), p.phone, p.email, p.name)
			return rec{q, []L{P("phone", p.phone), P("email", p.email)}, nil}
		default:
			p := newPerson("sv")
			q := fmt.Sprintf("Hej! Diskmaskinen i lgh %d läcker. Ni når mig på %s. Mvh %s", rng(1001, 1305), p.phone, p.name)
			return rec{q, []L{P("phone", p.phone)}, nil}
		}
	})

	// 55. Turkish / Greek / Hebrew short messages
	reg("msg_tr_el_he", func() rec {
		switch r.Intn(3) {
		case 0:
			p := newPerson("tr")
			q := fmt.Sprintf("Merhaba, %d numaralı siparişim hâlâ gelmedi. Bana %s numarasından ulaşabilirsiniz. E-posta: %s", rng(100000, 999999), p.phone, p.email)
			return rec{q, []L{P("phone", p.phone), P("email", p.email)}, nil}
		case 1:
			p := newPerson("el")
			q := fmt.Sprintf("Καλησπέρα, για το ραντεβού της %s πάρτε με στο %s. Ευχαριστώ, %s", euDate(), p.phone, p.name)
			return rec{q, []L{P("phone", p.phone)}, nil}
		default:
			p := newPerson("he")
			q := fmt.Sprintf("שלום, לגבי הזמנה %d אפשר לחזור אליי למספר %s או למייל %s", rng(10000, 99999), p.phone, p.email)
			return rec{q, []L{P("phone", p.phone), P("email", p.email)}, nil}
		}
	})

	// 56. calendar invite (ics) with organizer
	reg("ics_invite", func() rec {
		a := workPerson(pick("en_US", "de", "fr", "en_GB"), pickS(companyDomains))
		b := newPerson(pick("en_US", "de", "fr", "en_GB"))
		uid := uuid()
		q := fmt.Sprintf("BEGIN:VEVENT\nUID:%s\nDTSTART:%s\nSUMMARY:Quarterly review\nORGANIZER;CN=%s:mailto:%s\nATTENDEE;CN=%s;RSVP=TRUE:mailto:%s\nLOCATION:Room 4.12\nEND:VEVENT", uid, strings.ReplaceAll(strings.ReplaceAll(isoTS(), "-", ""), ":", ""), a.name, a.email, b.name, b.email)
		return rec{q, []L{P("email", a.email), P("email", b.email)}, []string{uid, "Room 4.12"}}
	})

	// 57. Brazilian / Mexican / Argentinian client message
	reg("msg_latam", func() rec {
		switch r.Intn(3) {
		case 0:
			p := newPerson("pt_BR")
			cep := fmt.Sprintf("CEP %05d-%03d", rng(1000, 99999), rng(0, 999))
			q := fmt.Sprintf("Boa tarde! Segue meus dados p/ entrega: %s, Rua das Flores %d, %s. WhatsApp %s. Pix pelo e-mail %s", p.name, rng(1, 900), cep, p.phone, p.email)
			return rec{q, []L{P("phone", p.phone), P("email", p.email)}, []string{cep}}
		case 1:
			p := newPerson("es_MX")
			q := fmt.Sprintf("Buenas, soy %s. Quiero cotizar %d piezas. Mi cel: %s, correo %s. CP 0%d", p.name, rng(10, 500), p.phone, p.email, rng(1000, 9999))
			return rec{q, []L{P("phone", p.phone), P("email", p.email)}, nil}
		default:
			p := newPerson("es_AR")
			q := fmt.Sprintf("Hola! Te paso mi número %s y mi mail %s para lo del alquiler. Saludos, %s", p.phone, p.email, p.first)
			return rec{q, []L{P("phone", p.phone), P("email", p.email)}, nil}
		}
	})

	// 58. multiple-family: customer service note
	reg("crm_note", func() rec {
		p := newPerson("en_US")
		c := newCard()
		last4 := c.num[len(c.num)-4:]
		s := ssn()
		q := fmt.Sprintf("CRM note %s: caller %s verified identity with SSN %s and card on file ending %s. Callback requested at %s. Case #%s. Agent: jlee",
			isoDate(), p.name, s, last4, p.phone, digits(8))
		return rec{q, []L{P("ssn", s), P("phone", p.phone)}, []string{"ending " + last4}}
	})

	// 59. bank chat: customer pastes card + IBAN (IBAN kept)
	reg("bank_chat_card", func() rec {
		c := newCard()
		cf := cardFmt(c)
		ib := ibanAny()
		q := fmt.Sprintf("Chat with BankBot\nYou: my card %s was swallowed by the ATM\nBot: Sorry to hear that. I've blocked it. Your replacement will be linked to account %s.\nYou: ok and the fee?\nBot: No fee. Reference %s.", cf, ib, randFrom(upperDig, 10))
		return rec{q, []L{P("credit_card", cf)}, []string{ib}}
	})

	// 60. email header block in a bounced message
	reg("bounce_notice", func() rec {
		p := newPerson(pickS(locOrder))
		id := fmt.Sprintf("<%s.%s@mail.%s>", unixTS(), randFrom(hexd, 8), pick("shopwave.io", "acmehealth.org", "brightpath.io"))
		q := fmt.Sprintf("Delivery Status Notification (Failure)\n\nYour message wasn't delivered to %s because the address couldn't be found.\n\nFinal-Recipient: rfc822; %s\nStatus: 5.1.1\nMessage-ID: %s", p.email, p.email, id)
		return rec{q, []L{P("email", p.email)}, []string{"Status: 5.1.1", id}}
	})

	// 61. two people's contacts in a hand-off e-mail, Indian English
	reg("handoff_email_in", func() rec {
		a, b := newPerson("en_IN"), newPerson("en_IN")
		gst := fmt.Sprintf("GSTIN %02d%s%s1Z%s", rng(1, 36), randFrom("ABCDEFGHIJKLMNOPQRSTUVWXYZ", 5), digits(4), randFrom(upperDig, 1))
		q := fmt.Sprintf("Dear Sir,\nKindly coordinate with %s (%s) for the dispatch and %s (mob: %s, %s) for payment. Our %s. PFA invoice.\nRegards", a.name, a.phone, b.name, b.phone, b.email, gst)
		return rec{q, []L{P("phone", a.phone), P("phone", b.phone), P("email", b.email)}, []string{gst}}
	})

	// 62. password reset confirmation containing username + temp password + phone
	reg("it_helpdesk_reply", func() rec {
		p := workPerson("en_US", pickS(companyDomains))
		pw := password()
		tk := fmt.Sprintf("INC%07d", rng(1, 9999999))
		q := fmt.Sprintf("Ticket %s resolved.\nYour account %s has been unlocked. Temporary password: %s\nYou'll be prompted to change it. For MFA issues call the service desk.", tk, p.email, pw)
		return rec{q, []L{P("email", p.email), P("bearer", pw)}, []string{tk}}
	})
}

func b64std(s string) string { return base64Std(s) }
