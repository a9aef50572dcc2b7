package doctor

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/modusbrain/evalkit/configplane"
	"github.com/modusbrain/evalkit/internal/testdb"
	"github.com/modusbrain/evalkit/store"
	"github.com/modusbrain/evalkit/store/postgres"
)

func pgCtx(t *testing.T) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	t.Cleanup(cancel)
	return ctx
}

func pgExec(t *testing.T, url string, stmts ...string) {
	t.Helper()
	ctx := pgCtx(t)
	c, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close(ctx)
	for _, s := range stmts {
		if _, err := c.Exec(ctx, s); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
	}
}

func pgInt(t *testing.T, url, query string) int64 {
	t.Helper()
	return pgScan[int64](t, url, query)
}

// pgScan is the one value query returns.
func pgScan[T any](t *testing.T, url, query string) T {
	t.Helper()
	ctx := pgCtx(t)
	c, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close(ctx)
	var v T
	if err := c.QueryRow(ctx, query).Scan(&v); err != nil {
		t.Fatalf("%s: %v", query, err)
	}
	return v
}

// migratedPG is a fresh PostgreSQL database with the eval schema, migrated
// by its superuser (as a writer would).
func migratedPG(t *testing.T) string {
	t.Helper()
	url := testdb.New(t)
	e, err := postgres.Open(pgCtx(t), url, postgres.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	if err := e.Migrate(pgCtx(t)); err != nil {
		t.Fatal(err)
	}
	return url
}

// runPG runs the doctor, with its default read-only opener, against url.
func runPG(t *testing.T, url string, window time.Duration) *Report {
	t.Helper()
	m := newMachine(t)
	m.env[configplane.EnvDatabaseURL] = url
	return Run(pgCtx(t), Options{Settings: m.settings(), LookupEnv: m.lookup, Window: window})
}

func TestPostgresFreshDatabaseStaysUntouched(t *testing.T) {
	url := testdb.New(t)
	r := runPG(t, url, 0)
	wantStatus(t, r, CheckDatabase, OK, "reachable, no eval schema yet")
	wantStatus(t, r, CheckFailures, OK, "nothing captured yet")
	wantStatus(t, r, CheckRLS, OK, "nothing captured yet")
	wantStatus(t, r, CheckActivity, OK, "nothing captured yet")
	wantStatus(t, r, CheckDBConfig, OK)
	if r.Status() != OK {
		t.Fatalf("%s\n%s", r.Status(), RenderText(r, TextOptions{}))
	}
	if n := pgInt(t, url, "SELECT count(*) FROM pg_class WHERE relnamespace = 'public'::regnamespace"); n != 0 {
		t.Fatalf("the doctor created %d relations in a database it only reads", n)
	}
}

func TestPostgresFailuresAndDBPlaneKeys(t *testing.T) {
	url := migratedPG(t)
	pgExec(t, url,
		`INSERT INTO eval_capture_failures (reason, ts)
		 SELECT (ARRAY['rls_reject','db_down','db_down','other'])[1 + g % 4], now() - g * interval '1 minute'
		 FROM generate_series(1, 40) g`, // 10 rls_reject, 20 db_down, 10 other
		`INSERT INTO eval_capture_failures (reason, ts)
		 SELECT 'check_violation', now() - interval '2 days' - g * interval '1 minute' FROM generate_series(1, 99) g`,
		`CREATE TABLE config (key text PRIMARY KEY, value text)`,
		`INSERT INTO config VALUES ('eval.capture', 'false'), ('brain.name', 'x')`)
	r := runPG(t, url, 0)
	c := wantStatus(t, r, CheckFailures, Warn, "40 capture failures in the last 24h")
	if len(c.Details) != 3 || !strings.HasPrefix(c.Details[0], "db_down") || !strings.Contains(c.Details[0], " 20 ") ||
		!strings.HasPrefix(c.Details[1], "rls_reject") || !strings.HasPrefix(c.Details[2], "other") { // ties: enum order
		t.Fatalf("breakdown %q", c.Details)
	}
	wantStatus(t, r, CheckDBConfig, Warn, "eval.capture=false in the database's config table is ignored")
	wantStatus(t, r, CheckRLS, OK)
	wantStatus(t, r, CheckDatabase, OK, "reachable, schema version 2")
}

// TestPostgresRLSDeniedRoleWarns: a role RLS shuts out reads an empty
// eval_capture_failures without an error, so on its own the failure count
// would say "none". The rls check must say why that is not to be trusted.
func TestPostgresRLSDeniedRoleWarns(t *testing.T) {
	url := migratedPG(t)
	pgExec(t, url, `INSERT INTO eval_capture_failures (reason) SELECT 'rls_reject' FROM generate_series(1, 7)`)
	roleURL, role := testdb.NewRole(t, url, "NOSUPERUSER NOBYPASSRLS")
	pgExec(t, url, "GRANT SELECT ON eval_schema_migrations, eval_candidates, eval_capture_failures TO "+pgx.Identifier{role}.Sanitize())

	r := runPG(t, roleURL, 0)
	// The blind spot itself: the role sees no failures at all...
	wantStatus(t, r, CheckFailures, OK, "no capture failures")
	// ...and the doctor says why that count cannot be trusted.
	c := wantStatus(t, r, CheckRLS, Warn, "row-level security hides every row of eval_capture_failures from role "+role,
		"capture inserts as this role are almost certainly failing too")
	if !strings.Contains(c.Fix, "ALTER ROLE "+pgx.Identifier{role}.Sanitize()+" BYPASSRLS") {
		t.Fatalf("fix %q", c.Fix)
	}
	if r.Status() != Warn {
		t.Fatalf("status %s\n%s", r.Status(), RenderText(r, TextOptions{}))
	}
	text := RenderText(r, TextOptions{})
	if pw := strings.TrimPrefix(strings.SplitN(strings.SplitN(roleURL, "@", 2)[0], "://", 2)[1], role+":"); strings.Contains(text, pw) {
		t.Fatalf("role password in output:\n%s", text)
	}

	// The superuser sees the 7 rows the role could not.
	wantStatus(t, runPG(t, url, 0), CheckFailures, Warn, "7 capture failures in the last 24h")
}

// failureIndexQuery is store/postgres's FailureCounts statement with the
// window bound inlined (EXPLAIN takes no parameters). If the engine's
// statement changes, TestPostgresFailureCountReadsTheIndex's statistics half
// still checks the real one.
const failureIndexQuery = `SELECT reason, count(*) FROM eval_capture_failures
	WHERE ts >= now() - interval '24 hours' GROUP BY reason ORDER BY count(*) DESC, reason`

// TestPostgresFailureCountReadsTheIndex: 1,000,000 failures older than the
// window and 300 inside it; the doctor's count must come from the
// ts index, not a scan of the table.
func TestPostgresFailureCountReadsTheIndex(t *testing.T) {
	url := migratedPG(t)
	pgExec(t, url,
		`INSERT INTO eval_capture_failures (reason, ts)
		 SELECT (ARRAY['db_down','rls_reject','check_violation','scrubber_exception','other'])[1 + g % 5],
		        now() - interval '2 days' - g * interval '1 second'
		 FROM generate_series(1, 1000000) g`,
		`INSERT INTO eval_capture_failures (reason, ts)
		 SELECT (ARRAY['db_down','other','db_down'])[1 + g % 3], now() - g * interval '1 minute'
		 FROM generate_series(1, 300) g`,
		`ANALYZE eval_capture_failures`)

	// 1. The plan: an index (only) scan on the ts index, no Seq Scan.
	ctx := pgCtx(t)
	c, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	rows, err := c.Query(ctx, "EXPLAIN "+failureIndexQuery)
	if err != nil {
		t.Fatal(err)
	}
	plan, err := pgx.CollectRows(rows, pgx.RowTo[string])
	c.Close(ctx)
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Join(plan, "\n")
	t.Logf("plan:\n%s", text)
	if strings.Contains(text, "Seq Scan") || !strings.Contains(text, "Index") ||
		!strings.Contains(text, "eval_capture_failures_ts_idx") {
		t.Fatalf("the failure count does not come from the ts index:\n%s", text)
	}

	// 2. The doctor's real run: the table's scan statistics move on the
	// index side only. Statistics are flushed when the doctor's backend
	// exits (Run closes its engine), so wait for them to appear.
	const statsQuery = `SELECT coalesce(seq_scan, 0) * 1000000000 + coalesce(idx_scan, 0)
		FROM pg_stat_user_tables WHERE relname = 'eval_capture_failures'`
	before := pgInt(t, url, statsQuery)
	r := runPG(t, url, 0)
	wantStatus(t, r, CheckFailures, Warn, "300 capture failures in the last 24h")
	after := before
	for deadline := time.Now().Add(30 * time.Second); after == before && time.Now().Before(deadline); {
		time.Sleep(100 * time.Millisecond)
		after = pgInt(t, url, statsQuery)
	}
	seqBefore, idxBefore := before/1000000000, before%1000000000
	seqAfter, idxAfter := after/1000000000, after%1000000000
	if seqAfter != seqBefore || idxAfter <= idxBefore {
		t.Fatalf("doctor run: seq_scan %d -> %d, idx_scan %d -> %d; want index scans only", seqBefore, seqAfter, idxBefore, idxAfter)
	}
}

// TestOpenReadOnlyCannotWrite: the doctor's default opener gives sessions
// that refuse writes, so no check can write even by mistake.
func TestOpenReadOnlyCannotWrite(t *testing.T) {
	url := migratedPG(t)
	eng, err := OpenReadOnly(pgCtx(t), configplane.Target{Engine: configplane.EnginePostgres, URL: url})
	if err != nil {
		t.Fatal(err)
	}
	defer eng.Close()
	pg, ok := eng.(*postgres.Engine)
	if !ok {
		t.Fatalf("OpenReadOnly gave %T", eng)
	}
	_, err = pg.Pool().Exec(pgCtx(t), "CREATE TABLE doctor_was_here (x int)")
	if code := store.SQLState(err); code != "25006" { // read_only_sql_transaction
		t.Fatalf("write through the doctor's engine: err %v (SQLSTATE %q), want 25006", err, code)
	}
	if err := eng.Migrate(pgCtx(t)); err == nil {
		t.Fatal("Migrate succeeded on the doctor's engine")
	}
}
