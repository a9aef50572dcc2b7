package sqlite

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/modusbrain/evalkit/store"
	"github.com/modusbrain/evalkit/store/storetest"
)

var suite = storetest.Suite{
	Open: func(t *testing.T) store.Engine {
		e, err := Open(context.Background(), filepath.Join(t.TempDir(), "eval.db"), Options{})
		if err != nil {
			t.Fatalf("Open: %v", err)
		}
		t.Cleanup(func() { e.Close() })
		return e
	},
	SetCreatedAt: func(t *testing.T, e store.Engine, id int64, at time.Time) {
		t.Helper()
		res, err := e.(*Engine).db.Exec("UPDATE eval_candidates SET created_at = ? WHERE id = ?", at.UnixMicro(), id)
		if err != nil {
			t.Fatalf("setting created_at of %d: %v", id, err)
		}
		if n, _ := res.RowsAffected(); n != 1 {
			t.Fatalf("setting created_at of %d: %d rows", id, n)
		}
	},
}

// TestContract runs the engine-agnostic suite against a real SQLite file.
func TestContract(t *testing.T) { storetest.Run(t, suite) }

func TestContractFailurePaths(t *testing.T) { storetest.RunFailurePaths(t, suite) }
