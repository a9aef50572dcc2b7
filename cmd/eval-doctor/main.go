// Command eval-doctor shows, from its own process, whether eval capture is
// on and why, and whether it has been failing silently. See docs/doctor.md.
package main

import (
	"os"

	"github.com/modusbrain/evalkit/cmd/eval-doctor/cli"
)

func main() { os.Exit(cli.Command().Main()) }
