package storetest

import (
	"fmt"
	"math/rand/v2"
	"sync"
	"testing"
	"time"

	"github.com/modusbrain/evalkit/store"
)

func watermark(t *testing.T, e store.Engine) time.Time {
	t.Helper()
	w, err := e.Watermark(ctxFor(t))
	if err != nil {
		t.Fatalf("Watermark: %v", err)
	}
	if w.IsZero() || w.Location() != time.UTC {
		t.Fatalf("Watermark = %v, want a non-zero UTC time", w)
	}
	return w
}

func testWatermark(t *testing.T, s Suite) {
	e := migrated(t, s)
	prev := watermark(t, e)
	for range 20 {
		w := watermark(t, e)
		if w.Before(prev) {
			t.Fatalf("Watermark went back: %v after %v", w, prev)
		}
		prev = w
	}
	w1 := watermark(t, e)
	rows := insert(t, e, candidate(store.ToolQuery, "after w1"), candidate(store.ToolSearch, "also after w1"))
	for _, r := range rows {
		if r.CreatedAt.Before(w1) {
			t.Fatalf("row inserted after Watermark %v has created_at %v < it", w1, r.CreatedAt)
		}
	}
	w2 := watermark(t, e)
	for _, r := range rows {
		if r.CreatedAt.After(w2) {
			t.Fatalf("row committed before Watermark %v has created_at %v > it", w2, r.CreatedAt)
		}
	}
	w3 := watermark(t, e)
	// The rows fall in exactly one of the chained windows.
	seen := map[int64]int{}
	for _, win := range []struct{ since, until *time.Time }{{nil, &w1}, {&w1, &w2}, {&w2, &w3}} {
		for _, c := range stream(t, e, store.StreamQuery{Since: win.since, Until: *win.until}) {
			seen[c.ID]++
		}
	}
	for _, r := range rows {
		if seen[r.ID] != 1 {
			t.Errorf("row %d seen %d times across chained windows, want 1", r.ID, seen[r.ID])
		}
	}
	if len(seen) != len(rows) {
		t.Errorf("chained windows saw %d rows, want %d", len(seen), len(rows))
	}
}

// testChainedWindows is the watermark's promise under load: writers insert
// continuously while a reader exports back-to-back windows [prev, W); the
// union of the windows must be every committed row exactly once.
func testChainedWindows(t *testing.T, s Suite) {
	e := migrated(t, s)
	ctx := ctxFor(t)
	const writers = 4
	const maxBatches = 400 // per writer; the deadline usually ends them first
	deadline := time.Now().Add(1500 * time.Millisecond)

	var mu sync.Mutex
	written := map[int64]bool{}
	var werr error
	var wg sync.WaitGroup
	for w := range writers {
		wg.Go(func() {
			rng := rand.New(rand.NewPCG(uint64(w), 7))
			for b := 0; b < maxBatches && time.Now().Before(deadline); b++ {
				batch := make([]store.Candidate, 1+rng.IntN(8))
				for i := range batch {
					batch[i] = candidate(store.ToolQuery, fmt.Sprintf("w%d b%d r%d", w, b, i))
				}
				if err := e.InsertCandidates(ctx, batch); err != nil {
					mu.Lock()
					werr = err
					mu.Unlock()
					return
				}
				mu.Lock()
				for _, r := range batch {
					written[r.ID] = true
				}
				mu.Unlock()
			}
		})
	}
	done := make(chan struct{})
	go func() { wg.Wait(); close(done) }()

	seen := map[int64]int{}
	var since *time.Time // the first window starts at the beginning
	windows := 0
	export := func() {
		until := watermark(t, e)
		err := e.StreamCandidates(ctx, store.StreamQuery{Since: since, Until: until}, func(c *store.Candidate) error {
			if (since != nil && c.CreatedAt.Before(*since)) || !c.CreatedAt.Before(until) {
				return fmt.Errorf("row %d created_at %v outside [%v, %v)", c.ID, c.CreatedAt, fmtSince(since), until)
			}
			seen[c.ID]++
			return nil
		})
		if err != nil {
			t.Fatalf("window %d: %v", windows, err)
		}
		since = &until
		windows++
	}
	for running := true; running; {
		select {
		case <-done:
			running = false
		default:
			export()
		}
	}
	export() // after the last commit: everything is below this watermark
	if werr != nil {
		t.Fatalf("writer: %v", werr)
	}
	if len(written) == 0 || windows < 3 {
		t.Fatalf("workload too small to mean anything: %d rows, %d windows", len(written), windows)
	}
	missed, doubled := 0, 0
	for id := range written {
		switch seen[id] {
		case 0:
			missed++
		case 1:
		default:
			doubled++
		}
	}
	extra := 0
	for id := range seen {
		if !written[id] {
			extra++
		}
	}
	if missed+doubled+extra > 0 {
		t.Fatalf("%d rows over %d windows: %d missed, %d seen more than once, %d never written",
			len(written), windows, missed, doubled, extra)
	}
	t.Logf("%d rows over %d windows, each exactly once", len(written), windows)
}
