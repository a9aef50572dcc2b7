package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"testing"
	"time"

	"github.com/modusbrain/evalkit/store"
)

// lockExclusively makes another connection hold path the way a sqlite3
// shell in `PRAGMA locking_mode=EXCLUSIVE; BEGIN EXCLUSIVE` does: no one
// else may even read. It holds the lock until the test ends.
func lockExclusively(t *testing.T, path string) {
	t.Helper()
	ctx := context.Background()
	db, err := sql.Open("sqlite", "file:"+path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	conn, err := db.Conn(ctx)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close() })
	for _, q := range []string{"PRAGMA locking_mode=EXCLUSIVE", "BEGIN EXCLUSIVE", "SELECT count(*) FROM sqlite_schema"} {
		if _, err := conn.ExecContext(ctx, q); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
	t.Cleanup(func() { conn.ExecContext(ctx, "ROLLBACK") })
}

// Open waits for another process's lock with the engine's patience, but a
// cancelled context ends the wait at once. The patience is set far beyond
// the test's bound, so only the cancel can end the wait in time.
func TestOpenOfALockedFileEndsWithItsContext(t *testing.T) {
	for _, readOnly := range []bool{false, true} {
		e, path := openTemp(t)
		if err := e.InsertCandidates(context.Background(), []store.Candidate{sample(1)}); err != nil {
			t.Fatal(err)
		}
		e.Close()
		lockExclusively(t, path)
		ctx, cancel := context.WithCancel(context.Background())
		time.AfterFunc(200*time.Millisecond, cancel)
		start := time.Now()
		_, err := Open(ctx, path, Options{ReadOnly: readOnly, BusyTimeout: time.Minute})
		took := time.Since(start)
		cancel()
		if !errors.Is(err, context.Canceled) {
			t.Errorf("read-only %v: err %v, want context.Canceled", readOnly, err)
		}
		if took > 10*time.Second {
			t.Errorf("read-only %v: Open returned %v after the cancel: it waited for the lock instead", readOnly, took.Round(time.Millisecond))
		}
	}
}

// Past its patience, Open of a locked file is store.ErrLocked.
func TestOpenOfALockedFileIsErrLocked(t *testing.T) {
	for _, readOnly := range []bool{false, true} {
		e, path := openTemp(t)
		e.Close()
		lockExclusively(t, path)
		_, err := Open(context.Background(), path, Options{ReadOnly: readOnly, BusyTimeout: 100 * time.Millisecond})
		if !errors.Is(err, store.ErrLocked) {
			t.Errorf("read-only %v: err %v, want store.ErrLocked", readOnly, err)
		}
	}
}

// A caller's cancel ends an insert's wait for the lock, but not a commit
// under way: the rows are then stored and the call says so, never an error
// over rows that were in fact committed (or a commit cut short).
func TestInsertCommitsDespiteACancelOnceItHoldsTheLock(t *testing.T) {
	e, path := openTemp(t)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	e.beforeCommit = cancel
	rows := []store.Candidate{sample(1)}
	if err := e.InsertCandidates(ctx, rows); err != nil {
		t.Fatalf("InsertCandidates, cancelled before its COMMIT: %v", err)
	}
	if rows[0].ID == 0 {
		t.Error("the committed row has no ID")
	}
	ctx, cancel = context.WithCancel(context.Background())
	defer cancel()
	e.beforeCommit = cancel
	if err := e.InsertFailures(ctx, []store.Failure{{Reason: store.ReasonDBDown}}); err != nil {
		t.Fatalf("InsertFailures, cancelled before its COMMIT: %v", err)
	}
	e.beforeCommit = nil
	var stored int
	if err := e.db.QueryRow(`SELECT (SELECT count(*) FROM eval_candidates) + (SELECT count(*) FROM eval_capture_failures)`).Scan(&stored); err != nil {
		t.Fatal(err)
	}
	if stored != 2 {
		t.Errorf("%d rows stored, want the 2 whose commits began before the cancel", stored)
	}

	// While another process holds the lock, the cancel ends the wait.
	waiter, err := Open(context.Background(), path, Options{BusyTimeout: time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	defer waiter.Close()
	held, release := make(chan struct{}), make(chan struct{})
	defer close(release)
	e.beforeCommit = func() { close(held); <-release }
	go e.InsertCandidates(context.Background(), []store.Candidate{sample(2)})
	<-held
	ctx, cancel = context.WithCancel(context.Background())
	time.AfterFunc(200*time.Millisecond, cancel)
	start := time.Now()
	err = waiter.InsertCandidates(ctx, []store.Candidate{sample(3)})
	if !errors.Is(err, context.Canceled) {
		t.Errorf("insert waiting for the lock: err %v, want context.Canceled", err)
	}
	if took := time.Since(start); took > 10*time.Second {
		t.Errorf("insert waiting for the lock returned %v after the cancel: it waited for the lock instead", took.Round(time.Millisecond))
	}
}
