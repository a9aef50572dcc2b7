package postgres

import (
	"errors"
	"fmt"
	"strings"

	"github.com/jackc/pgx/v5/pgconn"

	"github.com/modusbrain/evalkit/store"
)

// SQLSTATE codes the engine treats specially.
const (
	sqlstateUndefinedTable = "42P01"
)

// redactedError hides a secret from the message of err while keeping err
// reachable for errors.As/Is (SQLSTATE classification).
type redactedError struct {
	msg string
	err error
}

func (e *redactedError) Error() string { return e.msg }
func (e *redactedError) Unwrap() error { return e.err }

// redact returns err with every occurrence of password masked in its text.
func redact(err error, password string) error {
	if err == nil || password == "" {
		return err
	}
	msg := err.Error()
	if !strings.Contains(msg, password) {
		return err
	}
	return &redactedError{msg: strings.ReplaceAll(msg, password, mask), err: err}
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
	return redact(err, e.password)
}
