package capture_test

import (
	"context"
	"path/filepath"
	"sync/atomic"
	"testing"
	"time"

	"github.com/modusbrain/evalkit/capture"
	"github.com/modusbrain/evalkit/store"
	"github.com/modusbrain/evalkit/store/sqlite"
)

// TestOpenLaterLockedSQLite: the SQLite file is locked by another
// connection so that it cannot even be opened. A Capturer on OpenLater
// spools the events; once the lock goes, a probe opens the database and
// the spool is delivered, exactly once.
func TestOpenLaterLockedSQLite(t *testing.T) {
	path := filepath.Join(t.TempDir(), "eval.db")
	release := lockMigrated(t, path)

	var opens atomic.Int32
	eng := capture.OpenLater(func(ctx context.Context) (store.Engine, error) {
		// One attempt at a time, but an attempt may still run after its
		// caller left: atomic, so the count read after Close is ordered.
		opens.Add(1)
		return sqlite.Open(ctx, path, sqlite.Options{BusyTimeout: 50 * time.Millisecond})
	})
	defer eng.Close()
	dir := filepath.Join(t.TempDir(), "spool")
	c := newCapturer(t, eng, capture.Options{Spool: openTestSpool(t, dir)})
	for i := range 10 {
		c.Capture(event(i))
	}
	waitFor(t, "10 events spooled", func() bool { return c.Stats().Spooled == 10 })

	release()
	waitFor(t, "the spool delivered", func() bool { return c.Stats().Delayed == 10 })
	if n := c.Close(ctxT(t)); n != 0 {
		t.Fatalf("Close: %d undelivered", n)
	}
	if s := c.Stats(); len(s.Failed) != 0 || opens.Load() < 2 {
		t.Errorf("stats %+v after %d open attempts; want no failure, and the open retried", s, opens.Load())
	}
	checkExactlyOnce(t, openSQLite(t, path, sqlite.Options{}), 10)
}
