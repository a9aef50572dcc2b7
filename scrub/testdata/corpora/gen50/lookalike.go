package main

import (
	"strconv"
	"strings"
)

func utilAcct() string {
	switch rn(8) {
	case 0:
		return ndigits(4) + " " + digits(4) + " " + digits(3)
	case 1:
		return ndigits(4) + "-" + digits(3) + "-" + digits(4)
	case 2:
		return "00" + digits(2) + "-" + digits(5) + "-" + digits(2)
	case 3:
		return ndigits(10)
	case 4:
		return digits(2) + "-" + digits(10) + "-" + digits(1)
	case 5:
		return ndigits(3) + " " + digits(3) + " " + digits(4)
	case 6:
		return nonLuhn(12)
	default:
		return ndigits(9)
	}
}

func meterNo() string {
	switch rn(6) {
	case 0:
		return strconv.Itoa(between(10, 25)) + string("ABCDEFGHJKLMNPRSTUVWXYZ"[rn(23)]) + ndigits(7)
	case 1:
		return "E" + strconv.Itoa(between(10, 23)) + "BG" + digits(5)
	case 2:
		return ndigits(8)
	case 3:
		return digits(2) + " " + digits(3) + " " + digits(3)
	case 4:
		return "Z" + digits(2) + "E " + digits(6)
	default:
		return "1ESY" + digits(10)
	}
}

func mpanCore() string {
	d := strconv.Itoa(between(10, 23)) + digits(11)
	if chance(0.5) {
		return d[:2] + " " + d[2:6] + " " + d[6:10] + " " + d[10:]
	}
	return d
}

func mprn() string { return ndigits(between(7, 10)) }

func apn() string {
	switch rn(5) {
	case 0:
		return ndigits(4) + "-" + digits(3) + "-" + digits(3)
	case 1:
		return ndigits(3) + "-" + digits(2) + "-" + digits(3)
	case 2:
		return digits(2) + "-" + digits(2) + "-" + digits(3) + "-" + digits(3) + "-" + digits(4)
	case 3:
		return ndigits(3) + "-" + digits(3) + "-" + digits(2)
	default:
		return ndigits(3) + "-" + digits(3) + "-" + digits(3) + "-" + digits(3)
	}
}

func mlsID() string {
	switch rn(5) {
	case 0:
		return ndigits(8)
	case 1:
		return "ML8" + digits(7)
	case 2:
		return pick([]string{"SR", "OC", "PW", "IV"}) + "25" + digits(6)
	case 3:
		return "C" + ndigits(7)
	default:
		return ndigits(7)
	}
}

func sqft() string {
	n := between(480, 4200)
	return pick([]string{thou(n, ",") + " sq ft", thou(n, ",") + " SF", thou(n, ",") + " sqft", strconv.Itoa(n) + " sq. ft."})
}

func dateUS() string { return f("%02d/%02d/%d", between(1, 12), between(1, 28), between(2024, 2026)) }
func dateEU(sep string) string {
	return f("%02d%s%02d%s%d", between(1, 28), sep, between(1, 12), sep, between(2024, 2026))
}
func dateISO() string { return f("%d-%02d-%02d", between(2024, 2026), between(1, 12), between(1, 28)) }
func timeHM() string  { return f("%02d:%02d", between(7, 21), rn(60)) }

func unit() string {
	return pick([]string{"Unit " + strconv.Itoa(between(1, 30)) + string("ABCDEF"[rn(6)]), "Apt " + strconv.Itoa(between(101, 1820)), "#" + strconv.Itoa(between(101, 2410)), "Apt. " + strconv.Itoa(between(1, 9)) + string("ABCD"[rn(4)]), "Suite " + strconv.Itoa(between(100, 950))})
}

func doorCode() string {
	return pick([]string{digits(4) + "#", "*" + digits(4) + "#", digits(4), digits(6), digits(5)})
}

func amountUS() string {
	return "$" + thou(between(650, 4800), ",") + pick([]string{"", ".00", "." + digits(2)})
}

func workOrder() string {
	return pick([]string{"WO-" + ndigits(5), "WO#" + ndigits(6), "Ticket #" + ndigits(6), "SR-" + dateISO()[:4] + "-" + ndigits(5), "MR" + ndigits(7)})
}

func confNo() string {
	return pick([]string{ndigits(4) + "-" + digits(3) + "-" + digits(4), "CNF" + ndigits(9), ndigits(12), strings.ToUpper(randFrom(lowalnum, 8))})
}

func license() string {
	return pick([]string{"DRE #0" + ndigits(7), "NMLS #" + ndigits(6), "CSLB Lic. #" + ndigits(7), "License No. " + ndigits(10), "TREC #" + ndigits(6), "RECO #" + ndigits(7)})
}

func loanNo() string {
	return pick([]string{ndigits(10), ndigits(4) + "-" + digits(6), "LN-" + ndigits(8)})
}

func kwh() string {
	return pick([]string{thou(between(120, 2400), ",") + " kWh", strconv.Itoa(between(10000, 99999)) + " kWh", f("%05d", between(100, 99999))})
}

func tariff() string {
	return pick([]string{"E-TOU-C", "Economy 7", "Tarif Bleu", "Tempo", "Go Faster", "Flexible Octopus", "R-1 Residential", "TOU-D-4-9PM", "Vattenfall Easy12", "2.0TD", "Agile Octopus", "Tarifa PVPC"})
}

func ipv4() string { return f("192.168.%d.%d", between(0, 20), between(2, 250)) }
func mac() string {
	return strings.ToUpper(randFrom(hexd, 2) + ":" + randFrom(hexd, 2) + ":" + randFrom(hexd, 2) + ":" + randFrom(hexd, 2) + ":" + randFrom(hexd, 2) + ":" + randFrom(hexd, 2))
}
func serial() string {
	return pick([]string{"S/N " + strings.ToUpper(randFrom(lowalnum, 10)), "SN: " + ndigits(12), "Serial " + strings.ToUpper(randFrom(lowalnum, 4)) + "-" + digits(6)})
}
