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
	home, dir, cfg := watchedHome(t, 20*time.Millisecond)
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
	stored := func() []string { return storedQueries(t, dbPath) }
	line := func(q string, rows int) { t.Helper(); handOver(t, pw, q, rows, stored) }
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

// An editor that saves by renaming config.json away and then writing the
// new file leaves none for a moment; a look in that gap must not read the
// defaults and turn capture off for the rest of the run. A file still
// gone a look later was removed, and counts (probe 13).
func TestLongRunOutlastsAnEditorsSave(t *testing.T) {
	home, dir, cfg := watchedHome(t, 50*time.Millisecond)
	on := `{"eval": {"capture": true}}`
	if err := os.WriteFile(cfg, []byte(on), 0o600); err != nil {
		t.Fatal(err)
	}
	base := captureOnEnv(t, home)
	env := func(k string) (string, bool) {
		if k == "MODUSBRAIN_CONTRIBUTOR_MODE" {
			return "", false // config.json alone turns capture on
		}
		return base(k)
	}
	pr, pw := io.Pipe()
	type result struct {
		code int
		errs string
	}
	done := make(chan result, 1)
	go func() {
		code, _, errs := run(context.Background(), pr, env)
		done <- result{code, errs}
	}()
	dbPath := filepath.Join(dir, "eval.db")
	line := func(q string, rows int) {
		t.Helper()
		handOver(t, pw, q, rows, func() []string { return storedQueries(t, dbPath) })
	}
	line("one", 1)
	time.Sleep(2 * settingsEvery)
	// The save: the old file renamed away, a line read in the gap.
	if err := os.Rename(cfg, cfg+"~"); err != nil {
		t.Fatal(err)
	}
	line("two", 2)
	if err := os.WriteFile(cfg, []byte(on), 0o600); err != nil {
		t.Fatal(err)
	}
	time.Sleep(2 * settingsEvery)
	line("three", 3)
	// Removed for good: the next look after settingsEvery sees the
	// defaults, capture off.
	if err := os.Remove(cfg); err != nil {
		t.Fatal(err)
	}
	time.Sleep(2 * settingsEvery)
	line("four", 4) // first seen missing
	time.Sleep(2 * settingsEvery)
	line("five", 0) // still missing: capture off from here
	pw.Close()
	res := <-done
	if res.code != 0 {
		t.Fatalf("exit %d; stderr:\n%s", res.code, res.errs)
	}
	if !strings.Contains(res.errs, "captured 4 of 4 events") || !strings.Contains(res.errs, "capture is off from line 5") {
		t.Fatalf("want lines 1-4 captured and capture off from line 5; stderr:\n%s", res.errs)
	}
}

// storedQueries returns the queries stored in the SQLite store at dbPath,
// in order; none while it has no table yet.
func storedQueries(t *testing.T, dbPath string) []string {
	t.Helper()
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

// handOver writes one event to the run's stdin; when rows > 0, it waits
// until that many rows are stored, so that what the test does next surely
// comes after the run has read the event.
func handOver(t *testing.T, w io.Writer, q string, rows int, stored func() []string) {
	t.Helper()
	if _, err := io.WriteString(w, `{"tool_name":"query","query":"`+q+`"}`+"\n"); err != nil {
		t.Fatal(err)
	}
	for deadline := time.Now().Add(20 * time.Second); rows > 0 && len(stored()) < rows; time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("row %d not stored after 20 s", rows)
		}
	}
}

// watchedHome shortens settingsEvery to every for the test and returns a
// MODUSBRAIN_HOME, its .modusbrain and the path of its config.json (not
// written yet).
func watchedHome(t *testing.T, every time.Duration) (home, dir, cfg string) {
	t.Helper()
	old := settingsEvery
	settingsEvery = every
	t.Cleanup(func() { settingsEvery = old })
	home = t.TempDir()
	dir = filepath.Join(home, ".modusbrain")
	if err := os.Mkdir(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	return home, dir, filepath.Join(dir, "config.json")
}
