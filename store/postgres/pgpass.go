package postgres

import (
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/jackc/pgpassfile"
	"github.com/jackc/pgx/v5/pgconn"
)

// socketDirPassword fills in a password pgx left empty for a Unix-socket
// connection, from the password file, the way libpq reads it: for a
// socket, libpq matches an entry's host field against the socket
// directory (the URL's host=/run/postgresql), and only the default
// directory as "localhost". pgx looks up "localhost" alone, so a
// ~/.pgpass written as libpq documents it — which psql logs in with —
// was never read (probe 11, #7). It returns the password it set, "" if
// none. The file is the one pgx reads: the URL's passfile, else
// PGPASSFILE, else ~/.pgpass.
func socketDirPassword(cfg *pgconn.Config, conn string) string {
	if cfg.Password != "" || !strings.HasPrefix(cfg.Host, "/") {
		return ""
	}
	path := connParam(conn, "passfile")
	if path == "" {
		path = os.Getenv("PGPASSFILE")
	}
	if path == "" {
		home, err := os.UserHomeDir()
		if err != nil {
			return ""
		}
		path = filepath.Join(home, ".pgpass")
	}
	pf, err := pgpassfile.ReadPassfile(path)
	if err != nil {
		return ""
	}
	port := strconv.Itoa(int(cfg.Port))
	for _, host := range []string{cfg.Host, strings.TrimSuffix(cfg.Host, "/")} {
		if p := pf.FindPassword(host, port, cfg.Database, cfg.User); p != "" {
			cfg.Password = p
			return p
		}
	}
	return ""
}

// connParam is the value of key in a postgres:// URL's query or a
// key=value DSN, "" when absent or unreadable.
func connParam(conn, key string) string {
	if strings.HasPrefix(conn, "postgres://") || strings.HasPrefix(conn, "postgresql://") {
		u, err := url.Parse(conn)
		if err != nil {
			return ""
		}
		return u.Query().Get(key)
	}
	for rest := strings.TrimSpace(conn); rest != ""; rest = strings.TrimSpace(rest) {
		eq := strings.IndexByte(rest, '=')
		if eq < 0 {
			return ""
		}
		k := strings.TrimSpace(rest[:eq])
		rest = strings.TrimLeft(rest[eq+1:], " \t\n\r")
		var v string
		if strings.HasPrefix(rest, "'") {
			var b strings.Builder
			i := 1
			for ; i < len(rest) && rest[i] != '\''; i++ {
				if rest[i] == '\\' && i+1 < len(rest) {
					i++
				}
				b.WriteByte(rest[i])
			}
			v, rest = b.String(), rest[min(i+1, len(rest)):]
		} else {
			end := strings.IndexAny(rest, " \t\n\r")
			if end < 0 {
				end = len(rest)
			}
			v, rest = rest[:end], rest[end:]
		}
		if k == key {
			return v
		}
	}
	return ""
}
