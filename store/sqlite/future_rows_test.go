package sqlite

import (
	"context"
	"database/sql"
	"sync/atomic"
	"testing"
	"time"

	"github.com/modusbrain/evalkit/store"
)

// lastV1Stamp is 9999-12-31T23:59:59.999999Z, the last microsecond RFC 3339
// can write.
var lastV1Stamp = time.Date(9999, 12, 31, 23, 59, 59, 999999000, time.UTC)

// insertByHand adds a row to the file at path the way another program
// would: its own connection, its own created_at.
func insertByHand(t *testing.T, path string, createdAt time.Time) int64 {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	res, err := db.Exec(`INSERT INTO eval_candidates (tool_name, query, vector_enabled, expansion_applied, latency_ms, remote, created_at)
		VALUES ('query', 'inserted by hand', 0, 0, 1, 0, ?)`, createdAt.UnixMicro())
	if err != nil {
		t.Fatal(err)
	}
	id, err := res.LastInsertId()
	if err != nil {
		t.Fatal(err)
	}
	return id
}

// One row dated far ahead — a clock that was wrong for a moment, or a row
// another program wrote into the shared file — must not move the stamps
// of later captures: each is stamped with its time. Nor the window ends:
// that row lies in a later window, the one its date falls in.
func TestFutureRowDoesNotMoveStamps(t *testing.T) {
	ctx := context.Background()
	e, path := openTemp(t)
	insertByHand(t, path, time.Date(2099, 1, 1, 0, 0, 0, 0, time.UTC))
	ro, err := Open(ctx, path, Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer ro.Close()
	for i := range 3 {
		before := time.Now()
		rows := []store.Candidate{sample(i)}
		if err := e.InsertCandidates(ctx, rows); err != nil {
			t.Fatal(err)
		}
		after := time.Now()
		if at := rows[0].CreatedAt; at.Before(before.Truncate(time.Microsecond)) || at.After(after) {
			t.Fatalf("capture %d between %v and %v stamped %v", i, before, after, at)
		}
		newest := rows[0].CreatedAt
		for name, eng := range map[string]*Engine{"writable": e, "read-only": ro} {
			w, err := eng.Watermark(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if !w.After(newest) || w.After(time.Now()) {
				t.Errorf("%s watermark %v after capture %d stamped %v: want just after it, not the future row's time", name, w, i, newest)
			}
		}
	}
}

// A row at the last instant schema v1 can write, then a capture: the
// capture is stamped now, not in the year 10000 (which no export can
// write), and the window end stays one a cursor can hold.
func TestRowAtTheLastV1StampThenCapture(t *testing.T) {
	ctx := context.Background()
	e, path := openTemp(t)
	insertByHand(t, path, lastV1Stamp)
	rows := []store.Candidate{sample(1)}
	if err := e.InsertCandidates(ctx, rows); err != nil {
		t.Fatal(err)
	}
	if at := rows[0].CreatedAt; at.Year() > 9999 || time.Since(at) > time.Minute || time.Since(at) < 0 {
		t.Errorf("capture after a row at %v stamped %v, want now", lastV1Stamp, at)
	}
	ro, err := Open(ctx, path, Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer ro.Close()
	w, err := ro.Watermark(ctx)
	if want := rows[0].CreatedAt.Add(time.Microsecond); err != nil || !w.Equal(want) {
		t.Errorf("read-only watermark %v, %v; want just after the capture, %v", w, err, want)
	}
}

// Whatever the newest row and the clock say, a stamp never passes the
// last instant schema v1 can write.
func TestStampNeverPassesTheYear9999(t *testing.T) {
	ctx := context.Background()
	e, _ := openTemp(t)
	e.now = func() time.Time { return time.Date(10000, 1, 1, 0, 0, 1, 0, time.UTC) }
	for i := range 2 {
		rows := []store.Candidate{sample(i)}
		if err := e.InsertCandidates(ctx, rows); err != nil {
			t.Fatal(err)
		}
		if !rows[0].CreatedAt.Equal(lastV1Stamp) {
			t.Errorf("capture %d with the clock in the year 10000 stamped %v, want %v", i, rows[0].CreatedAt, lastV1Stamp)
		}
	}
}

// A row less than stampLeadLimit ahead is one this clock may have stamped
// (a burst, a small step back): stamps stay above it, in commit order.
// Further ahead it is left to sort first. Both engines' watermarks agree.
func TestStampFollowsOnlyRowsNearTheClock(t *testing.T) {
	ctx := context.Background()
	clock := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	for _, c := range []struct {
		ahead  time.Duration
		follow bool
	}{
		{time.Second, true},
		{stampLeadLimit - time.Microsecond, true},
		{stampLeadLimit + time.Microsecond, false},
		{time.Hour, false},
	} {
		e, path := openTemp(t)
		e.now = func() time.Time { return clock }
		ro, err := Open(ctx, path, Options{ReadOnly: true})
		if err != nil {
			t.Fatal(err)
		}
		ro.now = e.now
		ahead := clock.Add(c.ahead)
		insertByHand(t, path, ahead)
		rows := []store.Candidate{sample(1)}
		if err := e.InsertCandidates(ctx, rows); err != nil {
			t.Fatal(err)
		}
		want := clock
		if c.follow {
			want = ahead.Add(time.Microsecond)
		}
		if !rows[0].CreatedAt.Equal(want) {
			t.Errorf("row %v ahead: capture stamped %v, want %v", c.ahead, rows[0].CreatedAt, want)
		}
		for name, eng := range map[string]*Engine{"writable": e, "read-only": ro} {
			if w, err := eng.Watermark(ctx); err != nil || !w.Equal(want.Add(time.Microsecond)) {
				t.Errorf("row %v ahead: %s watermark %v, %v; want %v", c.ahead, name, w, err, want.Add(time.Microsecond))
			}
		}
		ro.Close()
	}
}

// The window promise with a row dated ahead of the clock: chained windows
// [prev, W), W the read-only watermark (what eval-export uses), taken while
// the clock runs past that row, hold every row exactly once — the foreign
// one in the window its date falls in — and no capture is stamped more
// than stampLeadLimit ahead of its clock.
func TestChainedWindowsKeepAFutureRowOnce(t *testing.T) {
	ctx := context.Background()
	e, path := openTemp(t)
	start := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	var offset atomic.Int64
	e.now = func() time.Time { return start.Add(time.Duration(offset.Load())) }
	ro, err := Open(ctx, path, Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer ro.Close()
	ro.now = e.now
	foreign := insertByHand(t, path, start.Add(90*time.Second))

	seen := map[int64]int{}
	var since time.Time
	var captured []int64
	for step := time.Duration(0); step <= 4*time.Minute; step += 5 * time.Second {
		offset.Store(int64(step))
		rows := []store.Candidate{sample(int(step / time.Second))}
		if err := e.InsertCandidates(ctx, rows); err != nil {
			t.Fatal(err)
		}
		captured = append(captured, rows[0].ID)
		if lead := rows[0].CreatedAt.Sub(e.now()); lead > stampLeadLimit+time.Millisecond {
			t.Errorf("capture at +%v stamped %v, %v ahead of its clock", step, rows[0].CreatedAt, lead)
		}
		w, err := ro.Watermark(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if w.Before(since) {
			t.Fatalf("watermark went back: %v after %v", w, since)
		}
		err = ro.StreamCandidates(ctx, store.StreamQuery{Since: &since, Until: w}, func(c *store.Candidate) error {
			seen[c.ID]++
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		since = w
	}
	for _, id := range append(captured, foreign) {
		if seen[id] != 1 {
			t.Errorf("row %d seen in %d windows, want 1", id, seen[id])
		}
	}
	if len(seen) != len(captured)+1 {
		t.Errorf("%d rows seen, want %d", len(seen), len(captured)+1)
	}
}
