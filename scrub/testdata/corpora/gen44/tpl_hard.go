package main

import (
	"fmt"
	"strings"
)

// Less common but real ways people write the six families.

func phOdd() (string, string) { // value, a label word to put before it
	switch r.Intn(12) {
	case 0:
		p, s := deMobile()
		return "+49 (0) " + p + " / " + s[:3] + " " + s[3:], "Mobil:"
	case 1:
		return "(+33) 6 " + d(2) + " " + d(2) + " " + d(2) + " " + d(2), "tél."
	case 2:
		return "+44 (0) 7" + fmt.Sprint(dr(400, 999)) + " " + d(3) + " " + d(3), "mob"
	case 3:
		return "+34 6" + d(2) + "-" + d(2) + "-" + d(2) + "-" + d(2), "móvil"
	case 4:
		a, e, l := usParts()
		return a + "/" + e + "-" + l, "cell"
	case 5:
		return "0049 " + pick([]string{"30", "89", "40"}) + " " + nz(7), "Tel."
	case 6:
		return "+39 0" + fmt.Sprint(dr(2, 6)) + " " + nz(4) + " " + d(4), "tel."
	case 7:
		return "+81 (0)90-" + nz(4) + "-" + d(4), "携帯"
	case 8:
		return "+7-9" + d(2) + "-" + nz(3) + "-" + d(2) + "-" + d(2), "моб."
	case 9:
		return "+90 5" + fmt.Sprint(dr(3, 5)) + d(1) + " " + nz(3) + " " + d(4), "GSM"
	case 10:
		return "+55 11 9 " + nz(4) + " " + d(4), "zap"
	}
	return "+91 " + fmt.Sprint(dr(6, 9)) + d(2) + " " + d(3) + " " + d(4), "Ph:"
}

func tPhoneOdd() string {
	v, w := phOdd()
	l := randLang()
	return pick([]string{
		fmt.Sprintf("%s %s %s — from the %s note", l.person().name, w, Ph(v), K(wiki())),
		fmt.Sprintf("find who has %s %s", w, Ph(v)),
		fmt.Sprintf("- %s: %s %s (%s)", l.person().name, w, Ph(v), K(hashtag())),
		fmt.Sprintf("%s %s, %s", w, Ph(v), K(l.date())),
	})
}

func spelledEmail(local, dom string) string {
	local = strings.ReplaceAll(local, ".", " dot ")
	dom = strings.ReplaceAll(dom, ".", " dot ")
	return local + " at " + dom
}

func tEmailHard() string {
	l := randLang()
	k := r.Intn(6)
	if k == 0 {
		l = langs["ja"]
	} else if k == 1 {
		l = langs["zh"]
	}
	p := l.person()
	e := l.email(p)
	switch k {
	case 0:
		return fmt.Sprintf("%sさん（%s）にお礼のメール", strings.Split(p.name, " ")[0], Em(e))
	case 1:
		return fmt.Sprintf("联系人%s邮箱%s电话%s", p.name, Em(e), Ph(l.phone()))
	case 2:
		return fmt.Sprintf("she wrote it as %s on the flyer", Em(spelledEmail(p.local, pick(l.domains))))
	case 3:
		return fmt.Sprintf("Reply-To: \"%s\" <%s>", p.name, Em(strings.ToUpper(e)))
	case 4:
		return fmt.Sprintf("[%s](mailto:%s?subject=%s)", p.name, Em(e), K("Invoice%20"+d(4)))
	}
	return fmt.Sprintf("%s,%s;%s", Em(e), Em(emailOf(l.person().local, l.domains)), K(l.date()))
}

func tCardHard() string {
	l := randLang()
	switch r.Intn(6) {
	case 0:
		c := cardLocal("ja")
		return "カード番号" + Cc(c.num) + "、有効期限" + K(fmt.Sprintf("%02d/%02d", dr(1, 12), dr(25, 31)))
	case 1:
		c := card{"UnionPay", luhn("62"+fmt.Sprint(dr(2126, 2925)), 19)}
		return "银联卡号 " + Cc(c.num[:4]+" "+c.num[4:8]+" "+c.num[8:12]+" "+c.num[12:16]+" "+c.num[16:]) + " 开户行 " + K("招商银行上海分行")
	case 2:
		c := cardNum()
		return fmt.Sprintf(`{"card_number":"%s","exp_month":%d,"exp_year":%s,"holder":"%s"}`, Cc(c.num), dr(1, 12), K(fmt.Sprint(dr(2026, 2031))), l.person().name)
	case 3:
		c := card{"Visa", luhn("4"+d(1), 16)}
		return fmt.Sprintf("card %s / %s / %s — which subscription?", Cc(c.num[:4]+"."+c.num[4:8]+"."+c.num[8:12]+"."+c.num[12:]), K(fmt.Sprintf("%02d/%02d", dr(1, 12), dr(25, 31))), K(l.money()))
	case 4:
		c := cardNum()
		return fmt.Sprintf("%s %s %s", K(l.date()), Cc(fmtCard(c)), K(l.money()))
	}
	c := cardNum()
	return fmt.Sprintf("Kartennummer: %s\nInhaber: %s\nGültig bis: %s", Cc(fmtCard(c)), l.person().name, K(fmt.Sprintf("%02d/%02d", dr(1, 12), dr(25, 31))))
}

func tSSNHard() string {
	a, g, s := ssnParts()
	switch r.Intn(5) {
	case 0:
		return "SSN#" + Ss(a+"-"+g+"-"+s) + " on the old W-4 (" + K(fmt.Sprint(dr(2015, 2024))) + ")"
	case 1:
		return "social security no. " + Ss(a+g+s) + ", DOB " + K(langs["en"].date())
	case 2:
		return "SSN: " + Ss(a+"–"+g+"–"+s) + " (copied from the PDF)"
	case 3:
		return fmt.Sprintf("{\"name\":\"%s\",\"ssn\":\"%s\",\"dob\":\"%s\"}", pick([]string{"Rosa Delgado", "Tom Becker"}), Ss(a+g+s), K(fmt.Sprintf("%d-%02d-%02d", dr(1950, 2005), dr(1, 12), dr(1, 28))))
	}
	return "número de seguro social " + Ss(a+"-"+g+"-"+s) + " para el formulario " + K("W-9")
}

func tJWTHard() string {
	j := jwt()
	switch r.Intn(4) {
	case 0:
		return "magic link from the app: " + K("https://app.example-brain.app/auth/callback") + "?token=" + Jw(j) + "&next=" + K("/notes")
	case 1:
		hdr := b64enc(`{"alg":"none","typ":"JWT"}`)
		pl := b64enc(fmt.Sprintf(`{"sub":"%s","exp":%d}`, rs(lownum, 10), 1700000000+r.Intn(60000000)))
		return "is an unsigned token like " + Jw(hdr+"."+pl+".") + " accepted by the plugin?"
	case 2:
		hdr := b64enc(`{"alg":"RSA-OAEP","enc":"A256GCM"}`)
		return "JWE from the sync server: " + Jw(hdr+"."+b64url(256)+"."+b64url(12)+"."+b64url(dr(80, 200))+"."+b64url(16))
	}
	return "localStorage kb_auth = {\"access_token\":\"" + Jw(j) + "\",\"expires_at\":" + K(unixTS()) + "}"
}
