package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	_ "modernc.org/sqlite" // registers the pure-Go "sqlite" driver

	"github.com/modusbrain/evalkit/store"
)

// DefaultBusyTimeout is how long a statement waits for another process's
// write lock before failing with SQLITE_BUSY (SQLSTATE 08006, db_down).
const DefaultBusyTimeout = 5 * time.Second

// Options configures Open.
type Options struct {
	// ReadOnly opens the file with mode=ro: it is never created (a missing
	// file is store.ErrNoSchema), never migrated, never written.
	ReadOnly bool
	// BusyTimeout bounds the wait for another writer's lock; zero means
	// DefaultBusyTimeout.
	BusyTimeout time.Duration
}

// Engine is the embedded SQLite implementation of store.Engine. It is safe
// for concurrent use.
type Engine struct {
	db       *sql.DB
	path     string
	readOnly bool

	// writeSem serialises this process's writers (and the locked
	// watermark) in Go, so they queue in order instead of polling SQLite's
	// busy handler; other processes still meet at BEGIN IMMEDIATE.
	writeSem chan struct{}

	// Test seams: the clock stamping created_at, and a hook run inside a
	// write transaction just before COMMIT (to hold it open).
	now          func() time.Time
	beforeCommit func()
}

var _ store.Engine = (*Engine)(nil)

// Open opens the SQLite database at path. A writable Open creates the parent
// directory (0700) and the file (0600) when missing; it does not migrate.
func Open(ctx context.Context, path string, opts Options) (*Engine, error) {
	if path == "" {
		return nil, errors.New("sqlite: empty database path")
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, fmt.Errorf("sqlite: open %s: %w", path, err)
	}
	busy := opts.BusyTimeout
	if busy <= 0 {
		busy = DefaultBusyTimeout
	}
	if opts.ReadOnly {
		if err := checkExists(abs); err != nil {
			return nil, err
		}
	} else if err := createFile(abs); err != nil {
		return nil, err
	}
	db, err := sql.Open("sqlite", dsn(abs, opts.ReadOnly, busy))
	if err != nil {
		return nil, fmt.Errorf("sqlite: open %s: %w", abs, err)
	}
	// Connections are cheap to keep and costly to open (pragmas run on
	// each); a few idle ones cover the capture writer plus readers.
	db.SetMaxIdleConns(4)
	e := &Engine{db: db, path: abs, readOnly: opts.ReadOnly, writeSem: make(chan struct{}, 1), now: time.Now}
	// Reading the schema catalogue opens the file for real: a file that is
	// not a database, or cannot be opened, fails here rather than later.
	var n int
	if err := db.QueryRowContext(ctx, "SELECT count(*) FROM sqlite_schema").Scan(&n); err != nil {
		db.Close()
		return nil, wrap("open "+abs, err)
	}
	return e, nil
}

// Path is the absolute path of the database file.
func (e *Engine) Path() string { return e.path }

// ReadOnly reports whether the engine was opened read-only.
func (e *Engine) ReadOnly() bool { return e.readOnly }

// Close releases the connections.
func (e *Engine) Close() error { return e.db.Close() }

func checkExists(path string) error {
	fi, err := os.Stat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return fmt.Errorf("sqlite: open %s: no such file: %w", path, store.ErrNoSchema)
	case err != nil:
		return fmt.Errorf("sqlite: open %s: %w", path, err)
	case fi.IsDir():
		return fmt.Errorf("sqlite: open %s: is a directory", path)
	}
	return nil
}

// createFile makes the directory and an empty file with private
// permissions before SQLite sees the path: SQLite would create the file
// with 0644 (minus umask), and the queries it will hold are the user's. The
// -wal and -shm files SQLite creates later copy the file's permissions.
func createFile(path string) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return fmt.Errorf("sqlite: open %s: %w", path, err)
	}
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o600)
	switch {
	case errors.Is(err, fs.ErrExist):
		return nil
	case err != nil:
		return fmt.Errorf("sqlite: open %s: %w", path, err)
	}
	return f.Close()
}

// dsn builds a file: URI so SQLite's own mode parameter applies. Pragmas go
// in the DSN because database/sql pools connections: each new connection
// runs them.
func dsn(path string, readOnly bool, busy time.Duration) string {
	p := filepath.ToSlash(path)
	if !strings.HasPrefix(p, "/") {
		p = "/" + p // Windows drive letters: file:///C:/...
	}
	q := url.Values{}
	// SQLite counts in milliseconds; a sub-millisecond timeout still waits.
	q.Add("_pragma", "busy_timeout("+strconv.FormatInt(max(busy.Milliseconds(), 1), 10)+")")
	if readOnly {
		q.Set("mode", "ro")
	} else {
		q.Set("mode", "rwc")
		// WAL lets readers (eval-export, eval-doctor) run beside the
		// writer. synchronous=NORMAL is WAL's usual pairing: commits stay
		// atomic and consistent, and only a power loss can drop the last
		// few (telemetry, not ledger data).
		q.Add("_pragma", "journal_mode(WAL)")
		q.Add("_pragma", "synchronous(NORMAL)")
		// Every transaction on the writable pool is a write: take the
		// write lock at BEGIN, so created_at is stamped under it.
		q.Set("_txlock", "immediate")
	}
	return "file://" + (&url.URL{Path: p}).EscapedPath() + "?" + q.Encode()
}
