package postgres

import (
	"context"

	"github.com/modusbrain/evalkit/store"
)

var _ store.ReplicaChecker = (*Engine)(nil)

// Replica tells whether eval_candidates here is written by replication
// (see store.ReplicaChecker): a standby in recovery, or a logical
// subscriber whose subscription has the table among its relations
// (pg_subscription_rel, whatever the subscription's state or whether it
// is enabled: a disabled one applies what waits once enabled again).
//
// pg_subscription_rel and the subscription's name in pg_subscription are
// readable by every role as PostgreSQL ships them (the connection string,
// which may hold a password, is not, and is never read). Where a DBA took
// that away (42501), the engine cannot tell, and says so as a
// *store.SubscriberError with Unknown set: a window it cannot show exact
// is refused, never exported short.
func (e *Engine) Replica(ctx context.Context) error {
	var standby bool
	if err := e.pool.QueryRow(ctx, "SELECT pg_is_in_recovery()").Scan(&standby); err != nil {
		return e.wrap("replication", err)
	}
	if standby {
		// A standby's catalogue is its primary's: it may list the
		// primary's subscriptions, but the standby is the cause here.
		return store.ErrStandby
	}
	var table *string
	var subs []string
	err := e.pool.QueryRow(ctx, `SELECT to_regclass('eval_candidates')::text,
		coalesce((SELECT array_agg(DISTINCT s.subname::text ORDER BY s.subname::text) FROM pg_subscription_rel r
		  JOIN pg_subscription s ON s.oid = r.srsubid WHERE r.srrelid = to_regclass('eval_candidates')), '{}')`).Scan(&table, &subs)
	if store.SQLState(err) == "42501" {
		return &store.SubscriberError{Table: "eval_candidates", Unknown: err}
	}
	if err != nil {
		return e.wrap("replication", err)
	}
	if table == nil || len(subs) == 0 {
		return nil
	}
	return &store.SubscriberError{Table: *table, Subscriptions: subs}
}
