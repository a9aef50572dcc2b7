package evalkit

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"strconv"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/rogpeppe/go-internal/testscript"

	"github.com/modusbrain/evalkit/internal/testdb"
)

// modusbrain plays modusbrain against $MODUSBRAIN_DATABASE_URL, from the
// facts in ../shared/MODUSBRAIN.md (internal/testdb holds them):
//
//	modusbrain brain m31|latest CALLS FAILURES  # its schema, then its traffic
//	modusbrain works m31|latest                 # its migrations, INSERTs and SELECTs still run
//	modusbrain catalog                          # what it owns in the two tables, for cmp
//	modusbrain matches FILE                     # FILE's NDJSON rows equal the table's, as pgx reads them
func init() {
	scriptCmds["modusbrain"] = func(ts *testscript.TestScript, neg bool, args []string) {
		if neg {
			ts.Fatalf("modusbrain: no negation")
		}
		url := ts.Getenv("MODUSBRAIN_DATABASE_URL")
		if url == "" || len(args) == 0 {
			ts.Fatalf("usage: modusbrain brain|works|catalog|matches ... (with MODUSBRAIN_DATABASE_URL set)")
		}
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
		defer cancel()
		switch {
		case args[0] == "brain" && len(args) == 4:
			calls, err1 := strconv.Atoi(args[2])
			failures, err2 := strconv.Atoi(args[3])
			if err1 != nil || err2 != nil {
				ts.Fatalf("modusbrain brain: counts must be numbers")
			}
			ts.Check(testdb.NewBrain(ctx, url, testdb.BrainShape(args[1]), calls, failures))
		case args[0] == "works" && len(args) == 2:
			ts.Check(testdb.ModusbrainStillWorks(ctx, url, testdb.BrainShape(args[1])))
		case args[0] == "catalog" && len(args) == 1:
			out, err := testdb.ModusbrainCatalog(ctx, url)
			ts.Check(err)
			fmt.Fprintln(ts.Stdout(), out)
		case args[0] == "matches" && len(args) == 2:
			ts.Check(exportMatchesTable(ctx, ts.MkAbs(args[1]), url))
		default:
			ts.Fatalf("usage: modusbrain brain|works|catalog|matches ...")
		}
	}
}

// exportMatchesTable checks every exported row against the same row read by
// pgx with its own decoding (ids, arrays and counters widened to bigint),
// field by field, created_at to the millisecond the export renders.
func exportMatchesTable(ctx context.Context, file, url string) error {
	c, err := pgx.Connect(ctx, url)
	if err != nil {
		return err
	}
	defer c.Close(ctx)
	f, err := os.Open(file)
	if err != nil {
		return err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	n := 0
	for sc.Scan() {
		var got map[string]any
		if err := json.Unmarshal(sc.Bytes(), &got); err != nil {
			return fmt.Errorf("line %d: %v", n+1, err)
		}
		id, _ := got["id"].(float64)
		var want map[string]any
		err := c.QueryRow(ctx, `SELECT to_jsonb(r) FROM (SELECT 1 AS schema_version, id::bigint AS id, tool_name, query,
			retrieved_slugs, retrieved_chunk_ids::bigint[] AS retrieved_chunk_ids, source_ids, expand_enabled, detail,
			detail_resolved, vector_enabled, expansion_applied, latency_ms::bigint AS latency_ms, remote, job_id::bigint AS job_id,
			subagent_id::bigint AS subagent_id,
			to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
			FROM eval_candidates WHERE id = $1) r`, int64(id)).Scan(&want)
		if err != nil {
			return fmt.Errorf("row id %v: %v", id, err)
		}
		keys := func(m map[string]any) []string {
			var ks []string
			for k := range m {
				ks = append(ks, k)
			}
			slices.Sort(ks)
			return ks
		}
		if !slices.Equal(keys(got), keys(want)) {
			return fmt.Errorf("row id %v: fields %v, want exactly %v", id, keys(got), keys(want))
		}
		for k, w := range want {
			gb, _ := json.Marshal(got[k])
			wb, _ := json.Marshal(w)
			if string(gb) != string(wb) {
				return fmt.Errorf("row id %v: %s = %s, the table holds %s", id, k, gb, wb)
			}
		}
		n++
	}
	if err := sc.Err(); err != nil {
		return err
	}
	if n == 0 {
		return fmt.Errorf("%s holds no rows", file)
	}
	return nil
}
