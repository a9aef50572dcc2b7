package doctor

import (
	"context"
	"database/sql"
	"testing"

	"github.com/modusbrain/evalkit/store/sqlite"
)

func openWritableSQLite(path string) (*sqlite.Engine, error) {
	return sqlite.Open(context.Background(), path, sqlite.Options{})
}

// execSQLite runs statements on the file through database/sql (the driver
// the engine registered), for tables the engine does not own.
func execSQLite(t *testing.T, path string, stmts ...string) {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	for _, s := range stmts {
		if _, err := db.Exec(s); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
	}
}
