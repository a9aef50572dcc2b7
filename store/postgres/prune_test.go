package postgres

import (
	"errors"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/modusbrain/evalkit/internal/testdb"
	"github.com/modusbrain/evalkit/store"
	"github.com/modusbrain/evalkit/store/storetest"
)

func TestPruneContract(t *testing.T) {
	storetest.RunPrune(t, storetest.Suite{
		Open: func(t *testing.T) store.Engine {
			e, url := openFresh(t, Options{})
			urls[e] = url
			return e
		},
		SetCreatedAt: func(t *testing.T, e store.Engine, id int64, at time.Time) {
			t.Helper()
			setCreatedAt(t, urls[e.(*Engine)], id, at)
		},
	})
}

func count(t *testing.T, e *Engine, q string) int64 {
	t.Helper()
	var n int64
	if err := e.pool.QueryRow(testCtx(t), q).Scan(&n); err != nil {
		t.Fatalf("%s: %v", q, err)
	}
	return n
}

// pruneAll runs batches until one deletes nothing.
func pruneAll(t *testing.T, p store.Pruner, table string, before time.Time, limit int) int64 {
	t.Helper()
	var total int64
	var from time.Time
	for {
		n, next, err := p.PruneBatch(testCtx(t), table, from, before, limit)
		if err != nil {
			t.Fatalf("PruneBatch(%s): %v", table, err)
		}
		total += n
		if next.IsZero() {
			return total
		}
		from = next
	}
}

// A brain modusbrain made and evalkit never adopted: pruning works on its
// tables (failures by ts) without migrating, and modusbrain still works.
func TestPruneUnadoptedBrain(t *testing.T) {
	ctx := testCtx(t)
	url := testdb.New(t)
	if err := testdb.NewBrain(ctx, url, testdb.BrainLatest, 300, 7); err != nil {
		t.Fatal(err)
	}
	sql(t, url, `UPDATE eval_candidates SET created_at = '2020-01-01'::timestamptz + id * interval '1 minute'`,
		`UPDATE eval_capture_failures SET ts = '2020-01-01'::timestamptz + id * interval '1 hour'`)
	before := time.Date(2020, 1, 1, 2, 0, 0, 0, time.UTC) // candidates 1..119, failures 1
	catalog, err := testdb.ModusbrainCatalog(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	e := openURL(t, url, Options{})
	for table, want := range map[string]int64{store.TableCandidates: 119, store.TableFailures: 1} {
		if n, err := e.CountBefore(ctx, table, before); err != nil || n != want {
			t.Fatalf("CountBefore(%s) = %d, %v; want %d", table, n, err, want)
		}
		if n := pruneAll(t, e, table, before, 50); n != want {
			t.Fatalf("pruned %d of %s, want %d", n, table, want)
		}
	}
	if n := count(t, e, "SELECT count(*) FROM eval_candidates WHERE id < 120"); n != 0 {
		t.Fatalf("%d old candidates left", n)
	}
	if n := count(t, e, "SELECT count(*) FROM eval_candidates"); n != 181 {
		t.Fatalf("%d candidates left, want 181", n)
	}
	if v, err := e.SchemaVersion(ctx); err != nil || v != 0 {
		t.Fatalf("SchemaVersion after pruning = %d, %v; pruning must not adopt the brain", v, err)
	}
	if after, err := testdb.ModusbrainCatalog(ctx, url); err != nil || after != catalog {
		t.Fatalf("pruning changed the brain's catalogue (%v):\n%s\nwas\n%s", err, after, catalog)
	}
	if err := testdb.ModusbrainStillWorks(ctx, url, testdb.BrainLatest); err != nil {
		t.Fatal(err)
	}
}

// An evalkit version 1 failures table (created_at, no ts) that no writer
// has migrated yet is aged by created_at.
func TestPruneEvalkitV1Failures(t *testing.T) {
	v1, err := os.ReadFile("testdata/evalkit_v1.sql")
	if err != nil {
		t.Fatal(err)
	}
	url := testdb.New(t)
	sql(t, url, string(v1),
		`INSERT INTO eval_capture_failures (reason, detail, created_at) VALUES ('db_down', 'old', '2026-03-01 12:00:00Z')`,
		`INSERT INTO eval_capture_failures (reason, detail) VALUES ('other', 'recent')`)
	e := openURL(t, url, Options{})
	before := time.Date(2026, 3, 2, 0, 0, 0, 0, time.UTC)
	if n := pruneAll(t, e, store.TableFailures, before, 10); n != 1 {
		t.Fatalf("pruned %d, want 1", n)
	}
	if n := count(t, e, "SELECT count(*) FROM eval_capture_failures WHERE detail = 'recent'"); n != 1 {
		t.Fatal("the recent failure was pruned")
	}
}

// A role that row-level security filters would count zero and delete
// nothing: both methods say so instead.
func TestPruneRefusesFilteredRole(t *testing.T) {
	admin, url := openMigrated(t)
	if err := admin.InsertCandidates(testCtx(t), []store.Candidate{validRow()}); err != nil {
		t.Fatal(err)
	}
	roleURL, role := testdb.NewRole(t, url, "NOSUPERUSER NOBYPASSRLS")
	sql(t, url, "GRANT SELECT, DELETE ON eval_candidates, eval_capture_failures TO "+ident(role))
	e := openURL(t, roleURL, Options{})
	for _, table := range store.Tables {
		if _, err := e.CountBefore(testCtx(t), table, farFuture); !errors.Is(err, store.ErrRowSecurity) || !strings.Contains(err.Error(), role) {
			t.Errorf("CountBefore(%s) as %s: %v, want ErrRowSecurity naming the role", table, role, err)
		}
		if _, _, err := e.PruneBatch(testCtx(t), table, time.Time{}, farFuture, 10); !errors.Is(err, store.ErrRowSecurity) {
			t.Errorf("PruneBatch(%s) as %s: %v, want ErrRowSecurity", table, role, err)
		}
	}
	if n := count(t, admin, "SELECT count(*) FROM eval_candidates"); n != 1 {
		t.Fatalf("%d rows left, want 1", n)
	}
}

func TestTableStats(t *testing.T) {
	e, url := openMigrated(t)
	ctx := testCtx(t)
	rows := []store.Candidate{validRow(), validRow(), validRow()}
	if err := e.InsertCandidates(ctx, rows); err != nil {
		t.Fatal(err)
	}
	old := time.Date(2021, 6, 1, 0, 0, 0, 0, time.UTC)
	setCreatedAt(t, url, rows[1].ID, old)
	stats, err := e.TableStats(ctx)
	if err != nil || len(stats) != 2 {
		t.Fatalf("TableStats = %+v, %v", stats, err)
	}
	c, f := stats[0], stats[1]
	if c.Table != store.TableCandidates || c.Rows != 3 || !c.Exact || c.Bytes <= 0 || !c.Oldest.Equal(old) {
		t.Errorf("candidates: %+v", c)
	}
	if f.Table != store.TableFailures || f.Rows != 0 || !f.Oldest.IsZero() {
		t.Errorf("failures: %+v", f)
	}
	sql(t, url, "ANALYZE eval_candidates")
	if stats, err = e.TableStats(ctx); err != nil || stats[0].Rows != 3 || !stats[0].Exact {
		t.Fatalf("after ANALYZE: %+v, %v; want the exact count of a small table", stats, err)
	}
}

// The planner's estimate goes stale both ways: a prune leaves reltuples at
// the old size until the next ANALYZE, and a table analyzed when small
// keeps its tiny estimate while it grows. TableStats counts what it can
// (up to exactRowsUpTo rows) rather than repeat it.
func TestTableStatsAreNotStale(t *testing.T) {
	e, url := openMigrated(t)
	ctx := testCtx(t)
	sql(t, url, `INSERT INTO eval_capture_failures (reason, ts)
		SELECT 'db_down', timestamptz '2024-01-01' + g * interval '1 second' FROM generate_series(1, 200000) g`)
	sql(t, url, "ANALYZE eval_capture_failures")
	// Keep the newest 2,879, as eval-prune did in the report.
	bound := time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC).Add(197121*time.Second + time.Second)
	if n := pruneAll(t, e, store.TableFailures, bound, 50000); n != 197121 {
		t.Fatalf("pruned %d, want 197121", n)
	}
	if n := count(t, e, "SELECT count(*) FROM eval_capture_failures"); n != 2879 {
		t.Fatalf("%d failure rows left, want 2879", n)
	}
	// Small, then grown past its estimate: 3 rows analyzed, 50 now.
	sql(t, url, `INSERT INTO eval_candidates (tool_name, query, vector_enabled, expansion_applied, latency_ms, remote)
		SELECT 'query', 'q', false, false, 1, false FROM generate_series(1, 3)`)
	sql(t, url, "ANALYZE eval_candidates")
	sql(t, url, `INSERT INTO eval_candidates (tool_name, query, vector_enabled, expansion_applied, latency_ms, remote)
		SELECT 'query', 'q', false, false, 1, false FROM generate_series(1, 47)`)

	stats, err := e.TableStats(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if c := stats[0]; c.Rows != 50 || !c.Exact {
		t.Errorf("candidates: %+v, want exactly 50", c)
	}
	if f := stats[1]; f.Rows != 2879 || !f.Exact {
		t.Errorf("failures: %+v, want exactly 2879", f)
	}
}

// Past the count's limit the figure is an estimate, never below what was
// counted, and never said to be exact.
func TestTableStatsBeyondTheCountLimit(t *testing.T) {
	e, url := openMigrated(t)
	ctx := testCtx(t)
	sql(t, url, `INSERT INTO eval_capture_failures (reason) SELECT 'other' FROM generate_series(1, 3)`)
	sql(t, url, "ANALYZE eval_capture_failures") // reltuples 3: stale from here on
	sql(t, url, `INSERT INTO eval_capture_failures (reason) SELECT 'other' FROM generate_series(1, 120000)`)
	stats, err := e.TableStats(ctx)
	if err != nil {
		t.Fatal(err)
	}
	f := stats[1]
	if f.Exact || f.Rows <= exactRowsUpTo {
		t.Fatalf("failures: %+v, want an estimate above %d", f, exactRowsUpTo)
	}
}

// Rows another writer stamped -infinity, or exactly 0001-01-01T00:00:00Z,
// more of them than a batch holds, are pruned like any others: the zero
// time that starts a run cannot stand for them, so they go in one batch.
func TestPruneBottomTies(t *testing.T) {
	ctx := testCtx(t)
	url := testdb.New(t)
	if err := testdb.NewBrain(ctx, url, testdb.BrainLatest, 12, 0); err != nil {
		t.Fatal(err)
	}
	sql(t, url, `UPDATE eval_candidates SET created_at = CASE WHEN id <= 3 THEN '-infinity'::timestamptz
		WHEN id <= 6 THEN '0001-01-01 00:00:00+00'::timestamptz ELSE '2001-01-01'::timestamptz END`)
	e := openURL(t, url, Options{})
	before := time.Date(2020, 1, 1, 0, 0, 0, 0, time.UTC)
	if n := pruneAll(t, e, store.TableCandidates, before, 2); n != 12 {
		t.Fatalf("pruned %d rows, want 12", n)
	}
	// Rows stamped BC first, then a tie at 0001-01-01T00:00:00Z that a
	// batch's range ends on.
	if err := testdb.NewBrain(ctx, url, testdb.BrainLatest, 12, 0); err != nil {
		t.Fatal(err)
	}
	sql(t, url, `UPDATE eval_candidates c SET created_at = CASE WHEN r.n <= 3 THEN '0100-01-01 00:00:00+00 BC'::timestamptz
		WHEN r.n <= 6 THEN '0001-01-01 00:00:00+00'::timestamptz ELSE '2001-01-01'::timestamptz END
		FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM eval_candidates) r WHERE r.id = c.id`)
	if n := count(t, e, "SELECT count(*) FROM eval_candidates WHERE created_at < '0001-01-01 00:00:00+00'"); n != 3 {
		t.Fatalf("%d rows stamped BC, want 3", n)
	}
	if n, err := e.CountBefore(ctx, store.TableCandidates, before); err != nil || n != 12 {
		t.Fatalf("CountBefore = %d, %v; want 12", n, err)
	}
	if n := pruneAll(t, e, store.TableCandidates, before, 2); n != 12 {
		t.Fatalf("pruned %d rows, want 12", n)
	}
	if n := count(t, e, "SELECT count(*) FROM eval_candidates"); n != 0 {
		t.Fatalf("%d rows left, want none", n)
	}
}
