package evalkit

import (
	"context"
	"database/sql"
	"os"
	"path/filepath"
	"sync"

	"github.com/rogpeppe/go-internal/testscript"
)

// demotraffic copies the demo traffic (testdata/demo/traffic.ndjson, the
// one the demo pipes into eval-capture) into the script's work dir, so the
// capture scripts test the very file users see.
//
//	demotraffic traffic.ndjson
func init() {
	scriptCmds["demotraffic"] = func(ts *testscript.TestScript, neg bool, args []string) {
		if neg || len(args) != 1 {
			ts.Fatalf("usage: demotraffic FILE")
		}
		b, err := os.ReadFile(filepath.Join("testdata", "demo", "traffic.ndjson"))
		ts.Check(err)
		ts.Check(os.WriteFile(ts.MkAbs(args[0]), b, 0o644))
	}
}

// sqlitelock holds the lock another program can hold on a SQLite file
// (exclusive locking mode, an open write transaction: no one else may even
// read it) until "sqlitelock -release FILE" or the script's end: a
// database that is unavailable, then back, at the same address.
//
//	sqlitelock home/.modusbrain/eval.db
//	sqlitelock -release home/.modusbrain/eval.db
func init() {
	scriptCmds["sqlitelock"] = func(ts *testscript.TestScript, neg bool, args []string) {
		release := len(args) == 2 && args[0] == "-release"
		if neg || (len(args) != 1 && !release) {
			ts.Fatalf("usage: sqlitelock [-release] FILE")
		}
		path := ts.MkAbs(args[len(args)-1])
		key := sqliteLockKey{ts, path}
		if release {
			v, ok := sqliteLocks.LoadAndDelete(key)
			if !ok {
				ts.Fatalf("sqlitelock: %s is not locked", path)
			}
			v.(func())()
			return
		}
		ctx := context.Background()
		db, err := sql.Open("sqlite", "file:"+path)
		ts.Check(err)
		conn, err := db.Conn(ctx)
		ts.Check(err)
		for _, q := range []string{"PRAGMA locking_mode=EXCLUSIVE", "BEGIN EXCLUSIVE", "SELECT count(*) FROM sqlite_schema"} {
			_, err := conn.ExecContext(ctx, q)
			ts.Check(err)
		}
		var once sync.Once
		unlock := func() {
			once.Do(func() {
				conn.ExecContext(ctx, "ROLLBACK")
				conn.Close()
				db.Close()
			})
		}
		sqliteLocks.Store(key, unlock)
		ts.Defer(unlock)
	}
}

type sqliteLockKey struct {
	ts   *testscript.TestScript
	path string
}

var sqliteLocks sync.Map // sqliteLockKey → func() that releases

// damage overwrites the first 100 bytes of a file — a SQLite database's
// header — as a disk error or a stray write leaves it: the file is still
// there, but no longer a database.
//
//	damage home/.modusbrain/eval.db
func init() {
	// damage FILE overwrites the header; damage -middle FILE overwrites
	// three pages in the middle of the file and leaves the header intact,
	// as a disk error may (SQLITE_CORRUPT only where a read meets them).
	scriptCmds["damage"] = func(ts *testscript.TestScript, neg bool, args []string) {
		middle := len(args) == 2 && args[0] == "-middle"
		if neg || len(args) != 1 && !middle {
			ts.Fatalf("usage: damage [-middle] FILE")
		}
		f, err := os.OpenFile(ts.MkAbs(args[len(args)-1]), os.O_WRONLY, 0)
		ts.Check(err)
		junk, at := make([]byte, 100), int64(0)
		if middle {
			fi, err := f.Stat()
			ts.Check(err)
			const page = 4096
			junk, at = make([]byte, 3*page), fi.Size()/page/2*page
		}
		for i := range junk {
			junk[i] = byte(i*7919 + i/13) // no page header SQLite takes
		}
		_, err = f.WriteAt(junk, at)
		ts.Check(err)
		ts.Check(f.Close())
	}
}
