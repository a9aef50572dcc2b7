package clikit

import (
	"context"
	"errors"
	"os"
	"syscall"
)

// Signal is the signal that stopped a run, carried as the cause of its
// context's cancellation.
type Signal int

const (
	NoSignal Signal = iota
	SIGINT
	SIGTERM
)

func (s Signal) Error() string {
	if s == SIGTERM {
		return "terminated (SIGTERM)"
	}
	return "interrupted"
}

func (s Signal) exitCode() int {
	if s == SIGTERM {
		return ExitTerminated
	}
	return ExitInterrupted
}

func signalOf(s os.Signal) Signal {
	if s == syscall.SIGTERM {
		return SIGTERM
	}
	return SIGINT
}

func signalName(s os.Signal) string {
	if s == syscall.SIGTERM {
		return "SIGTERM"
	}
	return "interrupted"
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
