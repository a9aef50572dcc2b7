package doctor

import (
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"

	"github.com/modusbrain/evalkit/internal/testdb"
	"github.com/modusbrain/evalkit/store/postgres"
)

// probe8 #3: two brains in one database, alice's in public and bob's in
// schema b, chosen by bob's role. bob's eval tables were left to the
// superuser and his failures table was dropped. The SQL bob's doctor
// prints names schema b, so that run as printed in a superuser's session
// (whose search_path finds alice's tables first) it mends bob's brain and
// leaves alice's alone. Before, the names were bare and the owner fix
// gave alice's tables to bob.
func TestPostgresPrintedSQLNamesTheSchema(t *testing.T) {
	url := testdb.New(t)
	aliceURL, alice := testdb.NewRole(t, url, "NOSUPERUSER BYPASSRLS")
	bobURL, bob := testdb.NewRole(t, url, "NOSUPERUSER BYPASSRLS")
	db, su := pgScan[string](t, url, "SELECT current_database()::text"), currentUser(t, url)
	id := func(s string) string { return pgx.Identifier{s}.Sanitize() }
	pgExec(t, url, "CREATE SCHEMA b AUTHORIZATION "+id(bob), "GRANT CREATE ON SCHEMA public TO "+id(alice),
		"ALTER ROLE "+id(bob)+" IN DATABASE "+id(db)+" SET search_path = b")
	pgExec(t, aliceURL, testdb.ModusbrainMigration31)
	e, err := postgres.Open(pgCtx(t), bobURL, postgres.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	if err := e.Migrate(pgCtx(t)); err != nil {
		t.Fatal(err)
	}
	pgExec(t, url, "DROP TABLE b.eval_capture_failures",
		"ALTER TABLE b.eval_candidates OWNER TO "+id(su), "ALTER TABLE b.eval_schema_migrations OWNER TO "+id(su),
		"GRANT SELECT, INSERT ON b.eval_candidates TO "+id(bob), "GRANT SELECT ON b.eval_schema_migrations TO "+id(bob))

	r := runPG(t, bobURL, 0)
	f := wantStatus(t, r, CheckFailures, Warn, "eval_capture_failures does not exist")
	if !strings.Contains(f.Fix, "CREATE TABLE IF NOT EXISTS b.eval_capture_failures (") ||
		!strings.Contains(f.Fix, "ALTER TABLE b.eval_capture_failures ADD COLUMN IF NOT EXISTS tool_name") {
		t.Fatalf("failures fix does not name schema b:\n%s", f.Fix)
	}
	o := wantStatus(t, r, CheckOwner, Warn, "eval_candidates (owner "+su+")")
	for _, want := range []string{"ALTER TABLE b.eval_candidates OWNER TO " + id(bob) + ";", "ALTER TABLE b.eval_schema_migrations OWNER TO " + id(bob) + ";"} {
		if !strings.Contains(o.Fix, want) {
			t.Fatalf("owner fix does not say %q:\n%s", want, o.Fix)
		}
	}

	// Run as printed in the superuser's session: the owner fix, then the
	// failures table (as its owner, bob, now).
	pgExec(t, url, strings.Split(strings.TrimPrefix(o.Fix, "as a superuser:\n"), "\n")...)
	c, err := pgx.Connect(pgCtx(t), url)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close(pgCtx(t))
	if _, err := c.Exec(pgCtx(t), "SET ROLE "+id(bob)); err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(f.Fix, "\n") {
		if strings.HasPrefix(line, "CREATE ") || strings.HasPrefix(line, "ALTER ") {
			if _, err := c.Exec(pgCtx(t), line); err != nil {
				t.Fatalf("%s: %v", line, err)
			}
		}
	}
	for rel, want := range map[string]string{"public.eval_candidates": alice, "public.eval_capture_failures": alice,
		"b.eval_candidates": bob, "b.eval_capture_failures": bob, "b.eval_schema_migrations": bob} {
		if got := pgScan[string](t, url, "SELECT pg_get_userbyid(relowner)::text FROM pg_class WHERE oid = '"+rel+"'::regclass"); got != want {
			t.Errorf("%s belongs to %s, want %s", rel, got, want)
		}
	}
	if err := testdb.ModusbrainStillWorks(pgCtx(t), aliceURL, testdb.BrainLatest); err != nil {
		t.Fatalf("alice's modusbrain after bob's fixes: %v", err)
	}
	r = runPG(t, bobURL, 0)
	wantStatus(t, r, CheckOwner, OK, "may alter and index every eval table")
	wantStatus(t, r, CheckFailures, OK, "")
}
