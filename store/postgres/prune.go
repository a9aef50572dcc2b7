package postgres

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgtype"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/modusbrain/evalkit/store"
)

var (
	_ store.Pruner             = (*Engine)(nil)
	_ store.RetentionInspector = (*Engine)(nil)
)

// timeColumn is the column a table's rows are aged by: created_at for
// candidates, failureTime's answer for failures (ts, or created_at in an
// evalkit version 1 table no writer has migrated).
func (e *Engine) timeColumn(ctx context.Context, table string) (string, error) {
	switch table {
	case store.TableCandidates:
		return "created_at", nil
	case store.TableFailures:
		return failureTime(ctx, e.pool)
	}
	return "", fmt.Errorf("%q is not an eval table", table)
}

// rowSecurity fails when row-level security filters this role's view of
// table: a count would be short and a delete would skip rows silently.
// A missing table is store.ErrNoSchema (through wrap).
func (e *Engine) rowSecurity(ctx context.Context, table string) error {
	var on *bool
	if err := e.pool.QueryRow(ctx, "SELECT row_security_active($1::text::regclass)", table).Scan(&on); err != nil {
		return err
	}
	if on != nil && *on {
		var role string
		_ = e.pool.QueryRow(ctx, "SELECT current_user::text").Scan(&role)
		return fmt.Errorf("%w: role %s cannot see every row of %s (it is neither superuser nor BYPASSRLS nor, without FORCE, the owner)",
			store.ErrRowSecurity, role, table)
	}
	return nil
}

// CountBefore counts rows older than before with one index range scan.
//
// The count is one statement, as long as the table takes to read (24
// million rows: about 3 s), holding table's ACCESS SHARE lock throughout:
// a schema change of modusbrain's (ALTER TABLE … ADD COLUMN) that queues
// behind it would make every modusbrain INSERT queue behind the change.
// So it gives way as an export does (watchWaiters), only sooner (see
// countPace), and starts again once that session went through, up to
// countTries counts; then it fails with a *CountGaveWayError.
func (e *Engine) CountBefore(ctx context.Context, table string, before time.Time) (int64, error) {
	op := "count " + table
	t0 := time.Now()
	col, err := e.timeColumn(ctx, table)
	if err != nil {
		return 0, e.wrap(op, e.timedOut(ctx, err, t0))
	}
	if err := e.rowSecurity(ctx, table); err != nil {
		return 0, e.wrap(op, e.timedOut(ctx, err, t0))
	}
	// table and col are fixed names (timeColumn), never input.
	q := fmt.Sprintf("SELECT count(*) FROM %s WHERE %s < $1", table, col)
	for try := 1; ; try++ {
		n, gaveWay, err := e.countOnce(ctx, q, before)
		if gaveWay == nil || err == nil || ctx.Err() != nil {
			// A count that finished as the watch gave way is whole.
			return n, e.wrap(op, err)
		}
		if !errors.Is(gaveWay, ErrGaveWay) || try >= countTries {
			var gw *GiveWayError
			if errors.As(gaveWay, &gw) {
				gw.Read, gw.Table = "count", table
			}
			return 0, e.wrap(op, &CountGaveWayError{Table: table, Tries: try, Err: gaveWay})
		}
		// The waiting session has its lock now; a count started at once
		// queues behind it (holding nothing), but a migration's next
		// statement may follow it within moments: let it.
		select {
		case <-ctx.Done():
			return 0, e.wrap(op, ctx.Err())
		case <-time.After(countPause << (try - 1)):
		}
	}
}

// countPace: a count that gives way costs only the rows read so far, and
// CountBefore runs it again itself, so it looks early and often — a
// schema change waits about two looks behind it, not the export's three
// seconds and more (which a 24-million-row count would outlast).
var countPace = watchPace{first: 100 * time.Millisecond, every: 100 * time.Millisecond}

// countTries bounds the counts CountBefore starts, each having given way;
// countPause is the pause before the second, doubled before each next.
// (A variable for tests.)
var countTries = 4

const countPause = 250 * time.Millisecond

// countOnce runs q on a session of its own, watched (watchedRead).
func (e *Engine) countOnce(ctx context.Context, q string, before time.Time) (n int64, gaveWay, err error) {
	gaveWay, err = e.watchedRead(ctx, func(c *pgxpool.Conn) error {
		start := time.Now()
		return e.timedOut(ctx, c.QueryRow(ctx, q, pgtype.Timestamptz{Time: before, Valid: true}).Scan(&n), start)
	})
	return n, gaveWay, err
}

// watchedRead runs read on a pooled session of its own while watchWaiters
// looks, at countPace, for a session waiting for a lock it holds. gaveWay
// is the watch's outcome: nil, ErrGaveWay (it ended the session, which let
// go of its locks) or a *GiveWayError; read's error then comes from the
// closed connection.
func (e *Engine) watchedRead(ctx context.Context, read func(*pgxpool.Conn) error) (gaveWay, err error) {
	conn, err := e.pool.Acquire(ctx)
	if err != nil {
		return nil, err
	}
	w := e.watchWaiters(ctx, conn.Conn().PgConn(), countPace)
	err = read(conn)
	if gaveWay = w.stop(); gaveWay != nil {
		// The watch closed the socket under pgconn, which may still
		// count itself idle: never hand it back to the pool.
		_ = conn.Hijack().Close(context.WithoutCancel(ctx))
	} else {
		conn.Release()
	}
	return gaveWay, err
}

// CountGaveWayError ends a count that gave way to another session waiting
// for its table's lock every time it ran (Tries), or that gave way and
// could not see its session let go (Err is then a *GiveWayError). Nothing
// was counted or written; the fix is to run again once that session is
// done, so it is store.ErrLocked to callers.
type CountGaveWayError struct {
	Table string
	Tries int
	Err   error // ErrGaveWay, or the last try's *GiveWayError
}

func (e *CountGaveWayError) Error() string {
	if !errors.Is(e.Err, ErrGaveWay) {
		return "the exact count of " + e.Table + " did not finish: " + e.Err.Error()
	}
	times := fmt.Sprintf("%d times", e.Tries)
	if e.Tries == 1 {
		times = "once"
	}
	return fmt.Sprintf("the exact count of %s gave way %s to another session waiting for its lock on the table "+
		"(a schema change, modusbrain's or a DBA's), rather than make modusbrain's writers queue behind that session: "+
		"that session was let through each time, and the count did not finish", e.Table, times)
}
func (e *CountGaveWayError) Unwrap() error        { return e.Err }
func (e *CountGaveWayError) Is(target error) bool { return target == store.ErrLocked }

// A batch is two statements. The first, a read that takes no lock, finds
// the (limit+1)th oldest row's time in the range, walking the time index
// from `from` (an index-only scan where the visibility map allows). The
// second deletes the rows before it: a range scan of the same index, each
// row read once, so a batch costs little more per row than a plain DELETE.
// (Deleting "WHERE id IN (SELECT id … LIMIT n)" is planned as a hash semi
// join over a sequential scan of the whole table — 350 ms for 2,000 rows
// of 520,000; a ctid = ANY(ARRAY(SELECT ctid …)) delete reads each row
// twice and took about twice as long as this; docs/prune.md.) The delete
// runs alone in one short transaction (deleteBatch), and the row locks it takes are on rows no writer touches (capture only inserts),
// so concurrent inserts never wait for it. A concurrent export reads in its
// own snapshot; its window end is held back by an open transaction only
// while one batch runs (see WatermarkInfo).
const (
	pruneUpperSQL  = `SELECT %[2]s FROM %[1]s WHERE %[2]s >= $1 AND %[2]s < $2 ORDER BY %[2]s OFFSET $3 LIMIT 1`
	pruneRangeSQL  = `DELETE FROM %[1]s WHERE %[2]s >= $1 AND %[2]s < $2`
	pruneTieSQL    = `DELETE FROM %[1]s WHERE %[2]s = $1`
	pruneBottomSQL = `DELETE FROM %[1]s WHERE %[2]s <= $1 AND %[2]s < $2`
)

// beforeYearOne stands for a batch that starts at 0001-01-01T00:00:00Z,
// Go's zero time, which as from means "the beginning".
var beforeYearOne = time.Time{}.Add(-time.Microsecond)

// PruneBatch deletes at most limit of the oldest rows in [from, before):
// the rows before the (limit+1)th oldest one's time. When more than limit
// rows share the time at from (a tie that no range can split), it deletes
// that tie group whole.
func (e *Engine) PruneBatch(ctx context.Context, table string, from, before time.Time, limit int) (int64, time.Time, error) {
	op := "prune " + table
	if e.readOnly {
		return 0, time.Time{}, fmt.Errorf("postgres %s: %w", op, ErrReadOnly)
	}
	if limit < 1 {
		return 0, time.Time{}, fmt.Errorf("postgres %s: batch limit %d is not positive", op, limit)
	}
	t0 := time.Now()
	col, err := e.timeColumn(ctx, table)
	if err != nil {
		return 0, time.Time{}, e.wrap(op, e.timedOut(ctx, err, t0))
	}
	if err := e.rowSecurity(ctx, table); err != nil {
		return 0, time.Time{}, e.wrap(op, e.timedOut(ctx, err, t0))
	}
	lo, hi := sinceArg(from), pgtype.Timestamptz{Time: before, Valid: true}
	var upper pgtype.Timestamptz
	start := time.Now()
	err = e.pool.QueryRow(ctx, fmt.Sprintf(pruneUpperSQL, table, col), lo, hi, limit).Scan(&upper)
	err = e.timedOut(ctx, err, start)
	switch {
	case errors.Is(err, pgx.ErrNoRows):
		// limit rows or fewer are left: this batch is the last.
		n, err := e.deleteBatch(ctx, op, table, fmt.Sprintf(pruneRangeSQL, table, col), lo, hi)
		return n, time.Time{}, err
	case err != nil:
		return 0, time.Time{}, e.wrap(op, err)
	case from.IsZero() && (upper.InfinityModifier == pgtype.NegativeInfinity || upper.Time.Equal(time.Time{})):
		// More than limit rows at or before 0001-01-01T00:00:00Z
		// (-infinity included: rows another writer stamped so), a time
		// that a zero next could not tell from "done": they go in one
		// batch, and the next starts a microsecond (the column's
		// precision) later.
		n, err := e.deleteBatch(ctx, op, table, fmt.Sprintf(pruneBottomSQL, table, col), pgtype.Timestamptz{Time: time.Time{}, Valid: true}, hi)
		return n, time.Time{}.Add(time.Microsecond), err
	case !from.IsZero() && (upper.Time.Equal(from) || from.Equal(beforeYearOne) && upper.Time.Equal(time.Time{})):
		n, err := e.deleteBatch(ctx, op, table, fmt.Sprintf(pruneTieSQL, table, col), upper)
		return n, from, err
	}
	n, err := e.deleteBatch(ctx, op, table, fmt.Sprintf(pruneRangeSQL, table, col), lo, upper)
	if upper.Time.Equal(time.Time{}) {
		// The next batch starts at 0001-01-01T00:00:00Z, which a zero
		// next would read as "done" (after rows stamped BC): it starts a
		// microsecond earlier instead, where no row is left, and a tie
		// there is told as one (above).
		return n, beforeYearOne, err
	}
	return n, upper.Time.UTC(), err
}

// pruneLockTimeout bounds how long a batch's DELETE waits for its table
// lock (ROW EXCLUSIVE, which capture's INSERTs share) while another session
// holds a conflicting one: a LOCK TABLE, a migration's CREATE INDEX or
// ALTER TABLE. Waiting never delays capture's INSERTs (their lock does not
// conflict with the one the DELETE waits for), but it queues later SHARE
// and stronger requests, a migration's next CREATE INDEX say, behind the
// batch; past this, the run gives up (store.ErrLocked) rather than sit in
// that queue. SQLite's busy timeout is the same 5 s.
const pruneLockTimeout = 5 * time.Second

// deleteBatch runs one DELETE in a transaction of its own. A cancelled ctx
// before the COMMIT ends it at once — waiting for a lock or deleting — and
// the transaction rolls back: nothing of this batch is deleted. The COMMIT
// itself is never cancelled, so n is exactly what was deleted.
//
// The cancel is a PostgreSQL cancel request, sent while the statement runs
// under a context the cancel does not reach: pgx's own answer to a
// cancelled context closes the connection, and the server would go on
// waiting for the lock, for a client that has left, in front of every
// later SHARE request.
func (e *Engine) deleteBatch(ctx context.Context, op, table, stmt string, args ...any) (int64, error) {
	shield, cancel := context.WithTimeout(context.WithoutCancel(ctx), store.PruneBatchTimeout)
	defer cancel()
	conn, err := e.pool.Acquire(ctx)
	if err != nil {
		return 0, e.wrap(op, err)
	}
	// A session a cancel request was sent to is closed, not pooled: the
	// request may still reach it after the DELETE and end whatever runs
	// on it next.
	cancelSent := false
	defer func() {
		if cancelSent {
			_ = conn.Hijack().Close(shield)
			return
		}
		conn.Release()
	}()
	tx, err := conn.Begin(shield)
	if err != nil {
		return 0, e.wrap(op, err)
	}
	defer tx.Rollback(shield) // after a COMMIT, a no-op
	if _, err := tx.Exec(shield, fmt.Sprintf("SET LOCAL lock_timeout = %d", pruneLockTimeout.Milliseconds())); err != nil {
		return 0, e.wrap(op, err)
	}
	// A cancel request that reaches the server before the DELETE does is
	// ignored, so it is repeated until the DELETE has returned.
	ran, sent := make(chan struct{}), make(chan struct{})
	stop := context.AfterFunc(ctx, func() {
		defer close(sent)
		for {
			_ = conn.Conn().PgConn().CancelRequest(shield)
			select {
			case <-ran:
				return
			case <-time.After(100 * time.Millisecond):
			}
		}
	})
	start := time.Now()
	tag, err := tx.Exec(shield, stmt, args...)
	err = e.timedOut(ctx, err, start)
	close(ran)
	if !stop() {
		// The cancel request went out (its answer says the server has
		// it): roll back whatever the DELETE did, never commit.
		<-sent
		cancelSent = true
		return 0, ctx.Err()
	}
	var pe *pgconn.PgError
	if errors.As(err, &pe) && pe.Code == sqlstateLockNotAvailable {
		return 0, e.wrap(op, &lockedError{table: table, err: err})
	}
	if err != nil {
		return 0, e.wrap(op, err)
	}
	if err := tx.Commit(shield); err != nil {
		return 0, e.wrap(op, err)
	}
	return tag.RowsAffected(), nil
}

// sqlstateLockNotAvailable is lock_timeout running out.
const sqlstateLockNotAvailable = "55P03"

// lockedError is a batch that waited pruneLockTimeout for its table's lock.
// It is store.ErrLocked to callers, with PostgreSQL's own words.
type lockedError struct {
	table string
	err   error
}

func (e *lockedError) Error() string {
	return fmt.Sprintf("%s is locked by another session (a LOCK TABLE, or a migration's CREATE INDEX or ALTER TABLE): its DELETE waited %s for it and gave up (%v)",
		e.table, pruneLockTimeout, e.err)
}
func (e *lockedError) Unwrap() error        { return e.err }
func (e *lockedError) Is(target error) bool { return target == store.ErrLocked }

// exactRowsUpTo bounds the exact count TableStats makes: a table with at
// most this many rows is counted exactly; a larger one is reported from
// the statistics. statsCountTimeout bounds the count in time as well (a
// table full of dead tuples, just pruned and not yet vacuumed, takes
// longer to walk than its live rows suggest).
const (
	exactRowsUpTo     = 100000
	statsCountTimeout = 2 * time.Second
)

// TableStats reads each table's row count, total size (table, indexes,
// TOAST) and oldest row time (one index probe).
//
// The planner's reltuples alone goes stale: after eval-prune deleted most
// rows it still says the old size until the next (auto)ANALYZE, and a
// table analyzed when small says "3" long after it grew. So the rows are
// counted, at most exactRowsUpTo+1 of them (SELECT ... LIMIT), within
// statsCountTimeout: a count that stops below the limit is exact. Only a
// larger table, or a count that ran out of time, is an estimate: the
// statistics collector's n_live_tup (kept current by every insert and
// delete), else reltuples, never one below what was counted. Where
// row-level security applies to this role a count would see only the
// visible rows, so the estimate is used.
func (e *Engine) TableStats(ctx context.Context) ([]store.TableStat, error) {
	var out []store.TableStat
	for _, table := range store.Tables {
		s := store.TableStat{Table: table}
		col, err := e.timeColumn(ctx, table)
		if err != nil {
			return nil, e.wrap("table stats", err)
		}
		var reltuples, liveTup int64
		var rls bool
		err = e.pool.QueryRow(ctx, `SELECT c.reltuples::bigint, pg_total_relation_size(c.oid),
				COALESCE(pg_stat_get_live_tuples(c.oid), -1), COALESCE(row_security_active(c.oid), false)
			FROM pg_class c WHERE c.oid = $1::text::regclass`, table).Scan(&reltuples, &s.Bytes, &liveTup, &rls)
		if err != nil {
			return nil, e.wrap("table stats", err)
		}
		counted, complete := int64(-1), false
		if !rls {
			if counted, complete, err = e.countUpTo(ctx, table, col, exactRowsUpTo); err != nil {
				return nil, e.wrap("table stats", err)
			}
		}
		switch {
		case complete && counted <= exactRowsUpTo:
			s.Rows, s.Exact = counted, true
		case liveTup > counted && liveTup > 0:
			s.Rows = liveTup
		case reltuples > counted && reltuples > 0:
			s.Rows = reltuples
		case counted > exactRowsUpTo:
			s.Rows, s.AtLeast = counted, true // more than the limit; no estimate above it
		case liveTup >= 0 && reltuples >= 0:
			s.Rows = max(liveTup, reltuples)
		default:
			s.Rows = -1 // not counted, never estimated
		}
		// One index probe, but it walks the index entries of rows just
		// pruned (kept until vacuum) under the table's lock: it gives way
		// like the count, and the oldest time is then left unknown (zero).
		var oldest pgtype.Timestamptz
		gaveWay, err := e.watchedRead(ctx, func(c *pgxpool.Conn) error {
			return c.QueryRow(ctx, fmt.Sprintf("SELECT min(%s) FROM %s", col, table)).Scan(&oldest)
		})
		if err != nil && (gaveWay == nil || ctx.Err() != nil) {
			return nil, e.wrap("table stats", err)
		}
		if oldest.Valid {
			s.Oldest = oldest.Time.UTC()
		}
		out = append(out, s)
	}
	return out, nil
}

// countUpTo counts at most limit+1 rows of table within statsCountTimeout.
// complete is false when the count ran out of time (n is then -1). The
// rows are taken in the order of the time column's index (newest first),
// so a big table is read from that index, never scanned whole.
//
// The count holds the table's lock while it reads: it gives way like
// CountBefore's (watchedRead), and the estimate is used instead.
func (e *Engine) countUpTo(ctx context.Context, table, col string, limit int64) (n int64, complete bool, err error) {
	gaveWay, err := e.watchedRead(ctx, func(c *pgxpool.Conn) error {
		tx, err := c.BeginTx(ctx, pgx.TxOptions{AccessMode: pgx.ReadOnly})
		if err != nil {
			return err
		}
		defer tx.Rollback(context.WithoutCancel(ctx))
		if _, err := tx.Exec(ctx, fmt.Sprintf("SET LOCAL statement_timeout = %d", statsCountTimeout.Milliseconds())); err != nil {
			return err
		}
		return tx.QueryRow(ctx, fmt.Sprintf("SELECT count(*) FROM (SELECT 1 FROM %s ORDER BY %s DESC LIMIT %d) t", table, col, limit+1)).Scan(&n)
	})
	if err != nil && gaveWay != nil && ctx.Err() == nil {
		return -1, false, nil // gave way: fall back to the estimate
	}
	var pe *pgconn.PgError
	if errors.As(err, &pe) && pe.Code == "57014" && ctx.Err() == nil {
		return -1, false, nil // statement_timeout: fall back to the estimate
	}
	if err != nil {
		return -1, false, err
	}
	return n, true, nil
}

var _ store.DeleteInspector = (*Engine)(nil)

// DeleteAccess reports the eval tables this role may not prune (no DELETE,
// or no SELECT beside it; see store.DeleteInspector).
func (e *Engine) DeleteAccess(ctx context.Context, tables []string) (store.DeleteAccess, error) {
	var a store.DeleteAccess
	if len(tables) == 0 {
		tables = store.Tables
	}
	// A prune deletes by created_at, which its WHERE reads: DELETE needs
	// SELECT beside it, or PostgreSQL refuses it all the same.
	var owners, qualified []string
	var noSelect bool
	// The GRANT names each table in its schema, as it resolved here: in a
	// session whose search_path finds another brain's tables first, an
	// unqualified name would grant on those.
	err := e.pool.QueryRow(ctx, `
		WITH x AS (
			SELECT t.name, t.ord, c.relowner, has_table_privilege(c.oid, 'DELETE') AS del, has_table_privilege(c.oid, 'SELECT') AS sel,
			       format('%I.%I', n.nspname, c.relname) AS qname
			FROM unnest($1::text[]) WITH ORDINALITY AS t(name, ord)
			JOIN pg_class c ON c.oid = to_regclass(t.name)
			JOIN pg_namespace n ON n.oid = c.relnamespace)
		SELECT current_user::text,
		       coalesce(array_agg(name ORDER BY ord) FILTER (WHERE NOT (del AND sel)), '{}'),
		       coalesce(array_agg(pg_get_userbyid(relowner)::text ORDER BY ord) FILTER (WHERE NOT (del AND sel)), '{}'),
		       coalesce(array_agg(qname ORDER BY ord) FILTER (WHERE NOT (del AND sel)), '{}'),
		       coalesce(bool_or(NOT sel), false)
		FROM x`, tables).Scan(&a.Role, &a.Denied, &owners, &qualified, &noSelect)
	if err != nil {
		return a, e.wrap("delete access", err)
	}
	if len(a.Denied) == 0 {
		return a, nil
	}
	a.Owner = owners[0]
	list := strings.Join(a.Denied, ", ")
	privs := "DELETE"
	if noSelect {
		privs = "SELECT, DELETE"
	}
	a.Why = fmt.Sprintf("role %s lacks the %s privilege on %s, so PostgreSQL refuses its prune (permission denied)", a.Role, privs, list)
	a.Fix = fmt.Sprintf("as the tables' owner (%s) or a superuser: GRANT %s ON %s TO %s;", a.Owner, privs, strings.Join(qualified, ", "), pgx.Identifier{a.Role}.Sanitize())
	return a, nil
}
