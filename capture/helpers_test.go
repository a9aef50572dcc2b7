package capture_test

import (
	"context"
	"database/sql"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/modusbrain/evalkit/capture"
	"github.com/modusbrain/evalkit/internal/testdb"
	"github.com/modusbrain/evalkit/store"
	"github.com/modusbrain/evalkit/store/postgres"
	"github.com/modusbrain/evalkit/store/sqlite"
)

// engineKind opens a fresh, real database of one engine for a test.
type engineKind struct {
	name string
	// open returns a migrated engine and a way to open more engines on
	// the same database (for a second view or another role).
	open func(t *testing.T) (store.Engine, string)
	// reopen opens another engine on the same database (URL or path).
	reopen func(t *testing.T, where string) store.Engine
}

var engineKinds = []engineKind{
	{
		name: "postgres",
		open: func(t *testing.T) (store.Engine, string) {
			u := testdb.New(t)
			return openPG(t, u), u
		},
		reopen: func(t *testing.T, u string) store.Engine { return openPG(t, u) },
	},
	{
		name: "sqlite",
		open: func(t *testing.T) (store.Engine, string) {
			p := filepath.Join(t.TempDir(), "eval.db")
			return openSQLite(t, p, sqlite.Options{}), p
		},
		reopen: func(t *testing.T, p string) store.Engine { return openSQLite(t, p, sqlite.Options{}) },
	},
}

// forEachEngine runs fn as a subtest against each real engine, migrated.
func forEachEngine(t *testing.T, fn func(t *testing.T, k engineKind, eng store.Engine, where string)) {
	for _, k := range engineKinds {
		t.Run(k.name, func(t *testing.T) {
			eng, where := k.open(t)
			if err := eng.Migrate(ctxT(t)); err != nil {
				t.Fatalf("migrate: %v", err)
			}
			fn(t, k, eng, where)
		})
	}
}

func openPG(t testing.TB, u string) *postgres.Engine {
	t.Helper()
	e, err := postgres.Open(context.Background(), u, postgres.Options{ConnectTimeout: 2 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.Close() })
	return e
}

func openSQLite(t testing.TB, p string, o sqlite.Options) *sqlite.Engine {
	t.Helper()
	e, err := sqlite.Open(context.Background(), p, o)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.Close() })
	return e
}

func ctxT(t testing.TB) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	t.Cleanup(cancel)
	return ctx
}

func ptr[T any](v T) *T { return &v }

// event is a valid event numbered i, with results that exercise the
// dedup rules.
func event(i int) capture.Event {
	tool := store.ToolQuery
	if i%3 == 0 {
		tool = store.ToolSearch
	}
	return capture.Event{
		ToolName: tool,
		Query:    "how do I rotate the signing keys, take " + itoa(i),
		Results: []capture.Result{
			{Slug: "ops/keys", ChunkID: int64(i), SourceID: "wiki"},
			{Slug: "ops/keys", ChunkID: int64(i + 1), SourceID: "wiki"},
			{Slug: "sec/rotation", ChunkID: int64(i), SourceID: "handbook"},
		},
		Meta:          capture.Meta{VectorEnabled: i%2 == 0, ExpansionApplied: i%5 == 0, DetailResolved: ptr(store.DetailMedium)},
		LatencyMS:     int64(i % 900),
		Remote:        i%2 == 1,
		ExpandEnabled: ptr(true),
		Detail:        ptr(store.DetailLow),
	}
}

func itoa(i int) string {
	if i == 0 {
		return "0"
	}
	var b [20]byte
	n := len(b)
	for ; i > 0; i /= 10 {
		n--
		b[n] = byte('0' + i%10)
	}
	return string(b[n:])
}

// newCapturer starts a Capturer on eng with test-friendly timing and closes
// it at cleanup if the test did not.
func newCapturer(t testing.TB, eng store.Engine, o capture.Options) *capture.Capturer {
	t.Helper()
	o.Enabled = true
	o.Engine = eng
	if o.FlushInterval == 0 {
		o.FlushInterval = 20 * time.Millisecond
	}
	if o.OnError == nil {
		o.OnError = func(err error) { t.Logf("OnError: %v", err) }
	}
	c, err := capture.New(o)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close(context.Background()) })
	return c
}

// rows reads back every candidate, newest first.
func rows(t testing.TB, eng store.Engine) []store.Candidate {
	t.Helper()
	ctx := ctxT(t)
	w, err := eng.Watermark(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var out []store.Candidate
	err = eng.StreamCandidates(ctx, store.StreamQuery{Until: w}, func(c *store.Candidate) error {
		cc := *c
		cc.RetrievedSlugs = append([]string(nil), c.RetrievedSlugs...)
		cc.RetrievedChunkIDs = append([]int64(nil), c.RetrievedChunkIDs...)
		cc.SourceIDs = append([]string(nil), c.SourceIDs...)
		out = append(out, cc)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// failureCounts reads eval_capture_failures by reason.
func failureCounts(t testing.TB, eng store.Engine) map[store.Reason]int64 {
	t.Helper()
	fc, err := eng.FailureCounts(ctxT(t), time.Time{})
	if err != nil {
		t.Fatal(err)
	}
	m := map[store.Reason]int64{}
	for _, f := range fc {
		m[f.Reason] = f.Count
	}
	return m
}

func candidateCount(t testing.TB, eng store.Engine) int64 {
	t.Helper()
	a, err := eng.CandidateActivity(ctxT(t), time.Time{})
	if err != nil {
		t.Fatal(err)
	}
	return a.Rows
}

// lockMigrated migrates a new SQLite file at path, then holds it as another
// process would to shut everyone out, even readers (an exclusive lock on
// a connection of its own); release lets go.
func lockMigrated(t *testing.T, path string) (release func()) {
	t.Helper()
	first := openSQLite(t, path, sqlite.Options{})
	if err := first.Migrate(ctxT(t)); err != nil {
		t.Fatal(err)
	}
	first.Close()
	lock, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	conn, err := lock.Conn(ctxT(t))
	if err != nil {
		lock.Close()
		t.Fatal(err)
	}
	for _, q := range []string{"PRAGMA locking_mode=EXCLUSIVE", "BEGIN EXCLUSIVE", "SELECT count(*) FROM eval_candidates"} {
		if _, err := conn.ExecContext(ctxT(t), q); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
	var once sync.Once
	release = func() {
		once.Do(func() {
			conn.ExecContext(context.Background(), "ROLLBACK")
			conn.Close()
			lock.Close()
		})
	}
	t.Cleanup(release)
	return release
}

// contributorLookup is a contributor's environment for capture.Open:
// capture on, the modusbrain home in home.
func contributorLookup(home string) func(string) (string, bool) {
	return func(k string) (string, bool) {
		switch k {
		case "MODUSBRAIN_HOME":
			return home, true
		case "MODUSBRAIN_CONTRIBUTOR_MODE":
			return "1", true
		}
		return "", false
	}
}
