package evalkit

// A brain replicated logically: a publisher and a subscriber, two
// databases of one private cluster with wal_level=logical (the
// subscription connects back over the cluster's socket, on a slot made
// beforehand, as a subscription to the same cluster must). Both real.

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/modusbrain/evalkit/internal/testdb"
)

// newLogicalCluster is newCluster with wal_level=logical.
func newLogicalCluster(t *testing.T) *cluster {
	t.Helper()
	c := newCluster(t)
	c.stop()
	c.pgCtl("-l", filepath.Join(c.dir, "server.log"), "-w", "-t", "60",
		"-o", "-k "+c.dir+" -c listen_addresses= -c fsync=off -c full_page_writes=off -c max_connections=300 -c wal_level=logical",
		"start")
	return c
}

// dbURL is c's URL for database name.
func (c *cluster) dbURL(name string) string {
	return strings.Replace(c.url, "/postgres?", "/"+name+"?", 1)
}

// sqlOn runs stmt at url and returns its rows as pgQuery renders them.
func sqlOn(t *testing.T, url, stmt string) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	out, err := pgQuery(ctx, url, stmt)
	if err != nil {
		t.Fatalf("%s: %v", stmt, err)
	}
	return out
}

// waitSQL waits until query at url answers want.
func waitSQL(t *testing.T, url, query, want string) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		got, err := pgQuery(context.Background(), url, query)
		if err == nil && strings.TrimSpace(got) == want {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s: %q (%v), want %q", query, got, err, want)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// replicatedBrain makes two modusbrain brains in c, "pub" with calls
// calls of modusbrain's and "sub" with none, publishes pub's tables with
// publication (FOR ...) and subscribes sub to them as subscription
// "brainsub" on slot "brainsub". It returns their URLs once sub has pub's
// rows. before runs on sub before it subscribes (nil: nothing).
func (c *cluster) replicatedBrain(publication string, calls int, before func(sub string)) (pub, sub string) {
	t := c.t
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	sqlOn(t, c.url, "CREATE DATABASE pub")
	sqlOn(t, c.url, "CREATE DATABASE sub")
	pub, sub = c.dbURL("pub"), c.dbURL("sub")
	for _, u := range []string{pub, sub} {
		n := 0
		if u == pub {
			n = calls
		}
		if err := testdb.NewBrain(ctx, u, testdb.BrainM31, n, 0); err != nil {
			t.Fatal(err)
		}
		sqlOn(t, u, testdb.ModusbrainConfigTable)
	}
	if before != nil {
		before(sub)
	}
	sqlOn(t, pub, "CREATE PUBLICATION brainpub "+publication)
	sqlOn(t, pub, "SELECT pg_create_logical_replication_slot('brainsub', 'pgoutput')")
	sqlOn(t, sub, "CREATE SUBSCRIPTION brainsub CONNECTION 'host="+c.dir+" dbname=pub user=postgres' PUBLICATION brainpub "+
		"WITH (create_slot = false, slot_name = 'brainsub')")
	waitSQL(t, sub, "SELECT count(*) FROM eval_candidates", itoa(calls))
	return pub, sub
}

func itoa(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}

// checkLine finds the doctor's line for check id and wants its status.
func checkLine(t *testing.T, out, status, id string) string {
	t.Helper()
	for _, l := range strings.Split(out, "\n") {
		f := strings.Fields(l)
		if len(f) >= 2 && f[1] == id {
			if f[0] != status {
				t.Errorf("doctor: %s check is %q, want %q: %s", id, f[0], status, l)
			}
			return l
		}
	}
	t.Errorf("doctor: no %s check in\n%s", id, out)
	return ""
}

// TestSubscriberExportRefuses: on a logical subscriber the apply worker
// writes eval_candidates with the publisher's created_at (its writer's
// transaction start) and commits later, with no transaction open here that
// a window end could wait for: a cursor run in between passes the row for
// good (probe 12). eval-export there refuses as on a standby — exit 1,
// nothing on stdout, the cursor kept — naming the subscription and the
// publisher; the doctor's windows check fails with the same words;
// eval-prune --cursor is refused, its cursor untrusted.
func TestSubscriberExportRefuses(t *testing.T) {
	c := newLogicalCluster(t)
	home := t.TempDir()
	cursor := filepath.Join(home, "sub.cursor")
	// A cursor chained on sub while it was a brain of its own: its
	// chain is sub's, so only the subscription stops prune.
	pub, sub := c.replicatedBrain("FOR TABLE eval_candidates, eval_capture_failures", 3, func(sub string) {
		if code, _, _ := runBin(t, home, sub, "eval-export", "--cursor", cursor); code != 0 {
			t.Fatalf("export from sub before it subscribed: exit %d", code)
		}
	})
	before, err := os.ReadFile(cursor)
	if err != nil {
		t.Fatal(err)
	}

	for _, args := range [][]string{{"--cursor", cursor}, {"--since", "7d"}, {}} {
		code, out, errs := runBin(t, home, sub, "eval-export", args...)
		if code != 1 || out != "" {
			t.Errorf("export %v from the subscriber: exit %d, stdout %q; want exit 1 and nothing", args, code, out)
		}
		for _, want := range []string{"logical replication subscriber", `subscription "brainsub"`,
			"MODUSBRAIN_DATABASE_URL=<the publisher's URL> eval-export"} {
			if !strings.Contains(errs, want) {
				t.Errorf("export %v from the subscriber: stderr lacks %q", args, want)
			}
		}
	}
	if after, _ := os.ReadFile(cursor); string(after) != string(before) {
		t.Errorf("cursor changed by the refused export: %q → %q", before, after)
	}

	code, out, _ := runBin(t, home, sub, "eval-doctor")
	if l := checkLine(t, out, "fail", "windows"); code != 1 || !strings.Contains(l, `the database is a logical replication subscriber: eval_candidates is written by subscription "brainsub"`) {
		t.Errorf("doctor on the subscriber: exit %d, want 1 and the windows check naming the subscription:\n%s", code, out)
	}
	if !strings.Contains(out, "MODUSBRAIN_DATABASE_URL=<the publisher's URL> eval-export") {
		t.Errorf("doctor on the subscriber: no fix naming the publisher:\n%s", out)
	}
	_, js, _ := runBin(t, home, sub, "eval-doctor", "--json")
	var rep struct {
		Checks []struct {
			ID     string         `json:"id"`
			Status string         `json:"status"`
			Data   map[string]any `json:"data"`
		} `json:"checks"`
	}
	if err := json.Unmarshal([]byte(js), &rep); err != nil {
		t.Fatalf("doctor --json: %v\n%s", err, js)
	}
	found := false
	for _, ch := range rep.Checks {
		if ch.ID == "windows" {
			found = true
			subs, _ := json.Marshal(ch.Data["subscriptions"])
			if ch.Status != "fail" || string(subs) != `["brainsub"]` {
				t.Errorf("doctor --json windows: status %q, subscriptions %s; want fail and [\"brainsub\"]", ch.Status, subs)
			}
		}
	}
	if !found {
		t.Errorf("doctor --json: no windows check:\n%s", js)
	}

	for _, args := range [][]string{{"--before", "2100-01-01", "--cursor", cursor}, {"--before", "2100-01-01", "--cursor", cursor, "--dry-run"}} {
		code, _, errs := runBin(t, home, sub, "eval-prune", args...)
		if code != 1 || !strings.Contains(errs, `subscription "brainsub"`) || !strings.Contains(errs, "MODUSBRAIN_DATABASE_URL=<the publisher's URL> eval-prune") {
			t.Errorf("prune %v on the subscriber: exit %d, want 1 naming the subscription and the publisher", args, code)
		}
	}
	waitSQL(t, sub, "SELECT count(*) FROM eval_candidates", "3")

	// The publisher exports as ever.
	if code, out, _ := runBin(t, home, pub, "eval-export"); code != 0 || strings.Count(out, "\n") != 3 {
		t.Errorf("export from the publisher: exit %d, %d rows; want 0 and 3", code, strings.Count(out, "\n"))
	}
}

// TestPublishedBrainAdoptionWaits: a brain published to a logical replica
// (FOR ALL TABLES, or its eval tables and config by name). evalkit's first
// capture used to adopt it — a ledger table the publication sends, a
// column added to eval_candidates — and the replica's apply worker failed
// on them in a loop: modusbrain's replication stopped, the slot kept WAL
// (probe 12). Now capture changes nothing and keeps the calls in the
// spool (exit 3), naming the publication, the slot and the fix; modusbrain
// keeps replicating; the doctor fails naming them. The fix, followed — the
// statements on the subscriber, then eval-capture --subscribers-ready —
// adopts the brain and delivers each spooled call once, and replication
// goes on.
func TestPublishedBrainAdoptionWaits(t *testing.T) {
	for name, publication := range map[string]string{
		"all_tables": "FOR ALL TABLES",
		"tables":     "FOR TABLE eval_candidates, eval_capture_failures, config",
	} {
		t.Run(name, func(t *testing.T) {
			c := newLogicalCluster(t)
			pub, sub := c.replicatedBrain(publication, 3, nil)
			home := t.TempDir()

			code, errs := runCapture(t, home, pub, events(0, 3), "--timeout", "2s")
			if code != 3 {
				t.Errorf("capture into the published brain: exit %d, want 3 (spooled)", code)
			}
			for _, want := range []string{"spooled 3", `publication "brainpub"`, `logical slot "brainsub"`,
				"eval-capture --subscribers-ready", "ALTER TABLE public.eval_candidates ADD COLUMN IF NOT EXISTS evalkit_delivery_key text"} {
				if !strings.Contains(errs, want) {
					t.Errorf("capture's stderr lacks %q", want)
				}
			}
			if got := sqlOn(t, pub, `SELECT to_regclass('eval_schema_migrations') IS NULL,
				NOT EXISTS (SELECT 1 FROM pg_attribute WHERE attrelid = 'eval_candidates'::regclass AND attname = 'evalkit_delivery_key')`); got != "t\tt\n" {
				t.Errorf("the publisher's schema changed (no ledger, no evalkit column: %q, want both t)", got)
			}
			// modusbrain keeps replicating: its config and its calls.
			sqlOn(t, pub, "INSERT INTO config VALUES ('k1', 'v1')")
			ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
			defer cancel()
			if err := testdb.NewBrain(ctx, pub, testdb.BrainM31, 1, 0); err != nil {
				t.Fatal(err)
			}
			waitSQL(t, sub, "SELECT (SELECT count(*) FROM config) || ' ' || (SELECT count(*) FROM eval_candidates)", "1 4")

			code, out, _ := runBin(t, home, pub, "eval-doctor")
			if l := checkLine(t, out, "fail", "replication"); code != 1 || !strings.Contains(l, `publication "brainpub"`) || !strings.Contains(l, `"brainsub"`) {
				t.Errorf("doctor on the publisher: exit %d, want 1 and a failed replication check naming the publication and the slot:\n%s", code, out)
			}
			_, js, _ := runBin(t, home, pub, "eval-doctor", "--json")
			var rep struct {
				Checks []struct {
					ID     string `json:"id"`
					Status string `json:"status"`
					Data   struct {
						Publications  []string `json:"publications"`
						Slots         []string `json:"slots"`
						SubscriberSQL string   `json:"subscriber_sql"`
					} `json:"data"`
				} `json:"checks"`
			}
			if err := json.Unmarshal([]byte(js), &rep); err != nil {
				t.Fatalf("doctor --json: %v\n%s", err, js)
			}
			subSQL := ""
			for _, ch := range rep.Checks {
				if ch.ID == "replication" {
					subSQL = ch.Data.SubscriberSQL
					if ch.Status != "fail" || strings.Join(ch.Data.Publications, ",") != "brainpub" || strings.Join(ch.Data.Slots, ",") != "brainsub" {
						t.Errorf("doctor --json replication: %+v", ch)
					}
				}
			}
			if subSQL == "" {
				t.Fatalf("doctor --json: no replication check with the subscriber's statements:\n%s", js)
			}

			// The fix: the subscriber first, then the adoption here.
			sqlOn(t, sub, subSQL)
			if code, _ := runCapture(t, home, pub, "", "--subscribers-ready"); code != 0 {
				t.Fatalf("eval-capture --subscribers-ready </dev/null: exit %d, want 0 (adopted, spool delivered)", code)
			}
			if got := sqlOn(t, pub, `SELECT count(*), count(DISTINCT query) FILTER (WHERE query LIKE 'outage event%') FROM eval_candidates`); got != "7\t3\n" {
				t.Errorf("the publisher's rows after the adoption: %q, want 7 rows, the 3 spooled calls once each", got)
			}
			if strings.Contains(publication, "ALL TABLES") {
				sqlOn(t, sub, "ALTER SUBSCRIPTION brainsub REFRESH PUBLICATION")
				waitSQL(t, sub, "SELECT count(*) FROM eval_schema_migrations", "1")
			}
			sqlOn(t, pub, "INSERT INTO config VALUES ('k2', 'v2')")
			waitSQL(t, sub, "SELECT (SELECT count(*) FROM config) || ' ' || (SELECT count(*) FROM eval_candidates)", "2 7")
			if got := sqlOn(t, sub, "SELECT apply_error_count FROM pg_stat_subscription_stats WHERE subname = 'brainsub'"); got != "0\n" {
				t.Errorf("the subscription's apply errors: %q, want 0", got)
			}
			if code, out, _ := runBin(t, home, pub, "eval-doctor"); strings.Contains(out, "replication") {
				t.Errorf("doctor after the adoption (exit %d) still reports replication:\n%s", code, out)
			}
		})
	}
}

// TestSubscriberUnknownExportRefuses: where a DBA revoked the
// subscription catalogue from PUBLIC, an export cannot tell whether a
// subscription writes eval_candidates, so it refuses rather than risk a
// short window, naming the grant that lets it tell.
func TestSubscriberUnknownExportRefuses(t *testing.T) {
	c := newCluster(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if err := testdb.NewBrain(ctx, c.url, testdb.BrainM31, 2, 0); err != nil {
		t.Fatal(err)
	}
	sqlOn(t, c.url, "REVOKE SELECT ON pg_catalog.pg_subscription_rel FROM PUBLIC")
	sqlOn(t, c.url, "CREATE ROLE reader LOGIN BYPASSRLS")
	sqlOn(t, c.url, "GRANT SELECT ON eval_candidates TO reader")
	reader := strings.Replace(c.url, "postgres@", "reader@", 1)
	code, out, errs := runBin(t, t.TempDir(), reader, "eval-export", "--since", "7d")
	if code != 1 || out != "" || !strings.Contains(errs, "cannot tell whether eval_candidates is written by a logical replication subscription") ||
		!strings.Contains(errs, "GRANT SELECT ON pg_catalog.pg_subscription_rel TO") {
		t.Errorf("export as a role that cannot read pg_subscription_rel: exit %d, stdout %q; want exit 1, nothing, and the grant", code, out)
	}
	// A role that can read it exports as ever.
	if code, out, _ := runBin(t, t.TempDir(), c.url, "eval-export", "--since", "7d"); code != 0 || strings.Count(out, "\n") != 2 {
		t.Errorf("export as the superuser: exit %d, %d rows; want 0 and 2", code, strings.Count(out, "\n"))
	}
}
