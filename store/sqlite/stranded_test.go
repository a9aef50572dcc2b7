package sqlite

import (
	"bufio"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// A -wal or -journal that holds data beside a missing or empty file is
// refused, naming the file as it was found and the side files; a
// -journal beside an empty file is a new store's live one, and an empty
// log is no one's rows.
func TestCheckStranded(t *testing.T) {
	for _, tc := range []struct {
		name      string
		db        *string // nil: missing
		wal, jrnl string
		want      string // "" when not refused, else "is missing"/"is empty"
	}{
		{name: "missing, -wal", wal: "rows", want: "is missing"},
		{name: "missing, -journal", jrnl: "pages", want: "is missing"},
		{name: "empty, -wal", db: ptr(""), wal: "rows", want: "is empty"},
		{name: "empty, -journal", db: ptr(""), jrnl: "pages"},
		{name: "missing, empty logs"},
		{name: "written, -wal", db: ptr("x"), wal: "rows"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "eval.db")
			if tc.db != nil {
				writeFile(t, path, *tc.db)
			}
			if tc.name == "missing, empty logs" {
				writeFile(t, path+"-wal", "")
				writeFile(t, path+"-journal", "")
			}
			if tc.wal != "" {
				writeFile(t, path+"-wal", tc.wal)
			}
			if tc.jrnl != "" {
				writeFile(t, path+"-journal", tc.jrnl)
			}
			err := CheckStranded(path)
			if tc.want == "" {
				if err != nil {
					t.Fatalf("CheckStranded = %v, want nil", err)
				}
				return
			}
			var se *StrandedError
			if !errors.As(err, &se) || !strings.Contains(err.Error(), "it "+tc.want+", but ") {
				t.Fatalf("CheckStranded = %v, want a *StrandedError saying %q", err, tc.want)
			}
			// Open refuses too, before creating the file or touching the log.
			if _, err := Open(context.Background(), path, Options{}); !errors.As(err, &se) {
				t.Fatalf("Open = %v, want a *StrandedError", err)
			}
			if _, err := os.Stat(path); (tc.db == nil) != errors.Is(err, os.ErrNotExist) {
				t.Errorf("Open changed whether %s exists: %v", path, err)
			}
			for s, want := range map[string]string{"-wal": tc.wal, "-journal": tc.jrnl} {
				if want == "" {
					continue
				}
				if got, err := os.ReadFile(path + s); err != nil || string(got) != want {
					t.Errorf("%s = %q, %v; want it left as it was, %q", s, got, err, want)
				}
			}
		})
	}
}

func writeFile(t *testing.T, path, data string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(data), 0o600); err != nil {
		t.Fatal(err)
	}
}

// The race a tester found (TestMigrateFromEnginesAtOnce failed about one
// run in five): another engine creates the store, and its live rollback
// journal, between CheckStranded's look at the missing file and its look
// at the side files. That journal is no stranded one: the file is looked
// at again, found created, and the store is opened.
func TestCheckStrandedLiveJournalOfNewStore(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "eval.db")
	var commit func()
	between := func() {
		if commit == nil {
			commit = holdJournal(t, path)
		}
	}
	if err := checkStranded(path, between); err != nil {
		t.Fatalf("checkStranded beside another engine's live journal = %v, want nil", err)
	}
	if commit == nil {
		t.Fatal("no journal was held")
	}
	commit()
	e, err := Open(ctx, path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	if err := e.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
}

// A look again does not excuse a stranded log: a file created empty while
// the side files are looked at leaves the -wal beside it stranded still.
func TestCheckStrandedLooksAgain(t *testing.T) {
	path := filepath.Join(t.TempDir(), "eval.db")
	writeFile(t, path+"-wal", "rows")
	writeFile(t, path+"-journal", "pages")
	looks := 0
	err := checkStranded(path, func() {
		if looks++; looks == 1 {
			writeFile(t, path, "")
		}
	})
	var se *StrandedError
	if !errors.As(err, &se) || !strings.Contains(err.Error(), "it is empty, but "+path+"-wal beside") ||
		strings.Contains(err.Error(), "-journal") || looks != 2 {
		t.Fatalf("checkStranded = %v after %d looks; want the -wal beside the now empty file refused, after 2", err, looks)
	}
}

// holdJournal starts a writer on the new file at path in rollback-journal
// mode and leaves its transaction open, so an empty file and a live
// -journal holding its header lie there; the func returned rolls it back
// (the file stays empty) and closes it.
func holdJournal(t *testing.T, path string) func() {
	t.Helper()
	ctx := context.Background()
	db, err := sql.Open("sqlite", "file://"+filepath.ToSlash(path)+"?_pragma=journal_mode(delete)")
	if err != nil {
		t.Fatal(err)
	}
	conn, err := db.Conn(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := conn.ExecContext(ctx, "BEGIN IMMEDIATE; CREATE TABLE t (x)"); err != nil {
		t.Fatal(err)
	}
	if fi, err := os.Stat(path + "-journal"); err != nil || fi.Size() == 0 {
		t.Fatalf("no live journal: %v", err)
	}
	return func() {
		if _, err := conn.ExecContext(ctx, "ROLLBACK"); err != nil {
			t.Error(err)
		}
		conn.Close()
		db.Close()
	}
}

// liveJournalEnv makes the helper process (see TestMain) hold a live
// journal on a new file, as holdJournal does: it prints "held" once the
// journal is on disk, then waits for a line on stdin to roll back.
const liveJournalEnv = "EVALKIT_SQLITE_TEST_LIVE_JOURNAL"

func liveJournalProcess(path string) int {
	ctx := context.Background()
	db, err := sql.Open("sqlite", "file://"+filepath.ToSlash(path)+"?_pragma=journal_mode(delete)")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer db.Close()
	conn, err := db.Conn(ctx)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer conn.Close()
	if _, err := conn.ExecContext(ctx, "BEGIN IMMEDIATE; CREATE TABLE t (x)"); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	fmt.Println("held")
	if _, err := bufio.NewReader(os.Stdin).ReadString('\n'); err != nil {
		fmt.Fprintln(os.Stderr, "waiting for the end signal:", err)
		return 1
	}
	if _, err := conn.ExecContext(ctx, "ROLLBACK"); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	return 0
}

// The two-process case, made certain: another process (eval-capture, or
// modusbrain's op handler) creates the store and holds its live journal
// just after this one found the file missing. This one opens the store
// once the other is done, rather than refusing the journal as stranded.
func TestCheckStrandedLiveJournalOfAnotherProcess(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "eval.db")
	var (
		cmd  *exec.Cmd
		stop io.WriteCloser
		errb strings.Builder
	)
	between := func() {
		if cmd != nil {
			return
		}
		cmd = exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = append(os.Environ(), helperEnv+"="+path, liveJournalEnv+"=1")
		cmd.Stderr = &errb
		out, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if stop, err = cmd.StdinPipe(); err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		if line, err := bufio.NewReader(out).ReadString('\n'); line != "held\n" {
			t.Fatalf("journal process: %q, %v: %s", line, err, errb.String())
		}
	}
	err := checkStranded(path, between)
	if cmd == nil {
		t.Fatal("the journal process never ran")
	}
	if fi, serr := os.Stat(path + "-journal"); serr != nil || fi.Size() == 0 {
		t.Errorf("the other process's journal: %v, want it live", serr)
	}
	io.WriteString(stop, "done\n")
	stop.Close()
	if werr := cmd.Wait(); werr != nil {
		t.Fatalf("journal process: %v: %s", werr, errb.String())
	}
	if err != nil {
		t.Fatalf("checkStranded beside another process's live journal = %v, want nil", err)
	}
	e, err := Open(ctx, path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	if err := e.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
}
