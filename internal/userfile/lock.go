package userfile

import "errors"

// ErrLockUnsupported is TryLock's error where evalkit has no file lock
// (platforms other than Linux and macOS).
var ErrLockUnsupported = errors.New("file locking is not supported on this platform")
