package spool

import (
	"errors"
	"os"

	"github.com/modusbrain/evalkit/internal/userfile"
)

// tryLock is userfile.TryLock (flock). Where there is no lock the spool
// refuses to open rather than risk two deliveries.
func tryLock(f *os.File) (bool, error) {
	ok, err := userfile.TryLock(f)
	if errors.Is(err, userfile.ErrLockUnsupported) {
		return false, errors.New("spool: file locking is not supported on this platform")
	}
	return ok, err
}
