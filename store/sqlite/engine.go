package sqlite

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	msqlite "modernc.org/sqlite" // also registers the pure-Go "sqlite" driver
	sqlite3 "modernc.org/sqlite/lib"

	"github.com/modusbrain/evalkit/internal/userfile"
	"github.com/modusbrain/evalkit/store"
)

// DefaultBusyTimeout is how long a statement waits for another process's
// lock before failing with SQLITE_BUSY (store.ErrLocked; SQLSTATE 08006,
// db_down, for capture). The wait polls in short sleeps that end as soon as
// the statement's context is done (the driver's busy handler), so the
// patience costs an interrupted caller nothing.
const DefaultBusyTimeout = 5 * time.Second

// Options configures Open.
type Options struct {
	// ReadOnly opens the file with mode=ro: it is never created (a missing
	// file is store.ErrNoSchema), never migrated, never written.
	ReadOnly bool
	// BusyTimeout bounds the wait for another writer's lock; zero means
	// DefaultBusyTimeout.
	BusyTimeout time.Duration
	// MaxPages, when above zero, caps the file at that many pages (or its
	// size at open, when larger): a write that needs more fails exactly as
	// on a full file system, SQLITE_FULL (store.ErrFull). It lets tests
	// fill a database without a small file system to mount.
	MaxPages int
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

	// mu guards recreated: the tables Migrate made again (Recreated).
	mu        sync.Mutex
	recreated []string

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
	if err := CheckStranded(abs); err != nil {
		return nil, err
	}
	if err := checkHeader(abs); err != nil {
		return nil, err
	}
	if opts.ReadOnly {
		if err := checkExists(abs); err != nil {
			return nil, err
		}
	} else if err := createFile(abs); err != nil {
		return nil, err
	}
	base, err := msqlite.NewConnector(dsn(abs, opts.ReadOnly, busy))
	if err != nil {
		return nil, fmt.Errorf("sqlite: open %s: %w", abs, err)
	}
	db := sql.OpenDB(connector{Connector: base, writable: !opts.ReadOnly, maxPages: opts.MaxPages})
	// Connections are cheap to keep and costly to open (pragmas run on
	// each); a few idle ones cover the capture writer plus readers.
	db.SetMaxIdleConns(4)
	e := &Engine{db: db, path: abs, readOnly: opts.ReadOnly, writeSem: make(chan struct{}, 1), now: time.Now}
	// Side files left read-only (by a capture that ran while the file was
	// chmod 444, or by another program) would make every write fail; repair
	// them before the first connection opens them. Then again after setUp
	// and at Close: a connection opened while the file is read-only makes
	// them read-only, and its engine cannot delete them.
	fixSideFiles(abs)
	if err := e.setUp(ctx, busy); err != nil {
		db.Close()
		fixSideFiles(abs)
		return nil, e.withCause(onReadOnlyMount(abs, wrap("open "+abs, err)))
	}
	fixSideFiles(abs)
	return e, nil
}

// onReadOnlyMount gives a file SQLite cannot open on a file system mounted
// read-only (a WAL file whose -shm cannot be created there, even for
// reading: SQLITE_CANTOPEN, class 08) the state of a file this user cannot
// write, 25006: it is no outage to wait for with "until it answers", and
// withCause then names the mount and the fix, the doctor's own words
// (ReadOnlyMountFix), for every command.
func onReadOnlyMount(path string, err error) error {
	var se *Error
	if !errors.As(err, &se) || se.Code&0xff != sqlite3.SQLITE_CANTOPEN {
		return err
	}
	if !userfile.ReadOnlyFS(kernelAccess(path, AccessRead|AccessWrite)) && !userfile.ReadOnlyFS(kernelAccess(filepath.Dir(path), AccessWrite)) {
		return err
	}
	ro := *se
	ro.State = stateReadOnly
	return &ro
}

// setUp reads the schema catalogue, which opens the file for real (a file
// that is not a database fails here rather than later), and a writable
// engine switches the file to WAL. The journal mode is a property of the
// file, so it is set once here rather than by every pooled connection; and
// SQLite may answer SQLITE_BUSY at once, without its busy handler, while
// another process is switching the same new file, so that step retries
// until the busy timeout.
func (e *Engine) setUp(ctx context.Context, busy time.Duration) error {
	deadline := time.Now().Add(busy)
	for wait := time.Millisecond; ; wait = min(2*wait, 50*time.Millisecond) {
		err := e.setUpOnce(ctx)
		if err == nil || !isBusy(err) || time.Now().Add(wait).After(deadline) {
			return err
		}
		select {
		case <-time.After(wait):
		case <-ctx.Done():
			return err
		}
	}
}

func (e *Engine) setUpOnce(ctx context.Context) error {
	var n int
	if err := e.db.QueryRowContext(ctx, "SELECT count(*) FROM sqlite_schema").Scan(&n); err != nil || e.readOnly {
		return err
	}
	if n > 0 {
		if err := e.notAnothersDatabase(ctx); err != nil {
			return err
		}
	}
	var mode string
	if err := e.db.QueryRowContext(ctx, "PRAGMA journal_mode = WAL").Scan(&mode); err != nil {
		return err
	}
	if !strings.EqualFold(mode, "wal") {
		return fmt.Errorf("journal mode is %q, WAL could not be enabled", mode)
	}
	return nil
}

// ErrForeignDatabase: the file a writable Open was given is another
// program's SQLite database — tables, none of them evalkit's.
var ErrForeignDatabase = errors.New("another program's database")

// notAnothersDatabase refuses a file that holds tables and none of
// evalkit's: a setting that names another program's database by mistake
// (a browser's places.sqlite) would otherwise get evalkit's tables and be
// switched to WAL for good. evalkit leaves such a file as it found it. A
// key/value config table is no other program's: it is the DB-plane
// config a user may have put beside the eval tables (the doctor reads
// its eval.* keys).
//
// Tables named like evalkit's without its eval_schema_version are another
// program's too: evalkit creates its tables and that ledger in one
// transaction, and modusbrain never writes SQLite (hostile probe 10: a
// migration failed on "table eval_candidates already exists" with no fix,
// while the doctor called them modusbrain's).
func (e *Engine) notAnothersDatabase(ctx context.Context) error {
	var ledger, named int
	var theirs sql.NullString
	err := e.db.QueryRowContext(ctx, `SELECT
		(SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name = 'eval_schema_version'),
		(SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name IN ('eval_candidates', 'eval_capture_failures')),
		(SELECT group_concat(name, ', ') FROM (SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'config'
			ORDER BY name LIMIT 3))`).Scan(&ledger, &named, &theirs)
	switch {
	case err != nil || ledger > 0 || !theirs.Valid:
		return err
	case named > 0:
		return fmt.Errorf("%w: it holds %w (%s…) without evalkit's eval_schema_version; "+
			"evalkit keeps a file of its own and leaves this one as it is: name another file (%s or evalkit.sqlite_path in config.json)",
			ErrForeignDatabase, store.ErrForeignTables, theirs.String, "EVALKIT_SQLITE_PATH")
	}
	return fmt.Errorf("%w: it holds tables (%s…) and none of evalkit's; evalkit keeps a file of its own and leaves this one as it is: "+
		"name another file (%s or evalkit.sqlite_path in config.json)", ErrForeignDatabase, theirs.String, "EVALKIT_SQLITE_PATH")
}

// isBusy reports SQLITE_BUSY or SQLITE_LOCKED, with any extended code.
func isBusy(err error) bool {
	var se *msqlite.Error
	return errors.As(err, &se) && busyCode(se.Code())
}

// Path is the absolute path of the database file.
func (e *Engine) Path() string { return e.path }

// ReadOnly reports whether the engine was opened read-only.
func (e *Engine) ReadOnly() bool { return e.readOnly }

// Close releases the connections (database/sql lets statements already
// running finish first).
func (e *Engine) Close() error {
	err := e.db.Close()
	fixSideFiles(e.path) // a later connection may have made them
	return err
}

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
//
// Only the file's own directory is created, and only inside one that
// exists (as ~/.modusbrain in the home): a mistyped path
// (/srv/evlas/2026/eval.db) fails naming the missing directory instead of
// growing a tree of them (docs/files.md, "no new trees from a typo").
//
// A path that is a symbolic link to a file not made yet (the store kept on
// another disk) is created through the link, under the same rules: O_EXCL
// on the link itself would report it as existing, and SQLite would then
// create the target 0644, or fail with "unable to open database file" when
// the target's directory is missing, which capture took for an outage
// (probe 14).
func createFile(path string) error {
	target, err := StoreFile(path)
	if err != nil {
		return fmt.Errorf("sqlite: open %s: %w", path, err)
	}
	if err := missingTree(path, target); err != nil {
		return err
	}
	dir := filepath.Dir(target)
	if _, err := os.Stat(dir); errors.Is(err, fs.ErrNotExist) {
		parent := filepath.Dir(dir)
		if homeToMake(parent) {
			// evalkit's home (~/.modusbrain) inside a home that exists:
			// a relative store path ("data/evals.db") lives under it.
			if err := userfile.MkdirHome(parent); err != nil && !errors.Is(err, fs.ErrExist) {
				return fmt.Errorf("sqlite: open %s: %w", linkName(path, target), err)
			}
		}
		mkdir := func(d string) error { return os.Mkdir(d, 0o700) }
		if filepath.Base(dir) == ".modusbrain" {
			mkdir = userfile.MkdirHome // modusbrain's directory, not the store's own
		}
		if err := mkdir(dir); err != nil && !errors.Is(err, fs.ErrExist) {
			return fmt.Errorf("sqlite: open %s: %w", linkName(path, target), err)
		}
	}
	f, err := os.OpenFile(target, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o600)
	switch {
	case errors.Is(err, fs.ErrExist):
		return nil
	case err != nil:
		return fmt.Errorf("sqlite: open %s: %w", linkName(path, target), err)
	}
	return f.Close()
}

// CreateBlock says, creating nothing, what would stop a writable Open
// creating the store at path: the file's directory and its parent both
// missing (Open makes only the file's own directory, and evalkit's home
// inside a home that exists), through a symbolic link too, or a loop of
// links. nil when Open would go ahead; whether this user may write there
// is the caller's to check, at StoreFile(path).
func CreateBlock(path string) error {
	target, err := StoreFile(path)
	if err != nil {
		return fmt.Errorf("sqlite: open %s: %w", path, err)
	}
	return missingTree(path, target)
}

// missingTree is createFile's refusal to grow a tree of directories.
func missingTree(path, target string) error {
	dir := filepath.Dir(target)
	if _, err := os.Stat(dir); !errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	parent := filepath.Dir(dir)
	if homeToMake(parent) {
		return nil
	}
	if _, err := os.Stat(parent); errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("sqlite: open %s: the directory %s does not exist, nor does %s: create it first if the path is right "+
			"(evalkit creates only the file's own directory): %w", linkName(path, target), dir, parent, fs.ErrNotExist)
	}
	return nil
}

// homeToMake reports evalkit's home (a .modusbrain directory) missing in a
// home that exists: Open creates it.
func homeToMake(dir string) bool {
	if filepath.Base(dir) != ".modusbrain" {
		return false
	}
	if _, err := os.Stat(dir); !errors.Is(err, fs.ErrNotExist) {
		return false
	}
	_, err := os.Stat(filepath.Dir(dir))
	return err == nil
}

// StoreFile is the file a store path names: path itself, or, when path is
// a symbolic link (a dangling one included: the store is created through
// it, docs/files.md), the file its chain of links ends at.
func StoreFile(path string) (string, error) {
	p := path
	for range 40 {
		fi, err := os.Lstat(p)
		if err != nil || fi.Mode()&fs.ModeSymlink == 0 {
			return p, nil
		}
		to, err := os.Readlink(p)
		if err != nil {
			return "", err
		}
		if !filepath.IsAbs(to) {
			to = filepath.Join(filepath.Dir(p), to)
		}
		p = to
	}
	return "", errors.New("too many levels of symbolic links")
}

// linkName names path in a message, with the file a link leads to.
func linkName(path, target string) string {
	if target == path {
		return path
	}
	return path + " (a symbolic link to " + target + ")"
}

// connector sets synchronous=NORMAL on each new writable connection under
// the context of the call that needs the connection. In the DSN it would run
// without one: the driver runs DSN pragmas with no context, and this pragma
// reads the schema, so on a file another process holds it would wait out the
// whole busy timeout after Ctrl-C.
type connector struct {
	driver.Connector
	writable bool
	maxPages int // Options.MaxPages: a per-connection pragma
}

func (c connector) Connect(ctx context.Context) (driver.Conn, error) {
	conn, err := c.Connector.Connect(ctx)
	if err != nil || !c.writable {
		return conn, err
	}
	if c.maxPages > 0 {
		if _, err := conn.(driver.ExecerContext).ExecContext(ctx, "PRAGMA max_page_count = "+strconv.Itoa(c.maxPages), nil); err != nil {
			conn.Close()
			return nil, err
		}
	}
	// WAL's usual pairing: commits stay atomic and consistent, and only a
	// power loss can drop the last few (telemetry, not ledger data).
	if _, err := conn.(driver.ExecerContext).ExecContext(ctx, "PRAGMA synchronous = NORMAL", nil); err != nil {
		conn.Close()
		return nil, err
	}
	return conn, nil
}

// dsn builds a file: URI so SQLite's own mode parameter applies.
// busy_timeout goes in the DSN because database/sql pools connections: each
// new connection runs it (it touches no file, so it cannot wait).
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
		// WAL (set once per file by setUp) lets readers (eval-export,
		// eval-doctor) run beside the writer; connector sets synchronous.
		// Every transaction on the writable pool is a write: take the
		// write lock at BEGIN, so created_at is stamped under it.
		q.Set("_txlock", "immediate")
	}
	return "file://" + (&url.URL{Path: p}).EscapedPath() + "?" + q.Encode()
}
