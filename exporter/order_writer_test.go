package exporter

import (
	"bytes"
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/modusbrain/evalkit/store"
)

// streamOrder returns rows in the store's order: created_at DESC, id DESC.
func streamOrder(rows []store.Candidate) {
	slices.SortFunc(rows, func(a, b store.Candidate) int {
		if c := b.CreatedAt.Compare(a.CreatedAt); c != 0 {
			return c
		}
		return int(b.ID - a.ID)
	})
}

// consumerOrder is the order a consumer checks: the exported created_at
// (milliseconds) DESC, id DESC.
func consumerOrder(rows []store.Candidate) {
	slices.SortFunc(rows, func(a, b store.Candidate) int {
		ka, kb := keyOf(a.CreatedAt), keyOf(b.CreatedAt)
		switch {
		case ka.sec != kb.sec:
			return int(kb.sec - ka.sec)
		case ka.ms != kb.ms:
			return int(kb.ms - ka.ms)
		}
		return int(b.ID - a.ID)
	})
}

func randomRows(rnd *rand.Rand, n, perMS int, query string) []store.Candidate {
	base := time.Date(2025, 3, 1, 12, 0, 0, 0, time.UTC)
	rows := make([]store.Candidate, n)
	for i := range rows {
		rows[i] = candidate(i)
		rows[i].ID = int64(i + 1)
		rows[i].Query = query
		rows[i].CreatedAt = base.Add(time.Duration(i/perMS)*time.Millisecond + time.Duration(rnd.IntN(1000))*time.Microsecond)
	}
	streamOrder(rows)
	return rows
}

func encodeAll(rows []store.Candidate) []byte {
	var b []byte
	for i := range rows {
		b = AppendCandidate(b, &rows[i])
	}
	return b
}

// TestOrderedWriterMatchesTheConsumerOrder feeds the writer the store's
// order and compares the bytes with the consumer's order, for groups from
// one row to many times the buffer.
func TestOrderedWriterMatchesTheConsumerOrder(t *testing.T) {
	rnd := rand.New(rand.NewPCG(3, 4))
	long := string(bytes.Repeat([]byte("x"), 3000)) // 100 rows > bufferSize
	for _, c := range []struct {
		n, perMS int
		query    string
	}{{1, 1, "q"}, {500, 1, "q"}, {500, 7, "q"}, {2000, 300, "q"}, {400, 100, long}, {400, 400, long}} {
		rows := randomRows(rnd, c.n, c.perMS, c.query)
		var out bytes.Buffer
		ow := newOrderedWriter(context.Background(), &out)
		for i := range rows {
			if err := ow.add(&rows[i]); err != nil {
				t.Fatal(err)
			}
		}
		ow.closeGroup()
		if err := ow.flush(); err != nil {
			t.Fatal(err)
		}
		consumerOrder(rows)
		if want := encodeAll(rows); !bytes.Equal(out.Bytes(), want) || ow.rows != int64(c.n) {
			t.Fatalf("n=%d perMS=%d: output differs from the consumer order (rows %d)", c.n, c.perMS, ow.rows)
		}
	}
}

// shortWriter takes limit bytes, then fails.
type shortWriter struct {
	out   bytes.Buffer
	limit int
}

func (w *shortWriter) Write(p []byte) (int, error) {
	if w.out.Len()+len(p) <= w.limit {
		return w.out.Write(p)
	}
	n := w.limit - w.out.Len()
	w.out.Write(p[:n])
	return n, errors.New("disk full")
}

// After a short write, rows counts only the lines that went out whole.
func TestOrderedWriterCountsWholeLinesOnShortWrite(t *testing.T) {
	rows := randomRows(rand.New(rand.NewPCG(5, 6)), 200, 1, "q")
	line := len(AppendCandidate(nil, &rows[0]))
	w := &shortWriter{limit: 10*line + line/2}
	ow := newOrderedWriter(context.Background(), w)
	var err error
	for i := range rows {
		if err = ow.add(&rows[i]); err != nil {
			break
		}
	}
	if err == nil {
		ow.closeGroup()
		err = ow.flush()
	}
	if err == nil || bytes.Count(w.out.Bytes(), []byte("\n")) != int(ow.rows) {
		t.Fatalf("err %v, rows %d, whole lines written %d", err, ow.rows, bytes.Count(w.out.Bytes(), []byte("\n")))
	}
}

// BenchmarkOrderedWriter is the cost the ordering adds per row over
// encoding alone, in the common case (rows already in order) and with
// ten rows per millisecond out of order.
func BenchmarkOrderedWriter(b *testing.B) {
	rnd := rand.New(rand.NewPCG(7, 8))
	q := "how do we rotate the staging database credentials after the vendor incident? owner: platform team"
	for _, bc := range []struct {
		name  string
		perMS int
	}{{"one-per-ms", 1}, {"ten-per-ms", 10}} {
		rows := randomRows(rnd, 10_000, bc.perMS, q)
		b.Run("encode-only/"+bc.name, func(b *testing.B) {
			buf := make([]byte, 0, bufferSize)
			for b.Loop() {
				for i := range rows {
					buf = AppendCandidate(buf, &rows[i])
					if len(buf) >= bufferSize {
						buf = buf[:0]
					}
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(rows)), "ns/row")
		})
		b.Run("ordered/"+bc.name, func(b *testing.B) {
			ow := newOrderedWriter(context.Background(), discard{})
			b.ReportAllocs()
			for b.Loop() {
				for i := range rows {
					if err := ow.add(&rows[i]); err != nil {
						b.Fatal(err)
					}
				}
				ow.closeGroup()
				if err := ow.flush(); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(rows)), "ns/row")
		})
	}
}

type discard struct{}

func (discard) Write(p []byte) (int, error) { return len(p), nil }
