package prune

import (
	"context"
	"errors"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/modusbrain/evalkit/store"
	"github.com/modusbrain/evalkit/store/sqlite"
)

var t0 = time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)

func remaining(t *testing.T, d *db, table string) int64 {
	return d.count(t, "SELECT count(*) FROM "+table)
}

func TestDryRunCountsExactlyAndDeletesNothing(t *testing.T) {
	forEachEngine(t, func(t *testing.T, d *db) {
		seed(t, d, 1000, t0, time.Minute)
		before := t0.Add(600*time.Minute + 30*time.Second) // candidates 0..600, failures 0..300 (even minutes)
		res, err := Run(ctxT(t), d.eng, Options{Before: before, DryRun: true})
		if err != nil {
			t.Fatal(err)
		}
		if got := []int64{res.Tables[0].Counted, res.Tables[1].Counted}; !slices.Equal(got, []int64{601, 301}) {
			t.Fatalf("counted %v, want [601 301]", got)
		}
		if want := d.count(t, "SELECT count(*) FROM eval_candidates WHERE created_at < ?", d.at(before)); res.Tables[0].Counted != want {
			t.Fatalf("counted %d, SELECT count(*) says %d", res.Tables[0].Counted, want)
		}
		if res.Deleted() != 0 || remaining(t, d, store.TableCandidates) != 1000 || remaining(t, d, store.TableFailures) != 500 {
			t.Fatalf("dry run deleted rows: %+v", res)
		}
	})
}

func TestRunDeletesExactlyTheRowsBeforeTheBound(t *testing.T) {
	forEachEngine(t, func(t *testing.T, d *db) {
		rows := seed(t, d, 3000, t0, time.Second)
		before := t0.Add(2500 * time.Second) // rows 0..2499 go
		var reports []Progress
		res, err := Run(ctxT(t), d.eng, Options{Before: before, BatchSize: 700,
			OnProgress: func(p Progress) { reports = append(reports, p) }, ProgressEvery: time.Nanosecond})
		if err != nil {
			t.Fatal(err)
		}
		c, f := res.Tables[0], res.Tables[1]
		if c.Counted != 2500 || c.Deleted != 2500 || f.Deleted != 1250 || c.Batches < 4 {
			t.Fatalf("result %+v", res)
		}
		if res.Longest <= 0 || res.Longest < c.Longest || res.HeldByCursor || !res.Bound.Equal(before) {
			t.Fatalf("result %+v", res)
		}
		var want []int64
		for _, r := range rows {
			if !r.CreatedAt.Before(before) {
				want = append(want, r.ID)
			}
		}
		if got := d.ids(t); !slices.Equal(got, want) {
			t.Fatalf("ids left %v..., want %v...", got[:min(5, len(got))], want[:5])
		}
		last := reports[len(reports)-1]
		if last.Deleted != 3750 || last.Total != 3750 || len(reports) < 4 {
			t.Fatalf("progress %+v", reports)
		}
	})
}

func TestKeepBoundsTheRun(t *testing.T) {
	forEachEngine(t, func(t *testing.T, d *db) {
		seed(t, d, 100, t0, time.Minute)
		keep := t0.Add(40 * time.Minute)
		res, err := Run(ctxT(t), d.eng, Options{Before: t0.Add(90 * time.Minute), Keep: &keep, Tables: []string{store.TableCandidates}})
		if err != nil {
			t.Fatal(err)
		}
		if !res.HeldByCursor || !res.Bound.Equal(keep) || res.Deleted() != 40 || len(res.Tables) != 1 {
			t.Fatalf("result %+v", res)
		}
		if n := d.count(t, "SELECT count(*) FROM eval_candidates WHERE created_at < ?", d.at(keep)); n != 0 {
			t.Fatalf("%d rows before the cursor left", n)
		}
		if n := remaining(t, d, store.TableFailures); n != 50 {
			t.Fatalf("--table candidates touched failures: %d left", n)
		}
		// A later Keep does not widen the run.
		res, err = Run(ctxT(t), d.eng, Options{Before: t0.Add(50 * time.Minute), Keep: ptr(t0.Add(99 * time.Hour))})
		if err != nil || res.HeldByCursor || res.Tables[0].Deleted != 10 || res.Tables[1].Deleted != 25 {
			t.Fatalf("result %+v, %v", res, err)
		}
	})
}

// A cursor can hold 0001-01-01T00:00:00Z, the zero time.Time (an export
// with --until 0001-01-01 stores it): it is a bound like any other, not
// "no cursor". Rows before it go, none at or after it.
func TestKeepAtTheZeroTimeIsABound(t *testing.T) {
	forEachEngine(t, func(t *testing.T, d *db) {
		var year1 time.Time
		seed(t, d, 20, year1.Add(-10*time.Minute), time.Minute) // 10 rows before year 1, 10 at or after
		res, err := Run(ctxT(t), d.eng, Options{Before: t0, Keep: &year1})
		if err != nil {
			t.Fatal(err)
		}
		if !res.HeldByCursor || !res.Bound.Equal(year1) || res.Tables[0].Deleted != 10 {
			t.Fatalf("result %+v", res)
		}
		if n := d.count(t, "SELECT count(*) FROM eval_candidates WHERE created_at >= ?", d.at(year1)); n != 10 || remaining(t, d, store.TableCandidates) != 10 {
			t.Fatalf("%d rows at or after the cursor left of 10, %d in all", n, remaining(t, d, store.TableCandidates))
		}
	})
}

func ptr[T any](v T) *T { return &v }

// An interrupt stops between batches and the result counts exactly what
// is gone.
func TestCancelReportsExactlyWhatWasDeleted(t *testing.T) {
	forEachEngine(t, func(t *testing.T, d *db) {
		seed(t, d, 2000, t0, time.Second)
		ctx, cancel := context.WithCancel(ctxT(t))
		defer cancel()
		calls := 0
		res, err := Run(ctx, d.eng, Options{Before: t0.Add(time.Hour), BatchSize: 150, ProgressEvery: time.Nanosecond,
			OnProgress: func(p Progress) {
				if calls++; calls == 3 {
					cancel()
				}
			}})
		if !errors.Is(err, context.Canceled) {
			t.Fatalf("err %v, want context.Canceled", err)
		}
		deleted := res.Tables[0].Deleted
		if deleted == 0 || deleted == 2000 {
			t.Fatalf("deleted %d: the cancel did not land mid-run", deleted)
		}
		if left := remaining(t, d, store.TableCandidates); left != 2000-deleted {
			t.Fatalf("result says %d deleted, table has %d of 2000 left", deleted, left)
		}
		if res.Tables[1].Deleted != 0 || remaining(t, d, store.TableFailures) != 1000 {
			t.Fatalf("failures pruned after the interrupt: %+v", res.Tables[1])
		}
	})
}

func TestMissingTablesAreNothingToPrune(t *testing.T) {
	e, err := sqlite.Open(ctxT(t), filepath.Join(t.TempDir(), "eval.db"), sqlite.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	res, err := Run(ctxT(t), e, Options{Before: t0})
	if err != nil || !res.Tables[0].Missing || !res.Tables[1].Missing || res.Deleted() != 0 {
		t.Fatalf("Run on an empty file = %+v, %v", res, err)
	}
}

func TestOptionsRefused(t *testing.T) {
	d := sqliteDB(t)
	// The zero Before is the instant 0001-01-01, not a missing option:
	// nothing is older, nothing goes.
	if res, err := Run(ctxT(t), d.eng, Options{}); err != nil || res.Deleted() != 0 {
		t.Fatalf("Run with the zero Before = %+v, %v; want nothing deleted", res, err)
	}
	if _, err := Run(ctxT(t), d.eng, Options{Before: t0, Tables: []string{"config"}}); err == nil {
		t.Fatal("Run on a table that is not an eval table")
	}
}

func TestNextSizeAimsAtTheTarget(t *testing.T) {
	ms := time.Millisecond
	for _, c := range []struct {
		size int
		took time.Duration
		want int
	}{
		{1000, 40 * ms, 1500},  // half the target: grow, at most by half
		{1000, 10 * ms, 1500},  // much faster: still by half
		{1000, 80 * ms, 1000},  // at 80% of the target: stay
		{4000, 160 * ms, 2000}, // twice that: halve
		{4000, 2 * time.Second, 1000},
		{200, time.Second, minBatch},
		{15000, 10 * ms, 20000}, // capped at maxSize
		{1000, 0, 1500},
	} {
		if got := nextSize(c.size, c.took, 100*ms, 20000); got != c.want {
			t.Errorf("nextSize(%d, %v) = %d, want %d", c.size, c.took, got, c.want)
		}
	}
}
