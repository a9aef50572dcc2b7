package capture_test

import (
	"database/sql"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"

	"github.com/modusbrain/evalkit/capture"
	"github.com/modusbrain/evalkit/store"
)

// addFilter gives eval_candidates an owner's filter that drops every
// search call: a BEFORE INSERT row trigger returning NULL on PostgreSQL,
// RAISE(IGNORE) on SQLite.
func addFilter(t *testing.T, kind, where string) {
	t.Helper()
	ctx := ctxT(t)
	if kind == "postgres" {
		conn, err := pgx.Connect(ctx, where)
		if err != nil {
			t.Fatal(err)
		}
		defer conn.Close(ctx)
		for _, s := range []string{
			`CREATE FUNCTION drop_search() RETURNS trigger LANGUAGE plpgsql AS $$
			BEGIN IF NEW.tool_name = 'search' THEN RETURN NULL; END IF; RETURN NEW; END $$`,
			`CREATE TRIGGER no_search BEFORE INSERT ON eval_candidates FOR EACH ROW EXECUTE FUNCTION drop_search()`,
		} {
			if _, err := conn.Exec(ctx, s); err != nil {
				t.Fatal(err)
			}
		}
		return
	}
	db, err := sql.Open("sqlite", where)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if _, err := db.ExecContext(ctx, `CREATE TRIGGER no_search BEFORE INSERT ON eval_candidates WHEN NEW.tool_name = 'search'
		BEGIN SELECT RAISE(IGNORE); END`); err != nil {
		t.Fatal(err)
	}
}

// Calls the table's own trigger drops are neither captured nor failed
// (probe 18 #1: they were counted as captured): Filtered counts them and
// FilteredBy names the trigger, with no failure row — the owner filters on
// purpose. With a spool (every row keyed) and without (no keys), where the
// engine knows how many but not which.
func TestTriggerDroppedCallsAreFilteredNotCaptured(t *testing.T) {
	for _, spooled := range []bool{false, true} {
		name := map[bool]string{false: "no-spool", true: "spool"}[spooled]
		t.Run(name, func(t *testing.T) {
			forEachEngine(t, func(t *testing.T, k engineKind, eng store.Engine, where string) {
				addFilter(t, k.name, where)
				o := capture.Options{SkipMigrate: true, BatchSize: 16}
				if spooled {
					o.Spool = openTestSpool(t, t.TempDir())
				}
				c := newCapturer(t, eng, o)
				const n = 30 // events 0, 3, 6, … are search calls
				for i := range n {
					c.Capture(event(i))
				}
				if u := c.Close(ctxT(t)); u != 0 {
					t.Fatalf("Close: %d undelivered", u)
				}
				st := c.Stats()
				if st.Captured != 20 || st.Filtered != 10 || len(st.Failed) != 0 || st.FailureRows != 0 {
					t.Fatalf("Captured %d, Filtered %d, Failed %v, FailureRows %d; want 20, 10, none, 0", st.Captured, st.Filtered, st.Failed, st.FailureRows)
				}
				want := "trigger no_search"
				if k.name == "sqlite" {
					want = "a trigger"
				}
				if st.FilteredBy != want {
					t.Errorf("FilteredBy = %q, want %q", st.FilteredBy, want)
				}
				if st.Accepted != st.Captured+st.Filtered+st.Spooled {
					t.Errorf("Accepted %d != Captured + Filtered + Spooled (%d + %d + %d)", st.Accepted, st.Captured, st.Filtered, st.Spooled)
				}
				got := rows(t, eng)
				for _, r := range got {
					if r.ToolName == store.ToolSearch {
						t.Errorf("a search call was stored: %q", r.Query)
					}
				}
				if len(got) != 20 || len(failureCounts(t, eng)) != 0 {
					t.Errorf("%d rows and failures %v; want 20 rows, no failure", len(got), failureCounts(t, eng))
				}
			})
		})
	}
}

// A spooled call the trigger drops on delivery is not delivered late.
func TestTriggerDroppedSpooledCallsAreNotDelayed(t *testing.T) {
	eng, where := engineKinds[0].open(t)
	if err := eng.Migrate(ctxT(t)); err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	// Spool three calls, one a search: the database is unreachable.
	down := newCapturer(t, openPG(t, "postgres://nobody@127.0.0.1:1/none?sslmode=disable&connect_timeout=1"),
		capture.Options{SkipMigrate: true, Spool: openTestSpool(t, dir)})
	for i := range 3 {
		down.Capture(event(i))
	}
	down.Close(ctxT(t))
	if st := down.Stats(); st.Spooled != 3 {
		t.Fatalf("spooled %d, want 3 (%+v)", st.Spooled, st)
	}
	addFilter(t, "postgres", where)
	sp := openTestSpool(t, dir)
	up := newCapturer(t, eng, capture.Options{SkipMigrate: true, Spool: sp})
	up.Close(ctxT(t))
	st := up.Stats()
	if st.Delayed != 2 || st.DelayedFiltered != 1 || !strings.Contains(st.FilteredBy, "no_search") || st.SpoolLost != 0 {
		t.Fatalf("Delayed %d, DelayedFiltered %d, FilteredBy %q, SpoolLost %d; want 2, 1, no_search, 0", st.Delayed, st.DelayedFiltered, st.FilteredBy, st.SpoolLost)
	}
}
