package scrub

import (
	"regexp"
	"testing"
)

// TestObfuscatedEmails: an address whose at sign (and dots) are spelled
// out to hide it from harvesters is still an address; the spelling is only
// taken in round or square brackets, and the address must still end in a
// real TLD.
func TestObfuscatedEmails(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"contact jane(at)acme.io please", "contact [REDACTED] please"},
		{"jane [at] acme [dot] io", "[REDACTED]"},
		{"jane.doe[AT]example.co.uk", "[REDACTED]"},
		{"jane[@]acme.io", "[REDACTED]"},
		{"jane (at) acme (dot) co (dot) uk.", "[REDACTED]."},
		{"Jane(AT)Example.ORG.", "[REDACTED]."},
		{"请联系jane(at)acme.io", "请联系[REDACTED]"},
		{"max.mustermann ( at ) firma.de", "[REDACTED]"},
		// The domain ends as an address's does.
		{"请发邮件至jane(at)acme.io谢谢", "请发邮件至[REDACTED]谢谢"},
		{"jane(at)acme.io。«jane(at)acme.fr»", "[REDACTED]。«[REDACTED]»"},
		{"jane(at)acme.io- thanks", "[REDACTED]- thanks"},
		{"a@b.co(at)acme.io", "[REDACTED](at)acme.io"},
		// What stays.
		{"meet me (at) the office", "meet me (at) the office"},
		{"price [at] 5.99", "price [at] 5.99"},
		{"arr[at] = 1; f(at)", "arr[at] = 1; f(at)"},
		{"jane(at)acme", "jane(at)acme"},
		{"jane(at)acme.invalidtld", "jane(at)acme.invalidtld"},
		{"LOOK AT EXAMPLE.COM", "LOOK AT EXAMPLE.COM"},
		{"jane AT acme.com", "jane AT acme.com"},
		{"LOOK AT EXAMPLE DOT COM", "LOOK AT EXAMPLE DOT COM"},
		{"look at example.com", "look at example.com"},
		{"(at)acme.io", "(at)acme.io"},
		{"[REDACTED](at)acme.io", "[REDACTED](at)acme.io"},
	})
}

// TestScrubbedTextHoldsNoNewSpelledAt checks what Find relies on to skip
// findObfuscatedEmails in the re-check: text without a spelled at sign
// keeps none once findings are replaced, whatever sits around them.
func TestScrubbedTextHoldsNoNewSpelledAt(t *testing.T) {
	pieces := []string{"(", ")", "[", "]", "a", "t", "at", "AT", "@", " ", "(at", "at)", "[@", "@]", "jane", "acme.io", "(dot)",
		"555-123-4567", "a@b.co", "123-45-6789", "REDACTED", "jane(at)acme.io", "x [at] y [dot] de"}
	scan := func(s string) bool { _, w := findObfuscatedEmails(s, nil); return w }
	checkNoNewWord(t, 16, pieces, scan, spelledAtRE.MatchString)
}

// spelledAtRE is what findObfuscatedEmails anchors on, by definition.
var spelledAtRE = regexp.MustCompile(`\( ?(?i:at|@) ?\)|\[ ?(?i:at|@) ?\]`)

// TestFullWidthAt: Chinese and Japanese input methods type the full-width
// at sign; an address written with it is an address, as with "%40".
func TestFullWidthAt(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"メール：jane＠acme.jp", "メール：[REDACTED]"},
		{"連絡先 yamada＠example.co.jp まで", "連絡先 [REDACTED] まで"},
		{"邮箱 user＠例子.中国", "邮箱 [REDACTED]"},
		{"＠handle", "＠handle"},
		{"a＠b", "a＠b"},
		{"twitter＠jane_doe", "twitter＠jane_doe"},
		{"jane%40acme.io%40x.com", "[REDACTED]%40x.com"},
	})
}
