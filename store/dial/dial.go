// Package dial opens the store.Engine a resolved database target names:
// PostgreSQL for a URL, the embedded SQLite file for a path. It is the one
// place commands turn configuration into an engine.
//
// ReadOnly never creates, migrates or writes anything. For SQLite that
// includes the file itself: a missing file is an error wrapping
// store.ErrNoSchema ("no database file at <path>"), which readers treat
// exactly like a database whose tables were never created — nothing has been
// captured there yet. (SQLite does recreate the -wal/-shm side files of an
// existing WAL database when a read-only connection needs them, and cannot
// remove them afterwards; the database file itself is never written.) For
// PostgreSQL every session runs with default_transaction_read_only=on,
// unless a pooler in between refuses that startup parameter (PgBouncer's
// stock settings): then the sessions go without it (postgres/pooler.go),
// and only the engine's own refusal to write remains.
//
// Opening does not contact a PostgreSQL server (the pool connects on first
// use); errors name the target with its password masked. A URL or DSN that
// the driver would read differently from the mask (redact.Check: an
// unescaped '@' or '/' in the password, an unquoted space in a DSN
// password) is refused with ErrNoTarget before the driver sees it.
package dial

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"time"

	"github.com/modusbrain/evalkit/configplane"
	"github.com/modusbrain/evalkit/internal/redact"
	"github.com/modusbrain/evalkit/internal/userfile"
	"github.com/modusbrain/evalkit/store"
	"github.com/modusbrain/evalkit/store/postgres"
	"github.com/modusbrain/evalkit/store/sqlite"
)

// engineOf is t.Engine, or the engine inferred from which of URL and Path is
// set when Engine is empty (a Go caller may build a Target by hand).
func engineOf(t configplane.Target) string {
	if t.Engine != "" {
		return t.Engine
	}
	switch {
	case t.URL != "" && t.Path == "":
		return configplane.EnginePostgres
	case t.Path != "" && t.URL == "":
		return configplane.EngineSQLite
	}
	return ""
}

// Options tune Open.
type Options struct {
	// ReadOnly: never create, migrate or write (see the package doc).
	ReadOnly bool
	// SQLiteMaxPages is sqlite.Options.MaxPages: tests use it to fill a
	// SQLite database as a full disk would.
	SQLiteMaxPages int
	// LockTimeout and StatementTimeout bound every statement of a
	// PostgreSQL engine's sessions (postgres.Options: lowered to the
	// bound, never raised; a statement_timeout the URL names is kept).
	// SQLite's wait for another process's lock is its busy timeout
	// (sqlite.DefaultBusyTimeout), and it has no statement timeout.
	// NoStatementTimeout turns off one the role or the database sets.
	LockTimeout, StatementTimeout time.Duration
	// SQLiteBusyTimeout is sqlite.Options.BusyTimeout: how long a SQLite
	// statement waits for another process's lock; zero is the engine's
	// default.
	SQLiteBusyTimeout time.Duration
	// SubscribersReady is postgres.Options.SubscribersReady: a migration
	// may change what logical replication subscribers receive.
	SubscribersReady bool
}

// NoStatementTimeout is postgres.NoStatementTimeout.
const NoStatementTimeout = postgres.NoStatementTimeout

// ErrNoTarget is wrapped when a Target names no usable database.
var ErrNoTarget = errors.New("no database target")

// Open returns the engine for t. It does not migrate: writers call Migrate.
func Open(ctx context.Context, t configplane.Target, opts Options) (store.Engine, error) {
	switch engineOf(t) {
	case configplane.EnginePostgres:
		if t.URL == "" {
			return nil, fmt.Errorf("%w: engine postgres needs a database URL", ErrNoTarget)
		}
		// configplane refuses these too; a Target built by hand must not
		// reach the driver, which would quote part of the password.
		if err := redact.Check(t.URL); err != nil {
			return nil, fmt.Errorf("%w: %s: %w", ErrNoTarget, redact.URL(t.URL), err)
		}
		// The role of modusbrain's own URL is modusbrain's in the database
		// that URL names: there evalkit may create the eval tables as it
		// where the catalogue cannot tell, and the doctor's owner advice
		// names it. Anywhere else it is another brain's role.
		e, err := postgres.Open(ctx, t.URL, postgres.Options{ReadOnly: opts.ReadOnly, ModusbrainRole: ModusbrainRole(t),
			ModusbrainRoleByName: ModusbrainRoleByName(t), ModusbrainLogin: modusbrainLogin(t),
			CommandEnv:  func(user, searchPath string) string { return commandEnvIn(t, user, searchPath) },
			LockTimeout: opts.LockTimeout, StatementTimeout: opts.StatementTimeout, SubscribersReady: opts.SubscribersReady})
		if err != nil {
			return nil, err // not a typed nil in the interface
		}
		return e, nil
	case configplane.EngineSQLite:
		if t.Path == "" {
			return nil, fmt.Errorf("%w: engine sqlite needs a database file path", ErrNoTarget)
		}
		fi, err := os.Stat(t.Path)
		switch {
		case opts.ReadOnly && errors.Is(err, fs.ErrNotExist):
			// Checked here too so the promise does not rest on the engine:
			// a reader must never leave a file behind.
			return nil, fmt.Errorf("no database file at %s: %w", t.Path, store.ErrNoSchema)
		case err == nil && !fi.Mode().IsRegular():
			// SQLite would open a named pipe and wait for a writer forever.
			return nil, fmt.Errorf("%s is %s, not a database file", t.Path, userfile.Describe(fi.Mode()))
		}
		e, err := sqlite.Open(ctx, t.Path, sqlite.Options{ReadOnly: opts.ReadOnly, MaxPages: opts.SQLiteMaxPages, BusyTimeout: opts.SQLiteBusyTimeout})
		if err != nil {
			return nil, err
		}
		return e, nil
	case "":
		if t.URL != "" && t.Path != "" {
			return nil, fmt.Errorf("%w: both a URL and a path given; set Engine to %q or %q", ErrNoTarget, configplane.EnginePostgres, configplane.EngineSQLite)
		}
		return nil, fmt.Errorf("%w: neither a URL nor a path given", ErrNoTarget)
	}
	return nil, fmt.Errorf("%w: unknown engine %q (accepted: %q, %q)", ErrNoTarget, t.Engine, configplane.EnginePostgres, configplane.EngineSQLite)
}

// modusbrainLogin is the user modusbrain's URL logs in as when it SETs
// another role (postgres.Options.ModusbrainLogin), "" otherwise or when
// its role here is unknown.
func modusbrainLogin(t configplane.Target) string {
	role := ModusbrainRole(t)
	if role == "" {
		role = ModusbrainRoleByName(t)
	}
	if l := configplane.URLLogin(t.ModusbrainURL); role != "" && l != role {
		return l
	}
	return ""
}

// ModusbrainRole is the role modusbrain connects to t's database as, as
// far as config.json shows it: t.ModusbrainRole, the user its
// database_url names, when that URL (t.ModusbrainURL) names the same
// database as t — the same servers and ports, database and search_path:
// the same Identity, user and password aside. Otherwise "": a
// MODUSBRAIN_DATABASE_URL that names another database (brain B, while
// config.json names brain A) reaches a brain whose modusbrain may run as
// another role, and tables given to A's role would make B's migrations
// fail (must be owner of table). The owner of B's own tables then tells
// its role, or evalkit refuses to guess.
func ModusbrainRole(t configplane.Target) string {
	if t.ModusbrainRole == "" || t.ModusbrainURL == "" || engineOf(t) != configplane.EnginePostgres {
		return ""
	}
	if Identity(t) != Identity(configplane.Target{Engine: configplane.EnginePostgres, URL: t.ModusbrainURL}) {
		return ""
	}
	return t.ModusbrainRole
}
