package cli

import (
	"bytes"
	"context"
	"fmt"
	"github.com/modusbrain/evalkit/internal/buildinfo"
	"github.com/modusbrain/evalkit/internal/clikit"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/modusbrain/evalkit/configplane"
	"github.com/modusbrain/evalkit/internal/testdb"
	"github.com/modusbrain/evalkit/store"
	"github.com/modusbrain/evalkit/store/dial"
)

// env is a process environment for one test: its own modusbrain home and
// nothing inherited.
func env(t *testing.T, kv ...string) func(string) (string, bool) {
	m := map[string]string{"MODUSBRAIN_HOME": t.TempDir(), "HOME": t.TempDir()}
	for i := 0; i+1 < len(kv); i += 2 {
		m[kv[i]] = kv[i+1]
	}
	return func(k string) (string, bool) { v, ok := m[k]; return v, ok }
}

// seed migrates the database env points at and inserts n rows.
func seed(t *testing.T, lookup func(string) (string, bool), n int) {
	t.Helper()
	ctx := context.Background()
	var target configplane.Target
	if u, ok := lookup("MODUSBRAIN_DATABASE_URL"); ok {
		target = configplane.Target{Engine: configplane.EnginePostgres, URL: u}
	} else {
		home, _ := lookup("MODUSBRAIN_HOME")
		target = configplane.Target{Engine: configplane.EngineSQLite, Path: filepath.Join(home, ".modusbrain", "eval.db")}
	}
	e, err := dial.Open(ctx, target, dial.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	if err := e.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	const batch = 5000
	for done := 0; done < n; done += batch {
		rows := make([]store.Candidate, min(batch, n-done))
		for i := range rows {
			rows[i] = store.Candidate{ToolName: store.ToolQuery, Query: fmt.Sprintf("row %d: how do I rotate the staging credentials?", done+i),
				RetrievedSlugs: []string{"ops/credentials"}, RetrievedChunkIDs: []int64{1, 2, 3}, LatencyMS: int64(i % 1000)}
		}
		if err := e.InsertCandidates(ctx, rows); err != nil {
			t.Fatal(err)
		}
	}
}

type result struct {
	code     int
	out, err string
}

// tio is the IO a test forces, with the progress tuning beside it.
type tio struct {
	Out         io.Writer
	ErrTerminal bool
	Heartbeat   time.Duration
	BarWidth    int
	BarRefresh  time.Duration
}

func runCLI(t *testing.T, tt *tio, lookup func(string) (string, bool), args ...string) result {
	t.Helper()
	var out, errb bytes.Buffer
	if tt == nil {
		tt = &tio{}
	}
	if tt.Out == nil {
		tt.Out = &out
	}
	stdio := &clikit.IO{Out: tt.Out, Err: &errb, ErrTerminal: tt.ErrTerminal}
	code := New(Progress{Heartbeat: tt.Heartbeat, BarWidth: tt.BarWidth, BarRefresh: tt.BarRefresh}).Execute(context.Background(), stdio, args, lookup)
	if w, ok := tt.Out.(*slowWriter); ok {
		out.Write(w.buf.Bytes())
	}
	return result{code, out.String(), errb.String()}
}

// slowWriter stalls its first write, like a slow reader, so an export
// lasts longer than a progress interval.
type slowWriter struct {
	stall time.Duration
	once  sync.Once
	buf   bytes.Buffer
}

func (w *slowWriter) Write(p []byte) (int, error) {
	w.once.Do(func() { time.Sleep(w.stall) })
	return w.buf.Write(p)
}

func TestProgressBarOnlyOnTerminal(t *testing.T) {
	lookup := env(t)
	seed(t, lookup, 4000)

	tty := runCLI(t, &tio{ErrTerminal: true, BarWidth: 100, BarRefresh: 5 * time.Millisecond, Out: &slowWriter{stall: 100 * time.Millisecond}}, lookup)
	if tty.code != 0 || strings.Count(tty.out, "\n") != 4000 {
		t.Fatalf("terminal run: code %d, %d lines", tty.code, strings.Count(tty.out, "\n"))
	}
	if !strings.Contains(tty.err, "\r") || !strings.Contains(tty.err, "rows/s") {
		t.Errorf("no progress bar on a terminal stderr:\n%q", tty.err)
	}
	if strings.Contains(tty.err, "rows so far") {
		t.Errorf("heartbeat lines on a terminal:\n%q", tty.err)
	}
	if !strings.HasSuffix(tty.err, "\n") || !strings.Contains(lastLine(tty.err), "exported 4000 rows") {
		t.Errorf("terminal run does not end with the summary:\n%q", tty.err)
	}

	pipe := runCLI(t, &tio{Heartbeat: 5 * time.Millisecond, Out: &slowWriter{stall: 20 * time.Millisecond}}, lookup)
	if pipe.code != 0 || strings.Count(pipe.out, "\n") != 4000 {
		t.Fatalf("pipe run: code %d", pipe.code)
	}
	if strings.Contains(pipe.err, "\r") || strings.Contains(pipe.err, "rows/s)") && !strings.Contains(pipe.err, "rows so far") {
		t.Errorf("bar drawn on a non-terminal stderr:\n%q", pipe.err)
	}
	if !strings.Contains(pipe.err, "rows so far") {
		t.Errorf("no heartbeat line on a long non-terminal export:\n%q", pipe.err)
	}
	if !strings.Contains(lastLine(pipe.err), "exported 4000 rows") {
		t.Errorf("pipe run does not end with the summary:\n%q", pipe.err)
	}

	quiet := runCLI(t, &tio{ErrTerminal: true, Heartbeat: 5 * time.Millisecond, BarRefresh: 5 * time.Millisecond,
		Out: &slowWriter{stall: 20 * time.Millisecond}}, lookup, "--quiet")
	if quiet.code != 0 || quiet.err != "" || strings.Count(quiet.out, "\n") != 4000 {
		t.Errorf("--quiet: code %d, stderr %q", quiet.code, quiet.err)
	}
}

func lastLine(s string) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	return lines[len(lines)-1]
}

// epipeWriter takes n bytes, then fails as a pipe whose reader left.
type epipeWriter struct{ n int }

func (w *epipeWriter) Write(p []byte) (int, error) {
	if w.n <= 0 {
		return 0, syscall.EPIPE
	}
	w.n -= len(p)
	return len(p), nil
}

func TestClosedPipeIsQuietSuccess(t *testing.T) {
	lookup := env(t)
	seed(t, lookup, 3000)
	cursor := filepath.Join(t.TempDir(), "cursor")
	r := runCLI(t, &tio{Out: &epipeWriter{n: 1}}, lookup, "--cursor", cursor)
	// A heartbeat line may come first on a loaded machine (the run took
	// over five seconds before its first row); nothing else may.
	var rest []string
	for _, l := range strings.SplitAfter(r.err, "\n") {
		if l != "" && !strings.Contains(l, " rows so far (") {
			rest = append(rest, l)
		}
	}
	if r.code != 0 || len(rest) != 0 {
		t.Fatalf("closed pipe: code %d, stderr %q; want 0 and silence", r.code, r.err)
	}
	if _, err := os.Stat(cursor); err == nil {
		t.Fatal("cursor advanced although the reader left early")
	}
}

// killWriter terminates the export's PostgreSQL session at the first write:
// a real server failure mid-stream.
type killWriter struct {
	t     *testing.T
	admin string
	once  sync.Once
	buf   bytes.Buffer
}

func (w *killWriter) Write(p []byte) (int, error) {
	w.once.Do(func() {
		ctx := context.Background()
		c, err := pgx.Connect(ctx, w.admin)
		if err != nil {
			w.t.Error(err)
			return
		}
		defer c.Close(ctx)
		if _, err := c.Exec(ctx, `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
			WHERE datname = current_database() AND pid <> pg_backend_pid()`); err != nil {
			w.t.Error(err)
		}
	})
	return w.buf.Write(p)
}

func TestDatabaseErrorMidStream(t *testing.T) {
	admin := testdb.New(t)
	// A role with a password, so the test can prove it never shows.
	roleURL, _ := testdb.NewRole(t, admin, "SUPERUSER")
	lookup := env(t, "MODUSBRAIN_DATABASE_URL", roleURL)
	seed(t, lookup, 30000)
	u, err := url.Parse(roleURL)
	if err != nil {
		t.Fatal(err)
	}
	password, ok := u.User.Password()
	if !ok || password == "" {
		t.Fatal("role URL has no password")
	}
	cursor := filepath.Join(t.TempDir(), "cursor")
	kw := &killWriter{t: t, admin: admin}
	r := runCLI(t, &tio{Out: kw}, lookup, "--cursor", cursor)
	if r.code != 1 {
		t.Fatalf("code %d, want 1; stderr:\n%s", r.code, r.err)
	}
	lines := bytes.Count(kw.buf.Bytes(), []byte("\n"))
	if lines == 0 || lines >= 30000 {
		t.Fatalf("%d lines written; the failure was not mid-stream", lines)
	}
	for _, want := range []string{"eval-export: error: reading rows from", fmt.Sprintf("%d rows were written before the error", lines), "was not advanced"} {
		if !strings.Contains(r.err, want) {
			t.Errorf("stderr lacks %q:\n%s", want, r.err)
		}
	}
	if strings.Contains(r.err, password) {
		t.Errorf("password printed:\n%s", r.err)
	}
	if _, err := os.Stat(cursor); err == nil {
		t.Fatal("cursor advanced after a database error")
	}
}

func TestUnreachableServerMasksPassword(t *testing.T) {
	lookup := env(t, "MODUSBRAIN_DATABASE_URL", "postgres://evaluser:s3cr3t-pw@127.0.0.1:1/evals?connect_timeout=2")
	r := runCLI(t, nil, lookup)
	if r.code != 1 || !strings.Contains(r.err, "eval-export: error:") || !strings.Contains(r.err, "127.0.0.1") {
		t.Fatalf("code %d, stderr:\n%s", r.code, r.err)
	}
	if strings.Contains(r.err, "s3cr3t-pw") {
		t.Fatalf("password printed:\n%s", r.err)
	}
}

func TestVersion(t *testing.T) {
	r := runCLI(t, nil, env(t), "--version")
	if r.code != 0 || !strings.HasPrefix(r.out, "eval-export dev") {
		t.Fatalf("dev build: %+v", r)
	}
	buildinfo.Version, buildinfo.Commit, buildinfo.Date = "v1.2.3", "0123456789abcdef", "2025-03-01T00:00:00Z"
	defer func() { buildinfo.Version, buildinfo.Commit, buildinfo.Date = "", "", "" }()
	r = runCLI(t, nil, env(t), "--version")
	if want := "eval-export v1.2.3 (commit 0123456789ab, built 2025-03-01T00:00:00Z)\n"; r.out != want {
		t.Fatalf("--version = %q, want %q", r.out, want)
	}
}

// cancelWriter cancels the run's context at the first write, as Ctrl-C would.
type cancelWriter struct {
	cancel context.CancelFunc
	buf    bytes.Buffer
}

func (w *cancelWriter) Write(p []byte) (int, error) {
	w.cancel()
	return w.buf.Write(p)
}

func TestInterruptedExportKeepsCursor(t *testing.T) {
	lookup := env(t)
	seed(t, lookup, 3000)
	cursor := filepath.Join(t.TempDir(), "cursor")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var errb bytes.Buffer
	w := &cancelWriter{cancel: cancel}
	code := Command().Execute(ctx, &clikit.IO{Out: w, Err: &errb}, []string{"--cursor", cursor}, lookup)
	if code != clikit.ExitInterrupted || !strings.Contains(errb.String(), "eval-export: error: interrupted after ") {
		t.Fatalf("code %d, stderr %q; want 130 and an interrupted message", code, errb.String())
	}
	if _, err := os.Stat(cursor); err == nil {
		t.Fatal("cursor advanced after an interrupt")
	}
}

// On PostgreSQL, row-level security with no policy for the role makes
// every SELECT empty: "exported 0 rows" alone would be a lie, so a hint
// says that rows may be hidden from this role. A role that bypasses RLS
// (the tables' creator here) gets no such hint, even with 0 rows.
func TestZeroRowsUnderRLSHints(t *testing.T) {
	db := testdb.New(t)
	lookup := env(t, "MODUSBRAIN_DATABASE_URL", db)
	seed(t, lookup, 3)
	roleURL, role := testdb.NewRole(t, db, "NOSUPERUSER NOBYPASSRLS")
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, db)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	if _, err := conn.Exec(ctx, "GRANT SELECT ON ALL TABLES IN SCHEMA public TO "+pgx.Identifier{role}.Sanitize()); err != nil {
		t.Fatal(err)
	}

	r := runCLI(t, nil, env(t, "MODUSBRAIN_DATABASE_URL", roleURL))
	if r.code != 0 || !strings.Contains(r.err, "exported 0 rows") ||
		!strings.Contains(r.err, "hint: row-level security is on for eval_candidates and applies to role "+role) {
		t.Fatalf("as %s: exit %d, stderr:\n%s", role, r.code, r.err)
	}
	if strings.Contains(r.err, "@") && strings.Contains(r.err, roleURL) {
		t.Fatalf("unmasked URL in stderr:\n%s", r.err)
	}

	r = runCLI(t, nil, env(t, "MODUSBRAIN_DATABASE_URL", db), "--since", "2000-01-01", "--until", "2000-01-02")
	if r.code != 0 || !strings.Contains(r.err, "exported 0 rows") || strings.Contains(r.err, "row-level security") {
		t.Fatalf("as the owner: exit %d, stderr:\n%s", r.code, r.err)
	}
}
