package sqlite

import (
	"strings"
	"testing"
)

// queryPlan returns SQLite's plan for stmt, one detail per line.
func queryPlan(t *testing.T, e *Engine, stmt string, args ...any) string {
	t.Helper()
	rows, err := e.db.Query("EXPLAIN QUERY PLAN "+stmt, args...)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var b strings.Builder
	for rows.Next() {
		var id, parent, unused int
		var detail string
		if err := rows.Scan(&id, &parent, &unused, &detail); err != nil {
			t.Fatal(err)
		}
		b.WriteString(detail + "\n")
	}
	return b.String()
}

// The export streams in index order: no sort step, which would read the
// whole window before the first row comes out.
func TestStreamPlanNeedsNoSort(t *testing.T) {
	e, _ := openTemp(t)
	plan := queryPlan(t, e, streamCandidates, 0, 1, "query", -1)
	if !strings.Contains(plan, "eval_candidates_created_at_idx") || strings.Contains(plan, "TEMP B-TREE") {
		t.Errorf("stream plan:\n%s\nwant the created_at index and no sort", plan)
	}
	plan = queryPlan(t, e, `SELECT reason, count(*) FROM eval_capture_failures WHERE created_at >= ? GROUP BY reason`, 0)
	if !strings.Contains(plan, "COVERING INDEX eval_capture_failures_created_at_idx") {
		t.Errorf("failure counts plan:\n%s\nwant the covering created_at index", plan)
	}
}

// Every write and watermark reads the newest stamp below a bound: one seek
// in the created_at index, never a scan of the table.
func TestNewestStampPlanSeeksTheIndex(t *testing.T) {
	e, _ := openTemp(t)
	plan := queryPlan(t, e, newestStampQuery, 0)
	if !strings.Contains(plan, "SEARCH eval_candidates USING COVERING INDEX eval_candidates_created_at_idx (created_at<?)") {
		t.Errorf("newest stamp plan:\n%s\nwant a search of the covering created_at index", plan)
	}
}
