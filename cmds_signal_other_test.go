//go:build !linux

package evalkit

import (
	"os"
	"time"
)

// pipeDrained cannot ask the pipe here: a second is ample for a reader to
// take a small input.
func pipeDrained(*os.File) bool {
	time.Sleep(time.Second)
	return true
}
