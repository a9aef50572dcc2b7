package main

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

type Phone struct {
	Disp string // as the person wrote it
	E164 string // +CC… for links
}

type Loc struct {
	Code                   string
	Given, Family, Display []string
	Mail, Cities, Cards    []string
	Words                  []string // password words
	Phone                  func() Phone
	CallMe, MailMe, PassIs []string
	Hacked, Doxx, Sell     []string
	Items, Chat, Thanks    []string
	Hashtags               []string
	Date                   func(t time.Time) string
	Price                  func() string
	Cur                    string
}

var locs = map[string]*Loc{}
var locCodes []string

func addLoc(L *Loc) { locs[L.Code] = L; locCodes = append(locCodes, L.Code) }

func anyLoc() *Loc               { return locs[pick(locCodes...)] }
func locOf(codes ...string) *Loc { return locs[pick(codes...)] }

func ph(disp, e164 string) Phone { return Phone{disp, e164} }

// ---------- phones ----------

var usAreas = []string{"212", "213", "214", "312", "415", "424", "469", "503", "512", "602", "617", "646", "702", "713", "718", "773", "786", "808", "832", "917", "929", "206", "303", "305", "404", "470", "678", "720", "737", "972", "347", "615", "919"}

func phoneUS() Phone {
	a := pick(usAreas...)
	var e string
	for {
		e = fmt.Sprintf("%d%02d", rn(2, 9), rn(0, 99))
		if e[1:] != "11" && e != "555" {
			break
		}
	}
	l := digits(4)
	p := "+1" + a + e + l
	switch rn(0, 11) {
	case 0, 1, 2:
		return ph(fmt.Sprintf("(%s) %s-%s", a, e, l), p)
	case 3, 4:
		return ph(a+"-"+e+"-"+l, p)
	case 5:
		return ph(a+"."+e+"."+l, p)
	case 6:
		return ph("+1 "+a+" "+e+" "+l, p)
	case 7:
		return ph("+1 ("+a+") "+e+"-"+l, p)
	case 8:
		return ph("+1-"+a+"-"+e+"-"+l, p)
	case 9:
		return ph("1-"+a+"-"+e+"-"+l, p)
	case 10:
		return ph(a+" "+e+" "+l, p)
	}
	return ph(a+e+l, p)
}

func phoneGB() Phone {
	if chance(.75) {
		p := "7" + pick("911", "723", "824", "958", "412", "534", "380", "466", "852", "307")
		r := digits(6)
		e := "+44" + p + r
		return pick(ph("0"+p+" "+r, e), ph("+44 "+p+" "+r, e), ph("+44 (0)"+p+" "+r, e), ph("0"+p+r, e),
			ph("0"+p+" "+r[:3]+" "+r[3:], e), ph("+44"+p+r, e))
	}
	a := "20"
	s := pick("3", "7", "8") + digits(7)
	e := "+44" + a + s
	return pick(ph("020 "+s[:4]+" "+s[4:], e), ph("+44 20 "+s[:4]+" "+s[4:], e), ph("(020) "+s[:4]+" "+s[4:], e))
}

func phoneDE() Phone {
	if chance(.7) {
		pre := pick("151", "152", "157", "160", "162", "170", "171", "172", "173", "175", "176", "177", "178", "179")
		sub := digits(pick(7, 8))
		if pre[:2] == "15" || pre == "176" || pre == "160" {
			sub = digits(8)
		}
		e := "+49" + pre + sub
		return pick(ph("0"+pre+" "+sub, e), ph("0"+pre+"/"+sub, e), ph("0"+pre+"-"+sub, e), ph("+49 "+pre+" "+sub, e),
			ph("+49 (0)"+pre+" "+sub, e), ph("+49 "+pre+" "+sub[:3]+" "+sub[3:], e), ph("0"+pre+" "+sub[:3]+" "+sub[3:], e), ph("0"+pre+sub, e))
	}
	area := pick("30", "40", "89", "221", "69", "711", "211", "341", "351")
	sub := nz(10 - len(area) + pick(0, 0, 1) - 1)
	e := "+49" + area + sub
	return pick(ph("0"+area+" "+sub, e), ph("(0"+area+") "+sub, e), ph("+49 "+area+" "+sub, e), ph("0"+area+"/"+sub, e), ph("0"+area+"-"+sub, e))
}

func pairs(s string, sep string) string {
	var out []string
	for i := 0; i < len(s); i += 2 {
		out = append(out, s[i:i+2])
	}
	return strings.Join(out, sep)
}

func phoneFR() Phone {
	p := pick("6", "7", "6", "1", "2", "3", "4", "5", "9")
	r := digits(8)
	e := "+33" + p + r
	switch rn(0, 8) {
	case 0, 1, 2:
		return ph("0"+p+" "+pairs(r, " "), e)
	case 3:
		return ph("0"+p+"."+pairs(r, "."), e)
	case 4:
		return ph("0"+p+r, e)
	case 5:
		return ph("+33 "+p+" "+pairs(r, " "), e)
	case 6:
		return ph("+33 (0)"+p+" "+pairs(r, " "), e)
	case 7:
		return ph("+33"+p+r, e)
	}
	return ph("0"+p+"-"+pairs(r, "-"), e)
}

func phoneMX() Phone {
	area := pick("55", "55", "33", "81", "222", "442", "998", "664", "477")
	loc := digits(10 - len(area))
	e := "+52" + area + loc
	if len(area) == 2 {
		a, b := loc[:4], loc[4:]
		return pick(ph(area+" "+a+" "+b, e), ph("("+area+") "+a+"-"+b, e), ph("+52 "+area+" "+a+" "+b, e), ph("+52 1 "+area+" "+a+" "+b, e),
			ph(area+"-"+a+"-"+b, e), ph(area+loc, e), ph("+52 ("+area+") "+a+" "+b, e), ph("+52"+area+loc, e))
	}
	a, b := loc[:3], loc[3:]
	return pick(ph(area+" "+a+" "+b, e), ph("("+area+") "+a+" "+b, e), ph("+52 "+area+" "+a+" "+b, e), ph(area+"-"+a+"-"+b, e))
}

func phoneBR() Phone {
	ddd := pick("11", "11", "21", "31", "41", "51", "61", "71", "81", "85", "19", "48", "62", "27")
	if chance(.85) {
		n := "9" + nz(8)
		a, b := n[:5], n[5:]
		e := "+55" + ddd + n
		return pick(ph("("+ddd+") "+a+"-"+b, e), ph("("+ddd+") "+a+"-"+b, e), ph("("+ddd+") 9 "+n[1:5]+"-"+b, e), ph(ddd+" "+a+"-"+b, e),
			ph("+55 "+ddd+" "+a+"-"+b, e), ph("+55 ("+ddd+") "+a+"-"+b, e), ph(ddd+n, e), ph("+55"+ddd+n, e), ph("("+ddd+")"+a+"-"+b, e),
			ph(ddd+" 9 "+n[1:5]+" "+b, e), ph("0"+pick("15", "21", "41")+" "+ddd+" "+a+"-"+b, e))
	}
	n := pick("2", "3", "4") + digits(7)
	e := "+55" + ddd + n
	return pick(ph("("+ddd+") "+n[:4]+"-"+n[4:], e), ph("+55 "+ddd+" "+n[:4]+"-"+n[4:], e))
}

func phoneRU() Phone {
	code := pick("916", "903", "926", "985", "977", "999", "912", "921", "905", "950", "963", "495", "812")
	n := digits(7)
	a, b, c := n[:3], n[3:5], n[5:]
	e := "+7" + code + n
	return pick(ph("+7 ("+code+") "+a+"-"+b+"-"+c, e), ph("8 ("+code+") "+a+"-"+b+"-"+c, e), ph("8-"+code+"-"+a+"-"+b+"-"+c, e),
		ph("+7 "+code+" "+a+" "+b+" "+c, e), ph("8"+code+n, e), ph("+7"+code+n, e), ph("8 "+code+" "+a+"-"+b+"-"+c, e),
		ph("+7("+code+")"+a+"-"+b+"-"+c, e), ph("8 "+code+" "+a+" "+n[3:], e))
}

func phoneUA() Phone {
	code := pick("67", "50", "63", "66", "93", "97", "73", "96", "68", "95")
	n := digits(7)
	e := "+380" + code + n
	return pick(ph("+380 "+code+" "+n[:3]+" "+n[3:], e), ph("+380 ("+code+") "+n[:3]+"-"+n[3:5]+"-"+n[5:], e), ph("0"+code+" "+n[:3]+" "+n[3:5]+" "+n[5:], e),
		ph("0"+code+n, e), ph("+380"+code+n, e), ph("0"+code+"-"+n[:3]+"-"+n[3:5]+"-"+n[5:], e))
}

func phoneTR() Phone {
	code := pick("532", "533", "535", "505", "542", "544", "555", "553", "506", "538", "546", "212", "216")
	n := digits(7)
	a, b, c := n[:3], n[3:5], n[5:]
	e := "+90" + code + n
	return pick(ph("0"+code+" "+a+" "+b+" "+c, e), ph("0"+code+" "+a+" "+b+" "+c, e), ph("+90 "+code+" "+a+" "+b+" "+c, e), ph("0 ("+code+") "+a+" "+b+" "+c, e),
		ph("0"+code+" "+a+" "+b+c, e), ph("0"+code+n, e), ph("+90 ("+code+") "+a+" "+b+" "+c, e), ph("+90"+code+n, e), ph("("+code+") "+a+" "+b+" "+c, e))
}

func phoneAR() Phone {
	var p Phone
	switch rn(0, 2) {
	case 0: // Saudi
		n := "5" + pick("0", "3", "4", "5", "6", "9") + digits(7)
		e := "+966" + n
		p = pick(ph("0"+n[:2]+" "+n[2:5]+" "+n[5:], e), ph("+966 "+n[:2]+" "+n[2:5]+" "+n[5:], e), ph("0"+n, e), ph("+966"+n, e), ph("00966 "+n[:2]+" "+n[2:5]+" "+n[5:], e))
	case 1: // Egypt
		n := "1" + pick("0", "1", "2", "5") + digits(8)
		e := "+20" + n
		p = pick(ph("0"+n[:2]+" "+n[2:6]+" "+n[6:], e), ph("+20 "+n[:2]+" "+n[2:6]+" "+n[6:], e), ph("0"+n, e), ph("+20 "+n[:3]+" "+n[3:6]+" "+n[6:], e))
	default: // UAE
		n := "5" + pick("0", "2", "4", "5", "6", "8") + digits(7)
		e := "+971" + n
		p = pick(ph("+971 "+n[:2]+" "+n[2:5]+" "+n[5:], e), ph("0"+n[:2]+" "+n[2:5]+" "+n[5:], e), ph("+971-"+n[:2]+"-"+n[2:], e), ph("0"+n, e))
	}
	if chance(.3) {
		p.Disp = toDigits(p.Disp, '٠')
	}
	return p
}

func phoneFA() Phone {
	code := pick("912", "935", "919", "901", "921", "936", "917", "990", "939", "910")
	n := digits(7)
	e := "+98" + code + n
	p := pick(ph("0"+code+" "+n[:3]+" "+n[3:], e), ph("0"+code+n, e), ph("+98 "+code+" "+n[:3]+" "+n[3:], e), ph("0"+code+"-"+n[:3]+"-"+n[3:], e),
		ph("+98"+code+n, e), ph("0"+code+" "+n, e))
	if chance(.45) {
		p.Disp = toDigits(p.Disp, '۰')
	}
	return p
}

func phoneIN() Phone {
	n := pick("9", "8", "7", "6") + digits(9)
	e := "+91" + n
	p := pick(ph("+91 "+n[:5]+" "+n[5:], e), ph(n[:5]+" "+n[5:], e), ph(n, e), ph("+91-"+n, e), ph("+91"+n, e), ph("0"+n[:5]+" "+n[5:], e),
		ph("+91 "+n[:4]+" "+n[4:7]+" "+n[7:], e), ph("0"+n, e), ph(n[:5]+"-"+n[5:], e))
	if chance(.15) {
		p.Disp = toDigits(p.Disp, '०')
	}
	return p
}

func phoneCN() Phone {
	if chance(.85) {
		pre := pick("138", "139", "135", "136", "150", "151", "158", "186", "187", "188", "177", "199", "133", "180", "159", "173")
		r := digits(8)
		e := "+86" + pre + r
		p := pick(ph(pre+" "+r[:4]+" "+r[4:], e), ph(pre+r, e), ph(pre+r, e), ph("+86 "+pre+" "+r[:4]+" "+r[4:], e), ph("+86-"+pre+"-"+r[:4]+"-"+r[4:], e),
			ph(pre+"-"+r[:4]+"-"+r[4:], e), ph("+86"+pre+r, e), ph("(+86) "+pre+" "+r[:4]+" "+r[4:], e))
		if chance(.06) {
			p.Disp = fullWidth(p.Disp)
		}
		return p
	}
	area := pick("10", "21", "20", "755", "571", "28")
	r := nz(11 - len(area) - 1 - len(area)%2)
	if len(area) == 2 {
		r = nz(8)
	} else {
		r = nz(8)
	}
	e := "+86" + area + r
	return pick(ph("0"+area+"-"+r, e), ph("0"+area+"-"+r[:4]+" "+r[4:], e), ph("+86 "+area+" "+r[:4]+" "+r[4:], e))
}

func phoneJP() Phone {
	var p Phone
	if chance(.75) {
		pre := pick("90", "80", "70")
		a, b := digits(4), digits(4)
		e := "+81" + pre + a + b
		p = pick(ph("0"+pre+"-"+a+"-"+b, e), ph("0"+pre+"-"+a+"-"+b, e), ph("0"+pre+a+b, e), ph("+81 "+pre+"-"+a+"-"+b, e), ph("+81-"+pre+"-"+a+"-"+b, e),
			ph("+81 "+pre+" "+a+" "+b, e), ph("0"+pre+" "+a+" "+b, e))
	} else {
		area := pick("3", "6", "45", "52", "92", "11")
		rest := digits(9 - len(area))
		a, b := rest[:len(rest)-4], rest[len(rest)-4:]
		e := "+81" + area + rest
		p = pick(ph("0"+area+"-"+a+"-"+b, e), ph("(0"+area+") "+a+"-"+b, e), ph("+81 "+area+"-"+a+"-"+b, e), ph("0"+area+"-"+a+"-"+b, e))
	}
	if chance(.18) {
		p.Disp = fullWidth(p.Disp)
	}
	return p
}

func phoneKR() Phone {
	if chance(.8) {
		a, b := nz(4), digits(4)
		e := "+8210" + a + b
		return pick(ph("010-"+a+"-"+b, e), ph("010-"+a+"-"+b, e), ph("010 "+a+" "+b, e), ph("010"+a+b, e), ph("+82 10-"+a+"-"+b, e),
			ph("+82-10-"+a+"-"+b, e), ph("+82 10 "+a+" "+b, e), ph("010."+a+"."+b, e))
	}
	area := pick("2", "31", "51", "32", "53")
	a := nz(pick(3, 4))
	if len(area) > 1 {
		a = nz(3)
	}
	b := digits(4)
	e := "+82" + area + a + b
	return pick(ph("0"+area+"-"+a+"-"+b, e), ph("+82 "+area+"-"+a+"-"+b, e), ph("(0"+area+") "+a+"-"+b, e))
}

func phoneID() Phone {
	if chance(.85) {
		pre := pick("812", "813", "821", "822", "852", "853", "811", "857", "858", "877", "878", "895", "896", "838", "819")
		r := digits(pick(7, 8))
		a, b := r[:4], r[4:]
		e := "+62" + pre + r
		return pick(ph("0"+pre+"-"+a+"-"+b, e), ph("0"+pre+" "+a+" "+b, e), ph("0"+pre+r, e), ph("+62 "+pre+"-"+a+"-"+b, e),
			ph("+62 "+pre+" "+a+" "+b, e), ph("+62"+pre+r, e), ph("62"+pre+r, e), ph("0"+pre+"-"+r, e))
	}
	r := nz(8)
	e := "+6221" + r
	return pick(ph("(021) "+r[:4]+" "+r[4:], e), ph("021-"+r, e), ph("+62 21 "+r[:4]+" "+r[4:], e))
}

func phoneVN() Phone {
	pre := pick("91", "98", "97", "96", "90", "93", "94", "88", "86", "32", "33", "35", "70", "77", "78", "79", "81", "83", "84", "85", "39")
	r := digits(7)
	n := pre + r
	e := "+84" + n
	return pick(ph("0"+n[:3]+" "+n[3:6]+" "+n[6:], e), ph("0"+n[:2]+" "+n[2:5]+" "+n[5:], e), ph("0"+n, e), ph("0"+n, e), ph("+84 "+n[:3]+" "+n[3:6]+" "+n[6:], e),
		ph("+84"+n, e), ph("0"+n[:3]+"."+n[3:6]+"."+n[6:], e), ph("(+84) "+n[:3]+" "+n[3:6]+" "+n[6:], e), ph("0"+n[:3]+"-"+n[3:6]+"-"+n[6:], e))
}

func phonePL() Phone {
	if chance(.8) {
		n := pick("5", "6", "7", "8") + digits(8)
		e := "+48" + n
		a, b, c := n[:3], n[3:6], n[6:]
		return pick(ph(a+" "+b+" "+c, e), ph(a+" "+b+" "+c, e), ph("+48 "+a+" "+b+" "+c, e), ph(a+"-"+b+"-"+c, e), ph("+48 "+a+"-"+b+"-"+c, e),
			ph(n, e), ph("+48"+n, e), ph("(+48) "+a+" "+b+" "+c, e))
	}
	area := pick("22", "12", "71", "61", "58")
	r := nz(7)
	e := "+48" + area + r
	return pick(ph(area+" "+r[:3]+" "+r[3:5]+" "+r[5:], e), ph("+48 "+area+" "+r[:3]+" "+r[3:5]+" "+r[5:], e), ph("("+area+") "+r[:3]+" "+r[3:5]+" "+r[5:], e))
}

func phoneIT() Phone {
	if chance(.8) {
		n := "3" + pick("20", "28", "33", "35", "38", "39", "40", "45", "47", "48", "49", "66", "71", "77", "80", "88", "92") + digits(7)
		e := "+39" + n
		return pick(ph(n[:3]+" "+n[3:6]+" "+n[6:], e), ph("+39 "+n[:3]+" "+n[3:6]+" "+n[6:], e), ph(n, e), ph("+39 "+n[:3]+" "+n[3:], e),
			ph(n[:3]+"-"+n[3:], e), ph(n[:3]+" "+n[3:5]+" "+n[5:7]+" "+n[7:], e), ph(n[:3]+"/"+n[3:], e))
	}
	area := pick("06", "02", "011", "055", "081")
	r := nz(pick(7, 8))
	e := "+39" + area + r
	return pick(ph(area+" "+r[:4]+" "+r[4:], e), ph("+39 "+area+" "+r[:4]+" "+r[4:], e), ph(area+"/"+r, e))
}

// ---------- emails ----------

func emailFor(L *Loc) string {
	g := strings.ToLower(pick(L.Given...))
	f := strings.ToLower(pick(L.Family...))
	yy := strconv.Itoa(rn(80, 99))
	if chance(.3) {
		yy = fmt.Sprintf("%02d", rn(0, 12))
	}
	var local string
	switch rn(0, 11) {
	case 0, 1:
		local = g + "." + f
	case 2:
		local = g + "_" + f
	case 3:
		local = g + f + yy
	case 4:
		local = g[:1] + f
	case 5:
		local = g + "." + f + strconv.Itoa(rn(1, 99))
	case 6:
		local = f + "." + g
	case 7:
		local = g + strconv.Itoa(rn(1975, 2008))
	case 8:
		local = g + "-" + f
	case 9:
		local = g + "+" + pick("collabs", "biz", "shop", "yt", "discord", "vinted")
	case 10:
		local = g + pick("official", "tv", "art", "music", "gamer", "makes") + yy
	default:
		local = g[:1] + "." + f + yy
	}
	local = asciiFold(local)
	dom := pick(L.Mail...)
	if L.Code == "zh" && chance(.4) {
		return nz(pick(8, 9, 10)) + "@" + pick("qq.com", "qq.com", "foxmail.com")
	}
	return local + "@" + dom
}

type Brand struct{ Name, Domain string }

var brands = []Brand{
	{"GlowLab Cosmetics", "glowlab.co"}, {"NordPeak Outdoor", "nordpeak.com"}, {"Kaffeeklatsch Rösterei", "kaffeeklatsch.de"},
	{"Lumi Skin", "lumiskin.fr"}, {"Pixel Forge Games", "pixelforge.gg"}, {"Verde Vida", "verdevida.mx"},
	{"Sakura Snacks", "sakurasnacks.jp"}, {"HanBit Beauty", "hanbitbeauty.kr"}, {"Istanbul Brew Co.", "istanbulbrew.com.tr"},
	{"Moda Lagoa", "modalagoa.com.br"}, {"Zoryana Tea", "zoryanatea.com.ua"}, {"TechNova", "technova.in"},
	{"FitFuel", "fitfuel.co.id"}, {"Phở Cha", "phocha.vn"}, {"Młynek Kawy", "mlynekkawy.pl"}, {"Nuvola Design", "nuvola.it"},
	{"Snowcap Audio", "snowcapaudio.com"}, {"Borealis VPN", "borealisvpn.io"}, {"Tahini & Co", "tahiniandco.ae"}, {"Golestan Crafts", "golestancrafts.ir"},
}

var agencies = []Brand{
	{"Brightside Talent", "brightsidetalent.com"}, {"Kreativköpfe Management", "kreativkoepfe.de"}, {"Onda Creators", "ondacreators.com.br"},
	{"Luz Talent MX", "luztalent.mx"}, {"Hoshi Creators", "hoshi-creators.jp"}, {"Seoul Wave MCN", "seoulwave.kr"},
	{"Atlas Influence", "atlasinfluence.co.uk"}, {"Nusantara Kreatif", "nusantarakreatif.id"}, {"Maison Créateurs", "maisoncreateurs.fr"},
}

func roleEmail(d string) string {
	return pick("partnerships", "creators", "talent", "finance", "payouts", "legal", "collabs", "influencer", "hello", "billing", "ap", "marketing") + "@" + d
}

func personAt(L *Loc, d string) string {
	g := strings.ToLower(pick(L.Given...))
	f := strings.ToLower(pick(L.Family...))
	return pick(g+"."+f, g[:1]+"."+f, g, f+"."+g, g+f[:1]) + "@" + d
}

// ---------- handles ----------

func handle(L *Loc) string { return asciiFold(handle0(L)) }

func handle0(L *Loc) string {
	g := strings.ToLower(pick(L.Given...))
	switch rn(0, 8) {
	case 0:
		return g + "." + pick("makes", "art", "cooks", "fit", "travels", "reads")
	case 1:
		return g + "_" + pick("streams", "plays", "tv", "live", "clips", "gaming")
	case 2:
		return g + pick("", "_", ".") + strconv.Itoa(rn(1, 99))
	case 3:
		return pick("itz", "the", "real", "just", "not") + g
	case 4:
		return pick("xx", "x", "") + pick("shadow", "neon", "pixel", "ghost", "lunar", "turbo", "frosty", "mochi") + g + pick("xx", "x", "", "")
	case 5:
		return g + pick("_official", ".official", "offc", "_tv")
	case 6:
		return pick("night", "sun", "cloud", "storm", "moon", "byte") + pick("owl", "fox", "cat", "wolf", "bunny") + strconv.Itoa(rn(0, 9999))
	case 7:
		return g + "." + strings.ToLower(pick(L.Family...))[:1] + pick("", strconv.Itoa(rn(1, 9)))
	}
	return strings.ToLower(pick(L.Family...)) + pick("_", ".") + g
}

// ---------- dates & prices ----------

func dDMY(sep string) func(time.Time) string {
	return func(t time.Time) string { return t.Format("02" + sep + "01" + sep + "2006") }
}

func priceFn(f func(n int) string, lo, hi int) func() string {
	return func() string { return f(rn(lo, hi)) }
}

func (L *Loc) Name() string { return pick(L.Display...) }

func init() {
	addLoc(&Loc{Code: "en",
		Given:    []string{"James", "Olivia", "Tyler", "Madison", "Marcus", "Hannah", "Jordan", "Kayla", "Ethan", "Brianna", "Devon", "Chloe"},
		Family:   []string{"Carter", "Nguyen", "Brooks", "Ramirez", "Walsh", "Patel", "Coleman", "Hughes", "Foster", "Bennett", "Kowalski", "Reyes"},
		Mail:     []string{"gmail.com", "gmail.com", "yahoo.com", "outlook.com", "hotmail.com", "icloud.com", "aol.com", "proton.me", "comcast.net"},
		Cities:   []string{"Austin, TX", "Columbus, OH", "Tampa, FL", "Denver, CO", "Sacramento, CA", "Raleigh, NC", "Portland, OR", "Queens, NY"},
		Cards:    []string{"amex", "discover", "visa"},
		Words:    []string{"football", "yankees", "cowboys", "jordan23", "baseball"},
		Phone:    phoneUS,
		CallMe:   []string{"text me at %s", "call or text %s", "my cell is %s", "hit me up at %s", "you can reach me at %s", "number's %s btw", "txt only: %s", "Phone: %s"},
		MailMe:   []string{"email me at %s", "my email is %s", "send it to %s", "shoot me an email: %s", "contact: %s", "reach me at %s"},
		PassIs:   []string{"my password was %s", "the old password was %s if that helps", "pw: %s", "I set the password to %s", "password is %s"},
		Hacked:   []string{"Someone got into my account and changed the email.", "I got locked out after switching phones and my 2FA app is gone.", "My channel got hijacked last night and they're streaming crypto scams on it.", "I can't log in, it says my account is disabled for suspicious activity."},
		Doxx:     []string{"%s posted my personal info in the server", "this user %s is spreading my phone number around", "%s dropped my number and email in a public thread", "%s keeps DMing people my contact info"},
		Sell:     []string{"Selling my %s", "%s for sale", "FS: %s", "Moving sale — %s", "OBO: %s"},
		Items:    []string{"PS5 with two controllers", "27.5\" mountain bike", "IKEA Kallax shelf", "ring light + tripod", "Canon M50 kit", "mini fridge", "Herman Miller chair"},
		Chat:     []string{"lol same", "who's streaming tonight?", "brb grabbing food", "that raid was insane", "can someone pin the rules", "gg everyone", "mods are asleep, post frogs", "wait what happened in general", "ok i'm dead 💀"},
		Thanks:   []string{"thanks!", "ty", "appreciate it", "thx in advance", "Thanks,"},
		Hashtags: []string{"#ad", "#sponsored", "#partner", "#giveaway", "#twitchstreamer", "#booktok"},
		Date: func(t time.Time) string {
			return pick(t.Format("01/02/2006"), t.Format("Jan 2, 2006"), t.Format("2006-01-02"))
		},
		Price: func() string {
			n := rn(15, 2400)
			return pick("$"+strconv.Itoa(n), "$"+groupInt(n*10, ","), fmt.Sprintf("$%d.%02d", n, rn(0, 99)))
		},
		Cur: "USD",
	})
	addLoc(&Loc{Code: "engb",
		Given:    []string{"Oliver", "Amelia", "Harry", "Isla", "George", "Freya", "Alfie", "Poppy", "Callum", "Niamh"},
		Family:   []string{"Smith", "Jones", "Taylor", "Evans", "Wright", "Roberts", "Khan", "Thompson", "Murphy", "Clarke"},
		Mail:     []string{"gmail.com", "hotmail.co.uk", "btinternet.com", "yahoo.co.uk", "outlook.com", "sky.com", "icloud.com"},
		Cities:   []string{"Leeds", "Bristol", "Manchester", "Croydon", "Glasgow", "Cardiff", "Brighton"},
		Cards:    []string{"visa", "mc", "maestro"},
		Words:    []string{"arsenal", "liverpool", "chelsea1", "password", "letmein"},
		Phone:    phoneGB,
		CallMe:   []string{"ring me on %s", "text me on %s", "my mobile's %s", "give us a bell on %s", "WhatsApp me on %s", "Mob: %s"},
		MailMe:   []string{"drop me an email at %s", "my email's %s", "email: %s", "best to email %s"},
		PassIs:   []string{"my password was %s", "old password: %s", "I think the password was %s"},
		Hacked:   []string{"My account's been hacked and they've changed the email address.", "I'm locked out and the verification code never arrives.", "Somebody nicked my channel overnight."},
		Doxx:     []string{"%s has posted my personal details in the Discord", "the account %s is sharing my mobile number", "%s put my number and email in a public post"},
		Sell:     []string{"Selling %s", "%s for sale, collection only", "FS: %s", "%s — good nick"},
		Items:    []string{"Brompton bike", "PS5 disc edition", "Dyson V8", "oak dining table", "Nintendo Switch Lite"},
		Chat:     []string{"haha fair", "who's on stream tonight?", "back in a sec", "can a mod pin the rules pls", "night all", "cheers mate"},
		Thanks:   []string{"Cheers", "Thanks!", "Ta", "Many thanks,"},
		Hashtags: []string{"#ad", "#gifted", "#AD", "#collab"},
		Date:     func(t time.Time) string { return pick(t.Format("02/01/2006"), t.Format("2 Jan 2006")) },
		Price: func() string {
			n := rn(5, 1500)
			return pick("£"+strconv.Itoa(n), fmt.Sprintf("£%d.%02d", n, rn(0, 99)))
		},
		Cur: "GBP",
	})
	addLoc(&Loc{Code: "de",
		Given:    []string{"Lukas", "Lena", "Jonas", "Mia", "Felix", "Hannah", "Leon", "Sophie", "Tim", "Laura", "Niklas", "Anna"},
		Family:   []string{"Mueller", "Schmidt", "Schneider", "Fischer", "Weber", "Becker", "Hoffmann", "Schaefer", "Koch", "Wagner", "Yilmaz", "Kraus"},
		Display:  []string{"Lukas M.", "Lena Schmidt", "Jonas", "Mia Weber", "felix_b", "Hannah K.", "Leon", "Sophie"},
		Mail:     []string{"gmx.de", "web.de", "gmail.com", "t-online.de", "gmx.net", "posteo.de", "outlook.de", "freenet.de"},
		Cities:   []string{"Berlin-Neukölln", "Köln-Ehrenfeld", "München", "Hamburg-Altona", "Leipzig", "Stuttgart-West", "Dresden"},
		Cards:    []string{"visa", "mc", "maestro"},
		Words:    []string{"schatz", "fussball", "hallo", "bvb09", "sommer"},
		Phone:    phoneDE,
		CallMe:   []string{"ruf mich an: %s", "meine Handynummer: %s", "erreichbar unter %s", "schreib mir per WhatsApp: %s", "Tel. %s", "Handy %s", "am besten per SMS an %s"},
		MailMe:   []string{"meine Mail: %s", "schreib mir an %s", "E-Mail: %s", "bitte an %s schicken", "Kontakt per Mail: %s"},
		PassIs:   []string{"mein Passwort war %s", "das alte Passwort lautet %s", "PW: %s", "Passwort: %s"},
		Hacked:   []string{"Mein Account wurde gehackt und die E-Mail geändert.", "Ich komme nicht mehr in mein Konto, der 2FA-Code kommt nicht an.", "Jemand hat heute Nacht meinen Kanal übernommen."},
		Doxx:     []string{"%s hat meine private Nummer im Server gepostet", "der User %s verbreitet meine Handynummer", "%s hat meine Mail und Nummer öffentlich gemacht"},
		Sell:     []string{"Verkaufe %s", "%s zu verkaufen", "Biete: %s", "%s abzugeben, nur Abholung"},
		Items:    []string{"Fahrrad 28 Zoll", "Nintendo Switch OLED", "Kinderwagen Bugaboo", "Sofa (3-Sitzer)", "Gaming-PC RTX 3070", "Lego Technic 42115"},
		Chat:     []string{"haha ja genau", "wer ist heute beim Stream dabei?", "bin gleich wieder da", "kann jemand die Regeln pinnen?", "gute Nacht zusammen", "GG!", "wtf was war das"},
		Thanks:   []string{"Danke!", "Vielen Dank", "LG", "Viele Grüße", "Beste Grüße"},
		Hashtags: []string{"#werbung", "#anzeige", "#unbezahltewerbung", "#ad"},
		Date:     func(t time.Time) string { return pick(t.Format("02.01.2006"), t.Format("2.1.2006")) },
		Price: func() string {
			n := rn(5, 1900)
			return pick(strconv.Itoa(n)+" €", fmt.Sprintf("%d,%02d €", n, rn(0, 99)), strconv.Itoa(n)+" € VB", "€"+strconv.Itoa(n))
		},
		Cur: "EUR",
	})
	addLoc(&Loc{Code: "fr",
		Given:    []string{"Lucas", "Emma", "Hugo", "Chloé", "Louis", "Léa", "Nathan", "Manon", "Théo", "Camille", "Yanis", "Inès"},
		Family:   []string{"Martin", "Bernard", "Dubois", "Thomas", "Robert", "Petit", "Durand", "Leroy", "Moreau", "Benali", "Girard", "Fontaine"},
		Mail:     []string{"gmail.com", "orange.fr", "free.fr", "laposte.net", "sfr.fr", "hotmail.fr", "yahoo.fr", "wanadoo.fr"},
		Cities:   []string{"Lyon 7e", "Marseille", "Lille", "Nantes", "Bordeaux", "Paris 11e", "Toulouse", "Montreuil"},
		Cards:    []string{"visa", "mc"},
		Words:    []string{"soleil", "chouchou", "marseille13", "doudou", "loulou"},
		Phone:    phoneFR,
		CallMe:   []string{"appelle-moi au %s", "mon numéro : %s", "dispo par SMS au %s", "joignable au %s", "tél : %s", "mon 06 : %s"},
		MailMe:   []string{"mon mail : %s", "écris-moi à %s", "contact : %s", "envoie sur %s", "adresse mail : %s"},
		PassIs:   []string{"mon mot de passe était %s", "mdp : %s", "l'ancien mot de passe c'est %s"},
		Hacked:   []string{"On m'a piraté mon compte et changé l'adresse mail.", "Je n'arrive plus à me connecter, le code de vérification n'arrive pas.", "Ma chaîne a été volée cette nuit."},
		Doxx:     []string{"%s a publié mon numéro dans le salon", "l'utilisateur %s balance mes infos perso partout", "%s a posté mon mail et mon numéro en public"},
		Sell:     []string{"Vends %s", "À vendre : %s", "%s à vendre, très bon état", "Je vends %s"},
		Items:    []string{"vélo électrique", "iPhone 13 128 Go", "canapé d'angle", "poussette Yoyo", "manette PS5", "robe Zara taille M"},
		Chat:     []string{"mdr", "qui est chaud pour le live ce soir ?", "je reviens", "quelqu'un peut épingler le règlement ?", "bonne nuit tout le monde", "gg", "ptdr c'est quoi ça"},
		Thanks:   []string{"Merci !", "Merci d'avance", "Bisous", "Cordialement", "Bonne journée"},
		Hashtags: []string{"#publicité", "#partenariat", "#collaborationcommerciale", "#ad"},
		Date:     dDMY("/"),
		Price: func() string {
			n := rn(5, 1500)
			return pick(strconv.Itoa(n)+" €", fmt.Sprintf("%d,%02d €", n, rn(0, 99)), strconv.Itoa(n)+"€")
		},
		Cur: "EUR",
	})
	addLoc(&Loc{Code: "es",
		Given:    []string{"Diego", "Valeria", "Santiago", "Ximena", "Mateo", "Regina", "Emiliano", "Fernanda", "Luis", "Daniela", "Jorge", "Itzel"},
		Family:   []string{"Hernandez", "Garcia", "Martinez", "Lopez", "Gonzalez", "Perez", "Rodriguez", "Sanchez", "Ramirez", "Flores", "Cruz", "Morales"},
		Mail:     []string{"gmail.com", "hotmail.com", "outlook.com", "yahoo.com.mx", "prodigy.net.mx", "live.com.mx", "icloud.com"},
		Cities:   []string{"CDMX, Coyoacán", "Guadalajara", "Monterrey", "Puebla", "Querétaro", "Mérida", "Tijuana"},
		Cards:    []string{"visa", "mc", "amex"},
		Words:    []string{"chivas", "america", "tequila", "princesa", "amor"},
		Phone:    phoneMX,
		CallMe:   []string{"márcame al %s", "mi cel es %s", "mándame WhatsApp al %s", "tel: %s", "cualquier cosa al %s", "whats %s"},
		MailMe:   []string{"mi correo es %s", "escríbeme a %s", "correo: %s", "mándalo a %s", "mi mail: %s"},
		PassIs:   []string{"mi contraseña era %s", "la contra es %s", "contraseña: %s"},
		Hacked:   []string{"Me hackearon la cuenta y cambiaron el correo.", "No puedo entrar, no me llega el código de verificación.", "Me robaron el canal anoche."},
		Doxx:     []string{"%s publicó mi número en el grupo", "el usuario %s anda pasando mi número", "%s subió mi correo y mi cel a una historia"},
		Sell:     []string{"Vendo %s", "Se vende %s", "Remato %s", "%s en venta"},
		Items:    []string{"bici rodada 26", "Xbox Series S", "refri seminuevo", "tenis Nike talla 27", "celular Samsung A54", "mesa de centro"},
		Chat:     []string{"jajaja nel", "¿quién se conecta hoy?", "ahorita vengo", "¿alguien puede fijar las reglas?", "buenas noches raza", "gg", "no manches"},
		Thanks:   []string{"¡Gracias!", "Saludos", "Gracias de antemano", "Quedo atento"},
		Hashtags: []string{"#publicidad", "#colaboración", "#ad", "#patrocinado"},
		Date:     dDMY("/"),
		Price: func() string {
			n := rn(100, 45000)
			return pick("$"+groupInt(n, ","), "$"+groupInt(n, ",")+" MXN", groupInt(n, ",")+" pesos")
		},
		Cur: "MXN",
	})
	addLoc(&Loc{Code: "pt",
		Given:    []string{"Gabriel", "Ana", "Lucas", "Beatriz", "Pedro", "Juliana", "Rafael", "Larissa", "Matheus", "Camila", "Thiago", "Bruna"},
		Family:   []string{"Silva", "Santos", "Oliveira", "Souza", "Lima", "Pereira", "Ferreira", "Costa", "Rodrigues", "Almeida", "Carvalho", "Ribeiro"},
		Mail:     []string{"gmail.com", "hotmail.com", "uol.com.br", "bol.com.br", "outlook.com", "yahoo.com.br", "terra.com.br"},
		Cities:   []string{"São Paulo – Pinheiros", "Rio de Janeiro – Tijuca", "Belo Horizonte", "Curitiba", "Porto Alegre", "Recife", "Campinas"},
		Cards:    []string{"elo", "hipercard", "visa", "mc"},
		Words:    []string{"flamengo", "corinthians", "palmeiras", "amor", "saudade"},
		Phone:    phoneBR,
		CallMe:   []string{"me chama no zap %s", "meu número é %s", "liga pra mim: %s", "WhatsApp: %s", "contato %s", "whats %s", "cel %s"},
		MailMe:   []string{"meu e-mail é %s", "manda pra %s", "e-mail: %s", "me escreve em %s", "email pra contato: %s"},
		PassIs:   []string{"minha senha era %s", "senha: %s", "a senha antiga é %s"},
		Hacked:   []string{"Hackearam minha conta e trocaram o e-mail.", "Não consigo entrar, o código de verificação não chega.", "Roubaram meu canal ontem à noite."},
		Doxx:     []string{"%s postou meu número no grupo", "o usuário %s tá espalhando meu telefone", "%s vazou meu e-mail e meu zap num post"},
		Sell:     []string{"Vendo %s", "Vende-se %s", "Desapego: %s", "%s à venda"},
		Items:    []string{"bicicleta aro 29", "PS4 com 2 controles", "geladeira frost free", "tênis Nike 40", "iPhone 12 64GB", "guarda-roupa 6 portas"},
		Chat:     []string{"kkkkk verdade", "quem vai colar na live hoje?", "já volto", "alguém fixa as regras aí?", "boa noite galera", "gg", "mds"},
		Thanks:   []string{"Valeu!", "Obrigado!", "Abs", "Tmj", "Att,"},
		Hashtags: []string{"#publi", "#publicidade", "#parceria", "#ad"},
		Date:     dDMY("/"),
		Price: func() string {
			n := rn(20, 9000)
			return pick("R$ "+groupInt(n, ".")+",00", "R$"+strconv.Itoa(n), "R$ "+groupInt(n, "."))
		},
		Cur: "BRL",
	})
	addLoc(&Loc{Code: "ru",
		Given:    []string{"Ivan", "Anna", "Dmitry", "Olga", "Sergey", "Maria", "Alexey", "Ekaterina", "Nikita", "Daria"},
		Family:   []string{"Ivanov", "Smirnova", "Kuznetsov", "Popova", "Sokolov", "Petrova", "Volkov", "Morozova", "Lebedev", "Novikova"},
		Display:  []string{"Иван", "Анна К.", "Дмитрий", "Ольга Смирнова", "Сергей", "Маша", "Алексей В.", "Катя", "Никита", "Даша"},
		Mail:     []string{"mail.ru", "yandex.ru", "gmail.com", "bk.ru", "inbox.ru", "list.ru", "rambler.ru", "ya.ru"},
		Cities:   []string{"Москва, м. Сокол", "Санкт-Петербург", "Казань", "Новосибирск", "Екатеринбург", "Краснодар"},
		Cards:    []string{"mir", "mir", "visa", "mc"},
		Words:    []string{"qwerty", "zenit", "spartak", "natasha", "solnce"},
		Phone:    phoneRU,
		CallMe:   []string{"звони: %s", "мой номер %s", "пиши в телегу или звони %s", "тел. %s", "на связи по номеру %s", "WhatsApp %s"},
		MailMe:   []string{"моя почта %s", "пишите на %s", "e-mail: %s", "скинь на %s", "почта для связи: %s"},
		PassIs:   []string{"пароль был %s", "старый пароль: %s", "пароль %s"},
		Hacked:   []string{"Мой аккаунт взломали и сменили почту.", "Не могу войти, код подтверждения не приходит.", "Ночью угнали канал."},
		Doxx:     []string{"%s выложил мой номер телефона в чат", "пользователь %s распространяет мои личные данные", "%s слил мою почту и телефон"},
		Sell:     []string{"Продам %s", "Продаю %s", "%s, торг уместен", "Отдам за символическую цену: %s"},
		Items:    []string{"велосипед Stels", "iPhone 13 Pro", "диван-кровать", "детскую коляску", "PlayStation 5", "зимнюю куртку"},
		Chat:     []string{"ахах да", "кто сегодня на стриме?", "щас вернусь", "закрепите правила плз", "всем спокойной ночи", "гг", "жиза"},
		Thanks:   []string{"Спасибо!", "Заранее спасибо", "спс", "С уважением,"},
		Hashtags: []string{"#реклама", "#ad", "#erid"},
		Date:     dDMY("."),
		Price: func() string {
			n := rn(500, 150000)
			return pick(groupInt(n, " ")+" ₽", groupInt(n, " ")+" руб.", strconv.Itoa(n)+"р")
		},
		Cur: "RUB",
	})
	addLoc(&Loc{Code: "uk",
		Given:    []string{"Oleksandr", "Iryna", "Andriy", "Oksana", "Taras", "Yulia", "Bohdan", "Nataliia"},
		Family:   []string{"Shevchenko", "Kovalenko", "Bondarenko", "Tkachenko", "Kravchenko", "Melnyk", "Boyko", "Savchuk"},
		Display:  []string{"Олександр", "Ірина", "Андрій К.", "Оксана", "Тарас", "Юля", "Богдан", "Наталія"},
		Mail:     []string{"ukr.net", "gmail.com", "i.ua", "meta.ua", "outlook.com"},
		Cities:   []string{"Київ, Оболонь", "Львів", "Харків", "Одеса", "Дніпро"},
		Cards:    []string{"visa", "mc"},
		Words:    []string{"kyiv", "sonechko", "dynamo", "kvitka"},
		Phone:    phoneUA,
		CallMe:   []string{"телефонуйте: %s", "мій номер %s", "пишіть у вайбер %s", "тел. %s", "дзвоніть %s"},
		MailMe:   []string{"моя пошта %s", "пишіть на %s", "email: %s"},
		PassIs:   []string{"пароль був %s", "старий пароль: %s"},
		Hacked:   []string{"Мій акаунт зламали і змінили пошту.", "Не можу увійти, код не приходить."},
		Doxx:     []string{"%s виклав мій номер у чат", "користувач %s поширює мої особисті дані"},
		Sell:     []string{"Продам %s", "Продаю %s", "%s, торг"},
		Items:    []string{"велосипед", "ноутбук Lenovo", "дитячий візок", "iPhone 11", "мікрохвильовку"},
		Chat:     []string{"хах так", "хто сьогодні на стрімі?", "зараз повернусь", "на добраніч усім", "гг"},
		Thanks:   []string{"Дякую!", "Заздалегідь дякую", "З повагою,"},
		Hashtags: []string{"#реклама", "#співпраця"},
		Date:     dDMY("."),
		Price:    func() string { n := rn(200, 60000); return pick(groupInt(n, " ")+" грн", strconv.Itoa(n)+"₴") },
		Cur:      "UAH",
	})
	addLoc(&Loc{Code: "tr",
		Given:    []string{"Mehmet", "Elif", "Mustafa", "Zeynep", "Emre", "Ayse", "Burak", "Merve", "Can", "Esra"},
		Family:   []string{"Yilmaz", "Kaya", "Demir", "Sahin", "Celik", "Yildiz", "Ozturk", "Aydin", "Arslan", "Dogan"},
		Display:  []string{"Mehmet Y.", "Elif", "Mustafa", "Zeynep Kaya", "Emre", "Ayşe", "Burak", "Merve Ş.", "Can", "Esra"},
		Mail:     []string{"gmail.com", "hotmail.com", "yandex.com.tr", "outlook.com", "icloud.com", "mynet.com"},
		Cities:   []string{"İstanbul / Kadıköy", "Ankara / Çankaya", "İzmir / Bornova", "Bursa", "Antalya", "Eskişehir"},
		Cards:    []string{"troy", "troy", "visa", "mc"},
		Words:    []string{"galatasaray", "fenerbahce", "besiktas", "askim", "istanbul"},
		Phone:    phoneTR,
		CallMe:   []string{"beni ara: %s", "numaram %s", "WhatsApp'tan yaz: %s", "tel: %s", "ulaşmak için %s", "Cep: %s"},
		MailMe:   []string{"mailim %s", "%s adresine yazın", "e-posta: %s", "iletişim: %s"},
		PassIs:   []string{"şifrem %s idi", "eski şifre: %s", "şifre %s"},
		Hacked:   []string{"Hesabım çalındı ve e-posta değiştirildi.", "Giriş yapamıyorum, doğrulama kodu gelmiyor.", "Kanalım dün gece ele geçirildi."},
		Doxx:     []string{"%s telefon numaramı gruba attı", "%s adlı kullanıcı numaramı yayıyor", "%s mailimi ve numaramı paylaştı"},
		Sell:     []string{"Satılık %s", "%s satıyorum", "Acil satılık: %s", "Sahibinden %s"},
		Items:    []string{"bisiklet", "PS5 iki kollu", "koltuk takımı", "iPhone 13", "bebek arabası", "oyuncu bilgisayarı"},
		Chat:     []string{"ahahah aynen", "bu akşam yayında kim var?", "geliyorum hemen", "kuralları sabitler misiniz?", "iyi geceler herkese", "gg"},
		Thanks:   []string{"Teşekkürler!", "Şimdiden teşekkürler", "Saygılar", "Kolay gelsin"},
		Hashtags: []string{"#reklam", "#işbirliği", "#ad"},
		Date:     dDMY("."),
		Price: func() string {
			n := rn(100, 95000)
			return pick(groupInt(n, ".")+" TL", "₺"+groupInt(n, "."), groupInt(n, ".")+" ₺")
		},
		Cur: "TRY",
	})
	addLoc(&Loc{Code: "ar",
		Given:    []string{"Ahmed", "Fatima", "Omar", "Noura", "Khalid", "Layla", "Youssef", "Mariam", "Abdullah", "Sara"},
		Family:   []string{"Alharbi", "Alotaibi", "Hassan", "Mahmoud", "Alsayed", "Ibrahim", "Alqahtani", "Mansour", "Haddad", "Alzahrani"},
		Display:  []string{"أحمد", "فاطمة", "عمر", "نورة", "خالد", "ليلى", "يوسف", "مريم", "عبدالله", "سارة"},
		Mail:     []string{"gmail.com", "hotmail.com", "outlook.sa", "yahoo.com", "icloud.com", "live.com"},
		Cities:   []string{"الرياض – حي النخيل", "جدة", "القاهرة – مدينة نصر", "دبي", "الإسكندرية", "الدمام"},
		Cards:    []string{"visa", "mc"},
		Words:    []string{"ahmed", "habibi", "alhilal", "zamalek"},
		Phone:    phoneAR,
		CallMe:   []string{"اتصل بي على %s", "رقمي %s", "واتساب: %s", "للتواصل: %s", "جوال %s", "رقم الجوال: %s"},
		MailMe:   []string{"إيميلي %s", "راسلني على %s", "البريد الإلكتروني: %s", "الإيميل: %s"},
		PassIs:   []string{"كلمة المرور كانت %s", "الباسورد القديم %s", "كلمة السر: %s"},
		Hacked:   []string{"تم اختراق حسابي وتغيير البريد الإلكتروني.", "لا أستطيع تسجيل الدخول، رمز التحقق لا يصل.", "سُرقت قناتي الليلة الماضية."},
		Doxx:     []string{"%s نشر رقم جوالي في القروب", "المستخدم %s ينشر معلوماتي الشخصية", "%s نشر إيميلي ورقمي في منشور عام"},
		Sell:     []string{"للبيع %s", "أبيع %s", "%s للبيع بحالة ممتازة"},
		Items:    []string{"آيفون 13", "بلايستيشن 5", "كنب مستعمل", "دراجة هوائية", "ثلاجة سامسونج"},
		Chat:     []string{"هههه صح", "مين بيحضر البث الليلة؟", "راجع بعد شوي", "ممكن أحد يثبت القوانين؟", "تصبحون على خير", "gg"},
		Thanks:   []string{"شكراً!", "مشكور", "تحياتي", "جزاك الله خير"},
		Hashtags: []string{"#إعلان", "#تعاون", "#ad"},
		Date:     dDMY("/"),
		Price: func() string {
			n := rn(50, 9000)
			return pick(strconv.Itoa(n)+" ريال", strconv.Itoa(n)+" درهم", groupInt(n*10, ",")+" جنيه", toDigits(strconv.Itoa(n), '٠')+" ر.س")
		},
		Cur: "SAR",
	})
	addLoc(&Loc{Code: "fa",
		Given:    []string{"Ali", "Zahra", "Reza", "Maryam", "Hossein", "Fatemeh", "Amir", "Narges", "Mohammad", "Sara"},
		Family:   []string{"Rezaei", "Mohammadi", "Hosseini", "Ahmadi", "Karimi", "Moradi", "Jafari", "Rahimi", "Sadeghi", "Hashemi"},
		Display:  []string{"علی", "زهرا", "رضا", "مریم", "حسین", "فاطمه", "امیر", "نرگس", "محمد", "سارا"},
		Mail:     []string{"gmail.com", "yahoo.com", "chmail.ir", "outlook.com", "email.ir"},
		Cities:   []string{"تهران، سعادت‌آباد", "اصفهان", "شیراز", "مشهد", "تبریز", "کرج"},
		Cards:    []string{"visa", "mc"},
		Words:    []string{"iran", "persepolis", "esteghlal", "azadi"},
		Phone:    phoneFA,
		CallMe:   []string{"با این شماره تماس بگیرید: %s", "شماره‌ام %s", "واتساپ: %s", "تلفن: %s", "شماره تماس %s"},
		MailMe:   []string{"ایمیلم %s", "به %s ایمیل بزنید", "ایمیل: %s"},
		PassIs:   []string{"رمز عبورم %s بود", "پسورد قبلی: %s"},
		Hacked:   []string{"حسابم هک شده و ایمیلش عوض شده.", "نمی‌تونم وارد بشم، کد تأیید نمیاد."},
		Doxx:     []string{"%s شماره منو توی گروه گذاشته", "کاربر %s اطلاعات شخصی منو پخش کرده"},
		Sell:     []string{"فروش %s", "%s به فروش می‌رسد", "%s فوری"},
		Items:    []string{"گوشی سامسونگ", "دوچرخه", "لپ‌تاپ ایسوس", "مبل راحتی", "پلی‌استیشن ۴"},
		Chat:     []string{"خخخ آره", "امشب کی لایو میاد؟", "الان برمی‌گردم", "شب همگی بخیر", "قوانین رو پین کنید لطفاً"},
		Thanks:   []string{"ممنون!", "مرسی", "با تشکر"},
		Hashtags: []string{"#تبلیغ", "#همکاری"},
		Date: func(t time.Time) string {
			return pick(toDigits(fmt.Sprintf("1403/%02d/%02d", rn(1, 12), rn(1, 29)), '۰'), fmt.Sprintf("1403/%02d/%02d", rn(1, 12), rn(1, 29)))
		},
		Price: func() string {
			n := rn(100, 90000) * 1000
			return pick(groupInt(n, ",")+" تومان", toDigits(groupInt(n, "٬"), '۰')+" تومان")
		},
		Cur: "IRR",
	})
	addLoc(&Loc{Code: "hi",
		Given:    []string{"Rahul", "Priya", "Amit", "Neha", "Arjun", "Ananya", "Rohan", "Kavya", "Vikram", "Sneha", "Aditya", "Pooja"},
		Family:   []string{"Sharma", "Verma", "Gupta", "Singh", "Patel", "Reddy", "Iyer", "Nair", "Yadav", "Mehta", "Joshi", "Das"},
		Display:  []string{"राहुल", "Priya S", "Amit", "नेहा", "Arjun", "अनन्या", "Rohan", "Kavya", "विक्रम", "Sneha"},
		Mail:     []string{"gmail.com", "gmail.com", "yahoo.co.in", "rediffmail.com", "outlook.com", "hotmail.com"},
		Cities:   []string{"Bengaluru, Koramangala", "Pune", "Delhi NCR", "Mumbai – Andheri W", "Hyderabad", "Jaipur", "Lucknow"},
		Cards:    []string{"rupay", "rupay", "visa", "mc"},
		Words:    []string{"india", "cricket", "krishna", "sachin", "bollywood"},
		Phone:    phoneIN,
		CallMe:   []string{"मुझे कॉल करें: %s", "मेरा नंबर %s है", "WhatsApp karo %s pe", "call me on %s bhai", "मोबाइल: %s", "contact no. %s"},
		MailMe:   []string{"मेरा ईमेल %s है", "mail karo %s pe", "ईमेल: %s", "email id: %s"},
		PassIs:   []string{"मेरा पासवर्ड %s था", "purana password %s tha", "password: %s"},
		Hacked:   []string{"मेरा अकाउंट हैक हो गया और ईमेल बदल दिया गया।", "login nahi ho raha, OTP nahi aa raha", "मेरा चैनल कल रात हैक हो गया।"},
		Doxx:     []string{"%s ने मेरा नंबर ग्रुप में डाल दिया", "user %s mera number sabko bhej raha hai", "%s ne meri email aur number leak kar diya"},
		Sell:     []string{"%s बेचना है", "Selling %s", "%s बिकाऊ है", "Urgent sale: %s"},
		Items:    []string{"Royal Enfield helmet", "iPhone 12", "सोफा सेट", "साइकिल", "Redmi Note 12", "study table"},
		Chat:     []string{"haha sahi hai", "aaj stream kaun kar raha hai?", "abhi aata hoon", "koi rules pin kar do", "शुभ रात्रि सबको", "gg bhai"},
		Thanks:   []string{"धन्यवाद!", "thanks bhai", "शुक्रिया", "Regards,"},
		Hashtags: []string{"#ad", "#collab", "#sponsored", "#instaindia"},
		Date:     dDMY("/"),
		Price: func() string {
			n := rn(200, 250000)
			return pick("₹"+groupIndian(n), "Rs. "+groupIndian(n), "₹"+strconv.Itoa(n)+"/-")
		},
		Cur: "INR",
	})
	addLoc(&Loc{Code: "zh",
		Given:    []string{"wei", "fang", "jing", "lei", "yan", "hao", "xin", "jie", "ting", "yu"},
		Family:   []string{"zhang", "wang", "li", "liu", "chen", "yang", "zhao", "huang", "zhou", "wu"},
		Display:  []string{"张伟", "王芳", "李静", "刘磊", "陈燕", "杨浩", "小鑫", "阿杰", "婷婷", "宇"},
		Mail:     []string{"163.com", "126.com", "qq.com", "sina.com", "gmail.com", "outlook.com", "foxmail.com"},
		Cities:   []string{"上海浦东", "北京朝阳区", "深圳南山", "杭州西湖区", "成都", "广州天河"},
		Cards:    []string{"unionpay", "unionpay", "visa", "mc"},
		Words:    []string{"woaini", "wang", "zhang", "a5201314", "qwe"},
		Phone:    phoneCN,
		CallMe:   []string{"电话：%s", "我的手机号是%s", "加我微信，手机号%s", "有事打我电话 %s", "联系方式：%s", "手机 %s"},
		MailMe:   []string{"我的邮箱是%s", "发到 %s", "邮箱：%s", "联系邮箱 %s"},
		PassIs:   []string{"我以前的密码是%s", "密码：%s", "旧密码 %s"},
		Hacked:   []string{"我的账号被盗了，绑定邮箱也被改了。", "登录不上，验证码一直收不到。", "昨晚频道被人盗了。"},
		Doxx:     []string{"%s 把我的手机号发到群里了", "用户 %s 在到处散播我的个人信息", "%s 把我的邮箱和电话挂出来了"},
		Sell:     []string{"出%s", "转让%s", "闲置%s出售", "%s低价转"},
		Items:    []string{"二手iPad", "九成新自行车", "Switch游戏机", "宜家书架", "佳能相机"},
		Chat:     []string{"哈哈哈对", "今晚谁开播？", "马上回来", "谁能把群规置顶一下", "大家晚安", "666"},
		Thanks:   []string{"谢谢！", "多谢", "感谢", "辛苦了"},
		Hashtags: []string{"#广告", "#合作", "#好物分享"},
		Date: func(t time.Time) string {
			return pick(fmt.Sprintf("%d年%d月%d日", t.Year(), int(t.Month()), t.Day()), t.Format("2006-01-02"), t.Format("2006/01/02"))
		},
		Price: func() string {
			n := rn(20, 8000)
			return pick("¥"+strconv.Itoa(n), strconv.Itoa(n)+"元", "￥"+strconv.Itoa(n))
		},
		Cur: "CNY",
	})
	addLoc(&Loc{Code: "ja",
		Given:    []string{"sakura", "haruto", "yui", "sota", "hina", "ren", "aoi", "yuto", "mio", "kaito"},
		Family:   []string{"sato", "suzuki", "takahashi", "tanaka", "watanabe", "ito", "yamamoto", "nakamura", "kobayashi", "kato"},
		Display:  []string{"さくら", "はると", "ゆい", "蒼太", "ひな", "蓮", "葵", "ゆうと", "みお", "海斗"},
		Mail:     []string{"gmail.com", "yahoo.co.jp", "docomo.ne.jp", "ezweb.ne.jp", "icloud.com", "outlook.jp", "softbank.ne.jp"},
		Cities:   []string{"東京都世田谷区", "大阪市北区", "横浜市", "名古屋市", "福岡市", "札幌市"},
		Cards:    []string{"jcb", "jcb", "visa", "mc"},
		Words:    []string{"sakura", "pokemon", "tokyo", "doraemon", "hikari"},
		Phone:    phoneJP,
		CallMe:   []string{"電話番号は%sです", "連絡先：%s", "TEL %s", "こちらに電話ください %s", "携帯 %s", "電話：%s"},
		MailMe:   []string{"メールアドレスは%sです", "%s までご連絡ください", "メール：%s", "連絡先メール %s"},
		PassIs:   []string{"以前のパスワードは%sでした", "パスワード：%s", "旧パスワード %s"},
		Hacked:   []string{"アカウントが乗っ取られてメールアドレスを変更されました。", "ログインできません。確認コードが届きません。", "昨夜チャンネルを乗っ取られました。"},
		Doxx:     []string{"%s が私の電話番号をサーバーに晒しました", "ユーザー %s が個人情報を拡散しています", "%s にメアドと電話番号を晒されました"},
		Sell:     []string{"%sを出品します", "%s売ります", "【美品】%s", "%s譲ります"},
		Items:    []string{"Nintendo Switch本体", "ロードバイク", "無印良品の棚", "iPhone 13 mini", "ベビーカー"},
		Chat:     []string{"草", "今夜配信する人いる？", "ちょっと離席します", "誰かルールをピン留めして", "おやすみなさい", "おつ"},
		Thanks:   []string{"ありがとうございます！", "よろしくお願いします", "助かります"},
		Hashtags: []string{"#PR", "#提供", "#タイアップ", "#ad"},
		Date: func(t time.Time) string {
			return pick(fmt.Sprintf("%d年%d月%d日", t.Year(), int(t.Month()), t.Day()), t.Format("2006/01/02"))
		},
		Price: func() string {
			n := rn(300, 98000)
			return pick("¥"+groupInt(n, ","), groupInt(n, ",")+"円", "￥"+groupInt(n, ","))
		},
		Cur: "JPY",
	})
	addLoc(&Loc{Code: "ko",
		Given:    []string{"minjun", "seoyeon", "jiho", "haeun", "doyun", "jiwoo", "yejun", "sua", "hyunwoo", "eunji"},
		Family:   []string{"kim", "lee", "park", "choi", "jung", "kang", "cho", "yoon", "jang", "lim"},
		Display:  []string{"민준", "서연", "지호", "하은", "도윤", "지우", "예준", "수아", "현우", "은지"},
		Mail:     []string{"naver.com", "naver.com", "daum.net", "hanmail.net", "gmail.com", "kakao.com", "nate.com"},
		Cities:   []string{"서울 마포구", "서울 강남구", "부산 해운대구", "인천", "대구", "성남시 분당구"},
		Cards:    []string{"visa", "mc"},
		Words:    []string{"saranghae", "kimchi", "seoul", "qwer1234", "tkfkdgo"},
		Phone:    phoneKR,
		CallMe:   []string{"연락처: %s", "제 번호는 %s 입니다", "전화 주세요 %s", "카톡 안되면 %s 로 문자", "핸드폰 %s", "폰번 %s"},
		MailMe:   []string{"이메일은 %s 입니다", "%s 로 보내주세요", "메일: %s", "이메일 주소: %s"},
		PassIs:   []string{"예전 비밀번호는 %s 였어요", "비번: %s", "비밀번호 %s"},
		Hacked:   []string{"계정이 해킹당해서 이메일이 바뀌었어요.", "로그인이 안 되고 인증번호가 안 와요.", "어젯밤에 채널을 도용당했습니다."},
		Doxx:     []string{"%s 가 제 전화번호를 서버에 올렸어요", "유저 %s 가 제 개인정보를 퍼뜨리고 있습니다", "%s 가 제 메일이랑 번호를 박제했어요"},
		Sell:     []string{"%s 팝니다", "%s 판매합니다", "[급처] %s", "%s 싸게 넘겨요"},
		Items:    []string{"아이패드 에어", "자전거", "닌텐도 스위치", "책상 의자 세트", "갤럭시 S22"},
		Chat:     []string{"ㅋㅋㅋㅋ 인정", "오늘 방송 누구 함?", "잠깐 자리 비움", "누가 규칙 고정 좀", "다들 잘자요", "ㄱㄱ"},
		Thanks:   []string{"감사합니다!", "ㄳ", "고마워요"},
		Hashtags: []string{"#광고", "#협찬", "#유료광고"},
		Date: func(t time.Time) string {
			return pick(fmt.Sprintf("%d년 %d월 %d일", t.Year(), int(t.Month()), t.Day()), t.Format("2006.01.02"))
		},
		Price: func() string {
			n := rn(5, 2000) * 1000
			return pick(groupInt(n, ",")+"원", "₩"+groupInt(n, ","), fmt.Sprintf("%d만원", n/10000+1))
		},
		Cur: "KRW",
	})
	addLoc(&Loc{Code: "id",
		Given:    []string{"Budi", "Siti", "Agus", "Dewi", "Rizky", "Putri", "Andi", "Ayu", "Fajar", "Intan"},
		Family:   []string{"Santoso", "Wijaya", "Saputra", "Hidayat", "Kurniawan", "Lestari", "Pratama", "Nugroho", "Siregar", "Rahmawati"},
		Mail:     []string{"gmail.com", "yahoo.co.id", "yahoo.com", "outlook.com", "ymail.com"},
		Cities:   []string{"Jakarta Selatan", "Bandung", "Surabaya", "Yogyakarta", "Medan", "Bekasi", "Depok"},
		Cards:    []string{"visa", "mc", "jcb"},
		Words:    []string{"sayang", "indonesia", "persib", "bismillah", "cinta"},
		Phone:    phoneID,
		CallMe:   []string{"hubungi aku di %s", "nomor WA: %s", "telp %s", "bisa chat ke %s", "no hp saya %s", "WA %s (fast respon)"},
		MailMe:   []string{"email aku %s", "kirim ke %s ya", "email: %s", "bisa email ke %s"},
		PassIs:   []string{"password lamaku %s", "kata sandinya %s", "pw: %s"},
		Hacked:   []string{"Akun saya diretas dan emailnya diganti.", "Gak bisa login, kode OTP nggak masuk.", "Channel saya dibajak semalam."},
		Doxx:     []string{"%s nyebarin nomor HP aku di grup", "user %s menyebarkan data pribadi saya", "%s bocorin email sama nomor aku"},
		Sell:     []string{"Dijual %s", "Jual cepat %s", "WTS %s", "Lelang %s"},
		Items:    []string{"motor Beat 2019", "HP Samsung A52", "sepeda lipat", "kulkas 2 pintu", "PS4 slim"},
		Chat:     []string{"wkwkwk iya", "malam ini siapa yang live?", "bentar ya", "tolong pin rules dong", "selamat malam semua", "gg gaming"},
		Thanks:   []string{"Makasih!", "Terima kasih", "Thx kak", "Salam,"},
		Hashtags: []string{"#iklan", "#endorse", "#ad", "#kolaborasi"},
		Date:     dDMY("/"),
		Price: func() string {
			n := rn(50, 25000) * 1000
			return pick("Rp "+groupInt(n, "."), "Rp"+groupInt(n, "."), fmt.Sprintf("%drb", n/1000))
		},
		Cur: "IDR",
	})
	addLoc(&Loc{Code: "vi",
		Given:    []string{"an", "binh", "chi", "dung", "hoa", "huy", "linh", "minh", "ngoc", "trang", "tuan", "vy"},
		Family:   []string{"nguyen", "tran", "le", "pham", "hoang", "phan", "vu", "dang", "bui", "do"},
		Display:  []string{"Nguyễn An", "Bình", "Chi Trần", "Dũng", "Hoa", "Huy Lê", "Linh", "Minh", "Ngọc", "Trang", "Tuấn", "Vy"},
		Mail:     []string{"gmail.com", "gmail.com", "yahoo.com.vn", "outlook.com", "fpt.vn"},
		Cities:   []string{"Quận 7, TP.HCM", "Cầu Giấy, Hà Nội", "Đà Nẵng", "Thủ Đức", "Hải Phòng", "Cần Thơ"},
		Cards:    []string{"visa", "mc", "jcb"},
		Words:    []string{"anhyeuem", "vietnam", "matkhau", "saigon"},
		Phone:    phoneVN,
		CallMe:   []string{"gọi cho mình số %s", "sđt: %s", "Zalo %s", "liên hệ %s", "số điện thoại của mình là %s", "ib zalo %s"},
		MailMe:   []string{"email của mình là %s", "gửi về %s nhé", "mail: %s"},
		PassIs:   []string{"mật khẩu cũ là %s", "pass: %s", "mk %s"},
		Hacked:   []string{"Tài khoản của mình bị hack và đổi email rồi.", "Không đăng nhập được, mã xác minh không về.", "Kênh của mình bị chiếm tối qua."},
		Doxx:     []string{"%s đăng số điện thoại của mình lên nhóm", "người dùng %s đang phát tán thông tin cá nhân của tôi"},
		Sell:     []string{"Bán %s", "Cần bán %s", "Thanh lý %s", "Pass lại %s"},
		Items:    []string{"xe đạp", "iPhone 12 Pro", "tủ lạnh", "máy ảnh Sony", "bàn học"},
		Chat:     []string{"haha đúng rồi", "tối nay ai live?", "mình quay lại liền", "ai ghim luật giúp với", "chúc mọi người ngủ ngon"},
		Thanks:   []string{"Cảm ơn!", "Cám ơn nhiều", "Thanks nha"},
		Hashtags: []string{"#quangcao", "#hoptac", "#ad"},
		Date:     dDMY("/"),
		Price: func() string {
			n := rn(50, 30000) * 1000
			return pick(groupInt(n, ".")+"đ", groupInt(n, ".")+" ₫", groupInt(n, ".")+" VND", fmt.Sprintf("%dk", n/1000))
		},
		Cur: "VND",
	})
	addLoc(&Loc{Code: "pl",
		Given:    []string{"Jakub", "Zuzanna", "Kacper", "Julia", "Szymon", "Maja", "Filip", "Hanna", "Mateusz", "Oliwia"},
		Family:   []string{"Nowak", "Kowalski", "Wisniewski", "Wojcik", "Kowalczyk", "Kaminska", "Lewandowski", "Zielinska", "Szymanski", "Wozniak"},
		Mail:     []string{"wp.pl", "o2.pl", "onet.pl", "interia.pl", "gmail.com", "op.pl", "gazeta.pl"},
		Cities:   []string{"Warszawa, Mokotów", "Kraków", "Wrocław", "Poznań", "Gdańsk", "Łódź"},
		Cards:    []string{"visa", "mc"},
		Words:    []string{"kochanie", "polska", "legia", "haslo", "misiek"},
		Phone:    phonePL,
		CallMe:   []string{"zadzwoń: %s", "mój numer to %s", "pisz na WhatsApp %s", "tel. %s", "kontakt: %s", "nr tel %s"},
		MailMe:   []string{"mój mail: %s", "napisz na %s", "e-mail: %s", "adres mailowy %s"},
		PassIs:   []string{"moje hasło to było %s", "stare hasło: %s", "hasło %s"},
		Hacked:   []string{"Ktoś przejął moje konto i zmienił e-mail.", "Nie mogę się zalogować, kod nie przychodzi.", "Wczoraj w nocy ukradli mi kanał."},
		Doxx:     []string{"%s wrzucił mój numer na serwer", "użytkownik %s rozsyła moje dane", "%s opublikował mój mail i telefon"},
		Sell:     []string{"Sprzedam %s", "Na sprzedaż: %s", "Oddam tanio %s"},
		Items:    []string{"rower górski", "wózek dziecięcy", "PS5 z padem", "kanapę", "iPhone 13"},
		Chat:     []string{"xD no", "kto dziś na streamie?", "zaraz wracam", "przypnijcie regulamin pls", "dobranoc wszystkim", "gg"},
		Thanks:   []string{"Dzięki!", "Z góry dzięki", "Pozdrawiam"},
		Hashtags: []string{"#reklama", "#współpraca", "#ad"},
		Date:     dDMY("."),
		Price: func() string {
			n := rn(20, 9000)
			return pick(strconv.Itoa(n)+" zł", groupInt(n, " ")+" zł", strconv.Itoa(n)+"zł do negocjacji")
		},
		Cur: "PLN",
	})
	addLoc(&Loc{Code: "it",
		Given:    []string{"Francesco", "Giulia", "Alessandro", "Chiara", "Matteo", "Sofia", "Lorenzo", "Aurora", "Marco", "Martina"},
		Family:   []string{"Rossi", "Russo", "Ferrari", "Esposito", "Bianchi", "Romano", "Colombo", "Ricci", "Marino", "Greco"},
		Mail:     []string{"libero.it", "gmail.com", "virgilio.it", "alice.it", "hotmail.it", "tiscali.it", "yahoo.it"},
		Cities:   []string{"Milano, Isola", "Roma – Trastevere", "Napoli", "Torino", "Bologna", "Firenze"},
		Cards:    []string{"visa", "mc"},
		Words:    []string{"juventus", "amore", "forzanapoli", "ciao"},
		Phone:    phoneIT,
		CallMe:   []string{"chiamami al %s", "il mio numero è %s", "scrivimi su WhatsApp al %s", "cell. %s", "tel %s"},
		MailMe:   []string{"la mia mail è %s", "scrivimi a %s", "email: %s"},
		PassIs:   []string{"la mia password era %s", "vecchia password: %s"},
		Hacked:   []string{"Mi hanno hackerato l'account e cambiato la mail.", "Non riesco ad accedere, il codice non arriva."},
		Doxx:     []string{"%s ha pubblicato il mio numero nel gruppo", "l'utente %s sta diffondendo i miei dati"},
		Sell:     []string{"Vendo %s", "%s in vendita", "Regalo %s"},
		Items:    []string{"bici da corsa", "PS5", "divano", "iPhone 12", "monopattino elettrico"},
		Chat:     []string{"ahah vero", "chi c'è stasera in live?", "torno subito", "buonanotte a tutti", "gg"},
		Thanks:   []string{"Grazie!", "Grazie mille", "Saluti", "Un saluto,"},
		Hashtags: []string{"#adv", "#pubblicità", "#collaborazione"},
		Date:     dDMY("/"),
		Price: func() string {
			n := rn(5, 1500)
			return pick(strconv.Itoa(n)+" €", "€ "+strconv.Itoa(n), fmt.Sprintf("%d,%02d €", n, rn(0, 99)))
		},
		Cur: "EUR",
	})
	for _, c := range locCodes {
		L := locs[c]
		if len(L.Display) == 0 {
			for i := range L.Given {
				L.Display = append(L.Display, L.Given[i]+pick("", " "+L.Family[i%len(L.Family)][:1]+".", " "+L.Family[i%len(L.Family)]))
			}
		}
	}
}

var folder = strings.NewReplacer("é", "e", "è", "e", "ê", "e", "ë", "e", "à", "a", "â", "a", "ç", "c", "î", "i", "ï", "i", "ô", "o", "ù", "u", "û", "u", "ü", "ue", "ö", "oe", "ä", "ae", "ß", "ss", "ñ", "n", "á", "a", "í", "i", "ó", "o", "ú", "u", "ã", "a", "õ", "o", "ł", "l", "ś", "s", "ż", "z", "ź", "z", "ę", "e", "ą", "a", "ń", "n", "ć", "c", "ş", "s", "ğ", "g", "ı", "i")

func asciiFold(s string) string { return folder.Replace(s) }
