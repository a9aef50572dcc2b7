package doctor

import (
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"

	"github.com/modusbrain/evalkit/configplane"
	"github.com/modusbrain/evalkit/internal/testdb"
	"github.com/modusbrain/evalkit/store/postgres"
)

// A brain modusbrain made (serial ids), adopted by evalkit, captured into
// by a second role with SELECT, INSERT and BYPASSRLS but no USAGE on the
// id sequences: every INSERT — even the failure row — is refused. The
// writer check warns and names the GRANT instead of "can write here".
func TestPostgresWriterNeedsSequenceUsage(t *testing.T) {
	url := testdb.New(t)
	if err := testdb.NewBrain(pgCtx(t), url, testdb.BrainM31, 2, 0); err != nil {
		t.Fatal(err)
	}
	e, err := postgres.Open(pgCtx(t), url, postgres.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if err := e.Migrate(pgCtx(t)); err != nil {
		t.Fatal(err)
	}
	e.Close()
	roleURL, id := grantedCaptureRole(t, url)
	m := newMachine(t)
	m.env[configplane.EnvDatabaseURL] = roleURL
	m.env[configplane.EnvContributorMode] = "1"
	r := Run(pgCtx(t), Options{Settings: m.settings(), LookupEnv: m.lookup})
	c := wantStatus(t, r, CheckWriter, Warn, "eval_candidates_id_seq")
	if !strings.Contains(c.Fix, "GRANT USAGE ON SEQUENCE public.eval_candidates_id_seq, public.eval_capture_failures_id_seq TO "+id+";") {
		t.Fatalf("writer fix = %q", c.Fix)
	}
}

// grantedCaptureRole is a role with the grants the doctor's rls fix names
// for reading and inserting (BYPASSRLS, SELECT and INSERT), not the
// sequences: its URL and its quoted name.
func grantedCaptureRole(t *testing.T, url string) (roleURL, id string) {
	t.Helper()
	roleURL, role := testdb.NewRole(t, url, "NOSUPERUSER BYPASSRLS")
	id = pgx.Identifier{role}.Sanitize()
	pgExec(t, url, "GRANT SELECT ON eval_schema_migrations TO "+id,
		"GRANT SELECT, INSERT ON eval_candidates, eval_capture_failures TO "+id)
	return roleURL, id
}
