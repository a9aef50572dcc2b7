package postgres

import (
	"context"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/modusbrain/evalkit/internal/testdb"
	"github.com/modusbrain/evalkit/store"
)

// lateWriter is a modusbrain-style writer whose transaction stamped a row
// with now() and has not committed yet.
type lateWriter struct {
	c     *pgx.Conn
	tx    pgx.Tx
	id    int64
	stamp time.Time
}

// openLateWriter connects to url, runs setup (session settings), begins a
// transaction and inserts one row as modusbrain does, without committing.
func openLateWriter(t *testing.T, url string, setup ...string) *lateWriter {
	t.Helper()
	ctx := testCtx(t)
	tx := beginOn(t, url, setup...)
	w := &lateWriter{c: tx.Conn(), tx: tx}
	args := testdb.ModusbrainCall(rand.New(rand.NewPCG(1, 2)), 0)
	if err := tx.QueryRow(ctx, testdb.ModusbrainInsertCandidate+" RETURNING id, created_at", args...).Scan(&w.id, &w.stamp); err != nil {
		t.Fatal(err)
	}
	return w
}

// beginOn connects to url, runs setup (session settings) and begins a
// transaction, left open until the test ends (rolled back, then closed).
func beginOn(t *testing.T, url string, setup ...string) pgx.Tx {
	t.Helper()
	ctx := testCtx(t)
	c, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = c.Close(context.Background()) })
	for _, s := range setup {
		if _, err := c.Exec(ctx, s); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
	}
	tx, err := c.Begin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = tx.Rollback(context.Background()) })
	return tx
}

// openBrain is a fresh modusbrain brain (created_at DEFAULT now()) that
// evalkit has adopted, with a superuser engine and URL.
func openBrain(t *testing.T) (*Engine, string) {
	t.Helper()
	ctx := testCtx(t)
	url := testdb.New(t)
	if err := testdb.NewBrain(ctx, url, testdb.BrainLatest, 0, 0); err != nil {
		t.Fatal(err)
	}
	e := openURL(t, url, Options{})
	if err := e.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	return e, url
}

// countID counts the rows with id in the window [since, until).
func countID(t *testing.T, e *Engine, since, until time.Time, id int64) int {
	t.Helper()
	n := 0
	err := e.StreamCandidates(testCtx(t), store.StreamQuery{Since: &since, Until: until}, func(c *store.Candidate) error {
		if c.ID == id {
			n++
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// chainAcrossLateCommit cuts two chained windows [zero, W) and [W, far) as
// a cursor export does — W read while w's row is not committed yet, the
// first window read at once — and returns how often w's row appears in
// them together. The writer commits once W is returned, or after a pause
// when WindowEnd is still waiting (the pause only decides when, not
// whether, the test passes: a window end that is exact cannot be returned
// before the commit).
func chainAcrossLateCommit(t *testing.T, r *Engine, w *lateWriter) int {
	t.Helper()
	ctx := testCtx(t)
	type answer struct {
		at  time.Time
		err error
	}
	done := make(chan answer, 1)
	go func() {
		at, err := r.Watermark(ctx)
		done <- answer{at, err}
	}()
	var a answer
	var first int
	select {
	case a = <-done: // returned while the row is still open
		if a.err != nil {
			t.Fatal(a.err)
		}
		first = countID(t, r, time.Time{}, a.at, w.id)
		if err := w.tx.Commit(ctx); err != nil {
			t.Fatal(err)
		}
	case <-time.After(300 * time.Millisecond):
		if err := w.tx.Commit(ctx); err != nil {
			t.Fatal(err)
		}
		if a = <-done; a.err != nil {
			t.Fatal(a.err)
		}
		first = countID(t, r, time.Time{}, a.at, w.id)
	}
	if !w.stamp.Before(a.at) {
		t.Fatalf("the window end %v is not after the row's stamp %v: the test did not test a late commit", a.at, w.stamp)
	}
	return first + countID(t, r, a.at, farFuture, w.id)
}

// A role without pg_read_all_stats cannot see when another role's
// transaction started; a row that transaction commits late must still
// land in exactly one of two chained windows.
func TestChainedWindowsKeepALateRowOfAHiddenRole(t *testing.T) {
	_, url := openBrain(t)
	roleURL, role := testdb.NewRole(t, url, "BYPASSRLS")
	sql(t, url, "GRANT SELECT ON eval_candidates TO "+ident(role))
	r := openURL(t, roleURL, Options{ReadOnly: true})
	w := openLateWriter(t, url) // the superuser: another role
	if n := chainAcrossLateCommit(t, r, w); n != 1 {
		t.Fatalf("the late row of a hidden role appears %d times in two chained windows; want 1", n)
	}
}

// With track_activities off, pg_stat_activity shows no transaction start
// even to a superuser; a late row must still land in exactly one window.
// (SET in the writer's own superuser session: nothing else is affected.)
func TestChainedWindowsKeepALateRowWithTrackActivitiesOff(t *testing.T) {
	r, url := openBrain(t)
	w := openLateWriter(t, url, "SET track_activities = off")
	if n := chainAcrossLateCommit(t, r, w); n != 1 {
		t.Fatalf("the late row of a session with track_activities off appears %d times in two chained windows; want 1", n)
	}
}

// An explicit end is never lowered: WindowEnd waits for a transaction
// that started before it (and whose start it can see) to finish.
func TestWindowEndWaitsForAnExplicitEnd(t *testing.T) {
	r, url := openBrain(t)
	w := openLateWriter(t, url)
	ctx := testCtx(t)
	var until time.Time
	if err := r.pool.QueryRow(ctx, "SELECT clock_timestamp()").Scan(&until); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	var info store.WatermarkInfo
	go func() {
		var err error
		info, err = r.WindowEnd(ctx, store.EndRequest{Until: &until})
		done <- err
	}()
	select {
	case err := <-done:
		t.Fatalf("WindowEnd returned (%+v, %v) while a transaction open since before --until was still open", info, err)
	case <-time.After(300 * time.Millisecond):
	}
	if err := w.tx.Commit(ctx); err != nil {
		t.Fatal(err)
	}
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if !info.At.Equal(until.UTC()) {
		t.Fatalf("WindowEnd = %v; want the explicit end %v", info.At, until.UTC())
	}
	if countID(t, r, time.Time{}, info.At, w.id) != 1 {
		t.Fatal("the row stamped before the explicit end is not in the window")
	}
}

// When the wait runs out, WindowEnd fails with what is open and how to
// fix it; it never returns a smaller end.
func TestWindowEndFailsWhenTheWaitRunsOut(t *testing.T) {
	_, url := openBrain(t)
	ctx := testCtx(t)
	w := openLateWriter(t, url)

	su := openURL(t, url, Options{ReadOnly: true})
	until := w.stamp.Add(time.Microsecond)
	_, err := su.WindowEnd(ctx, store.EndRequest{Until: &until, Wait: 50 * time.Millisecond})
	var ns *store.NotSettledError
	if !errors.As(err, &ns) || ns.Future || len(ns.Open) != 1 || !ns.EarliestKnown.Equal(w.stamp.UTC()) || !ns.At.Equal(until.UTC()) {
		t.Fatalf("explicit end: %v (%+v); want a NotSettledError naming the open transaction and its start", err, ns)
	}

	roleURL, role := testdb.NewRole(t, url, "")
	r := openURL(t, roleURL, Options{ReadOnly: true})
	_, err = r.WindowEnd(ctx, store.EndRequest{Wait: 50 * time.Millisecond})
	if !errors.As(err, &ns) || len(ns.Open) != 1 || !strings.Contains(ns.Open[0], "cannot see") ||
		len(ns.Fixes) != 1 || !strings.Contains(ns.Fixes[0], "GRANT pg_read_all_stats TO "+ident(role)) {
		t.Fatalf("hidden role: %v (%+v); want a NotSettledError with the GRANT", err, ns)
	}

	future := time.Now().Add(time.Hour)
	if _, err := su.WindowEnd(ctx, store.EndRequest{Until: &future, Wait: 50 * time.Millisecond}); !errors.As(err, &ns) || !ns.Future {
		t.Fatalf("an end an hour ahead: %v; want a NotSettledError (Future)", err)
	}
	if err := w.tx.Rollback(ctx); err != nil {
		t.Fatal(err)
	}
}

// The doctor's question: track_activities off in a session of this
// database is a warning with the fix, whoever asks.
func TestWriterVisibilityWarnsOfTrackActivitiesOff(t *testing.T) {
	e, url := openBrain(t)
	ctx := testCtx(t)
	if v, err := e.WriterVisibility(ctx); err != nil || v.Blind != "" {
		t.Fatalf("before: %+v, %v", v, err)
	}
	c, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close(context.Background())
	if _, err := c.Exec(ctx, "SET track_activities = off"); err != nil {
		t.Fatal(err)
	}
	v, err := e.WriterVisibility(ctx)
	if err != nil || !strings.Contains(v.Blind, "track_activities is off") || !strings.Contains(v.Fix, "ALTER SYSTEM SET track_activities = on") {
		t.Fatalf("with a session's track_activities off: %+v, %v", v, err)
	}
}
