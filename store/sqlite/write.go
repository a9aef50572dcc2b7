package sqlite

import (
	"context"
	"database/sql"
	"errors"
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

// SerialWrites reports that this process's writes run one at a time
// (writeSem): store.SerialWriter.
func (e *Engine) SerialWrites() bool { return !e.readOnly }

// shieldTimeout bounds the work of a write transaction that goes on after
// its caller cancelled: the same bound as a prune batch's.
const shieldTimeout = store.PruneBatchTimeout

// writeTx runs fn in one write transaction and commits it. ctx ends the
// wait for the write lock (another process's BEGIN IMMEDIATE or
// EXCLUSIVE): nothing is written yet. Once the lock is held, fn and COMMIT
// run under work, which ctx's cancellation does not end (bounded by
// shieldTimeout): a caller that gives up never leaves a commit whose
// outcome it cannot know. Hence BEGIN on a connection of its own rather
// than database/sql's Tx, which ends with the context it began with.
func (e *Engine) writeTx(ctx context.Context, op string, fn func(work context.Context, conn *sql.Conn) error) (err error) {
	defer func() { err = e.withCause(err) }()
	if err := e.lockWrites(ctx); err != nil {
		return err
	}
	defer e.unlockWrites()
	work, cancel := context.WithTimeout(context.WithoutCancel(ctx), shieldTimeout)
	defer cancel()
	conn, err := e.db.Conn(ctx)
	if err != nil {
		return wrap(op, err)
	}
	defer conn.Close()
	if _, err := conn.ExecContext(ctx, "BEGIN IMMEDIATE"); err != nil {
		return wrap(op+": begin", err)
	}
	err = fn(work, conn)
	if err == nil {
		if e.beforeCommit != nil {
			e.beforeCommit()
		}
		if _, err = conn.ExecContext(work, "COMMIT"); err != nil {
			err = wrap(op+": commit", err)
		}
	}
	if err != nil {
		// A failed statement or COMMIT can leave the transaction open on a
		// connection that goes back to the pool; without one this fails,
		// harmlessly.
		conn.ExecContext(work, "ROLLBACK")
		return err
	}
	return nil
}

// stampLeadLimit is how far ahead of the clock a committed stamp may lie
// and still raise the next stamp. Stamps stay above such rows so that they
// follow commit order across what this clock does on its own: many commits
// in one microsecond, a small step back (NTP). A row further ahead was not
// stamped by a working clock — the clock was wrong for a while, or another
// program wrote the row — and following it would date every later capture
// in that future; it is left to sort first, and lies outside every window
// until the clock nears its date. A step back of more than this many
// microseconds lets later stamps sort before rows written before it.
const stampLeadLimit = time.Minute

// maxStamp is the last created_at schema v1 can write (RFC 3339 has
// four-digit years): 9999-12-31T23:59:59.999999Z.
var maxStamp = time.Date(9999, 12, 31, 23, 59, 59, 999999000, time.UTC).UnixMicro()

// stamp returns the created_at for a write transaction, in microseconds. It
// runs under the write lock (BEGIN IMMEDIATE) and is strictly greater than
// every committed stamp up to stampLeadLimit ahead of the clock: the wall
// clock normally, newest+1 when the clock stepped back a little or has not
// ticked. That keeps created_at ordered with commit order, which Watermark
// relies on. It never passes maxStamp (only a clock in the year 10000
// would), so every row evalkit writes can be exported.
func (e *Engine) stamp(ctx context.Context, q queryer) (int64, error) {
	floor, err := stampFloor(ctx, q, e.now().UnixMicro())
	if err != nil {
		return 0, err
	}
	return min(floor, maxStamp), nil
}

// stampFloor is the lowest stamp a write committed now may take:
// max(now, newest+1), where newest is the newest committed stamp no more
// than stampLeadLimit ahead of now.
func stampFloor(ctx context.Context, q queryer, now int64) (int64, error) {
	newest, err := newestStamp(ctx, q, now+stampLeadLimit.Microseconds())
	if err != nil {
		return 0, err
	}
	return max(now, newest+1), nil
}

type queryer interface {
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

// newestStampQuery seeks the created_at index backwards from the bound: one
// index lookup.
const newestStampQuery = `SELECT created_at FROM eval_candidates WHERE created_at <= ? ORDER BY created_at DESC LIMIT 1`

// newestStamp is the newest committed stamp at or before notAfter, -1 when
// there is none.
func newestStamp(ctx context.Context, q queryer, notAfter int64) (int64, error) {
	var newest int64
	err := q.QueryRowContext(ctx, newestStampQuery, notAfter).Scan(&newest)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return -1, nil
	case err != nil:
		return 0, wrap("read newest created_at", err)
	}
	return newest, nil
}

const insertCandidate = `INSERT INTO eval_candidates (tool_name, query, retrieved_slugs, retrieved_chunk_ids,
	source_ids, expand_enabled, detail, detail_resolved, vector_enabled, expansion_applied, latency_ms, remote,
	job_id, subagent_id, created_at, evalkit_delivery_key) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
	ON CONFLICT (evalkit_delivery_key) WHERE evalkit_delivery_key IS NOT NULL DO NOTHING`

// InsertCandidates writes rows in one transaction, all or nothing, every row
// stamped with the same created_at under the write lock. IDs and CreatedAt
// are set only once the transaction has committed. A row whose DeliveryKey
// is already stored is skipped and keeps ID 0; so is a row a trigger of the
// table dropped (SELECT RAISE(IGNORE)), which gets Dropped.
func (e *Engine) InsertCandidates(ctx context.Context, rows []store.Candidate) error {
	if len(rows) == 0 {
		return nil
	}
	ids := make([]int64, len(rows))
	var ts int64
	err := e.writeTx(ctx, "insert candidates", func(ctx context.Context, conn *sql.Conn) error {
		var err error
		if ts, err = e.stamp(ctx, conn); err != nil {
			return err
		}
		return insertCandidateRows(ctx, conn, rows, ts, ids)
	})
	if err != nil {
		return err
	}
	at := time.UnixMicro(ts).UTC()
	for i := range rows {
		rows[i].ID, rows[i].CreatedAt, rows[i].Dropped = ids[i], at, ""
		if ids[i] == droppedID {
			rows[i].ID, rows[i].Dropped = 0, "a trigger"
		}
		if rows[i].ID == 0 {
			rows[i].CreatedAt = time.Time{}
		}
	}
	return nil
}

// droppedID marks, in insertCandidateRows' ids, a row a trigger dropped:
// rowids are never negative.
const droppedID = -1

func insertCandidateRows(ctx context.Context, conn *sql.Conn, rows []store.Candidate, ts int64, ids []int64) error {
	stmt, err := conn.PrepareContext(ctx, insertCandidate)
	if err != nil {
		return wrap("insert candidates: prepare", err)
	}
	defer stmt.Close()
	var buf []byte
	for i := range rows {
		r := &rows[i]
		ids[i] = 0 // a retried transaction starts afresh
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
		n, err := res.RowsAffected()
		if err != nil {
			return wrap("insert candidates", err)
		}
		if n == 0 {
			// Already delivered, or the table's own trigger dropped it
			// (RAISE(IGNORE)): no id either way.
			if dropped, err := droppedRow(ctx, conn, r.DeliveryKey); err != nil {
				return err
			} else if dropped {
				ids[i] = droppedID
			}
			continue
		}
		if ids[i], err = res.LastInsertId(); err != nil {
			return wrap("insert candidates", err)
		}
	}
	return nil
}

// droppedRow tells a row that left no change from a stored delivery key:
// one without a key, or whose key is not stored, was dropped by a trigger
// (store.Engine). It reads only when a row left no change.
func droppedRow(ctx context.Context, conn *sql.Conn, key string) (bool, error) {
	if key == "" {
		return true, nil
	}
	var one int
	err := conn.QueryRowContext(ctx, "SELECT 1 FROM eval_candidates WHERE evalkit_delivery_key = ?", key).Scan(&one)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return true, nil
	case err != nil:
		return false, wrap("insert candidates: reading a delivery key", err)
	}
	return false, nil
}

// InsertFailures records lost events in one transaction, all or nothing. A
// zero CreatedAt is stamped with the clock.
func (e *Engine) InsertFailures(ctx context.Context, rows []store.Failure) error {
	if len(rows) == 0 {
		return nil
	}
	now := min(e.now().UnixMicro(), maxStamp)
	ids := make([]int64, len(rows))
	ats := make([]int64, len(rows))
	err := e.writeTx(ctx, "insert failures", func(ctx context.Context, conn *sql.Conn) error {
		stmt, err := conn.PrepareContext(ctx, `INSERT INTO eval_capture_failures (reason, tool_name, sqlstate, detail, created_at)
		VALUES (?, ?, ?, ?, ?)`)
		if err != nil {
			return wrap("insert failures: prepare", err)
		}
		defer stmt.Close()
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
		return nil
	})
	if err != nil {
		return err
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
