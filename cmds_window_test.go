package evalkit

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	mrand "math/rand/v2"
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/rogpeppe/go-internal/testscript"

	"github.com/modusbrain/evalkit/exporter"
	"github.com/modusbrain/evalkit/internal/testdb"
)

// Script commands for the window scripts: writers that commit late, as
// modusbrain's do, and a reader role with no pg_read_all_stats. Both work
// on $PGURL (the script's database, as the superuser).
//
//	latetxn open [-as VAR] [-set NAME=VALUE]... W
//	    opens a session (on $VAR's URL with -as, else $PGURL; SET NAME =
//	    VALUE in it first: -set role=R is SET ROLE R), begins a
//	    transaction and inserts one eval_candidates row as modusbrain does
//	    (created_at = now(), the transaction's start), without committing;
//	    sets $W_START to that stamp and $W_AFTER to the clock after it.
//	    The transaction is rolled back when the script ends.
//	latetxn commit [-when-waiting] W
//	    commits it; with -when-waiting, first waits (at most 30 s) until
//	    another session of the database has polled pg_locks for
//	    transactions to end, i.e. an eval-export started in the background
//	    is waiting for it.
//	latetxn waiting W
//	    waits as -when-waiting does, and leaves W open.
//	readerrole VAR
//	    creates a login role that bypasses RLS and may SELECT every table of
//	    the database, without pg_read_all_stats (it cannot see when other
//	    roles' transactions started), and sets $VAR to its URL. Dropped
//	    when the script ends.
func init() {
	scriptCmds["latetxn"] = cmdLateTxn
	scriptCmds["readerrole"] = cmdReaderRole
}

var (
	lateMu  sync.Mutex
	lateTxs = map[*testscript.TestScript]map[string]pgx.Tx{}
)

func cmdLateTxn(ts *testscript.TestScript, neg bool, args []string) {
	if neg {
		ts.Fatalf("latetxn does not take !")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 45*time.Second)
	defer cancel()
	pgURL := ts.Getenv("PGURL")
	if len(args) < 2 {
		ts.Fatalf("usage: latetxn open [-as VAR] [-set NAME=VALUE]... W | latetxn commit [-when-waiting] W")
	}
	verb, name := args[0], args[len(args)-1]
	flags := args[1 : len(args)-1]
	lateMu.Lock()
	txs := lateTxs[ts]
	if txs == nil {
		txs = map[string]pgx.Tx{}
		lateTxs[ts] = txs
	}
	lateMu.Unlock()
	switch verb {
	case "open":
		sessionURL := pgURL
		if len(flags) >= 2 && flags[0] == "-as" {
			if sessionURL = ts.Getenv(flags[1]); sessionURL == "" {
				ts.Fatalf("latetxn open: $%s is not set", flags[1])
			}
			flags = flags[2:]
		}
		c, err := pgx.Connect(ctx, sessionURL)
		ts.Check(err)
		ts.Defer(func() { c.Close(context.Background()) })
		for i := 0; i < len(flags); i += 2 {
			if flags[i] != "-set" || i+1 == len(flags) || !strings.Contains(flags[i+1], "=") {
				ts.Fatalf("latetxn open: bad flags %q", flags)
			}
			k, v, _ := strings.Cut(flags[i+1], "=")
			_, err := c.Exec(ctx, fmt.Sprintf("SET %s = %s", pgx.Identifier{k}.Sanitize(), v))
			ts.Check(err)
		}
		tx, err := c.Begin(context.Background())
		ts.Check(err)
		var start, after time.Time
		_, err = tx.Exec(ctx, testdb.ModusbrainInsertCandidate, testdb.ModusbrainCall(mrand.New(mrand.NewPCG(7, 7)), 0)...)
		ts.Check(err)
		// now() is the row's created_at (its default), read without
		// RETURNING, which a role with INSERT only on some columns may not use.
		ts.Check(tx.QueryRow(ctx, "SELECT now(), clock_timestamp()").Scan(&start, &after))
		lateMu.Lock()
		txs[name] = tx
		lateMu.Unlock()
		ts.Setenv(name+"_START", exporter.FormatCursor(start))
		ts.Setenv(name+"_AFTER", exporter.FormatCursor(after))
	case "waiting":
		lateMu.Lock()
		tx := txs[name]
		lateMu.Unlock()
		if tx == nil || len(flags) != 0 {
			ts.Fatalf("usage: latetxn waiting W (W open)")
		}
		waitForPoller(ctx, ts, pgURL)
	case "commit":
		lateMu.Lock()
		tx := txs[name]
		delete(txs, name)
		lateMu.Unlock()
		if tx == nil {
			ts.Fatalf("latetxn commit: no open transaction %s", name)
		}
		if len(flags) == 1 && flags[0] == "-when-waiting" {
			waitForPoller(ctx, ts, pgURL)
		} else if len(flags) != 0 {
			ts.Fatalf("latetxn commit: bad flags %q", flags)
		}
		ts.Check(tx.Commit(ctx))
	default:
		ts.Fatalf("latetxn: unknown verb %q", verb)
	}
}

// waitForPoller waits until a session of the database has run the query
// store/postgres polls pg_locks with while it waits for transactions to
// end (the last query stays in pg_stat_activity after it ran), or 30 s: a
// condition, not a time, decides when the writer commits.
func waitForPoller(ctx context.Context, ts *testscript.TestScript, pgURL string) {
	c, err := pgx.Connect(ctx, pgURL)
	ts.Check(err)
	defer c.Close(context.Background())
	giveUp := time.Now().Add(30 * time.Second)
	for time.Now().Before(giveUp) {
		var n int
		ts.Check(c.QueryRow(ctx, `SELECT count(*) FROM pg_stat_activity
			WHERE datname = current_database() AND pid <> pg_backend_pid() AND query LIKE '%virtualxid = ANY%'`).Scan(&n))
		if n > 0 {
			return
		}
		time.Sleep(5 * time.Millisecond)
	}
	ts.Logf("latetxn: no session waited for the transaction within 30s; committing anyway")
}

func cmdReaderRole(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 1 {
		ts.Fatalf("usage: readerrole VAR")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	pgURL := ts.Getenv("PGURL")
	b := make([]byte, 6)
	_, _ = rand.Read(b)
	role, password := "evalkit_reader_"+hex.EncodeToString(b), hex.EncodeToString(b)
	c, err := pgx.Connect(ctx, pgURL)
	ts.Check(err)
	defer c.Close(context.Background())
	id := pgx.Identifier{role}.Sanitize()
	_, err = c.Exec(ctx, fmt.Sprintf("CREATE ROLE %s LOGIN BYPASSRLS PASSWORD '%s'", id, password))
	ts.Check(err)
	ts.Defer(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		c, err := pgx.Connect(ctx, pgURL)
		if err != nil {
			ts.Logf("readerrole: dropping %s: %v", role, err)
			return
		}
		defer c.Close(ctx)
		_, _ = c.Exec(ctx, "DROP OWNED BY "+id)
		if _, err := c.Exec(ctx, "DROP ROLE IF EXISTS "+id); err != nil {
			ts.Logf("readerrole: dropping %s: %v", role, err)
		}
	})
	_, err = c.Exec(ctx, "GRANT SELECT ON ALL TABLES IN SCHEMA public TO "+id)
	ts.Check(err)
	u, err := url.Parse(pgURL)
	ts.Check(err)
	u.User = url.UserPassword(role, password)
	ts.Setenv(args[0], u.String())
}
