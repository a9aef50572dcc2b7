package capture_test

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"net/url"
	"path/filepath"
	"testing"

	"github.com/jackc/pgx/v5"
	"github.com/modusbrain/evalkit/capture"
	"github.com/modusbrain/evalkit/capture/spool"
	"github.com/modusbrain/evalkit/configplane"
	"github.com/modusbrain/evalkit/internal/testdb"
	"github.com/modusbrain/evalkit/store"
	"github.com/modusbrain/evalkit/store/dial"
)

// Two brains in one database, one schema per role: PostgreSQL's default
// search_path "$user", public resolves eval_candidates in the schema named
// after the role that logs in. Events spooled for alice's brain (an
// outage) must not be delivered into bob's by bob's next capture — same
// servers, database and search_path, another role, other tables — and
// alice's next capture delivers them into hers, exactly once.
func TestSpoolDoesNotCrossRoleSchemas(t *testing.T) {
	ctx := ctxT(t)
	var r [4]byte
	rand.Read(r[:])
	alice, bob := "sp_alice_"+hex.EncodeToString(r[:]), "sp_bob_"+hex.EncodeToString(r[:])
	srv := testdb.ServerURL(t)
	admin, err := pgx.Connect(ctx, srv)
	if err != nil {
		t.Fatal(err)
	}
	defer admin.Close(ctx)
	for _, role := range []string{alice, bob} {
		// BYPASSRLS: evalkit's migration asks for it, as modusbrain's does.
		if _, err := admin.Exec(ctx, "CREATE ROLE "+role+" LOGIN BYPASSRLS"); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { admin.Exec(context.Background(), "DROP ROLE IF EXISTS "+role) })
	}
	db := testdb.New(t) // dropped before the roles (cleanups run last first)
	conn, err := pgx.Connect(ctx, db)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	for _, role := range []string{alice, bob} {
		if _, err := conn.Exec(ctx, "CREATE SCHEMA "+role+" AUTHORIZATION "+role); err != nil {
			t.Fatal(err)
		}
	}
	as := func(role string) string {
		u, err := url.Parse(db)
		if err != nil {
			t.Fatal(err)
		}
		u.User = url.User(role)
		return u.String()
	}
	home := t.TempDir()
	lookup := func(dbURL string) func(string) (string, bool) {
		return func(k string) (string, bool) {
			switch k {
			case "MODUSBRAIN_HOME":
				return home, true
			case "MODUSBRAIN_CONTRIBUTOR_MODE":
				return "1", true
			case "MODUSBRAIN_DATABASE_URL":
				return dbURL, true
			}
			return "", false
		}
	}
	run := func(role string, queries ...string) capture.Stats {
		t.Helper()
		c, err := capture.Open(ctx, capture.OpenOptions{LookupEnv: lookup(as(role)), OnError: func(err error) { t.Log(err) }})
		if err != nil {
			t.Fatal(err)
		}
		for _, q := range queries {
			c.Capture(capture.Event{ToolName: store.ToolQuery, Query: q})
		}
		c.Close(ctx)
		return c.Stats()
	}
	// Each brain gets its tables (in its own schema) and one call.
	run(alice, "alice 1")
	run(bob, "bob 1")

	// An outage while alice captures: her spool records, as her capture
	// writes them (dial.SpoolIdentity of her target).
	dir := filepath.Join(home, ".modusbrain", "spool")
	aliceID := dial.SpoolIdentity(configplane.Target{Engine: configplane.EnginePostgres, URL: as(alice)})
	sp, err := spool.Open(spool.Options{Dir: dir, Target: aliceID})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := sp.Append([]spool.Entry{
		{Candidate: store.Candidate{ToolName: store.ToolQuery, Query: "alice 2", RetrievedSlugs: []string{}, RetrievedChunkIDs: []int64{}, SourceIDs: []string{}}},
		{Candidate: store.Candidate{ToolName: store.ToolQuery, Query: "alice 3", RetrievedSlugs: []string{}, RetrievedChunkIDs: []int64{}, SourceIDs: []string{}}},
	}); err != nil {
		t.Fatal(err)
	}
	sp.Close()

	queries := func(schema string) []string {
		t.Helper()
		rows, err := conn.Query(ctx, "SELECT query FROM "+schema+".eval_candidates ORDER BY id")
		if err != nil {
			t.Fatal(err)
		}
		qs, err := pgx.CollectRows(rows, pgx.RowTo[string])
		if err != nil {
			t.Fatal(err)
		}
		return qs
	}

	// The database is back; bob captures first.
	if st := run(bob); st.Delayed != 0 {
		t.Errorf("bob's run delivered %d of alice's spooled calls", st.Delayed)
	}
	if got := queries(bob); len(got) != 1 || got[0] != "bob 1" {
		t.Errorf("bob's brain holds %q, want only bob's call", got)
	}
	st, err := spool.ReadStats(dir, 0)
	if err != nil {
		t.Fatal(err)
	}
	if st.Records != 2 || st.For(aliceID).Records != 2 {
		t.Errorf("spool: %d records, %d for %s; want alice's 2 waiting", st.Records, st.For(aliceID).Records, aliceID)
	}

	// alice's next capture delivers them, into her brain.
	if st := run(alice); st.Delayed != 2 {
		t.Errorf("alice's run delivered %d late, want 2", st.Delayed)
	}
	if got := queries(alice); len(got) != 3 || got[1] != "alice 2" || got[2] != "alice 3" {
		t.Errorf("alice's brain holds %q, want her 3 calls", got)
	}
	if got := queries(bob); len(got) != 1 {
		t.Errorf("bob's brain holds %q", got)
	}
}
