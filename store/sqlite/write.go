package sqlite

import (
	"context"
	"database/sql"
	"time"

	"github.com/modusbrain/evalkit/store"
)

func (e *Engine) lockWrites(ctx context.Context) error {
	select {
	case e.writeSem <- struct{}{}:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

func (e *Engine) unlockWrites() { <-e.writeSem }

// stamp returns the created_at for a write transaction, in microseconds. It
// runs under the write lock (BEGIN IMMEDIATE) and is strictly greater than
// every committed stamp: the wall clock normally, last+1 when the clock
// stepped back or has not ticked. That keeps created_at ordered with commit
// order, which Watermark relies on.
func (e *Engine) stamp(ctx context.Context, tx *sql.Tx) (int64, error) {
	last, err := maxCreatedAt(ctx, tx)
	if err != nil {
		return 0, err
	}
	return max(e.now().UnixMicro(), last+1), nil
}

type queryer interface {
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

// maxCreatedAt is the newest committed stamp (an index lookup), -1 when
// the table is empty.
func maxCreatedAt(ctx context.Context, q queryer) (int64, error) {
	var last sql.NullInt64
	if err := q.QueryRowContext(ctx, `SELECT max(created_at) FROM eval_candidates`).Scan(&last); err != nil {
		return 0, wrap("read newest created_at", err)
	}
	if !last.Valid {
		return -1, nil
	}
	return last.Int64, nil
}

const insertCandidate = `INSERT INTO eval_candidates (tool_name, query, retrieved_slugs, retrieved_chunk_ids,
	source_ids, expand_enabled, detail, detail_resolved, vector_enabled, expansion_applied, latency_ms, remote,
	job_id, subagent_id, created_at, evalkit_delivery_key) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
	ON CONFLICT (evalkit_delivery_key) WHERE evalkit_delivery_key IS NOT NULL DO NOTHING`

// InsertCandidates writes rows in one transaction, all or nothing, every row
// stamped with the same created_at under the write lock. IDs and CreatedAt
// are set only once the transaction has committed. A row whose DeliveryKey
// is already stored is skipped and keeps ID 0.
func (e *Engine) InsertCandidates(ctx context.Context, rows []store.Candidate) error {
	if len(rows) == 0 {
		return nil
	}
	if err := e.lockWrites(ctx); err != nil {
		return err
	}
	defer e.unlockWrites()
	tx, err := e.db.BeginTx(ctx, nil)
	if err != nil {
		return wrap("insert candidates: begin", err)
	}
	defer tx.Rollback()
	ts, err := e.stamp(ctx, tx)
	if err != nil {
		return err
	}
	stmt, err := tx.PrepareContext(ctx, insertCandidate)
	if err != nil {
		return wrap("insert candidates: prepare", err)
	}
	defer stmt.Close()
	ids := make([]int64, len(rows))
	var buf []byte
	for i := range rows {
		r := &rows[i]
		// One buffer holds the three arrays; slicing it avoids three
		// allocations per row (database/sql copies the bytes it binds).
		buf = appendStrings(buf[:0], r.RetrievedSlugs)
		n1 := len(buf)
		buf = appendInts(buf, r.RetrievedChunkIDs)
		n2 := len(buf)
		buf = appendStrings(buf, r.SourceIDs)
		res, err := stmt.ExecContext(ctx, r.ToolName, r.Query, string(buf[:n1]), string(buf[n1:n2]), string(buf[n2:]),
			nullBool(r.ExpandEnabled), nullString(r.Detail), nullString(r.DetailResolved),
			boolInt(r.VectorEnabled), boolInt(r.ExpansionApplied), r.LatencyMS, boolInt(r.Remote),
			nullInt(r.JobID), nullInt(r.SubagentID), ts, nullKey(r.DeliveryKey))
		if err != nil {
			return wrap("insert candidates", err)
		}
		if r.DeliveryKey != "" {
			if n, err := res.RowsAffected(); err != nil || n == 0 {
				if err != nil {
					return wrap("insert candidates", err)
				}
				continue // already delivered: ids[i] stays 0
			}
		}
		if ids[i], err = res.LastInsertId(); err != nil {
			return wrap("insert candidates", err)
		}
	}
	if e.beforeCommit != nil {
		e.beforeCommit()
	}
	if err := tx.Commit(); err != nil {
		return wrap("insert candidates: commit", err)
	}
	at := time.UnixMicro(ts).UTC()
	for i := range rows {
		rows[i].ID, rows[i].CreatedAt = ids[i], at
		if ids[i] == 0 {
			rows[i].CreatedAt = time.Time{}
		}
	}
	return nil
}

// InsertFailures records lost events in one transaction, all or nothing. A
// zero CreatedAt is stamped with the clock.
func (e *Engine) InsertFailures(ctx context.Context, rows []store.Failure) error {
	if len(rows) == 0 {
		return nil
	}
	if err := e.lockWrites(ctx); err != nil {
		return err
	}
	defer e.unlockWrites()
	tx, err := e.db.BeginTx(ctx, nil)
	if err != nil {
		return wrap("insert failures: begin", err)
	}
	defer tx.Rollback()
	stmt, err := tx.PrepareContext(ctx, `INSERT INTO eval_capture_failures (reason, tool_name, sqlstate, detail, created_at)
		VALUES (?, ?, ?, ?, ?)`)
	if err != nil {
		return wrap("insert failures: prepare", err)
	}
	defer stmt.Close()
	now := e.now().UnixMicro()
	ids := make([]int64, len(rows))
	ats := make([]int64, len(rows))
	for i := range rows {
		r := &rows[i]
		ats[i] = now
		if !r.CreatedAt.IsZero() {
			ats[i] = r.CreatedAt.UnixMicro()
		}
		res, err := stmt.ExecContext(ctx, string(r.Reason), emptyNull(r.ToolName), emptyNull(r.SQLState), r.Detail, ats[i])
		if err != nil {
			return wrap("insert failures", err)
		}
		if ids[i], err = res.LastInsertId(); err != nil {
			return wrap("insert failures", err)
		}
	}
	if err := tx.Commit(); err != nil {
		return wrap("insert failures: commit", err)
	}
	for i := range rows {
		rows[i].ID, rows[i].CreatedAt = ids[i], time.UnixMicro(ats[i]).UTC()
	}
	return nil
}

func boolInt(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

func nullBool(b *bool) any {
	if b == nil {
		return nil
	}
	return boolInt(*b)
}

func nullString(s *string) any {
	if s == nil {
		return nil
	}
	return *s
}

func nullInt(i *int64) any {
	if i == nil {
		return nil
	}
	return *i
}

func emptyNull(s string) any {
	if s == "" {
		return nil
	}
	return s
}

// nullKey stores an absent delivery key as NULL, which the unique index
// leaves out.
func nullKey(k string) any {
	if k == "" {
		return nil
	}
	return k
}
