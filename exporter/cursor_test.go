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

// RFC 3339 (5.6) allows "t" and "z" in lower case; a cursor written so by
// hand or another tool is read (hostile probe 10).
func TestReadCursorLowerCaseTAndZ(t *testing.T) {
	path := filepath.Join(t.TempDir(), "cursor")
	if err := os.WriteFile(path, []byte("2025-03-01t09:30:12.5z\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	got, ok, err := ReadCursor(path)
	if want := time.Date(2025, 3, 1, 9, 30, 12, 500000000, time.UTC); err != nil || !ok || !got.Equal(want) {
		t.Fatalf("ReadCursor = %v, %v, %v; want %v", got, ok, err, want)
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
	if err := os.WriteFile(path, []byte("\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, _, err := ReadCursor(path); err == nil {
		t.Fatal("a blank cursor file must be an error, not a fresh start")
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

// Only a file that looks like a cursor (one short line beginning with a
// date) is a damaged cursor; anything else was named by mistake, and the
// commands then never suggest rewriting or deleting it.
func TestCursorErrorTellsADamagedCursorFromAWrongPath(t *testing.T) {
	dir := t.TempDir()
	for content, damaged := range map[string]bool{
		"2025-03-01 09:30:12\n":           true,
		"2025-03-01T09:30:12.345678\n":    true, // no zone
		"2025-13-01T00:00:00Z":            true,
		"db.internal:5432:*:app:secret\n": false,
		`{"engine": "postgres"}` + "\n":   false,
		"root:x:0:0::/root:/bin/sh\n":     false,
		"\n":                              false,
		"2025-03-01T00:00:00Z\nmore\n":    false,
		"last tuesday\n":                  false,
	} {
		path := filepath.Join(dir, "c")
		if err := os.WriteFile(path, []byte(content), 0o600); err != nil {
			t.Fatal(err)
		}
		_, _, err := ReadCursor(path)
		var ce *CursorError
		if !errors.As(err, &ce) || ce.Damaged != damaged {
			t.Errorf("%q: %v (Damaged %v), want Damaged %v", content, err, ce != nil && ce.Damaged, damaged)
		}
	}
}

// A zero-byte file (`touch export.cursor` before the first run) is no
// cursor yet: the chain starts at the first row. Blank space is not.
func TestEmptyCursorFileStartsTheChain(t *testing.T) {
	path := filepath.Join(t.TempDir(), "export.cursor")
	if err := os.WriteFile(path, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	if end, ok, err := ReadCursor(path); err != nil || ok || !end.IsZero() {
		t.Fatalf("empty file: %v, %v, %v; want no cursor and no error", end, ok, err)
	}
	if err := os.WriteFile(path, []byte(" \n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, _, err := ReadCursor(path); err == nil {
		t.Fatal("a file of blank space read as a cursor")
	}
}

// modusbrain's directory holds modusbrain's files: only *.cursor names and
// files that already hold a window end may be cursors there, and
// config.json never, also through a symlink or a path with "..".
func TestCheckCursorPlace(t *testing.T) {
	root := t.TempDir()
	mb := filepath.Join(root, ".modusbrain")
	other := filepath.Join(root, "work")
	for _, d := range []string{mb, filepath.Join(mb, "brain"), other} {
		if err := os.MkdirAll(d, 0o700); err != nil {
			t.Fatal(err)
		}
	}
	write := func(p, content string) string {
		if err := os.WriteFile(p, []byte(content), 0o600); err != nil {
			t.Fatal(err)
		}
		return p
	}
	cfg := write(filepath.Join(mb, "config.json"), `{"engine": "postgres"}`)
	write(filepath.Join(mb, "brain", "PG_VERSION"), "16\n")
	write(filepath.Join(mb, "old-cursor"), "2025-03-01T00:00:00Z\n")
	if err := os.Symlink(cfg, filepath.Join(other, "link.cursor")); err != nil {
		t.Fatal(err)
	}
	for path, refused := range map[string]bool{
		cfg: true,
		filepath.Join(mb, "..", ".modusbrain", "config.json"): true,
		filepath.Join(other, "link.cursor"):                   true, // a symlink to config.json
		filepath.Join(mb, "brain", "PG_VERSION"):              true,
		filepath.Join(mb, "eval.db"):                          true, // not a cursor name, not a cursor
		filepath.Join(mb, "notes"):                            true, // a new file of any other name
		filepath.Join(mb, "export.cursor"):                    false,
		filepath.Join(mb, "old-cursor"):                       false, // already holds a window end
		filepath.Join(other, "config.json"):                   false, // not modusbrain's directory
		filepath.Join(other, "anything"):                      false,
	} {
		err := CheckCursorPlace(path, "", mb)
		var pe *CursorPlaceError
		if got := errors.As(err, &pe); got != refused {
			t.Errorf("CheckCursorPlace(%s) = %v, want refused %v", path, err, refused)
		}
	}
	if b, _ := os.ReadFile(cfg); string(b) != `{"engine": "postgres"}` {
		t.Errorf("config.json changed: %q", b)
	}
}

// Every end a cursor can hold reads back the same, also at the edges of
// the years RFC 3339 writes; an end beyond them is refused, never written
// as a line eval-export would then reject on every later run.
func TestCursorHoldsTheYears0000To9999Only(t *testing.T) {
	path := filepath.Join(t.TempDir(), "c.cursor")
	for _, end := range []time.Time{
		time.Date(0, 1, 1, 0, 0, 0, 0, time.UTC),
		time.Date(9999, 12, 31, 23, 59, 59, 999999000, time.UTC),
		lastCursorEnd,
	} {
		if err := WriteCursor(path, end); err != nil {
			t.Fatalf("WriteCursor(%v): %v", end, err)
		}
		got, ok, err := ReadCursor(path)
		if err != nil || !ok || !got.Equal(end) {
			t.Fatalf("ReadCursor after writing %v = %v, %v, %v", end, got, ok, err)
		}
		if at, err := ParseTime(FormatCursor(end)); err != nil || !at.Equal(end) {
			t.Fatalf("the cursor line of %v is not a --since value: %v, %v", end, at, err)
		}
	}
	before, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, end := range []time.Time{
		time.Date(10000, 1, 1, 0, 0, 0, 1000, time.UTC),
		lastCursorEnd.Add(time.Nanosecond),
		time.Date(-1, 12, 31, 0, 0, 0, 0, time.UTC),
	} {
		var re *CursorRangeError
		if err := WriteCursor(path, end); !errors.As(err, &re) {
			t.Errorf("WriteCursor(%v) = %v, want *CursorRangeError", end, err)
		}
		if after, _ := os.ReadFile(path); string(after) != string(before) {
			t.Fatalf("a refused end changed the cursor: %q -> %q", before, after)
		}
	}
}

func TestFitWindowEnd(t *testing.T) {
	for _, c := range []struct{ end, want time.Time }{
		{time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC), time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC)},
		{lastCursorEnd, lastCursorEnd},
		{time.Date(10000, 1, 1, 0, 0, 0, 1000, time.UTC), lastCursorEnd},
	} {
		if got := fitWindowEnd(c.end); !got.Equal(c.want) {
			t.Errorf("fitWindowEnd(%v) = %v, want %v", c.end, got, c.want)
		}
	}
}

// modusbrain's PGLite data directory (database_path) takes no cursor of
// any name, even where it lies outside modusbrain's home (hostile probe 9
// wrote a window end into base/5/2613 there).
func TestCheckCursorPlaceRefusesPGLiteDir(t *testing.T) {
	root := t.TempDir()
	mb := filepath.Join(root, ".modusbrain")
	pgl := filepath.Join(root, "pgl_abs")
	for _, d := range []string{mb, filepath.Join(pgl, "base", "5")} {
		if err := os.MkdirAll(d, 0o700); err != nil {
			t.Fatal(err)
		}
	}
	for path, refused := range map[string]bool{
		filepath.Join(pgl, "base", "5", "2613"): true,
		filepath.Join(pgl, "x.cursor"):          true,
		filepath.Join(root, "x.cursor"):         false,
	} {
		err := CheckCursorPlace(path, pgl, mb)
		var pe *CursorPlaceError
		if got := errors.As(err, &pe); got != refused {
			t.Errorf("CheckCursorPlace(%s) = %v, want refused %v", path, err, refused)
		}
	}
}

// config.json as a dangling link (a dotfile manager's, before modusbrain
// first ran) is still modusbrain's: a cursor there would create its target
// holding a timestamp (review 10).
func TestCheckCursorPlaceRefusesDanglingConfigLink(t *testing.T) {
	home := filepath.Join(t.TempDir(), ".modusbrain")
	if err := os.MkdirAll(home, 0o700); err != nil {
		t.Fatal(err)
	}
	cfg := filepath.Join(home, "config.json")
	if err := os.Symlink(filepath.Join(t.TempDir(), "dotfiles", "mb.json"), cfg); err != nil {
		t.Fatal(err)
	}
	var pe *CursorPlaceError
	if err := CheckCursorPlace(cfg, "", home); !errors.As(err, &pe) {
		t.Fatalf("CheckCursorPlace = %v; want a CursorPlaceError", err)
	}
}
