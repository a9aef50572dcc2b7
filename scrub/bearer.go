package scrub

import "strings"

// findBearers finds the token after the word "Bearer", as in an
// Authorization header: "Bearer abc…", "bearer: abc…", "BEARER=abc…". Only
// the token is reported; the word stays. The token is RFC 6750's b64token
// (letters, digits, - . _ ~ + /, then '=' padding) and must look like a
// secret rather than a word, so "the bearer of bad news", "Bearer
// authentication" and placeholders ("<token>", "$TOKEN", "YOUR_TOKEN") are
// left alone.
//
// It also reports whether s holds "earer" or "EARER" past its first byte at
// all: when it does not, neither does any text made from s by replacing
// findings with Redacted (which holds no such word and cannot form one with
// the letters around it, being bracketed), so Find need not look for bearer
// tokens again in the scrubbed text.
func findBearers(s string, fs []Finding) ([]Finding, bool) {
	// Every "earer" holds "er" (case folded) at its fourth byte; only
	// those pairs are looked at, in order. From the first 'e' or 'E' on,
	// they are found eight positions at a time without a branch per byte
	// (erPairs): in the short texts scrubbed one by one, one pass like
	// that costs less than the IndexByte calls it takes to step from 'e'
	// to 'e'.
	//
	// Each spelling keeps its own cursor, so the answer is what a separate
	// search for each would give: after a token, the next "earer" is only
	// looked for past that token's end, and the same for "EARER".
	//
	// A long input is searched with strings.Index instead, once per
	// spelling: past its first few hundred bytes Index switches to a
	// vector search that no loop here matches, whatever the text.
	n := len(s)
	if n >= longInput {
		fs, lower := findBearersFrom(s, "earer", fs)
		fs, upper := findBearersFrom(s, "EARER", fs)
		return fs, lower || upper
	}
	next := [2]int{1, 1} // next[0] for "earer", next[1] for "EARER"
	// Text before the first 'e' or 'E' (all of it in digits, code, other
	// scripts) is skipped by IndexByte.
	j := n
	if k := strings.IndexByte(s, 'e'); k >= 0 {
		j = k
	}
	if k := strings.IndexByte(s[:j], 'E'); k >= 0 {
		j = k
	}
	for ; j+9 <= n; j += 8 {
		for m := erPairs(load64(s, j), load64(s, j+1)); m != 0; m &= m - 1 {
			fs = bearerAt(s, j+firstByte(m)-3, &next, fs)
		}
	}
	for ; j+1 < n; j++ {
		if s[j]|0x20 == 'e' && s[j+1]|0x20 == 'r' {
			fs = bearerAt(s, j-3, &next, fs)
		}
	}
	// bearerAt moves a cursor past every "earer" or "EARER" it meets at
	// or after offset 1 outside a token; one inside a token follows one
	// it met.
	return fs, next != [2]int{1, 1}
}

// longInput is the length from which findBearers leaves the search to
// strings.Index.
const longInput = 4096

// findBearersFrom anchors on the rest of the word in one case ("earer" for
// "Bearer" and "bearer", "EARER" for "BEARER"): strings.Index finds it
// without stopping at every b in the text. Mixed case past the first
// letter ("BeArEr") is not looked for.
func findBearersFrom(s, rest string, fs []Finding) ([]Finding, bool) {
	n := len(s)
	found := false
	for i := 1; i+5 <= n; {
		// The next few bytes by hand first: when the word repeats
		// ("Bearer Bearer …") the call costs more than the search.
		q := i
		for q+5 <= n && q < i+8 && !(s[q] == rest[0] && s[q+1:q+5] == rest[1:]) {
			q++
		}
		if q+5 > n {
			break
		}
		if s[q] != rest[0] || s[q+1:q+5] != rest[1:] {
			k := strings.Index(s[q:], rest)
			if k < 0 {
				break
			}
			q += k
		}
		p := q - 1
		i = p + 6
		found = true
		if s[p]|0x20 != 'b' || wordBefore(s, p) {
			continue
		}
		if start, end, ok := bearerToken(s, p+6); ok {
			fs = append(fs, Finding{Family: Bearer, Start: start, End: end})
			i = end
		}
	}
	return fs, found
}

// erPairs marks with its high bit each byte of x that is 'e' or 'E' and
// whose next byte (the same byte of y, read one position on) is 'r' or 'R'.
func erPairs(x, y uint64) uint64 {
	// A byte of v is zero exactly where both match.
	return zeroBytesExact(((x | 0x20*lsbs) ^ 'e'*lsbs) | ((y | 0x20*lsbs) ^ 'r'*lsbs))
}

// bearerAt looks at a possible "earer" or "EARER" at s[q] and, when the
// word is "bearer" with a token after it, appends the token.
func bearerAt(s string, q int, next *[2]int, fs []Finding) []Finding {
	if q < 1 || q+5 > len(s) {
		return fs
	}
	k := -1
	switch s[q : q+5] {
	case "earer":
		k = 0
	case "EARER":
		k = 1
	}
	if k < 0 || q < next[k] {
		return fs
	}
	p := q - 1
	next[k] = q + 5
	if s[p]|0x20 == 'b' && !wordBefore(s, p) {
		if start, end, ok := bearerToken(s, p+6); ok {
			fs = append(fs, Finding{Family: Bearer, Start: start, End: end})
			next[k] = end
		}
	}
	return fs
}

// Flags for the characters of a b64token (0: not a token character).
const (
	tDigit = 1 << iota
	tLower
	tUpper
	tOther
	tTok // every token character: eight flags ANDed keep it only when all are
)

var tokFlag [256]uint8

func init() {
	for c := 0; c < 256; c++ {
		switch {
		case c >= '0' && c <= '9':
			tokFlag[c] = tDigit | tTok
		case c >= 'a' && c <= 'z':
			tokFlag[c] = tLower | tTok
		case c >= 'A' && c <= 'Z':
			tokFlag[c] = tUpper | tTok
		case c == '-' || c == '.' || c == '_' || c == '~' || c == '+' || c == '/':
			tokFlag[c] = tOther | tTok
		}
	}
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
	// A folded header line (RFC 7230 §3.2.4 obs-fold, still sent and
	// logged): "Authorization: Bearer" CRLF, then at least one space or tab,
	// then the token. A line break without that indent starts a new line,
	// not the value.
	if k := foldAt(s, j); k > j {
		j = k
	}
	if j == i || j >= len(s) {
		return 0, 0, false // "bearers", "bearer-token", end of text
	}
	// "Bearer token: abc…", "bearer token is abc…": the word "token" names
	// what follows.
	if hasWordAt(s, j, "token") && !wordAt(s, j+5) {
		k := j + 5
		if k < len(s) && (s[k] == ':' || s[k] == '=') {
			k++
		}
		sp := k
		for k < len(s) && s[k] == ' ' && k-sp < 4 {
			k++
		}
		if hasWordAt(s, k, "is ") {
			k += 3
		}
		if k > j+5 && k < len(s) {
			j = k
		}
	}
	start := j
	var f uint8
	// Eight bytes a step: a long token ("Bearer " and 50,000 letters) is
	// read once, and this is all the work on it. Eight letters are told
	// from one loaded word (see b64URLBytes for the arithmetic; a byte
	// >= 0x80 fails the test itself, so a carry out of it cannot make the
	// word pass); other words take eight table lookups and one branch.
	for j+8 <= len(s) {
		w := s[j:][:8]
		x := load64(w, 0)
		if l := x | lsbs*0x20; (l+lsbs*(0x80-'a'))&^(l+lsbs*(0x7f-'z'))&^l&msbs == msbs {
			if x&(lsbs*0x20) != 0 {
				f |= tLower
			}
			if ^x&(lsbs*0x20) != 0 {
				f |= tUpper
			}
			j += 8
			continue
		}
		a, b, c, d := tokFlag[w[0]], tokFlag[w[1]], tokFlag[w[2]], tokFlag[w[3]]
		e, g, h, k := tokFlag[w[4]], tokFlag[w[5]], tokFlag[w[6]], tokFlag[w[7]]
		if a&b&c&d&e&g&h&k == 0 {
			break // only tTok can survive the AND
		}
		f |= a | b | c | d | e | g | h | k
		j += 8
	}
	for j < len(s) && tokFlag[s[j]] != 0 {
		f |= tokFlag[s[j]]
		j++
	}
	hasDigit, hasLower, hasUpper := f&tDigit != 0, f&tLower != 0, f&tUpper != 0
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
	case n >= 8 && letters && end > body:
		// base64 with '=' padding
	case n >= 12 && hasLower && hasUpper && upperCount(s[start:body])*4 >= n:
		// random base64 letters: far more capitals than a CamelCase word
		// ("AuthenticationScheme") has
	default:
		return 0, 0, false
	}
	if placeholder(s[start:body]) {
		return 0, 0, false
	}
	return start, end, true
}

// foldAt returns the offset after a header fold at s[i] — CRLF or LF, then
// one to eight spaces or tabs — or i when there is none.
func foldAt(s string, i int) int {
	j := i
	if j < len(s) && s[j] == '\r' {
		j++
	}
	if j >= len(s) || s[j] != '\n' {
		return i
	}
	j++
	ws := j
	for j < len(s) && (s[j] == ' ' || s[j] == '\t') && j-ws < 8 {
		j++
	}
	if j == ws {
		return i
	}
	return j
}

func upperCount(t string) int {
	n := 0
	for i := 0; i < len(t); i++ {
		if t[i]-'A' < 26 {
			n++
		}
	}
	return n
}

// placeholders are documentation stand-ins for a token, in lower case.
var placeholders = []string{"token", "your", "xxxx", "placeholder", "redacted", "example", "secret", "api_key", "apikey", "access_key"}

// placeholderPair holds, for the first letter of each placeholder, its
// second letter as a bit (1<<(c-'a')): a pair tells most positions of a
// long token apart ("a1a1…" against "api_key") before a word is compared.
var placeholderPair = func() (t [256]uint32) {
	for _, w := range placeholders {
		t[w[0]] |= 1 << (w[1] - 'a')
	}
	return t
}()

// placeholder reports a documentation stand-in for a token: one of
// placeholders anywhere in it, in any case.
func placeholder(t string) bool {
	for i := 0; i+1 < len(t); i++ {
		c := lower(t[i])
		m := placeholderPair[c]
		if m == 0 {
			continue
		}
		if c2 := lower(t[i+1]) - 'a'; c2 >= 26 || m>>c2&1 == 0 {
			continue
		}
		for _, w := range placeholders {
			if w[0] == c && len(t)-i >= len(w) && hasFoldAt(t, i, w) {
				return true
			}
		}
	}
	return false
}

// hasFoldAt reports whether the lower-case ASCII w occurs at t[i], ASCII
// case folded.
func hasFoldAt(t string, i int, w string) bool {
	for k := 1; k < len(w); k++ {
		if lower(t[i+k]) != w[k] {
			return false
		}
	}
	return true
}
