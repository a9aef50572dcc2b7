package postgres

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/modusbrain/evalkit/internal/testdb"
	"github.com/modusbrain/evalkit/store"
)

// migratedDB is a fresh database with the eval schema and one failure row.
func migratedDB(t *testing.T) string {
	t.Helper()
	url := testdb.New(t)
	e := openURL(t, url, Options{ReadOnly: false})
	if err := e.Migrate(testCtx(t)); err != nil {
		t.Fatal(err)
	}
	if err := e.InsertFailures(testCtx(t), []store.Failure{{Reason: store.ReasonDBDown}}); err != nil {
		t.Fatal(err)
	}
	return url
}

func TestFailureReadAccessWithoutSchemaIsErrNoSchema(t *testing.T) {
	e := openURL(t, testdb.New(t), Options{ReadOnly: true})
	_, err := e.FailureReadAccess(testCtx(t))
	if !errors.Is(err, store.ErrNoSchema) {
		t.Fatalf("err = %v, want ErrNoSchema", err)
	}
}

func TestFailureReadAccessSuperuserReads(t *testing.T) {
	e := openURL(t, migratedDB(t), Options{ReadOnly: true})
	acc, err := e.FailureReadAccess(testCtx(t))
	if err != nil {
		t.Fatal(err)
	}
	if acc.Denied || acc.Role == "" {
		t.Fatalf("superuser: %+v, want readable with a role name", acc)
	}
}

func TestFailureReadAccessRLSHidesRowsFromPlainRole(t *testing.T) {
	url := migratedDB(t)
	roleURL, role := testdb.NewRole(t, url, "NOSUPERUSER NOBYPASSRLS")
	sql(t, url, "GRANT SELECT ON eval_capture_failures TO "+pgx.Identifier{role}.Sanitize())
	e := openURL(t, roleURL, Options{ReadOnly: true})

	// The premise: the read succeeds and silently returns nothing.
	counts, err := e.FailureCounts(testCtx(t), time.Time{})
	if err != nil || len(counts) != 0 {
		t.Fatalf("FailureCounts as %s = %v, %v; want no rows and no error (RLS hides them)", role, counts, err)
	}
	acc, err := e.FailureReadAccess(testCtx(t))
	if err != nil {
		t.Fatal(err)
	}
	if !acc.Denied || acc.Role != role || !strings.Contains(acc.Why, "row-level security") ||
		!strings.Contains(acc.Fix, "BYPASSRLS") {
		t.Fatalf("got %+v, want denied by row-level security for %s with a BYPASSRLS fix", acc, role)
	}
}

func TestFailureReadAccessMissingGrant(t *testing.T) {
	url := migratedDB(t)
	roleURL, role := testdb.NewRole(t, url, "NOSUPERUSER NOBYPASSRLS")
	acc, err := openURL(t, roleURL, Options{ReadOnly: true}).FailureReadAccess(testCtx(t))
	if err != nil {
		t.Fatal(err)
	}
	if !acc.Denied || !strings.Contains(acc.Why, "no SELECT privilege") || !strings.Contains(acc.Fix, "GRANT SELECT") {
		t.Fatalf("role %s without grant: %+v", role, acc)
	}
}

func TestFailureReadAccessAllowedByBypassOrPolicy(t *testing.T) {
	url := migratedDB(t)
	bypassURL, bypass := testdb.NewRole(t, url, "NOSUPERUSER BYPASSRLS")
	policyURL, policy := testdb.NewRole(t, url, "NOSUPERUSER NOBYPASSRLS")
	sql(t, url,
		"GRANT SELECT ON eval_capture_failures TO "+pgx.Identifier{bypass}.Sanitize()+", "+pgx.Identifier{policy}.Sanitize(),
		"CREATE POLICY doctor_read ON eval_capture_failures FOR SELECT TO "+pgx.Identifier{policy}.Sanitize()+" USING (true)")
	for _, u := range []string{bypassURL, policyURL} {
		e := openURL(t, u, Options{ReadOnly: true})
		acc, err := e.FailureReadAccess(testCtx(t))
		if err != nil {
			t.Fatal(err)
		}
		if acc.Denied {
			t.Fatalf("%s: %+v, want readable", acc.Role, acc)
		}
		counts, err := e.FailureCounts(testCtx(t), time.Time{})
		if err != nil || len(counts) != 1 {
			t.Fatalf("%s really reads: %v, %v", acc.Role, counts, err)
		}
	}
}

func TestDBPlaneEvalConfig(t *testing.T) {
	url := testdb.New(t)
	e := openURL(t, url, Options{ReadOnly: true})
	got, err := e.DBPlaneEvalConfig(testCtx(t))
	if err != nil || got != nil {
		t.Fatalf("no config table: %v, %v", got, err)
	}

	sql(t, url, "CREATE TABLE config (name text, value text)")
	got, err = e.DBPlaneEvalConfig(testCtx(t))
	if err != nil || got != nil {
		t.Fatalf("config table without a key column: %v, %v", got, err)
	}

	sql(t, url,
		"DROP TABLE config",
		"CREATE TABLE config (key text PRIMARY KEY, value jsonb)",
		`INSERT INTO config VALUES ('eval.scrub_pii', 'true'), ('eval.capture', 'false'), ('engine', '"postgres"'), ('evaluate', '1')`)
	got, err = e.DBPlaneEvalConfig(testCtx(t))
	if err != nil {
		t.Fatal(err)
	}
	want := []store.ConfigEntry{
		{Table: "public.config", Key: "eval.capture", Value: "false"},
		{Table: "public.config", Key: "eval.scrub_pii", Value: "true"},
	}
	if len(got) != len(want) || got[0] != want[0] || got[1] != want[1] {
		t.Fatalf("got %+v, want %+v", got, want)
	}
}

// A policy applies to the roles that have its role's privileges: a member
// that does not inherit them (NOINHERIT) reads nothing under it, so a
// --cursor export as that member must be refused, not advance past the
// rows (review 6). An inheriting member is covered.
func TestCandidatesVisibleFollowsPolicyInheritance(t *testing.T) {
	url := migratedDB(t)
	_, group := testdb.NewRole(t, url, "NOSUPERUSER NOBYPASSRLS")
	inheritURL, inherit := testdb.NewRole(t, url, "NOSUPERUSER NOBYPASSRLS INHERIT")
	noInheritURL, noInherit := testdb.NewRole(t, url, "NOSUPERUSER NOBYPASSRLS NOINHERIT")
	g := pgx.Identifier{group}.Sanitize()
	sql(t, url,
		"ALTER TABLE eval_candidates ENABLE ROW LEVEL SECURITY",
		"GRANT SELECT ON eval_candidates TO "+g,
		"GRANT "+g+" TO "+pgx.Identifier{inherit}.Sanitize()+", "+pgx.Identifier{noInherit}.Sanitize(),
		"CREATE POLICY export_read ON eval_candidates FOR SELECT TO "+g+" USING (true)")
	if err := openURL(t, inheritURL, Options{ReadOnly: true}).CandidatesVisible(testCtx(t)); err != nil {
		t.Fatalf("inheriting member: %v, want visible", err)
	}
	var rse *store.RowSecurityError
	if err := openURL(t, noInheritURL, Options{ReadOnly: true}).CandidatesVisible(testCtx(t)); !errors.As(err, &rse) {
		t.Fatalf("NOINHERIT member: %v, want a RowSecurityError", err)
	}
}

// Under FORCE ROW LEVEL SECURITY the owner is subject to the table's row
// security too: the refusal says so instead of calling the owner "not the
// table's owner" (hostile probe 9).
func TestCandidatesVisibleNamesForcedOwner(t *testing.T) {
	url := migratedDB(t)
	ownerURL, owner := testdb.NewRole(t, url, "NOSUPERUSER NOBYPASSRLS")
	sql(t, url,
		"ALTER TABLE eval_candidates OWNER TO "+pgx.Identifier{owner}.Sanitize(),
		"ALTER TABLE eval_candidates ENABLE ROW LEVEL SECURITY",
		"ALTER TABLE eval_candidates FORCE ROW LEVEL SECURITY")
	var rse *store.RowSecurityError
	err := openURL(t, ownerURL, Options{ReadOnly: true}).CandidatesVisible(testCtx(t))
	if !errors.As(err, &rse) || !rse.Forced || !strings.Contains(err.Error(), "FORCEd") || strings.Contains(err.Error(), "nor the table's owner") {
		t.Fatalf("owner under FORCE: %v, want a RowSecurityError naming FORCE", err)
	}
}

// When the visibility question itself fails, the error is the database's
// (here a statement timeout: the catalog read waits behind a lock another
// session holds on pg_policy), keeps its SQLSTATE, and says nothing of row
// security: eval-export reports it as the failed read it is.
func TestCandidatesVisibleFailureIsTheDatabases(t *testing.T) {
	url := migratedDB(t)
	ctx := testCtx(t)
	locker, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer locker.Close(ctx)
	if _, err := locker.Exec(ctx, "BEGIN"); err != nil {
		t.Fatal(err)
	}
	if _, err := locker.Exec(ctx, "LOCK TABLE pg_catalog.pg_policy IN ACCESS EXCLUSIVE MODE"); err != nil {
		t.Fatal(err)
	}
	sep := "?"
	if strings.Contains(url, "?") {
		sep = "&"
	}
	err = openURL(t, url+sep+"statement_timeout=300", Options{ReadOnly: true}).CandidatesVisible(ctx)
	if err == nil || errors.Is(err, store.ErrRowSecurity) || store.SQLState(err) != "57014" ||
		strings.Contains(strings.ToLower(err.Error()), "row security") {
		t.Fatalf("CandidatesVisible = %v; want the statement timeout (57014), not worded as row security", err)
	}
}
