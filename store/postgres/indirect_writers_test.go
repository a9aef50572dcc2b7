package postgres

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/modusbrain/evalkit/internal/testdb"
	"github.com/modusbrain/evalkit/store"
)

// indirectWriter is a way into eval_candidates for a login role that holds
// no INSERT on the table itself, so has_table_privilege says it cannot
// write: the row is still stamped with now(), its transaction's start.
type indirectWriter struct {
	name string
	url  string // the login role's URL
	// setup runs in the session before its transaction (SET ROLE).
	setup []string
	// insert writes one row as modusbrain does; args are its arguments.
	insert string
	args   []any
}

// modusbrainColumns are the columns modusbrain's INSERT names.
const modusbrainColumns = "tool_name, query, retrieved_slugs, retrieved_chunk_ids, source_ids, expand_enabled, detail, " +
	"detail_resolved, vector_enabled, expansion_applied, latency_ms, remote, job_id, subagent_id"

// indirectWriters makes, in the brain at url (a superuser URL), one login
// role per way of writing eval_candidates without table-level INSERT:
//
//   - a NOINHERIT login member of a role that may write (modusbrain's own
//     role), writing after SET ROLE;
//   - a role with column-level INSERT on the columns modusbrain's INSERT
//     names (plus BYPASSRLS, as modusbrain's role has);
//   - a role that may only EXECUTE a SECURITY DEFINER function that inserts;
//   - a role that may only INSERT into an updatable view of the table.
//
// Each may use the id sequence (nextval for its row, currval to find it).
func indirectWriters(t *testing.T, url string) []indirectWriter {
	t.Helper()
	args := testdb.ModusbrainCall(rand.New(rand.NewPCG(3, 4)), 1)
	insert := testdb.ModusbrainInsertCandidate

	_, mb := testdb.NewRole(t, url, "BYPASSRLS")
	sql(t, url, "GRANT SELECT, INSERT ON eval_candidates TO "+ident(mb))
	loginURL, _ := testdb.NewRole(t, url, "NOINHERIT IN ROLE "+ident(mb))

	colURL, col := testdb.NewRole(t, url, "BYPASSRLS")
	sql(t, url, "GRANT INSERT ("+modusbrainColumns+") ON eval_candidates TO "+ident(col))

	fnURL, fn := testdb.NewRole(t, url, "")
	sql(t, url, `CREATE FUNCTION capture_candidate(q text) RETURNS void LANGUAGE sql SECURITY DEFINER SET search_path = public AS $$
		INSERT INTO eval_candidates (tool_name, query, vector_enabled, expansion_applied, latency_ms, remote)
		VALUES ('query', q, true, false, 12, false) $$`,
		"REVOKE EXECUTE ON FUNCTION capture_candidate(text) FROM PUBLIC",
		"GRANT EXECUTE ON FUNCTION capture_candidate(text) TO "+ident(fn))

	viewURL, view := testdb.NewRole(t, url, "")
	sql(t, url, "CREATE VIEW eval_candidates_in AS SELECT * FROM eval_candidates",
		"GRANT INSERT ON eval_candidates_in TO "+ident(view))

	for _, r := range []string{mb, col, fn, view} {
		sql(t, url, "GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO "+ident(r))
	}
	// The premise: none of the login roles has table-level INSERT.
	for _, u := range []string{loginURL, colURL, fnURL, viewURL} {
		var can bool
		c := beginOn(t, u)
		if err := c.QueryRow(testCtx(t), "SELECT has_table_privilege('eval_candidates', 'INSERT')").Scan(&can); err != nil || can {
			t.Fatalf("has_table_privilege = %v, %v; the writer must not have table-level INSERT", can, err)
		}
		if err := c.Rollback(testCtx(t)); err != nil {
			t.Fatal(err)
		}
		_ = c.Conn().Close(testCtx(t))
	}
	return []indirectWriter{
		{name: "SET ROLE of a NOINHERIT member", url: loginURL, setup: []string{"SET ROLE " + ident(mb)}, insert: insert, args: args},
		{name: "column grant", url: colURL, insert: insert, args: args},
		{name: "SECURITY DEFINER function", url: fnURL, insert: "SELECT capture_candidate($1)", args: []any{"through a function"}},
		{name: "updatable view", url: viewURL, insert: strings.Replace(insert, "INTO eval_candidates ", "INTO eval_candidates_in ", 1), args: args},
	}
}

// chainAcrossIndirectWriter cuts two chained windows [zero, W) and [W, far)
// as cursor exports do, with r, while w's transaction is open: begun
// before W is read, with its row inserted before W is read (insertFirst)
// or only after (a transaction that holds no transaction id yet when the
// end is read, as an autocommit INSERT waiting on a lock). It commits once
// W is returned, or after a pause when WindowEnd is still waiting. It
// returns how often the row appears in the two windows together, and
// whether W was read while the row's transaction was open.
func chainAcrossIndirectWriter(t *testing.T, r *Engine, w indirectWriter, insertFirst bool) (n int, returnedOpen bool) {
	t.Helper()
	ctx := testCtx(t)
	tx := beginOn(t, w.url, w.setup...)
	// The transaction has begun (its now() is fixed) before the end is read.
	if _, err := tx.Exec(ctx, "SELECT now()"); err != nil {
		t.Fatal(err)
	}
	var id int64
	write := func() {
		t.Helper()
		if _, err := tx.Exec(ctx, w.insert, w.args...); err != nil {
			t.Fatalf("%s: %v", w.insert, err)
		}
		if err := tx.QueryRow(ctx, "SELECT currval(pg_get_serial_sequence('eval_candidates', 'id'))").Scan(&id); err != nil {
			t.Fatal(err)
		}
		if err := tx.Commit(ctx); err != nil {
			t.Fatal(err)
		}
	}
	if insertFirst {
		if _, err := tx.Exec(ctx, w.insert, w.args...); err != nil {
			t.Fatalf("%s: %v", w.insert, err)
		}
		write = func() {
			t.Helper()
			if err := tx.QueryRow(ctx, "SELECT currval(pg_get_serial_sequence('eval_candidates', 'id'))").Scan(&id); err != nil {
				t.Fatal(err)
			}
			if err := tx.Commit(ctx); err != nil {
				t.Fatal(err)
			}
		}
	}

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
	var first []int64
	select {
	case a = <-done: // returned while the row's transaction is open
		if a.err != nil {
			t.Fatal(a.err)
		}
		returnedOpen = true
		first = windowIDs(t, r, time.Time{}, a.at)
		write()
	case <-time.After(300 * time.Millisecond):
		write()
		if a = <-done; a.err != nil {
			t.Fatal(a.err)
		}
		first = windowIDs(t, r, time.Time{}, a.at)
	}
	for _, got := range first {
		if got == id {
			n++
		}
	}
	return n + countID(t, r, a.at, farFuture, id), returnedOpen
}

// windowIDs lists the ids of the rows in the window [since, until).
func windowIDs(t *testing.T, e *Engine, since, until time.Time) []int64 {
	t.Helper()
	var ids []int64
	err := e.StreamCandidates(testCtx(t), store.StreamQuery{Since: &since, Until: until}, func(c *store.Candidate) error {
		ids = append(ids, c.ID)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return ids
}

// A session whose login role holds no table-level INSERT on eval_candidates
// may still write a row stamped with its transaction's start — after SET
// ROLE, through a column grant, a SECURITY DEFINER function or an updatable
// view — and commit it after a window end is read: the row must land in
// exactly one of two chained windows, whether the reader can see when the
// transaction started (the end is held at its start) or not (the end waits
// for it), and whether the row was inserted before the end was read or
// only after (no transaction id yet when it was read).
func TestChainedWindowsKeepLateRowsOfIndirectWriters(t *testing.T) {
	_, url := openBrain(t)
	writers := indirectWriters(t, url)
	seen := openURL(t, url, Options{ReadOnly: true}) // a superuser: sees every start
	hiddenURL, hidden := testdb.NewRole(t, url, "BYPASSRLS")
	sql(t, url, "GRANT SELECT ON eval_candidates TO "+ident(hidden))
	blind := openURL(t, hiddenURL, Options{ReadOnly: true})
	readers := []struct {
		name string
		r    *Engine
	}{{"reader sees the start", seen}, {"reader cannot see the start", blind}}
	for _, w := range writers {
		for _, rd := range readers {
			for _, insertFirst := range []bool{true, false} {
				when := "inserted after the end is read"
				if insertFirst {
					when = "inserted before the end is read"
				}
				t.Run(w.name+"/"+rd.name+"/"+when, func(t *testing.T) {
					n, returnedOpen := chainAcrossIndirectWriter(t, rd.r, w, insertFirst)
					if n != 1 {
						t.Fatalf("the late row appears %d times in two chained windows; want 1", n)
					}
					if rd.r == blind && returnedOpen {
						t.Fatal("a reader that cannot see the transaction's start returned a window end while it was open")
					}
				})
			}
		}
	}
}

// A transaction of a role that cannot insert into eval_candidates by any
// grant (a reader, a dump, a psql left in BEGIN) counts too: no privilege
// test can rule out every way to write. Its start, when the reader can see
// it, holds the window end; when it cannot, the end waits for it, and a
// wait that runs out fails naming it and the GRANT that lets the end be
// held instead.
func TestWindowEndCountsTransactionsOfEveryRole(t *testing.T) {
	_, url := openBrain(t)
	ctx := testCtx(t)
	otherURL, other := testdb.NewRole(t, url, "")
	tx := beginOn(t, otherURL)
	var start time.Time
	if err := tx.QueryRow(ctx, "SELECT now()").Scan(&start); err != nil {
		t.Fatal(err)
	}

	readerURL, reader := testdb.NewRole(t, url, "")
	r := openURL(t, readerURL, Options{ReadOnly: true})
	_, err := r.WindowEnd(ctx, store.EndRequest{Wait: 50 * time.Millisecond})
	var ns *store.NotSettledError
	if !errors.As(err, &ns) || len(ns.Open) != 1 || !strings.Contains(ns.Open[0], `role "`+other+`"`) ||
		len(ns.Fixes) != 1 || !strings.Contains(ns.Fixes[0], "GRANT pg_read_all_stats TO "+ident(reader)) {
		t.Fatalf("a hidden transaction of a role without INSERT: %v (%+v); want a NotSettledError naming it, with the GRANT", err, ns)
	}

	sql(t, url, "GRANT pg_read_all_stats TO "+ident(reader))
	r2 := openURL(t, readerURL, Options{ReadOnly: true})
	info, err := r2.WindowEnd(ctx, store.EndRequest{Wait: 50 * time.Millisecond})
	if err != nil || !info.At.Equal(start.UTC()) {
		t.Fatalf("WindowEnd with pg_read_all_stats = %+v, %v; want the open transaction's start %v", info, err, start.UTC())
	}
	if err := tx.Rollback(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := r.WindowEnd(ctx, store.EndRequest{Wait: 50 * time.Millisecond}); err != nil {
		t.Fatalf("after the transaction ended: %v", err)
	}
}
