package postgres

import (
	"context"
	"io"
	"os"
	"runtime"
	"strconv"
	"syscall"
	"testing"
	"time"

	"github.com/modusbrain/evalkit/internal/testdb"
	"github.com/modusbrain/evalkit/store"
)

// benchRows is the table size for the streaming benchmark; set
// EVALKIT_BENCH_ROWS=1000000 for the full-size run.
func benchRows(b *testing.B) int {
	if s := os.Getenv("EVALKIT_BENCH_ROWS"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n <= 0 {
			b.Fatalf("EVALKIT_BENCH_ROWS=%q is not a positive number", s)
		}
		return n
	}
	return 200000
}

// benchDB fills a fresh database with realistic rows: an 80-character
// query, 5 slugs, 10 chunk ids, 2 sources, nullable fields mostly set.
func benchDB(b *testing.B, n int) (*Engine, string) {
	b.Helper()
	url := testdb.New(b)
	e, err := Open(context.Background(), url, Options{})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { e.Close() })
	ctx := context.Background()
	if err := e.Migrate(ctx); err != nil {
		b.Fatal(err)
	}
	_, err = e.pool.Exec(ctx, `INSERT INTO eval_candidates (tool_name, query, retrieved_slugs, retrieved_chunk_ids,
		source_ids, expand_enabled, detail, detail_resolved, vector_enabled, expansion_applied, latency_ms, remote,
		job_id, subagent_id, created_at)
		SELECT CASE WHEN g % 3 = 0 THEN 'search' ELSE 'query' END,
		       'how does the billing service retry failed invoices for customer ' || g || ' in region eu?',
		       ARRAY['services/billing', 'people/alice-' || g % 97, 'runbooks/retries', 'adr/0042', 'glossary/invoice'],
		       ARRAY[g, g + 1, g + 2, 17, 17, 4242, g * 3, 99, 100, 101]::bigint[],
		       ARRAY['default', 'wiki'],
		       CASE WHEN g % 3 = 0 THEN NULL ELSE g % 2 = 0 END,
		       CASE WHEN g % 4 = 0 THEN NULL ELSE 'medium' END, 'high',
		       true, g % 5 = 0, g % 2000, g % 2 = 0,
		       CASE WHEN g % 10 = 0 THEN g END, NULL,
		       now() - g * interval '1 millisecond'
		FROM generate_series(1, $1::int) g`, n)
	if err != nil {
		b.Fatal(err)
	}
	if _, err := e.pool.Exec(ctx, "VACUUM ANALYZE eval_candidates"); err != nil {
		b.Fatal(err)
	}
	return e, url
}

// The three ways to read the table, each over the whole of it.
type reader struct {
	name string
	run  func(b *testing.B) int // returns rows read
}

func readers(e *Engine, url string) []reader {
	ctx := context.Background()
	q, _, _ := streamStatement(store.StreamQuery{Until: farFuture})
	copySQL := "COPY (" + q[:len(q)-len(" FROM eval_candidates WHERE created_at < $1 ORDER BY created_at DESC, id DESC")] +
		" FROM eval_candidates ORDER BY created_at DESC, id DESC) TO STDOUT"
	return []reader{
		{"copy-text", func(b *testing.B) int {
			// The transfer floor: plain-text COPY into io.Discard (what
			// `psql \copy ... TO STDOUT` costs, minus the terminal).
			c, err := e.pool.Acquire(ctx)
			if err != nil {
				b.Fatal(err)
			}
			defer c.Release()
			tag, err := c.Conn().PgConn().CopyTo(ctx, io.Discard, copySQL)
			if err != nil {
				b.Fatal(err)
			}
			return int(tag.RowsAffected())
		}},
		{"stream", func(b *testing.B) int {
			n := 0
			var sink int64
			err := e.StreamCandidates(ctx, store.StreamQuery{Until: farFuture}, func(c *store.Candidate) error {
				n++
				sink += c.LatencyMS + int64(len(c.Query)+len(c.RetrievedSlugs)+len(c.RetrievedChunkIDs))
				return nil
			})
			if err != nil {
				b.Fatal(err)
			}
			return n
		}},
		{"naive-scan", func(b *testing.B) int {
			// The straightforward pgx loop: Query + Scan into a fresh row.
			rows, err := e.pool.Query(ctx, q, farFuture)
			if err != nil {
				b.Fatal(err)
			}
			defer rows.Close()
			n := 0
			for rows.Next() {
				var c store.Candidate
				if err := rows.Scan(&c.ID, &c.ToolName, &c.Query, &c.RetrievedSlugs, &c.RetrievedChunkIDs,
					&c.SourceIDs, &c.ExpandEnabled, &c.Detail, &c.DetailResolved, &c.VectorEnabled,
					&c.ExpansionApplied, &c.LatencyMS, &c.Remote, &c.JobID, &c.SubagentID, &c.CreatedAt); err != nil {
					b.Fatal(err)
				}
				n++
			}
			if err := rows.Err(); err != nil {
				b.Fatal(err)
			}
			return n
		}},
	}
}

type measure struct {
	wall, cpu       time.Duration
	rows            int
	mallocs, tbytes uint64
}

func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

func (m *measure) run(b *testing.B, r reader) {
	var ms0, ms1 runtime.MemStats
	runtime.ReadMemStats(&ms0)
	c0, t0 := cpuTime(), time.Now()
	m.rows += r.run(b)
	m.wall += time.Since(t0)
	m.cpu += cpuTime() - c0
	runtime.ReadMemStats(&ms1)
	m.mallocs += ms1.Mallocs - ms0.Mallocs
	m.tbytes += ms1.TotalAlloc - ms0.TotalAlloc
}

// BenchmarkStreamVsBaselines reads the same table three ways, interleaved in
// every iteration, and reports per-row wall time, client CPU and
// allocations for each, plus the ratios that matter: stream / copy-text
// (target ≤ 1.15) and naive-scan / stream.
//
//	go test -run '^$' -bench StreamVsBaselines -benchtime 5x ./postgres
func BenchmarkStreamVsBaselines(b *testing.B) {
	e, url := benchDB(b, benchRows(b))
	rs := readers(e, url)
	for _, r := range rs { // warm caches and the connection pool
		r.run(b)
	}
	ms := make([]measure, len(rs))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for j := range rs {
			k := (i + j) % len(rs) // rotate the order: no reader always goes first
			ms[k].run(b, rs[k])
		}
	}
	b.StopTimer()
	perRow := func(d time.Duration, m measure) float64 { return float64(d.Nanoseconds()) / float64(m.rows) }
	for k, r := range rs {
		m := ms[k]
		b.ReportMetric(perRow(m.wall, m), r.name+"-ns/row")
		b.ReportMetric(perRow(m.cpu, m), r.name+"-cpu-ns/row")
		b.ReportMetric(float64(m.mallocs)/float64(m.rows), r.name+"-allocs/row")
		b.ReportMetric(float64(m.tbytes)/float64(m.rows), r.name+"-B/row")
	}
	b.ReportMetric(float64(ms[1].wall)/float64(ms[0].wall), "stream/copy")
	b.ReportMetric(float64(ms[2].wall)/float64(ms[1].wall), "naive/stream")
	b.ReportMetric(0, "ns/op") // the per-row figures above are the result
}

// BenchmarkStreamDecode isolates the decoder on one captured DataRow: the
// client-side cost per row with the network taken out.
func BenchmarkStreamDecode(b *testing.B) {
	e, _ := benchDB(b, 10)
	ctx := context.Background()
	c, err := e.pool.Acquire(ctx)
	if err != nil {
		b.Fatal(err)
	}
	defer c.Release()
	q, params, oids := streamStatement(store.StreamQuery{Until: farFuture, Limit: 1})
	res := c.Conn().PgConn().ExecParams(ctx, q, params, oids, []int16{formatBinary}, binaryResults).Read()
	if res.Err != nil || len(res.Rows) != 1 {
		b.Fatalf("%v, %d rows", res.Err, len(res.Rows))
	}
	row := res.Rows[0]
	d := newRowDecoder()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if err := d.decode(row); err != nil {
			b.Fatal(err)
		}
	}
}
