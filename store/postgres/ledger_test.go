package postgres

import (
	"errors"
	"testing"

	"github.com/modusbrain/evalkit/internal/testdb"
	"github.com/modusbrain/evalkit/store"
)

// modusbrain's tables are in public; a schema named like its role comes
// first on the default search_path ("$user", public). The ledger goes
// beside the tables capture adopts, where a second capture role, set up
// with the grants the docs name, finds it: that role then captures
// without a migration of its own.
func TestLedgerBesideTheAdoptedTables(t *testing.T) {
	url := testdb.New(t)
	ctx := testCtx(t)
	mbURL, mb := testdb.NewRole(t, url, "")
	sql(t, url, "GRANT CREATE ON SCHEMA public TO "+ident(mb))
	if err := testdb.NewBrain(ctx, mbURL, testdb.BrainM31, 1, 0); err != nil {
		t.Fatal(err)
	}
	// Later, a schema of the role's own name.
	sql(t, url, "CREATE SCHEMA "+ident(mb)+" AUTHORIZATION "+ident(mb))
	e := openURL(t, mbURL, Options{})
	if err := e.Migrate(ctx); err != nil {
		t.Fatalf("Migrate as %s: %v", mb, err)
	}
	var where []string
	if err := e.pool.QueryRow(ctx, `SELECT array_agg(schemaname::text ORDER BY schemaname) FROM pg_tables
		WHERE tablename = 'eval_schema_migrations'`).Scan(&where); err != nil {
		t.Fatal(err)
	}
	if len(where) != 1 || where[0] != "public" {
		t.Fatalf("ledger in schema(s) %q, the adopted tables in public", where)
	}
	wURL, w := testdb.NewRole(t, url, "BYPASSRLS")
	sql(t, mbURL, "GRANT SELECT ON public.eval_schema_migrations TO "+ident(w),
		"GRANT SELECT, INSERT ON public.eval_candidates, public.eval_capture_failures TO "+ident(w),
		"GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO "+ident(w))
	ew := openURL(t, wURL, Options{})
	if err := ew.Migrate(ctx); err != nil {
		t.Fatalf("Migrate as the second capture role: %v", err)
	}
	if err := ew.InsertCandidates(ctx, []store.Candidate{validRow()}); err != nil {
		t.Fatal(err)
	}
}

// A ledger an earlier evalkit left in the "$user" schema, apart from the
// adopted tables, is not taken for theirs: the next capture as the owner
// makes the ledger beside the tables.
func TestLedgerApartFromTheTablesIsRepaired(t *testing.T) {
	url := testdb.New(t)
	ctx := testCtx(t)
	mbURL, mb := testdb.NewRole(t, url, "")
	sql(t, url, "GRANT CREATE ON SCHEMA public TO "+ident(mb))
	if err := testdb.NewBrain(ctx, mbURL, testdb.BrainM31, 1, 0); err != nil {
		t.Fatal(err)
	}
	// Later, a schema of the role's own name.
	sql(t, url, "CREATE SCHEMA "+ident(mb)+" AUTHORIZATION "+ident(mb))
	e := openURL(t, mbURL, Options{})
	if err := e.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	// As the earlier release left it.
	sql(t, mbURL, `DO $$ BEGIN IF to_regclass('public.eval_schema_migrations') IS NOT NULL THEN
		EXECUTE 'ALTER TABLE public.eval_schema_migrations SET SCHEMA ' || quote_ident(current_user); END IF; END $$`)
	e2 := openURL(t, mbURL, Options{})
	if err := e2.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	var v int
	if err := e2.pool.QueryRow(ctx, "SELECT max(version) FROM public.eval_schema_migrations").Scan(&v); err != nil || v != store.SchemaVersion {
		t.Fatalf("public.eval_schema_migrations: version %d, %v", v, err)
	}
}

// A ledger a newer evalkit wrote: Migrate refuses with the error every
// command words the same way (upgrade evalkit). Before, its fast path took
// any version at or above this build's as current, and capture wrote into
// tables whose changes it could not know.
func TestMigrateRefusesANewerLedger(t *testing.T) {
	url := testdb.New(t)
	ctx := testCtx(t)
	e := openURL(t, url, Options{})
	if err := e.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	sql(t, url, "INSERT INTO eval_schema_migrations (version) VALUES (99)")
	err := e.Migrate(ctx)
	var ne *store.NewerSchemaError
	if !errors.As(err, &ne) || ne.Version != 99 {
		t.Fatalf("Migrate over a version 99 ledger: %v; want a *store.NewerSchemaError", err)
	}
}
