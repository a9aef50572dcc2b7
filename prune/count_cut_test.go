package prune

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/modusbrain/evalkit/internal/testdb"
	"github.com/modusbrain/evalkit/store"
)

// cancelCount holds eval_candidates against reads on a session of its own
// until a count waits for it, cancels that count as a statement_timeout or
// a DBA would (SQLSTATE 57014), and lets go.
//
// It cancels only once the count is seen waiting for this session's lock
// (pg_blocking_pids, read live): the count cannot leave that wait before
// the ROLLBACK, so the cancel always lands in it — a cancel sent before the
// statement reached the server would be dropped by an idle backend, and the
// count would then wait for the lock as long as ctx lets it. Each look
// first drops this transaction's pg_stat_activity snapshot: PostgreSQL
// keeps the first one a transaction reads until it ends, so without that a
// first look made before the count started (a loaded machine) would never
// see it start, and the count waited out ctx's 5 minutes.
func cancelCount(t *testing.T, ctx context.Context, url string) <-chan error {
	t.Helper()
	c, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close(context.Background()) })
	if _, err := c.Exec(ctx, "BEGIN; LOCK TABLE eval_candidates IN ACCESS EXCLUSIVE MODE"); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() {
		err := look(ctx, c)
		if _, rerr := c.Exec(context.Background(), "ROLLBACK"); err == nil {
			err = rerr
		}
		done <- err
	}()
	return done
}

// look polls, on c (holding eval_candidates' lock), until it has cancelled
// a count of this database's eval_candidates waiting for that lock; an
// error, or ctx's, otherwise.
func look(ctx context.Context, c *pgx.Conn) error {
	tick := time.NewTicker(20 * time.Millisecond)
	defer tick.Stop()
	for {
		if _, err := c.Exec(ctx, "SELECT pg_stat_clear_snapshot()"); err != nil {
			return err
		}
		var cancelled bool
		// Only this database's count, and only once it waits for this
		// session (other packages' tests share the server).
		if err := c.QueryRow(ctx, `SELECT coalesce(bool_or(pg_cancel_backend(pid)), false) FROM pg_stat_activity
			WHERE datname = current_database() AND query LIKE 'SELECT count(*) FROM eval_candidates%'
			AND pg_backend_pid() = ANY (pg_blocking_pids(pid))`).Scan(&cancelled); err != nil {
			return err
		}
		if cancelled {
			return nil
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("no count of eval_candidates waited for its lock: %w", ctx.Err())
		case <-tick.C:
		}
	}
}

// A real run counts only for its progress: a count cut short (a
// statement_timeout, a DBA's cancel) leaves the total unknown and the run
// goes on; a dry run, whose answer the count is, fails with it.
func TestACountCutShortDoesNotFailTheRun(t *testing.T) {
	url := testdb.New(t)
	d := pgDB(t, url)
	ctx := ctxT(t)
	seed(t, d, 50, time.Now().Add(-48*time.Hour), time.Second)
	before := time.Now().Add(-time.Hour)
	one := []string{store.TableCandidates}

	done := cancelCount(t, ctx, url)
	_, err := Run(ctx, d.eng, Options{Before: before, Tables: one, DryRun: true})
	if e := <-done; e != nil {
		t.Fatal(e)
	}
	if store.SQLState(err) != "57014" {
		t.Fatalf("dry run with its count cancelled: %v, want the cancel (57014)", err)
	}

	done = cancelCount(t, ctx, url)
	var totals []int64
	res, err := Run(ctx, d.eng, Options{Before: before, Tables: one,
		OnProgress: func(p Progress) { totals = append(totals, p.Total) }})
	if e := <-done; e != nil {
		t.Fatal(e)
	}
	if err != nil {
		t.Fatalf("real run with its count cancelled: %v, want it to go on", err)
	}
	if res.Deleted() != 50 || res.Tables[0].Counted != -1 {
		t.Fatalf("deleted %d, counted %d; want 50 deleted, count unknown (-1)", res.Deleted(), res.Tables[0].Counted)
	}
	if len(totals) == 0 || totals[0] != -1 {
		t.Fatalf("progress totals %v, want -1 (unknown)", totals)
	}
	if n := d.count(t, "SELECT count(*) FROM eval_candidates"); n != 0 {
		t.Fatalf("%d rows left", n)
	}
}
