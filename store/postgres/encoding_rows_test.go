package postgres

import (
	"context"
	"errors"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/modusbrain/evalkit/internal/testdb"
	"github.com/modusbrain/evalkit/store"
)

// encodedDatabase makes a database of the given server encoding for this
// test, with modusbrain's tables (as its migration 31 makes them), and
// returns its URL.
func encodedDatabase(t *testing.T, encoding string) string {
	t.Helper()
	server := testdb.ServerURL(t)
	ctx := testCtx(t)
	c, err := pgx.Connect(ctx, server)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close(ctx)
	name := "evalkit_test_" + strings.ToLower(encoding) + "_" + time.Now().Format("150405.000000")
	if _, err := c.Exec(ctx, "CREATE DATABASE "+ident(name)+" ENCODING '"+encoding+"' LC_COLLATE 'C' LC_CTYPE 'C' TEMPLATE template0"); err != nil {
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
	sql(t, u.String(), `CREATE TABLE eval_candidates (
		id serial PRIMARY KEY,
		tool_name text NOT NULL CHECK (tool_name IN ('query','search')),
		query text NOT NULL CHECK (length(query) <= 51200),
		retrieved_slugs text[] NOT NULL DEFAULT '{}',
		retrieved_chunk_ids integer[] NOT NULL DEFAULT '{}',
		source_ids text[] NOT NULL DEFAULT '{}',
		expand_enabled boolean,
		detail text CHECK (detail IS NULL OR detail IN ('low','medium','high')),
		detail_resolved text CHECK (detail_resolved IS NULL OR detail_resolved IN ('low','medium','high')),
		vector_enabled boolean NOT NULL,
		expansion_applied boolean NOT NULL,
		latency_ms integer NOT NULL,
		remote boolean NOT NULL,
		job_id integer,
		subagent_id integer,
		created_at timestamptz NOT NULL DEFAULT now())`,
		`CREATE INDEX idx_eval_candidates_created_at ON eval_candidates (created_at DESC)`)
	return u.String()
}

// insertRaw adds a row whose query and arrays are SQL expressions (E”
// escapes put bytes in a text that its client could not send as UTF-8, as
// a LATIN1 or SQL_ASCII client does).
func insertRaw(t *testing.T, db, query, slugs, sources string) {
	t.Helper()
	sql(t, db, `INSERT INTO eval_candidates (tool_name, query, retrieved_slugs, source_ids, vector_enabled, expansion_applied, latency_ms, remote)
		VALUES ('query', `+query+`, `+slugs+`, `+sources+`, false, false, 1, false)`)
}

type streamed struct {
	rows []store.Candidate
	bad  []store.RowError
}

func streamBad(t *testing.T, e *Engine, limit int64) (streamed, error) {
	t.Helper()
	var s streamed
	err := e.StreamCandidates(testCtx(t), store.StreamQuery{Until: farFuture, Limit: limit,
		OnBadRow: func(r *store.RowError) { s.bad = append(s.bad, *r) }},
		func(c *store.Candidate) error {
			r := *c
			r.RetrievedSlugs = append([]string(nil), c.RetrievedSlugs...)
			r.SourceIDs = append([]string(nil), c.SourceIDs...)
			s.rows = append(s.rows, r)
			return nil
		})
	return s, err
}

// A SQL_ASCII brain stores what any client sends: a row a LATIN1 client
// wrote (caf\xe9) is not UTF-8, and the server refused to send it to
// evalkit's UTF-8 session, failing every export of its window (probe 10).
// It is read as stored, each byte that is not UTF-8 becoming U+FFFD, the
// row reported as adjusted; UTF-8 text stays as it is.
func TestSQLASCIIBrainRowNotUTF8IsExported(t *testing.T) {
	db := encodedDatabase(t, "SQL_ASCII")
	insertRaw(t, db, `E'older caf\xc3\xa9'`, `'{a}'`, `'{}'`)
	insertRaw(t, db, `E'caf\xe9'`, `ARRAY[E'n\xe9e', E'n\xe8e', 'ok']`, `ARRAY[E'w\xffiki']`)
	insertRaw(t, db, `'newer'`, `'{}'`, `'{}'`)
	sql(t, db, `CREATE TABLE config (key text PRIMARY KEY, value text NOT NULL)`,
		`INSERT INTO config VALUES (E'eval.capt\xfcre', 'true'), ('eval.scrub_pii', 'false')`)
	e := openURL(t, db, Options{ReadOnly: true})
	s, err := streamBad(t, e, 0)
	if err != nil {
		t.Fatalf("stream: %v", err)
	}
	if len(s.rows) != 3 || len(s.bad) != 0 {
		t.Fatalf("got %d rows, %d skipped (%v), want 3 and 0", len(s.rows), len(s.bad), s.bad)
	}
	r := s.rows[1]
	if r.Query != "caf\uFFFD" || strings.Join(r.RetrievedSlugs, ",") != "n\uFFFDe,n\uFFFDe,ok" || strings.Join(r.SourceIDs, ",") != "w\uFFFDiki" {
		t.Errorf("row not UTF-8 read as %q %q %q", r.Query, r.RetrievedSlugs, r.SourceIDs)
	}
	for _, col := range []string{"query: 1 byte", "retrieved_slugs: 2 bytes", "source_ids: 1 byte"} {
		if !strings.Contains(r.Cleaned, col) {
			t.Errorf("Cleaned = %q, want it to say %q", r.Cleaned, col)
		}
	}
	if s.rows[0].Query != "newer" || s.rows[2].Query != "older café" || s.rows[2].Cleaned != "" {
		t.Errorf("other rows read as %q, %q (cleaned %q)", s.rows[0].Query, s.rows[2].Query, s.rows[2].Cleaned)
	}
	cfg, err := e.DBPlaneEvalConfig(testCtx(t))
	if err != nil {
		t.Fatalf("DBPlaneEvalConfig: %v", err)
	}
	if len(cfg) != 2 || cfg[0].Key != "eval.capt\uFFFDre" || cfg[1].Key != "eval.scrub_pii" || cfg[1].Value != "false" {
		t.Errorf("DBPlaneEvalConfig = %+v", cfg)
	}
}

// In a WIN1252 brain a byte with no character (0x81, sent raw by a
// SQL_ASCII client) has no UTF-8 equivalent: the server fails the read at
// that row, run after run. The row is skipped, named by id and column, and
// the read goes on past it; --limit counts it as a row read.
func TestUntranslatableRowIsSkippedNamed(t *testing.T) {
	db := encodedDatabase(t, "WIN1252")
	insertRaw(t, db, `'one'`, `'{}'`, `'{}'`)
	insertRaw(t, db, `'two'`, `'{}'`, `ARRAY[E'n\x81e']`)
	insertRaw(t, db, `U&'three caf\00E9'`, `'{}'`, `'{}'`)
	insertRaw(t, db, `E'caf\x81'`, `'{}'`, `'{}'`)
	insertRaw(t, db, `'five'`, `'{}'`, `'{}'`)
	e := openURL(t, db, Options{ReadOnly: true})
	s, err := streamBad(t, e, 0)
	if err != nil {
		t.Fatalf("stream: %v", err)
	}
	var got []string
	for _, r := range s.rows {
		got = append(got, r.Query)
	}
	if strings.Join(got, ",") != "five,three café,one" {
		t.Errorf("exported %q, want five, three café, one", got)
	}
	if len(s.bad) != 2 || s.bad[0].ID != 4 || s.bad[0].Column != "query" || s.bad[1].ID != 2 || s.bad[1].Column != "source_ids" {
		t.Fatalf("skipped %+v, want row 4 (query) and row 2 (source_ids)", s.bad)
	}
	var ue *UntranslatableError
	if !errors.As(s.bad[0].Err, &ue) || ue.Encoding != "WIN1252" || ue.SQLState != "22P05" || ue.CreatedAt.IsZero() {
		t.Errorf("skipped row's error: %v", s.bad[0].Err)
	}
	if msg := s.bad[0].Error(); strings.Contains(msg, "0x81") || !strings.Contains(msg, "WIN1252") {
		t.Errorf("message %q", msg)
	}
	// --limit 2 reads 3 rows: five, the skipped 4, three.
	s, err = streamBad(t, e, 3)
	if err != nil || len(s.rows) != 2 || len(s.bad) != 1 {
		t.Errorf("Limit 3: %d rows, %d skipped, err %v; want 2, 1", len(s.rows), len(s.bad), err)
	}
	// Without OnBadRow the row ends the stream, named.
	err = e.StreamCandidates(testCtx(t), store.StreamQuery{Until: farFuture}, func(*store.Candidate) error { return nil })
	var re *store.RowError
	if !errors.As(err, &re) || re.ID != 4 {
		t.Errorf("without OnBadRow: %v, want row 4's *store.RowError", err)
	}
}
