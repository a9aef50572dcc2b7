package storetest

import (
	"slices"
	"testing"
	"time"

	"github.com/modusbrain/evalkit/store"
)

// testFailureCauses: the failure rows of a reason in a window, counted by
// the SQLSTATE stored with them, or by what kind of loss they were when
// they hold none — never reading a detail text out.
func testFailureCauses(t *testing.T, s Suite) {
	e := migrated(t, s)
	fc, ok := e.(store.FailureCauser)
	if !ok {
		t.Fatalf("%T does not implement store.FailureCauser", e)
	}
	ctx := ctxFor(t)
	if got, err := fc.FailureCauses(ctx, time.Time{}, store.ReasonOther); err != nil || len(got) != 0 {
		t.Fatalf("FailureCauses on an empty table = %v, %v; want none", got, err)
	}
	now := time.Now().UTC()
	old := now.Add(-48 * time.Hour)
	other := func(n int, state, detail string, at time.Time) []store.Failure {
		out := make([]store.Failure, n)
		for i := range out {
			out[i] = store.Failure{Reason: store.ReasonOther, ToolName: store.ToolQuery, SQLState: state, Detail: detail, CreatedAt: at}
		}
		return out
	}
	var rows []store.Failure
	rows = append(rows, other(3, "22003", "postgres insert candidates: ERROR: integer out of range (SQLSTATE 22003)", time.Time{})...)
	rows = append(rows, other(2, "", store.DetailQueueFull+" (8192 events): event dropped", time.Time{})...)
	rows = append(rows, other(1, "", "storage engine panicked: boom", time.Time{})...)
	rows = append(rows, other(1, "x'; --", "a writer's own code, not a SQLSTATE", time.Time{})...)
	rows = append(rows, other(1, "", "", time.Time{})...)
	rows = append(rows, other(1, "42703", "column missing", time.Time{})...)
	rows = append(rows, other(4, "22021", "old", old)...) // outside the window
	rows = append(rows, store.Failure{Reason: store.ReasonDBDown, SQLState: "08006", Detail: "down"})
	if err := e.InsertFailures(ctx, rows); err != nil {
		t.Fatalf("InsertFailures: %v", err)
	}
	got, err := fc.FailureCauses(ctx, now.Add(-24*time.Hour), store.ReasonOther)
	if err != nil {
		t.Fatalf("FailureCauses: %v", err)
	}
	want := []store.FailureCause{
		{Kind: store.CauseSQLState, SQLState: "22003", Count: 3},
		{Kind: store.CauseNoSQLState, Count: 2},
		{Kind: store.CauseQueueFull, Count: 2},
		// Neither a SQLSTATE nor a detail (SQLite stores a missing detail
		// as "", PostgreSQL as NULL: the same).
		{Kind: store.CauseUnrecorded, Count: 1},
		{Kind: store.CauseSQLState, SQLState: "42703", Count: 1},
	}
	if !slices.Equal(got, want) {
		t.Errorf("FailureCauses(24h, other) = %v, want %v (most frequent first, ties by SQLSTATE then kind)", got, want)
	}
	if got, err := fc.FailureCauses(ctx, time.Time{}, store.ReasonDBDown); err != nil ||
		!slices.Equal(got, []store.FailureCause{{Kind: store.CauseSQLState, SQLState: "08006", Count: 1}}) {
		t.Errorf("FailureCauses(all, db_down) = %v, %v", got, err)
	}
}
