package prune

import (
	"context"
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

// db is one engine under test plus a way to run SQL beside it.
type db struct {
	name string
	eng  store.Engine
	// exec runs a statement with ? placeholders rewritten for the engine;
	// count reads one integer.
	exec  func(t testing.TB, q string, args ...any)
	count func(t testing.TB, q string, args ...any) int64
	// at renders a time as the engine stores it; stamp and step the same
	// for arithmetic in SQL.
	at      func(time.Time) any
	stamp   func(time.Time) any
	step    func(time.Duration) any
	restamp string // args: t0, first id, step
	// ids lists the candidates' ids, ascending.
	ids func(t testing.TB) []int64
}

func ctxT(t testing.TB) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	t.Cleanup(cancel)
	return ctx
}

func forEachEngine(t *testing.T, fn func(t *testing.T, d *db)) {
	t.Run("sqlite", func(t *testing.T) { fn(t, sqliteDB(t)) })
	t.Run("postgres", func(t *testing.T) { fn(t, pgDB(t, testdb.New(t))) })
}

func sqliteDB(t testing.TB) *db {
	ctx := ctxT(t)
	path := filepath.Join(t.TempDir(), "eval.db")
	e, err := sqlite.Open(ctx, path, sqlite.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.Close() })
	if err := e.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	return &db{
		name: "sqlite", eng: e,
		exec: func(t testing.TB, q string, args ...any) {
			t.Helper()
			if err := sqliteExec(ctx, e, q, args...); err != nil {
				t.Fatalf("%s: %v", q, err)
			}
		},
		count: func(t testing.TB, q string, args ...any) int64 {
			t.Helper()
			n, err := sqliteCount(ctx, e, q, args...)
			if err != nil {
				t.Fatalf("%s: %v", q, err)
			}
			return n
		},
		at:      func(tm time.Time) any { return tm.UnixMicro() },
		stamp:   func(tm time.Time) any { return tm.UnixMicro() },
		step:    func(d time.Duration) any { return d.Microseconds() },
		restamp: "UPDATE eval_candidates SET created_at = ?1 + (id - ?2) * ?3 WHERE id >= ?2",
		ids: func(t testing.TB) []int64 {
			t.Helper()
			ids, err := sqliteIDs(ctx, e)
			if err != nil {
				t.Fatal(err)
			}
			return ids
		},
	}
}

func pgDB(t testing.TB, url string) *db {
	ctx := ctxT(t)
	e, err := postgres.Open(ctx, url, postgres.Options{MaxConns: 8})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.Close() })
	if err := e.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	raw, err := pgxpool.New(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(raw.Close)
	return &db{
		name: "postgres", eng: e,
		exec: func(t testing.TB, q string, args ...any) {
			t.Helper()
			if _, err := raw.Exec(ctx, q, args...); err != nil {
				t.Fatalf("%s: %v", q, err)
			}
		},
		count: func(t testing.TB, q string, args ...any) int64 {
			t.Helper()
			var n int64
			if err := raw.QueryRow(ctx, dollars(q), args...).Scan(&n); err != nil {
				t.Fatalf("%s: %v", q, err)
			}
			return n
		},
		at:      func(tm time.Time) any { return tm },
		stamp:   func(tm time.Time) any { return tm },
		step:    func(d time.Duration) any { return d },
		restamp: "UPDATE eval_candidates SET created_at = $1::timestamptz + (id - $2::bigint) * $3::interval WHERE id >= $2",
		ids: func(t testing.TB) []int64 {
			t.Helper()
			rows, err := raw.Query(ctx, "SELECT id FROM eval_candidates ORDER BY id")
			if err != nil {
				t.Fatal(err)
			}
			ids, err := pgx.CollectRows(rows, pgx.RowTo[int64])
			if err != nil {
				t.Fatal(err)
			}
			return ids
		},
	}
}

// dollars rewrites ? placeholders as $1, $2, ...
func dollars(q string) string {
	out := make([]byte, 0, len(q)+8)
	n := 0
	for i := 0; i < len(q); i++ {
		if q[i] == '?' {
			n++
			out = append(out, '$')
			out = append(out, []byte(itoa(n))...)
			continue
		}
		out = append(out, q[i])
	}
	return string(out)
}

func itoa(i int) string {
	if i < 10 {
		return string(rune('0' + i))
	}
	return itoa(i/10) + string(rune('0'+i%10))
}

// seed inserts n candidates and n/2 failures, row i stamped at
// t0 + i*step on both tables.
func seed(t testing.TB, d *db, n int, t0 time.Time, step time.Duration) []store.Candidate {
	t.Helper()
	ctx := ctxT(t)
	rows := make([]store.Candidate, n)
	for i := range rows {
		rows[i] = store.Candidate{ToolName: store.ToolQuery, Query: "q" + itoa(i), LatencyMS: 1, VectorEnabled: true}
	}
	if err := d.eng.InsertCandidates(ctx, rows); err != nil {
		t.Fatal(err)
	}
	fails := make([]store.Failure, n/2)
	for i := range fails {
		fails[i] = store.Failure{Reason: store.ReasonDBDown, CreatedAt: t0.Add(time.Duration(2*i) * step)}
	}
	if err := d.eng.InsertFailures(ctx, fails); err != nil {
		t.Fatal(err)
	}
	// One statement stamps them all: row i at t0 + i*step (ids are
	// consecutive in a fresh table).
	first := rows[0].ID
	d.exec(t, d.restamp, d.stamp(t0), first, d.step(step))
	for i := range rows {
		rows[i].CreatedAt = t0.Add(time.Duration(i) * step)
	}
	return rows
}
