package evalkit

import (
	"github.com/rogpeppe/go-internal/testscript"

	"github.com/modusbrain/evalkit/internal/testdb"
)

// strictpooler starts a stand-in for PgBouncer with its stock settings in
// front of $PGURL's server: it forwards a connection whose startup
// parameters are all ones PgBouncer passes on (user, database,
// application_name, client_encoding, datestyle, timezone,
// standard_conforming_strings, and extra_float_digits, which its stock
// ignore_startup_parameters names) and refuses any other as PgBouncer
// does, before authentication: FATAL 08P01 "unsupported startup
// parameter: NAME". It puts $PGURL's database through it in the named
// variable, and stops when the script ends.
//
//	strictpooler POOLED_URL
func init() {
	scriptCmds["strictpooler"] = func(ts *testscript.TestScript, neg bool, args []string) {
		if neg || len(args) != 1 {
			ts.Fatalf("usage: strictpooler VAR")
		}
		p, err := testdb.ListenStrictPooler(ts.Getenv("PGURL"))
		ts.Check(err)
		ts.Defer(p.Close)
		ts.Setenv(args[0], p.URL())
	}
}
