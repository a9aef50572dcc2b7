package postgres

import (
	"context"
	"fmt"
	"math/rand/v2"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/modusbrain/evalkit/internal/testdb"
	"github.com/modusbrain/evalkit/store"
)

// minChainWindows is the fewest windows a chained-window run must cut to
// show that the reader and the writers interleaved.
const minChainWindows = 12

// chainResult is what a chained-window run saw.
type chainResult struct {
	written, missed, doubled, windows int
}

// chainWithForeignWriters runs evalkit's writers (window lock, clock
// stamps) beside modusbrain-style writers (autocommit or a transaction held
// open for random milliseconds, created_at from now(), no lock) in a
// modusbrain brain, while a reader exports back-to-back windows [prev, W)
// as a cursor export does, and counts every written row's appearances.
//
// With blind, the reader is a role without pg_read_all_stats (it cannot see
// when the writers' transactions started) and one modusbrain writer has
// track_activities off (nobody can): the bound must come from waiting.
func chainWithForeignWriters(t *testing.T, ignoreBound bool, d time.Duration, blind ...bool) chainResult {
	t.Helper()
	ctx := testCtx(t)
	url := testdb.New(t)
	if err := testdb.NewBrain(ctx, url, testdb.BrainLatest, 0, 0); err != nil {
		t.Fatal(err)
	}
	w := openURL(t, url, Options{MaxConns: 4})
	if err := w.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	readerURL := url
	if len(blind) > 0 && blind[0] {
		var role string
		readerURL, role = testdb.NewRole(t, url, "BYPASSRLS")
		sql(t, url, "GRANT SELECT ON eval_candidates TO "+ident(role))
	}
	r := openURL(t, readerURL, Options{ReadOnly: true})
	r.ignoreForeignWriters = ignoreBound

	// The writers go on for d and until the reader has cut at least
	// minChainWindows windows (at most a minute): on a loaded machine d
	// may hold only a few, and the run would not interleave.
	deadline := time.Now().Add(d)
	giveUp := time.Now().Add(time.Minute)
	var windowsDone atomic.Int64
	writing := func() bool {
		now := time.Now()
		return now.Before(deadline) || windowsDone.Load() < minChainWindows && now.Before(giveUp)
	}
	var mu sync.Mutex
	written := map[int64]bool{}
	var werr error
	fail := func(err error) {
		mu.Lock()
		if werr == nil {
			werr = err
		}
		mu.Unlock()
	}
	var wg sync.WaitGroup
	for i := range 2 { // evalkit's writers
		wg.Go(func() {
			for b := 0; writing(); b++ {
				batch := []store.Candidate{validRow(), validRow()}
				batch[0].Query = fmt.Sprintf("evalkit writer %d batch %d", i, b)
				if err := w.InsertCandidates(ctx, batch); err != nil {
					fail(err)
					return
				}
				mu.Lock()
				for _, c := range batch {
					written[c.ID] = true
				}
				mu.Unlock()
			}
		})
	}
	for i := range 3 { // modusbrain's writers
		wg.Go(func() {
			c, err := pgx.Connect(ctx, url)
			if err != nil {
				fail(err)
				return
			}
			defer c.Close(context.Background())
			if len(blind) > 0 && blind[0] && i == 0 {
				if _, err := c.Exec(ctx, "SET track_activities = off"); err != nil {
					fail(err)
					return
				}
			}
			rng := rand.New(rand.NewPCG(uint64(i), 99))
			for n := 0; writing(); n++ {
				args := testdb.ModusbrainCall(rng, n)
				var id int64
				if n%3 == 0 { // autocommit, as modusbrain does
					err = c.QueryRow(ctx, testdb.ModusbrainInsertCandidate+" RETURNING id", args...).Scan(&id)
				} else { // a transaction that stays open after stamping now()
					err = pgx.BeginFunc(ctx, c, func(tx pgx.Tx) error {
						time.Sleep(time.Duration(rng.IntN(4)) * time.Millisecond)
						if err := tx.QueryRow(ctx, testdb.ModusbrainInsertCandidate+" RETURNING id", args...).Scan(&id); err != nil {
							return err
						}
						time.Sleep(time.Duration(1+rng.IntN(25)) * time.Millisecond)
						return nil
					})
				}
				if err != nil {
					fail(err)
					return
				}
				mu.Lock()
				written[id] = true
				mu.Unlock()
			}
		})
	}
	done := make(chan struct{})
	go func() { wg.Wait(); close(done) }()

	seen := map[int64]int{}
	var since time.Time
	var res chainResult
	export := func() {
		until, err := r.Watermark(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if until.Before(since) {
			t.Fatalf("window end went back: %v after %v", until, since)
		}
		err = r.StreamCandidates(ctx, store.StreamQuery{Since: &since, Until: until}, func(c *store.Candidate) error {
			seen[c.ID]++
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		since = until
		res.windows++
		windowsDone.Add(1)
	}
	for running := true; running; {
		select {
		case <-done:
			running = false
		default:
			export()
		}
	}
	export()
	if werr != nil {
		t.Fatal(werr)
	}
	res.written = len(written)
	for id := range written {
		switch seen[id] {
		case 0:
			res.missed++
		case 1:
		default:
			res.doubled++
		}
	}
	return res
}

// Chained windows stay exact with writers evalkit does not control.
func TestChainedWindowsWithModusbrainWriters(t *testing.T) {
	res := chainWithForeignWriters(t, false, 3*time.Second)
	t.Logf("%d rows over %d windows: %d missed, %d repeated", res.written, res.windows, res.missed, res.doubled)
	if res.missed+res.doubled > 0 {
		t.Fatalf("%d rows over %d windows: %d missed, %d repeated", res.written, res.windows, res.missed, res.doubled)
	}
	if res.windows < minChainWindows {
		t.Fatalf("only %d windows: the test did not interleave", res.windows)
	}
}

// The same with a reader that cannot read when the writers' transactions
// started (another role, no pg_read_all_stats; track_activities off for
// one of them): the window end waits for them instead.
func TestChainedWindowsWithHiddenModusbrainWriters(t *testing.T) {
	res := chainWithForeignWriters(t, false, 3*time.Second, true)
	t.Logf("%d rows over %d windows: %d missed, %d repeated", res.written, res.windows, res.missed, res.doubled)
	if res.missed+res.doubled > 0 {
		t.Fatalf("%d rows over %d windows: %d missed, %d repeated", res.written, res.windows, res.missed, res.doubled)
	}
	if res.windows < minChainWindows {
		t.Fatalf("only %d windows: the test did not interleave", res.windows)
	}
}

// The same run without the open-transaction bound loses rows: the bound is
// what protects them, and the test above can fail. A loaded machine may
// interleave less, so it runs again (longer) before giving up.
func TestChainedWindowsLoseRowsWithoutTheForeignWriterBound(t *testing.T) {
	for _, d := range []time.Duration{2 * time.Second, 4 * time.Second, 8 * time.Second} {
		res := chainWithForeignWriters(t, true, d)
		t.Logf("without the bound, %v: %d rows over %d windows: %d missed, %d repeated", d, res.written, res.windows, res.missed, res.doubled)
		if res.missed > 0 {
			return
		}
	}
	t.Fatal("no row was missed without the foreign-writer bound: the race test cannot tell the bound matters")
}

// WatermarkInfo says when a long transaction holds the window end back.
func TestWatermarkInfoNamesALongOpenTransaction(t *testing.T) {
	e, url := openMigrated(t)
	ctx := testCtx(t)
	tx := beginOn(t, url)
	var start time.Time
	if err := tx.QueryRow(ctx, "SELECT now()").Scan(&start); err != nil {
		t.Fatal(err)
	}
	time.Sleep(heldNoteAfter + 100*time.Millisecond)
	info, err := e.WatermarkInfo(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if !info.At.Equal(start.UTC()) || info.HeldBy == "" || info.Waited != "" {
		t.Fatalf("WatermarkInfo = %+v; want At = the open transaction's start %v, a HeldBy note, no wait", info, start.UTC())
	}
}

// A role that cannot see other roles' sessions is told so by
// WriterVisibility while such a session is connected, and
// pg_read_all_stats mends it; an idle hidden session holds no transaction,
// so the watermark needs no wait for it.
func TestWriterVisibilityBlindToOtherRoles(t *testing.T) {
	_, url := openMigrated(t)
	ctx := testCtx(t)
	roleURL, role := testdb.NewRole(t, url, "")
	r := openURL(t, roleURL, Options{ReadOnly: true})
	c, err := pgx.Connect(ctx, url) // a superuser session: another role
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close(context.Background())
	if info, err := r.WatermarkInfo(ctx); err != nil || info.Waited != "" {
		t.Fatalf("WatermarkInfo as a plain role = %+v, %v", info, err)
	}
	v, err := r.WriterVisibility(ctx)
	if err != nil || v.Blind == "" || v.Fix == "" {
		t.Fatalf("WriterVisibility = %+v, %v", v, err)
	}
	sql(t, url, "GRANT pg_read_all_stats TO "+ident(role))
	r2 := openURL(t, roleURL, Options{ReadOnly: true})
	if v, err := r2.WriterVisibility(ctx); err != nil || v.Blind != "" || v.Partial != "" {
		t.Fatalf("after the grant: %+v, %v", v, err)
	}
}
