// Package cli is eval-doctor: flags in, a report on stdout, an exit code.
//
// Output rules: stdout carries the report (text, or one JSON object with
// --json); stderr carries only usage errors, in the voice
// `eval-doctor: error: ...` with an optional `hint: ...` line. The text
// report ends with one summary line, "eval-doctor: N checks: a ok, b warn,
// c fail", that scripts may match. Exit codes: 0 every check ok, 1 a check
// warned or failed, 2 usage error.
package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"github.com/modusbrain/evalkit/internal/buildinfo"
	"io"
	"os"
	"os/signal"
	"strings"
	"time"

	"github.com/modusbrain/evalkit/configplane"
	"github.com/modusbrain/evalkit/doctor"
)

const name = "eval-doctor"

// Exit codes.
const (
	exitOK      = 0
	exitProblem = 1
	exitUsage   = 2
)

// checkTimeout bounds the database work: an unreachable host must not hang
// a health check.
const checkTimeout = 30 * time.Second

// Main is the whole command; main() only calls it. env is os.LookupEnv in
// production and a map in tests.
func Main(args []string, stdin io.Reader, stdout, stderr io.Writer, env func(string) (string, bool)) int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	return Run(ctx, args, NewIO(stdin, stdout, stderr), env)
}

type options struct {
	window  time.Duration
	json    bool
	version bool
}

// Run parses args and runs the doctor with the given I/O.
func Run(ctx context.Context, args []string, io IO, env func(string) (string, bool)) int {
	opts, code, done := parse(args, io)
	if done {
		return code
	}
	if opts.version {
		fmt.Fprintln(io.Out, buildinfo.Line(name))
		return exitOK
	}

	ctx, cancel := context.WithTimeout(ctx, checkTimeout)
	defer cancel()
	settings := configplane.Resolve(configplane.Options{LookupEnv: env})
	report := doctor.Run(ctx, doctor.Options{
		Settings:  settings,
		Window:    opts.window,
		LookupEnv: env,
	})

	if opts.json {
		b, err := doctor.RenderJSON(report, buildinfo.Short())
		if err != nil {
			fmt.Fprintf(io.Err, "%s: error: rendering JSON: %v\n", name, err)
			return exitProblem
		}
		io.Out.Write(b)
	} else {
		_, noColor := env("NO_COLOR")
		styled := io.OutTerminal && !noColor
		text := doctor.RenderText(report, doctor.TextOptions{Symbols: styled, Color: styled})
		fmt.Fprint(io.Out, text+name+": "+report.Summary()+"\n")
	}
	if report.Status() != doctor.OK {
		return exitProblem
	}
	return exitOK
}

// parse reads the flags. done means exit now with code (help, or a usage
// error already reported).
func parse(args []string, io IO) (opts options, code int, done bool) {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(discard{}) // errors are reported in our own voice below
	window := fs.String("window", "24h", "")
	fs.BoolVar(&opts.json, "json", false, "")
	fs.BoolVar(&opts.version, "version", false, "")
	err := fs.Parse(args)
	switch {
	case errors.Is(err, flag.ErrHelp):
		fmt.Fprint(io.Out, usage)
		return opts, exitOK, true
	case err != nil:
		return opts, usageError(io, flagError(err), "run "+name+" --help for the flags"), true
	case fs.NArg() > 0:
		return opts, usageError(io, fmt.Sprintf("unexpected argument %q (eval-doctor takes only flags)", fs.Arg(0)),
			"run "+name+" --help for the flags"), true
	}
	d, err := parseWindow(*window)
	if err != nil {
		return opts, usageError(io, "--window: "+err.Error(), ""), true
	}
	opts.window = d
	return opts, 0, false
}

func usageError(io IO, msg, hint string) int {
	fmt.Fprintf(io.Err, "%s: error: %s\n", name, msg)
	if hint != "" {
		fmt.Fprintf(io.Err, "hint: %s\n", hint)
	}
	return exitUsage
}

// flagError rewrites the flag package's messages in the command's voice.
func flagError(err error) string {
	msg := err.Error()
	switch {
	case strings.HasPrefix(msg, "flag provided but not defined: "):
		f := strings.TrimLeft(strings.TrimPrefix(msg, "flag provided but not defined: "), "-")
		return "unknown flag --" + f
	case strings.HasPrefix(msg, "flag needs an argument: "):
		f := strings.TrimLeft(strings.TrimPrefix(msg, "flag needs an argument: "), "-")
		return "--" + f + " needs a value"
	}
	return msg
}

type discard struct{}

func (discard) Write(p []byte) (int, error) { return len(p), nil }

const usage = `eval-doctor: is eval capture on, and why? Has it been failing silently?

Usage:
  eval-doctor [--window DUR] [--json]

Checks config.json, the capture and scrub settings and where they come from,
an ignored DATABASE_URL, the database, capture failures and activity in the
window, row-level security hiding failures, and eval.* keys in a DB-plane
config table. Read-only: it never writes, migrates or creates a database.

Flags:
  --window DUR  how far back to count failures and activity (default 24h;
                e.g. 30m, 36h, 7d, 2w, 1d12h)
  --json        print the report as one JSON object (shape: docs/doctor.md)
  --version     print the version and exit
  -h, --help    print this help and exit

Text output uses symbols and colour only when stdout is a terminal and
NO_COLOR is unset.

Exit status: 0 every check ok, 1 a check warned or failed, 2 usage error.
`
