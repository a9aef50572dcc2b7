package capture

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/modusbrain/evalkit/capture/spool"
	"github.com/modusbrain/evalkit/store"
)

// This file is the Capturer's side of the spool (docs/spool.md): the
// circuit that sends batches straight to the spool while the database is
// down, the spooling of a batch, and the drainer that delivers spooled rows
// exactly once when the database answers.

// circuit remembers that the database is down. While it is open, writers
// spool their batches without trying the database; one caller at a time,
// at most once per backoff step, probes it with a real write.
type circuit struct {
	down    atomic.Bool
	probing atomic.Bool

	mu      sync.Mutex
	probeAt time.Time
	backoff time.Duration
}

// open records a db_down failure: the next probe waits one backoff step
// (doubling from the flush interval up to maxBackoff).
func (k *circuit) open(minStep, maxStep time.Duration) {
	k.mu.Lock()
	k.backoff = min(max(2*k.backoff, minStep), maxStep)
	k.probeAt = time.Now().Add(k.backoff)
	k.mu.Unlock()
	k.down.Store(true)
}

// close records a successful write; it reports whether the circuit was open.
func (k *circuit) close() bool {
	k.mu.Lock()
	k.backoff = 0
	k.mu.Unlock()
	return k.down.Swap(false)
}

// tryProbe reports whether the caller may try the database now: the
// circuit is closed, or it is open, a probe is due and nobody else is
// probing (then the caller must call endProbe).
func (k *circuit) tryProbe() (allowed, probe bool) {
	if !k.down.Load() {
		return true, false
	}
	k.mu.Lock()
	due := !time.Now().Before(k.probeAt)
	k.mu.Unlock()
	if !due || !k.probing.CompareAndSwap(false, true) {
		return false, false
	}
	return true, true
}

func (k *circuit) endProbe() { k.probing.Store(false) }

// dbDown opens the circuit after a db_down failure; cause, that failure,
// is kept for Stats.DownCause (a call cut short by Close says nothing
// about the database and is not kept).
func (c *Capturer) dbDown(cause error) {
	if c.dbCtx.Err() != nil {
		// Close's margin cut the call short: the database may be fine,
		// and what is spooled from now on is out of time, not down.
		return
	}
	c.circuit.open(c.opts.FlushInterval, 16*c.opts.FlushInterval)
	if cause != nil && !errors.Is(cause, errStoppedWaiting) {
		c.st.lastDown.Store(&cause)
	}
}

// dbUp closes the circuit after a successful write; when it was open, the
// drainer is woken to deliver what the outage spooled.
func (c *Capturer) dbUp() {
	if c.circuit.close() {
		c.kickDrain()
	}
}

func (c *Capturer) kickDrain() {
	select {
	case c.drainKick <- struct{}{}:
	default:
	}
}

// spoolable tells whether a failed write goes to the spool: the database is
// down, or Close's deadline is near (the database call was cut short so
// the rows still fit on disk in time).
func (c *Capturer) spoolable(err error) bool {
	return c.spool != nil && (c.dbCtx.Err() != nil || Classify(err) == store.ReasonDBDown)
}

// spoolRows appends rows (already built and scrubbed, with their delivery
// keys) to the spool. When the spool cannot take them (its cap refused
// them, its file system is full, a disk error) they are lost, counted in
// SpoolDropped (and SpoolCapRefused or SpoolNoSpaceDropped): db_down failure rows, from
// here or — when the spool's cap refused them and counted them — from a
// drain.
// cause is the database error that sent them here (nil: the circuit was
// open, the database was not tried).
func (w *writer) spoolRows(fails []store.Failure, rows []store.Candidate, raws []string, cause error) []store.Failure {
	c := w.c
	if len(rows) == 0 {
		return fails
	}
	// A call cut short (Close's margin, StopWaiting) says nothing about
	// the database.
	if cause != nil && c.dbCtx.Err() == nil && !errors.Is(cause, errStoppedWaiting) {
		c.st.lastLocked.Store(errors.Is(cause, store.ErrLocked))
		c.st.lastReadOnly.Store(ReadOnly(cause))
	}
	w.entries = w.entries[:0]
	for i := range rows {
		w.entries = append(w.entries, spool.Entry{Candidate: rows[i], Key: rows[i].DeliveryKey})
	}
	res, err := c.spool.Append(w.entries)
	clear(w.entries)
	c.st.progress.Add(1)
	// Room may have been made (older calls dropped) even when this batch
	// still did not fit.
	c.st.capDropped.Add(res.Dropped.DroppedTotal())
	if err == nil {
		c.st.spooled.Add(int64(len(rows)))
		if c.dbCtx.Err() != nil && !c.circuit.down.Load() {
			// Close ran out of time with the database believed up: it
			// was slow or busy, not unavailable.
			c.st.spooledOutOfTime.Add(int64(len(rows)))
		}
		if c.st.lastLocked.Load() {
			c.st.spooledLocked.Add(int64(len(rows)))
		}
		if c.st.lastReadOnly.Load() {
			c.st.spooledReadOnly.Add(int64(len(rows)))
		}
		c.spoolDirty.Store(true)
		return fails
	}
	c.spoolTrouble(err)
	c.opts.OnError(newBackgroundError(fmt.Sprintf("%d events could not be spooled and are lost", len(rows)), err))
	switch {
	case errors.Is(err, spool.ErrFull):
		// The cap, whether or not the spool could count them.
		c.st.spoolCapRefused.Add(int64(len(rows)))
	case noSpace(err):
		c.st.spoolNoSpaceDropped.Add(int64(len(rows)))
	}
	if errors.Is(err, spool.ErrFull) && res.Refused.Total() == int64(len(rows)) {
		// The spool counted them as dropped by its cap, in state.json: the
		// doctor sees them now and a drain writes their failure rows once
		// the database answers, even after this process has ended. A row
		// from here too would report each twice.
		c.st.failed[reasonIndex[store.ReasonDBDown]].Add(int64(len(rows)))
		c.st.spoolDropped.Add(int64(len(rows)))
		return fails
	}
	lostErr := fmt.Errorf("database unavailable and the spool could not keep the event: %w", err)
	if cause != nil {
		lostErr = &spoolFailure{db: cause, spool: err}
	}
	for i := range rows {
		c.st.spoolDropped.Add(1)
		fails = w.lost(fails, store.ReasonDBDown, rows[i].ToolName, lostErr, raws[i], rows[i].Query)
	}
	return fails
}

// spoolTrouble remembers a spool write that failed because its file system
// is full, for Stats.SpoolNoSpace: the fix is room on that disk, not a
// database.
func (c *Capturer) spoolTrouble(err error) {
	if noSpace(err) {
		c.st.spoolNoSpace.Store(true)
	}
}

// noSpace tells whether a spool write failed for want of room on its file
// system.
func noSpace(err error) bool {
	return errors.Is(err, syscall.ENOSPC) || errors.Is(err, syscall.EDQUOT)
}

// spoolFailure is a database failure whose rows the spool could not keep
// either; it keeps the database's SQLSTATE for the failure row.
type spoolFailure struct{ db, spool error }

func (e *spoolFailure) Error() string {
	return e.db.Error() + "; the spool could not keep the event: " + e.spool.Error()
}
func (e *spoolFailure) Unwrap() error { return e.db }

// runDrainer delivers the spool: once at start (rows an earlier process
// left), whenever the circuit closes, on the flush interval when rows were
// spooled since the last drain or a probe is due, and one last time at
// Close once the writers are done.
func (c *Capturer) runDrainer(writersDone <-chan struct{}) {
	d := &drainer{c: c, migrated: c.opts.SkipMigrate, writersDone: writersDone}
	d.drain(false)
	t := time.NewTicker(c.opts.FlushInterval)
	defer t.Stop()
	for {
		select {
		case <-c.drainKick:
			d.drain(false)
		case <-t.C:
			if !c.circuit.down.Load() {
				if c.spoolDirty.Load() {
					d.drain(false)
				}
				continue
			}
			if c.spoolDirty.Load() || d.waiting {
				if ok, probe := c.circuit.tryProbe(); ok {
					d.drain(probe)
				}
			}
		case <-c.stop:
			<-writersDone
			d.drain(false)
			return
		}
	}
}

// drainer is the drain goroutine's state.
type drainer struct {
	c           *Capturer
	writersDone <-chan struct{}
	migrated    bool
	waiting     bool // the last drain stopped with records left (database down)
	recs        []spool.Record
	cands       []store.Candidate
	raws        []string
}

// yield tells a drain to stop: Close has begun and the writers are still
// storing this run's own events. Older spooled rows can wait for the
// drain after the writers (or the next process); this run's events have
// only until Close's deadline, and the drain's inserts would take the
// database (one writer at a time on SQLite) from them.
func (d *drainer) yield() bool {
	select {
	case <-d.c.stop:
	default:
		return false
	}
	select {
	case <-d.writersDone:
		return false
	default:
		return true
	}
}

// drain delivers what the spool holds, batch by batch: insert with the
// delivery keys (a row already stored is skipped by the database), then
// Ack. It stops at the first db_down failure; records handed out but not
// acknowledged are handed out again by the next claim, which the keys make
// harmless. At the end the spool's lost calls (dropped by the cap, damaged
// on disk) become failure rows. Another process draining (ErrBusy) is left
// to it.
func (d *drainer) drain(probe bool) {
	c := d.c
	if probe {
		defer c.circuit.endProbe()
	}
	if c.dbCtx.Err() != nil {
		return
	}
	c.spoolDirty.Store(false)
	claim, err := c.spool.TryClaim()
	c.st.spoolBusy.Store(errors.Is(err, spool.ErrBusy))
	if errors.Is(err, spool.ErrBusy) {
		d.waiting = false
		return
	}
	if err != nil {
		c.opts.OnError(newBackgroundError("reading the spool failed", err))
		return
	}
	defer claim.Release()
	// Reading ends with the database work (Close's margin) and at
	// StopWaiting (Ctrl-C): a huge segment is streamed a window at a time,
	// and must not hold an interrupted run for the seconds it takes.
	rctx, cancel := context.WithCancel(c.dbCtx)
	defer cancel()
	defer context.AfterFunc(c.hurried, cancel)()
	d.waiting = true
	ackFailed := false
	for {
		if d.yield() {
			// What was handed out and not acknowledged is handed out
			// again by the next claim.
			return
		}
		// One claim step is a batch per writer, inserted side by side
		// and acknowledged together: the drain goes as fast as the
		// writers insert.
		d.recs, err = claim.NextContext(rctx, d.recs, c.opts.BatchSize*c.opts.Writers)
		if err != nil {
			// Cut short (rctx): what was not delivered waits for the
			// next claim, which is no failure to warn of.
			if rctx.Err() == nil {
				c.opts.OnError(newBackgroundError("reading the spool failed", err))
			}
			return
		}
		if len(d.recs) == 0 {
			// Everything handed out is acknowledged already; this Ack
			// deletes segments that held nothing more, such as an empty
			// file an earlier build left when a write failed.
			if err := claim.Ack(); err != nil {
				c.spoolTrouble(err)
				c.opts.OnError(newBackgroundError("removing finished spool segments failed", err))
			}
			break
		}
		if !d.migrate() {
			return
		}
		d.cands, d.raws = d.cands[:0], d.raws[:0]
		for i := range d.recs {
			r := &d.recs[i]
			cand := r.Candidate
			cand.DeliveryKey = r.Key
			d.cands = append(d.cands, cand)
			d.raws = append(d.raws, cand.Query)
		}
		clear(d.recs)
		delivered, refused, ok := d.deliver()
		if !ok {
			return
		}
		if err := claim.Ack(); err != nil && !ackFailed {
			// Go on: the rows are committed, and the next Claim hands
			// them out again, which their keys make harmless. Stopping
			// here would stall the spool for good on a full file system,
			// where an ack file cannot be written but every segment
			// read to its end can be deleted (freeing room).
			ackFailed = true
			c.spoolTrouble(err)
			c.opts.OnError(newBackgroundError("acknowledging delivered spool records failed (they will be delivered again, harmlessly); delivering the rest", err))
		}
		c.st.delayed.Add(delivered)
		c.st.spoolLost.Add(refused)
	}
	d.waiting = false
	d.reportLost(claim)
}

// migrate brings the schema up before the first delivery when the
// Capturer migrates at all.
func (d *drainer) migrate() bool {
	if d.migrated {
		return true
	}
	c := d.c
	err := c.call(c.dbCtx, c.opts.Engine.Migrate)
	if err != nil {
		if Classify(err) == store.ReasonDBDown {
			c.dbDown(err)
		}
		return false
	}
	d.migrated = true
	return true
}

// deliver inserts d.cands. A batch the database refuses for a reason that
// is not an outage is retried row by row; a row it still refuses is lost
// (a failure row with its reason, counted in refused) rather than block
// the spool forever. ok is false when the database went away: nothing is
// acknowledged, everything is delivered again later.
func (d *drainer) deliver() (delivered, refused int64, ok bool) {
	c := d.c
	err := d.insertParallel(d.cands)
	if err == nil {
		c.dbUp()
		return int64(len(d.cands)) - c.countFiltered(d.cands, &c.st.delayedFiltered), 0, true
	}
	if c.dbCtx.Err() != nil || Classify(err) == store.ReasonDBDown {
		c.dbDown(err)
		return 0, 0, false
	}
	var fails []store.Failure
	for i := range d.cands {
		err := d.insert(d.cands[i : i+1])
		switch {
		case err == nil:
			delivered += 1 - c.countFiltered(d.cands[i:i+1], &c.st.delayedFiltered)
		case c.dbCtx.Err() != nil || Classify(err) == store.ReasonDBDown:
			c.dbDown(err)
			return 0, 0, false
		default:
			// Not one of this Capturer's accepted events necessarily:
			// counted in SpoolLost, not Failed.
			fails = append(fails, failureRow(Classify(err), d.cands[i].ToolName, err, d.raws[i], d.cands[i].Query))
		}
	}
	if len(fails) > 0 {
		if err := d.insertFailures(fails); err != nil {
			if Classify(err) == store.ReasonDBDown {
				c.dbDown(err)
			}
			return 0, 0, false
		}
	}
	c.dbUp()
	return delivered, int64(len(fails)), true
}

// reportLost turns the spool's lost calls into failure rows, then marks
// them reported.
func (d *drainer) reportLost(claim *spool.Claim) {
	c := d.c
	lost, err := claim.Lost()
	if err != nil {
		c.opts.OnError(newBackgroundError("reading the spool's lost counts failed", err))
		return
	}
	if lost.Total() == 0 {
		return
	}
	fails := lostFailures(lost, c.spool.MaxBytes())
	for len(fails) > 0 {
		chunk := fails[:min(len(fails), failureChunk)]
		if err := d.insertFailures(chunk); err != nil {
			// Not acknowledged: the whole count is reported again next
			// time, so a partial write here may repeat some rows.
			if Classify(err) == store.ReasonDBDown {
				c.dbDown(err)
			}
			c.opts.OnError(newBackgroundError("recording the spool's lost calls failed (will retry)", err))
			return
		}
		fails = fails[len(chunk):]
	}
	if err := claim.AckLost(lost); err != nil {
		c.spoolTrouble(err)
		c.opts.OnError(newBackgroundError("acknowledging the spool's lost calls failed", err))
		return
	}
	c.st.spoolLost.Add(lost.Total())
	c.st.spoolCountsLost.Add(lost.CountsLost)
	if lost.Unsure() > 0 {
		c.opts.OnError(&SpoolLossUnsure{Calls: lost.Unsure(), Bytes: lost.UnsureBytes})
	}
}

// SpoolLossUnsure is what a drain tells Options.OnError after it wrote
// failure rows for damage in spool segments that record no count of their
// records (written by an earlier evalkit, or never sealed: their writer
// died): each of those Calls rows stands for at least one call, possibly
// more, and Bytes did not read. Stats.SpoolLost counts each as one; a
// program that reports that number says "at least".
type SpoolLossUnsure struct {
	Calls int64 // failure rows that stand for at least one call each
	Bytes int64 // bytes of damage behind them
}

func (e *SpoolLossUnsure) Error() string {
	return fmt.Sprintf("capture: %d damaged region(s) of spool segments that record no count of their records (%d bytes unreadable): "+
		"each is a failure row for at least one call, possibly more; how many more cannot be known", e.Calls, e.Bytes)
}

// lostFailures is one db_down failure row per call the spool lost.
func lostFailures(l spool.Lost, maxBytes int64) []store.Failure {
	var out []store.Failure
	for _, tool := range []string{store.ToolQuery, store.ToolSearch, ""} {
		detail := fmt.Sprintf("spooled while the database was down, then dropped: the spool reached its cap of %d bytes", maxBytes)
		for range l.Dropped[tool] {
			out = append(out, store.Failure{Reason: store.ReasonDBDown, ToolName: tool, Detail: detail})
		}
	}
	// A region of a segment that records no count stands for at least one
	// call: its row says so, with the bytes that did not read, rather
	// than pass for exactly one.
	unsure := func(what string) string {
		return fmt.Sprintf("spooled while the database was down, then lost: %s of a spool segment that records no count of its records, "+
			"so this row stands for at least one call, possibly more (%d bytes of such damage did not read)", what, l.UnsureBytes)
	}
	for i := range l.Torn {
		detail := "spooled while the database was down, then lost: a torn record at a spool segment's end, or one missing from it (its writer died while writing, or the file was cut short on disk)"
		if i < l.TornUnsure {
			detail = unsure("a damaged tail (torn, or cut short on disk)")
		}
		out = append(out, store.Failure{Reason: store.ReasonDBDown, Detail: detail})
	}
	for i := range l.Corrupt {
		detail := "spooled while the database was down, then lost: a spool record failed its checksum (changed on disk)"
		if i < l.CorruptUnsure {
			detail = unsure("a damaged region (changed on disk)")
		}
		out = append(out, store.Failure{Reason: store.ReasonDBDown, Detail: detail})
	}
	for range l.CountsLost {
		out = append(out, store.Failure{Reason: store.ReasonDBDown,
			Detail: "spooled calls lost, an unknown number: the spool's state.json, which counts calls dropped by its cap or damaged on disk until they get failure rows, " +
				"was damaged and kept aside as state.json.damaged-<time> in the spool directory; the calls it counted and had not reported are not known one by one"})
	}
	return out
}

// insertParallel inserts rows in chunks of BatchSize, up to Writers at a
// time; the first error (db_down preferred) is returned. Chunks that did
// commit are simply delivered again with the rest: their keys make that a
// no-op.
func (d *drainer) insertParallel(rows []store.Candidate) error {
	bs := d.c.opts.BatchSize
	if len(rows) <= bs {
		return d.insert(rows)
	}
	var wg sync.WaitGroup
	errs := make([]error, (len(rows)+bs-1)/bs)
	for i := range errs {
		chunk := rows[i*bs : min((i+1)*bs, len(rows))]
		wg.Go(func() { errs[i] = d.insert(chunk) })
	}
	wg.Wait()
	var first error
	for _, err := range errs {
		if err != nil && (first == nil || Classify(err) == store.ReasonDBDown) {
			first = err
		}
	}
	return first
}

func (d *drainer) insert(rows []store.Candidate) error {
	return d.c.call(d.c.dbCtx, func(ctx context.Context) error { return d.c.opts.Engine.InsertCandidates(ctx, rows) })
}

func (d *drainer) insertFailures(rows []store.Failure) error {
	return d.c.call(d.c.dbCtx, func(ctx context.Context) error { return d.c.opts.Engine.InsertFailures(ctx, rows) })
}

// spoolMargin is how long before Close's deadline the Capturer stops
// waiting for the database and spools what is left: a fifth of the time
// Close has, at most a second — room to scrub a full queue and fsync it.
// A shorter deadline leaves less room than that work takes; Close then
// waits for it past the deadline (spoolStall) rather than lose events.
func spoolMargin(left time.Duration) time.Duration {
	return min(left/5, time.Second)
}

// spoolStall is how long Close, past its deadline, waits for the writers'
// next event built or batch spooled before it gives up on them, while no
// event is being built. Their work needs no database and is bounded (at
// most QueueSize + Writers × BatchSize events to scrub and spool), so only
// a spool disk that stopped answering stalls that long; what is not
// spooled then is cut off (Stats.Undelivered).
const spoolStall = 2 * time.Second

// buildStall is how long one event's build may take before Close, past
// its deadline, counts it as stuck (a scrubber in a loop) rather than
// slow: a build is linear in the event's size, and a 4 MiB line (a query
// dense with phone numbers to scrub, or 100,000 hits) takes well under a
// second, so a build still running after this is no longer waited for.
// Cutting a slow build off at spoolStall instead would cost that event
// and every event queued behind it their rows.
const buildStall = 30 * time.Second
