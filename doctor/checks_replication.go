package doctor

import (
	"context"

	"github.com/modusbrain/evalkit/store"
)

// CheckReplication is the replication check's ID
// (docs/doctor.md#replication).
const CheckReplication = "replication"

// checkReplication fails when evalkit's schema change (adopting the
// brain's eval tables, or a later migration) is held back because logical
// replication subscribers would receive what it makes and lack it: every
// call capture sees waits in the spool until the subscribers are ready.
// It is in the report only then (ok is false otherwise): a brain that is
// not published, or whose schema is current, has nothing to say here.
func checkReplication(ctx context.Context, eng store.Engine) (c Check, ok bool) {
	pi, isPI := eng.(store.PublishInspector)
	if !isPI {
		return c, false
	}
	p, err := pi.Published(ctx)
	if err != nil || p == nil {
		// A failing read is the database check's to report.
		return c, false
	}
	return Check{ID: CheckReplication, Status: Fail,
		Message: "capture stores nothing and keeps every call in the spool: " + p.Why,
		Fix:     p.Fix,
		Data: map[string]any{"publications": nonNil(p.Publications), "slots": nonNil(p.Slots),
			"changes": nonNil(p.Changes), "subscriber_sql": p.Subscriber}}, true
}
