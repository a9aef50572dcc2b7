package postgres

import (
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/modusbrain/evalkit/internal/testdb"
	"github.com/modusbrain/evalkit/store"
)

// psqlRows reads eval_candidates the way a person would check it, with
// pgx's own decoding of whatever types the table has, newest first.
func psqlRows(t *testing.T, url string) []store.Candidate {
	t.Helper()
	ctx := testCtx(t)
	c, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close(ctx)
	rows, err := c.Query(ctx, `SELECT id::bigint, tool_name, query, retrieved_slugs, retrieved_chunk_ids::bigint[], source_ids,
		expand_enabled, detail, detail_resolved, vector_enabled, expansion_applied, latency_ms::bigint, remote,
		job_id::bigint, subagent_id::bigint, created_at FROM eval_candidates ORDER BY created_at DESC, id DESC`)
	if err != nil {
		t.Fatal(err)
	}
	var out []store.Candidate
	for rows.Next() {
		var r store.Candidate
		if err := rows.Scan(&r.ID, &r.ToolName, &r.Query, &r.RetrievedSlugs, &r.RetrievedChunkIDs, &r.SourceIDs,
			&r.ExpandEnabled, &r.Detail, &r.DetailResolved, &r.VectorEnabled, &r.ExpansionApplied, &r.LatencyMS, &r.Remote,
			&r.JobID, &r.SubagentID, &r.CreatedAt); err != nil {
			t.Fatal(err)
		}
		r.CreatedAt = r.CreatedAt.UTC()
		out = append(out, r)
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

func streamAll(t *testing.T, e *Engine) []store.Candidate {
	t.Helper()
	var got []store.Candidate
	err := e.StreamCandidates(testCtx(t), store.StreamQuery{Until: farFuture}, func(c *store.Candidate) error {
		r := *c
		r.RetrievedSlugs = slices.Clone(c.RetrievedSlugs)
		r.RetrievedChunkIDs = slices.Clone(c.RetrievedChunkIDs)
		r.SourceIDs = slices.Clone(c.SourceIDs)
		for _, p := range []**string{&r.Detail, &r.DetailResolved} {
			if *p != nil {
				v := **p
				*p = &v
			}
		}
		if r.ExpandEnabled != nil {
			v := *r.ExpandEnabled
			r.ExpandEnabled = &v
		}
		for _, p := range []**int64{&r.JobID, &r.SubagentID} {
			if *p != nil {
				v := **p
				*p = &v
			}
		}
		got = append(got, r)
		return nil
	})
	if err != nil {
		t.Fatalf("StreamCandidates: %v", err)
	}
	return got
}

func sameRows(t *testing.T, what string, got, want []store.Candidate) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%s: %d rows, want %d", what, len(got), len(want))
	}
	for i := range want {
		g, w := got[i], want[i]
		// psql's []T of an empty array is empty but not nil; compare values.
		if g.ID != w.ID || g.ToolName != w.ToolName || g.Query != w.Query || !slices.Equal(g.RetrievedSlugs, w.RetrievedSlugs) ||
			!slices.Equal(g.RetrievedChunkIDs, w.RetrievedChunkIDs) || !slices.Equal(g.SourceIDs, w.SourceIDs) ||
			!eqPtr(g.ExpandEnabled, w.ExpandEnabled) || !eqPtr(g.Detail, w.Detail) || !eqPtr(g.DetailResolved, w.DetailResolved) ||
			g.VectorEnabled != w.VectorEnabled || g.ExpansionApplied != w.ExpansionApplied || g.LatencyMS != w.LatencyMS ||
			g.Remote != w.Remote || !eqPtr(g.JobID, w.JobID) || !eqPtr(g.SubagentID, w.SubagentID) || !g.CreatedAt.Equal(w.CreatedAt) {
			t.Fatalf("%s: row %d differs:\n got %+v\nwant %+v", what, i, g, w)
		}
	}
}

func eqPtr[T comparable](a, b *T) bool {
	return (a == nil && b == nil) || (a != nil && b != nil && *a == *b)
}

func failureCounts(t *testing.T, e *Engine) map[store.Reason]int64 {
	t.Helper()
	fc, err := e.FailureCounts(testCtx(t), time.Now().Add(-24*time.Hour))
	if err != nil {
		t.Fatalf("FailureCounts: %v", err)
	}
	m := map[store.Reason]int64{}
	for _, c := range fc {
		m[c.Reason] = c.Count
	}
	return m
}

// A brain made by modusbrain, in both shapes: readers work before evalkit
// ever wrote there (no ledger), the first writer adopts it without changing
// anything modusbrain owns, evalkit's rows and failure rows land, and
// modusbrain's own migrations, INSERTs and SELECTs still work afterwards.
func TestAdoptModusbrainBrain(t *testing.T) {
	for _, shape := range []testdb.BrainShape{testdb.BrainM31, testdb.BrainLatest} {
		t.Run(string(shape), func(t *testing.T) {
			ctx := testCtx(t)
			url := testdb.New(t)
			if err := testdb.NewBrain(ctx, url, shape, 300, 7); err != nil {
				t.Fatal(err)
			}
			before, err := testdb.ModusbrainCatalog(ctx, url)
			if err != nil {
				t.Fatal(err)
			}

			// Readers first: nothing written, nothing assumed.
			r := openURL(t, url, Options{ReadOnly: true})
			si, err := r.Schema(ctx)
			if err != nil || si.Version != 0 || !si.Candidates || !si.Failures || si.FailureTime != "ts" {
				t.Fatalf("Schema before adoption = %+v, %v", si, err)
			}
			if shape == testdb.BrainLatest && !slices.Contains(si.Foreign, "embedding_column") {
				t.Errorf("Foreign = %v, want modusbrain's later columns", si.Foreign)
			}
			sameRows(t, "stream before adoption", streamAll(t, r), psqlRows(t, url))
			if got := failureCounts(t, r); got[store.ReasonDBDown] != 2 || got[store.ReasonOther] != 1 {
				t.Fatalf("failure counts = %v", got)
			}

			// The first writer adopts.
			w := openURL(t, url, Options{})
			if err := w.Migrate(ctx); err != nil {
				t.Fatalf("Migrate on a modusbrain brain: %v", err)
			}
			if err := w.Migrate(ctx); err != nil {
				t.Fatalf("second Migrate: %v", err)
			}
			after, err := testdb.ModusbrainCatalog(ctx, url)
			if err != nil {
				t.Fatal(err)
			}
			if after != before {
				t.Fatalf("adoption changed what modusbrain owns:\nbefore:\n%s\nafter:\n%s", before, after)
			}
			rows := []store.Candidate{{ToolName: "query", Query: "evalkit row", RetrievedSlugs: []string{"a"},
				RetrievedChunkIDs: []int64{7, 7}, SourceIDs: []string{}, VectorEnabled: true, LatencyMS: 12}}
			if err := w.InsertCandidates(ctx, rows); err != nil || rows[0].ID == 0 {
				t.Fatalf("InsertCandidates: %v (id %d)", err, rows[0].ID)
			}
			if err := w.InsertFailures(ctx, []store.Failure{{Reason: store.ReasonCheckViolation, ToolName: "query", SQLState: "23514"}}); err != nil {
				t.Fatalf("InsertFailures: %v", err)
			}
			if got := failureCounts(t, w); got[store.ReasonCheckViolation] != 2 {
				t.Fatalf("failure counts after evalkit's failure = %v", got)
			}
			if err := testdb.ModusbrainStillWorks(ctx, url, shape); err != nil {
				t.Fatalf("modusbrain after adoption: %v", err)
			}
			got := streamAll(t, r)
			sameRows(t, "stream after adoption", got, psqlRows(t, url))
			if len(got) != 302 {
				t.Fatalf("%d rows, want 300 + evalkit's + modusbrain's", len(got))
			}
		})
	}
}

// The reverse: evalkit created the tables, then modusbrain's migration 31
// and its later ALTERs run against them, then its INSERTs and SELECTs.
func TestModusbrainAdoptsEvalkitTables(t *testing.T) {
	e, url := openMigrated(t)
	ctx := testCtx(t)
	if err := testdb.ModusbrainStillWorks(ctx, url, testdb.BrainLatest); err != nil {
		t.Fatalf("modusbrain on evalkit's tables: %v", err)
	}
	got := streamAll(t, e)
	sameRows(t, "stream", got, psqlRows(t, url))
	if len(got) != 1 {
		t.Fatalf("%d rows, want modusbrain's one", len(got))
	}
	// evalkit keeps writing after modusbrain's columns arrived.
	rows := []store.Candidate{{ToolName: "search", Query: "after", VectorEnabled: true}}
	if err := e.InsertCandidates(ctx, rows); err != nil {
		t.Fatal(err)
	}
	if err := e.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
}

// An evalkit version 1 database migrates to version 2: failures gain ts
// (from created_at), and modusbrain can then live in it too.
func TestMigrateFromEvalkitV1(t *testing.T) {
	v1, err := os.ReadFile("testdata/evalkit_v1.sql")
	if err != nil {
		t.Fatal(err)
	}
	url := testdb.New(t)
	old := time.Date(2026, 3, 1, 12, 0, 0, 123456000, time.UTC)
	sql(t, url, string(v1),
		`INSERT INTO eval_capture_failures (reason, detail, created_at) VALUES ('db_down', 'old', '2026-03-01 12:00:00.123456Z')`,
		`INSERT INTO eval_capture_failures (reason, detail) VALUES ('other', 'recent')`,
		`INSERT INTO eval_candidates (tool_name, query, vector_enabled, expansion_applied, latency_ms, remote) VALUES ('query', 'v1 row', true, false, 3, false)`)
	ctx := testCtx(t)
	r := openURL(t, url, Options{ReadOnly: true})
	if got := failureCounts(t, r); got[store.ReasonOther] != 1 {
		t.Fatalf("v1 failure counts before migration: %v", got)
	}
	e := openURL(t, url, Options{})
	if err := e.Migrate(ctx); err != nil {
		t.Fatalf("Migrate v1 -> v2: %v", err)
	}
	if v, err := e.SchemaVersion(ctx); err != nil || v != store.SchemaVersion {
		t.Fatalf("SchemaVersion = %d, %v", v, err)
	}
	var ts time.Time
	if err := e.pool.QueryRow(ctx, "SELECT ts FROM eval_capture_failures WHERE detail = 'old'").Scan(&ts); err != nil || !ts.Equal(old) {
		t.Fatalf("ts of the v1 row = %v, %v; want its created_at %v", ts, err, old)
	}
	if got := failureCounts(t, e); got[store.ReasonOther] != 1 || got[store.ReasonDBDown] != 0 {
		t.Fatalf("failure counts after migration: %v", got)
	}
	if err := e.InsertFailures(ctx, []store.Failure{{Reason: store.ReasonRLSReject}}); err != nil {
		t.Fatal(err)
	}
	if err := testdb.ModusbrainStillWorks(ctx, url, testdb.BrainLatest); err != nil {
		t.Fatalf("modusbrain on a migrated v1 database: %v", err)
	}
	sameRows(t, "stream", streamAll(t, r), psqlRows(t, url))
}

// A brain whose tables belong to another role: adoption refuses up front,
// naming the owner, and changes nothing.
func TestAdoptRefusesTablesOfAnotherRole(t *testing.T) {
	ctx := testCtx(t)
	url := testdb.New(t)
	if err := testdb.NewBrain(ctx, url, testdb.BrainM31, 3, 1); err != nil {
		t.Fatal(err)
	}
	roleURL, role := testdb.NewRole(t, url, "BYPASSRLS")
	sql(t, url, "GRANT SELECT, INSERT ON eval_candidates, eval_capture_failures TO "+ident(role),
		"GRANT CREATE ON SCHEMA public TO "+ident(role))
	err := openURL(t, roleURL, Options{}).Migrate(ctx)
	if err == nil || !strings.Contains(err.Error(), "belongs to role") {
		t.Fatalf("Migrate as a non-owner: %v", err)
	}
	var ledger bool
	if err := openURL(t, url, Options{}).pool.QueryRow(ctx, "SELECT to_regclass('eval_schema_migrations') IS NOT NULL").Scan(&ledger); err != nil || ledger {
		t.Fatalf("a refused adoption left a ledger (%v)", err)
	}
}
