//go:build linux || darwin

package doctor

import (
	"os"
	"syscall"
)

// freeBytes is the room left for this user on the file system that holds
// dir (root may use the blocks kept back for it); ok is false when it
// cannot be told.
func freeBytes(dir string) (free uint64, ok bool) {
	var st syscall.Statfs_t
	if err := syscall.Statfs(dir, &st); err != nil {
		return 0, false
	}
	blocks := st.Bavail
	if os.Geteuid() == 0 {
		blocks = st.Bfree
	}
	return blocks * uint64(st.Bsize), true
}
