package clikit

import (
	"io"
	"os"
	"sync"

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
