//go:build unix

package exporter

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// ReadCursor must return at once on a named pipe and on /dev/zero: the
// first used to wait for a writer forever, the second to read without end
// (issue 12, items 1-2). Both are *CursorError saying what the path is.
func TestReadCursorRefusesPipesAndDevicesAtOnce(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	for path, what := range map[string]string{fifo: "a named pipe", "/dev/zero": "a character device"} {
		done := make(chan error, 1)
		go func() { _, _, err := ReadCursor(path); done <- err }()
		select {
		case err := <-done:
			var ce *CursorError
			if !errors.As(err, &ce) || !ce.NotRegular || !strings.Contains(err.Error(), "it is "+what+", not a regular file") {
				t.Errorf("ReadCursor(%s) = %v, want *CursorError (%s)", path, err, what)
			}
		case <-time.After(5 * time.Second):
			t.Fatalf("ReadCursor(%s) blocked", path)
		}
	}
}

// A cursor error says what is wrong, never what the file holds: --cursor
// may be a mistyped path to a password file (issue 12, item 3).
func TestCursorErrorsNeverQuoteTheFile(t *testing.T) {
	dir := t.TempDir()
	for name, c := range map[string]struct{ content, reason string }{
		"pgpass":  {"db.internal:5432:*:app:hunter2\n", "its first line is not an RFC 3339 time"},
		"shadow":  {"root:$6$hunter2:19000::\ndaemon:*:19000::\n", "it holds 2 lines; a cursor holds one"},
		"binary":  {"hunter2\x00\x01", "it is not text"},
		"latin1":  {"hunter2 caf\xe9", "it is not text"},
		"twotime": {"2025-03-01T00:00:00Z\nhunter2", "it holds 2 lines; a cursor holds one"},
		"big":     {strings.Repeat("hunter2 ", 1000), "it is larger than 4096 bytes"},
		"blank":   {" \n\n", "it holds only blank space"},
	} {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(c.content), 0o600); err != nil {
			t.Fatal(err)
		}
		_, _, err := ReadCursor(path)
		// None of them looks like a cursor: the message says the file is
		// not one (a wrong path), never that it should be rewritten.
		if err == nil || err.Error() != path+" is not an eval-export cursor file ("+c.reason+"); a cursor file holds "+CursorFormat {
			t.Errorf("%s: %v, want reason %q", name, err, c.reason)
		}
		if err != nil && strings.Contains(err.Error(), "hunter2") {
			t.Errorf("%s: error quotes the file: %v", name, err)
		}
	}
}

// Cursors are private and honour the umask; the old code chmod'ed every
// cursor to 0644 (issue 12, item 4).
func TestWriteCursorIsPrivateAndHonoursTheUmask(t *testing.T) {
	dir := t.TempDir()
	end := time.Date(2025, 3, 1, 9, 30, 12, 345678000, time.UTC)
	for _, c := range []struct {
		umask int
		want  fs.FileMode
	}{{0o022, 0o600}, {0o002, 0o600}, {0o077, 0o600}, {0o277, 0o400}} {
		old := syscall.Umask(c.umask)
		path := filepath.Join(dir, "c")
		os.Remove(path)
		err := WriteCursor(path, end)
		syscall.Umask(old)
		if err != nil {
			t.Fatal(err)
		}
		fi, err := os.Stat(path)
		if err != nil {
			t.Fatal(err)
		}
		if fi.Mode().Perm() != c.want {
			t.Errorf("umask %03o: cursor is %03o, want %03o", c.umask, fi.Mode().Perm(), c.want)
		}
	}
}

// A cursor that is a symlink stays one: the file it points to moves on
// (issue 12, item 4); the old code replaced the link with a plain file.
func TestWriteCursorWritesThroughASymlink(t *testing.T) {
	dir := t.TempDir()
	if err := os.Mkdir(filepath.Join(dir, "state"), 0o700); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "export.cursor")
	if err := os.Symlink("state/real.cursor", link); err != nil {
		t.Fatal(err)
	}
	if err := CheckCursorDir(link); err != nil {
		t.Fatal(err)
	}
	if _, ok, err := ReadCursor(link); ok || err != nil {
		t.Fatalf("dangling link: ok=%v err=%v, want a first run", ok, err)
	}
	for _, end := range []time.Time{time.Date(2025, 3, 1, 0, 0, 0, 1000, time.UTC), time.Date(2025, 3, 2, 0, 0, 0, 0, time.UTC)} {
		if err := WriteCursor(link, end); err != nil {
			t.Fatal(err)
		}
		if fi, err := os.Lstat(link); err != nil || fi.Mode()&fs.ModeSymlink == 0 {
			t.Fatalf("the cursor link was replaced: %v %v", fi.Mode(), err)
		}
		if got, ok, err := ReadCursor(link); err != nil || !ok || !got.Equal(end) {
			t.Fatalf("ReadCursor through the link = %v %v %v", got, ok, err)
		}
	}
	// The link points into a directory that does not exist: caught before
	// the export, not after it.
	bad := filepath.Join(dir, "bad.cursor")
	if err := os.Symlink("missing/real.cursor", bad); err != nil {
		t.Fatal(err)
	}
	if err := CheckCursorDir(bad); err == nil {
		t.Fatal("CheckCursorDir accepted a link into a missing directory")
	}
}
