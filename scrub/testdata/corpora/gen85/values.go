package main

import (
	"encoding/base64"
	"fmt"
	"hash/crc32"
	"math/rand"
	"strconv"
	"strings"
)

// G wraps the single seeded source; every random choice goes through it.
type G struct{ r *rand.Rand }

const (
	digitsS = "0123456789"
	lowerS  = "abcdefghijklmnopqrstuvwxyz"
	upperS  = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	alnumS  = digitsS + lowerS + upperS
	hexS    = "0123456789abcdef"
	b64uS   = alnumS + "-_"
	b64S    = alnumS + "+/"
)

func (g *G) n(a, b int) int        { return a + g.r.Intn(b-a+1) }
func (g *G) p(xs ...string) string { return xs[g.r.Intn(len(xs))] }
func (g *G) ps(xs []string) string { return xs[g.r.Intn(len(xs))] }
func (g *G) yes(pr float64) bool   { return g.r.Float64() < pr }
func (g *G) d(k int) string        { return g.from(digitsS, k) }
func (g *G) hex(k int) string      { return g.from(hexS, k) }
func (g *G) dnz(k int) string      { return g.from("123456789", 1) + g.d(k-1) }
func (g *G) pad(v, w int) string   { return fmt.Sprintf("%0*d", w, v) }
func (g *G) from(set string, k int) string {
	b := make([]byte, k)
	for i := range b {
		b[i] = set[g.r.Intn(len(set))]
	}
	return string(b)
}

// mixed returns a random string over set that has at least two digits, two
// capitals and two small letters (when set holds them and k allows).
func (g *G) mixed(set string, k int) string {
	for {
		s := g.from(set, k)
		if k < 12 {
			return s
		}
		nd, nu, nl := 0, 0, 0
		for i := 0; i < len(s); i++ {
			c := s[i]
			switch {
			case c >= '0' && c <= '9':
				nd++
			case c >= 'A' && c <= 'Z':
				nu++
			case c >= 'a' && c <= 'z':
				nl++
			}
		}
		if (nd >= 2 || !strings.ContainsAny(set, digitsS)) && (nu >= 2 || !strings.ContainsAny(set, upperS)) && (nl >= 2 || !strings.ContainsAny(set, lowerS)) {
			return s
		}
	}
}

// ---------------------------------------------------------------- people

type Person struct{ F, L, LF, LL, Lang string }

func (p Person) Full() string {
	switch p.Lang {
	case "zh", "ko":
		return p.L + p.F
	case "ja":
		return p.L + " " + p.F
	}
	return p.F + " " + p.L
}

func split2(s string) (string, string) {
	if i := strings.IndexByte(s, '|'); i >= 0 {
		return s[:i], s[i+1:]
	}
	return s, translit(s)
}

var translitR = strings.NewReplacer(
	"ä", "ae", "ö", "oe", "ü", "ue", "ß", "ss", "Ä", "Ae", "Ö", "Oe", "Ü", "Ue",
	"é", "e", "è", "e", "ê", "e", "ë", "e", "É", "E", "á", "a", "à", "a", "â", "a", "ã", "a", "Á", "A",
	"ç", "c", "í", "i", "ì", "i", "î", "i", "ó", "o", "ò", "o", "ô", "o", "õ", "o", "ú", "u", "ù", "u",
	"ñ", "n", "ł", "l", "Ł", "L", "ś", "s", "Ś", "S", "ź", "z", "ż", "z", "Ż", "Z", "ć", "c", "ń", "n", "ą", "a", "ę", "e",
	"ř", "r", "č", "c", "Č", "C", "š", "s", "Š", "S", "ž", "z", "ý", "y", "ů", "u", "ě", "e",
	"ı", "i", "İ", "I", "ş", "s", "Ş", "S", "ğ", "g", "Ç", "C", "Ö", "O", "å", "a", "ø", "o", "æ", "ae",
	"đ", "d", "Đ", "D", "ư", "u", "ơ", "o", "ấ", "a", "ầ", "a", "ễ", "e", "ữ", "u", "ạ", "a",
)

func translit(s string) string { return translitR.Replace(s) }

func asciiLower(s string) string {
	s = strings.ToLower(translit(s))
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 'a' && c <= 'z' {
			b.WriteByte(c)
		}
	}
	return b.String()
}

func (g *G) person(lang string) Person {
	d, ok := nameData[lang]
	if !ok {
		panic("no names for " + lang)
	}
	f, lf := split2(g.ps(d[0]))
	l, ll := split2(g.ps(d[1]))
	return Person{F: f, L: l, LF: lf, LL: ll, Lang: lang}
}

var langs = []string{"en", "de", "fr", "es", "it", "pt", "nl", "pl", "sv", "tr", "ru", "uk", "ja", "zh", "ko", "ar", "hi", "id", "vi", "th", "he", "el", "cs"}

// ---------------------------------------------------------------- e-mail

var freeMail = map[string][]string{
	"en": {"gmail.com", "outlook.com", "yahoo.com", "icloud.com", "hotmail.com", "proton.me", "comcast.net", "aol.com", "hotmail.co.uk", "btinternet.com"},
	"de": {"web.de", "gmx.de", "gmx.net", "t-online.de", "posteo.de", "mailbox.org", "gmail.com", "freenet.de"},
	"fr": {"orange.fr", "free.fr", "laposte.net", "sfr.fr", "wanadoo.fr", "gmail.com", "hotmail.fr"},
	"es": {"gmail.com", "hotmail.es", "yahoo.es", "telefonica.net", "outlook.es"},
	"it": {"libero.it", "alice.it", "virgilio.it", "tiscali.it", "gmail.com", "tim.it"},
	"pt": {"gmail.com", "uol.com.br", "bol.com.br", "terra.com.br", "sapo.pt", "hotmail.com"},
	"nl": {"ziggo.nl", "kpnmail.nl", "xs4all.nl", "hotmail.nl", "gmail.com", "planet.nl"},
	"pl": {"wp.pl", "o2.pl", "onet.pl", "interia.pl", "gazeta.pl", "gmail.com"},
	"sv": {"telia.se", "bredband.net", "spray.se", "gmail.com", "hotmail.se"},
	"tr": {"gmail.com", "hotmail.com", "yandex.com.tr", "outlook.com.tr"},
	"ru": {"yandex.ru", "mail.ru", "rambler.ru", "bk.ru", "inbox.ru", "list.ru"},
	"uk": {"ukr.net", "i.ua", "meta.ua", "gmail.com"},
	"ja": {"yahoo.co.jp", "docomo.ne.jp", "ezweb.ne.jp", "nifty.com", "gmail.com", "icloud.com"},
	"zh": {"126.com", "163.com", "qq.com", "sina.com", "foxmail.com", "aliyun.com"},
	"ko": {"naver.com", "daum.net", "hanmail.net", "kakao.com", "gmail.com"},
	"ar": {"gmail.com", "hotmail.com", "yahoo.com", "outlook.sa"},
	"hi": {"rediffmail.com", "gmail.com", "yahoo.co.in", "outlook.in"},
	"id": {"yahoo.co.id", "gmail.com", "ymail.com"},
	"vi": {"gmail.com", "yahoo.com.vn", "outlook.com.vn"},
	"th": {"hotmail.co.th", "gmail.com", "outlook.co.th"},
	"he": {"walla.co.il", "gmail.com", "012.net.il", "bezeqint.net"},
	"el": {"otenet.gr", "yahoo.gr", "gmail.com", "hol.gr"},
	"cs": {"seznam.cz", "email.cz", "centrum.cz", "post.cz"},
}

var companyWords = []string{"acme-logistics", "nordlicht-energie", "bluepeak", "kanzlei-weber", "studio-rossi", "brightlane", "helios-med", "vantage-partners", "kitelabs", "orbitra", "lumenhaus", "fjordsoft", "sakura-trading", "tianhe-tech", "hanbit-soft", "andes-consult", "baltic-freight", "marlow-dental", "quanta-bio", "riverstone", "firma", "polaris-bau", "alpenblick", "cedar-legal", "oakridge-hr", "meridian-ops", "tallinn-data", "kestrel", "solvik", "greenharbor"}

var companyTLD = map[string][]string{
	"en": {"com", "io", "co.uk", "net", "org", "com.au", "ca"}, "de": {"de", "at", "ch", "com"}, "fr": {"fr", "be", "com"}, "es": {"es", "com.mx", "com.ar"},
	"it": {"it"}, "pt": {"com.br", "pt"}, "nl": {"nl", "be"}, "pl": {"pl", "com.pl"}, "sv": {"se"}, "tr": {"com.tr"}, "ru": {"ru"}, "uk": {"ua", "com.ua"},
	"ja": {"co.jp", "jp"}, "zh": {"cn", "com.cn"}, "ko": {"co.kr", "kr"}, "ar": {"ae", "sa", "com.eg"}, "hi": {"in", "co.in"}, "id": {"co.id"}, "vi": {"vn", "com.vn"},
	"th": {"co.th"}, "he": {"co.il"}, "el": {"gr"}, "cs": {"cz"},
}

func (g *G) companyDomain(lang string) string {
	return g.ps(companyWords) + "." + g.ps(companyTLD[lang])
}

func (g *G) domainFor(lang string) string {
	if g.yes(0.35) {
		return g.companyDomain(lang)
	}
	return g.ps(freeMail[lang])
}

func (g *G) localFor(p Person) string {
	f, l := asciiLower(p.LF), asciiLower(p.LL)
	if f == "" {
		f = "user"
	}
	if l == "" {
		l = "x"
	}
	switch g.r.Intn(10) {
	case 0:
		return f + "." + l
	case 1:
		return f[:1] + "." + l
	case 2:
		return f + l + g.d(2)
	case 3:
		return l + "." + f
	case 4:
		return f + "_" + l
	case 5:
		return f + "." + l + g.d(2)
	case 6:
		return f[:1] + l
	case 7:
		return f + g.d(g.n(2, 4))
	case 8:
		return l + f[:1] + g.d(2)
	default:
		return f + "-" + l
	}
}

func (g *G) email(p Person) string {
	if p.Lang == "zh" && g.yes(0.25) {
		return g.dnz(g.n(8, 10)) + "@qq.com"
	}
	return g.localFor(p) + "@" + g.domainFor(p.Lang)
}

// ---------------------------------------------------------------- phones

type phSpec struct {
	gen             func(g *G) string
	nat, intl, bare []string
}

func pre(total int, prefixes ...string) func(g *G) string {
	return func(g *G) string {
		p := g.ps(prefixes)
		return p + g.dnz(1) + g.d(total-len(p)-1)
	}
}

func usNSN(areas []string) func(g *G) string {
	return func(g *G) string {
		for {
			ex := g.from("23456789", 1) + g.d(2)
			if ex[1:] == "11" || ex == "555" || ex == "950" || ex == "958" || ex == "959" {
				continue
			}
			return g.ps(areas) + ex + g.d(4)
		}
	}
}

var usAreas = strings.Fields("201 202 203 205 206 207 208 212 213 214 215 216 217 224 225 228 239 248 251 253 256 262 267 269 281 301 302 303 304 305 310 312 313 314 315 317 318 319 321 323 330 336 337 347 352 360 385 404 405 406 407 408 410 412 414 415 419 425 432 443 469 480 501 502 503 504 505 507 508 510 512 513 515 516 520 530 540 541 551 559 561 562 563 571 573 574 580 585 586 601 602 603 605 606 607 608 609 610 612 614 615 616 617 618 619 626 630 631 636 646 650 651 657 661 678 682 701 702 703 704 706 707 708 712 713 714 715 716 717 718 720 724 727 731 732 734 737 740 754 757 760 763 765 770 772 773 774 775 781 785 786 801 802 803 804 805 806 808 810 812 813 814 815 816 817 818 828 830 831 832 843 845 847 848 850 856 857 858 859 860 862 863 864 865 870 901 903 904 906 907 908 909 910 912 913 914 915 916 917 918 919 920 925 928 929 931 936 937 940 941 949 951 952 954 956 970 971 972 973 978 979 980 984 985")
var caAreas = strings.Fields("416 647 437 604 778 514 438 403 587 613 905 289 780 902 306 204 519 709")

var nanpNat = []string{"(###) ###-####", "###-###-####", "###.###.####", "(###) ###-####"}
var nanpIntl = []string{"+1 ### ### ####", "+1-###-###-####", "+1 (###) ###-####", "+1 ###-###-####", "+1##########", "+1.###.###.####", "1-###-###-####", "1 (###) ###-####"}
var nanpBare = []string{"### ### ####", "##########"}

var phones = map[string][]phSpec{
	"us": {{usNSN(usAreas), nanpNat, nanpIntl, nanpBare}},
	"ca": {{usNSN(caAreas), nanpNat, nanpIntl, nanpBare}},
	"uk_m": {{pre(10, "71", "72", "73", "74", "75", "77", "78", "79"),
		[]string{"0#### ######", "0#### ### ###"}, []string{"+44 #### ######", "+44 (0)#### ######", "+44##########", "+44 #### ### ###"}, []string{"0##########"}}},
	"uk_l": {{pre(10, "203", "207", "208"), []string{"0## #### ####"}, []string{"+44 ## #### ####", "+44 (0)## #### ####"}, []string{"0##########"}},
		{pre(10, "161", "113", "117", "121", "131", "141", "151", "114", "115", "116", "118"), []string{"0### ### ####"}, []string{"+44 ### ### ####"}, []string{"0##########"}}},
	"de_m": {{pre(10, "160", "162", "163", "170", "171", "172", "173", "174", "175", "179"),
		[]string{"0### #######", "0###/#######", "0###-#######", "0### ### ####", "0### - #######"}, []string{"+49 ### #######", "+49 (0)### #######", "+49##########", "+49 ### ### ####"}, []string{"0##########"}},
		{pre(11, "151", "152", "155", "157", "159", "176", "177", "178"),
			[]string{"0### ########", "0###/########", "0### #### ####"}, []string{"+49 ### ########", "+49 (0)### ########", "+49###########"}, []string{"0###########"}}},
	"de_l": {{pre(10, "30", "40", "69", "89"), []string{"0## ########", "0##/########", "0## / ## ## ## ##", "0## ### ### ##"}, []string{"+49 ## ########", "+49 (0)## ########"}, []string{"0##########"}},
		{pre(10, "221", "211", "711", "351", "511", "341", "421", "231", "201"), []string{"0### #######", "0###/#######", "0### / ### ## ##"}, []string{"+49 ### #######"}, []string{"0##########"}}},
	"at_m": {{pre(10, "664", "660", "676", "650", "699", "681"), []string{"0### #######", "0###/#######"}, []string{"+43 ### #######", "+43 (0)### #######"}, []string{"0##########"}}},
	"ch_m": {{pre(9, "75", "76", "77", "78", "79"), []string{"0## ### ## ##"}, []string{"+41 ## ### ## ##", "+41#########"}, []string{"0#########"}}},
	"fr_m": {{pre(9, "6", "73", "74", "75", "76", "77", "78"), []string{"0# ## ## ## ##", "0#.##.##.##.##", "0#-##-##-##-##"}, []string{"+33 # ## ## ## ##", "+33 (0)# ## ## ## ##", "+33#########"}, []string{"0#########"}}},
	"fr_l": {{pre(9, "1", "2", "3", "4", "5"), []string{"0# ## ## ## ##", "0#.##.##.##.##"}, []string{"+33 # ## ## ## ##", "(+33) # ## ## ## ##"}, []string{"0#########"}}},
	"be_m": {{pre(9, "45", "46", "47", "48", "49"), []string{"0### ## ## ##"}, []string{"+32 ### ## ## ##", "+32 ### ######"}, []string{"0#########"}}},
	"es_m": {{pre(9, "6", "71", "72", "73", "74"), []string{"### ### ###", "### ## ## ##"}, []string{"+34 ### ### ###", "+34 ### ## ## ##", "+34#########"}, []string{"#########"}}},
	"es_l": {{pre(9, "91", "93", "96", "95", "94"), []string{"## ### ## ##"}, []string{"+34 ## ### ## ##", "+34 ### ### ###"}, []string{"#########"}}},
	"mx":   {{pre(10, "55", "33", "81"), nil, []string{"+52 ## #### ####", "+52 1 ## #### ####", "+52 (##) ####-####"}, []string{"## #### ####", "##########"}}},
	"ar_m": {{pre(10, "11"), []string{"0## 15-####-####"}, []string{"+54 9 ## ####-####", "+54 9 ## #### ####"}, nil}},
	"it_m": {{pre(10, "32", "33", "34", "35", "36", "37", "38", "39"), []string{"### ### ####", "### #######", "###-#######"}, []string{"+39 ### ### ####", "+39 ##########", "+39 ### #######"}, []string{"##########"}}},
	"it_l": {{pre(10, "06", "02"), []string{"## #### ####", "##-########"}, []string{"+39 ## #### ####", "+39 ## ########"}, []string{"##########"}}},
	"pt_m": {{pre(9, "91", "92", "93", "96"), []string{"### ### ###"}, []string{"+351 ### ### ###", "+351#########"}, []string{"#########"}}},
	"br_m": {{brNSN, []string{"(##) #####-####", "(##) # ####-####", "## #####-####", "## # #### ####"}, []string{"+55 ## #####-####", "+55 (##) #####-####", "+55###########", "+55 ## # ####-####"}, []string{"###########"}}},
	"nl_m": {{pre(9, "6"), []string{"0#-########", "0# ########", "0# #### ####"}, []string{"+31 # ########", "+31 # #### ####", "+31 (0)# ########", "+31#########"}, []string{"0#########"}}},
	"nl_l": {{pre(9, "20", "10", "30", "70"), []string{"0## ### ####", "0##-#######"}, []string{"+31 ## ### ####"}, []string{"0#########"}}},
	"pl_m": {{pre(9, "50", "51", "53", "57", "60", "66", "69", "72", "73", "78", "79", "88"), []string{"### ### ###", "###-###-###"}, []string{"+48 ### ### ###", "+48 ###-###-###", "+48#########"}, []string{"#########"}}},
	"cz_m": {{pre(9, "601", "602", "603", "604", "605", "606", "607", "608", "72", "73", "77", "79"), []string{"### ### ###"}, []string{"+420 ### ### ###", "+420#########"}, []string{"#########"}}},
	"ru_m": {{pre(10, "903", "905", "909", "910", "911", "912", "915", "916", "917", "919", "921", "925", "926", "929", "950", "960", "962", "964", "965", "977", "985", "999"),
		[]string{"8 (###) ###-##-##", "8-###-###-##-##", "8 ### ###-##-##", "8 (###) ### ## ##"}, []string{"+7 ### ###-##-##", "+7 (###) ###-##-##", "+7##########", "+7 ### ### ## ##", "+7-###-###-##-##"}, []string{"8##########"}}},
	"ru_l": {{pre(10, "495", "499", "812", "343", "383"), []string{"8 (###) ###-##-##"}, []string{"+7 (###) ###-##-##", "+7 ### ###-##-##"}, nil}},
	"ua_m": {{pre(9, "50", "63", "66", "67", "68", "73", "93", "95", "96", "97", "98", "99"), []string{"0## ### ## ##", "(0##) ###-##-##", "0## ###-##-##"}, []string{"+380 ## ### ####", "+380 (##) ###-##-##", "+380#########", "+380 ## ### ## ##"}, []string{"0#########"}}},
	"tr_m": {{pre(10, "501", "505", "506", "507", "530", "531", "532", "533", "535", "536", "537", "538", "539", "541", "542", "543", "544", "545", "546", "549", "551", "552", "553", "554", "555"),
		[]string{"0### ### ## ##", "0 (###) ### ## ##", "0### ### ####", "0###-###-####"}, []string{"+90 ### ### ## ##", "+90 (###) ### ## ##", "+90##########", "+90 ### ### ####"}, []string{"0##########"}}},
	"jp_m": {{pre(10, "90", "80", "70"), []string{"0##-####-####", "0## #### ####", "0##(####)####"}, []string{"+81 ##-####-####", "+81-##-####-####", "+81 ## #### ####", "+81##########"}, []string{"0##########"}}},
	"jp_l": {{pre(9, "3", "6"), []string{"0#-####-####", "0#(####)####"}, []string{"+81 #-####-####", "+81-#-####-####"}, []string{"0#########"}}},
	"cn_m": {{pre(11, "130", "131", "132", "133", "135", "136", "137", "138", "139", "150", "151", "152", "153", "155", "156", "157", "158", "159", "166", "173", "176", "177", "180", "181", "182", "183", "185", "186", "187", "188", "189", "191", "198", "199"),
		[]string{"### #### ####", "###-####-####"}, []string{"+86 ### #### ####", "+86-###-####-####", "+86###########", "(+86) ### #### ####"}, []string{"###########"}}},
	"kr_m": {{pre(10, "10"), []string{"0##-####-####", "0## #### ####"}, []string{"+82 ##-####-####", "+82 ## #### ####", "+82-##-####-####", "+82##########"}, []string{"0##########"}}},
	"in_m": {{pre(10, "98", "99", "97", "96", "95", "94", "93", "91", "90", "89", "88", "87", "86", "85", "84", "83", "82", "81", "80", "79", "78", "77", "76", "75", "74", "73", "70", "63", "62"),
		[]string{"##### #####", "0##### #####"}, []string{"+91 ##### #####", "+91-#####-#####", "+91 ##########", "+91##########", "+91-##########"}, []string{"##########", "0##########"}}},
	"au_m": {{pre(9, "4"), []string{"0### ### ###"}, []string{"+61 ### ### ###", "+61 # #### ####", "+61#########"}, []string{"0#########"}}},
	"au_l": {{pre(9, "29", "39", "73", "89"), []string{"(0#) #### ####", "0# #### ####"}, []string{"+61 # #### ####"}, []string{"0#########"}}},
	"nz_m": {{pre(9, "21", "22", "27"), []string{"0## ### ####"}, []string{"+64 ## ### ####"}, []string{"0#########"}}},
	"se_m": {{pre(9, "70", "72", "73", "76", "79"), []string{"0##-### ## ##", "0## ### ## ##", "0##-#######"}, []string{"+46 ## ### ## ##", "+46 (0)## ### ## ##", "+46#########"}, []string{"0#########"}}},
	"no_m": {{pre(8, "4", "9"), nil, []string{"+47 ### ## ###", "+47 ## ## ## ##", "+47########"}, []string{"### ## ###", "## ## ## ##", "########"}}},
	"dk_m": {{pre(8, "2", "3", "4", "5", "6", "7", "8"), nil, []string{"+45 ## ## ## ##", "+45########"}, []string{"## ## ## ##", "########"}}},
	"ie_m": {{pre(9, "83", "85", "86", "87", "89"), []string{"0## ### ####"}, []string{"+353 ## ### ####", "+353#########"}, []string{"0#########"}}},
	"ae_m": {{pre(9, "50", "52", "54", "55", "56", "58"), []string{"0## ### ####", "0##-#######"}, []string{"+971 ## ### ####", "+971 ## #######", "+971#########", "+971-##-###-####"}, []string{"0#########"}}},
	"sa_m": {{pre(9, "50", "53", "54", "55", "56", "59"), []string{"0## ### ####"}, []string{"+966 ## ### ####", "+966#########"}, []string{"0#########"}}},
	"eg_m": {{pre(10, "10", "11", "12", "15"), []string{"0## #### ####"}, []string{"+20 ## #### ####", "+20##########"}, []string{"0##########"}}},
	"id_m": {{pre(11, "811", "812", "813", "821", "822", "852", "853", "857", "858", "877", "878", "896", "897"), []string{"0###-####-####", "0### #### ####"}, []string{"+62 ###-####-####", "+62 ### #### ####", "+62###########"}, []string{"0###########"}}},
	"vn_m": {{pre(9, "90", "91", "93", "94", "96", "97", "98", "32", "33", "34", "35", "36", "37", "38", "39", "70", "76", "77", "78", "79", "81", "82", "83", "84", "85", "86", "88", "89"),
		[]string{"0### ### ###", "0## ### ####", "0###.###.###"}, []string{"+84 ### ### ###", "+84 ## ### ####", "+84#########"}, []string{"0#########"}}},
	"th_m": {{pre(9, "61", "62", "63", "64", "65", "80", "81", "82", "83", "84", "85", "86", "87", "88", "89", "90", "91", "92", "93", "94", "95", "96", "97", "98", "99"), []string{"0##-###-####", "0## ### ####"}, []string{"+66 ## ### ####", "+66 ##-###-####", "+66#########"}, []string{"0#########"}}},
	"il_m": {{pre(9, "50", "52", "53", "54", "55", "58"), []string{"0##-###-####", "0##-#######"}, []string{"+972 ##-###-####", "+972 ## ### ####", "+972-##-#######", "+972#########"}, []string{"0#########"}}},
	"gr_m": {{pre(10, "690", "693", "694", "695", "697", "698", "699"), nil, []string{"+30 ### ### ####", "+30 ##########", "+30 ### #######"}, []string{"### ### ####", "##########"}}},
	"za_m": {{pre(9, "60", "61", "71", "72", "73", "76", "79", "81", "82", "83", "84"), []string{"0## ### ####"}, []string{"+27 ## ### ####", "+27#########"}, []string{"0#########"}}},
	"ng_m": {{pre(10, "803", "806", "813", "816", "703", "706", "805", "807", "815", "905", "802", "808", "812", "701", "902"), []string{"0### ### ####"}, []string{"+234 ### ### ####", "+234##########"}, []string{"0##########"}}},
	"ph_m": {{pre(10, "905", "906", "915", "916", "917", "918", "919", "920", "921", "927", "928", "935", "936", "945", "966", "977", "995", "998"), []string{"0### ### ####"}, []string{"+63 ### ### ####"}, []string{"0##########"}}},
	"sg_m": {{pre(8, "8", "9"), nil, []string{"+65 #### ####", "+65########"}, []string{"#### ####", "########"}}},
	"my_m": {{pre(9, "12", "13", "16", "17", "19"), []string{"0##-### ####", "0##-#######"}, []string{"+60 ##-### ####", "+60 ## ### ####"}, []string{"0#########"}}},
}

func brNSN(g *G) string {
	area := g.p("11", "21", "31", "41", "51", "61", "71", "81", "85", "19", "27", "48", "62", "92")
	return area + "9" + g.from("6789", 1) + g.d(7)
}

// country codes for a language, for choosing a plausible number.
var langPhones = map[string][]string{
	"en": {"us", "us", "us", "uk_m", "uk_l", "au_m", "ca", "ie_m", "nz_m", "sg_m"},
	"de": {"de_m", "de_m", "de_l", "at_m", "ch_m"}, "fr": {"fr_m", "fr_m", "fr_l", "be_m"}, "es": {"es_m", "es_l", "mx", "ar_m"},
	"it": {"it_m", "it_m", "it_l"}, "pt": {"br_m", "br_m", "pt_m"}, "nl": {"nl_m", "nl_l", "be_m"}, "pl": {"pl_m"}, "sv": {"se_m", "no_m", "dk_m"},
	"tr": {"tr_m"}, "ru": {"ru_m", "ru_m", "ru_l"}, "uk": {"ua_m"}, "ja": {"jp_m", "jp_m", "jp_l"}, "zh": {"cn_m"}, "ko": {"kr_m"},
	"ar": {"ae_m", "sa_m", "eg_m"}, "hi": {"in_m"}, "id": {"id_m", "my_m"}, "vi": {"vn_m"}, "th": {"th_m"}, "he": {"il_m"}, "el": {"gr_m"}, "cs": {"cz_m"},
}

func fill(pat, digits string) string {
	var b strings.Builder
	j := 0
	for i := 0; i < len(pat); i++ {
		if pat[i] == '#' {
			if j >= len(digits) {
				panic("pattern too long: " + pat + " for " + digits)
			}
			b.WriteByte(digits[j])
			j++
		} else {
			b.WriteByte(pat[i])
		}
	}
	if j != len(digits) {
		panic("pattern too short: " + pat + " for " + digits)
	}
	return b.String()
}

// Phone modes: 'A' national or international, 'I' international, 'N'
// national (falls back to international), 'L' any including the bare shapes
// that need a label, 'B' bare only (falls back to national).
func (g *G) phone(cc string, mode byte) string {
	specs, ok := phones[cc]
	if !ok {
		panic("no phone spec " + cc)
	}
	s := specs[g.r.Intn(len(specs))]
	nsn := s.gen(g)
	var pats []string
	switch mode {
	case 'I':
		pats = s.intl
	case 'N':
		pats = s.nat
		if len(pats) == 0 {
			pats = s.intl
		}
	case 'A':
		pats = append(append([]string{}, s.nat...), s.intl...)
	case 'L':
		pats = append(append(append([]string{}, s.nat...), s.intl...), s.bare...)
	case 'B':
		pats = s.bare
		if len(pats) == 0 {
			pats = s.nat
		}
	}
	return fill(g.ps(pats), nsn)
}

func (g *G) phoneLang(lang string, mode byte) string { return g.phone(g.ps(langPhones[lang]), mode) }

// e164 digits (no plus) of a fresh number of the country.
func (g *G) e164(cc string) string {
	var s string
	for {
		s = g.phone(cc, 'I')
		if !strings.Contains(s, "(0)") {
			break
		}
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] >= '0' && s[i] <= '9' {
			b.WriteByte(s[i])
		}
	}
	return b.String()
}

// ---------------------------------------------------------------- cards

type cardSpec struct {
	name     string
	prefixes func(g *G) string
	lengths  []int
}

func fixed(ps ...string) func(g *G) string { return func(g *G) string { return g.ps(ps) } }
func rng(a, b int) func(g *G) string {
	return func(g *G) string { return strconv.Itoa(g.n(a, b)) }
}

var cards = map[string]cardSpec{
	"visa":     {"Visa", fixed("4"), []int{16}},
	"visa13":   {"Visa", fixed("4"), []int{13}},
	"visa19":   {"Visa", fixed("4"), []int{19}},
	"mc":       {"Mastercard", rng(51, 55), []int{16}},
	"mc2":      {"Mastercard", rng(2221, 2720), []int{16}},
	"amex":     {"American Express", fixed("34", "37"), []int{15}},
	"discover": {"Discover", func(g *G) string { return g.p("6011", strconv.Itoa(g.n(644, 649)), "65") }, []int{16}},
	"jcb":      {"JCB", rng(3528, 3589), []int{16}},
	"diners":   {"Diners Club", func(g *G) string { return g.p("36", strconv.Itoa(g.n(300, 305)), "38") }, []int{14}},
	"unionpay": {"UnionPay", fixed("6222", "6228", "6212", "6217", "6214", "6259"), []int{16, 19}},
	"maestro":  {"Maestro", fixed("6759", "5018", "5020", "5038", "6304"), []int{16, 18, 19}},
	"mir":      {"Mir", rng(2200, 2204), []int{16}},
	"troy":     {"Troy", fixed("9792"), []int{16}},
	"rupay":    {"RuPay", fixed("6521", "6522", "508"), []int{16}},
}

func luhnDigit(body string) byte {
	sum := 0
	dbl := true
	for i := len(body) - 1; i >= 0; i-- {
		d := int(body[i] - '0')
		if dbl {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
		dbl = !dbl
	}
	return byte('0' + (10-sum%10)%10)
}

func luhnOK(s string) bool {
	return len(s) > 1 && luhnDigit(s[:len(s)-1]) == s[len(s)-1]
}

func (g *G) cardDigits(brand string) string {
	s := cards[brand]
	ln := s.lengths[g.r.Intn(len(s.lengths))]
	for {
		body := s.prefixes(g)
		body += g.d(ln - 1 - len(body))
		if strings.Count(body, body[len(body)-1:]) > ln-4 { // avoid repeated-digit runs
			continue
		}
		return body + string(luhnDigit(body))
	}
}

func group(s string, sizes []int, sep string) string {
	var parts []string
	i := 0
	for _, k := range sizes {
		if i+k > len(s) {
			break
		}
		parts = append(parts, s[i:i+k])
		i += k
	}
	if i < len(s) {
		parts = append(parts, s[i:])
	}
	return strings.Join(parts, sep)
}

// card formats a fresh card of the brand: style 's' spaced, 'd' dashed,
// 'p' plain, 'a' any.
func (g *G) card(brand string, style byte) string {
	c := g.cardDigits(brand)
	if style == 'a' {
		style = g.p("s", "s", "d", "p")[0]
	}
	if style == 'p' {
		return c
	}
	sep := " "
	if style == 'd' {
		sep = "-"
	}
	switch len(c) {
	case 15:
		return group(c, []int{4, 6, 5}, sep)
	case 14:
		return group(c, []int{4, 6, 4}, sep)
	case 13:
		return group(c, []int{4, 4, 5}, sep)
	default:
		return group(c, []int{4, 4, 4, 4}, sep)
	}
}

// ---------------------------------------------------------------- SSN

func (g *G) ssnParts() (string, string, string) {
	for {
		a := g.n(1, 899)
		if a == 666 {
			continue
		}
		return g.pad(a, 3), g.pad(g.n(1, 99), 2), g.pad(g.n(1, 9999), 4)
	}
}

func (g *G) ssn(sep string) string {
	a, b, c := g.ssnParts()
	return a + sep + b + sep + c
}

func (g *G) itin(sep string) string {
	groups := []int{}
	for i := 50; i <= 65; i++ {
		groups = append(groups, i)
	}
	for i := 70; i <= 88; i++ {
		groups = append(groups, i)
	}
	groups = append(groups, 90, 91, 92, 94, 95, 96, 97, 98, 99)
	return "9" + g.d(2) + sep + strconv.Itoa(groups[g.r.Intn(len(groups))]) + sep + g.pad(g.n(1, 9999), 4)
}

// ---------------------------------------------------------------- JWT

func b64u(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

func (g *G) rawBytes(k int) []byte {
	b := make([]byte, k)
	for i := range b {
		b[i] = byte(g.r.Intn(256))
	}
	return b
}

func (g *G) b64uBytes(k int) string { return base64.RawURLEncoding.EncodeToString(g.rawBytes(k)) }

func (g *G) uuid() string {
	return g.hex(8) + "-" + g.hex(4) + "-4" + g.hex(3) + "-" + g.p("8", "9", "a", "b") + g.hex(3) + "-" + g.hex(12)
}

func (g *G) jwt() string {
	alg := g.p("HS256", "HS256", "ES256", "HS384", "EdDSA")
	var hdr string
	switch g.r.Intn(4) {
	case 0:
		hdr = fmt.Sprintf(`{"alg":"%s","typ":"JWT"}`, alg)
	case 1:
		hdr = fmt.Sprintf(`{"typ":"JWT","alg":"%s"}`, alg)
	case 2:
		hdr = fmt.Sprintf(`{"alg":"%s","kid":"%s","typ":"JWT"}`, alg, g.hex(8))
	default:
		hdr = fmt.Sprintf(`{"alg":"%s"}`, alg)
	}
	iat := 1700000000 + g.r.Intn(70000000)
	var sub string
	switch g.r.Intn(3) {
	case 0:
		sub = g.dnz(g.n(6, 10))
	case 1:
		sub = "auth0|" + g.hex(24)
	default:
		sub = g.uuid()[:18]
	}
	pl := fmt.Sprintf(`{"sub":"%s"`, sub)
	switch g.r.Intn(4) {
	case 0:
		pl += fmt.Sprintf(`,"role":"%s"`, g.p("admin", "editor", "viewer", "agent"))
	case 1:
		pl += fmt.Sprintf(`,"iss":"https://%s"`, g.p("auth.brainhq.io", "login.acme.dev", "id.notes.app", "sso.kitelabs.io"))
	case 2:
		pl += fmt.Sprintf(`,"scope":"%s"`, g.p("notes:read", "notes:read notes:write", "search", "mail.read"))
	}
	pl += fmt.Sprintf(`,"iat":%d,"exp":%d}`, iat, iat+[]int{3600, 900, 86400}[g.r.Intn(3)])
	sigLen := map[string]int{"HS256": 32, "ES256": 64, "HS384": 48, "EdDSA": 64}[alg]
	return b64u(hdr) + "." + b64u(pl) + "." + g.b64uBytes(sigLen)
}

func (g *G) jwe() string {
	hdr := g.p(`{"alg":"A128KW","enc":"A128CBC-HS256"}`, `{"alg":"dir","enc":"A256GCM"}`, `{"enc":"A256GCM","alg":"dir","cty":"JWT"}`)
	key := ""
	if strings.Contains(hdr, "A128KW") {
		key = g.b64uBytes(40)
	}
	return b64u(hdr) + "." + key + "." + g.b64uBytes(12+g.r.Intn(2)*4) + "." + g.b64uBytes(g.n(30, 70)) + "." + g.b64uBytes(16)
}

// ---------------------------------------------------------------- secrets

func base62(v uint32) string {
	const cs = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
	b := make([]byte, 6)
	for i := 5; i >= 0; i-- {
		b[i] = cs[v%62]
		v /= 62
	}
	return string(b)
}

func (g *G) ghToken(prefix string) string {
	body := g.mixed(alnumS, 30)
	return prefix + body + base62(crc32.ChecksumIEEE([]byte(body)))
}

// secretOf returns a credential of the named issuer, in its documented shape.
func (g *G) secretOf(kind string) string {
	switch kind {
	case "stripe":
		if g.yes(0.5) {
			return "sk_live_" + g.mixed(alnumS, 24)
		}
		return "sk_live_51" + g.mixed(alnumS, 97)
	case "stripe_rk":
		return "rk_live_51" + g.mixed(alnumS, 97)
	case "whsec":
		return "whsec_" + g.mixed(alnumS, 32)
	case "ghp":
		return g.ghToken("ghp_")
	case "gho":
		return g.ghToken("gho_")
	case "ghs":
		return g.ghToken("ghs_")
	case "github_pat":
		return "github_pat_11" + g.mixed(upperS+digitsS, 20) + "_" + g.mixed(alnumS, 59)
	case "glpat":
		return "glpat-" + g.mixed(alnumS+"-_", 20)
	case "xoxb":
		return "xoxb-" + g.dnz(g.n(10, 12)) + "-" + g.dnz(13) + "-" + g.mixed(alnumS, 24)
	case "xoxp":
		return "xoxp-" + g.dnz(g.n(10, 12)) + "-" + g.dnz(12) + "-" + g.dnz(13) + "-" + g.hex(32)
	case "openai":
		return "sk-proj-" + g.mixed(alnumS+"-_", 64) + "T3BlbkFJ" + g.mixed(alnumS+"-_", 64)
	case "openai_legacy":
		return "sk-" + g.mixed(alnumS, 20) + "T3BlbkFJ" + g.mixed(alnumS, 20)
	case "anthropic":
		return "sk-ant-api03-" + g.mixed(alnumS+"-_", 93) + "AA"
	case "npm":
		return "npm_" + g.mixed(alnumS, 36)
	case "hf":
		return "hf_" + g.mixed(lowerS+upperS, 34)
	case "ya29":
		return "ya29.a0" + g.mixed(alnumS+"-_", g.n(90, 140))
	case "google":
		return "AIzaSy" + g.mixed(alnumS+"-_", 33)
	case "aws_secret":
		return g.mixed(alnumS+"+/", 40)
	case "twilio":
		return g.hex(32)
	case "sendgrid":
		return "SG." + g.mixed(alnumS+"-_", 22) + "." + g.mixed(alnumS+"-_", 43)
	case "telegram":
		return g.dnz(g.n(9, 10)) + ":AA" + g.mixed(alnumS+"-_", 33)
	case "mailchimp":
		return g.hex(32) + "-us" + strconv.Itoa(g.n(1, 21))
	case "dop":
		return "dop_v1_" + g.hex(64)
	case "shpat":
		return "shpat_" + g.hex(32)
	case "glsa":
		return "glsa_" + g.mixed(alnumS, 32) + "_" + g.hex(8)
	case "linear":
		return "lin_api_" + g.mixed(alnumS, 40)
	case "notion":
		return "ntn_" + g.d(11) + g.mixed(alnumS, 35)
	case "doppler":
		return "dp.pt." + g.mixed(alnumS, 43)
	case "vault":
		return "hvs." + g.mixed(alnumS+"-_", 24)
	case "pypi":
		return "pypi-AgEIcHlwaS5vcmc" + g.mixed(alnumS+"-_", 60)
	case "atlassian":
		return "ATATT3xFfGF0" + g.mixed(alnumS+"-_", 170) + "=" + g.from("0123456789ABCDEF", 8)
	case "sentry_user":
		return "sntryu_" + g.hex(64)
	case "supabase":
		return "sbp_" + g.hex(40)
	case "groq":
		return "gsk_" + g.mixed(alnumS, 52)
	case "gocspx":
		return "GOCSPX-" + g.mixed(alnumS+"-_", 28)
	case "dckr":
		return "dckr_pat_" + g.mixed(alnumS+"-_", 27)
	case "opaque":
		return g.mixed(alnumS, g.n(32, 48))
	case "opaque_dots":
		return g.mixed(alnumS, 16) + "." + g.mixed(alnumS+"-_", 24)
	}
	panic("no secret kind " + kind)
}

var prefixedKinds = []string{"stripe", "stripe_rk", "ghp", "gho", "github_pat", "glpat", "xoxb", "xoxp", "openai", "openai_legacy", "anthropic", "npm", "hf", "ya29", "sendgrid", "dop", "shpat", "glsa", "linear", "doppler", "pypi", "groq", "dckr", "supabase", "sentry_user", "whsec", "google"}

var pwWords = []string{"Harbor", "Sunflower", "Mango", "Falcon", "Kitchen", "Bluebird", "Winter", "Maple", "Rocket", "Pirate", "Sonnenblume", "Papillon", "Girasole", "Mariposa", "Kwiatek", "Tulpe", "Schatz", "Lavande", "Biscuit", "Granite", "Orchid", "Velvet", "Nebula", "Koala", "Cactus", "Paprika", "Zebra", "Lighthouse", "Marmelade", "Tornado", "Juniper", "Otter", "Sakura", "Tiramisu", "Kompas", "Fjord"}

// password returns a chosen-looking password: letters and digits, no blank.
// urlSafe keeps to characters that need no escaping in a URL's userinfo.
func (g *G) password(urlSafe bool) string {
	syms := "!#$%*?.-_+="
	if urlSafe {
		syms = "-._~!"
	}
	var s string
	switch g.r.Intn(6) {
	case 0:
		s = g.ps(pwWords) + g.from(syms, 1) + g.d(g.n(2, 4)) + g.from(syms, 1) + g.from(lowerS, 2)
	case 1:
		for {
			s = g.mixed(alnumS+syms, g.n(12, 18))
			if strings.ContainsAny(s, digitsS) {
				break
			}
		}
	case 2:
		w := strings.NewReplacer("o", "0", "a", "4", "e", "3", "i", "1").Replace(g.ps(pwWords))
		s = w + g.from(syms, 1) + g.d(1)
	case 3:
		s = strings.ToLower(g.ps(pwWords)) + "-" + g.ps(pwWords) + "-" + g.d(4)
	case 4:
		s = g.ps(pwWords) + g.d(4) + g.from(syms, 1)
	default:
		s = g.from(upperS, 1) + g.from(lowerS, g.n(4, 7)) + g.d(g.n(2, 3)) + g.from(syms, 1) + g.from(upperS+lowerS, 2)
	}
	if !strings.ContainsAny(s, digitsS) {
		s += g.d(2)
	}
	for len(s) < 10 {
		s += g.from(lowerS+digitsS, 1)
	}
	return s
}

// pemEC returns the body (base64 lines) of an EC P-256 private key.
func (g *G) pemBody(kind string) string {
	var der []byte
	if kind == "ec" {
		der = append([]byte{0x30, 0x77, 0x02, 0x01, 0x01, 0x04, 0x20}, g.rawBytes(32)...)
		der = append(der, 0xa0, 0x0a, 0x06, 0x08, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x03, 0x01, 0x07, 0xa1, 0x44, 0x03, 0x42, 0x00, 0x04)
		der = append(der, g.rawBytes(64)...)
	} else { // PKCS#8 Ed25519
		der = append([]byte{0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20}, g.rawBytes(32)...)
	}
	s := base64.StdEncoding.EncodeToString(der)
	var lines []string
	for len(s) > 64 {
		lines = append(lines, s[:64])
		s = s[64:]
	}
	lines = append(lines, s)
	return strings.Join(lines, "\n")
}

// ---------------------------------------------------------------- look-alikes

func (g *G) year() int { return g.n(2023, 2026) }

func (g *G) ymd() (int, int, int) { return g.year(), g.n(1, 12), g.n(1, 28) }

func (g *G) dateISO() string {
	y, m, d := g.ymd()
	return fmt.Sprintf("%d-%02d-%02d", y, m, d)
}
func (g *G) dateDE() string {
	y, m, d := g.ymd()
	return fmt.Sprintf("%02d.%02d.%d", d, m, y)
}
func (g *G) dateUS() string {
	y, m, d := g.ymd()
	return fmt.Sprintf("%d/%d/%d", m, d, y)
}
func (g *G) dateEU() string {
	y, m, d := g.ymd()
	return fmt.Sprintf("%02d/%02d/%d", d, m, y)
}
func (g *G) hhmm() string {
	return fmt.Sprintf("%02d:%02d", g.n(7, 20), []int{0, 15, 30, 45, 10, 5, 50}[g.r.Intn(7)])
}
func (g *G) isoTS() string {
	y, m, d := g.ymd()
	return fmt.Sprintf("%d-%02d-%02dT%02d:%02d:%02dZ", y, m, d, g.n(0, 23), g.n(0, 59), g.n(0, 59))
}
func (g *G) expiry() string { return fmt.Sprintf("%02d/%02d", g.n(1, 12), g.n(26, 31)) }

var months = []string{"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"}

func (g *G) dateEN() string { return fmt.Sprintf("%s %d", months[g.n(0, 11)], g.n(1, 28)) }

func (g *G) amount(lang string) string {
	whole := g.n(3, 4999)
	cents := g.n(0, 99)
	th := func(v int, sep string) string {
		s := strconv.Itoa(v)
		if len(s) > 3 {
			return s[:len(s)-3] + sep + s[len(s)-3:]
		}
		return s
	}
	switch lang {
	case "en":
		return g.p("$", "£", "US$") + th(whole, ",") + fmt.Sprintf(".%02d", cents)
	case "de", "fr", "es", "it", "nl", "el", "pt_pt":
		return th(whole, g.p(".", " ")) + fmt.Sprintf(",%02d", cents) + g.p(" €", " EUR", "€")
	case "pt":
		return "R$ " + th(whole, ".") + fmt.Sprintf(",%02d", cents)
	case "pl":
		return th(whole, " ") + fmt.Sprintf(",%02d zł", cents)
	case "ja":
		return "¥" + th(whole*10, ",")
	case "zh":
		return "¥" + th(whole, ",") + fmt.Sprintf(".%02d", cents)
	case "ru", "uk":
		return th(whole, " ") + fmt.Sprintf(",%02d ", cents) + g.p("₽", "руб.", "грн")
	case "tr":
		return "₺" + th(whole, ".") + fmt.Sprintf(",%02d", cents)
	case "hi":
		return "₹" + th(whole, ",")
	case "ko":
		return th(whole*100, ",") + "원"
	}
	return th(whole, ",") + fmt.Sprintf(".%02d", cents)
}

func (g *G) version() string {
	return fmt.Sprintf("%d.%d.%d", g.n(0, 4), g.n(0, 30), g.n(0, 19))
}

func (g *G) akia() string { return g.p("AKIA", "ASIA") + g.from(upperS+"234567", 16) }

func (g *G) ipv4() string {
	switch g.r.Intn(3) {
	case 0:
		return fmt.Sprintf("10.%d.%d.%d", g.n(0, 255), g.n(0, 255), g.n(1, 254))
	case 1:
		return fmt.Sprintf("192.168.%d.%d", g.n(0, 20), g.n(2, 254))
	}
	return fmt.Sprintf("172.%d.%d.%d", g.n(16, 31), g.n(0, 255), g.n(1, 254))
}

// a 16-digit number that fails Luhn (an id, not a card).
func (g *G) notLuhn16(prefix string) string {
	for {
		s := prefix + g.d(16-len(prefix))
		if !luhnOK(s) {
			return s
		}
	}
}

func (g *G) ssnMasked() string {
	return g.p("***-**-", "XXX-XX-", "xxx-xx-", "•••-••-") + g.pad(g.n(1, 9999), 4)
}

func (g *G) iban() string {
	// a German IBAN with a correct check number
	blz := g.p("37040044", "10010010", "50010517", "20041133", "70150000", "12030000")
	acct := g.d(10)
	bban := blz + acct
	// move DE00 to end: D=13 E=14
	num := bban + "131400"
	rem := 0
	for i := 0; i < len(num); i++ {
		rem = (rem*10 + int(num[i]-'0')) % 97
	}
	chk := 98 - rem
	s := fmt.Sprintf("DE%02d%s", chk, bban)
	if g.yes(0.6) {
		return group(s, []int{4, 4, 4, 4, 4, 2}, " ")
	}
	return s
}

func (g *G) zip(country string) string {
	switch country {
	case "us":
		z := g.pad(g.n(10000, 99950), 5)
		if g.yes(0.4) {
			z += "-" + g.pad(g.n(1, 9999), 4)
		}
		return g.p("CA", "NY", "TX", "WA", "MA", "IL") + " " + z
	case "br":
		return "CEP " + g.pad(g.n(1000, 99999), 5) + "-" + g.d(3)
	case "pt":
		return fmt.Sprintf("%d-%03d %s", g.n(1000, 9999), g.n(1, 999), g.p("Lisboa", "Porto", "Braga"))
	case "jp":
		return "〒" + g.d(3) + "-" + g.d(4)
	case "de":
		return g.pad(g.n(1067, 99998), 5) + " " + g.p("Berlin", "Köln", "München", "Hamburg", "Leipzig")
	case "pl":
		return fmt.Sprintf("%02d-%03d %s", g.n(0, 99), g.n(0, 999), g.p("Warszawa", "Kraków", "Gdańsk"))
	}
	return g.d(5)
}
