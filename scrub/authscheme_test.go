package scrub

import (
	"strings"
	"testing"
)

// hasAuthWord is what findAuthSchemes reports, by definition: the header's
// name in any case, or "Basic " (findBasicCredentials).
func hasAuthWord(s string) bool {
	return strings.Contains(strings.ToLower(s), "authorization") || strings.Contains(s, "Basic ")
}

// TestScrubbedTextHoldsNoNewAuthWord checks what Find relies on to skip the
// Authorization scheme matcher in the re-check: text without
// "authorization", in any case, or "Basic " keeps none once findings are replaced,
// whatever sits around them.
func TestScrubbedTextHoldsNoNewAuthWord(t *testing.T) {
	pieces := []string{"Author", "AUTHOR", "ization", "IZATION", "iza", "z", "Z", "auth", ": ", "Basic ", "Token ",
		" ", "555-123-4567", "a@b.co", "123-45-6789", "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig", "[", "]", "REDACTED",
		"Authorization: Basic dXNlcjpwYXNz", "4111111111111111"}
	scan := func(s string) bool { _, w := findAuthSchemes(s, nil); return w }
	checkNoNewWord(t, 16, pieces, scan, hasAuthWord)
}
