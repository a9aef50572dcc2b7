package postgres

import (
	"testing"
	"time"

	"github.com/modusbrain/evalkit/internal/testdb"
	"github.com/modusbrain/evalkit/store"
)

// A brain's eval_capture_failures that evalkit has not adopted has no
// sqlstate or detail column, and modusbrain's own rows name only their
// reason: no cause was ever recorded there, so there is none to count
// (nil), not an error.
func TestFailureCausesOfAnUnadoptedBrainAreNone(t *testing.T) {
	e, url := openFresh(t, Options{ReadOnly: true})
	sql(t, url, testdb.ModusbrainSchema(testdb.BrainM31), "INSERT INTO eval_capture_failures (reason) VALUES ('other')")
	got, err := e.FailureCauses(testCtx(t), time.Time{}, store.ReasonOther)
	if err != nil || got != nil {
		t.Fatalf("FailureCauses = %v, %v; want nil, nil", got, err)
	}
}
