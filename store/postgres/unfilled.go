package postgres

import (
	"context"
	"strings"

	"github.com/modusbrain/evalkit/store"
)

// UnfilledColumn is a column of an eval table that every row must fill —
// NOT NULL (itself or through its domain), with no default, not generated,
// not an identity — and that capture's INSERT does not name: PostgreSQL
// refuses each of capture's rows (23502, not_null_violation). A newer
// modusbrain that adds such a column names it in its own INSERT, so only
// evalkit's writes fail.
type UnfilledColumn struct {
	Table, Column, Type string
	// Trigger: the table has a BEFORE INSERT row trigger, which may fill
	// the column (NOT NULL is checked after it runs).
	Trigger bool
}

// insertColumns are the columns capture's INSERTs name, per table. The
// candidates' come from insertSQL itself; the failures' are those of
// InsertFailures' statement.
var insertColumns = map[string][]string{
	store.TableCandidates: namedColumns(insertSQL),
	store.TableFailures:   {"reason", "tool_name", "sqlstate", "detail", "ts"},
}

// namedColumns is the column list of an INSERT INTO t (a, b, …) statement.
func namedColumns(insert string) []string {
	_, rest, _ := strings.Cut(insert, "(")
	list, _, _ := strings.Cut(rest, ")")
	var cols []string
	for c := range strings.SplitSeq(list, ",") {
		cols = append(cols, strings.TrimSpace(c))
	}
	return cols
}

// unfilledSQL finds $1's columns outside $2 that an INSERT must fill.
// attgenerated is read through to_jsonb: PostgreSQL 11 has no such column.
const unfilledSQL = `
	SELECT a.attname::text, format_type(a.atttypid, a.atttypmod),
	       EXISTS (SELECT 1 FROM pg_trigger g WHERE g.tgrelid = a.attrelid AND NOT g.tgisinternal
	               AND g.tgenabled <> 'D' AND g.tgtype::int & 7 = 7) -- ROW, BEFORE, INSERT
	FROM pg_attribute a JOIN pg_type t ON t.oid = a.atttypid
	WHERE a.attrelid = to_regclass($1) AND a.attnum > 0 AND NOT a.attisdropped
	  AND (a.attnotnull OR t.typtype = 'd' AND t.typnotnull)
	  AND NOT a.atthasdef AND NOT (t.typtype = 'd' AND t.typdefaultbin IS NOT NULL)
	  AND a.attidentity = '' AND coalesce(to_jsonb(a) ->> 'attgenerated', '') = ''
	  AND a.attname <> ALL ($2::text[])
	ORDER BY a.attnum`

// UnfilledColumns lists the columns of both eval tables that capture's
// INSERTs leave out and PostgreSQL will not leave empty (see
// UnfilledColumn); a missing table has none. It only reads the catalogue.
func (e *Engine) UnfilledColumns(ctx context.Context) ([]UnfilledColumn, error) {
	var out []UnfilledColumn
	for _, table := range store.Tables {
		rows, err := e.pool.Query(ctx, unfilledSQL, table, insertColumns[table])
		if err != nil {
			return nil, e.wrap("unfilled columns", err)
		}
		for rows.Next() {
			u := UnfilledColumn{Table: table}
			if err := rows.Scan(&u.Column, &u.Type, &u.Trigger); err != nil {
				rows.Close()
				return nil, e.wrap("unfilled columns", err)
			}
			out = append(out, u)
		}
		if err := rows.Err(); err != nil {
			return nil, e.wrap("unfilled columns", err)
		}
	}
	return out, nil
}
