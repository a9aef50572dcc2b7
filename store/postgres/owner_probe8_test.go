package postgres

import (
	"errors"
	"strings"
	"testing"

	"github.com/modusbrain/evalkit/internal/testdb"
)

// tableOwners maps schema.table to its owner for the eval tables of every
// schema of the database at url.
func tableOwners(t *testing.T, url string) map[string]string {
	t.Helper()
	ctx := testCtx(t)
	e := openURL(t, url, Options{})
	rows, err := e.pool.Query(ctx, `SELECT n.nspname || '.' || c.relname, pg_get_userbyid(c.relowner)::text FROM pg_class c
		JOIN pg_namespace n ON n.oid = c.relnamespace WHERE c.relname LIKE 'eval%' AND c.relkind = 'r'`)
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
	return out
}

// probe8 #1: the brain's database belongs to modusbrain's role, but its
// DB-plane config table to a superuser (a DBA ran modusbrain's first
// migrations, or restored the brain), and config.json reaches the server
// by another spelling (TCP) than the superuser's one-command capture (the
// socket). A superuser owning the config table is a DBA's trace, not
// modusbrain's role: the tables a superuser's capture creates go to
// modusbrain's role — config.json's user, when it names a database of
// this name, else the roles that may create tables show it — or capture
// refuses; never to the superuser. Before, they stayed the superuser's,
// and modusbrain's migration 31 failed (must be owner of table).
func TestSuperusersConfigTableIsNotTheBrainsRole(t *testing.T) {
	for _, tc := range []struct {
		name   string
		byName bool // config.json's user, its server spelled otherwise
		other  bool // another role may create tables in the schema
		source string
	}{
		{"database owner", false, false, "the database's owner"},
		{"config.json by name", true, true, "config.json database_url, for a database of this name on a server it spells otherwise"},
		{"unknown", false, true, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			ctx := testCtx(t)
			url := testdb.New(t)
			mbURL, mb := testdb.NewRole(t, url, "NOSUPERUSER BYPASSRLS")
			testdb.GiveDatabase(t, url, mb)
			sql(t, url, testdb.ModusbrainConfigTable, "GRANT ALL ON config TO "+ident(mb))
			if tc.other {
				_, other := testdb.NewRole(t, url, "NOSUPERUSER BYPASSRLS")
				sql(t, url, "GRANT CREATE ON SCHEMA public TO "+ident(other))
			}
			opts := Options{}
			if tc.byName {
				opts.ModusbrainRoleByName = mb
			}
			e := openURL(t, url, opts)
			o, err := e.TableOwners(ctx)
			if err != nil {
				t.Fatal(err)
			}
			su := ""
			if err := e.pool.QueryRow(ctx, "SELECT current_user::text").Scan(&su); err != nil {
				t.Fatal(err)
			}
			if tc.source == "" {
				if !o.Unknown {
					t.Errorf("TableOwners: %+v; want modusbrain's role unknown", o)
				}
				if err := e.Migrate(ctx); !errors.Is(err, ErrBrainOwner) || !strings.Contains(err.Error(), "unless a superuser owns it") {
					t.Fatalf("Migrate: %v; want a refusal (ErrBrainOwner) that says why the config table does not count", err)
				}
				if got := tableOwners(t, url); len(got) != 0 {
					t.Fatalf("the refusal left %v", got)
				}
				return
			}
			if o.BrainOwner != mb || !strings.Contains(o.Source, tc.source) {
				t.Errorf("TableOwners: %+v; want role %s (%s), not the config table's owner %s", o, mb, tc.source, su)
			}
			if err := e.Migrate(ctx); err != nil {
				t.Fatalf("Migrate as the superuser: %v", err)
			}
			for rel, owner := range tableOwners(t, url) {
				if owner != mb {
					t.Errorf("%s belongs to %s, want modusbrain's role %s", rel, owner, mb)
				}
			}
			if err := testdb.ModusbrainStillWorks(ctx, mbURL, testdb.BrainLatest); err != nil {
				t.Fatalf("modusbrain as %s after the superuser's capture: %v", mb, err)
			}
		})
	}
}

// twoBrains is one database with two brains, alice's in public and bob's
// in schema b, chosen by bob's role (ALTER ROLE ... IN DATABASE ... SET
// search_path), as several brains share a database. alice's tables are
// modusbrain's (migration 31 as alice). It returns the superuser's URL
// and bob's.
func twoBrains(t *testing.T) (url, aliceURL, alice, bobURL, bob string) {
	t.Helper()
	url = testdb.New(t)
	aliceURL, alice = testdb.NewRole(t, url, "NOSUPERUSER BYPASSRLS")
	bobURL, bob = testdb.NewRole(t, url, "NOSUPERUSER BYPASSRLS")
	var db string
	e := openURL(t, url, Options{})
	if err := e.pool.QueryRow(testCtx(t), "SELECT current_database()::text").Scan(&db); err != nil {
		t.Fatal(err)
	}
	sql(t, url, "CREATE SCHEMA b AUTHORIZATION "+ident(bob), "GRANT CREATE ON SCHEMA public TO "+ident(alice),
		"ALTER ROLE "+ident(bob)+" IN DATABASE "+ident(db)+" SET search_path = b")
	sql(t, aliceURL, testdb.ModusbrainMigration31)
	return url, aliceURL, alice, bobURL, bob
}

// probe8 #3: bob's eval tables (evalkit's) were left to the superuser in
// bob's schema; the doctor's owner fix, run as printed in a superuser's
// session (whose search_path finds alice's tables in public), must change
// bob's tables and leave alice's alone. Before, its names were bare: it
// gave alice's tables to bob, and alice's modusbrain failed.
func TestOwnerFixNamesTheSchemaItChecked(t *testing.T) {
	ctx := testCtx(t)
	url, aliceURL, alice, bobURL, bob := twoBrains(t)
	if err := openURL(t, bobURL, Options{}).Migrate(ctx); err != nil {
		t.Fatalf("Migrate as bob: %v", err)
	}
	su := ""
	if err := openURL(t, url, Options{}).pool.QueryRow(ctx, "SELECT current_user::text").Scan(&su); err != nil {
		t.Fatal(err)
	}
	sql(t, url, "ALTER TABLE b.eval_candidates OWNER TO "+ident(su), "ALTER TABLE b.eval_capture_failures OWNER TO "+ident(su),
		"ALTER TABLE b.eval_schema_migrations OWNER TO "+ident(su))

	o, err := openURL(t, bobURL, Options{}).TableOwners(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"ALTER TABLE b.eval_candidates OWNER TO " + ident(bob) + ";",
		"ALTER TABLE b.eval_capture_failures OWNER TO " + ident(bob) + ";", "ALTER TABLE b.eval_schema_migrations OWNER TO " + ident(bob) + ";"} {
		if !strings.Contains(o.Fix, want) {
			t.Errorf("owner fix does not say %q:\n%s", want, o.Fix)
		}
	}
	// Run as printed, in the superuser's session (default search_path).
	stmts := strings.Split(strings.TrimPrefix(o.Fix, "as a superuser:\n"), "\n")
	sql(t, url, stmts...)
	got := tableOwners(t, url)
	for rel, want := range map[string]string{"public.eval_candidates": alice, "public.eval_capture_failures": alice,
		"b.eval_candidates": bob, "b.eval_capture_failures": bob, "b.eval_schema_migrations": bob} {
		if got[rel] != want {
			t.Errorf("after the owner fix %s belongs to %s, want %s (all: %v)", rel, got[rel], want, got)
		}
	}
	if err := testdb.ModusbrainStillWorks(ctx, aliceURL, testdb.BrainLatest); err != nil {
		t.Fatalf("alice's modusbrain after bob's owner fix: %v", err)
	}
	if err := testdb.ModusbrainStillWorks(ctx, bobURL, testdb.BrainLatest); err != nil {
		t.Fatalf("bob's modusbrain after the owner fix: %v", err)
	}
}

// probe8 #3: the GRANTs the writer check prints name the tables' schema
// too: bob, without INSERT on his (superuser-made, modusbrain-shaped)
// tables, is told to GRANT on b.eval_candidates, not on whatever a
// superuser's session finds first.
func TestCaptureGrantsNameTheSchema(t *testing.T) {
	ctx := testCtx(t)
	url, _, _, bobURL, bob := twoBrains(t)
	sql(t, url, "SET search_path = b", testdb.ModusbrainMigration31, "GRANT SELECT ON ALL TABLES IN SCHEMA b TO "+ident(bob),
		"GRANT USAGE ON ALL SEQUENCES IN SCHEMA b TO "+ident(bob))
	e := openURL(t, bobURL, Options{})
	if err := e.Migrate(ctx); err == nil {
		t.Fatal("Migrate as bob on the superuser's tables succeeded; want a refusal")
	}
	acc, err := e.CaptureAccess(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if !acc.Denied {
		t.Fatalf("CaptureAccess: %+v; want denied", acc)
	}
	sql(t, url, "ALTER TABLE b.eval_candidates OWNER TO "+ident(bob), "ALTER TABLE b.eval_capture_failures OWNER TO "+ident(bob))
	if err := e.Migrate(ctx); err != nil {
		t.Fatalf("Migrate as bob, the owner: %v", err)
	}
	sql(t, url, "REVOKE INSERT ON b.eval_candidates, b.eval_capture_failures FROM "+ident(bob))
	acc, err = e.CaptureAccess(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if want := "GRANT INSERT ON b.eval_candidates, b.eval_capture_failures TO " + ident(bob) + ";"; !strings.Contains(acc.Fix, want) {
		t.Errorf("writer fix does not say %q:\n%+v", want, acc)
	}
}

// config.json's user read by name (its server spelled otherwise) is a
// developer's local superuser as often as modusbrain's role: a superuser
// is never taken so, and this database's own config table, owned by
// modusbrain's role, outranks the name either way. (Review 8: the tables
// had gone to the superuser and modusbrain's migration 31 failed.)
func TestConfigTableOutranksASuperuserByName(t *testing.T) {
	ctx := testCtx(t)
	url := testdb.New(t)
	mbURL, mb := testdb.NewRole(t, url, "NOSUPERUSER BYPASSRLS")
	testdb.GiveDatabase(t, url, mb)
	sql(t, mbURL, testdb.ModusbrainConfigTable)
	e := openURL(t, url, Options{ModusbrainRoleByName: "postgres"})
	o, err := e.TableOwners(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if o.BrainOwner != mb || !strings.Contains(o.Source, "config table") {
		t.Fatalf("TableOwners: %+v; want %s, the owner of modusbrain's config table", o, mb)
	}
	if err := e.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	for rel, owner := range tableOwners(t, url) {
		if owner != mb {
			t.Errorf("%s belongs to %s, want modusbrain's role %s", rel, owner, mb)
		}
	}
	if err := testdb.ModusbrainStillWorks(ctx, mbURL, testdb.BrainLatest); err != nil {
		t.Fatalf("modusbrain as %s: %v", mb, err)
	}
}
