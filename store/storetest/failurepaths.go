package storetest

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/modusbrain/evalkit/store"
)

// RunFailurePaths runs contract checks for the unhappy paths callers rely
// on: a rejected batch leaves the caller's rows untouched (capture retries
// them one by one), a cancelled stream ends with the context's error and
// leaves the engine usable (eval-export on SIGINT), an inverted window is
// simply empty (a cursor ahead of the watermark), and the failure table
// takes whatever the lost event carried (an unknown tool name is exactly
// what a check_violation failure records). Engines call it beside Run.
func RunFailurePaths(t *testing.T, s Suite) {
	t.Helper()
	if s.Open == nil || s.SetCreatedAt == nil {
		t.Fatal("storetest: Suite.Open and Suite.SetCreatedAt are required")
	}
	for _, tc := range []struct {
		name string
		fn   func(*testing.T, Suite)
	}{
		{"RejectedBatchLeavesRowsUntouched", testRejectedBatchUntouched},
		{"CancelledStreamEndsWithContextError", testCancelledStream},
		{"InvertedWindowIsEmpty", testInvertedWindow},
		{"FailuresKeepWhatTheEventCarried", testFailureFreeText},
	} {
		t.Run(tc.name, func(t *testing.T) { tc.fn(t, s) })
	}
}

func testRejectedBatchUntouched(t *testing.T, s Suite) {
	e := migrated(t, s)
	batch := []store.Candidate{candidate(store.ToolQuery, "good"), candidate("bogus", "bad")}
	if err := e.InsertCandidates(ctxFor(t), batch); store.SQLState(err) != "23514" {
		t.Fatalf("batch with a bad row: %v, want SQLSTATE 23514", err)
	}
	for i, r := range batch {
		if r.ID != 0 || !r.CreatedAt.IsZero() {
			t.Errorf("row %d of a rejected batch got ID %d, CreatedAt %v; want them untouched", i, r.ID, r.CreatedAt)
		}
	}
}

func testCancelledStream(t *testing.T, s Suite) {
	e := migrated(t, s)
	const n = 3000
	rows := make([]store.Candidate, n)
	for i := range rows {
		rows[i] = candidate(store.ToolQuery, fmt.Sprint(i))
	}
	insert(t, e, rows...)
	ctx, cancel := context.WithCancel(ctxFor(t))
	defer cancel()
	calls := 0
	err := e.StreamCandidates(ctx, store.StreamQuery{Until: far}, func(*store.Candidate) error {
		calls++
		if calls == 10 {
			cancel()
		}
		return nil
	})
	if !errors.Is(err, context.Canceled) {
		t.Errorf("stream cancelled after 10 rows returned %v, want an error that is context.Canceled", err)
	}
	if calls == n {
		t.Errorf("stream delivered all %d rows despite the cancellation", n)
	}
	if got := stream(t, e, store.StreamQuery{}); len(got) != n {
		t.Fatalf("after a cancelled stream: %d rows, want %d", len(got), n)
	}
}

func testInvertedWindow(t *testing.T, s Suite) {
	e := migrated(t, s)
	rows := insert(t, e, candidate(store.ToolQuery, "a"), candidate(store.ToolSearch, "b"))
	at := rows[0].CreatedAt
	for _, w := range [][2]time.Time{{at.Add(time.Hour), at}, {far, at}, {at.Add(time.Microsecond), at.Add(-time.Microsecond)}} {
		if got := stream(t, e, store.StreamQuery{Since: &w[0], Until: w[1]}); len(got) != 0 {
			t.Errorf("window [%v, %v) gave %d rows, want none", w[0], w[1], len(got))
		}
	}
}

func testFailureFreeText(t *testing.T, s Suite) {
	e := migrated(t, s)
	ctx := ctxFor(t)
	rows := []store.Failure{
		{Reason: store.ReasonCheckViolation, ToolName: "browse", SQLState: "23514", Detail: "tool \"browse\" is not query|search"},
		{Reason: store.ReasonOther, ToolName: strings.Repeat("x", 300), Detail: "multi\nline — ünïcode 🦫"},
		{Reason: store.ReasonDBDown, SQLState: "08006", Detail: strings.Repeat("d", 10_000)},
	}
	if err := e.InsertFailures(ctx, rows); err != nil {
		t.Fatalf("InsertFailures: %v", err)
	}
	got, err := e.FailureCounts(ctx, time.Time{})
	if err != nil || len(got) != 3 {
		t.Fatalf("FailureCounts = %v, %v; want three reasons counted once", got, err)
	}
}
