package postgres

import (
	"errors"
	"reflect"
	"testing"
	"time"

	"github.com/modusbrain/evalkit/internal/testdb"
	"github.com/modusbrain/evalkit/store"
)

// Rows that modusbrain's own schema accepts but evalkit never writes: a
// NULL array element, a 2-D text[], an infinite created_at. The odd arrays
// are read cleaned (NULLs dropped, flattened), and Candidate.Cleaned says
// so per column (the export reports the row as adjusted); the row that cannot be read
// goes to OnBadRow, named by id and column, and the stream goes on. Without
// OnBadRow it ends the stream as a *store.RowError.
func TestStreamReadsForeignRowsLeniently(t *testing.T) {
	ctx := testCtx(t)
	url := testdb.New(t)
	if err := testdb.NewBrain(ctx, url, testdb.BrainM31, 0, 0); err != nil {
		t.Fatal(err)
	}
	const cols = `(id, tool_name, query, retrieved_slugs, retrieved_chunk_ids, source_ids,
		vector_enabled, expansion_applied, latency_ms, remote, created_at)`
	sql(t, url,
		`INSERT INTO eval_candidates `+cols+` VALUES
		(1, 'query', 'a', '{a,NULL,b}', '{NULL,7,NULL}', '{NULL}', true, false, 1, false, '2025-03-01T00:00:01Z'),
		(2, 'query', 'b', '{{a,b},{c,d}}', '{{1,2},{3,4}}', '{s}', true, false, 1, false, '2025-03-01T00:00:02Z'),
		(3, 'query', 'c', '{}', '{}', '{}', true, false, 1, false, '-infinity'),
		(4, 'query', 'd', '{x}', '{}', '{}', true, false, 1, false, 'infinity'),
		(5, 'search', 'e', '{}', '{}', '{}', true, false, 1, false, '2025-03-01T00:00:00Z')`)
	e := openURL(t, url, Options{ReadOnly: true})

	type row struct {
		ID     int64
		Slugs  []string
		Chunks []int64
		Srcs   []string
		Note   string
	}
	var got []row
	var bad []store.RowError
	q := store.StreamQuery{Until: time.Date(2030, 1, 1, 0, 0, 0, 0, time.UTC),
		OnBadRow: func(e *store.RowError) { bad = append(bad, *e) }}
	err := e.StreamCandidates(ctx, q, func(c *store.Candidate) error {
		got = append(got, row{c.ID, append([]string{}, c.RetrievedSlugs...),
			append([]int64{}, c.RetrievedChunkIDs...), append([]string{}, c.SourceIDs...), c.Cleaned})
		return nil
	})
	if err != nil {
		t.Fatalf("StreamCandidates: %v", err)
	}
	want := []row{
		{2, []string{"a", "b", "c", "d"}, []int64{1, 2, 3, 4}, []string{"s"},
			"retrieved_slugs: 2-dimensional array read flat; retrieved_chunk_ids: 2-dimensional array read flat"},
		{1, []string{"a", "b"}, []int64{7}, []string{},
			"retrieved_slugs: 1 NULL element dropped; retrieved_chunk_ids: 2 NULL elements dropped; source_ids: 1 NULL element dropped"},
		{5, []string{}, []int64{}, []string{}, ""},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("rows:\n got %v\nwant %v", got, want)
	}
	if len(bad) != 1 || bad[0].ID != 3 || bad[0].Column != "created_at" || bad[0].Err.Error() != "-infinity is not a time" {
		t.Errorf("bad rows = %+v, want row 3's created_at", bad)
	}

	q.OnBadRow = nil
	n := 0
	err = e.StreamCandidates(ctx, q, func(*store.Candidate) error { n++; return nil })
	var re *store.RowError
	if !errors.As(err, &re) || re.ID != 3 || n != 3 {
		t.Errorf("without OnBadRow: %d rows, err %v; want 3 rows, then row 3's *store.RowError", n, err)
	}
}
