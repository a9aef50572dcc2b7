package sqlite

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	msqlite "modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"

	"github.com/modusbrain/evalkit/store"
)

func TestSQLStateTable(t *testing.T) {
	for _, c := range []struct {
		code int
		msg  string
		want string
	}{
		{sqlite3.SQLITE_CONSTRAINT_CHECK, "", "23514"},
		{sqlite3.SQLITE_CONSTRAINT_NOTNULL, "", "23502"},
		{sqlite3.SQLITE_CONSTRAINT_UNIQUE, "", "23505"},
		{sqlite3.SQLITE_CONSTRAINT_PRIMARYKEY, "", "23505"},
		{sqlite3.SQLITE_CONSTRAINT_FOREIGNKEY, "", "23503"},
		{sqlite3.SQLITE_CONSTRAINT_DATATYPE, "", "42804"},
		{sqlite3.SQLITE_CONSTRAINT_TRIGGER, "", "23000"},
		{sqlite3.SQLITE_ERROR, "SQL logic error: no such table: eval_candidates", "42P01"},
		{sqlite3.SQLITE_ERROR, "SQL logic error: near \"x\": syntax error", "XX000"},
		// A file this user cannot write now is a read-only database, as a
		// PostgreSQL one during maintenance: capture spools (db_down).
		{sqlite3.SQLITE_READONLY, "", "25006"},
		{sqlite3.SQLITE_READONLY_DBMOVED, "", "25006"},
		{sqlite3.SQLITE_READONLY_CANTINIT, "", "25006"},
		{sqlite3.SQLITE_READONLY_CANTLOCK, "", "25006"},
		{sqlite3.SQLITE_READONLY_DIRECTORY, "", "25006"},
		{sqlite3.SQLITE_READONLY_RECOVERY, "", "25006"},
		{sqlite3.SQLITE_READONLY_ROLLBACK, "", "25006"},
		{sqlite3.SQLITE_AUTH, "", "42501"},
		{sqlite3.SQLITE_PERM, "", "42501"},
		{sqlite3.SQLITE_CANTOPEN, "", "08006"},
		{sqlite3.SQLITE_IOERR_FSYNC, "", "08006"},
		{sqlite3.SQLITE_BUSY, "", "08006"},
		{sqlite3.SQLITE_BUSY_SNAPSHOT, "", "08006"},
		{sqlite3.SQLITE_LOCKED, "", "08006"},
		{sqlite3.SQLITE_FULL, "", "08006"},
		{sqlite3.SQLITE_CORRUPT, "", "XX001"},
		{sqlite3.SQLITE_CORRUPT_INDEX, "", "XX001"},
		{sqlite3.SQLITE_NOTADB, "", "XX001"},
		{sqlite3.SQLITE_TOOBIG, "", "54000"},
		{sqlite3.SQLITE_NOMEM, "", "53200"},
		{sqlite3.SQLITE_INTERRUPT, "", "57014"},
		{sqlite3.SQLITE_MISUSE, "", "XX000"},
	} {
		if got := sqlState(c.code, c.msg); got != c.want {
			t.Errorf("code %d %q: SQLSTATE %s, want %s", c.code, c.msg, got, c.want)
		}
	}
}

// Every CHECK of the schema, rejected by SQLite itself, is 23514 and still
// unwraps to the driver's error.
func TestCheckConstraintsAre23514(t *testing.T) {
	ctx := context.Background()
	e, _ := openTemp(t)
	for _, c := range []struct {
		name string
		edit func(*store.Candidate)
	}{
		{"tool", func(c *store.Candidate) { c.ToolName = "browse" }},
		{"detail", func(c *store.Candidate) { c.Detail = ptr("extreme") }},
		{"detail_resolved", func(c *store.Candidate) { c.DetailResolved = ptr("") }},
		{"query cap in characters", func(c *store.Candidate) { c.Query = strings.Repeat("€", store.MaxQueryChars+1) }},
		{"latency", func(c *store.Candidate) { c.LatencyMS = -5 }},
	} {
		row := sample(1)
		c.edit(&row)
		err := e.InsertCandidates(ctx, []store.Candidate{row})
		var se *msqlite.Error
		if store.SQLState(err) != "23514" || !errors.As(err, &se) || se.Code() != sqlite3.SQLITE_CONSTRAINT_CHECK {
			t.Errorf("%s: got %v, want SQLSTATE 23514 over SQLITE_CONSTRAINT_CHECK", c.name, err)
		}
		if row.ID != 0 {
			t.Errorf("%s: ID set on a failed insert", c.name)
		}
	}
	// At the cap, in multi-byte characters, the row is accepted.
	ok := sample(1)
	ok.Query = strings.Repeat("€", store.MaxQueryChars)
	if err := e.InsertCandidates(ctx, []store.Candidate{ok}); err != nil {
		t.Errorf("query of exactly %d characters: %v", store.MaxQueryChars, err)
	}
	// Hand-written rows meet the JSON and 0/1 CHECKs too.
	for _, stmt := range []string{
		`INSERT INTO eval_candidates (tool_name, query, retrieved_slugs, vector_enabled, expansion_applied, latency_ms, remote) VALUES ('query', 'q', '{"a":1}', 0, 0, 0, 0)`,
		`INSERT INTO eval_candidates (tool_name, query, source_ids, vector_enabled, expansion_applied, latency_ms, remote) VALUES ('query', 'q', '[1,', 0, 0, 0, 0)`,
		`INSERT INTO eval_candidates (tool_name, query, vector_enabled, expansion_applied, latency_ms, remote) VALUES ('query', 'q', 2, 0, 0, 0)`,
		`INSERT INTO eval_candidates (tool_name, query, expand_enabled, vector_enabled, expansion_applied, latency_ms, remote) VALUES ('query', 'q', -1, 0, 0, 0, 0)`,
		`INSERT INTO eval_capture_failures (reason) VALUES ('timeout')`,
	} {
		_, err := e.db.Exec(stmt)
		if got := store.SQLState(wrap("raw insert", err)); got != "23514" {
			t.Errorf("%s: got %v, want 23514", stmt, err)
		}
	}
	_, err := e.db.Exec(`INSERT INTO eval_candidates (tool_name, vector_enabled, expansion_applied, latency_ms, remote) VALUES ('query', 0, 0, 0, 0)`)
	if got := store.SQLState(wrap("raw insert", err)); got != "23502" {
		t.Errorf("NULL query: got %v, want 23502", err)
	}
}

// A file locked by another writer past the busy timeout is connection-class
// (db_down) for capture, like a PostgreSQL server that does not answer, and
// store.ErrLocked for everyone else, in words that name the cause and not
// a PostgreSQL code.
func TestBusyIsConnectionClassAndErrLocked(t *testing.T) {
	ctx := context.Background()
	holder, path := openTemp(t)
	e, err := Open(ctx, path, Options{BusyTimeout: 50 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	release := make(chan struct{})
	held := make(chan struct{})
	holder.beforeCommit = func() { close(held); <-release }
	done := make(chan error)
	go func() { done <- holder.InsertCandidates(ctx, []store.Candidate{sample(1)}) }()
	<-held
	err = e.InsertCandidates(ctx, []store.Candidate{sample(2)})
	close(release)
	if herr := <-done; herr != nil {
		t.Fatal(herr)
	}
	var se *msqlite.Error
	if store.SQLState(err) != "08006" || !errors.As(err, &se) || se.Code()&0xff != sqlite3.SQLITE_BUSY {
		t.Errorf("insert while another process writes: got %v, want SQLSTATE 08006 over SQLITE_BUSY", err)
	}
	if !errors.Is(err, store.ErrLocked) {
		t.Errorf("insert while another process writes: got %v, want errors.Is store.ErrLocked", err)
	}
	if msg := err.Error(); !strings.Contains(msg, "locked by another process; wait for it to finish or stop it") || strings.Contains(msg, "SQLSTATE") {
		t.Errorf("locked error reads %q, want the cause and the fix in words, no SQLSTATE", msg)
	}
	if errors.Is(wrap("x", &msqlite.Error{}), store.ErrLocked) {
		t.Error("an error that is not SQLITE_BUSY or SQLITE_LOCKED matches store.ErrLocked")
	}
}

// A write that finds no room (SQLITE_FULL: a full file system; here the
// same answer from a page cap) is connection-class (db_down: capture
// spools it) and store.ErrFull, in words that name the cause and the fix.
func TestFullIsConnectionClassAndErrFull(t *testing.T) {
	ctx := context.Background()
	_, path := openTemp(t)
	e, err := Open(ctx, path, Options{MaxPages: 1})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	big := sample(1)
	big.Query = strings.Repeat("x", 40000) // needs new pages
	err = e.InsertCandidates(ctx, []store.Candidate{big})
	var se *msqlite.Error
	if store.SQLState(err) != "08006" || !errors.As(err, &se) || se.Code()&0xff != sqlite3.SQLITE_FULL {
		t.Fatalf("insert into a full database: got %v, want SQLSTATE 08006 over SQLITE_FULL", err)
	}
	if !errors.Is(err, store.ErrFull) || errors.Is(err, store.ErrLocked) {
		t.Errorf("insert into a full database: got %v, want errors.Is store.ErrFull only", err)
	}
	if msg := err.Error(); !strings.Contains(msg, "database or disk is full (SQLITE_FULL); make room on the file system that holds the database file") {
		t.Errorf("full error reads %q, want the cause and the fix", msg)
	}
	if errors.Is(wrap("x", &msqlite.Error{}), store.ErrFull) {
		t.Error("an error that is not SQLITE_FULL matches store.ErrFull")
	}
}

func TestCannotOpenIsConnectionClass(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "eval.db")
	if err := os.Mkdir(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	_, err := Open(context.Background(), dir, Options{})
	if store.SQLState(err) != "08006" || !strings.Contains(err.Error(), dir) {
		t.Errorf("a directory as the database: got %v (SQLSTATE %q), want 08006 naming it", err, store.SQLState(err))
	}
}

// A file that is not SQLite (or whose header a disk error overwrote) is no
// outage: not class 08 (which capture spools for, promising a delivery that
// never comes) but XX001, store.ErrDamaged, naming the file.
func TestNotADatabaseIsDamagedNotAnOutage(t *testing.T) {
	path := filepath.Join(t.TempDir(), "eval.db")
	if err := os.WriteFile(path, []byte(strings.Repeat("not a database ", 100)), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, ro := range []bool{false, true} {
		_, err := Open(context.Background(), path, Options{ReadOnly: ro})
		if store.SQLState(err) != "XX001" || !errors.Is(err, store.ErrDamaged) || errors.Is(err, store.ErrLocked) ||
			!strings.Contains(err.Error(), path) || !strings.Contains(err.Error(), "not an SQLite database") {
			t.Errorf("read-only=%v: got %v (SQLSTATE %q), want XX001, ErrDamaged, naming the file", ro, err, store.SQLState(err))
		}
	}
}
