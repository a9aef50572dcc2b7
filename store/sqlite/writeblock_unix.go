//go:build unix

package sqlite

import (
	"errors"
	"io/fs"
	"os"
	"syscall"
)

// kernelAccess answers for the real user — the one who runs capture too.
func kernelAccess(path string, mode uint32) error { return syscall.Access(path, mode) }

// readOnlyFS reports whether access(2) refused because the file system is
// mounted read-only (EROFS).
func readOnlyFS(err error) bool { return errors.Is(err, syscall.EROFS) }

// ownedByOther reports whether fi belongs to another user than this
// process's: then only its owner or root can change its mode.
func ownedByOther(fi fs.FileInfo) bool {
	st, ok := fi.Sys().(*syscall.Stat_t)
	return ok && int(st.Uid) != os.Geteuid()
}
