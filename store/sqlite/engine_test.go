package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/modusbrain/evalkit/store"
)

func TestRoundTrip(t *testing.T) {
	ctx := context.Background()
	e, _ := openTemp(t)
	rows := []store.Candidate{sample(1), sample(2), {ToolName: store.ToolSearch, Query: ""}}
	before := time.Now()
	if err := e.InsertCandidates(ctx, rows); err != nil {
		t.Fatal(err)
	}
	for i, r := range rows {
		if r.ID == 0 || r.CreatedAt.Location() != time.UTC || r.CreatedAt.Before(before.Truncate(time.Microsecond)) {
			t.Errorf("row %d: ID %d CreatedAt %v not set after insert", i, r.ID, r.CreatedAt)
		}
	}
	w, err := e.Watermark(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var got []store.Candidate
	err = e.StreamCandidates(ctx, store.StreamQuery{Until: w}, func(c *store.Candidate) error {
		cp := *c
		cp.RetrievedSlugs = append([]string{}, c.RetrievedSlugs...)
		cp.RetrievedChunkIDs = append([]int64{}, c.RetrievedChunkIDs...)
		cp.SourceIDs = append([]string{}, c.SourceIDs...)
		got = append(got, cp)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	// Same created_at: newest first means id descending.
	want := []store.Candidate{rows[2], rows[1], rows[0]}
	want[0].RetrievedSlugs, want[0].RetrievedChunkIDs, want[0].SourceIDs = []string{}, []int64{}, []string{}
	if len(got) != len(want) {
		t.Fatalf("got %d rows, want %d", len(got), len(want))
	}
	for i := range want {
		if !reflect.DeepEqual(got[i], want[i]) {
			t.Errorf("row %d:\n got %+v\nwant %+v", i, got[i], want[i])
		}
	}
}

func TestStreamReusesCandidate(t *testing.T) {
	ctx := context.Background()
	e, _ := openTemp(t)
	if err := e.InsertCandidates(ctx, []store.Candidate{sample(1), {ToolName: store.ToolSearch, Query: "q"}}); err != nil {
		t.Fatal(err)
	}
	w, _ := e.Watermark(ctx)
	var seen []*store.Candidate
	var nulls int
	err := e.StreamCandidates(ctx, store.StreamQuery{Until: w}, func(c *store.Candidate) error {
		seen = append(seen, c)
		if c.ExpandEnabled == nil && c.Detail == nil && c.JobID == nil {
			nulls++ // the second-newest row's pointers must not leak into this one
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(seen) != 2 || seen[0] != seen[1] {
		t.Errorf("want one reused *Candidate for 2 rows, got %v", seen)
	}
	if nulls != 1 {
		t.Errorf("rows with NULL pointers = %d, want 1", nulls)
	}
}

func TestStreamFilters(t *testing.T) {
	ctx := context.Background()
	e, _ := openTemp(t)
	var stamps []time.Time
	for i := range 6 {
		c := sample(i)
		if i%2 == 1 {
			c.ToolName = store.ToolSearch
		}
		rows := []store.Candidate{c}
		if err := e.InsertCandidates(ctx, rows); err != nil {
			t.Fatal(err)
		}
		stamps = append(stamps, rows[0].CreatedAt)
	}
	ids := func(q store.StreamQuery) []int64 {
		var out []int64
		if err := e.StreamCandidates(ctx, q, func(c *store.Candidate) error {
			out = append(out, c.ID)
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		return out
	}
	w, _ := e.Watermark(ctx)
	for _, tc := range []struct {
		name string
		q    store.StreamQuery
		want []int64
	}{
		{"all", store.StreamQuery{Until: w}, []int64{6, 5, 4, 3, 2, 1}},
		{"since inclusive, until exclusive", store.StreamQuery{Since: &stamps[1], Until: stamps[4]}, []int64{4, 3, 2}},
		{"tool", store.StreamQuery{Until: w, Tool: store.ToolSearch}, []int64{6, 4, 2}},
		{"limit", store.StreamQuery{Until: w, Limit: 2}, []int64{6, 5}},
		// A bound between two microseconds rounds up: the row stamped at
		// stamps[1] is before since, the one at stamps[4] is before until.
		{"sub-microsecond bounds", store.StreamQuery{Since: func() *time.Time { t := stamps[1].Add(time.Nanosecond); return &t }(), Until: stamps[4].Add(time.Nanosecond)}, []int64{5, 4, 3}},
		{"empty window", store.StreamQuery{Since: &w, Until: w}, nil},
	} {
		if got := ids(tc.q); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%s: got ids %v, want %v", tc.name, got, tc.want)
		}
	}
	// The zero Until is the instant 0001-01-01, not "no end": no row is
	// before it.
	if got := ids(store.StreamQuery{}); len(got) != 0 {
		t.Errorf("zero Until: got ids %v, want none", got)
	}
}

func TestStreamStopsOnCallbackError(t *testing.T) {
	ctx := context.Background()
	e, _ := openTemp(t)
	if err := e.InsertCandidates(ctx, []store.Candidate{sample(1), sample(2), sample(3)}); err != nil {
		t.Fatal(err)
	}
	w, _ := e.Watermark(ctx)
	stop := errors.New("stop")
	calls := 0
	err := e.StreamCandidates(ctx, store.StreamQuery{Until: w}, func(*store.Candidate) error {
		calls++
		return stop
	})
	if err != stop || calls != 1 {
		t.Errorf("got err %v after %d calls, want the callback's error unchanged after 1", err, calls)
	}
}

func TestMissingTablesAreErrNoSchema(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "eval.db")
	e, err := Open(ctx, path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	err = e.StreamCandidates(ctx, store.StreamQuery{Until: time.Now()}, func(*store.Candidate) error { return nil })
	if !errors.Is(err, store.ErrNoSchema) || store.SQLState(err) != "42P01" {
		t.Errorf("stream: got %v (SQLSTATE %q), want ErrNoSchema with 42P01", err, store.SQLState(err))
	}
	if _, err := e.FailureCounts(ctx, time.Time{}); !errors.Is(err, store.ErrNoSchema) {
		t.Errorf("failure counts: got %v, want ErrNoSchema", err)
	}
	if _, err := e.CandidateActivity(ctx, time.Time{}); !errors.Is(err, store.ErrNoSchema) {
		t.Errorf("activity: got %v, want ErrNoSchema", err)
	}
	err = e.InsertCandidates(ctx, []store.Candidate{sample(1)})
	if !errors.Is(err, store.ErrNoSchema) || store.SQLState(err) != "42P01" {
		t.Errorf("insert: got %v, want ErrNoSchema with 42P01 (db_down)", err)
	}
	if v, err := e.SchemaVersion(ctx); v != 0 || err != nil {
		t.Errorf("schema version: got %d, %v; want 0, nil", v, err)
	}
	if _, err := e.Watermark(ctx); err != nil {
		t.Errorf("watermark without tables: %v", err)
	}
}

func TestWritableOpenCreatesPrivateFile(t *testing.T) {
	dir := filepath.Join(t.TempDir(), ".modusbrain") // in a home that exists
	path := filepath.Join(dir, "eval.db")
	e, err := Open(context.Background(), path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	if err := e.Migrate(context.Background()); err != nil {
		t.Fatal(err)
	}
	for p, want := range map[string]os.FileMode{dir: os.ModeDir | 0o700, path: 0o600, path + "-wal": 0o600} {
		fi, err := os.Stat(p)
		if err != nil {
			t.Fatal(err)
		}
		if fi.Mode() != want {
			t.Errorf("%s: mode %v, want %v", p, fi.Mode(), want)
		}
	}
	var mode string
	if err := e.db.QueryRow("PRAGMA journal_mode").Scan(&mode); err != nil || mode != "wal" {
		t.Errorf("journal_mode = %q, %v; want wal", mode, err)
	}
}

// A mistyped path creates no tree of directories: only the file's own
// directory is made, inside one that exists (hostile probe 10).
func TestWritableOpenMakesNoTreeFromATypo(t *testing.T) {
	base := t.TempDir()
	path := filepath.Join(base, "evlas", "2026", "eval.db")
	_, err := Open(context.Background(), path, Options{})
	if !errors.Is(err, fs.ErrNotExist) || !strings.Contains(err.Error(), "nor does "+filepath.Join(base, "evlas")) {
		t.Fatalf("Open = %v; want the missing directory named", err)
	}
	if _, err := os.Stat(filepath.Join(base, "evlas")); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("a directory was created: %v", err)
	}
}

func TestReadOnlyMissingFileCreatesNothing(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "sub", "eval.db")
	_, err := Open(context.Background(), path, Options{ReadOnly: true})
	if !errors.Is(err, store.ErrNoSchema) || !strings.Contains(err.Error(), path) {
		t.Errorf("got %v, want ErrNoSchema naming %s", err, path)
	}
	ents, _ := os.ReadDir(dir)
	if len(ents) != 0 {
		t.Errorf("read-only open created %v", ents)
	}
}

func TestReadOnlyCannotWrite(t *testing.T) {
	ctx := context.Background()
	w, path := openTemp(t)
	if err := w.InsertCandidates(ctx, []store.Candidate{sample(1)}); err != nil {
		t.Fatal(err)
	}
	r, err := Open(ctx, path, Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	// A read-only engine refuses writes as PostgreSQL's read-only
	// sessions do (25006), saying why: evalkit opened the file so.
	err = r.InsertCandidates(ctx, []store.Candidate{sample(2)})
	if c, ok := errors.AsType[*store.ReadOnlyCause](err); store.SQLState(err) != "25006" || !ok || !strings.Contains(c.Why, "read-only") {
		t.Errorf("insert on read-only: got %v (SQLSTATE %q), want 25006 with its cause", err, store.SQLState(err))
	}
	err = r.InsertFailures(ctx, []store.Failure{{Reason: store.ReasonOther}})
	if store.SQLState(err) != "25006" {
		t.Errorf("insert failure on read-only: got %v, want 25006", err)
	}
	if err := r.Migrate(ctx); store.SQLState(err) != "25006" {
		t.Errorf("migrate on read-only: got %v, want 25006", err)
	}
	// Reads work and see the writer's row.
	a, err := r.CandidateActivity(ctx, time.Time{})
	if err != nil || a.Rows != 1 {
		t.Errorf("read-only activity: %+v, %v; want 1 row", a, err)
	}
	if v, err := r.SchemaVersion(ctx); v != store.SchemaVersion || err != nil {
		t.Errorf("read-only schema version: %d, %v", v, err)
	}
}

func TestReadOnlyUnmigratedFile(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "eval.db")
	if err := os.WriteFile(path, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	r, err := Open(ctx, path, Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	err = r.StreamCandidates(ctx, store.StreamQuery{Until: time.Now()}, func(*store.Candidate) error { return nil })
	if !errors.Is(err, store.ErrNoSchema) {
		t.Errorf("got %v, want ErrNoSchema", err)
	}
	if v, err := r.SchemaVersion(ctx); v != 0 || err != nil {
		t.Errorf("schema version: %d, %v; want 0", v, err)
	}
}

func TestFailuresAndActivity(t *testing.T) {
	ctx := context.Background()
	e, _ := openTemp(t)
	old := time.Now().Add(-48 * time.Hour)
	fs := []store.Failure{
		{Reason: store.ReasonCheckViolation, ToolName: "query", SQLState: "23514", Detail: "too long"},
		{Reason: store.ReasonDBDown},
		{Reason: store.ReasonDBDown},
		{Reason: store.ReasonOther, CreatedAt: old},
		{Reason: store.ReasonRLSReject},
	}
	if err := e.InsertFailures(ctx, fs); err != nil {
		t.Fatal(err)
	}
	if fs[0].ID == 0 || fs[3].CreatedAt.UnixMicro() != old.UnixMicro() {
		t.Errorf("failure IDs/CreatedAt not set: %+v", fs)
	}
	got, err := e.FailureCounts(ctx, time.Now().Add(-24*time.Hour))
	if err != nil {
		t.Fatal(err)
	}
	// Most frequent first, ties by reason name.
	want := []store.FailureCount{
		{Reason: store.ReasonDBDown, Count: 2},
		{Reason: store.ReasonCheckViolation, Count: 1},
		{Reason: store.ReasonRLSReject, Count: 1},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("failure counts: got %v, want %v", got, want)
	}
	var tool, state any
	if err := e.db.QueryRow("SELECT tool_name, sqlstate FROM eval_capture_failures WHERE id = ?", fs[1].ID).Scan(&tool, &state); err != nil || tool != nil || state != nil {
		t.Errorf("empty tool/sqlstate stored as %v, %v (%v); want NULL", tool, state, err)
	}
	a, err := e.CandidateActivity(ctx, time.Time{})
	if err != nil || a.Rows != 0 || !a.Newest.IsZero() {
		t.Errorf("empty activity: %+v, %v", a, err)
	}
	rows := []store.Candidate{sample(1), sample(2)}
	if err := e.InsertCandidates(ctx, rows); err != nil {
		t.Fatal(err)
	}
	a, err = e.CandidateActivity(ctx, rows[0].CreatedAt)
	if err != nil || a.Rows != 2 || !a.Newest.Equal(rows[1].CreatedAt) {
		t.Errorf("activity: %+v, %v; want 2 rows, newest %v", a, err, rows[1].CreatedAt)
	}
	a, _ = e.CandidateActivity(ctx, rows[0].CreatedAt.Add(time.Microsecond))
	if a.Rows != 0 {
		t.Errorf("activity after the rows: %d rows", a.Rows)
	}
}

func TestDSN(t *testing.T) {
	for _, c := range []struct {
		path     string
		readOnly bool
		busy     time.Duration
		want     string
	}{
		{"/home/a b/eval?#%.db", false, 5 * time.Second,
			"file:///home/a%20b/eval%3F%23%25.db?_pragma=busy_timeout%285000%29&_txlock=immediate&mode=rwc"},
		{"/x/eval.db", true, 100 * time.Microsecond, "file:///x/eval.db?_pragma=busy_timeout%281%29&mode=ro"},
	} {
		if got := dsn(c.path, c.readOnly, c.busy); got != c.want {
			t.Errorf("dsn(%q, %v, %v)\n got %s\nwant %s", c.path, c.readOnly, c.busy, got, c.want)
		}
	}
}

// A path with characters that mean something in a URI still names the file.
func TestOpenPathNeedingEscapes(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "a b?c#d%e")
	path := filepath.Join(dir, "eval.db")
	e, err := Open(context.Background(), path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	if err := e.Migrate(context.Background()); err != nil {
		t.Fatal(err)
	}
	if fi, err := os.Stat(path); err != nil || fi.Size() == 0 {
		t.Fatalf("database not at %s: %v", path, err)
	}
	ents, _ := os.ReadDir(filepath.Dir(dir))
	if len(ents) != 1 {
		t.Errorf("files beside the intended directory: %v", ents)
	}
}

// Every writable connection runs synchronous=NORMAL (WAL's pairing), set by
// the connector rather than the DSN.
func TestWritableConnectionsAreSynchronousNormal(t *testing.T) {
	e, _ := openTemp(t)
	ctx := context.Background()
	conns := make([]*sql.Conn, 3) // several, so the pool opens new ones
	for i := range conns {
		c, err := e.db.Conn(ctx)
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		conns[i] = c
	}
	for i, c := range conns {
		var level int
		if err := c.QueryRowContext(ctx, "PRAGMA synchronous").Scan(&level); err != nil || level != 1 {
			t.Errorf("connection %d: synchronous %d (%v), want 1 (NORMAL)", i, level, err)
		}
	}
}

// A relative store path (EVALKIT_SQLITE_PATH=data/evals.db) on a fresh
// home: evalkit's home is made, then the file's own directory (review 10).
func TestWritableOpenMakesEvalkitHomeAndOneLevel(t *testing.T) {
	path := filepath.Join(t.TempDir(), ".modusbrain", "data", "evals.db")
	e, err := Open(context.Background(), path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	e.Close()
}
