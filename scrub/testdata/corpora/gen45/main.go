package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
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
	Clean bool     `json:"clean"`
	Kind  string   `json:"kind"`
}

type B struct {
	clean bool
	L     *Loc
	pii   []PII
	keep  []string
}

func (b *B) P(f, v string) string {
	if b.clean {
		panic("PII in clean template: " + v)
	}
	b.pii = append(b.pii, PII{f, v})
	return v
}
func (b *B) K(v string) string { b.keep = append(b.keep, v); return v }

func (b *B) phoneL(l *Loc) string {
	if b.clean {
		return maskPhone()
	}
	return b.P("phone", l.phone())
}
func (b *B) phone() string  { return b.phoneL(b.L) }
func (b *B) plabel() string { return pl(b.L.plabels) }
func (b *B) emailP(p person) string {
	if b.clean {
		return maskEmail()
	}
	return b.P("email", b.L.email(p))
}
func (b *B) bizEmail() string {
	if b.clean {
		return maskEmail()
	}
	return b.P("email", bizEmail())
}
func (b *B) card() (string, string) {
	c := newCard(b.L.code)
	if b.clean {
		return pick("**** **** **** ", "•••• ", "XXXX-XXXX-XXXX-", "ending in ", "x") + rd(4), c.brand
	}
	return b.P("credit_card", c.shown), c.brand
}
func (b *B) ssn() string {
	if b.clean {
		return pick("***-**-", "XXX-XX-", "xxx-xx-", "•••-••-") + fmt.Sprintf("%04d", rng(1, 9999))
	}
	a, g, s := ssnParts()
	return b.P("ssn", fmtSSN(a, g, s))
}
func (b *B) itin() string {
	if b.clean {
		return "9XX-XX-" + fmt.Sprintf("%04d", rng(1, 9999))
	}
	a, g, s := itinParts()
	return b.P("ssn", fmtSSN(a, g, s))
}
func fmtSSN(a, g, s string) string {
	switch r.IntN(10) {
	case 7:
		return a + " " + g + " " + s
	case 8:
		return a + g + s
	default:
		return a + "-" + g + "-" + s
	}
}
func (b *B) tokenOf(t tok) string {
	if b.clean {
		return placeholderTok(t.kind)
	}
	return b.P("bearer", t.v)
}
func (b *B) jwt(iss, sub string) string {
	if b.clean {
		return pick("<session-token>", "eyJhbGciOiJIUzI1NiJ9...", "$SESSION_TOKEN", "{{id_token}}", "[JWT omitted]")
	}
	return b.P("jwt", newJWT(iss, sub))
}

func maskPhone() string {
	return pick("(***) ***-"+rd(4), "+49 *** ****"+rd(2), "••• ••• •"+rd(2), "[phone hidden]", "xxx-xxx-"+rd(4), "(on file)", "ending in "+rd(2), "+44 ***** ***"+rd(3), "[número oculto]", "***-****-"+rd(4))
}
func maskEmail() string {
	return pick("[email hidden]", "(hidden by marketplace)", "m•••@gmail.com", "[masked]", "buyer-email-on-file", "(see account)", "j****@****.com", "[correo oculto]")
}
func placeholderTok(kind string) string {
	switch kind {
	case "shopify", "shopify_ss":
		return pick("shpat_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "<SHOPIFY_ACCESS_TOKEN>", "${SHOPIFY_TOKEN}")
	case "stripe", "stripe_rk":
		return pick("sk_live_...", "sk_live_xxxxxxxxxxxxxxxxxxxxxxxx", "${STRIPE_SECRET_KEY}", "<your secret key>")
	case "woo_ck", "woo_cs":
		return pick("ck_xxxxxxxxxxxxxxxx", "cs_...", "{{consumer_secret}}")
	case "whsec":
		return pick("whsec_...", "whsec_xxxxxxxxxxxxxxxxxxxx")
	}
	return pick("<ACCESS_TOKEN>", "$TOKEN", "YOUR_API_KEY", "{{access_token}}", "[REDACTED]", "********", "xxxxxxxxxxxxxxxx", "<paste token here>")
}

type tmpl struct {
	kind  string
	fn    func(b *B) string
	clean bool // can produce clean
	pii   bool // can produce PII
	w     int
}

func main() {
	var out bytes.Buffer
	enc := json.NewEncoder(&out)
	enc.SetEscapeHTML(false)
	seen := map[string]bool{}
	var cleanT, piiT []tmpl
	for _, t := range templates {
		for i := 0; i < max(t.w, 1); i++ {
			if t.clean {
				cleanT = append(cleanT, t)
			}
			if t.pii {
				piiT = append(piiT, t)
			}
		}
	}
	counts := map[string]int{}
	fails := map[string]int{}
	fam := map[string]int{}
	var recs []Rec
	for i := 0; i < 3000; i++ {
		clean := i%3 == 2
		for attempt := 0; ; attempt++ {
			if attempt > 200 {
				panic("too many attempts")
			}
			var t tmpl
			if clean {
				t = pl(cleanT)
			} else {
				t = pl(piiT)
			}
			b := &B{clean: clean, L: pl(locs)}
			q := t.fn(b)
			rec := Rec{Q: q, PII: b.pii, Keep: dedupe(b.keep), Clean: clean, Kind: t.kind}
			if rec.PII == nil {
				rec.PII = []PII{}
			}
			if !clean && len(rec.PII) == 0 {
				continue
			}
			if err := validate(&rec); err != "" {
				fails[t.kind+": "+strings.SplitN(err, " ", 4)[0]+" "+strings.SplitN(err+" x x", " ", 4)[1]+" "+strings.SplitN(err+" x x", " ", 4)[2]]++
				continue
			}
			if seen[q] {
				continue
			}
			seen[q] = true
			recs = append(recs, rec)
			counts[t.kind]++
			for _, p := range rec.PII {
				fam[p.F]++
			}
			break
		}
	}
	for _, rec := range recs {
		enc.Encode(rec)
	}
	if err := os.WriteFile("../c45.ndjson", out.Bytes(), 0o644); err != nil {
		panic(err)
	}
	var ks []string
	for k := range counts {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	for _, k := range ks {
		fmt.Fprintf(os.Stderr, "%s=%d ", k, counts[k])
	}
	for k, v := range fails {
		if os.Getenv("FAILS") != "" {
			fmt.Fprintln(os.Stderr, k, v)
		}
	}
	fmt.Fprintf(os.Stderr, "\nkinds=%d families=%v\n", len(ks), fam)
}

func dedupe(xs []string) []string {
	out := []string{}
	seen := map[string]bool{}
	for _, x := range xs {
		if x == "" || seen[x] {
			continue
		}
		seen[x] = true
		out = append(out, x)
	}
	return out
}

func overlaps(q, a, b string) bool {
	for i := 0; ; {
		j := strings.Index(q[i:], a)
		if j < 0 {
			return false
		}
		as, ae := i+j, i+j+len(a)
		for k := 0; ; {
			m := strings.Index(q[k:], b)
			if m < 0 {
				break
			}
			bs, be := k+m, k+m+len(b)
			if as < be && bs < ae {
				return true
			}
			k = bs + 1
		}
		i = as + 1
	}
}

func validate(rec *Rec) string {
	q := rec.Q
	var cards []string
	for _, p := range rec.PII {
		if !strings.Contains(q, p.V) {
			return "pii not in q: " + p.V
		}
		switch p.F {
		case "credit_card":
			if !cardLike(onlyDigits(p.V)) {
				return "bad card " + p.V
			}
			cards = append(cards, p.V)
		case "ssn":
			if ok, why := validSSN(p.V); !ok {
				return "bad ssn " + why
			}
		}
		for _, p2 := range rec.PII {
			if p2.V != p.V && strings.Contains(p2.V, p.V) {
				return "nested pii"
			}
		}
	}
	// drop keeps that overlap PII or are not in q
	var keep []string
	for _, k := range rec.Keep {
		if !strings.Contains(q, k) {
			return "keep not in q: " + k
		}
		bad := false
		for _, p := range rec.PII {
			if overlaps(q, k, p.V) {
				bad = true
			}
		}
		if !bad {
			keep = append(keep, k)
		}
	}
	if len(keep) > 6 {
		keep = keep[:6]
	}
	rec.Keep = keep
	if len(keep) == 0 {
		return "no keep"
	}
	if c := unlabelledCard(q, cards); c != "" {
		return "unlabelled card-like " + c
	}
	for _, m := range reSSN.FindAllStringSubmatch(q, -1) {
		if ok, _ := validSSN(m[1]); ok {
			found := false
			for _, p := range rec.PII {
				if strings.Contains(p.V, m[1]) {
					found = true
				}
			}
			if !found {
				return "unlabelled ssn-like " + m[1]
			}
		}
	}
	return ""
}
