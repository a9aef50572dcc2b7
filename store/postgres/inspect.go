package postgres

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/jackc/pgx/v5"

	"github.com/modusbrain/evalkit/store"
)

var _ store.Inspector = (*Engine)(nil)

// FailureReadAccess reports whether the current role sees the rows of
// eval_capture_failures. The schema forces row-level security with only an
// INSERT policy, so a role that is neither superuser nor BYPASSRLS (nor
// covered by a permissive SELECT policy someone added) reads an empty
// table without any error: the doctor must ask the catalogue instead.
func (e *Engine) FailureReadAccess(ctx context.Context) (store.ReadAccess, error) {
	var acc store.ReadAccess
	var exists bool
	var canSelect, rlsActive, policyAllows *bool
	err := e.pool.QueryRow(ctx, `
		WITH t AS (SELECT to_regclass('eval_capture_failures') AS oid)
		SELECT current_user::text,
		       t.oid IS NOT NULL,
		       has_table_privilege(t.oid, 'SELECT'),
		       row_security_active(t.oid),
		       EXISTS (
		         SELECT 1 FROM pg_policy p
		         WHERE p.polrelid = t.oid AND p.polpermissive AND p.polcmd IN ('r', '*')
		           AND EXISTS (SELECT 1 FROM unnest(p.polroles) AS r(oid)
		                       WHERE r.oid = 0 OR pg_has_role(current_user, r.oid, 'USAGE')))
		FROM t`).Scan(&acc.Role, &exists, &canSelect, &rlsActive, &policyAllows)
	if err != nil {
		return store.ReadAccess{}, e.wrap("read access", err)
	}
	if !exists {
		return acc, fmt.Errorf("postgres read access: %w", store.ErrNoSchema)
	}
	role := pgx.Identifier{acc.Role}.Sanitize()
	switch {
	case canSelect != nil && !*canSelect:
		acc.Denied = true
		acc.Why = fmt.Sprintf("role %s has no SELECT privilege on eval_capture_failures", acc.Role)
		tn, err := evalTableNames(ctx, e.pool)
		if err != nil {
			return acc, e.wrap("read access", err)
		}
		acc.Fix = fmt.Sprintf("as the tables' owner or a superuser:\n"+
			"GRANT SELECT ON %s TO %s;\n"+
			"GRANT SELECT, INSERT ON %s, %s TO %s;", tn["eval_schema_migrations"], role,
			tn["eval_candidates"], tn["eval_capture_failures"], role)
		// modusbrain's serial ids: INSERT alone would lose every row.
		if seqs, err := e.deniedSequences(ctx); err != nil {
			return acc, err
		} else if len(seqs) > 0 {
			acc.Fix += "\n" + seqGrant(seqs, role)
		}
		if rlsActive != nil && *rlsActive {
			// Granting alone would only trade the error for empty reads.
			acc.Fix += fmt.Sprintf("\nALTER ROLE %s BYPASSRLS; -- as a superuser: the tables have row-level security and no read policy", role)
		}
	case rlsActive != nil && *rlsActive && (policyAllows == nil || !*policyAllows):
		acc.Denied = true
		acc.Why = fmt.Sprintf("row-level security hides every row of eval_capture_failures from role %s "+
			"(not superuser, no BYPASSRLS, no policy lets it read)", acc.Role)
		acc.Fix = fmt.Sprintf("as a superuser: ALTER ROLE %s BYPASSRLS;\n"+
			"(the eval tables have row-level security and no read policy, in evalkit's schema and in modusbrain's; "+
			"the roles that capture and read them are meant to bypass it)", role)
	}
	return acc, nil
}

// DBPlaneEvalConfig lists eval.* rows of a table named config (as found on
// the search_path, like every other name the engine uses) when it has key
// and value columns. It reads at most 100 rows: enough to tell a person.
func (e *Engine) DBPlaneEvalConfig(ctx context.Context) ([]store.ConfigEntry, error) {
	var schema, table *string
	err := e.pool.QueryRow(ctx, `
		SELECT n.nspname::text, c.relname::text
		FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
		WHERE c.oid = to_regclass('config')
		  AND (SELECT count(*) FROM pg_attribute a
		       WHERE a.attrelid = c.oid AND a.attname IN ('key', 'value') AND a.attnum > 0 AND NOT a.attisdropped) = 2`).
		Scan(&schema, &table)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, e.wrap("config table", err)
	}
	ident := pgx.Identifier{*schema, *table}
	out, err := e.configRows(ctx, ident, *schema+"."+*table, false)
	if untranslatable(err) {
		// A key or value that cannot be sent as UTF-8 (bytes a LATIN1
		// client wrote into a SQL_ASCII brain): read the bytes as stored,
		// the ones that are not UTF-8 shown as U+FFFD.
		out, err = e.configRows(ctx, ident, *schema+"."+*table, true)
	}
	return out, err
}

// configRows reads DBPlaneEvalConfig's rows, as text or (raw) as the bytes
// the brain stores.
func (e *Engine) configRows(ctx context.Context, ident pgx.Identifier, table string, raw bool) ([]store.ConfigEntry, error) {
	key, value := "key::text", "coalesce(value::text, 'NULL')"
	if raw {
		key, value = rawTextColumn(key), rawTextColumn(value)
	}
	rows, err := e.pool.Query(ctx, `SELECT `+key+`, `+value+` FROM `+ident.Sanitize()+
		` WHERE lower(key::text) LIKE 'eval.%' ORDER BY key::text LIMIT 100`)
	if err != nil {
		return nil, e.wrap("config table", err)
	}
	defer rows.Close()
	var out []store.ConfigEntry
	for rows.Next() {
		ce := store.ConfigEntry{Table: table}
		if raw {
			var k, v []byte
			if err := rows.Scan(&k, &v); err != nil {
				return nil, e.wrap("config table", err)
			}
			ce.Key, ce.Value = validText(k), validText(v)
		} else if err := rows.Scan(&ce.Key, &ce.Value); err != nil {
			return nil, e.wrap("config table", err)
		}
		out = append(out, ce)
	}
	return out, e.wrap("config table", rows.Err())
}

// Schema describes the eval tables as found (see store.SchemaInfo).
func (e *Engine) Schema(ctx context.Context) (store.SchemaInfo, error) {
	var si store.SchemaInfo
	v, err := e.SchemaVersion(ctx)
	if err != nil {
		return si, err
	}
	si.Version = v
	err = e.pool.QueryRow(ctx, `SELECT to_regclass('eval_candidates') IS NOT NULL, to_regclass('eval_capture_failures') IS NOT NULL,
		coalesce((SELECT array_agg(attname::text ORDER BY attnum) FROM pg_attribute
			WHERE attrelid = to_regclass('eval_candidates') AND attnum > 0 AND NOT attisdropped
			  AND NOT attname = ANY ($1::text[])), '{}')`, append(requiredCandidateColumns, "evalkit_delivery_key")).
		Scan(&si.Candidates, &si.Failures, &si.Foreign)
	if err != nil {
		return si, e.wrap("schema", err)
	}
	if si.Failures {
		if si.FailureTime, err = failureTime(ctx, e.pool); err != nil {
			return si, e.wrap("schema", err)
		}
		// Only an identity id is evalkit's own choice of type; a bigint
		// serial someone else made is not ours to point at.
		if err = e.pool.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM pg_attribute
			WHERE attrelid = to_regclass('eval_capture_failures') AND attname = 'id' AND NOT attisdropped
			  AND atttypid = 'bigint'::regtype AND attidentity <> ''),
			coalesce((SELECT array_agg(c ORDER BY c) FROM unnest($1::text[]) AS c WHERE NOT EXISTS (
			  SELECT 1 FROM pg_attribute WHERE attrelid = to_regclass('eval_capture_failures') AND attname = c AND NOT attisdropped)), '{}')`,
			evalkitFailureColumns).Scan(&si.WideFailureID, &si.FailureColumnsMissing); err != nil {
			return si, e.wrap("schema", err)
		}
		if v < 2 {
			si.FailureColumnsMissing = nil // version 2 adds them: Migrate will
		}
	}
	if si.Candidates {
		if si.StaleChecks, err = staleChecks(ctx, e.pool); err != nil {
			return si, e.wrap("schema", err)
		}
		if si.WideColumns, err = wideColumns(ctx, e); err != nil {
			return si, e.wrap("schema", err)
		}
	}
	return si, nil
}

// wideColumns lists the columns of an eval_candidates evalkit created (an
// identity id) that are bigint where modusbrain's migration 31 has integer.
func wideColumns(ctx context.Context, e *Engine) ([]string, error) {
	var cols []string
	err := e.pool.QueryRow(ctx, `SELECT coalesce(array_agg(a.attname::text ORDER BY a.attnum), '{}') FROM pg_attribute a
		WHERE a.attrelid = to_regclass('eval_candidates') AND a.attnum > 0 AND NOT a.attisdropped
		  AND a.attname = ANY ('{id,latency_ms,job_id,subagent_id,retrieved_chunk_ids}')
		  AND a.atttypid IN ('bigint'::regtype, 'bigint[]'::regtype)
		  AND EXISTS (SELECT 1 FROM pg_attribute i WHERE i.attrelid = a.attrelid AND i.attname = 'id' AND i.attidentity <> '')`).Scan(&cols)
	return cols, err
}

// WriterVisibility reports whether WindowEnd can settle a window end at
// once against writers evalkit does not control, or must wait for
// transactions whose start it cannot read (see window.go): sessions of
// other roles hidden from this one, sessions with track_activities off,
// prepared transactions of this database.
func (e *Engine) WriterVisibility(ctx context.Context) (store.Visibility, error) {
	var v store.Visibility
	if err := e.pool.QueryRow(ctx, "SELECT current_user::text, pg_is_in_recovery()").Scan(&v.Role, &v.Standby); err != nil {
		return v, e.wrap("writer visibility", err)
	}
	if v.Standby {
		v.Blind = "the database is a standby in recovery: it cannot see the transactions open on the primary, which may yet commit rows " +
			"stamped before a window end read here, so eval-export refuses to export from it (nothing exported, cursor kept)"
		v.Fix = "export from the brain's primary: MODUSBRAIN_DATABASE_URL=<the primary's URL> eval-export ..."
		return v, nil
	}
	// Export's own test (WindowEnd), so both say the same.
	switch err := e.Replica(ctx); {
	case errors.As(err, &v.Subscriber):
		v.Blind = err.Error() + ", so eval-export refuses to export from it (nothing exported, cursor kept) and eval-prune refuses --cursor here"
		v.Fix = store.ReplicaFix(err, "eval-export ...")
		return v, nil
	case errors.Is(err, store.ErrStandby):
		// Promoted between the two reads: the next run says so.
	case err != nil:
		return v, err
	}
	var all, selfOff bool
	var others, disabled, prepared int64
	// The sessions WindowEnd counts (clientSessions): every client session
	// of the database, whatever its role may insert.
	err := e.pool.QueryRow(ctx, `WITH s AS (SELECT * FROM pg_stat_activity WHERE `+clientSessions+`)
		SELECT current_user::text,
		(SELECT rolsuper FROM pg_roles WHERE rolname = current_user) OR pg_has_role('pg_read_all_stats', 'USAGE'),
		current_setting('track_activities') = 'off',
		(SELECT count(*) FROM s WHERE NOT pg_has_role(usesysid, 'USAGE') AND NOT pg_has_role('pg_read_all_stats', 'USAGE')),
		(SELECT count(*) FROM s WHERE state = 'disabled'),
		(SELECT count(*) FROM pg_prepared_xacts WHERE database = current_database())`).Scan(&v.Role, &all, &selfOff, &others, &disabled, &prepared)
	if err != nil {
		return v, e.wrap("writer visibility", err)
	}
	const waits = "so eval-export waits for each of their transactions open at a window end to finish, and fails " +
		"(nothing exported, cursor kept) when one stays open longer than --wait"
	var blind, fixes []string
	if selfOff || disabled > 0 {
		who := "on this server"
		if !selfOff {
			who = fmt.Sprintf("for %d session(s) connected now", disabled)
		}
		blind = append(blind, fmt.Sprintf("track_activities is off %s: PostgreSQL does not publish when their transactions started, %s", who, waits))
		fixes = append(fixes, "as a superuser: ALTER SYSTEM SET track_activities = on; SELECT pg_reload_conf(); (and RESET it wherever ALTER ROLE or ALTER DATABASE set it off)")
	}
	grant := fmt.Sprintf("as a superuser: GRANT pg_read_all_stats TO %s;", pgx.Identifier{v.Role}.Sanitize())
	if !all && others > 0 {
		blind = append(blind, fmt.Sprintf("role %s cannot see when the transactions of %d session(s) of other roles connected now started, %s", v.Role, others, waits))
		fixes = append(fixes, grant)
	}
	if prepared > 0 {
		blind = append(blind, fmt.Sprintf("%d prepared transaction(s) in this database may commit rows stamped inside any window: "+
			"eval-export fails (nothing exported, cursor kept) until they are committed or rolled back", prepared))
		fixes = append(fixes, "COMMIT PREPARED or ROLLBACK PREPARED each transaction listed in pg_prepared_xacts")
	}
	if len(blind) > 0 {
		v.Blind, v.Fix = semicolons(blind), semicolons(fixes)
		return v, nil
	}
	if !all {
		// Writers logged in as this role (modusbrain on the same URL) are
		// all visible; say what would change that, without a warning.
		v.Fix = grant
		v.Partial = fmt.Sprintf("role %s sees only its own role's sessions; none of another role is connected now", v.Role)
	}
	return v, nil
}

// CaptureAccess predicts what capture as this role meets: Migrate's role
// and owner rules while the schema is not at store.SchemaVersion, then
// row-level security on the inserts.
func (e *Engine) CaptureAccess(ctx context.Context) (store.ReadAccess, error) {
	var acc store.ReadAccess
	ro, err := e.readOnlyBrain(ctx)
	if err != nil || ro.Denied {
		return ro, err
	}
	if r, err := elsewhereRefusal(ctx, e.pool, e.modusbrainRole); err != nil {
		return acc, e.wrap("capture access", err)
	} else if r != nil {
		acc.Role, acc.Denied, acc.Why, acc.Fix = ro.Role, true, "capture would refuse "+strings.TrimPrefix(r.why, "refusing "), r.fix
		return acc, nil
	}
	v, err := e.SchemaVersion(ctx)
	if err != nil {
		return acc, err
	}
	var canInsert bool
	var rlsBlocks bool
	err = e.pool.QueryRow(ctx, `
		WITH t AS (SELECT unnest(ARRAY[to_regclass('eval_candidates'), to_regclass('eval_capture_failures')]) AS oid)
		SELECT current_user::text,
		       (SELECT bool_and(has_table_privilege(oid, 'INSERT')) FROM t WHERE oid IS NOT NULL) IS NOT FALSE,
		       coalesce((SELECT row_security_active(to_regclass('eval_candidates')) AND NOT EXISTS (
		         SELECT 1 FROM pg_policy p WHERE p.polrelid = to_regclass('eval_candidates') AND p.polpermissive
		           AND p.polcmd IN ('a', '*') AND EXISTS (SELECT 1 FROM unnest(p.polroles) AS x(oid)
		             WHERE x.oid = 0 OR pg_has_role(current_user, x.oid, 'USAGE')))), false)
		FROM pg_roles r WHERE r.rolname = current_user`).Scan(&acc.Role, &canInsert, &rlsBlocks)
	if err != nil {
		return acc, e.wrap("capture access", err)
	}
	role := pgx.Identifier{acc.Role}.Sanitize()
	var refused *roleRefusal
	if v < store.SchemaVersion {
		if refused, err = kindRefusal(ctx, e.pool, v); err != nil {
			return acc, e.wrap("capture access", err)
		}
		f, err := readRoleFacts(ctx, e.pool, e.modusbrainRole)
		if err != nil {
			return acc, e.wrap("capture access", err)
		}
		if refused == nil {
			refused = f.refusal()
		}
		if refused == nil {
			if refused, err = createRefusal(ctx, e.pool, v); err != nil {
				return acc, e.wrap("capture access", err)
			}
		}
	}
	if refused != nil {
		acc.Denied = true
		acc.Why = "capture would refuse " + strings.TrimPrefix(refused.why, "refusing ")
		acc.Fix = refused.fix
		return acc, nil
	}
	seqs, err := e.deniedSequences(ctx)
	if err != nil {
		return acc, err
	}
	// Every obstacle at once: granting one and finding the next by losing
	// another capture run is what this check exists to prevent.
	var whys, fixes []string
	if !canInsert {
		whys = append(whys, fmt.Sprintf("role %s has no INSERT privilege on the eval tables", acc.Role))
		tn, err := evalTableNames(ctx, e.pool)
		if err != nil {
			return acc, e.wrap("capture access", err)
		}
		fixes = append(fixes, fmt.Sprintf("as the tables' owner: GRANT INSERT ON %s, %s TO %s;", tn["eval_candidates"], tn["eval_capture_failures"], role))
	}
	if len(seqs) > 0 {
		whys = append(whys, fmt.Sprintf("role %s may not use %s, the id %s of modusbrain's serial columns, which every INSERT draws from "+
			"(even the failure row is refused, so those calls leave no trace)", acc.Role, strings.Join(seqs, ", "),
			map[bool]string{true: "sequence", false: "sequences"}[len(seqs) == 1]))
		fixes = append(fixes, seqGrant(seqs, role))
	}
	if rlsBlocks {
		whys = append(whys, fmt.Sprintf("row-level security rejects role %s's inserts into eval_candidates (no BYPASSRLS, no INSERT policy)", acc.Role))
		fixes = append(fixes, fmt.Sprintf("as a superuser: ALTER ROLE %s BYPASSRLS;", role))
	}
	if len(whys) > 0 {
		acc.Denied = true
		acc.Why = semicolons(whys) + ": every captured call would be lost"
		acc.Fix = strings.Join(fixes, "\n")
	}
	invalid, err := e.invalidIndexes(ctx, v)
	if err != nil {
		return acc, err
	}
	if invalid.why != "" {
		acc.Denied = true
		acc.Why = semicolons(slices.DeleteFunc([]string{acc.Why, invalid.why}, func(s string) bool { return s == "" }))
		acc.Fix = strings.TrimPrefix(acc.Fix+"\n"+invalid.fix, "\n")
	}
	roomWhy, roomFix, err := e.connRoom(ctx)
	if err != nil {
		return acc, e.wrap("capture access", err)
	}
	// Capture works now (the adoption fits the limit: connroom.go); the
	// limit is a caution, not a denial (review 9).
	acc.Caution, acc.CautionFix = roomWhy, roomFix
	return acc, nil
}

// invalidIndexes finds evalkit's own indexes on the eval tables (its
// names, on the tables it builds them on; never one of modusbrain's) that
// are INVALID: a CREATE INDEX CONCURRENTLY cut short (a statement_timeout,
// a lock wait that ran out, an interrupt) leaves one behind, which
// modusbrain's INSERTs keep up to date for nothing. Capture's migration
// drops and builds them again while the ledger is below v; a current
// schema is not migrated again, so the fix is then the SQL.
func (e *Engine) invalidIndexes(ctx context.Context, v int) (struct{ why, fix string }, error) {
	var out struct{ why, fix string }
	var names, tables, found, defs []string
	for _, ix := range []index{deliveryKeyIndex, candidatesIndex, failuresIndex} {
		names, tables = append(names, ix.name), append(tables, ix.table)
		defs = append(defs, ix.create(true))
	}
	var role string
	var creates, onTables, qualifiedTables []string
	// Named in their schema, as they resolved here: pasted into a session
	// whose search_path finds another brain's tables first, a bare name
	// would drop that brain's valid index.
	err := e.pool.QueryRow(ctx, `SELECT current_user::text,
		coalesce(array_agg(format('%I.%I', ns.nspname, ic.relname) ORDER BY x.ord), '{}'), coalesce(array_agg(x.def ORDER BY x.ord), '{}'),
		coalesce(array_agg(x.tbl ORDER BY x.ord), '{}'), coalesce(array_agg(format('%I.%I', tn.nspname, tc.relname) ORDER BY x.ord), '{}')
		FROM unnest($1::text[], $2::text[], $3::text[]) WITH ORDINALITY AS x(name, tbl, def, ord)
		JOIN pg_index i ON i.indexrelid = to_regclass(x.name) AND i.indrelid = to_regclass(x.tbl) AND NOT i.indisvalid
		JOIN pg_class ic ON ic.oid = i.indexrelid JOIN pg_namespace ns ON ns.oid = ic.relnamespace
		JOIN pg_class tc ON tc.oid = i.indrelid JOIN pg_namespace tn ON tn.oid = tc.relnamespace`,
		names, tables, defs).Scan(&role, &found, &creates, &onTables, &qualifiedTables)
	if err != nil {
		return out, e.wrap("capture access", err)
	}
	if len(found) == 0 {
		return out, nil
	}
	out.why = fmt.Sprintf("evalkit's %s %s INVALID: a capture's CREATE INDEX CONCURRENTLY was cut short "+
		"(a statement_timeout, a lock wait that ran out, an interrupt), and modusbrain's INSERTs keep %s up to date for nothing",
		map[bool]string{true: "index", false: "indexes"}[len(found) == 1]+" "+joinWords(found),
		map[bool]string{true: "is", false: "are"}[len(found) == 1], map[bool]string{true: "it", false: "them"}[len(found) == 1])
	var drops []string
	for _, f := range found {
		drops = append(drops, "DROP INDEX CONCURRENTLY IF EXISTS "+f+";")
	}
	if v < store.SchemaVersion {
		out.why += "; evalkit's adoption of the tables is not finished"
		out.fix = fmt.Sprintf("run eval-capture </dev/null once as role %s (or any role that may adopt the tables): it drops what is "+
			"INVALID and builds it again, with no statement_timeout; or, to remove it only, as the owner of the table, one statement at a time:\n%s",
			pgx.Identifier{role}.Sanitize(), strings.Join(drops, "\n"))
		return out, nil
	}
	// CREATE ... IF NOT EXISTS would find the INVALID one and do nothing:
	// drop first.
	var builds []string
	for i, c := range creates {
		c = strings.Replace(c, " IF NOT EXISTS", "", 1)
		c = strings.Replace(c, " ON "+onTables[i]+" ", " ON "+qualifiedTables[i]+" ", 1)
		builds = append(builds, c+";")
	}
	// One statement a line: CONCURRENTLY refuses to run in the implicit
	// transaction of several statements sent as one (psql -c).
	out.fix = "as the owner of the table, in a session of its own with no statement_timeout " +
		"(PGOPTIONS='-c statement_timeout=0' psql ...), one statement at a time:\n" + strings.Join(drops, "\n") + "\n" + strings.Join(builds, "\n")
	return out, nil
}

// deniedSequences lists the sequences behind serial id columns of the eval
// tables (modusbrain's migration makes id serial) that this role may not
// use: an INSERT draws the id from them with nextval, which needs USAGE
// or UPDATE, so INSERT on the table alone loses every row (42501 on the
// sequence).
// evalkit's identity columns need no such grant and are left out.
func (e *Engine) deniedSequences(ctx context.Context) ([]string, error) {
	var seqs []string
	err := e.pool.QueryRow(ctx, `
		SELECT coalesce(array_agg(s ORDER BY s), '{}') FROM (
		  SELECT pg_get_serial_sequence(a.attrelid::regclass::text, 'id') AS s
		  FROM pg_attribute a
		  WHERE a.attrelid IN (SELECT r FROM unnest(ARRAY[to_regclass('eval_candidates'), to_regclass('eval_capture_failures')]) AS r WHERE r IS NOT NULL)
		    AND a.attname = 'id' AND NOT a.attisdropped AND a.attidentity = '') AS x
		WHERE s IS NOT NULL AND NOT has_sequence_privilege(s, 'USAGE') AND NOT has_sequence_privilege(s, 'UPDATE')`).Scan(&seqs)
	if err != nil {
		return nil, e.wrap("capture access", err)
	}
	return seqs, nil
}

// seqGrant is the GRANT that lets role draw ids from seqs (names as
// pg_get_serial_sequence gives them: qualified and quoted where needed).
func seqGrant(seqs []string, role string) string {
	return fmt.Sprintf("as the sequences' owner: GRANT USAGE ON SEQUENCE %s TO %s;", strings.Join(seqs, ", "), role)
}

// readOnlyBrain predicts whether capture's sessions would be read-only:
// the client's own settings (the URL, PGOPTIONS: clientRO), a standby in
// recovery, or default_transaction_read_only set on the database or the
// role (ALTER DATABASE/ROLE ... SET, which a read-only
// maintenance uses). This engine's own sessions may be read-only by choice
// (the doctor's), so the catalogue is asked, not transaction_read_only.
// A setting in postgresql.conf is not readable by ordinary roles and is
// not looked for.
func (e *Engine) readOnlyBrain(ctx context.Context) (store.ReadAccess, error) {
	var acc store.ReadAccess
	var recovery bool
	var db string
	err := e.pool.QueryRow(ctx, `SELECT session_user::text, current_database()::text, pg_is_in_recovery()`).Scan(&acc.Role, &db, &recovery)
	if err != nil {
		return acc, e.wrap("capture access", err)
	}
	v, level, set, err := roleSetting(ctx, e.pool, acc.Role, "default_transaction_read_only")
	if err != nil {
		return acc, e.wrap("capture access", err)
	}
	on, _ := pgBool(v)
	const spooled = "events wait in capture's spool meanwhile (none is lost, none reaches the database)"
	switch {
	case e.clientRO != nil:
		// Capture's sessions would carry it whatever the server says.
		acc.Denied = true
		acc.Why = e.clientRO.why + ": capture's inserts are refused, so " + spooled
		acc.Fix = e.clientRO.fix + "; the next eval-capture then delivers the spool"
	case recovery:
		acc.Denied = true
		acc.Why = "the database is a standby in recovery (pg_is_in_recovery()): it takes no writes, so " + spooled
		acc.Fix = "capture writes to the brain's primary: if this URL reaches a standby of the brain, run capture with its primary's URL; " +
			"if a failover is under way, the spool is delivered once this server is promoted"
	case set && on:
		where, reset := settingScope(level, acc.Role, db)
		acc.Denied = true
		acc.Why = "the database is read-only for new sessions of " + where + " (default_transaction_read_only = on, as for maintenance): " +
			"capture's inserts are refused, so " + spooled
		acc.Fix = "wait for the maintenance to end: whoever made it read-only lifts it with " + reset + " RESET default_transaction_read_only; " +
			"the next eval-capture then delivers the spool"
	}
	return acc, nil
}
