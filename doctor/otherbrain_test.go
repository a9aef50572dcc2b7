package doctor

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/modusbrain/evalkit/capture"
	"github.com/modusbrain/evalkit/configplane"
	"github.com/modusbrain/evalkit/internal/testdb"
)

// Two brains on one server, each with its own modusbrain role: this
// machine's config.json names brain A (as role A), and the operator points
// one capture and one doctor run at brain B with MODUSBRAIN_DATABASE_URL.
// config.json's user is A's role and says nothing about B (probe 7,
// finding 1): B's tables go to B's role, the owner of B's config table, and
// B's modusbrain migration 31 runs as it; the doctor never advises giving
// B's tables to A's role, even when they are found under it (the state an
// evalkit that took config.json's user for B's role left behind).
func TestPostgresConfigJSONRoleOfAnotherBrainIsNotThisBrains(t *testing.T) {
	ctx := pgCtx(t)
	urlA, urlB := testdb.New(t), testdb.New(t)
	roleAURL, roleA := testdb.NewRole(t, urlA, "NOSUPERUSER BYPASSRLS")
	roleBURL, roleB := testdb.NewRole(t, urlB, "NOSUPERUSER BYPASSRLS")
	testdb.GiveDatabase(t, urlA, roleA)
	testdb.GiveDatabase(t, urlB, roleB)
	// Releases before migration 31: the DB-plane config table, made as
	// each brain's role, and no eval tables yet.
	pgExec(t, roleAURL, testdb.ModusbrainConfigTable)
	pgExec(t, roleBURL, testdb.ModusbrainConfigTable)

	m := newMachine(t)
	m.writeConfig(`{"engine": "postgres", "database_url": "`+roleAURL+`"}`, 0o600)
	m.env[configplane.EnvDatabaseURL] = urlB // the server's superuser, brain B, for these commands alone
	m.env[configplane.EnvContributorMode] = "1"

	noA := func(c *Check) {
		t.Helper()
		text := c.Message + "\n" + strings.Join(c.Details, "\n") + "\n" + c.Fix
		if strings.Contains(text, roleA) {
			t.Fatalf("%s names brain A's role %s for brain B:\n%s", c.ID, roleA, text)
		}
	}
	noneNamesA := func(r *Report) {
		t.Helper()
		for i := range r.Checks {
			noA(&r.Checks[i])
		}
	}
	r := Run(ctx, Options{Settings: m.settings(), LookupEnv: m.lookup})
	wantStatus(t, r, CheckOwner, OK, "no eval tables yet; any that capture creates go to role "+roleB+
		" (the owner of modusbrain's config table)")
	wantStatus(t, r, CheckWriter, OK)
	noneNamesA(r)

	c, err := capture.Open(ctx, capture.OpenOptions{LookupEnv: m.lookup})
	if err != nil || !c.Enabled() {
		t.Fatalf("capture.Open = %v, %v", c, err)
	}
	c.Capture(capture.Event{ToolName: "query", Query: "q", Results: []capture.Result{{Slug: "s", ChunkID: 1, SourceID: "x"}},
		Meta: capture.Meta{VectorEnabled: true}})
	if n := c.Close(ctx); n != 0 {
		t.Fatalf("Close: %d undelivered", n)
	}
	if st := c.Stats(); st.Captured != 1 {
		t.Fatalf("capture into brain B: %+v", st)
	}
	owners := `SELECT string_agg(c.relname || ' ' || pg_get_userbyid(c.relowner), ', ' ORDER BY c.relname) FROM pg_class c
		WHERE c.relname IN ('eval_candidates', 'eval_capture_failures', 'eval_schema_migrations')`
	want := "eval_candidates " + roleB + ", eval_capture_failures " + roleB + ", eval_schema_migrations " + roleB
	if got := pgString(t, urlB, owners); got != want {
		t.Fatalf("brain B's eval tables: %s\nwant %s (B's role, not A's %s)", got, want, roleA)
	}
	if n := pgInt(t, urlA, "SELECT count(*) FROM pg_class WHERE relname LIKE 'eval%'"); n != 0 {
		t.Fatalf("brain A has %d eval relations; the capture was into B", n)
	}
	// B's modusbrain upgrades: its migration 31, as its own role.
	if err := testdb.ModusbrainStillWorks(ctx, roleBURL, testdb.BrainM31); err != nil {
		t.Fatalf("brain B's modusbrain as %s after the capture: %v", roleB, err)
	}
	r = Run(ctx, Options{Settings: m.settings(), LookupEnv: m.lookup})
	wantStatus(t, r, CheckOwner, OK, "role "+roleB+" (the owner of modusbrain's config table) may alter and index every eval table")
	noneNamesA(r)

	// B's tables under A's role: the doctor hands them to B's role.
	a := pgx.Identifier{roleA}.Sanitize()
	t.Cleanup(func() {
		// Should the test stop before the fix: A's role's cleanup
		// hands back only what it owns in brain A.
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		if c, err := pgx.Connect(ctx, urlB); err == nil {
			_, _ = c.Exec(ctx, "REASSIGN OWNED BY "+a+" TO CURRENT_USER")
			c.Close(ctx)
		}
	})
	pgExec(t, urlB, "ALTER TABLE eval_candidates OWNER TO "+a, "ALTER TABLE eval_capture_failures OWNER TO "+a,
		"ALTER TABLE eval_schema_migrations OWNER TO "+a)
	if err := testdb.ModusbrainStillWorks(ctx, roleBURL, testdb.BrainM31); err == nil || !strings.Contains(err.Error(), "must be owner") {
		t.Fatalf("brain B's modusbrain on tables of A's role: %v; want must be owner (the state this part is for)", err)
	}
	r = Run(ctx, Options{Settings: m.settings(), LookupEnv: m.lookup})
	oc := wantStatus(t, r, CheckOwner, Warn, "role "+roleB+" (the owner of modusbrain's config table)")
	if !strings.Contains(oc.Message, "(owner "+roleA+")") {
		t.Fatalf("owner: %q does not name the tables' owner %s", oc.Message, roleA)
	}
	b := pgx.Identifier{roleB}.Sanitize()
	if wantFix := "as a superuser:\nALTER TABLE public.eval_candidates OWNER TO " + b + ";\nALTER TABLE public.eval_capture_failures OWNER TO " + b +
		";\nALTER TABLE public.eval_schema_migrations OWNER TO " + b + ";"; oc.Fix != wantFix {
		t.Fatalf("fix =\n%s\nwant\n%s", oc.Fix, wantFix)
	}
	pgExec(t, urlB, strings.Split(strings.TrimPrefix(oc.Fix, "as a superuser:\n"), "\n")...)
	if err := testdb.ModusbrainStillWorks(ctx, roleBURL, testdb.BrainM31); err != nil {
		t.Fatalf("brain B's modusbrain after the doctor's fix: %v", err)
	}
}

func pgString(t *testing.T, url, query string) string {
	t.Helper()
	if s := pgScan[*string](t, url, query); s != nil {
		return *s
	}
	return ""
}
