package sqlite

import (
	"context"
	"fmt"
	"math/rand/v2"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/modusbrain/evalkit/store"
)

// TestWatermarkChainsUnderSlowWriters is the window promise made concrete:
// writers (three engines, as three processes would be) insert continuously, every transaction held open for a random few
// milliseconds after stamping; meanwhile readers take watermarks and read
// back-to-back windows [prev, W). At the end every window's union must be
// the table: zero rows missed, zero seen twice. Both watermark flavours run:
// the writable engine's (write lock + clock) and the read-only engine's
// (newest committed stamp).
func TestWatermarkChainsUnderSlowWriters(t *testing.T) {
	ctx := context.Background()
	_, path := openTemp(t)
	// Three writable engines stand for three capture processes, each with
	// one batch writer, as the Capturer has; they meet at SQLite's lock,
	// whose busy handler polls, so give them time to.
	var ws [3]*Engine
	for i := range ws {
		e, err := Open(ctx, path, Options{BusyTimeout: time.Minute})
		if err != nil {
			t.Fatal(err)
		}
		defer e.Close()
		ws[i] = e
	}
	w1 := ws[0]
	ro, err := Open(ctx, path, Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer ro.Close()
	var held atomic.Int64
	hold := func() {
		held.Add(1)
		time.Sleep(time.Duration(rand.IntN(4000)) * time.Microsecond)
	}
	for _, w := range ws {
		w.beforeCommit = hold
	}

	type reader struct {
		name    string
		e       *Engine
		since   time.Time
		seen    map[int64]int
		windows atomic.Int64
		err     error
	}
	readers := []*reader{{name: "writable", e: w1}, {name: "read-only", e: ro}}
	export := func(r *reader) error {
		until, err := r.e.Watermark(ctx)
		if err != nil {
			return fmt.Errorf("watermark: %w", err)
		}
		if until.Before(r.since) {
			return fmt.Errorf("watermark went back: %v after %v", until, r.since)
		}
		err = r.e.StreamCandidates(ctx, store.StreamQuery{Since: &r.since, Until: until}, func(c *store.Candidate) error {
			r.seen[c.ID]++
			return nil
		})
		if err != nil {
			return fmt.Errorf("window %d: %w", r.windows.Load(), err)
		}
		r.since = until
		r.windows.Add(1)
		return nil
	}

	// Writers run until there were enough held transactions and enough
	// windows to interleave with them; the deadline only stops a wedged
	// run. (A writable engine's watermark queues for the write lock behind
	// the other engine's writers, so it may get few turns.)
	const minHeld, minLockedWindows, minWindows = 150, 20, 50
	enough := func() bool {
		return held.Load() >= minHeld && readers[0].windows.Load() >= minLockedWindows && readers[1].windows.Load() >= minWindows
	}
	deadline := time.Now().Add(time.Minute)
	var writers sync.WaitGroup
	errs := make(chan error, 16)
	for i, w := range ws {
		writers.Go(func() {
			for n := 0; !enough() && time.Now().Before(deadline); n++ {
				batch := make([]store.Candidate, 1+rand.IntN(5))
				for j := range batch {
					batch[j] = sample(j)
					batch[j].Query = fmt.Sprintf("writer %d batch %d row %d", i, n, j)
				}
				if err := w.InsertCandidates(ctx, batch); err != nil {
					errs <- err
					return
				}
				// A capture writer pauses between batches; without any
				// pause the others' polling might never find a gap.
				time.Sleep(time.Duration(rand.IntN(1000)) * time.Microsecond)
			}
		})
	}
	done := make(chan struct{})
	go func() { writers.Wait(); close(done) }()
	var rg sync.WaitGroup
	for _, r := range readers {
		r.seen = map[int64]int{}
		rg.Go(func() {
			for {
				select {
				case <-done:
					r.err = export(r) // every writer has finished: this window closes the chain
					return
				default:
					if r.err = export(r); r.err != nil {
						return
					}
					time.Sleep(time.Duration(rand.IntN(500)) * time.Microsecond)
				}
			}
		})
	}
	rg.Wait()
	close(errs)
	for err := range errs {
		t.Fatalf("writer: %v", err)
	}
	for _, r := range readers {
		if r.err != nil {
			t.Fatalf("%s reader: %v", r.name, r.err)
		}
	}
	if !enough() {
		t.Fatalf("wedged: %d held transactions, windows %d and %d after a minute",
			held.Load(), readers[0].windows.Load(), readers[1].windows.Load())
	}

	var all []int64
	rows, err := w1.db.Query("SELECT id FROM eval_candidates")
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			t.Fatal(err)
		}
		all = append(all, id)
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	for _, r := range readers {
		missed, doubled := 0, 0
		for _, id := range all {
			switch r.seen[id] {
			case 0:
				missed++
			case 1:
			default:
				doubled++
			}
		}
		if missed+doubled > 0 || len(r.seen) != len(all) {
			t.Fatalf("%s watermark: %d rows over %d windows: %d missed, %d seen twice, %d seen in all",
				r.name, len(all), r.windows.Load(), missed, doubled, len(r.seen))
		}
		t.Logf("%s watermark: %d rows over %d windows, each exactly once", r.name, len(all), r.windows.Load())
	}
}

// A clock that steps back a little (NTP) must not break the order of
// stamps, nor the watermarks. (Further than stampLeadLimit back, stamps
// follow the clock: TestStampFollowsOnlyRowsNearTheClock.)
func TestStampsSurviveClockStepBack(t *testing.T) {
	ctx := context.Background()
	e, path := openTemp(t)
	ro, err := Open(ctx, path, Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer ro.Close()
	var offset atomic.Int64
	e.now = func() time.Time { return time.Now().Add(time.Duration(offset.Load())) }

	first := []store.Candidate{sample(1)}
	if err := e.InsertCandidates(ctx, first); err != nil {
		t.Fatal(err)
	}
	w1, err := ro.Watermark(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if want := first[0].CreatedAt.Add(time.Microsecond); !w1.Equal(want) {
		t.Errorf("read-only watermark %v, want newest+1µs %v", w1, want)
	}
	offset.Store(int64(-30 * time.Second)) // the clock steps back half a minute
	second := []store.Candidate{sample(2)}
	if err := e.InsertCandidates(ctx, second); err != nil {
		t.Fatal(err)
	}
	if !second[0].CreatedAt.After(first[0].CreatedAt) {
		t.Errorf("after a clock step back, stamp %v is not after %v", second[0].CreatedAt, first[0].CreatedAt)
	}
	if second[0].CreatedAt.Before(w1) {
		t.Errorf("row committed after watermark %v has created_at %v below it", w1, second[0].CreatedAt)
	}
	ww, err := e.Watermark(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if !ww.After(second[0].CreatedAt) {
		t.Errorf("writable watermark %v not above the newest row %v", ww, second[0].CreatedAt)
	}
	var n int
	err = ro.StreamCandidates(ctx, store.StreamQuery{Since: &w1, Until: ww}, func(*store.Candidate) error { n++; return nil })
	if err != nil || n != 1 {
		t.Errorf("window [w1, ww) holds %d rows (%v), want the second row only", n, err)
	}
}

func TestReadOnlyWatermarkOfEmptyTable(t *testing.T) {
	ctx := context.Background()
	_, path := openTemp(t)
	ro, err := Open(ctx, path, Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer ro.Close()
	w, err := ro.Watermark(ctx)
	if err != nil || !w.Equal(time.Unix(0, 0)) || w.Location() != time.UTC {
		t.Errorf("empty table: watermark %v, %v; want the Unix epoch in UTC", w, err)
	}
}
