package scrub

import "strings"

// Session cookies. A session's id in a request's Cookie header (or a
// response's Set-Cookie) is the credential the server knows the user by:
// whoever replays it is signed in as them (OWASP, Session Management). It
// is taken where the header's grammar gives it — "Cookie: …", a HAR's
// {"name": "cookie", "value": "…"}, an access log's cookie="…", a
// client's "Cookie": "…" — and where a cookie's name says it holds a
// session (sessionName). A "session_id=" in a log line, outside a cookie,
// names a session as an id does and stays.

// cookieAt reads the header whose "cookie" has its 'k' at s[q] and returns
// the value of its first session cookie; word reports that s holds the
// header's name there.
func cookieAt(s string, q int) (start, end int, ok, word bool) {
	if q < 3 || q+2 >= len(s) || !hasFoldAt(s, q-3, "cook") || lower(s[q+1]) != 'i' || lower(s[q+2]) != 'e' || q > 3 && isAlpha(s[q-4]) {
		return 0, 0, false, false // "bookie", "rookie"; "Set-Cookie" has its '-'
	}
	j := q + 3
	if j < len(s) && (s[j] == 's' || s[j] == 'S') {
		j++ // "cookies"
	}
	// The header's separator: ": ", '=' and a quote, a JSON key's
	// closing quote and colon, or a HAR pair's `", "value": "`.
	k := j
	for k < len(s) && k-j < 24 && (s[k] == ' ' || s[k] == '"' || s[k] == '\'' || s[k] == ':' || s[k] == '=' || s[k] == ',' || s[k] == '\\') {
		k++
	}
	if k-j >= 2 && strings.HasPrefix(s[k:], "value") {
		k += 5
		for k < len(s) && k-j < 40 && (s[k] == ' ' || s[k] == '"' || s[k] == ':' || s[k] == '\\') {
			k++
		}
	}
	// Python's cookie jar prints each cookie so: "<Cookie sessionid=…
	// for admin.example.io/>".
	pythonJar := k == j+1 && s[j] == ' ' && q >= 4 && s[q-4] == '<' && s[q-3] == 'C'
	if k == j && j+1 < len(s) && s[j] == '\t' && s[q-3:q] == "COO" && (s[j+1] == '\'' || s[j+1] == '"') {
		k = j + 2 // Django's error page lists request.META a row a name: "HTTP_COOKIE\t'sessionid=…'"
	} else if !pythonJar && (k == j || strings.IndexAny(s[j:k], ":=") < 0) {
		if q >= 11 && strings.EqualFold(s[q-11:q], "session coo") && (q == 11 || !isAlpha(s[q-12])) {
			// A session's cookie given in a sentence, when strongly
			// random: "my session cookie is W6aDiX7q3gaPRP8h…".
			start, end, ok = proseSecret(s, j, true)
			return start, end, ok, true
		}
		return 0, 0, false, true // "cookie" in prose: "the cookie is set"
	}
	start, end, ok = sessionCookieIn(s, k)
	return start, end, ok, true
}

// sessionCookieIn reads the cookies' pairs from s[k] up to the header's
// end (a line break, a quote, an escape, at most 4 KiB) and returns the
// value of the first session cookie.
func sessionCookieIn(s string, k int) (int, int, bool) {
	quoted := k > 0 && s[k-1] == '\'' // the header in single quotes: its quote ends the last value
	for p := k; p < len(s) && p-k < 4096; {
		n := p
		for n < len(s) && (isWordByte(s[n]) || s[n] == '.' || s[n] == '-') {
			n++
		}
		if n == p || n >= len(s) || s[n] != '=' {
			return 0, 0, false
		}
		v, e := n+1, n+1
		session := sessionName(s[p:n])
		if session && strings.HasPrefix(s[v:], "eyJ") {
			// A JWT is the JWT finder's: told by a dot in its first
			// segment's reach, before reading it all.
			w := s[v:min(len(s), v+1024)]
			if d := strings.IndexByte(w, '.'); d > 0 && strings.IndexByte(w[:d], ';') < 0 && strings.IndexByte(w[:d], '"') < 0 && strings.IndexByte(w[:d], '\n') < 0 {
				return 0, 0, false
			}
		}
		for e < len(s) && cookieValueByte(s[e]) && !(quoted && s[e] == '\'') {
			e++
		}
		if session && sessionValue(s[v:e]) {
			return v, e, true
		}
		if e+1 >= len(s) || s[e] != ';' {
			return 0, 0, false
		}
		p = e + 1
		for p < len(s) && s[p] == ' ' {
			p++
		}
	}
	return 0, 0, false
}

// cookieValueByte marks the bytes of a cookie's value as clients send it
// (RFC 6265's cookie-octet, and '%' escapes).
func cookieValueByte(c byte) bool {
	return c > ' ' && c < 0x7f && c != ';' && c != '"' && c != ',' && c != '\\'
}

// sessionName reports a cookie's name that says it holds a session:
// "session", "sessionid", "session_id", "sid", "connect.sid", "JSESSIONID",
// "PHPSESSID", "ASP.NET_SessionId", "laravel_session", "_app_session", and
// those with the __Host- and __Secure- prefixes; or an auth token's.
func sessionName(n string) bool {
	n = strings.TrimPrefix(strings.TrimPrefix(n, "__Host-"), "__Secure-")
	if strings.EqualFold(n, "sid") || len(n) > 4 && (strings.EqualFold(n[len(n)-4:], ".sid") || strings.EqualFold(n[len(n)-4:], "_sid")) {
		return true
	}
	for i := 0; i+4 <= len(n); i++ {
		// "sess" starting the name or one of its parts ("laravel_session",
		// "ASP.NET_SessionId", "appSession"), not inside a word
		// ("assessment").
		if hasFoldAt(n, i, "sess") && (i == 0 || n[i-1] == '_' || n[i-1] == '.' || n[i-1] == '-' || isUpper(n[i]) && n[i-1]-'a' < 26) {
			return true
		}
	}
	return wordIn(n, sessionNames)
}

// sessionNames are session cookies named otherwise: Java's and PHP's, and
// auth tokens kept in a cookie.
var sessionNames = []string{"JSESSIONID", "PHPSESSID", "auth_token", "access_token", "remember_token", "refresh_token", "refresh", "refreshToken"}

// sessionValue reports a cookie's value that is a session's random id:
// sixteen bytes or more with letters and digits, not a stand-in ("<omitted>",
// "xxxx…", "deleted"). Express's signed "s%3A…" is one too.
func sessionValue(v string) bool {
	if len(v) < 16 || len(v) > 4096 || jwtLike(v) {
		return false // a JWT is the JWT finder's, whatever holds it
	}
	letter, digit := false, false
	for i := 0; i < len(v) && !(letter && digit); i++ {
		switch c := v[i]; {
		case isDigit(c):
			digit = true
		case isAlpha(c):
			letter = true
		}
	}
	return letter && digit && !placeholder(v) && !placeholderBody(v)
}

// jwtLike reports a value that starts as a JWT does, its header's "eyJ"
// and a dot after it (Laravel's encrypted cookie is base64 JSON with no
// dot, and a session's).
func jwtLike(v string) bool {
	return strings.HasPrefix(v, "eyJ") && strings.IndexByte(v, '.') > 0
}

// harCookieValue returns where the value of a cookie whose name ends with
// its closing quote at s[q] starts, less one, when a HAR's or a browser's
// export gives the name and the value as members ({"name": "JSESSIONID",
// "value": "…"}), or -1.
func harCookieValue(s string, q int) int {
	j := q + 1
	if j < len(s) && s[j] == ',' {
		j++
	}
	j = skipBlanks(s, j, 4)
	if !strings.HasPrefix(s[j:], `"value"`) {
		return -1
	}
	j = skipBlanks(s, j+7, 4)
	if j >= len(s) || s[j] != ':' {
		return -1
	}
	j = skipBlanks(s, j+1, 4)
	if j >= len(s) || s[j] != '"' {
		return -1
	}
	return j // the value starts after it, as after a pair's '='
}

// findCurlCookies appends the first session cookie's value of the cookies
// curl's -b (--cookie) sends, quoted, as a browser's "Copy as cURL" writes
// them: "-b '_shop_session=…; theme=dark'". Each is found from its
// quote: '-' crowds PII-dense text (dates, phones), single quotes do not.
func findCurlCookies(s string, fs []Finding) []Finding {
	for i := 0; ; {
		k := strings.IndexByte(s[i:], '\'')
		if k < 0 {
			return fs
		}
		q := i + k // the quote
		i = q + 1
		if q < 3 || s[q-1] != ' ' {
			continue
		}
		o := q - 3 // "-b '" (q >= 3)
		if s[o] != '-' || s[o+1] != 'b' {
			o = q - 9 // "--cookie '"
			if o < 0 || s[o:q-1] != "--cookie" {
				continue
			}
		}
		if o > 0 && !blankByte(s[o-1]) {
			continue
		}
		if start, end, ok := sessionCookieIn(s, q+1); ok {
			fs = append(fs, Finding{Family: Bearer, Start: start, End: end})
			i = end
		}
	}
}

// findSessionCookies appends the values of the cookies whose names are a
// session's by their framework's convention — PHP's "PHPSESSID", Java's
// "JSESSIONID" — wherever they stand: pasted from a browser's storage
// without the header ("вот что в куках: PHPSESSID=k5vp…; …"), in a
// script, in a log's line. The name is no word of prose, so no header is
// needed to tell it. It reports whether s holds one of the names.
func findSessionCookies(s string, fs []Finding) ([]Finding, bool) {
	seen := false
	for i := 0; i+6 < len(s); {
		k := strings.Index(s[i:], "SESSI")
		if k < 0 {
			break
		}
		p := i + k
		i = p + 5
		var n int
		switch {
		case p >= 3 && s[p-3:p] == "PHP" && strings.HasPrefix(s[p:], "SESSID="):
			n, p = p+6, p-3
		case p >= 1 && s[p-1] == 'J' && strings.HasPrefix(s[p:], "SESSIONID="):
			n, p = p+9, p-1
		case p >= 3 && s[p-3:p] == "PHP" && strings.HasPrefix(s[p:], "SESSID\""):
			n, p = harCookieValue(s, p+6), p-3
		case p >= 1 && s[p-1] == 'J' && strings.HasPrefix(s[p:], "SESSIONID\""):
			n, p = harCookieValue(s, p+9), p-1
		default:
			continue
		}
		if n < 0 {
			continue
		}
		if p > 0 && (isWordByte(s[p-1]) || s[p-1] == '.') {
			continue
		}
		seen = true
		v, e := n+1, n+1
		for e < len(s) && cookieValueByte(s[e]) {
			e++
		}
		if sessionValue(s[v:e]) {
			fs = append(fs, Finding{Family: Bearer, Start: v, End: e})
		}
		i = max(i, e)
	}
	return fs, seen
}
