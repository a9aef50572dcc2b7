package postgres

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/modusbrain/evalkit/store"
)

// migrateConnWithin opens the migration's session (migrateConn) within
// the role's or the database's connection limit: refused for too many
// connections (53300) while this engine's pool keeps idle sessions of its
// own open — the fast path's ledger read leaves one — it closes those and
// tries once more, so a role with CONNECTION LIMIT 1 can still adopt the
// brain. Sessions in use are left alone.
func (e *Engine) migrateConnWithin(ctx context.Context) (*pgx.Conn, error) {
	c, err := e.migrateConn(ctx)
	if store.SQLState(err) != "53300" {
		return c, err
	}
	idle := e.pool.AcquireAllIdle(ctx)
	if len(idle) == 0 {
		return nil, err
	}
	for _, ic := range idle {
		_ = ic.Hijack().Close(ctx)
	}
	return e.migrateConn(ctx)
}

// connRoom says, for the doctor, when the connection limit of the role or
// the database leaves capture one session at most: one more session of
// the role (modusbrain's own, when it connects as the same role) and
// capture's connections are refused (53300), its events waiting in the
// spool until a session ends. (No room at all would have refused the
// doctor's own session: the database check says so.) Sessions of this
// engine's pool (the doctor's) are not counted: they end before capture
// runs. Superusers are held to neither limit.
func (e *Engine) connRoom(ctx context.Context) (why, fix string, err error) {
	var role, db string
	var super bool
	var roleLimit, dbLimit, roleUsed, dbUsed int
	err = e.pool.QueryRow(ctx, `
		SELECT r.rolname::text, r.rolsuper, r.rolconnlimit, d.datname::text, d.datconnlimit,
		       (SELECT count(*) FROM pg_stat_activity a WHERE a.usesysid = r.oid AND a.backend_type = 'client backend'),
		       (SELECT count(*) FROM pg_stat_activity a WHERE a.datid = d.oid AND a.backend_type = 'client backend')
		FROM pg_roles r, pg_database d WHERE r.rolname = session_user AND d.datname = current_database()`).
		Scan(&role, &super, &roleLimit, &db, &dbLimit, &roleUsed, &dbUsed)
	if err != nil || super {
		return "", "", err
	}
	own := int(e.pool.Stat().TotalConns())
	const effect = "one more and capture's connections are refused (too many connections, 53300): its events then wait in the spool until a session ends"
	switch roleOthers, dbOthers := max(roleUsed-own, 0), max(dbUsed-own, 0); {
	case roleLimit >= 0 && roleLimit-roleOthers <= 1:
		return fmt.Sprintf("role %s's CONNECTION LIMIT %d leaves capture one session at most, with %d other session(s) of the role connected now "+
				"(modusbrain's too, if it connects as %s): %s", role, roleLimit, roleOthers, role, effect),
			fmt.Sprintf("as a superuser, leave capture room beside modusbrain's sessions: ALTER ROLE %s CONNECTION LIMIT <n>; "+
				"(n above the sessions modusbrain keeps open, plus 2)", pgx.Identifier{role}.Sanitize()), nil
	case dbLimit >= 0 && dbLimit-dbOthers <= 1:
		return fmt.Sprintf("database %s's CONNECTION LIMIT %d leaves capture one session at most, with %d other session(s) connected now: %s",
				db, dbLimit, dbOthers, effect),
			fmt.Sprintf("as a superuser, leave capture room beside modusbrain's sessions: ALTER DATABASE %s CONNECTION LIMIT <n>; "+
				"(n above the sessions modusbrain keeps open, plus 2)", pgx.Identifier{db}.Sanitize()), nil
	}
	return "", "", nil
}
