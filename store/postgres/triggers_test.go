package postgres

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/modusbrain/evalkit/internal/testdb"
	"github.com/modusbrain/evalkit/store"
)

// auditTrigger writes every insert to a table capture's role may not
// write: the table's own grants say nothing of it.
var auditTrigger = []string{
	`CREATE TABLE eval_audit (at timestamptz DEFAULT now(), query text)`,
	`CREATE FUNCTION audit_eval() RETURNS trigger LANGUAGE plpgsql AS $$
	BEGIN INSERT INTO eval_audit (query) VALUES (NEW.query); RETURN NEW; END $$`,
	`CREATE TRIGGER audit_calls AFTER INSERT ON eval_candidates FOR EACH ROW EXECUTE FUNCTION audit_eval()`,
}

func TestCandidateTriggersAndTrialInsert(t *testing.T) {
	_, url := openMigrated(t)
	sql(t, url, auditTrigger...)
	sql(t, url, filterTrigger...)
	sql(t, url, `CREATE TRIGGER off_one BEFORE INSERT ON eval_candidates FOR EACH ROW EXECUTE FUNCTION drop_secret()`,
		`ALTER TABLE eval_candidates DISABLE TRIGGER off_one`)
	roleURL, role := testdb.NewRole(t, url, "NOSUPERUSER BYPASSRLS")
	sql(t, url, "GRANT SELECT, INSERT ON eval_candidates TO "+ident(role),
		"GRANT USAGE ON SEQUENCE eval_candidates_id_seq TO "+ident(role))
	e := openURL(t, roleURL, Options{ReadOnly: true, LockTimeout: 200 * time.Millisecond, StatementTimeout: 5 * time.Second})
	ctx := testCtx(t)

	trs, err := e.CandidateTriggers(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, tr := range trs {
		got = append(got, tr.Name+" "+tr.Function+" "+tr.Timing+" "+strings.Join(tr.Events, "|")+" "+map[bool]string{true: "row", false: "statement"}[tr.Row])
	}
	want := "audit_calls audit_eval AFTER INSERT row; filter_calls drop_secret BEFORE INSERT row"
	if strings.Join(got, "; ") != want {
		t.Fatalf("CandidateTriggers = %q, want %q (the disabled one left out)", strings.Join(got, "; "), want)
	}
	if trs[0].DropsRows() || !trs[1].DropsRows() {
		t.Errorf("DropsRows: %v, %v; want false, true", trs[0].DropsRows(), trs[1].DropsRows())
	}

	err = e.TrialInsert(ctx)
	if store.SQLState(err) != "42501" || !strings.Contains(err.Error(), "eval_audit") {
		t.Fatalf("TrialInsert as %s = %v, want 42501 naming eval_audit", role, err)
	}
	sql(t, url, "GRANT INSERT ON eval_audit TO "+ident(role))
	if err := e.TrialInsert(ctx); err != nil {
		t.Fatalf("TrialInsert with the grant: %v", err)
	}
	// Rolled back, both times: nothing of the trial stays.
	if n := countRows(t, url, "SELECT (SELECT count(*) FROM eval_candidates) + (SELECT count(*) FROM eval_audit)"); n != 0 {
		t.Fatalf("%d rows stayed after the trial", n)
	}
}

// The trial waits no longer for a lock than the engine's bound, and a
// cancelled context ends it.
func TestTrialInsertBoundedByLocks(t *testing.T) {
	_, url := openMigrated(t)
	sql(t, url, auditTrigger...)
	e := openURL(t, url, Options{ReadOnly: true, LockTimeout: 200 * time.Millisecond, StatementTimeout: 5 * time.Second})
	ctx := testCtx(t)
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
	if _, err := tx.Exec(ctx, "LOCK TABLE eval_audit IN ACCESS EXCLUSIVE MODE"); err != nil {
		t.Fatal(err)
	}
	if err := e.TrialInsert(ctx); store.SQLState(err) != "55P03" {
		t.Fatalf("TrialInsert under a lock = %v, want 55P03 (lock_timeout)", err)
	}
	// Without a session bound the trial sets its own (1s), and a
	// cancelled context (Ctrl-C) ends the wait before that.
	e2 := openURL(t, url, Options{ReadOnly: true})
	cctx, cancel := context.WithTimeout(ctx, 100*time.Millisecond)
	defer cancel()
	start := time.Now()
	if err := e2.TrialInsert(cctx); err == nil || time.Since(start) > 900*time.Millisecond {
		t.Fatalf("TrialInsert cancelled after 100ms: %v after %s", err, time.Since(start))
	}
}
