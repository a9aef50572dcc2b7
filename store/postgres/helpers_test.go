package postgres

import (
	"context"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
)

func testCtx(t *testing.T) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	t.Cleanup(cancel)
	return ctx
}

// openMigrated is a fresh database with the schema, and its superuser URL.
func openMigrated(t *testing.T) (*Engine, string) {
	t.Helper()
	e, url := openFresh(t, Options{})
	if err := e.Migrate(testCtx(t)); err != nil {
		t.Fatalf("Migrate: %v", err)
	}
	return e, url
}

func openURL(t *testing.T, url string, opts Options) *Engine {
	t.Helper()
	e, err := Open(testCtx(t), url, opts)
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	t.Cleanup(func() { _ = e.Close() })
	return e
}

// sql runs statements on a separate session (usually as the superuser).
func sql(t *testing.T, url string, stmts ...string) {
	t.Helper()
	ctx := testCtx(t)
	c, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close(ctx)
	for _, s := range stmts {
		if _, err := c.Exec(ctx, s); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
	}
}

func ident(s string) string { return pgx.Identifier{s}.Sanitize() }

var farFuture = time.Date(2200, 1, 1, 0, 0, 0, 0, time.UTC)
