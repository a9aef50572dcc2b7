package evalkit

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/modusbrain/evalkit/internal/testdb"
	"github.com/rogpeppe/go-internal/testscript"
)

// commands are the binaries the scripts run — every folder under cmd/ —
// built once per test run from the workspace so scripts exercise exactly
// what users install.
var commands = listCommands()

func listCommands() []string {
	entries, err := os.ReadDir("cmd")
	if err != nil {
		panic(err)
	}
	var names []string
	for _, e := range entries {
		if e.IsDir() {
			names = append(names, e.Name())
		}
	}
	return names
}

// scriptCmds lets each area add script commands from its own file
// (cmds_<area>_test.go, registering in init) without editing this one.
var scriptCmds = map[string]func(ts *testscript.TestScript, neg bool, args []string){}

var binDir string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "evalkit-bin-")
	if err != nil {
		fmt.Fprintln(os.Stderr, "evalkit tests:", err)
		os.Exit(1)
	}
	if err := buildCommands(dir); err != nil {
		fmt.Fprintln(os.Stderr, "evalkit tests:", err)
		os.RemoveAll(dir)
		os.Exit(1)
	}
	// Scripts may run the binaries as an unprivileged user
	// (cmds_unprivileged_test.go).
	if err := os.Chmod(dir, 0o755); err != nil {
		fmt.Fprintln(os.Stderr, "evalkit tests:", err)
		os.RemoveAll(dir)
		os.Exit(1)
	}
	binDir = dir
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

func buildCommands(dir string) error {
	for _, name := range commands {
		out := filepath.Join(dir, name)
		if runtime.GOOS == "windows" {
			out += ".exe"
		}
		cmd := exec.Command("go", "build", "-o", out, "./cmd/"+name)
		cmd.Stderr = os.Stderr
		if err := cmd.Run(); err != nil {
			return fmt.Errorf("building %s: %w", name, err)
		}
	}
	return nil
}

func TestScript(t *testing.T) {
	server := testdb.ServerURL(t)
	testscript.Run(t, testscript.Params{
		Dir:                 filepath.Join("testdata", "script"),
		RequireExplicitExec: true,
		Setup: func(env *testscript.Env) error {
			return setupScript(env, server)
		},
		Cmds:      scriptCmds,
		Condition: scriptCondition,
	})
}

// setupScript gives every script its own modusbrain home, an empty user
// home, the built binaries first on PATH, and PGURL: a fresh PostgreSQL
// database dropped when the script ends. MODUSBRAIN_DATABASE_URL is not set,
// so the default target is the embedded SQLite file under the script's home.
func setupScript(env *testscript.Env, server string) error {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	pgURL, drop, err := testdb.Create(ctx, server)
	if err != nil {
		return err
	}
	env.Defer(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		if err := drop(ctx); err != nil {
			env.T().Log(err)
		}
	})
	home := filepath.Join(env.WorkDir, "home")
	userHome := filepath.Join(env.WorkDir, "userhome")
	for _, d := range []string{home, userHome} {
		if err := os.MkdirAll(d, 0o700); err != nil {
			return err
		}
	}
	env.Setenv("MODUSBRAIN_HOME", home)
	env.Setenv("HOME", userHome)
	env.Setenv("PGURL", pgURL)
	env.Setenv("PATH", binDir+string(os.PathListSeparator)+env.Getenv("PATH"))
	// Scripts must not inherit the developer's settings.
	unset(env, "MODUSBRAIN_DATABASE_URL", "MODUSBRAIN_CONTRIBUTOR_MODE", "DATABASE_URL", "NO_COLOR")
	return nil
}

func unset(env *testscript.Env, keys ...string) {
	kept := env.Vars[:0]
	for _, kv := range env.Vars {
		drop := false
		for _, k := range keys {
			if strings.HasPrefix(kv, k+"=") {
				drop = true
			}
		}
		if !drop {
			kept = append(kept, kv)
		}
	}
	env.Vars = kept
}
