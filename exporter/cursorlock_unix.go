//go:build unix

package exporter

import (
	"errors"
	"os"
	"syscall"
)

// lockOpenFlags: the lock file is never a symlink someone planted, and a
// pipe or device put in its place cannot hang the open.
const lockOpenFlags = syscall.O_NOFOLLOW | syscall.O_NONBLOCK | syscall.O_NOCTTY

// tryLock takes an exclusive flock(2) on f without waiting; false when
// another open file (in this process or another) holds one. The kernel
// drops the lock when its holder exits, however it exits, so no stale lock
// survives a kill -9. As with the spool's lock, flock is not reliable on
// NFS: keep cursors on a local disk.
func tryLock(f *os.File) (bool, error) {
	for {
		err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
		switch {
		case err == nil:
			return true, nil
		case errors.Is(err, syscall.EWOULDBLOCK):
			return false, nil
		case errors.Is(err, syscall.EINTR):
			continue
		}
		return false, &os.PathError{Op: "flock", Path: f.Name(), Err: err}
	}
}
