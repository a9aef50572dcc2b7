package clikit

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
	"µs": time.Microsecond, // U+00B5
	"μs": time.Microsecond, // U+03BC, as time.ParseDuration
	"ms": time.Millisecond,
	"s":  time.Second,
	"m":  time.Minute,
	"h":  time.Hour,
	"d":  Day,
	"w":  Week,
}

// ParseDuration is the one duration grammar of every evalkit flag
// (--since, --window, --timeout): a positive duration such as 500ms, 30s,
// 15m, 12h, 7d, 2w, or a sum like 1d12h or 1.5h. Unlike time.ParseDuration
// it knows days and weeks, and it refuses zero, signs, spaces and a bare
// number.
func ParseDuration(s string) (time.Duration, error) {
	if s == "" {
		return 0, &DurationError{Value: s, Why: ErrNotDuration}
	}
	if strings.Trim(s, "0") == "" {
		// A bare zero needs no unit to be read, and is refused for what
		// it is: "--wait 0" is no wait at all.
		return 0, &DurationError{Value: s, Why: ErrDurationNotPositive}
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
			return 0, &DurationError{Value: s, Why: ErrNotDuration}
		}
		rest = rest[i:]
		j := 0
		for j < len(rest) && !(rest[j] >= '0' && rest[j] <= '9' || rest[j] == '.') {
			j++
		}
		unit, ok := units[rest[:j]]
		if !ok {
			return 0, &DurationError{Value: s, Why: ErrNotDuration}
		}
		rest = rest[j:]
		v, err := strconv.ParseFloat(num, 64)
		if err != nil {
			return 0, &DurationError{Value: s, Why: ErrNotDuration}
		}
		total += v * float64(unit)
	}
	if total >= math.MaxInt64 {
		return 0, &DurationError{Value: s, Why: ErrDurationTooLong}
	}
	d := time.Duration(total)
	if d <= 0 {
		return 0, &DurationError{Value: s, Why: ErrDurationNotPositive}
	}
	return d, nil
}

// What can be wrong with a duration: ParseDuration's errors are a
// *DurationError wrapping one of these, whose text is the message's verb
// phrase.
var (
	ErrNotDuration         = errors.New("is not a duration")
	ErrDurationTooLong     = errors.New("is too long")
	ErrDurationNotPositive = errors.New("is not longer than zero")
)

// DurationError is a value ParseDuration refuses, and why.
type DurationError struct {
	Value string
	Why   error // ErrNotDuration, ErrDurationTooLong or ErrDurationNotPositive
}

func (e *DurationError) Error() string { return fmt.Sprintf("%q %v", e.Value, e.Why) }
func (e *DurationError) Unwrap() error { return e.Why }

// DurationWhy is the one wording of a ParseDuration error for a flag's
// ValueError ("is too long"), so every binary says the same; "" for nil.
func DurationWhy(err error) string {
	var de *DurationError
	switch {
	case err == nil:
		return ""
	case errors.As(err, &de):
		return de.Why.Error()
	}
	return ErrNotDuration.Error()
}

// DurationValue is a flag Set function for a duration in the one grammar;
// a bad value is reported as `--FLAG: "V" is not a duration (try TRY)`.
func DurationValue(dst *time.Duration, try string) func(string) error {
	return func(v string) error {
		d, err := ParseDuration(v)
		if err != nil {
			return &ValueError{Why: DurationWhy(err), Try: try}
		}
		*dst = d
		return nil
	}
}
