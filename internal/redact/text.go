package redact

import (
	"fmt"
	"regexp"
	"strings"
	"unicode/utf8"
)

// Text returns s, free text such as an error a driver built, with the
// password of every database URL and DSN in it replaced by Mask. It combines
// two readings and hides the union of what they find:
//
//   - every whitespace-separated word read as one connection string (URL's
//     reading), so a sentence holding two URLs masks each on its own, and a
//     password holding '@', '/' or a quote is still masked whole;
//   - key=value pairs across the whole text (password, sslpassword, pass, ...),
//     which a word split would cut: "password = x", or a quoted value with
//     spaces, password='hun ter2'.
//
// A URL password holding an unescaped space cannot be told apart from the
// sentence around it (drivers reject such URLs); when a string is known to be
// one target, URL reads it whole.
func Text(s string) string {
	var spans []span
	for i := 0; i < len(s); {
		for i < len(s) && isSpace(s[i]) {
			i++
		}
		j := i
		for j < len(s) && !isSpace(s[j]) {
			j++
		}
		// Only '@' (userinfo) or '=' (key=value) can introduce a password.
		if w := s[i:j]; strings.ContainsAny(w, "@=") {
			for _, sp := range urlSpans(w) {
				spans = append(spans, span{i + sp.from, i + sp.to})
			}
		}
		i = j
	}
	spans = append(spans, textKeyValueSpans(s)...)
	return hide(s, spans)
}

func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'
}

// textKeyValueSpans finds key=value secrets anywhere in free text. An
// unquoted value ends at whitespace or '&' (free text goes on after it; a
// value with '&' inside a URL is the word reading's job); a quoted one, with
// ' or ", at its closing quote, or the end of the text when there is none.
func textKeyValueSpans(s string) []span {
	var out []span
	for i := 0; i < len(s); i++ {
		if s[i] != '=' || !isTextSecretKey(textKeyBefore(s, i)) {
			continue
		}
		start := i + 1
		for start < len(s) && isSpace(s[start]) {
			start++
		}
		end := textValueEnd(s, start)
		if end == start {
			continue
		}
		if alreadyMasked(s[start:end]) {
			end = start + len(Mask) // see keyValueSpans
		}
		out = append(out, span{start, end})
		i = end - 1
	}
	return out
}

// textKeyBefore is keyBefore allowing any whitespace before the '='.
func textKeyBefore(s string, eq int) string {
	end := eq
	for end > 0 && isSpace(s[end-1]) {
		end--
	}
	start := end
	for start > 0 && isKeyByte(s[start-1]) {
		start--
	}
	return s[start:end]
}

// isTextSecretKey is isSecretKey, plus a key "pass" standing on its own
// (pass=, db.pass=), which some tools write for a password.
func isTextSecretKey(k string) bool {
	if isSecretKey(k) {
		return true
	}
	n := len(k)
	if n < 4 || !strings.EqualFold(k[n-4:], "pass") {
		return false
	}
	return n == 4 || k[n-5] == '.' || k[n-5] == '-' || k[n-5] == '%'
}

func textValueEnd(s string, start int) int {
	if start < len(s) && (s[start] == '\'' || s[start] == '"') {
		q := s[start]
		for j := start + 1; j < len(s); j++ {
			switch s[j] {
			case '\\':
				j++
			case q:
				return j + 1
			}
		}
		return len(s)
	}
	j := start
	for j < len(s) && !isSpace(s[j]) && s[j] != '&' {
		j++
	}
	return j
}

// urlText is a URL in free text, up to the next space or quote.
var urlText = regexp.MustCompile(`\b[a-zA-Z][a-zA-Z0-9+.-]*://[^\s"'` + "`" + `]+`)

// OutsideURLs returns s with f applied to each stretch of text around the
// URLs in it (f also sees empty stretches); the URLs are kept as they are.
// Capture scrubs PII from an error this way after Text: the user@host of a
// database URL names a server account, not a person's email address.
func OutsideURLs(s string, f func(string) string) string {
	var b strings.Builder
	last := 0
	for _, m := range urlText.FindAllStringIndex(s, -1) {
		b.WriteString(f(s[last:m[0]]))
		b.WriteString(s[m[0]:m[1]])
		last = m[1]
	}
	b.WriteString(f(s[last:]))
	return b.String()
}

// Printable returns s with every control character but the tab spelled
// out as an escape ("\x1b", "\u009b"): text read from events, files or
// the database (a JSON key, a role name, a path) must not reach a
// terminal as the escape sequence that retitles the window or clears the
// screen. Invalid UTF-8 bytes are spelled out the same way.
func Printable(s string) string {
	clean := true
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 && c != '\t' || c == 0x7f || c >= 0x80 {
			clean = false
			break
		}
	}
	if clean {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			fmt.Fprintf(&b, "\\x%02x", s[i])
		case Control(r) && r <= 0x7f:
			fmt.Fprintf(&b, "\\x%02x", r)
		case Control(r):
			fmt.Fprintf(&b, "\\u%04x", r)
		default:
			b.WriteString(s[i : i+size])
		}
		i += size
	}
	return b.String()
}

// Control reports a character that a terminal may act on rather than show:
// C0 controls but the tab, DEL, C1 controls, and the line and paragraph
// separators.
func Control(r rune) bool {
	return r < 0x20 && r != '\t' || r == 0x7f || r >= 0x80 && r <= 0x9f || r == 0x2028 || r == 0x2029
}

// OneLine folds a multi-line message (pgx lists every address it tried, one
// per line) into one line, so a message shown on a terminal or kept in a
// failure row cannot forge a line of its own.
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
