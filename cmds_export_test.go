package evalkit

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"flag"
	"fmt"
	"path/filepath"
	"strconv"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/jackc/pgx/v5"
	"github.com/rogpeppe/go-internal/testscript"
	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/modusbrain/evalkit/configplane"
	"github.com/modusbrain/evalkit/store"
	"github.com/modusbrain/evalkit/store/dial"
)

// Script commands for the export scripts (testdata/script/export_*.txtar).
//
//	seed [-at TIME] [-step DUR] [-tool query|search] N
//	    migrates the script's database (as sql picks it) and inserts N
//	    deterministic rows; with -at, row i is back-dated to TIME + i*step
//	    (step default 1s), so windows and goldens are exact.
//	ndjson-valid [-count N] FILE
//	    checks every line of FILE (or stdout) against
//	    docs/eval-candidate.v1.schema.json, and that it is exactly a v1 row:
//	    "schema_version":1 first, no unknown keys, valid UTF-8, '\n'-ended.
func init() {
	scriptCmds["seed"] = cmdSeed
	scriptCmds["ndjson-valid"] = cmdNDJSONValid
}

func cmdSeed(ts *testscript.TestScript, neg bool, args []string) {
	if neg {
		ts.Fatalf("seed does not fail")
	}
	fs := flag.NewFlagSet("seed", flag.ContinueOnError)
	at := fs.String("at", "", "")
	step := fs.Duration("step", time.Second, "")
	tool := fs.String("tool", "", "")
	if err := fs.Parse(args); err != nil || fs.NArg() != 1 {
		ts.Fatalf("usage: seed [-at TIME] [-step DUR] [-tool query|search] N")
	}
	n, err := strconv.Atoi(fs.Arg(0))
	ts.Check(err)
	// Only a guard against a hang: on a loaded machine under -race, 20 000
	// SQLite rows took over two minutes.
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()

	pgURL := ts.Getenv("MODUSBRAIN_DATABASE_URL")
	sqlitePath := filepath.Join(ts.Getenv("MODUSBRAIN_HOME"), ".modusbrain", "eval.db")
	target := configplane.Target{Engine: configplane.EngineSQLite, Path: sqlitePath}
	if pgURL != "" {
		target = configplane.Target{Engine: configplane.EnginePostgres, URL: pgURL}
	}
	eng, err := dial.Open(ctx, target, dial.Options{})
	ts.Check(err)
	defer eng.Close()
	ts.Check(eng.Migrate(ctx))

	rows := make([]store.Candidate, 0, min(n, 5000))
	var inserted []int64
	flush := func() {
		ts.Check(eng.InsertCandidates(ctx, rows))
		for _, r := range rows {
			inserted = append(inserted, r.ID)
		}
		rows = rows[:0]
	}
	for i := range n {
		rows = append(rows, seedRow(i, *tool))
		if len(rows) == cap(rows) {
			flush()
		}
	}
	if len(rows) > 0 {
		flush()
	}
	if *at == "" {
		return
	}
	base, err := time.Parse(time.RFC3339Nano, *at)
	ts.Check(err)
	ts.Check(backdate(ctx, pgURL, sqlitePath, inserted, base, *step))
}

// seedRow is row i of a seed: every field varies, some values need JSON
// escaping, and latency_ms climbs 100, 300, 500, 700, ... for jq filters.
func seedRow(i int, tool string) store.Candidate {
	if tool == "" {
		tool = store.ToolQuery
		if i%3 == 2 {
			tool = store.ToolSearch
		}
	}
	c := store.Candidate{
		ToolName:          tool,
		Query:             fmt.Sprintf("q%d: who owns <billing> & \"renewals\"? ünï\t✓", i),
		RetrievedSlugs:    []string{"people/alice", fmt.Sprintf("deals/acme-%d", i)},
		RetrievedChunkIDs: []int64{int64(i), int64(i), 7},
		SourceIDs:         []string{"default"},
		VectorEnabled:     i%2 == 0,
		ExpansionApplied:  i%4 == 0,
		LatencyMS:         int64(100 + 200*(i%8)),
		Remote:            i%2 == 1,
	}
	if tool == store.ToolQuery {
		expand, detail, resolved := i%2 == 0, store.DetailHigh, store.DetailMedium
		c.ExpandEnabled, c.Detail, c.DetailResolved = &expand, &detail, &resolved
	} else {
		c.RetrievedSlugs, c.RetrievedChunkIDs, c.SourceIDs = nil, nil, nil
	}
	if i%5 == 0 {
		job, sub := int64(1000+i), int64(i)
		c.JobID, c.SubagentID = &job, &sub
	}
	return c
}

func backdate(ctx context.Context, pgURL, sqlitePath string, ids []int64, base time.Time, step time.Duration) error {
	if pgURL != "" {
		c, err := pgx.Connect(ctx, pgURL)
		if err != nil {
			return err
		}
		defer c.Close(ctx)
		b := &pgx.Batch{}
		for i, id := range ids {
			b.Queue("UPDATE eval_candidates SET created_at = $1 WHERE id = $2", base.Add(time.Duration(i)*step), id)
		}
		return c.SendBatch(ctx, b).Close()
	}
	db, err := sql.Open("sqlite", "file:"+sqlitePath+"?mode=rw&_pragma=busy_timeout(5000)")
	if err != nil {
		return err
	}
	defer db.Close()
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	for i, id := range ids {
		// The SQLite engine keeps created_at as integer microseconds.
		if _, err := tx.ExecContext(ctx, "UPDATE eval_candidates SET created_at = ? WHERE id = ?", base.Add(time.Duration(i)*step).UnixMicro(), id); err != nil {
			return err
		}
	}
	return tx.Commit()
}

var (
	rowSchemaOnce sync.Once
	rowSchema     *jsonschema.Schema
	rowSchemaKeys map[string]bool
	rowSchemaErr  error
)

const rowSchemaPath = "docs/eval-candidate.v1.schema.json"

func loadRowSchema() {
	c := jsonschema.NewCompiler()
	c.AssertFormat()
	rowSchema, rowSchemaErr = c.Compile(rowSchemaPath)
	if rowSchemaErr != nil {
		return
	}
	rowSchemaKeys = map[string]bool{}
	for k := range rowSchema.Properties {
		rowSchemaKeys[k] = true
	}
}

func cmdNDJSONValid(ts *testscript.TestScript, neg bool, args []string) {
	if neg {
		ts.Fatalf("use ndjson-valid -count 0 to assert an empty file")
	}
	fs := flag.NewFlagSet("ndjson-valid", flag.ContinueOnError)
	count := fs.Int("count", -1, "")
	unordered := fs.Bool("unordered", false, "")
	if err := fs.Parse(args); err != nil || fs.NArg() != 1 {
		ts.Fatalf("usage: ndjson-valid [-count N] [-unordered] FILE")
	}
	rowSchemaOnce.Do(loadRowSchema)
	ts.Check(rowSchemaErr)
	data := []byte(ts.ReadFile(fs.Arg(0)))
	if len(data) > 0 && data[len(data)-1] != '\n' {
		ts.Fatalf("%s: last line is not '\\n'-terminated", fs.Arg(0))
	}
	lines := bytes.Split(data, []byte("\n"))
	lines = lines[:len(lines)-1]
	var prev struct {
		ID        int64  `json:"id"`
		CreatedAt string `json:"created_at"`
	}
	for i, line := range lines {
		where := fmt.Sprintf("%s line %d", fs.Arg(0), i+1)
		if !utf8.Valid(line) {
			ts.Fatalf("%s: invalid UTF-8", where)
		}
		if !bytes.HasPrefix(line, []byte(`{"schema_version":1,`)) {
			ts.Fatalf("%s: does not start with {\"schema_version\":1,: %.80s", where, line)
		}
		inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(line))
		if err != nil {
			ts.Fatalf("%s: not JSON: %v", where, err)
		}
		if err := rowSchema.Validate(inst); err != nil {
			ts.Fatalf("%s: violates %s: %v\n%s", where, rowSchemaPath, err, line)
		}
		var keys map[string]json.RawMessage
		ts.Check(json.Unmarshal(line, &keys))
		for k := range keys {
			if !rowSchemaKeys[k] {
				ts.Fatalf("%s: key %q is not a v1 field", where, k)
			}
		}
		// The order a consumer can check on the lines themselves:
		// (created_at as written, id) strictly descending (one export;
		// files appended from several need -unordered).
		var row struct {
			ID        int64  `json:"id"`
			CreatedAt string `json:"created_at"`
		}
		ts.Check(json.Unmarshal(line, &row))
		if !*unordered && i > 0 && (row.CreatedAt > prev.CreatedAt || row.CreatedAt == prev.CreatedAt && row.ID >= prev.ID) {
			ts.Fatalf("%s: (created_at %s, id %d) after (%s, %d): not (created_at, id) descending",
				where, row.CreatedAt, row.ID, prev.CreatedAt, prev.ID)
		}
		prev = row
	}
	if *count >= 0 && len(lines) != *count {
		ts.Fatalf("%s: %d lines, want %d", fs.Arg(0), len(lines), *count)
	}
}
