package dial

import (
	"errors"
	"strings"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
)

// ConnLimit explains a PostgreSQL refusal for too many connections
// (SQLSTATE 53300): the server is up and the address right, so the advice
// every binary gives for a database it cannot reach (start it, correct the
// URL) would be wrong, and correcting the URL could point modusbrain's
// brain elsewhere. why names the limit that was reached, fix how to get
// past it; ok is false for any other error.
//
// The server's message is in its lc_messages language: English names the
// limit; in any other, the name it quotes (»r2mb«, « r2mb », "r2mb") is
// compared with the role and the database the refused connection asked
// for, and when it cannot tell the two apart both are named.
func ConnLimit(err error) (why, fix string, ok bool) {
	var pe *pgconn.PgError
	if !errors.As(err, &pe) || pe.Code != "53300" {
		return "", "", false
	}
	const retry = "retry once some of those sessions have ended"
	name, kind := quoted(pe.Message)
	if kind == "" {
		name, kind = localized(pe.Message, err)
	}
	switch kind {
	case "role":
		return "the connection limit of role " + name + " is reached (the database is up; every session it allows is in use)",
			retry + ", or raise the limit, as a superuser: ALTER ROLE " + pgx.Identifier{name}.Sanitize() + " CONNECTION LIMIT <n>;", true
	case "database":
		return "the connection limit of database " + name + " is reached (the database is up; every session it allows is in use)",
			retry + ", or raise the limit, as a superuser: ALTER DATABASE " + pgx.Identifier{name}.Sanitize() + " CONNECTION LIMIT <n>;", true
	case "either":
		return "the connection limit of role or database " + name + " is reached (the database is up; every session it allows is in use)",
			retry + ", or raise the limit, as a superuser: ALTER ROLE " + pgx.Identifier{name}.Sanitize() + " CONNECTION LIMIT <n>; " +
				"or ALTER DATABASE " + pgx.Identifier{name}.Sanitize() + " CONNECTION LIMIT <n>; (SELECT rolname, rolconnlimit FROM pg_roles " +
				"and SELECT datname, datconnlimit FROM pg_database show which is set)", true
	}
	return "the server's connection limit is reached (the database is up; every connection max_connections allows is in use)",
		retry + ", or raise max_connections (ALTER SYSTEM SET max_connections = <n>; then restart the server)", true
}

// quoted finds "too many connections for role|database "NAME"" in msg.
func quoted(msg string) (name, kind string) {
	for _, k := range []string{"role", "database"} {
		if _, rest, ok := strings.Cut(msg, "too many connections for "+k+` "`); ok {
			if name, _, ok := strings.Cut(rest, `"`); ok {
				return name, k
			}
		}
	}
	return "", ""
}

// localized reads a 53300 message in another language: the limit of a
// role or a database quotes its name, the server's (max_connections,
// reserved slots) none. Which of the two the name is, the connection
// attempt err was made for tells when the role and the database are
// named differently; "either" when it cannot.
func localized(msg string, err error) (name, kind string) {
	var ce *pgconn.ConnectError
	if !errors.As(err, &ce) || ce.Config == nil {
		return "", ""
	}
	user, db := ce.Config.User, ce.Config.Database
	for _, q := range [][2]string{{`"`, `"`}, {"»", "«"}, {"«", "»"}, {"„", "“"}, {"“", "”"}, {"「", "」"}, {"'", "'"}} {
		_, rest, ok := strings.Cut(msg, q[0])
		if !ok {
			continue
		}
		n, _, ok := strings.Cut(rest, q[1])
		if n = strings.TrimSpace(n); !ok || n == "" {
			continue
		}
		switch {
		case n == user && n != db:
			return n, "role"
		case n == db && n != user:
			return n, "database"
		}
		return n, "either"
	}
	return "", ""
}
