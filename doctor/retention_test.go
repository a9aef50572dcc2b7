package doctor

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/modusbrain/evalkit/store"
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
