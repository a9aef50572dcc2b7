package evalkit

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"os/signal"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/modusbrain/evalkit/internal/testdb"
	"github.com/rogpeppe/go-internal/testscript"
)

// silentdb starts a server that accepts connections and never answers — a
// database that hangs — and puts a PostgreSQL URL for it (with a password,
// to check masking) in the named variable. It stops when the script ends.
//
//	silentdb SILENT_URL
//
// signal runs a program like exec, with stdin held open and silent, sends
// it SIGINT or SIGTERM after a delay, and insists that it exits with the
// given status within 15 seconds. stdout and stderr are kept for the
// assertions that follow. The delay "connect" waits instead until the
// program has connected to the script's silentdb (so the signal surely
// arrives while it waits on the database, however loaded the machine). The
// delay "lockwait" waits until a DELETE of the script's PostgreSQL database
// ($PGURL) waits for a lock (pg_stat_activity), as one does behind pglock.
// The delay "read:FILE" writes FILE to the program's stdin, keeps stdin
// open (a producer still running), and signals once the program has taken
// every byte from the pipe and had a moment to parse it — before a flush
// interval (1 s) has passed, so the events are still in its queue.
// HUP is SIGHUP: the terminal closing.
//
//	signal INT connect 130 eval-doctor
//	signal INT 1s 130 eval-capture
//	signal INT lockwait 130 eval-prune --older-than 1d
//	signal HUP read:events.ndjson 129 eval-capture
//
// pglock holds a table lock on $PGURL, in a transaction of its own, until
// the script ends.
//
//	pglock eval_candidates 'SHARE ROW EXCLUSIVE'
func init() {
	scriptCmds["pglock"] = func(ts *testscript.TestScript, neg bool, args []string) {
		if neg || len(args) != 2 {
			ts.Fatalf("usage: pglock TABLE MODE")
		}
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		c, err := pgx.Connect(ctx, ts.Getenv("PGURL"))
		ts.Check(err)
		ts.Defer(func() { c.Close(context.Background()) })
		_, err = c.Exec(ctx, "BEGIN")
		ts.Check(err)
		_, err = c.Exec(ctx, fmt.Sprintf("LOCK TABLE %s IN %s MODE", pgx.Identifier{args[0]}.Sanitize(), args[1]))
		ts.Check(err)
	}

	scriptCmds["silentdb"] = func(ts *testscript.TestScript, neg bool, args []string) {
		if neg || len(args) != 1 {
			ts.Fatalf("usage: silentdb VAR")
		}
		srv, err := testdb.ListenSilent()
		ts.Check(err)
		ts.Defer(srv.Close)
		ts.Setenv(args[0], srv.URL("evaluser:s3cr3t-pw", "evals"))
		silentDBs.Store(ts, srv.Conns)
	}

	scriptCmds["signal"] = func(ts *testscript.TestScript, neg bool, args []string) {
		if neg || len(args) < 4 {
			ts.Fatalf("usage: signal INT|TERM|HUP DELAY STATUS PROG [ARGS...]")
		}
		sig := map[string]os.Signal{"INT": syscall.SIGINT, "TERM": syscall.SIGTERM, "HUP": syscall.SIGHUP}[args[0]]
		if sig == nil {
			ts.Fatalf("signal: %q is not INT, TERM or HUP", args[0])
		}
		inheritDefaultDisposition(sig)
		var delay time.Duration
		var conns func() int
		var waiting func() (bool, error)
		var input []byte
		switch file, isRead := strings.CutPrefix(args[1], "read:"); {
		case isRead:
			input = []byte(ts.ReadFile(file))
		case args[1] == "lockwait":
			waiting = deleteWaitsForLock(ts.Getenv("PGURL"))
		case args[1] == "connect":
			f, ok := silentDBs.Load(ts)
			if !ok {
				ts.Fatalf("signal: connect needs a silentdb earlier in the script")
			}
			conns = f.(func() int)
		default:
			d, err := time.ParseDuration(args[1])
			ts.Check(err)
			delay = d
		}
		want, err := strconv.Atoi(args[2])
		ts.Check(err)
		path, err := lookPath(ts, args[3])
		ts.Check(err)
		cmd := exec.Command(path, args[4:]...)
		cmd.Dir = ts.MkAbs(".")
		cmd.Env = scriptEnv(ts)
		var stdout, stderr strings.Builder
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		stdin, err := cmd.StdinPipe() // held open, silent, until the end
		ts.Check(err)
		defer stdin.Close()
		// The connections made before the program starts, counted before
		// it starts: on a loaded machine it may connect before this
		// goroutine runs again, and a count taken after Start would
		// already hold its connection and wait for one that never comes.
		before := 0
		if conns != nil {
			before = conns()
		}
		ts.Check(cmd.Start())
		done := make(chan error, 1)
		go func() { done <- cmd.Wait() }()
		if conns != nil {
			deadline := time.Now().Add(15 * time.Second)
			for conns() == before && time.Now().Before(deadline) {
				time.Sleep(10 * time.Millisecond)
			}
			if conns() == before {
				cmd.Process.Kill()
				ts.Fatalf("%s did not connect to the silent database within 15s\nstderr:\n%s", args[3], stderr.String())
			}
			delay = 100 * time.Millisecond // into the wait for an answer
		}
		if input != nil {
			if _, err := stdin.Write(input); err != nil {
				cmd.Process.Kill()
				ts.Fatalf("signal: writing %s to stdin: %v\nstderr:\n%s", args[1], err, stderr.String())
			}
			f := stdin.(*os.File)
			deadline := time.Now().Add(15 * time.Second)
			for !pipeDrained(f) {
				if time.Now().After(deadline) {
					cmd.Process.Kill()
					ts.Fatalf("%s did not read its stdin within 15s\nstderr:\n%s", args[3], stderr.String())
				}
				time.Sleep(time.Millisecond)
			}
			delay = 200 * time.Millisecond // parsed, not yet flushed
		}
		if waiting != nil {
			deadline := time.Now().Add(15 * time.Second)
			for {
				ok, err := waiting()
				if err != nil || time.Now().After(deadline) {
					cmd.Process.Kill()
					ts.Fatalf("no DELETE of %s waited for a lock within 15s (%v)\nstderr:\n%s", args[3], err, stderr.String())
				}
				if ok {
					break
				}
				time.Sleep(10 * time.Millisecond)
			}
		}
		time.Sleep(delay)
		ts.Check(cmd.Process.Signal(sig))
		var werr error
		select {
		case werr = <-done:
		case <-time.After(15 * time.Second):
			cmd.Process.Kill()
			<-done
			ts.Fatalf("%s did not end within 15s of SIG%s\nstderr:\n%s", args[3], args[0], stderr.String())
		}
		ts.Stdout().Write([]byte(stdout.String()))
		ts.Stderr().Write([]byte(stderr.String()))
		got := 0
		if werr != nil {
			var ee *exec.ExitError
			if !errors.As(werr, &ee) {
				ts.Fatalf("signal: %v", werr)
			}
			got = ee.ExitCode()
		}
		if got != want {
			ts.Fatalf("%s exited with status %d after SIG%s, want %d\nstderr:\n%s", args[3], got, args[0], want, stderr.String())
		}
	}
}

// inheritDefaultDisposition makes the programs the script starts begin
// with sig's default disposition, whatever this test binary began with.
// A signal ignored at start stays ignored in children, and the programs
// keep it so on purpose (clikit's stopSignals: `nohup eval-capture` is
// meant to outlive its terminal): a test run under nohup, as a CI runner
// may start one, would send SIGHUP to a program that rightly ignores it.
// Caught here instead, the signal is reset to its default by exec.
func inheritDefaultDisposition(sig os.Signal) {
	if signal.Ignored(sig) {
		signal.Notify(make(chan os.Signal, 1), sig)
	}
}

// deleteWaitsForLock reports whether a session of the database at url runs
// a DELETE that waits for a lock.
func deleteWaitsForLock(url string) func() (bool, error) {
	return func() (bool, error) {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		c, err := pgx.Connect(ctx, url)
		if err != nil {
			return false, err
		}
		defer c.Close(ctx)
		var n int
		err = c.QueryRow(ctx, `SELECT count(*) FROM pg_stat_activity
			WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE 'DELETE %'`).Scan(&n)
		return n > 0, err
	}
}

// silentDBs maps a script to its silentdb's connection count.
var silentDBs sync.Map // *testscript.TestScript → func() int

// scriptEnvVars are the variables a script's programs see (setupScript
// sets or clears them; scripts set the others with env).
var scriptEnvVars = []string{"PATH", "HOME", "MODUSBRAIN_HOME", "PGURL", "MODUSBRAIN_DATABASE_URL",
	"MODUSBRAIN_CONTRIBUTOR_MODE", "DATABASE_URL", "NO_COLOR", "SILENT_URL", "TMPDIR", "WORK"}

func scriptEnv(ts *testscript.TestScript) []string {
	var env []string
	for _, k := range scriptEnvVars {
		if v := ts.Getenv(k); v != "" {
			env = append(env, k+"="+v)
		}
	}
	return env
}

func lookPath(ts *testscript.TestScript, name string) (string, error) {
	for _, dir := range strings.Split(ts.Getenv("PATH"), string(os.PathListSeparator)) {
		p := dir + string(os.PathSeparator) + name
		if fi, err := os.Stat(p); err == nil && !fi.IsDir() && fi.Mode()&0o111 != 0 {
			return p, nil
		}
	}
	return "", errors.New(name + " is not on the script's PATH")
}
