package postgres

import (
	"context"

	"github.com/modusbrain/evalkit/store"
)

var _ store.ReadVisibility = (*Engine)(nil)

// CandidatesVisible: modusbrain's tables enable row-level security with no
// policy, so a role that is not superuser, BYPASSRLS or the owner reads an
// empty table without any error. A permissive SELECT or ALL policy for the
// role (or PUBLIC, or a role whose privileges it has: a member that does
// not inherit them is not covered, as PostgreSQL applies policies) is taken
// as meant.
func (e *Engine) CandidatesVisible(ctx context.Context) error {
	var role string
	var hidden, forced bool
	err := e.pool.QueryRow(ctx, `
		WITH t AS (SELECT to_regclass('eval_candidates') AS oid)
		SELECT current_user::text,
		       coalesce(row_security_active(t.oid) AND NOT EXISTS (
		         SELECT 1 FROM pg_policy p
		         WHERE p.polrelid = t.oid AND p.polpermissive AND p.polcmd IN ('r', '*')
		           AND EXISTS (SELECT 1 FROM unnest(p.polroles) AS r(oid)
		                       WHERE r.oid = 0 OR pg_has_role(current_user, r.oid, 'USAGE'))), false),
		       coalesce((SELECT c.relforcerowsecurity AND pg_has_role(current_user, c.relowner, 'USAGE')
		                 FROM pg_class c WHERE c.oid = t.oid), false)
		FROM t`).Scan(&role, &hidden, &forced)
	if err != nil {
		// The question failed, not the answer: a lost connection or a
		// timeout is named as the read it interrupted, as every other
		// failure of an export is, never as row security.
		return e.wrap("read eval_candidates", err)
	}
	if hidden {
		return &store.RowSecurityError{Role: role, Table: store.TableCandidates, Forced: forced}
	}
	return nil
}
