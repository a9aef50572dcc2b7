package postgres

import (
	"context"

	"github.com/modusbrain/evalkit/store"
)

var _ store.StoreIdentifier = (*Engine)(nil)

// StoreIdentity names the store from the server's catalogs: the same
// whichever host spelling, password or pooler reached it. SELECTs that
// write nothing and leave nothing on the session (a pooler hands it to
// modusbrain next), and that a role able to read only the eval tables may
// run: pg_control_system() is executable by PUBLIC by default, and called
// only when it still is (an administrator can revoke it), so a role
// without it gets the store without its cluster rather than an error.
// (Apart: the server checks the right to run a function when it prepares
// the query, even in a CASE branch that is never taken.)
func (e *Engine) StoreIdentity(ctx context.Context) (store.StoreID, error) {
	id := store.StoreID{Engine: "postgres"}
	var canCluster bool
	err := e.pool.QueryRow(ctx, `
		SELECT has_function_privilege('pg_catalog.pg_control_system()', 'EXECUTE'),
		       d.oid::text, d.datname::text,
		       coalesce((SELECT n.nspname::text FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
		                 WHERE c.oid = to_regclass('eval_candidates')), '')
		FROM pg_catalog.pg_database d WHERE d.datname = current_database()`).Scan(&canCluster, &id.DBOID, &id.DB, &id.Schema)
	if err != nil {
		return store.StoreID{}, e.wrap("identify the database", err)
	}
	if canCluster {
		err := e.pool.QueryRow(ctx, `SELECT system_identifier::text FROM pg_catalog.pg_control_system()`).Scan(&id.Cluster)
		if err != nil {
			return store.StoreID{}, e.wrap("identify the database's cluster", err)
		}
	}
	return id, nil
}
