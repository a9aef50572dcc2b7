package doctor

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/modusbrain/evalkit/configplane"
	"github.com/modusbrain/evalkit/internal/testdb"
	"github.com/modusbrain/evalkit/store"
)

// holdLocks takes LOCK TABLE … IN ACCESS EXCLUSIVE MODE on tables in a
// session of its own (application_name app), as VACUUM FULL, CLUSTER or a
// migration's ALTER TABLE would, and keeps the transaction open until the
// test ends. It returns the session's pid.
func holdLocks(t *testing.T, dbURL, app string, tables ...string) uint32 {
	t.Helper()
	pid, _ := holdLocksIn(t, dbURL, app, "ACCESS EXCLUSIVE", tables...)
	return pid
}

// holdLocksIn is holdLocks in another lock mode; release ends the
// transaction (and the session) before the test does.
func holdLocksIn(t *testing.T, dbURL, app, mode string, tables ...string) (pid uint32, release func()) {
	t.Helper()
	ctx := pgCtx(t)
	cfg, err := pgx.ParseConfig(dbURL)
	if err != nil {
		t.Fatal(err)
	}
	cfg.RuntimeParams["application_name"] = app
	c, err := pgx.ConnectConfig(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	release = func() { c.Close(context.Background()) }
	t.Cleanup(release)
	if _, err := c.Exec(ctx, "BEGIN"); err != nil {
		t.Fatal(err)
	}
	for _, tb := range tables {
		if _, err := c.Exec(ctx, "LOCK TABLE "+pgx.Identifier{tb}.Sanitize()+" IN "+mode+" MODE"); err != nil {
			t.Fatal(err)
		}
	}
	return c.PgConn().PID(), release
}

// runBounded runs the doctor against url under a deadline of its own, so
// that a doctor that waits for a lock fails the test instead of hanging
// it; it fails t when the deadline, not the doctor, ended the run.
func runBounded(t *testing.T, o Options, url string) *Report {
	t.Helper()
	m := newMachine(t)
	m.env[configplane.EnvDatabaseURL] = url
	m.env[configplane.EnvContributorMode] = "1"
	o.Settings, o.LookupEnv = m.settings(), m.lookup
	ctx, cancel := context.WithTimeout(context.Background(), 45*time.Second)
	defer cancel()
	start := time.Now()
	r := Run(ctx, o)
	if ctx.Err() != nil {
		t.Fatalf("the doctor was still waiting after %s (the test's deadline ended it):\n%s", time.Since(start).Round(time.Second), RenderText(r, TextOptions{}))
	}
	return r
}

// A session holding eval_candidates, eval_capture_failures and modusbrain's
// config table (VACUUM FULL, CLUSTER, ALTER TABLE) — when capture fails and
// spools — does not keep the doctor waiting: each check that needs a table
// fails after the lock_timeout and names the lock's holder, its pid, mode,
// application_name and state (never its query), and the other checks go
// on, so the report is whole and the run exits 1.
func TestLockedTablesAreNamedAndTheReportGoesOn(t *testing.T) {
	url := migratedPG(t)
	pgExec(t, url, "CREATE TABLE config (key text PRIMARY KEY, value text NOT NULL)",
		"INSERT INTO config VALUES ('eval.capture', 'true')")
	pid := holdLocks(t, url, "vacuum-full-job", "eval_candidates", "eval_capture_failures", "config")
	r := runBounded(t, Options{}, url)
	text := RenderText(r, TextOptions{})
	if len(r.Checks) != 14 || r.Status() != Fail {
		t.Fatalf("report of %d checks, status %s; want all 14, fail:\n%s", len(r.Checks), r.Status(), text)
	}
	for id, tables := range map[string]string{CheckActivity: "eval_candidates", CheckFailures: "eval_capture_failures",
		CheckDBConfig: "config", CheckRetention: "eval_candidates, eval_capture_failures"} {
		holder := fmt.Sprintf("pid %d holds AccessExclusiveLock on %s (application vacuum-full-job, idle in transaction, transaction open", pid, tables)
		c := wantStatus(t, r, id, Fail, "locked by another session", holder, "lock_timeout")
		if !strings.Contains(c.Fix, fmt.Sprintf("pid %d holds the lock in a transaction that is idle now", pid)) {
			t.Errorf("%s: fix %q does not name the idle transaction of pid %d", id, c.Fix, pid)
		}
		if strings.Contains(c.Fix, "pg_terminate_backend") || strings.Contains(c.Fix, "GRANT") {
			t.Errorf("%s: fix %q ends the session or grants: the lock is maintenance's, or modusbrain's migration's", id, c.Fix)
		}
		if len(c.Details) == 0 || !strings.Contains(c.Details[len(c.Details)-1], "SQLSTATE 55P03") {
			t.Errorf("%s: details %q lack the server's error", id, c.Details)
		}
		if c.Data["locked"] != true || c.Data["timeout"] != "lock_timeout" {
			t.Errorf("%s: data %v; want locked, timeout lock_timeout", id, c.Data)
		}
	}
	if c := r.Check(CheckActivity); !strings.Contains(c.Fix, "go to the spool") {
		t.Errorf("activity fix %q does not say what capture does meanwhile", c.Fix)
	}
	if c := r.Check(CheckDBConfig); !strings.Contains(c.Fix, "capture never reads the config table") {
		t.Errorf("db_config fix %q does not say capture is not held up by it", c.Fix)
	}
	// The checks that only read the catalogue are not held up; the
	// database check reads the CHECKs of evalkit's eval_candidates
	// (pg_get_constraintdef locks the table), and names the lock.
	for _, id := range []string{CheckRLS, CheckWriter, CheckOwner} {
		if c := r.Check(id); c.Status == Fail {
			t.Errorf("%s failed: %s", id, c.Message)
		}
	}
	if c := r.Check(CheckDatabase); c.Status == Fail && !strings.Contains(c.Message, "locked by another session") {
		t.Errorf("database failed without naming the lock: %s", c.Message)
	}
	b, err := RenderJSON(r, "test")
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Checks []struct {
			ID   string
			Data struct {
				Locks []struct {
					Table, Mode, State string
					Application        string `json:"application_name"`
					PID                int64
					Granted            bool
				}
			}
		}
	}
	if err := json.Unmarshal(b, &doc); err != nil {
		t.Fatal(err)
	}
	for _, c := range doc.Checks {
		if c.ID != CheckActivity {
			continue
		}
		if len(c.Data.Locks) != 1 || c.Data.Locks[0].PID != int64(pid) || !c.Data.Locks[0].Granted || c.Data.Locks[0].Table != "eval_candidates" {
			t.Errorf("activity data.locks = %+v; want pid %d holding eval_candidates\n%s", c.Data.Locks, pid, b)
		}
	}
}

// A role that may not see another role's sessions still learns the pid
// and the lock mode (pg_locks is readable by all), and is told that what
// the session does is hidden from it.
func TestLockedTableByAnotherRole(t *testing.T) {
	url := migratedPG(t)
	roleURL, role := testdb.NewRole(t, url, "BYPASSRLS")
	pgExec(t, url, "GRANT SELECT ON eval_schema_migrations, eval_candidates, eval_capture_failures TO "+pgx.Identifier{role}.Sanitize())
	pid := holdLocks(t, url, "psql", "eval_candidates")
	r := runBounded(t, Options{}, roleURL)
	c := wantStatus(t, r, CheckActivity, Fail, fmt.Sprintf("pid %d holds AccessExclusiveLock on eval_candidates (application psql, what it is doing is hidden from this role)", pid))
	if strings.Contains(c.Message, "idle in transaction") {
		t.Errorf("message %q shows what this role may not see", c.Message)
	}
	if want := fmt.Sprintf("wait for pid %d to finish, then run eval-doctor again", pid); !strings.Contains(c.Fix, want) {
		t.Errorf("fix %q lacks %q", c.Fix, want)
	}
}

// A read that runs past the doctor's own statement_timeout with no lock
// in the way (a slow table) fails that check with the way to lift the
// bound for one command (a statement_timeout in the URL is kept); the
// report goes on.
func TestSlowReadEndsAtTheDoctorsStatementTimeout(t *testing.T) {
	url := migratedPG(t)
	// eval_candidates as a view that takes 3 s to read.
	pgExec(t, url, "ALTER TABLE eval_candidates RENAME TO eval_candidates_slow",
		"CREATE VIEW eval_candidates AS SELECT c.* FROM eval_candidates_slow c, pg_sleep(3)")
	r := runBounded(t, Options{StatementTimeout: 300 * time.Millisecond}, url)
	c := wantStatus(t, r, CheckActivity, Fail, "statement timeout")
	if c.Data["timeout"] != "statement_timeout" || c.Data["locked"] != nil {
		t.Errorf("data %v; want timeout statement_timeout and no lock", c.Data)
	}
	for _, want := range []string{"eval-doctor's own", "&statement_timeout=0", "its options, and the search_path they may set, stay", "for this command only"} {
		if !strings.Contains(c.Fix, want) {
			t.Errorf("fix %q lacks %q", c.Fix, want)
		}
	}
	if len(r.Checks) != 14 {
		t.Errorf("report of %d checks, want 14", len(r.Checks))
	}
	// The fix, followed: the parameter lifts the bound for this run.
	sep := "?"
	if strings.Contains(url, "?") {
		sep = "&"
	}
	r = runBounded(t, Options{StatementTimeout: 300 * time.Millisecond}, url+sep+"statement_timeout=0")
	wantStatus(t, r, CheckActivity, OK)
}

// A lock that stalls inserts but not reads (a CREATE INDEX without
// CONCURRENTLY holds SHARE) is what capture meets while every read-only
// check passes: the writer check warns and names it, and says what
// capture does meanwhile. An open insert (ROW EXCLUSIVE) stalls nothing.
func TestWriteStallingLockIsNamed(t *testing.T) {
	url := migratedPG(t)
	_, release := holdLocksIn(t, url, "inserter", "ROW EXCLUSIVE", "eval_candidates")
	r := runBounded(t, Options{}, url)
	wantStatus(t, r, CheckWriter, OK, "can write here")
	release()

	pid, _ := holdLocksIn(t, url, "index-job", "SHARE", "eval_candidates")
	r = runBounded(t, Options{}, url)
	c := wantStatus(t, r, CheckWriter, Warn, "capture's inserts would wait: eval_candidates is locked by another session",
		fmt.Sprintf("pid %d holds ShareLock on eval_candidates (application index-job, idle in transaction", pid))
	for _, want := range []string{fmt.Sprintf("pid %d holds the lock in a transaction that is idle now", pid), "go to the spool"} {
		if !strings.Contains(c.Fix, want) {
			t.Errorf("writer fix %q lacks %q", c.Fix, want)
		}
	}
	if c.Data["locked"] != true {
		t.Errorf("writer data %v; want locked", c.Data)
	}
	for _, id := range []string{CheckActivity, CheckFailures, CheckDatabase} {
		if c := r.Check(id); c.Status == Fail {
			t.Errorf("%s failed under a SHARE lock, which reads pass: %s", id, c.Message)
		}
	}
}

// The fix for a session still at work names what takes its lock: the
// weaker locks that stall only writes are CREATE INDEX's and its kin,
// not VACUUM FULL's.
func TestLockFixNamesWhatTakesTheLock(t *testing.T) {
	active := store.TableLock{Table: "eval_candidates", PID: 7, Granted: true, Visible: true, State: "active"}
	for mode, want := range map[string]string{"ShareLock": "CREATE INDEX without CONCURRENTLY", "AccessExclusiveLock": "VACUUM FULL"} {
		active.Mode = mode
		if fix := lockFix([]store.TableLock{active}, true); !strings.Contains(fix, "wait for pid 7 to finish") || !strings.Contains(fix, want) {
			t.Errorf("lockFix for %s = %q; want it to wait for pid 7 and name %q", mode, fix, want)
		}
	}
}
