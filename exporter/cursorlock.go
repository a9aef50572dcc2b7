package exporter

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/modusbrain/evalkit/internal/userfile"
)

// One run at a time per cursor file. Two overlapping runs on one FILE (a
// cron job whose last run is still going) would both export the window
// that starts at FILE's end, and the one that started first, with the
// earlier end, could finish last and move FILE back. So Export holds an
// exclusive lock for the whole run, on a lock file beside the file the
// cursor resolves to: .FILE.lock (FILE itself is replaced on every write,
// so a lock on it would not outlive one run). A second run fails at once
// (*CursorBusyError) rather than wait: it would only export, after the
// first, what the next scheduled run exports anyway, and queued runs
// would pile up behind a slow one. The lock file stays (removing it would
// let a third run lock a new file while the second still holds the old
// one); it holds the pid of the run holding the lock, for the message.

// CursorLockPath is the lock file Export holds for a cursor at path:
// .NAME.lock beside the file path resolves to.
func CursorLockPath(path string) (string, error) {
	target, err := userfile.Resolve(path)
	if err != nil {
		return "", err
	}
	dir, base := filepath.Split(target)
	return filepath.Join(dir, "."+base+".lock"), nil
}

// CursorBusyError is a cursor another run is using: it holds the cursor's
// lock. PID is that run's process id, 0 when unknown.
type CursorBusyError struct {
	Path string
	PID  int
}

func (e *CursorBusyError) Error() string {
	who := "another eval-export run"
	if e.PID > 0 {
		who += fmt.Sprintf(" (pid %d)", e.PID)
	}
	return who + " is using cursor " + e.Path
}

// CursorMovedError is a complete export whose cursor was not written
// because FILE changed during the run to an end later than this run's:
// writing would move it back. Only a run that did not take the lock (a
// file system without flock, a hand edit) can do that.
type CursorMovedError struct {
	Path      string
	Held, End time.Time
}

func (e *CursorMovedError) Error() string {
	return fmt.Sprintf("cursor %s was not written: during this run it was changed to %s, after this run's window end %s, and a cursor never moves back",
		e.Path, FormatCursor(e.Held), FormatCursor(e.End))
}

// cursorLock is a held cursor lock. written says that a run stored a
// cursor at this path before (the lock file keeps a line saying so across
// runs): a cursor eval-export writes is never empty, so an empty FILE then
// was truncated, while before any run stored one it was made by hand
// (touch), even if an earlier run failed and left the lock file.
type cursorLock struct {
	f       *os.File
	written bool
	// tie is the store the chain was exported from (cursorstore.go); nil
	// when no run recorded one (before any cursor was stored, or by an
	// evalkit older than the record).
	tie *CursorTie
}

// writtenMark is the lock file's line that a cursor was once stored.
const writtenMark = "cursor written"

// maxLockBytes is the most of a lock file read: a pid, the mark and the
// store lines are well under it.
const maxLockBytes = 4096

// lockCursor takes the cursor's lock, or fails with *CursorBusyError
// when another run holds it.
func lockCursor(path string) (*cursorLock, error) {
	lp, err := CursorLockPath(path)
	if err != nil {
		return nil, err
	}
	f, err := os.OpenFile(lp, os.O_RDWR|os.O_CREATE|lockOpenFlags, CursorPerm)
	if err != nil {
		return nil, fmt.Errorf("opening the cursor's lock file: %w", err)
	}
	if fi, err := f.Stat(); err != nil || !fi.Mode().IsRegular() {
		f.Close()
		if err == nil {
			err = &userfile.NotRegularError{Path: lp, Mode: fi.Mode().Type()}
		}
		return nil, fmt.Errorf("the cursor's lock file: %w", err)
	}
	ok, err := tryLock(f)
	if err != nil || !ok {
		pid := readPID(f)
		f.Close()
		if err != nil {
			return nil, err
		}
		return nil, &CursorBusyError{Path: path, PID: pid}
	}
	b := make([]byte, maxLockBytes)
	n, _ := f.ReadAt(b, 0)
	written, tie := parseLock(b[:n])
	l := &cursorLock{f: f, written: written, tie: tie}
	// Best effort (a full disk may refuse it): the pid is only for the
	// message a second run prints.
	l.rewrite(strconv.Itoa(os.Getpid()) + "\n")
	return l, nil
}

// markWritten records that a cursor was stored.
func (l *cursorLock) markWritten() { l.written = true }

// rewrite sets the lock file to head and, once a cursor was stored, the
// line that says so and the store it was exported from. The new text is
// written over the old before the file is cut to its length, so that
// eval-prune, which reads the file without the lock, never finds it empty
// while a run rewrites it.
func (l *cursorLock) rewrite(head string) {
	if l.written {
		head += writtenMark + "\n"
		if l.tie != nil {
			head += l.tie.lines()
		}
	}
	if head != "" {
		if _, err := l.f.WriteAt([]byte(head), 0); err != nil {
			return
		}
	}
	_ = l.f.Truncate(int64(len(head)))
}

// release lets the lock go.
func (l *cursorLock) release() {
	l.rewrite("")
	l.f.Close()
}

// tryLock is userfile.TryLock (flock). Where there is no lock, cursor runs
// are not serialised, and only the check before the cursor is written (it
// never moves back) guards a cursor shared by overlapping runs.
func tryLock(f *os.File) (bool, error) {
	ok, err := userfile.TryLock(f)
	if errors.Is(err, userfile.ErrLockUnsupported) {
		return true, nil
	}
	return ok, err
}

// readPID reads the pid a lock holder wrote, 0 when there is none yet.
func readPID(f *os.File) int {
	b := make([]byte, 32)
	n, _ := f.ReadAt(b, 0)
	first, _, _ := strings.Cut(string(b[:n]), "\n") // the pid's line; writtenMark may follow
	pid, err := strconv.Atoi(strings.TrimSpace(first))
	if err != nil || pid <= 0 {
		return 0
	}
	return pid
}
