package main

import (
	"fmt"
	"strings"
)

// Look-alike fragments that register their numbers as keep strings.

func (g *G) vitals(r *R) string {
	bp := r.K(g.bp())
	hr := g.n(52, 128)
	spo := r.K(fmt.Sprintf("%d%%", g.n(88, 100)))
	t := r.K(fmt.Sprintf("%d.%d", g.n(36, 39), g.n(0, 9)))
	switch g.r.Intn(3) {
	case 0:
		return fmt.Sprintf("BP %s, HR %d, RR %d, SpO2 %s RA, T %s °C", bp, hr, g.n(12, 28), spo, t)
	case 1:
		return fmt.Sprintf("VS: %s | P %d | SpO2 %s on 2L NC | Temp %s", bp, hr, spo, t)
	}
	return fmt.Sprintf("T %s HR %d BP %s RR %d SpO2 %s", t, hr, bp, g.n(12, 28), spo)
}

func (g *G) labs(r *R) string {
	items := []func() string{
		func() string {
			return fmt.Sprintf("K %s mmol/L (%s)", r.K(fmt.Sprintf("%d.%d", g.n(2, 6), g.n(0, 9))), r.K("3.5-5.1"))
		},
		func() string { return fmt.Sprintf("Na %s mmol/L", r.K(fmt.Sprint(g.n(124, 149)))) },
		func() string {
			return fmt.Sprintf("Cr %s mg/dL", r.K(fmt.Sprintf("%d.%02d", g.n(0, 3), g.n(0, 99))))
		},
		func() string { return fmt.Sprintf("Hgb %s g/dL", r.K(fmt.Sprintf("%d.%d", g.n(6, 16), g.n(0, 9)))) },
		func() string { return fmt.Sprintf("INR %s", r.K(fmt.Sprintf("%d.%d", g.n(1, 4), g.n(0, 9)))) },
		func() string { return fmt.Sprintf("HbA1c %s%%", r.K(fmt.Sprintf("%d.%d", g.n(5, 12), g.n(0, 9)))) },
		func() string {
			return fmt.Sprintf("WBC %s x10^9/L", r.K(fmt.Sprintf("%d.%d", g.n(2, 22), g.n(0, 9))))
		},
		func() string { return fmt.Sprintf("Plt %s K/uL", r.K(fmt.Sprint(g.n(45, 510)))) },
		func() string { return fmt.Sprintf("eGFR %s mL/min/1.73m2", r.K(fmt.Sprint(g.n(12, 95)))) },
		func() string { return fmt.Sprintf("troponin I %s ng/L", r.K(fmt.Sprint(g.n(3, 2400)))) },
		func() string { return fmt.Sprintf("TSH %s mIU/L", r.K(fmt.Sprintf("%d.%02d", g.n(0, 9), g.n(0, 99)))) },
		func() string { return fmt.Sprintf("glucose %s mg/dL", r.K(fmt.Sprint(g.n(58, 420)))) },
	}
	k := g.n(2, 4)
	var out []string
	start := g.r.Intn(len(items))
	for i := 0; i < k; i++ {
		out = append(out, items[(start+i*3)%len(items)]())
	}
	return strings.Join(out, ", ")
}

var medsEN = [][]string{
	{"metoprolol tartrate", "25 mg", "50 mg", "PO BID"},
	{"apixaban", "2.5 mg", "5 mg", "PO BID"},
	{"furosemide", "20 mg", "40 mg", "IV BID"},
	{"lisinopril", "5 mg", "10 mg", "20 mg", "PO daily"},
	{"atorvastatin", "40 mg", "80 mg", "PO qHS"},
	{"metformin", "500 mg", "1000 mg", "PO BID"},
	{"levothyroxine", "50 mcg", "75 mcg", "112 mcg", "PO daily"},
	{"sertraline", "50 mg", "100 mg", "PO daily"},
	{"amoxicillin-clavulanate", "875 mg", "PO BID"},
	{"enoxaparin", "40 mg", "1 mg/kg", "SC daily"},
	{"prednisone", "20 mg", "40 mg", "PO daily"},
	{"ondansetron", "4 mg", "8 mg", "IV q8h PRN"},
	{"gabapentin", "100 mg", "300 mg", "PO TID"},
	{"tamsulosin", "0.4 mg", "PO qHS"},
	{"amlodipine", "5 mg", "10 mg", "PO daily"},
	{"ceftriaxone", "1 g", "2 g", "IV q24h"},
	{"insulin glargine", "12 units", "18 units", "24 units", "SC qHS"},
}

func (g *G) med(r *R) string {
	m := medsEN[g.r.Intn(len(medsEN))]
	dose := r.K(m[1+g.r.Intn(len(m)-2)])
	return fmt.Sprintf("%s %s %s", m[0], dose, m[len(m)-1])
}

func (g *G) ext() string { return fmt.Sprintf("ext. %d", g.n(2000, 79999)) }

// nhsNumber: 10 digits, valid mod 11, spaced 3-3-4.
func (g *G) nhsNumber() string {
	for {
		d := g.digits(9)
		sum := 0
		for i := 0; i < 9; i++ {
			sum += int(d[i]-'0') * (10 - i)
		}
		c := 11 - sum%11
		if c == 11 {
			c = 0
		}
		if c == 10 {
			continue
		}
		s := d + fmt.Sprint(c)
		return s[:3] + " " + s[3:6] + " " + s[6:]
	}
}

func (g *G) rx() string { return g.digits(7) }

// seqTimes: n increasing hh:mm times, a chat's timestamps.
func (g *G) seqTimes(n int) []string {
	m := g.n(7*60, 20*60)
	var out []string
	for i := 0; i < n; i++ {
		out = append(out, fmt.Sprintf("%02d:%02d", m/60, m%60))
		m += g.n(1, 6)
	}
	return out
}
