package evalkit

import (
	"context"
	"net/url"
	"strings"
	"time"

	"github.com/rogpeppe/go-internal/testscript"

	"github.com/modusbrain/evalkit/internal/testdb"
)

// pgrole makes a LOGIN role of its own (a unique name: scripts share one
// server) on $PGURL's server, sets $VAR to its name and $VAR_URL to $PGURL
// logged in as it, and drops it when the script ends. ATTRS are CREATE ROLE
// attributes; -owns also makes it the owner of $PGURL's database, as a
// brain belongs to the role modusbrain runs as.
//
// -setrole ROLE also sets $VAR_SETROLE_URL: $VAR_URL with options
// -c role=ROLE, the login that works as ROLE (modusbrain's NOINHERIT login
// and its brain's owner).
//
//	pgrole -owns BRAIN BYPASSRLS
//	pgrole INH NOBYPASSRLS IN ROLE $GROUP
//	pgrole -setrole $OWNER LOGIN NOINHERIT IN ROLE $OWNER
func init() {
	scriptCmds["pgrole"] = func(ts *testscript.TestScript, neg bool, args []string) {
		if neg {
			ts.Fatalf("pgrole: no negation")
		}
		owns := len(args) > 0 && args[0] == "-owns"
		if owns {
			args = args[1:]
		}
		setRole := ""
		if len(args) > 1 && args[0] == "-setrole" {
			setRole, args = args[1], args[2:]
		}
		if len(args) == 0 {
			ts.Fatalf("usage: pgrole [-owns] VAR [ATTRS...]")
		}
		dbURL := ts.Getenv("PGURL")
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		roleURL, role, drop, err := testdb.CreateRole(ctx, dbURL, strings.Join(args[1:], " "))
		ts.Check(err)
		ts.Defer(func() {
			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
			defer cancel()
			if err := drop(ctx); err != nil {
				ts.Logf("pgrole: %v", err)
			}
		})
		if owns {
			ts.Check(testdb.GiveDatabaseTo(ctx, dbURL, role))
		}
		ts.Setenv(args[0], role)
		ts.Setenv(args[0]+"_URL", roleURL)
		if setRole != "" {
			u, err := url.Parse(roleURL)
			ts.Check(err)
			q := u.Query()
			q.Set("options", "-c role="+setRole)
			u.RawQuery = strings.ReplaceAll(q.Encode(), "+", "%20")
			ts.Setenv(args[0]+"_SETROLE_URL", u.String())
		}
	}
}

// pgdb makes another fresh database on $PGURL's server, sets $VAR to its
// URL (logged in as $PGURL's user) and drops it when the script ends: a
// second brain beside the script's own. Roles are the server's, so pgrole
// -owns gives it away with PGURL set to it for that command.
//
//	pgdb BRAIN_B
func init() {
	scriptCmds["pgdb"] = func(ts *testscript.TestScript, neg bool, args []string) {
		if neg {
			ts.Fatalf("pgdb: no negation")
		}
		if len(args) != 1 {
			ts.Fatalf("usage: pgdb VAR")
		}
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		dbURL, drop, err := testdb.Create(ctx, ts.Getenv("PGURL"))
		ts.Check(err)
		ts.Defer(func() {
			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
			defer cancel()
			if err := drop(ctx); err != nil {
				ts.Logf("pgdb: %v", err)
			}
		})
		ts.Setenv(args[0], dbURL)
	}
}

// pgidle waits, on $PGURL's server, until no session of ROLE is left: a
// client's exit ends its connection before the server's backend for it
// has gone, and a role with a CONNECTION LIMIT counts that backend until
// it has. A script that connects as the role right after a client of its
// own would otherwise race the server's cleanup. Each look is a fresh
// connection, so pg_stat_activity is read anew; it fails after 10 s.
//
//	pgidle $LIM
func init() {
	scriptCmds["pgidle"] = func(ts *testscript.TestScript, neg bool, args []string) {
		if neg || len(args) != 1 {
			ts.Fatalf("usage: pgidle ROLE")
		}
		stmt := "SELECT count(*) FROM pg_stat_activity WHERE usename = '" + strings.ReplaceAll(args[0], "'", "''") + "'"
		deadline := time.Now().Add(10 * time.Second)
		for {
			ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			out, err := pgQuery(ctx, ts.Getenv("PGURL"), stmt)
			cancel()
			ts.Check(err)
			if strings.TrimSpace(out) == "0" {
				return
			}
			if time.Now().After(deadline) {
				ts.Fatalf("pgidle: role %s still has %s session(s) after 10s", args[0], strings.TrimSpace(out))
			}
			time.Sleep(20 * time.Millisecond)
		}
	}
}
