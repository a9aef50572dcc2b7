// Package storetest is the engine-agnostic contract suite for store.Engine.
// Every engine runs it from its own tests against a real database:
//
//	func TestContract(t *testing.T) {
//		s := storetest.Suite{
//			Open:         func(t *testing.T) store.Engine { ... fresh, empty database ... },
//			SetCreatedAt: func(t *testing.T, e store.Engine, id int64, at time.Time) { ... },
//		}
//		storetest.Run(t, s)
//		storetest.RunFailurePaths(t, s)
//	}
//
// The suite checks behaviour callers rely on (capture, exporter, doctor);
// engine-specific matters (roles, locking internals, plans) stay in the
// engine's own tests.
package storetest

import (
	"testing"
	"time"

	"github.com/modusbrain/evalkit/store"
)

// Suite describes the engine under test.
type Suite struct {
	// Open returns a read-write engine over a fresh, empty database (no
	// tables, not migrated) and arranges for it to be closed when t ends.
	// Every subtest calls it once or more.
	Open func(t *testing.T) store.Engine

	// SetCreatedAt overwrites created_at of the eval_candidates row id: a
	// test-only back door to build ties and back-dated windows, which the
	// Engine API (rightly) cannot express. It fails t on error.
	SetCreatedAt func(t *testing.T, e store.Engine, id int64, at time.Time)

	// Int32Columns: the tables the engine creates hold ids, latencies, job
	// and subagent ids and chunk ids in 32-bit integer columns (PostgreSQL,
	// where they are modusbrain's types); wider values fail with 22003.
	// Otherwise they hold any int64.
	Int32Columns bool
}

// Run runs every contract subtest.
func Run(t *testing.T, s Suite) {
	t.Helper()
	if s.Open == nil || s.SetCreatedAt == nil {
		t.Fatal("storetest: Suite.Open and Suite.SetCreatedAt are required")
	}
	tests := []struct {
		name string
		fn   func(*testing.T, Suite)
	}{
		{"MigrateIsIdempotent", testMigrateIdempotent},
		{"MigrateConcurrently", testMigrateConcurrently},
		{"MissingSchemaIsErrNoSchema", testMissingSchema},
		{"RoundTripEveryField", testRoundTrip},
		{"InsertSetsIDsInInputOrder", testInsertOrder},
		{"InsertEmptyBatch", testInsertEmpty},
		{"OrderNewestFirstIDBreaksTies", testOrderTies},
		{"WindowIsSinceInclusiveUntilExclusive", testWindowBounds},
		{"ToolFilterAndLimit", testToolAndLimit},
		{"CallbackErrorStopsStream", testCallbackError},
		{"CheckViolationsAre23514", testCheckViolations},
		{"WiderIntegersAre22003", testWiderIntegers},
		{"BatchIsAllOrNothing", testBatchAtomic},
		{"DeliveryKeyInsertsOnce", testDeliveryKey},
		{"FailuresCountByReasonInWindow", testFailureCounts},
		{"FailureCheckViolation", testFailureCheck},
		{"FailureCausesBySQLState", testFailureCauses},
		{"CandidateActivity", testActivity},
		{"WatermarkIsMonotonicAndBoundsLaterRows", testWatermark},
		{"ChainedWindowsUnderConcurrentWriters", testChainedWindows},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { tc.fn(t, s) })
	}
}
