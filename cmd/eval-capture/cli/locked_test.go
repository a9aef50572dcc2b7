package cli

import (
	"context"
	"database/sql"
	"path/filepath"
	"strings"
	"testing"
)

// TestLockedSQLiteSpools: another process holds an exclusive lock on the
// SQLite file, so it cannot even be opened. The database is unavailable,
// not refusing: the events go to the spool (exit 3) rather than the run
// stopping before stdin is read, and the next run delivers them.
func TestLockedSQLiteSpools(t *testing.T) {
	home := t.TempDir()
	env := captureOnEnv(t, home)
	if code, _, errs := run(context.Background(), strings.NewReader(`{"tool_name":"query","query":"first"}`), env); code != 0 {
		t.Fatalf("first run: exit %d\n%s", code, errs)
	}
	path := filepath.Join(home, ".modusbrain", "eval.db")
	unlock := lockSQLite(t, path)

	in := `{"tool_name":"query","query":"while locked"}` + "\n" + `{"tool_name":"search","query":"mail jane@example.com"}`
	code, out, errs := run(context.Background(), strings.NewReader(in), env, "--timeout", "1s")
	if code != exitSpooled || out != "" {
		t.Fatalf("locked: exit %d, stdout %q; want %d; stderr:\n%s", code, out, exitSpooled, errs)
	}
	if !strings.Contains(errs, "captured 0 of 2 events into sqlite ") || !strings.Contains(errs, "spooled 2 (database unavailable); 2 waiting in the spool") {
		t.Errorf("locked: stderr:\n%s\nwant 2 events spooled and waiting", errs)
	}
	if !strings.Contains(errs, "database is locked") {
		t.Errorf("locked: stderr:\n%s\nwant it to say the database is locked", errs)
	}

	unlock()
	code, _, errs = run(context.Background(), strings.NewReader(""), env)
	if code != 0 || !strings.Contains(errs, "delivered 2 late from the spool") {
		t.Fatalf("after the lock: exit %d; stderr:\n%s\nwant 0 and 2 delivered", code, errs)
	}
	db, err := sql.Open("sqlite", "file:"+path+"?mode=ro")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var n int
	if err := db.QueryRow(`SELECT count(*) FROM eval_candidates WHERE query IN ('while locked', 'mail [REDACTED]')`).Scan(&n); err != nil {
		t.Fatal(err)
	}
	if n != 2 {
		t.Errorf("%d of the spooled rows in the database, want 2", n)
	}
}

// lockSQLite takes the lock another program can hold on a SQLite file in
// WAL mode so that no one else may even read it (exclusive locking mode,
// an open write transaction), and returns what releases it.
func lockSQLite(t *testing.T, path string) func() {
	t.Helper()
	db, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	conn, err := db.Conn(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range []string{"PRAGMA locking_mode=EXCLUSIVE", "BEGIN EXCLUSIVE", "SELECT count(*) FROM eval_candidates"} {
		if _, err := conn.ExecContext(ctx, q); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
	released := false
	release := func() {
		if released {
			return
		}
		released = true
		conn.ExecContext(ctx, "ROLLBACK")
		conn.Close()
		db.Close()
	}
	t.Cleanup(release)
	return release
}
