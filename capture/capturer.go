package capture

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"github.com/modusbrain/evalkit/capture/spool"
	"github.com/modusbrain/evalkit/store"
)

// Capturer records events asynchronously. Capture is safe for concurrent use;
// a nil *Capturer, or one built with Enabled false, captures nothing.
type Capturer struct {
	enabled bool
	opts    Options
	// scrubNow overrides Options.NoScrub from ScrubFromNow on.
	scrubNow atomic.Bool
	queue    chan Event
	kickAt   int // queue length that wakes a writer: a batch, or half a small queue

	// inflight counts Capture calls between their closed check and their
	// send, so Close can wait them out and no event is stranded in the queue
	// after the writer's last look.
	inflight atomic.Int64
	closed   atomic.Bool
	// dropped counts events refused by a full queue, per tool (query,
	// search, anything else), until the writer turns them into failure rows.
	dropped [3]atomic.Int64

	// kick wakes a writer once a batch's worth waits; otherwise writers
	// sleep until the flush interval, so Capture rarely pays for a wakeup.
	kick      chan struct{}
	closing   chan struct{} // closed when Close begins: CaptureWait gives up
	stop      chan struct{}
	done      chan struct{}
	runCtx    context.Context
	cancelRun context.CancelFunc
	closeOnce sync.Once

	st      counters
	writers []*writer

	// The spool (nil without one). dbCtx bounds database work: with a
	// spool it ends a little before Close's deadline, so what is left can
	// still be spooled; without one it is runCtx.
	spool    *spool.Spool
	dbCtx    context.Context
	cancelDB context.CancelFunc
	// hurried ends with StopWaiting: from then on a database call waits
	// at most hurriedPatience.
	hurried context.Context
	// turn, for an engine that writes one call at a time
	// (store.SerialWriter), is held through each call, so that OpTimeout
	// times the call and not the queue of writers before it.
	turn       chan struct{}
	stopWait   context.CancelFunc
	circuit    circuit
	drainKick  chan struct{}
	spoolDirty atomic.Bool // rows were spooled since the last drain began
	// engine and ownSpool are closed by Close when Open opened them.
	engine   store.Engine
	ownSpool *spool.Spool
}

// counters are the Stats, kept as atomics so Stats can be read at any time.
type counters struct {
	accepted, captured, failureRows, pending, droppedTotal atomic.Int64
	// filtered and delayedFiltered: rows the table's own trigger dropped,
	// written directly and delivered from the spool; filteredBy names it.
	filtered, delayedFiltered atomic.Int64
	filteredBy                atomic.Pointer[string]
	// undelivered is decided by the writer; afterClose counts Capture calls
	// that came too late.
	undelivered, afterClose atomic.Int64
	failed                  [5]atomic.Int64
	// spool: events this Capturer spooled, the ones the spool refused (also
	// in failed), rows delivered from the spool, and spooled calls reported
	// lost by a drain.
	spooled, spoolDropped, delayed, spoolLost atomic.Int64
	// spoolCountsLost: of spoolLost, lost counts (a damaged state.json).
	spoolCountsLost atomic.Int64
	// Of spoolDropped: refused by the spool's cap; refused for want of
	// room on its file system.
	spoolCapRefused, spoolNoSpaceDropped atomic.Int64
	// capDropped counts older spooled calls the cap discarded to make
	// room for this Capturer's batches.
	capDropped atomic.Int64
	// spoolNoSpace: a spool write failed for want of room on its disk.
	spoolNoSpace atomic.Bool
	// spoolBusy: the last drain found another drain holding the spool.
	spoolBusy atomic.Bool
	// spooledLocked counts spooled events whose database last answered
	// store.ErrLocked; lastLocked is that last answer. spooledReadOnly and
	// lastReadOnly are the same for a read-only database (ReadOnly).
	spooledLocked, spooledReadOnly atomic.Int64
	// spooledOutOfTime counts events spooled because Close ran out of
	// time while the database was believed up.
	spooledOutOfTime atomic.Int64
	// progress counts events built and batches spooled: Close past its
	// deadline waits while it moves.
	progress                 atomic.Int64
	lastLocked, lastReadOnly atomic.Bool
	// lastDown is the last failure that made the database count as down.
	lastDown    atomic.Pointer[error]
	closeResult int
	// cutOff is set by a Close that had to leave a writer stuck in a call
	// that ignores cancellation: every accepted event without a verdict.
	cutOff atomic.Int64
}

var reasonIndex = map[store.Reason]int{
	store.ReasonDBDown: 0, store.ReasonRLSReject: 1, store.ReasonCheckViolation: 2,
	store.ReasonScrubberException: 3, store.ReasonOther: 4,
}

// Stats is a snapshot of what happened to the events a Capturer accepted.
// Once Close has returned: Accepted = Captured + Filtered + Spooled +
// Σ Failed + (events the deadline cut off), and every Failed event has a failure row
// unless it is counted in Undelivered — except SpoolDropped events the
// spool's cap refused: the spool counts those, and a drain writes their
// rows (SpoolLost) once the database answers. A failure row is a call really lost;
// a spooled event is not lost: it is delivered later (Delayed, by this
// process or the next).
type Stats struct {
	Accepted int64 // Capture calls while open
	Captured int64 // eval_candidates rows written directly
	// Filtered counts events the database took but a trigger of
	// eval_candidates dropped (a BEFORE INSERT row trigger returning NULL:
	// the table's owner filters calls), so no row was stored. They are not
	// Failed and get no failure row: the owner's filter dropped them on
	// purpose, as it drops modusbrain's own, and evalkit lost nothing the
	// owner wanted kept. FilteredBy names the trigger(s).
	Filtered int64
	// DelayedFiltered counts spooled rows a drain delivered that the
	// trigger dropped (not in Delayed).
	DelayedFiltered int64
	// FilteredBy says what dropped them: "trigger <name>", "triggers
	// <a>, <b>" (store.Candidate.Dropped); "" when nothing was dropped.
	FilteredBy  string
	Failed      map[store.Reason]int64 // events lost, by reason
	Dropped     int64                  // of Failed[other]: refused by a full queue
	FailureRows int64                  // eval_capture_failures rows written
	Pending     int64                  // failure rows waiting for the database
	// Undelivered counts events that left no row at all: cut off by Close's
	// deadline, failure rows the database never took, Capture after Close.
	Undelivered int64

	// Spooled counts accepted events written to the spool (the database
	// was down, or Close ran out of time) instead of the database.
	Spooled int64
	// SpooledLocked: of Spooled, events spooled while the database's last
	// answer was store.ErrLocked (another process holds the SQLite file's
	// lock): the fix is to wait for that process, not to start a server.
	SpooledLocked int64
	// DownCause is the last database failure that made this Capturer
	// treat the database as down (and spool, or wait), nil when none did:
	// what a caller names when it says why events wait in the spool — a
	// full disk (store.ErrFull) needs room, not a database restart.
	DownCause error
	// SpooledReadOnly: of Spooled, events spooled while the database's
	// last answer was that it is read-only (ReadOnly): the fix is to wait
	// until it takes writes again, not to start a server.
	SpooledReadOnly int64
	// SpooledOutOfTime: of Spooled, events spooled because Close's
	// deadline came while the database was taking writes (it was slow,
	// or the deadline short), not because it was unavailable.
	SpooledOutOfTime int64
	// SpoolDropped: of Failed[db_down], events the spool could not take
	// either (full, or a disk error). Those its cap refused are counted in
	// the spool and get their failure rows from a drain, not from here.
	SpoolDropped int64
	// SpoolCapRefused: of SpoolDropped, events the spool's cap refused —
	// it was full and no older calls could be dropped to make room,
	// because another process was delivering the spool or every older
	// segment was still being written (several capturers at the cap).
	// The rest failed to be written: SpoolNoSpaceDropped for want of room
	// on the spool's file system, the others a disk error.
	SpoolCapRefused int64
	// SpoolNoSpaceDropped: of SpoolDropped, events whose spool write failed
	// because the spool's file system is full (ENOSPC, or a quota).
	SpoolNoSpaceDropped int64
	// Delayed counts rows this Capturer delivered from the spool — its own
	// spooled events or ones an earlier process left. A row the database
	// already had (its COMMIT reply was lost) counts here once more and is
	// not stored twice.
	Delayed int64
	// SpoolLost counts spooled calls a drain found lost (dropped by the
	// cap, damaged on disk, or refused by the database) and wrote failure
	// rows for; they may be an earlier process's events.
	SpoolLost int64
	// SpoolCountsLost: of SpoolLost, failure rows for lost counts rather
	// than calls: the spool's state.json was damaged and kept aside, so
	// each stands for an unknown number of calls (spool.Lost.CountsLost).
	SpoolCountsLost int64
	// CapDropped counts spooled calls the spool's cap discarded, oldest
	// segments first, to make room for this Capturer's batches: lost
	// calls, this Capturer's own or an earlier process's. They are not in
	// Failed: the spool counts them, and a drain writes their failure rows
	// (SpoolLost) once the database answers.
	CapDropped int64
	// SpoolNoSpace is true when a write to the spool (a batch, an ack, the
	// lost counts) failed because its file system is full (ENOSPC, or a
	// quota): events it could not keep are lost, and its delivery may
	// stall, until room is made there.
	SpoolNoSpace bool
	// SpoolBusy is true when the last drain this Capturer tried found the
	// spool claimed by another drain (another process, several runs
	// started together after an outage): what waits there is being
	// delivered by that one, not left for want of time or a database.
	SpoolBusy bool
}

// New starts a Capturer. With opts.Enabled false it returns a Capturer whose
// Capture does nothing and starts no goroutine. It fails only when capture is
// enabled without an Engine.
func New(opts Options) (*Capturer, error) {
	if !opts.Enabled {
		return &Capturer{}, nil
	}
	opts, err := opts.withDefaults()
	if err != nil {
		return nil, err
	}
	c := &Capturer{
		enabled: true,
		opts:    opts,
		queue:   make(chan Event, opts.QueueSize),
		kickAt:  min(opts.BatchSize, max(1, opts.QueueSize/2)),
		kick:    make(chan struct{}, 1),
		closing: make(chan struct{}),
		stop:    make(chan struct{}),
		done:    make(chan struct{}),
	}
	if sw, ok := opts.Engine.(store.SerialWriter); ok && sw.SerialWrites() {
		c.turn = make(chan struct{}, 1)
	}
	c.runCtx, c.cancelRun = context.WithCancel(context.Background())
	c.dbCtx, c.cancelDB = c.runCtx, c.cancelRun
	if opts.Spool != nil {
		c.spool = opts.Spool
		c.dbCtx, c.cancelDB = context.WithCancel(c.runCtx)
		c.hurried, c.stopWait = context.WithCancel(context.Background())
		c.drainKick = make(chan struct{}, 1)
	}
	var wg sync.WaitGroup
	for range opts.Writers {
		w := newWriter(c)
		c.writers = append(c.writers, w)
		wg.Go(w.run)
	}
	writersDone := make(chan struct{})
	go func() {
		wg.Wait()
		close(writersDone)
	}()
	var all sync.WaitGroup
	all.Go(func() { <-writersDone })
	if c.spool != nil {
		all.Go(func() { c.runDrainer(writersDone) })
	}
	go func() {
		all.Wait()
		close(c.done)
	}()
	return c, nil
}

// Enabled reports whether Capture records anything.
func (c *Capturer) Enabled() bool { return c != nil && c.enabled }

// ScrubFromNow scrubs every event not yet built, whatever Options.NoScrub
// said: a long-running eval-capture whose config.json turned
// eval.scrub_pii back on mid-run. Events queued before the call are
// scrubbed too (stricter is safe). Nothing turns scrubbing off mid-run.
func (c *Capturer) ScrubFromNow() { c.scrubNow.Store(true) }

// Capture hands an event to the writer. It never blocks, never panics and
// returns nothing: a full queue drops the event (it becomes a failure row,
// reason other), and after Close the event is only counted as undelivered.
// The event's slices must not be modified afterwards.
func (c *Capturer) Capture(ev Event) {
	if c == nil || !c.enabled {
		return
	}
	c.inflight.Add(1)
	if c.closed.Load() {
		c.inflight.Add(-1)
		c.st.afterClose.Add(1)
		return
	}
	c.st.accepted.Add(1)
	select {
	case c.queue <- ev:
		if len(c.queue) >= c.kickAt {
			c.wake()
		}
	default:
		c.dropped[toolIndex(ev.ToolName)].Add(1)
	}
	c.inflight.Add(-1)
}

func toolIndex(tool string) int {
	switch tool {
	case store.ToolQuery:
		return 0
	case store.ToolSearch:
		return 1
	}
	return 2
}

// ErrClosed is CaptureWait's answer after Close.
var ErrClosed = errors.New("capture: Capturer is closed")

// CaptureWait is Capture for a producer that can wait — a program reading
// events from a file or a pipe — where an op handler cannot: when the
// queue is full it waits for room instead of dropping the event. It
// returns ctx's error when ctx ends first, and ErrClosed after Close; the
// event is then not accepted and leaves no row (no failure row either:
// nothing was lost that the producer does not know about). With capture
// off it returns nil at once.
func (c *Capturer) CaptureWait(ctx context.Context, ev Event) error {
	if c == nil || !c.enabled {
		return nil
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	c.inflight.Add(1)
	defer c.inflight.Add(-1)
	if c.closed.Load() {
		return ErrClosed
	}
	c.st.accepted.Add(1)
	select {
	case c.queue <- ev:
	default:
		c.wake() // a full queue: make sure a writer is at work, then wait
		select {
		case c.queue <- ev:
		case <-ctx.Done():
			c.st.accepted.Add(-1)
			return ctx.Err()
		case <-c.closing:
			c.st.accepted.Add(-1)
			return ErrClosed
		}
	}
	if len(c.queue) >= c.kickAt {
		c.wake()
	}
	return nil
}

func (c *Capturer) wake() {
	select {
	case c.kick <- struct{}{}:
	default:
	}
}

// Stats returns a snapshot of the counters.
func (c *Capturer) Stats() Stats {
	s := Stats{Failed: map[store.Reason]int64{}}
	if c == nil || !c.enabled {
		return s
	}
	s.Accepted = c.st.accepted.Load()
	s.Captured = c.st.captured.Load()
	s.Filtered = c.st.filtered.Load()
	s.DelayedFiltered = c.st.delayedFiltered.Load()
	if p := c.st.filteredBy.Load(); p != nil {
		s.FilteredBy = *p
	}
	s.Dropped = c.st.droppedTotal.Load()
	s.FailureRows = c.st.failureRows.Load()
	s.Pending = c.st.pending.Load()
	s.Undelivered = max(c.st.undelivered.Load(), c.st.cutOff.Load()) + c.st.afterClose.Load()
	s.Spooled = c.st.spooled.Load()
	s.SpooledLocked = c.st.spooledLocked.Load()
	if p := c.st.lastDown.Load(); p != nil {
		s.DownCause = *p
	}
	s.SpooledReadOnly = c.st.spooledReadOnly.Load()
	s.SpooledOutOfTime = c.st.spooledOutOfTime.Load()
	s.SpoolDropped = c.st.spoolDropped.Load()
	s.Delayed = c.st.delayed.Load()
	s.SpoolLost = c.st.spoolLost.Load()
	s.SpoolCountsLost = c.st.spoolCountsLost.Load()
	s.SpoolCapRefused = c.st.spoolCapRefused.Load()
	s.SpoolNoSpaceDropped = c.st.spoolNoSpaceDropped.Load()
	s.CapDropped = c.st.capDropped.Load()
	s.SpoolNoSpace = c.st.spoolNoSpace.Load()
	s.SpoolBusy = c.st.spoolBusy.Load()
	for r, i := range reasonIndex {
		if n := c.st.failed[i].Load(); n > 0 {
			s.Failed[r] = n
		}
	}
	return s
}

// StopWaiting makes a Capturer with a spool stop waiting for its
// database — for a lock another process holds on a SQLite file, say —
// while still writing to one that answers: from then on every database
// call, the one in progress included, gets hurriedPatience, and what a
// call cannot write in that time goes to the spool, to be delivered by a
// later run. A write that already holds its lock still commits
// (store.Engine), so no event is counted twice or lost. A program calls it
// when its user asks it to stop (Ctrl-C), before Close. Without a spool it
// does nothing: giving up would lose the events.
func (c *Capturer) StopWaiting() {
	if c == nil || !c.enabled || c.spool == nil {
		return
	}
	c.stopWait()
}

// hurriedPatience is how long a database call may take after StopWaiting:
// ample for a write to a database that answers, short beside a lock wait.
const hurriedPatience = 500 * time.Millisecond

// errStoppedWaiting is a database call StopWaiting cut short: a timeout
// to the classifier (db_down), so its rows go to the spool.
var errStoppedWaiting = fmt.Errorf("capture: stopped waiting for the database: %w", context.DeadlineExceeded)

// call runs one database call: bounded by OpTimeout under parent, cut to
// hurriedPatience (from its start, or from StopWaiting) once the caller
// stops waiting, and with an engine's panic turned into an error.
func (c *Capturer) call(parent context.Context, fn func(context.Context) error) (err error) {
	if c.turn != nil {
		// An engine that writes one call at a time: the wait for the
		// other writers' calls is no wait on the database, and is not
		// timed as one (each call before is bounded by its own timeout).
		select {
		case c.turn <- struct{}{}:
		case <-parent.Done():
			return parent.Err()
		}
		defer func() { <-c.turn }()
	}
	ctx, cancel := context.WithTimeout(parent, c.opts.OpTimeout)
	defer cancel()
	var cut atomic.Bool
	if c.hurried != nil {
		stop := context.AfterFunc(c.hurried, func() {
			time.AfterFunc(hurriedPatience, func() { cut.Store(true); cancel() })
		})
		defer stop()
	}
	func() {
		defer recoverEngine(&err)
		err = fn(ctx)
	}()
	// Only the cut's own cancellation is relabelled: an error of its own
	// (a CHECK violation, a refusal) keeps its reason.
	if err != nil && cut.Load() && parent.Err() == nil && (errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded)) {
		err = errStoppedWaiting
	}
	return err
}

// closeGrace is how long Close waits past its deadline for the writer to
// notice the cancellation; an engine call that ignores its context cannot
// hold Close longer than that.
const closeGrace = 250 * time.Millisecond

// waitPastDeadline waits, once Close's deadline has passed, for the
// writers and the drainer to finish; false means some are left stuck.
// Without a spool that is closeGrace. With one, the writers still scrub
// and spool what they hold (no database needed), and are waited for as
// long as they get on with it: Close gives up only after spoolStall
// without an event built or spooled (a spool disk that stopped answering)
// while no event is being built (a build counts as progress for up to
// buildStall), or closeGrace when every writer left sits in a database call (one that
// ignores cancellation).
func (c *Capturer) waitPastDeadline() bool {
	if c.spool == nil {
		select {
		case <-c.done:
			return true
		case <-time.After(closeGrace):
			return false
		}
	}
	tick := time.NewTicker(closeGrace / 10)
	defer tick.Stop()
	last, lastAt := c.st.progress.Load(), time.Now()
	for {
		select {
		case <-c.done:
			return true
		case <-tick.C:
		}
		if p := c.st.progress.Load(); p != last || c.writerBuilding() {
			// A build under way is progress too: one large event (a
			// long query to scrub, 100,000 hits) is not a stalled disk.
			last, lastAt = p, time.Now()
		}
		idle := time.Since(lastAt)
		if idle >= spoolStall || idle >= closeGrace && !c.writersSpooling() {
			return false
		}
	}
}

// writerBuilding tells whether a writer is building an event, and began
// it less than buildStall ago.
func (c *Capturer) writerBuilding() bool {
	now := time.Now().UnixNano()
	for _, w := range c.writers {
		if b := w.building.Load(); b != 0 && now-b < int64(buildStall) {
			return true
		}
	}
	return false
}

// writersSpooling tells whether a writer is still at work outside a
// database call: building, scrubbing or spooling, or about to take from
// the queue.
func (c *Capturer) writersSpooling() bool {
	for _, w := range c.writers {
		if !w.finished.Load() && !w.inDB.Load() {
			return true
		}
	}
	return false
}

// Close stops accepting events, lets the writer drain the queue and retry
// pending failure rows, and returns how many events left no row at all
// (Stats.Undelivered). It honours ctx's deadline, or DefaultCloseTimeout
// when ctx has none. Close is idempotent. It closes the Engine only when
// Open opened it; an Engine passed to New stays the caller's.
func (c *Capturer) Close(ctx context.Context) int {
	if c == nil || !c.enabled {
		return 0
	}
	c.closeOnce.Do(func() {
		if c.engine != nil {
			defer c.engine.Close()
		}
		if c.ownSpool != nil {
			defer c.ownSpool.Close()
		}
		if _, ok := ctx.Deadline(); !ok {
			var cancel context.CancelFunc
			ctx, cancel = context.WithTimeout(ctx, DefaultCloseTimeout)
			defer cancel()
		}
		c.closed.Store(true)
		close(c.closing)
		for c.inflight.Load() != 0 {
			runtime.Gosched()
		}
		// AfterFunc runs in its own goroutine; an already expired ctx must
		// stop the writer before it sees c.stop, not race it.
		if ctx.Err() != nil {
			c.cancelRun()
		}
		stopCancel := context.AfterFunc(ctx, c.cancelRun)
		defer stopCancel()
		if c.spool != nil {
			// Stop waiting for the database a little before the deadline:
			// what is still queued or in flight then goes to the spool.
			dl, _ := ctx.Deadline()
			left := time.Until(dl)
			t := time.AfterFunc(left-spoolMargin(left), c.cancelDB)
			defer t.Stop()
		}
		close(c.stop)
		stuck := false
		select {
		case <-c.done:
		case <-ctx.Done():
			stuck = !c.waitPastDeadline()
		}
		c.cancelRun()
		if stuck {
			// The writer is inside a call that ignores cancellation: every
			// accepted event without a written row is undelivered, as far
			// as anyone can tell now.
			n := c.st.accepted.Load() - c.st.captured.Load() - c.st.failureRows.Load() - c.st.spooled.Load()
			c.st.cutOff.Store(n)
			c.st.closeResult = int(n + c.st.afterClose.Load())
		} else {
			c.st.closeResult = int(c.st.undelivered.Load() + c.st.afterClose.Load())
		}
	})
	return c.st.closeResult
}
