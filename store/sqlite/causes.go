package sqlite

import (
	"context"
	"time"

	"github.com/modusbrain/evalkit/store"
)

var _ store.FailureCauser = (*Engine)(nil)

// failureCausesSQL groups the failure rows of a reason in a window by
// cause, as the PostgreSQL engine does. A stored sqlstate that is not five
// characters of [0-9A-Z] is never read out.
const failureCausesSQL = `SELECT
	CASE WHEN sqlstate GLOB '[0-9A-Z][0-9A-Z][0-9A-Z][0-9A-Z][0-9A-Z]' THEN sqlstate ELSE '' END AS state,
	CASE WHEN sqlstate GLOB '[0-9A-Z][0-9A-Z][0-9A-Z][0-9A-Z][0-9A-Z]' THEN 'sqlstate'
	     WHEN coalesce(sqlstate, '') = '' AND substr(detail, 1, length(?3)) = ?3 THEN 'queue_full'
	     WHEN coalesce(sqlstate, '') <> '' OR coalesce(detail, '') <> '' THEN 'no_sqlstate'
	     ELSE 'unrecorded' END AS kind,
	count(*) AS n
FROM eval_capture_failures WHERE created_at >= ?1 AND reason = ?2
GROUP BY state, kind ORDER BY n DESC, state, kind`

// FailureCauses counts the failure rows of reason since since by cause
// (see store.FailureCauser).
func (e *Engine) FailureCauses(ctx context.Context, since time.Time, reason store.Reason) ([]store.FailureCause, error) {
	rows, err := e.db.QueryContext(ctx, failureCausesSQL, lowerBound(since), string(reason), store.DetailQueueFull)
	if err != nil {
		return nil, wrap("failure causes", err)
	}
	defer rows.Close()
	var out []store.FailureCause
	for rows.Next() {
		var fc store.FailureCause
		var kind string
		if err := rows.Scan(&fc.SQLState, &kind, &fc.Count); err != nil {
			return nil, wrap("failure causes: scan", err)
		}
		fc.Kind = store.CauseKind(kind)
		out = append(out, fc)
	}
	if err := rows.Err(); err != nil {
		return nil, wrap("failure causes", err)
	}
	return out, nil
}
