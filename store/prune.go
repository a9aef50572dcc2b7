package store

import (
	"context"
	"errors"
	"fmt"
	"time"
)

// The tables retention covers, by their SQL names.
const (
	TableCandidates = "eval_candidates"
	TableFailures   = "eval_capture_failures"
)

// Tables lists both eval tables in the order retention handles them.
var Tables = []string{TableCandidates, TableFailures}

// Pruner is implemented by engines that can delete old rows without
// holding up capture or export (eval-prune). A row's time is created_at in
// eval_candidates and the failures table's timestamp column (ts in a brain
// and in evalkit's tables since version 2, created_at in an evalkit
// version 1 table). Neither method migrates: pruning needs no column
// evalkit adds, so it works on a brain's tables whether or not evalkit has
// adopted them.
type Pruner interface {
	// CountBefore counts the rows of table whose time is before before,
	// exactly (a dry run's answer). It writes nothing. A missing table is
	// ErrNoSchema; a role whose reads row-level security filters is an
	// error wrapping ErrRowSecurity (the count would be a lie).
	CountBefore(ctx context.Context, table string, before time.Time) (int64, error)

	// PruneBatch deletes at most limit of the oldest rows of table whose
	// time is in [from, before) (a zero from is unbounded), in one short
	// transaction of its own, and returns how many it deleted and next:
	// where the following batch starts (pass it as from), zero when the
	// range is exhausted. Starting each batch where the last one ended
	// keeps it from walking past the index entries of rows already
	// deleted, which PostgreSQL keeps until vacuum. A row that commits
	// later with a time below from is left for the next run. A crash
	// loses at most the batch in flight, which rolls back whole.
	// Concurrent inserts are never blocked for longer than one batch.
	// Errors as for CountBefore; a lock another process keeps past the
	// engine's patience is ErrLocked.
	//
	// A cancelled ctx ends the batch at once while it reads where to stop
	// or waits for a lock, returning ctx's error having deleted nothing;
	// an engine may also end a DELETE under way, which then rolls back
	// whole (PostgreSQL), or let it run to its end (SQLite). The COMMIT is
	// never cancelled — that would leave unknown whether the rows are gone —
	// and the batch is bounded by PruneBatchTimeout, so n is always exactly
	// what was deleted.
	PruneBatch(ctx context.Context, table string, from, before time.Time, limit int) (n int64, next time.Time, err error)
}

// PruneBatchTimeout bounds a prune batch that goes on after its caller
// cancelled (see Pruner.PruneBatch).
const PruneBatchTimeout = 30 * time.Second

// PrunePacer is implemented by engines where a prune batch shuts writers
// out (SQLite's single write lock). PrunePace gives the duration a batch
// should aim at and the pause callers leave between full batches, so
// writers of other processes, which poll for the lock, get in.
type PrunePacer interface {
	PrunePace() (batch, gap time.Duration)
}

// ErrRowSecurity means row-level security hides rows of an eval table from
// the connected role, so counts would be short and deletes would skip
// rows. Capture's role (superuser or BYPASSRLS) does not have it.
var ErrRowSecurity = errors.New("row-level security hides rows from this role")

// RowSecurityError is ErrRowSecurity with the role and the table: what
// the fix names.
type RowSecurityError struct {
	Role, Table string
	// Forced: the role owns the table, whose row security is FORCEd, so
	// it applies to the owner too.
	Forced bool
}

func (e *RowSecurityError) Error() string {
	if e.Forced {
		return fmt.Sprintf("row-level security hides rows of %s from role %s (the table's owner, but its row security is FORCEd, so it applies to the owner too, and no policy lets it read)",
			e.Table, e.Role)
	}
	return fmt.Sprintf("row-level security hides rows of %s from role %s (it is neither superuser nor BYPASSRLS nor the table's owner, and no policy lets it read)",
		e.Table, e.Role)
}

// Unwrap makes errors.Is(err, ErrRowSecurity) true.
func (e *RowSecurityError) Unwrap() error { return ErrRowSecurity }

// ReadVisibility is implemented by engines with row-level security
// (PostgreSQL), whose reads return fewer rows, without any error, to a
// role it applies to.
type ReadVisibility interface {
	// CandidatesVisible returns a *RowSecurityError when row-level
	// security applies to the connected role on eval_candidates and no
	// permissive SELECT (or ALL) policy covers the role, so that its
	// reads see none of the rows; nil when the role sees them (or the
	// table is missing: the read then says ErrNoSchema). A policy that
	// does cover the role is taken as the rows it is meant to export.
	// When the question itself fails (a lost connection, a timeout, a
	// privilege the query needs), the error is that failure, neither a
	// *RowSecurityError nor worded as one.
	CandidatesVisible(ctx context.Context) error
}

// TableStat describes one eval table for retention advice.
type TableStat struct {
	Table string
	// Rows is the row count. Exact on SQLite, and on PostgreSQL for a
	// table of up to 100,000 rows (a count bounded by LIMIT and a
	// statement timeout); beyond that, or when the count ran out of time
	// or row-level security would hide rows from it, PostgreSQL's estimate
	// (n_live_tup, else reltuples), never below what was counted. -1 when
	// nothing is known.
	Rows  int64
	Exact bool
	// AtLeast is true when Rows is only a lower bound: the bounded count
	// stopped at its limit and no estimate was larger.
	AtLeast bool
	// Bytes is the space the table and its indexes take (PostgreSQL:
	// pg_total_relation_size); 0 when the engine cannot tell per table.
	Bytes int64
	// Oldest is the time of the oldest row; zero when the table is empty.
	Oldest time.Time
}

// RetentionInspector is implemented by engines that can describe their
// tables' size and age. It only reads; a missing table is ErrNoSchema.
type RetentionInspector interface {
	TableStats(ctx context.Context) ([]TableStat, error)
}

// Space is the free space inside a database file that pruning left.
type Space struct {
	// FreeBytes is space inside the file that no row uses: later inserts
	// reuse it, but the file does not shrink until it is reclaimed.
	FreeBytes int64
	// FileBytes is the size of the database file.
	FileBytes int64
	// Incremental says ReclaimBatch can give FreeBytes back to the file
	// system in short steps (SQLite auto_vacuum=incremental); otherwise
	// only a full VACUUM can, which blocks every writer while it runs.
	Incremental bool
}

// Reclaimer is implemented by engines whose files keep freed space
// (SQLite). PostgreSQL's autovacuum makes deleted rows' space reusable on
// its own; nothing there needs to be called.
type Reclaimer interface {
	Space(ctx context.Context) (Space, error)
	// ReclaimBatch returns at most maxBytes of free space to the file
	// system in one short write transaction and reports how much it
	// returned; 0 when nothing is left or the file cannot do it in steps.
	ReclaimBatch(ctx context.Context, maxBytes int64) (int64, error)
}

// DeleteInspector is implemented by engines whose roles may lack the
// privilege to delete rows (PostgreSQL): eval-prune and the doctor ask
// before a prune meets "permission denied".
type DeleteInspector interface {
	// DeleteAccess says whether the current role may DELETE from those
	// of tables that exist (store.Tables when tables is empty).
	DeleteAccess(ctx context.Context, tables []string) (DeleteAccess, error)
}

// DeleteAccess is the answer of DeleteInspector.DeleteAccess.
type DeleteAccess struct {
	// Role is the current role; Owner the owner of the first table it may
	// not delete from ("" when Denied is empty).
	Role, Owner string
	// Denied are the tables the role lacks DELETE (or the SELECT a prune
	// needs beside it) on.
	Denied []string
	// Why and Fix say it in words, the same for every caller: Fix is the
	// GRANT, to run as the tables' owner.
	Why, Fix string
}

// WriteInspector is implemented by engines whose server may refuse every
// write whatever the privileges (PostgreSQL: a standby in recovery, or
// default_transaction_read_only set for the database or the role):
// eval-prune asks before its DELETE meets "read-only transaction", and a
// dry run says the real run would be refused.
type WriteInspector interface {
	PruneWrites(ctx context.Context) (WriteAccess, error)
}

// WriteAccess is the answer of WriteInspector.PruneWrites.
type WriteAccess struct {
	Role   string // the session's login role, whose settings apply
	Denied bool   // the server would refuse this session's writes
	// Why and Fix say it in words when Denied.
	Why, Fix string
	// Owner is the owner of eval_candidates when the refusal is this
	// role's own setting and another role may write: the one to prune as.
	Owner string
}
