package postgres

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/modusbrain/evalkit/internal/testdb"
	"github.com/modusbrain/evalkit/store"
)

// adoptionLeftNothing fails when a refused migration changed the brain:
// no ledger, no evalkit column on modusbrain's table.
func adoptionLeftNothing(t *testing.T, url string) {
	t.Helper()
	var ledger, column bool
	if err := openURL(t, url, Options{}).pool.QueryRow(testCtx(t), `SELECT to_regclass('eval_schema_migrations') IS NOT NULL,
		EXISTS (SELECT 1 FROM pg_attribute WHERE attrelid = to_regclass('eval_candidates') AND attname = 'evalkit_delivery_key')`).
		Scan(&ledger, &column); err != nil || ledger || column {
		t.Fatalf("the refused migration changed the brain: ledger %v, evalkit_delivery_key %v (%v)", ledger, column, err)
	}
}

// modusbrain's role made its tables while it held CREATE on the schema;
// the DBA revoked it afterwards (modusbrain's runtime needs only DML).
// Adopting the tables means creating evalkit's ledger and its unique index
// there, which PostgreSQL refuses without CREATE on the schema, even to
// the tables' owner. The doctor's answer (CaptureAccess) says so with the
// GRANT, and Migrate refuses up front in the same words instead of
// "permission denied for schema public", changing nothing; once granted,
// the adoption runs, and capture goes on after the REVOKE.
func TestAdoptWithoutCreateOnTheSchema(t *testing.T) {
	ctx := testCtx(t)
	url := testdb.New(t)
	mbURL, mb := testdb.NewRole(t, url, "NOSUPERUSER BYPASSRLS")
	grant, revoke := "GRANT CREATE ON SCHEMA public TO "+ident(mb), "REVOKE CREATE ON SCHEMA public FROM "+ident(mb)
	sql(t, url, grant)
	if err := testdb.NewBrain(ctx, mbURL, testdb.BrainLatest, 3, 1); err != nil {
		t.Fatal(err)
	}
	sql(t, url, revoke)

	e := openURL(t, mbURL, Options{})
	acc, err := e.CaptureAccess(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if !acc.Denied || !strings.Contains(acc.Why, "no CREATE privilege on schema public") ||
		!strings.Contains(acc.Why, "eval_schema_migrations") || !strings.Contains(acc.Why, deliveryKeyIndex.name) ||
		!strings.Contains(acc.Fix, grant+";") {
		t.Fatalf("CaptureAccess = %+v, want a denial naming schema public, the ledger, the index and %q", acc, grant)
	}

	err = e.Migrate(ctx)
	if !errors.Is(err, ErrNoCreate) || store.SQLState(err) != "" ||
		!strings.Contains(err.Error(), "schema public") || !strings.Contains(err.Error(), grant+";") {
		t.Fatalf("Migrate without CREATE = %v, want ErrNoCreate naming schema public and %q", err, grant)
	}
	adoptionLeftNothing(t, url)
	modusbrainWrites(t, mbURL)

	// The fix as the message gives it.
	sql(t, url, grant)
	if err := openURL(t, mbURL, Options{}).Migrate(ctx); err != nil {
		t.Fatalf("Migrate after the GRANT: %v", err)
	}
	sql(t, url, revoke)
	e = openURL(t, mbURL, Options{})
	if err := e.Migrate(ctx); err != nil {
		t.Fatalf("Migrate after the REVOKE: %v", err)
	}
	if err := e.InsertCandidates(ctx, []store.Candidate{validRow()}); err != nil {
		t.Fatalf("capture after the REVOKE: %v", err)
	}
	if acc, err := e.CaptureAccess(ctx); err != nil || acc.Denied {
		t.Fatalf("CaptureAccess after the adoption = %+v, %v", acc, err)
	}
	modusbrainWrites(t, mbURL)
}

// modusbrainWrites is modusbrain's runtime, its INSERTs: with CREATE
// revoked, its own migrations could not run either (PostgreSQL checks
// CREATE before IF NOT EXISTS), which is no business of evalkit's.
func modusbrainWrites(t *testing.T, url string) {
	t.Helper()
	ctx := testCtx(t)
	c, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close(ctx)
	if err := testdb.ModusbrainTraffic(ctx, c, testdb.BrainLatest, 2, 1); err != nil {
		t.Fatalf("modusbrain's writes: %v", err)
	}
}

// The same before modusbrain's migration 31: creating the tables needs
// CREATE on the schema too.
func TestCreateWithoutCreateOnTheSchema(t *testing.T) {
	ctx := testCtx(t)
	url := testdb.New(t)
	mbURL, mb := testdb.NewRole(t, url, "NOSUPERUSER BYPASSRLS")
	sql(t, url, "GRANT CREATE ON SCHEMA public TO "+ident(mb))
	sql(t, mbURL, "CREATE TABLE config (key text PRIMARY KEY, value text NOT NULL)")
	sql(t, url, "REVOKE CREATE ON SCHEMA public FROM "+ident(mb))

	e := openURL(t, mbURL, Options{})
	acc, err := e.CaptureAccess(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if !acc.Denied || !strings.Contains(acc.Why, "refuse to create the eval tables") ||
		!strings.Contains(acc.Why, "the table eval_candidates") || !strings.Contains(acc.Fix, "GRANT CREATE ON SCHEMA public TO "+ident(mb)) {
		t.Fatalf("CaptureAccess = %+v", acc)
	}
	if err := e.Migrate(ctx); !errors.Is(err, ErrNoCreate) {
		t.Fatalf("Migrate without CREATE = %v, want ErrNoCreate", err)
	}
}

// invalidIndexes lists the INVALID indexes on eval_candidates, by name.
func invalidIndexes(t *testing.T, url string) []string {
	t.Helper()
	var names []string
	if err := openURL(t, url, Options{}).pool.QueryRow(testCtx(t), `SELECT coalesce(array_agg(indexrelid::regclass::text ORDER BY 1), '{}')
		FROM pg_index WHERE indrelid = to_regclass('eval_candidates') AND NOT indisvalid`).Scan(&names); err != nil {
		t.Fatal(err)
	}
	return names
}

// holdSnapshot opens a transaction that holds a snapshot (as a long
// reader of modusbrain's would) until release is called: a CREATE INDEX
// CONCURRENTLY waits for it to end.
func holdSnapshot(t *testing.T, url string) (release func()) {
	t.Helper()
	ctx := testCtx(t)
	c, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.Exec(ctx, "BEGIN ISOLATION LEVEL REPEATABLE READ; SELECT 1"); err != nil {
		t.Fatal(err)
	}
	done := false
	release = func() {
		if !done {
			done = true
			_ = c.Close(context.Background())
		}
	}
	t.Cleanup(release)
	return release
}

// leaveInvalid runs a CREATE INDEX CONCURRENTLY that a statement_timeout
// cancels while it waits for an older snapshot: what an interrupted build
// leaves behind, an INVALID index.
func leaveInvalid(t *testing.T, url, create string) {
	t.Helper()
	ctx := testCtx(t)
	release := holdSnapshot(t, url)
	defer release()
	cfg, err := pgx.ParseConfig(url)
	if err != nil {
		t.Fatal(err)
	}
	cfg.RuntimeParams["statement_timeout"] = "100ms"
	c, err := pgx.ConnectConfig(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close(ctx)
	if _, err := c.Exec(ctx, create); store.SQLState(err) != "57014" {
		t.Fatalf("%s under a held snapshot: %v, want it cancelled", create, err)
	}
}

// A role whose statement_timeout (ALTER ROLE ... SET, meant for
// modusbrain's short queries) is shorter than the adoption's index build:
// the build runs on a session of its own with statement_timeout off, so it
// completes instead of being cancelled on every capture and leaving an
// INVALID unique index on modusbrain's table each time; the engine's
// pooled sessions keep the role's setting (no session-level SET leaked).
// The build here waits for a reader's snapshot instead of scanning a big
// table: the same long statement, without the big table.
func TestAdoptUnderRoleStatementTimeout(t *testing.T) {
	ctx := testCtx(t)
	url := testdb.New(t)
	mbURL, mb := testdb.NewRole(t, url, "NOSUPERUSER BYPASSRLS")
	testdb.GiveDatabase(t, url, mb)
	if err := testdb.NewBrain(ctx, mbURL, testdb.BrainM31, 3, 1); err != nil {
		t.Fatal(err)
	}
	sql(t, url, "ALTER ROLE "+ident(mb)+" SET statement_timeout = '200ms'")

	release := holdSnapshot(t, url)
	w := openURL(t, url, Options{})
	watched := make(chan struct{})
	go func() {
		// Let the build wait past the role's timeout (and past the
		// migration's lock_timeout, which is retried), then end the reader.
		defer close(watched)
		defer release()
		for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
			var waiting bool
			if err := w.pool.QueryRow(context.Background(), `SELECT EXISTS (SELECT 1 FROM pg_stat_activity
				WHERE usename = $1 AND query LIKE 'CREATE UNIQUE INDEX CONCURRENTLY%' AND wait_event_type = 'Lock')`, mb).
				Scan(&waiting); err != nil || waiting {
				break
			}
		}
		time.Sleep(500 * time.Millisecond)
	}()
	e := openURL(t, mbURL, Options{})
	err := e.Migrate(ctx)
	<-watched
	if err != nil {
		t.Fatalf("Migrate under the role's statement_timeout: %v", err)
	}
	if bad := invalidIndexes(t, url); len(bad) > 0 {
		t.Fatalf("INVALID indexes left on modusbrain's eval_candidates: %v", bad)
	}
	var timeout string
	if err := e.pool.QueryRow(ctx, "SHOW statement_timeout").Scan(&timeout); err != nil || timeout != "200ms" {
		t.Fatalf("the engine's pooled session has statement_timeout %q (%v), want the role's 200ms", timeout, err)
	}
	if err := e.InsertCandidates(ctx, []store.Candidate{validRow()}); err != nil {
		t.Fatalf("capture after the adoption: %v", err)
	}
	if err := testdb.ModusbrainStillWorks(ctx, mbURL, testdb.BrainM31); err != nil {
		t.Fatalf("modusbrain after the adoption: %v", err)
	}
}

// A statement_timeout in evalkit's own URL is the user's choice and stays,
// so the build can still be cancelled: the migration then drops the INVALID
// index it left on modusbrain's table rather than leave it there until the
// next run, and says which timeout it was.
func TestCancelledBuildLeavesNoInvalidIndex(t *testing.T) {
	ctx := testCtx(t)
	url := testdb.New(t)
	mbURL, mb := testdb.NewRole(t, url, "NOSUPERUSER BYPASSRLS")
	testdb.GiveDatabase(t, url, mb)
	if err := testdb.NewBrain(ctx, mbURL, testdb.BrainM31, 3, 1); err != nil {
		t.Fatal(err)
	}
	holdSnapshot(t, url)
	err := openURL(t, mbURL+"&statement_timeout=200", Options{}).Migrate(ctx)
	if store.SQLState(err) != "57014" || !strings.Contains(err.Error(), "evalkit's own URL sets statement_timeout") {
		t.Fatalf("Migrate with the URL's statement_timeout under a held snapshot: %v, want it cancelled, naming the URL's timeout", err)
	}
	if bad := invalidIndexes(t, url); len(bad) > 0 {
		t.Fatalf("INVALID indexes left on modusbrain's eval_candidates: %v", bad)
	}
}

// An INVALID index evalkit left (its name, on its table) is reported by
// CaptureAccess — what the doctor's writer check renders — and dropped and
// built again by the next migration; an INVALID index of modusbrain's on
// the same table is neither reported nor touched. Once the schema is
// current (capture does not migrate again), the fix is the SQL.
func TestInvalidEvalkitIndexIsReportedAndRebuilt(t *testing.T) {
	ctx := testCtx(t)
	url := testdb.New(t)
	mbURL, mb := testdb.NewRole(t, url, "NOSUPERUSER BYPASSRLS")
	testdb.GiveDatabase(t, url, mb)
	if err := testdb.NewBrain(ctx, mbURL, testdb.BrainLatest, 3, 1); err != nil {
		t.Fatal(err)
	}
	// An earlier capture's adoption, cut short after its column.
	sql(t, mbURL, "ALTER TABLE eval_candidates ADD COLUMN evalkit_delivery_key text")
	leaveInvalid(t, mbURL, deliveryKeyIndex.create(true))
	const theirs = "idx_eval_candidates_tool_name"
	leaveInvalid(t, mbURL, "CREATE INDEX CONCURRENTLY "+theirs+" ON eval_candidates (tool_name)")
	var theirOID uint32
	if err := openURL(t, url, Options{}).pool.QueryRow(ctx, "SELECT to_regclass($1)::oid", theirs).Scan(&theirOID); err != nil {
		t.Fatal(err)
	}

	e := openURL(t, mbURL, Options{})
	acc, err := e.CaptureAccess(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if !acc.Denied || !strings.Contains(acc.Why, deliveryKeyIndex.name+" is INVALID") || strings.Contains(acc.Why, theirs) ||
		!strings.Contains(acc.Fix, "eval-capture </dev/null") ||
		!strings.Contains(acc.Fix, "DROP INDEX CONCURRENTLY IF EXISTS public."+deliveryKeyIndex.name+";") || strings.Contains(acc.Fix, theirs) {
		t.Fatalf("CaptureAccess = %+v, want evalkit's INVALID index reported (not %s)", acc, theirs)
	}

	if err := e.Migrate(ctx); err != nil {
		t.Fatalf("Migrate: %v", err)
	}
	if bad := invalidIndexes(t, url); len(bad) != 1 || bad[0] != theirs {
		t.Fatalf("INVALID indexes after the migration: %v, want modusbrain's %s alone", bad, theirs)
	}
	var oid uint32
	if err := e.pool.QueryRow(ctx, "SELECT to_regclass($1)::oid", theirs).Scan(&oid); err != nil || oid != theirOID {
		t.Fatalf("modusbrain's index %s: oid %d (%v), want %d untouched", theirs, oid, err, theirOID)
	}
	if acc, err := e.CaptureAccess(ctx); err != nil || acc.Denied {
		t.Fatalf("CaptureAccess after the migration = %+v, %v", acc, err)
	}

	// After the adoption: reported with the SQL that rebuilds it.
	sql(t, mbURL, "DROP INDEX "+deliveryKeyIndex.name)
	leaveInvalid(t, mbURL, deliveryKeyIndex.create(true))
	acc, err = e.CaptureAccess(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if !acc.Denied || !strings.Contains(acc.Why, deliveryKeyIndex.name+" is INVALID") ||
		!strings.Contains(acc.Fix, "DROP INDEX CONCURRENTLY IF EXISTS public."+deliveryKeyIndex.name+";\n"+
			strings.Replace(strings.Replace(deliveryKeyIndex.create(true), " IF NOT EXISTS", "", 1), " ON eval_candidates ", " ON public.eval_candidates ", 1)+";") {
		t.Fatalf("CaptureAccess at the current version = %+v", acc)
	}
}
