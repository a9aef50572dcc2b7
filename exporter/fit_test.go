package exporter

import (
	"strings"
	"testing"
	"time"

	"github.com/modusbrain/evalkit/store"
)

// fitV1 cleans what has an obvious v1 reading and refuses the rest; a
// valid row passes untouched.
func TestFitV1(t *testing.T) {
	ptr := func(s string) *string { return &s }
	yes := true
	ok := func() store.Candidate {
		return store.Candidate{ID: 1, ToolName: store.ToolQuery, Query: "q", ExpandEnabled: &yes,
			Detail: ptr(store.DetailLow), LatencyMS: 0, CreatedAt: time.Date(2025, 3, 1, 0, 0, 0, 0, time.UTC)}
	}
	for _, tc := range []struct {
		name          string
		edit          func(*store.Candidate)
		skip, changed string
		check         func(*store.Candidate) bool
	}{
		{name: "valid", edit: func(*store.Candidate) {}},
		{name: "year 1 and 9999 fit", edit: func(c *store.Candidate) { c.CreatedAt = time.Date(1, 1, 1, 0, 0, 0, 0, time.UTC) }},
		// Year 0 is 1 BC: no date-time to Python or a JSON Schema check.
		{name: "year 0", edit: func(c *store.Candidate) { c.CreatedAt = time.Date(0, 12, 31, 23, 59, 59, 999000000, time.UTC) },
			skip: "created_at is in the year 0; v1 writes years 0001 to 9999"},
		{name: "last instant of 9999", edit: func(c *store.Candidate) { c.CreatedAt = time.Date(9999, 12, 31, 23, 59, 59, 999999999, time.UTC) }},
		{name: "id 0", edit: func(c *store.Candidate) { c.ID = 0 }, skip: "id 0 is not a positive integer"},
		{name: "tool", edit: func(c *store.Candidate) { c.ToolName = "fetch" }, skip: "tool_name is neither query nor search"},
		{name: "BC", edit: func(c *store.Candidate) { c.CreatedAt = time.Date(-4712, 1, 1, 0, 0, 0, 0, time.UTC) },
			skip: "created_at is in the year -4712; v1 writes years 0001 to 9999"},
		{name: "year 10000", edit: func(c *store.Candidate) { c.CreatedAt = time.Date(10000, 1, 1, 0, 0, 0, 0, time.UTC) },
			skip: "created_at is in the year 10000; v1 writes years 0001 to 9999"},
		{name: "long query", edit: func(c *store.Candidate) { c.Query = strings.Repeat("é", store.MaxQueryChars+1) },
			skip: "query has 51201 characters, over the cap of 51200"},
		{name: "long in bytes, not in characters", edit: func(c *store.Candidate) { c.Query = strings.Repeat("é", store.MaxQueryChars) }},
		{name: "negative latency", edit: func(c *store.Candidate) { c.LatencyMS = -5 },
			changed: "latency_ms -5 written as 0", check: func(c *store.Candidate) bool { return c.LatencyMS == 0 }},
		{name: "expand on search", edit: func(c *store.Candidate) { c.ToolName = store.ToolSearch },
			changed: "expand_enabled written as null, as on every search row", check: func(c *store.Candidate) bool { return c.ExpandEnabled == nil }},
		{name: "details", edit: func(c *store.Candidate) { c.Detail, c.DetailResolved = ptr("max"), ptr("") },
			changed: "detail is not low, medium or high: written as null; detail_resolved is not low, medium or high: written as null",
			check:   func(c *store.Candidate) bool { return c.Detail == nil && c.DetailResolved == nil }},
		{name: "cleaned by the engine", edit: func(c *store.Candidate) { c.Cleaned = "source_ids: 1 NULL element dropped" },
			changed: "source_ids: 1 NULL element dropped"},
		{name: "cleaned, and more", edit: func(c *store.Candidate) {
			c.Cleaned, c.LatencyMS = "retrieved_slugs: 2-dimensional array read flat", -1
		},
			changed: "retrieved_slugs: 2-dimensional array read flat; latency_ms -1 written as 0"},
	} {
		c := ok()
		tc.edit(&c)
		skip, changed := fitV1(&c, nil)
		if skip != tc.skip || changed != tc.changed || tc.check != nil && !tc.check(&c) {
			t.Errorf("%s: skip %q, changed %q, row %+v; want skip %q, changed %q", tc.name, skip, changed, c, tc.skip, tc.changed)
		}
	}
}

func ptrTo[T any](v T) *T { return &v }

// The contract's arrays on rows evalkit did not write: retrieved_slugs and
// source_ids leave with each element once, in first-seen order, without
// empty strings, whether the array is short (pairwise check) or long
// (the hash table), and the row says so.
func TestFitV1DedupsStringArrays(t *testing.T) {
	long := make([]string, 0, 3000)
	for i := range 3000 {
		long = append(long, "s"+strings.Repeat("x", i%7), "")
	}
	for _, tc := range []struct {
		name           string
		slugs, sources []string
		wantS, wantSrc []string
		changed        string
	}{
		{name: "already v1", slugs: []string{"a", "b"}, sources: []string{"w"}, wantS: []string{"a", "b"}, wantSrc: []string{"w"}},
		{name: "brain row", slugs: []string{"slug", "", "other", "slug"}, sources: []string{"s", "s"},
			wantS: []string{"slug", "other"}, wantSrc: []string{"s"},
			changed: "retrieved_slugs: 1 repeated element and 1 empty string dropped (v1 lists each once, in first-seen order); " +
				"source_ids: 1 repeated element dropped (v1 lists each once, in first-seen order)"},
		{name: "long", slugs: long, sources: []string{}, wantS: []string{"s", "sx", "sxx", "sxxx", "sxxxx", "sxxxxx", "sxxxxxx"}, wantSrc: []string{},
			changed: "retrieved_slugs: 2993 repeated elements and 3000 empty strings dropped (v1 lists each once, in first-seen order)"},
	} {
		c := store.Candidate{ID: 1, ToolName: store.ToolQuery, Query: "q", RetrievedSlugs: tc.slugs, SourceIDs: tc.sources,
			CreatedAt: time.Date(2025, 3, 1, 0, 0, 0, 0, time.UTC)}
		var d dedup
		skip, changed := fitV1(&c, &d)
		if skip != "" || changed != tc.changed || strings.Join(c.RetrievedSlugs, "|") != strings.Join(tc.wantS, "|") ||
			strings.Join(c.SourceIDs, "|") != strings.Join(tc.wantSrc, "|") || c.SourceIDs == nil {
			t.Errorf("%s: skip %q, changed %q, slugs %q, sources %q; want changed %q, slugs %q, sources %q",
				tc.name, skip, changed, c.RetrievedSlugs, c.SourceIDs, tc.changed, tc.wantS, tc.wantSrc)
		}
	}
}

// BenchmarkFitV1 is the per-row cost of fitting a row evalkit wrote (the
// common case: nothing to change), and of a 100 000-copy slug array.
func BenchmarkFitV1(b *testing.B) {
	base := sampleCandidates()[1]
	b.Run("v1-row", func(b *testing.B) {
		var d dedup
		b.ReportAllocs()
		for b.Loop() {
			c := base
			fitV1(&c, &d)
		}
	})
	b.Run("100k-repeats", func(b *testing.B) {
		src := make([]string, 100_000)
		for i := range src {
			src[i] = "b"
		}
		buf := make([]string, len(src))
		var d dedup
		b.ReportAllocs()
		for b.Loop() {
			c := base
			c.RetrievedSlugs = buf[:copy(buf, src)]
			fitV1(&c, &d)
		}
	})
}
