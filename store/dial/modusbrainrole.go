package dial

import (
	"net/url"
	"sort"
	"strings"

	"github.com/modusbrain/evalkit/configplane"
)

// ModusbrainRoleByName is the user config.json's database_url names when
// that URL names a database of t's name (and search_path) but spells the
// server otherwise than t's URL — localhost:5432 in modusbrain's
// config.json, the socket directory in a DBA's per-command URL — so that
// Identity, which compares spellings, cannot tell one server from two.
// "" when ModusbrainRole already names it, or the databases differ.
// store/postgres takes this role for modusbrain's only when it is a login
// role of the server reached, with a foothold in the database (a role of
// that name on another server is no evidence), and ranks it below the
// exact match, above the config table's owner.
func ModusbrainRoleByName(t configplane.Target) string {
	if t.ModusbrainRole == "" || t.ModusbrainURL == "" || engineOf(t) != configplane.EnginePostgres || ModusbrainRole(t) != "" {
		return ""
	}
	a, ok := pgIdentityParts(t.URL)
	b, ok2 := pgIdentityParts(t.ModusbrainURL)
	if !ok || !ok2 || a.db != b.db || a.q.Get("search_path") != b.q.Get("search_path") || a.q.Get("options") != b.q.Get("options") {
		return ""
	}
	return t.ModusbrainRole
}

// commandEnvIn is CommandEnv for t's database as role, with search_path
// set to searchPath unless t's URL sets one (which chose the tables for
// every role already): the advice to capture once as another role, whose
// own search_path may find another brain's tables first. A role that a
// login SET ROLEs to is reached through that login (asRole).
func commandEnvIn(t configplane.Target, role, searchPath string) string {
	// Never t's session as is when role is its login: a role it SETs
	// would make the command work as that one.
	u := asRole(Identity(t), role, t, false)
	if p, ok := pgIdentityParts(t.URL); ok && p.q.Get("search_path") == "" && strings.HasPrefix(u, "postgres://") {
		sep := "?"
		if strings.Contains(u, "?") {
			sep = "&"
		}
		u += sep + "search_path=" + commandEscape(searchPath)
	}
	return configplane.EnvDatabaseURL + "='" + u + "'"
}

// loginOf is the user a PostgreSQL URL or DSN logs in as
// (configplane.URLLogin).
func loginOf(raw string) string { return configplane.URLLogin(raw) }

// withRole adds -c role=role to the options of u, a URL CommandURL wrote
// (its options hold no role setting: CommandURL drops it for another
// login).
func withRole(u, role string) string {
	base, query, _ := strings.Cut(u, "?")
	q, err := url.ParseQuery(query)
	if err != nil || !strings.HasPrefix(u, "postgres://") {
		return u
	}
	opts := configplane.PGOptionSet("role", role)
	if o := q.Get("options"); o != "" {
		opts = o + " " + opts
	}
	q.Set("options", opts)
	keys := make([]string, 0, len(q))
	for k := range q {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b strings.Builder
	for i, k := range keys {
		if i > 0 {
			b.WriteString("&")
		}
		b.WriteString(commandEscape(k) + "=" + commandEscape(q.Get(k)))
	}
	return base + "?" + b.String()
}
