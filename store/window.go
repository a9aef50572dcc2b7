package store

import (
	"context"
	"fmt"
	"strings"
	"time"
)

// DefaultWindowWait bounds how long an engine waits, by default, for the
// transactions that were open at a window end to finish (WindowEnder).
const DefaultWindowWait = time.Minute

// EndRequest asks a WindowEnder for a window end.
type EndRequest struct {
	// Until, when set, is the end the caller asked for: the engine returns
	// it unchanged or fails with *NotSettledError; it never returns a
	// smaller end. nil asks for the latest end that is settled now, which
	// may be held below the clock (WatermarkInfo.HeldBy).
	Until *time.Time
	// Wait bounds the wait for transactions open at the end to finish;
	// 0 means DefaultWindowWait.
	Wait time.Duration
	// OnWait, when set, is called once when a wait has lasted a second,
	// with what is being waited for.
	OnWait func(what string)
}

// WindowEnder is implemented by engines whose window end must account for
// writers evalkit does not control (a modusbrain brain on PostgreSQL).
type WindowEnder interface {
	WindowEnd(ctx context.Context, req EndRequest) (WatermarkInfo, error)
}

// NotSettledError is a window end that cannot be shown exact within the
// wait: rows stamped before it may still be committed later. Nothing was
// read; a caller must not advance a cursor past it.
type NotSettledError struct {
	// At is the window end that could not be settled.
	At time.Time
	// Future is set when At is later than the database's clock (Clock):
	// rows stamped before At can still be written.
	Future bool
	Clock  time.Time
	// Waited is how long the engine waited.
	Waited time.Duration
	// Open names each transaction (or prepared transaction) that was open
	// at At and had not ended when the wait ran out.
	Open []string
	// EarliestKnown, when set, is the earliest start among them that the
	// engine could read: a window ending there would be settled.
	EarliestKnown time.Time
	// Fixes are the actions that would let a later run settle the end
	// (besides waiting longer), one per cause, in words with the SQL.
	Fixes []string
}

func (e *NotSettledError) Error() string {
	if e.Future {
		return fmt.Sprintf("window end %s is later than the database's clock (%s): rows stamped before it can still be written",
			e.At.UTC().Format(time.RFC3339Nano), e.Clock.UTC().Format(time.RFC3339Nano))
	}
	what := "transaction"
	if len(e.Open) != 1 {
		what = "transactions"
	}
	return fmt.Sprintf("window end %s is not settled after waiting %s: %d %s open at it may still commit rows stamped before it: %s",
		e.At.UTC().Format(time.RFC3339Nano), e.Waited.Round(time.Millisecond), len(e.Open), what, strings.Join(e.Open, "; "))
}
