package postgres

import (
	"context"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/modusbrain/evalkit/internal/testdb"
	"github.com/modusbrain/evalkit/store"
	"github.com/modusbrain/evalkit/store/storetest"
)

// openFresh opens an engine on a new empty database and returns its URL too.
func openFresh(t *testing.T, opts Options) (*Engine, string) {
	t.Helper()
	url := testdb.New(t)
	e, err := Open(context.Background(), url, opts)
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	t.Cleanup(func() { _ = e.Close() })
	return e, url
}

// urls remembers each test engine's database for SetCreatedAt.
var urls = map[*Engine]string{}

func TestContract(t *testing.T) {
	s := storetest.Suite{
		Int32Columns: true,
		Open: func(t *testing.T) store.Engine {
			e, url := openFresh(t, Options{})
			urls[e] = url
			return e
		},
		SetCreatedAt: func(t *testing.T, e store.Engine, id int64, at time.Time) {
			t.Helper()
			setCreatedAt(t, urls[e.(*Engine)], id, at)
		},
	}
	storetest.Run(t, s)
	storetest.RunFailurePaths(t, s)
}

// setCreatedAt rewrites a row's stamp through a separate superuser session.
func setCreatedAt(t testing.TB, url string, id int64, at time.Time) {
	t.Helper()
	ctx := context.Background()
	c, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close(ctx)
	tag, err := c.Exec(ctx, "UPDATE eval_candidates SET created_at = $2 WHERE id = $1", id, at)
	if err != nil || tag.RowsAffected() != 1 {
		t.Fatalf("setting created_at of %d: %v (%d rows)", id, err, tag.RowsAffected())
	}
}
