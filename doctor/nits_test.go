package doctor

import (
	"context"
	"strings"
	"testing"

	"github.com/modusbrain/evalkit/configplane"
	"github.com/modusbrain/evalkit/store"
	"github.com/modusbrain/evalkit/store/postgres"
)

// A least-privilege capture role that may not read modusbrain's config
// table: a table evalkit does not own and capture never reads, so the
// db_config check warns (and names the grant), it does not fail.
func TestPostgresDBConfigUnreadableWarns(t *testing.T) {
	url := migratedPG(t)
	pgExec(t, url, "CREATE TABLE config (key text PRIMARY KEY, value text NOT NULL)")
	roleURL, _ := grantedCaptureRole(t, url)
	m := newMachine(t)
	m.env[configplane.EnvDatabaseURL] = roleURL
	c := wantStatus(t, runDefault(t, m), CheckDBConfig, Warn, "may not read the DB-plane config table")
	if !strings.Contains(c.Fix, "GRANT SELECT ON config TO <role>;") {
		t.Fatalf("fix = %q", c.Fix)
	}
}

// eval_capture_failures dropped while eval_candidates holds rows: lost
// calls leave no trace, so "no capture failures" would be a false ok.
// The fix, applied as printed, makes a table capture's failure rows go
// into (evalkit's columns included): the check is ok again and a failure
// row is stored.
func TestPostgresFailuresTableMissingWarns(t *testing.T) {
	url := migratedPG(t)
	pgExec(t, url, "DROP TABLE eval_capture_failures")
	c := wantStatus(t, runPG(t, url, 0), CheckFailures, Warn, "eval_capture_failures does not exist, though eval_candidates does")
	if !strings.Contains(c.Fix, "CREATE TABLE IF NOT EXISTS public.eval_capture_failures (id serial PRIMARY KEY, ts timestamptz NOT NULL DEFAULT now()") {
		t.Fatalf("fix = %q", c.Fix)
	}
	applyFixSQL(t, url, c.Fix)
	wantStatus(t, runPG(t, url, 0), CheckFailures, OK)
	insertFailure(t, url)
}

// eval_capture_failures made again by hand as modusbrain's migration makes
// it, without evalkit's columns: every failure row capture writes is
// refused (42703). The check warns and names the columns; its fix works.
func TestPostgresFailureColumnsMissingWarns(t *testing.T) {
	url := migratedPG(t)
	pgExec(t, url, "DROP TABLE eval_capture_failures",
		"CREATE TABLE eval_capture_failures (id serial PRIMARY KEY, ts timestamptz NOT NULL DEFAULT now(), "+
			"reason text NOT NULL CHECK (reason IN ('db_down', 'rls_reject', 'check_violation', 'scrubber_exception', 'other')))")
	c := wantStatus(t, runPG(t, url, 0), CheckFailures, Warn, "lacks evalkit's columns (detail, sqlstate, tool_name)")
	applyFixSQL(t, url, c.Fix)
	wantStatus(t, runPG(t, url, 0), CheckFailures, OK)
	insertFailure(t, url)
}

// applyFixSQL runs the SQL statements of a fix (its lines, or the part of
// a line after "owns …: ", that start CREATE or ALTER).
func applyFixSQL(t *testing.T, url, fix string) {
	t.Helper()
	n := 0
	for _, line := range strings.Split(fix, "\n") {
		if i := strings.Index(line, ": ALTER"); i >= 0 {
			line = line[i+2:]
		}
		if strings.HasPrefix(line, "CREATE ") || strings.HasPrefix(line, "ALTER ") {
			pgExec(t, url, line)
			n++
		}
	}
	if n == 0 {
		t.Fatalf("no SQL in the fix %q", fix)
	}
}

// insertFailure stores a failure row as capture does.
func insertFailure(t *testing.T, url string) {
	t.Helper()
	ctx := context.Background()
	e, err := postgres.Open(ctx, url, postgres.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	if err := e.InsertFailures(ctx, []store.Failure{{Reason: store.ReasonCheckViolation, ToolName: "query", SQLState: "23514"}}); err != nil {
		t.Fatalf("a failure row after the fix: %v", err)
	}
}

// An earlier evalkit made eval_capture_failures.id bigint (identity):
// modusbrain's readers get it as a string. The database check names the
// ALTER, as it does for eval_candidates.
func TestPostgresBigintFailureIDWarns(t *testing.T) {
	url := migratedPG(t)
	pgExec(t, url, "ALTER TABLE eval_capture_failures ALTER COLUMN id TYPE bigint")
	c := wantStatus(t, runPG(t, url, 0), CheckDatabase, Warn, "eval_capture_failures, made by an earlier evalkit, has a bigint id")
	if !strings.Contains(c.Fix, "ALTER TABLE public.eval_capture_failures ALTER COLUMN id TYPE integer;") {
		t.Fatalf("fix = %q", c.Fix)
	}
}

// eval_candidates dropped while evalkit's ledger says version 2: before,
// every check was ok ("nothing captured yet") while capture's events
// waited in the spool for good. The database check fails, naming the
// table; evalkit does not recreate a brain's table behind its ledger.
func TestPostgresCandidatesTableMissingFails(t *testing.T) {
	url := migratedPG(t)
	pgExec(t, url, "DROP TABLE eval_candidates")
	c := wantStatus(t, runPG(t, url, 0), CheckDatabase, Fail, "eval_candidates is missing though evalkit's ledger says schema version 2")
	if !strings.Contains(c.Fix, "restore public.eval_candidates from a backup") {
		t.Fatalf("fix = %q", c.Fix)
	}
}
