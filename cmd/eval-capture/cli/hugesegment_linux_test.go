package cli

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/modusbrain/evalkit/internal/clikit"
)

// TestMain lets a test run this package's test binary as eval-capture
// itself (asEvalCapture set), so that a real signal reaches Command().Main.
func TestMain(m *testing.M) {
	if os.Getenv(asEvalCapture) == "1" {
		os.Exit(Command().Main())
	}
	os.Exit(m.Run())
}

const asEvalCapture = "EVALKIT_TEST_RUN_AS_EVAL_CAPTURE"

// Ctrl-C during `eval-capture </dev/null` while its drain reads a huge file
// named like a segment (a sparse 200 GiB file, inside a service's 256 GiB
// cap) ends the run with 130 well under a second later: the segment is
// streamed, and its reading stops at the signal. It used to be read whole
// into memory first (1–2 GB of RSS for a 1000 MiB file), and Ctrl-C took
// 5–10 s (hostile probe F8).
func TestCtrlCWhileDeliveringAHugeSegment(t *testing.T) {
	home := t.TempDir()
	dir := filepath.Join(home, ".modusbrain", "spool")
	if err := os.MkdirAll(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	seg := filepath.Join(dir, "seg-01796250000000000000-0badf00d")
	f, err := os.OpenFile(seg, os.O_CREATE|os.O_WRONLY, 0o600)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(200 << 30); err != nil {
		t.Fatalf("a sparse 200 GiB file: %v", err)
	}
	f.Close()

	cmd := exec.Command(os.Args[0])
	cmd.Env = []string{asEvalCapture + "=1", "PATH=" + os.Getenv("PATH"), "HOME=" + t.TempDir(),
		"MODUSBRAIN_HOME=" + home, "MODUSBRAIN_CONTRIBUTOR_MODE=1", "EVALKIT_SPOOL_MAX_BYTES=" + strconv.Itoa(256<<30)}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil { // stdin: /dev/null
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	// Signal once the drain has the segment open: reading it (minutes at
	// memory speed) has begun, and the signal handler is installed.
	deadline := time.Now().Add(30 * time.Second)
	for !hasOpen(cmd.Process.Pid, seg) {
		select {
		case err := <-done:
			t.Fatalf("eval-capture ended (%v) before it opened the segment; stderr:\n%s", err, stderr.String())
		default:
		}
		if time.Now().After(deadline) {
			cmd.Process.Kill()
			<-done
			t.Fatalf("eval-capture did not open the segment within 30s; stderr:\n%s", stderr.String())
		}
		time.Sleep(5 * time.Millisecond)
	}
	time.Sleep(100 * time.Millisecond)
	sent := time.Now()
	if err := cmd.Process.Signal(syscall.SIGINT); err != nil {
		t.Fatal(err)
	}
	var werr error
	select {
	case werr = <-done:
	case <-time.After(15 * time.Second):
		cmd.Process.Kill()
		<-done
		t.Fatalf("eval-capture did not end within 15s of SIGINT; stderr:\n%s", stderr.String())
	}
	took := time.Since(sent)
	var ee *exec.ExitError
	if !errors.As(werr, &ee) || ee.ExitCode() != clikit.ExitInterrupted {
		t.Errorf("eval-capture ended with %v after SIGINT; want exit %d\nstderr:\n%s", werr, clikit.ExitInterrupted, stderr.String())
	}
	if took > 900*time.Millisecond {
		t.Errorf("eval-capture took %v to end after SIGINT; want well under a second\nstderr:\n%s", took.Round(time.Millisecond), stderr.String())
	}
	if !strings.Contains(stderr.String(), "before the spool was read through") {
		t.Errorf("stderr does not say the spool was not read through:\n%s", stderr.String())
	}
	t.Logf("exit %v %v after SIGINT", werr, took.Round(time.Millisecond))
}

// hasOpen tells whether process pid has path open (/proc/PID/fd).
func hasOpen(pid int, path string) bool {
	fds, _ := filepath.Glob(filepath.Join("/proc", strconv.Itoa(pid), "fd", "*"))
	for _, fd := range fds {
		if l, err := os.Readlink(fd); err == nil && l == path {
			return true
		}
	}
	return false
}
