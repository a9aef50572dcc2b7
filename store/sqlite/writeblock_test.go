//go:build unix

package sqlite

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// FileWriteBlock names what this user cannot write and the command that
// lifts it: the file, a side file (never "delete the -wal"), the directory
// missing side files need, or a read-only mount (no chmod). The kernel's
// answers are stood in for, so the test also runs as root, whom file modes
// do not stop.
func TestFileWriteBlock(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "eval.db")
	if err := os.WriteFile(path, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	refuse := func(names ...string) AccessFunc {
		return func(p string, mode uint32) error {
			for _, n := range names {
				if p == n && mode&AccessWrite != 0 {
					return syscall.EACCES
				}
			}
			return nil
		}
	}
	if b := FileWriteBlock(path, refuse()); b != nil {
		t.Errorf("writable: %+v, want nil", b)
	}
	b := FileWriteBlock(path, refuse(path))
	if b == nil || b.Why != path+" is not writable by this user" || b.Fix != "chmod u+rw "+path {
		t.Errorf("read-only file: %+v", b)
	}
	if err := os.WriteFile(path+"-wal", nil, 0o600); err != nil {
		t.Fatal(err)
	}
	b = FileWriteBlock(path, refuse(path+"-wal"))
	if b == nil || !strings.Contains(b.Why, path+"-wal is not writable") || !strings.HasPrefix(b.Fix, "chmod u+rw "+path+"-wal\n(do not delete eval.db-wal") {
		t.Errorf("read-only -wal: %+v", b)
	}
	b = FileWriteBlock(path, refuse(dir))
	if b == nil || b.What != "create the database's -wal and -shm side files" || b.Fix != "chmod u+rwx "+dir {
		t.Errorf("directory for the missing -shm: %+v", b)
	}
	rofs := func(string, uint32) error { return syscall.EROFS }
	b = FileWriteBlock(path, rofs)
	if b == nil || !strings.Contains(b.Why, "mounted read-only") || strings.Contains(b.Fix, "chmod u+") {
		t.Errorf("read-only mount: %+v", b)
	}
	if b := FileWriteBlock(filepath.Join(dir, "missing.db"), refuse(dir)); b != nil {
		t.Errorf("missing file: %+v, want nil (the caller's to word)", b)
	}
}
