package exporter

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/modusbrain/evalkit/store"
)

func TestExportCursorChains(t *testing.T) {
	forEachEngine(t, func(t *testing.T, h *harness) {
		cursor := filepath.Join(t.TempDir(), "cursor")
		first := insertN(t, h.writer, 3)
		res, rows := run(t, h.reader, Options{Cursor: cursor})
		if len(rows) != 3 || !res.CursorWritten || res.CursorFound {
			t.Fatalf("first run: %+v", res)
		}
		stored, ok, err := ReadCursor(cursor)
		if err != nil || !ok || !stored.Equal(res.Window.Until) {
			t.Fatalf("cursor holds %v (%v, %v), want the window end %v", stored, ok, err, res.Window.Until)
		}
		// Nothing new: an empty window that still advances the cursor.
		res, rows = run(t, h.reader, Options{Cursor: cursor})
		if len(rows) != 0 || !res.CursorFound || res.Window.Since == nil || !res.Window.Since.Equal(stored) || !res.CursorWritten {
			t.Fatalf("second run: %+v, %d rows", res, len(rows))
		}
		second := insertN(t, h.writer, 2)
		// A limit with a cursor is refused before anything is read: it keeps
		// the newest rows, so the cursor could never pass a cut window.
		before, _ := os.ReadFile(cursor)
		var out bytes.Buffer
		if _, err := Export(context.Background(), h.reader, &out, Options{Cursor: cursor, Limit: 1}); !errors.Is(err, ErrLimitWithCursor) || out.Len() != 0 {
			t.Fatalf("Limit with Cursor: %v, %d bytes written; want ErrLimitWithCursor and nothing", err, out.Len())
		}
		if after, _ := os.ReadFile(cursor); !bytes.Equal(before, after) {
			t.Fatalf("a refused run changed the cursor: %q -> %q", before, after)
		}
		res, rows = run(t, h.reader, Options{Cursor: cursor})
		if len(rows) != 2 || rows[0].ID != second[1].ID || rows[1].ID != second[0].ID {
			t.Fatalf("third run exported %v, want the two new rows", ids(rows))
		}
		_ = first
		// An --until before the stored end never moves the cursor back.
		before, _ = os.ReadFile(cursor)
		res, rows = run(t, h.reader, Options{Cursor: cursor, Until: ptrTo(time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC))})
		if len(rows) != 0 || res.CursorWritten {
			t.Fatalf("until in the past: %+v", res)
		}
		if after, _ := os.ReadFile(cursor); !bytes.Equal(before, after) {
			t.Fatal("cursor moved back")
		}
		if _, err := Export(context.Background(), h.reader, io.Discard, Options{Cursor: cursor, Since: Start{Ago: time.Hour}}); err == nil {
			t.Fatal("Since with Cursor accepted")
		}
	})
}

// A row dated at the last instant schema v1 writes (another program's, or
// a clock wrong for a moment), then a capture: the capture is exported, and
// the cursor eval-export writes is one it reads back on the next run. The
// far-future row lies in the window of its date, not in today's.
func TestExportCursorPastARowAtTheEndOf9999(t *testing.T) {
	forEachEngine(t, func(t *testing.T, h *harness) {
		cursor := filepath.Join(t.TempDir(), "c.cursor")
		future := insertN(t, h.writer, 1)
		h.setCreatedAt(t, future[0].ID, time.Date(9999, 12, 31, 23, 59, 59, 999999000, time.UTC))
		captured := insertN(t, h.writer, 1)
		res, rows := run(t, h.reader, Options{Cursor: cursor})
		if len(rows) != 1 || rows[0].ID != captured[0].ID || !res.CursorWritten || res.Skipped != 0 {
			t.Fatalf("first run exported %v (%+v), want the capture %d", ids(rows), res, captured[0].ID)
		}
		if stored, ok, err := ReadCursor(cursor); err != nil || !ok || !stored.Equal(res.Window.Until) {
			t.Fatalf("cursor holds %v (%v, %v), want the window end %v", stored, ok, err, res.Window.Until)
		}
		if res.Window.Until.After(time.Now().Add(time.Hour)) {
			t.Errorf("window end %v: the future row moved it", res.Window.Until)
		}
		next := insertN(t, h.writer, 1)
		res, rows = run(t, h.reader, Options{Cursor: cursor})
		if len(rows) != 1 || rows[0].ID != next[0].ID || !res.CursorFound || !res.CursorWritten {
			t.Fatalf("second run exported %v (%+v), want the next capture %d", ids(rows), res, next[0].ID)
		}
	})
}

// failingWriter accepts n bytes, then fails every write with err.
type failingWriter struct {
	n   int
	err error
}

func (w *failingWriter) Write(p []byte) (int, error) {
	if len(p) <= w.n {
		w.n -= len(p)
		return len(p), nil
	}
	k := w.n
	w.n = 0
	return k, w.err
}

func TestExportWriteErrorKeepsCursor(t *testing.T) {
	forEachEngine(t, func(t *testing.T, h *harness) {
		insertN(t, h.writer, 3000) // well past one output buffer
		cursor := filepath.Join(t.TempDir(), "cursor")
		res, err := Export(context.Background(), h.reader, &failingWriter{n: 100_000, err: syscall.EPIPE}, Options{Cursor: cursor})
		var we *WriteError
		if !errors.As(err, &we) || !errors.Is(err, syscall.EPIPE) {
			t.Fatalf("err = %v, want a *WriteError wrapping EPIPE", err)
		}
		if res.Rows == 0 || res.Rows >= 3000 || res.CursorWritten {
			t.Fatalf("result %+v", res)
		}
		if _, err := os.Stat(cursor); !errors.Is(err, os.ErrNotExist) {
			t.Fatalf("cursor written after a failed write: %v", err)
		}
	})
}

// TestExportReadErrorMidStream kills the export's server session while
// rows flow: a real database failure, not a fake.
func TestExportReadErrorMidStream(t *testing.T) {
	h := pgHarness(t)
	insertN(t, h.writer, 30_000)
	cursor := filepath.Join(t.TempDir(), "cursor")
	killer := &killOnWrite{t: t, h: h}
	res, err := Export(context.Background(), h.reader, killer, Options{Cursor: cursor})
	// The client sees the server's 57P01 or, when the socket closes first,
	// an unexpected EOF: either way a read error, not a write error.
	var re *ReadError
	if !errors.As(err, &re) {
		t.Fatalf("err = %v (SQLSTATE %q), want a *ReadError", err, store.SQLState(err))
	}
	if res.Rows == 0 || res.Rows >= 30_000 || res.CursorWritten {
		t.Fatalf("result %+v", res)
	}
	// Every counted row reached the writer as a complete line.
	if got := int64(bytes.Count(killer.out.Bytes(), []byte("\n"))); got != res.Rows {
		t.Fatalf("writer got %d lines, Result.Rows = %d", got, res.Rows)
	}
	if _, err := os.Stat(cursor); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("cursor written after a read error: %v", err)
	}
}

type killOnWrite struct {
	t      *testing.T
	h      *harness
	out    bytes.Buffer
	killed bool
}

func (k *killOnWrite) Write(p []byte) (int, error) {
	if !k.killed {
		k.killed = true
		ctx := context.Background()
		c, err := pgx.Connect(ctx, k.h.url)
		if err != nil {
			k.t.Error(err)
		} else {
			// Terminate every other session of this database: the export's.
			_, err = c.Exec(ctx, `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
				WHERE datname = current_database() AND pid <> pg_backend_pid() AND NOT (query ILIKE '%pg_terminate_backend%')`)
			if err != nil {
				k.t.Error(err)
			}
			c.Close(ctx)
		}
	}
	return k.out.Write(p)
}

func TestExportProgressFlushes(t *testing.T) {
	forEachEngine(t, func(t *testing.T, h *harness) {
		rows := insertN(t, h.writer, 10)
		// One millisecond per row, so a row completes the one before it.
		base := time.Date(2025, 3, 1, 12, 0, 0, 0, time.UTC)
		for i, r := range rows {
			h.setCreatedAt(t, r.ID, base.Add(time.Duration(i)*time.Millisecond))
		}
		ticks := make(chan time.Time, 2)
		ticks <- time.Now() // due at the first row
		ticks <- time.Now() // due at the second
		var out bytes.Buffer
		var seen []int64
		var lines []int
		_, err := Export(context.Background(), h.reader, &out, Options{Ticks: ticks, OnProgress: func(rows int64) {
			seen = append(seen, rows)
			lines = append(lines, bytes.Count(out.Bytes(), []byte("\n")))
		}})
		if err != nil {
			t.Fatal(err)
		}
		// The first row's millisecond is still open at the first tick (a
		// row with a higher id may follow in it); the second row closes it,
		// and the tick flushes it.
		if fmt.Sprint(seen) != "[0 1]" {
			t.Fatalf("OnProgress calls %v, want [0 1]", seen)
		}
		if fmt.Sprint(lines) != "[0 1]" {
			t.Fatalf("lines flushed at each report %v, want [0 1]: the report counts what reached the writer", lines)
		}
	})
}
