package doctor

import (
	"context"
	"database/sql"
	"strings"
	"testing"
	"time"

	"github.com/modusbrain/evalkit/configplane"
	"github.com/modusbrain/evalkit/store"
	"github.com/modusbrain/evalkit/store/sqlite"
)

// A SQLite file another process holds locked is a database that is fine
// and correctly named: the check names the lock and the fix (wait for the
// process or stop it), not "start the database or correct its address".
func TestLockedSQLiteNamesTheLock(t *testing.T) {
	m := newMachine(t)
	m.env[configplane.EnvContributorMode] = "1"
	m.seedSQLite(nil)
	lockSQLiteExclusively(t, m.dbPath())
	r := m.run(func(ctx context.Context, tg configplane.Target) (store.Engine, error) {
		return sqlite.Open(ctx, tg.Path, sqlite.Options{ReadOnly: true, BusyTimeout: 100 * time.Millisecond})
	})
	c := wantStatus(t, r, CheckDatabase, Fail, "locked by another process")
	for _, want := range []string{"wait for the process that holds the file locked to finish, or stop it", "wait in the spool"} {
		if !strings.Contains(c.Fix, want) {
			t.Errorf("fix %q lacks %q", c.Fix, want)
		}
	}
	for _, wrong := range []string{"start the database", "correct its address", "being lost"} {
		if strings.Contains(c.Fix, wrong) {
			t.Errorf("fix %q says %q", c.Fix, wrong)
		}
	}
}

// lockSQLiteExclusively holds path as a sqlite3 shell in `PRAGMA
// locking_mode=EXCLUSIVE; BEGIN EXCLUSIVE` does, until the test ends.
func lockSQLiteExclusively(t *testing.T, path string) {
	t.Helper()
	ctx := context.Background()
	db, err := sql.Open("sqlite", "file:"+path)
	if err != nil {
		t.Fatal(err)
	}
	conn, err := db.Conn(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range []string{"PRAGMA locking_mode=EXCLUSIVE", "BEGIN EXCLUSIVE", "SELECT count(*) FROM sqlite_schema"} {
		if _, err := conn.ExecContext(ctx, q); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
	t.Cleanup(func() {
		conn.ExecContext(ctx, "ROLLBACK")
		conn.Close()
		db.Close()
	})
}
