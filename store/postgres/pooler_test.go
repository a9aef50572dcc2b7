package postgres

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/modusbrain/evalkit/internal/testdb"
	"github.com/modusbrain/evalkit/store"
)

// Behind a pooler in transaction mode a server session is handed from
// client to client: whatever evalkit leaves on one — a named prepared
// statement (pgx's default statement cache) — collides with the next
// client's (42P05) or lingers on modusbrain's. After migrating, writing and
// reading, the engine's one session holds no prepared statement.
func TestNoPreparedStatementLeftOnTheSession(t *testing.T) {
	url := testdb.New(t)
	ctx := testCtx(t)
	if err := testdb.NewBrain(ctx, url, testdb.BrainM31, 3, 1); err != nil {
		t.Fatal(err)
	}
	e := openURL(t, url, Options{MaxConns: 1})
	if err := e.Migrate(ctx); err != nil {
		t.Fatalf("Migrate: %v", err)
	}
	if err := e.InsertCandidates(ctx, []store.Candidate{validRow()}); err != nil {
		t.Fatal(err)
	}
	if err := e.InsertFailures(ctx, []store.Failure{{Reason: store.ReasonOther}}); err != nil {
		t.Fatal(err)
	}
	if _, err := e.SchemaVersion(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := e.WatermarkInfo(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := e.CandidateActivity(ctx, time.Time{}); err != nil {
		t.Fatal(err)
	}
	c, err := e.pool.Acquire(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Release()
	// The simple protocol: the count itself prepares nothing.
	res, err := c.Conn().PgConn().Exec(ctx, "SELECT string_agg(name, ', ') FROM pg_prepared_statements").ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if v := res[0].Rows[0][0]; v != nil {
		t.Fatalf("prepared statements left on the session: %s", v)
	}
}

// The text result modes a URL may name for a pooler
// (default_query_exec_mode=exec, simple_protocol) read timestamps as the
// server writes them: a brain whose database sets a non-ISO DateStyle, and
// standard_conforming_strings off, must still take and give rows.
func TestTextModesWhateverTheBrainsDateStyle(t *testing.T) {
	for _, mode := range []string{"exec", "simple_protocol"} {
		t.Run(mode, func(t *testing.T) {
			url := testdb.New(t)
			ctx := testCtx(t)
			sql(t, url, `DO $$ BEGIN
				EXECUTE format('ALTER DATABASE %I SET DateStyle = %L', current_database(), 'SQL, DMY');
				EXECUTE format('ALTER DATABASE %I SET standard_conforming_strings = off', current_database());
				END $$`)
			if err := testdb.NewBrain(ctx, url, testdb.BrainM31, 2, 0); err != nil {
				t.Fatal(err)
			}
			e := openURL(t, url+"&default_query_exec_mode="+mode, Options{})
			if err := e.Migrate(ctx); err != nil {
				t.Fatalf("Migrate: %v", err)
			}
			row := validRow()
			row.Query = `it's a \ back`
			if err := e.InsertCandidates(ctx, []store.Candidate{row}); err != nil {
				t.Fatalf("InsertCandidates: %v", err)
			}
			a, err := e.CandidateActivity(ctx, time.Time{})
			if err != nil {
				t.Fatalf("CandidateActivity: %v", err)
			}
			if a.Rows != 3 || time.Since(a.Newest) > time.Hour || time.Since(a.Newest) < -time.Hour {
				t.Fatalf("activity = %+v", a)
			}
			var got []string // newest first
			err = e.StreamCandidates(ctx, store.StreamQuery{Until: farFuture}, func(c *store.Candidate) error {
				got = append(got, c.Query)
				return nil
			})
			if err != nil || len(got) != 3 || got[0] != row.Query {
				t.Fatalf("StreamCandidates = %v, %q", err, got)
			}
		})
	}
}

// The migration's advisory lock is held by a transaction, not by the
// session that runs the migration: a transaction pooler keeps a
// transaction on one server session and ends its locks with it, while a
// session lock and its unlock may land on two of its server sessions and
// leave the lock on one that modusbrain's clients are handed. Seen while
// the migration waits for a table lock: the lock's holder is in a
// transaction, and is not the session whose ALTER TABLE waits.
func TestMigrationLockHeldByATransaction(t *testing.T) {
	url := testdb.New(t)
	ctx := testCtx(t)
	if err := testdb.NewBrain(ctx, url, testdb.BrainM31, 1, 0); err != nil {
		t.Fatal(err)
	}
	admin := openURL(t, url, Options{})
	// A reader holds eval_candidates: the migration's ALTER TABLE waits
	// for it, and tries again, until the reader ends.
	reader, err := admin.pool.Begin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = reader.Rollback(context.Background()) }()
	if _, err := reader.Exec(ctx, "LOCK TABLE eval_candidates IN ACCESS SHARE MODE"); err != nil {
		t.Fatal(err)
	}
	e := openURL(t, url, Options{ApplicationName: "evalkit-lock-test"})
	done := make(chan error, 1)
	go func() { done <- e.Migrate(ctx) }()
	var holder, waiter int
	var inTx bool
	for deadline := time.Now().Add(30 * time.Second); ; {
		err := admin.pool.QueryRow(ctx, fmt.Sprintf(`
			SELECT h.pid, h.xact_start IS NOT NULL, w.pid
			FROM pg_locks hl JOIN pg_stat_activity h ON h.pid = hl.pid,
			     pg_locks wl JOIN pg_stat_activity w ON w.pid = wl.pid
			WHERE hl.locktype = 'advisory' AND hl.granted AND hl.database = (SELECT oid FROM pg_database WHERE datname = current_database())
			  AND hl.classid::bigint = %d AND hl.objid::bigint = %d
			  AND wl.locktype = 'relation' AND NOT wl.granted AND wl.relation = 'eval_candidates'::regclass
			  AND w.application_name = 'evalkit-lock-test'`, uint64(MigrateLockKey)>>32, uint64(MigrateLockKey)&0xffffffff)).
			Scan(&holder, &inTx, &waiter)
		if err == nil {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("never saw the migration wait with its lock held: %v", err)
		}
		time.Sleep(5 * time.Millisecond)
	}
	if err := reader.Rollback(ctx); err != nil {
		t.Fatal(err)
	}
	if err := <-done; err != nil {
		t.Fatalf("Migrate: %v", err)
	}
	if holder == waiter || !inTx {
		t.Fatalf("the migration lock is held by session %d (in a transaction: %v), the one that runs the migration is %d: "+
			"a session lock, which a transaction pooler can leave behind", holder, inTx, waiter)
	}
	var left int
	if err := admin.pool.QueryRow(ctx, `SELECT count(*) FROM pg_locks WHERE locktype = 'advisory'
		AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`).Scan(&left); err != nil || left != 0 {
		t.Fatalf("advisory locks left after Migrate: %d (%v)", left, err)
	}
}

// strictPooler is testdb's stand-in for PgBouncer in front of dbURL's
// server, stopped when the test ends.
func strictPooler(t *testing.T, dbURL string) *testdb.StrictPooler {
	t.Helper()
	p, err := testdb.ListenStrictPooler(dbURL)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(p.Close)
	return p
}

// Behind PgBouncer with its stock settings evalkit's own startup
// parameters (idle_in_transaction_session_timeout, and the read-only
// mode and timeouts of the doctor, the exporter and the migration) are
// refused where psql and modusbrain connect: every engine goes without
// them instead, and works — writers migrate and insert, readers read.
func TestStartupParametersAPoolerRefuses(t *testing.T) {
	direct := testdb.New(t)
	ctx := testCtx(t)
	if err := testdb.NewBrain(ctx, direct, testdb.BrainM31, 2, 1); err != nil {
		t.Fatal(err)
	}
	pooler := strictPooler(t, direct)
	url := pooler.URL()
	w := openURL(t, url, Options{})
	if err := w.Migrate(ctx); err != nil {
		t.Fatalf("Migrate: %v", err)
	}
	if err := w.InsertCandidates(ctx, []store.Candidate{validRow()}); err != nil {
		t.Fatalf("InsertCandidates: %v", err)
	}
	r := openURL(t, url, Options{ReadOnly: true, LockTimeout: time.Second, StatementTimeout: 10 * time.Second})
	if err := r.Ping(ctx); err != nil {
		t.Fatalf("Ping: %v", err)
	}
	n := 0
	if err := r.StreamCandidates(ctx, store.StreamQuery{Until: farFuture}, func(*store.Candidate) error { n++; return nil }); err != nil || n != 3 {
		t.Fatalf("StreamCandidates = %v, %d rows", err, n)
	}
	if pooler.Refused() == 0 {
		t.Fatal("the fake pooler refused nothing: the test shows nothing")
	}
	// A parameter the URL names is the user's: kept, and its refusal said.
	u := openURL(t, url+"&statement_timeout=5000", Options{})
	if err := u.Ping(ctx); err == nil {
		t.Fatal("Ping through the fake pooler with the URL's statement_timeout: no error")
	} else if p, ok := StartupRefusal(err); !ok || p != "statement_timeout" {
		t.Fatalf("Ping: %v: refusal of %q, %v", err, p, ok)
	}
}
