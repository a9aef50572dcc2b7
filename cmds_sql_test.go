package evalkit

import (
	"context"
	"database/sql"
	"fmt"
	"path/filepath"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/rogpeppe/go-internal/testscript"
	_ "modernc.org/sqlite"
)

// sql runs one statement against the database the evalkit commands would use
// in this script — $MODUSBRAIN_DATABASE_URL when set, else the embedded SQLite
// file under $MODUSBRAIN_HOME — so one script body can assert table contents
// on either engine. Rows go to stdout, one per line, columns tab-separated,
// NULL as NULL.
//
//	sql 'SELECT count(*) FROM eval_candidates'
//	sql -sqlite path/to/file.db 'SELECT ...'
func init() {
	scriptCmds["sql"] = func(ts *testscript.TestScript, neg bool, args []string) {
		sqlitePath := ""
		if len(args) == 3 && args[0] == "-sqlite" {
			sqlitePath, args = ts.MkAbs(args[1]), args[2:]
		}
		if len(args) != 1 {
			ts.Fatalf("usage: sql [-sqlite FILE] 'STATEMENT'")
		}
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		var out string
		var err error
		if url := ts.Getenv("MODUSBRAIN_DATABASE_URL"); url != "" && sqlitePath == "" {
			out, err = pgQuery(ctx, url, args[0])
		} else {
			if sqlitePath == "" {
				sqlitePath = filepath.Join(ts.Getenv("MODUSBRAIN_HOME"), ".modusbrain", "eval.db")
			}
			out, err = sqliteQuery(ctx, sqlitePath, args[0])
		}
		if neg {
			if err == nil {
				ts.Fatalf("sql: unexpected success")
			}
			ts.Logf("sql: %v", err)
			return
		}
		ts.Check(err)
		ts.Stdout().Write([]byte(out))
	}
}

func pgQuery(ctx context.Context, url, stmt string) (string, error) {
	c, err := pgx.Connect(ctx, url)
	if err != nil {
		return "", err
	}
	defer c.Close(ctx)
	results, err := c.PgConn().Exec(ctx, stmt).ReadAll()
	if err != nil {
		return "", err
	}
	var b strings.Builder
	for _, r := range results {
		if r.Err != nil {
			return "", r.Err
		}
		for _, row := range r.Rows {
			cells := make([]string, len(row))
			for i, v := range row {
				if v == nil {
					cells[i] = "NULL"
				} else {
					cells[i] = string(v)
				}
			}
			b.WriteString(strings.Join(cells, "\t") + "\n")
		}
	}
	return b.String(), nil
}

func sqliteQuery(ctx context.Context, path, stmt string) (string, error) {
	db, err := sql.Open("sqlite", "file:"+path+"?mode=rw")
	if err != nil {
		return "", err
	}
	defer db.Close()
	rows, err := db.QueryContext(ctx, stmt)
	if err != nil {
		return "", err
	}
	defer rows.Close()
	cols, err := rows.Columns()
	if err != nil {
		return "", err
	}
	var b strings.Builder
	vals := make([]any, len(cols))
	ptrs := make([]any, len(cols))
	for i := range vals {
		ptrs[i] = &vals[i]
	}
	for rows.Next() {
		if err := rows.Scan(ptrs...); err != nil {
			return "", err
		}
		cells := make([]string, len(cols))
		for i, v := range vals {
			switch v := v.(type) {
			case nil:
				cells[i] = "NULL"
			case []byte:
				cells[i] = string(v)
			default:
				cells[i] = fmt.Sprint(v)
			}
		}
		b.WriteString(strings.Join(cells, "\t") + "\n")
	}
	return b.String(), rows.Err()
}
