package scrub

import (
	"strings"
	"testing"
)

// TestValuesInContext puts each kind of value between many prefixes and
// suffixes that people and programs write around them — punctuation,
// brackets, quotes, labels, list markers, a date or a time, CJK punctuation
// — and checks that no digit of it survives. It is how the misses next to
// other tokens were found ("2026-03-14 4111 1111 1111 1111", "Call
// +1-555-123-4567 24/7", "jane@acme.io- thanks"). What is left out is left
// out on purpose: a currency sign before a number (a price), '_' glued to
// it (an identifier), a number before spaced groups (a list).
func TestValuesInContext(t *testing.T) {
	values := []string{
		"jane.roe@acme.io", "555-123-4567", "(555) 123-4567", "+1 555 123 4567", "+1-555-123-4567",
		"555.123.4567", "+44 20 7946 0958", "+49 30 12345678", "+33 6 12 34 56 78", "+91 98765 43210",
		"020 7946 0958", "123-45-6789", "4111 1111 1111 1111", "4111111111111111", "4111-1111-1111-1111",
		"3782 822463 10005", "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0In0.abcdefghijklmnopqrstu",
	}
	prefixes := []string{
		"", " ", "x ", "2024-01-15 ", "10:22:31 ", "#", "(", "[", "{", "\"", "'", "<", "phone:", "tel:",
		"|", ",", ";", "\t", "\n", "*", "• ", "1. ", "a) ", "→ ", "» ", "…", "—", "–", "·", "=", "/",
		"\\", "~", "^", "&", "Tel ", "call ", "Card: ", "SSN: ", "email: ", "`", "«", "“", "（", "：", "、", "。",
	}
	suffixes := []string{
		"", " x", ".", ",", ";", ")", "]", "}", "\"", "'", ">", "|", "\t", "\n", " 2024-01-15", "!", "?",
		":", "...", "…", "—", "-", "/", "%", "&", "=", "`", "»", "”", "）", "。", "、", " 10:22:31", " #12",
	}
	misses := 0
	for _, v := range values {
		for _, p := range prefixes {
			for _, sfx := range suffixes {
				in := p + v + sfx
				out := Scrub(in)
				if strings.Contains(out, v) || !strings.Contains(out, Redacted) {
					if misses++; misses <= 20 {
						t.Errorf("Scrub(%q) = %q", in, out)
					}
				}
			}
		}
	}
	if misses > 20 {
		t.Errorf("%d misses in all", misses)
	}
}
