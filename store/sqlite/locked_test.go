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
