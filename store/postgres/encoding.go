package postgres

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"github.com/jackc/pgx/v5/pgconn"

	"github.com/modusbrain/evalkit/store"
)

// Text a brain holds that cannot reach evalkit as UTF-8.
//
// evalkit's sessions speak UTF-8 (open.go), and the server converts the
// brain's text to it. Two kinds of stored text fail that conversion, and
// with it every read of a window that holds them, run after run:
//
//   - In a SQL_ASCII brain the server stores bytes as any client sent them
//     and only checks them when converting: a row a LATIN1 client wrote
//     (caf\xe9) fails with 22021. Such a brain's text is read unconverted
//     (client_encoding SQL_ASCII for the reading transaction only, or
//     convert_to(…, 'SQL_ASCII') for one column), and every byte that is
//     not UTF-8 becomes U+FFFD on evalkit's side.
//   - In a brain of another encoding only a character with no UTF-8
//     equivalent fails (22P05: a WIN1252 brain's byte 0x81, sent raw by a
//     SQL_ASCII client). Its mapping is the server's: the export skips such
//     a row, named by id and stamp, and reads on (untranslatableRow).
//
// A UTF8 brain, the usual one, takes neither path: its read is unchanged.

// SQLSTATEs of a conversion to the client's encoding that failed.
const (
	sqlstateCharacterNotInRepertoire = "22021" // invalid byte sequence
	sqlstateUntranslatableCharacter  = "22P05"
)

// untranslatable reports an error converting stored text to UTF-8.
func untranslatable(err error) bool {
	switch store.SQLState(err) {
	case sqlstateCharacterNotInRepertoire, sqlstateUntranslatableCharacter:
		return true
	}
	return false
}

// rawText reports a brain whose text is read unconverted: SQL_ASCII, the
// one encoding the server does not check on input.
func rawText(pc *pgconn.PgConn) bool {
	return pc.ParameterStatus("server_encoding") == "SQL_ASCII"
}

// rowKey is a row's place in the stream's order, as the server sent it
// (binary created_at and id::bigint).
type rowKey struct {
	createdAt, id []byte
}

// textColumns are the stream's text columns, in the order the probe tries
// them.
var textColumns = []string{"query", "retrieved_slugs", "source_ids", "tool_name", "detail", "detail_resolved"}

// untranslatableRow follows a stream statement (after, with n rows
// received) that failed with cause, a text that could not be converted:
// it finds the row the server stopped at — the next one in the stream's
// order — and the column that holds the text, and returns the row's key
// (to read on past it) and a *store.RowError naming both. It returns a nil
// RowError when it cannot tell (the row is gone, a query failed): the
// stream then fails with cause, as before.
func (e *Engine) untranslatableRow(ctx context.Context, pc *pgconn.PgConn, q store.StreamQuery, after *rowKey, n int64,
	cause error) (*rowKey, *store.RowError) {
	if _, err := pc.Exec(ctx, "ROLLBACK TO SAVEPOINT evalkit_stream").ReadAll(); err != nil {
		return nil, nil
	}
	q.Limit = 0
	sql, params, oids := streamStatementAfter(q, after, "created_at, id::bigint")
	sql += " OFFSET " + strconv.FormatInt(n, 10) + " LIMIT 1"
	res := pc.ExecParams(ctx, sql, params, oids, []int16{formatBinary}, binaryResults).Read()
	if res.Err != nil || len(res.Rows) != 1 || res.Rows[0][0] == nil || res.Rows[0][1] == nil {
		return nil, nil
	}
	key := &rowKey{createdAt: res.Rows[0][0], id: res.Rows[0][1]}
	id, err := decodeInt(key.id)
	if err != nil {
		return nil, nil
	}
	bad := &store.RowError{ID: id, Column: "text", Err: &UntranslatableError{SQLState: store.SQLState(cause),
		Encoding: pc.ParameterStatus("server_encoding")}}
	if t, err := decodeTimestamptz(key.createdAt); err == nil {
		bad.Err.(*UntranslatableError).CreatedAt = t
	}
	for _, c := range textColumns {
		r := pc.ExecParams(ctx, "SELECT "+c+" FROM eval_candidates WHERE id = $1 AND created_at = $2",
			[][]byte{key.id, key.createdAt}, []uint32{oidInt8, oidTimestamptz}, []int16{formatBinary}, binaryResults).Read()
		if r.Err == nil {
			continue
		}
		if _, err := pc.Exec(ctx, "ROLLBACK TO SAVEPOINT evalkit_stream").ReadAll(); err != nil {
			return nil, nil
		}
		if untranslatable(r.Err) {
			bad.Column = c
			break
		}
	}
	return key, bad
}

// UntranslatableError is a stored text that has no UTF-8 form: a character
// of the brain's encoding without an equivalent, or (SQL_ASCII) bytes that
// are not UTF-8. It never quotes the text.
type UntranslatableError struct {
	SQLState  string
	Encoding  string    // the brain's server_encoding
	CreatedAt time.Time // the row's stamp; zero when it is not a time
}

func (e *UntranslatableError) Error() string {
	s := fmt.Sprintf("it holds a character that has no equivalent in UTF-8 (the database's encoding is %s; SQLSTATE %s), so PostgreSQL cannot send it",
		e.Encoding, e.SQLState)
	if !e.CreatedAt.IsZero() {
		s += " (the row stamped " + e.CreatedAt.UTC().Format(time.RFC3339Nano) + ")"
	}
	return s + "; correct the character in the database (UPDATE … WHERE id = …) to export the row"
}

// rawTextColumn is expr read as the bytes the brain stores, unconverted
// (convert_to into SQL_ASCII converts nothing), as bytea.
func rawTextColumn(expr string) string {
	return "convert_to((" + expr + ")::text, 'SQL_ASCII')"
}

// validText is b as UTF-8: every byte that is not becomes U+FFFD.
func validText(b []byte) string {
	var a arena
	s, _ := a.validString(string(b))
	return s
}
