package cli

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// parseWindow reads a window: a Go duration ("30m", "36h") optionally led by
// whole days or weeks ("7d", "2w", "1d12h"), which time.ParseDuration lacks
// and people write. It must be positive.
func parseWindow(s string) (time.Duration, error) {
	bad := fmt.Errorf("%q is not a duration (try 24h, 7d or 30m)", s)
	rest := strings.TrimSpace(s)
	var d time.Duration
	for _, u := range []struct {
		suffix string
		unit   time.Duration
	}{{"w", 7 * 24 * time.Hour}, {"d", 24 * time.Hour}} {
		i := 0
		for i < len(rest) && rest[i] >= '0' && rest[i] <= '9' {
			i++
		}
		if i == 0 || i >= len(rest) || rest[i:i+1] != u.suffix {
			continue
		}
		n, err := strconv.ParseInt(rest[:i], 10, 64)
		if err != nil || n > int64(1<<62)/int64(u.unit) {
			return 0, bad
		}
		d += time.Duration(n) * u.unit
		rest = rest[i+1:]
	}
	if rest != "" {
		x, err := time.ParseDuration(rest)
		if err != nil || (d > 0 && x < 0) {
			return 0, bad
		}
		d += x
	}
	if d <= 0 {
		if s == "" || strings.TrimSpace(s) == "" {
			return 0, bad
		}
		return 0, fmt.Errorf("%q must be longer than zero", s)
	}
	return d, nil
}
