// Command benchexport is the Go half of `scripts/bench export`; it is never
// built into a release (goreleaser builds only cmd/*).
//
//	benchexport createdb SERVER_URL NAME   create database NAME, print its URL
//	benchexport dropdb SERVER_URL NAME     drop it
//	benchexport seed DB_URL N [brain]      migrate and fill eval_candidates with N rows; with
//	                                       brain, the tables are modusbrain's (its latest
//	                                       schema: integer ids and arrays), never migrated
//	benchexport naive DB_URL               the naive exporter: pgx rows.Scan into a
//	                                       struct, encoding/json per row, buffered stdout
package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"os"
	"strconv"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/modusbrain/evalkit/internal/testdb"
	"github.com/modusbrain/evalkit/store/postgres"
)

func main() {
	if err := run(os.Args[1:]); err != nil {
		fmt.Fprintln(os.Stderr, "benchexport:", err)
		os.Exit(1)
	}
}

func run(args []string) error {
	ctx := context.Background()
	if len(args) < 2 {
		return fmt.Errorf("usage: benchexport createdb|dropdb|seed|naive URL [ARG]")
	}
	switch cmd, u := args[0], args[1]; {
	case cmd == "createdb" && len(args) == 3:
		return createDB(ctx, u, args[2])
	case cmd == "dropdb" && len(args) == 3:
		return exec(ctx, u, "DROP DATABASE IF EXISTS "+pgx.Identifier{args[2]}.Sanitize()+" WITH (FORCE)")
	case cmd == "seed" && (len(args) == 3 || len(args) == 4 && args[3] == "brain"):
		n, err := strconv.Atoi(args[2])
		if err != nil {
			return err
		}
		return seed(ctx, u, n, len(args) == 4)
	case cmd == "naive" && len(args) == 2:
		return naive(ctx, u)
	}
	return fmt.Errorf("bad arguments %q", args)
}

func exec(ctx context.Context, u, sql string) error {
	c, err := pgx.Connect(ctx, u)
	if err != nil {
		return err
	}
	defer c.Close(ctx)
	_, err = c.Exec(ctx, sql)
	return err
}

func createDB(ctx context.Context, server, name string) error {
	if err := exec(ctx, server, "CREATE DATABASE "+pgx.Identifier{name}.Sanitize()); err != nil {
		return err
	}
	p, err := url.Parse(server)
	if err != nil {
		return err
	}
	p.Path = "/" + name
	fmt.Println(p.String())
	return nil
}

// seedSQL makes rows shaped like real captures: a sentence of a query with
// characters JSON must escape, a few slugs, a handful of chunk ids, both
// tools, nulls where the seed allows them, distinct microsecond stamps.
const seedSQL = `INSERT INTO eval_candidates (tool_name, query, retrieved_slugs, retrieved_chunk_ids, source_ids,
	expand_enabled, detail, detail_resolved, vector_enabled, expansion_applied, latency_ms, remote,
	job_id, subagent_id, created_at)
SELECT CASE WHEN g % 3 = 0 THEN 'search' ELSE 'query' END,
	'how do we rotate the staging credentials for service ' || g || ' after the "vendor" incident? <owner> & team',
	ARRAY['people/alice-' || (g % 100), 'deals/acme-' || (g % 1000), 'projects/roadmap-2025'],
	ARRAY[g, g + 1, g + 2, g % 97, g % 89]::bigint[],
	ARRAY['default', 'notion'],
	CASE WHEN g % 3 = 0 THEN NULL ELSE g % 2 = 0 END,
	CASE WHEN g % 3 = 0 THEN NULL ELSE (ARRAY['low', 'medium', 'high'])[1 + g % 3] END,
	CASE WHEN g % 7 = 0 THEN NULL ELSE (ARRAY['low', 'medium', 'high'])[1 + g % 2] END,
	g % 2 = 0, g % 5 = 0, (g * 37) % 2000, g % 4 = 0,
	CASE WHEN g % 10 = 0 THEN g END, CASE WHEN g % 10 = 0 THEN g % 7 END,
	timestamptz '2025-01-01 00:00:00+00' + g * interval '1 second' + (g % 1000) * interval '1 microsecond'
FROM generate_series($1::bigint, $2::bigint) g`

func seed(ctx context.Context, u string, n int, brain bool) error {
	if brain {
		// As modusbrain made it; the casts in seedSQL narrow on insert.
		if err := exec(ctx, u, testdb.ModusbrainSchema(testdb.BrainLatest)); err != nil {
			return err
		}
	} else {
		e, err := postgres.Open(ctx, u, postgres.Options{})
		if err != nil {
			return err
		}
		err = e.Migrate(ctx)
		e.Close()
		if err != nil {
			return err
		}
	}
	c, err := pgx.Connect(ctx, u)
	if err != nil {
		return err
	}
	defer c.Close(ctx)
	const chunk = 250_000
	for lo := 1; lo <= n; lo += chunk {
		if _, err := c.Exec(ctx, seedSQL, lo, min(lo+chunk-1, n)); err != nil {
			return err
		}
	}
	_, err = c.Exec(ctx, "VACUUM ANALYZE eval_candidates")
	return err
}

// row is the v1 line as a straightforward program would declare it.
type row struct {
	SchemaVersion     int      `json:"schema_version"`
	ID                int64    `json:"id"`
	ToolName          string   `json:"tool_name"`
	Query             string   `json:"query"`
	RetrievedSlugs    []string `json:"retrieved_slugs"`
	RetrievedChunkIDs []int64  `json:"retrieved_chunk_ids"`
	SourceIDs         []string `json:"source_ids"`
	ExpandEnabled     *bool    `json:"expand_enabled"`
	Detail            *string  `json:"detail"`
	DetailResolved    *string  `json:"detail_resolved"`
	VectorEnabled     bool     `json:"vector_enabled"`
	ExpansionApplied  bool     `json:"expansion_applied"`
	LatencyMS         int64    `json:"latency_ms"`
	Remote            bool     `json:"remote"`
	JobID             *int64   `json:"job_id"`
	SubagentID        *int64   `json:"subagent_id"`
	CreatedAt         string   `json:"created_at"`
}

func naive(ctx context.Context, u string) error {
	c, err := pgx.Connect(ctx, u)
	if err != nil {
		return err
	}
	defer c.Close(ctx)
	rows, err := c.Query(ctx, `SELECT id, tool_name, query, retrieved_slugs, retrieved_chunk_ids, source_ids,
		expand_enabled, detail, detail_resolved, vector_enabled, expansion_applied, latency_ms, remote,
		job_id, subagent_id, created_at FROM eval_candidates ORDER BY created_at DESC, id DESC`)
	if err != nil {
		return err
	}
	defer rows.Close()
	w := bufio.NewWriter(os.Stdout)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	for rows.Next() {
		var r row
		var at time.Time
		if err := rows.Scan(&r.ID, &r.ToolName, &r.Query, &r.RetrievedSlugs, &r.RetrievedChunkIDs, &r.SourceIDs,
			&r.ExpandEnabled, &r.Detail, &r.DetailResolved, &r.VectorEnabled, &r.ExpansionApplied, &r.LatencyMS,
			&r.Remote, &r.JobID, &r.SubagentID, &at); err != nil {
			return err
		}
		r.SchemaVersion = 1
		r.CreatedAt = at.UTC().Format("2006-01-02T15:04:05.000Z")
		if err := enc.Encode(&r); err != nil {
			return err
		}
	}
	if err := rows.Err(); err != nil {
		return err
	}
	return w.Flush()
}
