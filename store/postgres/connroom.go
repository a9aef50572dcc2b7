package postgres

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/modusbrain/evalkit/store"
)

// migrateConnWithin opens the migration's session (migrateConn) within
// the role's or the database's connection limit: refused for too many
// connections (53300) while this engine's pool keeps idle sessions of its
// own open — the fast path's ledger read leaves one — it closes those and
// tries again, so a role with CONNECTION LIMIT 1 can still adopt the
// brain. Sessions in use are left alone. tight reports the refusal.
func (e *Engine) migrateConnWithin(ctx context.Context) (c *pgx.Conn, tight bool, err error) {
	c, err = e.migrateConn(ctx)
	if store.SQLState(err) != "53300" {
		return c, false, err
	}
	for _, ic := range e.pool.AcquireAllIdle(ctx) {
		_ = ic.Hijack().Close(ctx)
	}
	c, err = withinRoom(ctx, func() (*pgx.Conn, error) { return e.migrateConn(ctx) })
	return c, true, err
}

// roomWait bounds how long withinRoom waits for a connection slot.
const roomWait = time.Second

// withinRoom runs connect again while the server refuses it for too many
// connections (53300), for up to roomWait: a session closed a moment ago
// (the pool's idle one, the migration's, a doctor's that just ended)
// counts against the limit until its backend has exited, a few
// milliseconds after the close. A slot another session holds is not freed
// so soon, and the refusal is returned.
func withinRoom[T any](ctx context.Context, connect func() (T, error)) (T, error) {
	deadline := time.Now().Add(roomWait)
	for wait := 5 * time.Millisecond; ; wait = min(2*wait, 200*time.Millisecond) {
		v, err := connect()
		if store.SQLState(err) != "53300" || time.Now().After(deadline) {
			return v, err
		}
		if sleep(ctx, wait) != nil {
			return v, err
		}
	}
}

// warmPool opens one session of the pool and leaves it idle there, waiting
// (withinRoom) for the slot of a session just closed: under a limit of one
// the migration's session, whose backend may still be exiting when the
// capture's first insert asks the pool for one, or a doctor's that ended
// right before.
func (e *Engine) warmPool(ctx context.Context) error {
	c, err := withinRoom(ctx, func() (*pgxpool.Conn, error) { return e.pool.Acquire(ctx) })
	if err != nil {
		return err
	}
	c.Release()
	return nil
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
