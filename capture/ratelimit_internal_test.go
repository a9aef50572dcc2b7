package capture

import (
	"errors"
	"testing"
	"time"
)

func TestRateLimitOneCallPerInterval(t *testing.T) {
	now := time.Unix(1000, 0)
	type call struct {
		msg        string
		suppressed int
	}
	var calls []call
	f := rateLimit(10*time.Second, func() time.Time { return now }, func(err error, n int) {
		calls = append(calls, call{err.Error(), n})
	})
	f(errors.New("a")) // first: through
	now = now.Add(time.Second)
	f(errors.New("b"))
	f(errors.New("c"))
	now = now.Add(9 * time.Second) // 10 s after the first: through, told of 2
	f(errors.New("d"))
	now = now.Add(5 * time.Second)
	f(errors.New("e"))
	want := []call{{"a", 0}, {"d", 2}}
	if len(calls) != len(want) || calls[0] != want[0] || calls[1] != want[1] {
		t.Errorf("calls = %v, want %v", calls, want)
	}
}
