package sqlite

import (
	"context"
	"errors"
	"path/filepath"
	"testing"

	"github.com/modusbrain/evalkit/store"
)

func TestFailureReadAccess(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "eval.db")
	w, err := Open(ctx, path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	r, err := Open(ctx, path, Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	if _, err := r.FailureReadAccess(ctx); !errors.Is(err, store.ErrNoSchema) {
		t.Fatalf("unmigrated: err = %v, want ErrNoSchema", err)
	}
	if err := w.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	acc, err := r.FailureReadAccess(ctx)
	if err != nil || acc.Denied {
		t.Fatalf("migrated: %+v, %v; want readable", acc, err)
	}
}

func TestDBPlaneEvalConfig(t *testing.T) {
	ctx := context.Background()
	w, path := openTemp(t)
	r, err := Open(ctx, path, Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	if got, err := r.DBPlaneEvalConfig(ctx); err != nil || got != nil {
		t.Fatalf("no config table: %v, %v", got, err)
	}
	for _, s := range []string{
		`CREATE TABLE config (key TEXT PRIMARY KEY, value)`,
		`INSERT INTO config VALUES ('eval.capture', 'false'), ('Eval.Scrub_PII', 0), ('engine', 'sqlite'), ('evaluate', 1)`,
	} {
		if _, err := w.db.ExecContext(ctx, s); err != nil {
			t.Fatal(err)
		}
	}
	got, err := r.DBPlaneEvalConfig(ctx)
	if err != nil {
		t.Fatal(err)
	}
	want := []store.ConfigEntry{{Table: "config", Key: "Eval.Scrub_PII", Value: "0"}, {Table: "config", Key: "eval.capture", Value: "false"}}
	if len(got) != 2 || got[0] != want[0] || got[1] != want[1] {
		t.Fatalf("got %+v, want %+v", got, want)
	}
}
