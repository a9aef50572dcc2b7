package postgres

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"
)

// ErrUnadoptable is wrapped by Migrate's refusal to adopt an eval table
// that is not a plain table: partitioned (a DBA's retention by DROP
// PARTITION), a view, a foreign table. The message names the table, what
// it is and why evalkit cannot use it.
var ErrUnadoptable = errors.New("not a plain table")

// kindRefusal says why the existing eval tables cannot be adopted, or nil;
// it is asked before anything changes. eval_candidates needs evalkit's
// unique index on the delivery key alone (schema.go): that is what keeps
// a re-delivered spooled event from being stored twice. PostgreSQL lets a
// partitioned table have a unique index only when it includes the
// partition key — created_at here, stamped anew at every delivery, so an
// index that included it would never see the second copy as a duplicate
// (and CREATE INDEX CONCURRENTLY, which keeps modusbrain's writers going,
// is refused on a partitioned table anyway). eval_capture_failures only
// gets nullable columns, which a partitioned table takes; unless a v1
// ledger needs its index built on it. A view or a foreign table takes
// neither.
func kindRefusal(ctx context.Context, q querier, v int) (*roleRefusal, error) {
	var table, kind string
	err := q.QueryRow(ctx, `SELECT t, c.relkind::text FROM unnest(ARRAY['eval_candidates', 'eval_capture_failures']) WITH ORDINALITY AS u(t, ord)
		JOIN pg_class c ON c.oid = to_regclass(t)
		WHERE c.relkind <> 'r' AND NOT (t = 'eval_capture_failures' AND c.relkind = 'p' AND $1 <> 1)
		ORDER BY ord LIMIT 1`, v).Scan(&table, &kind)
	if err != nil {
		if errors.Is(err, pgx.ErrNoRows) {
			return nil, nil
		}
		return nil, fmt.Errorf("checking what the eval tables are: %w", err)
	}
	what := map[string]string{"p": "a partitioned table", "v": "a view", "m": "a materialized view", "f": "a foreign table"}[kind]
	if what == "" {
		what = "not a plain table (relkind " + kind + ")"
	}
	why := fmt.Sprintf("refusing to adopt the eval tables: %s is %s", table, what)
	if kind == "p" && table == "eval_candidates" {
		why += ", and evalkit's exactly-once delivery needs a unique index on its delivery key alone, which PostgreSQL allows " +
			"on a partitioned table only with the partition key in it; created_at is stamped anew at each delivery, so such " +
			"an index could not stop a spooled event from being stored twice"
	} else {
		why += ", which cannot take evalkit's indexes"
	}
	return &roleRefusal{err: ErrUnadoptable,
		why: why + "; nothing was changed, and modusbrain's own writes are not affected",
		fix: "evalkit captures into this brain only once " + table + " is a plain table again (its owner's choice; " +
			"eval-prune keeps retention on a plain table without partitions); until then every eval-capture here stops before reading its input"}, nil
}
