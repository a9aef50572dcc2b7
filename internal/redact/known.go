package redact

import (
	"cmp"
	"net/url"
	"slices"
	"strings"
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

// Known returns s with every occurrence of each secret replaced by Mask.
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
			s = strings.ReplaceAll(s, p, Mask)
		}
	}
	return s
}
