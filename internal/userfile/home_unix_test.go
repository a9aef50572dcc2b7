//go:build unix

package userfile

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

func TestMkdirHomeFollowsASharedParent(t *testing.T) {
	old := syscall.Umask(0o022)
	defer syscall.Umask(old)
	for _, tc := range []struct {
		name   string
		parent fs.FileMode
		want   fs.FileMode
	}{
		{"private home", 0o755, 0o700 | fs.ModeDir},
		{"own home", 0o700, 0o700 | fs.ModeDir},
		{"world-writable home", 0o777, 0o777 | fs.ModeDir},
		{"sticky shared home", 0o777 | fs.ModeSticky, 0o777 | fs.ModeSticky | fs.ModeDir},
		{"group home", 0o775 | fs.ModeSetgid, 0o775 | fs.ModeSetgid | fs.ModeDir},
	} {
		t.Run(tc.name, func(t *testing.T) {
			home := filepath.Join(t.TempDir(), "home")
			if err := os.Mkdir(home, 0o700); err != nil {
				t.Fatal(err)
			}
			if err := os.Chmod(home, tc.parent); err != nil {
				t.Fatal(err)
			}
			dir := filepath.Join(home, ".modusbrain")
			if err := MkdirHome(dir); err != nil {
				t.Fatal(err)
			}
			fi, err := os.Stat(dir)
			if err != nil {
				t.Fatal(err)
			}
			if fi.Mode() != tc.want {
				t.Fatalf("%s created %v, want %v", tc.name, fi.Mode(), tc.want)
			}
			// An existing directory is left as it is.
			if err := os.Chmod(dir, 0o750); err != nil {
				t.Fatal(err)
			}
			if err := MkdirHome(dir); !errors.Is(err, fs.ErrExist) {
				t.Fatalf("second call: %v, want fs.ErrExist", err)
			}
			if fi, _ := os.Stat(dir); fi.Mode().Perm() != 0o750 {
				t.Fatalf("existing directory's mode changed to %v", fi.Mode())
			}
		})
	}
}
