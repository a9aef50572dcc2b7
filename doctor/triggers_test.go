package doctor

import (
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"github.com/modusbrain/evalkit/configplane"
	"github.com/modusbrain/evalkit/internal/testdb"
	"github.com/modusbrain/evalkit/store"
)

// runPGCapturing is runPG with capture on, as a contributor has it.
func runPGCapturing(t *testing.T, url string) *Report {
	t.Helper()
	m := newMachine(t)
	m.env[configplane.EnvDatabaseURL] = url
	m.env[configplane.EnvContributorMode] = "1"
	return Run(pgCtx(t), Options{Settings: m.settings(), LookupEnv: m.lookup, Window: 24 * time.Hour})
}

// An audit trigger whose function writes where capture's role may not
// refuses every row (42501) while the role holds every grant on
// eval_candidates: the writer check finds it by a rolled-back trial insert
// (probe 18 #2: it said ok while capture recorded every call as
// rls_reject).
func TestWriterTrialInsertFindsRefusingTrigger(t *testing.T) {
	url := migratedPG(t)
	pgExec(t, url,
		`CREATE TABLE eval_audit (at timestamptz DEFAULT now(), query text)`,
		`CREATE FUNCTION audit_eval() RETURNS trigger LANGUAGE plpgsql AS $$
		BEGIN INSERT INTO eval_audit (query) VALUES (NEW.query); RETURN NEW; END $$`,
		`CREATE TRIGGER audit_calls AFTER INSERT ON eval_candidates FOR EACH ROW EXECUTE FUNCTION audit_eval()`)
	roleURL, role := testdb.NewRole(t, url, "NOSUPERUSER BYPASSRLS")
	r := pgx.Identifier{role}.Sanitize()
	pgExec(t, url, "GRANT SELECT, INSERT ON eval_candidates, eval_capture_failures, eval_schema_migrations TO "+r,
		"GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO "+r)

	rep := runPGCapturing(t, roleURL)
	c := wantStatus(t, rep, CheckWriter, Fail, "capture's rows would be refused: a trial insert into eval_candidates (one row, rolled back) failed in the AFTER INSERT trigger audit_calls (function audit_eval())",
		"permission denied for table eval_audit (SQLSTATE 42501)", "capture records each call it loses so as reason rls_reject")
	for _, want := range []string{"GRANT INSERT ON <that table> TO " + r, "ALTER FUNCTION audit_eval() SECURITY DEFINER"} {
		if !strings.Contains(c.Fix, want) {
			t.Errorf("fix lacks %q:\n%s", want, c.Fix)
		}
	}
	for _, bad := range []string{"database_url", "engine", "config.json", "database_path"} {
		if strings.Contains(c.Fix, bad) || strings.Contains(c.Message, bad) {
			t.Errorf("writer check mentions %q, which would move modusbrain:\n%s\n%s", bad, c.Message, c.Fix)
		}
	}
	if c.Data["trigger_refuses"] != true {
		t.Errorf("data %v", c.Data)
	}
	// Rolled back: the trial left nothing.
	if n := pgInt(t, url, "SELECT (SELECT count(*) FROM eval_candidates) + (SELECT count(*) FROM eval_audit)"); n != 0 {
		t.Fatalf("%d rows stayed after the doctor's trial", n)
	}

	// With the grant the owner's fix gives, the check is ok again.
	pgExec(t, url, "GRANT INSERT ON eval_audit TO "+r)
	wantStatus(t, runPGCapturing(t, roleURL), CheckWriter, OK, "capture as role "+role+" can write here")
}

// An owner's filter (BEFORE INSERT returning NULL) is information, not a
// fault: the writer check names it and stays ok.
func TestWriterNamesFilterTrigger(t *testing.T) {
	url := migratedPG(t)
	pgExec(t, url,
		`CREATE FUNCTION drop_search() RETURNS trigger LANGUAGE plpgsql AS $$
		BEGIN IF NEW.tool_name = 'search' THEN RETURN NULL; END IF; RETURN NEW; END $$`,
		`CREATE TRIGGER no_search BEFORE INSERT ON eval_candidates FOR EACH ROW EXECUTE FUNCTION drop_search()`)
	c := wantStatus(t, runPGCapturing(t, url), CheckWriter, OK, "can write here; eval_candidates has a BEFORE INSERT row trigger no_search (function drop_search()), which may drop calls")
	if d, _ := c.Data["dropping_triggers"].([]any); len(d) != 1 || d[0] != "no_search" {
		t.Errorf("data %v", c.Data)
	}
	// Disabled, it drops nothing: not named.
	pgExec(t, url, "ALTER TABLE eval_candidates DISABLE TRIGGER no_search")
	c = wantStatus(t, runPGCapturing(t, url), CheckWriter, OK, "can write here")
	if strings.Contains(c.Message, "no_search") {
		t.Errorf("disabled trigger named: %s", c.Message)
	}
}

// The trigger at fault is read from the error's context by its function's
// name, whatever language the server speaks; without one, every trigger
// on INSERT is named, as beside the error rather than its cause.
func TestCulpritTriggers(t *testing.T) {
	ts := []store.Trigger{{Name: "a", Function: "audit_eval"}, {Name: "b", Function: "other.stamp"}}
	for _, tc := range []struct {
		where string
		want  string
		named bool
	}{
		{"SQL statement \"INSERT …\"\nPL/pgSQL function audit_eval() line 1 at SQL statement", "a", true},
		{"SQL-Anweisung »INSERT …«\nPL/pgSQL-Funktion other.stamp() Zeile 1 bei SQL-Anweisung", "b", true},
		{"", "a b", false},
		{"PL/pgSQL function unrelated() line 1", "a b", false},
	} {
		got, named := culpritTriggers(&pgconn.PgError{Code: "42501", Where: tc.where}, ts)
		var names []string
		for _, tr := range got {
			names = append(names, tr.Name)
		}
		if strings.Join(names, " ") != tc.want || named != tc.named {
			t.Errorf("Where %q: %v, %v; want %s, %v", tc.where, names, named, tc.want, tc.named)
		}
	}
}
