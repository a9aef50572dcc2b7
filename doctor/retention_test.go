package doctor

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/modusbrain/evalkit/store"
	"github.com/modusbrain/evalkit/store/postgres"
	"github.com/modusbrain/evalkit/store/sqlite"
)

func TestRetentionWithinThresholdIsOK(t *testing.T) {
	m := newMachine(t)
	m.seedSQLite(map[store.Reason][]time.Duration{store.ReasonOther: {89 * 24 * time.Hour, time.Hour}})
	c := wantStatus(t, m.run(nil), CheckRetention, OK, "eval_candidates: 0 rows", "eval_capture_failures: 2 rows", "oldest row 89d0h ago")
	if c.Fix != "" || c.Data["threshold_days"] != 90 {
		t.Fatalf("%+v", c)
	}
}

func TestRetentionSuggestsPruneBeyondThreshold(t *testing.T) {
	m := newMachine(t)
	m.seedSQLite(map[store.Reason][]time.Duration{store.ReasonDBDown: {91 * 24 * time.Hour}})
	old := fixedNow.Add(-200 * 24 * time.Hour).UnixMicro()
	execSQLite(t, m.dbPath(), fmt.Sprintf(`INSERT INTO eval_candidates (tool_name, query, vector_enabled, expansion_applied,
		latency_ms, remote, created_at) VALUES ('query', 'q', 1, 0, 1, 0, %d)`, old))
	c := wantStatus(t, m.run(nil), CheckRetention, Warn, "eval_candidates: 1 row,", "oldest row 200d0h ago", "(older than 90 days)")
	if !strings.Contains(c.Fix, "eval-prune --older-than 90d --dry-run") || !strings.Contains(c.Fix, "--cursor") {
		t.Fatalf("fix: %q", c.Fix)
	}
	tables := c.Data["tables"].([]any)
	first := tables[0].(map[string]any)
	if first["table"] != "eval_candidates" || first["rows"] != int64(1) || first["oldest_age_seconds"] != int64(200*24*3600) {
		t.Fatalf("data: %+v", first)
	}
}

func TestRetentionOnPostgresShowsSizes(t *testing.T) {
	url := migratedPG(t)
	pgExec(t, url, `INSERT INTO eval_candidates (tool_name, query, vector_enabled, expansion_applied, latency_ms, remote, created_at)
		VALUES ('search', 'q', true, false, 1, false, now() - interval '100 days')`)
	r := runPG(t, url, 24*time.Hour)
	c := wantStatus(t, r, CheckRetention, Warn, "eval_candidates: 1 row, ", " MB, oldest row 100d", "eval_capture_failures: 0 rows")
	if c.Data["tables"].([]any)[0].(map[string]any)["bytes"].(int64) <= 0 {
		t.Fatalf("%+v", c.Data)
	}
}

// A brain made read-only (maintenance) refuses every DELETE whatever the
// grants: the retention warning names that cause and its fix, not a prune
// that would fail.
func TestRetentionOnReadOnlyBrainNamesTheCause(t *testing.T) {
	url := migratedPG(t)
	pgExec(t, url, `INSERT INTO eval_candidates (tool_name, query, vector_enabled, expansion_applied, latency_ms, remote, created_at)
		VALUES ('search', 'q', true, false, 1, false, now() - interval '100 days')`,
		`DO $$ BEGIN EXECUTE format('ALTER DATABASE %I SET default_transaction_read_only = on', current_database()); END $$`)
	c := wantStatus(t, runPG(t, url, 24*time.Hour), CheckRetention, Warn, "(older than 90 days)")
	details := strings.Join(c.Details, "\n")
	if !strings.Contains(details, "would be refused: new sessions of database") ||
		!strings.Contains(c.Fix, "RESET default_transaction_read_only") || strings.Contains(c.Fix, "--dry-run") || c.Data["writes_denied"] != true {
		t.Fatalf("details %q\nfix %q", details, c.Fix)
	}
}

// After eval-prune deleted most rows the doctor says what is left, not the
// planner's stale estimate: the report said "about 200000 rows" when 2,879
// were left, and "about 3 rows" for a table of 50.
func TestRetentionAfterPruneOnPostgres(t *testing.T) {
	url := migratedPG(t)
	pgExec(t, url, `INSERT INTO eval_capture_failures (reason, ts)
		SELECT 'db_down', timestamptz '2024-01-01' + g * interval '1 second' FROM generate_series(1, 200000) g`,
		`INSERT INTO eval_candidates (tool_name, query, vector_enabled, expansion_applied, latency_ms, remote)
		SELECT 'query', 'q', false, false, 1, false FROM generate_series(1, 3)`,
		"ANALYZE eval_capture_failures", "ANALYZE eval_candidates",
		`INSERT INTO eval_candidates (tool_name, query, vector_enabled, expansion_applied, latency_ms, remote)
		SELECT 'query', 'q', false, false, 1, false FROM generate_series(1, 47)`)
	e, err := postgres.Open(pgCtx(t), url, postgres.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	bound := time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC).Add(197122 * time.Second)
	var from time.Time
	var deleted int64
	for {
		n, next, err := e.PruneBatch(pgCtx(t), store.TableFailures, from, bound, 50000)
		if err != nil {
			t.Fatal(err)
		}
		deleted += n
		if next.IsZero() {
			break
		}
		from = next
	}
	if deleted != 197121 {
		t.Fatalf("pruned %d rows, want 197121", deleted)
	}
	c := wantStatus(t, runPG(t, url, 24*time.Hour), CheckRetention, Warn,
		"eval_candidates: 50 rows, ", "eval_capture_failures: 2879 rows, ")
	if strings.Contains(c.Message, "about") {
		t.Fatalf("counts are exact for small tables: %s", c.Message)
	}
	for _, tbl := range c.Data["tables"].([]any) {
		if m := tbl.(map[string]any); m["rows_exact"] != true {
			t.Fatalf("data: %+v", m)
		}
	}
}

// SQLite counts exactly, before and after a prune.
func TestRetentionAfterPruneOnSQLite(t *testing.T) {
	m := newMachine(t)
	ages := make([]time.Duration, 50)
	for i := range ages {
		ages[i] = time.Duration(i+1) * time.Hour
	}
	m.seedSQLite(map[store.Reason][]time.Duration{store.ReasonOther: ages})
	wantStatus(t, m.run(nil), CheckRetention, OK, "eval_capture_failures: 50 rows")
	e, err := sqlite.Open(context.Background(), m.dbPath(), sqlite.Options{})
	if err != nil {
		t.Fatal(err)
	}
	n, _, err := e.PruneBatch(context.Background(), store.TableFailures, time.Time{}, fixedNow.Add(-3*time.Hour-time.Minute), 1000)
	e.Close()
	if err != nil || n != 47 {
		t.Fatalf("pruned %d, %v; want 47", n, err)
	}
	wantStatus(t, m.run(nil), CheckRetention, OK, "eval_capture_failures: 3 rows")
}
