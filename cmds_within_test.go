package evalkit

import (
	"context"
	"errors"
	"os/exec"
	"strconv"
	"strings"
	"time"

	"github.com/rogpeppe/go-internal/testscript"
)

// within runs a program like wantexit — its exact exit status insisted on,
// stdout and stderr kept for the assertions that follow — and kills it,
// failing the script, when it has not ended within DUR: for a command that
// must not wait on a database for as long as the database keeps it (a
// table another session holds locked), so that the script fails instead
// of hanging. The program sees the variables wantexit's would, and
// PGOPTIONS.
//
//	within 30s 1 eval-doctor
func init() {
	if _, dup := scriptCmds["within"]; dup {
		panic("script command within registered twice")
	}
	scriptCmds["within"] = func(ts *testscript.TestScript, neg bool, args []string) {
		if neg || len(args) < 3 {
			ts.Fatalf("usage: within DUR STATUS PROG [ARGS...] (no '!': STATUS says what is expected)")
		}
		limit, err := time.ParseDuration(args[0])
		ts.Check(err)
		want, err := strconv.Atoi(args[1])
		ts.Check(err)
		path, err := lookPath(ts, args[2])
		ts.Check(err)
		ctx, cancel := context.WithTimeout(context.Background(), limit)
		defer cancel()
		cmd := exec.CommandContext(ctx, path, args[3:]...)
		cmd.Dir = ts.MkAbs(".")
		cmd.Env = scriptEnv(ts)
		if v := ts.Getenv("PGOPTIONS"); v != "" {
			cmd.Env = append(cmd.Env, "PGOPTIONS="+v)
		}
		var stdout, stderr strings.Builder
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		start := time.Now()
		werr := cmd.Run()
		ts.Stdout().Write([]byte(stdout.String()))
		ts.Stderr().Write([]byte(stderr.String()))
		if ctx.Err() != nil {
			ts.Fatalf("%s did not end within %s (killed)\nstdout:\n%s\nstderr:\n%s", args[2], limit, stdout.String(), stderr.String())
		}
		got := 0
		if werr != nil {
			var ee *exec.ExitError
			if !errors.As(werr, &ee) {
				ts.Fatalf("within: %v", werr)
			}
			got = ee.ExitCode()
		}
		if got != want {
			ts.Fatalf("%s exited with status %d after %s, want %d", args[2], got, time.Since(start).Round(time.Millisecond), want)
		}
	}
}
