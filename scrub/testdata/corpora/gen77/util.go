package main

import (
	"encoding/base64"
	"fmt"
	"math/rand"
	"strings"
)

var r = rand.New(rand.NewSource(77))

func pick[T any](xs []T) T { return xs[r.Intn(len(xs))] }

// between returns an int in [lo, hi].
func between(lo, hi int) int { return lo + r.Intn(hi-lo+1) }

func digits(n int) string {
	var b strings.Builder
	for i := 0; i < n; i++ {
		b.WriteByte(byte('0' + r.Intn(10)))
	}
	return b.String()
}

// nzdigits returns n digits, the first one not zero.
func nzdigits(n int) string {
	return string(byte('1'+r.Intn(9))) + digits(n-1)
}

func fromSet(set string, n int) string {
	var b strings.Builder
	for i := 0; i < n; i++ {
		b.WriteByte(set[r.Intn(len(set))])
	}
	return b.String()
}

const (
	lowerAN = "abcdefghijklmnopqrstuvwxyz0123456789"
	upperAN = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	alnum   = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	hexLow  = "0123456789abcdef"
	hexUp   = "0123456789ABCDEF"
	b64url  = alnum + "-_"
	b64std  = alnum + "+/"
	upper   = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	lowerL  = "abcdefghijklmnopqrstuvwxyz"
)

// mixed returns a random alnum string that holds at least one digit, one
// capital and one small letter (so it reads as a random secret).
func mixed(set string, n int) string {
	for {
		s := fromSet(set, n)
		if strings.ContainsAny(s, "0123456789") && strings.ContainsAny(s, upper) && strings.ContainsAny(s, lowerL) {
			return s
		}
	}
}

func uuid() string {
	return fromSet(hexLow, 8) + "-" + fromSet(hexLow, 4) + "-4" + fromSet(hexLow, 3) + "-" + pick([]string{"8", "9", "a", "b"}) + fromSet(hexLow, 3) + "-" + fromSet(hexLow, 12)
}

// ---------- people ----------

type person struct {
	First, Last, Last2 string
	Country            string // BR PT MX AR CO CL PE UY EC ES
}

func (p person) Full() string {
	if p.Last2 != "" {
		return p.First + " " + p.Last + " " + p.Last2
	}
	return p.First + " " + p.Last
}

var (
	firstES = []string{"María José", "Juan Pablo", "Sofía", "Valentina", "Camila", "Mateo", "Santiago", "Diego", "Lucía", "Martina", "Alejandro", "Fernanda", "Ximena", "Andrés", "Carolina", "Javier", "Paula", "Nicolás", "Gabriela", "Tomás", "Rocío", "Agustina", "Florencia", "Sebastián", "Ignacio", "Catalina", "Luis Fernando", "Guadalupe", "Renata", "Emilio", "Pilar", "Álvaro", "Nerea", "Iker", "Marisol", "Héctor"}
	lastES  = []string{"García", "Rodríguez", "Martínez", "Hernández", "López", "González", "Pérez", "Sánchez", "Ramírez", "Torres", "Flores", "Rivera", "Gómez", "Díaz", "Cruz", "Morales", "Ortiz", "Castillo", "Vargas", "Rojas", "Muñoz", "Soto", "Contreras", "Fernández", "Álvarez", "Romero", "Quispe", "Mamani", "Huamán", "Ibáñez", "Echeverría", "Zapata", "Villalobos", "Peña", "Navarro", "Iglesias"}
	firstPT = []string{"João", "Ana", "Pedro", "Beatriz", "Luiz", "Mariana", "Rafael", "Larissa", "Thiago", "Gabriel", "Júlia", "Leonardo", "Letícia", "Gonçalo", "Inês", "Tiago", "Rita", "Duarte", "Matheus", "Bruna", "Vinícius", "Ana Clara", "Maria Eduarda", "Caio", "Fábio", "Leonor", "Rodrigo", "Patrícia", "Sérgio", "Conceição"}
	lastPT  = []string{"Silva", "Santos", "Oliveira", "Souza", "Rodrigues", "Ferreira", "Alves", "Pereira", "Lima", "Gomes", "Costa", "Ribeiro", "Martins", "Carvalho", "Almeida", "Lopes", "Sousa", "Fernandes", "Vieira", "Barbosa", "Rocha", "Dias", "Nascimento", "Moreira", "Cardoso", "Magalhães", "Conceição", "Araújo", "Teixeira", "Brandão"}
)

var esCountries = []string{"MX", "AR", "CO", "CL", "PE", "UY", "EC", "ES"}

func newPerson(country string) person {
	p := person{Country: country}
	if country == "BR" || country == "PT" {
		p.First, p.Last = pick(firstPT), pick(lastPT)
		if r.Intn(3) == 0 {
			p.Last2 = pick(lastPT)
		}
	} else {
		p.First, p.Last = pick(firstES), pick(lastES)
		if r.Intn(3) == 0 {
			p.Last2 = pick(lastES)
		}
	}
	return p
}

var fold = strings.NewReplacer("á", "a", "à", "a", "ã", "a", "â", "a", "é", "e", "ê", "e", "í", "i", "ó", "o", "õ", "o", "ô", "o", "ú", "u", "ü", "u", "ñ", "n", "ç", "c", "Á", "a", "É", "e", "Í", "i", "Ó", "o", "Ú", "u", " ", "")

func asciiLower(s string) string { return strings.ToLower(fold.Replace(s)) }

var freeMail = map[string][]string{
	"BR": {"gmail.com", "hotmail.com", "yahoo.com.br", "uol.com.br", "bol.com.br", "terra.com.br", "outlook.com", "icloud.com", "ig.com.br"},
	"PT": {"gmail.com", "sapo.pt", "hotmail.com", "outlook.pt", "iol.pt", "netcabo.pt"},
	"MX": {"gmail.com", "hotmail.com", "yahoo.com.mx", "prodigy.net.mx", "live.com.mx", "outlook.com"},
	"AR": {"gmail.com", "hotmail.com", "yahoo.com.ar", "fibertel.com.ar", "outlook.com", "live.com.ar"},
	"CO": {"gmail.com", "hotmail.com", "outlook.com", "yahoo.es", "une.net.co"},
	"CL": {"gmail.com", "hotmail.com", "vtr.net", "outlook.cl", "yahoo.com"},
	"PE": {"gmail.com", "hotmail.com", "outlook.com", "yahoo.es"},
	"UY": {"gmail.com", "hotmail.com", "adinet.com.uy", "vera.com.uy"},
	"EC": {"gmail.com", "hotmail.com", "yahoo.com", "outlook.es"},
	"ES": {"gmail.com", "hotmail.es", "yahoo.es", "outlook.es", "telefonica.net", "icloud.com", "protonmail.com"},
}

var tld = map[string]string{"BR": "com.br", "PT": "pt", "MX": "com.mx", "AR": "com.ar", "CO": "com.co", "CL": "cl", "PE": "pe", "UY": "com.uy", "EC": "ec", "ES": "es"}

func localPart(p person) string {
	f := asciiLower(strings.Fields(p.First)[0])
	l := asciiLower(p.Last)
	switch r.Intn(9) {
	case 0:
		return f + "." + l
	case 1:
		return f + l
	case 2:
		return f[:1] + "." + l
	case 3:
		return f + "_" + l
	case 4:
		return f + "." + l + fmt.Sprint(between(70, 99))
	case 5:
		return l + "." + f
	case 6:
		return f + fmt.Sprint(between(1, 2005))
	case 7:
		return f + "." + l + "+" + pick([]string{"ml", "compras", "pedidos", "nf", "rh"})
	default:
		return f[:1] + l + fmt.Sprint(between(1, 99))
	}
}

func personalEmail(p person) string {
	return localPart(p) + "@" + pick(freeMail[p.Country])
}

func workEmail(p person, company string) string {
	f := asciiLower(strings.Fields(p.First)[0])
	l := asciiLower(p.Last)
	lp := pick([]string{f + "." + l, f[:1] + l, f, f + l[:1]})
	return lp + "@" + company
}

func companyDomain(country string) string {
	base := pick([]string{"distribuidoranorte", "construtoraaurora", "clinicasanpablo", "inmobiliariadelvalle", "ferreteriaelsol", "estudiocontable", "grupoandino", "logisticasur", "moveisprado", "agenciaviva", "colegiosanjose", "laboratoriovida", "transportesrio", "solucionestec", "padariaestrela", "opticaluz", "despacholopez", "imobiliariatejo", "autopartesmonterrey", "vinosdelvalle"})
	return base + "." + tld[country]
}

// ---------- phones ----------

var brDDD = []string{"11", "21", "31", "41", "51", "61", "71", "81", "85", "19", "47", "27", "62", "92", "48", "13"}

func brMobile() string {
	ddd := pick(brDDD)
	n := "9" + fmt.Sprint(between(6, 9)) + digits(7)
	switch r.Intn(11) {
	case 0, 1:
		return fmt.Sprintf("(%s) %s-%s", ddd, n[:5], n[5:])
	case 2:
		return fmt.Sprintf("%s %s-%s", ddd, n[:5], n[5:])
	case 3:
		return fmt.Sprintf("+55 %s 9 %s-%s", ddd, n[1:5], n[5:])
	case 4:
		return fmt.Sprintf("+55 (%s) %s-%s", ddd, n[:5], n[5:])
	case 5:
		return fmt.Sprintf("+55 %s %s-%s", ddd, n[:5], n[5:])
	case 6:
		return ddd + n
	case 7:
		return fmt.Sprintf("(%s) 9 %s-%s", ddd, n[1:5], n[5:])
	case 8:
		return fmt.Sprintf("%s 9 %s %s", ddd, n[1:5], n[5:])
	case 9:
		return "+55" + ddd + n
	default:
		return fmt.Sprintf("(%s)%s-%s", ddd, n[:5], n[5:])
	}
}

func brLand() string {
	ddd := pick(brDDD)
	n := fmt.Sprint(between(2, 5)) + digits(7)
	switch r.Intn(4) {
	case 0, 1:
		return fmt.Sprintf("(%s) %s-%s", ddd, n[:4], n[4:])
	case 2:
		return fmt.Sprintf("+55 %s %s-%s", ddd, n[:4], n[4:])
	default:
		return fmt.Sprintf("%s %s %s", ddd, n[:4], n[4:])
	}
}

func mxPhone() string {
	if r.Intn(3) == 0 {
		a := pick([]string{"222", "442", "664", "998", "477", "999", "686"})
		n := nzdigits(7)
		switch r.Intn(3) {
		case 0:
			return fmt.Sprintf("(%s) %s %s", a, n[:3], n[3:])
		case 1:
			return fmt.Sprintf("+52 (%s) %s %s", a, n[:3], n[3:])
		default:
			return fmt.Sprintf("%s %s %s", a, n[:3], n[3:])
		}
	}
	a := pick([]string{"55", "33", "81", "56"})
	n := nzdigits(8)
	switch r.Intn(10) {
	case 0, 1:
		return fmt.Sprintf("%s %s %s", a, n[:4], n[4:])
	case 2:
		return fmt.Sprintf("(%s) %s %s", a, n[:4], n[4:])
	case 3:
		return fmt.Sprintf("044 %s %s %s", a, n[:4], n[4:])
	case 4:
		return fmt.Sprintf("+52 %s %s %s", a, n[:4], n[4:])
	case 5:
		return fmt.Sprintf("+52 1 %s %s %s", a, n[:4], n[4:])
	case 6:
		return a + n
	case 7:
		return fmt.Sprintf("%s-%s-%s", a, n[:4], n[4:])
	case 8:
		return fmt.Sprintf("045 %s %s %s", a, n[:4], n[4:])
	default:
		return fmt.Sprintf("(%s) %s-%s", a, n[:4], n[4:])
	}
}

func arPhone() string {
	if r.Intn(3) == 0 {
		a := pick([]string{"351", "341", "261", "381", "223"})
		n := fmt.Sprint(between(4, 6)) + digits(6)
		switch r.Intn(3) {
		case 0:
			return fmt.Sprintf("0%s 15-%s-%s", a, n[:3], n[3:])
		case 1:
			return fmt.Sprintf("+54 9 %s %s-%s", a, n[:3], n[3:])
		default:
			return fmt.Sprintf("(0%s) 15 %s-%s", a, n[:3], n[3:])
		}
	}
	n := fmt.Sprint(between(2, 6)) + digits(7)
	switch r.Intn(8) {
	case 0, 1:
		return fmt.Sprintf("+54 9 11 %s-%s", n[:4], n[4:])
	case 2:
		return fmt.Sprintf("15-%s-%s", n[:4], n[4:])
	case 3:
		return fmt.Sprintf("11 %s-%s", n[:4], n[4:])
	case 4:
		return fmt.Sprintf("(011) %s-%s", n[:4], n[4:])
	case 5:
		return fmt.Sprintf("011 15 %s-%s", n[:4], n[4:])
	case 6:
		return "+54911" + n
	default:
		return fmt.Sprintf("+54 11 %s-%s", n[:4], n[4:])
	}
}

func coPhone() string {
	if r.Intn(4) == 0 {
		a := pick([]string{"601", "604", "602", "605"})
		n := fmt.Sprint(between(2, 7)) + digits(6)
		switch r.Intn(3) {
		case 0:
			return fmt.Sprintf("(%s) %s %s", a, n[:3], n[3:])
		case 1:
			return fmt.Sprintf("%s %s", a, n)
		default:
			return fmt.Sprintf("+57 %s %s %s", a, n[:3], n[3:])
		}
	}
	a := pick([]string{"300", "301", "304", "310", "311", "312", "315", "316", "318", "320", "321", "350"})
	n := nzdigits(7)
	switch r.Intn(6) {
	case 0, 1:
		return fmt.Sprintf("%s %s %s", a, n[:3], n[3:])
	case 2:
		return fmt.Sprintf("+57 %s %s %s", a, n[:3], n[3:])
	case 3:
		return a + n
	case 4:
		return "+57 " + a + n
	default:
		return fmt.Sprintf("%s-%s-%s", a, n[:3], n[3:])
	}
}

func clPhone() string {
	if r.Intn(4) == 0 {
		n := "2" + fmt.Sprint(between(2, 3)) + digits(7)
		switch r.Intn(3) {
		case 0:
			return fmt.Sprintf("+56 2 %s %s", n[1:5], n[5:])
		case 1:
			return fmt.Sprintf("(2) %s %s", n[1:5], n[5:])
		default:
			return fmt.Sprintf("22 %s %s", n[2:5], n[5:])
		}
	}
	n := nzdigits(8)
	switch r.Intn(5) {
	case 0, 1:
		return fmt.Sprintf("+56 9 %s %s", n[:4], n[4:])
	case 2:
		return fmt.Sprintf("9 %s %s", n[:4], n[4:])
	case 3:
		return "+569" + n
	default:
		return fmt.Sprintf("(+56) 9 %s %s", n[:4], n[4:])
	}
}

func pePhone() string {
	if r.Intn(4) == 0 {
		n := fmt.Sprint(between(2, 7)) + digits(6)
		switch r.Intn(2) {
		case 0:
			return fmt.Sprintf("(01) %s-%s", n[:3], n[3:])
		default:
			return fmt.Sprintf("01 %s %s", n[:3], n[3:])
		}
	}
	return peMobile()
}

func peMobile() string {
	n := "9" + fmt.Sprint(between(4, 9)) + digits(7)
	switch r.Intn(4) {
	case 0, 1:
		return fmt.Sprintf("%s %s %s", n[:3], n[3:6], n[6:])
	case 2:
		return fmt.Sprintf("+51 %s %s %s", n[:3], n[3:6], n[6:])
	default:
		return "+51" + n
	}
}

func uyPhone() string {
	if r.Intn(4) == 0 {
		n := pick([]string{"2", "4"}) + fmt.Sprint(between(2, 9)) + digits(6)
		if r.Intn(2) == 0 {
			return fmt.Sprintf("%s %s", n[:4], n[4:])
		}
		return fmt.Sprintf("+598 %s %s", n[:4], n[4:])
	}
	n := "9" + fmt.Sprint(between(1, 9)) + digits(6)
	switch r.Intn(4) {
	case 0, 1:
		return fmt.Sprintf("0%s %s %s", n[:2], n[2:5], n[5:])
	case 2:
		return fmt.Sprintf("+598 %s %s %s", n[:2], n[2:5], n[5:])
	default:
		return "0" + n
	}
}

func ecPhone() string {
	if r.Intn(4) == 0 {
		a := pick([]string{"2", "4", "7"})
		n := fmt.Sprint(between(2, 6)) + digits(6)
		if r.Intn(2) == 0 {
			return fmt.Sprintf("(0%s) %s-%s", a, n[:3], n[3:])
		}
		return fmt.Sprintf("+593 %s %s %s", a, n[:3], n[3:])
	}
	n := "9" + fmt.Sprint(between(5, 9)) + digits(7)
	switch r.Intn(4) {
	case 0, 1:
		return fmt.Sprintf("0%s %s %s", n[:2], n[2:5], n[5:])
	case 2:
		return fmt.Sprintf("+593 %s %s %s", n[:2], n[2:5], n[5:])
	default:
		return "0" + n
	}
}

func esPhone() string {
	if r.Intn(4) == 0 {
		n := pick([]string{"91", "93", "96", "95", "94", "98"}) + fmt.Sprint(between(1, 8)) + digits(6)
		if r.Intn(2) == 0 {
			return fmt.Sprintf("%s %s %s %s", n[:2], n[2:5], n[5:7], n[7:])
		}
		return fmt.Sprintf("%s %s %s", n[:3], n[3:6], n[6:])
	}
	return esMobile()
}

func esMobile() string {
	n := pick([]string{"6", "7"}) + digits(8)
	if n[0] == '7' {
		n = "6" + n[1:]
	}
	switch r.Intn(8) {
	case 0, 1:
		return fmt.Sprintf("%s %s %s %s", n[:3], n[3:5], n[5:7], n[7:])
	case 2, 3:
		return fmt.Sprintf("%s %s %s", n[:3], n[3:6], n[6:])
	case 4:
		return fmt.Sprintf("+34 %s %s %s", n[:3], n[3:6], n[6:])
	case 5:
		return fmt.Sprintf("+34 %s %s %s %s", n[:3], n[3:5], n[5:7], n[7:])
	case 6:
		return "+34" + n
	default:
		return n
	}
}

func ptPhone() string {
	if r.Intn(4) == 0 {
		n := pick([]string{"21", "22", "23", "25", "28", "29"}) + digits(7)
		if r.Intn(2) == 0 {
			return fmt.Sprintf("%s %s %s", n[:2], n[2:5], n[5:])
		}
		return fmt.Sprintf("+351 %s %s %s", n[:3], n[3:6], n[6:])
	}
	return ptMobile()
}

func ptMobile() string {
	n := pick([]string{"91", "92", "93", "96"}) + digits(7)
	switch r.Intn(5) {
	case 0, 1:
		return fmt.Sprintf("%s %s %s", n[:3], n[3:6], n[6:])
	case 2:
		return fmt.Sprintf("+351 %s %s %s", n[:3], n[3:6], n[6:])
	case 3:
		return n
	default:
		return fmt.Sprintf("00351 %s %s %s", n[:3], n[3:6], n[6:])
	}
}

func phoneFor(c string) string {
	switch c {
	case "BR":
		if r.Intn(5) == 0 {
			return brLand()
		}
		return brMobile()
	case "MX":
		return mxPhone()
	case "AR":
		return arPhone()
	case "CO":
		return coPhone()
	case "CL":
		return clPhone()
	case "PE":
		return pePhone()
	case "UY":
		return uyPhone()
	case "EC":
		return ecPhone()
	case "ES":
		return esPhone()
	default:
		return ptPhone()
	}
}

// e164 returns a mobile number as digits with country code and no '+'.
func e164Digits(c string) string {
	switch c {
	case "BR":
		return "55" + pick(brDDD) + "9" + fmt.Sprint(between(6, 9)) + digits(7)
	case "MX":
		return "521" + pick([]string{"55", "33", "81"}) + nzdigits(8)
	case "AR":
		return "54911" + fmt.Sprint(between(2, 6)) + digits(7)
	case "CO":
		return "57" + pick([]string{"300", "310", "315", "320"}) + nzdigits(7)
	case "CL":
		return "569" + nzdigits(8)
	case "PE":
		return "519" + digits(8)
	case "ES":
		return "346" + digits(8)
	default:
		return "3519" + pick([]string{"1", "2", "3", "6"}) + digits(7)
	}
}

// hotline returns a public company service number (non-personal, keep).
func hotline(c string) string {
	switch c {
	case "BR":
		if r.Intn(2) == 0 {
			return pick([]string{"4004", "3003"}) + "-" + digits(4)
		}
		return "0800 " + digits(3) + " " + digits(4)
	case "MX":
		return "800 " + digits(3) + " " + digits(4)
	case "AR":
		return "0810-" + digits(3) + "-" + digits(4)
	case "CO":
		return "01 8000 " + digits(2) + " " + digits(4)
	case "CL":
		return "600 " + digits(3) + " " + digits(4)
	case "ES":
		return "900 " + digits(3) + " " + digits(3)
	case "PT":
		return "707 " + digits(3) + " " + digits(3)
	default:
		return "0800-" + digits(4)
	}
}

// ---------- cards ----------

func luhnComplete(prefix string, n int) string {
	s := prefix + digits(n-len(prefix)-1)
	sum := 0
	for i := len(s) - 1; i >= 0; i-- {
		d := int(s[i] - '0')
		if (len(s)-1-i)%2 == 0 {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
	}
	return s + string(byte('0'+(10-sum%10)%10))
}

type issuer struct {
	Name     string
	Prefixes []string
	Len      int
}

var issuers = map[string]issuer{
	"Visa":       {"Visa", []string{"4152", "4213", "4551", "4984", "4066", "4509", "4761", "4389"}, 16},
	"Mastercard": {"Mastercard", []string{"51", "52", "53", "54", "55", "2221", "2320", "2720", "5491", "5502"}, 16},
	"Amex":       {"American Express", []string{"34", "37"}, 15},
	"Elo":        {"Elo", []string{"401178", "438935", "451416", "457393", "504175", "506699", "509048", "627780", "636297", "636368", "650031", "650485", "651652", "655000"}, 16},
	"Hipercard":  {"Hipercard", []string{"606282", "384100", "384140"}, 16},
	"Cabal":      {"Cabal", []string{"604201", "604207", "604215", "589657"}, 16},
	"Naranja":    {"Naranja", []string{"589562"}, 16},
	"Diners":     {"Diners Club", []string{"36", "3050", "3095"}, 14},
	"Discover":   {"Discover", []string{"6011", "6445", "65"}, 16},
	"JCB":        {"JCB", []string{"3530", "3566", "3589"}, 16},
}

func cardNumber(kind string) string {
	is := issuers[kind]
	return luhnComplete(pick(is.Prefixes), is.Len)
}

// formatCard groups a number as its issuer prints it, or plain.
func formatCard(n string) string {
	switch len(n) {
	case 15:
		switch r.Intn(3) {
		case 0:
			return n
		case 1:
			return n[:4] + " " + n[4:10] + " " + n[10:]
		default:
			return n[:4] + "-" + n[4:10] + "-" + n[10:]
		}
	case 14:
		if r.Intn(2) == 0 {
			return n
		}
		return n[:4] + " " + n[4:10] + " " + n[10:]
	default:
		switch r.Intn(5) {
		case 0:
			return n
		case 1, 2:
			return n[:4] + " " + n[4:8] + " " + n[8:12] + " " + n[12:]
		case 3:
			return n[:4] + "-" + n[4:8] + "-" + n[8:12] + "-" + n[12:]
		default:
			return n[:4] + "." + n[4:8] + "." + n[8:12] + "." + n[12:]
		}
	}
}

func cardFor(c string) (string, string) {
	var kinds []string
	switch c {
	case "BR":
		kinds = []string{"Visa", "Mastercard", "Elo", "Elo", "Hipercard", "Amex"}
	case "AR":
		kinds = []string{"Visa", "Mastercard", "Cabal", "Naranja", "Amex"}
	case "MX":
		kinds = []string{"Visa", "Mastercard", "Amex", "Visa"}
	case "PE", "EC", "CO":
		kinds = []string{"Visa", "Mastercard", "Diners", "Amex"}
	default:
		kinds = []string{"Visa", "Mastercard", "Amex", "JCB", "Discover"}
	}
	k := pick(kinds)
	return issuers[k].Name, formatCard(cardNumber(k))
}

// ---------- ssn ----------

func ssn() string {
	area := between(1, 899)
	for area == 666 {
		area = between(1, 899)
	}
	return fmt.Sprintf("%03d-%02d-%04d", area, between(1, 99), between(1, 9999))
}

func itin() string {
	g := pick([]int{70, 71, 72, 73, 75, 78, 80, 83, 88, 90, 92, 94, 97})
	return fmt.Sprintf("9%02d-%02d-%04d", between(0, 99), g, between(1, 9999))
}

// ---------- secrets ----------

func jwt(p person) string {
	enc := base64.RawURLEncoding
	var h string
	sigLen := 43
	if r.Intn(3) == 0 {
		h = fmt.Sprintf(`{"alg":"RS256","typ":"JWT","kid":"%s"}`, fromSet(hexLow, 16))
		sigLen = 342
	} else {
		h = `{"alg":"HS256","typ":"JWT"}`
	}
	iat := 1735700000 + r.Intn(20000000)
	pl := fmt.Sprintf(`{"sub":"%d","name":"%s","role":"%s","iat":%d,"exp":%d}`, between(10000, 9999999), p.Full(), pick([]string{"cliente", "admin", "vendedor", "lojista", "medico"}), iat, iat+3600*between(1, 48))
	return enc.EncodeToString([]byte(h)) + "." + enc.EncodeToString([]byte(pl)) + "." + fromSet(b64url, sigLen)
}

func mpAccessToken(test bool) string {
	pre := "APP_USR-"
	if test {
		pre = "TEST-"
	}
	return pre + digits(16) + "-" + fmt.Sprintf("%02d%02d%02d", between(1, 12), between(1, 28), between(20, 25)) + "-" + fromSet(hexLow, 32) + "-" + nzdigits(9)
}

func mpPublicKey() string { return "APP_USR-" + uuid() }

func password() string {
	words := []string{"Flamengo", "Corinthians", "Boca", "River", "Colo", "Benfica", "Sporting", "Tatu", "Luna", "Sol", "Gatito", "Pipoca", "Chivas", "Mate", "Quijote", "Saudade", "Cafe", "Tango", "Andes", "Lisboa", "Rayo", "Bicho", "Frida", "Pelusa", "Morena"}
	w := pick(words)
	switch r.Intn(7) {
	case 0:
		return w + "@" + fmt.Sprint(between(1990, 2025))
	case 1:
		return strings.ToLower(w) + fmt.Sprint(between(1, 9999))
	case 2:
		return w + pick([]string{"#", "!", "$", "*", "."}) + digits(4)
	case 3:
		return mixed(alnum, between(10, 14))
	case 4:
		return strings.ToLower(w) + pick([]string{"_", "."}) + strings.ToLower(pick(words)) + fmt.Sprint(between(1, 99))
	case 5:
		return fromSet(upper, 1) + fromSet(lowerL, 3) + pick([]string{"$", "%", "&"}) + fromSet(alnum, 4) + digits(2)
	default:
		return w + fmt.Sprint(between(10, 99)) + pick([]string{"!", "?", ""})
	}
}

// ---------- national ids and other look-alikes (keep) ----------

func cpf() string {
	d := make([]int, 11)
	for i := 0; i < 9; i++ {
		d[i] = r.Intn(10)
	}
	for k := 9; k < 11; k++ {
		s := 0
		for i := 0; i < k; i++ {
			s += d[i] * (k + 1 - i)
		}
		v := s * 10 % 11
		if v == 10 {
			v = 0
		}
		d[k] = v
	}
	b := make([]byte, 11)
	for i, x := range d {
		b[i] = byte('0' + x)
	}
	s := string(b)
	return s[:3] + "." + s[3:6] + "." + s[6:9] + "-" + s[9:]
}

func cnpj() string {
	d := make([]int, 14)
	for i := 0; i < 8; i++ {
		d[i] = r.Intn(10)
	}
	d[8], d[9], d[10], d[11] = 0, 0, 0, 1
	w1 := []int{5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2}
	w2 := []int{6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2}
	s := 0
	for i, w := range w1 {
		s += d[i] * w
	}
	if s%11 < 2 {
		d[12] = 0
	} else {
		d[12] = 11 - s%11
	}
	s = 0
	for i, w := range w2 {
		s += d[i] * w
	}
	if s%11 < 2 {
		d[13] = 0
	} else {
		d[13] = 11 - s%11
	}
	b := make([]byte, 14)
	for i, x := range d {
		b[i] = byte('0' + x)
	}
	t := string(b)
	return t[:2] + "." + t[2:5] + "." + t[5:8] + "/" + t[8:12] + "-" + t[12:]
}

func cuit(person bool) string {
	pre := pick([]string{"20", "27", "23"})
	if !person {
		pre = pick([]string{"30", "33"})
	}
	for {
		body := pre + digits(8)
		w := []int{5, 4, 3, 2, 7, 6, 5, 4, 3, 2}
		s := 0
		for i := range w {
			s += int(body[i]-'0') * w[i]
		}
		v := 11 - s%11
		if v == 11 {
			v = 0
		}
		if v == 10 {
			continue
		}
		return body[:2] + "-" + body[2:] + "-" + fmt.Sprint(v)
	}
}

func rut() string {
	n := between(5000000, 25999999)
	s, m := 0, 2
	for x := n; x > 0; x /= 10 {
		s += (x % 10) * m
		m++
		if m > 7 {
			m = 2
		}
	}
	dv := 11 - s%11
	dvs := fmt.Sprint(dv)
	if dv == 11 {
		dvs = "0"
	} else if dv == 10 {
		dvs = "K"
	}
	return dotted(n) + "-" + dvs
}

func dotted(n int) string {
	s := fmt.Sprint(n)
	var out []string
	for len(s) > 3 {
		out = append([]string{s[len(s)-3:]}, out...)
		s = s[:len(s)-3]
	}
	return strings.Join(append([]string{s}, out...), ".")
}

func nif() string {
	n := between(10000000, 79999999)
	return fmt.Sprintf("%08d%c", n, "TRWAGMYFPDXBNJZSQVHLCKE"[n%23])
}

func nie() string {
	p := r.Intn(3)
	n := between(0, 9999999)
	return fmt.Sprintf("%c%07d%c", "XYZ"[p], n, "TRWAGMYFPDXBNJZSQVHLCKE"[(p*10000000+n)%23])
}

func curp(p person) string {
	l := strings.ToUpper(asciiLower(p.Last))
	f := strings.ToUpper(asciiLower(p.First))
	vow := "AEIOU"
	v := "X"
	for _, c := range l[1:] {
		if strings.ContainsRune(vow, c) {
			v = string(c)
			break
		}
	}
	return l[:1] + v + fromSet(upper, 1) + f[:1] + fmt.Sprintf("%02d%02d%02d", between(60, 99), between(1, 12), between(1, 28)) + pick([]string{"H", "M"}) + pick([]string{"DF", "JC", "NL", "PL", "MC", "VZ"}) + fromSet("BCDFGHJKLMNPQRSTVXZ", 3) + fromSet(upperAN, 1) + digits(1)
}

func rfc() string {
	return fromSet(upper, 4) + fmt.Sprintf("%02d%02d%02d", between(60, 99), between(1, 12), between(1, 28)) + fromSet(upperAN, 3)
}

func rfcMoral() string {
	return fromSet(upper, 3) + fmt.Sprintf("%02d%02d%02d", between(5, 23), between(1, 12), between(1, 28)) + fromSet(upperAN, 3)
}

func dniAR() string { return dotted(between(20000000, 45999999)) }

func ecCedula() string {
	{
		prov := between(1, 24)
		s := fmt.Sprintf("%02d%d%s", prov, r.Intn(6), digits(6))
		sum := 0
		for i := 0; i < 9; i++ {
			d := int(s[i] - '0')
			if i%2 == 0 {
				d *= 2
				if d > 9 {
					d -= 9
				}
			}
			sum += d
		}
		return s + fmt.Sprint((10-sum%10)%10)
	}
}

func rucPE(empresa bool) string {
	if empresa {
		return "20" + digits(9)
	}
	return "10" + digits(9)
}

func cep() string { return fmt.Sprintf("%05d-%03d", between(1000, 99999), between(0, 999)) }

func boleto() string {
	return pick([]string{"23790", "34191", "00190", "10499", "03399"}) + "." + digits(5) + " " + digits(5) + "." + digits(6) + " " + digits(5) + "." + digits(6) + " " + digits(1) + " " + boletoTail()
}

// boletoTail is a boleto's last field: the due-date factor (days since the
// base date, restarted at 1000 in 2025) and the amount in cents, zero-padded.
func boletoTail() string {
	f := between(1000, 1800)
	if r.Intn(4) == 0 {
		f = between(9000, 9999)
	}
	return fmt.Sprintf("%04d%010d", f, between(1000, 999999))
}

func nfeKey() string {
	s := pick([]string{"35", "33", "31", "41", "43"}) + fmt.Sprintf("%02d%02d", between(23, 25), between(1, 12)) + digits(8) + "0001" + digits(2) + "55" + "001" + digits(9) + "1" + digits(8) + digits(1)
	var parts []string
	for i := 0; i < 44; i += 4 {
		parts = append(parts, s[i:i+4])
	}
	return strings.Join(parts, " ")
}

func correiosTrack() string {
	return pick([]string{"QB", "NL", "OJ", "LB", "AA", "PZ"}) + digits(9) + "BR"
}

func brl() string {
	return "R$ " + dotted(between(10, 9999)) + "," + digits(2)
}

func date(sep string) string {
	return fmt.Sprintf("%02d%s%02d%s%d", between(1, 28), sep, between(1, 12), sep, between(2024, 2026))
}

func isoDate() string {
	return fmt.Sprintf("%d-%02d-%02d", between(2024, 2026), between(1, 12), between(1, 28))
}

func hhmm() string { return fmt.Sprintf("%02d:%02d", between(7, 21), pick([]int{0, 15, 30, 45})) }

func iban(country string) string {
	switch country {
	case "PT":
		return "PT50 " + digits(4) + " " + digits(4) + " " + digits(4) + " " + digits(4) + " " + digits(4) + " " + digits(1)
	default:
		return "ES" + digits(2) + " " + digits(4) + " " + digits(4) + " " + digits(4) + " " + digits(4) + " " + digits(4)
	}
}

func clabe() string { return pick([]string{"012", "014", "072", "002", "021"}) + digits(15) }

func cbu() string { return pick([]string{"0720", "0170", "0110", "2850", "0150"}) + digits(18) }

func mlOrder() string { return "2000" + digits(12) }

func version() string {
	return fmt.Sprintf("%d.%d.%d", between(1, 9), between(0, 30), between(0, 20))
}
