package sqlite

import (
	"context"
	"database/sql"
	"testing"

	"github.com/modusbrain/evalkit/store"
)

// A trigger that drops a row (RAISE(IGNORE)) leaves no change, as a
// stored delivery key does: the engine tells them apart, as PostgreSQL's
// does for a BEFORE INSERT trigger returning NULL.
func TestInsertTellsTriggerDropFromStoredKey(t *testing.T) {
	e, path := openTemp(t)
	ctx := context.Background()
	again := store.Candidate{ToolName: store.ToolQuery, Query: "secret but stored before the filter", DeliveryKey: "k-again"}
	if err := e.InsertCandidates(ctx, []store.Candidate{again}); err != nil {
		t.Fatal(err)
	}
	db, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if _, err := db.Exec(`CREATE TRIGGER filter_calls BEFORE INSERT ON eval_candidates WHEN NEW.query LIKE 'secret%'
		BEGIN SELECT RAISE(IGNORE); END`); err != nil {
		t.Fatal(err)
	}
	rows := []store.Candidate{
		{ToolName: store.ToolQuery, Query: "kept", DeliveryKey: "k-kept"},
		{ToolName: store.ToolQuery, Query: "secret keyed", DeliveryKey: "k-secret"},
		again,
		{ToolName: store.ToolQuery, Query: "secret keyless"},
		{ToolName: store.ToolQuery, Query: "kept keyless"},
	}
	if err := e.InsertCandidates(ctx, rows); err != nil {
		t.Fatal(err)
	}
	for i, want := range []string{"", "a trigger", "", "a trigger", ""} {
		if rows[i].Dropped != want {
			t.Errorf("row %d (%s): Dropped %q, want %q", i, rows[i].Query, rows[i].Dropped, want)
		}
	}
	if rows[0].ID == 0 || rows[4].ID == 0 || rows[1].ID != 0 || rows[2].ID != 0 || rows[3].ID != 0 {
		t.Errorf("ids %d %d %d %d %d: want kept rows only", rows[0].ID, rows[1].ID, rows[2].ID, rows[3].ID, rows[4].ID)
	}
}
