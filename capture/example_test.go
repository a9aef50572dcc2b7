package capture_test

import (
	"context"
	"fmt"
	"log"
	"os"
	"time"

	"github.com/modusbrain/evalkit/capture"
)

// An op handler opens one Capturer at start-up, hands it every query and
// search call it served, and closes it at shutdown. capture.Open decides
// everything from the user's settings: with capture off (the default) it
// opens nothing and Capture costs nanoseconds.
func ExampleOpen() {
	ctx := context.Background()

	// A real handler passes capture.OpenOptions{} and so reads the
	// process's environment and ~/.modusbrain/config.json. This example
	// runs in a throwaway home with capture switched on, which stores the
	// rows in <home>/.modusbrain/eval.db (SQLite).
	home, err := os.MkdirTemp("", "evalkit-example-")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(home)
	env := map[string]string{"MODUSBRAIN_HOME": home, "MODUSBRAIN_CONTRIBUTOR_MODE": "1"}

	c, err := capture.Open(ctx, capture.OpenOptions{
		LookupEnv: func(k string) (string, bool) { v, ok := env[k]; return v, ok },
		// Background trouble (a database that went away) is reported
		// here, at most once a minute; Capture itself never fails.
		OnError: capture.RateLimit(time.Minute, func(err error, suppressed int) { log.Print(err) }),
	})
	if err != nil {
		// Capture is on but its database cannot be opened. Serve anyway:
		// a nil *Capturer captures nothing.
		log.Print(err)
	}

	// In the handler, after answering the caller:
	c.Capture(capture.Event{
		ToolName:  "query",
		Query:     "how do I roll back a bad deploy? ask ops@example.org",
		Results:   []capture.Result{{Slug: "eng/deploy-runbook", ChunkID: 3652, SourceID: "wiki"}},
		Meta:      capture.Meta{VectorEnabled: true},
		LatencyMS: 88,
		Remote:    true,
	})

	// At shutdown: drain the queue (5 s unless ctx says otherwise), then
	// close the database. Close returns how many events left no row.
	left := c.Close(ctx)
	fmt.Println("captured:", c.Stats().Captured, "left without a row:", left)
	// Output: captured: 1 left without a row: 0
}

// With capture off, Open returns a Capturer that does nothing: no
// connection, no file, no goroutine.
func ExampleOpen_off() {
	home, err := os.MkdirTemp("", "evalkit-example-")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(home)
	c, err := capture.Open(context.Background(), capture.OpenOptions{
		LookupEnv: func(k string) (string, bool) {
			if k == "MODUSBRAIN_HOME" {
				return home, true
			}
			return "", false // MODUSBRAIN_CONTRIBUTOR_MODE unset: capture is off
		},
	})
	c.Capture(capture.Event{ToolName: "search", Query: "postmortem template"})
	fmt.Println("enabled:", c.Enabled(), "error:", err, "left:", c.Close(context.Background()))
	entries, _ := os.ReadDir(home)
	fmt.Println("files created:", len(entries))
	// Output:
	// enabled: false error: <nil> left: 0
	// files created: 0
}
