package testdb

import (
	"net"
	"testing"
	"time"
)

// The silent server counts the connections it accepts, answers none of
// them, and closes them all on Close.
func TestSilent(t *testing.T) {
	s, err := ListenSilent()
	if err != nil {
		t.Fatal(err)
	}
	c, err := net.Dial("tcp", s.Addr())
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	deadline := time.Now().Add(10 * time.Second)
	for s.Conns() != 1 && time.Now().Before(deadline) {
		time.Sleep(5 * time.Millisecond)
	}
	if s.Conns() != 1 {
		t.Fatalf("Conns() = %d, want 1", s.Conns())
	}
	c.SetReadDeadline(time.Now().Add(100 * time.Millisecond))
	if n, err := c.Read(make([]byte, 1)); n != 0 || err == nil {
		t.Fatalf("the server answered: %d bytes, %v", n, err)
	}
	s.Close()
	c.SetReadDeadline(time.Now().Add(10 * time.Second))
	if _, err := c.Read(make([]byte, 1)); err == nil {
		t.Fatal("the connection is still open after Close")
	}
	if _, err := net.Dial("tcp", s.Addr()); err == nil {
		t.Fatal("the server still listens after Close")
	}
}
