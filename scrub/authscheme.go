package scrub

import (
	"encoding/base64"
	"strings"
)

// findAuthSchemes finds the credentials of the other schemes that an
// Authorization header carries the way it carries a bearer token:
//
//	Authorization: Basic dXNlcjpwYXNzd29yZA==   (RFC 7617: user and password)
//	Authorization: Token 9944b09199c62bcf94…    (Django REST framework, GitHub)
//	-H "authorization: token ghp_…"             {"Authorization": "Basic …"}
//
// They are reported as bearer tokens: the header's grammar, not the
// letters, makes them credentials, so the relaxed rule of a named header
// applies (credentialValue: stand-ins, words and values cut short stay). The
// forms of the header are those of headerBefore, named "authorization"
// ("Proxy-Authorization", "HTTP_AUTHORIZATION" too).
//
// The anchor is the 'z' of "authorization", rare in most text: IndexByte
// steps from one to the next, once for each case, and a 'z' without an 'i'
// before it and an 'a' after it costs two compares. Where z's come close
// together ("zazaza…") the next one is looked for by hand first, eight bytes
// on: there the call costs more than the search.
//
// It also reports whether s holds the word, or "Basic ", at all: without
// them the scrubbed text holds none either (a marker cannot make one), and
// Find's re-check skips the scan, as it does findBearers' without "earer".
func findAuthSchemes(s string, fs []Finding) ([]Finding, bool) {
	n := len(s)
	seen := false
	for _, z := range [2]byte{'z', 'Z'} {
		near, last := false, -64
		for i := 2; i+6 <= n; {
			q := -1
			if near {
				for r := i; r < n && r < i+8; r++ {
					if s[r] == z {
						q = r
						break
					}
				}
			}
			if q < 0 {
				k := strings.IndexByte(s[i:], z)
				if k < 0 {
					break
				}
				q = i + k
			}
			near, last = q-last < 16, q
			i = q + 1
			if z == 'z' && s[q-1] == 't' && s[q-2] == 'A' && q+2 < n && s[q+2] == '|' && (s[q+1] == 'a' || s[q+1] == 'r') {
				// Login with Amazon's "Atza|" or "Atzr|" (lwaTokens).
				seen = true
				if f, ok := vendorTokenAt(s, q-2, &lwaTokens[(s[q+1]-'a')/('r'-'a')]); ok {
					fs = append(fs, f)
					i = max(i, f.End)
				}
				continue
			}
			if q+1 >= n || s[q+1]|0x20 != 'a' || s[q-1]|0x20 != 'i' || q < 7 {
				for i < n && s[i] == z {
					i++ // "zzzz": a 'z' before a 'z' is no candidate
				}
				continue
			}
			p := q - 7 // the 'a' of "authorization"
			if p+13 > n || lower(s[p]) != 'a' || !hasFoldAt(s, p, "authorization") {
				continue
			}
			seen = true
			if start, end, ok := schemeValue(s, p+13); ok {
				fs = append(fs, Finding{Family: Bearer, Start: start, End: end})
				i = max(i, end)
			}
		}
	}
	fs, basic := findBasicCredentials(s, fs)
	return fs, seen || basic
}

// findRegistryAuth finds the credential a registry client stores as the
// value of an "auth" key: Docker's config.json (`"auths": {"ghcr.io":
// {"auth": "…"}}`, also in a Kubernetes .dockerconfigjson and Podman's
// auth.json) and npm's .npmrc (`_auth=…`, `//registry.npmjs.org/:_auth=…`).
// Both write base64 of "user:password", the credential of Basic, and the
// decoding is the test (basicCredential): an "auth" key holding anything
// else is left. It reports whether s holds such a key (the re-check's
// anchor). Docker writes "auth" as its registry object's first member, so
// the key is looked for right after each '{', and npm's from its '_': both
// bytes are rare in text, where the letters of "auth" crowd (a search from
// them cost the dense corpus 1.5 %, these 0.6 %).
func findRegistryAuth(s string, fs []Finding) ([]Finding, bool) {
	seen := false
	for i := 0; ; {
		k := strings.IndexByte(s[i:], '{')
		if k < 0 {
			break
		}
		i += k + 1
		p := skipSpace(s, i) + 1 // the key's 'a'
		if p+5 <= len(s) && s[p-1:p+5] == `"auth"` {
			seen = true
			fs, i = appendRegistryAuth(s, p, fs, i)
		} else if a := authAfterLogin(s, p); a > 0 {
			// The registry's login given before it, as a Kubernetes
			// .dockerconfigjson does: {"username":"deploy-bot","auth":"…"}.
			seen = true
			fs, i = appendRegistryAuth(s, a, fs, i)
		}
	}
	for i := 0; i+5 <= len(s); {
		q := nextByte(s, i, len(s)-4, '_')
		if q < 0 {
			break
		}
		i = q + 1
		if s[q+1:q+5] != "auth" || q > 0 && isWordByte(s[q-1]) {
			continue // "my_auth": npm's key stands at a line's start or after the registry's "…/:"
		}
		p := q + 1
		seen = true
		fs, i = appendRegistryAuth(s, p, fs, i)
	}
	return fs, seen
}

// authAfterLogin returns where the key "auth" starts (its 'a') in an
// object whose first member, its key's 'u' or 'p' or 'e' at s[p], is a
// registry's "username", "password" or "email", or 0.
func authAfterLogin(s string, p int) int {
	if p < 1 || p >= len(s) || s[p-1] != '"' || !(strings.HasPrefix(s[p:], `username"`) || strings.HasPrefix(s[p:], `password"`) || strings.HasPrefix(s[p:], `email"`)) {
		return 0
	}
	for k := p; k < len(s) && k-p < 400; k++ {
		switch s[k] {
		case '{', '}':
			return 0
		case ',':
			if j := skipSpace(s, k+1); j+6 <= len(s) && s[j:j+6] == `"auth"` {
				return j + 1
			}
		}
	}
	return 0
}

// appendRegistryAuth appends the credential assigned to the key "auth" at
// s[p:p+4], if any, and returns where to look on from (i, or the
// credential's end).
func appendRegistryAuth(s string, p int, fs []Finding, i int) ([]Finding, int) {
	j, ok := afterKey(s, p, p+4, true, false)
	if !ok {
		return fs, i
	}
	var vq byte
	if j < len(s) && (s[j] == '"' || s[j] == '\'') {
		vq = s[j]
		j++
	}
	var v token
	if !readToken(s, j, &v) || vq != 0 && (v.end >= len(s) || s[v.end] != vq) || !basicCredential(s[v.start:v.end]) {
		return fs, i
	}
	return append(fs, Finding{Family: Bearer, Start: v.start, End: v.end}), max(i, v.end)
}

// findBasicCredentials finds "Basic " and a credential that decodes as RFC
// 7617 says one does, base64 of a user id, a colon and a password, wherever
// the header's name is: an nginx "proxy_set_header Authorization "Basic
// …";", a .env "UPSTREAM_AUTH_HEADER="Basic …"". The decoding is the
// evidence a header name would give: printable text with a colon inside.
// It reports whether s holds "Basic " at all (the re-check's anchor).
func findBasicCredentials(s string, fs []Finding) ([]Finding, bool) {
	seen := false
	for i := 0; ; {
		k := strings.Index(s[i:], "Basic ")
		if k < 0 {
			return fs, seen
		}
		seen = true
		j := schemeGap(s, i+k+len("Basic"))
		i += k + len("Basic ")
		if !b64Run(s, j, 12) {
			continue // fewer than the twelve base64 letters of "user:password" at its shortest
		}
		var v token
		if !readToken(s, j, &v) || !basicCredential(s[v.start:v.end]) {
			continue
		}
		fs = append(fs, Finding{Family: Bearer, Start: v.start, End: v.end})
		i = max(i, v.end)
	}
}

// basicCredential reports standard base64 (padded or not) of eight bytes
// or more that decodes to printable ASCII holding a colon with something
// on each side of it: "user:password".
func basicCredential(t string) bool {
	if len(t) < 12 || len(t) > 512 {
		return false
	}
	n, acc, bits := 0, uint32(0), 0
	colon := -1
	for i := 0; i < len(t); i++ {
		c := t[i]
		if c == '=' {
			if i < len(t)-2 {
				return false
			}
			break
		}
		v := b64Value[c]
		if v < 0 {
			return false
		}
		acc = acc<<6 | uint32(v)
		bits += 6
		if bits >= 8 {
			bits -= 8
			b := byte(acc >> uint(bits))
			if b < 0x20 || b > 0x7E {
				return false
			}
			if b == ':' && colon < 0 {
				colon = n
			}
			n++
		}
	}
	return n >= 8 && colon > 0 && colon < n-1
}

// b64Run reports n standard base64 letters at s[j].
func b64Run(s string, j, n int) bool {
	if j+n > len(s) {
		return false
	}
	for _, c := range []byte(s[j : j+n]) {
		if b64Value[c] < 0 {
			return false
		}
	}
	return true
}

// b64Value is the value of a standard base64 letter, or -1.
var b64Value = func() (t [256]int8) {
	for i := range t {
		t[i] = -1
	}
	for i, c := range "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/" {
		t[c] = int8(i)
	}
	return t
}()

// beforeScheme marks the bytes that may stand between the header name and
// the scheme: quotes, brackets, blanks, line breaks and separators.
var beforeScheme = func() (t [256]bool) {
	for _, c := range []byte("\"'`[]:=,|> \t\r\n") {
		t[c] = true
	}
	return t
}()

// authSchemes are the schemes findAuthSchemes reads after the header name.
// Bearer is findBearers'; Digest's value is a list of parameters, most of
// them not secret. Besides Basic and Token, the vendors' schemes that carry
// one credential as a bearer token does: Okta's "SSWS", Splunk HEC's
// "Splunk", Statuspage's "OAuth", Discord's "Bot" and "ApiKey"/"Api-Key"/
// "Key" (Elasticsearch, many SaaS APIs), MessageBird's "AccessKey",
// Klaviyo's "Klaviyo-API-Key", Kakao's "KakaoAK", Zoho's "Zoho-oauthtoken", and legacy FCM's "key=" (the server key,
// "AAAA", seven bytes, ':', "APA91b" and the rest: fcmServerKey). OAuth
// 1.0's value is a list of parameters like Digest's (schemeValue turns it
// away).
var authSchemes = [...]string{"basic", "token", "ssws", "splunk", "oauth", "bot", "apikey", "api-key", "key", "accesskey", "klaviyo-api-key",
	// Kakao's REST API key ("Authorization: KakaoAK 87a0…"), Opsgenie's
	// API key ("Authorization: GenieKey 2368f872-…", a UUID).
	"kakaoak", "geniekey",
	// Zoho's OAuth access token ("Authorization: Zoho-oauthtoken
	// 1000.<32 hex>.<32 hex>", round 31).
	"zoho-oauthtoken"}

// paddedBase64 reports t as base64 with its padding: a multiple of four
// bytes of the standard alphabet, '=' only at the end.
func paddedBase64(t string) bool {
	if len(t) < 8 || len(t)%4 != 0 {
		return false
	}
	for i := 0; i < len(t); i++ {
		c := t[i]
		if c == '=' {
			return i >= len(t)-2 && (i == len(t)-1 || t[i+1] == '=')
		}
		if !isAlnum(c) && c != '+' && c != '/' {
			return false
		}
	}
	return true
}

// schemeValue reads, from s[i] right after a header name ending in
// "authorization", the separator, a scheme of authSchemes and its
// credential, and returns the credential's range.
func schemeValue(s string, i int) (int, int, bool) {
	// Up to the scheme: quotes, brackets, blanks, the separator, a fold;
	// headerBefore then checks that they make one of its forms.
	j := i
	for j < len(s) && j-i < 24 && beforeScheme[s[j]] {
		j++
	}
	pair := false
	if j+6 < len(s) && (s[i] == '"' || s[i] == '\'') && strings.Count(s[i:j], ",") == 1 && hasFoldAt(s, j, "value") && s[j+5] == s[i] {
		// The header as a name and a value, as Postman and HAR files
		// keep it: {"key": "Authorization", "value": "Basic …"}.
		pair = true
		j += 5
		k := j
		for j < len(s) && j-k < 8 && beforeScheme[s[j]] {
			j++
		}
	}
	if j+5 > len(s) {
		return 0, 0, false
	}
	scheme := ""
	for _, w := range authSchemes {
		if lower(s[j]) == w[0] && hasFoldAt(s, j, w) {
			scheme = w
		}
	}
	if !pair && !headerBefore(s, j) {
		return 0, 0, false
	}
	if scheme == "" {
		// No scheme: the key itself, as some APIs take it
		// ("Authorization: 73d34cb536ea50f8ae3dcfc3df042e0f"), a token
		// of twenty bytes or more shaped as a secret that fills the
		// header's value.
		var v token
		if !readToken(s, j, &v) || v.body-v.start < 20 || v.end < len(s) && strings.IndexByte("\r\n\"',", s[v.end]) < 0 || !secretShape(s, &v) || !keyedSecret(s, &v, false) {
			return 0, 0, false
		}
		return v.start, v.end, true
	}
	sp := j + len(scheme)
	if scheme == "key" && sp < len(s) && s[sp] == '=' {
		return fcmServerKey(s, sp+1)
	}
	k := schemeGap(s, sp)
	if k == sp {
		return 0, 0, false // "Tokens", "Basically"
	}
	var v token
	if !readToken(s, k, &v) || v.end < len(s) && s[v.end] == '(' {
		return 0, 0, false // "Basic base64(user:pass)": a call, in docs
	}
	if v.end < len(s) && v.end > v.start && s[v.end-1] == '=' && s[v.end] == '"' && !paddedBase64(s[v.start:v.end]) {
		// A list of parameters: OAuth 1.0's oauth_consumer_key="…", …;
		// not base64's padding before the header's closing quote
		// (curl -H "Authorization: ApiKey SDFs…UQ==").
		return 0, 0, false
	}
	if !secretShape(s, &v) && !credentialValue(s, &v, false) {
		return 0, 0, false
	}
	return v.start, v.end, true
}

// fcmServerKey reads a legacy Firebase Cloud Messaging server key at s[j],
// after "Authorization: key=": "AAAA" and seven bytes of base64url (the
// project's id), ':', then "APA91b" and 100 bytes or more of base64url
// (Firebase's legacy HTTP protocol docs; gitleaks' gcp-fcm-server-key
// reads the same shape). The whole key is the credential.
func fcmServerKey(s string, j int) (int, int, bool) {
	if j+11+7+100 > len(s) || s[j:j+4] != "AAAA" || s[j+11] != ':' || s[j+12:j+18] != "APA91b" {
		return 0, 0, false
	}
	for k := j + 4; k < j+11; k++ {
		if class[s[k]]&cB64URL == 0 {
			return 0, 0, false
		}
	}
	e := j + 18
	for e < len(s) && class[s[e]]&cB64URL != 0 {
		e++
	}
	if e-(j+18) < 100 || e < len(s) && (s[e] == '.' || s[e] == '=') {
		return 0, 0, false
	}
	return j, e, true
}

// saslPlainAt reads the credential of SMTP's (or IMAP's, POP3's) "AUTH
// PLAIN" whose 'A' is at s[q]: base64 of the SASL PLAIN message, an
// authorization id, NUL, the user, NUL, the password (RFC 4616), as a
// client's debug output sends it ("send: 'AUTH PLAIN AHJlZGR5…=='"). The
// decoding is the test, as Basic's is (basicCredential).
func saslPlainAt(s string, q int) (int, int, bool) {
	const cmd = "AUTH PLAIN "
	if !strings.HasPrefix(s[q:], cmd) {
		return 0, 0, false
	}
	j := q + len(cmd)
	e := j
	for e < len(s) && e-j < 1024 && (b64Value[s[e]] >= 0 || s[e] == '=') {
		e++
	}
	if e-j < 8 {
		return 0, 0, false
	}
	raw, err := base64.StdEncoding.DecodeString(s[j:e])
	if err != nil {
		raw, err = base64.RawStdEncoding.DecodeString(strings.TrimRight(s[j:e], "="))
	}
	if err != nil {
		return 0, 0, false
	}
	parts := strings.Split(string(raw), "\x00")
	if len(parts) != 3 || parts[1] == "" || parts[2] == "" {
		return 0, 0, false
	}
	return j, e, true
}
