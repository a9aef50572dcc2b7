package doctor

import (
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"

	"github.com/modusbrain/evalkit/internal/testdb"
)

// A read the role's statement_timeout ends is not a missing grant: the
// fix gives the doctor's own run its own setting, on its command line and
// never in config.json (modusbrain's file), and leaves the role's as it is.
func TestReadEndedByTheRolesStatementTimeoutIsNamed(t *testing.T) {
	url := migratedPG(t)
	roleURL, role := testdb.NewRole(t, url, "")
	q := pgx.Identifier{role}.Sanitize()
	pgExec(t, url, "GRANT SELECT ON eval_candidates, eval_capture_failures TO "+q,
		"ALTER ROLE "+q+" SET statement_timeout = '200ms'")
	// A session that holds the table makes every read of it wait past
	// the timeout.
	ctx := pgCtx(t)
	holder, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer holder.Close(ctx)
	tx, err := holder.Begin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback(ctx)
	if _, err := tx.Exec(ctx, "LOCK TABLE eval_candidates IN ACCESS EXCLUSIVE MODE"); err != nil {
		t.Fatal(err)
	}
	r := runPG(t, roleURL, 0)
	c := wantStatus(t, r, CheckActivity, Fail, "statement timeout")
	if !strings.Contains(c.Fix, "options=-c%20statement_timeout%3D0") || strings.Contains(c.Fix, "SELECT") ||
		!strings.Contains(c.Fix, "for this command only") || !strings.Contains(c.Fix, "not in config.json") {
		t.Fatalf("fix = %q", c.Fix)
	}
}
