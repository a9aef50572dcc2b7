package postgres

import (
	"testing"

	"github.com/jackc/pgx/v5"

	"github.com/modusbrain/evalkit/store"
)

// filterTrigger is an owner's filter on eval_candidates: a BEFORE INSERT
// row trigger that returns NULL for the calls it does not want kept.
var filterTrigger = []string{
	`CREATE FUNCTION drop_secret() RETURNS trigger LANGUAGE plpgsql AS $$
	BEGIN IF NEW.query LIKE 'secret%' THEN RETURN NULL; END IF; RETURN NEW; END $$`,
	`CREATE TRIGGER filter_calls BEFORE INSERT ON eval_candidates FOR EACH ROW EXECUTE FUNCTION drop_secret()`,
}

func countRows(t *testing.T, url, query string) int {
	t.Helper()
	ctx := testCtx(t)
	c, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close(ctx)
	var n int
	if err := c.QueryRow(ctx, query).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// A row the table's own trigger drops leaves no row in RETURNING, as a
// redelivered key does; the engine tells them apart (probe 18 #1: they
// were counted as captured).
func TestInsertTellsTriggerDropFromStoredKey(t *testing.T) {
	e, url := openMigrated(t)
	ctx := testCtx(t)
	again := store.Candidate{ToolName: store.ToolQuery, Query: "secret but stored before the filter", DeliveryKey: "k-again"}
	if err := e.InsertCandidates(ctx, []store.Candidate{again}); err != nil {
		t.Fatal(err)
	}
	sql(t, url, filterTrigger...)
	rows := []store.Candidate{
		{ToolName: store.ToolQuery, Query: "kept one", DeliveryKey: "k-kept"},
		{ToolName: store.ToolQuery, Query: "secret one", DeliveryKey: "k-secret"},
		again,
		{ToolName: store.ToolSearch, Query: "kept two", DeliveryKey: "k-kept2"},
	}
	if err := e.InsertCandidates(ctx, rows); err != nil {
		t.Fatalf("InsertCandidates: %v", err)
	}
	if rows[0].ID == 0 || rows[0].Dropped != "" || rows[3].ID == 0 || rows[3].Dropped != "" {
		t.Errorf("kept rows: %+v / %+v, want ids and no Dropped", rows[0], rows[3])
	}
	if rows[0].ID >= rows[3].ID {
		t.Errorf("ids %d, %d: want input order", rows[0].ID, rows[3].ID)
	}
	if rows[1].ID != 0 || rows[1].Dropped != "trigger filter_calls" {
		t.Errorf("dropped row: ID %d Dropped %q, want 0 and \"trigger filter_calls\"", rows[1].ID, rows[1].Dropped)
	}
	if rows[2].ID != 0 || rows[2].Dropped != "" {
		t.Errorf("redelivered row: ID %d Dropped %q, want 0 and not dropped (already stored)", rows[2].ID, rows[2].Dropped)
	}
	if n := countRows(t, url, "SELECT count(*) FROM eval_candidates"); n != 3 {
		t.Errorf("%d rows stored, want 3", n)
	}
}

// Rows without a delivery key (a Capturer without a spool) cannot be
// conflicting: every one missing was dropped. Which ones cannot be told;
// that many are marked, and no id is guessed.
func TestInsertKeylessRowsDroppedByTrigger(t *testing.T) {
	e, url := openMigrated(t)
	sql(t, url, filterTrigger...)
	rows := []store.Candidate{
		{ToolName: store.ToolQuery, Query: "kept"},
		{ToolName: store.ToolQuery, Query: "secret"},
		{ToolName: store.ToolQuery, Query: "also kept"},
	}
	if err := e.InsertCandidates(testCtx(t), rows); err != nil {
		t.Fatalf("InsertCandidates: %v (the batch committed: an error here makes capture insert it again)", err)
	}
	dropped := 0
	for _, r := range rows {
		if r.Dropped != "" {
			dropped++
			if r.Dropped != "trigger filter_calls" {
				t.Errorf("Dropped = %q", r.Dropped)
			}
		}
		if r.ID != 0 {
			t.Errorf("row %q got id %d: which keyless rows were kept cannot be told", r.Query, r.ID)
		}
	}
	if dropped != 1 {
		t.Errorf("%d rows marked dropped, want 1", dropped)
	}
	if n := countRows(t, url, "SELECT count(*) FROM eval_candidates"); n != 2 {
		t.Errorf("%d rows stored, want 2", n)
	}
	// With nothing dropped, keyless rows get their ids as before.
	rows = rows[:1]
	rows[0].Query = "kept again"
	if err := e.InsertCandidates(testCtx(t), rows); err != nil || rows[0].ID == 0 || rows[0].Dropped != "" {
		t.Fatalf("keyless row kept: %v, %+v", err, rows[0])
	}
}
