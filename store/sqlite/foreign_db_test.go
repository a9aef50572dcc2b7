package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
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
