// Package cli is eval-capture: its flags and its run function. Streams,
// help layout, error voice, exit codes and signals are internal/clikit's.
//
// Output rules: stdout stays empty (the command produces no data). stderr
// carries at most a few warnings (malformed lines and lines the schema
// refuses, the first few of each only; background database trouble,
// rate-limited) and ends with one summary line. Errors read
// `eval-capture: error: ...`, optionally followed by `hint: ...`. Database
// targets are shown masked; no message carries a password or a query.
//
// Exit codes (clikit.ExitCode): 0 every line was captured, or capture is
// off by choice (default or config) and nothing was meant to be; 1 anything
// else (a malformed line, a lost event, a broken config file, a database
// that cannot be prepared); 2 bad usage; 3 nothing was lost but events wait
// in the spool for the database (exitSpooled; not when none is this run's
// and another run is delivering them); 130 interrupted (143 on
// SIGTERM, 129 on SIGHUP).
package cli

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/modusbrain/evalkit/capture"
	"github.com/modusbrain/evalkit/capture/spool"
	"github.com/modusbrain/evalkit/configplane"
	"github.com/modusbrain/evalkit/internal/clikit"
	"github.com/modusbrain/evalkit/store"
	"github.com/modusbrain/evalkit/store/dial"
	"github.com/modusbrain/evalkit/store/sqlite"
)

const name = "eval-capture"

// exitSpooled: every event is safe, but some wait in the local spool
// because the database was unavailable, or --timeout ran out before it
// took them; eval-capture </dev/null delivers them once it answers.
const exitSpooled = 3

// migrateTimeout bounds preparing the schema before any line is read.
const migrateTimeout = 30 * time.Second

// warnEvery rate-limits background database warnings: an outage that fails
// every batch is one line per interval, not one per batch.
const warnEvery = 10 * time.Second

// queueSize is the Capturer's queue; tests shrink it to fill it.
var queueSize = capture.DefaultQueueSize

// dialOpts opens the database; tests cap a SQLite file's pages to fill it
// as a full disk would. A SQLite file another process keeps locked is an
// outage like a server that does not answer: capture waits a second for
// its lock, not the engine's five, before the batch goes to the spool,
// which bounds what a kill -9 can lose meanwhile to about that second and
// the flush interval (docs/spool.md; hostile probe 12: 5-10 s of traffic
// lived only in memory). Other processes hold the lock for milliseconds
// (capture's own batches, eval-prune's 75 ms ones); a longer hold is an
// outage.
var dialOpts = dial.Options{SQLiteBusyTimeout: captureLockWait}

// captureLockWait is how long capture waits for another process's lock on
// a SQLite store before it spools.
const captureLockWait = time.Second

func (o *options) run(ctx context.Context, r *clikit.Runtime) error {
	stdin := newCtxReader(ctx, r.IO.In)
	s := r.Settings()
	if !s.Capture.Value {
		return captureOff(ctx, r, stdin, s)
	}
	target := clikit.Target(s.Target)
	var sp *spool.Spool
	dopts := dialOpts
	dopts.SubscribersReady = o.subscribersReady
	eng, err := r.Open(ctx, s, dopts)
	opened := err == nil
	if err != nil {
		// A database that cannot even be opened because it is unavailable
		// (a SQLite file another process holds locked) is an outage like
		// any other: the events go to the spool, and the capturer opens
		// the database when it answers.
		if ctx.Err() == nil && errors.Is(err, store.ErrDamaged) {
			return clikit.Failf(err, damagedHint(s.Target), err.Error())
		}
		var stranded *sqlite.StrandedError
		if errors.As(err, &stranded) {
			return clikit.Failf(err, "nothing was read from stdin: "+stranded.Fix(), err.Error())
		}
		if ctx.Err() == nil && s.Target.Engine == configplane.EngineSQLite {
			if hint := storePlaceHint(s.Target, err); hint != "" {
				return clikit.Failf(err, hint, err.Error())
			}
		}
		if ctx.Err() != nil || capture.Classify(err) != store.ReasonDBDown {
			return err
		}
		if sp = o.openSpool(r, s); sp == nil {
			if errors.Is(err, store.ErrLocked) {
				return clikit.Failf(err, lockedHint, err.Error())
			}
			return err
		}
		warnUnavailable(r, target, s.Target.Path, err, sp)
		eng = capture.OpenLater(func(ctx context.Context) (store.Engine, error) {
			return dial.Open(ctx, s.Target, dopts)
		})
	} else {
		sp = o.openSpool(r, s)
	}
	defer eng.Close()
	if sp != nil {
		defer sp.Close()
	}
	migrated := false
	if opened {
		mctx, cancel := context.WithTimeout(ctx, migrateTimeout)
		err = eng.Migrate(mctx)
		cancel()
		migrated = err == nil
	}
	switch {
	case err != nil && ctx.Err() != nil:
		return clikit.Interrupted("interrupted while preparing "+target+": nothing was read from stdin", "")
	case opened && err != nil && sp == nil && errors.Is(err, store.ErrLocked):
		return clikit.Fail(fmt.Sprintf("cannot prepare %s (%s): %v", target, s.Target.Source, err), lockedHint)
	case opened && err != nil && errors.Is(err, store.ErrDamaged):
		return clikit.Fail(fmt.Sprintf("cannot prepare %s (%s): %v", target, s.Target.Source, err), damagedHint(s.Target))
	case opened && err != nil && errors.As(err, new(*store.NewerSchemaError)):
		return clikit.Fail(fmt.Sprintf("cannot prepare %s (%s): %v", target, s.Target.Source, err), "nothing was read from stdin; "+store.NewerSchemaFix)
	case opened && err != nil && (sp == nil || capture.Classify(err) != store.ReasonDBDown):
		return clikit.Fail(fmt.Sprintf("cannot prepare %s (%s): %v", target, s.Target.Source, err),
			"nothing was read from stdin; "+clikit.DBHint(err, "eval-doctor checks the connection and the role"))
	case opened && err != nil:
		// The database is down, not refusing us: keep the events in the
		// spool; the capturer migrates once it answers.
		warnUnavailable(r, target, s.Target.Path, err, sp)
	}

	if migrated {
		warnRecreated(r, eng, target)
		warnRefusingTable(ctx, r, eng, target)
	}

	// startErr: the database was unavailable (or refused) at start.
	startErr := err
	// locked: the database was unavailable because another process holds
	// the SQLite file's lock, so the advice is to wait for it, not to
	// start a database.
	locked := errors.Is(err, store.ErrLocked)
	full := errors.Is(err, store.ErrFull)
	// readOnly: the database answered but takes no writes now.
	readOnly := capture.ReadOnly(err)
	// busy: it answered, but evalkit's one-time schema change gave up
	// waiting for another session (55P03) rather than queue its writers.
	busy := capture.Busy(err)
	// published: it answered, but evalkit's schema change would stop the
	// brain's logical replicas (store.ErrPublished).
	published := errors.Is(err, store.ErrPublished)
	var unsure lossUnsure
	warn := capture.RateLimit(warnEvery, func(err error, suppressed int) {
		msg := err.Error()
		if suppressed > 0 {
			msg += fmt.Sprintf(" (%d similar warnings not shown)", suppressed)
		}
		r.Warn("%s", msg)
	})
	c, err := capture.New(capture.Options{
		Enabled:     true,
		Engine:      eng,
		NoScrub:     !s.ScrubPII.Value,
		SkipMigrate: migrated,
		Spool:       sp,
		QueueSize:   queueSize,
		OnError: func(err error) {
			// Not a failure: how sure the summary's count of spooled
			// calls lost can be (it says "at least").
			var u *capture.SpoolLossUnsure
			if errors.As(err, &u) {
				unsure.add(u)
				return
			}
			// warnUnavailable has said this already, with its fix; the
			// capturer's own retries would only say it again.
			if busy && capture.Busy(err) || readOnly && capture.ReadOnly(err) || published && errors.Is(err, store.ErrPublished) {
				return
			}
			warn(err)
		},
	})
	if err != nil {
		return clikit.Fail(err.Error(), "")
	}

	// Ctrl-C ends a wait for the database (a locked file): what is left
	// goes to the spool at once instead of after --timeout.
	defer context.AfterFunc(ctx, c.StopWaiting)()
	res, readErr := readEvents(ctx, stdin, c, r, newSettingsWatch(r, c, s))
	cctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), o.timeout)
	c.Close(cctx)
	cancel()
	st := c.Stats()
	// why the events wait: the database's last answer decides between a
	// lock to wait for, a full disk to make room on, a read-only database
	// to wait for, a busy one, and an outage — what to do now, even when
	// an earlier batch waited for another reason.
	why := spoolWhyOf(st.DownCause)
	if st.DownCause == nil {
		// No write failed in this run (the circuit stayed open, or
		// Close cut the calls short): the answer at start decides.
		switch {
		case full:
			why = whyFull
		case locked || st.SpooledLocked > 0:
			why = whyLocked
		case readOnly || st.SpooledReadOnly > 0:
			why = whyReadOnly
		case busy:
			why = whyBusy
		case published:
			why = whyPublished
		}
	}
	if startErr == nil && st.Spooled == st.SpooledOutOfTime && (st.Spooled > 0 || st.DownCause == nil) {
		// The database answered at start and took writes until --timeout
		// ran out: it was slow (or the time short), not unavailable. What
		// waits (this run's events, or older ones the drain had no time
		// for) waits for time, not for the database.
		why = whyOutOfTime
	}
	if ctx.Err() != nil && startErr == nil && st.DownCause == nil && why != whyOutOfTime {
		// A signal cut the writes short (StopWaiting) while the
		// database answered and no write had failed: it was not
		// unavailable, and starting it would be the wrong fix.
		why = whyInterrupted
	}
	var waiting int64
	var others []spool.TargetStats
	// uncounted: a signal ended the count of what waits (a huge segment):
	// the run cannot say it left nothing waiting.
	uncounted := false
	if sp != nil {
		sp.Close() // seal this run's segment before counting what waits
		ss, err := readSpoolStats(ctx, sp.Dir(), sp.MaxBytes())
		for _, b := range ss.BadSegments {
			if b.Large {
				r.Warn("%s in the spool %s is %s, more than this run reads: left alone (if a process with a larger %s wrote it, deliver it with that setting)", b.Name, sp.Dir(), b.Why, configplane.EnvSpoolMaxBytes)
				continue
			}
			r.Warn("%s in the spool %s is %s, not a segment evalkit wrote: left alone (move it out of the spool)", b.Name, sp.Dir(), b.Why)
		}
		if err != nil && ctx.Err() != nil {
			// The signal's, not the disk's: say so rather than
			// "context canceled".
			uncounted = true
			err = errors.New("interrupted before it was read through")
		}
		if err == nil {
			waiting, others = splitWaiting(ss, sp.Target(), o.adoptLegacy)
		} else if st.Spooled > 0 {
			// What waits cannot be counted; this run's own spooled events
			// may: never say nothing waits (exit 0) when some may. The
			// late deliveries may have been older calls, not these.
			waiting = st.Spooled - st.Delayed - st.DelayedFiltered
			if waiting <= 0 {
				waiting = st.Spooled
			}
			r.Warn("cannot count what waits in the spool %s (%s): assuming up to %d of this run's spooled events still wait", sp.Dir(), r.Mask(err.Error()), waiting)
		} else {
			r.Warn("cannot count what waits in the spool %s (%s)", sp.Dir(), r.Mask(err.Error()))
		}
	}
	// Another run held the spool's drain (runs started together after an
	// outage): what waits is being delivered by it. When this run spooled
	// nothing, none of it is this run's, and nothing of this run waits.
	ownWaiting := waiting
	if st.SpoolBusy && st.Spooled == 0 {
		ownWaiting = 0
	}
	r.Say("%s", summary(target, res, st, waiting, others, why, unsure.get()))
	switch {
	case sp != nil && st.SpoolNoSpace && (waiting > 0 || st.SpoolDropped > 0):
		// The spool's own disk, not the database: waiting for the
		// database would not help.
		r.Hint("%s", spoolFullHint(waiting, sp.Dir()))
	case waiting > 0 && ownWaiting == 0:
		r.Hint("%s in %s, spooled by earlier runs, none of them this run's: another eval-capture was delivering the spool (only one run delivers at a time), so this run left them to it; what it has no time for, the next eval-capture delivers, exactly once (eval-capture </dev/null delivers them without new events)",
			waitText(waiting), sp.Dir())
	case waiting > 0 && why == whyFull:
		r.Hint("%s in %s; %s", waitText(waiting), sp.Dir(), fullFix(s.Target.Path))
	case waiting > 0 && why == whyReadOnly:
		r.Hint("%s in %s; they are delivered, exactly once, by the next eval-capture once %s takes writes again: %s (eval-capture </dev/null then delivers them without new events)",
			waitText(waiting), sp.Dir(), target, readOnlyFix(cmp.Or(st.DownCause, startErr)))
	case waiting > 0 && why == whyBusy:
		r.Hint("%s in %s; they are delivered, exactly once, by the next eval-capture: %s (eval-capture </dev/null then delivers them without new events)",
			waitText(waiting), sp.Dir(), busyFix)
	case waiting > 0 && why == whyPublished:
		r.Hint("%s in %s; they are delivered, exactly once, by the eval-capture --subscribers-ready that adopts the brain once its subscribers are ready: %s",
			waitText(waiting), sp.Dir(), publishedFix(cmp.Or(st.DownCause, startErr)))
	case waiting > 0 && why == whyOutOfTime:
		r.Hint("%s in %s; %s answered, but --timeout %s ran out before it took them (it was slow, or its writes waited on a lock another session holds: eval-doctor names it); they are delivered, exactly once, by the next eval-capture (eval-capture </dev/null delivers them without new events); a longer --timeout gives this run more time",
			waitText(waiting), sp.Dir(), target, o.timeout)
	case waiting > 0 && why == whyInterrupted:
		r.Hint("%s in %s; %s answered, but the interruption came before it took them; they are delivered, exactly once, by the next eval-capture (eval-capture </dev/null delivers them without new events)",
			waitText(waiting), sp.Dir(), target)
	case waiting > 0 && why == whyLocked:
		r.Hint("%s in %s; they are delivered, exactly once, by the next eval-capture once the process that holds %s locked has let go of it: wait for it to finish, or stop it (eval-capture </dev/null then delivers them without new events)",
			waitText(waiting), sp.Dir(), target)
	case waiting > 0:
		r.Hint("%s in %s; they are delivered, exactly once, by the next eval-capture once the database answers (eval-capture </dev/null delivers them without new events)",
			waitText(waiting), sp.Dir())
	}
	for _, t := range others {
		r.Hint("%s", otherHint(t, sp.Dir(), s.Target, sp.Target()))
	}
	switch {
	case st.CapDropped > 0:
		r.Hint("the spool's cap (%.1f MiB, %s) dropped the oldest spooled calls to make room; a larger cap (%s=BYTES, or %s in config.json) keeps more of a long outage",
			float64(sp.MaxBytes())/(1<<20), s.Spool.Source, configplane.EnvSpoolMaxBytes, configplane.KeySpoolMaxBytes)
	case st.SpoolCapRefused > 0:
		r.Hint("the spool's cap (%.1f MiB, %s) was reached while the older calls in it were being delivered or still written, so none could be dropped to make room; a larger cap (%s=BYTES, or %s in config.json) keeps more of a long outage",
			float64(sp.MaxBytes())/(1<<20), s.Spool.Source, configplane.EnvSpoolMaxBytes, configplane.KeySpoolMaxBytes)
	}

	if uncounted && readErr == nil {
		return clikit.Interrupted("interrupted after stdin had ended, before the spool was read through: what waits in it is delivered, exactly once, by the next eval-capture (eval-capture </dev/null)", "")
	}
	return outcome(ctx.Err() != nil, readErr, res, st, ownWaiting)
}

// outcome is the run's error (and so its exit code) once the summary is
// said; waiting counts what waits in the spool for this run (not what
// another run is delivering). A signal after stdin had ended (during the last writes or the
// delivery from the spool) stopped no reading: the outcome decides, and a
// run that still finished everything ends 0.
func outcome(signalled bool, readErr error, res readResult, st capture.Stats, waiting int64) error {
	switch {
	case signalled && readErr != nil:
		return clikit.Interrupted("interrupted: stopped reading stdin", "")
	case readErr != nil:
		return clikit.Fail("reading stdin: "+readErr.Error(), "")
	case signalled && waiting > 0:
		return clikit.Interrupted(fmt.Sprintf("interrupted after stdin had ended: %d still waiting in the spool", waiting), "")
	case res.malformed > 0 || st.Captured+st.Filtered+st.Spooled != int64(res.events) || st.Undelivered > 0 || st.SpoolLost > 0 || st.CapDropped > 0:
		return clikit.Silent(clikit.ExitFailure) // the summary said what
	case waiting > 0:
		return clikit.Silent(exitSpooled)
	}
	return nil
}

// damagedHint follows store.ErrDamaged: the file answers, but is no
// SQLite database (or a damaged one); the spool cannot help. The fix is
// dial's, the doctor's too.
func damagedHint(t configplane.Target) string {
	return fmt.Sprintf("nothing was read from stdin; %s is damaged or is not an SQLite database: %s", t.Path, dial.DamagedFix(t))
}

// warnRefusingTable says, before the first event, when the brain's
// eval_candidates will refuse (or drop) every row capture writes while
// modusbrain's own INSERT goes through: an INSERT rule on it (probe 12 #4).
// Each call is then lost as reason other, one failure row each; the warning
// names the cause where the summary only counts them. eval-doctor's writer
// check says the same, with the fix.
func warnRefusingTable(ctx context.Context, r *clikit.Runtime, eng store.Engine, target string) {
	ri, ok := eng.(interface {
		ConflictRules(ctx context.Context) ([]string, error)
	})
	if !ok {
		return
	}
	rctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	if names, err := ri.ConflictRules(rctx); err == nil && len(names) > 0 {
		r.Warn("%s: eval_candidates has an INSERT rule (%s), on which PostgreSQL refuses capture's INSERT … ON CONFLICT (0A000) or drops its rows: every event of this run is lost as reason other; eval-doctor's writer check names the fix",
			target, strings.Join(names, ", "))
	}
}

// warnRecreated says which of evalkit's tables the migration had to make
// again in its own file: their rows are gone, and only a backup has them.
func warnRecreated(r *clikit.Runtime, eng store.Engine, target string) {
	rc, ok := eng.(store.Recreator)
	if !ok {
		return
	}
	if t := rc.Recreated(); len(t) > 0 {
		r.Warn("%s: %s was missing though evalkit's ledger says it created it (dropped by hand, or a partial restore): recreated empty, so capture and the spool's deliveries go on; "+
			"the rows it held are gone, and new rows may reuse their ids: a backup of the file taken before the loss is the only copy of them",
			target, strings.Join(t, " and "))
	}
}

// storePlaceHint is the fix for a SQLite store that cannot be created or
// opened where it is named (an unwritable home, a directory that does not
// exist), "" for other errors.
func storePlaceHint(t configplane.Target, err error) string {
	dir := filepath.Dir(t.Path)
	if _, serr := os.Stat(dir); errors.Is(serr, fs.ErrNotExist) {
		dir = filepath.Dir(dir) // where the missing directory is made
	}
	switch {
	case errors.Is(err, fs.ErrPermission):
		return "nothing was read from stdin; this user cannot create or write " + t.Path + ": make " + dir +
			" writable by this user, or name a store elsewhere (" + configplane.EnvSQLitePath + "=<file>, or evalkit.sqlite_path in config.json)"
	case errors.Is(err, fs.ErrNotExist):
		return "nothing was read from stdin; create the directory if " + t.Path + " (" + t.Source + ") is right, or correct the path"
	}
	return ""
}

// lockedHint follows store.ErrLocked when no spool can keep the events:
// the database is fine, only held by another process.
const lockedHint = "nothing was read from stdin; run the same command again once that process has let go of the file"

// warnUnavailable says that the database is down (or its file locked by
// another process, on a full file system, or read-only) and where the
// events go meanwhile.
func warnUnavailable(r *clikit.Runtime, target, path string, err error, sp *spool.Spool) {
	if errors.Is(err, store.ErrFull) {
		r.Warn("%s cannot be written: %v; events go to the spool at %s; %s", target, store.ErrFull, sp.Dir(), fullFix(path))
		return
	}
	if errors.Is(err, fs.ErrNotExist) && errors.Is(err, store.ErrBadURL) {
		// A file the URL names (sslrootcert, sslcert, sslkey) is not
		// there yet: nothing was tried on the network, and the database
		// may be up. The events wait under the database's own identity,
		// which no TLS file changes, so they are delivered once it is.
		var pe *fs.PathError
		file := "a file the URL names"
		if errors.As(err, &pe) {
			file = pe.Path
		}
		r.Warn("%s cannot be tried: the driver cannot read the URL, because %s does not exist (nothing was tried on the network); events go to the spool at %s and are delivered once it does (eval-capture </dev/null delivers them without new events)",
			target, file, sp.Dir())
		return
	}
	if capture.ReadOnly(err) {
		r.Warn("%s takes no writes now; events go to the spool at %s and are delivered once it does: %s", target, sp.Dir(), readOnlyFix(err))
		return
	}
	if capture.Busy(err) {
		r.Warn("%s answers, but is busy; events go to the spool at %s: %s", target, sp.Dir(), busyFix)
		return
	}
	if pe, ok := errors.AsType[*store.PublishedError](err); ok {
		r.Warn("%s; events go to the spool at %s", pe.Why, sp.Dir())
		return
	}
	if errors.Is(err, store.ErrLocked) {
		r.Warn("%s is locked by another process; events go to the spool at %s and are delivered once that process lets go of the file (wait for it to finish, or stop it)", target, sp.Dir())
		return
	}
	if why, fix, ok := dial.Refused(err); ok {
		// It answered, and no wait makes it take the connection.
		r.Warn("%s refused the connection: %s; events go to the spool at %s and wait there until this is fixed: %s", target, why, sp.Dir(), fix)
		return
	}
	if why, fix, ok := dial.ConnLimit(err); ok {
		// Up and at the right address: waiting for it to "answer" is not
		// the advice.
		r.Warn("%s refused the connection: %s; events go to the spool at %s until a connection is free: %s", target, why, sp.Dir(), fix)
		return
	}
	var ce *clikit.Error
	if errors.As(err, &ce) && ce.Err != nil {
		err = ce.Err // the cause, not "cannot open <target>" again
	}
	r.Warn("%s is unavailable (%s); events go to the spool at %s until it answers", target, r.Mask(err.Error()), sp.Dir())
}

// fullFix says what to do when the database's file system is full: the
// database answers, so waiting for it would never help.
func fullFix(path string) string {
	dir := filepath.Dir(path)
	return fmt.Sprintf("%s is on a full file system (%v, SQLITE_FULL): make room on the file system that holds %s (df -h %s shows it); the next eval-capture then delivers them, exactly once (eval-capture </dev/null delivers them without new events)", path, store.ErrFull, dir, dir)
}

// spoolFullHint is the advice when the spool's file system is full: what
// the spool cannot keep is lost, and a drain may need room for its
// bookkeeping (it deletes what it delivered, which frees room).
func spoolFullHint(waiting int64, dir string) string {
	h := fmt.Sprintf("the file system that holds the spool %s is full: make room on it (df -h %s shows it), or what the spool cannot keep is lost", dir, dir)
	if waiting > 0 {
		h += fmt.Sprintf("; %s there, delivered, exactly once, by the next eval-capture once the database answers and that file system has room (eval-capture </dev/null delivers them without new events)", waitText(waiting))
	}
	return h
}

// readOnlyFix is what ends the read-only refusal err: the engine's word
// when the cause is evalkit's own connection settings (PGOPTIONS, the
// URL's options: store.ReadOnlyCause), else readOnlyWait.
func readOnlyFix(err error) string {
	if c, ok := errors.AsType[*store.ReadOnlyCause](err); ok {
		return c.Why + "; " + c.Fix
	}
	return readOnlyWait
}

// readOnlyWait is what ends a read-only database's refusals. The brain is
// modusbrain's: the advice is to wait for it, never to move anything off it.
const readOnlyWait = "it is read-only (default_transaction_read_only is on, as during maintenance, or the URL reaches a standby in recovery); " +
	"wait until the maintenance or the failover is over, or, if this URL reaches a standby of the brain, run eval-capture with its primary's URL"

// publishedFix is the fix a *store.PublishedError carries (err wraps
// one): the statements for the subscribers, then the adoption.
func publishedFix(err error) string {
	if pe, ok := errors.AsType[*store.PublishedError](err); ok {
		return pe.Fix
	}
	return "eval-doctor's replication check names the publications, the slots and the statements to run on each subscriber first"
}

// busyFix says why a busy brain's events wait and what clears it. The
// brain is modusbrain's: nothing to change there, only a session to end.
const busyFix = "evalkit's one-time schema change (adopting the brain's eval tables) waited for another session — " +
	"a transaction left open anywhere in the database (pg_stat_activity: state 'idle in transaction', or an old xact_start), " +
	"or a lock on the eval tables — and gave up rather than make modusbrain's writers queue behind it; the next eval-capture tries again"

// spoolWhy is why events went to the spool, as the summary and the hint
// word it.
type spoolWhy int

// spoolWhyOf is the reason a database failure gives.
func spoolWhyOf(err error) spoolWhy {
	switch {
	case errors.Is(err, store.ErrFull):
		return whyFull
	case errors.Is(err, store.ErrLocked):
		return whyLocked
	case capture.ReadOnly(err):
		return whyReadOnly
	case capture.Busy(err):
		return whyBusy
	case errors.Is(err, store.ErrPublished):
		return whyPublished
	}
	return whyDown
}

const (
	whyDown        spoolWhy = iota // the database did not answer
	whyLocked                      // another process holds the SQLite file's lock
	whyFull                        // the database's file system is full
	whyReadOnly                    // the database answers but takes no writes
	whyBusy                        // evalkit's schema change waited for another session and gave up
	whyPublished                   // evalkit's schema change would stop the brain's logical replicas
	whyOutOfTime                   // the database took writes, but --timeout ran out first
	whyInterrupted                 // the database answered, but a signal cut the writes short
)

// openSpool opens the spool under the evalkit home, for this run's
// database: only its records are delivered (and legacy records with
// --adopt-legacy-spool). Without one (no home, or it cannot be created)
// capture runs as before: what the database cannot take is lost and
// becomes failure rows.
func (o *options) openSpool(r *clikit.Runtime, s *configplane.Settings) *spool.Spool {
	cfg := s.Spool
	if cfg.Err != nil {
		r.Warn("%s", r.Mask(cfg.Err.Error()))
	}
	if cfg.Bounded != nil {
		r.Warn("%s", r.Mask(cfg.Bounded.Error()))
	}
	if cfg.Dir == "" {
		return nil
	}
	var once sync.Once
	// The role is part of the identity: it can choose the schema
	// (dial.SpoolIdentity). Records an earlier evalkit spooled without it
	// are adopted like legacy ones.
	id := dial.SpoolIdentity(s.Target)
	sp, err := spool.Open(spool.Options{Dir: cfg.Dir, MaxBytes: cfg.MaxBytes,
		Target: id, AdoptLegacy: o.adoptLegacy, SameTarget: dial.SpoolSameAsTarget(s.Target, o.adoptLegacy),
		OnDamagedState: func(d *spool.StateDamage) { once.Do(func() { warnDamagedState(r, d) }) }})
	if err != nil {
		r.Warn("no spool (%s): events the database cannot take are lost", r.Mask(err.Error()))
		return nil
	}
	return sp
}

// warnDamagedState says, once, that the spool's state.json did not parse
// and was kept aside: what is lost (the counts, not the waiting events) and
// that nothing needs doing by hand.
func warnDamagedState(r *clikit.Runtime, d *spool.StateDamage) {
	r.Warn("the spool's counts of lost calls, %s, were damaged (%v): kept aside as %s, and new counts started; "+
		"the events waiting in the spool are not affected, but the calls it counted as lost (dropped by the cap, torn or corrupt) and had not yet reported are unknown: "+
		"the next delivery records that as one db_down failure row; nothing to repair (delete the kept file once looked at; if it happens again, check the disk: dmesg)",
		d.Path, d.Err, d.Kept)
}

// readSpoolStats counts what waits in the spool, ended by a signal: a
// huge segment is streamed, and a Ctrl-C during it ends the run at once.
// After a signal it still has a moment (statsAfterSignal) — a spool of
// the default cap reads in milliseconds — so the summary of an
// interrupted run still says what waits.
func readSpoolStats(ctx context.Context, dir string, maxBytes int64) (spool.Stats, error) {
	if ctx.Err() != nil {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(context.WithoutCancel(ctx), statsAfterSignal)
		defer cancel()
	}
	return spool.ReadStatsContext(ctx, dir, maxBytes)
}

const statsAfterSignal = 250 * time.Millisecond

// captureOff explains why nothing is captured. The input is still read to
// its end, so the program piping events in never sees a broken pipe.
func captureOff(ctx context.Context, r *clikit.Runtime, stdin io.Reader, s *configplane.Settings) error {
	lines, readErr := countLines(ctx, stdin)
	cfg := s.ConfigPath
	if cfg == "" {
		cfg = "~/.modusbrain/config.json"
	}
	src := s.Capture.Source
	switch {
	case s.HomeErr != nil:
		return clikit.Fail(fmt.Sprintf("capture is off because the settings cannot be trusted: %v; %s ignored", s.HomeErr, plural(lines, "line")),
			// Per command, as the doctor advises: a change in the shell
			// reaches modusbrain too, and which config.json it reads is
			// not evalkit's to move.
			"name the directory that holds the .modusbrain folder by an absolute path for this command, e.g. "+configplane.EnvHome+"=/home/me eval-capture, then run again")
	case s.Config.Err != nil:
		return clikit.Fail(fmt.Sprintf("capture is off because the settings cannot be trusted: %v; %s ignored", s.Config.Err, plural(lines, "line")),
			"fix the file (eval-doctor shows the problem and its place), then run again")
	}
	// Delivering writes to the database, which capture off promises not
	// to do; what waits is said, so it is not forgotten there.
	waiting := ""
	if s.Spool.Dir != "" {
		if ss, err := readSpoolStats(ctx, s.Spool.Dir, s.Spool.MaxBytes); err == nil && ss.Records > 0 {
			waiting = fmt.Sprintf("; %s in the spool (%s) from when capture was on, delivered only with capture on (then eval-capture </dev/null delivers them)",
				waitText(ss.Records), s.Spool.Dir)
		}
	}
	r.Say("%s: capture is off (%s): nothing captured, %s ignored%s", name, src, plural(lines, "line"), waiting)
	if strings.HasPrefix(src, configplane.ConfigFileName+" eval.capture=false") {
		r.Hint("%s in %s wins over %s; set it to true (or remove it) to capture",
			"eval.capture=false", cfg, configplane.EnvContributorMode)
	} else {
		r.Hint("turn it on with export %s=1, or \"eval\": {\"capture\": true} in %s",
			configplane.EnvContributorMode, cfg)
	}
	switch {
	case ctx.Err() != nil && readErr != nil:
		return clikit.Interrupted("interrupted: stopped reading stdin", "")
	case readErr != nil:
		// Nothing was meant to be captured, but input that cannot be read
		// is a mistake worth knowing about (a directory given as stdin).
		return clikit.Fail("reading stdin: "+readErr.Error(), "")
	}
	return nil
}

// splitWaiting separates what waits in the spool for this run's database
// (mine; legacy records too when adopted) from what waits for others.
func splitWaiting(ss spool.Stats, mine string, adopt bool) (waiting int64, others []spool.TargetStats) {
	for _, t := range ss.Targets {
		switch {
		case t.Records == 0:
		case !t.Legacy && dial.SameIdentity(t.Target, mine), t.Legacy && adopt, adopt && dial.RoleNotRecorded(t.Target, mine):
			waiting += t.Records
		default:
			others = append(others, t)
		}
	}
	return waiting, others
}

// waitText is "1 event waits" or "N events wait".
func waitText(n int64) string {
	if n == 1 {
		return "1 event waits"
	}
	return fmt.Sprintf("%d events wait", n)
}

// otherName names the database records wait for: its identity (no
// credentials in it), or what legacy records are.
func otherName(t spool.TargetStats) string {
	if t.Legacy {
		return "a database an older evalkit did not record"
	}
	return t.Target
}

// otherHint says how records waiting for another database get there,
// without moving modusbrain: name that database for one command
// (dial.CommandEnv; configured is this run's target).
func otherHint(t spool.TargetStats, dir string, configured configplane.Target, mine string) string {
	switch {
	case dial.RoleNotRecorded(t.Target, mine):
		return fmt.Sprintf("%s in %s for this database with no role recorded (spooled by an older evalkit); a role can choose the schema the tables are in (\"$user\" in search_path, ALTER ROLE … SET search_path), "+
			"so no run delivers them on its own: run as the role that captured them, eval-capture --adopt-legacy-spool </dev/null (naming that role for the one run when it is not this one: %s eval-capture --adopt-legacy-spool </dev/null)",
			waitText(t.Records), dir, dial.CommandEnv(t.Target, "ROLE", configured))
	case dial.OtherRole(t.Target, mine):
		return fmt.Sprintf("%s in %s for %s: this database as role %s, not this run's role — a role can choose the schema the tables are in, so they are delivered only by a run as that role: %s eval-capture </dev/null",
			waitText(t.Records), dir, t.Target, dial.IdentityUser(t.Target), dial.CommandEnv(t.Target, "USER", configured))
	}
	if t.Legacy {
		return fmt.Sprintf("%s in %s with no database recorded (spooled by an older evalkit); to deliver them into the database they were captured for: eval-capture --adopt-legacy-spool </dev/null if it is the one this run used, else name it for that one run (MODUSBRAIN_DATABASE_URL=… or "+configplane.EnvSQLitePath+"=…)",
			waitText(t.Records), dir)
	}
	return fmt.Sprintf("%s in %s for %s, not this database; they are delivered only there: %s eval-capture </dev/null",
		waitText(t.Records), dir, t.Target, dial.CommandEnv(t.Target, "USER", configured))
}

// lossUnsure adds up the drains' capture.SpoolLossUnsure notices.
type lossUnsure struct {
	mu sync.Mutex
	n  capture.SpoolLossUnsure
}

func (l *lossUnsure) add(u *capture.SpoolLossUnsure) {
	l.mu.Lock()
	l.n.Calls += u.Calls
	l.n.Bytes += u.Bytes
	l.mu.Unlock()
}

func (l *lossUnsure) get() capture.SpoolLossUnsure {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.n
}

// summary is the one line every run that read its input ends with.
// unsure: of st.SpoolLost, the calls that stand for at least one each
// (damage in spool segments that record no count of their records).
func summary(target string, res readResult, st capture.Stats, waiting int64, others []spool.TargetStats, why spoolWhy, unsure capture.SpoolLossUnsure) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: captured %d of %s into %s", name, st.Captured, plural(res.events, "event"), target)
	if len(st.Failed) > 0 {
		var parts []string
		var n int64
		for _, reason := range store.Reasons {
			if k := st.Failed[reason]; k > 0 {
				parts = append(parts, fmt.Sprintf("%s %d", reason, k))
				n += k
			}
		}
		fmt.Fprintf(&b, "; failed %d (%s)", n, strings.Join(parts, ", "))
	}
	// The table owner's filter, not a loss: no failure row, and the run
	// does not fail for it.
	if n := st.Filtered + st.DelayedFiltered; n > 0 {
		fmt.Fprintf(&b, "; %d dropped by %s on eval_candidates", n, cmp.Or(st.FilteredBy, "a trigger"))
		if st.DelayedFiltered > 0 {
			fmt.Fprintf(&b, " (%d of them delivered from the spool)", st.DelayedFiltered)
		}
		b.WriteString(", the table owner's filter: not stored, no failure row")
	}
	switch {
	case st.Spooled > 0 && why == whyFull:
		fmt.Fprintf(&b, "; spooled %d (database or disk is full)", st.Spooled)
	case st.Spooled > 0 && why == whyReadOnly:
		fmt.Fprintf(&b, "; spooled %d (database read-only)", st.Spooled)
	case st.Spooled > 0 && why == whyBusy:
		fmt.Fprintf(&b, "; spooled %d (schema change waiting for another session)", st.Spooled)
	case st.Spooled > 0 && why == whyPublished:
		fmt.Fprintf(&b, "; spooled %d (schema change held back: the brain is published to logical replicas)", st.Spooled)
	case st.Spooled > 0 && why == whyOutOfTime:
		fmt.Fprintf(&b, "; spooled %d (out of time: --timeout ran out before the database took them)", st.Spooled)
	case st.Spooled > 0 && why == whyInterrupted:
		fmt.Fprintf(&b, "; spooled %d (interrupted before the database took them)", st.Spooled)
	case st.Spooled > 0 && why == whyLocked:
		fmt.Fprintf(&b, "; spooled %d (database file locked by another process)", st.Spooled)
	case st.Spooled > 0:
		fmt.Fprintf(&b, "; spooled %d (database unavailable)", st.Spooled)
	}
	// Why the spool could not keep them: its cap (with other processes
	// delivering or writing it, no older calls could be dropped), a full
	// file system, or a disk error (the warning above names it).
	if st.SpoolCapRefused > 0 {
		fmt.Fprintf(&b, "; %d refused by the spool's cap (lost: the spool was full and no older calls could be dropped, being delivered or still written, or the batch alone was larger than the cap)", st.SpoolCapRefused)
	}
	if st.SpoolNoSpaceDropped > 0 {
		fmt.Fprintf(&b, "; %d the spool could not keep (its file system is full)", st.SpoolNoSpaceDropped)
	}
	if n := st.SpoolDropped - st.SpoolCapRefused - st.SpoolNoSpaceDropped; n > 0 {
		fmt.Fprintf(&b, "; %d the spool could not keep (a disk error)", n)
	}
	if st.CapDropped > 0 {
		fmt.Fprintf(&b, "; %s dropped by the spool's cap (lost)", plural(int(st.CapDropped), "spooled call"))
	}
	if st.Delayed > 0 {
		fmt.Fprintf(&b, "; delivered %d late from the spool", st.Delayed)
	}
	switch {
	case waiting > 0 && st.SpoolBusy:
		fmt.Fprintf(&b, "; %d waiting in the spool (another eval-capture is delivering it)", waiting)
	case waiting > 0:
		fmt.Fprintf(&b, "; %d waiting in the spool", waiting)
	}
	if len(others) > 0 {
		var n int64
		var names []string
		for _, t := range others {
			n += t.Records
			names = append(names, otherName(t))
		}
		fmt.Fprintf(&b, "; %d waiting in the spool for %s (%s)", n, map[bool]string{true: "another database", false: "other databases"}[len(others) == 1], strings.Join(names, ", "))
	}
	if n := st.SpoolLost - st.SpoolCountsLost; n > 0 && unsure.Calls > 0 {
		// Never a false exact count: damage in a segment that records
		// no count may have held more calls than its one row each.
		fmt.Fprintf(&b, "; at least %s lost from the spool, possibly more (%s of damaged spool segments that record no count did not read; failure rows written)",
			plural(int(n), "spooled call"), plural(int(unsure.Bytes), "byte"))
	} else if n > 0 {
		fmt.Fprintf(&b, "; %s lost from the spool (failure rows written)", plural(int(n), "spooled call"))
	}
	if st.SpoolCountsLost > 0 {
		b.WriteString("; the lost counts of an unknown number of spooled calls (state.json damaged; a failure row written)")
	}
	if st.Undelivered > 0 {
		fmt.Fprintf(&b, "; %s left no row, not even a failure row", plural(int(st.Undelivered), "event"))
	}
	if res.refused > 0 {
		fmt.Fprintf(&b, "; %s the schema refuses (%s)", plural(res.refused, "line"), lineList(res.refusedLines, res.refused))
	}
	if res.off > 0 {
		fmt.Fprintf(&b, "; %s not captured: config.json turned capture off from line %d", plural(res.off, "line"), res.offFrom)
	}
	if n := res.malformed - res.tooLong; n > 0 {
		fmt.Fprintf(&b, "; %s (%s)", plural(n, "malformed line"), lineList(res.malformedLines, n))
	}
	if res.tooLong > 0 {
		fmt.Fprintf(&b, "; %s over the %d MiB limit (%s)", plural(res.tooLong, "line"), maxLine>>20, lineList(res.tooLongLines, res.tooLong))
	}
	return b.String()
}

// maxListedLines caps the line numbers the summary lists.
const maxListedLines = 10

func lineList(lines []int, total int) string {
	s := make([]string, 0, len(lines))
	for _, l := range lines {
		s = append(s, fmt.Sprint(l))
	}
	out := strings.Join(s, ", ")
	if more := total - len(lines); more > 0 {
		out += fmt.Sprintf(" and %d more", more)
	}
	return out
}

func plural(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return fmt.Sprintf("%d %ss", n, what)
}
