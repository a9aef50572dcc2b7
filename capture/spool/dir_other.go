//go:build !unix

package spool

import (
	"os"
)

// openDir: without O_NOFOLLOW, an Lstat first refuses a link. (evalkit
// ships for Linux and macOS; tryLock refuses the spool elsewhere anyway.)
func openDir(dir string) (*os.File, error) {
	fi, err := os.Lstat(dir)
	if err != nil {
		return nil, err
	}
	if fi.Mode()&os.ModeSymlink != 0 {
		return nil, errSymlink(dir)
	}
	if !fi.IsDir() {
		return nil, errNotDir(dir)
	}
	return os.Open(dir)
}

// ownerOf: no uid to compare; the user's own directory is assumed.
func ownerOf(*os.File) (int, error) { return os.Geteuid(), nil }

// otherOwner: no uid to compare (see ownerOf).
func otherOwner(string, os.FileInfo) (uid, owner int, other bool) { return 0, 0, false }

// fileFlags: no blocking opens to avoid here; openFile checks for a link
// with Lstat instead.
const fileFlags = 0

func isLoop(error) bool { return false }
