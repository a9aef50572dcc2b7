package exporter

import (
	"fmt"
	"strings"
	"time"
)

// ParseTime reads an absolute instant: RFC 3339 with any fraction of a
// second (2024-05-01T12:00:00Z, 2024-05-01T14:00:00.123456+02:00), or a bare
// date (2024-05-01) meaning midnight UTC; "t" and "z" may be lower case.
// The result is in UTC.
func ParseTime(s string) (time.Time, error) {
	if t, err := parseRFC3339(s); err == nil {
		return t.UTC(), nil
	}
	if t, err := time.Parse(time.DateOnly, s); err == nil {
		return t.UTC(), nil
	}
	return time.Time{}, fmt.Errorf("%q is not an RFC 3339 time", s)
}

// parseRFC3339 parses an RFC 3339 time, with its "T" and "Z" in either
// case as RFC 3339 (5.6) allows; every other character is a digit or
// punctuation, so upper-casing changes nothing else.
func parseRFC3339(s string) (time.Time, error) {
	t, err := time.Parse(time.RFC3339Nano, s)
	if err != nil {
		t, err = time.Parse(time.RFC3339Nano, strings.ToUpper(s))
	}
	return t, err
}

// Start is a window start: either an absolute instant (At) or a duration
// measured back from Options.Now, the local clock (Ago). The zero Start is
// unbounded. At is a pointer because every instant is a start a cursor can
// hold, 0001-01-01T00:00:00Z (the zero time.Time) included. Parsing a
// --since flag into a Start is the command's job (internal/clikit holds the
// one duration grammar).
type Start struct {
	At  *time.Time
	Ago time.Duration
}

// StartAt is the Start at t.
func StartAt(t time.Time) Start { return Start{At: &t} }

// IsZero reports whether the start is unbounded.
func (s Start) IsZero() bool { return s.At == nil && s.Ago == 0 }

// Resolve gives the window start for a clock reading now, nil when the
// start is unbounded. A relative start is truncated to the microsecond, the
// database's precision: the bound the query uses is then exactly the one
// the summary shows. An absolute start (a flag, a cursor) keeps its
// precision, so chained windows stay exact.
func (s Start) Resolve(now time.Time) *time.Time {
	switch {
	case s.Ago > 0:
		t := now.Add(-s.Ago).Truncate(time.Microsecond)
		return &t
	case s.At != nil:
		t := s.At.UTC()
		return &t
	}
	return nil
}
