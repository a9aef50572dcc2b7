package cli

import (
	"bytes"
	"context"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/modusbrain/evalkit/store"
	"github.com/modusbrain/evalkit/store/sqlite"
)

func env(kv ...string) func(string) (string, bool) {
	m := map[string]string{}
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

// cancelOnWrite cancels the run at the first progress line, as Ctrl-C
// would mid-run.
type cancelOnWrite struct {
	cancel context.CancelFunc
	buf    bytes.Buffer
}

func (w *cancelOnWrite) Write(p []byte) (int, error) {
	if strings.Contains(string(p), "rows deleted") && !strings.HasPrefix(string(p), "eval-prune: 0 of") {
		w.cancel()
	}
	return w.buf.Write(p)
}

func TestInterruptReportsWhatWasDeleted(t *testing.T) {
	e, path := seedSQLite(t, 3000)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	w := &cancelOnWrite{cancel: cancel}
	io := &IO{Out: &bytes.Buffer{}, Err: w, Heartbeat: time.Nanosecond}
	code := Run(ctx, io, []string{"--before", "2100-01-01", "--batch-size", "100"}, env("EVALKIT_SQLITE_PATH", path, "MODUSBRAIN_HOME", t.TempDir()))
	out := w.buf.String()
	if code != exitInterrupted {
		t.Fatalf("exit %d, want 130; stderr:\n%s", code, out)
	}
	m := regexp.MustCompile(`(?m)^eval-prune: error: interrupted after deleting (\d+) rows of eval_candidates and 0 of eval_capture_failures$`).FindStringSubmatch(out)
	if m == nil || !strings.Contains(out, "\nhint: every row deleted was older than the window; run the same command again to finish\n") {
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
}

func TestPasswordNeverShown(t *testing.T) {
	var errb bytes.Buffer
	io := &IO{Out: &bytes.Buffer{}, Err: &errb}
	code := Run(context.Background(), io, []string{"--older-than", "30d"},
		env("MODUSBRAIN_DATABASE_URL", "postgres://evaluser:s3cr3t-pw@127.0.0.1:1/evals?connect_timeout=2", "MODUSBRAIN_HOME", t.TempDir()))
	if code != exitFailure || !strings.Contains(errb.String(), "eval-prune: error: cannot prune postgres://evaluser:") {
		t.Fatalf("exit %d, stderr:\n%s", code, errb.String())
	}
	if strings.Contains(errb.String(), "s3cr3t-pw") {
		t.Fatalf("password printed:\n%s", errb.String())
	}
}

func TestHeartbeatsOffTerminal(t *testing.T) {
	_, path := seedSQLite(t, 1000)
	var errb bytes.Buffer
	io := &IO{Out: &bytes.Buffer{}, Err: &errb, Heartbeat: time.Nanosecond}
	code := Run(context.Background(), io, []string{"--before", "2100-01-01", "--batch-size", "300"}, env("EVALKIT_SQLITE_PATH", path, "MODUSBRAIN_HOME", t.TempDir()))
	if code != exitOK || !regexp.MustCompile(`(?m)^eval-prune: \d+ of 1000 rows deleted \(eval_candidates, `).MatchString(errb.String()) {
		t.Fatalf("exit %d, stderr:\n%s", code, errb.String())
	}
	if strings.Contains(errb.String(), "\r") {
		t.Fatalf("a bar was drawn on a non-terminal:\n%q", errb.String())
	}
}

func TestBarOnTerminal(t *testing.T) {
	_, path := seedSQLite(t, 1000)
	var errb bytes.Buffer
	io := &IO{Out: &bytes.Buffer{}, Err: &errb, ErrTerminal: true, BarWidth: 100}
	code := Run(context.Background(), io, []string{"--before", "2100-01-01", "--batch-size", "100"}, env("EVALKIT_SQLITE_PATH", path, "MODUSBRAIN_HOME", t.TempDir()))
	if code != exitOK {
		t.Fatalf("exit %d, stderr:\n%s", code, errb.String())
	}
	if !strings.Contains(errb.String(), "eval-prune: deleted 1000 rows of eval_candidates") {
		t.Fatalf("no summary:\n%q", errb.String())
	}
}
