package dial

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"encoding/binary"
	"fmt"
	"io"
	"net"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgproto3"

	"github.com/modusbrain/evalkit/configplane"
)

// answering is a server that answers every startup with one FATAL error,
// as PostgreSQL or PgBouncer do before any authentication (and TLS to
// none), and returns a URL for it naming user and database.
func answering(t *testing.T, code, msg, user, db string) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = ln.Close() })
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			go func() {
				defer c.Close()
				for {
					var head [8]byte
					if _, err := io.ReadFull(c, head[:]); err != nil {
						return
					}
					if binary.BigEndian.Uint32(head[4:]) == 80877103 {
						// SSLRequest: no TLS here, as a server with ssl = off.
						_, _ = c.Write([]byte{'N'})
						continue
					}
					if _, err := io.CopyN(io.Discard, c, int64(binary.BigEndian.Uint32(head[:4])-8)); err != nil {
						return
					}
					break
				}
				b, _ := (&pgproto3.ErrorResponse{Severity: "FATAL", Code: code, Message: msg}).Encode(nil)
				_, _ = c.Write(b)
			}()
		}
	}()
	return "postgres://" + user + "@" + ln.Addr().String() + "/" + db + "?sslmode=disable&connect_timeout=5"
}

func connectErr(t *testing.T, url string) error {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	e, err := Open(ctx, configplane.Target{Engine: configplane.EnginePostgres, URL: url}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	_, err = e.SchemaVersion(ctx)
	if err == nil {
		t.Fatal("Ping: no error")
	}
	return err
}

// Server messages are in the server's language (lc_messages): a German
// server's refusal for a role's connection limit names the role, in its
// own quotes, and is told from the server's max_connections by the role
// and the database the connection asked for.
func TestConnLimitInTheServersLanguage(t *testing.T) {
	for _, c := range []struct {
		msg, user, db, want, not string
	}{
		{"zu viele Verbindungen von Rolle »r2mb«", "r2mb", "r2", `ALTER ROLE "r2mb" CONNECTION LIMIT`, "ALTER DATABASE"},
		{"trop de connexions pour la base de données « r2 »", "r2mb", "r2", `ALTER DATABASE "r2" CONNECTION LIMIT`, "ALTER ROLE"},
		{"zu viele Verbindungen für Datenbank »brain«", "brain", "brain", `ALTER ROLE "brain" CONNECTION LIMIT <n>; or ALTER DATABASE "brain"`, "max_connections"},
		{"tut mir leid, schon zu viele Verbindungen", "r2mb", "r2", "max_connections", "ALTER ROLE"},
	} {
		err := connectErr(t, answering(t, "53300", c.msg, c.user, c.db))
		why, fix, ok := ConnLimit(err)
		if !ok || !strings.Contains(why+" "+fix, c.want) || strings.Contains(why+" "+fix, c.not) {
			t.Errorf("%s: ConnLimit = %q, %q, %v; want %q, not %q", c.msg, why, fix, ok, c.want, c.not)
		}
	}
}

// A pooler's refusal of a startup parameter the URL itself names, and a
// server without the TLS the URL requires, answered: the cause is named,
// with a fix that is neither "start the database" nor an edit of
// config.json.
func TestRefusedNamesTheCause(t *testing.T) {
	err := connectErr(t, answering(t, "08P01", "unsupported startup parameter: search_path", "brain", "b6"))
	why, fix, ok := Refused(err)
	if !ok || !strings.Contains(why, "refused the startup parameter search_path") || !strings.Contains(fix, "ignore_startup_parameters") {
		t.Errorf("pooler: Refused = %q, %q, %v", why, fix, ok)
	}
	url := strings.Replace(answering(t, "28000", "not reached", "brain", "b6"), "sslmode=disable", "sslmode=require", 1)
	err = connectErr(t, url)
	why, fix, ok = Refused(err)
	if !ok || !strings.Contains(why, "does not offer TLS") || !strings.Contains(fix, "sslmode=prefer") {
		t.Errorf("TLS (%v): Refused = %q, %q, %v", err, why, fix, ok)
	}
}

// A server whose TLS certificate does not verify answered: the why names
// the certificate, the fix the setting to put right, by the cause (probe
// 12: "cannot reach", with no word of it).
func TestRefusedNamesTheCertificate(t *testing.T) {
	host := fmt.Errorf("failed to connect: %w", &tls.CertificateVerificationError{Err: x509.HostnameError{Certificate: &x509.Certificate{}, Host: "127.0.0.1"}})
	why, fix, ok := Refused(host)
	if !ok || !strings.Contains(why, "its certificate did not verify") || !strings.Contains(fix, "sslmode=verify-full checks that the URL's host is a name the certificate holds") {
		t.Fatalf("host name: %v %q %q", ok, why, fix)
	}
	ca := fmt.Errorf("failed to connect: %w", &tls.CertificateVerificationError{Err: x509.UnknownAuthorityError{}})
	why, fix, ok = Refused(ca)
	if !ok || !strings.Contains(why, "its certificate did not verify") || !strings.Contains(fix, "sslrootcert must name the certificate of the authority that signed the server's") {
		t.Fatalf("authority: %v %q %q", ok, why, fix)
	}
	if strings.Contains(fix, "config.json") {
		t.Fatalf("the fix moves modusbrain: %s", fix)
	}
}
