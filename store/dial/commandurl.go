package dial

import (
	"net/url"
	"strings"

	"github.com/modusbrain/evalkit/configplane"
	"github.com/modusbrain/evalkit/internal/redact"
)

// CommandEnv is the per-command setting that names the database of a
// target identity id (Identity) for one command, never exported and never
// written to modusbrain's config.json: MODUSBRAIN_DATABASE_URL='URL' with
// CommandURL's URL for PostgreSQL, EVALKIT_SQLITE_PATH=PATH for SQLite.
// Every message that tells a person to run one command against a database
// builds its setting here.
func CommandEnv(id, user string, configured configplane.Target) string {
	if path, ok := strings.CutPrefix(id, "sqlite "); ok {
		return configplane.EnvSQLitePath + "=" + path
	}
	return configplane.EnvDatabaseURL + "='" + CommandURL(id, user, configured) + "'"
}

// CommandURL is the URL of the PostgreSQL database whose identity is id,
// logged in as user ("USER" for a placeholder a person completes), for a
// person to copy into one command. It holds no credential but that user:
// no password (a person adds the one the role needs) and no other secret
// (sslpassword, any parameter redact masks).
//
// When configured, the target this process was set up with, has identity
// id, the URL keeps the connection settings of configured's URL or
// key=value DSN: besides the servers, database and search_path that
// Identity writes, every parameter it sets (sslmode, sslrootcert,
// sslcert, sslkey, connect_timeout, target_session_attrs,
// application_name, options, ...), so the command connects as the process does —
// not without the TLS verification the server asks for. Otherwise (another
// database, only its identity known) it is the identity with user written
// in. Identities that are not PostgreSQL URLs come back as they are.
//
// The options of configured's URL are copied whole when user is the
// login it names. A user that a login SET ROLEs to (options -c role=X) —
// configured's, or that of modusbrain's own URL for the same database —
// may have no login of its own: the command logs in as that login, with
// the role set. For any other user, the role configured's options set is
// left out, so that the command works as user.
//
// The URL is meant to sit between single quotes on a shell line: it holds
// no quote.
func CommandURL(id, user string, configured configplane.Target) string {
	if base, u, ok := splitUser(id); ok {
		// A spool identity names its role (SpoolIdentity): that role's
		// schemas may be the tables, so the command logs in as it.
		id, user = base, u
	}
	return asRole(id, user, configured, true)
}

// asRole is the URL of database id for a command that works as role: by
// the login that SET ROLEs to it when configured's URL or modusbrain's
// own (the same database) shows one; else as role itself, with
// configured's options whole when role is configured's login and
// loginKeeps says so (the same session as configured), else without the
// role they set.
func asRole(id, role string, t configplane.Target, loginKeeps bool) string {
	if engineOf(t) == configplane.EnginePostgres && Identity(t) == id {
		if l := loginOf(t.URL); l != "" && l != role && role == configplane.URLRole(t.URL) {
			return commandURL(id, l, t, true)
		}
		if l := loginOf(t.ModusbrainURL); l != "" && l != role && role == ModusbrainRole(t) {
			return withRole(commandURL(id, l, t, false), role)
		}
	}
	return commandURL(id, role, t, loginKeeps && role == loginOf(t.URL))
}

// commandURL is CommandURL as user, keeping the role configured's options
// set only when keepRole says so.
func commandURL(id, user string, configured configplane.Target, keepRole bool) string {
	plain := identityAs(id, user)
	if !strings.HasPrefix(id, "postgres://") || engineOf(configured) != configplane.EnginePostgres || Identity(configured) != id {
		return plain
	}
	p, ok := pgIdentityParts(configured.URL)
	params, ok2 := connParams(configured.URL)
	if !ok || !ok2 {
		return plain
	}
	if o, ok := params["options"]; ok && !keepRole {
		// The command logs in as another role than configured does: a
		// role configured's login SET ROLEs to would make it run as that
		// one instead of user.
		if params["options"], ok = configplane.PGOptionsWithout(o, "role"); !ok {
			return plain
		}
	}
	for k, v := range params {
		if v != "" || k != "options" {
			p.q.Set(k, v)
		}
	}
	u := p.write(user, commandEscape)
	if redact.HasPassword(u) || strings.Contains(u, "'") {
		return plain // cannot happen: nothing secret was copied
	}
	return u
}

// commandEscape escapes a query key or value the way the driver (and
// libpq) decode it: percent-escapes only, so a space is %20, never '+',
// which they read as a plus sign. "/", "," and ":" stay readable.
func commandEscape(v string) string {
	v = strings.ReplaceAll(url.QueryEscape(v), "+", "%20")
	return strings.NewReplacer("%2F", "/", "%2C", ",", "%3A", ":").Replace(v)
}

// identityKeys are the parameters Identity writes itself (the servers and
// the database in the URL's host list and path, search_path in its query)
// and the user, which CommandURL replaces. options is copied like any
// other setting: Identity keeps only the search_path they set.
var identityKeys = map[string]bool{
	"host": true, "port": true, "dbname": true, "database": true,
	"search_path": true, "user": true,
}

// connParams are the parameters raw, a postgres:// URL or a key=value DSN,
// sets that CommandURL copies: all but identityKeys, the secrets
// (redact.SecretKey) and options that set one (setsSecret), each by its
// last occurrence, as the driver reads
// them. A value redact would mask in free text is left out too, rather
// than copied masked or whole. False when raw does not read as either.
func connParams(raw string) (map[string]string, bool) {
	var params map[string]string
	var ok bool
	if rest, isURL := cutScheme(raw); isURL {
		params, ok = urlParams(rest)
	} else {
		params, ok = dsnParams(raw)
	}
	if !ok {
		return nil, false
	}
	for k, v := range params {
		if identityKeys[k] || redact.SecretKey(k) || redact.Text(v) != v || k == "options" && setsSecret(v) {
			delete(params, k)
		}
	}
	return params, true
}

// setsSecret reports options that set a setting named for a secret
// ("-c app.token=…", "--tenant.api_key=…"), which a line printed for
// people to copy must not carry, password or not. Only the settings'
// names are read: a value may be a path ("/etc/ssl/private/…").
func setsSecret(options string) bool {
	for _, f := range strings.Fields(options) {
		name, _, _ := strings.Cut(strings.TrimLeft(strings.TrimPrefix(f, "-c"), "-"), "=")
		l := strings.ToLower(name)
		for _, w := range []string{"password", "passwd", "secret", "token", "credential", "apikey", "api_key"} {
			if strings.Contains(l, w) {
				return true
			}
		}
	}
	return false
}

// cutScheme is raw after postgres:// or postgresql://, and whether raw is
// such a URL (the driver reads anything else as key=value pairs).
func cutScheme(raw string) (string, bool) {
	for _, s := range []string{"postgres://", "postgresql://"} {
		if rest, ok := strings.CutPrefix(raw, s); ok {
			return rest, true
		}
	}
	return "", false
}

// urlParams reads the query of a URL (after its scheme) as the driver
// does: the userinfo ends at an '@' before any '/', the query starts at
// the first '?' after it, pairs are split at '&' and then at their one
// '=', both halves percent-decoded ('+' is a plus sign), the last of a key
// wins, and ssl=true means sslmode=require unless an sslmode follows it.
func urlParams(rest string) (map[string]string, bool) {
	if i := strings.IndexAny(rest, "@/"); i >= 0 && rest[i] == '@' {
		rest = rest[i+1:]
	}
	out := map[string]string{}
	_, query, found := strings.Cut(rest, "?")
	if !found {
		return out, true
	}
	sslWasLast := false
	for pair := range strings.SplitSeq(query, "&") {
		if pair == "" {
			continue
		}
		rk, rv, ok := strings.Cut(pair, "=")
		if !ok || strings.Contains(rv, "=") {
			return nil, false
		}
		k, err1 := url.PathUnescape(rk)
		v, err2 := url.PathUnescape(rv)
		if err1 != nil || err2 != nil {
			return nil, false
		}
		k = strings.TrimSpace(k)
		out[k] = strings.TrimSpace(v)
		switch k {
		case "ssl":
			sslWasLast = true
		case "sslmode":
			sslWasLast = false
		}
	}
	if out["ssl"] == "true" {
		delete(out, "ssl")
		if sslWasLast {
			out["sslmode"] = "require"
		}
	}
	return out, true
}

// dsnParams reads key=value pairs as libpq and the driver do
// (configplane.DSNPairs); the last of a key wins.
func dsnParams(s string) (map[string]string, bool) {
	pairs := configplane.DSNPairs(s)
	if pairs == nil && strings.TrimSpace(s) != "" {
		return nil, false
	}
	out := make(map[string]string, len(pairs))
	for _, kv := range pairs {
		out[kv[0]] = kv[1]
	}
	return out, true
}
