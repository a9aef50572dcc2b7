package postgres

import (
	"context"
	"net/url"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/modusbrain/evalkit/internal/testdb"
	"github.com/modusbrain/evalkit/store"
)

// latin1Database makes a LATIN1 database for this test and returns its URL.
func latin1Database(t *testing.T) string {
	t.Helper()
	server := testdb.ServerURL(t)
	ctx := testCtx(t)
	c, err := pgx.Connect(ctx, server)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close(ctx)
	name := "evalkit_test_latin1_" + time.Now().Format("150405.000000")
	if _, err := c.Exec(ctx, "CREATE DATABASE "+ident(name)+" ENCODING 'LATIN1' LC_COLLATE 'C' LC_CTYPE 'C' TEMPLATE template0"); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		c, err := pgx.Connect(ctx, server)
		if err != nil {
			t.Error(err)
			return
		}
		defer c.Close(ctx)
		if _, err := c.Exec(ctx, "DROP DATABASE IF EXISTS "+ident(name)+" WITH (FORCE)"); err != nil {
			t.Error(err)
		}
	})
	u, err := url.Parse(server)
	if err != nil {
		t.Fatal(err)
	}
	u.Path = "/" + name
	return u.String()
}

func queries(t *testing.T, e *Engine) []string {
	t.Helper()
	var got []string
	for _, c := range streamAll(t, e) {
		got = append(got, c.Query)
	}
	return got
}

// In a LATIN1 brain, evalkit's sessions still speak UTF-8: what capture
// writes is stored as the characters it is (not its UTF-8 bytes read as
// LATIN1), and what modusbrain wrote is exported as it is (not U+FFFD).
func TestLatin1BrainKeepsText(t *testing.T) {
	db := latin1Database(t)
	e := openURL(t, db, Options{})
	ctx := testCtx(t)
	if err := e.Migrate(ctx); err != nil {
		t.Fatalf("Migrate: %v", err)
	}
	row := []store.Candidate{{ToolName: "query", Query: "evalkit captured café", RetrievedSlugs: []string{"née"},
		RetrievedChunkIDs: []int64{}, SourceIDs: []string{}}}
	if err := e.InsertCandidates(ctx, row); err != nil {
		t.Fatalf("InsertCandidates: %v", err)
	}
	// modusbrain's own row, written with its drivers' client_encoding UTF8;
	// U&'' spells the text independently of any client encoding.
	sql(t, db, `INSERT INTO eval_candidates (tool_name, query, vector_enabled, expansion_applied, latency_ms, remote)
		VALUES ('query', U&'modusbrain wrote caf\00E9', false, false, 1, false)`)
	var stored bool
	c, err := pgx.Connect(ctx, db)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close(ctx)
	if err := c.QueryRow(ctx, `SELECT query = U&'evalkit captured caf\00E9' AND retrieved_slugs = ARRAY[U&'n\00E9e']
		FROM eval_candidates WHERE query LIKE 'evalkit%'`).Scan(&stored); err != nil || !stored {
		t.Errorf("capture's text is not stored as its characters (%v)", err)
	}
	got := queries(t, e)
	if len(got) != 2 || got[0] != "modusbrain wrote café" || got[1] != "evalkit captured café" {
		t.Errorf("export reads %q", got)
	}
}

// A role whose default client_encoding cannot hold a brain's text must not
// make evalkit's export fail (22P05): evalkit's sessions ask for UTF-8.
func TestRoleClientEncodingDoesNotBreakExport(t *testing.T) {
	_, db := openMigrated(t)
	sql(t, db, `INSERT INTO eval_candidates (tool_name, query, vector_enabled, expansion_applied, latency_ms, remote)
		VALUES ('query', '日本語のクエリ', false, false, 1, false)`)
	roleURL, role := testdb.NewRole(t, db, "BYPASSRLS")
	sql(t, db, "ALTER ROLE "+ident(role)+" SET client_encoding = 'WIN1252'",
		"GRANT SELECT ON eval_candidates, eval_capture_failures, eval_schema_migrations TO "+ident(role))
	e := openURL(t, roleURL, Options{ReadOnly: true})
	if got := queries(t, e); len(got) != 1 || got[0] != "日本語のクエリ" {
		t.Errorf("export as a role with client_encoding WIN1252 reads %q", got)
	}
}
