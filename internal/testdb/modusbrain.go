package testdb

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/jackc/pgx/v5"
)

// modusbrain's eval tables, written from ../shared/MODUSBRAIN.md: what a
// real brain holds before evalkit ever touches it, and the statements
// modusbrain runs against them. Tests build brains from these and check that
// modusbrain keeps working after evalkit has been there.

// BrainShape is which of modusbrain's releases made the brain.
type BrainShape string

const (
	// BrainM31 has migration 31's columns only.
	BrainM31 BrainShape = "m31"
	// BrainLatest has every later nullable column too.
	BrainLatest BrainShape = "latest"
)

// ModusbrainMigration31 is modusbrain's migration 31, re-runnable as
// modusbrain re-runs it (IF NOT EXISTS everywhere).
const ModusbrainMigration31 = `
CREATE TABLE IF NOT EXISTS eval_candidates (
	id                  serial PRIMARY KEY,
	tool_name           text NOT NULL CHECK (tool_name IN ('query', 'search')),
	query               text NOT NULL CHECK (length(query) <= 51200),
	retrieved_slugs     text[] NOT NULL DEFAULT '{}',
	retrieved_chunk_ids integer[] NOT NULL DEFAULT '{}',
	source_ids          text[] NOT NULL DEFAULT '{}',
	expand_enabled      boolean,
	detail              text CHECK (detail IS NULL OR detail IN ('low', 'medium', 'high')),
	detail_resolved     text CHECK (detail_resolved IS NULL OR detail_resolved IN ('low', 'medium', 'high')),
	vector_enabled      boolean NOT NULL,
	expansion_applied   boolean NOT NULL,
	latency_ms          integer NOT NULL,
	remote              boolean NOT NULL,
	job_id              integer,
	subagent_id         integer,
	created_at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS idx_eval_candidates_created_at ON eval_candidates (created_at DESC);
CREATE TABLE IF NOT EXISTS eval_capture_failures (
	id     serial PRIMARY KEY,
	ts     timestamptz NOT NULL DEFAULT now(),
	reason text NOT NULL CHECK (reason IN ('db_down', 'rls_reject', 'check_violation', 'scrubber_exception', 'other'))
);
CREATE INDEX IF NOT EXISTS idx_eval_capture_failures_ts ON eval_capture_failures (ts DESC);
ALTER TABLE eval_candidates ENABLE ROW LEVEL SECURITY;
ALTER TABLE eval_capture_failures ENABLE ROW LEVEL SECURITY;
`

// ModusbrainConfigTable is modusbrain's DB-plane config table, which its
// earlier migrations create (long before migration 31) as the role it
// runs as.
const ModusbrainConfigTable = `CREATE TABLE IF NOT EXISTS config (key text PRIMARY KEY, value text NOT NULL)`

// ModusbrainLaterColumns are the later releases' additive statements.
const ModusbrainLaterColumns = `
ALTER TABLE eval_candidates ADD COLUMN IF NOT EXISTS as_of_ts timestamptz;
ALTER TABLE eval_candidates ADD COLUMN IF NOT EXISTS salience_param text;
ALTER TABLE eval_candidates ADD COLUMN IF NOT EXISTS recency_param text;
ALTER TABLE eval_candidates ADD COLUMN IF NOT EXISTS salience_resolved text;
ALTER TABLE eval_candidates ADD COLUMN IF NOT EXISTS recency_resolved text;
ALTER TABLE eval_candidates ADD COLUMN IF NOT EXISTS salience_source text;
ALTER TABLE eval_candidates ADD COLUMN IF NOT EXISTS recency_source text;
ALTER TABLE eval_candidates ADD COLUMN IF NOT EXISTS embedding_column text;
ALTER TABLE eval_candidates ADD COLUMN IF NOT EXISTS schema_pack_per_source jsonb;
`

// ModusbrainSchema is the DDL a brain of that shape ran.
func ModusbrainSchema(shape BrainShape) string {
	if shape == BrainLatest {
		return ModusbrainMigration31 + ModusbrainLaterColumns
	}
	return ModusbrainMigration31
}

// modusbrain's own statements: one autocommit INSERT per call with
// created_at from the default, a failure naming only its reason, and its
// export and doctor SELECTs.
const (
	ModusbrainInsertCandidate = `INSERT INTO eval_candidates (tool_name, query, retrieved_slugs, retrieved_chunk_ids,
	source_ids, expand_enabled, detail, detail_resolved, vector_enabled, expansion_applied, latency_ms, remote, job_id, subagent_id)
	VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`
	ModusbrainInsertCandidateEmbedding = `INSERT INTO eval_candidates (tool_name, query, retrieved_slugs, retrieved_chunk_ids,
	source_ids, expand_enabled, detail, detail_resolved, vector_enabled, expansion_applied, latency_ms, remote, job_id, subagent_id,
	embedding_column)
	VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`
	ModusbrainInsertFailure = `INSERT INTO eval_capture_failures (reason) VALUES ($1)`
	ModusbrainExport        = `SELECT * FROM eval_candidates WHERE created_at >= $1 AND tool_name = $2
	ORDER BY created_at DESC, id DESC LIMIT $3`
	ModusbrainDoctor = `SELECT * FROM eval_capture_failures WHERE ts >= $1 ORDER BY ts DESC`
)

// ModusbrainCall is the argument list of one ModusbrainInsertCandidate, in
// modusbrain's own Go-side types (int32 where its columns are integer).
func ModusbrainCall(r *rand.Rand, i int) []any {
	tool := "query"
	var expand, detail, detailResolved, job, sub any
	if i%3 == 0 {
		tool = "search"
	} else {
		expand = i%2 == 0
		detail = []string{"low", "medium", "high"}[i%3]
	}
	if i%4 == 0 {
		detailResolved = "medium"
	}
	if i%5 == 0 {
		job, sub = int32(1000+i), int32(i%7)
	}
	slugs := []string{fmt.Sprintf("notes/page-%d", i%17), "people/ada-lovelace"}
	chunks := []int32{int32(i), int32(r.IntN(1 << 30)), int32(i)}
	return []any{tool, fmt.Sprintf("what did we decide about item %d? \"quoted\" \\ back ünïcode", i), slugs, chunks,
		[]string{"default"}, expand, detail, detailResolved, r.IntN(2) == 0, i%2 == 1, int32(r.IntN(5000)), i%2 == 0, job, sub}
}

// Reasons modusbrain records, in its enum.
var modusbrainReasons = []string{"db_down", "rls_reject", "check_violation", "scrubber_exception", "other"}

// NewBrain makes a brain of that shape in the database at url and writes
// calls and failures the way modusbrain does (autocommit, default stamps).
func NewBrain(ctx context.Context, url string, shape BrainShape, calls, failures int) error {
	c, err := pgx.Connect(ctx, url)
	if err != nil {
		return err
	}
	defer c.Close(ctx)
	if _, err := c.Exec(ctx, ModusbrainSchema(shape)); err != nil {
		return fmt.Errorf("modusbrain schema: %w", err)
	}
	return ModusbrainTraffic(ctx, c, shape, calls, failures)
}

// ModusbrainTraffic inserts calls and failures with modusbrain's own
// statements, one autocommit INSERT each.
func ModusbrainTraffic(ctx context.Context, c *pgx.Conn, shape BrainShape, calls, failures int) error {
	r := rand.New(rand.NewPCG(uint64(calls), 31))
	for i := range calls {
		args := ModusbrainCall(r, i)
		sql := ModusbrainInsertCandidate
		if shape == BrainLatest {
			sql = ModusbrainInsertCandidateEmbedding
			args = append(args, "embedding")
		}
		if _, err := c.Exec(ctx, sql, args...); err != nil {
			return fmt.Errorf("modusbrain insert candidate %d: %w", i, err)
		}
	}
	for i := range failures {
		if _, err := c.Exec(ctx, ModusbrainInsertFailure, modusbrainReasons[i%len(modusbrainReasons)]); err != nil {
			return fmt.Errorf("modusbrain insert failure %d: %w", i, err)
		}
	}
	return nil
}

// ModusbrainStillWorks runs what modusbrain runs on a brain — its
// migrations again (they re-run their IF NOT EXISTS statements), one call
// and one failure with its INSERTs, its export and doctor SELECTs — and
// returns the first error.
func ModusbrainStillWorks(ctx context.Context, url string, shape BrainShape) error {
	c, err := pgx.Connect(ctx, url)
	if err != nil {
		return err
	}
	defer c.Close(ctx)
	if _, err := c.Exec(ctx, ModusbrainSchema(shape)); err != nil {
		return fmt.Errorf("modusbrain migration: %w", err)
	}
	if err := ModusbrainTraffic(ctx, c, shape, 1, 1); err != nil {
		return err
	}
	for _, q := range []struct {
		sql  string
		args []any
	}{
		{ModusbrainExport, []any{"-infinity", "search", 10}},
		{ModusbrainDoctor, []any{"-infinity"}},
	} {
		rows, err := c.Query(ctx, q.sql, q.args...)
		if err != nil {
			return fmt.Errorf("modusbrain select: %w", err)
		}
		n := 0
		for rows.Next() {
			n++
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return fmt.Errorf("modusbrain select: %w", err)
		}
		if n == 0 {
			return fmt.Errorf("modusbrain select found no rows: %s", strings.Fields(q.sql)[3])
		}
	}
	return nil
}

// ModusbrainCatalog describes what modusbrain owns in the two tables —
// every column's type, default and nullability, every constraint, the row
// security flags and modusbrain's indexes — so a test can compare it before
// and after evalkit adopts the brain. Columns and indexes evalkit adds are
// left out by name (evalkit_*, eval_*_idx).
func ModusbrainCatalog(ctx context.Context, url string) (string, error) {
	c, err := pgx.Connect(ctx, url)
	if err != nil {
		return "", err
	}
	defer c.Close(ctx)
	rows, err := c.Query(ctx, `
		SELECT format('%s.%s %s default=%s notnull=%s', c.relname, a.attname, format_type(a.atttypid, a.atttypmod),
		              coalesce(pg_get_expr(d.adbin, d.adrelid), '-'), a.attnotnull)
		FROM pg_class c JOIN pg_attribute a ON a.attrelid = c.oid
		LEFT JOIN pg_attrdef d ON d.adrelid = c.oid AND d.adnum = a.attnum
		WHERE c.relname IN ('eval_candidates', 'eval_capture_failures') AND a.attnum > 0 AND NOT a.attisdropped
		  AND a.attname NOT LIKE 'evalkit\_%' AND NOT (c.relname = 'eval_capture_failures' AND a.attname IN ('tool_name', 'sqlstate', 'detail'))
		UNION ALL
		SELECT format('%s constraint %s %s', c.relname, k.conname, pg_get_constraintdef(k.oid))
		FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid
		WHERE c.relname IN ('eval_candidates', 'eval_capture_failures')
		UNION ALL
		SELECT format('%s rls=%s force=%s owner=%s', relname, relrowsecurity, relforcerowsecurity, pg_get_userbyid(relowner))
		FROM pg_class WHERE relname IN ('eval_candidates', 'eval_capture_failures')
		UNION ALL
		SELECT format('index %s', indexdef) FROM pg_indexes
		WHERE tablename IN ('eval_candidates', 'eval_capture_failures') AND indexname NOT LIKE 'eval\_%'
		UNION ALL
		SELECT format('policy %s on %s', polname, polrelid::regclass) FROM pg_policy
		WHERE polrelid IN (to_regclass('eval_candidates'), to_regclass('eval_capture_failures'))
		ORDER BY 1`)
	if err != nil {
		return "", err
	}
	lines, err := pgx.CollectRows(rows, pgx.RowTo[string])
	return strings.Join(lines, "\n"), err
}
