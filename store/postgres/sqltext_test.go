package postgres

import (
	"context"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"
)

// Names that others chose, with a terminal's escape sequences in them, are
// printed in SQL that shows no control character and still names the same
// role or string when pasted into psql.
func TestSQLTextSpellsControlCharacters(t *testing.T) {
	_, dbURL := openMigrated(t)
	ctx := testCtx(t)
	c, err := pgx.Connect(ctx, dbURL)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close(context.Background())
	for _, name := range []string{"sqltext plain", `sqltext it's "quoted"`, "sqltext esc\x1b]0;pwned\x07\x1b[2J", `sqltext back\slash` + "\x1b", "sqltext c1\u009bx"} {
		lit, ident := sqlLiteral(name), sqlIdent(name)
		for _, q := range []string{lit, ident} {
			if hasControl(q) {
				t.Errorf("%q printed as %q, with a control character", name, q)
			}
		}
		var same bool
		if err := c.QueryRow(ctx, "SELECT "+lit+" = $1", name).Scan(&same); err != nil || !same {
			t.Errorf("%s: %v, equal %v; want the literal to read back as %q", lit, err, same, name)
		}
		if _, err := c.Exec(ctx, "CREATE ROLE "+ident); err != nil {
			t.Fatalf("CREATE ROLE %s: %v", ident, err)
		}
		var n int
		if err := c.QueryRow(ctx, "SELECT count(*) FROM pg_roles WHERE rolname = $1", name).Scan(&n); err != nil || n != 1 {
			t.Errorf("CREATE ROLE %s made %d roles named %q (%v)", ident, n, name, err)
		}
		if _, err := c.Exec(ctx, "DROP ROLE "+ident); err != nil {
			t.Fatal(err)
		}
	}
	if got := sqlIdent("esc\x1b"); !strings.HasPrefix(got, `U&"`) {
		t.Errorf("sqlIdent = %s; want the U& form", got)
	}
}
