package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/modusbrain/evalkit/store"
)

// A setting that names another program's SQLite database by mistake gets
// a refusal, and the file is left exactly as it was: no evalkit tables,
// its journal mode unchanged. A reader may still open it (the doctor
// says what it is).
func TestForeignDatabaseIsLeftAlone(t *testing.T) {
	path := filepath.Join(t.TempDir(), "places.sqlite")
	db, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec("CREATE TABLE moz_places (id INTEGER PRIMARY KEY, url TEXT); INSERT INTO moz_places (url) VALUES ('https://example.org')"); err != nil {
		t.Fatal(err)
	}
	db.Close()
	before, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	_, err = Open(context.Background(), path, Options{})
	if !errors.Is(err, ErrForeignDatabase) || !strings.Contains(err.Error(), "moz_places") || !strings.Contains(err.Error(), "EVALKIT_SQLITE_PATH") {
		t.Fatalf("Open = %v; want ErrForeignDatabase naming its tables and the setting", err)
	}
	after, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if string(before) != string(after) {
		t.Error("the refused file changed")
	}
	for _, side := range []string{"-wal", "-shm"} {
		if _, err := os.Stat(path + side); err == nil {
			t.Errorf("%s%s was created", path, side)
		}
	}
}

// Tables named like evalkit's without its eval_schema_version are another
// program's (evalkit creates both in one transaction; modusbrain never
// writes SQLite): a writable Open refuses the file, leaving it as it was,
// and a reader's Schema says so instead of calling them modusbrain's
// (hostile probe 10).
func TestTablesNamedLikeOursWithoutLedgerAreForeign(t *testing.T) {
	path := filepath.Join(t.TempDir(), "eval.db")
	db, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec("CREATE TABLE eval_candidates (id INTEGER PRIMARY KEY, name TEXT, secret TEXT); CREATE TABLE eval_capture_failures (id INTEGER PRIMARY KEY, note TEXT)"); err != nil {
		t.Fatal(err)
	}
	db.Close()
	before, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	_, err = Open(context.Background(), path, Options{})
	if !errors.Is(err, ErrForeignDatabase) || !errors.Is(err, store.ErrForeignTables) || !strings.Contains(err.Error(), "eval_schema_version") {
		t.Fatalf("Open = %v; want ErrForeignDatabase naming the missing ledger", err)
	}
	if after, _ := os.ReadFile(path); string(before) != string(after) {
		t.Error("the refused file changed")
	}
	r, err := Open(context.Background(), path, Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	if _, err := r.Schema(context.Background()); !errors.Is(err, store.ErrForeignTables) {
		t.Fatalf("Schema = %v; want ErrForeignTables", err)
	}
}
