package postgres

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/jackc/pgx/v5"

	"github.com/modusbrain/evalkit/store"
)

// A brain may be published to logical replicas (CREATE PUBLICATION … FOR
// ALL TABLES, FOR TABLES IN SCHEMA, or FOR TABLE eval_candidates, …, with
// subscriptions on other servers). A subscriber applies each change into
// its own table of the same name, which must exist and have every column
// the publisher sends: a table created here that a FOR ALL TABLES or FOR
// TABLES IN SCHEMA publication covers, or a column added here to a
// published table, makes its apply worker fail on the next change in a
// loop — and with it all of the brain's replication (modusbrain's own
// config rows included), while the slot keeps WAL here without bound
// (probe 12). So evalkit's migration asks first.
//
// What counts: a change that some publication of this database would send
// (a new table in a schema it covers, or a new column of a table it
// covers without a column list: a column list sends only its columns)
// while a logical slot of this database decodes with pgoutput, the plugin
// of PostgreSQL's subscriptions. The catalogue does not say which
// publications a slot's subscriber asked for (it names them when it
// connects), so any such slot counts with any such publication, active or
// not (a subscriber that is down or disabled resumes later, and fails
// then). A publication with no slot has no subscriber to break (one
// created later copies the tables as they are then), nor has a slot of
// another plugin (test_decoding, wal2json decode whatever arrives). All
// these catalogues are readable by every role; when one is not (a DBA
// revoked it), the migration cannot tell and refuses as if published.

// addedColumns are the columns a migration may add to a table that exists
// (evalkitColumns, failuresTsFromV1), with their types: what a subscriber
// needs first.
var addedColumns = []struct{ table, column, typ string }{
	{"eval_candidates", "evalkit_delivery_key", "text"},
	{"eval_capture_failures", "ts", "timestamptz"},
	{"eval_capture_failures", "tool_name", "text"},
	{"eval_capture_failures", "sqlstate", "text"},
	{"eval_capture_failures", "detail", "text"},
}

var _ store.PublishInspector = (*Engine)(nil)

// Published is publishedRefusal for a migration due now (see
// store.PublishInspector).
func (e *Engine) Published(ctx context.Context) (*store.PublishedError, error) {
	if e.subscribersReady {
		return nil, nil
	}
	v, err := e.SchemaVersion(ctx)
	if err != nil || v >= store.SchemaVersion {
		return nil, err
	}
	ledger, err := ledgerName(ctx, e.pool)
	if err != nil {
		return nil, e.wrap("publications", err)
	}
	r, err := publishedRefusal(ctx, e.pool, ledger, e.target)
	return r, e.wrap("publications", err)
}

// withoutSyncSlots leaves out the slots a subscription makes for a while to
// copy a table's first rows (pg_<subid>_sync_<relid>_<sysid>), as long as
// another slot remains: they come and go with the initial copy, and the
// subscription's own slot is the one to name.
func withoutSyncSlots(slots []string) []string {
	var kept []string
	for _, s := range slots {
		if !syncSlotName(s) {
			kept = append(kept, s)
		}
	}
	if len(kept) == 0 {
		return slots
	}
	return kept
}

// syncSlotName reports a table synchronization slot's name.
func syncSlotName(s string) bool {
	parts := strings.Split(s, "_")
	if len(parts) != 5 || parts[0] != "pg" || parts[2] != "sync" {
		return false
	}
	for _, p := range []string{parts[1], parts[3], parts[4]} {
		if p == "" || strings.Trim(p, "0123456789") != "" {
			return false
		}
	}
	return true
}

// publishedRefusal says what of a migration from here logical subscribers
// would receive, or nil. ledger is the ledger's SQL name; target names the
// database in words.
func publishedRefusal(ctx context.Context, q queryer, ledger, target string) (*store.PublishedError, error) {
	var slots []string
	err := q.QueryRow(ctx, `SELECT coalesce(array_agg(slot_name::text ORDER BY slot_name), '{}') FROM pg_replication_slots
		WHERE slot_type = 'logical' AND plugin = 'pgoutput' AND database = current_database()`).Scan(&slots)
	if store.SQLState(err) == sqlstateInsufficientPrivilege {
		return unknownPublished(err, target), nil
	}
	if err != nil || len(slots) == 0 {
		return nil, err
	}
	slots = withoutSyncSlots(slots)
	var tables, columns, types []string
	for _, c := range addedColumns {
		tables, columns, types = append(tables, c.table), append(columns, c.column), append(types, c.typ)
	}
	// One row per change a migration would make that a publication sends:
	// kind ('table' or 'column'), the table's qualified name, the column
	// and its type ('' for a table), and the publications.
	rows, err := q.Query(ctx, `
		WITH cur AS (SELECT oid FROM pg_namespace WHERE nspname = current_schema()),
		created(name, nsp) AS (
		  SELECT $1::text, coalesce((SELECT relnamespace FROM pg_class WHERE oid = to_regclass('eval_candidates')), (SELECT oid FROM cur))
		  WHERE to_regclass($1) IS NULL
		  UNION ALL
		  SELECT quote_ident(n.nspname) || '.' || quote_ident(t), n.oid
		  FROM unnest(ARRAY['eval_candidates', 'eval_capture_failures']) AS t, pg_namespace n
		  WHERE to_regclass(t) IS NULL AND n.oid = (SELECT oid FROM cur)),
		added(ord, rel, col, typ) AS (
		  SELECT x.ord, to_regclass(x.tbl), x.col, x.typ FROM unnest($2::text[], $3::text[], $4::text[]) WITH ORDINALITY AS x(tbl, col, typ, ord)
		  WHERE to_regclass(x.tbl) IS NOT NULL AND NOT EXISTS (SELECT 1 FROM pg_attribute a
		    WHERE a.attrelid = to_regclass(x.tbl) AND a.attname = x.col AND a.attnum > 0 AND NOT a.attisdropped))
		SELECT 'table', c.name, '', '', array_agg(p.pubname::text ORDER BY p.pubname), 0
		FROM created c JOIN pg_publication p ON p.puballtables
		  OR EXISTS (SELECT 1 FROM pg_publication_namespace pn WHERE pn.pnpubid = p.oid AND pn.pnnspid = c.nsp)
		GROUP BY c.name
		UNION ALL
		SELECT 'column', quote_ident(n.nspname) || '.' || quote_ident(r.relname), a.col, a.typ, array_agg(p.pubname::text ORDER BY p.pubname), min(a.ord)
		FROM added a JOIN pg_class r ON r.oid = a.rel JOIN pg_namespace n ON n.oid = r.relnamespace
		JOIN pg_publication p ON p.puballtables
		  OR EXISTS (SELECT 1 FROM pg_publication_rel pr WHERE pr.prpubid = p.oid AND pr.prrelid = r.oid AND pr.prattrs IS NULL)
		  OR EXISTS (SELECT 1 FROM pg_publication_namespace pn WHERE pn.pnpubid = p.oid AND pn.pnnspid = r.relnamespace)
		GROUP BY n.nspname, r.relname, a.col, a.typ
		ORDER BY 1 DESC, 6, 2`, ledger, tables, columns, types)
	if err != nil {
		if store.SQLState(err) == sqlstateInsufficientPrivilege {
			return unknownPublished(err, target), nil
		}
		return nil, err
	}
	type change struct{ kind, table, column, typ string }
	var changes []change
	var pubs []string
	var ch change
	var names []string
	var ord int
	_, err = pgx.ForEachRow(rows, []any{&ch.kind, &ch.table, &ch.column, &ch.typ, &names, &ord}, func() error {
		changes = append(changes, ch)
		pubs = append(pubs, names...)
		return nil
	})
	if store.SQLState(err) == sqlstateInsufficientPrivilege {
		return unknownPublished(err, target), nil
	}
	if err != nil || len(changes) == 0 {
		return nil, err
	}
	slices.Sort(pubs)
	pubs = slices.Compact(pubs)

	var what, stmts []string
	refresh := ""
	cols := map[string][]string{} // table → its ADD COLUMN clauses
	var order []string
	for _, c := range changes {
		switch c.kind {
		case "table":
			what = append(what, "the new table "+c.table)
			stmts = append(stmts, subscriberTable(c.table, ledger))
			// Until the subscription is refreshed, the subscriber skips
			// a table it has but was not told of: nothing breaks.
			refresh = "; then, on each subscriber, ALTER SUBSCRIPTION <its name> REFRESH PUBLICATION; starts copying the new tables"
		default:
			what = append(what, fmt.Sprintf("the new column %s of %s", c.column, c.table))
			if _, ok := cols[c.table]; !ok {
				order = append(order, c.table)
			}
			cols[c.table] = append(cols[c.table], "ADD COLUMN IF NOT EXISTS "+c.column+" "+c.typ) // addedColumns' own names
		}
	}
	for _, t := range order {
		stmts = append(stmts, "ALTER TABLE "+t+" "+strings.Join(cols[t], ", ")+";")
	}
	r := &store.PublishedError{Publications: pubs, Slots: slots, Changes: what, Subscriber: strings.Join(stmts, " ")}
	r.Why = fmt.Sprintf("refusing to change the schema of %s: its eval tables are published to logical replication subscribers "+
		"(%s %s; %s %s, pgoutput), and the change would send them %s, which a subscriber that lacks them cannot apply: "+
		"its apply worker would stop, and with it all of the brain's replication (modusbrain's own tables too), "+
		"while the slot keeps WAL on this server without bound",
		target, plural(len(pubs), "publication", "publications"), store.QuotedList(pubs),
		plural(len(slots), "logical slot", "logical slots"), store.QuotedList(slots), joinWords(what))
	r.Fix = fmt.Sprintf("first, on each subscriber of %s, in its copy of the brain, as the tables' owner: %s "+
		"(a subscriber's tables may have more than the publisher sends, so modusbrain keeps replicating); "+
		"then let evalkit adopt the brain here, once: eval-capture --subscribers-ready </dev/null "+
		"(it delivers the events waiting in the spool too)%s. Leave config.json, the publications and the subscriptions as they are",
		store.QuotedList(pubs), r.Subscriber, refresh)
	return r, nil
}

// subscriberTable is the statement that makes the table name (qualified)
// on a subscriber as a migration makes it here.
func subscriberTable(name, ledger string) string {
	if name == ledger {
		return oneLine(createVersionTable(ledger)) + ";"
	}
	schema, table, _ := strings.Cut(name, ".")
	ddl := createFailures
	if strings.Trim(table, `"`) == "eval_candidates" {
		ddl = createCandidates
	}
	// The statements name the table bare: the schema goes first.
	return "SET search_path TO " + schema + "; " + oneLine(ddl) + " RESET search_path;"
}

// oneLine folds a statement's lines and indentation into single spaces.
func oneLine(sql string) string { return strings.Join(strings.Fields(sql), " ") }

// unknownPublished is the refusal when the catalogue of publications or
// slots is out of this role's reach: whether the change would stop a
// subscriber cannot be told, so it is not made.
func unknownPublished(err error, target string) *store.PublishedError {
	return &store.PublishedError{
		Why: fmt.Sprintf("refusing to change the schema of %s: cannot tell whether its eval tables are published to logical replication "+
			"subscribers, whose replication a new table or column would stop (%v)", target, err),
		Fix: "as a superuser, let this role read pg_replication_slots, pg_publication, pg_publication_rel and pg_publication_namespace " +
			"(GRANT SELECT ON … TO <this role>;), which PostgreSQL lets every role read unless revoked; or, once every subscriber is ready, " +
			"let evalkit adopt the brain: eval-capture --subscribers-ready </dev/null",
	}
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
