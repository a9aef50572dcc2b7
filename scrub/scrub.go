package scrub

import (
	"slices"
	"strings"
)

// Family names a kind of personal data. The string values are stable: they
// may be stored or compared by other modules.
type Family string

// The families Find reports.
const (
	Email      Family = "email"
	Phone      Family = "phone"
	SSN        Family = "ssn"
	JWT        Family = "jwt"
	Bearer     Family = "bearer"
	CreditCard Family = "credit_card"
)

// Redacted replaces every finding in Scrub's output.
const Redacted = "[REDACTED]"

// Finding is one piece of personal data: its family and its byte range
// [Start, End) in the input. It never carries the text itself, so a Finding
// can be logged or counted without leaking what it points at.
type Finding struct {
	Family     Family
	Start, End int
}

// maxRounds bounds the re-check of scrubbed text in Find. Every matcher looks
// at a little context (a label a few words back, the digit group next door);
// replacing a finding with the shorter or longer marker can, in contrived
// text, bring new context within reach. One extra round has always sufficed
// in fuzzing; the bound only keeps time linear if that ever changes.
const maxRounds = 4

// Find returns the personal data in s, sorted by Start and non-overlapping.
// It never panics and runs in time linear in len(s), whatever s holds
// (invalid UTF-8 and NUL bytes included).
//
// The result is stable under scrubbing: Find(Scrub(s)) is empty.
func Find(s string) []Finding {
	fs, _ := find(s)
	return fs
}

// find is Find that also returns the scrubbed text it checked last (s itself
// when there is nothing to find), so that Scrub need not build it again.
func find(s string) ([]Finding, string) {
	fs := findOnce(s)
	if len(fs) == 0 {
		return nil, s
	}
	// Make sure that the scrubbed text holds nothing more; when it does,
	// map the new findings back onto s and try again.
	var t string
	for range maxRounds {
		t = replace(s, fs)
		more := findOnce(t)
		if len(more) == 0 {
			return fs, t
		}
		fs = mergeBack(fs, more, markerStarts(fs), len(s))
	}
	return fs, replace(s, fs)
}

// Scrub returns s with every finding replaced by Redacted. For a bearer token
// only the token is replaced: "Bearer abc123..." becomes "Bearer [REDACTED]".
// Bytes outside the findings are kept exactly, so PII-free text comes back
// unchanged; Scrub(Scrub(s)) == Scrub(s).
func Scrub(s string) string {
	_, t := find(s)
	return t
}

// replace builds the scrubbed text.
func replace(s string, fs []Finding) string {
	n := len(s)
	for _, f := range fs {
		n += len(Redacted) - (f.End - f.Start)
	}
	var b strings.Builder
	b.Grow(n)
	prev := 0
	for _, f := range fs {
		b.WriteString(s[prev:f.Start])
		b.WriteString(Redacted)
		prev = f.End
	}
	b.WriteString(s[prev:])
	return b.String()
}

// markerStarts returns where each finding's marker starts in replace's
// output, so that findings in it can be mapped back.
func markerStarts(fs []Finding) []int {
	starts := make([]int, len(fs))
	shift := 0
	for k, f := range fs {
		starts[k] = f.Start + shift
		shift += len(Redacted) - (f.End - f.Start)
	}
	return starts
}

// mergeBack maps findings in the scrubbed text t back to offsets in s and
// merges them with fs. A finding in t that touches a marker swallows the whole
// original finding behind that marker.
func mergeBack(fs, more []Finding, starts []int, n int) []Finding {
	// toS maps an offset in t to one in s; inside a marker it maps to the
	// start (for a start offset) or the end (for an end offset) of the
	// original finding, so that the united finding covers it whole.
	toS := func(off int, isEnd bool) int {
		// k counts the markers that start before off (for an end offset)
		// or at or before it (for a start offset): a finding that ends
		// where a marker begins does not reach into it.
		var k int
		if isEnd {
			k, _ = slices.BinarySearch(starts, off)
		} else {
			k, _ = slices.BinarySearch(starts, off+1)
		}
		if k == 0 {
			return off
		}
		k--
		mEnd := starts[k] + len(Redacted)
		if off < mEnd {
			if isEnd {
				return fs[k].End
			}
			return fs[k].Start
		}
		return fs[k].End + (off - mEnd)
	}
	out := slices.Clone(fs)
	for _, f := range more {
		a, b := toS(f.Start, false), toS(f.End, true)
		if a < 0 {
			a = 0
		}
		if b > n {
			b = n
		}
		if a < b {
			out = append(out, Finding{Family: f.Family, Start: a, End: b})
		}
	}
	return normalize(out)
}

// familyRank breaks ties when two families claim the same bytes: the more
// specific evidence wins (a JWT after "Bearer" is reported as a JWT).
func familyRank(f Family) int {
	switch f {
	case JWT:
		return 0
	case CreditCard:
		return 1
	case SSN:
		return 2
	case Email:
		return 3
	case Bearer:
		return 4
	default:
		return 5
	}
}

// normalize sorts findings and unites overlapping ones, so that every byte any
// matcher claimed is redacted. The united finding keeps the family of the
// longer (or, on a tie, the more specific) part.
func normalize(fs []Finding) []Finding {
	if len(fs) < 2 {
		return fs
	}
	slices.SortFunc(fs, func(a, b Finding) int {
		if a.Start != b.Start {
			return a.Start - b.Start
		}
		if a.End != b.End {
			return b.End - a.End
		}
		return familyRank(a.Family) - familyRank(b.Family)
	})
	out := fs[:1]
	for _, f := range fs[1:] {
		last := &out[len(out)-1]
		if f.Start >= last.End {
			out = append(out, f)
			continue
		}
		if f.End > last.End {
			if f.End-f.Start > last.End-last.Start {
				last.Family = f.Family
			}
			last.End = f.End
		}
	}
	return out
}

// findOnce runs every matcher once over s.
func findOnce(s string) []Finding {
	if len(s) == 0 {
		return nil
	}
	// The findings gather in a buffer on the stack; only a non-empty
	// result is copied to the heap.
	var buf [32]Finding
	fs := buf[:0]
	fs = findEmails(s, fs)
	fs = findJWTs(s, fs)
	fs = findBearers(s, fs)
	fs = findNumbers(s, fs)
	if len(fs) == 0 {
		return nil
	}
	return slices.Clone(normalize(fs))
}
