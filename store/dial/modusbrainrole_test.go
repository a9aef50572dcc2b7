package dial

import (
	"context"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/modusbrain/evalkit/configplane"
	"github.com/modusbrain/evalkit/internal/testdb"
	"github.com/modusbrain/evalkit/store"
)

// config.json's user counts, below an exact match, for a database of the
// same name (and search_path) whose server the two URLs spell differently
// (probe8 #1: TCP localhost:port in config.json, the socket for the DBA).
func TestModusbrainRoleByName(t *testing.T) {
	t.Setenv("PGHOST", "")
	t.Setenv("PGPORT", "")
	t.Setenv("PGDATABASE", "")
	t.Setenv("PGOPTIONS", "")
	for _, tc := range []struct {
		name, configURL, url, exact, byName string
	}{
		{"TCP and socket", "postgres://mb@localhost:54398/brain", "postgres://postgres@/brain?host=/tmp/pg&port=54398", "", "mb"},
		{"same identity", "postgres://mb@/brain?host=/tmp/pg", "host=/tmp/pg dbname=brain user=postgres", "mb", ""},
		{"another database", "postgres://mb@localhost/brain", "postgres://postgres@/other?host=/tmp/pg", "", ""},
		{"another search_path", "postgres://mb@localhost/brain", "postgres://postgres@/brain?host=/tmp/pg&search_path=b", "", ""},
		{"no user", "postgres://localhost/brain", "postgres://postgres@/brain?host=/tmp/pg", "", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tg := configplane.Target{Engine: configplane.EnginePostgres, URL: tc.url, ModusbrainURL: tc.configURL}
			if strings.Contains(tc.configURL, "@") {
				tg.ModusbrainRole = "mb"
			}
			if got := ModusbrainRole(tg); got != tc.exact {
				t.Errorf("ModusbrainRole = %q, want %q", got, tc.exact)
			}
			if got := ModusbrainRoleByName(tg); got != tc.byName {
				t.Errorf("ModusbrainRoleByName = %q, want %q", got, tc.byName)
			}
		})
	}
}

// probe8 #3b: bob's brain is in schema b, chosen by bob's role, beside
// alice's brain in public; bob's tables are modusbrain's, made by the DBA
// as the superuser. Capture as bob is told to capture once as the
// superuser — and the per-command URL it is given names schema b, so that
// following it adopts bob's tables, not alice's (the superuser's own
// search_path finds public first). Before, the advice named the role
// alone, and following it migrated alice's brain and stored bob's call
// there.
func TestCaptureOnceAdviceNamesTheSchema(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	su := testdb.New(t)
	aliceURL, alice := testdb.NewRole(t, su, "NOSUPERUSER BYPASSRLS")
	bobURL, bob := testdb.NewRole(t, su, "NOSUPERUSER BYPASSRLS")
	c, err := pgx.Connect(ctx, su)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close(ctx)
	var db, superuser string
	if err := c.QueryRow(ctx, "SELECT current_database()::text, current_user::text").Scan(&db, &superuser); err != nil {
		t.Fatal(err)
	}
	id := func(s string) string { return pgx.Identifier{s}.Sanitize() }
	for _, s := range []string{"CREATE SCHEMA b AUTHORIZATION " + id(bob), "GRANT CREATE ON SCHEMA public TO " + id(alice),
		"ALTER ROLE " + id(bob) + " IN DATABASE " + id(db) + " SET search_path = b",
		"SET search_path = b", testdb.ModusbrainMigration31,
		"GRANT SELECT, INSERT ON ALL TABLES IN SCHEMA b TO " + id(bob), "GRANT USAGE ON ALL SEQUENCES IN SCHEMA b TO " + id(bob),
		"RESET search_path"} {
		if _, err := c.Exec(ctx, s); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
	}
	if err := testdb.NewBrain(ctx, aliceURL, testdb.BrainM31, 0, 0); err != nil {
		t.Fatal(err)
	}

	bobT := configplane.Target{Engine: configplane.EnginePostgres, URL: bobURL, ModusbrainRole: bob, ModusbrainURL: bobURL}
	e, err := Open(ctx, bobT, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	acc, err := e.(store.Inspector).CaptureAccess(ctx)
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`MODUSBRAIN_DATABASE_URL='([^']*)' eval-capture`).FindStringSubmatch(acc.Fix)
	if !acc.Denied || m == nil || !strings.Contains(acc.Fix, `capture once as "`+superuser+`" (the role modusbrain migrates with) in schema b`) {
		t.Fatalf("CaptureAccess as bob: %+v; want the advice to capture once as %s in schema b, with its URL", acc, superuser)
	}
	advised, err := url.Parse(m[1])
	if err != nil || advised.User.Username() != superuser || advised.Query().Get("search_path") != "b" {
		t.Fatalf("advised URL %s: want user %s and search_path=b (%v)", m[1], superuser, err)
	}
	if err := e.Migrate(ctx); err == nil || !strings.Contains(err.Error(), "search_path=b") {
		t.Fatalf("Migrate as bob: %v; want the refusal with the same advice", err)
	}

	// Follow it (the test server's superuser needs no password).
	followed, err := Open(ctx, configplane.Target{Engine: configplane.EnginePostgres, URL: m[1]}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer followed.Close()
	if err := followed.Migrate(ctx); err != nil {
		t.Fatalf("capture once as advised: %v", err)
	}
	var inB, inPublic bool
	if err := c.QueryRow(ctx, "SELECT to_regclass('b.eval_schema_migrations') IS NOT NULL, to_regclass('public.eval_schema_migrations') IS NOT NULL").
		Scan(&inB, &inPublic); err != nil {
		t.Fatal(err)
	}
	if !inB || inPublic {
		t.Fatalf("after the advised capture: ledger in b %v, in public (alice's brain) %v; want b only", inB, inPublic)
	}
	// The advice's second half: later captures need SELECT on the ledger.
	if _, err := c.Exec(ctx, "GRANT SELECT ON b.eval_schema_migrations TO "+id(bob)); err != nil {
		t.Fatal(err)
	}
	if acc, err := e.(store.Inspector).CaptureAccess(ctx); err != nil || acc.Denied {
		t.Fatalf("CaptureAccess as bob after the advised capture: %+v, %v; want capture to work", acc, err)
	}
	if err := e.Migrate(ctx); err != nil {
		t.Fatalf("Migrate as bob after the advised capture: %v", err)
	}
}

// A role that a login SET ROLEs to (options -c role=X) may have no login of
// its own: the advice to capture once as it logs in as that login, with
// the role set, as modusbrain's URL or the configured one does. Any other
// role logs in as itself, without the role the configured URL sets, which
// would make the command work as that role instead (probe 9, F2).
func TestCommandEnvReachesASetRole(t *testing.T) {
	noPGEnv(t)
	const mb = "postgres://mb_login:pw@db.internal/brain?options=-c%20role%3Dbrain_owner"
	dba := configplane.Target{Engine: configplane.EnginePostgres, URL: "postgres://postgres@db.internal/brain?options=-c%20statement_timeout%3D5s",
		ModusbrainRole: "brain_owner", ModusbrainURL: mb}
	own := configplane.Target{Engine: configplane.EnginePostgres, URL: mb, ModusbrainRole: "brain_owner", ModusbrainURL: mb}
	for _, tc := range []struct {
		t          configplane.Target
		role, want string
	}{
		{dba, "brain_owner", "MODUSBRAIN_DATABASE_URL='postgres://mb_login@db.internal:5432/brain?options=-c%20statement_timeout%3D5s%20-c%20role%3Dbrain_owner&search_path=public'"},
		{own, "brain_owner", "MODUSBRAIN_DATABASE_URL='postgres://mb_login@db.internal:5432/brain?options=-c%20role%3Dbrain_owner&search_path=public'"},
		{own, "mb_login", "MODUSBRAIN_DATABASE_URL='postgres://mb_login@db.internal:5432/brain?search_path=public'"},
		{own, "other", "MODUSBRAIN_DATABASE_URL='postgres://other@db.internal:5432/brain?search_path=public'"},
	} {
		if got := commandEnvIn(tc.t, tc.role, "public"); got != tc.want {
			t.Errorf("commandEnvIn(%s, %q)\n got %s\nwant %s", tc.t.URL, tc.role, got, tc.want)
		}
	}
}

// Every command built for a role goes the same way (eval-prune's advice to
// prune as the tables' owner, the spool's to deliver as the login that
// captured): a role without a login of its own is reached through the
// login that SET ROLEs to it, and a spool record's login keeps the
// session it captured in, its role included.
func TestCommandURLReachesASetRole(t *testing.T) {
	noPGEnv(t)
	const mb = "postgres://mb_login:pw@db.internal/brain?options=-c%20role%3Dbrain_owner"
	dba := configplane.Target{Engine: configplane.EnginePostgres, URL: "postgres://postgres@db.internal/brain",
		ModusbrainRole: "brain_owner", ModusbrainURL: mb}
	own := configplane.Target{Engine: configplane.EnginePostgres, URL: mb, ModusbrainRole: "brain_owner", ModusbrainURL: mb}
	for _, tc := range []struct {
		id, user string
		t        configplane.Target
		want     string
	}{
		{Identity(dba), "brain_owner", dba, "postgres://mb_login@db.internal:5432/brain?options=-c%20role%3Dbrain_owner"},
		{Identity(own), "brain_owner", own, "postgres://mb_login@db.internal:5432/brain?options=-c%20role%3Dbrain_owner"},
		{SpoolIdentity(own), "USER", own, "postgres://mb_login@db.internal:5432/brain?options=-c%20role%3Dbrain_owner"},
		{Identity(own), "other", own, "postgres://other@db.internal:5432/brain"},
		// Another database: modusbrain's login there is unknown.
		{"postgres://db.internal:5432/other", "brain_owner", dba, "postgres://brain_owner@db.internal:5432/other"},
	} {
		if got := CommandURL(tc.id, tc.user, tc.t); got != tc.want {
			t.Errorf("CommandURL(%s, %q, %s)\n got %s\nwant %s", tc.id, tc.user, tc.t.URL, got, tc.want)
		}
	}
}
