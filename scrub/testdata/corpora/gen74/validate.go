package main

import (
	"fmt"
	"strings"
)

type span struct{ a, b int }

func occurrences(s, sub string) []span {
	var out []span
	if sub == "" {
		return out
	}
	for i := 0; ; {
		j := strings.Index(s[i:], sub)
		if j < 0 {
			return out
		}
		out = append(out, span{i + j, i + j + len(sub)})
		i += j + 1
	}
}

func inside(x span, spans []span) bool {
	for _, s := range spans {
		if s.a <= x.a && x.b <= s.b {
			return true
		}
	}
	return false
}

func overlaps(x, y span) bool { return x.a < y.b && y.a < x.b }

func covered(x span, spans []span) bool {
	for _, s := range spans {
		if overlaps(x, s) {
			return true
		}
	}
	return false
}

// validate checks the labels of one line and looks for personal values the
// template forgot to label.
func validate(rec Rec) error {
	q := rec.Q
	if rec.Clean && len(rec.PII) > 0 {
		return fmt.Errorf("clean line with pii")
	}
	if !rec.Clean && len(rec.PII) == 0 {
		return fmt.Errorf("pii line without pii")
	}
	var ps, ks []span
	for _, p := range rec.PII {
		ok := false
		for _, f := range families {
			ok = ok || f == p.F
		}
		if !ok {
			return fmt.Errorf("bad family %q", p.F)
		}
		if p.V == "" || !strings.Contains(q, p.V) {
			return fmt.Errorf("pii %q not in q", p.V)
		}
		if p.F == fC {
			d := onlyDigits(p.V)
			if !luhnOK(d) || !issuerOK(d) {
				return fmt.Errorf("card %q fails luhn/issuer", p.V)
			}
		}
		ps = append(ps, occurrences(q, p.V)...)
	}
	for _, k := range rec.Keep {
		if k == "" || !strings.Contains(q, k) {
			return fmt.Errorf("keep %q not in q", k)
		}
		for _, o := range occurrences(q, k) {
			if covered(o, ps) {
				return fmt.Errorf("keep %q overlaps pii", k)
			}
		}
		for _, o := range occurrences(q, k) {
			for _, k2 := range rec.Keep {
				if k2 != k && covered(o, occurrences(q, k2)) {
					return fmt.Errorf("keep %q overlaps keep %q", k, k2)
				}
			}
		}
		ks = append(ks, occurrences(q, k)...)
	}
	// Unlabelled look-ups: each hit must lie in a labelled value or a keep.
	for _, h := range heuristicHits(q) {
		if covered(h.s, ps) {
			continue
		}
		if h.strong || (h.what == "email" && !inside(h.s, ks)) || !covered(h.s, ks) {
			return fmt.Errorf("unlabelled %s %q", h.what, q[h.s.a:h.s.b])
		}
	}
	return nil
}

type hit struct {
	what   string
	s      span
	strong bool // may not hide in a keep string either
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }
func isAlnum(c byte) bool {
	return isDigit(c) || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
}

func heuristicHits(q string) []hit {
	var hs []hit
	// e-mail: local@domain.tld
	for i := 0; i < len(q); i++ {
		if q[i] != '@' {
			continue
		}
		a := i
		for a > 0 && (isAlnum(q[a-1]) || strings.IndexByte("._%+-", q[a-1]) >= 0) {
			a--
		}
		e := i + 1
		lastDot := -1
		for e < len(q) && (isAlnum(q[e]) || q[e] == '.' || q[e] == '-') {
			if q[e] == '.' {
				lastDot = e
			}
			e++
		}
		for e > i+1 && q[e-1] == '.' {
			e--
		}
		if a < i && lastDot > i+1 && lastDot < e-2 {
			tld := q[lastDot+1 : e]
			alpha := true
			for j := 0; j < len(tld); j++ {
				if !(tld[j] >= 'a' && tld[j] <= 'z' || tld[j] >= 'A' && tld[j] <= 'Z') {
					alpha = false
				}
			}
			if alpha {
				hs = append(hs, hit{"email", span{a, e}, false})
			}
		}
	}
	// digit runs with single space/dash/dot separators
	for i := 0; i < len(q); {
		if !isDigit(q[i]) || (i > 0 && isAlnum(q[i-1])) {
			i++
			continue
		}
		j := i
		var d []byte
		for j < len(q) {
			if isDigit(q[j]) {
				d = append(d, q[j])
				j++
				continue
			}
			if (q[j] == ' ' || q[j] == '-') && j+1 < len(q) && isDigit(q[j+1]) {
				j++
				continue
			}
			break
		}
		ds := string(d)
		if len(ds) >= 13 && len(ds) <= 19 && luhnOK(ds) && issuerOK(ds) {
			hs = append(hs, hit{"card", span{i, j}, true})
		}
		// SSN shape ddd-dd-dddd anywhere in the run
		run := q[i:j]
		for k := 0; k+11 <= len(run); k++ {
			c := run[k : k+11]
			if (k == 0 || !isDigit(run[k-1])) && (k+11 == len(run) || !isDigit(run[k+11])) && ssnShape(c) && ssnValid(onlyDigits(c)) {
				hs = append(hs, hit{"ssn", span{i + k, i + k + 11}, false})
			}
		}
		if j == i {
			j++
		}
		i = j
	}
	// '+' and 8-15 digits
	for i := 0; i+1 < len(q); i++ {
		if q[i] != '+' || !isDigit(q[i+1]) {
			continue
		}
		j := i + 1
		n := 0
		for j < len(q) && (isDigit(q[j]) || ((q[j] == ' ' || q[j] == '-' || q[j] == '.' || q[j] == '(' || q[j] == ')') && j+1 < len(q) && (isDigit(q[j+1]) || q[j+1] == '('))) {
			if isDigit(q[j]) {
				n++
			}
			j++
		}
		if n >= 8 && n <= 15 {
			hs = append(hs, hit{"phone", span{i, j}, false})
		}
	}
	// JWT
	for _, o := range occurrences(q, "eyJ") {
		e := o.a
		dots := 0
		for e < len(q) && (isAlnum(q[e]) || q[e] == '-' || q[e] == '_' || q[e] == '.') {
			if q[e] == '.' {
				dots++
			}
			e++
		}
		if dots >= 2 {
			hs = append(hs, hit{"jwt", span{o.a, e}, false})
		}
	}
	// issuer-prefixed secrets
	for _, p := range []string{"ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_", "glpat-", "gldt-", "glrt-", "xoxb-", "xoxp-", "xapp-", "sk_live_", "rk_live_", "whsec_", "AKIA", "ASIA", "AIza", "GOCSPX-", "ya29.", "npm_", "pypi-AgEI", "dckr_pat_", "shpat_", "shpss_", "ATATT3", "hvs.", "sk-proj-", "sk-ant-", "hf_", "dop_v1_", "lin_api_", "NRAK-", "PMAK-", "glsa_", "sntryu_", "EAAA", "sq0csp-", "SG."} {
		for _, o := range occurrences(q, p) {
			if o.a > 0 && isAlnum(q[o.a-1]) {
				continue
			}
			e := o.b
			for e < len(q) && (isAlnum(q[e]) || strings.IndexByte("-_.", q[e]) >= 0) {
				e++
			}
			if e-o.a >= 16 {
				hs = append(hs, hit{"secret " + p, span{o.a, e}, false})
			}
		}
	}
	// PEM private key: the body after a BEGIN line
	for _, o := range occurrences(q, "-----BEGIN ") {
		e := strings.Index(q[o.b:], "-----")
		if e < 0 || !strings.Contains(q[o.b:o.b+e], "PRIVATE KEY") {
			continue
		}
		i := o.b + e + 5
		for i < len(q) {
			if q[i] == '\n' || q[i] == ' ' || q[i] == '\r' {
				i++
			} else if strings.HasPrefix(q[i:], "\\n") {
				i += 2
			} else {
				break
			}
		}
		if i+16 <= len(q) {
			hs = append(hs, hit{"private key", span{i, i + 16}, true})
		}
	}
	return hs
}

func ssnShape(c string) bool {
	if len(c) != 11 || c[3] != '-' || c[6] != '-' {
		return false
	}
	for k := 0; k < 11; k++ {
		if k == 3 || k == 6 {
			continue
		}
		if !isDigit(c[k]) {
			return false
		}
	}
	return true
}

// ssnValid: SSA rules (area 001-665, 667-899; group and serial non-zero) or
// an ITIN (9XX with group 50-65, 70-88, 90-92, 94-99).
func ssnValid(d string) bool {
	if len(d) != 9 {
		return false
	}
	area := atoi(d[:3])
	grp := atoi(d[3:5])
	ser := atoi(d[5:])
	if grp == 0 || ser == 0 || area == 0 || area == 666 {
		return false
	}
	if area >= 900 {
		return (grp >= 50 && grp <= 65) || (grp >= 70 && grp <= 88) || (grp >= 90 && grp <= 92) || grp >= 94
	}
	return true
}

func atoi(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		n = n*10 + int(s[i]-'0')
	}
	return n
}

func onlyDigits(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if isDigit(s[i]) {
			b.WriteByte(s[i])
		}
	}
	return b.String()
}

func luhnOK(d string) bool {
	if len(d) < 2 {
		return false
	}
	sum := 0
	dbl := false
	for i := len(d) - 1; i >= 0; i-- {
		n := int(d[i] - '0')
		if dbl {
			n *= 2
			if n > 9 {
				n -= 9
			}
		}
		sum += n
		dbl = !dbl
	}
	return sum%10 == 0
}

// issuerOK tells whether d starts with the prefix of a card network that
// issues numbers of its length.
func issuerOK(d string) bool {
	n := len(d)
	p := func(k int) int { return atoi(d[:k]) }
	switch {
	case d[0] == '4':
		return n == 13 || n == 16 || n == 19
	case p(2) >= 51 && p(2) <= 55, p(4) >= 2221 && p(4) <= 2720:
		return n == 16
	case p(2) == 34 || p(2) == 37:
		return n == 15
	case p(4) == 6011, p(3) >= 644 && p(3) <= 649, p(2) == 65:
		return n >= 16 && n <= 19
	case p(3) >= 300 && p(3) <= 305, p(2) == 36, p(2) == 38, p(2) == 39:
		return n >= 14 && n <= 19
	case p(4) >= 3528 && p(4) <= 3589:
		return n >= 16 && n <= 19
	case p(2) == 62:
		return n >= 16 && n <= 19
	case p(4) >= 2200 && p(4) <= 2204:
		return n >= 16 && n <= 19
	case p(2) == 50, p(2) >= 56 && p(2) <= 69:
		return n >= 12 && n <= 19
	case p(4) == 9792:
		return n == 16
	case p(2) == 81 || p(2) == 82:
		return n == 16
	}
	return false
}
