//go:build linux

package userfile

import (
	"errors"
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// fullFileSystem mounts a tiny tmpfs and fills it, returning its
// directory: a real full file system, where creating an empty file still
// works and writing one byte does not. ok is false when this process
// cannot mount (not root, or no mount namespace rights).
func fullFileSystem(t *testing.T) (dir string, ok bool) {
	t.Helper()
	dir = t.TempDir()
	if err := syscall.Mount("tmpfs", dir, "tmpfs", 0, "size=64k,mode=0700"); err != nil {
		return "", false
	}
	t.Cleanup(func() {
		if err := syscall.Unmount(dir, syscall.MNT_DETACH); err != nil {
			t.Errorf("unmounting %s: %v", dir, err)
		}
	})
	f, err := os.Create(filepath.Join(dir, "fill"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	buf := make([]byte, 4096)
	for {
		if _, err := f.Write(buf); err != nil {
			if !errors.Is(err, syscall.ENOSPC) {
				t.Fatalf("filling %s: %v", dir, err)
			}
			return dir, true
		}
	}
}
