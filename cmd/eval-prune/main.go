// Command eval-prune deletes captured eval rows older than a window, in
// short batches, never past a consumer's cursor (docs/prune.md).
package main

import (
	"os"

	"github.com/modusbrain/evalkit/cmd/eval-prune/cli"
)

func main() { os.Exit(cli.Command().Main()) }
