package postgres

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/modusbrain/evalkit/internal/testdb"
	"github.com/modusbrain/evalkit/store"
)

// schemaBrain is a brain whose modusbrain role has a schema of its own,
// chosen by ALTER ROLE … SET search_path: modusbrain's migration 31 made the
// eval tables there and holds one row. It returns the superuser's URL and
// the role.
func schemaBrain(t *testing.T) (url, mbURL, mb string) {
	t.Helper()
	url = testdb.New(t)
	mbURL, mb = testdb.NewRole(t, url, "NOSUPERUSER BYPASSRLS")
	testdb.GiveDatabase(t, url, mb)
	var db string
	if err := openURL(t, url, Options{}).pool.QueryRow(testCtx(t), "SELECT current_database()::text").Scan(&db); err != nil {
		t.Fatal(err)
	}
	sql(t, url, "CREATE SCHEMA mb AUTHORIZATION "+ident(mb), "ALTER ROLE "+ident(mb)+" IN DATABASE "+ident(db)+" SET search_path = mb")
	sql(t, mbURL, testdb.ModusbrainMigration31,
		"INSERT INTO eval_candidates (tool_name, query, vector_enabled, expansion_applied, latency_ms, remote) VALUES ('query', 'modusbrain''s row', true, false, 1, false)")
	return url, mbURL, mb
}

// evalTablesIn lists schema.table for every eval table of the database.
func evalTablesIn(t *testing.T, url string) []string {
	t.Helper()
	var got []string
	if err := openURL(t, url, Options{}).pool.QueryRow(testCtx(t), `SELECT coalesce(array_agg(n.nspname || '.' || c.relname ORDER BY 1), '{}')
		FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE c.relname LIKE 'eval\_%' AND c.relkind = 'r'`).Scan(&got); err != nil {
		t.Fatal(err)
	}
	return got
}

// probe9 F1: a DBA's per-command URL (a superuser, search_path "$user",
// public) finds none of the eval tables that modusbrain's role finds in its
// own schema. Capture created a second set in public, and export, prune
// and the doctor read that set (or nothing) as if it were all. Now capture
// refuses before creating anything, the engine says where the tables are,
// and naming the schema in the URL reaches them.
func TestTablesInModusbrainRolesSchema(t *testing.T) {
	ctx := testCtx(t)
	url, _, mb := schemaBrain(t)
	before := evalTablesIn(t, url)
	e := openURL(t, url, Options{ModusbrainRole: mb,
		CommandEnv: func(user, sp string) string { return "ENV(" + user + "," + sp + ")" }})
	err := e.Migrate(ctx)
	if !errors.Is(err, ErrTablesElsewhere) {
		t.Fatalf("Migrate as the superuser: %v; want ErrTablesElsewhere", err)
	}
	if after := evalTablesIn(t, url); !slices.Equal(after, before) {
		t.Errorf("a refused Migrate changed the eval tables: %v, was %v", after, before)
	}
	el, err := e.TablesElsewhere(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if el == nil || !el.Blocks {
		t.Fatalf("TablesElsewhere = %+v; want Blocks", el)
	}
	for _, want := range []string{"finds no eval tables", "modusbrain's role " + mb, "in schema mb"} {
		if !strings.Contains(el.Why, want) {
			t.Errorf("Why does not say %q: %s", want, el.Why)
		}
	}
	if su := el.Env; !strings.HasSuffix(su, ",mb)") {
		t.Errorf("Env = %q; want the per-command setting for search_path mb", su)
	}
	acc, err := e.CaptureAccess(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if !acc.Denied || !strings.Contains(acc.Why, "schema mb") {
		t.Errorf("CaptureAccess = %+v; want Denied naming schema mb", acc)
	}

	// The schema named for one command: the tables are modusbrain's, adopted there.
	named := openURL(t, url+"&search_path=mb", Options{ModusbrainRole: mb})
	if el, err := named.TablesElsewhere(ctx); err != nil || el != nil {
		t.Fatalf("TablesElsewhere with search_path=mb = %+v, %v; want nil", el, err)
	}
	if err := named.Migrate(ctx); err != nil {
		t.Fatalf("Migrate with search_path=mb: %v", err)
	}
	var n int
	if err := named.pool.QueryRow(ctx, "SELECT count(*) FROM eval_candidates").Scan(&n); err != nil || n != 1 {
		t.Errorf("modusbrain's rows through search_path=mb: %d, %v; want 1", n, err)
	}
	for _, tbl := range evalTablesIn(t, url) {
		if !strings.HasPrefix(tbl, "mb.") {
			t.Errorf("eval table %s outside modusbrain's schema", tbl)
		}
	}
}

// The same brain after an earlier evalkit made a second set in public: the
// superuser's session finds that set, modusbrain's role finds its own.
// Reading or writing the first as if it were the brain's is refused; a URL
// that names public is a choice, and reads it.
func TestSecondSetOfEvalTables(t *testing.T) {
	ctx := testCtx(t)
	url, _, mb := schemaBrain(t)
	if err := openURL(t, url+"&search_path=public", Options{}).Migrate(ctx); err != nil {
		t.Fatalf("Migrate with search_path=public: %v", err)
	}
	e := openURL(t, url, Options{ModusbrainRole: mb})
	el, err := e.TablesElsewhere(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if el == nil || !el.Blocks || !strings.Contains(el.Why, "two sets of eval tables") {
		t.Fatalf("TablesElsewhere = %+v; want Blocks, two sets", el)
	}
	if !strings.Contains(el.Fix, "search_path=mb") {
		t.Errorf("Fix (no CommandEnv) does not name search_path=mb: %s", el.Fix)
	}
	if err := e.Migrate(ctx); !errors.Is(err, ErrTablesElsewhere) {
		t.Errorf("Migrate into the second set: %v; want ErrTablesElsewhere", err)
	}
	if el, err := openURL(t, url+"&search_path=public", Options{ModusbrainRole: mb}).TablesElsewhere(ctx); err != nil || el != nil {
		t.Errorf("TablesElsewhere with search_path=public named = %+v, %v; want nil", el, err)
	}
}

// A brain with no eval tables yet, whose modusbrain role would create them
// in its own schema: capture as the superuser must not create them in
// public, where modusbrain never looks.
func TestCreateWhereModusbrainLooks(t *testing.T) {
	ctx := testCtx(t)
	url := testdb.New(t)
	_, mb := testdb.NewRole(t, url, "NOSUPERUSER BYPASSRLS")
	testdb.GiveDatabase(t, url, mb)
	sql(t, url, "CREATE SCHEMA mb AUTHORIZATION "+ident(mb), "ALTER ROLE "+ident(mb)+" SET search_path = mb")
	e := openURL(t, url, Options{ModusbrainRole: mb})
	if el, err := e.TablesElsewhere(ctx); err != nil || el == nil || !el.CreateOnly || el.Blocks {
		t.Fatalf("TablesElsewhere = %+v, %v; want CreateOnly", el, err)
	}
	if err := e.Migrate(ctx); !errors.Is(err, ErrTablesElsewhere) {
		t.Fatalf("Migrate: %v; want ErrTablesElsewhere", err)
	}
	if got := evalTablesIn(t, url); len(got) > 0 {
		t.Errorf("a refused Migrate created %v", got)
	}
}

// probe9 F5: a role whose search_path is modusbrain's schema but that may
// not use it (a NOINHERIT login meant to SET ROLE, granted SELECT on the
// tables only) saw "nothing captured yet". Now it is told where the tables
// are and both fixes, with or without modusbrain's role known.
func TestTablesInSchemaWithoutUsage(t *testing.T) {
	ctx := testCtx(t)
	url, _, mb := schemaBrain(t)
	wURL, w := testdb.NewRole(t, url, "NOSUPERUSER BYPASSRLS NOINHERIT IN ROLE "+ident(mb))
	sql(t, url, "ALTER ROLE "+ident(w)+" SET search_path = mb", "GRANT SELECT ON mb.eval_candidates, mb.eval_capture_failures TO "+ident(w))
	for _, opts := range []Options{{ModusbrainRole: mb}, {}} {
		e := openURL(t, wURL, opts)
		el, err := e.TablesElsewhere(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if el == nil || !el.Blocks {
			t.Fatalf("TablesElsewhere (%+v) = %+v; want Blocks", opts, el)
		}
		for _, want := range []string{"schema mb", "no USAGE", "GRANT USAGE ON SCHEMA mb TO " + ident(w) + ";", "role%3D" + mb} {
			if !strings.Contains(el.Why+" "+el.Fix, want) {
				t.Errorf("(%+v) does not say %q: %s / %s", opts, want, el.Why, el.Fix)
			}
		}
		if err := e.Migrate(ctx); !errors.Is(err, ErrTablesElsewhere) {
			t.Errorf("Migrate (%+v): %v; want ErrTablesElsewhere", opts, err)
		}
	}
	// The fixes, each for one command, as printed.
	if el, err := openURL(t, wURL+"&options=-c%20role%3D"+mb, Options{}).TablesElsewhere(ctx); err != nil || el != nil {
		t.Errorf("TablesElsewhere with options=-c role=%s: %+v, %v; want nil", mb, el, err)
	}
	sql(t, url, "GRANT USAGE ON SCHEMA mb TO "+ident(w))
	if el, err := openURL(t, wURL, Options{ModusbrainRole: mb}).TablesElsewhere(ctx); err != nil || el != nil {
		t.Errorf("TablesElsewhere after GRANT USAGE: %+v, %v; want nil", el, err)
	}
}

// Several brains in one database, one schema per role, are not a split:
// each role finds its own, and a new brain's capture creates its own.
func TestTwoBrainsAreNotElsewhere(t *testing.T) {
	ctx := testCtx(t)
	url, _, alice, bobURL, bob := twoBrains(t)
	for name, e := range map[string]*Engine{
		"bob":            openURL(t, bobURL, Options{}),
		"bob, his URL":   openURL(t, bobURL, Options{ModusbrainRole: bob}),
		"superuser":      openURL(t, url, Options{}),
		"superuser, URL": openURL(t, url, Options{ModusbrainRole: alice}),
	} {
		if el, err := e.TablesElsewhere(ctx); err != nil || el != nil && (el.Blocks || el.CreateOnly) {
			t.Errorf("%s: TablesElsewhere = %+v, %v; want no refusal", name, el, err)
		}
	}
	if err := openURL(t, bobURL, Options{ModusbrainRole: bob}).Migrate(ctx); err != nil {
		t.Errorf("Migrate as bob: %v", err)
	}
}

func TestParsePath(t *testing.T) {
	for in, want := range map[string][]string{
		`"$user", public`:      {"me", "public"},
		`MB,  "Odd ""x"", y" `: {"mb", `Odd "x", y`},
		`$user`:                {"me"},
		``:                     nil,
	} {
		if got := parsePath(in, "me"); !slices.Equal(got, want) {
			t.Errorf("parsePath(%q) = %q; want %q", in, got, want)
		}
	}
}

var _ store.TableLocator = (*Engine)(nil)
