package clikit

import (
	"bufio"
	"context"
	"errors"
	"os"
	"os/exec"
	"syscall"
	"testing"
	"time"
)

// A signal ignored when the process starts stays ignored: SIGHUP under
// nohup, SIGINT for a job a script runs in the background. The child is
// started by sh with both set to SIG_IGN (trap ""), as those shells do,
// then gets SIGINT and SIGHUP, which must not stop it, and SIGTERM, which
// must: a run stopped by an ignored signal would exit 130 or 129, not 143.
func TestSignalsIgnoredAtStartStayIgnored(t *testing.T) {
	if os.Getenv("CLIKIT_IGNORING_CHILD") == "1" {
		ignoringChild()
		return
	}
	sh, err := exec.LookPath("sh")
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(sh, "-c", `trap "" INT HUP; exec "$0" "$@"`, os.Args[0], "-test.run=^TestSignalsIgnoredAtStartStayIgnored$")
	cmd.Env = append(os.Environ(), "CLIKIT_IGNORING_CHILD=1")
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	lines := bufio.NewScanner(stderr)
	if !lines.Scan() || lines.Text() != "waiting" {
		cmd.Process.Kill()
		t.Fatalf("child did not start: %q", lines.Text())
	}
	for _, s := range []os.Signal{syscall.SIGINT, syscall.SIGHUP} {
		if err := cmd.Process.Signal(s); err != nil {
			t.Fatal(err)
		}
	}
	// Had either been caught, the run would end with its code now; TERM
	// comes after, so a caught INT or HUP is always the first signal.
	time.Sleep(200 * time.Millisecond)
	if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	for lines.Scan() {
	}
	werr := cmd.Wait()
	var ee *exec.ExitError
	if !errors.As(werr, &ee) || ee.ExitCode() != ExitTerminated {
		t.Fatalf("exit %v, want %d (stopped by SIGTERM only)", werr, ExitTerminated)
	}
}

// ignoringChild waits for its context to be cancelled.
func ignoringChild() {
	os.Args = []string{"eval-test"}
	c := &Command{Name: "eval-test", Run: func(ctx context.Context, r *Runtime) error {
		os.Stderr.WriteString("waiting\n")
		<-ctx.Done()
		return Interrupted("interrupted", "")
	}}
	os.Exit(c.Main())
}
