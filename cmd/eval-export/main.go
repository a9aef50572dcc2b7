// Command eval-export writes captured eval candidates to stdout as NDJSON,
// the consumer contract of docs/export-contract.md.
package main

import (
	"os"

	"github.com/modusbrain/evalkit/cmd/eval-export/cli"
)

func main() { os.Exit(cli.Command().Main()) }
