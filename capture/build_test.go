package capture_test

import (
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"
	"time"

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

// Every integer a caller gives must fit the 32-bit columns of a brain
// (modusbrain's migration 31: integer, integer[]); the bound itself is a
// row, one past it is a check_violation rejection naming the field and the
// value, on every engine (it is decided here, before any database).
func TestCheckIntegerRange(t *testing.T) {
	if store.MaxInteger != 2147483647 || store.MinInteger != -2147483648 {
		t.Fatalf("bounds %d..%d, want PostgreSQL integer's -2147483648..2147483647", store.MinInteger, store.MaxInteger)
	}
	const max, min = int64(store.MaxInteger), int64(store.MinInteger)
	base := func() capture.Event {
		return capture.Event{ToolName: "query", Query: "where is the on-call rota",
			Results: []capture.Result{{Slug: "ops/oncall", ChunkID: 7}, {Slug: "ops/rota", ChunkID: 8}}}
	}
	fits := map[string]func(*capture.Event){
		"chunk_id max":    func(ev *capture.Event) { ev.Results[1].ChunkID = max },
		"chunk_id min":    func(ev *capture.Event) { ev.Results[0].ChunkID = min },
		"latency_ms max":  func(ev *capture.Event) { ev.LatencyMS = max },
		"job_id max":      func(ev *capture.Event) { ev.JobID = ptr(max) },
		"job_id min":      func(ev *capture.Event) { ev.JobID = ptr(min) },
		"subagent_id max": func(ev *capture.Event) { ev.SubagentID = ptr(max) },
		"subagent_id min": func(ev *capture.Event) { ev.SubagentID = ptr(min) },
	}
	for name, set := range fits {
		t.Run("fits "+name, func(t *testing.T) {
			ev := base()
			set(&ev)
			if err := capture.Check(ev); err != nil {
				t.Errorf("Check: %v", err)
			}
			if _, err := capture.BuildCandidate(ev, capture.BuildOptions{}); err != nil {
				t.Errorf("BuildCandidate: %v", err)
			}
		})
	}
	over := map[string]struct {
		set  func(*capture.Event)
		want string
	}{
		"chunk_id over": {func(ev *capture.Event) { ev.Results[1].ChunkID = 3000000000 },
			"results[1].chunk_id is out of range (10 digits, above 2147483647): the schema stores it as a 32-bit integer, -2147483648 to 2147483647"},
		"chunk_id under": {func(ev *capture.Event) { ev.Results[0].ChunkID = min - 1 },
			"results[0].chunk_id is out of range (10 digits, below -2147483648): the schema stores it as a 32-bit integer, -2147483648 to 2147483647"},
		"latency_ms over": {func(ev *capture.Event) { ev.LatencyMS = 2200000000 },
			"latency_ms is out of range (10 digits, above 2147483647): the schema stores it as a 32-bit integer, 0 to 2147483647"},
		"job_id over": {func(ev *capture.Event) { ev.JobID = ptr(max + 1) },
			"job_id is out of range (10 digits, above 2147483647): the schema stores it as a 32-bit integer, -2147483648 to 2147483647"},
		"job_id under": {func(ev *capture.Event) { ev.JobID = ptr(int64(-1) << 62) },
			"job_id is out of range (19 digits, below -2147483648): the schema stores it as a 32-bit integer, -2147483648 to 2147483647"},
		// A card number in an id field is not repeated (hostile 11, F4).
		"job_id a card number": {func(ev *capture.Event) { ev.JobID = ptr(int64(4111111111111111)) },
			"job_id is out of range (16 digits, above 2147483647): the schema stores it as a 32-bit integer, -2147483648 to 2147483647"},
		"latency_ms a negative card number": {func(ev *capture.Event) { ev.LatencyMS = -4111111111111111 },
			"latency_ms is negative (16 digits, below -2147483648)"},
		"subagent_id over": {func(ev *capture.Event) { ev.SubagentID = ptr(int64(1) << 40) },
			"subagent_id is out of range (13 digits, above 2147483647): the schema stores it as a 32-bit integer, -2147483648 to 2147483647"},
	}
	for name, c := range over {
		t.Run(name, func(t *testing.T) {
			ev := base()
			c.set(&ev)
			for fn, err := range map[string]error{"Check": capture.Check(ev), "BuildCandidate": buildErr(ev)} {
				assertRejected(t, err, store.ReasonCheckViolation, ev.Query)
				var rej *capture.Rejection
				if errors.As(err, &rej) && rej.Detail != c.want {
					t.Errorf("%s: detail %q, want %q", fn, rej.Detail, c.want)
				}
			}
		})
	}
}

func buildErr(ev capture.Event) error {
	_, err := capture.BuildCandidate(ev, capture.BuildOptions{})
	return err
}

// Check is what eval-capture prints next to a line number: the text is
// made safe for a terminal as a failure row's is (PII scrubbed, the query
// cut out), and an event the schema accepts passes.
func TestCheckTextIsSafe(t *testing.T) {
	if err := capture.Check(capture.Event{ToolName: "search", Query: "q"}); err != nil {
		t.Errorf("Check(valid) = %v", err)
	}
	err := capture.Check(capture.Event{ToolName: "mail jane@example.com", Query: "mail jane@example.com"})
	assertRejected(t, err, store.ReasonCheckViolation, "mail jane@example.com")
	err = capture.Check(capture.Event{ToolName: "query", Query: "extreme", Detail: ptr("extreme")})
	var rej *capture.Rejection
	if !errors.As(err, &rej) || strings.Contains(rej.Detail, "extreme") {
		t.Errorf("Check = %v: want the detail value cut out where it is the query", err)
	}
}

// manyHits is an event with n hits, each with its own slug and source id
// but every tenth repeating an earlier one: what a 4 MiB line of
// 100,000 hits can carry.
func manyHits(n int) capture.Event {
	ev := capture.Event{ToolName: store.ToolQuery, Query: "many hits", Results: make([]capture.Result, n)}
	for i := range ev.Results {
		j := i
		if i%10 == 9 {
			j = i / 2
		}
		ev.Results[i] = capture.Result{Slug: fmt.Sprintf("s%06d", j), ChunkID: int64(i), SourceID: fmt.Sprintf("src%06d", j)}
	}
	return ev
}

// Distinct slugs and source ids keep their first-seen order however many
// hits there are, on both sides of the switch from a scan to a set.
func TestBuildCandidateManyHitsDistinctInOrder(t *testing.T) {
	for _, n := range []int{0, 1, 31, 32, 33, 34, 100, 5000} {
		ev := manyHits(n)
		got, err := capture.BuildCandidate(ev, capture.BuildOptions{})
		if err != nil {
			t.Fatal(err)
		}
		var slugs, sources []string
		seen := map[string]bool{}
		for _, r := range ev.Results {
			if !seen[r.Slug] {
				seen[r.Slug] = true
				slugs = append(slugs, r.Slug)
			}
			if !seen[r.SourceID] {
				seen[r.SourceID] = true
				sources = append(sources, r.SourceID)
			}
		}
		if len(got.RetrievedChunkIDs) != n || fmt.Sprint(got.RetrievedSlugs) != fmt.Sprint(slugs) || fmt.Sprint(got.SourceIDs) != fmt.Sprint(sources) {
			t.Errorf("%d hits: %d chunk ids, %d slugs (want %d), %d sources (want %d), or out of order",
				n, len(got.RetrievedChunkIDs), len(got.RetrievedSlugs), len(slugs), len(got.SourceIDs), len(sources))
		}
	}
}

// A 4 MiB line of 100,000 distinct hits builds in linear time: ten times
// the hits take about ten times as long, not a hundred. A scan of the
// distinct list per hit took 31 s for it (5·10⁹ comparisons), which cost
// the line and every event queued behind it their rows. The times are
// compared within the run (the best of up to three tries), so a loaded
// machine or the race detector slows both alike.
func TestBuildCandidateManyHitsIsLinear(t *testing.T) {
	small, large := manyHits(10_000), manyHits(100_000)
	build := func(ev capture.Event) time.Duration {
		start := time.Now()
		if _, err := capture.BuildCandidate(ev, capture.BuildOptions{}); err != nil {
			t.Fatal(err)
		}
		return time.Since(start)
	}
	var ts, tl time.Duration
	for try := range 3 {
		s, l := build(small), build(large)
		if try == 0 || s < ts {
			ts = s
		}
		if try == 0 || l < tl {
			tl = l
		}
		if tl < 30*ts {
			return
		}
		if tl > 20*time.Second {
			break // quadratic: no need to wait for more of it
		}
	}
	t.Fatalf("10,000 hits built in %v, 100,000 in %v (%.0f×): quadratic in the hits", ts, tl, float64(tl)/float64(ts))
}
