package cli

import (
	"bytes"
	"context"
	"database/sql"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	_ "modernc.org/sqlite"

	"github.com/modusbrain/evalkit/capture"
	"github.com/modusbrain/evalkit/store"
)

func TestParseArgs(t *testing.T) {
	good := map[string]options{
		"":                {timeout: 5 * time.Second},
		"--help":          {help: true, timeout: 5 * time.Second},
		"-h":              {help: true, timeout: 5 * time.Second},
		"--version":       {version: true, timeout: 5 * time.Second},
		"--timeout 30s":   {timeout: 30 * time.Second},
		"--timeout=1m":    {timeout: time.Minute},
		"-timeout=250ms":  {timeout: 250 * time.Millisecond},
		"--timeout 2s --": {timeout: 2 * time.Second},
	}
	for in, want := range good {
		o, err := parseArgs(strings.Fields(in))
		if err != nil || *o != want {
			t.Errorf("parseArgs(%q) = %+v, %v; want %+v", in, o, err, want)
		}
	}
	bad := map[string]string{
		"--bogus":         "unknown flag --bogus",
		"events.ndjson":   `unexpected argument "events.ndjson"`,
		"-":               `unexpected argument "-"`,
		"--timeout":       "--timeout needs a duration",
		"--timeout 0s":    `--timeout: "0s" is not a positive duration`,
		"--timeout=-1s":   `--timeout: "-1s" is not a positive duration`,
		"--help=yes":      "--help takes no value",
		"-- stray":        `unexpected argument "stray"`,
		"--version extra": `unexpected argument "extra"`,
	}
	for in, want := range bad {
		_, err := parseArgs(strings.Fields(in))
		if err == nil || err.Error() != want {
			t.Errorf("parseArgs(%q) error = %v, want %q", in, err, want)
		}
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
		`{"results":[{"chunk_id":1.5}]}`: "results.chunk_id: want int64, got a JSON number 1.5",
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
	got := summary("/x/eval.db", readResult{events: 10, malformed: 12, malformedLines: lines}, st, 0)
	want := "eval-capture: captured 7 of 10 events into /x/eval.db; failed 3 (check_violation 2, other 1); 1 event left no row, not even a failure row; 12 malformed lines (3, 5, 8, 13, 21, 34, 55, 89, 144, 233 and 2 more)"
	if got != want {
		t.Errorf("summary =\n %s\nwant\n %s", got, want)
	}
	if got := summary("t", readResult{events: 1}, capture.Stats{Captured: 1}, 0); got != "eval-capture: captured 1 of 1 event into t" {
		t.Errorf("summary = %s", got)
	}
	st = capture.Stats{Captured: 5, Spooled: 5, Delayed: 2}
	if got, want := summary("t", readResult{events: 10}, st, 3), "eval-capture: captured 5 of 10 events into t; spooled 5 (database unavailable); delivered 2 late from the spool; 3 waiting in the spool"; got != want {
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
	var out, errb bytes.Buffer
	code := Run(context.Background(), strings.NewReader(in), &out, &errb, nil, env)
	if code != exitFailure || out.Len() != 0 {
		t.Fatalf("exit %d, stdout %q, stderr:\n%s", code, out.String(), errb.String())
	}
	wantLast := "; failed 1 (check_violation 1); 1 malformed line (3)"
	if !strings.Contains(errb.String(), wantLast) {
		t.Errorf("stderr:\n%s\nwant it to contain %q", errb.String(), wantLast)
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
