package doctor

import (
	"encoding/json"
	"strings"
	"testing"
)

const insertRow = "INSERT INTO eval_candidates (tool_name, query, vector_enabled, expansion_applied, latency_ms, remote, created_at) " +
	"VALUES ('query', 'q', false, false, 1, false, "

// A row stamped 'infinity' is still a row: activity must not say "nothing
// captured yet" beside rows: 2, and must say why it shows no age, and that
// no export window holds it.
func TestActivityWithAnInfiniteTimestamp(t *testing.T) {
	url := migratedPG(t)
	pgExec(t, url, insertRow+"now())", insertRow+"'infinity')")
	r := runPG(t, url, 0)
	c := wantStatus(t, r, CheckActivity, Warn, "2 rows dated in the last 24h or later", "newest row's timestamp is out of range (infinity): no export window will ever hold it")
	if !strings.Contains(c.Fix, "never exported") || strings.Contains(c.Fix, "once their date comes") {
		t.Errorf("activity fix %q; want it to say such a row is never exported (no date reaches infinity)", c.Fix)
	}
	if strings.Contains(c.Message, "nothing captured") || c.Data["rows"] != int64(2) || c.Data["newest_out_of_range"] != true {
		t.Fatalf("activity: %q %v", c.Message, c.Data)
	}
}

// A row dated hours ahead (a writer's clock was wrong) is in no export
// window until its date: activity warns and names the date, where it said
// "newest row in the future (clock skew?)" and ok. A few seconds ahead is
// the ordinary difference between two clocks.
func TestActivityWithARowDatedAhead(t *testing.T) {
	url := migratedPG(t)
	pgExec(t, url, insertRow+"now() + interval '5 seconds')")
	wantStatus(t, runPG(t, url, 0), CheckActivity, OK, "1 row captured in the last 24h")
	pgExec(t, url, insertRow+"now() + interval '3 hours')")
	c := wantStatus(t, runPG(t, url, 0), CheckActivity, Warn, "2 rows dated in the last 24h or later; the newest row is dated ", " ahead of the database's clock: rows dated ahead are in no export window until their date comes")
	if !strings.Contains(c.Message, "2h5") && !strings.Contains(c.Message, "3h0m") || !strings.Contains(c.Fix, "timedatectl") {
		t.Fatalf("activity: %q, fix %q", c.Message, c.Fix)
	}
}

// A row dated 9999-12-31, the last instant v1 carries, is a date too far
// ahead for an age, not an out-of-range timestamp (hostile 11, F11).
func TestActivityWithARowDatedInYear9999(t *testing.T) {
	url := migratedPG(t)
	pgExec(t, url, insertRow+"now())", insertRow+"'9999-12-31 23:59:59.999999+00')")
	c := wantStatus(t, runPG(t, url, 0), CheckActivity, Warn,
		"2 rows dated in the last 24h or later; the newest row is dated 9999-12-31T23:59:59Z, more than 290 years ahead of the database's clock: rows dated ahead are in no export window until their date comes")
	if strings.Contains(c.Message, "out of range") || !strings.Contains(c.Fix, "timedatectl") {
		t.Fatalf("activity: %q, fix %q", c.Message, c.Fix)
	}
}

// A row stamped before Christ is older than any duration Go can hold: the
// retention check says the timestamp is out of range instead of a
// saturated "106751d23h ago", and still suggests pruning.
func TestRetentionWithABCTimestamp(t *testing.T) {
	url := migratedPG(t)
	pgExec(t, url, insertRow+"'0044-03-15 00:00:00+00 BC')", insertRow+"now())")
	r := runPG(t, url, 0)
	c := wantStatus(t, r, CheckRetention, Warn, "oldest row's timestamp is out of range (-0043-03-15T00:00:00Z)")
	if strings.Contains(c.Message, "106751d") {
		t.Fatalf("retention: %q", c.Message)
	}
	tables := c.Data["tables"].([]any)
	if _, ok := tables[0].(map[string]any)["oldest_age_seconds"]; ok {
		t.Fatalf("an age for an out-of-range timestamp: %v", tables[0])
	}
}

// A huge value in the DB-plane config table is shown cut short, with its
// length, not printed whole (twice) into a megabyte report.
func TestDBConfigLongValueIsTruncated(t *testing.T) {
	url := migratedPG(t)
	pgExec(t, url, "CREATE TABLE config (key text PRIMARY KEY, value text NOT NULL)",
		"INSERT INTO config VALUES ('eval.capture', repeat('x', 1048576))")
	r := runPG(t, url, 0)
	text := RenderText(r, TextOptions{})
	b, err := RenderJSON(r, "test")
	if err != nil {
		t.Fatal(err)
	}
	if len(text) > 16<<10 || len(b) > 16<<10 {
		t.Fatalf("report sizes: text %d, JSON %d bytes", len(text), len(b))
	}
	wantStatus(t, r, CheckDBConfig, Warn, "(1048576 bytes)")
	var doc struct {
		Checks []struct {
			ID   string
			Data map[string]any
		}
	}
	if err := json.Unmarshal(b, &doc); err != nil {
		t.Fatal(err)
	}
	for _, ch := range doc.Checks {
		if ch.ID == CheckDBConfig {
			k := ch.Data["keys"].([]any)[0].(map[string]any)
			if k["value_bytes"] != float64(1048576) || len(k["value"].(string)) > 200 {
				t.Fatalf("db_config data: value_bytes %v, value %d bytes", k["value_bytes"], len(k["value"].(string)))
			}
		}
	}
}
