package redact

import (
	"cmp"
	"net/url"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Passwords returns the passwords a database URL or DSN carries, each as
// written in conn and as decoded (percent-encoding, DSN quoting), so that
// Known can remove them from text a driver built around them: a driver may
// echo a password outside any URL ("password authentication failed ...
// s3cr@t"). A URL that net/url parses also gives its passwords as net/url
// reads them. Nil when conn holds none.
func Passwords(conn string) []string {
	var out []string
	add := func(p string) {
		if p != "" && !slices.Contains(out, p) {
			out = append(out, p)
		}
	}
	if u, err := url.Parse(conn); err == nil && u.Scheme != "" {
		if p, ok := u.User.Password(); ok {
			add(p)
			add(strings.TrimPrefix(u.User.String(), u.User.Username()+":"))
		}
		for k, vs := range u.Query() {
			if isSecretKey(k) {
				for _, v := range vs {
					add(v)
				}
			}
		}
	}
	for _, sp := range urlSpans(conn) {
		raw := conn[sp.from:sp.to]
		add(raw)
		if v, ok := unquote(raw); ok {
			add(v)
		}
		if v, err := url.PathUnescape(raw); err == nil {
			add(v)
		}
		if v, err := url.QueryUnescape(raw); err == nil {
			add(v)
		}
	}
	return out
}

// unquote reads a DSN value quoted with ' and backslash escapes; an
// unterminated one runs to the end.
func unquote(raw string) (string, bool) {
	if raw == "" || raw[0] != '\'' {
		return "", false
	}
	var b strings.Builder
	for j := 1; j < len(raw); j++ {
		switch c := raw[j]; {
		case c == '\\' && j+1 < len(raw):
			j++
			b.WriteByte(raw[j])
		case c == '\'':
			return b.String(), true
		default:
			b.WriteByte(c)
		}
	}
	return b.String(), true
}

// Known returns s with each secret replaced by Mask. A secret inside a
// longer word is masked with the whole word: the password "probe" turns the
// user "probesu" and the database "probe_brain" into Mask too, since
// "***su" would hint at the password and "probesu" would print it. A
// secret's edge that is itself no letter, digit or '_' needs no boundary
// ("!pw!" is masked alone in "x!pw!y"). A secret of fewer than four bytes
// is masked only where it stands alone: it is inside ordinary words ("p"
// in "postgres"), where masking would make every message unreadable and
// hide nothing that could not be guessed. Where a password stands in a URL
// or DSN, Text masks it structurally, whatever surrounds it.
//
// Longer secrets go first, so a secret inside a longer one cannot leave the
// rest of the longer one showing. Empty secrets are ignored.
func Known(s string, secrets ...string) string {
	if len(secrets) == 0 || s == "" {
		return s
	}
	sorted := slices.Clone(secrets)
	slices.SortStableFunc(sorted, func(a, b string) int { return cmp.Compare(len(b), len(a)) })
	for _, p := range sorted {
		if p != "" {
			s = maskSecret(s, p)
		}
	}
	return s
}

// minInWord is the shortest secret masked inside a longer word.
const minInWord = 4

// maskSecret replaces the occurrences of p in s with Mask: alone where p
// stands as a whole, with the word around it where it does not (Known).
func maskSecret(s, p string) string {
	first, _ := utf8.DecodeRuneInString(p)
	last, _ := utf8.DecodeLastRuneInString(p)
	var b strings.Builder
	done := 0
	for from := 0; ; {
		i := strings.Index(s[from:], p)
		if i < 0 {
			break
		}
		i += from
		j := i + len(p)
		before, _ := utf8.DecodeLastRuneInString(s[:i])
		after, _ := utf8.DecodeRuneInString(s[j:])
		inLeft := i > 0 && isWordRune(first) && isWordRune(before)
		inRight := j < len(s) && isWordRune(last) && isWordRune(after)
		if inLeft || inRight {
			if len(p) < minInWord {
				from = i + 1
				continue
			}
			// The whole word: back and forth over word runes.
			for inLeft && i > done {
				r, w := utf8.DecodeLastRuneInString(s[:i])
				if !isWordRune(r) {
					break
				}
				i -= w
			}
			for inRight && j < len(s) {
				r, w := utf8.DecodeRuneInString(s[j:])
				if !isWordRune(r) {
					break
				}
				j += w
			}
		}
		b.WriteString(s[done:i])
		b.WriteString(Mask)
		done, from = j, j
	}
	if done == 0 {
		return s
	}
	b.WriteString(s[done:])
	return b.String()
}

func isWordRune(r rune) bool {
	return r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r)
}
