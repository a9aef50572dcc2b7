package dial

import (
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

// commandEnvIn is CommandEnv for t's database as user, with search_path
// set to searchPath unless t's URL sets one (which chose the tables for
// every role already): the advice to capture once as another role, whose
// own search_path may find another brain's tables first.
func commandEnvIn(t configplane.Target, user, searchPath string) string {
	u := CommandURL(Identity(t), user, t)
	if p, ok := pgIdentityParts(t.URL); ok && p.q.Get("search_path") == "" && strings.HasPrefix(u, "postgres://") {
		sep := "?"
		if strings.Contains(u, "?") {
			sep = "&"
		}
		u += sep + "search_path=" + commandEscape(searchPath)
	}
	return configplane.EnvDatabaseURL + "='" + u + "'"
}
