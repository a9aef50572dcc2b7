// Package cli is eval-prune: flags in, rows deleted, people's messages on
// stderr, an exit code out.
//
// Output rules (eval-export's): stdout carries only --help and --version.
// stderr carries a progress bar when it is a terminal (heartbeat lines
// otherwise, on long runs), then one summary line: rows per table, the
// window, the target with any password masked; --quiet leaves only errors.
// Errors read `eval-prune: error: ...`, optionally followed by `hint: ...`.
//
// Exit codes, decided in one place (the switch in prune): 0 ok — including a
// database where nothing was ever captured; 1 failure, including a cursor
// file that is missing or does not hold a window end (never a silent full
// prune); 2 bad usage, including a run with no window; 130 interrupted,
// with what was already deleted reported.
package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"github.com/modusbrain/evalkit/configplane"
	"github.com/modusbrain/evalkit/exporter"
	"github.com/modusbrain/evalkit/internal/buildinfo"
	"github.com/modusbrain/evalkit/internal/redact"
	"github.com/modusbrain/evalkit/prune"
	"github.com/modusbrain/evalkit/store"
	"github.com/modusbrain/evalkit/store/dial"
)

const name = "eval-prune"

const (
	exitOK          = 0
	exitFailure     = 1
	exitUsage       = 2
	exitInterrupted = 130
)

// Main is the whole command; main() only calls it.
func Main(args []string, stdout, stderr io.Writer, env func(string) (string, bool)) int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	return Run(ctx, NewIO(stdout, stderr), args, env)
}

// Run is Main with the I/O and context supplied.
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
		fmt.Fprintln(io.Out, buildinfo.Line(name))
		return exitOK
	}
	r := &runner{io: io, opts: opts}

	// Cursors first: a refused run has not touched the database.
	if code := r.readCursors(); code != exitOK {
		return code
	}
	settings := configplane.Resolve(configplane.Options{LookupEnv: env})
	if settings.TargetErr != nil {
		printError(io, settings.TargetErr.Error(), "eval-doctor explains where evalkit looks for its database")
		return exitFailure
	}
	t := settings.Target
	r.target, r.passwords = describeTarget(t), redact.Passwords(t.URL)
	if t.Engine == configplane.EngineSQLite {
		// A writable open would create the file; there is nothing to prune.
		if _, err := os.Stat(t.Path); errors.Is(err, fs.ErrNotExist) {
			return r.nothingCaptured()
		}
	}
	// A dry run only reads. A real run deletes and nothing else: it never
	// migrates, so a brain evalkit has not adopted is pruned as it is.
	eng, err := dial.Open(ctx, t, dial.Options{ReadOnly: opts.dryRun})
	if err != nil {
		if errors.Is(err, store.ErrNoSchema) {
			return r.nothingCaptured()
		}
		r.error(fmt.Sprintf("cannot open %s: %v", r.target, err), "")
		return exitFailure
	}
	defer eng.Close()
	return r.prune(ctx, eng)
}

type runner struct {
	io        *IO
	opts      *options
	target    string
	passwords []string
	keep      time.Time // earliest cursor window end; zero without --cursor
	keepFrom  string    // the cursor file that holds it
}

// readCursors sets the bound the cursors put on the run. Missing and
// malformed cursors refuse it: pruning without knowing what a consumer has
// read could delete rows it never got.
func (r *runner) readCursors() int {
	for _, path := range r.opts.cursors {
		end, ok, err := exporter.ReadCursor(path)
		switch {
		case err != nil:
			var ce *exporter.CursorError
			msg := fmt.Sprintf("--cursor %s: %v", path, err)
			if errors.As(err, &ce) {
				msg = "--cursor: " + err.Error()
			}
			r.error(msg, "a cursor file holds the window end eval-export --cursor wrote; "+name+" deletes nothing until every cursor reads")
			return exitFailure
		case !ok:
			r.error(fmt.Sprintf("--cursor %s: no such file, so what that consumer has exported is unknown", path),
				"run eval-export --cursor "+path+" once first, or leave that --cursor out")
			return exitFailure
		}
		if r.keep.IsZero() || end.Before(r.keep) {
			r.keep, r.keepFrom = end, path
		}
	}
	return exitOK
}

func (r *runner) prune(ctx context.Context, eng store.Engine) int {
	before := r.opts.before
	if r.opts.olderThan > 0 {
		before = time.Now().Add(-r.opts.olderThan)
	}
	p := &progress{io: r.io, quiet: r.opts.quiet, start: time.Now()}
	res, err := prune.Run(ctx, eng, prune.Options{
		Before:        before,
		Keep:          r.keep,
		Tables:        r.opts.tables,
		DryRun:        r.opts.dryRun,
		BatchSize:     r.opts.batchSize,
		OnProgress:    p.report,
		ProgressEvery: p.every(),
	})
	p.stop()
	switch {
	case err == nil && allMissing(res):
		return r.nothingCaptured()
	case err == nil:
		r.summary(res)
		return exitOK
	case ctx.Err() != nil:
		r.error("interrupted after deleting "+r.counts(res, "deleted"),
			"every row deleted was older than the window; run the same command again to finish")
		return exitInterrupted
	case errors.Is(err, store.ErrRowSecurity):
		r.error(fmt.Sprintf("cannot prune %s: %v", r.target, err),
			"prune as the role capture writes with (superuser or BYPASSRLS), such as the owner of the brain's tables")
		return exitFailure
	case res.Deleted() > 0:
		r.error(fmt.Sprintf("pruning %s: %v", r.target, err),
			fmt.Sprintf("%s before the error; each batch is all or nothing, so the tables are consistent: run again to finish", r.counts(res, "deleted")))
		return exitFailure
	default:
		r.error(fmt.Sprintf("cannot prune %s: %v", r.target, err), "eval-doctor checks the configuration and the connection")
		return exitFailure
	}
}

func allMissing(res prune.Result) bool {
	for _, t := range res.Tables {
		if !t.Missing {
			return false
		}
	}
	return true
}

// counts renders "N rows of eval_candidates and M of eval_capture_failures"
// from the field what (deleted, or counted for a dry run).
func (r *runner) counts(res prune.Result, what string) string {
	var parts []string
	for i, t := range res.Tables {
		n := t.Deleted
		if what == "counted" {
			n = t.Counted
		}
		unit := " of "
		if i == 0 {
			unit = " rows of "
			if n == 1 {
				unit = " row of "
			}
		}
		if t.Missing {
			parts = append(parts, "no "+t.Table+" table")
			continue
		}
		parts = append(parts, fmt.Sprintf("%d%s%s", n, unit, t.Table))
	}
	return strings.Join(parts, " and ")
}

// summary is the line every successful run ends with (unless --quiet).
func (r *runner) summary(res prune.Result) {
	if r.opts.quiet {
		return
	}
	window := "[beginning, " + exporter.FormatCursor(res.Bound) + ")"
	var line string
	if r.opts.dryRun {
		line = fmt.Sprintf("%s: dry run: would delete %s, window %s (%s) from %s; nothing deleted",
			name, r.counts(res, "counted"), window, r.opts.window, r.target)
	} else {
		line = fmt.Sprintf("%s: deleted %s, window %s (%s) from %s in %s; longest batch %s",
			name, r.counts(res, "deleted"), window, r.opts.window, r.target,
			res.Elapsed.Round(time.Millisecond), res.Longest.Round(time.Millisecond))
	}
	if res.HeldByCursor {
		line += "; held back to the end of cursor " + r.keepFrom + ", whose newer rows are not exported yet"
	}
	r.say(line)
	if sp := res.Space; sp != nil {
		switch {
		case res.Reclaimed > 0:
			r.say(fmt.Sprintf("%s: gave %s back to the file system (auto_vacuum=incremental)", name, mb(res.Reclaimed)))
		case sp.FreeBytes > 0 && !sp.Incremental:
			r.say(fmt.Sprintf("%s: %s of the %s file is now free space that new rows reuse; to shrink the file, VACUUM it while capture is stopped (docs/prune.md)",
				name, mb(sp.FreeBytes), mb(sp.FileBytes)))
		}
	}
}

func mb(n int64) string { return fmt.Sprintf("%.1f MB", float64(n)/(1<<20)) }

func (r *runner) nothingCaptured() int {
	if !r.opts.quiet {
		r.say(fmt.Sprintf("%s: nothing to prune: %s holds no eval tables (nothing has been captured there)", name, r.target))
	}
	return exitOK
}

func describeTarget(t configplane.Target) string {
	if t.Engine == configplane.EngineSQLite {
		return "sqlite " + t.Path
	}
	return t.String()
}

func (r *runner) say(line string) { fmt.Fprintln(r.io.Err, r.redact(line)) }

func (r *runner) error(msg, hint string) { printError(r.io, r.redact(msg), r.redact(hint)) }

func printError(io *IO, msg, hint string) {
	fmt.Fprintf(io.Err, "%s: error: %s\n", name, msg)
	if hint != "" {
		fmt.Fprintf(io.Err, "hint: %s\n", hint)
	}
}

// redact: whatever a driver put in a message, no password of the target
// reaches the terminal.
func (r *runner) redact(s string) string {
	return redact.Known(redact.Text(s), r.passwords...)
}
