package postgres

import (
	"fmt"
	"math/rand/v2"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/modusbrain/evalkit/store"
)

// Two processes (here: two engines, two pools) migrating the same empty
// database at once: both succeed, the schema is applied once.
func TestMigrateFromTwoEnginesAtOnce(t *testing.T) {
	a, url := openFresh(t, Options{})
	b := openURL(t, url, Options{})
	ctx := testCtx(t)
	var wg sync.WaitGroup
	errs := make([]error, 2)
	for i, e := range []*Engine{a, b} {
		wg.Go(func() { errs[i] = e.Migrate(ctx) })
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Fatalf("engine %d: %v", i, err)
		}
	}
	var versions []int32
	if err := a.pool.QueryRow(ctx, "SELECT array_agg(version ORDER BY version) FROM eval_schema_migrations").Scan(&versions); err != nil ||
		len(versions) != 1 || versions[0] != store.SchemaVersion {
		t.Fatalf("eval_schema_migrations holds %v (%v), want one row for version %d", versions, err, store.SchemaVersion)
	}
}

// The watermark's promise with writers that hold their transaction open for
// random milliseconds after stamping created_at: a reader exporting
// back-to-back windows [prev, W) from another pool sees every committed row
// exactly once. Without the shared/exclusive lock pair this loses rows
// (stamped before W, committed after the read).
func TestChainedWindowsWithSlowWriters(t *testing.T) {
	w, url := openFresh(t, Options{MaxConns: 8})
	if err := w.Migrate(testCtx(t)); err != nil {
		t.Fatal(err)
	}
	var rmu sync.Mutex
	rng := rand.New(rand.NewPCG(1, 2))
	w.beforeCommit = func() {
		rmu.Lock()
		d := time.Duration(rng.IntN(15)) * time.Millisecond
		rmu.Unlock()
		time.Sleep(d)
	}
	r := openURL(t, url, Options{ReadOnly: true})
	ctx := testCtx(t)

	const writers = 6
	// The writers go on for two seconds and until the reader has cut at
	// least minWindows windows: on a loaded machine (the race detector,
	// other tests) two seconds may hold only a few, and the test would
	// not interleave. giveUp bounds a machine too slow for even that.
	const minWindows = 12
	deadline := time.Now().Add(2 * time.Second)
	giveUp := time.Now().Add(60 * time.Second)
	var windowsDone atomic.Int64
	writing := func() bool {
		now := time.Now()
		return now.Before(deadline) || windowsDone.Load() < minWindows && now.Before(giveUp)
	}
	var mu sync.Mutex
	written := map[int64]bool{}
	var werr error
	var wg sync.WaitGroup
	for i := range writers {
		wg.Go(func() {
			for b := 0; writing(); b++ {
				batch := []store.Candidate{validRow(), validRow()}
				batch[0].Query = fmt.Sprintf("writer %d batch %d", i, b)
				if err := w.InsertCandidates(ctx, batch); err != nil {
					mu.Lock()
					werr = err
					mu.Unlock()
					return
				}
				mu.Lock()
				for _, c := range batch {
					written[c.ID] = true
				}
				mu.Unlock()
			}
		})
	}
	done := make(chan struct{})
	go func() { wg.Wait(); close(done) }()

	seen := map[int64]int{}
	var since time.Time
	windows := 0
	export := func() {
		until, err := r.Watermark(ctx)
		if err != nil {
			t.Fatal(err)
		}
		err = r.StreamCandidates(ctx, store.StreamQuery{Since: &since, Until: until}, func(c *store.Candidate) error {
			seen[c.ID]++
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		since = until
		windows++
		windowsDone.Add(1)
	}
	for running := true; running; {
		select {
		case <-done:
			running = false
		default:
			export()
		}
	}
	export()
	if werr != nil {
		t.Fatal(werr)
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
	if missed+doubled > 0 || len(seen) != len(written) {
		t.Fatalf("%d rows over %d windows: %d missed, %d doubled, %d seen", len(written), windows, missed, doubled, len(seen))
	}
	if windows < minWindows {
		t.Fatalf("only %d windows in %v: the test did not interleave", windows, time.Since(giveUp.Add(-60*time.Second)).Round(time.Second))
	}
	t.Logf("%d rows over %d windows with slow writers, each exactly once", len(written), windows)
}
