package cli

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/modusbrain/evalkit/configplane"
	"github.com/modusbrain/evalkit/internal/clikit"
	"github.com/modusbrain/evalkit/store"
	"github.com/modusbrain/evalkit/store/sqlite"
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

// seedSQLite writes n candidates a year old into a fresh file.
func seedSQLite(t *testing.T, n int) (*sqlite.Engine, string) {
	t.Helper()
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "eval.db")
	e, err := sqlite.Open(ctx, path, sqlite.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.Close() })
	if err := e.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	// In batches of 100: SQLite stamps a batch with one created_at, and a
	// prune deletes a tie whole, so one big batch would go in one step.
	for i := 0; i < n; i += 100 {
		rows := make([]store.Candidate, min(100, n-i))
		for j := range rows {
			rows[j] = store.Candidate{ToolName: store.ToolSearch, Query: "q" + strconv.Itoa(i+j), LatencyMS: 1}
		}
		if err := e.InsertCandidates(ctx, rows); err != nil {
			t.Fatal(err)
		}
	}
	return e, path
}

type result struct {
	code     int
	out, err string
}

// runCLI runs eval-prune as clikit's Main would, with the IO a test forces
// (errTerminal) and progress tuned.
func runCLI(t *testing.T, ctx context.Context, errTerminal bool, p Progress, lookup func(string) (string, bool), args ...string) result {
	t.Helper()
	var out, errb bytes.Buffer
	code := New(p).Execute(ctx, &clikit.IO{Out: &out, Err: &errb, ErrTerminal: errTerminal}, args, lookup)
	return result{code, out.String(), errb.String()}
}

// afterProgress is what follows the last progress output, a heartbeat
// line or the bar's last redraw (the bar clears itself with "\r"): the
// summary and its notes.
func afterProgress(s string) string {
	if i := strings.LastIndex(s, "\r"); i >= 0 {
		return s[i+1:]
	}
	if i := strings.LastIndex(s, "rows deleted ("); i >= 0 {
		return s[i+strings.Index(s[i:], "\n")+1:]
	}
	return s
}

// cancelOnWrite cancels the run at the first progress line that reports a
// deleted row, as Ctrl-C (or SIGTERM) would mid-run: with the signal as the
// context's cause, the way clikit's Main cancels it.
type cancelOnWrite struct {
	cancel context.CancelCauseFunc
	sig    clikit.Signal
	buf    bytes.Buffer
}

func (w *cancelOnWrite) Write(p []byte) (int, error) {
	if strings.Contains(string(p), "rows deleted") && !strings.HasPrefix(string(p), "eval-prune: 0 of") {
		w.cancel(w.sig)
	}
	return w.buf.Write(p)
}

func TestInterruptReportsWhatWasDeleted(t *testing.T) {
	for _, tc := range []struct {
		sig  clikit.Signal
		want int
	}{{clikit.SIGINT, clikit.ExitInterrupted}, {clikit.SIGTERM, clikit.ExitTerminated}} {
		t.Run(tc.sig.Error(), func(t *testing.T) {
			e, path := seedSQLite(t, 3000)
			ctx, cancel := context.WithCancelCause(context.Background())
			defer cancel(nil)
			w := &cancelOnWrite{cancel: cancel, sig: tc.sig}
			code := New(Progress{Heartbeat: time.Nanosecond}).Execute(ctx, &clikit.IO{Out: &bytes.Buffer{}, Err: w},
				[]string{"--before", "2100-01-01", "--batch-size", "100"}, env(t, "EVALKIT_SQLITE_PATH", path))
			out := w.buf.String()
			if code != tc.want {
				t.Fatalf("exit %d, want %d; stderr:\n%s", code, tc.want, out)
			}
			m := regexp.MustCompile(`(?m)^eval-prune: error: interrupted after deleting (\d+) rows of eval_candidates and 0 of eval_capture_failures$`).FindStringSubmatch(out)
			if m == nil || !strings.HasSuffix(out, "\nhint: every row deleted was older than the window; run the same command again to finish\n") {
				t.Fatalf("stderr:\n%s", out)
			}
			deleted, _ := strconv.ParseInt(m[1], 10, 64)
			stats, err := e.TableStats(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			if deleted == 0 || deleted == 3000 || stats[0].Rows != 3000-deleted {
				t.Fatalf("reported %d deleted; %d of 3000 rows left", deleted, stats[0].Rows)
			}
		})
	}
}

func TestPasswordNeverShown(t *testing.T) {
	r := runCLI(t, context.Background(), false, Progress{},
		env(t, "MODUSBRAIN_DATABASE_URL", "postgres://evaluser:s3cr3t-pw@127.0.0.1:1/evals?connect_timeout=2"), "--older-than", "30d")
	if r.code != clikit.ExitFailure || !regexp.MustCompile(`^eval-prune: error: cannot (open|prune) postgres://evaluser:\*\*\*@127\.0\.0\.1:1/`).MatchString(r.err) {
		t.Fatalf("exit %d, stderr:\n%s", r.code, r.err)
	}
	if strings.Contains(r.err, "s3cr3t-pw") {
		t.Fatalf("password printed:\n%s", r.err)
	}
}

// No SQLite file: nothing was ever captured, so nothing to prune — exit 0,
// and neither a dry run nor a real run creates the file.
func TestMissingSQLiteFileIsNothingToPrune(t *testing.T) {
	path := filepath.Join(t.TempDir(), "eval.db")
	for _, args := range [][]string{{"--older-than", "30d", "--dry-run"}, {"--older-than", "30d"}} {
		r := runCLI(t, context.Background(), false, Progress{}, env(t, "EVALKIT_SQLITE_PATH", path), args...)
		if r.code != 0 || r.err != "eval-prune: nothing to prune: sqlite "+path+" holds no eval tables (nothing has been captured there)\n" {
			t.Fatalf("%q: exit %d, stderr %q", args, r.code, r.err)
		}
		if _, err := os.Stat(path); err == nil {
			t.Fatalf("%q created %s", args, path)
		}
	}
	r := runCLI(t, context.Background(), false, Progress{}, env(t, "EVALKIT_SQLITE_PATH", path), "--older-than", "30d", "--quiet")
	if r.code != 0 || r.err != "" {
		t.Fatalf("--quiet: exit %d, stderr %q", r.code, r.err)
	}
}

// A refused cursor refuses before the database is touched: here there is
// none, and the error is still the cursor's.
func TestCursorRefusedFirst(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "missing.cursor")
	r := runCLI(t, context.Background(), false, Progress{},
		env(t, "MODUSBRAIN_DATABASE_URL", "postgres://evaluser:s3cr3t-pw@127.0.0.1:1/evals?connect_timeout=2"),
		"--older-than", "30d", "--cursor", missing)
	if r.code != clikit.ExitFailure || !strings.HasPrefix(r.err, "eval-prune: error: --cursor "+missing+": no such file") || strings.Contains(r.err, "127.0.0.1") {
		t.Fatalf("exit %d, stderr:\n%s", r.code, r.err)
	}
}

func TestHeartbeatsOffTerminal(t *testing.T) {
	_, path := seedSQLite(t, 1000)
	r := runCLI(t, context.Background(), false, Progress{Heartbeat: time.Nanosecond}, env(t, "EVALKIT_SQLITE_PATH", path),
		"--before", "2100-01-01", "--batch-size", "300")
	if r.code != 0 || !regexp.MustCompile(`(?m)^eval-prune: \d+ of 1000 rows deleted \(eval_candidates \d+ of 1000, `).MatchString(r.err) {
		t.Fatalf("exit %d, stderr:\n%s", r.code, r.err)
	}
	// A line names a table with that table's own counts: the empty
	// failures table is never said to have had rows deleted.
	if progress := strings.TrimSuffix(r.err, afterProgress(r.err)); strings.Contains(progress, store.TableFailures) {
		t.Fatalf("a progress line names the empty %s:\n%s", store.TableFailures, r.err)
	}
	if strings.Contains(r.err, "\r") {
		t.Fatalf("a bar was drawn on a non-terminal:\n%q", r.err)
	}
	if !strings.HasPrefix(afterProgress(r.err), "eval-prune: deleted 1000 rows of eval_candidates") {
		t.Fatalf("run does not end with the summary:\n%s", r.err)
	}
}

func TestBarOnTerminal(t *testing.T) {
	_, path := seedSQLite(t, 1000)
	lookup := env(t, "EVALKIT_SQLITE_PATH", path)
	r := runCLI(t, context.Background(), true, Progress{BarWidth: 100, BarRefresh: 5 * time.Millisecond, Heartbeat: time.Nanosecond}, lookup,
		"--before", "2100-01-01", "--batch-size", "50")
	if r.code != 0 {
		t.Fatalf("exit %d, stderr:\n%s", r.code, r.err)
	}
	if !strings.Contains(r.err, "\r") || !strings.Contains(r.err, "rows/s") {
		t.Errorf("no progress bar on a terminal stderr:\n%q", r.err)
	}
	if strings.Contains(r.err, "rows deleted (") {
		t.Errorf("heartbeat lines on a terminal:\n%q", r.err)
	}
	if !strings.HasSuffix(r.err, "\n") || !strings.HasPrefix(afterProgress(r.err), "eval-prune: deleted 1000 rows of eval_candidates") {
		t.Errorf("terminal run does not end with the summary:\n%q", r.err)
	}
}

func TestQuiet(t *testing.T) {
	_, path := seedSQLite(t, 500)
	r := runCLI(t, context.Background(), true, Progress{BarRefresh: 5 * time.Millisecond, Heartbeat: time.Nanosecond},
		env(t, "EVALKIT_SQLITE_PATH", path), "--before", "2100-01-01", "--batch-size", "50", "--quiet")
	if r.code != 0 || r.err != "" || r.out != "" {
		t.Fatalf("--quiet: exit %d, stdout %q, stderr %q", r.code, r.out, r.err)
	}
}

// The help is clikit's layout with eval-prune's flags; --help wins over a
// missing window.
func TestHelp(t *testing.T) {
	r := runCLI(t, context.Background(), false, Progress{}, env(t), "--help")
	if r.code != 0 || r.err != "" {
		t.Fatalf("exit %d, stderr %q", r.code, r.err)
	}
	for _, want := range []string{"eval-prune: deletes captured eval rows", "\nUsage:\n  eval-prune (--older-than DUR | --before TIME) [flags]\n",
		"\n  --older-than DUR  ", "\n  --cursor FILE     ", "\n  -h, --help        show this help\n"} {
		if !strings.Contains(r.out, want) {
			t.Errorf("--help lacks %q:\n%s", want, r.out)
		}
	}
	if words := strings.Join(strings.Fields(r.out), " "); !strings.HasSuffix(words, ", 2 usage error, 130 interrupted (143 on SIGTERM, 129 on SIGHUP).") {
		t.Errorf("--help does not end with the exit-status line:\n%s", r.out)
	}
}

// A DELETE refused as read-only mid-run (the file made read-only after the
// pre-check) is followed by the file's own fix, never a standby or the
// PostgreSQL settings that a file does not have.
func TestReadOnlyHintForAFile(t *testing.T) {
	r := &runner{configured: configplane.Target{Engine: configplane.EngineSQLite, Path: "/h/.modusbrain/eval.db"}}
	coded := &sqlite.Error{Op: "prune eval_candidates", Code: 8, State: "25006", Err: errors.New("attempt to write a readonly database")}
	caused := &store.ReadOnlyCause{Why: "/h/.modusbrain/eval.db is not writable by this user", Fix: "chmod u+rw /h/.modusbrain/eval.db", Err: coded}
	if got := r.readOnlyHint(caused); got != caused.Fix {
		t.Errorf("with the engine's cause: %q, want its fix", got)
	}
	got := r.readOnlyHint(coded)
	if !strings.Contains(got, "/h/.modusbrain/eval.db") || strings.Contains(got, "standby") || strings.Contains(got, "default_transaction_read_only") {
		t.Errorf("without a cause: %q, want the file named and no PostgreSQL advice", got)
	}
	r.configured = configplane.Target{Engine: configplane.EnginePostgres}
	if got := r.readOnlyHint(coded); !strings.Contains(got, "standby") {
		t.Errorf("PostgreSQL: %q, want the standby named", got)
	}
}
