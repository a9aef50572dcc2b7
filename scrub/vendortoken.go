package scrub

import "strings"

// Vendor tokens: the secret credentials that services issue with a prefix
// of their own, so that secret scanners can tell them — GitHub's "ghp_…"
// and "github_pat_…", Slack's "xoxb-…", Stripe's secret keys "sk_live_…",
// OpenAI's "sk-proj-…", Anthropic's "sk-ant-…", npm's, Hugging Face's,
// Shopify's. Each is presented as a bearer credential (after "Bearer", or
// in its own header), so a query that pastes one into a config, a shell
// history or an env file loses it as it would after the header: family
// Bearer, the whole token replaced.
//
// A token is its prefix at the start of a word, then a body of the
// vendor's alphabet and length up to a byte outside that alphabet. A body
// that says it is an example or a placeholder ("ghp_xxxxxxxx…",
// "xoxb-your-token-here") stays. So do what is no bearer secret: publishable
// keys ("pk_live_…", meant to be public), AWS access key ids ("AKIA…", an
// identifier; the secret key beside it has no prefix), Google's browser
// API keys ("AIza…", embedded in web pages), webhook signing secrets
// ("whsec_…", never sent), which corpora keep as what must stay.

// Body alphabets.
const (
	tokAlnum = iota // A-Z a-z 0-9
	tokWord         // and _
	tokURL          // and _ -
)

type vendorToken struct {
	prefix   string
	body     uint8
	min, max int // the body's length
}

// vendorTokens lists the tokens. Each is found from one byte of its prefix
// (vendorScans).
var vendorTokens = []vendorToken{
	{"ghp_", tokAlnum, 36, 40}, {"gho_", tokAlnum, 36, 40}, {"ghu_", tokAlnum, 36, 40},
	{"ghs_", tokAlnum, 36, 40}, {"ghr_", tokAlnum, 36, 40}, {"github_pat_", tokWord, 22, 255},
	{"npm_", tokAlnum, 36, 36}, {"hf_", tokAlnum, 30, 40},
	{"shpat_", tokAlnum, 32, 32}, {"shpss_", tokAlnum, 32, 32}, {"shpca_", tokAlnum, 32, 32}, {"shppa_", tokAlnum, 32, 32},
	{"sk_live_", tokAlnum, 16, 255}, {"rk_live_", tokAlnum, 16, 255},
	{"xoxb-", tokURL, 10, 255}, {"xoxp-", tokURL, 10, 255}, {"xoxa-", tokURL, 10, 255},
	{"xoxr-", tokURL, 10, 255}, {"xoxs-", tokURL, 10, 255}, {"xoxe-", tokURL, 10, 255}, {"xapp-", tokURL, 10, 255},
	{"sk-proj-", tokURL, 20, 255}, {"sk-ant-", tokURL, 20, 255}, {"sk-svcacct-", tokURL, 20, 255},
}

// A vendorScan finds the tokens whose prefixes hold its byte c: a
// candidate is c with the two bytes at q+d1 and q+d2 a pair of one of
// those prefixes. Looking at a pair, not one byte, keeps text that crowds
// c with other bytes ("a_a_a_…", "xxxx…") to a few instructions a byte.
type vendorScan struct {
	c      byte
	d1, d2 int
	pairs  pairSet
	tokens []scanToken
}

// scanToken is a token, the offset of its scan's byte in its prefix, the
// pair of bytes the scan looks at and the prefix's (up to) two bytes after
// the scan's: most candidates are turned away on these bytes without a
// compare.
type scanToken struct {
	t      *vendorToken
	off    int
	p1, p2 byte
	after  string
}

// vendorScans look from bytes that are rare in text, numbers and
// PII-dense text included: a prefix's '_' with the two bytes before it;
// Slack's 'x' ("xoxb-", "xapp-") with the two after; the 'k' of "sk-" with
// the bytes on either side. Each scan is a pass of strings.IndexByte over
// the text; prefixes that only common bytes would find (GitLab's
// "glpat-", Google's "ya29.", which their owners send after "Bearer") are
// left to the other matchers.
var vendorScans = [...]*vendorScan{{c: '_', d1: -2, d2: -1}, {c: 'x', d1: 1, d2: 2}, {c: 'k', d1: -1, d2: 1}}

func init() {
	for i := range vendorTokens {
		t := &vendorTokens[i]
		p := t.prefix
		for _, v := range vendorScans {
			off := strings.IndexByte(p, v.c)
			if off < 0 || off+v.d1 < 0 || off+v.d2 >= len(p) {
				continue
			}
			v.pairs.add(p[off+v.d1], p[off+v.d2])
			v.tokens = append(v.tokens, scanToken{t: t, off: off, p1: p[off+v.d1], p2: p[off+v.d2], after: p[off+1 : min(off+3, len(p))]})
			break
		}
	}
}

// afterIs reports s[i:] starting with the zero to two bytes of a.
func afterIs(s string, i int, a string) bool {
	switch len(a) {
	case 0:
		return true
	case 1:
		return i < len(s) && s[i] == a[0]
	}
	return i+1 < len(s) && s[i] == a[0] && s[i+1] == a[1]
}

// pairSet is a set of byte pairs, a bit each.
type pairSet [256 * 256 / 8]uint8

func (ps *pairSet) add(a, b byte) { i := uint(a)<<8 | uint(b); ps[i>>3] |= 1 << (i & 7) }
func (ps *pairSet) has(a, b byte) bool {
	i := uint(a)<<8 | uint(b)
	return ps[i>>3]&(1<<(i&7)) != 0
}

// next returns the first candidate at or after p, or -1. strings.IndexByte
// finds the next c; where c crowds together it is read by hand, without a
// call.
func (v *vendorScan) next(s string, p int) int {
	hi := len(s) - max(v.d2, 0)
	for q := max(p, -min(v.d1, 0)); q < hi; q++ {
		if s[q] != v.c {
			if q+1 < hi && s[q+1] == v.c {
				q++
			} else {
				k := strings.IndexByte(s[q:hi], v.c)
				if k < 0 {
					return -1
				}
				q += k
			}
		}
		if v.pairs.has(s[q+v.d1], s[q+v.d2]) {
			return q
		}
	}
	return -1
}

// findVendorTokens appends the vendor tokens in s to fs. It reports
// whether s holds any of the prefixes, whatever is around them: the
// anchor of the re-check, which a marker cannot make (the prefixes hold no
// bracket), though it can set one apart from the byte that glued it to a
// word before.
func findVendorTokens(s string, fs []Finding) ([]Finding, bool) {
	seen := false
	for _, v := range vendorScans {
		for p := 0; ; {
			q := v.next(s, p)
			if q < 0 {
				break
			}
			p = q + 1
			a1, a2 := s[q+v.d1], s[q+v.d2]
			for i := range v.tokens {
				st := &v.tokens[i]
				if a1 != st.p1 || a2 != st.p2 || !afterIs(s, q+1, st.after) {
					continue
				}
				start := q - st.off
				if start < 0 || !strings.HasPrefix(s[start:], st.t.prefix) {
					continue
				}
				seen = true
				if start > 0 && class[s[start-1]]&cB64URL != 0 {
					break // inside a word or an identifier ("ghp_ghp_…" but its first)
				}
				if f, ok := vendorTokenAt(s, start, st.t); ok {
					fs = append(fs, f)
					p = f.End
				}
				break
			}
		}
	}
	return fs, seen
}

// vendorTokenAt reads the token t whose prefix starts at s[p].
func vendorTokenAt(s string, p int, t *vendorToken) (Finding, bool) {
	if p > 0 && class[s[p-1]]&cB64URL != 0 {
		return Finding{}, false // inside a word or an identifier
	}
	b := p + len(t.prefix)
	e := b
	for e < len(s) && e-b <= t.max && tokenByte(s[e], t.body) {
		e++
	}
	if e-b < t.min || e-b > t.max || e < len(s) && class[s[e]]&cB64URL != 0 {
		return Finding{}, false
	}
	if placeholderBody(s[b:e]) {
		return Finding{}, false
	}
	return Finding{Family: Bearer, Start: p, End: e}, true
}

func tokenByte(c byte, body uint8) bool {
	switch body {
	case tokAlnum:
		return isAlnum(c)
	case tokWord:
		return isAlnum(c) || c == '_'
	}
	return class[c]&cB64URL != 0 // tokURL
}

// placeholderBody reports a body written as an example: it says so or
// asks for the real one ("xoxb-your-token-here", "…EXAMPLE…"), repeats one
// character eight times ("ghp_xxxxxxxx…"), or holds no digit, which no
// random body of these lengths lacks.
func placeholderBody(b string) bool {
	var low [64]byte
	n := copy(low[:], b)
	for i, c := range low[:n] {
		if isUpper(c) {
			low[i] = c + 'a' - 'A'
		}
	}
	l := string(low[:n])
	for _, w := range placeholderWords {
		if strings.Contains(l, w) {
			return true
		}
	}
	run, digit := 1, false
	for i := 0; i < len(b); i++ {
		digit = digit || isDigit(b[i])
		if i > 0 && b[i] == b[i-1] {
			if run++; run >= 8 {
				return true
			}
		} else {
			run = 1
		}
	}
	return !digit
}

// placeholderWords are what docs write in a token's place, in lower case
// (looked for in the body's first 64 bytes).
var placeholderWords = []string{"example", "your", "here", "placeholder", "dummy", "fake", "redacted", "insert", "xxxx"}
