package main

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"strings"
)

type PII struct {
	F string `json:"f"`
	V string `json:"v"`
}
type Rec struct {
	Q     string   `json:"q"`
	PII   []PII    `json:"pii"`
	Keep  []string `json:"keep"`
	Clean bool     `json:"clean"`
	Kind  string   `json:"kind"`
}

// field: Type "keep" | "plain" | family name
type Field struct{ L, K, V, T string }

func expand(r *rand.Rand, p string) string {
	var b strings.Builder
	for _, c := range p {
		switch c {
		case '#':
			b.WriteByte(byte('0' + r.Intn(10)))
		case '&':
			b.WriteByte(byte('2' + r.Intn(8)))
		default:
			b.WriteRune(c)
		}
	}
	return b.String()
}
func pick[T any](r *rand.Rand, xs []T) T { return xs[r.Intn(len(xs))] }
func onlyDigits(s string) string {
	var b strings.Builder
	for _, c := range s {
		if c >= '0' && c <= '9' {
			b.WriteRune(c)
		}
	}
	return b.String()
}

func card(r *rand.Rand) string {
	var d []int
	var groups []int
	switch r.Intn(4) {
	case 0, 1:
		d = append([]int{4}, dg(r, 14)...)
		groups = []int{4, 4, 4, 4}
	case 2:
		d = append([]int{5, 1 + r.Intn(5)}, dg(r, 13)...)
		groups = []int{4, 4, 4, 4}
	default:
		d = append([]int{3, []int{4, 7}[r.Intn(2)]}, dg(r, 12)...)
		groups = []int{4, 6, 5}
	}
	s := ds(withLuhn(d))
	switch r.Intn(3) {
	case 0:
		return s
	case 1:
		return grpSep(s, "-", groups...)
	}
	return grp(s, groups...)
}
func ssn(r *rand.Rand) string {
	if r.Intn(4) == 0 {
		g := pick(r, []int{50, 55, 65, 70, 78, 88, 90, 92, 94, 99})
		return fmt.Sprintf("9%02d-%02d-%04d", r.Intn(100), g, 1+r.Intn(9999))
	}
	a := 1 + r.Intn(899)
	if a == 666 {
		a = 667
	}
	return fmt.Sprintf("%03d-%02d-%04d", a, 1+r.Intn(99), 1+r.Intn(9999))
}

const an = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"

func rnd(r *rand.Rand, n int) string {
	for {
		b := make([]byte, n)
		for i := range b {
			b[i] = an[r.Intn(len(an))]
		}
		s := string(b)
		if strings.ContainsAny(s, "0123456789") && strings.ContainsAny(s, up) {
			return s
		}
	}
}
func jwt(r *rand.Rand) string {
	h := base64.RawURLEncoding.EncodeToString([]byte(`{"alg":"RS256","typ":"JWT"}`))
	p := base64.RawURLEncoding.EncodeToString([]byte(fmt.Sprintf(`{"sub":"%d","iss":"https://auth.gov.example","exp":%d}`, r.Intn(1e9), 1700000000+r.Intn(1e8))))
	return h + "." + p + "." + strings.ReplaceAll(rnd(r, 43), "+", "-")
}

var apiHosts = []string{"api.portal.gob", "api.gov", "services.gov", "gateway.portal"}

func addPII(r *rand.Rand, c Country, lx Lex, fam string, fs []Field, asciiName string) []Field {
	switch fam {
	case "phone":
		if r.Intn(3) == 0 {
			p := pick(r, c.Nat)
			return append(fs, Field{p.L, lx.PhoneKey, expand(r, pick(r, c.Intl)), "phone"})
		}
		p := pick(r, c.Nat)
		return append(fs, Field{p.L, lx.PhoneKey, expand(r, p.P), "phone"})
	case "email":
		loc := asciiName
		if r.Intn(2) == 0 {
			loc = fmt.Sprintf("%s%d", asciiName, r.Intn(100))
		}
		return append(fs, Field{lx.Email, "email", loc + "@" + pick(r, c.Doms), "email"})
	case "credit_card":
		return append(fs, Field{lx.Card, "card_number", card(r), "credit_card"})
	case "ssn":
		v := ssn(r)
		l := pick(r, []string{"U.S. SSN:", "SSN:", "US Social Security No.:"})
		if v[0] == '9' {
			l = pick(r, []string{"ITIN:", "US ITIN:"})
		}
		return append(fs, Field{l, "us_ssn", v, "ssn"})
	case "jwt":
		return append(fs, Field{"id_token:", "id_token", jwt(r), "jwt"})
	case "bearer":
		var tok string
		switch r.Intn(3) {
		case 0:
			tok = "sk_live_" + rnd(r, 24)
		case 1:
			tok = "ghp_" + rnd(r, 36)
		default:
			tok = rnd(r, 40)
		}
		return append(fs, Field{"Authorization: Bearer", "Authorization", tok, "bearer"})
	}
	return fs
}

var ssnOK = map[string]bool{"MX": true, "PH": true, "IN": true, "CA": true, "KR": true, "VN": true, "CN": true, "IL": true, "NG": true, "BR": true, "CO": true, "TW": true, "UK": true, "IE": true, "DE": true, "JP": true}

func pickFam(r *rand.Rand, country Country) string {
	x := r.Intn(100)
	switch {
	case x < 52:
		return "phone"
	case x < 80:
		return "email"
	case x < 88:
		return "credit_card"
	case x < 93:
		if ssnOK[country.Name] {
			return "ssn"
		}
		return "phone"
	case x < 96:
		return "jwt"
	}
	return "bearer"
}

func renderLine(f Field) string {
	if f.T == "bearer" {
		return "Authorization: Bearer " + f.V
	}
	return f.L + " " + f.V
}
func keepOf(f Field, kind string) string {
	switch kind {
	case "json":
		return fmt.Sprintf(`"%s": "%s"`, f.K, f.V)
	case "csv", "tsv", "md_table":
		return f.V
	}
	return f.L + " " + f.V
}
func trimLabel(l string) string {
	l = strings.TrimSpace(strings.TrimRight(l, ":： "))
	return l
}

func build(r *rand.Rand, clean bool) Rec {
	c := pick(r, countries)
	lx := lexFor(c.Lang)
	kinds := []string{"letter", "form", "sms", "email", "csv", "tsv", "md_table", "json", "telecom", "utility", "export"}
	kind := pick(r, kinds)
	rec := Rec{Clean: clean, Kind: kind}
	ni := r.Intn(len(c.Names))
	name, ascii := c.Names[ni], c.Ascii[ni]
	agency := pick(r, c.Agency)
	date := fmt.Sprintf("%02d.%02d.%d", 1+r.Intn(28), 1+r.Intn(12), 2023+r.Intn(3))
	amount := fmt.Sprintf("%d,%02d", 10+r.Intn(900), r.Intn(100))

	if kind == "csv" || kind == "tsv" || kind == "md_table" {
		idf := pick(r, c.IDs)
		p := pick(r, c.Nat)
		hdr := []string{trimLabel(lx.Name), trimLabel(idf.L)}
		withPhone, withEmail := false, false
		if !clean {
			switch r.Intn(3) {
			case 0:
				withPhone = true
			case 1:
				withEmail = true
			default:
				withPhone, withEmail = true, true
			}
		}
		if withPhone {
			hdr = append(hdr, trimLabel(p.L))
		}
		if withEmail {
			hdr = append(hdr, trimLabel(lx.Email))
		}
		hdr = append(hdr, trimLabel(lx.Date))
		nrows := 1 + r.Intn(3)
		var rows [][]string
		perm := r.Perm(len(c.Names))
		for i := 0; i < nrows; i++ {
			k := perm[i%len(perm)]
			v := idf.G(r)
			row := []string{c.Names[k], v}
			rec.Keep = append(rec.Keep, v)
			if withPhone {
				ph := expand(r, p.P)
				if r.Intn(3) == 0 {
					ph = expand(r, pick(r, c.Intl))
				}
				row = append(row, ph)
				rec.PII = append(rec.PII, PII{"phone", ph})
			}
			if withEmail {
				e := fmt.Sprintf("%s%d@%s", c.Ascii[k], r.Intn(90)+10, pick(r, c.Doms))
				row = append(row, e)
				rec.PII = append(rec.PII, PII{"email", e})
			}
			row = append(row, fmt.Sprintf("%02d.%02d.%d", 1+r.Intn(28), 1+r.Intn(12), 2023+r.Intn(3)))
			rows = append(rows, row)
		}
		var b strings.Builder
		sep := ","
		if kind == "tsv" {
			sep = "\t"
		}
		if kind == "md_table" {
			b.WriteString("| " + strings.Join(hdr, " | ") + " |\n|")
			for range hdr {
				b.WriteString(" --- |")
			}
			b.WriteString("\n")
			for _, row := range rows {
				b.WriteString("| " + strings.Join(row, " | ") + " |\n")
			}
		} else {
			b.WriteString(strings.Join(hdr, sep) + "\n")
			for _, row := range rows {
				b.WriteString(strings.Join(row, sep) + "\n")
			}
		}
		rec.Q = strings.TrimRight(b.String(), "\n")
		if r.Intn(2) == 0 {
			rec.Q = agency + " — " + lx.Subj + "\n" + rec.Q
		}
		return rec
	}

	var fs []Field
	fs = append(fs, Field{lx.Name, "name", name, "plain"})
	nid := 1 + r.Intn(2)
	used := map[string]bool{}
	for i := 0; i < nid; i++ {
		id := pick(r, c.IDs)
		if used[id.K] {
			continue
		}
		used[id.K] = true
		fs = append(fs, Field{id.L, id.K, id.G(r), "keep"})
	}
	if kind == "telecom" {
		fs = append(fs, Field{"IMEI:", "imei", imei(r), "keep"})
		if r.Intn(2) == 0 {
			fs = append(fs, Field{"ICCID:", "iccid", iccid(r, onlyDigits(pick(r, c.Intl))[:2]), "keep"})
		} else {
			fs = append(fs, Field{"IMSI:", "imsi", imsi(r, c.MCC), "keep"})
		}
		fs = append(fs, Field{lx.Acct, "account", fmt.Sprintf("%d", 100000000+r.Intn(800000000)), "keep"})
		if !clean && r.Intn(2) == 0 {
			fs = append(fs, Field{"MSISDN:", "msisdn", onlyDigits(expand(r, pick(r, c.Intl))), "phone"})
		}
	}
	if kind == "utility" {
		fs = append(fs, Field{lx.Meter, "meter", fmt.Sprintf("%s%d", letters(r, 2), 10000000+r.Intn(89999999)), "keep"})
		fs = append(fs, Field{lx.Inv, "invoice", fmt.Sprintf("%d-%06d", 2023+r.Intn(3), r.Intn(1000000)), "keep"})
		fs = append(fs, Field{lx.Acct, "account", fmt.Sprintf("%d", 1000000000+r.Intn(800000000)), "keep"})
	}
	fs = append(fs, Field{lx.Date, "date", date, "plain"})
	if kind == "utility" || r.Intn(3) == 0 {
		fs = append(fs, Field{lx.Amount, "amount", amount, "plain"})
	}
	if !clean {
		npii := 1 + r.Intn(4)
		if r.Intn(5) == 0 {
			npii = 4 + r.Intn(3)
		}
		have := 0
		for _, f := range fs {
			if f.T == "phone" {
				have++
			}
		}
		for i := have; i < npii; i++ {
			fam := pickFam(r, c)
			if (fam == "jwt" || fam == "bearer") && kind != "json" && kind != "export" && kind != "form" {
				fam = "email"
			}
			fs = addPII(r, c, lx, fam, fs, ascii)
		}
	}
	// shuffle fields after name
	tail := fs[1:]
	r.Shuffle(len(tail), func(i, j int) { tail[i], tail[j] = tail[j], tail[i] })

	var b strings.Builder
	switch kind {
	case "json":
		m := []string{}
		for _, f := range fs {
			k := f.K
			v := f.V
			if f.T == "bearer" {
				v = "Bearer " + v
			}
			m = append(m, fmt.Sprintf(`"%s": "%s"`, k, v))
		}
		b.WriteString("{" + strings.Join(m, ", ") + "}")
	case "sms":
		var parts []string
		for _, f := range fs[1:] {
			parts = append(parts, renderLine(f))
		}
		b.WriteString(agency + ": " + pick(r, lx.Body) + " " + strings.Join(parts, ". ") + ".")
	case "export":
		var parts []string
		for _, f := range fs {
			parts = append(parts, renderLine(f))
		}
		b.WriteString(strings.Join(parts, " | "))
	case "letter", "email":
		if kind == "email" {
			b.WriteString("Subject: " + lx.Subj + " — " + agency + "\n\n")
		} else {
			b.WriteString(agency + "\n" + date + "\n\n")
		}
		b.WriteString(lx.Hello + " " + name + "\n\n" + pick(r, lx.Body) + "\n\n")
		for _, f := range fs[1:] {
			b.WriteString(renderLine(f) + "\n")
		}
		b.WriteString("\n" + lx.Bye + "\n" + agency)
	default: // form, telecom, utility
		b.WriteString("== " + agency + " — " + lx.Subj + " ==\n")
		for _, f := range fs {
			b.WriteString(renderLine(f) + "\n")
		}
	}
	rec.Q = strings.TrimRight(b.String(), "\n")
	for _, f := range fs {
		switch f.T {
		case "keep":
			rec.Keep = append(rec.Keep, keepOf(f, kind))
		case "plain":
		default:
			rec.PII = append(rec.PII, PII{f.T, f.V})
		}
	}
	return rec
}

func main() {
	r := rand.New(rand.NewSource(37))
	out, _ := os.Create("corpus.ndjson")
	defer out.Close()
	enc := json.NewEncoder(out)
	enc.SetEscapeHTML(false)
	n := 0
	for n < 3000 {
		clean := n%3 == 2
		rec := build(r, clean)
		if !validate(rec) {
			continue
		}
		if rec.PII == nil {
			rec.PII = []PII{}
		}
		if rec.Keep == nil {
			rec.Keep = []string{}
		}
		enc.Encode(rec)
		n++
	}
}

func validate(rec Rec) bool {
	if rec.Clean != (len(rec.PII) == 0) || len(rec.PII) > 6 {
		return false
	}
	for _, k := range rec.Keep {
		if len(k) < 6 || !strings.Contains(rec.Q, k) {
			return false
		}
		for _, p := range rec.PII {
			if strings.Contains(k, p.V) || strings.Contains(p.V, k) {
				return false
			}
		}
	}
	for _, p := range rec.PII {
		if !strings.Contains(rec.Q, p.V) {
			return false
		}
		if p.F == "credit_card" && !luhnOK(onlyDigits(p.V)) {
			panic("luhn")
		}
	}
	return true
}
