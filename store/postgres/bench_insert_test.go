package postgres

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/modusbrain/evalkit/internal/testdb"
	"github.com/modusbrain/evalkit/store"
)

func benchCandidate(i int) store.Candidate {
	detail := store.DetailMedium
	return store.Candidate{
		ToolName: store.ToolQuery, Query: fmt.Sprintf("how does billing retry invoice %d?", i),
		RetrievedSlugs: []string{"services/billing", "runbooks/retries", "adr/0042"}, RetrievedChunkIDs: []int64{1, 2, 3, 4, 5},
		SourceIDs: []string{"default"}, Detail: &detail, DetailResolved: &detail, VectorEnabled: true, LatencyMS: 120,
	}
}

// BenchmarkInsertBatchVsOneByOne writes the same rows two ways, interleaved:
// InsertCandidates with batches of 256 (what the Capturer does) and one
// autocommitted INSERT per row (the reference design). Reported: rows/s of
// each and the ratio.
//
//	go test -run '^$' -bench InsertBatchVsOneByOne -benchtime 5x ./postgres
func BenchmarkInsertBatchVsOneByOne(b *testing.B) {
	url := testdb.New(b)
	e, err := Open(context.Background(), url, Options{})
	if err != nil {
		b.Fatal(err)
	}
	defer e.Close()
	ctx := context.Background()
	if err := e.Migrate(ctx); err != nil {
		b.Fatal(err)
	}
	const rows, batch = 4096, 256
	src := make([]store.Candidate, rows)
	for i := range src {
		src[i] = benchCandidate(i)
	}
	var batched, single, batchedCPU, singleCPU time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		t0, c0 := time.Now(), cpuTime()
		for off := 0; off < rows; off += batch {
			if err := e.InsertCandidates(ctx, src[off:off+batch]); err != nil {
				b.Fatal(err)
			}
		}
		batched += time.Since(t0)
		batchedCPU += cpuTime() - c0
		t0, c0 = time.Now(), cpuTime()
		for j := range src {
			r := &src[j]
			if _, err := e.pool.Exec(ctx, `INSERT INTO eval_candidates (tool_name, query, retrieved_slugs, retrieved_chunk_ids,
				source_ids, expand_enabled, detail, detail_resolved, vector_enabled, expansion_applied, latency_ms, remote,
				job_id, subagent_id) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14)`,
				r.ToolName, r.Query, r.RetrievedSlugs, r.RetrievedChunkIDs, r.SourceIDs, r.ExpandEnabled, r.Detail,
				r.DetailResolved, r.VectorEnabled, r.ExpansionApplied, r.LatencyMS, r.Remote, r.JobID, r.SubagentID); err != nil {
				b.Fatal(err)
			}
		}
		single += time.Since(t0)
		singleCPU += cpuTime() - c0
	}
	b.StopTimer()
	n := float64(rows * b.N)
	b.ReportMetric(n/batched.Seconds(), "batched-rows/s")
	b.ReportMetric(n/single.Seconds(), "one-by-one-rows/s")
	b.ReportMetric(single.Seconds()/batched.Seconds(), "batched/one-by-one")
	b.ReportMetric(float64(batchedCPU.Nanoseconds())/n, "batched-cpu-ns/row")
	b.ReportMetric(float64(singleCPU.Nanoseconds())/n, "one-by-one-cpu-ns/row")
	b.ReportMetric(0, "ns/op")
}
