package sqlite

import (
	"context"

	"github.com/modusbrain/evalkit/store"
)

var _ store.WriteInspector = (*Engine)(nil)

// PruneWrites says whether a prune's DELETE would be refused because this
// user cannot write the file, its -wal or -shm, or the directory that
// must hold them (see store.WriteInspector and FileWriteBlock). It looks
// at the files, not at how this engine opened them, so a dry run's
// read-only engine answers for the real run. Role is the user.
func (e *Engine) PruneWrites(context.Context) (store.WriteAccess, error) {
	w := store.WriteAccess{Role: userName()}
	if b := FileWriteBlock(e.path, nil); b != nil {
		w.Denied = true
		w.Why = b.Reason() + ", and SQLite refuses every DELETE then"
		w.Fix = b.Fix
	}
	return w, nil
}
