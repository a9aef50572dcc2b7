package main

import "strings"

// mapDigits rewrites ASCII digits into another digit system starting at zero.
func mapDigits(s string, zero rune) string {
	var b strings.Builder
	for _, c := range s {
		if c >= '0' && c <= '9' {
			b.WriteRune(zero + (c - '0'))
		} else {
			b.WriteRune(c)
		}
	}
	return b.String()
}

func addT(name string, ts ...string) {
	for i := range piiKinds {
		if piiKinds[i].Name == name {
			piiKinds[i].T = append(piiKinds[i].T, ts...)
			return
		}
	}
	for i := range cleanKinds {
		if cleanKinds[i].Name == name {
			cleanKinds[i].T = append(cleanKinds[i].T, ts...)
			return
		}
	}
	panic("no kind " + name)
}

func init() {
	piiGens["ph_sa_arabic"] = piiGen{"phone", func(g *G) string {
		n := "5" + g.pick("0", "3", "4", "5", "6", "9") + g.digits(7)
		return mapDigits("0"+n[:2]+" "+n[2:5]+" "+n[5:], '٠')
	}}
	piiGens["ph_eg_arabic"] = piiGen{"phone", func(g *G) string {
		n := "1" + g.pick("0", "1", "2", "5") + g.digits(8)
		return mapDigits("0"+n, '٠')
	}}
	piiGens["ph_jp_fw"] = piiGen{"phone", func(g *G) string {
		p := g.pick("090", "080", "070")
		n := g.digits(8)
		return mapDigits(p+"－"+n[:4]+"－"+n[4:], '０')
	}}
	piiGens["ph_in_dev"] = piiGen{"phone", func(g *G) string {
		n := g.pick("6", "7", "8", "9") + g.digits(9)
		return mapDigits(n[:5]+" "+n[5:], '०')
	}}
	piiGens["ph_fr_nbsp"] = piiGen{"phone", func(g *G) string {
		n := "6" + g.digits(8)
		return "06\u00a0" + n[1:3] + "\u00a0" + n[3:5] + "\u00a0" + n[5:7] + "\u00a0" + n[7:]
	}}
	piiGens["ssn_endash"] = piiGen{"ssn", func(g *G) string { a, b, c := g.ssnParts(); return a + "–" + b + "–" + c }}
	piiGens["email_caps"] = piiGen{"email", func(g *G) string {
		g.ensureName()
		return capit(g.first) + "." + capit(g.last) + "@" + capit(g.pick(providers(g.lang)...))
	}}
	keepGens["vnr"] = func(g *G) string { return g.pick("V-", "VN ", "") + g.nz(10) }
	keepGens["amzorder"] = func(g *G) string { return "11" + g.digits(1) + "-" + g.digits(7) + "-" + g.digits(7) }
	keepGens["ssn_example"] = func(g *G) string {
		return g.pick("987-65-4320", "987-65-4321", "987-65-4329", "000-00-0000", "XXX-XX-XXXX")
	}

	// second and third layouts for kinds written once above
	addT("en_itin_cp565_notice", `irs notice says "We changed the ITIN on your account to ⟦p:itin⟧" wich is different from the one on my W-7 aproval letter. is that a mistake?? my refund of ⟦k:usd⟧ is on hold since ⟦k:date_us⟧`)
	addT("en_rental_application", `APPLICANT INFORMATION
Full legal name ⟦n:name⟧ Date of birth ⟦n:dob⟧
Social Security # ⟦p:ssn_endash⟧ Driver's license # ⟦n:passport⟧
Phone ⟦p:ph_us⟧ E-mail ⟦p:email_caps⟧
Present address ⟦n:addr_us⟧ ⟦n:city_us⟧ ⟦k:zip⟧ Monthly rent ⟦k:usd⟧
(copied from the pdf, the dashes look weird) — what's "present address" if i live with my parents?`)
	addT("de_krankenkasse_widerspruch", `Widerspruch gg. Ablehnung Kostenübernahme Physio (Bescheid v. ⟦k:date⟧, Az. ⟦k:aktenzeichen⟧):
Absender ⟦n:name⟧
Tel ⟦p:ph_de⟧
Mail ⟦p:email⟧
Betrag ⟦k:amt⟧ — bitte förmlich formulieren, Frist 1 Monat`)
	addT("de_elster_zertifikat", `ELSTER sagt "Passwort falsch". Kennwort: ⟦p:pw⟧ — oder hab ich beim Aktivierungsbrief (Aktivierungs-ID ⟦k:ref_aeat⟧-⟦k:ref_aeat⟧-⟦k:ref_aeat⟧) was falsch gemacht?`)
	addT("it_730_caf", `modello 730 — dati contribuente: ⟦n:name⟧, CF ⟦n:cf⟧, telefono ⟦p:ph_it_land⟧, cellulare ⟦p:ph_it⟧, email ⟦p:email⟧. Rimborso previsto ⟦k:amt⟧ a ⟦k:date⟧?`)
	addT("it_spid_password", `ho scritto la password dello SPID (⟦p:pw⟧) nel modulo dell'asilo nido per sbaglio, l'ho inviato il ⟦k:date⟧. cosa devo fare? il codice della domanda è ⟦k:protocolo⟧`)
	addT("it_tari_carta", `addebito sconosciuto sulla carta ⟦p:cc_mc⟧ di ⟦k:amt⟧ il ⟦k:date⟧ "COMUNE DI ⟦ROMA|MILANO|TORINO⟧ MENSA". Ho già pagato la mensa con avviso ⟦k:avviso⟧. Rimborso?`)
	addT("nl_belastingdienst_toeslagen", `Bezwaar kinderopvangtoeslag ⟦k:year⟧
Naam: ⟦n:name⟧
Telefoon: ⟦p:ph_nl⟧
E-mail: ⟦p:email⟧
Kenmerk: ⟦k:kenmerk⟧ Bedrag: ⟦k:amt⟧
Klopt de opbouw zo?`)
	addT("nl_digid_wachtwoord", `Mijn Belastingdienst-app vraagt opnieuw om DigiD. wachtwoord is ⟦p:pw⟧ toch? sms naar ⟦p:ph_nl⟧ komt niet aan sinds ⟦k:date⟧`)
	addT("pl_umowa_najmu", `Właściciel mieszkania napisał: "kaucja ⟦k:amt⟧, umowa od ⟦k:date⟧, w razie awarii proszę dzwonić ⟦p:ph_pl⟧ albo pisać na ⟦p:email⟧". Czy kaucja może być wyższa niż 3 czynsze?`)
	addT("tr_edevlet_sifre", `E-Devlet'e girmek için şifremi ⟦p:pw⟧ yaptım, SMS ⟦p:ph_tr⟧ numarasına gelmiyor. PTT'den yeni şifre mi almalıyım? Başvuru ⟦k:date⟧`)
	addT("tr_schengen_basvuru", `vize formu, kısım 19: "Başvuru sahibinin ev adresi ve e-posta adresi" — ⟦p:email⟧ yazdım. Telefon numarası ⟦p:ph_tr⟧. Sigorta ⟦k:amt⟧, seyahat ⟦k:date⟧–⟦k:date⟧.`)
	addT("ru_gosuslugi_vhod", `Госуслуги: восстановление пароля. Телефон ⟦p:ph_ru⟧, e-mail ⟦p:email⟧, новый пароль ⟦p:pw⟧ не принимает. СНИЛС ⟦n:snils⟧ в профиле подтверждён ⟦k:date⟧.`)
	addT("ru_zhkh_zhaloba", `Заявление в управляющую компанию
от ⟦n:name⟧, кв. ⟦k:qty⟧, тел. ⟦p:ph_ru⟧
лицевой счёт ⟦k:ls⟧
Прошу сделать перерасчёт за ⟦k:month_ru⟧ (⟦k:amt⟧). — так нормально?`)
	addT("zh_hospital_card", `帮我写封邮件给保险公司：我在 ⟦k:date⟧ 看急诊，用Visa卡 ⟦p:cc_visa⟧ 先垫付了 ⟦k:amt⟧，理赔编号 ⟦k:claim⟧。我的邮箱 ⟦p:email⟧。`)
	addT("zh_landlord_wifi", `入住须知（房东）：门禁卡押金⟦k:amt⟧；WiFi：ChinaNet-⟦k:ssid⟧，WiFi密码：⟦p:wifi⟧；房东微信/手机：⟦p:ph_cn⟧。请翻译成英文给室友`)
	addT("ja_kakutei_shinkoku", `ふるさと納税のワンストップ特例申請書を書いています。電話番号 ⟦p:ph_jp⟧、メールアドレス ⟦p:email⟧、寄附金額 ⟦k:amt⟧（⟦k:date⟧）。個人番号カードの写しも必要ですか？`)
	addT("ja_hoikuen_moshikomi", `保育所入所申込書（手書きを打ち直し）
父　⟦n:name⟧　携帯 ⟦p:ph_jp_fw⟧
母　⟦n:name⟧　携帯 ⟦p:ph_jp⟧
希望開始日 ⟦k:date⟧　保育料見込 ⟦k:amt⟧
全角数字のままで大丈夫？`)
	addT("ja_card_double_charge", `カード会社への問い合わせ：カード番号 ⟦p:cc_visa_pl⟧、利用日 ⟦k:date⟧、金額 ⟦k:amt⟧（保育園の入園料）。二重に引き落とされています。`)
	addT("ja_mynaportal_password", `e-Taxの利用者識別番号 ⟦k:ack⟧、暗証番号は ⟦p:pw⟧ です。ログインできない理由は？`)
	addT("ko_yeonmal_jeongsan", `홈택스 로그인 안 돼요. 아이디 ⟦n:user⟧ 비밀번호 ⟦p:pw⟧ 인데 "비밀번호 오류 5회" 떠요. 휴대폰 ⟦p:ph_kr⟧ 인증도 안 되고요.`)
	addT("ko_jeonse_contract", `전입신고 하려고요. 집주인 ⟦n:name⟧ 님 전화 ⟦p:ph_kr⟧, 이메일 ⟦p:email⟧. 확정일자 받는 날짜 ⟦k:date⟧, 보증금 ⟦k:amt⟧ 맞죠?`)
	addT("ko_gwanribi_card", `어린이집 특별활동비 ⟦k:amt⟧ 를 카드 ⟦p:cc_mc⟧ 로 결제했는데 영수증이 안 와요. 승인번호 ⟦k:chatid⟧`)
	addT("hi_itr_refund", `आयकर विभाग का मेल आया, मोबाइल ⟦p:ph_in_dev⟧ पर OTP नहीं आ रहा। ईमेल ⟦p:email⟧ है। रिफंड ⟦k:amt⟧।`)
	addT("hi_bijli_shikayat", `बिजली विभाग को पत्र: उपभोक्ता संख्या ⟦k:kdnr⟧, बिल ⟦k:amt⟧ (⟦k:date⟧)। संपर्क: ⟦p:ph_in⟧, ई-मेल ⟦p:email⟧। मीटर खराब है।`)
	addT("hi_passport_password", `passport seva login: user ID ⟦n:user⟧, password ⟦p:pw⟧ — "Invalid Captcha" aa raha hai baar baar. appointment ⟦k:date⟧ hai`)
	addT("ar_iqama_renewal", `طلب تجديد: الاسم ⟦n:name⟧، الجوال ⟦p:ph_sa_arabic⟧، البريد الإلكتروني ⟦p:email⟧. المبلغ ⟦k:amt⟧، تاريخ الانتهاء ⟦k:date⟧. هل الصياغة صحيحة؟`)
	addT("ar_dewa_complaint", `شكوى لهيئة الكهرباء: رقم الحساب ⟦k:kdnr⟧، قيمة الفاتورة ⟦k:amt⟧، للتواصل ⟦p:ph_ae⟧ أو ⟦p:email⟧. أرجو الصياغة بشكل رسمي.`)
	addT("ar_eg_schengen", `استمارة الفيزا: التليفون ⟦p:ph_eg_arabic⟧، الإيميل ⟦p:email⟧، الحجز ⟦k:vfs⟧. هل أكتب الأرقام بالعربي ولا بالإنجليزي؟`)
	addT("ar_absher_password", `حسابي في منصة أبشر: اسم المستخدم ⟦n:user⟧، كلمة المرور: ⟦p:pw⟧. تطلع رسالة خطأ ⟦k:errcode⟧.`)
	addT("fr_caf_situation", `Déclaration de changement de situation CAF
Allocataire n° ⟦k:caf⟧
Téléphone : ⟦p:ph_fr_nbsp⟧
Courriel : ⟦p:email⟧
Date de séparation : ⟦k:date⟧
(copié du PDF) — ça suffit pour l'ASF ?`)
	addT("es_solicitud_alquiler", `Hola, soy ⟦n:name⟧, me interesa el piso de ⟦k:amt⟧/mes. Trabajo fijo, nómina ⟦k:amt⟧. Podéis llamarme al ⟦p:ph_es⟧ o escribirme a ⟦p:email⟧. ¿Piden aval bancario?`)
	addT("es_mx_guarderia_imss", `Formato de la guardería: "Teléfono de casa ⟦p:ph_mx⟧, Teléfono del trabajo ⟦p:ph_mx⟧, Correo electrónico ⟦p:email⟧". Cuota ⟦k:amt⟧. ¿Está bien escrito?`)
	addT("en_medicare_mom", `Medicare Part D appeal for my dad. Plan member ID ⟦n:mbi⟧. Pharmacy denied a ⟦k:usd⟧ prescription on ⟦k:date_us⟧ (NDC ⟦k:ack⟧). Call me at ⟦p:ph_us_sp⟧ — he can't hear well. Write the appeal`)
	addT("en_whatsapp_landlord_export", `WhatsApp Chat with Daycare Parents Group.txt
⟦k:date_us⟧, ⟦k:time⟧ - ⟦p:ph_us_e164⟧: who has the form for the field trip?
⟦k:date_us⟧, ⟦k:time⟧ - ⟦n:name⟧: me, email me at ⟦p:email⟧
⟦k:date_us⟧, ⟦k:time⟧ - ⟦p:ph_us⟧: thx! fee is ⟦k:usd⟧ right?
summarize what I need to do`)
	addT("en_ynab_script", `YNAB keeps rejecting my token, in the script it's token = "⟦p:hex64⟧" and the budget id is ⟦k:uuid⟧. Also how do I export only the "Medical" category for my HSA?`)
	addT("en_vcard_landlord", `BEGIN:VCARD
VERSION:3.0
N:;⟦n:name⟧;;;
TEL;TYPE=WORK,VOICE:⟦p:ph_us⟧
TEL;TYPE=HOME:⟦p:ph_us⟧
EMAIL:⟦p:email⟧
ORG:Pediatric Dentistry ⟦k:room⟧
END:VCARD
add this to my kid's school forms as emergency contact #2`)
	addT("en_bank_app_json", `why does the insurer's app json have my info twice? {"insured":{"email":"⟦p:email⟧","mobile":"⟦p:ph_us_dash⟧"},"policy":"⟦k:policy⟧","premium":"⟦k:usd⟧","effective":"⟦k:date_iso⟧"}`)
	addT("en_school_teacher_sms", `The coach's number for carpool is ⟦p:ph_us⟧ and the team mom is ⟦n:name⟧ ⟦p:ph_us_dash⟧. Practice ⟦k:time⟧, fee ⟦k:usd⟧ due ⟦k:date_us⟧. make a contact list`)
	addT("en_lease_signing_link", `HR onboarding link expired: https://onboarding.payroll-central.com/i9/start?t=⟦p:jwt⟧ — I need to finish the I-9 by ⟦k:date_us⟧. who do I ask?`)
	addT("en_amex_renters_insurance", `amex ⟦p:cc_amex⟧ got charged for the daycare deposit ⟦k:usd⟧ on ⟦k:date_us⟧ but they said it would be refunded. case ⟦k:case⟧`)
	addT("en_work_phone_extension", `Employer verification for the mortgage: HR contact ⟦n:name⟧, ⟦p:ph_us_dash⟧ ⟦k:ext⟧, my direct line ⟦p:ph_us⟧. Loan ⟦k:claim⟧. anything else they need?`)
	addT("pt_pt_financas", `IRS Portugal: o contabilista (⟦n:name⟧, tlm ⟦p:ph_pt⟧, ⟦p:email⟧) diz que tenho a pagar ⟦k:amt⟧. Liquidação nº ⟦k:protocolo⟧. Posso contestar?`)
	addT("pt_br_irpf", `Declaração de dependente: filho ⟦n:kid⟧, despesas escola ⟦k:amt⟧. Meu e-mail ⟦p:email⟧ e telefone ⟦p:ph_br⟧ estão certos no cadastro? recibo ⟦k:protocolo⟧`)

	cleanKinds = append(cleanKinds,
		Kind{"clean_de_vertrag_nummern", "de", []string{
			`Kündigung Handyvertrag: Vertragsnummer ⟦k:vnr⟧, Kundennummer ⟦k:kdnr⟧, Laufzeit bis ⟦k:date⟧, Grundgebühr ⟦k:amt⟧. Wie formuliere ich die Kündigung zum nächstmöglichen Termin?`,
			`Versicherungsschein Nr. ⟦k:vnr⟧ (Hausrat), Beitrag ⟦k:amt⟧ jährlich, fällig ⟦k:date⟧, Schadennummer ⟦k:claim⟧. Lohnt sich der Wechsel?`}},
		Kind{"clean_en_amazon_orders_taxes", "en", []string{
			`For the daycare FSA I need receipts: orders ⟦k:amzorder⟧ (⟦k:usd⟧, ⟦k:date_us⟧), ⟦k:amzorder⟧ (⟦k:usd⟧, ⟦k:date_us⟧) and ⟦k:amzorder⟧ (⟦k:usd⟧). Are diapers eligible?`}},
		Kind{"clean_en_ssn_examples", "en", []string{
			`The IRS publication uses ⟦k:ssn_example⟧ as a sample SSN and the form example shows ⟦k:invalid_ssn⟧. Why those numbers? Is ⟦k:masked_ssn⟧ enough on a W-9 I email?`}},
		Kind{"clean_ja_hoikuryo", "ja", []string{
			`保育料の決定通知：月額 ⟦k:amt⟧、適用期間 ⟦k:date⟧〜⟦k:date⟧、階層 D⟦k:qty⟧。通知番号 ⟦k:kdnr⟧。第2子は半額ですか？`}},
		Kind{"clean_ar_school_fees", "ar", []string{
			`رسوم المدرسة للفصل الأول ⟦k:amt⟧، الحافلة ⟦k:amt⟧، الكتب ⟦k:amt⟧، آخر موعد ⟦k:date⟧، رقم الطالب ⟦k:kdnr⟧. هل يوجد خصم للأخوة؟`}},
	)
}
