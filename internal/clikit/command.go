package clikit

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/modusbrain/evalkit/internal/buildinfo"
)

// Command is one binary: its words, its flags and its run function. A
// cmd/* package builds one (flags bound to its own options) and main calls
// Main; tests call Execute with their own IO and environment.
type Command struct {
	Name     string // "eval-export"
	Summary  string // one line: what it does
	Synopsis string // after the name on the Usage line: "[flags]"
	About    string // paragraphs between Usage and Flags
	Examples string // one per line
	// ExitOK and ExitFailure say what 0 and 1 mean for this command;
	// ExitOther, when set, names a command's own further code
	// ("3 nothing was lost but events wait in the spool").
	ExitOK, ExitFailure, ExitOther string

	// Flags are the command's own; --help, -h and --version are added.
	Flags []*Flag
	// Run does the work once the flags are parsed. Its error decides the
	// exit code (ExitCode) and is printed in the command's voice.
	Run func(ctx context.Context, r *Runtime) error

	// Grace is how long a run may keep going after the first signal
	// (draining, writing a summary) before the process exits anyway; zero
	// means DefaultGrace. A second signal always exits at once.
	Grace time.Duration
}

// DefaultGrace bounds a run's cleanup after SIGINT, SIGTERM or SIGHUP.
const DefaultGrace = 10 * time.Second

// StalledWriteGrace is how long, after a stopping signal, a write to stdout
// may stay blocked before the process exits anyway. No run can cancel a
// write to a pipe whose reader stopped reading, nor clean up while stuck in
// it; waiting out the whole Grace would only make Ctrl-C look ignored.
const StalledWriteGrace = time.Second

// Env looks up an environment variable: os.LookupEnv, or a map in tests.
type Env func(string) (string, bool)

// Main is the whole process: main() is `os.Exit(cmd.Main())`. It wires the
// process streams and environment, turns SIGINT, SIGTERM and SIGHUP into
// a cancelled context, ignores SIGPIPE (a closed stdout is then an EPIPE
// error, which ExitCode treats as a normal end) and returns the exit code.
func (c *Command) Main() int {
	signal.Ignore(syscall.SIGPIPE)
	sigs := make(chan os.Signal, 2)
	signal.Notify(sigs, stopSignals()...)
	defer signal.Stop(sigs)
	io := System()
	out := &watchedOut{w: io.Out}
	io.Out = out
	ctx, cancel := context.WithCancelCause(context.Background())
	defer cancel(nil)

	done := make(chan int, 1)
	go func() { done <- c.Execute(ctx, io, os.Args[1:], os.LookupEnv) }()
	return c.supervise(done, sigs, cancel, io.Err, out)
}

// supervise waits for the run's exit code. The first signal cancels the
// run's context (with the signal as its cause) and starts the grace
// period; a second signal, the end of the grace period, or a write to out
// blocked for StalledWriteGrace (a reader that stopped reading) ends the
// wait with the first signal's exit code, whatever the run is still doing.
func (c *Command) supervise(done <-chan int, sigs <-chan os.Signal, cancel context.CancelCauseFunc, errw io.Writer, out *watchedOut) int {
	var first os.Signal
	var grace, stallCheck <-chan time.Time
	for {
		select {
		case code := <-done:
			return code
		case s := <-sigs:
			if first != nil {
				fmt.Fprintf(errw, "%s: error: %s again: exiting now\n", c.Name, signalName(s))
				return signalOf(first).exitCode()
			}
			first = s
			cancel(signalOf(s))
			grace = time.After(c.grace())
			stallCheck = time.After(StalledWriteGrace)
		case now := <-stallCheck:
			// Measured from the write's start: a reader asleep since
			// before the signal has had its second already.
			blocked := out.blockedFor(now)
			if blocked >= StalledWriteGrace {
				fmt.Fprintf(errw, "%s: error: %s, and stdout has not been read for %s: exiting now\n",
					c.Name, signalName(first), blocked.Truncate(time.Second))
				return signalOf(first).exitCode()
			}
			stallCheck = time.After(StalledWriteGrace - blocked)
		case <-grace:
			fmt.Fprintf(errw, "%s: error: still busy %s after %s: exiting now\n", c.Name, c.grace(), signalName(first))
			return signalOf(first).exitCode()
		}
	}
}

func (c *Command) grace() time.Duration {
	if c.Grace > 0 {
		return c.Grace
	}
	return DefaultGrace
}

// Execute parses args, answers --help and --version, runs the command and
// prints its error. ctx is cancelled, with a Signal as its cause, when a
// signal arrives (Main does that; tests cancel it themselves).
func (c *Command) Execute(ctx context.Context, io *IO, args []string, env Env) int {
	if env == nil {
		env = os.LookupEnv
	}
	out, ok := io.Out.(*watchedOut)
	if !ok {
		out = &watchedOut{w: io.Out}
		watched := *io
		watched.Out = out
		io = &watched
	}
	r := &Runtime{IO: io, Env: env, name: c.Name, err: &lockedWriter{w: io.Err}}
	help, version, err := parse(c.Name, c.Flags, args)
	switch {
	case err != nil:
		r.PrintError(err)
		return ExitCode(err, NoSignal)
	case help:
		fmt.Fprint(io.Out, c.help(c.Flags))
		return r.finish(withOutput(nil, out), NoSignal)
	case version:
		fmt.Fprintln(io.Out, buildinfo.Line(c.Name))
		return r.finish(withOutput(nil, out), NoSignal)
	}
	err = c.Run(ctx, r)
	return r.finish(withOutput(err, out), SignalOf(ctx))
}

// finish prints a run's error, if any, and returns its exit code.
func (r *Runtime) finish(err error, sig Signal) int {
	if err != nil {
		r.PrintError(err)
	}
	return ExitCode(err, sig)
}

// withOutput adds a failed write to stdout to a run's outcome. A run that
// said nothing about it (it succeeded, or ended with a bare exit code) would
// otherwise leave a truncated report or export looking complete; a run that
// failed in words has said what went wrong already. A reader that closed the
// pipe is a normal end, never recorded as a failure.
func withOutput(err error, out *watchedOut) error {
	werr := out.failed()
	var e *Error
	said := err != nil && !(errors.As(err, &e) && e.Msg == "")
	if werr == nil || said {
		return err
	}
	return StdoutFailed(werr, "")
}

// StdoutFailed is the one error every binary ends with when stdout refused
// a write (a full disk, an I/O error): `NAME: error: cannot write to
// stdout: CAUSE`, then a hint saying what became of the output. hint ""
// is the generic one; a command that knows more (eval-export: how many
// rows were written, whether a cursor moved) says it in its own hint. A
// closed pipe is not this error: it is a normal end (IsClosedPipe).
func StdoutFailed(werr error, hint string) error {
	cause := werr
	var pe *fs.PathError
	if errors.As(werr, &pe) {
		cause = pe.Err // "write /dev/stdout:" adds nothing to the words below
	}
	if hint == "" {
		hint = "the output is incomplete: make room where stdout goes, or send it elsewhere"
	}
	return Failf(werr, hint, "cannot write to stdout: "+cause.Error())
}
