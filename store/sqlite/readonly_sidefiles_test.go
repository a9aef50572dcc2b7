package sqlite

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"testing"
	"time"

	"github.com/modusbrain/evalkit/store"
)

// A reader of a file made read-only (chmod 444) must not leave -wal/-shm
// side files that only it could have made read-only too: SQLite creates
// them with the database file's mode, and once the file is writable again
// every writer would fail with "attempt to write a readonly database".
// Side files that exist afterwards must be writable by their owner.
func TestReadOnlyOpenLeavesWritableSideFiles(t *testing.T) {
	ctx := context.Background()
	w, path := openTemp(t)
	if err := w.InsertCandidates(ctx, []store.Candidate{sample(1)}); err != nil {
		t.Fatal(err)
	}
	w.Close() // the last connection removes -wal and -shm
	for _, side := range []string{"-wal", "-shm"} {
		if _, err := os.Stat(path + side); !errors.Is(err, fs.ErrNotExist) {
			t.Fatalf("%s still there after the writer closed: %v", side, err)
		}
	}
	if err := os.Chmod(path, 0o444); err != nil {
		t.Fatal(err)
	}
	r, err := Open(ctx, path, Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	if a, err := r.CandidateActivity(ctx, time.Time{}); err != nil || a.Rows != 1 {
		t.Fatalf("read: %+v, %v", a, err)
	}
	r.Close()
	for _, side := range []string{"-wal", "-shm"} {
		fi, err := os.Stat(path + side)
		if err == nil && fi.Mode().Perm()&0o200 == 0 {
			t.Errorf("read-only open left %s with mode %v: writers fail once the file is writable again", side, fi.Mode().Perm())
		}
	}
}
