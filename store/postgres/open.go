package postgres

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/modusbrain/evalkit/internal/redact"
	"github.com/modusbrain/evalkit/store"
)

// Defaults sized for a CLI or one capture writer, not a server.
const (
	DefaultMaxConns       = 4
	DefaultConnectTimeout = 5 * time.Second
)

// Advisory lock keys ("evalkit" + a byte). WindowLockKey is part of the
// cross-process contract: anything else that inserts eval_candidates rows
// must take it shared, as InsertCandidates does, or chained export windows
// lose their guarantee.
const (
	WindowLockKey  int64 = 0x6576616c6b697401
	MigrateLockKey int64 = 0x6576616c6b697402
)

// ErrReadOnly is returned by Migrate and the insert methods of an engine
// opened with Options.ReadOnly.
var ErrReadOnly = errors.New("engine is read-only")

// Options tune Open. The zero value is a read-write engine with the defaults.
type Options struct {
	// ReadOnly opens every session with default_transaction_read_only=on and
	// makes Migrate and the inserts fail with ErrReadOnly: the exporter and
	// the doctor cannot write even by mistake.
	ReadOnly bool
	// MaxConns caps the pool (default DefaultMaxConns).
	MaxConns int32
	// ConnectTimeout bounds each connection attempt (default
	// DefaultConnectTimeout; an explicit connect_timeout in the URL wins), so
	// an unreachable server fails fast.
	ConnectTimeout time.Duration
	// ApplicationName is reported to the server (default "evalkit").
	ApplicationName string
	// ModusbrainRole is the role modusbrain connects to this database as,
	// when its own config.json database_url names it — the user of that
	// URL, and only when that URL names this same database
	// (dial.ModusbrainRole; a URL for another brain says nothing about
	// this one's role): on a brain where no eval table of modusbrain's
	// shows its role, Migrate creates the eval tables as this role (when
	// it exists) rather than trusting the config table's owner (a restore
	// may have given that to a DBA) or inferring the role from who may
	// create tables (or refusing), and TableOwners says so. Empty when
	// unknown: a URL that names no user takes it from the environment of
	// whoever connects, which is not modusbrain's.
	ModusbrainRole string
	// ModusbrainRoleByName is that same user when config.json's URL names
	// a database of this name (and search_path) but spells the server
	// otherwise — localhost:5432 where this URL has the socket directory
	// — so that it may be another server (dial.ModusbrainRoleByName). It
	// counts when it is a login role here with a foothold in this database
	// (roles.go): weaker than ModusbrainRole, stronger than the config
	// table's owner.
	ModusbrainRoleByName string
	// ModusbrainLogin is the user modusbrain's URL logs in as, when that
	// URL sets another role (options=-c role=…) and ModusbrainRole or
	// ModusbrainRoleByName is set: PostgreSQL starts a session with the
	// login's settings (search_path, default_transaction_read_only), not
	// the role it then sets. Empty: the role is the login.
	ModusbrainLogin string
	// CommandEnv, when set, spells the per-command setting that points
	// one command at this database as user, with search_path set to
	// searchPath (an SQL identifier, quoted where needed): the advice to
	// capture once as another role uses it when that role's own
	// search_path may find another brain's tables (dial.Open sets it).
	CommandEnv func(user, searchPath string) string
	// LockTimeout and StatementTimeout, when positive, bound every
	// statement of the engine's sessions: how long one waits for a lock
	// (lock_timeout, SQLSTATE 55P03 when it runs out) and how long one
	// runs (statement_timeout, 57014). They are sent as the session's own
	// settings when it connects, so they apply to this engine's sessions
	// alone — never through a session-level SET, which a pooler in
	// transaction mode would hand on to modusbrain's next client — and
	// they take the place of a setting of the role or the database (meant
	// for modusbrain's own queries). A statement_timeout the URL itself
	// names (a parameter, or -c in options, PGOPTIONS included) is the
	// user's choice for this command and is kept; lock_timeout is bounded
	// whatever the URL says, so no lock another session holds can keep a
	// statement waiting longer. A SET LOCAL in a transaction (the
	// retention count's) still applies to that transaction. The doctor
	// sets both: it must answer while another session holds an eval table
	// (VACUUM FULL, CLUSTER, a migration's ALTER TABLE). StatementTimeout
	// NoStatementTimeout turns such a setting off for this engine's
	// sessions (eval-prune: its batches are short by design, and its
	// exact count lasts as long as the table is big).
	// A pooler that refuses these startup parameters gets sessions
	// without them (pooler.go): the bounds then do not apply.
	LockTimeout, StatementTimeout time.Duration
	// SubscribersReady lets Migrate make changes that logical replication
	// subscribers receive (published.go): the user says every subscriber
	// has the tables and columns first (eval-capture --subscribers-ready).
	SubscribersReady bool
}

// NoStatementTimeout, as Options.StatementTimeout, sends
// statement_timeout=0 (unless the URL names one).
const NoStatementTimeout time.Duration = -1

// Engine is the PostgreSQL store.Engine.
type Engine struct {
	pool      *pgxpool.Pool
	target    string   // masked URL, safe for messages
	passwords []string // redacted from every error this engine returns
	readOnly  bool
	// clientRO: the URL or PGOPTIONS makes every session read-only
	// (session.go); nil when not.
	clientRO *clientReadOnly
	// startup: whether a pooler refused evalkit's optional startup
	// parameters (pooler.go).
	startup   *startupParams
	migrating chan struct{} // a one-slot semaphore: Migrate's turn in this process
	// modusbrainRole is Options.ModusbrainRole, ModusbrainRoleByName and
	// CommandEnv.
	modusbrainRole roleHints

	// beforeCommit, when set (tests only), runs inside InsertCandidates'
	// transaction after the rows are stamped, to hold it open.
	beforeCommit func()
	// ignoreForeignWriters (tests only) drops the open-transaction bound
	// from WatermarkInfo, to show what it protects.
	ignoreForeignWriters bool
	// migrateTries (tests only), when > 0, replaces migrateTries.
	migrateTries int
	// subscribersReady is Options.SubscribersReady.
	subscribersReady bool
}

var _ store.Engine = (*Engine)(nil)

// Open parses url and prepares a connection pool. It does not touch the
// network: connection problems surface, with the target masked, on the
// first call that needs the server (use Ping to check eagerly).
func Open(ctx context.Context, url string, opts Options) (*Engine, error) {
	masked := redact.URL(url)
	cfg, err := pgxpool.ParseConfig(url)
	if err != nil {
		// pgconn redacts passwords on a best-effort basis only; say nothing
		// of the string beyond the masked form.
		return nil, fmt.Errorf("postgres: %s is not a valid connection URL: %w", masked, &badURLError{hideSecrets(err, redact.Passwords(url)...)})
	}
	// The password as pgx read it and as evalkit reads the URL (written
	// and decoded): should the two readings ever differ, neither shows.
	passwords := append(redact.Passwords(url), cfg.ConnConfig.Password, socketDirPassword(&cfg.ConnConfig.Config, url))
	if cfg.ConnConfig.ConnectTimeout == 0 {
		cfg.ConnConfig.ConnectTimeout = DefaultConnectTimeout
		if opts.ConnectTimeout > 0 {
			cfg.ConnConfig.ConnectTimeout = opts.ConnectTimeout
		}
	}
	cfg.MaxConns = DefaultMaxConns
	if opts.MaxConns > 0 {
		cfg.MaxConns = opts.MaxConns
	}
	cfg.MinConns = 0
	cfg.MaxConnIdleTime = time.Minute
	rp := cfg.ConnConfig.RuntimeParams
	if _, ok := rp["application_name"]; !ok {
		rp["application_name"] = "evalkit"
		if opts.ApplicationName != "" {
			rp["application_name"] = opts.ApplicationName
		}
	}
	// evalkit's strings are UTF-8 and so is everything it reads: whatever
	// the brain's encoding, a role or database default, or the URL says,
	// the server converts to and from UTF-8 for evalkit's sessions. (A
	// LATIN1 client encoding would store evalkit's UTF-8 bytes as mojibake
	// and turn modusbrain's text into U+FFFD on export; a WIN1252 one fails
	// every export that meets a character it lacks.)
	rp["client_encoding"] = "UTF8"
	// Timestamps as text (a URL's default_query_exec_mode=exec or
	// simple_protocol, the modes people pick for a pooler) are read back
	// only in ISO style: a brain whose database or role sets DateStyle
	// 'SQL, DMY' would otherwise fail every read of created_at. And the
	// simple protocol's quoting needs standard_conforming_strings on. Both
	// are startup parameters PgBouncer passes on as it does client_encoding.
	for k := range rp {
		if strings.EqualFold(k, "datestyle") || strings.EqualFold(k, "standard_conforming_strings") {
			delete(rp, k)
		}
	}
	rp["datestyle"] = "ISO"
	rp["standard_conforming_strings"] = "on"
	// pgx's default prepares a named statement per query and keeps it on
	// the session: behind a pooler in transaction mode those land on server
	// sessions other clients (modusbrain's) are handed, and collide
	// (42P05). Describing into a cache and then executing unnamed, in one
	// message batch, keeps binary results and leaves nothing on the session.
	// evalkit's queries name their columns, so a column modusbrain adds
	// does not make a cached description stale. A text mode the URL names
	// is kept.
	if cfg.ConnConfig.DefaultQueryExecMode == pgx.QueryExecModeCacheStatement {
		cfg.ConnConfig.DefaultQueryExecMode = pgx.QueryExecModeCacheDescribe
	}
	// Read before evalkit's own setting below replaces the URL's.
	clientRO := readClientReadOnly(rp, url)
	startup := newStartupParams(rp)
	if opts.ReadOnly {
		rp["default_transaction_read_only"] = "on"
		primaryForReadWrite(&cfg.ConnConfig.Config)
	}
	// A writer that vanishes mid-transaction (network partition) would keep
	// the window lock until TCP gave up, hours later, stalling every export.
	// The engine's own transactions are never idle, so let the server end
	// such sessions quickly.
	if _, ok := rp["idle_in_transaction_session_timeout"]; !ok {
		rp["idle_in_transaction_session_timeout"] = "30s"
	}
	// Sent with the startup packet: the server applies these after the
	// options' -c settings, so the lock bound wins over any of them.
	if opts.StatementTimeout != 0 && !urlTimeout(rp) {
		rp["statement_timeout"] = "0" // NoStatementTimeout
		if opts.StatementTimeout > 0 {
			rp["statement_timeout"] = fmt.Sprintf("%dms", boundMS(opts.StatementTimeout))
		}
	}
	if opts.LockTimeout > 0 {
		// Lowered to the bound, never raised: a URL's shorter
		// lock_timeout stays.
		if d, ok := pgDuration(rp["lock_timeout"]); !ok || d <= 0 || d > opts.LockTimeout {
			rp["lock_timeout"] = fmt.Sprintf("%dms", boundMS(opts.LockTimeout))
		}
	}
	cfg.BeforeConnect = startup.beforeConnect
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("postgres: opening %s: %w", masked, hideSecrets(err, passwords...))
	}
	return &Engine{pool: pool, target: masked, passwords: passwords, readOnly: opts.ReadOnly, clientRO: clientRO, startup: startup, migrating: make(chan struct{}, 1),
		modusbrainRole:   roleHints{exact: opts.ModusbrainRole, byName: opts.ModusbrainRoleByName, login: opts.ModusbrainLogin, commandEnv: opts.CommandEnv},
		subscribersReady: opts.SubscribersReady}, nil
}

// badURLError is the driver's reason for not reading a URL; it matches
// store.ErrBadURL.
type badURLError struct{ err error }

func (e *badURLError) Error() string        { return e.err.Error() }
func (e *badURLError) Unwrap() error        { return e.err }
func (e *badURLError) Is(target error) bool { return target == store.ErrBadURL }

// pgDuration reads a time setting as PostgreSQL does: a bare number in
// milliseconds, or a number and a unit (us, ms, s, min, h, d).
func pgDuration(v string) (time.Duration, bool) {
	v = strings.TrimSpace(v)
	i := 0
	for i < len(v) && (v[i] >= '0' && v[i] <= '9' || v[i] == '.') {
		i++
	}
	n, err := strconv.ParseFloat(v[:i], 64)
	if i == 0 || err != nil {
		return 0, false
	}
	unit := map[string]time.Duration{"": time.Millisecond, "us": time.Microsecond, "ms": time.Millisecond, "s": time.Second,
		"min": time.Minute, "h": time.Hour, "d": 24 * time.Hour}
	u, ok := unit[strings.TrimSpace(v[i:])]
	if !ok {
		return 0, false
	}
	return time.Duration(n * float64(u)), true
}

// boundMS is d in whole milliseconds, at least 1 (0 would turn the
// timeout off).
func boundMS(d time.Duration) int64 {
	return max(d.Milliseconds(), 1)
}

// Target is the connection URL with any password masked.
func (e *Engine) Target() string { return e.target }

// Pool exposes the pgx pool for engine-specific checks (the doctor's RLS and
// config-table probes). Callers must not write eval tables through it.
func (e *Engine) Pool() *pgxpool.Pool { return e.pool }

// Ping connects (or reuses a connection) and round-trips once.
func (e *Engine) Ping(ctx context.Context) error {
	return e.wrap("ping", e.pool.Ping(ctx))
}

// DatabaseNow is the server's clock: now(), the clock export windows end
// at (store.Clock).
func (e *Engine) DatabaseNow(ctx context.Context) (time.Time, error) {
	var now time.Time
	if err := e.pool.QueryRow(ctx, "SELECT now()").Scan(&now); err != nil {
		return time.Time{}, e.wrap("clock", err)
	}
	return now.UTC(), nil
}

// Close releases the pool's connections. Idle connections are closed before
// it returns; connections still busy in another call are closed in the
// background when that call releases them (pgxpool would block on them).
func (e *Engine) Close() error {
	if e.pool.Stat().AcquiredConns() > 0 {
		go e.pool.Close()
		return nil
	}
	e.pool.Close()
	return nil
}
