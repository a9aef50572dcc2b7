package main

import (
	"fmt"
	"math/rand"
	"net/url"
	"strings"
)

type Seg struct {
	S    string
	Fam  string
	Keep bool
}

type B struct{ segs []Seg }

func (b *B) t(s string) *B { b.segs = append(b.segs, Seg{S: s}); return b }
func (b *B) tf(f string, a ...any) *B {
	return b.t(fmt.Sprintf(f, a...))
}
func (b *B) p(fam, v string) *B { b.segs = append(b.segs, Seg{S: v, Fam: fam}); return b }
func (b *B) k(v string) *B {
	b.segs = append(b.segs, Seg{S: v, Keep: len(v) >= 6})
	return b
}
func (b *B) v(f F) *B { // a field value
	if f.Fam != "" {
		return b.p(f.Fam, f.V)
	}
	if f.Keep {
		return b.k(f.V)
	}
	return b.t(f.V)
}
func (b *B) embed(in *B, tr func(string) string) *B {
	for _, s := range in.segs {
		b.segs = append(b.segs, Seg{S: tr(s.S), Fam: s.Fam, Keep: s.Keep})
	}
	return b
}

var jsonEsc = strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", `\n`, "\t", `\t`).Replace

func id(s string) string { return s }

// F is one field of a record.
type F struct {
	K    string
	V    string
	Fam  string
	Num  bool
	Keep bool
}

var famKeys = map[string][]string{
	"email":       {"email", "user_email", "contact_email", "customerEmail", "billing_email", "emailAddress", "reply_to", "owner_email"},
	"phone":       {"phone", "phone_number", "mobile", "tel", "contact_phone", "phoneNumber", "msisdn", "sms_to", "callback_number"},
	"ssn":         {"ssn", "social_security_number", "tax_id", "ssn_full", "taxpayer_id"},
	"credit_card": {"card_number", "pan", "cc_number", "cardNumber", "payment_card", "card"},
	"jwt":         {"id_token", "access_token", "jwt", "session_token", "assertion"},
	"bearer":      {"api_key", "token", "secret", "credential", "auth_token"},
}

func famWeights(r *rand.Rand) string {
	x := r.Intn(100)
	switch {
	case x < 32:
		return "email"
	case x < 62:
		return "phone"
	case x < 74:
		return "ssn"
	case x < 86:
		return "credit_card"
	case x < 93:
		return "jwt"
	default:
		return "bearer"
	}
}

func piiField(r *rand.Rand, fam string) F {
	f := F{K: pick(r, famKeys[fam]), Fam: fam}
	switch fam {
	case "email":
		f.V = email(r)
	case "phone":
		f.V = phone(r, r.Intn(10) < 3)
	case "ssn":
		f.V = ssn(r)
		if r.Intn(10) == 0 && (f.K == "ssn" || f.K == "social_security_number") {
			f.V = strings.ReplaceAll(f.V, "-", "")
		}
	case "credit_card":
		f.V = card(r)
	case "jwt":
		f.V = jwt(r)
	case "bearer":
		f.V, _ = vendorSecret(r)
	}
	return f
}

func safeField(r *rand.Rand) F {
	switch r.Intn(22) {
	case 0:
		return F{K: "user_id", V: numID(r), Num: true, Keep: true}
	case 1:
		return F{K: "request_id", V: uuid(r), Keep: true}
	case 2:
		return F{K: "trace_id", V: traceID(r), Keep: true}
	case 3:
		return F{K: "span_id", V: spanID(r), Keep: true}
	case 4:
		return F{K: "created_at", V: iso(r), Keep: true}
	case 5:
		return F{K: pick(r, []string{"ts", "timestamp", "updated"}), V: epochS(r), Num: true, Keep: true}
	case 6:
		return F{K: "ts_ms", V: epochMs(r), Num: true, Keep: true}
	case 7:
		return F{K: "time_unix_nano", V: epochNs(r), Num: true, Keep: true}
	case 8:
		return F{K: "duration_ms", V: fmt.Sprint(r.Intn(90000) + 100), Num: true, Keep: true}
	case 9:
		return F{K: pick(r, []string{"client_version", "sdk_version", "app_version"}), V: version(r), Keep: true}
	case 10:
		return F{K: "amount_cents", V: fmt.Sprint(100000 + r.Intn(9000000)), Num: true, Keep: true}
	case 11:
		return F{K: "ssn_masked", V: maskedSSN(r), Keep: true}
	case 12:
		return F{K: "phone_masked", V: maskedPhone(r), Keep: true}
	case 13:
		return F{K: "card_masked", V: maskedCard(r), Keep: true}
	case 14:
		return F{K: "client_ip", V: ipv4(r), Keep: true}
	case 15:
		return F{K: "upstream", V: ipv4(r) + ":" + fmt.Sprint(pick(r, []int{8080, 5432, 6379, 9200, 443, 3000, 50051})), Keep: true}
	case 16:
		return F{K: "sha256", V: sha(r, 64), Keep: true}
	case 17:
		return F{K: pick(r, []string{"account_id", "customer_id", "order_id", "ticket_id"}), V: numID(r), Num: true, Keep: true}
	case 18:
		return F{K: "total_tokens", V: fmt.Sprint(100000 + r.Intn(900000)), Num: true, Keep: true}
	case 19:
		return F{K: pick(r, []string{"order_ref", "event_id", "run_id"}), V: reqID(r), Keep: true}
	case 20:
		return F{K: "commit", V: sha(r, 40), Keep: true}
	default:
		return F{K: "session_id", V: uuid(r), Keep: true}
	}
}

// record: n PII fields (0 for clean) mixed with 2-5 safe fields
func record(r *rand.Rand, n int) []F {
	var fs []F
	for i := 0; i < n; i++ {
		fs = append(fs, piiField(r, famWeights(r)))
	}
	ns := 2 + r.Intn(4)
	for i := 0; i < ns; i++ {
		fs = append(fs, safeField(r))
	}
	r.Shuffle(len(fs), func(i, j int) { fs[i], fs[j] = fs[j], fs[i] })
	// dedupe keys
	seen := map[string]int{}
	for i := range fs {
		k := fs[i].K
		if c := seen[k]; c > 0 {
			fs[i].K = fmt.Sprintf("%s_%d", k, c+1)
		}
		seen[k]++
	}
	return fs
}

func npii(r *rand.Rand) int {
	return pick(r, []int{1, 1, 1, 2, 2, 2, 3, 3, 4, 5, 6})
}

// ---- serialisers

func jsonObj(fs []F, indent string) *B {
	b := &B{}
	b.t("{")
	for i, f := range fs {
		if i > 0 {
			b.t(",")
		}
		if indent != "" {
			b.t("\n" + indent)
		}
		b.tf(`"%s":`, f.K)
		if indent != "" {
			b.t(" ")
		}
		if f.Num {
			b.v(f)
		} else {
			b.t(`"`).v(f).t(`"`)
		}
	}
	if indent != "" {
		b.t("\n")
	}
	b.t("}")
	return b
}

func pyRepr(fs []F) *B {
	b := &B{}
	b.t("{")
	for i, f := range fs {
		if i > 0 {
			b.t(", ")
		}
		b.tf(`'%s': `, f.K)
		if f.Num {
			b.v(f)
		} else {
			b.t(`'`).v(f).t(`'`)
		}
	}
	return b.t("}")
}

func logfmtLine(b *B, fs []F) {
	for i, f := range fs {
		if i > 0 {
			b.t(" ")
		}
		b.t(f.K + "=")
		if strings.ContainsAny(f.V, " ()") {
			b.t(`"`).v(f).t(`"`)
		} else {
			b.v(f)
		}
	}
}

// url encoding of a field value: label the encoded form
func encField(f F, pathStyle bool) F {
	if pathStyle {
		f.V = strings.ReplaceAll(url.QueryEscape(f.V), "+", "%20")
	} else {
		f.V = url.QueryEscape(f.V)
	}
	if f.Fam == "" && len(f.V) < 6 {
		f.Keep = false
	}
	return f
}
