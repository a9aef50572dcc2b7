package sqlite

import (
	"errors"
	"fmt"
	"strings"

	msqlite "modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"

	"github.com/modusbrain/evalkit/store"
)

// Error is a failure reported by SQLite, carrying the PostgreSQL SQLSTATE
// that means the same thing so that one classifier (capture's) serves both
// engines. errors.As still reaches the driver's *sqlite.Error (Unwrap), and a
// missing table is errors.Is(err, store.ErrNoSchema).
//
// The mapping, by SQLite result code (extended code first, then primary):
//
//	SQLITE_CONSTRAINT_CHECK               23514 check_violation
//	SQLITE_CONSTRAINT_NOTNULL             23502 not_null_violation
//	SQLITE_CONSTRAINT_PRIMARYKEY, _UNIQUE 23505 unique_violation
//	SQLITE_CONSTRAINT_FOREIGNKEY          23503 foreign_key_violation
//	SQLITE_CONSTRAINT_DATATYPE            42804 datatype_mismatch (STRICT tables)
//	other SQLITE_CONSTRAINT               23000 integrity_constraint_violation
//	SQLITE_ERROR "no such table"          42P01 undefined_table
//	SQLITE_READONLY (any extended code)   25006 read_only_sql_transaction
//	SQLITE_AUTH, SQLITE_PERM              42501 insufficient_privilege
//	SQLITE_CANTOPEN, SQLITE_IOERR,
//	SQLITE_BUSY, SQLITE_LOCKED,
//	SQLITE_FULL, SQLITE_PROTOCOL          08006 connection_failure
//	SQLITE_CORRUPT, SQLITE_NOTADB         XX001 data_corrupted
//	SQLITE_TOOBIG                         54000 program_limit_exceeded
//	SQLITE_MISMATCH                       42804 datatype_mismatch
//	SQLITE_NOMEM                          53200 out_of_memory
//	SQLITE_INTERRUPT                      57014 query_canceled
//	anything else                         XX000 internal_error
//
// Class 08 makes a file that is unusable for now (locked past the busy
// timeout, unreadable, full) a db_down failure, as an unreachable server is
// in PostgreSQL, and capture spools its events until it answers. A damaged
// file, or one that is not SQLite, never answers by waiting: XX001 (other),
// and errors.Is(err, store.ErrDamaged), so capture refuses instead of
// spooling and the doctor says what the file is. A file this user cannot
// write now (chmod 444 by a backup tool, a read-only mount, side files or a
// directory it may not write) is the embedded analogue of PostgreSQL's
// read-only database: 25006, which capture spools until the file takes
// writes again, as it does during maintenance. The engine's write paths
// add a store.ReadOnlyCause naming the file and the command that makes it
// writable (FileWriteBlock). SQLITE_BUSY and SQLITE_LOCKED are also
// errors.Is(err, store.ErrLocked), and say so in words rather than with a
// PostgreSQL code: another process holds the file's lock. SQLITE_FULL is
// likewise errors.Is(err, store.ErrFull): the file system is full.
type Error struct {
	Op    string // what the engine was doing, e.g. "insert candidates"
	Code  int    // SQLite extended result code
	State string // SQLSTATE equivalent, see the table above
	Err   error  // the driver's error
}

func (e *Error) Error() string {
	if e.locked() {
		return fmt.Sprintf("sqlite: %s: %v; wait for it to finish or stop it", e.Op, store.ErrLocked)
	}
	if e.full() {
		return fmt.Sprintf("sqlite: %s: %v (SQLITE_FULL); make room on the file system that holds the database file", e.Op, store.ErrFull)
	}
	if e.damaged() {
		return fmt.Sprintf("sqlite: %s: %v (%v, SQLSTATE %s)", e.Op, store.ErrDamaged, e.Err, e.State)
	}
	return fmt.Sprintf("sqlite: %s: %v (SQLSTATE %s)", e.Op, e.Err, e.State)
}

// locked: another connection's lock outlasted the busy timeout.
func (e *Error) locked() bool { return busyCode(e.Code) }

// full: a write found no room (SQLITE_FULL, with any extended code).
func (e *Error) full() bool { return e.Code&0xff == sqlite3.SQLITE_FULL }

// damaged: the file is corrupt or not an SQLite database at all.
func (e *Error) damaged() bool {
	c := e.Code & 0xff
	return c == sqlite3.SQLITE_CORRUPT || c == sqlite3.SQLITE_NOTADB
}

// busyCode reports SQLITE_BUSY or SQLITE_LOCKED, with any extended code.
func busyCode(code int) bool {
	c := code & 0xff
	return c == sqlite3.SQLITE_BUSY || c == sqlite3.SQLITE_LOCKED
}

// SQLState returns the SQLSTATE equivalent of the SQLite result code.
func (e *Error) SQLState() string { return e.State }

func (e *Error) Unwrap() error { return e.Err }

// Is makes every missing-table error store.ErrNoSchema, every busy or
// locked one store.ErrLocked, every SQLITE_FULL store.ErrFull and every
// corrupt or not-a-database file store.ErrDamaged.
func (e *Error) Is(target error) bool {
	switch target {
	case store.ErrNoSchema:
		return e.State == stateUndefinedTable
	case store.ErrLocked:
		return e.locked()
	case store.ErrFull:
		return e.full()
	case store.ErrDamaged:
		return e.damaged()
	}
	return false
}

const (
	stateCheckViolation   = "23514"
	stateUndefinedTable   = "42P01"
	stateInsufficientPriv = "42501"
	stateReadOnly         = "25006"
	stateConnFailure      = "08006"
	stateDataCorrupted    = "XX001"
)

// wrap turns a driver error into *Error; other errors (context
// cancellation, database/sql's own) keep their identity under a prefix.
func wrap(op string, err error) error {
	if err == nil {
		return nil
	}
	var se *msqlite.Error
	if errors.As(err, &se) {
		return &Error{Op: op, Code: se.Code(), State: sqlState(se.Code(), se.Error()), Err: err}
	}
	return fmt.Errorf("sqlite: %s: %w", op, err)
}

// sqlState maps a SQLite (extended) result code and its message to a
// SQLSTATE; see Error for the table.
func sqlState(code int, msg string) string {
	switch code {
	case sqlite3.SQLITE_CONSTRAINT_CHECK:
		return stateCheckViolation
	case sqlite3.SQLITE_CONSTRAINT_NOTNULL:
		return "23502"
	case sqlite3.SQLITE_CONSTRAINT_PRIMARYKEY, sqlite3.SQLITE_CONSTRAINT_UNIQUE:
		return "23505"
	case sqlite3.SQLITE_CONSTRAINT_FOREIGNKEY:
		return "23503"
	case sqlite3.SQLITE_CONSTRAINT_DATATYPE:
		return "42804"
	}
	switch code & 0xff {
	case sqlite3.SQLITE_CONSTRAINT:
		return "23000"
	case sqlite3.SQLITE_ERROR:
		// SQLite has no dedicated code for an unknown table; the message
		// is stable ("no such table: name") across versions.
		if strings.Contains(msg, "no such table") {
			return stateUndefinedTable
		}
		return "XX000"
	case sqlite3.SQLITE_READONLY:
		return stateReadOnly
	case sqlite3.SQLITE_AUTH, sqlite3.SQLITE_PERM:
		return stateInsufficientPriv
	case sqlite3.SQLITE_CANTOPEN, sqlite3.SQLITE_IOERR, sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED,
		sqlite3.SQLITE_FULL, sqlite3.SQLITE_PROTOCOL:
		return stateConnFailure
	case sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB:
		return stateDataCorrupted
	case sqlite3.SQLITE_TOOBIG:
		return "54000"
	case sqlite3.SQLITE_MISMATCH:
		return "42804"
	case sqlite3.SQLITE_NOMEM:
		return "53200"
	case sqlite3.SQLITE_INTERRUPT:
		return "57014"
	}
	return "XX000"
}
