// Package cli is eval-prune: its flags and its run function. Streams,
// help layout, error voice, exit codes and signals are internal/clikit's.
//
// Output rules (eval-export's): stdout carries only --help and --version.
// stderr carries a progress bar when it is a terminal (heartbeat lines
// otherwise, on long runs), then one summary line: rows per table, the
// window, the target with any password masked; --quiet leaves only errors.
// Errors read `eval-prune: error: ...`, optionally followed by `hint: ...`.
//
// Exit codes (clikit.ExitCode): 0 ok — including a database where nothing
// was ever captured; 1 failure, including a cursor file that is missing or
// does not hold a window end (never a silent full prune); 2 bad usage,
// including a run with no window; 130 interrupted (143 on SIGTERM, 129 on SIGHUP), with
// what was already deleted reported.
package cli

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strings"
	"time"

	"github.com/jackc/pgx/v5/pgconn"

	"github.com/modusbrain/evalkit/configplane"
	"github.com/modusbrain/evalkit/exporter"
	"github.com/modusbrain/evalkit/internal/clikit"
	"github.com/modusbrain/evalkit/prune"
	"github.com/modusbrain/evalkit/store"
	"github.com/modusbrain/evalkit/store/dial"
)

const name = "eval-prune"

// Progress tunes how progress is shown; the zero value is what users get.
// Tests shorten the intervals and fix the bar's width.
type Progress = clikit.ProgressTune

// Command is eval-prune; main runs Command().Main().
func Command() *clikit.Command { return New(Progress{}) }

// New is Command with progress tuned.
func New(p Progress) *clikit.Command { return command(&options{progress: p}) }

// command is eval-prune with its options set up front (tests set a clock).
func command(o *options) *clikit.Command {
	return &clikit.Command{
		Name:        name,
		Summary:     "deletes captured eval rows older than a window, in short batches.",
		Synopsis:    "(--older-than DUR | --before TIME) [flags]",
		About:       about,
		Examples:    examples,
		ExitOK:      "ok (also when nothing was ever captured)",
		ExitFailure: "failure (also a missing or unreadable --cursor)",
		Flags:       o.flags(),
		Run:         o.run,
	}
}

func (o *options) run(ctx context.Context, rt *clikit.Runtime) error {
	if err := o.check(); err != nil {
		return err
	}
	r := &runner{Runtime: rt, opts: o}
	s := rt.Settings()
	// modusbrain's files are never cursors (eval-export's rule, so both
	// commands take the same files).
	for _, path := range o.cursors {
		if err := exporter.CheckCursorPlace(path, s.PGLiteDir, rt.ModusbrainDirs(s)...); err != nil {
			return clikit.Usage("--cursor: "+err.Error(), "name the cursor file eval-export --cursor wrote; nothing was read or deleted")
		}
	}
	// Cursors first: a refused run has not touched the database.
	if err := r.readCursors(); err != nil {
		return err
	}
	r.target = clikit.Target(s.Target)
	if s.TargetErr == nil && s.Target.Engine == configplane.EngineSQLite {
		// A writable open would create the file; there is nothing to prune.
		if _, err := os.Stat(s.Target.Path); errors.Is(err, fs.ErrNotExist) {
			return r.nothingCaptured()
		}
	}
	// A dry run only reads. A real run deletes and nothing else: it never
	// migrates, so a brain evalkit has not adopted is pruned as it is.
	// A statement_timeout of the role or the database is meant for
	// modusbrain's short queries: the batches are short already, and the
	// exact count takes as long as the table is big (a URL's own is kept).
	eng, err := rt.Open(ctx, s, dial.Options{ReadOnly: o.dryRun, StatementTimeout: dial.NoStatementTimeout})
	if err != nil {
		if errors.Is(err, store.ErrNoSchema) {
			return r.nothingCaptured()
		}
		if ctx.Err() != nil {
			return clikit.Interrupted("interrupted while opening "+r.target+": nothing was deleted", "")
		}
		if errors.Is(err, store.ErrLocked) {
			return clikit.Failf(err, lockedHint, err.Error())
		}
		if c, ok := errors.AsType[*store.ReadOnlyCause](err); ok {
			// SQLite cannot even open the file for reading (a WAL file whose
			// -shm this user cannot create): the file's own fix.
			return clikit.Failf(err, "nothing was deleted; "+c.Fix, err.Error())
		}
		return err
	}
	defer eng.Close()
	r.identity, r.configured = dial.Identity(s.Target), s.Target
	if err := r.checkCursorsTrusted(ctx, eng); err != nil {
		return err
	}
	// A cursor bounds the run only for the store its chain is exported
	// from: another store's rows before its end were never exported.
	if err := r.checkCursorStores(ctx, eng); err != nil {
		return err
	}
	// A session whose search_path misses the brain's eval tables would
	// prune nothing, or another set. A failing look is left to the run.
	if el, err := store.Locate(ctx, eng); err == nil && el != nil {
		if el.Blocks {
			return clikit.Fail("cannot prune "+r.target+": "+el.Why+"; nothing was deleted", el.FixFor(name+" …"))
		}
		r.elsewhere = el
	}
	return r.prune(ctx, eng)
}

type runner struct {
	*clikit.Runtime
	opts     *options
	target   string
	keep     *time.Time // earliest cursor window end; nil without --cursor (0001-01-01 is a window end)
	keepFrom string     // the cursor file that holds it
	identity string     // the database's identity URL (no credentials), for a per-command fix
	// configured is the target as configured: the per-command fix keeps
	// its connection settings (TLS, timeouts), never its credentials.
	configured configplane.Target
	// denied: the role may not delete from some table (nil when it may).
	denied *store.DeleteAccess
	// readOnly: the server refuses every write of this session (nil when
	// it does not, or cannot tell).
	readOnly *store.WriteAccess
	// granted: the pre-check saw SELECT and DELETE on every table pruned,
	// so a refusal mid-run is for something beyond them.
	granted bool
	// elsewhere: eval tables this session does not look in (a note).
	elsewhere *store.Elsewhere
}

// readCursors sets the bound the cursors put on the run. Missing and
// malformed cursors refuse it: pruning without knowing what a consumer has
// read could delete rows it never got.
func (r *runner) readCursors() error {
	for _, path := range r.opts.cursors {
		end, ok, err := exporter.ReadCursor(path)
		switch {
		case err != nil:
			var ce *exporter.CursorError
			msg := fmt.Sprintf("--cursor %s: %v", path, err)
			hint := "a cursor file holds the window end eval-export --cursor wrote; " + name + " deletes nothing until every cursor reads"
			if errors.As(err, &ce) {
				msg = "--cursor: " + err.Error()
				if !ce.Damaged && !ce.NotRegular {
					hint = "check the path: --cursor names the file eval-export --cursor wrote; " + name + " deletes nothing until every cursor reads"
				}
			}
			return clikit.Failf(err, hint, msg)
		case !ok:
			_, statErr := os.Stat(path)
			if written, _, _ := exporter.ReadCursorTie(path); written {
				// eval-export refuses this cursor too (a run stored one
				// there): its fixes, not "run it once first".
				what := "it does not exist"
				if statErr == nil {
					what = "it is empty"
				}
				lock, _ := exporter.CursorLockPath(path)
				return clikit.Fail(fmt.Sprintf("--cursor %s: %s, though an eval-export run stored a cursor there (its lock file %s says so), so what that consumer has exported is unknown", path, what, lock),
					"nothing was deleted; put back the window end of that consumer's last complete eval-export run (its summary line names it) as "+exporter.CursorFormat+
						"; or, to start that consumer over (it gets every row again), remove "+lock+" too and run eval-export --cursor "+path+" before pruning; or leave that --cursor out")
			}
			what := "no such file"
			if statErr == nil {
				what = "it is empty (no eval-export --cursor run has completed with it yet)"
			}
			return clikit.Fail(fmt.Sprintf("--cursor %s: %s, so what that consumer has exported is unknown", path, what),
				"run eval-export --cursor "+path+" once first, or leave that --cursor out")
		}
		if r.keep == nil || end.Before(*r.keep) {
			r.keep, r.keepFrom = &end, path
		}
	}
	return nil
}

// checkCursorsTrusted refuses a run with --cursor, before anything is
// deleted or counted, where eval-export refuses to export (a logical
// subscriber): a cursor chained there may have passed rows that landed
// later, so its window end says nothing of what its consumer has. A
// standby takes no deletes at all, which the write check below says.
func (r *runner) checkCursorsTrusted(ctx context.Context, eng store.Engine) error {
	rc, ok := eng.(store.ReplicaChecker)
	if len(r.opts.cursors) == 0 || !ok {
		return nil
	}
	err := rc.Replica(ctx)
	var sub *store.SubscriberError
	switch {
	case errors.As(err, &sub):
		return clikit.Fail(fmt.Sprintf("cannot prune %s with --cursor: %v; eval-export refuses to export from it, and a cursor of a chain exported here "+
			"may stand past rows that landed later; nothing was deleted", r.target, sub),
			store.ReplicaFix(sub, name+" ... --cursor <the cursor of the chain exported there>")+"; or prune this copy by age alone, without --cursor")
	case err != nil && !errors.Is(err, store.ErrStandby):
		if ctx.Err() != nil {
			return clikit.Interrupted("interrupted while reading "+r.target+": nothing was deleted", "")
		}
		return clikit.Failf(err, "nothing was deleted; eval-doctor checks the configuration and the connection",
			fmt.Sprintf("cannot tell whether %s is a replica, where --cursor cannot be trusted: %v", r.target, err))
	}
	return nil
}

// checkCursorStores refuses the run, before anything is deleted, when a
// cursor's chain was exported from another store than this one
// (exporter.CheckCursorStore).
func (r *runner) checkCursorStores(ctx context.Context, eng store.Engine) error {
	for _, path := range r.opts.cursors {
		err := exporter.CheckCursorStore(ctx, eng, path, r.identity)
		if other, ok := errors.AsType[*exporter.CursorStoreError](err); ok {
			lock, _ := exporter.CursorLockPath(path)
			return clikit.Fail("--cursor: "+other.Error()+"; nothing was deleted",
				"that cursor says nothing of what a consumer has exported from "+r.target+"; name this store's own cursor (eval-export --cursor "+
					exporter.CursorFileFor(path, other.Here.Store)+" starts one); if this is the very store that chain was exported from, moved or restored, "+
					"tie the cursor to it by removing its lock file "+lock+" (while no run uses it)")
		}
		if err != nil {
			if ctx.Err() != nil {
				return clikit.Interrupted("interrupted while reading "+r.target+": nothing was deleted", "")
			}
			return clikit.Failf(err, "nothing was deleted; eval-doctor checks the configuration and the connection",
				fmt.Sprintf("--cursor %s: cannot tell which store its chain was exported from: %v", path, err))
		}
	}
	return nil
}

// replicaIdentityRefusal reports PostgreSQL's refusal to delete from a
// table that publishes deletes without a replica identity. 55000 covers
// other states too; its hint names REPLICA IDENTITY, an SQL keyword no
// translation changes.
func replicaIdentityRefusal(err error) bool {
	var pe *pgconn.PgError
	if !errors.As(err, &pe) {
		return false
	}
	return strings.Contains(strings.ToUpper(pe.Message+" "+pe.Hint), "REPLICA IDENTITY")
}

// maxClockSkew is how far this machine's clock and the database's may
// differ before eval-prune says so.
const maxClockSkew = time.Minute

// olderThanBound is --older-than's bound: DUR before the earlier of this
// machine's clock and the database's. The database's clock stamps the rows
// (PostgreSQL's now()), and the doctor measures ages by it; a machine clock
// ahead of it alone would put the bound after rows younger than DUR by their
// own stamps (probe 11: a server two days behind lost a row captured seconds
// before to --older-than 1d). The earlier clock deletes no row younger than
// DUR by either; a difference beyond a minute is said. An engine without a
// clock of its own (SQLite, embedded) stamps with this machine's.
func (r *runner) olderThanBound(ctx context.Context, eng store.Engine) time.Time {
	local := r.opts.clock()
	clk, ok := eng.(store.Clock)
	if !ok {
		return local.Add(-r.opts.olderThan)
	}
	db, err := clk.DatabaseNow(ctx)
	if err != nil {
		// The run meets the same failure on its first statement and
		// reports it there.
		return local.Add(-r.opts.olderThan)
	}
	from, used := local, "this machine's"
	if db.Before(local) {
		from, used = db, "the database's"
	}
	if skew := local.Sub(db); skew > maxClockSkew || skew < -maxClockSkew {
		r.Warn("this machine's clock reads %s but the database's, which stamps the rows, reads %s: --older-than %s is measured from the earlier, %s, so no row younger than %s by either clock is deleted; set the wrong clock right (timedatectl)",
			local.UTC().Format(time.RFC3339), db.UTC().Format(time.RFC3339), r.opts.olderArg, used, r.opts.olderArg)
	}
	return from.Add(-r.opts.olderThan)
}

func (r *runner) prune(ctx context.Context, eng store.Engine) error {
	// A newer evalkit's tables: which rows that release keeps (or how it
	// stamps them) is unknown here, so this build deletes nothing, and
	// a dry run does not count what it would not delete.
	if v, err := eng.SchemaVersion(ctx); err == nil {
		if nerr := store.NewerSchema(v); nerr != nil {
			return clikit.Failf(nerr, store.NewerSchemaFix, fmt.Sprintf("cannot prune %s: %v; nothing was deleted", r.target, nerr))
		}
	}
	before := r.opts.before
	if r.opts.olderThan > 0 {
		before = r.olderThanBound(ctx, eng)
	}
	// A server that refuses every write (a standby, a read-only default)
	// is named before anything is tried, and a dry run says the real run
	// would be refused.
	if wi, ok := eng.(store.WriteInspector); ok {
		if w, err := wi.PruneWrites(ctx); err == nil && w.Denied {
			r.readOnly = &w
			if !r.opts.dryRun {
				return clikit.Fail(fmt.Sprintf("cannot prune %s: %s; nothing was deleted", r.target, w.Why), r.writeFix(w))
			}
		}
	}
	// A role without DELETE is refused before anything is deleted (a real
	// run would otherwise delete from one table and fail on the other), and
	// a dry run says the real run would be.
	if di, ok := eng.(store.DeleteInspector); ok {
		if a, err := di.DeleteAccess(ctx, r.opts.tables); err == nil && len(a.Denied) > 0 {
			r.denied = &a
			if !r.opts.dryRun {
				return clikit.Fail(fmt.Sprintf("cannot prune %s: %s; nothing was deleted", r.target, a.Why), r.deleteFix(a))
			}
		} else if err == nil {
			r.granted = true
		}
	}
	p := newProgress(r)
	res, err := prune.Run(ctx, eng, prune.Options{
		Before:        before,
		Keep:          r.keep,
		Tables:        r.opts.tables,
		DryRun:        r.opts.dryRun,
		BatchSize:     r.opts.batchSize,
		OnProgress:    reportDeleted(p),
		ProgressEvery: p.Every(),
	})
	p.Stop()
	switch {
	case err == nil && allMissing(res):
		return r.nothingCaptured()
	case err == nil && r.readOnly != nil:
		r.summary(res)
		return clikit.Fail("the real run would be refused: "+r.readOnly.Why, r.writeFix(*r.readOnly))
	case err == nil && r.denied != nil:
		r.summary(res)
		return clikit.Fail("the real run would be refused: "+r.denied.Why, r.deleteFix(*r.denied))
	case err == nil:
		r.summary(res)
		return nil
	case ctx.Err() != nil && r.opts.dryRun:
		return clikit.Interrupted("interrupted: the dry run of "+r.target+" did not finish, so there are no counts; nothing was deleted", "")
	case ctx.Err() != nil && res.Deleted() == 0:
		// Still counting (or waiting on the database): no table to report.
		return clikit.Interrupted("interrupted before anything was deleted from "+r.target, "")
	case ctx.Err() != nil:
		return clikit.Interrupted("interrupted after deleting "+r.counts(res, "deleted"),
			"every row deleted was older than the window; run the same command again to finish")
	case errors.Is(err, store.ErrRowSecurity):
		return clikit.Failf(err, "prune as the role capture writes with (superuser or BYPASSRLS), such as the owner of the brain's tables",
			fmt.Sprintf("cannot prune %s: %v", r.target, err))
	case errors.Is(err, store.ErrLocked) && res.Deleted() == 0:
		return clikit.Failf(err, lockedHint,
			fmt.Sprintf("cannot prune %s: %v", r.target, err))
	case errors.Is(err, store.ErrDamaged):
		// A malformed page: running again stops at the same batch.
		return clikit.Failf(err, r.deletedSoFar(res)+"; "+clikit.DamagedHint(r.configured), fmt.Sprintf("pruning %s: %v", r.target, err))
	case store.SQLState(err) == "23503":
		// Another table's foreign key references the rows: running again
		// meets the same rows (hostile probe 9).
		return clikit.Failf(err, fmt.Sprintf("%s; another table's foreign key (the constraint the error names) references rows of the window, "+
			"and PostgreSQL keeps them while it does: running again stops at the same rows. Delete or detach the referencing rows first (as that table's owner), "+
			"or prune a window that ends before the oldest referenced row (--before)", r.deletedSoFar(res)),
			fmt.Sprintf("pruning %s: %v", r.target, err))
	case store.SQLState(err) == "55000" && replicaIdentityRefusal(err):
		// Published with its deletes and no replica identity: PostgreSQL
		// refuses every DELETE on the table, modusbrain's own too (probe
		// 12: a generic hint, and a doctor with nothing to say).
		return clikit.Failf(err, r.deletedSoFar(res)+"; the table is in a publication that publishes deletes and has no replica identity (REPLICA IDENTITY NOTHING, or DEFAULT without a primary key), "+
			"so PostgreSQL refuses every DELETE on it, modusbrain's own too. As the table's owner: give it one (a primary key with REPLICA IDENTITY DEFAULT, or REPLICA IDENTITY USING INDEX a unique index), "+
			"or leave deletes out of that publication (ALTER PUBLICATION … SET (publish = 'insert, update'))",
			fmt.Sprintf("cannot prune %s: %v", r.target, err))
	case store.SQLState(err) == "25006" && res.Deleted() == 0:
		return clikit.Failf(err, "nothing was deleted; "+r.readOnlyHint(err), fmt.Sprintf("cannot prune %s: %v", r.target, err))
	case res.Deleted() > 0:
		return clikit.Failf(err, fmt.Sprintf("%s before the error; each batch is all or nothing, so the tables are consistent: run again to finish", r.counts(res, "deleted")),
			fmt.Sprintf("pruning %s: %v", r.target, err))
	case store.SQLState(err) == "42501" && r.sqlite():
		// No roles or grants in a file: SQLite's authorizer or a file
		// permission refused (SQLITE_AUTH, SQLITE_PERM).
		return clikit.Failf(err, "nothing was deleted; SQLite refused this user access to "+r.configured.Path+
			" (ls -l "+r.configured.Path+"* shows the files' owner and modes; eval-doctor's writer check names the fix)",
			fmt.Sprintf("cannot prune %s: %v", r.target, err))
	case store.SQLState(err) == "42501" && r.granted:
		return clikit.Failf(err, "nothing was deleted; the role may read and delete from the eval tables, so what PostgreSQL refused lies beyond them: "+
			"the object the error names, reached by a trigger, rule or policy on the eval tables. As that object's owner, grant the role what the error asks, "+
			"or prune as the role that owns the eval tables",
			fmt.Sprintf("cannot prune %s: %v", r.target, err))
	case store.SQLState(err) == "42501":
		qn := store.TableNames(ctx, eng)
		return clikit.Failf(err, "the role lacks a privilege the prune needs (DELETE on the eval tables, SELECT to find the rows): "+
			"as the tables' owner: GRANT SELECT, DELETE ON "+qn(store.TableCandidates)+", "+qn(store.TableFailures)+" TO <this role>;",
			fmt.Sprintf("cannot prune %s: %v", r.target, err))
	case store.SQLState(err) == "57014":
		return clikit.Failf(err, cancelHint(err), fmt.Sprintf("cannot prune %s: %v", r.target, err))
	default:
		return clikit.Failf(err, clikit.DBHint(err, "eval-doctor checks the configuration and the connection"), fmt.Sprintf("cannot prune %s: %v", r.target, err))
	}
}

// sqlite reports an embedded SQLite target: a file, with no server, roles
// or URL to advise about.
func (r *runner) sqlite() bool { return r.configured.Engine == configplane.EngineSQLite }

// readOnlyHint follows a DELETE refused as read-only (25006) that the
// pre-check did not foresee: the engine's cause when it knows one (the file
// this user cannot write, and the chmod), else what makes a server or a
// file read-only.
func (r *runner) readOnlyHint(err error) string {
	if c, ok := errors.AsType[*store.ReadOnlyCause](err); ok {
		return c.Fix
	}
	if r.sqlite() {
		return "this user could not write " + r.configured.Path + " or its -wal and -shm side files (ls -l " + r.configured.Path +
			"* shows them; do not delete the -wal); make them writable by this user and run the same command again"
	}
	return "the server refuses writes in this session: a standby in recovery (prune on the primary), " +
		"or default_transaction_read_only = on for the database, the role, the server or in the URL (whoever set it lifts it)"
}

// deletedSoFar says what a run that failed deleted before it failed.
func (r *runner) deletedSoFar(res prune.Result) string {
	if res.Deleted() == 0 {
		return "nothing was deleted"
	}
	return r.counts(res, "deleted") + " were deleted before the error (each batch is all or nothing, so the tables are consistent)"
}

// cancelHint follows a statement that nothing deleted yet ended early
// (SQLSTATE 57014). A role's or the database's statement_timeout no
// longer applies to eval-prune (see run), so a timeout is the one the
// URL names itself; anything else is a cancel from another session. The
// store tells them apart by the timeout and how long the statement ran,
// not by the server's words (a German server's are others).
func cancelHint(err error) string {
	if store.StatementTimedOut(err) {
		return "nothing was deleted; the statement_timeout that eval-prune's URL names itself (its statement_timeout parameter, " +
			"or -c statement_timeout in its options or in PGOPTIONS) ended it — eval-prune keeps a URL's own and sets aside only the role's " +
			"or the database's: run it again with a URL for this command only without that setting, or with a longer one"
	}
	return "nothing was deleted; another session cancelled the statement (pg_cancel_backend, or an administrator's tool): run the same command again"
}

// sameFlags is this run's window, tables and cursors as flags.
func (r *runner) sameFlags() string {
	f := []string{r.opts.window()}
	for _, t := range r.opts.tables {
		f = append(f, "--table "+t)
	}
	for _, c := range r.opts.cursors {
		f = append(f, "--cursor "+c)
	}
	return strings.Join(f, " ")
}

// deleteFix is the way past a missing DELETE privilege: the grant, or one
// command as the tables' owner, its URL named on that command line only
// (config.json is modusbrain's and stays as it is) with this run's
// connection settings.
func (r *runner) deleteFix(a store.DeleteAccess) string {
	fix := a.Fix
	if strings.HasPrefix(r.identity, "postgres://") {
		fix += fmt.Sprintf("\nor prune once as the tables' owner, naming it for this one command (with its password, if it needs one): "+
			"%s %s %s", dial.CommandEnv(r.identity, a.Owner, r.configured), name, r.sameFlags())
	}
	return fix
}

// writeFix is the way past a server that refuses writes; for a role's
// own read-only default, one command as the tables' owner, as deleteFix.
func (r *runner) writeFix(w store.WriteAccess) string {
	fix := w.Fix
	// The owner is no way past when its one-command URL logs in as the
	// very user whose setting makes sessions read-only (a login that SETs
	// the owner's role): PostgreSQL applies the login's settings (review 9).
	if w.Owner != "" && strings.HasPrefix(r.identity, "postgres://") &&
		configplane.URLLogin(dial.CommandURL(r.identity, w.Owner, r.configured)) != w.Role {
		fix += fmt.Sprintf("\nto prune once as the tables' owner, name it for this one command (with its password, if it needs one): "+
			"%s %s %s", dial.CommandEnv(r.identity, w.Owner, r.configured), name, r.sameFlags())
	}
	return fix
}

// lockedHint follows store.ErrLocked, which names the cause and the fix:
// the database is fine, only held by another process.
const lockedHint = "nothing was deleted; run the same command again once that process has let go of its lock"

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
	switch {
	case r.opts.dryRun && r.readOnly != nil && r.sqlite():
		line = fmt.Sprintf("%s: dry run: %s older than the window %s (%s) in %s, which a real run could not delete (this user cannot write the file); nothing deleted",
			name, r.counts(res, "counted"), window, r.opts.window(), r.target)
	case r.opts.dryRun && r.readOnly != nil:
		line = fmt.Sprintf("%s: dry run: %s older than the window %s (%s) in %s, which the server would not let a real run delete (it refuses writes); nothing deleted",
			name, r.counts(res, "counted"), window, r.opts.window(), r.target)
	case r.opts.dryRun && r.denied != nil:
		line = fmt.Sprintf("%s: dry run: %s older than the window %s (%s) in %s, which role %s may not delete; nothing deleted",
			name, r.counts(res, "counted"), window, r.opts.window(), r.target, r.denied.Role)
	case r.opts.dryRun:
		line = fmt.Sprintf("%s: dry run: would delete %s, window %s (%s) from %s; nothing deleted",
			name, r.counts(res, "counted"), window, r.opts.window(), r.target)
	default:
		line = fmt.Sprintf("%s: deleted %s, window %s (%s) from %s in %s; longest batch %s",
			name, r.counts(res, "deleted"), window, r.opts.window(), r.target,
			res.Elapsed.Round(time.Millisecond), res.Longest.Round(time.Millisecond))
	}
	if res.HeldByCursor {
		line += "; held back to the end of cursor " + r.keepFrom + ", whose newer rows are not exported yet"
	}
	r.Say("%s", line)
	for _, t := range res.Tables {
		if t.Left > 0 {
			// A warning, also with --quiet, not a failure: the run did
			// what the database let it; the rows stay on purpose or by
			// mistake, which only their owner knows.
			rows := fmt.Sprintf("%d rows of %s are", t.Left, t.Table)
			if t.Left == 1 {
				rows = "1 row of " + t.Table + " is"
			}
			r.Warn("%s still older than the window's end: %s kept them (a BEFORE DELETE trigger that returns NULL, or a DO INSTEAD rule — a legal hold?); running again deletes none of them: ask the table's owner",
				rows, r.target)
		}
	}
	if sp := res.Space; sp != nil {
		switch {
		case res.Reclaimed > 0:
			r.Say("%s: gave %s back to the file system (auto_vacuum=incremental)", name, mb(res.Reclaimed))
		case sp.FreeBytes > 0 && !sp.Incremental:
			r.Say("%s: %s of the %s file is now free space that new rows reuse; to shrink the file, VACUUM it while capture is stopped (docs/prune.md)",
				name, mb(sp.FreeBytes), mb(sp.FileBytes))
		}
	}
}

func mb(n int64) string { return fmt.Sprintf("%.1f MB", float64(n)/(1<<20)) }

func (r *runner) nothingCaptured() error {
	if !r.opts.quiet {
		r.Say("%s: nothing to prune: %s holds no eval tables (nothing has been captured there)", name, r.target)
		if r.elsewhere != nil {
			r.Hint("%s", r.elsewhere.Why)
		}
	}
	return nil
}
