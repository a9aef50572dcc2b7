package doctor

import (
	"context"
	"strings"
	"testing"

	"github.com/modusbrain/evalkit/internal/testdb"
	"github.com/modusbrain/evalkit/store"
	"github.com/modusbrain/evalkit/store/sqlite"
)

// The failures of reason other are broken down by the cause capture
// stored with them — the SQLSTATE, named as PostgreSQL names it, or the
// kind of loss — and never by their detail text.
func TestFailuresOtherByCause(t *testing.T) {
	m := newMachine(t)
	m.seedSQLite(nil)
	e, err := sqlite.Open(context.Background(), m.dbPath(), sqlite.Options{})
	if err != nil {
		t.Fatal(err)
	}
	at := fixedNow.Add(-1)
	other := func(state, detail string) store.Failure {
		return store.Failure{Reason: store.ReasonOther, SQLState: state, Detail: detail, CreatedAt: at}
	}
	if err := e.InsertFailures(context.Background(), []store.Failure{
		other("22003", "ERROR: integer out of range for jane@example.com"),
		other("22003", "ERROR: integer out of range"),
		other("2F005", "ERROR: a code this table does not name"),
		other("", store.DetailQueueFull+" (8192 events): event dropped"),
		other("", "storage engine panicked: boom"),
		{Reason: store.ReasonDBDown, SQLState: "08006", Detail: "down", CreatedAt: at},
	}); err != nil {
		t.Fatal(err)
	}
	e.Close()
	r := m.run(nil)
	c := wantStatus(t, r, CheckFailures, Warn, "6 capture failures")
	// Compared line by line, blanks collapsed: the columns follow the
	// longest reason.
	var lines []string
	for _, d := range c.Details {
		lines = append(lines, strings.Join(strings.Fields(d), " "))
	}
	got := strings.Join(lines, "\n")
	want := strings.Join([]string{
		"other 5 anything else; by the cause capture stored:",
		"2 SQLSTATE 22003 numeric_value_out_of_range (class 22: data exception): a number too large for its column (a brain's chunk ids, latency_ms, job_id and subagent_id are integer: at most 2147483647)",
		"1 no SQLSTATE: an error raised before the database answered (a value the driver could not send), or a storage engine that panicked",
		"1 capture's queue was full: events dropped before they reached the database (calls came faster than the database took rows)",
		"1 SQLSTATE 2F005 (class 2F: SQL routine exception)",
		"db_down 1 database unreachable or tables missing when capture ran",
	}, "\n")
	if got != want {
		t.Errorf("details:\n%s\nwant:\n%s", got, want)
	}
	if !strings.HasPrefix(c.Details[1], strings.Repeat(" ", len("db_down")+1)) {
		t.Errorf("a cause line %q is not indented under its reason", c.Details[1])
	}
	for _, never := range []string{"jane", "integer out of range", "boom", "8192"} {
		if strings.Contains(got, never) {
			t.Errorf("details quote a stored detail (%q):\n%s", never, got)
		}
	}
	var causes []any
	for _, br := range c.Data["by_reason"].([]any) {
		if b := br.(map[string]any); b["reason"] == "other" {
			causes, _ = b["causes"].([]any)
		} else if _, has := b["causes"]; has {
			t.Errorf("%v: causes on a reason other than other", b)
		}
	}
	if len(causes) != 4 {
		t.Fatalf("data causes %v; want 4", causes)
	}
	if first := causes[0].(map[string]any); first["sqlstate"] != "22003" || first["count"] != int64(2) ||
		first["condition"] != "numeric_value_out_of_range" || first["class"] != "data exception" || first["kind"] != "sqlstate" {
		t.Errorf("first cause %v", first)
	}
}

// A brain's table that evalkit has not adopted keeps only the reason
// (modusbrain's own rows): there is no cause to show, and other keeps its
// general meaning.
func TestFailuresOtherWithoutCausesKeepsItsMeaning(t *testing.T) {
	url := testdb.New(t)
	pgExec(t, url, testdb.ModusbrainSchema(testdb.BrainM31), "INSERT INTO eval_capture_failures (reason) VALUES ('other')")
	r := runPG(t, url, 0)
	c := wantStatus(t, r, CheckFailures, Warn, "1 capture failure")
	if got := strings.Join(c.Details, "\n"); !strings.Contains(got, reasonMeaning[store.ReasonOther]) || strings.Contains(got, "by the cause") {
		t.Errorf("details %q", got)
	}
}
