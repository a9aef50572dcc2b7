//go:build linux || darwin

package doctor

import (
	"math"
	"path/filepath"
	"testing"
)

// A SQLite database on a full file system still answers every read the
// doctor makes; only capture's writes fail (SQLITE_FULL) and its events
// wait in the spool. The writer check measures the room on that file
// system (here the real one, against a threshold it cannot reach) and
// names the file, the cause and the fix.
func TestWriterWarnsOnFullFileSystem(t *testing.T) {
	m := capturingMachine(t)
	m.seedSQLite(nil)
	wantStatus(t, m.run(nil), CheckWriter, OK, "capture can write here")

	t.Cleanup(func(old uint64) func() { return func() { minFreeBytes = old } }(minFreeBytes))
	minFreeBytes = math.MaxUint64
	c := wantStatus(t, m.run(nil), CheckWriter, Warn,
		"the file system holding "+m.dbPath()+" has ", ` free: capture's writes fail there with "database or disk is full" (SQLITE_FULL)`)
	wantFix(t, c, "make room on the file system that holds "+filepath.Dir(m.dbPath()))
}
