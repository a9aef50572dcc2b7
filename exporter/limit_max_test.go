package exporter

import (
	"bytes"
	"context"
	"math"
	"testing"

	"github.com/modusbrain/evalkit/store"
)

// The largest --limit must not overflow the one-extra-row probe into a
// negative limit: it behaves as no limit at all.
func TestLimitMaxInt64IsNoLimit(t *testing.T) {
	forEachEngine(t, func(t *testing.T, h *harness) {
		ctx := context.Background()
		rows := []store.Candidate{candidate(1), candidate(2), candidate(3)}
		if err := h.writer.InsertCandidates(ctx, rows); err != nil {
			t.Fatal(err)
		}
		var out bytes.Buffer
		res, err := Export(ctx, h.reader, &out, Options{Limit: math.MaxInt64})
		if err != nil {
			t.Fatal(err)
		}
		if res.Rows != 3 || res.Cut {
			t.Fatalf("exported %d rows (cut %v), want all 3 uncut", res.Rows, res.Cut)
		}
	})
}
