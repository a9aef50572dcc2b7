package storetest

import (
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/modusbrain/evalkit/store"
)

// RunPrune runs the store.Pruner contract; the engine Suite.Open returns
// must implement it.
func RunPrune(t *testing.T, s Suite) {
	t.Helper()
	tests := []struct {
		name string
		fn   func(*testing.T, Suite)
	}{
		{"CountAndPruneCandidatesOldestFirst", testPruneCandidates},
		{"BoundIsExclusiveToTheMicrosecond", testPruneBound},
		{"FromBoundsTheRangeAndNewestIsReturned", testPruneFrom},
		{"PruneFailures", testPruneFailures},
		{"MissingTableIsErrNoSchema", testPruneMissing},
		{"UnknownTableRefused", testPruneUnknownTable},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { tc.fn(t, s) })
	}
}

func pruner(t *testing.T, e store.Engine) store.Pruner {
	t.Helper()
	p, ok := e.(store.Pruner)
	if !ok {
		t.Fatalf("%T does not implement store.Pruner", e)
	}
	return p
}

func testPruneCandidates(t *testing.T, s Suite) {
	e := migrated(t, s)
	p := pruner(t, e)
	ctx := ctxFor(t)
	t0 := time.Date(2024, 5, 1, 12, 0, 0, 0, time.UTC)
	// Inserted newest first, so id order and time order disagree: oldest
	// first must follow the time, not the id.
	at := make([]time.Time, 10)
	for i := range at {
		at[i] = t0.Add(time.Duration(9-i) * time.Minute)
	}
	rows := dated(t, s, e, func(int) string { return store.ToolQuery }, at...)
	before := t0.Add(5 * time.Minute) // rows at t0..t0+4m go: ids of rows[5..9]

	n, err := p.CountBefore(ctx, store.TableCandidates, before)
	if err != nil || n != 5 {
		t.Fatalf("CountBefore = %d, %v; want 5", n, err)
	}
	if got := len(stream(t, e, store.StreamQuery{})); got != 10 {
		t.Fatalf("CountBefore deleted rows: %d left", got)
	}
	var batches []int64
	var from time.Time
	for {
		n, next, err := p.PruneBatch(ctx, store.TableCandidates, from, before, 2)
		if err != nil {
			t.Fatalf("PruneBatch: %v", err)
		}
		batches = append(batches, n)
		if len(batches) == 1 {
			// The first batch took the two oldest rows.
			left := ids(stream(t, e, store.StreamQuery{}))
			if slices.Contains(left, rows[9].ID) || slices.Contains(left, rows[8].ID) || len(left) != 8 {
				t.Fatalf("after one batch of 2, left %v; want all but %d and %d", left, rows[9].ID, rows[8].ID)
			}
		}
		if next.IsZero() {
			break
		}
		from = next
	}
	if !slices.Equal(batches, []int64{2, 2, 1}) {
		t.Fatalf("batches deleted %v, want [2 2 1]", batches)
	}
	left := ids(stream(t, e, store.StreamQuery{}))
	want := ids(rows[:5]) // newest first, as stream returns them
	if !slices.Equal(left, want) {
		t.Fatalf("left %v, want %v", left, want)
	}
	if n, err := p.CountBefore(ctx, store.TableCandidates, before); err != nil || n != 0 {
		t.Fatalf("CountBefore after pruning = %d, %v", n, err)
	}
}

func testPruneBound(t *testing.T, s Suite) {
	e := migrated(t, s)
	p := pruner(t, e)
	ctx := ctxFor(t)
	before := time.Date(2024, 5, 1, 12, 0, 0, 0, time.UTC)
	rows := dated(t, s, e, func(int) string { return store.ToolSearch },
		before.Add(-time.Microsecond), before, before.Add(time.Microsecond))
	if n, err := p.CountBefore(ctx, store.TableCandidates, before); err != nil || n != 1 {
		t.Fatalf("CountBefore = %d, %v; want 1", n, err)
	}
	if n, _, err := p.PruneBatch(ctx, store.TableCandidates, time.Time{}, before, 100); err != nil || n != 1 {
		t.Fatalf("PruneBatch = %d, %v; want 1", n, err)
	}
	left := ids(stream(t, e, store.StreamQuery{}))
	if !slices.Equal(left, []int64{rows[2].ID, rows[1].ID}) {
		t.Fatalf("left %v; want the rows at and after the bound", left)
	}
}

func testPruneFailures(t *testing.T, s Suite) {
	e := migrated(t, s)
	p := pruner(t, e)
	ctx := ctxFor(t)
	t0 := time.Date(2024, 5, 1, 12, 0, 0, 0, time.UTC)
	var rows []store.Failure
	rows = append(rows, failures(store.ReasonDBDown, 5, t0)...)
	rows = append(rows, failures(store.ReasonOther, 3, t0.Add(time.Hour))...)
	rows = append(rows, failures(store.ReasonRLSReject, 2, t0.Add(2*time.Hour))...)
	if err := e.InsertFailures(ctx, rows); err != nil {
		t.Fatal(err)
	}
	before := t0.Add(time.Hour)
	if n, err := p.CountBefore(ctx, store.TableFailures, before); err != nil || n != 5 {
		t.Fatalf("CountBefore = %d, %v; want 5", n, err)
	}
	total := int64(0)
	var from time.Time
	for {
		n, next, err := p.PruneBatch(ctx, store.TableFailures, from, before, 3)
		if err != nil {
			t.Fatal(err)
		}
		total += n
		if next.IsZero() {
			break
		}
		from = next
	}
	if total != 5 {
		t.Fatalf("pruned %d, want 5", total)
	}
	got, err := e.FailureCounts(ctx, time.Time{})
	if err != nil {
		t.Fatal(err)
	}
	want := []store.FailureCount{fc(store.ReasonOther, 3), fc(store.ReasonRLSReject, 2)}
	if !slices.Equal(got, want) {
		t.Fatalf("left %v, want %v", got, want)
	}
}

func testPruneMissing(t *testing.T, s Suite) {
	e := s.Open(t)
	p := pruner(t, e)
	ctx := ctxFor(t)
	for _, table := range store.Tables {
		if _, err := p.CountBefore(ctx, table, far); !errors.Is(err, store.ErrNoSchema) {
			t.Errorf("CountBefore(%s) on an empty database: %v, want ErrNoSchema", table, err)
		}
		if _, _, err := p.PruneBatch(ctx, table, time.Time{}, far, 10); !errors.Is(err, store.ErrNoSchema) {
			t.Errorf("PruneBatch(%s) on an empty database: %v, want ErrNoSchema", table, err)
		}
	}
}

func testPruneUnknownTable(t *testing.T, s Suite) {
	e := migrated(t, s)
	p := pruner(t, e)
	if _, _, err := p.PruneBatch(ctxFor(t), "eval_schema_migrations; DROP TABLE eval_candidates", time.Time{}, far, 10); err == nil {
		t.Fatal("PruneBatch accepted a table that is not an eval table")
	}
	if _, err := p.CountBefore(ctxFor(t), "pg_class", far); err == nil {
		t.Fatal("CountBefore accepted a table that is not an eval table")
	}
}

func testPruneFrom(t *testing.T, s Suite) {
	e := migrated(t, s)
	p := pruner(t, e)
	ctx := ctxFor(t)
	t0 := time.Date(2024, 5, 1, 12, 0, 0, 0, time.UTC)
	// A tie of three rows at t0+2s, which a batch of 2 cannot split.
	rows := dated(t, s, e, func(int) string { return store.ToolQuery },
		t0, t0.Add(time.Second), t0.Add(2*time.Second), t0.Add(2*time.Second), t0.Add(2*time.Second), t0.Add(3*time.Second))
	before := t0.Add(time.Hour)
	var from time.Time
	total := int64(0)
	for i := 0; ; i++ {
		if i > 10 {
			t.Fatal("no end after 10 batches")
		}
		n, next, err := p.PruneBatch(ctx, store.TableCandidates, from, before, 2)
		if err != nil {
			t.Fatal(err)
		}
		if n > 3 {
			t.Fatalf("batch of 2 deleted %d rows", n)
		}
		total += n
		if next.IsZero() {
			break
		}
		if next.Before(from) {
			t.Fatalf("next %v went back from %v", next, from)
		}
		from = next
	}
	if total != 6 {
		t.Fatalf("deleted %d rows in all, want 6", total)
	}
	// A row below from is not in the range.
	again := dated(t, s, e, func(int) string { return store.ToolQuery }, t0)
	if n, _, err := p.PruneBatch(ctx, store.TableCandidates, t0.Add(time.Second), before, 3); err != nil || n != 0 {
		t.Fatalf("batch from t0+1s = %d, %v; want nothing", n, err)
	}
	if left := ids(stream(t, e, store.StreamQuery{})); !slices.Equal(left, ids(again)) || slices.Contains(left, rows[0].ID) {
		t.Fatalf("left %v, want %v", left, ids(again))
	}
}
