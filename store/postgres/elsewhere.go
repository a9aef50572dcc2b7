package postgres

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/jackc/pgx/v5"

	"github.com/modusbrain/evalkit/store"
)

// Every name the engine uses resolves on its session's search_path, which
// need not be the one modusbrain's sessions have: ALTER ROLE … SET
// search_path gives modusbrain's role a schema of its own, which a DBA's
// per-command URL (a superuser's "$user", public) does not reach, and a
// role may have modusbrain's schema on its search_path without USAGE on
// it, which PostgreSQL skips without a word. Either way the session sees no
// eval tables, and would read "nothing captured" or create a second set
// that modusbrain never reads. The catalogue shows every schema's tables
// to every role, so the engine looks there.

var _ store.TableLocator = (*Engine)(nil)

// ErrTablesElsewhere is wrapped by Migrate's refusal to create or write
// eval tables other than those modusbrain's role finds (a second set), or
// while this role may not use the schema they are in.
var ErrTablesElsewhere = errors.New("the brain's eval tables are not on this session's search_path")

// chosenSources are pg_settings sources of a search_path the connection
// set itself (the URL, options, PGOPTIONS) or a SET: the user named the
// schema for this command.
var chosenSources = map[string]bool{"client": true, "session": true}

// serverWideSources are sources of a search_path every role shares (the
// server's default or configuration), which modusbrain's role has too
// unless a role or database setting says otherwise.
var serverWideSources = map[string]bool{"default": true, "configuration file": true, "command line": true,
	"environment variable": true, "override": true}

// pathSchema is one schema named on a search_path, as the catalogue has it.
type pathSchema struct {
	name, quoted string
	exists       bool
	usable       bool // the role whose path it is may use it (USAGE)
	tables       bool // it holds eval_candidates
	owner        string
}

// TablesElsewhere reports eval tables this session does not reach but
// should (see store.TableLocator).
func (e *Engine) TablesElsewhere(ctx context.Context) (*store.Elsewhere, error) {
	el, err := tablesElsewhere(ctx, e.pool, e.modusbrainRole)
	return el, e.wrap("eval tables elsewhere", err)
}

// queryer is what the catalogue reads need: the pool, a connection or a
// transaction.
type queryer interface {
	querier
	Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error)
}

func tablesElsewhere(ctx context.Context, q queryer, h roleHints) (*store.Elsewhere, error) {
	var me, path, source, bootPath string
	var here, create, brain *string
	var anywhere []string
	// modusbrain's role: the user of its own URL, which names this database
	// with no search_path of its own when this session's has none either
	// (dial.ModusbrainRole compares search_paths): its sessions start with
	// the role's search_path, which rolePath reads.
	err := q.QueryRow(ctx, `
		SELECT current_user::text, current_setting('search_path'), s.source::text, s.boot_val::text,
		       (SELECT quote_ident(n.nspname)::text FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
		        WHERE c.oid = to_regclass('eval_candidates')),
		       quote_ident(current_schema())::text,
		       (SELECT rolname::text FROM pg_roles WHERE rolname IN ($1::text, $2::text) AND rolname <> ''
		        ORDER BY rolname = $1::text DESC LIMIT 1),
		       coalesce((SELECT array_agg(DISTINCT quote_ident(n.nspname)::text ORDER BY quote_ident(n.nspname)::text)
		                 FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
		                 WHERE c.relname = 'eval_candidates' AND c.relkind IN ('r', 'p')
		                   AND n.nspname NOT LIKE 'pg\_temp\_%' AND n.nspname NOT LIKE 'pg\_toast%'), '{}')
		FROM pg_settings s WHERE s.name = 'search_path'`, h.exact, h.byName).
		Scan(&me, &path, &source, &bootPath, &here, &create, &brain, &anywhere)
	if err != nil {
		return nil, err
	}
	sHere, sCreate := derefOr(here), derefOr(create)
	mine, err := readPath(ctx, q, me, path)
	if err != nil {
		return nil, err
	}
	// A schema on this session's own path that holds the tables but that
	// its role may not use: PostgreSQL skips it, silently.
	if sHere == "" {
		for _, s := range mine {
			if s.exists && !s.usable && s.tables {
				return denied(ctx, q, me, derefOr(brain), s)
			}
		}
	}
	if chosenSources[source] {
		return note(sHere, path, anywhere), nil
	}
	if brain != nil && *brain != me {
		// Its sessions start with its login's settings (a role it SETs
		// through options brings none of its own); "$user" is the role.
		login := *brain
		if h.login != "" {
			login = h.login
		}
		rPath, err := rolePath(ctx, q, login, path, source, bootPath)
		if err != nil {
			return nil, err
		}
		theirs, err := readPath(ctx, q, *brain, rPath)
		if err != nil {
			return nil, err
		}
		var rHere, rCreate string
		for _, s := range theirs {
			if !s.exists || !s.usable {
				continue
			}
			if rCreate == "" {
				rCreate = s.quoted
			}
			if s.tables && rHere == "" {
				rHere = s.quoted
			}
		}
		if el := split(me, *brain, rPath, path, sHere, sCreate, rHere, rCreate); el != nil {
			el.Env, el.Fix = schemaEnv(h, me, el.Env)
			return el, nil
		}
	}
	return note(sHere, path, anywhere), nil
}

// split compares where this session (role me, search_path path) finds the
// eval tables, or would create them, with where modusbrain's role brain
// (search_path rPath) does; all schema names are quoted ("" for none).
func split(me, brain, rPath, path, sHere, sCreate, rHere, rCreate string) *store.Elsewhere {
	theirs := fmt.Sprintf("modusbrain's role %s (search_path %s)", brain, rPath)
	ours := fmt.Sprintf("this session (role %s, search_path %s)", me, path)
	switch {
	case rHere != "" && sHere == "":
		return &store.Elsewhere{Blocks: true, Env: rHere,
			Why: fmt.Sprintf("%s finds no eval tables, but %s finds them in schema %s: "+
				"what this command reads here is not the brain's, and capture would create a second set of tables that modusbrain never reads", ours, theirs, rHere)}
	case rHere != "" && sHere != rHere:
		return &store.Elsewhere{Blocks: true, Env: rHere,
			Why: fmt.Sprintf("%s finds the eval tables in schema %s, but %s finds them in schema %s: two sets of eval tables, and "+
				"modusbrain writes and reads those in %s, so capture here writes rows modusbrain never reads, and export and prune here miss "+
				"modusbrain's (to read the set in %s on purpose, name that schema in the URL's search_path)", ours, sHere, theirs, rHere, rHere, sHere)}
	case rHere == "" && sHere != "" && rCreate != sHere:
		return &store.Elsewhere{Blocks: true, Env: rCreate,
			Why: fmt.Sprintf("%s finds the eval tables in schema %s, but %s does not reach them: modusbrain's next migration creates a second set "+
				"in %s and writes there (to read the set in %s on purpose, name that schema in the URL's search_path)", ours, sHere, theirs,
				orNone(rCreate), sHere)}
	case rHere == "" && sHere == "" && rCreate != "" && sCreate != rCreate:
		return &store.Elsewhere{CreateOnly: true, Env: rCreate,
			Why: fmt.Sprintf("%s would create the eval tables in %s, but %s looks for them in schema %s: modusbrain would never read them, "+
				"and its migration would create a second set", ours, orNone(sCreate), theirs, rCreate)}
	}
	return nil
}

func orNone(schema string) string {
	if schema == "" {
		return "no schema (none on its search_path that it may use)"
	}
	return "schema " + schema
}

// denied is the answer when schema s on role me's own search_path holds
// the eval tables but me may not use it.
func denied(ctx context.Context, q querier, me, brain string, s pathSchema) (*store.Elsewhere, error) {
	// A role me may act as for one command (SET ROLE through options), one
	// that may use the schema: modusbrain's role first, then the owner.
	var as *string
	err := q.QueryRow(ctx, `SELECT r FROM unnest($1::text[]) WITH ORDINALITY AS x(r, o)
		WHERE r <> '' AND r <> current_user AND EXISTS (SELECT 1 FROM pg_roles WHERE rolname = r)
		  AND pg_has_role(current_user, r, 'MEMBER') AND has_schema_privilege(r, $2, 'USAGE')
		ORDER BY o LIMIT 1`, []string{brain, s.owner}, s.name).Scan(&as)
	if err != nil && !errors.Is(err, pgx.ErrNoRows) {
		return nil, err
	}
	role := pgx.Identifier{me}.Sanitize()
	el := &store.Elsewhere{Blocks: true,
		Why: fmt.Sprintf("the eval tables are in schema %s, on role %s's search_path, but %s may not use that schema (no USAGE on it), "+
			"so PostgreSQL skips it without a word and this session sees no eval tables", s.quoted, me, me),
		Fix: fmt.Sprintf("as role %s (the owner of schema %s) or a superuser: GRANT USAGE ON SCHEMA %s TO %s;",
			pgx.Identifier{s.owner}.Sanitize(), s.quoted, s.quoted, role)}
	if as != nil {
		el.Fix += fmt.Sprintf(" or act as role %s, which may use it and which %s is a member of, for one command: "+
			"options=-c%%20role%%3D%s in that command's URL", pgx.Identifier{*as}.Sanitize(), me, *as)
	}
	return el, nil
}

// note is what a session that finds no eval tables is told when schemas
// of this database it does not look in hold some (another brain's, or this
// one's under a search_path it misses); nil otherwise.
func note(sHere, path string, anywhere []string) *store.Elsewhere {
	if sHere != "" || len(anywhere) == 0 {
		return nil
	}
	return &store.Elsewhere{Why: fmt.Sprintf("this session's search_path (%s) finds no eval tables, but schema %s of this database "+
		"%s some (another brain's, or this one's: then name its schema in the URL's search_path, e.g. search_path=%s)",
		path, strings.Join(anywhere, ", "), map[bool]string{true: "holds", false: "hold"}[len(anywhere) == 1], anywhere[0])}
}

// rolePath is the search_path role's sessions start with in this database
// (role the user they log in as, whose settings apply),
// by PostgreSQL's precedence: a setting for the role in this database, for
// the role, for the database, for every role; else the server's, which
// this session (search_path path from source) shows when no role or
// database setting of its own hides it, else PostgreSQL's default
// (bootPath). modusbrain's own URL naming a search_path does not count:
// such a URL is another identity than a per-command URL without one.
func rolePath(ctx context.Context, q querier, role, path, source, bootPath string) (string, error) {
	set, _, found, err := roleSetting(ctx, q, role, "search_path")
	switch {
	case err != nil:
		return "", err
	case found:
		return set, nil
	case serverWideSources[source]:
		return path, nil
	}
	return bootPath, nil
}

// readPath looks up the schemas search_path path names for role ("$user"
// is role), in order, as the catalogue has them.
func readPath(ctx context.Context, q queryer, role, path string) ([]pathSchema, error) {
	names := parsePath(path, role)
	if len(names) == 0 {
		return nil, nil
	}
	rows, err := q.Query(ctx, `
		SELECT x.name, quote_ident(x.name)::text, n.oid IS NOT NULL,
		       coalesce(has_schema_privilege($2::text, n.oid, 'USAGE'), false),
		       EXISTS (SELECT 1 FROM pg_class c WHERE c.relnamespace = n.oid AND c.relname = 'eval_candidates' AND c.relkind IN ('r', 'p')),
		       coalesce(CASE WHEN pg_get_userbyid(n.nspowner) = 'pg_database_owner'
		                     THEN (SELECT pg_get_userbyid(datdba) FROM pg_database WHERE datname = current_database())
		                     ELSE pg_get_userbyid(n.nspowner) END::text, '')
		FROM unnest($1::text[]) WITH ORDINALITY AS x(name, ord) LEFT JOIN pg_namespace n ON n.nspname = x.name
		ORDER BY x.ord`, names, role)
	if err != nil {
		return nil, err
	}
	var out []pathSchema
	var s pathSchema
	_, err = pgx.ForEachRow(rows, []any{&s.name, &s.quoted, &s.exists, &s.usable, &s.tables, &s.owner}, func() error {
		out = append(out, s)
		return nil
	})
	return out, err
}

// parsePath splits a search_path value as PostgreSQL reads it: names
// separated by commas, unquoted ones folded to lower case, "…" quoted
// ones kept as written ("" a quote inside), "$user" the role's name.
func parsePath(path, role string) []string {
	var out []string
	for rest := strings.TrimSpace(path); rest != ""; {
		var name string
		if rest[0] == '"' {
			var b strings.Builder
			i := 1
			for ; i < len(rest); i++ {
				if rest[i] == '"' {
					if i+1 < len(rest) && rest[i+1] == '"' {
						b.WriteByte('"')
						i++
						continue
					}
					break
				}
				b.WriteByte(rest[i])
			}
			name, rest = b.String(), rest[min(i+1, len(rest)):]
			if name == "$user" {
				name = role
			}
		} else {
			end := strings.IndexByte(rest, ',')
			if end < 0 {
				end = len(rest)
			}
			name, rest = strings.ToLower(strings.TrimSpace(rest[:end])), rest[end:]
			if name == "$user" {
				name = role
			}
		}
		rest = strings.TrimSpace(rest)
		rest = strings.TrimSpace(strings.TrimPrefix(rest, ","))
		if name != "" {
			out = append(out, name)
		}
	}
	return out
}

// schemaEnv is the per-command setting that names schema (quoted) as
// role's search_path, or, when the engine cannot spell one, a fix in words.
func schemaEnv(h roleHints, role, schema string) (env, fix string) {
	if h.commandEnv != nil {
		return h.commandEnv(role, schema), ""
	}
	return "", fmt.Sprintf("name schema %s for one command, with search_path=%s in that command's URL "+
		"(config.json is modusbrain's and stays as it is)", schema, schema)
}

// elsewhereRefusal is Migrate's refusal to capture into eval tables other
// than the brain's, or to create a second set, or nil (see TablesElsewhere).
func elsewhereRefusal(ctx context.Context, q queryer, h roleHints) (*roleRefusal, error) {
	el, err := tablesElsewhere(ctx, q, h)
	if err != nil || el == nil || !el.Blocks && !el.CreateOnly {
		return nil, err
	}
	verb := "refusing to create or write eval tables here: "
	if el.CreateOnly {
		verb = "refusing to create the eval tables: "
	}
	return &roleRefusal{err: ErrTablesElsewhere, why: verb + el.Why, fix: el.FixFor("eval-capture </dev/null")}, nil
}
