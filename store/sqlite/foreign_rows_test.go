package sqlite

import (
	"context"
	"errors"
	"reflect"
	"testing"
	"time"

	"github.com/modusbrain/evalkit/store"
)

// JSON arrays that the schema's json_valid CHECK accepts but evalkit never
// writes. null elements are dropped, and Candidate.Cleaned says so per
// column (the export reports the row as adjusted); a row with an element of the wrong
// type or beyond 64 bits goes to OnBadRow, named by id and column, and the
// stream goes on. Without OnBadRow it ends the stream as a *store.RowError.
func TestStreamReadsForeignRowsLeniently(t *testing.T) {
	e, _ := openTemp(t)
	ctx := context.Background()
	const ins = `INSERT INTO eval_candidates (id, tool_name, query, retrieved_slugs, retrieved_chunk_ids, source_ids,
		vector_enabled, expansion_applied, latency_ms, remote, created_at) VALUES (?, 'query', 'q', ?, ?, ?, 1, 0, 1, 0, ?)`
	for i, r := range [][3]string{
		{`["a",null,"b"]`, `[null,7]`, `[null]`},
		{`[]`, `[99999999999999999999999]`, `[]`},
		{`[1,null,{"a":1}]`, `[]`, `[]`},
		{`["x"]`, `[1.5]`, `[]`},
		{`["y"]`, `[3]`, `["s"]`},
	} {
		if _, err := e.db.ExecContext(ctx, ins, i+1, r[0], r[1], r[2], int64(i+1)*1e6); err != nil {
			t.Fatal(err)
		}
	}
	type row struct {
		ID     int64
		Slugs  []string
		Chunks []int64
		Srcs   []string
		Note   string
	}
	var got []row
	var bad []string
	q := store.StreamQuery{Until: time.Now(), OnBadRow: func(e *store.RowError) { bad = append(bad, e.Error()) }}
	err := e.StreamCandidates(ctx, q, func(c *store.Candidate) error {
		got = append(got, row{c.ID, append([]string{}, c.RetrievedSlugs...),
			append([]int64{}, c.RetrievedChunkIDs...), append([]string{}, c.SourceIDs...), c.Cleaned})
		return nil
	})
	if err != nil {
		t.Fatalf("StreamCandidates: %v", err)
	}
	want := []row{{5, []string{"y"}, []int64{3}, []string{"s"}, ""}, {1, []string{"a", "b"}, []int64{7}, []string{},
		"retrieved_slugs: 1 NULL element dropped; retrieved_chunk_ids: 1 NULL element dropped; source_ids: 1 NULL element dropped"}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("rows:\n got %v\nwant %v", got, want)
	}
	wantBad := []string{
		"row 4: retrieved_chunk_ids: element 1 is not an integer",
		"row 3: retrieved_slugs: element 1 is not a string",
		"row 2: retrieved_chunk_ids: element 1 is not a 64-bit integer",
	}
	if !reflect.DeepEqual(bad, wantBad) {
		t.Errorf("bad rows:\n got %q\nwant %q", bad, wantBad)
	}

	q.OnBadRow = nil
	n := 0
	err = e.StreamCandidates(ctx, q, func(*store.Candidate) error { n++; return nil })
	var re *store.RowError
	if !errors.As(err, &re) || re.ID != 4 || n != 1 {
		t.Errorf("without OnBadRow: %d rows, err %v; want 1 row, then row 4's *store.RowError", n, err)
	}
}

// Booleans another program wrote with the CHECKs off (PRAGMA
// ignore_check_constraints): 2, 5, -1 are read as true, as SQLite reads
// them, and Candidate.Cleaned names each column, so the export reports the
// row as adjusted rather than pass the change in silence.
func TestStreamNotesOddBooleans(t *testing.T) {
	e, _ := openTemp(t)
	ctx := context.Background()
	conn, err := e.db.Conn(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	for _, stmt := range []string{`PRAGMA ignore_check_constraints = 1`,
		`INSERT INTO eval_candidates (id, tool_name, query, expand_enabled, vector_enabled, expansion_applied, latency_ms, remote, created_at)
		VALUES (1, 'query', 'odd', 3, 2, 5, 1, -1, 1000000), (2, 'query', 'plain', 1, 1, 0, 1, 0, 2000000)`,
		`PRAGMA ignore_check_constraints = 0`} {
		if _, err := conn.ExecContext(ctx, stmt); err != nil {
			t.Fatal(err)
		}
	}
	notes := map[int64]string{}
	err = e.StreamCandidates(ctx, store.StreamQuery{Until: time.Now()}, func(c *store.Candidate) error {
		if c.ID == 1 && !(c.VectorEnabled && c.ExpansionApplied && c.Remote && c.ExpandEnabled != nil && *c.ExpandEnabled) {
			t.Errorf("row 1 read as %+v; want every boolean true", c)
		}
		notes[c.ID] = c.Cleaned
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	want := map[int64]string{1: "expand_enabled: an integer other than 0 or 1 read as true; vector_enabled: an integer other than 0 or 1 read as true; " +
		"expansion_applied: an integer other than 0 or 1 read as true; remote: an integer other than 0 or 1 read as true", 2: ""}
	if !reflect.DeepEqual(notes, want) {
		t.Errorf("notes:\n got %v\nwant %v", notes, want)
	}
}
