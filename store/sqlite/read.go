package sqlite

import (
	"context"
	"database/sql"
	"fmt"
	"math"
	"time"

	"github.com/modusbrain/evalkit/store"
)

// micros converts a window bound to created_at units, rounding up: with
// microsecond stamps, created_at >= t and created_at < t both hold exactly
// when they hold against t rounded up to the next whole microsecond.
func micros(t time.Time) int64 {
	us := t.UnixMicro()
	if t.Nanosecond()%1000 != 0 {
		us++
	}
	return us
}

// lowerBound is the inclusive lower bound in microseconds; a zero time is
// unbounded.
func lowerBound(t time.Time) int64 {
	if t.IsZero() {
		return math.MinInt64
	}
	return micros(t)
}

// The created_at index (whose trailing column is the rowid, id) yields this
// order by walking backwards: no sort, rows flow as they are read.
const streamCandidates = `SELECT id, tool_name, query, retrieved_slugs, retrieved_chunk_ids, source_ids,
	expand_enabled, detail, detail_resolved, vector_enabled, expansion_applied, latency_ms, remote,
	job_id, subagent_id, created_at
FROM eval_candidates
WHERE created_at >= ?1 AND created_at < ?2 AND (?3 = '' OR tool_name = ?3)
ORDER BY created_at DESC, id DESC
LIMIT ?4`

// StreamCandidates calls fn for each row of the window [q.Since, q.Until),
// newest first, as SQLite steps through the index. The *Candidate, its
// slices and pointer fields are reused between calls.
func (e *Engine) StreamCandidates(ctx context.Context, q store.StreamQuery, fn func(*store.Candidate) error) error {
	if q.Limit < 0 {
		return fmt.Errorf("sqlite: stream candidates: negative limit %d", q.Limit)
	}
	limit := q.Limit
	if limit == 0 {
		limit = -1 // SQLite: no limit
	}
	since := int64(math.MinInt64) // unbounded
	if q.Since != nil {
		since = micros(*q.Since)
	}
	rows, err := e.db.QueryContext(ctx, streamCandidates, since, micros(q.Until), q.Tool, limit)
	if err != nil {
		return wrap("stream candidates", err)
	}
	defer rows.Close()

	var (
		c                        store.Candidate
		slugs, chunks, sources   string
		expand, job, subagent    sql.NullInt64
		detail, detailResolved   sql.NullString
		vector, expansion, remot int64
		createdAt                int64
		// The nullable fields point here when set, so a row costs no
		// allocation for them.
		expandV             bool
		detailV, detailResV string
		jobV, subagentV     int64
	)
	for rows.Next() {
		// database/sql notices a cancelled context from another goroutine,
		// which may not run before a fast stream ends: ask each row.
		if err := ctx.Err(); err != nil {
			return fmt.Errorf("sqlite: stream candidates: %w", err)
		}
		if err := rows.Scan(&c.ID, &c.ToolName, &c.Query, &slugs, &chunks, &sources,
			&expand, &detail, &detailResolved, &vector, &expansion, &c.LatencyMS, &remot,
			&job, &subagent, &createdAt); err != nil {
			return wrap("stream candidates: scan", err)
		}
		var bad *store.RowError
		var nSlugs, nChunks, nSources int
		if c.RetrievedSlugs, nSlugs, err = parseStrings(c.RetrievedSlugs, slugs); err != nil {
			bad = &store.RowError{ID: c.ID, Column: "retrieved_slugs", Err: err}
		} else if c.RetrievedChunkIDs, nChunks, err = parseInts(c.RetrievedChunkIDs, chunks); err != nil {
			bad = &store.RowError{ID: c.ID, Column: "retrieved_chunk_ids", Err: err}
		} else if c.SourceIDs, nSources, err = parseStrings(c.SourceIDs, sources); err != nil {
			bad = &store.RowError{ID: c.ID, Column: "source_ids", Err: err}
		}
		if bad != nil {
			if q.OnBadRow == nil {
				return fmt.Errorf("sqlite: stream candidates: %w", bad)
			}
			q.OnBadRow(bad)
			continue
		}
		// JSON arrays have one dimension: only dropped nulls to report.
		c.Cleaned = store.AppendCleaned("", "retrieved_slugs", nSlugs, 1)
		c.Cleaned = store.AppendCleaned(c.Cleaned, "retrieved_chunk_ids", nChunks, 1)
		c.Cleaned = store.AppendCleaned(c.Cleaned, "source_ids", nSources, 1)
		c.ExpandEnabled = nil
		if expand.Valid {
			expandV = expand.Int64 != 0
			c.ExpandEnabled = &expandV
			c.Cleaned = appendBoolNote(c.Cleaned, "expand_enabled", expand.Int64)
		}
		c.Detail = nil
		if detail.Valid {
			detailV = detail.String
			c.Detail = &detailV
		}
		c.DetailResolved = nil
		if detailResolved.Valid {
			detailResV = detailResolved.String
			c.DetailResolved = &detailResV
		}
		c.JobID = nil
		if job.Valid {
			jobV = job.Int64
			c.JobID = &jobV
		}
		c.SubagentID = nil
		if subagent.Valid {
			subagentV = subagent.Int64
			c.SubagentID = &subagentV
		}
		c.VectorEnabled, c.ExpansionApplied, c.Remote = vector != 0, expansion != 0, remot != 0
		c.Cleaned = appendBoolNote(c.Cleaned, "vector_enabled", vector)
		c.Cleaned = appendBoolNote(c.Cleaned, "expansion_applied", expansion)
		c.Cleaned = appendBoolNote(c.Cleaned, "remote", remot)
		c.CreatedAt = time.UnixMicro(createdAt).UTC()
		if err := fn(&c); err != nil {
			return err
		}
	}
	return wrap("stream candidates", rows.Err())
}

// FailureCounts counts failures with created_at >= since by reason, most
// frequent first, ties by reason name (as the PostgreSQL engine).
func (e *Engine) FailureCounts(ctx context.Context, since time.Time) ([]store.FailureCount, error) {
	rows, err := e.db.QueryContext(ctx, `SELECT reason, count(*) FROM eval_capture_failures
		WHERE created_at >= ? GROUP BY reason ORDER BY count(*) DESC, reason`, lowerBound(since))
	if err != nil {
		return nil, wrap("failure counts", err)
	}
	defer rows.Close()
	var out []store.FailureCount
	for rows.Next() {
		var fc store.FailureCount
		var reason string
		if err := rows.Scan(&reason, &fc.Count); err != nil {
			return nil, wrap("failure counts: scan", err)
		}
		fc.Reason = store.Reason(reason)
		out = append(out, fc)
	}
	if err := rows.Err(); err != nil {
		return nil, wrap("failure counts", err)
	}
	return out, nil
}

// CandidateActivity counts rows with created_at >= since and reports the
// newest created_at overall.
func (e *Engine) CandidateActivity(ctx context.Context, since time.Time) (store.Activity, error) {
	var a store.Activity
	var newest sql.NullInt64
	err := e.db.QueryRowContext(ctx, `SELECT (SELECT count(*) FROM eval_candidates WHERE created_at >= ?),
		(SELECT max(created_at) FROM eval_candidates)`, lowerBound(since)).Scan(&a.Rows, &newest)
	if err != nil {
		return store.Activity{}, wrap("candidate activity", err)
	}
	if newest.Valid {
		a.Newest = time.UnixMicro(newest.Int64).UTC()
	}
	return a, nil
}

// appendBoolNote adds to note that a boolean column held an integer other
// than 0 or 1 (a row another program wrote with its CHECK off), read as
// true as SQLite itself reads it: an adjustment the export reports like
// any other (docs/export-contract.md), never a silent one.
func appendBoolNote(note, column string, v int64) string {
	if v == 0 || v == 1 {
		return note
	}
	if note != "" {
		note += "; "
	}
	return note + column + ": an integer other than 0 or 1 read as true"
}
