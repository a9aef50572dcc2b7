//go:build unix

// Package noroom lets a test see a full disk: every file write fails
// (EFBIG, as ENOSPC does on a full file system) while creating and removing
// files still work, as they mostly do on a full ext4.
//
// The file size limit that makes the writes fail is the whole process's,
// so a test that set it in the test binary would also fail writes of the
// testing package itself (go test's testlog.txt) and of tests running in
// parallel, now and then. Each such test therefore runs again in a child
// process of its own that runs only it:
//
//	func TestX(t *testing.T) {
//		if !noroom.Child(t) {
//			return // the child ran it
//		}
//		… // set up with room
//		noroom.Do(t, func() { … })
//	}
package noroom

import (
	"os"
	"os/exec"
	"regexp"
	"strings"
	"syscall"
	"testing"
)

// childEnv names the test a child process runs.
const childEnv = "EVALKIT_NOROOM_TEST"

// Child reports whether this process is the child that runs t. In the
// test binary go test started, it runs t in a child process instead and
// fails t with the child's output when the child fails.
func Child(t *testing.T) bool {
	t.Helper()
	if os.Getenv(childEnv) == t.Name() {
		return true
	}
	cmd := exec.Command(os.Args[0], "-test.run", runPattern(t.Name()), "-test.count=1", "-test.v")
	cmd.Env = append(os.Environ(), childEnv+"="+t.Name())
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%s in a child process: %v\n%s", t.Name(), err, out)
	}
	if !strings.Contains(string(out), "--- PASS: "+t.Name()+" ") {
		t.Fatalf("%s in a child process ran no test:\n%s", t.Name(), out)
	}
	return false
}

// runPattern is the -test.run pattern that selects exactly the test (or
// subtest) named name.
func runPattern(name string) string {
	parts := strings.Split(name, "/")
	for i, p := range parts {
		parts[i] = "^" + regexp.QuoteMeta(p) + "$"
	}
	return strings.Join(parts, "/")
}

// Do runs f with every file write of the process failing, then gives the
// room back. Only in the child process Child started.
func Do(t *testing.T, f func()) {
	t.Helper()
	if os.Getenv(childEnv) != t.Name() {
		t.Fatal("noroom.Do outside the child process of noroom.Child")
	}
	var old syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_FSIZE, &old); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Setrlimit(syscall.RLIMIT_FSIZE, &syscall.Rlimit{Cur: 0, Max: old.Max}); err != nil {
		t.Fatal(err)
	}
	defer func() {
		if err := syscall.Setrlimit(syscall.RLIMIT_FSIZE, &old); err != nil {
			t.Fatal(err)
		}
	}()
	f()
}
