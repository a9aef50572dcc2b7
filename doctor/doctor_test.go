package doctor

import (
	"context"
	"errors"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/modusbrain/evalkit/configplane"
	"github.com/modusbrain/evalkit/store"
)

func TestFreshMachineIsAllOKAndCreatesNothing(t *testing.T) {
	m := newMachine(t)
	r := m.run(func(context.Context, configplane.Target) (store.Engine, error) {
		t.Fatal("the doctor opened a database that does not exist (opening could create it)")
		return nil, nil
	})
	if r.Status() != OK {
		t.Fatalf("fresh machine: %s\n%s", r.Status(), RenderText(r, TextOptions{}))
	}
	wantStatus(t, r, CheckCapture, OK, "off: default")
	wantStatus(t, r, CheckScrub, OK, "on: default")
	wantStatus(t, r, CheckConfig, OK, "no config.json at "+m.configPath())
	wantStatus(t, r, CheckDatabase, OK, "no database file yet")
	var ids []string
	for _, c := range r.Checks {
		ids = append(ids, c.ID)
	}
	if got := strings.Join(ids, " "); got != "config capture scrub database_url database failures rls writer owner windows activity db_config retention spool" {
		t.Fatalf("checks = %s", got)
	}
	if _, err := os.Stat(m.dir()); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("the doctor created %s (err %v)", m.dir(), err)
	}
}

func TestMalformedConfigGivesLineColumnAndFailsClosed(t *testing.T) {
	m := newMachine(t)
	m.env[configplane.EnvContributorMode] = "1"
	m.writeConfig("{\n  \"eval\": {\"capture\": true,}\n}\n", 0o600)
	r := m.run(nil)
	c := wantStatus(t, r, CheckConfig, Fail, m.configPath()+":2:")
	if !strings.Contains(c.Fix, "line 2, column") || !strings.Contains(c.Fix, "fail closed") {
		t.Fatalf("fix %q", c.Fix)
	}
	wantStatus(t, r, CheckCapture, Warn, "off: fail closed")
	wantStatus(t, r, CheckScrub, OK, "on: fail closed")
}

func TestWrongTypedEvalValue(t *testing.T) {
	m := newMachine(t)
	m.writeConfig(`{"eval": {"capture": "yes"}}`, 0o600)
	r := m.run(nil)
	c := wantStatus(t, r, CheckConfig, Fail, "eval.capture")
	if !strings.Contains(c.Fix, "JSON boolean") {
		t.Fatalf("fix %q", c.Fix)
	}
	wantStatus(t, r, CheckCapture, Warn, "off")
}

func TestConfigFalseOverridesContributorMode(t *testing.T) {
	m := newMachine(t)
	m.env[configplane.EnvContributorMode] = "1"
	m.writeConfig(`{"eval": {"capture": false}}`, 0o600)
	r := m.run(nil)
	wantStatus(t, r, CheckCapture, OK, "off: config.json eval.capture=false", "overrides", "MODUSBRAIN_CONTRIBUTOR_MODE=1")
	if r.Status() != OK {
		t.Fatalf("status %s", r.Status())
	}
}

func TestScrubOffIsExplainedNotWarned(t *testing.T) {
	m := newMachine(t)
	m.writeConfig(`{"eval": {"scrub_pii": false}}`, 0o600)
	wantStatus(t, m.run(nil), CheckScrub, OK, "off: config.json eval.scrub_pii=false", "raw query text")
}

func TestConfigWithPasswordReadableByOthers(t *testing.T) {
	m := newMachine(t)
	m.writeConfig(`{"database_url": "postgres://u:hunter2secret@127.0.0.1:1/db"}`, 0o644)
	r := m.run(func(context.Context, configplane.Target) (store.Engine, error) {
		return nil, errors.New("dial 127.0.0.1:1 as u:hunter2secret: connection refused")
	})
	c := wantStatus(t, r, CheckConfig, Warn, "holds a database password", "0644", "every user on this machine can read it")
	if !strings.HasPrefix(c.Fix, "chmod o-rwx "+m.configPath()) {
		t.Fatalf("fix %q", c.Fix)
	}
	wantStatus(t, r, CheckDatabase, Fail, "cannot reach postgres postgres://u:***@127.0.0.1:1/db")

	m.writeConfig(`{"database_url": "postgres://u:hunter2secret@127.0.0.1:1/db"}`, 0o600)
	wantStatus(t, m.run(func(context.Context, configplane.Target) (store.Engine, error) {
		return nil, errors.New("refused")
	}), CheckConfig, OK)
}

func TestPasswordNeverInOutput(t *testing.T) {
	m := newMachine(t)
	const pw = "s3cr%40t-pw" // percent-encoded '@'
	m.env[configplane.EnvDatabaseURL] = "postgres://u:" + pw + "@127.0.0.1:1/db"
	m.env["DATABASE_URL"] = "postgres://other:" + pw + "@elsewhere/db"
	r := m.run(func(_ context.Context, tg configplane.Target) (store.Engine, error) {
		// A careless driver: the raw URL, the decoded password, a DSN.
		return nil, errors.New("failed " + tg.URL + " (password s3cr@t-pw) password=s3cr@t-pw")
	})
	text := RenderText(r, TextOptions{})
	js, err := RenderJSON(r, "dev")
	if err != nil {
		t.Fatal(err)
	}
	for _, out := range []string{text, string(js)} {
		if strings.Contains(out, "s3cr") {
			t.Fatalf("password leaked:\n%s", out)
		}
	}
	wantStatus(t, r, CheckDatabase, Fail, "cannot reach")
}

func TestDatabaseURLSetButIgnored(t *testing.T) {
	m := newMachine(t)
	m.env["DATABASE_URL"] = "postgres://app:pw1234@db.example/app"
	r := m.run(nil)
	c := wantStatus(t, r, CheckDatabaseURL, Warn, "DATABASE_URL=postgres://app:***@db.example/app is set but ignored",
		"evalkit uses sqlite "+m.dbPath()+" from default")
	if !strings.Contains(c.Fix, "MODUSBRAIN_DATABASE_URL") {
		t.Fatalf("fix %q", c.Fix)
	}

	// Two URLs in one sentence: each masked on its own, nothing swallowed.
	m.writeConfig(`{"database_url": "postgres://me:pw5678@127.0.0.1:1/eval"}`, 0o600)
	r = m.run(func(context.Context, configplane.Target) (store.Engine, error) { return nil, errors.New("refused") })
	wantStatus(t, r, CheckDatabaseURL, Warn, "DATABASE_URL=postgres://app:***@db.example/app is set but ignored; "+
		"evalkit uses postgres postgres://me:***@127.0.0.1:1/eval from config.json database_url")

	m.env[configplane.EnvDatabaseURL] = m.env["DATABASE_URL"]
	r = m.run(func(context.Context, configplane.Target) (store.Engine, error) { return nil, errors.New("refused") })
	wantStatus(t, r, CheckDatabaseURL, OK, "equals MODUSBRAIN_DATABASE_URL")
}

func TestFailuresInWindowMostFrequentFirst(t *testing.T) {
	m := newMachine(t)
	m.seedSQLite(map[store.Reason][]time.Duration{
		store.ReasonDBDown:         append(rep(3, time.Hour), rep(50, 48*time.Hour)...), // 3 inside, 50 older
		store.ReasonCheckViolation: rep(5, 23*time.Hour),
		store.ReasonOther:          {time.Minute, 25 * time.Hour},
	})
	r := m.run(nil)
	c := wantStatus(t, r, CheckFailures, Warn, "9 capture failures in the last 24h")
	if len(c.Details) != 3 || !strings.HasPrefix(c.Details[0], "check_violation") ||
		!strings.HasPrefix(c.Details[1], "db_down") || !strings.HasPrefix(c.Details[2], "other") {
		t.Fatalf("breakdown %q", c.Details)
	}
	if !strings.Contains(c.Details[0], " 5 ") || !strings.Contains(c.Fix, `"eval": {"capture": false}`) {
		t.Fatalf("details %q fix %q", c.Details, c.Fix)
	}
	if r.Status() != Warn {
		t.Fatalf("status %s", r.Status())
	}

	// A week's window takes in the older rows too.
	ctx := context.Background()
	r = Run(ctx, Options{Settings: m.settings(), Open: openSQLiteReadOnly, Window: 7 * 24 * time.Hour,
		Now: func() time.Time { return fixedNow }})
	wantStatus(t, r, CheckFailures, Warn, "60 capture failures in the last 7d")
	wantStatus(t, r, CheckDatabase, OK, "reachable, schema version 2")
	wantStatus(t, r, CheckRLS, OK)
	wantStatus(t, r, CheckActivity, OK, "nothing captured yet")
}

func TestNoFailuresInWindowIsOK(t *testing.T) {
	m := newMachine(t)
	m.seedSQLite(map[store.Reason][]time.Duration{store.ReasonDBDown: {25 * time.Hour}})
	r := m.run(nil)
	wantStatus(t, r, CheckFailures, OK, "no capture failures in the last 24h")
	if r.Status() != OK {
		t.Fatalf("status %s\n%s", r.Status(), RenderText(r, TextOptions{}))
	}
}

func TestActivityReportsRowsAndNewestAge(t *testing.T) {
	m := newMachine(t)
	m.seedSQLite(nil)
	e, err := openWritableSQLite(m.dbPath())
	if err != nil {
		t.Fatal(err)
	}
	// created_at is stamped by the engine (now); the doctor's clock is an
	// hour later, so the row is an hour old and inside the window.
	if err := e.InsertCandidates(context.Background(), []store.Candidate{{ToolName: store.ToolQuery, Query: "q"}}); err != nil {
		t.Fatal(err)
	}
	e.Close()
	later := time.Now().Add(time.Hour)
	r := Run(context.Background(), Options{Settings: m.settings(), Open: openSQLiteReadOnly, Now: func() time.Time { return later }})
	wantStatus(t, r, CheckActivity, OK, "1 row captured in the last 24h; newest row 1h0m ago")
}

func TestDBPlaneEvalKeysWarn(t *testing.T) {
	m := newMachine(t)
	m.seedSQLite(nil)
	e, err := openWritableSQLite(m.dbPath())
	if err != nil {
		t.Fatal(err)
	}
	e.Close()
	execSQLite(t, m.dbPath(), `CREATE TABLE config (key TEXT PRIMARY KEY, value TEXT)`,
		`INSERT INTO config VALUES ('eval.capture', 'false')`)
	r := m.run(nil)
	c := wantStatus(t, r, CheckDBConfig, Warn, "eval.capture=false in the database's config table is ignored")
	if !strings.Contains(c.Fix, `set "eval": {"capture": false} in `+m.configPath()) {
		t.Fatalf("fix %q", c.Fix)
	}
}

func TestUnknownEngineIsATargetFailure(t *testing.T) {
	m := newMachine(t)
	m.writeConfig(`{"engine": "mysql"}`, 0o600)
	r := m.run(nil)
	wantStatus(t, r, CheckDatabase, Fail, "mysql")
	if len(r.Checks) != 6 {
		t.Fatalf("want the 5 checks up to database and the spool, got %d", len(r.Checks))
	}
}

func TestOpenReadOnlyNeverCreatesSQLite(t *testing.T) {
	path := t.TempDir() + "/sub/eval.db"
	eng, err := OpenReadOnly(context.Background(), configplane.Target{Engine: configplane.EngineSQLite, Path: path})
	if err == nil {
		eng.Close()
		t.Fatal("opened a database file that does not exist")
	}
	if _, err := os.Stat(path); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("OpenReadOnly left %s behind (%v)", path, err)
	}
}
