package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/modusbrain/evalkit/store"
)

var (
	_ store.Pruner             = (*Engine)(nil)
	_ store.RetentionInspector = (*Engine)(nil)
	_ store.Reclaimer          = (*Engine)(nil)
)

// Both tables age by created_at, INTEGER microseconds (schema.go).
func pruneTable(table string) error {
	if table != store.TableCandidates && table != store.TableFailures {
		return fmt.Errorf("%q is not an eval table", table)
	}
	return nil
}

// CountBefore counts rows older than before (an index range).
func (e *Engine) CountBefore(ctx context.Context, table string, before time.Time) (int64, error) {
	if err := pruneTable(table); err != nil {
		return 0, fmt.Errorf("sqlite count: %w", err)
	}
	var n int64
	// table is one of two fixed names, never input.
	err := e.db.QueryRowContext(ctx, "SELECT count(*) FROM "+table+" WHERE created_at < ?", micros(before)).Scan(&n)
	return n, wrap("count "+table, err)
}

// pruneBatchTime and pruneGap pace a prune: batches aim at 75 ms of
// holding the write lock (the library aims at 80% of it), and callers pause
// 30 ms, holding no lock, after each full batch. A writer in another process polls the lock through
// SQLite's busy handler, sleeping 1, 2, 5, 10, 15, 20, 25, 25, 25 ms
// between tries (then 50, then 100): whenever it starts waiting, a 30 ms
// pause within about 100 ms of that contains one of its tries, so it waits
// about a batch and a pause, not a whole prune. Writers in this process
// queue on the engine's semaphore instead, first come first served.
const (
	pruneBatchTime = 75 * time.Millisecond
	pruneGap       = 30 * time.Millisecond
)

// PrunePace is the pace above; the prune library asks for it.
func (e *Engine) PrunePace() (batch, gap time.Duration) { return pruneBatchTime, pruneGap }

// A batch is a read that finds the (limit+1)th oldest time in the range
// from `from` (the created_at index, no lock), then one BEGIN IMMEDIATE
// transaction that deletes the rows before it by an index range, each row
// read once. (Deleting "WHERE id IN (SELECT id … ORDER BY created_at
// LIMIT n) RETURNING created_at" took 2.4 times as long per row.)
const (
	pruneUpperSQL = `SELECT created_at FROM %s WHERE created_at >= ?1 AND created_at < ?2 ORDER BY created_at LIMIT 1 OFFSET ?3`
	pruneRangeSQL = `DELETE FROM %s WHERE created_at >= ?1 AND created_at < ?2`
	pruneTieSQL   = `DELETE FROM %s WHERE created_at = ?1`
)

// PruneBatch deletes at most limit of the oldest rows in [from, before):
// the rows before the (limit+1)th oldest one's time, holding the write
// lock for that one DELETE only. A tie of more than limit rows at from
// (every row of one capture batch shares its stamp) is deleted whole.
// Callers pause PruneGap between batches.
func (e *Engine) PruneBatch(ctx context.Context, table string, from, before time.Time, limit int) (int64, time.Time, error) {
	op := "prune " + table
	if err := pruneTable(table); err != nil {
		return 0, time.Time{}, fmt.Errorf("sqlite %s: %w", op, err)
	}
	if e.readOnly {
		return 0, time.Time{}, &Error{Op: op, State: stateReadOnly, Err: errReadOnly}
	}
	if limit < 1 {
		return 0, time.Time{}, fmt.Errorf("sqlite %s: batch limit %d is not positive", op, limit)
	}
	lo, hi := lowerBound(from), micros(before)
	var upper int64
	err := e.db.QueryRowContext(ctx, fmt.Sprintf(pruneUpperSQL, table), lo, hi, limit).Scan(&upper)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		n, err := e.pruneOnce(ctx, op, fmt.Sprintf(pruneRangeSQL, table), lo, hi)
		return n, time.Time{}, err // the last batch
	case err != nil:
		return 0, time.Time{}, wrap(op, err)
	case !from.IsZero() && upper == lo:
		n, err := e.pruneOnce(ctx, op, fmt.Sprintf(pruneTieSQL, table), lo)
		return n, from, err
	}
	n, err := e.pruneOnce(ctx, op, fmt.Sprintf(pruneRangeSQL, table), lo, upper)
	return n, time.UnixMicro(upper).UTC(), err
}

// pruneOnce runs stmt in one write transaction (writeTx): a cancelled ctx
// ends a wait for the lock with nothing deleted; once it deletes, it runs
// to its end (store.Pruner's contract).
func (e *Engine) pruneOnce(ctx context.Context, op, stmt string, args ...any) (int64, error) {
	var n int64
	err := e.writeTx(ctx, op, func(ctx context.Context, conn *sql.Conn) error {
		res, err := conn.ExecContext(ctx, stmt, args...)
		if err != nil {
			return wrap(op, err)
		}
		if n, err = res.RowsAffected(); err != nil {
			return wrap(op, err)
		}
		return nil
	})
	return n, err
}

// TableStats counts each table exactly (SQLite keeps no estimate; the
// count walks the smaller created_at index) and reads its oldest row. Bytes
// is the table's and its indexes' pages when SQLite's dbstat table is
// available, else 0.
func (e *Engine) TableStats(ctx context.Context) ([]store.TableStat, error) {
	var out []store.TableStat
	for _, table := range store.Tables {
		s := store.TableStat{Table: table, Exact: true}
		var oldest sql.NullInt64
		err := e.db.QueryRowContext(ctx, "SELECT count(*), min(created_at) FROM "+table).Scan(&s.Rows, &oldest)
		if err != nil {
			return nil, wrap("table stats", err)
		}
		if oldest.Valid {
			s.Oldest = time.UnixMicro(oldest.Int64).UTC()
		}
		var bytes sql.NullInt64
		if err := e.db.QueryRowContext(ctx, `SELECT sum(pgsize) FROM dbstat WHERE name = ?1
			OR name IN (SELECT name FROM sqlite_schema WHERE type = 'index' AND tbl_name = ?1)`, table).Scan(&bytes); err == nil {
			s.Bytes = bytes.Int64
		}
		out = append(out, s)
	}
	return out, nil
}

// Space reads the free pages and the auto_vacuum mode. evalkit creates
// its files with SQLite's default, auto_vacuum=none: freed pages are
// reused by later inserts, and only VACUUM shrinks the file.
func (e *Engine) Space(ctx context.Context) (store.Space, error) {
	var free, count, size, mode int64
	for _, q := range []struct {
		pragma string
		dst    *int64
	}{{"freelist_count", &free}, {"page_count", &count}, {"page_size", &size}, {"auto_vacuum", &mode}} {
		if err := e.db.QueryRowContext(ctx, "PRAGMA "+q.pragma).Scan(q.dst); err != nil {
			return store.Space{}, wrap("space", err)
		}
	}
	return store.Space{FreeBytes: free * size, FileBytes: count * size, Incremental: mode == 2}, nil
}

// ReclaimBatch runs PRAGMA incremental_vacuum over at most maxBytes of free
// pages in one BEGIN IMMEDIATE transaction, when the file's auto_vacuum is
// incremental; otherwise it does nothing and returns 0.
func (e *Engine) ReclaimBatch(ctx context.Context, maxBytes int64) (_ int64, err error) {
	defer func() { err = e.withCause(err) }()
	if e.readOnly {
		return 0, &Error{Op: "reclaim", State: stateReadOnly, Err: errReadOnly}
	}
	before, err := e.Space(ctx)
	if err != nil || !before.Incremental || before.FreeBytes == 0 {
		return 0, err
	}
	var size int64
	if err := e.db.QueryRowContext(ctx, "PRAGMA page_size").Scan(&size); err != nil {
		return 0, wrap("reclaim", err)
	}
	pages := max(maxBytes/size, 1)
	if err := e.lockWrites(ctx); err != nil {
		return 0, err
	}
	defer e.unlockWrites()
	tx, err := e.db.BeginTx(ctx, nil)
	if err != nil {
		return 0, wrap("reclaim: begin", err)
	}
	defer tx.Rollback()
	// incremental_vacuum runs its steps as the statement is stepped:
	// draining the rows runs it to the end.
	rows, err := tx.QueryContext(ctx, fmt.Sprintf("PRAGMA incremental_vacuum(%d)", pages))
	if err != nil {
		return 0, wrap("reclaim", err)
	}
	for rows.Next() {
	}
	if err := rows.Close(); err != nil {
		return 0, wrap("reclaim", err)
	}
	if err := tx.Commit(); err != nil {
		return 0, wrap("reclaim: commit", err)
	}
	after, err := e.Space(ctx)
	if err != nil {
		return 0, err
	}
	return max(before.FreeBytes-after.FreeBytes, 0), nil
}
