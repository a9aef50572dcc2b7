package capture

import (
	"errors"
	"time"

	"github.com/modusbrain/evalkit/capture/spool"
	"github.com/modusbrain/evalkit/store"
)

// Defaults for the zero fields of Options. The batch size and interval follow
// OpenTelemetry's batch span processor in spirit: big enough to amortise a
// round trip, small enough that a crash loses little.
const (
	DefaultQueueSize     = 8192
	DefaultBatchSize     = 256
	DefaultWriters       = 4 // the PostgreSQL engine's default pool size
	DefaultFlushInterval = time.Second
	DefaultOpTimeout     = 10 * time.Second
	DefaultCloseTimeout  = 5 * time.Second
)

// Options configure a Capturer. The zero value captures nothing, which is the
// seed's default: set Enabled from configplane's resolved eval.capture.
type Options struct {
	// Enabled turns capture on. When false, Capture is a no-op.
	Enabled bool
	// Engine receives the rows; required when Enabled. The Capturer does
	// not close it.
	Engine store.Engine
	// NoScrub keeps raw query text (config eval.scrub_pii: false).
	NoScrub bool
	// Scrubber replaces scrub.Scrub; nil means scrub.Scrub. Tests inject a
	// panicking one to produce scrubber_exception.
	Scrubber func(string) string
	// SkipMigrate: the caller already migrated (or must not). Otherwise the
	// writer migrates before its first write, retrying until it succeeds.
	SkipMigrate bool

	QueueSize     int           // events waiting for the writer; full → dropped (reason other)
	BatchSize     int           // rows per insert
	Writers       int           // writer goroutines, each with a batch in flight
	FlushInterval time.Duration // longest a queued event waits for a batch to fill
	OpTimeout     time.Duration // per database call, so a hung server counts as db_down
	// MaxPendingFailures bounds failure rows held in memory while the
	// database cannot take them (default 16 × QueueSize); beyond it the
	// events count as undelivered.
	MaxPendingFailures int

	// Spool, when set, keeps what cannot reach the database: a batch that
	// fails as db_down, every batch while the database is known to be down
	// (until a probe on the backoff succeeds), and what is still queued or
	// in flight when Close's deadline nears. Rows are spooled already
	// scrubbed, each with the delivery key it was built with, and delivered
	// exactly once when the database answers — at start, when a probe
	// succeeds, and at Close (docs/spool.md). nil: such events are lost and
	// become db_down failure rows. The Capturer does not close the Spool.
	Spool *spool.Spool

	// OnError hears about background problems nobody else can see: failure
	// rows that could not be written (failure of failure), a failed
	// migration. It is called from the writer goroutine, must not block for
	// long, and may be called often: rate-limit it (see RateLimit). The
	// error text has secrets masked and never contains query text.
	OnError func(error)

	// build is BuildCandidate unless a test swaps it (export_test.go) to push
	// rows past validation so the database's own CHECK can reject them.
	build func(Event, BuildOptions) (store.Candidate, error)
}

func (o Options) withDefaults() (Options, error) {
	if o.Engine == nil {
		return o, errors.New("capture: Options.Engine is nil but capture is enabled")
	}
	if o.QueueSize <= 0 {
		o.QueueSize = DefaultQueueSize
	}
	if o.BatchSize <= 0 {
		o.BatchSize = DefaultBatchSize
	}
	if o.Writers <= 0 {
		o.Writers = DefaultWriters
	}
	if o.FlushInterval <= 0 {
		o.FlushInterval = DefaultFlushInterval
	}
	if o.OpTimeout <= 0 {
		o.OpTimeout = DefaultOpTimeout
	}
	if o.MaxPendingFailures <= 0 {
		o.MaxPendingFailures = 16 * o.QueueSize
	}
	if o.OnError == nil {
		o.OnError = func(error) {}
	}
	if o.build == nil {
		o.build = BuildCandidate
	}
	return o, nil
}
