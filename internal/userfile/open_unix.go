//go:build unix

package userfile

import (
	"errors"
	"syscall"
)

// openFlags make an open return at once whatever the path names: a named
// pipe without a writer would otherwise block the open forever, and a
// terminal device must not become the controlling terminal.
const openFlags = syscall.O_NONBLOCK | syscall.O_NOCTTY

// IsNoRoom reports whether err is a write refused for want of room: a
// full file system (ENOSPC), a quota (EDQUOT) or a file size limit (EFBIG,
// RLIMIT_FSIZE).
func IsNoRoom(err error) bool {
	return errors.Is(err, syscall.ENOSPC) || errors.Is(err, syscall.EDQUOT) || errors.Is(err, syscall.EFBIG)
}
