package exporter

import (
	"bytes"
	"context"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/modusbrain/evalkit/store"
)

// TestCursorExportsUnderConcurrentWrites is the watermark's promise, end to
// end through cursor files: writers insert continuously — some holding
// their transaction open for random milliseconds after stamping — while
// cursor exports run back to back. The union of all exports must equal the
// table exactly: no row missed, none exported twice.
func TestCursorExportsUnderConcurrentWrites(t *testing.T) {
	forEachEngine(t, func(t *testing.T, h *harness) {
		ctx, cancel := context.WithCancel(context.Background())
		defer cancel()
		const batchWriters, slowWriters = 3, 3
		writeFor := 2 * time.Second

		var mu sync.Mutex
		committed := map[int64]bool{}
		var werrs []error
		record := func(id int64, err error) {
			mu.Lock()
			defer mu.Unlock()
			if err != nil {
				werrs = append(werrs, err)
				return
			}
			committed[id] = true
		}
		// Writers go on past writeFor until the exports have raced them enough
		// to prove something: a loaded machine gets more time, not a failure.
		var nonEmptySoFar atomic.Int64
		stop, hardStop := time.Now().Add(writeFor), time.Now().Add(30*time.Second)
		keepWriting := func() bool {
			now := time.Now()
			return now.Before(stop) || (nonEmptySoFar.Load() < 8 && now.Before(hardStop))
		}
		var wg sync.WaitGroup
		for w := range batchWriters {
			wg.Go(func() {
				for i := 0; keepWriting(); i++ {
					batch := make([]store.Candidate, 1+rand.IntN(8))
					for j := range batch {
						batch[j] = candidate(w*100000 + i)
					}
					err := h.writer.InsertCandidates(ctx, batch)
					for _, c := range batch {
						record(c.ID, err)
					}
					if err != nil {
						return
					}
				}
			})
		}
		for w := range slowWriters {
			wg.Go(func() {
				for i := 0; keepWriting(); i++ {
					hold := time.Duration(rand.IntN(25)) * time.Millisecond
					record(h.slowInsert(ctx, fmt.Sprintf("slow %d/%d", w, i), hold))
				}
			})
		}

		cursor := filepath.Join(t.TempDir(), "cursor")
		exported := map[int64]int{}
		exports, nonEmpty := 0, 0
		exportOnce := func() {
			var out bytes.Buffer
			res, err := Export(ctx, h.reader, &out, Options{Cursor: cursor})
			if err != nil {
				t.Fatalf("export %d: %v", exports, err)
			}
			if !res.CursorWritten {
				t.Fatalf("export %d did not advance the cursor: %+v", exports, res)
			}
			rows := decodeLines(t, out.Bytes())
			for _, r := range rows {
				exported[r.ID]++
			}
			exports++
			if len(rows) > 0 {
				nonEmpty++
				nonEmptySoFar.Add(1)
			}
		}
		done := make(chan struct{})
		go func() { wg.Wait(); close(done) }()
	loop:
		for {
			select {
			case <-done:
				break loop
			default:
				exportOnce()
			}
		}
		exportOnce() // after the last commit: picks up the tail
		if len(werrs) > 0 {
			t.Fatalf("writers failed: %v", werrs[0])
		}

		// The table, read directly through the writer.
		wm, err := h.writer.Watermark(ctx)
		if err != nil {
			t.Fatal(err)
		}
		table := map[int64]bool{}
		if err := h.writer.StreamCandidates(ctx, store.StreamQuery{Until: wm}, func(c *store.Candidate) error {
			table[c.ID] = true
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		if len(table) != len(committed) {
			t.Errorf("table holds %d rows, writers committed %d", len(table), len(committed))
		}
		missed, doubled := 0, 0
		for id := range table {
			switch exported[id] {
			case 0:
				missed++
			case 1:
			default:
				doubled++
			}
		}
		extra := 0
		for id := range exported {
			if !table[id] {
				extra++
			}
		}
		t.Logf("%d rows, %d exports (%d non-empty)", len(table), exports, nonEmpty)
		if missed > 0 || doubled > 0 || extra > 0 {
			t.Fatalf("union of %d exports vs table of %d rows: %d missed, %d exported twice or more, %d not in the table",
				exports, len(table), missed, doubled, extra)
		}
		// The test proves something only if exports raced the writers.
		if nonEmpty < 5 || len(table) < 50 {
			t.Fatalf("too little concurrency to prove anything: %d rows, %d non-empty exports", len(table), nonEmpty)
		}
	})
}
