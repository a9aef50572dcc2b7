-- evalkit's schema version 1, as released in round 1 (store/postgres/schema.go before version 2):
-- the fixture for the v1 -> v2 migration tests.
CREATE TABLE eval_candidates (
	id                  bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	tool_name           text NOT NULL CHECK (tool_name IN ('query', 'search')),
	query               text NOT NULL CHECK (char_length(query) <= 51200),
	retrieved_slugs     text[] NOT NULL DEFAULT '{}' CHECK (array_position(retrieved_slugs, NULL) IS NULL),
	retrieved_chunk_ids bigint[] NOT NULL DEFAULT '{}' CHECK (array_position(retrieved_chunk_ids, NULL) IS NULL),
	source_ids          text[] NOT NULL DEFAULT '{}' CHECK (array_position(source_ids, NULL) IS NULL),
	expand_enabled      boolean,
	detail              text CHECK (detail IN ('low', 'medium', 'high')),
	detail_resolved     text CHECK (detail_resolved IN ('low', 'medium', 'high')),
	vector_enabled      boolean NOT NULL,
	expansion_applied   boolean NOT NULL,
	latency_ms          bigint NOT NULL CHECK (latency_ms >= 0),
	remote              boolean NOT NULL,
	job_id              bigint,
	subagent_id         bigint,
	created_at          timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX eval_candidates_created_at_idx ON eval_candidates (created_at DESC, id DESC);
ALTER TABLE eval_candidates ENABLE ROW LEVEL SECURITY;
ALTER TABLE eval_candidates FORCE ROW LEVEL SECURITY;

CREATE TABLE eval_capture_failures (
	id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	reason     text NOT NULL CHECK (reason IN ('db_down', 'rls_reject', 'check_violation', 'scrubber_exception', 'other')),
	tool_name  text,
	sqlstate   text,
	detail     text NOT NULL DEFAULT '',
	created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX eval_capture_failures_created_at_idx ON eval_capture_failures (created_at, reason);
ALTER TABLE eval_capture_failures ENABLE ROW LEVEL SECURITY;
ALTER TABLE eval_capture_failures FORCE ROW LEVEL SECURITY;
CREATE POLICY eval_capture_failures_record ON eval_capture_failures
	FOR INSERT TO PUBLIC WITH CHECK (true);
CREATE TABLE IF NOT EXISTS eval_schema_migrations (
	version    integer PRIMARY KEY,
	applied_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO eval_schema_migrations (version) VALUES (1);
