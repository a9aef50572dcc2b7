//go:build unix

package sqlite

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// A store path that is a symbolic link to a file not made yet (the store
// kept on another disk: ln -s /data/eval.db ~/.modusbrain/eval.db) is
// created through the link, private like every store, not with SQLite's
// own 0644; the link stays a link (probe 14).
func TestWritableOpenThroughDanglingLinkIsPrivate(t *testing.T) {
	old := syscall.Umask(0o022)
	t.Cleanup(func() { syscall.Umask(old) })
	base := t.TempDir()
	data := filepath.Join(base, "data")
	if err := os.Mkdir(data, 0o700); err != nil {
		t.Fatal(err)
	}
	home := filepath.Join(base, ".modusbrain")
	if err := os.Mkdir(home, 0o700); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(home, "eval.db")
	if err := os.Symlink(filepath.Join("..", "data", "eval.db"), link); err != nil {
		t.Fatal(err)
	}
	e, err := Open(context.Background(), link, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	if err := e.Migrate(context.Background()); err != nil {
		t.Fatal(err)
	}
	fi, err := os.Stat(filepath.Join(data, "eval.db"))
	if err != nil {
		t.Fatal(err)
	}
	if fi.Mode() != 0o600 {
		t.Errorf("the store made through the link has mode %v, want -rw-------", fi.Mode())
	}
	if li, err := os.Lstat(link); err != nil || li.Mode()&fs.ModeSymlink == 0 {
		t.Errorf("the link is no longer a link: %v, %v", li, err)
	}
}

// A link whose target lies in a tree that does not exist (a disk not
// mounted, a directory renamed) fails naming the missing directory, as a
// mistyped path does, rather than with SQLite's "unable to open database
// file", which capture took for an outage and spooled for ever (probe 14).
func TestWritableOpenThroughLinkIntoMissingTree(t *testing.T) {
	base := t.TempDir()
	link := filepath.Join(base, "eval.db")
	target := filepath.Join(base, "mnt", "disk", "eval.db")
	if err := os.Symlink(target, link); err != nil {
		t.Fatal(err)
	}
	_, err := Open(context.Background(), link, Options{})
	if !errors.Is(err, fs.ErrNotExist) || !strings.Contains(err.Error(), "nor does "+filepath.Join(base, "mnt")) ||
		!strings.Contains(err.Error(), "symbolic link to "+target) {
		t.Fatalf("Open = %v; want the link's missing directory named", err)
	}
	if _, err := os.Stat(filepath.Join(base, "mnt")); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("a directory was created: %v", err)
	}
	// The doctor asks the same question, creating nothing.
	if berr := CreateBlock(link); berr == nil || berr.Error() != err.Error() {
		t.Errorf("CreateBlock = %v; want what Open met: %v", berr, err)
	}
}

// A store reached through a symbolic link keeps its -wal and -shm beside
// the file the link leads to (SQLite resolves the link): what stops a
// writer is looked for there. Looked for beside the link, the doctor said
// "start the database or correct its address" and capture "was not
// writable when this command opened it, and is now; run the same command
// again", for a directory that stays unwritable (probe 14).
func TestFileWriteBlockThroughLink(t *testing.T) {
	base := t.TempDir()
	data := filepath.Join(base, "data")
	if err := os.Mkdir(data, 0o700); err != nil {
		t.Fatal(err)
	}
	target := filepath.Join(data, "eval.db")
	if err := os.WriteFile(target, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(base, "eval.db")
	if err := os.Symlink(target, link); err != nil {
		t.Fatal(err)
	}
	refuseDir := func(p string, mode uint32) error {
		if p == data && mode&AccessWrite != 0 {
			return syscall.EACCES
		}
		return nil
	}
	b := FileWriteBlock(link, refuseDir)
	if b == nil || b.What != "create the database's -wal and -shm side files" || b.Fix != "chmod u+rwx "+data {
		t.Errorf("directory of the link's target: %+v", b)
	}
}
