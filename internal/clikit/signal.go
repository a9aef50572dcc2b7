package clikit

import (
	"context"
	"errors"
	"os"
	"os/signal"
	"syscall"
)

// Signal is the signal that stopped a run, carried as the cause of its
// context's cancellation.
type Signal int

const (
	NoSignal Signal = iota
	SIGINT
	SIGTERM
	// SIGHUP: the terminal closed or the ssh session dropped. It stops a
	// run as cleanly as SIGTERM (what was read is stored or spooled), where
	// Go's default would kill the process at once.
	SIGHUP
)

func (s Signal) Error() string {
	switch s {
	case SIGTERM:
		return "terminated (SIGTERM)"
	case SIGHUP:
		return "hung up (SIGHUP)"
	}
	return "interrupted"
}

func (s Signal) exitCode() int {
	switch s {
	case SIGTERM:
		return ExitTerminated
	case SIGHUP:
		return ExitHangup
	}
	return ExitInterrupted
}

func signalOf(s os.Signal) Signal {
	switch s {
	case syscall.SIGTERM:
		return SIGTERM
	case syscall.SIGHUP:
		return SIGHUP
	}
	return SIGINT
}

func signalName(s os.Signal) string {
	switch s {
	case syscall.SIGTERM:
		return "SIGTERM"
	case syscall.SIGHUP:
		return "SIGHUP"
	}
	return "interrupted"
}

// stopSignals are the signals that stop a run cleanly, less those ignored
// when the process started: Notify would undo the ignoring. SIGHUP is
// ignored under nohup, a run meant to outlive its terminal; SIGINT is
// ignored for a job a non-interactive shell starts in the background
// (`eval-capture &` in a script), so that Ctrl-C meant for the script's
// foreground does not stop it.
func stopSignals() []os.Signal {
	sigs := []os.Signal{syscall.SIGTERM}
	for _, s := range []os.Signal{os.Interrupt, syscall.SIGHUP} {
		if !signal.Ignored(s) {
			sigs = append(sigs, s)
		}
	}
	return sigs
}

// SignalOf says which signal cancelled ctx: NoSignal when ctx is not done;
// SIGINT when it was cancelled without a Signal cause (a test's cancel, a
// caller's context), which is how a plain cancellation reads to a user.
func SignalOf(ctx context.Context) Signal {
	if ctx.Err() == nil {
		return NoSignal
	}
	var s Signal
	if errors.As(context.Cause(ctx), &s) {
		return s
	}
	if errors.Is(ctx.Err(), context.DeadlineExceeded) {
		return NoSignal
	}
	return SIGINT
}
