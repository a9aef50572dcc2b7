//go:build !unix

package userfile

import (
	"errors"
	"syscall"
)

// openFlags: other platforms have no blocking opens to avoid.
const openFlags = 0

// IsNoRoom reports whether err is a write refused for want of room (a
// full file system).
func IsNoRoom(err error) bool {
	return errors.Is(err, syscall.ENOSPC)
}
