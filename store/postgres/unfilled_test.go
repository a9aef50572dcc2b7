package postgres

import (
	"fmt"
	"testing"

	"github.com/modusbrain/evalkit/internal/testdb"
	"github.com/modusbrain/evalkit/store"
)

// The columns capture's INSERTs leave out and PostgreSQL will not leave
// empty: none on evalkit's own tables or on any brain modusbrain made
// (adopted or not); each NOT NULL column without a default that a newer
// modusbrain could add, whatever else it has, is told apart.
func TestUnfilledColumns(t *testing.T) {
	ctx := testCtx(t)
	e, _ := openMigrated(t)
	if got, err := e.UnfilledColumns(ctx); err != nil || len(got) != 0 {
		t.Fatalf("UnfilledColumns on evalkit's own tables = %v, %v; want none", got, err)
	}
	for _, shape := range []testdb.BrainShape{testdb.BrainM31, testdb.BrainLatest} {
		url := testdb.New(t)
		if err := testdb.NewBrain(ctx, url, shape, 0, 0); err != nil {
			t.Fatal(err)
		}
		b := openURL(t, url, Options{})
		if got, err := b.UnfilledColumns(ctx); err != nil || len(got) != 0 {
			t.Fatalf("%s brain: UnfilledColumns = %v, %v; want none", shape, got, err)
		}
		if err := b.Migrate(ctx); err != nil {
			t.Fatal(err)
		}
		if got, err := b.UnfilledColumns(ctx); err != nil || len(got) != 0 {
			t.Fatalf("%s brain adopted: UnfilledColumns = %v, %v; want none", shape, got, err)
		}
	}

	_, url := openMigrated(t)
	sql(t, url,
		`CREATE DOMAIN ranker_name AS text NOT NULL`,
		`CREATE DOMAIN ranker_kind AS text NOT NULL DEFAULT 'bm25'`,
		`ALTER TABLE eval_candidates
			ADD COLUMN ranker text NOT NULL,
			ADD COLUMN ranker_by ranker_name,
			ADD COLUMN ranker_kind ranker_kind,
			ADD COLUMN ranked boolean NOT NULL DEFAULT false,
			ADD COLUMN rank_seq bigint GENERATED ALWAYS AS IDENTITY,
			ADD COLUMN rank_len integer GENERATED ALWAYS AS (length(query)) STORED,
			ADD COLUMN rank_note text`,
		`ALTER TABLE eval_capture_failures ADD COLUMN host text NOT NULL`)
	e = openURL(t, url, Options{ReadOnly: true})
	got, err := e.UnfilledColumns(ctx)
	want := []UnfilledColumn{
		{Table: store.TableCandidates, Column: "ranker", Type: "text"},
		{Table: store.TableCandidates, Column: "ranker_by", Type: "ranker_name"},
		{Table: store.TableFailures, Column: "host", Type: "text"},
	}
	if err != nil || fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("UnfilledColumns = %v, %v; want %v", got, err, want)
	}

	// A BEFORE INSERT trigger may fill the column: told, not sure.
	sql(t, url, `CREATE FUNCTION fill_host() RETURNS trigger LANGUAGE plpgsql AS $$BEGIN NEW.host := 'h'; RETURN NEW; END$$`,
		`CREATE TRIGGER fill_host BEFORE INSERT ON eval_capture_failures FOR EACH ROW EXECUTE FUNCTION fill_host()`)
	got, err = e.UnfilledColumns(ctx)
	if err != nil || len(got) != 3 || !got[2].Trigger || got[0].Trigger {
		t.Fatalf("UnfilledColumns with a trigger on the failures = %v, %v; want host marked", got, err)
	}
}
