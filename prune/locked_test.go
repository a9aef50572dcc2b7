package prune

import (
	"context"
	"errors"
	"path/filepath"
	"testing"
	"time"

	"github.com/modusbrain/evalkit/store"
	"github.com/modusbrain/evalkit/store/sqlite"
)

// holdWriteLock takes SQLite's write lock on path through a connection of
// its own, as another process would, and holds it until the test ends.
func holdWriteLock(t *testing.T, path string) {
	t.Helper()
	ctx := ctxT(t)
	c, err := sqliteConnPath(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	conn, err := c.Conn(ctx)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close() })
	if _, err := conn.ExecContext(ctx, "BEGIN EXCLUSIVE"); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.ExecContext(context.Background(), "ROLLBACK") })
}

// A cancel while a batch waits for another process's write lock ends the
// run at once, with nothing deleted: nothing is in flight yet. The engine's
// patience is set far beyond the test's bound, so only the cancel can end
// the wait in time.
func TestCancelEndsTheWaitForALockedFile(t *testing.T) {
	ctx := ctxT(t)
	e := lockedEngine(t, ctx, time.Minute)

	runCtx, cancel := context.WithCancel(ctx)
	defer cancel()
	time.AfterFunc(200*time.Millisecond, cancel)
	start := time.Now()
	res, err := Run(runCtx, e, Options{Before: time.Now().Add(time.Hour)})
	took := time.Since(start)
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("err %v, want context.Canceled", err)
	}
	if res.Deleted() != 0 {
		t.Fatalf("deleted %d while the file was locked", res.Deleted())
	}
	if took > 10*time.Second {
		t.Fatalf("Run returned %v after the cancel: it waited for the lock instead", took.Round(time.Millisecond))
	}
}

// Once the other process's lock outlasts the engine's patience, the batch
// fails with store.ErrLocked, which callers can tell from a database that
// is down.
func TestLockedFileIsErrLocked(t *testing.T) {
	ctx := ctxT(t)
	e := lockedEngine(t, ctx, 100*time.Millisecond)
	res, err := Run(ctx, e, Options{Before: time.Now().Add(time.Hour)})
	if !errors.Is(err, store.ErrLocked) {
		t.Fatalf("err %v, want store.ErrLocked", err)
	}
	if res.Deleted() != 0 {
		t.Fatalf("deleted %d while the file was locked", res.Deleted())
	}
}

// lockedEngine opens a SQLite engine with the given patience for a lock,
// writes a row for Run to delete, and has another connection hold the
// file's write lock until the test ends.
func lockedEngine(t *testing.T, ctx context.Context, busy time.Duration) *sqlite.Engine {
	t.Helper()
	path := filepath.Join(t.TempDir(), "eval.db")
	e, err := sqlite.Open(ctx, path, sqlite.Options{BusyTimeout: busy})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.Close() })
	if err := e.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	if err := e.InsertCandidates(ctx, []store.Candidate{{ToolName: store.ToolQuery, Query: "q"}}); err != nil {
		t.Fatal(err)
	}
	holdWriteLock(t, path)
	return e
}
