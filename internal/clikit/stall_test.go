package clikit

import (
	"bufio"
	"context"
	"errors"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"
)

// Ctrl-C is prompt even when the run is stuck writing to a reader that
// stopped reading (eval-export > fifo, the reader asleep): such a write
// cannot be cancelled, so the process exits StalledWriteGrace after the
// signal instead of waiting out the command's whole Grace. The test runs
// Main in a child process whose stdout is a real pipe nobody reads.
func TestInterruptWithStalledStdout(t *testing.T) {
	if os.Getenv("CLIKIT_STALLED_CHILD") == "1" {
		stalledChild()
		return
	}
	pr, pw, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer pr.Close() // held open and never read: the child's writes block
	cmd := exec.Command(os.Args[0], "-test.run=^TestInterruptWithStalledStdout$")
	cmd.Env = append(os.Environ(), "CLIKIT_STALLED_CHILD=1")
	cmd.Stdout = pw
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	pw.Close()
	lines := bufio.NewScanner(stderr)
	if !lines.Scan() || lines.Text() != "writing" {
		cmd.Process.Kill()
		t.Fatalf("child did not start: %q", lines.Text())
	}
	time.Sleep(200 * time.Millisecond) // the pipe's buffer is full long before
	sent := time.Now()
	if err := cmd.Process.Signal(syscall.SIGINT); err != nil {
		t.Fatal(err)
	}
	var rest strings.Builder
	done := make(chan error, 1)
	go func() {
		for lines.Scan() {
			rest.WriteString(lines.Text() + "\n")
		}
		done <- cmd.Wait()
	}()
	var werr error
	select {
	case werr = <-done:
	case <-time.After(8 * time.Second):
		cmd.Process.Kill()
		<-done
		t.Fatalf("still running 8s after SIGINT; stderr %q", rest.String())
	}
	took := time.Since(sent)
	var ee *exec.ExitError
	if !errors.As(werr, &ee) || ee.ExitCode() != ExitInterrupted {
		t.Fatalf("exit %v, want %d; stderr %q", werr, ExitInterrupted, rest.String())
	}
	// The seconds it names depend on when the write began, which a loaded
	// machine moves: only the wording and the wait are checked.
	want := regexp.MustCompile(`^eval-test: error: interrupted, and stdout has not been read for [0-9]+s: exiting now\n$`)
	if !want.MatchString(rest.String()) || took < StalledWriteGrace {
		t.Errorf("exited %v after SIGINT with stderr %q; want after at least %v with %v", took, rest.String(), StalledWriteGrace, want)
	}
}

// stalledChild is the child: a command with an hour of grace that writes to
// stdout until its context is cancelled.
func stalledChild() {
	os.Args = []string{"eval-test"}
	c := &Command{Name: "eval-test", Grace: time.Hour, Run: func(ctx context.Context, r *Runtime) error {
		os.Stderr.WriteString("writing\n")
		chunk := make([]byte, 64<<10)
		for ctx.Err() == nil {
			if _, err := r.IO.Out.Write(chunk); err != nil {
				return err
			}
		}
		return Interrupted("interrupted", "")
	}}
	os.Exit(c.Main())
}
