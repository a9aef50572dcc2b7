//go:build linux

package clikit

import (
	"os"
	"strconv"
)

// regularFileOf names the regular file f writes to and its size now, read
// through /proc (stdout's own name is /dev/stdout); "" when f is no regular
// file or the name no longer leads to it (removed, renamed).
func regularFileOf(f *os.File) (string, int64) {
	fi, err := f.Stat()
	if err != nil || !fi.Mode().IsRegular() {
		return "", 0
	}
	path, err := os.Readlink("/proc/self/fd/" + strconv.Itoa(int(f.Fd())))
	if err != nil {
		return "", 0
	}
	if pi, err := os.Stat(path); err != nil || !os.SameFile(fi, pi) {
		return "", 0
	}
	return path, fi.Size()
}
