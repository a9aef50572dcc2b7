package postgres

import (
	"context"

	"github.com/modusbrain/evalkit/store"
)

var _ store.WriteInspector = (*Engine)(nil)

// PruneWrites says whether the server would refuse a prune's DELETE in a
// transaction of this role's (see store.WriteInspector): a standby, or
// default_transaction_read_only on. A read-write engine asks its own
// session, which has every source (the URL, postgresql.conf) applied; a
// read-only engine (a dry run) set that itself, so it asks the catalogue
// for the database's and the role's settings, which cover ALTER DATABASE
// and ALTER ROLE but not postgresql.conf (ordinary roles cannot read it).
func (e *Engine) PruneWrites(ctx context.Context) (store.WriteAccess, error) {
	var w store.WriteAccess
	var db, source string
	var recovery, effective bool
	var owner *string
	err := e.pool.QueryRow(ctx, `
		SELECT session_user::text, current_database()::text, pg_is_in_recovery(),
		       current_setting('default_transaction_read_only')::boolean,
		       coalesce((SELECT source FROM pg_settings WHERE name = 'default_transaction_read_only'), ''),
		       (SELECT pg_get_userbyid(relowner)::text FROM pg_class WHERE oid = to_regclass('eval_candidates'))`).
		Scan(&w.Role, &db, &recovery, &effective, &source, &owner)
	if err != nil {
		return w, e.wrap("write access", err)
	}
	v, level, set, err := roleSetting(ctx, e.pool, w.Role, "default_transaction_read_only")
	if err != nil {
		return w, e.wrap("write access", err)
	}
	on, _ := pgBool(v)
	const refused = "PostgreSQL refuses every DELETE in its read-only transactions"
	catalog := set && on
	if !e.readOnly && !effective {
		catalog = false // the URL (or the session) turned it off
	}
	switch {
	case e.clientRO != nil:
		// The URL or PGOPTIONS: known before any session, for the dry run
		// too, whose own sessions are read-only by evalkit's choice
		// (review 9: it said "would delete" and exit 0).
		w.Denied = true
		w.Why = e.clientRO.why + ", and " + refused
		w.Fix = e.clientRO.fix
	case recovery:
		w.Denied = true
		w.Why = "the database is a standby in recovery (pg_is_in_recovery()): it takes no writes"
		w.Fix = "prune on the brain's primary: name its URL for this one command (MODUSBRAIN_DATABASE_URL='postgres://…' eval-prune …; config.json stays as it is)"
	case catalog:
		where, reset := settingScope(level, w.Role, db)
		w.Denied = true
		w.Why = "new sessions of " + where + " default to read-only transactions (" + reset + " SET default_transaction_read_only = on), and " + refused
		if level >= 2 && owner != nil && *owner != w.Role {
			w.Owner = *owner
			w.Fix = "prune as a role that may write, such as the tables' owner (" + *owner + ", logged in as a user without this setting: " +
				"PostgreSQL applies the login's); or, if role " + w.Role + " is meant to write, a superuser lifts the setting: " + reset + " RESET default_transaction_read_only;"
		} else {
			w.Fix = "whoever made it read-only (maintenance, a migration) lifts it with " + reset +
				" RESET default_transaction_read_only; then run the same command again"
		}
	case !e.readOnly && effective:
		w.Denied = true
		w.Why = "the server defaults to read-only transactions (default_transaction_read_only = on in its configuration, " + source + "), and " + refused
		w.Fix = "whoever made it read-only (maintenance, a migration) lifts it in the server's configuration; then run the same command again"
	}
	return w, nil
}
