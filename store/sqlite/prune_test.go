package sqlite

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/modusbrain/evalkit/store"

	"github.com/modusbrain/evalkit/store/storetest"
)

func TestPruneContract(t *testing.T) { storetest.RunPrune(t, suite) }

func TestTableStatsAndSpace(t *testing.T) {
	e, _ := openTemp(t)
	ctx := context.Background()
	rows := make([]store.Candidate, 300)
	for i := range rows {
		rows[i] = sample(i)
		rows[i].Query = strings.Repeat("x", 4000)
	}
	if err := e.InsertCandidates(ctx, rows); err != nil {
		t.Fatal(err)
	}
	stats, err := e.TableStats(ctx)
	if err != nil || len(stats) != 2 || stats[0].Rows != 300 || !stats[0].Exact || stats[0].Oldest.IsZero() || stats[1].Rows != 0 {
		t.Fatalf("TableStats = %+v, %v", stats, err)
	}
	var total int64
	var from time.Time
	for {
		n, next, err := e.PruneBatch(ctx, store.TableCandidates, from, time.Now().Add(time.Hour), 100)
		if err != nil {
			t.Fatal(err)
		}
		total += n
		if next.IsZero() {
			break
		}
		from = next
	}
	if total != 300 {
		t.Fatalf("pruned %d", total)
	}
	sp, err := e.Space(ctx)
	if err != nil || sp.Incremental || sp.FreeBytes < 300*4000 || sp.FileBytes < sp.FreeBytes {
		t.Fatalf("Space after pruning = %+v, %v; want the freed pages, auto_vacuum none", sp, err)
	}
	if n, err := e.ReclaimBatch(ctx, 1<<20); err != nil || n != 0 {
		t.Fatalf("ReclaimBatch without incremental auto_vacuum = %d, %v", n, err)
	}
}

// A file switched to auto_vacuum=incremental gives pages back in steps.
func TestReclaimIncremental(t *testing.T) {
	e, _ := openTemp(t)
	ctx := context.Background()
	if _, err := e.db.ExecContext(ctx, "PRAGMA auto_vacuum = INCREMENTAL"); err != nil {
		t.Fatal(err)
	}
	if _, err := e.db.ExecContext(ctx, "VACUUM"); err != nil {
		t.Fatal(err)
	}
	rows := make([]store.Candidate, 200)
	for i := range rows {
		rows[i] = sample(i)
		rows[i].Query = strings.Repeat("y", 8000)
	}
	if err := e.InsertCandidates(ctx, rows); err != nil {
		t.Fatal(err)
	}
	if n, _, err := e.PruneBatch(ctx, store.TableCandidates, time.Time{}, time.Now().Add(time.Hour), 5000); err != nil || n != 200 {
		t.Fatalf("PruneBatch = %d, %v", n, err)
	}
	sp, err := e.Space(ctx)
	if err != nil || !sp.Incremental || sp.FreeBytes == 0 {
		t.Fatalf("Space = %+v, %v", sp, err)
	}
	var got int64
	for {
		n, err := e.ReclaimBatch(ctx, 256<<10)
		if err != nil {
			t.Fatal(err)
		}
		if n == 0 {
			break
		}
		if n > 256<<10 {
			t.Fatalf("one step returned %d bytes, more than asked", n)
		}
		got += n
	}
	after, err := e.Space(ctx)
	if err != nil || after.FreeBytes != 0 || got != sp.FreeBytes || after.FileBytes >= sp.FileBytes {
		t.Fatalf("after reclaiming %d: %+v (before %+v), %v", got, after, sp, err)
	}
}
