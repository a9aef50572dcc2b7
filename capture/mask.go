package capture

import (
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/modusbrain/evalkit/scrub"
)

var (
	// A URL, up to the next space or quote: its user@host is a database
	// target, not an email address, so it is masked but not scrubbed.
	urlText = regexp.MustCompile(`\b[a-zA-Z][a-zA-Z0-9+.-]*://[^\s"'` + "`" + `]+`)
	// scheme://user:password@host — keep the user, hide the password.
	urlPassword = regexp.MustCompile(`^([a-zA-Z][a-zA-Z0-9+.-]*://[^:/?#@\s]*:)[^@\s/]*@`)
	// password=... in DSNs and query strings, quoted or not.
	kvPassword = regexp.MustCompile(`(?i)(\bpass(?:word)?\s*=\s*)('(?:[^'\\]|\\.)*'|[^\s&]+)`)
)

// MaskSecrets hides passwords in database URLs and DSNs and scrubs tokens
// and other PII from an error text, so it can go into a failure row or onto
// a terminal.
func MaskSecrets(s string) string {
	var b strings.Builder
	last := 0
	for _, m := range urlText.FindAllStringIndex(s, -1) {
		b.WriteString(scrubText(kvPassword.ReplaceAllString(s[last:m[0]], "${1}***")))
		u := urlPassword.ReplaceAllString(s[m[0]:m[1]], "${1}***@")
		b.WriteString(kvPassword.ReplaceAllString(u, "${1}***"))
		last = m[1]
	}
	b.WriteString(scrubText(kvPassword.ReplaceAllString(s[last:], "${1}***")))
	return b.String()
}

// scrubText runs the real scrubber over diagnostic text; should it ever
// panic, the text is dropped rather than risk leaking it.
func scrubText(s string) (out string) {
	defer func() {
		if recover() != nil {
			out = "(error text withheld: the scrubber failed on it)"
		}
	}()
	return scrub.Scrub(s)
}

// OneLine folds a multi-line error text (pgx lists every address it tried,
// one per line) into one line.
func OneLine(s string) string {
	if !strings.ContainsAny(s, "\r\n") {
		return s
	}
	f := strings.FieldsFunc(s, func(r rune) bool { return r == '\n' || r == '\r' })
	for i := range f {
		f[i] = strings.TrimSpace(f[i])
	}
	return strings.Join(f, " ")
}

// maxDetail bounds the error text kept in a failure row.
const maxDetail = 300

// failureDetail is the error text a failure row keeps: secrets masked, the
// event's own query (raw and as stored) cut out — a database may echo the
// failing row — and bounded.
func failureDetail(text string, queries ...string) string {
	text = OneLine(cleanText(text))
	for _, q := range queries {
		if len(q) >= 4 {
			text = strings.ReplaceAll(text, q, "[query]")
		}
	}
	text = MaskSecrets(text)
	if len(text) > maxDetail {
		cut := maxDetail
		for cut > 0 && !utf8.RuneStart(text[cut]) {
			cut--
		}
		text = text[:cut] + "…"
	}
	return text
}
