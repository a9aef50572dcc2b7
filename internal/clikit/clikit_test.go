package clikit

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"syscall"
	"testing"
	"time"
	"unicode/utf8"
)

// The one duration grammar, tested once: every flag that takes a duration
// (--since, --window, --timeout) parses through ParseDuration.
func TestParseDuration(t *testing.T) {
	good := map[string]time.Duration{
		"500ms": 500 * time.Millisecond,
		"30s":   30 * time.Second,
		"15m":   15 * time.Minute,
		"12h":   12 * time.Hour,
		"24h":   24 * time.Hour,
		"36h":   36 * time.Hour,
		"7d":    7 * 24 * time.Hour,
		"2w":    14 * 24 * time.Hour,
		"1d12h": 36 * time.Hour,
		"1.5h":  90 * time.Minute,
		"1h30m": 90 * time.Minute,
		"250us": 250 * time.Microsecond,
		"1w2d":  9 * 24 * time.Hour,
	}
	for in, want := range good {
		got, err := ParseDuration(in)
		if err != nil || got != want {
			t.Errorf("ParseDuration(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	for _, in := range []string{"", "7", "7x", "d", "-7d", "+7d", "0s", "0d", "1..5h", ".h", "7d ", " 7d", "7 d",
		"100000000w", "1e3s", "NaNs", "-1s", "5x"} {
		if got, err := ParseDuration(in); err == nil {
			t.Errorf("ParseDuration(%q) = %v, want an error", in, got)
		}
	}
}

func FuzzParseDuration(f *testing.F) {
	for _, s := range []string{"7d", "1d12h", "1.5h", "0s", "-1s", "100000000w", "µs"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		d, err := ParseDuration(s)
		if err == nil && d <= 0 {
			t.Fatalf("ParseDuration(%q) = %v without an error", s, d)
		}
		// Whatever Go's own grammar accepts as positive, ours accepts alike.
		if gd, gerr := time.ParseDuration(s); gerr == nil && gd > 0 && !strings.ContainsAny(s, "+-e") {
			diff := d - gd
			if diff < 0 {
				diff = -diff
			}
			if err != nil || diff > gd/1e9+1 { // float sums may round the last nanosecond
				t.Fatalf("ParseDuration(%q) = %v, %v; time.ParseDuration says %v", s, d, err, gd)
			}
		}
	})
}

func testCommand(run func(ctx context.Context, r *Runtime) error) (*Command, *string, *bool, *time.Duration) {
	var s string
	var b bool
	var d time.Duration
	c := &Command{
		Name: "eval-test", Summary: "tests the runtime.", Synopsis: "[flags]",
		About:  "Some words.",
		ExitOK: "ok", ExitFailure: "failure",
		Flags: []*Flag{
			{Name: "name", Arg: "NAME", Help: "a name\nover two lines", Example: "--name x",
				Set: func(v string) error {
					if v == "" {
						return &ValueError{Why: "is empty", Try: "--name x"}
					}
					s = v
					return nil
				}},
			{Name: "window", Arg: "DUR", Help: "a duration", Example: "--window 24h", Set: DurationValue(&d, "24h, 7d or 30m")},
			{Name: "quiet", Help: "say less", Bool: &b},
		},
		Run: run,
	}
	return c, &s, &b, &d
}

func TestRepeatableFlag(t *testing.T) {
	var got []string
	c := &Command{Name: "eval-test", Run: func(context.Context, *Runtime) error { return nil },
		Flags: []*Flag{
			{Name: "file", Arg: "FILE", Repeat: true, Set: func(v string) error { got = append(got, v); return nil }},
			{Name: "quiet", Help: "say less", Bool: new(bool), Repeat: true},
		}}
	if code, _, errs := execute(c, context.Background(), "--file", "a", "--file=b", "-file", "c"); code != 0 || errs != "" ||
		strings.Join(got, ",") != "a,b,c" {
		t.Fatalf("exit %d, stderr %q, values %q", code, errs, got)
	}
	// "-" is no file evalkit can read and rewrite (hostile 11, F5).
	got = nil
	if code, _, errs := execute(c, context.Background(), "--file", "-"); code != 2 || len(got) != 0 ||
		errs != "eval-test: error: --file - : a file flag names a file evalkit reads and rewrites, not standard input or output\nhint: name a file (--file ./FILE); a file really named - is written ./-\n" {
		t.Fatalf("--file -: exit %d, stderr %q, values %q", code, errs, got)
	}
	// --help after a flag missing its value still shows the help.
	if code, out, errs := execute(c, context.Background(), "--file", "--help"); code != 0 || errs != "" || !strings.Contains(out, "--file") {
		t.Fatalf("--file --help: exit %d, stdout %q, stderr %q", code, out, errs)
	}
	// A switch stays once-only: Repeat is for flags with values.
	if code, _, errs := execute(c, context.Background(), "--quiet", "--quiet"); code != 2 || errs != "eval-test: error: --quiet given twice\n" {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
}

func execute(c *Command, ctx context.Context, args ...string) (int, string, string) {
	var out, errb bytes.Buffer
	code := c.Execute(ctx, &IO{Out: &out, Err: &errb}, args, func(string) (string, bool) { return "", false })
	return code, out.String(), errb.String()
}

func TestFlagsAndUsageErrors(t *testing.T) {
	ok := func(context.Context, *Runtime) error { return nil }
	cases := []struct {
		args     []string
		code     int
		stderr   string
		wantName string
	}{
		{[]string{"--name", "a"}, 0, "", "a"},
		{[]string{"-name=b"}, 0, "", "b"},
		{[]string{"--bogus"}, 2, "eval-test: error: unknown flag --bogus\nhint: eval-test --help lists the flags\n", ""},
		// An unknown flag is named as it was typed, not as --l (probe 14).
		{[]string{"-l", "5"}, 2, "eval-test: error: unknown flag -l\nhint: eval-test --help lists the flags\n", ""},
		{[]string{"-hv=1"}, 2, "eval-test: error: unknown flag -hv\nhint: eval-test --help lists the flags\n", ""},
		{[]string{"now"}, 2, "eval-test: error: unexpected argument \"now\"\nhint: eval-test --help lists the flags\n", ""},
		{[]string{"--", "x"}, 2, "eval-test: error: unexpected argument \"x\"\nhint: eval-test --help lists the flags\n", ""},
		{[]string{"--name"}, 2, "eval-test: error: --name needs a value (try --name x)\n", ""},
		// A forgotten value never swallows the next flag (hostile 11, F5).
		{[]string{"--name", "--quiet"}, 2, "eval-test: error: --name needs a value (try --name x), and the --quiet after it is taken for a flag\nhint: a value that begins with - is written --name=VALUE\n", ""},
		{[]string{"--name", "-window=1h"}, 2, "eval-test: error: --name needs a value (try --name x), and the -window=1h after it is taken for a flag\nhint: a value that begins with - is written --name=VALUE\n", ""},
		{[]string{"--name", "--nosuch"}, 2, "eval-test: error: unknown flag --nosuch\nhint: eval-test --help lists the flags\n", ""},
		{[]string{"--name=--quiet"}, 0, "", "--quiet"},
		{[]string{"--name", "-x"}, 0, "", "-x"},
		{[]string{"--quiet=yes"}, 2, "eval-test: error: --quiet takes no value (got \"yes\")\n", ""},
		{[]string{"--name", "a", "--name", "b"}, 2, "eval-test: error: --name given twice\n", ""},
		{[]string{"--name="}, 2, "eval-test: error: --name: \"\" is empty (try --name x)\n", ""},
		{[]string{"--window", "7x"}, 2, "eval-test: error: --window: \"7x\" is not a duration (try 24h, 7d or 30m)\n", ""},
		{[]string{"--window", "0s"}, 2, "eval-test: error: --window: \"0s\" is not longer than zero (try 24h, 7d or 30m)\n", ""},
	}
	for _, tc := range cases {
		c, name, _, _ := testCommand(ok)
		code, out, errs := execute(c, context.Background(), tc.args...)
		if code != tc.code || errs != tc.stderr || out != "" || *name != tc.wantName {
			t.Errorf("%q: exit %d, stdout %q, stderr %q, name %q; want exit %d, stderr %q, name %q",
				tc.args, code, out, errs, *name, tc.code, tc.stderr, tc.wantName)
		}
	}
}

func TestHelpLayout(t *testing.T) {
	c, _, _, _ := testCommand(func(context.Context, *Runtime) error { t.Fatal("run called"); return nil })
	code, out, errs := execute(c, context.Background(), "--window", "bad", "--help")
	want := `eval-test: tests the runtime.

Usage:
  eval-test [flags]

Some words.

Flags:
  --name NAME   a name
                over two lines
  --window DUR  a duration
  --quiet       say less
  -h, --help    show this help
  --version     print the version

Exit status: 0 ok, 1 failure, 2 usage error, 130 interrupted (143 on SIGTERM,
129 on SIGHUP).
`
	if code != 0 || out != want || errs != "" {
		t.Errorf("help: exit %d, stderr %q, stdout:\n%s\nwant:\n%s", code, errs, out, want)
	}
	code, out, _ = execute(c, context.Background(), "--version")
	if code != 0 || !strings.HasPrefix(out, "eval-test dev") {
		t.Errorf("--version: exit %d, %q", code, out)
	}
}

func TestExitCode(t *testing.T) {
	epipe := fmt.Errorf("writing rows: %w", syscall.EPIPE)
	cases := []struct {
		name string
		err  error
		sig  Signal
		want int
	}{
		{"nil", nil, NoSignal, 0},
		{"nil after a signal", nil, SIGINT, 0},
		{"usage", Usage("x", ""), NoSignal, 2},
		{"failure", Fail("x", ""), NoSignal, 1},
		{"plain error", errors.New("x"), NoSignal, 1},
		{"silent 1", Silent(1), NoSignal, 1},
		{"closed pipe", epipe, NoSignal, 0},
		{"interrupted", Interrupted("x", ""), NoSignal, 130},
		{"canceled", context.Canceled, NoSignal, 130},
		{"failure caused by SIGINT", Fail("db gone", ""), SIGINT, 130},
		{"failure caused by SIGTERM", Fail("db gone", ""), SIGTERM, 143},
		{"interrupted by SIGTERM", Interrupted("x", ""), SIGTERM, 143},
		{"failure caused by SIGHUP", Fail("db gone", ""), SIGHUP, 129},
		{"interrupted by SIGHUP", Interrupted("x", ""), SIGHUP, 129},
	}
	for _, tc := range cases {
		if got := ExitCode(tc.err, tc.sig); got != tc.want {
			t.Errorf("%s: ExitCode = %d, want %d", tc.name, got, tc.want)
		}
	}
}

// A run whose context a signal cancels exits 130 (SIGINT) or 143 (SIGTERM)
// even when the run itself reports a plain failure (a database call that
// the cancellation broke).
func TestSignalDecidesExitCode(t *testing.T) {
	for _, sig := range []Signal{SIGINT, SIGTERM, SIGHUP} {
		c, _, _, _ := testCommand(func(ctx context.Context, r *Runtime) error {
			<-ctx.Done()
			return Fail("cannot open postgres://u:hunter2@db/x: context canceled", "")
		})
		ctx, cancel := context.WithCancelCause(context.Background())
		cancel(sig)
		code, _, errs := execute(c, ctx)
		if code != sig.exitCode() || strings.Contains(errs, "hunter2") {
			t.Errorf("%v: exit %d, stderr %q", sig, code, errs)
		}
	}
}

func TestMask(t *testing.T) {
	r := &Runtime{name: "x", err: &lockedWriter{w: &bytes.Buffer{}}, Env: func(string) (string, bool) { return "", false }}
	r.secrets = []string{"s3cr3tpw"}
	got := r.Mask("dial postgres://bob:hunter2@db/x failed\nhost=db password=pw123 user=bob: password s3cr3tpw rejected")
	for _, bad := range []string{"hunter2", "s3cr3tpw", "pw123", "\n"} {
		if strings.Contains(got, bad) {
			t.Errorf("Mask left %q in %q", bad, got)
		}
	}
}

// A line is bounded: a 100 KB database name echoed in a message keeps the
// line's start and end, and says how much was cut (hostile probe 10).
func TestMaskBoundsALine(t *testing.T) {
	r := &Runtime{name: "x", err: &lockedWriter{w: &bytes.Buffer{}}, Env: func(string) (string, bool) { return "", false }}
	long := "cannot open postgres://u:pw@h/" + strings.Repeat("é", 50000) + " (connection refused)"
	got := r.Mask(long)
	if len(got) > maxLine+64 || !strings.HasPrefix(got, "cannot open postgres://u:***@h/") ||
		!strings.HasSuffix(got, " (connection refused)") || !strings.Contains(got, " bytes cut] … ") || !utf8.ValidString(got) {
		t.Fatalf("Mask of a %d-byte line: %d bytes, %q…%q", len(long), len(got), got[:40], got[len(got)-40:])
	}
	if short := "a short line"; r.Mask(short) != short {
		t.Errorf("a short line changed")
	}
}

// The first signal cancels the run; a second one, or a run still busy when
// the grace period ends, exits at once with the first signal's code.
func TestSupervise(t *testing.T) {
	c := &Command{Name: "eval-test", Grace: time.Hour}
	done := make(chan int)
	sigs := make(chan os.Signal, 2)
	var cause error
	cancel := func(err error) { cause = err }
	var errb bytes.Buffer
	sigs <- syscall.SIGINT
	sigs <- syscall.SIGINT
	if code := c.supervise(done, sigs, cancel, &errb, &watchedOut{w: io.Discard}); code != ExitInterrupted || cause != SIGINT ||
		errb.String() != "eval-test: error: interrupted again: exiting now\n" {
		t.Errorf("two Ctrl-C: exit %d, cause %v, stderr %q", code, cause, errb.String())
	}

	c.Grace = 20 * time.Millisecond
	errb.Reset()
	sigs <- syscall.SIGTERM
	start := time.Now()
	if code := c.supervise(done, sigs, cancel, &errb, &watchedOut{w: io.Discard}); code != ExitTerminated || cause != SIGTERM ||
		!strings.Contains(errb.String(), "still busy 20ms after SIGTERM") || time.Since(start) < 20*time.Millisecond {
		t.Errorf("SIGTERM and a stuck run: exit %d, cause %v, stderr %q", code, cause, errb.String())
	}

	// SIGHUP (the terminal closed) stops a run as SIGTERM does, with 129.
	errb.Reset()
	sigs <- syscall.SIGHUP
	if code := c.supervise(done, sigs, cancel, &errb, &watchedOut{w: io.Discard}); code != ExitHangup || cause != SIGHUP ||
		!strings.Contains(errb.String(), "still busy 20ms after SIGHUP") {
		t.Errorf("SIGHUP and a stuck run: exit %d, cause %v, stderr %q", code, cause, errb.String())
	}

	// A run that ends within the grace period keeps its own code.
	c.Grace = time.Hour
	finished := make(chan int, 1)
	sigs <- syscall.SIGINT
	go func() { time.Sleep(10 * time.Millisecond); finished <- 130 }()
	if code := c.supervise(finished, sigs, cancel, &errb, &watchedOut{w: io.Discard}); code != 130 {
		t.Errorf("a run that stops cleanly: exit %d", code)
	}
}
