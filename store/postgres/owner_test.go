package postgres

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/modusbrain/evalkit/internal/testdb"
	"github.com/modusbrain/evalkit/store"
)

// owners lists the owner of each eval table, sequence and index there is.
func owners(t *testing.T, url string) map[string]string {
	t.Helper()
	ctx := testCtx(t)
	e := openURL(t, url, Options{})
	rows, err := e.pool.Query(ctx, `SELECT c.relname::text, pg_get_userbyid(c.relowner)::text FROM pg_class c
		JOIN pg_namespace n ON n.oid = c.relnamespace
		WHERE n.nspname = 'public' AND c.relname LIKE '%eval%' AND c.relkind IN ('r', 'S', 'i')`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	out := map[string]string{}
	for rows.Next() {
		var rel, owner string
		if err := rows.Scan(&rel, &owner); err != nil {
			t.Fatal(err)
		}
		out[rel] = owner
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// A superuser's first capture in a brain that belongs to modusbrain's role
// gives every table it creates — indexes, identity sequences and the
// ledger with them — to that role, so modusbrain's migrations (ALTER,
// CREATE INDEX, ENABLE ROW LEVEL SECURITY) and INSERTs as that role still
// run; before, they failed with "must be owner of table eval_candidates".
func TestSuperuserCreatesTablesForTheBrainOwner(t *testing.T) {
	for _, shape := range []testdb.BrainShape{testdb.BrainM31, testdb.BrainLatest} {
		t.Run(string(shape), func(t *testing.T) {
			t.Parallel()
			url := testdb.New(t)
			brainURL, brain := testdb.NewRole(t, url, "NOSUPERUSER BYPASSRLS")
			testdb.GiveDatabase(t, url, brain)

			e := openURL(t, url, Options{})
			ctx := testCtx(t)
			if err := e.Migrate(ctx); err != nil {
				t.Fatalf("Migrate as superuser: %v", err)
			}
			got := owners(t, url)
			for _, rel := range []string{"eval_candidates", "eval_capture_failures", "eval_schema_migrations",
				"eval_candidates_id_seq", "eval_candidates_created_at_idx"} {
				if got[rel] != brain {
					t.Errorf("%s belongs to %q, want the brain's owner %q (all: %v)", rel, got[rel], brain, got)
				}
			}
			if err := testdb.ModusbrainStillWorks(ctx, brainURL, shape); err != nil {
				t.Fatalf("modusbrain as %s after evalkit created the tables: %v", brain, err)
			}
			// evalkit goes on working, as the superuser and as the brain's owner.
			if err := e.InsertCandidates(ctx, []store.Candidate{validRow()}); err != nil {
				t.Fatalf("insert as superuser: %v", err)
			}
			be := openURL(t, brainURL, Options{})
			if err := be.Migrate(ctx); err != nil {
				t.Fatalf("Migrate as %s: %v", brain, err)
			}
			if err := be.InsertCandidates(ctx, []store.Candidate{validRow()}); err != nil {
				t.Fatalf("insert as %s: %v", brain, err)
			}
			if a, err := be.CandidateActivity(ctx, time.Time{}); err != nil || a.Rows != 3 {
				t.Fatalf("activity as %s: %+v, %v; want 3 rows", brain, a, err)
			}
		})
	}
}

// Adopting modusbrain's tables as a superuser leaves them modusbrain's and
// gives the ledger it adds to the same role, so that role can capture next.
func TestSuperuserAdoptsForTheTablesOwner(t *testing.T) {
	url := testdb.New(t)
	brainURL, brain := testdb.NewRole(t, url, "NOSUPERUSER BYPASSRLS")
	testdb.GiveDatabase(t, url, brain)
	ctx := testCtx(t)
	if err := testdb.NewBrain(ctx, brainURL, testdb.BrainLatest, 3, 1); err != nil {
		t.Fatal(err)
	}
	if err := openURL(t, url, Options{}).Migrate(ctx); err != nil {
		t.Fatalf("Migrate as superuser: %v", err)
	}
	got := owners(t, url)
	for _, rel := range []string{"eval_candidates", "eval_capture_failures", "eval_schema_migrations"} {
		if got[rel] != brain {
			t.Errorf("%s belongs to %q, want %q", rel, got[rel], brain)
		}
	}
	if err := testdb.ModusbrainStillWorks(ctx, brainURL, testdb.BrainLatest); err != nil {
		t.Fatalf("modusbrain after adoption: %v", err)
	}
	if err := openURL(t, brainURL, Options{}).InsertCandidates(ctx, []store.Candidate{validRow()}); err != nil {
		t.Fatalf("insert as %s: %v", brain, err)
	}
}

// A role that is not superuser and does not hold BYPASSRLS itself (only
// through a group: PostgreSQL does not inherit the attribute) but owns
// modusbrain's tables, which do not force row-level security, is exempt
// from it: capture adopts and uses the tables as that role.
func TestOwnerOfUnforcedTablesAdoptsThem(t *testing.T) {
	url := testdb.New(t)
	_, group := testdb.NewRole(t, url, "NOSUPERUSER BYPASSRLS")
	ownerURL, owner := testdb.NewRole(t, url, "NOSUPERUSER NOBYPASSRLS IN ROLE "+ident(group))
	testdb.GiveDatabase(t, url, owner)
	ctx := testCtx(t)
	if err := testdb.NewBrain(ctx, ownerURL, testdb.BrainM31, 2, 1); err != nil {
		t.Fatal(err)
	}
	e := openURL(t, ownerURL, Options{})
	if acc, err := e.CaptureAccess(ctx); err != nil || acc.Denied {
		t.Fatalf("CaptureAccess as %s: %+v, %v; want allowed", owner, acc, err)
	}
	if err := e.Migrate(ctx); err != nil {
		t.Fatalf("Migrate as the tables' owner %s: %v", owner, err)
	}
	if err := e.InsertCandidates(ctx, []store.Candidate{validRow()}); err != nil {
		t.Fatalf("insert as %s: %v", owner, err)
	}
	if err := e.InsertFailures(ctx, []store.Failure{{Reason: store.ReasonOther}}); err != nil {
		t.Fatalf("failure as %s: %v", owner, err)
	}
	if a, err := e.CandidateActivity(ctx, time.Time{}); err != nil || a.Rows != 3 {
		t.Fatalf("activity as %s: %+v, %v; want 3 rows", owner, a, err)
	}
	if err := testdb.ModusbrainStillWorks(ctx, ownerURL, testdb.BrainM31); err != nil {
		t.Fatalf("modusbrain after adoption: %v", err)
	}
}

// That same role has no way past the row-level security that evalkit's own
// tables force: with no tables yet it is refused, truthfully, and the
// message names the role once.
func TestInheritedBypassIsRefusedTablesToCreate(t *testing.T) {
	url := testdb.New(t)
	_, group := testdb.NewRole(t, url, "NOSUPERUSER BYPASSRLS")
	roleURL, role := testdb.NewRole(t, url, "NOSUPERUSER NOBYPASSRLS IN ROLE "+ident(group))
	testdb.GiveDatabase(t, url, role)
	e := openURL(t, roleURL, Options{})
	ctx := testCtx(t)
	err := e.Migrate(ctx)
	if !errors.Is(err, ErrRoleCannotBypassRLS) {
		t.Fatalf("Migrate as %s: %v, want ErrRoleCannotBypassRLS", role, err)
	}
	msg := err.Error()
	if strings.Count(msg, role) != 2 || strings.Contains(msg, `"`+role+`" role`) {
		t.Errorf("refusal should name the role once in its reason and once in its fix: %s", msg)
	}
	for _, want := range []string{"not through roles it belongs to", "ALTER ROLE " + ident(role) + " BYPASSRLS", "run modusbrain once"} {
		if !strings.Contains(msg, want) {
			t.Errorf("refusal %q does not say %q", msg, want)
		}
	}
	if strings.Contains(msg, "migrate as a superuser") {
		t.Errorf("refusal advises migrating as a superuser, which leaves the tables to a role modusbrain is not: %s", msg)
	}
	if acc, err := e.CaptureAccess(ctx); err != nil || !acc.Denied || !strings.Contains(acc.Why, "capture would refuse to create the eval tables") {
		t.Fatalf("CaptureAccess as %s: %+v, %v; want the refusal told", role, acc, err)
	}
}

// When evalkit's role may not give the tables to the brain's owner (a
// BYPASSRLS role that is not a member of it), or the brain's owner could
// not use tables that force row-level security, evalkit refuses to create
// them, leaves nothing behind, and modusbrain's own migration still runs.
func TestRefusesTablesTheBrainOwnerCouldNotUse(t *testing.T) {
	t.Run("foreign role", func(t *testing.T) {
		t.Parallel()
		url := testdb.New(t)
		brainURL, brain := testdb.NewRole(t, url, "NOSUPERUSER BYPASSRLS")
		testdb.GiveDatabase(t, url, brain)
		capURL, capRole := testdb.NewRole(t, url, "NOSUPERUSER BYPASSRLS")
		sql(t, url, "GRANT CREATE ON SCHEMA public TO "+ident(capRole))
		// modusbrain's earlier migrations show its role (without them,
		// two roles that may create tables leave it unknown:
		// TestRefusesTablesWhenModusbrainsRoleIsUnknown).
		sql(t, brainURL, testdb.ModusbrainConfigTable)
		refused(t, url, capURL, brainURL, brain, testdb.BrainLatest, "run modusbrain once", "capture once as "+ident(brain))
	})
	t.Run("owner without bypass", func(t *testing.T) {
		t.Parallel()
		url := testdb.New(t)
		brainURL, brain := testdb.NewRole(t, url, "NOSUPERUSER NOBYPASSRLS")
		testdb.GiveDatabase(t, url, brain)
		refused(t, url, url, brainURL, brain, testdb.BrainM31, "run modusbrain once", "ALTER ROLE "+ident(brain)+" BYPASSRLS")
	})
}

func refused(t *testing.T, adminURL, evalkitURL, brainURL, brain string, shape testdb.BrainShape, wants ...string) {
	t.Helper()
	ctx := testCtx(t)
	e := openURL(t, evalkitURL, Options{})
	if acc, err := e.CaptureAccess(ctx); err != nil || !acc.Denied || !strings.Contains(acc.Why, brain) {
		t.Errorf("CaptureAccess: %+v, %v; want the refusal told", acc, err)
	}
	err := e.Migrate(ctx)
	if !errors.Is(err, ErrBrainOwner) {
		t.Fatalf("Migrate: %v, want ErrBrainOwner", err)
	}
	for _, want := range append(wants, `role "`+brain+`"`) {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("refusal %q does not say %q", err, want)
		}
	}
	if got := owners(t, adminURL); len(got) != 0 {
		t.Fatalf("refused migration left %v", got)
	}
	if err := testdb.ModusbrainStillWorks(ctx, brainURL, shape); err != nil {
		t.Fatalf("modusbrain after the refusal: %v", err)
	}
}

// A brain database that belongs to the DBA's role (here the test server's
// superuser), where modusbrain runs as its own role, granted CREATE on the
// schema, and its earlier migrations made its DB-plane config table; its
// migration 31 has not run yet. A superuser's capture creates the eval
// tables: they go to modusbrain's role — the config table's owner, or the
// only role but superusers that may create tables there — and modusbrain's
// migration 31, INSERTs and SELECTs run as that role. Before, they went to
// the database's owner and modusbrain's migration failed with "must be
// owner of table eval_candidates".
func TestSuperuserCreatesTablesForModusbrainsRole(t *testing.T) {
	for _, tc := range []struct {
		name   string
		config bool // modusbrain's config table is there
		others int  // other roles that may create tables in the schema
		source string
	}{
		{"config table", true, 1, "the owner of modusbrain's config table"},
		{"only creator", false, 0, "the only role besides superusers that may create tables in schema public"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			url := testdb.New(t)
			modusURL, modus := testdb.NewRole(t, url, "NOSUPERUSER BYPASSRLS")
			sql(t, url, "GRANT CREATE ON SCHEMA public TO "+ident(modus))
			for range tc.others {
				_, other := testdb.NewRole(t, url, "NOSUPERUSER BYPASSRLS")
				sql(t, url, "GRANT CREATE ON SCHEMA public TO "+ident(other))
			}
			if tc.config {
				sql(t, modusURL, testdb.ModusbrainConfigTable)
			}
			ctx := testCtx(t)
			e := openURL(t, url, Options{})
			o, err := e.TableOwners(ctx)
			if err != nil || o.BrainOwner != modus || o.Source != tc.source {
				t.Errorf("TableOwners before: %+v, %v; want %s (%s)", o, err, modus, tc.source)
			}
			if err := e.Migrate(ctx); err != nil {
				t.Fatalf("Migrate as superuser: %v", err)
			}
			got := owners(t, url)
			for _, rel := range []string{"eval_candidates", "eval_capture_failures", "eval_schema_migrations"} {
				if got[rel] != modus {
					t.Errorf("%s belongs to %q, want modusbrain's role %q (all: %v)", rel, got[rel], modus, got)
				}
			}
			// modusbrain's migration 31, its INSERTs and SELECTs, as its role.
			if err := testdb.ModusbrainStillWorks(ctx, modusURL, testdb.BrainM31); err != nil {
				t.Fatalf("modusbrain as %s after a superuser's capture created the tables: %v", modus, err)
			}
			if err := testdb.ModusbrainStillWorks(ctx, modusURL, testdb.BrainLatest); err != nil {
				t.Fatalf("modusbrain's later migrations as %s: %v", modus, err)
			}
			if err := e.InsertCandidates(ctx, []store.Candidate{validRow()}); err != nil {
				t.Fatalf("insert as superuser: %v", err)
			}
		})
	}
}

// When the catalogue cannot tell which role modusbrain runs as — no table
// of modusbrain's, and two roles but superusers may create tables in the
// schema, neither with the other's rights — a superuser's capture refuses
// to create the tables (either owner would break modusbrain if it runs as
// the other), names the roles, leaves nothing behind, and modusbrain's own
// migration still runs; after it, capture adopts its tables.
func TestRefusesTablesWhenModusbrainsRoleIsUnknown(t *testing.T) {
	url := testdb.New(t)
	modusURL, modus := testdb.NewRole(t, url, "NOSUPERUSER BYPASSRLS")
	_, other := testdb.NewRole(t, url, "NOSUPERUSER BYPASSRLS")
	sql(t, url, "GRANT CREATE ON SCHEMA public TO "+ident(modus)+", "+ident(other))
	ctx := testCtx(t)
	e := openURL(t, url, Options{})
	if acc, err := e.CaptureAccess(ctx); err != nil || !acc.Denied || !strings.Contains(acc.Why, modus) || !strings.Contains(acc.Why, other) {
		t.Errorf("CaptureAccess: %+v, %v; want the refusal told, naming both roles", acc, err)
	}
	err := e.Migrate(ctx)
	if !errors.Is(err, ErrBrainOwner) {
		t.Fatalf("Migrate: %v, want ErrBrainOwner", err)
	}
	for _, want := range []string{`"` + modus + `"`, `"` + other + `"`, "run modusbrain once", "cannot tell which role modusbrain runs as"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("refusal %q does not say %q", err, want)
		}
	}
	if got := owners(t, url); len(got) != 0 {
		t.Fatalf("refused migration left %v", got)
	}
	if err := testdb.ModusbrainStillWorks(ctx, modusURL, testdb.BrainM31); err != nil {
		t.Fatalf("modusbrain after the refusal: %v", err)
	}
	if err := e.Migrate(ctx); err != nil {
		t.Fatalf("Migrate after modusbrain created its tables: %v", err)
	}
	if got := owners(t, url); got["eval_candidates"] != modus || got["eval_schema_migrations"] != modus {
		t.Fatalf("owners after adoption: %v", got)
	}
	if err := testdb.ModusbrainStillWorks(ctx, modusURL, testdb.BrainLatest); err != nil {
		t.Fatalf("modusbrain after adoption: %v", err)
	}
}

// A role with INSERT and BYPASSRLS, but neither the owner of modusbrain's
// tables nor allowed to create in the schema, meets an un-adopted brain:
// Migrate refuses before touching anything, naming the tables' owner and
// the role to capture as once — the doctor's words, not PostgreSQL's
// "permission denied for schema public".
func TestNonOwnerRefusedWithTheOwnersName(t *testing.T) {
	url := testdb.New(t)
	brainURL, brain := testdb.NewRole(t, url, "NOSUPERUSER BYPASSRLS")
	testdb.GiveDatabase(t, url, brain)
	ctx := testCtx(t)
	if err := testdb.NewBrain(ctx, brainURL, testdb.BrainM31, 1, 0); err != nil {
		t.Fatal(err)
	}
	roleURL, role := testdb.NewRole(t, url, "NOSUPERUSER BYPASSRLS")
	sql(t, url, "GRANT SELECT, INSERT ON eval_candidates, eval_capture_failures TO "+ident(role),
		"GRANT USAGE ON SEQUENCE eval_candidates_id_seq, eval_capture_failures_id_seq TO "+ident(role))
	e := openURL(t, roleURL, Options{})
	acc, err := e.CaptureAccess(ctx)
	if err != nil || !acc.Denied {
		t.Fatalf("CaptureAccess: %+v, %v; want denied", acc, err)
	}
	err = e.Migrate(ctx)
	if !errors.Is(err, ErrNotOwner) {
		t.Fatalf("Migrate as %s: %v, want ErrNotOwner", role, err)
	}
	msg := err.Error()
	for _, want := range []string{`role "` + brain + `"`, "capture once as " + ident(brain), acc.Fix} {
		if !strings.Contains(msg, want) {
			t.Errorf("refusal %q does not say %q", msg, want)
		}
	}
	if strings.Contains(msg, "permission denied") {
		t.Errorf("refusal is PostgreSQL's, not evalkit's: %s", msg)
	}
	if want := "capture would refuse " + strings.TrimPrefix(strings.SplitN(msg, " (fix: ", 2)[0], "postgres migrate: refusing "); acc.Why != want {
		t.Errorf("the doctor and capture say it differently:\ndoctor:  %s\ncapture: %s", acc.Why, want)
	}
}

// PostgreSQL 14 and older grant CREATE on schema public to PUBLIC: any role
// may create tables there, so the catalogue cannot tell modusbrain's role
// from the database's owner — be it the DBA's superuser or an RDS-like
// master that is not one. With no table of modusbrain's, a superuser's
// capture refuses to create the tables, says why, leaves nothing, and
// modusbrain's own migration 31 still runs as its role. Before, the tables
// went to the database's owner and modusbrain failed with "must be owner".
func TestPublicCreateLeavesModusbrainsRoleUnknown(t *testing.T) {
	for _, dba := range []string{"superuser", "master"} {
		t.Run(dba, func(t *testing.T) {
			t.Parallel()
			url := testdb.New(t)
			if dba == "master" {
				_, master := testdb.NewRole(t, url, "NOSUPERUSER CREATEDB CREATEROLE BYPASSRLS")
				testdb.GiveDatabase(t, url, master)
			}
			modusURL, _ := testdb.NewRole(t, url, "NOSUPERUSER BYPASSRLS")
			sql(t, url, "GRANT CREATE ON SCHEMA public TO PUBLIC")
			ctx := testCtx(t)
			e := openURL(t, url, Options{})
			if o, err := e.TableOwners(ctx); err != nil || !o.Unknown || !strings.Contains(o.Source, "PUBLIC") {
				t.Errorf("TableOwners: %+v, %v; want unknown, saying PUBLIC may create", o, err)
			}
			if acc, err := e.CaptureAccess(ctx); err != nil || !acc.Denied || !strings.Contains(acc.Why, "PUBLIC") {
				t.Errorf("CaptureAccess: %+v, %v; want the refusal told", acc, err)
			}
			err := e.Migrate(ctx)
			if !errors.Is(err, ErrBrainOwner) {
				t.Fatalf("Migrate as superuser: %v, want ErrBrainOwner", err)
			}
			for _, want := range []string{"cannot tell which role modusbrain runs as", "PUBLIC", "run modusbrain once", "database_url"} {
				if !strings.Contains(err.Error(), want) {
					t.Errorf("refusal %q does not say %q", err, want)
				}
			}
			if got := owners(t, url); len(got) != 0 {
				t.Fatalf("refused migration left %v", got)
			}
			if err := testdb.ModusbrainStillWorks(ctx, modusURL, testdb.BrainM31); err != nil {
				t.Fatalf("modusbrain after the refusal: %v", err)
			}
		})
	}
}

// Capturing with the role modusbrain's own URL names (config.json's
// database_url, Options.ModusbrainRole) on a fresh brain creates the tables
// as that role — modusbrain's, by definition — even where the
// catalogue alone cannot tell it (PUBLIC may create; two roles were
// granted CREATE). modusbrain's migration 31, INSERTs and SELECTs then run
// as that role. Before, such a capture was refused or the tables went to
// the database's owner.
func TestModusbrainsOwnURLCreatesTablesAsItsRole(t *testing.T) {
	for _, setup := range []string{"public create", "two creators"} {
		t.Run(setup, func(t *testing.T) {
			t.Parallel()
			url := testdb.New(t)
			modusURL, modus := testdb.NewRole(t, url, "NOSUPERUSER BYPASSRLS")
			if setup == "public create" {
				sql(t, url, "GRANT CREATE ON SCHEMA public TO PUBLIC")
			} else {
				_, other := testdb.NewRole(t, url, "NOSUPERUSER BYPASSRLS")
				sql(t, url, "GRANT CREATE ON SCHEMA public TO "+ident(modus)+", "+ident(other))
			}
			ctx := testCtx(t)
			e := openURL(t, modusURL, Options{ModusbrainRole: modus})
			if o, err := e.TableOwners(ctx); err != nil || o.Unknown || o.Inferred || o.BrainOwner != modus {
				t.Errorf("TableOwners: %+v, %v; want %s, shown by modusbrain's URL", o, err, modus)
			}
			if err := e.Migrate(ctx); err != nil {
				t.Fatalf("Migrate through modusbrain's URL: %v", err)
			}
			got := owners(t, url)
			for _, rel := range []string{"eval_candidates", "eval_capture_failures", "eval_schema_migrations"} {
				if got[rel] != modus {
					t.Errorf("%s belongs to %q, want modusbrain's role %q (all: %v)", rel, got[rel], modus, got)
				}
			}
			for _, shape := range []testdb.BrainShape{testdb.BrainM31, testdb.BrainLatest} {
				if err := testdb.ModusbrainStillWorks(ctx, modusURL, shape); err != nil {
					t.Fatalf("modusbrain (%s) as %s after capture created the tables: %v", shape, modus, err)
				}
			}
			if err := e.InsertCandidates(ctx, []store.Candidate{validRow()}); err != nil {
				t.Fatalf("insert through modusbrain's URL: %v", err)
			}
			// The same role through another URL (MODUSBRAIN_DATABASE_URL)
			// proves nothing more than the catalogue: its tables are
			// there now, so it adopts them.
			if err := openURL(t, modusURL, Options{}).Migrate(ctx); err != nil {
				t.Fatalf("Migrate as %s after: %v", modus, err)
			}
		})
	}
}

// CREATE on the schema granted to a group role that cannot log in, whose
// member is modusbrain's BYPASSRLS login role: that member is the one role
// modusbrain may run as. Capture as it, or as a superuser, creates the
// tables as it, and modusbrain's migration runs. Before, the group was
// taken for modusbrain's role and capture was refused, since the group is
// neither superuser nor BYPASSRLS.
func TestGroupGrantedCreateGoesToItsLoginMember(t *testing.T) {
	for _, as := range []string{"member", "superuser"} {
		t.Run(as, func(t *testing.T) {
			t.Parallel()
			url := testdb.New(t)
			_, group := testdb.NewRole(t, url, "NOSUPERUSER NOBYPASSRLS")
			sql(t, url, "ALTER ROLE "+ident(group)+" NOLOGIN", "GRANT CREATE ON SCHEMA public TO "+ident(group))
			modusURL, modus := testdb.NewRole(t, url, "NOSUPERUSER BYPASSRLS IN ROLE "+ident(group))
			capURL := modusURL
			if as == "superuser" {
				capURL = url
			}
			ctx := testCtx(t)
			e := openURL(t, capURL, Options{})
			if acc, err := e.CaptureAccess(ctx); err != nil || acc.Denied {
				t.Errorf("CaptureAccess: %+v, %v; want allowed", acc, err)
			}
			if err := e.Migrate(ctx); err != nil {
				t.Fatalf("Migrate as %s: %v", as, err)
			}
			got := owners(t, url)
			for _, rel := range []string{"eval_candidates", "eval_capture_failures", "eval_schema_migrations"} {
				if got[rel] != modus {
					t.Errorf("%s belongs to %q, want modusbrain's role %q (all: %v)", rel, got[rel], modus, got)
				}
			}
			if err := testdb.ModusbrainStillWorks(ctx, modusURL, testdb.BrainLatest); err != nil {
				t.Fatalf("modusbrain as %s: %v", modus, err)
			}
			if err := e.InsertCandidates(ctx, []store.Candidate{validRow()}); err != nil {
				t.Fatalf("insert as %s: %v", as, err)
			}
		})
	}
}
