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

// awaitNoSessions waits (up to 10 s) until role has no session left: a
// closed connection's backend exits a moment after the close.
func awaitNoSessions(t *testing.T, url, role string) {
	t.Helper()
	ctx := testCtx(t)
	c, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close(ctx)
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(10 * time.Millisecond) {
		var n int
		if err := c.QueryRow(ctx, "SELECT count(*) FROM pg_stat_activity WHERE usename = $1", role).Scan(&n); err != nil {
			t.Fatal(err)
		}
		if n == 0 {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("role %s still has %d session(s) after 10 s", role, n)
		}
	}
}
