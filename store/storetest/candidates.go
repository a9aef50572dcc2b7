package storetest

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/modusbrain/evalkit/store"
)

func testRoundTrip(t *testing.T, s Suite) {
	e := migrated(t, s)
	// wide picks the value for the engine's integer columns: the extreme
	// int64 one, or the extreme that 32-bit columns hold.
	wide := func(v64, v32 int64) int64 {
		if s.Int32Columns {
			return v32
		}
		return v64
	}
	rows := []store.Candidate{
		{ // every nullable field NULL, every array empty (nil and empty)
			ToolName: store.ToolSearch, Query: "",
			RetrievedChunkIDs: []int64{},
		},
		{ // every field set
			ToolName: store.ToolQuery, Query: "who owns the billing service?",
			RetrievedSlugs:    []string{"people/alice", "services/billing", "x"},
			RetrievedChunkIDs: []int64{42, 7, 42, wide(9_007_199_254_740_993, math.MaxInt32), -1, 0, wide(math.MinInt64, math.MinInt32)},
			SourceIDs:         []string{"default", "wiki"},
			ExpandEnabled:     ptr(true), Detail: ptr(store.DetailLow), DetailResolved: ptr(store.DetailHigh),
			VectorEnabled: true, ExpansionApplied: true, LatencyMS: wide(1<<40+3, math.MaxInt32), Remote: true,
			JobID: ptr(wide(math.MinInt64, math.MinInt32)), SubagentID: ptr(wide(math.MaxInt64, math.MaxInt32)),
		},
		{ // false booleans set explicitly, zero values in pointers
			ToolName: store.ToolQuery, Query: "q",
			RetrievedSlugs: []string{""}, RetrievedChunkIDs: []int64{0}, SourceIDs: []string{""},
			ExpandEnabled: ptr(false), Detail: ptr(store.DetailMedium), DetailResolved: ptr(store.DetailMedium),
			JobID: ptr(int64(0)), SubagentID: ptr(int64(0)),
		},
		{ // text that trips naive encoders: quotes, braces, commas, backslashes, control characters, non-ASCII
			ToolName:       store.ToolSearch,
			Query:          "naïve \"quoted\" {braces}, back\\slash\ttab\nnewline — 日本語 🦫 e\u0301 '; DROP TABLE x; --",
			RetrievedSlugs: []string{`a,b`, `{c}`, `"d"`, `e\f`, "NULL", "null", "日本/🦫", " spaced "},
			SourceIDs:      []string{"é", "\u00a0", `\`},
			LatencyMS:      0,
		},
		{ // the longest query the CHECK allows, in multi-byte characters
			ToolName: store.ToolQuery, Query: strings.Repeat("é", store.MaxQueryChars),
			RetrievedChunkIDs: manyIDs(3000),
		},
	}
	before := time.Now()
	insert(t, e, rows...)
	after := time.Now()
	for i, r := range rows {
		if r.ID == 0 {
			t.Errorf("row %d: ID not set", i)
		}
		if r.CreatedAt.IsZero() || r.CreatedAt.Location() != time.UTC {
			t.Errorf("row %d: CreatedAt %v, want a UTC time", i, r.CreatedAt)
		}
		// Generous slack: the database clock, not ours, stamps rows.
		if r.CreatedAt.Before(before.Add(-time.Minute)) || r.CreatedAt.After(after.Add(time.Minute)) {
			t.Errorf("row %d: CreatedAt %v not near the insert time %v", i, r.CreatedAt, before)
		}
	}
	got := stream(t, e, store.StreamQuery{})
	if len(got) != len(rows) {
		t.Fatalf("streamed %d rows, want %d", len(got), len(rows))
	}
	byID := map[int64]store.Candidate{}
	for _, g := range got {
		byID[g.ID] = g
	}
	for i, r := range rows {
		g, ok := byID[r.ID]
		if !ok {
			t.Errorf("row %d (id %d) not streamed", i, r.ID)
			continue
		}
		sameCandidate(t, fmt.Sprintf("row %d", i), g, normalised(r))
	}
}

func manyIDs(n int) []int64 {
	out := make([]int64, n)
	for i := range out {
		out[i] = int64(i % 17)
	}
	return out
}

func testInsertOrder(t *testing.T, s Suite) {
	e := migrated(t, s)
	// Big enough for engines that split batches into several statements.
	const n = 1500
	rows := make([]store.Candidate, n)
	for i := range rows {
		rows[i] = candidate(store.ToolQuery, fmt.Sprintf("q%04d", i))
	}
	insert(t, e, rows...)
	for i := 1; i < n; i++ {
		if rows[i].ID <= rows[i-1].ID {
			t.Fatalf("IDs not increasing in input order at %d: %d then %d", i, rows[i-1].ID, rows[i].ID)
		}
		if rows[i].CreatedAt.Before(rows[i-1].CreatedAt) {
			t.Fatalf("CreatedAt decreasing in input order at %d", i)
		}
	}
	got := stream(t, e, store.StreamQuery{})
	if len(got) != n {
		t.Fatalf("streamed %d rows, want %d", len(got), n)
	}
	for _, g := range got {
		var k int
		if _, err := fmt.Sscanf(g.Query, "q%04d", &k); err != nil || rows[k].ID != g.ID {
			t.Fatalf("row %d has query %q: IDs were assigned out of input order", g.ID, g.Query)
		}
	}
}

func testInsertEmpty(t *testing.T, s Suite) {
	e := migrated(t, s)
	if err := e.InsertCandidates(ctxFor(t), nil); err != nil {
		t.Fatalf("InsertCandidates(nil): %v", err)
	}
	if err := e.InsertFailures(ctxFor(t), nil); err != nil {
		t.Fatalf("InsertFailures(nil): %v", err)
	}
	if got := stream(t, e, store.StreamQuery{}); len(got) != 0 {
		t.Fatalf("%d rows after empty inserts", len(got))
	}
}

func testOrderTies(t *testing.T, s Suite) {
	e := migrated(t, s)
	rows := insert(t, e,
		candidate(store.ToolQuery, "a"), candidate(store.ToolQuery, "b"), candidate(store.ToolSearch, "c"),
		candidate(store.ToolQuery, "d"), candidate(store.ToolSearch, "e"))
	base := time.Date(2024, 5, 1, 12, 0, 0, 0, time.UTC)
	// a, c, e tie; b is older; d is newer.
	s.SetCreatedAt(t, e, rows[0].ID, base)
	s.SetCreatedAt(t, e, rows[1].ID, base.Add(-time.Millisecond))
	s.SetCreatedAt(t, e, rows[2].ID, base)
	s.SetCreatedAt(t, e, rows[3].ID, base.Add(time.Microsecond*1000))
	s.SetCreatedAt(t, e, rows[4].ID, base)
	want := []int64{rows[3].ID, rows[4].ID, rows[2].ID, rows[0].ID, rows[1].ID}
	if got := ids(stream(t, e, store.StreamQuery{})); !slices.Equal(got, want) {
		t.Fatalf("order %v, want %v (created_at DESC, id DESC)", got, want)
	}
	// A limit cuts the same order.
	if got := ids(stream(t, e, store.StreamQuery{Limit: 3})); !slices.Equal(got, want[:3]) {
		t.Fatalf("limited order %v, want %v", got, want[:3])
	}
}

// dated inserts one row per time, in order, stamped at that time.
func dated(t *testing.T, s Suite, e store.Engine, tool func(i int) string, at ...time.Time) []store.Candidate {
	t.Helper()
	rows := make([]store.Candidate, len(at))
	for i := range rows {
		rows[i] = candidate(tool(i), fmt.Sprintf("row %d", i))
	}
	insert(t, e, rows...)
	for i := range rows {
		s.SetCreatedAt(t, e, rows[i].ID, at[i])
		rows[i].CreatedAt = at[i]
	}
	return rows
}

func testWindowBounds(t *testing.T, s Suite) {
	e := migrated(t, s)
	t0 := time.Date(2024, 5, 1, 12, 0, 0, 0, time.UTC)
	at := []time.Time{t0, t0.Add(time.Second), t0.Add(2 * time.Second), t0.Add(3 * time.Second)}
	rows := dated(t, s, e, func(int) string { return store.ToolQuery }, at...)
	cases := []struct {
		name  string
		since *time.Time // nil: unbounded
		until time.Time
		want  []int
	}{
		{"since inclusive, until exclusive", &at[1], at[3], []int{2, 1}},
		{"nil since is unbounded", nil, at[2], []int{1, 0}},
		{"until just after a row includes it", &at[3], at[3].Add(time.Microsecond), []int{3}},
		{"since just after a row excludes it", ptr(at[0].Add(time.Microsecond)), at[2], []int{1}},
		{"empty window", &at[1], at[1], nil},
		{"until a nanosecond before a row excludes it", &at[0], at[2].Add(-time.Nanosecond), []int{1, 0}},
		{"until a nanosecond after a row includes it", &at[3], at[3].Add(time.Nanosecond), []int{3}},
		{"since a nanosecond after a row excludes it", ptr(at[0].Add(time.Nanosecond)), at[2], []int{1}},
		{"since a nanosecond before a row includes it", ptr(at[1].Add(-time.Nanosecond)), at[2], []int{1}},
	}
	for _, c := range cases {
		got := ids(stream(t, e, store.StreamQuery{Since: c.since, Until: c.until}))
		var want []int64
		for _, i := range c.want {
			want = append(want, rows[i].ID)
		}
		if !slices.Equal(got, want) && !(len(got) == 0 && len(want) == 0) {
			t.Errorf("%s: [%v, %v) gave %v, want %v", c.name, fmtSince(c.since), c.until, got, want)
		}
	}
	// Adjacent windows partition the rows exactly.
	first := ids(stream(t, e, store.StreamQuery{Until: at[2]}))
	second := ids(stream(t, e, store.StreamQuery{Since: &at[2], Until: far}))
	if all := append(first, second...); len(all) != len(rows) {
		t.Errorf("adjacent windows gave %v + %v, want all %d rows once", first, second, len(rows))
	}
}

func testToolAndLimit(t *testing.T, s Suite) {
	e := migrated(t, s)
	t0 := time.Date(2024, 5, 1, 12, 0, 0, 0, time.UTC)
	var at []time.Time
	for i := range 6 {
		at = append(at, t0.Add(time.Duration(i)*time.Second))
	}
	// Even rows are queries, odd rows searches.
	rows := dated(t, s, e, func(i int) string {
		if i%2 == 0 {
			return store.ToolQuery
		}
		return store.ToolSearch
	}, at...)
	pick := func(is ...int) []int64 {
		var out []int64
		for _, i := range is {
			out = append(out, rows[i].ID)
		}
		return out
	}
	cases := []struct {
		name string
		q    store.StreamQuery
		want []int64
	}{
		{"query only", store.StreamQuery{Tool: store.ToolQuery}, pick(4, 2, 0)},
		{"search only", store.StreamQuery{Tool: store.ToolSearch}, pick(5, 3, 1)},
		{"both", store.StreamQuery{}, pick(5, 4, 3, 2, 1, 0)},
		{"limit", store.StreamQuery{Limit: 2}, pick(5, 4)},
		{"limit above count", store.StreamQuery{Limit: 100}, pick(5, 4, 3, 2, 1, 0)},
		{"tool and limit", store.StreamQuery{Tool: store.ToolSearch, Limit: 2}, pick(5, 3)},
		{"tool, window and limit", store.StreamQuery{Tool: store.ToolQuery, Since: &at[1], Until: at[5], Limit: 1}, pick(4)},
	}
	for _, c := range cases {
		if got := ids(stream(t, e, c.q)); !slices.Equal(got, c.want) {
			t.Errorf("%s: got %v, want %v", c.name, got, c.want)
		}
	}
}

func testCallbackError(t *testing.T, s Suite) {
	e := migrated(t, s)
	rows := make([]store.Candidate, 50)
	for i := range rows {
		rows[i] = candidate(store.ToolQuery, fmt.Sprint(i))
	}
	insert(t, e, rows...)
	stop := errors.New("consumer went away")
	calls := 0
	err := e.StreamCandidates(ctxFor(t), store.StreamQuery{Until: far}, func(*store.Candidate) error {
		calls++
		if calls == 3 {
			return stop
		}
		return nil
	})
	if err != stop {
		t.Fatalf("StreamCandidates returned %v, want the callback's error unchanged", err)
	}
	if calls != 3 {
		t.Fatalf("callback ran %d times, want 3", calls)
	}
	// The engine stays usable after an abandoned stream.
	for range 3 {
		if got := stream(t, e, store.StreamQuery{}); len(got) != len(rows) {
			t.Fatalf("after an abandoned stream: %d rows, want %d", len(got), len(rows))
		}
	}
}

func testCheckViolations(t *testing.T, s Suite) {
	e := migrated(t, s)
	cases := []struct {
		name string
		edit func(*store.Candidate)
	}{
		{"unknown tool", func(c *store.Candidate) { c.ToolName = "bogus" }},
		{"empty tool", func(c *store.Candidate) { c.ToolName = "" }},
		{"unknown detail", func(c *store.Candidate) { c.Detail = ptr("extreme") }},
		{"unknown detail_resolved", func(c *store.Candidate) { c.DetailResolved = ptr("extreme") }},
		{"query over the cap", func(c *store.Candidate) { c.Query = strings.Repeat("é", store.MaxQueryChars+1) }},
		{"negative latency", func(c *store.Candidate) { c.LatencyMS = -1 }},
	}
	for _, c := range cases {
		row := candidate(store.ToolQuery, "fine")
		c.edit(&row)
		err := e.InsertCandidates(ctxFor(t), []store.Candidate{row})
		if got := store.SQLState(err); got != "23514" {
			t.Errorf("%s: err %v with SQLSTATE %q, want 23514 (check_violation)", c.name, err, got)
		}
	}
	if got := stream(t, e, store.StreamQuery{}); len(got) != 0 {
		t.Fatalf("%d rows stored after rejected inserts", len(got))
	}
}

// testWiderIntegers: where the tables hold 32-bit integers (modusbrain's
// types), a wider value fails the batch with 22003 and stores nothing.
func testWiderIntegers(t *testing.T, s Suite) {
	if !s.Int32Columns {
		t.Skip("the engine's integer columns hold any int64 (RoundTripEveryField stores the extremes)")
	}
	e := migrated(t, s)
	cases := []struct {
		name string
		edit func(*store.Candidate)
	}{
		{"latency_ms", func(c *store.Candidate) { c.LatencyMS = math.MaxInt32 + 1 }},
		{"retrieved_chunk_ids", func(c *store.Candidate) { c.RetrievedChunkIDs = []int64{1, math.MinInt32 - 1} }},
		{"job_id", func(c *store.Candidate) { c.JobID = ptr(int64(math.MaxInt32 + 1)) }},
		{"subagent_id", func(c *store.Candidate) { c.SubagentID = ptr(int64(math.MinInt32 - 1)) }},
	}
	for _, c := range cases {
		row := candidate(store.ToolQuery, "fine")
		c.edit(&row)
		err := e.InsertCandidates(ctxFor(t), []store.Candidate{candidate(store.ToolQuery, "neighbour"), row})
		if got := store.SQLState(err); got != "22003" {
			t.Errorf("%s: err %v with SQLSTATE %q, want 22003 (numeric_value_out_of_range)", c.name, err, got)
		}
	}
	if got := stream(t, e, store.StreamQuery{}); len(got) != 0 {
		t.Fatalf("%d rows stored after rejected inserts", len(got))
	}
}

func testBatchAtomic(t *testing.T, s Suite) {
	e := migrated(t, s)
	bad := candidate("bogus", "bad")
	batch := []store.Candidate{candidate(store.ToolQuery, "good 1"), bad, candidate(store.ToolQuery, "good 2")}
	if err := e.InsertCandidates(ctxFor(t), batch); store.SQLState(err) != "23514" {
		t.Fatalf("batch with one bad row: %v, want SQLSTATE 23514", err)
	}
	if got := stream(t, e, store.StreamQuery{}); len(got) != 0 {
		t.Fatalf("%d rows stored from a failed batch, want none (all or nothing)", len(got))
	}
	// The same engine keeps working for the good rows.
	insert(t, e, batch[0], batch[2])
	if got := stream(t, e, store.StreamQuery{}); len(got) != 2 {
		t.Fatalf("%d rows after retrying the good ones, want 2", len(got))
	}
}

// A row with a delivery key is stored once however often it is inserted:
// a spool redelivers after a lost COMMIT reply. Keyless rows are unaffected
// and a batch mixing new and known keys inserts the new ones.
func testDeliveryKey(t *testing.T, s Suite) {
	e := migrated(t, s)
	a, b := candidate(store.ToolQuery, "keyed a"), candidate(store.ToolSearch, "keyed b")
	a.DeliveryKey, b.DeliveryKey = "k-a", "k-b"
	first := insert(t, e, a)
	if first[0].ID == 0 || first[0].CreatedAt.IsZero() {
		t.Fatalf("first insert: ID %d, CreatedAt %v", first[0].ID, first[0].CreatedAt)
	}
	again := insert(t, e, candidate(store.ToolQuery, "plain"), a, b)
	if again[0].ID == 0 || again[1].ID != 0 || !again[1].CreatedAt.IsZero() || again[2].ID == 0 {
		t.Fatalf("second insert IDs = %d, %d, %d; want new, 0 (already stored), new", again[0].ID, again[1].ID, again[2].ID)
	}
	got := stream(t, e, store.StreamQuery{})
	if len(got) != 3 {
		t.Fatalf("%d rows stored, want 3: %v", len(got), ids(got))
	}
	n := 0
	for _, r := range got {
		if r.Query == "keyed a" {
			n++
		}
	}
	if n != 1 {
		t.Fatalf("the keyed row is stored %d times", n)
	}
}
