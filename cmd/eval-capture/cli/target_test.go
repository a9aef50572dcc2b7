package cli

import (
	"context"
	"database/sql"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"
	"github.com/modusbrain/evalkit/internal/testdb"
)

// withEnv adds settings to a captureOnEnv.
func withEnv(env func(string) (string, bool), kv ...string) func(string) (string, bool) {
	return func(k string) (string, bool) {
		for i := 0; i < len(kv); i += 2 {
			if kv[i] == k {
				return kv[i+1], true
			}
		}
		return env(k)
	}
}

func sqliteCount(t *testing.T, path string) int {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+path+"?mode=ro")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var n int
	if err := db.QueryRow(`SELECT count(*) FROM eval_candidates`).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

func pgCount(t *testing.T, url string) int {
	t.Helper()
	ctx := context.Background()
	c, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close(ctx)
	var n int
	if err := c.QueryRow(ctx, `SELECT count(*) FROM eval_candidates`).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// Events spooled for database A (a SQLite file another process holds
// locked) are never delivered into another database — PostgreSQL B or
// SQLite file B — however many runs capture there: they stay in the spool,
// and each run's summary and hint say how many wait for A and how to
// deliver them. Once A answers, a run for A delivers them, exactly once.
func TestSpoolDeliversOnlyIntoItsDatabase(t *testing.T) {
	home := t.TempDir()
	base := captureOnEnv(t, home)
	pathA := filepath.Join(t.TempDir(), "a.db")
	pathB := filepath.Join(t.TempDir(), "b.db")
	urlB := testdb.New(t)
	envA := withEnv(base, "EVALKIT_SQLITE_PATH", pathA)
	if code, _, errs := run(context.Background(), strings.NewReader(`{"tool_name":"query","query":"creates A"}`), envA); code != 0 {
		t.Fatalf("first run into A: exit %d\n%s", code, errs)
	}
	unlock := lockSQLite(t, pathA)
	in := `{"tool_name":"query","query":"meant for A"}` + "\n" + `{"tool_name":"search","query":"also for A"}`
	if code, _, errs := run(context.Background(), strings.NewReader(in), envA, "--timeout", "1s"); code != exitSpooled {
		t.Fatalf("A locked: exit %d, want %d\n%s", code, exitSpooled, errs)
	}

	for _, b := range []struct {
		name string
		env  func(string) (string, bool)
		rows func() int
	}{
		{"postgres B", withEnv(base, "MODUSBRAIN_DATABASE_URL", urlB), func() int { return pgCount(t, urlB) }},
		{"sqlite B", withEnv(base, "EVALKIT_SQLITE_PATH", pathB), func() int { return sqliteCount(t, pathB) }},
	} {
		code, out, errs := run(context.Background(), strings.NewReader(""), b.env)
		if code != 0 || out != "" {
			t.Fatalf("%s: exit %d, stdout %q; want 0\n%s", b.name, code, out, errs)
		}
		if n := b.rows(); n != 0 {
			t.Errorf("%s holds %d rows: A's events were delivered into it", b.name, n)
		}
		for _, want := range []string{
			"; 2 waiting in the spool for another database (sqlite " + pathA + ")",
			"hint: 2 events wait in " + filepath.Join(home, ".modusbrain", "spool") + " for sqlite " + pathA + ", not this database; they are delivered only there: EVALKIT_SQLITE_PATH=" + pathA + " eval-capture </dev/null",
		} {
			if !strings.Contains(errs, want) {
				t.Errorf("%s: stderr:\n%s\nwant it to say %q", b.name, errs, want)
			}
		}
		if strings.Contains(errs, "late from the spool") || strings.Contains(errs, "config.json") {
			t.Errorf("%s: stderr:\n%s\nsays delivered, or advises config.json", b.name, errs)
		}
	}

	unlock()
	code, _, errs := run(context.Background(), strings.NewReader(""), envA)
	if code != 0 || !strings.Contains(errs, "delivered 2 late from the spool") || strings.Contains(errs, "waiting") {
		t.Fatalf("A again: exit %d; stderr:\n%s\nwant 0 and 2 delivered", code, errs)
	}
	if n := sqliteCount(t, pathA); n != 3 {
		t.Errorf("A holds %d rows, want 3 (the first run's and the 2 spooled)", n)
	}
	code, _, errs = run(context.Background(), strings.NewReader(""), envA)
	if code != 0 || strings.Contains(errs, "delivered") || sqliteCount(t, pathA) != 3 {
		t.Errorf("a second run for A: exit %d, %d rows; stderr:\n%s\nwant nothing more delivered", code, sqliteCount(t, pathA), errs)
	}
	if n := pgCount(t, urlB) + sqliteCount(t, pathB); n != 0 {
		t.Errorf("B holds %d rows in the end", n)
	}
}

// A spool an older evalkit wrote (format version 1, no database recorded;
// the segment is the spool package's fixture, written by that build) is
// neither delivered nor lost by an upgraded eval-capture: the summary says
// the events wait, the hint names --adopt-legacy-spool, and that flag
// delivers them into the run's database, once.
func TestLegacySpoolIsKeptUntilAdopted(t *testing.T) {
	home := t.TempDir()
	env := captureOnEnv(t, home)
	dir := filepath.Join(home, ".modusbrain", "spool")
	if err := os.MkdirAll(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	const seg = "seg-01735689600000000000-54076ac7"
	b, err := os.ReadFile(filepath.Join("..", "..", "..", "capture", "spool", "testdata", "v1", seg))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, seg), b, 0o600); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(home, ".modusbrain", "eval.db")
	code, _, errs := run(context.Background(), strings.NewReader(`{"tool_name":"query","query":"new"}`), env)
	if code != 0 || !strings.Contains(errs, "; 2 waiting in the spool for another database (a database an older evalkit did not record)") ||
		!strings.Contains(errs, "hint: 2 events wait in "+dir+" with no database recorded (spooled by an older evalkit)") ||
		!strings.Contains(errs, "eval-capture --adopt-legacy-spool </dev/null") {
		t.Fatalf("upgraded run: exit %d; stderr:\n%s\nwant the legacy events reported, not delivered", code, errs)
	}
	if n := sqliteCount(t, path); n != 1 {
		t.Fatalf("%d rows, want only the new one", n)
	}
	code, _, errs = run(context.Background(), strings.NewReader(""), env, "--adopt-legacy-spool")
	if code != 0 || !strings.Contains(errs, "delivered 2 late from the spool") || strings.Contains(errs, "waiting") {
		t.Fatalf("adopting run: exit %d; stderr:\n%s", code, errs)
	}
	code, _, errs = run(context.Background(), strings.NewReader(""), env, "--adopt-legacy-spool")
	if code != 0 || strings.Contains(errs, "delivered") || sqliteCount(t, path) != 3 {
		t.Fatalf("second adopting run: exit %d, %d rows; stderr:\n%s", code, sqliteCount(t, path), errs)
	}
}
