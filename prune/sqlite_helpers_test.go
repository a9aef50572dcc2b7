package prune

import (
	"context"
	"database/sql"

	"github.com/modusbrain/evalkit/store/sqlite"
)

// The SQLite engine hides its *sql.DB; tests reach the same file through
// their own connection.
func sqliteConn(e *sqlite.Engine) (*sql.DB, error) { return sqliteConnPath(e.Path()) }

func sqliteConnPath(path string) (*sql.DB, error) {
	return sql.Open("sqlite", "file:"+path+"?_pragma=busy_timeout(10000)")
}

func sqliteExec(ctx context.Context, e *sqlite.Engine, q string, args ...any) error {
	c, err := sqliteConn(e)
	if err != nil {
		return err
	}
	defer c.Close()
	_, err = c.ExecContext(ctx, q, args...)
	return err
}

func sqliteCount(ctx context.Context, e *sqlite.Engine, q string, args ...any) (int64, error) {
	c, err := sqliteConn(e)
	if err != nil {
		return 0, err
	}
	defer c.Close()
	var n int64
	err = c.QueryRowContext(ctx, q, args...).Scan(&n)
	return n, err
}

func sqliteIDs(ctx context.Context, e *sqlite.Engine) ([]int64, error) {
	c, err := sqliteConn(e)
	if err != nil {
		return nil, err
	}
	defer c.Close()
	rows, err := c.QueryContext(ctx, "SELECT id FROM eval_candidates ORDER BY id")
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var ids []int64
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		ids = append(ids, id)
	}
	return ids, rows.Err()
}
