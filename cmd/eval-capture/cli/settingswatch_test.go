package cli

import (
	"context"
	"database/sql"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// A long run follows config.json: scrub_pii turned back on scrubs the
// events after it, capture turned off stops capturing from the next line
// on, and the summary says which lines were not captured (probe 11, #10).
func TestLongRunFollowsConfigEdits(t *testing.T) {
	old := settingsEvery
	settingsEvery = 20 * time.Millisecond
	defer func() { settingsEvery = old }()
	home := t.TempDir()
	dir := filepath.Join(home, ".modusbrain")
	if err := os.Mkdir(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	cfg := filepath.Join(dir, "config.json")
	write := func(s string) {
		t.Helper()
		// A new file renamed over the old, as editors save: a new inode.
		tmp := cfg + ".tmp"
		if err := os.WriteFile(tmp, []byte(s), 0o600); err != nil {
			t.Fatal(err)
		}
		if err := os.Rename(tmp, cfg); err != nil {
			t.Fatal(err)
		}
	}
	write(`{"eval": {"capture": true, "scrub_pii": false}}`)

	pr, pw := io.Pipe()
	type result struct {
		code       int
		out, errst string
	}
	done := make(chan result, 1)
	go func() {
		code, out, errs := run(context.Background(), pr, captureOnEnv(t, home))
		done <- result{code, out, errs}
	}()
	dbPath := filepath.Join(dir, "eval.db")
	stored := func() []string {
		db, err := sql.Open("sqlite", dbPath)
		if err != nil {
			t.Fatal(err)
		}
		defer db.Close()
		rows, err := db.Query("SELECT query FROM eval_candidates ORDER BY id")
		if err != nil {
			return nil // not created yet
		}
		defer rows.Close()
		var got []string
		for rows.Next() {
			var q string
			if err := rows.Scan(&q); err != nil {
				t.Fatal(err)
			}
			got = append(got, q)
		}
		return got
	}
	// line hands over one event; when rows > 0, it waits until that many
	// rows are stored, so the next edit surely comes after the event.
	line := func(q string, rows int) {
		t.Helper()
		if _, err := io.WriteString(pw, `{"tool_name":"query","query":"`+q+`"}`+"\n"); err != nil {
			t.Fatal(err)
		}
		for deadline := time.Now().Add(20 * time.Second); rows > 0 && len(stored()) < rows; time.Sleep(10 * time.Millisecond) {
			if time.Now().After(deadline) {
				t.Fatalf("row %d not stored after 20 s", rows)
			}
		}
	}
	// The edits are seen by the next line that comes settingsEvery after
	// the last look: wait that long after each.
	edit := func(s string) {
		write(s)
		time.Sleep(2 * settingsEvery)
	}
	line("one mail ann@example.com", 1)
	edit(`{"eval": {"capture": true, "scrub_pii": true}}`)
	line("two mail bob@example.com", 2)
	edit(`{"eval": {"capture": false, "scrub_pii": true}}`)
	line("three mail cy@example.com", 0)
	line("four mail di@example.com", 0)
	pw.Close()
	res := <-done
	if res.code != 0 {
		t.Fatalf("exit %d; stderr:\n%s", res.code, res.errst)
	}
	for _, want := range []string{
		"changed: scrubbing is on from line 2 (config.json eval.scrub_pii=true)",
		"changed: capture is off from line 3 (config.json eval.capture=false",
		"eval-capture: captured 2 of 2 events into sqlite " + filepath.Join(dir, "eval.db") + "; 2 lines not captured: config.json turned capture off from line 3\n",
	} {
		if !strings.Contains(res.errst, want) {
			t.Errorf("stderr lacks %q:\n%s", want, res.errst)
		}
	}
	if got := stored(); len(got) != 2 || got[0] != "one mail ann@example.com" || got[1] != "two mail [REDACTED]" {
		t.Fatalf("rows %q; want the first raw, the second scrubbed, none after capture was turned off", got)
	}
}
