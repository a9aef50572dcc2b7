package postgres

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5/pgtype"

	"github.com/modusbrain/evalkit/store"
)

// failureTimeSQL names the failures table's timestamp column: ts in a
// brain and in evalkit's tables since version 2, created_at in an evalkit
// version 1 table that no writer has migrated yet. NULL: no table.
const failureTimeSQL = `WITH a AS (SELECT attname::text AS name FROM pg_attribute
	WHERE attrelid = to_regclass('eval_capture_failures') AND attname IN ('ts', 'created_at') AND NOT attisdropped)
SELECT CASE WHEN to_regclass('eval_capture_failures') IS NULL THEN NULL
	WHEN EXISTS (SELECT 1 FROM a WHERE name = 'ts') THEN 'ts'
	WHEN EXISTS (SELECT 1 FROM a WHERE name = 'created_at') THEN 'created_at' ELSE '' END`

// failureTime returns the timestamp column (see failureTimeSQL).
func failureTime(ctx context.Context, q querier) (string, error) {
	var col *string
	if err := q.QueryRow(ctx, failureTimeSQL).Scan(&col); err != nil {
		return "", err
	}
	switch {
	case col == nil:
		return "", store.ErrNoSchema
	case *col == "":
		return "", errors.New("eval_capture_failures has neither a ts nor a created_at column")
	}
	return *col, nil
}

const (
	// failureCountsSQL: %s is failureTime's column, one of two fixed
	// names, never input.
	failureCountsSQL = `SELECT reason, count(*) FROM eval_capture_failures
		WHERE %s >= $1 GROUP BY reason ORDER BY count(*) DESC, reason`
	activitySQL = `SELECT
		(SELECT count(*) FROM eval_candidates WHERE created_at >= $1),
		(SELECT max(created_at) FROM eval_candidates),
		now()`
)

// sinceArg turns a zero time into -infinity so one statement (and one index
// range scan) serves both "everything" and "since t".
func sinceArg(t time.Time) pgtype.Timestamptz {
	if t.IsZero() {
		return pgtype.Timestamptz{InfinityModifier: pgtype.NegativeInfinity, Valid: true}
	}
	return pgtype.Timestamptz{Time: t, Valid: true}
}

// FailureCounts counts failures recorded at or after since by reason, most
// frequent first (ties by reason). evalkit's (ts, reason) index answers it
// with a range scan however many older rows the table holds.
func (e *Engine) FailureCounts(ctx context.Context, since time.Time) ([]store.FailureCount, error) {
	col, err := failureTime(ctx, e.pool)
	if err != nil {
		return nil, e.wrap("failure counts", err)
	}
	rows, err := e.pool.Query(ctx, fmt.Sprintf(failureCountsSQL, col), sinceArg(since))
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

// CandidateActivity counts rows with created_at >= since (index range),
// reads the newest created_at (one index probe) and the server's now().
func (e *Engine) CandidateActivity(ctx context.Context, since time.Time) (store.Activity, error) {
	var a store.Activity
	var newest pgtype.Timestamptz
	err := e.pool.QueryRow(ctx, activitySQL, sinceArg(since)).Scan(&a.Rows, &newest, &a.Now)
	if err != nil {
		return store.Activity{}, e.wrap("candidate activity", err)
	}
	if newest.Valid {
		a.Newest = newest.Time.UTC()
	}
	a.Now = a.Now.UTC()
	return a, nil
}
