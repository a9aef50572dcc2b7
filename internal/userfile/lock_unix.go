//go:build unix

package userfile

import (
	"errors"
	"os"
	"syscall"
)

// TryLock takes an exclusive flock(2) on f without waiting; false when
// another open file (in this process or another) holds one. flock locks
// belong to the open file description, so two opens in one process
// exclude each other just as two processes do, and the kernel drops the
// lock when its holder exits, however it exits: no stale lock survives a
// kill -9. flock is the same call on Linux and macOS. It is not reliable
// on NFS: keep evalkit's files on a local disk.
func TryLock(f *os.File) (bool, error) {
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
