package scrub

import "strings"

// Token keys: a secret literal assigned to a variable or key whose name
// says it holds an access token, in code and config:
//
//	API_TOKEN = "e25b0db9xVpGe3xvFxUptgaqNu5XDPA1"   (Python, TOML, HCL)
//	ACCESS_TOKEN=…   export AUTH_TOKEN=…               (.env, shell, Dockerfile ENV)
//	refresh_token: …   "session_token": "…"           (YAML, JSON)
//	privateToken := "…"   APIToken: "…"   --api-token …
//
// The rule is the one a key naming a bearer token follows (keyValue),
// extended to the names of the other tokens a service sends as a bearer
// credential: "token" after "access", "auth", "refresh", "api", "private",
// "session" or "security" (AWS's X-Amz-Security-Token, SecurityToken), joined by '_', '-' or a hump, or by a space before ':' or
// '=' ("API token: …"). The qualifier starts a word or a hump: "oauth_token"
// is OAuth 1.0's parameter (left, as its list is), and the names of what is
// no credential stay: "token_type", "next_page_token", "page_token",
// "id_token" (a JWT, the JWT matcher's), and "csrf_token", a form's
// anti-forgery nonce that is worth nothing without the session cookie.
//
// The name alone does not make a value a secret: it must look like one
// (secretShape, the test a token after "Bearer" passes), be 16 bytes or
// more (issued tokens are 20 and more; "abc123", "s3cr3t" are what people
// type in examples), and be no stand-in (stubValue: "YOUR_API_TOKEN",
// "REPLACE_ME_1"), no snake_case name ("dev_token_2024") and, outside
// quotes, no code: an index, a call or an attribute ("os.environ[…]",
// "get_token()", "settings.API_TOKEN_V2"). A quoted value must fill its
// quotes: "expired token, please refresh" is prose. Family Bearer, only the
// value replaced.

// tokenQualifiers are the words that, right before "token", name a
// credential, in lower case.
var tokenQualifiers = [...]string{"access", "auth", "refresh", "api", "private", "session", "security"}

// minKeyedSecret is the shortest value taken after such a key.
const minKeyedSecret = 16

// The 'k' of "token" and "Token" is found by the vendor scan of 'k'
// (findVendorTokens), which looks at the bytes on either side of each:
// "o" and "e" make a candidate (tokenKeyAt); the 'K' of "TOKEN" by a pass
// of its own (findUpperTokenKeys), a rare byte in most text.

// tokenKeyAt reads the key whose "oken" has its 'k' at s[q], if any: the
// value's range, and whether s holds "token" there at all.
func tokenKeyAt(s string, q int) (int, int, bool, bool) {
	if q < 2 || q+2 >= len(s) || s[q+2] != 'n' || s[q-2]|0x20 != 't' {
		return 0, 0, false, false
	}
	start, end, ok := tokenKeyValue(s, q-2)
	return start, end, ok, true
}

// findUpperTokenKeys appends the values of the keys written in capitals
// ("API_TOKEN=…"), and reports whether s holds "TOKEN".
func findUpperTokenKeys(s string, fs []Finding) ([]Finding, bool) {
	seen := false
	for i := 2; i+2 < len(s); {
		q := nextByte(s, i, len(s)-2, 'K')
		if q < 0 {
			break
		}
		i = q + 1
		if s[q-1] != 'O' || s[q+1] != 'E' || s[q+2] != 'N' || s[q-2] != 'T' {
			continue
		}
		seen = true
		if start, end, ok := tokenKeyValue(s, q-2); ok {
			fs = append(fs, Finding{Family: Bearer, Start: start, End: end})
			i = max(i, end)
		}
	}
	return fs, seen
}

// nextByte returns the first c in s[i:end], or -1: by hand while c
// crowds (the call costs more there), by strings.IndexByte after.
func nextByte(s string, i, end int, c byte) int {
	if i < end && s[i] == c {
		return i
	}
	if i+1 < end && s[i+1] == c {
		return i + 1
	}
	if k := strings.IndexByte(s[i:end], c); k >= 0 {
		return i + k
	}
	return -1
}

// tokenKeyValue reads the value of the key whose "token" starts at s[t],
// if the key names an access token and the value is a secret.
func tokenKeyValue(s string, t int) (int, int, bool) {
	e := t + 5
	if e < len(s) && (isWordByte(s[e]) || s[e] == '-' && e+1 < len(s) && isAlnum(s[e+1])) {
		return 0, 0, false // "token_type", "tokens", "access-token-url"
	}
	// What joins the qualifier to "token".
	qe, spaced := t, false
	switch {
	case t > 0 && (s[t-1] == '_' || s[t-1] == '-'):
		qe = t - 1
	case t > 0 && s[t-1] == ' ':
		qe, spaced = t-1, true
	case s[t] == 'T' && s[t+1] == 'o' && t > 0 && isAlpha(s[t-1]):
		// a hump: "accessToken", "APIToken"
	default:
		return 0, 0, false
	}
	name := -1
	for _, w := range tokenQualifiers {
		if nameEndsAt(s, qe, w) {
			name = qe - len(w)
			break
		}
	}
	if name < 0 {
		return 0, 0, false
	}
	return assignedSecret(s, name, e, spaced)
}

// assignedSecret reads the value assigned to the key s[p:j]: after the
// key's closing quote, if any, ':', '=', ":=" or "=>", or, for an option
// ("--api-token"), blanks alone; spaced (a name written with a space, as
// prose writes it) takes only ':' and '='. It returns the value's range when
// it is a secret (see findTokenKeys).
func assignedSecret(s string, p, j int, spaced bool) (int, int, bool) {
	n := len(s)
	j, ok := afterKey(s, p, j, !spaced, !spaced)
	if !ok {
		return 0, 0, false // "the access_token field", "access token expires"
	}
	var quote byte
	if j < n && (s[j] == '"' || s[j] == '\'' || s[j] == '`') {
		quote = s[j]
		j++
	}
	var v token
	if !readToken(s, j, &v) {
		return 0, 0, false // "<token>", "${API_TOKEN}", "$API_TOKEN"
	}
	if quote != 0 && (v.end >= n || s[v.end] != quote) {
		return 0, 0, false // more than one word in the quotes
	}
	if !keyedSecret(s, &v, quote == 0) {
		return 0, 0, false
	}
	return v.start, v.end, true
}

// keyedSecret reports a value after a token key that is a secret: long
// enough, shaped as one, no stand-in or name, and, in code (not quoted),
// no index, call or attribute.
func keyedSecret(s string, v *token, code bool) bool {
	n := v.body - v.start
	if n < minKeyedSecret || v.elided || !secretShape(s, v) {
		return false
	}
	t := s[v.start:v.body]
	if n <= maxStub && stubValue(t) || snakeName(t) {
		return false
	}
	if code && (v.end < len(s) && (s[v.end] == '(' || s[v.end] == '[') || strings.IndexByte(t, '.') >= 0) {
		return false
	}
	return true
}

// snakeName reports words of one case each, digits allowed, joined by '_':
// "dev_token_2024", "MY_SERVICE_KEY_V2" (a name, or what people type in
// a token's place), where a random token's parts mix cases.
func snakeName(t string) bool {
	under, lowerSeen, upperSeen := false, false, false
	for i := 0; i <= len(t); i++ {
		if i == len(t) || t[i] == '_' {
			if lowerSeen && upperSeen {
				return false
			}
			under = under || i < len(t)
			lowerSeen, upperSeen = false, false
			continue
		}
		switch c := t[i]; {
		case c-'a' < 26:
			lowerSeen = true
		case c-'A' < 26:
			upperSeen = true
		case c-'0' < 10:
		default:
			return false
		}
	}
	return under
}
