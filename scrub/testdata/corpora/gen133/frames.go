package main

import (
	"fmt"
	"strings"
)

type frame struct{ lang, t string }

// fill expands {V}… and keep tokens; keep tokens become keep strings.
func fill(t string, vs []string) (string, []string) {
	var keep []string
	for i := range vs {
		tag := "{V}"
		if i > 0 {
			tag = fmt.Sprintf("{V%d}", i+1)
		}
		t = strings.Replace(t, tag, "\x00"+fmt.Sprint(i)+"\x00", 1)
	}
	for {
		i := strings.Index(t, "{")
		if i < 0 {
			break
		}
		j := strings.Index(t[i:], "}")
		if j < 0 {
			break
		}
		name := t[i+1 : i+j]
		val, ok := token(name)
		if !ok {
			panic("unknown token " + name)
		}
		if val != "" && name != "N" {
			keep = append(keep, val)
		}
		t = t[:i] + val + t[i+j+1:]
	}
	for i, v := range vs {
		t = strings.Replace(t, "\x00"+fmt.Sprint(i)+"\x00", v, 1)
	}
	return t, keep
}

func token(name string) (string, bool) {
	switch name {
	case "PRICE":
		return price(), true
	case "DATE":
		return date(), true
	case "TIME":
		return clock(), true
	case "SCORE":
		return score(), true
	case "LID":
		return listingID(), true
	case "USER":
		return username(), true
	case "GID":
		return gameID(), true
	case "ORDER":
		return orderNo(), true
	case "IMEI":
		return imei(), true
	case "VER":
		return version(), true
	case "ETH":
		return ethAddr(), true
	case "TRADE":
		return steamTrade(), true
	case "BADSSN":
		b := badSSN()
		return strings.Join(b, pick([]string{"-", " ", ".", "/"})), true
	case "BADCARD":
		return strings.Join(badCard(), pick([]string{".", " - ", "/", "_"})), true
	case "FAKEPH":
		return pick([]string{"(555) 555-5555", "555-0199", "+1 555 0100", "123-456-7890", "000 000 0000", "xxx-xxx-xxxx", "(000) 000-0000", "+44 7700 900000"}), true
	case "MATCHID":
		return "match " + nz(10), true
	case "UUID":
		return alnum(8, aHex) + "-" + alnum(4, aHex) + "-4" + alnum(3, aHex) + "-a" + alnum(3, aHex) + "-" + alnum(12, aHex), true
	case "SHA":
		return alnum(40, aHex), true
	case "IP":
		return fmt.Sprintf("%d.%d.%d.%d", 11+r.Intn(200), r.Intn(256), r.Intn(256), 1+r.Intn(254)), true
	case "TRACK":
		return pick([]string{"1Z" + alnum(6, aUpNum) + digits(10), "LX" + digits(9) + "CN", "9400 1" + digits(3) + " " + digits(4) + " " + digits(4) + " " + digits(4) + " " + digits(2), "JD" + digits(18)}), true
	case "AMT":
		return fmt.Sprintf("%d.%02d", 1+r.Intn(999), r.Intn(100)), true
	case "N":
		return fmt.Sprint(2 + r.Intn(40)), true
	}
	return "", false
}

// ---------- phone frames ----------

var phoneFrames = []frame{
	{"en", "selling my PS5 w/ 2 controllers {PRICE}, no shipping. app keeps deleting my number so here: {V} text only"},
	{"en", "{LID} still available? i cant msg here anymore, hit me on whatsapp {V}"},
	{"en", "not allowed to post numbers lol so {V} 😉 see u {DATE}"},
	{"en", "gg {SCORE} that was insane. add me on snap or text {V}, my tag is {GID}"},
	{"en", "hey cutie 😘 this app is so dead, text me instead {V}"},
	{"en", "Mod pls dont remove. Buyer asked for contact: {V}. Item {LID}, price firm {PRICE}"},
	{"en", "[Seller] Bundle of 3 jackets {PRICE}. Serious buyers call {V} after {TIME}"},
	{"en", "my support ticket {ORDER} got closed, and the agent told me to call back on {V}??"},
	{"en", "Congratulations! You've won a {PRICE} gift card. Claim it by texting YES to {V} before {DATE}"},
	{"en", "Hi dear, I am US Army officer on peacekeeping mission, add me on Hangout or whatsapp {V} 🙏"},
	{"en", "Im {USER} from the clan, scrim was {SCORE}. Call me {V} for the tourney on {DATE}"},
	{"en", "Room for rent {PRICE}/mo, available {DATE}. Viewings: {V} (no agents)"},
	{"en", "lost my airpods near court 3 on {DATE}. if found pls {V} — reward {PRICE}"},
	{"en", "Hey it's {USER}. Discord keeps flagging my number so: {V}"},
	{"en", "u seem sweet, i dont really use this app, my # is {V} 💕"},
	{"en", "WTS Zenith account lvl 80, {PRICE}. middleman ok. contact {V} (ignore the {GID} thing)"},
	{"en", "Tickets for {DATE} x2, face value {PRICE}. No paypal f&f. {V}"},
	{"en", "Customer here, order {ORDER}. your bot ends the chat when i type my number: {V}"},
	{"en", "Hello, this is the delivery driver for parcel {LID}. Please call {V} to reschedule."},
	{"en", "job offer: work from home {PRICE}/day, no experience. text 'JOB' to {V} now"},
	{"es", "Vendo iPhone 13 128GB {PRICE}, {LID}. Escríbeme al {V} 📲"},
	{"es", "hola guapa, aquí no dejan poner números jaja, mi whats: {V}"},
	{"es", "Partida {SCORE}, buenísima. Agrégame {GID} o llámame {V}"},
	{"es", "Se alquila habitación {PRICE} desde el {DATE}. Interesados al {V}, no agencias"},
	{"pt", "Vendo bike aro 29 {PRICE}, chama no zap {V} 👈"},
	{"pt", "oi, aqui o app bloqueia número então vai assim: {V} kkk"},
	{"pt", "anúncio {LID} — interessados {V} depois das {TIME}"},
	{"fr", "Vends console {PRICE} ({LID}), contactez-moi au {V} svp"},
	{"fr", "coucou 😊 l'appli censure les numéros, voilà le mien : {V}"},
	{"de", "Verkaufe Fahrrad {PRICE} VB, Anzeige {LID}. Meld dich unter {V}"},
	{"de", "hier darf man keine Nummern schreiben, also {V} 😅 bis {DATE}"},
	{"it", "Vendo PS4 {PRICE} trattabili, {LID}. Scrivimi su whatsapp {V}"},
	{"it", "ciao bella, qui non posso mettere il numero: {V}"},
	{"ru", "Продаю велосипед {PRICE}, объявление {LID}. Пишите в вотсап {V}"},
	{"ru", "тут номера банят, так что вот: {V} 😉"},
	{"tr", "Satılık PS5 {PRICE}, ilan {LID}. Whatsapp: {V}"},
	{"tr", "burada numara yazmak yasak, şöyle yazayım: {V}"},
	{"ar", "للبيع ايفون {PRICE} الإعلان {LID} واتساب {V}"},
	{"ar", "التطبيق يحذف الأرقام، رقمي {V} 😉"},
	{"fa", "فروش گوشی {PRICE} آگهی {LID} شماره تماس {V}"},
	{"fa", "اینجا شماره نمیشه گذاشت، واتساپ {V}"},
	{"hi", "बाइक बेचनी है {PRICE}, विज्ञापन {LID}. व्हाट्सएप करें {V}"},
	{"hi", "yaha number allowed nahi hai, mera whatsapp {V} 😊"},
	{"bn", "ফোন বিক্রি {PRICE}, বিজ্ঞাপন {LID}। যোগাযোগ {V}"},
	{"id", "Jual HP bekas {PRICE}, iklan {LID}. WA aja {V} gan"},
	{"id", "di sini gak boleh share nomor, wa ku {V} ya kak"},
	{"ja", "PS5売ります {PRICE}、出品{LID}。連絡は{V}まで"},
	{"ja", "ここ番号書けないので…{V} 📱 {DATE}以降"},
	{"zh", "出二手iPhone {PRICE}，帖子{LID}，加微信或打{V}"},
	{"zh", "这里不让发号码，我的手机{V}哈"},
	{"ko", "아이폰 팝니다 {PRICE}, 글번호 {LID}. 연락 {V}"},
	{"ko", "여기 번호 금지라서 ㅎㅎ {V} 문자 주세요"},
	{"pl", "Sprzedam rower {PRICE}, ogłoszenie {LID}. Dzwoń {V}"},
	{"nl", "Te koop fiets {PRICE}, advertentie {LID}. App me op {V}"},
	{"vi", "Bán xe {PRICE}, tin {LID}. Zalo {V} nha"},
	{"th", "ขายมือถือ {PRICE} ประกาศ {LID} ติดต่อ {V} ค่ะ"},
	{"th", "แอปนี้ห้ามใส่เบอร์ โทรมา {V} นะ"},
	{"tl", "Benta ko na yung bike {PRICE}, {LID}. Text mo ko {V} po"},
	{"ms", "Jual motor {PRICE}, iklan {LID}. WhatsApp {V}"},
	{"ur", "موبائل برائے فروخت {PRICE} رابطہ {V}"},
}

var langCountries = map[string][]string{
	"en": {"US", "US", "US", "CA", "GB", "GB", "AU", "NG", "ZA", "IN", "PH"},
	"es": {"ES", "MX", "AR", "CO"}, "pt": {"BR"}, "fr": {"FR"}, "de": {"DE"}, "it": {"IT"},
	"ru": {"RU"}, "tr": {"TR"}, "ar": {"EG", "SA", "AE"}, "fa": {"IR"}, "hi": {"IN"}, "bn": {"BD"},
	"id": {"ID"}, "ja": {"JP"}, "zh": {"CN"}, "ko": {"KR"}, "pl": {"PL"}, "nl": {"NL"}, "vi": {"VN"},
	"th": {"TH"}, "tl": {"PH"}, "ms": {"MY"}, "ur": {"PK"},
}

var sepWords = map[string][]string{
	"en": {" then ", " and ", " dash ", " space ", " ok ", " next "},
	"es": {" y ", " luego ", " guion ", " espacio "},
	"pt": {" e ", " depois ", " traço ", " espaço "},
	"fr": {" puis ", " et ", " tiret ", " espace "},
	"de": {" und ", " dann ", " strich ", " leer "},
	"it": {" poi ", " e ", " trattino "},
	"ru": {" и ", " потом ", " тире ", " пробел "},
	"tr": {" ve ", " sonra ", " tire "},
	"ar": {" ثم ", " و "}, "fa": {" بعد ", " و "}, "hi": {" phir ", " aur "}, "bn": {" তারপর "},
	"id": {" lalu ", " terus ", " strip "}, "ja": {"の", "、次", " と "}, "zh": {"然后", " 接着 ", "杠"},
	"ko": {" 다음 ", " 그리고 "}, "pl": {" potem ", " i ", " myślnik "}, "nl": {" dan ", " en ", " streepje "},
	"vi": {" rồi ", " và "}, "th": {" แล้ว ", " ต่อ "}, "tl": {" tapos ", " at "}, "ms": {" lepas tu ", " dan "}, "ur": {" پھر "},
}

var fillers = map[string][]string{
	"en": {" no lowballers ", " serious only ", " not a bot ", " lol ", " (dont judge) ", " haha ", " pls ", " text dont call "},
	"es": {" solo serios ", " jaja ", " no bots "},
	"pt": {" kkk ", " só sério ", " sem curioso "},
	"id": {" wkwk ", " serius aja "},
	"tl": {" hehe ", " seryoso lang "},
}

// ---------- e-mail frames ----------

var emailFrames = []frame{
	{"en", "can't share contact here but my email is {V}, send pics of the {LID} there"},
	{"en", "hmu {V} 😉 (this app blocks emails lol)"},
	{"en", "Interested in the couch ({PRICE})? email me: {V}"},
	{"en", "for the invoice of order {ORDER} write to {V}, not the seller chat"},
	{"en", "Dear winner, to claim your {PRICE} prize send your details to {V} before {DATE}."},
	{"en", "gg {SCORE}! add me {GID} or mail {V} for the clan invite"},
	{"en", "I'm {USER}. Support never answers, contact me directly at {V}"},
	{"en", "my ig got banned again, reach me on {V} instead 💌"},
	{"en", "Recruiter here — remote data entry {PRICE}/week. Send CV to {V}"},
	{"en", "WTB rare skin, paying {PRICE}. Offers to {V}, no DMs"},
	{"en", "Hi, I'm stuck abroad and need help. Write only to my private mail {V} 🙏"},
	{"en", "anyone else get locked out after {VER}? I posted logs, ping me at {V}"},
	{"es", "Vendo mesa {PRICE}, {LID}. Escríbeme a {V}"},
	{"es", "hola 😊 aquí no dejan poner correos, el mío es {V}"},
	{"pt", "Vendo tênis {PRICE}, {LID}. Manda email pra {V}"},
	{"pt", "o app bloqueia email, o meu é {V} kkk"},
	{"fr", "Vends vélo {PRICE}, {LID}. Écrivez-moi : {V}"},
	{"fr", "l'appli bloque les mails, le mien c'est {V}"},
	{"de", "Verkaufe Sofa {PRICE} VB, {LID}. Mail an {V}"},
	{"de", "hier sind Mails verboten, meine ist {V} 😅"},
	{"it", "Vendo divano {PRICE}, {LID}. Scrivimi a {V}"},
	{"it", "qui bloccano le mail, la mia è {V}"},
	{"pl", "Sprzedam konsolę {PRICE}, {LID}. Pisz na {V}"},
	{"pl", "tu blokują maile, mój to {V}"},
	{"ru", "Продаю диван {PRICE}, {LID}. Почта: {V}"},
	{"ru", "тут почту режут, моя {V} 😉"},
	{"uk", "Продаю велосипед {PRICE}, {LID}. Пишіть на {V}"},
	{"uk", "тут пошту блокують, моя {V}"},
	{"zh", "出闲置 {PRICE}，帖子{LID}，邮箱{V}"},
	{"zh", "这里不能发邮箱，我的是{V}"},
	{"ja", "出品{LID}、{PRICE}です。メールは{V}へ"},
	{"ja", "ここメアド禁止なので…{V} です"},
	{"ko", "중고 팝니다 {PRICE}, {LID}. 메일 {V}"},
	{"ko", "여기 메일 금지라 {V} 로 주세요"},
	{"nl", "Te koop bank {PRICE}, {LID}. Mail naar {V}"},
	{"nl", "hier mag geen mail, de mijne is {V}"},
	{"sv", "Säljer cykel {PRICE}, {LID}. Maila {V}"},
	{"sv", "får inte skriva mejl här, min är {V}"},
	{"hu", "Eladó bicikli {PRICE}, {LID}. Írj: {V}"},
	{"hu", "itt tiltják az emailt, az enyém {V}"},
	{"cs", "Prodám kolo {PRICE}, {LID}. Pište na {V}"},
	{"cs", "tady zakazují e-maily, můj je {V}"},
	{"tr", "Satılık koltuk {PRICE}, {LID}. Mail: {V}"},
	{"tr", "burada mail yasak, benimki {V}"},
	{"id", "Jual sepatu {PRICE}, {LID}. Email ke {V} ya"},
	{"id", "di sini email diblok, punyaku {V}"},
	{"vi", "Bán xe {PRICE}, {LID}. Gửi mail {V} nha"},
	{"vi", "ở đây cấm email, mail mình là {V}"},
	{"he", "למכירה ספה {PRICE}, {LID}. מייל: {V}"},
	{"he", "אסור פה מיילים, שלי {V}"},
	{"ar", "للبيع كنبة {PRICE}، {LID}. الإيميل {V}"},
	{"ar", "الإيميلات ممنوعة هنا، إيميلي {V}"},
	{"el", "Πωλείται ποδήλατο {PRICE}, {LID}. Email: {V}"},
	{"el", "εδώ κόβουν τα email, το δικό μου {V}"},
	{"fi", "Myydään pyörä {PRICE}, {LID}. Sähköposti {V}"},
	{"fi", "täällä ei saa laittaa sähköpostia, mun on {V}"},
	{"da", "Sælger cykel {PRICE}, {LID}. Skriv til {V}"},
	{"da", "man må ikke skrive mail her, min er {V}"},
	{"ro", "Vând bicicletă {PRICE}, {LID}. Scrie-mi la {V}"},
	{"ro", "aici nu se pot pune mailuri, al meu e {V}"},
	{"hi", "bike bechni hai {PRICE}, {LID}. mail karo {V}"},
	{"th", "ขายโต๊ะ {PRICE} {LID} อีเมล {V} ค่ะ"},
	{"tl", "Benta ko {PRICE}, {LID}. Email mo ko sa {V} po"},
}

// at / dot in many languages
type atDot struct{ lang, at, dot string }

var atDots = []atDot{
	{"es", "arroba", "punto"}, {"pt", "arroba", "ponto"}, {"fr", "arobase", "point"},
	{"it", "chiocciola", "punto"}, {"de", "ät", "punkt"}, {"de", "Klammeraffe", "Punkt"},
	{"pl", "małpa", "kropka"}, {"ru", "собака", "точка"}, {"uk", "равлик", "крапка"},
	{"zh", "艾特", "点"}, {"ja", "アットマーク", "ドット"}, {"ko", "골뱅이", "닷"},
	{"nl", "apenstaartje", "punt"}, {"sv", "snabel-a", "punkt"}, {"hu", "kukac", "pont"},
	{"cs", "zavináč", "tečka"}, {"tr", "et", "nokta"}, {"id", "et", "titik"},
	{"vi", "a còng", "chấm"}, {"he", "שטרודל", "נקודה"}, {"ar", "آت", "دوت"},
	{"el", "παπάκι", "τελεία"}, {"fi", "ät", "piste"}, {"da", "snabel-a", "punktum"},
	{"ro", "a rond", "punct"}, {"hi", "at the rate", "dot"}, {"th", "แอท", "ดอท"},
}

func framesOf(fs []frame, lang string) []frame {
	var out []frame
	for _, f := range fs {
		if f.lang == lang {
			out = append(out, f)
		}
	}
	return out
}
