package exporter

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"
)

// Day and Week are the units ParseDuration adds to Go's: a day is always 24
// hours here (windows are measured in UTC, so there are no DST days).
const (
	Day  = 24 * time.Hour
	Week = 7 * Day
)

var units = map[string]time.Duration{
	"ns": time.Nanosecond,
	"us": time.Microsecond,
	"µs": time.Microsecond,
	"ms": time.Millisecond,
	"s":  time.Second,
	"m":  time.Minute,
	"h":  time.Hour,
	"d":  Day,
	"w":  Week,
}

// ParseDuration reads a positive duration such as 500ms, 30s, 15m, 12h, 7d,
// 2w, or a sum like 1d12h or 1.5h. Unlike time.ParseDuration it knows days
// and weeks, and it refuses zero, signs and a bare number.
func ParseDuration(s string) (time.Duration, error) {
	if s == "" {
		return 0, errors.New("empty duration")
	}
	var total float64
	rest := s
	for rest != "" {
		i := 0
		for i < len(rest) && (rest[i] >= '0' && rest[i] <= '9' || rest[i] == '.') {
			i++
		}
		num := rest[:i]
		if num == "" || num == "." || strings.Count(num, ".") > 1 {
			return 0, fmt.Errorf("%q is not a duration", s)
		}
		rest = rest[i:]
		j := 0
		for j < len(rest) && !(rest[j] >= '0' && rest[j] <= '9' || rest[j] == '.') {
			j++
		}
		unit, ok := units[rest[:j]]
		if !ok {
			return 0, fmt.Errorf("%q is not a duration", s)
		}
		rest = rest[j:]
		v, err := strconv.ParseFloat(num, 64)
		if err != nil {
			return 0, fmt.Errorf("%q is not a duration", s)
		}
		total += v * float64(unit)
	}
	if total >= math.MaxInt64 {
		return 0, fmt.Errorf("%q is too long", s)
	}
	d := time.Duration(total)
	if d <= 0 {
		return 0, fmt.Errorf("%q is not longer than zero", s)
	}
	return d, nil
}

// ParseTime reads an absolute instant: RFC 3339 with any fraction of a
// second (2024-05-01T12:00:00Z, 2024-05-01T14:00:00.123456+02:00), or a bare
// date (2024-05-01) meaning midnight UTC. The result is in UTC.
func ParseTime(s string) (time.Time, error) {
	if t, err := time.Parse(time.RFC3339Nano, s); err == nil {
		return t.UTC(), nil
	}
	if t, err := time.Parse(time.DateOnly, s); err == nil {
		return t.UTC(), nil
	}
	return time.Time{}, fmt.Errorf("%q is not an RFC 3339 time", s)
}

// Start is the parsed --since: either an absolute instant or a duration
// measured back from the window end's clock. The zero Start is unbounded.
type Start struct {
	At  time.Time
	Ago time.Duration
}

// ParseStart reads a --since value: a duration (ParseDuration) or an
// instant (ParseTime).
func ParseStart(s string) (Start, error) {
	if d, err := ParseDuration(s); err == nil {
		return Start{Ago: d}, nil
	}
	if t, err := ParseTime(s); err == nil {
		return Start{At: t}, nil
	}
	return Start{}, fmt.Errorf("%q is neither a duration nor an RFC 3339 time", s)
}

// IsZero reports whether the start is unbounded.
func (s Start) IsZero() bool { return s.At.IsZero() && s.Ago == 0 }

// Resolve gives the window start for a database clock reading now.
func (s Start) Resolve(now time.Time) time.Time {
	if s.Ago > 0 {
		return now.Add(-s.Ago)
	}
	return s.At
}
