package postgres

import (
	"context"
	"errors"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"github.com/modusbrain/evalkit/internal/testdb"
)

// holdLock opens a session of its own (application_name app) that takes
// LOCK TABLE … IN mode in a transaction and keeps it until the test ends.
// It returns the session's pid.
func holdLock(t *testing.T, dbURL, app, table, mode string) uint32 {
	t.Helper()
	ctx := testCtx(t)
	cfg, err := pgx.ParseConfig(dbURL)
	if err != nil {
		t.Fatal(err)
	}
	cfg.RuntimeParams["application_name"] = app
	c, err := pgx.ConnectConfig(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close(context.Background()) })
	for _, s := range []string{"BEGIN", "LOCK TABLE " + ident(table) + " IN " + mode + " MODE"} {
		if _, err := c.Exec(ctx, s); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
	}
	return c.PgConn().PID()
}

func pgCode(err error) string {
	var pe *pgconn.PgError
	if errors.As(err, &pe) {
		return pe.Code
	}
	return ""
}

// With LockTimeout set, a read of a table another session holds ACCESS
// EXCLUSIVE (VACUUM FULL, CLUSTER, ALTER TABLE) ends with 55P03 after the
// bound instead of waiting for as long as the lock is held.
func TestLockTimeoutEndsTheWaitForALockedTable(t *testing.T) {
	_, dbURL := openMigrated(t)
	holdLock(t, dbURL, "maintenance", "eval_candidates", "ACCESS EXCLUSIVE")
	e := openURL(t, dbURL, Options{ReadOnly: true, LockTimeout: 200 * time.Millisecond, StatementTimeout: 5 * time.Second})
	// The test's own bound: without the engine's, the read waits for the
	// lock until this deadline.
	ctx, cancel := context.WithTimeout(testCtx(t), 20*time.Second)
	defer cancel()
	start := time.Now()
	_, err := e.CandidateActivity(ctx, time.Time{})
	if pgCode(err) != "55P03" || ctx.Err() != nil {
		t.Fatalf("CandidateActivity on a locked table after %s: %v; want SQLSTATE 55P03 (lock_timeout)", time.Since(start).Round(time.Millisecond), err)
	}
	// The connection is still good: the next statement answers.
	if _, err := e.TableLocks(ctx, []string{"eval_candidates"}); err != nil {
		t.Fatalf("TableLocks after the timeout: %v", err)
	}
}

// The bounds are the session's own settings: a role's (meant for
// modusbrain's queries, shorter or longer) does not apply; a
// statement_timeout the URL names is the user's choice and stays whatever
// it is; lock_timeout is bounded even when the URL turns it off.
func TestBoundsAreTheSessionsOwn(t *testing.T) {
	_, dbURL := openMigrated(t)
	roleURL, role := testdb.NewRole(t, dbURL, "")
	show := func(e *Engine, name string) string {
		t.Helper()
		var v string
		if err := e.Pool().QueryRow(testCtx(t), "SELECT current_setting($1)", name).Scan(&v); err != nil {
			t.Fatal(err)
		}
		return v
	}
	bounds := Options{ReadOnly: true, LockTimeout: time.Second, StatementTimeout: 10 * time.Second}

	e := openURL(t, roleURL, bounds)
	if l, s := show(e, "lock_timeout"), show(e, "statement_timeout"); l != "1s" || s != "10s" {
		t.Errorf("no settings anywhere: lock_timeout %s, statement_timeout %s; want 1s, 10s", l, s)
	}

	sql(t, dbURL, "ALTER ROLE "+ident(role)+" SET statement_timeout = '150ms'", "ALTER ROLE "+ident(role)+" SET lock_timeout = '1h'")
	e = openURL(t, roleURL, bounds)
	if l, s := show(e, "lock_timeout"), show(e, "statement_timeout"); l != "1s" || s != "10s" {
		t.Errorf("role settings 1h and 150ms: lock_timeout %s, statement_timeout %s; want the bounds, 1s and 10s", l, s)
	}

	for _, u := range []string{
		roleURL + "&options=" + strings.ReplaceAll(url.QueryEscape("-c statement_timeout=0 -c lock_timeout=0"), "+", "%20"),
		roleURL + "&statement_timeout=0&lock_timeout=0",
	} {
		e = openURL(t, u, bounds)
		if l, s := show(e, "lock_timeout"), show(e, "statement_timeout"); l != "1s" || s != "0" {
			t.Errorf("%s turns both off: lock_timeout %s, statement_timeout %s; want 1s (bounded), 0 (the URL's choice)", u, l, s)
		}
	}

	// A shorter lock_timeout in the URL stays: lowered, never raised.
	e = openURL(t, roleURL+"&lock_timeout=100", bounds)
	if l := show(e, "lock_timeout"); l != "100ms" {
		t.Errorf("URL lock_timeout=100 under a 1s bound: lock_timeout %s, want 100ms", l)
	}

	e = openURL(t, roleURL, Options{ReadOnly: true})
	if l, s := show(e, "lock_timeout"), show(e, "statement_timeout"); l != "1h" || s != "150ms" {
		t.Errorf("no bounds asked: lock_timeout %s, statement_timeout %s; want the role's 1h, 150ms", l, s)
	}
}

// TableLocks names who holds the lock a read waits for — pid, mode,
// application_name, state, how long its transaction is open — from
// pg_locks and pg_stat_activity, without waiting itself, and a session
// queued for the lock (with the pids it waits behind).
func TestTableLocksNamesHoldersAndWaiters(t *testing.T) {
	_, dbURL := openMigrated(t)
	sql(t, dbURL, "CREATE TABLE config (key text PRIMARY KEY, value text NOT NULL)")
	e := openURL(t, dbURL, Options{ReadOnly: true, LockTimeout: time.Second, StatementTimeout: 5 * time.Second})
	ctx := testCtx(t)
	if ls, err := e.TableLocks(ctx, []string{"eval_candidates", "config", "no_such_table"}); err != nil || len(ls) != 0 {
		t.Fatalf("TableLocks with nothing locked = %v, %v; want none", ls, err)
	}

	pid := holdLock(t, dbURL, "vacuum-full-job", "config", "ACCESS EXCLUSIVE")
	time.Sleep(1100 * time.Millisecond) // a transaction open for a second
	ls, err := e.TableLocks(ctx, []string{"eval_candidates", "config"})
	if err != nil {
		t.Fatal(err)
	}
	if len(ls) != 1 {
		t.Fatalf("TableLocks = %+v; want the one holder", ls)
	}
	l := ls[0]
	if l.Table != "config" || l.Relation != "config" || l.PID != int32(pid) || l.Mode != "AccessExclusiveLock" || !l.Granted ||
		!l.Visible || l.Application != "vacuum-full-job" || l.State != "idle in transaction" || l.XactAge < time.Second {
		t.Errorf("TableLocks = %+v; want config held by pid %d, AccessExclusiveLock, vacuum-full-job, idle in transaction, open ≥ 1s", l, pid)
	}

	// Another role sees the pid and mode, not what the session is doing.
	roleURL, _ := testdb.NewRole(t, dbURL, "")
	other := openURL(t, roleURL, Options{ReadOnly: true, LockTimeout: time.Second})
	ls, err = other.TableLocks(ctx, []string{"config"})
	if err != nil || len(ls) != 1 {
		t.Fatalf("TableLocks as another role = %+v, %v", ls, err)
	}
	if l := ls[0]; l.Visible || l.State != "" || l.Wait != "" || l.XactAge != 0 || l.PID != int32(pid) {
		t.Errorf("TableLocks as another role = %+v; want pid %d only, its activity hidden", l, pid)
	}

	// A reader holds ACCESS SHARE; an ALTER TABLE queues for ACCESS
	// EXCLUSIVE behind it, and every later read queues behind that.
	reader, err := pgx.Connect(ctx, dbURL)
	if err != nil {
		t.Fatal(err)
	}
	defer reader.Close(context.Background())
	for _, s := range []string{"BEGIN", "SELECT count(*) FROM eval_candidates"} {
		if _, err := reader.Exec(ctx, s); err != nil {
			t.Fatal(err)
		}
	}
	alter, err := pgx.Connect(ctx, dbURL)
	if err != nil {
		t.Fatal(err)
	}
	defer alter.Close(context.Background())
	alterDone := make(chan error, 1)
	go func() {
		_, err := alter.Exec(ctx, "ALTER TABLE eval_candidates ADD COLUMN IF NOT EXISTS later_column text")
		alterDone <- err
	}()
	deadline := time.Now().Add(15 * time.Second)
	for {
		ls, err = e.TableLocks(ctx, []string{"eval_candidates"})
		if err != nil {
			t.Fatal(err)
		}
		if len(ls) > 0 || time.Now().After(deadline) {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	if len(ls) != 1 || ls[0].Granted || ls[0].PID != int32(alter.PgConn().PID()) ||
		len(ls[0].BlockedBy) != 1 || ls[0].BlockedBy[0] != int32(reader.PgConn().PID()) || ls[0].Wait != "Lock:relation" {
		t.Fatalf("TableLocks with an ALTER TABLE queued = %+v; want pid %d waiting behind pid %d", ls, alter.PgConn().PID(), reader.PgConn().PID())
	}
	if _, err := reader.Exec(ctx, "ROLLBACK"); err != nil {
		t.Fatal(err)
	}
	if err := <-alterDone; err != nil {
		t.Fatalf("ALTER TABLE: %v", err)
	}

	// REINDEX holds ACCESS EXCLUSIVE on the index alone: a read that
	// would use it waits all the same.
	var index string
	if err := e.Pool().QueryRow(ctx, "SELECT indexrelid::regclass::text FROM pg_index WHERE indrelid = 'eval_candidates'::regclass LIMIT 1").Scan(&index); err != nil {
		t.Fatal(err)
	}
	ri, err := pgx.Connect(ctx, dbURL)
	if err != nil {
		t.Fatal(err)
	}
	defer ri.Close(context.Background())
	for _, s := range []string{"BEGIN", "REINDEX INDEX " + index} {
		if _, err := ri.Exec(ctx, s); err != nil {
			t.Fatal(err)
		}
	}
	ls, err = e.TableLocks(ctx, []string{"eval_candidates"})
	if err != nil {
		t.Fatal(err)
	}
	if len(ls) != 1 || ls[0].Table != "eval_candidates" || ls[0].Relation != index || !ls[0].Granted {
		t.Fatalf("TableLocks during REINDEX = %+v; want eval_candidates's index %s held", ls, index)
	}
	for _, l := range ls {
		if strings.Contains(l.State, "REINDEX") || strings.Contains(l.Application, "REINDEX") {
			t.Errorf("query text leaked: %+v", l)
		}
	}
}

// A URL's lock_timeout shorter than the bound stays; a longer one, or
// none, gives way to it (lowered, never raised).
func TestPGDurationAndLockBound(t *testing.T) {
	for in, want := range map[string]time.Duration{"100": 100 * time.Millisecond, "250ms": 250 * time.Millisecond, "2s": 2 * time.Second,
		"1min": time.Minute, " 5 s": 5 * time.Second, "1.5s": 1500 * time.Millisecond} {
		if got, ok := pgDuration(in); !ok || got != want {
			t.Errorf("pgDuration(%q) = %v, %v; want %v", in, got, ok, want)
		}
	}
	for _, in := range []string{"", "x", "5 fortnights"} {
		if _, ok := pgDuration(in); ok {
			t.Errorf("pgDuration(%q) read", in)
		}
	}
}

// WriteLocks names the locks that stall an insert but not a read — a
// CREATE INDEX's SHARE, LOCK TABLE … IN EXCLUSIVE MODE — and not what
// an insert or a read holds (ROW EXCLUSIVE, ACCESS
// SHARE), which TableLocks leaves out too.
func TestWriteLocksNameWhatStallsInserts(t *testing.T) {
	_, dbURL := openMigrated(t)
	e := openURL(t, dbURL, Options{ReadOnly: true, LockTimeout: time.Second, StatementTimeout: 5 * time.Second})
	ctx := testCtx(t)
	tables := []string{"eval_candidates", "eval_capture_failures", "eval_schema_migrations"}
	holdLock(t, dbURL, "inserter", "eval_capture_failures", "ROW EXCLUSIVE")
	holdLock(t, dbURL, "reader", "eval_candidates", "ACCESS SHARE")
	if ls, err := e.WriteLocks(ctx, tables); err != nil || len(ls) != 0 {
		t.Fatalf("WriteLocks with an insert and a read open = %+v, %v; want none", ls, err)
	}
	want := map[uint32]string{}
	for table, mode := range map[string]string{"eval_candidates": "SHARE", "eval_schema_migrations": "EXCLUSIVE"} {
		want[holdLock(t, dbURL, "index-job", table, mode)] = table
	}
	ls, err := e.WriteLocks(ctx, tables)
	if err != nil {
		t.Fatal(err)
	}
	if len(ls) != 2 {
		t.Fatalf("WriteLocks = %+v; want the two holders", ls)
	}
	for _, l := range ls {
		if want[uint32(l.PID)] != l.Table || !l.Granted || l.Application != "index-job" || (l.Mode != "ShareLock" && l.Mode != "ExclusiveLock") {
			t.Errorf("WriteLocks: %+v; want a granted SHARE or EXCLUSIVE lock of index-job on %s", l, want[uint32(l.PID)])
		}
	}
	if ls, err := e.TableLocks(ctx, tables); err != nil || len(ls) != 0 {
		t.Errorf("TableLocks under SHARE and EXCLUSIVE locks = %+v, %v; want none: reads go on", ls, err)
	}
}
