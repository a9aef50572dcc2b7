package capture_test

import (
	"context"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/modusbrain/evalkit/capture"
	"github.com/modusbrain/evalkit/store"
	"github.com/modusbrain/evalkit/store/sqlite"
)

func TestCaptureWritesTheBuiltRows(t *testing.T) {
	forEachEngine(t, func(t *testing.T, k engineKind, eng store.Engine, where string) {
		c := newCapturer(t, eng, capture.Options{})
		var want []store.Candidate
		for i := range 10 {
			ev := event(i)
			ev.Query += " mail jane.doe@example.com"
			c.Capture(ev)
			b, err := capture.BuildCandidate(ev, capture.BuildOptions{})
			if err != nil {
				t.Fatal(err)
			}
			want = append(want, b)
		}
		if n := c.Close(ctxT(t)); n != 0 {
			t.Fatalf("Close: %d undelivered", n)
		}
		got := rows(t, eng)
		if len(got) != len(want) {
			t.Fatalf("%d rows, want %d", len(got), len(want))
		}
		// Several writers share the queue, so batches may commit in any
		// order: rows are matched by their query ("take N" is unique).
		byQuery := func(a, b store.Candidate) int { return strings.Compare(a.Query, b.Query) }
		slices.SortFunc(got, byQuery)
		slices.SortFunc(want, byQuery)
		for i, g := range got {
			w := want[i]
			g.ID, g.CreatedAt = 0, time.Time{}
			if !sameCandidate(g, w) {
				t.Errorf("row %d:\n got %+v\nwant %+v", i, g, w)
			}
			if strings.Contains(g.Query, "jane.doe") {
				t.Errorf("PII reached the table: %q", g.Query)
			}
		}
		s := c.Stats()
		if s.Accepted != 10 || s.Captured != 10 || len(s.Failed) != 0 || s.FailureRows != 0 || s.Undelivered != 0 {
			t.Errorf("stats = %+v", s)
		}
	})
}

func sameCandidate(a, b store.Candidate) bool {
	eqp := func(x, y *string) bool { return (x == nil) == (y == nil) && (x == nil || *x == *y) }
	eqi := func(x, y *int64) bool { return (x == nil) == (y == nil) && (x == nil || *x == *y) }
	eqb := func(x, y *bool) bool { return (x == nil) == (y == nil) && (x == nil || *x == *y) }
	return a.ToolName == b.ToolName && a.Query == b.Query &&
		strings.Join(a.RetrievedSlugs, ",") == strings.Join(b.RetrievedSlugs, ",") &&
		strings.Join(a.SourceIDs, ",") == strings.Join(b.SourceIDs, ",") &&
		len(a.RetrievedChunkIDs) == len(b.RetrievedChunkIDs) &&
		func() bool {
			for i := range a.RetrievedChunkIDs {
				if a.RetrievedChunkIDs[i] != b.RetrievedChunkIDs[i] {
					return false
				}
			}
			return true
		}() &&
		eqb(a.ExpandEnabled, b.ExpandEnabled) && eqp(a.Detail, b.Detail) && eqp(a.DetailResolved, b.DetailResolved) &&
		a.VectorEnabled == b.VectorEnabled && a.ExpansionApplied == b.ExpansionApplied &&
		a.LatencyMS == b.LatencyMS && a.Remote == b.Remote && eqi(a.JobID, b.JobID) && eqi(a.SubagentID, b.SubagentID)
}

func TestCaptureOffDoesNothing(t *testing.T) {
	c, err := capture.New(capture.Options{Enabled: false})
	if err != nil {
		t.Fatal(err)
	}
	var nilC *capture.Capturer
	for _, c := range []*capture.Capturer{c, nilC, new(capture.Capturer)} {
		c.Capture(event(1))
		if c.Enabled() || c.CaptureWait(context.Background(), event(1)) != nil || c.Close(context.Background()) != 0 || c.Stats().Accepted != 0 {
			t.Errorf("disabled capturer did something: %+v", c.Stats())
		}
	}
	if _, err := capture.New(capture.Options{Enabled: true}); err == nil {
		t.Error("New accepted capture on without an engine")
	}
}

func TestCaptureAfterCloseIsCountedNotPanicked(t *testing.T) {
	forEachEngine(t, func(t *testing.T, k engineKind, eng store.Engine, where string) {
		c := newCapturer(t, eng, capture.Options{})
		c.Capture(event(1))
		if n := c.Close(ctxT(t)); n != 0 {
			t.Fatalf("Close: %d undelivered", n)
		}
		c.Capture(event(2))
		if n := c.Close(ctxT(t)); n != 0 {
			t.Errorf("second Close = %d, want the first answer, 0", n)
		}
		if s := c.Stats(); s.Captured != 1 || s.Undelivered != 1 {
			t.Errorf("stats = %+v, want 1 captured, 1 undelivered", s)
		}
		if n := candidateCount(t, eng); n != 1 {
			t.Errorf("%d rows, want 1", n)
		}
	})
}

func TestCloseDeadlineLeavesEventsUndelivered(t *testing.T) {
	forEachEngine(t, func(t *testing.T, k engineKind, eng store.Engine, where string) {
		// Nothing flushes on its own: the queue waits for Close.
		c := newCapturer(t, eng, capture.Options{FlushInterval: time.Hour, BatchSize: 1000})
		for i := range 100 {
			c.Capture(event(i))
		}
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		if n := c.Close(ctx); n != 100 {
			t.Errorf("Close with an expired context = %d undelivered, want 100", n)
		}
		if n := candidateCount(t, eng); n != 0 {
			t.Errorf("%d rows written after the deadline", n)
		}
	})
}

// TestConcurrentCaptureNothingLostNothingDoubled: 50 000 events from 8
// goroutines, 40 of them invalid, end as exactly the valid rows plus one
// failure row per invalid event. The queue is sized to hold the burst (a
// full queue is tested on its own), so every event reaches the writer.
func TestConcurrentCaptureNothingLostNothingDoubled(t *testing.T) {
	const goroutines, perG, badEvery = 8, 6250, 1250
	forEachEngine(t, func(t *testing.T, k engineKind, eng store.Engine, where string) {
		c := newCapturer(t, eng, capture.Options{QueueSize: goroutines * perG})
		var wg sync.WaitGroup
		for g := range goroutines {
			wg.Go(func() {
				for i := range perG {
					n := g*perG + i
					ev := event(n)
					ev.Query = "q-" + itoa(n)
					if i%badEvery == 7 {
						if n%2 == 0 {
							ev.ToolName = "delete"
						} else {
							ev.Detail = ptr("extreme")
						}
					}
					c.Capture(ev)
				}
			})
		}
		wg.Wait()
		// A correctness test, not a timed one: on a loaded machine under
		// -race, draining 50 000 SQLite rows took over ctxT's minute.
		cctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
		defer cancel()
		if n := c.Close(cctx); n != 0 {
			t.Fatalf("Close: %d undelivered", n)
		}
		const bad = goroutines * perG / badEvery
		got := rows(t, eng)
		if len(got) != goroutines*perG-bad {
			t.Errorf("%d rows, want %d", len(got), goroutines*perG-bad)
		}
		seen := make(map[string]bool, len(got))
		for _, r := range got {
			if seen[r.Query] {
				t.Fatalf("row %q written twice", r.Query)
			}
			seen[r.Query] = true
		}
		fc := failureCounts(t, eng)
		if fc[store.ReasonCheckViolation] != bad || len(fc) != 1 {
			t.Errorf("failure rows = %v, want %d check_violation", fc, bad)
		}
		if s := c.Stats(); s.Captured != int64(len(got)) || s.FailureRows != bad || s.Dropped != 0 {
			t.Errorf("stats = %+v", s)
		}
	})
}

// TestFullQueueDropsAsOther holds the writer inside its first batch so the
// queue fills deterministically; every refused event becomes one failure
// row, reason other.
func TestFullQueueDropsAsOther(t *testing.T) {
	forEachEngine(t, func(t *testing.T, k engineKind, eng store.Engine, where string) {
		release := make(chan struct{})
		var once sync.Once
		o := capture.Options{QueueSize: 4, BatchSize: 1, Writers: 1}
		capture.WithBuilder(&o, func(ev capture.Event, bo capture.BuildOptions) (store.Candidate, error) {
			once.Do(func() { <-release })
			return capture.BuildCandidate(ev, bo)
		})
		c := newCapturer(t, eng, o)
		const total = 1000
		for i := range total {
			c.Capture(event(i))
		}
		close(release)
		if n := c.Close(ctxT(t)); n != 0 {
			t.Fatalf("Close: %d undelivered", n)
		}
		s := c.Stats()
		cands, fc := candidateCount(t, eng), failureCounts(t, eng)
		if cands+fc[store.ReasonOther] != total || len(fc) != 1 {
			t.Errorf("%d rows + failures %v, want %d in all, all other", cands, fc, total)
		}
		if cands > 5 || s.Dropped != fc[store.ReasonOther] {
			t.Errorf("%d rows written past a queue of 4 held writer; stats %+v", cands, s)
		}
	})
}

// TestWriterWakesWhenABatchWaits: a writer sleeps through the flush interval
// unless a batch's worth (or half of a smaller queue) is waiting.
func TestWriterWakesWhenABatchWaits(t *testing.T) {
	forEachEngine(t, func(t *testing.T, k engineKind, eng store.Engine, where string) {
		c := newCapturer(t, eng, capture.Options{FlushInterval: time.Hour, QueueSize: 8, BatchSize: 256})
		for i := range 4 {
			c.Capture(event(i))
		}
		waitFor(t, "4 rows without a tick", func() bool { return c.Stats().Captured == 4 })
	})
}

// TestBuilderPanicCostsOneEvent: whatever panics while a row is built, the
// writer survives and the event is one failure row (other).
func TestBuilderPanicCostsOneEvent(t *testing.T) {
	forEachEngine(t, func(t *testing.T, k engineKind, eng store.Engine, where string) {
		o := capture.Options{}
		capture.WithBuilder(&o, func(ev capture.Event, bo capture.BuildOptions) (store.Candidate, error) {
			if ev.LatencyMS == 3 {
				var rows []store.Candidate
				_ = rows[5] // index out of range
			}
			return capture.BuildCandidate(ev, bo)
		})
		c := newCapturer(t, eng, o)
		for i := range 6 {
			c.Capture(event(i))
		}
		if n := c.Close(ctxT(t)); n != 0 {
			t.Fatalf("Close: %d undelivered", n)
		}
		if n, fc := candidateCount(t, eng), failureCounts(t, eng); n != 5 || fc[store.ReasonOther] != 1 || len(fc) != 1 {
			t.Errorf("%d rows, failures %v; want 5 rows and 1 other", n, fc)
		}
	})
}

// slowSerialEngine is a SQLite engine whose writes take a while, one at a
// time, as SQLite's do on a loaded machine.
type slowSerialEngine struct {
	*sqlite.Engine
	mu sync.Mutex
}

func (e *slowSerialEngine) InsertCandidates(ctx context.Context, rows []store.Candidate) error {
	e.mu.Lock()
	defer e.mu.Unlock()
	time.Sleep(120 * time.Millisecond)
	return e.Engine.InsertCandidates(ctx, rows)
}

// TestSerialEngineWritersWaitTheirTurn: with an engine that writes one
// call at a time (store.SerialWriter), a writer's wait for the others'
// calls is not timed as a call: four writers whose calls each take a third
// of OpTimeout lose nothing, where timing the queue lost the last ones as
// db_down.
func TestSerialEngineWritersWaitTheirTurn(t *testing.T) {
	eng := &slowSerialEngine{Engine: openSQLite(t, filepath.Join(t.TempDir(), "eval.db"), sqlite.Options{})}
	c := newCapturer(t, eng, capture.Options{Writers: 4, BatchSize: 1, OpTimeout: 360 * time.Millisecond})
	for i := range 12 {
		c.Capture(event(i))
	}
	if n := c.Close(ctxT(t)); n != 0 {
		t.Fatalf("Close: %d undelivered", n)
	}
	if n, fc := candidateCount(t, eng), failureCounts(t, eng); n != 12 || len(fc) != 0 {
		t.Errorf("%d rows and failures %v, want 12 rows and none", n, fc)
	}
}
