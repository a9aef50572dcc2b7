//go:build !unix

package userfile

import "os"

// TryLock: evalkit ships for Linux and macOS; elsewhere there is no lock,
// and each caller says what it does without one.
func TryLock(*os.File) (bool, error) { return false, ErrLockUnsupported }
