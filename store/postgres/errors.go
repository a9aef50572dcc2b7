package postgres

import (
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5/pgconn"

	"github.com/modusbrain/evalkit/internal/redact"
	"github.com/modusbrain/evalkit/store"
)

// SQLSTATE codes the engine treats specially.
const (
	sqlstateUndefinedTable = "42P01"
	sqlstateReadOnly       = "25006"
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
	if e.clientRO != nil && store.SQLState(err) == sqlstateReadOnly {
		// The client's own setting, not maintenance or a standby.
		err = &store.ReadOnlyCause{Why: e.clientRO.why, Fix: e.clientRO.fix, Err: err}
	}
	return hideSecrets(err, e.passwords...)
}
