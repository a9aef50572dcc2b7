package cli

import (
	"io"
	"os"
	"time"

	"github.com/mattn/go-isatty"
)

// IO is every stream the command touches, with "is stderr a terminal?"
// decided once, here, so tests can force either answer. (The same shape as
// eval-export's; both move to the shared CLI runtime when it lands.)
type IO struct {
	Out io.Writer // --help and --version only
	Err io.Writer // people: progress, summary, errors

	ErrTerminal bool
	// Heartbeat is the interval between progress lines on a non-terminal
	// stderr; zero means 5s.
	Heartbeat time.Duration
	// BarWidth fixes the bar's width; zero asks the terminal.
	BarWidth int
}

const (
	defaultHeartbeat = 5 * time.Second
	barRefresh       = 200 * time.Millisecond
)

// NewIO wires the process streams, asking the OS whether stderr is a
// terminal.
func NewIO(stdout, stderr io.Writer) *IO {
	return &IO{Out: stdout, Err: stderr, ErrTerminal: isTerminal(stderr)}
}

func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && (isatty.IsTerminal(f.Fd()) || isatty.IsCygwinTerminal(f.Fd()))
}
