package cli

import (
	"bytes"
	"context"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/modusbrain/evalkit/internal/clikit"
)

// A signal must end the run even while the producer holds stdin open and
// sends nothing: the blocked read gives way to the cancelled context and the
// command exits 130 after capturing what it had read.
func TestInterruptWhileStdinIsQuiet(t *testing.T) {
	env := captureOnEnv(t, t.TempDir())
	pr, pw := io.Pipe()
	defer pw.Close()
	go func() { _, _ = pw.Write([]byte(`{"tool_name":"search","query":"ok"}` + "\n")) }()

	ctx, cancel := context.WithCancel(context.Background())
	var out, errb bytes.Buffer
	done := make(chan int, 1)
	go func() {
		done <- Command().Execute(ctx, &clikit.IO{In: pr, Out: &out, Err: &errb}, nil, env)
	}()
	time.Sleep(300 * time.Millisecond) // the line is read; stdin stays open and quiet
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
