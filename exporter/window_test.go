package exporter

import (
	"testing"
	"time"
)

func TestParseDuration(t *testing.T) {
	good := map[string]time.Duration{
		"500ms": 500 * time.Millisecond,
		"30s":   30 * time.Second,
		"15m":   15 * time.Minute,
		"12h":   12 * time.Hour,
		"7d":    7 * 24 * time.Hour,
		"2w":    14 * 24 * time.Hour,
		"1d12h": 36 * time.Hour,
		"1.5h":  90 * time.Minute,
		"1h30m": 90 * time.Minute,
		"250us": 250 * time.Microsecond,
	}
	for in, want := range good {
		got, err := ParseDuration(in)
		if err != nil || got != want {
			t.Errorf("ParseDuration(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	for _, in := range []string{"", "7", "7x", "d", "-7d", "+7d", "0s", "0d", "1..5h", ".h", "7d ", " 7d", "7 d", "100000000w", "1e3s", "NaNs"} {
		if got, err := ParseDuration(in); err == nil {
			t.Errorf("ParseDuration(%q) = %v, want an error", in, got)
		}
	}
}

func TestParseStart(t *testing.T) {
	now := time.Date(2025, 3, 10, 12, 0, 0, 123456000, time.UTC)
	cases := map[string]time.Time{
		"7d":                               now.Add(-7 * 24 * time.Hour),
		"500ms":                            now.Add(-500 * time.Millisecond),
		"2025-03-01T00:00:00Z":             time.Date(2025, 3, 1, 0, 0, 0, 0, time.UTC),
		"2025-03-01T02:00:00.000001+02:00": time.Date(2025, 3, 1, 0, 0, 0, 1000, time.UTC),
		"2025-03-01":                       time.Date(2025, 3, 1, 0, 0, 0, 0, time.UTC),
	}
	for in, want := range cases {
		s, err := ParseStart(in)
		if err != nil {
			t.Errorf("ParseStart(%q): %v", in, err)
			continue
		}
		if got := s.Resolve(now); !got.Equal(want) || got.Location() != time.UTC {
			t.Errorf("ParseStart(%q).Resolve = %v, want %v UTC", in, got, want)
		}
	}
	for _, in := range []string{"yesterday", "2025-13-01", "2025-03-01T00:00:00", "7x", "1714000000"} {
		if _, err := ParseStart(in); err == nil {
			t.Errorf("ParseStart(%q) succeeded, want an error", in)
		}
	}
	if !(Start{}).IsZero() || (Start{Ago: time.Second}).IsZero() {
		t.Error("IsZero is wrong")
	}
}
