package doctor

import (
	"fmt"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"

	"github.com/modusbrain/evalkit/internal/testdb"
)

// A read the role's own statement_timeout ends — shorter than the
// doctor's bounds, so it stays for the doctor's sessions too — while
// another session holds the table: the check names the lock (the wait is
// what ran out of time, not a grant), says the statement_timeout ended it,
// and the fix is to wait for the lock, not to lift the timeout.
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
	c := wantStatus(t, r, CheckActivity, Fail, "eval_candidates is locked by another session",
		fmt.Sprintf("pid %d holds AccessExclusiveLock", holder.PgConn().PID()), "a statement_timeout ended eval-doctor's wait")
	if c.Data["timeout"] != "statement_timeout" || !strings.Contains(strings.Join(c.Details, "\n"), "statement timeout") {
		t.Errorf("data %v, details %q: want the statement_timeout named", c.Data, c.Details)
	}
	if !strings.Contains(c.Fix, fmt.Sprintf("wait for pid %d to finish", holder.PgConn().PID())) || strings.Contains(c.Fix, "SELECT") ||
		strings.Contains(c.Fix, "statement_timeout%3D0") {
		t.Fatalf("fix = %q", c.Fix)
	}
}
