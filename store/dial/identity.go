package dial

import (
	"net/url"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"github.com/jackc/pgx/v5/pgconn"
	"github.com/modusbrain/evalkit/configplane"
	"github.com/modusbrain/evalkit/internal/redact"
)

// Identity names the database a target writes into, without any
// credential, so that two targets with the same identity store rows in the
// same tables. The capture spool tags every record with it and delivers a
// record only into a database of the same identity (docs/spool.md).
//
// PostgreSQL: the servers (host and port, as the driver resolves them,
// PGHOST/PGPORT and defaults included), the database name, and the
// search_path or options a URL sets (they choose the schema, so the
// tables). Not the user nor the password: they are credentials, and a
// password rotated or a role switched between an outage and its delivery
// still means the same brain. Written as a URL a person can complete:
// postgres://db.internal:5432/brain, postgres:///brain?host=/tmp&port=5432.
//
// SQLite: "sqlite " and the cleaned absolute path of the file.
//
// It never contains a password: it is built from the parsed fields, and a
// URL the driver cannot parse falls back to the masked URL.
func Identity(t configplane.Target) string {
	switch engineOf(t) {
	case configplane.EnginePostgres:
		return pgIdentity(t.URL)
	case configplane.EngineSQLite:
		return "sqlite " + filepath.Clean(t.Path)
	}
	return ""
}

func pgIdentity(raw string) string {
	p, ok := pgIdentityParts(raw)
	if !ok {
		return "postgres " + redact.URL(raw)
	}
	return p.identity()
}

// pgParts are the parts of a PostgreSQL identity: the servers of a TCP
// identity as the URL's host list (empty for sockets, whose servers are in
// q), the database, and the query parameters (socket hosts and ports,
// search_path, options).
type pgParts struct {
	hosts string
	db    string
	q     url.Values
}

// pgIdentityParts reads raw as the driver does; false when it does not
// parse, or would be read differently from the way redact masks it.
func pgIdentityParts(raw string) (pgParts, bool) {
	if redact.Check(raw) != nil {
		return pgParts{}, false
	}
	cfg, err := pgconn.ParseConfig(raw)
	if err != nil {
		return pgParts{}, false
	}
	type server struct {
		host string
		port uint16
	}
	servers := []server{{cfg.Host, cfg.Port}}
	for _, f := range cfg.Fallbacks {
		if f.Host != cfg.Host || f.Port != cfg.Port {
			servers = append(servers, server{f.Host, f.Port})
		}
	}
	db := cfg.Database
	if db == "" {
		db = cfg.User // the server's default database is the user's name
	}
	q := url.Values{}
	var hosts []string
	socket := false
	for _, s := range servers {
		if strings.HasPrefix(s.host, "/") {
			socket = true
		}
	}
	if socket {
		var hs, ps []string
		for _, s := range servers {
			hs = append(hs, s.host)
			ps = append(ps, strconv.Itoa(int(s.port)))
		}
		q.Set("host", strings.Join(hs, ","))
		q.Set("port", strings.Join(ps, ","))
	} else {
		for _, s := range servers {
			hosts = append(hosts, strings.ToLower(s.host)+":"+strconv.Itoa(int(s.port)))
		}
	}
	for _, k := range []string{"search_path", "options"} {
		if v, ok := cfg.RuntimeParams[k]; ok && v != "" {
			q.Set(k, redact.Text(v))
		}
	}
	return pgParts{hosts: strings.Join(hosts, ","), db: db, q: q}, true
}

// identity writes the parts as Identity does. Its spelling is what the
// spool stores, so it stays as it is, '+' for a space included.
func (p pgParts) identity() string {
	return p.write("", func(v string) string {
		// Paths stay readable: "/" and "," need no escaping here.
		return strings.NewReplacer("%2F", "/", "%2C", ",").Replace(url.QueryEscape(v))
	})
}

// write is the URL of the parts, with user as its user when not empty,
// each query value escaped by esc, the keys in order.
func (p pgParts) write(user string, esc func(string) string) string {
	var b strings.Builder
	b.WriteString("postgres://")
	if user != "" {
		b.WriteString(url.User(user).String() + "@")
	}
	b.WriteString(p.hosts)
	b.WriteString("/")
	b.WriteString(url.PathEscape(p.db))
	if len(p.q) > 0 {
		b.WriteString("?")
		keys := make([]string, 0, len(p.q))
		for k := range p.q {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for i, k := range keys {
			if i > 0 {
				b.WriteString("&")
			}
			b.WriteString(esc(k) + "=" + esc(p.q.Get(k)))
		}
	}
	return b.String()
}

// identityAs is a PostgreSQL identity URL (Identity) with user written in
// as its user; other identities are returned as they are.
func identityAs(id, user string) string {
	if rest, ok := strings.CutPrefix(id, "postgres://"); ok {
		return "postgres://" + url.User(user).String() + "@" + rest
	}
	return id
}
