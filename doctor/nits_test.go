package doctor

import (
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"

	"github.com/modusbrain/evalkit/configplane"
	"github.com/modusbrain/evalkit/internal/testdb"
)

// A least-privilege capture role that may not read modusbrain's config
// table: a table evalkit does not own and capture never reads, so the
// db_config check warns (and names the grant), it does not fail.
func TestPostgresDBConfigUnreadableWarns(t *testing.T) {
	url := migratedPG(t)
	pgExec(t, url, "CREATE TABLE config (key text PRIMARY KEY, value text NOT NULL)")
	roleURL, role := testdb.NewRole(t, url, "NOSUPERUSER BYPASSRLS")
	id := pgx.Identifier{role}.Sanitize()
	pgExec(t, url, "GRANT SELECT ON eval_schema_migrations TO "+id,
		"GRANT SELECT, INSERT ON eval_candidates, eval_capture_failures TO "+id)
	m := newMachine(t)
	m.env[configplane.EnvDatabaseURL] = roleURL
	c := wantStatus(t, runDefault(t, m), CheckDBConfig, Warn, "may not read the DB-plane config table")
	if !strings.Contains(c.Fix, "GRANT SELECT ON config TO <role>;") {
		t.Fatalf("fix = %q", c.Fix)
	}
}

// eval_capture_failures dropped while eval_candidates holds rows: lost
// calls leave no trace, so "no capture failures" would be a false ok.
func TestPostgresFailuresTableMissingWarns(t *testing.T) {
	url := migratedPG(t)
	pgExec(t, url, "DROP TABLE eval_capture_failures")
	c := wantStatus(t, runPG(t, url, 0), CheckFailures, Warn, "eval_capture_failures does not exist, though eval_candidates does")
	if !strings.Contains(c.Fix, "CREATE TABLE IF NOT EXISTS eval_capture_failures (id serial PRIMARY KEY, ts timestamptz NOT NULL DEFAULT now()") {
		t.Fatalf("fix = %q", c.Fix)
	}
}

// An earlier evalkit made eval_capture_failures.id bigint (identity):
// modusbrain's readers get it as a string. The database check names the
// ALTER, as it does for eval_candidates.
func TestPostgresBigintFailureIDWarns(t *testing.T) {
	url := migratedPG(t)
	pgExec(t, url, "ALTER TABLE eval_capture_failures ALTER COLUMN id TYPE bigint")
	c := wantStatus(t, runPG(t, url, 0), CheckDatabase, Warn, "eval_capture_failures, made by an earlier evalkit, has a bigint id")
	if !strings.Contains(c.Fix, "ALTER TABLE eval_capture_failures ALTER COLUMN id TYPE integer;") {
		t.Fatalf("fix = %q", c.Fix)
	}
}
