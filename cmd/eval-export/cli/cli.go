// Package cli is eval-export: flags in, NDJSON rows on stdout, people's
// messages on stderr, an exit code out.
//
// Output rules: stdout carries rows and nothing else. stderr carries a
// progress bar when it is a terminal (heartbeat lines otherwise, on long
// exports), then one summary line with the row count and the exported
// window; --quiet leaves only errors. Errors read
// `eval-export: error: ...`, optionally followed by `hint: ...`. Database
// targets are always shown masked, and no message ever carries a password.
//
// Exit codes, decided in one place (exitCode): 0 ok — including a reader
// that closed the pipe early (`| head`), and a database where nothing was
// ever captured; 1 failure; 2 bad usage; 130 interrupted.
package cli

import (
	"context"
	"errors"
	"fmt"
	"github.com/modusbrain/evalkit/internal/buildinfo"
	"io"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/modusbrain/evalkit/configplane"
	"github.com/modusbrain/evalkit/exporter"
	"github.com/modusbrain/evalkit/internal/redact"
	"github.com/modusbrain/evalkit/store"
	"github.com/modusbrain/evalkit/store/dial"
)

const name = "eval-export"

const (
	exitOK          = 0
	exitFailure     = 1
	exitUsage       = 2
	exitInterrupted = 130
)

// Main is the whole command; main() only calls it.
func Main(args []string, stdin io.Reader, stdout, stderr io.Writer, env func(string) (string, bool)) int {
	// A reader that goes away (`| head`) must end the export quietly. Go
	// kills a process writing to a closed stdout pipe with SIGPIPE unless
	// the signal is ignored; ignored, the write fails with EPIPE, which
	// Run treats as a normal end.
	signal.Ignore(syscall.SIGPIPE)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	return Run(ctx, NewIO(stdin, stdout, stderr), args, env)
}

// Run is Main with the I/O and context supplied (tests force the terminal
// answers through io).
func Run(ctx context.Context, io *IO, args []string, env func(string) (string, bool)) int {
	opts, err := parseArgs(args)
	if err != nil {
		var ue *usageError
		errors.As(err, &ue)
		printError(io, ue.msg, ue.hint)
		return exitUsage
	}
	switch {
	case opts.help:
		fmt.Fprint(io.Out, usage)
		return exitOK
	case opts.version:
		fmt.Fprintln(io.Out, buildinfo.Line("eval-export"))
		return exitOK
	}

	settings := configplane.Resolve(configplane.Options{LookupEnv: env})
	if settings.TargetErr != nil {
		printError(io, settings.TargetErr.Error(), "eval-doctor explains where evalkit looks for its database")
		return exitFailure
	}
	t := settings.Target
	r := &runner{io: io, opts: opts, settings: settings, target: describeTarget(t), passwords: redact.Passwords(t.URL)}

	eng, err := dial.Open(ctx, t, dial.Options{ReadOnly: true})
	if err != nil {
		if errors.Is(err, store.ErrNoSchema) {
			return r.nothingCaptured()
		}
		r.error(fmt.Sprintf("cannot open %s: %v", r.target, err), "")
		return exitFailure
	}
	defer eng.Close()
	return r.export(ctx, eng)
}

type runner struct {
	io        *IO
	opts      *options
	settings  *configplane.Settings
	target    string
	passwords []string
}

func (r *runner) export(ctx context.Context, eng store.Engine) int {
	p := &progress{io: r.io, quiet: r.opts.quiet, start: time.Now()}
	res, err := exporter.Export(ctx, eng, r.io.Out, exporter.Options{
		Since:         r.opts.since,
		Until:         r.opts.until,
		Tool:          r.opts.tool,
		Limit:         r.opts.limit,
		Cursor:        r.opts.cursor,
		ProgressEvery: p.every(),
		OnProgress:    p.report,
	})
	p.stop()

	var we *exporter.WriteError
	var re *exporter.ReadError
	var ce *exporter.CursorError
	var cwe *exporter.CursorWriteError
	switch {
	case err == nil:
		r.summary(res)
		return exitOK
	case errors.As(err, &we) && isClosedPipe(err):
		return exitOK // the reader has what it wanted; no summary, no cursor
	case errors.Is(err, store.ErrNoSchema):
		return r.nothingCaptured()
	case ctx.Err() != nil:
		r.error(fmt.Sprintf("interrupted after %d rows", res.Rows), r.notAdvanced())
		return exitInterrupted
	case errors.As(err, &we):
		r.error(fmt.Sprintf("writing rows after %d rows: %v", res.Rows, we.Err), r.notAdvanced())
		return exitFailure
	case errors.As(err, &ce) && ce.NotRegular:
		r.error(fmt.Sprintf("--cursor: %v", err), "name a regular file, e.g. --cursor eval.cursor")
		return exitFailure
	case errors.As(err, &ce):
		r.error(fmt.Sprintf("--cursor: %v", err), "delete the file to export everything again, or write an RFC 3339 time into it to start there")
		return exitFailure
	case errors.As(err, &cwe):
		r.error(err.Error(), fmt.Sprintf("the %d rows were exported, but the next run with this cursor will export them again", res.Rows))
		return exitFailure
	case errors.As(err, &re) && res.Rows > 0:
		r.error(fmt.Sprintf("reading rows from %s: %v", r.target, re.Err),
			fmt.Sprintf("%d rows were written before the error, each a complete line; %s", res.Rows, r.notAdvanced()))
		return exitFailure
	case errors.As(err, &re):
		r.error(fmt.Sprintf("cannot read %s: %v", r.target, re.Err), "eval-doctor checks the configuration and the connection")
		return exitFailure
	default:
		r.error(err.Error(), "")
		return exitFailure
	}
}

func (r *runner) notAdvanced() string {
	if r.opts.cursor == "" {
		return "no rows were lost: run the export again"
	}
	return "cursor " + r.opts.cursor + " was not advanced, so the next run exports this window again"
}

// summary is the one line every successful run ends with (unless --quiet).
func (r *runner) summary(res exporter.Result) {
	if r.opts.quiet {
		return
	}
	what := "rows"
	if res.Rows == 1 {
		what = "row"
	}
	if r.opts.tool != "" {
		what = r.opts.tool + " " + what
	}
	line := fmt.Sprintf("%s: exported %d %s from %s, window %s", name, res.Rows, what, r.target, formatWindow(res.Window))
	if res.CursorWritten {
		line += "; cursor " + r.opts.cursor + " advanced"
	}
	r.say(line)
	if res.Cut {
		msg := fmt.Sprintf("%s: --limit %d cut the window: older rows in it were not exported", name, r.opts.limit)
		if r.opts.cursor != "" {
			msg += "; cursor " + r.opts.cursor + " not advanced"
		}
		r.say(msg)
	}
}

// nothingCaptured: no tables (or no SQLite file) means no writer ever ran
// against this database. That is not an error for an exporter: zero rows.
func (r *runner) nothingCaptured() int {
	if r.opts.quiet {
		return exitOK
	}
	r.say(fmt.Sprintf("%s: nothing has been captured yet: %s holds no eval_candidates table", name, r.target))
	c := r.settings.Capture
	if c.Value {
		r.say(fmt.Sprintf("hint: capture is on (%s) but no capture has written to this database yet; eval-doctor shows what capture is doing", c.Source))
	} else {
		cfg := r.settings.ConfigPath
		if cfg == "" {
			cfg = "~/.modusbrain/config.json"
		}
		r.say(fmt.Sprintf(`hint: capture is off (%s); turn it on with export MODUSBRAIN_CONTRIBUTOR_MODE=1, or "eval": {"capture": true} in %s`, c.Source, cfg))
	}
	return exitOK
}

func formatWindow(w exporter.Window) string {
	since := "beginning"
	if !w.Since.IsZero() {
		since = exporter.FormatCursor(w.Since)
	}
	return "[" + since + ", " + exporter.FormatCursor(w.Until) + ")"
}

func describeTarget(t configplane.Target) string {
	if t.Engine == configplane.EngineSQLite {
		return "sqlite " + t.Path
	}
	return t.String()
}

func (r *runner) say(line string) {
	fmt.Fprintln(r.io.Err, r.redact(line))
}

func (r *runner) error(msg, hint string) {
	printError(r.io, r.redact(msg), r.redact(hint))
}

func printError(io *IO, msg, hint string) {
	fmt.Fprintf(io.Err, "%s: error: %s\n", name, msg)
	if hint != "" {
		fmt.Fprintf(io.Err, "hint: %s\n", hint)
	}
}

// redact is the last line of defence: whatever a driver put in a message,
// no password of the target (or of any URL in it) reaches the terminal.
func (r *runner) redact(s string) string {
	return redact.Known(redact.Text(s), r.passwords...)
}

// isClosedPipe reports whether a write failed because the reader went away.
func isClosedPipe(err error) bool {
	return errors.Is(err, syscall.EPIPE)
}
