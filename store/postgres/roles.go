package postgres

import (
	"context"
	"fmt"
	"strings"

	"github.com/jackc/pgx/v5"

	"github.com/modusbrain/evalkit/store"
)

// Who may create, adopt and own the eval tables in a brain, by
// PostgreSQL's own rules:
//
//   - Row-level security does not apply to superusers, to roles with the
//     BYPASSRLS attribute themselves (attributes are not inherited through
//     role membership), nor to a table's owner — anyone with the owner
//     role's rights — unless the table forces it. modusbrain's tables enable
//     it without FORCE; evalkit's force it.
//   - Only the owner may ALTER a table or index it, and modusbrain's
//     migrations re-run CREATE INDEX IF NOT EXISTS, ENABLE ROW LEVEL
//     SECURITY and ADD COLUMN IF NOT EXISTS against whatever tables are
//     there. So the tables evalkit creates must end up owned by a role
//     whose rights modusbrain's role has: evalkit gives them to the brain's
//     owner, or refuses to create them when it cannot.
//
// The brain's owner is the role modusbrain migrates with, as far as the
// catalogue and evalkit's own settings show it, from the strongest
// evidence down:
//
//  1. the owner of an eval table modusbrain created (a serial id, where
//     evalkit's tables have an identity column);
//  2. Options.ModusbrainRole, when that role exists: the user modusbrain's
//     own config.json database_url names is the role it connects to that
//     database as, by definition (it outranks the config table's owner,
//     whom a restore by a DBA may have made someone else). store/dial
//     passes it only when that URL names this database (its Identity):
//     config.json's user says nothing about another brain on the server;
//  3. the owner of modusbrain's DB-plane config table (key and value text
//     columns), which its earlier migrations made as its role — unless a
//     superuser owns it: that is the trace of a DBA who ran modusbrain's
//     first migrations or restored the brain, and tables left to a
//     superuser are out of reach of modusbrain's own role; then
//     Options.ModusbrainRoleByName, config.json's user when that URL
//     names a database of this name but spells the server otherwise
//     (localhost:5432 where this URL has the socket directory: one server
//     or two, the spelling cannot tell), when it is a login role of this
//     cluster, not a superuser (a developer's local postgres), that has a
//     foothold in this database (owns it, may create tables in the
//     schema, or may read the config table) — weaker evidence than this
//     database's own config table, so it comes after it;
//  4. with none of those, when PUBLIC holds CREATE on the schema
//     (PostgreSQL 14's and older default), every role may create tables
//     there and any could be modusbrain's: the catalogue cannot tell;
//  5. otherwise the login roles but superusers that may create tables in
//     the schema — the schema's owner, the database's owner through
//     pg_database_owner, the roles granted CREATE and the login roles that
//     hold it through a group they belong to (a group that cannot log in
//     is never modusbrain's role) — are the roles modusbrain may run as.
//     Tables owned by one of them whose rights all the others have
//     (superusers have every role's) work whichever it is: that one, the
//     database's owner first; with none of them, the database's owner (a
//     superuser). Otherwise the catalogue cannot tell.
//
// When it cannot tell, evalkit creates nothing: the database's owner
// belonging to the DBA while modusbrain's role was granted CREATE (or
// holds it through PUBLIC) is a common setup, and tables given to the
// wrong role break modusbrain's migrations.

// brainOwnerQuery yields one row: the brain owner's oid and where it was
// found, in words, both NULL when the catalogue cannot tell; the
// database's owner; the login roles but superusers that may create tables
// in the schema; whether PUBLIC may; and whether the owner was inferred
// from those (5) rather than shown (1-3). Its parameters ($1, $2, text)
// are Options.ModusbrainRole and Options.ModusbrainRoleByName.
const brainOwnerQuery = `
	WITH d AS (SELECT datdba FROM pg_database WHERE datname = current_database()),
	m AS (
		SELECT c.relowner, c.relname::text AS relname FROM pg_class c
		WHERE c.oid IN (to_regclass('eval_candidates'), to_regclass('eval_capture_failures'))
		  AND NOT EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'id' AND a.attidentity <> '')
		ORDER BY c.relname LIMIT 1),
	cfg AS (
		SELECT c.relowner FROM pg_class c
		WHERE c.oid = to_regclass('config') AND c.relkind IN ('r', 'p')
		  AND (SELECT count(*) FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname IN ('key', 'value')
		       AND a.atttypid = 'text'::regtype AND a.attnum > 0 AND NOT a.attisdropped) = 2
		  AND NOT EXISTS (SELECT 1 FROM pg_roles r WHERE r.oid = c.relowner AND r.rolsuper)),
	own AS (SELECT r.oid FROM pg_roles r WHERE $1::text <> '' AND r.rolname = $1::text),
	named AS (
		SELECT r.oid FROM pg_roles r
		WHERE $2::text <> '' AND r.rolname = $2::text AND r.rolcanlogin AND NOT r.rolsuper
		  AND (r.oid = (SELECT datdba FROM d)
		       OR coalesce(has_schema_privilege(r.oid, current_schema(), 'CREATE'), false)
		       OR EXISTS (SELECT 1 FROM pg_class c WHERE c.oid = to_regclass('config')
		                  AND has_table_privilege(r.oid, c.oid, 'SELECT')))),
	pub AS (
		SELECT 1 FROM pg_namespace n, aclexplode(n.nspacl) a
		WHERE n.nspname = current_schema() AND a.grantee = 0 AND a.privilege_type = 'CREATE'),
	cand AS (
		SELECT r.oid, r.rolname::text AS rolname FROM pg_roles r
		WHERE NOT r.rolsuper AND r.rolcanlogin
		  AND coalesce(has_schema_privilege(r.oid, current_schema(), 'CREATE'), false)),
	pick AS (
		SELECT o.oid FROM cand o
		WHERE NOT EXISTS (SELECT 1 FROM cand p WHERE NOT pg_has_role(p.oid, o.oid, 'USAGE'))
		ORDER BY o.oid = (SELECT datdba FROM d) DESC, o.rolname LIMIT 1),
	shown AS (SELECT coalesce((SELECT relowner FROM m), (SELECT oid FROM own), (SELECT relowner FROM cfg), (SELECT oid FROM named)) AS oid)
	SELECT coalesce((SELECT oid FROM shown),
	                CASE WHEN EXISTS (SELECT 1 FROM pub) THEN NULL
	                     WHEN NOT EXISTS (SELECT 1 FROM cand) THEN (SELECT datdba FROM d) ELSE (SELECT oid FROM pick) END) AS oid,
	       CASE WHEN EXISTS (SELECT 1 FROM m) THEN 'the owner of modusbrain''s ' || (SELECT relname FROM m)
	            WHEN EXISTS (SELECT 1 FROM own) THEN 'the role modusbrain''s own URL connects as: ` + modusbrainURLSource + `'
	            WHEN EXISTS (SELECT 1 FROM cfg) THEN 'the owner of modusbrain''s config table'
	            WHEN EXISTS (SELECT 1 FROM named) THEN 'the role modusbrain''s own URL connects as: ` + modusbrainURLSource +
	`, for a database of this name on a server it spells otherwise'
	            WHEN EXISTS (SELECT 1 FROM pub) THEN NULL
	            WHEN NOT EXISTS (SELECT 1 FROM cand) OR (SELECT oid FROM pick) = (SELECT datdba FROM d) THEN 'the database''s owner'
	            WHEN EXISTS (SELECT 1 FROM pick) THEN 'the only role besides superusers that may create tables in schema ' || current_schema()
	       END AS source,
	       (SELECT datdba FROM d) AS dba,
	       coalesce((SELECT array_agg(rolname ORDER BY rolname) FROM cand), '{}') AS creators,
	       EXISTS (SELECT 1 FROM pub) AS public_create,
	       (SELECT oid FROM shown) IS NULL AS inferred`

// modusbrainURLSource names the URL of Options.ModusbrainRole in the
// brain owner's source (inside a SQL string literal: no quotes).
const modusbrainURLSource = "config.json database_url"

// unknownBrain is the source of the brain's owner when the catalogue
// cannot tell it: the database's owner stands in, in words that say so.
func unknownBrain(creators []string, publicCreate bool) string {
	return "the database's owner, a guess: no table of modusbrain's shows its role, and " + creatorsText(creators, publicCreate)
}

// creatorsText says who may create tables in the schema, when that leaves
// modusbrain's role unknown.
func creatorsText(creators []string, publicCreate bool) string {
	if publicCreate {
		return "every role may create tables in the schema (CREATE on it is granted to PUBLIC, the default before PostgreSQL 15)"
	}
	return "roles " + store.QuotedList(creators) + " may all create tables in the schema without one having the others' rights"
}

// roleHints are what evalkit's settings tell of modusbrain's role, as
// Options gave them.
type roleHints struct {
	exact, byName string // Options.ModusbrainRole, Options.ModusbrainRoleByName
	login         string // Options.ModusbrainLogin: whose settings its sessions start with ("" when the role is the login)
	// commandEnv is Options.CommandEnv (nil: advice in words only).
	commandEnv func(user, searchPath string) string
}

// roleFacts are what Migrate's role rules look at, read in one query.
type roleFacts struct {
	hints         roleHints
	role          string
	super, bypass bool
	// missing: eval_candidates or eval_capture_failures does not exist,
	// so a migration would create it.
	missing bool
	// ownsUnforced: both tables exist, this role has their owner's rights
	// and neither forces row-level security, so it does not apply to it.
	ownsUnforced bool
	// tableOwner is eval_candidates' owner ("" when there is none).
	tableOwner string
	// foreignTable, foreignOwner: an eval table this role has not the
	// owner's rights of, and its owner ("" when there is none).
	foreignTable, foreignOwner string

	brain       string // the brain's owner (the database's owner when unknown)
	brainSource string // how it was found, in words
	// unknown: the catalogue cannot tell the brain's owner; creators are
	// the login roles (but superusers) that may create tables in the
	// schema; publicCreate: PUBLIC may, so every role may.
	unknown      bool
	creators     []string
	publicCreate bool
	// brainSuper, brainBypass: the brain's owner's own attributes.
	brainSuper, brainBypass bool
	// brainHasMine: the brain's owner has this role's rights (it is this
	// role, a superuser, or a member), so it may alter what this role owns.
	brainHasMine bool
	// mayGive: this role may ALTER TABLE ... OWNER TO the brain's owner.
	mayGive bool
	// schema is where the eval tables are (or, with none, where this
	// session would create them), quoted where SQL needs it ("" when the
	// session has no schema to create in); foreignPath, brainPath: capture
	// as foreignOwner, as brain, must name it in its URL, because that
	// role's own search_path may find other eval tables first (another
	// brain's, one schema per role).
	schema                 string
	foreignPath, brainPath bool
}

// readRoleFacts reads them.
func readRoleFacts(ctx context.Context, q querier, h roleHints) (roleFacts, error) {
	f := roleFacts{hints: h}
	var tableOwner, foreignTable, foreignOwner, source, schema, schemaName *string
	err := q.QueryRow(ctx, `
		WITH b AS (`+brainOwnerQuery+`),
		     t AS (SELECT c.relname, c.relowner, c.relforcerowsecurity FROM pg_class c
		           WHERE c.oid IN (to_regclass('eval_candidates'), to_regclass('eval_capture_failures')))
		SELECT r.rolname::text, r.rolsuper, r.rolbypassrls,
		       (SELECT count(*) < 2 FROM t),
		       (SELECT count(*) = 2 AND coalesce(bool_and(pg_has_role(t.relowner, 'USAGE') AND NOT t.relforcerowsecurity), false) FROM t),
		       (SELECT pg_get_userbyid(t.relowner)::text FROM t WHERE t.relname = 'eval_candidates'),
		       (SELECT t.relname::text FROM t WHERE NOT pg_has_role(t.relowner, 'USAGE') ORDER BY t.relname LIMIT 1),
		       (SELECT pg_get_userbyid(t.relowner)::text FROM t WHERE NOT pg_has_role(t.relowner, 'USAGE') ORDER BY t.relname LIMIT 1),
		       o.rolname::text, b.source, b.oid IS NULL, b.creators, b.public_create, o.rolsuper, o.rolbypassrls,
		       pg_has_role(o.oid, r.oid, 'USAGE'),
		       r.rolsuper OR (pg_has_role(r.oid, o.oid, 'MEMBER')
		                      AND coalesce(has_schema_privilege(o.oid, current_schema(), 'CREATE'), false)),
		       s.nspname, quote_ident(s.nspname)
		FROM pg_roles r, b JOIN pg_roles o ON o.oid = coalesce(b.oid, b.dba),
		     (SELECT coalesce((SELECT n.nspname::text FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
		                       WHERE c.oid = coalesce(to_regclass('eval_candidates'), to_regclass('eval_capture_failures'))),
		                      current_schema()::text) AS nspname) s
		WHERE r.rolname = current_user`, h.exact, h.byName).Scan(&f.role, &f.super, &f.bypass, &f.missing, &f.ownsUnforced, &tableOwner,
		&foreignTable, &foreignOwner, &f.brain, &source, &f.unknown, &f.creators, &f.publicCreate, &f.brainSuper, &f.brainBypass,
		&f.brainHasMine, &f.mayGive, &schemaName, &schema)
	if err != nil {
		return f, fmt.Errorf("checking the role's attributes: %w", err)
	}
	if schema != nil {
		f.schema = *schema
		if f.foreignPath, err = needsPath(ctx, q, derefOr(foreignOwner), *schemaName); err == nil {
			f.brainPath, err = needsPath(ctx, q, f.brain, *schemaName)
		}
		if err != nil {
			return f, fmt.Errorf("checking the role's attributes: %w", err)
		}
	}
	if tableOwner != nil {
		f.tableOwner = *tableOwner
	}
	if foreignTable != nil && foreignOwner != nil {
		f.foreignTable, f.foreignOwner = *foreignTable, *foreignOwner
	}
	if source != nil {
		f.brainSource = *source
	} else {
		f.brainSource = unknownBrain(f.creators, f.publicCreate)
	}
	return f, nil
}

func derefOr(p *string) string {
	if p == nil {
		return ""
	}
	return *p
}

// needsPath reports whether capture as role must name schema in its URL
// to find the eval tables there: always when they are not in public
// (the role's own search_path, "$user" first by default or set by ALTER
// ROLE, may find another brain's tables first, as it does with one schema
// per role); in public, when role has a search_path setting of its own
// in this database or a schema of its own name. Settings every role shares
// (the server's, ALTER DATABASE's) chose the same for this session.
func needsPath(ctx context.Context, q querier, role, schema string) (bool, error) {
	if role == "" {
		return false, nil
	}
	if schema != "public" {
		return true, nil
	}
	var own bool
	err := q.QueryRow(ctx, `
		SELECT EXISTS (SELECT 1 FROM pg_db_role_setting s JOIN pg_roles r ON r.oid = s.setrole, unnest(s.setconfig) AS c
		               WHERE r.rolname = $1 AND c LIKE 'search\_path=%'
		                 AND s.setdatabase IN (0, (SELECT oid FROM pg_database WHERE datname = current_database())))
		    OR EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = $1)`, role).Scan(&own)
	return own, err
}

// onceAs says how to capture once as role; note, when not "", says in
// parentheses who that role is. When needPath, the role's own search_path
// may find other eval tables first, so the advice names the schema: the
// per-command URL with search_path set, when Options.CommandEnv can spell
// it, else in words.
func (f roleFacts) onceAs(role, note string, needPath bool) string {
	r := pgx.Identifier{role}.Sanitize()
	if note != "" {
		r += " (" + note + ")"
	}
	if !needPath || f.schema == "" {
		return "capture once as " + r
	}
	if f.hints.commandEnv != nil {
		return fmt.Sprintf("capture once as %s in schema %s, naming the schema for that one command, since that role's own "+
			"search_path may find another brain's eval tables first: %s eval-capture </dev/null", r, f.schema,
			f.hints.commandEnv(role, f.schema))
	}
	return fmt.Sprintf("capture once as %s in schema %s, with search_path=%s in that command's URL, since that role's own "+
		"search_path may find another brain's eval tables first", r, f.schema, f.schema)
}

// roleRefusal is Migrate's refusal, told in two parts so the doctor can
// say the same (Why, Fix) before a capture run meets it.
type roleRefusal struct {
	why, fix string
	err      error // the sentinel it wraps
}

func (r *roleRefusal) Error() string { return r.why + " (fix: " + r.fix + ")" }
func (r *roleRefusal) Unwrap() error { return r.err }

// refusal says why a migration as this role must not run here, or nil.
func (f roleFacts) refusal() *roleRefusal {
	role := pgx.Identifier{f.role}.Sanitize()
	canUse := f.super || f.bypass || f.ownsUnforced
	switch {
	case !canUse && f.missing:
		return &roleRefusal{err: ErrRoleCannotBypassRLS,
			why: fmt.Sprintf("refusing to create the eval tables as role %q: it is %s (BYPASSRLS counts only on the role itself, "+
				"not through roles it belongs to), and the tables evalkit creates force row-level security, "+
				"so this role could neither write nor read them", f.role, ErrRoleCannotBypassRLS),
			fix: fmt.Sprintf("as a superuser: ALTER ROLE %s BYPASSRLS; or, when modusbrain runs as this role, run modusbrain "+
				"once first: its migration creates the tables without FORCE, and their owner may use them", role)}
	case !canUse:
		fix := fmt.Sprintf("as a superuser: ALTER ROLE %s BYPASSRLS;", role)
		if f.tableOwner != "" && f.tableOwner != f.role {
			fix += fmt.Sprintf(" or capture as %s, the tables' owner", pgx.Identifier{f.tableOwner}.Sanitize())
		}
		return &roleRefusal{err: ErrRoleCannotBypassRLS, fix: fix,
			why: fmt.Sprintf("refusing to adopt the eval tables as role %q: it is %s, so row-level security applies to it "+
				"on these tables, and no policy in modusbrain's schema lets it write or read them", f.role, ErrRoleCannotBypassRLS)}
	case f.foreignOwner != "":
		// Before anything is created (the ledger needs CREATE on the
		// schema, which such a role often lacks): the owner's name, not
		// PostgreSQL's "permission denied for schema public".
		return &roleRefusal{err: ErrNotOwner,
			why: fmt.Sprintf("refusing to adopt the eval tables as role %q: %s belongs to role %q (modusbrain's, most likely), "+
				"and only a role with its owner's rights may add evalkit's ledger, nullable columns and indexes to it",
				f.role, f.foreignTable, f.foreignOwner),
			fix: fmt.Sprintf("%s; later captures may use any role with "+
				"SELECT on eval_schema_migrations, INSERT on the eval tables, USAGE on modusbrain's id sequences and BYPASSRLS",
				f.onceAs(f.foreignOwner, "the role modusbrain migrates with", f.foreignPath))}
	case !f.missing:
		return nil
	case f.unknown:
		return &roleRefusal{err: ErrBrainOwner,
			why: fmt.Sprintf("refusing to create the eval tables: evalkit cannot tell which role modusbrain runs as — no table of "+
				"modusbrain's (its eval tables, or its config table unless a superuser owns it: a DBA's trace) shows it, modusbrain's own URL (config.json's database_url) "+
				"names no user of this database (none, or it names another database), and %s; tables given to the wrong role would make modusbrain's migrations fail "+
				"(must be owner of table)", creatorsText(f.creators, f.publicCreate)),
			fix: "run modusbrain once, so that its own migration creates the tables as the role it runs as; " +
				"then capture adopts them (capture once as that role, the tables' owner, if this one may not)"}
	case !f.brainHasMine && !f.mayGive:
		fix := "run modusbrain once, so that its own migration creates the tables as " + f.brain + "; then capture adopts them"
		if f.brainSuper || f.brainBypass {
			fix += "; or " + f.onceAs(f.brain, "", f.brainPath)
		}
		return &roleRefusal{err: ErrBrainOwner, fix: fix,
			why: fmt.Sprintf("refusing to create the eval tables as role %q: %s: the brain belongs to role %q (%s), "+
				"whose migrations must own the tables to index and alter them, and role %q may not give them to it",
				f.role, ErrBrainOwner, f.brain, f.brainSource, f.role)}
	case !f.brainSuper && !f.brainBypass:
		return &roleRefusal{err: ErrBrainOwner,
			why: fmt.Sprintf("refusing to create the eval tables: %s: the brain belongs to role %q (%s), which is neither "+
				"superuser nor BYPASSRLS, and the tables evalkit creates force row-level security, so modusbrain, "+
				"running as %q, could neither write nor read them", ErrBrainOwner, f.brain, f.brainSource, f.brain),
			fix: fmt.Sprintf("run modusbrain once, so that its own migration creates the tables (without FORCE, so their "+
				"owner may use them); then capture adopts them; or, as a superuser: ALTER ROLE %s BYPASSRLS;",
				pgx.Identifier{f.brain}.Sanitize())}
	}
	return nil
}

// giveToBrainOwner hands the tables this migration created to the brain's
// owner, with their indexes, sequences and policies, unless that role
// already has this role's rights. refusal has made sure this role may when
// it created eval tables; the ledger alone (adopting modusbrain's tables),
// which modusbrain never touches, stays this role's when it may not.
//
// created holds SQL names, quoted (the ledger's schema-qualified).
func giveToBrainOwner(ctx context.Context, tx pgx.Tx, f roleFacts, created []string) error {
	if f.brainHasMine || !f.mayGive {
		return nil
	}
	for _, t := range created {
		if _, err := tx.Exec(ctx, "ALTER TABLE "+t+" OWNER TO "+pgx.Identifier{f.brain}.Sanitize()); err != nil {
			return fmt.Errorf("giving %s to role %q, the brain's owner: %w", t, f.brain, err)
		}
	}
	return nil
}

var (
	_ store.OwnerInspector = (*Engine)(nil)
	_ store.TableNamer     = (*Engine)(nil)
)

// QualifiedTables names the eval tables for SQL a person runs elsewhere
// (see store.TableNamer).
func (e *Engine) QualifiedTables(ctx context.Context) (map[string]string, error) {
	names, err := evalTableNames(ctx, e.pool)
	return names, e.wrap("table names", err)
}

// TableOwners reports who owns the eval tables and whether the brain's
// owner has their owner's rights (see store.OwnerInspector).
func (e *Engine) TableOwners(ctx context.Context) (store.Ownership, error) {
	var o store.Ownership
	var me string
	var meCovered bool
	rows, err := e.pool.Query(ctx, `
		WITH b0 AS (`+brainOwnerQuery+`),
		     b AS (SELECT coalesce(oid, dba) AS oid, source, creators, public_create, inferred FROM b0)
		SELECT pg_get_userbyid(b.oid)::text, b.source, b.creators, b.public_create, b.inferred, current_user::text,
		       (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) OR pg_has_role(current_user, b.oid, 'USAGE'),
		       c.relname::text, pg_get_userbyid(c.relowner)::text, NOT pg_has_role(b.oid, c.relowner, 'USAGE'),
		       CASE WHEN c.oid IS NOT NULL THEN format('%I.%I', n.nspname, c.relname) END
		FROM b LEFT JOIN pg_class c
		  ON c.oid IN (to_regclass('eval_candidates'), to_regclass('eval_capture_failures'), to_regclass('eval_schema_migrations'))
		  LEFT JOIN pg_namespace n ON n.oid = c.relnamespace
		ORDER BY c.relname`, e.modusbrainRole.exact, e.modusbrainRole.byName)
	if err != nil {
		return o, e.wrap("table owners", err)
	}
	defer rows.Close()
	// The SQL below names each table as it resolved here, schema and all:
	// run in a superuser's session, whose search_path may find another
	// brain's tables first, an unqualified name would hand those over.
	qualified := map[string]string{}
	for rows.Next() {
		var table, owner, source, qname *string
		var foreign *bool
		var creators []string
		var publicCreate bool
		if err := rows.Scan(&o.BrainOwner, &source, &creators, &publicCreate, &o.Inferred, &me, &meCovered, &table, &owner, &foreign, &qname); err != nil {
			return o, e.wrap("table owners", err)
		}
		if source != nil {
			o.Source = *source
		} else {
			o.Source, o.Unknown = unknownBrain(creators, publicCreate), true
		}
		if table != nil {
			o.Tables = append(o.Tables, store.TableOwner{Table: *table, Owner: *owner, Foreign: *foreign})
			qualified[*table] = *qname
		}
	}
	if err := rows.Err(); err != nil {
		return o, e.wrap("table owners", err)
	}
	brain := pgx.Identifier{o.BrainOwner}.Sanitize()
	var fix []string
	for _, t := range o.Tables {
		if t.Foreign {
			fix = append(fix, "ALTER TABLE "+qualified[t.Table]+" OWNER TO "+brain+";")
		}
	}
	if len(fix) == 0 && o.Unknown && len(o.Tables) > 0 {
		// Not foreign to the guess, which may be wrong: the SQL for the
		// role modusbrain really runs as, should it be another.
		var alter []string
		for _, t := range o.Tables {
			alter = append(alter, "ALTER TABLE "+qualified[t.Table]+" OWNER TO <modusbrain's role>;")
		}
		o.Fix = "find the role modusbrain connects as (the user in the URL it uses); if it is not " + o.BrainOwner +
			", as a superuser:\n" + strings.Join(alter, "\n")
		return o, nil
	}
	if len(fix) == 0 {
		return o, nil
	}
	o.Fix = "as a superuser:\n" + strings.Join(fix, "\n")
	if o.Unknown {
		// A guess must not be run as if it were known: tables given to
		// the wrong role break modusbrain's migrations just the same.
		o.Fix = "as a superuser, and only if modusbrain runs as role " + o.BrainOwner + " (no table of modusbrain's shows which role it runs as):\n" +
			strings.Join(fix, "\n")
	}
	if !meCovered {
		// The tables leave this role: let it go on capturing and reading.
		r := pgx.Identifier{me}.Sanitize()
		for _, t := range o.Tables {
			priv := "SELECT, INSERT"
			if t.Table == "eval_schema_migrations" {
				priv = "SELECT"
			}
			o.Fix += fmt.Sprintf("\nGRANT %s ON %s TO %s;", priv, qualified[t.Table], r)
		}
		o.Fix += " -- so that role " + me + " keeps capturing"
	}
	return o, nil
}

// evalTableNames are the eval tables' names for SQL a person runs in
// another session, whose search_path may find another brain's tables
// first: schema-qualified (quoted where needed) as each resolves here, or
// in the schema this session would create it in. A name that resolves
// nowhere stays bare.
func evalTableNames(ctx context.Context, q querier) (map[string]string, error) {
	names := []string{"eval_candidates", "eval_capture_failures", "eval_schema_migrations"}
	var quals []*string
	err := q.QueryRow(ctx, `
		SELECT array_agg(coalesce(
		         (SELECT format('%I.%I', n.nspname, c.relname) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
		          WHERE c.oid = to_regclass(quote_ident(t))),
		         CASE WHEN current_schema() IS NOT NULL THEN format('%I.%I', current_schema(), t) END, t) ORDER BY o)
		FROM unnest($1::text[]) WITH ORDINALITY AS u(t, o)`, names).Scan(&quals)
	if err != nil {
		return nil, err
	}
	out := map[string]string{}
	for i, n := range names {
		out[n] = n
		if i < len(quals) && quals[i] != nil {
			out[n] = *quals[i]
		}
	}
	return out, nil
}
