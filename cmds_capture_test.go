package evalkit

import (
	"os"
	"path/filepath"

	"github.com/rogpeppe/go-internal/testscript"
)

// demotraffic copies the demo traffic (testdata/demo/traffic.ndjson, the
// one the demo pipes into eval-capture) into the script's work dir, so the
// capture scripts test the very file users see.
//
//	demotraffic traffic.ndjson
func init() {
	scriptCmds["demotraffic"] = func(ts *testscript.TestScript, neg bool, args []string) {
		if neg || len(args) != 1 {
			ts.Fatalf("usage: demotraffic FILE")
		}
		b, err := os.ReadFile(filepath.Join("testdata", "demo", "traffic.ndjson"))
		ts.Check(err)
		ts.Check(os.WriteFile(ts.MkAbs(args[0]), b, 0o644))
	}
}
