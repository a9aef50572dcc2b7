package postgres

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5/pgtype"

	"github.com/modusbrain/evalkit/store"
)

var (
	_ store.Pruner             = (*Engine)(nil)
	_ store.RetentionInspector = (*Engine)(nil)
)

// timeColumn is the column a table's rows are aged by: created_at for
// candidates, failureTime's answer for failures (ts, or created_at in an
// evalkit version 1 table no writer has migrated).
func (e *Engine) timeColumn(ctx context.Context, table string) (string, error) {
	switch table {
	case store.TableCandidates:
		return "created_at", nil
	case store.TableFailures:
		return failureTime(ctx, e.pool)
	}
	return "", fmt.Errorf("%q is not an eval table", table)
}

// rowSecurity fails when row-level security filters this role's view of
// table: a count would be short and a delete would skip rows silently.
// A missing table is store.ErrNoSchema (through wrap).
func (e *Engine) rowSecurity(ctx context.Context, table string) error {
	var on *bool
	if err := e.pool.QueryRow(ctx, "SELECT row_security_active($1::text::regclass)", table).Scan(&on); err != nil {
		return err
	}
	if on != nil && *on {
		var role string
		_ = e.pool.QueryRow(ctx, "SELECT current_user::text").Scan(&role)
		return fmt.Errorf("%w: role %s cannot see every row of %s (it is neither superuser nor BYPASSRLS nor, without FORCE, the owner)",
			store.ErrRowSecurity, role, table)
	}
	return nil
}

// CountBefore counts rows older than before with one index range scan.
func (e *Engine) CountBefore(ctx context.Context, table string, before time.Time) (int64, error) {
	op := "count " + table
	col, err := e.timeColumn(ctx, table)
	if err != nil {
		return 0, e.wrap(op, err)
	}
	if err := e.rowSecurity(ctx, table); err != nil {
		return 0, e.wrap(op, err)
	}
	var n int64
	// table and col are fixed names (timeColumn), never input.
	err = e.pool.QueryRow(ctx, fmt.Sprintf("SELECT count(*) FROM %s WHERE %s < $1", table, col),
		pgtype.Timestamptz{Time: before, Valid: true}).Scan(&n)
	return n, e.wrap(op, err)
}

// pruneSQL deletes one batch: the subquery walks the time index from its
// oldest end and stops after $2 rows, and the delete finds them by ctid (a
// TID scan), so the statement touches only the rows it deletes however
// large the table. (The obvious "WHERE id IN (SELECT id ...)" is planned as
// a hash semi join over a sequential scan of the whole table: 350 ms for
// 2,000 rows of 520,000 where this takes 9 ms; docs/prune.md.) A row
// updated between the subquery and the delete — nothing evalkit runs
// updates these tables — fails the recheck and is kept, never mistaken.
// It runs alone, in autocommit: one statement, one short transaction, and
// the row locks it takes are on rows no writer touches (capture only
// inserts), so concurrent inserts never wait for it. A concurrent export
// reads in its own snapshot; its window end is held back by an open
// transaction only while one batch runs (see WatermarkInfo).
const pruneSQL = `WITH d AS (DELETE FROM %[1]s WHERE ctid = ANY (ARRAY(
	SELECT ctid FROM %[1]s WHERE %[2]s >= $1 AND %[2]s < $2 ORDER BY %[2]s LIMIT $3)) RETURNING %[2]s)
SELECT count(*), max(%[2]s) FROM d`

// PruneBatch deletes at most limit of the oldest rows in [from, before).
func (e *Engine) PruneBatch(ctx context.Context, table string, from, before time.Time, limit int) (int64, time.Time, error) {
	op := "prune " + table
	if e.readOnly {
		return 0, time.Time{}, fmt.Errorf("postgres %s: %w", op, ErrReadOnly)
	}
	if limit < 1 {
		return 0, time.Time{}, fmt.Errorf("postgres %s: batch limit %d is not positive", op, limit)
	}
	col, err := e.timeColumn(ctx, table)
	if err != nil {
		return 0, time.Time{}, e.wrap(op, err)
	}
	if err := e.rowSecurity(ctx, table); err != nil {
		return 0, time.Time{}, e.wrap(op, err)
	}
	var n int64
	var newest pgtype.Timestamptz
	err = e.pool.QueryRow(ctx, fmt.Sprintf(pruneSQL, table, col), sinceArg(from), pgtype.Timestamptz{Time: before, Valid: true}, limit).
		Scan(&n, &newest)
	if err != nil {
		return 0, time.Time{}, e.wrap(op, err)
	}
	return n, newest.Time.UTC(), nil
}

// exactRowsUpTo bounds the exact count TableStats falls back to when the
// planner has no estimate yet (a table never analyzed is usually small).
const exactRowsUpTo = 100000

// TableStats reads each table's estimated row count, total size (table,
// indexes, TOAST) and oldest row time (one index probe).
func (e *Engine) TableStats(ctx context.Context) ([]store.TableStat, error) {
	var out []store.TableStat
	for _, table := range store.Tables {
		s := store.TableStat{Table: table}
		col, err := e.timeColumn(ctx, table)
		if err != nil {
			return nil, e.wrap("table stats", err)
		}
		err = e.pool.QueryRow(ctx, `SELECT c.reltuples::bigint, pg_total_relation_size(c.oid) FROM pg_class c
			WHERE c.oid = $1::text::regclass`, table).Scan(&s.Rows, &s.Bytes)
		if err != nil {
			return nil, e.wrap("table stats", err)
		}
		if s.Rows < 0 {
			err = e.pool.QueryRow(ctx, fmt.Sprintf("SELECT count(*) FROM (SELECT 1 FROM %s LIMIT %d) t", table, exactRowsUpTo+1)).Scan(&s.Rows)
			if err != nil {
				return nil, e.wrap("table stats", err)
			}
			s.Exact = s.Rows <= exactRowsUpTo
		}
		var oldest pgtype.Timestamptz
		if err := e.pool.QueryRow(ctx, fmt.Sprintf("SELECT min(%s) FROM %s", col, table)).Scan(&oldest); err != nil {
			return nil, e.wrap("table stats", err)
		}
		if oldest.Valid {
			s.Oldest = oldest.Time.UTC()
		}
		out = append(out, s)
	}
	return out, nil
}
