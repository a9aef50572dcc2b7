package main

import (
	"fmt"
	"strings"
)

func registerPII() {
	piiUK()
	piiCA()
	piiAU()
	piiIN()
	piiBR()
	piiMX()
	piiES()
	piiFR()
	piiDE()
	piiIT()
	piiPL()
	piiZA()
	piiKR()
	piiJP()
	piiCN()
	piiX()
}

func piiUK() {
	pii("uk_hmrc_sa_mail", func(b *B) string {
		p := b.person("GB")
		u := b.utr()
		return fmt.Sprintf("HMRC online services – Self Assessment\nDear %s,\nWe received your 2023 to 2024 tax return on %s. Unique Taxpayer Reference: %s\nPay %s by 31 January 2025 using payment reference %s.\nWe will text %s if anything changes; replies go to %s.",
			p.Full(), b.K(b.date("long")), b.K(u), b.K(b.money("GBP")), b.K(u+"K"), b.ph("GB", false), b.em(p))
	})
	pii("uk_payslip", func(b *B) string {
		p := b.person("GB")
		return fmt.Sprintf("PAYSLIP  %s\nEmployee: %s   Emp No: %s   NI number: %s   Tax code: %s\nGross pay %s   PAYE tax %s   NI %s\nPaid to sort code %s account %s\nQueries: payroll contact %s, personal email on file %s",
			b.K(b.pick("Month 06 Sep 2024", "Week 32 2024-25", "Month 11 Feb 2025")), p.Full(), b.K("E"+b.digits(6)), b.K(b.nino(true)), b.K(b.pick("1257L", "BR", "K475", "S1257L", "1257L W1/M1")), b.K(b.money("GBP")), b.K(b.money("GBP")), b.K(b.money("GBP")),
			b.K(fmt.Sprintf("%02d-%02d-%02d", b.rng(10, 99), b.rng(10, 99), b.rng(10, 99))), b.K(b.digits(8)), b.ph("GB", true), b.em(p))
	})
	pii("uk_gp_registration_form", func(b *B) string {
		p := b.person("GB")
		return fmt.Sprintf("GMS1 Family Doctor Services Registration\nSurname: %s\nFirst names: %s\nDate of birth: %s\nNHS number: %s\nAddress: %d %s Road, %s %s\nMobile: %s\nEmail: %s\nPrevious GP practice code: %s",
			p.Last, p.First, b.K(b.date("dob")), b.K(b.nhs()), b.rng(2, 180), b.pick("Elm", "Station", "Victoria", "Mill"), b.pick("Leeds", "Bristol", "London", "Cardiff"), b.K(b.pick("LS6 2QD", "BS8 4LP", "SW1A 2AA", "CF10 3NP", "N1 9GU", "E14 5AB")), b.ph("GB", false), b.em(p), b.K(b.pick("B8", "Y0", "F8", "J8")+b.digits(4)))
	})
	pii("uk_ukvi_brp_mail", func(b *B) string {
		p := b.person(b.pick("IN", "BR", "ZA", "CN", "MX"))
		return fmt.Sprintf("UK Visas and Immigration\nApplicant: %s\nGWF reference: %s   Unique Application Number: %s\nYour eVisa replaces BRP %s (expires %s). Share code for employers: %s\nWe will contact you at %s or by phone on %s.",
			p.Full(), b.K("GWF0"+b.digits(8)), b.K(fmt.Sprintf("%04d-%04d-%04d-%04d", b.rng(1000, 9999), b.rng(1000, 9999), b.rng(1000, 9999), b.rng(1000, 9999))), b.K("Z"+b.letters(1, "RUX")+b.digits(7)), b.K(b.date("dmy/")), b.K(b.letters(3, "ABCDEFGHJKLMNPRSTVWXYZ23456789")+" "+b.letters(3, "ABCDEFGHJKLMNPRSTVWXYZ23456789")+" "+b.letters(3, "ABCDEFGHJKLMNPRSTVWXYZ23456789")), b.em(p), b.ph("GB", true))
	})
	pii("uk_expat_preparer_note", func(b *B) string {
		p := b.person("US")
		return fmt.Sprintf("Client file – %s (US citizen, UK resident since %d)\n- SSN %s (needed for 1040 + FBAR)\n- UK NINO %s, UTR %s\n- Foreign tax credit: UK tax paid %s, FEIE not claimed\n- Best contact: %s (WhatsApp), %s",
			p.Full(), b.rng(2012, 2022), b.ssnV(), b.K(b.nino(false)), b.K(b.utr()), b.K(b.money("GBP")), b.ph("GB", true), b.em(p))
	})
	pii("uk_hmrc_api_curl", func(b *B) string {
		return fmt.Sprintf("curl -X POST https://api.service.hmrc.gov.uk/organisations/vat/%s/returns \\\n  -H \"Accept: application/vnd.hmrc.1.0+json\" \\\n  -H \"Authorization: Bearer %s\" \\\n  -d '{\"periodKey\":\"%s\",\"vatDueSales\":%d.%02d,\"finalised\":true}'",
			b.K(b.digits(9)), b.sec("rand32hex"), b.K(b.pick("24A1", "24A2", "24A3", "25A1", "#001")), b.rng(100, 99999), b.rng(0, 99))
	})
	pii("uk_bank_kyc_chat", func(b *B) string {
		p := b.person("GB")
		return fmt.Sprintf("user: I'm opening a joint account, my NI number is %s and my partner's is %s. Sort code %s. You can call me on %s after 6pm.\nagent: Thanks %s, I've logged KYC case %s.",
			b.K(b.nino(true)), b.K(b.nino(false)), b.K(fmt.Sprintf("%02d-%02d-%02d", b.rng(10, 99), b.rng(10, 99), b.rng(10, 99))), b.ph("GB", false), p.First, b.K("KYC-"+b.digits(7)))
	})
	pii("uk_student_finance", func(b *B) string {
		p := b.person("GB")
		return fmt.Sprintf("Student Finance England – Customer Reference Number %s\n%s, your maintenance loan of %s will be paid on %s into account ending %s. Repayment plan: Plan 2. Update %s in your account if it changes. Text alerts to %s.",
			b.K(b.digits(11)), p.First, b.K(b.money("GBP")), b.K(b.date("long")), b.K(b.digits(4)), b.em(p), b.ph("GB", false))
	})
	pii("uk_payroll_csv", func(b *B) string {
		var rows []string
		for i := 0; i < 3; i++ {
			p := b.person("GB")
			rows = append(rows, fmt.Sprintf("%s,%s,%s,%s,%s,%s", b.K("E"+b.digits(5)), p.Full(), b.K(b.nino(false)), b.K(b.pick("1257L", "BR", "D0", "1185L")), b.em(p), b.ph("GB", false)))
		}
		return "employee_id,name,ni_number,tax_code,email,phone\n" + strings.Join(rows, "\n")
	})
	pii("uk_mtd_sandbox_json", func(b *B) string {
		p := b.person("GB")
		return fmt.Sprintf(`{"nino":"%s","utr":"%s","taxYear":"2024-25","contact":{"email":"%s","phone":"%s"},"accessToken":"%s","expiresIn":14400}`,
			b.K(b.nino(false)), b.K(b.utr()), b.em(p), b.ph("GB", true), b.sec("rand32hex"))
	})
}

func piiCA() {
	pii("ca_cra_mail_en", func(b *B) string {
		p := b.person("CA")
		return fmt.Sprintf("Canada Revenue Agency – Notice of Assessment\nTaxation year: 2024   Date issued: %s\nSocial insurance number: %s\n%s, your refund of %s will be deposited. Reply-to address on file: %s. We tried to reach you at %s.",
			b.K(b.date("long")), b.K(b.sin(" ")), p.Full(), b.K(b.money("CAD")), b.em(p), b.ph("CA", false))
	})
	pii("ca_arc_courriel_fr", func(b *B) string {
		p := b.person("CA")
		return fmt.Sprintf("Bonjour %s,\nL'Agence du revenu du Canada a traité votre déclaration de %d. Numéro d'assurance sociale : %s. Numéro d'entreprise : %s.\nSolde dû : %s au %s.\nPour toute question : %s ou %s.",
			p.First, b.rng(2021, 2024), b.K(b.sin("-")), b.K(b.digits(9)+"RT0001"), b.K(b.money("CAD")), b.K(b.date("dmy/")), b.ph("CA", true), b.em(p))
	})
	pii("ca_t4_slip", func(b *B) string {
		p := b.person("CA")
		return fmt.Sprintf("T4 Statement of Remuneration Paid (2024)\nEmployer BN %s\nBox 12 SIN: %s\nBox 14 Employment income: %s  Box 22 Income tax deducted: %s\nEmployee: %s, %s\nEmail delivery consent: %s",
			b.K(b.digits(9)+"RP0001"), b.K(b.sin(" ")), b.K(b.money("CAD")), b.K(b.money("CAD")), p.Full(), b.K(b.pick("M5V 3L9", "H2X 1Y4", "V6B 4Y8", "T2P 2M5", "K1P 5G3")), b.em(p))
	})
	pii("ca_onboarding_csv", func(b *B) string {
		var rows []string
		for i := 0; i < 3; i++ {
			p := b.person("CA")
			rows = append(rows, fmt.Sprintf("%s\t%s\t%s\t%s\t%s\t%s", p.First, p.Last, b.K(b.sin("")), b.K(b.date("iso")), b.ph("CA", false), b.em(p)))
		}
		return "first\tlast\tsin\tstart_date\tphone\temail\n" + strings.Join(rows, "\n")
	})
	pii("ca_crossborder_preparer", func(b *B) string {
		p := b.person("US")
		return fmt.Sprintf("Cross-border file: %s moved Seattle -> Vancouver %s. US SSN %s; SIN %s (issued %s); spouse has ITIN %s. Treaty election under Art. XVIII for RRSP. Cell %s.",
			p.Full(), b.K(b.date("iso")), b.ssnV(), b.K(b.sin("-")), b.K(b.date("iso")), b.itinV(), b.ph("CA", false))
	})
	pii("ca_interac_etransfer", func(b *B) string {
		p := b.person("CA")
		return fmt.Sprintf("INTERAC e-Transfer: %s sent you %s. Reference number: %s. Deposit by %s. Sent to %s. Message: \"rent for unit 1204, SIN not needed lol\"",
			p.Full(), b.K(b.money("CAD")), b.K("CA"+b.letters(1, upper)+b.letters(5, upper+"0123456789")+b.letters(3, upper+"0123456789")), b.K(b.date("long")), b.P("email", b.emailOf(b.person("CA"))))
	})
	pii("ca_wealthsimple_api", func(b *B) string {
		return fmt.Sprintf("# tax slip import job\nexport CRA_PORTAL_URL=https://apps.cra-arc.gc.ca/ebci/myab\nexport SLIPS_API_TOKEN=%s\nexport BN=%s\npython import_t5.py --year 2024 --sin-column 3 --batch %s",
			b.sec("rand40"), b.K(b.digits(9)+"RC0001"), b.K("B"+b.digits(6)))
	})
}

func piiAU() {
	pii("au_ato_mygov_mail", func(b *B) string {
		p := b.person("AU")
		return fmt.Sprintf("myGov inbox – Australian Taxation Office\nHi %s, your notice of assessment for %s is ready. TFN: %s. Amount refundable %s, to be paid by %s. We have your mobile as %s and email %s.",
			p.First, b.K("2023–24"), b.K(b.tfn()), b.K(b.money("AUD")), b.K(b.date("dmy/")), b.ph("AU", false), b.em(p))
	})
	pii("au_tfn_declaration", func(b *B) string {
		p := b.person("AU")
		return fmt.Sprintf("TFN declaration (NAT 3092)\n1 Tax file number: %s\n2 Name: %s %s\n4 Home address postcode: %s\n5 Email: %s\n6 DOB: %s\nPayer ABN: %s  Branch %s\nPhone (daytime): %s",
			b.K(b.tfn()), b.pick("Mr", "Ms", "Mx"), p.Full(), b.K(b.pick("2000", "3121", "4006", "6000", "5067", "2612")), b.em(p), b.K(b.date("dob")), b.K(b.abn()), b.K(fmt.Sprintf("%03d", b.rng(1, 9))), b.ph("AU", true))
	})
	pii("au_medicare_enrol", func(b *B) string {
		p := b.person("AU")
		return fmt.Sprintf("Medicare enrolment for %s — card number %s, valid to %s. Individual reference number %d. Visa subclass %s, grant %s. Contact: %s / %s.",
			p.Full(), b.K(b.medicare()), b.K(fmt.Sprintf("%02d/%d", b.rng(1, 12), b.rng(2026, 2031))), b.rng(1, 5), b.K(b.pick("482", "186", "189", "500", "820")), b.K(b.date("dmy/")), b.ph("AU", false), b.em(p))
	})
	pii("au_super_choice", func(b *B) string {
		p := b.person("AU")
		return fmt.Sprintf("Superannuation standard choice form\nFund ABN %s, USI %s, member number %s\nEmployee TFN %s\nEmployee: %s, phone %s",
			b.K(b.abn()), b.K(b.pick("STA", "AUS", "HOS", "UNI")+b.digits(4)+"AU"), b.K(b.digits(9)), b.K(b.tfn()), p.Full(), b.ph("AU", false))
	})
	pii("au_stp_payroll_log", func(b *B) string {
		return fmt.Sprintf("2025-02-14T03:11:09Z INFO stp.submit abn=%s bms_id=%s period=%s employees=%d auth=\"Bearer %s\" status=202",
			b.K(strings.ReplaceAll(b.abn(), " ", "")), b.K(b.letters(8, hexd)+"-"+b.letters(4, hexd)), b.K(b.date("iso")), b.rng(3, 400), b.sec("rand40"))
	})
	pii("au_bank_kyc_card", func(b *B) string {
		p := b.person("AU")
		return fmt.Sprintf("Hey, setting up my CommBank account as a new arrival. Passport %s, visa grant number %s, TFN %s. Card for the direct debit is %s exp %s. Ring me %s",
			b.K(b.letters(2, upper)+b.digits(7)), b.K(b.digits(13)), b.K(b.tfn()), b.cardV(b.pick("visa", "mc"), " "), b.K(fmt.Sprintf("%02d/%02d", b.rng(1, 12), b.rng(26, 30))), b.ph("AU", false)) + " — " + p.First
	})
	pii("au_accountant_email", func(b *B) string {
		p := b.person("AU")
		return fmt.Sprintf("Hi Darren,\nPlease lodge for %s. TFN %s, Medicare %s (private cover via %s, member %s). Rental at %s NSW %s. Best email is %s.\nThanks",
			p.Full(), b.K(b.tfn()), b.K(b.medicare()), b.pick("Bupa", "HCF", "Medibank"), b.K(b.digits(8)), b.pick("Parramatta", "Chatswood", "Bondi"), b.K(b.pick("2150", "2067", "2026")), b.em(p))
	})
}

func piiIN() {
	pii("in_itr_ack_mail", func(b *B) string {
		p := b.person("IN")
		return fmt.Sprintf("Income Tax Department – e-Filing\nDear %s,\nYour ITR-%d for AY %s has been filed. PAN: %s  Acknowledgement Number: %s\nRefund %s to account with IFSC %s.\nRegistered mobile %s, email %s.",
			p.Full(), b.rng(1, 4), b.K("2024-25"), b.K(b.pan('P')), b.K(b.digits(15)), b.K(b.money("INR")), b.K(b.ifsc()), b.ph("IN", true), b.em(p))
	})
	pii("in_aadhaar_otp_sms", func(b *B) string {
		return fmt.Sprintf("OTP for Aadhaar (XXXX XXXX %s) eKYC is %s, valid 10 min. Do not share. Linked mobile %s -UIDAI",
			b.K(b.digits(4)), b.K(b.digits(6)), b.ph("IN", false))
	})
	pii("in_gst_invoice", func(b *B) string {
		p := b.person("IN")
		return fmt.Sprintf("TAX INVOICE  No. %s  Date %s\nSupplier GSTIN: %s  State code %s\nBill to: %s, GSTIN %s\nHSN 998314  Taxable value %s  CGST 9%%  SGST 9%%\nContact %s | %s",
			b.K("INV/24-25/"+b.digits(4)), b.K(b.date("dmy-")), b.K(b.gstin()), b.pick("27", "29"), p.Full(), b.K(b.gstin()), b.K(b.money("INR")), b.P("email", b.workEmail(p, b.pick("infosol.co.in", "tatvaconsult.in", "kirana-tech.com"))), b.ph("IN", true))
	})
	pii("in_form16_hindi", func(b *B) string {
		p := b.person("IN")
		return fmt.Sprintf("फॉर्म 16 – कर्मचारी: %s, पैन %s, नियोक्ता टैन %s. कुल वेतन %s, टीडीएस %s. आधार %s. संपर्क फोन %s, ईमेल %s",
			p.Full(), b.K(b.pan('P')), b.K(b.letters(4, upper)+b.digits(5)+b.letters(1, upper)), b.K(b.money("INR")), b.K(b.money("INR")), b.K(b.aadhaar(" ")), b.ph("IN", false), b.em(p))
	})
	pii("in_bank_kyc_form", func(b *B) string {
		p := b.person("IN")
		return fmt.Sprintf("CKYC Form | Name: %s | Father's name: %s %s | PAN: %s | Aadhaar (masked): XXXX-XXXX-%s | CKYC No: %s | PIN: %s | Mobile: %s | Email: %s",
			p.Full(), b.pick("Ramesh", "Suresh", "Mahesh", "Prakash"), p.Last, b.K(b.pan('P')), b.K(b.digits(4)), b.K(b.digits(14)), b.K(b.pick("560034", "400076", "110017", "600020", "500081")), b.ph("IN", true), b.em(p))
	})
	pii("in_razorpay_config", func(b *B) string {
		return fmt.Sprintf("# payments.yaml\nrazorpay:\n  key_id: %s\n  key_secret: %s\n  webhook_secret: %s\n  merchant_gstin: %s",
			b.K("rzp_live_"+b.letters(14, alnum)), b.sec("razor"), b.P("bearer", b.letters(20, alnum)), b.K(b.gstin()))
	})
	pii("in_nri_expat_note", func(b *B) string {
		p := b.person("IN")
		return fmt.Sprintf("NRI client %s — green card holder, US SSN %s, PAN %s, NRO a/c IFSC %s. Schedule FA needed; DTAA relief Art. 25. Whatsapp %s",
			p.Full(), b.ssnV(), b.K(b.pan('P')), b.K(b.ifsc()), b.ph("IN", true))
	})
	pii("in_upi_card_chat", func(b *B) string {
		return fmt.Sprintf("Paid the advance tax challan 280 (BSR code %s, challan serial %s) but UPI failed so I used my card %s. PAN on the challan is %s, is that fine?",
			b.K(b.digits(7)), b.K(b.digits(5)), b.cardV(b.pick("rupay", "visa", "mc"), " "), b.K(b.pan('P')))
	})
	pii("in_digilocker_jwt", func(b *B) string {
		pan := b.pan('P')
		return fmt.Sprintf("DigiLocker pull failed for PAN %s, id_token=%s, request id %s",
			b.K(pan), b.P("jwt", b.jwt(fmt.Sprintf(`{"iss":"https://digilocker.meripehchaan.gov.in","sub":"%s","pan":"%s","exp":%d}`, b.letters(12, hexd), pan, b.rng(1700000000, 1790000000)))), b.K(b.letters(8, hexd)+"-"+b.letters(4, hexd)))
	})
}
