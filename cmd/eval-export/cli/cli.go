// Package cli is eval-export: its flags and its run function. Streams,
// help layout, error voice, exit codes and signals are internal/clikit's.
//
// Output rules: stdout carries rows and nothing else. stderr carries a
// progress bar when it is a terminal (heartbeat lines otherwise, on long
// exports), then one summary line with the row count and the exported
// window; --quiet leaves only errors. Errors read
// `eval-export: error: ...`, optionally followed by `hint: ...`. Database
// targets are always shown masked, and no message ever carries a password.
//
// Exit codes (clikit.ExitCode): 0 ok — including a reader that closed the
// pipe early (`| head`), and a database where nothing was ever captured;
// 1 failure; 2 bad usage; 130 interrupted (143 on SIGTERM, 129 on SIGHUP).
package cli

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/modusbrain/evalkit/configplane"
	"github.com/modusbrain/evalkit/exporter"
	"github.com/modusbrain/evalkit/internal/clikit"
	"github.com/modusbrain/evalkit/internal/userfile"
	"github.com/modusbrain/evalkit/store"
	"github.com/modusbrain/evalkit/store/dial"
)

const name = "eval-export"

// Progress tunes how progress is shown; the zero value is what users get.
// Tests shorten the intervals and fix the bar's width.
type Progress = clikit.ProgressTune

// Command is eval-export; main runs Command().Main().
func Command() *clikit.Command { return New(Progress{}) }

// New is Command with progress tuned.
func New(p Progress) *clikit.Command {
	o := &options{progress: p, now: time.Now}
	return &clikit.Command{
		Name:        name,
		Summary:     "captured eval candidates as NDJSON on stdout.",
		Synopsis:    "[flags]",
		About:       about,
		Examples:    examples,
		ExitOK:      "ok (also when the reader closes the pipe early)",
		ExitFailure: "failure",
		Flags:       o.flags(),
		Run:         o.run,
	}
}

type runner struct {
	*clikit.Runtime
	opts     *options
	settings *configplane.Settings
	target   string
	// Lines said so far about skipped and adjusted rows (rowIssue).
	skipLines, adjustLines int
	// elsewhere: eval tables this session does not look in (a note).
	elsewhere *store.Elsewhere
}

func (o *options) run(ctx context.Context, rt *clikit.Runtime) error {
	s := rt.Settings()
	// Before anything else, even a hint that would name the file: a cursor
	// is rewritten after every run, and modusbrain's files are not evalkit's.
	if o.cursor != "" {
		if s.Target.Engine == configplane.EngineSQLite {
			if err := exporter.CheckCursorNotStore(o.cursor, s.Target.Path); err != nil {
				return clikit.Usage("--cursor: "+err.Error(), "--cursor eval.cursor")
			}
		}
		if err := exporter.CheckCursorPlace(o.cursor, s.PGLiteDir, rt.ModusbrainDirs(s)...); err != nil {
			return clikit.Usage("--cursor: "+err.Error(), cursorPlaceHint(s))
		}
		if rt.IO.SameFileAsOut(o.cursor) {
			// The cursor is replaced after the rows are written: the
			// rows would go with the file (hostile probe 10).
			return clikit.Usage("--cursor: "+o.cursor+" is the file stdout writes to; the cursor replaces that file once the rows are written, and the rows with it",
				"keep the cursor in a file of its own: --cursor eval.cursor >> traffic.ndjson")
		}
	}
	if err := o.check(); err != nil {
		return err
	}
	r := &runner{Runtime: rt, opts: o, settings: s, target: clikit.Target(s.Target)}
	eng, err := rt.Open(ctx, s, dial.Options{ReadOnly: true})
	if err != nil {
		if errors.Is(err, store.ErrNoSchema) {
			return r.nothingCaptured()
		}
		if errors.Is(err, store.ErrLocked) {
			return clikit.Failf(err, lockedHint, err.Error())
		}
		if c, ok := errors.AsType[*store.ReadOnlyCause](err); ok {
			// SQLite cannot even open the file for reading (a WAL file
			// whose -shm cannot be made: a read-only mount): its fix.
			return clikit.Failf(err, r.nothing()+"; "+c.Fix, err.Error())
		}
		return err
	}
	defer eng.Close()
	// A session whose search_path misses the brain's eval tables would
	// export nothing, or another set, as if it were all. A failing look
	// is left to the export's own read, which says it in its own words.
	if el, err := store.Locate(ctx, eng); err == nil && el != nil {
		if el.Blocks {
			return clikit.Fail(r.target+": "+el.Why, r.nothing()+"; "+el.FixFor(name+" …"))
		}
		r.elsewhere = el
	}
	if v, err := eng.SchemaVersion(ctx); err == nil {
		if nerr := store.NewerSchema(v); nerr != nil {
			// Read on, with the v1 columns: the contract keeps them, and a
			// newer release that removed one makes the read fail loudly.
			r.Warn("%s: %v; exporting its v1 columns as this build reads them; %s", r.target, nerr, store.NewerSchemaFix)
		}
	}
	return r.export(ctx, eng)
}

func (r *runner) export(ctx context.Context, eng store.Engine) error {
	p := newProgress(r)
	res, err := exporter.Export(ctx, eng, r.IO.Out, exporter.Options{
		Since:         r.opts.since,
		Until:         r.opts.until,
		Tool:          r.opts.tool,
		Limit:         r.opts.limit,
		Cursor:        r.opts.cursor,
		StoreName:     dial.Identity(r.settings.Target),
		Wait:          r.opts.wait,
		OnWait:        r.waiting,
		ProgressEvery: p.Every(),
		OnProgress:    reportRows(p),
		OnWindow:      r.windowNotes,
		OnRowIssue:    r.rowIssue,
		Now:           r.opts.now,
	})
	p.Stop()

	var we *exporter.WriteError
	var re *exporter.ReadError
	var ce *exporter.CursorError
	var cwe *exporter.CursorWriteError
	var dirErr *exporter.CursorDirError
	var ns *store.NotSettledError
	var sub *store.SubscriberError
	var rse *store.RowSecurityError
	var busy *exporter.CursorBusyError
	var moved *exporter.CursorMovedError
	var other *exporter.CursorStoreError
	switch {
	case err == nil:
		r.summary(res)
		if res.Rows == 0 {
			r.hintHiddenRows(ctx)
		}
		return nil
	case errors.As(err, &we) && clikit.IsClosedPipe(err):
		return err // the reader has what it wanted: exit 0, no summary, no cursor
	case errors.Is(err, store.ErrNoSchema):
		if v, verr := eng.SchemaVersion(ctx); verr == nil && v >= 1 {
			// evalkit's ledger says it made the table: it was captured
			// into, and the table is gone, not "nothing captured yet".
			return clikit.Fail(fmt.Sprintf("cannot export %s: eval_candidates is missing though evalkit's ledger says schema version %d (dropped by hand, or a partial restore)", r.target, v),
				r.nothing()+"; eval-doctor's database check says how to get it back")
		}
		return r.nothingCaptured()
	case errors.As(err, &ns):
		return r.notSettled(ns)
	case ctx.Err() != nil:
		return clikit.Interrupted("interrupted after "+plural(res.Rows, "row", "rows"), r.notAdvanced())
	case errors.As(err, &we):
		// stdout refused a write: the shared wording, with what this
		// command knows about the rows in its hint.
		return clikit.StdoutFailed(we.Err, r.stdoutHint())
	case errors.As(err, &rse):
		return r.rowSecurity(rse, store.TableNames(ctx, eng)(rse.Table))
	case errors.As(err, &busy):
		// Fail at once rather than wait: the run holding the cursor exports
		// this window, and runs queued behind a slow one would pile up.
		return clikit.Fail("--cursor: "+busy.Error(),
			r.nothing()+"; that run exports this window: let it finish (runs of one cursor never overlap; if they often would, schedule them further apart)")
	case errors.As(err, &moved):
		return clikit.Fail(moved.Error(),
			fmt.Sprintf("%s exported; the run that moved the cursor may have exported some of them too: every run of one cursor must take its lock (flock on %s beside it), so keep cursors on a local disk and never edit one during a run",
				plural(res.Rows, "row was", "rows were"), lockName(r.opts.cursor)))
	case errors.As(err, &other):
		return clikit.Fail("--cursor: "+other.Error(), r.otherStoreHint(other))
	case errors.As(err, &ce) && ce.Missing:
		// The lock file remembers the chain: starting over would export
		// every row again to a consumer that has them.
		return clikit.Fail(fmt.Sprintf("--cursor: %v", err),
			"nothing was exported; put back the window end of the last complete run (its summary line names it) as "+exporter.CursorFormat+
				"; or, to start the chain over and export every row again, remove its lock file "+lockName(r.opts.cursor)+" too")
	case errors.As(err, &ce) && ce.NotRegular:
		return clikit.Fail(fmt.Sprintf("--cursor: %v", err), "name a regular file, e.g. --cursor eval.cursor")
	case errors.As(err, &ce) && ce.Damaged:
		// One short line that begins with a date: a cursor whose time was
		// mangled (by hand, or by another tool). Only then is rewriting it
		// the fix, and the hint still says whose file that must be.
		return clikit.Fail(fmt.Sprintf("--cursor: %v", err),
			"if "+r.opts.cursor+" is your eval-export cursor, put back the window end of the last complete run (its summary line names it) as "+
				exporter.CursorFormat+"; a new cursor file name exports everything again")
	case errors.As(err, &ce):
		// Not a cursor at all: the path is probably wrong. Never suggest
		// deleting or rewriting a file that may be someone else's.
		return clikit.Fail(fmt.Sprintf("--cursor: %v", err),
			"check the path: --cursor names the file an earlier eval-export --cursor run wrote, or a new file to start a chain; "+
				r.opts.cursor+" was left as it is")
	case errors.As(err, &cwe) && res.Rows == 0 && errors.As(err, &dirErr) && dirErr.NoRoom():
		// Checked before any row was read: nothing went to stdout.
		return clikit.Fail(fmt.Sprintf("--cursor %s: is on a file system with no room left for the cursor (%v)", cwe.Path, dirErr.Err),
			"nothing was exported; make room on the file system of "+dirErr.Dir+", or use --cursor on another one")
	case errors.As(err, &cwe):
		return clikit.Fail(err.Error(), fmt.Sprintf("%s exported, but the next run with this cursor will export them again", plural(res.Rows, "row was", "rows were")))
	case errors.Is(err, store.ErrStandby):
		return clikit.Fail(fmt.Sprintf("cannot export from %s exactly: %v", r.target, store.ErrStandby),
			r.nothing()+"; export from the brain's primary, naming it for this command: MODUSBRAIN_DATABASE_URL=<the primary's URL> eval-export ...")
	case errors.As(err, &sub):
		return clikit.Fail(fmt.Sprintf("cannot export from %s exactly: %v", r.target, sub),
			r.nothing()+"; "+store.ReplicaFix(sub, "eval-export ..."))
	case errors.As(err, &re) && errors.Is(err, store.ErrDamaged):
		// A malformed page: a rerun stops at the same row, so "run it
		// again" would be no fix (hostile probe 12).
		return clikit.Fail(fmt.Sprintf("reading rows from %s: %v", r.target, re.Err),
			fmt.Sprintf("%s written before the error, each a complete line%s; %s", plural(res.Rows, "row was", "rows were"),
				r.keptCursor(), clikit.DamagedHint(r.settings.Target)))
	case errors.As(err, &re) && res.Rows > 0:
		return clikit.Fail(fmt.Sprintf("reading rows from %s: %v", r.target, re.Err),
			fmt.Sprintf("%s written before the error, each a complete line; %s", plural(res.Rows, "row was", "rows were"), r.notAdvanced()))
	case errors.As(err, &re) && errors.Is(err, store.ErrLocked):
		return clikit.Fail(fmt.Sprintf("cannot read %s: %v", r.target, re.Err), lockedHint)
	case errors.As(err, &re):
		return clikit.Fail(fmt.Sprintf("cannot read %s: %v", r.target, re.Err), clikit.DBHint(err, "eval-doctor checks the configuration and the connection"))
	}
	return err
}

// lockedHint follows store.ErrLocked, which names the cause and the fix:
// the database is fine, only held by another process.
const lockedHint = "nothing was exported; run the same command again once that process has let go of the file"

// stdoutHint says what a failed write to stdout left: how many rows made
// it, and whether the cursor moved (it never does then).
//
// The rows counted are those stdout accepted whole, not those handed to it:
// a full disk takes part of a buffered block, whole rows and the start of
// one (hostile probe 11 F9). That cut line is named, and when stdout is a
// file the hint gives the truncate that removes it — or, with a cursor,
// this run's whole output, which the next run writes again.
func (r *runner) stdoutHint() string {
	cut := r.IO.OutCut()
	done := fmt.Sprintf("the output is incomplete (%s written before the error): ", plural(cut.Lines, "row was", "rows were"))
	if cut.Torn > 0 {
		where := "stdout"
		if cut.Path != "" {
			where = userfile.ShellQuote(cut.Path)
		}
		done = fmt.Sprintf("the output is incomplete: %s reached %s whole, then the first %s of the next, cut short; ",
			plural(cut.Lines, "row", "rows"), where, plural(cut.Torn, "byte", "bytes"))
	}
	redo := "make room where stdout goes, or send it elsewhere, and run the export again"
	if r.opts.cursor != "" {
		redo = r.notAdvanced()
	}
	if cut.Path != "" {
		file := userfile.ShellQuote(cut.Path)
		if r.opts.cursor != "" && cut.Began >= 0 && cut.Size > cut.Began {
			// The window comes again whole: the rows written now would
			// repeat.
			redo += fmt.Sprintf("; remove this run's part of the file first (truncate -s %d %s), or its rows will be there twice", cut.Began, file)
		} else if cut.Torn > 0 {
			redo = fmt.Sprintf("truncate -s %d %s removes the cut line; ", cut.Size-cut.Torn, file) + redo
		}
	}
	return done + redo
}

// notSettled: the window end could not be shown exact, so nothing was
// exported (a smaller window would silently leave rows to no window).
func (r *runner) notSettled(ns *store.NotSettledError) error {
	end := "the window end " + exporter.FormatCursor(ns.At)
	if r.opts.until != nil {
		end = "--until " + exporter.FormatCursor(ns.At)
	}
	nothing := r.nothing()
	if ns.Future {
		return clikit.Fail(fmt.Sprintf("%s is later than the database's clock (%s): rows stamped before it can still be written, so that window cannot be exported yet",
			end, exporter.FormatCursor(ns.Clock)),
			fmt.Sprintf("%s; leave --until out to export up to now, or run again after %s", nothing, exporter.FormatCursor(ns.At)))
	}
	what := "1 transaction"
	if len(ns.Open) != 1 {
		what = fmt.Sprintf("%d transactions", len(ns.Open))
	}
	msg := fmt.Sprintf("cannot export up to %s exactly: after waiting %s, %s open at it may still commit rows stamped before it: %s",
		end, ns.Waited.Round(time.Millisecond), what, strings.Join(ns.Open, "; "))
	hint := nothing + "; run again once they have ended, or wait longer with --wait 10m"
	if r.opts.until != nil && !ns.EarliestKnown.IsZero() {
		hint += "; or end the window before them: --until " + exporter.FormatCursor(ns.EarliestKnown)
	}
	for _, f := range ns.Fixes {
		hint += "; or " + f
	}
	return clikit.Fail(msg, hint)
}

// waiting says, once a wait for open transactions has lasted a second,
// what the export is waiting for (a silent pause would look like a hang).
func (r *runner) waiting(what string) {
	if r.opts.quiet {
		return
	}
	wait := r.opts.wait
	if wait <= 0 {
		wait = store.DefaultWindowWait
	}
	r.Say("%s: waiting for %s to end before the window can close (up to --wait %s; Ctrl-C stops)", name, what, wait)
}

// nothing says what a run that refused before its first row left.
func (r *runner) nothing() string {
	if r.opts.cursor == "" {
		return "nothing was exported"
	}
	return "nothing was exported and cursor " + r.opts.cursor + " was not advanced"
}

// keptCursor says, after a failed run, that its cursor stayed where it was.
func (r *runner) keptCursor() string {
	if r.opts.cursor == "" {
		return ""
	}
	return "; cursor " + r.opts.cursor + " was not advanced"
}

func (r *runner) notAdvanced() string {
	if r.opts.cursor == "" {
		return "no rows were lost: run the export again"
	}
	return "cursor " + r.opts.cursor + " was not advanced, so the next run exports this window again"
}

// windowNotes says, before the first row, what bounded or delayed the
// window end beyond evalkit's own writers (only news without --quiet),
// and warns of a backwards window.
func (r *runner) windowNotes(w exporter.Window) {
	// A start after the end is a backwards window: say so rather than exit
	// 0 with nothing, a likely typo or a cursor from a clock ahead. (A start
	// equal to the end is normal: a cursor run with nothing new, as the
	// read-only SQLite watermark is the newest row's stamp + 1µs.)
	if w.Since != nil && w.Since.After(w.Until) && w.Until.Equal(time.Unix(0, 0)) {
		// The read-only SQLite watermark of a store with no rows: the
		// epoch, below which nothing is (hostile probe 9 read "its end
		// 1970-01-01 (now)"). No rows may also mean a prune emptied it.
		if !r.opts.quiet {
			r.Say("%s: %s holds no rows (nothing captured yet, or every row pruned), so there is nothing to export", name, r.target)
		}
	} else if r.quietSQLite(w) {
		// Nothing captured since the start: an empty window, not a
		// backwards one (probe 14).
	} else if w.Since != nil && w.Since.After(w.Until) {
		from := "--since"
		if r.opts.cursor != "" {
			from = "cursor " + r.opts.cursor
		}
		end := "the newest the database can show exact"
		if r.opts.until != nil && !r.opts.until.After(w.Until) {
			end = "--until"
		}
		r.Warn("the window is empty: its start %s (from %s) is after its end %s (%s); nothing can be exported",
			exporter.FormatCursor(*w.Since), from, exporter.FormatCursor(w.Until), end)
		if r.opts.cursor != "" && r.opts.until == nil {
			// A cursor ahead of the clock: a clock that ran fast when it
			// was stored, since set back. Rows stamped from now until the
			// clock reaches the cursor fall behind it, and no run of the
			// chain exports them (probe 11 #2); one run over that span,
			// once it is past, does.
			r.Hint("cursor %s is ahead of the database's clock (was a clock fast when it was stored, and set back since?): rows stamped before %s from now on fall behind it, and no later run of this cursor exports them; "+
				"once the clock has passed it, eval-export --since %s --until %s exports that span (rows of it exported before come again: dedupe by id)",
				r.opts.cursor, exporter.FormatCursor(*w.Since), exporter.FormatCursor(w.Until), exporter.FormatCursor(*w.Since))
		}
	}
	if w.HeldBy != "" && !r.opts.quiet {
		r.Say("%s: the window ends at %s, not now: %s; its rows go to the next window", name, exporter.FormatCursor(w.Until), w.HeldBy)
	}
	if w.Waited != "" && !r.opts.quiet {
		r.Say("%s: %s", name, w.Waited)
	}
}

// quietSQLite reports a SQLite window whose start is after its end but not
// after the clock. A SQLite export's window end is the newest row's stamp +
// 1µs (the read-only watermark; the epoch when no row is left), not the
// clock: such a window is one in which nothing was captured yet (a quiet
// hour for --since 1h, a cursor set by hand to a past time, a store a prune
// emptied), not a backwards window nor a cursor ahead of the clock (probe
// 14). A start after the clock, or after --until, still is.
func (r *runner) quietSQLite(w exporter.Window) bool {
	return r.settings.Target.Engine == configplane.EngineSQLite && w.Since != nil &&
		w.Since.After(w.Until) && !w.Since.After(r.opts.now()) &&
		(r.opts.until == nil || !w.Since.After(*r.opts.until))
}

// maxIssueLines bounds the lines about skipped (and, apart, adjusted) rows:
// a table full of odd rows must not bury the summary, which counts them all.
const maxIssueLines = 20

// rowIssue names a row the export skipped or adjusted to fit schema v1.
// A skipped row is a warning even with --quiet: a row is never left out
// silently.
func (r *runner) rowIssue(is exporter.RowIssue) {
	if is.Skipped {
		r.skipLines++
		switch {
		case r.skipLines <= maxIssueLines:
			r.Warn("row %d not exported: %s", is.ID, is.What)
		case r.skipLines == maxIssueLines+1:
			r.Warn("more rows not exported; the summary counts them")
		}
		return
	}
	if r.opts.quiet {
		return
	}
	r.adjustLines++
	switch {
	case r.adjustLines <= maxIssueLines:
		r.Say("%s: row %d adjusted to fit schema v1: %s", name, is.ID, is.What)
	case r.adjustLines == maxIssueLines+1:
		r.Say("%s: more rows adjusted; the summary counts them", name)
	}
}

// plural is "1 row", "2 rows".
func plural(n int64, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
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
	shown := res.Window
	if r.quietSQLite(shown) {
		shown.Until = *shown.Since // nothing exported, the cursor kept: [since, since)
	}
	line := fmt.Sprintf("%s: exported %d %s from %s, window %s", name, res.Rows, what, r.target, formatWindow(shown))
	if res.Skipped > 0 {
		line += "; " + plural(res.Skipped, "row", "rows") + " not exported: not valid schema v1 data (see the warnings)"
	}
	if res.Adjusted > 0 {
		line += "; " + plural(res.Adjusted, "row", "rows") + " adjusted to fit schema v1"
	}
	if res.CursorWritten {
		line += "; cursor " + r.opts.cursor + " advanced"
	}
	r.Say("%s", line)
	if res.Cut {
		msg := fmt.Sprintf("%s: --limit %d cut the window: older rows in it were not exported", name, r.opts.limit)
		r.Say("%s", msg)
	}
}

// hintHiddenRows: on PostgreSQL, row-level security without a policy for
// the role turns every SELECT into an empty answer, so "exported 0 rows"
// would be a lie. When the table's row security applies to this role, say
// so. Best effort: a second short connection, and silence on any error.
func (r *runner) hintHiddenRows(ctx context.Context) {
	t := r.settings.Target
	if r.opts.quiet || t.Engine != configplane.EnginePostgres || t.URL == "" {
		return
	}
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	conn, err := pgx.Connect(ctx, t.URL)
	if err != nil {
		return
	}
	defer conn.Close(context.WithoutCancel(ctx))
	var role string
	var active bool
	err = conn.QueryRow(ctx, `SELECT current_user::text, COALESCE(row_security_active(to_regclass('eval_candidates')), false)`).Scan(&role, &active)
	if err != nil || !active {
		return
	}
	r.Hint("row-level security is on for eval_candidates and applies to role %s (not superuser, no BYPASSRLS, not the owner): "+
		"rows may exist that this role cannot see; eval-doctor explains", role)
}

// rowSecurity: with --cursor, an export that row-level security hides
// rows from must not advance past them (without --cursor it exports what
// it sees, and hintHiddenRows says so). The fixes let the role read every
// row, or use modusbrain's own role for this one command; none touches
// modusbrain's configuration. table is e.Table as SQL elsewhere names it.
func (r *runner) rowSecurity(e *store.RowSecurityError, table string) error {
	role := pgx.Identifier{e.Role}.Sanitize()
	return clikit.Fail(fmt.Sprintf("cannot export %s with --cursor: %v, so the cursor would advance past rows this role cannot see", r.target, e),
		fmt.Sprintf("%s; let the role read every row: as a superuser, ALTER ROLE %s BYPASSRLS; or, as the table's owner, "+
			"CREATE POLICY eval_export_read ON %s FOR SELECT TO %s USING (true); "+
			"or export as the role modusbrain runs as, for this command only: MODUSBRAIN_DATABASE_URL=<its URL> eval-export --cursor %s",
			r.nothing(), role, table, role, r.opts.cursor))
}

// nothingCaptured: no tables (or no SQLite file) means no writer ever ran
// against this database. That is not an error for an exporter: zero rows.
func (r *runner) nothingCaptured() error {
	if r.opts.quiet {
		return nil
	}
	r.Say("%s: nothing has been captured yet: %s holds no eval_candidates table", name, r.target)
	if r.elsewhere != nil {
		r.Hint("%s", r.elsewhere.Why)
	}
	c := r.settings.Capture
	if c.Value {
		r.Hint("capture is on (%s) but no capture has written to this database yet; eval-doctor shows what capture is doing", c.Source)
	} else {
		cfg := r.settings.ConfigPath
		if cfg == "" {
			cfg = "~/.modusbrain/config.json"
		}
		r.Hint(`capture is off (%s); turn it on with export MODUSBRAIN_CONTRIBUTOR_MODE=1, or "eval": {"capture": true} in %s`, c.Source, cfg)
	}
	return nil
}

func formatWindow(w exporter.Window) string {
	since := "beginning"
	if w.Since != nil {
		since = exporter.FormatCursor(*w.Since)
	}
	return "[" + since + ", " + exporter.FormatCursor(w.Until) + ")"
}

// otherStoreHint: a cursor file per store; or, when the store is the
// chain's own, moved or restored, the way to tie the cursor to it.
func (r *runner) otherStoreHint(e *exporter.CursorStoreError) string {
	return r.nothing() + "; keep a cursor file per store: --cursor " + exporter.CursorFileFor(r.opts.cursor, e.Here.Store) +
		" starts this store's own chain at its first row; if this is the very store the chain was exported from, moved or restored, " +
		"tie the cursor to it by removing its lock file " + lockName(r.opts.cursor) + " (while no run uses it): the next run records this store"
}

// lockName is the cursor's lock file, for messages.
func lockName(cursor string) string {
	if p, err := exporter.CursorLockPath(cursor); err == nil {
		return p
	}
	return "." + filepath.Base(cursor) + ".lock"
}

// cursorPlaceHint names a cursor file of evalkit's own beside modusbrain's.
func cursorPlaceHint(s *configplane.Settings) string {
	example := "~/.modusbrain/export.cursor"
	if s.HomeErr == nil && s.Home != "" {
		example = filepath.Join(s.Home, "export.cursor")
	}
	return "name a cursor file of evalkit's own, e.g. --cursor " + example + " (in modusbrain's directory a cursor's name ends in " +
		exporter.CursorSuffix + "); nothing was read or written"
}
