package doctor

import (
	"strings"
	"testing"

	"github.com/modusbrain/evalkit/configplane"
	"github.com/modusbrain/evalkit/internal/testdb"
	"github.com/modusbrain/evalkit/store/postgres"
)

// A newer modusbrain adds a column NOT NULL without a default, which its
// own INSERT names and evalkit's does not: PostgreSQL refuses every row
// capture writes (23502), so the writer check fails, before the first
// capture too, naming the column and the fix — which never advises
// changing modusbrain's table (probe 11: it said "capture as role brain
// can write here").
func TestPostgresWriterFailsOnUnfilledColumn(t *testing.T) {
	url := testdb.New(t)
	if err := testdb.NewBrain(pgCtx(t), url, testdb.BrainLatest, 0, 0); err != nil {
		t.Fatal(err)
	}
	e, err := postgres.Open(pgCtx(t), url, postgres.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	if err := e.Migrate(pgCtx(t)); err != nil { // adopted, as by a first eval-capture
		t.Fatal(err)
	}
	pgExec(t, url, `ALTER TABLE eval_candidates ADD COLUMN IF NOT EXISTS ranker text NOT NULL`)

	m := newMachine(t)
	m.env[configplane.EnvDatabaseURL] = url
	m.env[configplane.EnvContributorMode] = "1"
	r := Run(pgCtx(t), Options{Settings: m.settings(), LookupEnv: m.lookup})
	c := wantStatus(t, r, CheckWriter, Fail, "capture's every row would be refused: eval_candidates has a column that evalkit's INSERT does not name, NOT NULL without a default: ranker (text)")
	wantFix(t, c, "upgrade evalkit to a release that writes ranker")
	for _, advice := range []string{"ALTER TABLE", "SET DEFAULT", "config.json"} {
		if strings.Contains(c.Fix, advice) {
			t.Fatalf("the fix advises changing modusbrain's brain (%q): %s", advice, c.Fix)
		}
	}
	if c.Data["unfilled"] != true || c.Data["denied"] != true {
		t.Fatalf("data = %v", c.Data)
	}
	if r.Status() != Fail {
		t.Fatalf("status %s, want fail\n%s", r.Status(), RenderText(r, TextOptions{}))
	}

	// Capture off: the same finding, told without alarm.
	m = newMachine(t)
	m.env[configplane.EnvDatabaseURL] = url
	r = Run(pgCtx(t), Options{Settings: m.settings(), LookupEnv: m.lookup})
	wantStatus(t, r, CheckWriter, OK, "capture is off; if turned on, capture's every row would be refused")

	// The failures table too: lost calls would leave no trace.
	pgExec(t, url, `ALTER TABLE eval_candidates DROP COLUMN ranker`, `ALTER TABLE eval_capture_failures ADD COLUMN host text NOT NULL`)
	m = newMachine(t)
	m.env[configplane.EnvDatabaseURL] = url
	m.env[configplane.EnvContributorMode] = "1"
	r = Run(pgCtx(t), Options{Settings: m.settings(), LookupEnv: m.lookup})
	wantStatus(t, r, CheckWriter, Fail, "every failure row capture writes would be refused, so calls it loses would leave no trace: eval_capture_failures has a column that evalkit's INSERT does not name, NOT NULL without a default: host (text)")
}
