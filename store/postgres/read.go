package postgres

import (
	"context"
	"time"

	"github.com/jackc/pgx/v5/pgtype"

	"github.com/modusbrain/evalkit/store"
)

const (
	failureCountsSQL = `SELECT reason, count(*) FROM eval_capture_failures
		WHERE created_at >= $1 GROUP BY reason ORDER BY count(*) DESC, reason`
	activitySQL = `SELECT
		(SELECT count(*) FROM eval_candidates WHERE created_at >= $1),
		(SELECT max(created_at) FROM eval_candidates)`
)

// sinceArg turns a zero time into -infinity so one statement (and one index
// range scan) serves both "everything" and "since t".
func sinceArg(t time.Time) pgtype.Timestamptz {
	if t.IsZero() {
		return pgtype.Timestamptz{InfinityModifier: pgtype.NegativeInfinity, Valid: true}
	}
	return pgtype.Timestamptz{Time: t, Valid: true}
}

// FailureCounts counts failures with created_at >= since by reason, most
// frequent first (ties by reason). The (created_at, reason) index answers it
// with a range scan however many older rows the table holds.
func (e *Engine) FailureCounts(ctx context.Context, since time.Time) ([]store.FailureCount, error) {
	rows, err := e.pool.Query(ctx, failureCountsSQL, sinceArg(since))
	if err != nil {
		return nil, e.wrap("failure counts", err)
	}
	defer rows.Close()
	var out []store.FailureCount
	for rows.Next() {
		var reason string
		var n int64
		if err := rows.Scan(&reason, &n); err != nil {
			return nil, e.wrap("failure counts", err)
		}
		out = append(out, store.FailureCount{Reason: store.Reason(reason), Count: n})
	}
	return out, e.wrap("failure counts", rows.Err())
}

// CandidateActivity counts rows with created_at >= since (index range) and
// reads the newest created_at (one index probe).
func (e *Engine) CandidateActivity(ctx context.Context, since time.Time) (store.Activity, error) {
	var a store.Activity
	var newest pgtype.Timestamptz
	err := e.pool.QueryRow(ctx, activitySQL, sinceArg(since)).Scan(&a.Rows, &newest)
	if err != nil {
		return store.Activity{}, e.wrap("candidate activity", err)
	}
	if newest.Valid {
		a.Newest = newest.Time.UTC()
	}
	return a, nil
}
