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
// file does not exist or is empty (zero bytes: `touch FILE` before the
// first run), the first run of a chain. Anything else unreadable
// or malformed is an error, never treated as "start from scratch": a file
// that is not a regular file, too large or not one RFC 3339 line is a
// *CursorError; one that cannot be opened is the open's *fs.PathError.
func ReadCursor(path string) (end time.Time, ok bool, err error) {
	return readCursor(path, false)
}

// readCursor is ReadCursor; a missing or empty file is a chain not
// started yet only when !written, else a damaged cursor: Export says so
// once a cursor was stored at the path (its lock file says so), since a
// cursor it wrote is never empty nor removed, and starting over would
// export the whole table again.
func readCursor(path string, written bool) (end time.Time, ok bool, err error) {
	b, _, err := userfile.Read(path, MaxCursorBytes)
	var nr *userfile.NotRegularError
	var tl *userfile.TooLargeError
	switch {
	case errors.Is(err, fs.ErrNotExist) && written:
		return time.Time{}, false, &CursorError{Path: path, Damaged: true, Missing: true,
			Reason: "it does not exist, though an earlier run stored a cursor there (its lock file says so); eval-export never removes a cursor, so it was removed by hand or by another program"}
	case errors.Is(err, fs.ErrNotExist):
		return time.Time{}, false, nil
	case errors.As(err, &nr):
		return time.Time{}, false, &CursorError{Path: path, Reason: "it is " + nr.What() + ", not a regular file", NotRegular: true}
	case errors.As(err, &tl):
		return time.Time{}, false, &CursorError{Path: path, Reason: fmt.Sprintf("it is larger than %d bytes", MaxCursorBytes)}
	case err != nil:
		return time.Time{}, false, err
	}
	if len(b) == 0 && !written {
		// Made by hand to name the chain's file before its first run; a
		// cursor eval-export writes is never empty (it is replaced
		// atomically), so nothing is lost by starting the chain here.
		return time.Time{}, false, nil
	}
	if len(b) == 0 {
		return time.Time{}, false, &CursorError{Path: path, Damaged: true,
			Reason: "it is empty, though an earlier run stored a cursor there (its lock file says so); a cursor eval-export writes never is, so it was truncated"}
	}
	t, reason := parseCursor(b)
	if reason != "" {
		return time.Time{}, false, &CursorError{Path: path, Reason: reason, Damaged: looksLikeCursor(b)}
	}
	return t, true, nil
}

// CursorFormat says what a cursor file holds, for messages that must tell
// a cursor from a file named by mistake.
const CursorFormat = "one line, the RFC 3339 time eval-export wrote there, e.g. 2025-03-01T09:30:12.345678Z"

// looksLikeCursor: one short line of text that begins with a date
// (YYYY-MM-DD), which is how every cursor begins. Only such a file is
// treated as a damaged cursor; anything else was probably named by
// mistake, and nothing may suggest rewriting or deleting it.
func looksLikeCursor(b []byte) bool {
	s := strings.TrimSpace(string(b))
	if len(s) < len("2006-01-02") || len(s) > 64 || strings.ContainsAny(s, "\n\r") || !utf8.ValidString(s) {
		return false
	}
	for i, c := range []byte(s[:10]) {
		if i == 4 || i == 7 {
			if c != '-' {
				return false
			}
		} else if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// parseCursor returns the time in a cursor file's bytes, or why there is
// none — in words that never repeat the bytes.
func parseCursor(b []byte) (time.Time, string) {
	s := strings.TrimSpace(string(b))
	switch {
	case s == "":
		return time.Time{}, "it holds only blank space"
	case !utf8.ValidString(s) || strings.IndexFunc(s, isControl) >= 0:
		return time.Time{}, "it is not text"
	}
	if n := strings.Count(s, "\n") + 1; n > 1 {
		return time.Time{}, fmt.Sprintf("it holds %d lines; a cursor holds one", n)
	}
	t, err := parseRFC3339(s)
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
	Reason string // "it holds only blank space", "its first line is not an RFC 3339 time", ...
	// NotRegular is true when Path names a pipe, a device or a directory.
	NotRegular bool
	// Damaged is true when the file looks like a cursor (one short line
	// beginning with a date) whose time cannot be read. Otherwise the file
	// is not a cursor at all: the path is probably wrong.
	Damaged bool
	// Missing is true when Path does not exist though a run stored a
	// cursor there (Damaged is true too): put the window end back, or
	// remove the lock file as well to start the chain over.
	Missing bool
}

func (e *CursorError) Error() string {
	if e.NotRegular || e.Damaged {
		return e.Path + " does not hold a window end: " + e.Reason
	}
	return e.Path + " is not an eval-export cursor file (" + e.Reason + "); a cursor file holds " + CursorFormat
}

// CursorPlaceError is a cursor path inside modusbrain's own directory that
// is not evalkit's to use: config.json, or any file there that is neither
// named *.cursor nor already a cursor. A cursor is rewritten after every
// export, so using such a file would overwrite modusbrain's.
type CursorPlaceError struct {
	Path   string // as given
	Dir    string // modusbrain's directory it lies in
	PGLite bool   // Dir is the PGLite data directory (CheckCursorPlace)
}

func (e *CursorPlaceError) Error() string {
	if e.PGLite {
		return e.Path + " is in modusbrain's PGLite data directory " + e.Dir + " (config.json's database_path), where evalkit never opens or creates anything; " +
			"keep cursors elsewhere (a cursor is rewritten after every export)"
	}
	return e.Path + " is in modusbrain's directory " + e.Dir + " and is not an evalkit cursor file; " +
		"evalkit never uses modusbrain's files as cursors (a cursor is rewritten after every export)"
}

// CursorSuffix is the name ending that marks a new file in modusbrain's
// directory as an evalkit cursor (export.cursor).
const CursorSuffix = ".cursor"

// CheckCursorPlace refuses a cursor path, after following symbolic links,
// inside modusbrain's PGLite data directory pgliteDir ("" when none),
// whatever its name or content, or inside one of modusbrainDirs
// (modusbrain's home directories) unless it is evalkit's: its name ends in
// CursorSuffix, or it already holds a window end. config.json is refused whatever it holds.
// It reads at most MaxCursorBytes of the file and never writes.
func CheckCursorPlace(path, pgliteDir string, modusbrainDirs ...string) error {
	abs, err := userfile.Resolve(path)
	if err != nil {
		return nil // CheckCursorDir and ReadCursor name a link loop
	}
	// Both spellings: a link in modusbrain's directory (config.json as a
	// dotfile manager's dangling link) is modusbrain's name, wherever it
	// leads (review 10).
	within := func(root string) (string, bool) {
		if rel, in := userfile.Within(root, path); in {
			return rel, true
		}
		return userfile.Within(root, abs)
	}
	if _, in := within(pgliteDir); in {
		// modusbrain's PGLite data directory (config.json's
		// database_path) takes no file of evalkit's, whatever its name
		// or content, even where it lies outside modusbrain's home.
		return &CursorPlaceError{Path: path, Dir: pgliteDir, PGLite: true}
	}
	for _, md := range modusbrainDirs {
		rel, in := within(md)
		if !in {
			continue
		}
		base := filepath.Base(abs)
		if (base == "config.json" || filepath.Base(path) == "config.json") && filepath.Dir(rel) == "." {
			return &CursorPlaceError{Path: path, Dir: md}
		}
		if strings.HasSuffix(base, CursorSuffix) {
			return nil
		}
		if _, ok, err := ReadCursor(path); ok && err == nil {
			return nil
		}
		return &CursorPlaceError{Path: path, Dir: md}
	}
	return nil
}

// FormatCursor renders a window end the way cursor files store it.
func FormatCursor(end time.Time) string {
	return end.UTC().Format(time.RFC3339Nano)
}

// The window ends a cursor can hold, and --since/--until read: RFC 3339
// writes four-digit years. Every created_at schema v1 can write is before
// lastCursorEnd.
var (
	firstCursorEnd = time.Date(0, 1, 1, 0, 0, 0, 0, time.UTC)
	lastCursorEnd  = time.Date(9999, 12, 31, 23, 59, 59, 999999999, time.UTC)
)

// fitWindowEnd lowers a window end after lastCursorEnd to it, so the end
// the summary shows and the cursor keeps can be read back. A store's
// watermark past the year 9999 means rows (or a clock) there; no such row
// can be exported as v1, so the lower end leaves out nothing a window
// could hold, and the next window starts where this one stopped.
func fitWindowEnd(end time.Time) time.Time {
	if end.After(lastCursorEnd) {
		return lastCursorEnd
	}
	return end
}

// CursorRangeError is a window end that a cursor line cannot hold: RFC
// 3339 has no year before 0000 or after 9999.
type CursorRangeError struct{ End time.Time }

func (e *CursorRangeError) Error() string {
	return fmt.Sprintf("the window end is in the year %d; a cursor holds years 0000 to 9999", e.End.Year())
}

// CheckCursorDir fails early when a cursor could not be written at the end
// of the run (missing directory, or one this user cannot write), so the
// rows are not exported only for the run to fail: a job appending stdout to
// a file would then get them twice. A cursor that is a symlink is written
// where it points, so that is the directory checked. The write check
// writes a temporary file there as long as the longest cursor line, syncs
// and removes it (userfile.CheckWritable): a full file system still lets
// an empty file be created, so only written bytes prove there is room.
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
	if err := userfile.CheckWritable(path, maxCursorLine); err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			err = pe.Err // the temporary name means nothing to anyone
		}
		return &CursorDirError{Dir: dir, Err: fmt.Errorf("cannot write a file there: %w", err)}
	}
	return nil
}

// maxCursorLine is the longest line WriteCursor writes.
var maxCursorLine = len(FormatCursor(lastCursorEnd)) + 1

// CursorDirError is a cursor whose directory, after following any
// symbolic links, is missing, not a directory, or cannot be written. Dir is that directory:
// for a dangling link, the target's, not the link's.
type CursorDirError struct {
	Dir string
	Err error
}

func (e *CursorDirError) Error() string { return e.Dir + ": " + e.Err.Error() }
func (e *CursorDirError) Unwrap() error { return e.Err }

// NoRoom reports whether the directory's file system has no room for the
// cursor (full, a quota, a file size limit).
func (e *CursorDirError) NoRoom() bool { return userfile.IsNoRoom(e.Err) }

// WriteCursor stores end in path atomically (userfile.WriteAtomic): a
// temporary file in the same directory, synced, renamed over path, the
// directory synced. A reader (or a crash) sees the old cursor or the new
// one, never a torn line. The file is created with CursorPerm as filtered
// by the umask; a symlink at path is kept and its target replaced. An end
// outside the years 0000 to 9999 is a *CursorRangeError, and path is left
// as it was.
func WriteCursor(path string, end time.Time) error {
	// A cursor eval-export could not read back would stop every later run.
	if end.Before(firstCursorEnd) || end.After(lastCursorEnd) {
		return &CursorRangeError{End: end}
	}
	return userfile.WriteAtomic(path, []byte(FormatCursor(end)+"\n"), CursorPerm)
}

// CheckCursorNotStore refuses a cursor path that is the SQLite store file
// storePath ("" for none) or one of its side files (-wal, -shm,
// -journal): a cursor is replaced after every export, and SQLite deletes
// or rewrites those files, so the chain would lose its place (hostile
// probe 10: an empty -wal was taken as a new cursor).
func CheckCursorNotStore(path, storePath string) error {
	if storePath == "" {
		return nil
	}
	// SQLite resolves a store named through a symbolic link and keeps its
	// side files beside the file the link points to.
	stores := []string{storePath}
	if real, err := filepath.EvalSymlinks(storePath); err == nil && real != storePath {
		stores = append(stores, real)
	}
	for _, st := range stores {
		for _, side := range []string{"", "-wal", "-shm", "-journal"} {
			f := st + side
			if userfile.SameFile(path, f) {
				what := "the SQLite store " + storePath
				if side != "" {
					what = "the SQLite store's " + side + " file (" + f + ")"
				}
				return fmt.Errorf("%s is %s; keep cursors in a file of their own", path, what)
			}
		}
	}
	return nil
}
