package clikit

import (
	"bytes"
	"io"
	"os"
	"sync"
	"sync/atomic"
	"time"

	"github.com/mattn/go-isatty"
)

// IO is every stream a command touches, with the answer to "is this a
// terminal?" decided once per stream, here, so the rest of the command never
// asks the OS and tests can force either answer.
type IO struct {
	In  io.Reader
	Out io.Writer // data only
	Err io.Writer // people: progress, warnings, summary, errors

	InTerminal, OutTerminal, ErrTerminal bool
}

// System wires the process streams and asks the OS about each one.
func System() *IO {
	return NewIO(os.Stdin, os.Stdout, os.Stderr)
}

// NewIO wires the given streams; a stream that is an *os.File is asked
// whether it is a terminal, anything else is not one.
func NewIO(in io.Reader, out, err io.Writer) *IO {
	return &IO{In: in, Out: out, Err: err,
		InTerminal: isTerminal(in), OutTerminal: isTerminal(out), ErrTerminal: isTerminal(err)}
}

func isTerminal(s any) bool {
	f, ok := s.(*os.File)
	return ok && f != nil && (isatty.IsTerminal(f.Fd()) || isatty.IsCygwinTerminal(f.Fd()))
}

// SameFileAsOut reports whether path names the file stdout writes to
// (`cmd --cursor f >> f`, or `--cursor /dev/stdout > f`): a file the
// command would replace under its own output. False when stdout is no
// file (a pipe, a test's buffer) or path does not exist.
func (io *IO) SameFileAsOut(path string) bool {
	w := io.Out
	if o, ok := w.(*watchedOut); ok {
		w = o.w
	}
	f, ok := w.(*os.File)
	if !ok || f == nil {
		return false
	}
	fo, err := f.Stat()
	if err != nil || !fo.Mode().IsRegular() {
		return false
	}
	fp, err := os.Stat(path)
	return err == nil && os.SameFile(fo, fp)
}

// lockedWriter serialises a stream written from several goroutines
// (background warnings next to the run's own lines).
type lockedWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func (l *lockedWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(p)
}

// watchedOut is stdout as the runtime hands it to a run. It remembers the
// first write that failed (a full disk, an I/O error), so a run that does not
// look at its write errors still ends in a failure that says so, and it
// tells how long the write in progress has been blocked, so an interrupted
// run stuck on a reader that stopped reading need not wait out its grace.
type watchedOut struct {
	w     io.Writer
	start atomic.Int64 // UnixNano when the write in progress began; 0 when none

	mu  sync.Mutex
	err error // first failed write, a closed pipe excepted
	// lines counts the newlines stdout accepted, torn the bytes it
	// accepted after the last of them: what a failed run left (OutCut).
	lines, torn int64
	// began is the size of the regular file stdout writes to before the
	// first write, where this run's output starts; -1 when unknown.
	began   int64
	written bool
}

func (o *watchedOut) Write(p []byte) (int, error) {
	o.mu.Lock()
	if !o.written {
		o.written, o.began = true, -1
		if f, ok := o.w.(*os.File); ok && f != nil {
			if fi, err := f.Stat(); err == nil && fi.Mode().IsRegular() {
				o.began = fi.Size()
			}
		}
	}
	o.mu.Unlock()
	o.start.Store(time.Now().UnixNano())
	n, err := o.w.Write(p)
	o.start.Store(0)
	o.mu.Lock()
	if nl := bytes.Count(p[:n], newline); nl > 0 {
		o.lines += int64(nl)
		o.torn = int64(n - 1 - bytes.LastIndexByte(p[:n], '\n'))
	} else {
		o.torn += int64(n)
	}
	if err != nil && !IsClosedPipe(err) && o.err == nil {
		o.err = err
	}
	o.mu.Unlock()
	return n, err
}

var newline = []byte{'\n'}

// OutCut is what a run's stdout holds after a write failed (a full disk):
// the whole lines that reached it and the start of a cut line after them.
type OutCut struct {
	Lines int64 // whole lines written by this run
	Torn  int64 // bytes of a line cut short after them; 0 when none
	// Path is the regular file stdout writes to, when it can be named
	// (Linux); "" otherwise. Size is its size now, so Size-Torn is where
	// the last whole line ends: `truncate -s` to it removes the cut line
	// (while nothing else appends to the file).
	Path string
	Size int64
	// Began is the file's size before this run wrote to it: `truncate -s`
	// to it removes this run's output whole. -1 when unknown.
	Began int64
}

// OutCut reports what stdout holds of this run's output; see OutCut.
func (io *IO) OutCut() OutCut {
	o, ok := io.Out.(*watchedOut)
	if !ok {
		return OutCut{}
	}
	o.mu.Lock()
	c := OutCut{Lines: o.lines, Torn: o.torn, Began: o.began}
	if !o.written {
		c.Began = -1
	}
	o.mu.Unlock()
	if f, ok := o.w.(*os.File); ok && f != nil {
		c.Path, c.Size = regularFileOf(f)
	}
	return c
}

// failed is the first write error, a closed pipe excepted.
func (o *watchedOut) failed() error {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.err
}

// blockedFor is how long the write in progress has waited; 0 when none is.
func (o *watchedOut) blockedFor(now time.Time) time.Duration {
	s := o.start.Load()
	if s == 0 {
		return 0
	}
	return now.Sub(time.Unix(0, s))
}
