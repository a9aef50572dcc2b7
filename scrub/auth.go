package scrub

import "strings"

// findAuthCredentials finds the credential of an Authorization header (or
// Proxy-Authorization, HTTP_AUTHORIZATION, a JSON or dict key of that name)
// in a scheme other than Bearer, whose tokens findBearers reads:
//
//	Authorization: Basic dXNlcjpwYXNzd29yZA==
//	authorization: token ghp_…        Authorization: Token 9944b09199c6…
//	Authorization: Bot MTk4NjIy…     "Authorization": "SSWS 00QCjAl4…"
//	Authorization:\r\n Basic dXNl…   (a folded line)
//
// RFC 9110 §11.4 writes the header as a scheme, a space and a token68;
// after a scheme of the list below the token is taken on the relaxed rule
// (credentialValue: stand-ins, words and values cut short stay). With no
// scheme ("Authorization: sk-proj-…"), the value is taken only when it looks
// like a secret (secretShape). Schemes with parameters instead of a token
// (Digest, OAuth 1.0, AWS4-HMAC-SHA256) and prose ("the Authorization
// header", "authorization_code") are left alone. Only the credential is
// reported, as with Bearer.
//
// It also reports whether s holds the name "authorization" (any case but
// all capitals) at all: scrubbed text can hold a credential s did not (a
// token glued to a finding, "…==eyJ…", is no token until the finding is a
// marker), so Find's re-check must look again, and when s holds no such
// name neither does the scrubbed text.
//
// The search anchors on the 'z' of the name, rare in most text: one
// vectorised IndexByte pass costs less than a search for the word. An
// all-capitals name ("HTTP_AUTHORIZATION=Basic …") is not looked for: a
// second pass for 'Z' would double the cost for a rare spelling (its Bearer
// tokens are findBearerWords').
func findAuthCredentials(s string, fs []Finding) ([]Finding, bool) {
	found := false
	for i := 7; i < len(s); {
		k := strings.IndexByte(s[i:], 'z')
		if k < 0 {
			break
		}
		p := i + k - 7 // "authori" before the z
		i += k + 1
		if p+13 > len(s) || s[p]|0x20 != 'a' || !hasFoldAt(s, p, "authorization") {
			continue
		}
		found = true
		if start, end, ok := authCredential(s, p); ok {
			fs = append(fs, Finding{Family: Bearer, Start: start, End: end})
			i = end
		}
	}
	return fs, found
}

// authSchemes are the schemes, in lower case, whose credential is one
// token: Basic (RFC 7617), Django REST's and GitHub's Token, Discord's Bot,
// Okta's SSWS, API keys, DPoP (RFC 9449), Negotiate and NTLM.
var authSchemes = []string{"basic", "token", "bot", "apikey", "api-key", "key", "ssws", "dpop", "negotiate", "ntlm"}

// authCredential reads the credential of the header named at s[p:p+13]
// ("authorization" in any case).
func authCredential(s string, p int) (int, int, bool) {
	n := len(s)
	if p > 0 && isAlpha(s[p-1]) && !(s[p]-'A' < 26 && s[p-1]-'a' < 26) {
		return 0, 0, false // "preauthorization"; a hump ("xAuthorization") names the header
	}
	j := p + len("authorization")
	if j < n && (isWordByte(s[j]) || s[j] == '-') {
		return 0, 0, false // "authorization_code", "Authorizations", "authorization-server"
	}
	quoted := false
	for c := 0; c < 2 && j < n && (s[j] == '"' || s[j] == '\'' || s[j] == '`' || s[j] == ']'); c++ {
		j++
		quoted = true
	}
	j = skipBlanks(s, j, 4)
	switch {
	case j < n && s[j] == ':':
		j++
	case j < n && s[j] == '=':
		j++
		if j < n && s[j] == '>' {
			j++
		}
	case j < n && s[j] == ',' && quoted:
		j++ // ("Authorization", "Basic …")
	default:
		return 0, 0, false
	}
	j = skipBlanks(s, j, 4)
	if k := foldAt(s, j); k > j {
		j = k
	}
	for c := 0; c < 2 && j < n && (s[j] == '"' || s[j] == '\'' || s[j] == '`' || s[j] == '['); c++ {
		j++
	}
	if j+6 < n && s[j]|0x20 == 'b' && s[j+1]|0x20 == 'e' {
		return 0, 0, false // "Bearer": findBearerWords'
	}
	k := j
	for k < n && k-j <= 16 && (isAlnum(s[k]) || s[k] == '-') {
		k++
	}
	if k == j {
		return 0, 0, false
	}
	var v token
	if k < n && (s[k] == ' ' || s[k] == '\t' || s[k] == '\r' || s[k] == '\n') {
		if !authScheme(s[j:k]) {
			return 0, 0, false // Bearer (findBearers), Digest, prose
		}
		m := skipBlanks(s, k, 4)
		if f := foldAt(s, m); f > m {
			m = f
		}
		if m == k || !readToken(s, m, &v) || strings.HasPrefix(s[v.start:], "eyJ") {
			return 0, 0, false // a JWT is findJWTs'
		}
		if credentialValue(s, &v, false) {
			return v.start, v.end, true
		}
		return 0, 0, false
	}
	// No scheme: the value itself.
	if !readToken(s, j, &v) || strings.HasPrefix(s[v.start:], "eyJ") {
		return 0, 0, false
	}
	if secretShape(s, &v) {
		return v.start, v.end, true
	}
	return 0, 0, false
}

// authScheme reports one of authSchemes, in any case.
func authScheme(w string) bool {
	for _, a := range authSchemes {
		if len(w) == len(a) && strings.EqualFold(w, a) {
			return true
		}
	}
	return false
}
