package capture

import (
	"context"
	"errors"
	"sync"
	"time"

	"github.com/modusbrain/evalkit/store"
)

// OpenLater returns an Engine for a database that could not be opened yet
// — a SQLite file another process holds locked, say. Each call opens it
// first (one attempt at a time; a caller waiting for another's attempt
// gives up when its ctx ends) and returns that attempt's error until one
// succeeds; from then on calls go to the opened engine. So a Capturer
// with a Spool can start while its database is unavailable: the first
// write fails as the open failed (db_down for an outage), the rows go to
// the spool, and the probes on the backoff open the database once it
// answers. Close closes the engine if it was opened.
func OpenLater(open func(context.Context) (store.Engine, error)) store.Engine {
	return &lateEngine{open: open, turn: make(chan struct{}, 1)}
}

type lateEngine struct {
	open func(context.Context) (store.Engine, error)
	turn chan struct{} // held by the one open attempt in progress

	mu     sync.Mutex
	eng    store.Engine
	closed bool
}

var errLateClosed = errors.New("capture: engine closed before its database could be opened")

func (l *lateEngine) opened() (store.Engine, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.closed {
		return nil, errLateClosed
	}
	return l.eng, nil
}

// get returns the opened engine, or opens it. The attempt runs in a
// goroutine of its own: an open that ignores its context (SQLite waiting
// out its busy timeout on a locked file) cannot hold the caller past ctx,
// and what it opens after the caller left is kept for the next call.
func (l *lateEngine) get(ctx context.Context) (store.Engine, error) {
	if e, err := l.opened(); e != nil || err != nil {
		return e, err
	}
	select {
	case l.turn <- struct{}{}:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	if e, err := l.opened(); e != nil || err != nil {
		<-l.turn
		return e, err // opened by the attempt we waited for
	}
	type result struct {
		eng store.Engine
		err error
	}
	done := make(chan result, 1)
	go func() {
		defer func() { <-l.turn }()
		var r result
		func() {
			defer recoverEngine(&r.err)
			r.eng, r.err = l.open(ctx)
		}()
		if r.err == nil {
			r.err = l.keep(r.eng)
		}
		done <- r
	}()
	select {
	case r := <-done:
		if r.err != nil {
			return nil, r.err
		}
		return r.eng, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// keep makes e the engine, unless Close came first: then e is closed.
func (l *lateEngine) keep(e store.Engine) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.closed {
		e.Close()
		return errLateClosed
	}
	l.eng = e
	return nil
}

func (l *lateEngine) Migrate(ctx context.Context) error {
	e, err := l.get(ctx)
	if err != nil {
		return err
	}
	return e.Migrate(ctx)
}

func (l *lateEngine) SchemaVersion(ctx context.Context) (int, error) {
	e, err := l.get(ctx)
	if err != nil {
		return 0, err
	}
	return e.SchemaVersion(ctx)
}

func (l *lateEngine) InsertCandidates(ctx context.Context, rows []store.Candidate) error {
	e, err := l.get(ctx)
	if err != nil {
		return err
	}
	return e.InsertCandidates(ctx, rows)
}

func (l *lateEngine) InsertFailures(ctx context.Context, rows []store.Failure) error {
	e, err := l.get(ctx)
	if err != nil {
		return err
	}
	return e.InsertFailures(ctx, rows)
}

func (l *lateEngine) Watermark(ctx context.Context) (time.Time, error) {
	e, err := l.get(ctx)
	if err != nil {
		return time.Time{}, err
	}
	return e.Watermark(ctx)
}

func (l *lateEngine) StreamCandidates(ctx context.Context, q store.StreamQuery, fn func(*store.Candidate) error) error {
	e, err := l.get(ctx)
	if err != nil {
		return err
	}
	return e.StreamCandidates(ctx, q, fn)
}

func (l *lateEngine) FailureCounts(ctx context.Context, since time.Time) ([]store.FailureCount, error) {
	e, err := l.get(ctx)
	if err != nil {
		return nil, err
	}
	return e.FailureCounts(ctx, since)
}

func (l *lateEngine) CandidateActivity(ctx context.Context, since time.Time) (store.Activity, error) {
	e, err := l.get(ctx)
	if err != nil {
		return store.Activity{}, err
	}
	return e.CandidateActivity(ctx, since)
}

func (l *lateEngine) Close() error {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.closed = true
	if l.eng == nil {
		return nil
	}
	return l.eng.Close()
}
