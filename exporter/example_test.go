package exporter_test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"log"
	"os"
	"path/filepath"

	"github.com/modusbrain/evalkit/exporter"
	"github.com/modusbrain/evalkit/store"
	"github.com/modusbrain/evalkit/store/sqlite"
)

// Export streams the rows of a window to any io.Writer as NDJSON, newest
// first, "schema_version":1 first on every line. A Go program reads them
// back keyed by name, as the contract asks.
func ExampleExport() {
	ctx := context.Background()
	dir, err := os.MkdirTemp("", "evalkit-example-")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(dir)

	// A store with two captured calls (normally eval-capture or
	// capture.Open wrote them).
	eng, err := sqlite.Open(ctx, filepath.Join(dir, "eval.db"), sqlite.Options{})
	if err != nil {
		log.Fatal(err)
	}
	defer eng.Close()
	if err := eng.Migrate(ctx); err != nil {
		log.Fatal(err)
	}
	err = eng.InsertCandidates(ctx, []store.Candidate{
		{ToolName: store.ToolQuery, Query: "first", RetrievedSlugs: []string{"a"}, RetrievedChunkIDs: []int64{1}, SourceIDs: []string{}},
		{ToolName: store.ToolSearch, Query: "second", RetrievedSlugs: []string{}, RetrievedChunkIDs: []int64{}, SourceIDs: []string{}},
	})
	if err != nil {
		log.Fatal(err)
	}

	// Everything so far; a cursor file (Options.Cursor) would make the
	// next run export only what is new.
	var out bytes.Buffer
	res, err := exporter.Export(ctx, eng, &out, exporter.Options{})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println("rows:", res.Rows)
	sc := bufio.NewScanner(&out)
	for sc.Scan() {
		var row struct {
			SchemaVersion int    `json:"schema_version"`
			ToolName      string `json:"tool_name"`
			Query         string `json:"query"`
		}
		if err := json.Unmarshal(sc.Bytes(), &row); err != nil {
			log.Fatal(err)
		}
		fmt.Println(row.SchemaVersion, row.ToolName, row.Query)
	}
	// Output:
	// rows: 2
	// 1 search second
	// 1 query first
}
