package store

import "errors"

// ErrForeignTables: a store file holds tables named like evalkit's that
// evalkit did not make (SQLite: no eval_schema_version beside them; evalkit
// creates both in one transaction, and modusbrain never writes SQLite).
// Another program's file, named by mistake: evalkit leaves it as it is.
var ErrForeignTables = errors.New("tables named like evalkit's that another program made")
