package capture_test

import (
	"database/sql"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/modusbrain/evalkit/capture"
	"github.com/modusbrain/evalkit/internal/testdb"
	"github.com/modusbrain/evalkit/scrub"
	"github.com/modusbrain/evalkit/store"
	"github.com/modusbrain/evalkit/store/sqlite"
)

// Each test here produces one failure reason for real — the database or the
// network says no — and checks that every lost event is exactly one failure
// row (or, when even that cannot be written, is reported and counted).

type failureRow struct {
	Reason, Tool, SQLState, Detail string
}

// failureRowsRaw reads eval_capture_failures directly, details included.
func failureRowsRaw(t *testing.T, kind, where string) []failureRow {
	t.Helper()
	const q = `SELECT reason, coalesce(tool_name, ''), coalesce(sqlstate, ''), detail FROM eval_capture_failures ORDER BY id`
	var out []failureRow
	scan := func(next func() bool, scan func(...any) error, err func() error) {
		for next() {
			var r failureRow
			if e := scan(&r.Reason, &r.Tool, &r.SQLState, &r.Detail); e != nil {
				t.Fatal(e)
			}
			out = append(out, r)
		}
		if e := err(); e != nil {
			t.Fatal(e)
		}
	}
	ctx := ctxT(t)
	if kind == "postgres" {
		c, err := pgx.Connect(ctx, where)
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close(ctx)
		rs, err := c.Query(ctx, q)
		if err != nil {
			t.Fatal(err)
		}
		defer rs.Close()
		scan(rs.Next, rs.Scan, rs.Err)
		return out
	}
	db, err := sql.Open("sqlite", "file:"+where+"?mode=ro")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	rs, err := db.QueryContext(ctx, q)
	if err != nil {
		t.Fatal(err)
	}
	defer rs.Close()
	scan(rs.Next, rs.Scan, rs.Err)
	return out
}

// assertFailureRows checks the rows are exactly n of reason, with state,
// and that none carries query text.
func assertFailureRows(t *testing.T, got []failureRow, n int, reason store.Reason, state string, queries []string) {
	t.Helper()
	if len(got) != n {
		t.Fatalf("%d failure rows, want %d: %+v", len(got), n, got)
	}
	for _, r := range got {
		if r.Reason != string(reason) || r.SQLState != state {
			t.Errorf("failure row %+v, want reason %s, sqlstate %q", r, reason, state)
		}
		for _, q := range queries {
			if strings.Contains(r.Detail, q) {
				t.Errorf("failure row detail carries query %q: %q", q, r.Detail)
			}
		}
	}
}

// waitFor polls cond: the writer works asynchronously. The deadline is a
// safety net against a hang, not a performance assertion.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

func TestCheckViolationRejectedByTheDatabase(t *testing.T) {
	forEachEngine(t, func(t *testing.T, k engineKind, eng store.Engine, where string) {
		o := capture.Options{BatchSize: 100}
		// Let invalid rows through our own validation: the CHECK in the
		// schema must be what refuses them.
		capture.WithBuilder(&o, func(ev capture.Event, bo capture.BuildOptions) (store.Candidate, error) {
			c, err := capture.BuildCandidate(ev, bo)
			switch {
			case strings.HasPrefix(ev.Query, "bad tool"):
				c.ToolName = "delete"
			case strings.HasPrefix(ev.Query, "bad detail"):
				c.Detail = ptr("extreme")
			}
			return c, err
		})
		c := newCapturer(t, eng, o)
		queries := []string{"bad tool: drop the index on invoices", "bad detail: summarise the Q3 board memo"}
		for i := range 20 {
			ev := event(i)
			switch i {
			case 4:
				ev.Query = queries[0]
			case 13:
				ev.Query = queries[1]
			}
			c.Capture(ev)
		}
		if n := c.Close(ctxT(t)); n != 0 {
			t.Fatalf("Close: %d undelivered", n)
		}
		if n := candidateCount(t, eng); n != 18 {
			t.Errorf("%d rows, want the 18 good neighbours", n)
		}
		assertFailureRows(t, failureRowsRaw(t, k.name, where), 2, store.ReasonCheckViolation, "23514", queries)
	})
}

func TestScrubberPanicIsScrubberException(t *testing.T) {
	forEachEngine(t, func(t *testing.T, k engineKind, eng store.Engine, where string) {
		c := newCapturer(t, eng, capture.Options{Scrubber: func(s string) string {
			if strings.Contains(s, "PANIC") {
				panic("scrubber choked on " + s)
			}
			return scrub.Scrub(s)
		}})
		var queries []string
		for i := range 10 {
			ev := event(i)
			if i%4 == 1 {
				ev.Query = "PANIC mail bob@example.com take " + itoa(i)
				queries = append(queries, ev.Query)
			}
			c.Capture(ev)
		}
		if n := c.Close(ctxT(t)); n != 0 {
			t.Fatalf("Close: %d undelivered", n)
		}
		if n := candidateCount(t, eng); n != 7 {
			t.Errorf("%d rows, want 7", n)
		}
		assertFailureRows(t, failureRowsRaw(t, k.name, where), 3, store.ReasonScrubberException, "", append(queries, "bob@example.com"))
	})
}

// TestRLSRejectPostgres: a role without BYPASSRLS may insert into the
// tables (granted) but no policy lets its candidate rows through; the
// schema's insert-only policy on eval_capture_failures records them.
func TestRLSRejectPostgres(t *testing.T) {
	admin := testdb.New(t)
	adminEng := openPG(t, admin)
	if err := adminEng.Migrate(ctxT(t)); err != nil {
		t.Fatal(err)
	}
	roleURL, role := testdb.NewRole(t, admin, "NOSUPERUSER NOBYPASSRLS")
	grant(t, admin, role)
	c := newCapturer(t, openPG(t, roleURL), capture.Options{SkipMigrate: true})
	for i := range 6 {
		c.Capture(event(i))
	}
	if n := c.Close(ctxT(t)); n != 0 {
		t.Fatalf("Close: %d undelivered", n)
	}
	if n := candidateCount(t, adminEng); n != 0 {
		t.Errorf("%d rows got past RLS", n)
	}
	assertFailureRows(t, failureRowsRaw(t, "postgres", admin), 6, store.ReasonRLSReject, "42501", nil)
}

func grant(t *testing.T, admin, role string) {
	t.Helper()
	ctx := ctxT(t)
	conn, err := pgx.Connect(ctx, admin)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	r := pgx.Identifier{role}.Sanitize()
	for _, s := range []string{
		"GRANT USAGE ON SCHEMA public TO " + r,
		"GRANT SELECT, INSERT ON eval_candidates, eval_capture_failures, eval_schema_migrations TO " + r,
		"GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO " + r,
	} {
		if _, err := conn.Exec(ctx, s); err != nil {
			t.Fatal(err)
		}
	}
}

// TestReadOnlySQLiteIsDBDown: a SQLite file that takes no writes is a
// read-only database (the engine maps SQLITE_READONLY to 25006), as a
// PostgreSQL one during maintenance: db_down, which eval-capture's spool
// keeps until the file takes writes again. Without a spool, it refuses the
// failure rows too, so those events are reported through OnError and
// counted undelivered — once each, and nothing is written.
func TestReadOnlySQLiteIsDBDown(t *testing.T) {
	eng, path := engineKinds[1].open(t)
	if err := eng.Migrate(ctxT(t)); err != nil {
		t.Fatal(err)
	}
	ro := openSQLite(t, path, sqlite.Options{ReadOnly: true})
	var reported atomic.Int64
	c := newCapturer(t, ro, capture.Options{SkipMigrate: true, OnError: func(err error) {
		reported.Add(1)
		t.Logf("OnError: %v", err)
	}})
	for i := range 6 {
		c.Capture(event(i))
	}
	if n := c.Close(ctxT(t)); n != 6 {
		t.Errorf("Close = %d undelivered, want 6", n)
	}
	if s := c.Stats(); s.Failed[store.ReasonDBDown] != 6 || s.FailureRows != 0 {
		t.Errorf("stats = %+v, want 6 db_down, no failure rows", s)
	}
	if reported.Load() == 0 {
		t.Error("OnError never heard that the failure rows were lost")
	}
	if n := candidateCount(t, eng); n != 0 || len(failureCounts(t, eng)) != 0 {
		t.Errorf("a read-only database took writes")
	}
}

// TestUnreachablePostgresIsDBDown: with the server unreachable nothing can
// be written, failure rows included. Events are classified (an invalid one
// as check_violation without any round trip), reported through OnError,
// and Close says how many left no row.
func TestUnreachablePostgresIsDBDown(t *testing.T) {
	proxy, viaProxy := newPGProxy(t, testdb.New(t))
	proxy.Down()
	var reported atomic.Int64
	c := newCapturer(t, openPG(t, viaProxy), capture.Options{OnError: func(err error) {
		reported.Add(1)
		if strings.Contains(err.Error(), "take ") {
			t.Errorf("OnError text carries a query: %v", err)
		}
	}})
	for i := range 5 {
		c.Capture(event(i))
	}
	bad := event(5)
	bad.ToolName = "delete"
	c.Capture(bad)
	if n := c.Close(ctxT(t)); n != 6 {
		t.Errorf("Close = %d undelivered, want 6", n)
	}
	s := c.Stats()
	if s.Failed[store.ReasonDBDown] != 5 || s.Failed[store.ReasonCheckViolation] != 1 || s.FailureRows != 0 {
		t.Errorf("stats = %+v, want 5 db_down + 1 check_violation, no rows", s)
	}
	if reported.Load() == 0 {
		t.Error("OnError never heard about the unwritable failure rows")
	}
}

// TestPostgresDownThenBack: events lost while the server is unreachable
// become db_down failure rows once it answers again; nothing is lost or
// doubled.
func TestPostgresDownThenBack(t *testing.T) {
	direct := testdb.New(t)
	directEng := openPG(t, direct)
	if err := directEng.Migrate(ctxT(t)); err != nil {
		t.Fatal(err)
	}
	proxy, viaProxy := newPGProxy(t, direct)
	c := newCapturer(t, openPG(t, viaProxy), capture.Options{SkipMigrate: true})
	c.Capture(event(0))
	waitFor(t, "the first row", func() bool { return c.Stats().Captured == 1 })

	proxy.Down()
	for i := 1; i <= 5; i++ {
		c.Capture(event(i))
	}
	waitFor(t, "5 db_down losses waiting as failure rows", func() bool {
		s := c.Stats()
		return s.Failed[store.ReasonDBDown] == 5 && s.Pending == 5
	})

	proxy.Up()
	for i := 6; i <= 10; i++ {
		c.Capture(event(i))
	}
	if n := c.Close(ctxT(t)); n != 0 {
		t.Fatalf("Close: %d undelivered", n)
	}
	if n := candidateCount(t, directEng); n != 6 {
		t.Errorf("%d rows, want 6 (1 before, 5 after the outage)", n)
	}
	got := failureRowsRaw(t, "postgres", direct)
	if len(got) != 5 {
		t.Fatalf("%d failure rows, want 5: %+v", len(got), got)
	}
	for _, r := range got {
		if r.Reason != string(store.ReasonDBDown) {
			t.Errorf("failure row %+v, want db_down", r)
		}
	}
}

// TestSQLiteMissingSchemaThenMigrated: SQLite's db_down is a database that
// cannot serve the tables (here: not migrated yet, 42P01). The failure rows
// wait and land once the schema exists.
func TestSQLiteMissingSchemaThenMigrated(t *testing.T) {
	eng, path := engineKinds[1].open(t)
	c := newCapturer(t, eng, capture.Options{SkipMigrate: true})
	for i := range 4 {
		c.Capture(event(i))
	}
	waitFor(t, "4 db_down losses", func() bool { return c.Stats().Failed[store.ReasonDBDown] == 4 })
	other := openSQLite(t, path, sqlite.Options{})
	if err := other.Migrate(ctxT(t)); err != nil {
		t.Fatal(err)
	}
	for i := 4; i < 7; i++ {
		c.Capture(event(i))
	}
	if n := c.Close(ctxT(t)); n != 0 {
		t.Fatalf("Close: %d undelivered", n)
	}
	if n := candidateCount(t, other); n != 3 {
		t.Errorf("%d rows, want 3", n)
	}
	assertFailureRows(t, failureRowsRaw(t, "sqlite", path), 4, store.ReasonDBDown, "42P01", nil)
}
