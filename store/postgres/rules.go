package postgres

import (
	"context"

	"github.com/modusbrain/evalkit/store"
)

// conflictRulesSQL names the INSERT rules on $1 that fire in an ordinary
// session (pg_rewrite.ev_type '3'; enabled always or on origin): PostgreSQL
// refuses an INSERT … ON CONFLICT on such a table (0A000,
// feature_not_supported) — capture's INSERT into eval_candidates is one
// (its exactly-once delivery key) — and a DO INSTEAD NOTHING rule drops
// the rows without a word. UPDATE rules matter only to ON CONFLICT DO
// UPDATE, which capture does not use.
const conflictRulesSQL = `
	SELECT r.rulename::text FROM pg_rewrite r
	WHERE r.ev_class = to_regclass($1) AND r.ev_type = '3' AND r.ev_enabled IN ('O', 'A')
	ORDER BY r.rulename`

// ConflictRules lists the INSERT rules on eval_candidates (an
// operator's audit rule, say), on which every one of capture's rows is
// refused while modusbrain's own INSERT, which has no ON CONFLICT, goes
// through (probe 12 #4). A missing table has none. It only reads the
// catalogue.
func (e *Engine) ConflictRules(ctx context.Context) ([]string, error) {
	rows, err := e.pool.Query(ctx, conflictRulesSQL, store.TableCandidates)
	if err != nil {
		return nil, e.wrap("insert rules", err)
	}
	defer rows.Close()
	var names []string
	for rows.Next() {
		var n string
		if err := rows.Scan(&n); err != nil {
			return nil, e.wrap("insert rules", err)
		}
		names = append(names, n)
	}
	if err := rows.Err(); err != nil {
		return nil, e.wrap("insert rules", err)
	}
	return names, nil
}
