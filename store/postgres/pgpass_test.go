package postgres

import (
	"context"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A password file written as libpq documents it for a Unix socket — the
// host field is the socket directory — gives evalkit the password psql
// logs in with (probe 11, #7). Open does not touch the network, so the
// password it will send is read from the pool's configuration.
func TestOpenReadsPassfileEntryForSocketDirectory(t *testing.T) {
	dir := t.TempDir()
	sock := filepath.Join(dir, "run dir")
	pass := filepath.Join(dir, "pass file")
	if err := os.WriteFile(pass, []byte("other:5432:*:*:wrong\n"+sock+":5433:b1:brain:s0cket-pw\n*:*:*:tcpuser:tcp-pw\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	q := strings.ReplaceAll(url.QueryEscape(sock), "+", "%20") // pgx reads no + as a space
	t.Setenv("PGPASSFILE", pass)
	t.Setenv("PGPASSWORD", "")
	for _, tc := range []struct{ conn, want string }{
		{"postgres://brain@/b1?host=" + q + "&port=5433", "s0cket-pw"},
		{"host='" + sock + "' port=5433 dbname=b1 user=brain", "s0cket-pw"},
		{"postgres://brain@/b1?host=" + q + "%2F&port=5433", "s0cket-pw"},
		// The URL's own password wins; other databases, users and ports
		// find no entry; a TCP host is pgx's to look up as before.
		{"postgres://brain:inline@/b1?host=" + q + "&port=5433", "inline"},
		{"postgres://brain@/b2?host=" + q + "&port=5433", ""},
		{"postgres://brain@/b1?host=" + q + "&port=5432", ""},
		{"postgres://tcpuser@db.example:5432/b1", "tcp-pw"},
	} {
		e, err := Open(context.Background(), tc.conn, Options{})
		if err != nil {
			t.Fatalf("%s: %v", tc.conn, err)
		}
		if got := e.pool.Config().ConnConfig.Password; got != tc.want {
			t.Errorf("%s: password %q, want %q", tc.conn, got, tc.want)
		}
		e.Close()
	}
	// The URL's passfile beats PGPASSFILE, as in libpq and pgx.
	other := filepath.Join(dir, "other")
	if err := os.WriteFile(other, []byte(sock+":5433:b1:brain:from-url-file\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	e, err := Open(context.Background(), "postgres://brain@/b1?host="+q+"&port=5433&passfile="+other, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	if got := e.pool.Config().ConnConfig.Password; got != "from-url-file" {
		t.Errorf("passfile in the URL: password %q, want from-url-file", got)
	}
}
