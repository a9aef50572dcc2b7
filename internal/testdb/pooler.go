package testdb

import (
	"encoding/binary"
	"io"
	"net"
	neturl "net/url"
	"strings"
	"sync/atomic"

	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgproto3"
)

// StrictPooler is a stand-in for PgBouncer with its stock settings in front
// of a PostgreSQL server: it forwards a connection whose startup parameters
// are all ones PgBouncer passes on (user, database, application_name,
// client_encoding, datestyle, timezone, standard_conforming_strings, and
// extra_float_digits, which its stock ignore_startup_parameters names) and
// refuses any other as PgBouncer does, before authentication: FATAL 08P01
// "unsupported startup parameter: NAME".
type StrictPooler struct {
	ln            net.Listener
	network, addr string
	url           string
	refused       atomic.Int32
}

// pgbouncerPasses are the startup parameters PgBouncer passes on.
var pgbouncerPasses = map[string]bool{"user": true, "database": true, "application_name": true, "client_encoding": true,
	"datestyle": true, "timezone": true, "standard_conforming_strings": true, "extra_float_digits": true}

// ListenStrictPooler starts a StrictPooler in front of dbURL's server on a
// loopback port; Close stops it.
func ListenStrictPooler(dbURL string) (*StrictPooler, error) {
	cfg, err := pgconn.ParseConfig(dbURL)
	if err != nil {
		return nil, err
	}
	u, err := neturl.Parse(dbURL)
	if err != nil {
		return nil, err
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	p := &StrictPooler{ln: ln}
	p.network, p.addr = pgconn.NetworkAddress(cfg.Host, cfg.Port)
	q := u.Query()
	q.Del("host")
	u.RawQuery, u.Host = q.Encode(), ln.Addr().String()
	p.url = u.String()
	go p.accept()
	return p, nil
}

// URL is dbURL pointed at the pooler.
func (p *StrictPooler) URL() string { return p.url }

// Refused counts the connections refused for a startup parameter.
func (p *StrictPooler) Refused() int32 { return p.refused.Load() }

// Close stops accepting connections.
func (p *StrictPooler) Close() { _ = p.ln.Close() }

func (p *StrictPooler) accept() {
	for {
		c, err := p.ln.Accept()
		if err != nil {
			return
		}
		go p.serve(c)
	}
}

func (p *StrictPooler) serve(c net.Conn) {
	defer c.Close()
	var head [8]byte
	if _, err := io.ReadFull(c, head[:]); err != nil {
		return
	}
	body := make([]byte, binary.BigEndian.Uint32(head[:4])-8)
	if _, err := io.ReadFull(c, body); err != nil {
		return
	}
	fields := strings.Split(string(body), "\x00")
	for i := 0; i+1 < len(fields); i += 2 {
		if k := fields[i]; k != "" && !pgbouncerPasses[strings.ToLower(k)] {
			p.refused.Add(1)
			msg, _ := (&pgproto3.ErrorResponse{Severity: "FATAL", Code: "08P01", Message: "unsupported startup parameter: " + k}).Encode(nil)
			_, _ = c.Write(msg)
			return
		}
	}
	s, err := net.Dial(p.network, p.addr)
	if err != nil {
		return
	}
	defer s.Close()
	if _, err := s.Write(append(head[:], body...)); err != nil {
		return
	}
	go func() { _, _ = io.Copy(s, c); _ = s.Close() }()
	_, _ = io.Copy(c, s)
}
