package doctor

import (
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"

	"github.com/modusbrain/evalkit/configplane"
	"github.com/modusbrain/evalkit/internal/testdb"
)

// A damaged eval.db (its header overwritten), or a file that is not SQLite
// at all, is no outage: nothing to start, and capture refuses it rather
// than spool. The database check says what the file is and how to keep it
// under another name, then restore it or let capture start afresh.
func TestDamagedSQLiteFileIsNotAnOutage(t *testing.T) {
	m := newMachine(t)
	m.env[configplane.EnvContributorMode] = "1"
	m.seedSQLite(nil)
	f, err := os.OpenFile(m.dbPath(), os.O_RDWR, 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.WriteAt(make([]byte, 16), 0); err != nil {
		t.Fatal(err)
	}
	f.Close()
	r := m.run(nil)
	c := wantStatus(t, r, CheckDatabase, Fail, "damaged or is not an SQLite database")
	for _, want := range []string{"evalkit's own store", "mv " + m.dbPath() + " " + m.dbPath() + ".damaged", "restore", "leave it missing", "nothing is spooled"} {
		if !strings.Contains(c.Fix, want) {
			t.Errorf("fix %q does not contain %q", c.Fix, want)
		}
	}
	if strings.Contains(c.Fix, "start the database") || strings.Contains(c.Fix, "wait in the spool") {
		t.Errorf("fix %q treats a damaged file as an outage", c.Fix)
	}
	if c.Data["damaged"] != true {
		t.Errorf("data.damaged = %v", c.Data["damaged"])
	}
}

// While the database is down and capture's spool can keep its events, the
// doctor does not say every event is being lost (they wait in the spool);
// with no usable spool it does.
func TestUnreachableWithSpoolSaysEventsWait(t *testing.T) {
	dead := "postgres://nobody@/brain?host=" + url.QueryEscape(filepath.Join(t.TempDir(), "no-server")) + "&sslmode=disable"
	m := newMachine(t)
	m.env[configplane.EnvContributorMode] = "1"
	m.env[configplane.EnvDatabaseURL] = dead
	c := wantStatus(t, runDefault(t, m), CheckDatabase, Fail, "cannot reach")
	spool := filepath.Join(m.dir(), "spool")
	if !strings.Contains(c.Fix, "meanwhile its events wait in the spool ("+spool+")") || strings.Contains(c.Fix, "every event is being lost") {
		t.Fatalf("fix = %q; want the events said to wait in %s", c.Fix, spool)
	}
	m.env[configplane.EnvSpoolMaxBytes] = "lots" // no spool: capture opens none with an unusable cap
	c = wantStatus(t, runDefault(t, m), CheckDatabase, Fail, "cannot reach")
	if !strings.Contains(c.Fix, "every event is being lost") {
		t.Fatalf("fix = %q; want events said lost without a spool", c.Fix)
	}
}

// config.json's database_url (modusbrain's) names a server that answers
// but refuses evalkit's login, or has no such database: not "start the
// database", and nothing that touches modusbrain's file.
func TestConfigURLLoginRefusedOrNoDatabase(t *testing.T) {
	base := testdb.New(t)
	roleURL, role := testdb.NewRole(t, base, "")
	pgExec(t, base, "ALTER ROLE "+pgx.Identifier{role}.Sanitize()+" NOLOGIN") // 28000
	u, err := url.Parse(base)
	if err != nil {
		t.Fatal(err)
	}
	u.Path = "/no_such_brain_" + strings.TrimPrefix(role, "evalkit_role_")
	for _, tc := range []struct {
		url, msg string
		fix      []string
	}{
		// The URL holds its password, which wins over PGPASSWORD and
		// ~/.pgpass: only a URL for evalkit's commands helps.
		{roleURL, "refused the login (SQLSTATE 28000)", []string{"with the password in config.json database_url", configplane.EnvDatabaseURL + "=postgres://", "role " + role, "pg_hba.conf"}},
		{u.String(), "that database does not exist on it", []string{`database "` + strings.TrimPrefix(u.Path, "/") + `" is not on that server`, "psql -l", configplane.EnvDatabaseURL + "=postgres://"}},
	} {
		m := newMachine(t)
		m.env[configplane.EnvContributorMode] = "1"
		m.writeConfig(`{"engine": "postgres", "database_url": "`+tc.url+`"}`, 0o600)
		c := wantStatus(t, runDefault(t, m), CheckDatabase, Fail, tc.msg)
		for _, want := range tc.fix {
			if !strings.Contains(c.Fix, want) {
				t.Errorf("fix %q does not contain %q", c.Fix, want)
			}
		}
		for _, bad := range []string{"start the database", "edit", "change database_url"} {
			if strings.Contains(c.Fix, bad) {
				t.Errorf("fix %q says %q", c.Fix, bad)
			}
		}
		if !strings.Contains(c.Fix, "nothing is spooled") {
			t.Errorf("fix %q: capture's fate not told", c.Fix)
		}
	}
}

// runDefault runs the doctor with its own engine opener (PostgreSQL or
// SQLite, read-only), as eval-doctor does.
func runDefault(t *testing.T, m *machine) *Report {
	t.Helper()
	return Run(pgCtx(t), Options{Settings: m.settings(), LookupEnv: m.lookup})
}

// A password written into the address wins over PGPASSWORD and ~/.pgpass,
// so only then is the advice a URL of evalkit's own; without one, those
// two are the way.
func TestAuthFixFollowsWhereThePasswordIs(t *testing.T) {
	for _, tc := range []struct {
		url  string
		want string
	}{
		{"postgres://modus:secret@/brain?host=/tmp", "with the password in config.json database_url"},
		{"postgres://modus@/brain?host=/tmp&password=secret", "with the password in config.json database_url"},
		{"host=/tmp dbname=brain user=modus password=secret", "with the password in config.json database_url"},
		{"postgres://modus@/brain?host=/tmp", "PGPASSWORD"},
		{"host=/tmp dbname=brain user=modus", "~/.pgpass"},
	} {
		fix := authFix(configplane.Target{URL: tc.url, Source: configplane.SourceConfigURL}, "28P01")
		if !strings.Contains(fix, tc.want) || strings.Contains(fix, "secret") {
			t.Errorf("authFix(%q) = %q, want %q and no password", tc.url, fix, tc.want)
		}
	}
}
