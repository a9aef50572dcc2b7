package cli

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
)

// TestFullSQLiteSaysWhyAndWhatToDo: the SQLite file's file system is full
// (SQLITE_FULL; here the same answer from a page cap, so no small file
// system has to be mounted). The database answers, so "once the database
// answers" would send the user waiting forever: the summary and the hint
// name the cause and the fix, making room where the file is, in the run
// that spools and in a later run that only tries to deliver.
func TestFullSQLiteSaysWhyAndWhatToDo(t *testing.T) {
	home := t.TempDir()
	env := captureOnEnv(t, home)
	if code, _, errs := run(context.Background(), strings.NewReader(`{"tool_name":"query","query":"first"}`), env); code != 0 {
		t.Fatalf("first run: exit %d\n%s", code, errs)
	}
	path := filepath.Join(home, ".modusbrain", "eval.db")
	base := dialOpts
	t.Cleanup(func() { dialOpts = base })
	dialOpts.SQLiteMaxPages = 1

	var in strings.Builder
	for i := range 3 {
		fmt.Fprintf(&in, `{"tool_name":"query","query":"q%d %s"}`+"\n", i, strings.Repeat("x", 9000))
	}
	code, out, errs := run(context.Background(), strings.NewReader(in.String()), env, "--timeout", "2s")
	if code != exitSpooled || out != "" {
		t.Fatalf("full: exit %d, stdout %q; want %d; stderr:\n%s", code, out, exitSpooled, errs)
	}
	fix := path + " is on a full file system (database or disk is full, SQLITE_FULL): make room on the file system that holds " + filepath.Dir(path)
	for _, want := range []string{"captured 0 of 3 events into sqlite ", "spooled 3 (database or disk is full); 3 waiting in the spool", fix} {
		if !strings.Contains(errs, want) {
			t.Errorf("full: stderr:\n%s\nwant it to say %q", errs, want)
		}
	}
	for _, wrong := range []string{"once the database answers", "database unavailable", "locked"} {
		if strings.Contains(errs, wrong) {
			t.Errorf("full: stderr:\n%s\nsays %q: the database answers, its disk is full", errs, wrong)
		}
	}

	// A run with nothing new only tries to deliver: same cause, same fix.
	code, _, errs = run(context.Background(), strings.NewReader(""), env, "--timeout", "2s")
	if code != exitSpooled || !strings.Contains(errs, "3 waiting in the spool") || !strings.Contains(errs, fix) || strings.Contains(errs, "once the database answers") {
		t.Errorf("drain while full: exit %d; stderr:\n%s\nwant %d and the full-disk fix", code, errs, exitSpooled)
	}

	// Room again: the next run delivers them.
	dialOpts = base
	code, _, errs = run(context.Background(), strings.NewReader(""), env)
	if code != 0 || !strings.Contains(errs, "delivered 3 late from the spool") {
		t.Fatalf("after making room: exit %d; stderr:\n%s\nwant 0 and 3 delivered", code, errs)
	}
}
