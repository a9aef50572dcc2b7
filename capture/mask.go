package capture

import (
	"strings"
	"unicode/utf8"

	"github.com/modusbrain/evalkit/internal/redact"
	"github.com/modusbrain/evalkit/scrub"
)

// maskSecrets hides the passwords of database URLs and DSNs in an error text
// (redact.Text) and scrubs tokens and other PII from the text around the
// URLs, so it can go into a failure row or onto a terminal. A URL itself is
// not scrubbed: its user@host names a database account, not an email
// address.
func maskSecrets(s string) string {
	return redact.OutsideURLs(redact.Text(s), scrubText)
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

// maxDetail bounds the error text kept in a failure row.
const maxDetail = 300

// failureDetail is the error text a failure row keeps: secrets masked, the
// event's own query (raw and as stored) cut out — a database may echo the
// failing row — and bounded.
func failureDetail(text string, queries ...string) string {
	text = redact.OneLine(cleanText(text))
	for _, q := range queries {
		if len(q) >= 4 {
			text = strings.ReplaceAll(text, q, "[query]")
		}
	}
	text = maskSecrets(text)
	if len(text) > maxDetail {
		cut := maxDetail
		for cut > 0 && !utf8.RuneStart(text[cut]) {
			cut--
		}
		text = text[:cut] + "…"
	}
	return text
}
