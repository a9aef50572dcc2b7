package clikit

import (
	"errors"
	"testing"
	"time"
)

// Every binary words a duration's fault from the error's kind, not its
// text: DurationWhy is what eval-export's --since (a duration or a time)
// and DurationValue (every other duration flag) both say.
func TestDurationWhy(t *testing.T) {
	for _, c := range []struct{ in, why string }{
		{"99999999d", "is too long"},
		{"0s", "is not longer than zero"},
		{"0", "is not longer than zero"},
		{"00", "is not longer than zero"},
		{"7x", "is not a duration"},
		{"-7d", "is not a duration"},
		{"", "is not a duration"},
	} {
		_, err := ParseDuration(c.in)
		if got := DurationWhy(err); got != c.why {
			t.Errorf("ParseDuration(%q): DurationWhy %q, want %q (err %v)", c.in, got, c.why, err)
		}
		var dst time.Duration
		var ve *ValueError
		if err := DurationValue(&dst, "7d")(c.in); !errors.As(err, &ve) || ve.Why != c.why {
			t.Errorf("DurationValue(%q): %v, want Why %q", c.in, err, c.why)
		}
	}
	if DurationWhy(nil) != "" {
		t.Error("DurationWhy(nil) is not empty")
	}
}
