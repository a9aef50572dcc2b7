package capture

import (
	"sync"
	"time"
)

// RateLimit wraps fn for use as Options.OnError: fn runs for the first error
// and then at most once per interval, told how many errors it did not hear
// about since its last call. An outage that fails every batch thus costs one
// stderr line per interval, not one per batch.
func RateLimit(every time.Duration, fn func(err error, suppressed int)) func(error) {
	return rateLimit(every, time.Now, fn)
}

func rateLimit(every time.Duration, now func() time.Time, fn func(error, int)) func(error) {
	var (
		mu         sync.Mutex
		last       time.Time
		suppressed int
	)
	return func(err error) {
		mu.Lock()
		t := now()
		if !last.IsZero() && t.Sub(last) < every {
			suppressed++
			mu.Unlock()
			return
		}
		n := suppressed
		last, suppressed = t, 0
		mu.Unlock()
		fn(err, n)
	}
}
