package storetest

import (
	"slices"
	"testing"
	"time"

	"github.com/modusbrain/evalkit/store"
)

func failures(reason store.Reason, n int, at time.Time) []store.Failure {
	out := make([]store.Failure, n)
	for i := range out {
		out[i] = store.Failure{Reason: reason, ToolName: store.ToolQuery, SQLState: "08006", Detail: "boom", CreatedAt: at}
	}
	return out
}

func fc(r store.Reason, n int64) store.FailureCount { return store.FailureCount{Reason: r, Count: n} }

func testFailureCounts(t *testing.T, s Suite) {
	e := migrated(t, s)
	ctx := ctxFor(t)
	if got, err := e.FailureCounts(ctx, time.Time{}); err != nil || len(got) != 0 {
		t.Fatalf("FailureCounts on an empty table = %v, %v; want none", got, err)
	}
	now := time.Now().UTC()
	old := now.Add(-48 * time.Hour)
	edge := now.Add(-24 * time.Hour).Truncate(time.Millisecond)
	var rows []store.Failure
	// Recent rows leave CreatedAt zero: the engine stamps them.
	rows = append(rows, failures(store.ReasonDBDown, 3, time.Time{})...)
	rows = append(rows, failures(store.ReasonRLSReject, 1, time.Time{})...)
	rows = append(rows, failures(store.ReasonCheckViolation, 1, time.Time{})...)
	rows = append(rows, failures(store.ReasonCheckViolation, 1, edge)...) // exactly at since: inside
	rows = append(rows, failures(store.ReasonOther, 2, time.Time{})...)
	rows = append(rows, failures(store.ReasonScrubberException, 5, old)...)
	rows = append(rows, failures(store.ReasonDBDown, 4, old)...)
	// Optional fields empty (stored as NULL).
	rows = append(rows, store.Failure{Reason: store.ReasonOther, CreatedAt: old})
	if err := e.InsertFailures(ctx, rows); err != nil {
		t.Fatalf("InsertFailures: %v", err)
	}
	cases := []struct {
		name  string
		since time.Time
		want  []store.FailureCount
	}{
		{"last 24h, ties by reason name", edge, []store.FailureCount{
			fc(store.ReasonDBDown, 3), fc(store.ReasonCheckViolation, 2), fc(store.ReasonOther, 2), fc(store.ReasonRLSReject, 1),
		}},
		{"everything", time.Time{}, []store.FailureCount{
			fc(store.ReasonDBDown, 7), fc(store.ReasonScrubberException, 5), fc(store.ReasonOther, 3),
			fc(store.ReasonCheckViolation, 2), fc(store.ReasonRLSReject, 1),
		}},
		{"future", now.Add(time.Hour), nil},
	}
	for _, c := range cases {
		got, err := e.FailureCounts(ctx, c.since)
		if err != nil {
			t.Fatalf("%s: FailureCounts: %v", c.name, err)
		}
		if !slices.Equal(got, c.want) && !(len(got) == 0 && len(c.want) == 0) {
			t.Errorf("%s: FailureCounts = %v, want %v (most frequent first)", c.name, got, c.want)
		}
	}
}

func testFailureCheck(t *testing.T, s Suite) {
	e := migrated(t, s)
	ctx := ctxFor(t)
	err := e.InsertFailures(ctx, []store.Failure{{Reason: store.ReasonOther}, {Reason: "bogus"}})
	if got := store.SQLState(err); got != "23514" {
		t.Fatalf("unknown reason: %v with SQLSTATE %q, want 23514", err, got)
	}
	if got, err := e.FailureCounts(ctx, time.Time{}); err != nil || len(got) != 0 {
		t.Fatalf("after a rejected batch: %v, %v; want no rows (all or nothing)", got, err)
	}
}

func testActivity(t *testing.T, s Suite) {
	e := migrated(t, s)
	ctx := ctxFor(t)
	a, err := e.CandidateActivity(ctx, time.Time{})
	if err != nil || a.Rows != 0 || !a.Newest.IsZero() {
		t.Fatalf("CandidateActivity on an empty table = %+v, %v; want zero", a, err)
	}
	rows := insert(t, e, candidate(store.ToolQuery, "1"), candidate(store.ToolQuery, "2"),
		candidate(store.ToolSearch, "3"), candidate(store.ToolQuery, "4"), candidate(store.ToolSearch, "5"))
	old := time.Now().Add(-48 * time.Hour).UTC().Truncate(time.Millisecond)
	s.SetCreatedAt(t, e, rows[0].ID, old)
	s.SetCreatedAt(t, e, rows[1].ID, old)
	newest := rows[4].CreatedAt
	for _, r := range rows[2:] {
		if r.CreatedAt.After(newest) {
			newest = r.CreatedAt
		}
	}
	a, err = e.CandidateActivity(ctx, time.Now().Add(-24*time.Hour))
	if err != nil || a.Rows != 3 || !a.Newest.Equal(newest) {
		t.Fatalf("CandidateActivity(24h) = %+v, %v; want 3 rows, newest %v", a, err, newest)
	}
	// The database's clock, when the engine has one: the test's server
	// runs beside the test, so it reads about the same time.
	if !a.Now.IsZero() && (a.Now.Location() != time.UTC || a.Now.Sub(time.Now()).Abs() > time.Hour) {
		t.Errorf("Now = %v, want the database's clock, about %v, in UTC", a.Now, time.Now().UTC())
	}
	if a.Newest.Location() != time.UTC {
		t.Errorf("Newest location %v, want UTC", a.Newest.Location())
	}
	if a, err = e.CandidateActivity(ctx, time.Time{}); err != nil || a.Rows != 5 || !a.Newest.Equal(newest) {
		t.Fatalf("CandidateActivity(all) = %+v, %v; want 5 rows, newest %v", a, err, newest)
	}
	// Newest is over the whole table, not the window.
	if a, err = e.CandidateActivity(ctx, time.Now().Add(time.Hour)); err != nil || a.Rows != 0 || !a.Newest.Equal(newest) {
		t.Fatalf("CandidateActivity(future) = %+v, %v; want 0 rows, newest %v", a, err, newest)
	}
}
