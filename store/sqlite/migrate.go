package sqlite

import (
	"context"
	"errors"
	"fmt"

	"github.com/modusbrain/evalkit/store"
)

var errReadOnly = errors.New("engine is read-only")

// Migrate creates or upgrades the schema to store.SchemaVersion in one
// BEGIN IMMEDIATE transaction: a second process migrating at the same time
// waits for the first, then finds nothing left to do.
func (e *Engine) Migrate(ctx context.Context) (err error) {
	defer func() { err = e.withCause(err) }()
	if e.readOnly {
		return &Error{Op: "migrate", State: stateReadOnly, Err: errReadOnly}
	}
	if err := e.lockWrites(ctx); err != nil {
		return err
	}
	defer e.unlockWrites()
	tx, err := e.db.BeginTx(ctx, nil)
	if err != nil {
		return wrap("migrate: begin", err)
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, versionTable); err != nil {
		return wrap("migrate: version table", err)
	}
	var cur int
	if err := tx.QueryRowContext(ctx, `SELECT coalesce(max(version), 0) FROM eval_schema_version`).Scan(&cur); err != nil {
		return wrap("migrate: read version", err)
	}
	if cur > store.SchemaVersion {
		return fmt.Errorf("sqlite: migrate %s: schema version %d is newer than this build supports (%d): upgrade evalkit",
			e.path, cur, store.SchemaVersion)
	}
	if cur == store.SchemaVersion {
		return nil // nothing to write: leave the transaction empty
	}
	for v := cur + 1; v <= store.SchemaVersion; v++ {
		for _, stmt := range migrations[v-1] {
			if _, err := tx.ExecContext(ctx, stmt); err != nil {
				return wrap(fmt.Sprintf("migrate to version %d", v), err)
			}
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO eval_schema_version (version, applied_at) VALUES (?, ?)`,
			v, e.now().UnixMicro()); err != nil {
			return wrap("migrate: record version", err)
		}
	}
	return wrap("migrate: commit", tx.Commit())
}

// SchemaVersion reports the applied migration level, 0 when the schema is
// absent. It never writes.
func (e *Engine) SchemaVersion(ctx context.Context) (int, error) {
	var v int
	err := e.db.QueryRowContext(ctx, `SELECT coalesce(max(version), 0) FROM eval_schema_version`).Scan(&v)
	if err != nil {
		err = wrap("schema version", err)
		if errors.Is(err, store.ErrNoSchema) {
			return 0, nil
		}
		return 0, err
	}
	return v, nil
}
