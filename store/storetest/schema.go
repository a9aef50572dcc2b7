package storetest

import (
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/modusbrain/evalkit/store"
)

func testMigrateIdempotent(t *testing.T, s Suite) {
	e := s.Open(t)
	ctx := ctxFor(t)
	if v, err := e.SchemaVersion(ctx); err != nil || v != 0 {
		t.Fatalf("SchemaVersion before Migrate = %d, %v; want 0, nil", v, err)
	}
	for i := range 2 {
		if err := e.Migrate(ctx); err != nil {
			t.Fatalf("Migrate #%d: %v", i+1, err)
		}
		if v, err := e.SchemaVersion(ctx); err != nil || v != store.SchemaVersion {
			t.Fatalf("SchemaVersion after Migrate #%d = %d, %v; want %d", i+1, v, err, store.SchemaVersion)
		}
	}
	// The second Migrate must not have disturbed the tables.
	insert(t, e, candidate(store.ToolQuery, "still works"))
	if got := stream(t, e, store.StreamQuery{}); len(got) != 1 {
		t.Fatalf("after two migrations: %d rows, want 1", len(got))
	}
}

func testMigrateConcurrently(t *testing.T, s Suite) {
	e := s.Open(t)
	ctx := ctxFor(t)
	const n = 2
	errs := make([]error, n)
	var wg sync.WaitGroup
	start := make(chan struct{})
	for i := range n {
		wg.Go(func() {
			<-start
			errs[i] = e.Migrate(ctx)
		})
	}
	close(start)
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Errorf("concurrent Migrate #%d: %v", i+1, err)
		}
	}
	if v, err := e.SchemaVersion(ctx); err != nil || v != store.SchemaVersion {
		t.Fatalf("SchemaVersion = %d, %v; want %d", v, err, store.SchemaVersion)
	}
}

func testMissingSchema(t *testing.T, s Suite) {
	e := s.Open(t)
	ctx := ctxFor(t)
	if v, err := e.SchemaVersion(ctx); err != nil || v != 0 {
		t.Fatalf("SchemaVersion = %d, %v; want 0, nil", v, err)
	}
	called := false
	err := e.StreamCandidates(ctx, store.StreamQuery{Until: far}, func(*store.Candidate) error {
		called = true
		return nil
	})
	if !errors.Is(err, store.ErrNoSchema) {
		t.Errorf("StreamCandidates on a missing table: %v; want ErrNoSchema", err)
	}
	if called {
		t.Error("StreamCandidates called fn without a table")
	}
	if _, err := e.FailureCounts(ctx, time.Time{}); !errors.Is(err, store.ErrNoSchema) {
		t.Errorf("FailureCounts on a missing table: %v; want ErrNoSchema", err)
	}
	if _, err := e.CandidateActivity(ctx, time.Time{}); !errors.Is(err, store.ErrNoSchema) {
		t.Errorf("CandidateActivity on a missing table: %v; want ErrNoSchema", err)
	}
	// Asking must not have created anything.
	if v, err := e.SchemaVersion(ctx); err != nil || v != 0 {
		t.Fatalf("SchemaVersion after reads = %d, %v; want 0, nil", v, err)
	}
}
