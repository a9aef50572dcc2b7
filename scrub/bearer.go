package scrub

import "strings"

// findBearers finds the token after the word "Bearer" (any case), as in an
// Authorization header: "Bearer abc…", "bearer: abc…", "BEARER=abc…". Only
// the token is reported; the word stays. The token is RFC 6750's b64token
// (letters, digits, - . _ ~ + /, then '=' padding) and must look like a
// secret rather than a word, so "the bearer of bad news", "Bearer
// authentication" and placeholders ("<token>", "$TOKEN", "YOUR_TOKEN") are
// left alone.
func findBearers(s string, fs []Finding) []Finding {
	fs = findBearersCase(s, "earer", fs)
	return findBearersCase(s, "EARER", fs)
}

// findBearersCase scans for one spelling of "earer" and checks the letter
// before it, so that "Bearer", "bearer" and "BEARER" each cost one substring
// search over s.
func findBearersCase(s, tail string, fs []Finding) []Finding {
	for i := 0; i < len(s); {
		k := strings.Index(s[i:], tail)
		if k < 0 {
			break
		}
		p := i + k // at "earer"
		i = p + len(tail)
		if p == 0 || lower(s[p-1]) != 'b' || wordBefore(s, p-1) {
			continue
		}
		if start, end, ok := bearerToken(s, i); ok {
			fs = append(fs, Finding{Family: Bearer, Start: start, End: end})
			i = end
		}
	}
	return fs
}

// bearerToken reads what follows the word "bearer" ending at s[i].
func bearerToken(s string, i int) (int, int, bool) {
	j := i
	if j < len(s) && (s[j] == ':' || s[j] == '=') {
		j++
	}
	sp := j
	for j < len(s) && (s[j] == ' ' || s[j] == '\t') && j-sp < 4 {
		j++
	}
	if j == i || j >= len(s) {
		return 0, 0, false // "bearers", "bearer-token", end of text
	}
	start := j
	var hasDigit, hasLower, hasUpper bool
	for j < len(s) && class[s[j]]&cB64Tok != 0 {
		c := s[j]
		switch {
		case c-'0' < 10:
			hasDigit = true
		case c-'a' < 26:
			hasLower = true
		case c-'A' < 26:
			hasUpper = true
		}
		j++
	}
	body := j
	for j < len(s) && s[j] == '=' {
		j++
	}
	end := j
	if end == body {
		for body > start && s[body-1] == '.' {
			body-- // the full stop of a sentence, not part of the token
		}
		end = body
	}
	if wordAt(s, end) {
		return 0, 0, false // glued to a non-ASCII word
	}
	n := body - start
	letters := hasLower || hasUpper
	switch {
	case n >= 6 && hasDigit && letters:
	case n >= 8 && hasDigit && !letters:
	case n >= 20 && hasLower && hasUpper:
	default:
		return 0, 0, false
	}
	if placeholder(s[start:body]) {
		return 0, 0, false
	}
	return start, end, true
}

// placeholder reports documentation stand-ins for a token.
func placeholder(t string) bool {
	lt := strings.ToLower(t)
	for _, w := range []string{"token", "your", "xxxx", "placeholder", "redacted", "example", "secret", "api_key", "apikey", "access_key"} {
		if strings.Contains(lt, w) {
			return true
		}
	}
	return false
}
