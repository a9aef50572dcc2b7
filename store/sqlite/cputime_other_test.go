//go:build !unix

package sqlite

import "time"

// cpuTime is unavailable here; CPU-based figures then read as zero.
func cpuTime() time.Duration { return 0 }
