// Command check validates c55.ndjson: JSON shape, labels are substrings, keep
// strings do not overlap PII, counts, per-family shape checks, and a heuristic
// search for PII the labels missed.
package main

import (
	"bufio"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"net/url"
	"os"
	"regexp"
	"sort"
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
	Clean *bool    `json:"clean"`
	Kind  string   `json:"kind"`
}

func luhn(s string) bool {
	sum, alt := 0, false
	for i := len(s) - 1; i >= 0; i-- {
		d := int(s[i] - '0')
		if alt {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
		alt = !alt
	}
	return sum%10 == 0
}

func digits(s string) string {
	var b strings.Builder
	for _, c := range s {
		if c >= '0' && c <= '9' {
			b.WriteRune(c)
		} else if c >= '０' && c <= '９' {
			b.WriteRune(c - 0xFEE0)
		}
	}
	return b.String()
}

type span struct{ a, b int }

func occ(s, v string) []span {
	var out []span
	for off := 0; ; {
		j := strings.Index(s[off:], v)
		if j < 0 {
			return out
		}
		out = append(out, span{off + j, off + j + len(v)})
		off += j + 1
	}
}

func covered(sp span, spans []span) bool {
	for _, x := range spans {
		if x.a <= sp.a && sp.b <= x.b {
			return true
		}
	}
	return false
}

var (
	reEmail = regexp.MustCompile(`[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}`)
	reCard  = regexp.MustCompile(`\d(?:[ -]?\d){12,18}`)
	reSSN   = regexp.MustCompile(`\b\d{3}-\d{2}-\d{4}\b`)
	reJWT   = regexp.MustCompile(`eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*`)
	rePlus  = regexp.MustCompile(`\+\d[\d ().-]{7,}\d`)
)

func main() {
	path := "../c55.ndjson"
	if len(os.Args) > 1 {
		path = os.Args[1]
	}
	f, err := os.Open(path)
	if err != nil {
		panic(err)
	}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	n, clean, errs, warns := 0, 0, 0, 0
	fam := map[string]int{}
	kinds := map[string][2]int{}
	fail := func(ln int, msg string, a ...any) {
		errs++
		if errs < 40 {
			fmt.Printf("ERR line %d: %s\n", ln, fmt.Sprintf(msg, a...))
		}
	}
	warn := func(ln int, msg string, a ...any) {
		warns++
		if warns < 60 {
			fmt.Printf("WARN line %d: %s\n", ln, fmt.Sprintf(msg, a...))
		}
	}
	seen := map[string]bool{}
	for sc.Scan() {
		n++
		var r Rec
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			fail(n, "json: %v", err)
			continue
		}
		if r.Clean == nil || r.Kind == "" || r.Q == "" || r.PII == nil || r.Keep == nil {
			fail(n, "missing field")
			continue
		}
		if seen[r.Q] {
			fail(n, "duplicate q")
		}
		seen[r.Q] = true
		k := kinds[r.Kind]
		if *r.Clean {
			clean++
			k[1]++
			if len(r.PII) > 0 {
				fail(n, "clean with pii")
			}
		} else {
			k[0]++
			if len(r.PII) == 0 {
				fail(n, "not clean but no pii")
			}
		}
		kinds[r.Kind] = k
		if len(r.Keep) == 0 {
			fail(n, "no keep")
		}
		var pspans []span
		for _, p := range r.PII {
			fam[p.F]++
			switch p.F {
			case "email", "phone", "credit_card", "ssn", "jwt", "bearer":
			default:
				fail(n, "bad family %q", p.F)
			}
			o := occ(r.Q, p.V)
			if len(o) == 0 {
				fail(n, "pii not substring: %q", p.V)
			}
			pspans = append(pspans, o...)
			dv := p.V
			if u, err := url.QueryUnescape(p.V); err == nil {
				dv = u
			}
			d := digits(dv)
			switch p.F {
			case "credit_card":
				if !luhn(d) || len(d) < 13 || len(d) > 19 {
					fail(n, "card fails luhn/len: %q", p.V)
				}
			case "ssn":
				if len(d) != 9 || d[:3] == "000" || d[:3] == "666" || d[3:5] == "00" || d[5:] == "0000" {
					fail(n, "bad ssn shape %q", p.V)
				}
				if d[0] == '9' {
					g := (int(d[3]-'0'))*10 + int(d[4]-'0')
					if !((g >= 50 && g <= 65) || (g >= 70 && g <= 88) || (g >= 90 && g <= 92) || g >= 94) {
						fail(n, "bad itin group %q", p.V)
					}
				}
			case "jwt":
				parts := strings.Split(p.V, ".")
				h, err := base64.RawURLEncoding.DecodeString(parts[0])
				if len(parts) != 3 || err != nil || !strings.Contains(string(h), `"alg"`) {
					fail(n, "bad jwt %q", p.V)
				}
				if _, err := base64.RawURLEncoding.DecodeString(parts[1]); err != nil {
					fail(n, "bad jwt payload")
				}
			case "email":
				if !strings.Contains(p.V, "@") && !strings.Contains(p.V, "%40") {
					fail(n, "email without @ %q", p.V)
				}
			case "phone":
				if len(d) < 7 || len(d) > 15 {
					fail(n, "phone digits %d %q", len(d), p.V)
				}
			}
		}
		for _, kp := range r.Keep {
			o := occ(r.Q, kp)
			if len(o) == 0 {
				fail(n, "keep not substring: %q", kp)
			}
			for _, s := range o {
				for _, p := range pspans {
					if s.a < p.b && p.a < s.b {
						fail(n, "keep %q overlaps pii", kp)
					}
				}
			}
		}
		// heuristics for unlabelled PII
		for _, m := range reEmail.FindAllStringIndex(r.Q, -1) {
			if !covered(span{m[0], m[1]}, pspans) {
				warn(n, "[%s] unlabelled email-like %q", r.Kind, r.Q[m[0]:m[1]])
			}
		}
		for _, m := range reCard.FindAllStringIndex(r.Q, -1) {
			d := digits(r.Q[m[0]:m[1]])
			if (m[0] > 0 && isAlnum(r.Q[m[0]-1])) || (m[1] < len(r.Q) && isAlnum(r.Q[m[1]])) {
				continue
			}
			if len(d) >= 13 && len(d) <= 19 && luhn(d) && d[0] >= '2' && d[0] <= '6' && !covered(span{m[0], m[1]}, pspans) {
				warn(n, "[%s] unlabelled luhn run %q", r.Kind, r.Q[m[0]:m[1]])
			}
		}
		for _, m := range reSSN.FindAllStringIndex(r.Q, -1) {
			if !covered(span{m[0], m[1]}, pspans) {
				warn(n, "[%s] unlabelled ssn-shape %q", r.Kind, r.Q[m[0]:m[1]])
			}
		}
		for _, m := range reJWT.FindAllStringIndex(r.Q, -1) {
			if !covered(span{m[0], m[1]}, pspans) {
				warn(n, "[%s] unlabelled jwt %q", r.Kind, r.Q[m[0]:m[1]])
			}
		}
		for _, m := range rePlus.FindAllStringIndex(r.Q, -1) {
			if !covered(span{m[0], m[1]}, pspans) {
				warn(n, "[%s] unlabelled +number %q", r.Kind, r.Q[m[0]:m[1]])
			}
		}
	}
	fmt.Printf("lines=%d clean=%d errors=%d warnings=%d\n", n, clean, errs, warns)
	var fs []string
	for k := range fam {
		fs = append(fs, k)
	}
	sort.Strings(fs)
	for _, k := range fs {
		fmt.Printf("  %-12s %d\n", k, fam[k])
	}
	var ks []string
	for k := range kinds {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	fmt.Printf("kinds=%d\n", len(ks))
	if os.Getenv("KINDS") != "" {
		for _, k := range ks {
			fmt.Printf("  %-28s pii=%d clean=%d\n", k, kinds[k][0], kinds[k][1])
		}
	}
	if errs > 0 {
		os.Exit(1)
	}
}

func isAlnum(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}
