package postgres

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/modusbrain/evalkit/store"
)

// Watermark is WatermarkInfo's time.
func (e *Engine) Watermark(ctx context.Context) (time.Time, error) {
	info, err := e.WatermarkInfo(ctx)
	return info.At, err
}

// WatermarkInfo is WindowEnd with no explicit end and the default wait.
func (e *Engine) WatermarkInfo(ctx context.Context) (store.WatermarkInfo, error) {
	return e.WindowEnd(ctx, store.EndRequest{})
}

// heldNoteAfter: a window end held back less than this is ordinary (a
// writer mid-transaction) and not worth a note; a wait shorter than this
// is not worth one either.
const heldNoteAfter = time.Second

// publishSettle is how long WindowEnd waits after reading the clock before
// it looks at open transactions: a backend stamps now() (its statement's
// start) a few microseconds before it takes its virtualxid lock and
// publishes xact_start, and the pause covers one that was descheduled in
// between (docs/architecture.md, "Window watermark"). On a loaded
// machine a backend can be descheduled there for over 10 ms (CI saw a
// window end go back 10.5 ms with a pause of 5): 20 ms, and WindowEnd
// looks a second time one pause later.
const publishSettle = 20 * time.Millisecond

// Polling for transactions to end starts at pollFirst and backs off to
// pollMax.
const (
	pollFirst = 2 * time.Millisecond
	pollMax   = 100 * time.Millisecond
)

// WindowEnd returns a window end W such that every row stamped before W is
// committed and visible to reads that start later:
//
//   - evalkit's writers stamp under the window lock held shared, so taking
//     it exclusively for an instant and reading clock_timestamp() (T)
//     means every evalkit row before T has committed;
//   - on a standby in recovery none of this sees the primary's writers,
//     nor on a logical subscriber the publisher's: WindowEnd refuses with
//     store.ErrStandby or a *store.SubscriberError (Replica);
//   - writers evalkit does not control (modusbrain's own INSERTs) stamp
//     now(), their transaction's start, with no lock: a transaction open
//     at T may yet commit a row stamped before T. Every open transaction
//     holds a lock on its virtualxid, listed in pg_locks for every role,
//     whatever track_activities says. A transaction whose start can be
//     read (pg_stat_activity.xact_start: this role's sessions, all of them
//     with pg_read_all_stats, track_activities on) and is at or after the
//     end is ignored; one that started before it either holds W at its
//     start (no explicit end) or is waited for (an explicit end is never
//     lowered); one whose start cannot be read is waited for until its
//     virtualxid lock is gone. Prepared transactions of this database
//     (pg_prepared_xacts) hold no virtualxid lock but may still commit:
//     they are waited for too.
//
// Only this database's client sessions matter (a writer of these tables is
// connected to it), but every one of them, whatever its role may insert:
// see clientSessions. A wait longer than req.Wait (or a req.Until later than
// the clock by more than that) is *store.NotSettledError.
func (e *Engine) WindowEnd(ctx context.Context, req store.EndRequest) (store.WatermarkInfo, error) {
	var info store.WatermarkInfo
	wait := req.Wait
	if wait <= 0 {
		wait = store.DefaultWindowWait
	}
	// A standby cannot see the primary's writers at all, nor a logical
	// subscriber the publisher's: no bound read here holds, whatever the
	// clock or an explicit end says.
	if err := e.Replica(ctx); err != nil {
		return info, err
	}
	begun := time.Now()
	t, err := e.lockedClock(ctx)
	if err != nil {
		return info, e.wrap("watermark", err)
	}
	target := t
	explicit := req.Until != nil
	if explicit {
		target = req.Until.UTC()
		for target.After(t) {
			ahead := target.Sub(t)
			if time.Since(begun)+ahead > wait {
				return info, &store.NotSettledError{At: target, Future: true, Clock: t}
			}
			if err := sleep(ctx, ahead); err != nil {
				return info, e.wrap("watermark", err)
			}
			if t, err = e.lockedClock(ctx); err != nil {
				return info, e.wrap("watermark", err)
			}
		}
	}
	info.At = target
	if e.ignoreForeignWriters {
		return info, nil
	}
	if err := sleep(ctx, publishSettle); err != nil {
		return store.WatermarkInfo{}, e.wrap("watermark", err)
	}
	look, err := e.lookSettled(ctx, begun.Add(wait))
	if err != nil {
		return store.WatermarkInfo{}, e.wrap("watermark", err)
	}
	if len(look.starting) > 0 {
		return store.WatermarkInfo{}, notSettled(target, time.Since(begun), look.self, look.starting, nil)
	}
	var waitFor []openTxn
	for _, o := range look.txns {
		switch {
		case o.start == nil:
			waitFor = append(waitFor, o) // its start cannot be read
		case !o.start.Before(target):
			// Started at or after the end: its rows are stamped there too.
		case explicit:
			waitFor = append(waitFor, o)
		case o.start.Before(info.At):
			holdAt(&info, o, t)
		}
	}
	if !explicit {
		// A second look, a pause later: a transaction that stamped its
		// start before the end but was descheduled past the first
		// pause before publishing it shows now, and holds the end.
		if err := sleep(ctx, publishSettle); err != nil {
			return store.WatermarkInfo{}, e.wrap("watermark", err)
		}
		again, err := e.lookOpen(ctx)
		if err != nil {
			return store.WatermarkInfo{}, e.wrap("watermark", err)
		}
		for _, o := range again.txns {
			if o.start != nil && o.start.Before(info.At) {
				holdAt(&info, o, t)
			}
		}
	}
	if len(waitFor) == 0 && len(look.prepared) == 0 {
		return info, nil
	}
	left, prepared, waited, err := e.waitEnded(ctx, waitFor, begun.Add(wait), req.OnWait)
	if err != nil {
		return store.WatermarkInfo{}, e.wrap("watermark", err)
	}
	if len(left)+len(prepared) > 0 {
		return store.WatermarkInfo{}, notSettled(target, time.Since(begun), look.self, left, prepared)
	}
	if waited >= heldNoteAfter {
		info.Waited = fmt.Sprintf("waited %s for %s open at the window end to finish", waited.Round(time.Millisecond), describeAll(waitFor))
	}
	return info, nil
}

// holdAt lowers the end in info to the start of o, an open transaction
// that started before it, with a note when it has been open long (the
// clock read t).
func holdAt(info *store.WatermarkInfo, o openTxn, t time.Time) {
	info.At = o.start.UTC()
	info.HeldBy = ""
	if t.Sub(*o.start) >= heldNoteAfter {
		info.HeldBy = fmt.Sprintf("a transaction open since %s (pid %d, role %q, application %q) may still write rows stamped with its start",
			o.start.UTC().Format(time.RFC3339Nano), o.pid, o.role, o.app)
	}
}

// lockedClock takes the window lock exclusively for an instant and reads
// clock_timestamp(): every evalkit row stamped before it is committed.
func (e *Engine) lockedClock(ctx context.Context) (time.Time, error) {
	var t time.Time
	err := pgx.BeginFunc(ctx, e.pool, func(tx pgx.Tx) error {
		// Writers hold the lock for milliseconds; a minute means one is
		// stuck, and an error says so better than a hang.
		if _, err := tx.Exec(ctx, "SET LOCAL lock_timeout = '60s'"); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, "SELECT pg_advisory_xact_lock($1)", WindowLockKey); err != nil {
			if store.SQLState(err) == "55P03" {
				return fmt.Errorf("a writer has held the window lock (pg_advisory_xact_lock_shared(%d)) for over a minute: %w", WindowLockKey, err)
			}
			return err
		}
		return tx.QueryRow(ctx, "SELECT clock_timestamp()").Scan(&t)
	})
	return t.UTC(), err
}

func sleep(ctx context.Context, d time.Duration) error {
	tm := time.NewTimer(d)
	defer tm.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-tm.C:
		return nil
	}
}

// openTxn is a transaction of another session of this database, open when
// WindowEnd looked.
type openTxn struct {
	pid       int32
	vxid      string
	start     *time.Time // nil: the start cannot be read
	disabled  bool       // the session has track_activities off
	late      bool       // the session was shown idle, its lock seen after
	role, app string
}

// preparedTxn is a prepared transaction of this database.
type preparedTxn struct {
	gid, owner string
	at         time.Time
}

type openLook struct {
	self     string
	txns     []openTxn
	prepared []preparedTxn
	// starting are sessions shown running a statement whose transaction
	// has not published its start nor taken its virtualxid lock yet: the
	// backend has stamped now() (its statement's start, read before the
	// transaction starts) and was descheduled before the lock, for longer
	// than publishSettle. Its rows may be stamped before the end.
	starting []openTxn
}

// clientSessions picks, from pg_stat_activity, the sessions a window end
// counts: every client session of this database with a role, this one
// aside. Server processes are not: autovacuum, parallel workers (their
// leader's transaction is the one listed), walsenders and extensions'
// background workers (modusbrain and its tools write from client
// sessions; a worker that runs SQL, as pg_background does, is not seen).
//
// Whatever its role's privileges: a session whose login role holds no
// INSERT on eval_candidates may still write a row stamped with its
// transaction's start — after SET ROLE to a role it is a member of (a
// NOINHERIT login), through a column-level grant (all modusbrain's INSERT
// needs), a SECURITY DEFINER function, an updatable view or a rule, or a
// GRANT committed while its transaction is open. No privilege test covers
// every such path, and a test on what the session has written so far
// (backend_xid) misses the transaction that has not inserted yet, or whose
// autocommit INSERT waits on a lock, though now() already stamped it. So a
// reader's or a dump's transaction counts too: its start, when it can be
// read, holds the window end back; otherwise it is waited for, bounded by
// the wait (docs/export-contract.md, "Windows"). eval-doctor's windows
// check counts the same sessions.
const clientSessions = `datid = (SELECT oid FROM pg_database WHERE datname = current_database())
  AND pid <> pg_backend_pid() AND usesysid IS NOT NULL
  AND coalesce(backend_type, 'client backend') = 'client backend'`

// sessionsSQL lists the sessions of clientSessions. Sessions of other
// roles show no state nor xact_start unless this role has their privileges
// or pg_read_all_stats; a session with track_activities off shows state
// 'disabled' and no xact_start. In both cases the start is unknown; a
// session is taken to be outside any transaction only when it is shown
// 'idle'.
const sessionsSQL = `
SELECT pid, CASE WHEN state IS NOT NULL AND state <> 'disabled' THEN xact_start END,
       state IS NOT NULL AND state <> 'disabled' AND (xact_start IS NOT NULL OR state = 'idle'), coalesce(state = 'disabled', false),
       coalesce(state NOT IN ('idle', 'disabled') AND xact_start IS NULL, false),
       coalesce(usename::text, ''), coalesce(application_name, ''), current_user::text
FROM pg_stat_activity
WHERE ` + clientSessions

// vxidSQL: the virtualxid each listed backend holds, i.e. its open
// transaction. pg_locks is not filtered by role.
const vxidSQL = `SELECT pid, virtualxid FROM pg_locks
WHERE locktype = 'virtualxid' AND granted AND mode = 'ExclusiveLock' AND pid = ANY($1::int[])`

const preparedSQL = `SELECT gid, coalesce(owner::text, ''), prepared FROM pg_prepared_xacts WHERE database = current_database()`

// lookOpen reads the sessions first and their locks second: a transaction
// whose lock is seen is then the one whose start was read, or a later one
// (which started after the look, so after the end).
func (e *Engine) lookOpen(ctx context.Context) (openLook, error) {
	var l openLook
	type session struct {
		start     *time.Time
		known     bool
		disabled  bool
		starting  bool
		role, app string
	}
	sessions := map[int32]session{}
	var pids []int32
	rows, err := e.pool.Query(ctx, sessionsSQL)
	if err != nil {
		return l, err
	}
	for rows.Next() {
		var pid int32
		var s session
		if err := rows.Scan(&pid, &s.start, &s.known, &s.disabled, &s.starting, &s.role, &s.app, &l.self); err != nil {
			rows.Close()
			return l, err
		}
		sessions[pid] = s
		pids = append(pids, pid)
	}
	if err := rows.Err(); err != nil {
		return l, err
	}
	if l.self == "" {
		if err := e.pool.QueryRow(ctx, "SELECT current_user::text").Scan(&l.self); err != nil {
			return l, err
		}
	}
	if len(pids) > 0 {
		rows, err = e.pool.Query(ctx, vxidSQL, pids)
		if err != nil {
			return l, err
		}
		for rows.Next() {
			var o openTxn
			if err := rows.Scan(&o.pid, &o.vxid); err != nil {
				rows.Close()
				return l, err
			}
			s := sessions[o.pid]
			// Shown idle when its session was read: this transaction
			// began later, or began before the end with its start not
			// yet shown (a backend descheduled in between for longer
			// than publishSettle). Its start is unknown, so it is waited
			// for as a hidden one is; one that began later costs the
			// few milliseconds an INSERT takes.
			o.late = s.known && s.start == nil
			o.start, o.disabled, o.role, o.app = s.start, s.disabled, s.role, s.app
			l.txns = append(l.txns, o)
			delete(sessions, o.pid)
		}
		if err := rows.Err(); err != nil {
			return l, err
		}
	}
	for _, pid := range pids {
		if s, ok := sessions[pid]; ok && s.starting {
			l.starting = append(l.starting, openTxn{pid: pid, late: true, role: s.role, app: s.app})
		}
	}
	l.prepared, err = e.preparedTxns(ctx)
	return l, err
}

// lookSettled is lookOpen until no session it found starting a
// transaction is still between its stamp and its lock: each such session
// is looked at again (its lock then shows, or it has ended) until the
// deadline, after which it is reported as open. Sessions that start later
// than the first look stamp after the end and are not waited for.
func (e *Engine) lookSettled(ctx context.Context, deadline time.Time) (openLook, error) {
	look, err := e.lookOpen(ctx)
	for pause := pollFirst; err == nil && len(look.starting) > 0; pause = min(2*pause, pollMax) {
		if !time.Now().Before(deadline) {
			return look, nil
		}
		if err := sleep(ctx, min(pause, time.Until(deadline))); err != nil {
			return look, err
		}
		before := look.starting
		if look, err = e.lookOpen(ctx); err == nil {
			look.starting = stillStarting(before, look.starting)
		}
	}
	return look, err
}

// stillStarting keeps the sessions of now that were starting before too.
func stillStarting(before, now []openTxn) []openTxn {
	return slices.DeleteFunc(now, func(o openTxn) bool {
		return !slices.ContainsFunc(before, func(b openTxn) bool { return b.pid == o.pid })
	})
}

func (e *Engine) preparedTxns(ctx context.Context) ([]preparedTxn, error) {
	rows, err := e.pool.Query(ctx, preparedSQL)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, func(r pgx.CollectableRow) (preparedTxn, error) {
		var p preparedTxn
		err := r.Scan(&p.gid, &p.owner, &p.at)
		return p, err
	})
}

// waitEnded polls until no transaction of txns holds its virtualxid lock
// and no prepared transaction is left in this database, or until deadline.
// It returns what is still open (nothing when it all ended) and how long
// it waited. The locks are read before the prepared transactions: PREPARE
// lists the transaction in pg_prepared_xacts before it lets go of its
// virtualxid.
func (e *Engine) waitEnded(ctx context.Context, txns []openTxn, deadline time.Time, onWait func(string)) ([]openTxn, []preparedTxn, time.Duration, error) {
	start := time.Now()
	left := txns
	var prepared []preparedTxn
	told := false
	for pause := pollFirst; ; pause = min(2*pause, pollMax) {
		if len(left) > 0 {
			vxids := make([]string, len(left))
			for i, o := range left {
				vxids[i] = o.vxid
			}
			rows, err := e.pool.Query(ctx, `SELECT virtualxid FROM pg_locks
				WHERE locktype = 'virtualxid' AND granted AND mode = 'ExclusiveLock' AND virtualxid = ANY($1::text[])`, vxids)
			if err != nil {
				return nil, nil, 0, err
			}
			held, err := pgx.CollectRows(rows, pgx.RowTo[string])
			if err != nil {
				return nil, nil, 0, err
			}
			left = slices.DeleteFunc(slices.Clone(left), func(o openTxn) bool { return !slices.Contains(held, o.vxid) })
		}
		var err error
		if prepared, err = e.preparedTxns(ctx); err != nil {
			return nil, nil, 0, err
		}
		if len(left) == 0 && len(prepared) == 0 {
			return nil, nil, time.Since(start), nil
		}
		if !time.Now().Before(deadline) {
			return left, prepared, time.Since(start), nil
		}
		if !told && onWait != nil && time.Since(start) >= heldNoteAfter {
			told = true
			onWait(describeWait(left, prepared))
		}
		if err := sleep(ctx, min(pause, time.Until(deadline))); err != nil {
			return nil, nil, 0, err
		}
	}
}

func (o openTxn) String() string {
	s := fmt.Sprintf("pid %d (role %q, application %q)", o.pid, o.role, o.app)
	switch {
	case o.start != nil:
		s += " open since " + o.start.UTC().Format(time.RFC3339Nano)
	case o.disabled:
		s += ", whose session has track_activities off"
	case o.late && o.vxid == "":
		s += ", whose statement has begun and whose transaction has not yet shown its start"
	case o.late:
		s += ", which began as the sessions were read"
	default:
		s += ", whose start this role cannot see"
	}
	return s
}

func (p preparedTxn) String() string {
	return fmt.Sprintf("prepared transaction %q (owner %q, prepared at %s)", p.gid, p.owner, p.at.UTC().Format(time.RFC3339Nano))
}

// describeAll names a few transactions and counts the rest.
func describeAll(txns []openTxn) string {
	var parts []string
	for i, o := range txns {
		if i == 3 {
			parts = append(parts, fmt.Sprintf("and %d more", len(txns)-3))
			break
		}
		parts = append(parts, o.String())
	}
	what := "1 transaction"
	if len(txns) != 1 {
		what = fmt.Sprintf("%d transactions", len(txns))
	}
	return what + " (" + strings.Join(parts, "; ") + ")"
}

func describeWait(txns []openTxn, prepared []preparedTxn) string {
	var parts []string
	if len(txns) > 0 {
		parts = append(parts, describeAll(txns))
	}
	for _, p := range prepared {
		parts = append(parts, p.String())
	}
	return strings.Join(parts, "; ")
}

// notSettled is the error for a wait that ran out, with one fix per cause.
func notSettled(at time.Time, waited time.Duration, self string, txns []openTxn, prepared []preparedTxn) error {
	err := &store.NotSettledError{At: at, Waited: waited}
	var hidden, disabled bool
	for _, o := range txns {
		err.Open = append(err.Open, o.String())
		switch {
		case o.start != nil:
			if err.EarliestKnown.IsZero() || o.start.Before(err.EarliestKnown) {
				err.EarliestKnown = o.start.UTC()
			}
		case o.disabled:
			disabled = true
		case o.late:
		default:
			hidden = true
		}
	}
	for _, p := range prepared {
		err.Open = append(err.Open, p.String())
	}
	if hidden {
		err.Fixes = append(err.Fixes, fmt.Sprintf("let role %q read when other roles' transactions started, so the window can end before them instead of waiting: as a superuser, GRANT pg_read_all_stats TO %s;",
			self, sqlIdent(self)))
	}
	if disabled {
		err.Fixes = append(err.Fixes, "turn track_activities back on, so the window can end before such transactions instead of waiting: as a superuser, ALTER SYSTEM SET track_activities = on; SELECT pg_reload_conf(); (and RESET it wherever ALTER ROLE or ALTER DATABASE set it off)")
	}
	if len(prepared) > 0 {
		gid := sqlLiteral(prepared[0].gid)
		err.Fixes = append(err.Fixes, fmt.Sprintf("resolve the prepared transaction: COMMIT PREPARED %s; or ROLLBACK PREPARED %s;", gid, gid))
	}
	return err
}

// semicolons joins clauses of one message.
func semicolons(parts []string) string { return strings.Join(parts, "; ") }
