package doctor

import (
	"strings"
	"testing"
	"time"

	"github.com/modusbrain/evalkit/configplane"
)

// Export windows end at the database's clock, so the activity check dates
// the newest row by it, not by the doctor's own (another machine, a clock
// set wrong). The doctor's clock is put hours away from the database's
// both ways: a row an hour old by the database is not "ahead", and a row
// hours ahead of the database is, however the doctor's clock reads it.
func TestActivityFollowsTheDatabaseClock(t *testing.T) {
	url := migratedPG(t)
	pgExec(t, url, insertRow+"now() - interval '1 hour')")
	db := pgNow(t, url)

	r := runPGAt(t, url, db.Add(-3*time.Hour)) // the doctor's clock 3 h behind
	c := wantStatus(t, r, CheckActivity, OK, "1 row captured in the last 24h; newest row 1h0m ago")
	if age, _ := c.Data["newest_age_seconds"].(int64); age < 3600 || age > 3600+60 {
		t.Fatalf("newest_age_seconds = %v, want about 3600 (the database's clock)", c.Data["newest_age_seconds"])
	}

	// "The last 24h" is the database's too: with the doctor 3 h behind,
	// a failure 26 h old by the database is outside it.
	pgExec(t, url, "INSERT INTO eval_capture_failures (reason, ts) VALUES ('other', now() - interval '26 hours')")
	r = runPGAt(t, url, db.Add(-3*time.Hour))
	wantStatus(t, r, CheckFailures, OK, "")

	pgExec(t, url, insertRow+"now() + interval '3 hours')")
	r = runPGAt(t, url, db.Add(5*time.Hour)) // the doctor's clock 5 h ahead
	c = wantStatus(t, r, CheckActivity, Warn, "2 rows dated in the last 24h or later; the newest row is dated ", " ahead of the database's clock")
	if !strings.Contains(c.Message, "2h5") && !strings.Contains(c.Message, "3h0m") || !strings.Contains(c.Fix, "timedatectl") {
		t.Fatalf("activity: %q, fix %q", c.Message, c.Fix)
	}
}

// runPGAt is runPG with the doctor's clock reading now.
func runPGAt(t *testing.T, url string, now time.Time) *Report {
	t.Helper()
	m := newMachine(t)
	m.env[configplane.EnvDatabaseURL] = url
	return Run(pgCtx(t), Options{Settings: m.settings(), LookupEnv: m.lookup, Now: func() time.Time { return now }})
}

// pgNow is the database's clock.
func pgNow(t *testing.T, url string) time.Time {
	t.Helper()
	return pgScan[time.Time](t, url, "SELECT now()")
}
