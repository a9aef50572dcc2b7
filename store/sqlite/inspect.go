package sqlite

import (
	"context"
	"errors"
	"fmt"

	"github.com/modusbrain/evalkit/store"
)

var _ store.Inspector = (*Engine)(nil)

// FailureReadAccess: SQLite has no roles and no row-level security; whoever
// can open the file reads every row. Only a missing table is worth saying.
func (e *Engine) FailureReadAccess(ctx context.Context) (store.ReadAccess, error) {
	var n int
	err := e.db.QueryRowContext(ctx,
		`SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name = 'eval_capture_failures'`).Scan(&n)
	if err != nil {
		return store.ReadAccess{}, wrap("read access", err)
	}
	if n == 0 {
		return store.ReadAccess{}, fmt.Errorf("sqlite read access: %w", store.ErrNoSchema)
	}
	return store.ReadAccess{}, nil
}

// DBPlaneEvalConfig lists eval.* rows of a table named config with key and
// value columns, when the file has one (at most 100 rows).
func (e *Engine) DBPlaneEvalConfig(ctx context.Context) ([]store.ConfigEntry, error) {
	var n int
	err := e.db.QueryRowContext(ctx,
		`SELECT count(*) FROM pragma_table_info('config') WHERE name IN ('key', 'value')`).Scan(&n)
	if err != nil {
		return nil, wrap("config table", err)
	}
	if n != 2 {
		return nil, nil
	}
	rows, err := e.db.QueryContext(ctx, `SELECT CAST(key AS TEXT), coalesce(CAST(value AS TEXT), 'NULL') FROM config
		WHERE lower(CAST(key AS TEXT)) LIKE 'eval.%' ORDER BY 1 LIMIT 100`)
	if err != nil {
		return nil, wrap("config table", err)
	}
	defer rows.Close()
	var out []store.ConfigEntry
	for rows.Next() {
		ce := store.ConfigEntry{Table: "config"}
		if err := rows.Scan(&ce.Key, &ce.Value); err != nil {
			return nil, wrap("config table", err)
		}
		out = append(out, ce)
	}
	if err := rows.Err(); err != nil {
		return nil, wrap("config table", err)
	}
	return out, nil
}

// Schema describes the file's eval tables. The file is evalkit's alone, so
// nothing in it is foreign; failures are stamped in created_at.
func (e *Engine) Schema(ctx context.Context) (store.SchemaInfo, error) {
	var si store.SchemaInfo
	v, err := e.SchemaVersion(ctx)
	if err != nil {
		return si, err
	}
	si.Version = v
	err = e.db.QueryRowContext(ctx, `SELECT
		EXISTS (SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'eval_candidates'),
		EXISTS (SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'eval_capture_failures')`).Scan(&si.Candidates, &si.Failures)
	if err != nil {
		return si, wrap("schema", err)
	}
	if si.Failures {
		si.FailureTime = "created_at"
	}
	if v == 0 && (si.Candidates || si.Failures) {
		return si, fmt.Errorf("sqlite: %s: %w: eval_candidates or eval_capture_failures without evalkit's eval_schema_version", e.path, store.ErrForeignTables)
	}
	return si, nil
}

// WriterVisibility: only evalkit writes its SQLite file, each writer under
// the write lock, so nothing is hidden from the watermark.
func (e *Engine) WriterVisibility(context.Context) (store.Visibility, error) {
	return store.Visibility{}, nil
}

// CaptureAccess: SQLite has no roles; whoever can write the file captures
// — unless it is another program's database, which capture refuses
// (ErrForeignDatabase).
func (e *Engine) CaptureAccess(ctx context.Context) (store.ReadAccess, error) {
	if err := e.notAnothersDatabase(ctx); errors.Is(err, ErrForeignDatabase) {
		return store.ReadAccess{Denied: true, Why: "capture refuses " + e.path + ": " + err.Error(),
			Fix: "leave " + e.path + " as it is and name a file of evalkit's own: EVALKIT_SQLITE_PATH=<file> or evalkit.sqlite_path in config.json (unset, evalkit uses ~/.modusbrain/eval.db)"}, nil
	} else if err != nil {
		return store.ReadAccess{}, err
	}
	return store.ReadAccess{}, nil
}
