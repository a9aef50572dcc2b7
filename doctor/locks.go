package doctor

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/modusbrain/evalkit/store"
)

// The doctor's bounds on PostgreSQL (docs/doctor.md#bounds). Capture gives
// up on a database call after about 4 s (eval-capture's 5 s --timeout, less
// Close's margin) and spools: the doctor, asked why at that moment, must
// answer sooner than that for each statement, not wait as long as the lock
// is held. SQLite's equivalent is its busy timeout
// (sqlite.DefaultBusyTimeout), after which the database check fails.
const (
	// LockTimeout is how long one statement of the doctor waits for a lock
	// another session holds (VACUUM FULL, CLUSTER, a migration's ALTER
	// TABLE) before the check that needed it fails and names the lock.
	LockTimeout = time.Second
	// StatementTimeout is how long one statement of the doctor may run.
	// A statement_timeout in the URL the doctor is given wins (the fix of
	// a read that ran out says so).
	StatementTimeout = 10 * time.Second
)

// Tables each check reads, for naming a lock that kept it waiting.
var (
	candidatesTable = []string{"eval_candidates"}
	failuresTable   = []string{"eval_capture_failures"}
	configTable     = []string{"config"}
	evalTables      = []string{"eval_schema_migrations", "eval_candidates", "eval_capture_failures"}
	// insertTables are the tables capture inserts into; the ledger it
	// only reads.
	insertTables = []string{"eval_candidates", "eval_capture_failures"}
)

// timedOut names the bound a PostgreSQL read ran out of ("" when err is
// something else): lock_timeout (55P03) or statement_timeout (57014, which
// is also what a cancelled statement says: not when ctx is done, since
// then the doctor is being interrupted).
func timedOut(ctx context.Context, err error) string {
	if ctx.Err() != nil {
		return ""
	}
	switch store.SQLState(err) {
	case "55P03":
		return "lock_timeout"
	case "57014":
		return "statement_timeout"
	}
	return ""
}

// explainLock turns c, a check whose read failed with err, into a failure
// that names what held the read up, when that was a lock: on PostgreSQL
// the sessions pg_locks shows holding (or queued for) the lock a read of
// tables waits for, read without waiting; on SQLite the process that holds
// the file locked. It reports whether it did; otherwise c is left as it is
// (but for data.timeout). The error stays, as a detail line.
func explainLock(ctx context.Context, eng any, c *Check, capture bool, err error, tables ...string) bool {
	if errors.Is(err, store.ErrDamaged) {
		// SQLITE_CORRUPT deep in a file whose header reads: no retry or
		// grant helps. databaseChecks gives it the damaged-file fix and
		// fails the database check, which the others point at.
		c.Status = Fail
		c.Data["damaged"] = true
		return true
	}
	if errors.Is(err, store.ErrLocked) {
		c.Status = Fail
		c.Data["locked"] = true
		c.Fix = "wait for the process that holds the file locked to finish, or stop it, then run eval-doctor again"
		if capture {
			c.Fix += "; capture's events wait in the spool meanwhile"
		}
		return true
	}
	bound := timedOut(ctx, err)
	if bound == "" {
		return false
	}
	c.Data["timeout"] = bound
	li, ok := eng.(store.LockInspector)
	if !ok {
		return false
	}
	// The read was cancelled, its connection is free: this answers at
	// once (the doctor's own bounds apply to it too).
	locks, lerr := li.TableLocks(ctx, tables)
	if lerr != nil || len(locks) == 0 {
		if bound == "lock_timeout" {
			c.Fix = fmt.Sprintf("a lock another session held kept the read waiting past eval-doctor's lock_timeout (%s) and was gone when it looked: run eval-doctor again", LockTimeout)
		}
		return false
	}
	c.Status = Fail
	c.Data["locked"] = true
	var data []any
	for _, l := range locks {
		data = append(data, lockData(l))
	}
	c.Data["locks"] = data
	waited := fmt.Sprintf("eval-doctor gave up waiting after %s (its lock_timeout)", LockTimeout)
	if bound == "statement_timeout" {
		waited = "a statement_timeout ended eval-doctor's wait"
	}
	c.Message = strings.TrimSuffix(c.Message, ": "+err.Error()) + ": " + lockedWhat(locks) + " — " + locksText(locks) + "; " + waited
	c.Details = append(c.Details, "error: "+err.Error())
	c.Fix = lockFix(locks, capture)
	return true
}

// lockedWhat is "eval_candidates is locked by another session", naming
// every table asked about that is locked.
func lockedWhat(locks []store.TableLock) string {
	var names []string
	sessions := map[int32]bool{}
	for _, l := range locks {
		if !slices.Contains(names, l.Table) {
			names = append(names, l.Table)
		}
		sessions[l.PID] = true
	}
	who := "another session"
	if len(sessions) > 1 {
		who = "other sessions"
	}
	if len(names) == 1 {
		return names[0] + " is locked by " + who
	}
	return strings.Join(names, " and ") + " are locked by " + who
}

// locksText says, per session, what it holds or waits for.
func locksText(locks []store.TableLock) string {
	type key struct {
		pid      int32
		prepared bool
		granted  bool
	}
	var order []key
	rels := map[key][]string{}
	first := map[key]store.TableLock{}
	for _, l := range locks {
		k := key{l.PID, l.PreparedXact, l.Granted}
		if _, seen := first[k]; !seen {
			order = append(order, k)
			first[k] = l
		}
		rel := l.Table
		if l.Relation != "" && l.Relation != l.Table {
			rel = l.Table + "'s index " + l.Relation
		}
		if !slices.Contains(rels[k], rel) {
			rels[k] = append(rels[k], rel)
		}
	}
	var texts []string
	for _, k := range order {
		texts = append(texts, lockText(first[k], rels[k]))
	}
	return strings.Join(texts, "; ")
}

// lockText says who holds or waits for a lock on rels, and what it is
// doing as far as this role may see: pid, lock mode, application_name,
// state, wait, how long its transaction has been open. Never its query.
func lockText(l store.TableLock, rels []string) string {
	var b strings.Builder
	on := " on " + strings.Join(rels, ", ")
	switch {
	case l.PreparedXact:
		b.WriteString("a prepared transaction holds " + l.Mode + on)
	case l.Granted:
		fmt.Fprintf(&b, "pid %d holds %s%s", l.PID, l.Mode, on)
	default:
		fmt.Fprintf(&b, "pid %d waits for %s%s", l.PID, l.Mode, on)
		if len(l.BlockedBy) > 0 {
			b.WriteString(" behind pid " + pidList(l.BlockedBy))
		}
		b.WriteString(", and reads queue behind it")
	}
	var what []string
	if l.Backend != "" {
		what = append(what, l.Backend)
	}
	if l.Application != "" {
		what = append(what, "application "+shortApp(l.Application))
	}
	switch {
	case l.PreparedXact:
	case !l.Visible:
		what = append(what, "what it is doing is hidden from this role")
	default:
		if l.State != "" {
			what = append(what, l.State)
		}
		if l.Wait != "" && l.State == "active" {
			what = append(what, "waiting on "+l.Wait)
		}
		if l.XactAge > 0 {
			what = append(what, "transaction open "+strings.TrimSuffix(ageText(l.XactAge), " ago"))
		}
	}
	if len(what) > 0 {
		b.WriteString(" (" + strings.Join(what, ", ") + ")")
	}
	return b.String()
}

// lockTakers says what takes the locks named: ACCESS EXCLUSIVE, which
// stops reads too, or the weaker ones that stall only writes.
func lockTakers(locks []store.TableLock) string {
	for _, l := range locks {
		if l.Mode != "AccessExclusiveLock" {
			return "CREATE INDEX without CONCURRENTLY, REINDEX, CREATE TRIGGER, LOCK TABLE and a migration's ALTER TABLE " +
				"(modusbrain's own among them) take such locks"
		}
	}
	return "VACUUM FULL, CLUSTER, REINDEX, LOCK TABLE and a migration's ALTER TABLE (modusbrain's own among them) take this lock"
}

func pidList(pids []int32) string {
	var s []string
	for _, p := range pids {
		s = append(s, fmt.Sprint(p))
	}
	return strings.Join(s, ", ")
}

// shortApp bounds an application_name (the server keeps 63 bytes anyway).
func shortApp(s string) string {
	if len(s) > 63 {
		return s[:63] + "…"
	}
	return s
}

func lockData(l store.TableLock) map[string]any {
	m := map[string]any{"table": l.Table, "relation": l.Relation, "pid": l.PID, "mode": l.Mode, "granted": l.Granted,
		"prepared": l.PreparedXact, "visible": l.Visible, "application_name": shortApp(l.Application)}
	blocked := []any{}
	for _, p := range l.BlockedBy {
		blocked = append(blocked, p)
	}
	m["blocked_by"] = blocked
	if l.Backend != "" {
		m["backend_type"] = l.Backend
	}
	if l.Visible {
		m["state"] = l.State
		m["wait_event"] = l.Wait
		if l.XactAge > 0 {
			m["xact_age_seconds"] = int64(l.XactAge / time.Second)
		}
	}
	return m
}

// lockFix says what to do about the locks: wait for them (they are what
// maintenance and migrations take, modusbrain's own included, so it never
// says to end a session: a migration between two statements is idle in its
// transaction too), ask whoever left a transaction open to end it, or
// settle a prepared one; and what capture meets meanwhile.
func lockFix(locks []store.TableLock, capture bool) string {
	var fixes, waitFor, idle []string
	prepared := false
	tables := map[string]bool{}
	for _, l := range locks {
		tables[l.Table] = true
		pid := fmt.Sprint(l.PID)
		switch {
		case l.PreparedXact:
			prepared = true
		case !l.Granted:
			// Queued: what it waits behind is what the read waits for.
			for _, b := range l.BlockedBy {
				if p := fmt.Sprint(b); !slices.Contains(waitFor, p) {
					waitFor = append(waitFor, p)
				}
			}
		case l.Visible && strings.HasPrefix(l.State, "idle in transaction"):
			if !slices.Contains(idle, pid) {
				idle = append(idle, pid)
			}
		case !slices.Contains(waitFor, pid):
			waitFor = append(waitFor, pid)
		}
	}
	if len(waitFor) > 0 || len(idle) == 0 && !prepared {
		who := "the session above"
		if len(waitFor) > 0 {
			who = "pid " + strings.Join(waitFor, ", ")
		}
		fixes = append(fixes, "wait for "+who+" to finish, then run eval-doctor again: "+lockTakers(locks)+", mostly for a short while")
	}
	if len(idle) > 0 {
		fixes = append(fixes, "pid "+strings.Join(idle, ", ")+" holds the lock in a transaction that is idle now: "+
			"the program or person that opened it should end it (COMMIT or ROLLBACK), or let it finish if it is a migration; then run eval-doctor again")
	}
	if prepared {
		fixes = append(fixes, "a prepared transaction holds the lock until it is settled: COMMIT PREPARED or ROLLBACK PREPARED it (SELECT gid FROM pg_prepared_xacts; lists them)")
	}
	switch {
	case !capture:
	case tables["eval_candidates"] || tables["eval_schema_migrations"]:
		fixes = append(fixes, "capture's writes wait on the same lock: its events go to the spool after a few seconds and are delivered once the lock is gone")
	case tables["eval_capture_failures"]:
		fixes = append(fixes, "capture's failure rows wait on the same lock meanwhile")
	}
	if len(tables) == 1 && tables["config"] {
		fixes = append(fixes, "capture never reads the config table: only this check is held up")
	}
	return strings.Join(fixes, ";\n")
}
