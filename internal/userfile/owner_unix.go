//go:build unix

package userfile

import (
	"errors"
	"io/fs"
	"os"
	"syscall"
)

// ReadOnlyFS reports whether access(2) (or a write) was refused because the
// file system is mounted read-only (EROFS): no chmod or chown can help then.
func ReadOnlyFS(err error) bool { return errors.Is(err, syscall.EROFS) }

// OwnedByOther reports whether fi belongs to another user than this
// process's: then only its owner or root can change its mode.
func OwnedByOther(fi fs.FileInfo) bool {
	st, ok := fi.Sys().(*syscall.Stat_t)
	return ok && int(st.Uid) != os.Geteuid()
}
