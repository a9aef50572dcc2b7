package postgres

import (
	"cmp"
	"context"
	"fmt"
	"math/bits"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/modusbrain/evalkit/store"
)

// maxChunk caps rows per INSERT statement (14 parameters each, far below the
// protocol's 65535). Batches are split into a full chunks plus the binary
// decomposition of the remainder, so at most 11 distinct statements are ever
// prepared and cached per connection, whatever the batch sizes.
const (
	maxChunkLog2  = 10
	maxChunk      = 1 << maxChunkLog2
	candidateCols = 14
)

var (
	insertSQLOnce sync.Once
	insertSQL     [maxChunkLog2 + 1]string // index: log2 of the chunk size
)

func buildInsertSQL() {
	const head = `INSERT INTO eval_candidates (tool_name, query, retrieved_slugs, retrieved_chunk_ids, source_ids, ` +
		`expand_enabled, detail, detail_resolved, vector_enabled, expansion_applied, latency_ms, remote, job_id, subagent_id) VALUES `
	for k := range insertSQL {
		n := 1 << k
		var b strings.Builder
		b.WriteString(head)
		p := 1
		for r := range n {
			if r > 0 {
				b.WriteByte(',')
			}
			b.WriteByte('(')
			for c := range candidateCols {
				if c > 0 {
					b.WriteByte(',')
				}
				b.WriteByte('$')
				b.WriteString(strconv.Itoa(p))
				p++
			}
			b.WriteByte(')')
		}
		b.WriteString(" RETURNING id, created_at")
		insertSQL[k] = b.String()
	}
}

// chunkSizes splits n into maxChunk-sized chunks and powers of two.
func chunkSizes(n int) []int {
	var out []int
	for n >= maxChunk {
		out = append(out, maxChunk)
		n -= maxChunk
	}
	for n > 0 {
		c := 1 << (bits.Len(uint(n)) - 1)
		out = append(out, c)
		n -= c
	}
	return out
}

// Empty arrays must be sent as '{}', never NULL (a nil slice encodes as NULL
// and would violate NOT NULL).
var (
	emptyStrings = []string{}
	emptyInt64s  = []int64{}
)

func strs(s []string) []string {
	if s == nil {
		return emptyStrings
	}
	return s
}

func int64s(s []int64) []int64 {
	if s == nil {
		return emptyInt64s
	}
	return s
}

// InsertCandidates writes rows in one transaction that first takes the
// window lock shared, pipelining all INSERT statements in one round trip.
// On success it sets ID and CreatedAt (UTC) on every element.
func (e *Engine) InsertCandidates(ctx context.Context, rows []store.Candidate) error {
	if e.readOnly {
		return fmt.Errorf("postgres insert candidates: %w", ErrReadOnly)
	}
	if len(rows) == 0 {
		return nil
	}
	insertSQLOnce.Do(buildInsertSQL)
	type stamp struct {
		id int64
		at time.Time
	}
	stamps := make([]stamp, 0, len(rows))
	err := pgx.BeginFunc(ctx, e.pool, func(tx pgx.Tx) error {
		b := &pgx.Batch{}
		b.Queue("SELECT pg_advisory_xact_lock_shared($1)", WindowLockKey)
		off := 0
		for _, n := range chunkSizes(len(rows)) {
			args := make([]any, 0, n*candidateCols)
			for i := range rows[off : off+n] {
				r := &rows[off+i]
				args = append(args, r.ToolName, r.Query, strs(r.RetrievedSlugs), int64s(r.RetrievedChunkIDs),
					strs(r.SourceIDs), r.ExpandEnabled, r.Detail, r.DetailResolved, r.VectorEnabled,
					r.ExpansionApplied, r.LatencyMS, r.Remote, r.JobID, r.SubagentID)
			}
			b.Queue(insertSQL[bits.Len(uint(n))-1], args...).Query(func(rs pgx.Rows) error {
				for rs.Next() {
					var s stamp
					if err := rs.Scan(&s.id, &s.at); err != nil {
						return err
					}
					stamps = append(stamps, s)
				}
				return rs.Err()
			})
			off += n
		}
		if err := tx.SendBatch(ctx, b).Close(); err != nil {
			return err
		}
		if e.beforeCommit != nil {
			e.beforeCommit()
		}
		return nil
	})
	if err != nil {
		return e.wrap("insert candidates", err)
	}
	if len(stamps) != len(rows) {
		return fmt.Errorf("postgres insert candidates: %d rows returned for %d inserted", len(stamps), len(rows))
	}
	// Identity values are drawn in VALUES order, so sorting by id restores
	// the input order whatever order RETURNING used.
	slices.SortFunc(stamps, func(a, b stamp) int { return cmp.Compare(a.id, b.id) })
	for i := range rows {
		rows[i].ID = stamps[i].id
		rows[i].CreatedAt = stamps[i].at.UTC()
	}
	return nil
}

// InsertFailures records lost events in one transaction. It uses no
// RETURNING: a role that RLS keeps from reading the table may still insert.
func (e *Engine) InsertFailures(ctx context.Context, rows []store.Failure) error {
	if e.readOnly {
		return fmt.Errorf("postgres insert failures: %w", ErrReadOnly)
	}
	if len(rows) == 0 {
		return nil
	}
	b := &pgx.Batch{}
	for i := range rows {
		r := &rows[i]
		var at *time.Time
		if !r.CreatedAt.IsZero() {
			at = &r.CreatedAt
		}
		b.Queue(`INSERT INTO eval_capture_failures (reason, tool_name, sqlstate, detail, created_at)
			VALUES ($1, nullif($2, ''), nullif($3, ''), $4, coalesce($5::timestamptz, clock_timestamp()))`,
			string(r.Reason), r.ToolName, r.SQLState, r.Detail, at)
	}
	return e.wrap("insert failures", pgx.BeginFunc(ctx, e.pool, func(tx pgx.Tx) error {
		return tx.SendBatch(ctx, b).Close()
	}))
}

// Watermark takes the window lock exclusively for an instant and reads
// clock_timestamp(): every writer that stamped earlier has committed.
func (e *Engine) Watermark(ctx context.Context) (time.Time, error) {
	var w time.Time
	err := pgx.BeginFunc(ctx, e.pool, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, "SELECT pg_advisory_xact_lock($1)", WindowLockKey); err != nil {
			return err
		}
		return tx.QueryRow(ctx, "SELECT clock_timestamp()").Scan(&w)
	})
	if err != nil {
		return time.Time{}, e.wrap("watermark", err)
	}
	return w.UTC(), nil
}
