package evalkit

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/modusbrain/evalkit/internal/testdb"
)

// TestBusyBrainSpoolsUntilAdopted: the first capture into a brain whose
// eval_candidates a long reader holds (pg_dump, an analyst's transaction)
// cannot adopt it without making modusbrain's writers queue behind its
// ALTER. It gives up on the lock instead, says why, and keeps the events in
// the spool; once the reader is gone, the next run adopts the brain and
// delivers them exactly once.
// busyFixStart opens eval-capture's explanation of a busy brain.
const busyFixStart = "evalkit's one-time schema change (adopting the brain's eval tables) waited for another session"

func TestBusyBrainSpoolsUntilAdopted(t *testing.T) {
	url := testdb.New(t)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	if err := testdb.NewBrain(ctx, url, testdb.BrainM31, 0, 0); err != nil {
		t.Fatal(err)
	}
	reader, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer reader.Close(context.Background())
	for _, s := range []string{"BEGIN", "SELECT count(*) FROM eval_candidates"} {
		if _, err := reader.Exec(ctx, s); err != nil {
			t.Fatal(err)
		}
	}

	home := t.TempDir()
	const total = 5
	code, stderr := runCapture(t, home, url, events(0, total))
	if code != 3 {
		t.Fatalf("eval-capture behind a long reader: exit %d, want 3 (events kept in the spool)", code)
	}
	for _, want := range []string{"answers, but is busy", "gave up rather than make modusbrain's writers queue behind it",
		"spooled 5 (schema change waiting for another session); 5 waiting in the spool", "the next eval-capture tries again"} {
		if !strings.Contains(stderr, want) {
			t.Errorf("stderr does not say %q", want)
		}
	}
	// Said once, with its fix: the capturer's own tries add nothing.
	if n := strings.Count(stderr, busyFixStart); n != 2 || strings.Contains(stderr, "migrating the capture schema failed") {
		t.Errorf("the wait is told %d times, want twice (the warning and the hint), not the capturer's error besides:\n%s", n, stderr)
	}
	for _, wrong := range []string{"unavailable", "once the database answers"} {
		if strings.Contains(stderr, wrong) {
			t.Errorf("stderr says %q of a database that answers:\n%s", wrong, stderr)
		}
	}

	if _, err := reader.Exec(ctx, "COMMIT"); err != nil {
		t.Fatal(err)
	}
	if code, stderr := runCapture(t, home, url, ""); code != 0 || !strings.Contains(stderr, "delivered 5 late from the spool") {
		t.Errorf("eval-capture </dev/null once the reader ended: exit %d, want 0 and 5 delivered", code)
	}
	checkRows(t, url, numbers(0, total))
	if err := testdb.ModusbrainStillWorks(ctx, url, testdb.BrainM31); err != nil {
		t.Error(err)
	}
}
