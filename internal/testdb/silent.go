package testdb

import (
	"net"
	"sync"
)

// Silent is a server that accepts TCP connections and never answers them:
// a database that hangs. Tests point a program at it to see that a wait on
// the database ends (a timeout, Ctrl-C) and to count whether it connected
// at all. Connections are held open until Close.
type Silent struct {
	ln    net.Listener
	mu    sync.Mutex
	conns []net.Conn
}

// ListenSilent starts a Silent server on a free port of 127.0.0.1.
func ListenSilent() (*Silent, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	s := &Silent{ln: ln}
	go s.accept()
	return s, nil
}

func (s *Silent) accept() {
	for {
		c, err := s.ln.Accept()
		if err != nil {
			return
		}
		s.mu.Lock()
		s.conns = append(s.conns, c) // held open, never read or written
		s.mu.Unlock()
	}
}

// Addr is the server's host:port.
func (s *Silent) Addr() string { return s.ln.Addr().String() }

// URL is a PostgreSQL URL for the server with the given credentials.
func (s *Silent) URL(userinfo, db string) string {
	return "postgres://" + userinfo + "@" + s.Addr() + "/" + db + "?sslmode=disable"
}

// Conns is how many connections the server has accepted.
func (s *Silent) Conns() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.conns)
}

// Close stops listening and closes every connection.
func (s *Silent) Close() {
	s.ln.Close()
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, c := range s.conns {
		c.Close()
	}
}
