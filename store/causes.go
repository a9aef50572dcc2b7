package store

import (
	"context"
	"time"
)

// FailureCauser is implemented by engines whose eval_capture_failures
// keeps why a call was lost: evalkit's sqlstate and detail columns (a
// brain's table has them once evalkit adopted it). It only reads.
type FailureCauser interface {
	// FailureCauses counts the failure rows of reason recorded at or
	// after since (as FailureCounts does) by cause: the SQLSTATE stored
	// with the row, or, for a row without one, what kind of loss it was
	// (CauseKind). Most frequent first, ties by SQLSTATE then kind. It
	// reads no detail text out: only the SQLSTATE, and whether the detail
	// is capture's own queue-full text. nil when the table lacks evalkit's
	// columns (no cause was ever recorded there); a missing table is
	// ErrNoSchema.
	FailureCauses(ctx context.Context, since time.Time, reason Reason) ([]FailureCause, error)
}

// CauseKind says what a FailureCause counts.
type CauseKind string

const (
	// CauseSQLState: rows whose error carried a SQLSTATE (FailureCause.SQLState).
	CauseSQLState CauseKind = "sqlstate"
	// CauseQueueFull: events capture dropped because its queue was full
	// (the row's detail begins with DetailQueueFull); they never reached
	// the database.
	CauseQueueFull CauseKind = "queue_full"
	// CauseNoSQLState: an error with no SQLSTATE (one raised before the
	// database was asked, an engine that panicked), or a stored code that
	// is no SQLSTATE.
	CauseNoSQLState CauseKind = "no_sqlstate"
	// CauseUnrecorded: neither a SQLSTATE nor a detail: a row written by
	// a writer that records only the reason (modusbrain's own).
	CauseUnrecorded CauseKind = "unrecorded"
)

// DetailQueueFull begins the detail of every failure row capture writes
// for an event its full queue dropped.
const DetailQueueFull = "capture queue full"

// FailureCause is one line of FailureCauses.
type FailureCause struct {
	Kind     CauseKind
	SQLState string // with CauseSQLState: five characters, [0-9A-Z]
	Count    int64
}
