package sqlite

import (
	"context"
	"errors"
	"time"

	"github.com/modusbrain/evalkit/store"
)

// Watermark returns a window end W: every row with created_at < W is
// committed and visible to reads that start after Watermark returns, and
// every row committed later has created_at >= W. W is exact to the
// microsecond, the precision of created_at.
//
// Writers stamp created_at under the write lock with a value greater than
// every stamp already committed up to stampLeadLimit ahead of their clock
// (see stamp), so stamps follow commit order. A row further ahead of the
// clock (a wrong clock's, or another program's) is not below W: it falls in
// the window of its date, once the clock nears it.
//
// A writable engine takes the write lock (BEGIN IMMEDIATE), which waits for
// any in-flight writer to commit, and returns stampFloor: max(clock,
// newest+1µs) over the rows up to stampLeadLimit ahead. No writer holds the
// lock, so every stamp below W is committed, and every later writer stamps
// at least W (its clock is later, so it sees at least those rows and
// stamps above them). A clock step back between the two is the one case it
// does not cover, as with PostgreSQL's clock_timestamp().
//
// A read-only engine cannot take the write lock (mode=ro makes BEGIN
// IMMEDIATE a no-op), so it returns newest+1µs over the same rows, read in
// one snapshot: rows in that snapshot are below W, and any writer not in it
// commits later and stamps above them, so at least W — unless the clock
// steps back by more than stampLeadLimit in between. W is the newest row's
// time rather than now, and the Unix epoch when the table is empty or
// missing (nothing can be below it).
func (e *Engine) Watermark(ctx context.Context) (time.Time, error) {
	if e.readOnly {
		newest, err := newestStamp(ctx, e.db, e.now().UnixMicro()+stampLeadLimit.Microseconds())
		if err != nil && !errors.Is(err, store.ErrNoSchema) {
			return time.Time{}, err
		}
		if err != nil {
			newest = -1
		}
		return time.UnixMicro(newest + 1).UTC(), nil
	}
	if err := e.lockWrites(ctx); err != nil {
		return time.Time{}, err
	}
	defer e.unlockWrites()
	tx, err := e.db.BeginTx(ctx, nil)
	if err != nil {
		return time.Time{}, wrap("watermark: begin", err)
	}
	// The transaction writes nothing: rolling back releases the lock just
	// as a commit would.
	defer tx.Rollback()
	w, err := stampFloor(ctx, tx, e.now().UnixMicro())
	if errors.Is(err, store.ErrNoSchema) {
		// No table yet: any later writer migrates, then stamps after now.
		w, err = e.now().UnixMicro(), nil
	}
	if err != nil {
		return time.Time{}, err
	}
	return time.UnixMicro(w).UTC(), nil
}
