package doctor

import (
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"

	"github.com/modusbrain/evalkit/internal/testdb"
	"github.com/modusbrain/evalkit/store"
	"github.com/modusbrain/evalkit/store/postgres"
)

// Eval tables left to a superuser in a brain that belongs to modusbrain's
// role (what a superuser's capture did before evalkit gave its tables to
// the brain's owner): modusbrain's migrations fail there with "must be
// owner of table". The doctor warns, naming the tables and both roles, and
// its fix, run as a superuser, makes modusbrain work again.
func TestPostgresOwnerCheckFlagsTablesTheBrainOwnerCannotAlter(t *testing.T) {
	url := migratedPG(t) // tables and ledger owned by the superuser
	brainURL, brain := testdb.NewRole(t, url, "NOSUPERUSER BYPASSRLS")
	testdb.GiveDatabase(t, url, brain)
	if err := testdb.ModusbrainStillWorks(pgCtx(t), brainURL, testdb.BrainLatest); err == nil ||
		!strings.Contains(err.Error(), "must be owner") {
		t.Fatalf("modusbrain on a superuser's tables: %v; want must be owner (the state this check is for)", err)
	}

	su := currentUser(t, url)
	r := runPG(t, url, 0)
	c := wantStatus(t, r, CheckOwner, Warn, "eval_candidates (owner "+su+"), eval_capture_failures (owner "+su+") belong to a role",
		"role "+brain+" (the database's owner)", "must be owner of table", "evalkit's ledger eval_schema_migrations (owner "+su+")")
	if c.Data["foreign"] != true || c.Data["brain_owner"] != brain {
		t.Fatalf("data = %v", c.Data)
	}
	q := pgx.Identifier{brain}.Sanitize()
	want := "as a superuser:\nALTER TABLE public.eval_candidates OWNER TO " + q + ";\nALTER TABLE public.eval_capture_failures OWNER TO " + q +
		";\nALTER TABLE public.eval_schema_migrations OWNER TO " + q + ";"
	if c.Fix != want {
		t.Fatalf("fix =\n%s\nwant\n%s", c.Fix, want)
	}
	for _, bad := range []string{"engine", "database_url", "database_path", "migrate as a superuser"} {
		if strings.Contains(c.Fix, bad) {
			t.Errorf("fix advises %q:\n%s", bad, c.Fix)
		}
	}

	pgExec(t, url, strings.Split(strings.TrimPrefix(c.Fix, "as a superuser:\n"), "\n")...)
	if err := testdb.ModusbrainStillWorks(pgCtx(t), brainURL, testdb.BrainLatest); err != nil {
		t.Fatalf("modusbrain after the doctor's fix: %v", err)
	}
	r = runPG(t, url, 0)
	wantStatus(t, r, CheckOwner, OK, "role "+brain+" (the database's owner) may alter and index every eval table")
}

// A doctor that runs as the role that would lose the tables is told how to
// keep capturing after the fix, and both programs work once it is run.
func TestPostgresOwnerFixKeepsTheDoctorsRoleCapturing(t *testing.T) {
	url := testdb.New(t)
	capURL, capRole := testdb.NewRole(t, url, "NOSUPERUSER BYPASSRLS")
	pgExec(t, url, "GRANT CREATE ON SCHEMA public TO "+pgx.Identifier{capRole}.Sanitize())
	m := newMachine(t)
	m.env["MODUSBRAIN_DATABASE_URL"] = capURL
	r := Run(pgCtx(t), Options{Settings: m.settings(), LookupEnv: m.lookup})
	// The only role but superusers that may create tables is the one
	// whose tables every role that may create them can alter.
	wantStatus(t, r, CheckOwner, OK, "no eval tables yet; any that capture creates go to role "+capRole+
		" (the only role besides superusers that may create tables in schema public)")

	// The BYPASSRLS role creates the tables in the superuser's database
	// (the superuser has every role's rights: nothing to flag) ...
	capEng, err := postgres.Open(pgCtx(t), capURL, postgres.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer capEng.Close()
	if err := capEng.Migrate(pgCtx(t)); err != nil {
		t.Fatal(err)
	}
	r = Run(pgCtx(t), Options{Settings: m.settings(), LookupEnv: m.lookup})
	wantStatus(t, r, CheckOwner, OK, "role "+capRole+" (the only role besides superusers that may create tables in schema public) may alter and index every eval table")

	// ... and then the database goes to modusbrain's role, which the
	// catalogue cannot tell from the BYPASSRLS role that may create tables
	// too: the fix says it is a guess.
	brainURL, brain := testdb.NewRole(t, url, "NOSUPERUSER BYPASSRLS")
	testdb.GiveDatabase(t, url, brain)
	r = Run(pgCtx(t), Options{Settings: m.settings(), LookupEnv: m.lookup})
	c := wantStatus(t, r, CheckOwner, Warn, "eval_candidates (owner "+capRole+")", "must be owner of table")
	q := pgx.Identifier{capRole}.Sanitize()
	for _, want := range []string{"GRANT SELECT, INSERT ON public.eval_candidates TO " + q + ";", "GRANT SELECT ON public.eval_schema_migrations TO " + q + ";"} {
		if !strings.Contains(c.Fix, want) {
			t.Errorf("fix does not say %q:\n%s", want, c.Fix)
		}
	}
	head, sqlFix, _ := strings.Cut(c.Fix, "\n")
	if want := "as a superuser, and only if modusbrain runs as role " + brain; !strings.HasPrefix(head, want) {
		t.Errorf("fix begins %q, want %q", head, want)
	}
	pgExec(t, url, sqlFix)
	if err := testdb.ModusbrainStillWorks(pgCtx(t), brainURL, testdb.BrainM31); err != nil {
		t.Fatalf("modusbrain after the doctor's fix: %v", err)
	}
	if err := capEng.Migrate(pgCtx(t)); err != nil {
		t.Fatalf("capture as %s after the fix: %v", capRole, err)
	}
	if err := capEng.InsertCandidates(pgCtx(t), []store.Candidate{{ToolName: store.ToolQuery, Query: "q"}}); err != nil {
		t.Fatalf("capture as %s after the fix: %v", capRole, err)
	}
}

// Eval tables an earlier evalkit gave to the database's owner (the DBA's
// superuser) in a brain where PUBLIC may create tables (PostgreSQL 14's
// default): any role may be modusbrain's, so whether its migrations can
// alter those tables is a guess. The owner check warns, and its fix says to
// find modusbrain's role first. Before, it said ok.
func TestPostgresOwnerCheckWarnsWhenTheOwnerIsAGuess(t *testing.T) {
	url := migratedPG(t) // tables and ledger owned by the superuser
	pgExec(t, url, "GRANT CREATE ON SCHEMA public TO PUBLIC")
	su := currentUser(t, url)
	r := runPG(t, url, 0)
	c := wantStatus(t, r, CheckOwner, Warn, "the eval tables belong to role "+su, "PUBLIC",
		"cannot tell whether modusbrain runs as that role", "must be owner of table")
	if c.Data["brain_owner_unknown"] != true {
		t.Errorf("data = %v", c.Data)
	}
	for _, want := range []string{"find the role modusbrain connects as", "ALTER TABLE public.eval_candidates OWNER TO <modusbrain's role>;"} {
		if !strings.Contains(c.Fix, want) {
			t.Errorf("fix does not say %q:\n%s", want, c.Fix)
		}
	}
}

// SQLite tables have no owners: the check is there, and ok.
func TestOwnerCheckOnSQLite(t *testing.T) {
	r := newMachine(t).run(nil)
	wantStatus(t, r, CheckOwner, OK, "SQLite tables have no owners")
}

// currentUser is the role url logs in as (the test server's superuser).
func currentUser(t *testing.T, url string) string {
	t.Helper()
	c, err := pgx.Connect(pgCtx(t), url)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close(pgCtx(t))
	var u string
	if err := c.QueryRow(pgCtx(t), "SELECT current_user::text").Scan(&u); err != nil {
		t.Fatal(err)
	}
	return u
}
