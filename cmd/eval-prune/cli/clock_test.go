package cli

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/modusbrain/evalkit/configplane"
	"github.com/modusbrain/evalkit/internal/clikit"
	"github.com/modusbrain/evalkit/internal/testdb"
	"github.com/modusbrain/evalkit/store"
	"github.com/modusbrain/evalkit/store/dial"
)

// TestOlderThanNeverOutrunsTheDatabaseClock: rows are stamped by the
// server's now(); a machine clock two days ahead of it must not make
// --older-than 1d delete a row captured a moment ago (probe 11 #9), and
// the run says the clocks disagree. A machine clock behind the server's
// keeps its own, earlier, bound.
func TestOlderThanNeverOutrunsTheDatabaseClock(t *testing.T) {
	ctx := context.Background()
	u := testdb.New(t)
	e, err := dial.Open(ctx, configplane.Target{Engine: configplane.EnginePostgres, URL: u}, dial.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	if err := e.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	if err := e.InsertCandidates(ctx, []store.Candidate{{ToolName: store.ToolQuery, Query: "just captured", LatencyMS: 1}}); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		skew time.Duration
	}{{"machine ahead", 48 * time.Hour}, {"machine behind", -48 * time.Hour}} {
		t.Run(tc.name, func(t *testing.T) {
			cmd := command(&options{now: func() time.Time { return time.Now().Add(tc.skew) }})
			var out, errb strings.Builder
			code := cmd.Execute(ctx, &clikit.IO{Out: &out, Err: &errb}, []string{"--older-than", "1d"}, env(t, "MODUSBRAIN_DATABASE_URL", u))
			if code != 0 {
				t.Fatalf("exit %d; stderr:\n%s", code, errb.String())
			}
			if !strings.Contains(errb.String(), "eval-prune: warning: this machine's clock reads") || !strings.Contains(errb.String(), "no row younger than 1d by either clock is deleted") {
				t.Errorf("no word of the clocks' difference; stderr:\n%s", errb.String())
			}
			if !strings.Contains(errb.String(), "deleted 0 rows of eval_candidates") {
				t.Errorf("stderr:\n%s", errb.String())
			}
			stats, err := e.(store.RetentionInspector).TableStats(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if stats[0].Rows != 1 {
				t.Fatalf("%d rows left of 1: a row captured a moment ago was deleted", stats[0].Rows)
			}
		})
	}
}
