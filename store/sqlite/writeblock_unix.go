//go:build unix

package sqlite

import "syscall"

// kernelAccess answers for the real user — the one who runs capture too.
func kernelAccess(path string, mode uint32) error { return syscall.Access(path, mode) }
