package clikit

import (
	"context"
	"errors"
	"syscall"
)

// Exit codes, the same for every evalkit binary.
const (
	ExitOK          = 0
	ExitFailure     = 1
	ExitUsage       = 2
	ExitInterrupted = 130 // SIGINT (Ctrl-C): 128 + 2
	ExitTerminated  = 143 // SIGTERM: 128 + 15
	ExitHangup      = 129 // SIGHUP (terminal closed, ssh dropped): 128 + 1
)

// Error is a failure with the words to show: `NAME: error: Msg`, then
// `hint: Hint` when there is one. Code is its exit code; an Error with no
// Msg prints nothing (what had to be said was said already).
type Error struct {
	Code int
	Msg  string
	Hint string
	Err  error // the cause, for errors.Is/As; not printed
}

func (e *Error) Error() string {
	if e.Msg == "" && e.Err != nil {
		return e.Err.Error()
	}
	return e.Msg
}

func (e *Error) Unwrap() error { return e.Err }

// Fail is exit 1 with a message and an optional hint.
func Fail(msg, hint string) error { return &Error{Code: ExitFailure, Msg: msg, Hint: hint} }

// Failf is Fail wrapping its cause.
func Failf(cause error, hint, msg string) error {
	return &Error{Code: ExitFailure, Msg: msg, Hint: hint, Err: cause}
}

// Usage is exit 2: the command line is wrong. Nothing has been touched.
func Usage(msg, hint string) error { return &Error{Code: ExitUsage, Msg: msg, Hint: hint} }

// Interrupted is what a run returns when a signal stopped it, with the words
// for what was left undone ("interrupted after 12 rows"); ExitCode makes it
// 130, 143 or 129 by the signal.
func Interrupted(msg, hint string) error {
	return &Error{Code: ExitInterrupted, Msg: msg, Hint: hint, Err: context.Canceled}
}

// Silent is an exit code with nothing more to print (a report already said
// it: eval-doctor's 1 when a check warned).
func Silent(code int) error { return &Error{Code: code} }

// ValueError is a flag value the flag refuses: `--FLAG: "V" Why (try Try)`.
type ValueError struct {
	Why string // "is not a duration"
	Try string // "--since 7d"; optional
}

func (e *ValueError) Error() string { return e.Why }

// ExitCode is the one mapping from a run's outcome to the exit status.
// sig is the signal that cancelled the run, if any: a run a signal stopped
// ends 130 (SIGINT), 143 (SIGTERM) or 129 (SIGHUP) whatever error the cancellation caused
// downstream — unless it still finished cleanly (nil).
func ExitCode(err error, sig Signal) int {
	var e *Error
	switch {
	case err == nil:
		return ExitOK
	case errors.As(err, &e) && e.Code == ExitUsage:
		return ExitUsage
	case sig != NoSignal:
		return sig.exitCode()
	case IsClosedPipe(err):
		return ExitOK // the reader has what it wanted
	case errors.As(err, &e) && e.Code != 0:
		return e.Code
	case errors.Is(err, context.Canceled):
		return ExitInterrupted
	}
	return ExitFailure
}

// IsClosedPipe reports whether a write failed because the reader went away
// (`| head`): a normal end, exit 0, nothing said.
func IsClosedPipe(err error) bool { return errors.Is(err, syscall.EPIPE) }
