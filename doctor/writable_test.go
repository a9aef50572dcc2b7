//go:build unix

package doctor

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/modusbrain/evalkit/configplane"
)

// These run as a user without root's bypass (asUnprivileged): each sets up
// a real home, database or spool that capture could not write, and the
// doctor, which only looks, must say so in the writer or spool check.

func capturingMachine(t *testing.T) *machine {
	m := newMachine(t)
	m.env[configplane.EnvContributorMode] = "1"
	return m
}

func chmod(t *testing.T, path string, mode os.FileMode) {
	t.Helper()
	if err := os.Chmod(path, mode); err != nil {
		t.Fatal(err)
	}
	// Let t.TempDir's cleanup remove what it holds.
	t.Cleanup(func() { os.Chmod(path, 0o700) })
}

// wantFinding finds what capture would meet in the writer check (warn), or,
// when the doctor's own read-only open fails on the same files (SQLite
// needs the side files, or a directory to make them in, even to read), in
// the failed database check that is then reported instead.
func wantFinding(t *testing.T, r *Report, finding string) *Check {
	t.Helper()
	if r.Check(CheckWriter) != nil {
		return wantStatus(t, r, CheckWriter, Warn, finding)
	}
	c := wantStatus(t, r, CheckDatabase, Fail)
	if !strings.Contains(strings.Join(c.Details, "\n"), finding) {
		t.Fatalf("database details %q do not contain %q", c.Details, finding)
	}
	return c
}

func wantFix(t *testing.T, c *Check, contains string) {
	t.Helper()
	if !strings.Contains(c.Fix, contains) {
		t.Fatalf("%s: fix %q does not contain %q", c.ID, c.Fix, contains)
	}
}

// A home capture cannot write (no database yet): capture would exit with
// "permission denied" and could not spool either.
func TestWriterReadOnlyHomeNoDatabase(t *testing.T) {
	if !asUnprivileged(t) {
		return
	}
	m := capturingMachine(t)
	if err := os.MkdirAll(m.dir(), 0o700); err != nil {
		t.Fatal(err)
	}
	chmod(t, m.dir(), 0o555)
	r := m.run(nil)
	c := wantStatus(t, r, CheckWriter, Warn, "capture cannot create the database at "+m.dbPath(), m.dir()+" is not writable")
	wantFix(t, c, "chmod u+rwx "+m.dir())
	c = wantStatus(t, r, CheckSpool, Warn, "capture cannot create its spool", "events the database cannot take would be lost")
	wantFix(t, c, "chmod u+rwx "+m.dir())
	if c.Data["writable"] != false {
		t.Fatalf("spool data: %v", c.Data)
	}
	if _, err := os.Stat(m.dbPath()); err == nil {
		t.Fatal("the doctor created the database")
	}

	// With capture off the same finding is told, not warned.
	delete(m.env, configplane.EnvContributorMode)
	r = m.run(nil)
	wantStatus(t, r, CheckWriter, OK, "capture is off; if turned on, capture cannot create the database")
	wantStatus(t, r, CheckSpool, OK)
}

// A read-only eval.db: capture would lose every event without even a
// failure row.
func TestWriterReadOnlyDatabaseFile(t *testing.T) {
	if !asUnprivileged(t) {
		return
	}
	m := capturingMachine(t)
	m.seedSQLite(nil)
	chmod(t, m.dbPath(), 0o444)
	r := m.run(nil)
	c := wantStatus(t, r, CheckWriter, Warn, "capture cannot open the database: "+m.dbPath()+" is not writable")
	wantFix(t, c, "chmod u+rw "+m.dbPath())
	if c.Data["denied"] != true {
		t.Fatalf("writer data: %v", c.Data)
	}
}

// Stale read-only -wal and -shm side files of the database's owner (left
// by a capture while eval.db was read-only): the doctor's own read-only
// open gives them owner write back (store/sqlite fixSideFiles), so the
// report says capture can write, and what was repaired — not a chmod that
// is stale the moment it is printed. The mode really is back.
func TestWriterReadOnlySideFilesRepairedByTheRead(t *testing.T) {
	if !asUnprivileged(t) {
		return
	}
	m := capturingMachine(t)
	m.seedSQLite(nil)
	for _, side := range []string{"-wal", "-shm"} {
		if err := os.WriteFile(m.dbPath()+side, nil, 0o444); err != nil {
			t.Fatal(err)
		}
		chmod(t, m.dbPath()+side, 0o444)
	}
	c := wantStatus(t, m.run(nil), CheckWriter, OK, "capture can write here", "gave owner write back",
		m.dbPath()+"-wal, "+m.dbPath()+"-shm are not writable")
	if c.Fix != "" || c.Data["side_files_repaired"] != true {
		t.Fatalf("writer: %+v", c)
	}
	for _, side := range []string{"-wal", "-shm"} {
		if fi, err := os.Stat(m.dbPath() + side); err != nil || fi.Mode().Perm()&0o200 == 0 {
			t.Fatalf("%s: %v, %v; want owner write back", side, fi.Mode(), err)
		}
	}
}

// A database directory capture cannot write while the side files are
// missing: SQLite could not create them.
func TestWriterDirectoryForSideFiles(t *testing.T) {
	if !asUnprivileged(t) {
		return
	}
	m := capturingMachine(t)
	m.seedSQLite(nil)
	for _, side := range []string{"-wal", "-shm"} {
		os.Remove(m.dbPath() + side)
	}
	chmod(t, m.dir(), 0o555)
	c := wantFinding(t, m.run(nil), "cannot create the database's -wal and -shm side files: "+m.dir()+" is not writable")
	wantFix(t, c, "chmod u+rwx "+m.dir())
}

// A spool directory capture can no longer write into.
func TestSpoolNotWritable(t *testing.T) {
	if !asUnprivileged(t) {
		return
	}
	m := capturingMachine(t)
	m.seedSQLite(nil)
	spool := filepath.Join(m.dir(), configplane.SpoolDirName)
	if err := os.Mkdir(spool, 0o700); err != nil {
		t.Fatal(err)
	}
	chmod(t, spool, 0o500)
	r := m.run(nil)
	wantStatus(t, r, CheckWriter, OK, "capture can write here")
	c := wantStatus(t, r, CheckSpool, Warn, "capture cannot write its spool: "+spool+" is not writable")
	wantFix(t, c, "chmod u+rwx "+spool)
}

// The control: everything writable is all ok, as this user too.
func TestWriterAndSpoolWritable(t *testing.T) {
	if !asUnprivileged(t) {
		return
	}
	m := capturingMachine(t)
	r := m.run(nil)
	wantStatus(t, r, CheckWriter, OK, "capture can write here (it creates the file)")
	wantStatus(t, r, CheckSpool, OK, "empty: nothing waits")
	m.seedSQLite(nil)
	r = m.run(nil)
	wantStatus(t, r, CheckWriter, OK, "capture can write here")
	wantStatus(t, r, CheckSpool, OK, "empty: nothing waits")
}
