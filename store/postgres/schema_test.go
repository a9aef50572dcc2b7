package postgres

import (
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"

	"github.com/modusbrain/evalkit/store"
)

// The columns are the seed's v1 row table (names, types, nullability) and
// modusbrain's failures table, each with evalkit's extras after them.
func TestSchemaMatchesTheSeed(t *testing.T) {
	_, url := openMigrated(t)
	ctx := testCtx(t)
	c, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close(ctx)
	cols := func(table string) string {
		rows, err := c.Query(ctx, `SELECT attname || ' ' || format_type(atttypid, atttypmod) || CASE WHEN attnotnull THEN ' not null' ELSE '' END
			FROM pg_attribute WHERE attrelid = $1::text::regclass AND attnum > 0 AND NOT attisdropped ORDER BY attnum`, table)
		if err != nil {
			t.Fatal(err)
		}
		got, err := pgx.CollectRows(rows, pgx.RowTo[string])
		if err != nil {
			t.Fatal(err)
		}
		return strings.Join(got, "\n")
	}
	want := strings.Join([]string{
		"id integer not null", "tool_name text not null", "query text not null",
		"retrieved_slugs text[] not null", "retrieved_chunk_ids integer[] not null", "source_ids text[] not null",
		"expand_enabled boolean", "detail text", "detail_resolved text",
		"vector_enabled boolean not null", "expansion_applied boolean not null", "latency_ms integer not null",
		"remote boolean not null", "job_id integer", "subagent_id integer",
		"created_at timestamp with time zone not null", "evalkit_delivery_key text",
	}, "\n")
	if got := cols("eval_candidates"); got != want {
		t.Errorf("eval_candidates columns:\n%s\nwant:\n%s", got, want)
	}
	want = strings.Join([]string{
		"id integer not null", "ts timestamp with time zone not null", "reason text not null",
		"tool_name text", "sqlstate text", "detail text",
	}, "\n")
	if got := cols("eval_capture_failures"); got != want {
		t.Errorf("eval_capture_failures columns:\n%s\nwant:\n%s", got, want)
	}

	var rls, force bool
	for _, table := range []string{"eval_candidates", "eval_capture_failures"} {
		if err := c.QueryRow(ctx, "SELECT relrowsecurity, relforcerowsecurity FROM pg_class WHERE oid = $1::text::regclass", table).
			Scan(&rls, &force); err != nil {
			t.Fatal(err)
		}
		if !rls || !force {
			t.Errorf("%s: row security enabled=%v forced=%v, want both", table, rls, force)
		}
	}
	var idx string
	if err := c.QueryRow(ctx, "SELECT indexdef FROM pg_indexes WHERE indexname = 'eval_candidates_created_at_idx'").Scan(&idx); err != nil ||
		!strings.Contains(idx, "(created_at DESC, id DESC)") {
		t.Errorf("export index: %q, %v", idx, err)
	}
}

// Defaults the seed implies: created_at is stamped by the database, and
// arrays default to empty when a writer omits them.
func TestColumnDefaults(t *testing.T) {
	e, url := openMigrated(t)
	sql(t, url, `INSERT INTO eval_candidates (tool_name, query, vector_enabled, expansion_applied, latency_ms, remote)
		VALUES ('query', 'bare', false, false, 1, false)`)
	var got []store.Candidate
	err := e.StreamCandidates(testCtx(t), store.StreamQuery{Until: farFuture}, func(c *store.Candidate) error {
		got = append(got, *c)
		return nil
	})
	if err != nil || len(got) != 1 {
		t.Fatalf("stream: %v, %d rows", err, len(got))
	}
	c := got[0]
	if c.RetrievedSlugs == nil || len(c.RetrievedSlugs) != 0 || len(c.RetrievedChunkIDs) != 0 || len(c.SourceIDs) != 0 || c.CreatedAt.IsZero() {
		t.Fatalf("defaults: %+v", c)
	}
}
