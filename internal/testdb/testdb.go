// Package testdb gives tests their own PostgreSQL database.
//
// The server comes from one documented variable, MODUSBRAIN_TEST_DATABASE_URL
// (scripts/test sets it, starting a private cluster when needed). A missing
// variable or a server that does not answer fails the test: database
// behaviour is never skipped.
package testdb

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
)

// EnvVar names the variable that points tests at a PostgreSQL server. Its role
// must be able to CREATE DATABASE and CREATE ROLE.
const EnvVar = "MODUSBRAIN_TEST_DATABASE_URL"

// ServerURL returns the configured server URL or fails the test.
func ServerURL(t testing.TB) string {
	t.Helper()
	u, ok := lookupEnv(EnvVar)
	if !ok || u == "" {
		t.Fatalf("%s is not set: run the tests with scripts/test, which finds or starts PostgreSQL, "+
			"or export it (e.g. postgres://postgres@/postgres?host=/var/run/postgresql)", EnvVar)
	}
	return u
}

// New creates a fresh, empty database for this test, drops it when the test
// ends, and returns its URL (same role as the server URL).
func New(t testing.TB) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	u, drop, err := Create(ctx, ServerURL(t))
	if err != nil {
		t.Fatalf("testdb: %v\nhint: run the tests with scripts/test", err)
	}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		if err := drop(ctx); err != nil {
			t.Errorf("testdb: %v", err)
		}
	})
	return u
}

// Create makes a fresh database on the server at serverURL and returns its URL
// and a function that drops it. For harnesses without a testing.TB
// (testscript setups); tests use New.
func Create(ctx context.Context, serverURL string) (dbURL string, drop func(context.Context) error, err error) {
	name := "evalkit_test_" + randomSuffix()
	c, err := pgx.Connect(ctx, serverURL)
	if err != nil {
		return "", nil, fmt.Errorf("PostgreSQL at %s does not answer: %w", EnvVar, err)
	}
	defer c.Close(ctx)
	if _, err := c.Exec(ctx, "CREATE DATABASE "+pgx.Identifier{name}.Sanitize()); err != nil {
		return "", nil, fmt.Errorf("creating test database: %w", err)
	}
	u, err := url.Parse(serverURL)
	if err != nil {
		return "", nil, fmt.Errorf("%s is not a URL: %w", EnvVar, err)
	}
	u.Path = "/" + name
	drop = func(ctx context.Context) error {
		c, err := pgx.Connect(ctx, serverURL)
		if err != nil {
			return fmt.Errorf("dropping %s: %w", name, err)
		}
		defer c.Close(ctx)
		if _, err := c.Exec(ctx, "DROP DATABASE IF EXISTS "+pgx.Identifier{name}.Sanitize()+" WITH (FORCE)"); err != nil {
			return fmt.Errorf("dropping %s: %w", name, err)
		}
		return nil
	}
	return u.String(), drop, nil
}

// NewRole creates a LOGIN role with the given extra attributes (for example
// "NOBYPASSRLS NOSUPERUSER"), drops it when the test ends, and returns dbURL
// rewritten to log in as that role. Grants are the caller's business.
func NewRole(t testing.TB, dbURL, attrs string) (roleURL, role string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	roleURL, role, drop, err := CreateRole(ctx, dbURL, attrs)
	if err != nil {
		t.Fatalf("testdb: %v\nhint: run the tests with scripts/test", err)
	}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		if err := drop(ctx); err != nil {
			t.Errorf("testdb: %v", err)
		}
	})
	return roleURL, role
}

// CreateRole is NewRole for harnesses without a testing.TB (testscript
// commands): it returns the role's URL, its name and a function that drops
// it, first handing back to the server's role whatever the role owns in the
// database at dbURL (GiveDatabase included).
func CreateRole(ctx context.Context, dbURL, attrs string) (roleURL, role string, drop func(context.Context) error, err error) {
	role = "evalkit_role_" + randomSuffix()
	password := randomSuffix()
	u, err := url.Parse(dbURL)
	if err != nil {
		return "", "", nil, fmt.Errorf("parsing database URL: %w", err)
	}
	c, err := pgx.Connect(ctx, dbURL)
	if err != nil {
		return "", "", nil, fmt.Errorf("PostgreSQL at %s does not answer: %w", EnvVar, err)
	}
	defer c.Close(ctx)
	if _, err := c.Exec(ctx, fmt.Sprintf("CREATE ROLE %s LOGIN PASSWORD '%s' %s", pgx.Identifier{role}.Sanitize(), password, attrs)); err != nil {
		return "", "", nil, fmt.Errorf("creating role: %w", err)
	}
	drop = func(ctx context.Context) error {
		c, err := pgx.Connect(ctx, dbURL)
		if err != nil {
			return fmt.Errorf("dropping role %s: %w", role, err)
		}
		defer c.Close(ctx)
		// The role may own the test database (GiveDatabase), objects in it,
		// or hold grants there: hand back what it owns, then drop the rest.
		_, _ = c.Exec(ctx, "REASSIGN OWNED BY "+pgx.Identifier{role}.Sanitize()+" TO CURRENT_USER")
		_, _ = c.Exec(ctx, "DROP OWNED BY "+pgx.Identifier{role}.Sanitize())
		if _, err := c.Exec(ctx, "DROP ROLE IF EXISTS "+pgx.Identifier{role}.Sanitize()); err != nil {
			return fmt.Errorf("dropping role %s: %w", role, err)
		}
		return nil
	}
	u.User = url.UserPassword(role, password)
	return u.String(), role, drop, nil
}

// GiveDatabase makes role (one of NewRole's) the owner of the database at
// dbURL, as a brain belongs to the role modusbrain runs as. NewRole's
// cleanup hands it back before dropping the role.
func GiveDatabase(t testing.TB, dbURL, role string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if err := GiveDatabaseTo(ctx, dbURL, role); err != nil {
		t.Fatalf("testdb: %v", err)
	}
}

// GiveDatabaseTo is GiveDatabase for harnesses without a testing.TB.
func GiveDatabaseTo(ctx context.Context, dbURL, role string) error {
	c, err := pgx.Connect(ctx, dbURL)
	if err != nil {
		return fmt.Errorf("PostgreSQL at %s does not answer: %w", EnvVar, err)
	}
	defer c.Close(ctx)
	_, err = c.Exec(ctx, fmt.Sprintf("DO $$ BEGIN EXECUTE format('ALTER DATABASE %%I OWNER TO %%I', current_database(), %s); END $$",
		quoteLiteral(role)))
	if err != nil {
		return fmt.Errorf("giving the database to %s: %w", role, err)
	}
	return nil
}

func quoteLiteral(s string) string {
	return "'" + strings.ReplaceAll(s, "'", "''") + "'"
}

func randomSuffix() string {
	b := make([]byte, 6)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}
