package capture

import (
	"context"
	"errors"
	"fmt"
	"sync/atomic"
	"time"

	"github.com/modusbrain/evalkit/capture/spool"
	"github.com/modusbrain/evalkit/store"
)

// writer is one writer goroutine and the state only it touches. Several
// writers share the queue so that batches overlap their round trips; each
// keeps its own pending failure rows.
type writer struct {
	c         *Capturer
	bopts     BuildOptions
	batch     []Event
	cands     []store.Candidate
	raws      []string // the raw query of each cands entry, to keep it out of error text
	entries   []spool.Entry
	spoolIdx  []int // rows of cands that go to the spool after a row-by-row retry
	pending   []store.Failure
	counted   int       // len(pending) as last added to Stats.Pending
	retryAt   time.Time // earliest next attempt at pending failure rows
	backoff   time.Duration
	migrated  bool
	migrateAt time.Time
	// inDB: inside a database call; finished: run has returned;
	// building: when the event being built began (Unix ns), 0 between
	// builds. Close reads them past its deadline.
	inDB, finished atomic.Bool
	building       atomic.Int64
}

func newWriter(c *Capturer) *writer {
	// Buffers grow to the batch size on demand: a huge BatchSize costs
	// memory only when that much traffic arrives.
	n := min(c.opts.BatchSize, 1024)
	return &writer{
		c:        c,
		bopts:    BuildOptions{NoScrub: c.opts.NoScrub, Scrubber: c.opts.Scrubber},
		batch:    make([]Event, 0, n),
		cands:    make([]store.Candidate, 0, n),
		raws:     make([]string, 0, n),
		migrated: c.opts.SkipMigrate,
	}
}

// maxBackoff bounds the wait between attempts at pending failure rows.
func (w *writer) maxBackoff() time.Duration { return 16 * w.c.opts.FlushInterval }

// run sleeps until a batch is waiting (kick) or the flush interval passes,
// then empties the queue batch by batch.
func (w *writer) run() {
	c := w.c
	t := time.NewTicker(c.opts.FlushInterval)
	defer t.Stop()
	for {
		select {
		case <-c.kick:
		case <-t.C:
		case <-c.stop:
			w.drain()
			w.finished.Store(true)
			return
		}
		for {
			n := w.take()
			w.flush(w.batch, false)
			if n < c.opts.BatchSize {
				break
			}
		}
	}
}

// take fills w.batch from the queue without waiting and returns its length.
func (w *writer) take() int {
	w.batch = w.batch[:0]
	for len(w.batch) < w.c.opts.BatchSize {
		select {
		case ev := <-w.c.queue:
			w.batch = append(w.batch, ev)
			continue
		default:
		}
		break
	}
	return len(w.batch)
}

// drain runs after Close: nothing new can arrive, so empty the queue, then
// make one last attempt at pending failure rows whatever the backoff says.
// What still has no row after that is undelivered.
func (w *writer) drain() {
	c := w.c
	for w.take() > 0 {
		w.flush(w.batch, false)
	}
	w.flush(nil, true)
	if n := len(w.pending); n > 0 {
		c.st.undelivered.Add(int64(n))
		w.pending = nil
	}
	w.syncPending()
}

// syncPending brings Stats.Pending, shared by the writers, up to date with
// this writer's list.
func (w *writer) syncPending() {
	w.c.st.pending.Add(int64(len(w.pending) - w.counted))
	w.counted = len(w.pending)
}

// flush writes one batch of events, then whatever failure rows are due.
func (w *writer) flush(batch []Event, final bool) {
	c := w.c
	ctx := c.runCtx
	if ctx.Err() != nil && c.spool == nil {
		// Close's deadline has passed: these events get no verdict, and
		// queue-full drops wait with the pending rows for drain to count.
		// With a spool they are still scrubbed and spooled below: that
		// needs no database, and Close waits for it (spoolStall).
		c.st.undelivered.Add(int64(len(batch)))
		w.pending = w.takeDropped(w.pending)
		w.syncPending()
		return
	}
	var fails []store.Failure
	w.cands, w.raws = w.cands[:0], w.raws[:0]
	for i := range batch {
		ev := &batch[i]
		w.building.Store(time.Now().UnixNano())
		cand, err := w.build(ev)
		w.building.Store(0)
		c.st.progress.Add(1)
		if err != nil {
			fails = w.lost(fails, Classify(err), ev.ToolName, err, ev.Query)
			continue
		}
		if c.spool != nil {
			// Drawn before the first attempt: a batch whose COMMIT reply
			// is lost is spooled with the keys it was sent with, so its
			// redelivery cannot double a row.
			cand.DeliveryKey = spool.NewKey()
		}
		w.cands = append(w.cands, cand)
		w.raws = append(w.raws, ev.Query)
	}
	// Drop our references so the reused batch does not pin the callers'
	// result slices.
	clear(batch)
	fails = w.takeDropped(fails)
	// With a spool, the database is tried only while it is believed up,
	// or by the one writer whose turn it is to probe it, and not at all
	// once Close's deadline is near.
	direct, probe := true, false
	if c.spool != nil && len(w.cands) > 0 {
		direct, probe = c.circuit.tryProbe()
		if c.dbCtx.Err() != nil {
			direct = false
		}
		if probe {
			defer c.circuit.endProbe()
			w.migrateAt = time.Time{}
		}
	}
	var cause error // why the rows go to the spool, when the database said
	if (direct && len(w.cands) > 0) || len(fails) > 0 || len(w.pending) > 0 {
		if err := w.migrate(); err != nil && direct && c.spoolable(err) {
			// No schema because the database is down (or Close's margin
			// cut the attempt short): the insert would only wait again.
			if c.dbCtx.Err() == nil {
				c.dbDown(err)
			}
			direct, cause = false, err
		}
	}
	if direct {
		fails = w.insertCandidates(ctx, fails)
	} else {
		fails = w.spoolRows(fails, w.cands, w.raws, cause)
	}
	w.recordFailures(c.dbCtx, fails, final)
}

// build runs the row builder; should it panic anyway (BuildCandidate
// recovers the scrubber's panics itself), the event is lost as other and
// the writer lives on.
func (w *writer) build(ev *Event) (c store.Candidate, err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("building the row panicked: %s", panicText(p))
		}
	}()
	opts := w.bopts
	if w.c.scrubNow.Load() {
		opts.NoScrub = false
	}
	return w.c.opts.build(*ev, opts)
}

// insertCandidates writes w.cands as one batch; when that fails for a
// reason that may lie in a row, it retries row by row so a bad row costs
// only itself. A dead database fails every row the same way, so retrying
// would only multiply the wait by the batch size.
func (w *writer) insertCandidates(ctx context.Context, fails []store.Failure) []store.Failure {
	c := w.c
	n := len(w.cands)
	if n == 0 {
		return fails
	}
	err := w.insert(c.dbCtx, w.cands)
	if err == nil {
		c.st.captured.Add(int64(n) - c.countFiltered(w.cands, &c.st.filtered))
		if c.spool != nil {
			c.dbUp()
		}
		return fails
	}
	// The spool first: a call that Close's deadline cut short leaves its
	// rows to the spool, not undelivered.
	if c.spoolable(err) {
		if c.dbCtx.Err() == nil {
			c.dbDown(err)
		}
		return w.spoolRows(fails, w.cands, w.raws, err)
	}
	if ctx.Err() != nil {
		c.st.undelivered.Add(int64(n))
		return fails
	}
	reason := Classify(err)
	if n == 1 || !rowCouldCause(reason, err) {
		for i := range w.cands {
			fails = w.lost(fails, reason, w.cands[i].ToolName, err, w.raws[i], w.cands[i].Query)
		}
		return fails
	}
	var down error // once the database goes away mid-retry, the rest fail alike
	w.spoolIdx = w.spoolIdx[:0]
	for i := range w.cands {
		err := down
		if err == nil {
			err = w.insert(c.dbCtx, w.cands[i:i+1])
		}
		switch {
		case err == nil:
			c.st.captured.Add(1 - c.countFiltered(w.cands[i:i+1], &c.st.filtered))
		case c.spoolable(err):
			down = err
			w.spoolIdx = append(w.spoolIdx, i)
		case ctx.Err() != nil:
			c.st.undelivered.Add(1)
		default:
			r := Classify(err)
			if r == store.ReasonDBDown {
				down = err
			}
			fails = w.lost(fails, r, w.cands[i].ToolName, err, w.raws[i], w.cands[i].Query)
		}
	}
	if len(w.spoolIdx) > 0 {
		if c.dbCtx.Err() == nil {
			c.dbDown(down)
		}
		// Compact the rows to spool to the front; cands is rebuilt by
		// the next flush.
		for j, i := range w.spoolIdx {
			w.cands[j], w.raws[j] = w.cands[i], w.raws[i]
		}
		k := len(w.spoolIdx)
		fails = w.spoolRows(fails, w.cands[:k], w.raws[:k], down)
	}
	return fails
}

// countFiltered counts the rows of an inserted batch that the table's own
// trigger dropped (store.Candidate.Dropped), adds them to n and remembers
// what dropped them. It costs a loop over the batch, no database call.
func (c *Capturer) countFiltered(rows []store.Candidate, n *atomic.Int64) int64 {
	var k int64
	for i := range rows {
		if rows[i].Dropped != "" {
			if k == 0 {
				by := rows[i].Dropped
				c.st.filteredBy.Store(&by)
			}
			k++
		}
	}
	n.Add(k)
	return k
}

// rowCouldCause tells whether a failed batch may owe its failure to one of
// its rows (a CHECK, a bad value, a too-large datum, or an error we cannot
// place). Errors about the session, the role or the server — an outage,
// RLS, authentication, a read-only standby — fail every row alike, and
// retrying row by row would only multiply the round trips by the batch size.
func rowCouldCause(reason store.Reason, err error) bool {
	if reason == store.ReasonDBDown || reason == store.ReasonRLSReject {
		return false
	}
	state := store.SQLState(err)
	if state == "" {
		return true
	}
	if state == "XX001" {
		return false // a damaged file (store.ErrDamaged) fails every row alike
	}
	switch state[:2] {
	case "22", "23", "54", "XX":
		return true
	}
	return false
}

func (w *writer) insert(ctx context.Context, rows []store.Candidate) error {
	return w.call(ctx, func(ctx context.Context) error { return w.c.opts.Engine.InsertCandidates(ctx, rows) })
}

// call is Capturer.call, marked for Close: a writer inside a database
// call past the deadline may be stuck in one that ignores cancellation,
// while one outside it is scrubbing and spooling, and is waited for.
func (w *writer) call(ctx context.Context, fn func(context.Context) error) error {
	w.inDB.Store(true)
	defer w.inDB.Store(false)
	return w.c.call(ctx, fn)
}

// recoverEngine keeps an engine bug from killing the process the op
// handler lives in: the panic becomes an error (reason other).
func recoverEngine(err *error) {
	if p := recover(); p != nil {
		*err = fmt.Errorf("storage engine panicked: %s", panicText(p))
	}
}

// lost records one lost event: counted by reason, and a failure row to write.
func (w *writer) lost(fails []store.Failure, reason store.Reason, tool string, err error, queries ...string) []store.Failure {
	w.c.st.failed[reasonIndex[reason]].Add(1)
	return append(fails, failureRow(reason, tool, err, queries...))
}

// failureRow is the failure row for one lost call; queries are kept out of
// its text.
func failureRow(reason store.Reason, tool string, err error, queries ...string) store.Failure {
	f := store.Failure{Reason: reason, SQLState: store.SQLState(err)}
	if tool == store.ToolQuery || tool == store.ToolSearch {
		f.ToolName = tool
	}
	var rej *Rejection
	if errors.As(err, &rej) {
		f.Detail = failureDetail(rej.Detail, queries...)
	} else {
		f.Detail = failureDetail(err.Error(), queries...)
	}
	return f
}

// takeDropped turns the events a full queue refused into failure rows.
func (w *writer) takeDropped(fails []store.Failure) []store.Failure {
	c := w.c
	tools := [3]string{store.ToolQuery, store.ToolSearch, ""}
	for i := range c.dropped {
		n := c.dropped[i].Swap(0)
		if n == 0 {
			continue
		}
		c.st.droppedTotal.Add(n)
		c.st.failed[reasonIndex[store.ReasonOther]].Add(n)
		detail := fmt.Sprintf("capture queue full (%d events): event dropped", c.opts.QueueSize)
		for range n {
			fails = append(fails, store.Failure{Reason: store.ReasonOther, ToolName: tools[i], Detail: detail})
		}
	}
	return fails
}

// failureChunk bounds one InsertFailures call, so a long outage's backlog
// does not become one giant transaction.
const failureChunk = 1000

// recordFailures writes new and pending failure rows. While the database
// cannot take them they wait in memory (bounded) with exponential backoff;
// a row the database refuses for its own sake is retried alone once, then
// given up. Every give-up is reported through OnError.
func (w *writer) recordFailures(ctx context.Context, fails []store.Failure, force bool) {
	c := w.c
	w.pending = append(w.pending, fails...)
	defer w.syncPending()
	if len(w.pending) == 0 || (!force && time.Now().Before(w.retryAt)) {
		w.trimPending()
		return
	}
	for len(w.pending) > 0 {
		chunk := w.pending[:min(len(w.pending), failureChunk)]
		err := w.insertFailures(ctx, chunk)
		if err == nil {
			c.st.failureRows.Add(int64(len(chunk)))
			w.pending = w.pending[len(chunk):]
			w.backoff = 0
			continue
		}
		if ctx.Err() != nil {
			return // drain counts what is left
		}
		if Classify(err) == store.ReasonDBDown {
			w.backoff = min(max(2*w.backoff, c.opts.FlushInterval), w.maxBackoff())
			w.retryAt = time.Now().Add(w.backoff)
			c.opts.OnError(newBackgroundError(fmt.Sprintf("%d capture failure rows could not be recorded (will retry)", len(w.pending)), err))
			w.trimPending()
			return
		}
		w.pending = w.pending[len(chunk):]
		given := 0
		var last error
		for i := range chunk {
			if err := w.insertFailures(ctx, chunk[i:i+1]); err != nil {
				given++
				last = err
				continue
			}
			c.st.failureRows.Add(1)
		}
		if given > 0 {
			c.st.undelivered.Add(int64(given))
			c.opts.OnError(newBackgroundError(fmt.Sprintf("%d capture failure rows could not be recorded; those events are lost without trace", given), last))
		}
	}
	w.pending = nil
}

func (w *writer) insertFailures(ctx context.Context, rows []store.Failure) error {
	return w.call(ctx, func(ctx context.Context) error { return w.c.opts.Engine.InsertFailures(ctx, rows) })
}

// trimPending enforces MaxPendingFailures, oldest kept: they are the start
// of the outage, the part a person looks for first.
func (w *writer) trimPending() {
	c := w.c
	if extra := len(w.pending) - c.opts.MaxPendingFailures; extra > 0 {
		w.pending = w.pending[:c.opts.MaxPendingFailures]
		c.st.undelivered.Add(int64(extra))
		c.opts.OnError(fmt.Errorf("capture: %d failure rows over the in-memory limit of %d were discarded while the database was unavailable", extra, c.opts.MaxPendingFailures))
	}
}

// migrate brings the schema up before the first write, retrying on later
// batches while it fails (the writes then fail as db_down and are recorded
// once the database is back). It returns the error of an attempt it made
// now. Like every database call it runs under dbCtx, so Close's margin
// ends it in time to spool the batch.
func (w *writer) migrate() error {
	if w.migrated || time.Now().Before(w.migrateAt) {
		return nil
	}
	err := w.call(w.c.dbCtx, w.c.opts.Engine.Migrate)
	if err == nil {
		w.migrated = true
		return nil
	}
	w.migrateAt = time.Now().Add(w.maxBackoff())
	if w.c.dbCtx.Err() == nil {
		// Not when Close ended the attempt: the batch is spooled, and
		// "context canceled" would only alarm.
		w.c.opts.OnError(newBackgroundError("migrating the capture schema failed", err))
	}
	return err
}

// backgroundError carries a masked message for people and the original
// error for errors.Is/As.
type backgroundError struct {
	msg string
	err error
}

func newBackgroundError(what string, err error) error {
	return &backgroundError{msg: "capture: " + what + ": " + failureDetail(err.Error()), err: err}
}

func (e *backgroundError) Error() string { return e.msg }
func (e *backgroundError) Unwrap() error { return e.err }
