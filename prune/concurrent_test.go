package prune

import (
	"bufio"
	"bytes"
	"encoding/json"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/modusbrain/evalkit/capture"
	"github.com/modusbrain/evalkit/exporter"
	"github.com/modusbrain/evalkit/internal/testdb"
	"github.com/modusbrain/evalkit/store"
	"github.com/modusbrain/evalkit/store/postgres"
)

// TestPrune500kWhileCapturingAndExporting is retention's promise on
// PostgreSQL under load: 500k old rows are pruned while a capture.Capturer
// keeps writing and an exporter runs cursor exports back to back from a
// cursor that has not reached the window yet. Every row ends either pruned
// (older than the cursor-bounded window, never exported) or exported
// exactly once; capture records no failure. The longest prune transaction
// is reported (a benchmark figure, not asserted: see scripts/bench prune).
func TestPrune500kWhileCapturingAndExporting(t *testing.T) {
	const old, mid, oldFailures = 500000, 2000, 50000
	ctx := ctxT(t)
	url := testdb.New(t)
	d := pgDB(t, url)
	now := time.Now().UTC().Truncate(time.Microsecond) // cursors hold the database's precision
	cursorEnd := now.Add(-3 * 24 * time.Hour)          // the consumer has exported up to here
	before := now.Add(-24 * time.Hour)                 // --older-than 1d

	// old: [-30d, -3d-1h), pruned. mid: [-3d, -1d), older than the window
	// but not exported yet, so the cursor keeps them.
	t0 := time.Now()
	d.exec(t, `INSERT INTO eval_candidates (tool_name, query, vector_enabled, expansion_applied, latency_ms, remote, created_at)
		SELECT 'query', 'old-' || g, true, false, 1, false, $1::timestamptz + g * $2::interval FROM generate_series(1, $3::int) g`,
		now.Add(-30*24*time.Hour), (27*24*time.Hour-time.Hour)/old, old)
	d.exec(t, `INSERT INTO eval_candidates (tool_name, query, vector_enabled, expansion_applied, latency_ms, remote, created_at)
		SELECT 'search', 'mid-' || g, false, false, 1, true, $1::timestamptz + g * $2::interval FROM generate_series(0, $3::int - 1) g`,
		cursorEnd, 2*24*time.Hour/mid, mid)
	d.exec(t, `INSERT INTO eval_capture_failures (reason, ts)
		SELECT 'db_down', $1::timestamptz + g * interval '1 second' FROM generate_series(1, $2::int) g`, now.Add(-20*24*time.Hour), oldFailures)
	d.exec(t, "VACUUM ANALYZE eval_candidates")
	t.Logf("seeded %d + %d rows and %d failures in %s", old, mid, oldFailures, time.Since(t0).Round(time.Millisecond))

	cursor := filepath.Join(t.TempDir(), "export.cursor")
	if err := exporter.WriteCursor(cursor, cursorEnd); err != nil {
		t.Fatal(err)
	}

	// Capture: its own engine, as in a separate process.
	w, err := postgres.Open(ctx, url, postgres.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	c, err := capture.New(capture.Options{Enabled: true, Engine: w, SkipMigrate: true, NoScrub: true})
	if err != nil {
		t.Fatal(err)
	}
	var accepted atomic.Int64
	stopCapture := make(chan struct{})
	var wg sync.WaitGroup
	wg.Go(func() {
		for i := 0; ; i++ {
			select {
			case <-stopCapture:
				return
			case <-time.After(500 * time.Microsecond):
			}
			c.Capture(capture.Event{ToolName: store.ToolQuery, Query: "live-" + strconv.Itoa(i), LatencyMS: 3})
			accepted.Add(1)
		}
	})

	// Export: cursor runs back to back on a read-only engine.
	r, err := postgres.Open(ctx, url, postgres.Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	exported := map[int64]int{}
	queries := map[string]int{}
	var runs int
	export := func() {
		var buf bytes.Buffer
		if _, err := exporter.Export(ctx, r, &buf, exporter.Options{Cursor: cursor}); err != nil {
			t.Errorf("export: %v", err)
			return
		}
		runs++
		sc := bufio.NewScanner(&buf)
		sc.Buffer(nil, 1<<20)
		for sc.Scan() {
			var row struct {
				ID    int64  `json:"id"`
				Query string `json:"query"`
			}
			if err := json.Unmarshal(sc.Bytes(), &row); err != nil {
				t.Fatalf("export line %q: %v", sc.Text(), err)
			}
			exported[row.ID]++
			queries[row.Query]++
		}
	}
	stopExport := make(chan struct{})
	exportDone := make(chan struct{})
	go func() {
		defer close(exportDone)
		for {
			select {
			case <-stopExport:
				return
			default:
				export()
			}
		}
	}()

	// Prune, bounded by the cursor as eval-prune --cursor would read it.
	keep, ok, err := exporter.ReadCursor(cursor)
	if err != nil || !ok {
		t.Fatalf("cursor: %v %v", ok, err)
	}
	var slow []string
	res, err := Run(ctx, d.eng, Options{Before: before, Keep: &keep, OnBatch: func(table string, n int64, took time.Duration) {
		if took > 150*time.Millisecond {
			slow = append(slow, table+" "+strconv.FormatInt(n, 10)+" rows "+took.Round(time.Millisecond).String())
		}
	}})
	if err != nil {
		t.Fatal(err)
	}
	time.Sleep(200 * time.Millisecond) // capture and export go on past the end
	close(stopCapture)
	wg.Wait()
	if left := c.Close(ctx); left != 0 {
		t.Fatalf("capture left %d events unwritten", left)
	}
	close(stopExport)
	<-exportDone
	export() // the consumer's run after capture stopped: everything is in

	cand, fail := res.Tables[0], res.Tables[1]
	t.Logf("pruned %d candidates in %d batches and %d failures in %d batches, %s in all; longest prune transaction %s",
		cand.Deleted, cand.Batches, fail.Deleted, fail.Batches, res.Elapsed.Round(time.Millisecond), res.Longest.Round(time.Microsecond))
	t.Logf("captured %d events; %d export runs; batches over 150 ms: %v", accepted.Load(), runs, slow)

	if !res.HeldByCursor || cand.Deleted != old || cand.Counted != old || fail.Deleted != oldFailures {
		t.Fatalf("result %+v", res)
	}
	st := c.Stats()
	if len(st.Failed) != 0 || st.FailureRows != 0 || st.Captured != accepted.Load() || st.Captured == 0 {
		t.Fatalf("capture stats %+v, accepted %d: want every event captured, no failure", st, accepted.Load())
	}
	if n := d.count(t, "SELECT count(*) FROM eval_capture_failures"); n != 0 {
		t.Fatalf("%d failure rows left: capture failed, or old failures were kept", n)
	}
	// Pruned: every old row, nothing else; none of them was exported.
	if n := d.count(t, "SELECT count(*) FROM eval_candidates WHERE query LIKE 'old-%'"); n != 0 {
		t.Fatalf("%d old rows left", n)
	}
	for q, n := range queries {
		if strings.HasPrefix(q, "old-") {
			t.Fatalf("pruned row %s was exported %d times", q, n)
		}
	}
	// Exported exactly once: every row left, and only those.
	left := d.ids(t)
	if len(left) != len(exported) {
		t.Fatalf("%d rows left, %d distinct rows exported", len(left), len(exported))
	}
	for _, id := range left {
		if exported[id] != 1 {
			t.Fatalf("row %d exported %d times", id, exported[id])
		}
	}
	for i := range int(accepted.Load()) {
		if q := "live-" + strconv.Itoa(i); queries[q] != 1 {
			t.Fatalf("captured %s exported %d times", q, queries[q])
		}
	}
	for i := range mid {
		if q := "mid-" + strconv.Itoa(i); queries[q] != 1 {
			t.Fatalf("unexported %s (kept by the cursor) exported %d times", q, queries[q])
		}
	}
}
