package dial

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"math/big"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgconn"
	"github.com/modusbrain/evalkit/configplane"
)

// A per-command URL built for the database the process is configured for
// connects as the process does: the same servers, database, TLS
// verification (root certificate, client certificate), timeouts, session
// attributes and runtime parameters, with the user replaced and no
// password, nor any other secret, in it. URLs and key=value DSNs alike.
func TestCommandURLKeepsConnectionSettings(t *testing.T) {
	noPGEnv(t)
	ca, cert, key := testCerts(t)
	for _, conn := range []string{
		"postgres://evals:S3cretPW@DB.internal:5433/brain?sslmode=verify-full&sslrootcert=" + ca +
			"&sslcert=" + cert + "&sslkey=" + key + "&sslpassword=SslS3cret&connect_timeout=7" +
			"&target_session_attrs=read-write&application_name=evalkit%20cron&search_path=evals&options=-c%20statement_timeout%3D5s",
		"host=db.internal port=5433 dbname=brain user=evals password='S3cret PW' sslmode=verify-full sslrootcert=" + ca +
			" sslcert=" + cert + " sslkey=" + key + " sslpassword=SslS3cret connect_timeout=7" +
			" target_session_attrs=read-write application_name='evalkit cron' search_path=evals options='-c statement_timeout=5s'",
	} {
		configured := configplane.Target{Engine: configplane.EnginePostgres, URL: conn}
		id := Identity(configured)
		got := CommandURL(id, "brain_owner", configured)
		for _, secret := range []string{"S3cret", "SslS3cret", "sslpassword", "password", "evals@", "'"} {
			if strings.Contains(got, secret) {
				t.Errorf("CommandURL(%q) = %q: holds %q", conn, got, secret)
			}
		}
		want, err := pgconn.ParseConfig(conn)
		if err != nil {
			t.Fatal(err)
		}
		cfg, err := pgconn.ParseConfig(got)
		if err != nil {
			t.Fatalf("CommandURL(%q) = %q, which the driver refuses: %v", conn, got, err)
		}
		if cfg.User != "brain_owner" || cfg.Password != "" {
			t.Errorf("%q: user %q, password %q; want brain_owner and none", got, cfg.User, cfg.Password)
		}
		if !strings.EqualFold(cfg.Host, want.Host) || cfg.Port != want.Port || cfg.Database != want.Database ||
			cfg.ConnectTimeout != want.ConnectTimeout || cfg.ValidateConnect == nil ||
			!reflect.DeepEqual(cfg.RuntimeParams, want.RuntimeParams) {
			t.Errorf("%q reads as %s:%d/%s timeout %s params %v validate %v; want %s:%d/%s timeout %s params %v",
				got, cfg.Host, cfg.Port, cfg.Database, cfg.ConnectTimeout, cfg.RuntimeParams, cfg.ValidateConnect != nil,
				want.Host, want.Port, want.Database, want.ConnectTimeout, want.RuntimeParams)
		}
		if cfg.TLSConfig == nil || cfg.TLSConfig.InsecureSkipVerify != want.TLSConfig.InsecureSkipVerify ||
			!strings.EqualFold(cfg.TLSConfig.ServerName, want.TLSConfig.ServerName) || cfg.TLSConfig.RootCAs == nil ||
			!cfg.TLSConfig.RootCAs.Equal(want.TLSConfig.RootCAs) || len(cfg.TLSConfig.Certificates) != 1 {
			t.Errorf("%q: TLS config %v; want verify-full against the root certificate, with the client certificate", got, cfg.TLSConfig != nil)
		}
		if Identity(configplane.Target{Engine: configplane.EnginePostgres, URL: got}) != id {
			t.Errorf("%q is another database than %q", got, id)
		}
		if env := CommandEnv(id, "brain_owner", configured); env != "MODUSBRAIN_DATABASE_URL='"+got+"'" {
			t.Errorf("CommandEnv = %q", env)
		}
	}
}

// The whole URL for a small case, and the cases that keep today's
// identity-only URL: another database than the configured one (only its
// identity is known), a configured SQLite file, an identity that is no URL.
func TestCommandURLShapes(t *testing.T) {
	noPGEnv(t)
	pg := func(u string) configplane.Target {
		return configplane.Target{Engine: configplane.EnginePostgres, URL: u}
	}
	sock := pg("postgres://capture:pw@/brain?host=/tmp/pg&sslmode=disable&connect_timeout=3&pass%77ord=x&application_name=a%2Bb")
	for _, c := range []struct {
		id, user   string
		configured configplane.Target
		want       string
	}{
		{Identity(sock), "USER", sock,
			"postgres://USER@/brain?application_name=a%2Bb&connect_timeout=3&host=/tmp/pg&port=5432&sslmode=disable"},
		// ssl=true is sslmode=require, as the driver reads it.
		{"postgres://db:5432/brain", "USER", pg("postgres://u:pw@db/brain?ssl=true"), "postgres://USER@db:5432/brain?sslmode=require"},
		{"postgres://db:5432/other", "USER", pg("postgres://u:pw@db/brain?sslmode=verify-ca"), "postgres://USER@db:5432/other"},
		{"postgres://db:5432/brain", "USER", configplane.Target{Engine: configplane.EngineSQLite, Path: "/x/eval.db"}, "postgres://USER@db:5432/brain"},
		{"postgres://db:5432/brain", "USER", configplane.Target{}, "postgres://USER@db:5432/brain"},
		{"sqlite /x/eval.db", "USER", pg("postgres://u@db/brain?sslmode=require"), "sqlite /x/eval.db"},
		{"postgres postgres://u:***@db/b?sslmode=bogus", "USER", pg("postgres://u:pw@db/b?sslmode=bogus"), "postgres postgres://u:***@db/b?sslmode=bogus"},
		// Options that set a secret of another name are not copied.
		{"postgres://db:5432/brain", "USER", pg("postgres://u:pw@db/brain?sslmode=require&options=-c%20app.token%3DS3cr3t"),
			"postgres://USER@db:5432/brain?sslmode=require"},
		{"postgres://db:5432/brain", "USER", pg("postgres://u:pw@db/brain?options=-c%20statement_timeout%3D5000"),
			"postgres://USER@db:5432/brain?options=-c%20statement_timeout%3D5000"},
		// A path is no secret's name: a client key under /etc/ssl/private is copied.
		{"postgres://db:5432/brain", "USER", pg("postgres://u:pw@db/brain?sslmode=disable&sslkey=/etc/ssl/private/client.key&sslcert=/etc/ssl/certs/client.crt"),
			"postgres://USER@db:5432/brain?sslcert=/etc/ssl/certs/client.crt&sslkey=/etc/ssl/private/client.key&sslmode=disable"},
	} {
		if got := CommandURL(c.id, c.user, c.configured); got != c.want {
			t.Errorf("CommandURL(%q, %q, %#v) = %q, want %q", c.id, c.user, c.configured, got, c.want)
		}
	}
	if got := CommandEnv("sqlite /x/eval.db", "USER", sock); got != "EVALKIT_SQLITE_PATH=/x/eval.db" {
		t.Errorf("CommandEnv(sqlite) = %q", got)
	}
}

// noPGEnv keeps the developer's PG* variables (a password, a service file)
// out of what the driver reads.
func noPGEnv(t *testing.T) {
	t.Helper()
	for _, k := range []string{"PGHOST", "PGPORT", "PGDATABASE", "PGUSER", "PGPASSWORD", "PGSSLMODE", "PGSERVICE", "PGAPPNAME", "PGCONNECT_TIMEOUT", "PGOPTIONS"} {
		t.Setenv(k, "")
	}
	t.Setenv("PGPASSFILE", filepath.Join(t.TempDir(), "none"))
}

// testCerts writes a root certificate and a client certificate and key it
// signed, as PEM files: the driver reads them when it parses a URL.
func testCerts(t *testing.T) (ca, cert, key string) {
	t.Helper()
	dir := t.TempDir()
	caKey, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	caTmpl := &x509.Certificate{SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "brain CA"},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour), IsCA: true,
		KeyUsage: x509.KeyUsageCertSign, BasicConstraintsValid: true}
	caDER, err := x509.CreateCertificate(rand.Reader, caTmpl, caTmpl, &caKey.PublicKey, caKey)
	if err != nil {
		t.Fatal(err)
	}
	clientKey, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	clientDER, err := x509.CreateCertificate(rand.Reader, &x509.Certificate{SerialNumber: big.NewInt(2),
		Subject: pkix.Name{CommonName: "evals"}, NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour),
		ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageClientAuth}}, caTmpl, &clientKey.PublicKey, caKey)
	if err != nil {
		t.Fatal(err)
	}
	keyDER, err := x509.MarshalECPrivateKey(clientKey)
	if err != nil {
		t.Fatal(err)
	}
	write := func(name, typ string, der []byte) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, pem.EncodeToMemory(&pem.Block{Type: typ, Bytes: der}), 0o600); err != nil {
			t.Fatal(err)
		}
		return p
	}
	return write("root.crt", "CERTIFICATE", caDER), write("client.crt", "CERTIFICATE", clientDER), write("client.key", "EC PRIVATE KEY", keyDER)
}
