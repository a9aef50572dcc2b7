package dial

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/modusbrain/evalkit/configplane"
	"github.com/modusbrain/evalkit/internal/redact"
	"github.com/modusbrain/evalkit/internal/testdb"
	"github.com/modusbrain/evalkit/store"
	"github.com/modusbrain/evalkit/store/postgres"
	"github.com/modusbrain/evalkit/store/sqlite"
)

func TestOpenPicksTheEngine(t *testing.T) {
	ctx := context.Background()
	pgURL := testdb.New(t)
	dir := t.TempDir()
	cases := []struct {
		name   string
		target configplane.Target
		isPG   bool
	}{
		{"explicit postgres", configplane.Target{Engine: configplane.EnginePostgres, URL: pgURL}, true},
		{"inferred postgres", configplane.Target{URL: pgURL}, true},
		{"explicit sqlite", configplane.Target{Engine: configplane.EngineSQLite, Path: filepath.Join(dir, "a.db")}, false},
		{"inferred sqlite", configplane.Target{Path: filepath.Join(dir, "b", "eval.db")}, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			e, err := Open(ctx, c.target, Options{})
			if err != nil {
				t.Fatalf("Open(%v): %v", c.target, err)
			}
			defer e.Close()
			switch e.(type) {
			case *postgres.Engine:
				if !c.isPG {
					t.Fatalf("got postgres for %v", c.target)
				}
			case *sqlite.Engine:
				if c.isPG {
					t.Fatalf("got sqlite for %v", c.target)
				}
			default:
				t.Fatalf("got %T", e)
			}
			// A writer can migrate and use it.
			if err := e.Migrate(ctx); err != nil {
				t.Fatalf("Migrate: %v", err)
			}
			if v, err := e.SchemaVersion(ctx); err != nil || v != store.SchemaVersion {
				t.Fatalf("SchemaVersion = %d, %v", v, err)
			}
		})
	}
}

func TestOpenRejectsBadTargets(t *testing.T) {
	cases := []struct {
		target configplane.Target
		want   string
	}{
		{configplane.Target{}, "neither a URL nor a path"},
		{configplane.Target{URL: "postgres://h/db", Path: "/x.db"}, "both a URL and a path"},
		{configplane.Target{Engine: "mysql", URL: "mysql://h/db"}, `unknown engine "mysql" (accepted: "postgres", "sqlite")`},
		{configplane.Target{Engine: configplane.EnginePostgres}, "needs a database URL"},
		{configplane.Target{Engine: configplane.EngineSQLite}, "needs a database file path"},
	}
	for _, c := range cases {
		e, err := Open(context.Background(), c.target, Options{})
		if err == nil || e != nil {
			t.Fatalf("Open(%+v) = %v, %v; want an error", c.target, e, err)
		}
		if !errors.Is(err, ErrNoTarget) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Open(%+v): %v; want ErrNoTarget saying %q", c.target, err, c.want)
		}
	}
}

// A URL or DSN that the driver would read differently from the mask is
// refused before the driver sees it, whoever built the Target, and the
// error shows no part of the password. Written as the driver expects, the
// same password opens the same database.
func TestOpenRefusesAmbiguousConnectionStrings(t *testing.T) {
	ctx := context.Background()
	pgURL := testdb.New(t)
	user, rest, ok := strings.Cut(strings.TrimPrefix(pgURL, "postgres://"), "@")
	if !ok || strings.Contains(user, ":") {
		t.Fatalf("test database URL %q: want postgres://user@..., no password", redact.URL(pgURL))
	}
	for _, c := range []struct{ url, secret string }{
		{"postgres://" + user + ":pa@ssZZ1@" + rest, "ssZZ1"},
		{"postgres://" + user + ":pa/ssZZ5@" + rest, "ssZZ5"},
		{"host=127.0.0.1 port=1 password=pa ssZZ4 dbname=d", "ssZZ4"},
	} {
		e, err := Open(ctx, configplane.Target{Engine: configplane.EnginePostgres, URL: c.url}, Options{ReadOnly: true})
		if err == nil {
			e.Close()
			t.Errorf("Open(%s) succeeded; want it refused", redact.URL(c.url))
			continue
		}
		if !errors.Is(err, ErrNoTarget) || strings.Contains(err.Error(), c.secret) {
			t.Errorf("Open(%s): %v; want ErrNoTarget without %q", redact.URL(c.url), err, c.secret)
		}
	}
	e, err := Open(ctx, configplane.Target{Engine: configplane.EnginePostgres, URL: "postgres://" + user + ":pa%40ssZZ1@" + rest}, Options{ReadOnly: true})
	if err != nil {
		t.Fatalf("Open with the password percent-encoded: %v", err)
	}
	defer e.Close()
	if _, err := e.SchemaVersion(ctx); err != nil {
		t.Fatalf("SchemaVersion with the password percent-encoded: %v", err)
	}
}

// A reader pointed at a file that does not exist must not create it (nor
// its directory) and must say there is no schema there.
func TestReadOnlySQLiteNeverCreatesTheFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "home", ".modusbrain", "eval.db")
	e, err := Open(context.Background(), configplane.Target{Engine: configplane.EngineSQLite, Path: path}, Options{ReadOnly: true})
	if e != nil || !errors.Is(err, store.ErrNoSchema) {
		t.Fatalf("Open = %v, %v; want ErrNoSchema", e, err)
	}
	if !strings.Contains(err.Error(), "no database file at "+path) {
		t.Errorf("error %q does not name the missing file", err)
	}
	if _, err := os.Stat(filepath.Join(dir, "home")); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("read-only Open created something: %v", err)
	}
}

func TestReadOnlySQLiteReadsButNeverWrites(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "eval.db")
	w, err := Open(ctx, configplane.Target{Path: path}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if err := w.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	w.Close()
	r, err := Open(ctx, configplane.Target{Path: path}, Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	if v, err := r.SchemaVersion(ctx); err != nil || v != store.SchemaVersion {
		t.Fatalf("SchemaVersion = %d, %v", v, err)
	}
	if err := r.InsertFailures(ctx, []store.Failure{{Reason: store.ReasonOther}}); err == nil {
		t.Fatal("read-only sqlite engine accepted a write")
	}
}

func TestReadOnlyPostgresNeverMigratesOrWrites(t *testing.T) {
	ctx := context.Background()
	url := testdb.New(t)
	r, err := Open(ctx, configplane.Target{URL: url}, Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	if err := r.Migrate(ctx); !errors.Is(err, postgres.ErrReadOnly) {
		t.Fatalf("Migrate on a read-only engine: %v, want ErrReadOnly", err)
	}
	if v, err := r.SchemaVersion(ctx); err != nil || v != 0 {
		t.Fatalf("SchemaVersion = %d, %v; want 0 (nothing created)", v, err)
	}
	if _, err := r.FailureCounts(ctx, time.Time{}); !errors.Is(err, store.ErrNoSchema) {
		t.Fatalf("FailureCounts: %v, want ErrNoSchema", err)
	}
}

// A database path that is a named pipe or a directory is refused before
// SQLite opens it: a pipe would wait for a writer forever (Ctrl-C included).
func TestSQLitePathMustBeARegularFile(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "eval.db")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	for _, ro := range []bool{true, false} {
		for path, what := range map[string]string{fifo: "is a named pipe", dir: "is a directory"} {
			done := make(chan error, 1)
			go func() {
				e, err := Open(context.Background(), configplane.Target{Engine: configplane.EngineSQLite, Path: path}, Options{ReadOnly: ro})
				if e != nil {
					e.Close()
				}
				done <- err
			}()
			select {
			case err := <-done:
				if err == nil || !strings.Contains(err.Error(), what+", not a database file") {
					t.Errorf("Open(%s, read-only %v) = %v; want %q", path, ro, err, what)
				}
			case <-time.After(10 * time.Second):
				t.Fatalf("Open(%s, read-only %v) hangs", path, ro)
			}
		}
	}
}

// The user modusbrain's own URL names (config.json's database_url) is
// modusbrain's role in that database, whichever URL evalkit connects to it
// with: a superuser capture through another URL on a fresh brain — its
// config table restored by the DBA, so owned by the superuser, and PUBLIC
// may create tables — gives the tables to that role, and modusbrain's
// migration 31 then runs as it (probe 6). With no such user known, or one
// known only for another database (probe 7), the same capture is refused
// (postgres.ErrBrainOwner), nothing created.
func TestModusbrainsOwnURLShowsItsRole(t *testing.T) {
	url := testdb.New(t)
	modusURL, modus := testdb.NewRole(t, url, "NOSUPERUSER BYPASSRLS")
	ctx := context.Background()
	c, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close(ctx)
	for _, q := range []string{"GRANT CREATE ON SCHEMA public TO PUBLIC",
		"CREATE TABLE config (key text PRIMARY KEY, value text NOT NULL)",
		"GRANT ALL ON config TO " + pgx.Identifier{modus}.Sanitize()} {
		if _, err := c.Exec(ctx, q); err != nil {
			t.Fatal(err)
		}
	}
	env := configplane.Target{Engine: configplane.EnginePostgres, URL: url, Source: configplane.SourceEnvURL}
	known := env
	known.ModusbrainRole, known.ModusbrainURL = modus, modusURL
	eng, err := Open(ctx, known, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer eng.Close()
	if err := eng.Migrate(ctx); err != nil {
		t.Fatalf("Migrate as the superuser, modusbrain's role %s known: %v", modus, err)
	}
	var owner string
	if err := c.QueryRow(ctx, "SELECT tableowner::text FROM pg_tables WHERE tablename = 'eval_candidates'").Scan(&owner); err != nil || owner != modus {
		t.Fatalf("eval_candidates belongs to %q (%v), want %q, not the config table's owner", owner, err, modus)
	}
	if err := testdb.ModusbrainStillWorks(ctx, modusURL, testdb.BrainM31); err != nil {
		t.Fatalf("modusbrain as %s: %v", modus, err)
	}

	fresh := testdb.New(t)
	fc, err := pgx.Connect(ctx, fresh)
	if err != nil {
		t.Fatal(err)
	}
	defer fc.Close(ctx)
	if _, err := fc.Exec(ctx, "GRANT CREATE ON SCHEMA public TO PUBLIC"); err != nil {
		t.Fatal(err)
	}
	unknown := configplane.Target{Engine: configplane.EnginePostgres, URL: fresh, Source: configplane.SourceConfigURL}
	eng2, err := Open(ctx, unknown, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer eng2.Close()
	if err := eng2.Migrate(ctx); !errors.Is(err, postgres.ErrBrainOwner) {
		t.Fatalf("Migrate with modusbrain's role unknown: %v, want ErrBrainOwner", err)
	}

	// config.json names the first database; the target is the fresh one.
	elsewhere := configplane.Target{Engine: configplane.EnginePostgres, URL: fresh, Source: configplane.SourceEnvURL,
		ModusbrainRole: modus, ModusbrainURL: modusURL}
	eng3, err := Open(ctx, elsewhere, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer eng3.Close()
	if err := eng3.Migrate(ctx); !errors.Is(err, postgres.ErrBrainOwner) || !strings.Contains(err.Error(), "names no user of this database") {
		t.Fatalf("Migrate with config.json naming role %s of another database: %v, want ErrBrainOwner", modus, err)
	}
	var n int
	if err := fc.QueryRow(ctx, "SELECT count(*) FROM pg_tables WHERE tablename LIKE 'eval%'").Scan(&n); err != nil || n != 0 {
		t.Fatalf("%d eval tables (%v) after a refusal, want none", n, err)
	}
}
