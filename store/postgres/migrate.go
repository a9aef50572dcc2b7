package postgres

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"

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
	// Fast path without a lock: every capture process calls Migrate at start.
	v, err := e.SchemaVersion(ctx)
	if err != nil {
		return err
	}
	if v >= store.SchemaVersion {
		return e.wrap("migrate", e.dropStaleChecks(ctx))
	}
	return e.wrap("migrate", e.withMigrateLock(ctx, e.migrate))
}

// withMigrateLock runs fn on one session that holds the migration's
// advisory lock, session-level because CREATE INDEX CONCURRENTLY cannot run
// in a transaction. A session whose unlock fails is closed, which ends the
// lock with it, instead of going back to the pool.
func (e *Engine) withMigrateLock(ctx context.Context, fn func(context.Context, *pgxpool.Conn) error) error {
	c, err := e.pool.Acquire(ctx)
	if err != nil {
		return err
	}
	// Try the lock rather than wait in pg_advisory_lock: a statement that
	// waits holds a snapshot, and the holder's CREATE INDEX CONCURRENTLY
	// waits for every older snapshot — a deadlock between capture
	// processes that start together. Between tries this session holds none.
	for wait := migrateLockPoll; ; wait = min(2*wait, maxMigrateLockPoll) {
		var got bool
		if err := c.QueryRow(ctx, "SELECT pg_try_advisory_lock($1)", MigrateLockKey).Scan(&got); err != nil {
			// Interrupted, perhaps just after the lock was granted.
			_ = c.Hijack().Close(context.WithoutCancel(ctx))
			return err
		}
		if got {
			break
		}
		if err := sleep(ctx, wait); err != nil {
			c.Release()
			return err
		}
	}
	err = fn(ctx, c)
	uctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
	defer cancel()
	if _, uerr := c.Exec(uctx, "SELECT pg_advisory_unlock($1)", MigrateLockKey); uerr != nil {
		_ = c.Hijack().Close(uctx)
		return err
	}
	c.Release()
	return err
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
	err = e.withMigrateLock(ctx, func(ctx context.Context, c *pgxpool.Conn) error {
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
func (e *Engine) migrate(ctx context.Context, c *pgxpool.Conn) error {
	var concurrent []index
	done := false
	err := e.retryLocked(ctx, func() error {
		return pgx.BeginFunc(ctx, c, func(tx pgx.Tx) error {
			if _, err := tx.Exec(ctx, setLockTimeout); err != nil {
				return err
			}
			var err error
			concurrent, done, err = e.migrateTables(ctx, tx)
			return err
		})
	})
	if err != nil || done {
		return err
	}
	for _, ix := range concurrent {
		if err := e.retryLocked(ctx, func() error { return buildConcurrently(ctx, c.Conn(), ix) }); err != nil {
			return fmt.Errorf("building index %s: %w", ix.name, err)
		}
	}
	_, err = c.Exec(ctx, "INSERT INTO eval_schema_migrations (version) VALUES ($1) ON CONFLICT DO NOTHING", store.SchemaVersion)
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
func (e *Engine) migrateTables(ctx context.Context, tx pgx.Tx) (concurrent []index, done bool, err error) {
	// A failed statement would abort the transaction, so look before reading.
	var exists bool
	if err := tx.QueryRow(ctx, "SELECT to_regclass('eval_schema_migrations') IS NOT NULL").Scan(&exists); err != nil {
		return nil, false, err
	}
	v := 0
	if exists {
		if err := tx.QueryRow(ctx, "SELECT coalesce(max(version), 0) FROM eval_schema_migrations").Scan(&v); err != nil {
			return nil, false, err
		}
	}
	if v >= store.SchemaVersion {
		return nil, true, nil
	}
	f, err := readRoleFacts(ctx, tx, e.modusbrainRole)
	if err != nil {
		return nil, false, err
	}
	if r := f.refusal(); r != nil {
		return nil, false, r
	}
	if _, err := tx.Exec(ctx, createVersionTable); err != nil {
		return nil, false, err
	}
	created, concurrent, err := applyTables(ctx, tx)
	if err != nil {
		return nil, false, fmt.Errorf("applying version %d: %w", store.SchemaVersion, err)
	}
	if !exists {
		created = append(created, "eval_schema_migrations")
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
func applyTables(ctx context.Context, tx pgx.Tx) (created []string, concurrent []index, err error) {
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
	if err := tx.QueryRow(ctx, "SELECT EXISTS (SELECT 1 FROM eval_schema_migrations WHERE version = 1)").Scan(&v1); err != nil {
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
// no lock that INSERTs wait for, under the same short lock_timeout for its
// waits (so it never sits in front of modusbrain's own migration for
// long). A concurrent build that was interrupted (a lock timeout, Ctrl-C)
// leaves an INVALID index behind: it is dropped, concurrently too, and
// built again.
func buildConcurrently(ctx context.Context, c *pgx.Conn, ix index) (err error) {
	var valid *bool
	if err := c.QueryRow(ctx, "SELECT (SELECT indisvalid FROM pg_index WHERE indexrelid = to_regclass($1))", ix.name).Scan(&valid); err != nil {
		return err
	}
	if valid != nil && *valid {
		return nil
	}
	if _, err := c.Exec(ctx, fmt.Sprintf("SET lock_timeout = %d", migrateLockTimeout.Milliseconds())); err != nil {
		return err
	}
	defer func() {
		// Even when ctx has ended: the session goes back to the pool.
		rctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
		defer cancel()
		if _, rerr := c.Exec(rctx, "RESET lock_timeout"); err == nil {
			err = rerr
		}
	}()
	if valid != nil {
		if _, err := c.Exec(ctx, "DROP INDEX CONCURRENTLY IF EXISTS "+ix.name); err != nil {
			return err
		}
	}
	_, err = c.Exec(ctx, ix.create(true))
	return err
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
