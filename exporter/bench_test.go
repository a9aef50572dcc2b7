package exporter

import (
	"encoding/json"
	"io"
	"testing"
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
