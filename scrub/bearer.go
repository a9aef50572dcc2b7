package scrub

import "strings"

// findBearers finds the token after the word "Bearer", as in an
// Authorization header: "Bearer abc…", "bearer: abc…", "BEARER=abc…", and
// the value of a key that names one ("bearer_token=…", "bearerToken: …").
// Only the token is reported; the word or key stays. The token is RFC
// 6750's b64token (letters, digits, - . _ ~ + /, then '=' padding). After
// a bare word it must look like a secret rather than a word (secretShape);
// after a named header ("Authorization: Bearer …") or such a key, any value
// that is not a stand-in or prose is taken (credentialValue). So "the
// bearer of bad news", "Bearer authentication", "Authorization: Bearer
// scheme" and placeholders ("<token>", "$TOKEN", "YOUR_TOKEN") are left
// alone. See bearerValue.
//
// It also reports whether s holds "earer" or "EARER" past its first byte at
// all: when it does not, neither does any text made from s by replacing
// findings with Redacted (which holds no such word and cannot form one with
// the letters around it, being bracketed). Find asks findBearersNoting,
// whose narrower report serves it as well and costs no search of its own.
func findBearers(s string, fs []Finding) ([]Finding, bool) {
	fs, seen := findBearersNoting(s, fs, nil)
	return fs, seen || len(s) > 1 && (strings.Contains(s[1:], "earer") || strings.Contains(s[1:], "EARER"))
}

// findBearersNoting is findBearers, reporting only whether s holds the word
// "bearer" ('b' or 'B', then "earer" or "EARER"; in a long text, "earer" or
// "EARER" as findBearers does), and noting in words, when it is not nil,
// where (see bearerWords). Every token follows such a word, and a marker
// makes none ("[REDACTED]" holds no 'B' and no "EARER", and its brackets
// are no letters): without one in s, Find need not look for bearer tokens
// again in the scrubbed text.
func findBearersNoting(s string, fs []Finding, words *bearerWords) ([]Finding, bool) {
	// Each spelling keeps its own cursor, so the answer is what a separate
	// search for each would give: after a token, the next "earer" is only
	// looked for past that token's end, and the same for "EARER".
	//
	// A long input is searched with strings.Index instead, once per
	// spelling: past its first few hundred bytes Index switches to a
	// vector search that no loop here matches, whatever the text.
	n := len(s)
	if n >= longInput {
		if words != nil {
			words.n = len(words.at) + 1 // not noted
		}
		fs, lower := findBearersFrom(s, "earer", fs)
		fs, upper := findBearersFrom(s, "EARER", fs)
		return fs, lower || upper
	}
	next := [2]int{1, 1} // next[0] for "earer", next[1] for "EARER"
	// A token follows the word only after a 'b' or a 'B': those are
	// stepped to, the two in order of position, and the word looked for
	// after them; 'b' and 'B' are rarer than the "er" that every word
	// holds. The other words ("wearer", "hearer") would only move a
	// cursor past themselves, and so past nothing a word could start in
	// (no two overlap): they are left.
	//
	// Where 'b' and 'B' crowd together ("bbbb…", hex) the bytes are read by
	// hand, eight past the last one; further on, strings.IndexByte
	// finds the next of each (nb, nB: kept until passed, so that no
	// stretch is searched twice).
	nb, nB := 0, 0            // the next 'b' and 'B' at or after p, once searched for (-1: none)
	last := n - len("bearer") // the last offset a word starts at
	for p := 0; p <= last; p++ {
		if s[p]|0x20 != 'b' {
			q, end := p+1, min(p+8, last+1)
			for q < end && s[q]|0x20 != 'b' {
				q++
			}
			if q == end {
				if nb >= 0 && nb < q {
					nb = indexByteFrom(s, q, 'b')
				}
				if nB >= 0 && nB < q {
					nB = indexByteFrom(s, q, 'B')
				}
				switch {
				case nb < 0 && nB < 0:
					q = n
				case nB < 0 || nb >= 0 && nb < nB:
					q = nb
				default:
					q = nB
				}
				if q > last {
					break
				}
			}
			p = q
		}
		if w := s[p+1 : p+6]; w[0]|0x20 == 'e' && (w == "earer" || w == "EARER") {
			fs = bearerAt(s, p+1, &next, fs, words)
		}
	}
	// bearerAt moves a cursor past every word it meets outside a token.
	return fs, next != [2]int{1, 1}
}

// indexByteFrom returns the first c at or after s[i], or -1.
func indexByteFrom(s string, i int, c byte) int {
	if k := strings.IndexByte(s[i:], c); k >= 0 {
		return i + k
	}
	return -1
}

// bearerWords holds where a short text (below longInput) has the word
// "bearer" ('b' or 'B', then "earer" or "EARER"), in order: the offsets
// (of the "earer") at which findBearers' loop calls bearerAt to any
// effect. Find's re-check asks findBearers again of the scrubbed text,
// whose words are exactly those of the text that no finding overlaps,
// moved by the markers before them (a marker makes no word and cuts none
// in two: "[REDACTED]" holds no "EARER" and no 'B', and its brackets are
// no letters). Calling bearerAt at those offsets, in order, with fresh
// cursors, is findBearers' loop without the search (replayBearers). Past
// len(at) words, or in a long text, none is kept.
type bearerWords struct {
	at [8]int
	n  int // how many were met; more than len(at) when they are not kept
}

func (w *bearerWords) note(q int) {
	if w.n < len(w.at) {
		w.at[w.n] = q
	}
	w.n++
}

// kept reports whether w holds every word.
func (w *bearerWords) kept() bool { return w.n <= len(w.at) }

// inScrubbed returns the words of w (noted in s, w.kept()) that are left in
// replace(s, fs), at their offsets there. fs is sorted and non-overlapping.
func (w *bearerWords) inScrubbed(fs []Finding) bearerWords {
	var out bearerWords
	k, shift := 0, 0 // the findings that end at or before the word, and what they add
	for _, q := range w.at[:w.n] {
		for k < len(fs) && fs[k].End <= q-1 {
			shift += len(Redacted) - (fs[k].End - fs[k].Start)
			k++
		}
		if k < len(fs) && fs[k].Start < q+len("earer") {
			continue // overlapped ("b" and "earer"): the marker took it
		}
		out.note(q + shift)
	}
	return out
}

// replayBearers is findBearers(t, fs) for a scrubbed text t shorter than
// longInput whose words are words (see bearerWords).
func replayBearers(t string, fs []Finding, words *bearerWords) []Finding {
	next := [2]int{1, 1}
	for _, q := range words.at[:words.n] {
		fs = bearerAt(t, q, &next, fs, nil)
	}
	return fs
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
	r0, r4 := rest[0], load32(rest, 1)
	for i := 1; i+5 <= n; {
		// The next few bytes by hand first: when the word repeats
		// ("Bearer Bearer …") the call costs more than the search.
		q := i
		for q+5 <= n && q < i+8 && !(s[q] == r0 && load32(s, q+1) == r4) {
			q++
		}
		if q+5 > n {
			break
		}
		if s[q] != r0 || load32(s, q+1) != r4 {
			k := indexWindows(s[q:], rest)
			if k < 0 {
				break
			}
			q += k
		}
		p := q - 1
		i = p + 6
		found = true
		if s[p]|0x20 != 'b' {
			continue
		}
		if start, end, ok := bearerValue(s, p); ok {
			fs = append(fs, Finding{Family: Bearer, Start: start, End: end})
			i = end
		}
	}
	return fs, found
}

// indexWindows is strings.Index for a needle of five bytes, asked of 64
// bytes at a time. On a long haystack strings.Index steps from one first
// byte of the needle to the next with IndexByte and turns to its vector
// search only once enough of them have failed early in the text: for 'e' in
// English, whether that happens depends on the first few dozen bytes, and
// when it does not, each 'e' costs a call (~10 instructions a byte). Up to
// 64 bytes it always takes the vector search; the windows overlap by four
// bytes so that no match is cut.
func indexWindows(s, needle string) int {
	for i := 0; i < len(s); i += 64 - 4 {
		end := min(i+64, len(s))
		if k := strings.Index(s[i:end], needle); k >= 0 {
			return i + k
		}
		if end == len(s) {
			break
		}
	}
	return -1
}

// bearerAt looks at a possible "earer" or "EARER" at s[q] and, when the
// word is "bearer" with a token after it, appends the token. It notes every
// word in words (when not nil), whether looked at or not.
func bearerAt(s string, q int, next *[2]int, fs []Finding, words *bearerWords) []Finding {
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
	if k < 0 {
		return fs
	}
	if words != nil {
		words.note(q)
	}
	if q < next[k] {
		return fs
	}
	p := q - 1
	next[k] = q + 5
	if s[p]|0x20 == 'b' {
		if start, end, ok := bearerValue(s, p); ok {
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

// tokFlags ORs the tokFlag of t's bytes: which of digits, small letters
// and capitals it holds.
func tokFlags(t string) uint8 {
	var f uint8
	for i := 0; i < len(t); i++ {
		f |= tokFlag[t[i]]
	}
	return f
}

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

// bearerValue reads the credential that the word "bearer" at s[p:p+6]
// introduces, if any. Three forms are told apart:
//
//   - a key that names a bearer token ("bearer_token=…", "BEARER_TOKEN: …",
//     `"bearer_token": "…"`, "bearerToken: …", "--bearer-token …"): the
//     key says what the value is, so the value is taken on the relaxed
//     rule (credentialValue);
//   - the word followed by its token, as in "Authorization: Bearer …": the
//     token is taken when it looks like a secret (secretShape) and, when
//     the header is named right before the word (headerBefore), on the
//     relaxed rule too: there RFC 6750's grammar, not the letters, makes it
//     a credential;
//   - anything else ("bearers", "bearer-token header", "swordbearer"):
//     nothing.
func bearerValue(s string, p int) (int, int, bool) {
	if i := p + 6; i < len(s) && (s[i] == '_' || s[i] == '-' || s[i]|0x20 == 't') {
		return keyValue(s, p)
	}
	// CJK letters do not glue: "使用Bearer abc…" is written without a space.
	if p > 0 && (s[p-1] < 0x80 && isWordByte(s[p-1]) || s[p-1] >= 0x80 && numWordBefore(s, p)) {
		return 0, 0, false
	}
	if p > 0 && p+8 < len(s) && (s[p-1] == '"' || s[p-1] == '\'') && s[p+6] == s[p-1] {
		switch s[p+7] {
		case ',':
			return quotedPairValue(s, p)
		case ':', ' ':
			return bearerMember(s, p)
		}
	}
	// The word and its token.
	i := p + 6
	j := i
	if j < len(s) && (s[j] == ':' || s[j] == '=') {
		j++
	}
	j = schemeGap(s, j)
	if j == i || j >= len(s) {
		return 0, 0, false // "bearers", end of text
	}
	// "Bearer token: abc…", "bearer token is abc…": the word "token" names
	// what follows.
	if s[j]|0x20 == 't' && hasWordAt(s, j, "token") && !wordAt(s, j+5) {
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
	var v token
	if !readToken(s, j, &v) {
		return 0, 0, false
	}
	if secretShape(s, &v) {
		return v.start, colonSecretEnd(s, v.end), true
	}
	// The look back first, and a word and a space right before the word
	// ("the bearer", "Bearer Bearer …") turn it down without a call.
	if (p < 2 || s[p-1] != ' ' || !isAlnum(s[p-2])) && headerBefore(s, p) && credentialValue(s, &v, false) {
		return v.start, colonSecretEnd(s, v.end), true
	}
	return 0, 0, false
}

// colonSecretEnd returns where a bearer token ending at s[e] ends when a
// colon and a secret's run follow it, or e: Asana's personal access
// tokens, "2/<user>/<token id>:" and 32 hex digits (a token that
// ends at the colon leaves its secret half beside the marker otherwise).
// The run is 16 letters or digits or more, to a boundary.
func colonSecretEnd(s string, e int) int {
	if e+17 > len(s) || s[e] != ':' {
		return e
	}
	k := e + 1
	for k < len(s) && k-e <= 129 && isAlnum(s[k]) {
		k++
	}
	if k-e-1 < 16 || k < len(s) && (isWordByte(s[k]) || s[k] == '-' || s[k] == '/' || s[k] == '.' && k+1 < len(s) && isAlnum(s[k+1])) {
		return e
	}
	return k
}

// quotedPairValue reads the credential given as the argument after the
// quoted scheme at s[p:p+6], as a client library takes the two:
// `new AuthenticationHeaderValue("Bearer", "…")` (.NET), `("Bearer",
// "…")`. The same quotes and comma also list values (`["Bearer",
// "Basic"]`) and join a JSON object's members (`"token_type": "Bearer",
// "expires_in": …`), so the argument must look like a secret, and be no
// key but "token", whose value follows; a variable (no quote) is no value.
func quotedPairValue(s string, p int) (int, int, bool) {
	q := s[p-1]
	k := skipBlanks(s, p+8, 2)
	if k >= len(s) || s[k] != q {
		return 0, 0, false
	}
	var v token
	if !readToken(s, k+1, &v) || v.end >= len(s) || s[v.end] != q {
		return 0, 0, false
	}
	if after := skipBlanks(s, v.end+1, 2); after < len(s) && s[after] == ':' {
		if s[v.start:v.end] == "token" {
			// The next member names the token: Insomnia's export
			// (`"authentication": {"type": "bearer", "token": "…"}`).
			if j := skipBlanks(s, after+1, 4); j < len(s) && s[j] == q {
				return quotedCredential(s, j)
			}
		}
		return 0, 0, false
	}
	if secretShape(s, &v) {
		return v.start, v.end, true
	}
	return 0, 0, false
}

// bearerMember reads the credential of a quoted key "bearer" at s[p:p+6]:
// its value, a string (`"bearer": "…"`), or the object or list of objects
// an API client's export keeps it in — Postman's collection format v2.1
// (`"auth": {"type": "bearer", "bearer": [{"key": "token", "value": "…",
// "type": "string"}]}`) and v2.0 (`"bearer": {"token": "…"}`). The key
// says what the value is, so a value is taken on the relaxed rule
// (credentialValue): stand-ins ("{{token}}", "<token>") stay.
func bearerMember(s string, p int) (int, int, bool) {
	j, ok := afterKey(s, p, p+6, true, false)
	if !ok || j >= len(s) {
		return 0, 0, false
	}
	if s[j] == '"' || s[j] == '\'' {
		return quotedCredential(s, j)
	}
	if s[j] == '[' {
		j = skipBlanks(s, j+1, 4)
	}
	if j >= len(s) || s[j] != '{' {
		return 0, 0, false
	}
	// Up to four members, each a quoted name and a quoted value: the
	// token is the value of "token", or of "value" beside "key": "token".
	j++
	named, at := false, -1
	for range 4 {
		j = skipBlanks(s, j, 4)
		name, e, ok := quotedString(s, j)
		if !ok {
			break
		}
		v, ok := afterKey(s, j, e, false, false)
		if !ok {
			break
		}
		val, ve, ok := quotedString(s, v)
		if !ok {
			break
		}
		switch name {
		case "token":
			return quotedCredential(s, v)
		case "key":
			named = val == "token"
		case "value":
			at = v
		}
		j = skipBlanks(s, ve, 4)
		if j >= len(s) || s[j] != ',' {
			break
		}
		j++
	}
	if named && at >= 0 {
		return quotedCredential(s, at)
	}
	return 0, 0, false
}

// quotedString reads the string in the quotes that open at s[j] (no
// escapes, at most 256 bytes): its text and the end of its closing quote.
func quotedString(s string, j int) (string, int, bool) {
	if j >= len(s) || s[j] != '"' && s[j] != '\'' {
		return "", 0, false
	}
	q := s[j]
	for k := j + 1; k < len(s) && k-j <= 256; k++ {
		switch s[k] {
		case q:
			return s[j+1 : k], k + 1, true
		case '\\', '\n':
			return "", 0, false
		}
	}
	return "", 0, false
}

// quotedCredential reads a credential that fills the quotes opening at
// s[j], on the relaxed rule of a value its key names.
func quotedCredential(s string, j int) (int, int, bool) {
	q := s[j]
	var v token
	if !readToken(s, j+1, &v) || v.end >= len(s) || s[v.end] != q {
		return 0, 0, false
	}
	if secretShape(s, &v) || credentialValue(s, &v, false) {
		return v.start, v.end, true
	}
	return 0, 0, false
}

// schemeGap returns where the credential after an authentication scheme's
// word may start, the word ending at s[j]: after up to four spaces or tabs,
// a URL-encoded space ("Authorization=Bearer%20abc…"), or a folded header
// line (RFC 7230 §3.2.4 obs-fold, still sent and logged: "Authorization:
// Bearer" CRLF, then at least one space or tab, then the token; a line break
// without that indent starts a new line, not the value). It returns j when
// none of them is there.
func schemeGap(s string, j int) int {
	sp := j
	for j < len(s) && (s[j] == ' ' || s[j] == '\t') && j-sp < 4 {
		j++
	}
	if j == sp && j+3 < len(s) && s[j] == '%' && s[j+1] == '2' && s[j+2] == '0' {
		j += 3
	}
	if k := foldAt(s, j); k > j {
		j = k
	}
	return j
}

// keyValue reads the value of a key that names a bearer token, the word
// "bearer" at s[p:p+6] starting it: "bearer_token", "bearer-token",
// "bearerToken", "BEARER_TOKEN" (and "AUTH_BEARER_TOKEN", "authBearerToken"),
// then ':', '=', ":=", "=>" (a quote may close the key first and open the
// value), or, after "--", blanks alone ("--bearer-token abc…"). A value not
// in quotes is read as code might be: "bearer_token = os.environ[…]",
// "bearerToken: cfg.Token" and "get_token()" are left alone.
func keyValue(s string, p int) (int, int, bool) {
	n := len(s)
	j := p + 6
	if s[j] == '_' || s[j] == '-' {
		j++
	}
	if j+5 > n || !hasFoldAt(s, j, "token") || lower(s[j]) != 't' {
		return 0, 0, false
	}
	j += 5
	if j < n && (isWordByte(s[j]) || s[j] == '-') {
		return 0, 0, false // "bearer_token_file", "bearer-token-url", "bearer_tokens"
	}
	if numWordBefore(s, p) && s[p-1] != '_' && !(s[p] == 'B' && isAlnum(s[p-1])) {
		return 0, 0, false
	}
	j, ok := afterKey(s, p, j, true, true)
	if !ok {
		return 0, 0, false // "the bearer_token field", "bearer-token header"
	}
	code := true
	if j < n && (s[j] == '"' || s[j] == '\'' || s[j] == '`') {
		j++
		code = false
	}
	var v token
	if !readToken(s, j, &v) {
		return 0, 0, false
	}
	if secretShape(s, &v) || credentialValue(s, &v, code) {
		return v.start, v.end, true
	}
	return 0, 0, false
}

// afterKey reads what joins a key, which ends at s[j] (started at s[p]),
// to its value: the key's closing quote (when closeQuote), blanks, then
// ':', ":=", '=' or "=>", or, for a command-line option ("--" before p,
// when option), blanks alone. It returns where the value starts, after
// up to four blanks.
func afterKey(s string, p, j int, closeQuote, option bool) (int, bool) {
	n := len(s)
	closed := false
	if j < n && s[j] == ']' {
		// A form's nested parameter, the key in brackets
		// ("auth[application_token]=…", PHP's and Rails' arrays).
		b := p
		for b > 0 && p-b < 48 && (isWordByte(s[b-1]) || s[b-1] == '-') {
			b--
		}
		if b > 0 && s[b-1] == '[' {
			j++
		}
	}
	keyQuoted := false
	if closeQuote && j < n && (s[j] == '"' || s[j] == '\'') {
		j++ // the key's closing quote
		// The name's start, before the qualifiers joined to its word.
		b := p
		for b > 0 && p-b < 64 && (isWordByte(s[b-1]) || s[b-1] == '-') {
			b--
		}
		closed = b > 0 && s[b-1] == s[j-1]
		keyQuoted = true
		if closed && b >= 5 && s[b-5:b-1] == "key=" && strings.HasPrefix(s[j:], " value=") {
			// .NET's appSettings: <add key="StripeApiKey" value="…" />.
			return j + len(" value="), true
		}
		if closed && j < n && s[j] == ']' && b >= 2 && s[b-2] == '[' {
			j++ // a quoted key in brackets: Omnibus's gitlab_rails['smtp_password'] = "…", os.environ["REPLICATE_API_TOKEN"] = "…"
			if o := ipythonOut(s, j); o > j {
				return o, true // the value a notebook printed: os.environ["X"] then "Out[12]: '…'"
			}
		}
	} else if e := escapedQuoteEnd(s, j); closeQuote && e > j {
		j = e // JSON in a JSON string: {\"refreshToken\":\"…\"}
		closed = p > 0 && s[p-1] == '"'
	}
	k := skipBlanksNBSP(s, j, 4)
	if k < n && s[k] == ' ' {
		// A name padded to its column, as PowerShell's Format-List and
		// forms print them ("Password            : qq+8K…"), and as
		// terraform fmt aligns a file's '=' ("db_password         = …").
		if k2 := skipBlanks(s, k, 40); k2 < n && (s[k2] == ':' || s[k2] == '=') {
			k = k2
		}
	}
	switch {
	case k < n && s[k] == ':':
		k++
		if k < n && s[k] == '=' {
			k++
		}
	case k < n && s[k] == '=':
		k++
		if k < n && s[k] == '>' {
			k++
		}
	case option && k > j && p >= 2 && s[p-2:p] == "--":
		// a command-line option and its argument
	case closed && k == j && k < n && s[k] == '>' && nameAttrBefore(s, p):
		// An XML element named by its attribute, the value its text:
		// Android's SharedPreferences file (<string
		// name="refresh_token">…</string>).
		k++
	case k+1 < n && k > j && s[k] == '-' && s[k+1] == ' ' && s[k-1] == ' ':
		// A listing's label and its value apart by a dash: "API Key -
		// …", "Secret - …".
		k++
	case k < n && k >= j+2 && s[k-1] == ' ' && s[j] == ' ' && valueRunAtLeast(s, skipBlanks(s, j, 64), 6) && keyValueTableRow(s, p, j):
		// A two-column table printed under "Key  Value" and a rule of
		// dashes, as Vault's CLI prints a secret ("api_key            …").
		k = skipBlanks(s, j, 64)
	case k < n && s[k] == '|' && cellStartsBefore(s, p):
		// A Markdown or psql table's row, the name its own cell and the
		// value the next: "| DeepSeek | DEEPSEEK_API_KEY | sk-… |".
		k++
	case k > j && setCommandBefore(s, p):
		// A configuration's command and its argument, as FortiOS's
		// CLI writes each setting: "set psksecret …", "set passwd …".
	case closed && k < n && s[k] == ',':
		// The name kept as the value of "key", beside its "value", as
		// Postman's environments and HAR files keep variables and
		// headers: {"key": "access_token", "value": "…"}.
		v, ok := pairValue(s, p, k+1)
		if !ok {
			return 0, false
		}
		k = v
	default:
		return 0, false
	}
	k = skipBlanksNBSP(s, k, 40) // a value aligned to a column: Ruby's `password:             "…"`
	if keyQuoted && k+1 < n && s[k] == 'b' && (s[k+1] == '\'' || s[k+1] == '"') {
		k++ // a Python dict's bytes: {'X-Amz-Security-Token': b'IQoJ…'}
	}
	if k < n && s[k] == '{' {
		// The value kept in an object's "value" member, beside what
		// describes it: Terraform's outputs ("db_password": {"sensitive":
		// true, "type": "string", "value": "…"}), Spring Boot's
		// /actuator/env ("MAIL_PASSWORD":{"value":"…"}).
		if v := valueMemberAt(s, k); v > 0 {
			return skipBlanks(s, v, 4), true
		}
	}
	return k, true
}

// valueMemberAt returns where the value of a "value" member starts in the
// object that opens at s[k] (its first level, 200 bytes at most), or 0.
func valueMemberAt(s string, k int) int {
	for i := k + 1; i < len(s) && i-k < 200; i++ {
		switch s[i] {
		case '{', '}', '[':
			return 0
		case '"', '\'':
			if i+7 < len(s) && s[i+1:i+6] == "value" && s[i+6] == s[i] {
				j := i + 7
				for j < len(s) && (s[j] == ' ' || s[j] == '\t') {
					j++
				}
				if j < len(s) && (s[j] == ':' || s[j] == '=') {
					return j + 1
				}
			}
		}
	}
	return 0
}

// valueRunAtLeast reports n bytes or more of no blank at s[j]: a value long
// enough to be a secret's, asked before a table's rows are read.
func valueRunAtLeast(s string, j, n int) bool {
	return j+n <= len(s) && strings.IndexAny(s[j:j+n], " \t\r\n") < 0
}

// keyValueTableRow reports the name s[p:j] starting a row of a two-column
// table under a rule of dashes ("---                -----"): the rows
// above it, six at most (a secret's few fields; each row is asked once, so
// a longer table costs six reads a row), are names, blanks and values up to
// the rule.
func keyValueTableRow(s string, p, j int) bool {
	b := p
	for b > 0 && p-b < 64 && (isWordByte(s[b-1]) || s[b-1] == '-') {
		b--
	}
	if b > 0 && s[b-1] != '\n' {
		return false
	}
	for n := 0; n < 7 && b > 0; n++ {
		pe := b - 1
		pl := max(0, pe-200)
		if k := strings.LastIndexByte(s[pl:pe], '\n'); k >= 0 {
			pl += k + 1
		} else if pl > 0 {
			return false
		}
		line := s[pl:pe]
		if strings.HasPrefix(line, "---") {
			return strings.Trim(line, "- \r") == ""
		}
		// A row: a name, two blanks or more, a value.
		c := strings.Index(line, "  ")
		if c <= 0 || strings.IndexByte(line[:c], ' ') >= 0 || strings.TrimSpace(line[c:]) == "" {
			return false
		}
		b = pl
	}
	return false
}

// nameAttrBefore reports the name at s[p] (its qualifiers before it) as
// the value of a "name" attribute: name="…".
func nameAttrBefore(s string, p int) bool {
	b := p
	for b > 0 && p-b < 64 && (isWordByte(s[b-1]) || s[b-1] == '-' || s[b-1] == '.') {
		b--
	}
	return b >= 6 && s[b-6:b-1] == "name=" && (s[b-1] == '"' || s[b-1] == '\'')
}

// cellStartsBefore reports a table's cell starting with the name at s[p]:
// its qualifiers, blanks and a '|' before it.
func cellStartsBefore(s string, p int) bool {
	b := p
	for b > 0 && p-b < 64 && (isWordByte(s[b-1]) || s[b-1] == '-') {
		b--
	}
	for b > 0 && p-b < 72 && s[b-1] == ' ' {
		b--
	}
	return b > 0 && s[b-1] == '|'
}

// setCommandBefore reports "set " starting the line (after its indent)
// right before the name at s[p].
func setCommandBefore(s string, p int) bool {
	if p < 4 || s[p-4:p] != "set " {
		return false
	}
	k := p - 4
	for k > 0 && (s[k-1] == ' ' || s[k-1] == '\t') && p-k < 40 {
		k--
	}
	return k == 0 || s[k-1] == '\n'
}

// pairValue reads, for a name quoted at s[p:] as the value of a "key" or
// "name" member, the "value" member that follows at s[j:] (after the
// comma): it returns where its value starts.
func pairValue(s string, p, j int) (int, bool) {
	if p < 1 {
		return 0, false
	}
	q := s[p-1]
	if q != '"' && q != '\'' {
		return 0, false
	}
	// Before the name: "key" and a colon.
	k := p - 1
	for k > 0 && (s[k-1] == ' ' || s[k-1] == '\t') && p-k < 6 {
		k--
	}
	if k < 1 || s[k-1] != ':' {
		return 0, false
	}
	k--
	for k > 0 && (s[k-1] == ' ' || s[k-1] == '\t') && p-k < 10 {
		k--
	}
	if !(k >= 5 && s[k-5:k] == string(q)+"key"+string(q) || k >= 6 && s[k-6:k] == string(q)+"name"+string(q)) {
		return 0, false // "key" (Postman, HAR) or "name" (a password manager's fields: Bitwarden's, KeePassXC's)
	}
	j = skipBlanks(s, j, 4)
	if j+7 > len(s) || s[j] != q || s[j+1:j+6] != "value" || s[j+6] != q {
		return 0, false
	}
	j = skipBlanks(s, j+7, 4)
	if j >= len(s) || s[j] != ':' {
		return 0, false
	}
	return j + 1, true
}

// ipythonOut returns where the value starts that IPython or Jupyter printed
// for the expression ending at s[j], its line break then "Out[12]: "; j
// when there is none.
func ipythonOut(s string, j int) int {
	k := j
	if k < len(s) && s[k] == '\r' {
		k++
	}
	if !strings.HasPrefix(s[k:], "\nOut[") {
		return j
	}
	k += len("\nOut[")
	d := k
	for k < len(s) && k-d < 5 && isDigit(s[k]) {
		k++
	}
	if k == d || !strings.HasPrefix(s[k:], "]: ") {
		return j
	}
	return k + len("]: ")
}

// escapedQuoteEnd returns the end of an escaped double quote at s[j] (one
// to seven backslashes, then '"': JSON inside a JSON string, once or more
// deep), or j.
func escapedQuoteEnd(s string, j int) int {
	e := j
	for e < len(s) && e-j < 8 && s[e] == '\\' {
		e++
	}
	if e == j || e >= len(s) || s[e] != '"' {
		return j
	}
	return e + 1
}

// skipBlanks skips up to max spaces and tabs at s[i].
func skipBlanks(s string, i, max int) int {
	j := i
	for j < len(s) && (s[j] == ' ' || s[j] == '\t') && j-i < max {
		j++
	}
	return j
}

// skipBlanksNBSP is skipBlanks that steps over no-break spaces (U+00A0)
// too, as chat clients and French typography put them around a label's
// colon ("Mot de passe\u00a0: …", Teams' "Passwort:\u00a0…").
func skipBlanksNBSP(s string, i, max int) int {
	j := skipBlanks(s, i, max)
	for j+1 < len(s) && s[j] == 0xC2 && s[j+1] == 0xA0 && j-i < max {
		j = skipBlanks(s, j+2, max)
	}
	return j
}

// token is a b64token read by readToken: s[start:body] without its '='
// padding, s[start:end] with it; flags ORs the tokFlag of its bytes.
type token struct {
	start, body, end int
	flags            uint8
	elided           bool // "abc…", "abc..." : shown cut short, not given
}

// salesforceOrgID reports a Salesforce organization's id, "00D" and 12 or
// 15 letters and digits: the first part of its session ids.
func salesforceOrgID(t string) bool {
	if len(t) != 15 && len(t) != 18 || !strings.HasPrefix(t, "00D") {
		return false
	}
	for i := 3; i < len(t); i++ {
		if !isAlnum(t[i]) {
			return false
		}
	}
	return true
}

// salesforceSessionAt reads a Salesforce session id whose key starts at
// s[q], after its '!': the org's id before the '!' (salesforceOrgID, at a
// token's start), then 40 bytes or more of the key ("00DkCdfhPwPaGzT!AQCD…"
// in a SOAP login's <sessionId>, a log line, a config). No other string
// has that shape, so no word need name it.
func salesforceSessionAt(s string, q int) (int, int, bool) {
	if q < 16 || s[q-1] != '!' {
		return 0, 0, false
	}
	for _, n := range [2]int{15, 18} {
		a := q - 1 - n
		if a < 0 || !salesforceOrgID(s[a:q-1]) || a > 0 && tokFlag[s[a-1]] != 0 {
			continue
		}
		e := q
		for e < len(s) && tokFlag[s[e]] != 0 {
			e++
		}
		for e > q && s[e-1] == '.' {
			e-- // a sentence's full stop
		}
		if e-q >= 40 {
			return a, e, true
		}
	}
	return 0, 0, false
}

// padJoinAt reports a '-' at s[j], after a token's '=' padding, and eight
// or more of a b64token's bytes after it.
func padJoinAt(s string, j int) bool {
	if j+9 > len(s) || s[j] != '-' {
		return false
	}
	for k := j + 1; k < j+9; k++ {
		if tokFlag[s[k]] == 0 {
			return false
		}
	}
	return true
}

// readToken reads the b64token at s[j] into v and reports whether there is
// one.
func readToken(s string, j int, v *token) bool {
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
read:
	for {
		for j < len(s) && tokFlag[s[j]] != 0 {
			f |= tokFlag[s[j]]
			j++
		}
		// A token sent in a URL or a form has its '+', '/' and '='
		// escaped ("AAAA…%2BuSeid%3D…"): the token goes on.
		if j == len(s) || s[j] != '%' || j == start || !urlEscapedB64(s, j) {
			break
		}
		f |= tOther
		j += 3
	}
	if j+1 < len(s) && s[j] == '!' && tokFlag[s[j+1]] != 0 && salesforceOrgID(s[start:j]) {
		// A Salesforce session id: the org's id, '!' and the session's
		// key ("00DUoZM3fO5IPwH!AQiCxs.imce…"), the secret after the
		// '!', which must not be left beside the marker.
		j++
		goto read
	}
	if j+9 <= len(s) && s[j] == '=' && j-start >= 20 && hexChecksumAt(s, j+1) {
		// Atlassian's API tokens end in '=' and a CRC32 of eight hex
		// digits ("ATATT3xFfGF0…=9634B246"): one token.
		j += 9
	}
	body := j
	for j < len(s) && s[j] == '=' {
		j++
	}
	if j > body && j-start >= 20 && padJoinAt(s, j) {
		// Padding joined by '-' to more of the key: Adyen's API keys
		// ("AQE…==-o5N8…=-Gbdy…") are segments of base64 and their
		// padding, one key.
		j++
		goto read
	}
	end := j
	elided := false
	if end == body {
		for body > start && s[body-1] == '.' {
			body-- // the full stop of a sentence, not part of the token
		}
		elided = end-body >= 2 || end < len(s) && s[end] == 0xE2 && strings.HasPrefix(s[end:], "…")
		end = body
	}
	// CJK letters do not glue ("…abc123です"); other letters do.
	if body == start || end < len(s) && (s[end] < 0x80 && isWordByte(s[end]) || s[end] >= 0x80 && numWordAt(s, end)) {
		return false
	}
	v.start, v.body, v.end, v.flags, v.elided = start, body, end, f, elided
	return true
}

// hexChecksumAt reports eight hex digits at s[i] and no token byte after
// them.
func hexChecksumAt(s string, i int) bool {
	for k := i; k < i+8; k++ {
		if c := s[k] | 0x20; !isDigit(s[k]) && (c < 'a' || c > 'f') {
			return false
		}
	}
	return i+8 == len(s) || tokFlag[s[i+8]] == 0 && s[i+8] != '='
}

// urlEscapedB64 reports at s[j] one of the base64 characters a URL must
// escape, in any case: "%2B" or "%2F" followed by another token byte, or
// "%3D" ('=', also the padding at the end).
func urlEscapedB64(s string, j int) bool {
	if j+3 > len(s) {
		return false
	}
	switch s[j+1] {
	case '2':
		if c := s[j+2] | 0x20; c != 'b' && c != 'f' {
			return false
		}
		return j+3 < len(s) && (tokFlag[s[j+3]] != 0 || s[j+3] == '%')
	case '3':
		return s[j+2]|0x20 == 'd'
	}
	return false
}

// secretShape reports a token that looks like a secret rather than a word
// wherever it stands: digits with letters, eight digits, '=' padding, far
// more capitals than a word has, or a well-known secret prefix
// (secretPrefix); and no placeholder word in it.
func secretShape(s string, v *token) bool {
	f := v.flags
	hasDigit, hasLower, hasUpper := f&tDigit != 0, f&tLower != 0, f&tUpper != 0
	n := v.body - v.start
	letters := hasLower || hasUpper
	if v.elided && strings.HasPrefix(s[v.start:], "eyJ") {
		return false // a JWT's header shown cut short: "Bearer eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9... (len=996)"
	}
	switch {
	case n >= 6 && hasDigit && letters:
	case n >= 8 && hasDigit && !letters:
	case n >= 8 && letters && v.end > v.body:
		// base64 with '=' padding
	case n >= 12 && hasLower && hasUpper && upperCount(s[v.start:v.body])*4 >= n:
		// random base64 letters: far more capitals than a CamelCase word
		// ("AuthenticationScheme") has
	case n >= 3+minAfterPrefix && secretPrefix(s[v.start:v.body]):
	default:
		return false
	}
	return !placeholder(s[v.start:v.body])
}

// secretPrefixes start tokens that services issue (OpenAI, Stripe, GitHub,
// GitLab, Slack, Google OAuth, Shopify, npm, Hugging Face).
var secretPrefixes = []string{
	"sk-", "sk_live_", "sk_test_", "rk_live_", "rk_test_",
	"ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_", "glpat-",
	"xoxb-", "xoxp-", "xoxa-", "xoxr-", "xoxs-",
	"ya29.", "shpat_", "npm_", "hf_",
}

// minAfterPrefix is how many token bytes a secret prefix needs after it:
// issued tokens have 20 to 90, and "sk-learn", "hf_hub", "npm_config" fewer.
const minAfterPrefix = 12

// secretPrefix reports a token that starts with a secret prefix and has
// enough after it.
func secretPrefix(t string) bool {
	if len(t) < 3+minAfterPrefix {
		return false
	}
	switch t[0] {
	case 'g', 'h', 'n', 'r', 's', 'x', 'y':
	default:
		return false
	}
	for _, p := range secretPrefixes {
		if strings.HasPrefix(t, p) {
			return len(t)-len(p) >= minAfterPrefix
		}
	}
	return false
}

// minCredential is the shortest value the relaxed rule takes. RFC 6750 sets
// no minimum; issued tokens are 20 bytes and more, and the shortest stand-ins
// people type for one are six ("abc123", "s3cr3t", the same minimum
// secretShape asks of digits with letters). Below that a value is a word or
// an abbreviation ("JWT", "abc", "none", "null", "str") far more often
// than a secret, and leaks little.
const minCredential = 6

// credentialValue is the relaxed rule, for a value whose place says it is a
// credential (after "Authorization: Bearer", or a bearer_token key): any
// b64token of minCredential bytes or more with a letter or digit in it,
// except
//
//   - a stand-in (stubValue: "YOUR_TOKEN", "ACCESS_TOKEN", "xxxx",
//     "REDACTED"; "<token>", "$TOKEN", "${TOKEN}", "[REDACTED]", "…" and
//     "***" are no b64token at all, and "..." has no letter or digit);
//   - a value shown cut short ("eyJhbGciOi...", "sk-abc…");
//   - a word, as in prose that names the header ("Authorization: Bearer
//     authentication", "the Authorization: Bearer header", "Bearer scheme"):
//     letters and hyphens only, cased as words are (lower, Capitalized or
//     UPPER, no hump), and either Capitalized (a noun: "Zugangstoken") or
//     shorter than 16 bytes (English words that long are rare after the
//     header; "abcdefghijklmnopqrstuvwxyz" is taken) and not gluing "token"
//     or "secret" to another word ("testtoken", "supersecret"), which
//     English prose does not do;
//   - a call ("getToken()"), and, in code (a key's value not in quotes),
//     an index ("os.environ[…]") or an identifier ("cfg.token",
//     "self._token", "bearerTokenFromEnv").
func credentialValue(s string, v *token, code bool) bool {
	n := v.body - v.start
	if n < minCredential || v.flags&(tDigit|tLower|tUpper) == 0 || v.elided {
		return false
	}
	if v.end < len(s) && (s[v.end] == '(' || code && s[v.end] == '[') {
		return false
	}
	if n > maxStub {
		// No stand-in, word or identifier is this long; nothing more is
		// read, so a long value costs its one read in readToken.
		return true
	}
	t := s[v.start:v.body]
	if v.flags&tDigit == 0 {
		if wordLike(t) && (n < 16 && !glued(t) || capitalized(t)) {
			return false
		}
		if code && identifier(t) {
			return false
		}
	}
	return !stubValue(t)
}

// maxStub is the longest value credentialValue reads for a stand-in, a word
// or an identifier: "YOUR_PERSONAL_ACCESS_TOKEN_GOES_HERE" is 36 bytes.
const maxStub = 64

// wordLike reports letters and hyphens cased as words are: no lower-case
// letter is followed by a capital.
func wordLike(t string) bool {
	prevLower := false
	for i := 0; i < len(t); i++ {
		c := t[i]
		switch {
		case c-'a' < 26:
			prevLower = true
		case c-'A' < 26:
			if prevLower {
				return false
			}
		case c == '-':
			prevLower = false
		default:
			return false
		}
	}
	return true
}

// capitalized reports a capital followed by a lower-case letter at the
// start of t: a word that starts a sentence or a noun ("Zugangstoken",
// "Authentifizierungstoken"), rarely a token.
func capitalized(t string) bool {
	return len(t) > 1 && t[0]-'A' < 26 && t[1]-'a' < 26
}

// glued reports "token" or "secret" past the first byte of t, in any case.
func glued(t string) bool {
	for i := 1; i+5 <= len(t); i++ {
		switch lower(t[i]) {
		case 't':
			if hasFoldAt(t, i, "token") {
				return true
			}
		case 's':
			if i+6 <= len(t) && hasFoldAt(t, i, "secret") {
				return true
			}
		}
	}
	return false
}

// identifier reports what a program names a value by: letters, '_' and '.',
// with a '_', a '.' or a hump ("cfg.token", "self._token", "accessToken").
func identifier(t string) bool {
	named := false
	for i := 0; i < len(t); i++ {
		c := t[i]
		switch {
		case c-'a' < 26:
		case c-'A' < 26:
			if i > 0 && t[i-1]-'a' < 26 {
				named = true
			}
		case c == '_' || c == '.':
			named = true
		default:
			return false
		}
	}
	return named
}

// stubWords are the words stand-ins for a token are made of, in lower
// case: "YOUR_TOKEN_HERE", "my-api-key", "accessToken", "REFRESH_TOKEN".
// "test", "fake" and "dummy" are not among them: "test_token" and
// "fake-token" are what people type as a secret in a test.
var stubWords = []string{
	"access", "account", "api", "app", "auth", "base64", "bearer", "bot",
	"changeme", "client", "encoded", "goes", "header", "here", "id", "insert",
	"jwt", "key", "my", "new", "oauth", "payload", "personal", "refresh",
	"secret", "service", "session", "signature", "some", "string", "the",
	"token", "tokens", "user", "value", "your",
}

// strongPlaceholders mark a stand-in wherever they stand in a value.
var strongPlaceholders = []string{"your", "xxxx", "placeholder", "redacted", "example"}

// stubValue reports a stand-in for a credential: a strong placeholder word
// anywhere in it, an environment variable's name ("GITHUB_TOKEN",
// "OPENAI_API_KEY"), stub words alone with '_', '-' or '.' between
// ("header.payload.signature"), or runs of one repeated character
// ("xxx.yyy.zzz", "aaaa-bbbb").
func stubValue(t string) bool {
	return hasAnyFold(t, strongPlaceholders) || envName(t) || stubWords1(t) || repeatRuns(t)
}

// repeatRuns reports whether every run of letters and digits in t repeats
// one character, in any case.
func repeatRuns(t string) bool {
	for i := 1; i < len(t); i++ {
		a, b := lower(t[i-1]), lower(t[i])
		if a != b && isAlnum(a) && isAlnum(b) {
			return false
		}
	}
	return true
}

// envName reports an environment variable's name: a capital, then capitals,
// digits and '_', with a '_' among them.
func envName(t string) bool {
	if t[0]-'A' >= 26 {
		return false
	}
	under := false
	for i := 1; i < len(t); i++ {
		c := t[i]
		switch {
		case c-'A' < 26 || c-'0' < 10:
		case c == '_':
			under = true
		default:
			return false
		}
	}
	return under
}

// stubWords1 reports whether t (at most maxStub bytes) splits into stubWords,
// in any case, with '_', '-' or '.' between or around them.
func stubWords1(t string) bool {
	var reach [maxStub + 1]bool
	reach[0] = true
	for i := 0; i < len(t); i++ {
		if !reach[i] {
			continue
		}
		if c := t[i]; c == '_' || c == '-' || c == '.' {
			reach[i+1] = true
			continue
		}
		for _, w := range stubWords {
			if w[0] == lower(t[i]) && len(t)-i >= len(w) && hasFoldAt(t, i, w) {
				reach[i+len(w)] = true
			}
		}
	}
	return reach[len(t)]
}

// hasAnyFold reports one of the lower-case words ws in t, in any case.
func hasAnyFold(t string, ws []string) bool {
	for i := 0; i+4 <= len(t); i++ {
		c := lower(t[i])
		for _, w := range ws {
			if w[0] == c && len(t)-i >= len(w) && hasFoldAt(t, i, w) {
				return true
			}
		}
	}
	return false
}

// headerBefore reports whether the word "bearer" at s[p] is the value of
// an Authorization header (or a field named like one) written as headers
// are written in requests, logs and code:
//
//	Authorization: Bearer …        Proxy-Authorization: Bearer …
//	-H 'authorization: bearer …'   "Authorization": "Bearer …"
//	{Authorization=[Bearer …]}     ("Authorization", "Bearer …")
//	headers['Authorization'] = 'Bearer …'   HTTP_AUTHORIZATION=Bearer …
//	X-Auth-Token: Bearer …         auth => "Bearer …"
//	Authorization:\r\n\tBearer …   (a folded line)
//
// The name must end in "authorization", "auth" or "token" at a word's
// start or hump, and a separator (':', '=', ":=", "=>", ',', '|') must
// stand between it and the word; the look back is at most about 60 bytes.
func headerBefore(s string, p int) bool {
	i := p
	for k := 0; k < 2 && i > 0 && (s[i-1] == '"' || s[i-1] == '\'' || s[i-1] == '`' || s[i-1] == '['); k++ {
		i--
	}
	k := blanksBefore(s, i, 16)
	if k < i && k > 0 && s[k-1] == '\n' {
		k--
		if k > 0 && s[k-1] == '\r' {
			k--
		}
		k = blanksBefore(s, k, 16)
	}
	i = k
	if i == 0 {
		return false
	}
	switch s[i-1] {
	case ':', ',', '|':
		i--
	case '=':
		i--
		if i > 0 && s[i-1] == ':' {
			i--
		}
	case '>':
		if i < 2 || s[i-2] != '=' {
			return false
		}
		i -= 2
	default:
		return false
	}
	i = blanksBefore(s, i, 16)
	for k := 0; k < 2 && i > 0 && (s[i-1] == '"' || s[i-1] == '\'' || s[i-1] == '`' || s[i-1] == ']'); k++ {
		i--
	}
	return nameEndsAt(s, i, "authorization") || nameEndsAt(s, i, "auth") || nameEndsAt(s, i, "token")
}

// blanksBefore steps back over up to max spaces and tabs ending at s[i-1].
func blanksBefore(s string, i, max int) int {
	j := i
	for j > 0 && (s[j-1] == ' ' || s[j-1] == '\t') && i-j < max {
		j--
	}
	return j
}

// nameEndsAt reports whether a name ending at s[i-1] ends in the lower-case
// word w, in any case, w starting it or after a non-letter ("Proxy-",
// "HTTP_", "x-auth-") or a hump ("xAuthorization", "authToken").
func nameEndsAt(s string, i int, w string) bool {
	k := i - len(w)
	if k < 0 || lower(s[k]) != w[0] || !hasFoldAt(s, k, w) {
		return false
	}
	if k == 0 || !isAlpha(s[k-1]) {
		return true
	}
	return s[k]-'A' < 26 && s[k-1]-'a' < 26
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
	if j+1 < len(s) && (s[j] == '>' || s[j] == '<') && s[j+1] == ' ' && linePrefixed(s, i, s[j]) {
		// curl -v marks each header line it sent with "> " (and each
		// it received with "< "), the fold's too.
		j += 2
	}
	ws := j
	for j < len(s) && (s[j] == ' ' || s[j] == '\t') && j-ws < 8 {
		j++
	}
	if j == ws {
		return i
	}
	return j
}

// linePrefixed reports that the line holding s[i] starts with mark and a
// space, as curl -v's header lines do.
func linePrefixed(s string, i int, mark byte) bool {
	ls := strings.LastIndexByte(s[max(0, i-maxHeaderLine):i], '\n') + 1
	if i > maxHeaderLine {
		if ls == 0 {
			return false
		}
		ls += i - maxHeaderLine
	}
	return ls+1 < len(s) && s[ls] == mark && s[ls+1] == ' '
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
