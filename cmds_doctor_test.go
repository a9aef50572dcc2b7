package evalkit

import (
	"errors"
	"os/exec"
	"strconv"

	"github.com/rogpeppe/go-internal/testscript"
)

// wantexit runs a program like exec and insists on its exact exit status:
// `! exec` only says "non-zero", and eval-doctor's contract tells 1 (a check
// warned or failed) from 2 (usage error). stdout and stderr are kept for
// the assertions that follow, as after exec.
//
//	wantexit 1 eval-doctor --window 7d
func init() {
	if _, dup := scriptCmds["wantexit"]; dup {
		panic("script command wantexit registered twice")
	}
	scriptCmds["wantexit"] = func(ts *testscript.TestScript, neg bool, args []string) {
		if neg {
			ts.Fatalf("usage: wantexit N PROG [ARGS...] (no '!': N says what is expected)")
		}
		if len(args) < 2 {
			ts.Fatalf("usage: wantexit N PROG [ARGS...]")
		}
		want, err := strconv.Atoi(args[0])
		if err != nil {
			ts.Fatalf("wantexit: %q is not an exit status", args[0])
		}
		got := 0
		if err := ts.Exec(args[1], args[2:]...); err != nil {
			var ee *exec.ExitError
			if !errors.As(err, &ee) {
				ts.Fatalf("wantexit: %v", err)
			}
			got = ee.ExitCode()
		}
		if got != want {
			ts.Fatalf("%s exited with status %d, want %d", args[1], got, want)
		}
	}
}
