package main

import (
	"fmt"
	"strings"
)

var fnNative = map[string][]string{
	"es": {"Marta", "Javi", "Lucía", "Don Ramiro", "Carmen", "Paco", "Nuria", "Sergio", "la tía Rosa", "Maite"},
	"pt": {"Dona Cida", "Júlia", "Marcos", "tia Rosa", "Bruno", "Fernanda", "Seu João", "Rita", "o Gonçalo", "Dani"},
	"fr": {"Mme Dubois", "Julien", "Chloé", "Tonton Michel", "Inès", "Sébastien", "mamie", "Aurélie", "M. Girard", "Nico"},
	"de": {"Oma", "Herrn Becker", "Jana", "Onkel Klaus", "Frau Yılmaz", "Tobi", "Birgit", "Herrn Dr. Vogel", "Lena", "Jürgen"},
	"it": {"il dott. Rossi", "Giulia", "zia Carla", "Matteo", "la signora Bianchi", "Federica", "nonna Pina", "Giorgio", "l'avv. Galli"},
	"nl": {"Sanne", "opa Henk", "Daan", "mevrouw De Vries", "Joost", "Femke", "tante Ria", "Bram"},
	"pl": {"pana Tomka", "Kasi", "babci Haliny", "Marcina", "pani Ewy", "Grzesia", "cioci Basi", "Moniki"},
	"tr": {"Ahmet abi", "Ayşe teyze", "Mehmet Bey", "Zeynep", "Emre", "Selin Hanım", "Cem", "Fatma abla"},
	"ru": {"Ирине Петровне", "Саше", "бабушке", "Дмитрию", "Ольге", "Павлу Сергеевичу", "тёте Свете", "Косте"},
	"uk": {"мамі", "Тарасу", "Оксані", "пану Миколі", "Ірині", "бабусі Галі", "Богдану", "Юлі"},
	"ar": {"أحمد", "أم خالد", "الدكتور سامي", "نورة", "عمي يوسف", "أبو فهد", "مريم", "الأستاذة هدى"},
	"fa": {"علی", "مامان", "آقای رضایی", "مریم", "دکتر کریمی", "خاله شیرین", "مهدی", "عمو حسین"},
	"he": {"דני", "אמא", "רותי", "הרב כהן", "שירה", "יוסי", "סבתא", "ד\"ר לוי"},
	"hi": {"माँ", "राहुल", "शर्मा जी", "प्रिया", "भैया", "मनोज अंकल", "दीदी", "डॉ. मेहता"},
	"bn": {"আম্মু", "রাফি", "তানভীর ভাই", "নুসরাত", "খালা", "সাব্বির", "আব্বু", "মিতু আপু"},
	"ja": {"田中さん", "母", "山本部長", "さくら", "佐藤先生", "大家さん", "鈴木さん", "祖母"},
	"zh": {"王阿姨", "老李", "张经理", "小陈", "妈妈", "刘老师", "房东", "赵师傅"},
	"tw": {"林小姐", "陳先生", "阿嬤", "黃經理", "小美", "房東", "蔡老師", "阿姨"},
	"ko": {"엄마", "김 과장님", "민준이", "박 선생님", "지우", "집주인", "이모", "최 부장님"},
	"vi": {"chị Lan", "anh Tuấn", "mẹ", "cô Hương", "bác sĩ Minh", "chú Hùng", "em Trang", "bà ngoại"},
	"th": {"แม่", "พี่สมชาย", "คุณสุดา", "น้องมิ้นท์", "ป้าแดง", "ลุงชัย", "พี่นัท", "อาจารย์กัญญา"},
	"id": {"Pak Budi", "Bu Siti", "Mas Agus", "Dewi", "Om Hendra", "Mbak Rina", "Pak RT", "Tante Wulan"},
	"sw": {"Mama Amina", "Bwana Juma", "Neema", "Mzee Omari", "dada Zawadi", "kaka Baraka", "Bi Rehema", "Musa"},
}

var langs = []string{"es", "pt", "fr", "de", "it", "nl", "pl", "tr", "ru", "uk", "ar", "fa", "he", "hi", "bn", "ja", "zh", "tw", "ko", "vi", "th", "id", "sw"}

var gens = map[string]func() string{}

func init() {
	g := gens
	for _, l := range langs {
		l := l
		g["fn_"+l] = func() string { return pk(fnNative[l]...) }
		g["date_"+l] = func() string { return dateLang(l) }
		g["amount_"+l] = func() string { return amount(l) }
		g["room_"+l] = func() string { return room(l) }
		g["flight_"+l] = func() string { return flight(l) }
		g["time_"+l] = func() string { return timeOf(l) }
		g["track_"+l] = func() string { return trackIn(l) }
		if _, ok := pwWords[l]; ok {
			g["pw_"+l] = func() string { return pw(l) }
		}
	}
	g["pw_uk"] = func() string { return pw("uk") }
	g["date_us"] = func() string { return dateLang("us") }
	for _, a := range []string{"mx", "br", "ch"} {
		a := a
		g["amount_"+a] = func() string { return amount(a) }
	}
	for _, c := range []string{"br", "pt", "nl", "pl", "ru", "ir", "il", "in", "bd", "jp", "cn", "tw", "kr", "de", "fr", "es", "it", "tr", "ua", "sa", "id", "th", "mx", "vn", "ke"} {
		c := c
		g["postal_"+c] = func() string { return postal(c) }
	}
	for _, o := range []string{"ml", "tr", "ozon", "wb", "shopee", "tokped", "taobao", "jd", "coupang", "flipkart", "rakuten", "allegro", "digikala", "noon", "jumia", "lazada", "bol", "fnac", "hepsi", "rozetka", "elcorte", "magalu", "zalando"} {
		o := o
		g["order_"+o] = func() string { return orderOf(o) }
	}
	g["order_amz"] = orderAmz
	for _, l := range []string{"de", "es", "fr", "pl", "nl", "it", "devis", "x"} {
		l := l
		g["inv_"+l] = func() string { return invoice(l) }
	}
	// phones
	for k, f := range map[string]func() string{
		"es_mob": pESthis(pES), "es_intl": pESintl, "es_fijo": pESfijo, "mx": pMX, "co": pCO, "arg": pAR,
		"br_mob": pBR, "br_fixo": pBRfixo, "pt_mob": pPT, "pt_fixo": pPTfixo,
		"fr_mob": pFR, "fr_fixe": pFRfixe, "be": pBE, "ch": pCH,
		"de_mob": pDE, "de_fest": pDEfest, "at": pAT,
		"it_mob": pIT, "it_fisso": pITfisso, "nl_mob": pNL, "nl_vast": pNLvast,
		"pl": pPL, "tr": pTR, "tr_sabit": pTRsabit, "ru": pRU, "ru_fix": pRUfix, "ua": pUA,
		"sa": pSA, "ae": pAE, "eg": pEG, "ir": pIR, "ir_fix": pIRfix, "il": pIL, "il_fix": pILfix,
		"in": pIN, "in_fix": pINfix, "bd": pBD, "jp": pJP, "jp_fix": pJPfix, "cn": pCN, "cn_fix": pCNfix,
		"tw": pTW, "tw_fix": pTWfix, "hk": pHK, "kr": pKR, "kr_fix": pKRfix, "vn": pVN, "th": pTH,
		"id": pID, "ke": pKE, "tz": pTZ, "us": pUS,
	} {
		g[k] = f
	}
	g["es_any"] = func() string { return pk3(pES, pESintl, pESfijo) }
	g["br_any"] = func() string { return pk3(pBR, pBR, pBRfixo) }
	g["fr_any"] = func() string { return pk3(pFR, pFR, pFRfixe) }
	g["de_any"] = func() string { return pk3(pDE, pDE, pDEfest) }
	g["it_any"] = func() string { return pk3(pIT, pIT, pITfisso) }
	g["nl_any"] = func() string { return pk3(pNL, pNL, pNLvast) }
	g["sa_native"] = func() string { return nat(pSA(), zArabic) }
	g["eg_native"] = func() string { return nat(pEG(), zArabic) }
	g["ae_native"] = func() string { return nat(pAE(), zArabic) }
	g["ir_native"] = func() string { return nat(pIR(), zPersian) }
	g["in_native"] = func() string { return nat(pIN(), zDevanagari) }
	g["bd_native"] = func() string { return nat(pBD(), zBengali) }
	g["th_native"] = func() string { return nat(pTH(), zThai) }
	g["jp_fw"] = func() string { return fullwidth(pk3(pJP, pJP, pJPfix)) }
	g["wa"] = waDigits
	g["intl00"] = intl00
	g["tel_link"] = telLink
	g["jp_mob_fw"] = func() string { return fullwidth(pJP()) }
	g["cn_fw"] = func() string { return nat(pCN(), zFull) }
	// cards
	for k, f := range map[string]func() string{
		"visa": cVisa, "mc": cMC, "amex": cAmex, "discover": cDiscover, "jcb": cJCB, "unionpay": cUnion,
		"mir": cMir, "troy": cTroy, "rupay": cRuPay, "elo": cElo, "card": cAny,
	} {
		g[k] = f
	}
	g["card_bad"] = cardBad
	// ssn
	g["ssn"] = ssnDash
	g["ssn_any"] = ssnAny
	g["itin"] = itin
	g["ssn_bad"] = ssnBad
	// secrets
	for k, f := range map[string]func() string{
		"pw_rand": pwRand, "wifi_digits": wifiDigits, "fritz": fritz, "livebox": livebox,
		"sk_openai": skOpenAI, "sk_ant": skAnt, "sk_stripe": skStripe, "ghp": ghp, "github_pat": githubPat,
		"xoxb": xoxb, "aiza": aiza, "tg_bot": tgBot, "sendgrid": sendgrid, "hf": hfTok, "npm": npmTok,
		"glpat": glpat, "aws_secret": awsSecret, "ntn": ntn, "deepl": deepl, "yandex": yandexTok,
		"kakao": kakao, "mailchimp": mailchimp, "line": lineTok, "bearer_tok": bearerTok, "gapp": gapp,
		"apple_app": appleApp, "naver_secret": naverSecret, "ali_secret": aliSecret, "twilio_tok": twilioTok,
		"jwt": jwt,
	} {
		g[k] = f
	}
	g["pw_any"] = func() string {
		return pw(pk("es", "pt", "fr", "de", "it", "nl", "pl", "tr", "ru", "uk", "ar", "fa", "he", "hi", "bn", "ja", "zh", "ko", "vi", "th", "id", "sw"))
	}
	// keeps
	for k, f := range map[string]func() string{
		"exp": expiry, "ssid": ssid, "version": version, "year": year, "pk_stripe": pkStripe, "sshpub": sshPub,
		"masked": masked, "imei": imei, "track": track, "pnr": pnr, "aws_id": awsKeyID, "us_zip": usZip,
		"uscis": caseNo, "dni": dni, "nie": nie, "cpf": cpf, "nif_pt": nifPT, "bsn": bsn, "pesel": pesel,
		"tckn": tckn, "snils": snils, "tz_il": tzIL, "melli": melli, "melli_fa": func() string { return nat(melli(), zPersian) },
		"cn_id": cnID, "thai_id": thaiID, "tw_id": twID, "nik": nik, "aadhaar": aadhaar, "pan_in": panIN,
		"curp": curp, "cf_it": codFisc, "siret": siret, "brn_kr": brnKR, "cccd": cccd, "eid_ae": emiratesID,
		"iqama": iqama, "eg_id": egyptID, "mynumber": myNumber, "nid_bd": nidBD, "kra": kra, "ke_id": keID,
		"inn": inn, "rnokpp": rnokpp, "steuer_id": steuerID,
		"otp":     func() string { return dg(6) },
		"zoom":    zoomID,
		"student": func() string { return fmt.Sprint(in(2019, 2025)) + dg(6) },
		"mg":      func() string { return pk("250", "400", "500", "875", "1000", "20", "5") + " mg" },
		"pipver": func() string {
			return pk("requests==2.31.0", "numpy==1.26.4", "django==5.0.3", "node 20.11.1", "python 3.12.4", "go1.22.5", "pandas==2.2.2")
		},
		"ref":    func() string { return pk("REF", "RF", "ND", "VZ") + dg(8) },
		"kvk":    func() string { return dg(8) },
		"bill":   func() string { return dg(12) },
		"pin4":   func() string { return dg(4) },
		"ph_ssn": func() string { return pk("XXX-XX-XXXX", "xxx-xx-xxxx", "___-__-____", "000-00-0000") },
		"ph_key": func() string {
			return pk("sk-...", "<API_KEY>", "YOUR_API_KEY", "sk-proj-xxxx", "${OPENAI_API_KEY}", "ghp_xxxxxxxxxxxx")
		},
		"ph_pw": func() string {
			return pk("********", "<password>", "●●●●●●●●", "[contraseña]", "••••••")
		},
		"ph_phone": func() string {
			return pk("+34 6XX XXX XXX", "06 XX XX XX XX", "+49 1XX XXXXXXX", "010-XXXX-XXXX", "(11) 9XXXX-XXXX", "09XX-XXX-XXX", "+7 (9XX) XXX-XX-XX")
		},
		"ph_email": func() string {
			return pk("nombre@example.com", "prenom.nom@example.org", "user@example.com", "name@example.net", "你的邮箱@example.com")
		},
		"ipv4": func() string {
			return "192.168." + fmtInt(in(0, 10)) + "." + fmtInt(in(1, 254))
		},
		"mac": func() string {
			return strings.ToUpper(rs(2, hexl) + ":" + rs(2, hexl) + ":" + rs(2, hexl) + ":" + rs(2, hexl) + ":" + rs(2, hexl) + ":" + rs(2, hexl))
		},
		"sn":   func() string { return rs(3, upper) + dg(7) + rs(2, upper) },
		"isbn": func() string { return "978-" + dg(1) + "-" + dg(4) + "-" + dg(4) + "-" + dg(1) },
		"kwh":  func() string { return thou(in(1000, 99999), ".") + " kWh" },
	} {
		g[k] = f
	}
}

func fmtInt(n int) string { return strings.TrimSpace(strings.Repeat(" ", 0) + itoa(n)) }
func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	s := ""
	for n > 0 {
		s = string(rune('0'+n%10)) + s
		n /= 10
	}
	return s
}

func pk3(fs ...func() string) string        { return fs[r.Intn(len(fs))]() }
func pESthis(f func() string) func() string { return f }
