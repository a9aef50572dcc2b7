package sqlite

import (
	"context"
	"path/filepath"

	"github.com/modusbrain/evalkit/store"
)

var _ store.StoreIdentifier = (*Engine)(nil)

// StoreIdentity is the store file's absolute path with symbolic links
// resolved, so a link to the store and the store are one. Not its inode:
// a store restored from a copy, or moved to another disk, keeps its rows
// and its name but not its inode, and would be refused for nothing.
func (e *Engine) StoreIdentity(ctx context.Context) (store.StoreID, error) {
	p := e.path
	if real, err := filepath.EvalSymlinks(p); err == nil {
		p = real
	}
	return store.StoreID{Engine: "sqlite", Path: p}, nil
}
