//go:build unix

package userfile

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

// within fails the test when fn does not return in time: the reads under
// test must never wait.
func within(t *testing.T, fn func()) {
	t.Helper()
	done := make(chan struct{})
	go func() { defer close(done); fn() }()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatal("blocked for 5 s")
	}
}

func TestReadRefusesWhatIsNotARegularFile(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link-to-fifo")
	if err := os.Symlink("fifo", link); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ path, what string }{
		{fifo, "a named pipe"},
		{link, "a named pipe"},
		{"/dev/zero", "a character device"},
		{"/dev/null", "a character device"},
		{dir, "a directory"},
	} {
		within(t, func() {
			_, _, err := Read(c.path, 1<<20)
			var nr *NotRegularError
			if !errors.As(err, &nr) || !errors.Is(err, ErrNotRegular) || nr.What() != c.what || nr.Path != c.path {
				t.Errorf("Read(%s) = %v, want *NotRegularError (%s)", c.path, err, c.what)
			}
			if err != nil && !strings.Contains(err.Error(), c.path+" is "+c.what+", not a regular file") {
				t.Errorf("message %q", err)
			}
		})
	}
}

func TestReadCapsSizeAndNeverQuotesContent(t *testing.T) {
	path := filepath.Join(t.TempDir(), "big")
	secret := "db.example.com:5432:*:app:s3cr3t-password\n"
	if err := os.WriteFile(path, []byte(strings.Repeat(secret, 10)), 0o600); err != nil {
		t.Fatal(err)
	}
	_, _, err := Read(path, 64)
	var tl *TooLargeError
	if !errors.As(err, &tl) || tl.Max != 64 {
		t.Fatalf("Read over the cap = %v, want *TooLargeError", err)
	}
	if strings.Contains(err.Error(), "s3cr3t") {
		t.Fatalf("error quotes the file: %v", err)
	}
	b, fi, err := Read(path, int64(10*len(secret)))
	if err != nil || len(b) != 10*len(secret) || !fi.Mode().IsRegular() {
		t.Fatalf("Read at exactly the cap = %d bytes, %v", len(b), err)
	}
	if _, _, err := Read(filepath.Join(t.TempDir(), "missing"), 64); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("missing file: %v, want fs.ErrNotExist", err)
	}
}

func umask(t *testing.T, m int) {
	old := syscall.Umask(m)
	t.Cleanup(func() { syscall.Umask(old) })
}

func mode(t *testing.T, path string) fs.FileMode {
	t.Helper()
	fi, err := os.Lstat(path)
	if err != nil {
		t.Fatal(err)
	}
	return fi.Mode()
}

func TestWriteAtomicHonoursTheUmask(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		umask int
		perm  fs.FileMode
		want  fs.FileMode
	}{
		{0o022, 0o600, 0o600},
		{0o077, 0o644, 0o600},
		{0o022, 0o644, 0o644},
		{0o277, 0o600, 0o400},
	} {
		umask(t, c.umask)
		path := filepath.Join(dir, "f")
		os.Remove(path)
		if err := WriteAtomic(path, []byte("x\n"), c.perm); err != nil {
			t.Fatal(err)
		}
		if got := mode(t, path).Perm(); got != c.want {
			t.Errorf("umask %03o perm %03o: file is %03o, want %03o", c.umask, c.perm, got, c.want)
		}
	}
	// Replacing an existing world-readable file does not keep its mode.
	umask(t, 0o022)
	path := filepath.Join(dir, "old")
	if err := os.WriteFile(path, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := WriteAtomic(path, []byte("x\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if got := mode(t, path).Perm(); got != 0o600 {
		t.Errorf("replaced file is %03o, want 600", got)
	}
}

func TestWriteAtomicWritesThroughSymlinks(t *testing.T) {
	dir := t.TempDir()
	real := filepath.Join(dir, "state", "real")
	if err := os.MkdirAll(filepath.Dir(real), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(real, []byte("old\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	// A relative link to a relative link.
	if err := os.Symlink("state/real", filepath.Join(dir, "l1")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("l1", filepath.Join(dir, "l2")); err != nil {
		t.Fatal(err)
	}
	if err := WriteAtomic(filepath.Join(dir, "l2"), []byte("new\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, l := range []string{"l1", "l2"} {
		if mode(t, filepath.Join(dir, l))&fs.ModeSymlink == 0 {
			t.Fatalf("%s was replaced by a plain file", l)
		}
	}
	if b, _ := os.ReadFile(real); string(b) != "new\n" {
		t.Fatalf("target holds %q", b)
	}
	// A dangling link: the target is created, the link stays.
	dangling := filepath.Join(dir, "dangling")
	if err := os.Symlink("state/later", dangling); err != nil {
		t.Fatal(err)
	}
	if err := WriteAtomic(dangling, []byte("x\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if mode(t, dangling)&fs.ModeSymlink == 0 {
		t.Fatal("dangling link was replaced")
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "state", "later")); string(b) != "x\n" {
		t.Fatalf("link target holds %q", b)
	}
	// A loop is an error, not a hang.
	if err := os.Symlink("loop", filepath.Join(dir, "loop")); err != nil {
		t.Fatal(err)
	}
	if err := WriteAtomic(filepath.Join(dir, "loop"), nil, 0o600); err == nil {
		t.Fatal("writing through a symlink loop succeeded")
	}
	assertNoTemp(t, dir)
	assertNoTemp(t, filepath.Join(dir, "state"))
}

func TestWriteAtomicRefusesSpecialFiles(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	within(t, func() {
		err := WriteAtomic(fifo, []byte("x"), 0o600)
		if !errors.Is(err, ErrNotRegular) {
			t.Errorf("WriteAtomic(fifo) = %v, want ErrNotRegular", err)
		}
	})
	if mode(t, fifo)&fs.ModeNamedPipe == 0 {
		t.Fatal("the pipe was replaced")
	}
	sub := filepath.Join(dir, "sub")
	if err := os.Mkdir(sub, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := WriteAtomic(sub, []byte("x"), 0o600); !errors.Is(err, ErrNotRegular) {
		t.Fatalf("WriteAtomic(dir) = %v", err)
	}
	assertNoTemp(t, dir)
}

func assertNoTemp(t *testing.T, dir string) {
	t.Helper()
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if strings.Contains(e.Name(), ".tmp-") {
			t.Errorf("temporary file left behind: %s", e.Name())
		}
	}
}
