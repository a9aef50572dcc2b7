// Command gen writes the boundary-case PII corpus c89.ndjson.
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"unicode/utf8"
)

type PII struct {
	F string `json:"f"`
	V string `json:"v"`
}

type Line struct {
	Q     string   `json:"q"`
	PII   []PII    `json:"pii"`
	Keep  []string `json:"keep"`
	Clean bool     `json:"clean"`
	Kind  string   `json:"kind"`
}

type Tpl struct {
	Kind string
	Text string
}

const open, shut = "⟦", "⟧"

// render expands the ⟦…⟧ markers of a template.
func render(t Tpl, clean bool) Line {
	ln := Line{Kind: t.Kind, Clean: clean, PII: []PII{}, Keep: []string{}}
	var b strings.Builder
	var last string
	add := func(f, v string) {
		b.WriteString(v)
		last = v
		for _, p := range ln.PII {
			if p.V == v {
				return
			}
		}
		ln.PII = append(ln.PII, PII{f, v})
	}
	keep := func(v string) {
		b.WriteString(v)
		for _, k := range ln.Keep {
			if k == v {
				return
			}
		}
		ln.Keep = append(ln.Keep, v)
	}
	s := t.Text
	for {
		i := strings.Index(s, open)
		if i < 0 {
			b.WriteString(s)
			break
		}
		b.WriteString(s[:i])
		s = s[i+len(open):]
		j := strings.Index(s, shut)
		if j < 0 {
			panic("unclosed marker in " + t.Kind)
		}
		tok := s[:j]
		s = s[j+len(shut):]
		name, arg, _ := strings.Cut(tok, ":")
		switch name {
		case "e":
			add("email", email())
		case "epct":
			v := email()
			v = strings.ReplaceAll(v, "+", "%2B")
			add("email", strings.Replace(v, "@", "%40", 1))
		case "eu":
			add("email", strings.Replace(email(), "@", `\u0040`, 1))
		case "efw":
			add("email", strings.Replace(email(), "@", "＠", 1))
		case "eat":
			v := email()
			at := strings.Index(v, "@")
			loc, dom := v[:at], v[at+1:]
			if r.Intn(2) == 0 {
				add("email", loc+pick("(at)", "[at]", "[@]", " {at} ")+dom)
			} else {
				add("email", loc+" [at] "+strings.ReplaceAll(dom, ".", " [dot] "))
			}
		case "xe": // e-mail split across a line break with a hyphen
			v := email()
			at := strings.Index(v, "@")
			dot := strings.Index(v[at:], ".") + at
			mid := at + 1 + (dot-at-1)/2
			if mid <= at+1 {
				mid = at + 2
			}
			add("email", v[:mid]+"-\n"+v[mid:])
		case "p":
			if arg == "" {
				arg = "any"
			}
			add("phone", phone(arg))
		case "pdig": // international number without its plus (wa.me links)
			v := phone("intl")
			add("phone", onlyDigits(v))
		case "pfw": // full-width digits and plus
			add("phone", fullwidth(phone(pick("jp", "cn", "kr"))))
		case "pnbsp": // no-break spaces between the groups
			add("phone", strings.ReplaceAll(phone(pick("fr", "de", "uk", "es", "it")), " ", "\u00a0"))
		case "p0": // +CC (0) national form
			v := pick("+49 (0)"+pick("170", "171", "176", "30", "89")+" "+digitsNZ(7), "+44 (0)7"+pick("7", "8", "9")+digits(2)+" "+digits(6), "+31 (0)6 "+digitsNZ(8), "+43 (0)664 "+digitsNZ(7))
			add("phone", uniq(func() string { return v }))
		case "eidn":
			add("email", uniq(func() string {
				return pick("müller", "jürgen.weiß", "zoë", "josé.muñoz", "françois") + digits(2) + "@" + pick("bücher.de", "grüße.at", "xn--bcher-kva.de", "correo.es", "über.example.de")
			}))
		case "eup":
			add("email", strings.ToUpper(email()))
		case "ent":
			add("email", strings.Replace(email(), "@", "&#64;", 1))
		case "ezw":
			add("email", strings.Replace(email(), "@", "\u200b@", 1))
		case "cdot":
			add("credit_card", strings.ReplaceAll(card("space"), " ", "."))
		case "cpct":
			add("credit_card", strings.ReplaceAll(card("space"), " ", "%20"))
		case "xj": // JWT continued after a backslash before its signature
			v := jwt()
			k := strings.LastIndex(v, ".")
			add("jwt", v[:k+1]+"\\\n"+v[k+1:])
		case "plast164":
			add("phone", "+"+onlyDigits(lastPhone))
		case "xp": // phone continued after a backslash
			v := phone("intl")
			if k := strings.LastIndex(v, " "); k >= 0 {
				add("phone", v[:k]+" \\\n"+v[k+1:])
			} else {
				k = len(v) / 2
				add("phone", v[:k]+"\\\n"+v[k:])
			}
		case "s":
			add("ssn", ssn("-"))
		case "ssp":
			add("ssn", ssn(pick(" ", ".")))
		case "sbare":
			add("ssn", ssn(""))
		case "itin":
			add("ssn", itin())
		case "c":
			add("credit_card", card(arg))
		case "xc":
			v := card("space")
			k := strings.Index(v, " ")
			k2 := strings.Index(v[k+1:], " ") + k + 1
			add("credit_card", v[:k2]+pick("-\n", " \\\n", "\n")+v[k2+1:])
		case "j":
			add("jwt", jwt())
		case "t":
			if arg == "" {
				add("bearer", anySecret())
			} else {
				add("bearer", secret(arg))
			}
		case "pw":
			add("bearer", secret("pw"))
		case "pem":
			add("bearer", pem())
		case "rep":
			b.WriteString(last)
		case "k":
			keep(keepValue(arg))
		case "K":
			keep(arg)
		case "bt":
			b.WriteString("`")
		case "name":
			b.WriteString(person())
		case "first":
			b.WriteString(first())
		case "n": // an unlabelled filler number
			b.WriteString(digitsNZ(len(arg)))
		default:
			panic("unknown marker " + tok + " in " + t.Kind)
		}
	}
	ln.Q = b.String()
	return ln
}

func fullwidth(s string) string {
	var b strings.Builder
	for _, c := range s {
		switch {
		case c >= '0' && c <= '9':
			b.WriteRune(c - '0' + '０')
		case c == '+':
			b.WriteRune('＋')
		case c == '-':
			b.WriteRune('－')
		default:
			b.WriteRune(c)
		}
	}
	return b.String()
}

// check enforces the corpus invariants; it returns an error describing the first violation.
func check(ln Line) error {
	if !utf8.ValidString(ln.Q) {
		return fmt.Errorf("invalid utf8")
	}
	if ln.Clean && len(ln.PII) > 0 {
		return fmt.Errorf("clean line with pii")
	}
	if !ln.Clean && len(ln.PII) == 0 {
		return fmt.Errorf("pii line without pii")
	}
	fams := map[string]bool{"email": true, "phone": true, "ssn": true, "jwt": true, "bearer": true, "credit_card": true}
	type span struct{ a, b int }
	var spans []span
	for _, p := range ln.PII {
		if !fams[p.F] {
			return fmt.Errorf("bad family %q", p.F)
		}
		if !strings.Contains(ln.Q, p.V) {
			return fmt.Errorf("pii %q not in q", p.V)
		}
		for off := 0; ; {
			i := strings.Index(ln.Q[off:], p.V)
			if i < 0 {
				break
			}
			spans = append(spans, span{off + i, off + i + len(p.V)})
			off += i + 1
		}
		if p.F == "credit_card" {
			d := onlyDigits(strings.ReplaceAll(p.V, "%20", " "))
			if !luhnOK(d) || len(d) < 13 || len(d) > 19 {
				return fmt.Errorf("card %q fails Luhn", p.V)
			}
		}
		if p.F == "ssn" {
			d := onlyDigits(p.V)
			if len(d) != 9 || d[:3] == "000" || d[:3] == "666" || d[3:5] == "00" || d[5:] == "0000" {
				return fmt.Errorf("bad ssn %q", p.V)
			}
			if d[0] == '9' {
				g := int(d[3]-'0')*10 + int(d[4]-'0')
				if !((g >= 50 && g <= 65) || (g >= 70 && g <= 88) || (g >= 90 && g <= 92) || g >= 94) {
					return fmt.Errorf("bad itin %q", p.V)
				}
			}
		}
		if p.F == "jwt" && !strings.HasPrefix(p.V, "eyJ") {
			return fmt.Errorf("bad jwt %q", p.V)
		}
	}
	for _, k := range ln.Keep {
		if k == "" || !strings.Contains(ln.Q, k) {
			return fmt.Errorf("keep %q not in q", k)
		}
		for off := 0; ; {
			i := strings.Index(ln.Q[off:], k)
			if i < 0 {
				break
			}
			a, b := off+i, off+i+len(k)
			for _, s := range spans {
				if a < s.b && s.a < b {
					return fmt.Errorf("keep %q overlaps pii", k)
				}
			}
			off += i + 1
		}
	}
	return nil
}

func main() {
	seen := map[string]bool{}
	for _, t := range append(append([]Tpl{}, piiTpls...), cleanTpls...) {
		if seen[t.Kind] {
			fmt.Fprintln(os.Stderr, "duplicate kind", t.Kind)
			os.Exit(1)
		}
		seen[t.Kind] = true
	}
	var out bytes.Buffer
	w := bufio.NewWriter(&out)
	pi, ci := 0, 0
	for i := 1; i <= 3000; i++ {
		clean := i%3 == 0
		var t Tpl
		if clean {
			t = cleanTpls[ci%len(cleanTpls)]
			ci++
		} else {
			t = piiTpls[pi%len(piiTpls)]
			pi++
		}
		var ln Line
		var err error
		for try := 0; try < 8; try++ {
			ln = render(t, clean)
			if err = check(ln); err == nil {
				break
			}
		}
		if err != nil {
			fmt.Fprintf(os.Stderr, "line %d (%s): %v\n", i, t.Kind, err)
			os.Exit(1)
		}
		enc := json.NewEncoder(w)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(ln); err != nil {
			panic(err)
		}
	}
	w.Flush()
	if n := bytes.Count(out.Bytes(), []byte("\n")); n != 3000 {
		fmt.Fprintln(os.Stderr, "line count", n)
		os.Exit(1)
	}
	if err := os.WriteFile("../c89.ndjson", out.Bytes(), 0o644); err != nil {
		panic(err)
	}
	fmt.Fprintf(os.Stderr, "wrote 3000 lines: %d pii kinds, %d clean kinds\n", len(piiTpls), len(cleanTpls))
}
