package exporter

import (
	"context"
	"errors"
	"io"
	"math"
	"time"

	"github.com/modusbrain/evalkit/store"
)

// DefaultProgressEvery is how often Export flushes and reports progress
// when Options.ProgressEvery is zero.
const DefaultProgressEvery = time.Second

// bufferSize is the output buffer: large enough that a million rows cost a
// few thousand write calls, small enough to stay out of the memory budget.
const bufferSize = 64 << 10

// Options selects the rows to export and how progress is reported.
type Options struct {
	// Since is the window start (inclusive); the zero Start is unbounded. A
	// relative Start is measured back from Now.
	Since Start
	// Until is the window end (exclusive). nil means the store's
	// watermark (any time, the zero time included, is an end: the zero
	// time is 0001-01-01, not "unset"). An Until is never lowered on a
	// store that implements store.WindowEnder (PostgreSQL): Export waits
	// (up to Wait) until every row stamped before it is committed, or
	// fails with *store.NotSettledError, because a window must not change
	// after it was exported and the next window starts at Until. On other
	// stores a later Until than the watermark is lowered to it (SQLite's
	// writers stamp in commit order), but an Until after the clock (Now)
	// is *store.NotSettledError: rows stamped before it can still come.
	Until *time.Time
	// Wait bounds how long Export waits for transactions open at the
	// window end to finish (store.EndRequest); 0 is store.DefaultWindowWait.
	Wait time.Duration
	// OnWait, when set, is called once when that wait has lasted a second,
	// with what is waited for.
	OnWait func(what string)
	// Tool is "", store.ToolQuery or store.ToolSearch.
	Tool string
	// Limit caps the rows written; 0 means no limit. It cannot be
	// combined with Cursor (ErrLimitWithCursor): the rows written are the
	// newest N, so a cut window could never advance a cursor.
	Limit int64
	// Cursor, when set, names a cursor file (see ReadCursor): the window
	// starts at the end it holds (absent file: unbounded), and after a
	// complete run — every row written and flushed, no error — the new
	// window end is written to it atomically. Since and Limit must then
	// be zero.
	Cursor string
	// StoreName is how the caller names the store for people, without
	// credentials (a redacted URL, "sqlite PATH"): recorded beside the
	// cursor with the store's identity, and named when a later run of the
	// cursor reads another store (*CursorStoreError).
	StoreName string

	// ProgressEvery is how often the output is flushed and OnProgress
	// called while rows flow.
	ProgressEvery time.Duration
	// OnProgress, when set, is called from Export's goroutine with the rows
	// written so far, after a flush.
	OnProgress func(rows int64)
	// OnWindow, when set, is called once the window is known, before the
	// first row.
	OnWindow func(Window)
	// OnRowIssue, when set, is called for each row of the window that is
	// not exported as stored: skipped, or adjusted to fit schema v1 (see
	// fit.go). Skipped rows do not make the run incomplete: the problem is
	// in the row, and a later run would skip it again.
	OnRowIssue func(RowIssue)

	// Now is the clock for relative starts; nil is time.Now.
	Now func() time.Time
	// Ticks replaces the progress ticker (tests); nil uses ProgressEvery.
	Ticks <-chan time.Time
}

// Window is an exported window [Since, Until). A nil Since is unbounded
// (0001-01-01T00:00:00Z is a start like any other).
type Window struct {
	Since *time.Time
	Until time.Time
	// HeldBy, when set, says what held Until below the clock: a
	// transaction of a writer evalkit does not control, which may still
	// commit rows stamped with its start (store.WatermarkInfo).
	HeldBy string
	// Waited, when set, says what the store waited for before the window
	// end was settled.
	Waited string
}

// Result says what Export did. It is meaningful with or without an error.
type Result struct {
	Window Window
	// Rows is the number of lines the writer accepted whole. After a write
	// error, a line the writer took only part of is not counted.
	Rows int64
	// Cut is true when Limit stopped the export while the window held
	// more rows: the window was not exported completely.
	Cut bool
	// CursorFound is true when Options.Cursor existed and gave the start.
	CursorFound bool
	// CursorWritten is true when the window end was stored in
	// Options.Cursor.
	CursorWritten bool
	// Skipped counts the rows of the window that were not exported because
	// they cannot be written as schema v1; Adjusted the rows exported with
	// a value cleaned to fit it (Options.OnRowIssue names each).
	Skipped, Adjusted int64
}

// Complete reports whether every row of the window was written: the
// condition for advancing a cursor (together with a nil error).
func (r Result) Complete() bool { return !r.Cut }

// WriteError wraps a failure to write or flush the output (a closed pipe, a
// full disk), as opposed to a failure to read the store.
type WriteError struct{ Err error }

func (e *WriteError) Error() string { return "writing output: " + e.Err.Error() }
func (e *WriteError) Unwrap() error { return e.Err }

// ReadError wraps a failure of the store while reading the window.
type ReadError struct{ Err error }

func (e *ReadError) Error() string { return e.Err.Error() }
func (e *ReadError) Unwrap() error { return e.Err }

// CursorWriteError is a complete export whose cursor could not be stored:
// the rows went out, but the next run will export them again.
type CursorWriteError struct {
	Path string
	Err  error
}

func (e *CursorWriteError) Error() string { return "writing cursor " + e.Path + ": " + e.Err.Error() }
func (e *CursorWriteError) Unwrap() error { return e.Err }

// ErrLimitWithCursor is Options with both Limit and Cursor. The rows a
// limit keeps are the newest of the window, so a cut window cannot move
// the cursor, and every run would write the same rows again; and a cursor
// holds only a time, which cannot split rows sharing a stamp, so "the
// oldest N" cannot be chained exactly either. To export a backlog in
// parts, bound each run's window with Until instead.
var ErrLimitWithCursor = errors.New("exporter: Limit and Cursor cannot be combined")

// errCut stops the stream at the row past the limit.
var errCut = errors.New("limit reached")

// Export streams the window's rows from eng to w as NDJSON, newest first
// as a consumer sees the lines: by the exported created_at (milliseconds)
// descending, then id descending. Rows are selected by their
// full-precision created_at, so windows are exact; the rows of one exported
// millisecond are held until the millisecond is complete and written by id
// (see order.go), so memory is bounded by the rows of one millisecond. With
// Limit N the lines are the first N of that order: when the row past the
// limit shares the N-th row's millisecond, that millisecond is read whole.
//
// Output is buffered; it is flushed on every progress tick and at the end,
// including after a read error, so the rows counted in Result.Rows are
// complete lines the reader can use. After a read error they are whole
// milliseconds: the millisecond being read when it failed is not written.
//
// With Options.Cursor the window starts at the stored end and the new end
// is stored only when the run completes (see Options.Cursor). Rows skipped
// because they cannot be written as schema v1 (Result.Skipped) do not hold
// the cursor back: they would be skipped again.
//
// Errors: a missing schema is store.ErrNoSchema (nothing was ever
// captured); a window end that cannot be settled (see Options.Until) is
// *store.NotSettledError, before any row is written; a store failure is
// *ReadError; an output failure is
// *WriteError; a cancelled ctx is ctx.Err() wrapped in *ReadError; a cursor
// file that does not hold a time is *CursorError (so is a cursor removed
// or emptied after a run stored one there); a cursor whose chain was
// exported from another store is *CursorStoreError, before anything is
// read; one that cannot be written is *CursorWriteError; Limit with Cursor is ErrLimitWithCursor,
// before anything is read. A cursor another run is using (it holds the
// cursor's lock, see CursorLockPath) is *CursorBusyError, before anything
// is read; a cursor changed during the run to a later end than this run's
// is *CursorMovedError, and is left as it is. On a store where row-level
// security hides the rows from the role (store.ReadVisibility), a Cursor
// run is a *store.RowSecurityError before anything is read.
func Export(ctx context.Context, eng store.Engine, w io.Writer, opts Options) (res Result, err error) {
	if opts.Cursor == "" {
		return export(ctx, eng, w, opts)
	}
	if !opts.Since.IsZero() {
		return res, errors.New("exporter: Since and Cursor are mutually exclusive")
	}
	if opts.Limit != 0 {
		return res, ErrLimitWithCursor
	}
	// Fail before exporting anything when the cursor cannot be read or
	// could not be written at the end.
	if err := CheckCursorDir(opts.Cursor); err != nil {
		return res, &CursorWriteError{Path: opts.Cursor, Err: err}
	}
	// One run at a time per cursor, from before it is read until after it
	// is written (cursorlock.go).
	lock, err := lockCursor(opts.Cursor)
	if err != nil {
		return res, err
	}
	defer lock.release()
	start, found, err := readCursor(opts.Cursor, lock.written)
	if err != nil {
		return res, err
	}
	if found {
		lock.markWritten() // a cursor is there: emptied or removed later, it was damaged
	}
	// A cursor continues one store's chain (cursorstore.go): on another
	// store it would skip that store's rows older than its end.
	here, err := checkTie(ctx, eng, opts.Cursor, opts.StoreName, lock.tie)
	if err != nil {
		return res, err
	}
	// A role that row-level security hides the rows from reads an empty
	// window without any error; the cursor would then pass rows it never
	// saw. Asked before the window is settled or any row read.
	if x, ok := eng.(store.ReadVisibility); ok {
		if err := x.CandidatesVisible(ctx); err != nil {
			if errors.Is(err, store.ErrRowSecurity) {
				return res, err
			}
			return res, &ReadError{Err: err}
		}
	}
	opts.Since = Start{}
	if found {
		opts.Since = StartAt(start)
	}
	res, err = export(ctx, eng, w, opts)
	res.CursorFound = found
	if err != nil || res.Cut {
		return res, err
	}
	// An --until before the stored end exports an empty window; the cursor
	// never moves back.
	if found && res.Window.Until.Before(start) {
		return res, nil
	}
	// Nor past an end written during the run by a run that did not take
	// the lock (no flock here, a hand edit): FILE is read again now.
	if now, ok, err := ReadCursor(opts.Cursor); err == nil && ok && now.After(res.Window.Until) {
		return res, &CursorMovedError{Path: opts.Cursor, Held: now, End: res.Window.Until}
	}
	if err := WriteCursor(opts.Cursor, res.Window.Until); err != nil {
		return res, &CursorWriteError{Path: opts.Cursor, Err: err}
	}
	lock.markWritten()
	if here != nil {
		lock.tie = here // recorded when the lock is let go
	}
	res.CursorWritten = true
	return res, nil
}

func export(ctx context.Context, eng store.Engine, w io.Writer, opts Options) (res Result, err error) {
	now := opts.Now
	if now == nil {
		now = time.Now
	}
	wm, err := windowEnd(ctx, eng, opts, now)
	if err != nil {
		var ns *store.NotSettledError
		if errors.Is(err, store.ErrNoSchema) || errors.As(err, &ns) {
			return res, err
		}
		return res, &ReadError{Err: err}
	}
	res.Window = Window{Since: opts.Since.Resolve(now().UTC()), Until: fitWindowEnd(wm.At), HeldBy: wm.HeldBy, Waited: wm.Waited}
	if opts.Until != nil && opts.Until.Before(wm.At) {
		res.Window.Until = opts.Until.UTC()
		res.Window.HeldBy = "" // the caller's end, not the held one
	}
	if opts.OnWindow != nil {
		opts.OnWindow(res.Window)
	}
	// An empty window (since >= until) still asks the store: that is how a
	// missing table shows up as store.ErrNoSchema.

	ticks := opts.Ticks
	if ticks == nil {
		every := opts.ProgressEvery
		if every <= 0 {
			every = DefaultProgressEvery
		}
		t := time.NewTicker(every)
		defer t.Stop()
		ticks = t.C
	}

	ow := newOrderedWriter(ctx, w)
	issues := &rowIssues{on: opts.OnRowIssue}
	defer func() { res.Rows, res.Skipped, res.Adjusted = ow.rows, issues.skipped, issues.adjusted }()
	// delivered counts every row the store returned, those skipped as not
	// v1 and those it could not read too: its LIMIT counts them all.
	var delivered int64
	q := store.StreamQuery{Since: res.Window.Since, Until: res.Window.Until, Tool: opts.Tool,
		OnBadRow: func(e *store.RowError) { delivered++; issues.badRow(e) }}
	limited := opts.Limit > 0 && opts.Limit < math.MaxInt64
	if limited {
		q.Limit = opts.Limit + 1 // one more row tells whether the limit cut the window
	}
	var (
		werr  error
		seen  int64 // rows taken from the stream, the probe row aside
		probe msKey // the exported millisecond of the row past the limit
	)
	rerr := eng.StreamCandidates(ctx, q, func(c *store.Candidate) error {
		delivered++
		if !issues.fit(c) {
			return nil
		}
		if limited && seen == opts.Limit {
			probe = keyOf(c.CreatedAt)
			return errCut
		}
		seen++
		if werr = ow.add(c); werr != nil {
			return werr
		}
		// A non-blocking receive on an empty channel costs a few
		// nanoseconds and keeps flushing on this goroutine.
		select {
		case <-ticks:
			if werr = ow.flush(); werr != nil {
				return werr
			}
			if opts.OnProgress != nil {
				opts.OnProgress(ow.rows)
			}
		default:
		}
		return nil
	})
	switch {
	case werr != nil:
		return res, writeError(ctx, werr)
	case errors.Is(rerr, errCut):
		res.Cut = true
		if probe != ow.key {
			ow.closeGroup()
			break
		}
		// The row past the limit shares the millisecond of the last row
		// taken: that millisecond may hold more rows, with higher ids, than
		// the stream has shown. Read it whole and keep its first lines.
		if err := completeGroup(ctx, eng, ow, issues, res.Window, opts.Tool, int(opts.Limit-(seen-int64(len(ow.ids))))); err != nil {
			return res, err
		}
	case rerr != nil:
		// The open millisecond may be incomplete: what is written is whole
		// milliseconds, each in order.
		ow.dropGroup()
		if ferr := ow.flush(); ferr != nil {
			return res, writeError(ctx, ferr)
		}
		if errors.Is(rerr, store.ErrNoSchema) {
			return res, rerr
		}
		return res, &ReadError{Err: rerr}
	case limited && delivered >= q.Limit:
		// The store's LIMIT ended the stream before a probe row was
		// taken: rows skipped as not v1 (or unreadable) used it up. The
		// window may hold more, so it was not exported completely (the
		// cursor stays), and the last millisecond is read whole.
		res.Cut = true
		if len(ow.ids) == 0 {
			ow.closeGroup()
			break
		}
		if err := completeGroup(ctx, eng, ow, issues, res.Window, opts.Tool, int(opts.Limit-(seen-int64(len(ow.ids))))); err != nil {
			return res, err
		}
	default:
		ow.closeGroup()
	}
	if err := ow.flush(); err != nil {
		return res, writeError(ctx, err)
	}
	return res, nil
}

// windowEnd asks the store for the window end, with what held it back when
// the store can tell. An explicit Until is settled by a store.WindowEnder,
// never lowered; elsewhere it must at least not lie ahead of the clock.
func windowEnd(ctx context.Context, eng store.Engine, opts Options, now func() time.Time) (store.WatermarkInfo, error) {
	if x, ok := eng.(store.WindowEnder); ok {
		return x.WindowEnd(ctx, store.EndRequest{Until: opts.Until, Wait: opts.Wait, OnWait: opts.OnWait})
	}
	if opts.Until != nil {
		if clock := now().UTC(); opts.Until.After(clock) {
			return store.WatermarkInfo{}, &store.NotSettledError{At: opts.Until.UTC(), Future: true, Clock: clock}
		}
	}
	if x, ok := eng.(store.WatermarkExplainer); ok {
		return x.WatermarkInfo(ctx)
	}
	at, err := eng.Watermark(ctx)
	return store.WatermarkInfo{At: at}, err
}

// writeError wraps an error of the orderedWriter: a cancelled ctx stopping
// the output between two writes is a *ReadError like any cancellation.
func writeError(ctx context.Context, err error) error {
	if cerr := ctx.Err(); cerr != nil && errors.Is(err, cerr) {
		return &ReadError{Err: err}
	}
	return &WriteError{Err: err}
}

// completeGroup replaces the open group of ow by every row of its exported
// millisecond inside the window (and tool), puts them in id DESC order and
// keeps the first keep lines.
func completeGroup(ctx context.Context, eng store.Engine, ow *orderedWriter, issues *rowIssues, win Window, tool string, keep int) error {
	k := ow.key
	ow.dropGroup()
	since := k.start()
	if win.Since != nil && since.Before(*win.Since) {
		since = *win.Since
	}
	q := store.StreamQuery{Since: &since, Until: k.start().Add(time.Millisecond), Tool: tool, OnBadRow: issues.badRow}
	if win.Until.Before(q.Until) {
		q.Until = win.Until
	}
	var werr error
	rerr := eng.StreamCandidates(ctx, q, func(c *store.Candidate) error {
		if !issues.fit(c) {
			return nil
		}
		werr = ow.add(c)
		return werr
	})
	switch {
	case werr != nil:
		return writeError(ctx, werr)
	case rerr != nil:
		ow.dropGroup()
		if ferr := ow.flush(); ferr != nil {
			return writeError(ctx, ferr)
		}
		return &ReadError{Err: rerr}
	}
	if ow.started {
		if !ow.sorted {
			ow.sortGroup()
		}
		ow.keepGroup(keep)
		ow.closeGroup()
	}
	return nil
}
