package exporter

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"
)

func TestCursorRoundTripKeepsFullPrecision(t *testing.T) {
	path := filepath.Join(t.TempDir(), "cursor")
	if _, ok, err := ReadCursor(path); ok || err != nil {
		t.Fatalf("absent cursor: ok=%v err=%v, want not ok and no error", ok, err)
	}
	for _, end := range []time.Time{
		time.Date(2025, 3, 1, 9, 30, 12, 345678000, time.UTC),
		time.Date(2025, 3, 1, 9, 30, 12, 0, time.FixedZone("X", -3600)),
		time.Date(2025, 3, 1, 9, 30, 12, 1, time.UTC),
	} {
		if err := WriteCursor(path, end); err != nil {
			t.Fatal(err)
		}
		got, ok, err := ReadCursor(path)
		if err != nil || !ok || !got.Equal(end) {
			t.Fatalf("ReadCursor after writing %v = %v, %v, %v", end, got, ok, err)
		}
		b, _ := os.ReadFile(path)
		if want := FormatCursor(end) + "\n"; string(b) != want {
			t.Fatalf("cursor file holds %q, want %q", b, want)
		}
		// The stored line is itself a valid --since value.
		if at, err := ParseTime(string(b[:len(b)-1])); err != nil || !at.Equal(end) {
			t.Fatalf("cursor line is not a --since value: %v %v", at, err)
		}
	}
	entries, _ := os.ReadDir(filepath.Dir(path))
	if len(entries) != 1 {
		t.Fatalf("temporary files left behind: %v", entries)
	}
}

func TestReadCursorRejectsGarbage(t *testing.T) {
	path := filepath.Join(t.TempDir(), "cursor")
	if err := os.WriteFile(path, []byte("last tuesday\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, _, err := ReadCursor(path)
	var ce *CursorError
	if !errors.As(err, &ce) || ce.Path != path {
		t.Fatalf("ReadCursor(garbage) = %v, want *CursorError naming the file", err)
	}
	if err := os.WriteFile(path, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, _, err := ReadCursor(path); err == nil {
		t.Fatal("an empty cursor file must be an error, not a fresh start")
	}
}

func TestWriteCursorFailureLeavesOldCursor(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "cursor")
	old := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
	if err := WriteCursor(path, old); err != nil {
		t.Fatal(err)
	}
	// A directory where the rename must land makes the final step fail.
	blocked := filepath.Join(dir, "blocked")
	if err := os.Mkdir(blocked, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(blocked, "x"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := WriteCursor(blocked, time.Now()); err == nil {
		t.Fatal("WriteCursor over a non-empty directory succeeded")
	}
	if got, ok, err := ReadCursor(path); err != nil || !ok || !got.Equal(old) {
		t.Fatalf("old cursor changed: %v %v %v", got, ok, err)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 2 {
		t.Fatalf("temporary files left behind: %v", entries)
	}
	if err := CheckCursorDir(filepath.Join(dir, "missing", "cursor")); err == nil {
		t.Fatal("CheckCursorDir accepted a missing directory")
	}
	if err := CheckCursorDir(path); err != nil {
		t.Fatal(err)
	}
}
