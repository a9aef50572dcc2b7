package postgres

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/modusbrain/evalkit/configplane"
	"github.com/modusbrain/evalkit/store"
)

// OIDs and formats of the stream's parameters and results.
const (
	oidInt8        = 20
	oidText        = 25
	oidTimestamptz = 1184
	formatBinary   = 1
)

var binaryResults = []int16{formatBinary}

// streamStatement builds the SELECT for q and its binary parameters.
func streamStatement(q store.StreamQuery) (sql string, params [][]byte, oids []uint32) {
	return streamStatementAfter(q, nil, "")
}

// streamStatementAfter is streamStatement for a read that resumes: a
// non-nil after resumes an ordered read past that row (created_at, id):
// the rows before it were read, and it could not be.
// cols replaces the SELECT list when it is not empty.
func streamStatementAfter(q store.StreamQuery, after *rowKey, cols string) (sql string, params [][]byte, oids []uint32) {
	var b strings.Builder
	b.WriteString("SELECT ")
	for i, c := range streamColumns {
		if cols != "" {
			b.WriteString(cols)
			break
		}
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(c.name)
	}
	b.WriteString(" FROM eval_candidates WHERE created_at < $1")
	params = append(params, encodeTimestamptz(nil, q.Until))
	oids = append(oids, oidTimestamptz)
	if q.Since != nil {
		params = append(params, encodeTimestamptz(nil, *q.Since))
		oids = append(oids, oidTimestamptz)
		b.WriteString(" AND created_at >= $" + strconv.Itoa(len(params)))
	}
	if q.Tool != "" {
		params = append(params, []byte(q.Tool))
		oids = append(oids, oidText)
		b.WriteString(" AND tool_name = $" + strconv.Itoa(len(params)))
	}
	if after != nil {
		params = append(params, after.createdAt, after.id)
		oids = append(oids, oidTimestamptz, oidInt8)
		b.WriteString(" AND (created_at, id) < ($" + strconv.Itoa(len(params)-1) + ", $" + strconv.Itoa(len(params)) + ")")
	}
	b.WriteString(" ORDER BY created_at DESC, id DESC")
	if q.Limit > 0 {
		params = append(params, be.AppendUint64(nil, uint64(q.Limit)))
		oids = append(oids, oidInt8)
		b.WriteString(" LIMIT $" + strconv.Itoa(len(params)))
	}
	return b.String(), params, oids
}

// StreamCandidates runs one binary-format query on a pooled connection and
// decodes every DataRow as it arrives into one reused Candidate (see the
// package doc). An error from fn is returned unchanged; the connection is
// then discarded rather than drained, so `| head` stops the server at once.
//
// The query runs in its own read-only transaction with statement_timeout
// off (SET LOCAL: this transaction only, nobody else's session). It is one
// statement by design, as long as the window's rows take to send and the
// consumer to read; a statement_timeout set for the role or the database
// (meant for modusbrain's short queries) would fail every export of a
// large window, again and again, and cannot be met by retrying. A
// statement_timeout named in evalkit's own URL is the user's choice for
// this command and is kept. Ctrl-C still cancels it.
func (e *Engine) StreamCandidates(ctx context.Context, q store.StreamQuery, fn func(*store.Candidate) error) error {
	if q.Limit < 0 {
		return fmt.Errorf("postgres stream candidates: negative limit %d", q.Limit)
	}
	conn, err := e.pool.Acquire(ctx)
	if err != nil {
		return e.wrap("stream candidates", err)
	}
	// Release destroys a connection that is still busy (abandoned result)
	// instead of returning it to the pool.
	defer conn.Release()
	pc := conn.Conn().PgConn()

	// Release also discards a connection left inside this transaction
	// (an error, an abandoned result), so no path leaks it to the pool.
	begin := "BEGIN READ ONLY; SET LOCAL statement_timeout = 0"
	if urlTimeout(e.pool.Config().ConnConfig.RuntimeParams) {
		begin = "BEGIN READ ONLY"
	}
	raw := rawText(pc)
	if raw {
		begin += "; SET LOCAL client_encoding = 'SQL_ASCII'"
	}
	if _, err := pc.Exec(ctx, begin+"; SAVEPOINT evalkit_stream").ReadAll(); err != nil {
		return e.wrap("stream candidates", err)
	}
	// The read holds eval_candidates' ACCESS SHARE lock until it ends; a
	// schema change of modusbrain's that queues behind it makes every
	// modusbrain INSERT queue too. The stream gives way instead.
	w := e.watchWaiters(ctx, pc, exportPace)
	defer w.stop()
	d := newRowDecoder()
	d.raw = raw
	var after *rowKey
	for {
		n, direct, rerr := streamRows(ctx, pc, q, after, d, fn)
		if direct != nil {
			if fe, ok := direct.(*fnError); ok {
				return fe.err // fn's own error, unchanged
			}
			return e.wrap("stream candidates", direct)
		}
		if err = rerr; err == nil || !untranslatable(err) {
			break
		}
		// A row holding a character with no UTF-8 equivalent (a WIN1252
		// brain's byte 0x81, written by a client that sent it raw): the
		// server fails the read at it, however often it is run. It is a
		// row evalkit did not write: it is skipped, named, like any other
		// row that is not v1 data, and the read goes on past it.
		var bad *store.RowError
		if after, bad = e.untranslatableRow(ctx, pc, q, after, n, err); bad == nil {
			break
		}
		if q.OnBadRow == nil {
			return e.wrap("stream candidates", bad)
		}
		q.OnBadRow(bad)
		if q.Limit > 0 {
			if q.Limit -= n + 1; q.Limit <= 0 {
				err = nil
				break
			}
		}
	}
	if err == nil {
		_, err = pc.Exec(ctx, "COMMIT").ReadAll()
	}
	gw := w.stop()
	if gw != nil {
		// The watcher closed the socket under pgconn, which may still
		// count itself idle (the last rows and the COMMIT can finish
		// first): never hand it back to the pool (review 9).
		_ = conn.Hijack().Close(context.WithoutCancel(ctx))
	}
	if err != nil && gw != nil && ctx.Err() == nil {
		// A read the watcher ended fails with its connection closed:
		// say why, as it turned out.
		return e.wrap("stream candidates", gw)
	}
	return e.wrap("stream candidates", err)
}

// fnError carries an error of the stream's callback, which
// StreamCandidates returns unchanged.
type fnError struct{ err error }

func (e *fnError) Error() string { return e.err.Error() }

// streamRows runs one statement of a stream (after: see streamStatement)
// and hands its rows to fn. n counts the rows it received. direct is an
// error that ends the stream as it is (a drifted schema, a row that
// cannot be read, fn's own as a *fnError); err is the statement's own end.
func streamRows(ctx context.Context, pc *pgconn.PgConn, q store.StreamQuery, after *rowKey, d *rowDecoder,
	fn func(*store.Candidate) error) (n int64, direct, err error) {
	sql, params, oids := streamStatementAfter(q, after, "")
	rr := pc.ExecParams(ctx, sql, params, oids, []int16{formatBinary}, binaryResults)
	checked := false
	for rr.NextRow() {
		n++
		if !checked {
			if err := checkFields(rr.FieldDescriptions()); err != nil {
				return n, err, nil
			}
			checked = true
		}
		if err := d.decode(rr.Values()); err != nil {
			var bad *store.RowError
			if q.OnBadRow != nil && errors.As(err, &bad) {
				q.OnBadRow(bad)
				continue
			}
			return n, err, nil
		}
		if err := fn(&d.c); err != nil {
			return n, &fnError{err}, nil
		}
	}
	_, err = rr.Close()
	return n, nil, err
}

// ErrGaveWay ends a stream that another session waited behind, once the
// stream's session has let go of its lock.
var ErrGaveWay = errors.New("another session waited for the lock this export holds on eval_candidates " +
	"(a schema change, modusbrain's or a DBA's): the export gave way rather than make modusbrain's writers queue behind that session")

// GiveWayError ends a read that tried to give way and could not see its
// session let go of the lock: it is not ErrGaveWay, which would claim that
// the waiting session went through.
type GiveWayError struct {
	PID     uint32
	Waited  time.Duration
	Another error // why the look failed, when it did
	// Read and Table name the read and the table it held ("" is the
	// export and eval_candidates).
	Read, Table string
}

func (e *GiveWayError) Error() string {
	read, table := cmp.Or(e.Read, "export"), cmp.Or(e.Table, store.TableCandidates)
	s := fmt.Sprintf("another session waited for the lock this %s holds on %s (a schema change, modusbrain's or a DBA's): "+
		"the %s closed its connection to give way, but its server session (pid %d) still held the lock %s later", read, table, read, e.PID, e.Waited)
	if e.Another != nil {
		s = fmt.Sprintf("another session waited for the lock this %s holds on %s (a schema change, modusbrain's or a DBA's): "+
			"the %s closed its connection to give way, and could not tell whether its server session (pid %d) let go of the lock (%v)", read, table, read, e.PID, e.Another)
	}
	return s + "; a superuser ends it with SELECT pg_terminate_backend(" + fmt.Sprint(e.PID) + ")"
}

// watchPace is how a read looks for sessions it blocks: first after
// first, then every every, on a connection of its own; a session seen
// waiting at two looks in a row ends the read.
type watchPace struct{ first, every time.Duration }

// exportPace: an export that gives way fails and its user runs it again,
// so it looks late (a short export never opens a second connection).
// giveWayCheck bounds the wait to see the read's session let go of its
// locks.
const (
	giveWayAfter = 2 * time.Second
	giveWayEvery = time.Second
	giveWayCheck = 5 * time.Second
)

var exportPace = watchPace{first: giveWayAfter, every: giveWayEvery}

// waiterWatch is a running watchWaiters.
type waiterWatch struct {
	halt     context.CancelFunc
	stopped  chan struct{}
	mu       sync.Mutex
	yielding bool  // it has begun ending the stream: stop waits for the outcome
	outcome  error // ErrGaveWay or a *GiveWayError, once yielding
}

// stop stops the watch, unless it is ending the stream, and waits for it.
// It returns what the watch did: nil (nothing), ErrGaveWay (the stream's
// session let go of its lock) or a *GiveWayError (it may not have).
func (w *waiterWatch) stop() error {
	w.mu.Lock()
	if !w.yielding {
		w.halt()
	}
	w.mu.Unlock()
	<-w.stopped
	return w.outcome
}

// watchWaiters watches, while a read (an export's stream, eval-prune's
// count) runs on pc, for a session waiting for a lock pc's backend holds,
// and ends the read when one waits through two looks of pace. It is best-effort: without a second connection (a
// role at its connection limit) it watches nothing.
//
// Ending the stream is done from the client's side, which needs no
// privilege: a cancel request (the protocol's, keyed by the session's
// secret, so a backend still computing stops) and closing the connection
// (a backend blocked sending to a stalled consumer fails its send; one
// between statements reads the end of the connection), either of which
// ends the session, its transaction and its locks. pg_terminate_backend
// would need the session's role, which an export under SET ROLE (options
// -c role=…, a NOINHERIT login) is not, and pg_cancel_backend too; a
// cancelled query alone would leave the transaction, and the lock, open.
// Then it looks until the backend holds no lock, and reports
// ErrGaveWay only once it has seen that.
func (e *Engine) watchWaiters(parent context.Context, pc *pgconn.PgConn, pace watchPace) *waiterWatch {
	// Its own context, so that stopping it also ends a look in flight.
	ctx, halt := context.WithCancel(parent)
	w := &waiterWatch{halt: halt, stopped: make(chan struct{})}
	pid := int32(pc.PID())
	go func() {
		defer close(w.stopped)
		defer halt()
		t := time.NewTimer(pace.first)
		defer t.Stop()
		var c *pgxpool.Conn
		defer func() {
			if c != nil {
				c.Release()
			}
		}()
		seen := 0
		for {
			select {
			case <-ctx.Done():
				return
			case <-t.C:
			}
			if c == nil {
				actx, acancel := context.WithTimeout(ctx, giveWayEvery)
				var err error
				c, err = e.pool.Acquire(actx)
				acancel()
				if err != nil {
					return
				}
			}
			var waiting bool
			// pg_blocking_pids takes every lock manager partition: it is
			// asked only of sessions waiting for a lock, so a quick pace
			// costs a busy server little. pg_locks shows them to every
			// role (pg_stat_activity hides other roles' wait events).
			// Only a wait for a relation's lock counts: the read holds
			// one on the eval table alone, and a schema change waiting
			// for it queues modusbrain's writers behind it. A build
			// waiting for the read's snapshot to end (CREATE INDEX
			// CONCURRENTLY, anywhere in the brain: its virtualxid) holds
			// up no writer (probe 12 #5).
			if err := c.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM pg_locks
				WHERE CASE WHEN NOT granted AND locktype = 'relation' THEN $1 = ANY (pg_blocking_pids(pid)) END)`,
				pid).Scan(&waiting); err != nil {
				return
			}
			if !waiting {
				seen = 0
				t.Reset(pace.every)
				continue
			}
			if seen++; seen < 2 {
				t.Reset(pace.every)
				continue
			}
			w.mu.Lock()
			if ctx.Err() != nil { // stop came first
				w.mu.Unlock()
				return
			}
			w.yielding = true
			w.mu.Unlock()
			w.outcome = giveWay(ctx, c, pc, pid)
			return
		}
	}()
	return w
}

// giveWay ends the session of pc (backend pid) from the client's side and
// looks, on c, until that backend holds no lock. stop no longer halts ctx
// once yielding, so only the stream's own end (Ctrl-C) does: then the
// connection is still closed, which ends the session, but the looking
// stops at once — the caller reports the interruption, not this outcome,
// and Ctrl-C must not wait seconds for a look nobody reads.
func giveWay(ctx context.Context, c *pgxpool.Conn, pc *pgconn.PgConn, pid int32) error {
	cctx, ccancel := context.WithTimeout(ctx, 2*time.Second)
	_ = pc.CancelRequest(cctx)
	ccancel()
	// Safe beside the stream's goroutine: a net.Conn may be closed from
	// another; that goroutine's next read or write then fails.
	_ = pc.Conn().Close()
	start := time.Now()
	deadline := start.Add(giveWayCheck)
	for {
		lctx, lcancel := context.WithTimeout(ctx, time.Second)
		var holds bool
		err := c.QueryRow(lctx, `SELECT EXISTS (SELECT 1 FROM pg_locks WHERE pid = $1 AND granted AND locktype = 'relation')`, pid).Scan(&holds)
		lcancel()
		switch {
		case ctx.Err() != nil:
			return &GiveWayError{PID: uint32(pid), Another: ctx.Err()}
		case err != nil:
			return &GiveWayError{PID: uint32(pid), Another: err}
		case !holds:
			return ErrGaveWay
		case time.Now().After(deadline):
			return &GiveWayError{PID: uint32(pid), Waited: time.Since(start).Round(time.Second)}
		}
		select {
		case <-ctx.Done():
		case <-time.After(50 * time.Millisecond):
		}
	}
}

func checkFields(fds []pgconn.FieldDescription) error {
	if len(fds) != len(streamColumns) {
		return fmt.Errorf("result has %d columns, want %d", len(fds), len(streamColumns))
	}
	for i, fd := range fds {
		if !slices.Contains(streamColumns[i].oids, fd.DataTypeOID) || fd.Format != formatBinary {
			return fmt.Errorf("column %s has type OID %d (format %d), want one of %v in binary: "+
				"the table does not have the shape of evalkit's or modusbrain's eval_candidates",
				streamColumns[i].name, fd.DataTypeOID, fd.Format, streamColumns[i].oids)
		}
	}
	return nil
}

// urlTimeout reports whether the URL evalkit was given sets
// statement_timeout itself (as a parameter or in options).
func urlTimeout(params map[string]string) bool {
	_, ok := params["statement_timeout"]
	_, inOptions, _ := configplane.PGOptionsSetting(params["options"], "statement_timeout")
	return ok || inOptions
}
