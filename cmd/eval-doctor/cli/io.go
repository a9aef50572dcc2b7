package cli

import (
	"io"
	"os"

	"github.com/mattn/go-isatty"
)

// IO is the command's terminal I/O. Whether stdout is a terminal is decided
// once, when it is built, so the rest of the command never asks (and tests
// can force either answer).
type IO struct {
	In       io.Reader
	Out, Err io.Writer
	// OutTerminal is true when stdout is a terminal: only then does the
	// text report use symbols and colour (and not when NO_COLOR is set).
	OutTerminal bool
}

// NewIO wraps the process streams, asking the OS whether stdout is a
// terminal.
func NewIO(stdin io.Reader, stdout, stderr io.Writer) IO {
	return IO{In: stdin, Out: stdout, Err: stderr, OutTerminal: isTerminal(stdout)}
}

func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	return isatty.IsTerminal(f.Fd()) || isatty.IsCygwinTerminal(f.Fd())
}
