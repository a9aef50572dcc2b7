package cli

import (
	"io"
	"os"
	"time"

	"github.com/mattn/go-isatty"
)

// IO is every stream the command touches, with the answer to "is stderr a
// terminal?" decided once, here, so tests can force either answer.
type IO struct {
	In  io.Reader
	Out io.Writer // rows only
	Err io.Writer // people: progress, summary, errors

	// ErrTerminal selects the progress bar (true) or heartbeat lines.
	ErrTerminal bool
	// Heartbeat is the interval between heartbeat lines on a non-terminal
	// stderr (and so between flushes of stdout); zero means 5s.
	Heartbeat time.Duration
	// BarWidth fixes the bar's width; zero asks the terminal.
	BarWidth int
	// BarRefresh is the bar's redraw interval; zero means 200ms.
	BarRefresh time.Duration
}

const (
	defaultHeartbeat = 5 * time.Second
	barRefresh       = 200 * time.Millisecond
)

// NewIO wires the process streams, asking the OS whether stderr is a
// terminal.
func NewIO(stdin io.Reader, stdout, stderr io.Writer) *IO {
	return &IO{In: stdin, Out: stdout, Err: stderr, ErrTerminal: isTerminal(stderr)}
}

func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && (isatty.IsTerminal(f.Fd()) || isatty.IsCygwinTerminal(f.Fd()))
}
