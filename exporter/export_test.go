package exporter

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/modusbrain/evalkit/internal/testdb"
	"github.com/modusbrain/evalkit/store"
	"github.com/modusbrain/evalkit/store/postgres"
	"github.com/modusbrain/evalkit/store/sqlite"
)

func candidate(i int) store.Candidate {
	c := store.Candidate{
		ToolName: store.ToolQuery, Query: fmt.Sprintf("query %d <b>&amp;</b> \u2028 ünï", i),
		RetrievedSlugs: []string{"people/alice", "deals/acme"}, RetrievedChunkIDs: []int64{int64(i), 7, 7},
		SourceIDs: []string{"default"}, VectorEnabled: i%2 == 0, LatencyMS: int64(i * 100), Remote: i%3 == 0,
	}
	if i%2 == 1 {
		c.ToolName = store.ToolSearch
		c.RetrievedSlugs, c.RetrievedChunkIDs, c.SourceIDs = nil, nil, nil
	} else {
		c.ExpandEnabled, c.Detail, c.DetailResolved = ptr(true), ptr("high"), ptr("medium")
		c.JobID, c.SubagentID = ptr(int64(i)), ptr(int64(i+1))
	}
	return c
}

func insertN(t *testing.T, e store.Engine, n int) []store.Candidate {
	t.Helper()
	rows := make([]store.Candidate, n)
	for i := range rows {
		rows[i] = candidate(i)
	}
	if err := e.InsertCandidates(context.Background(), rows); err != nil {
		t.Fatal(err)
	}
	return rows
}

// decoded is one exported line decoded by encoding/json, strictly.
func decodeLines(t *testing.T, out []byte) []refRow {
	t.Helper()
	var rows []refRow
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		line := sc.Bytes()
		if !bytes.HasPrefix(line, []byte(`{"schema_version":1,`)) {
			t.Fatalf("line does not start with schema_version: %s", line)
		}
		dec := json.NewDecoder(bytes.NewReader(line))
		dec.DisallowUnknownFields()
		var r refRow
		if err := dec.Decode(&r); err != nil {
			t.Fatalf("line %s: %v", line, err)
		}
		rows = append(rows, r)
	}
	if len(out) > 0 && out[len(out)-1] != '\n' {
		t.Fatalf("output does not end with a newline")
	}
	return rows
}

func ids(rows []refRow) []int64 {
	out := make([]int64, len(rows))
	for i, r := range rows {
		out[i] = r.ID
	}
	return out
}

func run(t *testing.T, e store.Engine, opts Options) (Result, []refRow) {
	t.Helper()
	var out bytes.Buffer
	res, err := Export(context.Background(), e, &out, opts)
	if err != nil {
		t.Fatalf("Export: %v", err)
	}
	rows := decodeLines(t, out.Bytes())
	if int64(len(rows)) != res.Rows {
		t.Fatalf("Result.Rows = %d, output has %d lines", res.Rows, len(rows))
	}
	return res, rows
}

func TestExportWindowsAndOrder(t *testing.T) {
	forEachEngine(t, func(t *testing.T, h *harness) {
		rows := insertN(t, h.writer, 6)
		base := time.Date(2025, 3, 1, 12, 0, 0, 0, time.UTC)
		// Rows 0,1 tie at base+1ms+500µs; row 2 sits 1µs before base+2ms.
		at := []time.Duration{0, 1500 * time.Microsecond, 1500 * time.Microsecond, 2*time.Millisecond - time.Microsecond, 2 * time.Millisecond, time.Hour}
		for i, r := range rows {
			h.setCreatedAt(t, r.ID, base.Add(at[i]))
		}
		res, all := run(t, h.reader, Options{})
		want := []int64{rows[5].ID, rows[4].ID, rows[3].ID, rows[2].ID, rows[1].ID, rows[0].ID}
		if fmt.Sprint(ids(all)) != fmt.Sprint(want) {
			t.Fatalf("order %v, want created_at DESC, id DESC %v", ids(all), want)
		}
		if res.Window.Since != nil || !res.Window.Until.After(base.Add(time.Hour)) || res.Cut {
			t.Fatalf("window %+v", res)
		}
		// Fields survive the trip, including the ones a row leaves null.
		for _, r := range all {
			src := rows[slicesIndex(rows, r.ID)]
			if r.Query != src.Query || r.ToolName != src.ToolName || r.LatencyMS != src.LatencyMS ||
				len(r.RetrievedChunkIDs) != len(src.RetrievedChunkIDs) || r.RetrievedSlugs == nil || r.SourceIDs == nil ||
				(src.JobID == nil) != (r.JobID == nil) || (src.Detail == nil) != (r.Detail == nil) {
				t.Errorf("row %d exported as %+v from %+v", r.ID, r, src)
			}
		}
		if all[3].CreatedAt != "2025-03-01T12:00:00.001Z" || all[0].CreatedAt != "2025-03-01T13:00:00.000Z" {
			t.Errorf("created_at rendering: %q, %q", all[3].CreatedAt, all[0].CreatedAt)
		}
		// [since, until): since inclusive, until exclusive, at microsecond precision.
		_, mid := run(t, h.reader, Options{Since: StartAt(base.Add(1500 * time.Microsecond)), Until: ptrTo(base.Add(2 * time.Millisecond))})
		if fmt.Sprint(ids(mid)) != fmt.Sprint([]int64{rows[3].ID, rows[2].ID, rows[1].ID}) {
			t.Errorf("window [+1.5ms, +2ms) = %v", ids(mid))
		}
		// A relative start counts back from Now.
		_, recent := run(t, h.reader, Options{Since: Start{Ago: 30 * time.Minute}, Now: func() time.Time { return base.Add(time.Hour) }})
		if fmt.Sprint(ids(recent)) != fmt.Sprint([]int64{rows[5].ID}) {
			t.Errorf("--since 30m = %v", ids(recent))
		}
		// An until ahead of the clock is never lowered to the watermark:
		// rows stamped before it can still come, so the export fails
		// before writing anything (the next window would start there).
		var out bytes.Buffer
		_, err := Export(context.Background(), h.reader, &out, Options{Until: ptrTo(time.Now().Add(24 * time.Hour))})
		if ns := (*store.NotSettledError)(nil); !errors.As(err, &ns) || !ns.Future || out.Len() != 0 {
			t.Errorf("until a day ahead: %v, %d bytes written; want a NotSettledError (Future) and nothing", err, out.Len())
		}
		// Tool filter.
		_, search := run(t, h.reader, Options{Tool: store.ToolSearch})
		for _, r := range search {
			if r.ToolName != store.ToolSearch {
				t.Errorf("--tool search exported %+v", r)
			}
		}
		if len(search) != 3 {
			t.Errorf("--tool search exported %d rows, want 3", len(search))
		}
	})
}

func slicesIndex(rows []store.Candidate, id int64) int {
	for i, r := range rows {
		if r.ID == id {
			return i
		}
	}
	return -1
}

func TestExportLimit(t *testing.T) {
	forEachEngine(t, func(t *testing.T, h *harness) {
		insertN(t, h.writer, 5)
		for _, tc := range []struct {
			limit int64
			rows  int
			cut   bool
		}{{2, 2, true}, {4, 4, true}, {5, 5, false}, {6, 5, false}} {
			res, rows := run(t, h.reader, Options{Limit: tc.limit})
			if len(rows) != tc.rows || res.Cut != tc.cut || res.Complete() == tc.cut {
				t.Errorf("limit %d: %d rows, cut=%v; want %d rows, cut=%v", tc.limit, len(rows), res.Cut, tc.rows, tc.cut)
			}
		}
	})
}

func TestExportEmptyAndMissing(t *testing.T) {
	forEachEngine(t, func(t *testing.T, h *harness) {
		res, rows := run(t, h.reader, Options{})
		if len(rows) != 0 || res.Rows != 0 || res.Cut {
			t.Fatalf("empty table: %+v", res)
		}
	})
	// Nothing ever captured: no tables at all.
	ctx := context.Background()
	pg, err := postgres.Open(ctx, testdb.New(t), postgres.Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer pg.Close()
	path := filepath.Join(t.TempDir(), "eval.db")
	w, err := sqlite.Open(ctx, path, sqlite.Options{}) // creates the file, no tables
	if err != nil {
		t.Fatal(err)
	}
	w.Close()
	lite, err := sqlite.Open(ctx, path, sqlite.Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer lite.Close()
	cursor := filepath.Join(t.TempDir(), "cursor")
	for _, e := range []store.Engine{pg, lite} {
		var out bytes.Buffer
		res, err := Export(ctx, e, &out, Options{Cursor: cursor})
		if !errors.Is(err, store.ErrNoSchema) || res.Rows != 0 || out.Len() != 0 || res.CursorWritten {
			t.Errorf("%T without tables: %+v, %v, %q; want store.ErrNoSchema and nothing written", e, res, err, out.Bytes())
		}
	}
	if _, err := os.Stat(cursor); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("cursor written for a missing table: %v", err)
	}
}
