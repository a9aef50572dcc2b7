package doctor

import (
	"context"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"

	"github.com/modusbrain/evalkit/configplane"
	"github.com/modusbrain/evalkit/internal/testdb"
	"github.com/modusbrain/evalkit/store"
)

// runCapturingAs runs the doctor with capture on, against roleURL.
func runCapturingAs(t *testing.T, roleURL string) *Report {
	t.Helper()
	m := newMachine(t)
	m.env[configplane.EnvDatabaseURL] = roleURL
	m.env[configplane.EnvContributorMode] = "1"
	return Run(pgCtx(t), Options{Settings: m.settings(), LookupEnv: m.lookup})
}

// modusbrain's role made its tables, then lost CREATE on the schema (its
// runtime needs only DML). Capture's adoption must create the ledger and
// an index there, so it would fail on every run: the writer check warns,
// naming the schema and the GRANT, where it said "can write here".
func TestPostgresWriterNeedsCreateOnTheSchemaToAdopt(t *testing.T) {
	url := testdb.New(t)
	mbURL, mb := testdb.NewRole(t, url, "NOSUPERUSER BYPASSRLS")
	id := pgx.Identifier{mb}.Sanitize()
	pgExec(t, url, "GRANT CREATE ON SCHEMA public TO "+id)
	if err := testdb.NewBrain(pgCtx(t), mbURL, testdb.BrainLatest, 2, 0); err != nil {
		t.Fatal(err)
	}
	pgExec(t, url, "REVOKE CREATE ON SCHEMA public FROM "+id)

	r := runCapturingAs(t, mbURL)
	c := wantStatus(t, r, CheckWriter, Warn, "no CREATE privilege on schema public", "eval_schema_migrations")
	if !strings.Contains(c.Fix, "GRANT CREATE ON SCHEMA public TO "+id+";") {
		t.Fatalf("writer fix = %q", c.Fix)
	}
	if r.Status() == OK {
		t.Fatalf("report is ok while capture would fail:\n%s", RenderText(r, TextOptions{}))
	}
}

// A capture's index build cut short left evalkit's unique index INVALID on
// modusbrain's table: the writer check warns and says how to clear it.
func TestPostgresWriterReportsInvalidEvalkitIndex(t *testing.T) {
	url := testdb.New(t)
	mbURL, mb := testdb.NewRole(t, url, "NOSUPERUSER BYPASSRLS")
	testdb.GiveDatabase(t, url, mb)
	ctx := pgCtx(t)
	if err := testdb.NewBrain(ctx, mbURL, testdb.BrainLatest, 2, 0); err != nil {
		t.Fatal(err)
	}
	pgExec(t, mbURL, "ALTER TABLE eval_candidates ADD COLUMN evalkit_delivery_key text")
	// A reader's snapshot makes the build wait; a statement_timeout
	// cancels it there, as a role's did before evalkit turned it off.
	reader, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer reader.Close(context.Background())
	if _, err := reader.Exec(ctx, "BEGIN ISOLATION LEVEL REPEATABLE READ; SELECT 1"); err != nil {
		t.Fatal(err)
	}
	cfg, err := pgx.ParseConfig(mbURL)
	if err != nil {
		t.Fatal(err)
	}
	cfg.RuntimeParams["statement_timeout"] = "100ms"
	c, err := pgx.ConnectConfig(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close(context.Background())
	const build = "CREATE UNIQUE INDEX CONCURRENTLY eval_candidates_evalkit_delivery_key_idx ON eval_candidates (evalkit_delivery_key) WHERE evalkit_delivery_key IS NOT NULL"
	if _, err := c.Exec(ctx, build); store.SQLState(err) != "57014" {
		t.Fatalf("build under a held snapshot: %v, want it cancelled", err)
	}
	if err := reader.Close(ctx); err != nil {
		t.Fatal(err)
	}

	r := runCapturingAs(t, mbURL)
	w := wantStatus(t, r, CheckWriter, Warn, "eval_candidates_evalkit_delivery_key_idx is INVALID")
	if !strings.Contains(w.Fix, "eval-capture </dev/null") || !strings.Contains(w.Fix, "DROP INDEX CONCURRENTLY IF EXISTS public.eval_candidates_evalkit_delivery_key_idx;") {
		t.Fatalf("writer fix = %q", w.Fix)
	}
}
