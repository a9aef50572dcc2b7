package prune

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/modusbrain/evalkit/store"
)

// Defaults for Options.
const (
	DefaultBatchSize = 50000
	DefaultBatchTime = 75 * time.Millisecond
	firstBatch       = 1000
	minBatch         = 100
)

// Options say what to prune.
type Options struct {
	// Before: rows strictly older go. It is truncated to the microsecond,
	// the precision of both engines' timestamps. The zero Before is the
	// instant 0001-01-01T00:00:00Z like any other (`--before 0001-01-01`):
	// only rows older than that go, normally none.
	Before time.Time
	// Keep, when set, is the earliest window end of the consumers'
	// cursors: no row at or after it is deleted, whatever Before says. A
	// pointer, because every time is a window end a cursor can hold,
	// 0001-01-01T00:00:00Z (the zero time.Time) included.
	Keep *time.Time
	// Tables to prune, default store.Tables (both).
	Tables []string
	// DryRun counts exactly what a real run would delete and deletes
	// nothing.
	DryRun bool
	// BatchSize caps the rows of one batch (default DefaultBatchSize);
	// BatchTime is the duration a batch aims at (default: the engine's
	// store.PrunePacer pace, else DefaultBatchTime): the size adapts to it
	// between minBatch and BatchSize.
	BatchSize int
	BatchTime time.Duration
	// OnProgress, when set, is called after the counts and then at most
	// every ProgressEvery (default 1s) while rows are deleted.
	OnProgress    func(Progress)
	ProgressEvery time.Duration
	// OnBatch, when set, hears every batch: its table, rows deleted and
	// duration (benchmarks and tests chart them).
	OnBatch func(table string, rows int64, took time.Duration)
	// Now is the clock (tests); default time.Now.
	Now func() time.Time
}

// Progress is a snapshot for a progress bar or heartbeat.
type Progress struct {
	Deleted int64 // rows deleted so far, all tables
	Total   int64 // rows counted before the run, all tables; -1 when a count did not finish
	// Table is the table being pruned, with its own rows deleted and
	// counted (-1: unknown); "" in the report that ends the run.
	Table                      string
	TableDeleted, TableCounted int64
}

// TableResult is what happened to one table.
type TableResult struct {
	Table string
	// Missing: the table does not exist (nothing was ever captured).
	Missing bool
	// Counted is the exact number of rows before the bound when the run
	// started (-1 in a real run whose count did not finish: unknown);
	// Deleted what was deleted (0 in a dry run).
	Counted int64
	Deleted int64
	// Left is what a real run found still before the bound at its end when
	// it deleted fewer rows than it counted: rows the table's triggers or
	// rules kept. 0 otherwise (not looked for).
	Left    int64
	Batches int
	// Longest is the longest single batch, as the caller saw it (round
	// trips included): an upper bound of its transaction's duration.
	Longest time.Duration
}

// Result is the whole run.
type Result struct {
	// Bound is the effective bound: min(Before, Keep), to the microsecond.
	Bound time.Time
	// HeldByCursor: Keep, not Before, decided the bound.
	HeldByCursor bool
	Tables       []TableResult
	Longest      time.Duration
	Elapsed      time.Duration
	// Space is the free space left in the database file, and Reclaimed
	// what was given back to the file system, for engines that keep
	// freed space (store.Reclaimer); nil otherwise or in a dry run.
	Space     *store.Space
	Reclaimed int64
}

// Deleted is the total over all tables.
func (r Result) Deleted() int64 {
	var n int64
	for _, t := range r.Tables {
		n += t.Deleted
	}
	return n
}

// sqlstateQueryCanceled is a statement_timeout or a cancel request.
const sqlstateQueryCanceled = "57014"

// ErrNotSupported means the engine cannot prune.
var ErrNotSupported = errors.New("this store cannot prune")

// Run prunes eng. On error (including a cancelled ctx) the Result says
// exactly what was deleted before it.
func Run(ctx context.Context, eng store.Engine, o Options) (res Result, err error) {
	p, ok := eng.(store.Pruner)
	if !ok {
		return Result{}, ErrNotSupported
	}
	if o.BatchSize <= 0 {
		o.BatchSize = DefaultBatchSize
	}
	pacer, paced := eng.(store.PrunePacer)
	var gap time.Duration
	if paced {
		var batch time.Duration
		batch, gap = pacer.PrunePace()
		if o.BatchTime <= 0 {
			o.BatchTime = batch
		}
	}
	if o.BatchTime <= 0 {
		o.BatchTime = DefaultBatchTime
	}
	if o.ProgressEvery <= 0 {
		o.ProgressEvery = time.Second
	}
	if o.Now == nil {
		o.Now = time.Now
	}
	tables := o.Tables
	if len(tables) == 0 {
		tables = store.Tables
	}
	for _, t := range tables {
		if !slices.Contains(store.Tables, t) {
			return Result{}, fmt.Errorf("prune: %q is not an eval table", t)
		}
	}
	start := o.Now()
	res = Result{Bound: o.Before.Truncate(time.Microsecond)}
	if o.Keep != nil && o.Keep.Before(res.Bound) {
		res.Bound, res.HeldByCursor = o.Keep.Truncate(time.Microsecond), true
	}
	defer func() { res.Elapsed = o.Now().Sub(start) }()

	var total int64
	for _, t := range tables {
		tr := TableResult{Table: t}
		n, err := p.CountBefore(ctx, t, res.Bound)
		switch {
		case errors.Is(err, store.ErrNoSchema):
			tr.Missing = true
		case err != nil && !o.DryRun && ctx.Err() == nil && store.SQLState(err) == sqlstateQueryCanceled:
			// A real run's count only feeds the progress: one that a
			// statement_timeout (or a DBA's cancel) cut short leaves the
			// total unknown, never fails the run.
			n = -1
		case err != nil:
			return res, err
		}
		tr.Counted = n
		if n < 0 || total < 0 {
			total = -1
		} else {
			total += n
		}
		res.Tables = append(res.Tables, tr)
	}
	if o.DryRun {
		return res, nil
	}
	r := &runner{p: p, o: o, res: &res, total: total, gap: gap, lastReport: o.Now()}
	r.report(&res.Tables[0], true)
	for i := range res.Tables {
		if res.Tables[i].Missing || res.Tables[i].Counted == 0 {
			continue
		}
		if err := r.table(ctx, &res.Tables[i]); err != nil {
			return res, err
		}
		if tr := &res.Tables[i]; tr.Counted > tr.Deleted {
			// Fewer deleted than counted: another session deleted some,
			// or the table kept them (a BEFORE DELETE trigger returning
			// NULL, a DO INSTEAD rule: a legal hold). Only a recount
			// tells, and a kept row must not pass for a deleted one
			// (probe 12: "deleted 28" of 40, exit 0, not a word).
			if n, err := p.CountBefore(ctx, tr.Table, res.Bound); err == nil {
				tr.Left = n
			}
		}
	}
	r.report(nil, true)
	if rc, ok := eng.(store.Reclaimer); ok && res.Deleted() > 0 {
		if err := reclaim(ctx, rc, &res); err != nil {
			return res, err
		}
	}
	return res, nil
}

type runner struct {
	p          store.Pruner
	o          Options
	res        *Result
	total      int64
	gap        time.Duration
	lastReport time.Time
}

// report tells OnProgress where the run is; tr is the table being pruned,
// nil at the end.
func (r *runner) report(tr *TableResult, force bool) {
	if r.o.OnProgress == nil {
		return
	}
	now := r.o.Now()
	if !force && now.Sub(r.lastReport) < r.o.ProgressEvery {
		return
	}
	r.lastReport = now
	p := Progress{Deleted: r.res.Deleted(), Total: r.total}
	if tr != nil {
		p.Table, p.TableDeleted, p.TableCounted = tr.Table, tr.Deleted, tr.Counted
	}
	r.o.OnProgress(p)
}

// table deletes one table's rows batch by batch until a batch comes back
// short. Cancellation is honoured between batches and by the batch in
// flight, which has then deleted nothing (it was waiting for another
// process's lock, or rolled back) or runs to its end (store.Pruner's
// contract), so Deleted stays exact.
func (r *runner) table(ctx context.Context, tr *TableResult) error {
	size := min(firstBatch, r.o.BatchSize)
	var from time.Time // where the next batch starts
	for {
		if err := ctx.Err(); err != nil {
			return err
		}
		t0 := r.o.Now()
		n, next, err := r.p.PruneBatch(ctx, tr.Table, from, r.res.Bound, size)
		took := r.o.Now().Sub(t0)
		if err != nil {
			return err
		}
		tr.Batches++
		if r.o.OnBatch != nil {
			r.o.OnBatch(tr.Table, n, took)
		}
		tr.Deleted += n
		tr.Longest = max(tr.Longest, took)
		r.res.Longest = max(r.res.Longest, took)
		r.report(tr, false)
		if next.IsZero() || (n == 0 && next.Equal(from)) {
			return nil // the range is exhausted (or, defensively, no progress)
		}
		from = next
		size = nextSize(size, took, r.o.BatchTime, r.o.BatchSize)
		if r.gap > 0 {
			select {
			case <-time.After(r.gap):
			case <-ctx.Done():
				return ctx.Err()
			}
		}
	}
}

// nextSize aims the next batch at 80% of target from the last one's rate
// (a batch's time is not linear in its rows on a busy machine, so leave
// headroom), growing at most by half and shrinking at most fourfold per
// step, so one slow or fast batch (a checkpoint, a cold cache) does not
// swing it.
func nextSize(size int, took, target time.Duration, maxSize int) int {
	if took <= 0 {
		return min(size*3/2, maxSize)
	}
	want := int(float64(size) * 0.8 * float64(target) / float64(took))
	want = min(max(want, size/4), size*3/2)
	return min(max(want, minBatch), maxSize)
}

// reclaimStep is how much free space one reclaim transaction returns.
const reclaimStep = 4 << 20

func reclaim(ctx context.Context, rc store.Reclaimer, res *Result) error {
	for {
		if err := ctx.Err(); err != nil {
			break
		}
		n, err := rc.ReclaimBatch(ctx, reclaimStep)
		if err != nil {
			return err
		}
		res.Reclaimed += n
		if n == 0 {
			break
		}
	}
	sp, err := rc.Space(context.WithoutCancel(ctx))
	if err != nil {
		return err
	}
	res.Space = &sp
	return ctx.Err()
}
