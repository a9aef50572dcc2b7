package exporter

import (
	"testing"
	"time"
)

func TestParseTimeAndStart(t *testing.T) {
	now := time.Date(2025, 3, 10, 12, 0, 0, 123456789, time.UTC)
	// A relative start is shown and queried at the database's precision.
	if got, want := (Start{Ago: 7 * 24 * time.Hour}).Resolve(now), time.Date(2025, 3, 3, 12, 0, 0, 123456000, time.UTC); got == nil || !got.Equal(want) {
		t.Errorf("relative Start resolves to %v, want %v", got, want)
	}
	if got, want := StartAt(now).Resolve(time.Now()), now; got == nil || !got.Equal(want) {
		t.Errorf("absolute Start resolves to %v, want %v (kept whole)", got, want)
	}
	cases := map[string]time.Time{
		"2025-03-01T00:00:00Z":             time.Date(2025, 3, 1, 0, 0, 0, 0, time.UTC),
		"2025-03-01T02:00:00.000001+02:00": time.Date(2025, 3, 1, 0, 0, 0, 1000, time.UTC),
		"2025-03-01":                       time.Date(2025, 3, 1, 0, 0, 0, 0, time.UTC),
		// RFC 3339 5.6: "T" and "Z" may be lower case, as a cursor's may.
		"2025-03-01t00:00:00.5z": time.Date(2025, 3, 1, 0, 0, 0, 5e8, time.UTC),
	}
	for in, want := range cases {
		at, err := ParseTime(in)
		if err != nil {
			t.Errorf("ParseTime(%q): %v", in, err)
			continue
		}
		if got := StartAt(at).Resolve(now); got == nil || !got.Equal(want) || got.Location() != time.UTC {
			t.Errorf("ParseTime(%q) = %v, want %v UTC", in, got, want)
		}
	}
	for _, in := range []string{"yesterday", "2025-13-01", "2025-03-01T00:00:00", "7x", "1714000000"} {
		if _, err := ParseTime(in); err == nil {
			t.Errorf("ParseTime(%q) succeeded, want an error", in)
		}
	}
	// 0001-01-01T00:00:00Z, the zero time.Time, is a start like any other.
	if !(Start{}).IsZero() || (Start{Ago: time.Second}).IsZero() || StartAt(time.Time{}).IsZero() {
		t.Error("IsZero is wrong")
	}
	if (Start{}).Resolve(now) != nil {
		t.Error("the zero Start resolves to a time, want nil (unbounded)")
	}
}
