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

// otherOwner reports a spool file that another user owns, with its uid
// and this user's.
func otherOwner(fi os.FileInfo) (uid, me int, other bool) {
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return 0, 0, false
	}
	me = os.Geteuid()
	return int(st.Uid), me, int(st.Uid) != me
}

// fileFlags open a spool file so that the open itself cannot hang or
// leave the spool: a named pipe without a writer is opened at once
// (O_NONBLOCK) and then refused as not a regular file, and a symbolic
// link is not followed (O_NOFOLLOW): evalkit never puts one there.
const fileFlags = syscall.O_NONBLOCK | syscall.O_NOFOLLOW | syscall.O_NOCTTY

// isLoop tells an open refused because the path is a symbolic link.
func isLoop(err error) bool { return errors.Is(err, syscall.ELOOP) }
