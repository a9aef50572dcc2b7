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
func ConnLimit(err error) (why, fix string, ok bool) {
	var pe *pgconn.PgError
	if !errors.As(err, &pe) || pe.Code != "53300" {
		return "", "", false
	}
	const retry = "retry once some of those sessions have ended"
	switch name, kind := quoted(pe.Message); kind {
	case "role":
		return "the connection limit of role " + name + " is reached (the database is up; every session it allows is in use)",
			retry + ", or raise the limit, as a superuser: ALTER ROLE " + pgx.Identifier{name}.Sanitize() + " CONNECTION LIMIT <n>;", true
	case "database":
		return "the connection limit of database " + name + " is reached (the database is up; every session it allows is in use)",
			retry + ", or raise the limit, as a superuser: ALTER DATABASE " + pgx.Identifier{name}.Sanitize() + " CONNECTION LIMIT <n>;", true
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
