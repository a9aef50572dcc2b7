package capture_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/modusbrain/evalkit/capture"
	"github.com/modusbrain/evalkit/internal/testdb"
	"github.com/modusbrain/evalkit/store"
	"github.com/modusbrain/evalkit/store/sqlite"
)

// gateEngine is a real SQLite engine whose inserts wait at a gate: a
// database slower than the producer, so the queue fills.
type gateEngine struct {
	store.Engine
	gate chan struct{}
}

func (g *gateEngine) InsertCandidates(ctx context.Context, rows []store.Candidate) error {
	select {
	case <-g.gate:
	case <-ctx.Done():
		return ctx.Err()
	}
	return g.Engine.InsertCandidates(ctx, rows)
}

// With capture off, the front door opens nothing: no connection to the
// configured PostgreSQL (a listener counts them), no SQLite file, not even
// the ~/.modusbrain directory.
func TestOpenCaptureOffOpensNothing(t *testing.T) {
	srv, err := testdb.ListenSilent()
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	pgURL := srv.URL("u:pw", "db")

	for name, env := range map[string]map[string]string{
		"postgres, default off":     {"MODUSBRAIN_DATABASE_URL": pgURL},
		"sqlite, default off":       {},
		"sqlite, config says false": {"MODUSBRAIN_CONTRIBUTOR_MODE": "1", "config": `{"eval": {"capture": false}}`},
		"postgres, broken config":   {"MODUSBRAIN_CONTRIBUTOR_MODE": "1", "MODUSBRAIN_DATABASE_URL": pgURL, "config": `{"eval": `},
	} {
		t.Run(name, func(t *testing.T) {
			root := t.TempDir()
			home := filepath.Join(root, "mbhome")
			if err := os.Mkdir(home, 0o700); err != nil {
				t.Fatal(err)
			}
			if cfg, ok := env["config"]; ok {
				if err := os.Mkdir(filepath.Join(home, ".modusbrain"), 0o700); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(filepath.Join(home, ".modusbrain", "config.json"), []byte(cfg), 0o600); err != nil {
					t.Fatal(err)
				}
			}
			lookup := func(k string) (string, bool) {
				if k == "MODUSBRAIN_HOME" {
					return home, true
				}
				if k == "config" {
					return "", false
				}
				v, ok := env[k]
				return v, ok
			}
			before := listTree(t, root)
			c, err := capture.Open(context.Background(), capture.OpenOptions{LookupEnv: lookup})
			if err != nil || c == nil || c.Enabled() {
				t.Fatalf("Open = %v, %v; want a Capturer that is off", c, err)
			}
			c.Capture(capture.Event{ToolName: "query", Query: "x"})
			if n := c.Close(context.Background()); n != 0 {
				t.Errorf("Close = %d", n)
			}
			time.Sleep(50 * time.Millisecond) // a stray dial would have landed by now
			if n := srv.Conns(); n != 0 {
				t.Errorf("%d connections to the database with capture off", n)
			}
			if after := listTree(t, root); after != before {
				t.Errorf("files changed with capture off:\nbefore %s\nafter  %s", before, after)
			}
		})
	}
}

func listTree(t *testing.T, root string) string {
	t.Helper()
	var out string
	err := filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, p)
		out += rel + " "
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// With capture on, Open opens the target and Close closes it after the
// drain: the row is in the SQLite file.
func TestOpenCaptureOnOwnsTheEngine(t *testing.T) {
	home := t.TempDir()
	c, err := capture.Open(context.Background(), capture.OpenOptions{LookupEnv: contributorLookup(home)})
	if err != nil || !c.Enabled() {
		t.Fatalf("Open = %v, %v", c, err)
	}
	c.Capture(capture.Event{ToolName: "search", Query: "hello"})
	if n := c.Close(context.Background()); n != 0 || c.Stats().Captured != 1 {
		t.Fatalf("Close = %d, stats %+v", n, c.Stats())
	}
	if _, err := os.Stat(filepath.Join(home, ".modusbrain", "eval.db")); err != nil {
		t.Fatal(err)
	}
}

// CaptureWait waits for room instead of dropping; a context that ends
// first leaves the event unaccepted and no failure row behind.
func TestCaptureWaitGivesUpWithoutAFailureRow(t *testing.T) {
	eng := &gateEngine{Engine: openSQLite(t, filepath.Join(t.TempDir(), "eval.db"), sqlite.Options{}), gate: make(chan struct{})}
	c, err := capture.New(capture.Options{Enabled: true, Engine: eng, QueueSize: 1, BatchSize: 1, Writers: 1,
		FlushInterval: time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	// One event in the writer's hands (stuck at the gate), one in the queue.
	for i := 0; i < 2; i++ {
		if err := c.CaptureWait(ctx, capture.Event{ToolName: "query", Query: "q"}); err != nil {
			t.Fatal(err)
		}
		time.Sleep(20 * time.Millisecond)
	}
	wctx, cancel := context.WithTimeout(ctx, 50*time.Millisecond)
	defer cancel()
	if err := c.CaptureWait(wctx, capture.Event{ToolName: "query", Query: "q"}); err == nil {
		t.Fatal("CaptureWait on a full queue returned nil after its context ended")
	}
	close(eng.gate)
	c.Close(ctx)
	st := c.Stats()
	if st.Accepted != 2 || st.Captured != 2 || len(st.Failed) != 0 || st.Dropped != 0 {
		t.Fatalf("stats %+v; want 2 accepted, 2 captured, nothing failed or dropped", st)
	}
	if err := c.CaptureWait(ctx, capture.Event{ToolName: "query", Query: "late"}); err != capture.ErrClosed {
		t.Fatalf("CaptureWait after Close = %v, want ErrClosed", err)
	}
}

// With the SQLite file locked by another process at start, Open still
// returns a Capturer (the events wait in the spool) and tells the caller
// through OnError, naming the lock and never leaving it to guess. (Open
// waits out SQLite's busy timeout first: about five seconds.)
func TestOpenLockedTellsOnError(t *testing.T) {
	home := t.TempDir()
	path := filepath.Join(home, ".modusbrain", "eval.db")
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		t.Fatal(err)
	}
	release := lockMigrated(t, path)
	lookup := contributorLookup(home)
	var heard []string
	var mu sync.Mutex
	c, err := capture.Open(ctxT(t), capture.OpenOptions{LookupEnv: lookup, OnError: func(err error) {
		mu.Lock()
		defer mu.Unlock()
		heard = append(heard, err.Error())
	}})
	if err != nil || !c.Enabled() {
		t.Fatalf("Open = %v, %v; want a Capturer that spools", c, err)
	}
	mu.Lock()
	got := strings.Join(heard, "\n")
	mu.Unlock()
	if !strings.Contains(got, "unavailable") || !strings.Contains(got, "locked") || !strings.Contains(got, "spool") {
		t.Errorf("OnError heard %q; want the database named unavailable, locked, and the spool", got)
	}
	release()
	if n := c.Close(ctxT(t)); n != 0 {
		t.Fatalf("Close: %d undelivered", n)
	}
}
