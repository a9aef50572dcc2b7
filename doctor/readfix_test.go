package doctor

import (
	"fmt"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"

	"github.com/modusbrain/evalkit/internal/testdb"
)

// A statement_timeout set on the role (for modusbrain's own queries) does
// not cut the doctor's reads short: its own bounds apply. So a read that a
// session holding the table keeps waiting ends at the doctor's
// lock_timeout, and the check names the lock — not a grant, and not the
// role's timeout to lift.
func TestRolesStatementTimeoutGivesWayToTheDoctorsBounds(t *testing.T) {
	url := migratedPG(t)
	roleURL, role := testdb.NewRole(t, url, "")
	q := pgx.Identifier{role}.Sanitize()
	pgExec(t, url, "GRANT SELECT ON eval_candidates, eval_capture_failures TO "+q,
		"ALTER ROLE "+q+" SET statement_timeout = '200ms'")
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
	c := wantStatus(t, r, CheckActivity, Fail, "eval_candidates is locked by another session",
		fmt.Sprintf("pid %d holds AccessExclusiveLock", holder.PgConn().PID()), "gave up waiting after 1s (its lock_timeout)")
	if c.Data["timeout"] != "lock_timeout" {
		t.Errorf("data %v: want timeout lock_timeout", c.Data)
	}
	if !strings.Contains(c.Fix, fmt.Sprintf("wait for pid %d to finish", holder.PgConn().PID())) || strings.Contains(c.Fix, "SELECT") ||
		strings.Contains(c.Fix, "statement_timeout=0") {
		t.Fatalf("fix = %q", c.Fix)
	}
}
