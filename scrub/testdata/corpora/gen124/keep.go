package main

import (
	"fmt"
	"strings"
)

// Look-alike identifiers that must survive. They are random but need not be unique.

func aNum() string {
	d := nz(9)
	if rng.Intn(4) == 0 {
		d = "0" + nz(8)
	}
	switch rng.Intn(6) {
	case 0:
		return "A" + d
	case 1:
		return "A" + d[:3] + " " + d[3:6] + " " + d[6:]
	case 2:
		return "A-" + d[:3] + "-" + d[3:6] + "-" + d[6:]
	case 3:
		return "A" + d[:3] + "-" + d[3:6] + "-" + d[6:]
	case 4:
		return "A " + d
	}
	return "A" + nz(8) // older 8-digit A-Number
}
func aNumBare() string {
	d := pick("0", "2", "2", "1") + digits(8)
	switch rng.Intn(3) {
	case 0:
		return d
	case 1:
		return d[:3] + "-" + d[3:6] + "-" + d[6:]
	}
	return d[:3] + " " + d[3:6] + " " + d[6:]
}

var rcptPfx = []string{"EAC", "WAC", "LIN", "SRC", "IOE", "MSC", "NBC", "YSC"}

func receipt() string {
	p := rcptPfx[rng.Intn(len(rcptPfx))]
	yr := fmt.Sprint(19 + rng.Intn(7))
	if p == "IOE" {
		return "IOE" + pick("09", "80", "81", "90") + digits(8)
	}
	return p + yr + digits(8)
}
func receiptDashed() string {
	r := receipt()
	return r[:3] + "-" + r[3:5] + "-" + r[5:8] + "-" + r[8:]
}
func i94() string {
	if rng.Intn(2) == 0 {
		return nz(9) + upper(1) + digits(1)
	}
	return nz(11)
}
func sevis() string { return "N00" + digits(8) }
func passportUS() string {
	if rng.Intn(2) == 0 {
		return pick("5", "4", "6") + digits(8)
	}
	return pick("A", "C", "E") + digits(8)
}
func passportForeign() string {
	switch rng.Intn(6) {
	case 0:
		return "G" + digits(8) // Mexico
	case 1:
		return "P" + digits(7) + upper(1) // Philippines
	case 2:
		return "E" + nz(8) // China
	case 3:
		return upper(1) + digits(7) // India
	case 4:
		return "C" + digits(7) // Vietnam
	}
	return "RD" + digits(7) // Haiti
}
func foil() string    { return nz(8) }
func ctrlNum() string { return fmt.Sprint(2019+rng.Intn(7)) + digits(10) }
func ds160() string   { return "AA00" + alnum(6, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789") }
func everify() string {
	return fmt.Sprint(2019+rng.Intn(7)) + fmt.Sprintf("%03d", 1+rng.Intn(365)) + digits(6) + upper(2)
}
func snapCase() string { return nz(10) }
func cin() string      { return upper(2) + digits(5) + upper(1) } // NY Medicaid client id
func uiClaim() string  { return "000" + digits(7) }
func bnc() string      { return fmt.Sprint(19+rng.Intn(7)) + upper(2) + digits(3) + upper(1) + digits(4) }
func ein() string      { return nz(2) + "-" + digits(7) }
func evCompany() string {
	return nz(6 + rng.Intn(2))
}
func mtcn() string { return nz(10) }
func usps() string {
	d := "9400" + digits(18)
	return group(d, []int{4, 4, 4, 4, 4, 2}, " ")
}
func certMail() string { return group("7019"+digits(16), []int{4, 4, 4, 4, 4}, " ") }
func maskSSN() string {
	return pick("XXX-XX-", "***-**-", "xxx-xx-", "•••-••-") + digits(4)
}
func money() string {
	return pick("$675", "$1,440.00", "$470", "$410.00", "$535", "$1,760", "$2,805", "$185.00", "$760", "$1,225", "$85", "$555.00", "$30", "$24.00", "$1,015.00", "$3,500.00", "$292.00", "$1,234.00", "$780.00", "$640")
}
func benefitAmt() string { return fmt.Sprintf("$%d.%02d", 100+rng.Intn(1900), rng.Intn(100)) }

var monthsEN = []string{"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"}
var monthsES = []string{"enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"}

func ymd() (int, int, int) { return 2019 + rng.Intn(8), 1 + rng.Intn(12), 1 + rng.Intn(28) }
func dateUS() string {
	y, m, d := ymd()
	return fmt.Sprintf("%02d/%02d/%d", m, d, y)
}
func dateLong() string {
	y, m, d := ymd()
	return fmt.Sprintf("%s %d, %d", monthsEN[m-1], d, y)
}
func dateISO() string {
	y, m, d := ymd()
	return fmt.Sprintf("%d-%02d-%02d", y, m, d)
}
func dateES() string {
	y, m, d := ymd()
	return fmt.Sprintf("%d de %s de %d", d, monthsES[m-1], y)
}
func dateDMY() string {
	y, m, d := ymd()
	return fmt.Sprintf("%02d/%02d/%d", d, m, y)
}
func dateZH() string {
	y, m, d := ymd()
	return fmt.Sprintf("%d年%d月%d日", y, m, d)
}
func dob() string {
	return fmt.Sprintf("%02d/%02d/%d", 1+rng.Intn(12), 1+rng.Intn(28), 1950+rng.Intn(55))
}
func zip() string {
	z := pick("77036", "90011", "33125", "11368", "60623", "78521", "94110", "20529", "75266", "85034", "10032", "02128", "32839", "30340", "98188", "55407", "92704", "11220", "07087", "33150")
	if rng.Intn(3) == 0 {
		return z + "-" + digits(4)
	}
	return z
}
func form() string {
	return pick("I-765", "I-130", "I-485", "I-131", "I-90", "N-400", "I-821D", "I-589", "I-129", "I-539", "I-751", "I-864", "I-912", "I-693", "I-601", "I-821")
}
func soc() string         { return fmt.Sprintf("(c)(%d)", pick2(8, 9, 33, 11, 10, 19)) }
func pick2(xs ...int) int { return xs[rng.Intn(len(xs))] }
func pkLive() string      { return "pk_live_" + alnum(24, b62) }
func clientID() string    { return alnum(32, b62) }
func ver() string         { return fmt.Sprintf("v%d.%d.%d", 1+rng.Intn(4), rng.Intn(20), rng.Intn(30)) }
func courtCase() string {
	return fmt.Sprintf("%d:%02d-cv-%05d", 1+rng.Intn(4), 20+rng.Intn(6), rng.Intn(100000))
}
func caseLaw() string { return fmt.Sprintf("IMM-%d-%04d", 2020+rng.Intn(6), rng.Intn(10000)) }
func hhsCase() string { return "TN-" + digits(8) }
func pageCount() string {
	return fmt.Sprint(2 + rng.Intn(40))
}
func lockbox() string {
	return pick("P.O. Box 660867, Dallas, TX 75266-0867", "P.O. Box 21262, Phoenix, AZ 85036-1262", "P.O. Box 805887, Chicago, IL 60680-4120", "P.O. Box 4053, Carol Stream, IL 60197-4053", "P.O. Box 650888, Dallas, TX 75265-0888")
}
func ssaOffice() string { return pick("SSA 2101 Vine St", "Oficina 302", "Room 1140") }

// fake Luhn-failing 16-digit number in card groups
func nonLuhn16() string {
	for {
		n := pick("4", "5") + digits(15)
		if !luhnOK(n) {
			return group(n, []int{4, 4, 4, 4}, " ")
		}
	}
}

// invalid SSN-shaped numbers the text marks as examples or invalid
func badSSN() string {
	switch rng.Intn(4) {
	case 0:
		return "000-" + fmt.Sprintf("%02d-%04d", 1+rng.Intn(99), 1+rng.Intn(9999))
	case 1:
		return "666-" + fmt.Sprintf("%02d-%04d", 1+rng.Intn(99), 1+rng.Intn(9999))
	case 2:
		return fmt.Sprintf("9%02d-%02d-%04d", rng.Intn(100), 10+rng.Intn(39), 1+rng.Intn(9999)) // 9xx, group not ITIN
	}
	return fmt.Sprintf("%03d-00-%04d", 1+rng.Intn(665), 1+rng.Intn(9999))
}

var _ = strings.Join
