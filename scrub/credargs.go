package scrub

import "strings"

// Credentials that a command line or a request body carries under a name
// of its own, no scheme before them: curl's -u with an API key as the user
// ("-u sk_test_…:", Stripe's and Checkr's docs), a JSON body's bare
// "secret" (Plaid's /transactions/sync). Each is looked for by its name
// with strings.Index, which costs about as little as a byte scan; they
// share the registry credentials' anchor bit. (A session cookie's value is
// left: the corpora disagree on it, and one holds it as text to keep.)

// findCredentialArgs appends the credentials of curl's -u and of a
// "secret" key, and reports whether s holds any of their
// names (the re-check's anchor).
func findCredentialArgs(s string, fs []Finding) ([]Finding, bool) {
	seen := false
	var ok bool
	if fs, ok = findCurlUsers(s, fs); ok {
		seen = true
	}
	if fs, ok = findSecretKeys(s, fs); ok {
		seen = true
	}
	return fs, seen
}

// findCurlUsers finds what curl's -u (--user) passes: "user:password", the
// password a secret when it looks like one (passwordValue); "key:", an API
// key as the user and no password, the key a secret when it is shaped as
// one (apiKeyShape). The option stands at a line's start or after a blank.
func findCurlUsers(s string, fs []Finding) ([]Finding, bool) {
	seen := false
	for _, opt := range [...]string{"-u ", "--user ", "--user="} {
		for i := 0; ; {
			k := strings.Index(s[i:], opt)
			if k < 0 {
				break
			}
			o := i + k
			i = o + len(opt)
			if o > 0 && s[o-1] != ' ' && s[o-1] != '\n' && s[o-1] != '\t' {
				continue // "--run -u", "tar -xzf -u": the option alone
			}
			seen = true
			j := i
			for j < len(s) && s[j] == ' ' {
				j++
			}
			var q byte
			if j < len(s) && (s[j] == '"' || s[j] == '\'') {
				q = s[j]
				j++
			}
			e := j
			for e < len(s) && e-j < 512 && credArgByte(s[e]) && s[e] != q {
				e++
			}
			c := strings.IndexByte(s[j:e], ':')
			if c <= 0 {
				continue
			}
			user, pass := s[j:j+c], s[j+c+1:e]
			switch {
			case pass != "" && passwordValue(pass):
				fs = append(fs, Finding{Family: Bearer, Start: j + c + 1, End: e})
			case pass == "" && apiKeyShape(user):
				fs = append(fs, Finding{Family: Bearer, Start: j, End: j + c})
			}
			i = max(i, e)
		}
	}
	return fs, seen
}

// credArgByte marks the bytes a command-line credential may hold: any
// printable byte but a blank and a quote.
func credArgByte(c byte) bool {
	return c > ' ' && c < 0x7f && c != '"' && c != '\''
}

// apiKeyShape reports a key an API issues: 20 to 128 bytes of letters,
// digits, '_' and '-', with digits and letters both — a random run
// (strongSecret), 24 hex digits or more, or an issuer's prefix before
// one ("sk_test_…", "key-…").
func apiKeyShape(t string) bool {
	if len(t) < 20 || len(t) > 128 || placeholderBody(t) {
		return false
	}
	letters, digits := 0, 0
	for i := 0; i < len(t); i++ {
		switch c := t[i]; {
		case isDigit(c):
			digits++
		case isAlpha(c):
			letters++
		case c == '_' || c == '-':
		default:
			return false
		}
	}
	if digits < 2 || letters < 2 {
		return false
	}
	return strongSecret(t) || hexRunOf(t, 24) || prefixedKey(t)
}

// hexRunOf reports t all hex digits, n of them or more.
func hexRunOf(t string, n int) bool {
	if len(t) < n {
		return false
	}
	for i := 0; i < len(t); i++ {
		if c := lower(t[i]); !isDigit(c) && (c < 'a' || c > 'f') {
			return false
		}
	}
	return true
}

// prefixedKey reports a word, '_' or '-', then a run of 16 bytes or more
// with digits in it: "sk_test_4eC39HqLyjWDarjtT1zdp7dc", "key-3ax6xnjp…".
func prefixedKey(t string) bool {
	k := strings.LastIndexAny(t, "_-")
	if k <= 0 || len(t)-k-1 < 16 {
		return false
	}
	body := t[k+1:]
	for i := 0; i < len(body); i++ {
		if isDigit(body[i]) {
			return true
		}
	}
	return false
}

// findSecretKeys finds the value of a JSON key named "secret" alone, as
// API request bodies pass a client's secret beside its id (Plaid's
// {"client_id": "…", "secret": "…"}), when it is shaped as a key
// (apiKeyShape): a word or a stand-in stays.
func findSecretKeys(s string, fs []Finding) ([]Finding, bool) {
	seen := false
	for i := 0; ; {
		k := strings.Index(s[i:], `"secret"`)
		if k < 0 {
			return fs, seen
		}
		p := i + k + 1
		i = p + len("secret")
		seen = true
		j := i + 1
		for j < len(s) && s[j] == ' ' {
			j++
		}
		if j+1 >= len(s) || s[j] != ':' {
			continue
		}
		j++
		for j < len(s) && s[j] == ' ' {
			j++
		}
		if j >= len(s) || s[j] != '"' {
			continue
		}
		j++
		e := j
		for e < len(s) && e-j < 256 && s[e] != '"' && s[e] != '\\' {
			e++
		}
		if e < len(s) && s[e] == '"' && apiKeyShape(s[j:e]) {
			fs = append(fs, Finding{Family: Bearer, Start: j, End: e})
			i = e
		}
	}
}
