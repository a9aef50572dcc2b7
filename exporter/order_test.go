package exporter

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/modusbrain/evalkit/store"
)

// checkConsumerOrder checks what a consumer can check on the exported
// fields alone: (created_at, id) strictly descending, created_at compared
// as the exported string (issue 12, item 10).
func checkConsumerOrder(t *testing.T, rows []refRow) {
	t.Helper()
	bad := 0
	for i := 1; i < len(rows); i++ {
		a, b := rows[i-1], rows[i]
		if a.CreatedAt < b.CreatedAt || a.CreatedAt == b.CreatedAt && a.ID <= b.ID {
			if bad < 5 {
				t.Errorf("line %d (%s, id %d) after line %d (%s, id %d): not (created_at, id) descending",
					i+1, b.CreatedAt, b.ID, i, a.CreatedAt, a.ID)
			}
			bad++
		}
	}
	if bad > 0 {
		t.Fatalf("%d of %d lines out of (created_at, id) descending order", bad, len(rows))
	}
}

// TestExportOrderAsConsumersSeeIt stamps many rows per millisecond with
// microseconds that run against their ids — what concurrent writers produce
// — and checks the export from the consumer's side: the order of the
// exported (created_at, id), that --limit N is the first N lines of the
// full export wherever N falls in a millisecond, and that windows with
// edges inside a millisecond hold exactly their rows.
func TestExportOrderAsConsumersSeeIt(t *testing.T) {
	forEachEngine(t, func(t *testing.T, h *harness) {
		const perMS, millis = 40, 8
		rows := make([]store.Candidate, perMS*millis)
		for i := range rows {
			rows[i] = candidate(i)
		}
		if err := h.writer.InsertCandidates(context.Background(), rows); err != nil {
			t.Fatal(err)
		}
		base := time.Date(2025, 3, 1, 12, 0, 0, 0, time.UTC)
		rnd := rand.New(rand.NewPCG(1, 2))
		at := make(map[int64]time.Time, len(rows))
		for i, r := range rows {
			// Millisecond i/perMS; within it, random microseconds (ties
			// included), so ids do not follow created_at.
			ts := base.Add(time.Duration(i/perMS)*time.Millisecond + time.Duration(rnd.IntN(perMS/2))*time.Microsecond*20)
			h.setCreatedAt(t, r.ID, ts)
			at[r.ID] = ts
		}

		res, all := run(t, h.reader, Options{})
		if len(all) != len(rows) || res.Cut {
			t.Fatalf("exported %d rows (cut %v), want %d", len(all), res.Cut, len(rows))
		}
		checkConsumerOrder(t, all)

		for _, n := range []int64{1, 2, perMS - 1, perMS, perMS + 1, 3*perMS + 7, int64(len(rows)) - 1, int64(len(rows)), int64(len(rows)) + 1} {
			res, got := run(t, h.reader, Options{Limit: n})
			want := all[:min(n, int64(len(all)))]
			if !slices.Equal(ids(got), ids(want)) {
				t.Fatalf("--limit %d: ids %v, want the first %d lines of the full export %v", n, ids(got), n, ids(want))
			}
			if wantCut := n < int64(len(all)); res.Cut != wantCut {
				t.Fatalf("--limit %d: Cut = %v, want %v", n, res.Cut, wantCut)
			}
		}

		// Windows whose edges fall inside a millisecond, between the
		// microseconds of its rows.
		for _, w := range [][2]time.Duration{
			{1*time.Millisecond + 300*time.Microsecond, 5*time.Millisecond + 500*time.Microsecond},
			{2*time.Millisecond + 10*time.Microsecond, 2*time.Millisecond + 390*time.Microsecond},
			{0, 7*time.Millisecond + 1*time.Microsecond},
		} {
			since, until := base.Add(w[0]), base.Add(w[1])
			for _, limit := range []int64{0, 5, perMS + 3} {
				_, got := run(t, h.reader, Options{Since: StartAt(since), Until: &until, Limit: limit})
				checkConsumerOrder(t, got)
				var want []refRow
				for _, r := range all {
					if ts := at[r.ID]; !ts.Before(since) && ts.Before(until) {
						want = append(want, r)
					}
				}
				if limit > 0 && int64(len(want)) > limit {
					want = want[:limit]
				}
				if !slices.Equal(ids(got), ids(want)) {
					t.Fatalf("window [%v, %v) limit %d: ids %v, want %v", w[0], w[1], limit, ids(got), ids(want))
				}
			}
		}
		// The tool filter applies to the rows a limit completes a
		// millisecond with, too.
		_, queries := run(t, h.reader, Options{Tool: store.ToolQuery})
		for _, n := range []int64{3, perMS/2 + 1} {
			_, got := run(t, h.reader, Options{Tool: store.ToolQuery, Limit: n})
			if !slices.Equal(ids(got), ids(queries[:n])) {
				t.Fatalf("--tool query --limit %d: %v, want %v", n, ids(got), ids(queries[:n]))
			}
		}
	})
}
