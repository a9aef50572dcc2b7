package postgres

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"github.com/modusbrain/evalkit/store"
)

// ErrRoleCannotBypassRLS is wrapped by Migrate's refusal to create or adopt
// the RLS tables as a role that could not use them. The message names the
// role.
var ErrRoleCannotBypassRLS = errors.New("neither superuser nor BYPASSRLS, nor the owner of both tables with row-level security not forced")

// ErrNotOwner is wrapped by Migrate's refusal to adopt tables another role
// owns: adding evalkit's columns and indexes needs the owner's rights.
var ErrNotOwner = errors.New("role does not own the table")

// ErrBrainOwner is wrapped by Migrate's refusal to create tables that the
// brain's owner (the role modusbrain migrates with) could not then use: the
// tables would belong to a role whose rights it lacks, or force row-level
// security on a role that cannot bypass it.
var ErrBrainOwner = errors.New("the brain's owner could not use the tables evalkit would create")

// Migrate brings the schema to store.SchemaVersion. See the package doc for
// the locking and the role rule.
func (e *Engine) Migrate(ctx context.Context) error {
	if e.readOnly {
		return fmt.Errorf("postgres migrate: %w", ErrReadOnly)
	}
	// Fast path without a lock: every capture process calls Migrate at start.
	v, err := e.SchemaVersion(ctx)
	if err != nil {
		return err
	}
	if v >= store.SchemaVersion {
		return nil
	}
	return e.wrap("migrate", pgx.BeginFunc(ctx, e.pool, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, "SELECT pg_advisory_xact_lock($1)", MigrateLockKey); err != nil {
			return err
		}
		// Another process may have migrated while we waited. A failed
		// statement would abort the transaction, so look before reading.
		var exists bool
		if err := tx.QueryRow(ctx, "SELECT to_regclass('eval_schema_migrations') IS NOT NULL").Scan(&exists); err != nil {
			return err
		}
		v := 0
		if exists {
			if err := tx.QueryRow(ctx, "SELECT coalesce(max(version), 0) FROM eval_schema_migrations").Scan(&v); err != nil {
				return err
			}
		}
		if v >= store.SchemaVersion {
			return nil
		}
		f, err := readRoleFacts(ctx, tx)
		if err != nil {
			return err
		}
		if r := f.refusal(); r != nil {
			return r
		}
		if _, err := tx.Exec(ctx, createVersionTable); err != nil {
			return err
		}
		created, err := applyV2(ctx, tx)
		if err != nil {
			return fmt.Errorf("applying version 2: %w", err)
		}
		if !exists {
			created = append(created, "eval_schema_migrations")
		}
		if err := giveToBrainOwner(ctx, tx, f, created); err != nil {
			return err
		}
		_, err = tx.Exec(ctx, "INSERT INTO eval_schema_migrations (version) VALUES ($1) ON CONFLICT DO NOTHING", store.SchemaVersion)
		return err
	}))
}

// applyV2 brings whatever is there — nothing, evalkit's v1 tables, or
// modusbrain's tables in any release — to schema version 2 (see schema.go).
// It runs once per database, under the migration lock.
// It returns the tables it created.
func applyV2(ctx context.Context, tx pgx.Tx) ([]string, error) {
	var cand, fail, ts bool
	if err := tx.QueryRow(ctx, `SELECT to_regclass('eval_candidates') IS NOT NULL, to_regclass('eval_capture_failures') IS NOT NULL,
		EXISTS (SELECT 1 FROM pg_attribute WHERE attrelid = to_regclass('eval_capture_failures') AND attname = 'ts' AND NOT attisdropped)`).
		Scan(&cand, &fail, &ts); err != nil {
		return nil, err
	}
	for _, t := range []struct {
		exists bool
		name   string
	}{{cand, "eval_candidates"}, {fail, "eval_capture_failures"}} {
		if t.exists {
			if err := checkOwner(ctx, tx, t.name); err != nil {
				return nil, err
			}
		}
	}
	// evalkit's own tables: none yet, or a v1 ledger (v1 made both).
	var v1 bool
	if err := tx.QueryRow(ctx, "SELECT EXISTS (SELECT 1 FROM eval_schema_migrations WHERE version = 1)").Scan(&v1); err != nil {
		return nil, err
	}
	steps := []string{}
	var created []string
	if cand {
		if err := checkColumns(ctx, tx, "eval_candidates", requiredCandidateColumns); err != nil {
			return nil, err
		}
	} else {
		steps = append(steps, createCandidates)
		created = append(created, "eval_candidates")
	}
	switch {
	case !fail:
		steps = append(steps, createFailures)
		created = append(created, "eval_capture_failures")
	case !ts:
		if err := checkColumns(ctx, tx, "eval_capture_failures", []string{"created_at", "reason"}); err != nil {
			return nil, err
		}
		steps = append(steps, failuresTsFromV1)
	default:
		if err := checkColumns(ctx, tx, "eval_capture_failures", []string{"reason"}); err != nil {
			return nil, err
		}
	}
	steps = append(steps, evalkitExtras)
	if !cand || v1 {
		steps = append(steps, candidatesIndex)
	}
	if !fail || v1 {
		steps = append(steps, failuresIndex)
	}
	for _, sql := range steps {
		if _, err := tx.Exec(ctx, sql); err != nil {
			return nil, err
		}
	}
	return created, nil
}

// checkOwner: adding evalkit's columns and indexes to a table needs its
// owner's rights. Refusing up front names the role to use instead of
// surfacing "must be owner" from the middle of the migration.
func checkOwner(ctx context.Context, tx pgx.Tx, table string) error {
	var owner string
	var ok bool
	if err := tx.QueryRow(ctx, `SELECT pg_get_userbyid(relowner)::text, pg_has_role(relowner, 'USAGE')
		FROM pg_class WHERE oid = to_regclass($1)`, table).Scan(&owner, &ok); err != nil {
		return err
	}
	if ok {
		return nil
	}
	return fmt.Errorf("%s belongs to role %q (modusbrain's, most likely), and this role cannot add evalkit's ledger, "+
		"nullable columns and indexes to it: %w (fix: capture once as %s, the role modusbrain migrates with; after that any role "+
		"with INSERT on the tables and BYPASSRLS can capture)", table, owner, ErrNotOwner, pgx.Identifier{owner}.Sanitize())
}

// checkColumns refuses a table that lacks columns evalkit needs, rather
// than adding NOT NULL columns to a table another program owns.
func checkColumns(ctx context.Context, tx pgx.Tx, table string, want []string) error {
	var missing []string
	if err := tx.QueryRow(ctx, `SELECT coalesce(array_agg(w ORDER BY ord), '{}') FROM unnest($2::text[]) WITH ORDINALITY AS u(w, ord)
		WHERE NOT EXISTS (SELECT 1 FROM pg_attribute WHERE attrelid = to_regclass($1) AND attname = w AND attnum > 0 AND NOT attisdropped)`,
		table, want).Scan(&missing); err != nil {
		return err
	}
	if len(missing) > 0 {
		return fmt.Errorf("%s exists but lacks column(s) %s that evalkit reads and writes; evalkit adds only nullable columns "+
			"to a table it did not create, so it leaves this one as it is", table, strings.Join(missing, ", "))
	}
	return nil
}

// SchemaVersion reports the applied migration level, 0 when the version
// table does not exist.
func (e *Engine) SchemaVersion(ctx context.Context) (int, error) {
	v, err := schemaVersion(ctx, e.pool)
	return v, e.wrap("schema version", err)
}

type querier interface {
	QueryRow(ctx context.Context, sql string, args ...any) pgx.Row
}

func schemaVersion(ctx context.Context, q querier) (int, error) {
	var v int
	err := q.QueryRow(ctx, "SELECT coalesce(max(version), 0) FROM eval_schema_migrations").Scan(&v)
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) && pgErr.Code == sqlstateUndefinedTable {
		return 0, nil
	}
	return v, err
}
