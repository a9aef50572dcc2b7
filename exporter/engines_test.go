package exporter

import (
	"context"
	"database/sql"
	"path/filepath"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/modusbrain/evalkit/internal/testdb"
	"github.com/modusbrain/evalkit/store"
	"github.com/modusbrain/evalkit/store/postgres"
	"github.com/modusbrain/evalkit/store/sqlite"
)

// harness is one engine over a fresh database: a migrated writer, the
// read-only reader eval-export opens, and raw access for what the Engine
// API rightly cannot do (back-dating rows, holding a write open).
type harness struct {
	url    string // PostgreSQL only
	writer store.Engine
	reader store.Engine
	// setCreatedAt overwrites the stamp of row id.
	setCreatedAt func(t testing.TB, id int64, at time.Time)
	// slowInsert inserts one row the way every writer must (stamp under
	// the shared window lock) and keeps its transaction open for hold
	// after stamping: the case the watermark exists for.
	slowInsert func(ctx context.Context, query string, hold time.Duration) (int64, error)
}

// forEachEngine runs fn against PostgreSQL, SQLite, and a brain made by
// modusbrain (PostgreSQL with modusbrain's own tables, adopted by the
// writer), where slowInsert writes as modusbrain does.
func forEachEngine(t *testing.T, fn func(t *testing.T, h *harness)) {
	t.Run("postgres", func(t *testing.T) { fn(t, pgHarness(t)) })
	t.Run("sqlite", func(t *testing.T) { fn(t, sqliteHarness(t)) })
	t.Run("brain", func(t *testing.T) { fn(t, brainHarness(t)) })
}

// brainHarness is pgHarness over a modusbrain brain (every later column):
// its slow writer is modusbrain's own INSERT — autocommit stamps of now(),
// here held open after stamping, and no window lock.
func brainHarness(t testing.TB) *harness {
	h := pgHarnessOver(t, func(url string) {
		if err := testdb.NewBrain(context.Background(), url, testdb.BrainLatest, 0, 0); err != nil {
			t.Fatal(err)
		}
	})
	raw, err := pgxpool.New(context.Background(), h.url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(raw.Close)
	h.slowInsert = func(ctx context.Context, query string, hold time.Duration) (id int64, err error) {
		err = pgx.BeginFunc(ctx, raw, func(tx pgx.Tx) error {
			err := tx.QueryRow(ctx, testdb.ModusbrainInsertCandidateEmbedding+" RETURNING id", "query", query, []string{}, []int32{},
				[]string{}, nil, nil, nil, true, false, int32(1), false, nil, nil, "embedding").Scan(&id)
			if err != nil {
				return err
			}
			time.Sleep(hold)
			return nil
		})
		return id, err
	}
	return h
}

func pgHarness(t testing.TB) *harness { return pgHarnessOver(t, func(string) {}) }

// pgHarnessOver prepares a fresh database with before, then opens the
// writer (which migrates) and the reader.
func pgHarnessOver(t testing.TB, before func(url string)) *harness {
	ctx := context.Background()
	url := testdb.New(t)
	before(url)
	w, err := postgres.Open(ctx, url, postgres.Options{MaxConns: 8})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { w.Close() })
	if err := w.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	r, err := postgres.Open(ctx, url, postgres.Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { r.Close() })
	raw, err := pgxpool.New(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(raw.Close)
	return &harness{
		url: url, writer: w, reader: r,
		setCreatedAt: func(t testing.TB, id int64, at time.Time) {
			t.Helper()
			if _, err := raw.Exec(ctx, "UPDATE eval_candidates SET created_at = $1 WHERE id = $2", at, id); err != nil {
				t.Fatal(err)
			}
		},
		slowInsert: func(ctx context.Context, query string, hold time.Duration) (id int64, err error) {
			err = pgx.BeginFunc(ctx, raw, func(tx pgx.Tx) error {
				if _, err := tx.Exec(ctx, "SELECT pg_advisory_xact_lock_shared($1)", postgres.WindowLockKey); err != nil {
					return err
				}
				err := tx.QueryRow(ctx, `INSERT INTO eval_candidates (tool_name, query, vector_enabled, expansion_applied,
					latency_ms, remote, created_at) VALUES ('query', $1, true, false, 1, false, clock_timestamp()) RETURNING id`,
					query).Scan(&id)
				if err != nil {
					return err
				}
				time.Sleep(hold)
				return nil
			})
			return id, err
		},
	}
}

func sqliteHarness(t *testing.T) *harness {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "eval.db")
	w, err := sqlite.Open(ctx, path, sqlite.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { w.Close() })
	if err := w.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	r, err := sqlite.Open(ctx, path, sqlite.Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { r.Close() })
	// Another process's connection: its own write lock (BEGIN IMMEDIATE),
	// stamping as the engine documents (above every committed stamp).
	raw, err := sql.Open("sqlite", "file:"+path+"?_pragma=busy_timeout(10000)&_txlock=immediate")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { raw.Close() })
	return &harness{
		writer: w, reader: r,
		setCreatedAt: func(t testing.TB, id int64, at time.Time) {
			t.Helper()
			if _, err := raw.ExecContext(ctx, "UPDATE eval_candidates SET created_at = ? WHERE id = ?", at.UnixMicro(), id); err != nil {
				t.Fatal(err)
			}
		},
		slowInsert: func(ctx context.Context, query string, hold time.Duration) (int64, error) {
			tx, err := raw.BeginTx(ctx, nil)
			if err != nil {
				return 0, err
			}
			defer tx.Rollback()
			res, err := tx.ExecContext(ctx, `INSERT INTO eval_candidates (tool_name, query, vector_enabled,
				expansion_applied, latency_ms, remote, created_at)
				SELECT 'query', ?, 1, 0, 1, 0, max(CAST(unixepoch('subsec') * 1000000 AS INTEGER),
					coalesce(max(created_at), -1) + 1) FROM eval_candidates`, query)
			if err != nil {
				return 0, err
			}
			id, err := res.LastInsertId()
			if err != nil {
				return 0, err
			}
			time.Sleep(hold)
			return id, tx.Commit()
		},
	}
}
