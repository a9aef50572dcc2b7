package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"github.com/modusbrain/evalkit/store"
)

// BenchmarkInsert compares, in one run, the engine's batched insert (one
// transaction, one prepared statement) with the reference design's one
// autocommitted INSERT per event, on the same file. It reports rows/s for
// both and the ratio.
func BenchmarkInsert(b *testing.B) {
	for _, batch := range []int{100, 1000} {
		b.Run(fmt.Sprintf("batch=%d", batch), func(b *testing.B) {
			ctx := context.Background()
			e, _ := openTemp(b)
			rows := make([]store.Candidate, batch)
			var batched, single, batchedCPU, singleCPU time.Duration
			for b.Loop() {
				for i := range rows {
					rows[i] = sample(i)
				}
				start, cpu := time.Now(), cpuTime()
				if err := e.InsertCandidates(ctx, rows); err != nil {
					b.Fatal(err)
				}
				batched += time.Since(start)
				batchedCPU += cpuTime() - cpu

				start, cpu = time.Now(), cpuTime()
				for i := range rows {
					if err := insertOne(ctx, e.db, &rows[i]); err != nil {
						b.Fatal(err)
					}
				}
				single += time.Since(start)
				singleCPU += cpuTime() - cpu
			}
			n := float64(b.N * batch)
			b.ReportMetric(n/batched.Seconds(), "batch-rows/s")
			b.ReportMetric(n/single.Seconds(), "single-rows/s")
			b.ReportMetric(single.Seconds()/batched.Seconds(), "speedup-x")
			b.ReportMetric(singleCPU.Seconds()/batchedCPU.Seconds(), "cpu-speedup-x")
			b.ReportMetric(0, "ns/op") // an op is both halves: not a meaningful figure
		})
	}
}

// insertOne is the baseline: one autocommitted INSERT per event, created_at
// from the column default, as the reference implementation does.
func insertOne(ctx context.Context, db *sql.DB, r *store.Candidate) error {
	slugs, _ := json.Marshal(r.RetrievedSlugs)
	chunks, _ := json.Marshal(r.RetrievedChunkIDs)
	sources, _ := json.Marshal(r.SourceIDs)
	_, err := db.ExecContext(ctx, `INSERT INTO eval_candidates (tool_name, query, retrieved_slugs, retrieved_chunk_ids,
		source_ids, expand_enabled, detail, detail_resolved, vector_enabled, expansion_applied, latency_ms, remote,
		job_id, subagent_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		r.ToolName, r.Query, string(slugs), string(chunks), string(sources),
		nullBool(r.ExpandEnabled), nullString(r.Detail), nullString(r.DetailResolved),
		boolInt(r.VectorEnabled), boolInt(r.ExpansionApplied), r.LatencyMS, boolInt(r.Remote),
		nullInt(r.JobID), nullInt(r.SubagentID))
	return err
}

// BenchmarkStream reads a 100 000-row table through StreamCandidates and,
// in the same run, through a straightforward database/sql loop that
// allocates a Candidate per row and decodes the arrays with encoding/json.
func BenchmarkStream(b *testing.B) {
	const n = 100_000
	ctx := context.Background()
	e, _ := openTemp(b)
	rows := make([]store.Candidate, 1000)
	for range n / len(rows) {
		for i := range rows {
			rows[i] = sample(i)
		}
		if err := e.InsertCandidates(ctx, rows); err != nil {
			b.Fatal(err)
		}
	}
	w, err := e.Watermark(ctx)
	if err != nil {
		b.Fatal(err)
	}
	var engine, naive, engineCPU, naiveCPU time.Duration
	var sink int64
	for b.Loop() {
		start, cpu := time.Now(), cpuTime()
		got := 0
		err := e.StreamCandidates(ctx, store.StreamQuery{Until: w}, func(c *store.Candidate) error {
			got++
			sink += c.LatencyMS + int64(len(c.RetrievedSlugs))
			return nil
		})
		if err != nil || got != n {
			b.Fatalf("streamed %d rows: %v", got, err)
		}
		engine += time.Since(start)
		engineCPU += cpuTime() - cpu

		start, cpu = time.Now(), cpuTime()
		if got, err := naiveStream(ctx, e.db, w, func(c *store.Candidate) { sink += c.LatencyMS + int64(len(c.RetrievedSlugs)) }); err != nil || got != n {
			b.Fatalf("naive: %d rows: %v", got, err)
		}
		naive += time.Since(start)
		naiveCPU += cpuTime() - cpu
	}
	total := float64(b.N * n)
	b.ReportMetric(total/engine.Seconds(), "stream-rows/s")
	b.ReportMetric(total/naive.Seconds(), "naive-rows/s")
	b.ReportMetric(naive.Seconds()/engine.Seconds(), "speedup-x")
	b.ReportMetric(total/engineCPU.Seconds(), "stream-cpu-rows/s")
	b.ReportMetric(naiveCPU.Seconds()/engineCPU.Seconds(), "cpu-speedup-x")
	b.ReportMetric(0, "ns/op")
	_ = sink
}

func naiveStream(ctx context.Context, db *sql.DB, until time.Time, fn func(*store.Candidate)) (int, error) {
	rows, err := db.QueryContext(ctx, streamCandidates, lowerBound(time.Time{}), micros(until), "", -1)
	if err != nil {
		return 0, err
	}
	defer rows.Close()
	n := 0
	for rows.Next() {
		c := new(store.Candidate)
		var slugs, chunks, sources string
		var expand, vector, expansion, remote sql.NullBool
		var detail, resolved sql.NullString
		var job, sub sql.NullInt64
		var created int64
		if err := rows.Scan(&c.ID, &c.ToolName, &c.Query, &slugs, &chunks, &sources, &expand, &detail, &resolved,
			&vector, &expansion, &c.LatencyMS, &remote, &job, &sub, &created); err != nil {
			return n, err
		}
		if err := json.Unmarshal([]byte(slugs), &c.RetrievedSlugs); err != nil {
			return n, err
		}
		if err := json.Unmarshal([]byte(chunks), &c.RetrievedChunkIDs); err != nil {
			return n, err
		}
		if err := json.Unmarshal([]byte(sources), &c.SourceIDs); err != nil {
			return n, err
		}
		if expand.Valid {
			c.ExpandEnabled = &expand.Bool
		}
		if detail.Valid {
			c.Detail = &detail.String
		}
		if resolved.Valid {
			c.DetailResolved = &resolved.String
		}
		if job.Valid {
			c.JobID = &job.Int64
		}
		if sub.Valid {
			c.SubagentID = &sub.Int64
		}
		c.VectorEnabled, c.ExpansionApplied, c.Remote = vector.Bool, expansion.Bool, remote.Bool
		c.CreatedAt = time.UnixMicro(created).UTC()
		fn(c)
		n++
	}
	return n, rows.Err()
}
