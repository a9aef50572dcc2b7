package exporter

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"testing"
	"time"
)

// Two runs on one cursor file must not overlap: both would export the
// window starting at the stored end, and the one that started first (the
// earlier end) could finish last and move the cursor back (probe 5,
// finding 5). A run that starts while another holds the cursor fails at
// once, having read and written nothing; the first run is unaffected.
func TestOverlappingCursorRunsAreRefused(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("cursor runs are serialised with flock, which evalkit's platforms (Linux, macOS) have")
	}
	forEachEngine(t, func(t *testing.T, h *harness) {
		cursor := filepath.Join(t.TempDir(), "export.cursor")
		insertN(t, h.writer, 3)
		var second error
		var secondOut bytes.Buffer
		// The second run starts while the first is between reading its
		// window and writing its rows.
		res, rows := run(t, h.reader, Options{Cursor: cursor, OnWindow: func(Window) {
			_, second = Export(context.Background(), h.reader, &secondOut, Options{Cursor: cursor})
		}})
		var busy *CursorBusyError
		if !errors.As(second, &busy) || busy.Path != cursor || busy.PID != os.Getpid() {
			t.Fatalf("overlapping run: %v, want *CursorBusyError naming this process", second)
		}
		if secondOut.Len() != 0 {
			t.Fatalf("the refused run wrote %q", secondOut.String())
		}
		if len(rows) != 3 || !res.CursorWritten {
			t.Fatalf("first run: %d rows, %+v", len(rows), res)
		}
		// The lock is let go: the next run goes ahead.
		insertN(t, h.writer, 1)
		if _, rows := run(t, h.reader, Options{Cursor: cursor}); len(rows) != 1 {
			t.Fatalf("next run exported %d rows, want the 1 new", len(rows))
		}
	})
}

// A run never writes an end earlier than the one FILE holds at write
// time: without the lock (a file system without flock, a hand edit)
// another run may have stored a later end meanwhile.
func TestCursorNeverMovesBackPastAConcurrentWrite(t *testing.T) {
	forEachEngine(t, func(t *testing.T, h *harness) {
		cursor := filepath.Join(t.TempDir(), "export.cursor")
		insertN(t, h.writer, 2)
		var later time.Time
		var out bytes.Buffer
		res, err := Export(context.Background(), h.reader, &out, Options{Cursor: cursor, OnWindow: func(w Window) {
			later = w.Until.Add(time.Minute)
			if err := WriteCursor(cursor, later); err != nil {
				t.Fatal(err)
			}
		}})
		var moved *CursorMovedError
		if !errors.As(err, &moved) || !moved.Held.Equal(later) || !moved.End.Equal(res.Window.Until) {
			t.Fatalf("Export = %v, want *CursorMovedError holding %v", err, later)
		}
		if res.Rows != 2 || res.CursorWritten {
			t.Fatalf("result %+v", res)
		}
		if got, ok, err := ReadCursor(cursor); err != nil || !ok || !got.Equal(later) {
			t.Fatalf("cursor holds %v (%v, %v), want the later end %v kept", got, ok, err, later)
		}
	})
}
