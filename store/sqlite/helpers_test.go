package sqlite

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/modusbrain/evalkit/store"
)

// openTemp opens a writable, migrated engine on a fresh file.
func openTemp(t testing.TB) (*Engine, string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "eval.db")
	e, err := Open(context.Background(), path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.Close() })
	if err := e.Migrate(context.Background()); err != nil {
		t.Fatal(err)
	}
	return e, path
}

func ptr[T any](v T) *T { return &v }

// sample returns a valid candidate whose fields all differ from zero values.
func sample(i int) store.Candidate {
	return store.Candidate{
		ToolName:          store.ToolQuery,
		Query:             "how do I rotate keys? #" + string(rune('a'+i%26)),
		RetrievedSlugs:    []string{"keys/rotation", `quote"and\back`, "ünï"},
		RetrievedChunkIDs: []int64{int64(i), 7, 7, -3},
		SourceIDs:         []string{"src-1"},
		ExpandEnabled:     ptr(true),
		Detail:            ptr(store.DetailMedium),
		DetailResolved:    ptr(store.DetailHigh),
		VectorEnabled:     true,
		ExpansionApplied:  true,
		LatencyMS:         int64(100 + i),
		Remote:            true,
		JobID:             ptr(int64(42)),
		SubagentID:        ptr(int64(9)),
	}
}
