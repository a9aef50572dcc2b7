package sqlite

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strings"

	sqlite3 "modernc.org/sqlite/lib"
)

// sideSuffixes are the files SQLite keeps beside a database file: the
// write-ahead log, the rollback journal, and the WAL's shared-memory index.
// The first two can hold committed rows that are not in the file itself yet.
var sideSuffixes = []string{"-wal", "-journal", "-shm"}

// SideFiles lists the side files that exist beside the database file at
// path (path-wal, path-journal, path-shm, in that order): whoever keeps,
// moves or restores the file must do the same with them, or lose the rows
// only they hold, or have a stale log replayed onto a restored file.
func SideFiles(path string) []string {
	var out []string
	for _, s := range sideSuffixes {
		if _, err := os.Lstat(path + s); err == nil {
			out = append(out, path+s)
		}
	}
	return out
}

// StrandedError refuses a store whose -wal or -journal holds data while
// the database file beside it is missing or empty: the database they
// belong to was moved or deleted without them. SQLite would create a new
// file there and discard that log, rows and all, without a word
// (hostile probe 12: following an older damaged-file fix lost the rows
// committed since the last checkpoint).
type StrandedError struct {
	Path  string   // the database file
	Files []string // the side files that hold data

	missing bool // Path was missing when they were found (else empty)
}

func (e *StrandedError) Error() string {
	// What CheckStranded saw, not what is there now: another process may
	// have created the file since.
	what := "is empty"
	if e.missing {
		what = "is missing"
	}
	return fmt.Sprintf("sqlite: open %s: it %s, but %s beside it %s rows of another database file "+
		"(moved or deleted without it): opening it here would discard them", e.Path, what, strings.Join(e.Files, " and "),
		plural(len(e.Files), "holds", "hold"))
}

// Fix says how to keep those rows: put the side files back beside the
// database file they belong to, or aside with it.
func (e *StrandedError) Fix() string {
	return "move " + strings.Join(e.Files, " and ") + " back beside the database file they belong to " +
		"(restored as " + e.Path + ", or wherever it was moved: mv " + e.Files[0] + " <that file>" + strings.TrimPrefix(e.Files[0], e.Path) +
		"), or aside with it; evalkit opens " + e.Path + " only once nothing of another file lies beside it"
}

// CheckStranded returns a *StrandedError when path is missing or empty and
// its -wal holds data, or when path is missing and its -journal holds
// data (an empty log is no one's rows). An empty file's -journal may be
// another process's switching the new file to WAL, which writes the
// header through it; its -wal holds data only once the header is on disk.
// Open calls it first; the doctor, which does not open a missing file, too.
//
// What it finds holds only if the file stayed as it was while the side
// files were looked at: another process creating the store at the same
// time makes the file, then its journal (and later its -wal) beside it,
// and a look at the file taken before that would take its live journal for
// one beside a missing file. So the file is looked at again after the side
// files, and while it has changed, everything is looked at again. SQLite
// makes a side file only beside a file that exists (and writes a -wal only
// after the file's header), so a side file found between two looks that
// both find the file missing (or both empty) is none of a live writer's.
// No lock tells them apart instead: a missing file has no lock to probe,
// and SQLite's own test for a hot journal deletes one beside an empty file.
func CheckStranded(path string) error { return checkStranded(path, nil) }

// strandedLooks bounds how often CheckStranded looks again at a file that
// keeps changing: a store being created goes from missing to empty to
// written in two changes.
const strandedLooks = 8

// checkStranded is CheckStranded; a test's between runs after each look
// at the file, before the side files are looked at.
func checkStranded(path string, between func()) error {
	before := lookAt(path)
	var err error
	for range strandedLooks {
		if between != nil {
			between()
		}
		if err = strandedOnce(path, before); err == nil {
			return nil
		}
		after := lookAt(path)
		if after.same(before) {
			return err
		}
		before = after
	}
	return err // still changing: keep refusing rather than guess
}

// fileLook is what one stat of the database file found.
type fileLook struct {
	fi  fs.FileInfo
	err error
}

func lookAt(path string) fileLook {
	fi, err := os.Stat(path)
	return fileLook{fi, err}
}

// same reports that two looks found the same file (or both no file) with
// the same size and modification time.
func (a fileLook) same(b fileLook) bool {
	if a.err != nil || b.err != nil {
		return a.err != nil && b.err != nil && errors.Is(a.err, fs.ErrNotExist) == errors.Is(b.err, fs.ErrNotExist)
	}
	return os.SameFile(a.fi, b.fi) && a.fi.Size() == b.fi.Size() && a.fi.ModTime().Equal(b.fi.ModTime())
}

// strandedOnce looks at the side files of the file as db found it.
func strandedOnce(path string, db fileLook) error {
	if db.err == nil && db.fi.Size() > 0 || db.err != nil && !errors.Is(db.err, fs.ErrNotExist) {
		return nil
	}
	logs := sideSuffixes[:1]
	if db.err != nil {
		logs = sideSuffixes[:2]
	}
	var held []string
	for _, s := range logs {
		if fi, err := os.Stat(path + s); err == nil && fi.Mode().IsRegular() && fi.Size() > 0 {
			held = append(held, path+s)
		}
	}
	if len(held) == 0 {
		return nil
	}
	return &StrandedError{Path: path, Files: held, missing: db.err != nil}
}

// errNotADatabase is the driver's own words for SQLITE_NOTADB.
var errNotADatabase = errors.New("file is not a database (26)")

// checkHeader refuses a non-empty file whose first 100 bytes are not an
// SQLite header (as SQLite's own open would, SQLITE_NOTADB) before SQLite
// sees it: a writable connection that meets such a file beside a -wal
// checkpoints and deletes that log when it closes, and with it the rows
// only it holds (hostile probe 12: an eval-capture refused a file whose
// header a disk error overwrote, and its -wal was gone afterwards).
func checkHeader(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return nil // SQLite's open says what is wrong
	}
	defer f.Close()
	var h [100]byte
	n, _ := f.ReadAt(h[:], 0)
	if n == 0 {
		return nil // a new, empty file
	}
	ps := int(h[16])<<8 | int(h[17])
	if n < len(h) || string(h[:16]) != "SQLite format 3\x00" || ps != 1 && (ps < 512 || ps&(ps-1) != 0) ||
		h[18] < 1 || h[18] > 2 || h[19] < 1 || h[19] > 2 {
		return &Error{Op: "open " + path, Code: sqlite3.SQLITE_NOTADB, State: stateDataCorrupted, Err: errNotADatabase}
	}
	return nil
}

// QuickCheck runs PRAGMA quick_check, which reads every page of the file:
// "" when it finds nothing wrong, else its first finding. A malformed page
// may also end it with an error (store.ErrDamaged).
func (e *Engine) QuickCheck(ctx context.Context) (string, error) {
	var first string
	if err := e.db.QueryRowContext(ctx, "PRAGMA quick_check(1)").Scan(&first); err != nil {
		return "", wrap("quick check", err)
	}
	if first == "ok" {
		return "", nil
	}
	return first, nil
}
