package postgres

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/modusbrain/evalkit/internal/testdb"
	"github.com/modusbrain/evalkit/store"
)

func validRow() store.Candidate {
	return store.Candidate{ToolName: store.ToolQuery, Query: "q", VectorEnabled: true, LatencyMS: 3}
}

// A role with the INSERT grant but without BYPASSRLS is stopped by RLS
// (42501, the rls_reject reason) and can still record that failure.
func TestRLSRejectsCandidatesButRecordsFailures(t *testing.T) {
	admin, url := openMigrated(t)
	roleURL, role := testdb.NewRole(t, url, "NOSUPERUSER NOBYPASSRLS")
	sql(t, url, "GRANT SELECT, INSERT ON eval_candidates, eval_capture_failures, eval_schema_migrations TO "+ident(role))
	e := openURL(t, roleURL, Options{})
	ctx := testCtx(t)

	// The schema is current, so Migrate is a no-op even for this role.
	if err := e.Migrate(ctx); err != nil {
		t.Fatalf("Migrate on a current schema as %s: %v", role, err)
	}
	err := e.InsertCandidates(ctx, []store.Candidate{validRow()})
	if store.SQLState(err) != "42501" || !strings.Contains(err.Error(), "row-level security") {
		t.Fatalf("insert as %s: %v (SQLSTATE %q), want 42501 from row-level security", role, err, store.SQLState(err))
	}
	if err := e.InsertFailures(ctx, []store.Failure{{Reason: store.ReasonRLSReject, ToolName: "query", SQLState: "42501"}}); err != nil {
		t.Fatalf("recording the failure as %s: %v", role, err)
	}
	// The role reads nothing back (no error: RLS filters silently) ...
	if got, err := e.FailureCounts(ctx, time.Time{}); err != nil || len(got) != 0 {
		t.Fatalf("FailureCounts as %s = %v, %v; want rows hidden", role, got, err)
	}
	// ... while the row is there for a role that may read.
	got, err := admin.FailureCounts(ctx, time.Time{})
	if err != nil || len(got) != 1 || got[0] != (store.FailureCount{Reason: store.ReasonRLSReject, Count: 1}) {
		t.Fatalf("FailureCounts as superuser = %v, %v; want one rls_reject", got, err)
	}
	if a, err := admin.CandidateActivity(ctx, time.Time{}); err != nil || a.Rows != 0 {
		t.Fatalf("rejected candidate stored? %+v, %v", a, err)
	}
}

// A BYPASSRLS role that is not superuser may migrate and use the tables,
// and so may the same role as owner under FORCE (it bypasses).
func TestBypassRLSRoleMigratesAndWorks(t *testing.T) {
	url := testdb.New(t)
	roleURL, role := testdb.NewRole(t, url, "NOSUPERUSER BYPASSRLS")
	sql(t, url, "GRANT CREATE ON SCHEMA public TO "+ident(role))
	e := openURL(t, roleURL, Options{})
	ctx := testCtx(t)
	if err := e.Migrate(ctx); err != nil {
		t.Fatalf("Migrate as BYPASSRLS role %s: %v", role, err)
	}
	rows := []store.Candidate{validRow()}
	if err := e.InsertCandidates(ctx, rows); err != nil {
		t.Fatalf("insert: %v", err)
	}
	if a, err := e.CandidateActivity(ctx, time.Time{}); err != nil || a.Rows != 1 {
		t.Fatalf("activity: %+v, %v", a, err)
	}
}

// Migrating as a role that could not use its own tables refuses, naming the
// role, and leaves nothing behind.
func TestMigrateRefusesRoleWithoutBypassRLS(t *testing.T) {
	url := testdb.New(t)
	roleURL, role := testdb.NewRole(t, url, "NOSUPERUSER NOBYPASSRLS")
	sql(t, url, "GRANT CREATE ON SCHEMA public TO "+ident(role))
	e := openURL(t, roleURL, Options{})
	ctx := testCtx(t)
	err := e.Migrate(ctx)
	if !errors.Is(err, ErrRoleCannotBypassRLS) {
		t.Fatalf("Migrate as %s: %v, want ErrRoleCannotBypassRLS", role, err)
	}
	for _, want := range []string{`role "` + role + `"`, "BYPASSRLS", "superuser"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("refusal %q does not mention %q", err, want)
		}
	}
	if v, err := e.SchemaVersion(ctx); err != nil || v != 0 {
		t.Fatalf("after refusal: version %d, %v; want 0", v, err)
	}
	var n int
	admin := openURL(t, url, Options{})
	if err := admin.pool.QueryRow(ctx, "SELECT count(*) FROM pg_tables WHERE schemaname = 'public'").Scan(&n); err != nil || n != 0 {
		t.Fatalf("refused migration left %d tables (%v)", n, err)
	}
}
