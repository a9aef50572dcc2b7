// Package store owns the eval capture schema and the engines that keep it:
// PostgreSQL (pgx/v5) and an embedded SQLite file (pure Go). Callers program
// against Engine; the v1 row type here is what eval-export serialises.
//
// The package never prints. Errors from the database keep their SQLSTATE
// (see SQLState) so capture can classify them into the stable reason enum.
package store

import (
	"context"
	"errors"
	"fmt"
	"time"
)

// Tools and detail levels accepted by the schema's CHECK constraints.
const (
	ToolQuery  = "query"
	ToolSearch = "search"

	DetailLow    = "low"
	DetailMedium = "medium"
	DetailHigh   = "high"
)

// MaxQueryChars is the CHECK-enforced cap on eval_candidates.query, in
// characters (the seed's "max length 50KB").
const MaxQueryChars = 51200

// SchemaVersion is the migration level this build writes and expects (the
// evalkit ledger's version). It is unrelated to the export's schema_version
// (the row contract). Version 2 is the schema shared with modusbrain's
// brain (failures keyed by ts, the delivery key).
const SchemaVersion = 2

// Reason is the stable failure enum of eval_capture_failures.reason.
type Reason string

const (
	ReasonDBDown            Reason = "db_down"
	ReasonRLSReject         Reason = "rls_reject"
	ReasonCheckViolation    Reason = "check_violation"
	ReasonScrubberException Reason = "scrubber_exception"
	ReasonOther             Reason = "other"
)

// Reasons lists the enum in its documented order.
var Reasons = []Reason{ReasonDBDown, ReasonRLSReject, ReasonCheckViolation, ReasonScrubberException, ReasonOther}

// Candidate is one eval_candidates row, schema v1. Field meanings are the
// seed's row table. Pointer fields are nullable columns.
type Candidate struct {
	ID                int64
	ToolName          string
	Query             string
	RetrievedSlugs    []string
	RetrievedChunkIDs []int64
	SourceIDs         []string
	ExpandEnabled     *bool
	Detail            *string
	DetailResolved    *string
	VectorEnabled     bool
	ExpansionApplied  bool
	LatencyMS         int64
	Remote            bool
	JobID             *int64
	SubagentID        *int64
	// CreatedAt is stamped by the engine at insert time (under the window
	// lock); it is ignored on insert and set on read, in UTC.
	CreatedAt time.Time
	// Cleaned is set on read: what the engine changed to read the row (see
	// Engine.StreamCandidates), in words that name columns and never quote
	// values; "" when the row was read as stored. Ignored on insert.
	Cleaned string
	// DeliveryKey, when set, makes the insert idempotent: a row whose key is
	// already stored is not inserted again (a spooled event redelivered
	// after a lost COMMIT reply). It is evalkit's own column, not exported.
	DeliveryKey string
	// Dropped is set by InsertCandidates on a row the table neither stored
	// nor held already: a trigger of the table's own (a BEFORE INSERT row
	// trigger that returned NULL: its owner filters calls) dropped it. It
	// names the table's enabled BEFORE INSERT row triggers, which may have
	// done it ("trigger x", "triggers x, y"; "a trigger" when the engine
	// cannot name it), and ID stays 0. Ignored on insert; "" for a row
	// stored or already stored.
	Dropped string
}

// Failure is one eval_capture_failures row: one lost capture event.
// It never carries the query text (it may hold PII the scrubber missed).
type Failure struct {
	ID       int64
	Reason   Reason
	ToolName string // "" when unknown; stored as NULL
	SQLState string // "" when the error had none; stored as NULL
	Detail   string // short error text, secrets masked by the caller
	// CreatedAt is stamped by the engine when zero; set explicitly only by
	// tests and imports that need back-dated rows.
	CreatedAt time.Time
}

// StreamQuery selects candidates for export. The window is [Since, Until):
// Since inclusive (nil: unbounded; 0001-01-01 is a start), Until exclusive (normally a
// Watermark). The zero Until is the instant 0001-01-01T00:00:00Z, not "no
// end": a window always ends somewhere, and `--until 0001-01-01` means it. Rows come newest first: created_at DESC, id DESC.
type StreamQuery struct {
	Since *time.Time
	Until time.Time
	Tool  string // "" for both tools
	Limit int64  // 0: no limit
	// OnBadRow, when set, receives each row of the window that cannot be
	// read as a Candidate, and the stream goes on with the next row. When
	// nil, such a row ends the stream with its *RowError.
	OnBadRow func(*RowError)
}

// AppendCleaned adds to note what reading an array column changed: nulls
// NULL elements dropped, a dims-dimensional array read flat (dims <= 1:
// not). Both engines word their Candidate.Cleaned with it, so an export
// says the same of the same row on either.
func AppendCleaned(note, column string, nulls, dims int) string {
	if nulls == 0 && dims <= 1 {
		return note
	}
	if note != "" {
		note += "; "
	}
	note += column + ": "
	if dims > 1 {
		note += fmt.Sprintf("%d-dimensional array read flat", dims)
		if nulls > 0 {
			note += ", "
		}
	}
	switch {
	case nulls == 1:
		note += "1 NULL element dropped"
	case nulls > 1:
		note += fmt.Sprintf("%d NULL elements dropped", nulls)
	}
	return note
}

// RowError is a stored row that cannot be read as a Candidate, even after
// the engines' cleaning (see Engine.StreamCandidates): an infinite
// created_at, an array element of the wrong type or out of range, a NULL
// in a column the seed declares non-null. Rows of writers evalkit does not
// control — modusbrain's own, or hand-made — can hold these.
type RowError struct {
	ID     int64  // the row's id; 0 when even the id could not be read
	Column string // the column that holds the bad value
	Err    error  // what is wrong with it, in words that do not quote it
}

func (e *RowError) Error() string { return fmt.Sprintf("row %d: %s: %v", e.ID, e.Column, e.Err) }
func (e *RowError) Unwrap() error { return e.Err }

// FailureCount is the number of failures for one reason in a window.
type FailureCount struct {
	Reason Reason
	Count  int64
}

// Activity summarises captured rows in a window.
type Activity struct {
	Rows   int64
	Newest time.Time // zero when the table is empty
	// Now is the database's clock when it answered (PostgreSQL: now(),
	// read in the same statement), the clock export windows end at; zero
	// for an engine that shares the caller's clock (SQLite, embedded).
	Now time.Time
}

// Clock is implemented by engines with a clock of their own (PostgreSQL):
// the one export windows end at, and so the one a window "the last 24h"
// is measured by.
type Clock interface {
	DatabaseNow(ctx context.Context) (time.Time, error)
}

// Recreator is implemented by engines whose Migrate makes again the eval
// tables evalkit's ledger says it created but that are gone (SQLite:
// evalkit's own file, a table dropped by hand or lost in a partial
// restore). Recreated lists them, so that the caller can say their rows
// are gone rather than let it pass unseen.
type Recreator interface {
	Recreated() []string
}

// SerialWriter is implemented by engines that write one transaction at a
// time per process (SQLite: a write waits in the engine for the one
// before). A caller that bounds each call with a timeout should wait its
// turn before starting the clock, or a queue of its own writers reads as a
// database that does not answer.
type SerialWriter interface {
	SerialWrites() bool
}

// Engine is the storage contract shared by the PostgreSQL and SQLite engines.
// Every method is safe for concurrent use.
type Engine interface {
	// Migrate creates or upgrades the schema to SchemaVersion. Idempotent and
	// safe to run from two processes at once. Only writers call it.
	Migrate(ctx context.Context) error

	// SchemaVersion reports the applied migration level; 0 when the schema
	// is absent. Read-only.
	SchemaVersion(ctx context.Context) (int, error)

	// InsertCandidates writes the batch in one transaction, all or nothing,
	// stamping created_at under the shared window lock. On success it sets
	// ID and CreatedAt on each element it inserted; an element whose
	// DeliveryKey is already stored is skipped and keeps ID 0. An element
	// a trigger of the table dropped (BEFORE INSERT returning NULL) keeps
	// ID 0 too and has Dropped set; the engine tells it from a stored key
	// with one read, only when fewer rows came back than it sent. Of rows
	// without a DeliveryKey it then knows how many were dropped but not
	// which: it marks that many of them, the last ones, and leaves ID and
	// CreatedAt of the others at 0 rather than guess. On SQLite a
	// cancelled ctx ends a wait for another process's lock, but not a
	// transaction that holds it: that one commits (a caller that gives up
	// never leaves a commit whose outcome is unknown). A row the schema's
	// CHECKs refuse (tool, detail, query cap, negative latency) fails the
	// batch with SQLSTATE 23514; an integer wider than its column (the
	// PostgreSQL tables have modusbrain's 32-bit integer columns) with 22003.
	InsertCandidates(ctx context.Context, rows []Candidate) error

	// InsertFailures records lost events, all or nothing; ctx as for
	// InsertCandidates.
	InsertFailures(ctx context.Context, rows []Failure) error

	// Watermark returns a window end W such that every row with
	// created_at < W is committed and visible to reads that start after
	// Watermark returns, and every row committed later has created_at >= W.
	// W keeps the database's full precision.
	Watermark(ctx context.Context) (time.Time, error)

	// StreamCandidates calls fn for each selected row as the database sends
	// it, without holding the result set in memory. The *Candidate (and its
	// slices) is reused between calls: fn must not retain it, and may
	// change its fields (the next row overwrites them all). An error from
	// fn stops the stream and is returned unchanged. A missing table is
	// ErrNoSchema.
	//
	// Rows are read leniently, because other writers share the tables: a
	// NULL array element is dropped, and a multi-dimensional array is read
	// flat, in storage order; Candidate.Cleaned says so. A row that still cannot be read is a
	// *RowError, passed to q.OnBadRow (the stream goes on) or, when that is
	// nil, returned (the stream ends).
	StreamCandidates(ctx context.Context, q StreamQuery, fn func(*Candidate) error) error

	// FailureCounts counts eval_capture_failures rows recorded at or after
	// since (the table's timestamp column: ts in a brain, created_at in
	// older evalkit tables), by reason, most frequent first. Served by an
	// index. A missing table is ErrNoSchema.
	FailureCounts(ctx context.Context, since time.Time) ([]FailureCount, error)

	// CandidateActivity counts eval_candidates rows with created_at >= since
	// and reports the newest created_at overall, and the database's clock
	// when it has one of its own. A missing table is ErrNoSchema.
	CandidateActivity(ctx context.Context, since time.Time) (Activity, error)

	// Close releases connections. It does not wait for in-flight calls.
	Close() error
}

// ErrNoSchema means the eval tables do not exist: nothing was ever captured
// into this database (no writer has migrated it).
var ErrNoSchema = errors.New("eval capture tables not found")

// ErrLocked means another process holds a lock on the database file that
// a call needed, and kept it past the engine's patience (SQLite's busy
// timeout). The database is fine and nothing was written; waiting for that
// process, or stopping it, is the fix. Engine errors match it with
// errors.Is and keep their SQLSTATE (class 08 on SQLite) for capture's
// classifier.
var ErrLocked = errors.New("the database file is locked by another process")

// ErrBadURL means the connection URL cannot be read by the driver (a "%"
// not followed by two hex digits, a parameter value it does not take such
// as connect_timeout=5s). Nothing was tried on the network, and no wait
// helps: correcting the URL is the fix, so capture must not spool for it.
var ErrBadURL = errors.New("the driver cannot read the connection URL")

// ErrFull means the database could not write because the file system that
// holds its file is full (SQLITE_FULL: no space left on the device, or the
// file at its page limit). The database answers; making room on that file
// system is the fix. Engine errors match it with errors.Is and keep their
// SQLSTATE (class 08 on SQLite, so capture spools rather than loses).
var ErrFull = errors.New("database or disk is full")

// ErrDamaged means the database file is damaged, or is not a database of
// the engine at all (SQLite's SQLITE_CORRUPT, SQLITE_NOTADB: a header
// overwritten by a disk error, or a path naming some other file). It is no
// outage: waiting never makes it answer, so capture must not spool for it.
// Keeping a copy and restoring the file, or moving it aside, is the fix.
// Engine errors match it with errors.Is and carry SQLSTATE XX001
// (data_corrupted), which capture classifies as other.
var ErrDamaged = errors.New("the database file is damaged or is not an SQLite database")

// ErrStandby means the database is a standby in recovery, where no window
// end can be shown exact: the transactions open on the primary — writers
// that stamp a row with their start and commit it later — are invisible
// there (no pg_stat_activity, pg_locks or advisory lock of the primary's),
// and a row can commit on the primary long after any end read here. An
// export refuses rather than miss it; exporting from the primary is the
// fix.
var ErrStandby = errors.New("the database is a standby in recovery: it cannot see the transactions open on the primary, " +
	"which may yet commit rows stamped before any window end read here")

// RowSecurityOff reports PostgreSQL's refusal of a query that row-level
// security would filter when the session's row_security setting is off (a
// role's or a database's default, as pg_dump sets it): 42501, as a missing
// grant is, but the role may hold every grant — the fix is another.
//
// The engine tells it by what it can see, not by the server's words
// (which a server with lc_messages in another language translates): a
// 42501 while the session's row_security is off and row-level security
// applies to the role on an eval table. It marks such an error with
// ErrRowSecurityOff.
func RowSecurityOff(err error) bool {
	return SQLState(err) == "42501" && errors.Is(err, ErrRowSecurityOff)
}

// StatementTimedOut reports a statement that the session's own
// statement_timeout ended (57014, which a cancel request from another
// session also gives). The engine tells the two apart by what it can see
// — the timeout its sessions were given and how long the statement ran —
// never by the server's words, which lc_messages translates.
func StatementTimedOut(err error) bool {
	return SQLState(err) == "57014" && errors.Is(err, ErrStatementTimeout)
}

// ErrStatementTimeout marks a 57014 that StatementTimedOut reports.
var ErrStatementTimeout = errors.New("the session's statement_timeout ended the statement")

// ErrRowSecurityOff marks a 42501 that RowSecurityOff reports.
var ErrRowSecurityOff = errors.New("row_security is off for this session and row-level security applies to its role")

// RowSecurityOffFix says how past RowSecurityOff, for every command.
const RowSecurityOffFix = "row_security is off for this role or database (ALTER ROLE … SET row_security = off), so PostgreSQL refuses " +
	"queries that row-level security would filter instead of filtering them; the role's grants are not the cause. Run this command as a role " +
	"that bypasses row-level security (the eval tables' owner, or one with BYPASSRLS), or with row_security on for this command only: " +
	"PGOPTIONS='-c row_security=on' before it (when the database URL sets no options of its own)"

// SQLState returns the SQLSTATE code carried by err (PostgreSQL's own, or
// the equivalent the SQLite engine assigns), or "" when it has none.
func SQLState(err error) string {
	var s interface{ SQLState() string }
	if errors.As(err, &s) {
		return s.SQLState()
	}
	return ""
}

// NewerSchemaError is a database a newer evalkit migrated: its ledger holds
// a schema version above SchemaVersion. This build cannot know what that
// release changed (a column it fills, a row it keeps), so the writers
// refuse it — capture and prune — and export reads it with a warning: it
// names the v1 columns, so a change that removed or renamed one fails
// loudly, and the contract keeps v1 rows readable. The fix is the upgrade.
type NewerSchemaError struct {
	Version int
}

func (e *NewerSchemaError) Error() string {
	return fmt.Sprintf("schema version %d was written by a newer evalkit than this build, which knows versions up to %d", e.Version, SchemaVersion)
}

// NewerSchemaFix is the way past a NewerSchemaError, for every command.
const NewerSchemaFix = "upgrade evalkit to the release that migrated this database (every binary: eval-capture, eval-export, eval-prune, eval-doctor); " +
	"nothing in the database needs to change"

// NewerSchema returns a *NewerSchemaError when version is above
// SchemaVersion, else nil.
func NewerSchema(version int) error {
	if version > SchemaVersion {
		return &NewerSchemaError{Version: version}
	}
	return nil
}
