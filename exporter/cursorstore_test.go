package exporter

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"

	"github.com/modusbrain/evalkit/internal/testdb"
	"github.com/modusbrain/evalkit/store"
	"github.com/modusbrain/evalkit/store/postgres"
)

// One cursor, two stores (two brains of one server; two SQLite files): the
// second store's rows are older than the first's window end. The cursor
// held only a time, so the second store's chain skipped them, and
// eval-prune --cursor deleted them (probe 11, hostile 11 f7). The cursor
// is tied to the store it was exported from: another store is refused
// before any row is read, and the cursor is left as it was.
func TestCursorRefusedOnAnotherStore(t *testing.T) {
	for name, mk := range map[string]func(*testing.T) *harness{
		"postgres": func(t *testing.T) *harness { return pgHarness(t) },
		"sqlite":   sqliteHarness,
	} {
		t.Run(name, func(t *testing.T) {
			ctx := context.Background()
			a, b := mk(t), mk(t)
			older := insertN(t, b.writer, 2)
			insertN(t, a.writer, 1)
			cursor := filepath.Join(t.TempDir(), "export.cursor")
			if res, rows := run(t, a.reader, Options{Cursor: cursor, StoreName: "store-A"}); len(rows) != 1 || !res.CursorWritten {
				t.Fatalf("store A: %d rows, %+v", len(rows), res)
			}
			before, _ := os.ReadFile(cursor)
			var out bytes.Buffer
			res, err := Export(ctx, b.reader, &out, Options{Cursor: cursor, StoreName: "store-B"})
			var se *CursorStoreError
			if !errors.As(err, &se) || out.Len() != 0 || res.CursorWritten {
				t.Fatalf("store B with store A's cursor: %v, %d bytes, %+v; want *CursorStoreError and nothing written", err, out.Len(), res)
			}
			if msg := err.Error(); !strings.Contains(msg, "store-A (") || !strings.Contains(msg, "store-B (") {
				t.Errorf("the message does not name both stores: %s", msg)
			}
			if after, _ := os.ReadFile(cursor); !bytes.Equal(before, after) {
				t.Fatalf("a refused run changed the cursor: %q -> %q", before, after)
			}
			// eval-prune's check: the same refusal, and none for the
			// chain's own store.
			if err := CheckCursorStore(ctx, b.reader, cursor, "store-B"); !errors.As(err, &se) {
				t.Fatalf("CheckCursorStore on store B: %v, want *CursorStoreError", err)
			}
			if err := CheckCursorStore(ctx, a.writer, cursor, "store-A"); err != nil {
				t.Fatalf("CheckCursorStore on the chain's own store (its writer): %v", err)
			}
			// B's own cursor gets B's older rows.
			if _, rows := run(t, b.reader, Options{Cursor: filepath.Join(filepath.Dir(cursor), "b.cursor")}); len(rows) != len(older) {
				t.Fatalf("store B's own chain exported %d rows, want %d", len(rows), len(older))
			}
		})
	}
}

// The same database reached as another role — one that may only SELECT the
// eval tables, in a database where pg_control_system() was revoked from
// PUBLIC, so it cannot tell the cluster — is the same store: its run
// continues the chain the owner's started, and its identity query writes
// nothing (the role could not).
func TestCursorSameStoreAsAReadOnlyRoleWithoutTheCluster(t *testing.T) {
	ctx := context.Background()
	h := pgHarness(t)
	c, err := pgx.Connect(ctx, h.url)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close(ctx)
	roleURL, role := testdb.NewRole(t, h.url, "NOSUPERUSER BYPASSRLS")
	for _, q := range []string{
		"REVOKE EXECUTE ON FUNCTION pg_catalog.pg_control_system() FROM PUBLIC",
		"GRANT SELECT ON eval_candidates, eval_capture_failures TO " + pgx.Identifier{role}.Sanitize(),
	} {
		if _, err := c.Exec(ctx, q); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
	ro, err := postgres.Open(ctx, roleURL, postgres.Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer ro.Close()
	owner, err := h.reader.(store.StoreIdentifier).StoreIdentity(ctx)
	if err != nil || owner.Cluster == "" {
		t.Fatalf("the owner's identity: %+v, %v; want one with the cluster", owner, err)
	}
	mine, err := ro.StoreIdentity(ctx)
	if err != nil || mine.Cluster != "" || mine.DBOID != owner.DBOID || mine.Schema != "public" {
		t.Fatalf("the reader's identity: %+v, %v; want the owner's %+v without the cluster", mine, err, owner)
	}
	cursor := filepath.Join(t.TempDir(), "export.cursor")
	insertN(t, h.writer, 2)
	if _, rows := run(t, h.reader, Options{Cursor: cursor}); len(rows) != 2 {
		t.Fatalf("owner's run: %d rows", len(rows))
	}
	insertN(t, h.writer, 1)
	if res, rows := run(t, ro, Options{Cursor: cursor}); len(rows) != 1 || !res.CursorWritten {
		t.Fatalf("the reader's run: %d rows, %+v; want the one new row", len(rows), res)
	}
}

// A cursor removed by hand after a run stored one there, its lock file
// left, restarted the chain and exported every row again (hostile 11 f2).
// It is refused as damaged, as an emptied one is; removing the lock file
// too starts over.
func TestRemovedCursorRefused(t *testing.T) {
	forEachEngine(t, func(t *testing.T, h *harness) {
		cursor := filepath.Join(t.TempDir(), "e.cursor")
		insertN(t, h.writer, 3)
		if _, rows := run(t, h.reader, Options{Cursor: cursor}); len(rows) != 3 {
			t.Fatalf("first run: %d rows", len(rows))
		}
		if err := os.Remove(cursor); err != nil {
			t.Fatal(err)
		}
		var out bytes.Buffer
		_, err := Export(context.Background(), h.reader, &out, Options{Cursor: cursor})
		var ce *CursorError
		if !errors.As(err, &ce) || !ce.Missing || !ce.Damaged || out.Len() != 0 {
			t.Fatalf("removed cursor: %v, %d bytes; want a missing, damaged *CursorError and nothing", err, out.Len())
		}
		if _, err := os.Stat(cursor); !errors.Is(err, os.ErrNotExist) {
			t.Fatalf("a refused run made the cursor: %v", err)
		}
		if written, _, err := ReadCursorTie(cursor); !written || err != nil {
			t.Fatalf("ReadCursorTie: %v, %v; want written", written, err)
		}
		lock, _ := CursorLockPath(cursor)
		if err := os.Remove(lock); err != nil {
			t.Fatal(err)
		}
		if _, rows := run(t, h.reader, Options{Cursor: cursor}); len(rows) != 3 {
			t.Fatalf("after removing the lock file too: %d rows, want all 3", len(rows))
		}
	})
}

// A cursor an older evalkit wrote has no store recorded: the next run is
// not refused, and records its store, which ties the chain from then on.
func TestOlderCursorAdopted(t *testing.T) {
	ctx := context.Background()
	a, b := sqliteHarness(t), sqliteHarness(t)
	insertN(t, a.writer, 2)
	dir := t.TempDir()
	cursor := filepath.Join(dir, "old.cursor")
	if err := os.WriteFile(cursor, []byte("2000-01-01T00:00:00Z\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, ".old.cursor.lock"), []byte("cursor written\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := CheckCursorStore(ctx, b.reader, cursor, "b"); err != nil {
		t.Fatalf("no store recorded, yet refused: %v", err)
	}
	if _, rows := run(t, a.reader, Options{Cursor: cursor, StoreName: "a"}); len(rows) != 2 {
		t.Fatalf("adopting run: %d rows", len(rows))
	}
	written, tie, err := ReadCursorTie(cursor)
	if err != nil || !written || tie == nil || tie.Name != "a" || tie.Store.Engine != "sqlite" {
		t.Fatalf("after the adopting run: written %v, tie %+v, %v", written, tie, err)
	}
	var se *CursorStoreError
	if _, err := Export(ctx, b.reader, &bytes.Buffer{}, Options{Cursor: cursor}); !errors.As(err, &se) {
		t.Fatalf("another store after adoption: %v, want *CursorStoreError", err)
	}
}

func TestParseLock(t *testing.T) {
	id := store.StoreID{Engine: "postgres", Cluster: "1", DBOID: "16384", DB: "a b\nc", Schema: "public"}
	tie := &CursorTie{Store: id, Name: "postgres:///a\nb"}
	for _, text := range []string{
		"4242\n" + writtenMark + "\n" + tie.lines(),
		writtenMark + "\n" + tie.lines() + "re-name junk from a longer text\n",
	} {
		written, got := parseLock([]byte(text))
		if !written || got == nil || got.Store != id || got.Name != "postgres:///a b" {
			t.Errorf("parseLock(%q) = %v, %+v", text, written, got)
		}
	}
	// A tie without the mark is not a stored cursor's.
	if written, got := parseLock([]byte(tie.lines())); written || got != nil {
		t.Errorf("no mark: %v, %+v", written, got)
	}
}

func TestCursorFileFor(t *testing.T) {
	for _, c := range []struct {
		cursor string
		id     store.StoreID
		want   string
	}{
		{"/home/me/.modusbrain/export.cursor", store.StoreID{Engine: "postgres", DB: "brain_b"}, "/home/me/.modusbrain/brain_b.cursor"},
		{"export.cursor", store.StoreID{Engine: "sqlite", Path: "/srv/b/eval.db"}, "eval.cursor"},
		// Never the cursor itself (two servers' brains of one name).
		{"state/brain.cursor", store.StoreID{Engine: "postgres", DB: "brain"}, "state/brain-2.cursor"},
		// A name a shell would mangle is no example.
		{"export.cursor", store.StoreID{Engine: "postgres", DB: "my brain; rm"}, "<name>.cursor"},
	} {
		if got := CursorFileFor(c.cursor, c.id); got != c.want {
			t.Errorf("CursorFileFor(%q, %+v) = %q, want %q", c.cursor, c.id, got, c.want)
		}
	}
}
