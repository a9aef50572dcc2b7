package capture

import (
	"errors"
	"testing"

	"github.com/jackc/pgx/v5/pgconn"
	"github.com/modusbrain/evalkit/store"
)

// Only failures a single row can cause are worth a row-by-row retry; the
// rest fail every row alike.
func TestRowCouldCause(t *testing.T) {
	cases := map[string]bool{
		"23514": true,  // CHECK
		"22021": true,  // bad encoding in one value
		"54000": true,  // a datum too large
		"XX000": true,  // internal error, cause unknown
		"XX001": false, // a damaged file (store.ErrDamaged): every row alike
		"42501": false, // RLS / privilege: the role, not the row
		"28P01": false, // authentication
		"25006": false, // read-only standby
		"08006": false, // connection
		"57P01": false, // admin shutdown
	}
	for state, want := range cases {
		err := &pgconn.PgError{Code: state}
		if got := rowCouldCause(Classify(err), err); got != want {
			t.Errorf("rowCouldCause(%s) = %v, want %v", state, got, want)
		}
	}
	if !rowCouldCause(store.ReasonOther, errors.New("no SQLSTATE")) {
		t.Error("an error without SQLSTATE may lie in a row: want a row-by-row retry")
	}
}
