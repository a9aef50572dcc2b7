package postgres

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

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
// security on a role that cannot bypass it, or the catalogue cannot tell
// which role that is.
var ErrBrainOwner = errors.New("the brain's owner could not use the tables evalkit would create")

// The migration shares the brain with modusbrain's writers. Every lock it
// takes on a table that may already exist is asked for with a short
// lock_timeout: a request for ACCESS EXCLUSIVE that queued behind a long
// reader (pg_dump, an analyst's transaction) would queue every modusbrain
// INSERT behind itself. When the lock is not granted in time, the step is
// rolled back and tried again a few times with backoff; then Migrate gives
// up with ErrSchemaBusy (SQLSTATE 55P03 kept), which capture treats as a
// database that cannot take rows yet: they go to the spool.
const (
	migrateLockTimeout = 300 * time.Millisecond
	migrateTries       = 5
	migrateBackoff     = 100 * time.Millisecond

	// How often a session waiting for another's migration tries its lock.
	migrateLockPoll    = 20 * time.Millisecond
	maxMigrateLockPoll = 250 * time.Millisecond
)

// ErrSchemaBusy is wrapped by Migrate when another session kept the eval
// tables locked through every try. Nothing was left half done.
var ErrSchemaBusy = errors.New("another session kept evalkit's schema change waiting (a lock on the eval tables, or a transaction older than its index build)")

// Migrate brings the schema to store.SchemaVersion. See the package doc for
// the locking and the role rule.
func (e *Engine) Migrate(ctx context.Context) error {
	if e.readOnly {
		return fmt.Errorf("postgres migrate: %w", ErrReadOnly)
	}
	// One Migrate at a time in this process (a capturer's writer and
	// drainer both call it): the second then finds the work done.
	select {
	case e.migrating <- struct{}{}:
		defer func() { <-e.migrating }()
	case <-ctx.Done():
		return e.wrap("migrate", ctx.Err())
	}
	// The pool's first session, waiting a moment for a slot that a
	// session just ended still holds (withinRoom: a doctor run right
	// before, under CONNECTION LIMIT 1).
	if err := e.warmPool(ctx); err != nil {
		return e.wrap("migrate", err)
	}
	// Before anything, even the fast path: a session whose search_path
	// misses the brain's eval tables would create or fill a second set.
	if r, err := elsewhereRefusal(ctx, e.pool, e.modusbrainRole); err != nil {
		return e.wrap("migrate", err)
	} else if r != nil {
		return fmt.Errorf("postgres migrate: %w", r)
	}
	// Fast path without a lock: every capture process calls Migrate at start.
	v, err := e.SchemaVersion(ctx)
	if err != nil {
		return err
	}
	if err := store.NewerSchema(v); err != nil {
		// A newer evalkit's tables: what it changed is unknown here.
		return fmt.Errorf("postgres migrate: %w", err)
	}
	if v >= store.SchemaVersion {
		return e.wrap("migrate", e.dropStaleChecks(ctx))
	}
	return e.wrap("migrate", e.withMigrateLock(ctx, e.migrate))
}

// withMigrateLock runs fn on a session of its own (migrateConn) while
// this process holds the migration's advisory lock. fn runs outside any
// transaction there (CREATE INDEX CONCURRENTLY cannot run in one), but the
// lock is not that session's: it is taken and released inside one
// transaction of another session (lockMigrate). A transaction pooler
// (PgBouncer in transaction mode) keeps a transaction on one server
// session and ends its locks with it, whereas a session-level lock and its
// unlock, each a transaction of its own to the pooler, can land on two
// server sessions and leave the lock on one it hands to modusbrain's
// clients, for good.
func (e *Engine) withMigrateLock(ctx context.Context, fn func(context.Context, *pgx.Conn) error) error {
	c, tight, err := e.migrateConnWithin(ctx)
	if err != nil {
		return err
	}
	defer func() {
		_ = c.Close(context.WithoutCancel(ctx))
		if tight {
			// Under a limit of one, the next statement's session
			// waits for this one's slot (warmPool).
			_ = e.warmPool(ctx) // the statement that needs it says what failed
		}
	}()
	unlock, session, err := e.lockMigrate(ctx, c)
	tight = tight || session
	if err != nil {
		return err
	}
	err = fn(ctx, c)
	// Unlock before closing, so that a process waiting for the lock does
	// not wait for this session's exit.
	unlock()
	return err
}

// lockMigrate waits for the migration's advisory lock and returns what
// releases it. It tries the lock rather than wait in pg_advisory_lock: a
// statement that waits holds a snapshot, and the holder's CREATE INDEX
// CONCURRENTLY waits for every older snapshot — a deadlock between capture
// processes that start together. Between tries nothing is held.
//
// The lock is transaction-scoped, in a READ COMMITTED transaction of a
// pool session that stays open (idle, holding no snapshot and no table
// lock, so no concurrent build waits for it) until unlock ends it. Only
// when the role's or the database's connection limit leaves no room for
// that second session (53300; migrateConnWithin already gave up the pool's
// idle ones) is the lock taken for c's session instead, as a session
// lock: no pooler is in between then, whose own server sessions would
// count against the limit instead.
func (e *Engine) lockMigrate(ctx context.Context, c *pgx.Conn) (unlock func(), session bool, err error) {
	uctx := func() (context.Context, context.CancelFunc) {
		return context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
	}
	for wait := migrateLockPoll; ; wait = min(2*wait, maxMigrateLockPoll) {
		tx, err := e.pool.BeginTx(ctx, pgx.TxOptions{IsoLevel: pgx.ReadCommitted})
		if store.SQLState(err) == "53300" {
			unlock, err := e.lockMigrateSession(ctx, c)
			return unlock, true, err
		}
		if err != nil {
			return nil, false, err
		}
		var got bool
		err = tx.QueryRow(ctx, "SELECT pg_try_advisory_xact_lock($1)", MigrateLockKey).Scan(&got)
		if err == nil && got {
			// The engine's own idle_in_transaction_session_timeout would
			// end the holder during a long concurrent index build.
			_, err = tx.Exec(ctx, "SET LOCAL idle_in_transaction_session_timeout = 0")
		}
		if err != nil || !got {
			rctx, cancel := uctx()
			_ = tx.Rollback(rctx)
			cancel()
		}
		if err != nil {
			// Interrupted, perhaps just after the lock was granted: the
			// rollback ends it.
			return nil, false, err
		}
		if got {
			return func() {
				rctx, cancel := uctx()
				defer cancel()
				_ = tx.Rollback(rctx)
			}, false, nil
		}
		if err := sleep(ctx, wait); err != nil {
			return nil, false, err
		}
	}
}

// lockMigrateSession is lockMigrate's session-level lock on c, for a role
// with room for one session only. Should the unlock fail, closing c ends
// the lock.
func (e *Engine) lockMigrateSession(ctx context.Context, c *pgx.Conn) (unlock func(), err error) {
	for wait := migrateLockPoll; ; wait = min(2*wait, maxMigrateLockPoll) {
		var got bool
		if err := c.QueryRow(ctx, "SELECT pg_try_advisory_lock($1)", MigrateLockKey).Scan(&got); err != nil {
			return nil, err
		}
		if got {
			return func() {
				uctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
				defer cancel()
				_, _ = c.Exec(uctx, "SELECT pg_advisory_unlock($1)", MigrateLockKey)
			}, nil
		}
		if err := sleep(ctx, wait); err != nil {
			return nil, err
		}
	}
}

// migrateConn opens the migration's session, outside the pool, with
// statement_timeout off: a CREATE INDEX CONCURRENTLY scans the whole of
// modusbrain's table (twice), and a statement_timeout set for the role or
// the database, meant for modusbrain's short queries, would cancel it on
// every capture, each time leaving an INVALID index on modusbrain's table.
// It is a startup parameter of a session nobody else uses and that is
// closed after, never a SET, which a pooler in transaction mode would hand
// on to modusbrain's next client (and SET LOCAL cannot reach a CONCURRENTLY
// build, which runs outside any transaction). A statement_timeout the URL
// names is the user's choice and is kept, as for exports. lock_timeout is
// bounded the same way, so no wait of the build (for a lock, for an older
// transaction) sits in front of modusbrain's writers for long.
func (e *Engine) migrateConn(ctx context.Context) (*pgx.Conn, error) {
	cfg := e.pool.Config().ConnConfig.Copy()
	rp := cfg.RuntimeParams
	if !urlTimeout(rp) {
		rp["statement_timeout"] = "0"
	}
	if d, ok := pgDuration(rp["lock_timeout"]); !ok || d <= 0 || d > migrateLockTimeout {
		rp["lock_timeout"] = fmt.Sprintf("%dms", migrateLockTimeout.Milliseconds())
	}
	return e.startup.connect(ctx, cfg)
}

// dropStaleChecks is the one change a current schema may still need: an
// eval_candidates made by an earlier evalkit release carries CHECKs
// modusbrain's table lacks (evalkitOwnChecks), which refuse some of
// modusbrain's INSERTs. They are evalkit's own, on a table evalkit created,
// so it drops them — when this role has the owner's rights, under the same
// lock discipline as the migration. A role without them leaves them (the
// doctor says so), and a table too busy to lock now is left for the next
// run: the schema works for evalkit either way, so neither stops capture.
func (e *Engine) dropStaleChecks(ctx context.Context) error {
	stale, err := staleChecks(ctx, e.pool)
	if err != nil || len(stale) == 0 {
		return err
	}
	var owner bool
	if err := e.pool.QueryRow(ctx, "SELECT pg_has_role(relowner, 'USAGE') FROM pg_class WHERE oid = to_regclass('eval_candidates')").
		Scan(&owner); err != nil || !owner {
		return err
	}
	err = e.withMigrateLock(ctx, func(ctx context.Context, c *pgx.Conn) error {
		return e.retryLocked(ctx, func() error {
			return pgx.BeginFunc(ctx, c, func(tx pgx.Tx) error {
				if _, err := tx.Exec(ctx, setLockTimeout); err != nil {
					return err
				}
				drop, err := staleChecks(ctx, tx)
				if err != nil {
					return err
				}
				return dropChecks(ctx, tx, drop)
			})
		})
	})
	if errors.Is(err, ErrSchemaBusy) {
		return nil
	}
	return err
}

var setLockTimeout = fmt.Sprintf("SET LOCAL lock_timeout = %d", migrateLockTimeout.Milliseconds())

// migrate runs under the migration lock. First one transaction creates or
// alters the tables; then indexes on tables that already held rows are
// built CONCURRENTLY, which never blocks INSERTs; the ledger row comes
// last, so an interrupted run is redone.
func (e *Engine) migrate(ctx context.Context, c *pgx.Conn) error {
	var concurrent []index
	done := false
	ledger := ""
	err := e.retryLocked(ctx, func() error {
		return pgx.BeginFunc(ctx, c, func(tx pgx.Tx) error {
			if _, err := tx.Exec(ctx, setLockTimeout); err != nil {
				return err
			}
			var err error
			if ledger, err = ledgerName(ctx, tx); err != nil {
				return err
			}
			concurrent, done, err = e.migrateTables(ctx, tx, ledger)
			return err
		})
	})
	if err != nil || done {
		return err
	}
	for _, ix := range concurrent {
		if err := e.retryLocked(ctx, func() error { return buildConcurrently(ctx, c, ix) }); err != nil {
			if ctx.Err() == nil && !c.IsClosed() {
				// Leave modusbrain's table as it was, not with an INVALID
				// index its INSERTs keep up to date for nothing; what this
				// cannot drop, the next run does (and the doctor shows).
				dctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
				_ = dropInvalid(dctx, c, ix)
				cancel()
			}
			if store.SQLState(err) == "57014" && ctx.Err() == nil && urlTimeout(e.pool.Config().ConnConfig.RuntimeParams) {
				return fmt.Errorf("building index %s: %w (evalkit's own URL sets statement_timeout, which the migration keeps: "+
					"run the capture that adopts the tables with a URL without it)", ix.name, err)
			}
			return fmt.Errorf("building index %s: %w", ix.name, err)
		}
	}
	_, err = c.Exec(ctx, "INSERT INTO "+ledger+" (version) VALUES ($1) ON CONFLICT DO NOTHING", store.SchemaVersion)
	return err
}

// retryLocked runs step until it succeeds, fails for another reason than a
// lock timeout (55P03), ctx ends, or the tries run out.
func (e *Engine) retryLocked(ctx context.Context, step func() error) error {
	tries := migrateTries
	if e.migrateTries > 0 {
		tries = e.migrateTries
	}
	wait := migrateBackoff
	for i := 1; ; i++ {
		err := step()
		if err == nil || store.SQLState(err) != "55P03" || ctx.Err() != nil {
			return err
		}
		if i == tries {
			return fmt.Errorf("%w: it gave up after %d tries of %s "+
				"rather than make modusbrain's writers queue behind it, and the next capture tries again: %w",
				ErrSchemaBusy, tries, migrateLockTimeout, err)
		}
		if err := sleep(ctx, wait); err != nil {
			return err
		}
		wait *= 2
	}
}

// migrateTables is the transactional step: under the lock_timeout it reads
// the ledger again (another process may have migrated while this one
// waited), checks the role rules, creates or alters the tables and hands
// what it created to the brain's owner. It returns the indexes still to
// build concurrently, and done when there was nothing to do.
func (e *Engine) migrateTables(ctx context.Context, tx pgx.Tx, ledger string) (concurrent []index, done bool, err error) {
	// A failed statement would abort the transaction, so look before reading.
	var exists bool
	if err := tx.QueryRow(ctx, "SELECT to_regclass($1) IS NOT NULL", ledger).Scan(&exists); err != nil {
		return nil, false, err
	}
	v := 0
	if exists {
		if err := tx.QueryRow(ctx, "SELECT coalesce(max(version), 0) FROM "+ledger).Scan(&v); err != nil {
			return nil, false, err
		}
	}
	if v >= store.SchemaVersion {
		return nil, true, nil
	}
	if r, err := kindRefusal(ctx, tx, v); err != nil {
		return nil, false, err
	} else if r != nil {
		return nil, false, r
	}
	f, err := readRoleFacts(ctx, tx, e.modusbrainRole)
	if err != nil {
		return nil, false, err
	}
	if r := f.refusal(); r != nil {
		return nil, false, r
	}
	if r, err := createRefusal(ctx, tx, v); err != nil {
		return nil, false, err
	} else if r != nil {
		return nil, false, r
	}
	// Nothing that logical subscribers would receive and lack, unless the
	// user says they are ready (published.go).
	if !e.subscribersReady {
		if r, err := publishedRefusal(ctx, tx, ledger, e.target); err != nil {
			return nil, false, err
		} else if r != nil {
			return nil, false, r
		}
	}
	// Only when missing: PostgreSQL checks CREATE on the schema before IF
	// NOT EXISTS, and a role without it can finish a migration that needs
	// nothing new in the schema.
	if !exists {
		if _, err := tx.Exec(ctx, createVersionTable(ledger)); err != nil {
			return nil, false, err
		}
	}
	tables, concurrent, err := applyTables(ctx, tx, ledger)
	if err != nil {
		return nil, false, fmt.Errorf("applying version %d: %w", store.SchemaVersion, err)
	}
	var created []string
	for _, t := range tables {
		created = append(created, pgx.Identifier{t}.Sanitize())
	}
	if !exists {
		created = append(created, ledger)
	}
	if err := giveToBrainOwner(ctx, tx, f, created); err != nil {
		return nil, false, err
	}
	return concurrent, false, nil
}

// applyTables brings whatever is there — nothing, evalkit's v1 tables, or
// modusbrain's tables in any release — to the current schema
// (see schema.go), except for the indexes on tables that existed before:
// those it returns, to be built concurrently. It runs under the migration
// lock. It returns the tables it created.
func applyTables(ctx context.Context, tx pgx.Tx, ledger string) (created []string, concurrent []index, err error) {
	var cand, fail, ts bool
	if err := tx.QueryRow(ctx, `SELECT to_regclass('eval_candidates') IS NOT NULL, to_regclass('eval_capture_failures') IS NOT NULL,
		EXISTS (SELECT 1 FROM pg_attribute WHERE attrelid = to_regclass('eval_capture_failures') AND attname = 'ts' AND NOT attisdropped)`).
		Scan(&cand, &fail, &ts); err != nil {
		return nil, nil, err
	}
	for _, t := range []struct {
		exists bool
		name   string
	}{{cand, "eval_candidates"}, {fail, "eval_capture_failures"}} {
		if t.exists {
			if err := checkOwner(ctx, tx, t.name); err != nil {
				return nil, nil, err
			}
		}
	}
	// evalkit's own tables: none yet, or a v1 ledger (v1 made both).
	var v1 bool
	if err := tx.QueryRow(ctx, "SELECT EXISTS (SELECT 1 FROM "+ledger+" WHERE version = 1)").Scan(&v1); err != nil {
		return nil, nil, err
	}
	steps := []string{}
	// inTx: indexes on a table created in this transaction, which no other
	// session can see yet; built plainly.
	var inTx []index
	if cand {
		if err := checkColumns(ctx, tx, "eval_candidates", requiredCandidateColumns); err != nil {
			return nil, nil, err
		}
		stale, err := staleChecks(ctx, tx)
		if err != nil {
			return nil, nil, err
		}
		if err := dropChecks(ctx, tx, stale); err != nil {
			return nil, nil, err
		}
		concurrent = append(concurrent, deliveryKeyIndex)
		if v1 {
			concurrent = append(concurrent, candidatesIndex)
		}
	} else {
		steps = append(steps, createCandidates)
		created = append(created, "eval_candidates")
		inTx = append(inTx, deliveryKeyIndex, candidatesIndex)
	}
	switch {
	case !fail:
		steps = append(steps, createFailures)
		created = append(created, "eval_capture_failures")
		inTx = append(inTx, failuresIndex)
	case !ts:
		if err := checkColumns(ctx, tx, "eval_capture_failures", []string{"created_at", "reason"}); err != nil {
			return nil, nil, err
		}
		steps = append(steps, failuresTsFromV1)
	default:
		if err := checkColumns(ctx, tx, "eval_capture_failures", []string{"reason"}); err != nil {
			return nil, nil, err
		}
	}
	if fail && v1 {
		concurrent = append(concurrent, failuresIndex)
	}
	steps = append(steps, evalkitColumns)
	for _, ix := range inTx {
		steps = append(steps, ix.create(false))
	}
	for _, sql := range steps {
		if _, err := tx.Exec(ctx, sql); err != nil {
			return nil, nil, err
		}
	}
	return created, concurrent, nil
}

// staleChecks returns the CHECKs earlier evalkit releases added to
// eval_candidates (evalkitOwnChecks) that it still has, each found by its
// name and its exact definition: a constraint of that name that says
// anything else is not evalkit's and stays. Only a table evalkit created
// has them — its id is an identity column (roles.go tells the two apart
// the same way); on modusbrain's table (a serial id) the same CHECKs were
// added by modusbrain or its DBA, and stay.
func staleChecks(ctx context.Context, q interface {
	Query(context.Context, string, ...any) (pgx.Rows, error)
}) ([]string, error) {
	rows, err := q.Query(ctx, `SELECT conname::text, pg_get_constraintdef(oid) FROM pg_constraint
		WHERE conrelid = to_regclass('eval_candidates') AND contype = 'c'
		  AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = conrelid AND a.attname = 'id' AND a.attidentity <> '')
		ORDER BY conname`)
	if err != nil {
		return nil, err
	}
	var stale []string
	var name, def string
	_, err = pgx.ForEachRow(rows, []any{&name, &def}, func() error {
		if want, ok := evalkitOwnChecks[name]; ok && def == want {
			stale = append(stale, name)
		}
		return nil
	})
	return stale, err
}

func dropChecks(ctx context.Context, tx pgx.Tx, names []string) error {
	for _, n := range names {
		if _, err := tx.Exec(ctx, "ALTER TABLE eval_candidates DROP CONSTRAINT "+pgx.Identifier{n}.Sanitize()); err != nil {
			return err
		}
	}
	return nil
}

// buildConcurrently builds ix with CREATE INDEX CONCURRENTLY, which takes
// no lock that INSERTs wait for, on the migration's session (migrateConn:
// a short lock_timeout for its waits, so it never sits in front of
// modusbrain's own migration for long; no statement_timeout). A concurrent
// build that was interrupted (a lock timeout, Ctrl-C) leaves an INVALID
// index behind: it is dropped, concurrently too, and built again.
func buildConcurrently(ctx context.Context, c *pgx.Conn, ix index) error {
	found, valid, err := evalkitIndex(ctx, c, ix)
	if err != nil || valid {
		return err
	}
	if found != "" {
		if _, err := c.Exec(ctx, "DROP INDEX CONCURRENTLY IF EXISTS "+found); err != nil {
			return err
		}
	}
	_, err = c.Exec(ctx, ix.create(true))
	return err
}

// evalkitIndex finds ix: an index of evalkit's name on the table evalkit
// builds it on — nothing else of that name, and never an index modusbrain
// made (its names are not evalkit's) — as a name to use in SQL ("" when
// there is none), and whether it is valid.
func evalkitIndex(ctx context.Context, c *pgx.Conn, ix index) (found string, valid bool, err error) {
	err = c.QueryRow(ctx, `SELECT i.indexrelid::regclass::text, i.indisvalid FROM pg_index i
		WHERE i.indexrelid = to_regclass($1) AND i.indrelid = to_regclass($2)`, ix.name, ix.table).Scan(&found, &valid)
	if errors.Is(err, pgx.ErrNoRows) {
		return "", false, nil
	}
	return found, valid, err
}

// dropInvalid drops ix when it is evalkit's and INVALID (a build that
// failed); a valid one stays.
func dropInvalid(ctx context.Context, c *pgx.Conn, ix index) error {
	found, valid, err := evalkitIndex(ctx, c, ix)
	if err != nil || valid || found == "" {
		return err
	}
	_, err = c.Exec(ctx, "DROP INDEX CONCURRENTLY IF EXISTS "+found)
	return err
}

// ErrNoCreate is wrapped by Migrate's refusal to start a migration that
// must create something (the ledger, a table, an index) in a schema where
// the role may not: PostgreSQL asks CREATE on the schema for an index too,
// even of the table's owner. The message names the schema, the role and
// the GRANT.
var ErrNoCreate = errors.New("no CREATE privilege on the schema")

// createRefusal says why a migration from ledger version v cannot create
// what it must, or nil: what it would create (the ledger, tables, evalkit's
// indexes on existing tables that lack a valid one; as applyTables does)
// in a schema where this role has no CREATE privilege. A brain whose DBA
// revoked CREATE from modusbrain's role after its migrations (its runtime
// needs only DML) is the common case; refusing before anything changes
// names the fix instead of PostgreSQL's bare "permission denied for
// schema".
func createRefusal(ctx context.Context, q querier, v int) (*roleRefusal, error) {
	ledger, err := ledgerName(ctx, q)
	if err != nil {
		return nil, err
	}
	ixs := []index{deliveryKeyIndex}
	if v == 1 {
		ixs = append(ixs, candidatesIndex, failuresIndex)
	}
	var names, tables []string
	for _, ix := range ixs {
		names, tables = append(names, ix.name), append(tables, ix.table)
	}
	var role, schema, owner *string
	var what []string
	var adopt, indexes bool
	err = q.QueryRow(ctx, `
		WITH cur AS (SELECT oid FROM pg_namespace WHERE nspname = current_schema()),
		need(ord, what, nsp) AS (
		  SELECT 0, 'the ledger table eval_schema_migrations',
		         coalesce((SELECT relnamespace FROM pg_class WHERE oid = to_regclass('eval_candidates')), (SELECT oid FROM cur))
		  WHERE to_regclass($3) IS NULL
		  UNION ALL
		  SELECT 1, 'the table ' || t, (SELECT oid FROM cur)
		  FROM unnest(ARRAY['eval_candidates', 'eval_capture_failures']) AS t WHERE to_regclass(t) IS NULL
		  UNION ALL
		  SELECT 2, 'the index ' || x.name || ' on ' || x.tbl, c.relnamespace
		  FROM unnest($1::text[], $2::text[]) AS x(name, tbl) JOIN pg_class c ON c.oid = to_regclass(x.tbl)
		  WHERE NOT EXISTS (SELECT 1 FROM pg_index i WHERE i.indrelid = c.oid AND i.indexrelid = to_regclass(x.name) AND i.indisvalid)),
		denied AS (
		  SELECT n.oid, quote_ident(n.nspname)::text AS nspname,
		         CASE WHEN pg_get_userbyid(n.nspowner) = 'pg_database_owner'
		              THEN (SELECT pg_get_userbyid(datdba) FROM pg_database WHERE datname = current_database())
		              ELSE pg_get_userbyid(n.nspowner) END::text AS owner
		  FROM pg_namespace n WHERE n.oid IN (SELECT nsp FROM need) AND NOT has_schema_privilege(n.oid, 'CREATE')
		  ORDER BY n.nspname LIMIT 1)
		SELECT current_user::text, d.nspname, d.owner,
		       coalesce((SELECT array_agg(what ORDER BY ord, what) FROM need WHERE nsp = d.oid), '{}'),
		       to_regclass('eval_candidates') IS NOT NULL AND to_regclass('eval_capture_failures') IS NOT NULL,
		       EXISTS (SELECT 1 FROM need WHERE nsp = d.oid AND ord = 2)
		FROM (SELECT NULL) AS one LEFT JOIN denied d ON true`, names, tables, ledger).Scan(&role, &schema, &owner, &what, &adopt, &indexes)
	if err != nil {
		return nil, fmt.Errorf("checking the role's privileges on the schema: %w", err)
	}
	if schema == nil {
		return nil, nil
	}
	verb := "create the eval tables"
	if adopt {
		verb = "adopt the eval tables"
	}
	why := fmt.Sprintf("refusing to %s as role %q: it has no CREATE privilege on schema %s, where capture must create %s",
		verb, *role, *schema, joinWords(what))
	if indexes {
		why += " (PostgreSQL asks CREATE on the schema for an index too, even of the table's owner)"
	}
	r, nsp := pgx.Identifier{*role}.Sanitize(), *schema
	return &roleRefusal{err: ErrNoCreate, why: why,
		fix: fmt.Sprintf("as role %s (the owner of schema %s) or a superuser: GRANT CREATE ON SCHEMA %s TO %s; "+
			"then run eval-capture </dev/null once as %s, which creates them (nothing of modusbrain's changes); "+
			"after that capture needs no CREATE there, and REVOKE CREATE ON SCHEMA %s FROM %s; may follow",
			pgx.Identifier{*owner}.Sanitize(), nsp, nsp, r, r, nsp, r)}, nil
}

// joinWords is "a", "a and b", "a, b and c".
func joinWords(w []string) string {
	if len(w) < 2 {
		return strings.Join(w, "")
	}
	return strings.Join(w[:len(w)-1], ", ") + " and " + w[len(w)-1]
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
	ledger, err := ledgerName(ctx, q)
	if err != nil {
		return 0, err
	}
	var v int
	err = q.QueryRow(ctx, "SELECT coalesce(max(version), 0) FROM "+ledger).Scan(&v)
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) && pgErr.Code == sqlstateUndefinedTable {
		return 0, nil
	}
	return v, err
}

// ledgerName is the ledger's SQL name: eval_schema_migrations beside
// eval_candidates when that table exists — the tables evalkit adopted or
// made, wherever the search_path found them: with modusbrain's tables in
// public and a schema named like the role first on the path ("$user",
// public), a ledger made in the first schema would sit apart from the
// tables, unseen by any other capture role — and in the first schema of
// the search_path otherwise, where the tables are then created too.
func ledgerName(ctx context.Context, q querier) (string, error) {
	var schema *string
	if err := q.QueryRow(ctx, `SELECT coalesce((SELECT n.nspname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
		WHERE c.oid = to_regclass('eval_candidates')), current_schema())::text`).Scan(&schema); err != nil {
		return "", err
	}
	if schema == nil {
		// No schema on the path: creating fails as PostgreSQL says.
		return "eval_schema_migrations", nil
	}
	return pgx.Identifier{*schema, "eval_schema_migrations"}.Sanitize(), nil
}
