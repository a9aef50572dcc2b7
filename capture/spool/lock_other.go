//go:build !unix

package spool

import (
	"errors"
	"os"
)

// tryLock: evalkit ships for Linux and macOS; elsewhere the spool refuses
// to open rather than risk two deliveries.
func tryLock(f *os.File) (bool, error) {
	return false, errors.New("spool: file locking is not supported on this platform")
}
