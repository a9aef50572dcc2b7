//go:build linux

package doctor

import (
	"os"
	"strings"
	"syscall"
	"testing"

	"github.com/modusbrain/evalkit/configplane"
)

// On a file system mounted read-only (the kernel's remount-ro after a disk
// error), access(2) says EROFS: the doctor says the file system is
// read-only, never a chmod that cannot work. As root the test mounts one
// (a read-only bind mount of the modusbrain home); otherwise the kernel's
// answer is stood in for.
func TestReadOnlyFileSystemIsNotAChmod(t *testing.T) {
	m := newMachine(t)
	m.env[configplane.EnvContributorMode] = "1"
	m.seedSQLite(nil)
	if err := os.MkdirAll(m.dir()+"/spool", 0o700); err != nil {
		t.Fatal(err)
	}
	if !mountReadOnly(t, m.dir()) {
		old := mayAccess
		mayAccess = func(path string, mode uint32) error {
			if strings.HasPrefix(path, m.dir()) && mode&accessWrite != 0 {
				return syscall.EROFS
			}
			return old(path, mode)
		}
		t.Cleanup(func() { mayAccess = old })
	}
	r := m.run(nil)
	for _, id := range []string{CheckDatabase, CheckWriter, CheckSpool} {
		c := r.Check(id)
		if c == nil || c.Status == OK {
			continue // the database check may carry the writer's finding
		}
		all := c.Message + "\n" + strings.Join(c.Details, "\n") + "\n" + c.Fix
		if strings.Contains(c.Fix, "chmod u+") || !strings.Contains(all, "mounted read-only") {
			t.Errorf("%s: %s\nfix: %s\nwant the read-only file system named, no chmod", id, all, c.Fix)
		}
	}
	if s := r.Check(CheckSpool); s == nil || s.Status != Warn || !strings.Contains(s.Fix, "mounted read-only") {
		t.Fatalf("spool check: %+v", s)
	}
}

// mountReadOnly bind-mounts dir over itself read-only, undone at the
// test's end, and reports whether it could: root in a container without
// CAP_SYS_ADMIN may not (EPERM).
func mountReadOnly(t *testing.T, dir string) bool {
	if os.Geteuid() != 0 {
		return false
	}
	if err := syscall.Mount(dir, dir, "", syscall.MS_BIND, ""); err != nil {
		t.Logf("no bind mount (%v): the kernel's answer is stood in for", err)
		return false
	}
	t.Cleanup(func() { _ = syscall.Unmount(dir, 0) })
	if err := syscall.Mount("", dir, "", syscall.MS_REMOUNT|syscall.MS_BIND|syscall.MS_RDONLY, ""); err != nil {
		t.Fatal(err)
	}
	return true
}
