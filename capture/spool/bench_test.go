package spool_test

import (
	"testing"

	"github.com/modusbrain/evalkit/capture/spool"
)

// benchBatch is capture's default batch size: what one db_down batch hands
// the spool.
const benchBatch = 256

// BenchmarkAppend measures spooling while the database is down: batches of
// 256 realistic rows (row(): a 100-character query, 10 slugs and chunk ids,
// 3 sources, every nullable field set), one write and one fsync per batch.
// One op is one row.
func BenchmarkAppend(b *testing.B) {
	for _, bc := range []struct {
		name   string
		noSync bool
	}{{"fsync", false}, {"nosync", true}} {
		b.Run(bc.name, func(b *testing.B) {
			s := openSpool(b, spool.Options{MaxBytes: 1 << 30, NoSync: bc.noSync})
			batch := entries(0, benchBatch)
			res := mustAppend(b, s, batch)
			b.ReportAllocs()
			b.ResetTimer()
			for done := 0; done < b.N; done += benchBatch {
				mustAppend(b, s, batch[:min(benchBatch, b.N-done)])
			}
			b.StopTimer()
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "rows/s")
			b.ReportMetric(float64(res.Bytes)/benchBatch, "B/row")
		})
	}
}

// BenchmarkDrain measures delivery's read side: claim, Next 256 records
// (read, CRC-checked, decoded), Ack (a durable ack write, or a segment
// removal and a directory sync), until empty. One op is one row. "nosync"
// skips the fsyncs of Ack.
func BenchmarkDrain(b *testing.B) {
	for _, bc := range []struct {
		name   string
		noSync bool
	}{{"fsync", false}, {"nosync", true}} {
		b.Run(bc.name, func(b *testing.B) {
			dir := b.TempDir()
			// Filled as an outage fills it, fsync per batch, so the
			// drain's fsyncs do not pay for the filling's writeback.
			w := openSpool(b, spool.Options{Dir: dir, MaxBytes: 1 << 30})
			batch := entries(0, benchBatch)
			for done := 0; done < b.N; done += benchBatch {
				mustAppend(b, w, batch[:min(benchBatch, b.N-done)])
			}
			w.Close()
			s := openSpool(b, spool.Options{Dir: dir, MaxBytes: 1 << 30, NoSync: bc.noSync})
			b.ReportAllocs()
			b.ResetTimer()
			c, err := s.TryClaim()
			if err != nil {
				b.Fatal(err)
			}
			defer c.Release()
			var recs []spool.Record
			n := 0
			for {
				recs, err = c.Next(recs, benchBatch)
				if err != nil {
					b.Fatal(err)
				}
				if len(recs) == 0 {
					break
				}
				n += len(recs)
				if err := c.Ack(); err != nil {
					b.Fatal(err)
				}
			}
			b.StopTimer()
			if n != b.N {
				b.Fatalf("drained %d rows, want %d", n, b.N)
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "rows/s")
		})
	}
}
