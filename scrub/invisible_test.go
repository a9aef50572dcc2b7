package scrub

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"
)

// Invisible characters (round 18): a format character that shows nothing
// — a zero-width space, a soft hyphen, a joiner, a bidi mark, a BOM —
// inside an address, a number or a token hides none of it, and the finding
// covers it; text that uses them as its script or its typography does
// stays as it is.

var invisibleHits = map[Family][]hit{
	Email: {
		{"a john@exa\u200bmple.com", "john@exa\u200bmple.com"},
		{"c john\u200b@example.com", "john\u200b@example.com"},
		{"mail john@\u200bexample.com today", "john@\u200bexample.com"},
		{"e mail john@exam\u00adple.com", "john@exam\u00adple.com"},
		{"jo\u200chn.d\u200doe@example.com", "jo\u200chn.d\u200doe@example.com"},
		{"write john@example\u200b.com now", "john@example\u200b.com"},
		{"write john@example.\u200bcom now", "john@example.\u200bcom"},
		{"john.\u2060doe@example.org", "john.\u2060doe@example.org"},
		{"an bob@exa\ufeffmple.net address", "bob@exa\ufeffmple.net"},
		{"an bob@exa\u180emple.net address", "bob@exa\u180emple.net"},
		{"an bob@example.n\u200be\u200bt address", "bob@example.n\u200be\u200bt"},
		{"Kontakt: ma\u00adria.mu\u00adster\u00ad@bei\u00adspiel.de", "ma\u00adria.mu\u00adster\u00ad@bei\u00adspiel.de"},
		{"رسالة إلى ali\u200f@example.com", "ali\u200f@example.com"},
		{"mail: jane\u200b\u200b@acme.io.", "jane\u200b\u200b@acme.io"},
	},
	SSN: {
		{"g ssn 123\u200b-45-6789", "123\u200b-45-6789"},
		{"SSN 123-\u00ad45-6789 on file", "123-\u00ad45-6789"},
		{"ssn: 123\u206045\u20606789", "123\u206045\u20606789"},
		{"SSN 123-45-67\ufeff89", "123-45-67\ufeff89"},
	},
	CreditCard: {
		{"card 4111\u00ad1111 1111 1111", "4111\u00ad1111 1111 1111"},
		{"visa 4111-1111-\ufeff1111-1111 exp 12/27", "4111-1111-\ufeff1111-1111"},
		{"pay with 41111111\u206011111111", "41111111\u206011111111"},
	},
	JWT: {
		{"token eyJhbGciOiJIUzI1NiJ9.eyJzdWIi\u200bOiIxMjM0In0.abc_DEF-123. Next", "eyJhbGciOiJIUzI1NiJ9.eyJzdWIi\u200bOiIxMjM0In0.abc_DEF-123"},
		{"token eyJhbGci\u00adOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0In0.abc_DEF-123", "eyJhbGci\u00adOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0In0.abc_DEF-123"},
	},
	Bearer: {
		{"Authorization: Bearer abc123DEF\u200b456ghi789", "abc123DEF\u200b456ghi789"},
		{"Bearer ghp_16C7e42F292c6912E\u200d7710c838347Ae178B4a", "ghp_16C7e42F292c6912E\u200d7710c838347Ae178B4a"},
	},
	Phone: {
		{"call 555-123-\u00ad4567", "555-123-\u00ad4567"},
	},
}

func TestInvisibleHits(t *testing.T) {
	for fam, cases := range invisibleHits {
		checkHits(t, fam, cases)
	}
}

// TestInvisibleScrubbedWhole checks that no piece of an address around its
// invisible characters is left.
func TestInvisibleScrubbedWhole(t *testing.T) {
	for in, want := range map[string]string{
		"a john@exa\u200bmple.com":           "a [REDACTED]",
		"c john\u200b@example.com":           "c [REDACTED]",
		"e mail john@exam\u00adple.com":      "e mail [REDACTED]",
		"g ssn 123\u200b-45-6789":            "g ssn [REDACTED]",
		"\u200bjohn@exa\u200bmple.com\u200b": "\u200b[REDACTED]\u200b",
	} {
		if got := Scrub(in); got != want {
			t.Errorf("Scrub(%q) = %q, want %q", in, got, want)
		}
	}
}

var invisibleMisses = []string{
	// Scripts that join or part letters with ZWNJ and ZWJ.
	"می\u200cخواهم فردا با شما صحبت کنم",
	"کتاب\u200cها را در سال ۱۴۰۲ خریدم",
	"क्\u200dष और क्\u200cष दो रूप हैं, पृष्ठ 12",
	"അവന്\u200d വന്നു, ഫോണ്\u200d നമ്പര്\u200d ഇല്ല",
	"family 👨\u200d👩\u200d👧 and 👩🏽\u200d💻 at 10:30",
	// Typography: soft hyphens in long words, a BOM that starts the text,
	// a word joiner that keeps a unit with its number.
	"the super\u00adcali\u00adfragi\u00adlistic word",
	"Donau\u00addampf\u00adschiff\u00adfahrts\u00adgesell\u00adschaft",
	"\ufeffHello world, order 12345",
	"\ufeff\u200bid,qty\n7,12",
	"it weighs 250\u2060kg",
	// Numbers that are no personal data, with a zero-width space inside.
	"Order #12345\u200b67890 shipped",
	"Meeting on 2024-01-\u200b15 at 10:\u200b30",
	"release v1.2.\u200b3 on 10.0.\u200b0.1",
	"ISBN 978-3-16-\u200b148410-0",
	"Total: 1\u200b234\u200b567 items",
	// Not addresses, with or without them.
	"ping @\u200bhere and pkg@1.2.\u200b3",
	"user@\u200bhandle",
}

func TestInvisibleMisses(t *testing.T) {
	checkMisses(t, invisibleMisses)
}

// TestInvisibleJoinerNoVerdict checks that a word joiner, a zero-width
// space or a soft hyphen next to the gap between a label and a number
// leaves the verdict of the text without it. Glued to the label, it parts
// the two as the text reads when written: what the text without it takes
// is taken, and a number glued to a word may be taken too.
func TestInvisibleJoinerNoVerdict(t *testing.T) {
	labels := []string{"SSN", "call", "tel.", "order", "Order #", "card", "ID", "Bestellnummer", "رقم الطلب"}
	numbers := []string{"123456789", "123-45-6789", "5551234567", "555-123-4567", "4111111111111111", "20240115", "1234567"}
	for _, l := range labels {
		for _, n := range numbers {
			for _, inv := range []string{"\u2060", "\u200b", "\u00ad"} {
				for _, gap := range []string{" ", ":", ": "} {
					plain := l + gap + n
					want := Scrub(plain)
					for _, in := range []string{l + inv + gap + n, l + gap + inv + n} {
						got := Scrub(in)
						if strings.Replace(got, inv, "", 1) != want {
							t.Errorf("Scrub(%q) = %q, want %q as for %q", in, got, want, plain)
						}
						checkInvariants(t, in)
					}
				}
				plain, in := l+n, l+inv+n
				if want, got := Scrub(plain), Scrub(in); want != plain && strings.Replace(got, inv, "", 1) != want {
					t.Errorf("Scrub(%q) = %q, want %q as for %q", in, got, want, plain)
				}
				checkInvariants(t, in)
			}
		}
	}
}

// isInvisibleRune is invisibleAt's list, rune by rune.
func isInvisibleRune(r rune) bool {
	return r == 0xAD || r == 0x180E || r >= 0x200B && r <= 0x200F || r >= 0x202A && r <= 0x202E ||
		r >= 0x2060 && r <= 0x206F && r != 0x2065 || r == 0xFEFF
}

// TestInvisibleAt checks invisibleAt against the list on every code point,
// and on each one cut short.
func TestInvisibleAt(t *testing.T) {
	for r := rune(0); r <= utf8.MaxRune; r++ {
		if !utf8.ValidRune(r) {
			continue
		}
		s := string(r)
		if w := invisibleAt(s+"x", 0); (w > 0) != isInvisibleRune(r) || w > 0 && w != len(s) {
			t.Fatalf("invisibleAt(%U) = %d", r, w)
		}
		if w := invisibleAt(s[:len(s)-1], 0); w != 0 {
			t.Fatalf("invisibleAt(%q, cut short) = %d", s[:len(s)-1], w)
		}
	}
}

// TestScrubbedTextHoldsNoNewInvisible checks what Find relies on to read
// the scrubbed text once only when the text held an invisible character
// after its start: the scan reports one exactly where there is one, and
// text without one keeps none once scrubbed.
func TestScrubbedTextHoldsNoNewInvisible(t *testing.T) {
	pieces := []string{"\u200b", "\u00ad", "\u2060", "\ufeff", "\u180e", "\u200d", "\u202e", "\u00a0", "＠", "a", "1", " ",
		"john@example.com", "123-45-6789", "4111 1111 1111 1111", "Bearer abc123DEF456ghi789", "[", "]", "REDACTED", "ᠠ", "‐", "é"}
	has := func(s string) bool {
		i := 0
		for i < len(s) {
			r, w := utf8.DecodeRuneInString(s[i:])
			if !isInvisibleRune(r) {
				break
			}
			i += w
		}
		for _, r := range s[i:] {
			if isInvisibleRune(r) {
				return true
			}
		}
		return false
	}
	scan := func(s string) bool { return nonASCIIAnchors(s, anchorInvisible) != 0 }
	checkNoNewWord(t, 20, pieces, scan, has)
}

// TestNonASCIIAnchorsCrowded checks the searches for the full-width at sign
// and the invisible characters on long texts crowded with the bytes they
// step over eight at a time (0xA0 of the no-break space, the lead bytes of
// the thin space and the en dash), with a few of what they look for put
// anywhere, at a word's edges too.
func TestNonASCIIAnchorsCrowded(t *testing.T) {
	fills := []string{"1\u00a0", "\u00a0", "12\u00a0\u00a0", "1\u2009", "1\u2013", "\u00a0\u00a0\u00a0x", "１\u00a0", "ᠠ\u00a0", "\uff0c\u00a0"}
	marks := []string{"＠", "\u180e", "\u00ad", "\u200b", "\u2060", "\ufeff", "\u202e", "\u00a0", "\uff0c", "ᠠ", "\u00bc"}
	r := rand.New(rand.NewPCG(18, 5))
	for range 3000 {
		fill := fills[r.IntN(len(fills))]
		b := []byte(strings.Repeat(fill, 20+r.IntN(200)))
		for range r.IntN(3) {
			m := marks[r.IntN(len(marks))]
			p := r.IntN(len(b) + 1)
			b = append(b[:p:p], append([]byte(m), b[p:]...)...)
		}
		s := string(b)
		wide := strings.Contains(s, "＠")
		inv, i := false, 0
		for i < len(s) {
			r, w := utf8.DecodeRuneInString(s[i:])
			if !isInvisibleRune(r) {
				break
			}
			i += w
		}
		for _, r := range s[i:] {
			inv = inv || isInvisibleRune(r)
		}
		for _, want := range []uint8{anchorWideAt, anchorInvisible, anchorWideAt | anchorInvisible} {
			var exp uint8
			if wide {
				exp |= anchorWideAt
			}
			if inv {
				exp |= anchorInvisible
			}
			if got := nonASCIIAnchors(s, want); got != exp&want {
				t.Fatalf("nonASCIIAnchors(%q, %b) = %b, want %b", s, want, got, exp&want)
			}
		}
	}
}
