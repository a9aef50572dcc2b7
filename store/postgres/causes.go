package postgres

import (
	"context"
	"fmt"
	"time"

	"github.com/modusbrain/evalkit/store"
)

var _ store.FailureCauser = (*Engine)(nil)

// failureCausesSQL groups the failure rows of a reason in a window by
// cause; %s is failureTime's column, one of two fixed names. A stored
// sqlstate that is not five characters of [0-9A-Z] is never read out.
const failureCausesSQL = `SELECT
	CASE WHEN sqlstate ~ '^[0-9A-Z]{5}$' THEN sqlstate ELSE '' END,
	CASE WHEN sqlstate ~ '^[0-9A-Z]{5}$' THEN 'sqlstate'
	     WHEN coalesce(sqlstate, '') = '' AND left(detail, length($3)) = $3 THEN 'queue_full'
	     WHEN coalesce(sqlstate, '') <> '' OR coalesce(detail, '') <> '' THEN 'no_sqlstate'
	     ELSE 'unrecorded' END,
	count(*)
FROM eval_capture_failures WHERE %s >= $1 AND reason = $2
GROUP BY 1, 2 ORDER BY 3 DESC, 1, 2`

// FailureCauses counts the failure rows of reason since since by cause
// (see store.FailureCauser); evalkit's (ts, reason) index serves the
// window.
func (e *Engine) FailureCauses(ctx context.Context, since time.Time, reason store.Reason) ([]store.FailureCause, error) {
	col, err := failureTime(ctx, e.pool)
	if err != nil {
		return nil, e.wrap("failure causes", err)
	}
	var cols int
	if err := e.pool.QueryRow(ctx, `SELECT count(*) FROM pg_attribute WHERE attrelid = to_regclass('eval_capture_failures')
		AND attname IN ('sqlstate', 'detail') AND NOT attisdropped`).Scan(&cols); err != nil {
		return nil, e.wrap("failure causes", err)
	}
	if cols < 2 {
		return nil, nil // modusbrain's table, not adopted: no cause recorded
	}
	rows, err := e.pool.Query(ctx, fmt.Sprintf(failureCausesSQL, col), sinceArg(since), string(reason), store.DetailQueueFull)
	if err != nil {
		return nil, e.wrap("failure causes", err)
	}
	defer rows.Close()
	var out []store.FailureCause
	for rows.Next() {
		var fc store.FailureCause
		var kind string
		if err := rows.Scan(&fc.SQLState, &kind, &fc.Count); err != nil {
			return nil, e.wrap("failure causes", err)
		}
		fc.Kind = store.CauseKind(kind)
		out = append(out, fc)
	}
	return out, e.wrap("failure causes", rows.Err())
}
