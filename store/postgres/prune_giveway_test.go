package postgres

import (
	"context"
	"errors"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/modusbrain/evalkit/store"
)

// bigCountTable fills eval_candidates of url with at least rows narrow rows
// (only created_at, the column a count reads; unlogged, so the test builds
// millions in seconds; the count is the same) and grows it until CountBefore of e takes at least
// a second here (the fastest of two). It returns the rows, the bound below all of them (rows
// written later are newer) and how long a count took.
func bigCountTable(t *testing.T, e *Engine, url string, rows int64) (int64, time.Time, time.Duration) {
	t.Helper()
	ctx := testCtx(t)
	before := time.Date(2021, 1, 1, 0, 0, 0, 0, time.UTC)
	// Without autovacuum: its ANALYZE of the new rows would hold the ALTER
	// up too (until deadlock_timeout cancels it), whatever the count does.
	sql(t, url, `CREATE UNLOGGED TABLE eval_candidates WITH (autovacuum_enabled = false) AS
		SELECT timestamptz '2020-01-01 00:00:00Z' + g * interval '1 ms' AS created_at FROM generate_series(1, `+strconv.FormatInt(rows, 10)+`) g`,
		`SELECT count(*) FROM eval_candidates`) // sets the hint bits: later counts read the same
	for range 3 {
		// The faster of two counts: a bound taken from a count that a busy
		// machine slowed would let a slow give-way pass.
		took := time.Duration(1 << 62)
		for range 2 {
			start := time.Now()
			n, err := e.CountBefore(ctx, store.TableCandidates, before)
			took = min(took, time.Since(start))
			if err != nil || n != rows {
				t.Fatalf("CountBefore = %d, %v; want %d", n, err, rows)
			}
		}
		if took >= time.Second {
			return rows, before, took
		}
		// A fast machine: twice the rows (they stay before the bound).
		sql(t, url, `INSERT INTO eval_candidates SELECT created_at FROM eval_candidates`, `SELECT count(*) FROM eval_candidates`)
		rows *= 2
	}
	t.Fatalf("a count of %d rows still takes under a second: the test cannot tell a count that gives way from one that ends", rows)
	return 0, time.Time{}, 0
}

// blockedInsert runs, once a count of eval_candidates holds its lock,
// modusbrain's migration (ALTER TABLE … ADD COLUMN) and then one of
// modusbrain's INSERTs, as the superuser of url, and returns how long the
// INSERT took: unless the count gives way, it waits behind the ALTER,
// which waits behind the count, until the count ends.
func blockedInsert(t *testing.T, url, column string) time.Duration {
	t.Helper()
	ctx := testCtx(t)
	c, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close(context.WithoutCancel(ctx))
	for held := false; !held; time.Sleep(10 * time.Millisecond) {
		if err := c.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM pg_locks
			WHERE relation = 'eval_candidates'::regclass AND mode = 'AccessShareLock' AND granted AND pid <> pg_backend_pid())`).Scan(&held); err != nil {
			t.Fatal(err)
		}
	}
	alter := make(chan error, 1)
	go func() {
		c, err := pgx.Connect(ctx, url)
		if err != nil {
			alter <- err
			return
		}
		defer c.Close(context.WithoutCancel(ctx))
		_, err = c.Exec(ctx, `ALTER TABLE eval_candidates ADD COLUMN IF NOT EXISTS `+column+` text`)
		alter <- err
	}()
	time.Sleep(100 * time.Millisecond) // behind the ALTER
	start := time.Now()
	if _, err := c.Exec(ctx, `INSERT INTO eval_candidates (created_at) VALUES (now())`); err != nil {
		t.Fatalf("modusbrain's INSERT: %v", err)
	}
	took := time.Since(start)
	if err := <-alter; err != nil {
		t.Fatalf("modusbrain's ALTER: %v", err)
	}
	return took
}

// eval-prune's exact count (a dry run's answer, and the first step of
// every real run) holds eval_candidates' lock as long as it reads. A
// migration of modusbrain's that queues behind it must not make
// modusbrain's INSERTs wait for the count to end (probe 11: 2.8 s behind a
// count of 24 million rows): the count gives way, the ALTER and the INSERT
// go through at once, and the count, run again, is exact.
func TestCountGivesWayToAWaitingSession(t *testing.T) {
	e, url := openFresh(t, Options{ReadOnly: true, StatementTimeout: NoStatementTimeout}) // as a dry run opens it
	ctx := testCtx(t)
	rows, before, took := bigCountTable(t, e, url, 20_000_000)
	t.Logf("a count of %d rows takes %v", rows, took)

	type result struct {
		n   int64
		err error
	}
	done := make(chan result, 1)
	go func() {
		n, err := e.CountBefore(ctx, store.TableCandidates, before)
		done <- result{n, err}
	}()
	insert := blockedInsert(t, url, "modusbrain_later")
	if insert > took/2 {
		t.Errorf("modusbrain's INSERT waited %v behind its ALTER, queued behind a count that takes %v; want under half of it", insert, took)
	}
	r := <-done
	if r.err != nil || r.n != rows {
		t.Fatalf("CountBefore after giving way = %d, %v; want the exact %d", r.n, r.err, rows)
	}

	// A count that gives way every time it runs (here: its one try) ends,
	// saying so, as store.ErrLocked: the CLI says nothing was deleted and
	// to run it again.
	defer func(n int) { countTries = n }(countTries)
	countTries = 1
	go func() {
		n, err := e.CountBefore(ctx, store.TableCandidates, before)
		done <- result{n, err}
	}()
	if insert := blockedInsert(t, url, "modusbrain_later2"); insert > took/2 {
		t.Errorf("modusbrain's INSERT waited %v behind its ALTER, queued behind a count that takes %v; want under half of it", insert, took)
	}
	r = <-done
	if !errors.Is(r.err, store.ErrLocked) || !errors.Is(r.err, ErrGaveWay) ||
		!strings.Contains(r.err.Error(), "count of eval_candidates gave way once to another session waiting for its lock") {
		t.Fatalf("CountBefore that gave way on its last try = %d, %v; want a CountGaveWayError", r.n, r.err)
	}
}

// The doctor's retention check (TableStats) counts at most 100,001 rows,
// newest first, within 2 s; right after modusbrain or a DBA deleted the
// newest rows (kept in the index until vacuum) that walk is long, and it
// holds eval_candidates' lock throughout. It gives way too: the estimate
// is used, and modusbrain's INSERT behind its ALTER goes through at once.
func TestTableStatsGivesWayToAWaitingSession(t *testing.T) {
	e, url := openFresh(t, Options{ReadOnly: true})
	ctx := testCtx(t)
	sql(t, url, `CREATE UNLOGGED TABLE eval_candidates WITH (autovacuum_enabled = false) AS
		SELECT timestamptz '2020-01-01 00:00:00Z' + g * interval '1 ms' AS created_at FROM generate_series(1, 8000000) g`,
		`CREATE INDEX ON eval_candidates (created_at DESC)`,
		`CREATE TABLE eval_capture_failures (ts timestamptz NOT NULL DEFAULT now())`)
	// A transaction older than the delete (a pg_dump, a long report) keeps
	// the deleted rows visible to someone: every walk reads them all (none
	// is marked dead in the index), so each TableStats takes as long.
	old, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer old.Close(context.WithoutCancel(ctx))
	if _, err := old.Exec(ctx, "BEGIN ISOLATION LEVEL REPEATABLE READ; SELECT 1"); err != nil {
		t.Fatal(err)
	}
	sql(t, url, `DELETE FROM eval_candidates WHERE created_at > timestamptz '2020-01-01 00:00:00Z' + interval '100 s'`)
	took := time.Duration(1 << 62)
	for range 2 {
		start := time.Now()
		if _, err := e.TableStats(ctx); err != nil {
			t.Fatal(err)
		}
		took = min(took, time.Since(start))
	}
	t.Logf("TableStats takes %v", took)
	if took < 600*time.Millisecond {
		t.Fatalf("TableStats takes only %v: the test cannot tell one that gives way from one that ends", took)
	}
	done := make(chan error, 1)
	go func() {
		_, err := e.TableStats(ctx)
		done <- err
	}()
	if insert := blockedInsert(t, url, "modusbrain_later"); insert > took*2/3 {
		t.Errorf("modusbrain's INSERT waited %v behind its ALTER, queued behind TableStats, which takes %v; want under two thirds of it", insert, took)
	}
	if err := <-done; err != nil {
		t.Fatalf("TableStats after giving way: %v; want the estimate", err)
	}
}
