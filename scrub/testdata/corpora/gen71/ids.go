package main

import (
	"fmt"
	"strings"
)

func cpf() string {
	for {
		d := digits(9)
		if strings.Count(d, d[:1]) == 9 {
			continue
		}
		calc := func(s string, w int) byte {
			sum := 0
			for i := 0; i < len(s); i++ {
				sum += int(s[i]-'0') * (w - i)
			}
			x := 11 - sum%11
			if x >= 10 {
				x = 0
			}
			return byte('0' + x)
		}
		d += string(calc(d, 10))
		d += string(calc(d, 11))
		return d[:3] + "." + d[3:6] + "." + d[6:9] + "-" + d[9:]
	}
}

func cnpj() string {
	base := digits(8) + "0001"
	w1 := []int{5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2}
	w2 := []int{6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2}
	c := func(s string, w []int) byte {
		sum := 0
		for i := range w {
			sum += int(s[i]-'0') * w[i]
		}
		x := sum % 11
		if x < 2 {
			return '0'
		}
		return byte('0' + 11 - x)
	}
	base += string(c(base, w1))
	base += string(c(base, w2))
	return base[:2] + "." + base[2:5] + "." + base[5:8] + "/" + base[8:12] + "-" + base[12:]
}

func rut() string {
	n := rn(5000000, 25999999)
	s := fmt.Sprint(n)
	sum, m := 0, 2
	for i := len(s) - 1; i >= 0; i-- {
		sum += int(s[i]-'0') * m
		m++
		if m > 7 {
			m = 2
		}
	}
	dv := 11 - sum%11
	dvs := fmt.Sprint(dv)
	if dv == 11 {
		dvs = "0"
	} else if dv == 10 {
		dvs = "K"
	}
	// 12.345.678-5
	var out string
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			out += "."
		}
		out += string(c)
	}
	return out + "-" + dvs
}

func cuit() string {
	for {
		s := pick([]string{"20", "27", "23", "30"}) + digits(8)
		w := []int{5, 4, 3, 2, 7, 6, 5, 4, 3, 2}
		sum := 0
		for i := range w {
			sum += int(s[i]-'0') * w[i]
		}
		c := 11 - sum%11
		if c == 11 {
			c = 0
		}
		if c == 10 {
			continue
		}
		return s[:2] + "-" + s[2:] + "-" + fmt.Sprint(c)
	}
}

func curp() string {
	L := "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	V := "AEIOU"
	C := "BCDFGHJKLMNPQRSTVWXYZ"
	s := randFrom(C, 1) + randFrom(V, 1) + randFrom(L, 2) + fmt.Sprintf("%02d%02d%02d", rn(40, 99), rn(1, 12), rn(1, 28)) + pick([]string{"H", "M"}) + pick([]string{"DF", "JC", "NL", "PL", "QR", "YN", "MC", "GT"}) + randFrom(C, 3) + "0"
	dict := "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"
	sum := 0
	for i, c := range s {
		v := strings.IndexRune(dict, c)
		if v > 14 { // Ñ is 2 bytes; adjust index for letters after it
			v = len([]rune(dict[:v]))
		}
		sum += v * (18 - i)
	}
	return s + fmt.Sprint((10-sum%10)%10)
}

func rfc() string {
	return randFrom("ABCDEFGHIJKLMNOPRSTUVWXYZ", 4) + fmt.Sprintf("%02d%02d%02d", rn(50, 99), rn(1, 12), rn(1, 28)) + randFrom("ABCDEFGHJKLMNPRSTUVWXYZ123456789", 3)
}

func thaiID() string {
	d := pick([]string{"1", "3"}) + digits(11)
	sum := 0
	for i := 0; i < 12; i++ {
		sum += int(d[i]-'0') * (13 - i)
	}
	d += fmt.Sprint((11 - sum%11) % 10)
	return d[:1] + "-" + d[1:5] + "-" + d[5:10] + "-" + d[10:12] + "-" + d[12:]
}

func amka() string {
	dob := fmt.Sprintf("%02d%02d%02d", rn(1, 28), rn(1, 12), rn(40, 99))
	s := luhnComplete(dob+digits(1), 11)
	return s
}

func afm() string {
	for {
		d := digitsNZ(8)
		sum := 0
		for i := 0; i < 8; i++ {
			sum += int(d[i]-'0') << uint(8-i)
		}
		c := sum % 11 % 10
		return d + fmt.Sprint(c)
	}
}

func nifPT() string {
	d := pick([]string{"1", "2", "2", "5"}) + digits(7)
	sum := 0
	for i := 0; i < 8; i++ {
		sum += int(d[i]-'0') * (9 - i)
	}
	c := 11 - sum%11
	if c >= 10 {
		c = 0
	}
	return d + fmt.Sprint(c)
}

func nik() string {
	prov := pick([]string{"3171", "3174", "3273", "3578", "3515", "1271", "3471", "5171", "7371"})
	day := rn(1, 28)
	if chance(0.5) {
		day += 40
	}
	return prov + fmt.Sprintf("%02d", rn(1, 9)) + fmt.Sprintf("%02d%02d%02d", day, rn(1, 12), rn(60, 99)) + fmt.Sprintf("%04d", rn(1, 40))
}

func mykad() string {
	return fmt.Sprintf("%02d%02d%02d-%s-%s", rn(50, 99), rn(1, 12), rn(1, 28), pick([]string{"14", "10", "08", "07", "01", "12", "13"}), digits(4))
}

func cccd() string {
	return pick([]string{"001", "079", "031", "048", "092", "036"}) + pick([]string{"0", "1", "2", "3"}) + fmt.Sprintf("%02d", rn(50, 99)) + digits(6)
}

func philhealth() string { d := digits(12); return d[:2] + "-" + d[2:11] + "-" + d[11:] }
func sss() string        { d := digits(10); return d[:2] + "-" + d[2:9] + "-" + d[9:] }
func tinPH() string      { return digits(3) + "-" + digits(3) + "-" + digits(3) + "-000" }

func cns() string {
	for {
		s := pick([]string{"7", "8", "9", "1", "2"}) + digits(13)
		sum := 0
		for i := 0; i < 14; i++ {
			sum += int(s[i]-'0') * (15 - i)
		}
		c := (11 - sum%11) % 11
		if c == 10 {
			continue
		}
		return s + fmt.Sprint(c)
	}
}

func clabe() string {
	s := pick([]string{"002", "012", "014", "021", "072", "036"}) + digits(14)
	w := []int{3, 7, 1}
	sum := 0
	for i := 0; i < 17; i++ {
		sum += (int(s[i]-'0') * w[i%3]) % 10
	}
	return s + fmt.Sprint((10-sum%10)%10)
}

func ean13(prefix string) string {
	s := prefix + digits(12-len(prefix))
	sum := 0
	for i := 0; i < 12; i++ {
		d := int(s[i] - '0')
		if i%2 == 1 {
			d *= 3
		}
		sum += d
	}
	return s + fmt.Sprint((10-sum%10)%10)
}

func microchip() string { return pick([]string{"985", "900", "941", "977", "981"}) + digits(12) }

func codFiscale() string {
	L := "BCDFGLMNPRSTVZ"
	m := "ABCDEHLMPRST"
	return randFrom(L, 3) + randFrom(L, 3) + fmt.Sprintf("%02d", rn(40, 99)) + string(m[r.Intn(12)]) + fmt.Sprintf("%02d", pick([]int{rn(1, 28), rn(41, 68)})) + pick([]string{"H501", "F205", "F839", "L219", "D612"}) + randFrom("ABCDEFGHIJKLMNOPQRSTUVWXYZ", 1)
}

func ibanPT() string {
	return "PT50 " + digits(4) + " " + digits(4) + " " + digits(4) + " " + digits(4) + " " + digits(4) + " " + digits(1)
}
func ibanIT() string {
	return fmt.Sprintf("IT%02d %s%s %s %s %s %s", rn(10, 99), randFrom("ABCDEFGHIJKLMNOPRSTUVWXYZ", 1), digits(3), digits(4), digits(4), digits(4), digits(3))
}
