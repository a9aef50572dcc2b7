//go:build unix

package exporter

import "syscall"

// lockOpenFlags: the lock file is never a symlink someone planted, and a
// pipe or device put in its place cannot hang the open.
const lockOpenFlags = syscall.O_NOFOLLOW | syscall.O_NONBLOCK | syscall.O_NOCTTY
