package dial

import (
	"crypto/tls"
	"crypto/x509"
	"errors"
	"strings"

	"github.com/jackc/pgx/v5/pgconn"

	"github.com/modusbrain/evalkit/configplane"
	"github.com/modusbrain/evalkit/store"
	"github.com/modusbrain/evalkit/store/postgres"
)

// Refused explains a connection that reached a server (or a connection
// pooler in front of one) and was turned down for a reason that neither
// waiting nor starting the database lifts: a startup parameter the pooler
// does not take (PgBouncer: "unsupported startup parameter", 08P01), or
// TLS the URL requires and the server does not offer. why names the
// cause, fix how to get past it without moving modusbrain off its brain
// (a per-command URL, never config.json's); ok is false for any other
// error.
func Refused(err error) (why, fix string, ok bool) {
	if err == nil {
		return "", "", false
	}
	if param, ok := postgres.StartupRefusal(err); ok {
		if param == "" {
			param = "one of the URL's parameters"
		}
		// evalkit already went without its own optional parameters: what
		// is left is the URL's own (its parameters, options or PGOPTIONS).
		return "the server it reached — a connection pooler such as PgBouncer, which lets through only the startup parameters it knows — " +
				"refused the startup parameter " + param + " that the URL evalkit uses sets (SQLSTATE 08P01); the database itself may be up",
			"drop " + param + " from the URL evalkit's commands use (for one command: " + configplane.EnvDatabaseURL + "='postgres://…' eval-…), " +
				"or let the pooler take it (PgBouncer: add it to ignore_startup_parameters in pgbouncer.ini, then reload PgBouncer), " +
				"or point evalkit's commands alone at the database directly, past the pooler (" + configplane.EnvDatabaseURL + "='postgres://…' eval-…)", true
	}
	var cv *tls.CertificateVerificationError
	if errors.As(err, &cv) {
		// It answered over TLS with a certificate the URL's settings do
		// not accept (probe 12: "cannot reach", with no word of it).
		why := "the server answered over TLS, but its certificate did not verify (" + cv.Err.Error() + ")"
		var he x509.HostnameError
		if errors.As(cv.Err, &he) {
			return why, "sslmode=verify-full checks that the URL's host is a name the certificate holds: use that name in the URL evalkit's commands use, " +
				"or sslmode=verify-ca, which checks the signature alone (for one command: " + configplane.EnvDatabaseURL + "='postgres://…' eval-…)", true
		}
		return why, "sslrootcert must name the certificate of the authority that signed the server's (for a self-signed server, the server's own certificate); " +
			"name it in the URL evalkit's commands use (for one command: " + configplane.EnvDatabaseURL + "='postgres://…?sslrootcert=/path/ca.crt' eval-…)", true
	}
	var ce *pgconn.ConnectError
	if errors.As(err, &ce) && strings.Contains(err.Error(), "server refused TLS connection") {
		return "the server answered but does not offer TLS (SSL), which the URL evalkit uses requires (sslmode=require or verify-ca/verify-full)",
			"turn TLS on in the server (ssl = on, with a certificate), or, where the connection need not be encrypted (a Unix socket, a local address), " +
				"give evalkit's commands the URL with sslmode=prefer or disable, for one command: " + configplane.EnvDatabaseURL + "='postgres://…?sslmode=prefer' eval-…", true
	}
	return "", "", false
}

// BadURL explains a connection URL the driver cannot read
// (store.ErrBadURL): nothing was tried on the network, so neither starting
// the database nor waiting helps, and capture does not spool for it. why
// names the cause; tip how to write what the driver's reason points at
// ("" when the reason is none evalkit knows). ok is false for any other
// error.
func BadURL(err error) (why, tip string, ok bool) {
	if !errors.Is(err, store.ErrBadURL) {
		return "", "", false
	}
	msg := err.Error()
	switch {
	case strings.Contains(msg, "percent-encoded") || strings.Contains(msg, "invalid URL escape"):
		tip = `a "%" that does not begin a %XX escape is written %25, e.g. a password Zq7%wx as Zq7%25wx`
	case strings.Contains(msg, "connect_timeout"):
		tip = "connect_timeout takes whole seconds without a unit, e.g. connect_timeout=5"
	case strings.Contains(msg, "invalid port"):
		tip = "a port is a number from 1 to 65535"
	}
	return "the driver cannot read the URL, so nothing was tried on the network (the reason is on the error line)", tip, true
}

// BadURLFix is the fix for BadURL, for a URL from source (a
// configplane.Source*; "" when unknown): correct the URL evalkit's
// commands use. config.json's database_url is modusbrain's and stays as it
// is: a URL the driver reads is named for evalkit's commands alone, one
// command at a time.
func BadURLFix(source, tip string) string {
	perCommand := "name a URL the driver reads for evalkit's commands alone, one command at a time: " + configplane.EnvDatabaseURL + "='postgres://…' eval-…"
	var fix string
	switch source {
	case configplane.SourceEnvURL:
		fix = "correct the " + configplane.EnvDatabaseURL + " this command was run with"
	case configplane.SourceConfigURL:
		fix = "config.json's database_url is modusbrain's and is left as it is; " + perCommand
	default:
		fix = "correct " + configplane.EnvDatabaseURL + " if this command was run with it; config.json's database_url is modusbrain's and is left as it is: " + perCommand
	}
	if tip != "" {
		fix += " (" + tip + ")"
	}
	return fix
}
