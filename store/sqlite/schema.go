package sqlite

// The schema mirrors the PostgreSQL one column for column (the seed's row
// table). SQLite differences, each deliberate:
//   - STRICT tables, so a column's type is enforced as in PostgreSQL;
//   - arrays are JSON text, CHECKed to be a JSON array;
//   - booleans are INTEGER CHECKed to 0/1;
//   - created_at is INTEGER microseconds since the Unix epoch (UTC): exact,
//     sortable, and the same precision as timestamptz, so a window end never
//     loses precision. The DEFAULT only serves hand-written inserts; the
//     engine always stamps it explicitly (see stamp).
//   - the candidates' created_at index ends in the rowid implicitly, which
//     is id, so it serves ORDER BY created_at DESC, id DESC without a sort;
//     the failures' index carries reason too, covering the doctor's counts.

// versionTable records applied migrations, one row per version.
const versionTable = `CREATE TABLE IF NOT EXISTS eval_schema_version (
	version    INTEGER PRIMARY KEY,
	applied_at INTEGER NOT NULL
) STRICT`

const nowMicros = `(CAST(unixepoch('subsec') * 1000000 AS INTEGER))`

// migrations[i] upgrades the schema to version i+1.
var migrations = [][]string{
	{
		`CREATE TABLE eval_candidates (
	id                  INTEGER PRIMARY KEY AUTOINCREMENT,
	tool_name           TEXT    NOT NULL CHECK (tool_name IN ('query', 'search')),
	query               TEXT    NOT NULL CHECK (length(query) <= 51200),
	retrieved_slugs     TEXT    NOT NULL DEFAULT '[]'
	                    CHECK (json_valid(retrieved_slugs) AND json_type(retrieved_slugs) = 'array'),
	retrieved_chunk_ids TEXT    NOT NULL DEFAULT '[]'
	                    CHECK (json_valid(retrieved_chunk_ids) AND json_type(retrieved_chunk_ids) = 'array'),
	source_ids          TEXT    NOT NULL DEFAULT '[]'
	                    CHECK (json_valid(source_ids) AND json_type(source_ids) = 'array'),
	expand_enabled      INTEGER CHECK (expand_enabled IN (0, 1)),
	detail              TEXT    CHECK (detail IN ('low', 'medium', 'high')),
	detail_resolved     TEXT    CHECK (detail_resolved IN ('low', 'medium', 'high')),
	vector_enabled      INTEGER NOT NULL CHECK (vector_enabled IN (0, 1)),
	expansion_applied   INTEGER NOT NULL CHECK (expansion_applied IN (0, 1)),
	latency_ms          INTEGER NOT NULL CHECK (latency_ms >= 0),
	remote              INTEGER NOT NULL CHECK (remote IN (0, 1)),
	job_id              INTEGER,
	subagent_id         INTEGER,
	created_at          INTEGER NOT NULL DEFAULT ` + nowMicros + `
) STRICT`,
		`CREATE INDEX eval_candidates_created_at_idx ON eval_candidates (created_at)`,
		`CREATE TABLE eval_capture_failures (
	id         INTEGER PRIMARY KEY AUTOINCREMENT,
	reason     TEXT    NOT NULL
	           CHECK (reason IN ('db_down', 'rls_reject', 'check_violation', 'scrubber_exception', 'other')),
	tool_name  TEXT,
	sqlstate   TEXT,
	detail     TEXT    NOT NULL DEFAULT '',
	created_at INTEGER NOT NULL DEFAULT ` + nowMicros + `
) STRICT`,
		`CREATE INDEX eval_capture_failures_created_at_idx ON eval_capture_failures (created_at, reason)`,
	},
	// Version 2: the delivery key that makes a redelivered spool record
	// harmless (the same column the PostgreSQL schema has).
	{
		`ALTER TABLE eval_candidates ADD COLUMN evalkit_delivery_key TEXT`,
		`CREATE UNIQUE INDEX eval_candidates_evalkit_delivery_key_idx ON eval_candidates (evalkit_delivery_key)
	WHERE evalkit_delivery_key IS NOT NULL`,
	},
}
