package postgres

import (
	"strings"
	"testing"

	"github.com/modusbrain/evalkit/internal/testdb"
	"github.com/modusbrain/evalkit/store"
)

// A brain whose tables modusbrain made (id serial), adopted by evalkit, and
// a second role to capture as, with the privileges the rls check's fix
// used to name (SELECT, INSERT, BYPASSRLS): every INSERT also draws an id
// from the serial sequence, which needs USAGE. CaptureAccess must say so and
// name the grant; once it is applied, capture as that role really writes.
func TestCaptureAccessNeedsUsageOnModusbrainSequences(t *testing.T) {
	url := testdb.New(t)
	ctx := testCtx(t)
	if err := testdb.NewBrain(ctx, url, testdb.BrainM31, 2, 1); err != nil {
		t.Fatal(err)
	}
	if err := openURL(t, url, Options{}).Migrate(ctx); err != nil { // adoption, as the owner
		t.Fatal(err)
	}
	roleURL, role := testdb.NewRole(t, url, "NOSUPERUSER BYPASSRLS")
	sql(t, url, "GRANT SELECT ON eval_schema_migrations TO "+ident(role),
		"GRANT SELECT, INSERT ON eval_candidates, eval_capture_failures TO "+ident(role))
	e := openURL(t, roleURL, Options{})
	// The premise: the insert is refused on the sequence, not the table.
	if err := e.InsertFailures(ctx, []store.Failure{{Reason: store.ReasonOther}}); err == nil || !strings.Contains(err.Error(), "_id_seq") {
		t.Fatalf("insert without USAGE on the sequence: %v, want permission denied for the sequence", err)
	}

	acc, err := e.CaptureAccess(ctx)
	if err != nil {
		t.Fatal(err)
	}
	want := "GRANT USAGE ON SEQUENCE public.eval_candidates_id_seq, public.eval_capture_failures_id_seq TO " + ident(role) + ";"
	if !acc.Denied || !strings.Contains(acc.Why, "eval_candidates_id_seq") || !strings.Contains(acc.Fix, want) {
		t.Fatalf("CaptureAccess as %s: %+v; want denied, naming the sequences and %q", role, acc, want)
	}
	// The rls fix for a role with no grant at all names the sequences too.
	bareURL, bare := testdb.NewRole(t, url, "NOSUPERUSER NOBYPASSRLS")
	racc, err := openURL(t, bareURL, Options{ReadOnly: true}).FailureReadAccess(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(racc.Fix, "GRANT USAGE ON SEQUENCE public.eval_candidates_id_seq, public.eval_capture_failures_id_seq TO "+ident(bare)+";") {
		t.Fatalf("rls fix for %s: %q; want the sequences' GRANT", bare, racc.Fix)
	}

	sql(t, url, "GRANT USAGE ON SEQUENCE public.eval_candidates_id_seq, public.eval_capture_failures_id_seq TO "+ident(role))
	if acc, err := e.CaptureAccess(ctx); err != nil || acc.Denied {
		t.Fatalf("after the grant: %+v, %v; want allowed", acc, err)
	}
	if err := e.InsertCandidates(ctx, []store.Candidate{validRow()}); err != nil {
		t.Fatalf("insert after the grant: %v", err)
	}
	if err := e.InsertFailures(ctx, []store.Failure{{Reason: store.ReasonOther}}); err != nil {
		t.Fatalf("failure row after the grant: %v", err)
	}
}

// evalkit's own tables have identity ids: INSERT needs no sequence grant,
// and none is asked for.
func TestCaptureAccessIdentityIDsNeedNoSequenceGrant(t *testing.T) {
	url := migratedDB(t)
	roleURL, role := testdb.NewRole(t, url, "NOSUPERUSER BYPASSRLS")
	sql(t, url, "GRANT SELECT ON eval_schema_migrations TO "+ident(role),
		"GRANT SELECT, INSERT ON eval_candidates, eval_capture_failures TO "+ident(role))
	e := openURL(t, roleURL, Options{})
	if acc, err := e.CaptureAccess(testCtx(t)); err != nil || acc.Denied {
		t.Fatalf("CaptureAccess as %s: %+v, %v; want allowed", role, acc, err)
	}
	if err := e.InsertFailures(testCtx(t), []store.Failure{{Reason: store.ReasonOther}}); err != nil {
		t.Fatalf("insert: %v", err)
	}
}
