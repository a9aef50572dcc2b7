package cli

import (
	"bytes"
	"context"
	"database/sql"
	"io"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/modusbrain/evalkit/capture/spool"
	"github.com/modusbrain/evalkit/internal/clikit"
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
	if !strings.Contains(errs, "captured 0 of 2 events into sqlite ") || !strings.Contains(errs, "spooled 2 (database file locked by another process); 2 waiting in the spool") {
		t.Errorf("locked: stderr:\n%s\nwant 2 events spooled and waiting", errs)
	}
	for _, want := range []string{
		"is locked by another process; events go to the spool at ",
		"spooled 2 (database file locked by another process)",
		"once the process that holds sqlite ",
		"wait for it to finish, or stop it",
	} {
		if !strings.Contains(errs, want) {
			t.Errorf("locked: stderr:\n%s\nwant it to say %q", errs, want)
		}
	}
	for _, wrong := range []string{"is unavailable", "start the database", "correct its address"} {
		if strings.Contains(errs, wrong) {
			t.Errorf("locked: stderr:\n%s\nsays %q: the database is fine, only locked", errs, wrong)
		}
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
	ctx := context.Background()
	db, conn := sqliteConn(t, path, "PRAGMA locking_mode=EXCLUSIVE", "BEGIN EXCLUSIVE", "SELECT count(*) FROM eval_candidates")
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

// TestInterruptWhileLocked: Ctrl-C while another process holds the SQLite
// file ends the run at once: the wait for the lock gives up and the event
// goes to the spool, instead of the drain waiting out the busy timeout
// (and --timeout) after the signal.
func TestInterruptWhileLocked(t *testing.T) {
	home := t.TempDir()
	env := captureOnEnv(t, home)
	path := filepath.Join(home, ".modusbrain", "eval.db")
	pr, pw := io.Pipe()
	defer pw.Close()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var out, errb bytes.Buffer
	done := make(chan int, 1)
	go func() {
		done <- Command().Execute(ctx, &clikit.IO{In: pr, Out: &out, Err: &errb}, []string{"--timeout", "2m"}, env)
	}()
	// The first event is stored: the run has its database open.
	pw.Write([]byte(`{"tool_name":"query","query":"before the lock"}` + "\n"))
	waitForRows(t, path, 1)
	holdWriteLock(t, path)
	pw.Write([]byte(`{"tool_name":"query","query":"while locked"}` + "\n"))
	time.Sleep(200 * time.Millisecond)
	cancel()
	start := time.Now()
	select {
	case code := <-done:
		took := time.Since(start)
		if code != clikit.ExitInterrupted {
			t.Fatalf("exit %d, want %d; stderr:\n%s", code, clikit.ExitInterrupted, errb.String())
		}
		if !strings.Contains(errb.String(), "captured 1 of 2 events") || !strings.Contains(errb.String(), "1 waiting in the spool") {
			t.Errorf("stderr:\n%s\nwant 1 captured and 1 waiting in the spool", errb.String())
		}
		// The busy timeout is 5 s; only giving up on the lock ends sooner.
		if took > 3*time.Second {
			t.Errorf("the run ended %v after the interrupt: it waited for the lock", took.Round(time.Millisecond))
		}
	case <-time.After(time.Minute):
		t.Fatal("the run did not end after the interrupt")
	}
}

// waitForRows waits until path holds n candidate rows.
func waitForRows(t *testing.T, path string, n int) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for {
		db, err := sql.Open("sqlite", "file:"+path+"?mode=ro")
		if err != nil {
			t.Fatal(err)
		}
		var got int
		err = db.QueryRow(`SELECT count(*) FROM eval_candidates`).Scan(&got)
		db.Close()
		if err == nil && got >= n {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d rows in %s after 20 s, want %d (err %v)", got, path, n, err)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// holdWriteLock holds path's write lock as another process's open write
// transaction does, beside readers and writers that have the file open
// (exclusive locking mode cannot be taken then), until the test ends.
func holdWriteLock(t *testing.T, path string) {
	t.Helper()
	ctx := context.Background()
	// The busy timeout lets a write of the run under test finish first.
	db, conn := sqliteConn(t, path+"?_pragma=busy_timeout(10000)", "BEGIN IMMEDIATE")
	t.Cleanup(func() {
		conn.ExecContext(ctx, "ROLLBACK")
		conn.Close()
		db.Close()
	})
}

// sqliteConn opens dsn as another program would, on one connection, and
// runs stmts on it.
func sqliteConn(t *testing.T, dsn string, stmts ...string) (*sql.DB, *sql.Conn) {
	t.Helper()
	db, err := sql.Open("sqlite", dsn)
	if err != nil {
		t.Fatal(err)
	}
	conn, err := db.Conn(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range stmts {
		if _, err := conn.ExecContext(context.Background(), q); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
	return db, conn
}

// TestAnotherRunDeliveringTheSpool: runs started together after an outage
// find the spool's drain held by one of them. A run whose own events are
// all stored says that the events waiting are being delivered by another
// run and exits 0 — not that its --timeout ran out before the database
// took them (exit 3), which it once said after under 2 s of a 5 s timeout.
func TestAnotherRunDeliveringTheSpool(t *testing.T) {
	home := t.TempDir()
	env := captureOnEnv(t, home)
	path := filepath.Join(home, ".modusbrain", "eval.db")
	if code, _, errs := run(context.Background(), strings.NewReader(`{"tool_name":"query","query":"creates it"}`), env); code != 0 {
		t.Fatalf("first run: exit %d\n%s", code, errs)
	}
	unlock := lockSQLite(t, path)
	in := `{"tool_name":"query","query":"spooled 1"}` + "\n" + `{"tool_name":"search","query":"spooled 2"}`
	if code, _, errs := run(context.Background(), strings.NewReader(in), env, "--timeout", "1s"); code != exitSpooled {
		t.Fatalf("locked: exit %d, want %d\n%s", code, exitSpooled, errs)
	}
	unlock()

	// Another run's drain holds the spool.
	dir := filepath.Join(home, ".modusbrain", "spool")
	other, err := spool.Open(spool.Options{Dir: dir})
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	claim, err := other.TryClaim()
	if err != nil {
		t.Fatal(err)
	}
	code, _, errs := run(context.Background(), strings.NewReader(`{"tool_name":"query","query":"this run's"}`), env)
	if code != 0 {
		t.Errorf("exit %d, want 0: this run's event is stored; stderr:\n%s", code, errs)
	}
	for _, want := range []string{
		"captured 1 of 1 event into sqlite " + path + "; 2 waiting in the spool (another eval-capture is delivering it)\n",
		"hint: 2 events wait in " + dir + ", spooled by earlier runs, none of them this run's: another eval-capture was delivering the spool",
	} {
		if !strings.Contains(errs, want) {
			t.Errorf("stderr:\n%s\nwant it to say %q", errs, want)
		}
	}
	if strings.Contains(errs, "--timeout") {
		t.Errorf("stderr:\n%s\nblames --timeout", errs)
	}
	claim.Release()

	code, _, errs = run(context.Background(), strings.NewReader(""), env)
	if code != 0 || !strings.Contains(errs, "delivered 2 late from the spool") || strings.Contains(errs, "waiting") {
		t.Fatalf("once the other run is done: exit %d; stderr:\n%s", code, errs)
	}
	if n := rows(path); n != 4 {
		t.Errorf("%d rows, want 4", n)
	}
}
