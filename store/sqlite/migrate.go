package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"

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
	if err := store.NewerSchema(cur); err != nil {
		return fmt.Errorf("sqlite: migrate %s: %w", e.path, err)
	}
	recreated, err := recreateMissing(ctx, tx, cur)
	if err != nil {
		return err
	}
	if cur == store.SchemaVersion && len(recreated) == 0 {
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
	if err := tx.Commit(); err != nil {
		return wrap("migrate: commit", err)
	}
	e.mu.Lock()
	e.recreated = append(e.recreated, recreated...)
	e.mu.Unlock()
	return nil
}

// evalTables are the tables evalkit's migrations create in its own file.
var evalTables = []string{"eval_candidates", "eval_capture_failures"}

// recreateMissing makes again, as the migrations up to version cur made
// them, the eval tables that the ledger says exist but the file lacks
// (dropped by hand, a partial restore). The file is evalkit's own: without
// them every capture would spool for an outage that is none, and the spool
// would never drain. Their rows are gone; the caller says so
// (Engine.Recreated).
func recreateMissing(ctx context.Context, tx *sql.Tx, cur int) ([]string, error) {
	if cur < 1 {
		return nil, nil
	}
	var made []string
	for _, t := range evalTables {
		var n int
		if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name = ?`, t).Scan(&n); err != nil {
			return nil, wrap("migrate: look for "+t, err)
		}
		if n > 0 {
			continue
		}
		for v := 1; v <= cur; v++ {
			for _, stmt := range migrations[v-1] {
				if stmtTable(stmt) != t {
					continue
				}
				if _, err := tx.ExecContext(ctx, stmt); err != nil {
					return nil, wrap("migrate: recreate "+t, err)
				}
			}
		}
		made = append(made, t)
	}
	return made, nil
}

// stmtTable is the eval table a migration statement creates or changes.
func stmtTable(stmt string) string {
	if strings.Contains(stmt, "eval_capture_failures") {
		return "eval_capture_failures"
	}
	return "eval_candidates"
}

// Recreated lists the eval tables a Migrate of this engine made again
// because evalkit's ledger said they existed and the file lacked them
// (see store.Recreator).
func (e *Engine) Recreated() []string {
	e.mu.Lock()
	defer e.mu.Unlock()
	return append([]string(nil), e.recreated...)
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
