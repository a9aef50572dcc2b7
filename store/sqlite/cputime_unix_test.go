//go:build unix

package sqlite

import (
	"syscall"
	"time"
)

// cpuTime is the process's user+system CPU time. The benchmarks report
// CPU-based rates beside wall-clock ones: on a shared machine wall time
// measures the neighbours too.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
