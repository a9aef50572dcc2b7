package postgres

import (
	"context"
	"errors"
	"math/rand/v2"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/modusbrain/evalkit/internal/testdb"
	"github.com/modusbrain/evalkit/store"
)

// columnTypes lists a table's columns as "name type [not null]", in order.
func columnTypes(t *testing.T, url, table string) []string {
	t.Helper()
	ctx := testCtx(t)
	c, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close(ctx)
	rows, err := c.Query(ctx, `SELECT attname || ' ' || format_type(atttypid, atttypmod) || CASE WHEN attnotnull THEN ' not null' ELSE '' END
		FROM pg_attribute WHERE attrelid = $1::text::regclass AND attnum > 0 AND NOT attisdropped ORDER BY attnum`, table)
	if err != nil {
		t.Fatal(err)
	}
	got, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		t.Fatal(err)
	}
	return got
}

// The tables evalkit creates have modusbrain's column types (migration 31,
// MODUSBRAIN.md): integer ids, latencies and job ids, integer[] chunk ids.
// Wider types would turn modusbrain's own numbers into strings in its Node
// readers, and its migration would not correct them (CREATE TABLE IF NOT
// EXISTS).
func TestCreatedTablesHaveModusbrainTypes(t *testing.T) {
	mb := testdb.New(t)
	sql(t, mb, testdb.ModusbrainMigration31)
	_, ek := openMigrated(t)
	for _, table := range []string{"eval_candidates", "eval_capture_failures"} {
		have := map[string]string{}
		for _, col := range columnTypes(t, ek, table) {
			have[strings.Fields(col)[0]] = col
		}
		for _, want := range columnTypes(t, mb, table) {
			name := strings.Fields(want)[0]
			if got := have[name]; got != want {
				t.Errorf("%s: evalkit created %q, modusbrain's migration 31 creates %q", table, got, want)
			}
		}
	}
}

// modusbrainRow is one of modusbrain's INSERTs that its own table accepts
// and evalkit's writer never makes.
type modusbrainRow struct {
	what    string
	slugs   []*string
	chunks  []*int32
	sources []*string
	latency int32
}

func ptr[T any](v T) *T { return &v }

var oddModusbrainRows = []modusbrainRow{
	{"negative latency", []*string{ptr("a")}, []*int32{ptr(int32(1))}, []*string{ptr("wiki")}, -2},
	{"NULL slug", []*string{ptr("a"), nil}, []*int32{ptr(int32(1))}, []*string{}, 5},
	{"NULL chunk id", []*string{ptr("a")}, []*int32{ptr(int32(1)), nil}, []*string{}, 5},
	{"NULL source id", []*string{ptr("a")}, []*int32{ptr(int32(1))}, []*string{ptr("wiki"), nil}, 5},
}

// insertOddRows runs modusbrain's INSERT for every odd row and returns the
// first error.
func insertOddRows(t *testing.T, url string) error {
	t.Helper()
	ctx := testCtx(t)
	c, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close(ctx)
	for _, r := range oddModusbrainRows {
		if _, err := c.Exec(ctx, testdb.ModusbrainInsertCandidate, "search", r.what, r.slugs, r.chunks, r.sources,
			nil, nil, nil, false, false, r.latency, false, nil, nil); err != nil {
			return errors.New(r.what + ": " + err.Error())
		}
	}
	return nil
}

// Tables evalkit creates accept every row modusbrain's own table accepts:
// its writer loses none of them as check_violation. evalkit still reads
// them (its export cleans such values in rows it did not write).
func TestCreatedTablesAcceptModusbrainInserts(t *testing.T) {
	e, url := openMigrated(t)
	if err := insertOddRows(t, url); err != nil {
		t.Fatalf("modusbrain's INSERT into a table evalkit created: %v", err)
	}
	if got := streamAll(t, e); len(got) != len(oddModusbrainRows) {
		t.Fatalf("evalkit reads %d rows, want %d", len(got), len(oddModusbrainRows))
	}
}

// Tables an earlier evalkit created (bigint columns, its own CHECKs) are
// not retyped, but the CHECKs evalkit itself added, matched by name and
// definition, are dropped so modusbrain's INSERTs succeed there too. A
// constraint of the same name that says something else is not evalkit's
// and stays. evalkit reads and writes the bigint tables as before.
func TestMigrationDropsEvalkitsOwnChecks(t *testing.T) {
	fixture, err := os.ReadFile("testdata/evalkit_v1.sql")
	if err != nil {
		t.Fatal(err)
	}
	e, url := openFresh(t, Options{})
	sql(t, url, string(fixture))
	// Not evalkit's: same name as one of its CHECKs, another rule.
	sql(t, url, `ALTER TABLE eval_candidates DROP CONSTRAINT eval_candidates_source_ids_check`,
		`ALTER TABLE eval_candidates ADD CONSTRAINT eval_candidates_source_ids_check CHECK (cardinality(source_ids) < 100)`)
	if err := insertOddRows(t, url); err == nil {
		t.Fatal("the v1 fixture accepted modusbrain's odd rows before the migration; the test shows nothing")
	}
	if err := e.Migrate(testCtx(t)); err != nil {
		t.Fatalf("Migrate: %v", err)
	}
	if err := insertOddRows(t, url); err != nil {
		t.Fatalf("modusbrain's INSERT after the migration: %v", err)
	}
	var kept []string
	ctx := testCtx(t)
	c, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close(ctx)
	rows, _ := c.Query(ctx, `SELECT conname || ' ' || pg_get_constraintdef(oid) FROM pg_constraint
		WHERE conrelid = 'eval_candidates'::regclass AND contype = 'c' ORDER BY conname`)
	kept, err = pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"eval_candidates_detail_check CHECK ((detail = ANY (ARRAY['low'::text, 'medium'::text, 'high'::text])))",
		"eval_candidates_detail_resolved_check CHECK ((detail_resolved = ANY (ARRAY['low'::text, 'medium'::text, 'high'::text])))",
		"eval_candidates_query_check CHECK ((char_length(query) <= 51200))",
		"eval_candidates_source_ids_check CHECK ((cardinality(source_ids) < 100))",
		"eval_candidates_tool_name_check CHECK ((tool_name = ANY (ARRAY['query'::text, 'search'::text])))",
	}
	if strings.Join(kept, "\n") != strings.Join(want, "\n") {
		t.Errorf("CHECKs after the migration:\n%s\nwant:\n%s", strings.Join(kept, "\n"), strings.Join(want, "\n"))
	}
	if got := columnTypes(t, url, "eval_candidates"); got[0] != "id bigint not null" || got[11] != "latency_ms bigint not null" {
		t.Errorf("the migration retyped evalkit's v1 columns: %v", got)
	}
	rowsIn := []store.Candidate{{ToolName: "query", Query: "after", RetrievedSlugs: []string{"s"},
		RetrievedChunkIDs: []int64{1 << 40}, SourceIDs: []string{}, LatencyMS: 1 << 33, DeliveryKey: "k1"}}
	if err := e.InsertCandidates(ctx, rowsIn); err != nil {
		t.Fatalf("evalkit's insert into its bigint table: %v", err)
	}
	if got := streamAll(t, e); len(got) != len(oddModusbrainRows)+1 || got[0].RetrievedChunkIDs[0] != 1<<40 || got[0].LatencyMS != 1<<33 {
		t.Fatalf("evalkit reads back %+v", got[0])
	}
}

// locksWaiting counts the ungranted lock requests of other sessions on
// eval_candidates.
func locksWaiting(ctx context.Context, c *pgx.Conn, app string) (int, error) {
	var n int
	err := c.QueryRow(ctx, `SELECT count(*) FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
		WHERE NOT l.granted AND l.relation = to_regclass('eval_candidates') AND ($1 = '' OR a.application_name = $1)`, app).Scan(&n)
	return n, err
}

// Adopting a brain takes its ACCESS EXCLUSIVE lock with a short
// lock_timeout: behind a long reader of eval_candidates the migration
// gives up (ErrSchemaBusy, 55P03, which capture spools on) instead of
// queueing, so modusbrain's INSERTs, queued behind evalkit's request for
// at most that timeout, commit while the reader still holds its lock.
func TestMigrationDoesNotQueueModusbrainWriters(t *testing.T) {
	url := testdb.New(t)
	ctx := testCtx(t)
	if err := testdb.NewBrain(ctx, url, testdb.BrainM31, 3, 0); err != nil {
		t.Fatal(err)
	}
	e := openURL(t, url, Options{ApplicationName: "evalkit-migrate-test"})
	e.migrateTries = 3

	reader := beginOn(t, url)
	if _, err := reader.Exec(ctx, "SELECT count(*) FROM eval_candidates"); err != nil {
		t.Fatal(err)
	}
	watch, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer watch.Close(ctx)

	// The guard ends a migration that would wait for the reader forever
	// (the behaviour this test rules out) so the test fails instead of
	// hanging.
	mctx, cancel := context.WithTimeout(ctx, 20*time.Second)
	defer cancel()
	migrated := make(chan error, 1)
	go func() { migrated <- e.Migrate(mctx) }()
	// evalkit's ALTER is queued behind the reader.
	for {
		n, err := locksWaiting(ctx, watch, "evalkit-migrate-test")
		if err != nil {
			t.Fatal(err)
		}
		if n > 0 {
			break
		}
		select {
		case err := <-migrated:
			t.Fatalf("Migrate returned before it queued for the lock: %v", err)
		case <-time.After(10 * time.Millisecond):
		}
	}
	inserted := make(chan error, 1)
	go func() {
		c, err := pgx.Connect(ctx, url)
		if err != nil {
			inserted <- err
			return
		}
		defer c.Close(context.Background())
		_, err = c.Exec(mctx, testdb.ModusbrainInsertCandidate, testdb.ModusbrainCall(rand.New(rand.NewPCG(1, 2)), 0)...)
		inserted <- err
	}()

	err = <-migrated
	if !errors.Is(err, ErrSchemaBusy) || store.SQLState(err) != "55P03" {
		t.Fatalf("Migrate behind a long reader: %v; want ErrSchemaBusy with SQLSTATE 55P03", err)
	}
	// The reader still holds its lock; modusbrain's INSERT is through.
	if err := <-inserted; err != nil {
		t.Fatalf("modusbrain's INSERT while the reader held its lock: %v", err)
	}
	if n, err := locksWaiting(ctx, watch, ""); err != nil || n != 0 {
		t.Fatalf("%d lock requests still wait on eval_candidates (%v)", n, err)
	}
	if v, err := e.SchemaVersion(ctx); err != nil || v != 0 {
		t.Fatalf("SchemaVersion after giving up = %d, %v; want 0", v, err)
	}

	if err := reader.Rollback(ctx); err != nil {
		t.Fatal(err)
	}
	if err := e.Migrate(ctx); err != nil {
		t.Fatalf("Migrate once the reader ended: %v", err)
	}
	if err := testdb.ModusbrainStillWorks(ctx, url, testdb.BrainM31); err != nil {
		t.Fatal(err)
	}
}

// A concurrent index build that was interrupted leaves an INVALID index;
// the next migration drops and rebuilds it rather than take its name for
// a finished index (the insert's ON CONFLICT needs a valid one).
func TestMigrationRebuildsAnInvalidIndex(t *testing.T) {
	url := testdb.New(t)
	ctx := testCtx(t)
	if err := testdb.NewBrain(ctx, url, testdb.BrainM31, 2, 0); err != nil {
		t.Fatal(err)
	}
	// An interrupted build, made the one way SQL can: a concurrent unique
	// build that fails on duplicates leaves its index INVALID.
	sql(t, url, `ALTER TABLE eval_candidates ADD COLUMN evalkit_delivery_key text`,
		`UPDATE eval_candidates SET evalkit_delivery_key = 'dup'`)
	c, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close(ctx)
	if _, err := c.Exec(ctx, deliveryKeyIndex.create(true)); err == nil {
		t.Fatal("the unique build over duplicates succeeded")
	}
	sql(t, url, `UPDATE eval_candidates SET evalkit_delivery_key = NULL`)

	e := openURL(t, url, Options{})
	if err := e.Migrate(ctx); err != nil {
		t.Fatalf("Migrate: %v", err)
	}
	var valid bool
	if err := c.QueryRow(ctx, "SELECT indisvalid FROM pg_index WHERE indexrelid = to_regclass($1)", deliveryKeyIndex.name).Scan(&valid); err != nil || !valid {
		t.Fatalf("%s valid = %v, %v", deliveryKeyIndex.name, valid, err)
	}
	row := []store.Candidate{{ToolName: "query", Query: "q", RetrievedSlugs: []string{}, RetrievedChunkIDs: []int64{},
		SourceIDs: []string{}, DeliveryKey: "k"}}
	if err := e.InsertCandidates(ctx, row); err != nil {
		t.Fatalf("InsertCandidates: %v", err)
	}
}

// A table of an earlier release already at the current version (v2: bigint
// columns, evalkit's CHECKs) gets those CHECKs dropped by the next Migrate
// of a role with the owner's rights. Another role's Migrate leaves them
// and still succeeds (capture must start), and Schema names them for the
// doctor.
func TestCurrentSchemaDropsStaleChecksAsOwner(t *testing.T) {
	fixture, err := os.ReadFile("testdata/evalkit_v1.sql")
	if err != nil {
		t.Fatal(err)
	}
	e, url := openFresh(t, Options{})
	// The v1 fixture brought to version 2 as the release before this one
	// did, CHECKs and all.
	sql(t, url, string(fixture), failuresTsFromV1, evalkitColumns, deliveryKeyIndex.create(false), failuresIndex.create(false),
		`INSERT INTO eval_schema_migrations (version) VALUES (2)`)
	if err := insertOddRows(t, url); err == nil {
		t.Fatal("the v2 table accepted modusbrain's odd rows; the test shows nothing")
	}

	roleURL, role := testdb.NewRole(t, url, "BYPASSRLS")
	sql(t, url, "GRANT SELECT, INSERT ON eval_candidates, eval_capture_failures, eval_schema_migrations TO "+ident(role))
	other := openURL(t, roleURL, Options{})
	if err := other.Migrate(testCtx(t)); err != nil {
		t.Fatalf("Migrate as a role that does not own the table: %v", err)
	}
	si, err := other.Schema(testCtx(t))
	if err != nil || len(si.StaleChecks) != 4 {
		t.Fatalf("Schema().StaleChecks = %v, %v; want evalkit's four", si.StaleChecks, err)
	}

	if err := e.Migrate(testCtx(t)); err != nil {
		t.Fatalf("Migrate as the owner: %v", err)
	}
	if err := insertOddRows(t, url); err != nil {
		t.Fatalf("modusbrain's INSERT after the owner's Migrate: %v", err)
	}
	if si, err := e.Schema(testCtx(t)); err != nil || len(si.StaleChecks) != 0 {
		t.Fatalf("Schema().StaleChecks = %v, %v; want none", si.StaleChecks, err)
	}
}

// On modusbrain's own table (a serial id, not evalkit's identity), CHECKs
// with the names and rules of those an earlier evalkit added were put there
// by modusbrain or its DBA: adopting the brain leaves them.
func TestMigrationKeepsModusbrainsChecksOfTheSameName(t *testing.T) {
	ctx := testCtx(t)
	url := testdb.New(t)
	if err := testdb.NewBrain(ctx, url, testdb.BrainM31, 0, 0); err != nil {
		t.Fatal(err)
	}
	sql(t, url, `ALTER TABLE eval_candidates ADD CONSTRAINT eval_candidates_latency_ms_check CHECK (latency_ms >= 0)`,
		`ALTER TABLE eval_candidates ADD CONSTRAINT eval_candidates_source_ids_check CHECK (array_position(source_ids, NULL) IS NULL)`)
	e := openURL(t, url, Options{})
	if err := e.Migrate(ctx); err != nil {
		t.Fatalf("Migrate: %v", err)
	}
	if err := e.Migrate(ctx); err != nil { // a current schema looks for stale CHECKs again
		t.Fatalf("second Migrate: %v", err)
	}
	var n int
	c, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close(ctx)
	if err := c.QueryRow(ctx, `SELECT count(*) FROM pg_constraint WHERE conrelid = 'eval_candidates'::regclass
		AND conname IN ('eval_candidates_latency_ms_check', 'eval_candidates_source_ids_check')`).Scan(&n); err != nil {
		t.Fatal(err)
	}
	if n != 2 {
		t.Fatalf("%d of modusbrain's 2 CHECKs left after evalkit adopted the brain", n)
	}
}

// Capture processes that start together on a brain evalkit has not adopted
// all adopt it: one builds the indexes CONCURRENTLY while the others wait
// for the migration lock without holding a snapshot, which the build would
// otherwise wait for until its lock_timeout (every try, so that most of
// them gave up and spooled). Within one process, the writer's and the
// drainer's Migrate take turns.
func TestConcurrentFirstMigrationsAllSucceed(t *testing.T) {
	url := testdb.New(t)
	ctx := testCtx(t)
	if err := testdb.NewBrain(ctx, url, testdb.BrainM31, 50, 0); err != nil {
		t.Fatal(err)
	}
	engines := make([]*Engine, 4)
	for i := range engines {
		engines[i] = openURL(t, url, Options{})
	}
	// The first engine twice: the same process's writer and drainer.
	calls := append(engines, engines[0])
	errs := make(chan error, len(calls))
	for _, e := range calls {
		go func() { errs <- e.Migrate(ctx) }()
	}
	for range calls {
		if err := <-errs; err != nil {
			t.Errorf("Migrate: %v", err)
		}
	}
	if v, err := engines[1].SchemaVersion(ctx); err != nil || v != store.SchemaVersion {
		t.Fatalf("schema version %d, %v", v, err)
	}
}
