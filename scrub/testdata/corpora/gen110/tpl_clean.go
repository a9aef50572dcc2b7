package main

var cleanKinds = []Kind{
	{"clean_en_w2_masked", "en", []string{
		`My W-2 only shows ⟦k:masked_ssn⟧ for the SSN, employer EIN ⟦k:ein⟧, box 1 ⟦k:dec⟧, box 2 ⟦k:dec⟧, box 12a code DD ⟦k:dec⟧. Is it normal that the SSN is masked on the employee copy?`,
		`W-2 vs final paystub don't match: YTD gross ⟦k:dec⟧ but box 1 says ⟦k:dec⟧. 401k deferral ⟦k:dec⟧, HSA ⟦k:dec⟧. Control number ⟦k:ctrl⟧. Which is right?`}},
	{"clean_en_1040_lines", "en", []string{
		`On my ⟦k:year⟧ 1040, ⟦k:line⟧ is ⟦k:usd⟧ and ⟦k:line⟧ is ⟦k:usd⟧. Standard deduction ⟦k:usd⟧. Why is my refund only ⟦k:usd⟧ when last year it was ⟦k:usd⟧?`,
		`Form ⟦k:tax_form⟧ question: ⟦k:line⟧ asks for ⟦k:usd⟧ from Schedule 1 ⟦k:line⟧. I have ⟦k:usd⟧ of interest from a 1099-INT. Where does that go?`}},
	{"clean_en_eob", "en", []string{
		`EXPLANATION OF BENEFITS
Claim number ⟦k:claim⟧   Processed ⟦k:date_us⟧
Provider NPI ⟦k:npi⟧
Service ⟦k:cpt⟧ (⟦k:icd⟧)  Billed ⟦k:usd⟧  Allowed ⟦k:usd⟧  Plan paid ⟦k:usd⟧  You owe ⟦k:usd⟧
THIS IS NOT A BILL
why is allowed so much lower than billed? do I owe the difference?`}},
	{"clean_en_utility_usage", "en", []string{
		`Electric bill jumped: usage ⟦k:kwh⟧ vs ⟦k:kwh⟧ last year, rate ⟦k:usd⟧/kWh... wait that can't be right. Meter ⟦k:meter⟧, read dates ⟦k:date_us⟧ to ⟦k:date_us⟧, account ⟦k:acct⟧. Total due ⟦k:usd⟧. Is the meter broken?`,
		`Water bill: ⟦k:qty⟧ CCF, previous read ⟦k:reading⟧, current ⟦k:reading⟧, sewer charge ⟦k:usd⟧, service period ⟦k:date_us⟧ - ⟦k:date_us⟧. How many gallons is that?`}},
	{"clean_en_phone_plan", "en", []string{
		`Comparing phone plans: current one is ⟦k:usd⟧/mo for ⟦k:gb⟧, new offer ⟦k:usd⟧/mo for 4 lines with ⟦k:gb⟧ hotspot, plus ⟦k:usd⟧ activation. Trade-in credit ⟦k:usd⟧ over 36 months. Order ⟦k:order⟧ is still pending. Worth switching?`}},
	{"clean_en_uscis_case", "en", []string{
		`My ⟦k:uscis_form⟧ receipt ⟦k:uscis⟧ was received ⟦k:date_us⟧, processing time says ⟦k:qty⟧ months. The ⟦k:uscis_form⟧ for my spouse is ⟦k:uscis⟧. Can I file a case inquiry yet?`,
		`Case status for ⟦k:uscis⟧: "Fingerprint fee was received" on ⟦k:date_us⟧. Biometrics at ⟦k:time⟧. The fee was ⟦k:usd⟧. What happens next for an ⟦k:uscis_form⟧?`}},
	{"clean_en_rent_ledger", "en", []string{
		`Rent ledger from the portal:
⟦k:date_us⟧  Rent  ⟦k:usd⟧
⟦k:date_us⟧  Payment  -⟦k:usd⟧
⟦k:date_us⟧  Late fee  ⟦k:usd⟧
⟦k:date_us⟧  Utility (RUBS)  ⟦k:usd⟧
Balance ⟦k:usd⟧ for ⟦k:room⟧. Did I actually pay late?`}},
	{"clean_en_routing_check", "en", []string{
		`For direct deposit the form asks for routing and account. My check says routing ⟦k:routing⟧ and check number ⟦k:qty⟧⟦k:qty⟧. Is the routing for ACH the same as for wires? first deposit ⟦k:usd⟧ on ⟦k:date_us⟧`}},
	{"clean_en_card_masked", "en", []string{
		`Two charges on my card ⟦k:masked_card⟧: ⟦k:usd⟧ on ⟦k:date_us⟧ and ⟦k:usd⟧ on ⟦k:date_us⟧, both "PEDIATRIC ASSOC ⟦k:qty⟧". Transaction IDs ⟦k:ls⟧ and ⟦k:ls⟧. Should I call the doctor's office or the bank first?`}},
	{"clean_en_form_instructions", "en", []string{
		`The school form says: "SSN (optional). If you do not have one, write ⟦k:invalid_ssn⟧. Phone format ⟦k:ph_placeholder⟧." Should I leave it blank or write the zeros?`,
		`Instructions on the housing application: "Enter SSN as ⟦k:masked_ssn⟧ (last four only) and phone as ⟦k:ph_placeholder⟧. Do not write your password ⟦k:pw_placeholder⟧ anywhere." what does that mean?`}},
	{"clean_en_tracking", "en", []string{
		`My passport renewal was mailed with USPS tracking ⟦k:usps⟧ on ⟦k:date_us⟧ and the new one came by UPS ⟦k:ups⟧? It says delivered but I never got it. Fee was ⟦k:usd⟧. What now?`}},
	{"clean_en_insurance_policy", "en", []string{
		`Renewing home insurance: policy ⟦k:policy⟧, dwelling coverage ⟦k:usd⟧, deductible ⟦k:usd⟧, premium went from ⟦k:usd⟧ to ⟦k:usd⟧ (⟦k:pct⟧). Wind/hail deductible ⟦k:pct⟧. Is that normal in ⟦k:year⟧?`}},
	{"clean_es_factura", "es", []string{
		`Factura de la luz: CUPS ⟦k:cups⟧, potencia contratada 4,6 kW, consumo ⟦k:kwh⟧, término fijo ⟦k:amt⟧, término variable ⟦k:amt⟧, IVA ⟦k:pct⟧, total ⟦k:amt⟧. Periodo ⟦k:date⟧ a ⟦k:date⟧. ¿Me conviene la tarifa regulada?`}},
	{"clean_es_renta_casillas", "es", []string{
		`En la renta ⟦k:year⟧ la casilla 0435 me sale ⟦k:amt⟧ y la 0595 ⟦k:amt⟧. Retenciones ⟦k:amt⟧. Resultado: a devolver ⟦k:amt⟧. ¿Por qué baja tanto respecto al año pasado?`}},
	{"clean_fr_caf_montants", "fr", []string{
		`La CAF a recalculé mes APL : ⟦k:amt⟧ au lieu de ⟦k:amt⟧ à partir du ⟦k:date⟧. Loyer ⟦k:amt⟧, charges ⟦k:amt⟧. Revenus pris en compte ⟦k:amt⟧. C'est normal ?`}},
	{"clean_fr_facture_edf", "fr", []string{
		`Facture EDF : référence client ⟦k:kdnr⟧, PDL ⟦k:pdl⟧, option Base 6 kVA, consommation ⟦k:kwh⟧ du ⟦k:date⟧ au ⟦k:date⟧, montant TTC ⟦k:amt⟧, échéancier ⟦k:amt⟧/mois. Pourquoi une régularisation de ⟦k:amt⟧ ?`}},
	{"clean_de_nebenkosten", "de", []string{
		`Nebenkostenabrechnung ⟦k:year⟧: Heizkosten ⟦k:amt⟧, Wasser ⟦k:amt⟧, Müll ⟦k:amt⟧, Hausmeister ⟦k:amt⟧, Vorauszahlungen ⟦k:amt⟧, Nachzahlung ⟦k:amt⟧ fällig bis ⟦k:date⟧. Wohnfläche 68,5 m², Umlageschlüssel ⟦k:pct⟧. Ist das plausibel?`}},
	{"clean_de_steuer_zeilen", "de", []string{
		`Anlage N, Zeile 31: Entfernungspauschale ⟦k:qty⟧ km × 220 Tage, Zeile 44 Arbeitsmittel ⟦k:amt⟧. Im Bescheid vom ⟦k:date⟧ stehen nur ⟦k:amt⟧. Aktenzeichen beim Finanzgericht wäre ⟦k:aktenzeichen⟧ — lohnt sich ein Einspruch?`}},
	{"clean_de_stadtwerke", "de", []string{
		`Zählerstand gemeldet: Zählernummer ⟦k:meter⟧, Stand ⟦k:reading⟧ am ⟦k:date⟧. Kundennummer ⟦k:kdnr⟧. Bankverbindung der Stadtwerke: IBAN ⟦k:iban_co⟧, BIC ⟦k:bic⟧. Abschlag ⟦k:amt⟧ — reicht das?`}},
	{"clean_it_bolletta", "it", []string{
		`Bolletta luce: POD ⟦k:pod⟧, periodo ⟦k:date⟧-⟦k:date⟧, consumo ⟦k:kwh⟧, spesa materia energia ⟦k:amt⟧, oneri ⟦k:amt⟧, totale ⟦k:amt⟧. Avviso pagoPA ⟦k:avviso⟧. Conviene passare al mercato libero?`}},
	{"clean_pt_boleto", "pt", []string{
		`Boleto do condomínio: ⟦k:boleto⟧, vencimento ⟦k:date⟧, valor ⟦k:amt⟧, multa ⟦k:pct⟧. Se eu pagar dia ⟦k:date⟧ quanto fica?`}},
	{"clean_pt_pt_mb", "pt-pt", []string{
		`Pagamento IMI: Entidade ⟦k:entidade⟧, Referência ⟦k:mbref⟧, Montante ⟦k:amt⟧, prazo ⟦k:date⟧. Posso pagar por MB Way?`}},
	{"clean_nl_toeslagen", "nl", []string{
		`Voorlopige berekening zorgtoeslag ⟦k:year⟧: ⟦k:amt⟧ per maand, toetsingsinkomen ⟦k:amt⟧. Kenmerk ⟦k:kenmerk⟧, datum ⟦k:date⟧. Moet ik dit wijzigen als mijn inkomen ⟦k:pct⟧ stijgt?`}},
	{"clean_pl_pit", "pl", []string{
		`PIT-37 za ⟦k:year⟧: przychód ⟦k:amt⟧, koszty ⟦k:amt⟧, zaliczki ⟦k:amt⟧, do zwrotu ⟦k:amt⟧. Numer dokumentu UPO ⟦k:hex24⟧. Kiedy przyjdzie zwrot?`}},
	{"clean_tr_fatura", "tr", []string{
		`Su faturası: abone no ⟦k:kdnr⟧, ilk endeks ⟦k:reading⟧, son endeks ⟦k:reading⟧, tüketim ⟦k:qty⟧ m³, tutar ⟦k:amt⟧, son ödeme ⟦k:date⟧. Neden bu kadar yüksek?`}},
	{"clean_ru_kvitanciya", "ru", []string{
		`Квитанция за ⟦k:month_ru⟧: лицевой счёт ⟦k:ls⟧, отопление ⟦k:amt⟧, ХВС ⟦k:amt⟧, ГВС ⟦k:amt⟧, капремонт ⟦k:amt⟧, итого ⟦k:amt⟧. Показания ⟦k:reading⟧. Почему отопление летом?`}},
	{"clean_zh_visa_fee", "zh", []string{
		`美签费 ⟦k:amt⟧，DS-160 确认号 ⟦k:ds160⟧，预约 ⟦k:date⟧ ⟦k:time⟧，I-20 上的 SEVIS 费 ⟦k:usd⟧。需要先交哪个？`}},
	{"clean_ja_kenko_hoken", "ja", []string{
		`国民健康保険料の通知：年額 ⟦k:amt⟧、第1期 ⟦k:amt⟧、納期限 ⟦k:date⟧。通知書番号 ⟦k:kdnr⟧。減免申請はできますか？`}},
	{"clean_ko_gwanribi", "ko", []string{
		`관리비 고지서: 일반관리비 ⟦k:amt⟧, 전기 ⟦k:amt⟧ (⟦k:kwh⟧), 수도 ⟦k:amt⟧, 합계 ⟦k:amt⟧, 납부기한 ⟦k:date⟧. 고객번호 ⟦k:kdnr⟧. 왜 이렇게 많이 나왔죠?`}},
	{"clean_hi_bijli", "hi", []string{
		`बिजली बिल: यूनिट ⟦k:qty⟧0, फिक्स्ड चार्ज ⟦k:amt⟧, एनर्जी चार्ज ⟦k:amt⟧, कुल ⟦k:amt⟧, अंतिम तिथि ⟦k:date⟧। खाता संख्या ⟦k:kdnr⟧। क्या सब्सिडी मिलेगी?`}},
	{"clean_ar_dewa", "ar", []string{
		`فاتورة الكهرباء: الاستهلاك ⟦k:kwh⟧، المبلغ ⟦k:amt⟧، تاريخ الاستحقاق ⟦k:date⟧، رقم الحساب ⟦k:kdnr⟧. لماذا ارتفعت عن الشهر الماضي ⟦k:amt⟧؟`}},
	{"clean_app_version_bug", "en", []string{
		`The ⟦Octopus|PG&E|Con Ed|Xfinity|MyChart⟧ app v⟦k:version⟧ crashes when I open the bill from ⟦k:date_us⟧, build ⟦k:chatid⟧. iOS ⟦k:version⟧. Worked in ⟦k:version⟧. Anyone know a fix?`}},
	{"clean_jwt_truncated", "en", []string{
		`The portal error says "invalid token ⟦k:jwt_trunc⟧" (it cuts it off) after I uploaded the lease PDF on ⟦k:date_us⟧. Is it my browser? Chrome ⟦k:version⟧`}},
	{"clean_password_placeholders", "en", []string{
		`The bank's letter says "Your temporary password: ⟦k:pw_placeholder⟧ (sent separately)". They never sent it. Reference ⟦k:case⟧. Who do I call?`,
		`The template from HR for the benefits site: Username: firstname.lastname / Password: ⟦k:pw_placeholder⟧. Do I make my own password or wait for one? enrollment ends ⟦k:date_us⟧`}},
	{"clean_bearer_prose", "en", []string{
		`The consulate letter says "the bearer of this letter is authorized to collect the passport on ⟦k:date⟧". Can my brother be the bearer if I'm at work until ⟦k:time⟧? Fee ⟦k:usd⟧`,
		`What does "payable to bearer" mean on this old savings bond? Series EE, issue date ⟦k:date_us⟧, face value ⟦k:usd⟧.`}},
	{"clean_public_handles", "en", []string{
		`I tweeted at ⟦k:email_handle⟧ about my refund (⟦k:usd⟧ since ⟦k:date_us⟧) and they told me to DM. Also saw ⟦k:email_handle⟧ posting about delays. Is DMing safe?`}},
	{"clean_creditor_iban", "de", []string{
		`Die Rundfunkbeitrag-Rechnung: ⟦k:amt⟧ pro Quartal, Beitragsnummer ⟦k:kdnr⟧, zahlbar auf IBAN ⟦k:iban_co⟧ (BIC ⟦k:bic⟧) bis ⟦k:date⟧. Als Student kann ich befreit werden?`}},
	{"clean_appointment_schedule", "en", []string{
		`Appointments this month: ⟦k:date_us⟧ ⟦k:time⟧ dentist (copay ⟦k:usd⟧), ⟦k:date_us⟧ ⟦k:time⟧ DMV (REAL ID, fee ⟦k:usd⟧), ⟦k:date_us⟧ ⟦k:time⟧ biometrics for ⟦k:uscis⟧. Make me a calendar table`}},
	{"clean_airline_refund", "en", []string{
		`Visa interview moved so I cancelled the flight. E-ticket ⟦k:ticket⟧, booking ref ⟦k:ref_aeat⟧, fare ⟦k:usd⟧, taxes ⟦k:usd⟧. Refund request ⟦k:case⟧ submitted ⟦k:date_us⟧. How long do refunds take?`}},
	{"clean_tax_calc_table", "en", []string{
		`Quarterly estimated taxes for my daycare side gig:
Q1 ⟦k:date_us⟧ ⟦k:usd⟧
Q2 ⟦k:date_us⟧ ⟦k:usd⟧
Q3 ⟦k:date_us⟧ ⟦k:usd⟧
Q4 ⟦k:date_us⟧ ⟦k:usd⟧
Self-employment tax ⟦k:pct⟧ of ⟦k:usd⟧. Did I underpay?`}},
	{"clean_giftcard_luhnfail", "en", []string{
		`The school fundraiser gave me a gift card ⟦k:giftcard⟧ PIN on back, balance ⟦k:usd⟧. Also a reference ⟦k:luhnfail⟧ on the receipt. Can I use it to pay the daycare?`}},
	{"clean_medical_codes", "en", []string{
		`Itemized bill codes: ⟦k:cpt⟧, ⟦k:cpt⟧, ⟦k:cpt⟧ with diagnosis ⟦k:icd⟧ and ⟦k:icd⟧. Provider NPI ⟦k:npi⟧, facility NPI ⟦k:npi⟧. Which of these should be preventive (no cost)?`}},
	{"clean_daycare_fees", "en", []string{
		`Daycare fee schedule ⟦k:year⟧: infant ⟦k:usd⟧/wk, toddler ⟦k:usd⟧/wk, registration ⟦k:usd⟧, late pickup ⟦k:usd⟧ per ⟦k:qty⟧ min after ⟦k:time⟧. Provider EIN ⟦k:ein⟧ for the FSA. Is this average?`}},
	{"clean_zip_addresses", "en", []string{
		`Moving from ZIP ⟦k:zip4⟧ to ⟦k:zip⟧ on ⟦k:date_us⟧. Do I need to update USPS, IRS (Form 8822), DMV, and voter registration? Old lease ⟦k:room⟧ ends ⟦k:date_us⟧`}},
	{"clean_mx_predial", "es-mx", []string{
		`El predial ⟦k:year⟧ sale en ⟦k:amt⟧, con descuento del ⟦k:pct⟧ si pago antes del ⟦k:date⟧. Cuenta predial ⟦k:folio⟧. ¿Vale la pena pagar anual?`}},
	{"clean_in_itr", "en-in", []string{
		`ITR-1 for AY ⟦k:year⟧-26: gross salary ⟦k:amt⟧, 80C ⟦k:amt⟧, 80D ⟦k:amt⟧, TDS ⟦k:amt⟧. Ack no ⟦k:ack⟧ filed ⟦k:date⟧. Refund still "processing". Normal?`}},
	{"clean_uk_council", "en-uk", []string{
		`Council tax ⟦k:year⟧/26: band D ⟦k:amt⟧, adult social care precept ⟦k:amt⟧, 10 instalments of ⟦k:amt⟧ from ⟦k:date⟧. Account ref ⟦k:ctax⟧. Can I switch to 12 instalments?`}},
	{"clean_ca_hydro", "fr-ca", []string{
		`Ma facture Hydro-Québec : ⟦k:kwh⟧ sur ⟦k:qty⟧ jours, ⟦k:amt⟧ avant taxes, TPS/TVQ ⟦k:amt⟧, mode versements égaux ⟦k:amt⟧. Numéro de client ⟦k:kdnr⟧. Pourquoi ça augmente ?`}},
	{"clean_zh_en_tax_refund", "zh-en", []string{
		`今年 refund 只有 ⟦k:usd⟧，去年 ⟦k:usd⟧。W-2 box 2 是 ⟦k:dec⟧，1098-T box 1 是 ⟦k:dec⟧。为什么少了这么多？`}},
	{"clean_nl_energie", "nl", []string{
		`Jaarafrekening energie: EAN ⟦k:ean_nl⟧, verbruik ⟦k:kwh⟧, teruglevering ⟦k:kwh⟧, terug te ontvangen ⟦k:amt⟧, nieuw termijnbedrag ⟦k:amt⟧ vanaf ⟦k:date⟧. Klopt dit?`}},
	{"clean_publishable_key", "en", []string{
		`The PTA donation page embeds Stripe with ⟦k:pk_live⟧ in the page source. Someone said that's a leak — is a publishable key secret? Donations so far ⟦k:usd⟧`}},
}
