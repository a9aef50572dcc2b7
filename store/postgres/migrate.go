package postgres

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"github.com/modusbrain/evalkit/store"
)

// ErrRoleCannotBypassRLS is wrapped by Migrate's refusal to create the RLS
// tables as a role that could not use them. The message names the role.
var ErrRoleCannotBypassRLS = errors.New("role can neither bypass row-level security nor is superuser")

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
		if err := checkRole(ctx, tx); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, createVersionTable); err != nil {
			return err
		}
		for _, m := range migrations {
			if m.version <= v {
				continue
			}
			if _, err := tx.Exec(ctx, m.sql); err != nil {
				return fmt.Errorf("applying version %d: %w", m.version, err)
			}
			if _, err := tx.Exec(ctx, "INSERT INTO eval_schema_migrations (version) VALUES ($1)", m.version); err != nil {
				return err
			}
		}
		return nil
	}))
}

// checkRole refuses roles that RLS would lock out of their own tables.
func checkRole(ctx context.Context, tx pgx.Tx) error {
	var role string
	var super, bypass bool
	err := tx.QueryRow(ctx,
		"SELECT current_user, rolsuper, rolbypassrls FROM pg_roles WHERE rolname = current_user").
		Scan(&role, &super, &bypass)
	if err != nil {
		return fmt.Errorf("checking the role's attributes: %w", err)
	}
	if super || bypass {
		return nil
	}
	return fmt.Errorf("refusing to create the eval tables: role %q %w; both tables enforce row-level security, "+
		"so this role could neither write nor read them (fix: ALTER ROLE %s BYPASSRLS, or migrate as a superuser)",
		role, ErrRoleCannotBypassRLS, pgx.Identifier{role}.Sanitize())
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
