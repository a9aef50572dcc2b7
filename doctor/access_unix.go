//go:build unix

package doctor

import (
	"os"
	"os/user"
	"strconv"
	"syscall"
)

// Modes of access(2), numbered as POSIX does (syscall names them only on
// some systems).
const (
	accessRead  = 4
	accessWrite = 2
	accessEnter = 1 // search, on a directory
)

// mayAccess asks the kernel whether this user may use path so, without
// opening it: access(2) answers for the real user — the one who runs
// capture too — and knows about read-only mounts and ACLs, which the mode
// bits alone do not show. nil means allowed.
// A variable so that a test without root, which cannot mount a read-only
// file system, can still have the kernel's EROFS answer.
var mayAccess = func(path string, mode uint32) error { return syscall.Access(path, mode) }

// fileGroup names the group of the file at path ("gid N" when the system
// has no name for it), "" when it cannot be told.
func fileGroup(path string) string {
	fi, err := os.Stat(path)
	if err != nil {
		return ""
	}
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return ""
	}
	gid := strconv.FormatUint(uint64(st.Gid), 10)
	if g, err := user.LookupGroupId(gid); err == nil {
		return g.Name
	}
	return "gid " + gid
}
