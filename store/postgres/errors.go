package postgres

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5/pgconn"

	"github.com/modusbrain/evalkit/configplane"
	"github.com/modusbrain/evalkit/internal/redact"
	"github.com/modusbrain/evalkit/store"
)

// SQLSTATE codes the engine treats specially.
const (
	sqlstateUndefinedTable = "42P01"
	sqlstateReadOnly       = "25006"

	sqlstateInsufficientPrivilege = "42501"
)

// redactedError hides a secret from the message of err while keeping err
// reachable for errors.As/Is (SQLSTATE classification).
type redactedError struct {
	msg string
	err error
}

func (e *redactedError) Error() string { return e.msg }
func (e *redactedError) Unwrap() error { return e.err }

// hideSecrets returns err with every occurrence of the secrets masked in its
// text (redact.Known). Empty secrets are ignored.
func hideSecrets(err error, secrets ...string) error {
	if err == nil {
		return err
	}
	msg := err.Error()
	hidden := redact.Known(msg, secrets...)
	if hidden == msg {
		return err
	}
	return &redactedError{msg: hidden, err: err}
}

// wrap adds the operation (and for connection failures the masked target)
// to err, maps a missing table to store.ErrNoSchema, and keeps the password
// out of the text. The *pgconn.PgError stays reachable with errors.As.
func (e *Engine) wrap(op string, err error) error {
	if err == nil {
		return nil
	}
	var pgErr *pgconn.PgError
	var connErr *pgconn.ConnectError
	switch {
	case errors.As(err, &pgErr) && pgErr.Code == sqlstateUndefinedTable:
		err = fmt.Errorf("postgres %s: %w (%w)", op, store.ErrNoSchema, err)
	case errors.As(err, &connErr):
		err = fmt.Errorf("postgres %s: cannot connect to %s: %w", op, e.target, err)
	default:
		err = fmt.Errorf("postgres %s: %w", op, err)
	}
	if store.SQLState(err) == sqlstateInsufficientPrivilege && e.rowSecurityOff() {
		err = &rowSecurityOffError{err}
	}
	if e.clientRO != nil && store.SQLState(err) == sqlstateReadOnly {
		// The client's own setting, not maintenance or a standby.
		err = &store.ReadOnlyCause{Why: e.clientRO.why, Fix: e.clientRO.fix, Err: err}
	}
	return hideSecrets(err, e.passwords...)
}

// rowSecurityOffError is a 42501 that store.RowSecurityOff reports.
type rowSecurityOffError struct{ err error }

func (e *rowSecurityOffError) Error() string        { return e.err.Error() }
func (e *rowSecurityOffError) Unwrap() error        { return e.err }
func (e *rowSecurityOffError) Is(target error) bool { return target == store.ErrRowSecurityOff }

// rowSecurityOffSQL is true when this session's row_security is off and
// row-level security applies to the role on an eval table: then
// PostgreSQL refuses every query of that table with 42501 (instead of
// filtering it), before it looks at the role's grants. The evidence is
// the session's, not the server's message, which lc_messages translates.
const rowSecurityOffSQL = `SELECT current_setting('row_security') = 'off'
	AND NOT (SELECT rolsuper OR rolbypassrls FROM pg_roles WHERE rolname = current_user)
	AND EXISTS (SELECT 1 FROM pg_class c
		WHERE c.oid IN (to_regclass('eval_candidates'), to_regclass('eval_capture_failures'))
		  AND c.relrowsecurity AND (c.relforcerowsecurity OR NOT pg_has_role(c.relowner, 'USAGE')))`

// rowSecurityOff asks rowSecurityOffSQL on a session of the pool (all of
// them share the URL's, the role's and the database's settings). It
// follows a 42501 only, so costs nothing on the way of a query that
// works; it answers false when it cannot tell.
func (e *Engine) rowSecurityOff() bool {
	if e.pool == nil {
		return false
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	var off bool
	if err := e.pool.QueryRow(ctx, rowSecurityOffSQL).Scan(&off); err != nil {
		return false
	}
	return off
}

// statementTimeoutError is a 57014 that store.StatementTimedOut reports.
type statementTimeoutError struct{ err error }

func (e *statementTimeoutError) Error() string        { return e.err.Error() }
func (e *statementTimeoutError) Unwrap() error        { return e.err }
func (e *statementTimeoutError) Is(target error) bool { return target == store.ErrStatementTimeout }

// timedOut marks err, a statement's error, as the session's own
// statement_timeout when it is a 57014 (query_canceled: a timeout and a
// cancel request from another session alike), the sessions were given a
// statement_timeout (the URL's, or evalkit's own) and the statement,
// started at start, ran at least that long: a cancel that came sooner is
// someone else's. A ctx that ended is the caller's own cancel.
func (e *Engine) timedOut(ctx context.Context, err error, start time.Time) error {
	if store.SQLState(err) != "57014" || ctx.Err() != nil {
		return err
	}
	limit := sessionStatementTimeout(e.pool.Config().ConnConfig.RuntimeParams)
	if limit <= 0 || time.Since(start) < limit {
		return err
	}
	return &statementTimeoutError{err}
}

// sessionStatementTimeout is the statement_timeout the sessions are sent
// at startup (as a parameter, which the server applies after options, or
// in options); zero when they are sent none (then the role's or the
// database's applies, which the client cannot see).
func sessionStatementTimeout(params map[string]string) time.Duration {
	v, ok := params["statement_timeout"]
	if !ok {
		if v, ok, _ = configplane.PGOptionsSetting(params["options"], "statement_timeout"); !ok {
			return 0
		}
	}
	d, ok := pgDuration(v)
	if !ok {
		return 0
	}
	return d
}
