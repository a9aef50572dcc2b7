package postgres

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"

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
	var b strings.Builder
	b.WriteString("SELECT ")
	for i, c := range streamColumns {
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
	sql, params, oids := streamStatement(q)
	conn, err := e.pool.Acquire(ctx)
	if err != nil {
		return e.wrap("stream candidates", err)
	}
	// Release destroys a connection that is still busy (abandoned result)
	// instead of returning it to the pool.
	defer conn.Release()

	// Release also discards a connection left inside this transaction
	// (an error, an abandoned result), so no path leaks it to the pool.
	begin := "BEGIN READ ONLY; SET LOCAL statement_timeout = 0"
	if urlTimeout(e.pool.Config().ConnConfig.RuntimeParams) {
		begin = "BEGIN READ ONLY"
	}
	if _, err := conn.Conn().PgConn().Exec(ctx, begin).ReadAll(); err != nil {
		return e.wrap("stream candidates", err)
	}
	// The read holds eval_candidates' ACCESS SHARE lock until it ends; a
	// schema change of modusbrain's that queues behind it makes every
	// modusbrain INSERT queue too. The stream gives way instead.
	sctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	stopWatch := e.watchWaiters(sctx, conn.Conn().PgConn().PID(), cancel)
	defer stopWatch()
	rr := conn.Conn().PgConn().ExecParams(sctx, sql, params, oids, []int16{formatBinary}, binaryResults)
	d := newRowDecoder()
	checked := false
	for rr.NextRow() {
		if !checked {
			if err := checkFields(rr.FieldDescriptions()); err != nil {
				return e.wrap("stream candidates", err)
			}
			checked = true
		}
		if err := d.decode(rr.Values()); err != nil {
			var bad *store.RowError
			if q.OnBadRow != nil && errors.As(err, &bad) {
				q.OnBadRow(bad)
				continue
			}
			return e.wrap("stream candidates", err)
		}
		if err := fn(&d.c); err != nil {
			return err
		}
	}
	if _, err = rr.Close(); err != nil {
		if errors.Is(context.Cause(sctx), ErrGaveWay) && ctx.Err() == nil {
			return e.wrap("stream candidates", ErrGaveWay)
		}
		return e.wrap("stream candidates", err)
	}
	_, err = conn.Conn().PgConn().Exec(ctx, "COMMIT").ReadAll()
	return e.wrap("stream candidates", err)
}

// ErrGaveWay ends a stream that another session waited behind.
var ErrGaveWay = errors.New("another session waited for the lock this export holds on eval_candidates " +
	"(a schema change, modusbrain's or a DBA's): the export gave way rather than make modusbrain's writers queue behind that session")

// Watching for sessions a stream blocks: after giveWayAfter, every
// giveWayEvery, on a connection of its own; a session seen waiting twice
// in a row ends the stream.
const (
	giveWayAfter = 2 * time.Second
	giveWayEvery = time.Second
)

// watchWaiters watches, while a stream runs on backend pid, for a session
// waiting for a lock that backend holds, and ends the stream (cause
// ErrGaveWay; the session is terminated, which a stalled consumer cannot
// delay) when one waits through two looks. It is best-effort: without
// a second connection (a role at its connection limit) it watches nothing.
// The returned func stops it and waits for it.
func (e *Engine) watchWaiters(ctx context.Context, pid uint32, cancel context.CancelCauseFunc) func() {
	// Its own context, so that stopping it also ends a look in flight.
	ctx, stop := context.WithCancel(ctx)
	done := make(chan struct{})
	stopped := make(chan struct{})
	go func() {
		defer close(stopped)
		t := time.NewTimer(giveWayAfter)
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
			case <-done:
				return
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
			if err := c.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM pg_stat_activity WHERE $1 = ANY (pg_blocking_pids(pid)))`,
				int32(pid)).Scan(&waiting); err != nil {
				return
			}
			if waiting {
				if seen++; seen >= 2 {
					// Cancelling the query would leave its transaction,
					// and the lock, open while the consumer is stalled:
					// the stream's own session is ended instead.
					cancel(ErrGaveWay)
					tctx, tcancel := context.WithTimeout(context.WithoutCancel(ctx), 2*time.Second)
					c.Exec(tctx, "SELECT pg_terminate_backend($1)", int32(pid))
					tcancel()
					return
				}
			} else {
				seen = 0
			}
			t.Reset(giveWayEvery)
		}
	}()
	return func() { stop(); close(done); <-stopped }
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
	return ok || strings.Contains(params["options"], "statement_timeout")
}
