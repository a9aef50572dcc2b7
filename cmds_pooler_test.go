package evalkit

import (
	"encoding/binary"
	"io"
	"net"
	neturl "net/url"
	"strings"

	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgproto3"
	"github.com/rogpeppe/go-internal/testscript"
)

// strictpooler starts a stand-in for PgBouncer with its stock settings in
// front of $PGURL's server: it forwards a connection whose startup
// parameters are all ones PgBouncer passes on (user, database,
// application_name, client_encoding, datestyle, timezone,
// standard_conforming_strings, and extra_float_digits, which its stock
// ignore_startup_parameters names) and refuses any other as PgBouncer
// does, before authentication: FATAL 08P01 "unsupported startup
// parameter: NAME". It puts $PGURL's database through it in the named
// variable, and stops when the script ends.
//
//	strictpooler POOLED_URL
func init() {
	scriptCmds["strictpooler"] = func(ts *testscript.TestScript, neg bool, args []string) {
		if neg || len(args) != 1 {
			ts.Fatalf("usage: strictpooler VAR")
		}
		cfg, err := pgconn.ParseConfig(ts.Getenv("PGURL"))
		ts.Check(err)
		network, addr := pgconn.NetworkAddress(cfg.Host, cfg.Port)
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		ts.Check(err)
		ts.Defer(func() { _ = ln.Close() })
		go func() {
			for {
				c, err := ln.Accept()
				if err != nil {
					return
				}
				go strictForward(c, network, addr)
			}
		}()
		u, err := neturl.Parse(ts.Getenv("PGURL"))
		ts.Check(err)
		q := u.Query()
		q.Del("host")
		u.RawQuery, u.Host = q.Encode(), ln.Addr().String()
		ts.Setenv(args[0], u.String())
	}
}

var pgbouncerPasses = map[string]bool{"user": true, "database": true, "application_name": true, "client_encoding": true,
	"datestyle": true, "timezone": true, "standard_conforming_strings": true, "extra_float_digits": true}

func strictForward(c net.Conn, network, addr string) {
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
			msg, _ := (&pgproto3.ErrorResponse{Severity: "FATAL", Code: "08P01", Message: "unsupported startup parameter: " + k}).Encode(nil)
			_, _ = c.Write(msg)
			return
		}
	}
	s, err := net.Dial(network, addr)
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
