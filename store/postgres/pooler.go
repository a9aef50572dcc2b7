package postgres

import (
	"context"
	"errors"
	"net"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgproto3"
)

// optionalParams are the startup parameters evalkit adds for its own
// sessions' sake that PgBouncer, with its stock ignore_startup_parameters,
// refuses (08P01 "unsupported startup parameter"), where psql and
// modusbrain, which send none of them, connect. (client_encoding,
// datestyle, standard_conforming_strings and application_name it passes
// on.) Each is a bound or a safety net: a session refused them is opened
// without them — never set later with a session SET, which a pooler in
// transaction mode would hand on to modusbrain's next client.
var optionalParams = []string{"idle_in_transaction_session_timeout", "default_transaction_read_only", "statement_timeout", "lock_timeout"}

// startupParams remembers, for one engine, whether the server (a pooler)
// refused evalkit's optional startup parameters: learnt on the first
// connection, then applied to every later one.
type startupParams struct {
	mu    sync.Mutex
	known bool
	// urls: the optional parameters the URL itself names, the user's,
	// which stay whatever the pooler says (and its refusal is then said).
	urls map[string]bool
	// bare: refused; connections go without evalkit's own.
	bare bool
}

func newStartupParams(rp map[string]string) *startupParams {
	s := &startupParams{urls: map[string]bool{}}
	for _, k := range optionalParams {
		if _, ok := rp[k]; ok {
			s.urls[k] = true
		}
	}
	return s
}

// connect opens a session outside the pool (the migration's) the way the
// pool's are opened.
func (s *startupParams) connect(ctx context.Context, cfg *pgx.ConnConfig) (*pgx.Conn, error) {
	s.mu.Lock()
	bare := s.bare
	s.mu.Unlock()
	if bare {
		s.strip(cfg.RuntimeParams)
	}
	c, err := pgx.ConnectConfig(ctx, cfg)
	if _, refused := StartupRefusal(err); refused && !bare && s.added(cfg.RuntimeParams) {
		s.mu.Lock()
		s.known, s.bare = true, true
		s.mu.Unlock()
		s.strip(cfg.RuntimeParams)
		return pgx.ConnectConfig(ctx, cfg)
	}
	return c, err
}

// added reports an optional parameter of evalkit's own in rp.
func (s *startupParams) added(rp map[string]string) bool {
	for _, k := range optionalParams {
		if _, ok := rp[k]; ok && !s.urls[k] {
			return true
		}
	}
	return false
}

// StartupRefusal matches a server's refusal of a startup parameter
// (PgBouncer: FATAL "unsupported startup parameter: NAME", SQLSTATE
// 08P01) and returns the parameter's name ("" when not named).
func StartupRefusal(err error) (param string, ok bool) {
	var pe *pgconn.PgError
	if !errors.As(err, &pe) || pe.Code != "08P01" || !strings.Contains(pe.Message, "startup parameter") {
		return "", false
	}
	_, name, _ := strings.Cut(pe.Message, "startup parameter:")
	return strings.TrimSpace(name), true
}

// strip removes the added parameters from rp when the server refused them.
func (s *startupParams) strip(rp map[string]string) {
	for _, k := range optionalParams {
		if !s.urls[k] {
			delete(rp, k)
		}
	}
}

// beforeConnect is the pool's BeforeConnect. The first connection is
// made here, with every parameter: refused, the pool's own attempt goes
// without the added ones (the refusal came before authentication, so the
// try cost a round trip); accepted, that very session becomes the pool's
// connection (replayed below), so no second session is opened — a role
// with CONNECTION LIMIT 1 would be refused it while the first ends.
func (s *startupParams) beforeConnect(ctx context.Context, cfg *pgx.ConnConfig) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.known {
		if s.bare {
			s.strip(cfg.RuntimeParams)
		}
		return nil
	}
	if !s.added(cfg.RuntimeParams) {
		s.known = true
		return nil
	}
	pc, err := pgconn.ConnectConfig(ctx, &cfg.Config)
	if _, refused := StartupRefusal(err); refused {
		s.known, s.bare = true, true
		s.strip(cfg.RuntimeParams)
		return nil
	}
	if err != nil {
		// The pool's own attempt would fail alike: say it once.
		return err
	}
	s.known = true
	// A slow write (a loaded machine) starts pgconn's background reader,
	// whose read in flight would take the server's next reply from the
	// pool's connection: a query that never returns (probe 11). SyncConn
	// stops it and drains its buffer first, as pgconn asks before Hijack.
	err = pc.SyncConn(ctx)
	var hj *pgconn.HijackedConn
	if err == nil {
		hj, err = pc.Hijack()
	}
	if err != nil {
		pc.Close(context.WithoutCancel(ctx))
		return err
	}
	return replay(cfg, hj)
}

// replay makes the pool's connection attempt take over hj, a session
// already started and authenticated: its dial returns hj's connection,
// which swallows the startup message and answers it with what the server
// said the first time. Every check of the connection (TLS, the
// authentication requirements, target_session_attrs) was made then.
func replay(cfg *pgx.ConnConfig, hj *pgconn.HijackedConn) error {
	var msgs []byte
	var err error
	if msgs, err = (&pgproto3.AuthenticationOk{}).Encode(msgs); err != nil {
		return err
	}
	for k, v := range hj.ParameterStatuses {
		if msgs, err = (&pgproto3.ParameterStatus{Name: k, Value: v}).Encode(msgs); err != nil {
			return err
		}
	}
	if msgs, err = (&pgproto3.BackendKeyData{ProcessID: hj.PID, SecretKey: hj.SecretKey}).Encode(msgs); err != nil {
		return err
	}
	if msgs, err = (&pgproto3.ReadyForQuery{TxStatus: hj.TxStatus}).Encode(msgs); err != nil {
		return err
	}
	conn := &replayConn{Conn: hj.Conn, pending: msgs}
	// Later dials (a cancel request's) reach the server as before.
	dial, used := cfg.DialFunc, &atomic.Bool{}
	cfg.DialFunc = func(ctx context.Context, network, addr string) (net.Conn, error) {
		if used.Swap(true) {
			return dial(ctx, network, addr)
		}
		return conn, nil
	}
	cfg.Fallbacks = nil
	cfg.TLSConfig = nil
	cfg.AfterNetConnect = nil
	cfg.ValidateConnect = nil
	cfg.RequireAuth = ""
	cfg.ChannelBinding = ""
	cfg.SSLCertMode = ""
	return nil
}

// replayConn is a started session's connection that answers one more
// startup: the startup message written is dropped, and pending is read
// before anything from the server.
type replayConn struct {
	net.Conn
	pending []byte
}

func (c *replayConn) Write(b []byte) (int, error) {
	if len(c.pending) > 0 {
		return len(b), nil
	}
	return c.Conn.Write(b)
}

func (c *replayConn) Read(b []byte) (int, error) {
	if len(c.pending) > 0 {
		n := copy(b, c.pending)
		c.pending = c.pending[n:]
		return n, nil
	}
	return c.Conn.Read(b)
}
