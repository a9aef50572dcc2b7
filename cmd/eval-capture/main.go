// Command eval-capture reads capture events as NDJSON on stdin and records
// them as eval candidates: the bridge for callers that are not Go, and for
// demos. The event schema is docs/capture-events.md.
package main

import (
	"os"

	"github.com/modusbrain/evalkit/cmd/eval-capture/cli"
)

func main() { os.Exit(cli.Command().Main()) }
