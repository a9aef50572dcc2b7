package evalkit

import (
	"context"
	"net/url"
	"os/exec"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/rogpeppe/go-internal/testscript"
)

// german makes every new session of $PGURL's database speak German
// (ALTER DATABASE … SET lc_messages = 'de_DE.utf8', as $PGURL's superuser),
// as a server with lc_messages de_DE does: evalkit must tell errors by
// SQLSTATE and evidence, never by English words. It makes the locale when
// the machine lacks it (localedef) and fails, never skips, when the
// server still answers in English.
//
//	german
//
// pgdbenc makes another fresh database with the given server encoding on
// $PGURL's server, sets $VAR to its URL and drops it when the script ends.
//
//	pgdbenc BRAIN SQL_ASCII
func init() {
	scriptCmds["german"] = func(ts *testscript.TestScript, neg bool, args []string) {
		if neg || len(args) != 0 {
			ts.Fatalf("usage: german")
		}
		if out, err := exec.Command("locale", "-a").Output(); err != nil || !strings.Contains(strings.ToLower(string(out)), "de_de.utf8") {
			if out, err := exec.Command("localedef", "-i", "de_DE", "-f", "UTF-8", "de_DE.UTF-8").CombinedOutput(); err != nil {
				ts.Fatalf("german: the locale de_DE.utf8 is missing and localedef -i de_DE -f UTF-8 de_DE.UTF-8 failed (%v): %s", err, out)
			}
		}
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		c, err := pgx.Connect(ctx, ts.Getenv("PGURL"))
		ts.Check(err)
		defer c.Close(ctx)
		_, err = c.Exec(ctx, `DO $$BEGIN EXECUTE format('ALTER DATABASE %I SET lc_messages = %L', current_database(), 'de_DE.utf8'); END$$`)
		ts.Check(err)
		c2, err := pgx.Connect(ctx, ts.Getenv("PGURL"))
		ts.Check(err)
		defer c2.Close(ctx)
		if _, err := c2.Exec(ctx, "SELECT 1/0"); err == nil || strings.Contains(err.Error(), "division by zero") {
			ts.Fatalf("german: the server does not answer in German (%v): it needs its German message catalog and the locale on its machine", err)
		}
	}
	scriptCmds["pgdbenc"] = func(ts *testscript.TestScript, neg bool, args []string) {
		if neg || len(args) != 2 {
			ts.Fatalf("usage: pgdbenc VAR ENCODING")
		}
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		server := ts.Getenv("PGURL")
		c, err := pgx.Connect(ctx, server)
		ts.Check(err)
		defer c.Close(ctx)
		name := "evalkit_test_" + strings.ToLower(args[1]) + "_" + time.Now().Format("150405.000000")
		_, err = c.Exec(ctx, "CREATE DATABASE "+pgx.Identifier{name}.Sanitize()+" ENCODING '"+args[1]+"' LC_COLLATE 'C' LC_CTYPE 'C' TEMPLATE template0")
		ts.Check(err)
		ts.Defer(func() {
			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
			defer cancel()
			c, err := pgx.Connect(ctx, server)
			if err != nil {
				ts.Logf("pgdbenc: %v", err)
				return
			}
			defer c.Close(ctx)
			if _, err := c.Exec(ctx, "DROP DATABASE IF EXISTS "+pgx.Identifier{name}.Sanitize()+" WITH (FORCE)"); err != nil {
				ts.Logf("pgdbenc: %v", err)
			}
		})
		u, err := url.Parse(server)
		ts.Check(err)
		u.Path = "/" + name
		ts.Setenv(args[0], u.String())
	}
}
