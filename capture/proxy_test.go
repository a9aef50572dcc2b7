package capture_test

import (
	"io"
	"net"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/jackc/pgx/v5/pgconn"
)

// pgProxy forwards connections to the real PostgreSQL server and can cut
// them: an outage that is a real network failure, with nothing faked on the
// database side. It listens the way the server does (a unix socket for a
// socket server, TCP otherwise), so the server's auth rules are the same.
type pgProxy struct {
	t        testing.TB
	network  string
	addr     string // where the proxy listens
	upstream string
	upNet    string

	mu    sync.Mutex
	ln    net.Listener
	conns map[net.Conn]bool
}

// newPGProxy starts a proxy in front of the server of dbURL and returns it
// with dbURL rewritten to go through it.
func newPGProxy(t testing.TB, dbURL string) (*pgProxy, string) {
	t.Helper()
	cfg, err := pgconn.ParseConfig(dbURL)
	if err != nil {
		t.Fatal(err)
	}
	p := &pgProxy{t: t, conns: map[net.Conn]bool{}}
	u, err := url.Parse(dbURL)
	if err != nil {
		t.Fatal(err)
	}
	q := u.Query()
	port := itoa(int(cfg.Port))
	if strings.HasPrefix(cfg.Host, "/") {
		// Short path: unix socket paths are limited to ~100 bytes.
		dir, err := os.MkdirTemp("", "pgproxy")
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { os.RemoveAll(dir) })
		p.network, p.addr = "unix", filepath.Join(dir, ".s.PGSQL."+port)
		p.upNet, p.upstream = "unix", filepath.Join(cfg.Host, ".s.PGSQL."+port)
		q.Set("host", dir)
	} else {
		p.network, p.addr = "tcp", "127.0.0.1:0"
		p.upNet, p.upstream = "tcp", net.JoinHostPort(cfg.Host, port)
	}
	p.Up()
	if p.network == "tcp" {
		p.addr = p.ln.Addr().String()
		q.Del("host")
		q.Del("port")
		u.Host = p.addr
		if u.User == nil && cfg.User != "" {
			u.User = url.User(cfg.User)
		}
	}
	u.RawQuery = q.Encode()
	t.Cleanup(p.Down)
	return p, u.String()
}

// Up (re)starts listening on the same address.
func (p *pgProxy) Up() {
	p.t.Helper()
	if p.network == "unix" {
		os.Remove(p.addr)
	}
	ln, err := net.Listen(p.network, p.addr)
	if err != nil {
		p.t.Fatal(err)
	}
	p.mu.Lock()
	p.ln = ln
	p.mu.Unlock()
	go p.accept(ln)
}

// Down stops listening and cuts every open connection.
func (p *pgProxy) Down() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.ln != nil {
		p.ln.Close()
		p.ln = nil
	}
	for c := range p.conns {
		c.Close()
	}
	clear(p.conns)
}

func (p *pgProxy) accept(ln net.Listener) {
	for {
		c, err := ln.Accept()
		if err != nil {
			return
		}
		up, err := net.Dial(p.upNet, p.upstream)
		if err != nil {
			c.Close()
			continue
		}
		p.mu.Lock()
		if p.ln != ln { // went down meanwhile
			p.mu.Unlock()
			c.Close()
			up.Close()
			return
		}
		p.conns[c], p.conns[up] = true, true
		p.mu.Unlock()
		go pipe(c, up)
		go pipe(up, c)
	}
}

func pipe(dst, src net.Conn) {
	_, _ = io.Copy(dst, src)
	dst.Close()
	src.Close()
}
