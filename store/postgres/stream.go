package postgres

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/jackc/pgx/v5/pgconn"

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
	rr := conn.Conn().PgConn().ExecParams(ctx, sql, params, oids, []int16{formatBinary}, binaryResults)
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
		return e.wrap("stream candidates", err)
	}
	_, err = conn.Conn().PgConn().Exec(ctx, "COMMIT").ReadAll()
	return e.wrap("stream candidates", err)
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
