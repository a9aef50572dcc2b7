package cli

import (
	"bytes"
	"context"
	"database/sql"
	"errors"
	"io"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/modusbrain/evalkit/capture"
	"github.com/modusbrain/evalkit/internal/clikit"
)

// A signal must end the run even while the producer holds stdin open and
// sends nothing: the blocked read gives way to the cancelled context and the
// command exits 130 after capturing what it had read.
func TestInterruptWhileStdinIsQuiet(t *testing.T) {
	home := t.TempDir()
	env := captureOnEnv(t, home)
	pr, pw := io.Pipe()
	defer pw.Close()
	go func() { _, _ = pw.Write([]byte(`{"tool_name":"search","query":"ok"}` + "\n")) }()

	ctx, cancel := context.WithCancel(context.Background())
	var out, errb bytes.Buffer
	done := make(chan int, 1)
	go func() {
		done <- Command().Execute(ctx, &clikit.IO{In: pr, Out: &out, Err: &errb}, nil, env)
	}()
	// The line is read, captured and written (its row is in the file);
	// stdin stays open and quiet. Waiting for the row, not for a fixed
	// time, holds however loaded the machine is.
	dbPath := filepath.Join(home, ".modusbrain", "eval.db")
	deadline := time.Now().Add(30 * time.Second)
	for rows(dbPath) < 1 {
		if time.Now().After(deadline) {
			cancel()
			<-done // stderr is the command's until it returns
			t.Fatalf("the line was not captured within 30s; stderr:\n%s", errb.String())
		}
		time.Sleep(20 * time.Millisecond)
	}
	cancel()
	select {
	case code := <-done:
		if code != clikit.ExitInterrupted {
			t.Fatalf("exit %d, want %d; stderr:\n%s", code, clikit.ExitInterrupted, errb.String())
		}
		if !strings.Contains(errb.String(), "captured 1 of 1 event") {
			t.Errorf("stderr lacks the summary of the line read before the signal:\n%s", errb.String())
		}
	case <-time.After(30 * time.Second):
		t.Fatal("Run did not return after its context was cancelled while stdin was quiet")
	}
}

// rows counts the candidate rows in the SQLite file at path, read only; 0
// while the file or its table does not exist yet.
func rows(path string) int {
	db, err := sql.Open("sqlite", "file:"+path+"?mode=ro")
	if err != nil {
		return 0
	}
	defer db.Close()
	var n int
	if db.QueryRow(`SELECT count(*) FROM eval_candidates`).Scan(&n) != nil {
		return 0
	}
	return n
}

// A signal after stdin had ended (Ctrl-C during `eval-capture </dev/null`'s
// delivery from the spool) stopped no reading: a run that still delivered
// everything ends 0, not 130 with "stopped reading stdin"; one that left
// events in the spool says so, and ends 130.
func TestSignalAfterStdinEnded(t *testing.T) {
	done := readResult{events: 3}
	all := capture.Stats{Captured: 3}
	if err := outcome(true, nil, done, all, 0); err != nil {
		t.Errorf("everything stored, signal after EOF: %v, want nil (exit 0)", err)
	}
	err := outcome(true, nil, done, all, 5)
	if err == nil || !strings.Contains(err.Error(), "interrupted after stdin had ended: 5 still waiting in the spool") {
		t.Errorf("events left in the spool: %v", err)
	}
	if code := clikit.ExitCode(err, clikit.SIGINT); code != clikit.ExitInterrupted {
		t.Errorf("events left in the spool: exit %d", code)
	}
	err = outcome(true, context.Canceled, readResult{}, capture.Stats{}, 0)
	if err == nil || err.Error() != "interrupted: stopped reading stdin" {
		t.Errorf("signal while reading: %v", err)
	}
}

// cancelOnRead hands out its data in one Read and cancels ctx during it:
// a signal that comes as the last bytes leave the pipe.
type cancelOnRead struct {
	data   string
	cancel context.CancelFunc
	done   bool
}

func (r *cancelOnRead) Read(p []byte) (int, error) {
	if r.done {
		select {} // the producer keeps stdin open and says nothing more
	}
	r.done = true
	r.cancel()
	return copy(p, r.data), nil
}

// Lines taken from stdin before a signal are still handed over; the part
// of a line after the last newline is not (it is no line), and nothing is
// read after the signal.
func TestLinesReadBeforeASignalAreKept(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	in := &cancelOnRead{data: "{\"a\":1}\n{\"a\":2}\n{\"a\":3}\n{\"a\":", cancel: cancel}
	var got []string
	err := eachLine(ctx, in, func(n int, line []byte, tooLong bool) { got = append(got, string(line)) })
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("eachLine = %v, want context.Canceled", err)
	}
	if want := []string{`{"a":1}`, `{"a":2}`, `{"a":3}`}; !slices.Equal(got, want) {
		t.Fatalf("lines handed over: %q, want %q", got, want)
	}
}
