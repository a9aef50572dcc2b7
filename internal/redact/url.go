package redact

import (
	"net/url"
	"sort"
	"strings"
)

// Mask replaces every secret this package hides. One string everywhere, so
// scripts and people can grep for it.
const Mask = "***"

// URL returns s, a database URL or DSN, with every password replaced by
// Mask, so the result is safe to print or log. It handles URLs
// (postgres://user:pw@host/db, and a password=/sslpassword= query parameter)
// and key=value DSNs (host=h password='p w'), and it never leaks when s does
// not parse: an unescaped '@', '/', '?', '#' or '&' inside a password makes
// it mask more, never less. Strings without a password come back unchanged.
//
// s is read as one connection string; for free text holding URLs use Text.
func URL(s string) string {
	return hide(s, urlSpans(s))
}

// HasPassword reports whether s (a database URL or DSN) carries a non-empty
// password, by the same reading URL uses.
func HasPassword(s string) bool {
	return len(urlSpans(s)) > 0
}

// span is a byte range [from, to) of s that holds a secret.
type span struct{ from, to int }

// urlSpans finds the password spans by both readings (userinfo and
// key=value) on the original string, so neither reading can hide a secret
// from the other.
func urlSpans(s string) []span {
	spans := keyValueSpans(s)
	u := s
	if !strings.Contains(s, "://") && len(spans) > 0 {
		// A key=value DSN: an '@' or ':' inside its password is not a
		// userinfo's, and read as one it took the IPv6 host before it
		// for a user ("host=::1 … password='p@ss:w'" became "host=:***",
		// hiding which database a message is about). Read the userinfo
		// on the text outside the password values.
		u = blankSpans(s, spans)
	}
	if sp, ok := userinfoSpan(u); ok {
		spans = append(spans, sp)
	}
	return spans
}

// blankSpans is s with the bytes of spans replaced by '_', offsets kept.
func blankSpans(s string, spans []span) string {
	b := []byte(s)
	for _, sp := range spans {
		for i := sp.from; i < sp.to; i++ {
			b[i] = '_'
		}
	}
	return string(b)
}

// hide replaces the union of spans (in any order, possibly overlapping)
// with Mask. It sorts spans in place.
func hide(s string, spans []span) string {
	if len(spans) == 0 {
		return s
	}
	sort.Slice(spans, func(i, j int) bool { return spans[i].from < spans[j].from })
	var b strings.Builder
	last := 0
	for i := 0; i < len(spans); {
		from, to := spans[i].from, spans[i].to
		for i++; i < len(spans) && spans[i].from <= to; i++ {
			to = max(to, spans[i].to)
		}
		b.WriteString(s[last:from])
		b.WriteString(Mask)
		last = to
	}
	b.WriteString(s[last:])
	return b.String()
}

// userinfoSpan finds the password of scheme://user:password@host. The
// userinfo is taken to end at the LAST '@' of the string, not the first one
// after the host: a password with an unescaped '/' or '@' then still ends up
// masked, and an '@' later in the URL only masks too much.
func userinfoSpan(s string) (span, bool) {
	start := 0
	if i := strings.Index(s, "://"); i >= 0 {
		start = i + 3
	}
	at := strings.LastIndexByte(s[start:], '@')
	if at < 0 {
		return span{}, false
	}
	at += start
	colon := strings.IndexByte(s[start:at], ':')
	if colon < 0 {
		return span{}, false // user only
	}
	colon += start
	if colon+1 == at {
		return span{}, false // "user:@host": empty password, nothing to hide
	}
	return span{colon + 1, at}, true
}

// keyValueSpans finds the value of every key ending in "password" (password,
// sslpassword) written as key=value, in a URL query (?password=x&...) or a
// DSN (password=x host=h, password='x y'). An unquoted value runs until a
// separator ('&' or whitespace) that is followed by another key=, so a
// password holding '&' or a space is masked whole.
func keyValueSpans(s string) []span {
	var out []span
	for i := 0; i < len(s); i++ {
		if s[i] != '=' || !isSecretKey(keyBefore(s, i)) {
			continue
		}
		start := i + 1
		for start < len(s) && s[start] == ' ' {
			start++
		}
		end := valueEnd(s, start)
		if end == start {
			continue // empty value
		}
		if alreadyMasked(s[start:end]) {
			// A value masked before (a target printed twice over) ends at
			// the mask: the punctuation after it is the sentence's
			// ("...&password=***, window [...]"), not a password's.
			end = start + len(Mask)
		}
		out = append(out, span{start, end})
		i = end - 1
	}
	return out
}

// alreadyMasked reports a value that is Mask followed only by sentence
// punctuation. A real password of that shape is still hidden whole by
// Known, which masks the target's own passwords wherever they appear.
func alreadyMasked(v string) bool {
	rest, ok := strings.CutPrefix(v, Mask)
	return ok && rest != "" && strings.Trim(rest, ",.;:)") == ""
}

// keyBefore returns the key that ends just before the '=' at eq (spaces
// before '=' are allowed, as libpq allows them).
func keyBefore(s string, eq int) string {
	end := eq
	for end > 0 && s[end-1] == ' ' {
		end--
	}
	start := end
	for start > 0 && isKeyByte(s[start-1]) {
		start--
	}
	return s[start:end]
}

func isKeyByte(c byte) bool {
	return c == '_' || c == '%' || c == '-' || c == '.' ||
		('a' <= c && c <= 'z') || ('A' <= c && c <= 'Z') || ('0' <= c && c <= '9')
}

// SecretKey reports whether k, a connection parameter's name (in a URL
// query or a key=value DSN, percent-encoded or not), names a secret whose
// value URL masks: password, sslpassword, and any other name ending in
// "password" or "passwd". A connection string built for people to copy
// leaves such parameters out.
func SecretKey(k string) bool { return isSecretKey(k) }

func isSecretKey(k string) bool {
	if k == "" {
		return false
	}
	// A URL query key may be percent-encoded (pass%77ord); drivers decode it.
	if u, err := url.QueryUnescape(k); err == nil {
		k = u
	}
	k = strings.ToLower(k)
	return strings.HasSuffix(k, "password") || strings.HasSuffix(k, "passwd")
}

// valueEnd finds where a value that starts at start ends.
func valueEnd(s string, start int) int {
	if start < len(s) && s[start] == '\'' {
		// DSN quoting: 'it\'s' ; unterminated runs to the end.
		for j := start + 1; j < len(s); j++ {
			switch s[j] {
			case '\\':
				j++
			case '\'':
				return j + 1
			}
		}
		return len(s)
	}
	for j := start; j < len(s); j++ {
		if (s[j] == '&' || s[j] == ' ' || s[j] == '\t' || s[j] == '\n') && nextIsKey(s, j) {
			return j
		}
	}
	return len(s)
}

// nextIsKey reports whether, after the separator at j (and any further
// separators), the text reads key= for a connection parameter drivers know.
// Requiring a known key means "password=a&b=c&sslmode=x" masks "a&b=c":
// masking too much beats showing part of a password.
func nextIsKey(s string, j int) bool {
	for j < len(s) && (s[j] == '&' || s[j] == ' ' || s[j] == '\t' || s[j] == '\n') {
		j++
	}
	k := j
	for k < len(s) && isKeyByte(s[k]) {
		k++
	}
	if !knownParams[strings.ToLower(s[j:k])] {
		return false
	}
	for k < len(s) && s[k] == ' ' {
		k++
	}
	return k < len(s) && s[k] == '='
}

// knownParams are libpq and pgx connection parameters.
var knownParams = func() map[string]bool {
	m := map[string]bool{}
	for _, k := range strings.Fields(`host hostaddr port dbname database user password passfile
		connect_timeout client_encoding options application_name fallback_application_name
		keepalives keepalives_idle keepalives_interval keepalives_count tcp_user_timeout
		replication gssencmode sslmode requiressl sslcompression sslcert sslkey sslpassword
		sslcertmode sslrootcert sslcrl sslcrldir sslsni sslnegotiation requirepeer
		ssl_min_protocol_version ssl_max_protocol_version krbsrvname gsslib gssdelegation
		service target_session_attrs load_balance_hosts channel_binding require_auth
		min_read_buffer_size statement_cache_capacity description_cache_capacity
		default_query_exec_mode pool_max_conns pool_min_conns pool_max_conn_lifetime
		pool_max_conn_idle_time pool_health_check_period pool_max_conn_lifetime_jitter
		search_path timezone`) {
		m[k] = true
	}
	return m
}()
