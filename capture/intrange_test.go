package capture_test

import (
	"reflect"
	"testing"

	"github.com/modusbrain/evalkit/capture"
	"github.com/modusbrain/evalkit/internal/testdb"
	"github.com/modusbrain/evalkit/store"
)

// An integer that a brain's 32-bit columns cannot hold (modusbrain's
// migration 31: retrieved_chunk_ids integer[], latency_ms, job_id and
// subagent_id integer) was lost on PostgreSQL as reason "other" (22003,
// integer out of range) and stored on SQLite. Now it is refused before the
// database is asked, the same on every engine: no row, one check_violation
// failure row naming the field and no query, and the bound itself stored.
func TestOutOfRangeIntegersAreCheckViolationsOnEveryEngine(t *testing.T) {
	const max, min = int64(store.MaxInteger), int64(store.MinInteger)
	atBound := capture.Event{ToolName: store.ToolQuery, Query: "the largest ids fit",
		Results:   []capture.Result{{Slug: "a", ChunkID: max}, {Slug: "a", ChunkID: min}},
		LatencyMS: max, JobID: ptr(max), SubagentID: ptr(min)}
	over := []capture.Event{
		{ToolName: store.ToolQuery, Query: "big chunk id", Results: []capture.Result{{Slug: "a", ChunkID: 1}, {Slug: "a", ChunkID: 3000000000}}},
		{ToolName: store.ToolSearch, Query: "slow call", LatencyMS: 2200000000},
		{ToolName: store.ToolSearch, Query: "job from elsewhere", JobID: ptr(min - 1)},
		{ToolName: store.ToolQuery, Query: "subagent from elsewhere", SubagentID: ptr(max + 1)},
	}
	wantDetails := []string{
		"results[1].chunk_id is out of range (10 digits, above 2147483647): the schema stores it as a 32-bit integer, -2147483648 to 2147483647",
		"latency_ms is out of range (10 digits, above 2147483647): the schema stores it as a 32-bit integer, 0 to 2147483647",
		"job_id is out of range (10 digits, below -2147483648): the schema stores it as a 32-bit integer, -2147483648 to 2147483647",
		"subagent_id is out of range (10 digits, above 2147483647): the schema stores it as a 32-bit integer, -2147483648 to 2147483647",
	}
	var queries []string
	for _, ev := range over {
		queries = append(queries, ev.Query)
	}

	type outcome struct {
		Stored   []store.Candidate
		Failures []failureRow
		Stats    map[store.Reason]int64
	}
	run := func(t *testing.T, kind string, eng store.Engine, where string) outcome {
		// One writer: failure rows in the order of the events.
		c := newCapturer(t, eng, capture.Options{BatchSize: 100, Writers: 1})
		c.Capture(atBound)
		for _, ev := range over {
			c.Capture(ev)
		}
		if n := c.Close(ctxT(t)); n != 0 {
			t.Fatalf("Close: %d undelivered", n)
		}
		var o outcome
		for _, r := range rows(t, eng) {
			o.Stored = append(o.Stored, store.Candidate{Query: r.Query, RetrievedChunkIDs: r.RetrievedChunkIDs,
				LatencyMS: r.LatencyMS, JobID: r.JobID, SubagentID: r.SubagentID})
		}
		o.Failures = failureRowsRaw(t, kind, where)
		o.Stats = c.Stats().Failed
		want := []store.Candidate{{Query: atBound.Query, RetrievedChunkIDs: []int64{max, min}, LatencyMS: max, JobID: ptr(max), SubagentID: ptr(min)}}
		if !reflect.DeepEqual(o.Stored, want) {
			t.Errorf("stored %+v, want only the event at the bounds, as given", o.Stored)
		}
		assertFailureRows(t, o.Failures, len(over), store.ReasonCheckViolation, "", queries)
		for i, f := range o.Failures {
			if f.Detail != wantDetails[i] || f.Tool != over[i].ToolName {
				t.Errorf("failure row %d: %+v, want tool %s, detail %q", i, f, over[i].ToolName, wantDetails[i])
			}
		}
		if !reflect.DeepEqual(o.Stats, map[store.Reason]int64{store.ReasonCheckViolation: int64(len(over))}) {
			t.Errorf("Stats.Failed = %v, want check_violation %d and nothing else (no other)", o.Stats, len(over))
		}
		return o
	}

	got := map[string]outcome{}
	forEachEngine(t, func(t *testing.T, k engineKind, eng store.Engine, where string) {
		got[k.name] = run(t, k.name, eng, where)
	})
	// The case the defect was found on: a brain whose tables modusbrain's
	// migration 31 made, adopted by evalkit.
	t.Run("postgres brain m31", func(t *testing.T) {
		u := testdb.New(t)
		if err := testdb.NewBrain(ctxT(t), u, testdb.BrainM31, 0, 0); err != nil {
			t.Fatal(err)
		}
		eng := openPG(t, u)
		if err := eng.Migrate(ctxT(t)); err != nil {
			t.Fatal(err)
		}
		got["brain"] = run(t, "postgres", eng, u)
		if err := testdb.ModusbrainStillWorks(ctxT(t), u, testdb.BrainM31); err != nil {
			t.Errorf("modusbrain after capture: %v", err)
		}
	})
	for _, name := range []string{"postgres", "brain"} {
		if !reflect.DeepEqual(got[name], got["sqlite"]) {
			t.Errorf("outcomes differ:\n%s: %+v\nsqlite: %+v", name, got[name], got["sqlite"])
		}
	}
}
