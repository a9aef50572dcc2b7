package store

import (
	"context"
	"time"
)

// LockInspector is implemented by engines whose tables another session can
// lock (PostgreSQL). It only reads, and never waits for a lock itself: it
// answers from the server's lock table while the tables are locked.
type LockInspector interface {
	// TableLocks lists the locks that keep a plain read of one of tables
	// (names as the engine resolves them on its search_path, e.g.
	// "eval_candidates", "config"), or of one of their indexes, waiting:
	// ACCESS EXCLUSIVE, the lock VACUUM FULL, CLUSTER, REINDEX, most forms
	// of ALTER TABLE and LOCK TABLE take — held, or queued (a read queues
	// behind it). The caller's own session is left out. Tables that do not
	// exist are skipped.
	TableLocks(ctx context.Context, tables []string) ([]TableLock, error)
	// WriteLocks lists, the same way, the locks that keep an INSERT into
	// one of tables waiting while reads go on: SHARE (CREATE INDEX without
	// CONCURRENTLY), SHARE ROW EXCLUSIVE (CREATE TRIGGER, ADD FOREIGN
	// KEY), EXCLUSIVE and ACCESS EXCLUSIVE — held, or queued (an insert
	// queues behind it too).
	WriteLocks(ctx context.Context, tables []string) ([]TableLock, error)
}

// TableLock is one session's lock on a table, or on one of its indexes.
// It carries what pg_locks and pg_stat_activity show, never query text.
type TableLock struct {
	// Table is the name asked for; Relation the relation locked: the
	// table itself, or one of its indexes.
	Table, Relation string
	// PID is the session's process id; 0 for a prepared transaction
	// (PreparedXact), which holds its locks with no session.
	PID          int32
	PreparedXact bool
	// Mode is the lock mode as pg_locks spells it ("AccessExclusiveLock").
	Mode string
	// Granted: the session holds the lock; otherwise it waits for it,
	// behind BlockedBy (pg_blocking_pids).
	Granted   bool
	BlockedBy []int32
	// Visible: this role may see what the session is doing (its own
	// role's sessions, or pg_read_all_stats); State, Wait and XactAge are
	// empty or zero otherwise.
	Visible bool
	// Application is the session's application_name ("" when unset);
	// Backend its backend_type when it is not a client backend
	// ("autovacuum worker").
	Application, Backend string
	// State is pg_stat_activity's state ("active", "idle in transaction");
	// Wait what it waits on ("Lock:relation"), "" when it does not.
	State, Wait string
	// XactAge is how long its transaction has been open (0 when unknown).
	XactAge time.Duration
}
