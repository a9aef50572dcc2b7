package exporter

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/modusbrain/evalkit/internal/userfile"
)

// A cursor file holds the end of the last complete export window: one line,
// an RFC 3339 UTC time with every fractional digit the database gave
// (time.RFC3339Nano), e.g. "2025-03-01T09:30:12.345678Z\n". Full precision
// matters: the millisecond rendering of created_at would put rows of the same
// millisecond on both sides of a window edge. The line is also a valid
// --since value, so `--since "$(cat FILE)"` continues by hand.
//
// The file is user-named, so it follows internal/userfile's rules: only a
// regular file is opened (a pipe or a device is refused, never waited on or
// read without end), at most MaxCursorBytes are read, and errors say what
// is wrong with the file without quoting it — a mistyped --cursor may name
// a password file. It is written with CursorPerm (private: a position in
// someone's query log), through a symlink rather than over it.

// MaxCursorBytes is the most ReadCursor reads; a cursor line is about 30.
const MaxCursorBytes = 4096

// CursorPerm is the mode a cursor file is created with, before the umask.
const CursorPerm fs.FileMode = 0o600

// ReadCursor returns the window end stored in path; ok is false when the
// file does not exist (the first run of a chain). Anything else unreadable
// or malformed is an error, never treated as "start from scratch": a file
// that is not a regular file, too large or not one RFC 3339 line is a
// *CursorError; one that cannot be opened is the open's *fs.PathError.
func ReadCursor(path string) (end time.Time, ok bool, err error) {
	b, _, err := userfile.Read(path, MaxCursorBytes)
	var nr *userfile.NotRegularError
	var tl *userfile.TooLargeError
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return time.Time{}, false, nil
	case errors.As(err, &nr):
		return time.Time{}, false, &CursorError{Path: path, Reason: "it is " + nr.What() + ", not a regular file", NotRegular: true}
	case errors.As(err, &tl):
		return time.Time{}, false, &CursorError{Path: path, Reason: fmt.Sprintf("it is larger than %d bytes", MaxCursorBytes)}
	case err != nil:
		return time.Time{}, false, err
	}
	t, reason := parseCursor(b)
	if reason != "" {
		return time.Time{}, false, &CursorError{Path: path, Reason: reason}
	}
	return t, true, nil
}

// parseCursor returns the time in a cursor file's bytes, or why there is
// none — in words that never repeat the bytes.
func parseCursor(b []byte) (time.Time, string) {
	s := strings.TrimSpace(string(b))
	switch {
	case s == "":
		return time.Time{}, "it is empty"
	case !utf8.ValidString(s) || strings.IndexFunc(s, isControl) >= 0:
		return time.Time{}, "it is not text"
	}
	if n := strings.Count(s, "\n") + 1; n > 1 {
		return time.Time{}, fmt.Sprintf("it holds %d lines; a cursor holds one", n)
	}
	t, err := time.Parse(time.RFC3339Nano, s)
	if err != nil {
		return time.Time{}, "its first line is not an RFC 3339 time"
	}
	return t.UTC(), ""
}

// isControl: a byte no text file holds (whitespace aside).
func isControl(r rune) bool {
	return r < 0x20 && r != '\t' && r != '\n' && r != '\r' || r == 0x7f
}

// CursorError is a cursor file that does not hold a window end. Its message
// names the file and what is wrong with it, never its content.
type CursorError struct {
	Path   string
	Reason string // "it is empty", "its first line is not an RFC 3339 time", ...
	// NotRegular is true when Path names a pipe, a device or a directory.
	NotRegular bool
}

func (e *CursorError) Error() string {
	return e.Path + " does not hold a window end: " + e.Reason
}

// FormatCursor renders a window end the way cursor files store it.
func FormatCursor(end time.Time) string {
	return end.UTC().Format(time.RFC3339Nano)
}

// CheckCursorDir fails early when a cursor could not be written at the end
// of the run (missing directory, or one this user cannot write), so the
// rows are not exported only for the run to fail: a job appending stdout to
// a file would then get them twice. A cursor that is a symlink is written
// where it points, so that is the directory checked. The write check
// creates and removes a temporary file there (userfile.CheckWritable).
func CheckCursorDir(path string) error {
	target, err := userfile.Resolve(path)
	if err != nil {
		return err // a link loop, named as such (as ReadCursor does)
	}
	dir := filepath.Dir(target)
	fi, err := os.Stat(dir)
	if err != nil {
		return &CursorDirError{Dir: dir, Err: err}
	}
	if !fi.IsDir() {
		return &CursorDirError{Dir: dir, Err: errors.New("not a directory")}
	}
	if err := userfile.CheckWritable(path); err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			err = pe.Err // the temporary name means nothing to anyone
		}
		return &CursorDirError{Dir: dir, Err: fmt.Errorf("cannot write a file there: %w", err)}
	}
	return nil
}

// CursorDirError is a cursor whose directory, after following any
// symbolic links, is missing, not a directory, or cannot be written. Dir is that directory:
// for a dangling link, the target's, not the link's.
type CursorDirError struct {
	Dir string
	Err error
}

func (e *CursorDirError) Error() string { return e.Dir + ": " + e.Err.Error() }
func (e *CursorDirError) Unwrap() error { return e.Err }

// WriteCursor stores end in path atomically (userfile.WriteAtomic): a
// temporary file in the same directory, synced, renamed over path, the
// directory synced. A reader (or a crash) sees the old cursor or the new
// one, never a torn line. The file is created with CursorPerm as filtered
// by the umask; a symlink at path is kept and its target replaced.
func WriteCursor(path string, end time.Time) error {
	return userfile.WriteAtomic(path, []byte(FormatCursor(end)+"\n"), CursorPerm)
}
