package store

import (
	"context"
	"fmt"
)

// Elsewhere is the answer of TableLocator.TablesElsewhere: the eval tables
// of this database are not (all) where this engine's session looks.
type Elsewhere struct {
	// Why says where the tables are and where this session looks, in words.
	Why string
	// Fix, when set, is what lets this role reach them (a GRANT, a role to
	// act as); Env, when set, is the per-command setting that names their
	// schema (MODUSBRAIN_DATABASE_URL='…search_path=…'), never a change to
	// modusbrain's config.json. FixFor puts the two together.
	Fix, Env string
	// Blocks: the tables are this brain's (modusbrain's role finds them
	// there, or this session's own search_path names their schema), so a
	// command that reads here would report nothing, or another set, as if
	// it were all: readers fail, capture refuses. Otherwise Why is a note
	// for a session that finds no eval tables at all.
	Blocks bool
	// CreateOnly: nothing is captured anywhere yet, but the tables capture
	// would create here are not where modusbrain's role would look for
	// them: capture refuses, reads are unaffected.
	CreateOnly bool
}

// FixFor is the fix for command (e.g. "eval-export --since 7d"): Fix, and
// the per-command setting before the command when there is one.
func (e *Elsewhere) FixFor(command string) string {
	switch {
	case e.Env == "":
		return e.Fix
	case e.Fix == "":
		return fmt.Sprintf("name the schema for one command (config.json is modusbrain's and stays as it is): %s %s", e.Env, command)
	}
	return fmt.Sprintf("%s; or name the schema for one command (config.json is modusbrain's and stays as it is): %s %s", e.Fix, e.Env, command)
}

// TableLocator is implemented by engines whose tables live in schemas
// (PostgreSQL), where a session's search_path decides which eval tables it
// reads and where capture creates them.
type TableLocator interface {
	// TablesElsewhere reports eval tables this session does not reach but
	// should (nil when there is nothing to say): in a schema on its own
	// search_path that its role may not use, or where the search_path of
	// the role modusbrain runs as finds them and this session's does not.
	// A search_path the connection itself sets (the URL, options,
	// PGOPTIONS) is a choice: only the first is then reported. It only
	// reads the catalogue.
	TablesElsewhere(ctx context.Context) (*Elsewhere, error)
}

// Locate asks eng for TablesElsewhere when it can tell (nil, nil when it
// cannot: SQLite has one set of tables a file).
func Locate(ctx context.Context, eng Engine) (*Elsewhere, error) {
	if l, ok := eng.(TableLocator); ok {
		return l.TablesElsewhere(ctx)
	}
	return nil, nil
}
