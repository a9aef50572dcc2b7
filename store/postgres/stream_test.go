package postgres

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/modusbrain/evalkit/store"
)

// A consumer that stops early (`eval-export | head -n 3`) must not make the
// server produce the rest of the result: the connection is dropped, so its
// backend ends. (Draining the result instead would hand the connection back
// to the pool, where its backend would stay, idle, and fail this test.)
func TestAbandonedStreamStopsTheServer(t *testing.T) {
	_, url := openMigrated(t)
	sql(t, url, `INSERT INTO eval_candidates (tool_name, query, vector_enabled, expansion_applied, latency_ms, remote)
		SELECT 'query', repeat('x', 500), true, false, g, false FROM generate_series(1, 300000) g`)
	const app = "evalkit-abandon-test"
	e := openURL(t, url, Options{ApplicationName: app})
	stop := errors.New("head closed the pipe")
	n := 0
	err := e.StreamCandidates(testCtx(t), store.StreamQuery{Until: farFuture}, func(*store.Candidate) error {
		n++
		if n == 3 {
			return stop
		}
		return nil
	})
	if err != stop || n != 3 {
		t.Fatalf("StreamCandidates = %v after %d rows", err, n)
	}
	// Poll the server until the backend is gone. The bound is a safety net
	// far above the time to send 300,000 rows, not a timing assertion.
	admin := openURL(t, url, Options{})
	ctx := testCtx(t)
	for deadline := time.Now().Add(30 * time.Second); ; {
		var backends int
		if err := admin.pool.QueryRow(ctx,
			"SELECT count(*) FROM pg_stat_activity WHERE application_name = $1", app).Scan(&backends); err != nil {
			t.Fatal(err)
		}
		if backends == 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the abandoned stream's connection is still alive on the server")
		}
		time.Sleep(20 * time.Millisecond)
	}
	// And the engine still works.
	var rows int
	err = e.StreamCandidates(context.Background(), store.StreamQuery{Until: farFuture, Limit: 5}, func(*store.Candidate) error {
		rows++
		return nil
	})
	if err != nil || rows != 5 {
		t.Fatalf("after abandoning: %v, %d rows", err, rows)
	}
}
