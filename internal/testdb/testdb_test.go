package testdb

import (
	"context"
	"runtime"
	"testing"

	"github.com/jackc/pgx/v5"
)

func TestNewGivesAnEmptyWritableDatabase(t *testing.T) {
	u := New(t)
	ctx := context.Background()
	c, err := pgx.Connect(ctx, u)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close(ctx)
	var n int
	if err := c.QueryRow(ctx, "SELECT count(*) FROM pg_tables WHERE schemaname = 'public'").Scan(&n); err != nil {
		t.Fatal(err)
	}
	if n != 0 {
		t.Fatalf("fresh database has %d tables, want 0", n)
	}
	if _, err := c.Exec(ctx, "CREATE TABLE t (x int)"); err != nil {
		t.Fatal(err)
	}
}

func TestNewRoleLogsInAsThatRole(t *testing.T) {
	u := New(t)
	ru, role := NewRole(t, u, "NOSUPERUSER NOBYPASSRLS")
	ctx := context.Background()
	c, err := pgx.Connect(ctx, ru)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close(ctx)
	var got string
	if err := c.QueryRow(ctx, "SELECT current_user").Scan(&got); err != nil {
		t.Fatal(err)
	}
	if got != role {
		t.Fatalf("current_user = %q, want %q", got, role)
	}
}

// A missing variable must fail, not skip: run the check in a sub-test-like
// recorder and look at its outcome.
func TestMissingVariableFails(t *testing.T) {
	defer func(old func(string) (string, bool)) { lookupEnv = old }(lookupEnv)
	lookupEnv = func(string) (string, bool) { return "", false }
	r := &recorder{TB: t}
	done := make(chan struct{})
	go func() {
		defer close(done)
		ServerURL(r)
	}()
	<-done
	if !r.failed {
		t.Fatal("ServerURL did not fail without " + EnvVar)
	}
	if r.skipped {
		t.Fatal("ServerURL skipped; it must fail")
	}
}

type recorder struct {
	testing.TB
	failed, skipped bool
}

func (r *recorder) Helper() {}
func (r *recorder) Fatalf(string, ...any) {
	r.failed = true
	runtime.Goexit()
}
func (r *recorder) Skip(...any) { r.skipped = true; runtime.Goexit() }
