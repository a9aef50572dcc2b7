package evalkit

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"strconv"

	"github.com/rogpeppe/go-internal/testscript"
)

// canRunUnprivileged is the script condition [unprivileged]: the
// unprivileged command can run a program as a user whom file permissions
// bind.
func canRunUnprivileged() bool {
	if os.Getuid() != 0 {
		return true
	}
	if _, err := user.Lookup("nobody"); err != nil {
		return false
	}
	_, err := exec.LookPath("runuser")
	return err == nil
}

// scriptCondition answers the conditions of the evalkit scripts.
func scriptCondition(cond string) (bool, error) {
	switch cond {
	case "unprivileged":
		return canRunUnprivileged(), nil
	case "fullfs":
		return canMountFullFS(), nil
	}
	return false, fmt.Errorf("unknown condition %q", cond)
}

// unprivileged runs a program as wantexit does, but as a user whom file
// permissions bind: root ignores them, so a script about a directory the
// program cannot write would prove nothing run as root. As root it runs
// the program through `runuser -u nobody` (scripts skip themselves with
// [!unprivileged] skip when there is no such user or no runuser); otherwise the script's own user is
// unprivileged already. The script's work directory is made traversable
// (not readable) for that user; what it may read or write inside is the
// script's to say with chmod.
//
//	unprivileged 2 eval-export --cursor ro/eval.cursor
func init() {
	if _, dup := scriptCmds["unprivileged"]; dup {
		panic("script command unprivileged registered twice")
	}
	scriptCmds["unprivileged"] = func(ts *testscript.TestScript, neg bool, args []string) {
		if neg || len(args) < 2 {
			ts.Fatalf("usage: unprivileged N PROG [ARGS...] (no '!': N says what is expected)")
		}
		want, err := strconv.Atoi(args[0])
		if err != nil {
			ts.Fatalf("unprivileged: %q is not an exit status", args[0])
		}
		prog, rest := args[1], args[2:]
		if !canRunUnprivileged() {
			ts.Fatalf("unprivileged: no unprivileged user (nobody) or no runuser; guard the script with [!unprivileged] skip")
		}
		if os.Getuid() == 0 {
			work := ts.Getenv("WORK")
			for _, d := range []string{filepath.Dir(work), work} {
				fi, err := os.Stat(d)
				ts.Check(err)
				ts.Check(os.Chmod(d, fi.Mode().Perm()|0o001))
			}
			path, err := exec.LookPath(prog)
			if bin := filepath.Join(binDir, prog); err != nil || filepath.Dir(path) != binDir {
				path = bin
			}
			prog, rest = "runuser", append([]string{"-u", "nobody", "--", path}, rest...)
		}
		got := 0
		if err := ts.Exec(prog, rest...); err != nil {
			var ee *exec.ExitError
			if !errors.As(err, &ee) {
				ts.Fatalf("unprivileged: %v", err)
			}
			got = ee.ExitCode()
		}
		if got != want {
			ts.Fatalf("%s exited with status %d, want %d (as an unprivileged user)", args[1], got, want)
		}
	}
}
