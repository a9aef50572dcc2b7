package capture_test

import (
	"context"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/modusbrain/evalkit/capture"
	"github.com/modusbrain/evalkit/capture/spool"
	"github.com/modusbrain/evalkit/internal/testdb"
)

// BenchmarkCapture measures what Capture costs the op handler, in three
// settings: capture off (the default); on with the writers asleep, which is
// the call's own cost (enqueue); and on while four writers scrub and insert
// into a real PostgreSQL database at the same time, which on a small machine
// adds their competition for the CPU. Run with -benchtime=100000x: the
// queue then holds every event (dropped/op 0) and, in "on", no batch
// threshold is reached.
func BenchmarkCapture(b *testing.B) {
	ev := event(42)
	b.Run("off", func(b *testing.B) {
		c, _ := capture.New(capture.Options{})
		b.ReportAllocs()
		for b.Loop() {
			c.Capture(ev)
		}
	})
	on := func(b *testing.B, o capture.Options, parallel bool) {
		o.Enabled = true
		o.Engine = openPG(b, testdb.New(b))
		o.QueueSize = 1 << 18
		c, err := capture.New(o)
		if err != nil {
			b.Fatal(err)
		}
		b.ReportAllocs()
		b.ResetTimer()
		if parallel {
			b.RunParallel(func(pb *testing.PB) {
				for pb.Next() {
					c.Capture(ev)
				}
			})
		} else {
			for range b.N {
				c.Capture(ev)
			}
		}
		b.StopTimer()
		b.ReportMetric(float64(c.Stats().Dropped)/float64(b.N), "dropped/op")
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
		defer cancel()
		c.Close(ctx)
	}
	idle := capture.Options{Writers: 1, BatchSize: 1 << 18, FlushInterval: time.Hour}
	b.Run("on", func(b *testing.B) { on(b, idle, false) })
	b.Run("on-parallel", func(b *testing.B) { on(b, idle, true) })
	b.Run("on-busy-writers", func(b *testing.B) { on(b, capture.Options{}, false) })
	b.Run("on-busy-writers-parallel", func(b *testing.B) { on(b, capture.Options{}, true) })
}

// insertOne is the reference design's write: one autocommitted INSERT per
// event (no window lock, no batching).
const insertOne = `INSERT INTO eval_candidates (tool_name, query, retrieved_slugs, retrieved_chunk_ids,
	source_ids, expand_enabled, detail, detail_resolved, vector_enabled, expansion_applied, latency_ms, remote,
	job_id, subagent_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`

// BenchmarkPostgresRowsPerSecond writes b.N events into PostgreSQL both ways
// from this process — one INSERT per event (the reference design) and
// through the Capturer — and reports both sustained rates and their ratio.
// Both paths scrub and build each row. The two alternate in rounds so that a
// change in machine load between them cannot decide the ratio. The producer
// paces itself on the queue (as eval-capture does) so no event is dropped:
// the rate counts rows that landed, checked at the end. Run with
// -benchtime=20000x.
func BenchmarkPostgresRowsPerSecond(b *testing.B) {
	const rounds = 5
	dbURL := testdb.New(b)
	eng := openPG(b, dbURL)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	if err := eng.Migrate(ctx); err != nil {
		b.Fatal(err)
	}
	conn, err := pgx.Connect(ctx, dbURL)
	if err != nil {
		b.Fatal(err)
	}
	defer conn.Close(ctx)
	evs := make([]capture.Event, b.N)
	for i := range evs {
		evs[i] = event(i)
	}
	b.ResetTimer()

	var single, batched time.Duration
	var captured int64
	for r := range rounds {
		part := evs[r*len(evs)/rounds : (r+1)*len(evs)/rounds]

		start := time.Now()
		for _, ev := range part {
			r, err := capture.BuildCandidate(ev, capture.BuildOptions{})
			if err != nil {
				b.Fatal(err)
			}
			if _, err := conn.Exec(ctx, insertOne, r.ToolName, r.Query, r.RetrievedSlugs, r.RetrievedChunkIDs,
				r.SourceIDs, r.ExpandEnabled, r.Detail, r.DetailResolved, r.VectorEnabled, r.ExpansionApplied,
				r.LatencyMS, r.Remote, r.JobID, r.SubagentID); err != nil {
				b.Fatal(err)
			}
		}
		single += time.Since(start)

		start = time.Now()
		c, err := capture.New(capture.Options{Enabled: true, Engine: eng, SkipMigrate: true})
		if err != nil {
			b.Fatal(err)
		}
		for _, ev := range part {
			if err := c.CaptureWait(ctx, ev); err != nil {
				b.Fatal(err)
			}
		}
		if n := c.Close(ctx); n != 0 {
			b.Fatalf("%d events undelivered", n)
		}
		batched += time.Since(start)
		captured += c.Stats().Captured
	}
	b.StopTimer()

	if captured != int64(b.N) {
		b.Fatalf("capturer wrote %d rows of %d", captured, b.N)
	}
	if n := candidateCount(b, eng); n != int64(2*b.N) {
		b.Fatalf("%d rows in the table, want %d", n, 2*b.N)
	}
	b.ReportMetric(float64(b.N)/single.Seconds(), "insert-rows/s")
	b.ReportMetric(float64(b.N)/batched.Seconds(), "capturer-rows/s")
	b.ReportMetric(single.Seconds()/batched.Seconds(), "speedup")
}

// BenchmarkSpoolOutage measures, in one run against a real PostgreSQL, the
// rates of an outage: the normal insert rate through the Capturer without a
// spool and with one (keyed rows), the spool's write rate while the
// database is down (events → scrubbed rows → fsynced spool), and the drain
// rate when it is back (spool → database, exactly once). Each phase handles
// b.N events; the producer paces itself on the queue so none is dropped.
// Run with -benchtime=20000x.
func BenchmarkSpoolOutage(b *testing.B) {
	direct := testdb.New(b)
	eng := openPG(b, direct)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	if err := eng.Migrate(ctx); err != nil {
		b.Fatal(err)
	}
	proxy, viaProxy := newPGProxy(b, direct)
	viaEng := openPG(b, viaProxy)
	dir := b.TempDir()
	evs := make([]capture.Event, b.N)
	for i := range evs {
		evs[i] = event(i)
	}
	sp, err := spool.Open(spool.Options{Dir: dir})
	if err != nil {
		b.Fatal(err)
	}
	defer sp.Close()
	feed := func(sp *spool.Spool) *capture.Capturer {
		c, err := capture.New(capture.Options{Enabled: true, Engine: viaEng, SkipMigrate: true, Spool: sp})
		if err != nil {
			b.Fatal(err)
		}
		for _, ev := range evs {
			if err := c.CaptureWait(ctx, ev); err != nil {
				b.Fatal(err)
			}
		}
		c.Close(ctx)
		return c
	}
	b.ResetTimer()

	start := time.Now()
	c := feed(nil)
	noSpool := time.Since(start)
	start = time.Now()
	c = feed(sp)
	normal := time.Since(start)
	if s := c.Stats(); s.Captured != int64(b.N) {
		b.Fatalf("database up: %+v", s)
	}

	proxy.Down()
	start = time.Now()
	c = feed(sp)
	spooling := time.Since(start)
	if s := c.Stats(); s.Spooled != int64(b.N) {
		b.Fatalf("database down: %+v", s)
	}

	proxy.Up()
	start = time.Now()
	c, err = capture.New(capture.Options{Enabled: true, Engine: viaEng, SkipMigrate: true, Spool: sp})
	if err != nil {
		b.Fatal(err)
	}
	for c.Stats().Delayed < int64(b.N) {
		time.Sleep(time.Millisecond)
	}
	draining := time.Since(start)
	c.Close(ctx)
	b.StopTimer()
	if n := candidateCount(b, eng); n != int64(3*b.N) {
		b.Fatalf("%d rows, want %d", n, 3*b.N)
	}
	b.ReportMetric(float64(b.N)/noSpool.Seconds(), "nospool-insert-rows/s")
	b.ReportMetric(float64(b.N)/normal.Seconds(), "insert-rows/s")
	b.ReportMetric(float64(b.N)/spooling.Seconds(), "spool-rows/s")
	b.ReportMetric(float64(b.N)/draining.Seconds(), "drain-rows/s")
}

// BenchmarkBuildManyHits builds events of 10,000 and 100,000 hits (every
// tenth repeating an earlier slug and source) in the same run and reports
// the ratio of their times: about 10 when the build is linear in the
// hits, about 100 if it were quadratic (a scan of the distinct list per
// hit took 31 s for the larger). Run with -benchtime 20x.
func BenchmarkBuildManyHits(b *testing.B) {
	small, large := manyHits(10_000), manyHits(100_000)
	b.ReportAllocs()
	var tSmall, tLarge time.Duration
	for b.Loop() {
		start := time.Now()
		if _, err := capture.BuildCandidate(small, capture.BuildOptions{}); err != nil {
			b.Fatal(err)
		}
		mid := time.Now()
		if _, err := capture.BuildCandidate(large, capture.BuildOptions{}); err != nil {
			b.Fatal(err)
		}
		tSmall += mid.Sub(start)
		tLarge += time.Since(mid)
	}
	b.ReportMetric(float64(tSmall.Microseconds())/float64(b.N), "µs-10k-hits/op")
	b.ReportMetric(float64(tLarge.Microseconds())/float64(b.N), "µs-100k-hits/op")
	b.ReportMetric(float64(tLarge)/float64(tSmall), "ratio-100k/10k")
}
