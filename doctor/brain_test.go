package doctor

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/modusbrain/evalkit/configplane"
	"github.com/modusbrain/evalkit/internal/testdb"
)

// A brain made by modusbrain, never touched by evalkit: the doctor says
// whose tables they are, counts the last 24 h of failures from ts, and
// exits 1 (warn) for them; it writes nothing.
func TestPostgresModusbrainBrain(t *testing.T) {
	for _, shape := range []testdb.BrainShape{testdb.BrainM31, testdb.BrainLatest} {
		t.Run(string(shape), func(t *testing.T) {
			url := testdb.New(t)
			if err := testdb.NewBrain(pgCtx(t), url, shape, 300, 7); err != nil {
				t.Fatal(err)
			}
			pgExec(t, url, `INSERT INTO eval_capture_failures (reason, ts) VALUES ('other', now() - interval '3 days')`)
			before, err := testdb.ModusbrainCatalog(pgCtx(t), url)
			if err != nil {
				t.Fatal(err)
			}
			r := runPG(t, url, 0)
			wantStatus(t, r, CheckDatabase, OK, "eval tables made by modusbrain, not yet adopted by evalkit")
			c := wantStatus(t, r, CheckFailures, Warn, "7 capture failures in the last 24h")
			if got := c.Data["total"]; got != int64(7) {
				t.Fatalf("total = %v", got)
			}
			wantStatus(t, r, CheckRLS, OK)
			wantStatus(t, r, CheckWriter, OK)
			wantStatus(t, r, CheckOwner, OK, "(the owner of modusbrain's eval_candidates) may alter and index every eval table")
			wantStatus(t, r, CheckWindows, OK)
			wantStatus(t, r, CheckActivity, OK, "300 rows captured in the last 24h")
			if r.Status() != Warn {
				t.Fatalf("status %s (exit 1 is for warn)\n%s", r.Status(), RenderText(r, TextOptions{}))
			}
			if after, err := testdb.ModusbrainCatalog(pgCtx(t), url); err != nil || after != before {
				t.Fatalf("the doctor changed the brain (%v)", err)
			}
			if n := pgInt(t, url, "SELECT count(*) FROM pg_class WHERE relname = 'eval_schema_migrations'"); n != 0 {
				t.Fatal("the doctor created evalkit's ledger")
			}
		})
	}
}

// A role that is neither superuser nor BYPASSRLS, on a database with no eval
// tables yet: capture would refuse to create them, and the doctor says so
// (issue 12, item 8) instead of reporting all ok.
func TestPostgresWriterCheckSeesWhatCaptureWillHit(t *testing.T) {
	url := testdb.New(t)
	roleURL, role := testdb.NewRole(t, url, "")
	// A session of another role (a writer the plain role cannot see).
	other, err := pgx.Connect(pgCtx(t), url)
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close(context.Background())
	m := newMachine(t)
	m.env[configplane.EnvDatabaseURL] = roleURL
	m.env[configplane.EnvContributorMode] = "1"
	r := Run(pgCtx(t), Options{Settings: m.settings(), LookupEnv: m.lookup})
	c := wantStatus(t, r, CheckWriter, Warn, "capture would refuse to create the eval tables as role \""+role+"\": it is neither superuser nor BYPASSRLS")
	if !strings.HasPrefix(c.Fix, `as a superuser: ALTER ROLE "`+role+`" BYPASSRLS;`) {
		t.Fatalf("fix = %q", c.Fix)
	}
	if r.Status() != Warn {
		t.Fatalf("status %s, want warn", r.Status())
	}
	// The same role also cannot see other roles' transactions.
	wantStatus(t, r, CheckWindows, Warn, "cannot see when the transactions of 1 session(s) of other roles connected now started", "eval-export waits")
	// With capture off the finding is told, not warned; with no session of
	// another role connected, the windows are exact and that is said.
	delete(m.env, configplane.EnvContributorMode)
	other.Close(context.Background())
	waitNoOtherSessions(t, url)
	r = Run(pgCtx(t), Options{Settings: m.settings(), LookupEnv: m.lookup})
	wantStatus(t, r, CheckWriter, OK, "capture is off; if turned on")
	wantStatus(t, r, CheckWindows, OK, "none of another role is connected now", "GRANT pg_read_all_stats")
}

// modusbrain's PGLite brain: the doctor names it, opens nothing, creates
// nothing at database_path, and its fix never touches modusbrain's keys.
func TestPGLiteBrainIsNamedAndLeftAlone(t *testing.T) {
	for _, cfg := range []string{`{"engine": "pglite", "database_path": "brain"}`, `{"database_path": "brain"}`} {
		m := newMachine(t)
		m.writeConfig(cfg, 0o600)
		r := m.run(nil)
		c := wantStatus(t, r, CheckDatabase, Fail, "PGLite", "which evalkit cannot open")
		for _, bad := range []string{`"engine"`, `"database_url"`, `"database_path"`} {
			if strings.Contains(c.Fix, bad) {
				t.Errorf("%s: fix advises %s:\n%s", cfg, bad, c.Fix)
			}
		}
		if !strings.Contains(c.Fix, configplane.EnvSQLitePath) {
			t.Errorf("%s: fix does not name evalkit's own store:\n%s", cfg, c.Fix)
		}
		if _, err := os.Stat(filepath.Join(m.dir(), "brain")); !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("%s: something was created at database_path", cfg)
		}
	}
}

// waitNoOtherSessions waits until no other session is connected to url's
// database: a closed connection's backend exits a moment after the client.
func waitNoOtherSessions(t *testing.T, url string) {
	t.Helper()
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		n := pgInt(t, url, "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()")
		if n == 0 {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d other sessions still connected", n)
		}
	}
}

// A table an earlier evalkit created may still carry a CHECK modusbrain's
// table lacks (capture drops it only as the table's owner): the doctor
// names it and says how it goes.
func TestPostgresStaleEvalkitCheck(t *testing.T) {
	url := migratedPG(t)
	pgExec(t, url, `ALTER TABLE eval_candidates ADD CONSTRAINT eval_candidates_latency_ms_check CHECK (latency_ms >= 0)`)
	r := runPG(t, url, 0)
	c := wantStatus(t, r, CheckDatabase, Warn, "eval_candidates_latency_ms_check", "refuse some of modusbrain's INSERTs")
	if !strings.Contains(c.Fix, "as the role that owns eval_candidates") {
		t.Errorf("fix: %q", c.Fix)
	}
}

// Tables an earlier evalkit made kept bigint columns where modusbrain's
// own table has integer, and modusbrain's readers get strings from them:
// the doctor warns, names the columns and the one-off ALTER, and is
// satisfied once it has run. modusbrain's own table is never named.
func TestPostgresWideColumnsOfAnEarlierEvalkit(t *testing.T) {
	url := migratedPG(t)
	pgExec(t, url, `ALTER TABLE eval_candidates ALTER COLUMN latency_ms TYPE bigint, ALTER COLUMN retrieved_chunk_ids TYPE bigint[]`)
	r := runPG(t, url, 0)
	c := wantStatus(t, r, CheckDatabase, Warn, "bigint where modusbrain's own table has integer (retrieved_chunk_ids, latency_ms)")
	const alter = "ALTER TABLE public.eval_candidates ALTER COLUMN retrieved_chunk_ids TYPE integer[], ALTER COLUMN latency_ms TYPE integer;"
	if !strings.HasSuffix(c.Fix, alter) || !strings.Contains(c.Fix, "2147483647") {
		t.Fatalf("fix: %q", c.Fix)
	}
	pgExec(t, url, strings.TrimSuffix(alter, ";"))
	wantStatus(t, runPG(t, url, 0), CheckDatabase, OK)

	brain := testdb.New(t)
	if err := testdb.NewBrain(pgCtx(t), brain, testdb.BrainM31, 0, 0); err != nil {
		t.Fatal(err)
	}
	pgExec(t, brain, `ALTER TABLE eval_candidates ALTER COLUMN latency_ms TYPE bigint`) // modusbrain's (or its DBA's) choice
	if c := mustCheck(t, runPG(t, brain, 0), CheckDatabase); strings.Contains(c.Message, "bigint") {
		t.Fatalf("modusbrain's own table named: %s", c.Message)
	}
}
