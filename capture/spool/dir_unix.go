//go:build unix

package spool

import (
	"errors"
	"fmt"
	"os"
	"syscall"
)

// openDir opens an existing spool directory without following a symbolic
// link in its last component, so its owner and mode are checked — and the
// mode changed — on the directory itself, never on what a link points at.
func openDir(dir string) (*os.File, error) {
	f, err := os.OpenFile(dir, os.O_RDONLY|syscall.O_NOFOLLOW|syscall.O_DIRECTORY, 0)
	if err == nil {
		return f, nil
	}
	if !errors.Is(err, syscall.ELOOP) && !errors.Is(err, syscall.ENOTDIR) {
		return nil, err
	}
	// Linux answers ENOTDIR for a link to a directory: say which it is.
	if fi, lerr := os.Lstat(dir); lerr == nil && fi.Mode()&os.ModeSymlink != 0 {
		return nil, errSymlink(dir)
	}
	return nil, errNotDir(dir)
}

// ownerOf is the uid that owns the open file f.
func ownerOf(f *os.File) (int, error) {
	fi, err := f.Stat()
	if err != nil {
		return 0, err
	}
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return 0, fmt.Errorf("%s: no owner information", f.Name())
	}
	return int(st.Uid), nil
}

// otherOwner reports a spool file that another user than the spool
// directory's owner owns, with both uids. The directory's owner, not this
// process's user: capture only uses a spool of its own, so for it the two
// are one, while eval-doctor run as root (or as another user allowed to
// read) must not call the owner's own segments foreign.
func otherOwner(dir string, fi os.FileInfo) (uid, owner int, other bool) {
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return 0, 0, false
	}
	owner = os.Geteuid()
	if di, err := os.Stat(dir); err == nil {
		if dst, ok := di.Sys().(*syscall.Stat_t); ok {
			owner = int(dst.Uid)
		}
	}
	return int(st.Uid), owner, int(st.Uid) != owner
}

// fileFlags open a spool file so that the open itself cannot hang or
// leave the spool: a named pipe without a writer is opened at once
// (O_NONBLOCK) and then refused as not a regular file, and a symbolic
// link is not followed (O_NOFOLLOW): evalkit never puts one there.
const fileFlags = syscall.O_NONBLOCK | syscall.O_NOFOLLOW | syscall.O_NOCTTY

// isLoop tells an open refused because the path is a symbolic link.
func isLoop(err error) bool { return errors.Is(err, syscall.ELOOP) }
