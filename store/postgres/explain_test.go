package postgres

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/modusbrain/evalkit/store"
)

// explain returns the plan of query with since bound as the engine binds it.
func explain(t *testing.T, url, query string, since time.Time) string {
	t.Helper()
	ctx := testCtx(t)
	c, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close(ctx)
	rows, err := c.Query(ctx, "EXPLAIN "+query, sinceArg(since))
	if err != nil {
		t.Fatal(err)
	}
	lines, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		t.Fatal(err)
	}
	return strings.Join(lines, "\n")
}

// The doctor's questions stay cheap however much history the tables hold:
// with 1,000,000 rows older than the window and a few hundred inside it,
// both counts are index range scans, never sequential scans.
func TestWindowCountsUseTheIndexes(t *testing.T) {
	e, url := openMigrated(t)
	sql(t, url,
		`INSERT INTO eval_capture_failures (reason, tool_name, detail, ts)
		 SELECT (ARRAY['db_down','rls_reject','check_violation','scrubber_exception','other'])[1 + g % 5], 'query', 'old',
		        now() - interval '30 days' - g * interval '1 second'
		 FROM generate_series(1, 1000000) g`,
		`INSERT INTO eval_capture_failures (reason, detail, ts)
		 SELECT 'db_down', 'recent', now() - g * interval '1 minute' FROM generate_series(1, 300) g`,
		`INSERT INTO eval_candidates (tool_name, query, vector_enabled, expansion_applied, latency_ms, remote, created_at)
		 SELECT 'query', 'q', true, false, 1, false, now() - interval '30 days' - g * interval '1 second'
		 FROM generate_series(1, 100000) g`,
		`INSERT INTO eval_candidates (tool_name, query, vector_enabled, expansion_applied, latency_ms, remote)
		 SELECT 'search', 'q', true, false, 1, false FROM generate_series(1, 300)`,
		// What autovacuum would do after a bulk load; the test must not depend
		// on when it runs.
		"VACUUM ANALYZE eval_capture_failures",
		"VACUUM ANALYZE eval_candidates",
	)
	since := time.Now().Add(-24 * time.Hour)
	for _, c := range []struct {
		name, query, index string
	}{
		{"failure counts", fmt.Sprintf(failureCountsSQL, "ts"), "eval_capture_failures_ts_idx"},
		{"candidate activity", activitySQL, "eval_candidates_created_at_idx"},
	} {
		plan := explain(t, url, c.query, since)
		t.Logf("%s:\n%s", c.name, plan)
		if strings.Contains(plan, "Seq Scan") || !strings.Contains(plan, c.index) {
			t.Errorf("%s: plan does not range-scan %s:\n%s", c.name, c.index, plan)
		}
	}
	// And the answers are right.
	got, err := e.FailureCounts(testCtx(t), since)
	if err != nil || len(got) != 1 || got[0] != (store.FailureCount{Reason: store.ReasonDBDown, Count: 300}) {
		t.Fatalf("FailureCounts = %v, %v; want 300 db_down", got, err)
	}
	a, err := e.CandidateActivity(testCtx(t), since)
	if err != nil || a.Rows != 300 {
		t.Fatalf("CandidateActivity = %+v, %v; want 300 rows", a, err)
	}
}

// The export's ORDER BY is served by the index, so rows start flowing
// without a sort of the whole window.
func TestStreamOrderUsesTheIndex(t *testing.T) {
	_, url := openMigrated(t)
	sql(t, url,
		`INSERT INTO eval_candidates (tool_name, query, vector_enabled, expansion_applied, latency_ms, remote, created_at)
		 SELECT 'query', 'q', true, false, 1, false, now() - g * interval '1 second' FROM generate_series(1, 100000) g`,
		"VACUUM ANALYZE eval_candidates")
	q, _, _ := streamStatement(store.StreamQuery{Since: func() *time.Time { t := time.Now().Add(-time.Hour); return &t }(), Until: time.Now(), Limit: 10})
	ctx := testCtx(t)
	c, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close(ctx)
	rows, err := c.Query(ctx, "EXPLAIN "+q, time.Now(), time.Now().Add(-time.Hour), int64(10))
	if err != nil {
		t.Fatal(err)
	}
	lines, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		t.Fatal(err)
	}
	plan := strings.Join(lines, "\n")
	if strings.Contains(plan, "Sort") || !strings.Contains(plan, "eval_candidates_created_at_idx") {
		t.Errorf("stream plan sorts or skips the index:\n%s", plan)
	}
}
