package scrub

import (
	"math/bits"
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// Labels looked for near a number whose shape alone is not enough. Each is
// lower case ASCII (or the exact UTF-8 of an accented word) and is matched at
// the start of a word, case-insensitively, so "phone" also finds "Phones" and
// "telephone" is found through "tel".
var (
	// strongPhoneWords say outright that a phone number follows.
	strongPhoneWords = []string{
		"phone", "tel", "call", "cell", "mobile", "mob:", "fax", "sms", "text me", "texte-moi",
		"texting", "whatsapp", "dial", "landline", "hotline", "ph:", "ph.", "ph ",
		// A JSON key "Ph", as India's e-invoice schema names the seller's
		// and the buyer's phone.
		"ph\"",
		"tlf", "telefon", "tél", "téléfono", "teléfono", "móvil", "movil",
		"handy", "portable", "cellulare", "ring me", "ring us", "pls ring", "please ring", "plz ring", "☎", "📞", "电话", "手机",
		// Where to reach someone, as a form or a mail asks it; "text"
		// as posts shorten it; Spanish "message me at" (round 33).
		"best number", "txt only", "txt me", "txt:", "mensaje al", "mándame",
		"電話", "携帯", "전화", "телефон", "тел",
		// "Contact me" in Chinese and Russian ("请联系我：139…", "Свяжитесь со
		// мной: 8 906 …"), Russian's "call" (round 32).
		"联系我", "聯繫我", "聯絡我", "Свяжитесь", "свяжитесь", "Позвоните", "позвоните",
		// More languages: Spanish and Portuguese, German, Dutch and
		// Nordic, Polish, Russian and Ukrainian (capitalised too: the
		// match folds ASCII case only), Arabic, Persian, Hindi, Korean,
		// Vietnamese, Indonesian.
		"celular", "cel.", "cel:", "llám", "llama al", "llamar", "mobiel",
		"llamé", "llamó", "llamada", "rufnummer", "durchwahl", "komórk", "Телефон", "Тел", "моб", "Моб",
		// Belarusian "Tel.", Armenian "call" with its capital, Uzbek
		// "call" (qo'ng'iroq qiling), Russia's Faster Payments System,
		// paid to a phone's number ("по СБП на 8 950 …").
		"Тэл", "тэл", "Զանգ", "qo'ng'iroq", "qoʻngʻiroq", "СБП", "сбп",
		// Armenian "Tel.", "mobile" and "my number" (Հեռ., Բջջ., Իմ
		// համարը); Azerbaijani "call" (zəng edin); Kazakhstan's Kaspi,
		// paid to a phone's number; Russian "a code to the number".
		"Հեռ", "Բջջ", "Իմ համար", "իմ համար", "zəng", "Zəng", "kaspi", "Kaspi", "код на номер",
		// Swahili "call him/her", "call me", "call us" (mpigie, nipigie,
		// tupigie); Egyptian "the mobile" (المحمول); Urdu "call" (کال);
		// Hebrew "call" (תתקשר, התקשר); French "call back" (rappeler).
		"mpigie", "nipigie", "tupigie", "المحمول", "محمول", "کال", "תתקשר", "התקשר", "rappeler", "Rappeler",
		// Cantonese "mobile" (手提), Chinese "contact person" and
		// "contact" in both scripts (联系人, 聯絡).
		"手提", "联系人", "聯絡", "聯繫",
		// Spanish "Yape me at", "let me know at", "anything, at …"
		// (yapéame al, avísame al, cualquier cosa al), Spain's Bizum
		// (paid to a mobile's number).
		"yapéame", "yapeame", "avísame al", "avisame al", "avísenme al", "cualquier cosa al", "bizum",
		// Turkish "call me" (beni ara).
		"beni ara",
		// Egypt's wallets, paid to a mobile's number ("على رقم المحفظة
		// 015-…", InstaPay); Arabic "my number" (رقمي); Hebrew "my
		// number", "the new number", Israel's Bit (paid to a phone);
		// Urdu "my number", "new number"; Arabizi "call me on"
		// (3ayetli 3la, kalemny 3ala: its "3" writes the letter ع, and
		// the word is read from the byte after it).
		"المحفظة", "محفظة", "رقمي", "המספר שלי", "המספר החדש", "בביט", "میرا نمبر", "نیا نمبر", "ayetli", "kalemny", "kallemni", "kalimni",
		// Where a one-time code was sent: the phone that gets it ("We
		// sent a verification code to 0216 …", "2FA code isn't
		// arriving to 1309…").
		"verification code to", "code isn't arriving to", "code is not arriving to", "code not arriving to", "code was sent to", "codes to",
		"هاتف", "جوال", "موبايل", "تلفن", "फोन", "फ़ोन", "मोबाइल", "दूरभाष", "फैक्स",
		"휴대폰", "핸드폰", "điện thoại", "sđt", "đt:", "telp", "nomor hp",
		// Persian spells mobile with its own yeh (ی, not ي) and says
		// "contact" for a call; Vietnamese capitals fold only in ASCII
		// (Đ is written as it stands, the ASCII letters in lower case);
		// Thai, Hebrew, Greek.
		"موبایل", "تماس", "sĐt", "Đt:", "โทร", "טלפון", "טל׳", "טל'", "נייד", "פלאפון", "סלולר", "τηλέφων", "τηλ.", "τηλ:", "κινητό",
		// Greek capitals fold only in ASCII too; Vietnamese "call".
		"Τηλέφων", "Τηλ.", "Τηλ:", "Κινητό", "gọi",
		// Greek's abbreviation for the mobile in signatures ("Κιν.:")
		// and "call me" ("πάρε με στο …", "καλέστε").
		"κιν.", "Κιν.", "πάρε με", "Πάρε με", "καλέστε", "Καλέστε",
		// The polite and plural "call me" ("πάρτε με στο …") and
		// "telephone" as a verb.
		"πάρτε με", "Πάρτε με", "τηλεφωνήστε", "Τηλεφωνήστε",
		// Asking for a call, and mobile, fax and hotline, in the
		// languages of the support queues: German ("Mobil:",
		// "anrufen", "ruf mich an"), French, Portuguese ("Fone:",
		// "ligue"), Italian, Dutch, Polish, Russian ("звоните",
		// "сотовый", "факс"), Turkish ("cep tel", "arayın"), Arabic
		// ("اتصل", "واتساب", "فاكس"), Hindi ("कॉल"), Chinese ("拨打",
		// "致电", "座机", "热线"), Japanese (full-width "ＴＥＬ", "℡",
		// "ケータイ", "フリーダイヤル").
		"mobil", "mob.", "anruf", "ruf mich", "rufen sie", "appelez", "appelle-moi", "m'appeler", "rappelez",
		"fone", "ligue", "ligar", "liga para", "liga pra", "me liga", "whats:", "chiamami", "chiamaci", "chiamatemi", "chiamateci", "chiamarmi", "mi chiami",
		"bel ons",
		// Chat apps tied to the number, as people name them in ads and
		// chats: WhatsApp abbreviated (wa — before a number's trunk 0 or
		// '+' only: "WA 98101" is Washington's ZIP —, wsp, wpp, zap, whats, вотсап),
		// Vietnam's Zalo and "lh" (liên hệ, contact; before a trunk 0 or a colon: "LH 3909" is a flight), the Philippines'
		// GCash and Kenya's M-Pesa (wallets whose account is the number),
		// Nigeria's "flash me" (a missed call), Spanish and Portuguese
		// "text me" (msj, escríbeme, llamo), Tagalog "text mo", a mobile
		// phone emoji.
		"wa 0", "wa +", "wa 62", "wa:", "wsp$", "wpp$", "zap$", "zapzap", "whats$", "вотсап", "Вотсап", "ватсап", "Ватсап", "واتس", "zalo", "lh 0", "lh:", "gcash", "m-pesa", "mpesa",
		// More wallets whose account is the number (walletNames):
		// Thailand's TrueMoney, Peru's Yape and Plin, Colombia's Nequi
		// and Daviplata, Pakistan's JazzCash and Easypaisa, Bangladesh's
		// bKash and Nagad, Vietnam's MoMo, Africa's wallets.
		"truemoney", "yape$", "plin$", "nequi$", "daviplata", "jazzcash", "easypaisa", "bkash", "nagad$", "momo$",
		"airtel money", "orange money", "tigo pesa", "tigopesa", "halopesa", "ecocash", "palmpay", "moniepoint",
		"flash me", "msj$", "escríbeme", "escribime", "escribeme", "llamo", "llamame", "llamá", "llamadme", "llámenme", "llamenme", "text mo", "text$", "📱", "pesa$",
		// Italian "contact" (contattare), Indonesian "contact" (hubungi;
		// ads' "minat hub", "interested? contact"),
		// Spanish ads' "interested parties at" (interesados al) and
		// "information at" (info al), Brazil's "call" (liga).
		"contattare", "contattami", "contattarmi", "contattatemi", "contattateci", "hubungi", "interesados al", "info al", "minat hub", "liga$",
		// Swedish "reach me at" ("Ni når mig på …").
		"når mig", "nå mig",
		// Italian "to call" ("Per disdire chiamare il 340 …"), Portuguese
		// "call back at" ("Retornar no 936 …"), Spanish "write to us"
		// ("escríbenos al 81-…"), Peru's wallet verbs ("yapear al …"), a
		// service centre ("Central de atendimento: …"), Indonesian's
		// handphone field ("no_hp").
		"chiamare il", "chiamare al", "retornar no", "escríbenos", "escribenos", "yapear", "yapea al", "plinear",
		"central de atendimento", "no_hp", "nohp", "no. hp", "no hp",
		// Where a patient can be reached: French "jointe au", English
		// "reached at", a practice's secretariat, Spanish "urgencias".
		"jointe au", "joint au", "joignable au", "reached at", "reach me at", "secrétariat", "urgencias",
		// Asking to be called or written to, in ads and chats: Brazil's
		// "chama no" (call me on), Spanish ads' "Informes" (enquiries)
		// and "escribe al", German "Rückfragen" (queries to), English
		// "hit me up" ("hmu") and "alt number", Arabic "للتواصل" (to get
		// in touch), Thai "เบอร์" (a phone's number) and Vietnamese
		// "qua số" (on the number); a line's "direct line" (DDI).
		"chama no", "me chama", "informes$", "escribe al", "escribir al", "escribinos al", "rückfragen", "hit me up", "hmu$",
		"alt number", "alt. number", "alternate number", "للتواصل", "เบอร์", "qua số", "direct line", "línea directa", "ligne directe",
		// The Philippines' "cp no." (cellphone) and Viber; Egyptian
		// "telephone" and "call me", the Levant's "cellular"; Thai
		// "contact" and "driver's number"; Chinese "please dial".
		"cp no", "cp#", "viber", "kinito", "تليفون", "التليفون", "كلمني", "خلوي", "الخلوي", "ติดต่อ", "เบอร์ติดต่อ", "เบอร์คนขับ", "請撥", "请拨",
		"bel me", "bel mij", "bellen", "zadzwo", "dzwoń", "dzwoni", "växel", "звон", "Звон", "позвон", "Позвон", "сотов", "Сотов", "факс", "Факс",
		"cep tel", "cep no$", "arayın", "arayabilir", "اتصل", "واتساب", "فاكس", "कॉल",
		// Arabic's noun for a call, bare and with the article ("يرجى
		// الاتصال على …"), and Polish's "kom." for komórka in contact
		// details ("tel. kom. 501…", "nr kom. 501…").
		"اتصال", "الاتصال", "kom.", "kom:",
		// "GSM:" heads a mobile number in Turkey, Belgium and the Netherlands.
		"gsm$",
		// MSISDN is the telecom name for a mobile number: APIs and their logs
		// carry it as a field ("msisdn=447700900123").
		"msisdn",
		// Twilio's WhatsApp webhooks carry the sender's number, E.164
		// without its '+', in the field "WaId".
		"waid$",
		// The caller's number in IVR and switch logs ("ANI=5122672692":
		// automatic number identification) and a carrier's name for a
		// mobile's number ("MDN:5122797499").
		"ani$", "mdn$",
		// The number a call dialled (DNIS), in the same logs; the
		// recipient of a message in SMS gateways' APIs and receipts
		// ("recipients":["33603926436"], <Recipient>2348189630951</…>).
		"dnis$", "recipient",
		// Spanish "call us" (márcanos, llámanos), French "a call from"
		// (appel du), Dutch "call" (bel), a one-time code sent to a
		// number, Chinese "contact details" (联系方式).
		"márcanos", "marcanos", "llámanos", "llamanos", "appel du", "appel de", "bel$", "otp to", "otp sent to", "联系方式", "聯繫方式", "聯絡方式",
		// Mobile number portability: the number being ported ("MNP per
		// 340 699 5014", "portabilidad del 6…").
		"mnp$", "portabilit",
		// Another number given beside the first ("Alt # 89651 85743",
		// "Alt: 3330417746"), a handphone in Korea and South-East Asia
		// ("H.P: 010…", "HP: 0812…"). (Not Swedish "tfn": it is Australia's
		// tax file number too.)
		"alt #", "alt#", "alt:", "alt no", "alt. no", "h.p:", "h.p.", "hp:",
		// A call log's direction before the number dialled or calling
		// ("17:43 outbound 62356 52178 – wrong party").
		"outbound$", "inbound$",
		// The same in Spanish, Portuguese and Italian call logs ("16:00
		// entrante 33 7309 1128 dur 3:06").
		"entrante$", "saliente$", "perdida$", "in entrata", "in uscita",
		// Italian and Spanish "at the number" ("Notifica inviata … al
		// numero 3331987162").
		"al numero", "al número",
		// Tagalog "please call" and "call" (tawagan, tumawag).
		"pakitawag", "tawagan", "tumawag",
		// A call detail record's calling and called parties ("A-number",
		// "B-number"), as their columns are named.
		"a_number", "b_number", "a-number", "b-number", "calling_number", "called_number", "caller_number",
		// Japanese "direct line" (直通), Hungarian "call" (hívjon, hívja,
		// hívás) and "landline" (vezetékes).
		"直通", "hívjon", "hívja", "hívás", "vezetékes",
		// Bengali "phone" and "mobile".
		"ফোন", "মোবাইল",
		// "Call me" in Czech, Greek, Norwegian, Swedish and Danish,
		// Portuguese, Mexican and Argentine Spanish; Spanish "cel" (the
		// mobile) as a whole word.
		"zavolej", "Zavolej", "καλέστε", "Καλέστε", "ring meg", "ring oss", "ring mig", "ring os", "liga-me",
		"márcame", "marcame", "llamame", "cel$",
		// Chile's and Peru's "fono" (a phone line: "Fono 9 4295 0896").
		"fono$",
		// An airline booking's contact SSRs for the mobile, business and
		// home phones ("SSR CTCM BA HK1/447700900943"; ssrContactBefore).
		"ctcm", "ctcb", "ctch",
		// Amadeus's mobile phone element ("APM-0 (540) 697 29 11", "A/APM
		// 0908…"): with its dash or its slash, not APM alone (monitoring).
		"apm-", "a/apm",
		"拨打", "致电", "座机", "热线", "ＴＥＬ", "Ｔｅｌ", "℡", "ＦＡＸ", "ケータイ", "フリーダイヤル",
		// The phone, the mobile and "call" in the languages the lists
		// above lacked, as their speakers write them in signatures and
		// asks: Finnish ("Puh.", "soita"), Estonian, Latvian,
		// Icelandic, Afrikaans, Catalan, Welsh, Croatian/Serbian/
		// Bosnian, Slovene, Slovak, Romanian, Bulgarian, Ukrainian,
		// Serbian Cyrillic, Mongolian, Malay/Indonesian ("Hubungi",
		// "HP:" for handphone), Tagalog, Swahili, Amharic, Urdu,
		// Marathi, Tamil, Telugu, Kannada, Malayalam, Gujarati,
		// Punjabi, Sinhala, Burmese, Khmer, Lao, Georgian, Armenian;
		// Chinese in its traditional characters and "fax", Japanese
		// and Korean "fax", Thai and Vietnamese "mobile"; Spanish
		// "Tfno.", German "Festnetz" (landline) and "Rückruf" (call
		// back), French "appeler"; English help lines and switchboards.
		// Not Australia's "TFN" (a tax file number) nor Brazil's "CEP"
		// (a postcode).
		"puhelin", "puh.", "puh:", "matkapuh", "soita", "mobiil", "tālr", "sími", "farsím", "hringdu",
		"selfoon", "foon$", "bel my", "mòbil", "ffôn", "ffonio", "nazovi", "pozovi", "pokliči", "zavolaj",
		"sunați", "sunati", "sună-mă", "suna-ma", "обадете", "Обадете", "дзвон", "Дзвон", "подзвон", "Подзвон", "зателефон",
		"позовите", "Позовите", "утас", "Утас", "hubungi", "handphone", "hp:", "no hp", "no. hp", "nomor hp", "bimbit",
		"tawagan", "tumawag", "simu$", "nipigie", "ስልክ", "فون", "موبائل", "भ्रमणध्वनी",
		"தொலைபேசி", "கைபேசி", "அலைபேசி", "மொபைல்", "ఫోన్", "ఫోను", "సెల్", "ಫೋನ್", "ದೂರವಾಣಿ", "ಮೊಬೈಲ್",
		"ഫോൺ", "മൊബൈൽ", "ફોન", "મોબાઇલ", "ਫ਼ੋਨ", "ਫੋਨ", "ਮੋਬਾਈਲ", "දුරකථන", "ජංගම", "ဖုန်း", "ទូរស័ព្ទ", "ໂທ",
		"ტელ", "მობ", "հեռ", "手機", "撥打", "致電", "熱線", "座機", "傳真", "传真", "ファックス", "팩스", "มือถือ", "di động",
		"tfno", "festnetz", "rückruf", "appeler", "helpline", "freephone", "toll-free", "toll free", "switchboard", "voicemail", "ph#",
		// "Mob" as a whole word ("Mob 07700900123"); not WhatsApp's
		// "WA", which is Washington's in an address ("WA 98101").
		"mob$",
		// Arabic "the line's number" (رقم الخط), a phone line's.
		"رقم الخط",
		// Danish and Norwegian "call at" ("Ring på 32 79 48 84") and
		// Danish "call" (opkald); "call me back" in Italian and French
		// ("richiamatemi al …", "me rappeler au …") and Chinese (回电);
		// Turkish "call" in capitals, whose I has no dot; Polish
		// "hotline" (infolinia).
		"ring på", "opkald", "richiam", "rappeler", "arayin", "回电", "回電", "infolinia",
		// "Fax" in Turkish, Polish and the Nordic languages; "write to
		// me" in Spanish (WhatsApp); Czech "call on"; Swedish and
		// Norwegian "reachable at"; Hebrew "to call", WhatsApp in
		// Hebrew; Chinese "same number" (WeChat's is the phone's);
		// Korean "text me"; French "call back at".
		"faks", "me escribe", "escríbeme", "escribeme", "volejte", "nås på", "treffes på",
		// Czech "is calling / called (from)", "call!" ("zákazník volá z
		// 615 810 114"); Polish "call back" ("oddzwonić do klienta pod …").
		"volá", "volal", "zavolej", "oddzwo",
		"להתקשר", "התקשר", "וואטסאפ", "同号", "同號", "문자 주세요", "rappel au",
		// Italian "write to me at" (WhatsApp) and "recapito" (where to
		// reach someone).
		"scrivetemi", "scrivimi", "recapito",
		// Spanish "call" as a request and a past ("llame al 900…",
		// "llamen", "me marcaron del 55…", "márquenos"), the
		// switchboard (centralita); French "callback number"; Turkish
		// "call centre"; an ad's "text only"; the sender of a WhatsApp
		// Cloud API message ("wa_id") and an SMPP PDU's addresses
		// ("source_addr: '39024985012'"), E.164 without its '+'.
		"llame", "llamen", "marcaron", "marcar", "márque", "marque al", "centralita", "numéro de rappel", "çağrı merkez", "text only",
		"wa_id$", "source_addr$", "destination_addr$", "dest_addr$",
		// "Call" and "call back" in more of the languages people write
		// to a shop, a school or a courier in: French "appelle le
		// chauffeur au …", Spanish "te llama del …" (a pronoun first:
		// "se llama" names someone), Romanian "vă va suna de la …",
		// Lithuanian, Catalan, Armenian, Russian and Ukrainian "call
		// back" ("перезвоните", "передзвоніть"), Egyptian Arabic "call
		// me on" (تكلميني), Portuguese "talk to me" (fale comigo) and
		// "send a message to"; Italian and Spanish toll-free lines,
		// Spanish "any question at" with its preposition; customer
		// service in Arabic, Korean and Japanese; "helpline" in
		// Devanagari.
		"appelle le", "appelle la", "appelle au", "te llama", "me llama", "nos llama", "le llama", "suna de", "skambink", "truqu", "զանգ",
		"перезвон", "Перезвон", "передзвон", "Передзвон", "تكلم", "fale comigo", "mensagem para",
		// An ad's "talk to" before a name and the number (Brazil's
		// "Falar com Camila: 96942-1332"), German "get in touch with"
		// ("Meldet euch bei …").
		"falar com", "fale com", "meldet euch",
		"numero verde", "línea gratuita", "consulta al", "consultas al",
		"خدمة العملاء", "고객센터", "お客様センター", "हेल्पलाइन",
		// "Call" (asked for, or done: "il corriere ha chiamato dal …")
		// in Italian, Maltese, Icelandic, Basque, Latvian, Estonian,
		// Serbian (both scripts), Georgian, Catalan, Zulu ("ngishayele",
		// call me) and Telugu; Hindi "contact us". (Not "chiamare"
		// alone: "chiamare la funzione 612 34 56 78 volte".)
		"chiamare al", "chiamato dal", "chiamato al", "chiamata dal", "ċempel", "Ċempel", "cempel", "hringið", "hringja", "deitu", "zvaniet", "zvanīt",
		"helista", "звао", "звала", "звали", "zvao", "zvala", "დამირეკ", "დარეკ", "trucat", "trucar", "truca al",
		"ngishayel", "sishayel", "కాల్", "संपर्क करें",
		// Czech "call" (zavolat, zavolejte), Danish "call to",
		// Lithuanian "to call" (skambinti), a support line, Chinese
		// "call back" (回拨).
		"zavol", "ring til", "skambin", "support line", "回拨", "回撥",
		// The mobile in Croatian, Slovene and Bosnian (mobitel,
		// "broj mobitela"), Swahili's "simu ya mkononi" (the phone in
		// hand).
		"mobitel", "mkononi",
		// "Hotline" in Russian and Ukrainian (горячая линия, гаряча
		// лінія, in their cases).
		"горячая линия", "Горячая линия", "горячей линии", "Горячей линии", "гаряча лінія", "Гаряча лінія", "гарячої лінії", "Гарячої лінії",
		// The landline in Spanish (fijo: "Lucía · fijo (2) 571 5668"),
		// Portugal's mobile (telemóvel, "tlm."), and Hindi "telephone"
		// (टेलीफोन, its फ़ with the nukta written apart or precomposed),
		// whose फोन starts inside the word.
		"fijo$", "tlm$", "tlm.", "telemóvel", "telemovel", "टेलीफोन", "टेलीफ़ोन", "टेलीफ़ोन",
		// Finnish "puh." (puhelin; not Swedish "Tfn", Australia's tax file
		// number as TFN), Norway's switchboard
		// (sentralbord), Danish and Norwegian "call on" (ring på),
		// French "reachable" (joignable au …), a code sent to a number
		// in Norwegian, Danish and Swedish (round 29).
		"puh.", "puh$", "sentralbord", "ring på", "ringe på", "ring mig på", "ring meg på", "joignable",
		"sendt til", "skickad till", "skickat till",
		// A new number in Czech, Polish, Norwegian, Danish and Swedish;
		// "call me" in Luxembourgish; Danish "call on" with "gerne";
		// Finnish "contacts" (yhteydenotot) over an ad's number.
		"nové číslo", "nowy numer", "nytt nummer", "nyt nummer", "ruff mech", "ring gerne på", "yhteydenotot",
		// Danish and Norwegian "call me (back) at", "catch me at", "to me
		// at", "his number is", Icelandic "new number", "in phone", a
		// signature's Danish "Direct:" (round 30).
		"ringe til mig på", "ring til mig på", "ringe til meg på", "ring til meg på", "tilbage på", "fange mig på", "nå mig på",
		"til mig på", "til meg på", "ring lige til", "nye nummer", "nummeret hans", "nummeret hennes", "nummeret mitt", "nummeret mit",
		"nummeret til", "nýja númerið", "númerið mitt", "í síma", "direkte:", "en kode til",
		// A hospital department's secretariat and a contract's fault
		// line in Portuguese and Spanish ("Secretariado: 233 133 080",
		// "Avarias e urgências: 212 187 427").
		"secretariado", "secretaría", "avarias", "urgências", "averías",
	}
	// weakPhoneWords hint at one; enough for a grouped number.
	weakPhoneWords = []string{"number", "contact", "reach", "joindre", "numéro", "número", "nummer", "kontakt", "رقم", "شماره", "नंबर", "संपर्क", "rabta",
		// Indonesian "contact" ("kontak 0811…").
		"kontak$",
		// A subscriber's line in Italian: "titolare della linea
		// 330-3146657" (round 33; French's "ligne" and Spanish's "línea"
		// say "online" after "en" too often).
		"linea$", "연락처", "联系", "เบอร์", "מספר",
		// "number" and "can be reached" in Italian, Polish, Russian,
		// Turkish, French, German; "contact" in Portuguese, Arabic, Hindi,
		// Japanese.
		"numero", "numer", "номер", "Номер", "numara", "contato", "joignable", "erreichbar", "تواصل", "للتواصل", "संपर्क", "連絡先",
		// Italian "contact" in every form ("contattarmi al …",
		// "contattaci", "contatto"); Korean "contact" ("연락은 …");
		// a hotel's front desk.
		"contatt", "연락", "front desk",
		// Italian "reachable at", and Romanian "number" (which names
		// whose number after it: "numărul meu").
		"raggiungibile", "reperibil", "numărul", "număr",
		// Kazakh "my number", Estonian "from the number"; Spanish "line"
		// (a phone's: "la portabilidad de la línea 612 88 69 08"); a
		// switchboard in German.
		"нөмірім", "numbrilt", "línea", "zentrale",
		// "number" in Czech and Slovak (číslo, čísla, čísle), Croatian
		// and Serbian, Greek (αριθμός, αριθμό).
		"čísl", "broj$", "αριθμ",
		// Vietnamese "contact" ("Liên hệ 0833222733"), Turkish "to reach"
		// ("Ulaşmak için: …").
		"liên hệ", "ulaş", "Ulaş",
		// Bengali "number" ("আমার নম্বর …", my number).
		"নম্বর",
		// "Contact" in Urdu, Tamil, Chinese in traditional characters,
		// Swedish, Finnish ("yhteystiedot") and Hungarian.
		"رابطہ", "தொடர்பு", "聯絡", "聯繫", "kontakta", "yhteys", "kapcsolat",
		// Nepali and Hindi "contact" spelled with the half m; Swahili
		// "number" and "contact (us)".
		"सम्पर्क", "namba", "wasiliana",
		// Slovene "number" (številka, številko, številke); German "to
		// reach" ("erreichen Sie den Stationsarzt unter …").
		"številk", "erreichen",
		// "Contact" in Turkish, Georgian ("in case of questions"),
		// Khmer; "office" in Nepali.
		"iletişim", "İletişim", "შემთხვევაში", "ទំនាក់ទំនង", "अफिस",
		// A prepaid mobile's top-up names the number it credits:
		// "recharge 299 plan on 81277-10234", "recarga de 200 al …",
		// Indonesian "isi pulsa 100rb ke 0813…" (pulsa, airtime).
		"recharge", "recarga", "pulsa", "top up", "top-up", "topup"}

	// ssnWords name a US Social Security number or another taxpayer
	// number of the same shape (an ITIN), in prose, field names and
	// column headers.
	ssnWords = []string{"ssn", "s.s.n", "social security", "social-security", "social sec", "soc sec", "soc. sec", "ss#", "ss #", "ss no", "ss num", "ssa number",
		"itin$", "tax id", "tax_id", "tax-id", "taxid", "taxpayer", "tin$", "tin#",
		// The IRS forms that carry it: withholding (W-4), wages (W-2),
		// a request for it (W-9).
		"w-4", "w-2", "w-9", "w4$", "w9$",
		// Column names with underscores ("social_security_number"), and
		// the US number named in Spanish ("número de seguro social").
		"social_security", "soc_sec", "seguro social",
		// And in camelCase ("socialSecurityNumber"), ASCII case folded.
		"socialsecurity",
		// ACORD's element for a party's US taxpayer number (its
		// GovtIDTC says which: an SSN, a TIN).
		"govtid",
		// How a call centre asks for it and a caller gives it.
		"your social", "my social",
		// "Social" alone as a form's or a note's label: the US shorthand.
		"social:", "social #", "social#",
		// The US number named in the other languages of the queues.
		"seguridad social", "segurança social", "seguridade social", "sécurité sociale", "securite sociale",
		"sozialversicherung", "previdenza sociale", "sociale zekerheid", "ubezpieczenia społ",
		"социального страх", "Социального страх", "sosyal güvenlik", "Sosyal güvenlik", "الضمان الاجتماعي", "ضمان اجتماعي",
		"सामाजिक सुरक्षा", "社会保障", "社会安全", "社會安全", "社安号",
		// Vietnamese and Korean.
		"an sinh xã hội", "사회보장", "사회 보장"}

	partWords = []string{"part", "p/n", "pn", "sku", "model", "item", "catalog", "cat.", "mpn", "serial", "s/n", "ref", "order", "invoice", "ticket", "case", "isbn", "lot", "batch", "build", "version", "tracking",
		// An ERP's material and a BOM's component (SAP's MATNR, a
		// bill of materials' columns), a Japanese part number (品番),
		// NF-e's product code (<cProd>).
		"material", "component", "matnr", "品番", "cprod"}
)

var (
	// cardWords name a payment card.
	cardWords = []string{"card", "visa", "mastercard", "amex", "american express", "discover",
		"diners", "jcb", "unionpay", "maestro", "credit", "debit", "cc$", "cc#", "cc:", "cc=", "pan$", "cvv", "cvc", "exp", "payment", "billing",
		// "Card" where no other word for it is indexed: Polish and
		// Czech ("Karta kredytowa: …"), German's and the Nordic
		// compounds, Turkish, Indonesian, Russian. (Spanish "tarjeta",
		// Italian "carta", Hindi, Chinese: as card words of the whole
		// text they turned spoken phones and a 19-digit order number
		// the wrong way in c35, c39 and c42.)
		"karta", "kredytow", "kreditkart", "kredittkort", "kreditkort", "kart$", "kartı", "kartu", "карта", "Карта", "карты"}
	// idWords name numbers that are not cards.
	// Not "customer", "user" or "account": a card number often follows them.
	idWords = []string{"order", "tracking", "invoice", "ticket", "tkt$", "id$", "ids$", "ref$", "sku",
		// Western Union's Money Transfer Control Number, ten digits
		// written as a NANP phone is ("MTCN: 398-272-2148"); a W-2's
		// box d ("Control number 57961-4797").
		"mtcn", "control number",
		// USCIS's alien registration number ("A# 203 905 282"); an
		// insurance policy's number abbreviated and in Polish, Dutch and
		// the Nordic languages ("pol 7256688888", "Nr polisy sprawcy
		// 438-614-609"), and without accents ("poliza", "apolice").
		"a#", "alien", "pol$", "polis", "poliza$", "apolice",
		"transaction", "txn", "request", "trace", "build", "job$", "run$", "ts$",
		// A calendar's entity tag (Google's, sixteen digits), a Webex
		// meeting's number after the product's name (round 31).
		"etag$", "webex$",
		// A wallet's transaction id, abbreviated: "TID: 84576195399",
		// "Trx ID 33638611663", "TrxID 7FS5L3WH4U".
		"tid$", "trx", "trxid",
		"timestamp", "snowflake", "tweet", "message", "msg", "isbn", "serial", "upc", "ean", "gtin", "imei", "iccid",
		"shipment", "parcel", "record", "row", "version", "nonce", "seed", "hash", "waybill", "awb$",
		// A card payment's retrieval reference number (ISO 8583 field
		// 37), Portuguese's receipt ("Comprovante #007-…").
		"rrn$", "comprovante",
		// What a version follows: "since update 14.16.105", "firmware
		// 10.12.2024", "release 22.04.3", "patch 12.25.412".
		"update$", "firmware", "release$", "patch$",
		// "Version" in the languages of the tickets: "на версии 20.12.214",
		// "wersji 20.11.277", "वर्ज़न 17.12.145", "版本15.14.263".
		"versie", "versión", "versão", "versione", "versiyon", "wersj", "verze", "verzi", "верси", "वर्ज़न", "वर्जन", "版本", "バージョン", "버전",
		"الإصدار", "إصدار", "update auf",
		// Other countries' numbers of people and the papers that carry
		// them, named before them (round 33): Canada's social insurance
		// number, Australia's tax file number, the NHS's referral number
		// (UBRN), Spain's social security affiliation (NAF), Italy's
		// VAT number, a work permit's, an application's, a French tax
		// notice's reference and tax number.
		"social insurance", "insurance number", "tax file", "ubrn", "afiliación", "afiliacion", "naf$", "p.iva", "partita iva",
		"permit$", "application number", "application no", "avis$", "fiscal$", "file number", "file no", "tax number", "tax no",
		// A merchant's number in Chinese (商户号).
		"商户号", "商户编号",
		// Freight's numbers: a load's, a PRO (a carrier's tracking
		// number), a customs tariff code (HTS), a toll transponder's, a
		// commercial driver's licence (CDL), Mexico's customs entry
		// (pedimento) and its broker's licence (patente).
		// A US immigration file's numbers: the alien registration number
		// (A-Number, "A# …", "USCIS#", 7 to 9 digits), in Chinese too.
		"a-number", "a_number", "anumber", "alien registration", "alien number", "uscis#", "uscis number", "a号",
		"load$", "pro ", "pro:", "pro no", "pro#", "pro_no", "pronumber", "hts$", "transponder", "cdl$", "pedimento", "patente",
		// A game's player id, in the languages of top-up shops ("Player
		// ID 5950700935", "Oyuncu ID", "ID pemain", "ID người chơi",
		// Thai "ไอดี").
		"player", "oyuncu", "pemain", "người chơi", "chơi$", "ไอดี", "ผู้เล่น", "jogador", "jugador", "spieler", "joueur", "игрока",
		// A receipt's number, and Sweden's payment reference ("OCR-nummer");
		// a return's authorization, a barcode.
		"receipt", "ocr$", "rma$", "barcode",
		// A reference in four languages, Mexico's folio, a meter's
		// number (Zählernummer), a customer number in German, an order
		// in Czech and Slovak.
		"reference", "referencia", "référence", "referenz", "folio", "zähler", "kundennummer", "kundennr", "kunden-nr", "objednávk",
		// An insurer's claim and contract numbers in German
		// ("Schadennummer 02-03598-0693", round 32).
		"schadennummer", "schadensnummer", "schaden-nr", "vertragsnummer", "versicherungsnummer",
		// National numbers of people that stand near their phone: the
		// UK's NHS number, a US or Philippine TIN, Canada's SIN (nine
		// digits 3-3-3), Malaysia's MyKad, Korea's resident registration
		// number (주민등록번호, 주민번호).
		"nhs$", "tin$", "sin$", "mykad", "주민",
		// More of them: Sweden's personnummer, Denmark's CPR, Austria's
		// SVNR, Belgium's national register and enterprise numbers,
		// Canada's NAS, a US parcel's APN, Mexico's CLABE (a bank
		// account of 18 digits).
		"personnummer", "cpr$", "svnr", "sv-nr", "registre national", "rijksregister", "ondernemingsnummer",
		"numéro d'entreprise", "nas$", "apn$", "clabe",
		// Egypt's national number (الرقم القومي, fourteen digits that
		// may start as a Diners card does), a "national ID", Nigeria's NIN.
		"القومي", "قومي", "national id", "nin$",
		// Hebrew "order" (הזמנה מס׳ 7964036328); a Japanese shipping
		// slip's number (伝票番号), a JAN barcode, a booking's number in
		// Chinese (預約編號, 预约编号).
		"הזמנה", "伝票番号", "janコード", "jan code", "預約編號", "预约编号",
		// Arabic "reference" (الرقم المرجعي), Malay's (No. rujukan).
		"مرجعي", "المرجعي", "rujukan",
		// Italian "code" (codice cliente, a customer's), Greece's social
		// security and tax numbers (ΑΜΚΑ, ΑΦΜ), Norway's birth number:
		// eleven digits that may lead with 07–09 (round 24's mobiles by
		// their lead).
		"codice", "ΑΜΚΑ", "αμκα", "ΑΦΜ", "αφμ", "fødselsnummer", "fodselsnummer",
		// Spanish-speaking countries' national and tax ids (Spain's and
		// Argentina's DNI, Argentina's CUIT and CUIL, Mexico's CURP and
		// RFC, Chile's RUT).
		"dni$", "cuit", "cuil", "curp", "rfc$", "rut$",
		// Access codes and PINs ("dial-in code 123 456 789#"); a
		// meeting's number in a dial-in block ("Meeting number: 2634
		// 127 9981", "会议号 634 929 341").
		"code$", "codes$", "pin$", "passcode", "código$", "codigo$", "códigos$",
		"meeting", "webinar", "会议", "會議", "会議", "회의",
		// A meeting in other languages before its "ID" ("Toplantı ID:
		// 479 4556 7974", round 32); not French's "réunion", also the
		// island whose numbers it stands before.
		"toplantı", "reunión", "reunião", "riunione", "vergadering",
		// Snowflake ids run to 17-19 digits like the longer cards.
		"channel", "guild", "discord", "status",
		// Order and invoice in other languages ("bestell" for
		// Bestellung, Bestellnummer, Bestellnr., bestelling).
		"commande", "facture", "pedido", "factura", "bestell", "auftrag", "rechnung",
		// Spanish "order" ("orden de compra", a CFDI addenda's
		// "ordenCompra").
		"orden",
		"ordine", "fattura", "factuur", "zamówien", "faktur", "sipariş", "fatura", "заказ", "Заказ", "订单", "注文",
		// Shipments, cases and tickets in those languages, and order and
		// invoice in Arabic (with the article too: a word is matched at
		// its start), Hindi, Chinese, Japanese and Korean.
		"sendung", "vorgang", "zending", "colis", "dossier", "envío", "expediente", "encomenda",
		"protocolo", "spedizione", "pratica", "przesyłk", "kargo", "takip", "накладн", "трек", "Трек",
		"طلب", "الطلب", "فاتورة", "الفاتورة", "تذكرة", "التذكرة", "شحنة", "الشحنة",
		"ऑर्डर", "चालान", "टिकट", "运单", "单号", "快递", "发票", "工单", "伝票", "請求", "問い合わせ", "問合せ",
		"追跡", "受付", "주문", "송장",
		// Tax, company and national registration numbers and bank
		// codes, which B2B tickets and signatures give next to a phone
		// (a 10-digit ИНН, NIP or Partita IVA is a phone's shape).
		"инн", "ИНН", "огрн", "ОГРН", "кпп", "КПП", "бик", "БИК", "снилс", "СНИЛС", "окпо", "ОКПО",
		"nip$", "regon", "pesel", "krs$", "vergi", "kimlik", "tckn", "mersis", "cpf", "cnpj",
		"siret", "siren", "tva", "partita iva", "iva$", "piva", "codice fiscale", "nif$", "cif$",
		"ust-id", "ustid", "ust.-id", "steuernummer", "hrb$", "kvk", "btw", "bsn$", "vat$",
		// Belgium's enterprise number (0417.497.106, a phone's shape);
		// an insurance claim; a lottery's numbers; Hebrew "order"
		// (with its article, glued).
		"entreprise", "ondernemingsnummer", "claim", "lottery", "lotto", "הזמנה", "ההזמנה",
		"aadhaar", "aadhar", "आधार", "gstin", "iban", "bic$", "swift", "bsb$", "routing", "aba$", "sort code",
		"身份证", "税号", "信用代码", "营业执照", "マイナンバー", "法人番号", "個人番号", "ضريبي", "الضريبي", "هوية", "الهوية",
		// People's national and tax numbers in more of the countries
		// whose records list them beside a phone: Hungary's TAJ and
		// tax id, Finland's henkilötunnus, Norway's fødselsnummer,
		// Czechia's rodné číslo and company ids, Bulgaria's ЕГН,
		// Romania's CNP, Greece's ΑΜΚΑ and ΑΦΜ, Israel's ת.ז,
		// Ukraine's РНОКПП, Vietnam's CCCD and CMND, Indonesia's NIK
		// and NPWP, Nigeria's NIN and BVN, Bangladesh's NID (জাতীয়
		// পরিচয়পত্র, the national identity card), the Philippines' SSS and
		// PhilHealth, Colombia's cédula and NIT, Taiwan's 身分證.
		"taj$", "adóazonosító", "hetu$", "henkilötunnus", "fødselsnummer", "personnr", "rodné", "ičo", "dič",
		"егн", "ЕГН", "cnp$", "amka", "ΑΜΚΑ", "αμκα", "ΑΦΜ", "αφμ", "תעודת זהות", "ת.ז", "іпн", "ІПН", "рнокпп", "РНОКПП",
		"cccd", "cmnd", "nik$", "nid$", "পরিচয়পত্র", "npwp", "nin$", "bvn$", "sss$", "philhealth", "cédula", "cedula", "nit$", "身分證",
		// Vietnam's tax code (mã số thuế), Australia's business and
		// company numbers, tax file number and Medicare card.
		"mst$", "abn$", "acn$", "tfn$", "medicare",
		// The UK's NHS number (3-3-4, a NANP number's shape), Malaysia's
		// and Singapore's identity cards, Germany's social insurance
		// number and a Packstation's customer number (Postnummer).
		"nhs$", "mykad", "nric", "sv-nummer", "postnummer",
		// Loyalty and rewards cards' numbers; an order, an invoice and
		// a shipment in Arabic (the article glued: "الطلب رقم 2024-0712").
		"loyalty", "rewards", "طلب", "فاتورة", "شحنة",
		// A confirmation's number, a French mutual insurer's member
		// (adhérent), the UK's taxpayer reference (UTR), master and house
		// air waybills, an application's and a member's number in
		// Japanese.
		"confirmation", "adhérent", "adherent", "mutuelle", "utr$", "mawb", "hawb", "申込番号", "会員番号",
		// A business identification number (Bangladesh's BIN; a card's
		// issuer prefix), a purchase order.
		"BIN$", "PO$",
		// Healthcare's numbers for a drug, a prescriber, a pharmacy and
		// a patient's record ("NDC 0107-4669-29", "NPI 2635578018").
		"ndc$", "npi$", "ncpdp", "mrn$",
		// The US employer identification number (EIN, 2-7: Israel's
		// and Tokyo's landline shapes), named in full too; a page or a
		// page range in a citation ("pp. 1583-1597"); a device's serial
		// number in Russian, Hindi and Arabic (серийный/заводской номер,
		// सीरियल नंबर, الرقم التسلسلي); an insurance policy in Indonesian
		// and Dutch (polis, polisnummer) and a contract and policy in
		// Czech (smlouva, pojistka).
		"EIN$", "FEIN$", "identification", "pp.", "pp$", "pages",
		// New Zealand's IRD number, Norway's organisation number, Mexico's
		// social security number (NSS), Japan's My Number and Germany's
		// social insurance number as keys.
		"ird$", "organisasjonsnummer", "organisationsnummer", "orgnr", "org.nr", "nss$", "my_number", "mynumber", "sv_nummer", "steuer_id",
		// Russia's СНИЛС and Belgium's enterprise number as keys, Canada's
		// business number, Colombia's cédula written C.C.
		"snils", "kbo$", "business number", "c.c.",
		// Bangladesh's NID; a consignment's number in Chinese; Japan's
		// postal mark before its code.
		"nid$", "託運", "托运", "單號", "〒",
		// An airline ticket's number (its 3-digit carrier code and
		// 10-digit serial) in French, Turkish, Polish, Portuguese,
		// Spanish, Italian and Russian; a waybill in Korean, tracking
		// in Hindi.
		"billet", "bilet", "bilhete", "billete", "biglietto", "билет", "Билет", "운송장", "ट्रैकिंग",
		"серийн", "Серийн", "заводск", "Заводск", "सीरियल", "تسلسلي", "التسلسلي",
		"polis", "smlouv", "pojistk",
		// Dun & Bradstreet's company number, 2-3-4 like a capital's
		// landline ("DUNS 09-093-0551").
		"duns",
		// Tracking in Portuguese and Norwegian/Danish ("rastreio",
		// "sporingsnummer"); passports, whose numbers records give
		// beside a phone ("Паспорт 13 87 320603"); France's trade
		// register (RCS, its city between: "RCS Lyon 912 345 678").
		"rastreio", "rastreamento", "sporing", "passport", "паспорт", "Паспорт", "pasaporte", "passaporte",
		"passeport", "reisepass", "paszport", "pasaport", "护照", "護照", "여권", "旅券", "rcs$",
		// An air waybill's number, the airline's prefix and eight
		// digits ("AWB: 020-91549349").
		"awb$",
		// Iran's national code and postal code (کد ملی, کد پستی: the
		// word right before the number is "national", "postal"); the
		// Belgian enterprise number abbreviated.
		"ملی", "پستی", "ondernemingsnr",
		// Sweden's Swish payment numbers (123 456 78 90, a business's,
		// not its phone); a meeting's id in Danish, Norwegian and
		// Swedish (mødeid, møteid, mötes-ID).
		"swish", "mødeid", "møteid", "mötes",
		// Korea's business registration number (사업자등록번호), 3-2-5,
		// and any registration number (등록번호), written last.
		"사업자", "등록번호",
		// A number the text itself calls made up ("use the fictional
		// number 555-0199").
		"fictional", "fictitious", "dummy", "made-up",
		// Brazil's product classification (NCM, 4.2.2 on an invoice);
		// New Zealand's GST number (its IRD number, 2-3-3) and business
		// number; Canada's social insurance number in French (NAS) and
		// English; Belgium's enterprise number after its French
		// abbreviation (KBO/BCE); Hungary's company register number
		// (Cg.); a clinical trial's protocol (round 29).
		"ncm$", "gst$", "nzbn", "assurance sociale", "social insurance", "bce$", "cg$", "cégjegyzék", "protocol$", "sociale$",
		// Contracts, insurance policies and memberships.
		"contract", "vertrag", "contrat", "contrato", "contratto", "umow", "договор", "Договор", "sözleşme",
		"policy", "polizza", "póliza", "apólice", "полис", "Полис", "poliçe", "mitglied", "membership", "合同", "契約",
		// A loan's or a mortgage's number, in the languages of the
		// forms that give one beside the borrower's phone; a checked
		// bag's tag ("baggage tag 0220 447120", the airline's prefix
		// and a serial: a trunk-0 national number's shape).
		"loan", "mortgage", "préstamo", "prestamo", "hipoteca", "darlehen", "empréstimo", "emprestimo", "prestito", "mutuo", "kredyt", "lening",
		"baggage", "luggage", "bagage", "gepäck", "equipaje", "bagaglio", "tag$",
		// A legal matter's or a court case's file number ("client
		// matter 662649011", "Matter No. …", "Aktenzeichen …", "número
		// de asunto …", "processo n.º …", "zaaknummer …").
		"matter$", "matters$", "aktenzeichen", "asunto$", "processo$", "zaaknummer", "affaire$",
		// A post office box and its postal code ("P.O. Box 7482-00100",
		// Kenya's).
		"box$", "p.o.box",
		// A call centre's wrap-up shorthand for an order and a tracking
		// number ("cx called re ord# 3566607622 not rcvd. trk 2186 2445
		// 4247").
		"ord#", "trk$"}
)

// accountWords name an account. A phone-shaped number right after one is
// the account's number ("acct 058-060-3174", "account number is
// 5589-969-191"); a card after one is still a card, which is why they are
// not idWords.
var accountWords = []string{"account", "acct", "a/c", "konto", "compte", "cuenta", "conto", "rekening", "rek$", "norek",
	// Indonesian's and Malay's account, a carrier's billing account
	// number (BAN), round 33.
	"akun$", "ban$",
	// A bank account in Korean, Hebrew, Japanese, Chinese, Thai,
	// Vietnamese, Arabic and Hindi ("계좌 110-263-433751", "חשבון בנק
	// 12-377-160213": a bank's, branch's and account's groups).
	"계좌", "חשבון", "בנק", "口座", "账号", "帳號", "账户", "帳戶", "บัญชี", "tài khoản", "حساب", "الحساب", "खाता", "hesap", "счёт", "счет", "Счёт", "Счет",
	// Sweden's giro accounts, 7 or 8 digits written 4-4 like a number of
	// a phone ("Bankgiro 5044-3237").
	"bankgiro", "plusgiro",
	// A US bank transfer's route: the ACH network and the ABA routing
	// number ("Payout via ACH 055558167/9944550329", "routing 021000021"),
	// nine digits as an SSN is.
	"ach$", "aba$", "routing"}

// Context windows, in bytes, before and after the number.
const (
	ctxBefore = 40
	ctxAfter  = 24
)

// Keyword categories.
const (
	catStrongPhone = 1 << iota
	catWeakPhone
	catSSN
	catPart
	catCard
	catID
	catAccount
)

type kwEntry struct {
	w   string
	cat uint8
	// pre holds the word's first bytes as load64 reads them, mask the
	// bytes they fill; short says pre is the whole word, with room in the
	// eight bytes for the byte after it when the word must end there ('$').
	pre, mask uint64
	short     bool
	// caps says the word counts only in capitals: written so in its
	// list, an acronym that is a common word in lower case ("BIN", not
	// German "bin"; "PO", not Tagalog "po").
	caps bool
}

// newKwEntry returns the entry for keyword w of category cat.
func newKwEntry(w string, cat uint8) kwEntry {
	if isUpper(w[0]) && w[0] < 0x80 {
		w = strings.ToLower(w)
		e := newKwEntry(w, cat)
		e.caps = true
		return e
	}
	e := kwEntry{w: w, cat: cat}
	n := len(w)
	if w[n-1] == '$' {
		n--
		e.short = n < 8
	} else {
		e.short = n <= 8
	}
	for k := 0; k < min(n, 8); k++ {
		e.pre |= uint64(w[k]) << (8 * k)
		e.mask |= 0xFF << (8 * k)
	}
	return e
}

// kwByFirst lists the keywords by their (lower-case) first byte, so that a
// position is checked with one table lookup and, mostly, one more byte.
var kwByFirst [256][]kwEntry

// kwByTriple lists the keywords by a hash of their first three bytes
// (tripleHash): a word that passes kwSecond and kwPairCats is compared with
// the few keywords in its bucket, not with every keyword that shares its
// first letters (the Devanagari, Arabic and Cyrillic ones share their
// first two bytes). A keyword of one or two letters is in the bucket of
// every third byte.
var kwByTriple [2048][]kwEntry

// kwPairCats[h] holds the categories of the keywords whose first two bytes
// hash to h (pairHash).
var kwPairCats [512]uint8

func pairHash(c0, c1 byte) int { return (int(c0)*67 ^ int(c1)) & 511 }

func tripleHash(c0, c1, c2 byte) int { return (int(c0)*67 ^ int(c1)*13 ^ int(c2)*1031) & 2047 }

// addByTriple files e under its first three bytes, or under every third
// byte when it has only two (not counting a final '$'), once per bucket.
func addByTriple(e kwEntry) {
	w := strings.TrimSuffix(e.w, "$")
	if len(w) >= 3 {
		h := tripleHash(w[0], w[1], w[2])
		kwByTriple[h] = append(kwByTriple[h], e)
		return
	}
	for c2 := 0; c2 < 256; c2++ {
		h := tripleHash(e.w[0], e.w[1], byte(c2))
		if b := kwByTriple[h]; len(b) == 0 || b[len(b)-1].w != e.w || b[len(b)-1].cat != e.cat {
			kwByTriple[h] = append(b, e)
		}
	}
}

// kwSecond[c0] is the set of second bytes of the keywords that start with
// c0: most words are dropped on it with one bit test, before the list.
var kwSecond [256][4]uint64

// keywordLists pairs each list of keywords with its category.
var keywordLists = []struct {
	words []string
	cat   uint8
}{
	{strongPhoneWords, catStrongPhone}, {weakPhoneWords, catWeakPhone}, {ssnWords, catSSN},
	{partWords, catPart}, {cardWords, catCard}, {idWords, catID}, {accountWords, catAccount},
}

func init() {
	for _, l := range keywordLists {
		for _, w := range l.words {
			e := newKwEntry(w, l.cat)
			w = e.w
			kwByFirst[w[0]] = append(kwByFirst[w[0]], e)
			addByTriple(e)
			kwPairCats[pairHash(w[0], w[1])] |= l.cat
			kwSecond[w[0]][w[1]>>6] |= 1 << (w[1] & 63)
		}
	}
}

// ctxIndex answers "is there a label of this kind between lo and hi" for one
// input. While few questions are asked it scans their neighbourhoods; once
// the bytes scanned that way reach the input's length it indexes the whole
// input in one pass and answers by binary search. Either way the work stays
// linear: a text full of nine-digit numbers costs one pass, not a scan of
// every number's surroundings.
type ctxIndex struct {
	s       string
	scanned int // bytes scanned for single questions so far
	built   bool
	kws     []kwPos // every keyword in s, in order
	present uint8   // the categories of all of kws

	tab         tableScan  // how far the lines have been read for tables
	rows        []tableRow // rows of tables with a labelled column (colMasks), in order
	fieldStarts []int      // the rows' field starts, concatenated

	sql       sqlScan    // how far the text has been read for INSERT statements
	tuples    []tableRow // their tuples of values under a labelled column, in order
	sqlFields []int      // the tuples' value starts, concatenated

	rowHint, tupleHint int // the row and tuple rowAt found last

	seg segCursor // how far s has been read for HL7 and X12 segments (segments.go)

	al           alignScan      // how far the lines have been read for aligned tables (aligned.go)
	aligned      []alignedTable // the aligned tables found, in order
	alignedCells []int          // their header cells' starts, ends and labels, concatenated

	cardNamesRead bool  // s has been searched for cardNames (cardNameIn)
	cardNameAt    []int // where they start, in order
	cardNameEnd   []int // and where each ends

	before wordRightBeforeMemo // the word right before the number asked about last (wordEnding)

	plusRead bool  // s has been searched for '+' before a digit (plusSigns, lists.go)
	plusAt   []int // where they stand, in order
	plusCC   []int // and each one's country code (countryCodeAt)
	plusLine []int // and the line it stands on, once the lines are read

	linesRead bool  // s has been read for lines (readLines, lists.go)
	lineEnds  []int // where each line of s ends (its '\n')
	linePara  []int // the paragraph of each line: blank lines counted before it

	lst   *listState // the list rule's readings (lists.go), kept between uses
	lstOn bool       // lst has been cleared for s

	// The list phoneListHeading read last: its heading's line start,
	// its lines' starts up to listLast, the categories asked and the
	// answer, so that each next line of the list reads none above it.
	listHead, listLast int
	listCats           uint8
	listVerdict        bool

	wallet uint8 // whether s names a mobile wallet (walletText): 0 not asked, 1 yes, 2 no
}

// wordRightBeforeMemo is what wordEndingAt(s, end, false) returned for end = at-1
// (at is 0 when nothing is kept): the look-ups about one number ask it
// several times of the same place.
type wordRightBeforeMemo struct {
	at   int
	cats uint8
	w    string
	k    int
}

// wordEnding is wordEndingAt(x.s, end, false), kept for the last end asked.
func (x *ctxIndex) wordEnding(end int) (uint8, string, int) {
	if b := &x.before; b.at != end+1 {
		b.cats, b.w, b.k = wordEndingAt(x.s, end, false)
		b.at = end + 1
	}
	return x.before.cats, x.before.w, x.before.k
}

// tableScan is where buildTables stopped: the lines before pos are read,
// and the line at pos (ending at end) has been read as a row if rowRead.
type tableScan struct {
	pos, end int
	rowRead  bool

	// The table open at pos.
	delim  byte
	nf     int
	cols   colMasks
	active bool

	// unnamed says cols is still to be read from the header s[hs:he]:
	// its names are looked up only when a row follows it (most lines
	// with commas that pass for a header are followed by none).
	unnamed bool
	hs, he  int
}

// ctxPool keeps the index's slices between calls: a PII-dense text builds
// an index per query, and growing fresh slices each time is most of what
// that costs.
var ctxPool = sync.Pool{New: func() any { return new(ctxIndex) }}

// newCtxIndex returns an empty index for s, with slices kept from earlier
// use.
func newCtxIndex(s string) *ctxIndex {
	x := ctxPool.Get().(*ctxIndex)
	kws, rows, fieldStarts, tuples, sqlFields := x.kws[:0], x.rows[:0], x.fieldStarts[:0], x.tuples[:0], x.sqlFields[:0]
	aligned, alignedCells, cardNameAt, cardNameEnd := x.aligned[:0], x.alignedCells[:0], x.cardNameAt[:0], x.cardNameEnd[:0]
	plusAt, plusCC, plusLine, lineEnds, linePara := x.plusAt[:0], x.plusCC[:0], x.plusLine[:0], x.lineEnds[:0], x.linePara[:0]
	lst := x.lst
	// Cleared in place, then the slices put back: a composite literal of
	// the whole struct would be built aside and copied over.
	*x = ctxIndex{}
	x.s, x.tab.end = s, -1
	x.kws, x.rows, x.fieldStarts, x.tuples, x.sqlFields = kws, rows, fieldStarts, tuples, sqlFields
	x.aligned, x.alignedCells, x.cardNameAt, x.cardNameEnd = aligned, alignedCells, cardNameAt, cardNameEnd
	x.plusAt, x.plusCC, x.plusLine, x.lineEnds, x.linePara = plusAt, plusCC, plusLine, lineEnds, linePara
	x.lst = lst
	return x
}

// release hands x back for reuse; x must not be used afterwards. Slices
// grown unusually large (a hostile input) are let go.
func (x *ctxIndex) release() {
	if cap(x.kws) > 4096 || cap(x.fieldStarts) > 4096 || cap(x.sqlFields) > 4096 || cap(x.alignedCells) > 4096 || cap(x.cardNameAt) > 4096 || cap(x.cardNameEnd) > 4096 || cap(x.plusAt) > 4096 || cap(x.plusCC) > 4096 || cap(x.plusLine) > 4096 || cap(x.lineEnds) > 4096 || cap(x.linePara) > 4096 || x.lst != nil && cap(x.lst.plusPlace) > 4096 {
		return
	}
	x.s, x.sql = "", sqlScan{} // no part of the input stays reachable from the pool
	ctxPool.Put(x)
}

// wordsAt returns the categories of the keywords that start at s[i].
func wordsAt(s string, i int) uint8 { return wordsOfAt(s, i, 0xFF) }

// wordsOfAt is wordsAt for the categories in want only: a question about
// SSN labels does not compare the phone words. The categories of the
// keywords sharing a first byte and a hash of the second drop most
// positions before any keyword is compared.
func wordsOfAt(s string, i int, want uint8) uint8 {
	c0 := lower(s[i])
	if len(kwByFirst[c0]) == 0 || (i > 0 && isAlpha(s[i-1])) {
		return 0
	}
	var cats uint8
	c1 := byte(0)
	if i+1 < len(s) {
		c1 = lower(s[i+1])
	}
	h := pairHash(c0, c1)
	if kwSecond[c0][c1>>6]&(1<<(c1&63)) == 0 || kwPairCats[h]&want == 0 {
		return 0
	}
	// With eight bytes to read, a keyword is compared in one go: the
	// bytes at i, lower-cased, against its first bytes; one that fits
	// them whole is decided there.
	var v uint64
	if i+8 <= len(s) {
		v = lower8(load64(s, i))
	}
	c2 := byte(0)
	if i+2 < len(s) {
		c2 = lower(s[i+2])
	}
	bucket := kwByTriple[tripleHash(c0, c1, c2)]
	for k := range bucket {
		e := &bucket[k] // not copied: an entry is five words
		if (cats|^want)&e.cat != 0 {
			continue
		}
		if i+8 <= len(s) {
			if v&e.mask != e.pre {
				continue
			}
			if e.short {
				if n := len(e.w) - 1; (e.w[n] != '$' || !isAlpha(byte(v>>(8*n)))) && (!e.caps || capsAt(s, i, len(strings.TrimSuffix(e.w, "$")))) {
					cats |= e.cat
				}
				continue
			}
		}
		if hasWordAt(s, i, e.w) && (!e.caps || capsAt(s, i, len(strings.TrimSuffix(e.w, "$")))) {
			cats |= e.cat
		}
	}
	if cats != 0 && i > 0 && s[i-1] >= 0x80 && midWord(s, i) {
		return 0
	}
	if cats&catStrongPhone != 0 && isAlpha(s[i]) && notPhoneWordAt(s, i) {
		cats &^= catStrongPhone
	}
	if cats&catWeakPhone != 0 && numberFirst[s[i]] && numberOfWordBefore(s, i) {
		cats &^= catWeakPhone
	}
	if cats&catStrongPhone != 0 && lower(s[i]) == 'f' && adjectiveAfterNoun(s, i) {
		cats &^= catStrongPhone
	}
	return cats
}

// adjectiveAfterNoun reports Spanish "fijo" (fixed) at s[i] after a word:
// an adjective after its noun ("plazo fijo", "precio fijo"), which names
// the landline only after a phone's noun that is a phone word already
// ("teléfono fijo") or heading an item of its own ("· fijo (2) 571
// 5668", "Fijo: …").
func adjectiveAfterNoun(s string, i int) bool {
	if !hasWordAt(s, i, "fijo$") {
		return false
	}
	j := i
	for j > 0 && i-j < 3 && s[j-1] == ' ' {
		j--
	}
	return j < i && j > 0 && letterOrHigh[s[j-1]] && s[j-1] != 0xB7 && s[j-1] != 0x94 && s[j-1] != 0x93
}

// numberOfWordBefore reports a word for "number" at s[i] (it has no letter
// before it) right after a word for an id, a part, an account, a card or
// an SSN: that id's number ("NHS number", "Order numbers", "part number",
// "sipariş numarası", "ऑर्डर नंबर"), which names no phone, however near a
// phone-shaped number it stands. The word before is asked for those
// categories only, which never leads back here.
func numberOfWordBefore(s string, i int) bool {
	j := i
	for j > 0 && i-j < 2 && (s[j-1] == ' ' || s[j-1] == '-') {
		j--
	}
	if j == i || j == 0 || !letterOrHigh[s[j-1]] {
		return false
	}
	k := j
	for k > 0 && j-k < 24 && letterOrHigh[s[k-1]] {
		k--
	}
	if k > 0 && letterOrHigh[s[k-1]] || wordsOfAt(s, k, catID|catPart|catAccount|catCard|catSSN) == 0 && !wordIn(s[k:j], idOwnerWords) {
		// (or a word for whose record it is: "customer number",
		// "employee number", "policy number")
		return false
	}
	e := i
	for e < len(s) && e-i < 24 && letterOrHigh[s[e]] {
		e++
	}
	return numberWord(s[i:e])
}

// capsAt reports n ASCII capitals at s[i].
func capsAt(s string, i, n int) bool {
	for k := i; k < i+n; k++ {
		if k >= len(s) || s[k]-'A' >= 26 {
			return false
		}
	}
	return true
}

// midWord reports a keyword at s[i] that starts inside a word of a script
// written with spaces between words: a letter, digit or combining mark of
// such a script stands right before it, as "тел" does in "пользователь"
// (user), "покупатель" (buyer), and "tel" in "Hôtel". The ASCII letters
// before a keyword are turned away by the callers; this looks at the
// non-ASCII ones.
//
// Keywords are still found inside words where the script calls for it:
// after or in CJK and Thai text, written without spaces ("お電話",
// "我的订单"), and in Arabic and Hebrew, which glue the article and
// prepositions to the word ("الهاتف", "بالهاتف", "בטלפון").
func midWord(s string, i int) bool {
	if c := s[i]; c >= 0xD6 && c <= 0xDB || c >= 0xE3 && c <= 0xED {
		return false // a Hebrew or Arabic keyword, or one in CJK or Hangul (U+3000-U+DFFF)
	}
	r, _ := utf8.DecodeLastRuneInString(s[:i])
	if r == utf8.RuneError {
		return false
	}
	c := runeClass(r)
	if c&rCJK != 0 || infixScript(r) {
		return false
	}
	if c&(rWord|rMark) == 0 {
		// Spacing marks (Mc) sit in the Indic and Southeast Asian
		// blocks: a Devanagari vowel sign before "फोन" is inside a word.
		return r >= 0x0900 && r < 0x1100 && unicode.Is(unicode.Mc, r)
	}
	if s[i] >= 0x80 {
		k, _ := utf8.DecodeRuneInString(s[i:])
		if runeClass(k)&rCJK != 0 || infixScript(k) {
			return false
		}
	}
	return true
}

// infixScript reports a rune of a script whose words carry prefixes glued
// on, or that is written without spaces: Hebrew, Arabic (and Persian,
// Urdu), Thai, Lao.
func infixScript(r rune) bool {
	return r >= 0x0590 && r <= 0x08FF || r >= 0x0E00 && r <= 0x0EFF || r >= 0xFB1D && r <= 0xFEFF
}

// kwPos is a keyword found at off, of the categories cats.
type kwPos struct {
	off  int
	cats uint8
}

func (x *ctxIndex) build() {
	x.built = true
	s := x.s
	n := len(s)
	i := 0
	for ; i+8 <= n; i += 8 {
		for starts := wordStarts(load64(s, i), letterBefore(s, i)); starts != 0; starts &= starts - 1 {
			x.add(i + firstByte(starts))
		}
	}
	for ; i < n; i++ {
		if i == 0 || !isAlpha(s[i-1]) {
			x.add(i)
		}
	}
}

// add records the keywords that start at s[i], which has no letter before
// it.
func (x *ctxIndex) add(i int) {
	if !kwStart[x.s[i]] {
		return
	}
	if cats := wordsAt(x.s, i); cats != 0 {
		x.kws = append(x.kws, kwPos{i, cats})
		x.present |= cats
	}
}

// wordStarts flags the bytes of x, eight bytes of s, where a keyword may
// start: an ASCII letter or a byte >= 0x80 with no letter before it. prev is
// 0x80 when the byte before x is a letter (see letterBefore). Digits,
// spaces and punctuation, most of a number-heavy text, are passed over
// eight at a time.
func wordStarts(x, prev uint64) uint64 {
	a := alphaBytes(x)
	return (a | x&msbs) &^ (a<<8 | prev)
}

// letterBefore is wordStarts' prev for the word at s[i].
func letterBefore(s string, i int) uint64 {
	if i > 0 && isAlpha(s[i-1]) {
		return 0x80
	}
	return 0
}

// kwStart marks the bytes a keyword can start with, in either case.
var kwStart [256]bool

func init() {
	for c := 0; c < 256; c++ {
		kwStart[c] = len(kwByFirst[lower(byte(c))]) > 0
	}
}

// minQuestion is what any counts for an empty window before the index is
// built.
const minQuestion = 16

// any reports a keyword of a category in cats starting in s[lo:hi].
func (x *ctxIndex) any(cats uint8, lo, hi int) bool {
	if !x.built {
		// Questions are answered by scanning until the bytes scanned
		// that way reach a quarter of the input; then the whole input
		// is indexed once. Either way each byte is read a bounded
		// number of times. An empty window counts 16 bytes: a line of
		// its own per number ("555…\n") asks many, and the index
		// answers the next ones at once (mayHold, phoneColumn) when no
		// word is anywhere.
		w := hi - lo
		if w <= 0 {
			w = minQuestion
		}
		if x.scanned+w <= len(x.s)/4+256 {
			x.scanned += w
			return lo < hi && scanWindow(x.s, lo, hi, cats)
		}
		x.build()
	}
	if lo >= hi {
		return false
	}
	if x.present&cats == 0 {
		return false // no keyword of these kinds anywhere
	}
	k, _ := slices.BinarySearchFunc(x.kws, lo, func(p kwPos, lo int) int { return p.off - lo })
	for ; k < len(x.kws) && x.kws[k].off < hi; k++ {
		if x.kws[k].cats&cats != 0 {
			return true
		}
	}
	return false
}

// scanWindow reports a keyword of a category in cats starting in s[lo:hi].
// Keywords start only at a letter or a non-ASCII byte with no letter before
// it; eight bytes at a time, those positions are found with a few word
// operations, and each is checked against the keywords of those categories
// whose first two bytes it has (kwPairCats) before any is compared.
func scanWindow(s string, lo, hi int, cats uint8) bool {
	i := lo
	for ; i < hi && i+8 <= len(s); i += 8 {
		starts := wordStarts(load64(s, i), letterBefore(s, i))
		if hi-i < 8 {
			starts &= 1<<(8*(hi-i)) - 1
		}
		for ; starts != 0; starts &= starts - 1 {
			j := i + firstByte(starts)
			// kwAt's first tests, here: most word starts begin no
			// keyword of cats.
			c1 := byte(0)
			if j+1 < len(s) {
				c1 = lower(s[j+1])
			}
			if kwStart[s[j]] && kwPairCats[pairHash(lower(s[j]), c1)]&cats != 0 && wordsOfAt(s, j, cats) != 0 {
				return true
			}
		}
	}
	for ; i < hi; i++ {
		if (i == 0 || !isAlpha(s[i-1])) && kwAt(s, i, cats) {
			return true
		}
	}
	return false
}

// kwAt reports a keyword of a category in cats at s[i], which has no letter
// before it. A position whose first two bytes start no keyword of those
// categories (kwPairCats) is passed over without a call.
func kwAt(s string, i int, cats uint8) bool {
	c := s[i]
	if !kwStart[c] {
		return false
	}
	c1 := byte(0)
	if i+1 < len(s) {
		c1 = lower(s[i+1])
	}
	return kwPairCats[pairHash(lower(c), c1)]&cats != 0 && wordsOfAt(s, i, cats) != 0
}

// mayHold reports whether the digit group g, on its own (nine to twelve
// digits, no '+' before, no group after: see numberAt), may be taken in
// this text. Nine digits are an SSN only under an SSN label (matchSSN) or a
// phone right after a strong phone word, and a group of ten or eleven a
// phone only under a strong phone word (loneGroupPhone); once the index is
// built, it tells whether the text has such a word at all. A column label
// needs the word in its header, so it is covered too; an HL7 or X12 field
// is asked (segments.go). Ten or eleven digits with the trunk 0 may follow
// a contact word, which is asked at once when the text has no strong phone
// word. Anything else of that size is never taken.
func (x *ctxIndex) mayHold(s string, g group) bool {
	if waLink(s, g.start) {
		return true
	}
	var need uint8
	switch {
	case g.nd == 9:
		need = catSSN
		if loneGroupPhone(s, g) == lonePhoneRightAfterWord {
			need |= catStrongPhone
			if x.built && x.present&need == 0 && contactHeaderItem(s, g.start, g.end) {
				return true
			}
		}
	case loneGroupPhone(s, g) == loneTrunkPhone:
		if mobileEleven(s, g) {
			return true
		}
		if x.built && x.present&catStrongPhone == 0 {
			// Only a contact word right before it can make it one:
			// asked at once, not by the whole phone matcher.
			return x.contactWordRightBefore(g.start) || x.ownNumberRightBefore(g.start) || x.segmentLabel(g.start) != 0 || contactLineItem(s, g.start, g.end) || contactHeaderItem(s, g.start, g.end) || unlabelledPhone(x, s, g)
		}
		if contactLineItem(s, g.start, g.end) || contactHeaderItem(s, g.start, g.end) {
			return true
		}
		need = catStrongPhone | catWeakPhone
	case loneGroupPhone(s, g) != lonePhoneNever:
		need = catStrongPhone
		if g.nd == 10 && x.built && x.present&need == 0 && (x.ownNumberRightBefore(g.start) || unlabelledPhone(x, s, g) || tenAfterContact(x, s, g) || x.phoneListHeading(g.start, g.end, catStrongPhone)) {
			return true
		}
	default:
		return false
	}
	return !x.built || x.present&need != 0 || x.segmentLabel(g.start) != 0 || personNameRightBefore(s, g.start)
}

// tenAfterContact reports ten digits right after a word asking for
// contact ("Parent contact: 9713335895") that a North American or an
// Indian number can be (NANP's area and exchange codes; India's mobiles
// lead with 6 to 9): the label says whom to call.
func tenAfterContact(x *ctxIndex, s string, g group) bool {
	if g.nd != 10 || !(nanpDigits(s, g) || digitN(s, g, 0) >= 6) {
		return false
	}
	// The word itself, not one that only says "number" ("Öğrenci
	// numaram 2019897266" is a student's).
	_, w, _ := x.wordEnding(g.start)
	if !contactStem(w) {
		// Qualified: "Local contact in MX: 3319166423".
		p, ok := qualifiedLabelEnd(s, g.start)
		if !ok {
			return false
		}
		if _, w, _ = wordEndingAt(s, p, false); !contactStem(w) {
			return false
		}
	}
	return x.contactWordRightBefore(g.start) && !x.idRightBefore(g.start)
}

// contactStem reports a word for contact that names whom to call, not
// only a number: "contact", "Kontakt", "contato".
func contactStem(w string) bool {
	return wordFoldAt(w, 0, "contact") || wordFoldAt(w, 0, "kontakt") || wordFoldAt(w, 0, "contat") || w == "संपर्क" // Hindi
}

// unlabelledPhone reports what makes a lone group a phone with no phone
// word in the text (matchPhone asks them too): a bulleted item's name, a
// Turkish call or a channel after it, an e-mail address offered instead,
// the verbs, roles and phrases the index does not hold right before it,
// a signature's one-letter label before it, an extension named by its word
// after it.
func unlabelledPhone(x *ctxIndex, s string, g group) bool {
	return x.namedListItem(g.start, g.end) || callVerbAfter(s, g.end) || orAddressAfter(s, g.end) || unindexedCallRightBefore(s, g.start) || letterLabelBefore(s, g.start) || extWordAfter(s, g.end)
}

// mayHoldPhone reports whether the text may hold a phone word, strong or
// weak (and so a table column named by one): false only once the index
// is built and holds none.
func (x *ctxIndex) mayHoldPhone() bool {
	return !x.built || x.present&(catStrongPhone|catWeakPhone) != 0
}

// holdsStrongPhoneWord reports a strong phone word anywhere in the text,
// indexing it first if that has not been done: what a phone column's name
// needs. Asked only for numbers that fill a table's cell or a field.
func (x *ctxIndex) holdsStrongPhoneWord() bool {
	if !x.built {
		x.build()
	}
	return x.present&catStrongPhone != 0
}

// holdsCardWord reports a card's word anywhere in the text ("AMEX
// CORPORATE — BILLING STATEMENT", "Corporate card feed"), indexing it
// first if that has not been done.
func (x *ctxIndex) holdsCardWord() bool {
	if !x.built {
		x.build()
	}
	return x.present&catCard != 0
}

// near reports a keyword of cats within ctxBefore bytes before start or
// ctxAfter bytes after end, not across a line break.
func (x *ctxIndex) near(cats uint8, start, end int) bool {
	return x.any(cats, x.lineBefore(start), start) || x.any(cats, end, x.lineAfter(end))
}

// lineBefore returns where the window of ctxBefore bytes before start
// begins: after the last line break in it, if any. Most windows have none,
// which IndexByte (vectorised) tells faster than LastIndexByte (a byte
// loop) finds the last.
func (x *ctxIndex) lineBefore(start int) int {
	lo := max(0, start-ctxBefore)
	if lo > 0 && x.s[lo] >= 0x80 {
		// The window ends inside a script of two- or three-byte letters
		// (Greek, Cyrillic, Arabic, CJK): forty bytes hold half the
		// words they hold in ASCII ("Τηλέφωνο επικοινωνίας 210 …").
		lo = max(0, start-2*ctxBefore)
	}
	if k := strings.IndexByte(x.s[lo:start], '\n'); k >= 0 {
		lo += k + 1
		lo += strings.LastIndexByte(x.s[lo:start], '\n') + 1
	}
	return lo
}

// lineAfter returns where the window of ctxAfter bytes after end ends: at
// the first line break in it, if any.
func (x *ctxIndex) lineAfter(end int) int {
	hi := min(len(x.s), end+ctxAfter)
	if k := strings.IndexByte(x.s[end:hi], '\n'); k >= 0 {
		hi = end + k
	}
	return hi
}

// strongPhone reports a strong phone word near s[start:end], or a table
// column named by one ("phone", "mobile", "Telefon") holding s[start].
func (x *ctxIndex) strongPhone(start, end int) bool {
	return x.near(catStrongPhone, start, end) || x.phoneColumn(start) || letterLabelBefore(x.s, start)
}

// letterLabelBefore reports the one-letter label a signature or a contact
// card puts before a phone: "M: 503 992 2955 | O: 617-895-8177", "T.
// +44 …", "> C: …". The letter stands alone, at a line's start or after a
// space, a '|', a '>' or a tab, with a colon or a full stop after it.
func letterLabelBefore(s string, start int) bool {
	if start >= 2 && s[start-1] == ' ' && phoneLetter[s[start-2]] && (start == 2 || s[start-3] == '\n') {
		// The letter and a blank alone, starting its line, as a
		// signature prints it ("D 8012911525", "M 303 595 7659").
		return true
	}
	j := start
	for j > 0 && start-j < 2 && s[j-1] == ' ' {
		j--
	}
	if j >= 3 && (s[j-1] == ':' || s[j-1] == '.') && wideLetterLabel(s[j-3:j-1]) {
		// Greek's and Cyrillic's letters, two bytes each: "Τ: +30 213
		// 3710375 | Κ: 6979530304" (τηλέφωνο, κινητό), "М: …", "Т.: …".
		return j == 3 || s[j-4] == '\n' || s[j-4] == ' ' || s[j-4] == '|' || s[j-4] == '\t'
	}
	if j < 2 || !phoneLetter[s[j-2]] {
		return false
	}
	if j == start || s[j-1] != ':' && s[j-1] != '.' {
		return false // (the letter and a blank alone: above)
	}
	if j == 2 {
		return true
	}
	switch s[j-3] {
	case '\n', ' ', '|', '>', '\t':
		return true
	}
	return false
}

// wideLetterLabel reports a letter of two bytes that labels a phone in a
// signature: Greek's Τ (τηλέφωνο) and Κ (κινητό), Cyrillic's Т
// (телефон), М (мобилен, мобільний) and Ф (факс).
func wideLetterLabel(l string) bool {
	switch l {
	case "Τ", "Κ", "Т", "М", "Ф":
		return true
	}
	return false
}

// phoneLetter marks the letters that label a phone in a signature: mobile,
// telephone, phone, cell, office, fax, home, work, direct.
var phoneLetter = [256]bool{'M': true, 'T': true, 'P': true, 'C': true, 'O': true, 'F': true, 'H': true, 'W': true, 'D': true}

// deskWord reports the word w, which starts at s[k], as a front desk's or
// a reception's: "reception", "réception", "Rezeption", "recepción",
// "recepção", or "desk" after "front".
func deskWord(s, w string, k int) bool {
	for _, d := range [...]string{"reception", "réception", "rezeption", "recepción", "recepção", "frontdesk"} {
		if strings.EqualFold(w, d) {
			return true
		}
	}
	if strings.EqualFold(w, "desk") {
		// "front desk …", and a desk's label: "Clinic desk: 0636…".
		_, w0, _ := wordEndingAt(s, k, false)
		return strings.EqualFold(w0, "front") || k+4 < len(s) && s[k+4] == ':'
	}
	return false
}

// ownNumberRightBefore reports "number" said of a person's own or a new
// or old one right before start ("my new number is …", "meu número novo é
// …"): contactWordRightBefore's question without a bare contact word.
func (x *ctxIndex) ownNumberRightBefore(start int) bool {
	cats, w, k := x.wordEnding(start)
	cats, w, k = overLinkWords(x.s, cats, w, k)
	if k > 0 && cats == 0 && strings.EqualFold(w, "line") {
		return x.nounPossessive(k) // "The receiver's line 0803…"
	}
	if k == 0 || cats&catWeakPhone == 0 || cats&(catID|catPart|catCard|catSSN|catAccount) != 0 || !numberWord(w) {
		return false
	}
	_, w2, k2 := wordEndingAt(x.s, k, false)
	if possessive(w2) || numberAge(w2) || wordIn(w2, numberKinds) || x.nounPossessive(k) {
		return true
	}
	if k2 > 0 && len(w2) == 2 && isUpper(w2[0]) && isUpper(w2[1]) {
		// A country's code between the possessive and the word: "My US
		// number 9196100721 will be off".
		_, w3, _ := wordEndingAt(x.s, k2, false)
		return possessive(w3)
	}
	return false
}

// numberKinds say which of a person's or a desk's numbers follows:
// "Alternative number: 0854…", "The office number 0860… diverts to my
// mobile", "Emergency contact number". Compared whole, ASCII case folded.
var numberKinds = []string{"alternative", "alternate", "backup", "second", "emergency", "office", "home", "work", "landline", "contact", "direct", "mobile", "cell"}

// nounPossessive reports, right before the word at s[k], a noun's English
// possessive that names a person ("the guy's number is …", "the other
// driver's number"): a word of no label's category, then "'s".
func (x *ctxIndex) nounPossessive(k int) bool {
	s := x.s
	j := k
	for j > 0 && k-j < 2 && s[j-1] == ' ' {
		j--
	}
	if j == k || j < 4 || s[j-1] != 's' && s[j-1] != 'S' {
		return false
	}
	a := j - 1
	switch {
	case s[a-1] == '\'':
		a--
	case a >= 4 && s[a-3:a] == "’":
		a -= 3
	default:
		return false
	}
	c, w, _ := wordEndingAt(s, a, false)
	return w != "" && c == 0 && len(w) >= 2
}

// strongPhoneBefore reports a strong phone word in the window before start
// on its line: the head of a label that a word for an id closes ("phone
// used on 11 orders: …").
func (x *ctxIndex) strongPhoneBefore(start int) bool {
	return x.any(catStrongPhone, x.lineBefore(start), start)
}

// contactWordRightBefore reports a weak phone word that asks for contact
// right before start ("Contact : …", "erreichbar unter …"), not one that
// only says "number": "account number 0123456789" names an account.
func (x *ctxIndex) contactWordRightBefore(start int) bool {
	if x.contactWordEnding(start) {
		return true
	}
	// A label qualified between its word and its colon: "Emergency
	// contact (mother): 0908…", "Local contact in MX: 3319…".
	p, ok := qualifiedLabelEnd(x.s, start)
	if !ok {
		p, ok = ownerLabelEnd(x.s, start)
	}
	return ok && x.contactWordEnding(p)
}

// qualifiedLabelEnd reads a label's qualifier back from its colon right
// before s[start]: a few letters in parentheses ("(mother)", "(Mutter)",
// "(home/work)") or "in" and one word ("in MX", "in Lisbon"). It returns
// where the label's own word ends.
func qualifiedLabelEnd(s string, start int) (int, bool) {
	j, ok := labelColonBefore(s, start)
	if !ok {
		return 0, false
	}
	for j > 0 && s[j-1] == ' ' {
		j--
	}
	if j > 2 && s[j-1] == ')' {
		k := j - 1
		for k > 0 && j-k < 24 && (letterOrHigh[s[k-1]] || s[k-1] == ' ' || s[k-1] == '/' || s[k-1] == '-') {
			k--
		}
		if k == j-1 || k == 0 || s[k-1] != '(' {
			return 0, false
		}
		return k - 1, true
	}
	k := j
	for k > 0 && j-k < 20 && letterOrHigh[s[k-1]] {
		k--
	}
	if k == j || k < 4 || s[k-1] != ' ' || !isUpper(s[k]) {
		return 0, false
	}
	if w, ws := asciiWordEnding(s, k-1); ws > 0 && s[ws-1] == ' ' && wordIn(w, placePrepositions) {
		return ws - 1, true
	}
	return 0, false
}

// ownerLabelEnd reads back a label's owner from its colon right before
// s[start]: a preposition or an article and one word ("Contato do
// responsável:", "Contacte o proprietário:", "contact of the owner:"). It
// returns where the label's own word ends.
func ownerLabelEnd(s string, start int) (int, bool) {
	j, ok := labelColonBefore(s, start)
	if !ok {
		return 0, false
	}
	k := j
	for k > 0 && j-k < 24 && letterOrHigh[s[k-1]] {
		k--
	}
	if k == j || k < 3 || s[k-1] != ' ' {
		return 0, false
	}
	k--
	w, ws := asciiWordEnding(s, k)
	if ws == 0 || s[ws-1] != ' ' || !wordIn(w, ownerWords) {
		return 0, false
	}
	k = ws - 1
	if wordIn(w, ownerArticles) {
		// "of the owner": a preposition may stand before the article
		// ("Contacte o proprietário:" has none).
		if w2, ws2 := asciiWordEnding(s, k); ws2 > 0 && s[ws2-1] == ' ' && wordIn(w2, ownerWords) {
			k = ws2 - 1
		}
	}
	return k, true
}

// labelColonBefore returns where a label's colon is right before s[start]
// (up to two spaces between), and whether there is one.
func labelColonBefore(s string, start int) (int, bool) {
	j := start
	for j > 0 && start-j < 3 && s[j-1] == ' ' {
		j--
	}
	if j < 4 || s[j-1] != ':' {
		return 0, false
	}
	return j - 1, true
}

// ownerArticles may stand between ownerWords' preposition and the owner.
var ownerArticles = []string{"the", "o", "a", "el", "la"}

// ownerWords stand between a contact's word and whose it is.
var ownerWords = []string{"do", "da", "de", "del", "della", "of", "the", "o", "a", "el", "la", "du", "des"}

// placePrepositions say where a contact is, between the label's word and
// its place ("contact in MX", "contacto en Lima", "contato em Lisboa",
// "Kontakt in Wien").
var placePrepositions = []string{"in", "en", "em", "na", "no", "à", "a", "w"}

// contactWordEnding is contactWordRightBefore without a qualifier.
func (x *ctxIndex) contactWordEnding(start int) bool {
	if queryLabelBefore(x.s, start) {
		return true // "Per domande sulla fattura: 320 …", "Contact for questions: 6587…"
	}
	cats, w, k := x.wordEnding(start)
	cats, w, k = overLinkWords(x.s, cats, w, k)
	if w == "hệ" && k > 0 {
		// Vietnamese "liên hệ" (contact), two syllables written apart:
		// the keyword starts at the word before.
		if _, w0, _ := wordEndingAt(x.s, k, false); strings.EqualFold(w0, "liên") {
			return true
		}
	}
	if deskWord(x.s, w, k) {
		// A hotel's or a practice's front desk or reception, right
		// before ten or eleven digits with the trunk 0 ("front desk
		// 0669399577"); not a phone word elsewhere ("leave with
		// reception, unit 433", "reception 303 445 1041 x12").
		return true
	}
	if strings.EqualFold(w, "cep") {
		// Turkish forms' "Cep:" (cep telefonu, the mobile). Only here,
		// before ten or eleven digits with the trunk 0: Brazil's "CEP"
		// names a postal code of eight.
		return true
	}
	if k > 0 && possessiveAfter(w) {
		// "ito po number ko 0995…", "numărul meu este 0729…".
		if c2, w2, _ := wordEndingAt(x.s, k, false); c2&catWeakPhone != 0 && numberWord(w2) {
			return true
		}
	}
	if cats&catWeakPhone == 0 || cats&(catID|catPart|catCard|catSSN|catAccount) != 0 {
		return false
	}
	if !numberWord(w) {
		return true
	}
	// A person's own number: "my number is 0412…", "mi número es …";
	// a new or an old one, whoever's ("mon nouveau numéro est le …",
	// "ancien numéro …", "mój nowy numer to …").
	c2, w2, _ := wordEndingAt(x.s, k, false)
	// ... or a number the word before calls a contact's ("contact
	// number", "Ulaşabileceğiniz numara", the number to reach you at).
	// Turkish says whose with a suffix: "numaram" (my number),
	// "numaran" (yours), "numaramız" (ours).
	return possessive(w2) || numberAge(w2) || c2&catWeakPhone != 0 && !numberWord(w2) && c2&(catID|catPart|catCard|catSSN|catAccount) == 0 ||
		wordIn(w, turkishOwnNumbers)
}

var turkishOwnNumbers = []string{"numaram", "numaran", "numaramız", "numaranız"}

// numberAges say a number is someone's new or old one, before the word for
// number: a person's changed phone ("my new number", "ancien numéro").
var numberAges = []string{"new", "old", "nuevo", "nueva", "nouveau", "ancien", "novo", "nova", "nuovo", "vecchio", "mpya", "naya", "nayaa",
	"neue", "neuen", "alte", "alten", "nowy", "stary", "nya", "gamla", "nye", "gamle", "nieuwe", "oude", "новый", "старый", "Новый", "Старый"}

func numberAge(w string) bool { return wordIn(w, numberAges) }

// possessives say whose number follows: a person's ("my number", "your
// number", "mi número", "mon numéro", "meine Nummer"). Compared whole,
// ASCII case folded.
var possessives = []string{"my", "your", "his", "her", "our", "their", "mi", "tu", "su", "mon", "ton", "son", "ma", "meu", "seu", "minha", "sua",
	"mein", "meine", "dein", "deine", "ihre", "mio", "tuo", "мой", "Мой", "мій", "Мій", "наш", "আমার",
	// Hindi "my", "your", "our" ("मेरा नंबर … है"), Nepali "my" in Latin
	// letters ("Mero number 98… ho").
	"मेरा", "मेरी", "आपका", "हमारा", "mero",
	// Bulgarian "my" and Belarusian ("Моят номер е …", "Мой нумар …").
	"моят", "Моят", "моя", "Моя",
	"moj", "moja", "moje", "naš", "naša", "vaš", "vaša", "tvoj", "tvoja",
	// Norwegian, Swedish and Danish "my" ("mitt nummer er …").
	"min", "mitt", "mit",
	// Hindi and Urdu written in Latin letters, as chats write them ("mera
	// number 98…", "aapka number"), and Bengali's "amar".
	"mera", "meri", "mere", "apna", "aapka", "apka", "tumhara", "hamara", "amar"}

// possessivesAfter say whose number it is after the word for number, in
// the languages that put them there: Tagalog "number ko", Romanian
// "numărul meu", Malay and Indonesian "nombor saya", Persian "شماره من",
// Swahili "namba yangu", "namba yako" (yours), "namba yake" (theirs).
var possessivesAfter = []string{"ko", "meu", "mea", "saya", "aku", "من", "yangu", "yako", "yake"}

func possessiveAfter(w string) bool { return wordIn(w, possessivesAfter) }

func possessive(w string) bool { return wordIn(w, possessives) }

// wordIn reports w among words, compared whole, ASCII case folded: how
// the short word lists here (possessives, link words, number words) are
// asked.
func wordIn(w string, words []string) bool {
	for _, x := range words {
		if len(w) == len(x) && strings.EqualFold(w, x) {
			return true
		}
	}
	return false
}

// strongPhoneOf is strongPhone for a lone group of digits, which is as often
// an id as a phone: a phone word after it counts only when it does not name
// a number of its own ("ID 7078412219, телефон +7 …", "Hôtel 7921168617
// réservé, portable 06 …": the word is the next number's label).
func (x *ctxIndex) strongPhoneOf(start, end int) bool {
	if x.phoneColumn(start) || letterLabelBefore(x.s, start) {
		return true
	}
	if x.any(catStrongPhone, x.lineBefore(start), start) {
		// The number's own JSON key names it when it names an id:
		// {"phone":"…"},"po":"4542109289" is the order's.
		return !otherKeyRightBefore(x.s, start)
	}
	hi := x.lineAfter(end)
	if !x.any(catStrongPhone, end, hi) {
		return false
	}
	s := x.s
	for i := end; i < hi; i++ {
		if (i == 0 || !isAlpha(s[i-1])) && kwAt(s, i, catStrongPhone) && !labelsNext(s, i) {
			return true
		}
	}
	return false
}

// otherKeyRightBefore reports a JSON key right before the value at
// s[start] (after its quote, if quoted) that names an id, a part or an
// account ("po", "order_id").
func otherKeyRightBefore(s string, start int) bool {
	q := start
	if q > 0 && s[q-1] == '"' {
		q--
	}
	if q < 4 || s[q-1] != ':' && s[q-1] != ' ' {
		return false
	}
	ks, ke, ok := keyBefore(s, q)
	if !ok || ke == ks {
		return false
	}
	if strings.EqualFold(s[ks:ke], "po") {
		return true // a purchase order's
	}
	if hasAnyFold(s[ks:ke], []string{"phone", "mobile", "tel", "cell", "fax", "msisdn"}) {
		return false // "display_phone_number": a phone's, whatever its last word
	}
	c := columnLabel(s[ks:ke], 0, ke-ks)
	return c&(catID|catPart|catAccount) != 0 && c&(catStrongPhone|catWeakPhone) == 0
}

// labelsNext reports that the word starting at s[i] is followed by a number
// of its own, after at most four of wordGap's bytes (a full-width colon, a
// no-break or ideographic space too), and a '+' or '(' that may lead it:
// "телефон +7 …", "tel. (555) …", "portable 06 …", "手机：138…",
// `"phone": "+7 …"`; or by the marker that replaced such a number.
func labelsNext(s string, i int) bool {
	j := i
	for j < len(s) {
		if _, _, ok := digitAt(s, j); ok {
			return true // "tel5551234"
		}
		if c := s[j]; c < 0x80 {
			if !isAlpha(c) {
				break
			}
			j++
			continue
		}
		r, w := utf8.DecodeRuneInString(s[j:])
		if runeClass(r)&(rWord|rMark) == 0 {
			break
		}
		j += w
	}
	for k := 0; k < 4 && j < len(s); k++ {
		if wordGap[s[j]] {
			j++
			continue
		}
		if w := labelGap(s, j); w > 0 {
			j += w
			continue
		}
		break
	}
	if j >= len(s) {
		return false
	}
	if s[j] == '+' || s[j] == '(' {
		j++
	} else if k, w := sepAt(s, j); w == 3 && (k == sPlus || k == sOpen) {
		j += w // full-width "＋", "（"
	}
	if j >= len(s) {
		return false
	}
	if strings.HasPrefix(s[j:], Redacted) {
		return true // the number it named, scrubbed: Find re-checks Scrub's text
	}
	_, _, ok := digitAt(s, j)
	return ok
}

// labelGap returns the width of a full-width colon, a no-break space or an
// ideographic space at s[j], or 0.
func labelGap(s string, j int) int {
	for _, g := range [...]string{"：", "\u00a0", "\u3000"} {
		if strings.HasPrefix(s[j:], g) {
			return len(g)
		}
	}
	return 0
}

// strongPhoneRightBefore reports a strong phone word as the word right
// before start, with at most four of wordGap's bytes between ("call
// 5551234", "Tel.: 2345678", "phone=5551234", `"phone": "5551234"`), but
// not "call count 5551234".
func (x *ctxIndex) strongPhoneRightBefore(start int) bool {
	if letterLabelBefore(x.s, start) {
		return true
	}
	cats, w := x.wordRightBefore(start)
	// "calls: 3456789" counts them; "For calls: 555 123 4567" still
	// names the number near it.
	if cats&catStrongPhone != 0 {
		if radioCellAfter(x.s, w, start) {
			return false // a mobile network's cell, its id ("VoLTE fix for cell 35967507")
		}
		return !strings.EqualFold(w, "calls")
	}
	return x.strongPhraseRightBefore(start) || unindexedCallRightBefore(x.s, start) || x.strongPhoneBeforeParen(start) || x.strongPhoneQualified(start) || edifactPhoneAt(x.s, start)
}

// strongPhoneQualified reports a strong phone word, then one to three
// words that say whose number it is, then a colon right before start:
// "Teléfono del otro conductor: 695991226", "Telefon des Gutachters: …",
// "Mobile privat: …". None of the words between may be a label of its own
// (an id's, an account's: "Phone account ID: …").
func (x *ctxIndex) strongPhoneQualified(start int) bool {
	s := x.s
	j := start
	for j > 0 && start-j < 3 && s[j-1] == ' ' {
		j--
	}
	if j < 2 {
		return false
	}
	if s[j-1] != ':' {
		// The verb in a sentence's place of the colon: "the phone
		// number on your account is 07816 078537".
		if _, w, k := wordEndingAt(s, j, false); k >= 2 && s[k-1] == ' ' && wordIn(w, labelVerbs) {
			j = k
		} else {
			return false
		}
	}
	end := j
	tagged := false // a word between names a number of its own
	var after string
	for n := 0; n < 5; n++ {
		c, w, k := wordEndingAt(s, end, false)
		if w == "" {
			return false
		}
		if c&catStrongPhone == 0 && numberWord(w) && k >= 2 && s[k-1] == ' ' {
			// "Phone number on the account": the word for number
			// goes with the phone word before it.
			if c2, _, _ := wordEndingAt(s, k-1, false); c2&catStrongPhone != 0 {
				end = k - 1
				continue
			}
		}
		if c&catStrongPhone != 0 {
			// A word naming another number between is the number's
			// owner only after a preposition: "Phone on the account:",
			// "Teléfono de la cuenta:", "Telefono dell'account:"; not
			// "Phone order id:".
			return n >= 1 && c&(catID|catPart|catAccount|catCard|catSSN) == 0 && !strings.EqualFold(w, "calls") && (!tagged || ownerPreposition(after))
		}
		if k < 2 || s[k-1] != ' ' && !(s[k-1] == '\'' && k >= 3 && isAlpha(s[k-2])) {
			return false
		}
		tagged = tagged || c != 0
		after = w
		end = k - 1
		if s[k-1] == '\'' {
			// "dell'account": the article's elision is a word of its own.
			for end > 0 && k-end < 6 && isAlpha(s[end-1]) {
				end--
			}
			after = s[end : k-1]
			end--
			if end < 1 || s[end] != ' ' {
				return false
			}
			n++
		}
	}
	return false
}

// labelVerbs stand where a label's colon would, in a sentence: "the phone
// on the account is …".
var labelVerbs = []string{"is", "was", "es", "ist", "est", "è", "é", "är", "er"}

// ownerPreposition reports a word that, right after a phone word, says
// whose phone the label's other words name: the account's, the order's
// ("Phone on the account:", "Téléphone du compte :", "Handynummer im
// Konto:", "Mobile linked with Aadhaar:").
func ownerPreposition(w string) bool { return wordIn(w, ownerPrepositions) }

// ownerPrepositions say whose phone a label names, in the languages of the
// corpora. Compared whole, case folded.
var ownerPrepositions = []string{"on", "of", "for", "linked", "registered", "associated", "de", "del", "della", "dell", "du", "des", "da", "do", "di",
	"im", "am", "vom", "zum", "zur", "für", "fur", "na", "w", "z", "en", "no", "op", "van", "på", "för", "на", "в", "для"}

// strongPhoneBeforeParen reports a strong phone word before a parenthesis
// that closes right before the number, a colon or a space between: a
// form's qualifier ("Mobile (for 2FA): 630773558", "Phone (after 6pm):
// …"). The parenthesis holds 32 bytes at most, on one line.
func (x *ctxIndex) strongPhoneBeforeParen(start int) bool {
	s := x.s
	j := start
	for j > 0 && start-j < 3 && (s[j-1] == ' ' || s[j-1] == ':') {
		j--
	}
	if j == start || j == 0 || s[j-1] != ')' {
		return false
	}
	k := j - 2
	for k >= 0 && j-k <= 34 && s[k] != '(' && s[k] != ')' && s[k] != '\n' {
		k--
	}
	if k <= 0 || s[k] != '(' || s[k-1] != ' ' {
		return false
	}
	cats, w, _ := wordEndingAt(s, k, false)
	return cats&catStrongPhone != 0 && !strings.EqualFold(w, "calls")
}

// strongPhoneThenQualifier reports a strong phone word, then one word that
// says whose or which line it is, right before start: "Telefono
// abitazione: 348/…", "Tel. ufficio 02 …", "Cellulare personale …". The
// word between names no other number.
func (x *ctxIndex) strongPhoneThenQualifier(start int) bool {
	c1, w1, k1 := x.wordEnding(start)
	if w1 == "" || k1 < 2 || c1 != 0 || x.s[k1-1] != ' ' && x.s[k1-1] != '.' {
		return false
	}
	c2, _, _ := wordEndingAt(x.s, k1, false)
	return c2&catStrongPhone != 0 && c2&(catID|catPart|catAccount|catCard|catSSN) == 0
}

// unindexedCallRightBefore reports, right before start, what asks for a
// call but is no keyword of the index (it counts only right before a
// number): the verb "ring" (ringRightBefore) or a delivery's driver, rider
// or courier (roleRightBefore). Byte checks, asked where the index has no
// phone word to offer.
func unindexedCallRightBefore(s string, start int) bool {
	return ringRightBefore(s, start) || roleRightBefore(s, start) || reachRightBefore(s, start) || verbNameOnBefore(s, start)
}

// senderNouns name what came from a number: a message, a call, a text.
var senderNouns = []string{"message", "messages", "call", "calls", "text", "texts", "sms", "voicemail", "missed"}

// verbNameOnBefore reports a verb of contact, a person and "on" or "at"
// right before start: "message pablo on 620 85 83 14", "text Ethan on
// 0476…", "call Maria at …" (the verbs with "me" or "us" are
// objectPronounBefore's). Read back from the bytes: "on"/"at", one word of
// letters (24 bytes at most), the verb.
func verbNameOnBefore(s string, start int) bool {
	j := start
	if j < 4 || s[j-1] != ' ' || !(s[j-3:j-1] == "on" || s[j-3:j-1] == "at") || s[j-4] != ' ' {
		return false
	}
	j -= 4
	k := j
	for k > 0 && j-k <= 24 && (isAlpha(s[k-1]) || s[k-1] >= 0x80) {
		k--
	}
	if k == j || k < 2 || s[k-1] != ' ' {
		return false
	}
	if c, _, _ := wordEndingAt(s, j, false); c != 0 {
		return false // a label's word, not a person: "message id on …"
	}
	if name := s[k:j]; !isUpper(name[0]) && !givenNameSmall(name) {
		return false // a name in capitals, or a given name written small ("pablo"); not "call count at …"
	}
	_, v, _ := wordEndingAt(s, k-1, false)
	return wordIn(v, contactVerbs)
}

// contactVerbs ask for contact with a person named after them.
var contactVerbs = []string{"message", "text", "call", "ring", "whatsapp", "sms", "msg"}

// reachRightBefore reports, right before start, a phrase that gives the
// number a person or a desk is reached on: a desk's own line ("direct line
// 0460 …", "línea directa", "ligne directe") and Dutch and German "reach
// me at" ("U kunt mij bereiken op …", "erreichbar unter …"). As the index's
// words, they would make every number of the text a phone's ("Schadenummer
// 061155111332. U kunt mij bereiken op …"); they count only here.
func reachRightBefore(s string, start int) bool {
	j := start
	for j > 0 && start-j < 3 && (s[j-1] == ' ' || s[j-1] == ':') {
		j--
	}
	if j == start || j < 2 {
		return false
	}
	switch lower(s[j-1]) {
	case 'e', 'a', 'l', 'p', 'r':
	default:
		return false
	}
	for _, w := range reachPhrases {
		if k := j - len(w); k >= 0 && wordFoldAt(s, k, w) && (k == 0 || !isAlpha(s[k-1])) {
			return true
		}
	}
	return false
}

// reachPhrases end right before a number they give, in lower case.
var reachPhrases = []string{"direct line", "direct dial", "línea directa", "ligne directe", "bereiken op", "bereikbaar op", "erreichbar unter", "erreichen unter"}

// roleRightBefore reports, right before start, a word for the person a
// delivery puts in touch — the driver, the rider, the courier — whose
// number follows in couriers' messages ("Kurier: 599-545-159", "Sjåfør 997
// 98 456", "Rider: 09188413435"). Only right before: near a number it as
// often names the company or the tracking.
func roleRightBefore(s string, start int) bool {
	j := start
	paren := start < len(s) && s[start] == '(' // the run may start at its parenthesis
	for j > 0 && start-j < 3 && (s[j-1] == ' ' || s[j-1] == ':' || s[j-1] == '(') {
		paren = paren || s[j-1] == '('
		j--
	}
	k := j
	for k > 0 && j-k < 24 && (isAlpha(s[k-1]) || s[k-1] >= 0x80) {
		k--
	}
	if k == j || j == start {
		return false
	}
	if roleWord(s[k:j]) {
		return true
	}
	if paren && isUpper(s[k]) && k > 1 && s[k-1] == ' ' {
		// The role, the person's name and the number in parentheses:
		// "driver Juan (09053768545)", "Your driver Sipho (0767…) is".
		j2 := k - 1
		if j2 > 0 && s[j2-1] == '.' {
			j2-- // "M. Dubois", "Sr. Pérez"
		}
		k2 := j2
		for k2 > 0 && j2-k2 < 24 && (isAlpha(s[k2-1]) || s[k2-1] >= 0x80) {
			k2--
		}
		return k2 < j2 && (roleWord(s[k2:j2]) || titleWord(s[k2:j2]))
	}
	if !paren && k > 2 && s[k-1] == ' ' && (s[k] >= 0x80 || isUpper(s[k]) && k+1 < j && s[k+1]-'a' < 26) {
		// The role, a colon, the person's first name and the number:
		// "Driver: 동현 01064491857", "Operador: Nuria 634 93 07 57".
		// A name in capitals is a carrier's ("Courier: DHL 1234…"),
		// whose number is a tracking one.
		j2 := k - 1
		if s[j2-1] != ':' {
			return false
		}
		j2--
		k2 := j2
		for k2 > 0 && j2-k2 < 24 && (isAlpha(s[k2-1]) || s[k2-1] >= 0x80) {
			k2--
		}
		return k2 < j2 && roleWord(s[k2:j2])
	}
	return false
}

// titleWord reports a title before a person's name ("Mme Dubois
// (0759649169)", "Mr Smith (07700 900123)"): the number in parentheses
// after the name is that person's.
func titleWord(w string) bool {
	switch strings.ToLower(w) {
	case "mr", "mrs", "ms", "miss", "mme", "mlle", "m", "sr", "sra", "srta", "herr", "frau", "sig", "signora", "dona", "don":
		return true
	}
	return false
}

// roleWord reports w as one of roleWords.
func roleWord(w string) bool {
	for _, r := range roleWords {
		if len(r) == len(w) && strings.EqualFold(r, w) || r[0] >= 0x80 && len(w) > len(r) && strings.HasSuffix(w, r) {
			// CJK has no spaces: the role ends the run of letters
			// ("取件碼 246531。速遞員 …").
			return true
		}
	}
	return false
}

// roleWords name the person to call about a delivery, in the languages of
// the couriers' messages corpus 28 showed, and more.
var roleWords = []string{"driver", "rider", "courier", "chauffeur", "kurier", "kurýr", "kuriér", "sjåfør", "chauffør", "chaufför",
	"autista", "conductor", "conducteur", "fahrer", "kierowca", "sürücü", "operador",
	"bud", "repartidor", "mensajero", "motorista", "entregador", "livreur", "corriere", "fattorino", "bezorger", "koerier",
	"kurye", "курьер", "Курьер", "водитель", "Водитель", "پیک", "مندوب", "السائق", "速遞員", "快递员", "快遞員", "配送员", "司机", "司機", "配達員", "기사님", "기사"}

// ringRightBefore reports the verb "ring" right before start as an
// imperative — the English and Scandinavian "call" ("Ring 08-552 71 22.",
// "please ring 0800 …"): at the start of a clause or after "please".
// Only right before ("ring fastighetsskötare 08-…" is not it), and never
// after another word: a key ring, a ring buffer, an O-ring are numbered.
func ringRightBefore(s string, start int) bool {
	j := start
	for j > 0 && start-j < 4 && wordGap[s[j-1]] {
		j--
	}
	// The bytes first (this is asked of every number no phone word
	// names), the word's start and what stands before it after.
	if j == start || j < 4 || lower(s[j-4]) != 'r' || !hasFoldAt(s, j-4, "ring") {
		return false
	}
	k := j - 4
	if k > 0 && (isAlpha(s[k-1]) || s[k-1] >= 0x80 || s[k-1] == '-') {
		return false
	}
	i := k
	for i > 0 && s[i-1] == ' ' {
		i--
	}
	if i == 0 {
		return true
	}
	switch s[i-1] {
	case '\n', '.', '!', '?', ':', ';', ',', '(', '"', '>':
		return true
	}
	_, w0, k0 := wordEndingAt(s, k, true)
	switch strings.ToLower(w0) {
	case "please", "pls", "plz", "will", "can", "to", "or", "just":
		return true // "please ring …", "we can ring …", "try to ring …", "or just ring …"
	case "ll":
		return k0 > 0 && (s[k0-1] == '\'' || s[k0-1] == 0x99) // "they'll ring …", "we’ll"
	}
	return false
}

// objectPronounBefore reports "me" or "us" as the word w (at s[k]) right
// before a number, or before the link word w that is ("message me on").
func objectPronounBefore(s, w string, k int) bool {
	if len(w) != 2 || k < 4 {
		return objectPronoun(w)
	}
	if objectPronoun(w) {
		return true
	}
	// "on", "at", "to" after "me" or "us", read from the bytes: this is
	// asked of every number an id word may name.
	if c0, c1 := lower(w[0]), lower(w[1]); !(c0 == 'o' && c1 == 'n' || c0 == 'a' && c1 == 't' || c0 == 't' && c1 == 'o') || s[k-1] != ' ' {
		return false
	}
	return objectPronoun(s[k-3:k-1]) && (k == 3 || !isAlpha(s[k-4]))
}

// digitRunLen returns how many ASCII digits run from s[i], when nothing
// glued or grouped follows them; else 0.
func digitRunLen(s string, i int) int {
	e := i
	for e < len(s) && isDigit(s[e]) {
		e++
	}
	if e < len(s) && (isAlnum(s[e]) || (s[e] == '-' || s[e] == ' ' || s[e] == '.') && e+1 < len(s) && isDigit(s[e+1])) {
		return 0
	}
	return e - i
}

// radioCellAfter reports the number at s[start] as a mobile network's
// cell id after the word w ("cell", Italian "cella") and one space, rather
// than a mobile's number: eight ASCII digits, or nine from 1 to 5 (no
// mobile plan writes eight ungrouped, Spain's nine start 6 to 9), nothing
// grouped or glued after them (digitRunLen).
func radioCellAfter(s, w string, start int) bool {
	if start == 0 || s[start-1] != ' ' || !strings.EqualFold(w, "cell") && !strings.EqualFold(w, "cella") {
		return false
	}
	n := digitRunLen(s, start)
	return n == 8 || n == 9 && s[start] >= '1' && s[start] <= '5'
}

func objectPronoun(w string) bool {
	return len(w) == 2 && (strings.EqualFold(w, "me") || strings.EqualFold(w, "us"))
}

// customerWord reports a word for the customer after an id word, which
// names whose id it is ("référence client", "Kunden"): customer alone is
// no id word (a card number often follows it).
func customerWord(w string) bool {
	if len(w) < 5 || len(w) > 8 || lower(w[0]) != 'c' && lower(w[0]) != 'k' {
		return false
	}
	for _, c := range customerWords {
		if len(c) == len(w) && strings.EqualFold(c, w) {
			return true
		}
	}
	return false
}

var customerWords = []string{"client", "customer", "cliente", "kunde", "kunden", "klant", "klient"}

// strongPhraseRightBefore reports a strong phone word of two words whose
// second is the word right before start, which is no keyword alone:
// "numero verde 800 910 474", "خدمة العملاء 920012345".
func (x *ctxIndex) strongPhraseRightBefore(start int) bool {
	_, w1, k1 := x.wordEnding(start)
	if w1 == "" || k1 == 0 {
		return false
	}
	_, w0, k0 := wordEndingAt(x.s, k1, true)
	if w0 == "" {
		return false
	}
	end := k1 + len(w1)
	for _, p := range strongPhrases {
		if len(p) == end-k0 && strings.EqualFold(x.s[k0:end], p) {
			return true
		}
	}
	return false
}

// strongPhrases are the strong phone words of two words.
var strongPhrases = func() (ps []string) {
	for _, w := range strongPhoneWords {
		if strings.Count(w, " ") == 1 && !strings.HasSuffix(w, " ") {
			ps = append(ps, w)
		}
	}
	return
}()

// phoneFieldAt reports a value that starts a field (fieldStart) in a
// column named by a strong phone word: the column's name labels it as the
// field's name right before it does ("phone": "612345678").
func (x *ctxIndex) phoneFieldAt(start int) bool {
	return fieldStart(x.s, start) && x.phoneColumn(start)
}

// fieldStart reports that s[i] starts a field of a table row or a tuple of
// values: across at most three quotes or spaces before it lies a
// delimiter, an opening parenthesis, a line break, or the start of the
// text.
func fieldStart(s string, i int) bool {
	c, ok := byteBeforeField(s, i)
	return !ok || fieldOpener[c]
}

// fieldOpener marks what may stand before a field: a delimiter, a line
// break, or the '(' that opens a tuple.
var fieldOpener = [256]bool{',': true, '\t': true, ';': true, '|': true, '(': true, '\n': true}

// cellAfterDelimiter reports a field delimiter (',', tab, ';', '|')
// before s[i], across at most three quotes or spaces: the number fills a
// table's cell, which its column's name may label (phoneColumn).
func cellAfterDelimiter(s string, i int) bool {
	c, ok := byteBeforeField(s, i)
	return ok && delimiter(c)
}

// byteBeforeField returns the byte before s[i] across at most three quotes
// or spaces; false at the start of the text.
func byteBeforeField(s string, i int) (byte, bool) {
	j := i
	for j > 0 && i-j < 3 && fieldPad[s[j-1]] {
		j--
	}
	if j == 0 {
		return 0, false
	}
	return s[j-1], true
}

// fieldPad marks the spaces and quotes around a field's value.
var fieldPad = [256]bool{' ': true, '"': true, '\'': true}

// delimiter reports a byte that separates a table's fields.
func delimiter(c byte) bool { return c == ',' || c == '\t' || c == ';' || c == '|' }

// fieldEnd reports that s[e] ends a field: across at most three quotes or
// spaces after it lies a delimiter, a closing parenthesis, a line break or
// the end of the text.
func fieldEnd(s string, e int) bool {
	j := e
	for j < len(s) && j-e < 3 && (s[j] == ' ' || s[j] == '"' || s[j] == '\'' || s[j] == '\r') {
		j++
	}
	if j == len(s) {
		return true
	}
	switch s[j] {
	case ',', '\t', ';', '|', ')', '\n':
		return true
	}
	return false
}

// notPhoneWords start with a strong phone word and name something else:
// "telemetry 5551234", "telnet 447700900123", "Dialog: 2345678". Each is
// matched at the word's start, ASCII case folded.
var notPhoneWords = []string{"telemet", "telnet", "telegraf", "telesc", "televi", "telecom", "teleport", "tell",
	"dialog", "dialect", "dialys", "cellar", "cello", "cells", "phonem", "phonet",
	"mobilit", "mobiliz", "mobilier", "handyman",
	// Saudi Arabia's courier SMSA Express ("SMSA 317093784974": a waybill).
	"smsa"}

// notPhonePrefixes[c] are the notPhoneWords that start with c, as load64
// reads them (pre) with the bytes they fill (mask).
var notPhonePrefixes = func() (t [256][]struct{ pre, mask uint64 }) {
	for _, w := range notPhoneWords {
		var p struct{ pre, mask uint64 }
		for b := 0; b < len(w); b++ {
			p.pre |= uint64(w[b]) << (8 * b)
			p.mask |= 0xFF << (8 * b)
		}
		t[w[0]] = append(t[w[0]], p)
	}
	return t
}()

// notPhoneTails end a field name in camelCase that starts with a phone word
// and names another value: "callCount", "cellId", "smsId", "callDuration",
// "callbackUrl" ("phoneNumber", "mobilePhone" stay phone words). Compared
// whole, ASCII case folded.
var notPhoneTails = []string{"id", "ids", "count", "duration", "type", "status", "time", "date", "length", "size",
	"index", "total", "rate", "cost", "sid", "uuid", "key", "seq", "limit", "ms", "sec", "secs", "seconds", "url", "hash", "token"}

// notPhoneWordAt reports that the word at s[i], which starts with a strong
// phone word, names something else (notPhoneWords, notPhoneTails).
func notPhoneWordAt(s string, i int) bool {
	j, hump := i, -1
	for j < len(s) && j-i < 32 && isAlpha(s[j]) {
		if j > i && isUpper(s[j]) && !isUpper(s[j-1]) {
			hump = j // the last part of a camelCase name starts here
		}
		j++
	}
	w := s[i:j]
	if i+8 <= len(s) {
		// Each is at most eight letters: compared in one go with the
		// eight bytes at i, lower-cased.
		v := lower8(load64(s, i))
		for _, p := range notPhonePrefixes[byte(v)] {
			if v&p.mask == p.pre {
				return true
			}
		}
	} else {
		switch c := lower(w[0]); c {
		case 't', 'd', 'c', 'p', 'm', 'h':
			for _, p := range notPhoneWords {
				if p[0] == c && len(w) >= len(p) && strings.EqualFold(w[:len(p)], p) {
					return true
				}
			}
		}
	}
	if j-i == 4 && strings.EqualFold(w, "text") && jsonKeyAt(s, i, j) {
		// "text": a message's or an utterance's body as JSON names it
		// (chat and transcript exports: {"speaker":"customer",
		// "text":"…"}), not a request to text a number.
		return true
	}
	if j-i == 5 && i >= 2 && (s[i-1] == '-' || s[i-1] == '_') && isAlpha(s[i-2]) && strings.EqualFold(w, "calls") {
		return true // a name's last part counts them: a Kafka topic "tool-calls", "api_calls"
	}
	if j+1 < len(s) && s[j] == '_' && isAlpha(s[j+1]) && hump < 0 && !strings.EqualFold(w, "caller") && snakeTailNotPhone(s, j+1) {
		return true // "mobile_pay", "call_duration": the last word names the value
	}
	if hump > i && !strings.EqualFold(w, "waid") { // WhatsApp's "WaId" is the number's own field
		tail := s[hump:j]
		for _, t := range notPhoneTails {
			if len(tail) == len(t) && strings.EqualFold(tail, t) {
				return true
			}
		}
	}
	return false
}

// jsonKeyAt reports s[i:j] quoted as a JSON key, its quotes escaped or
// not, with the colon after it: "text": or \"text\":.
func jsonKeyAt(s string, i, j int) bool {
	if i == 0 || s[i-1] != '"' || j+1 >= len(s) {
		return false
	}
	if s[j] == '\\' {
		j++
	}
	if s[j] != '"' {
		return false
	}
	for j++; j < len(s) && s[j] == ' '; j++ {
	}
	return j < len(s) && s[j] == ':'
}

// snakeTailNotPhone reports the last word of a snake_case name, from s[i]
// on, as one of notPhoneTails or a word for a payment: a name that starts
// with a phone word and names another value ("call_duration", "sms_id"),
// or a way to pay ("mobile_pay", a payment method's value in a row).
func snakeTailNotPhone(s string, i int) bool {
	last, j := i, i
	for j < len(s) && j-i < 32 && (isAlpha(s[j]) || s[j] == '_') {
		if s[j] == '_' {
			last = j + 1
		}
		j++
	}
	if j < len(s) && (isDigit(s[j]) || s[j] >= 0x80) || last == j {
		return false // "phone_2", "mobile_1st": a field of the number itself
	}
	tail := s[last:j]
	return wordIn(tail, notPhoneTails) || wordIn(tail, paymentTails)
}

// paymentTails end a snake_case name that starts with a phone word and
// names a way to pay or a wallet, not a number ("mobile_pay",
// "mobile_payment", "mobile_wallet").
var paymentTails = []string{"pay", "payment", "payments", "wallet", "banking"}

// idRightBefore reports a word naming another kind of number (order,
// invoice, ticket, part, …) right before start: "invoice 2024-001234",
// "order 123 456 789". It vetoes the shapes that need a phone word, which
// may sit further back. A bare "ID" does not, nor "Caller ID: 555 123 4567",
// nor the owner a phone's label names ("Phone on the account: …").
func (x *ctxIndex) idRightBefore(start int) bool {
	return x.idWordRightBefore(start) && !queryLabelBefore(x.s, start) && !x.strongPhoneQualified(start) || meetingIDLabelBefore(x.s, start)
}

// meetingIDLabelBefore reports a meeting's id as the languages that put
// "ID" first label it, its colon right before s[start]: "ID de reunión:
// 861 0176 1492", "ID da conferência telefônica: 568 549 003#", "ID
// riunione: …", "Identyfikator konferencji telefonicznej: …", "Número de
// reunión: …". The label starts its line (64 bytes at most), opens with
// the word for an id and names a meeting (meetingStems).
func meetingIDLabelBefore(s string, start int) bool {
	j := start
	for j > 0 && start-j < 3 && s[j-1] == ' ' {
		j--
	}
	if j < 8 || s[j-1] != ':' {
		return false
	}
	c := j - 1
	// The label's last word first (most colons end a phone's or an
	// id's label): a meeting's or a call's word (meetingStems) or the
	// adjective of a phone conference ("telefônica", "telefonicznej").
	w := c
	for w > 0 && c-w < 24 && s[w-1] != ' ' && s[w-1] != '\n' {
		w--
	}
	if c-w < 4 || lastMeetingWord[lower(s[w])]&(1<<(lower(s[w+1])&31)) == 0 || !meetingWordAt(s, w) {
		return false
	}
	ls := c
	for ls > 0 && c-ls < 64 && s[ls-1] != '\n' {
		ls--
	}
	if ls > 0 && s[ls-1] != '\n' {
		return false
	}
	for ls < c && (s[ls] == ' ' || s[ls] == '\t') {
		ls++
	}
	label := s[ls:c]
	opener := ""
	for _, w := range meetingIDOpeners {
		if len(label) > len(w) && wordFoldAt(label, 0, w) && label[len(w)] == ' ' {
			opener = w
			break
		}
	}
	if opener == "" {
		return false
	}
	if opener[0] == 'n' {
		// "Número de teléfono de la reunión:" is the meeting's phone.
		for i := 0; i < len(label); i++ {
			if wordFoldAt(label, i, "tel") || wordFoldAt(label, i, "tél") || wordFoldAt(label, i, "phone") {
				return false
			}
		}
	}
	for i := 0; i < len(label); i++ {
		if meetingWordAt(label, i) {
			return true
		}
	}
	return false
}

// meetingWordAt reports a word of meetingStems, or "telef", "teléf" or
// "télé" (the adjective of a phone conference), at s[i].
func meetingWordAt(s string, i int) bool {
	c := lower(s[i])
	for _, m := range meetingStems {
		if m[0] == c && wordFoldAt(s, i, m) {
			return true
		}
	}
	return c == 't' && (wordFoldAt(s, i, "telef") || wordFoldAt(s, i, "teléf") || wordFoldAt(s, i, "télé"))
}

var (
	// meetingIDOpeners open a meeting id's label where the language puts
	// "ID" first.
	meetingIDOpeners = []string{"id", "id.", "identyfikator", "identificador", "identifiant", "número", "numéro", "numero", "numer", "nummer"}
	// meetingStems name a meeting or a conference call in those
	// languages.
	meetingStems = []string{"reuni", "riunion", "réunion", "conferên", "conferen", "conféren", "konferen", "spotkani", "vergadering", "sitzung", "besprechung", "webinar", "meeting"}
	// lastMeetingWord holds, by the first letter of meetingStems and of
	// "telef…" (the words a meeting id's label ends with), a bit for
	// each second letter (its low five bits): two looks turn nearly
	// every label down.
	lastMeetingWord = func() (t [256]uint32) {
		for _, m := range append(meetingStems[:len(meetingStems):len(meetingStems)], "telef", "télé") {
			t[m[0]] |= 1 << (m[1] & 31)
		}
		return
	}()
)

// queryLabelBefore reports a label, its colon right before s[start], that offers the
// number for questions ("Per domande sulla fattura: …", "Invoice queries:
// …", "Billing questions: …", "請求書に関するお問い合わせ： …"): whatever
// it names, the number is whom to ask. The label is read back to its
// line's or its field's start, at most 64 bytes.
func queryLabelBefore(s string, start int) bool {
	j := start
	for j > 0 && start-j < 3 && s[j-1] == ' ' {
		j--
	}
	if j == 0 || s[j-1] != ':' && s[j-1] != '?' && !(j >= 3 && s[j-3:j] == "：") {
		return false // a label's colon, or the question it asks, right before
	}
	if c, w, _ := wordEndingAt(s, start, false); c&catID != 0 && w != "" && w[0] >= 0xE3 && hasAnySuffix(w, cjkNumberSuffixes) {
		return false // "お問い合わせ伝票番号：…": the label's own CJK word is an id's number
	}
	// The label, back to a field's or a line's start: a JSON key's quote,
	// a cell's delimiter, an abbreviation's dot ("Tel.:") end the look.
	lo := j - 1
	for lo > 0 && j-lo < 64 && !labelStop[s[lo-1]] {
		lo--
	}
	for i := lo; i < j; i++ {
		c := lower(s[i])
		if !queryFirst[c] {
			continue // most bytes start none: one lookup
		}
		for _, w := range queryWords {
			if w[0] == c && start-i >= len(w) && hasFoldAt(s, i, w) {
				return true
			}
		}
	}
	return false
}

// labelStop marks the bytes before which a label does not reach.
var labelStop = [256]bool{'\n': true, '\r': true, '\t': true, '|': true, ';': true, '"': true, ',': true, '{': true, '.': true, '(': true, ')': true}

// queryFirst marks the first bytes of queryWords.
var queryFirst = func() (t [256]bool) {
	for _, w := range queryWords {
		t[w[0]] = true
	}
	return t
}()

// queryWords say "questions" or "enquiries" on a label, as invoices and
// shipping notices head their contact line.
var queryWords = [...]string{"question", "queries", "enquir", "inquir", "dudas", "domande", "fragen", "vragen", "pytania", "sorular",
	"dúvidas", "duvidas", "문의", "問い合わせ", "استفسار", "问题", "問題", "疑问", "вопрос"}

// idWordRightBefore is idRightBefore before the query label's exception.
func (x *ctxIndex) idWordRightBefore(start int) bool {
	if start >= 6 && x.s[start-3:start] == "は" && x.s[start-6] >= 0x80 {
		start -= 3 // Japanese's topic particle after the word: "配送伝票番号は0871-…"
	}
	c1, w1, k1 := x.wordEnding(start)
	if c1 == 0 && k1 > 2 && wordIn(w1, listConjunctions) && secondOfIDs(x.s, k1) {
		return true // "Transaction IDs 5878640820 and 7814073000"
	}
	if objectPronounBefore(x.s, w1, k1) {
		// "Message me on 0161 …", "order us at …": a verb with its
		// object, never a label naming an id.
		return false
	}
	if camelIDName(w1) {
		return true
	}
	if w1 == "A" && start > 0 && x.s[start-1] == ' ' && digitRunLen(x.s, start) == 9 {
		return true // an A-Number written as USCIS prints it: "A 034076807"
	}
	if radioCellAfter(x.s, w1, start) {
		return true // a mobile network's cell, its id ("site down, cell 235520109 and …")
	}
	if w1 == "btw" && k1 > 0 {
		// English "by the way" after a phone's or a number's word ("my
		// new number btw 786-…"), not Dutch's VAT (BTW, btw-nummer).
		if c0, w0, _ := wordEndingAt(x.s, k1, false); numberWord(w0) || c0&(catStrongPhone|catWeakPhone) != 0 {
			return false
		}
	}
	if k1 >= 9 && (strings.EqualFold(w1, "broj") || strings.EqualFold(w1, "br")) && hasFoldAt(x.s, k1-9, "poziv na ") && lower(x.s[k1-9]) == 'p' {
		// A payment's reference in Serbia, Croatia and Bosnia: "poziv
		// na broj 97 5037713746" (by its words, a call to a number).
		return true
	}
	if k1 > 0 && strings.EqualFold(w1, "from") {
		// "a voice message from 0161 …", "a text from …": the sender's
		// number, not a message's id.
		if _, w0, _ := wordEndingAt(x.s, k1, false); wordIn(w0, senderNouns) {
			return false
		}
	}
	if k1 > 0 && w1 != "" && numberWord(w1) {
		// A card's number that is no payment card's: a library's or
		// a loyalty scheme's ("your card number 21447 00122 9033").
		if c0, _, _ := wordEndingAt(x.s, k1, true); c0&catCard != 0 {
			return true
		}
	}
	if len(w1) == 1 && isUpper(w1[0]) && k1 > 0 {
		// A capital that starts an id's written form after a word for
		// one: "Zásilkovna ID Z 569 9046 114" (not a caller's "ID", which
		// names no such form).
		if c0, _, _ := wordEndingAt(x.s, k1, true); c0&(catID|catPart|catAccount) != 0 {
			return true
		}
	}
	if k1 > 0 && customerWord(w1) {
		// "Référence client 69 23 23 92 91", "order customer 12 …": the
		// customer's number of the thing the word before names.
		if c0, _, _ := wordEndingAt(x.s, k1, true); c0&catID != 0 {
			return true
		}
	}
	if len(w1) > 1 && isUpper(w1[0]) && k1 > 4 {
		// France's trade register names its city between: "RCS Lyon
		// 912 345 678".
		if _, w0, _ := wordEndingAt(x.s, k1, false); strings.EqualFold(w0, "rcs") {
			return true
		}
	}
	cats, w := x.wordRightBeforeFrom(c1, w1, k1)
	if cats&(catID|catPart|catAccount) == 0 {
		if bankAfterAccount(x.s, w1, k1) {
			return true
		}
		if countryCode(w1) {
			// A VAT number carries its country's code before it ("VAT GB
			// 748 6014 77", "USt-IdNr. DE 123 456 789").
			if x.any(catID, max(0, k1-16), k1) || vatCountry(w1) && x.any(catID, x.lineBefore(k1), k1) {
				// ... or an EU member's, with the word for the
				// number further back on its line ("Numéro
				// d'entreprise du courtier : BE 0400.602.665").
				return true
			}
		}
		// "numero verde" is a toll-free line's number, not a number of
		// something else ("numero ordine").
		return (x.numberOfSomethingElse(c1, w1, k1) || x.abbrevNumberOf(w1, k1) || vietNumberOf(x.s, w1, k1)) && !x.strongPhraseRightBefore(start)
	}
	if !strings.EqualFold(w, "id") && !strings.EqualFold(w, "ids") {
		return true
	}
	// "ID" names an id when the word before it says it is a meeting's or
	// a conference's ("Meeting ID 327 2658 2525"); not the caller's, and
	// not "My ID", "WhatsApp ID", "Login ID".
	c1, w1, k := x.wordEnding(start)
	_, w1, k = overLinkWords(x.s, c1, w1, k) // "case IDs look like …"
	if w1 != "" && numberWord(w1) {
		_, _, k = wordEndingAt(x.s, k, true) // "Meeting ID no. …"
	}
	c2, w2, _ := wordEndingAt(x.s, k, true)
	if c2&(catID|catPart) != 0 {
		// An id of a thing the word before names: "Order ID", "build
		// id 9630764158", "Trace ID" (corpus 30), never a caller's.
		return true
	}
	if k > 0 && (x.s[k-1] == '_' || x.s[k-1] == '-') && w2 != "" && !strings.EqualFold(w2, "caller") && !strings.EqualFold(w2, "whatsapp") {
		// A field named for an id of what its first word names: a
		// call's ("call_id", SIP's "Call-ID"), a phone's, a device's;
		// not the caller's, whose ID is the number.
		return true
	}
	// German joins the words ("Telefonkonferenz-ID", "Besprechungs-ID"),
	// with an s between.
	w2s := strings.TrimSuffix(w2, "s")
	for _, m := range meetingWords {
		if hasSuffixFold(w2, m) || hasSuffixFold(w2s, m) {
			return true
		}
	}
	// Whose id it is, when that is a person's record or a tax office's:
	// "Steuer-ID 86 028 582 728", "Patient ID …", "Kunden-ID …".
	return wordIn(w2, idOwnerWords)
}

// camelIDName reports a camelCase key that names an id as idColumnName
// reads a snake_case one: its last part "Id", "No", "Nr", "Num" or
// "Number", its first no word for a phone, card or SSN and not "caller"
// ("campaignId", "orderNumber"; not "phoneNumber", "whatsappId", "callerId").
func camelIDName(w string) bool {
	if len(w) < 4 || !idNameLast[w[len(w)-1]] {
		return false // no hump after two letters, or no end idNameEnd takes
	}
	hump := -1
	for i := 1; i < len(w); i++ {
		if isUpper(w[i]) && !isUpper(w[i-1]) {
			hump = i
		}
	}
	if hump < 2 || !idNameEnd(w[hump:]) {
		return false
	}
	head := w[:hump]
	return !strings.EqualFold(head, "caller") && wordsOfAt(w, 0, catStrongPhone|catCard|catSSN|catWeakPhone) == 0
}

// idNameLast marks the last letters of the words idNameEnd takes, in
// either case.
var idNameLast = [256]bool{'d': true, 'o': true, 'r': true, 's': true, 'm': true, 'D': true, 'O': true, 'R': true, 'S': true, 'M': true}

// idOwnerWords name whose "ID" follows when it is a record's number, never
// a phone's (unlike "Caller ID", "WhatsApp ID").
var idOwnerWords = []string{"steuer", "tax", "patient", "patienten", "kunden", "customer", "employee", "mitarbeiter", "student", "member", "mitglieds",
	// A call centre's own records: "queue id 4155550132", an agent's, a
	// device's, a session's.
	"queue", "agent", "device", "session",
	// A benefit's or an insurer's records: "medical plan ID …", "Policy
	// ID …", "Group ID …", "Subscriber ID …"; a voter's, a case's, a
	// badge's, a passport's or a licence's.
	"plan", "policy", "group", "subscriber", "voter", "case", "badge", "passport", "license", "licence",
	// A marketplace's, a forum's and a game's records: "post id
	// 7404791528", "listing ID …", "match id …" (round 34).
	"post", "listing", "match", "thread", "comment", "message"}

// vatCountry reports the prefix of a VAT identification number in the EU's
// VIES (Greece's EL, not GR), the UK's GB and Northern Ireland's XI.
func vatCountry(w string) bool {
	return countryCode(w) && strings.Contains(vatCountries, w+" ")
}

const vatCountries = "AT BE BG CY CZ DE DK EE EL ES FI FR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK GB XI "

// countryCode reports two capital ASCII letters: the shape of an ISO
// 3166 country code.
func countryCode(w string) bool {
	return len(w) == 2 && w[0]-'A' < 26 && w[1]-'A' < 26
}

// numberOfSomethingElse reports, from the word w1 (categories c1) at
// s[k1] right before a number, a label that says "number of" something
// other than a phone in a language that puts what the number is after the
// word for number: "Номер обращения 2404-916763" (the request's number),
// "numéro de dossier …", "número de cliente …"; not "номер телефона",
// "numéro de portable", "número de contacto".
func (x *ctxIndex) numberOfSomethingElse(c1 uint8, w1 string, k1 int) bool {
	if x.built && x.present&catWeakPhone == 0 {
		return false // every word in numberFirstWords is a weak phone word
	}
	if j := k1 - 1; j < 1 || x.s[j] != ' ' || !numberFirstLast[x.s[j-1]] {
		return false // no word before w1 that ends as those words or a preposition do
	}
	if strings.HasPrefix(w1, "ال") && len(w1) > len("ال") {
		c1 |= wordsAt(w1, len("ال")) // the article: "رقم الهاتف" (the phone's number)
	} else if strings.HasPrefix(w1, "ה") && len(w1) > len("ה") {
		c1 |= wordsAt(w1, len("ה")) // Hebrew's: "מספר הטלפון"
	}
	if w1 == "" || c1&(catStrongPhone|catWeakPhone) != 0 || numberWord(w1) || linkWord(w1) || w1 == "الخط" {
		return false // "رقم الخط": the number of the (phone) line
	}
	_, w2, k2 := wordEndingAt(x.s, k1, true)
	if len(w2) <= 3 && (strings.EqualFold(w2, "de") || strings.EqualFold(w2, "do") || strings.EqualFold(w2, "da") ||
		strings.EqualFold(w2, "di") || strings.EqualFold(w2, "del") || strings.EqualFold(w2, "ya") || strings.EqualFold(w2, "za")) {
		_, w2, _ = wordEndingAt(x.s, k2, true)
	}
	// "numero di casa", "número de emergencia", "namba ya M-Pesa": a
	// line's number.
	return wordIn(w2, numberFirstWords) && !wordIn(w1, phoneLineNouns)
}

// whoseLine reports the noun after "number of" as the person or the
// service whose line the number is, not a thing with a number: the
// customer's, the courier's, the support's ("رقم المندوب 056 …", "رقم
// العميل 06 …", "numéro du client"), the article taken off.
func whoseLine(w string) bool {
	if strings.HasPrefix(w, "ال") && len(w) > len("ال") {
		w = w[len("ال"):]
	}
	return customerWord(w) || wordIn(w, roleWords) || wordIn(w, whoseLineNouns)
}

// whoseLineNouns name, after "number of", a person or a service whose
// line it is: a customer, a client's adviser, an agent, support, a
// service, a doctor, in the languages that name a number so.
var whoseLineNouns = []string{"عميل", "دعم", "مندوب", "خدمة", "وكيل", "support", "soporte", "suporte", "assistance", "assistenza", "service", "servicio", "serviço", "servizio",
	"agent", "agente", "conseiller", "asesor", "клиента", "Клиента", "поддержки", "службы", "агента", "kupca", "korisnika", "stranke", "vozača",
	"mteja", "dereva", "huduma", "wakala", "médecin", "médico", "medico", "doctor", "técnico", "technicien", "tecnico"}

// phoneLineNouns name, after a word for "number", a phone line that no
// phone word names: a home's, an office's, an emergency line, a
// switchboard, a mobile wallet's (Kenya's M-Pesa number is the phone's),
// a messenger's. Compared whole, ASCII case folded.
var phoneLineNouns = []string{"casa", "domicilio", "oficina", "escritório", "escritorio", "ufficio", "bureau", "domicile", "maison",
	"emergencia", "emergência", "emergenza", "urgence", "urgencias", "urgência", "sede", "centralino", "standard",
	"pesa", "mpesa", "zalo", "viber", "telegram", "signal", "wechat", "line", "nyumbani", "ofisi", "dharura",
	"kuće", "ureda", "doma", "hitne", "hišni", "službeni", "službe",
	"perso", "personnel", "personal", "personale", "privé", "privado", "privato", "pro", "professionnel", "profesional", "professionale"}

// numberAbbrevs abbreviate "number": the way forms and listings name an
// id ("Annonce n° 7496040743", "Kunden-Nr. 0221…", "Policy No. …"), while
// a phone's is named by its own word ("Tel. Nr.", "Handy-Nr.").
var numberAbbrevs = []string{"n", "no", "nr", "nro", "nbr", "n°", "nº", "núm", "№", "č"} // č.: Czech and Slovak číslo

// abbrevNumberOf reports a number after such an abbreviation w1 (ending
// at k1's word) whose word before names something else: not a phone or a
// contact, not whose number it is ("my no."), not a link word.
func (x *ctxIndex) abbrevNumberOf(w1 string, k1 int) bool {
	if w1 == "" || !numberFirst[w1[0]] || !wordIn(w1, numberAbbrevs) {
		return false
	}
	c2, w2, _ := wordEndingAt(x.s, k1, true)
	return w2 != "" && c2&(catStrongPhone|catWeakPhone) == 0 && !possessive(w2) && !linkWord(w2)
}

// numberFirstWords say "number" in the languages that name what it is
// after it.
var numberFirstWords = []string{"номер", "Номер", "numéro", "número", "numero", "numer", "رقم", "מספר",
	// Croatian, Serbian and Bosnian, Slovene (številka, in its
	// cases), Swahili ("namba ya sera", the policy's number; its
	// connective ya or za skipped as de is).
	"broj", "številka", "številko", "številke", "namba"}

// numberFirstLast marks the last bytes of numberFirstWords ("р" ends in
// 0x80, "م" in 0x85, "ר" in 0xA8) and of the prepositions between them and
// the word they number (de, do, da, di, del).
var numberFirstLast = [256]bool{'o': true, 'O': true, 'r': true, 'R': true, 0x80: true, 0x85: true, 0xA8: true,
	'e': true, 'E': true, 'a': true, 'A': true, 'i': true, 'I': true, 'l': true, 'L': true, 'j': true, 'J': true}

// idWholeRightBefore is idRightBefore for a word that is a word for an id
// whole, not one that only starts like one: "tracking 0466 2694 3950",
// "Bestell-Nr. 0221 …", but not "Bestelltelefon: 0800 …" or "Ordering:".
func (x *ctxIndex) idWholeRightBefore(start int) bool {
	if !x.idRightBefore(start) {
		return false
	}
	if c1, w1, k1 := x.wordEnding(start); x.abbrevNumberOf(w1, k1) || countryCode(w1) || bankAfterAccount(x.s, w1, k1) || (x.numberOfSomethingElse(c1, w1, k1) || vietNumberOf(x.s, w1, k1)) && !whoseLine(w1) {
		// "Kunden-Nr. 0221 …": what the word before names is not a
		// phone; "TVA BE 0818.973.998": a VAT number's country code.
		return true
	}
	_, w := x.wordRightBefore(start)
	if strings.EqualFold(w, "id") || strings.EqualFold(w, "ids") {
		return true // a meeting's ID (idRightBefore)
	}
	if r, _ := utf8.DecodeLastRuneInString(w); r >= 0x80 && runeClass(r)&rCJK != 0 {
		// CJK text has no spaces: its label is the keyword that ends
		// right before the number, with a "number" suffix or without
		// ("运单号：", "송장번호").
		return true
	}
	return wholeIDWord(w)
}

// bankAfterAccount reports a bank's or a carrier's name, w1 at k1 (a
// capitalised ASCII word), between the word for an account or an id and
// its number ("rek BCA 0658 0775 92", "account HSBC 0123 4567 89", "رقم
// الشحنة Aramex 5962557196").
func bankAfterAccount(s, w1 string, k1 int) bool {
	if len(w1) < 2 || len(w1) > 12 || k1 == 0 || !isUpper(w1[0]) || !isASCIIAlpha(w1) || wordsAt(w1, 0) != 0 {
		return false // not a name, or a label of its own ("Policyholder Tel.:")
	}
	c0, _, _ := wordEndingAt(s, k1, true)
	// After an id's word only a name (a capital, then small letters): an
	// acronym there is a label of its own ("request MDN:5122797499").
	return c0&catAccount != 0 || c0&catID != 0 && len(w1) >= 3 && !isUpper(w1[1])
}

// wholeIDWord reports a word for an id or a part, whole or with a plural
// s ("order", "Orders", "tracking"), not one that only starts like one
// ("Ordering", "Bestelltelefon").
func wholeIDWord(w string) bool {
	if base, ok := cutNumberSuffix(w); ok && wholeIDWord(base) {
		return true // "contractnr", "Vertragsnummer", "Kundennr"
	}
	if w != "" && w[0] >= 0xD8 && w[0] <= 0xDB {
		for _, p := range arabicPrefixes {
			if len(w) > len(p) && w[:len(p)] == p && wholeIDWord(w[len(p):]) {
				return true // "للطلب" (for the order)
			}
		}
	}
	for _, l := range [3][]string{idWords, partWords, accountWords} {
		for _, k := range l {
			k = strings.TrimSuffix(k, "$")
			if isUpper(k[0]) && !capsAt(w, 0, min(len(w), len(k))) {
				continue // an acronym only in capitals ("BIN", not "Bin")
			}
			if len(w) == len(k) && strings.EqualFold(w, k) || len(w) == len(k)+1 && lower(w[len(k)]) == 's' && strings.EqualFold(w[:len(k)], k) {
				return true
			}
		}
	}
	return false
}

// cutNumberSuffix returns a compound's first part when it ends in "nr" or
// "nummer", as Dutch and German glue them on, without the linking s
// ("Vertragsnummer" → "Vertrag"); false for any other word.
func cutNumberSuffix(w string) (string, bool) {
	for _, suf := range [...]string{"nummer", "nr"} {
		if len(w) > len(suf)+2 && strings.EqualFold(w[len(w)-len(suf):], suf) {
			base := w[:len(w)-len(suf)]
			if len(base) > 3 && lower(base[len(base)-1]) == 's' {
				base = base[:len(base)-1]
			}
			return base, true
		}
	}
	return "", false
}

// meetingWords say whose "ID" names a meeting or a call's room, not a
// person's number.
var meetingWords = []string{"meeting", "conference", "webinar", "zoom", "teams", "room", "session", "event", "bridge",
	"konferenz", "besprechung", "sitzung"}

// idNumberRightBefore reports a word for another kind of number right
// before start, with its number mark ("order no. 6011 …", "invoice
// #4881…", "Bestell-Nr.") or whole and with only spaces between ("order
// 6011 1581 4005 2093"): a card-shaped number after it is that number.
// Only a word for an id counts, with no link word or colon between ("put
// the order on 4111 …" and "Order: 4111 …" are card numbers).
func (x *ctxIndex) idNumberRightBefore(start int) bool {
	s := x.s
	cats, w, k := x.wordEnding(start)
	if w == "" {
		return false
	}
	if numberWord(w) {
		c2, w2, _ := wordEndingAt(s, k, true)
		return w2 != "" && c2&catID != 0
	}
	if cats&catID == 0 {
		return false
	}
	gap := s[k+len(w) : start]
	bare := strings.EqualFold(w, "id") || strings.EqualFold(w, "ids") // "My ID 4111 …"
	return strings.IndexByte(gap, '#') >= 0 || strings.Trim(gap, " ") == "" && !bare && wholeIDWord(w)
}

// wordGap marks what may stand between a word and the number after it:
// spaces, a colon, full stop, '#' or '=', and the quotes and '>' that end
// a field's name in JSON, a Python dict, an attribute or an XML element.
var wordGap = [256]bool{' ': true, '\t': true, ':': true, '.': true, '#': true, '=': true, '"': true, '\'': true, '>': true, ')': true}

// wordRightBefore returns the word right before start, with at most four
// of wordGap's bytes between, and the categories of
// the keywords it starts with. When that word only says "number" ("Order
// No. 5234…", "Bestell-Nr.", "commande n°", "заказ №", "طلب رقم"), the
// word before it names the number and its categories are added.
//
// In CJK text, which has no spaces, the word is whatever keyword ends right
// before the number, after a "number" suffix is taken off ("我的订单",
// "运单号", "ご注文番号：", "手机号码").
func (x *ctxIndex) wordRightBefore(start int) (uint8, string) {
	return x.wordRightBeforeFrom(x.wordEnding(start))
}

// wordRightBeforeFrom is wordRightBefore from the word right before the
// number, as wordEndingAt returns it.
func (x *ctxIndex) wordRightBeforeFrom(cats uint8, w string, k int) (uint8, string) {
	s := x.s
	if k > 0 && strings.EqualFold(w, "to") {
		// Where a code was sent ("a verification code to 0216 …"):
		// "to" gives the code's destination, not its number.
		if _, w0, _ := wordEndingAt(s, k, true); wordIn(w0, sentThings) {
			return 0, w
		}
	}
	// "account number is …", "my number is …": the number word may stand
	// behind a link word.
	cats, w, k = overLinkWords(s, cats, w, k)
	if k > 0 && w != "" && numberWord(w) {
		c2, w2, _ := wordEndingAt(s, k, true)
		if w2 != "" {
			return cats | c2, w2
		}
		if k >= 3 && s[k-1] == ' ' && s[k-2] == ',' {
			// "I've found your account, number 608-0550-204": the
			// number in apposition to the word before the comma,
			// when that word names an id or an account.
			if c2, w2, _ = wordEndingAt(s, k-2, false); c2&(catID|catPart|catAccount) != 0 {
				return cats | c2, w2
			}
		}
	}
	return cats, w
}

// secondOfIDs reports a number ending before s[k] (blanks between) and an
// id's label before that number: the conjunction at s[k] joins a second
// number of the same label to it ("Transaction IDs 5878640820 and
// 7814073000").
func secondOfIDs(s string, k int) bool {
	j := k
	for j > 0 && s[j-1] == ' ' {
		j--
	}
	e := j
	for j > 0 && e-j < 24 && (isDigit(s[j-1]) || s[j-1] == '-') {
		j--
	}
	if j == e || !isDigit(s[e-1]) || j > 0 && s[j-1] != ' ' {
		return false
	}
	c, _, _ := wordEndingAt(s, j, true)
	return c&(catID|catPart|catAccount) != 0
}

// listConjunctions join a label's second number to its first.
var listConjunctions = []string{"and", "or", "y", "et", "und", "e", "en", "og", "och", "i"}

// sentThings are what is sent to a phone's number, before "to".
var sentThings = []string{"code", "codes", "otp", "OTP", "link", "receipt", "invoice", "screenshot", "proof", "confirmation"}

// overLinkWords steps back over up to three short words that only link a
// label to its number ("call me at 5551234", "Llámame al 612345678", "ruf
// mich an unter …"), from the word w at s[k] with categories cats.
func overLinkWords(s string, cats uint8, w string, k int) (uint8, string, int) {
	for hop := 0; hop < 3 && cats == 0 && k > 0 && linkWord(w); hop++ {
		cats, w, k = wordEndingAt(s, k, true)
	}
	return cats, w, k
}

// linkWords stand between a phone word and its number in speech: objects
// and prepositions ("call me at", "llámame al", "appelle-moi au", "ruf mich
// an unter", "text me on", Polish "dzwonił z …", called from), and the
// word for a landline after it
// ("teléfono fijo 961902283", "telefone fixo", "telefono fisso",
// "téléphone fixe"). Compared whole, ASCII case folded.
var linkWords = []string{"me", "at", "on", "to", "al", "au", "a", "à", "an", "am", "unter", "mich", "moi", "mi", "em", "no", "na", "pod", "op", "z",
	"på", "meg", "mig", "os", "para", "o", "στο", "με",
	"fijo", "fixo", "fisso", "fixe",
	// The verb that gives the number ("my number is", "mi número es",
	// "meine Nummer ist", "mon numéro est", "il numero è", "o número é").
	"is", "was", "es", "ist", "est", "è", "é", "este",
	// Norwegian and Danish "is", Swedish "is" ("mitt fødselsnummer er …",
	// "mitt nummer är …").
	"er", "är",
	// Greek "is" and "my" after the noun ("το ΑΜΚΑ μου είναι …").
	"είναι", "μου",
	// The article after it ("mi número es el …", "mon numéro est le …"),
	// and where a call came from ("called from 612820833"); Swahili "is"
	// ("Namba yangu ni …"); Hindi and Urdu "is" in Latin letters ("mera
	// number hai …").
	"el", "le", "from", "ni", "hai",
	// Nordic "to" ("Send SMS til …"), Swahili "with us" ("Wasiliana
	// nasi …").
	"til", "nasi",
	// Croatian, Serbian, Bosnian and Slovene "is" ("Moj broj je …"),
	// Bulgarian's ("Моят номер е …"), Romanian "at" ("contactați la …").
	"je", "е", "la",
	// Polish "to me" ("dzwoń do mnie …"); Swahili "on" and "is"
	// ("mpigie … kwa 0710…", "mpya ni …").
	"do", "mnie", "kwa",
	// Arabizi "on" ("3ayetli 3la …", "kalemny 3ala …").
	"3la", "3ala",
	// Spanish "from" ("llamó desde el 734178362"); Tagalog's "me", "at"
	// and the polite "po" ("Pakitawagan po ako sa 0946…"; not "ko", my,
	// which possessiveAfter reads: "number ko 0995…").
	"desde", "ako", "sa", "po",
	// "Back" in a call back ("call me back on …", "ring back on …"), and
	// a number given to a line ("MSISDN assigned: 48787576383").
	"back", "assigned",
	// "New" after the noun in Portuguese, Spanish and Italian ("meu
	// número novo é …", "mi número nuevo es …").
	"novo", "nova", "nuevo", "nueva", "nuovo", "nuova",
	// Another line to try, after the noun ("telefone alternativo …",
	// "teléfono alternativo …", "numéro alternatif …").
	"alternativo", "alternativa", "alternatif", "alternative", "alternativ",
	// How a text shows an example of a label's numbers ("our case IDs
	// look like 0221 …"): the label is the one the example has.
	"look", "looks", "like",
	// Arabic "on" and "to" ("اتصل على …", call on), Russian and
	// Ukrainian "to me" and "to" ("перезвоните мне на …").
	"على", "إلى", "на", "мне"}

func linkWord(w string) bool {
	if len(w) == 0 || len(w) > 12 { // twelve bytes: Greek's "είναι" takes ten
		return false
	}
	return wordIn(w, linkByFirst[lower(w[0])])
}

// linkByFirst lists linkWords by the first byte, lower case, of each
// spelling of their first letter that EqualFold takes for it ("Στο" is
// "στο", and Σ and σ start with different bytes).
var linkByFirst = func() (t [256][]string) {
	for _, l := range linkWords {
		r, _ := utf8.DecodeRuneInString(l)
		for f := r; ; {
			if c := lower(string(f)[0]); !slices.Contains(t[c], l) {
				t[c] = append(t[c], l)
			}
			if f = unicode.SimpleFold(f); f == r {
				break
			}
		}
	}
	return t
}()

// emojiGapStart steps back from j over at most two pictographs of the
// Supplementary Multilingual Plane (U+1F300–1FAFF: four bytes, F0 9F …),
// each with the spaces before it (two at most).
func emojiGapStart(s string, j int) int {
	for n := 0; n < 2 && j >= 4 && s[j-4] == 0xF0 && s[j-3] == 0x9F; n++ {
		if s[j-4:j] == "📱" {
			break // a phone itself: the label (strongPhoneWords)
		}
		j -= 4
		for k := 0; k < 2 && j > 0 && s[j-1] == ' '; k++ {
			j--
		}
	}
	return j
}

// escapedGapStart is wordEndingAt's walk back from end over at most four
// of wordGap's bytes, backslashes between them not counted (six at most).
func escapedGapStart(s string, end int) int {
	j, gaps, slashes := end, 0, 0
	for j > 0 {
		switch c := s[j-1]; {
		case c == '\\' && slashes < 6:
			slashes++
		case wordGap[c] && gaps < 4:
			gaps++
		default:
			return j
		}
		j--
	}
	return j
}

// wordEndingAt returns the categories of the word that ends right before
// end (see wordRightBefore), the word, and where it starts. afterWord allows
// a hyphen or an underscore between the word and end too ("Bestell-Nr.",
// "receipt_number").
func wordEndingAt(s string, end int, afterWord bool) (uint8, string, int) {
	j := end
	for j > 0 && end-j < 4 && (wordGap[s[j-1]] || afterWord && (s[j-1] == '-' || s[j-1] == '_') || s[j-1] == '[' && j >= 2 && s[j-2] == ':') {
		j-- // '[' only as a JSON array opens a key's value: "recipients":["…"]
	}
	if j > 0 && s[j-1] == ' ' && strings.IndexByte(s[j:end], ':') >= 0 {
		// A form's label padded to its column before the colon ("DUNS
		// : 32-524-8049", "Tel. ufficio           : 055 …").
		k := j - 1
		for k > 0 && j-k < 48 && s[k-1] == ' ' {
			k--
		}
		if k > 0 && s[k-1] != ' ' && s[k-1] != '\n' {
			j = k
		}
	}
	if j >= 4 && s[j-4] == 0xF0 && s[j-3] == 0x9F {
		// A pictograph between a label and its number ("call 👉
		// 254722989854", "يرجى التواصل 💬 ٠٥٥…"): a gap, as a colon is.
		j = emojiGapStart(s, j)
	}
	if j > 0 && s[j-1] == '\\' && j < end {
		// JSON inside a JSON string escapes its quotes ({\"user_id\":
		// 4709655522}, twice escaped \\\"): the backslashes are no
		// part of the gap's count.
		j = escapedGapStart(s, end)
	}
	if j >= 3 && s[j-3] == 0xEF && s[j-2] == 0xBC && (s[j-1] == 0x9A || s[j-1] == 0x83) {
		j -= 3 // a full-width colon or number sign: "订单号：", "番号＃"
	}
	k := j
	for lo := max(0, j-24); k > lo && letterOrHigh[s[k-1]]; {
		k--
	}
	// Punctuation outside ASCII opens a word too: "«شماره من …»", "„Tel.".
	// ("№" is a symbol, and a word for number.)
	for k < j && s[k] >= 0x80 {
		r, w := utf8.DecodeRuneInString(s[k:j])
		if !unicode.IsPunct(r) {
			break
		}
		k += w
	}
	if k == j {
		return 0, "", j
	}
	if s[j-1] >= 0x80 {
		if r, _ := utf8.DecodeLastRuneInString(s[:j]); runeClass(r)&rCJK != 0 {
			return cjkWordsEnding(s[k:j]), s[k:j], k
		}
	}
	if k >= 2 && (s[k-1] == '_' || s[k-1] == '-') && isAlpha(s[k-2]) {
		// A snake_case field named as a whole for a phone ("wa_id",
		// "source_addr", "caller_number"; a header's "WhatsApp-ID"),
		// whose last part alone may name something else ("id").
		k2 := k - 1
		for k2 > 0 && j-k2 < 24 && (isAlpha(s[k2-1]) || s[k2-1] == '_' || s[k2-1] == '-') {
			k2--
		}
		for _, w := range snakePhoneFields {
			if len(w) == j-k2 && sameField(s[k2:j], w) {
				return catStrongPhone, s[k2:j], k2
			}
		}
		if j-k == 2 && s[k]|0x20 == 'h' && s[k+1]|0x20 == 'p' {
			// Indonesian's handphone as a field's last part ("kurir_hp",
			// "pasien_hp"): a contact's number. Weak: a game's "max_hp"
			// holds hit points, too few digits for any phone.
			return catWeakPhone, s[k2:j], k2
		}
	}
	if j-k <= 2 && k >= 2 && s[k-1] == '/' && isAlpha(s[k-2]) && (k < 3 || !isAlpha(s[k-3])) {
		// An abbreviation written with a slash is one word: "P/N", "S/N"
		// name a part's and a serial's number.
		if c := wordsAt(s, k-2); c != 0 {
			return c, s[k-2 : j], k - 2
		}
	}
	cats := wordsAt(s, k)
	if cats == 0 && s[k] >= 0xD8 && s[k] <= 0xDB {
		// Arabic glues the article and prepositions to the word:
		// "للطلب رقم …" (for the order, number …).
		for _, p := range arabicPrefixes {
			if j-k > len(p) && s[k:k+len(p)] == p {
				if c := wordsAt(s, k+len(p)); c != 0 {
					return c, s[k:j], k
				}
			}
		}
	}
	return cats, s[k:j], k
}

// letterOrHigh marks the bytes wordEndingAt reads a word from: ASCII
// letters and every byte of a non-ASCII character.
var letterOrHigh = func() (t [256]bool) {
	for c := 0; c < 256; c++ {
		t[c] = c|0x20 >= 'a' && c|0x20 <= 'z' || c >= 0x80 // isAlpha's letters (class is not built yet)
	}
	return t
}()

// arabicPrefixes are the article and the prepositions Arabic writes
// joined to the next word, longest first.
var arabicPrefixes = []string{"وبال", "بال", "وال", "فال", "كال", "لل", "ال", "و", "ب", "ل"}

// snakePhoneFields are fields named for a phone number in snake_case,
// read whole by wordEndingAt. A WhatsApp id is the account's phone number
// in E.164 without its '+' (the Cloud API's "wa_id").
var snakePhoneFields = []string{"wa_id", "whatsapp_id", "source_addr", "destination_addr", "dest_addr", "dst_addr", "src_addr", "a_number", "b_number", "calling_number", "called_number", "caller_number"}

// sameField compares a field name with w, ASCII case folded, a '-' in it
// matching w's '_'.
func sameField(name, w string) bool {
	for i := 0; i < len(w); i++ {
		c := name[i]
		if c == '-' {
			c = '_'
		}
		if lower(c) != w[i] {
			return false
		}
	}
	return true
}

// numberWords say "number" and nothing else: the word before them names
// the number ("Order No.", "Auftrags-Nr.", "n°", "nº", "№", "номер",
// "numarası", "رقم", "नंबर"). Compared whole, ASCII case folded.
var numberWords = []string{"no", "nr", "n", "nro", "num", "nbr", "number", "numero", "nummer", "numer", "nombor", "nomor", "numărul", "număr", "شماره", "নম্বর",
	"numara", "numarası", "numaram", "numaran", "numaramız", "numaranız", "n°", "nº", "núm", "número", "numéro", "№", "номер", "Номер", "رقم", "नंबर", "संख्या", "क्रमांक",
	// Hungarian, Czech and Slovak, Croatian and Serbian, Greek.
	"szám", "számú", "číslo", "č", "broj", "αριθμός",
	// Swahili; Hebrew, and its abbreviation (מס׳); the plural ("Lottery
	// numbers 04 11 23 35 42").
	"namba", "מספר", "מס׳", "מס", "numbers", "số",
	// Korean's word for number, written apart from what it numbers
	// ("운송장 번호", "전화 번호").
	"번호"}

// numberFirst holds the first bytes of numberWords, in both cases.
var numberFirst = func() (t [256]bool) {
	for _, w := range numberWords {
		t[w[0]] = true
		if c := w[0] | 0x20; c >= 'a' && c <= 'z' { // not isAlpha: its table is built in init, after this
			t[c], t[c^0x20] = true, true
		}
	}
	return t
}()

func numberWord(w string) bool {
	if !numberFirst[w[0]] {
		return false // no number word starts so
	}
	return wordIn(w, numberWords)
}

// cjkNumberSuffixes say "number" at the end of a CJK label: "订单号",
// "注文番号", "电话号码".
var cjkNumberSuffixes = []string{"番号", "编号", "號碼", "号码", "号", "號", "번호"}

// cjkByLast lists the keywords that start with a CJK character by their
// last byte, with their categories: in CJK text a label is found as the
// keyword that ends right before the number, and the last byte leaves one
// or two to compare.
var cjkByLast [256][]kwEntry

func init() {
	for _, l := range keywordLists {
		for _, w := range l.words {
			if r, _ := utf8.DecodeRuneInString(w); isCJKSlow(r) {
				cjkByLast[w[len(w)-1]] = append(cjkByLast[w[len(w)-1]], kwEntry{w: w, cat: l.cat})
			}
		}
	}
}

// cjkWordsEnding returns the categories of the CJK keywords that end t,
// with a "number" suffix taken off t or not.
func cjkWordsEnding(t string) uint8 {
	cats := cjkEnding(t)
	if b := t[max(0, len(t)-3)]; cats == 0 && len(t) > 3 && b >= 0xEA && b <= 0xED { // a Hangul syllable last
		for _, p := range koreanParticles {
			if len(t) > len(p) && strings.HasSuffix(t, p) {
				if c := cjkWordsEnding(t[:len(t)-len(p)]); c != 0 {
					return c
				}
			}
		}
	}
	switch t[len(t)-1] {
	case 0xB7, 0x81, 0xBC, 0x9F, 0xB8: // the last bytes of 号, 码, 碼, 號, 호
	default:
		if cats&catID != 0 && inquiryLabel(t) {
			// "お問い合わせ 06-…" heads where to call with questions;
			// "お問い合わせ番号" (with its number suffix) is a ticket's.
			return cats&^catID | catWeakPhone
		}
		return cats
	}
	for _, suf := range cjkNumberSuffixes {
		if strings.HasSuffix(t, suf) {
			stem := t[:len(t)-len(suf)]
			c := cats | cjkEnding(stem)
			if c == 0 && suf == "번호" && koreanIDStem(stem) {
				// "발급번호" (issue number), "증권번호" (policy number):
				// Korean glues the noun a number belongs to before
				// 번호, and one that names no phone names an id.
				return catID
			}
			if c == 0 && suf == "番号" && japaneseIDStem(stem) {
				// Japanese does the same before 番号: "整理番号",
				// "証券番号", "発行番号".
				return catID
			}
			return c
		}
	}
	return cats
}

// koreanIDStem reports the noun glued before 번호 (number) as one that
// names no phone: a Hangul syllable last, and no phone's noun that the
// keyword lists lack at its end (대표번호 the main line, 직통 direct,
// 내선 extension, 집 and 자택 home, 회사 and 사무실 office, 발신 and 수신
// calling and called, 안심 and 가상 virtual numbers, 문의 and 상담
// inquiries), nor a card's (카드번호) or an account's (계좌번호).
func koreanIDStem(stem string) bool {
	if len(stem) < 3 {
		return false
	}
	if b := stem[len(stem)-3]; b < 0xEA || b > 0xED {
		return false
	}
	for _, w := range koreanPhoneStems {
		if strings.HasSuffix(stem, w) {
			return false
		}
	}
	return true
}

// japaneseIDStem reports the noun glued before 番号 as one that names no
// phone: a kanji or a katakana last (not the particle の, "お店の番号"
// the shop's number, whose it is), and no phone's noun the keyword lists
// lack at its end (代表 the main line, 内線 an extension, 自宅 home, 会社
// office, 緊急 emergency, 窓口 a counter), nor a card's (カード番号).
func japaneseIDStem(stem string) bool {
	if len(stem) < 3 {
		return false
	}
	r, _ := utf8.DecodeLastRuneInString(stem)
	if !(r >= 0x4E00 && r <= 0x9FFF || r >= 0x30A1 && r <= 0x30FA) {
		return false
	}
	for _, w := range japanesePhoneStems {
		if strings.HasSuffix(stem, w) {
			return false
		}
	}
	return true
}

var japanesePhoneStems = []string{"代表", "直通", "内線", "固定", "自宅", "会社", "緊急", "窓口", "連絡", "携帯", "電話", "ファックス", "ファクス", "ダイヤル", "センター", "本社", "支店", "店舗", "事務所", "カード", "口座"}

var koreanPhoneStems = []string{"대표", "직통", "내선", "집", "자택", "회사", "사무실", "직장", "발신", "수신", "착신", "안심", "가상", "콜백", "회신",
	"문의", "상담", "폰", "휴대", "긴급", "비상", "본인", "이동", "담당자", "센터", "카드", "계좌", "제", "내", "저의", "나의", "새", "연락"}

// inquiryLabel reports a CJK label ending in Japanese "inquiries" with no
// number suffix after it (お問い合わせ, 問合せ, お問合せ).
func inquiryLabel(t string) bool {
	return strings.HasSuffix(t, "問い合わせ") || strings.HasSuffix(t, "問合せ")
}

// koreanParticles follow a Korean noun, written together with it: "연락은"
// (contact, as for), "번호로" (by number). A keyword is looked for before
// them too.
var koreanParticles = []string{"은", "는", "이", "가", "을", "를", "로", "으로", "에", "처"}

// cjkEnding returns the categories of the CJK keywords that end t.
func cjkEnding(t string) uint8 {
	if t == "" {
		return 0
	}
	var cats uint8
	for _, e := range cjkByLast[t[len(t)-1]] {
		if strings.HasSuffix(t, e.w) {
			cats |= e.cat
		}
	}
	return cats
}

func (x *ctxIndex) phone(start, end int) bool {
	return x.near(catStrongPhone|catWeakPhone, start, end) || x.phoneColumn(start) || letterLabelBefore(x.s, start) || edifactPhoneAt(x.s, start) || x.phoneListHeading(start, end, catStrongPhone|catWeakPhone)
}

// phoneListHeading reports a number that is the value of a line of a list
// under a heading that names phones: "Phone list (typed from the kitchen
// wall)", then one entry to a line, a name of one to three words, ':' and
// its value ("Rahul: 7379494578", "Doodhwala: 39 litres daily"). The
// number fills its line after its name's colon; the lines above it, twelve
// at most, are of the list's form up to the heading, whose phone word the
// index holds (of cats). Each line read is bounded (96 bytes).
func (x *ctxIndex) phoneListHeading(start, end int, cats uint8) bool {
	s := x.s
	if end < len(s) && s[end] != '\n' && s[end] != '\r' {
		return false
	}
	ls, ok := listEntryStart(s, start)
	if !ok {
		return false
	}
	blank := s[start-2] != ':' // the entries' form: "name number", all of them
	first := ls
	for n := 0; n < 13 && ls > 0; n++ {
		if cats == x.listCats && ls > x.listHead && ls <= x.listLast {
			x.listLast = max(x.listLast, first) // a line of the list read before
			return x.listVerdict
		}
		// The line above: the list's next entry up, or its heading.
		pe := ls - 1
		if pe > 0 && s[pe-1] == '\r' {
			pe--
		}
		pl := max(0, pe-96)
		if b := strings.LastIndexByte(s[pl:pe], '\n'); b >= 0 {
			pl += b + 1
		} else if pl > 0 {
			return false
		}
		if blank && blankEntryValue(s, pl, pe) > 0 {
			ls = pl // an entry with no colon ("uncle ray 3239519672")
			continue
		}
		if c := strings.IndexByte(s[pl:pe], ':'); c < 0 || c == pe-pl-1 {
			// No colon inside: a heading, or its colon at the end, of
			// words alone ("Mobile Legends — 500 ر.س" is a shop's line);
			// over entries with no colon, a word for contacts too
			// ("emergency contacts"), no id's word beside it. A marker
			// is a value replaced, no heading's word.
			v := pe > pl && tokFlags(s[pl:pe])&tDigit == 0 && strings.IndexByte(s[pl:pe], '[') < 0 && (x.any(cats, pl, pe) ||
				blank && x.any(catWeakPhone, pl, pe) && !x.any(catID|catPart|catAccount, pl, pe))
			x.listHead, x.listLast, x.listCats, x.listVerdict = pl, first, cats, v
			return v
		}
		if _, ok := listEntryStart(s, pl+strings.IndexByte(s[pl:pe], ':')+2); !ok || blank {
			// A line of another form above: no heading for the lines
			// below either, down to this one (remembered, so that a
			// long list reads each line once).
			x.listHead, x.listLast, x.listCats, x.listVerdict = pl, first, cats, false
			return false
		}
		ls = pl
	}
	// Thirteen lines of the list and no heading: none for the lines
	// below it either (each would reach less far up).
	x.listHead, x.listLast, x.listCats, x.listVerdict = ls, first, cats, false
	return false
}

// listEntryStart returns where the line starts whose value begins at
// s[v]: a name of one to three words (24 bytes at most) at the line's
// start, ':' and a blank right before v, or the blank alone (a note's
// "uncle ray 3239519672").
func listEntryStart(s string, v int) (int, bool) {
	if v < 3 || v > len(s) || s[v-1] != ' ' || s[v-2] != ':' && !isAlpha(s[v-2]) {
		return 0, false
	}
	k, words := v-2, 1
	if s[v-2] != ':' {
		k = v - 1
	}
	for k > 0 && v-2-k <= 24 && s[k-1] != '\n' {
		c := s[k-1]
		if c == ' ' {
			words++
		} else if !isAlpha(c) && c < 0x80 && c != '.' && c != '\'' && c != '-' && c != '&' {
			return 0, false
		}
		k--
	}
	if k == v-2 || words > 3 || k > 0 && s[k-1] != '\n' || s[k] == ' ' {
		return 0, false
	}
	return k, true
}

// blankEntryValue returns where the number starts that ends the line
// s[pl:pe] after a name of one to three words and a blank ("jess 281 686
// 1636", "mummy 9091969594"): seven digits or more, with blanks, '-', '.'
// and parentheses between; 0 when the line is no such entry.
func blankEntryValue(s string, pl, pe int) int {
	v, digits := pe, 0
	for v > pl && pe-v <= 24 {
		c := s[v-1]
		if isDigit(c) {
			digits++
		} else if c != ' ' && c != '-' && c != '.' && c != '(' && c != ')' && c != '+' {
			break
		}
		v--
	}
	for v < pe && s[v] == ' ' {
		v++
	}
	if digits < 7 || v >= pe || !isDigit(s[v]) && s[v] != '+' && s[v] != '(' {
		return 0
	}
	if _, ok := listEntryStart(s, v); !ok {
		return 0
	}
	return v
}

// ssnLabel looks a little further back than the phone words do: "my social
// security number, which I got in 1998, is 123 45 6789". In a row of a
// table (CSV, TSV, a Markdown table) whose header names an SSN column, the
// column decides instead: a value under "ssn" or "tax_id" is labelled however
// far down the table it is, and one under "account" is not, however close to
// the header.
func (x *ctxIndex) ssnLabel(start, end int) bool {
	lo := x.lineBefore(start)
	if x.any(catSSN, lo, start) || x.any(catSSN, end, x.lineAfter(end)) && !x.idRightBefore(start) {
		return true // (an SSN's word after it, but not when an id's word names it: "Voter ID 457404122. Last 4 of SSN …")
	}
	if inTable, ssnCol := x.ssnColumn(start); inTable {
		return ssnCol
	}
	if a, b, ok := validationLoc(x.s, start); ok && x.any(catSSN, a, b) {
		return true
	}
	if x.socialRightBefore(start) {
		return true
	}
	// The 72 bytes before start, less the part already looked through.
	if x.any(catSSN, max(0, start-72), lo) {
		return true
	}
	if keyNamed(x.s, start) == catSSN {
		return true // a JSON key in camelCase: "employeeSsn", "applicantSSN"
	}
	a, b := askingTurn(x.s, start, end, x)
	return a >= 0 && x.any(catSSN, a, b) // "…your Social Security number." — "Sure, it's 737715538."
}

// socialRightBefore reports "social", the US shorthand for the SSN, as the
// word right before s[start] ("social 089963278 verified", "the social is
// 709 09 6633"), which the label index does not hold.
func (x *ctxIndex) socialRightBefore(start int) bool {
	c, w, k := x.wordEnding(start)
	if w == "" {
		return false
	}
	_, w, _ = overLinkWords(x.s, c, w, k)
	return strings.EqualFold(w, "social")
}

// validationLoc returns the line that names the field of the input value
// starting at s[start], in a pydantic validation error: the field's path
// on a line of its own, its message indented on the next, the value last
// ("applicant.ssn\n  String should match pattern … input_value='624981424',").
func validationLoc(s string, start int) (int, int, bool) {
	const mark = "input_value="
	i := start
	if i > 0 && (s[i-1] == '\'' || s[i-1] == '"') {
		i--
	}
	if i < len(mark) || s[i-len(mark):i] != mark {
		return 0, 0, false
	}
	ls := strings.LastIndexByte(s[max(0, i-256):i], '\n')
	if ls < 0 {
		return 0, 0, false
	}
	ls += max(0, i-256) // the '\n' that ends the path's line
	b := ls
	if b > 0 && s[b-1] == '\r' {
		b--
	}
	a := b
	for a > 0 && b-a <= 64 && s[a-1] != '\n' && s[a-1] != ' ' {
		a--
	}
	if a == b || b-a > 64 || a > 0 && s[a-1] == ' ' {
		return 0, 0, false // no path alone on its line
	}
	return a, b, true
}

// partNamed reports a number named as a part number: a part word with
// its number mark right before it ("part no. 301-61-5369", "Part Nr."),
// whatever else is near; or a part word in the 24 bytes before it with no
// SSN label near ("P/N 154-66-1901"). "Case 4412 - SSN is 123-45-6789"
// and "SSN (ref 123-45-6789)" name an SSN.
func (x *ctxIndex) partNamed(start, end int) bool {
	if !x.partLabel(start) {
		return false
	}
	c, w, k := x.wordEnding(start)
	if c&catPart != 0 && start >= 2 && x.s[start-1] == ' ' && (isAlnum(x.s[start-2]) || x.s[start-2] == '.') && wordIn(w, []string{"p/n", "pn", "sku", "mpn", "part", "s/n", "serial", "model"}) {
		// A part's own word right before, a blank between: "P/N
		// 446-75-4599", whatever SSN the line names ("SSN (ref …)" is
		// the SSN's reference).
		return true
	}
	if w != "" && numberWord(w) {
		if c2, w2, _ := wordEndingAt(x.s, k, true); w2 != "" && c2&catPart != 0 {
			return true
		}
	}
	return !x.ssnLabel(start, end)
}

// partLabel looks only before the number: "part no. 123-45-6789".
func (x *ctxIndex) partLabel(start int) bool { return x.any(catPart, max(0, start-24), start) }

// idNotCard reports an unbroken digit string labelled as some other kind of
// number ("order 4539…", "tweet 1460…") with no card word nearby.
func (x *ctxIndex) idNotCard(start, end int) bool {
	return x.any(catID, max(0, start-20), start) && !x.near(catCard, start, end) && !x.cardColumn(start) && !iso8583PANField(x.s, start)
}

// iso8583PANField reports the card number at s[start] as the value of an
// ISO 8583 message's field 2, the primary account number, as jPOS's XML
// logs print it (`<field id="2" value="4313…"/>`): the "id" names the
// field, not the number.
func iso8583PANField(s string, start int) bool {
	const f = `id="2" value="`
	return start >= len(f) && s[start-len(f):start] == f
}

// A tableRow is a line of a table under a header that names an SSN, phone,
// card or id column, or a tuple of an INSERT whose column list does.
type tableRow struct {
	start, end int    // the line, without its line break
	fields     [2]int // fieldStarts[fields[0]:fields[1]]: where each field starts
	cols       colMasks
}

// colMasks says what the columns of a table or an INSERT are named for:
// bit k is set in ssn when column k's name is an SSN label, and so on.
type colMasks struct {
	ssn, phone, card, id uint64
}

func (m colMasks) any() bool { return m.ssn|m.phone|m.card|m.id != 0 }

// set marks column k as named for label (columnLabel).
func (m *colMasks) set(k int, label uint8) {
	switch label {
	case catSSN:
		m.ssn |= 1 << uint(k)
	case catStrongPhone:
		m.phone |= 1 << uint(k)
	case catCard:
		m.card |= 1 << uint(k)
	case catID:
		m.id |= 1 << uint(k)
	}
}

// has reports whether col is set in mask.
func has(mask uint64, col int) bool { return col >= 0 && col < 64 && mask&(1<<uint(col)) != 0 }

// Limits on what counts as a table, so that building them stays linear and
// prose with commas is not taken for one.
const (
	maxHeaderLine = 1024
	maxHeaderCell = 32
	maxRowLine    = 4096
	maxColumns    = 64
)

// ssnColumn reports whether s[p] is in a row of a table with an SSN column,
// and if so whether it is in that column. The tables are found as far down
// as the questions reach: the lines after the last number asked about are
// never read.
func (x *ctxIndex) ssnColumn(p int) (inTable, ssnCol bool) {
	if x.segmentLabel(p) == catSSN {
		return true, true
	}
	r, col, ok := x.cellAt(p)
	if !ok {
		if x.alignedLabel(p) == catSSN {
			return true, true // under an aligned table's SSN column
		}
		return false, false
	}
	if r.cols.ssn == 0 {
		return false, false // a table named for its phone or card columns only
	}
	return true, has(r.cols.ssn, col)
}

// phoneColumn reports whether s[p] is in a column of a table whose header
// names it with a strong phone word ("phone", "mobile", "tel", "Telefon",
// "手机"): the header is the label, however far down the row is. A column
// only adds a label; a row under no phone column still has the phone words
// near it.
func (x *ctxIndex) phoneColumn(p int) bool {
	if x.segmentLabel(p) == catStrongPhone {
		return true // a field or element that holds a phone (segments.go)
	}
	if !x.holdsStrongPhoneWord() && x.present&catWeakPhone == 0 {
		return false // no column can be named for one (a "Contact" column's word is a weak one)
	}
	if r, col, ok := x.cellAt(p); ok {
		return has(r.cols.phone, col)
	}
	return x.alignedLabel(p) == catStrongPhone
}

// cardColumn reports whether s[p] is in a column of a table whose header
// names a payment card ("card_number", "PAN", "cc"): under such a header a
// word for an id in another column, the header's "order_id" or "ts" just
// above the value, does not make the number an id (idNotCard).
func (x *ctxIndex) cardColumn(p int) bool {
	if x.built && x.present&catCard == 0 {
		return false
	}
	if r, col, ok := x.cellAt(p); ok {
		return has(r.cols.card, col)
	}
	return x.alignedLabel(p) == catCard
}

// idColumn reports whether the number s[start:end] is the whole value of a
// column of a table, or of an INSERT's tuples, named for another kind of
// number ("order", "tracking_id", "customer_no"): the name says what the
// values are, as a word right before one does (idRightBefore), however far
// down the row is. A value with more in it ("555-123-4567 please call")
// is not named by its column.
func (x *ctxIndex) idColumn(start, end int) bool {
	// A header is read only where the text holds a label word
	// (readHeader); postal and account columns need none of their own.
	if x.built && x.present&(catSSN|catStrongPhone|catCard|catID|catPart|catAccount) == 0 {
		return false // no header to read
	}
	if fieldStart(x.s, start) && fieldEnd(x.s, end) {
		if r, col, ok := x.cellAt(start); ok {
			return has(r.cols.id, col)
		}
	}
	// A text table aligned with spaces: the value fills its cell.
	s := x.s
	if !(end == len(s) || s[end] == '\n' || s[end] == '\r' || end+1 < len(s) && s[end] == ' ' && s[end+1] == ' ') {
		return false
	}
	lab, ha, hb, _ := x.alignedCell(start)
	// A postal code has ten digits at most (Iran's; Brazil's CEP has
	// eight): eleven under "Cep" are Turkish's mobile (cep telefonu),
	// "0 (533) 524 63 60".
	if lab != catID {
		return false
	}
	postal, _ := columnKind(s[ha:hb])
	return !postal || digitCount(s, start, end) <= 10
}

// otherColumn reports a value filling a cell under a column its table's
// header names for something else than a phone — an id's, an SSN's or a
// TIN's, a card's: the header says what the cell holds, so an address in
// the next cell makes no contact line of its row (contactLineItem).
func (x *ctxIndex) otherColumn(start, end int) bool {
	if x.idColumn(start, end) {
		return true
	}
	if !fieldStart(x.s, start) || !fieldEnd(x.s, end) {
		return false
	}
	r, col, ok := x.cellAt(start)
	return ok && r.cols.any() && !has(r.cols.phone, col) && (has(r.cols.id|r.cols.ssn|r.cols.card, col))
}

// digitCount counts the digits (in any system digitAt reads) in s[a:b].
func digitCount(s string, a, b int) int {
	n := 0
	for i := a; i < b; {
		if _, w, ok := digitAt(s, i); ok {
			n++
			i += w
			continue
		}
		i++
	}
	return n
}

// cellAt returns the row of a table, or the tuple of values of an SQL
// INSERT (sqlinsert.go), that holds s[p] under a labelled column, and the
// column of s[p] in it. A number is labelled by its tuple's column only
// when it starts the value.
func (x *ctxIndex) cellAt(p int) (tableRow, int, bool) {
	if fieldStart(x.s, p) {
		// An INSERT's tuple first: its lines of values, wrapped one to a
		// line, pass for a table's rows under the statement's line
		// ("INSERT INTO t (msisdn, imsi, …) VALUES\n  ('…', '…', …),").
		x.buildSQL(p)
		if r, col, ok := rowAt(x.tuples, x.sqlFields, p, &x.tupleHint); ok {
			return r, col, true
		}
	}
	x.buildTables(p)
	return rowAt(x.rows, x.fieldStarts, p, &x.rowHint)
}

// rowAt returns the row of rows (sorted, not overlapping) that holds s[p],
// and the column of s[p] in it: its fields start at
// starts[r.fields[0]:r.fields[1]]. Questions come mostly in the order of
// the text: *hint, the row found last, and the one after it are tried
// before a binary search.
func rowAt(rows []tableRow, starts []int, p int, hint *int) (tableRow, int, bool) {
	k := *hint
	if k+1 < len(rows) && rows[k].end < p {
		k++
	}
	if k >= len(rows) || rows[k].start > p || rows[k].end < p {
		lo, hi := 0, len(rows) // the first row that ends at or after p
		for lo < hi {
			m := int(uint(lo+hi) >> 1)
			if rows[m].end < p {
				lo = m + 1
			} else {
				hi = m
			}
		}
		if lo == len(rows) || rows[lo].start > p {
			return tableRow{}, -1, false
		}
		k = lo
	}
	*hint = k
	r := rows[k]
	col, _ := slices.BinarySearch(starts[r.fields[0]:r.fields[1]], p+1)
	return r, col - 1, true
}

// splitFields appends the start of each field of line (at offset off in s)
// split on delim, outside double quotes, and returns them; ok is false when
// there are more than maxColumns.
func splitFields(dst []int, line string, off int, delim byte) ([]int, bool) {
	dst = append(dst, off)
	quoted := false
	n := 1
	for i := 0; i < len(line); i++ {
		switch c := line[i]; {
		case c == '"':
			quoted = !quoted
		case c == delim && !quoted:
			if n == maxColumns {
				return dst, false
			}
			dst = append(dst, off+i+1)
			n++
		}
	}
	return dst, true
}

// headerDelim picks the delimiter of a header line: the most frequent of
// comma, tab, semicolon and bar, or 0 when there is none.
func headerDelim(line string) byte {
	best, bestN := byte(0), 0
	for k, d := range [...]string{",", "\t", ";", "|"} {
		if n := strings.Count(line, d); n > bestN {
			best, bestN = ",\t;|"[k], n
		}
	}
	return best
}

// headerMask reads the line s[ls:le] as a header split on delim, outside
// double quotes: every cell a short name (no digits-only cell, nothing longer
// than maxHeaderCell), at most maxColumns of them. It returns the columns
// whose name is an SSN label ("ssn", "SSN", "tax_id", "Social Security
// Number"), a strong phone word, a card word or an id (columnLabel), and the
// number of columns, or 0 when the line is no header.
func (x *ctxIndex) headerMask(ls, le int, delim byte) (cols colMasks, nf int) {
	if nf = headerCells(x.s, ls, le, delim); nf == 0 {
		return colMasks{}, 0
	}
	return x.headerNames(ls, le, delim), nf
}

// headerNames returns the labelled columns (columnLabel) of the header
// s[ls:le] split on delim, outside double quotes (headerCells).
func (x *ctxIndex) headerNames(ls, le int, delim byte) (cols colMasks) {
	s := x.s
	quoted := false
	// Names of ids are common words ("order", "ID"), and a line of prose
	// with commas may pass for a header ("New hire: Jo, employee ID E61,
	// start date …"): id columns count only in a header of plain names,
	// no digit or colon in any.
	plain := true
	for fs, nf := ls, 0; ; nf++ {
		var fe int
		fe, quoted = cellEnd(s, fs, le, delim, quoted)
		a, b := trimCell(s, fs, fe)
		if b > a {
			cols.set(nf, columnLabel(s, a, b))
			if plain && digitOrColon(s, a, b) {
				plain = false
			}
		}
		if fe == le {
			if !plain {
				cols.id = 0
			}
			return cols
		}
		fs = fe + 1
	}
}

// cellEnd returns where the cell that starts at fs ends on a line ending at
// le — at the next delim outside double quotes, or le — and whether a quote
// is open there: the one cell split of headerNames and headerCells.
func cellEnd(s string, fs, le int, delim byte, quoted bool) (int, bool) {
	fe := fs
	for ; fe < le; fe++ {
		if c := s[fe]; c == '"' {
			quoted = !quoted
		} else if c == delim && !quoted {
			break
		}
	}
	return fe, quoted
}

// headerCells returns the number of cells of the line s[ls:le] split on
// delim outside double quotes, when they are a header's (each a short name
// with a letter in it, or number signs only, at most maxColumns of them),
// and 0 otherwise. One pass, which stops at the first cell that is no name.
func headerCells(s string, ls, le int, delim byte) int {
	quoted := false
	for fs, nf := ls, 0; ; {
		var fe int
		fe, quoted = cellEnd(s, fs, le, delim, quoted)
		a, b := trimCell(s, fs, fe)
		if b-a > maxHeaderCell && (b-a > 4*maxHeaderCell || utf8.RuneCountInString(s[a:b]) > maxHeaderCell) {
			return 0 // a cell's length counted in characters: "رقم الهوية الوطنية" is 34 bytes
		}
		if b > a && !cellHasLetter(s, a, b) && !allHash(s[a:b]) {
			return 0 // a value, not a name: this line is a row
		}
		nf++
		if fe == le {
			return nf
		}
		if nf == maxColumns {
			return 0
		}
		fs = fe + 1
	}
}

// digitOrColon reports an ASCII digit or a colon in s[a:b].
func digitOrColon(s string, a, b int) bool {
	for i := a; i < b; i++ {
		if isDigit(s[i]) || s[i] == ':' {
			return true
		}
	}
	return false
}

// trimCell returns the cell s[a:b] without the spaces and quotes around it.
func trimCell(s string, a, b int) (int, int) {
	for a < b && startTrim[s[a]] {
		a++
	}
	for b > a && endTrim[s[b-1]] {
		b--
	}
	return a, b
}

// cellHasLetter reports an ASCII letter or a non-ASCII byte in s[a:b].
func cellHasLetter(s string, a, b int) bool {
	for i := a; i < b; i++ {
		if isAlpha(s[i]) || s[i] >= 0x80 {
			return true
		}
	}
	return false
}

// columnLabel says what the column name s[a:b] labels: catSSN for an SSN
// label ("ssn", "tax_id"), catStrongPhone for a strong phone word
// ("phone", "Telefon"), catCard for a card word ("card_number", "pan"),
// catID for a word for another kind of number, first or later ("order",
// "tracking", "phone_id", "card_id", "customer_id"), 0 for anything else.
func columnLabel(s string, a, b int) uint8 {
	cats := wordsOfAt(s[:b], a, catSSN|catStrongPhone|catCard)
	if cats == 0 && strings.HasPrefix(s[a:b], "ال") && b-a > len("ال") {
		cats = wordsOfAt(s[:b], a+len("ال"), catSSN|catStrongPhone|catCard) // Arabic's article: "الهاتف"
	}
	if cats == 0 && s[b-1] >= 0x80 {
		// Chinese and Japanese compounds put the head last too, with no
		// mark between: "手提電話" (a mobile), "聯絡電話" (a contact's).
		for _, w := range cjkPhoneHeads {
			if b-a > len(w) && s[b-len(w):b] == w {
				cats = catStrongPhone
				break
			}
		}
	}
	if cats == 0 || cats&(catSSN|catStrongPhone) == 0 && b-a > 4 {
		// A compound name's head is its last word: "employee_ssn",
		// "spouse-ssn", "home_phone", "emergencyPhone" name an SSN's and
		// a phone's column (not a card's: "gift_card" names none), and
		// so "Billing Phone" a phone's, though "billing" is a card's word.
		if h := lastNamePart(s, a, b); h > a && !verbHead(s[h:b]) {
			if hc := wordsOfAt(s[h:b], 0, catSSN|catStrongPhone); hc != 0 || cats == 0 {
				cats = hc
			}
		}
	}
	if cats&catSSN == 0 && cats != 0 && b-a > 4 {
		// The head names an SSN whatever the word before it names:
		// "Recipient TIN" (a 1099's payee; "recipient" is a call's
		// party in a CDR).
		if h := lastNamePart(s, a, b); h > a && wordsOfAt(s[h:b], 0, catSSN) != 0 {
			cats = catSSN
		}
	}
	if cats == 0 && (b-a == 3 || b-a == 4) && cdrParty(s, a, b) {
		cats = catStrongPhone
	}
	if cats == 0 && contactColumn(s, a, b) {
		cats = catStrongPhone
	}
	switch {
	case cats&catSSN != 0:
		return catSSN
	case idColumnName(s[a:b]):
		return catID
	case cats&(catStrongPhone|catCard) != 0 && idInCell(s, a, b):
		return 0 // "phone_id", "card_id", "caller_id": not the number, not an id column either
	case cats&catStrongPhone != 0 && callMeasureName(s[a:b]):
		return 0 // "calls", "call_duration", "sms_sent": what calls came to, not a number to call
	case cats&catStrongPhone != 0:
		return catStrongPhone
	case cats&catCard != 0:
		return catCard
	}
	return 0
}

// contactColumn reports a column named for a contact, its name's head
// word ("Emergency contact", "Kontakt", "Contacto de emergencia" — the
// head first in the Romance languages): a phone-shaped value under it is
// the contact's number ("| nightcat1164 | … | 011 9799 7502 |").
func contactColumn(s string, a, b int) bool {
	for _, w := range [...]string{"contact", "kontakt", "contacto", "contato", "contatto"} {
		if b-a >= len(w) && (strings.EqualFold(s[b-len(w):b], w) && (b-len(w) == a || !isAlpha(s[b-len(w)-1])) ||
			strings.EqualFold(s[a:a+len(w)], w) && (a+len(w) == b || s[a+len(w)] == ' ')) {
			return true
		}
	}
	return false
}

// cdrParty reports the column name "src", "dst" or "clid" in the header
// of an Asterisk call detail record (Master.csv: "accountcode","src",
// "dst","dcontext","clid",…): the caller's and the called number, and the
// caller id ("Name" <number>).
func cdrParty(s string, a, b int) bool {
	if !strings.EqualFold(s[a:b], "src") && !strings.EqualFold(s[a:b], "dst") && !strings.EqualFold(s[a:b], "clid") {
		return false
	}
	ls := strings.LastIndexByte(s[:a], '\n') + 1
	le := strings.IndexByte(s[b:], '\n')
	if le < 0 {
		le = len(s)
	} else {
		le += b
	}
	return strings.Contains(s[ls:le], "dcontext")
}

// cjkPhoneHeads end a Chinese or Japanese column name that names a phone.
var cjkPhoneHeads = [...]string{"電話", "电话", "手機", "手机", "電話番号", "电话号码", "電話號碼", "携帯"}

// lastNamePart returns where the last word of the column name s[a:b]
// starts after a '_', '-', '.' or space, or at a camelCase hump; a when the
// name is one word.
func lastNamePart(s string, a, b int) int {
	for i := b - 1; i > a; i-- {
		switch c := s[i]; {
		case c == '_' || c == '-' || c == '.' || c == ' ':
			if i+1 < b {
				return i + 1
			}
			return a
		case isUpper(c) && s[i-1] >= 'a' && s[i-1] <= 'z':
			return i
		}
	}
	return a
}

// verbHead reports a name's last word that names a call rather than a
// number: "last_call", "first_sms", "lastDial" hold when, not what.
func verbHead(w string) bool {
	for _, v := range [...]string{"call", "calls", "called", "dial", "dialed", "sms", "text", "texted"} {
		if strings.EqualFold(w, v) {
			return true
		}
	}
	return false
}

// callMeasureName reports a column name that counts or measures calls and
// messages rather than naming a number: a call record's or a trunk
// report's "calls", "answered", "call_duration", "sms_sent", "fax_pages".
func callMeasureName(name string) bool {
	for len(name) > 0 {
		var w string
		w, name = cutAny(name, "_ -./()")
		switch strings.ToLower(w) {
		case "calls", "count", "cnt", "total", "duration", "dur", "date", "time", "secs", "seconds", "sec", "mins",
			"minutes", "min", "ms", "status", "type", "attempts", "answered", "missed", "sent", "received",
			"pages", "rate", "cost", "price", "length", "len":
			return true
		}
	}
	return false
}

// idColumnName reports a column name that says its values are ids of
// something other than a person's number: one of idColumnWords whole
// ("order", "Tracking"), or a name whose last word is "id", "no", "nr",
// "num" or "number" and whose first word is no phone, card or SSN word and
// not "caller" ("order_id", "Customer No", "tracking-number"; not
// "phone_number", "caller_id").
func idColumnName(name string) bool {
	if postalOrAccountColumn(name) {
		return true
	}
	if i := strings.IndexByte(name, '/'); i > 0 && i < len(name)-1 && len(name) > 3 && slashedIDNames(name) {
		return true // "EAN/UPC", "SKU/EAN": a column of one id or the other
	}
	first, last, words := name, name, 1
	for i := 0; i < len(name); i++ {
		if c := name[i]; c == '_' || c == ' ' || c == '-' || c == '.' || c == '#' {
			if words == 1 {
				first = name[:i]
			}
			last = name[i+1:]
			words++
		}
	}
	if words > 1 && nationalIDWordIn(name) {
		return true // "رقم الهوية الوطنية", "ИНН организации", "Số CCCD", "आधार संख्या"
	}
	if words == 1 || last == "" {
		if name == "" || wordsOfAt(name, 0, catID|catPart) == 0 {
			return false // most names: no word for an id starts them
		}
		for _, w := range idColumnWords {
			if len(w) == len(name) && strings.EqualFold(name, w) {
				return true
			}
		}
		// A national, tax or registration number's own name, one word
		// that a keyword ends ("TIN", "NIP", "СНИЛС", "Ondernemingsnummer",
		// "사업자등록번호"): the column holds those numbers, whatever
		// address stands in the next cell.
		return wordsOfAt(name, 0, catID) != 0 && wordsOfAt(name, 0, catStrongPhone|catCard|catSSN|catWeakPhone) == 0 && nationalIDName(name)
	}
	if !idNameEnd(last) {
		if words == 2 && wordIn(last, idColumnWords) && wordsOfAt(first, 0, catStrongPhone|catCard|catSSN|catWeakPhone) == 0 {
			return true // "last_order", "parent_invoice": which order, still an order's number
		}
		return false
	}
	// The keyword may span the first word ("b_number": a call record's
	// called party).
	if first == "" || strings.EqualFold(first, "caller") || wordsOfAt(first, 0, catStrongPhone|catCard|catSSN|catWeakPhone) != 0 ||
		wordsOfAt(name, 0, catStrongPhone) != 0 {
		return false
	}
	return true
}

// nationalIDName reports a one-word column name that is a national, tax
// or registration number's (the idWords of those, whole or as the start
// of a compound): not the generic words ("message", "status", "code")
// that other columns carry.
func nationalIDName(name string) bool {
	for _, w := range nationalIDWords {
		if len(name) >= len(w) && strings.EqualFold(name[:len(w)], w) && (len(name) == len(w) || !isASCIIAlpha(w) || len(w) >= 5) {
			return true
		}
	}
	return false
}

// cutAny returns the part of name before the first byte of seps and the rest
// after it, or name and "" when it holds none: a column name's next word.
func cutAny(name, seps string) (string, string) {
	if i := strings.IndexAny(name, seps); i >= 0 {
		return name[:i], name[i+1:]
	}
	return name, ""
}

// nationalIDWordIn reports a column name of several words one of which is
// a national, tax or registration number's name (nationalIDName) and none
// a phone's, a card's or an SSN's: the languages that put "number" or
// "national" around the name ("رقم الهوية الوطنية", "Số CCCD") still name
// that number.
func nationalIDWordIn(name string) bool {
	found := false
	for name != "" {
		var w string
		w, name = cutAny(name, "_ -.#")
		if w == "" {
			continue
		}
		if wordsOfAt(w, 0, catStrongPhone|catCard|catSSN) != 0 {
			return false // a weak phone word says only "number" ("رقم")
		}
		found = found || nationalIDName(w) && (len(w) >= 5 || !isASCIIAlpha(w) || wordsOfAt(w, 0, catID) != 0)
	}
	return found
}

// isASCIIAlpha reports a word of ASCII letters only.
func isASCIIAlpha(w string) bool {
	for i := 0; i < len(w); i++ {
		if !isAlpha(w[i]) {
			return false
		}
	}
	return true
}

// nationalIDWords name, as a table's column, the national, tax and
// registration numbers idWords knows.
var nationalIDWords = []string{"tin", "nip", "nif", "nie", "cif", "nss", "cpf", "cnpj", "pesel", "regon", "inn", "инн", "снилс", "огрн", "кпп",
	"рнокпп", "іпн", "егн", "cnp", "amka", "αμκα", "αφμ", "nin", "bvn", "nik", "npwp", "nric", "mykad", "aadhaar", "aadhar", "आधार", "gstin",
	"pan", "abn", "acn", "tfn", "ird", "bsn", "kvk", "btw", "siren", "siret", "nir", "ssn", "sin", "nas", "dni", "cuit", "cuil", "curp", "rfc",
	"rut", "nit", "cédula", "cedula", "ičo", "dič", "rodné", "taj", "hetu", "cpr", "personnummer", "fødselsnummer", "organisasjonsnummer",
	"orgnr", "organisationsnummer", "ondernemingsnummer", "rijksregisternummer", "snils", "kbo", "個人番号", "steuer", "steuernummer", "sozialversicherung", "codice fiscale", "partita iva",
	"사업자", "주민", "身份证", "身分證", "税号", "マイナンバー", "法人番号", "هوية", "الهوية", "tckn", "kimlik", "vergi", "mersis",
	"utr", "nhs", "medicare", "sss", "philhealth", "cccd", "cmnd", "mst", "nid", "পরিচয়পত্র"}

// slashedIDNames reports a column name of two or more names joined by
// slashes, each of them an id column's on its own.
func slashedIDNames(name string) bool {
	for name != "" {
		part, rest, _ := strings.Cut(name, "/")
		if !idColumnName(strings.TrimSpace(part)) {
			return false
		}
		name = rest
	}
	return true
}

// postalOrAccountColumn reports a column of postal codes ("postal_code",
// "ZIP", "PLZ", "CEP") or of account numbers ("GL Account", "acct"): ZIP+4
// codes and ledger accounts take a phone's shape, and a phone word in
// another column of the row ("Orbitel Mobile") must not make them phones.
// The name is compared by its letters, case folded.
func postalOrAccountColumn(name string) bool {
	postal, account := columnKind(name)
	return postal || account
}

// columnKind reads a column's name for a postal code's (zip, PLZ, CEP)
// or an account's.
func columnKind(name string) (postal, account bool) {
	if len(name) < 3 || len(name) > 24 {
		return false, false
	}
	var buf [24]byte
	n := 0
	for i := 0; i < len(name); i++ {
		if c := name[i]; isAlpha(c) {
			buf[n] = lower(c)
			n++
		}
	}
	w := string(buf[:n])
	switch w {
	case "zip", "zipcode", "postalcode", "postcode", "plz", "cep", "postleitzahl", "codepostal", "codigopostal":
		return true, false
	}
	return false, strings.HasSuffix(w, "account") || strings.HasSuffix(w, "acct")
}

// idNameEnd reports the last word of a column name that says its values
// are numbers of what the name's first word names: "id", "no", "nr",
// "num", "number".
func idNameEnd(w string) bool {
	switch len(w) {
	case 2:
		return strings.EqualFold(w, "id") || strings.EqualFold(w, "no") || strings.EqualFold(w, "nr")
	case 3:
		return strings.EqualFold(w, "ids") || strings.EqualFold(w, "num")
	case 6:
		return strings.EqualFold(w, "number")
	}
	return false
}

// idColumnWords name a column of ids on their own.
var idColumnWords = []string{"id", "order", "orders", "invoice", "ticket", "tracking", "sku", "isbn", "serial", "shipment", "parcel",
	"transaction", "txn", "reference", "ref", "ean", "upc", "imei", "iccid", "snowflake",
	// Parts, lots and drugs in inventories and bills of materials; an
	// ERP's material and a BOM's component.
	"p/n", "pn", "part", "mpn", "nsn", "lot", "batch", "ndc", "material", "component", "matnr", "materialnummer"}

// allHash reports a cell of number signs only: "#", the usual name of a
// Markdown table's row-number column.
func allHash(c string) bool {
	return strings.Trim(c, "#") == ""
}

// idInCell reports a word for another kind of number inside a header cell
// after its first word: "call_id", "phone_id", "Phone ID" name ids, not
// phone numbers; so does "id" glued on ("cellid", "cellId": a mobile
// network's cell, "phoneId").
func idInCell(s string, a, b int) bool {
	if b-a > 4 && isAlpha(s[b-3]) && (s[b-2]|0x20) == 'i' && (s[b-1]|0x20) == 'd' {
		return true
	}
	for i := a + 1; i < b; i++ {
		if !isAlpha(s[i-1]) && isAlpha(s[i]) && wordsOfAt(s[:b], i, catID) != 0 {
			return true
		}
	}
	return false
}

// ruleLine reports a line drawn under a header as a rule and nothing else
// ("-----+------", "====", "|---|:---:|"): the table goes on below it.
func ruleLine(line string) bool {
	dash := false
	for i := 0; i < len(line); i++ {
		switch line[i] {
		case '-', '=':
			dash = true
		case '+', '|', ':', ' ', '\t', '\r':
		default:
			return false
		}
	}
	return dash
}

// startTrim and endTrim mark what is trimmed off the ends of a header
// cell; headDelim marks the delimiters headerDelim chooses from.
var startTrim, endTrim, headDelim [256]bool

func init() {
	for _, c := range []byte{' ', '"', '\''} {
		startTrim[c], endTrim[c] = true, true
	}
	endTrim['\r'] = true
	for _, c := range []byte{',', '\t', ';', '|'} {
		headDelim[c] = true
	}
}

// shortLead reports whether the line s[ls:le] has a delimiter and a first
// cell that may be short enough for a header, whatever the delimiter: prose
// is told from a header within the first maxHeaderCell bytes, before the
// delimiters are counted. No delimiter can end the first cell before the
// first byte of any of them, and a byte that is not trimmed off its end lies
// inside it.
func shortLead(s string, ls, le int) bool {
	a := ls
	for a < le && startTrim[s[a]] {
		a++
	}
	i := a
	// A cell's length is counted in characters (headerCells): cont
	// counts the bytes that continue a multi-byte one.
	cont := 0
	// Within the first maxHeaderCell bytes only a delimiter matters:
	// looked for eight bytes at a time.
	for ; i+8 <= le && i+8 <= a+maxHeaderCell; i += 8 {
		x := load64(s, i)
		if eqBytesExact(x, ',')|eqBytesExact(x, '\t')|eqBytesExact(x, ';')|eqBytesExact(x, '|') != 0 {
			return true
		}
		cont += bits.OnesCount64(x &^ (x << 1) & msbs)
	}
	for ; i < le; i++ {
		if headDelim[s[i]] {
			return true
		}
		if s[i]&0xC0 == 0x80 {
			cont++
		}
		if i-a-cont >= maxHeaderCell && !endTrim[s[i]] {
			return false
		}
	}
	return false
}

// buildTables finds the tables whose header names an SSN, phone or card
// column and records their rows, down to the line holding s[p]: the lines
// after a header with as many fields, up to a blank line or one that does
// not fit. It goes on from where the last call stopped, so each line is
// read once however many questions are asked. The line holding s[p] is read
// as a row only: whether it is a header matters to the lines below, read
// when a question reaches them. A line is only split into fields when it
// has a delimiter and such a keyword (a header) or follows one (a row).
func (x *ctxIndex) buildTables(p int) {
	s, t := x.s, &x.tab
	for t.pos <= p && t.pos < len(s) {
		ls := t.pos
		if t.end < 0 {
			t.end = len(s)
			if k := strings.IndexByte(s[ls:], '\n'); k >= 0 {
				t.end = ls + k
			}
		}
		le := t.end
		if !t.rowRead {
			t.rowRead = true
			x.readRow(ls, le)
		}
		if le >= p {
			return // the line holding s[p]
		}
		if n := len(x.rows); n == 0 || x.rows[n-1].start != ls {
			x.readHeader(ls, le)
		}
		t.pos, t.end, t.rowRead = le+1, -1, false
	}
}

// readRow reads the line s[ls:le] as a row of the open table, if any,
// and records it or closes the table.
func (x *ctxIndex) readRow(ls, le int) {
	t := &x.tab
	if !t.active {
		return
	}
	line := x.s[ls:le]
	if strings.TrimSpace(line) == "" || len(line) > maxRowLine {
		t.active = false
		return
	}
	if ruleLine(line) {
		return
	}
	n0 := len(x.fieldStarts)
	var ok bool
	x.fieldStarts, ok = splitFields(x.fieldStarts, line, ls, t.delim)
	// A row may hold one or two more fields than its header: an amount
	// with a decimal comma at its end, left unquoted ("€4436,05"). Its
	// columns are counted from the left, as the writer of such a file
	// reads them.
	if nf := len(x.fieldStarts) - n0; ok && nf >= t.nf && nf <= t.nf+2 {
		if t.unnamed {
			// The first row: the header's names are read now, and
			// without a labelled column there was no table.
			t.unnamed, t.cols = false, x.headerNames(t.hs, t.he, t.delim)
			if !t.cols.any() {
				x.fieldStarts = x.fieldStarts[:n0]
				t.active = false
				return
			}
		}
		x.rows = append(x.rows, tableRow{start: ls, end: le, fields: [2]int{n0, len(x.fieldStarts)}, cols: t.cols})
		return
	}
	x.fieldStarts = x.fieldStarts[:n0]
	t.active = false
}

// readHeader reads the line s[ls:le], which is no row, as a header: one
// that names a labelled column (columnLabel) opens a table.
func (x *ctxIndex) readHeader(ls, le int) {
	s, t := x.s, &x.tab
	if le+1 >= len(s) || le-ls > maxHeaderLine || x.built && x.present&(catSSN|catStrongPhone|catWeakPhone|catCard|catID|catPart) == 0 {
		return // no line under it, too long, no word that names a column anywhere ("Contact" is a weak phone word)
	}
	if s[ls]|0x20 != 'c' {
		// No COPY statement: the cheap test first, every header line
		// passes here.
	} else if a, b, ok := copyColumns(s, ls, le); ok {
		// PostgreSQL's COPY … FROM stdin, as pg_dump and psql write
		// it: the column list names the tab-separated rows after it.
		if cols, nf := x.headerMask(a, b, ','); cols.any() {
			t.delim, t.nf, t.cols, t.active, t.unnamed = '\t', nf, cols, true, false
		}
		return
	}
	if !shortLead(s, ls, le) {
		return
	}
	d := headerDelim(s[ls:le])
	if d == 0 {
		return
	}
	if nf := headerCells(s, ls, le, d); nf > 0 {
		// Opened, to be closed at its first row if no name is a label.
		t.delim, t.nf, t.active = d, nf, true
		t.unnamed, t.hs, t.he = true, ls, le
	}
}

// copyColumns returns the column list of the line s[ls:le] when it is a
// COPY statement reading its rows from the lines after it ("COPY
// public.users (id, email, ssn) FROM stdin;").
func copyColumns(s string, ls, le int) (int, int, bool) {
	line := s[ls:le]
	if len(line) < len("COPY t (a) FROM stdin") || !strings.EqualFold(line[:5], "COPY ") {
		return 0, 0, false
	}
	open := strings.IndexByte(line, '(')
	shut := strings.LastIndexByte(line, ')')
	if open < 0 || shut < open {
		return 0, 0, false
	}
	rest := strings.TrimLeft(line[shut+1:], " ")
	if len(rest) < len("FROM stdin") || !strings.EqualFold(rest[:len("FROM stdin")], "FROM stdin") {
		return 0, 0, false
	}
	return ls + open + 1, ls + shut, true
}

// vietNumberOf reports a Vietnamese label "Số X" (X's number) right before
// a number, from its last syllable w1 at s[k1]: Vietnamese writes "number"
// first and the noun after it in syllables of their own, one or two ("Số
// hợp đồng:", the contract's number; "Số hóa đơn", the invoice's). A noun
// that a phone word starts ("Số điện thoại", "Số di động", "Số liên hệ"),
// or that names a phone all the same ("Số ĐT", "Số máy bàn", "Số Zalo"),
// keeps it a phone's.
func vietNumberOf(s, w1 string, k1 int) bool {
	if w1 == "" || k1 < 4 || s[k1-1] != ' ' {
		return false
	}
	// "số" ends in ố (E1 BB 91, capital E1 BB 90) right before w1 or
	// before the syllable before it: two byte compares drop the rest.
	j := k1 - 1
	if !(s[j-1] == 0x91 || s[j-1] == 0x90) || s[j-2] != 0xBB {
		for j--; j > 0 && k1-j < 16 && s[j] != ' '; j-- {
		}
		if j < 3 || s[j] != ' ' || !(s[j-1] == 0x91 || s[j-1] == 0x90) || s[j-2] != 0xBB {
			return false
		}
	}
	_, w2, k2 := wordEndingAt(s, k1, false)
	noun, w := k1, w1
	if !vietNumber(w2) {
		if k2 < 4 || s[k2-1] != ' ' || w2 == "" {
			return false
		}
		_, w3, _ := wordEndingAt(s, k2, false)
		if !vietNumber(w3) {
			return false
		}
		noun, w = k2, w2
	}
	if wordsAt(s, noun)&(catStrongPhone|catWeakPhone) != 0 || wordIn(w, vietPhoneNouns) || wordIn(w1, vietPhoneNouns) {
		return false
	}
	return true
}

// vietNumber reports Vietnamese "số" (number), either case.
func vietNumber(w string) bool { return w == "số" || w == "Số" || w == "SỐ" }

// vietPhoneNouns are syllables of Vietnamese nouns for a phone that the
// keyword lists do not hold whole: ĐT (điện thoại), máy (a handset: "số
// máy", "máy bàn"), di (di động), Zalo, and the home's (nhà riêng) and
// the hotline's (tổng đài), a desk's and a fixed line's (số bàn, số cố
// định).
var vietPhoneNouns = []string{"đt", "ĐT", "Đt", "máy", "bàn", "cố", "định", "di", "zalo", "tổng", "đài", "riêng", "fax", "hotline"}

// hasAnySuffix reports whether w ends with one of suffixes.
func hasAnySuffix(w string, suffixes []string) bool {
	for _, x := range suffixes {
		if strings.HasSuffix(w, x) {
			return true
		}
	}
	return false
}
