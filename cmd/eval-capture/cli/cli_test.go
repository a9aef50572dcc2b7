package cli

import (
	"bytes"
	"context"
	"database/sql"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	_ "modernc.org/sqlite"

	"github.com/modusbrain/evalkit/capture"
	"github.com/modusbrain/evalkit/capture/spool"
	"github.com/modusbrain/evalkit/internal/clikit"
	"github.com/modusbrain/evalkit/store"
)

// run drives the whole command in-process, as main would.
func run(ctx context.Context, stdin io.Reader, env func(string) (string, bool), args ...string) (int, string, string) {
	var out, errb bytes.Buffer
	code := Command().Execute(ctx, &clikit.IO{In: stdin, Out: &out, Err: &errb}, args, env)
	return code, out.String(), errb.String()
}

// --timeout takes the one duration grammar (clikit.ParseDuration, tested
// there); a bad value is a usage error that names it.
func TestTimeoutFlag(t *testing.T) {
	for in, want := range map[string]string{
		"--timeout 0s":  `eval-capture: error: --timeout: "0s" is not longer than zero (try --timeout 30s)`,
		"--timeout=-1s": `eval-capture: error: --timeout: "-1s" is not a duration (try --timeout 30s)`,
		"--timeout":     `eval-capture: error: --timeout needs a value (try --timeout 30s)`,
	} {
		code, out, errs := run(context.Background(), strings.NewReader(""), captureOnEnv(t, t.TempDir()), strings.Fields(in)...)
		if code != 2 || out != "" || strings.TrimSpace(errs) != want {
			t.Errorf("%s: exit %d, stderr %q; want 2, %q", in, code, errs, want)
		}
	}
	// A valid one: capture off, so nothing is opened.
	code, _, errs := run(context.Background(), strings.NewReader(""), func(string) (string, bool) { return "", false }, "--timeout", "1d")
	if code != 0 {
		t.Errorf("--timeout 1d: exit %d, %s", code, errs)
	}
}

func TestEachLine(t *testing.T) {
	long := strings.Repeat("x", maxLine+10)
	in := "a\r\n\n  \nb\n" + long + "\nc"
	type got struct {
		n       int
		line    string
		tooLong bool
	}
	var lines []got
	err := eachLine(context.Background(), strings.NewReader(in), func(n int, l []byte, tooLong bool) {
		lines = append(lines, got{n, string(l), tooLong})
	})
	if err != nil {
		t.Fatal(err)
	}
	want := []got{{1, "a", false}, {4, "b", false}, {5, "", true}, {6, "c", false}}
	if fmt.Sprint(lines) != fmt.Sprint(want) {
		t.Errorf("lines = %v, want %v", lines, want)
	}
}

func TestParseEvent(t *testing.T) {
	ev, why := parseEvent([]byte(`{"tool_name":"search","query":"q","results":[{"slug":"s","chunk_id":4}],"extra":1}`), false)
	if why != "" || ev.ToolName != "search" || ev.Results[0].ChunkID != 4 {
		t.Errorf("parseEvent = %+v, %q", ev, why)
	}
	for in, want := range map[string]string{
		`null`:                           "not a JSON object",
		`[1]`:                            "not a JSON object",
		`{"query":1}`:                    "query: want string, got a JSON number",
		`{"results":[{"chunk_id":1.5}]}`: "results[0].chunk_id: want int64, got a JSON number 1.5",
		`{"query":"x"} trailing`:         "not valid JSON at byte 15: invalid character 't' after top-level value",
	} {
		if _, why := parseEvent([]byte(in), false); why != want {
			t.Errorf("parseEvent(%s) = %q, want %q", in, why, want)
		}
	}
}

func TestSummary(t *testing.T) {
	st := capture.Stats{Captured: 7, Failed: map[store.Reason]int64{store.ReasonOther: 1, store.ReasonCheckViolation: 2}, Undelivered: 1}
	lines := []int{3, 5, 8, 13, 21, 34, 55, 89, 144, 233}
	got := summary("/x/eval.db", readResult{events: 10, malformed: 12, malformedLines: lines}, st, 0, nil, whyDown, capture.SpoolLossUnsure{})
	want := "eval-capture: captured 7 of 10 events into /x/eval.db; failed 3 (check_violation 2, other 1); 1 event left no row, not even a failure row; 12 malformed lines (3, 5, 8, 13, 21, 34, 55, 89, 144, 233 and 2 more)"
	if got != want {
		t.Errorf("summary =\n %s\nwant\n %s", got, want)
	}
	if got := summary("t", readResult{events: 1}, capture.Stats{Captured: 1}, 0, nil, whyDown, capture.SpoolLossUnsure{}); got != "eval-capture: captured 1 of 1 event into t" {
		t.Errorf("summary = %s", got)
	}
	st = capture.Stats{Failed: map[store.Reason]int64{store.ReasonDBDown: 4}, SpoolDropped: 4, Undelivered: 4}
	if got, want := summary("t", readResult{events: 4}, st, 0, nil, whyDown, capture.SpoolLossUnsure{}), "eval-capture: captured 0 of 4 events into t; failed 4 (db_down 4); 4 the spool could not keep (a disk error); 4 events left no row, not even a failure row"; got != want {
		t.Errorf("summary =\n %s\nwant\n %s", got, want)
	}
	// The spool could not keep events for three reasons; the summary names
	// each, not "full, or a disk error" for all of them.
	st = capture.Stats{Failed: map[store.Reason]int64{store.ReasonDBDown: 9}, Spooled: 1, SpoolDropped: 9, SpoolCapRefused: 5, SpoolNoSpaceDropped: 3}
	if got, want := summary("t", readResult{events: 10}, st, 1, nil, whyDown, capture.SpoolLossUnsure{}), "eval-capture: captured 0 of 10 events into t; failed 9 (db_down 9); spooled 1 (database unavailable); "+
		"5 refused by the spool's cap (lost: the spool was full and no older calls could be dropped, being delivered or still written, or the batch alone was larger than the cap); 3 the spool could not keep (its file system is full); 1 the spool could not keep (a disk error); 1 waiting in the spool"; got != want {
		t.Errorf("summary =\n %s\nwant\n %s", got, want)
	}
	st = capture.Stats{Captured: 5, Spooled: 5, Delayed: 2}
	if got, want := summary("t", readResult{events: 10}, st, 3, nil, whyDown, capture.SpoolLossUnsure{}), "eval-capture: captured 5 of 10 events into t; spooled 5 (database unavailable); delivered 2 late from the spool; 3 waiting in the spool"; got != want {
		t.Errorf("summary =\n %s\nwant\n %s", got, want)
	}
	// The table owner's filter: counted and named, not a failure, and
	// the run does not fail for it.
	st = capture.Stats{Captured: 3, Filtered: 1, Spooled: 1, Delayed: 1, DelayedFiltered: 1, FilteredBy: "trigger no_search"}
	if got, want := summary("t", readResult{events: 5}, st, 0, nil, whyDown, capture.SpoolLossUnsure{}), "eval-capture: captured 3 of 5 events into t; 2 dropped by trigger no_search on eval_candidates (1 of them delivered from the spool), "+
		"the table owner's filter: not stored, no failure row; spooled 1 (database unavailable); delivered 1 late from the spool"; got != want {
		t.Errorf("summary =\n %s\nwant\n %s", got, want)
	}
	if err := outcome(false, nil, readResult{events: 5}, capture.Stats{Captured: 3, Filtered: 1, Spooled: 1}, 0); err != nil {
		t.Errorf("outcome with filtered calls = %v, want nil (exit 0)", err)
	}
	// Lines the schema refuses are named like malformed ones: the first
	// ten, then a count.
	st = capture.Stats{Captured: 1, Failed: map[store.Reason]int64{store.ReasonCheckViolation: 12}}
	res := readResult{events: 13, refused: 12, refusedLines: []int{2, 3, 4, 5, 6, 7, 8, 9, 10, 11}, malformed: 1, malformedLines: []int{14}}
	if got, want := summary("t", res, st, 0, nil, whyDown, capture.SpoolLossUnsure{}), "eval-capture: captured 1 of 13 events into t; failed 12 (check_violation 12); 12 lines the schema refuses (2, 3, 4, 5, 6, 7, 8, 9, 10, 11 and 2 more); 1 malformed line (14)"; got != want {
		t.Errorf("summary =\n %s\nwant\n %s", got, want)
	}
	others := []spool.TargetStats{{Target: "postgres://db:5432/brain_x", Records: 2}, {Legacy: true, Records: 1}}
	if got, want := summary("t", readResult{}, capture.Stats{}, 0, others, whyDown, capture.SpoolLossUnsure{}), "eval-capture: captured 0 of 0 events into t; 3 waiting in the spool for other databases (postgres://db:5432/brain_x, a database an older evalkit did not record)"; got != want {
		t.Errorf("summary =\n %s\nwant\n %s", got, want)
	}
}

// TestRunSQLite drives the whole command in-process against a real SQLite
// file: capture on, scrubbing on, one malformed line, one failure row.
func TestRunSQLite(t *testing.T) {
	home := t.TempDir()
	env := captureOnEnv(t, home)
	in := strings.Join([]string{
		`{"tool_name":"query","query":"mail jane@example.com","results":[{"slug":"a","chunk_id":1,"source_id":"s"}]}`,
		`{"tool_name":"nope","query":"x"}`,
		`oops`,
		`{"tool_name":"search","query":"ok"}`,
	}, "\n")
	code, out, errs := run(context.Background(), strings.NewReader(in), env)
	if code != clikit.ExitFailure || out != "" {
		t.Fatalf("exit %d, stdout %q, stderr:\n%s", code, out, errs)
	}
	wantLast := "; failed 1 (check_violation 1); 1 line the schema refuses (2); 1 malformed line (3)"
	if !strings.Contains(errs, wantLast) {
		t.Errorf("stderr:\n%s\nwant it to contain %q", errs, wantLast)
	}
	db, err := sql.Open("sqlite", "file:"+filepath.Join(home, ".modusbrain", "eval.db")+"?mode=ro")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var n int
	var q string
	if err := db.QueryRow(`SELECT count(*), min(query) FROM eval_candidates`).Scan(&n, &q); err != nil {
		t.Fatal(err)
	}
	if n != 2 || q != "mail [REDACTED]" {
		t.Errorf("%d rows, first query %q", n, q)
	}
}

// captureOnEnv is a contributor's environment: capture on through
// MODUSBRAIN_CONTRIBUTOR_MODE=1, the modusbrain home in home (so the
// embedded SQLite default lands there), nothing else set.
func captureOnEnv(t *testing.T, home string) func(string) (string, bool) {
	userHome := t.TempDir()
	return func(k string) (string, bool) {
		switch k {
		case "MODUSBRAIN_HOME":
			return home, true
		case "MODUSBRAIN_CONTRIBUTOR_MODE":
			return "1", true
		case "HOME":
			return userHome, true
		}
		return "", false
	}
}

// TestLineOverLimit: a valid event longer than the 4 MiB line limit is not
// called malformed: the message and the summary name the limit.
func TestLineOverLimit(t *testing.T) {
	big := `{"tool_name":"query","query":"` + strings.Repeat("a", maxLine) + `"}`
	in := big + "\n" + `{"tool_name":"query","query":"fits"}` + "\n"
	code, _, errs := run(context.Background(), strings.NewReader(in), captureOnEnv(t, t.TempDir()))
	if code != clikit.ExitFailure {
		t.Fatalf("exit %d, want 1; stderr:\n%s", code, errs)
	}
	for _, want := range []string{
		"eval-capture: line 1: longer than the 4 MiB limit for one event line: not read\n",
		"; 1 line over the 4 MiB limit (1)\n",
	} {
		if !strings.Contains(errs, want) {
			t.Errorf("stderr:\n%s\nwant it to contain %q", errs, want)
		}
	}
	if strings.Contains(errs, "malformed") {
		t.Errorf("stderr:\n%s\ncalls the long line malformed", errs)
	}
}

// TestBadHomeHint: a MODUSBRAIN_HOME that cannot be used is a variable to
// correct, not a file to fix; the hint says which.
func TestBadHomeHint(t *testing.T) {
	env := func(k string) (string, bool) {
		switch k {
		case "MODUSBRAIN_HOME":
			return "relative/home", true
		case "MODUSBRAIN_CONTRIBUTOR_MODE":
			return "1", true
		}
		return "", false
	}
	code, _, errs := run(context.Background(), strings.NewReader(`{"tool_name":"query","query":"x"}`), env)
	if code != clikit.ExitFailure {
		t.Fatalf("exit %d, want 1; stderr:\n%s", code, errs)
	}
	if strings.Contains(errs, "fix the file") || !strings.Contains(errs, "MODUSBRAIN_HOME=/home/me eval-capture") || strings.Contains(errs, "unset") {
		t.Errorf("stderr:\n%s\nwant a hint about MODUSBRAIN_HOME, not a file", errs)
	}
}

// TestCaptureOffStdinUnreadable: with capture off the input is still read
// (so a producer never meets a closed pipe); when it cannot be read — a
// directory given as stdin — that is said, with exit 1, not passed over.
func TestCaptureOffStdinUnreadable(t *testing.T) {
	dir, err := os.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer dir.Close()
	off := func(k string) (string, bool) {
		if k == "MODUSBRAIN_HOME" {
			return filepath.Dir(dir.Name()), true
		}
		return "", false
	}
	code, _, errs := run(context.Background(), dir, off)
	if code != clikit.ExitFailure || !strings.Contains(errs, "eval-capture: error: reading stdin: ") {
		t.Errorf("exit %d, stderr:\n%s\nwant 1 and the read error", code, errs)
	}
}
