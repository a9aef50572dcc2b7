package postgres

import (
	"context"
	"time"

	"github.com/modusbrain/evalkit/store"
)

var _ store.LockInspector = (*Engine)(nil)

// tableLocksSQL lists the locks of the modes $2, held or queued, on the
// tables $1 (resolved on the search_path, as every name the engine uses)
// and their indexes in this database, from pg_locks and pg_stat_activity:
// views of the server's shared memory, read without waiting for any lock.
// pg_stat_activity shows another role's state, wait and transaction start
// only to members of that role or of pg_read_all_stats (visible); its query
// text is never read.
const tableLocksSQL = `
WITH t AS (
	SELECT name, ord, to_regclass(name) AS oid FROM unnest($1::text[]) WITH ORDINALITY AS u(name, ord)
), r AS (
	SELECT name, ord, oid AS rel FROM t WHERE oid IS NOT NULL
	UNION ALL
	SELECT t.name, t.ord, i.indexrelid FROM t JOIN pg_index i ON i.indrelid = t.oid
)
SELECT r.name, l.relation::regclass::text, coalesce(l.pid, 0), l.pid IS NULL, l.mode, l.granted,
	CASE WHEN l.granted OR l.pid IS NULL THEN '{}'::int[] ELSE pg_blocking_pids(l.pid) END,
	coalesce(a.usesysid IS NOT NULL AND (pg_has_role(a.usesysid, 'USAGE') OR pg_has_role('pg_read_all_stats', 'USAGE')), false),
	coalesce(a.application_name, ''),
	CASE WHEN a.backend_type IS NULL OR a.backend_type = 'client backend' THEN '' ELSE a.backend_type END,
	coalesce(a.state, ''),
	coalesce(a.wait_event_type || ':' || a.wait_event, ''),
	coalesce(extract(epoch FROM clock_timestamp() - a.xact_start), 0)::float8
FROM r
JOIN pg_locks l ON l.locktype = 'relation' AND l.relation = r.rel
	AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
LEFT JOIN pg_stat_activity a ON a.pid = l.pid
WHERE l.mode = ANY($2::text[]) AND l.pid IS DISTINCT FROM pg_backend_pid()
ORDER BY r.ord, l.granted DESC, l.pid`

// The lock modes that conflict with a plain read's ACCESS SHARE, and with
// an insert's ROW EXCLUSIVE (PostgreSQL's table-level lock conflicts).
var (
	readBlockingModes  = []string{"AccessExclusiveLock"}
	writeBlockingModes = []string{"ShareLock", "ShareRowExclusiveLock", "ExclusiveLock", "AccessExclusiveLock"}
)

// TableLocks lists the sessions whose locks keep a read of tables waiting
// (see store.LockInspector).
func (e *Engine) TableLocks(ctx context.Context, tables []string) ([]store.TableLock, error) {
	return e.locks(ctx, tables, readBlockingModes)
}

// WriteLocks lists the sessions whose locks keep an insert into tables
// waiting (see store.LockInspector).
func (e *Engine) WriteLocks(ctx context.Context, tables []string) ([]store.TableLock, error) {
	return e.locks(ctx, tables, writeBlockingModes)
}

func (e *Engine) locks(ctx context.Context, tables, modes []string) ([]store.TableLock, error) {
	rows, err := e.pool.Query(ctx, tableLocksSQL, tables, modes)
	if err != nil {
		return nil, e.wrap("table locks", err)
	}
	defer rows.Close()
	var out []store.TableLock
	for rows.Next() {
		var l store.TableLock
		var age float64
		if err := rows.Scan(&l.Table, &l.Relation, &l.PID, &l.PreparedXact, &l.Mode, &l.Granted, &l.BlockedBy,
			&l.Visible, &l.Application, &l.Backend, &l.State, &l.Wait, &age); err != nil {
			return nil, e.wrap("table locks", err)
		}
		if !l.Visible {
			l.State, l.Wait, age = "", "", 0
		}
		l.XactAge = time.Duration(age * float64(time.Second))
		out = append(out, l)
	}
	return out, e.wrap("table locks", rows.Err())
}
