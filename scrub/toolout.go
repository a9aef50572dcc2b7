package scrub

import "strings"

// Secrets that tools print or are handed on a command line under no key
// of their own: TruffleHog's "Raw result:" (the credential it found), the
// line a kubectl command prints when it decodes a Secret's password or
// token ("kubectl get secret … -o jsonpath='{.data.password}' | base64
// -d" and the value on the next line), and the value GitHub's CLI stores
// ("gh secret set NAME --body …"). The first two are found from a phrase
// only such text holds, with one search of the text each; the last from
// its "secret", which findSecretWords finds anyway.

// findToolSecrets appends those secrets to fs and reports whether s holds
// one of the phrases (the re-check's anchor).
func findToolSecrets(s string, fs []Finding) ([]Finding, bool) {
	seen := false
	for _, t := range toolPhrases {
		for i := 0; ; {
			k := strings.Index(s[i:], t.phrase)
			if k < 0 {
				break
			}
			k += i
			seen = true
			start, end, ok := t.value(s, k, k+len(t.phrase))
			if ok {
				fs = append(fs, Finding{Family: Bearer, Start: start, End: end})
				i = end
			} else {
				i = k + len(t.phrase)
			}
		}
	}
	return fs, seen
}

// toolPhrases: each phrase, and the reader of the value it introduces
// (the phrase at s[k:e]).
var toolPhrases = []struct {
	phrase string
	value  func(s string, k, e int) (int, int, bool)
}{
	{"Raw result: ", rawResultValue},
	{"| base64 -", decodedSecretLine},
}

// toolSecret reports a value handed to or printed by a tool as a secret:
// a password's shape or an API key's (a stand-in or a variable is none).
func toolSecret(v string) bool {
	return passwordValue(v) || apiKeyShape(v)
}

// rawResultValue reads TruffleHog's "Raw result: " line: the rest of it
// (trufflehog prints the credential it verified there, "Detector Type:"
// and "Decoder Type:" above it).
func rawResultValue(s string, k, e int) (int, int, bool) {
	end := lineEnd(s[:min(len(s), e+1025)], e) // (bounded: "Raw result: " repeated on one line)
	return e, end, end-e <= 1024 && toolSecret(s[e:end])
}

// decodedSecretLine reads the line after "… -o jsonpath='{.data.password}'
// | base64 -d" (or "--decode", macOS's "-D"): a Secret's value as the
// shell printed it, when the field names a password, a token, a secret or
// a key.
func decodedSecretLine(s string, k, e int) (int, int, bool) {
	o := e
	switch {
	case strings.HasPrefix(s[o:], "-decode"):
		o += 7
	case o < len(s) && (s[o] == 'd' || s[o] == 'D'):
		o++
	default:
		return 0, 0, false
	}
	if o, ok := lineEndAfter(s, o); !ok || o == len(s) {
		return 0, 0, false // more on its line, or no line after it
	}
	line := s[lineStart(s, k):k]
	d := strings.Index(line, "{.data.")
	if d < 0 {
		return 0, 0, false
	}
	field := line[d+7:]
	if c := strings.IndexByte(field, '}'); c > 0 {
		field = field[:c]
	}
	if !secretField(field) {
		return 0, 0, false
	}
	start := lineEnd(s, o) + 1
	end := lineEnd(s, start)
	for end > start && s[end-1] == '\r' {
		end--
	}
	return start, end, end-start <= maxPassword && toolSecret(s[start:end])
}

// secretField reports a Secret's data key that names what opens
// something ("password", "db-password", "token", "api_key", "secret").
func secretField(f string) bool {
	f = strings.ToLower(f)
	for _, w := range []string{"pass", "pwd", "token", "secret", "key", "cred"} {
		if strings.Contains(f, w) {
			return true
		}
	}
	return false
}

// ghSecretBody reads the value of "gh secret set NAME … --body VALUE"
// ("-b VALUE", "--body=VALUE", "-bVALUE", quoted or not) whose "secret"
// is at s[t]: findSecretWords asks, from the word its scan finds anyway.
func ghSecretBody(s string, t int) (int, int, bool) {
	if t < 3 || s[t-3:t] != "gh " || !strings.HasPrefix(s[t+6:], " set ") || t > 3 && s[t-4] > ' ' {
		return 0, 0, false
	}
	// The option and its value within reach on the command's line (320
	// bytes: a text of one long line reads each byte a bounded number of
	// times), the option found from its '-'.
	end := lineEnd(s[:min(len(s), t+320)], t)
	v := -1
	for d := t + 10; d < end; {
		k := strings.IndexByte(s[d:end], '-')
		if k < 0 {
			break
		}
		d += k
		if s[d-1] == ' ' && strings.HasPrefix(s[d:], "--body") {
			v = d + 6
			break
		}
		if s[d-1] == ' ' && d+1 < end && s[d+1] == 'b' && (d+2 == end || s[d+2] == ' ' || s[d+2] == '=' || s[d+2] == '"' || s[d+2] == '\'') {
			v = d + 2
			break
		}
		d++
	}
	if v < 0 {
		return 0, 0, false
	}
	if v < end && (s[v] == ' ' || s[v] == '=') {
		v++
	}
	if v >= end {
		return 0, 0, false
	}
	if s[v] == '"' || s[v] == '\'' {
		c := strings.IndexByte(s[v+1:end], s[v])
		if c < 0 {
			return 0, 0, false
		}
		return v + 1, v + 1 + c, toolSecret(s[v+1 : v+1+c])
	}
	w := v
	for w < end && s[w] > ' ' {
		w++
	}
	return v, w, toolSecret(s[v:w])
}

// lineEnd returns where the line holding s[i] ends (its '\n', or len(s)).
func lineEnd(s string, i int) int {
	if n := strings.IndexByte(s[i:], '\n'); n >= 0 {
		return i + n
	}
	return len(s)
}
