//go:build unix

package sqlite

import (
	"context"
	"errors"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// unprivilegedUID is the user a root test runs capture processes as: root
// ignores file modes, and the failure below exists only for users who
// don't. 65534 is "nobody" on most systems; setuid needs no passwd entry.
const unprivilegedUID = 65534

// A capture that runs while eval.db is read-only (chmod 444: a backup tool,
// a user locking it for a while) fails as documented: SQLSTATE 25006, a
// read-only database (db_down: eval-capture spools the events), its cause
// naming the file and the chmod that lifts it. Once the file is writable
// again, the next capture must work:
// the failed one must not leave -wal/-shm side files that SQLite created
// with the database file's read-only mode, and a writer that finds such
// files (left by an evalkit without this fix, or by another program)
// repairs them instead of failing with "attempt to write a readonly
// database" on every run.
//
// Each capture is a separate process, as eval-capture is: open, migrate,
// insert one row (writerProcess). As root they run as an unprivileged user.
func TestCaptureWorksAfterAReadOnlyPeriod(t *testing.T) {
	dir, capture := captureProcesses(t)
	path := filepath.Join(dir, "eval.db")

	if out, err := capture(path); err != nil {
		t.Fatalf("first capture: %v\n%s", err, out)
	}
	if err := os.Chmod(path, 0o444); err != nil {
		t.Fatal(err)
	}
	out, err := capture(path)
	if err == nil || !strings.Contains(out, "25006") || !strings.Contains(out, path+" is not writable by this user") {
		t.Fatalf("capture into a 0444 file: %v\n%s\nwant the documented failure, SQLSTATE 25006, naming %s", err, out, path)
	}
	for _, side := range []string{"-wal", "-shm"} {
		fi, err := os.Stat(path + side)
		if err == nil && fi.Mode().Perm()&0o200 == 0 {
			t.Errorf("the failed capture left %s with mode %v: writers fail once the file is writable again", side, fi.Mode().Perm())
		}
	}
	if err := os.Chmod(path, 0o644); err != nil { // the doctor's fix: chmod u+rw
		t.Fatal(err)
	}
	if out, err := capture(path); err != nil {
		t.Fatalf("capture after the file is writable again: %v\n%s", err, out)
	}

	// Side files as an evalkit without the fix left them: the next writer
	// repairs them rather than failing.
	if err := os.Chmod(path, 0o444); err != nil {
		t.Fatal(err)
	}
	if out, err := capture(path); err == nil {
		t.Fatalf("capture into a 0444 file succeeded:\n%s", out)
	}
	stale := 0
	for _, side := range []string{"-wal", "-shm"} {
		if err := os.Chmod(path+side, 0o444); err == nil {
			stale++
		} else if !errors.Is(err, fs.ErrNotExist) {
			t.Fatal(err)
		}
	}
	if stale == 0 {
		t.Fatal("the failed capture left no side file to make stale; the test no longer covers the repair")
	}
	if err := os.Chmod(path, 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := capture(path); err != nil {
		t.Fatalf("capture beside stale read-only side files: %v\n%s", err, out)
	}

	r, err := Open(context.Background(), path, Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	var n int
	if err := r.db.QueryRow(`SELECT count(*) FROM eval_candidates`).Scan(&n); err != nil || n != 3 {
		t.Errorf("rows: %d, %v; want the 3 captures that ran while the file was writable", n, err)
	}
}

// captureProcesses returns a directory for the database and a function
// that runs one capture process (writerProcess) on a path in it, returning
// its stderr (its stdout too); env set to pruneWritesEnv=1 makes it
// pruneWritesProcess instead. As root, the directory belongs to unprivilegedUID and the
// processes run as that user, from a copy of the test binary it can
// execute (go test keeps the original in a private directory).
func captureProcesses(t *testing.T) (string, func(path string, env ...string) (string, error)) {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	root := os.Geteuid() == 0
	var dir string
	var cred *syscall.Credential
	if !root {
		dir = t.TempDir()
	} else {
		// t.TempDir's parent is private to root: a directory of our own.
		dir, err = os.MkdirTemp("", "evalkit-readonly-period-")
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { os.RemoveAll(dir) })
		if err := os.Chmod(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		copied := filepath.Join(dir, "capture.test")
		if err := copyExecutable(exe, copied); err != nil {
			t.Fatal(err)
		}
		exe = copied
		dir = filepath.Join(dir, "home")
		if err := os.Mkdir(dir, 0o700); err != nil {
			t.Fatal(err)
		}
		if err := os.Chown(dir, unprivilegedUID, unprivilegedUID); err != nil {
			t.Fatal(err)
		}
		cred = &syscall.Credential{Uid: unprivilegedUID, Gid: unprivilegedUID}
	}
	return dir, func(path string, env ...string) (string, error) {
		cmd := exec.Command(exe)
		cmd.Env = append(append(os.Environ(), helperEnv+"="+path), env...)
		cmd.Stdin = strings.NewReader("go\n")
		cmd.SysProcAttr = &syscall.SysProcAttr{Credential: cred}
		var stderr strings.Builder
		cmd.Stdout, cmd.Stderr = &stderr, &stderr
		err := cmd.Run()
		return stderr.String(), err
	}
}

func copyExecutable(from, to string) error {
	src, err := os.Open(from)
	if err != nil {
		return err
	}
	defer src.Close()
	dst, err := os.OpenFile(to, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o755)
	if err != nil {
		return err
	}
	if _, err := io.Copy(dst, src); err != nil {
		dst.Close()
		return err
	}
	return dst.Close()
}
