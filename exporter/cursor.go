package exporter

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"time"
)

// A cursor file holds the end of the last complete export window: one line,
// an RFC 3339 UTC time with every fractional digit the database gave
// (time.RFC3339Nano), e.g. "2025-03-01T09:30:12.345678Z\n". Full precision
// matters: the millisecond rendering of created_at would put rows of the same
// millisecond on both sides of a window edge. The line is also a valid
// --since value, so `--since "$(cat FILE)"` continues by hand.

// ReadCursor returns the window end stored in path; ok is false when the
// file does not exist (the first run of a chain). Anything else unreadable
// or malformed is an error, never treated as "start from scratch".
func ReadCursor(path string) (end time.Time, ok bool, err error) {
	b, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return time.Time{}, false, nil
	}
	if err != nil {
		return time.Time{}, false, err
	}
	line := string(bytes.TrimSpace(b))
	t, err := time.Parse(time.RFC3339Nano, line)
	if err != nil {
		return time.Time{}, false, &CursorError{Path: path, Content: line}
	}
	return t.UTC(), true, nil
}

// CursorError is a cursor file whose content is not a window end.
type CursorError struct {
	Path    string
	Content string
}

func (e *CursorError) Error() string {
	c := e.Content
	if len(c) > 60 {
		c = c[:60] + "..."
	}
	return fmt.Sprintf("%s does not hold a window end: %q is not an RFC 3339 time", e.Path, c)
}

// FormatCursor renders a window end the way cursor files store it.
func FormatCursor(end time.Time) string {
	return end.UTC().Format(time.RFC3339Nano)
}

// CheckCursorDir fails early when a cursor could not be written at the end
// of the run (missing directory), so a long export is not wasted.
func CheckCursorDir(path string) error {
	dir := filepath.Dir(path)
	fi, err := os.Stat(dir)
	if err != nil {
		return err
	}
	if !fi.IsDir() {
		return fmt.Errorf("%s is not a directory", dir)
	}
	return nil
}

// WriteCursor stores end in path atomically: a temporary file in the same
// directory, synced, then renamed over path. A reader (or a crash) sees the
// old cursor or the new one, never a torn line.
func WriteCursor(path string, end time.Time) (err error) {
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	f, err := os.CreateTemp(dir, "."+base+".tmp-*")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(f.Name())
		}
	}()
	if _, err = f.WriteString(FormatCursor(end) + "\n"); err != nil {
		return err
	}
	if err = f.Chmod(0o644); err != nil {
		return err
	}
	if err = f.Sync(); err != nil {
		return err
	}
	if err = f.Close(); err != nil {
		return err
	}
	if err = os.Rename(f.Name(), path); err != nil {
		return err
	}
	// Make the rename itself durable; not every platform can sync a
	// directory, and the cursor is already in place, so this is best effort.
	if d, derr := os.Open(dir); derr == nil {
		_ = d.Sync()
		d.Close()
	}
	return nil
}
