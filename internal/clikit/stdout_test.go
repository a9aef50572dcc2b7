package clikit

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"strings"
	"testing"
)

// A write to stdout that fails (here a real full device) fails the run with
// one line naming stdout, on every path that writes there: --help,
// --version, and a run that ignores its own write errors (eval-doctor's
// report), whether it succeeded or ended with a bare exit code.
func TestStdoutWriteFailure(t *testing.T) {
	full, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
	if err != nil {
		t.Skipf("no /dev/full on this system: %v", err)
	}
	defer full.Close()
	writes := func(result error) func(context.Context, *Runtime) error {
		return func(_ context.Context, r *Runtime) error {
			fmt.Fprintln(r.IO.Out, "a report line")
			return result
		}
	}
	cases := []struct {
		name string
		run  func(context.Context, *Runtime) error
		args []string
	}{
		{"--help", writes(nil), []string{"--help"}},
		{"--version", writes(nil), []string{"--version"}},
		{"run ok", writes(nil), nil},
		{"run with a bare exit code", writes(Silent(ExitFailure)), nil},
	}
	want := "eval-test: error: cannot write to stdout: no space left on device\n" +
		"hint: the output is incomplete: make room where stdout goes, or send it elsewhere\n"
	for _, tc := range cases {
		c, _, _, _ := testCommand(tc.run)
		var errb bytes.Buffer
		code := c.Execute(context.Background(), &IO{Out: full, Err: &errb}, tc.args, func(string) (string, bool) { return "", false })
		if code != ExitFailure || errb.String() != want {
			t.Errorf("%s: exit %d, stderr %q; want exit 1, stderr %q", tc.name, code, errb.String(), want)
		}
	}

	// A run that reports the failed write itself says it once, in its words.
	c, _, _, _ := testCommand(func(_ context.Context, r *Runtime) error {
		if _, err := fmt.Fprintln(r.IO.Out, "row"); err != nil {
			return Fail("writing rows: "+err.Error(), "")
		}
		return nil
	})
	var errb bytes.Buffer
	code := c.Execute(context.Background(), &IO{Out: full, Err: &errb}, nil, nil)
	if code != ExitFailure || strings.Count(errb.String(), "\n") != 1 || !strings.Contains(errb.String(), "writing rows:") {
		t.Errorf("a run that reports it: exit %d, stderr %q", code, errb.String())
	}
}

// A reader that closed the pipe (| head) is a normal end: exit as the run
// decided, nothing said.
func TestStdoutClosedPipeIsQuiet(t *testing.T) {
	pr, pw, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	pr.Close()
	defer pw.Close()
	for _, args := range [][]string{{"--help"}, {"--version"}, nil} {
		c, _, _, _ := testCommand(func(_ context.Context, r *Runtime) error {
			fmt.Fprintln(r.IO.Out, "a report line")
			return nil
		})
		var errb bytes.Buffer
		if code := c.Execute(context.Background(), &IO{Out: pw, Err: &errb}, args, nil); code != ExitOK || errb.Len() != 0 {
			t.Errorf("%q to a closed pipe: exit %d, stderr %q", args, code, errb.String())
		}
	}
}
