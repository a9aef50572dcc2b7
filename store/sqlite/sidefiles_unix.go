//go:build unix

package sqlite

import (
	"os"
	"syscall"
)

// fixSideFiles runs before any engine's first connection, after its open
// and when it closes. Opening a WAL database makes SQLite create the -wal
// and -shm files when they are missing, with the database file's mode (it
// also chmods an empty one to that mode, so creating them first does not
// help). When that mode lacks owner write (the user ran chmod 444), a
// reader, or a writer whose open or migration then fails, leaves side files
// that stay read-only after the file is made writable again, and every
// writer then fails with "attempt to write a readonly database"; a
// connection that opened them read-only stays that way, hence the repair
// before the first one. So a side file of the database's owner that lacks
// owner write gets it back: a change of mode only, harmless to a writer
// using the file, and no wider than the database file's own mode plus
// owner write.
func fixSideFiles(path string) {
	if target, err := StoreFile(path); err == nil {
		path = target // SQLite keeps the side files beside the file a link leads to
	}
	fi, err := os.Stat(path)
	if err != nil {
		return
	}
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return
	}
	if euid := os.Geteuid(); euid != 0 && uint32(euid) != st.Uid {
		return // another user's files are not ours to change
	}
	for _, side := range []string{"-wal", "-shm"} {
		sfi, err := os.Lstat(path + side)
		if err != nil || !sfi.Mode().IsRegular() || sfi.Mode().Perm()&0o200 != 0 {
			continue
		}
		if sst, ok := sfi.Sys().(*syscall.Stat_t); ok && sst.Uid == st.Uid {
			_ = os.Chmod(path+side, sfi.Mode().Perm()|0o200)
		}
	}
}
