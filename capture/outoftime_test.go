package capture_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/modusbrain/evalkit/capture"
	"github.com/modusbrain/evalkit/capture/spool"
	"github.com/modusbrain/evalkit/internal/testdb"
	"github.com/modusbrain/evalkit/store"
)

// TestCloseOutOfTimeSpoolsEveryEvent: a Close whose deadline has already
// passed, with a database that answers and a full batch still queued, has
// no time for the database but needs none for the spool: every event is
// scrubbed and spooled (none left without a row), counted as spooled out
// of time rather than for an outage — also when an earlier run's backlog
// waits in the spool — and the next Capturer delivers them all, once.
func TestCloseOutOfTimeSpoolsEveryEvent(t *testing.T) {
	const n = 3000
	const secret = "bob.secret@example.com"
	forEachEngine(t, func(t *testing.T, k engineKind, eng store.Engine, where string) {
		dir := filepath.Join(t.TempDir(), "spool")
		expired, cancel := context.WithCancel(context.Background())
		cancel()
		// No flush before Close: the batch size is above what is queued,
		// and the interval an hour.
		opts := capture.Options{SkipMigrate: true, FlushInterval: time.Hour, BatchSize: 4096, QueueSize: 8192}
		run := func(from int) capture.Stats {
			t.Helper()
			sp := openTestSpool(t, dir)
			opts.Spool = sp
			c := newCapturer(t, eng, opts)
			for i := from; i < from+n; i++ {
				ev := event(i)
				if i == from {
					ev.Query = "mail " + secret + " about " + ev.Query
				}
				c.Capture(ev)
			}
			if left := c.Close(expired); left != 0 {
				t.Fatalf("Close with its deadline passed: %d events left no row, want 0 (spooled); stats %+v", left, c.Stats())
			}
			sp.Close()
			return c.Stats()
		}

		s := run(0)
		if s.Spooled != n || s.SpooledOutOfTime != n || s.Captured != 0 || len(s.Failed) != 0 || s.Undelivered != 0 || s.DownCause != nil {
			t.Fatalf("stats %+v: want all %d spooled out of time, no failure, no down cause", s, n)
		}
		files, _ := filepath.Glob(filepath.Join(dir, "*"))
		for _, f := range files {
			if b, _ := os.ReadFile(f); strings.Contains(string(b), secret) {
				t.Fatalf("%s holds the raw query: the spool must hold scrubbed rows", f)
			}
		}

		// An earlier run's backlog waits: this run's events still all
		// reach the spool (the drain at start may deliver some of the
		// backlog, or none).
		s = run(n)
		if s.Spooled != n || s.SpooledOutOfTime != n || s.Undelivered != 0 || len(s.Failed) != 0 {
			t.Fatalf("with a backlog: stats %+v, want all %d spooled out of time", s, n)
		}

		c := newCapturer(t, eng, capture.Options{SkipMigrate: true, Spool: openTestSpool(t, dir)})
		if left := c.Close(ctxT(t)); left != 0 {
			t.Fatalf("delivering Close: %d undelivered", left)
		}
		got := rows(t, eng)
		seen := map[string]int{}
		for _, r := range got {
			if strings.Contains(r.Query, secret) {
				t.Fatalf("a row holds the raw query %q", r.Query)
			}
			seen[r.Query]++
		}
		for i := range 2 * n {
			q := event(i).Query
			if i%n == 0 {
				q = "mail [REDACTED] about " + q
			}
			if seen[q] != 1 {
				t.Fatalf("event %d: %d rows, want exactly 1 (%d rows in all)", i, seen[q], len(got))
			}
		}
		if len(got) != 2*n {
			t.Fatalf("%d rows, want %d", len(got), 2*n)
		}
		waitSpoolEmpty(t, dir)
	})
}

// TestLockedTableSpoolsOutOfTime: PostgreSQL answers, but another session
// holds eval_candidates in SHARE mode, so every insert waits for it. Close
// stops waiting at its margin and spools the events; they are counted as
// spooled out of time, not as an outage (the database never failed), and
// nothing is lost.
func TestLockedTableSpoolsOutOfTime(t *testing.T) {
	u := testdb.New(t)
	eng := openPG(t, u)
	if err := eng.Migrate(ctxT(t)); err != nil {
		t.Fatal(err)
	}
	locker, err := pgx.Connect(ctxT(t), u)
	if err != nil {
		t.Fatal(err)
	}
	defer locker.Close(context.Background())
	if _, err := locker.Exec(ctxT(t), "BEGIN; LOCK TABLE eval_candidates IN SHARE MODE"); err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(t.TempDir(), "spool")
	sp := openTestSpool(t, dir)
	c := newCapturer(t, eng, capture.Options{SkipMigrate: true, Spool: sp, OpTimeout: time.Minute})
	for i := range 100 {
		c.Capture(event(i))
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	if left := c.Close(ctx); left != 0 {
		t.Fatalf("Close: %d undelivered, want 0 (spooled); stats %+v", left, c.Stats())
	}
	s := c.Stats()
	if s.Spooled != 100 || s.SpooledOutOfTime != 100 || s.DownCause != nil || len(s.Failed) != 0 {
		t.Fatalf("stats %+v: want 100 spooled out of time, no down cause, no failure", s)
	}
	if _, err := locker.Exec(ctxT(t), "ROLLBACK"); err != nil {
		t.Fatal(err)
	}
	sp.Close()
	// The next process delivers the spool. Its drain stops at the first
	// failure that looks like an outage and leaves the records for the
	// next drain: on a loaded machine the first insert may meet a
	// connection the cancelled inserts above left closing (CI saw 0 of
	// 100 delivered once). Nothing is lost either way; each drain is
	// asked until the spool is empty, and then every event must be
	// there exactly once.
	waitFor(t, "the spool to be delivered", func() bool {
		c2 := newCapturer(t, eng, capture.Options{SkipMigrate: true, Spool: openTestSpool(t, dir)})
		c2.Close(ctxT(t))
		st, err := spool.ReadStats(dir, 0)
		return err == nil && st.Records == 0
	})
	checkExactlyOnce(t, eng, 100)
}

// TestSlowBuildIsNotAStalledSpool: past Close's deadline, one event that
// takes seconds to build (a long query to scrub; 100,000 hits once took
// 31 s) is slow work, not a spool disk that stopped answering: Close
// waits for it, and it and every event queued behind it in the same
// batch are spooled — none is cut off without a row. Close once gave up
// 2 s after the last event built.
func TestSlowBuildIsNotAStalledSpool(t *testing.T) {
	const n = 100
	forEachEngine(t, func(t *testing.T, k engineKind, eng store.Engine, where string) {
		dir := filepath.Join(t.TempDir(), "spool")
		sp := openTestSpool(t, dir)
		slow := func(q string) string {
			if q == event(0).Query {
				time.Sleep(3 * time.Second)
			}
			return q
		}
		// One writer, no flush before Close: the slow event and the rest
		// are one batch.
		c := newCapturer(t, eng, capture.Options{SkipMigrate: true, Spool: sp, Scrubber: slow,
			Writers: 1, FlushInterval: time.Hour, BatchSize: 256})
		for i := range n + 1 {
			c.Capture(event(i)) // event 0 first: the slow one
		}
		expired, cancel := context.WithCancel(context.Background())
		cancel()
		if left := c.Close(expired); left != 0 {
			t.Fatalf("Close: %d events left no row, want 0 (spooled); stats %+v", left, c.Stats())
		}
		if s := c.Stats(); s.Spooled != n+1 || s.Undelivered != 0 || len(s.Failed) != 0 {
			t.Fatalf("stats %+v: want all %d spooled", s, n+1)
		}
		sp.Close()
		c2 := newCapturer(t, eng, capture.Options{SkipMigrate: true, Spool: openTestSpool(t, dir)})
		c2.Close(ctxT(t))
		checkExactlyOnce(t, eng, n+1)
	})
}
