//go:build unix

package userfile

import "syscall"

// openFlags make an open return at once whatever the path names: a named
// pipe without a writer would otherwise block the open forever, and a
// terminal device must not become the controlling terminal.
const openFlags = syscall.O_NONBLOCK | syscall.O_NOCTTY
