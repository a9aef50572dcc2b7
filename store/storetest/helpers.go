package storetest

import (
	"context"
	"fmt"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/modusbrain/evalkit/store"
)

func ctxFor(t *testing.T) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	t.Cleanup(cancel)
	return ctx
}

// migrated opens a fresh engine and migrates it.
func migrated(t *testing.T, s Suite) store.Engine {
	t.Helper()
	e := s.Open(t)
	if err := e.Migrate(ctxFor(t)); err != nil {
		t.Fatalf("Migrate: %v", err)
	}
	return e
}

func ptr[T any](v T) *T { return &v }

// fmtSince renders a window start, nil being unbounded.
func fmtSince(t *time.Time) string {
	if t == nil {
		return "beginning"
	}
	return t.String()
}

// candidate returns a valid row; tweak fields as needed.
func candidate(tool, query string) store.Candidate {
	return store.Candidate{
		ToolName:          tool,
		Query:             query,
		RetrievedSlugs:    []string{"a"},
		RetrievedChunkIDs: []int64{1},
		SourceIDs:         []string{"default"},
		VectorEnabled:     true,
		LatencyMS:         12,
	}
}

func insert(t *testing.T, e store.Engine, rows ...store.Candidate) []store.Candidate {
	t.Helper()
	if err := e.InsertCandidates(ctxFor(t), rows); err != nil {
		t.Fatalf("InsertCandidates: %v", err)
	}
	return rows
}

// far is an Until beyond every row the tests write.
var far = time.Date(2200, 1, 1, 0, 0, 0, 0, time.UTC)

// stream collects deep copies of the streamed rows (the engine reuses its
// Candidate between callbacks).
func stream(t *testing.T, e store.Engine, q store.StreamQuery) []store.Candidate {
	t.Helper()
	if q.Until.IsZero() {
		q.Until = far
	}
	var out []store.Candidate
	err := e.StreamCandidates(ctxFor(t), q, func(c *store.Candidate) error {
		out = append(out, clone(c))
		return nil
	})
	if err != nil {
		t.Fatalf("StreamCandidates(%+v): %v", q, err)
	}
	return out
}

func clone(c *store.Candidate) store.Candidate {
	d := *c
	d.RetrievedSlugs = append([]string{}, c.RetrievedSlugs...)
	d.RetrievedChunkIDs = append([]int64{}, c.RetrievedChunkIDs...)
	d.SourceIDs = append([]string{}, c.SourceIDs...)
	if c.ExpandEnabled != nil {
		d.ExpandEnabled = ptr(*c.ExpandEnabled)
	}
	if c.Detail != nil {
		d.Detail = ptr(*c.Detail)
	}
	if c.DetailResolved != nil {
		d.DetailResolved = ptr(*c.DetailResolved)
	}
	if c.JobID != nil {
		d.JobID = ptr(*c.JobID)
	}
	if c.SubagentID != nil {
		d.SubagentID = ptr(*c.SubagentID)
	}
	return d
}

// normalised is what a written row must read back as: nil arrays become
// empty ones (arrays are never null).
func normalised(c store.Candidate) store.Candidate {
	d := clone(&c)
	return d
}

func ids(rows []store.Candidate) []int64 {
	out := make([]int64, len(rows))
	for i, r := range rows {
		out[i] = r.ID
	}
	return out
}

func sameCandidate(t *testing.T, what string, got, want store.Candidate) {
	t.Helper()
	if !reflect.DeepEqual(got, want) {
		t.Errorf("%s:\n got  %s\n want %s", what, show(got), show(want))
	}
	if got.CreatedAt.Location() != time.UTC {
		t.Errorf("%s: CreatedAt location %v, want UTC", what, got.CreatedAt.Location())
	}
	for _, a := range []struct {
		name string
		nil  bool
	}{
		{"RetrievedSlugs", got.RetrievedSlugs == nil},
		{"RetrievedChunkIDs", got.RetrievedChunkIDs == nil},
		{"SourceIDs", got.SourceIDs == nil},
	} {
		if a.nil {
			t.Errorf("%s: %s is nil, want an empty slice", what, a.name)
		}
	}
}

func show(c store.Candidate) string {
	var b strings.Builder
	q := c.Query
	if len(q) > 40 {
		q = fmt.Sprintf("%.40s…(%d bytes)", q, len(q))
	}
	fmt.Fprintf(&b, "{ID:%d Tool:%q Query:%q Slugs:%q Chunks:%v Sources:%q Expand:%s Detail:%s Resolved:%s "+
		"Vector:%v Expansion:%v Latency:%d Remote:%v Job:%s Subagent:%s CreatedAt:%s}",
		c.ID, c.ToolName, q, c.RetrievedSlugs, c.RetrievedChunkIDs, c.SourceIDs, deref(c.ExpandEnabled),
		deref(c.Detail), deref(c.DetailResolved), c.VectorEnabled, c.ExpansionApplied, c.LatencyMS, c.Remote,
		deref(c.JobID), deref(c.SubagentID), c.CreatedAt.Format(time.RFC3339Nano))
	return b.String()
}

func deref[T any](p *T) string {
	if p == nil {
		return "nil"
	}
	return fmt.Sprint(*p)
}
