package dial

import (
	"net/url"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

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
// search_path the session starts with when the URL or libpq's options
// (PGOPTIONS included) set one: it chooses the schema, so the tables.
// Nothing else of options counts: statement_timeout, client_min_messages,
// application_name and the like are session settings, and a capturing
// service whose environment sets them writes into the same tables as a
// shell that does not. Not the user nor the password: they are
// credentials. (The role can still choose the schema — "$user" in
// search_path, a role's own search_path — so the spool, which must never
// deliver into another brain, adds it: SpoolIdentity.) Written as a URL a person
// can complete: postgres://db.internal:5432/brain,
// postgres:///brain?host=/tmp&port=5432,
// postgres://db.internal:5432/brain?search_path=evals.
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
	cfg, err := parseForIdentity(raw)
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
	tablesParams(cfg.RuntimeParams["search_path"], cfg.RuntimeParams["options"], q)
	return pgParts{hosts: strings.Join(hosts, ","), db: db, q: q}, true
}

// tablesParams sets in q what of a session's start chooses its tables: the
// search_path the server applies, from the search_path parameter, which it
// applies after options, else the last one options set. When options do
// not read as the server reads them (optionsSearchPath), they are kept
// whole, as identities were before: the events then wait for a run with
// the same options rather than risk another schema.
func tablesParams(param, options string, q url.Values) {
	sp, ok := optionsSearchPath(options)
	if !ok {
		q.Set("options", redact.Text(options))
	}
	if param != "" {
		sp = param
	}
	if sp != "" {
		q.Set("search_path", redact.Text(sp))
	}
}

// optionsSearchPath is the last search_path libpq's options set, read as
// the server reads them (configplane.PGOptionsSetting); false when options
// hold something the server would refuse or that reader does not know
// (then nothing is assumed of them).
func optionsSearchPath(options string) (string, bool) {
	sp, _, ok := configplane.PGOptionsSetting(options, "search_path")
	return sp, ok
}

// CanonicalIdentity is id as this build's Identity spells it. Records an
// earlier evalkit spooled carry its spelling, which kept libpq's options
// whole (PGOPTIONS='-c statement_timeout=60000' made the same brain
// another identity): read again, only the search_path they set counts,
// so such a record's identity is the one the same brain has now. An id
// that is not a PostgreSQL identity URL, or does not read as one, comes
// back as it is. It never adds anything: the servers, the database and
// the search_path stay exactly as written, so two canonical identities
// are equal only when those are.
func CanonicalIdentity(id string) string {
	rest, ok := strings.CutPrefix(id, "postgres://")
	if !ok {
		return id
	}
	hosts, path, ok := strings.Cut(rest, "/")
	if !ok {
		return id
	}
	dbPart, query, _ := strings.Cut(path, "?")
	db, err := url.PathUnescape(dbPart)
	if err != nil {
		return id
	}
	q, err := url.ParseQuery(query)
	if err != nil {
		return id
	}
	out := url.Values{}
	for k, v := range q {
		switch {
		case len(v) != 1:
			return id // not an identity's spelling
		case k == "search_path" || k == "options":
		default:
			out[k] = v
		}
	}
	tablesParams(q.Get("search_path"), q.Get("options"), out)
	return pgParts{hosts: hosts, db: db, q: out}.identity()
}

// SameIdentity reports whether a and b, identities as Identity spells them
// now or as an earlier evalkit did, name the same database: equal once
// both are canonical (CanonicalIdentity). The spool delivers a record
// whose identity is the same as its process's.
func SameIdentity(a, b string) bool {
	return a == b || CanonicalIdentity(a) == CanonicalIdentity(b)
}

// SameAs is SameIdentity(id, ·) with id made canonical once: the test a
// spool asks of every record that is not spelled as id (spool.Options'
// SameTarget).
func SameAs(id string) func(string) bool {
	canon := CanonicalIdentity(id)
	return func(other string) bool { return other == id || CanonicalIdentity(other) == canon }
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

// SpoolIdentity is the identity the capture spool tags a record with:
// Identity, and for PostgreSQL the role the session logs in as (the user
// as the driver resolves it: the URL's, else PGUSER, else the operating
// system's user) written in as the URL's user — never a password. The
// role is part of where rows go: the default search_path "$user", public
// resolves eval_candidates in a schema named after it when one exists,
// and ALTER ROLE … SET search_path gives a role its own schemas; so two
// roles with the same servers, database and search_path can write into
// two brains (docs/spool.md). SQLite has no roles: Identity.
func SpoolIdentity(t configplane.Target) string {
	id := Identity(t)
	if engineOf(t) != configplane.EnginePostgres || !strings.HasPrefix(id, "postgres://") {
		return id
	}
	cfg, err := parseForIdentity(t.URL)
	if err != nil || cfg.User == "" {
		return id
	}
	if cfg.Password != "" && cfg.User == cfg.Password {
		// A user name that is the password (postgres:postgres) is a
		// secret too, masked whole wherever this run prints it; a
		// record's identity is printed by later runs that do not know
		// the password (hostile probe 10). Such a role's records carry
		// no role: its own runs deliver them (the same identity), other
		// roles' runs leave them (RoleNotRecorded).
		return id
	}
	return identityAs(id, cfg.User)
}

// SpoolSameAsTarget is SpoolSameAs for t's SpoolIdentity. When that
// identity leaves out a user name that holds the password, it also takes
// the records an evalkit before that rule wrote with the user, so that an
// upgrade in the middle of an outage strands none of them.
func SpoolSameAsTarget(t configplane.Target, adopt bool) func(string) bool {
	id := SpoolIdentity(t)
	same := SpoolSameAs(id, adopt)
	cfg, err := parseForIdentity(t.URL)
	if engineOf(t) != configplane.EnginePostgres || !strings.HasPrefix(id, "postgres://") || err != nil ||
		cfg.User == "" || cfg.Password == "" || cfg.User != cfg.Password {
		return same
	}
	withUser := SameAs(identityAs(id, cfg.User))
	return func(other string) bool { return same(other) || withUser(other) }
}

// splitUser separates the user an identity URL carries (SpoolIdentity)
// from the rest; ok is false when it carries none.
func splitUser(id string) (base, user string, ok bool) {
	rest, isPG := strings.CutPrefix(id, "postgres://")
	if !isPG {
		return id, "", false
	}
	hosts, _, _ := strings.Cut(rest, "/")
	at := strings.LastIndexByte(hosts, '@')
	if at < 0 {
		return id, "", false
	}
	u, err := url.PathUnescape(hosts[:at])
	if err != nil {
		return id, "", false
	}
	return "postgres://" + rest[at+1:], u, true
}

// IdentityUser is the role a spool identity names (SpoolIdentity), ""
// when it names none: an identity an earlier evalkit wrote, or SQLite's.
func IdentityUser(id string) string {
	_, u, _ := splitUser(id)
	return u
}

// RoleNotRecorded reports whether target, a record's identity, is mine's
// database as an earlier evalkit spelled it, without the role (mine is a
// SpoolIdentity with one). Such records may have been captured by any
// role of that database, so — the role choosing the tables — no run
// delivers them on its own; one run told to adopt them does
// (eval-capture --adopt-legacy-spool, run as the role that captured them).
func RoleNotRecorded(target, mine string) bool {
	base, _, ok := splitUser(mine)
	if !ok {
		return false
	}
	if _, _, has := splitUser(target); has {
		return false
	}
	return SameIdentity(target, base)
}

// SpoolSameAs is the spool's test of a record's identity (spool.Options'
// SameTarget) for a Spool tagged id (SpoolIdentity): the same database as
// the same role, in any spelling an evalkit wrote (SameAs); and, when
// adopt is set, that database's records whose role was not recorded
// (RoleNotRecorded).
func SpoolSameAs(id string, adopt bool) func(string) bool {
	same := SameAs(id)
	return func(other string) bool {
		return same(other) || adopt && RoleNotRecorded(other, id)
	}
}

// OtherRole reports whether target, a record's identity, is mine's
// database, servers and search_path as another role (both
// SpoolIdentity spellings): a run as mine's role does not deliver it, as
// the other role's tables may be other ones.
func OtherRole(target, mine string) bool {
	tb, tu, ok1 := splitUser(target)
	mb, mu, ok2 := splitUser(mine)
	return ok1 && ok2 && tu != mu && SameIdentity(tb, mb)
}
