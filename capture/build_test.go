package capture_test

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/modusbrain/evalkit/capture"
	"github.com/modusbrain/evalkit/store"
)

func TestBuildCandidateMirrorsEvent(t *testing.T) {
	ev := capture.Event{
		ToolName: store.ToolQuery,
		Query:    "where is the on-call rota",
		Results: []capture.Result{
			{Slug: "ops/oncall", ChunkID: 7, SourceID: "wiki"},
			{Slug: "ops/rota", ChunkID: 3, SourceID: ""},
			{Slug: "ops/oncall", ChunkID: 7, SourceID: "handbook"},
			{Slug: "", ChunkID: 9, SourceID: "wiki"},
			{Slug: "ops/rota", ChunkID: 4, SourceID: "handbook"},
		},
		Meta:          capture.Meta{VectorEnabled: true, ExpansionApplied: true, DetailResolved: ptr("high")},
		LatencyMS:     812,
		Remote:        true,
		ExpandEnabled: ptr(true),
		Detail:        ptr("medium"),
		JobID:         ptr(int64(41)),
		SubagentID:    ptr(int64(2)),
	}
	got, err := capture.BuildCandidate(ev, capture.BuildOptions{})
	if err != nil {
		t.Fatal(err)
	}
	want := store.Candidate{
		ToolName:          "query",
		Query:             "where is the on-call rota",
		RetrievedSlugs:    []string{"ops/oncall", "ops/rota"},
		RetrievedChunkIDs: []int64{7, 3, 7, 9, 4},
		SourceIDs:         []string{"wiki", "handbook"},
		ExpandEnabled:     ptr(true),
		Detail:            ptr("medium"),
		DetailResolved:    ptr("high"),
		VectorEnabled:     true,
		ExpansionApplied:  true,
		LatencyMS:         812,
		Remote:            true,
		JobID:             ptr(int64(41)),
		SubagentID:        ptr(int64(2)),
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("BuildCandidate:\n got %+v\nwant %+v", got, want)
	}
}

func TestBuildCandidateEmptyResultsAreEmptyArrays(t *testing.T) {
	got, err := capture.BuildCandidate(capture.Event{ToolName: "search", Query: "x"}, capture.BuildOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if got.RetrievedSlugs == nil || got.RetrievedChunkIDs == nil || got.SourceIDs == nil {
		t.Errorf("arrays must be empty, not nil: %+v", got)
	}
}

func TestBuildCandidateSearchHasNoExpansion(t *testing.T) {
	got, err := capture.BuildCandidate(capture.Event{ToolName: "search", Query: "x", ExpandEnabled: ptr(true)}, capture.BuildOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if got.ExpandEnabled != nil {
		t.Errorf("search row has expand_enabled %v, the seed says null", *got.ExpandEnabled)
	}
}

func TestBuildCandidateScrubsUnlessDisabled(t *testing.T) {
	ev := capture.Event{ToolName: "query", Query: "email jane.doe@example.com about the refund"}
	got, err := capture.BuildCandidate(ev, capture.BuildOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(got.Query, "jane.doe") || !strings.Contains(got.Query, "[REDACTED]") {
		t.Errorf("scrubbed query = %q", got.Query)
	}
	raw, err := capture.BuildCandidate(ev, capture.BuildOptions{NoScrub: true})
	if err != nil {
		t.Fatal(err)
	}
	if raw.Query != ev.Query {
		t.Errorf("NoScrub query = %q, want the raw text", raw.Query)
	}
}

func TestBuildCandidateReplacesUnstorableText(t *testing.T) {
	ev := capture.Event{
		ToolName: "query",
		Query:    "a\x00b\xffc",
		Results:  []capture.Result{{Slug: "s\x00", SourceID: "src\xfe"}},
	}
	for _, o := range []capture.BuildOptions{{}, {NoScrub: true}} {
		got, err := capture.BuildCandidate(ev, o)
		if err != nil {
			t.Fatal(err)
		}
		if got.Query != "a\uFFFDb\uFFFDc" {
			t.Errorf("query = %q", got.Query)
		}
		if got.RetrievedSlugs[0] != "s\uFFFD" || got.SourceIDs[0] != "src\uFFFD" {
			t.Errorf("slugs %q sources %q", got.RetrievedSlugs, got.SourceIDs)
		}
	}
}

func TestBuildCandidateQueryCapCountsCharacters(t *testing.T) {
	atCap := strings.Repeat("é", store.MaxQueryChars) // 2 bytes each: bytes are not characters
	if _, err := capture.BuildCandidate(capture.Event{ToolName: "query", Query: atCap}, capture.BuildOptions{NoScrub: true}); err != nil {
		t.Errorf("query of exactly %d characters rejected: %v", store.MaxQueryChars, err)
	}
	over := atCap + "e"
	_, err := capture.BuildCandidate(capture.Event{ToolName: "query", Query: over}, capture.BuildOptions{NoScrub: true})
	assertRejected(t, err, store.ReasonCheckViolation, over)
}

func TestBuildCandidateRejectsWhatTheSchemaWould(t *testing.T) {
	cases := map[string]capture.Event{
		"unknown tool":           {ToolName: "delete", Query: "q"},
		"missing tool":           {Query: "q"},
		"tool in wrong case":     {ToolName: "Query", Query: "q"},
		"unknown detail":         {ToolName: "query", Query: "q", Detail: ptr("extreme")},
		"empty detail":           {ToolName: "query", Query: "q", Detail: ptr("")},
		"unknown detailResolved": {ToolName: "search", Query: "q", Meta: capture.Meta{DetailResolved: ptr("max")}},
		"negative latency":       {ToolName: "search", Query: "q", LatencyMS: -1},
	}
	for name, ev := range cases {
		t.Run(name, func(t *testing.T) {
			_, err := capture.BuildCandidate(ev, capture.BuildOptions{})
			assertRejected(t, err, store.ReasonCheckViolation, ev.Query)
		})
	}
}

func TestBuildCandidateRecoversScrubberPanic(t *testing.T) {
	secret := "card 4111 1111 1111 1111 for jane@example.com"
	for name, p := range map[string]func(string) string{
		"string panic quoting the input": func(s string) string { panic("cannot scrub " + s) },
		"runtime error":                  func(s string) string { var m map[string]int; m[s]++; return s },
		"error value":                    func(s string) string { panic(errors.New(s)) },
	} {
		t.Run(name, func(t *testing.T) {
			_, err := capture.BuildCandidate(capture.Event{ToolName: "query", Query: secret}, capture.BuildOptions{Scrubber: p})
			assertRejected(t, err, store.ReasonScrubberException, secret)
		})
	}
	// The scrubber is not consulted when scrubbing is off.
	_, err := capture.BuildCandidate(capture.Event{ToolName: "query", Query: secret},
		capture.BuildOptions{NoScrub: true, Scrubber: func(string) string { panic("called") }})
	if err != nil {
		t.Errorf("NoScrub still ran the scrubber: %v", err)
	}
}

func assertRejected(t *testing.T, err error, reason store.Reason, query string) {
	t.Helper()
	var rej *capture.Rejection
	if !errors.As(err, &rej) {
		t.Fatalf("err = %v, want a *Rejection", err)
	}
	if rej.Reason != reason || capture.Classify(err) != reason {
		t.Errorf("reason = %s (classified %s), want %s", rej.Reason, capture.Classify(err), reason)
	}
	if len(query) > 3 && strings.Contains(rej.Error(), query) {
		t.Errorf("rejection text carries the query: %q", rej.Error())
	}
	if strings.Contains(rej.Error(), "4111") || strings.Contains(rej.Error(), "jane") {
		t.Errorf("rejection text carries PII: %q", rej.Error())
	}
}
