package exporter

import (
	"context"
	"errors"
	"io/fs"
	"path/filepath"
	"strings"

	"github.com/modusbrain/evalkit/internal/userfile"
	"github.com/modusbrain/evalkit/store"
)

// A cursor continues one store's chain. FILE holds only a time (it must
// stay one line, a valid --since value), so the store it was exported
// from is recorded beside it, in the lock file every run leaves
// (.FILE.lock, cursorlock.go), after the line that says a cursor was
// stored:
//
//	cursor written
//	store cluster=7714907297843371837&db=brain&dboid=16385&engine=postgres&schema=public
//	store-name postgres:///brain?host=/run/postgresql
//
// "store" is the store's own identity (store.StoreID), compared; the name
// is how the run that wrote it reached the store (no credentials), for
// messages. A run whose store is another one is refused before anything
// is read (*CursorStoreError): its rows older than FILE's end were never
// exported by this chain, and the export would skip them, and eval-prune
// --cursor delete them. A lock file without the lines (a cursor written by
// an older evalkit, or a lock file removed to tie the chain to a store
// deliberately) refuses nothing, and the next run that stores the cursor
// records its store.

// CursorTie is the store a cursor's chain is exported from.
type CursorTie struct {
	Store store.StoreID
	// Name is the store as the run that recorded it named it: a URL
	// without credentials, or "sqlite PATH"; "" when unknown.
	Name string
}

const (
	tieStoreLine = "store "
	tieNameLine  = "store-name "
)

// lines renders t for the lock file.
func (t *CursorTie) lines() string {
	s := tieStoreLine + t.Store.Encode() + "\n"
	if name := oneLine(t.Name); name != "" {
		s += tieNameLine + name + "\n"
	}
	return s
}

// String names the store for people: its name, and what the store says
// it is.
func (t *CursorTie) String() string {
	if t.Name == "" {
		return t.Store.String()
	}
	if t.Store.Engine == "sqlite" && t.Name == "sqlite "+t.Store.Path {
		return t.Name // the name says it all
	}
	return t.Name + " (" + t.Store.String() + ")"
}

// oneLine keeps a name on its line.
func oneLine(s string) string {
	return strings.Map(func(r rune) rune {
		if r == '\n' || r == '\r' {
			return ' '
		}
		return r
	}, s)
}

// parseLock reads a lock file's text: whether a cursor was stored, and
// the store recorded with it. Lines it does not know (a pid, the tail of
// a longer text being rewritten) are passed over.
func parseLock(b []byte) (written bool, tie *CursorTie) {
	for line := range strings.SplitSeq(string(b), "\n") {
		switch {
		case line == writtenMark:
			written = true
		case strings.HasPrefix(line, tieStoreLine) && tie == nil:
			if id, ok := store.ParseStoreID(strings.TrimPrefix(line, tieStoreLine)); ok {
				tie = &CursorTie{Store: id}
			}
		case strings.HasPrefix(line, tieNameLine) && tie != nil && tie.Name == "":
			tie.Name = strings.TrimPrefix(line, tieNameLine)
		}
	}
	if !written {
		tie = nil
	}
	return written, tie
}

// ReadCursorTie reads, without taking the lock, what the lock file of the
// cursor at path says: whether an eval-export run stored a cursor there,
// and the store its chain is exported from (nil when none is recorded). A
// missing lock file says neither. It never writes.
func ReadCursorTie(path string) (written bool, tie *CursorTie, err error) {
	lp, err := CursorLockPath(path)
	if err != nil {
		return false, nil, err
	}
	b, _, err := userfile.Read(lp, maxLockBytes)
	var tl *userfile.TooLargeError
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return false, nil, nil
	case errors.As(err, &tl):
		b, err = nil, nil // not a lock file evalkit wrote: it says nothing
	case err != nil:
		return false, nil, err
	}
	written, tie = parseLock(b)
	return written, tie, nil
}

// CursorStoreError is a cursor whose chain was exported from another
// store than the one this run reads.
type CursorStoreError struct {
	Path string
	// Tied is the store the chain was exported from; Here the one this run
	// reads.
	Tied, Here CursorTie
}

func (e *CursorStoreError) Error() string {
	return "cursor " + e.Path + " continues the chain exported from " + e.Tied.String() +
		", but this run reads " + e.Here.String() +
		": that store's rows before the cursor's end were never exported by this chain"
}

// checkTie compares the store eng reads (named name) with the one tied
// recorded; here is eng's, nil when eng cannot say (then nothing is
// refused and nothing is recorded).
func checkTie(ctx context.Context, eng store.Engine, path, name string, tied *CursorTie) (here *CursorTie, err error) {
	x, ok := eng.(store.StoreIdentifier)
	if !ok {
		return nil, nil
	}
	id, err := x.StoreIdentity(ctx)
	if err != nil {
		return nil, &ReadError{Err: err}
	}
	here = &CursorTie{Store: id, Name: name}
	if tied != nil && !tied.Store.Same(id) {
		return here, &CursorStoreError{Path: path, Tied: *tied, Here: *here}
	}
	return here, nil
}

// CheckCursorStore is eval-prune's check of a cursor it bounds a run
// with: a *CursorStoreError when the cursor's chain was exported from
// another store than eng, whose rows before the cursor's end that
// consumer never got. name is how this run names eng (no credentials). A
// cursor with no store recorded passes. It reads the lock file without
// taking the lock and never writes.
func CheckCursorStore(ctx context.Context, eng store.Engine, path, name string) error {
	_, tied, err := ReadCursorTie(path)
	if err != nil {
		return err
	}
	if tied == nil {
		return nil
	}
	_, err = checkTie(ctx, eng, path, name, tied)
	return err
}

// CursorFileFor suggests a cursor file for the store id, beside cursor
// (the file of another store's chain): named after the database, or the
// store file without its extension.
func CursorFileFor(cursor string, id store.StoreID) string {
	name := id.DB
	if id.Engine == "sqlite" {
		name = strings.TrimSuffix(filepath.Base(id.Path), filepath.Ext(id.Path))
	}
	if name == "" || strings.ContainsAny(name, "/\\ \t'\"$`;&|<>*?") {
		name = "<name>" // a name a shell would mangle is no example
	}
	p := filepath.Join(filepath.Dir(cursor), name+CursorSuffix)
	if p == filepath.Clean(cursor) {
		p = filepath.Join(filepath.Dir(cursor), name+"-2"+CursorSuffix)
	}
	return p
}
