package exporter

import (
	"context"
	"encoding/json"
	"io"
	"testing"

	"github.com/modusbrain/evalkit/store"
)

// BenchmarkEncode compares the hand-written encoder with encoding/json on
// the same row (the naive baseline); read them as a ratio.
func BenchmarkEncode(b *testing.B) {
	c := sampleCandidates()[1]
	c.Query = "how do we rotate the staging database credentials after the vendor incident? owner: platform team"
	b.Run("AppendCandidate", func(b *testing.B) {
		buf := make([]byte, 0, 4096)
		b.ReportAllocs()
		for b.Loop() {
			buf = AppendCandidate(buf[:0], &c)
		}
		b.SetBytes(int64(len(buf)))
	})
	b.Run("encoding-json", func(b *testing.B) {
		enc := json.NewEncoder(io.Discard)
		enc.SetEscapeHTML(false)
		b.ReportAllocs()
		for b.Loop() {
			r := refRow{SchemaVersion: 1, ID: c.ID, ToolName: c.ToolName, Query: c.Query,
				RetrievedSlugs: c.RetrievedSlugs, RetrievedChunkIDs: c.RetrievedChunkIDs, SourceIDs: c.SourceIDs,
				ExpandEnabled: c.ExpandEnabled, Detail: c.Detail, DetailResolved: c.DetailResolved,
				VectorEnabled: c.VectorEnabled, ExpansionApplied: c.ExpansionApplied, LatencyMS: c.LatencyMS,
				Remote: c.Remote, JobID: c.JobID, SubagentID: c.SubagentID,
				CreatedAt: c.CreatedAt.UTC().Format("2006-01-02T15:04:05.000Z")}
			if err := enc.Encode(&r); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkExportPostgres measures the whole export path per row against
// its floor in the same run: streaming the rows without encoding them.
// The difference is what the NDJSON encoding and buffering cost.
func BenchmarkExportPostgres(b *testing.B) {
	const rows = 100_000
	h := pgHarness(b)
	batch := make([]store.Candidate, 0, 5000)
	for i := range rows {
		batch = append(batch, candidate(i))
		if len(batch) == cap(batch) {
			if err := h.writer.InsertCandidates(context.Background(), batch); err != nil {
				b.Fatal(err)
			}
			batch = batch[:0]
		}
	}
	until, err := h.reader.Watermark(context.Background())
	if err != nil {
		b.Fatal(err)
	}
	b.Run("stream-only", func(b *testing.B) {
		for b.Loop() {
			n := 0
			if err := h.reader.StreamCandidates(context.Background(), store.StreamQuery{Until: until}, func(*store.Candidate) error {
				n++
				return nil
			}); err != nil || n != rows {
				b.Fatal(n, err)
			}
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*rows), "ns/row")
	})
	b.Run("export", func(b *testing.B) {
		for b.Loop() {
			res, err := Export(context.Background(), h.reader, io.Discard, Options{Until: &until})
			if err != nil || res.Rows != rows {
				b.Fatal(res, err)
			}
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*rows), "ns/row")
	})
}
