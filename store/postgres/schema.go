package postgres

// The eval tables are shared with modusbrain (../../docs/architecture.md,
// "Living in a modusbrain brain"). modusbrain's migrations may have created
// them first, with their own types (integer ids and arrays, `ts` on
// failures, created_at DEFAULT now()); or evalkit creates them and
// modusbrain's `CREATE ... IF NOT EXISTS` and `ADD COLUMN IF NOT EXISTS`
// statements later run against evalkit's tables. One schema serves both:
// modusbrain's names where modusbrain has them, evalkit's extras beside them.
//
// What evalkit adds to a table it did not create is additive only: its
// ledger table, nullable columns and indexes under its own names. It never
// renames, retypes, re-defaults or drops a column, constraint or security
// setting modusbrain owns.

// createCandidates is the table evalkit creates when the brain has none:
// modusbrain's columns (wider integer types, which modusbrain's integer
// values fit) plus evalkit's CHECKs and delivery key. Arrays may not
// contain NULL elements: exported arrays are lists of values.
const createCandidates = `
CREATE TABLE eval_candidates (
	id                   bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	tool_name            text NOT NULL CHECK (tool_name IN ('query', 'search')),
	query                text NOT NULL CHECK (char_length(query) <= 51200),
	retrieved_slugs      text[] NOT NULL DEFAULT '{}' CHECK (array_position(retrieved_slugs, NULL) IS NULL),
	retrieved_chunk_ids  bigint[] NOT NULL DEFAULT '{}' CHECK (array_position(retrieved_chunk_ids, NULL) IS NULL),
	source_ids           text[] NOT NULL DEFAULT '{}' CHECK (array_position(source_ids, NULL) IS NULL),
	expand_enabled       boolean,
	detail               text CHECK (detail IN ('low', 'medium', 'high')),
	detail_resolved      text CHECK (detail_resolved IN ('low', 'medium', 'high')),
	vector_enabled       boolean NOT NULL,
	expansion_applied    boolean NOT NULL,
	latency_ms           bigint NOT NULL CHECK (latency_ms >= 0),
	remote               boolean NOT NULL,
	job_id               bigint,
	subagent_id          bigint,
	created_at           timestamptz NOT NULL DEFAULT clock_timestamp()
);
ALTER TABLE eval_candidates ENABLE ROW LEVEL SECURITY;
ALTER TABLE eval_candidates FORCE ROW LEVEL SECURITY;
`

// createFailures is modusbrain's failures table (id, ts, reason) with
// evalkit's nullable extras. An INSERT policy lets a role that RLS keeps
// from reading still record a loss.
const createFailures = `
CREATE TABLE eval_capture_failures (
	id        bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	ts        timestamptz NOT NULL DEFAULT clock_timestamp(),
	reason    text NOT NULL CHECK (reason IN ('db_down', 'rls_reject', 'check_violation', 'scrubber_exception', 'other')),
	tool_name text,
	sqlstate  text,
	detail    text
);
ALTER TABLE eval_capture_failures ENABLE ROW LEVEL SECURITY;
ALTER TABLE eval_capture_failures FORCE ROW LEVEL SECURITY;
CREATE POLICY eval_capture_failures_record ON eval_capture_failures
	FOR INSERT TO PUBLIC WITH CHECK (true);
`

// evalkitExtras are the additive statements every table gets, whoever
// created it: idempotent, touching nothing modusbrain owns. Adding a
// nullable column is a catalog change; the delivery key's partial index
// must exist for its ON CONFLICT and indexes no existing row (all NULL), so
// its build is one scan of the table.
const evalkitExtras = `
ALTER TABLE eval_candidates ADD COLUMN IF NOT EXISTS evalkit_delivery_key text;
CREATE UNIQUE INDEX IF NOT EXISTS eval_candidates_evalkit_delivery_key_idx
	ON eval_candidates (evalkit_delivery_key) WHERE evalkit_delivery_key IS NOT NULL;
ALTER TABLE eval_capture_failures ADD COLUMN IF NOT EXISTS tool_name text;
ALTER TABLE eval_capture_failures ADD COLUMN IF NOT EXISTS sqlstate text;
ALTER TABLE eval_capture_failures ADD COLUMN IF NOT EXISTS detail text;
`

// evalkitIndexes serve the export order and the doctor's counts on tables
// evalkit made. A brain's tables already have modusbrain's created_at DESC
// and ts DESC indexes, which serve the same reads (with an incremental sort
// on id); building evalkit's there would hold modusbrain's INSERTs back for
// a whole index build of the brain's history, so adoption skips them.
const (
	candidatesIndex = `CREATE INDEX IF NOT EXISTS eval_candidates_created_at_idx ON eval_candidates (created_at DESC, id DESC)`
	failuresIndex   = `CREATE INDEX IF NOT EXISTS eval_capture_failures_ts_idx ON eval_capture_failures (ts, reason)`
)

// failuresTsFromV1 gives an evalkit v1 failures table modusbrain's `ts`
// (modusbrain's migration indexes it and its doctor reads it), filled from
// v1's created_at, which stays for older evalkit readers. v1's
// (created_at, reason) index, evalkit's own, is replaced by the ts one.
const failuresTsFromV1 = `
ALTER TABLE eval_capture_failures ADD COLUMN ts timestamptz;
UPDATE eval_capture_failures SET ts = created_at;
ALTER TABLE eval_capture_failures ALTER COLUMN ts SET DEFAULT clock_timestamp(), ALTER COLUMN ts SET NOT NULL;
DROP INDEX IF EXISTS eval_capture_failures_created_at_idx;
`

// requiredCandidateColumns are what evalkit writes and reads: the seed's
// row, present in every modusbrain release since migration 31.
var requiredCandidateColumns = []string{
	"id", "tool_name", "query", "retrieved_slugs", "retrieved_chunk_ids", "source_ids", "expand_enabled",
	"detail", "detail_resolved", "vector_enabled", "expansion_applied", "latency_ms", "remote", "job_id",
	"subagent_id", "created_at",
}

const createVersionTable = `
CREATE TABLE IF NOT EXISTS eval_schema_migrations (
	version    integer PRIMARY KEY,
	applied_at timestamptz NOT NULL DEFAULT now()
)`
