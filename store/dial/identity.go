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
	if redact.Check(raw) != nil {
		return "postgres " + redact.URL(raw)
	}
	cfg, err := pgconn.ParseConfig(raw)
	if err != nil {
		return "postgres " + redact.URL(raw)
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
	var b strings.Builder
	b.WriteString("postgres://")
	b.WriteString(strings.Join(hosts, ","))
	b.WriteString("/")
	b.WriteString(url.PathEscape(db))
	if len(q) > 0 {
		b.WriteString("?")
		keys := make([]string, 0, len(q))
		for k := range q {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for i, k := range keys {
			if i > 0 {
				b.WriteString("&")
			}
			// Paths stay readable: "/" and "," need no escaping here.
			b.WriteString(k + "=" + strings.NewReplacer("%2F", "/", "%2C", ",").Replace(url.QueryEscape(q.Get(k))))
		}
	}
	return b.String()
}

// IdentityAs is a PostgreSQL identity URL (Identity) with user written in
// as its user — "USER" for a placeholder — for a per-command setting a
// person completes (a password, when the role needs one); other
// identities are returned as they are.
func IdentityAs(id, user string) string {
	if rest, ok := strings.CutPrefix(id, "postgres://"); ok {
		return "postgres://" + url.User(user).String() + "@" + rest
	}
	return id
}
